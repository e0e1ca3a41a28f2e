/**
 * Movement: whole hexes, 4 a turn (3 for a unit that will attack), one more
 * along a road, one less for each creek crossed; stop on entering a hex next to
 * an undisrupted enemy regiment or brigade, or (Allies, after turn 1) next to
 * any Japanese unit or marker; the Irrawaddy only east to west, and only for
 * the Japanese. Built on the core's movementRange.
 *
 * @module
 */
import type { UnitState } from '../../../src/engine';
import { compileCosts, movementRange, type CompiledCosts } from '../../../src/movement';
import { ZocRule, zonesOfControl } from '../../../src/zoc';
import { MOVE } from '../data/tables';
import { board, disrupted, eastBank, enemyOf, isBig, roomFor, type Ctx } from './state';

const baseCosts = { terrain: { jungle: MOVE.hex, open: MOVE.hex, town: MOVE.hex }, links: { road: MOVE.road } };

/** Allied costs: the Irrawaddy may never be crossed. */
const alliedCosts = compileCosts(board, { ...baseCosts, hexsides: { creek: MOVE.creek, irrawaddy: 'prohibited' } });

/** Japanese costs: the Irrawaddy may be crossed only from the east bank. */
const japaneseCosts: CompiledCosts = (() => {
  const c = compileCosts(board, { ...baseCosts, hexsides: { creek: MOVE.creek } });
  const step = Float64Array.from(c.step);
  const river = board.hexsideBit('irrawaddy');
  for (let e = 0; e < step.length; e++) {
    const from = Math.floor(e / 6);
    if ((board.hexsides[e]! & river) !== 0 && !eastBank(board.labels[from]!)) step[e] = Infinity;
  }
  return { ...c, step };
})();

/** The movement costs of a side. */
export const costsFor = (side: string): CompiledCosts => (side === 'allied' ? alliedCosts : japaneseCosts);

/** Whether an enemy unit makes a mover of `side` stop next to it (turn given). */
export function stopsMovers(u: UnitState, side: string, turn: number): boolean {
  if (u.side === side || u.at === null || disrupted(u)) return false;
  return isBig(u.id) || (u.side === 'japanese' && turn > 1);
}

/** Cells where a mover of `side` must stop, and cells it may not enter. */
export function obstacles(ctx: Ctx, side: string): { zoc: Uint8Array; enemy: Uint8Array } {
  const enemy = new Uint8Array(board.size);
  const sources: number[] = [];
  for (const u of ctx.state.units) {
    if (u.side !== enemyOf(side) || u.at === null) continue;
    const c = board.cell(u.at);
    enemy[c] = 1;
    if (stopsMovers(u, side, ctx.turn)) sources.push(c);
  }
  return { zoc: zonesOfControl(board, sources), enemy };
}

/** Whether a unit may move this phase at all. */
export function mayMove(ctx: Ctx, u: UnitState): boolean {
  return u.at !== null && u.side === ctx.active && !disrupted(u) && u.flags?.['moved'] !== ctx.turn;
}

/** Every hex a unit may end a move in, with what it costs (quarter hexes). */
export function destinations(ctx: Ctx, u: UnitState, obs = obstacles(ctx, u.side)): Map<string, number> {
  const out = new Map<string, number>();
  if (!mayMove(ctx, u)) return out;
  const range = movementRange({
    costs: costsFor(u.side),
    from: board.cell(u.at!),
    allowance: MOVE.allowance,
    enemyOccupied: obs.enemy,
    enemyZoc: obs.zoc,
    zocRule: ZocRule.stopOnEntry,
    minimumMove: true,
  });
  for (const c of range.cells) {
    const label = board.labels[c]!;
    if (roomFor(ctx, label, u.id)) out.set(label, range.costTo(c));
  }
  return out;
}
