/**
 * The host's bots off its main thread: a pool of worker threads, each
 * choosing one bot move at a time, fed fairly across matches. On the main
 * thread one heuristic move held every socket of the host up to 69 ms in
 * Greater East Asia and 158 ms in Pacific skirmish; twenty bot matches made a
 * person's answer wait 0.9 s. In the pool a person's action never waits
 * behind a bot, and the k-th match's bot waits for one move of each match
 * ahead of it, not for all of their moves.
 *
 * @module
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { heuristicBot, randomBot } from '../bots';
import { searchBot, type MessageEnd, type SearchBudget } from '../bots/search';
import type { SearchTuning } from '../engine/definition';
import type { Game } from '../engine/game';
import type { Action, MatchView } from '../engine/types';

/** Which bot plays a seat. @category Server */
export type BotName = 'heuristic' | 'random' | 'search';

/**
 * One bot move to choose: the game, the side's view, which bot, its seed, and
 * for the searching bot its budget and tuning.
 *
 * @category Server
 */
export interface BotRequest {
  /** The game's id, as the worker knows it. */
  readonly game: string;
  /** The acting side's view. */
  readonly view: MatchView;
  /** The bot. */
  readonly bot: BotName;
  /** The bot's seed (its tie-breaks). */
  readonly seed: number;
  /** The searching bot's budget (needed for `search`). */
  readonly budget?: SearchBudget;
  /** The searching bot's tuning, if not the game's own. */
  readonly tuning?: SearchTuning;
}

/** A worker's answer. */
type BotReply = { readonly id: number; readonly action: Action } | { readonly id: number; readonly error: string };

/**
 * Serves bot moves on a worker's message port, one at a time, in the order
 * asked (the pool sends a worker one request at a time).
 *
 * @example
 * ```ts
 * // bot-worker.js
 * import { parentPort } from 'node:worker_threads';
 * import { serveBots } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * serveBots(parentPort!, { myitkyina });
 * ```
 * @category Server
 */
export function serveBots(port: MessageEnd, games: { readonly [id: string]: Game }): void {
  const answer = (data: unknown) => {
    const { id, request } = data as { id: number; request: BotRequest };
    let reply: BotReply;
    try {
      const game = games[request.game];
      if (!game) throw new Error(`this worker knows no game "${String(request.game).slice(0, 40)}" (it knows ${Object.keys(games).join(', ')})`);
      const bot =
        request.bot === 'search'
          ? searchBot({ ...request.tuning, budget: request.budget ?? { iterations: 100 }, seed: request.seed })(request.seed, game)
          : (request.bot === 'random' ? randomBot : heuristicBot)(request.seed, game);
      reply = { id, action: bot.choose(request.view) };
    } catch (e) {
      reply = { id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  };
  if (port.on) port.on('message', answer);
  else if (port.addEventListener) port.addEventListener('message', (e: { data: unknown }) => answer(e.data));
}

/** A request waiting for a worker, with the promise to settle. */
interface Queued {
  readonly request: BotRequest;
  readonly resolve: (a: Action) => void;
  readonly reject: (e: Error) => void;
}

/** A worker of the pool and what it is doing. */
interface Slot {
  worker: Worker;
  busy: { readonly id: number; readonly job: Queued } | null;
  alive: boolean;
}

/**
 * Worker threads that choose bot moves for a host (see {@link serveBots}).
 * Requests queue per match and are taken from the matches in turn: a match
 * with many moves to make cannot starve another. A worker that stops is
 * started again; the move it was choosing is refused (the host then plays it
 * on its own thread).
 *
 * @example
 * ```ts
 * import { Worker } from 'node:worker_threads';
 * import { BotPool, Host, HOST_WORKER_LIMITS } from 'hexwar/server';
 * // Each worker's young generation bounded as the host's own threads' are (see HOST_WORKER_LIMITS).
 * const pool = BotPool.start(() => new Worker(new URL('./bot-worker.js', import.meta.url), { resourceLimits: HOST_WORKER_LIMITS }));
 * const host = await Host.open({ games, sql, bots: pool });
 * ```
 * @category Server
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  /** Waiting requests by match, the matches in the order they are served. */
  private readonly queues = new Map<string, Queued[]>();
  private nextId = 1;
  private closed = false;

  private constructor(private readonly spawn: () => Worker) {}

  /**
   * Starts `size` workers (default one fewer than the machine's cores, at
   * least one: the host's own thread keeps a core for the sockets).
   */
  static start(spawn: () => Worker, size = Math.max(1, availableParallelism() - 1)): BotPool {
    const pool = new BotPool(spawn);
    for (let i = 0; i < size; i++) pool.slots.push(pool.startSlot());
    return pool;
  }

  private startSlot(): Slot {
    const slot: Slot = { worker: this.spawn(), busy: null, alive: true };
    slot.worker.on('message', (data: unknown) => {
      const r = data as BotReply;
      const busy = slot.busy;
      if (!busy || busy.id !== r.id) return;
      slot.busy = null;
      if ('error' in r) busy.job.reject(new Error(r.error));
      else busy.job.resolve(r.action);
      this.dispatch();
    });
    const lost = (why: string) => {
      if (!slot.alive) return;
      slot.alive = false;
      slot.busy?.job.reject(new Error(`the bot's worker stopped: ${why}`));
      slot.busy = null;
      const i = this.slots.indexOf(slot);
      if (i >= 0 && !this.closed) {
        this.slots[i] = this.startSlot();
        this.dispatch();
      }
    };
    slot.worker.on('error', (e) => lost(e.message));
    slot.worker.on('exit', (code) => lost(`exit code ${code}`));
    // The host may exit while a worker is idle.
    slot.worker.unref();
    return slot;
  }

  /** Chooses a move for a seat of `match` in a worker; rejects if the worker cannot. */
  think(match: string, request: BotRequest): Promise<Action> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise((resolve, reject) => {
      const q = this.queues.get(match);
      if (q) q.push({ request, resolve, reject });
      else this.queues.set(match, [{ request, resolve, reject }]);
      this.dispatch();
    });
  }

  /** Hands waiting requests to idle workers, one match at a time in turn. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy || !slot.alive) continue;
      const next = this.queues.entries().next();
      if (next.done) return;
      const [match, q] = next.value;
      const job = q.shift()!;
      // The match goes to the back of the line: the others are served before its next move.
      this.queues.delete(match);
      if (q.length > 0) this.queues.set(match, q);
      const id = this.nextId++;
      slot.busy = { id, job };
      slot.worker.postMessage({ id, request: job.request });
    }
  }

  /** Moves waiting for a worker. */
  get queued(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  /** Whether every worker is running. */
  get alive(): boolean {
    return !this.closed && this.slots.every((s) => s.alive);
  }

  /** Stops the workers; waiting moves are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queues.values()) for (const j of q) j.reject(new Error('the bot pool is closed'));
    this.queues.clear();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
