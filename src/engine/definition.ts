import type { z } from 'zod';
import type { RuleViolation } from '../errors';
import type { FlowPosition, PhaseOf, SequenceDefinition } from '../flow';
import type { HexMap, MapData } from '../map';
import type { Random } from '../random';
import type { HexBoard } from '../board/hex';
import type { TableBoard } from '../board/table';
import type { TableData } from '../tabletop/table';
import type { TablePosition } from '../tabletop/figures';
import type { Board } from '../board/board';
// eslint-disable-next-line @typescript-eslint/no-unused-vars
import type { loseStep } from '../procedures/steps';
import type { ActionDescriptor, OpenSampler } from './legal';
import type { CoreEvent } from './events';
import type { VerbForecast } from './forecast';
import type {
  Action,
  CounterData,
  GameEvent,
  GameResult,
  JsonValue,
  MatchState,
  MatchView,
  PendingDecision,
  Position,
  ProcedureFrame,
  ReferenceTable,
  ScenarioInfo,
  UnitPatch,
  UnitState,
} from './types';

/**
 * What a plugin declares about its own types, beside its definition: its data,
 * options, the events it emits and the kinds of decision it asks. Give it as
 * `types: {} as { data: MyData; events: MyEvent }` in `defineGame` (only the
 * type matters), or to {@link SpecOf} for rules written in other files.
 *
 * @category Engine
 */
export interface GameTypes {
  /** The game's own data in the match state. */
  readonly data?: unknown;
  /** The optional rules, after defaults. */
  readonly options?: object;
  /** The union of the events the game emits, each exactly typed. */
  readonly events?: {
    /** The event's kind, e.g. `"moved"`. */
    readonly type: string;
  };
  /**
   * Or only the names of the events the game emits (their fields loosely typed):
   * a misspelt event type still does not compile.
   */
  readonly eventTypes?: string;
  /** The union of the kinds of decision the game asks. */
  readonly decisions?: string;
  /** The board's position type (a hex label by default). */
  readonly position?: Position;
}

/**
 * Everything the compiler knows about a game's names: its data and options, the
 * events it emits, its phases and sides, the kinds of decision it asks and its
 * board's positions. Hooks are typed by it, so `ctx.phase === 'movment'` or
 * `ctx.emit({ type: 'mvoed' })` does not compile.
 *
 * @category Engine
 */
export interface Spec {
  /** The game's own data. */
  readonly data: unknown;
  /** Its optional rules. */
  readonly options: object;
  /** The events it emits. */
  readonly event: {
    /** The event's kind, e.g. `"moved"`. */
    readonly type: string;
  };
  /** Its phase names. */
  readonly phase: string;
  /** Its side names. */
  readonly side: string;
  /** Its decision kinds. */
  readonly decision: string;
  /** Its board's positions. */
  readonly position: Position;
  /** Its board: a hex board, or a tabletop; either way a {@link Board} of its positions. */
  readonly board: Board;
}

/**
 * A game on a hex map: positions are hex labels, the board a {@link HexBoard}.
 * Procedures that need hexes (zones of control, hexsides, set-up zones) take it.
 *
 * @category Board
 */
export type HexSpec = Omit<Spec, 'position' | 'board'> & {
  /** A hex label, e.g. `"B4"`. */
  readonly position: string;
  /** A hex board. */
  readonly board: HexBoard;
};

/**
 * A game on a table: positions are points in inches, the board a {@link TableBoard}.
 *
 * @category Board
 */
export type TableSpec = Omit<Spec, 'position' | 'board'> & {
  /** A point on the table. */
  readonly position: TablePosition;
  /** A tabletop. */
  readonly board: TableBoard;
};

/**
 * The {@link Spec} of a game from its declared types, its sequence of play and its sides.
 *
 * @example
 * ```ts
 * export type G = SpecOf<{ data: MyData; events: MyEvent }, typeof sequence, typeof SIDES>;
 * ```
 * @category Engine
 */
