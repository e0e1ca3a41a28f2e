import { z } from 'zod';
import { HexwarError, type RuleViolation } from '../errors';
import { createFlow, defineSequence, type Flow, type FlowPosition, type SequenceDefinition } from '../flow';
import { compileMap, type HexMap } from '../map';
import { createRandomState, openRandom } from '../random';
import { memo } from '../internal/memo';
import { parseOrThrow } from '../validation';
import { Reader, Rejection, Working } from './context';
import type { Action, ApplyResult, CounterData, GameDefinition, GameEvent, JsonValue, MatchState, UnitState } from './types';

/**
 * A defined game: its definition, checked and compiled once (map, flow,
 * counters), with the engine's entry points bound to it.
 *
 * @category Engine
 */
export interface Game<D = JsonValue> {
  /** The game's id. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** Its version. */
  readonly version: string;
  /** Its sides. */
  readonly sides: readonly string[];
  /**
   * The definition it was made from. Typed loosely so that any `Game<D>` can be
   * passed where a `Game` is expected (a registry, a bot); the engine is what
   * calls these hooks, with the right types.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly definition: GameDefinition<any, SequenceDefinition, any>;
  /** The compiled map. */
  readonly map: HexMap;
  /** The compiled sequence of play. */
  readonly flow: Flow<string, string, MatchState<D>>;
  /** A counter's printed data; throws a typed error for an unknown id. */
  counter(id: string): CounterData;
  /** Every legal action for `side` now. */
  legalActions(state: MatchState<D>, side: string): Action[];
  /** The sides that may act now (the pending decision's side while one is open). */
  actingSides(state: MatchState<D>): readonly string[];
  /** Applies an action: a new state and events, or the reason it is refused. Never throws. */
  apply(state: MatchState<D>, action: unknown): ApplyResult<D>;
}

const counterSchema = z
  .object({
    id: z.string().min(1),
    side: z.string().min(1),
    name: z.string().min(1),
    type: z.string().min(1),
    steps: z.number().int().min(1),
    formation: z.string().optional(),
    size: z.string().optional(),
    factors: z
      .array(z.object({ attack: z.number().nullable(), defence: z.number(), movement: z.number().min(0), range: z.number().int().min(0).optional() }).passthrough())
      .optional(),
  })
  .passthrough();

const definitionSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, like "meiktila"'),
    title: z.string().min(1),
    version: z.string().min(1),
    sides: z.array(z.string().min(1)).min(1),
    counters: z.array(counterSchema),
    scenarios: z.record(z.string(), z.object({ title: z.string(), description: z.string().optional() })),
  })
  .passthrough()
  .superRefine((d, ctx) => {
    const seen = new Map<string, number>();
    d.counters.forEach((c, i) => {
      const before = seen.get(c.id);
      if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['counters', i, 'id'], message: `"${c.id}" is used twice (also counters[${before}])` });
      seen.set(c.id, i);
      if (!d.sides.includes(c.side)) ctx.addIssue({ code: 'custom', path: ['counters', i, 'side'], message: `"${c.side}" is not one of the sides (${d.sides.join(', ')})` });
      if (c.factors && c.factors.length !== c.steps) ctx.addIssue({ code: 'custom', path: ['counters', i, 'factors'], message: `has ${c.factors.length} sides of factors but the counter has ${c.steps} steps` });
    });
    if (Object.keys(d.scenarios).length === 0) ctx.addIssue({ code: 'custom', path: ['scenarios'], message: 'a game needs at least one scenario' });
  });

/** Stops a phase hook that keeps ending phases from looping forever. */
const MAX_PHASES_PER_ACTION = 10_000;

/**
 * Checks a game definition (zod, with exact paths in errors), compiles its map
 * and sequence of play, and returns the {@link Game} the engine plays.
 *
 * @example
 * ```ts
 * export const race = defineGame({ id: 'race', title: 'Race', version: '1.0.0', sides: ['red', 'blue'], ... });
 * const state = createMatch(race, { seed: 7 });
 * const next = race.apply(state, race.legalActions(state, 'red')[0]);
 * ```
 * @throws {@link HexwarError} `bad-game` naming the path of each problem.
 * @category Engine
 */
