import type { z } from 'zod';
import type { RuleViolation } from '../errors';
import type { FlowState, FlowPosition, SequenceDefinition, PhaseOf, GuardOf } from '../flow';
import type { HexMap, MapData } from '../map';
import type { Random, RandomState } from '../random';

/**
 * Any value that survives `JSON.parse(JSON.stringify(v))` unchanged.
 *
 * @category Engine
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A counter as printed: the static facts of a unit, never copied into state.
 * Games add their own fields (a range, a variant flag) beside these.
 *
 * @category Engine
 */
export interface CounterData {
  /** Unique id, e.g. `"1/3 GR"`. */
  readonly id: string;
  /** The side that owns it. */
  readonly side: string;
  /** Its printed name. */
  readonly name: string;
  /** Its type: `infantry`, `armour`, `artillery`, `decoy`, `air`, … */
  readonly type: string;
  /** Steps at full strength (1 for a single-step counter). */
  readonly steps: number;
  /** Its formation (brigade, regiment, division), if any. */
  readonly formation?: string;
  /** Its size for stacking (`battalion`, `regiment`, …), if it matters. */
  readonly size?: string;
  /** Printed factors by step, full strength first: `factors[steps - n]` is the side with n steps left. */
  readonly factors?: readonly StepFactors[];
}

/**
 * The factors printed on one side of a counter.
 *
 * @category Engine
 */
export interface StepFactors {
  /** Attack factor (`null` for a unit that may not attack, like a "*" armour factor). */
  readonly attack: number | null;
  /** Defence factor. */
  readonly defence: number;
  /** Movement allowance. */
  readonly movement: number;
  /** Range in hexes, for artillery. */
  readonly range?: number;
}

/**
 * A unit in play: where it is and what has happened to it. Plain JSON.
 *
 * @category Engine
 */
export interface UnitState {
  /** The counter's id. */
  readonly id: string;
  /** The side that owns it. */
  readonly side: string;
  /** Its hex's printed label, or `null` when it is not on the map. */
  readonly at: string | null;
  /** Where it is when off the map: a box id, `"reinforcements"`, `"eliminated"`, … */
  readonly box?: string;
  /** Steps left; 0 once eliminated. */
  readonly steps: number;
  /** Game-specific marks: disrupted, out of supply, fired, MP spent, … */
  readonly flags?: { readonly [flag: string]: JsonValue };
  /** Hidden from every other side until revealed. */
  readonly hidden?: boolean;
  /** The public id other sides see while the unit is hidden (never derived from `id`). */
  readonly marker?: string;
}

/**
 * A player's command: plain JSON, checked by zod, then by the rules.
 *
 * @category Engine
 */
export interface Action {
  /** The action's type, one of the game's actions. */
  readonly type: string;
  /** The side giving it. */
  readonly side: string;
  /** Anything else the action needs. */
  readonly [field: string]: JsonValue;
}

/**
 * Something that happened, for front ends to animate and for the log.
 * Events about hidden things carry `visibleTo` (the sides that may see them) and
 * `publicAs` (what everyone else sees instead, or `null` for nothing).
 *
 * @category Engine
 */
export interface GameEvent {
  /** What happened: `moved`, `dieRolled`, `oddsComputed`, `phaseChanged`, … */
  readonly type: string;
  /** The sides that may see this event; absent means everyone. */
  readonly visibleTo?: readonly string[];
  /** The event other sides see instead; `null` hides it from them entirely. */
  readonly publicAs?: GameEvent | null;
  /** The event's data. */
  readonly [field: string]: JsonValue | GameEvent | undefined;
}

/**
 * A decision the rules ask of one side in the middle of resolving something
 * (take a step or retreat, where to retreat, advance after combat). While it is
 * open, its options are the only legal actions.
 *
 * @category Engine
 */
export interface PendingDecision {
  /** The side that must decide. */
  readonly side: string;
  /** What kind of decision it is, for the game's handlers and for UIs. */
  readonly kind: string;
  /** The question, in a player's words. */
  readonly prompt: string;
  /** The rule that asks it. */
  readonly rule?: string;
  /** Every legal answer, each an action. */
  readonly options: readonly Action[];
  /** Whatever the game needs to carry on once it is answered. */
  readonly context?: JsonValue;
}

/**
 * How a game ended.
 *
 * @category Engine
 */
