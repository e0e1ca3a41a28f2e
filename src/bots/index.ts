/**
 * Bots: a side's player that sees only its view. The random bot, the heuristic
 * bot over the game's `bot.score` hook, and the core's own scores.
 */
import { HexwarError } from '../errors';
import type { Game } from '../engine/game';
import { countActions, expandActions, sampleAction, type ActionDescriptor } from '../engine/legal';
import type { BotContext, Spec } from '../engine/definition';
import type { Action, MatchView, Position } from '../engine/types';
import { keysOf, uniformBelow, wordAt } from '../random/stream';
import { botContext } from './context';

export { botContext } from './context';
export { hexMoveScore, objectiveDistance } from './objectives';
export { planCandidates, playPlan, type SidePlan } from './plan';
export { verbScores, type CoreActions, type PayloadsOf, type VerbScores } from './scores';

/**
 * A bot: picks one of a side's legal actions, seeing only that side's view.
 * Bots keep their own seeded generator, so a bot game is reproducible.
 *
 * @category Bots
 */
export interface Bot {
  /** A short name for reports. */
  readonly name: string;
  /** Picks an action from `view.actions` (never empty when asked). */
  choose(view: MatchView<unknown, Position>): Action;
}

/**
 * Makes a bot for a side, from a seed: for a game of any spec (a hex game's
 * or a tabletop game's `Game` goes in as it is, no cast).
 *
 * @example
 * ```ts
 * import { heuristicBot, view, type BotFactory } from 'hexwar';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 * const factory: BotFactory = heuristicBot;
 * const bot = heuristicBot(11, pacificSkirmish);
 * bot.choose(view(pacificSkirmish, state, 'japan'));
 * ```
 * @category Bots
 */
export type BotFactory = <G extends Spec>(seed: number | string, game: Game<G>) => Bot;

/** A bot over the plain `Game`'s views, as the core's bots are written. @internal */
export interface PlainBot {
  /** A short name for reports. */
  readonly name: string;
  /** Picks an action from the plain view. */
  choose(view: MatchView): Action;
}

/**
 * A bot factory written over the plain `Game`, made generic over the game's
 * spec: the one place a game of any spec, and its views, are read as the
 * plain ones (a bot reads only the spec-free parts: views, descriptors, hooks).
 *
 * @internal
 */
export const forAnySpec =
  (make: (seed: number | string, game: Game) => PlainBot): BotFactory =>
  (seed, game) => {
    const bot = make(seed, game);
    return { name: bot.name, choose: (v) => bot.choose(v as MatchView) };
  };

/** A small seeded generator for bots and the fuzzer. @internal */
export function seeded(seed: number | string) {
  // A stream of its own, keyed from the seed through a hash: a bot's choices say nothing of the match's dice.
  const stream = keysOf(`bot ${typeof seed} ${seed}`).public;
  let at = 0;
  const word = () => wordAt(stream, at++);
  return {
    int(n: number): number {
      if (!Number.isSafeInteger(n) || n < 1) throw new HexwarError({ code: 'bad-range', message: `a bot cannot choose among ${n} things` });
      return uniformBelow(n, word);
    },
  };
}

/**
 * A bot that plays uniformly at random among the legal actions (drawn from the
 * descriptors without listing them; open fields by the game's samplers).
 *
 * @category Bots
 */
export const randomBot: BotFactory = /* @__PURE__ */ forAnySpec((seed, game) => {
  const rng = seeded(seed);
  const samplers = game.definition.samplers ?? {};
  return { name: 'random', choose: (v) => sampleAction(v.actions, (n) => rng.int(n), samplers) };
});

/** Open descriptors are sampled this many times for a heuristic bot to score. */
const OPEN_SAMPLES = 24;

/**
 * A bot that plays the legal action the game's `bot.score` hook likes best,
 * ties broken at random; a game without the hook gets random play.
 *
 * @category Bots
 */
export const heuristicBot: BotFactory = /* @__PURE__ */ forAnySpec((seed, game) => {
  const rng = seeded(seed);
  if (!game.definition.bot) return { ...randomBot(seed, game), name: 'random (no heuristic hooks)' };
  return { name: 'heuristic', choose: (v) => heuristicChoice(game, v, (n) => rng.int(n)) };
});

/**
 * The heuristic bot's choice from a view: the candidate the game's
 * `bot.score` (or its verb's own score, {@link defaultScore}) likes best, ties broken by `draw`; a
 * random legal action when the game offers no candidate.
 *
 * @example
 * ```ts
 * import { createMatch, view } from 'hexwar';
 * import { heuristicChoice, seeded } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const rng = seeded(7);
 * const state = createMatch(myitkyina, { seed: 1 });
 * heuristicChoice(myitkyina, view(myitkyina, state, 'japanese'), (n) => rng.int(n)); // e.g. { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'F5' }
 * ```
 * @category Bots
 */
export function heuristicChoice(game: Game, v: MatchView, draw: (n: number) => number): Action {
  const hooks = game.definition.bot ?? {};
  const samplers = game.definition.samplers ?? {};
  const ctx = botContext(game, v);
  const candidates = hooks.candidates ? hooks.candidates(ctx, v.actions) : listCandidates(v.actions, draw, samplers);
  if (candidates.length === 0) return sampleAction(v.actions, draw, samplers);
  let best: Action[] = [];
  let top = -Infinity;
  for (const a of candidates) {
    const s = hooks.score?.(ctx, a) ?? defaultScore(game, ctx, a);
    if (s > top) {
      top = s;
      best = [a];
    } else if (s === top) best.push(a);
  }
  const pick = best[draw(best.length)];
  if (pick === undefined) throw new RangeError(`no candidate to choose among ${candidates.length}, or draw(${best.length}) answered past the best`);
  return pick;
}

/**
 * The score of an action when the game's `bot.score` gives none: its verb's
 * own `score` (the core's procedures score their verbs: attack at good odds,
 * join attacks and resolve them, retreat rather than lose a step, retreat away
 * from the enemy, advance into objectives, never pass when there is play), else 0.
 *
 * @example
 * ```ts
 * import { defaultScore } from 'hexwar/bots';
 * const s = game.definition.bot?.score?.(ctx, a) ?? defaultScore(game, ctx, a);
 * ```
 * @category Bots
 */
export function defaultScore(game: Game, ctx: BotContext, a: Action): number {
  return game.verb(a.type)?.score?.(ctx, a) ?? 0;
}

/**
 * The actions a heuristic bot weighs: every listable action, and open
 * descriptors sampled a few times each. @internal
 */
export function listCandidates(descriptors: readonly ActionDescriptor[], draw: (n: number) => number, samplers: NonNullable<Game['definition']['samplers']>): Action[] {
  const listable = descriptors.filter((d) => countActions(d) < Infinity);
  const out = expandActions(listable);
  for (const d of descriptors) if (countActions(d) === Infinity) for (let i = 0; i < OPEN_SAMPLES; i++) out.push(sampleAction([d], draw, samplers));
  return out;
}
