/**
 * `npm run bench`: every goal is a ratio against a peer measured side by side in
 * this run. Prints a table and writes bench/results.json (git-ignored).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runCold } from './cold';
import { runEngine } from './engine';
import { runFuzz } from './fuzz';
import { runHexCore, type Row } from './hexcore';
import { runHost } from './host';
import { runLargestMap } from './largest-map';
import { runMeiktila } from './meiktila';
import { runParallel } from './parallel';
import { runPlayPage } from './play-page';
import { runRandom } from './random';
import { runTabletop } from './tabletop';
import { runWaterloo } from './waterloo';
import { runSearch, strengthRows } from './search';

const quick = process.argv.includes('--quick');
// `--only meiktila,engine` runs those sections alone and leaves results.json as it is.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',')) : undefined;
const wanted = (name: string) => !only || only.has(name);
const rounds = quick ? { rounds: 3, roundMs: 60 } : { rounds: 9, roundMs: 150 };
const started = Date.now();
const rows: Row[] = [];
if (wanted('hexcore')) rows.push(...runHexCore(rounds).rows);
if (wanted('engine')) rows.push(...runEngine(rounds));
if (wanted('meiktila')) rows.push(...runMeiktila());
if (wanted('waterloo')) rows.push(...runWaterloo(rounds, quick));
if (wanted('largest-map')) rows.push(...runLargestMap(rounds));
if (wanted('parallel')) rows.push(...(await runParallel(rounds, quick)));
if (wanted('tabletop')) rows.push(...runTabletop(rounds));
if (wanted('random')) rows.push(...runRandom(rounds));
if (wanted('cold')) rows.push(...runCold(quick));
if (wanted('fuzz')) rows.push(...runFuzz(quick));
if (wanted('host')) rows.push(...(await runHost(quick)));
if (wanted('search')) rows.push(...(await runSearch(quick)));
// The bots' sequential tests, as their ledgers stand (npm run bench:bots plays them).
if (wanted('bots')) rows.push(...strengthRows());
if (wanted('play-page')) rows.push(...(await runPlayPage(quick)));

const width = Math.max(...rows.map((r) => r.key.length));
console.log(`\n${'key'.padEnd(width)}  ratio     goal    ok   detail`);
for (const r of rows) console.log(`${r.key.padEnd(width)}  ${r.ratio.toFixed(2).padStart(8)}  ${r.goal.padEnd(6)}  ${r.ok ? 'yes' : 'NO '}  ${r.detail}`);
const results = {
  date: new Date().toISOString(),
  node: process.version,
  seconds: (Date.now() - started) / 1000,
  ...Object.fromEntries(rows.map((r) => [r.key, Number(r.ratio.toFixed(3))])),
  details: Object.fromEntries(rows.map((r) => [r.key, { goal: r.goal, ok: r.ok, detail: r.detail }])),
};
if (!only) writeFileSync(fileURLToPath(new URL(import.meta.url.includes('/.out/') ? '../results.json' : './results.json', import.meta.url)), `${JSON.stringify(results, null, 2)}\n`);
console.log(only ? `\nran ${[...only].join(', ')} in ${results.seconds.toFixed(1)} s (results.json untouched)` : `\nwrote bench/results.json in ${results.seconds.toFixed(1)} s`);
if (rows.some((r) => !r.ok)) process.exitCode = 1;
