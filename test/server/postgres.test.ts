/**
 * End to end on a real Postgres (HEXWAR_TEST_POSTGRES, which `.ci/run` always
 * sets; `scripts/test-postgres.sh` starts one): two `hexwar serve` processes on
 * loopback over one database. Whole games of Myitkyina and Beach Assault
 * between WebSocket clients on different hosts, with the hidden-swap property
 * (every byte a seat receives is the same across a swap of hidden identities),
 * the stale race, a retried action, and a host killed (SIGKILL) mid-game and
 * started again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { WebSocket } from 'ws';
import { Host, openPostgres, type Sql } from '../../src/server';
import { createMatch } from '../../src/client';
import { recordOf, replay, sameJson, type Action, type MatchState, type MatchView } from '../../src';
import { seeded } from '../../src/public/bots';
import { myitkyina } from '../../games/myitkyina';
import { beachAssault } from '../../games/beach-assault';
import { JAPANESE_DEPLOY } from '../games/myitkyina/helpers';
import { ORDER } from '../games/beach-assault/helpers';
import { lockstep, on, randomChooser, renamed, request, seatOn, sharedActions, until, type Recorded } from './support';
import { wasmSafeFlags } from '../../scripts/node-flags';

const url = process.env['HEXWAR_TEST_POSTGRES'];
if (!url) console.warn('test/server/postgres.test.ts: skipped — set HEXWAR_TEST_POSTGRES to a Postgres URL (scripts/test-postgres.sh starts a throw-away one; .ci/run always does)');

/** A `hexwar serve` process. */
interface Proc {
  child: ChildProcess;
  url: string;
  port: number;
}

const root = resolve(__dirname, '../..');

