/**
 * The host on PGlite in memory: seats and tokens, exactly-once actions, the
 * stale race, undo and resign through the host, bots in seats, every bound, 30+
 * malformed or hostile requests, and a whole match over two hosts. One database
 * for the whole file (its start-up is the slow part).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import { openPglite, type Listening, type Sql } from '../../src/server';
import { connectSeat, createMatch, HostRefusal, joinMatch, openMatches } from '../../src/client';
import { recordOf, replay, sameJson, type MatchState } from '../../src';
import { myitkyina } from '../../games/myitkyina';
import { beachAssault } from '../../games/beach-assault';
import { closeAll, hosts, lockstep, on, randomChooser, rawSocket, request, seatOn, until } from './support';

let sql: Sql;
let a: Listening;
let b: Listening;
const games = [myitkyina, beachAssault];

beforeAll(async () => {
  sql = await openPglite('memory://');
  const made = await hosts(sql, games, 2);
  if (made.length !== 2 || !made[1]) throw new Error('two hosts were asked for');
  [a, b] = [made[0], made[1]];
}, 120_000);
afterAll(async () => {
  await closeAll([a, b]);
  await sql.close();
});

/** The stored row of a match (what must not change after a refusal). */
async function stored(id: string) {
  const r = await sql.query<{ state: string; version: number; step: number; status: string }>('SELECT state, version, step, status FROM hexwar_matches WHERE id = $1', [id]);
  const changes = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM hexwar_changes WHERE match_id = $1', [id]);
  return { ...r.rows[0]!, changes: changes.rows[0]!.n };
}

const deploy = (unit: string, hex: string) => ({ type: 'deploy', unit, hex });

describe('the embedded database', () => {
  it("keeps Postgres's buffer cache at 16 MB: the default 128 MB held some 110 MB more of the host's memory, resident in PGlite's WebAssembly", async () => {
    const r = await sql.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(r.rows[0]?.shared_buffers).toBe('16MB');
  });
});

describe('seats and tokens', () => {
  it('create gives one secret token per seat (256 bits), stores only its hash, and the seed never leaves the host', async () => {
    const res = await request(a.url, 'POST', '/matches', { game: 'myitkyina' });
    expect(res.status).toBe(201);
    const { id, tokens } = res.body as { id: string; tokens: Record<string, string> };
    expect(Object.keys(tokens).sort()).toEqual(['allied', 'japanese']);
    for (const t of Object.values(tokens)) expect(Buffer.from(t, 'base64url').length).toBe(32);
    const seats = await sql.query<{ token_hash: string }>('SELECT token_hash FROM hexwar_seats WHERE match_id = $1', [id]);
    const all = JSON.stringify(seats.rows);
    for (const t of Object.values(tokens)) expect(all).not.toContain(t);
    const state = JSON.parse((await stored(id)).state) as MatchState;
    // Everything a seat, a spectator or the lobby can read holds neither the seed nor the generator's state.
    const texts = [JSON.stringify(res.body), JSON.stringify((await request(a.url, 'GET', `/matches/${id}`, undefined, tokens.allied!)).body), JSON.stringify((await request(a.url, 'GET', `/matches/${id}`)).body), JSON.stringify((await request(a.url, 'GET', '/matches')).body)];
    for (const t of texts) {
      expect(t).not.toContain(String(state.seed));
      expect(t).not.toContain('"random"');
    }
  });

  it('a seat acts only as its own side, whatever the action says; a spectator sees the public view and may not act', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    // The Allied token with a Japanese action: applyAs gives it the Allied side, and the rules refuse.
    const r = await request(a.url, 'POST', `/matches/${id}/act`, { action: { ...deploy('1/114', 'F4'), side: 'japanese' }, clientId: 'x1' }, tokens.allied);
    expect(r.status).toBe(422);
    expect(r.body.error!.message).toMatch(/not the allied player's turn|allied/);
    const ok = await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'x2' }, tokens.japanese);
    expect(ok.body).toEqual({ ok: true, version: 2 });
    const watch = await rawSocket(a, id);
    watch.ws.send(JSON.stringify({ type: 'hello' }));
    const first = JSON.parse(await watch.next());
    expect(first.side).toBeNull();
    expect(first.view.actions).toEqual([]);
    // The hidden unit is a marker to the spectator.
    expect(JSON.stringify(first.view)).not.toContain('1/114');
    watch.ws.send(JSON.stringify({ type: 'act', id: 1, action: deploy('2/114', 'F5'), clientId: 's1' }));
    expect(JSON.parse(await watch.next())).toMatchObject({ type: 'reply', id: 1, ok: false, error: { code: 'unauthorized' } });
    watch.close();
  });

  it('a listed match shows its open seats; join hands out a seat once, with a new token', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina', listed: true, bots: {} });
    // The creator plays the Japanese: using the token claims the seat.
    await request(a.url, 'GET', `/matches/${id}`, undefined, tokens.japanese);
    const listed = (await openMatches(on(b))).find((m) => m.id === id)!;
    expect(listed).toMatchObject({ game: 'myitkyina', open: ['allied'], bots: [], status: 'playing' });
    const seat = await joinMatch(on(b), id);
    expect(seat.side).toBe('allied');
    expect(seat.token).not.toBe(tokens.allied);
    // The creator's copy of that seat's token no longer works; the joiner's does.
    expect((await request(a.url, 'GET', `/matches/${id}`, undefined, tokens.allied)).body.error!.code).toBe('unauthorized');
    expect((await request(a.url, 'GET', `/matches/${id}`, undefined, seat.token)).status).toBe(200);
    await expect(joinMatch(on(a), id)).rejects.toMatchObject({ error: { code: 'seat-taken' } });
    expect((await openMatches(on(a))).some((m) => m.id === id)).toBe(false);
    const unlisted = await createMatch(on(a), { game: 'myitkyina' });
    await expect(joinMatch(on(a), unlisted.id)).rejects.toMatchObject({ error: { code: 'not-listed' } });
  });
});

