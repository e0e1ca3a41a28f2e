import { assert, describe, it, expect } from 'vitest';
import { createActor } from 'xstate';
import { HexwarError } from '../../src/errors';
import {
  createFlow,
  defineSequence,
  type Flow,
  type FlowPosition,
  type FlowState,
  type PhaseOf,
  type SequenceDefinition,
  type SideOf,
} from '../../src/flow';

import { caught } from '../support/errors';

/** `turn side phase` for a position, compact enough to compare whole games at a glance. */
const label = (at: { turn: number; side: string | null; phase: string }): string =>
  [at.turn, at.side ?? '-', at.phase].join(' ');

/**
 * Plays a flow the way the engine will: start, then advance whenever a phase ends.
 * `matchAt` gives the match state at each call (it may change as phases are played).
 * Returns every position rested at, the end included.
 */
function play<M>(flow: Flow<string, string, M>, matchAt: (at: FlowPosition | null) => M, limit = 500): FlowPosition[] {
  const started = flow.start(matchAt(null));
  let state = started.state;
  const seen = [flow.position(state)];
  for (let i = 0; i < limit && !seen[seen.length - 1]!.over; i++) {
    const next = flow.advance(state, matchAt(seen[seen.length - 1]!));
    if (!next.ok) throw new Error(next.error.message);
    state = next.state;
    seen.push(flow.position(state));
  }
  return seen;
}

// A Meiktila-like turn: set-up, then air power, supply, chit-pull activations while chits remain, end phase.
interface Cup {
  /** Chits left in the cup, per turn. */
  readonly chits: Record<number, number>;
}
const meiktila = defineSequence({
  setup: [{ phase: 'setup', rule: '3.0' }],
  turns: 10,
  steps: [
    { phase: 'airPower', rule: '5.0' },
    { phase: 'supply', rule: '7.0' },
    { loop: 'activations', rule: '6.0', while: 'activationsRemain', steps: [{ phase: 'activation' }] },
    { phase: 'end', rule: '4.0' },
  ],
});
/** The cup empties as chits are drawn: after the n-th activation of a turn, chits - n remain. */
const meiktilaFlow = createFlow(meiktila, {
  activationsRemain: (cup: Cup, at) => (cup.chits[at.turn] ?? 0) - (at.passes.activations ?? 0) > 0,
});

const pacific = defineSequence({
  turns: 11,
  steps: [
    {
      sides: ['allied', 'japanese'],
      steps: [{ phase: 'reinforcement' }, { phase: 'movement' }, { phase: 'combat' }],
    },
  ],
});

