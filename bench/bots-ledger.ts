/**
 * The bots ledger (`bench/bots/`): every bot game `npm run bench:bots` has
 * finished, one JSON line each, appended as it ends and committed, so runs in
 * several sittings and on several cores add up; and the sequential probability
 * ratio test (Wald's SPRT, as Stockfish's fishtest uses it) that reads it.
 *
 * The test: is the candidate's share of points 0.5 (H0, no stronger) or 0.65
 * (H1, stronger), with α = β = 0.05? It decides "stronger" when the
 * log-likelihood ratio reaches ln((1−β)/α) = ln 19 = +2.944, "not stronger"
 * when it falls to ln(β/(1−α)) = −2.944, and is "undecided" between.
 *
 * - **Pairs, not games** (fishtest's pentanomial test). Each pair of games is
 *   played on the same dice and hidden draws with the candidate once on each
 *   side, so its two games are not independent: where the side decides most
 *   games, a pair mostly splits 1–1 whichever bot is better. The test reads
 *   each complete pair's points (0, ½, 1, 1½ or 2 of 2) as one draw from a
 *   five-outcome distribution and takes the generalized log-likelihood ratio
 *   of the two hypotheses' maximum-likelihood distributions with means 0.5 and
 *   0.65 (fishtest's `LLR_logistic` on the pentanomial, in share rather than
 *   Elo). An outcome not yet seen counts 0.001 (fishtest's regularization), so
 *   both distributions exist from the first pair. A game whose pair is not yet
 *   complete waits.
 * - A **draw** the rules declare is half a point, as chess counts it.
 * - A game that **did not finish** (the step limit, or a dead end with no side
 *   able to act) is a **loss for the candidate**: the conservative choice, so a
 *   broken game never helps the candidate to "stronger".
 * - The share and its 95% Wilson interval are over games, as a reader counts
 *   them; the verdict is the pairs'.
 *
 * The test reads the whole ledger, so it does not depend on the order in
 * which shards appended their games. Files: `ledger-<game>-<kind>-<budget>.jsonl`
 * (one process), `….shard<I>of<N>.jsonl` (shard I of N, while a sharded run is
 * under way); `--merge` folds the shard files into the first, in game order.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { SearchTuning } from '../src/engine';

/**
 * What a ledger measures: search at B against the heuristic bot, search at 4B
 * against search at B, search at B on both sides, or search at B with one
 * tuning against search at B with another (an A/B of a setting).
 */
export type LedgerKind = 'strength' | 'scaling' | 'balance' | 'tuning';

/** The search settings a tuning run sets against each other: the candidate's and the baseline's (an empty one is the defaults, the game's own included). */
export interface TuningPair {
  readonly candidate: SearchTuning;
  readonly baseline: SearchTuning;
}

/** Iterations (machine-independent, the default) or CPU milliseconds of the searching thread, a decision. */
export type LedgerBudget = { readonly iterations: number } | { readonly ms: number };

/** One side's decisions in a game. */
export interface SideWork {
  /** The bot's name, with its budget ("search (400 iterations)", "heuristic"). */
  readonly bot: string;
  /** Decisions the side took. */
  readonly decisions: number;
  /** Decisions a search bot searched (the others had one choice, or were another side's open decision). */
  readonly searched: number;
  /** CPU milliseconds the searched decisions took, on the searching thread. */
  readonly searchCpuMs: number;
}

