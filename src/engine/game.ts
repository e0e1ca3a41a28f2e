import * as z from 'zod';
import { HexwarError, type RuleViolation } from '../errors';
import { createFlow, defineSequence, type Flow, type FlowPosition, type SequenceDefinition, type SequenceStep } from '../flow';
import { compileMap, type HexMap } from '../map';
import { createRandomState, defaultSeed, openRandom } from '../random';
import { memo } from '../internal/memo';
import { hexBoard, type HexBoard } from '../board/hex';
import { tableBoard, type TableBoard } from '../board/table';
import { compileTable, type CompiledTable } from '../tabletop/compile';
import { TABLE_EPSILON } from '../tabletop/tolerance';
import type { TablePosition } from '../tabletop/figures';
import { parseOrThrow } from '../validation';
import { Reader, Rejection, Working } from './context';
import type { ActionDefinition, AnySpec, BoardOf, GameDefinition, GameTypes, ProcedureDefinition, ProcedureContext, ProcedureReadContext, RulesContext, ReadContext, Spec, SpecOf } from './definition';
import { compressActions, descriptorContains, descriptorOf, expandActions, mergeDescriptors, refinesListed, sameJson, type ActionDescriptor } from './legal';
import { plainCopy, quote } from './sanitize';
import { freezeState } from './freeze';
import type { Action, ApplyResult, CounterData, GameEvent, JsonValue, MatchState, Position, UnitState } from './types';

/**
 * A defined game: its definition, checked and compiled once (map, flow,
 * counters), with the engine's entry points bound to it.
 *
 * @typeParam G - what the compiler knows of the game's names (see {@link Spec}).
 * @category Engine
 */
export interface Game<G extends Spec = AnySpec> {
  /** The game's id. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** Its version. */
  readonly version: string;
  /** Its sides. */
  readonly sides: readonly G['side'][];
  /**
   * The definition it was made from. Typed loosely so that any `Game<G>` can be
   * passed where a `Game` is expected (a registry, a bot); the engine is what
   * calls these hooks, with the right types.
   */
  readonly definition: GameDefinition<AnySpec>;
  /** The compiled map (for a tabletop game, a map with no hexes). */
  readonly map: HexMap;
  /** The compiled table, for a tabletop game (else `null`). */
  readonly table: CompiledTable | null;
  /** The board over a unit array: a hex board, or the tabletop. */
  board(units: readonly UnitState<G['position']>[]): BoardOf<G>;
  /** The compiled sequence of play. */
  readonly flow: Flow<string, string, ReadContext>;
  /** A counter's printed data; throws a typed error for an unknown id. */
  counter(id: string): CounterData;
  /**
   * The legal actions of `side` now, per verb, as compact descriptors (cached per state).
   *
   * @example
   * ```ts
   * game.legal(state, 'allied');
   * // [{ type: 'move', side: 'allied', fixed: { march: false }, choose: { unit: ['1 WY', '4/12 FFR'], to: ['D10', 'C8', …] } }, …]
   * ```
   */
  legal(state: MatchState<G['data'], G['position']>, side: string): readonly ActionDescriptor[];
  /**
   * Whether an action's fields fit its verb's schema, whatever the state: `null`
   * if so, otherwise why not. Listed actions are accepted as listed, so the
   * fuzzer holds every listed action to this.
   */
  validate(action: Action): RuleViolation | null;
  /** The verb of an action type (its schema, rule and log words), wherever it is open. */
  verb(type: string): ActionDefinition<AnySpec, unknown> | undefined;
  /**
   * Every legal action of `side` now, one by one (the descriptors expanded).
   *
   * @example
   * ```ts
   * for (const a of game.legalActions(state, 'blue')) button(describeAction(game, state, a), () => play(a));
   * ```
   */
  legalActions(state: MatchState<G['data'], G['position']>, side: string): Action[];
  /** Whether `apply` would accept an action: `null` if so, otherwise why not. The state is not changed. */
  check(state: MatchState<G['data'], G['position']>, action: unknown): RuleViolation | null;
  /** The sides that may act now (the pending decision's side while one is open). */
  actingSides(state: MatchState<G['data'], G['position']>): readonly G['side'][];
  /**
   * Applies an action: a new state and events, or the reason it is refused. Never throws.
   *
   * @example
   * ```ts
   * const r = game.apply(state, { type: 'move', side: 'blue', unit: 'b1', to: 'C3' });
   * if (r.ok) state = r.state;                // r.events: what happened
   * else show(r.error.message);               // "b1 cannot reach H1 this turn (S2)"
   * ```
   */
  apply(state: MatchState<G['data'], G['position']>, action: unknown): ApplyResult<G['data'], G['position']>;
  /**
   * Applies an action for the player in `seat`: the side comes from the seat a
   * host has authenticated, whatever the action says. Never throws.
   */
  applyAs(state: MatchState<G['data'], G['position']>, seat: string, action: unknown): ApplyResult<G['data'], G['position']>;
  /** Type-level facts (never set at run time). */
  readonly spec?: G;
}