export interface GameResult {
  /** The winning side, or `null` for a draw. */
  readonly winner: string | null;
  /** Why, in a player's words. */
  readonly reason: string;
  /** The level of victory, when the game has levels (`"major"`, `"minor"`). */
  readonly level?: string;
  /** Victory points by side, when the game counts them. */
  readonly vp?: { readonly [side: string]: number };
}

/**
 * Which game, and which version of its plugin.
 *
 * @category Engine
 */
export interface GameRef {
  /** The game's id. */
  readonly id: string;
  /** The plugin's version. */
  readonly version: string;
}

/**
 * A scenario's description.
 *
 * @category Engine
 */
export interface ScenarioInfo {
  /** Its title. */
  readonly title: string;
  /** A line or two about it. */
  readonly description?: string;
}

/**
 * Another side's pending decision, as a view shows it: who must decide, not the options.
 *
 * @category Engine
 */
export interface PendingSummary {
  /** The side that must decide. */
  readonly side: string;
  /** What kind of decision it is. */
  readonly kind: string;
  /** The question. */
  readonly prompt: string;
}

/**
 * The whole state of a match: plain JSON, never mutated. `apply` returns a new
 * state that shares every unchanged part with the old one.
 *
 * @typeParam D - the game's own data (tracks, cups, markers, secret plans): any
 *   JSON-shaped type, interfaces included (the fuzzer checks it stays JSON).
 * @category Engine
 */
export interface MatchState<D = JsonValue> {
  /** Save format version. */
  readonly format: 1;
  /** The game and its version, checked on load. */
  readonly game: GameRef;
  /** The seed the match was created with. */
  readonly seed: number;
  /** The scenario played. */
  readonly scenario: string;
  /** The optional rules chosen, after defaults. */
  readonly options: { readonly [option: string]: JsonValue };
  /** Actions applied so far. */
  readonly step: number;
  /** The step of the last die roll or reveal: undo never goes back past it. */
  readonly undoFloor: number;
  /** The random generator's state. */
  readonly random: RandomState;
  /** The sequence of play's persisted state. */
  readonly flow: FlowState;
  /** The game turn (0 during set-up). */
  readonly turn: number;
  /** The current phase (`"over"` at the end). */
  readonly phase: string;
  /** The side whose player turn or activation it is, if any. */
  readonly active: string | null;
  /**
   * Every unit, in set-up order (an array, not a record keyed by id: copying a
   * 100-unit array is ~300 times cheaper than copying a 100-key object). Look
   * units up with `ctx.unit(id)`.
   */
  readonly units: readonly UnitState[];
  /** Numbered tracks: victory points, supply level, … */
  readonly tracks: { readonly [track: string]: number };
  /** The decision the rules are waiting for, if any. */
  readonly pending: PendingDecision | null;
  /** The game's own data. */
  readonly data: D;
  /** How the game ended, once it has. */
  readonly result: GameResult | null;
}

/**
 * An accepted action: the new state and what happened.
 *
 * @category Engine
 */
export interface Applied<D = JsonValue> {
  /** Accepted. */
  readonly ok: true;
  /** The new state (sharing every unchanged part with the old one). */
  readonly state: MatchState<D>;
  /** What happened, in order. */
  readonly events: readonly GameEvent[];
}

/**
 * A refused action: why, in a player's words, with the rule.
 *
 * @category Engine
 */
export interface Refused {
  /** Refused; the state is unchanged. */
  readonly ok: false;
  /** Why. */
  readonly error: RuleViolation;
}

/**
 * What `apply` returns: the new state and what happened, or why not.
 *
 * @category Engine
 */
export type ApplyResult<D = JsonValue> = Applied<D> | Refused;

/**
 * The read-only part of the context every hook receives.
 *
 * @category Engine
 */
export interface ReadContext<D = JsonValue, O = { readonly [option: string]: JsonValue }> {
  /** The match state as it stands (including changes made so far in this step). */
  readonly state: MatchState<D>;
  /** The game's compiled map, if it has one. */
  readonly map: HexMap;
  /** The optional rules chosen. */
  readonly options: O;
  /** The game's own data, as it stands. */
  readonly data: D;
  /** The game turn. */
  readonly turn: number;
  /** The current phase. */
  readonly phase: string;
  /** The active side, if any. */
  readonly active: string | null;
  /** A counter's printed data; throws a typed error for an unknown id. */
  counter(id: string): CounterData;
  /** A unit's state; throws a typed error for an unknown id. */
  unit(id: string): UnitState;
  /** Every unit, or those passing `filter`. */
  units(filter?: (u: UnitState) => boolean): UnitState[];
  /** Units in a hex, by printed label. */
  unitsAt(label: string): UnitState[];
  /** A track's value (0 if never set). */
  track(name: string): number;
}

