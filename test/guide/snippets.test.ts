/**
 * The guides quote real code: every TypeScript block of the plugin guide, and
 * of the tabletop guide's Hedgerow Farm, is a verbatim piece of the example
 * game or of its test, so it cannot drift from code that compiles and plays.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('docs/writing-a-plugin.md', () => {
  const sources = ['examples/plugin/crossing.ts', 'test/guide/plugin.test.ts'].map(read);
  const blocks = [...read('docs/writing-a-plugin.md').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  it('has TypeScript snippets', () => expect(blocks.length).toBeGreaterThan(10));
  it.each(blocks.map((b, i) => [i, b.split('\n')[0]!.trim(), b] as const))('snippet %i (%s) is quoted from the example or its test', (_i, _first, block) => {
    expect(sources.some((s) => s.includes(block))).toBe(true);
  });
});

describe('docs/tabletop.md, Hedgerow Farm step by step', () => {
  const sources = ['examples/tabletop/farm.ts', 'test/guide/tabletop.test.ts'].map(read);
  const doc = read('docs/tabletop.md');
  const section = doc.slice(doc.indexOf('## Hedgerow Farm, step by step'), doc.indexOf('## Legal actions on a table'));
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  it('has TypeScript snippets', () => expect(blocks.length).toBeGreaterThan(10));
  it.each(blocks.map((b, i) => [i, b.split('\n')[0]!.trim(), b] as const))('snippet %i (%s) is quoted from the example or its test', (_i, _first, block) => {
    expect(sources.some((s) => s.includes(block))).toBe(true);
  });
});

describe('docs/index.md, the API site\'s landing page', () => {
  const blocks = [...read('docs/index.md').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  it('quotes the quick start whole, so the tests play what it shows', () => {
    expect(blocks).toContain(read('examples/quickstart/myitkyina.ts'));
  });
});