// ---------------------------------------------------------------- the definition's checks

/**
 * The zod schema of one counter's printed data (what `counters` in a game
 * definition holds): id, side, name, type, steps, and factors per step.
 *
 * @category Engine
 */
export function counterSchema() {
  return z
    .object({
      id: z.string().min(1),
      side: z.string().min(1),
      name: z.string().min(1),
      type: z.string().min(1),
      steps: z.number().int().min(1),
      formation: z.string().optional(),
      size: z.string().optional(),
      factors: z
        .array(
          z
            .object({
              attack: z.number().min(0).nullable(),
              defence: z.number().min(0),
              movement: z.number().min(0),
              range: z.number().int().min(0).optional(),
            })
            .passthrough(),
        )
        .optional(),
    })
    .passthrough();
}

const fn = (what: string) => z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', { message: `must be a function (${what})` });

function verbSchema() {
  return z
    .object({
      schema: z.custom<z.ZodType>((v) => typeof v === 'object' && v !== null && typeof (v as { safeParse?: unknown }).safeParse === 'function', { message: 'must be a zod schema' }).optional(),
      rule: z.string().optional(),
      apply: fn('the handler that carries the action out'),
      legal: fn('the legal actions now').optional(),
      refuse: fn('why an action is refused').optional(),
      check: fn('the check of open fields').optional(),
      says: z.string().optional(),
    })
    .passthrough();
}

let definitionSchemaMemo: z.ZodType | null = null;
function definitionSchema(): z.ZodType {
  if (definitionSchemaMemo) return definitionSchemaMemo;
  const verbs = z.record(z.string(), verbSchema());
  definitionSchemaMemo = z
    .object({
      id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, like "meiktila"'),
      title: z.string().min(1),
      version: z.string().min(1),
      sides: z.array(z.string().min(1)).min(1),
      map: z.unknown().optional(),
      table: z.unknown().optional(),
      counters: z.array(counterSchema()),
      scenarios: z.record(z.string(), z.object({ title: z.string(), description: z.string().optional() })),
      setup: fn('set-up'),
      finalResult: fn('the result when the last turn ends'),
      actions: verbs.optional(),
      phases: z.record(z.string(), z.object({ actions: verbs.optional(), run: z.string().optional(), enter: fn('phase entry').optional(), exit: fn('phase exit').optional() }).passthrough()).optional(),
      procedures: z.record(z.string(), z.object({ start: fn('procedure start'), actions: verbs.optional(), resume: fn('procedure resume').optional(), view: fn('procedure view').optional() }).passthrough()).optional(),
      tracks: z.record(z.string(), z.object({ min: z.number().optional(), max: z.number().optional(), start: z.number().optional(), rule: z.string().optional() })).optional(),
      flags: z.record(z.string(), z.object({ until: z.enum(['phase', 'turn']), rule: z.string().optional() })).optional(),
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
      if ((d.map === undefined) === (d.table === undefined)) ctx.addIssue({ code: 'custom', path: [d.map === undefined ? 'map' : 'table'], message: d.map === undefined ? 'a game needs a map (map data: size, labels, terrain) or a table (for miniatures)' : 'a game has a map or a table, not both' });
      else if (d.map !== undefined && (typeof d.map !== 'object' || d.map === null)) ctx.addIssue({ code: 'custom', path: ['map'], message: 'a game needs a map (map data: size, labels, terrain)' });
      if (Object.keys(d.scenarios).length === 0) ctx.addIssue({ code: 'custom', path: ['scenarios'], message: 'a game needs at least one scenario' });
      for (const [name, p] of Object.entries(d.phases ?? {})) {
        if (p.run !== undefined && !d.procedures?.[p.run]) ctx.addIssue({ code: 'custom', path: ['phases', name, 'run'], message: `"${p.run}" is not one of the game's procedures` });
      }
      for (const [name, t] of Object.entries(d.tracks ?? {})) {
        if (t.min !== undefined && t.max !== undefined && t.min > t.max) ctx.addIssue({ code: 'custom', path: ['tracks', name], message: `min ${t.min} is above max ${t.max}` });
      }
    });
  return definitionSchemaMemo;
}

/** Sides named by a sequence (player-turn blocks), with where. */
function sequenceSides(steps: readonly SequenceStep[], path: string, out: { side: string; path: string }[]): void {
  steps.forEach((s, i) => {
    const at = `${path}[${i}]`;
    if ('sides' in s) s.sides.forEach((side, j) => out.push({ side, path: `${at}.sides[${j}]` }));
    if ('steps' in s) sequenceSides(s.steps, `${at}.steps`, out);
  });
}

