/**
 * `npm run bench:bots` (issue 40 item 5): the sequential test's maths, the
 * ledger's resume and the shards' merge.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendEntry,
  candidatePoints,
  eloOf,
  ledgerBase,
  pairLlr,
  pairPoints,
  mergeLedger,
  readLedger,
  sprt,
  sprtBounds,
  summarize,
  summaryWords,
  vpEdge,
  vpMargins,
  wilson,
  type LedgerEntry,
} from '../../bench/bots-ledger';
import { ledgerBot, marginWords, parseTuning, playLedgerGame, replayLines, runLedger, statusLines, type MatchPlan, type Played } from '../../scripts/bench-bots';
import type { Game } from '../../src/engine';
import { race } from '../support/race';

const dirs: string[] = [];
const tempDir = () => {
  const d = `${mkdtempSync(`${tmpdir()}/ledger-`)}/`;
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const game = race as unknown as Game;
type Outcome = Pick<LedgerEntry, 'candidate' | 'winner' | 'ended'>;
const win: Outcome = { candidate: 'red', winner: 'red', ended: 'result' };
const loss: Outcome = { candidate: 'red', winner: 'blue', ended: 'result' };
const draw: Outcome = { candidate: 'red', winner: null, ended: 'result' };
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

/** A game that always goes one way, and costs nothing. */
const always =
  (who: 'candidate' | 'opponent') =>
  (plan: MatchPlan): Played => ({
    winner: who === 'candidate' ? plan.candidate : game.sides.find((s) => s !== plan.candidate)!,
    ended: 'result',
    cpuS: 0,
    wallS: 0,
    actions: 1,
    sides: Object.fromEntries(game.sides.map((s) => [s, { bot: s === plan.candidate ? 'search' : 'heuristic', decisions: 10, searched: s === plan.candidate ? 8 : 0, searchCpuMs: s === plan.candidate ? 80 : 0 }])),
  });

/** Seeds from the pair's number, so separate runs and shards play the same games. */
const seedsOf = (pair: number) => ({ seed: 1000 + pair, secretSeed: `pair ${pair}` });
/** A ledger line without what the machine and the moment decide. */
const game0 = ({ date, cpuS, wallS, commit, node, sides, ...rest }: LedgerEntry) => ({ ...rest, sides: Object.fromEntries(Object.entries(sides).map(([s, w]) => [s, { ...w, searchCpuMs: 0 }])) });

