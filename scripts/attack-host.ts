/**
 * The host under load from one hostile address (issue 37), measured as its
 * players feel it: `hexwar serve` in a process of its own (PGlite in memory,
 * its bots in their worker pool), two people playing Myitkyina from 127.0.0.1,
 * and beside them, one at a time, from other loopback addresses:
 *
 * - 2,000 sockets that never say hello (opened again as they are closed);
 * - 60 spectators that never read, on six Greater East Asia bot matches;
 * - 3,000 match creations as fast as they are answered;
 * - 20 bot-against-bot Greater East Asia matches.
 *
 * For each: the seats' answer (send to reply) p50 and p99, refusals a seat
 * got, and the host's peak resident memory. Goals: p99 ≤ 200 ms (≤ 150 ms
 * beside the bot matches), no seat refused, RSS ≤ 400 MB.
 *
 *   npm run attack:host            (exit 1 when a goal fails)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { WebSocket } from 'ws';
import { connectSeat, type SeatConnection } from '../src/client';
import { sampleAction } from '../src';
import { seeded } from '../src/public/bots';
import { myitkyina } from '../games/myitkyina';
import { wasmSafeFlags } from './node-flags';

/** One scenario's figures. */
export interface AttackResult {
  readonly name: string;
  /** The database: `Postgres` or `PGlite`. */
  readonly db: string;
  /** The host's resident memory before the first scenario, MB. */
  readonly baselineMb: number;
  readonly p50: number;
  readonly p99: number;
  readonly actions: number;
  readonly seatRefusals: number;
  readonly rssMb: number;
  readonly attackerRefused: number;
  readonly goalMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RSS_GOAL_MB = 400;
const GROWTH_GOAL_MB = 150;

/** The host's resident memory, MB (Linux). */
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Starts `hexwar serve` from source in its own process, on Postgres or a PGlite directory; resolves with its URL. */
async function startHost(where: readonly string[]): Promise<{ child: ChildProcess; url: string }> {
  // From the checkout's root (the bench and npm scripts run there; the bench's bundle lives elsewhere).
  const root = process.cwd();
  const child = spawn(process.execPath, [...wasmSafeFlags, '--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0', ...where, '--search-ms', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before listening: ${out}`)));
  });
  return { child, url };
}

/** An HTTP request from a chosen local address. */
function post(url: string, path: string, body: unknown, localAddress: string): Promise<{ status: number; body: { id?: string; tokens?: Record<string, string>; error?: { code: string } } }> {
  return new Promise((resolve, reject) => {
    const u = new URL(path, url);
    const data = JSON.stringify(body);
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** Two people playing Myitkyina from 127.0.0.1 (a new match when one ends), each thinking 100 ms: their answers timed. */
function people(url: string): { stop(): Promise<{ latencies: number[]; refusals: number }> } {
  const latencies: number[] = [];
  let refusals = 0;
  let running = true;
  const rng = seeded(37);
  const loop = (async () => {
    while (running) {
      const made = await post(url, '/matches', { game: 'myitkyina' }, '127.0.0.1');
      if (made.status !== 201) {
        refusals++;
        await sleep(200);
        continue;
      }
      const opts = { url, WebSocket };
      const seats: SeatConnection[] = myitkyina.sides.map((side) => connectSeat(opts, made.body.id!, made.body.tokens![side]));
      try {
        await Promise.all(seats.map((s) => s.ready));
      } catch {
        refusals++;
        continue;
      }
      while (running) {
        const seat = seats.find((s) => s.state!.view.actions.length > 0);
        if (!seat || seat.state!.status === 'over') break;
        await sleep(100);
        const action = sampleAction(seat.state!.view.actions, (n) => rng.int(n), myitkyina.definition.samplers ?? {});
        const t = performance.now();
        try {
          const { version } = await seat.act(action);
          latencies.push(performance.now() - t);
          const deadline = Date.now() + 5000;
          while (seats.some((s) => s.state!.version < version) && Date.now() < deadline) await sleep(2);
        } catch {
          refusals++;
          await sleep(100);
        }
      }
      for (const s of seats) s.close();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { latencies, refusals };
    },
  };
}

/** Runs one scenario for `seconds` beside the two people, sampling the host's memory. */
async function scenario(name: string, host: { child: ChildProcess; url: string; db: string; baselineMb: number }, seconds: number, goalMs: number, attack: (url: string, stop: () => boolean) => Promise<number>): Promise<AttackResult> {
  let peak = rssMb(host.child.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(host.child.pid!))), 250);
  const play = people(host.url);
  let over = false;
  const attacked = attack(host.url, () => over);
  await sleep(seconds * 1000);
  over = true;
  const attackerRefused = await attacked;
  const { latencies, refusals } = await play.stop();
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const q = (x: number) => latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))] ?? NaN;
  return { name, db: host.db, baselineMb: host.baselineMb, p50: q(0.5), p99: q(0.99), actions: latencies.length, seatRefusals: refusals, rssMb: peak, attackerRefused, goalMs };
}

/** Opens a socket from an address; resolves once it is open (or refused). */
function socket(url: string, match: string, localAddress: string): Promise<WebSocket> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/matches/${match}/socket`, { localAddress });
    ws.on('error', () => {});
    ws.once('open', () => resolve(ws));
    ws.once('close', () => resolve(ws));
  });
}