/** The rule of each phase, from the sequence (for refusals that name the phase). */
function phaseRules(steps: readonly SequenceStep[], out: Map<string, string>, inherited?: string): void {
  for (const s of steps) {
    const rule = s.rule ?? inherited;
    if ('phase' in s && rule) out.set(s.phase, rule);
    if ('steps' in s) phaseRules(s.steps, out, rule);
  }
}

/** Stops a phase hook that keeps ending phases from looping forever. */
const MAX_PHASES_PER_ACTION = 10_000;

/** What the engine resolved about an action before running it. @internal */
interface Resolved {
  readonly verb: ActionDefinition<AnySpec, unknown>;
  /** The frame whose verb it is (-1: a phase or game verb). */
  readonly frame: number;
  readonly action: Action;
}

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
export function defineGame<const T extends GameTypes, const Sides extends readonly string[], const Seq extends SequenceDefinition>(
  def: GameDefinition<SpecOf<T, Seq, Sides>> & { readonly types?: T; readonly sides: Sides; readonly sequence: Seq },
): Game<SpecOf<T, Seq, Sides>> {
  return compileGame(def as unknown as GameDefinition<AnySpec>) as never;
}

/**
 * The first step of a typed game, after XState's `setup()`: declare the types,
 * sides and sequence once, then build verbs and procedures in any file with
 * their payloads and contexts typed, and define the game.
 *
 * @example
 * ```ts
 * export const g = setupGame({ types: {} as { data: MyData; events: MyEvent }, sides: ['blue', 'red'], sequence });
 * const move = g.action({ schema: z.object({ unit: z.string(), to: z.string() }), legal: …, apply(ctx, a) { a.to } });
 * export const myGame = g.defineGame({ id: 'my-game', …, phases: { movement: { actions: { move } } } });
 * ```
 * @category Engine
 */
export function setupGame<const T extends GameTypes, const Sides extends readonly string[], const Seq extends SequenceDefinition>(decl: {
  readonly types?: T;
  readonly sides: Sides;
  readonly sequence: Seq;
}): GameKit<SpecOf<T, Seq, Sides>> {
  return {
    action: (d) => d,
    procedure: (d) => d,
    defineGame: (def) => compileGame({ ...def, sides: decl.sides, sequence: decl.sequence } as unknown as GameDefinition<AnySpec>) as never,
    sides: decl.sides as never,
    sequence: decl.sequence,
  };
}

/**
 * What {@link setupGame} returns: typed builders for one game.
 *
 * @category Engine
 */
export interface GameKit<G extends Spec> {
  /** A verb, its payload typed from its schema. */
  action<Pay = Record<never, never>>(def: ActionDefinition<G, Pay>): ActionDefinition<G, Pay>;
  /** A procedure, its local state typed from `start`. */
  procedure<L, Args = JsonValue>(def: ProcedureDefinition<G, L, Args>): ProcedureDefinition<G, L, Args>;
  /** Defines the game (sides and sequence as declared). */
  defineGame(def: Omit<GameDefinition<G>, 'sides' | 'sequence'>): Game<G>;
  /** The sides. */
  readonly sides: readonly G['side'][];
  /** The sequence of play. */
  readonly sequence: SequenceDefinition;
}

/**
 * A typed builder for the verbs of one procedure (their context carries the
 * procedure's local state): `const verb = procedureVerb<G, MyLocal>();` then
 * `verb({ schema, legal, apply })` with the payload typed from the schema.
 *
 * @category Procedures
 */
export function procedureVerb<G extends Spec, L>(): <Pay = Record<never, never>>(
  def: ActionDefinition<G, Pay, ProcedureReadContext<G, L>, ProcedureContext<G, L>>,
) => ActionDefinition<G, Pay, ProcedureReadContext<G, L>, ProcedureContext<G, L>> {
  return (def) => def;
}

/** A one-hex stand-in map: what a tabletop game has for `map` (made on first use, so importing the engine compiles nothing). */
let noMap: HexMap | null = null;
const NO_MAP = (): HexMap => (noMap ??= compileMap({ columns: 1, rows: 1, labels: { style: 'column-row', offset: 'odd-q' }, terrainTypes: ['none'], defaultTerrain: 'none' }));

/** A game's counters by id, built once per counter list (the board asks for one per figure, and a hidden unit's marker has none). */
const countersById = memo<readonly CounterData[], ReadonlyMap<string, CounterData>>('counters by id');

/** The board of a game over a unit array. @internal */
export function boardOver(game: Game, units: readonly UnitState<Position>[]): HexBoard | TableBoard {
  if (game.table) {
    const list = game.definition.counters;
    let byId = countersById.get(list);
    if (!byId) countersById.set(list, (byId = new Map(list.map((c) => [c.id, c]))));
    return tableBoard(game.table, units as readonly UnitState<TablePosition>[], (id) => byId.get(id), game.definition.stacking?.allows);
  }
  return hexBoard(game.map, units as readonly UnitState[], game.definition.stacking?.allows);
}

