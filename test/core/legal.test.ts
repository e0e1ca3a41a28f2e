import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressActions, countActions, descriptorContains, expandActions, mergeDescriptors, refinesListed, sampleAction, sameJson, type Action, type ActionDescriptor } from '../../src/engine';
import { caught } from '../support/errors';

const move: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b1', march: false }, choose: { to: ['A1', 'A2', 'B1'] } };

describe('action descriptors', () => {
  it('one descriptor holds every combination of its choices, listed in order', () => {
    expect(countActions(move)).toBe(3);
    expect(expandActions([move])).toEqual([
      { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'A1' },
      { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'A2' },
      { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'B1' },
    ]);
    const two: ActionDescriptor = { type: 'allot', side: 'red', choose: { a: [1, 2], b: ['x', 'y', 'z'] } };
    expect(countActions(two)).toBe(6);
    expect(expandActions([two]).map((a) => `${String(a['a'])}${String(a['b'])}`)).toEqual(['1x', '1y', '1z', '2x', '2y', '2z']);
  });
  it('holds an action only with every field fixed or chosen, and nothing more', () => {
    expect(descriptorContains(move, { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'A2' })).toBe(true);
    expect(descriptorContains(move, { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'C3' })).toBe(false);
    expect(descriptorContains(move, { type: 'move', side: 'blue', unit: 'b1', march: true, to: 'A2' })).toBe(false);
    expect(descriptorContains(move, { type: 'move', side: 'red', unit: 'b1', march: false, to: 'A2' })).toBe(false);
    expect(descriptorContains(move, { type: 'move', side: 'blue', unit: 'b1', march: false, to: 'A2', extra: 1 })).toBe(false);
    expect(descriptorContains(move, { type: 'move', side: 'blue', unit: 'b1', to: 'A2' })).toBe(false);
  });
  it('an open field cannot be listed, only sampled', () => {
    const fire: ActionDescriptor = { type: 'fire', side: 'blue', fixed: { unit: 'm1' }, open: { at: { kind: 'point', radius: 24 } } };
    expect(countActions(fire)).toBe(Infinity);
    expect(caught(() => expandActions([fire])).code).toBe('open-action-space');
    expect(caught(() => sampleAction([fire], () => 0)).code).toBe('no-sampler');
    const drawn = sampleAction([fire], () => 0, { point: (f) => ({ x: Number(f['radius']), y: 0 }) });
    expect(drawn).toEqual({ type: 'fire', side: 'blue', unit: 'm1', at: { x: 24, y: 0 } });
    expect(caught(() => sampleAction([], () => 0)).code).toBe('no-actions');
  });
  it('merges descriptors that differ in one fixed field and share their choice lists', () => {
    const to = ['A1', 'A2'];
    const a: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b1', march: false }, choose: { to } };
    const b: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b2', march: false }, choose: { to } };
    const c: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b3', march: false }, choose: { to: ['A1', 'A2'] } };
    const merged = mergeDescriptors([a, b, c]);
    expect(merged).toEqual([{ type: 'move', side: 'blue', fixed: { march: false }, choose: { unit: ['b1', 'b2'], to } }, c]);
  });
  it('optional fields: held with or without them, never listed or sampled; merging keeps them', () => {
    const to = ['A1', 'A2'];
    const a: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b1' }, choose: { to }, optional: { path: { kind: 'hex-path' } } };
    const b: ActionDescriptor = { ...a, fixed: { unit: 'b2' } };
    expect(descriptorContains(a, { type: 'move', side: 'blue', unit: 'b1', to: 'A1' })).toBe(true);
    expect(descriptorContains(a, { type: 'move', side: 'blue', unit: 'b1', to: 'A1', path: ['A1'] })).toBe(true);
    expect(descriptorContains(a, { type: 'move', side: 'blue', unit: 'b1', to: 'A1', via: ['A1'] })).toBe(false);
    expect(refinesListed(a, { type: 'move', side: 'blue', unit: 'b1', to: 'A1', path: ['A1'] })).toBe(true);
    expect(refinesListed(a, { type: 'move', side: 'blue', unit: 'b1', to: 'A1' })).toBe(false);
    expect(countActions(a)).toBe(2);
    expect(expandActions([a])).toEqual([
      { type: 'move', side: 'blue', unit: 'b1', to: 'A1' },
      { type: 'move', side: 'blue', unit: 'b1', to: 'A2' },
    ]);
    expect(sampleAction([a], () => 1)).toEqual({ type: 'move', side: 'blue', unit: 'b1', to: 'A2' });
    expect(mergeDescriptors([a, b])).toEqual([{ type: 'move', side: 'blue', choose: { unit: ['b1', 'b2'], to }, optional: { path: { kind: 'hex-path' } } }]);
    // Descriptors that differ in their optional fields do not merge.
    const c: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b3' }, choose: { to } };
    expect(mergeDescriptors([a, c])).toEqual([a, c]);
  });
  it('compresses a list of single actions into descriptors over their last field', () => {
    const actions: Action[] = [
      { type: 'retreatTo', side: 'red', unit: 'r1', to: 'C2' },
      { type: 'retreatTo', side: 'red', unit: 'r1', to: 'C3' },
      { type: 'noRetreat', side: 'red', unit: 'r1' },
    ];
    expect(compressActions(actions)).toEqual([
      { type: 'retreatTo', side: 'red', fixed: { unit: 'r1' }, choose: { to: ['C2', 'C3'] } },
      { type: 'noRetreat', side: 'red', fixed: { unit: 'r1' } },
    ]);
  });
});

