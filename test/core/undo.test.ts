import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkUndo, createMatch, recordOf, sameJson, undo, HexwarError, type Action, type MatchState } from '../../src';
import { myitkyina, type MyitkyinaData } from '../../games/myitkyina';
import { JAPANESE_DEPLOY } from '../games/myitkyina/helpers';

type S = MatchState<MyitkyinaData>;

/** A match with its record, played action by action. */
function match(seed = 7) {
  let state = createMatch(myitkyina, { seed }) as S;
  let actions: Action[] = [];
  return {
    get state() {
      return state;
    },
    get actions() {
      return actions;
    },
    play(a: Action) {
      const r = myitkyina.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state as S;
      actions = [...actions, r.action];
    },
    undo(side: string) {
      const back = undo(myitkyina, recordOf(state, actions), side, state);
      state = back.state as S;
      actions = [...back.record.actions];
    },
    why(side: string) {
      return checkUndo(myitkyina, recordOf(state, actions), state, side);
    },
  };
}

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(HexwarError);
    return `${(e as HexwarError).code}: ${(e as HexwarError).message}`;
  }
  throw new Error('not refused');
};

describe('undo: a side takes back only its own actions (undo)', () => {
  it('steps back through a side\'s own actions one at a time, to the start', () => {
    const m = match();
    const s0 = m.state;
    m.play({ type: 'deploy', side: 'japanese', unit: '1/114', hex: 'F4' });
    const s1 = m.state;
    m.play({ type: 'deploy', side: 'japanese', unit: '2/114', hex: 'F5' });
    expect(m.why('japanese')).toBeNull();
    m.undo('japanese');
    expect(m.state).toEqual(s1);
    m.undo('japanese');
    expect(m.state).toEqual(s0);
    expect(m.why('japanese')?.message).toBe('there is nothing to take back');
    expect(refusal(() => m.undo('japanese'))).toMatch(/cannot-undo: there is nothing to take back/);
  });

  it('never takes back the other side\'s action, nor reaches past it', () => {
    const m = match();
    for (const [unit, hex] of Object.entries(JAPANESE_DEPLOY)) m.play({ type: 'deploy', side: 'japanese', unit, hex });
    m.play({ type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' });
    // The Japanese set-up is behind an Allied action now.
    expect(m.why('japanese')).toMatchObject({ code: 'cannot-undo', rule: 'undo', message: "the last action was the Allied player's: you may take back only your own actions" });
    expect(refusal(() => m.undo('japanese'))).toMatch(/the last action was the Allied player's/);
    // The Allies take theirs back, and then may go no further: the Japanese set-up is not theirs.
    m.undo('allied');
    expect(m.actions.at(-1)!.side).toBe('japanese');
    expect(m.why('allied')?.message).toMatch(/the last action was the Japanese player's/);
  });

  it('never goes back past a die roll', () => {
    const m = match();
    for (const [unit, hex] of Object.entries(JAPANESE_DEPLOY)) m.play({ type: 'deploy', side: 'japanese', unit, hex });
    for (const [unit, hex] of Object.entries({ '88/30': 'A5', '1/5307': 'A5', '89/30': 'A6', '2/5307': 'A6', '90/30': 'A7' })) m.play({ type: 'deploy', side: 'allied', unit, hex });
    m.play({ type: 'endSetup', side: 'allied' });
    // Ending the Allied movement rolls for the monsoon.
    m.play({ type: 'endMovement', side: 'allied' });
    expect(m.why('allied')?.message).toBe('the last action rolled a die or revealed something, so it cannot be taken back');
    expect(refusal(() => m.undo('allied'))).toMatch(/rolled a die/);
  });

  it('refuses an unknown side and a state that is not the record\'s, changing nothing', () => {
    const m = match();
    m.play({ type: 'deploy', side: 'japanese', unit: '1/114', hex: 'F4' });
    expect(m.why('martian')).toMatchObject({ code: 'unknown-side' });
    expect(refusal(() => undo(myitkyina, recordOf(m.state, m.actions), 'martian', m.state))).toMatch(/unknown-side/);
    expect(refusal(() => undo(myitkyina, recordOf(m.state, m.actions), 'japanese', createMatch(myitkyina, { seed: 7 }) as S))).toMatch(/stale-state/);
  });

  it('refuses once the game is over', () => {
    // A whole random game, then whoever acted last asks.
    let s = createMatch(myitkyina, { seed: 3 }) as S;
    const actions: Action[] = [];
    for (let i = 0; !s.result && i < 3000; i++) {
      const side = myitkyina.actingSides(s)[0]!;
      const legal = myitkyina.legalActions(s, side);
      const r = myitkyina.apply(s, legal[(i * 7919) % legal.length]!);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state as S;
      actions.push(r.action);
    }
    expect(s.result).not.toBeNull();
    const last = actions.at(-1)!.side;
    // Forget the roll that may have ended it: the result alone refuses.
    expect(checkUndo(myitkyina, recordOf(s, actions), { ...s, undoFloor: 0 }, last)?.message).toBe('the game is over: its result stands');
  });

  it('property: undo is allowed exactly when the last action is the side\'s own and drew nothing and revealed nothing; it gives the state before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 45, maxLength: 45 }), (seed, picks) => {
        let s = createMatch(myitkyina, { seed }) as S;
        const actions: Action[] = [];
        let before: S | null = null;
        let drewOrRevealed = false;
        for (const pick of picks) {
          if (s.result) break;
          for (const side of myitkyina.sides) {
            const last = actions.at(-1);
            const allowed = last !== undefined && last.side === side && !drewOrRevealed;
            const why = checkUndo(myitkyina, recordOf(s, actions), s, side);
            expect(why === null, `${side} after ${JSON.stringify(last)}: ${why?.message}`).toBe(allowed);
            if (allowed) expect(sameJson(undo(myitkyina, recordOf(s, actions), side, s).state, before)).toBe(true);
            else expect(() => undo(myitkyina, recordOf(s, actions), side, s)).toThrow(HexwarError);
          }
          const side = myitkyina.actingSides(s)[0]!;
          const legal = myitkyina.legalActions(s, side);
          const r = myitkyina.apply(s, legal[pick % legal.length]!);
          if (!r.ok) throw new Error(r.error.message);
          // An oracle apart from the undo floor: the dice drew, or a hidden unit came into the open.
          drewOrRevealed = r.state.random.draws !== s.random.draws || s.units.some((u) => u.hidden && !r.state.units.find((v) => v.id === u.id)!.hidden);
          before = s;
          s = r.state as S;
          actions.push(r.action);
        }
      }),
      { numRuns: 5 },
    );
  });
});