describe('exactly once, and the stale race', () => {
  it('a retried client id applies once and answers as it did the first time, even after the match moved on', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const send = () => request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'retry-me', version: 1 }, tokens.japanese);
    expect((await send()).body).toEqual({ ok: true, version: 2 });
    expect((await send()).body).toEqual({ ok: true, version: 2, duplicate: true });
    // Through the other host, too.
    expect((await request(b.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'retry-me' }, tokens.japanese)).body).toEqual({ ok: true, version: 2, duplicate: true });
    await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('2/114', 'F5'), clientId: 'next', version: 2 }, tokens.japanese);
    expect((await send()).body).toEqual({ ok: true, version: 2, duplicate: true });
    expect((await stored(id)).step).toBe(2);
    // The same id for another kind of request is refused.
    const other = await request(a.url, 'POST', `/matches/${id}/undo`, { clientId: 'retry-me' }, tokens.japanese);
    expect(other.body.error!.code).toBe('client-id-reused');
  });

  it('of two simultaneous actions on one version, through two hosts, one applies and the other is refused as stale: never both, never lost', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
      const [x, y] = await Promise.all([
        request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'p', version: 1 }, tokens.japanese),
        request(b.url, 'POST', `/matches/${id}/act`, { action: deploy('2/114', 'F5'), clientId: 'q', version: 1 }, tokens.japanese),
      ]);
      const results = [x, y].map((r) => (r.body.ok ? 'applied' : r.body.error!.code)).sort();
      expect(results).toEqual(['applied', 'stale']);
      const row = await stored(id);
      expect(row.version).toBe(2);
      expect(row.step).toBe(1);
      const state = JSON.parse(row.state) as MatchState;
      expect(state.units.filter((u) => u.at !== null && u.side === 'japanese')).toHaveLength(1);
    }
  });

  // The race above is refused twice over: the losing write fails the version guard, and were it let through it
  // would still collide with the winner on the changes' and actions' primary keys. Each is tested alone here,
  // through the very statement the host commits with, so that removing either one fails its own test.
  /** A match at version 3 (two Japanese deployments), and a call of hexwar_commit on it. */
  async function twoDeployed() {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    for (const [i, [unit, hex]] of [['1/114', 'F4'], ['2/114', 'F5']].entries()) {
      expect((await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy(unit!, hex!), clientId: `g${i}`, version: i + 1 }, tokens.japanese)).body.ok).toBe(true);
    }
    const commit = (c: { from: number; version: number; step: number; client: string }) =>
      sql.query<{ written: boolean }>('SELECT hexwar_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) AS written', [
        '{"forged":true}', c.version, c.step, 'playing', null, id, c.from, 'japanese', JSON.stringify(deploy('3/114', 'F6')), false, 'act', c.client, '[]', 'hexwar_test_unheard', 'test',
      ]);
    const before = { ...(await stored(id)), actions: (await sql.query('SELECT step FROM hexwar_actions WHERE match_id = $1', [id])).rows.length };
    const after = async () => ({ ...(await stored(id)), actions: (await sql.query('SELECT step FROM hexwar_actions WHERE match_id = $1', [id])).rows.length });
    expect(before).toMatchObject({ version: 3, step: 2, changes: 3, actions: 2 });
    return { commit, before, after };
  }

  it('the version guard alone: a change computed on an old version is refused even where its version and step are free (no key would catch it)', async () => {
    const { commit, before, after } = await twoDeployed();
    // Computed at version 2 (the match is at 3), numbered 4 and step 3: nothing in the record holds those yet.
    expect((await commit({ from: 2, version: 4, step: 3, client: 'old-copy' })).rows[0]!.written).toBe(false);
    expect(await after()).toEqual(before);
    // From the current version the same call is written: the guard, not the numbers, refused it.
    expect((await commit({ from: 3, version: 4, step: 3, client: 'current-copy' })).rows[0]!.written).toBe(true);
    expect(await after()).toMatchObject({ version: 4, step: 3, changes: 4, actions: 3, state: '{"forged":true}' });
  });

  it('the primary keys alone: a second change at one version, or a second action at one step, is refused and rolls the whole change back, even past the version guard', async () => {
    const { commit, before, after } = await twoDeployed();
    // From the current version (the guard lets it through) but numbered as the change already at version 3.
    await expect(commit({ from: 3, version: 3, step: 3, client: 'same-version' })).rejects.toMatchObject({ code: '23505' });
    expect(await after()).toEqual(before);
    // A new version, but recorded at step 2, which the record already holds.
    await expect(commit({ from: 3, version: 4, step: 2, client: 'same-step' })).rejects.toMatchObject({ code: '23505' });
    expect(await after()).toEqual(before);
  });
});

