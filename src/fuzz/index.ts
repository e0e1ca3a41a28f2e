/**
 * The fuzzer: random legal play with the core's invariants checked after
 * every action, and illegal actions, saves and undos probed on the way.
 */
import { Reader } from '../engine/context';
import { positionProblem } from '../engine/door';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { sameJson, sampleAction, type ActionDescriptor } from '../engine/legal';
import type { AnySpec, Spec } from '../engine/definition';
import type { ActionInput } from '../engine/spec';
import type { Action, JsonValue, MatchState } from '../engine/types';
import { seeded } from '../bots';
import { shardGames, type Shard } from '../simulate';
import { eventProblem } from './events';
import { strictJsonProblem } from './json';
import { deepProbes, isListed, LONG_TEXT, mutate, positionKey } from './probes';
import type { FuzzFinding } from './finding';

export { strictJsonProblem } from './json';

/**
 * Merges the reports of shards of one fuzzing batch; findings in game order.
 *
 * @example
 * ```ts
 * import { fuzz } from 'hexwar';
 * import { mergeFuzzReports } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * // Two shards of one batch (say, in two worker threads), merged:
 * const shards = [0, 1].map((index) => fuzz(myitkyina, { games: 20, shard: { index, count: 2 } }));
 * mergeFuzzReports(shards).games; // 20
 * ```
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

export type { FuzzFinding } from './finding';

/**
 * Counts an accepted action against its verb's `limit`: why it is one time
 * too many for its unit in the phase or turn under way, or `null`.
 */
function overLimit(game: Game, taken: { readonly phase: Map<string, number>; readonly turn: Map<string, number> }, action: Action, before: MatchState): string | null {
  const limit = game.verb(action.type)?.limit;
  const unit = limit ? action[limit.field] : undefined;
  if (!limit || typeof unit !== 'string') return null;
  const key = `${action.type} ${unit}`;
  const times = (taken[limit.per].get(key) ?? 0) + 1;
  taken[limit.per].set(key, times);
  if (times <= limit.times) return null;
  const rule = game.verb(action.type)?.rule;
  const span = limit.per === 'phase' ? `one ${before.phase} phase of turn ${before.turn}` : `turn ${before.turn}`;
  return `${unit} took ${action.type} ${times} times in ${span}; its verb allows ${limit.times}${rule ? ` (${rule})` : ''}: the rules let a unit act again that should not`;
}

