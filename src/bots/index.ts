import { HexwarError } from '../errors';
import { Reader } from '../engine/context';
import { createMatch, sameJson, type Game } from '../engine/game';
import { recordOf, type MatchRecord } from '../engine/record';
import type { Action, GameEvent, JsonValue, MatchState, MatchView } from '../engine/types';
import { view } from '../engine/view';
import { createRandomState, openRandom, type RandomState } from '../random';

/**
 * A bot: picks one of a side's legal actions, seeing only that side's view.
 * Bots keep their own seeded generator, so a bot game is reproducible.
 *
 * @category Bots
 */
export interface Bot {
  /** A short name for reports. */
  readonly name: string;
  /** Picks an action from `view.legalActions` (never empty when asked). */
  choose(view: MatchView): Action;
}

/**
 * Makes a bot for a side, from a seed.
 *
 * @category Bots
 */
export type BotFactory = (seed: number, game: Game) => Bot;

function seeded(seed: number) {
  let state: RandomState = createRandomState(seed);
  return {
    int(n: number): number {
      const r = openRandom(state);
      const v = r.int(0, n - 1, 'bot choice');
      state = r.state;
      return v;
    },
  };
}

/**
 * A bot that plays uniformly at random among the legal actions.
 *
 * @category Bots
 */
export const randomBot: BotFactory = (seed) => {
  const rng = seeded(seed);
  return { name: 'random', choose: (v) => v.legalActions[rng.int(v.legalActions.length)]! };
};

/**
 * A bot that plays the legal action the game's `bot.score` hook likes best,
 * ties broken at random; a game without the hook gets random play.
 *
 * @category Bots
 */
export const heuristicBot: BotFactory = (seed, game) => {
  const rng = seeded(seed);
  const score = game.definition.bot?.score;
  if (!score) return { ...randomBot(seed, game), name: 'random (no heuristic hooks)' };
  return {
    name: 'heuristic',
    choose(v) {
      let best: Action[] = [];
      let top = -Infinity;
      for (const a of v.legalActions) {
        const s = score(v as never, a, v.side);
        if (s > top) {
          top = s;
          best = [a];
        } else if (s === top) best.push(a);
      }
      return best[rng.int(best.length)]!;
    },
  };
};

/**
 * Settings for one bot game.
 *
 * @category Bots
 */
export interface PlayOptions {
  /** The match seed. */
  readonly seed: number;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: { readonly [option: string]: JsonValue };
  /** A bot factory per side, or one for all; default {@link heuristicBot}. */
  readonly bots?: BotFactory | { readonly [side: string]: BotFactory };
  /** Give up after this many actions (default 20,000). */
  readonly maxSteps?: number;
  /** Called after every accepted action, with its events. */
  readonly onAction?: (action: Action, events: readonly GameEvent[], state: MatchState) => void;
}

/**
 * How a bot game went.
 *
 * @category Bots
 */
export interface PlayResult<D = JsonValue> {
  /** The final state. */
  readonly state: MatchState<D>;
  /** The record, to replay or save. */
  readonly record: MatchRecord;
  /** Why play stopped: the game ended, no side could act, or the step limit. */
  readonly ended: 'result' | 'dead-end' | 'step-limit';
}

/**
 * Plays a whole match bot against bot.
 *
 * @category Bots
 */
export function playMatch<D>(game: Game<D>, opts: PlayOptions): PlayResult<D> {
  let state = createMatch(game, { seed: opts.seed, ...(opts.scenario ? { scenario: opts.scenario } : {}), ...(opts.options ? { options: opts.options } : {}) });
  const bots = new Map<string, Bot>();
  game.sides.forEach((side, i) => {
    const factory = typeof opts.bots === 'function' ? opts.bots : (opts.bots?.[side] ?? heuristicBot);
    bots.set(side, factory(opts.seed * 31 + i + 1, game as unknown as Game));
  });
  const actions: Action[] = [];
  const max = opts.maxSteps ?? 20_000;
  while (!state.result) {
    if (actions.length >= max) return { state, record: recordOf(state, actions), ended: 'step-limit' };
    const side = game.actingSides(state).find((s) => game.legalActions(state, s).length > 0);
    if (side === undefined) return { state, record: recordOf(state, actions), ended: 'dead-end' };
    const action = bots.get(side)!.choose(view(game, state, side) as unknown as MatchView);
    const r = game.apply(state, action);
    if (!r.ok) throw new HexwarError({ code: 'bot-refused', message: `the ${side} bot chose an action the rules refused: ${r.error.message}` });
    actions.push(action);
    state = r.state;
    opts.onAction?.(action, r.events, state as unknown as MatchState);
  }
  return { state, record: recordOf(state, actions), ended: 'result' };
}

