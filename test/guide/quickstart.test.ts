/** The API site's quick start (docs/index.md quotes examples/quickstart/myitkyina.ts) plays a whole game and keeps the Japanese secrets. */
import { expect, it } from 'vitest';
import { acting, allied, japanese, result } from '../../examples/quickstart/myitkyina';

it('the quick start plays Myitkyina to a result, the Allied log naming no hidden Japanese counter', () => {
  const log: string[] = [];
  let n = 0;
  for (; !result() && n < 3000; n++) log.push(acting().includes('allied') ? allied((choices) => (n * 7) % choices.length) : japanese());
  expect(result()?.reason).toBeTypeOf('string');
  expect(log.some((l) => l.startsWith('Allied: '))).toBe(true);
  expect(log).toContain('Japanese acts');
  expect(log.join('\n')).not.toMatch(/decoy [A-Z]/);
});
