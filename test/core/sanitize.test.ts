import fc from 'fast-check';
import { assert, describe, expect, it } from 'vitest';
import { plainCopy, quote } from '../../src/engine';

const refused = (v: unknown) => {
  const r = plainCopy(v);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('an action is read once, into a plain copy (10.2)', () => {
  it('copies plain data, reads -0 as 0 and drops undefined fields', () => {
    const r = plainCopy({ type: 'move', side: 'blue', n: -0, list: [1, undefined, 'x'], gone: undefined });
    expect(r).toEqual({ ok: true, value: { type: 'move', side: 'blue', n: 0, list: [1, null, 'x'] } });
    expect(Object.is((r as unknown as { value: { n: number } }).value.n, 0)).toBe(true);
  });
  it('refuses a getter without calling it, and says where it is', () => {
    let calls = 0;
    const a = { type: 'move', side: 'blue', deep: { get to() {
      calls++;
      return 'Z99';
    } } };
    expect(refused(a)).toMatchObject({ code: 'malformed-action', path: 'deep.to' });
    expect(refused(a).message).toMatch(/a getter is not plain data/);
    expect(calls).toBe(0);
    const arr: unknown[] = [1];
    Object.defineProperty(arr, 1, { get: () => 2, enumerable: true });
    expect(refused({ list: arr }).path).toBe('list[1]');
  });
  it('refuses class instances, functions, NaN, too deep and too big values', () => {
    expect(refused({ at: new Date(0) }).message).toMatch(/"Date" is not a plain object/);
    expect(refused({ f: () => 1 }).message).toMatch(/a function is not plain data/);
    expect(refused({ n: Number.NaN }).message).toMatch(/NaN is not a finite number/);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(refused({ deep }).message).toMatch(/nests deeper than 32 levels/);
    expect(refused({ many: Array.from({ length: 20_000 }, () => 1) }).message).toMatch(/more than 10000 values/);
    expect(refused({ s: 'x'.repeat(20_000) }).message).toMatch(/too long/);
  });
  it('a proxy that throws while being read gives a typed refusal, never an exception', () => {
    const p = new Proxy({}, { ownKeys: () => { throw Symbol('boom'); } });
    const e = refused(p);
    expect(e.code).toBe('malformed-action');
    expect(e.message).toMatch(/could not be read/);
  });
  it('quotes any input briefly, whatever it is', () => {
    expect(quote('x'.repeat(100))).toHaveLength(41);
    expect(quote(10n)).toBe('10n');
    expect(quote(Symbol('s'))).toBe('a symbol');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(quote(cyclic)).toBe('a object');
  });
});

describe('plain copy properties', () => {
  it('any JSON value copies to an equal value', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
      const r = plainCopy(v);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual(JSON.parse(JSON.stringify(v)));
    }));
  });
  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }), (v) => {
      expect(() => plainCopy(v)).not.toThrow();
    }));
  });
});

describe('a "__proto__" key', () => {
  it('is copied as data, never set as the prototype', () => {
    const input = JSON.parse('{"type":"move","side":"blue","__proto__":{"polluted":true}}');
    const r = plainCopy(input);
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    const v = r.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(v, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(v).toEqual(input);
  });
});
