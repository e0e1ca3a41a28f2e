/**
 * A seat filled by the searching bot: it thinks in a worker thread (any
 * message end that serves `serveSearch` for the host's games), so the host
 * keeps answering other matches and seats while it does.
 *
 * @module
 */
import { heuristicBot } from '../bots';
import { searchInWorker, type MessageEnd, type SearchBudget } from '../bots/search';
import type { SearchTuning } from '../engine/definition';
import type { Game } from '../engine/game';
import type { Action, MatchView } from '../engine/types';

/**
 * Where the host's searching bots think: a worker serving `serveSearch` for
 * the host's games (a `node:worker_threads` Worker), and how long each move.
 *
 * @example
 * ```ts
 * // search-worker.js: serveSearch(parentPort, { myitkyina });
 * const worker = new Worker(new URL('./search-worker.js', import.meta.url), { resourceLimits: HOST_WORKER_LIMITS });
 * const host = await Host.open({ games: [myitkyina], sql, search: { worker, budget: { ms: 1000 } } });
 * await host.create({ game: 'myitkyina', bots: { japanese: 'search' } });
 * ```
 * @category Server
 */
export interface SearchSeats {
  /** The worker the searches run in (its game ids are the host's). */
  readonly worker: MessageEnd;
  /** Each move's budget: iterations, or milliseconds of the worker's clock. */
  readonly budget: SearchBudget;
  /** The search's tuning (depth, exploration), if not the game's own. */
  readonly tuning?: SearchTuning;
}

/**
 * The searching bot's move for a side's view, thought out in the worker; if
 * the worker cannot answer (it stopped, it lacks the game), the heuristic
 * bot's move with the same seed, so a seat never stalls.
 *
 * @internal
 */
export async function searchMove(search: SearchSeats, game: Game, view: MatchView, seed: number): Promise<Action> {
  try {
    return (await searchInWorker(search.worker, { ...search.tuning, game: game.id, view, budget: search.budget, seed })).action;
  } catch {
    return heuristicBot(seed, game).choose(view);
  }
}
