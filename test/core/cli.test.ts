import { describe, expect, it, vi } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('the package', () => {
  it('npm pack builds dist/ first: a fresh clone has none, and the package is dist (issue 27, item 11)', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; files: string[]; bin: Record<string, string> };
    expect(pkg.scripts['prepack']).toBe('npm run build');
    expect(pkg.scripts['build']).toMatch(/tsup$/);
    expect(pkg.files).toContain('dist');
    expect(pkg.bin['hexwar']).toMatch(/^\.\/dist\//);
  });
});

describe('the hexwar command', () => {
  it('plays a game to the end with a readable log', async () => {
    const r = await run('play', 'test/support/skirmish.ts', '--seed', '3');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Skirmish \(test game\) — seed 3/);
    expect(r.out).toMatch(/== Turn 1 ==/);
    expect(r.out).toMatch(/Result: (Blue wins|Red wins|a draw)/);
  });
  it('--json prints the whole record and the result; the record replays to the same result', async () => {
    const r = await run('play', 'test/support/skirmish.ts', '--seed', '3', '--json');
    const played = JSON.parse(r.out);
    expect(played).toMatchObject({ record: { format: 3, game: { id: 'skirmish' }, seed: 3 }, ended: 'result' });
    expect(['blue', 'red', null]).toContain(played.result.winner);
    // the same seed, the same game
    expect((await run('play', 'test/support/skirmish.ts', '--seed', '3', '--json')).out).toBe(r.out);
    const file = join(tmpdir(), `hexwar-record-${process.pid}.json`);
    writeFileSync(file, r.out);
    const again = await run('replay', file, '--game', 'test/support/skirmish.ts');
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/== Turn 1 ==/);
    expect(again.out).toContain(`— ${played.result.reason}`);
  });
  it('--save writes a save that replay reads; --summary prints a line a turn, --quiet the result only', async () => {
    const file = join(tmpdir(), `hexwar-save-${process.pid}.json`);
    const r = await run('play', 'test/support/skirmish.ts', '--seed', '5', '--save', file, '--summary');
    expect(r.out).toMatch(/^Turn 1: \d+ actions?; steps lost: \w+ \d+, \w+ \d+$/m);
    expect(r.out).not.toMatch(/== Turn/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('state');
    expect((await run('replay', file, '--game', 'test/support/skirmish.ts', '--quiet')).out).toMatch(/^\nResult: /);
    expect((await run('play', 'test/support/skirmish.ts', '--seed', '5', '--quiet')).out.trim().split('\n')).toHaveLength(3);
  });
  it('replay checks a save as loadMatch does: a hand-edited state, another version or format is refused, not printed (issue 27, item 10)', async () => {
    const file = join(tmpdir(), `hexwar-edited-${process.pid}.json`);
    await run('play', 'test/support/skirmish.ts', '--seed', '5', '--save', file, '--quiet');
    const save = JSON.parse(readFileSync(file, 'utf8'));
    const replayed = async (changed: object) => {
      writeFileSync(file, JSON.stringify(changed));
      return run('replay', file, '--game', 'test/support/skirmish.ts', '--quiet');
    };
    const edited = await replayed({ ...save, state: { ...save.state, tracks: { ...save.state.tracks, 'vp.blue': 99 } } });
    expect([edited.code, edited.out]).toEqual([1, '']);
    expect(edited.err).toMatch(/the saved state does not match what its actions give/);
    expect((await replayed({ ...save, game: { ...save.game, version: '0.9.0' } })).err).toMatch(/this save was made with skirmish 0\.9\.0/);
    expect((await replayed({ ...save, format: 1 })).err).toMatch(/this save has format 1/);
    // A bare record (hexwar play --json) gets the same checks of its format, game and version.
    const { state: _s, ...record } = save;
    expect((await replayed({ record: { ...record, game: { ...record.game, version: '0.9.0' } } })).err).toMatch(/this save was made with skirmish 0\.9\.0/);
    expect((await replayed({ record })).code).toBe(0);
  });
  it('renders a position as SVG, as one side sees it', async () => {
    const r = await run('render', 'test/support/skirmish.ts', '--seed', '2', '--step', '4', '--side', 'blue');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(r.out).toContain('as Blue sees it');
    // Hidden red units are markers in Blue's picture.
    expect(r.out).not.toMatch(/>r[123]</);
    expect((await run('render', 'test/support/skirmish.ts', '--side', 'green')).err).toMatch(/--side must be one of blue, red/);
  });
  it('from source, simulate runs in two worker threads and prints what one thread prints', async () => {
    const one = await run('simulate', 'test/support/skirmish.ts', '--games', '6', '--workers', '1');
    const two = await run('simulate', 'test/support/skirmish.ts', '--games', '6', '--workers', '2');
    expect(two.err).toBe('');
    expect(two.code).toBe(0);
    const table = (s: string) => s.split('\n').slice(1).join('\n');
    expect(table(two.out)).toBe(table(one.out));
  }, 60_000);
  it('shards of a simulation merge into exactly what one run prints', async () => {
    const whole = await run('simulate', 'test/support/skirmish.ts', '--games', '12', '--workers', '1');
    const parts: string[] = [];
    for (const i of [0, 1, 2]) {
      const file = join(tmpdir(), `hexwar-shard-${process.pid}-${i}.json`);
      writeFileSync(file, (await run('simulate', 'test/support/skirmish.ts', '--games', '12', '--shard', `${i}/3`, '--json')).out);
      parts.push(file);
    }
    const merged = await run('merge', ...parts);
    expect(merged.err).toBe('');
    const table = (s: string) => s.split('\n').slice(1).join('\n');
    expect(table(merged.out)).toBe(table(whole.out));
    expect(merged.out.split('\n')[0]).toMatch(/12 games/);
  });
  it('prints the JSON Schema of a data format', async () => {
    const r = await run('schema', 'map');
    expect(JSON.parse(r.out)).toMatchObject({ title: 'hexwar map', type: 'object' });
    expect((await run('schema', 'nonsense')).code).toBe(2);
  });
  it('simulates and fuzzes', async () => {
    const sim = await run('simulate', 'test/support/skirmish.ts', '--games', '10', '--workers', '1');
    expect(sim.code).toBe(0);
    expect(sim.out).toMatch(/10 games/);
    const fz = await run('fuzz', 'test/support/skirmish.ts', '--games', '5', '--workers', '1');
    expect(fz.code).toBe(0);
    expect(fz.out).toMatch(/0 findings/);
  });
  it('--bot chooses the bots, for every side or one side; --budget the search bot\'s thinking', async () => {
    const one = await run('simulate', 'test/support/skirmish.ts', '--games', '2', '--workers', '1', '--bot', 'blue=search', '--budget', '3');
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/2 games, blue: search \(3 iterations\), red: heuristic/);
    // Shards in worker threads play the same games as one thread does.
    const workers = await run('simulate', 'test/support/skirmish.ts', '--games', '2', '--workers', '2', '--bot', 'blue=search', '--budget', '3', '--json');
    const single = await run('simulate', 'test/support/skirmish.ts', '--games', '2', '--workers', '1', '--bot', 'blue=search', '--budget', '3', '--json');
    expect(JSON.parse(workers.out).report).toEqual(JSON.parse(single.out).report);
    const played = JSON.parse((await run('play', 'test/support/skirmish.ts', '--seed', '2', '--bot', 'search', '--budget', '2', '--json')).out);
    expect(played.ended).toBe('result');
    expect((await run('simulate', 'test/support/skirmish.ts', '--bot', 'clever')).err).toMatch(/--bot takes heuristic, random, search/);
    expect((await run('simulate', 'test/support/skirmish.ts', '--bot', 'green=search')).err).toMatch(/the sides are blue, red/);
    expect((await run('simulate', 'test/support/skirmish.ts', '--bot', 'search', '--budget', 'fast')).err).toMatch(/--budget takes CPU milliseconds \(200ms\) or iterations/);
    expect((await run('simulate', 'test/support/skirmish.ts', '--bot', 'search', '--random')).err).toMatch(/--random is --bot random/);
  });
  it('fuzz exits 1 and shows how to reproduce when it finds something', async () => {
    const r = await run('fuzz', 'test/support/liar.ts', '--games', '2', '--workers', '1');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/legal-refused \(seed 1, after 1 actions\): a listed legal action does not fit its verb's schema: run: cells/);
    expect(r.out).toMatch(/reproduce: replay seed 1 with actions \[\{"type":"run","side":"red","cells":2\}\]/);
  });
  it('is strict: unknown options, stray arguments and values on switches are mistakes (exit 2) with the usage', async () => {
    expect((await run('fly')).code).toBe(2);
    expect((await run('play', 'nowhere')).err).toMatch(/there is no game "nowhere"/);
    // --option name alone switches a rule on (the game then judges it); a bad name is the command line's fault
    expect((await run('play', 'test/support/skirmish.ts', '--option', 'solo')).err).toMatch(/has no optional rules \(given: solo\)/);
    expect((await run('fuzz', 'test/support/skirmish.ts', '--option', 'solo=1', '--games', '1', '--workers', '1')).out).toMatch(/crash .*has no optional rules \(given: solo\)/);
    expect((await run('play', 'test/support/skirmish.ts', '--option', '=3')).err).toMatch(/--option takes name=value/);
    const typo = await run('play', 'test/support/skirmish.ts', '--sead', '4');
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(/play has no option --sead[\s\S]*usage: hexwar play <game>/);
    expect((await run('play', 'test/support/skirmish.ts', 'extra')).err).toMatch(/unexpected argument "extra"/);
    expect((await run('play', 'test/support/skirmish.ts', '--json=yes')).err).toMatch(/--json takes no value/);
    expect((await run('play', 'test/support/skirmish.ts', '--seed')).err).toMatch(/--seed needs a value/);
    expect((await run('simulate', 'test/support/skirmish.ts', '--seed', 'abc')).err).toMatch(/--seed must be a whole number here/);
    expect((await run('simulate', 'test/support/skirmish.ts', '--shard', '3/3')).err).toMatch(/--shard takes I\/N/);
    expect((await run('play')).err).toMatch(/play needs <game>/);
    expect((await run('help')).out).toMatch(/usage: hexwar <command>/);
    expect((await run('play', '--help')).out).toMatch(/usage: hexwar play <game> \[options\][\s\S]*--save FILE/);
    expect((await run('help', 'fuzz')).out).toMatch(/--max-steps N/);
  });
  it('takes seeds as the API does: whole numbers, or text', async () => {
    const n = JSON.parse((await run('play', 'test/support/skirmish.ts', '--seed', '-4', '--json')).out);
    expect(n.record.seed).toBe(-4);
    const t = JSON.parse((await run('play', 'test/support/skirmish.ts', '--seed', 'dawn', '--json')).out);
    expect(t.record.seed).toBe('dawn');
  });
});

describe('hexwar serve, refused before it starts', () => {
  it('a --database that is not a postgres:// URL is refused in words that never echo it (it may carry a password) (issue 37)', async () => {
    const r = await run('serve', '--port', '0', '--database', 'mysql://admin:hunter2-secret@db.internal:3306/hexwar');
    expect(r.code).not.toBe(0);
    const said = `${r.out}\n${r.err}`;
    expect(said).toMatch(/postgres:\/\//);
    expect(said).not.toContain('hunter2');
    expect(said).not.toContain('db.internal');
  });
});
