import { HexwarError } from '../errors';
import { Reader } from '../engine/context';
import { createMatch, positionProblem, type Game } from '../engine/game';
import { countActions, descriptorContains, expandActions, sameJson, sampleAction, type ActionDescriptor } from '../engine/legal';
import { loadMatch, recordOf, saveMatch, undo, type MatchRecord } from '../engine/record';
import type { AnySpec, BotContext, Spec } from '../engine/definition';
import type { Action, GameEvent, JsonValue, MatchState, MatchView } from '../engine/types';
import { view } from '../engine/view';
import { createRandomState } from '../random';
import { checkRandomState } from '../random/state';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { botContext } from './context';
import { HexBoard } from '../board/hex';
import { memo } from '../internal/memo';

export { botContext } from './context';

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
  choose(view: MatchView): Action;
}

/**
 * Makes a bot for a side, from a seed.
 *
 * @category Bots
 */
export type BotFactory = (seed: number, game: Game) => Bot;

/** A small seeded generator for bots and the fuzzer. @internal */
export function seeded(seed: number | string) {
  // The generator itself, kept: the same draws a draw session gives, without opening one per choice.
  const gen = checkRandomState(createRandomState(seed));
  return {
    int(n: number): number {
      if (!Number.isSafeInteger(n) || n < 1) throw new HexwarError({ code: 'bad-range', message: `a bot cannot choose among ${n} things` });
      return uniformInt(gen, 0, n - 1);
    },
  };
}

/**
 * A bot that plays uniformly at random among the legal actions (drawn from the
 * descriptors without listing them; open fields by the game's samplers).
 *
 * @category Bots
 */
export const randomBot: BotFactory = (seed, game) => {
  const rng = seeded(seed);
  const samplers = game.definition.samplers ?? {};
  return { name: 'random', choose: (v) => sampleAction(v.actions, (n) => rng.int(n), samplers) };
};

/** Open descriptors are sampled this many times for a heuristic bot to score. */
const OPEN_SAMPLES = 24;

/**
 * A bot that plays the legal action the game's `bot.score` hook likes best,
 * ties broken at random; a game without the hook gets random play.
 *
 * @category Bots
 */
export const heuristicBot: BotFactory = (seed, game) => {
  const rng = seeded(seed);
  const hooks = game.definition.bot;
  if (!hooks) return { ...randomBot(seed, game), name: 'random (no heuristic hooks)' };
  const samplers = game.definition.samplers ?? {};
  return {
    name: 'heuristic',
    choose(v) {
      const ctx = botContext(game, v);
      const candidates = hooks.candidates ? hooks.candidates(ctx, v.actions) : listCandidates(v.actions, (n) => rng.int(n), samplers);
      if (candidates.length === 0) return sampleAction(v.actions, (n) => rng.int(n), samplers);
      let best: Action[] = [];
      let top = -Infinity;
      for (const a of candidates) {
        const s = hooks.score?.(ctx, a) ?? coreScore(ctx, a);
        if (s > top) {
          top = s;
          best = [a];
        } else if (s === top) best.push(a);
      }
      return best[rng.int(best.length)]!;
    },
  };
};

/** How far each hex is from the nearest objective, per bot context. */
const nearestGoal = /* @__PURE__ */ memo<BotContext, Map<string, number>>('distances to objectives');

/**
 * The core's heuristic for the verbs of its procedures and for moves, for bots
 * whose game leaves them to it: move, enter and advance towards the side's
 * objectives (the game's `bot.objectives`), never leave an objective empty,
 * attack at good odds, join attacks and resolve them, retreat rather than lose a
 * step, retreat away from the enemy, never pass when there is play.
 *
 * @category Bots
 */
