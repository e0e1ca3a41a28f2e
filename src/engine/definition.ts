import type { z } from 'zod';
import type { RuleViolation } from '../errors';
import type { FlowPosition, SequenceDefinition } from '../flow';
import type { MapData } from '../map';
import type { TableData } from '../tabletop/table';
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { ActionDescriptor, OpenSampler } from './types';
import type { VerbForecast } from './forecast-types';
import type { WeaponReach } from './forecast-types';
import type { Action, CounterData, GameResult, JsonValue, ReferenceTable, ScenarioInfo } from './types';
import type { SetupContext, SetupResult, BotContext, BotHooks } from './hooks';
import type { ReadContext, RulesContext, ProcedureContext, ProcedureReadContext } from './rules-context';
import type { Spec, AnySpec, UnitOf } from './spec';
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { EventWordsOf, Wording } from './event-types';

export type { GameTypes, Spec, HexSpec, TableSpec, SpecOf, FlagsOf, FlagsOfTypes, UnitOf, StateOf, ResultOf, ActionArg, VerbOf, ScenarioOf, ActionInput, ViewOf, DeclaresFlag, NeedsFlag, AnySpec, DecisionOf, NamedEvent, BoardOf, EventOf } from './spec';
export type { ReadContext, DecisionRequest, StepLosses, RulesContext, ProcedureContext, ProcedureReadContext } from './rules-context';
export type { SetupContext, SetupResult, BotContext, BotHooks, HiddenParts, SearchTuning } from './hooks';

/**
 * One kind of action (a verb) a game accepts: its payload schema, which actions
 * of it are legal now, why one is not, and what it does. An action is accepted
 * only if it is one of the legal ones (`legal`), so a handler never checks
 * legality again; a verb without `legal` only answers decisions (its actions are
 * the decision's options).
 *
 * @typeParam Pay - the payload (fields beyond `type` and `side`), from `schema`.
 * @typeParam C - the context the hooks receive.
 * @category Engine
 */
export interface ActionDefinition<G extends Spec, Pay, C extends ReadContext<G> = ReadContext<G>, W extends RulesContext<G> = RulesContext<G>> {
  /** A zod schema for the fields beyond `type` and `side`; errors name the exact path. */
  readonly schema?: z.ZodType<Pay>;
  /** The rule the verb carries out, cited when an action is refused without a more precise reason. */
  readonly rule?: string;
  /**
   * What an action of this verb says in the log, after the side's name: a
   * template whose `{field}` marks are the action's fields (`"{unit} digs in"`;
   * a unit's id reads as its name on a table; `{target}` is the hex of the
   * attack under way, `{phase}` the current phase's title; a mark that names
   * no field of an object schema is refused by `defineGame`), or a function of
   * the action read against the state before it (a figure's printed name, a
   * weapon's, the game's data) and the log's {@link Wording} (a unit's name, a
   * place, plurals). The core's own verbs carry their words this way.
   */
  readonly says?: string | { words(ctx: C, action: Pay & { readonly type: string; readonly side: G['side'] }, w: Wording): string }['words'];
  /**
   * How much the heuristic bot likes an action of this verb, from its side's
   * view (higher is better): the default when the game's `bot.score` gives
   * none. The core's procedures score their own verbs; a verb without a score
   * scores 0.
   */
  readonly score?: { score(ctx: BotContext<G>, action: Pay & { readonly type: string; readonly side: G['side'] }): number }['score'];
  /**
   * The verb's name on a button or in a menu, in a player's words (`"Move"`,
   * `"Call the artillery"`), for actions a page builds before every field is
   * chosen (a path still to draw). Default: the action type in words.
   */
  readonly label?: string;
  /** The legal actions of this verb for `side` now, as descriptors or single actions. */
  legal?(ctx: C, side: G['side']): readonly (ActionDescriptor | Action)[];
  /**
   * Why an action of this verb that is not legal is refused, in a player's
   * words: a message, a violation, or `null` for the verb's generic reason.
   */
  refuse?(ctx: C, action: Pay & { readonly type: string; readonly side: G['side'] }): string | RuleViolation | null;
  /** For descriptors with open fields: whether the action's values are in their regions; a reason if not. */
  check?(ctx: C, action: Pay & { readonly type: string; readonly side: G['side'] }): string | null;
  /**
   * What a legal action of this verb would do, before it is taken, from the
   * same code `apply` runs (see `forecast`): an attack's odds and results, the
   * shots it fires, a move's path and cost. Only what `action.side` may see.
   */
  forecast?(ctx: C, action: Pay & { readonly type: string; readonly side: G['side'] }): VerbForecast;
  /**
   * The weapons a figure fires with this verb and what each reaches (arcs and
   * range bands), from the data the verb reads (see `weaponsOf`). Only a fire
   * verb has it.
   */
  weapons?(ctx: C, figure: string): readonly WeaponReach[];
  /** Carries the action out (it is legal), or calls `ctx.reject` with a reason. */
  apply(ctx: W, action: Pay & { readonly type: string; readonly side: G['side'] }): void;
  /**
   * How often one unit may take this verb, as the rules say: the field that
   * names the unit, how many times, and in what span (a `phase`: until the
   * phase, the turn or the side acting changes; or a `turn`). The fuzzer holds
   * the verb's `legal` and `apply` to it, so a verb that forgets to mark its
   * unit as moved (and lets it move again and again) is found.
   *
   * @example
   * ```ts
   * const move = g.action({ schema, rule: '4.1', limit: { field: 'unit', times: 1, per: 'phase' }, legal, apply });
   * ```
   */
  readonly limit?: VerbLimit;
  /**
   * Checks the game's counters against the data the verb reads, when the game
   * is defined: a figure's class against the movement chart, its weapons
   * against the fire rules. The first problem, its path under the definition
   * (`counters[3].weapons[0]`) and why, or `null`. A misspelt `"rifel"` would
   * otherwise load, fuzz clean, and never fire.
   */
  checkCounters?(counters: readonly CounterData[]): CounterProblem | null;
}

