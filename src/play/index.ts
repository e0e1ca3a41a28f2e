/**
 * Bot against bot: one whole match played by bots, with its record.
 */
import { HexwarError } from '../errors';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { recordOf, type MatchRecord } from '../engine/record';
import type { AnySpec, Spec, StateOf } from '../engine/definition';
import type { Action, GameEvent, JsonValue, MatchState, Position, UnitFlags } from '../engine/types';
import { view } from '../engine/view';
import { heuristicBot, type Bot, type BotFactory } from '../bots';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Settings for one bot game.
 *
 * @example
 * ```ts
 * import { heuristicBot, playMatch, randomBot } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * playMatch(myitkyina, { seed: 3, bots: { allied: heuristicBot, japanese: randomBot }, onAction: (action, events) => console.log(action.type, events.length) });
 * ```
 * @typeParam G - the game's spec, which types the states `onAction` is given.
 * @category Bots
 */
export interface PlayOptions<G extends Spec = AnySpec> {
  /** The match seed: the public dice. */
  readonly seed: number | string;
  /**
   * The seed of what the match draws for one side alone (a hidden set-up, a
   * sealed order) and of the bots' own choices. Without it they are keyed from
   * `seed`, so a bot that guessed the seed from the public dice could rebuild
   * them: give one no player can guess (a balance run of bots that must not
   * peek), and keep it to replay the game exactly.
   */
  readonly secretSeed?: number | string;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: Partial<G['options']>;
  /** A bot factory per side, or one for all; default {@link heuristicBot}. */
  readonly bots?: BotFactory | { readonly [side: string]: BotFactory };
  /** Give up after this many actions (default 20,000). */
  readonly maxSteps?: number;
  /** Called after every accepted action, with its events, the state before and the state after. */
  readonly onAction?: (action: Action, events: readonly GameEvent[], state: StateOf<G>, before: StateOf<G>) => void;
}

/**
 * How a bot game went.
 *
 * @example
 * ```ts
 * import { playMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const { state, record, ended } = playMatch(myitkyina, { seed: 3 });
 * ended;                 // 'result'
 * state.result?.winner;  // 'japanese'
 * record.actions.length; // 315: replay them to watch the game
 * ```
 * @category Bots
 */
export interface PlayResult<D = JsonValue, P extends Position = never, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** The final state (typed by the game's spec when played through a typed game). */
  readonly state: MatchState<D, P, F, S>;
  /** The record, to replay or save. */
  readonly record: MatchRecord;
  /** Why play stopped: the game ended, no side could act, or the step limit. */
  readonly ended: 'result' | 'dead-end' | 'step-limit';
}

/**
 * A number for a side's bot, hashed from the match's secret material and the
 * side (as the host does): a bot that knows its seed can invert nothing to the
 * match seed, so it cannot replay the dice or the secret draws (issue 40).
 */
function botSeed(seed: number | string, secretSeed: number | string | undefined, side: string): number {
  const material = `hexwar bot seed\n${typeof seed}:${seed}\n${secretSeed === undefined ? '' : `${typeof secretSeed}:${secretSeed}`}\n${side}`;
  const h = sha256(new TextEncoder().encode(material));
  // 48 bits (the digest's first six bytes, high first): a safe integer, far too many to search for the match's material from.
  const bytes = new DataView(h.buffer, h.byteOffset, h.byteLength);
  return bytes.getUint32(0) * 0x1_0000 + bytes.getUint16(4);
}

/**
 * Plays a whole match bot against bot.
 *
 * @example
 * ```ts
 * import { playMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const { state, record } = playMatch(myitkyina, { seed: 3 });
 * state.result; // { winner: 'japanese', reason: … }
 * ```
 * @category Bots
 */
export function playMatch<G extends Spec = AnySpec>(game: Game<G>, opts: PlayOptions<G>): PlayResult<G['data'], G['position'], G['flags'], G['side']> {
  let state = createMatch(game, { seed: opts.seed, ...(opts.secretSeed !== undefined ? { secretSeed: opts.secretSeed } : {}), ...(opts.scenario ? { scenario: opts.scenario } : {}), ...(opts.options ? { options: opts.options } : {}) });
  const bots = new Map<string, Bot>();
  game.sides.forEach((side) => {
    const factory = typeof opts.bots === 'function' ? opts.bots : (opts.bots?.[side] ?? heuristicBot);
    bots.set(side, factory(botSeed(opts.seed, state.random.secretSeed, side), game));
  });
  const actions: Action[] = [];
  const max = opts.maxSteps ?? 20_000;
  while (!state.result) {
    if (actions.length >= max) return { state, record: recordOf(state, actions), ended: 'step-limit' };
    const side = game.actingSides(state).find((s) => game.legal(state, s).length > 0);
    if (side === undefined) return { state, record: recordOf(state, actions), ended: 'dead-end' };
    const action = bots.get(side)!.choose(view(game, state, side));
    const r = game.apply(state, action);
    if (!r.ok) throw new HexwarError({ code: 'bot-refused', message: `the ${side} bot chose an action the rules refused: ${r.error.message}` });
    actions.push(r.action);
    const before = state;
    state = r.state;
    opts.onAction?.(r.action, r.events, state, before);
  }
  return { state, record: recordOf(state, actions), ended: 'result' };
}
