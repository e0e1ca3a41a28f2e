import { describe, expect, it } from 'vitest';
import { Stacking, canStack, checkStacking, type StackEntry } from '../../src/stacking';

const u = (id: string, extra: Partial<StackEntry> = {}): StackEntry => ({ id, ...extra });

describe('stacking presets', () => {
  it('count', () => {
    const rule = Stacking.count(3, { rule: '6.3' });
    expect(checkStacking(rule, [u('a'), u('b'), u('c')])).toEqual([]);
    const v = checkStacking(rule, [u('a'), u('b'), u('c'), u('d')], 'M7');
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ code: 'overstacked', rule: '6.3', message: '4 units in M7: at most 3 may stack (6.3)' });
    expect(checkStacking(rule, [u('a'), u('b'), u('c'), u('marker', { exempt: true })])).toEqual([]);
  });
  it('weighted: regiments and brigades count two', () => {
    const rule = Stacking.weighted(3, { regiment: 2, brigade: 2, battalion: 1 });
    expect(checkStacking(rule, [u('r', { size: 'regiment' }), u('b', { size: 'battalion' })])).toEqual([]);
    expect(checkStacking(rule, [u('r', { size: 'regiment' }), u('b', { size: 'brigade' })])[0]!.message).toMatch(/4 stacking points/);
  });
  it('formation: one formation plus N others, whichever formation is largest', () => {
    const rule = Stacking.formation(1, { exempt: (x) => x.size === 'armour' });
    const stack = [u('1', { formation: '48' }), u('2', { formation: '48' }), u('3', { formation: '48' }), u('x', { formation: '63' })];
    expect(checkStacking(rule, stack)).toEqual([]);
    expect(checkStacking(rule, [...stack, u('y')])).toHaveLength(1);
    expect(checkStacking(rule, [...stack, u('tank', { size: 'armour' })])).toEqual([]);
    expect(canStack(rule, stack, [u('z', { formation: '99' })])).toBe(false);
    expect(canStack(rule, stack, [u('4', { formation: '48' })])).toBe(true);
  });
  it('custom and unlimited', () => {
    const noTwoHq = Stacking.custom('one HQ a hex', (units) => (units.filter((x) => x.size === 'hq').length > 1 ? [{ code: 'overstacked', message: 'two HQs' }] : []));
    expect(checkStacking(noTwoHq, [u('a', { size: 'hq' }), u('b', { size: 'hq' })])).toHaveLength(1);
    expect(checkStacking(Stacking.unlimited, Array.from({ length: 50 }, (_, i) => u(String(i))))).toEqual([]);
  });
});
