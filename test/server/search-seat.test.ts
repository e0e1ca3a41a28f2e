/**
 * The searching bot in a host's seat: it thinks in a worker thread, so while
 * it does the host answers other matches (created, played, listed) at once;
 * then it moves. A host without a search worker refuses a match that asks for
 * one, in words.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Host, listen, openPglite, type Listening, type Sql } from '../../src/server';
import { myitkyina } from '../../games/myitkyina';
import { race } from '../support/race';
import { request } from './support';
import { heuristicBot } from '../../src/bots';
import type { MessageEnd, SearchRequest } from '../../src/bots/search';
import { unsearched } from '../../src/bots/search/search';
import type { Game } from '../../src/engine';

let sql: Sql;
let worker: Worker;
let host: Host;
let on: Listening;
/** How long the bot thinks a move, by the worker's clock. */
const THINK_MS = 4000;

beforeAll(async () => {
  const url = new URL('../support/search-worker.ts', import.meta.url);
  // From source, the worker registers tsx's loader itself.
  worker = new Worker(`import('tsx/esm/api').then((t) => t.register()).then(() => import(${JSON.stringify(url.href)}));`, { eval: true });
  sql = await openPglite('memory://');
  host = await Host.open({ games: [myitkyina, race], sql, search: { worker, budget: { ms: THINK_MS } } });
  on = await listen(host);
}, 120_000);
afterAll(async () => {
  host.close();
  await on.close();
  await sql.close();
  await worker.terminate();
});

const version = async (id: string) => Number((await sql.query<{ version: number }>('SELECT version FROM hexwar_matches WHERE id = $1', [id])).rows[0]!.version);

describe('a seat filled by the searching bot', () => {
  it('thinks in its worker: meanwhile the host creates, plays and lists other matches at once; then it moves', async () => {
    // Red moves first in the race: the searching bot starts thinking as the match is made. (A game with no
    // set-up: a set-up placement gets only a small share of the budget, issue 40.)
    const thinking = await request(on.url, 'POST', '/matches', { game: 'race', bots: { red: 'search' } });
    expect(thinking.status).toBe(201);
    const id = (thinking.body as { id: string }).id;
    const started = Date.now();
    const waits: number[] = [];
    const timed = async <T>(f: () => Promise<T>): Promise<T> => {
      const t = Date.now();
      const r = await f();
      waits.push(Date.now() - t);
      return r;
    };
    // Another match, two seats for people: made, acted on, listed, read, while the bot thinks.
    const other = await timed(() => request(on.url, 'POST', '/matches', { game: 'myitkyina', listed: true }));
    expect(other.status).toBe(201);
    const { id: otherId, tokens } = other.body as { id: string; tokens: Record<string, string> };
    for (const [unit, hex] of [['1/114', 'F4'], ['2/114', 'F5'], ['3/114', 'G4']]) {
      const r = await timed(() => request(on.url, 'POST', `/matches/${otherId}/act`, { action: { type: 'deploy', unit, hex }, clientId: `c-${unit}` }, tokens['japanese']));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await timed(() => request(on.url, 'GET', '/matches'))).status).toBe(200);
    expect((await timed(() => request(on.url, 'GET', `/matches/${otherId}`, undefined, tokens['allied']))).status).toBe(200);
    const busy = Date.now() - started;
    // All that while the search was still under way: the bot's match has not moved yet.
    expect(busy, 'the requests were answered within the search').toBeLessThan(THINK_MS);
    expect(await version(id), 'the bot is still thinking').toBe(1);
    // Each answer came at once, not after the search (a search on the host's own thread would hold every one up to 4 s).
    expect(Math.max(...waits), `answers while the bot thinks: ${waits.join(', ')} ms`).toBeLessThan(THINK_MS / 3);
    // Then it moves: its first run, one action per search.
    const deadline = Date.now() + 60_000;
    while ((await version(id)) === 1 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 100));
    expect(await version(id), 'the searching bot moved').toBeGreaterThan(1);
    expect(Date.now() - started, 'after thinking its budget').toBeGreaterThanOrEqual(THINK_MS - 100);
    const change = await sql.query<{ kind: string; side: string; client_id: string }>('SELECT kind, side, client_id FROM hexwar_changes WHERE match_id = $1 AND version = 2', [id]);
    expect(change.rows[0]).toMatchObject({ kind: 'act', side: 'red', client_id: 'bot:1' });
  }, 120_000);

  it('a host with no search worker refuses a match that asks for the searching bot, and makes nothing', async () => {
    const plain = await Host.open({ games: [myitkyina], sql });
    const before = (await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM hexwar_matches')).rows[0]!.n;
    await expect(plain.create({ game: 'myitkyina', bots: { japanese: 'search' } })).rejects.toThrow(/runs no searching bot/);
    expect((await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM hexwar_matches')).rows[0]!.n).toBe(before);
    plain.close();
  });
});

describe("a searching seat's turn (issue 40 item 4: a budget by the turn, capped by the move)", () => {
  it("each move gets at most the move's budget and what is left of the turn's; past the turn's time, a twentieth of it", async () => {
    // A worker that takes exactly the time it is given and plays the heuristic's move: the budgets asked are the record.
    const asked: { turn: number; ms: number }[] = [];
    const listeners: ((m: unknown) => void)[] = [];
    const fake: MessageEnd = {
      postMessage(message) {
        const { id, request: r } = message as { id: number; request: SearchRequest };
        const ms = 'ms' in r.budget ? r.budget.ms : 0;
        asked.push({ turn: r.view.turn, ms });
        const action = heuristicBot(1, myitkyina as unknown as Game).choose(r.view);
        // A little past what it was given (a timer may fire a hair early): the host counts a move at most its budget.
        setTimeout(() => listeners.forEach((l) => l({ id, action, stats: { ...unsearched(r.view.side, ms), iterations: 1 } })), ms + 5);
      },
      on(type, listener) {
        if (type === 'message') listeners.push(listener);
      },
    };
    const timed = await Host.open({ games: [myitkyina], sql, search: { worker: fake, budget: { ms: 40 } }, searchTurnMs: 100 });
    try {
      // The Japanese set up first, one unit a move: a turn of five moves the bot must think about (forced ones ask no worker).
      const made = await timed.create({ game: 'myitkyina', bots: { japanese: 'search' } });
      const deadline = Date.now() + 30_000;
      while (asked.filter((a) => a.turn === 0).length < 5 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 20));
      const setUp = asked.filter((a) => a.turn === 0).map((a) => a.ms);
      expect(made.id).toBeTruthy();
      // 40 + 40 + 20 fill the turn's 100 ms (a move's wait may run a little past what it was given: never counted past it).
      expect(setUp.slice(0, 3)).toEqual([40, 40, 20]);
      expect(setUp.slice(3, 5)).toEqual([2, 2]);
    } finally {
      timed.close();
    }
  }, 60_000);

  it('a turn budget that is not a positive number of milliseconds is refused when the host opens', async () => {
    await expect(Host.open({ games: [myitkyina], sql, searchTurnMs: 0 })).rejects.toThrow(/searchTurnMs is a number of milliseconds above 0 \(it was 0\)/);
  });
});
