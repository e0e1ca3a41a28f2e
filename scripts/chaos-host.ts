/**
 * Chaos for the host (issue 37): two hosts on one real Postgres, 20 live
 * Myitkyina matches with one seat on each host, and Postgres restarted twice
 * under them. Every move must reach the other seat within 2 s of the database
 * coming back (a lost LISTEN connection once stopped them for good), and no
 * action may be lost or applied twice.
 *
 *   HEXWAR_TEST_POSTGRES=postgres://… HEXWAR_TEST_POSTGRES_CTL='pg_ctl -D …' npm run chaos
 *
 * `scripts/test-postgres.sh` exports both. Exits 1 with the reason when a goal fails.
 */
import { execSync } from 'node:child_process';
import { WebSocket } from 'ws';
import { Host, listen, openPostgres, type Listening, type Sql } from '../src/server';
import { connectSeat, createMatch, type SeatConnection } from '../src/client';
import { sampleAction } from '../src';
import { seeded } from '../src/public/bots';
import { myitkyina } from '../games/myitkyina';

const url = process.env.HEXWAR_TEST_POSTGRES;
const ctl = process.env.HEXWAR_TEST_POSTGRES_CTL;
if (!url || !ctl) {
  console.error('chaos: set HEXWAR_TEST_POSTGRES and HEXWAR_TEST_POSTGRES_CTL (scripts/test-postgres.sh exports both)');
  process.exit(1);
}
const MATCHES = Number(process.env.CHAOS_MATCHES ?? 20);
const RESTARTS = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const opts = (l: Listening) => ({ url: l.url, WebSocket });
let dbBack = 0;
let dbDown = false;
const latencies: number[] = [];
const problems: string[] = [];
let acknowledged = 0;

/** Waits until `ok()` holds or `ms` pass; false on time out. */
async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(5);
  }
  return true;
}

/** One match played at random by its two seats (one on each host) until it ends or the chaos is over. */
async function play(k: number, seats: Record<string, SeatConnection>, stop: () => boolean): Promise<void> {
  const rng = seeded(1000 + k);
  const all = Object.values(seats);
  while (!stop()) {
    const version = Math.max(...all.map((s) => s.state!.version));
    if (!(await until(() => all.every((s) => s.state!.version >= version), 30_000))) {
      problems.push(`match ${k}: the seats did not agree on version ${version} within 30 s`);
      return;
    }
    const actor = Object.entries(seats).find(([, s]) => s.state!.view.actions.length > 0);
    if (!actor || actor[1].state!.status === 'over') return;
    const [side, seat] = actor;
    const other = all.find((s) => s !== seat)!;
    const action = sampleAction(seat.state!.view.actions, (n) => rng.int(n), myitkyina.definition.samplers ?? {});
    // While the database is down an action fails; it is sent again on the same version (the version guard makes a repeat harmless).
    let done: number | null = null;
    for (let tries = 0; done === null && !stop(); tries++) {
      try {
        done = (await seat.act(action, version)).version;
      } catch (e) {
        const code = (e as { error?: { code?: string } }).error?.code ?? (e as { code?: string }).code;
        if (code === 'stale') break;
        await sleep(100);
      }
    }
    if (done === null) continue;
    acknowledged++;
    const at = Date.now();
    const reached = await until(() => other.state!.version >= done!, 10_000);
    // Measured from the reply, or from the database's return if the move waited on it.
    const latency = Date.now() - Math.max(at, dbBack);
    if (!reached) problems.push(`match ${k}: ${side}'s move (version ${done}) did not reach the other host's seat within 10 s`);
    else if (!dbDown) latencies.push(latency);
  }
}

async function main(): Promise<void> {
  const sqlA = await openPostgres(url!);
  const sqlB = await openPostgres(url!);
  const sqls: Sql[] = [sqlA, sqlB];
  const a = await listen(await Host.open({ games: [myitkyina], sql: sqlA, limits: { createsPerMinute: 1e6, actionsPerSecond: 1000 } }));
  const b = await listen(await Host.open({ games: [myitkyina], sql: sqlB, limits: { createsPerMinute: 1e6, actionsPerSecond: 1000 } }));
  const matches: { id: string; seats: Record<string, SeatConnection> }[] = [];
  for (let k = 0; k < MATCHES; k++) {
    const { id, tokens } = await createMatch(opts(a), { game: 'myitkyina' });
    const seats = { japanese: connectSeat(opts(a), id, tokens.japanese), allied: connectSeat(opts(b), id, tokens.allied) };
    await Promise.all(Object.values(seats).map((s) => s.ready));
    matches.push({ id, seats });
  }
  let over = false;
  const t0 = Date.now();
  const games = matches.map((m, k) => play(k, m.seats, () => over));
  for (let r = 0; r < RESTARTS; r++) {
    await sleep(3000);
    const down = Date.now();
    dbDown = true;
    execSync(`${ctl} -m fast -w restart`, { stdio: 'ignore' });
    dbBack = Date.now();
    dbDown = false;
    console.log(`chaos: Postgres restarted (${dbBack - down} ms down) at ${((down - t0) / 1000).toFixed(1)} s`);
  }
  await sleep(4000);
  over = true;
  await Promise.all(games);
  for (const m of matches) for (const s of Object.values(m.seats)) s.close();
  // Every acknowledged action is in the record once; the record rebuilds each state (the host checks that at load).
  const changes = await sqlA.query<{ n: number }>(`SELECT count(*)::int AS n FROM hexwar_changes WHERE kind = 'act' AND match_id = ANY($1::text[])`, [matches.map((m) => m.id)]);
  const stored = Number(changes.rows[0]!.n);
  const fresh = await Host.open({ games: [myitkyina], sql: sqlA });
  for (const m of matches) await fresh.look(m.id);
  fresh.close();
  a.host.close();
  b.host.close();
  await a.close();
  await b.close();
  for (const s of sqls) await s.close();
  latencies.sort((x, y) => x - y);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  console.log(`chaos: ${MATCHES} matches, ${RESTARTS} restarts, ${acknowledged} actions acknowledged, ${stored} stored (lost ${Math.max(0, acknowledged - stored)}, doubled ${Math.max(0, stored - acknowledged)})`);
  console.log(`chaos: a move reaching the other host's seat: p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${latencies.at(-1) ?? 0} ms (goal: within 2,000 ms of the database's return)`);
  if (stored !== acknowledged) problems.push(`${acknowledged} actions acknowledged but ${stored} stored`);
  if ((latencies.at(-1) ?? 0) > 2000) problems.push(`a move took ${latencies.at(-1)} ms to reach the other seat`);
  if (acknowledged < MATCHES * 5) problems.push(`only ${acknowledged} actions were played`);
  if (problems.length > 0) {
    console.error(`chaos: FAILED\n  ${problems.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  console.log('chaos: ok');
}

void main().catch((e) => {
  console.error('chaos: FAILED', e);
  process.exit(1);
});