describe('the SPRT (H0 0.5, H1 0.65, α = β = 0.05)', () => {
  it("Wald's bounds are ln(β/(1−α)) and ln((1−β)/α): ∓ln 19", () => {
    const { lower, upper } = sprtBounds();
    expect(upper).toBeCloseTo(Math.log(19), 12);
    expect(upper).toBeCloseTo(2.944439, 6);
    expect(lower).toBeCloseTo(-2.944439, 6);
    expect(sprtBounds({ p0: 0.5, p1: 0.6, alpha: 0.1, beta: 0.2 })).toEqual({ lower: Math.log(0.2 / 0.9), upper: Math.log(0.8 / 0.1) });
  });

  /** Games in pairs of two, the candidate on each side of a pair: `pairs` gives each pair's two games. */
  const paired = (pairs: readonly (readonly [Outcome, Outcome])[]) => pairs.flatMap(([a, b], k) => [{ ...a, index: 2 * k }, { ...b, index: 2 * k + 1 }]);
  const ww: [Outcome, Outcome] = [win, win];
  const ll: [Outcome, Outcome] = [loss, loss];
  const split: [Outcome, Outcome] = [win, loss];

  it("a pair's points are its two games' together; a pair with a game missing waits", () => {
    const es = [...paired([ww, split, [draw, loss]]), { ...win, index: 7 }];
    expect(pairPoints(es, 2)).toEqual([2, 1, 0.5]);
    const t = sprt(es, 2);
    expect(t.pairs).toBe(3);
    expect(t.games).toBe(7);
    expect(t.llr).toBeCloseTo(pairLlr([2, 1, 0.5], 2), 12);
  });

  it('straight won pairs decide "stronger" at the 12th pair (2.886 < 2.944 ≤ 3.149)', () => {
    expect(sprt(paired(times(11, ww)), 2).verdict).toBe('undecided');
    const twelve = sprt(paired(times(12, ww)), 2);
    expect(twelve.verdict).toBe('stronger');
    expect(twelve.llr).toBeCloseTo(3.149, 3);
    expect(twelve.share).toBe(1);
  });

  it('straight lost pairs decide "not stronger" at the 9th pair (−2.854, then −3.211)', () => {
    expect(sprt(paired(times(8, ll)), 2).verdict).toBe('undecided');
    expect(sprt(paired(times(9, ll)), 2).verdict).toBe('not stronger');
  });

  it('pairs that split 1–1, the side deciding every game, decide "not stronger" at the 9th pair: the share is 0.5 and nothing varies', () => {
    // Read game by game, 18 games at 9 wins each way would have stayed undecided (−0.85): pairs see the side at work.
    expect(sprt(paired(times(8, split)), 2).verdict).toBe('undecided');
    const nine = sprt(paired(times(9, split)), 2);
    expect(nine.verdict).toBe('not stronger');
    expect(nine.share).toBe(0.5);
  });

  it('three won pairs to one lost decide "stronger" at the 26th pair; the order of the pairs does not matter', () => {
    const mix = Array.from({ length: 26 }, (_, i) => (i % 4 === 3 ? ll : ww));
    expect(sprt(paired(mix.slice(0, 25)), 2).verdict).toBe('undecided');
    expect(sprt(paired(mix), 2).verdict).toBe('stronger');
    expect(pairLlr([2, 1, 0, 1.5, 0.5], 2)).toBeCloseTo(pairLlr([0.5, 1.5, 0, 1, 2], 2), 12);
  });

  it('a draw is half a point; a game that did not finish is a loss for the candidate, even if the candidate was ahead', () => {
    expect(candidatePoints(draw)).toBe(0.5);
    expect(candidatePoints({ candidate: 'red', winner: 'red', ended: 'step-limit' })).toBe(0);
    expect(candidatePoints({ candidate: 'red', winner: null, ended: 'dead-end' })).toBe(0);
    const t = sprt(paired([[win, draw], [loss, { candidate: 'red', winner: null, ended: 'step-limit' }]]), 2);
    expect([t.won, t.drawn, t.lost, t.unfinished]).toEqual([1, 1, 2, 1]);
    expect(t.wins).toBe(1.5);
    expect(t.share).toBe(0.375);
    expect(pairPoints(paired([[win, draw], [loss, { candidate: 'red', winner: null, ended: 'step-limit' }]]), 2)).toEqual([1.5, 0]);
  });

  it("the candidate's VP edge cancels the side: half the difference of its side's lead in a pair's two games", () => {
    const g = (index: number, candidate: string, red: number, blue: number) => ({ index, candidate, vp: { red, blue } });
    const es = [
      g(0, 'red', 10, 4), // the candidate as red leads by 6
      g(1, 'blue', 8, 6), // the candidate as blue trails by 2: edge (6 - 2) / 2 = 2
      g(2, 'red', 5, 5),
      g(3, 'blue', 3, 7), // edge (0 + 4) / 2 = 2
      g(4, 'red', 1, 9),
      g(5, 'blue', 9, 1), // edge (-8 - 8) / 2 = -8
      g(6, 'red', 20, 0), // its pair is not complete
      { index: 8, candidate: 'red' }, // no VP recorded
      g(9, 'blue', 0, 20),
    ];
    const e = vpEdge(es, 2)!;
    expect(e.pairs).toBe(3);
    expect(e.mean).toBeCloseTo(-4 / 3, 12);
    expect(e.sd).toBeCloseTo(Math.sqrt(100 / 3), 12);
    expect(vpEdge(es.slice(0, 2), 2)).toBeNull();
    expect(vpEdge(es, 3)).toBeNull();
  });

  it('a share reads as an Elo difference: H1 (0.65) is +108, an even score 0, three in four +191', () => {
    expect(eloOf(0.65)).toBeCloseTo(107.5, 1);
    expect(eloOf(0.5)).toBe(0);
    expect(eloOf(0.75)).toBeCloseTo(190.8, 1);
    expect(eloOf(0.25)).toBeCloseTo(-190.8, 1);
    expect([eloOf(1), eloOf(0)]).toEqual([Infinity, -Infinity]);
  });

  it('the interval is the Wilson score interval: 12 of 12 gives 0.758–1', () => {
    const w = wilson(12, 12);
    expect(w.low).toBeCloseTo(0.7575, 3);
    expect(w.high).toBe(1);
    const half = wilson(10, 20);
    expect(half.low).toBeCloseTo(0.2993, 3);
    expect(half.high).toBeCloseTo(0.7007, 3);
  });
});