/** Why a position is not one of the game's board, or `null`. @internal */
export function positionProblem(game: Game, at: Position | null): string | null {
  if (at === null) return null;
  if (game.table) {
    if (typeof at !== 'object' || !Number.isFinite(at.x) || !Number.isFinite(at.y)) return 'which is not a point on the table ({ x, y } in inches)';
    const { width, height } = game.table.data;
    // The tabletop's one tolerance: a path checkPath lets end 0.005" past the edge ends on the table.
    const e = TABLE_EPSILON;
    return at.x < -e || at.y < -e || at.x > width + e || at.y > height + e ? `which is off the ${width}" × ${height}" table` : null;
  }
  return typeof at !== 'string' || game.map.cellOfLabel(at) < 0 ? 'which is not a hex of the map' : null;
}

function compileGame<G extends Spec>(def: GameDefinition<AnySpec>): Game<G> {
  parseOrThrow(definitionSchema(), def, `game definition "${String((def as { id?: unknown }).id ?? '?').slice(0, 40)}"`, 'bad-game');
  const sides: { side: string; path: string }[] = [];
  sequenceSides(def.sequence.setup ?? [], 'sequence.setup', sides);
  sequenceSides(def.sequence.steps, 'sequence.steps', sides);
  for (const s of sides) {
    if (!def.sides.includes(s.side)) throw new HexwarError({ code: 'bad-game', message: `game definition "${def.id}" is not valid: ${s.path}: "${s.side}" is not one of the sides (${def.sides.join(', ')})`, path: s.path });
  }
  // A hex map or a table; a tabletop game gets an empty stand-in map so code on cells never meets null.
  const table = def.table !== undefined ? compileTable(def.table) : null;
  const map = def.map !== undefined ? compileMap(def.map) : NO_MAP();
  const counters = new Map(def.counters.map((c) => [c.id, c]));
  const sequence = defineSequence(def.sequence);
  const rules = new Map<string, string>();
  phaseRules([...(sequence.setup ?? []), ...sequence.steps], rules);
  const guards: Record<string, (ctx: ReadContext, at: FlowPosition) => boolean> = {};
  for (const [name, g] of Object.entries(def.guards ?? {})) guards[name] = g as never;
  const flow = createFlow<SequenceDefinition, ReadContext>(sequence, guards as never) as unknown as Flow<string, string, ReadContext>;
  const legalCache = memo<MatchState, Map<string, readonly ActionDescriptor[]>>('legal actions');
  const phaseRule = (phase: string) => rules.get(phase) ?? 'sequence of play';

  /** The verbs open now, by type, with the frame they belong to: the same for every state with the same top procedure (or phase). */
  type Verbs = Map<string, ActionDefinition<AnySpec, unknown>>;
  const openByKey = new Map<string, Verbs>();
  const verbsNow = (state: MatchState): { verbs: Verbs; frame: number } => {
    const top = state.stack.length - 1;
    const key = top >= 0 ? `p:${state.stack[top]!.proc}` : `ph:${state.phase}`;
    let verbs = openByKey.get(key);
    if (!verbs) {
      verbs = new Map();
      if (top >= 0) {
        const proc = def.procedures?.[state.stack[top]!.proc];
        for (const [type, verb] of Object.entries(proc?.actions ?? {})) verbs.set(type, verb as never);
      } else {
        const phase = def.phases?.[state.phase as never] as { actions?: Record<string, ActionDefinition<AnySpec, unknown>> } | undefined;
        for (const [type, verb] of Object.entries(phase?.actions ?? {})) verbs.set(type, verb);
        for (const [type, verb] of Object.entries(def.actions ?? {})) if (!verbs.has(type)) verbs.set(type, verb as never);
      }
      openByKey.set(key, verbs);
    }
    return { verbs, frame: top };
  };

  /** The phases whose verbs include each action type (for messages). */
  const verbPhases = new Map<string, string[]>();
  for (const [phase, p] of Object.entries(def.phases ?? {}) as [string, { actions?: object }][]) for (const t of Object.keys(p?.actions ?? {})) verbPhases.set(t, [...(verbPhases.get(t) ?? []), phase]);

  /** Every verb of the game by type (for answers to decisions and for messages). */
  const allVerbs = new Map<string, ActionDefinition<AnySpec, unknown>>();
  for (const [t, v] of Object.entries(def.actions ?? {})) allVerbs.set(t, v as never);
  for (const p of Object.values(def.phases ?? {}) as { actions?: Record<string, ActionDefinition<AnySpec, unknown>> }[]) for (const [t, v] of Object.entries(p?.actions ?? {})) if (!allVerbs.has(t)) allVerbs.set(t, v);
  for (const p of Object.values(def.procedures ?? {})) for (const [t, v] of Object.entries(p.actions ?? {})) if (!allVerbs.has(t)) allVerbs.set(t, v as never);

  const readerOf = (state: MatchState, frame = -1): Reader => {
    return new Reader(game as never, state, frame);
  };

  // One frozen list per side: asked on every action, never built twice.
  const only = new Map<string, readonly string[]>(def.sides.map((side) => [side, Object.freeze([side])]));
  const none: readonly string[] = Object.freeze([]);
  const just = (side: string | null | undefined) => (side ? (only.get(side) ?? [side]) : none);
  const actingSides = (state: MatchState): readonly string[] => {
    if (state.result) return none;
    if (state.pending) return just(state.pending.side);
    const top = state.stack[state.stack.length - 1];
    if (top) return just(top.side ?? state.active);
    if (def.actingSides) return def.actingSides(readerOf(state) as never);
    return just(state.active);
  };

  const computeLegal = (state: MatchState, side: string): readonly ActionDescriptor[] => {
    if (state.result) return [];
    if (state.pending) return state.pending.side === side ? compressActions(state.pending.options) : [];
    if (!actingSides(state).includes(side)) return [];
    const out: ActionDescriptor[] = [];
    const { verbs, frame } = verbsNow(state);
    const ctx = readerOf(state, frame);
    for (const [type, verb] of verbs) {
      if (!verb.legal) continue;
      const listed = verb.legal(ctx as never, side);
      const singles: Action[] = [];
      const described: ActionDescriptor[] = [];
      for (const x of listed) {
        if (x.type !== type) throw new HexwarError({ code: 'bad-legal', message: `the legal ${type} actions include one of type "${x.type}"` });
        if (x.side !== side) continue;
        if ('fixed' in x || 'choose' in x || 'open' in x) described.push(x as ActionDescriptor);
        else singles.push(x as Action);
      }
      out.push(...(described.length > 1 ? mergeDescriptors(described) : described));
      if (singles.length) out.push(...(singles.length > 1 ? compressActions(singles) : [descriptorOf(singles[0]!)]));
    }
    return out;
  };

  const legal = (state: MatchState, side: string): readonly ActionDescriptor[] => {
    // States never change, so each one's lists are worked out once (bots, the
    // fuzzer, views and front ends ask the same state again and again).
    let bySide = legalCache.get(state);
    if (!bySide) legalCache.set(state, (bySide = new Map()));
    let list = bySide.get(side);
    if (!list) bySide.set(side, (list = computeLegal(state, side)));
    return list;
  };

  /** Reads and checks an action up to running it: what runs it, or why not. */
  const resolve = (state: MatchState, raw: unknown, seat?: string): { ok: true; r: Resolved } | { ok: false; error: RuleViolation } => {
    const copied = plainCopy(raw);
    if (!copied.ok) return { ok: false, error: { ...copied.error, rule: 'actions' } };
    const value = copied.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse('malformed-action', `an action must be an object with a "type" and a "side", not ${quote(raw)}`, 'actions');
    let shape = value as Record<string, JsonValue>;
    if (seat !== undefined) {
      if (!game.sides.includes(seat)) return refuse('unknown-side', `${quote(seat)} is not a side of ${game.title} (${game.sides.join(', ')})`, 'actions');
      shape = { ...shape, side: seat };
    }
    if (typeof shape['type'] !== 'string' || shape['type'] === '') return refuse('malformed-action', 'an action needs a "type": the name of what to do', 'actions', 'type');
    if (typeof shape['side'] !== 'string' || shape['side'] === '') return refuse('malformed-action', 'an action needs a "side": who gives it', 'actions', 'side');
    const action = shape as Action;
    const rule = phaseRule(state.phase);
    if (state.result) return refuse('game-over', `the game is over: ${state.result.reason}`, rule);
    if (!game.sides.includes(action.side)) return refuse('unknown-side', `${quote(action.side)} is not a side of ${game.title} (${game.sides.join(', ')})`, 'actions', 'side');
    const open = verbsNow(state);
    const own = open.verbs.get(action.type);
    let found = own ? { verb: own, frame: open.frame } : undefined;
    if (state.pending && !found) {
      const verb = allVerbs.get(action.type);
      if (verb) found = { verb, frame: -1 };
    }
    if (!found) {
      const known = allVerbs.get(action.type);
      if (!known) return refuse('unknown-action', `${game.title} has no action ${quote(action.type)} (it has ${[...allVerbs.keys()].join(', ')})`, rule, 'type');
      const now = [...open.verbs.keys()];
      const home = verbPhases.get(action.type);
      const where = home?.length ? `${action.type} belongs to the ${home.join(' and ')} phase${home.length > 1 ? 's' : ''}` : `${action.type} is not an action of this moment`;
      return refuse('not-now', `${where}; now it is ${describePosition(state)}${now.length ? ` (now: ${now.join(', ')})` : ''}`, known.rule ?? rule);
    }
    const { verb, frame } = found;
    const vrule = verb.rule ?? rule;
    // An action the game lists (a decision's option, or one of its legal
    // descriptors without open fields) is accepted as listed: the lists are the
    // contract (the fuzzer holds every listed action to its verb's schema), and
    // the schema is for telling a player exactly what is wrong with anything else.
    if (state.pending) {
      const p = state.pending;
      if (action.side === p.side && p.options.some((o) => sameJson(o, action))) return { ok: true, r: { verb, frame: frame >= 0 ? frame : state.stack.length - 1, action } };
    } else if (verb.legal && actingSides(state).includes(action.side)) {
      const d = legal(state, action.side).find((x) => x.type === action.type && descriptorContains(x, action));
      if (d && !d.open && !refinesListed(d, action)) return { ok: true, r: { verb, frame, action } };
    }
    // The payload: the verb's schema reads the fields beyond type and side; others are refused.
    const malformed = payloadProblem(verb, action, vrule);
    if (malformed) return { ok: false, error: malformed };
    if (state.pending) {
      const p = state.pending;
      if (action.side !== p.side) return refuse('not-your-decision', `the ${p.side} player must first decide: ${p.prompt}`, p.rule ?? vrule);
      if (!p.options.some((o) => sameJson(o, action))) return refuse('not-an-option', `that is not one of the choices open: ${p.prompt}`, p.rule ?? vrule);
      return { ok: true, r: { verb, frame: frame >= 0 ? frame : state.stack.length - 1, action } };
    }
    if (!actingSides(state).includes(action.side)) {
      return refuse('not-your-turn', `it is not the ${action.side} player's turn (${describePosition(state)})`, rule);
    }
    if (!verb.legal) return refuse('no-decision', `${action.type} answers a decision, and none is open`, vrule);
    const listed = legal(state, action.side);
    const d = listed.find((x) => x.type === action.type && descriptorContains(x, action));
    const ctx = readerOf(state, frame);
    if (!d) {
      const why = verb.refuse?.(ctx as never, action as never);
      if (why) return { ok: false, error: typeof why === 'string' ? { code: 'illegal', message: why, rule: ruleIn(why) ?? vrule } : { ...why, rule: why.rule ?? vrule } };
      return refuse('illegal', `that ${action.type} is not allowed now (${vrule})`, vrule);
    }
    const refined = refinesListed(d, action);
    if ((d.open || refined) && verb.check) {
      const why = verb.check(ctx as never, action as never);
      if (why) return refuse('illegal', why, ruleIn(why) ?? vrule);
    } else if (refined) return refuse('illegal', `${action.type} has no check for ${Object.keys(d.optional!).join(', ')}: give the action as listed (${vrule})`, vrule);
    return { ok: true, r: { verb, frame, action } };
  };

  /** Why an action's fields do not fit its verb's schema (or name a field it has not), or `null`. */
  const payloadProblem = (verb: ActionDefinition<AnySpec, unknown>, action: Action, vrule: string): RuleViolation | null => {
    if (verb.schema) {
      const { type: _t, side: _s, ...payload } = action;
      const parsed = verb.schema.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const path = issue.path.map(String).join('.');
        return { code: 'malformed-action', message: `${action.type}: ${path ? `${path}: ` : ''}${issue.message}`, rule: vrule, ...(path ? { path } : {}) };
      }
      const known = schemaKeys(verb.schema);
      if (known) for (const k of Object.keys(payload)) if (!known.has(k)) return { code: 'malformed-action', message: `${action.type} has no field ${quote(k, 30)}`, rule: vrule, path: k };
    } else {
      for (const k of Object.keys(action)) if (k !== 'type' && k !== 'side') return { code: 'malformed-action', message: `${action.type} has no field ${quote(k, 30)}`, rule: vrule, path: k };
    }
    return null;
  };

  const run = (state: MatchState, r: Resolved): ApplyResult<G['data'], G['position']> => {
    const w = new Working(game as never, state);
    try {
      if (state.pending) w.clearDecision();
      if (r.frame >= 0) w.inFrame(r.frame, () => r.verb.apply(w as never, r.action as never));
      else r.verb.apply(w as never, r.action as never);
      settle(game as never, w);
    } catch (e) {
      if (e instanceof Rejection) return refuse(e.code, e.message, e.rule ?? r.verb.rule ?? phaseRule(state.phase)) as never;
      throw e;
    }
    const step = state.step + 1;
    w.set({ step, undoFloor: w.usedRandom || w.didReveal ? step : state.undoFloor });
    return { ok: true, state: freezeState(w.finish()) as never, events: w.events, action: r.action };
  };

  const guarded = (state: MatchState, f: () => ApplyResult<G['data'], G['position']>): ApplyResult<G['data'], G['position']> => {
    try {
      return f();
    } catch (e) {
      // apply never throws: anything unexpected is reported, the state untouched.
      let message: string;
      try {
        message = e instanceof Error ? e.message : quote(e);
      } catch {
        message = 'an unprintable error';
      }
      const code = e instanceof HexwarError ? e.code : 'internal-error';
      return { ok: false, error: { code, message: code === 'internal-error' ? `internal error in ${def.id}: ${message}` : message, rule: phaseRule(state?.phase) } };
    }
  };

  const game: Game<G> = {
    id: def.id,
    title: def.title,
    version: def.version,
    sides: def.sides,
    definition: def,
    map,
    table,
    board: (units) => boardOver(game as never, units as never) as never,
    flow,
    counter(id: string): CounterData {
      const c = counters.get(id);
      if (!c) throw new HexwarError({ code: 'unknown-counter', message: `${def.title} has no counter ${quote(id)}` });
      return c;
    },
    legal: (state, side) => legal(state as MatchState, side),
    verb: (type) => allVerbs.get(type),
    validate(action) {
      const verb = allVerbs.get(action.type);
      if (!verb) return { code: 'unknown-action', message: `${game.title} has no action ${quote(action.type)}`, rule: 'actions' };
      return payloadProblem(verb, action, verb.rule ?? 'actions');
    },
    legalActions: (state, side) => expandActions(legal(state as MatchState, side)),
    check(state, action) {
      try {
        const r = resolve(state as MatchState, action);
        return r.ok ? null : r.error;
      } catch (e) {
        return { code: 'internal-error', message: e instanceof Error ? e.message : 'internal error' };
      }
    },
    actingSides: (state) => actingSides(state as MatchState),
    apply: (state, action) =>
      guarded(state as MatchState, () => {
        const r = resolve(state as MatchState, action);
        return r.ok ? run(state as MatchState, r.r) : r;
      }),
    applyAs: (state, seat, action) =>
      guarded(state as MatchState, () => {
        const r = resolve(state as MatchState, action, seat);
        return r.ok ? run(state as MatchState, r.r) : r;
      }),
  };
  return game;
}

