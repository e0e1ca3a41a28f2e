/**
 * The host under load: N concurrent Myitkyina matches, both seats of each
 * played by bot clients over loopback WebSockets against one host, on PGlite
 * (in memory) and on Postgres (HEXWAR_BENCH_POSTGRES or HEXWAR_TEST_POSTGRES;
 * skipped, and said so, when neither is set).
 *
 * The host runs in this process; the players run in a child process of their
 * own (bench/host-clients.ts), so the CPU measured here is the host's alone.
 * Two runs on each database:
 * - paced (the goal's figure): each player, shown its turn, thinks 1–3 s
 *   (uniform, seeded per seat: quick for a wargame player) before acting, as
 *   people in 200 concurrent matches would; p50/p99 are the latency a player
 *   feels, send to reply.
 * - saturated (information, so a rise in the host's cost still shows): no
 *   thinking, every player acts the moment it may; actions a second and the
 *   host's CPU milliseconds an action.
 * Lost actions are those answered as applied but missing from the stored
 * record. The load average is printed beside the figures: the machine is shared.
 */
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Host, listen, openPglite, openPostgres, type Sql } from '../src/server';
import type { ClientsJob, ClientsReport } from './host-clients';
import { myitkyina } from '../games/myitkyina';
import type { Row } from './hexcore';
import { attackHost, attackOk } from '../scripts/attack-host';

/** The players' think time, ms: uniform between these, seeded per seat. */
export const THINK_MS: readonly [number, number] = [1000, 3000];

interface LoadResult {
  matches: number;
  actions: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
  lost: number;
  /** The host process's CPU (user + system) per applied action. */
  cpuMsPerAction: number;
  /** One-minute load average at the start and at the end of the run. */
  load: [number, number];
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);
const count = (errors: Record<string, number>) => Object.values(errors).reduce((a, b) => a + b, 0);

/** Runs the players' process on a job: resolves with its report once every match is played. */
function players(job: ClientsJob, ready: () => void): { go(): void; done: Promise<ClientsReport> } {
  const script = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './host-clients.ts' : './host-clients.js', import.meta.url));
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const done = new Promise<ClientsReport>((resolve, reject) => {
    child.on('message', (m: { type: string; report?: ClientsReport; message?: string }) => {
      if (m.type === 'ready') ready();
      else if (m.type === 'done') resolve(m.report!);
      else if (m.type === 'failed') reject(new Error(`the players' process failed: ${m.message}`));
    });
    child.on('exit', (code) => code !== 0 && reject(new Error(`the players' process exited with ${code}`)));
  });
  child.send(job);
  return { go: () => child.send({ type: 'go' }), done };
}

/** Starts V8's profiler on the host's process; the function returned stops it and writes the profile (HEXWAR_BENCH_HOST_PROFILE=dir). */
async function profiler(): Promise<(file: string) => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async (file) => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function load(sql: Sql, matches: number, perMatch: number, thinkMs: readonly [number, number]): Promise<LoadResult> {
  const host = await Host.open({ games: [myitkyina], sql, limits: { actionsPerSecond: 1000, maxSockets: matches * 2 + 10, socketsPerAddress: matches * 2 + 10, seatReserve: 0, createsPerMinute: 1e6 } });
  const l = await listen(host);
  try {
    const created = [];
    for (let i = 0; i < matches; i++) created.push(await host.create({ game: 'myitkyina' }));
    let started!: () => void;
    const ready = new Promise<void>((r) => (started = r));
    const run = players({ url: l.url, matches: created, perMatch, thinkMs, seed: 24 }, () => started());
    await Promise.race([ready, run.done]);
    const load0 = loadavg()[0]!;
    const profile = process.env['HEXWAR_BENCH_HOST_PROFILE'] ? await profiler() : null;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    run.go();
    const report = await run.done;
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    await profile?.(`${process.env['HEXWAR_BENCH_HOST_PROFILE']}/host-${sql.kind}-${thinkMs[1] ? 'paced' : 'saturated'}.cpuprofile`);
    const load1 = loadavg()[0]!;
    let lost = 0;
    for (const [id, n] of Object.entries(report.applied)) {
      const r = await sql.query<{ step: number }>('SELECT step FROM hexwar_matches WHERE id = $1', [id]);
      lost += Math.max(0, n - Number(r.rows[0]?.step ?? 0));
    }
    const latencies = report.latencies.sort((a, b) => a - b);
    return { matches, actions: latencies.length, seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors: report.errors, lost, cpuMsPerAction: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length), load: [load0, load1] };
  } finally {
    host.close();
    await l.close();
  }
}

/**
 * The load section's rows: on each database the paced p99 against the 100 ms
 * goal, and the saturated host CPU an action as information; errors and lost
 * actions against 0.
 */