describe('the ledger', () => {
  it('a run stops as soon as the test decides, and a later run plays nothing more', () => {
    const dir = tempDir();
    const opts = { dir, game, id: 'race', kind: 'strength' as const, budget: { iterations: 5 }, seeds: seedsOf, commit: 'test', play: always('candidate') };
    // Twelve pairs won both ways: 24 games.
    expect(runLedger(opts)).toBe(24);
    expect(runLedger(opts)).toBe(0);
    const s = summarize(dir, ledgerBase('race', 'strength', { iterations: 5 }))!;
    expect(s.sprt!.verdict).toBe('stronger');
    expect(s.games).toBe(24);
    // Where the side decides most games the test moves slowly: the summary says how the candidate did on each.
    expect(s.bySide).toEqual({ blue: { points: 12, games: 12 }, red: { points: 12, games: 12 } });
    expect(summaryWords(s)).toContain("the candidate's points as blue 12 of 12, as red 12 of 12;");
    // The candidate's decisions only: 8 of 10 searched at 10 ms each.
    expect(s.msPerSearch).toBe(10);
    expect(s.skipped).toBeCloseTo(0.2, 12);
    const lost = tempDir();
    expect(runLedger({ ...opts, dir: lost, play: always('opponent') })).toBe(18);
    expect(summarize(lost, ledgerBase('race', 'strength', { iterations: 5 }))!.sprt!.verdict).toBe('not stronger');
  });

  it('sides alternate game by game, and each pair of games shares its seeds', () => {
    const dir = tempDir();
    runLedger({ dir, game, id: 'race', kind: 'strength', budget: { iterations: 5 }, seeds: seedsOf, commit: 'test', play: always('candidate'), maxGames: 4 });
    const es = readLedger(dir, ledgerBase('race', 'strength', { iterations: 5 }));
    expect(es.map((e) => [e.index, e.candidate, e.seed, e.secretSeed])).toEqual([
      [0, 'red', 1000, 'pair 0'],
      [1, 'blue', 1000, 'pair 0'],
      [2, 'red', 1001, 'pair 1'],
      [3, 'blue', 1001, 'pair 1'],
    ]);
  });

  it('runs in two sittings add up to the games one run plays: the second resumes at the next index, inside a pair', () => {
    const budget = { iterations: 4 };
    // Seeds drawn one after another, as the random ones are: the second sitting must take game 3's from the ledger (game 2's pair).
    const drawn = () => {
      let n = 0;
      return () => ({ seed: 500 + n, secretSeed: `draw ${n++}` });
    };
    const whole = tempDir();
    runLedger({ dir: whole, game, id: 'race', kind: 'scaling', budget, seeds: drawn(), commit: 'test', maxGames: 5 });
    const sittings = tempDir();
    const seeds = drawn();
    expect(runLedger({ dir: sittings, game, id: 'race', kind: 'scaling', budget, seeds, commit: 'test', maxGames: 3 })).toBe(3);
    expect(runLedger({ dir: sittings, game, id: 'race', kind: 'scaling', budget, seeds, commit: 'test', maxGames: 2 })).toBe(2);
    const base = ledgerBase('race', 'scaling', budget);
    const a = readLedger(whole, base);
    const b = readLedger(sittings, base);
    expect(b.map((e) => [e.index, e.secretSeed])).toEqual([[0, 'draw 0'], [1, 'draw 0'], [2, 'draw 1'], [3, 'draw 1'], [4, 'draw 2']]);
    // The same games (real search bots at 16 and 4 iterations), the same moves, the same winners.
    expect(b.map(game0)).toEqual(a.map(game0));
    expect(b[0]!.sides).toMatchObject({ red: { bot: 'search (16 iterations)' }, blue: { bot: 'search (4 iterations)' } });
    expect(b[1]!.sides).toMatchObject({ red: { bot: 'search (4 iterations)' }, blue: { bot: 'search (16 iterations)' } });
    expect(b.every((e) => e.ended === 'result' && e.actions > 0 && e.sides['red']!.searched > 0)).toBe(true);
  });

  it('a ledger game replayed from its seeds is the same game, its actions and events counted; a changed record says so', () => {
    const budget = { iterations: 4 };
    const dir = tempDir();
    runLedger({ dir, game, id: 'race', kind: 'strength', budget, seeds: seedsOf, commit: 'test', maxGames: 2 });
    const base = ledgerBase('race', 'strength', budget);
    const [first, second] = readLedger(dir, base);
    const lines = replayLines(dir, game, 'race', 'strength', budget, 1);
    expect(lines[0]).toBe(`${base} game 1 (commit test): the ledger says ${second!.winner} (result); replayed, ${second!.winner} (result)`);
    // Every action of the game counted once, by side and verb.
    const actions = lines.slice(1).filter((l) => / action /.test(l)).reduce((n, l) => n + Number(l.trim().split(' ')[0]), 0);
    expect(actions).toBe(second!.actions);
    expect(() => replayLines(dir, game, 'race', 'strength', budget, 7)).toThrow(`${base} has no game 7`);
    // A ledger whose line no longer matches what the bots do now is called out, not trusted.
    const other = first!.winner === 'red' ? 'blue' : 'red';
    writeFileSync(`${dir}${base}.jsonl`, `${JSON.stringify({ ...first, winner: other })}\n${JSON.stringify(second)}\n`);
    expect(replayLines(dir, game, 'race', 'strength', budget, 0)[0]).toMatch(/NOT THE SAME GAME/);
  });

  it('shards play disjoint pairs into their own files, see each other’s games, and merge exactly into the one-run ledger', () => {
    const budget = { iterations: 4 };
    const base = ledgerBase('race', 'strength', budget);
    const whole = tempDir();
    runLedger({ dir: whole, game, id: 'race', kind: 'strength', budget, seeds: seedsOf, commit: 'test', maxGames: 8 });
    const sharded = tempDir();
    for (const index of [0, 1]) runLedger({ dir: sharded, game, id: 'race', kind: 'strength', budget, seeds: seedsOf, commit: 'test', maxGames: 4, shard: { index, count: 2 } });
    expect(readdirSync(sharded).sort()).toEqual([`${base}.shard0of2.jsonl`, `${base}.shard1of2.jsonl`]);
    const indices = (f: string) => readFileSync(sharded + f, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as LedgerEntry).index);
    expect(indices(`${base}.shard0of2.jsonl`)).toEqual([0, 1, 4, 5]);
    expect(indices(`${base}.shard1of2.jsonl`)).toEqual([2, 3, 6, 7]);
    const before = readLedger(sharded, base);
    expect(before.map(game0)).toEqual(readLedger(whole, base).map(game0));
    expect(mergeLedger(sharded, base)).toBe(8);
    expect(readdirSync(sharded)).toEqual([`${base}.jsonl`]);
    expect(readFileSync(`${sharded}${base}.jsonl`, 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as LedgerEntry).index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(readLedger(sharded, base)).toEqual(before);
    expect(sprt(readLedger(sharded, base), 2)).toEqual(sprt(readLedger(whole, base), 2));
  });

  it('a shard stops when the games of every shard decide the test', () => {
    const dir = tempDir();
    const opts = { dir, game, id: 'race', kind: 'strength' as const, budget: { iterations: 5 }, seeds: seedsOf, commit: 'test', play: always('candidate') };
    expect(runLedger({ ...opts, shard: { index: 0, count: 2 }, maxGames: 8 })).toBe(8);
    // 8 wins (4 pairs) are in the other shard's file: 8 pairs more decide.
    expect(runLedger({ ...opts, shard: { index: 1, count: 2 } })).toBe(16);
  });

  it('the same game twice counts once; two different games at one index are an error; a line cut short is skipped and played again', () => {
    const dir = tempDir();
    const base = ledgerBase('race', 'strength', { iterations: 5 });
    const opts = { dir, game, id: 'race', kind: 'strength' as const, budget: { iterations: 5 }, seeds: seedsOf, commit: 'test', play: always('candidate') };
    runLedger({ ...opts, maxGames: 2 });
    const own = `${dir}${base}.jsonl`;
    const [first, second] = readFileSync(own, 'utf8').trim().split('\n');
    writeFileSync(`${dir}${base}.shard0of2.jsonl`, `${first}\n`);
    expect(readLedger(dir, base)).toHaveLength(2);
    writeFileSync(`${dir}${base}.shard1of2.jsonl`, `${second!.replace('"winner":"blue"', '"winner":"red"')}\n`);
    expect(() => readLedger(dir, base)).toThrow(/two different games at index 1/);
    rmSync(`${dir}${base}.shard0of2.jsonl`);
    rmSync(`${dir}${base}.shard1of2.jsonl`);
    appendFileSync(own, first!.slice(0, 40));
    expect(readLedger(dir, base)).toHaveLength(2);
    runLedger({ ...opts, maxGames: 1 });
    expect(readLedger(dir, base).map((e) => e.index)).toEqual([0, 1, 2]);
    appendEntry(own, readLedger(dir, base)[2]!);
    expect(readLedger(dir, base)).toHaveLength(3);
  });

  it('a balance ledger plays every game on seeds of its own until it holds its games, and sums up each side\'s share', () => {
    const dir = tempDir();
    const calls: number[] = [];
    const seeds = (pair: number) => (calls.push(pair), seedsOf(pair));
    const play = (plan: MatchPlan): Played => ({ ...always('candidate')(plan), winner: plan.index % 3 === 0 ? 'blue' : 'red' });
    expect(runLedger({ dir, game, id: 'race', kind: 'balance', budget: { iterations: 5 }, seeds, commit: 'test', play, games: 6 })).toBe(6);
    expect(calls).toEqual([0, 1, 2, 3, 4, 5]);
    const es = readLedger(dir, ledgerBase('race', 'balance', { iterations: 5 }));
    expect(es.every((e) => e.candidate === null)).toBe(true);
    const s = summarize(dir, ledgerBase('race', 'balance', { iterations: 5 }))!;
    expect(s.sprt).toBeNull();
    expect(s.wins['red']).toMatchObject({ wins: 4, games: 6 });
    expect(s.wins['blue']).toMatchObject({ wins: 2, games: 6 });
    expect(s.margins).toBeNull();
  });

  it("a balance ledger says how near its games were: each game's VP lead at the end, from the games that recorded VP", () => {
    const m = vpMargins([{ vp: { japanese: 40, allied: 37 } }, {}, { vp: { allied: 30, japanese: 31 } }, { vp: { japanese: 20, allied: 28 } }, { vp: { japanese: 45, allied: 33 } }]);
    // The lead of the first side by name (allied) over the other, least first; the game without VP left out.
    expect(m).toEqual({ sides: ['allied', 'japanese'], leads: [-12, -3, -1, 8] });
    expect(marginWords(m!)).toBe('VP at the end, allied less japanese, in the 4 games that recorded it: median -1, quartiles -3 and -1, least -12, most +8; 1 within 2 VP either way.');
    expect(vpMargins([{}, {}])).toBeNull();
  });

  it('a tuning ledger sets one search setting against another at the same budget, is named by both, and replays its games', () => {
    const dir = tempDir();
    const tuning = { candidate: { keep: false }, baseline: {} };
    const budget = { iterations: 4 };
    expect(runLedger({ dir, game, id: 'race', kind: 'tuning', budget, tuning, seeds: seedsOf, commit: 'test', maxGames: 2 })).toBe(2);
    const base = ledgerBase('race', 'tuning', budget, tuning);
    expect(base).toBe('ledger-race-tuning-keep-false-4it');
    expect(readdirSync(dir)).toEqual([`${base}.jsonl`]);
    const es = readLedger(dir, base);
    expect(es.map((e) => [e.candidate, e.tuning])).toEqual([['red', tuning], ['blue', tuning]]);
    expect(es[0]!.sides).toMatchObject({ red: { bot: 'search (4 iterations, keep false)' }, blue: { bot: 'search (4 iterations)' } });
    expect(statusLines(dir)[0]).toMatch(/^race tuning \(search 4 iterations with keep false vs with the defaults\): undecided after 2 games, 1 pairs/);
    expect(replayLines(dir, game, 'race', 'tuning', budget, 1, tuning)[0]).not.toMatch(/NOT THE SAME GAME/);
    // Another baseline is another A/B, in a ledger of its own.
    expect(ledgerBase('race', 'tuning', budget, { candidate: { temperature: 3, depth: 4 }, baseline: { keep: false } })).toBe('ledger-race-tuning-depth-4_temperature-3-vs-keep-false-4it');
    expect(() => ledgerBase('race', 'tuning', budget)).toThrow(/named by its settings/);
  });

  it('a tuning run with a number of games plays them whatever the test says: straight lost pairs go on past "not stronger"', () => {
    const dir = tempDir();
    const tuning = { candidate: { root: 'halving' as const }, baseline: {} };
    const opts = { dir, game, id: 'race', kind: 'tuning' as const, budget: { iterations: 5 }, tuning, seeds: seedsOf, commit: 'test', play: always('opponent') };
    expect(runLedger({ ...opts, games: 30 })).toBe(30);
    expect(summarize(dir, ledgerBase('race', 'tuning', { iterations: 5 }, tuning))!.sprt!.verdict).toBe('not stronger');
    // Without a number, the test stops it (here at once: it has decided).
    expect(runLedger(opts)).toBe(0);
  });

  it("a tuning reaches the candidate's search and only it: no playouts (depth 0) cost the candidate a fraction of the baseline's thinking", () => {
    expect(ledgerBot('tuning', { iterations: 9 }, true, { candidate: { depth: 0 }, baseline: { root: 'halving' } })).toEqual({ name: 'search (9 iterations, depth 0)', search: { budget: { iterations: 9 }, tuning: { depth: 0 } } });
    expect(ledgerBot('tuning', { iterations: 9 }, false, { candidate: { depth: 0 }, baseline: { root: 'halving' } }).search).toEqual({ budget: { iterations: 9 }, tuning: { root: 'halving' } });
    expect(ledgerBot('strength', { iterations: 9 }, false)).toEqual({ name: 'heuristic', search: null });
    const played = playLedgerGame(game, 'tuning', { iterations: 150 }, { index: 0, seed: 1, secretSeed: 'x', candidate: 'red' }, { tuning: { candidate: { depth: 0 }, baseline: {} } });
    const each = (side: string) => played.sides[side]!.searchCpuMs / played.sides[side]!.searched;
    expect(played.sides['red']!.searched).toBeGreaterThan(3);
    // Thread CPU time, so a busy machine does not blur it: 12-action playouts cost several times the tree alone.
    expect(each('red') * 3).toBeLessThan(each('blue'));
  });

  it('a strength or scaling run may try a tuning: every searching side has it, in a ledger named by it that the status marks as tried', () => {
    const dir = tempDir();
    const t = { exploration: 0.25 };
    const budget = { iterations: 4 };
    runLedger({ dir, game, id: 'race', kind: 'strength', budget, tuning: { candidate: t, baseline: {} }, seeds: seedsOf, commit: 'test', maxGames: 2 });
    const base = ledgerBase('race', 'strength', budget, { candidate: t, baseline: {} });
    expect(base).toBe('ledger-race-strength-exploration-0.25-4it');
    expect(readLedger(dir, base)[0]!.sides).toMatchObject({ red: { bot: 'search (4 iterations, exploration 0.25)' }, blue: { bot: 'heuristic' } });
    expect(statusLines(dir)[0]).toMatch(/^race strength \(search 4 iterations vs heuristic, the search with exploration 0\.25\): /);
    expect(ledgerBot('scaling', budget, true, { candidate: t, baseline: t })).toMatchObject({ search: { budget: { iterations: 16 }, tuning: t } });
    expect(ledgerBot('scaling', budget, false, { candidate: t, baseline: t })).toMatchObject({ search: { budget: { iterations: 4 }, tuning: t } });
    expect(ledgerBot('balance', budget, false, { candidate: t, baseline: t }).search!.tuning).toEqual(t);
    // The search as it is keeps its own ledger name.
    expect(ledgerBase('race', 'strength', budget)).toBe('ledger-race-strength-4it');
  });

  it('a tuning is read from JSON and checked: an unknown setting or a wrong value is refused with the settings there are', () => {
    expect(parseTuning('{"keep":false,"depth":4}', '--tuning')).toEqual({ keep: false, depth: 4 });
    expect(() => parseTuning('{"kep":false}', '--tuning')).toThrow(/--tuning: .*kep.*the settings are depth, playout, exploration/);
    expect(() => parseTuning('{"root":"sideways"}', '--tuning')).toThrow(/--tuning: root:/);
    expect(() => parseTuning('keep=false', '--tuning')).toThrow(/takes the settings as JSON/);
  });
});
