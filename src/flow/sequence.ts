import { HexwarError } from '../errors';

/**
 * One phase of the sequence of play: a span of the turn in which players act
 * (move, fight, draw reinforcements) until the phase is declared done.
 *
 * @category Flow
 */
export interface PhaseStep {
  /** The phase's name, e.g. `"movement"`: letters, digits, `_` and `-`, starting with a letter. */
  readonly phase: string;
  /** The game's rule that describes the phase, e.g. `"5.0"`. */
  readonly rule?: string;
  /** A guard that must hold for the phase to be played; when it does not, the phase is skipped. */
  readonly when?: string;
}

/**
 * A block of steps repeated while a guard holds, e.g. chit-pull activations
 * until the cup is empty. The guard is asked before each pass, so a loop whose
 * guard is false at first is skipped entirely.
 *
 * @category Flow
 */
export interface LoopStep {
  /** The loop's name, shown in {@link FlowPosition.path}, e.g. `"activations"`. */
  readonly loop: string;
  /** The guard asked before each pass: another pass is played while it holds. */
  readonly while: string;
  /** The steps of one pass. */
  readonly steps: readonly SequenceStep[];
  /** The game's rule that describes the loop. */
  readonly rule?: string;
  /** A guard that must hold for the loop to be played at all. */
  readonly when?: string;
}

/**
 * Player turns: the inner steps played once for each side, in the order given.
 * While inside, {@link FlowPosition.side} names the side whose player turn it is.
 *
 * @category Flow
 */
export interface SidesStep {
  /** The sides, in the order they take their player turns, e.g. `['allied', 'japanese']`. */
  readonly sides: readonly string[];
  /** The steps of one side's player turn. */
  readonly steps: readonly SequenceStep[];
  /** The block's name, shown in {@link FlowPosition.path}; `"playerTurn"` if not given. */
  readonly name?: string;
  /** The game's rule that describes the player turns. */
  readonly rule?: string;
  /** A guard that must hold for the player turns to be played at all. */
  readonly when?: string;
}

/**
 * One entry of a sequence of play: a phase, a loop or a block of player turns.
 *
 * @category Flow
 */
export type SequenceStep = PhaseStep | LoopStep | SidesStep;

/**
 * A game's sequence of play as data: optional set-up steps played once, then
 * the steps of a game turn, repeated for each game turn.
 *
 * @category Flow
 */
export interface SequenceDefinition {
  /** Steps played once before turn 1 (their position has turn 0). */
  readonly setup?: readonly SequenceStep[];
  /** The number of game turns; the game ends after the last one. */
  readonly turns: number;
  /** The steps of one game turn. */
  readonly steps: readonly SequenceStep[];
  /** A guard asked whenever a phase ends: when it holds, the game is over at once. */
  readonly gameOver?: string;
}

// These types walk a sequence's literal type: the step itself, then the steps inside
// it (`steps`, and `setup` at the top). `D` counts nesting levels down from nine so
// that the compiler never recurses without end (it would while inferring a guard's
// parameter types against a sequence type that is not yet resolved).

/**
 * The phase names of a sequence made by {@link defineSequence}, as a union of
 * string literals (plain `string` for a sequence not known at compile time).
 *
 * @example
 * ```ts
 * import type { PhaseOf } from 'hexwar';
 *
 * const sequence = { turns: 4, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }, { phase: 'combat' }] }] } as const;
 * type Phase = PhaseOf<typeof sequence>; // 'movement' | 'combat'
 * ```
 * @typeParam S - the sequence's type, e.g. `typeof sequence`.
 * @typeParam D - nesting levels left to look into; leave it out.
 * @category Flow
 */
export type PhaseOf<S, D extends number = 9> = SequenceDefinition extends S
  ? string
  : [D] extends [never]
    ? never
    :
        | (S extends Record<'phase', infer P extends string> ? P : never)
        | (S extends Record<'steps', readonly (infer C)[]>
            ? PhaseOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never)
        | (S extends Record<'setup', readonly (infer C)[]>
            ? PhaseOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never);

