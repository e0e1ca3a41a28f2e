/**
 * The worker threads `hexwar serve` chooses its bots' moves in (heuristic,
 * random and searching): it serves bot requests for every shipped game, so
 * the host's thread only applies the moves.
 *
 * @internal
 * @module
 */
import { parentPort } from 'node:worker_threads';
import { serveBots } from '../server/bot-pool';
import type { Game } from '../engine/game';
import { gameIds, shippedGame } from '../../games';

if (parentPort) {
  const port = parentPort;
  void Promise.all(gameIds.map(async (id) => [id, await shippedGame(id)] as const)).then((loaded) => serveBots(port, Object.fromEntries(loaded.filter((e): e is readonly [string, Game] => e[1] !== undefined))));
}