export type SpecOf<T extends GameTypes, Seq = SequenceDefinition, Sides extends readonly string[] = readonly string[]> = {
  /** The game's own data (any JSON if none is declared). */
  readonly data: T extends {
    /** The declared data. */
    readonly data: infer D;
  }
    ? D
    : JsonValue;
  /** The optional rules, after defaults (a map of JSON values if none are declared). */
  readonly options: T extends {
    /** The declared options. */
    readonly options: infer O extends object;
  }
    ? O
    : { readonly [option: string]: JsonValue };
  /** The union of the game's own events (any {@link GameEvent} if none is declared). */
  readonly event: T extends {
    /** The declared events. */
    readonly events: infer E extends {
      /** The event's kind. */
      readonly type: string;
    };
  }
    ? E
    : T extends {
          /** The declared event names. */
          readonly eventTypes: infer N extends string;
        }
      ? NamedEvent<N>
      : GameEvent;
  /** The phase names, read from the sequence of play. */
  readonly phase: PhaseOf<Seq>;
  /** The side names. */
  readonly side: Sides[number];
  /** The kinds of decision the game asks, the core's procedures' among them (any string if none are declared). */
  readonly decision: T extends {
    /** The declared decision kinds. */
    readonly decisions: infer K extends string;
  }
    ? K | CoreDecisionKind
    : string;
  /** The board's position type (a hex label unless declared). */
  readonly position: T extends {
    /** The declared position type. */
    readonly position: infer P extends Position;
  }
    ? P
    : string;
  /** The board: a tabletop when positions are points, a hex board otherwise. */
  readonly board: T extends {
    /** The declared position type. */
    readonly position: infer P extends Position;
  }
    ? [P] extends [string]
      ? HexBoard
      : TableBoard
    : HexBoard;
};

/** A spec that accepts any game; used where the engine holds games of every kind. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnySpec = {
  /** Any game's data. */
  readonly data: any;
  /** Any game's options. */
  readonly options: any;
  /** Any game's events. */
  readonly event: any;
  /** Any phase name. */
  readonly phase: string;
  /** Any side name. */
  readonly side: string;
  /** Any decision kind. */
  readonly decision: string;
  /** Any board position. */
  readonly position: any;
  /** A hex board (loosely typed code is hex code). */
  readonly board: HexBoard;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The kinds of decision the core's procedures ask: the defender's support, a
 * loss, a loss or a retreat, where to retreat, the advance, where a
 * reinforcement enters. A game that declares its own decision kinds gets these
 * too.
 *
 * @category Procedures
 */
export type CoreDecisionKind = 'defSupport' | 'takeLoss' | 'lossOrRetreat' | 'retreat' | 'retreatTo' | 'advance' | 'enterAt';

/**
 * An event known by name only: its type is one of `N`, its fields loosely typed.
 *
 * @category Engine
 */
export interface NamedEvent<N extends string> extends GameEvent {
  /** One of the game's event names. */
  readonly type: N;
}

/**
 * The board a game's hooks see: a hex board when positions are hex labels, a
 * tabletop when they are points.
 *
 * @category Board
 */
export type BoardOf<G extends Spec> = G['board'];

/**
 * The events a game may emit: its own (exactly typed) and the core's (types
 * checked, fields loosely typed). A game that declares no events may emit any.
 *
 * @category Engine
 */
export type EventOf<G extends Spec> = G['event'] | CoreEvent;

/**
 * The read-only context every hook receives first: the state, the board and
 * the questions every rule asks.
 *
 * @category Engine
 */