/**
 * The guard names a sequence uses (`when`, `while`, `gameOver`), as a union of string literals.
 *
 * @typeParam S - the sequence's type, e.g. `typeof sequence`.
 * @typeParam D - nesting levels left to look into; leave it out.
 * @category Flow
 */
export type GuardOf<S, D extends number = 9> = SequenceDefinition extends S
  ? string
  : [D] extends [never]
    ? never
    :
        | (S extends Record<'when', infer G extends string> ? G : never)
        | (S extends Record<'while', infer G extends string> ? G : never)
        | (S extends Record<'gameOver', infer G extends string> ? G : never)
        | (S extends Record<'steps', readonly (infer C)[]>
            ? GuardOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never)
        | (S extends Record<'setup', readonly (infer C)[]>
            ? GuardOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never);

/**
 * The sides named by a sequence's player-turn blocks, as a union of string literals.
 *
 * @example
 * ```ts
 * import type { SideOf } from 'hexwar';
 *
 * const sequence = { turns: 4, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }, { phase: 'combat' }] }] } as const;
 * type Side = SideOf<typeof sequence>; // 'blue' | 'red'
 * ```
 * @typeParam S - the sequence's type, e.g. `typeof sequence`.
 * @typeParam D - nesting levels left to look into; leave it out.
 * @category Flow
 */
export type SideOf<S, D extends number = 9> = SequenceDefinition extends S
  ? string
  : [D] extends [never]
    ? never
    :
        | (S extends Record<'sides', readonly (infer X extends string)[]> ? X : never)
        | (S extends Record<'steps', readonly (infer C)[]>
            ? SideOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never)
        | (S extends Record<'setup', readonly (infer C)[]>
            ? SideOf<C, [never, 0, 1, 2, 3, 4, 5, 6, 7, 8][D]>
            : never);

/**
 * Declares a sequence of play. Checks it at once (names, turns, empty blocks)
 * and keeps its literal types, so that {@link createFlow} can insist on every
 * guard it names and {@link PhaseOf} can catch a misspelt phase.
 *
 * @example
 * ```ts
 * import { defineSequence } from 'hexwar';
 * const sequence = defineSequence({
 *   turns: 10,
 *   steps: [
 *     { phase: 'airPower', rule: '5.0' },
 *     { loop: 'activations', while: 'activationsRemain', steps: [{ phase: 'activation' }] },
 *   ],
 * });
 * ```
 * @throws {@link hexwar!HexwarError} when the sequence is malformed.
 * @category Flow
 */
export function defineSequence<const S extends SequenceDefinition>(sequence: S): S {
  checkSequence(sequence);
  return sequence;
}

/** Where a guard is named in a sequence: its name and a data path such as `steps[2].while`. @internal */
export interface GuardUse {
  /** The guard's name. */
  readonly guard: string;
  /** The data path of the field that names it. */
  readonly path: string;
}

/** What checking a sequence learns about it. @internal */
export interface SequenceFacts {
  /** Every phase name, in order of first appearance. */
  readonly phases: readonly string[];
  /** Every place a guard is named. */
  readonly guards: readonly GuardUse[];
}

const NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
const RESERVED = /* @__PURE__ */ new Set(['over']);
const PHASE_KEYS = /* @__PURE__ */ new Set(['phase', 'rule', 'when']);
const LOOP_KEYS = /* @__PURE__ */ new Set(['loop', 'while', 'steps', 'rule', 'when']);
const SIDES_KEYS = /* @__PURE__ */ new Set(['sides', 'steps', 'name', 'rule', 'when']);
const SEQUENCE_KEYS = /* @__PURE__ */ new Set(['setup', 'turns', 'steps', 'gameOver']);

/** The name a step's state carries: its phase, loop or block name. @internal */
export function stepName(step: SequenceStep): string {
  if ('phase' in step) return step.phase;
  if ('loop' in step) return step.loop;
  return step.name ?? 'playerTurn';
}

function bad(code: string, message: string, path: string): never {
  throw new HexwarError({ code, message, path });
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function checkName(name: unknown, what: string, path: string): void {
  if (typeof name !== 'string' || !NAME.test(name)) {
    bad('bad-name', `${what} ${JSON.stringify(name)} must be letters, digits, _ or -, starting with a letter`, path);
  }
  if (RESERVED.has(name)) bad('reserved-name', `"${name}" is reserved by the sequence of play`, path);
}

function checkKeys(obj: Record<string, unknown>, allowed: Set<string>, path: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.has(key)) bad('unknown-field', `unknown field "${key}" in a sequence step`, path ? `${path}.${key}` : key);
  }
}

