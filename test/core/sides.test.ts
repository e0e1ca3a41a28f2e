/**
 * The questions every game asks of its sides and counters, answered once by
 * the core: the other side, a side's name, a counter by id.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { counterLookup, HexwarError, setupGame, type CounterData } from '../../src';
import { enemyOfIn, sideNamer } from '../../src/engine';

const sequence = { turns: 1, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement', rule: '4' }] }] } as const;
const counter = (id: string, side: string): CounterData => ({ id, side, name: id, type: 'infantry', steps: 1, factors: [{ attack: 1, defence: 1, movement: 4 }] });
const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof HexwarError ? e.code : `not a HexwarError: ${String(e)}`;
  }
  return undefined;
};

describe('enemyOf', () => {
  const kit = setupGame({ sides: ['blue', 'red'] as const, sequence });
  it('gives the other of two sides, typed as one of the game\'s sides', () => {
    expect(kit.enemyOf('blue')).toBe('red');
    expect(kit.enemyOf('red')).toBe('blue');
    expectTypeOf(kit.enemyOf('blue')).toEqualTypeOf<'blue' | 'red'>();
  });
  it('names a side the game does not have, instead of answering with one it has', () => {
    expect(codeOf(() => kit.enemyOf('green'))).toBe('unknown-side');
    expect(() => kit.enemyOf('all')).toThrow(/no side "all" in this game \(its sides: blue, red\)/);
  });
  it('in a game of three sides, says it needs two', () => {
    const three = enemyOfIn(['a', 'b', 'c']);
    expect(codeOf(() => three('a'))).toBe('bad-game');
    expect(() => three('a')).toThrow(/needs a game of two sides; this one has 3/);
  });
});

describe('sideName', () => {
  it('uses the names given, else the id with a capital letter; anything else as it is', () => {
    const name = sideNamer(['us', 'japan', 'green'], { us: 'American', japan: 'Japanese' });
    expect([name('us'), name('japan'), name('green'), name('all'), name(undefined)]).toEqual(['American', 'Japanese', 'Green', 'all', 'undefined']);
    const kit = setupGame({ sides: ['blue', 'red'] as const, sequence, sideNames: { red: 'the Reds' } });
    expect([kit.sideName('blue'), kit.sideName('red')]).toEqual(['Blue', 'the Reds']);
  });
});

describe('counterLookup', () => {
  const counters = [counter('b1', 'blue'), counter('r1', 'red')];
  it('finds a counter by id, typed as the game\'s own counters', () => {
    type Mine = CounterData & { readonly nation: 'fr' | 'de' };
    const mine: Mine[] = [{ ...counter('b1', 'blue'), nation: 'fr' }];
    const of = counterLookup(mine);
    expect(of('b1').nation).toBe('fr');
    expectTypeOf(of('b1')).toEqualTypeOf<Mine>();
    expect(counterLookup(counters)('r1').side).toBe('red');
  });
  it('names an unknown id rather than answering undefined', () => {
    expect(codeOf(() => counterLookup(counters)('x9'))).toBe('unknown-counter');
    expect(() => counterLookup(counters)('x9')).toThrow(/no counter "x9"/);
  });
  it('refuses two counters with one id, naming the second', () => {
    expect(codeOf(() => counterLookup([...counters, counter('b1', 'red')]))).toBe('bad-game');
    expect(() => counterLookup([...counters, counter('b1', 'red')])).toThrow(/counters\[2\]: the id "b1" is used twice/);
  });
});
