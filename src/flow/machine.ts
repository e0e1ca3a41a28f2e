/*
 * How a sequence of play becomes an XState machine
 * ------------------------------------------------
 * The root (id `flow`) has four children:
 *
 *   setup      the set-up steps, played once, turn 0 (only if there are any)
 *   turn       the steps of one game turn; re-entered for each game turn
 *   ~turnEnd   passing state: after the last turn go to `over`, else turn + 1, `turn` again
 *   over       final: the game has ended
 *
 * Inside `setup`, `turn` and every block, each step becomes one child state named
 * after the step, and the steps are chained in order:
 *
 *   phase    an atomic state, the only kind the flow rests in. PHASE_DONE leaves
 *            it for the next step, or for `over` when the game-over guard holds.
 *   loop     a compound state whose first child `~check` is a passing state: it
 *            starts a pass while the loop's guard holds, else leaves the loop. The
 *            last step of a pass leads back to `~check`.
 *   sides    a compound state: entering it makes the first side active; its child
 *            `~next` hands over to the next side and restarts the steps, or leaves.
 *   when     a passing gate `~when-<name>` put before the step: into the step if
 *            the guard holds, else on to the step after.
 *
 * "Passing" states have only eventless (`always`) transitions, so the flow never
 * rests in them. Every transition names its target by absolute id
 * (`#flow.turn.activations.~check`), so no nested final states and no done events
 * are needed: one PHASE_DONE event drives the whole move from one phase to the
 * next as a single macrostep, and every guard on the way reads the match state
 * carried by that event (a done event would have replaced it).
 *
 * Names starting with `~` cannot be step names, so they never collide. The whole
 * config is plain data; guards and actions are referred to by name with params.
 */
import { assign, setup } from 'xstate';
import { stepName, type SequenceDefinition, type SequenceStep } from './sequence';
import type { FlowContext, FlowGuard, FlowInput, FlowMachine, FlowPosition, PhaseDoneEvent } from './types';

/** The machine's id, the root of every absolute target. */
const ROOT = 'flow';

/** What a guard or action is told about the step it belongs to. @internal */
export interface StepRef {
  /** The step's name (phase, loop or block). */
  readonly name: string;
  /** Names from the top of the sequence down to the step. */
  readonly path: readonly string[];
  /** The sides of a player-turn block. */
  readonly sides?: readonly string[];
}

/** A phase as found in the compiled machine. @internal */
export interface PhaseLeaf {
  /** The phase name. */
  readonly phase: string;
  /** Names from the top of the sequence down to the phase. */
  readonly path: readonly string[];
  /** The phase's rule number. */
  readonly rule?: string;
}

type ActionRef = string | { readonly type: string; readonly params: StepRef };
interface Transition {
  readonly target: string;
  readonly guard?: { readonly type: string; readonly params: StepRef };
  readonly actions?: ActionRef;
}
interface StateConfig {
  readonly description?: string;
  readonly type?: 'final';
  readonly initial?: string;
  readonly entry?: ActionRef;
  readonly exit?: ActionRef;
  readonly on?: { readonly PHASE_DONE: readonly Transition[] };
  readonly always?: readonly Transition[];
  readonly states?: Record<string, StateConfig>;
}

const entryKey = (step: SequenceStep): string => (step.when !== undefined ? `~when-${stepName(step)}` : stepName(step));
const idOf = (path: readonly string[]): string => `#${[ROOT, ...path].join('.')}`;
/** Where a list of steps is entered: its first step (the sequence's schema refuses an empty list before this runs). */
function firstEntry(steps: readonly SequenceStep[], where: string): string {
  const [first] = steps;
  if (!first) throw new Error(`${where} has no steps: the sequence of play should have been refused`);
  return entryKey(first);
}

/**
 * Compiles a list of steps into the child states of the block at `path`.
 * `after` is the absolute target to go to once the last step is done.
 * Every phase found is recorded in `leaves`, keyed by its path joined with dots.
 */