/**
 * A spread of numbers: least, mean, most.
 *
 * @category Bots
 */
export interface Spread {
  /** The least. */
  readonly min: number;
  /** The mean. */
  readonly mean: number;
  /** The most. */
  readonly max: number;
}

/**
 * What {@link simulate} found over many bot games.
 *
 * @category Bots
 */
export interface SimulationReport {
  /** Games played. */
  readonly games: number;
  /** Wins by side, and `draw`. */
  readonly wins: { readonly [side: string]: number };
  /** Victory points by side, over the games that report them. */
  readonly vp: { readonly [side: string]: Spread };
  /** Actions per game. */
  readonly steps: Spread;
  /** Game turns per game. */
  readonly turns: Spread;
  /** Games stopped by a dead end or the step limit. */
  readonly unfinished: number;
}

function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) return { min: 0, mean: 0, max: 0 };
  return { min: Math.min(...xs), mean: xs.reduce((a, b) => a + b, 0) / xs.length, max: Math.max(...xs) };
}

/**
 * Plays many bot games (seeds `seed`, `seed + 1`, …) for balance studies.
 *
 * @category Bots
 */
export function simulate<D>(
  game: Game<D>,
  opts: { readonly games: number; readonly seed?: number; readonly scenario?: string; readonly options?: { readonly [o: string]: JsonValue }; readonly bots?: PlayOptions['bots']; readonly maxSteps?: number; readonly onGame?: (done: number) => void },
): SimulationReport {
  const wins: Record<string, number> = { draw: 0 };
  for (const s of game.sides) wins[s] = 0;
  const vp: Record<string, number[]> = {};
  const steps: number[] = [];
  const turns: number[] = [];
  let unfinished = 0;
  for (let i = 0; i < opts.games; i++) {
    const r = playMatch(game, {
      seed: (opts.seed ?? 1) + i,
      ...(opts.scenario ? { scenario: opts.scenario } : {}),
      ...(opts.options ? { options: opts.options } : {}),
      ...(opts.bots ? { bots: opts.bots } : {}),
      ...(opts.maxSteps ? { maxSteps: opts.maxSteps } : {}),
    });
    steps.push(r.record.actions.length);
    turns.push(r.state.turn);
    if (r.ended !== 'result' || !r.state.result) unfinished++;
    else {
      const w = r.state.result.winner ?? 'draw';
      wins[w] = (wins[w] ?? 0) + 1;
      for (const [side, points] of Object.entries(r.state.result.vp ?? {})) (vp[side] ??= []).push(points);
    }
    opts.onGame?.(i + 1);
  }
  return { games: opts.games, wins, vp: Object.fromEntries(Object.entries(vp).map(([s, xs]) => [s, spread(xs)])), steps: spread(steps), turns: spread(turns), unfinished };
}

/**
 * One problem the fuzzer found, with what is needed to reproduce it.
 *
 * @category Bots
 */
export interface FuzzFinding {
  /** What went wrong. */
  readonly kind: 'crash' | 'dead-end' | 'endless' | 'invariant' | 'legal-refused' | 'illegal-accepted' | 'state-changed' | 'not-json';
  /** The match seed. */
  readonly seed: number;
  /** The actions applied before it happened (replay them from the seed). */
  readonly actions: readonly Action[];
  /** The offending action, if any. */
  readonly action?: JsonValue;
  /** What happened, in words. */
  readonly message: string;
}

/**
 * What {@link fuzz} did and found.
 *
 * @category Bots
 */
export interface FuzzReport {
  /** Games played. */
  readonly games: number;
  /** Actions applied in all. */
  readonly steps: number;
  /** Everything found (at most one per game: a game stops at its first finding). */
  readonly findings: readonly FuzzFinding[];
}

/**
 * Random legal play with the core's invariants checked after every action: the
 * state is JSON; listed legal actions are accepted; random illegal actions
 * (mutated legal ones, another side's, garbage) are refused with the state
 * unchanged; the game's own invariants hold; no dead ends; no endless games.
 *
 * @category Bots
 */
