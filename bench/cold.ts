/**
 * Cold start, the cost a front end that plays one game feels: in a fresh
 * process, import `hexwar` and one game (Meiktila) from the ESM build, then
 * `createMatch` and the first 100 actions (listing, one drawn uniformly,
 * apply), against Rally the Troops' Waterloo doing the same (`require` its
 * rules, `setup`, 100 actions by `view` and `action`). CPU milliseconds of the
 * whole process, 12 runs alternating the two, medians reported.
 *
 * The library is read from `bench/.dist`, which the bench's tsup config
 * builds with the same options as `dist/` (ESM, code splitting, tree-shaking,
 * node20), without the type declarations that make `npm run build` slow.
 *
 * Beside it, for information, the same work from `bench/.bundle`: the library,
 * Meiktila and every dependency in one minified file, as a front end's bundler
 * ships them. Node's loader resolves and compiles each of zod's and xstate's
 * files one by one; a bundle pays none of that, so this is the start a page feels.
 * And the floor: a fresh process importing zod and xstate alone.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Row } from './hexcore';

/** The library and Meiktila as `dist/` ships them, or (bundle given) from one front-end bundle. */
const ours = (dist: string, bundle?: string) => `
const t0 = process.cpuUsage();
${bundle
  ? `const core = await import(${JSON.stringify(pathToFileURL(bundle).href)}); const { meiktila } = core;`
  : `const core = await import(${JSON.stringify(pathToFileURL(`${dist}/index.js`).href)});
const { meiktila } = await import(${JSON.stringify(pathToFileURL(`${dist}/games/meiktila.js`).href)});`}
const t1 = process.cpuUsage(t0);
let x = 7; const rnd = (n) => { x = (x * 16807) % 2147483647; return x % n; };
let s = core.createMatch(meiktila, { seed: 1 });
for (let i = 0; i < 100 && !s.result; i++) {
  const side = meiktila.actingSides(s).find((d) => meiktila.legal(s, d).length > 0);
  const r = meiktila.apply(s, core.sampleAction(meiktila.legal(s, side), rnd));
  if (!r.ok) throw new Error(r.error.message);
  s = r.state;
}
const t2 = process.cpuUsage(t0);
console.log(JSON.stringify({ importMs: (t1.user + t1.system) / 1000, totalMs: (t2.user + t2.system) / 1000 }));
`;

const theirs = (dir: string) => `
const { createRequire } = await import('node:module');
const t0 = process.cpuUsage();
const rules = createRequire(${JSON.stringify(`${dir}/rules.js`)})(${JSON.stringify(`${dir}/rules.js`)});
const t1 = process.cpuUsage(t0);
let x = 7; const rnd = (n) => { x = (x * 16807) % 2147483647; return x % n; };
let s = rules.setup(12345, 'June 16', {});
for (let i = 0; i < 100 && s.state !== 'game_over'; i++) {
  const a = rules.view(s, s.active).actions ?? {}; const c = [];
  for (const k in a) { if (k === 'undo') continue; const v = a[k]; if (Array.isArray(v)) for (const y of v) c.push([k, y]); else if (v) c.push([k]); }
  const [k, y] = c[rnd(c.length)];
  s = rules.action(s, s.active, k, y);
}
const t2 = process.cpuUsage(t0);
console.log(JSON.stringify({ importMs: (t1.user + t1.system) / 1000, totalMs: (t2.user + t2.system) / 1000 }));
`;

/** The floor under ours: importing the two libraries the root loads at once, zod and xstate, and nothing else. */
const deps = `
const t0 = process.cpuUsage();
await import('zod');
const t1 = process.cpuUsage(t0);
await import('xstate');
const t2 = process.cpuUsage(t0);
console.log(JSON.stringify({ importMs: (t1.user + t1.system) / 1000, totalMs: (t2.user + t2.system) / 1000 }));
`;

function run(script: string): { importMs: number; totalMs: number } {
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (res.status !== 0) throw new Error(`bench: a cold-start process failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as { importMs: number; totalMs: number };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function runCold(quick: boolean): Row[] {
  const dist = fileURLToPath(new URL('../.dist', import.meta.url));
  const bundle = fileURLToPath(new URL('../.bundle/front-end.js', import.meta.url));
  const waterloo = process.env.RTT_WATERLOO_DIR;
  const runs = quick ? 4 : 12;
  const a: { importMs: number; totalMs: number }[] = [];
  const b: { importMs: number; totalMs: number }[] = [];
  const c: { importMs: number; totalMs: number }[] = [];
  const d: { importMs: number; totalMs: number }[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(run(ours(dist)));
    c.push(run(ours(dist, bundle)));
    d.push(run(deps));
    if (waterloo) b.push(run(theirs(waterloo)));
  }
  const bundledImport = median(c.map((r) => r.importMs));
  const imp = median(a.map((r) => r.importMs));
  const total = median(a.map((r) => r.totalMs));
  const rows: Row[] = [
    {
      key: 'cold_import_ms_cpu',
      ratio: imp,
      goal: '≤ 40',
      ok: imp <= 40,
      detail: `import of hexwar + Meiktila in a fresh process: median ${imp.toFixed(0)} CPU ms of ${runs} (min ${Math.min(...a.map((r) => r.importMs)).toFixed(0)}); with createMatch and 100 actions ${total.toFixed(0)} ms`,
    },
    {
      key: 'cold_import_deps_ms_cpu',
      ratio: median(d.map((r) => r.totalMs)),
      goal: 'info',
      ok: true,
      detail: `for information, the floor under cold_import_ms_cpu: zod alone ${median(d.map((r) => r.importMs)).toFixed(0)} CPU ms, then xstate, ${median(d.map((r) => r.totalMs)).toFixed(0)} ms for both (medians of ${runs} fresh processes, alternated with ours); the root imports both at once`,
    },
    {
      key: 'cold_front_end_bundle_import_ms_cpu',
      ratio: bundledImport,
      goal: 'info',
      ok: true,
      detail: `for information: the same import from one minified bundle of hexwar, Meiktila, zod and xstate (what a page loads): median ${bundledImport.toFixed(0)} CPU ms of ${runs}; with createMatch and 100 actions ${median(c.map((r) => r.totalMs)).toFixed(0)} ms`,
    },
  ];
  if (!waterloo) {
    console.log('cold: skipped Waterloo\'s cold start: RTT_WATERLOO_DIR is not set');
    return rows;
  }
  const their = median(b.map((r) => r.totalMs));
  rows.push({
    key: 'cold_first100_vs_waterloo',
    ratio: total / their,
    goal: '≤ 3',
    ok: total / their <= 3,
    detail: `import + createMatch + 100 actions: hexwar + Meiktila ${total.toFixed(0)} CPU ms / Waterloo ${their.toFixed(0)} (its import ${median(b.map((r) => r.importMs)).toFixed(0)} ms); medians of ${runs} alternated fresh processes`,
  });
  return rows;
}