describe('undo and resign through the host', () => {
  it('a seat connection takes any number of state listeners, each stopped on its own, beside onState', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const seat = connectSeat(on(a), id, tokens.japanese);
    try {
      await seat.ready;
      const heard = { map: [] as number[], log: [] as number[], single: [] as number[] };
      const stopMap = seat.subscribe((s) => heard.map.push(s.version));
      seat.subscribe((s) => heard.log.push(s.version));
      seat.onState = (s) => heard.single.push(s.version);
      await seat.act(deploy('1/114', 'F4'));
      await expect.poll(() => heard.log.at(-1), { timeout: 10_000 }).toBe(2);
      stopMap();
      await seat.act(deploy('2/114', 'F5'));
      await expect.poll(() => heard.log.at(-1), { timeout: 10_000 }).toBe(3);
      expect(heard.map).toEqual([2]);
      expect(heard.log).toEqual([2, 3]);
      expect(heard.single).toEqual([2, 3]);
    } finally {
      seat.close();
    }
  });

  it('a seat opened with since 0 is sent the whole log it may see; without it, none of the past', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const jp = connectSeat(on(a), id, tokens.japanese);
    try {
      await jp.ready;
      await jp.act(deploy('1/114', 'F4'));
      await jp.act(deploy('2/114', 'F5'));
    } finally {
      jp.close();
    }
    const whole = connectSeat({ ...on(b), since: 0 }, id, tokens.japanese);
    const bare = connectSeat(on(b), id, tokens.japanese);
    try {
      const [w, n] = await Promise.all([whole.ready, bare.ready]);
      expect(w.version).toBe(3);
      expect(w.changes.map((c) => c.version)).toEqual([1, 2, 3]);
      expect(n.changes).toEqual([]);
    } finally {
      whole.close();
      bare.close();
    }
  });

  it('a seat takes back only its own action; the refusal says why; mayUndo says when', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const jp = await seatOn(a, id, 'japanese', tokens.japanese);
    const al = await seatOn(b, id, 'allied', tokens.allied);
    expect(jp.conn.state!.mayUndo).toBe(false);
    await jp.conn.act(deploy('1/114', 'F4'));
    await until(() => jp.conn.state!.version === 2 && al.conn.state!.version === 2);
    expect(jp.conn.state!.mayUndo).toBe(true);
    expect(al.conn.state!.mayUndo).toBe(false);
    await expect(al.conn.undo()).rejects.toMatchObject({ error: { code: 'cannot-undo', message: "the last action was the Japanese player's: you may take back only your own actions", rule: 'undo' } });
    await jp.conn.undo();
    await until(() => al.conn.state!.version === 3);
    const change = al.conn.state!.changes.at(-1)!;
    expect(change).toMatchObject({ kind: 'undo', side: 'japanese' });
    expect(al.conn.state!.view.step).toBe(0);
    expect((await stored(id)).step).toBe(0);
    jp.conn.close();
    al.conn.close();
  });

  it('resigning ends the match for both seats; nothing more is accepted', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const al = await seatOn(b, id, 'allied', tokens.allied);
    await request(a.url, 'POST', `/matches/${id}/resign`, { clientId: 'r1' }, tokens.japanese);
    await until(() => al.conn.state!.status === 'over');
    expect(al.conn.state!.result).toEqual({ winner: 'allied', reason: 'the japanese player resigned' });
    const after = await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'late' }, tokens.japanese);
    expect(after.body.error).toMatchObject({ code: 'match-over', message: 'the match is over: the japanese player resigned' });
    al.conn.close();
  });
});