/**
 * What {@link ActionDefinition.checkCounters} found wrong with a counter.
 *
 * @category Engine
 */
export interface CounterProblem {
  /** Where, under the definition: `counters[3].class`. */
  readonly path: string;
  /** Why, in a designer's words. */
  readonly message: string;
}

/**
 * A map of verbs by action type.
 *
 * @category Engine
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionMap<G extends Spec, C extends ReadContext<G> = ReadContext<G>, W extends RulesContext<G> = RulesContext<G>> = { readonly [type: string]: ActionDefinition<G, any, C, W> };

/**
 * How often one unit may take a verb: see {@link ActionDefinition.limit}.
 *
 * @category Engine
 */
export interface VerbLimit {
  /** The action's field that names the unit (`unit`, `figure`). */
  readonly field: string;
  /** How many times one unit may take the verb in the span. */
  readonly times: number;
  /** The span: a phase (until the phase, the turn or the side acting changes), or a game turn. */
  readonly per: 'phase' | 'turn';
}

/**
 * A procedure: a span of play with its own state, verbs and decisions, that
 * can call other procedures and resume when they end (Rally the Troops'
 * `call`/`end`). Configured by data plus small hooks.
 *
 * @typeParam L - its local state.
 * @typeParam Args - what it is started with.
 * @typeParam D - the kinds of decision it asks (none by default).
 * @category Procedures
 */
export interface ProcedureDefinition<G extends Spec, L = JsonValue, Args = JsonValue, D extends string = never> {
  /** The rule the procedure carries out. */
  readonly rule?: string;
  /** Builds the local state; may call other procedures or end at once. */
  start(ctx: ProcedureContext<G, L>, args: Args): L;
  /** Its verbs: the only actions legal while it is on top of the stack (with the open decision's options). */
  readonly actions?: ActionMap<G, ProcedureReadContext<G, L>, ProcedureContext<G, L>>;
  /**
   * The kinds of decision it asks (`ctx.decide`'s `kind`): `defineGame` reads
   * them into the game's {@link DecisionOf}, so a game declares only the kinds
   * its own rules ask.
   */
  readonly decisions?: readonly D[];
  /** Runs when a procedure it called has ended, with that one's result. */
  resume?(ctx: ProcedureContext<G, L>, result: JsonValue, from: string): void;
  /** Its local state as `side` may see it (default: as is, hidden unit ids shown as their markers). */
  view?(ctx: ProcedureReadContext<G, L>, side: string): JsonValue;
}

