/**
 * The search bot off the main thread: a page stays responsive while the bot
 * thinks. The worker serves requests on its message port; the page asks with
 * {@link searchInWorker}. Views and actions are plain JSON, so they cross as
 * they are; each side loads the games itself (a game is code, not data).
 *
 * In a browser (`search.worker.ts`, bundled as a module worker):
 *
 * ```ts
 * import { serveSearch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 * serveSearch(self, { meiktila });
 * ```
 *
 * and on the page:
 *
 * ```ts
 * const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
 * const { action } = await searchInWorker(worker, { game: 'meiktila', view: view(meiktila, state, 'allied'), budget: { ms: 500 } });
 * ```
 *
 * In Node, the worker file calls `serveSearch(parentPort!, { meiktila })` and
 * the caller makes a `new Worker(file)` from `node:worker_threads`.
 */
import type { Game } from "../../engine/game";
import type { Action, MatchView, Position } from "../../engine/types";
import { forAnySpec } from "../index";
import {
  forcedAction,
  search,
  unsearched,
  type Kept,
  type SearchBudget,
  type SearchResult,
  type SearchStats,
} from "./search";
import type { SearchTuning, Spec } from "../../engine/definition";

/**
 * Something messages can be posted to and heard from: a Web Worker, its `self`, or a Node `Worker` or `MessagePort`.
 *
 * @example
 * ```ts
 * import { Worker } from 'node:worker_threads';
 * import { searchInWorker } from 'hexwar';
 *
 * // A Node Worker is a MessageEnd; so is a browser's `new Worker(url, { type: 'module' })`, and `self` inside it.
 * const worker = new Worker(new URL('./search-worker.js', import.meta.url));
 * ```
 */