export function coreScore(ctx: BotContext, a: Action): number {
  // The hex heuristics read hexes; a tabletop game scores its own moves and fire.
  if (!(ctx.board instanceof HexBoard)) return a.type === 'pass' ? -5 : 0;
  const goals = ctx.objectives;
  // Every move of a unit asks how far its hex is: each hex is worked out once per view.
  let near = nearestGoal.get(ctx);
  if (!near) nearestGoal.set(ctx, (near = new Map()));
  const nearest = (hex: string): number => {
    let d = near.get(hex);
    if (d === undefined) {
      d = goals.length ? Infinity : 0;
      for (const g of goals) d = Math.min(d, ctx.board.distance(hex, g));
      near.set(hex, d);
    }
    return d;
  };
  const mine = (hex: string) => ctx.board.sideAt(hex, ctx.side).length;
  switch (a.type) {
    case 'move': {
      const u = ctx.hasUnit(String(a['unit'])) ? ctx.unit(String(a['unit'])) : null;
      const to = String(a['to']);
      if (!u?.at || !goals.length) return 0;
      let s = nearest(u.at) - nearest(to);
      if (goals.includes(to) && mine(to) === 0) s += 5;
      if (goals.includes(u.at) && mine(u.at) <= 1) s -= 4;
      return s;
    }
    case 'enterAt':
      return -nearest(String(a['hex'])) * 0.1;
    case 'declareAttack': {
      const hex = String(a['hex']);
      const enemies = ctx.board.unitsAt(hex).filter((u) => u.side !== ctx.side);
      const attack = ctx.board.neighbours(hex).reduce((s, h) => s + ctx.board.sideAt(h, ctx.side).reduce((t, u) => t + (ctx.factors(u).attack ?? 0), 0), 0);
      const defence = enemies.reduce((s, u) => s + ctx.factors(u).defence + 1, 0);
      return (attack / Math.max(1, defence)) * 2 - 3 + (goals.includes(hex) ? 1 : 0);
    }
    case 'addAttacker':
      return 3;
    case 'resolveAttack':
      return a['mode'] === undefined || a['mode'] === 'normal' ? 1 : 0.5;
    case 'cancelAttack':
      return -2;
    case 'retreat':
      return 2;
    case 'takeLoss':
      return 1;
    case 'retreatTo': {
      const to = a['to'] as string;
      const enemies = ctx.units((u) => u.side !== ctx.side && u.at !== null);
      return Math.min(...enemies.map((u) => ctx.board.distance(u.at as string, to)), 9) * 0.1;
    }
    case 'advance': {
      const hex = ctx.frame<{ hex?: string }>('combatResult')?.hex;
      return hex !== undefined && goals.includes(hex) ? 3 : 1;
    }
    case 'noAdvance':
      return 0.5;
    case 'pass':
      return -5;
    default:
      return 0;
  }
}

function listCandidates(descriptors: readonly ActionDescriptor[], draw: (n: number) => number, samplers: NonNullable<Game['definition']['samplers']>): Action[] {
  const listable = descriptors.filter((d) => countActions(d) < Infinity);
  const out = expandActions(listable);
  for (const d of descriptors) if (countActions(d) === Infinity) for (let i = 0; i < OPEN_SAMPLES; i++) out.push(sampleAction([d], draw, samplers));
  return out;
}

/**
 * Settings for one bot game.
 *
 * @category Bots
 */
export interface PlayOptions {
  /** The match seed. */
  readonly seed: number | string;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: { readonly [option: string]: JsonValue };
  /** A bot factory per side, or one for all; default {@link heuristicBot}. */
  readonly bots?: BotFactory | { readonly [side: string]: BotFactory };
  /** Give up after this many actions (default 20,000). */
  readonly maxSteps?: number;
  /** Called after every accepted action, with its events, the state before and the state after. */
  readonly onAction?: (action: Action, events: readonly GameEvent[], state: MatchState, before: MatchState) => void;
}

/**
 * How a bot game went.
 *
 * @category Bots
 */
export interface PlayResult<D = JsonValue> {
  /** The final state. */
  readonly state: MatchState<D, never>;
  /** The record, to replay or save. */
  readonly record: MatchRecord;
  /** Why play stopped: the game ended, no side could act, or the step limit. */
  readonly ended: 'result' | 'dead-end' | 'step-limit';
}

/** A number for a bot's generator from the match seed and the side's place. */
function botSeed(seed: number | string, i: number): number | string {
  return typeof seed === 'number' ? seed * 31 + i + 1 : `${seed}/bot${i}`;
}

/**
 * Plays a whole match bot against bot.
 *
 * @example
 * ```ts
 * const { state, record } = playMatch(myitkyina, { seed: 3 });
 * state.result; // { winner: 'japanese', reason: … }
 * ```
 * @category Bots
 */
