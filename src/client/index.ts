/**
 * `hexwar/client`: a small, browser-safe client for a `hexwar serve` host.
 * HTTP for the lobby, one WebSocket per seat for play. It reconnects by itself
 * and resends what was not answered with the same client id, so nothing is
 * applied twice and nothing is lost.
 *
 * @module hexwar/client
 */
import type { ActionArg, ActionInput, AnySpec, Spec, ViewOf } from '../engine/definition';
import { fillAction } from '../engine/legal';
import type { Created, CreateRequest, Done, HostError, HostMessage, Joined, MatchSummary, StateMessage } from '../server/protocol';

/**
 * Fills a descriptor of a seat's view into the action to send: its fixed
 * fields, a value for each chosen field, and each open field (a point, a path,
 * a facing, a team's paths, an arrival order) as the player gave it. The host
 * checks it like any other action. See the core's `fillAction`.
 *
 * @example
 * ```ts
 * const d = seat.state!.view.actions.find((x) => x.type === 'move' && x.fixed?.['figure'] === 'us-lt')!;
 * await seat.act(fillAction(d, { path: [{ x: 22, y: 3 }, { x: 23, y: 6 }] }));
 * ```
 * @category Client
 */
export { fillAction };

export type { Created, CreateRequest, Done, HostError, HostMessage, Joined, MatchSummary, SeenChange, StateMessage } from '../server/protocol';

/**
 * The host's `state` message: a seat's view, the changes since the last one,
 * the result; typed by the game's spec when the seat was opened with one
 * (`connectSeat<GameSpec<typeof myitkyina>>(…)`).
 *
 * @category Client
 */
export type SeatState<G extends Spec = AnySpec> = Omit<StateMessage, 'side' | 'view'> & {
  /** The seat's side, or `null` for a spectator. */
  readonly side: G['side'] | null;
  /** What this seat may see (the engine's `view`; a spectator's has no actions). */
  readonly view: ViewOf<G>;
};

/**
 * A shipped or defined game's spec, read from the game object's type: what
 * `connectSeat` takes to type a seat by its game (its sides, its view, its
 * verbs) without loading the game.
 *
 * @example
 * ```ts
 * import { connectSeat, type GameSpec } from 'hexwar/client';
 * import type { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const seat = connectSeat<GameSpec<typeof myitkyina>>({ url: 'http://localhost:8080' }, matchId, token);
 * await seat.act({ type: 'deploy', unit: '1/114', hex: 'B1' }); // { type: 'place' } would not compile
 * ```
 * @category Client
 */
export type GameSpec<
  T extends {
    /** The game's spec: a type only, never set at run time. */
    readonly spec?: Spec;
  },
> = NonNullable<T['spec']>;

/**
 * A refusal from the host, thrown by the client's calls.
 *
 * @example
 * ```ts
 * import { connectSeat, HostRefusal } from 'hexwar/client';
 *
 * const seat = connectSeat({ url: 'http://localhost:8080' }, matchId, token);
 * try {
 *   await seat.act({ type: 'deploy', unit: '1/114', hex: 'B1' });
 * } catch (e) {
 *   if (e instanceof HostRefusal) console.log(e.error.code, e.error.message); // e.g. 'illegal-action' and why, in a player's words
 * }
 * ```
 * @category Client
 */
export class HostRefusal extends Error {
  /** The host's error: code, message in a player's words, the rule when a rule refused. */
  readonly error: HostError;
  /** The HTTP status (0 for a socket reply). */
  readonly status: number;
  constructor(error: HostError, status = 0) {
    super(error.message);
    this.name = 'HostRefusal';
    this.error = error;
    this.status = status;
  }
}

/**
 * What the client needs of its platform (the browser's own by default).
 *
 * @example
 * ```ts
 * import { connectSeat, type ClientOptions } from 'hexwar/client';
 *
 * // A browser's (or Node 22's) WebSocket and fetch are used; give your own to log or to test.
 * const host: ClientOptions = { url: 'http://localhost:8080', fetch: (input, init) => fetch(input, init) };
 * const seat = connectSeat(host, matchId, token);
 * ```
 * @category Client
 */
