/**
 * `npm run bench`: every goal is a ratio against a peer measured side by side in
 * this run. Prints a table and writes bench/results.json (git-ignored).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runEngine } from './engine';
import { runHexCore, type Row } from './hexcore';
import { runLargestMap } from './largest-map';
import { runMeiktila } from './meiktila';
import { runParallel } from './parallel';
import { runTabletop } from './tabletop';

const quick = process.argv.includes('--quick');
const rounds = quick ? { rounds: 3, roundMs: 60 } : { rounds: 9, roundMs: 150 };
const started = Date.now();
const rows: Row[] = [];
rows.push(...runHexCore(rounds).rows);
rows.push(...runEngine(rounds));
rows.push(...runMeiktila(rounds));
rows.push(...runLargestMap(rounds));
rows.push(...(await runParallel(rounds)));
rows.push(...runTabletop(rounds));

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
writeFileSync(fileURLToPath(new URL(import.meta.url.includes('/.out/') ? '../results.json' : './results.json', import.meta.url)), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote bench/results.json in ${results.seconds.toFixed(1)} s`);
if (rows.some((r) => !r.ok)) process.exitCode = 1;
