import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots';
import { playMatch } from '../../src/play';
import { loadMatch, replay, saveMatch, view, viewEvents, type ActionInput, type GameEvent, type MatchState } from '../../src/engine';
import { skirmish, type SkirmishData } from '../support/skirmish';

/** A random position: a seed and how many random actions to play. */
const positionArb = fc.record({ seed: fc.integer({ min: 0, max: 1e6 }), steps: fc.integer({ min: 0, max: 80 }) });

function positionAt(seed: number, steps: number) {
  const events: GameEvent[][] = [];
  const played = playMatch(skirmish, { seed, bots: randomBot, maxSteps: steps, onAction: (_a, e) => events.push([...e]) });
  return { ...played, events };
}

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

describe('engine properties', () => {
  it('replay is deterministic: the record gives the identical state', () => {
    fc.assert(
      fc.property(positionArb, ({ seed, steps }) => {
        const p = positionAt(seed, steps);
        expect(replay(skirmish, p.record)).toEqual(p.state);
      }),
      { numRuns: 60 },
    );
  });

  it('save and load round-trip at any point', () => {
    fc.assert(
      fc.property(positionArb, ({ seed, steps }) => {
        const p = positionAt(seed, steps);
        const loaded = loadMatch(skirmish, saveMatch(p.record, p.state));
        expect(loaded.state).toEqual(p.state);
        expect(JSON.parse(JSON.stringify(p.state))).toEqual(p.state);
      }),
      { numRuns: 40 },
    );
  });

  it("blue's view and events never show a hidden red unit's id, type or strength", () => {
    fc.assert(
      fc.property(positionArb, ({ seed, steps }) => {
        const p = positionAt(seed, steps);
        const hiddenNow = p.state.units.filter((u) => u.hidden);
        const text = JSON.stringify(view(skirmish, p.state, 'blue'));
        for (const u of hiddenNow) {
          expect(text).not.toContain(`"${u.id}"`);
          expect(text).not.toMatch(/decoy/);
        }
        expect(text).not.toContain('"rng"');
        // Until a unit is revealed, no event blue sees names it.
        const revealedAt = new Map<string, number>();
        p.events.forEach((es, i) => es.forEach((e) => e.type === 'revealed' && !revealedAt.has(e.unit as string) && revealedAt.set(e.unit as string, i)));
        p.events.forEach((es, i) => {
          const seen = JSON.stringify(viewEvents(es, 'blue'));
          for (const id of ['r1', 'r2', 'r3']) {
            const at = revealedAt.get(id);
            if (at === undefined || i < at) expect(seen).not.toContain(`"${id}"`);
          }
        });
      }),
      { numRuns: 80 },
    );
  });

  it('apply never throws and never changes the state, whatever JSON it is given', () => {
    const states: MatchState<SkirmishData>[] = [];
    for (let seed = 0; seed < 6; seed++) states.push(deepFreeze(positionAt(seed, seed * 9).state));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.oneof(fc.jsonValue(), fc.anything(), fc.record({ type: fc.constantFrom('move', 'attack', 'resolve', 'advance', 'end', 'fly'), side: fc.constantFrom('blue', 'red', 'x') }, { requiredKeys: [] }).chain((base) => fc.dictionary(fc.constantFrom('unit', 'to', 'attackers', 'target', 'choice'), fc.jsonValue()).map((extra) => ({ ...base, ...extra })))), (i, input) => {
        const s = states[i]!;
        const before = JSON.stringify(s);
        let r: ReturnType<typeof skirmish.apply> | undefined;
        expect(() => (r = skirmish.apply(s, input as ActionInput))).not.toThrow();
        expect(JSON.stringify(s)).toBe(before);
        if (r && !r.ok) expect(r.error.code).not.toBe('internal-error');
      }),
      { numRuns: 1500 },
    );
  });

  it('every listed legal action is accepted', () => {
    fc.assert(
      fc.property(positionArb, ({ seed, steps }) => {
        const { state } = positionAt(seed, steps);
        for (const side of skirmish.sides) for (const a of skirmish.legalActions(state, side)) expect(skirmish.apply(state, a).ok).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