/**
 * The context an action handler or phase hook receives: read the state, change
 * it through these methods (the engine shares structure and never mutates the
 * state it was given), roll dice, emit events, and end the phase or the game.
 *
 * @category Engine
 */
export interface RulesContext<D = JsonValue, O = { readonly [option: string]: JsonValue }> extends ReadContext<D, O> {
  /** The match's dice, cups and decks; every draw becomes an event with its purpose. */
  readonly random: Random;
  /** Changes a unit (shallow merge; `flags` are merged too). */
  updateUnit(id: string, patch: Partial<Omit<UnitState, 'id'>>): UnitState;
  /** Puts a new unit into play (a reinforcement built at run time). */
  addUnit(unit: UnitState): void;
  /** Replaces the game's own data. */
  setData(data: D): void;
  /** Sets a track. */
  setTrack(name: string, value: number): void;
  /** Adds to a track. */
  addToTrack(name: string, delta: number): number;
  /** Records an event. */
  emit(event: GameEvent): void;
  /**
   * Records an event about a unit. While the unit is hidden, only its owner sees
   * the event as given; every other side sees a copy in which each field naming
   * the unit's id names its marker instead.
   */
  emitAbout(unit: UnitState, event: GameEvent): void;
  /** Opens a decision for a side; its options become the only legal actions. */
  decide(decision: PendingDecision): void;
  /** Closes the open decision. */
  clearDecision(): void;
  /** Marks that something hidden was revealed, so undo cannot go back past it. */
  revealed(): void;
  /** Ends the current phase once the handler returns; the sequence of play moves on. */
  endPhase(): void;
  /** Sets who is active (for games whose active side is not fixed by the sequence). */
  setActive(side: string | null): void;
  /** Ends the game. */
  endGame(result: GameResult): void;
  /** Refuses the action: the state stays as it was and the player gets this reason. */
  reject(code: string, message: string, rule?: string): never;
}

/**
 * One kind of action a game accepts.
 *
 * @category Engine
 */
export interface ActionDefinition<D = JsonValue, O = { readonly [option: string]: JsonValue }> {
  /** A zod schema for the action's fields beyond `type` and `side`; errors name the exact path. */
  readonly schema?: z.ZodType;
  /** Carries the action out, or calls `ctx.reject` with a reason. */
  apply(ctx: RulesContext<D, O>, action: Action): void;
}

/**
 * Hooks run when a phase begins or ends. A hook may call `ctx.endPhase()` to move
 * straight on (a phase with nothing for the players to do).
 *
 * @category Engine
 */
export interface PhaseHooks<D = JsonValue, O = { readonly [option: string]: JsonValue }> {
  /** Runs on entering the phase. */
  readonly enter?: (ctx: RulesContext<D, O>) => void;
  /** Runs on leaving the phase. */
  readonly exit?: (ctx: RulesContext<D, O>) => void;
}

/**
 * What a game's set-up returns.
 *
 * @category Engine
 */
export interface SetupResult<D = JsonValue> {
  /** Every unit, on the map or off it. */
  readonly units: readonly UnitState[];
  /** The game's own data at the start. */
  readonly data: D;
  /** Starting track values. */
  readonly tracks?: { readonly [track: string]: number };
}

/**
 * The context the set-up hook receives.
 *
 * @category Engine
 */
export interface SetupContext<O = { readonly [option: string]: JsonValue }> {
  /** The scenario chosen. */
  readonly scenario: string;
  /** The optional rules chosen. */
  readonly options: O;
  /** The game's compiled map. */
  readonly map: HexMap;
  /** The match's dice (set-up may be random). */
  readonly random: Random;
  /** A counter's printed data. */
  counter(id: string): CounterData;
}

/**
 * Heuristic hooks for bots: how much a side likes an action. The bot plays the
 * best-scored legal action (ties broken at random). It sees only its side's view.
 *
 * @category Bots
 */