export interface ReadContext<G extends Spec = AnySpec> {
  /** The match state as it stands (including changes made so far in this step). */
  readonly state: MatchState<G['data'], G['position']>;
  /**
   * The board with its queries, memoised per state: a {@link HexBoard} for a hex
   * game (neighbours, distance, terrain, who stands where, zones of control,
   * stacking), a {@link TableBoard} for a tabletop (figures, nearest, within,
   * distance, sight, cover, paths).
   */
  readonly board: BoardOf<G>;
  /** The compiled map (the board's), kept for code that works on cells (hex games only). */
  readonly map: HexMap;
  /** The optional rules chosen. */
  readonly options: G['options'];
  /** The game's own data, as it stands. */
  readonly data: G['data'];
  /** The game turn. */
  readonly turn: number;
  /** The current phase. */
  readonly phase: G['phase'] | 'over';
  /** The active side, if any. */
  readonly active: G['side'] | null;
  /** The procedures under way, outermost first. */
  readonly stack: readonly ProcedureFrame[];
  /** A counter's printed data; throws a typed error for an unknown id. */
  counter(id: string): CounterData;
  /** A unit's state; throws a typed error for an unknown id. */
  unit(id: string): UnitState<G['position']>;
  /** Whether a unit of that id is in the match. */
  hasUnit(id: string): boolean;
  /** Every unit, or those passing `filter`. */
  units(filter?: (u: UnitState<G['position']>) => boolean): UnitState<G['position']>[];
  /** Units at a board position (a hex label). */
  unitsAt(at: string): UnitState<G['position']>[];
  /** A track's value (0 if never set). */
  track(name: string): number;
  /** The local state of the innermost procedure of that name under way, or `null`. */
  frame<L = JsonValue>(proc: string): L | null;
  /** A unit's printed factors on its current face (full strength while it has all its steps). */
  factors(unit: UnitState<G['position']> | string): NonNullable<CounterData['factors']>[number];
}

/**
 * A decision a rule opens, typed by the game's decision kinds.
 *
 * @category Engine
 */
export interface DecisionRequest<G extends Spec> extends Omit<PendingDecision, 'side' | 'kind'> {
  /** The side that must decide. */
  readonly side: G['side'];
  /** What kind of decision. */
  readonly kind: G['decision'];
  /**
   * When only one option is open: `'ask'` (the default) asks all the same;
   * `'carry-out'` carries it out at once, through the same checks as a
   * player's answer (the engine's resolve pipeline), as if it had been chosen.
   */
  readonly single?: 'ask' | 'carry-out';
}

/**
 * Step losses, the core's (what `loseStep` and `eliminate` do): each loss flips
 * a unit to its reduced side or eliminates it, says so with a `stepLost` event,
 * and runs the game's `onStepLost` hook.
 *
 * @category Procedures
 */
export interface StepLosses<P extends Position = string> {
  /** Takes one step from a unit; returns the unit after the loss. */
  lose(id: string, why: string, rule?: string): UnitState<P>;
  /** Takes every step a unit has left, one `stepLost` event per step. */
  eliminate(id: string, why: string, rule?: string): UnitState<P>;
}

/**
 * The context an action handler or phase hook receives: read the state, change
 * it through these methods (the engine shares structure and never mutates the
 * state it was given), roll dice, emit events, call procedures, and end the
 * phase or the game.
 *
 * @category Engine
 */