export async function runHost(quick: boolean): Promise<Row[]> {
  const matches = Number(process.env['HEXWAR_BENCH_MATCHES'] ?? (quick ? 40 : 200));
  const perMatch = quick ? 10 : 30;
  const rows: Row[] = [];
  const where = (r: LoadResult) => `load average ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} on ${cpus().length} cores`;
  const errs = (r: LoadResult) => `${count(r.errors)} errors${count(r.errors) ? ` (${Object.entries(r.errors).map(([c, n]) => `${c} ${n}`).join(', ')})` : ''}, ${r.lost} lost`;
  const paced = (r: LoadResult, db: string) =>
    `${db}, paced (each player thinks ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s before acting): ${r.matches} concurrent matches, ${r.actions} actions in ${r.seconds.toFixed(1)} s (${(r.actions / r.seconds).toFixed(0)}/s), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${errs(r)}; host ${r.cpuMsPerAction.toFixed(2)} CPU ms an action (players in their own process); ${where(r)}`;
  const saturated = (r: LoadResult, db: string) =>
    `${db}, saturated (no thinking, information): ${r.matches} matches, ${r.actions} actions in ${r.seconds.toFixed(1)} s, ${(r.actions / r.seconds).toFixed(0)} actions/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${errs(r)}; host ${r.cpuMsPerAction.toFixed(2)} CPU ms an action; ${where(r)}`;
  let errors = 0;
  let lost = 0;
  /** The paced and the saturated run on a database (opened fresh for each by `open`, closed after). */
  const measure = async (open: () => Promise<Sql>, db: string, key: string) => {
    const runs: LoadResult[] = [];
    for (const think of [THINK_MS, [0, 0] as const]) {
      const sql = await open();
      try {
        // The saturated run plays fewer actions a match: it measures a rate, not a tail.
        const r = await load(sql, matches, think[1] ? perMatch : Math.ceil(perMatch / 3), think);
        errors += count(r.errors);
        lost += r.lost;
        console.log(`host load: ${(think[1] ? paced : saturated)(r, db)}`);
        runs.push(r);
      } finally {
        await sql.close();
      }
    }
    const [p, s] = runs as [LoadResult, LoadResult];
    rows.push({ key: `host_p99_ms_${key}`, ratio: p.p99, goal: '<= 100', ok: p.p99 <= 100, detail: paced(p, db) });
    rows.push({ key: `host_cpu_ms_${key}`, ratio: s.cpuMsPerAction, goal: 'info', ok: true, detail: saturated(s, db) });
  };
  await measure(() => openPglite('memory://'), 'PGlite', 'pglite');
  const url = process.env['HEXWAR_BENCH_POSTGRES'] ?? process.env['HEXWAR_TEST_POSTGRES'];
  if (url) {
    // A database of the bench's own on that server, made afresh for each run and dropped after.
    const admin = await openPostgres(url, 2);
    const name = `hexwar_bench_${process.pid}`;
    try {
      await measure(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${name}`);
        return openPostgres(url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 20);
      }, 'Postgres', 'postgres');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    }
  } else console.log('host load on Postgres: skipped (set HEXWAR_BENCH_POSTGRES to a Postgres URL; the bench makes and drops a database of its own there; scripts/test-postgres.sh starts a server)');
  // Under attack (scripts/attack-host.ts): a host process of its own beside two people, one hostile load at a time.
  const attacked = await attackHost(quick ? 8 : 15, url ?? null);
  const worst = attacked.reduce((a, b) => (b.rssMb - b.baselineMb > a.rssMb - a.baselineMb ? b : a));
  const peak = Math.max(...attacked.map((r) => r.rssMb));
  const postgres = worst.db === 'Postgres';
  rows.push({
    key: 'host_rss_mb_under_attack',
    ratio: Math.round(postgres ? peak : worst.rssMb - worst.baselineMb),
    goal: postgres ? '<= 400' : '<= 150 (added)',
    ok: attacked.every(attackOk),
    detail: `${worst.db}: ${attacked.map((r) => `${r.name}: peak ${r.rssMb.toFixed(0)} MB (from ${r.baselineMb.toFixed(0)}), seats p99 ${r.p99.toFixed(1)} ms (goal ≤ ${r.goalMs}), ${r.seatRefusals} seat refusals`).join('; ')}`,
  });
  rows.push({ key: 'host_errors', ratio: errors, goal: '0', ok: errors === 0, detail: 'refusals and failures across the load runs (paced and saturated)' });
  rows.push({ key: 'host_lost', ratio: lost, goal: '0', ok: lost === 0, detail: 'actions answered as applied but missing from the stored record' });
  return rows;
}