export interface ClientOptions {
  /** The host's base URL, e.g. `http://localhost:8080`. */
  readonly url: string;
  /** A WebSocket constructor (in Node before 22: `ws`'s). */
  readonly WebSocket?: WebSocketConstructor;
  /** A fetch function. */
  readonly fetch?: typeof fetch;
  /**
   * The version whose changes the first state starts after: `0` asks for the
   * whole log this seat may see (a page that rejoins after a reload), a version
   * the page already holds for the rest. Left out, the first state carries the
   * view without past changes. Reconnecting asks from the last state held.
   */
  readonly since?: number;
}

/** A WebSocket class: the browser's, or `ws`'s in Node. @category Client */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** The part of a WebSocket the client uses. @category Client */
export interface WebSocketLike {
  /** 1 when open. */
  readonly readyState: number;
  /** Sends a text message. */
  send(data: string): void;
  /** Closes the socket. */
  close(code?: number, reason?: string): void;
  /** Called when it opens. */
  onopen: SocketHandler<unknown> | null;
  /** Called with each message. */
  onmessage: SocketHandler<{ readonly data: unknown }> | null;
  /** Called when it closes. */
  onclose: SocketHandler<unknown> | null;
  /** Called on an error. */
  onerror: SocketHandler<unknown> | null;
}

/**
 * A socket's event handler as the client sets it. Written as a method's type so that a socket
 * whose handlers take a richer event (`ws`'s `MessageEvent`, the browser's) fits without a cast:
 * the client only assigns handlers, the socket calls them with its own events.
 */
type SocketHandler<E> = { handle(ev: E): void }['handle'];

const OPEN = 1;