export interface RulesContext<G extends Spec = AnySpec> extends ReadContext<G> {
  /** The match's dice, cups and decks; every draw becomes an event with its purpose. */
  readonly random: Random;
  /** Changes a unit (shallow merge; `flags` are merged too; a field or flag given as `undefined` is removed). */
  updateUnit(id: string, patch: UnitPatch<G['position']>): UnitState<G['position']>;
  /** Changes several units at once, each as {@link RulesContext.updateUnit} would (the unit list is copied once, not once per unit). */
  updateUnits(patches: { readonly [id: string]: UnitPatch<G['position']> }): void;
  /** Puts a new unit into play (a reinforcement built at run time). */
  addUnit(unit: UnitState<G['position']>): void;
  /** Replaces the game's own data. */
  setData(data: G['data']): void;
  /**
   * Sets a track (bounded tracks are clamped to their range); with `why`, a
   * `track` event says so (from, to, why, rule). Returns the new value.
   */
  setTrack(name: string, value: number, why?: string, rule?: string): number;
  /** Adds to a track (bounded tracks are clamped), with an event when `why` is given; returns the new value. */
  addToTrack(name: string, delta: number, why?: string, rule?: string): number;
  /** Records an event. */
  emit(event: EventOf<G>): void;
  /** Step losses: a unit flipped or eliminated, the `stepLost` event, the game's `onStepLost` hook. */
  readonly steps: StepLosses<G['position']>;
  /**
   * Runs `run` with the dice in secret: every draw it makes (die, dice, int,
   * pick, shuffle, chit or card) is recorded as an event only `sides` may see
   * (`visibleTo`, with no public form), so another side's view, events and log
   * never show the result (a hidden plan rolled at the start, the order of a
   * solo opponent's arrivals). Events `run` emits itself keep their own
   * visibility. The draws still count for undo, which never goes back past them.
   *
   * @example
   * ```ts
   * const order = ctx.secretly(['tan'], () => ctx.random.shuffle(UNITS, 'arrival order'));
   * ```
   */
  secretly<T>(sides: readonly G['side'][], run: () => T): T;
  /**
   * Records an event about a unit. While the unit is hidden, only its owner sees
   * the event as given; every other side sees a copy in which each field naming
   * the unit's id names its marker instead.
   */
  emitAbout(unit: UnitState<G['position']>, event: EventOf<G>): void;
  /** Opens a decision for a side; its options become the only legal actions. */
  decide(decision: DecisionRequest<G>): void;
  /** Closes the open decision. */
  clearDecision(): void;
  /** Marks that something hidden was revealed, so undo cannot go back past it. */
  revealed(): void;
  /** Ends the current phase once the handler returns; the sequence of play moves on. */
  endPhase(): void;
  /** Sets who is active (for games whose active side is not fixed by the sequence). */
  setActive(side: G['side'] | null): void;
  /** Ends the game. */
  endGame(result: GameResult): void;
  /** Refuses the action: the state stays as it was and the player gets this reason. */
  reject(code: string, message: string, rule?: string): never;
  /**
   * Starts a procedure on top of the stack (an attack inside an activation);
   * its `start` hook runs at once. When it ends, the caller's `resume` hook
   * gets its result.
   */
  call(procedure: string, args?: JsonValue, side?: G['side'] | null): void;
  /** Ends the procedure on top of the stack, handing `result` to the one below (or to the phase). */
  end(result?: JsonValue): void;
}

/**
 * The context inside a procedure: the rules context plus the procedure's own
 * slice of state.
 *
 * @typeParam L - the procedure's local state.
 * @category Procedures
 */
export interface ProcedureContext<G extends Spec, L> extends RulesContext<G> {
  /** The procedure's own state (the top frame's). */
  readonly local: L;
  /** Replaces the procedure's own state. */
  setLocal(local: L): void;
}

/**
 * The read-only context a procedure's `legal` and `view` hooks receive.
 *
 * @category Procedures
 */
export interface ProcedureReadContext<G extends Spec, L> extends ReadContext<G> {
  /** The procedure's own state. */
  readonly local: L;
}

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
   * weapon's). Wording that depends on more goes in the game's `describeAction`.
   */
  readonly says?: string | { words(ctx: C, action: Pay & { readonly type: string; readonly side: G['side'] }): string }['words'];
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
  /** Carries the action out (it is legal), or calls `ctx.reject` with a reason. */
  apply(ctx: W, action: Pay & { readonly type: string; readonly side: G['side'] }): void;
}

/**
 * A map of verbs by action type.
 *
 * @category Engine
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ActionMap<G extends Spec, C extends ReadContext<G> = ReadContext<G>, W extends RulesContext<G> = RulesContext<G>> = { readonly [type: string]: ActionDefinition<G, any, C, W> };

/**
 * A procedure: a span of play with its own state, verbs and decisions, that
 * can call other procedures and resume when they end (Rally the Troops'
 * `call`/`end`). Configured by data plus small hooks.
 *
 * @typeParam L - its local state.
 * @typeParam Args - what it is started with.
 * @category Procedures
 */
