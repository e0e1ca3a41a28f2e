import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  createFlow,
  type FlowGuard,
  type FlowPosition,
  type FlowState,
  type SequenceDefinition,
  type SequenceStep,
} from '../../src/flow';

// ---------------------------------------------------------------------------
// Random sequences: a tree shape from fast-check, then names given by a walk so
// that siblings never clash (a designer error the flow would reject).

type Shape =
  | { readonly kind: 'phase'; readonly when: boolean }
  | { readonly kind: 'loop'; readonly when: boolean; readonly steps: readonly Shape[] }
  | { readonly kind: 'sides'; readonly when: boolean; readonly count: number; readonly steps: readonly Shape[] };

const { steps: shapes } = fc.letrec<{ step: Shape; steps: Shape[] }>((tie) => ({
  step: fc.oneof(
    { maxDepth: 3, depthIdentifier: 'flow' },
    fc.record({ kind: fc.constant('phase' as const), when: fc.boolean() }),
    fc.record({ kind: fc.constant('loop' as const), when: fc.boolean(), steps: tie('steps') }),
    fc.record({
      kind: fc.constant('sides' as const),
      when: fc.boolean(),
      count: fc.integer({ min: 1, max: 3 }),
      steps: tie('steps'),
    }),
  ),
  steps: fc.array(tie('step'), { minLength: 1, maxLength: 3, depthIdentifier: 'flow' }),
}));

const SIDES = ['red', 'blue', 'green'];

/** Names the shape; a player-turn block inside another becomes a loop (player turns do not nest). */
function toSteps(list: readonly Shape[], depth: number, inSides: boolean, guards: string[]): SequenceStep[] {
  return list.map((shape, i): SequenceStep => {
    const when = shape.when ? `when${guards.push(`when${guards.length}`) - 1}` : undefined;
    const extra = when !== undefined ? { when } : {};
    if (shape.kind === 'phase') return { phase: `p${i}`, ...extra };
    if (shape.kind === 'sides' && !inSides) {
      return { sides: SIDES.slice(0, shape.count), name: `s${i}`, steps: toSteps(shape.steps, depth + 1, true, guards), ...extra };
    }
    const loopGuard = `loop${guards.push(`loop${guards.length}`) - 1}`;
    return { loop: `l${depth}_${i}`, while: loopGuard, steps: toSteps(shape.steps, depth + 1, inSides, guards), ...extra };
  });
}

/** Most passes a loop guard allows (it counts passes, so it always says false in the end). */
const MAX_PASSES = 3;

/** Most phases a list of steps can visit in one go. */
function phaseBound(steps: readonly SequenceStep[]): number {
  return steps.reduce((sum, step) => {
    if ('phase' in step) return sum + 1;
    if ('loop' in step) return sum + MAX_PASSES * phaseBound(step.steps);
    return sum + step.sides.length * phaseBound(step.steps);
  }, 0);
}

// ---------------------------------------------------------------------------
// Guards: pure functions of the match (a seed) and the whole position asked about,
// so any difference in what the machine tells a guard shows up as a different game.

interface Match {
  readonly seed: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const describeAt = (name: string, m: Match, at: FlowPosition): string =>
  JSON.stringify([
    name,
    m.seed,
    at.turn,
    at.side,
    at.phase,
    at.path,
    at.step,
    at.over,
    Object.entries(at.passes).sort(([a], [b]) => a.localeCompare(b)),
  ]);

function makeGuards(names: readonly string[], gameOverOdds: number): Record<string, FlowGuard<Match>> {
  const guards: Record<string, FlowGuard<Match>> = {};
  for (const name of names) {
    guards[name] = name.startsWith('loop')
      ? (m, at) => (at.passes[at.phase] ?? 0) < hash(describeAt(name, m, at)) % (MAX_PASSES + 1)
      : (m, at) => hash(describeAt(name, m, at)) % 3 !== 0;
  }
  guards.gameOver = (m, at) => hash(describeAt('gameOver', m, at)) % 1000 < gameOverOdds;
  return guards;
}

const sequenceArb = fc
  .record({
    setup: fc.option(shapes, { nil: undefined }),
    turns: fc.integer({ min: 1, max: 5 }),
    steps: shapes,
    gameOverOdds: fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 100 })),
  })
  .map(({ setup, turns, steps, gameOverOdds }) => {
    const names: string[] = [];
    const sequence: SequenceDefinition = {
      ...(setup !== undefined ? { setup: toSteps(setup, 0, false, names) } : {}),
      turns,
      steps: toSteps(steps, 0, false, names),
      ...(gameOverOdds >= 0 ? { gameOver: 'gameOver' } : {}),
    };
    const bound = phaseBound(sequence.setup ?? []) + turns * phaseBound(sequence.steps);
    return { sequence, guards: makeGuards(names, gameOverOdds), bound };
  })
  .filter(({ bound }) => bound <= 600);