function compileSteps(
  steps: readonly SequenceStep[],
  path: readonly string[],
  after: string,
  gameOver: string | undefined,
  leaves: Map<string, PhaseLeaf>,
): Record<string, StateConfig> {
  const states: Record<string, StateConfig> = {};
  const enter = (i: number): string => {
    const step = steps[i];
    return step ? idOf([...path, entryKey(step)]) : after;
  };

  steps.forEach((step, i) => {
    const name = stepName(step);
    const here = [...path, name];
    const ref: StepRef = { name, path: here };
    const next = enter(i + 1);
    const description = step.rule !== undefined ? `rule ${step.rule}` : undefined;
    if (step.when !== undefined) {
      states[`~when-${name}`] = {
        always: [{ guard: { type: step.when, params: ref }, target: idOf(here) }, { target: next }],
      };
    }

    if ('phase' in step) {
      leaves.set(here.join('.'), {
        phase: step.phase,
        path: here,
        ...(step.rule !== undefined ? { rule: step.rule } : {}),
      });
      const done: Transition[] = [];
      if (gameOver !== undefined) done.push({ guard: { type: gameOver, params: ref }, target: idOf(['over']) });
      done.push({ target: next });
      states[name] = { ...(description ? { description } : {}), entry: 'countStep', on: { PHASE_DONE: done } };
    } else if ('loop' in step) {
      const loopRef: StepRef = { name: step.loop, path: here };
      const check = idOf([...here, '~check']);
      const inner = compileSteps(step.steps, here, check, gameOver, leaves);
      states[name] = {
        ...(description ? { description } : {}),
        entry: { type: 'openLoop', params: loopRef },
        exit: { type: 'closeLoop', params: loopRef },
        initial: '~check',
        states: {
          '~check': {
            always: [
              // A pass that entered no phase would repeat forever: the match cannot change within one move.
              { guard: { type: '~emptyPass', params: loopRef }, target: next },
              {
                guard: { type: step.while, params: loopRef },
                target: idOf([...here, firstEntry(step.steps, name)]),
                actions: { type: 'beginPass', params: loopRef },
              },
              { target: next },
            ],
          },
          ...inner,
        },
      };
    } else {
      const sidesRef: StepRef = { name, path: here, sides: step.sides };
      const first = firstEntry(step.steps, name);
      const inner = compileSteps(step.steps, here, idOf([...here, '~next']), gameOver, leaves);
      states[name] = {
        ...(description ? { description } : {}),
        entry: { type: 'firstSide', params: sidesRef },
        exit: 'clearSide',
        initial: first,
        states: {
          ...inner,
          '~next': {
            always: [
              {
                guard: { type: '~moreSides', params: sidesRef },
                target: idOf([...here, first]),
                actions: { type: 'nextSide', params: sidesRef },
              },
              { target: next },
            ],
          },
        },
      };
    }
  });
  return states;
}

/** The root state config for a whole sequence. @internal */
function compileSequence(sequence: SequenceDefinition, leaves: Map<string, PhaseLeaf>): StateConfig {
  const setupSteps = sequence.setup ?? [];
  const hasSetup = setupSteps.length > 0;
  const states: Record<string, StateConfig> = {};
  if (hasSetup) {
    states.setup = {
      description: 'set-up, before turn 1',
      initial: firstEntry(setupSteps, 'the set-up'),
      states: compileSteps(setupSteps, ['setup'], idOf(['~setupEnd']), sequence.gameOver, leaves),
    };
    states['~setupEnd'] = { always: [{ target: 'turn', actions: 'nextTurn' }] };
  }
  states.turn = {
    description: `game turn, 1 to ${sequence.turns}`,
    initial: firstEntry(sequence.steps, 'the turn'),
    states: compileSteps(sequence.steps, ['turn'], idOf(['~turnEnd']), sequence.gameOver, leaves),
  };
  states['~turnEnd'] = {
    always: [{ guard: { type: '~lastTurn', params: { name: 'turn', path: ['turn'] } }, target: 'over' }, { target: 'turn', actions: 'nextTurn' }],
  };
  states.over = { type: 'final', description: 'the game is over', entry: 'countStep' };
  return { initial: hasSetup ? 'setup' : 'turn', states };
}