/**
 * A map of procedures by name.
 *
 * @category Procedures
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProcedureMap<G extends Spec> = { readonly [name: string]: ProcedureDefinition<G, any, any, string> };

/**
 * One phase's hooks and verbs.
 *
 * @category Engine
 */
export interface PhaseDefinition<G extends Spec> {
  /** The phase's name as the rules print it (`"Defensive Fire"`); default: its key in words. */
  readonly title?: string;
  /** Runs on entering the phase; may call `ctx.endPhase()` to move straight on. */
  readonly enter?: (ctx: RulesContext<G>) => void;
  /** Runs on leaving the phase. */
  readonly exit?: (ctx: RulesContext<G>) => void;
  /** Verbs legal in this phase while no procedure is under way. */
  readonly actions?: ActionMap<G>;
  /** A procedure that is the phase: started on entry; the phase ends when it does. */
  readonly run?: string;
}

/**
 * A numbered track: its range (values are clamped to it) and where it starts.
 *
 * @category Engine
 */
export interface TrackDefinition {
  /** Its name in the log, e.g. `"Allied Supply Level"` (default: the track's key). */
  readonly label?: string;
  /** Lowest value. */
  readonly min?: number;
  /** Highest value. */
  readonly max?: number;
  /** Value at the start. */
  readonly start?: number;
  /** The rule that sets the range. */
  readonly rule?: string;
}

/**
 * A game's stacking limit, as a question about unit ids.
 *
 * @category Board
 */
export interface StackingDefinition {
  /** Whether these units (all of one side) may share a hex. */
  readonly allows: (ids: readonly string[]) => boolean;
  /** The rule that sets the limit. */
  readonly rule?: string;
}

/**
 * A unit flag that the core clears by itself: at the end of each phase, player
 * turn or game turn.
 *
 * @category Engine
 */
export interface FlagDefinition {
  /**
   * When the core clears the flag: at the end of each phase, of each turn, or
   * never (`'game'`: a lasting mark such as a gun's crew, which the game's own
   * rules change when they must).
   */
  readonly until: 'phase' | 'turn' | 'game';
  /** The rule that says so. */
  readonly rule?: string;
}
/**
 * A game as data plus hooks: what `defineGame` takes. Every hook takes a
 * context first.
 *
 * @example
 * ```ts
 * import { declareTypes, setupGame } from 'hexwar';
 * import { endPhaseVerb } from 'hexwar/procedures';
 *
 * // The plugin guide's game, abridged: data (map, counters, scenarios) beside hooks (set-up, verbs, result).
 * const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });
 * export const crossing = kit.defineGame({
 *   id: 'crossing', title: 'The Crossing at Harlow', version: '1.0.0',
 *   map: MAP, counters: COUNTERS,
 *   scenarios: { standard: { title: 'The crossing', description: 'Four turns; Blue moves first.' } },
 *   setup: () => ({ units: COUNTERS.map((c) => ({ id: c.id, side: c.side, at: START[c.id]!, steps: c.steps })), data: null }),
 *   flags: { moved: { until: 'phase', rule: '4.1' } },
 *   phases: { movement: { actions: { move, endMovement: endPhaseVerb('endMovement', '4.5') } } },
 *   finalResult: (ctx) => ({ winner: holder(ctx) ?? 'red', reason: 'holds Harlow at the end of turn 4 (6)' }),
 * });
 * ```
 * @category Engine
 */
