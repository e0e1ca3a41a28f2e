import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { HexwarError } from '../../src/errors';
import { createCup, createDeck, createRandomState, openRandom, type Deck, type Random, type RandomState } from '../../src/random';
import { scriptRandom } from '../../src/testing';

const seed = fc.maxSafeInteger().map((n) => (n === 0 ? 0 : n)); // fast-check may give -0
const chits = fc.array(fc.constantFrom('inf', 'arm', 'art', 'hq', 'dummy', 'storm'), { maxLength: 30 });

/** One draw of any kind; replaying the same list on the same state must give the same results. */
type Op =
  | { kind: 'die'; sides: number }
  | { kind: 'dice'; count: number; sides: number }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'pick'; n: number }
  | { kind: 'shuffle'; n: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('die' as const), sides: fc.integer({ min: 2, max: 100 }) }),
  fc.record({ kind: fc.constant('dice' as const), count: fc.integer({ min: 1, max: 5 }), sides: fc.constantFrom(6, 8, 10, 20) }),
  fc
    .tuple(fc.maxSafeInteger(), fc.maxSafeInteger())
    .map(([a, b]) => ({ kind: 'int' as const, min: Math.min(a, b) + 0, max: Math.max(a, b) + 0 })),
  fc.record({ kind: fc.constant('pick' as const), n: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('shuffle' as const), n: fc.integer({ min: 0, max: 20 }) }),
);

function run(r: Random, o: Op): unknown {
  switch (o.kind) {
    case 'die':
      return r.die(o.sides, 'p');
    case 'dice':
      return r.dice(o.count, o.sides, 'p');
    case 'int':
      return r.int(o.min, o.max, 'p');
    case 'pick':
      return r.pick(Array.from({ length: o.n }, (_, i) => i), 'p');
    case 'shuffle':
      return r.shuffle(Array.from({ length: o.n }, (_, i) => i), 'p');
  }
}

const viaJson = (s: RandomState): RandomState => JSON.parse(JSON.stringify(s)) as RandomState;