export function defineGame<D, const S extends SequenceDefinition, O extends { readonly [option: string]: JsonValue } = { readonly [option: string]: JsonValue }>(def: GameDefinition<D, S, O>): Game<D> {
  parseOrThrow(definitionSchema, def, `game definition "${(def as { id?: unknown }).id ?? '?'}"`, 'bad-game');
  const map = compileMap(def.map);
  const counters = new Map(def.counters.map((c) => [c.id, c]));
  const sequence = defineSequence(def.sequence as SequenceDefinition);
  const guards: Record<string, (m: MatchState<D>, at: FlowPosition) => boolean> = {};
  for (const [name, fn] of Object.entries(def.guards as Record<string, (m: MatchState<D>, at: FlowPosition) => boolean>)) guards[name] = fn;
  const flow = createFlow<SequenceDefinition, MatchState<D>>(sequence, guards as never) as unknown as Flow<string, string, MatchState<D>>;
  const d = def as unknown as GameDefinition<D, SequenceDefinition, never>;
  const legalCache = memo<MatchState<D>, Map<string, Action[]>>('legal actions');

  const game: Game<D> = {
    id: def.id,
    title: def.title,
    version: def.version,
    sides: def.sides,
    definition: d as Game<D>["definition"],
    map,
    flow,
    counter(id: string): CounterData {
      const c = counters.get(id);
      if (!c) throw new HexwarError({ code: 'unknown-counter', message: `${def.title} has no counter "${id}"` });
      return c;
    },
    legalActions(state, side) {
      if (state.result) return [];
      if (state.pending) return state.pending.side === side ? [...state.pending.options] : [];
      // States never change, so each one's lists are worked out once (bots, the
      // fuzzer, views and front ends ask the same state again and again).
      let bySide = legalCache.get(state);
      if (!bySide) {
        bySide = new Map();
        legalCache.set(state, bySide);
      }
      let list = bySide.get(side);
      if (!list) {
        list = d.legalActions(new Reader(game, state), side);
        bySide.set(side, list);
      }
      return [...list];
    },
    actingSides(state) {
      if (state.result) return [];
      if (state.pending) return [state.pending.side];
      if (d.actingSides) return d.actingSides(new Reader(game, state));
      return state.active ? [state.active] : [];
    },
    apply(state, action) {
      try {
        return applyAction(game, state, action);
      } catch (e) {
        // apply never throws: anything unexpected is reported, the state untouched.
        const message = e instanceof Error ? e.message : String(e);
        const code = e instanceof HexwarError ? e.code : 'internal-error';
        return { ok: false, error: { code, message: code === 'internal-error' ? `internal error in ${def.id}: ${message}` : message } };
      }
    },
  };
  return game;
}

function refuse(code: string, message: string, rule?: string, path?: string): { ok: false; error: RuleViolation } {
  return { ok: false, error: { code, message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) } };
}

function applyAction<D>(game: Game<D>, state: MatchState<D>, raw: unknown): ApplyResult<D> {
  const def = game.definition;
  // A hand-written check: this runs on every action, and a zod parse would copy it.
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('malformed-action', 'an action must be an object with a "type" and a "side"');
  const shape = raw as { type?: unknown; side?: unknown };
  if (typeof shape.type !== 'string' || shape.type === '') return refuse('malformed-action', 'an action needs a "type": the name of what to do', undefined, 'type');
  if (typeof shape.side !== 'string' || shape.side === '') return refuse('malformed-action', 'an action needs a "side": who gives it', undefined, 'side');
  const action = raw as Action;
  if (state.result) return refuse('game-over', `the game is over: ${state.result.reason}`);
  if (!game.sides.includes(action.side)) return refuse('unknown-side', `"${action.side}" is not a side of ${game.title} (${game.sides.join(', ')})`);
  const handler = Object.prototype.hasOwnProperty.call(def.actions, action.type) ? def.actions[action.type] : undefined;
  if (state.pending) {
    const p = state.pending;
    if (action.side !== p.side) return refuse('not-your-decision', `the ${p.side} player must first decide: ${p.prompt}`, p.rule);
    if (!p.options.some((o) => sameJson(o, action))) {
      return refuse('not-an-option', `that is not one of the choices open: ${p.prompt}`, p.rule);
    }
  } else if (!handler) {
    return refuse('unknown-action', `${game.title} has no action "${action.type}" (it has ${Object.keys(def.actions).join(', ')})`);
  }
  if (!handler) return refuse('unknown-action', `${game.title} has no action "${action.type}" to carry out this choice`);
  if (handler.schema) {
    const parsed = handler.schema.safeParse(action);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.map(String).join('.');
      return refuse('malformed-action', `${action.type}: ${path ? `${path}: ` : ''}${issue.message}`, undefined, path || undefined);
    }
  }
  if (!state.pending && !game.actingSides(state).includes(action.side)) {
    return refuse('not-your-turn', `it is not the ${action.side} player's turn (${state.phase}${state.active ? `, ${state.active} to act` : ''})`);
  }

  const w = new Working(game, state);
  try {
    handler.apply(w as never, action);
    settle(game, w);
  } catch (e) {
    if (e instanceof Rejection) return refuse(e.code, e.message, e.rule);
    throw e;
  }
  const step = state.step + 1;
  w.set({ step, undoFloor: w.usedRandom || w.didReveal ? step : state.undoFloor });
  return { ok: true, state: w.finish(), events: w.events };
}