export function fuzz<D>(
  game: Game<D>,
  opts: { readonly games: number; readonly seed?: number; readonly maxSteps?: number; readonly checkLegal?: number; readonly illegalPerStep?: number; readonly scenario?: string; readonly options?: { readonly [o: string]: JsonValue }; readonly onGame?: (done: number, findings: number) => void },
): FuzzReport {
  const findings: FuzzFinding[] = [];
  let total = 0;
  for (let g = 0; g < opts.games; g++) {
    const seed = (opts.seed ?? 1) + g;
    const rng = seeded(seed ^ 0x5f3759df);
    const actions: Action[] = [];
    const found = (kind: FuzzFinding['kind'], message: string, action?: JsonValue) => {
      findings.push({ kind, seed, actions: [...actions], message, ...(action !== undefined ? { action } : {}) });
    };
    try {
      let state = createMatch(game, { seed, ...(opts.scenario ? { scenario: opts.scenario } : {}), ...(opts.options ? { options: opts.options } : {}) });
      for (;;) {
        if (!sameJson(JSON.parse(JSON.stringify(state)), state)) {
          found('not-json', 'the state does not survive a JSON round trip');
          break;
        }
        const broken = game.definition.invariants?.(new Reader(game, state) as never) ?? [];
        if (broken.length > 0) {
          found('invariant', broken.join('; '));
          break;
        }
        if (state.result) break;
        if (actions.length >= (opts.maxSteps ?? 20_000)) {
          found('endless', `no result after ${actions.length} actions (turn ${state.turn}, ${state.phase})`);
          break;
        }
        const legal = new Map<string, Action[]>();
        for (const side of game.sides) legal.set(side, game.legalActions(state, side));
        const acting = game.actingSides(state).filter((s) => legal.get(s)!.length > 0);
        if (acting.length === 0) {
          found('dead-end', `no side has a legal action (turn ${state.turn}, ${state.phase}, active ${state.active})`);
          break;
        }
        // Listed actions must be accepted (a sample of them, the state untouched).
        const snapshot = JSON.stringify(state);
        let bad = false;
        for (const side of game.sides) {
          const list = legal.get(side)!;
          const n = Math.min(list.length, opts.checkLegal ?? 8);
          for (let k = 0; k < n && !bad; k++) {
            const a = list[rng.int(list.length)]!;
            const r = game.apply(state, a);
            if (!r.ok) {
              found(r.error.code === 'internal-error' ? 'crash' : 'legal-refused', `listed legal action refused: ${r.error.message}`, a);
              bad = true;
            }
          }
        }
        // Random illegal actions must be refused, the state untouched.
        const all = [...legal.values()].flat();
        for (let k = 0; k < (opts.illegalPerStep ?? 4) && !bad; k++) {
          const wrong = mutate(all, game.sides, rng.int.bind(rng));
          if (all.some((a) => sameJson(a, wrong))) continue;
          const r = game.apply(state, wrong);
          if (r.ok) {
            found('illegal-accepted', `an action not listed as legal was accepted`, wrong as JsonValue);
            bad = true;
          } else if (r.error.code === 'internal-error') {
            found('crash', r.error.message, wrong as JsonValue);
            bad = true;
          }
        }
        if (!bad && JSON.stringify(state) !== snapshot) {
          found('state-changed', 'a refused or trial action changed the state it was given');
          bad = true;
        }
        if (bad) break;
        const side = acting[rng.int(acting.length)]!;
        const list = legal.get(side)!;
        const action = list[rng.int(list.length)]!;
        const r = game.apply(state, action);
        if (!r.ok) {
          found('legal-refused', r.error.message, action);
          break;
        }
        actions.push(action);
        total++;
        state = r.state;
      }
    } catch (e) {
      found('crash', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
    }
    opts.onGame?.(g + 1, findings.length);
  }
  return { games: opts.games, steps: total, findings };
}

/** An action that is probably illegal: a legal one bent, another side's, or junk. */
function mutate(legal: readonly Action[], sides: readonly string[], int: (n: number) => number): unknown {
  const junk: unknown[] = [null, 42, 'move', [], {}, { type: 'move' }, { side: sides[0] }, { type: '', side: sides[0] }, { type: 'no-such-action', side: sides[0] }, { type: 'move', side: 'nobody' }];
  if (legal.length === 0 || int(4) === 0) return junk[int(junk.length)];
  const base = legal[int(legal.length)]!;
  const keys = Object.keys(base).filter((k) => k !== 'type');
  const key = keys[int(keys.length)]!;
  const choice = int(4);
  if (key === 'side' || choice === 0) return { ...base, side: sides[int(sides.length)] };
  const donor = legal[int(legal.length)]!;
  const v = base[key];
  // Near misses find a legal-action list that leaves something out.
  const near = typeof v === 'number' ? [v + 1, v - 1, v + 2, v - 2] : [];
  const values: unknown[] = [donor[key], ...near, ...near, 'Z99', -1, 9999, null, true, [], 'xyz'];
  return { ...base, [key]: values[int(values.length)] };
}
