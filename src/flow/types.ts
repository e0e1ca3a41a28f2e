import type { EventObject, MetaObject, ParameterizedObject, StateMachine, StateSchema, StateValue } from 'xstate';

/**
 * Where the sequence of play stands: the game turn, the phase, and whose player
 * turn it is. Derived from a {@link FlowState} by {@link Flow.position}.
 *
 * @typeParam Phase - the game's phase names (see {@link PhaseOf}).
 * @typeParam Side - the game's side names (see {@link SideOf}).
 * @category Flow
 */
export interface FlowPosition<Phase extends string = string, Side extends string = string> {
  /** The game turn, from 1; 0 during the set-up steps. */
  readonly turn: number;
  /** The current phase, or `"over"` once the game has ended. */
  readonly phase: Phase | 'over';
  /** The side whose player turn it is, inside a player-turn block; otherwise `null`. */
  readonly side: Side | null;
  /** The names from the top of the sequence down to the phase, e.g. `['turn', 'activations', 'activation']`. */
  readonly path: readonly string[];
  /** True once the game has ended: after the last turn, or when the game-over guard held. */
  readonly over: boolean;
  /** How many phases have been entered so far (the end of the game counts as one); only ever grows. */
  readonly step: number;
  /** For each loop the position is inside, by loop name, the number of passes begun (1 in the first pass). */
  readonly passes: Readonly<Record<string, number>>;
}

/**
 * A phase entered or left by one move of the sequence of play, for the engine to
 * run the game's entry and exit hooks.
 *
 * @category Flow
 */
export interface PhaseChange<Phase extends string = string, Side extends string = string> {
  /** The phase entered or left. */
  readonly phase: Phase;
  /** The game turn it belongs to (0 for set-up). */
  readonly turn: number;
  /** The side whose player turn it belongs to, or `null`. */
  readonly side: Side | null;
  /** The phase's rule number, when the sequence gives one. */
  readonly rule?: string;
}

/**
 * The sequence machine's context: the counters that the states themselves do not say.
 *
 * @category Flow
 */
export interface FlowContext {
  /** The game turn, from 1; 0 during the set-up steps. */
  readonly turn: number;
  /** The side whose player turn it is, or `null` outside player turns. */
  readonly side: string | null;
  /** The number of phases entered so far. */
  readonly step: number;
  /** The loops the flow is inside, by loop name. */
  readonly loops: Readonly<Record<string, LoopPass>>;
}

/**
 * How far a loop has got: its pass number, and the phase count when that pass began.
 *
 * @category Flow
 */
export interface LoopPass {
  /** Passes begun so far (0 before the first). */
  readonly pass: number;
  /** {@link FlowContext.step} when the current pass began; a pass that entered no phase ends the loop. */
  readonly from: number;
}

/**
 * A state value of the sequence machine: a state name, or nested state names.
 *
 * @category Flow
 */
export type FlowStateValue = string | { readonly [state: string]: FlowStateValue };

/**
 * The persisted form of the sequence of play, kept inside the match state. Plain
 * JSON: `JSON.parse(JSON.stringify(s))` restores the same position.
 *
 * @category Flow
 */
export interface FlowState {
  /** The machine's state value, e.g. `{ turn: { activations: 'activation' } }`. */
  readonly value: FlowStateValue;
  /** The machine's context. */
  readonly context: FlowContext;
}

/**
 * The one event the sequence machine accepts: the current phase is done. It
 * carries the match state so that the game's guards can read it.
 *
 * @category Flow
 */
export interface PhaseDoneEvent {
  /** The event type. */
  readonly type: 'PHASE_DONE';
  /** The match state the game's guards are asked about. */
  readonly match: unknown;
}

/**
 * What the sequence machine is started with (as the actor's `input`).
 *
 * @category Flow
 */
export interface FlowInput {
  /** The match state the game's guards are asked about while finding the first phase. */
  readonly match: unknown;
}

/**
 * A game's guard: a question about the match state, asked at a point of the
 * sequence. For a `when` or `while` guard, `at.phase` and `at.path` name the step
 * being decided (a phase, a loop or a player-turn block); for the game-over guard,
 * they name the phase just ending. Must be pure: it may be asked more than once.
 *
 * @category Flow
 */
export type FlowGuard<Match = unknown, Side extends string = string> = (
  match: Match,
  at: FlowPosition<string, Side>,
) => boolean;

/**
 * The XState machine behind a {@link Flow}: context {@link FlowContext}, event
 * {@link PhaseDoneEvent}, input {@link FlowInput}. Guards and actions are named
 * in its config (plain data, fit for a visualiser) and implemented by the flow.
 *
 * @category Flow
 */
export type FlowMachine = StateMachine<
  FlowContext,
  PhaseDoneEvent,
  Record<string, never>,
  never,
  ParameterizedObject,
  ParameterizedObject,
  never,
  StateValue,
  string,
  FlowInput,
  unknown,
  EventObject,
  MetaObject,
  StateSchema
>;