function refuse(code: string, message: string, rule?: string, path?: string): { ok: false; error: RuleViolation } {
  return { ok: false, error: { code, message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) } };
}

/** The rule a message cites in its last parentheses, e.g. "(6.2.1)". */
function ruleIn(message: string): string | undefined {
  const m = /\(([^()]*)\)\s*$/.exec(message);
  return m ? m[1] : undefined;
}

function describePosition(state: MatchState): string {
  const top = state.stack[state.stack.length - 1];
  return `turn ${state.turn}, ${state.phase}${top ? `, ${top.proc}` : ''}${state.active ? `, ${state.active} to act` : ''}`;
}

const keysMemo = /* @__PURE__ */ memo<object, Set<string> | null>('schema keys');
/** The fields an object schema knows, or null if it takes any (not an object schema, or passthrough). */
function schemaKeys(schema: z.ZodType): Set<string> | null {
  const hit = keysMemo.get(schema);
  if (hit !== undefined) return hit;
  const shape = (schema as unknown as { shape?: Record<string, unknown>; def?: { catchall?: unknown } }).shape;
  const catchall = (schema as unknown as { def?: { catchall?: { def?: { type?: string } } } }).def?.catchall;
  const keys = shape && (!catchall || catchall.def?.type === 'never') ? new Set(Object.keys(shape)) : null;
  keysMemo.set(schema, keys);
  return keys;
}