/** The match state carried by the event being processed (the start event carries it as input). */
function matchOf(event: unknown): unknown {
  const e = event as { type?: string; match?: unknown; input?: FlowInput };
  return e.type === 'xstate.init' ? e.input?.match : e.match;
}

/** The position a guard is asked about. @internal */
export function positionAt(context: FlowContext, ref: StepRef, over = false): FlowPosition {
  const passes: Record<string, number> = {};
  for (const [loop, at] of Object.entries(context.loops)) passes[loop] = at.pass;
  return { turn: context.turn, phase: over ? 'over' : ref.name, side: context.side, path: ref.path, over, step: context.step, passes };
}

/**
 * Builds the sequence machine, wiring the game's guards to the names the sequence uses.
 *
 * @internal
 */
export function buildMachine(
  sequence: SequenceDefinition,
  guards: Readonly<Record<string, FlowGuard<never>>>,
  used: readonly string[],
): { machine: FlowMachine; leaves: ReadonlyMap<string, PhaseLeaf> } {
  const leaves = new Map<string, PhaseLeaf>();
  const config = compileSequence(sequence, leaves);
  const turns = sequence.turns;

  type Args = { context: FlowContext; event: PhaseDoneEvent };
  type Guard = (args: Args, params: StepRef) => boolean;
  const gameGuards: Record<string, Guard> = {};
  for (const name of used) {
    const fn = guards[name] as FlowGuard<unknown>;
    gameGuards[name] = ({ context, event }, ref) => Boolean(fn(matchOf(event), positionAt(context, ref)));
  }

  const machine = setup({
    types: {
      context: {} as FlowContext,
      events: {} as PhaseDoneEvent,
      input: {},
    },
    guards: {
      ...gameGuards,
      '~lastTurn': ({ context }: Args) => context.turn >= turns,
      '~emptyPass': ({ context }: Args, ref: StepRef) => {
        const at = context.loops[ref.name];
        return at !== undefined && at.pass > 0 && at.from === context.step;
      },
      '~moreSides': ({ context }: Args, ref: StepRef) => {
        const sides = ref.sides ?? [];
        return context.side !== null && sides.indexOf(context.side) < sides.length - 1;
      },
    },
    actions: {
      countStep: assign(({ context }: Args) => ({ step: context.step + 1 })),
      nextTurn: assign(({ context }: Args) => ({ turn: context.turn + 1 })),
      openLoop: assign(({ context }: Args, ref: StepRef) => ({
        loops: { ...context.loops, [ref.name]: { pass: 0, from: context.step } },
      })),
      beginPass: assign(({ context }: Args, ref: StepRef) => ({
        loops: { ...context.loops, [ref.name]: { pass: (context.loops[ref.name]?.pass ?? 0) + 1, from: context.step } },
      })),
      closeLoop: assign(({ context }: Args, ref: StepRef) => {
        const { [ref.name]: _closed, ...loops } = context.loops;
        return { loops };
      }),
      firstSide: assign((_: Args, ref: StepRef) => ({ side: ref.sides?.[0] ?? null })),
      nextSide: assign(({ context }: Args, ref: StepRef) => {
        const sides = ref.sides ?? [];
        return { side: sides[sides.indexOf(context.side ?? '') + 1] ?? null };
      }),
      clearSide: assign({ side: null }),
    },
  }).createMachine({
    id: ROOT,
    context: { turn: sequence.setup !== undefined && sequence.setup.length > 0 ? 0 : 1, side: null, step: 0, loops: {} },
    ...(config as object),
  }) as unknown as FlowMachine;
  return { machine, leaves };
}
