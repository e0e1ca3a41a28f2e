import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryAt } from '../../src/internal/entry';
import { f64, i16, i32, i32Copy, u32, u8 } from '../../src/internal/typed';

describe('typed arrays carved from slabs', () => {
  it('every array starts zeroed, has its length, and never shares an element with another, across many slabs', () => {
    const makers = [u8, i16, i32, u32, f64] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3000 })), { minLength: 1, maxLength: 200 }), (specs) => {
        const arrays = specs.map(([k, n]) => makers[k]!(n));
        arrays.forEach((a, i) => {
          expect(a.length).toBe(specs[i]![1]);
          expect(a.every((x) => x === 0)).toBe(true);
          a.fill(i + 1);
        });
        // Each array still holds only what was written to it.
        arrays.forEach((a, i) => expect(a.every((x) => x === i + 1)).toBe(true));
      }),
      { numRuns: 60 },
    );
  });
  it('a copy is its own array', () => {
    const src = Int32Array.from([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    const c = i32Copy(src, 2, 18);
    expect([...c]).toEqual([...src.subarray(2, 18)]);
    src[2] = 0;
    expect(c[0]).toBe(7);
  });
});

describe('entryAt', () => {
  it('gives the entry an index names, and names the list when the index runs past it', () => {
    const ground = [{ id: 'wood' }, { id: 'hut' }];
    expect(entryAt(ground, 1, 'the ground')).toBe(ground[1]);
    expect(() => entryAt(ground, 2, 'the ground')).toThrow(new RangeError('the ground has no entry 2 (it has 2)'));
    expect(() => entryAt(ground, -1, 'the ground')).toThrow(RangeError);
  });
});
