/**
 * How far a hex is from the bot's side's nearest objective (its game's
 * `bot.objectives`): what the core's default scores of moves, entries, attacks
 * and retreats read. A leaf, so procedures may score their own verbs with it.
 */
import { HexBoard } from '../board/hex';
import type { BotContext } from '../engine/hooks';
import type { Action } from '../engine/types';
import { memo } from '../internal/memo';

/** How far each hex is from the nearest objective, per bot context. */
const nearestGoal = /* @__PURE__ */ memo<BotContext, Map<string, number>>('distances to objectives');

/**
 * Hexes from `hex` to the nearest of the side's objectives (0 when it has none);
 * each hex worked out once per map and set of objectives.
 *
 * @example
 * ```ts
 * import { createMatch, view } from 'hexwar';
 * import { botContext, objectiveDistance } from 'hexwar/bots';
 * import { hexBoard } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const seen = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'japanese');
 * objectiveDistance(botContext(myitkyina, seen), hexBoard(myitkyina.map, seen.units), 'D5'); // 2 hexes to the nearest objective
 * ```
 * @category Bots
 */
export function objectiveDistance(ctx: BotContext, board: HexBoard, hex: string): number {
  let near = nearestGoal.get(ctx);
  // Kept with the map for each set of objectives (distances are the map's alone), so the new views
  // of a search's playouts find them worked out.
  if (!near) nearestGoal.set(ctx, (near = board.mapCached(`objectiveDistance:${ctx.objectives.join(' ')}`, () => new Map<string, number>())));
  let d = near.get(hex);
  if (d === undefined) {
    const goals = ctx.objectives;
    d = goals.length ? Infinity : 0;
    for (const g of goals) d = Math.min(d, board.distance(hex, g));
    near.set(hex, d);
  }
  return d;
}

/**
 * The core's default score of a unit's move on a hex map (`{ unit, to }`):
 * towards the side's objectives, onto an empty objective, never leaving an
 * objective empty. A game gives it as its `move` verb's `score` (or calls it
 * from its own `bot.score`).
 *
 * @example
 * ```ts
 * import { hexMoveScore } from 'hexwar/bots';
 * const move = kit.action({ schema, legal, apply, score: hexMoveScore });
 * ```
 * @category Bots
 */
export function hexMoveScore(ctx: BotContext, a: Action): number {
  const board = ctx.board;
  if (!(board instanceof HexBoard)) return 0;
  const goals = ctx.objectives;
  const u = ctx.hasUnit(String(a['unit'])) ? ctx.unit(String(a['unit'])) : null;
  const to = String(a['to']);
  if (!u?.at || !goals.length) return 0;
  const mine = (hex: string) => board.sideAt(hex, ctx.side).length;
  let s = objectiveDistance(ctx, board, u.at) - objectiveDistance(ctx, board, to);
  if (goals.includes(to) && mine(to) === 0) s += 5;
  if (goals.includes(u.at) && mine(u.at) <= 1) s -= 4;
  return s;
}

/**
 * A score that reads a hex map, or 0 on a table (whose games score their own
 * moves and fire): how the core's procedures give their verbs a hex heuristic.
 *
 * @internal
 */
export const onHexMap = (ctx: BotContext, f: (board: HexBoard) => number): number => (ctx.board instanceof HexBoard ? f(ctx.board) : 0);