/** One finished game, as a ledger line holds it. */
export interface LedgerEntry {
  /** When the game ended (ISO 8601). */
  readonly date: string;
  /** The commit it was played at (`+dirty` when the working tree had changes outside `bench/bots/`). */
  readonly commit: string;
  readonly node: string;
  readonly game: string;
  readonly kind: LedgerKind;
  /** The base budget B: the candidate's in a strength run, the weaker side's in a scaling run (the candidate has 4B). */
  readonly budget: LedgerBudget;
  /** The game's place in the ledger: the candidate plays `sides[index % sides.length]`, and a pair of games (index ÷ sides) shares its dice and hidden draws. */
  readonly index: number;
  /** The match seed (the public dice), drawn at random for the pair: a bot cannot guess it from anything it sees. */
  readonly seed: number;
  /** The match's secret seed (hidden set-ups, sealed orders, the bots' own seeds), drawn at random for the pair; kept so the game can be replayed. */
  readonly secretSeed: string;
  /** The searches' settings: a tuning run's two, or those another kind tried (absent when the search ran as it is). */
  readonly tuning?: TuningPair;
  /** The side the candidate played; null in a balance run (search on both sides). */
  readonly candidate: string | null;
  /** The winner, or null for a draw or a game that did not finish. */
  readonly winner: string | null;
  /** Why play stopped (`playMatch`'s `ended`): only `result` is a finished game. */
  readonly ended: 'result' | 'dead-end' | 'step-limit';
  /** The turn play stopped in (absent from games played before 2026-12-07 14:00). */
  readonly turn?: number;
  /** Victory points by side at the end, when the game counts them (absent before 2026-12-07 14:00): how near a game was, for a stand-in's retune. */
  readonly vp?: { readonly [side: string]: number };
  /** CPU seconds of the whole game on the playing thread (both bots and the rules). */
  readonly cpuS: number;
  readonly wallS: number;
  /** Actions in the record. */
  readonly actions: number;
  /** Each side's bot and the work it did. */
  readonly sides: { readonly [side: string]: SideWork };
}

/** The test's hypotheses and error rates. */
export interface SprtSettings {
  /** The candidate's share under H0 (no stronger). */
  readonly p0: number;
  /** The candidate's share under H1 (stronger). */
  readonly p1: number;
  /** Chance of deciding "stronger" when H0 holds. */
  readonly alpha: number;
  /** Chance of deciding "not stronger" when H1 holds. */
  readonly beta: number;
}

/** Issue 40's test: H0 share 0.5, H1 share 0.65, α = β = 0.05. */
export const SPRT: SprtSettings = { p0: 0.5, p1: 0.65, alpha: 0.05, beta: 0.05 };

/** The test's verdict. */
export type Verdict = 'stronger' | 'not stronger' | 'undecided';

/** Wald's bounds on the log-likelihood ratio: "not stronger" at or below `lower`, "stronger" at or above `upper`. */
export function sprtBounds(s: SprtSettings = SPRT): { readonly lower: number; readonly upper: number } {
  return { lower: Math.log(s.beta / (1 - s.alpha)), upper: Math.log((1 - s.beta) / s.alpha) };
}

/**
 * The candidate's points in each complete pair of games (`pairSize` games with
 * the same seeds, the candidate once on each side: indices `k·pairSize` to
 * `k·pairSize + pairSize − 1`), in pair order. A pair with a game missing is
 * left out.
 */
export function pairPoints(entries: readonly Pick<LedgerEntry, 'candidate' | 'winner' | 'ended' | 'index'>[], pairSize: number): number[] {
  const byPair = new Map<number, number[]>();
  for (const e of entries) {
    const k = Math.floor(e.index / pairSize);
    byPair.set(k, [...(byPair.get(k) ?? []), candidatePoints(e)]);
  }
  return [...byPair.keys()]
    .sort((a, b) => a - b)
    .flatMap((k) => {
      const ps = byPair.get(k)!;
      return ps.length === pairSize ? [ps.reduce((a, b) => a + b, 0)] : [];
    });
}

/**
 * The distribution nearest (in likelihood) to `observed` whose mean is
 * `mean`: q_i = p_i / (1 + x·(a_i − mean)), x the root of
 * Σ p_i (a_i − mean) / (1 + x·(a_i − mean)) = 0, found by bisection (the sum
 * falls as x grows). Needs outcomes on both sides of the mean.
 */
function nearestWithMean(outcomes: readonly number[], observed: readonly number[], mean: number): number[] {
  const d = outcomes.map((a) => a - mean);
  let lo = -1 / Math.max(...d);
  let hi = -1 / Math.min(...d);
  const f = (x: number) => observed.reduce((t, p, i) => t + (p * d[i]!) / (1 + x * d[i]!), 0);
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const x = (lo + hi) / 2;
  return observed.map((p, i) => p / (1 + x * d[i]!));
}

/**
 * The generalized log-likelihood ratio of H1 against H0 for pairs' points:
 * `points[k]` is pair k's total (0 to `pairSize`, in halves). Outcomes not
 * seen count 0.001, as fishtest regularizes.
 */