describe('random properties', () => {
  it('a state saved as JSON at any point continues exactly the same sequence', () => {
    fc.assert(
      fc.property(seed, fc.array(op, { maxLength: 30 }), fc.nat(), (s, ops, cut) => {
        const split = ops.length === 0 ? 0 : cut % (ops.length + 1);
        const whole = openRandom(createRandomState(s));
        const expected = ops.map((o) => run(whole, o));

        const first = openRandom(createRandomState(s));
        const before = ops.slice(0, split).map((o) => run(first, o));
        const saved = viaJson(first.state);
        expect(saved).toEqual(first.state);
        const second = openRandom(saved);
        const after = ops.slice(split).map((o) => run(second, o));

        expect([...before, ...after]).toEqual(expected);
        expect(second.state).toEqual(whole.state);
        expect([...first.events, ...second.events]).toEqual(whole.events);
        expect(whole.state.draws).toBe(ops.length);
      }),
      { numRuns: 200 },
    );
  });

  it('two sessions opened on the same state draw the same and change nothing', () => {
    fc.assert(
      fc.property(seed, fc.array(op, { maxLength: 15 }), (s, ops) => {
        const state = createRandomState(s);
        const copy = structuredClone(state);
        const a = openRandom(state);
        const b = openRandom(state);
        // Interleaved, so any shared generator would show.
        for (const o of ops) expect(run(b, o)).toEqual(run(a, o));
        expect(b.state).toEqual(a.state);
        expect(state).toEqual(copy);
      }),
    );
  });

  it('different seeds give different sequences', () => {
    fc.assert(
      fc.property(seed, seed, (a, b) => {
        fc.pre(a !== b);
        const roll = (x: number) => {
          const r = openRandom(createRandomState(x));
          return Array.from({ length: 8 }, () => r.die(20, 'p'));
        };
        expect(roll(a)).not.toEqual(roll(b)); // 20^-8 chance of a false alarm
      }),
    );
  });

  it('dice stay on their faces and add up', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 1000 }), (s, count, sides) => {
        const r = openRandom(createRandomState(s));
        const { results, total } = r.dice(count, sides, 'p');
        expect(results).toHaveLength(count);
        for (const x of results) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(1);
          expect(x).toBeLessThanOrEqual(sides);
        }
        expect(total).toBe(results.reduce((p, q) => p + q, 0));
        const one = r.die(sides, 'p');
        expect(one >= 1 && one <= sides && Number.isInteger(one)).toBe(true);
      }),
    );
  });

  it('int stays within any safe range', () => {
    fc.assert(
      fc.property(seed, fc.maxSafeInteger(), fc.maxSafeInteger(), (s, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const x = openRandom(createRandomState(s)).int(min, max, 'p');
        expect(Number.isSafeInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(min);
        expect(x).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('a cup gives every chit exactly once, then is empty', () => {
    fc.assert(
      fc.property(seed, chits, (s, all) => {
        const r = openRandom(createRandomState(s));
        let cup = createCup('cup', all);
        const drawn: string[] = [];
        while (cup.chits.length > 0) {
          const next = r.drawChit(cup, 'p');
          expect(next.cup.chits).toHaveLength(cup.chits.length - 1);
          drawn.push(next.chit);
          cup = next.cup;
        }
        expect([...drawn].sort()).toEqual([...all].sort());
        expect(r.events.map((e) => (e.type === 'chitDrawn' ? e.chit : '?'))).toEqual(drawn);
        expect(() => r.drawChit(cup, 'p')).toThrow(HexwarError);
      }),
    );
  });

  it('a shuffle is a permutation into a new array', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer(), { maxLength: 60 }), (s, items) => {
        const copy = [...items];
        const out = openRandom(createRandomState(s)).shuffle(items, 'p');
        expect(out).not.toBe(items);
        expect(items).toEqual(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('a deck never gains or loses a card, whatever is drawn, discarded and shuffled', () => {
    const step = fc.constantFrom('draw', 'discard', 'shuffle');
    fc.assert(
      fc.property(seed, fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 12 }), fc.array(step, { maxLength: 40 }), (s, cards, steps) => {
        const r = openRandom(createRandomState(s));
        let deck: Deck = r.shuffleDeck(createDeck('d', cards), 'setup');
        let hand: string[] = [];
        for (const st of steps) {
          if (st === 'draw' && deck.drawPile.length + deck.discardPile.length > 0) {
            const { card, deck: next } = r.drawCard(deck, 'p');
            hand.push(card);
            deck = next;
          } else if (st === 'discard') {
            deck = r.discard(deck, hand);
            hand = [];
          } else if (st === 'shuffle') {
            deck = r.shuffleDeck(deck, 'p');
            expect(deck.discardPile).toEqual([]);
          }
          expect([...deck.drawPile, ...deck.discardPile, ...hand].sort()).toEqual([...cards].sort());
        }
        expect(viaJson(r.state)).toEqual(r.state);
      }),
    );
  });

  it('scripted faces come out in order and leave the generator alone', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 20 }), (s, faces) => {
        const start = scriptRandom(createRandomState(s), faces);
        const r = openRandom(start);
        expect(faces.map(() => r.die(6, 'p'))).toEqual(faces);
        expect(r.state).toEqual({ ...createRandomState(s), draws: faces.length });
      }),
    );
  });

  it('every state is plain JSON', () => {
    fc.assert(
      fc.property(seed, fc.array(op, { maxLength: 10 }), fc.array(fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom('a', 'b')), { maxLength: 5 }), (s, ops, script) => {
        const r = openRandom(scriptRandom(createRandomState(s), script));
        for (const o of ops) {
          try {
            run(r, o);
          } catch (error) {
            expect(error).toBeInstanceOf(HexwarError); // a scripted value that does not fit
            break;
          }
        }
        expect(viaJson(r.state)).toEqual(r.state);
        expect(JSON.parse(JSON.stringify(r.events))).toEqual(r.events);
      }),
    );
  });
});