/** Descriptors of plain values, a few fields each. */
const value = fc.oneof(fc.constantFrom('A1', 'B2', 'C3', 'x'), fc.integer({ min: -3, max: 3 }), fc.boolean());
const descriptor = fc.record({
  type: fc.constantFrom('move', 'fire'),
  side: fc.constantFrom('blue', 'red'),
  fixed: fc.dictionary(fc.constantFrom('unit', 'march'), value, { maxKeys: 2 }),
  choose: fc.dictionary(fc.constantFrom('to', 'mode'), fc.uniqueArray(value, { minLength: 1, maxLength: 4, selector: (v) => JSON.stringify(v) }), { maxKeys: 2 }),
}).map((d): ActionDescriptor => {
  // A field is either fixed or chosen, never both.
  const fixed = Object.fromEntries(Object.entries(d.fixed).filter(([k]) => !(k in d.choose)));
  return { type: d.type, side: d.side, ...(Object.keys(fixed).length ? { fixed } : {}), ...(Object.keys(d.choose).length ? { choose: d.choose } : {}) };
});
const key = (a: Action) => JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => (x < y ? -1 : 1))));
const setOf = (ds: readonly ActionDescriptor[]) => new Set(expandActions(ds).map(key));

describe('descriptor properties', () => {
  it('expanding lists exactly countActions actions, each held by its descriptor', () => {
    fc.assert(
      fc.property(descriptor, (d) => {
        const all = expandActions([d]);
        expect(all.length).toBe(countActions(d));
        for (const a of all) expect(descriptorContains(d, a)).toBe(true);
      }),
    );
  });
  it('a sampled action is always one of the listed ones, and every one can be drawn', () => {
    fc.assert(
      fc.property(fc.array(descriptor, { minLength: 1, maxLength: 4 }), fc.nat(), (ds, seed) => {
        const listed = setOf(ds);
        let k = seed;
        const a = sampleAction(ds, (n) => k++ % n);
        expect(listed.has(key(a))).toBe(true);
        const total = ds.reduce((s, d) => s + countActions(d), 0);
        const drawn = new Set(Array.from({ length: total }, (_, i) => key(sampleAction(ds, () => i))));
        expect(drawn).toEqual(listed);
      }),
    );
  });
  it('descriptors sharing their choice lists merge into one per list and kind, keeping every action', () => {
    const lists = [['A1', 'A2'], ['B2'], ['C3', 'A1', 'x']];
    const shared = fc.record({ unit: fc.constantFrom('u1', 'u2', 'u3', 'u4'), march: fc.boolean(), list: fc.nat(2), side: fc.constantFrom('blue', 'red') });
    fc.assert(
      fc.property(fc.uniqueArray(shared, { maxLength: 8, selector: (x) => `${x.unit}${x.march}${x.side}` }), (xs) => {
        const ds: ActionDescriptor[] = xs.map((x) => ({ type: 'move', side: x.side, fixed: { unit: x.unit, march: x.march }, choose: { to: lists[x.list]! } }));
        const merged = mergeDescriptors(ds);
        expect(setOf(merged)).toEqual(setOf(ds));
        // One descriptor per side, march and list: the units that share it become its first choice.
        expect(merged.length).toBe(new Set(xs.map((x) => `${x.side}${x.march}${x.list}`)).size);
      }),
    );
  });
  it('merging and compressing keep the same set of actions', () => {
    fc.assert(
      fc.property(fc.array(descriptor, { maxLength: 6 }), (ds) => {
        expect(setOf(mergeDescriptors(ds))).toEqual(setOf(ds));
        const singles = expandActions(ds);
        expect(setOf(compressActions(singles))).toEqual(new Set(singles.map(key)));
        expect(sameJson(expandActions(ds), expandActions(ds))).toBe(true);
      }),
    );
  });
});
