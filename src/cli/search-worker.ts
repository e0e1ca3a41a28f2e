/**
 * The worker thread `hexwar serve` runs its searching bots in: it serves
 * search requests for every shipped game, so the host keeps answering while a
 * bot thinks.
 *
 * @internal
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { serveSearch } from '../bots/search';
import type { Game } from '../engine/game';
import { gameIds, shippedGame } from '../../games';

if (parentPort) {
  const port = parentPort;
  void Promise.all(gameIds.map(async (id) => [id, await shippedGame(id)] as const)).then((loaded) => serveSearch(port, Object.fromEntries(loaded.filter((e): e is readonly [string, Game] => e[1] !== undefined))));
}