/** The match handed to the i-th call (start is call 0): the game's answers change as it is played. */
const matchesArb = fc.array(fc.nat(), { minLength: 1, maxLength: 8 }).map((seeds) => (i: number): Match => ({ seed: seeds[i % seeds.length]! }));

// ---------------------------------------------------------------------------
// A reference interpreter: the sequence played by plain recursion, asking the same
// guards with the same positions. The machine must visit exactly what it visits.

interface Visit {
  readonly phase: string;
  readonly turn: number;
  readonly side: string | null;
  readonly path: readonly string[];
}

function interpret(sequence: SequenceDefinition, guards: Record<string, FlowGuard<Match>>, matchAt: (i: number) => Match): Visit[] {
  const visits: Visit[] = [];
  const passes: Record<string, number> = {};
  let turn = sequence.setup !== undefined && sequence.setup.length > 0 ? 0 : 1;
  let side: string | null = null;
  const GAME_OVER = Symbol('over');
  const ask = (guard: string, name: string, path: readonly string[]): boolean =>
    guards[guard]!(matchAt(visits.length), { turn, side, phase: name, path, over: false, step: visits.length, passes: { ...passes } });

  const run = (steps: readonly SequenceStep[], path: readonly string[]): void => {
    for (const step of steps) {
      const name = 'phase' in step ? step.phase : 'loop' in step ? step.loop : (step.name ?? 'playerTurn');
      const here = [...path, name];
      if (step.when !== undefined && !ask(step.when, name, here)) continue;
      if ('phase' in step) {
        visits.push({ phase: step.phase, turn, side, path: here });
        if (sequence.gameOver !== undefined && ask(sequence.gameOver, step.phase, here)) throw GAME_OVER;
      } else if ('loop' in step) {
        passes[step.loop] = 0;
        let from = -1;
        // A pass that visits no phase ends the loop.
        while (from !== visits.length && ask(step.while, step.loop, here)) {
          passes[step.loop]! += 1;
          from = visits.length;
          run(step.steps, here);
        }
        delete passes[step.loop];
      } else {
        for (const s of step.sides) {
          side = s;
          run(step.steps, here);
        }
        side = null;
      }
    }
  };

  try {
    if (turn === 0) run(sequence.setup!, ['setup']);
    for (turn = 1; turn <= sequence.turns; turn++) run(sequence.steps, ['turn']);
  } catch (e) {
    if (e !== GAME_OVER) throw e;
  }
  return visits;
}

// ---------------------------------------------------------------------------