describe('bots in seats', () => {
  it('a bot fills a seat and plays server-side, once per turn, through two hosts; a person plays the other seat to the end', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina', bots: { japanese: 'heuristic' } });
    expect(Object.keys(tokens)).toEqual(['allied']);
    const al = await seatOn(b, id, 'allied', tokens.allied);
    const choose = randomChooser(myitkyina, 5);
    for (let i = 0; i < 4000 && al.conn.state!.status === 'playing'; i++) {
      const s = al.conn.state!;
      if (s.view.actions.length === 0) {
        await until(() => al.conn.state!.version > s.version || al.conn.state!.status === 'over', 20_000, 'the bot');
        continue;
      }
      try {
        await al.conn.act(choose('allied', s.view, i)!, s.version);
      } catch (e) {
        if (!(e instanceof HostRefusal && e.error.code === 'stale')) throw e;
      }
      await until(() => al.conn.state!.version > s.version);
    }
    expect(al.conn.state!.status).toBe('over');
    // Bot moves are recorded once each: the record rebuilds the stored state.
    const row = await stored(id);
    const actions = (await sql.query<{ action: string }>('SELECT action FROM hexwar_actions WHERE match_id = $1 ORDER BY step', [id])).rows.map((r) => JSON.parse(r.action));
    const state = JSON.parse(row.state) as MatchState;
    expect(sameJson(replay(myitkyina, recordOf(state, actions)), state)).toBe(true);
    expect(actions.filter((x) => x.side === 'japanese').length).toBeGreaterThan(5);
    al.conn.close();
  }, 240_000);
});