export function playMatch<G extends Spec = AnySpec>(game: Game<G>, opts: PlayOptions): PlayResult<G['data']> {
  let state = createMatch(game, { seed: opts.seed, ...(opts.scenario ? { scenario: opts.scenario } : {}), ...(opts.options ? { options: opts.options } : {}) }) as MatchState;
  const g = game as unknown as Game;
  const bots = new Map<string, Bot>();
  game.sides.forEach((side, i) => {
    const factory = typeof opts.bots === 'function' ? opts.bots : (opts.bots?.[side] ?? heuristicBot);
    bots.set(side, factory(botSeed(opts.seed, i) as number, g));
  });
  const actions: Action[] = [];
  const max = opts.maxSteps ?? 20_000;
  while (!state.result) {
    if (actions.length >= max) return { state: state as never, record: recordOf(state as never, actions), ended: 'step-limit' };
    const side = g.actingSides(state).find((s) => g.legal(state, s).length > 0);
    if (side === undefined) return { state: state as never, record: recordOf(state as never, actions), ended: 'dead-end' };
    const action = bots.get(side)!.choose(view(g, state, side) as MatchView);
    const r = g.apply(state, action);
    if (!r.ok) throw new HexwarError({ code: 'bot-refused', message: `the ${side} bot chose an action the rules refused: ${r.error.message}` });
    actions.push(r.action);
    const before = state;
    state = r.state;
    opts.onAction?.(r.action, r.events, state, before);
  }
  return { state: state as never, record: recordOf(state as never, actions), ended: 'result' };
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
  /** How many values (so that shards merge exactly). */
  readonly count: number;
  /** Their sum. */
  readonly sum: number;
}

/**
 * One share of a batch of games: the games whose index `i` has `i % count ===
 * index`, each with the seed it has in the whole batch, so that shards run
 * anywhere merge into exactly what one run gives.
 *
 * @category Bots
 */
export interface Shard {
  /** This shard, from 0. */
  readonly index: number;
  /** How many shards in all. */
  readonly count: number;
}

/** The game indexes of a shard, in order. */
function shardGames(games: number, shard: Shard | undefined): number[] {
  const out: number[] = [];
  for (let i = 0; i < games; i++) if (!shard || i % shard.count === shard.index) out.push(i);
  return out;
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
  if (xs.length === 0) return { min: 0, mean: 0, max: 0, count: 0, sum: 0 };
  const sum = xs.reduce((a, b) => a + b, 0);
  return { min: Math.min(...xs), mean: sum / xs.length, max: Math.max(...xs), count: xs.length, sum };
}

function mergeSpreads(parts: readonly Spread[]): Spread {
  const live = parts.filter((p) => p.count > 0);
  if (live.length === 0) return { min: 0, mean: 0, max: 0, count: 0, sum: 0 };
  const count = live.reduce((a, p) => a + p.count, 0);
  const sum = live.reduce((a, p) => a + p.sum, 0);
  return { min: Math.min(...live.map((p) => p.min)), mean: sum / count, max: Math.max(...live.map((p) => p.max)), count, sum };
}

/**
 * Merges the reports of shards of one batch (see {@link Shard}) into the
 * report one run of the whole batch gives.
 *
 * @category Bots
 */
export function mergeSimulations(reports: readonly SimulationReport[]): SimulationReport {
  const wins: Record<string, number> = {};
  for (const r of reports) for (const [k, n] of Object.entries(r.wins)) wins[k] = (wins[k] ?? 0) + n;
  const sides = [...new Set(reports.flatMap((r) => Object.keys(r.vp)))];
  return {
    games: reports.reduce((a, r) => a + r.games, 0),
    wins,
    vp: Object.fromEntries(sides.map((s) => [s, mergeSpreads(reports.flatMap((r) => (r.vp[s] ? [r.vp[s]] : [])))])),
    steps: mergeSpreads(reports.map((r) => r.steps)),
    turns: mergeSpreads(reports.map((r) => r.turns)),
    unfinished: reports.reduce((a, r) => a + r.unfinished, 0),
  };
}

/**
 * Merges the reports of shards of one fuzzing batch; findings in game order.
 *
 * @category Bots
 */
export function mergeFuzzReports(reports: readonly FuzzReport[]): FuzzReport {
  const tried: Record<string, number> = {};
  for (const r of reports) for (const [k, n] of Object.entries(r.tried)) tried[k] = (tried[k] ?? 0) + n;
  return {
    games: reports.reduce((a, r) => a + r.games, 0),
    steps: reports.reduce((a, r) => a + r.steps, 0),
    tried,
    findings: reports.flatMap((r) => r.findings).sort((a, b) => (a.seed < b.seed ? -1 : a.seed > b.seed ? 1 : 0)),
  };
}

