/**
 * Movement: whole hexes, 4 a turn (3 for a unit that will attack), one more
 * along a road, one less for each creek crossed; stop on entering a hex next to
 * an undisrupted enemy regiment or brigade, or (Allies, after turn 1) next to
 * any Japanese unit or marker; the Irrawaddy only east to west, and only for
 * the Japanese. Built on the core's movement search.
 *
 * @module
 */
import { type VerbForecast } from 'hexwar';
import { ZocRule, type MovementCosts } from 'hexwar/hex';
import { EAST_BANK } from '../data/map';
import { MOVE } from '../data/tables';
import { disrupted, isBig, type Ctx, type Unit } from './types';

const chart = (irrawaddy: MovementCosts['hexsides']) => ({ terrain: { jungle: MOVE.hex, open: MOVE.hex, town: MOVE.hex }, links: { road: MOVE.road }, hexsides: { creek: MOVE.creek, ...irrawaddy } });
/** The Allies never cross the Irrawaddy; the Japanese cross it only from the east bank. */
const COSTS: Record<string, MovementCosts> = { allied: chart({ irrawaddy: 'prohibited' }), japanese: chart({ irrawaddy: { cost: 0, onlyFrom: EAST_BANK } }) };

/** Whether an enemy unit makes a mover of `side` stop next to it on this turn. */
function stopsMovers(u: Unit, side: string, turn: number): boolean {
  return u.side !== side && !disrupted(u) && (isBig(u.id) || (u.side === 'japanese' && turn > 1));
}

/** Whether a unit may move this phase at all. */
export const mayMove = (ctx: Ctx, u: Unit): boolean => u.at !== null && u.side === ctx.active && !disrupted(u) && u.flags?.moved !== ctx.turn;

/** Every hex a unit may end a move in, with what it costs (quarter hexes). */
export function destinations(ctx: Ctx, u: Unit): Map<string, number> {
  const out = new Map<string, number>();
  if (!mayMove(ctx, u)) return out;
  const range = rangeOf(ctx, u);
  for (const c of range.cells) if (ctx.board.room(ctx.map.labels[c]!, u)) out.set(ctx.map.labels[c]!, range.costTo(c));
  return out;
}

/**
 * A move's forecast: the hexes it passes through by the cheapest way, what
 * it costs in hexes of movement, and whether the unit may still attack.
 */
export function moveForecast(ctx: Ctx, u: Unit, to: string): VerbForecast {
  const range = rangeOf(ctx, u);
  const cell = ctx.board.cell(to);
  const cost = range.costTo(cell);
  return {
    move: { unit: u.id, path: range.pathTo(cell).map((c) => ctx.map.labels[c]!), cost: cost / MOVE.hex, allowance: MOVE.allowance / MOVE.hex, unitOfCost: 'MP' },
    ...(cost > MOVE.attackAllowance ? { notes: [`moving more than ${MOVE.attackAllowance / MOVE.hex} hexes, it may not attack this turn (Movement)`] } : {}),
  };
}

function rangeOf(ctx: Ctx, u: Unit) {
  return ctx.board.reach(u, {
    costs: COSTS[u.side]!,
    allowance: MOVE.allowance,
    zoc: { exerts: (e) => stopsMovers(e, u.side, ctx.turn), key: `stop${ctx.turn > 1 ? 2 : 1}` },
    zocRule: ZocRule.stopOnEntry,
    minimumMove: true,
  });
}