/**
 * What {@link fuzz} did and found, with a count of each kind of probe tried.
 *
 * @example
 * ```ts
 * import { fuzz } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const report = fuzz(myitkyina, { games: 20, seed: 1 });
 * for (const f of report.findings) console.log(f.kind, f.seed, f.message); // replay f.actions from f.seed to see it again
 * ```
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

/**
 * Options for {@link fuzz}.
 *
 * @example
 * ```ts
 * import { fuzz } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * fuzz(meiktila, { games: 10, seed: 42, options: { banzai: true }, maxSteps: 3000, onGame: (done, found) => console.log(`${done} games, ${found} findings`) });
 * ```
 * @category Bots
 */
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
  /**
   * Saves, corrupted saves and stale undos are tried at this step and at each
   * doubling of it: 25, 50, 100, 200… (default 25). Each replays the game so far,
   * so at a fixed interval their cost grew with the square of a game's length
   * (half a fuzzed Greater East Asia game's time); doubling keeps it linear.
   */
  readonly deepEvery?: number;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: { readonly [o: string]: JsonValue };
  /** Progress. */
  readonly onGame?: (done: number, findings: number) => void;
  /** Play only this shard of the games (see {@link Shard}). */
  readonly shard?: Shard;
  /**
   * Stop each game after this many actions, with no finding: a quick run
   * bounded by its work (whole games are fuzzed by `npm run fuzz`). Default:
   * every game is played to its result.
   */
  readonly stopAfter?: number;
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
 * import { fuzz } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const report = fuzz(myitkyina, { games: 50 });
 * report.findings; // []
 * ```
 * @category Bots
 */
export function fuzz<G extends Spec = AnySpec>(game: Game<G>, opts: FuzzOptions): FuzzReport {
  const g: Game = game;
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
    // How often each unit took each limited verb, in the phase and in the turn under way (a verb's `limit`).
    const taken = { phase: new Map<string, number>(), turn: new Map<string, number>() };
    let phaseSpan = '';
    let turnSpan = -1;
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
        const broken = [...coreInvariants(g, state), ...g.definition.invariants?.(new Reader(g, state)) ?? []];
        if (broken.length > 0) {
          found('invariant', broken.join('; '));
          break;
        }
        if (state.result || actions.length >= (opts.stopAfter ?? Infinity)) break;
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
        const legalFor = (side: string): readonly ActionDescriptor[] => {
          const list = legal.get(side);
          if (list === undefined) throw new Error(`${g.id}: ${side} is to act, but is not one of the game's sides (${g.sides.join(', ')})`);
          return list;
        };
        const acting = g.actingSides(state).filter((s) => legalFor(s).length > 0);
        if (acting.length === 0) {
          found('dead-end', `no side has a legal action (turn ${state.turn}, ${state.phase}, active ${state.active})`);
          break;
        }
        let bad = false;
        // Listed actions must be accepted, and check() must agree.
        for (const list of legal.values()) {
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
          // A probe may be anything at all (a number, a bent object): the engine must refuse it in words.
          const r = g.apply(state, probe.action as ActionInput);
          if (probe.kind === 'minus-zero') {
            // -0 is read as 0: the plain action's answer, and no -0 in the state.
            if (r.ok && strictJsonProblem(r.state)) {
              found('not-json', `an action with -0 left -0 in the state: ${strictJsonProblem(r.state)}`, base);
              bad = true;
            }
            continue;
          }
          if (r.ok) {
            found('illegal-accepted', `a ${probe.kind} action not listed as legal was accepted`, r.action);
            bad = true;
          } else if (r.error.code === 'internal-error') {
            found('crash', r.error.message, base);
            bad = true;
          } else if (!r.error.rule) {
            found('crash', `a refusal without a rule: ${r.error.message}`, base);
            bad = true;
          } else if (r.error.message.length > 600 || r.error.message.includes(LONG_TEXT.slice(0, 41))) {
            found('crash', `a refusal of ${r.error.message.length} characters echoes its input (quote at most 40 characters of it)`, base);
            bad = true;
          }
        }
        if (!bad && JSON.stringify(state) !== json) {
          found('state-changed', 'a refused or trial action changed the state it was given');
          bad = true;
        }
        if (!bad && deepStep(actions.length, opts.deepEvery ?? 25)) {
          const problem2 = deepProbes(g, state, actions, int, count);
          if (problem2) {
            found(problem2.kind, problem2.message);
            bad = true;
          }
        }
        if (bad) break;
        const side = acting[rng.int(acting.length)];
        if (side === undefined) throw new RangeError(`fuzz: the acting side was drawn past the end of ${acting.length}`);
        const action = sampleAction(legalFor(side), int, samplers);
        const here = `${state.turn}|${state.phase}|${state.active ?? ''}`;
        if (here !== phaseSpan) (taken.phase.clear(), (phaseSpan = here));
        if (state.turn !== turnSpan) (taken.turn.clear(), (turnSpan = state.turn));
        const before = state;
        const r = g.apply(state, action);
        if (!r.ok) {
          found('legal-refused', r.error.message, action);
          break;
        }
        const tooOften = overLimit(g, taken, r.action, before);
        if (tooOften) {
          found('acts-too-often', tooOften, r.action);
          break;
        }
        if (r.events.some((e) => e.type === 'phaseChanged')) taken.phase.clear();
        actions.push(r.action);
        total++;
        state = r.state;
        const unfit = eventProblem(g, r.events);
        if (unfit) {
          found('event', unfit, r.action);
          break;
        }
      }
    } catch (e) {
      found('crash', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
    }
    opts.onGame?.(played + 1, findings.length);
  }
  return { games: mine.length, steps: total, tried, findings };
}

/** Whether `step` is `every` times a power of two (the steps of the deep probes). */
function deepStep(step: number, every: number): boolean {
  if (step <= 0 || step % every !== 0) return false;
  const k = step / every;
  return (k & (k - 1)) === 0;
}

/**
 * What holds in every game: each unit's steps are a whole number from 0 to its
 * counter's, a unit on the board has steps and a real position, an
 * eliminated unit is off the board, and every track is within its range.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { coreInvariants } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * coreInvariants(myitkyina, createMatch(myitkyina, { seed: 1 })); // []: nothing broken
 * ```
 * @category Bots
 */
export function coreInvariants(game: Game, state: MatchState): string[] {
  const out: string[] = [];
  for (const u of state.units) {
    const full = game.counter(u.id).steps;
    if (!Number.isInteger(u.steps) || u.steps < 0 || u.steps > full) out.push(`${u.id} has ${u.steps} steps (0-${full})`);
    if (u.at !== null && u.steps === 0) out.push(`${u.id} is on the board with no steps`);
    const where = positionProblem(game, u.at);
    if (where) out.push(`${u.id} stands at ${JSON.stringify(u.at)}, ${where}`);
    if (u.box === 'eliminated' && (u.at !== null || u.steps !== 0)) out.push(`${u.id} was eliminated but is back in play`);
  }
  for (const [name, t] of Object.entries(game.definition.tracks ?? {})) {
    const v = state.tracks[name] ?? t.start ?? 0;
    if (!Number.isFinite(v) || (t.min !== undefined && v < t.min) || (t.max !== undefined && v > t.max)) out.push(`track ${name} is ${v}, outside ${t.min ?? '-∞'}..${t.max ?? '∞'}`);
  }
  return out;
}