/**
 * Checks a sequence (also one written in plain JavaScript) and lists its phases
 * and guards. Every problem is a {@link hexwar!HexwarError} with the data path.
 *
 * @internal
 */
export function checkSequence(sequence: SequenceDefinition): SequenceFacts {
  const phases: string[] = [];
  const guards: GuardUse[] = [];
  if (!isObject(sequence)) bad('bad-sequence', 'a sequence of play must be an object', '');
  checkKeys(sequence, SEQUENCE_KEYS, '');
  const turns: unknown = sequence.turns;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 1) {
    bad('bad-turns', `turns must be a whole number of at least 1, not ${String(turns)}`, 'turns');
  }
  if (sequence.gameOver !== undefined) {
    checkName(sequence.gameOver, 'guard', 'gameOver');
    guards.push({ guard: sequence.gameOver, path: 'gameOver' });
  }

  const walk = (steps: unknown, path: string, inSides: boolean, loops: readonly string[]): void => {
    if (!Array.isArray(steps)) bad('bad-steps', 'steps must be a list', path);
    if (steps.length === 0) bad('empty-steps', 'a list of steps may not be empty', path);
    const seen = new Set<string>();
    steps.forEach((step: unknown, i) => {
      const at = `${path}[${i}]`;
      if (!isObject(step)) bad('bad-step', 'a step must be an object', at);
      const kinds = ['phase', 'loop', 'sides'].filter((k) => k in step);
      if (kinds.length !== 1) bad('bad-step', 'a step must have exactly one of phase, loop or sides', at);
      const s = step as unknown as SequenceStep;
      if (s.rule !== undefined && typeof s.rule !== 'string') bad('bad-rule', 'rule must be a string', `${at}.rule`);
      if (s.when !== undefined) {
        checkName(s.when, 'guard', `${at}.when`);
        guards.push({ guard: s.when, path: `${at}.when` });
      }
      if ('phase' in s) {
        checkKeys(step, PHASE_KEYS, at);
        checkName(s.phase, 'phase', `${at}.phase`);
        if (!phases.includes(s.phase)) phases.push(s.phase);
      } else if ('loop' in s) {
        checkKeys(step, LOOP_KEYS, at);
        checkName(s.loop, 'loop', `${at}.loop`);
        if (loops.includes(s.loop)) bad('nested-loop-name', `loop "${s.loop}" is nested in a loop of the same name`, `${at}.loop`);
        checkName(s.while, 'guard', `${at}.while`);
        guards.push({ guard: s.while, path: `${at}.while` });
        walk(s.steps, `${at}.steps`, inSides, [...loops, s.loop]);
      } else {
        checkKeys(step, SIDES_KEYS, at);
        if (inSides) bad('nested-sides', 'player turns may not be nested in player turns', at);
        if (s.name !== undefined) checkName(s.name, 'player-turn block', `${at}.name`);
        if (!Array.isArray(s.sides) || s.sides.length === 0) bad('bad-sides', 'sides must be a non-empty list', `${at}.sides`);
        s.sides.forEach((side, j) => {
          if (typeof side !== 'string' || side === '') bad('bad-sides', 'a side must be a non-empty string', `${at}.sides[${j}]`);
          if (s.sides.indexOf(side) !== j) bad('bad-sides', `side "${side}" is listed twice`, `${at}.sides[${j}]`);
        });
        walk(s.steps, `${at}.steps`, true, loops);
      }
      const name = stepName(s);
      if (seen.has(name)) bad('duplicate-step', `two steps of the same block are both named "${name}"`, at);
      seen.add(name);
    });
  };

  if (sequence.setup !== undefined && !(Array.isArray(sequence.setup) && sequence.setup.length === 0)) {
    walk(sequence.setup, 'setup', false, []);
  }
  walk(sequence.steps, 'steps', false, []);
  return { phases, guards };
}
