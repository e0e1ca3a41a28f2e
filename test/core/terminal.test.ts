/**
 * `hexwar play <game> --as <side>`: a person at a terminal against the bot,
 * played here by scripting what is typed at each prompt (issue 23).
 */
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playAtTerminal, type TerminalGame } from '../../src/cli/play';
import { searchBot } from '../../src/bots/search';
import { loadMatch, type Game } from '../../src';
import { myitkyina } from '../../games/myitkyina';
import { greaterEastAsia } from '../../games/greater-east-asia';
import { meiktila } from '../../games/meiktila';

// eslint-disable-next-line no-control-regex
const plain = (s: string) => s.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/**
 * Plays a terminal game: `answer` is asked what to type each time the prompt
 * shows, with the log so far (the menu last). Returns the exit status and
 * everything printed.
 */
async function script(game: Game, as: string, seed: number, answer: (log: string, prompt: number) => string, secretSeed?: number, more: Pick<TerminalGame, 'bots' | 'thinking'> = {}) {
  const input = new PassThrough();
  // A terminal's output stays open across prompts (each prompt's stream ends itself into it, as into stdout).
  const output = new PassThrough();
  output.end = () => output;
  const lines: string[] = [];
  let screen = '';
  let prompts = 0;
  let latest = '';
  let quiet: ReturnType<typeof setTimeout> | undefined;
  // Once the screen is still, the prompt is waiting when its last render is an empty prompt or a refusal under it.
  const maybeAnswer = () => {
    const waiting = /your choice \((1(-\d+)?|in words), or help\):\s*$/.test(latest);
    latest = '';
    if (!waiting) return;
    // Ctrl-U clears what a refused line left at the prompt.
    input.write(`\u0015${answer(lines.join('\n'), prompts++)}\n`);
  };
  output.on('data', (chunk: Buffer) => {
    latest = plain(chunk.toString());
    screen += latest;
    clearTimeout(quiet);
    quiet = setTimeout(maybeAnswer, 15);
  });
  const code = await playAtTerminal({ game, as, seed, ...(secretSeed !== undefined ? { secretSeed } : {}), ...more }, { input, output, out: (l) => lines.push(l) });
  return { code, log: lines.join('\n'), screen, prompts };
}

/** The number of the last item of the menu printed last (end the phase, most often). */
const last = (log: string) => {
  const menu = log.slice(log.lastIndexOf('\nTurn') >= 0 ? log.lastIndexOf('\n', log.length) : 0);
  const numbers = [...log.slice(log.lastIndexOf('· ')).matchAll(/^\s+(\d+)\) /gm)].map((m) => Number(m[1]));
  void menu;
  return String(Math.max(...numbers));
};

