import { initialTransition, transition } from 'xstate';
import { HexwarError, type RuleViolation } from '../errors';
import { factsOf } from '../internal/memo';
import { buildMachine, positionAt, type PhaseLeaf } from './machine';
import { checkSequence, type GuardOf, type PhaseOf, type SequenceDefinition, type SideOf } from './sequence';
import type { FlowContext, FlowGuard, FlowMachine, FlowPosition, FlowState, FlowStateValue, LoopPass, PhaseChange, PhaseDoneEvent } from './types';

/**
 * The game's guard implementations for a sequence: one function for every guard
 * name the sequence uses, no more, no fewer (checked by the compiler for a
 * sequence made by {@link defineSequence}, and again at run time).
 *
 * @example
 * ```ts
 * import { createFlow, defineSequence } from 'hexwar';
 *
 * const sequence = defineSequence({
 *   turns: 8,
 *   steps: [{ phase: 'reinforcement', when: 'hasReinforcements' }, { sides: ['allied', 'japanese'], steps: [{ phase: 'movement' }, { phase: 'combat' }] }],
 * });
 * // One function per guard the sequence names: a missing or extra one does not compile.
 * const flow = createFlow(sequence, { hasReinforcements: (_match, at) => at.turn % 2 === 0 });
 * ```
 * @category Flow
 */
export type FlowGuards<S, Match = unknown> = { readonly [G in GuardOf<S>]: FlowGuard<Match, SideOf<S>> };

/**
 * What {@link Flow.start} returns: the first resting point and the phase entered.
 *
 * @category Flow
 */
export interface FlowStart<Phase extends string = string, Side extends string = string> {
  /** The persisted flow, to keep in the match state. */
  readonly state: FlowState;
  /** The phase entered (empty if every turn was skipped and the game is already over). */
  readonly entered: readonly PhaseChange<Phase, Side>[];
}

/**
 * What {@link Flow.advance} returns: the new flow state and the phases left and
 * entered, or the reason the flow cannot move.
 *
 * @category Flow
 */
export type FlowAdvance<Phase extends string = string, Side extends string = string> =
  | {
      /** The flow moved. */
      readonly ok: true;
      /** The persisted flow after the move. */
      readonly state: FlowState;
      /** The phase left. */
      readonly exited: readonly PhaseChange<Phase, Side>[];
      /** The phase entered (empty when the game ended). */
      readonly entered: readonly PhaseChange<Phase, Side>[];
    }
  | {
      /** The flow did not move. */
      readonly ok: false;
      /** Why not, e.g. code `"game-over"`. */
      readonly error: RuleViolation;
    };

/**
 * A game's sequence of play, compiled: start it, move it on when a phase ends,
 * and read where it stands. Every function is pure; the flow's state is plain
 * JSON kept by the caller.
 *
 * @example
 * ```ts
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * myitkyina.flow.phases; // ['deploy', 'reinforcement', 'movement', 'combat']
 * ```
 * @category Flow
 */
export interface Flow<Phase extends string = string, Side extends string = string, Match = unknown> {
  /** Every phase name, in order of first appearance (set-up phases first). */
  readonly phases: readonly Phase[];
  /** The XState machine, for those who want an actor: `createActor(flow.machine, { input: { match } })`, then send `{ type: 'PHASE_DONE', match }`. */
  readonly machine: FlowMachine;
  /**
   * Enters the first phase, skipping phases whose `when` guard is false and loops
   * whose guard is false at first.
   */
  start(match: Match): FlowStart<Phase, Side>;
  /**
   * Ends the current phase and moves to the next one to play, through loops,
   * player turns and game turns; or to the end of the game.
   */
  advance(state: FlowState, match: Match): FlowAdvance<Phase, Side>;
  /** Where a persisted flow stands. */
  position(state: FlowState): FlowPosition<Phase, Side>;
}

type Snapshot = ReturnType<FlowMachine['resolveState']>;