/** Starts `hexwar serve` on a database (port 0: a free one) and waits for its address. */
function startHost(database: string, port = 0): Promise<Proc> {
  const child = spawn(process.execPath, [...wasmSafeFlags, '--import', 'tsx', resolve(root, 'src/cli/main.ts'), 'serve', '--database', database, '--port', String(port), '--actions-per-second', '100000'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
  return new Promise((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the host did not start: ${out}`)), 90_000);
    const read = (d: Buffer) => {
      out += String(d);
      const m = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        done({ child, url: `http://127.0.0.1:${m[1]}`, port: Number(m[1]) });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`the host exited (${code}): ${out}`)));
  });
}

function kill(p: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((done) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return done();
    p.child.once('exit', () => done());
    p.child.kill(signal);
  });
}

let admin: Sql;
let sql: Sql;
let database: string;
let one: Proc;
let two: Proc;
/** An in-process host on the same database, for what no client may do: twin matches with one seed. */
let local: Host;

describe.skipIf(!url)('two hosts on one Postgres', () => {
  beforeAll(async () => {
    // A database of this file's own, dropped at the end.
    admin = await openPostgres(url!, 2);
    const name = `hexwar_test_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    database = url!.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
    [one, two] = await Promise.all([startHost(database), startHost(database)]);
    sql = await openPostgres(database, 2);
    local = await Host.open({ games: [myitkyina, beachAssault], sql });
  }, 180_000);

  afterAll(async () => {
    local?.close();
    await Promise.all([one, two].filter(Boolean).map((p) => kill(p)));
    await sql?.close();
    if (database) await admin.query(`DROP DATABASE IF EXISTS ${database.slice(database.lastIndexOf('/') + 1)} WITH (FORCE)`).catch(() => {});
    await admin?.close();
  });

  /** The record and state stored for a match: the record must rebuild the state. */
  async function rebuilds(id: string, game: typeof myitkyina | typeof beachAssault): Promise<void> {
    const row = (await sql.query<{ state: string }>('SELECT state FROM hexwar_matches WHERE id = $1', [id])).rows[0]!;
    const actions = (await sql.query<{ action: string }>('SELECT action FROM hexwar_actions WHERE match_id = $1 ORDER BY step', [id])).rows.map((r) => JSON.parse(r.action) as Action);
    const state = JSON.parse(row.state) as MatchState;
    expect(sameJson(replay(game as never, recordOf(state, actions)), state)).toBe(true);
  }

  /**
   * Plays two matches that differ only in a secret, in lockstep, choosing for
   * the secret's owner only actions open in both (renamed across the swap), and
   * the same for everyone else; stops when `revealed` says a swapped identity
   * is out. Returns how many changes were compared.
   */
  async function twin(pairs: { a: Recorded; b: Recorded }[], owner: string, names: Record<string, string>, revealed: (v: MatchView) => boolean, seed: number, max = 400): Promise<number> {
    const rng = seeded(seed);
    const samplers = myitkyina.definition.samplers ?? {};
    let step = 0;
    for (; step < max; step++) {
      const va = Math.max(...pairs.map((p) => p.a.conn.state!.version));
      const vb = Math.max(...pairs.map((p) => p.b.conn.state!.version));
      await until(() => pairs.every((p) => p.a.conn.state!.version === va && p.b.conn.state!.version === vb), 20_000, `both matches at ${va}/${vb}: ${pairs.map((p) => `${p.a.side}:${p.a.conn.state!.version}/${p.b.conn.state!.version}`).join(' ')}`);
      const seat = pairs.find((p) => p.a.side !== null && p.a.conn.state!.view.actions.length > 0);
      if (!seat || pairs[0]!.a.conn.state!.status === 'over') break;
      if (pairs.some((p) => p.a.side !== owner && p.a.side !== null && revealed(p.a.conn.state!.view))) break;
      const viewA = seat.a.conn.state!.view;
      let action: Action;
      if (seat.a.side === owner) {
        const shared = sharedActions(viewA, seat.b.conn.state!.view, names);
        if (shared.length === 0) break;
        action = shared[rng.int(shared.length)]!;
      } else {
        const { sampleAction } = await import('../../src');
        action = sampleAction(viewA.actions, (n) => rng.int(n), samplers) as Action;
      }
      const other = seat.a.side === owner ? renamed(action, names) : action;
      const [ra, rb] = await Promise.all([seat.a.conn.act(action, va), seat.b.conn.act(other, vb)]);
      expect(ra.version - va).toBe(rb.version - vb);
    }
    return step;
  }

  /**
   * Every byte the non-owner seats and the spectators received, identical
   * across the swap (versions included: both matches start at 1), up to the
   * first message that shows a swapped identity (a reveal, a landing).
   */
  function sameBytes(pairs: { a: Recorded; b: Recorded }[], owner: string, out: (v: MatchView) => boolean): number {
    let compared = Infinity;
    for (const p of pairs) {
      if (p.a.side === owner) continue;
      const shows = (t: string) => {
        const m = JSON.parse(t) as { type: string; view?: MatchView; changes?: unknown[] };
        return m.type === 'state' && (out(m.view!) || out({ units: [], changes: m.changes } as never));
      };
      let n = 0;
      while (n < Math.min(p.a.bytes.length, p.b.bytes.length) && !shows(p.a.bytes[n]!) && !shows(p.b.bytes[n]!)) n++;
      for (let i = 0; i < n; i++) {
        if (p.b.bytes[i] !== p.a.bytes[i] && process.env['HEXWAR_DEBUG_SWAP']) {
          require('node:fs').writeFileSync('/tmp/swap-a.json', p.a.bytes[i]);
          require('node:fs').writeFileSync('/tmp/swap-b.json', p.b.bytes[i]);
        }
        expect(p.b.bytes[i], `${p.a.side ?? 'spectator'} message ${i}`).toBe(p.a.bytes[i]);
      }
      compared = Math.min(compared, n);
    }
    return compared;
  }

  it('Myitkyina: hidden units swapped, every byte the Allies and a spectator receive is the same until a swapped unit is revealed; then match A is played to the end', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<[string, string]>(['1/114', 'decoy-a'], ['2/114', '3/114'], ['3/114', 'decoy-b']), fc.integer({ min: 1, max: 1_000_000 }), async ([x, y], seed) => {
        const names = { [x]: y, [y]: x };
        // Twins: one secret seed (the dice must agree), made where no client can see it.
        const ma = await local.create({ game: 'myitkyina' }, { seed: `twin-${seed}` });
        const mb = await local.create({ game: 'myitkyina' }, { seed: `twin-${seed}` });
        const pairs = [
          { a: await seatOn(one, ma.id, 'japanese', ma.tokens.japanese), b: await seatOn(one, mb.id, 'japanese', mb.tokens.japanese) },
          { a: await seatOn(two, ma.id, 'allied', ma.tokens.allied), b: await seatOn(two, mb.id, 'allied', mb.tokens.allied) },
          { a: await seatOn(two, ma.id, null), b: await seatOn(one, mb.id, null) },
        ];
        // The hidden set-up: the same hexes in the same order, the two units' places swapped in B.
        for (const [unit, hex] of Object.entries(JAPANESE_DEPLOY)) {
          const [ra] = await Promise.all([pairs[0]!.a.conn.act({ type: 'deploy', unit, hex }), pairs[0]!.b.conn.act({ type: 'deploy', unit: names[unit] ?? unit, hex })]);
          await until(() => pairs.every((p) => p.a.conn.state!.version === ra.version && p.b.conn.state!.version === ra.version));
        }
        // A probe refused in both: a refusal must say the same whoever hides where.
        const probe = { type: 'deploy', unit: '88/30', hex: 'F4' };
        const [pa, pb] = await Promise.all([request(two.url, 'POST', `/matches/${ma.id}/act`, { action: probe, clientId: 'probe' }, ma.tokens.allied), request(two.url, 'POST', `/matches/${mb.id}/act`, { action: probe, clientId: 'probe' }, mb.tokens.allied)]);
        expect(JSON.stringify(pb.body)).toBe(JSON.stringify(pa.body));
        const isOut = (v: MatchView) => v.units.some((u) => (u.id === x || u.id === y) && !u.hidden) || JSON.stringify(v).includes('"decoy');
        const compared = await twin(pairs, 'japanese', names, isOut, seed);
        expect(compared).toBeGreaterThan(3);
        expect(sameBytes(pairs, 'japanese', isOut)).toBeGreaterThan(10);
        for (const p of pairs) p.b.conn.close();
        const end = await lockstep([pairs[0]!.a, pairs[1]!.a], randomChooser(myitkyina, seed), { watchers: [pairs[2]!.a] });
        expect(end.over).toBe(true);
        for (const p of pairs) p.a.conn.close();
        await rebuilds(ma.id, myitkyina);
      }),
      { numRuns: 2 },
    );
  }, 600_000);

  it('Beach Assault: two of Tan\'s sealed arrivals swapped, every byte Green receives is the same until one of them lands; then match A is played to the end', async () => {
    const swap = { t2: 't5', t5: 't2' };
    const orderB = ORDER.map((u) => swap[u as keyof typeof swap] ?? u);
    const ma = await local.create({ game: 'beach-assault' }, { seed: 'twin-beach' });
    const mb = await local.create({ game: 'beach-assault' }, { seed: 'twin-beach' });
    const pairs = [
      { a: await seatOn(two, ma.id, 'tan', ma.tokens.tan), b: await seatOn(two, mb.id, 'tan', mb.tokens.tan) },
      { a: await seatOn(one, ma.id, 'green', ma.tokens.green), b: await seatOn(one, mb.id, 'green', mb.tokens.green) },
      { a: await seatOn(one, ma.id, null), b: await seatOn(two, mb.id, null) },
    ];
    const [w] = await Promise.all([pairs[0]!.a.conn.act({ type: 'writeOrder', order: ORDER }), pairs[0]!.b.conn.act({ type: 'writeOrder', order: orderB })]);
    await until(() => pairs.every((p) => p.a.conn.state!.version === w.version && p.b.conn.state!.version === w.version));
    const landed = (v: MatchView) => v.units.some((u) => /^t[25](-|$)/.test(u.id) && u.at !== null);
    // Tan's choices are renamed across the swap; open descriptors (paths) are drawn the same in both.
    const rng = seeded(77);
    let compared = 0;
    for (; compared < 600; compared++) {
      const va = Math.max(...pairs.flatMap((p) => [p.a.conn.state!.version, p.b.conn.state!.version]));
      await until(() => pairs.every((p) => p.a.conn.state!.version === va && p.b.conn.state!.version === va), 20_000, `both matches at ${va}: ${pairs.map((p) => `${p.a.side}:${p.a.conn.state!.version}/${p.b.conn.state!.version}`).join(' ')}`);
      if (pairs.some((p) => p.a.conn.state!.status === 'over' || landed(p.a.conn.state!.view) || landed(p.b.conn.state!.view))) break;
      const seat = pairs.find((p) => p.a.side !== null && p.a.conn.state!.view.actions.length > 0)!;
      const { sampleAction } = await import('../../src');
      const action = sampleAction(seat.a.conn.state!.view.actions, (n) => rng.int(n), beachAssault.definition.samplers ?? {}) as Action;
      const [ra, rb] = await Promise.all([seat.a.conn.act(action, va), seat.b.conn.act(seat.a.side === 'tan' ? renamed(action, swap) : action, va)]);
      expect(rb.version).toBe(ra.version);
    }
    expect(compared).toBeGreaterThan(5);
    expect(sameBytes(pairs, 'tan', (v) => landed(v) || JSON.stringify((v as unknown as { changes?: unknown }).changes ?? []).match(/"t[25]"|"t[25]-/) !== null)).toBeGreaterThan(10);
    for (const p of pairs) p.b.conn.close();
    const end = await lockstep([pairs[0]!.a, pairs[1]!.a], randomChooser(beachAssault as never, 9), { watchers: [pairs[2]!.a] });
    expect(end.over).toBe(true);
    for (const p of pairs) p.a.conn.close();
    await rebuilds(ma.id, beachAssault);
  }, 600_000);

  it('the stale race and a retried action through the two hosts: one applies, the other is stale, the retry applies once', async () => {
    // Fresh matches each round: the hosts also race to load them.
    for (let round = 0; round < 4; round++) await expectRaceOnce();
  }, 120_000);

  async function expectRaceOnce(): Promise<void> {
    const { id, tokens } = await createMatch(on(one), { game: 'myitkyina' });
    const deploy = (unit: string, hex: string, clientId: string, token: string, host: Proc) => request(host.url, 'POST', `/matches/${id}/act`, { action: { type: 'deploy', unit, hex }, clientId, version: 1 }, token);
    const [x, y] = await Promise.all([deploy('1/114', 'F4', 'a', tokens.japanese!, one), deploy('2/114', 'F5', 'b', tokens.japanese!, two)]);
    expect([x, y].map((r) => (r.body.ok ? 'applied' : r.body.error!.code)).sort()).toEqual(['applied', 'stale']);
    const winner = x.body.ok ? 'a' : 'b';
    const again = await deploy(winner === 'a' ? '1/114' : '2/114', winner === 'a' ? 'F4' : 'F5', winner, tokens.japanese!, winner === 'a' ? two : one);
    expect(again.body).toEqual({ ok: true, version: 2, duplicate: true });
    const n = (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM hexwar_actions WHERE match_id = $1', [id])).rows[0]!.n;
    expect(n).toBe(1);
  }

  it('a host killed (SIGKILL) mid-game and started again: the game goes on from the database, clients reconnect and resync, nothing lost or doubled', async () => {
    const { id, tokens } = await createMatch(on(one), { game: 'myitkyina' });
    const jp = await seatOn(one, id, 'japanese', tokens.japanese);
    const al = await seatOn(two, id, 'allied', tokens.allied);
    const choose = randomChooser(myitkyina, 21);
    let acted = 0;
    const first = await lockstep([jp, al], (side, v, s) => (acted++, choose(side, v, s)), { max: 40 });
    expect(first.over).toBe(false);
    // The Japanese host dies with no warning, possibly with an action of its seat in flight.
    const port = one.port;
    await kill(one, 'SIGKILL');
    const v = jp.conn.state!.view;
    const inFlight = v.actions.length > 0 ? jp.conn.act(choose('japanese', v, 999)!, jp.conn.state!.version) : null;
    one = await startHost(database, port);
    if (inFlight) {
      await inFlight;
      acted++;
    }
    // The rest of the game, through the restarted host.
    const rest = await lockstep([jp, al], (side, view, s) => (acted++, choose(side, view, s)));
    expect(rest.over).toBe(true);
    const steps = (await sql.query<{ step: number }>('SELECT step FROM hexwar_matches WHERE id = $1', [id])).rows[0]!.step;
    // Every action a client sent was applied exactly once (chooser calls that returned an action, less none).
    expect(steps).toBe(acted);
    // The socket that lived through the kill saw every version, in order, with no gap.
    for (const seat of [jp, al]) {
      const versions = seat.bytes.map((t) => JSON.parse(t)).filter((m) => m.type === 'state').flatMap((m) => m.changes.map((c: { version: number }) => c.version));
      expect(new Set(versions).size).toBe(versions.length);
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => versions[0] + i));
    }
    jp.conn.close();
    al.conn.close();
    await rebuilds(id, myitkyina);
  }, 600_000);

  it('SIGTERM during 40 requests under way: each is answered or refused as retryable, seats see 1001, the process exits within 10 s and logs no error', async () => {
    const third = await startHost(database);
    let logged = '';
    third.child.stderr!.on('data', (d) => (logged += String(d)));
    const { id, tokens } = await createMatch(on(third), { game: 'myitkyina' });
    const seat = new WebSocket(`${third.url.replace('http', 'ws')}/matches/${id}/socket`);
    const closed = new Promise<number>((done) => seat.on('close', (code) => done(code)));
    await new Promise((done) => seat.once('open', done));
    seat.send(JSON.stringify({ type: 'hello', token: tokens.allied }));
    await new Promise((done) => seat.once('message', done));
    const units = ['1/114', '2/114', '3/114'];
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      (i % 4 === 0
        ? fetch(`${third.url}/matches/${id}/act`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.japanese}` }, body: JSON.stringify({ action: { type: 'deploy', unit: units[(i / 4) % 3], hex: `F${4 + (i % 3)}` }, clientId: `t${i}` }) })
        : fetch(`${third.url}/matches/${id}`, { headers: { authorization: `Bearer ${tokens.allied}` } })
      ).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { error?: { code: string } } }),
        (e: Error) => ({ status: 0, body: { error: { code: `no answer: ${e.message} ${String((e.cause as Error | undefined)?.message ?? '')}` } } }),
      ),
    );
    // The requests on their way (some answered, some reaching the host as it stops).
    await new Promise((done) => setTimeout(done, 20));
    const t = Date.now();
    third.child.kill('SIGTERM');
    await new Promise((done) => third.child.once('exit', done));
    expect(Date.now() - t).toBeLessThan(10_000);
    const answers = await Promise.all(inFlight);
    for (const a of answers) {
      // Answered (an action may be refused by the rules), or refused as retryable while stopping.
      expect(a.status === 503 ? a.body.error?.code : a.status > 0 && a.status < 500, JSON.stringify(a)).toEqual(a.status === 503 ? 'shutting-down' : true);
    }
    expect(await closed).toBe(1001);
    expect(logged).not.toMatch(/error/i);
  }, 120_000);
});