describe('flow: sequence of play', () => {
  it('plays a Meiktila-like sequence in order: set-up, then 3 activations in turn 1 and none in turn 2', () => {
    const cup: Cup = { chits: { 1: 3, 2: 0 } };
    const seen = play(meiktilaFlow, () => cup).slice(0, 11);
    expect(seen.map(label)).toEqual([
      '0 - setup',
      '1 - airPower',
      '1 - supply',
      '1 - activation',
      '1 - activation',
      '1 - activation',
      '1 - end',
      '2 - airPower',
      '2 - supply',
      '2 - end',
      '3 - airPower',
    ]);
    expect(seen[3]!.path).toEqual(['turn', 'activations', 'activation']);
    expect(seen.slice(3, 6).map((at) => at.passes)).toEqual([{ activations: 1 }, { activations: 2 }, { activations: 3 }]);
    expect(seen[6]!.passes).toEqual({});
    expect(seen[0]!.path).toEqual(['setup', 'setup']);
    expect(seen.map((at) => at.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('ends after the last turn, every turn played', () => {
    const seen = play(meiktilaFlow, () => ({ chits: {} }));
    const last = seen[seen.length - 1]!;
    expect(last).toMatchObject({ over: true, phase: 'over', turn: 10, side: null, path: ['over'] });
    expect(seen.filter((at) => at.phase === 'end').map((at) => at.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen).toHaveLength(1 + 10 * 3 + 1);
  });

  it('reports the phase left and the phase entered on every advance', () => {
    const cup: Cup = { chits: { 1: 1 } };
    const start = meiktilaFlow.start(cup);
    expect(start.entered).toEqual([{ phase: 'setup', turn: 0, side: null, rule: '3.0' }]);
    const a = meiktilaFlow.advance(start.state, cup);
    expect(a).toMatchObject({
      ok: true,
      exited: [{ phase: 'setup', turn: 0, side: null, rule: '3.0' }],
      entered: [{ phase: 'airPower', turn: 1, side: null, rule: '5.0' }],
    });
    // A loop re-entering the same phase still reports it as left and entered.
    let state = start.state;
    const changes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = meiktilaFlow.advance(state, cup);
      if (!r.ok) throw new Error(r.error.message);
      changes.push(`${r.exited.map((c) => c.phase).join()}>${r.entered.map((c) => c.phase).join()}`);
      state = r.state;
    }
    expect(changes).toEqual(['setup>airPower', 'airPower>supply', 'supply>activation', 'activation>end']);
  });

  it('gives each side its player turn in order, then the next game turn', () => {
    const flow = createFlow(pacific, {});
    const seen = play(flow, () => null);
    expect(seen.slice(0, 8).map(label)).toEqual([
      '1 allied reinforcement',
      '1 allied movement',
      '1 allied combat',
      '1 japanese reinforcement',
      '1 japanese movement',
      '1 japanese combat',
      '2 allied reinforcement',
      '2 allied movement',
    ]);
    expect(seen[0]!.path).toEqual(['turn', 'playerTurn', 'reinforcement']);
    expect(seen).toHaveLength(11 * 2 * 3 + 1);
    expect(seen[seen.length - 1]).toMatchObject({ over: true, turn: 11, side: null });
  });

  it('names a player-turn block when asked', () => {
    const flow = createFlow(defineSequence({ turns: 1, steps: [{ sides: ['red'], name: 'redTurn', steps: [{ phase: 'fire' }] }] }), {});
    expect(flow.position(flow.start(null).state).path).toEqual(['turn', 'redTurn', 'fire']);
  });

  it('skips a phase whose when-guard is false, asking it with the phase, turn and side', () => {
    const asked: string[] = [];
    const sequence = defineSequence({
      turns: 3,
      steps: [
        { phase: 'reinforcement', when: 'evenTurn' },
        { sides: ['allied', 'japanese'], steps: [{ phase: 'movement' }, { phase: 'banzai', when: 'japanese' }] },
      ],
    });
    const flow = createFlow(sequence, {
      evenTurn: (_match, at) => at.turn % 2 === 0,
      japanese: (_match, at) => {
        asked.push(`${at.turn} ${at.side} ${at.phase} ${at.path.join('.')}`);
        return at.side === 'japanese';
      },
    });
    const seen = play(flow, () => null);
    expect(seen.map(label)).toEqual([
      '1 allied movement',
      '1 japanese movement',
      '1 japanese banzai',
      '2 - reinforcement',
      '2 allied movement',
      '2 japanese movement',
      '2 japanese banzai',
      '3 allied movement',
      '3 japanese movement',
      '3 japanese banzai',
      '3 - over',
    ]);
    expect(asked.slice(0, 2)).toEqual(['1 allied banzai turn.playerTurn.banzai', '1 japanese banzai turn.playerTurn.banzai']);
  });

  it('skips a loop whose guard is false at first, and loops or player turns whose when-guard is false', () => {
    const sequence = defineSequence({
      turns: 2,
      steps: [
        { loop: 'never', while: 'no', steps: [{ phase: 'ghost' }] },
        { sides: ['a', 'b'], when: 'firstTurn', steps: [{ phase: 'move' }] },
        { loop: 'once', when: 'secondTurn', while: 'firstPass', steps: [{ phase: 'fight' }] },
        { phase: 'end' },
      ],
    });
    const flow = createFlow(sequence, {
      no: () => false,
      firstTurn: (_m, at) => at.turn === 1,
      secondTurn: (_m, at) => at.turn === 2,
      firstPass: (_m, at) => at.passes.once === 0,
    });
    expect(play(flow, () => null).map(label)).toEqual(['1 a move', '1 b move', '1 - end', '2 - fight', '2 - end', '2 - over']);
    expect(flow.phases).toEqual(['ghost', 'move', 'fight', 'end']);
  });

  it('starts past skipped phases, and is over at once when every phase of every turn is skipped', () => {
    const flow = createFlow(defineSequence({ turns: 3, steps: [{ phase: 'a', when: 'never' }] }), { never: () => false });
    const start = flow.start(null);
    expect(start.entered).toEqual([]);
    expect(flow.position(start.state)).toMatchObject({ over: true, turn: 3, phase: 'over' });
    expect(flow.advance(start.state, null)).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
  });

  it('ends a loop pass that entered no phase instead of spinning forever', () => {
    const flow = createFlow(
      defineSequence({ turns: 1, steps: [{ loop: 'idle', while: 'always', steps: [{ phase: 'x', when: 'never' }] }, { phase: 'end' }] }),
      { always: () => true, never: () => false },
    );
    expect(play(flow, () => null).map(label)).toEqual(['1 - end', '1 - over']);
  });

  it('ends the game when the game-over guard holds as a phase ends, from deep inside loops and player turns', () => {
    interface Match {
      readonly vp: number;
    }
    const sequence = defineSequence({
      turns: 5,
      gameOver: 'suddenDeath',
      steps: [
        { sides: ['allied', 'japanese'], steps: [{ loop: 'impulses', while: 'always', steps: [{ phase: 'impulse' }] }] },
      ],
    });
    const flow = createFlow(sequence, {
      suddenDeath: (m: Match) => m.vp >= 10,
      always: () => true,
    });
    let state = flow.start({ vp: 0 }).state;
    for (let i = 0; i < 3; i++) {
      const r = flow.advance(state, { vp: i });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(flow.position(state)).toMatchObject({ phase: 'impulse', side: 'allied', passes: { impulses: 4 } });
    const end = flow.advance(state, { vp: 12 });
    expect(end).toMatchObject({ ok: true, exited: [{ phase: 'impulse', turn: 1, side: 'allied' }], entered: [] });
    assert(end.ok);
    expect(flow.position(end.state)).toEqual({
      turn: 1,
      phase: 'over',
      side: null,
      path: ['over'],
      over: true,
      step: 5,
      passes: {},
    });
    expect(flow.advance(end.state, { vp: 0 })).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
  });

  it('gives the game-over guard the position of the phase that is ending', () => {
    const asked: FlowPosition[] = [];
    const flow = createFlow(defineSequence({ turns: 2, gameOver: 'check', steps: [{ sides: ['a', 'b'], steps: [{ phase: 'p' }] }] }), {
      check: (_m, at) => {
        asked.push(at);
        return false;
      },
    });
    play(flow, () => null);
    // Asked once by snapshot.can and once by the step itself: the same question, the same answer.
    const distinct = asked.map((at) => JSON.stringify(at)).filter((s, i, all) => all.indexOf(s) === i);
    expect(distinct.map((s) => label(JSON.parse(s) as FlowPosition))).toEqual(['1 a p', '1 b p', '2 a p', '2 b p']);
    expect(JSON.parse(distinct[1]!)).toMatchObject({ path: ['turn', 'playerTurn', 'p'], over: false, step: 2 });
  });

  it('refuses to advance after the end with a game-over error', () => {
    const flow = createFlow(defineSequence({ turns: 1, steps: [{ phase: 'only' }] }), {});
    const { state } = flow.start(null);
    const end = flow.advance(state, null);
    assert(end.ok, end.ok ? undefined : JSON.stringify(end.error));
    expect(flow.position(end.state).over).toBe(true);
    expect(flow.advance(end.state, null)).toEqual({ ok: false, error: { code: 'game-over', message: 'the game is over' } });
  });
});

describe('flow: persisted state', () => {
  it('round-trips through JSON at every point and continues identically', () => {
    const cup: Cup = { chits: { 1: 2, 2: 1, 3: 4 } };
    let state: FlowState = meiktilaFlow.start(cup).state;
    for (let i = 0; i < 40; i++) {
      const copy = JSON.parse(JSON.stringify(state)) as FlowState;
      expect(copy).toEqual(state);
      expect(meiktilaFlow.position(copy)).toEqual(meiktilaFlow.position(state));
      const a = meiktilaFlow.advance(state, cup);
      const b = meiktilaFlow.advance(copy, cup);
      expect(b).toEqual(a);
      if (!a.ok) break;
      state = a.state;
    }
  });

  it('is small', () => {
    const cup: Cup = { chits: { 1: 3 } };
    const seen = meiktilaFlow.start(cup);
    const r1 = meiktilaFlow.advance(seen.state, cup);
    const r2 = r1.ok ? meiktilaFlow.advance(r1.state, cup) : r1;
    const r3 = r2.ok ? meiktilaFlow.advance(r2.state, cup) : r2;
    if (!r3.ok) throw new Error('expected to reach the activation loop');
    expect(r3.state).toEqual({
      value: { turn: { activations: 'activation' } },
      context: { turn: 1, side: null, step: 4, loops: { activations: { pass: 1, from: 3 } } },
    });
    expect(JSON.stringify(r3.state).length).toBeLessThan(160);
  });

  it('rejects a state that is not a resting point of this sequence', () => {
    const { state } = meiktilaFlow.start({ chits: {} });
    const bad = (value: unknown, context: unknown = state.context) =>
      caught(() => meiktilaFlow.advance({ value, context } as FlowState, { chits: {} })).code;
    expect(bad({ turn: 'movement' })).toBe('bad-flow-state');
    expect(bad({ turn: { activations: '~check' } })).toBe('bad-flow-state');
    expect(bad('~turnEnd')).toBe('bad-flow-state');
    expect(bad({ turn: 'airPower' }, { ...state.context, turn: 11 })).toBe('bad-flow-state');
    expect(bad({ turn: 'airPower' }, { ...state.context, step: -1 })).toBe('bad-flow-state');
    expect(caught(() => meiktilaFlow.position({ value: 'nowhere', context: state.context })).code).toBe('bad-flow-state');
  });

  it('never changes the state it is given', () => {
    const cup: Cup = { chits: { 1: 2 } };
    let state = meiktilaFlow.start(cup).state;
    for (let i = 0; i < 6; i++) {
      const before = JSON.stringify(state);
      const r = meiktilaFlow.advance(Object.freeze(state), cup);
      expect(JSON.stringify(state)).toBe(before);
      if (!r.ok) break;
      state = r.state;
    }
  });
});

describe('flow: the XState machine', () => {
  it('runs as an actor the same as through advance', () => {
    const cup: Cup = { chits: { 1: 2 } };
    const actor = createActor(meiktilaFlow.machine, { input: { match: cup } }).start();
    let state = meiktilaFlow.start(cup).state;
    for (let i = 0; i < 12; i++) {
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
      actor.send({ type: 'PHASE_DONE', match: cup });
      const r = meiktilaFlow.advance(state, cup);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    actor.stop();
  });

  it('lists every phase once, set-up first', () => {
    expect(meiktilaFlow.phases).toEqual(['setup', 'airPower', 'supply', 'activation', 'end']);
  });
});

describe('flow: checking the sequence', () => {
  it('throws missing-guard naming the guard and the step path', () => {
    const e = caught(() => createFlow(meiktila, {} as never));
    expect(e.code).toBe('missing-guard');
    expect(e.path).toBe('steps[2].while');
    expect(e.message).toContain('"activationsRemain"');

    const sequence = defineSequence({
      turns: 1,
      gameOver: 'done',
      steps: [{ sides: ['a'], steps: [{ phase: 'p', when: 'ready' }] }],
    });
    const e2 = caught(() => createFlow(sequence, { done: () => false } as never));
    expect([e2.code, e2.path, e2.message.includes('"ready"')]).toEqual(['missing-guard', 'steps[0].steps[0].when', true]);
    const e3 = caught(() => createFlow(sequence, { ready: () => true } as never));
    expect(e3.path).toBe('gameOver');
    // A guard that is not a function is as good as missing.
    expect(caught(() => createFlow(meiktila, { activationsRemain: 42 } as never)).code).toBe('missing-guard');
  });

  it('does not compile with a guard missing or misspelt', () => {
    const sequence = defineSequence({ turns: 1, steps: [{ phase: 'p', when: 'ready' }] });
    // @ts-expect-error -- guard "ready" is not supplied
    expect(() => createFlow(sequence, {})).toThrow(HexwarError);
    // @ts-expect-error -- "redy" is not a guard of this sequence
    expect(() => createFlow(sequence, { redy: () => true })).toThrow(HexwarError);
    expect(createFlow(sequence, { ready: () => true }).phases).toEqual(['p']);
  });

  it('types phase and side names from the sequence', () => {
    type Phase = PhaseOf<typeof pacific>;
    type Side = SideOf<typeof pacific>;
    const phase: Phase = 'movement';
    // @ts-expect-error -- a misspelt phase does not compile
    const typo: Phase = 'movment';
    const side: Side = 'japanese';
    // @ts-expect-error -- nor does an unknown side
    const stranger: Side = 'soviet';
    const flow = createFlow(pacific, {});
    const at = flow.position(flow.start(null).state);
    const phases: readonly ('reinforcement' | 'movement' | 'combat')[] = flow.phases;
    expect([phase, typo, side, stranger, at.phase, phases.length]).toEqual(['movement', 'movment', 'japanese', 'soviet', 'reinforcement', 3]);
    // A sequence not known at compile time gives plain strings.
    const loose: SequenceDefinition = pacific;
    const p: PhaseOf<typeof loose> = 'anything';
    expect(p).toBe('anything');
  });

  it.each([
    ['turns must be whole', { turns: 0, steps: [{ phase: 'a' }] }, 'bad-turns', 'turns'],
    ['turns must be a number', { turns: Number.NaN, steps: [{ phase: 'a' }] }, 'bad-turns', 'turns'],
    ['steps may not be empty', { turns: 1, steps: [] }, 'empty-steps', 'steps'],
    ['a loop may not be empty', { turns: 1, steps: [{ loop: 'l', while: 'g', steps: [] }] }, 'empty-steps', 'steps[0].steps'],
    ['names are plain', { turns: 1, steps: [{ phase: 'air.power' }] }, 'bad-name', 'steps[0].phase'],
    ['"over" is reserved', { turns: 1, steps: [{ phase: 'over' }] }, 'reserved-name', 'steps[0].phase'],
    ['siblings have distinct names', { turns: 1, steps: [{ phase: 'a' }, { phase: 'a' }] }, 'duplicate-step', 'steps[1]'],
    [
      'player turns do not nest',
      { turns: 1, steps: [{ sides: ['a'], steps: [{ sides: ['b'], steps: [{ phase: 'p' }] }] }] },
      'nested-sides',
      'steps[0].steps[0]',
    ],
    ['sides are listed once', { turns: 1, steps: [{ sides: ['a', 'a'], steps: [{ phase: 'p' }] }] }, 'bad-sides', 'steps[0].sides[1]'],
    ['sides are not empty', { turns: 1, steps: [{ sides: [], steps: [{ phase: 'p' }] }] }, 'bad-sides', 'steps[0].sides'],
    ['one kind per step', { turns: 1, steps: [{ phase: 'a', loop: 'b', while: 'g', steps: [] }] }, 'bad-step', 'steps[0]'],
    ['no unknown fields', { turns: 1, steps: [{ phase: 'a', whn: 'g' }] }, 'unknown-field', 'steps[0].whn'],
    [
      'a loop does not nest in its namesake',
      { turns: 1, steps: [{ loop: 'l', while: 'g', steps: [{ loop: 'l', while: 'g', steps: [{ phase: 'p' }] }] }] },
      'nested-loop-name',
      'steps[0].steps[0].loop',
    ],
    ['set-up steps are checked too', { turns: 1, setup: [{ phase: '' }], steps: [{ phase: 'a' }] }, 'bad-name', 'setup[0].phase'],
  ])('rejects a bad sequence: %s', (_why, sequence, code, path) => {
    const e = caught(() => defineSequence(sequence as unknown as SequenceDefinition));
    expect([e.code, e.path]).toEqual([code, path]);
    // createFlow checks a sequence made without defineSequence just the same.
    expect(caught(() => createFlow(sequence as unknown as SequenceDefinition, {})).code).toBe(code);
  });

  it('accepts an empty set-up as no set-up', () => {
    const flow = createFlow(defineSequence({ setup: [], turns: 1, steps: [{ phase: 'a' }] }), {});
    expect(flow.position(flow.start(null).state)).toMatchObject({ turn: 1, phase: 'a' });
  });
});