describe('a whole match between two WebSocket clients on two hosts', () => {
  it('Myitkyina, random legal play to the result; each seat hears the other host\'s moves; the record rebuilds the state', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const jp = await seatOn(a, id, 'japanese', tokens.japanese);
    const al = await seatOn(b, id, 'allied', tokens.allied);
    const watcher = await seatOn(a, id, null);
    const r = await lockstep([jp, al], randomChooser(myitkyina, 11), { watchers: [watcher] });
    expect(r.over).toBe(true);
    expect(jp.conn.state!.result).not.toBeNull();
    expect(al.conn.state!.result).toEqual(jp.conn.state!.result);
    const row = await stored(id);
    const actions = (await sql.query<{ action: string }>('SELECT action FROM hexwar_actions WHERE match_id = $1 ORDER BY step', [id])).rows.map((x) => JSON.parse(x.action));
    const state = JSON.parse(row.state) as MatchState;
    expect(sameJson(replay(myitkyina, recordOf(state, actions)), state)).toBe(true);
    // Each state message carried exactly one change: nothing was lost or doubled on the way.
    for (const seat of [jp, al, watcher]) {
      const versions = seat.bytes.map((t) => JSON.parse(t)).filter((m) => m.type === 'state').flatMap((m) => m.changes.map((c: { version: number }) => c.version));
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => versions[0] + i));
    }
    for (const c of [jp, al, watcher]) c.conn.close();
  }, 240_000);
});

describe('bounds', () => {
  it('a body or message past the size bound gets too-large; the host keeps serving', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const big = { action: { type: 'deploy', unit: 'x'.repeat(70_000), hex: 'F4' }, clientId: 'big' };
    const r = await request(a.url, 'POST', `/matches/${id}/act`, big, tokens.japanese);
    expect(r.status).toBe(413);
    expect(r.body.error!.code).toBe('too-large');
    const s = await rawSocket(a, id);
    s.ws.send(JSON.stringify({ type: 'hello', token: tokens.japanese }));
    await s.next();
    s.ws.send(JSON.stringify({ ...big, type: 'act' }));
    expect(JSON.parse(await s.next()).error.code).toBe('too-large');
    s.ws.send(JSON.stringify({ type: 'act', id: 2, action: deploy('1/114', 'F4'), clientId: 'after-big' }));
    let m = JSON.parse(await s.next());
    // The new position may come before the reply.
    while (m.type === 'state') m = JSON.parse(await s.next());
    expect(m).toMatchObject({ type: 'reply', id: 2, ok: true });
    s.close();
  });

  it('a seat past its actions per second gets too-fast; another seat is still served', async () => {
    const [fast] = await hosts(sql, games, 1, { actionsPerSecond: 3 });
    try {
      const { id, tokens } = await createMatch(on(fast!), { game: 'myitkyina' });
      const other = await createMatch(on(fast!), { game: 'myitkyina' });
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await request(fast!.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', `F${4 + (i % 2)}`), clientId: `f${i}` }, tokens.japanese);
        codes.push(r.body.ok ? 'ok' : r.body.error!.code);
      }
      expect(codes).toContain('too-fast');
      expect((await request(fast!.url, 'POST', `/matches/${other.id}/act`, { action: deploy('1/114', 'F4'), clientId: 'o1' }, other.tokens.japanese)).body.ok).toBe(true);
    } finally {
      await closeAll([fast!]);
    }
  });

  it('a client past its actions per second waits and sends again with the same client id: every action applies once', async () => {
    const [fast] = await hosts(sql, games, 1, { actionsPerSecond: 3 });
    try {
      const { id, tokens } = await createMatch(on(fast!), { game: 'myitkyina' });
      const seat = await seatOn(fast!, id, 'japanese', tokens.japanese);
      const before = (await stored(id)).changes;
      const units = ['1/114', '2/114', '3/114', '1/114', '2/114', '3/114'];
      for (let i = 0; i < units.length; i++) expect((await seat.conn.act(deploy(units[i]!, `F${4 + i}`))).version).toBeGreaterThan(0);
      const replies = seat.bytes.map((t) => JSON.parse(t) as { type: string; ok?: boolean; error?: { code: string } }).filter((m) => m.type === 'reply');
      expect(replies.filter((m) => m.error?.code === 'too-fast').length).toBeGreaterThan(0);
      expect(replies.filter((m) => m.ok).length).toBe(units.length);
      expect((await stored(id)).changes - before).toBe(units.length);
      seat.conn.close();
    } finally {
      await closeAll([fast!]);
    }
  });

  it('past the sockets bound a new socket gets too-many-sockets and is closed; open ones keep working', async () => {
    const [small] = await hosts(sql, games, 1, { maxSockets: 2 });
    try {
      const { id, tokens } = await createMatch(on(small!), { game: 'myitkyina' });
      const one = await seatOn(small!, id, 'japanese', tokens.japanese);
      const two = await seatOn(small!, id, 'allied', tokens.allied);
      const three = await rawSocket(small!, id);
      expect(JSON.parse(await three.next()).error.code).toBe('too-many-sockets');
      await one.conn.act(deploy('1/114', 'F4'));
      await until(() => two.conn.state!.version === 2);
      one.conn.close();
      two.conn.close();
    } finally {
      await closeAll([small!]);
    }
  });
});

