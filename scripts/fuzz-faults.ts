/**
 * `npm run fuzz:faults`: how much a careless change would get past the tests
 * (issue 41). Each planted fault of `test/faults/faults.ts` is put into the
 * code in memory, one at a time, and the game's own tests are run against it
 * (its rule, property and fuzz tests) with a few more fuzzed games; the first
 * failing test catches it. Prints, per fault, caught (by which test) or missed,
 * and per game the share caught; fails when a game catches under 90 %, or a
 * fault is stale (its text is no longer in its file) or breaks the loading of
 * the code (a fault must be a change that runs, not a syntax error).
 *
 *   npm run fuzz:faults                       # every game's faults
 *   npm run fuzz:faults -- myitkyina          # one game's
 *   npm run fuzz:faults -- myitkyina/zoc-ignored
 *   npm run fuzz:faults -- --games 4          # fuzzed games a fault (2)
 *   npm run fuzz:faults -- --json             # one JSON line a fault
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULTS, type Fault } from '../test/faults/faults';
import { occurrences } from '../test/faults/plant';

/** What a run of one fault came to. */
interface Outcome {
  readonly fault: string;
  readonly rule: string;
  readonly verdict: 'caught' | 'missed' | 'stale' | 'broken';
  /** The test that caught it, or why it is stale or broken. */
  readonly by: string;
  readonly seconds: number;
}

/** The share of faults a game's tests must catch. */
const GOAL = 0.9;

function fail(message: string): never {
  console.error(`npm run fuzz:faults: ${message}`);
  process.exit(2);
}

let games = 2;
let json = false;
const only: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--games') games = Number(args[++i] ?? fail('--games needs a number'));
  else if (a === '--json') json = true;
  else if (FAULTS[a.split('/')[0]!]) only.push(a);
  else fail(`unknown argument ${JSON.stringify(a)} (games: ${Object.keys(FAULTS).join(', ')}; or <game>/<fault>; flags --games N, --json)`);
}
if (!Number.isSafeInteger(games) || games < 0) fail('--games takes a whole number from 0');

const chosen: Fault[] = Object.values(FAULTS)
  .flat()
  .filter((f) => only.length === 0 || only.includes(f.game) || only.includes(`${f.game}/${f.name}`));

/** Plants one fault and runs the game's tests and the faults' fuzz against it. */
function run(f: Fault): Outcome {
  const fault = `${f.game}/${f.name}`;
  const t0 = performance.now();
  const seconds = () => Math.round((performance.now() - t0) / 100) / 10;
  const n = occurrences(readFileSync(f.file, 'utf8'), f.find);
  if (n !== 1) return { fault, rule: f.rule, verdict: 'stale', by: `its text is in ${f.file} ${n} times, not once`, seconds: 0 };
  const dir = mkdtempSync(join(tmpdir(), 'hexwar-fault-'));
  const out = join(dir, 'report.json');
  try {
    const r = spawnSync('npx', ['vitest', 'run', '--config', 'test/faults/vitest.config.ts', '--reporter=json', `--outputFile=${out}`, `test/games/${f.game}/`, 'test/faults/fuzz.fault-test.ts'], {
      // (The faults' config imports the fault lists, TypeScript files without extensions: Vite loads them, and warns
      // that its future native loader will not; the warning would print once a fault.)
      env: { ...process.env, HEXWAR_FAULT: fault, HEXWAR_FAULT_GAMES: String(games), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    let report: { numFailedTests: number; numTotalTests: number; testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[] };
    try {
      report = JSON.parse(readFileSync(out, 'utf8'));
    } catch {
      return { fault, rule: f.rule, verdict: 'broken', by: `vitest wrote no report (exit ${r.status}): ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ')}`, seconds: seconds() };
    }
    const unloaded = report.testResults.find((t) => t.status === 'failed' && t.assertionResults.length === 0);
    const failed = report.testResults.flatMap((t) => t.assertionResults.filter((a) => a.status === 'failed').map((a) => `${t.name.replace(`${process.cwd()}/`, '')} > ${a.fullName}`));
    if (failed.length > 0) return { fault, rule: f.rule, verdict: 'caught', by: failed[0]!, seconds: seconds() };
    // A file that failed without a test failing did not load: the fault broke the code's loading, which proves nothing.
    if (unloaded) return { fault, rule: f.rule, verdict: 'broken', by: `${unloaded.name.replace(`${process.cwd()}/`, '')}: ${(unloaded.message ?? '').split('\n')[0]}`, seconds: seconds() };
    return { fault, rule: f.rule, verdict: 'missed', by: `${report.numTotalTests} tests passed`, seconds: seconds() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const outcomes: Outcome[] = [];
for (const f of chosen) {
  const o = run(f);
  outcomes.push(o);
  if (json) console.log(JSON.stringify(o));
  else console.log(`${o.verdict.padEnd(7)} ${o.fault.padEnd(48)} ${String(o.seconds).padStart(6)} s  ${o.rule}: ${o.by}`);
}

let bad = false;
console.log('');
for (const game of [...new Set(chosen.map((f) => f.game))]) {
  const mine = outcomes.filter((o) => o.fault.startsWith(`${game}/`));
  const caught = mine.filter((o) => o.verdict === 'caught').length;
  const share = caught / mine.length;
  const cpu = mine.reduce((s, o) => s + o.seconds, 0);
  const ok = share >= GOAL && mine.every((o) => o.verdict === 'caught' || o.verdict === 'missed');
  bad ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${game}: ${caught} of ${mine.length} faults caught (${Math.round(share * 100)} %, goal ${GOAL * 100} %), ${Math.round(cpu)} s${mine.some((o) => o.verdict === 'missed') ? `; missed: ${mine.filter((o) => o.verdict === 'missed').map((o) => o.fault.split('/')[1]).join(', ')}` : ''}`);
}
for (const o of outcomes.filter((x) => x.verdict === 'stale' || x.verdict === 'broken')) console.log(`${o.verdict} fault ${o.fault}: ${o.by}`);
process.exit(bad ? 1 : 0);