/**
 * Plays many bot games (seeds `seed`, `seed + 1`, …) for balance studies.
 *
 * @example
 * ```ts
 * const report = simulate(meiktila, { games: 100 });
 * report.wins; // { allied: 61, japanese: 39, draw: 0 }
 * ```
 * @category Bots
 */
export function simulate<G extends Spec = AnySpec>(
  game: Game<G>,
  opts: {
    readonly games: number;
    readonly seed?: number;
    readonly scenario?: string;
    readonly options?: { readonly [o: string]: JsonValue };
    readonly bots?: PlayOptions['bots'];
    readonly maxSteps?: number;
    readonly onGame?: (done: number) => void;
    /** Play only this shard of the games (see {@link Shard}). */
    readonly shard?: Shard;
  },
): SimulationReport {
  const wins: Record<string, number> = { draw: 0 };
  for (const s of game.sides) wins[s] = 0;
  const vp: Record<string, number[]> = {};
  const steps: number[] = [];
  const turns: number[] = [];
  let unfinished = 0;
  const mine = shardGames(opts.games, opts.shard);
  for (const [done, i] of mine.entries()) {
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
    opts.onGame?.(done + 1);
  }
  return { games: mine.length, wins, vp: Object.fromEntries(Object.entries(vp).map(([s, xs]) => [s, spread(xs)])), steps: spread(steps), turns: spread(turns), unfinished };
}

/**
 * Where a value stops being strict JSON (`undefined` properties, `-0`, `NaN`,
 * functions, class instances), or `null` if it survives
 * `JSON.parse(JSON.stringify(v))` exactly.
 *
 * @category Bots
 */