/** Where the flow rests once the game is over. */
const OVER: PhaseLeaf = { phase: 'over', path: ['over'] };

/**
 * Compiles a sequence of play with the game's guards into a {@link Flow}.
 *
 * @example
 * ```ts
 * import { createFlow } from 'hexwar';
 * const flow = createFlow(sequence, { activationsRemain: (match: Match) => match.cup.length > 0 });
 * let { state } = flow.start(match);
 * const step = flow.advance(state, match);
 * if (step.ok) state = step.state;
 * ```
 * @param sequence - the sequence, best made with {@link defineSequence}.
 * @param guards - one function per guard name the sequence uses. For a sequence
 *   whose type is plain {@link SequenceDefinition} (built at run time), name the
 *   match type yourself: `createFlow<SequenceDefinition, Match>(sequence, guards)`.
 * @throws {@link hexwar!HexwarError} `missing-guard` naming the guard and where the
 *   sequence uses it, or any error of {@link defineSequence}.
 * @category Flow
 */
export function createFlow<const S extends SequenceDefinition, Match = unknown>(
  sequence: S,
  guards: FlowGuards<NoInfer<S>, Match>,
): Flow<PhaseOf<S>, SideOf<S>, Match> {
  // The compiled flow reports only the sequence's own phases and sides, and calls the guards with the match given.
  return compileFlow(sequence, guards) as Flow<PhaseOf<S>, SideOf<S>, Match>;
}