describe('hexwar play --as: a game at the terminal', () => {
  it("a unit's moves are listed in the map's order of hexes (A9 before A10), not the order the search found them", async () => {
    const { log } = await script(myitkyina, 'allied', 7, (l) => (/^\s+\d+\) move /m.test(l.slice(l.lastIndexOf('· '))) ? 'quit' : last(l)));
    const menu = log.slice(log.lastIndexOf('Turn 1 of'));
    const byUnit = new Map<string, string[]>();
    for (const m of menu.matchAll(/^\s+\d+\) move (\S+) to (\S+)$/gm)) byUnit.set(m[1]!, [...(byUnit.get(m[1]!) ?? []), m[2]!]);
    expect(byUnit.size).toBeGreaterThan(1);
    const order = new Intl.Collator('en', { numeric: true });
    for (const [unit, hexes] of byUnit) expect(hexes, unit).toEqual([...hexes].sort(order.compare));
  });
  it("rest places every unit still to place where the scenario sets it up, each the side's own placement, as the page's button does; where nothing is printed it is refused with why", async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'hexwar-rest-')), 'rest.json');
    const game = greaterEastAsia as unknown as Game;
    const printed = game.definition.scenarios['scenario-1']?.setup ?? {};
    const { log } = await script(game, 'allied', 3, (l, n) => (n === 0 ? 'rest' : /units placed as the scenario sets them up/.test(l) && !l.includes('Saved to') ? `save ${save}` : 'quit'));
    expect(log).toMatch(/^Or: rest, to place the \d+ units still to place where the scenario sets them up\.$/m);
    const [, count] = /^ {2}(\d+) units placed as the scenario sets them up\.$/m.exec(log) ?? [];
    const allied = Object.keys(printed).filter((id) => game.definition.counters.find((c) => c.id === id)?.side === 'allied');
    expect(Number(count)).toBe(allied.length);
    // Each Allied unit placed where the scenario prints it, one placement of the side's own each, in the record the
    // rules replayed (the Japanese first turn has been played by the save, so the record, not the map, is the witness).
    const { record } = loadMatch(game, readFileSync(save, 'utf8'));
    const placements = record.actions.filter((a) => a.side === 'allied');
    expect(placements.map((a) => [a['unit'], a['hex']]).sort()).toEqual(allied.map((id) => [id, printed[id]]).sort());
    // Myitkyina's scenario prints no set-up: the refusal says so, and the prompt comes back.
    const hex = await script(myitkyina, 'allied', 7, (_l, n) => (n === 0 ? 'rest' : 'quit'));
    expect(hex.log).toContain('> no unit of yours is left to place where the scenario sets it up: place each by its number');
    expect(hex.log).not.toMatch(/^Or: rest/m);
  });
  it('help in a hex game points to the words of a listed action, not to open choices "below" that it has none of', async () => {
    const { log } = await script(myitkyina, 'allied', 7, (_l, n) => (n === 0 ? 'help' : 'quit'));
    expect(log).toMatch(/^Type the number of an action to take it, or its words as the list gives them \(place \S+ in [A-Z]\d+\)\. Also:$/m);
    expect(log).not.toMatch(/\(below\)/);
  });
  it('each heading says where the match stands once, as the page does: "Set-up · Allied", then "Turn 1 of 7 · …" (never "Set-up · Set-up", nor "Allied Set-up · Allied")', async () => {
    const { log } = await script(myitkyina, 'allied', 7, (l) => (/^Turn 1 of /m.test(l) ? 'quit' : last(l)));
    expect(log).toMatch(/^Set-up · Allied$/m);
    expect(log).not.toMatch(/Set-up · Set-up/);
    expect(log).toMatch(new RegExp(`^Turn 1 of ${myitkyina.definition.sequence.turns} · `, 'm'));
    // A phase named for its side says who acts once: "Allied Set-up", not "Allied Set-up · Allied".
    const named = await script(meiktila as unknown as Game, 'allied', 7, (_l, n) => (n === 0 ? 'rest' : 'quit'));
    expect(named.log).toMatch(/^Allied Set-up$/m);
    expect(named.log).not.toMatch(/Allied Set-up · Allied/);
  });
  it("the bot's hidden set-up is not the public seed's: each game on one --seed gets a secret seed of its own, kept in the record; the secret, not the public seed, places the Japanese counters (issue 41)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexwar-terminal-'));
    /** Plays to the first prompt on public seed 7, saves and quits; the Japanese set-up the record holds, and its secret seed. */
    const setUp = async (name: string, secretSeed?: number) => {
      const save = join(dir, `${name}.json`);
      await script(myitkyina, 'allied', 7, (_log, n) => (n === 0 ? `save ${save}` : 'quit'), secretSeed);
      const loaded = loadMatch(myitkyina, readFileSync(save, 'utf8'));
      // Which Japanese counter stands where: what the Allied player must not be able to foretell.
      const placed = loaded.state.units.filter((u) => u.side === 'japanese' && u.at !== null).map((u) => `${u.id}@${u.at}`);
      expect(placed.length, 'the bot has set up').toBeGreaterThan(0);
      return { secret: loaded.record.secretSeed, placed: placed.sort().join(' ') };
    };
    // As a person plays it: a secret seed from entropy each game, kept in the record (never the same twice).
    const [a, b] = [await setUp('game1'), await setUp('game2')];
    expect(a.secret, 'the secret seed kept in the record').toMatch(/^[0-9a-f]{64}$/);
    expect(b.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(b.secret).not.toBe(a.secret);
    // And the secret is what places the counters: two secrets on the one public seed, two set-ups. (Two fresh
    // secrets often give the bot the same set-up, its choices being few; these two are known to differ.)
    const [one, two] = [await setUp('secret1', 1), await setUp('secret2', 2)];
    expect(two.placed).not.toBe(one.placed);
    // The same secret again, the same set-up: it is the secret's, not the clock's.
    expect((await setUp('secret1-again', 1)).placed).toBe(one.placed);
  });

  it('against a searching bot (--bot search): the bot says it is thinking as each of its turns starts, once, and plays on by the search', async () => {
    const searched: number[] = [];
    const bots = searchBot({ budget: { iterations: 4 }, onSearch: (s) => searched.push(s.iterations) });
    // Set up, end the first movement and combat, then quit at the next prompt of turn 2.
    const { code, log } = await script(myitkyina, 'allied', 4, (log) => (/Turn 2 /.test(log) ? 'quit' : last(log)), 5, { bots, thinking: { japanese: '4 iterations a move' } });
    expect(code).toBe(1);
    const runs = log.split('\n').filter((l) => l.startsWith('Japanese (bot)'));
    // The Japanese set-up, and their turn-1 movement and combat after the Allied combat: two runs of bot moves, each told once.
    expect(runs.filter((l) => l === 'Japanese (bot) is thinking (4 iterations a move)…')).toHaveLength(2);
    const told = log.indexOf('Japanese (bot) is thinking');
    expect(told).toBeGreaterThanOrEqual(0);
    expect(log.indexOf('Japanese (bot)', told + 10)).toBeGreaterThan(told);
    expect(searched.filter((n) => n > 0).length, 'the bot searched').toBeGreaterThan(0);
  });

  it('a scripted game of Myitkyina as the Allies reaches a result; a bad choice gets the refusal and the prompt again; undo, save, forecast and tables answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hexwar-terminal-'));
    const save = join(dir, 'game.json');
    const said: string[] = [];
    let moved = false;
    const { code, log, screen } = await script(myitkyina, 'allied', 4, (log, n) => {
      let reply: string;
      if (n === 0) reply = '999';
      else if (n === 1) reply = 'charge!';
      else if (n === 2) reply = 'undo';
      else if (n === 3) reply = 'tables';
      else if (/move \S+ to/.test(log.slice(log.lastIndexOf('· '))) && !moved) {
        // The first movement prompt: forecast the first move, take it, take it back, take it again.
        moved = true;
        reply = '? 1';
      } else if (said.at(-1) === '? 1') reply = '1';
      else if (said.at(-1) === '1' && said.at(-2) === '? 1') reply = 'undo';
      else if (said.at(-1) === 'undo' && said.at(-2) === '1') reply = `save ${save}`;
      else if (/attack on/.test(log.slice(log.lastIndexOf('· '))) && /resolve the attack/.test(log.slice(log.lastIndexOf('· ')))) reply = String([...log.slice(log.lastIndexOf('· ')).matchAll(/^\s+(\d+)\) resolve the attack/gm)][0]![1]);
      else reply = n % 3 === 0 ? '1' : last(log);
      said.push(reply);
      return reply;
    });
    expect(code, log.slice(-2000)).toBe(0);
    expect(log).toMatch(/Result: the (Allied|Japanese) side wins|Result: a draw/);
    // A bad choice: the refusal in words, and the prompt again, empty (the mistyped line is not kept to edit).
    expect(log).toContain('> there is no action 999');
    expect(log).toContain('> "charge!" is neither an action\'s number nor a command');
    expect(screen).toMatch(/your choice \(1-\d+, or help\): 999\n\? Allied, your choice \(1-\d+, or help\):\?/);
    // Undo before any action of one's own is refused by the engine, in words.
    expect(log).toMatch(/nothing to take back|cannot take back|take back only/);
    // The tables on demand: Myitkyina's CRT.
    expect(log).toContain('Combat Results Table');
    // The forecast of a move: its path and cost.
    expect(log).toMatch(/: [A-Z]\d+ → .* MP of 4/);
    expect(log).toContain('Taken back.');
    // The save loads and replays.
    const saved = loadMatch(myitkyina, readFileSync(save, 'utf8'));
    expect(saved.record.actions.length).toBeGreaterThan(0);
    // Words, never ids.
    expect(log).not.toMatch(/\bendSetup\b|\bendMovement\b|\bdeclareAttack\b/);
    // The bot's hidden set-up only as acts; what the Allied player may see of its play in words.
    expect(log).toMatch(/^ {2}Japanese \(bot\) acts$/m);
    expect(log).toMatch(/^ {2}Japanese \(bot\): Movement done$/m);
    expect(log).not.toMatch(/Japanese \(bot\): (place|deploy|set)/i);
  }, 120_000);

  it('reads a script piped to its standard input line by line: a refusal, an action, then quit', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'play', 'myitkyina', '--as', 'allied', '--seed', '3'], { input: '999\n1\nquit\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toContain('> there is no action 999: choose 1 to 15');
    expect(r.stdout).toMatch(/Allied: place \S+ in A\d/);
    expect(r.status).toBe(1);
  }, 90_000);
});