/** Runs phase changes until the flow rests in a phase that waits for players, then checks for the end. @internal */
export function settle(game: Game, w: Working): void {
  const def = game.definition;
  let guard = 0;
  while (w.phaseDone && !w.state.result) {
    if (++guard > MAX_PHASES_PER_ACTION) throw new HexwarError({ code: 'internal-error', message: `the sequence of play did not settle after ${MAX_PHASES_PER_ACTION} phases` });
    w.phaseDone = false;
    const from = w.state.phase;
    const fromTurn = w.state.turn;
    def.phases?.[from as never]?.exit?.(w as never);
    if (w.state.stack.length > 0) throw new HexwarError({ code: 'internal-error', message: `the ${from} phase ended with procedures still under way (${w.state.stack.map((f) => f.proc).join(', ')})` });
    const moved = game.flow.advance(w.state.flow, new Reader(game as never, w.finish()) as never);
    if (!moved.ok) throw new HexwarError(moved.error);
    expireFlags(game, w, moved.state.context.turn !== fromTurn);
    enterPosition(game, w, moved.state, from);
  }
  if (!w.state.result && def.checkResult) {
    const r = def.checkResult(w as never);
    if (r) w.endGame(r);
  }
  if (!w.state.result && w.state.phase === 'over') w.endGame(def.finalResult(w as never));
}