export interface BotHooks<D = JsonValue> {
  /** Scores an action for `side`, higher is better; `view` is that side's view of the state. */
  readonly score: (view: MatchView<D>, action: Action, side: string) => number;
}

/**
 * A game as data plus hooks: what `defineGame` takes.
 *
 * @typeParam D - the game's own state data.
 * @typeParam S - its sequence of play.
 * @typeParam O - its optional rules.
 * @category Engine
 */
export interface GameDefinition<D = JsonValue, S extends SequenceDefinition = SequenceDefinition, O extends { readonly [option: string]: JsonValue } = { readonly [option: string]: JsonValue }> {
  /** Short id, used by `hexwar play <id>` and in saves. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** The plugin's version; saves from another version are refused on load. */
  readonly version: string;
  /** The sides, in the order the game names them. */
  readonly sides: readonly string[];
  /** The map as data. */
  readonly map: MapData;
  /** The counters. */
  readonly counters: readonly CounterData[];
  /** Scenarios by id. */
  readonly scenarios: { readonly [id: string]: ScenarioInfo };
  /** Optional rules as a zod object schema with defaults; `{}` must parse. */
  readonly options?: z.ZodType<O>;
  /** The sequence of play. */
  readonly sequence: S;
  /** The guards the sequence names, as questions about the match state. */
  readonly guards: { readonly [G in GuardOf<S>]: (state: MatchState<D>, at: FlowPosition) => boolean };
  /** Builds the starting position. */
  setup(ctx: SetupContext<O>): SetupResult<D>;
  /** Phase entry and exit hooks. */
  readonly phases?: { readonly [P in PhaseOf<S>]?: PhaseHooks<D, O> };
  /** The game's actions by type. */
  readonly actions: { readonly [type: string]: ActionDefinition<D, O> };
  /** Every legal action for a side right now (no decision pending). */
  legalActions(ctx: ReadContext<D, O>, side: string): Action[];
  /** The sides that may act now (no decision pending); default: the active side. */
  readonly actingSides?: (ctx: ReadContext<D, O>) => readonly string[];
  /** Checked after every action: a result ends the game. */
  readonly checkResult?: (ctx: ReadContext<D, O>) => GameResult | null;
  /** The result when the sequence of play runs out (after the last turn). */
  finalResult(ctx: ReadContext<D, O>): GameResult;
  /** Redacts the game's own data for a side (secret plans, face-down chits). Units are redacted by the core. */
  readonly viewData?: (ctx: ReadContext<D, O>, side: string) => JsonValue;
  /** The game's own invariants, checked by the fuzzer after every action: each string is a broken one. */
  readonly invariants?: (ctx: ReadContext<D, O>) => string[];
  /** One line describing an action for logs, in a player's words. */
  readonly describeAction?: (ctx: ReadContext<D, O>, action: Action) => string;
  /** One line describing an event for logs, or `null` to leave it out of the log. */
  readonly describeEvent?: (event: GameEvent) => string | null;
  /** Heuristic bot hooks. */
  readonly bot?: BotHooks<D>;
}

/**
 * What one side may see of a match: hidden enemy units as unidentified markers,
 * no random generator state, the game's data as its `viewData` hook redacts it,
 * and the side's legal actions.
 *
 * @category Engine
 */
export interface MatchView<D = JsonValue> {
  /** The side this view is for. */
  readonly side: string;
  /** The game. */
  readonly game: GameRef;
  /** The optional rules in play (public knowledge). */
  readonly options: { readonly [option: string]: JsonValue };
  /** The game turn. */
  readonly turn: number;
  /** The phase. */
  readonly phase: string;
  /** The active side. */
  readonly active: string | null;
  /** Actions applied so far. */
  readonly step: number;
  /** Units this side may see (hidden enemy units as markers, by their marker id). */
  readonly units: readonly UnitState[];
  /** Tracks. */
  readonly tracks: { readonly [track: string]: number };
  /** The pending decision, if it is this side's (otherwise only who must decide). */
  readonly pending: PendingDecision | PendingSummary | null;
  /** The game's data as this side may see it. */
  readonly data: D | JsonValue;
  /** The result, once the game is over. */
  readonly result: GameResult | null;
  /** This side's legal actions. */
  readonly legalActions: readonly Action[];
}