export function pairLlr(points: readonly number[], pairSize: number, s: SprtSettings = SPRT): number {
  if (points.length === 0) return 0;
  const counts = Array.from({ length: 2 * pairSize + 1 }, () => 0);
  for (const p of points) counts[Math.round(2 * p)]!++;
  const regular = counts.map((c) => (c === 0 ? 1e-3 : c));
  const n = regular.reduce((a, b) => a + b, 0);
  const observed = regular.map((c) => c / n);
  const outcomes = counts.map((_, i) => i / (2 * pairSize));
  const q0 = nearestWithMean(outcomes, observed, s.p0);
  const q1 = nearestWithMean(outcomes, observed, s.p1);
  return n * observed.reduce((t, p, i) => t + p * (Math.log(q1[i]!) - Math.log(q0[i]!)), 0);
}

/** The candidate's points in a game: 1 a win, ½ a draw the rules declared, 0 a loss or a game that did not finish. */
export function candidatePoints(e: Pick<LedgerEntry, 'candidate' | 'winner' | 'ended'>): number {
  if (e.candidate === null) throw new Error('a balance game has no candidate to score');
  if (e.ended !== 'result') return 0;
  if (e.winner === null) return 0.5;
  return e.winner === e.candidate ? 1 : 0;
}

/** A share with its 95% Wilson score interval. */
export interface Share {
  /** Points (wins, with draws as halves). */
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

/** What a ledger says: the test's state over every game in it. */
export interface SprtStatus extends Share {
  readonly verdict: Verdict;
  /** The log-likelihood ratio over every complete pair. */
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  /** Complete pairs, the test's own count. */
  readonly pairs: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  /** Games that did not finish (counted among the losses). */
  readonly unfinished: number;
}

/** The SPRT over a ledger's games (strength or scaling; order does not matter), read by pairs of `pairSize` games. */
export function sprt(entries: readonly Pick<LedgerEntry, 'candidate' | 'winner' | 'ended' | 'index'>[], pairSize: number, s: SprtSettings = SPRT): SprtStatus {
  const { lower, upper } = sprtBounds(s);
  let points = 0;
  let won = 0;
  let drawn = 0;
  let unfinished = 0;
  for (const e of entries) {
    const p = candidatePoints(e);
    points += p;
    if (p === 1) won++;
    else if (p === 0.5) drawn++;
    if (e.ended !== 'result') unfinished++;
  }
  const pairs = pairPoints(entries, pairSize);
  const llr = pairLlr(pairs, pairSize, s);
  const verdict: Verdict = llr >= upper ? 'stronger' : llr <= lower ? 'not stronger' : 'undecided';
  return { ...wilson(points, entries.length), verdict, llr, lower, upper, pairs: pairs.length, won, drawn, lost: entries.length - won - drawn, unfinished };
}

/** A budget as a file name part: `400it`, `200ms`. */
export const budgetTag = (b: LedgerBudget): string => ('ms' in b ? `${b.ms}ms` : `${b.iterations}it`);

/** A budget in words. */
export const budgetText = (b: LedgerBudget): string => ('ms' in b ? `${b.ms} ms CPU` : `${b.iterations} iterations`);

/** A tuning as a file name part, its settings by name: `keep-false`, `depth-4_temperature-3`; `default` for none. */
const tuningLabel = (t: SearchTuning): string =>
  Object.entries(t)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}-${String(v)}`.replace(/[^A-Za-z0-9.-]/g, '.'))
    .join('_') || 'default';

/** A tuning pair as a file name part: the candidate's settings, and `-vs-` the baseline's unless it is the defaults. */
export const tuningTag = (t: TuningPair): string => `${tuningLabel(t.candidate)}${Object.keys(t.baseline).length ? `-vs-${tuningLabel(t.baseline)}` : ''}`;

/** A tuning in words: "keep false, depth 4"; "the defaults" for none. */
export const tuningText = (t: SearchTuning): string =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ') || 'the defaults';

/** The base name of a ledger's files; a tuning run's names its settings. */
export function ledgerBase(game: string, kind: LedgerKind, budget: LedgerBudget, tuning?: TuningPair): string {
  if (kind === 'tuning' && !tuning) throw new Error('a tuning ledger is named by its settings: give the candidate\'s and the baseline\'s');
  // A strength, scaling or balance run that tries a tuning is named by the candidate's (its searching sides share it).
  const tag = !tuning ? '' : kind === 'tuning' ? `${tuningTag(tuning)}-` : `${tuningLabel(tuning.candidate)}-`;
  return `ledger-${game}-${kind}-${tag}${budgetTag(budget)}`;
}

/** The file a process appends to: the ledger's own, or its shard's while a sharded run is under way. */
export function ledgerFile(dir: string, base: string, shard: { index: number; count: number }): string {
  return shard.count === 1 ? `${dir}${base}.jsonl` : `${dir}${base}.shard${shard.index}of${shard.count}.jsonl`;
}

/** Every file of one ledger: its own and any shard's. */
function filesOf(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f === `${base}.jsonl` || (f.startsWith(`${base}.shard`) && f.endsWith('.jsonl')))
    .sort()
    .map((f) => dir + f);
}

/**
 * Every game in a ledger, its own file and its shards' together, in index
 * order. The same line twice (a merge stopped between appending and removing
 * a shard file) counts once; two different games at one index are an error,
 * never a silent choice.
 */
export function readLedger(dir: string, base: string): LedgerEntry[] {
  const byIndex = new Map<number, { line: string; entry: LedgerEntry; file: string }>();
  for (const file of filesOf(dir, base)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry: LedgerEntry;
      try {
        entry = JSON.parse(line) as LedgerEntry;
      } catch {
        // A line cut short by a killed process: that game is not in the ledger, and its index is played again.
        continue;
      }
      const seen = byIndex.get(entry.index);
      if (seen && seen.line !== line) throw new Error(`two different games at index ${entry.index}: ${seen.file} and ${file}`);
      byIndex.set(entry.index, { line, entry, file });
    }
  }
  return [...byIndex.values()].map((x) => x.entry).sort((a, b) => a.index - b.index);
}

/** Appends one finished game to a ledger file (one line, written at once). */
export function appendEntry(file: string, entry: LedgerEntry): void {
  // After a line cut short, start a new one (the cut line stays unreadable, and is skipped).
  const cut = existsSync(file) && !/(^|\n)$/.test(readFileSync(file, 'utf8').slice(-1));
  appendFileSync(file, `${cut ? '\n' : ''}${JSON.stringify(entry)}\n`);
}

/**
 * Folds a ledger's shard files into its own file: the games not yet in it are
 * appended in index order (the file stays append-only), then the shard files
 * go. Returns how many games were moved.
 */
export function mergeLedger(dir: string, base: string): number {
  const own = `${dir}${base}.jsonl`;
  const shards = filesOf(dir, base).filter((f) => f !== own);
  if (shards.length === 0) return 0;
  const all = readLedger(dir, base);
  const present = new Set(existsSync(own) ? readOwn(own) : []);
  let moved = 0;
  for (const e of all)
    if (!present.has(e.index)) {
      appendEntry(own, e);
      moved++;
    }
  for (const f of shards) rmSync(f);
  return moved;
}

/** The indices in a ledger's own file. */
function readOwn(file: string): number[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((l) => {
      try {
        return [(JSON.parse(l) as LedgerEntry).index];
      } catch {
        return [];
      }
    });
}

/** The ledgers in a directory, by base name. */
export function ledgerBases(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const bases = new Set<string>();
  for (const f of readdirSync(dir)) {
    const m = /^(ledger-.+?)(\.shard\d+of\d+)?\.jsonl$/.exec(f);
    if (m) bases.add(m[1]!);
  }
  return [...bases].sort();
}

/** One ledger summed up: the test (strength, scaling) or each side's share (balance), with what it cost and when it was played. */
export interface LedgerSummary {
  readonly base: string;
  readonly game: string;
  readonly kind: LedgerKind;
  readonly budget: LedgerBudget;
  /** The searches' settings, when the ledger's games tried any (from its first game). */
  readonly tuning?: TuningPair;
  readonly games: number;
  /** The SPRT; null for a balance ledger. */
  readonly sprt: SprtStatus | null;
  /** Each side's wins with its interval (draws and unfinished games under `draw`). */
  readonly wins: { readonly [who: string]: Share };
  /** The first and last game's dates. */
  readonly from: string;
  readonly to: string;
  /** The commits its games were played at, in order of first use. */
  readonly commits: readonly string[];
  readonly cpuSPerGame: number;
  /** The candidate's CPU milliseconds a searched decision (balance: both sides'), and the share of its decisions it did not need to search. */
  readonly msPerSearch: number;
  readonly skipped: number;
  /** The VP lead at the end (the first side's VP less the second's, sides in the order of their names) in the games that recorded VP; null when none did. */
  readonly margins: VpMargins | null;
  /** Strength and scaling: the candidate's VP edge a game, by pairs that recorded VP; null for balance or with fewer than 2 such pairs. */
  readonly vpEdge: VpEdge | null;
  /** Strength and scaling: the candidate's points and games on each side (where the side decides most games, the test moves slowly); null for balance. */
  readonly bySide: { readonly [side: string]: { readonly points: number; readonly games: number } } | null;
}

/** How near the games were: the end's VP lead of one side over the other, game by game. */
export interface VpMargins {
  /** The side whose lead it is, and the other. */
  readonly sides: readonly [string, string];
  /** The leads, least first. */
  readonly leads: readonly number[];
}

/** The VP leads of the games that recorded VP (two sides), least first; null when none did. */
export function vpMargins(es: readonly Pick<LedgerEntry, 'vp'>[]): VpMargins | null {
  const withVp = es.flatMap((e) => (e.vp && Object.keys(e.vp).length === 2 ? [e.vp] : []));
  const first = withVp[0];
  if (!first) return null;
  const [a, b] = Object.keys(first).sort() as [string, string];
  return { sides: [a, b], leads: withVp.map((vp) => (vp[a] ?? 0) - (vp[b] ?? 0)).sort((x, y) => x - y) };
}

/** How many VP a game the candidate ends ahead of where the other bot ends on the same side and seeds. */
export interface VpEdge {
  /** Complete pairs whose two games recorded VP. */
  readonly pairs: number;
  /** Mean and sample standard deviation over those pairs of the edge a game. */
  readonly mean: number;
  readonly sd: number;
}

/**
 * The candidate's VP edge, pair by pair: in a pair each bot plays each side on
 * the same seeds, so half the difference between the candidate's side's lead
 * in its two games is what the candidate did better than the other bot would
 * have on that side, the side's own advantage cancelled. Where the side decides
 * who wins (Meiktila), wins cannot show a stronger bot; VP can. Two sides only;
 * null with fewer than two pairs that recorded VP.
 */
export function vpEdge(es: readonly Pick<LedgerEntry, 'candidate' | 'index' | 'vp'>[], pairSize: number): VpEdge | null {
  if (pairSize !== 2) return null;
  const byPair = new Map<number, Pick<LedgerEntry, 'candidate' | 'index' | 'vp'>[]>();
  for (const e of es) if (e.vp && Object.keys(e.vp).length === 2 && e.candidate !== null) byPair.set(Math.floor(e.index / 2), [...(byPair.get(Math.floor(e.index / 2)) ?? []), e]);
  const edges: number[] = [];
  for (const ps of byPair.values()) {
    if (ps.length !== 2) continue;
    const lead = (e: Pick<LedgerEntry, 'candidate' | 'vp'>) => {
      const own = e.vp![e.candidate!] ?? 0;
      const other = Object.entries(e.vp!).find(([side]) => side !== e.candidate)?.[1] ?? 0;
      return own - other;
    };
    edges.push((lead(ps[0]!) + lead(ps[1]!)) / 2);
  }
  if (edges.length < 2) return null;
  const mean = edges.reduce((a, b) => a + b, 0) / edges.length;
  const sd = Math.sqrt(edges.reduce((a, b) => a + (b - mean) ** 2, 0) / (edges.length - 1));
  return { pairs: edges.length, mean, sd };
}

/** The candidate's points and games on each side it played, sides by name. */
export function candidateBySide(es: readonly Pick<LedgerEntry, 'candidate' | 'winner' | 'ended'>[]): { [side: string]: { points: number; games: number } } {
  const out: { [side: string]: { points: number; games: number } } = {};
  for (const e of [...es].sort((a, b) => String(a.candidate).localeCompare(String(b.candidate)))) {
    const side = (out[e.candidate!] ??= { points: 0, games: 0 });
    side.points += candidatePoints(e);
    side.games++;
  }
  return out;
}

/** Sums a ledger up; null when it holds no game. */
export function summarize(dir: string, base: string): LedgerSummary | null {
  const es = readLedger(dir, base);
  if (es.length === 0) return null;
  const first = es[0]!;
  const kind = first.kind;
  const outcomes = new Map<string, number>();
  for (const e of es) outcomes.set(e.winner ?? 'draw', (outcomes.get(e.winner ?? 'draw') ?? 0) + 1);
  let searched = 0;
  let decisions = 0;
  let ms = 0;
  for (const e of es)
    for (const [side, w] of Object.entries(e.sides))
      if (kind === 'balance' || side === e.candidate) {
        decisions += w.decisions;
        searched += w.searched;
        ms += w.searchCpuMs;
      }
  const dates = es.map((e) => e.date).sort();
  return {
    base,
    game: first.game,
    kind,
    budget: first.budget,
    ...(first.tuning ? { tuning: first.tuning } : {}),
    games: es.length,
    sprt: kind === 'balance' ? null : sprt(es, Object.keys(first.sides).length),
    wins: Object.fromEntries([...outcomes].sort().map(([who, k]) => [who, wilson(k, es.length)])),
    from: dates[0]!,
    to: dates[dates.length - 1]!,
    commits: [...new Set(es.map((e) => e.commit))],
    cpuSPerGame: es.reduce((a, e) => a + e.cpuS, 0) / es.length,
    msPerSearch: searched ? ms / searched : 0,
    skipped: decisions ? (decisions - searched) / decisions : 0,
    margins: vpMargins(es),
    bySide: kind === 'balance' ? null : candidateBySide(es),
    vpEdge: kind === 'balance' ? null : vpEdge(es, Object.keys(first.sides).length),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** The Elo difference a share of points means (logistic, as fishtest reports it): 0.65 is +108, 0.5 is 0. */
export function eloOf(share: number): number {
  return share <= 0 ? -Infinity : share >= 1 ? Infinity : 400 * Math.log10(share / (1 - share));
}

const eloWords = (x: number) => (x === Infinity ? '+∞' : x === -Infinity ? '−∞' : `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(0)}`);

/** "the candidate's points as allied 7 of 36, as japanese 31 of 36; " (nothing for a balance ledger). */
const sideWords = (by: LedgerSummary['bySide']): string =>
  by ? `the candidate's points ${Object.entries(by).map(([side, x]) => `as ${side} ${x.points} of ${x.games}`).join(', ')}; ` : '';

