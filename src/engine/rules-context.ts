/**
 * The contexts the rules hooks receive: the read-only questions every rule asks, and the changes a rule may make.
 *
 * @module
 */
import type { HexMap } from '../map';
import type { Random } from '../random';
import type { CounterData, GameResult, JsonValue, PendingDecision, Position, ProcedureFrame, UnitFlags, UnitPatch, UnitState } from './types';
import type { Spec, AnySpec, BoardOf, EventOf, StateOf, UnitOf } from './spec';

/**
 * The read-only context every hook receives first: the state, the board and
 * the questions every rule asks.
 *
 * @category Engine
 */
export interface ReadContext<G extends Spec = AnySpec> {
  /** The match state as it stands (including changes made so far in this step). */
  readonly state: StateOf<G>;
  /**
   * The board with its queries, memoised per state: a {@link "hexwar/hex"!HexBoard} for a hex
   * game (neighbours, distance, terrain, who stands where, zones of control,
   * stacking), a {@link "hexwar/tabletop"!TableBoard} for a tabletop (figures, nearest, within,
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
  counter(id: string): CounterData<G['side']>;
  /** A unit's state; throws a typed error for an unknown id. */
  unit(id: string): UnitOf<G>;
  /** Whether a unit of that id is in the match. */
  hasUnit(id: string): boolean;
  /** The units passing a type guard, typed by it (`ctx.units((u): u is Placed => u.at !== null)`). */
  units<U extends UnitOf<G>>(filter: (u: UnitOf<G>) => u is U): U[];
  /** Every unit, or those passing `filter`. */
  units(filter?: (u: UnitOf<G>) => boolean): UnitOf<G>[];
  /** Units at a board position (a hex label). */
  unitsAt(at: string): UnitOf<G>[];
  /** A track's value (0 if never set). */
  track(name: string): number;
  /** The local state of the innermost procedure of that name under way, or `null`. */
  frame<L = JsonValue>(proc: string): L | null;
  /** A unit's printed factors on its current face (full strength while it has all its steps). */
  factors(unit: UnitOf<G> | string): NonNullable<CounterData['factors']>[number];
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
 * @typeParam P - the board's position.
 * @typeParam F - the units' flags.
 * @category Procedures
 */
export interface StepLosses<P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** Takes one step from a unit; returns the unit after the loss. */
  lose(id: string, why: string, rule?: string): UnitState<P, F, S>;
  /** Takes every step a unit has left, one `stepLost` event per step. */
  eliminate(id: string, why: string, rule?: string): UnitState<P, F, S>;
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
  updateUnit(id: string, patch: UnitPatch<G['position'], G['flags'], G['side']>): UnitOf<G>;
  /** Changes several units at once, each as {@link RulesContext.updateUnit} would (the unit list is copied once, not once per unit). */
  updateUnits(patches: { readonly [id: string]: UnitPatch<G['position'], G['flags'], G['side']> }): void;
  /** Puts a new unit into play (a reinforcement built at run time). */
  addUnit(unit: UnitOf<G>): void;
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
  readonly steps: StepLosses<G['position'], G['flags'], G['side']>;
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
  emitAbout(unit: UnitOf<G>, event: EventOf<G>): void;
  /** Opens a decision for a side (a frame of the core's `decision` procedure on top of the stack); its options become the only legal actions. */
  decide(decision: DecisionRequest<G>): void;
  /** Closes the open decision (takes its frame off the stack). */
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