/** {@link createFlow} without the literal types, which only the signature needs. */
function compileFlow(sequence: SequenceDefinition, given: Readonly<Record<string, unknown>>): Flow {
  const facts = checkSequence(sequence);
  // Each guard the sequence asks, checked once: a function of the game's own (createFlow's signature types its arguments).
  const guardFns = new Map<string, FlowGuard<unknown>>();
  for (const use of facts.guards) {
    const fn = given?.[use.guard];
    if (typeof fn !== 'function' || !Object.prototype.hasOwnProperty.call(given, use.guard)) {
      throw new HexwarError({
        code: 'missing-guard',
        message: `the sequence of play asks guard "${use.guard}" but the game does not supply it`,
        path: use.path,
      });
    }
    guardFns.set(use.guard, fn as FlowGuard<unknown>);
  }
  const used = [...new Set(facts.guards.map((u) => u.guard))];
  /** A guard the sequence asks, as the game supplied it (each was checked just above). */
  const guardOf = (name: string): FlowGuard<unknown> => {
    const fn = guardFns.get(name);
    if (fn === undefined) throw new Error(`the flow calls guard "${name}", which the sequence of play never asks`);
    return fn;
  };
  // Every call of a game guard during a real XState transition is recorded, so
  // the transition can be memoised (see `advance`).
  let recording: GuardCall[] | null = null;
  const wrapped: Record<string, FlowGuard<unknown>> = {};
  for (const name of used) {
    const fn = guardOf(name);
    wrapped[name] = (match, at) => {
      const result = Boolean(fn(match, at));
      recording?.push({ name, at, result });
      return result;
    };
  }
  const { machine, leaves } = buildMachine(sequence, wrapped, used);
  const memo = new Map<string, Memo[]>();
  const starts: Memo[] = [];
  // Flow states are immutable, so what is derived from one (its memo key and
  // position) is kept with it, in one hidden record.
  type Facts = { key?: string; position?: FlowPosition };
  const keys = { get: (s: FlowState) => factsOf<Facts>(s).key, set: (s: FlowState, k: string) => void (factsOf<Facts>(s).key = k) };
  const positions = { get: (s: FlowState) => factsOf<Facts>(s).position, set: (s: FlowState, p: FlowPosition) => void (factsOf<Facts>(s).position = p) };
  let memoEntries = 0;

  /** The phase a state value rests in, or null if it is not a resting point of this sequence. */
  const leafAt = (value: unknown): PhaseLeaf | null => {
    const keys: string[] = [];
    let v = value;
    while (typeof v === 'object' && v !== null) {
      const children = Object.keys(v);
      const child = children[0];
      if (child === undefined || children.length !== 1) return null;
      keys.push(child);
      // Its one child (the values in the order of the keys).
      v = Object.values(v)[0];
    }
    if (typeof v !== 'string') return null;
    if (keys.length === 0 && v === 'over') return OVER;
    return leaves.get([...keys, v].join('.')) ?? null;
  };

  const badState = (why: string): never => {
    throw new HexwarError({ code: 'bad-flow-state', message: `not a state of this sequence of play: ${why}` });
  };

  const checkContext = (c: unknown): FlowContext => {
    const ctx = c as FlowContext;
    const whole = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 0;
    if (typeof ctx !== 'object' || ctx === null) return badState('no context');
    if (!whole(ctx.turn) || ctx.turn > sequence.turns) return badState(`turn ${String(ctx.turn)}`);
    if (!whole(ctx.step)) return badState(`step ${String(ctx.step)}`);
    if (ctx.side !== null && typeof ctx.side !== 'string') return badState('side');
    if (typeof ctx.loops !== 'object' || ctx.loops === null) return badState('loops');
    for (const at of Object.values(ctx.loops)) if (!whole(at?.pass) || !whole(at?.from)) return badState('loop counts');
    return ctx;
  };

  const positionOf = (value: unknown, context: FlowContext): FlowPosition => {
    const leaf = leafAt(value);
    if (leaf === null) return badState(JSON.stringify(value));
    return positionAt(context, { name: leaf.phase, path: leaf.path }, leaf === OVER);
  };

  const persist = (snapshot: Snapshot): FlowState => ({
    value: snapshot.value as FlowStateValue,
    context: snapshot.context,
  });

  /** The phase a state rests in, as a change to report (none once the game is over). */
  const changeOf = (state: FlowState): PhaseChange[] => {
    const leaf = leafAt(state.value);
    if (leaf === null || leaf === OVER) return [];
    const { turn, side } = state.context;
    return [{ phase: leaf.phase, turn, side, ...(leaf.rule !== undefined ? { rule: leaf.rule } : {}) }];
  };

  const restore = (state: FlowState): Snapshot => {
    if (typeof state !== 'object' || state === null) return badState('not an object');
    const context = checkContext(state.context);
    positionOf(state.value, context); // throws unless it rests in a phase or at the end
    try {
      return machine.resolveState({ value: state.value, context });
    } catch (e) {
      return badState(e instanceof Error ? e.message : String(e));
    }
  };

  return {
    phases: facts.phases,
    machine,
    start(match) {
      // Memoised like advance: the first phase depends only on the guards' answers.
      for (const m of starts) {
        let same = true;
        for (const c of m.calls) {
          if (Boolean(guardOf(c.name)(match, c.at)) !== c.result) {
            same = false;
            break;
          }
        }
        if (same) return { state: m.next, entered: m.entered };
      }
      const calls: GuardCall[] = [];
      recording = calls;
      let snapshot: Snapshot;
      try {
        [snapshot] = initialTransition(machine, { match });
      } finally {
        recording = null;
      }
      const state = persist(snapshot);
      const entered = changeOf(state);
      if (starts.length < 64) {
        const nextKey = memoKey(state.value, state.context);
        keys.set(state, nextKey);
        starts.push({ calls, next: state, nextKey, nextPosition: positionOf(state.value, state.context), exited: [], entered });
      }
      return { state, entered };
    },
    advance(state, match) {
      if (typeof state !== 'object' || state === null) return badState('not an object');
      // States this flow made are known good; anything else is checked first.
      const context = keys.get(state) !== undefined ? state.context : checkContext(state.context);
      let before = positions.get(state);
      if (before === undefined) {
        before = positionOf(state.value, context);
        positions.set(state, before);
      }
      if (before.over) return { ok: false, error: { code: 'game-over', message: 'the game is over' } };

      // Memo: XState decides each transition the first time it is seen from a
      // given position; afterwards the recorded answer is reused, but only when
      // every guard XState asked gives the same answer now. Steps are stored
      // relative to the current step, so the memo holds across a whole game.
      let key = keys.get(state);
      if (key === undefined) {
        key = memoKey(state.value, context);
        keys.set(state, key);
      }
      const known = memo.get(key);
      if (known) {
        for (const m of known) {
          let same = true;
          for (const c of m.calls) {
            if (Boolean(guardOf(c.name)(match, { ...c.at, step: c.at.step + context.step })) !== c.result) {
              same = false;
              break;
            }
          }
          if (same) {
            const after = fromRelative(m.next, context.step);
            keys.set(after, m.nextKey);
            positions.set(after, { ...m.nextPosition, step: m.nextPosition.step + context.step });
            return { ok: true, state: after, exited: m.exited, entered: m.entered };
          }
        }
      }

      const snapshot = restore(state);
      const event: PhaseDoneEvent = { type: 'PHASE_DONE', match };
      if (!snapshot.can(event)) {
        return {
          ok: false,
          error: { code: 'phase-cannot-end', message: `the ${before.phase} phase cannot end here` },
        };
      }
      const calls: GuardCall[] = [];
      recording = calls;
      let next: Snapshot;
      try {
        [next] = transition(machine, snapshot, event);
      } finally {
        recording = null;
      }
      const after = persist(next);
      const exited = changeOf(state);
      const entered = changeOf(after);
      if (memoEntries < MEMO_LIMIT) {
        memoEntries++;
        const afterPosition = positionOf(after.value, after.context);
        const entry: Memo = {
          calls: calls.map((c) => ({ ...c, at: { ...c.at, step: c.at.step - context.step } })),
          next: toRelative(after, context.step),
          nextKey: memoKey(after.value, after.context),
          nextPosition: { ...afterPosition, step: afterPosition.step - context.step },
          exited,
          entered,
        };
        if (known) known.push(entry);
        else memo.set(key, [entry]);
      }
      return { ok: true, state: after, exited, entered };
    },
    position(state) {
      let pos = positions.get(state);
      if (pos === undefined) {
        pos = positionOf(state.value, checkContext(state.context));
        positions.set(state, pos);
      }
      return pos;
    },
  };
}