/** "VP edge a game +3.9 (sd 11.2, 15 pairs, ±5.7 at 95%); " (nothing without one). */
const edgeWords = (e: VpEdge | null): string =>
  e ? `the candidate's VP edge a game ${e.mean >= 0 ? '+' : '−'}${Math.abs(e.mean).toFixed(1)} (sd ${e.sd.toFixed(1)}, ${e.pairs} pairs, ±${((1.96 * e.sd) / Math.sqrt(e.pairs)).toFixed(1)} at 95%); ` : '';

/** A summary in one paragraph, as `--status` prints it and the bench quotes it. */
export function summaryWords(s: LedgerSummary): string {
  const when = s.from.slice(0, 10) === s.to.slice(0, 10) ? s.from.slice(0, 10) : `${s.from.slice(0, 10)} to ${s.to.slice(0, 10)}`;
  const cost = `${s.cpuSPerGame.toFixed(1)} CPU s a game, ${s.msPerSearch.toFixed(0)} CPU ms a searched decision, ${pct(s.skipped)} of decisions not searched`;
  const where = `played ${when} at ${s.commits.join(', ')}`;
  if (!s.sprt) {
    const wins = Object.entries(s.wins).map(([who, w]) => `${who} ${w.wins} (${pct(w.share)}, 95% ${pct(w.low)}–${pct(w.high)})`);
    return `${s.games} games, ${wins.join(', ')}; ${cost}; ${where}`;
  }
  const t = s.sprt;
  return (
    `${t.verdict} after ${s.games} games, ${t.pairs} pairs (+${t.won} =${t.drawn} −${t.lost}${t.unfinished ? `, ${t.unfinished} unfinished counted lost` : ''}): ` +
    `share ${t.share.toFixed(3)}, 95% ${t.low.toFixed(3)}–${t.high.toFixed(3)} (Elo ${eloWords(eloOf(t.share))}, ${eloWords(eloOf(t.low))} to ${eloWords(eloOf(t.high))}); LLR ${t.llr.toFixed(3)} in [${t.lower.toFixed(3)}, ${t.upper.toFixed(3)}]; ${sideWords(s.bySide)}${edgeWords(s.vpEdge)}${cost}; ${where}`
  );
}
