/**
 * The VP curve of The Greater East Asia War's Scenario I, bot against bot:
 * each side's VP after every Victory Point Phase over N seeded games of the
 * heuristic bots, with what they earned from objectives, spent on
 * reinforcements and won or lost in combat, and each game's result.
 *
 *   npx tsx scripts/geaw-vp-curve.ts                 # 20 games (seeds 1-20), print the tables
 *   npx tsx scripts/geaw-vp-curve.ts --games 5       # fewer
 *   npx tsx scripts/geaw-vp-curve.ts --write         # also put them in the game's README
 *
 * The README's section sits between the markers `<!-- vp-curve -->` and
 * `<!-- /vp-curve -->`; the script rewrites what lies between them, never by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { playMatch, type GameEvent } from 'hexwar';
import { greaterEastAsia } from '../games/greater-east-asia';
import { SCENARIO_1 } from '../games/greater-east-asia/data/scenario1';
import { OBJECTIVES } from '../games/greater-east-asia/data/map';

type Side = 'japanese' | 'allied';
const SIDES: readonly Side[] = ['japanese', 'allied'];

interface TurnLine {
  readonly vp: Record<Side, number>;
  readonly income: Record<Side, number>;
  readonly spent: Record<Side, number>;
  readonly losses: Record<Side, number>;
}
interface GameLine {
  readonly seed: number;
  readonly turns: TurnLine[];
  readonly result: string;
  readonly final: Record<Side, number>;
  readonly winner: Side | null;
}

const zero = (): Record<Side, number> => ({ japanese: 0, allied: 0 });

function playOne(seed: number): GameLine {
  const turns: TurnLine[] = [];
  let spent = zero();
  let losses = zero();
  const r = playMatch(greaterEastAsia as never, {
    seed,
    options: { quickSetup: true },
    onAction: (_a, events: readonly GameEvent[]) => {
      for (const e of events) {
        const side = e['side'] as Side;
        if (e.type === 'mobilized') spent[side] += Number(e['cost']);
        if (e.type === 'lossVp') losses[side] += Number(e['vp']);
        if (e.type === 'objectivesScored') {
          if (side === 'japanese') turns.push({ vp: zero(), income: zero(), spent, losses });
          const t = turns[turns.length - 1]!;
          t.vp[side] = Number(e['total']);
          t.income[side] = Number(e['vp']);
          if (side === 'allied') (spent = zero()), (losses = zero());
        }
      }
    },
  });
  const res = r.state.result!;
  const vp = res.vp as Record<Side, number>;
  return { seed, turns, result: res.level ?? 'none', final: { japanese: vp.japanese, allied: vp.allied }, winner: (res.winner as Side | null) ?? null };
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : (process.argv[i + 1] ?? '');
}

const games = Number(flag('games') ?? 20);
const lines: GameLine[] = [];
const started = Date.now();
for (let seed = 1; seed <= games; seed++) {
  lines.push(playOne(seed));
  process.stderr.write(`seed ${seed}: ${JSON.stringify(lines[lines.length - 1]!.final)} ${lines[lines.length - 1]!.result} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));
const spread = (xs: number[]) => (xs.length ? `${fmt(mean(xs))} (${Math.min(...xs)}–${Math.max(...xs)})` : '–');

const out: string[] = [];
const total = OBJECTIVES.reduce((n, o) => n + o.vp, 0);
out.push(
  `${games} games of Scenario I, heuristic bot against heuristic bot, seeds 1–${games}, the stand-in deployment (\`quickSetup\`), ` +
    `${OBJECTIVES.length} objectives worth ${total} VP, starting VP ${SCENARIO_1.startingVp.japanese}/${SCENARIO_1.startingVp.allied}. ` +
    'Written by `npx tsx scripts/geaw-vp-curve.ts --write`; each cell is the mean over the games that reached that turn, (least–most).',
);
out.push('');
out.push('| turn | games | Japanese VP | Allied VP | Japanese objectives | Allied objectives | Japanese spent | Allied spent | Japanese combat VP | Allied combat VP |');
out.push('|---|---|---|---|---|---|---|---|---|---|');
for (let t = 0; t < SCENARIO_1.turns.last; t++) {
  const at = lines.map((g) => g.turns[t]).filter((x): x is TurnLine => x !== undefined);
  if (at.length === 0) break;
  const col = (f: (x: TurnLine) => number) => spread(at.map(f));
  out.push(
    `| ${t + 1} | ${at.length} | ${col((x) => x.vp.japanese)} | ${col((x) => x.vp.allied)} | ${col((x) => x.income.japanese)} | ${col((x) => x.income.allied)} | ${col((x) => x.spent.japanese)} | ${col((x) => x.spent.allied)} | ${col((x) => x.losses.japanese)} | ${col((x) => x.losses.allied)} |`,
  );
}
out.push('');
const wins = (w: Side | null) => lines.filter((g) => g.winner === w).length;
const capped = lines.filter((g) => SIDES.some((s) => g.final[s] >= 100)).length;
const margins = lines.map((g) => Math.abs(g.final.japanese - g.final.allied));
out.push(
  `Results: Japanese ${wins('japanese')}, Allied ${wins('allied')}, drawn ${wins(null)}; ` +
    `${capped} of ${games} with a side at the 100 VP cap at the end; the winning margin ${spread(margins)} VP.`,
);
out.push('');
out.push('| seed | Japanese VP by turn | Allied VP by turn | result |');
out.push('|---|---|---|---|');
for (const g of lines) {
  const by = (s: Side) => g.turns.map((t) => t.vp[s]).join(' → ');
  const who = g.winner === null ? 'draw' : `${g.winner === 'japanese' ? 'Japanese' : 'Allied'} ${g.result}`;
  out.push(`| ${g.seed} | ${by('japanese')} | ${by('allied')} | ${who} ${g.final.japanese}–${g.final.allied} |`);
}
const text = out.join('\n');
console.log(text);

if (process.argv.includes('--write')) {
  const path = 'games/greater-east-asia/README.md';
  const readme = readFileSync(path, 'utf8');
  const start = '<!-- vp-curve -->';
  const end = '<!-- /vp-curve -->';
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${path} has no ${start} … ${end} section`);
  writeFileSync(path, `${readme.slice(0, a + start.length)}\n${text}\n${readme.slice(b)}`);
  console.error(`wrote ${path}`);
}