/** Every scenario, one after another, on one host process. */
export async function attackHost(seconds = 15, database: string | null = null): Promise<AttackResult[]> {
  // PGlite's first start (its initdb) holds some 500 MB more than a start on a directory it made before: the directory is made first.
  const dir = database ? null : mkdtempSync(join(tmpdir(), 'hexwar-attack-'));
  if (dir) {
    const first = await startHost(['--data', dir]);
    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));
  }
  const started = await startHost(database ? ['--database', database] : ['--data', dir!]);
  await sleep(2000);
  const host = { ...started, db: database ? 'Postgres' : 'PGlite', baselineMb: rssMb(started.child.pid!) };
  const results: AttackResult[] = [];
  try {
    results.push(await scenario('no attack', host, seconds / 2, 200, async () => 0));
    results.push(
      await scenario('2,000 sockets that never say hello, from one address', host, seconds, 200, async (url, stop) => {
        const { id } = (await post(url, '/matches', { game: 'myitkyina' }, '127.0.0.2')).body;
        let refused = 0;
        const open = new Set<WebSocket>();
        // The crowd is kept at 2,000: each socket the host closes is opened again.
        while (!stop()) {
          while (open.size < 2000 && !stop()) {
            const ws = await socket(url, id!, '127.0.0.2');
            if (ws.readyState !== WebSocket.OPEN) refused++;
            else {
              open.add(ws);
              ws.once('close', () => open.delete(ws));
              ws.once('message', () => refused++);
            }
          }
          await sleep(50);
        }
        for (const ws of open) ws.terminate();
        return refused;
      }),
    );
    results.push(
      await scenario('60 spectators that never read, on six bot matches', host, seconds, 200, async (url, stop) => {
        const spectators: WebSocket[] = [];
        for (let m = 0; m < 6; m++) {
          const { id } = (await post(url, '/matches', { game: 'greater-east-asia', options: { quickSetup: true }, bots: { japanese: 'heuristic', allied: 'heuristic' } }, '127.0.0.3')).body;
          for (let k = 0; k < 10; k++) {
            const ws = await socket(url, id!, '127.0.0.3');
            ws.send(JSON.stringify({ type: 'hello' }));
            ws.pause();
            spectators.push(ws);
          }
        }
        while (!stop()) await sleep(100);
        const dropped = spectators.filter((ws) => ws.readyState !== WebSocket.OPEN).length;
        for (const ws of spectators) ws.terminate();
        return dropped;
      }),
    );
    results.push(
      await scenario('3,000 creates from one address', host, seconds, 200, async (url, stop) => {
        let refused = 0;
        for (let i = 0; i < 3000 && !stop(); i++) if ((await post(url, '/matches', { game: 'myitkyina' }, '127.0.0.4')).status === 429) refused++;
        return refused;
      }),
    );
    results.push(
      await scenario('20 bot-against-bot Greater East Asia matches', host, seconds, 150, async (url, stop) => {
        for (let m = 0; m < 20; m++) await post(url, '/matches', { game: 'greater-east-asia', options: { quickSetup: true }, bots: { japanese: 'heuristic', allied: 'heuristic' } }, `127.0.1.${m}`);
        while (!stop()) await sleep(100);
        return 0;
      }),
    );
  } finally {
    host.child.kill('SIGTERM');
    await new Promise((r) => host.child.once('exit', r));
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

/**
 * The memory goal: on Postgres the host's whole RSS ≤ 400 MB; on PGlite, whose database lives in the
 * host's process (a worker thread holding some 200 MB of its own), what the attack adds ≤ 150 MB.
 */
export const memoryOk = (r: AttackResult): boolean => (r.db === 'Postgres' ? r.rssMb <= RSS_GOAL_MB : r.rssMb - r.baselineMb <= GROWTH_GOAL_MB);

/** Whether a scenario met its goals. */
export const attackOk = (r: AttackResult): boolean => r.p99 <= r.goalMs && r.seatRefusals === 0 && memoryOk(r);

// Run as a command (not when the bench imports it, bundled).
if (import.meta.url.endsWith('/scripts/attack-host.ts') && process.argv[1]?.endsWith('attack-host.ts')) {
  const results = [...(await attackHost(Number(process.env.ATTACK_SECONDS ?? 15), null))];
  if (process.env.HEXWAR_TEST_POSTGRES) results.push(...(await attackHost(Number(process.env.ATTACK_SECONDS ?? 15), process.env.HEXWAR_TEST_POSTGRES)));
  for (const r of results) {
    console.log(
      `attack:host ${attackOk(r) ? 'ok    ' : 'FAILED'} ${r.db}, ${r.name}: seats p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (goal ≤ ${r.goalMs}) over ${r.actions} actions, ${r.seatRefusals} seat refusals; host RSS peak ${r.rssMb.toFixed(0)} MB from ${r.baselineMb.toFixed(0)} at start (goal: ${r.db === 'Postgres' ? `≤ ${RSS_GOAL_MB} MB` : `≤ ${GROWTH_GOAL_MB} MB added`}); attacker refused or dropped ${r.attackerRefused}`,
    );
  }
  process.exit(results.every(attackOk) ? 0 : 1);
}