/** Clears the flags the game declared to last a phase, or a turn. */
function expireFlags(game: Game, w: Working, turnEnded: boolean): void {
  const flags = game.definition.flags;
  if (!flags) return;
  const names = Object.entries(flags)
    .filter(([, f]) => f.until === 'phase' || turnEnded)
    .map(([name]) => name);
  if (names.length === 0) return;
  const clear: { [flag: string]: undefined } = {};
  for (const n of names) clear[n] = undefined;
  const patches: { [id: string]: { flags: typeof clear } } = {};
  for (const u of w.state.units) if (u.flags && names.some((n) => n in u.flags!)) patches[u.id] = { flags: clear };
  w.updateUnits(patches);
}

/** Records the flow's new position and runs the entered phase's hook. @internal */
export function enterPosition(game: Game, w: Working, flowState: MatchState['flow'], from: string | null): void {
  const pos = game.flow.position(flowState);
  w.set({ flow: flowState, turn: pos.turn, phase: pos.phase, active: pos.side ?? w.state.active });
  const event: GameEvent = { type: 'phaseChanged', turn: pos.turn, phase: pos.phase, side: pos.side, ...(from ? { from } : {}) };
  w.emit(event);
  // A game ended by the phase just left (an exit hook's victory check) enters no more phases.
  if (pos.over || w.state.result) return;
  const phase = game.definition.phases?.[pos.phase as never] as { enter?: (ctx: RulesContext) => void; run?: string } | undefined;
  phase?.enter?.(w as never);
  // A phase's procedure acts for whoever is active (it may change the active side as it goes).
  if (phase?.run && !w.phaseDone) w.call(phase.run, null, null);
}

