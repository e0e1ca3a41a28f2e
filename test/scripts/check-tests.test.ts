/** The test checker (`npm run check:tests`): what it reports and what it lets pass. */
import { describe, expect, it } from 'vitest';
import { checkSource } from '../../scripts/check-tests';

const kinds = (text: string) => checkSource('x.test.ts', text).map((f) => [f.line, f.kind]);

describe('check:tests', () => {
  it('reports a test with no expect or assert call, whatever form its it or test takes', () => {
    const text = [
      "it('a', () => { run(); });",
      "test('b', async () => { await run(); });",
      "it.each([1, 2])('c %s', (n) => { run(n); });",
      "it.only('d', function () { run(); });",
      "it('e', () => { expect(run()).toBe(1); });",
      "it('f', () => { fc.assert(fc.property(fc.nat(), (n) => n >= 0)); });",
      "it('g', () => { assertLegal(run()); });",
      "it('h', () => { play({ onAction: () => expect(1).toBe(1) }); });",
    ].join('\n');
    expect(kinds(text)).toEqual([
      [1, 'no assertion'],
      [2, 'no assertion'],
      [3, 'no assertion'],
      [4, 'no assertion'],
    ]);
  });
  it('reports an if (…) return; among a test body\'s statements, not one inside a nested function', () => {
    const text = [
      "it('a', () => { const r = run(); if (!r.ok) return; expect(r.value).toBe(1); });",
      "it('b', () => { const r = run(); if (!r.ok) { return; } expect(r.value).toBe(1); });",
      "it('c', () => { [1].forEach((n) => { if (n) return; expect(n).toBe(0); }); });",
      "it('d', () => { const r = run(); if (!r.ok) throw new Error('refused'); expect(r.value).toBe(1); });",
    ].join('\n');
    expect(kinds(text)).toEqual([
      [1, 'conditional early return'],
      [2, 'conditional early return'],
    ]);
  });
  it('names the test by its first argument', () => {
    expect(checkSource('x.test.ts', "it('runs to the end', () => { run(); });")).toEqual([{ file: 'x.test.ts', line: 1, kind: 'no assertion', name: "'runs to the end'" }]);
  });
});