export interface MessageEnd {
  /** Sends a message (structured-cloned). */
  postMessage(message: unknown): void;
  /** Web style: events with `data` (browsers; Node's `MessagePort` too). The listener is typed loosely, as each host types its events. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  addEventListener?(type: "message" | "error" | "messageerror", listener: (event: any) => void): void;
  /** Node style: the message itself (Node's `Worker`), its `error` and its `exit`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on?(type: "message" | "error" | "messageerror" | "exit", listener: (message: any) => void): void;
}

/**
 * A request to a search worker: which game, the view to choose from, and the
 * search's budget, tuning and seed.
 *
 * @example
 * ```ts
 * import { createMatch, searchInWorker, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * await searchInWorker(worker, {
 *   game: 'myitkyina',                          // as the worker's serveSearch registered it
 *   view: view(myitkyina, state, 'japanese'),   // what the searching side sees, no more
 *   budget: { iterations: 500 },
 *   seed: 7,
 * });
 * ```
 * @category Bots
 */
export interface SearchRequest extends SearchTuning {
  /** The game's id, as the worker registered it. */
  readonly game: string;
  /** The searching side's view (of any game: a table game's positions are points). */
  readonly view: MatchView<unknown, Position>;
  /** Iterations or milliseconds (wall clock in the worker). */
  readonly budget: SearchBudget;
  /** The seed (default 0). */
  readonly seed?: number | string;
  /**
   * A name for the seat this search is for, unique to one match and side
   * (and renamed whenever that seat's history changes but by its own moves, as
   * after an undo): the worker keeps the played move's subtree under it, and
   * the seat's next request, one step on, starts from it (see the tuning
   * `keep`). Without it the worker keeps nothing. A worker keeps the eight
   * seats searched last.
   */
  readonly seat?: string;
}

/** How many seats' subtrees a worker keeps, the least recently searched dropped first. */
const KEPT_SEATS = 8;

/** What a worker answers: the action and the search's figures, or why it could not. */
type SearchReply =
  | {
      readonly id: number;
      readonly action: Action;
      readonly stats: SearchStats;
    }
  | { readonly id: number; readonly error: string };

function listen(end: MessageEnd, listener: (data: unknown) => void): void {
  if (end.addEventListener)
    end.addEventListener("message", (e: { readonly data: unknown }) =>
      listener(e.data)
    );
  else if (end.on) end.on("message", listener);
  else throw new TypeError("a message end needs addEventListener or on");
}

/**
 * Calls `fail` with the reason when a worker can no longer answer: its script
 * threw (a module that failed to load), a message could not be read, or it
 * exited. Without this a request to a dead worker would wait for ever.
 */
function onFailure(end: MessageEnd, fail: (why: string) => void): void {
  const reason = (e: unknown): string =>
    e instanceof Error ? e.message : typeof e === "object" && e !== null && "message" in e ? String((e as { message: unknown }).message) : String(e);
  if (end.on) {
    end.on("error", (e) => fail(`its script failed: ${reason(e)}`));
    end.on("messageerror", () => fail("it sent a message that could not be read"));
    end.on("exit", (code) => fail(`it stopped (exit code ${String(code)})`));
  } else if (end.addEventListener) {
    end.addEventListener("error", (e) => fail(`its script failed: ${reason(e)}`));
    end.addEventListener("messageerror", () => fail("it sent a message that could not be read"));
  }
}

/**
 * Serves search requests on a worker's message port: each request gets one
 * answer, in the order asked.
 *
 * @example
 * ```ts
 * // search-worker.ts, run in a worker thread
 * import { parentPort } from 'node:worker_threads';
 * import { serveSearch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * serveSearch(parentPort!, { myitkyina });
 * ```
 * @param games - the games the worker knows, by the id requests give.
 * @category Bots
 */
export function serveSearch<G extends Spec = never>(
  port: MessageEnd,
  games: { readonly [id: string]: Game<G> | Game<never> | Game }
): void {
  const kept = new Map<string, Kept>();
  listen(port, (data) => {
    const { id, request } = data as { id: number; request: SearchRequest };
    let reply: SearchReply;
    try {
      const game = games[request.game];
      if (!game)
        throw new Error(
          `this worker knows no game "${String(request.game).slice(
            0,
            40
          )}" (it knows ${Object.keys(games).join(", ")})`
        );
      const { game: _g, view: v, seat, ...opts } = request;
      const seatKey = typeof seat === "string" ? seat : undefined;
      let stats: SearchStats | undefined;
      // Through forAnySpec, which reads a view of any game (a table game's too) as the search does.
      const action = forAnySpec((_seed, plain) => ({
        name: "search",
        choose: (view) => {
          const r = search(plain, view, { seed: 0, ...opts }, seatKey === undefined ? null : kept.get(seatKey) ?? null);
          stats = r.stats;
          if (seatKey !== undefined) {
            // Least recently searched first out: a Map iterates in insertion order.
            kept.delete(seatKey);
            if (r.kept) kept.set(seatKey, r.kept);
            for (const k of kept.keys()) if (kept.size > KEPT_SEATS) kept.delete(k);
          }
          return r.action;
        },
      }))(0, game).choose(v);
      if (!stats) throw new Error("the search reported no figures");
      reply = { id, action, stats };
    } catch (e) {
      reply = { id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(reply);
  });
}

const pending = new WeakMap<
  MessageEnd,
  {
    next: number;
    /** Why the worker can no longer answer, once it cannot. */
    failed?: string;
    waiting: Map<
      number,
      { resolve: (r: SearchResult) => void; reject: (e: Error) => void }
    >;
  }
>();

/**
 * Asks a search worker (one running {@link serveSearch}) to choose an action;
 * resolves with it and the search's figures, or rejects with the worker's
 * reason. Several requests may be under way at once. When the worker fails
 * (its script throws, say a module that does not load, or it exits), every
 * request waiting and every later one rejects with why. A forced decision
 * (the view offers one action) is answered at once, without asking the
 * worker: the action the search would return, with no iterations.
 *
 * @example
 * ```ts
 * import { Worker } from 'node:worker_threads';
 * import { createMatch, searchInWorker, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const worker = new Worker(new URL('./search-worker.js', import.meta.url)); // one running serveSearch
 * const state = createMatch(myitkyina, { seed: 1 });
 * const { action, stats } = await searchInWorker(worker, { game: 'myitkyina', view: view(myitkyina, state, 'japanese'), budget: { ms: 500 } });
 * ```
 * @category Bots
 */
export function searchInWorker(
  worker: MessageEnd,
  request: SearchRequest
): Promise<SearchResult> {
  const forced = forcedAction(request.view.actions);
  if (forced)
    return Promise.resolve({
      action: forced,
      stats: unsearched(request.view.side, 0),
    });
  let link = pending.get(worker);
  if (!link) {
    const made: { next: number; failed?: string; waiting: Map<number, { resolve: (r: SearchResult) => void; reject: (e: Error) => void }> } = { next: 1, waiting: new Map() };
    pending.set(worker, made);
    onFailure(worker, (why) => {
      made.failed ??= `the search worker cannot answer: ${why}`;
      for (const w of made.waiting.values()) w.reject(new Error(made.failed));
      made.waiting.clear();
    });
    listen(worker, (data) => {
      const r = data as SearchReply;
      const w = made.waiting.get(r.id);
      if (!w) return;
      made.waiting.delete(r.id);
      if ("error" in r) w.reject(new Error(r.error));
      else w.resolve({ action: r.action, stats: r.stats });
    });
    link = made;
  }
  const id = link.next++;
  const l = link;
  return new Promise((resolve, reject) => {
    if (l.failed !== undefined) return reject(new Error(l.failed));
    l.waiting.set(id, { resolve, reject });
    worker.postMessage({ id, request });
  });
}