/** How many transitions a flow remembers; past it, XState is asked every time. */
const MEMO_LIMIT = 50_000;

/** A game guard asked during a transition, and its answer. */
interface GuardCall {
  readonly name: string;
  readonly at: FlowPosition;
  readonly result: boolean;
}

/** A remembered transition: the guard answers it depended on and where it led (steps relative). */
interface Memo {
  readonly calls: readonly GuardCall[];
  readonly next: FlowState;
  readonly nextKey: string;
  readonly nextPosition: FlowPosition;
  readonly exited: readonly PhaseChange[];
  readonly entered: readonly PhaseChange[];
}

/** The memo key of a position: its state value and context, with steps made relative. */
function memoKey(value: unknown, c: FlowContext): string {
  let loops = '';
  for (const [name, at] of Object.entries(c.loops)) loops += `${name}:${at.pass}:${c.step - at.from};`;
  return `${typeof value === 'string' ? value : JSON.stringify(value)}|${c.turn}|${c.side ?? ''}|${loops}`;
}

function shiftSteps(state: FlowState, by: number): FlowState {
  const loops: Record<string, LoopPass> = {};
  for (const [name, at] of Object.entries(state.context.loops)) loops[name] = { pass: at.pass, from: at.from + by };
  return { value: state.value, context: { ...state.context, step: state.context.step + by, loops } };
}

function toRelative(state: FlowState, base: number): FlowState {
  return shiftSteps(state, -base);
}

function fromRelative(state: FlowState, base: number): FlowState {
  return shiftSteps(state, base);
}
