/**
 * `npm run bench:bots`: the long bot runs the bench reads but cannot afford to
 * make itself.
 *
 * - strength: the search bot against the heuristic bot, each side half the
 *   games (`search_vs_heuristic_<game>` in the bench);
 * - balance: search bots on both sides (the table in each game's README).
 *
 * Games are sharded like `hexwar simulate --shard I/N`: run N processes (one a
 * core, or one a machine), each writes its shard to `bench/bots/`; `--merge`
 * adds every shard up into `bench/bots-report.json` (with the date it was
 * made, the games, the budget, and the CPU and wall time spent), and
 * `--readme` writes each game's balance table from that report.
 *
 * ```
 * npm run bench:bots -- --kind strength --games 200 --budget 200ms --shard 0/4   # one of four processes
 * npm run bench:bots -- --merge --readme
 * ```
 *
 * A millisecond budget is CPU time of the searching thread (so a busy machine
 * does not weaken the bot, it only takes longer); iterations are exact and
 * machine-independent.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { heuristicBot, type BotFactory } from '../src/bots';
import { playMatch } from '../src/play';
import { searchBot, type SearchBudget } from '../src/bots/search';
import { budgetWords, parseBudget } from '../src/cli/bots';
import { threadCpuMs } from '../src/cli/cpu';
import type { Game } from '../src/engine';
import { gameIds, shippedGame } from '../games';

const root = fileURLToPath(new URL('..', import.meta.url));
const shardDir = `${root}bench/bots/`;
const reportFile = `${root}bench/bots-report.json`;

/** One game's outcome, as a shard records it. */
interface Played {
  readonly game: string;
  readonly kind: 'strength' | 'balance';
  readonly budget: string;
  /** The game's index in the batch (its seed is 1 + index). */
  readonly index: number;
  /** The side the search bot played (strength), or null (balance: both). */
  readonly search: string | null;
  /** The winner, or null for a draw or an unfinished game. */
  readonly winner: string | null;
  readonly ended: string;
  readonly cpuS: number;
  readonly wallS: number;
  readonly actions: number;
}

/** A share with its 95% Wilson score interval. */
export interface Share {
  readonly wins: number;
  readonly games: number;
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** The Wilson score interval (95%) of k successes in n trials: honest at small n and near 0 or 1. */
export function wilson(k: number, n: number): Share {
  if (n === 0) return { wins: 0, games: 0, share: 0, low: 0, high: 1 };
  const z = 1.959964;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { wins: k, games: n, share: p, low: Math.max(0, mid - half), high: Math.min(1, mid + half) };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/** Plays this shard's games of one kind for one game and appends them to the shard's file. */
async function play(id: string, kind: 'strength' | 'balance', games: number, budget: SearchBudget, shard: { index: number; count: number }): Promise<void> {
  const game = (await shippedGame(id)) as Game;
  const search: BotFactory = searchBot({ budget, ...('ms' in budget ? { clock: threadCpuMs } : {}) });
  const file = `${shardDir}${kind}-${id}-${budgetWords(budget).replace(/\W+/g, '')}-${shard.index}of${shard.count}.jsonl`;
  mkdirSync(shardDir, { recursive: true });
  const done = new Set<number>();
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line) done.add((JSON.parse(line) as Played).index);
  } catch {
    // A new shard.
  }
  for (let index = shard.index; index < games; index += shard.count) {
    if (done.has(index)) continue;
    // Strength: the search bot takes each side in turn (even games the first side, odd the second).
    const side = kind === 'strength' ? game.sides[index % game.sides.length]! : null;
    const bots = Object.fromEntries(game.sides.map((s) => [s, side === null || s === side ? search : heuristicBot]));
    const cpu0 = threadCpuMs();
    const wall0 = Date.now();
    const r = playMatch(game, { seed: 1 + Math.floor(index / (kind === 'strength' ? game.sides.length : 1)), bots });
    const played: Played = {
      game: id,
      kind,
      budget: budgetWords(budget),
      index,
      search: side,
      winner: r.state.result?.winner ?? null,
      ended: r.ended,
      cpuS: (threadCpuMs() - cpu0) / 1000,
      wallS: (Date.now() - wall0) / 1000,
      actions: r.record.actions.length,
    };
    writeFileSync(file, `${JSON.stringify(played)}\n`, { flag: 'a' });
    console.log(`${id} ${kind} #${index}: search ${side ?? 'both'}, winner ${played.winner ?? played.ended}, ${played.cpuS.toFixed(1)} s CPU, ${played.wallS.toFixed(1)} s wall`);
  }
}