export function strictJsonProblem(value: unknown, path = ''): string | null {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      if (!Number.isFinite(value)) return `${path || 'the value'} is ${value}`;
      if (Object.is(value, -0)) return `${path || 'the value'} is -0`;
      return null;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value) || value[i] === undefined) return `${path}[${i}] is empty or undefined`;
          const p = strictJsonProblem(value[i], `${path}[${i}]`);
          if (p) return p;
        }
        return null;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${path || 'the value'} is not a plain object`;
      for (const [k, v] of Object.entries(value)) {
        const at = path ? `${path}.${k}` : k;
        if (v === undefined) return `${at} is undefined`;
        const p = strictJsonProblem(v, at);
        if (p) return p;
      }
      return null;
    }
    default:
      return `${path || 'the value'} is a ${typeof value}`;
  }
}

/**
 * One problem the fuzzer found, with what is needed to reproduce it.
 *
 * @category Bots
 */
export interface FuzzFinding {
  /** What went wrong. */
  readonly kind: 'crash' | 'dead-end' | 'endless' | 'repetition' | 'invariant' | 'legal-refused' | 'illegal-accepted' | 'state-changed' | 'not-json' | 'check-disagrees' | 'undo' | 'save';
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
 * What {@link fuzz} did and found, with a count of each kind of probe tried.
 *
 * @category Bots
 */
export interface FuzzReport {
  /** Games played. */
  readonly games: number;
  /** Actions applied in all. */
  readonly steps: number;
  /** Probes tried, by kind (legal actions checked, mutated actions, getters, saves, stale undos…). */
  readonly tried: { readonly [probe: string]: number };
  /** Everything found (at most one per game: a game stops at its first finding). */
  readonly findings: readonly FuzzFinding[];
}

/** Options for {@link fuzz}. @category Bots */
export interface FuzzOptions {
  /** Games to play. */
  readonly games: number;
  /** The first seed (games use `seed`, `seed + 1`, …). */
  readonly seed?: number;
  /** Actions before a game counts as endless (default 20,000). */
  readonly maxSteps?: number;
  /** Times one position may recur before the fuzzer calls it an endless loop (default 50). */
  readonly maxRepeats?: number;
  /** Listed legal actions tried per side and step (default 8). */
  readonly checkLegal?: number;
  /** Mutated actions tried per step (default 4). */
  readonly illegalPerStep?: number;
  /** One step in this many also tries saves, corrupted saves and stale undos (default 25). */
  readonly deepEvery?: number;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: { readonly [o: string]: JsonValue };
  /** Progress. */
  readonly onGame?: (done: number, findings: number) => void;
  /** Play only this shard of the games (see {@link Shard}). */
  readonly shard?: Shard;
}

/**
 * Random legal play with the core's invariants checked after every action: the
 * state is strict JSON; listed legal actions are accepted and `check` agrees;
 * random illegal actions (mutated legal ones, extra keys, getters, `-0`,
 * another side's, garbage) are refused with the state unchanged; the game's
 * own invariants hold; no dead ends, no endless games and no position repeated
 * too often; and now and then a save loads back, a corrupted save is refused
 * with a typed error and an undo with a stale state is refused.
 *
 * @example
 * ```ts
 * const report = fuzz(myitkyina, { games: 50 });
 * report.findings; // []
 * ```
 * @category Bots
 */
export function fuzz<G extends Spec = AnySpec>(game: Game<G>, opts: FuzzOptions): FuzzReport {
  const g = game as unknown as Game;
  const findings: FuzzFinding[] = [];
  const tried: Record<string, number> = {};
  const count = (probe: string) => (tried[probe] = (tried[probe] ?? 0) + 1);
  const samplers = g.definition.samplers ?? {};
  let total = 0;
  const mine = shardGames(opts.games, opts.shard);
  for (const [played, n] of mine.entries()) {
    const seed = (opts.seed ?? 1) + n;
    const rng = seeded(seed ^ 0x5f3759df);
    const int = (k: number) => rng.int(k);
    const actions: Action[] = [];
    const seen = new Map<string, number>();
    const found = (kind: FuzzFinding['kind'], message: string, action?: JsonValue) => {
      findings.push({ kind, seed, actions: [...actions], message, ...(action !== undefined ? { action } : {}) });
    };
    try {
      let state = createMatch(g, { seed, ...(opts.scenario ? { scenario: opts.scenario } : {}), ...(opts.options ? { options: opts.options } : {}) });
      for (;;) {
        const json = JSON.stringify(state);
        const problem = strictJsonProblem(state) ?? (sameJson(JSON.parse(json), state) ? null : 'the state does not survive a JSON round trip');
        if (problem) {
          found('not-json', `the state is not strict JSON: ${problem}`);
          break;
        }
        const broken = [...coreInvariants(g, state), ...(g.definition.invariants?.(new Reader(g, state) as never) ?? [])];
        if (broken.length > 0) {
          found('invariant', broken.join('; '));
          break;
        }
        if (state.result) break;
        if (actions.length >= (opts.maxSteps ?? 20_000)) {
          found('endless', `no result after ${actions.length} actions (turn ${state.turn}, ${state.phase})`);
          break;
        }
        // A position: everything but the step counters (the dice state counts: a roll changes it).
        const key = positionKey(json);
        const times = (seen.get(key) ?? 0) + 1;
        seen.set(key, times);
        if (times > (opts.maxRepeats ?? 50)) {
          found('repetition', `the same position came back ${times} times (turn ${state.turn}, ${state.phase}): the rules let play go round in a loop`);
          break;
        }
        const legal = new Map<string, readonly ActionDescriptor[]>();
        for (const side of g.sides) legal.set(side, g.legal(state, side));
        const acting = g.actingSides(state).filter((s) => legal.get(s)!.length > 0);
        if (acting.length === 0) {
          found('dead-end', `no side has a legal action (turn ${state.turn}, ${state.phase}, active ${state.active})`);
          break;
        }
        let bad = false;
        // Listed actions must be accepted, and check() must agree.
        for (const side of g.sides) {
          const list = legal.get(side)!;
          if (list.length === 0) continue;
          for (let k = 0; k < (opts.checkLegal ?? 8) && !bad; k++) {
            const a = sampleAction(list, int, samplers);
            count('legal');
            const r = g.apply(state, a);
            const c = g.check(state, a);
            const unfit = g.validate(a);
            if (unfit) {
              found('legal-refused', `a listed legal action does not fit its verb's schema: ${unfit.message}`, a);
              bad = true;
            } else if (!r.ok) {
              found(r.error.code === 'internal-error' ? 'crash' : 'legal-refused', `listed legal action refused: ${r.error.message}`, a);
              bad = true;
            } else if (c !== null) {
              found('check-disagrees', `check() refuses an action apply() accepts: ${c.message}`, a);
              bad = true;
            }
          }
        }
        // Random illegal actions must be refused, the state untouched.
        const all = [...legal.values()].flat();
        for (let k = 0; k < (opts.illegalPerStep ?? 4) && !bad; k++) {
          const base = all.length ? sampleAction(all, int, samplers) : null;
          const probe = mutate(base, g.sides, int);
          if (probe.kind === 'legal-copy') continue;
          // A bent action may be legal after all (another hex in reach): only unlisted ones must be refused.
          if ((probe.kind === 'field' || probe.kind === 'other-side') && isListed(legal, probe.action)) continue;
          count(probe.kind);
          const r = g.apply(state, probe.action);
          if (probe.kind === 'minus-zero') {
            // -0 is read as 0: the plain action's answer, and no -0 in the state.
            if (r.ok && strictJsonProblem(r.state)) {
              found('not-json', `an action with -0 left -0 in the state: ${strictJsonProblem(r.state)}`, base as JsonValue);
              bad = true;
            }
            continue;
          }
          if (r.ok) {
            found('illegal-accepted', `a ${probe.kind} action not listed as legal was accepted`, r.action as JsonValue);
            bad = true;
          } else if (r.error.code === 'internal-error') {
            found('crash', r.error.message, base as JsonValue);
            bad = true;
          } else if (!r.error.rule) {
            found('crash', `a refusal without a rule: ${r.error.message}`, base as JsonValue);
            bad = true;
          } else if (r.error.message.length > 600) {
            found('crash', `a refusal of ${r.error.message.length} characters echoes its input`, base as JsonValue);
            bad = true;
          }
        }
        if (!bad && JSON.stringify(state) !== json) {
          found('state-changed', 'a refused or trial action changed the state it was given');
          bad = true;
        }
        if (!bad && actions.length > 0 && actions.length % (opts.deepEvery ?? 25) === 0) {
          const problem2 = deepProbes(g, state, actions, int, count);
          if (problem2) {
            found(problem2.kind, problem2.message);
            bad = true;
          }
        }
        if (bad) break;
        const side = acting[rng.int(acting.length)]!;
        const action = sampleAction(legal.get(side)!, int, samplers);
        const r = g.apply(state, action);
        if (!r.ok) {
          found('legal-refused', r.error.message, action);
          break;
        }
        actions.push(r.action);
        total++;
        state = r.state;
      }
    } catch (e) {
      found('crash', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
    }
    opts.onGame?.(played + 1, findings.length);
  }
  return { games: mine.length, steps: total, tried, findings };
}

