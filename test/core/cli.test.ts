import { describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main';

const run = async (...argv: string[]) => {
  const lines: string[] = [];
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const code = await main(argv, (s) => lines.push(s));
    return { code, out: lines.join('\n'), err: err.mock.calls.map((c) => String(c[0])).join('\n') };
  } finally {
    err.mockRestore();
    write.mockRestore();
  }
};

describe('the hexwar command', () => {
  it('plays a game to the end with a readable log', async () => {
    const r = await run('play', 'test/support/skirmish.ts', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Skirmish \(test game\) — seed 3/);
    expect(r.out).toMatch(/== Turn 1 ==/);
    expect(r.out).toMatch(/Result: (blue wins|red wins|a draw)/);
  });
  it('--json prints a machine-readable summary with the winner', async () => {
    const r = await run('play', 'test/support/skirmish.ts', '--seed', '3', '--json');
    const summary = JSON.parse(r.out);
    expect(summary).toMatchObject({ game: 'skirmish', seed: 3, ended: 'result' });
    expect(['blue', 'red', null]).toContain(summary.winner);
    // the same seed, the same game
    expect((await run('play', 'test/support/skirmish.ts', '--seed', '3', '--json')).out).toBe(r.out);
  });
  it('simulates and fuzzes', async () => {
    const sim = await run('simulate', 'test/support/skirmish.ts', '--games', '10');
    expect(sim.code).toBe(0);
    expect(sim.out).toMatch(/10 games/);
    const fz = await run('fuzz', 'test/support/skirmish.ts', '--games', '5');
    expect(fz.code).toBe(0);
    expect(fz.out).toMatch(/0 findings/);
  });
  it('fuzz exits 1 and shows how to reproduce when it finds something', async () => {
    const r = await run('fuzz', 'test/support/liar.ts', '--games', '2');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/legal-refused \(seed 1, after 0 actions\): a listed legal action does not fit its verb's schema: run: cells/);
    expect(r.out).toMatch(/reproduce: replay seed 1 with actions \[\]/);
  });
  it('explains a bad command line', async () => {
    expect((await run('fly')).code).toBe(2);
    expect((await run('play', 'nowhere')).err).toMatch(/there is no game "nowhere"/);
    expect((await run('play', 'test/support/skirmish.ts', '--seed', '-4')).err).toMatch(/--seed must be a whole number/);
    expect((await run('help')).out).toMatch(/usage: hexwar/);
    // --option name alone switches a rule on (the game then judges it); a bad name is the command line's fault
    expect((await run('play', 'test/support/skirmish.ts', '--option', 'solo')).err).toMatch(/has no optional rules \(given: solo\)/);
    expect((await run('fuzz', 'test/support/skirmish.ts', '--option', 'solo=1', '--games', '1')).out).toMatch(/crash .*has no optional rules \(given: solo\)/);
    expect((await run('play', 'test/support/skirmish.ts', '--option', '=3')).err).toMatch(/--option takes name=value/);
  });
});
