/**
 * `hexwar/react`'s seat store (what `useSeat` holds) against a real host on
 * PGlite in memory: nothing connects before the first listener, the seat's
 * view, actions in words and the whole log arrive, an action and a refusal go
 * through the host, and the socket closes with the last listener (a second
 * subscription, as React's strict mode makes, connects again).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openPglite, type Listening, type Sql } from '../../src/server';
import { createMatch } from '../../src/client';
import { createSeatStore } from '../../src/react/seat-store';
import { myitkyina } from '../../games/myitkyina';
import { closeAll, hosts, on, until } from '../server/support';
import type { ClientOptions } from '../../src/client';

/** A socket on which the host's pushed changes arrive 150 ms late, its answers at once: the answer to a request always first. */
function LateChanges(url: string): WebSocket {
  return new Proxy(new WebSocket(url), {
    set(ws, key, value: unknown) {
      if (key !== 'onmessage' || typeof value !== 'function') return Reflect.set(ws, key, value);
      const deliver = value as (ev: WebSocket.MessageEvent) => void;
      ws.onmessage = (ev) => ((JSON.parse(String(ev.data)) as { type: string }).type === 'state' ? setTimeout(() => deliver(ev), 150) : deliver(ev));
      return true;
    },
  });
}

let sql: Sql;
let host: Listening;

beforeAll(async () => {
  sql = await openPglite('memory://');
  [host] = await hosts(sql, [myitkyina]);
}, 120_000);
afterAll(async () => {
  await closeAll([host]);
  await sql.close();
});

describe('a seat of Myitkyina on a host', () => {
  it('connects with its first listener, plays through the host, and closes with its last', async () => {
    const { id, tokens } = await createMatch(on(host), { game: 'myitkyina', bots: { japanese: 'heuristic' } });
    const store = createSeatStore(myitkyina, { ...on(host), match: id, token: tokens['allied']! });
    expect(store.get().status).toBe('connecting');
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push(store.get().status));
    await until(() => store.get().status === 'open' && store.get().actions.length > 0, 20_000, 'the Allied set-up');
    const s = store.get();
    expect(s.side).toBe('allied');
    expect(s.view!.side).toBe('allied');
    expect(s.actions.every((a) => a.action.side === 'allied' && a.words.startsWith('Allied: '))).toBe(true);
    // The whole log since the match began: the bot's hidden set-up, said without naming its units.
    expect(s.log.filter((l) => l.text === 'Japanese acts').length).toBeGreaterThan(0);
    expect(s.log.some((l) => l.text.includes('decoy'))).toBe(false);

    const steps = s.view!.step;
    expect(await store.act(s.actions[0]!.action)).toBeNull();
    await until(() => (store.get().view?.step ?? 0) > steps, 20_000, 'the action applied');
    expect(store.get().log.length).toBeGreaterThan(s.log.length);
    expect(store.get().log.at(-1)!.text).toContain(String(s.actions[0]!.action['hex']));
    expect(store.get().sending).toBe(false);

    const refused = await store.act({ type: 'deploy', unit: '88/30', hex: 'Z99' });
    expect(refused).not.toBeNull();
    expect(refused!.message.length).toBeGreaterThan(10);
    expect(store.get().error).toEqual(refused);

    // A listener leaving and another coming at once (a remount) keeps the one socket.
    stop();
    const remount = store.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 120));
    expect(store.get().status).toBe('open');
    remount();
    expect(store.get().status).toBe('open');
    await until(() => store.get().status === 'closed', 2_000, 'the socket closed');
    expect(await store.act(s.actions[1]!.action)).toMatchObject({ code: 'closed' });
    // Subscribed again (a remount): a new connection, the log read again from the start, not twice.
    const again = store.subscribe(() => {});
    expect(store.get().status).toBe('connecting');
    await until(() => store.get().status === 'open', 20_000, 'the seat again');
    const lines = store.get().log.filter((l) => l.text === 'Japanese acts').length;
    expect(lines).toBe(s.log.filter((l) => l.text === 'Japanese acts').length);
    again();
    expect(seen[0]).toBe('open');
  });

  it("keeps the seat's choices greyed from a request until the change it made arrives, when the host's answer comes first", async () => {
    const { id, tokens } = await createMatch(on(host), { game: 'myitkyina', bots: { japanese: 'heuristic' } });
    const late: ClientOptions = { ...on(host), WebSocket: LateChanges as unknown as ClientOptions['WebSocket'] };
    const store = createSeatStore(myitkyina, { ...late, match: id, token: tokens['allied']! });
    const seen: { sending: boolean; step: number }[] = [];
    const stop = store.subscribe(() => seen.push({ sending: store.get().sending, step: store.get().view?.step ?? -1 }));
    await until(() => store.get().status === 'open' && store.get().actions.length > 0, 20_000, 'the Allied set-up');
    const steps = store.get().view!.step;
    const from = seen.length;
    expect(await store.act(store.get().actions[0]!.action)).toBeNull();
    // Answered, its change still on the way: the actions listed are the position's before it, so still greyed.
    expect(store.get().view!.step).toBe(steps);
    expect(store.get().sending).toBe(true);
    await until(() => !store.get().sending, 20_000, 'the change arrived');
    expect(store.get().view!.step).toBeGreaterThan(steps);
    // Never, from the request on, choices given from the position before it.
    expect(seen.slice(from).filter((x) => !x.sending && x.step <= steps)).toEqual([]);
    stop();
  });

  it('says so when the host turns the seat down', async () => {
    const { id } = await createMatch(on(host), { game: 'myitkyina' });
    const store = createSeatStore(myitkyina, { ...on(host), match: id, token: 'x'.repeat(43) });
    const stop = store.subscribe(() => {});
    await until(() => store.get().status === 'refused', 20_000, 'the refusal');
    expect(store.get().error?.message).toBeTruthy();
    stop();
  });
});
