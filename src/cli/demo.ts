import { compileMap } from '../map';
import { compileCosts, movementRange } from '../movement';
import { zonesOfControl, ZocRule } from '../zoc';
import { renderMap } from './render';
import { sampleMap } from './sample-map';

/**
 * Prints the movement range of a unit on the sample map: the hex core at work.
 *
 * @internal
 */
export function demo(out: (line: string) => void = console.log): void {
  const map = compileMap(sampleMap);
  const costs = compileCosts(map, { terrain: { clear: 1, jungle: 2, lake: 'prohibited' }, hexsides: { stream: 1 }, links: { road: 0.5 } });
  const from = map.cell('C5');
  const enemy = new Uint8Array(map.size);
  enemy[map.cell('I4')] = 1;
  const zoc = zonesOfControl(map, [map.cell('I4')]);
  const range = movementRange({ costs, from, allowance: 4, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry });
  out(`Sample valley: a 4-MP infantry unit in C5; an enemy unit in I4 whose zone of control stops movement.`);
  out(`Clear 1 MP, jungle 2, lake prohibited, +1 to cross a stream, road ½ MP a hex.`);
  out('');
  out(
    renderMap(map, (cell) => {
      if (cell === from) return '[U]';
      if (enemy[cell]) return '<E>';
      const terrain = map.terrain[cell];
      const t = terrain === undefined ? undefined : map.terrainTypes[terrain];
      if (range.canReach(cell)) {
        const c = range.costTo(cell);
        const mp = Number.isInteger(c) ? String(c) : `${Math.floor(c) || ''}½`;
        return zoc[cell] ? `z${mp}` : ` ${mp}`;
      }
      return t === 'lake' ? '~~~' : t === 'jungle' ? ' ##' : ' . ';
    }),
  );
  out('');
  out(`Legend: [U] the unit, <E> the enemy, numbers = MP to get there (z = in enemy ZOC, must stop), ## jungle, ~~~ lake.`);
  const target = map.cell('H6');
  out(`Cheapest path to Pyawbwe (H6): ${range.pathTo(target).map((c) => map.labels[c]).join(' → ')} for ${range.costTo(target)} MP, ${range.cells.length} hexes reachable.`);
}
