/** Helpers for the host's tests: hosts on loopback, seats over real sockets, lockstep play, raw requests. */
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { Host, listen, type AnyGame, type HostLimits, type Listening, type Sql } from '../../src/server';
import { connectSeat, type ClientOptions, type SeatConnection, type SeatState } from '../../src/client';
import { descriptorContains, expandActions, sampleAction, type Action, type ActionInput, type Game, type MatchView } from '../../src';
import { seeded } from '../../src/public/bots';

/** Client options for a host on loopback (Node 20 has no global WebSocket: `ws`'s). */
export const on = (l: { url: string }): ClientOptions => ({ url: l.url, WebSocket });

/** `n` hosts over one database, each on its own loopback port. */
export async function hosts(sql: Sql, games: readonly AnyGame[], n = 1, limits: Partial<HostLimits> = {}): Promise<[Listening, ...Listening[]]> {
  if (n < 1) throw new Error('hosts: at least one host');
  const out: Listening[] = [];
  // Tests create many matches from one address (loopback): the per-address create bound is the attack tests' to try.
  for (let i = 0; i < n; i++) out.push(await listen(await Host.open({ games, sql, limits: { createsPerMinute: 100_000, ...limits } })));
  return out as [Listening, ...Listening[]];
}

/** Closes hosts (their sockets and ports; the database stays). */
export async function closeAll(ls: readonly Listening[]): Promise<void> {
  for (const l of ls) {
    l.host.close();
    await l.close();
  }
}

/** One HTTP request, its status and parsed body. */
export async function request(url: string, method: string, path: string, body?: unknown, token?: string, raw?: string): Promise<{ status: number; body: Record<string, unknown> & { error?: { code: string; message: string; rule?: string; path?: string } } }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/** A raw socket that keeps every message it receives, as text. */
export async function rawSocket(l: { url: string }, match: string): Promise<{ ws: WebSocket; got: string[]; next(): Promise<string>; close(): void }> {
  const ws = new WebSocket(`${l.url.replace('http', 'ws')}/matches/${match}/socket`);
  const got: string[] = [];
  const waiting: ((s: string) => void)[] = [];
  ws.on('message', (d) => {
    const s = String(d);
    got.push(s);
    waiting.shift()?.(s);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let read = 0;
  return {
    ws,
    got,
    next: () => (read < got.length ? Promise.resolve(got[read++]!) : new Promise((resolve) => waiting.push((s) => (read++, resolve(s))))),
    close: () => ws.close(),
  };
}

/** Waits until `ok()` holds, checking every few milliseconds, for at most `ms`. */
export async function until(ok: () => boolean, ms = 20_000, what = 'a condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A seat that records every message it receives, in order, as the bytes came. */
export interface Recorded {
  readonly side: string | null;
  readonly conn: SeatConnection;
  readonly bytes: string[];
}

/** Connects a seat (or a spectator) and keeps every state message it receives. */
export async function seatOn(l: { url: string }, match: string, side: string | null, token?: string): Promise<Recorded> {
  const conn = connectSeat(on(l), match, token);
  const bytes: string[] = [];
  const rec: Recorded = { side, conn, bytes };
  conn.onRaw = (text) => bytes.push(text);
  await conn.ready;
  return rec;
}

/** A chooser: which action a side plays from its view (null: none it will play). */
export type Chooser = (side: string, view: MatchView, step: number) => Action | ActionInput | null;

/** Random legal play from the view, seeded. */
export function randomChooser(game: Game, seed: number): Chooser {
  const rng = seeded(seed);
  return (_side, v) => sampleAction(v.actions, (n) => rng.int(n), game.definition.samplers ?? {});
}

/**
 * Plays in lockstep: the seat that has actions acts on the version every seat
 * has seen, then everyone waits for the version that made (so every socket
 * gets one message per change, whatever the timing). Stops at the end, when
 * `stop` says so, or after `max` actions.
 */
export async function lockstep(seats: readonly Recorded[], choose: Chooser, opts: { max?: number; stop?: (step: number) => boolean; watchers?: readonly Recorded[]; each?: (step: number) => Promise<void> } = {}): Promise<{ steps: number; over: boolean }> {
  const everyone = [...seats, ...(opts.watchers ?? [])];
  let version = Math.max(...everyone.map((s) => s.conn.state!.version));
  let step = 0;
  for (; step < (opts.max ?? 5000); step++) {
    await until(() => everyone.every((s) => s.conn.state!.version >= version), 20_000, `every seat at version ${version}`);
    const first = seats[0]!.conn.state!;
    if (first.status === 'over' || opts.stop?.(step)) return { steps: step, over: first.status === 'over' };
    await opts.each?.(step);
    const actor = seats.find((s) => s.conn.state!.view.actions.length > 0);
    expect(actor, `someone can act at version ${version}`).toBeDefined();
    const a = choose(actor!.side!, actor!.conn.state!.view, step);
    if (a === null) return { steps: step, over: false };
    const r = await actor!.conn.act(a, version);
    version = r.version;
  }
  return { steps: step, over: false };
}

/** Renames units in an action (a swap of hidden identities): `t2` and its figures `t2-…`. */
export function renamed(a: Action | ActionInput, names: Record<string, string>): Action {
  const rename = (v: string): string => {
    if (v in names) return names[v]!;
    const dash = v.indexOf('-');
    const head = dash > 0 ? v.slice(0, dash) : '';
    return head in names ? `${names[head]}${v.slice(dash)}` : v;
  };
  return JSON.parse(JSON.stringify(a), (_k, v) => (typeof v === 'string' ? rename(v) : v)) as Action;
}

/** Expanded actions of a view whose renamed form the other view also holds (open descriptors: same fields). */
export function sharedActions(a: MatchView, b: MatchView, names: Record<string, string>): Action[] {
  const out: Action[] = [];
  for (const d of a.actions) {
    if (d.open) continue;
    for (const x of expandActions([d])) {
      const y = renamed(x, names);
      if (b.actions.some((e) => descriptorContains(e, y))) out.push(x);
    }
  }
  return out;
}

/** The state messages of a recorded seat, parsed. */
export const states = (r: Recorded): SeatState[] => r.bytes.map((b) => JSON.parse(b) as SeatState).filter((m) => m.type === 'state');