describe('flow properties', () => {
  it('any sequence reaches the end within its bound, every advance moving on, as the reference interpreter says', () => {
    fc.assert(
      fc.property(sequenceArb, matchesArb, ({ sequence, guards, bound }, matchAt) => {
        const flow = createFlow<SequenceDefinition, Match>(sequence, guards);
        const visits: Visit[] = [];
        const started = flow.start(matchAt(0));
        let state: FlowState = started.state;
        let at = flow.position(state);
        for (const c of started.entered) visits.push({ phase: c.phase, turn: c.turn, side: c.side, path: at.path });
        let calls = 0;
        while (!at.over) {
          calls += 1;
          expect(calls).toBeLessThanOrEqual(bound + 1); // bounded: no state without a way out
          const next = flow.advance(state, matchAt(calls));
          expect(next.ok).toBe(true); // only the end refuses to move
          if (!next.ok) return;
          const after = flow.position(next.state);
          expect(after.step).toBeGreaterThan(at.step);
          expect(after.turn).toBeGreaterThanOrEqual(at.turn);
          expect(next.exited).toEqual([{ phase: at.phase, turn: at.turn, side: at.side }]);
          expect(next.entered.length).toBe(after.over ? 0 : 1);
          for (const c of next.entered) {
            expect(flow.phases).toContain(c.phase);
            expect(c).toEqual({ phase: after.phase, turn: after.turn, side: after.side });
            visits.push({ phase: c.phase, turn: c.turn, side: c.side, path: after.path });
          }
          // The persisted state survives JSON unchanged.
          const copy = JSON.parse(JSON.stringify(next.state)) as FlowState;
          expect(copy).toEqual(next.state);
          expect(flow.position(copy)).toEqual(after);
          state = next.state;
          at = after;
        }
        expect(flow.advance(state, matchAt(0))).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
        expect(visits).toEqual(interpret(sequence, guards, matchAt));
      }),
      { numRuns: 150 },
    );
  });

  it('the side is set exactly inside player turns, and is one of that block\'s sides', () => {
    fc.assert(
      fc.property(sequenceArb, matchesArb, ({ sequence, guards }, matchAt) => {
        const flow = createFlow<SequenceDefinition, Match>(sequence, guards);
        let state = flow.start(matchAt(0)).state;
        for (let i = 1; i < 400; i++) {
          const at = flow.position(state);
          if (at.over) {
            expect(at.side).toBeNull();
            return;
          }
          // A player-turn block is named s<i> in these sequences; only there is a side active.
          const inSides = at.path.some((name) => /^s\d+$/.test(name));
          expect(at.side !== null).toBe(inSides);
          if (at.side !== null) expect(SIDES).toContain(at.side);
          // Only loops around the phase have pass counts, each at least 1.
          const loops = at.path.filter((name) => /^l\d+_\d+$/.test(name));
          expect(Object.keys(at.passes).sort()).toEqual([...loops].sort());
          for (const pass of Object.values(at.passes)) expect(pass).toBeGreaterThanOrEqual(1);
          const next = flow.advance(state, matchAt(i));
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a restored state continues exactly as the original', () => {
    fc.assert(
      fc.property(sequenceArb, matchesArb, fc.nat({ max: 50 }), ({ sequence, guards }, matchAt, cut) => {
        const flow = createFlow<SequenceDefinition, Match>(sequence, guards);
        // Two flows compiled separately from the same data behave the same.
        const twin = createFlow<SequenceDefinition, Match>(JSON.parse(JSON.stringify(sequence)) as SequenceDefinition, guards);
        let state = flow.start(matchAt(0)).state;
        for (let i = 1; i <= cut; i++) {
          const next = flow.advance(state, matchAt(i));
          if (!next.ok) return;
          state = next.state;
        }
        let a = state;
        let b = JSON.parse(JSON.stringify(state)) as FlowState;
        for (let i = cut + 1; i < cut + 30; i++) {
          const ra = flow.advance(a, matchAt(i));
          const rb = twin.advance(b, matchAt(i));
          expect(rb).toEqual(ra);
          if (!ra.ok || !rb.ok) return;
          a = ra.state;
          b = JSON.parse(JSON.stringify(rb.state)) as FlowState;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('memoised transitions give exactly what XState gives, however warm the memo', () => {
    fc.assert(
      fc.property(sequenceArb, matchesArb, matchesArb, ({ sequence, guards, bound }, warmAt, matchAt) => {
        const shared = createFlow<SequenceDefinition, Match>(sequence, guards);
        const play = (nextFlow: () => typeof shared, at = matchAt): string[] => {
          const trail: string[] = [];
          let flow = nextFlow();
          let state = flow.start(at(0)).state;
          trail.push(JSON.stringify(state));
          for (let i = 1; i <= bound + 1 && !flow.position(state).over; i++) {
            flow = nextFlow();
            const next = flow.advance(state, at(i));
            if (!next.ok) break;
            state = next.state;
            trail.push(JSON.stringify([state, next.entered, next.exited, flow.position(state)]));
          }
          return trail;
        };
        // A fresh flow for every step never hits its memo: XState decides each move.
        const reference = play(() => createFlow<SequenceDefinition, Match>(sequence, guards));
        // Warm the memo on a game whose guards answer differently, then replay.
        play(() => shared, warmAt);
        expect(play(() => shared)).toEqual(reference);
        expect(play(() => shared)).toEqual(reference);
      }),
      { numRuns: 150 },
    );
  }, 180_000);
});