describe('malformed and hostile requests: each a typed error, nothing changed', () => {
  it('30+ of them, over HTTP and over the socket', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const done = await createMatch(on(a), { game: 'myitkyina' });
    await request(a.url, 'POST', `/matches/${done.id}/resign`, { clientId: 'gg' }, done.tokens.allied);
    await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'used' }, tokens.japanese);
    const before = await stored(id);
    const jp = tokens.japanese!;
    const al = tokens.allied!;
    const act = (body: unknown, token?: string, raw?: string) => request(a.url, 'POST', `/matches/${id}/act`, body, token, raw);
    const http: [string, () => ReturnType<typeof request>, string][] = [
      ['no token', () => act({ action: deploy('2/114', 'F5'), clientId: 'h1' }), 'unauthorized'],
      ['a wrong token', () => act({ action: deploy('2/114', 'F5'), clientId: 'h2' }, 'A'.repeat(43)), 'unauthorized'],
      ['a token too short', () => act({ action: deploy('2/114', 'F5'), clientId: 'h3' }, 'abc'), 'unauthorized'],
      ['another match\'s token', () => act({ action: deploy('2/114', 'F5'), clientId: 'h4' }, done.tokens.japanese), 'unauthorized'],
      ['the other seat\'s side', () => act({ action: { ...deploy('2/114', 'F5'), side: 'japanese' }, clientId: 'h5' }, al), 'not-your-turn'],
      ['an illegal hex', () => act({ action: deploy('2/114', 'Z99'), clientId: 'h6' }, jp), ''],
      ['an unknown unit', () => act({ action: deploy('9/999', 'F5'), clientId: 'h7' }, jp), ''],
      ['an unknown action type', () => act({ action: { type: 'nuke' }, clientId: 'h8' }, jp), 'unknown-action'],
      ['an extra field in the action', () => act({ action: { ...deploy('2/114', 'F5'), sneaky: 1 }, clientId: 'h9' }, jp), 'malformed-action'],
      ['no action', () => act({ clientId: 'h10' }, jp), 'bad-request'],
      ['an action that is not an object', () => act({ action: 'deploy', clientId: 'h11' }, jp), 'bad-request'],
      ['no client id', () => act({ action: deploy('2/114', 'F5') }, jp), 'bad-request'],
      ['an empty client id', () => act({ action: deploy('2/114', 'F5'), clientId: '' }, jp), 'bad-request'],
      ['a client id of 65 characters', () => act({ action: deploy('2/114', 'F5'), clientId: 'c'.repeat(65) }, jp), 'bad-request'],
      ['a negative version', () => act({ action: deploy('2/114', 'F5'), clientId: 'h12', version: -1 }, jp), 'bad-request'],
      ['a stale version', () => act({ action: deploy('2/114', 'F5'), clientId: 'h13', version: 1 }, jp), 'stale'],
      ['a version from the future', () => act({ action: deploy('2/114', 'F5'), clientId: 'h14', version: 99 }, jp), 'stale'],
      ['an unknown field in the request', () => act({ action: deploy('2/114', 'F5'), clientId: 'h15', admin: true }, jp), 'bad-request'],
      ['bad JSON', () => act(undefined, jp, '{"action": '), 'bad-json'],
      ['JSON that is not an object', () => act(undefined, jp, '[1,2,3]'), 'bad-request'],
      ['an empty body', () => act(undefined, jp, ''), 'bad-request'],
      ['a huge payload', () => act({ action: { type: 'deploy', unit: 'u'.repeat(100_000), hex: 'F5' }, clientId: 'h16' }, jp), 'too-large'],
      ['deeply nested JSON', () => act(undefined, jp, `${'['.repeat(5000)}${']'.repeat(5000)}`), 'too-deep'],
      ['a replayed client id for another request', () => request(a.url, 'POST', `/matches/${id}/undo`, { clientId: 'used' }, jp), 'client-id-reused'],
      ['an action on a finished match', () => request(a.url, 'POST', `/matches/${done.id}/act`, { action: deploy('1/114', 'F4'), clientId: 'h17' }, done.tokens.japanese), 'match-over'],
      ['undo on a finished match', () => request(a.url, 'POST', `/matches/${done.id}/undo`, { clientId: 'h18' }, done.tokens.allied), 'match-over'],
      ['undo of the other side\'s action', () => request(a.url, 'POST', `/matches/${id}/undo`, { clientId: 'h19' }, al), 'cannot-undo'],
      ['an unknown match', () => request(a.url, 'GET', '/matches/nosuchmatch'), 'not-found'],
      ['a match id of 200 characters', () => request(a.url, 'GET', `/matches/${'m'.repeat(200)}`), 'not-found'],
      ['an unknown route', () => request(a.url, 'DELETE', `/matches/${id}`), 'not-found'],
      ['create an unknown game', () => request(a.url, 'POST', '/matches', { game: 'chess' }), 'unknown-game'],
      ['create with an unknown scenario', () => request(a.url, 'POST', '/matches', { game: 'myitkyina', scenario: 'nope' }), 'unknown-scenario'],
      ['create with a bot for no side', () => request(a.url, 'POST', '/matches', { game: 'myitkyina', bots: { martians: 'heuristic' } }), 'bad-request'],
      ['create with an unknown bot', () => request(a.url, 'POST', '/matches', { game: 'myitkyina', bots: { allied: 'skynet' } }), 'bad-request'],
      ['join a side that does not exist', () => request(a.url, 'POST', `/matches/${id}/join`, { side: 'martians' }), 'not-listed'],
    ];
    const seen: string[] = [];
    for (const [what, send, code] of http) {
      const r = await send();
      expect(r.body.error, what).toBeDefined();
      expect(typeof r.body.error!.message, what).toBe('string');
      expect(r.body.error!.message.length, what).toBeGreaterThan(5);
      if (code) expect(r.body.error!.code, `${what}: ${r.body.error!.message}`).toBe(code);
      expect(r.status, what).toBeGreaterThanOrEqual(400);
      seen.push(what);
    }
    const s = await rawSocket(a, id);
    const reply = async (m: string) => {
      s.ws.send(m);
      return JSON.parse(await s.next()) as { type: string; error: { code: string; message: string } };
    };
    const socket: [string, string, string][] = [
      ['an action before hello', JSON.stringify({ type: 'act', id: 1, action: deploy('2/114', 'F5'), clientId: 's1' }), 'bad-request'],
      ['bad JSON on the socket', '{"type":', 'bad-json'],
      ['an unknown message type', JSON.stringify({ type: 'sudo' }), 'bad-request'],
      ['a hello with a token of the wrong type', JSON.stringify({ type: 'hello', token: 42 }), 'bad-request'],
    ];
    for (const [what, m, code] of socket) {
      expect((await reply(m)).error.code, what).toBe(code);
      seen.push(what);
    }
    s.ws.send(JSON.stringify({ type: 'hello', token: jp }));
    await s.next();
    const later: [string, string, string][] = [
      ['a second hello', JSON.stringify({ type: 'hello', token: al }), 'bad-request'],
      ['an action with a field too many', JSON.stringify({ type: 'act', id: 3, action: deploy('2/114', 'F5'), clientId: 's3', extra: 1 }), 'bad-request'],
      ['a binary message', '', 'bad-json'],
    ];
    for (const [what, m, code] of later) {
      if (what === 'a binary message') {
        s.ws.send(Buffer.from([1, 2, 3]));
        expect(JSON.parse(await s.next()).error.code, what).toBe(code);
      } else expect((await reply(m)).error.code, what).toBe(code);
      seen.push(what);
    }
    s.close();
    expect(seen.length).toBeGreaterThanOrEqual(30);
    // Nothing changed: the same stored position, version, record and change log.
    expect(await stored(id)).toEqual(before);
  });

  it('a match whose stored position does not follow from its record is refused at load, not served', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    await request(a.url, 'POST', `/matches/${id}/act`, { action: deploy('1/114', 'F4'), clientId: 'c' }, tokens.japanese);
    const row = await stored(id);
    const tampered = row.state.replace('"F4"', '"F5"');
    await sql.query('UPDATE hexwar_matches SET state = $1 WHERE id = $2', [tampered, id]);
    // A host that has not held it yet loads it and checks it against the record.
    const [fresh] = await hosts(sql, games, 1);
    try {
      const r = await request(fresh!.url, 'GET', `/matches/${id}`, undefined, tokens.allied);
      expect(r.body.error!.code).toBe('corrupt-match');
    } finally {
      await closeAll([fresh!]);
    }
  });
});