/** Every shard's games, added up per game, kind and budget. */
function merge(): void {
  const all: Played[] = [];
  for (const f of readdirSync(shardDir).filter((x) => x.endsWith('.jsonl'))) for (const line of readFileSync(shardDir + f, 'utf8').split('\n')) if (line) all.push(JSON.parse(line) as Played);
  const groups = new Map<string, Played[]>();
  for (const p of all) groups.set(`${p.kind}|${p.game}|${p.budget}`, [...(groups.get(`${p.kind}|${p.game}|${p.budget}`) ?? []), p]);
  const entries: Record<string, unknown>[] = [];
  for (const [key, ps] of groups) {
    const [kind, game, budget] = key.split('|') as [string, string, string];
    const sides = [...new Set(ps.map((p) => p.search).filter((s): s is string => s !== null))];
    const cpu = ps.reduce((a, p) => a + p.cpuS, 0);
    const wall = ps.reduce((a, p) => a + p.wallS, 0);
    const common = { kind, game, budget, games: ps.length, cpuS: Math.round(cpu), wallS: Math.round(wall), cpuSPerGame: Number((cpu / ps.length).toFixed(1)), unfinished: ps.filter((p) => p.ended !== 'result').length };
    if (kind === 'strength') {
      const bySide = Object.fromEntries(sides.map((s) => [s, wilson(ps.filter((p) => p.search === s && p.winner === s).length, ps.filter((p) => p.search === s).length)]));
      entries.push({ ...common, search: wilson(ps.filter((p) => p.winner === p.search).length, ps.length), bySide });
    } else {
      const winners = [...new Set(ps.map((p) => p.winner ?? 'draw'))].sort();
      entries.push({ ...common, wins: Object.fromEntries(winners.map((w) => [w, wilson(ps.filter((p) => (p.winner ?? 'draw') === w).length, ps.length)])) });
    }
  }
  entries.sort((a, b) => String(a['game']).localeCompare(String(b['game'])) || String(a['kind']).localeCompare(String(b['kind'])));
  writeFileSync(reportFile, `${JSON.stringify({ made: new Date().toISOString(), node: process.version, entries }, null, 2)}\n`);
  console.log(`wrote ${reportFile}: ${entries.length} entries from ${all.length} games`);
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** Writes the balance table (search bots on both sides) into each game's README, between its markers. */
function readme(): void {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { made: string; entries: Record<string, unknown>[] };
  for (const id of gameIds) {
    const file = `${root}games/${id}/README.md`;
    const text = readFileSync(file, 'utf8');
    const start = '<!-- balance:start -->';
    const end = '<!-- balance:end -->';
    const a = text.indexOf(start);
    const b = text.indexOf(end);
    if (a < 0 || b < a) continue;
    const rows = report.entries.filter((e) => e['game'] === id && e['kind'] === 'balance');
    const lines = [start, '', `Search bots on both sides, seeds 1 to n (\`npm run bench:bots -- --kind balance\`; report made ${report.made.slice(0, 10)}). The interval is the 95% Wilson score interval of each share.`, ''];
    if (rows.length === 0) lines.push('No balance run has been made yet.');
    else {
      lines.push('| budget a decision | games | result | wins | share | 95% interval | CPU s a game |', '|---|---|---|---|---|---|---|');
      for (const r of rows) {
        const wins = r['wins'] as Record<string, Share>;
        for (const [who, s] of Object.entries(wins)) lines.push(`| ${String(r['budget'])} | ${String(r['games'])} | ${who} | ${s.wins} | ${pct(s.share)} | ${pct(s.low)}–${pct(s.high)} | ${String(r['cpuSPerGame'])} |`);
      }
    }
    lines.push('', end);
    writeFileSync(file, text.slice(0, a) + lines.join('\n') + text.slice(b + end.length));
    console.log(`wrote the balance table of ${id}`);
  }
}

if (flag('merge')) merge();
if (flag('readme')) readme();
if (!flag('merge') && !flag('readme')) {
  const kind = (arg('kind') ?? 'strength') as 'strength' | 'balance';
  if (kind !== 'strength' && kind !== 'balance') throw new Error('--kind is strength or balance');
  const budget = parseBudget(arg('budget') ?? '200ms');
  if (!budget) throw new Error('--budget takes CPU milliseconds (200ms) or iterations (500)');
  const games = Number(arg('games') ?? (kind === 'strength' ? 200 : 200));
  const m = /^(\d+)\/(\d+)$/.exec(arg('shard') ?? '0/1');
  if (!m || Number(m[1]) >= Number(m[2])) throw new Error('--shard takes I/N with 0 ≤ I < N');
  const only = arg('only')?.split(',') ?? gameIds;
  for (const id of only) await play(id, kind, games, budget, { index: Number(m[1]), count: Number(m[2]) });
}
