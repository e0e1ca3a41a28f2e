/**
 * The host's bots in a pool of worker threads (issue 37): the same move the
 * bot makes on the main thread, matches served in turn (one with many moves
 * waiting cannot starve another), a worker that stops is started again, and a
 * host with a pool plays its bot seats through it.
 */
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BotPool, Host, listen, openPglite } from '../../src/server';
import { heuristicBot, randomBot } from '../../src/bots';
import { createMatch as createLocal, view, type Game } from '../../src';
import { createMatch } from '../../src/client';
import { myitkyina } from '../../games/myitkyina';
import { meiktila } from '../../games/meiktila';
import { on } from './support';

const spawn = () => {
  const url = new URL('../support/bot-worker.ts', import.meta.url);
  // From source, the worker registers tsx's loader itself.
  return new Worker(`import('tsx/esm/api').then((t) => t.register()).then(() => import(${JSON.stringify(url.href)}));`, { eval: true });
};

const game = myitkyina as unknown as Game;
const seen = view(game, createLocal(game, { seed: 3 }), 'japanese');

describe('the bots’ worker pool', () => {
  it('chooses the move the same bot and seed choose on the main thread', async () => {
    const pool = BotPool.start(spawn, 2);
    try {
      for (const seed of [1, 2, 3]) {
        expect(await pool.think('m', { game: 'myitkyina', view: seen, bot: 'heuristic', seed })).toEqual(heuristicBot(seed, game).choose(seen));
        expect(await pool.think('m', { game: 'myitkyina', view: seen, bot: 'random', seed })).toEqual(randomBot(seed, game).choose(seen));
      }
      await expect(pool.think('m', { game: 'chess', view: seen, bot: 'heuristic', seed: 1 })).rejects.toThrow(/knows no game "chess"/);
    } finally {
      await pool.close();
    }
  });

  it('serves matches in turn: a match asking after another’s five moves waits for one of them, not all five', async () => {
    const pool = BotPool.start(spawn, 1);
    try {
      await pool.think('warm-up', { game: 'myitkyina', view: seen, bot: 'heuristic', seed: 0 });
      const order: string[] = [];
      const asks = [1, 2, 3, 4, 5].map((k) => pool.think('busy', { game: 'myitkyina', view: seen, bot: 'heuristic', seed: k }).then(() => order.push(`busy${k}`)));
      asks.push(pool.think('quiet', { game: 'myitkyina', view: seen, bot: 'heuristic', seed: 9 }).then(() => order.push('quiet')));
      await Promise.all(asks);
      // busy1 was under way and busy2 in line before quiet asked; then quiet's turn comes (first come, first served would make it sixth).
      expect(order).toEqual(['busy1', 'busy2', 'quiet', 'busy3', 'busy4', 'busy5']);
    } finally {
      await pool.close();
    }
  });

  it('a worker that stops is started again: the move it was choosing is refused, the next is answered', async () => {
    const pool = BotPool.start(spawn, 1);
    try {
      await pool.think('m', { game: 'myitkyina', view: seen, bot: 'heuristic', seed: 1 });
      const slots = (pool as unknown as { slots: { worker: Worker }[] }).slots;
      // A search of half a minute (the set-up's share set to all of it), so the worker is still choosing when it
      // stops: a quick heuristic move could be answered before the worker stopped (seen once in CI on Node 20).
      const asked = pool.think('m', { game: 'myitkyina', view: seen, bot: 'search', budget: { ms: 30_000 }, tuning: { setupShare: 1 }, seed: 2 });
      await slots[0]!.worker.terminate();
      await expect(asked).rejects.toThrow(/worker stopped/);
      expect(await pool.think('m', { game: 'myitkyina', view: seen, bot: 'heuristic', seed: 3 })).toEqual(heuristicBot(3, game).choose(seen));
      expect(pool.alive).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('a host with a pool plays its bot seats through it, and says in /health how many moves wait', async () => {
    const sql = await openPglite('memory://');
    const pool = BotPool.start(spawn, 1);
    const host = await Host.open({ games: [myitkyina, meiktila], sql, bots: pool, limits: { botOnlyMovesPerMinute: 1e6 } });
    const l = await listen(host);
    try {
      const { id } = await createMatch(on(l), { game: 'meiktila', bots: { allied: 'heuristic', japanese: 'heuristic' } });
      const version = async () => Number((await sql.query<{ version: number }>('SELECT version FROM hexwar_matches WHERE id = $1', [id])).rows[0]!.version);
      for (let v = await version(); v < 20; v = await version()) await new Promise((r) => setTimeout(r, 20));
      // Each move was the pool's: none is left waiting on the host's thread.
      expect(host.counts().botsQueued).toBeLessThanOrEqual(1);
    } finally {
      host.close();
      await l.close();
      await pool.close();
      await sql.close();
    }
  });
});