/** Runs phase changes until the flow rests in a phase that waits for players, then checks for the end. */
export function settle<D>(game: Game<D>, w: Working<D>): void {
  const def = game.definition;
  let guard = 0;
  while (w.phaseDone && !w.state.result) {
    if (++guard > MAX_PHASES_PER_ACTION) throw new HexwarError({ code: 'internal-error', message: `the sequence of play did not settle after ${MAX_PHASES_PER_ACTION} phases` });
    w.phaseDone = false;
    const from = w.state.phase;
    def.phases?.[from as never]?.exit?.(w as never);
    const moved = game.flow.advance(w.state.flow, w.finish());
    if (!moved.ok) throw new HexwarError(moved.error);
    enterPosition(game, w, moved.state, from);
  }
  if (!w.state.result && def.checkResult) {
    const r = def.checkResult(w as never);
    if (r) w.endGame(r);
  }
  if (!w.state.result && w.state.phase === 'over') w.endGame(def.finalResult(w as never));
}

/** Records the flow's new position and runs the entered phase's hook. */
export function enterPosition<D>(game: Game<D>, w: Working<D>, flowState: MatchState<D>['flow'], from: string | null): void {
  const pos = game.flow.position(flowState);
  w.set({ flow: flowState, turn: pos.turn, phase: pos.phase, active: pos.side ?? w.state.active });
  const event: GameEvent = { type: 'phaseChanged', turn: pos.turn, phase: pos.phase, side: pos.side, ...(from ? { from } : {}) };
  w.emit(event);
  if (pos.over) return;
  game.definition.phases?.[pos.phase as never]?.enter?.(w as never);
}

/**
 * Structural equality of two JSON values (key order ignored, `undefined`
 * properties ignored): how the engine compares an action with a decision's options.
 *
 * @category Engine
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Options for {@link createMatch}.
 *
 * @category Engine
 */
export interface MatchOptions {
  /** The seed of the match's random generator (a safe integer). */
  readonly seed: number;
  /** The scenario; default the game's first. */
  readonly scenario?: string;
  /** Optional rules, checked by the game's options schema. */
  readonly options?: { readonly [option: string]: JsonValue };
}

/**
 * Starts a match: checks the options, runs the game's set-up, and enters the
 * first phase of the sequence of play (running its hooks).
 *
 * @throws {@link HexwarError} `unknown-scenario`, `bad-options` or `bad-seed`.
 * @category Engine
 */
export function createMatch<D>(game: Game<D>, opts: MatchOptions): MatchState<D> {
  const def = game.definition;
  const scenario = opts.scenario ?? Object.keys(def.scenarios)[0]!;
  if (!Object.prototype.hasOwnProperty.call(def.scenarios, scenario)) {
    throw new HexwarError({ code: 'unknown-scenario', message: `${game.title} has no scenario "${scenario}" (it has ${Object.keys(def.scenarios).join(', ')})` });
  }
  const options = (def.options ? parseOrThrow(def.options, opts.options ?? {}, `options for ${game.id}`, 'bad-options') : (opts.options ?? {})) as MatchState['options'];
  const random = openRandom(createRandomState(opts.seed));
  const setup = def.setup({ scenario, options: options as never, map: game.map, random, counter: (id) => game.counter(id) });
  const units: UnitState[] = [];
  const placed = new Set<string>();
  for (const u of setup.units) {
    if (placed.has(u.id)) throw new HexwarError({ code: 'bad-setup', message: `set-up places unit "${u.id}" twice` });
    placed.add(u.id);
    game.counter(u.id);
    if (u.at !== null && game.map.cellOfLabel(u.at) < 0) throw new HexwarError({ code: 'bad-setup', message: `set-up places ${u.id} in "${u.at}", which is not a hex of the map` });
    units.push(u);
  }
  let state: MatchState<D> = {
    format: 1,
    game: { id: game.id, version: game.version },
    seed: opts.seed,
    scenario,
    options,
    step: 0,
    undoFloor: 0,
    random: random.state,
    flow: { value: 'setup', context: { turn: 0, side: null, step: 0, loops: {} } },
    turn: 0,
    phase: 'setup',
    active: null,
    units,
    tracks: setup.tracks ?? {},
    pending: null,
    data: setup.data,
    result: null,
  };
  const started = game.flow.start(state);
  const w = new Working(game, state);
  enterPosition(game, w, started.state, null);
  settle(game, w);
  state = w.finish();
  return state;
}