describe('the cost of an action', () => {
  it('an action is one database statement and one socket write per seat: the host keeps its own change, never reads it back, and sends the state and the reply together', async () => {
    const statements: string[] = [];
    const counted: Sql = {
      kind: sql.kind,
      query: (text, params) => (statements.push(text), sql.query(text, params)),
      transaction: (work) => sql.transaction((tx) => work({ query: (text, params) => (statements.push(text), tx.query(text, params)) })),
      listen: (channel, heard) => sql.listen(channel, heard),
      close: async () => {},
    };
    const [c] = await hosts(counted, games, 1);
    // Each write the host makes to a client's socket (a system call and a wake-up on the other side).
    let writes = 0;
    c!.server.on('connection', (socket: Socket) => {
      for (const k of ['_write', '_writev'] as const) {
        const write = socket[k] as (...a: unknown[]) => unknown;
        socket[k] = ((...a: unknown[]) => (writes++, write.apply(socket, a))) as never;
      }
    });
    try {
      const { id, tokens } = await createMatch(on(c!), { game: 'myitkyina' });
      const jp = await seatOn(c!, id, 'japanese', tokens.japanese);
      const al = await seatOn(c!, id, 'allied', tokens.allied);
      const perAction: number[] = [];
      const writesPerAction: number[] = [];
      let before = 0;
      let written = 0;
      await lockstep([jp, al], randomChooser(myitkyina, 5), {
        max: 12,
        each: async (step) => {
          // A read-back of the host's own change would follow its notice at once: give it time to show.
          await new Promise((r) => setTimeout(r, 30));
          if (step > 0) perAction.push(statements.length - before);
          if (step > 0) writesPerAction.push(writes - written);
          before = statements.length;
          written = writes;
        },
      });
      expect(perAction).toEqual(Array.from({ length: 11 }, () => 1));
      expect(writesPerAction).toEqual(Array.from({ length: 11 }, () => 2));
      jp.conn.close();
      al.conn.close();
    } finally {
      await closeAll([c!]);
    }
  });
});

describe('reconnecting', () => {
  it('a dropped socket reconnects, is sent what it missed, and an action sent while away applies once', async () => {
    const { id, tokens } = await createMatch(on(a), { game: 'myitkyina' });
    const jp = connectSeat(on(a), id, tokens.japanese);
    await jp.ready;
    const al = await seatOn(b, id, 'allied', tokens.allied);
    jp.drop();
    const sent = jp.act(deploy('1/114', 'F4'), 1);
    await request(a.url, 'GET', '/health');
    const r = await sent;
    expect(r.version).toBe(2);
    await until(() => al.conn.state!.version === 2);
    expect((await stored(id)).step).toBe(1);
    jp.close();
    al.conn.close();
    expect(WebSocket).toBeDefined();
  });
});