export interface ProcedureDefinition<G extends Spec, L = JsonValue, Args = JsonValue> {
  /** The rule the procedure carries out. */
  readonly rule?: string;
  /** Builds the local state; may call other procedures or end at once. */
  start(ctx: ProcedureContext<G, L>, args: Args): L;
  /** Its verbs: the only actions legal while it is on top of the stack (with the open decision's options). */
  readonly actions?: ActionMap<G, ProcedureReadContext<G, L>, ProcedureContext<G, L>>;
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
export type ProcedureMap<G extends Spec> = { readonly [name: string]: ProcedureDefinition<G, any, any> };

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
 * The context the set-up hook receives.
 *
 * @category Engine
 */
export interface SetupContext<G extends Spec = AnySpec> {
  /** The scenario chosen. */
  readonly scenario: string;
  /** The optional rules chosen. */
  readonly options: G['options'];
  /** The game's compiled map (hex games only). */
  readonly map: HexMap;
  /** The board, with no units on it yet. */
  readonly board: BoardOf<G>;
  /** The match's dice (set-up may be random). */
  readonly random: Random;
  /** A counter's printed data. */
  counter(id: string): CounterData;
}

/**
 * What a game's set-up returns.
 *
 * @category Engine
 */
export interface SetupResult<G extends Spec = AnySpec> {
  /** Every unit, on the board or off it. */
  readonly units: readonly UnitState<G['position']>[];
  /** The game's own data at the start. */
  readonly data: G['data'];
  /** Starting track values (tracks declared with a `start` need none). */
  readonly tracks?: { readonly [track: string]: number };
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
  /** When the flag is cleared. */
  readonly until: 'phase' | 'turn';
  /** The rule that says so. */
  readonly rule?: string;
}

/**
 * A context over a side's view, for bots: the same questions as a
 * {@link ReadContext}, answered from what that side may see.
 *
 * @category Bots
 */
export interface BotContext<G extends Spec = AnySpec> extends ReadContext<G> {
  /** The side the bot plays. */
  readonly side: G['side'];
  /** The view it sees. */
  readonly view: MatchView<G['data'], G['position']>;
  /** The hexes its side fights for, from the game's `bot.objectives` (none if it has no such hook). */
  readonly objectives: readonly string[];
}

/**
 * Heuristic hooks for bots: how much a side likes an action. The bot plays the
 * best-scored legal action (ties broken at random). It sees only its side's view.
 *
 * @category Bots
 */
export interface BotHooks<G extends Spec = AnySpec> {
  /** Scores an action for the bot's side, higher is better; `undefined` (or no hook) leaves it to the core's default, `coreScore`. */
  readonly score?: (ctx: BotContext<G>, action: Action) => number | undefined;
  /**
   * The hexes a side fights for (objectives, victory hexes, the enemy's base):
   * the core's default scores moves, entries, attacks and advances by them.
   */
  readonly objectives?: (ctx: BotContext<G>, side: G['side']) => readonly string[];
  /**
   * The actions worth scoring out of the legal descriptors (default: every
   * listable action; open descriptors are sampled).
   */
  readonly candidates?: (ctx: BotContext<G>, descriptors: readonly ActionDescriptor[]) => readonly Action[];
  /**
   * How good a position is for `side`, in the game's words (objectives held,
   * losses, VP, supply): about +1 for a decisive advantage, -1 for a decisive
   * disadvantage, 0 for even. The search bot adds it to the core's count of
   * strength left on each side and scores its playouts by the sum.
   */
  readonly evaluate?: (ctx: ReadContext<G>, side: G['side']) => number;
  /**
   * Draws the parts of the position that `ctx.side` cannot see, consistent with
   * what it does see (which hidden counter stands under which marker, a sealed
   * order, the order of a deck). Whatever it leaves out the core draws by
   * default: hidden units spread at random over the markers, the data as the
   * view shows it. It reads only the view and draws only with `draw`.
   */
  readonly determinize?: (ctx: BotContext<G>, draw: (n: number) => number) => HiddenParts<G>;
  /** The search bot's settings where the game needs its own (see {@link SearchTuning}). */
  readonly search?: SearchTuning;
}

/**
 * The hidden parts of a position a game's `bot.determinize` draws: each given
 * part replaces the core's default guess.
 *
 * @category Bots
 */
export interface HiddenParts<G extends Spec = AnySpec> {
  /** Every unit, hidden ones as counters (default: markers matched at random to the hidden counters). */
  readonly units?: readonly UnitState<G['position']>[];
  /** The game's own data with its secrets filled in (default: the data as the view shows it). */
  readonly data?: G['data'];
}

/**
 * How the search bot plays a game, where the defaults do not suit it.
 *
 * @category Bots
 */
export interface SearchTuning {
  /** Actions played out after the search tree's leaf before the position is scored (default 12). */
  readonly depth?: number;
  /** How the playouts choose: the heuristic bot's choice, or uniformly at random (default `'heuristic'`). */
  readonly playout?: 'heuristic' | 'random';
  /** How much the search explores beyond the heuristic's favourites: the PUCT constant on values from 0 to 1 (default 1). */
  readonly exploration?: number;
  /** How far the heuristic's scores are trusted as priors: they become shares by a softmax at this temperature (default 1; higher trusts them less). */
  readonly temperature?: number;
  /** How many worlds (hidden parts and dice) are drawn per decision and visited in turn (default: a new one every iteration). */
  readonly worlds?: number;
  /** How steeply the evaluation becomes a chance of winning: value = 1 / (1 + e^(-k·score)) (default 3). */
  readonly sharpness?: number;
}

/**
 * A game as data plus hooks: what `defineGame` takes. Every hook takes a
 * context first.
 *
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
  /** The counters. */
  readonly counters: readonly CounterData[];
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
  /** Unit flags the core clears by itself. */
  readonly flags?: { readonly [flag: string]: FlagDefinition };
  /**
   * Flags every side sees on a hidden unit's marker, because the marker itself
   * shows them (a disrupted counter turned to face the enemy); all other flags
   * of a hidden unit stay hidden.
   */
  readonly markerFlags?: readonly string[];
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
   * rolls, {@link loseStep}): the place for "+1 VP for each enemy step lost".
   */
  readonly onStepLost?: (ctx: RulesContext<G>, unit: UnitState<G['position']>, eliminated: boolean, why: string) => void;
  /** Samplers for open action fields, by kind. */
  readonly samplers?: { readonly [kind: string]: OpenSampler };
  /** The sides that may act now (no decision pending, no procedure under way); default: the active side. */
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
   * A unit's name in a player's words when it is no counter's (a team of
   * figures, `T4 (infantry unit)`); `undefined` lets the core say it.
   */
  readonly unitName?: (id: string) => string | undefined;
  /**
   * An action in a player's words, after the side's name (`"move 1 WY to C9"`;
   * the core puts `"Allied: "` before it in the log); `undefined` lets the
   * verb's `says` or the core say it.
   */
  readonly describeAction?: (ctx: ReadContext<G>, action: Action) => string | undefined;
  /** One line describing an event for logs, `null` to leave it out, `undefined` to let the core say it. */
  readonly describeEvent?: (ctx: ReadContext<G>, event: EventOf<G>) => string | null | undefined;
  /** Heuristic bot hooks. */
  readonly bot?: BotHooks<G>;
  /** The tables a player looks up (the CRT, the fire tables), for a page or a terminal to show on demand. */
  readonly reference?: readonly ReferenceTable[];
}