/**
 * What holds in every game: each unit's steps are a whole number from 0 to its
 * counter's, a unit on the board has steps and a real position, an
 * eliminated unit is off the board, and every track is within its range.
 *
 * @category Bots
 */
export function coreInvariants(game: Game, state: MatchState): string[] {
  const out: string[] = [];
  for (const u of state.units) {
    const full = game.counter(u.id).steps;
    if (!Number.isInteger(u.steps) || u.steps < 0 || u.steps > full) out.push(`${u.id} has ${u.steps} steps (0-${full})`);
    if (u.at !== null && u.steps === 0) out.push(`${u.id} is on the board with no steps`);
    const where = positionProblem(game, u.at as never);
    if (where) out.push(`${u.id} stands at ${JSON.stringify(u.at)}, ${where}`);
    if (u.box === 'eliminated' && (u.at !== null || u.steps !== 0)) out.push(`${u.id} was eliminated but is back in play`);
  }
  for (const [name, t] of Object.entries(game.definition.tracks ?? {})) {
    const v = state.tracks[name] ?? t.start ?? 0;
    if (!Number.isFinite(v) || (t.min !== undefined && v < t.min) || (t.max !== undefined && v > t.max)) out.push(`track ${name} is ${v}, outside ${t.min ?? '-∞'}..${t.max ?? '∞'}`);
  }
  return out;
}

/** Whether a plain action is one of the listed legal ones. */
function isListed(legal: ReadonlyMap<string, readonly ActionDescriptor[]>, action: unknown): boolean {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return false;
  const a = action as Action;
  return (legal.get(a.side) ?? []).some((d) => descriptorContains(d, a));
}

/** The part of a state's JSON that makes a position: the step counters cut out. */
function positionKey(json: string): string {
  return json.replace(/"step":\d+,"undoFloor":\d+,/, '');
}

