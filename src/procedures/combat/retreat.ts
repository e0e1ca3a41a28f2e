/**
 * Retreats on a hex map: where a unit may end a retreat of so many hexes.
 */
import { HexBoard } from '../../board/hex';
import { HexwarError } from '../../errors';
import type { HexSpec, ReadContext, Spec, UnitOf } from '../../engine/definition';
import type { Position, UnitState } from '../../engine/types';
import { u8 } from '../../internal/typed';
import type { RetreatConfig } from './config';
import type { CombatRole, ResultUnderWay } from './types';

/**
 * Where a unit may end a retreat: the game's `retreat.ends`, or on a hex map
 * `retreatEnds`. A tabletop game without its own reading is told so.
 *
 * @internal
 */
export function retreatOptions<G extends Spec>(
  ctx: ReadContext<G>,
  rules: RetreatConfig<G>,
  unit: UnitOf<G>,
  distance: number,
  combat: ResultUnderWay<G['position']>,
): { readonly ends: readonly Position[]; readonly offMap: boolean } {
  if (rules.ends) return rules.ends(ctx, unit, distance, combat);
  if (!(ctx.board instanceof HexBoard)) throw new HexwarError({ code: 'bad-game', message: 'a retreat on a table needs the game\'s own reading of it: give the attack procedures retreat.ends (there are no hexes to retreat through)' });
  // The board is a hex map, so the game's positions are hex labels: its hooks take them as they are.
  const hexes = { ctx: ctx as unknown as ReadContext<HexSpec>, rules: rules as unknown as RetreatConfig<HexSpec> };
  return retreatEnds(hexes.ctx, hexes.rules, unit as UnitState, distance, combat as ResultUnderWay);
}

/**
 * Where a unit may end a retreat of `hexes` hexes: each hex farther from what
 * it retreats from, never into an enemy unit, an uncontested enemy ZOC,
 * prohibited terrain or across a prohibited hexside, never into the hex just
 * attacked, never into a hex the game forbids; the last hex within stacking.
 * `offMap` is true when a path could only go on off the map.
 *
 * @category Procedures
 */
function retreatEnds<G extends HexSpec>(
  ctx: ReadContext<G>,
  rules: RetreatConfig<G>,
  unit: UnitState,
  hexes: number,
  combat: ResultUnderWay,
): {
  /** The hexes the retreat may end in. */
  ends: string[];
  /** No hex on the map will do but the retreat could go off it (the unit is eliminated). */
  offMap: boolean;
} {
  const b = ctx.board;
  const map = ctx.map;
  const side = unit.side;
  const start = unit.at;
  if (start === null) throw new Error(`retreat: ${unit.id} retreats from the combat at ${combat.hex} but is not on the map`);
  const role: CombatRole = combat.attackers.includes(unit.id) ? 'attacker' : 'defender';
  const from =
    rules.away === 'start'
      ? [start]
      : role === 'attacker'
        ? [combat.hex]
        : combat.attackers.map((id) => ctx.unit(id).at).filter((h): h is string => h !== null);
  const away = from.length ? from : [start];
  const dist = (h: string) => Math.min(...away.map((f) => b.distance(f, h)));
  const enemy = b.enemyOccupied(side);
  let zoc: Uint8Array | null = null;
  if (rules.blockedByZoc !== false) {
    zoc = u8(map.size);
    const own = b.occupied(side);
    for (const other of new Set(ctx.state.units.filter((u) => u.side !== side).map((u) => u.side))) {
      const z = b.zoc(other, rules.zocBlockingTerrain ? { blockingTerrain: rules.zocBlockingTerrain } : {});
      for (let i = 0; i < z.length; i++) if (z[i] && !own[i]) zoc[i] = 1;
    }
  }
  const prohibited = new Set(rules.prohibitedTerrain ?? []);
  let sideMask = 0;
  for (const f of rules.prohibitedHexsides ?? []) sideMask |= map.hexsideBit(f);
  let frontier = [start];
  const reached = new Set([start]);
  let offMap = false;
  for (let step = 1; step <= hexes; step++) {
    const next: string[] = [];
    for (const h of frontier) {
      const c = b.cell(h);
      const dh = rules.away === 'start' ? step - 1 : dist(h);
      for (let d = 0; d < 6; d++) {
        const n = map.neighbors[c * 6 + d]!;
        if (n < 0) {
          offMap = true;
          continue;
        }
        if ((map.hexsides[c * 6 + d]! & sideMask) !== 0) continue;
        const l = map.labels[n]!;
        if (reached.has(l)) continue;
        if (rules.away === 'start' ? b.distance(start, l) !== step : dist(l) <= dh) continue;
        if (l === combat.hex || enemy[n] || (zoc && zoc[n]) || prohibited.has(map.terrainTypes[map.terrain[n]!]!)) continue;
        if (rules.forbidden?.(ctx, unit, l, combat)) continue;
        reached.add(l);
        next.push(l);
      }
    }
    frontier = next;
  }
  const ends = frontier.filter((h) => (rules.mayEnd ? rules.mayEnd(ctx, unit, h) : ctx.board.room(h, unit))).sort((a, b2) => b.cell(a) - b.cell(b2));
  return { ends, offMap: ends.length === 0 && offMap && rules.offMap !== 'never' };
}
