/**
 * How good a position is for a side: what the search bot scores its playouts
 * by. The core counts the strength each side has left; the game's
 * `bot.evaluate` adds what only it knows (objectives, VP, supply).
 */
import { Reader } from "../../engine/context";
import type { ReadContext } from "../../engine/definition";
import type { Game } from "../../engine/game";
import type { MatchState, UnitState } from "../../engine/types";
import { memo } from "../../internal/memo";

/** Each side's strength at full strength, per game (the counters never change). */
const fullStrength = /* @__PURE__ */ memo<Game, Map<string, number>>(
  "full strength by side"
);

/** What a unit still in the game is worth: its current face's attack plus defence (at least 1; a decoy nothing). */
function worth(ctx: ReadContext, u: UnitState): number {
  if (u.steps <= 0 || u.box === "eliminated") return 0;
  const c = ctx.counter(u.id);
  if (c.type === "decoy") return 0;
  const f = c.factors;
  if (!f || f.length === 0) return 1;
  const face = ctx.factors(u);
  return Math.max(1, (face.attack ?? 0) + face.defence);
}

function strengthBySide(game: Game): Map<string, number> {
  let hit = fullStrength.get(game);
  if (hit) return hit;
  hit = new Map();
  for (const c of game.definition.counters) {
    const f = c.factors?.[0];
    if (c.type !== "decoy")
      hit.set(
        c.side,
        (hit.get(c.side) ?? 0) +
          (f ? Math.max(1, (f.attack ?? 0) + f.defence) : 1)
      );
  }
  fullStrength.set(game, hit);
  return hit;
}

/**
 * The core's part of the evaluation: the share of its full strength a side has
 * left (units still in the game, each by its current face's attack plus
 * defence), less the share its enemies have left; from -1 to +1.
 *
 * @category Bots
 */
function strengthBalance(
  game: Game,
  ctx: ReadContext,
  side: string
): number {
  const full = strengthBySide(game);
  const left = new Map<string, number>();
  for (const u of ctx.state.units)
    left.set(u.side, (left.get(u.side) ?? 0) + worth(ctx, u));
  let mine = 0;
  let theirs = 0;
  let enemies = 0;
  for (const [s, total] of full) {
    const share = total > 0 ? (left.get(s) ?? 0) / total : 0;
    if (s === side) mine = share;
    else {
      theirs += share;
      enemies++;
    }
  }
  return mine - (enemies ? theirs / enemies : 0);
}

/**
 * A position's score for a side: +1 won, -1 lost, 0 drawn once the game is
 * over; otherwise the strength balance plus the game's `bot.evaluate`, in the
 * game's words (about ±1 for a decisive advantage).
 *
 * @category Bots
 */
function evaluatePosition(
  game: Game,
  state: MatchState,
  side: string
): number {
  if (state.result)
    return state.result.winner === null
      ? 0
      : state.result.winner === side
      ? 1
      : -1;
  const ctx = new Reader(game, state);
  const own = game.definition.bot?.evaluate?.(ctx, side) ?? 0;
  return strengthBalance(game, ctx, side) + own;
}

/**
 * A score as a chance of winning, from 0 to 1: a finished game is 1, 0 or ½;
 * otherwise the logistic of the score (less `baseline`, default 0) times `sharpness`.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { winChance } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * winChance(myitkyina, createMatch(myitkyina, { seed: 1 }), 'allied', 1); // between 0 and 1; a finished game 1, 0 or ½
 * ```
 * @category Bots
 */
export function winChance(
  game: Game,
  state: MatchState,
  side: string,
  sharpness: number,
  baseline = 0
): number {
  const score = evaluatePosition(game, state, side);
  // A finished game's score is exactly -1, 0 or +1: as a chance, 0, ½ or 1.
  if (state.result) return (score + 1) / 2;
  return 1 / (1 + Math.exp(-sharpness * (score - baseline)));
}

/**
 * A position's score for a side (see {@link winChance}): what a centred search
 * subtracts from the score where a playout ends.
 *
 * @internal
 */
export function positionScore(game: Game, state: MatchState, side: string): number {
  return evaluatePosition(game, state, side);
}