export interface GameDefinition<G extends Spec = AnySpec> {
  /** Short id, used by `hexwar play <id>` and in saves. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** The plugin's version; saves from another version are refused on load. */
  readonly version: string;
  /** The sides, in the order the game names them. */
  readonly sides: readonly G['side'][];
  /** The map as data, for a hex game (give `table` instead for a tabletop game). */
  readonly map?: MapData;
  /** The table as data, for a miniatures game played in inches (instead of `map`). */
  readonly table?: TableData;
  /** The counters, each of one of the game's sides (a misspelt side does not compile). */
  readonly counters: readonly CounterData<G['side']>[];
  /** Scenarios by id. */
  readonly scenarios: { readonly [id: string]: ScenarioInfo };
  /** Optional rules as a zod object schema with defaults; `{}` must parse. */
  readonly options?: z.ZodType<G['options']>;
  /** The sequence of play. */
  readonly sequence: SequenceDefinition;
  /** The guards the sequence names, as questions about the match. */
  readonly guards?: {
    /** Asked where the sequence names the guard (`when`, `while`, `gameOver`): true lets that step, loop or ending happen. */
    readonly [guard: string]: (ctx: ReadContext<G>, at: FlowPosition) => boolean;
  };
  /** Builds the starting position. */
  setup(ctx: SetupContext<G>): SetupResult<G>;
  /** Numbered tracks with their ranges and starting values. */
  readonly tracks?: { readonly [track: string]: TrackDefinition };
  /**
   * Every unit flag the game sets, with how long it lasts (the core clears
   * those that last a phase or a turn). A game that declares its flags'
   * types (`GameTypes.flags`) must list each of them here, and only them.
   */
  readonly flags?: { readonly [K in keyof G['flags']]-?: FlagDefinition };
  /**
   * Flags every side sees on a hidden unit's marker, because the marker itself
   * shows them (a disrupted counter turned to face the enemy); all other flags
   * of a hidden unit stay hidden.
   */
  readonly markerFlags?: readonly (keyof G['flags'] & string)[];
  /**
   * The stacking limit: whether these units of one side may share a hex. The
   * board answers `room(hex, unit)` by it, and the core's set-up, retreats and
   * end-of-turn overstacking use it unless told otherwise.
   */
  readonly stacking?: StackingDefinition;
  /** Phase hooks and verbs, by phase. */
  readonly phases?: { readonly [P in G['phase']]?: PhaseDefinition<G> };
  /** Verbs legal in every phase while no procedure is under way (their `legal` says when). */
  readonly actions?: ActionMap<G>;
  /** Procedures by name. */
  readonly procedures?: ProcedureMap<G>;
  /**
   * Runs whenever the core takes a step from a unit (combat results, retreat
   * rolls, {@link hexwar/combat!loseStep}): the place for "+1 VP for each enemy step lost".
   */
  readonly onStepLost?: (ctx: RulesContext<G>, unit: UnitOf<G>, eliminated: boolean, why: string) => void;
  /** Samplers for open action fields, by kind. */
  readonly samplers?: { readonly [kind: string]: OpenSampler };
  /** The sides that may act now (no procedure under way, no decision open); default: the active side. */
  readonly actingSides?: (ctx: ReadContext<G>) => readonly G['side'][];
  /** Checked after every action: a result ends the game. */
  readonly checkResult?: (ctx: ReadContext<G>) => GameResult | null;
  /**
   * Whether a player may concede, and the rule that says so (a scenario that
   * runs "until one player concedes"). `{ type: 'concede', side }` is then
   * accepted from either side at any moment of play, in or out of turn and
   * with a decision open; it is never listed, so bots and the fuzzer never
   * concede. It ends the game: with two sides the other one wins, with more
   * no one does.
   */
  readonly concession?: {
    /** The rule that lets a player concede, cited in the log and the result. */
    readonly rule: string;
  };
  /** The result when the sequence of play runs out (after the last turn). */
  finalResult(ctx: ReadContext<G>): GameResult;
  /** Redacts the game's own data for a side (secret plans, face-down chits). Units are redacted by the core. */
  readonly viewData?: (ctx: ReadContext<G>, side: G['side']) => JsonValue;
  /** The game's own invariants, checked by the fuzzer after every action: each string is a broken one. */
  readonly invariants?: (ctx: ReadContext<G>) => string[];
  /** Each side's name as a log reads it (`us` → `American`); by default the id with a capital. */
  readonly sideNames?: { readonly [S in G['side']]?: string };
  /**
   * A unit's name in a player's words where the core's would not do: a unit
   * that is no counter's (a team of figures, `T4 (infantry unit)`), or a
   * counter whose id is no name (Myitkyina's decoys); `undefined` lets the
   * core say it.
   */
  readonly unitName?: (id: string) => string | undefined;
  /**
   * The game's own events, each with its fields and its words in the log
   * ({@link hexwar!declareEvent}), and any of the core's it words its own way
   * ({@link hexwar!rewordEvent}).
   */
  readonly events?: EventWordsOf<G['event']>;
  /** Heuristic bot hooks. */
  readonly bot?: BotHooks<G>;
  /** The tables a player looks up (the CRT, the fire tables), for a page or a terminal to show on demand. */
  readonly reference?: readonly ReferenceTable[];
}
