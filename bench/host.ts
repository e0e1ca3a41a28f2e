/**
 * The host under load: N concurrent Myitkyina matches, both seats of each
 * played by bot clients over loopback WebSockets against one host, on PGlite
 * (in memory) and on Postgres (HEXWAR_BENCH_POSTGRES or HEXWAR_TEST_POSTGRES;
 * skipped, and said so, when neither is set). Each client acts when its view
 * has actions and times its action from send to reply. Reports matches,
 * actions per second, p50/p99 per action, errors, lost actions (replied as
 * applied but missing from the stored record), and the process's CPU time per
 * action beside the load average, since the machine is shared.
 */
import { cpus, loadavg } from 'node:os';
import { WebSocket } from 'ws';
import { Host, listen, openPglite, openPostgres, type Sql } from '../src/server';
import { connectSeat, createMatch, HostRefusal } from '../src/client';
import { randomBot } from '../src/bots';
import type { Game } from '../src/engine';
import { myitkyina } from '../games/myitkyina';
import type { Row } from './hexcore';

interface LoadResult {
  matches: number;
  actions: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  lost: number;
  cpuMsPerAction: number;
  load: number;
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN);

async function load(sql: Sql, matches: number, actionsPerMatch: number): Promise<LoadResult> {
  const host = await Host.open({ games: [myitkyina], sql, limits: { actionsPerSecond: 1000, maxSockets: matches * 2 + 10 } });
  const l = await listen(host);
  const opts = { url: l.url, WebSocket: WebSocket as never };
  const game = myitkyina as unknown as Game;
  const created = await Promise.all(Array.from({ length: matches }, () => createMatch(opts, { game: 'myitkyina' })));
  const latencies: number[] = [];
  let errors = 0;
  const applied = new Map<string, number>();
  const loadAvg = loadavg()[0]!;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    created.map(async ({ id, tokens }, k) => {
      const conns = game.sides.map((side) => ({ side, conn: connectSeat(opts, id, tokens[side]), bot: randomBot(k * 7 + game.sides.indexOf(side), game) }));
      await Promise.all(conns.map((c) => c.conn.ready));
      let done = 0;
      let version = 1;
      while (done < actionsPerMatch) {
        const at = Math.max(...conns.map((c) => c.conn.state!.version));
        // Wait until both seats have the newest position.
        while (conns.some((c) => c.conn.state!.version < at)) await new Promise((r) => setTimeout(r, 1));
        const s = conns[0]!.conn.state!;
        if (s.status === 'over') break;
        const mover = conns.find((c) => c.conn.state!.view.actions.length > 0);
        if (!mover) break;
        const action = mover.bot.choose(mover.conn.state!.view);
        const start = performance.now();
        try {
          const r = await mover.conn.act(action, at);
          latencies.push(performance.now() - start);
          version = r.version;
          done++;
        } catch (e) {
          errors++;
          if (!(e instanceof HostRefusal)) throw e;
          break;
        }
        while (conns.some((c) => c.conn.state!.version < version)) await new Promise((r) => setTimeout(r, 1));
      }
      applied.set(id, done);
      for (const c of conns) c.conn.close();
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  let lost = 0;
  for (const [id, n] of applied) {
    const r = await sql.query<{ step: number }>('SELECT step FROM hexwar_matches WHERE id = $1', [id]);
    lost += Math.max(0, n - Number(r.rows[0]?.step ?? 0));
  }
  host.close();
  await l.close();
  latencies.sort((a, b) => a - b);
  return { matches, actions: latencies.length, seconds, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), errors, lost, cpuMsPerAction: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length), load: loadAvg };
}

/** The load section's rows: p99 on each database against the 100 ms goal, errors and lost actions against 0. */
export async function runHost(quick: boolean): Promise<Row[]> {
  const matches = Number(process.env['HEXWAR_BENCH_MATCHES'] ?? (quick ? 40 : 200));
  const perMatch = quick ? 10 : 30;
  const rows: Row[] = [];
  const describe = (r: LoadResult, db: string) =>
    `${db}: ${r.matches} matches, ${r.actions} actions in ${r.seconds.toFixed(1)} s (${(r.actions / r.seconds).toFixed(0)}/s), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors, ${r.lost} lost; ${r.cpuMsPerAction.toFixed(2)} CPU ms an action (host and bot clients in one process); load average ${r.load.toFixed(1)} on ${cpus().length} cores`;
  let errors = 0;
  let lost = 0;
  /** One load run on a database, closed after (with `after`). */
  const measure = async (sql: Sql, key: string, db: string, after = async () => {}) => {
    try {
      const r = await load(sql, matches, perMatch);
      errors += r.errors;
      lost += r.lost;
      rows.push({ key, ratio: r.p99, goal: '<= 100', ok: r.p99 <= 100, detail: describe(r, db) });
    } finally {
      await sql.close();
      await after();
    }
  };
  await measure(await openPglite('memory://'), 'host_p99_ms_pglite', 'PGlite');
  const url = process.env['HEXWAR_BENCH_POSTGRES'] ?? process.env['HEXWAR_TEST_POSTGRES'];
  if (url) {
    // A database of the bench's own on that server, dropped after.
    const admin = await openPostgres(url, 2);
    const name = `hexwar_bench_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await measure(await openPostgres(url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), 20), 'host_p99_ms_postgres', 'Postgres', async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    });
  } else console.log('host load on Postgres: skipped (set HEXWAR_BENCH_POSTGRES to a Postgres URL; the bench makes and drops a database of its own there; scripts/test-postgres.sh starts a server)');
  rows.push({ key: 'host_errors', ratio: errors, goal: '0', ok: errors === 0, detail: 'refusals and failures across the load runs' });
  rows.push({ key: 'host_lost', ratio: lost, goal: '0', ok: lost === 0, detail: 'actions answered as applied but missing from the stored record' });
  return rows;
}