/**
 * Options for {@link createMatch}.
 *
 * @category Engine
 */
export interface MatchOptions {
  /**
   * The seed of the match's random generator: a safe integer or a string of up
   * to 64 characters. Leave it out for a fresh seed from a cryptographic source
   * (64 bits): a seed a player can guess lets him predict every roll.
   */
  readonly seed?: number | string;
  /** The scenario; default the game's first. */
  readonly scenario?: string;
  /** Optional rules, checked by the game's options schema. */
  readonly options?: { readonly [option: string]: JsonValue };
}

/**
 * Starts a match: checks the options, runs the game's set-up, and enters the
 * first phase of the sequence of play (running its hooks).
 *
 * @example
 * ```ts
 * const state = createMatch(meiktila, { seed: 1, options: { banzai: true } });
 * state.phase; // 'alliedSetup'
 * ```
 * @throws {@link HexwarError} `unknown-scenario`, `bad-options` or `bad-seed`.
 * @category Engine
 */
export function createMatch<G extends Spec>(game: Game<G>, opts: MatchOptions = {}): MatchState<G['data'], G['position']> {
  const def = game.definition;
  const scenario = opts.scenario ?? Object.keys(def.scenarios)[0]!;
  if (typeof scenario !== 'string' || !Object.prototype.hasOwnProperty.call(def.scenarios, scenario)) {
    throw new HexwarError({ code: 'unknown-scenario', message: `${game.title} has no scenario ${quote(scenario)} (it has ${Object.keys(def.scenarios).join(', ')})` });
  }
  const given = plainCopy(opts.options ?? {}, 'the options');
  if (!given.ok) throw new HexwarError({ ...given.error, code: 'bad-options' });
  if (typeof given.value !== 'object' || given.value === null || Array.isArray(given.value)) throw new HexwarError({ code: 'bad-options', message: 'the options must be an object of option names and values' });
  const options = (def.options ? parseOrThrow(def.options, given.value, `options for ${game.id}`, 'bad-options') : given.value) as MatchState['options'];
  if (!def.options && Object.keys(options).length > 0) {
    throw new HexwarError({ code: 'bad-options', message: `${game.title} has no optional rules (given: ${Object.keys(options).slice(0, 5).join(', ')})` });
  }
  const seed = opts.seed ?? defaultSeed();
  const random = openRandom(createRandomState(seed));
  const board = game.board([]);
  const setup = def.setup({ scenario, options: options as never, map: game.map, board: board as never, random, counter: (id) => game.counter(id) });
  const units: UnitState[] = [];
  const placed = new Set<string>();
  for (const u of setup.units) {
    if (placed.has(u.id)) throw new HexwarError({ code: 'bad-setup', message: `set-up places unit "${u.id}" twice` });
    placed.add(u.id);
    game.counter(u.id);
    const where = positionProblem(game as never, u.at as never);
    if (where) throw new HexwarError({ code: 'bad-setup', message: `set-up places ${u.id} at ${quote(u.at)}, ${where}` });
    units.push(u as UnitState);
  }
  const tracks: Record<string, number> = {};
  for (const [name, t] of Object.entries(def.tracks ?? {})) if (t.start !== undefined) tracks[name] = t.start;
  Object.assign(tracks, setup.tracks);
  let state: MatchState = {
    format: 2,
    game: { id: game.id, version: game.version },
    seed: random.state.seed,
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
    tracks,
    stack: [],
    pending: null,
    data: setup.data as JsonValue,
    result: null,
  };
  const started = game.flow.start(new Reader(game as never, state) as never);
  const w = new Working(game as never, state);
  enterPosition(game as never, w, started.state, null);
  settle(game as never, w);
  state = freezeState(w.finish());
  return state as never;
}

/** Why a procedure's verb is not for this moment (for messages). @internal */
export type { RulesContext };