/** Saves, corrupted saves and stale undos, now and then. */
function deepProbes(g: Game, state: MatchState, actions: readonly Action[], int: (n: number) => number, count: (p: string) => void): { kind: FuzzFinding['kind']; message: string } | null {
  const record = recordOf(state as never, actions);
  const saved = saveMatch(record, state as never);
  count('save');
  try {
    const back = loadMatch(g, saved);
    if (!sameJson(back.state, state)) return { kind: 'save', message: 'a save does not load back to the same state' };
  } catch (e) {
    return { kind: 'save', message: `a save does not load back: ${(e as Error).message}` };
  }
  for (const corrupt of corruptions(saved, record, int)) {
    count('corrupt-save');
    try {
      const back = loadMatch(g, corrupt);
      if (!sameJson(back.state, state) && !sameJson(JSON.parse(corrupt).state, back.state)) return { kind: 'save', message: 'a corrupted save loaded into a state it does not describe' };
    } catch (e) {
      if (!(e instanceof HexwarError)) return { kind: 'save', message: `a corrupted save threw an untyped error: ${(e as Error).message}` };
    }
  }
  // Undo with a state older than the record must be refused, not take back a roll.
  if (actions.length >= 2) {
    count('stale-undo');
    try {
      const stale = createMatch(g, { seed: record.seed, scenario: record.scenario, options: record.options });
      undo(g, record, actions[actions.length - 1]!.side, stale as never);
      return { kind: 'undo', message: 'undo accepted a state that is not the record\'s' };
    } catch (e) {
      if (!(e instanceof HexwarError)) return { kind: 'undo', message: `undo threw an untyped error: ${(e as Error).message}` };
    }
  }
  return null;
}

/** Ways to damage a save: a null action, another format, a cut, a changed character, a changed state. */
function corruptions(saved: string, record: MatchRecord, int: (n: number) => number): string[] {
  const out: string[] = [];
  out.push(JSON.stringify({ ...record, actions: [...record.actions.slice(0, -1), null] }));
  out.push(JSON.stringify({ ...record, format: 1 }));
  out.push(saved.slice(0, Math.max(1, int(saved.length))));
  const i = int(saved.length);
  out.push(saved.slice(0, i) + String.fromCharCode(33 + int(90)) + saved.slice(i + 1));
  const parsed = JSON.parse(saved) as { state: { step: number } };
  out.push(JSON.stringify({ ...parsed, state: { ...parsed.state, step: parsed.state.step + 1 } }));
  return out;
}

/** Kinds of probe {@link mutate} makes. */
type Probe = { kind: 'junk' | 'other-side' | 'field' | 'extra-key' | 'getter' | 'minus-zero' | 'legal-copy' | 'deep'; action: unknown };

/** An action that is probably illegal: a legal one bent, another side's, with a getter or an extra key, or junk. */
function mutate(base: Action | null, sides: readonly string[], int: (n: number) => number): Probe {
  const junk: unknown[] = [null, 42, 'move', [], {}, { type: 'move' }, { side: sides[0] }, { type: '', side: sides[0] }, { type: 'no-such-action', side: sides[0] }, { type: 'move', side: 'nobody' }, { type: 'x'.repeat(5000), side: sides[0] }];
  if (base === null || int(6) === 0) return { kind: 'junk', action: junk[int(junk.length)] };
  const keys = Object.keys(base).filter((k) => k !== 'type');
  const key = keys[int(keys.length)]!;
  switch (int(7)) {
    case 0:
      return { kind: 'other-side', action: { ...base, side: sides[int(sides.length)] } };
    case 1:
      return { kind: 'extra-key', action: { ...base, [`x${int(3)}`]: int(2) === 0 ? 1 : deepArray(2000) } };
    case 2: {
      // A getter that answers the legal value twice, then "Z99": read once, it is refused as not plain data.
      let reads = 0;
      const a: Record<string, unknown> = { ...base };
      Object.defineProperty(a, key, { enumerable: true, get: () => (++reads > 2 ? 'Z99' : base[key]) });
      return { kind: 'getter', action: a };
    }
    case 3: {
      const zeroKey = keys.find((k) => base[k] === 0);
      return zeroKey ? { kind: 'minus-zero', action: { ...base, [zeroKey]: -0 } } : { kind: 'legal-copy', action: { ...base } };
    }
    case 4:
      return { kind: 'deep', action: { ...base, [key]: deepArray(20_000) } };
    default: {
      const v = base[key];
      const near = typeof v === 'number' ? [v + 1, v - 1, v + 2, v - 2] : [];
      const values: unknown[] = [...near, ...near, 'Z99', -1, 9999, null, true, [], 'xyz', { nested: 1 }];
      return { kind: 'field', action: { ...base, [key]: values[int(values.length)] } };
    }
  }
}

function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
