/** The CI fuzz seed moves with the commit (issue 41 item 5) and stays a valid, reproducible seed. */
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../../scripts/fuzz-seed';

describe('seedFrom', () => {
  it('the same commit gives the same seed; two commits give two', () => {
    const a = 'a95a0e5c2d1f0b7e8e2f44a1c0a36d2a9f1c7b21';
    expect(seedFrom(a)).toBe(seedFrom(a));
    expect(seedFrom(a)).not.toBe(seedFrom('86ce664f0e6c7e0d7d3a1f6b0b1c2d3e4f5a6b7c'));
  });

  it('every seed is a whole number from 1 to 2^31 - 1, and a hundred commits give a hundred seeds', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const s = seedFrom(`commit ${i.toString(16).padStart(40, '0')}`);
      expect(Number.isSafeInteger(s) && s >= 1 && s <= 2 ** 31 - 1).toBe(true);
      seeds.add(s);
    }
    expect(seeds.size).toBe(100);
  });
});
