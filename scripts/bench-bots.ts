/**
 * `npm run bench:bots`: is the search bot stronger? Bot games played until a
 * sequential probability ratio test decides, each game appended to a committed
 * ledger in `bench/bots/` the moment it ends (issue 40 item 5).
 *
 * - `--kind strength` (the default): search at budget B against the heuristic
 *   bot; the candidate is the search bot. The bench's
 *   `search_vs_heuristic_<game>` reads this ledger.
 * - `--kind scaling`: search at 4B (the candidate) against search at B: does
 *   strength grow with thought? (`search_4x_vs_1x_<game>` in the bench.)
 * - `--kind balance`: search at B on both sides, until the ledger holds
 *   `--games` games (default 100): the balance table in each game's README.
 * - `--kind tuning`: search at B with the settings `--tuning` gives (JSON, the
 *   candidate) against search at B with `--base-tuning` (default: none, the
 *   search's defaults and the game's own): is a setting worth its place? The
 *   ledger is named by both (`ledger-<game>-tuning-keep-false-25it.jsonl`), so
 *   each A/B keeps its own games; the same test decides it, or with `--games N` the
 *   run plays N games whatever it says (an effect smaller than the test's 0.65
 *   ends "not stronger" within a few pairs: read the share and its interval).
 *   With another kind, `--tuning` alone tries the settings on every searching
 *   side (`ledger-<game>-strength-exploration-0.25-25it.jsonl`): would the
 *   search be stronger, or scale, with them? Such ledgers are experiments: the
 *   bench's keys and the READMEs' balance tables read only untuned ones.
 *
 * The test (Wald's SPRT, as in Stockfish's fishtest; the maths and how draws
 * and unfinished games count are in `bench/bots-ledger.ts`): H0 the candidate
 * takes half the points, H1 it takes 0.65, α = β = 0.05. A run stops when the
 * test decides ("stronger" or "not stronger") over the whole ledger, or after
 * `--max-games N` games of its own; `--status` prints each ledger's verdict,
 * share, 95% Wilson interval, log-likelihood ratio and bounds, games, dates
 * and commits, without playing.
 *
 * Sides alternate game by game: game i gives the candidate side
 * `i mod (number of sides)`, and each pair of games (one with the candidate on
 * each side) is played on the same dice and hidden draws. A pair's match seed
 * and secret seed are drawn at random and written in the ledger, so no bot can
 * guess them (its own seed is hashed from both and its side, see `playMatch`)
 * and every game can be replayed. Budgets are iterations a decision by default
 * (`--budget 100`), the same on any machine; `--budget 200ms` is CPU time of
 * the searching thread.
 *
 * Runs add up: a run reads the ledger and plays the first index not yet in
 * it. For many cores run N processes with `--shard I/N` (the same N in every
 * process running at once): shard I plays the pairs whose number is I mod N
 * and appends to its own file; every process reads all of them, so the test
 * and the stop see every shard's games; `--merge` folds the shard files into
 * the ledger's own, in game order. A change to the search starts a new test:
 * move the old ledger aside (git mv) before the first run.
 *
 * ```
 * npm run bench:bots -- --only myitkyina --kind strength --budget 100           # until the test decides
 * npm run bench:bots -- --only myitkyina --kind scaling --budget 50 --shard 0/2  # one of two processes
 * npm run bench:bots -- --merge
 * npm run bench:bots -- --status
 * npm run bench:bots -- --readme                                                   # balance tables into READMEs
 * npm run bench:bots -- --only myitkyina --kind tuning --budget 25 --tuning '{"keep":false}'  # an A/B of a setting
 * npm run bench:bots -- --only meiktila --max-games 2 --dir /tmp/trial             # a trial, away from the ledgers
 * npm run bench:bots -- --only beach-assault --kind balance --budget 20 --replay 3  # game 3 again, its events counted
 * ```
 *
 * `--replay I` plays the ledger's game I again from its seeds with the same bots (a game with an iteration budget
 * is the same game on any machine), checks that it ends as the ledger says, and counts its actions and events by
 * side and type, with the turn each kind of event first and last came: where to start asking why a side wins.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { heuristicBot, type BotFactory } from '../src/bots';
import { playMatch, type PlayOptions } from '../src/play';
import { searchBot } from '../src/bots/search';
import { parseBudget } from '../src/cli/bots';
import { threadCpuMs } from '../src/cli/cpu';
import type { Game, SearchTuning } from '../src/engine';
import { gameIds, shippedGame } from '../games';
import {
  appendEntry,
  budgetText,
  ledgerBase,
  ledgerBases,
  ledgerFile,
  mergeLedger,
  readLedger,
  sprt,
  summarize,
  summaryWords,
  type LedgerBudget,
  type LedgerEntry,
  type LedgerKind,
  tuningText,
  type TuningPair,
  type SideWork,
  type VpMargins,
} from '../bench/bots-ledger';

/** The repository: from scripts/ as source, or from bench/.out/ as the bundle `npm run bench:bots` runs. */
const root = ((): string => {
  let dir = fileURLToPath(new URL('.', import.meta.url));
  while (!existsSync(`${dir}package.json`)) {
    const up = fileURLToPath(new URL('..', pathToFileURL(dir)));
    if (up === dir) throw new Error(`bench:bots: no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
})();
/** Where the ledgers live. */
export const LEDGER_DIR = `${root}bench/bots/`;

/** One game to play: its index, seeds and who plays what. */
export interface MatchPlan {
  readonly index: number;
  readonly seed: number;
  readonly secretSeed: string;
  /** The candidate's side, or null (balance). */
  readonly candidate: string | null;
}

/** What a played game adds to its ledger line. */
export type Played = Pick<LedgerEntry, 'winner' | 'ended' | 'turn' | 'vp' | 'cpuS' | 'wallS' | 'actions' | 'sides'>;

const scaled = (b: LedgerBudget, k: number): LedgerBudget => ('ms' in b ? { ms: b.ms * k } : { iterations: b.iterations * k });

/**
 * Who plays a side in a ledger game: the heuristic bot (`search` null), or the
 * search bot with its budget and tuning: search at B against the heuristic
 * (strength), at 4B against B (scaling), at B on both sides (balance), at B
 * with the candidate's tuning against B with the baseline's (tuning).
 */
export function ledgerBot(kind: LedgerKind, budget: LedgerBudget, candidate: boolean, tuning?: TuningPair): { name: string; search: { budget: LedgerBudget; tuning: SearchTuning } | null } {
  const search = (b: LedgerBudget, t: SearchTuning = {}) => ({ name: `search (${budgetText(b)}${Object.keys(t).length ? `, ${tuningText(t)}` : ''})`, search: { budget: b, tuning: t } });
  if (kind === 'tuning' && !tuning) throw new Error('a tuning run needs the candidate\'s and the baseline\'s settings');
  // Any other kind may try a tuning too: the candidate's search has it, and so does the baseline's where it searches.
  const t = tuning ? (candidate ? tuning.candidate : tuning.baseline) : {};
  if (kind === 'balance' || kind === 'tuning') return search(budget, t);
  if (kind === 'scaling') return search(candidate ? scaled(budget, 4) : budget, t);
  return candidate ? search(budget, t) : { name: 'heuristic', search: null };
}

/** Plays one ledger game with the real bots (see {@link ledgerBot}). */
export function playLedgerGame(
  game: Game,
  kind: LedgerKind,
  budget: LedgerBudget,
  plan: MatchPlan,
  more: {
    /** Watches every action of the match (a diagnostic replaying ledger games from their seeds). */
    readonly onAction?: PlayOptions['onAction'];
    /** The searches' settings: a tuning run's two, or the one another kind tries. */
    readonly tuning?: TuningPair;
  } = {},
): Played {
  const work = new Map<string, { bot: string; decisions: number; searched: number; searchCpuMs: number }>();
  const search = (b: LedgerBudget, t: SearchTuning): BotFactory =>
    searchBot({
      ...t,
      budget: b,
      clock: threadCpuMs,
      onSearch: (s) => {
        const w = work.get(s.side)!;
        if (s.iterations > 0) (w.searched++, (w.searchCpuMs += s.ms));
      },
    });
  const bots: Record<string, BotFactory> = {};
  for (const side of game.sides) {
    const who = ledgerBot(kind, budget, side === plan.candidate, more.tuning);
    const name = who.name;
    const make = who.search ? search(who.search.budget, who.search.tuning) : heuristicBot;
    work.set(side, { bot: name, decisions: 0, searched: 0, searchCpuMs: 0 });
    // Count every decision the side takes, searched or not.
    bots[side] = (seed, g) => {
      const bot = make(seed, g);
      return {
        name: bot.name,
        choose: (v) => {
          work.get(v.side)!.decisions++;
          return bot.choose(v);
        },
      };
    };
  }
  const cpu0 = threadCpuMs();
  const wall0 = Date.now();
  const r = playMatch(game, { seed: plan.seed, secretSeed: plan.secretSeed, bots, ...(more.onAction ? { onAction: more.onAction } : {}) });
  const round = (x: number, d: number) => Number(x.toFixed(d));
  const sides: Record<string, SideWork> = {};
  for (const [side, w] of work) sides[side] = { ...w, searchCpuMs: round(w.searchCpuMs, 1) };
  return {
    winner: r.state.result?.winner ?? null,
    ended: r.ended,
    turn: r.state.turn,
    ...(r.state.result?.vp ? { vp: r.state.result.vp } : {}),
    cpuS: round((threadCpuMs() - cpu0) / 1000, 2),
    wallS: round((Date.now() - wall0) / 1000, 2),
    actions: r.record.actions.length,
    sides,
  };
}

/** A pair's seeds, drawn at random: nothing a bot sees can lead back to them. */
export function randomSeeds(): { seed: number; secretSeed: string } {
  return { seed: randomInt(1, 2 ** 47), secretSeed: randomBytes(16).toString('hex') };
}

/** The commit being run, `+dirty` when files outside the ledgers differ from it. */
export function currentCommit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/bots'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

/** Settings of one ledger run. */
export interface RunOptions {
  readonly dir: string;
  readonly game: Game;
  /** The game's id, as the ledger names it. */
  readonly id: string;
  readonly kind: LedgerKind;
  /** The base budget B. */
  readonly budget: LedgerBudget;
  /** The searches' settings: a tuning run's two, or the one another kind tries. */
  readonly tuning?: TuningPair;
  /** This process's shard (default 0 of 1). */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Games this process plays at most (default no limit). */
  readonly maxGames?: number;
  /** Balance: the games the ledger should hold (default 100). Tuning: if given, the games it should hold whatever the test says (a small effect needs more games than the test's 0.65 takes to say "not stronger"). */
  readonly games?: number;
  /** A new pair's seeds, given the pair's number (default {@link randomSeeds}, which ignores it). */
  readonly seeds?: (pair: number) => { seed: number; secretSeed: string };
  readonly commit?: string;
  /** Plays a game (default {@link playLedgerGame}). */
  readonly play?: (plan: MatchPlan) => Played;
  readonly now?: () => Date;
  readonly log?: (line: string) => void;
}

/**
 * Plays a ledger's games until its test decides (balance: until it holds its
 * games) or this process has played `maxGames`, appending each game as it
 * ends. Returns the games this process played.
 */
export function runLedger(o: RunOptions): number {
  const shard = o.shard ?? { index: 0, count: 1 };
  const base = ledgerBase(o.id, o.kind, o.budget, o.tuning);
  const file = ledgerFile(o.dir, base, shard);
  // Balance games are one each; strength and scaling games come in pairs with the same seeds, the candidate on each side.
  const pairSize = o.kind === 'balance' ? 1 : o.game.sides.length;
  mkdirSync(o.dir, { recursive: true });
  let played = 0;
  for (;;) {
    if (played >= (o.maxGames ?? Infinity)) break;
    // Every shard's games, read afresh: the test and the stop see them all.
    const entries = readLedger(o.dir, base);
    const fixed = o.kind === 'balance' ? (o.games ?? 100) : o.kind === 'tuning' ? o.games : undefined;
    if (fixed !== undefined ? entries.length >= fixed : entries.length > 0 && sprt(entries, pairSize).verdict !== 'undecided') break;
    const done = new Set(entries.map((e) => e.index));
    let index = 0;
    while (done.has(index) || Math.floor(index / pairSize) % shard.count !== shard.index) index++;
    const pair = Math.floor(index / pairSize);
    const sibling = entries.find((e) => Math.floor(e.index / pairSize) === pair);
    const { seed, secretSeed } = sibling ? { seed: sibling.seed, secretSeed: sibling.secretSeed } : (o.seeds ?? randomSeeds)(pair);
    const candidate = o.kind === 'balance' ? null : o.game.sides[index % pairSize]!;
    const plan: MatchPlan = { index, seed, secretSeed, candidate };
    const result = (o.play ?? ((p) => playLedgerGame(o.game, o.kind, o.budget, p, o.tuning ? { tuning: o.tuning } : {})))(plan);
    const entry: LedgerEntry = {
      date: (o.now?.() ?? new Date()).toISOString(),
      commit: o.commit ?? currentCommit(),
      node: process.version,
      game: o.id,
      kind: o.kind,
      budget: o.budget,
      ...(o.tuning ? { tuning: o.tuning } : {}),
      ...plan,
      ...result,
    };
    appendEntry(file, entry);
    played++;
    const after = sprt(o.kind === 'balance' ? [] : readLedger(o.dir, base), pairSize);
    o.log?.(
      `${o.id} ${o.kind} #${index}: candidate ${candidate ?? 'none'}, winner ${entry.winner ?? (entry.ended === 'result' ? 'draw' : entry.ended)}, ${entry.cpuS.toFixed(1)} CPU s` +
        (o.kind === 'balance' ? '' : `; LLR ${after.llr.toFixed(2)} in [${after.lower.toFixed(2)}, ${after.upper.toFixed(2)}], ${after.verdict}`),
    );
  }
  return played;
}

/** Every ledger's verdict or shares, one paragraph each. */
export function statusLines(dir: string): string[] {
  const out: string[] = [];
  for (const base of ledgerBases(dir)) {
    const s = summarize(dir, base);
    if (!s) continue;
    const who =
      s.kind === 'strength'
        ? `search ${budgetText(s.budget)} vs heuristic`
        : s.kind === 'scaling'
          ? `search ${budgetText(scaled(s.budget, 4))} vs ${budgetText(s.budget)}`
          : s.kind === 'tuning' && s.tuning
            ? `search ${budgetText(s.budget)} with ${tuningText(s.tuning.candidate)} vs with ${tuningText(s.tuning.baseline)}`
            : `search ${budgetText(s.budget)} both sides`;
    const tried = s.kind !== 'tuning' && s.tuning ? `, the search with ${tuningText(s.tuning.candidate)}` : '';
    out.push(`${s.game} ${s.kind} (${who}${tried}): ${summaryWords(s)}${s.margins ? `; ${marginWords(s.margins)}` : ''}`);
  }
  return out;
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** How near the games were, in a sentence: the VP lead at the end, its median and quartiles, and how many were within 2 VP. */
export function marginWords(m: VpMargins): string {
  const at = (f: number) => m.leads[Math.round(f * (m.leads.length - 1))] ?? 0;
  const signed = (x: number) => (x > 0 ? `+${x}` : `${x}`);
  const near = m.leads.filter((x) => Math.abs(x) <= 2).length;
  return `VP at the end, ${m.sides[0]} less ${m.sides[1]}, in the ${m.leads.length} game${m.leads.length === 1 ? '' : 's'} that recorded it: median ${signed(at(0.5))}, quartiles ${signed(at(0.25))} and ${signed(at(0.75))}, least ${signed(at(0))}, most ${signed(at(1))}; ${near} within 2 VP either way.`;
}

/** Writes the balance table (search bots on both sides) into each game's README, between its markers. */
function readme(): void {
  for (const id of gameIds) {
    const file = `${root}games/${id}/README.md`;
    const text = readFileSync(file, 'utf8');
    const start = '<!-- balance:start -->';
    const end = '<!-- balance:end -->';
    const a = text.indexOf(start);
    const b = text.indexOf(end);
    if (a < 0 || b < a) continue;
    const rows = ledgerBases(LEDGER_DIR)
      .map((base) => summarize(LEDGER_DIR, base))
      // A balance run that tried a tuning is an experiment, not the game's search: its table stays out of the README.
      .filter((s) => s !== null && s.game === id && s.kind === 'balance' && !s.tuning);
    const lines = [start, '', 'Search bots on both sides, each game on seeds of its own (`npm run bench:bots -- --kind balance`, ledgers in `bench/bots/`). The interval is the 95% Wilson score interval of each share.', ''];
    if (rows.length === 0) lines.push('No balance run has been made yet.');
    else {
      lines.push('| budget a decision | games | played | result | wins | share | 95% interval | CPU s a game |', '|---|---|---|---|---|---|---|---|');
      for (const r of rows)
        for (const [who, s] of Object.entries(r!.wins))
          lines.push(`| ${budgetText(r!.budget)} | ${r!.games} | ${r!.from.slice(0, 10)}–${r!.to.slice(0, 10)} | ${who} | ${s.wins} | ${pct(s.share)} | ${pct(s.low)}–${pct(s.high)} | ${r!.cpuSPerGame.toFixed(1)} |`);
      for (const r of rows) if (r!.margins) lines.push('', marginWords(r!.margins));
    }
    lines.push('', end);
    writeFileSync(file, text.slice(0, a) + lines.join('\n') + text.slice(b + end.length));
    console.log(`wrote the balance table of ${id}`);
  }
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/**
 * Plays ledger game `index` again from its seeds with the bots it was played with, and describes it: whether it
 * ended as the ledger says (it should, on an iteration budget), then its actions and events counted by side and
 * type, each with the turns it first and last came.
 */
export function replayLines(dir: string, game: Game, id: string, kind: LedgerKind, budget: LedgerBudget, index: number, tuning?: TuningPair): string[] {
  const base = ledgerBase(id, kind, budget, tuning);
  const entry = readLedger(dir, base).find((e) => e.index === index);
  if (!entry) throw new Error(`${base} has no game ${index}`);
  const seen = new Map<string, { n: number; first: number; last: number }>();
  const count = (key: string, turn: number) => {
    const c = seen.get(key);
    if (c) (c.n++, (c.last = turn));
    else seen.set(key, { n: 1, first: turn, last: turn });
  };
  const onAction: PlayOptions['onAction'] = (action, events, state) => {
    count(`action ${action.side} ${action.type}`, state.turn);
    for (const e of events) count(`event ${typeof e['side'] === 'string' ? `${e['side']} ` : ''}${e.type}`, state.turn);
  };
  const played = playLedgerGame(game, kind, budget, { index, seed: entry.seed, secretSeed: entry.secretSeed, candidate: entry.candidate }, { onAction, ...(entry.tuning ? { tuning: entry.tuning } : {}) });
  const same = played.winner === entry.winner && played.ended === entry.ended;
  return [
    `${base} game ${index} (commit ${entry.commit}): the ledger says ${entry.winner ?? 'no winner'} (${entry.ended}); replayed, ${played.winner ?? 'no winner'} (${played.ended})${same ? '' : ': NOT THE SAME GAME (the bots or rules changed since)'}`,
    ...[...seen].sort(([a], [b]) => a.localeCompare(b)).map(([k, c]) => `${String(c.n).padStart(5)}  ${k} (turns ${c.first}–${c.last})`),
  ];
}

/** The settings a tuning may set, as `--tuning` takes them (JSON): each checked, none unknown. */
const TUNING = z
  .object({
    depth: z.number().int().min(0),
    playout: z.enum(['heuristic', 'sampled', 'random']),
    exploration: z.number().min(0),
    temperature: z.number().positive(),
    worlds: z.number().int().min(1),
    sharpness: z.number().positive(),
    centred: z.boolean(),
    setupShare: z.number().positive().max(1),
    root: z.enum(['puct', 'halving']),
    keep: z.boolean(),
  })
  .partial()
  .strict();
// Every setting of SearchTuning is here, and nothing else: a new one must be added to be tried.
const _everySetting: [keyof SearchTuning] extends [keyof z.infer<typeof TUNING>] ? ([keyof z.infer<typeof TUNING>] extends [keyof SearchTuning] ? true : false) : false = true;
void _everySetting;

/** Reads a tuning given as JSON, or says what is wrong with it. */
export function parseTuning(text: string, option: string): SearchTuning {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${option} takes the settings as JSON, such as '{"keep":false}'; ${JSON.stringify(text)} is not JSON`);
  }
  const r = TUNING.safeParse(json);
  if (!r.success) throw new Error(`${option}: ${r.error.issues.map((i) => `${i.path.join('.') || 'the settings'}: ${i.message}`).join('; ')} (the settings are ${Object.keys(TUNING.shape).join(', ')})`);
  return r.data;
}

/**
 * The candidate's and the baseline's settings, from `--tuning` and `--base-tuning`: a tuning run's two; for another
 * kind `--tuning` alone, the search's on every side that searches (an experiment in a ledger of its own, which the
 * bench's keys and the READMEs' tables leave out).
 */
function tuningArgs(kind: LedgerKind): TuningPair | undefined {
  if (kind !== 'tuning') {
    if (arg('base-tuning') !== undefined) throw new Error('--base-tuning is for --kind tuning; --tuning alone tries a tuning in a strength, scaling or balance run');
    if (arg('tuning') === undefined) return undefined;
    const t = parseTuning(arg('tuning')!, '--tuning');
    return { candidate: t, baseline: kind === 'strength' ? {} : t };
  }
  if (arg('tuning') === undefined) throw new Error("--kind tuning needs --tuning, the candidate's settings as JSON ('{\"keep\":false}')");
  const pair = { candidate: parseTuning(arg('tuning')!, '--tuning'), baseline: parseTuning(arg('base-tuning') ?? '{}', '--base-tuning') };
  if (JSON.stringify(pair.candidate) === JSON.stringify(pair.baseline)) throw new Error('--tuning and --base-tuning are the same settings: nothing to compare');
  return pair;
}

async function main(): Promise<void> {
  // Another directory (a trial run that must not touch the committed ledgers).
  const dir = arg('dir') ? `${arg('dir')!.replace(/\/$/, '')}/` : LEDGER_DIR;
  if (flag('merge'))
    for (const base of ledgerBases(dir)) {
      const moved = mergeLedger(dir, base);
      if (moved) console.log(`${base}: ${moved} games merged from its shards`);
    }
  if (flag('readme')) readme();
  if (flag('status')) {
    const lines = statusLines(dir);
    console.log(lines.length ? lines.join('\n') : 'no ledger yet');
  }
  if (flag('merge') || flag('readme') || flag('status')) return;
  if (arg('replay') !== undefined) {
    const id = arg('only');
    const game = id === undefined ? undefined : ((await shippedGame(id)) as Game | undefined);
    if (!game || id === undefined) throw new Error(`--replay needs --only <game>: the games are ${gameIds.join(', ')}`);
    const budget = parseBudget(arg('budget') ?? '100');
    if (!budget) throw new Error('--budget takes iterations (100) or CPU milliseconds (200ms) a decision');
    const kind = (arg('kind') ?? 'strength') as LedgerKind;
    console.log(replayLines(dir, game, id, kind, budget, Number(arg('replay')), tuningArgs(kind)).join('\n'));
    return;
  }
  const kind = (arg('kind') ?? 'strength') as LedgerKind;
  if (kind !== 'strength' && kind !== 'scaling' && kind !== 'balance' && kind !== 'tuning') throw new Error('--kind is strength, scaling, balance or tuning');
  const tuning = tuningArgs(kind);
  const budget = parseBudget(arg('budget') ?? '100');
  if (!budget) throw new Error('--budget takes iterations (100) or CPU milliseconds (200ms) a decision');
  const m = /^(\d+)\/(\d+)$/.exec(arg('shard') ?? '0/1');
  if (!m || Number(m[1]) >= Number(m[2])) throw new Error('--shard takes I/N with 0 ≤ I < N');
  const maxGames = arg('max-games') === undefined ? Infinity : Number(arg('max-games'));
  if (!(maxGames >= 1)) throw new Error('--max-games takes a whole number of games, at least 1');
  const games = arg('games') === undefined ? undefined : Number(arg('games'));
  if (games !== undefined && !(Number.isInteger(games) && games >= 1)) throw new Error('--games takes a whole number of games, at least 1');
  if (games !== undefined && kind !== 'balance' && kind !== 'tuning') throw new Error('--games is for --kind balance and tuning: strength and scaling runs stop when the test decides');
  const only = arg('only')?.split(',') ?? gameIds;
  for (const id of only) {
    const game = (await shippedGame(id)) as Game | undefined;
    if (!game) throw new Error(`no game ${id}: the games are ${gameIds.join(', ')}`);
    runLedger({ dir, game, id, kind, budget, ...(tuning ? { tuning } : {}), shard: { index: Number(m[1]), count: Number(m[2]) }, maxGames, ...(games !== undefined ? { games } : {}), log: console.log });
  }
  console.log(statusLines(dir).join('\n'));
}

// Run as a script (tests import the functions).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