/** A fresh client id: random, so a retry is the only way to repeat one. */
function clientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function call<T>(opts: ClientOptions, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const f = opts.fetch ?? fetch;
  const res = await f(`${opts.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const out = (await res.json()) as { error?: HostError };
  if (!res.ok || out.error) throw new HostRefusal(out.error ?? { code: 'internal-error', message: `the host answered ${res.status}` }, res.status);
  return out as T;
}

/**
 * Creates a match: its id and a token per seat no bot fills (hand each token to
 * its player only: whoever holds it plays that side).
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar/client';
 * const { id, tokens } = await createMatch({ url }, { game: 'myitkyina', bots: { japanese: 'heuristic' } });
 * ```
 * @category Client
 */
export function createMatch(opts: ClientOptions, req: CreateRequest): Promise<Created> {
  return call(opts, 'POST', '/matches', req);
}

/**
 * Listed matches with a seat open.
 *
 * @example
 * ```ts
 * import { joinMatch, openMatches } from 'hexwar/client';
 *
 * const host = { url: 'http://localhost:8080' };
 * const waiting = await openMatches(host);
 * const match = waiting.find((m) => m.game === 'myitkyina' && m.open.includes('japanese'));
 * if (match) await joinMatch(host, match.id, 'japanese');
 * ```
 * @category Client
 */
export async function openMatches(opts: ClientOptions): Promise<MatchSummary[]> {
  return (await call<{ matches: MatchSummary[] }>(opts, 'GET', '/matches')).matches;
}

/**
 * Takes an open seat of a listed match (any, or the side named).
 *
 * @example
 * ```ts
 * import { connectSeat, joinMatch } from 'hexwar/client';
 *
 * const host = { url: 'http://localhost:8080' };
 * const { side, token } = await joinMatch(host, 'a1b2c3'); // any open seat
 * const seat = connectSeat(host, 'a1b2c3', token);         // keep the token: it is the seat
 * ```
 * @category Client
 */
export function joinMatch(opts: ClientOptions, match: string, side?: string): Promise<Joined> {
  return call(opts, 'POST', `/matches/${encodeURIComponent(match)}/join`, side ? { side } : {});
}

/**
 * One seat (or a spectator, without a token) connected to a match. Every
 * change pushes a `state`; `act`, `undo` and `resign` resolve when the host
 * has applied them (or reject with a {@link HostRefusal}). After a dropped
 * connection it reconnects, asks for what it missed, and resends unanswered
 * requests with their client ids (applied once, whatever happened).
 *
 * @example
 * ```ts
 * import { connectSeat } from 'hexwar/client';
 * const seat = connectSeat({ url, WebSocket }, id, tokens.japanese); // the Japanese set up first
 * seat.onState = (s) => render(s.view, s.changes);
 * await seat.ready;
 * await seat.act({ type: 'deploy', unit: '1/114', hex: 'C6' });
 * ```
 * @category Client
 */
export function connectSeat<G extends Spec = AnySpec>(opts: ClientOptions, match: string, token?: string): SeatConnection<G> {
  return new SeatConnection<G>(opts, match, token);
}

interface Pending {
  readonly message: { type: 'act' | 'undo' | 'resign'; id: number; clientId: string; version?: number; action?: ActionInput };
  resolve(v: Done): void;
  reject(e: unknown): void;
  /** How many times the host has answered too-fast to this message. */
  slowed: number;
}

/** How often a message refused as too-fast is sent again before the refusal reaches the caller. */
const MAX_SLOWED = 6;

/**
 * A seat's connection (see {@link connectSeat}).
 *
 * @example
 * ```ts
 * import { connectSeat } from 'hexwar/client';
 *
 * const seat = connectSeat({ url: 'http://localhost:8080' }, matchId, token);
 * const stop = seat.subscribe((s) => console.log(s.version, s.view.phase, s.changes.length));
 * await seat.ready;
 * await seat.act({ type: 'deploy', unit: '1/114', hex: 'B1' });
 * stop();
 * seat.close();
 * ```
 * @category Client
 */
export class SeatConnection<G extends Spec = AnySpec> {
  /** The last state the host sent (null before the first). */
  state: SeatState<G> | null = null;
  /** Called with each state the host sends (one callback; {@link SeatConnection.subscribe} takes any number). */
  onState: ((s: SeatState<G>) => void) | null = null;
  /** Called with every message as it came, before it is read (for logs and tests). */
  onRaw: ((text: string) => void) | null = null;
  /** Called with errors the host sends outside a reply (a bound passed, a bad message). */
  onError: ((e: HostError) => void) | null = null;
  /** Resolves with the first state. */
  readonly ready: Promise<SeatState<G>>;
  private readonly listeners = new Set<(s: SeatState<G>) => void>();
  private ws: WebSocketLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private closed = false;
  private retries = 0;
  private readyResolve!: (s: SeatState<G>) => void;
  private readyReject!: (e: unknown) => void;

  constructor(
    private readonly opts: ClientOptions,
    /** The match. */
    readonly match: string,
    private readonly token?: string,
  ) {
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    this.open();
  }

  /**
   * Sends an action for this seat (its side comes from the seat). A `too-fast`
   * refusal (the host's actions a second per seat) is sent again, up to six
   * times after waits from 0.1 s doubling to 3.2 s, before it rejects. Where
   * the seat is typed by its game, a verb written out must be one of the game's.
   */
  act<const A extends ActionInput>(action: ActionArg<G, A>, version = this.state?.version): Promise<Done> {
    return this.request({ type: 'act', action: action as ActionInput, ...(version !== undefined ? { version } : {}) });
  }

  /** Takes back this seat's last action, if the rules allow it (see `state.mayUndo`). */
  undo(): Promise<Done> {
    return this.request({ type: 'undo', ...(this.state ? { version: this.state.version } : {}) });
  }

  /** Gives up the match. */
  resign(): Promise<Done> {
    return this.request({ type: 'resign' });
  }

  /**
   * Calls `listener` with each state the host sends from now on (the last one
   * is `seat.state`), beside `onState` and any other listener: a page's map, its
   * log and its state panel each subscribe on their own. Returns the function
   * that stops it.
   *
   * @example
   * ```ts
   * const stop = seat.subscribe((s) => drawMap(s.view));
   * seat.subscribe((s) => appendLog(s.changes));
   * stop(); // the map no longer redraws
   * ```
   */
  subscribe(listener: (s: SeatState<G>) => void): () => void {
    // Each subscription is its own: the same function subscribed twice is called twice, and each stop ends one.
    const own = (s: SeatState<G>) => listener(s);
    this.listeners.add(own);
    return () => void this.listeners.delete(own);
  }

  /** Closes the connection for good. */
  close(): void {
    this.closed = true;
    this.ws?.close();
    for (const p of this.pending.values()) p.reject(new HostRefusal({ code: 'closed', message: 'the connection was closed' }));
    this.pending.clear();
  }

  /** Drops the socket as a network would (the client reconnects): for tests of resync. */
  drop(): void {
    this.ws?.close();
  }

  private request(m: { type: 'act' | 'undo' | 'resign'; action?: ActionInput; version?: number }): Promise<Done> {
    return new Promise((resolve, reject) => {
      const message = { ...m, id: this.nextId++, clientId: clientId() };
      this.pending.set(message.id, { message, resolve, reject, slowed: 0 });
      if (this.ws?.readyState === OPEN) this.ws.send(JSON.stringify(message));
    });
  }

  private open(): void {
    const WS = this.opts.WebSocket ?? (globalThis as unknown as { WebSocket: WebSocketConstructor }).WebSocket;
    const ws = new WS(`${this.opts.url.replace(/^http/, 'ws')}/matches/${encodeURIComponent(this.match)}/socket`);
    this.ws = ws;
    ws.onopen = () => {
      this.retries = 0;
      ws.send(JSON.stringify({ type: 'hello', ...(this.token ? { token: this.token } : {}), ...(this.state ? { since: this.state.version } : this.opts.since !== undefined ? { since: this.opts.since } : {}) }));
      // What was sent and not answered goes again with its client id: the host applies it once.
      for (const p of this.pending.values()) ws.send(JSON.stringify(p.message));
    };
    ws.onmessage = (ev) => {
      const text = String(ev.data);
      this.onRaw?.(text);
      const msg = JSON.parse(text) as HostMessage;
      if (msg.type === 'state') {
        // The host of this match plays the game the seat was typed by: its view is that game's.
        const state = msg as SeatState<G>;
        this.state = state;
        this.readyResolve(state);
        this.onState?.(state);
        for (const listener of [...this.listeners]) listener(state);
      } else if (msg.type === 'reply') {
        const p = msg.id !== undefined ? this.pending.get(msg.id) : undefined;
        if (!p) return;
        // The host asks for patience: the same message (same client id, so it applies
        // once) goes again after a wait that doubles, before the caller hears of it.
        if (!msg.ok && msg.error?.code === 'too-fast' && p.slowed < MAX_SLOWED && !this.closed) {
          const wait = 100 * 2 ** p.slowed++;
          setTimeout(() => {
            if (this.pending.get(p.message.id) === p && this.ws?.readyState === OPEN) this.ws.send(JSON.stringify(p.message));
          }, wait);
          return;
        }
        this.pending.delete(msg.id!);
        if (msg.ok) p.resolve({ version: msg.version ?? 0, ...(msg.duplicate ? { duplicate: true } : {}) });
        else p.reject(new HostRefusal(msg.error ?? { code: 'internal-error', message: 'the host refused without a reason' }));
      } else {
        if (!this.state) this.readyReject(new HostRefusal(msg.error));
        this.onError?.(msg.error);
      }
    };
    ws.onerror = () => {};
    ws.onclose = (ev) => {
      if (this.closed) return;
      // The host turned the hello down (a wrong token): trying again would not help.
      if ((ev as { code?: number }).code === 4001) {
        this.closed = true;
        this.readyReject(new HostRefusal({ code: 'unauthorized', message: 'the host refused this seat' }));
        return;
      }
      // Back off a little, up to two seconds, and come back.
      const wait = Math.min(2000, 50 * 2 ** this.retries++);
      setTimeout(() => !this.closed && this.open(), wait);
    };
  }
}
