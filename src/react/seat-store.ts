/**
 * One seat of a match on a host, as a small store outside React: the
 * connection opens with the first listener and closes with the last, so a
 * component that mounts twice (React's strict mode) holds one socket at a time.
 */
import { connectSeat, HostRefusal, type ClientOptions, type HostError, type SeatConnection, type SeatState } from '../client/index';
import { countActions, describeAction, describeEvent, expandActions, sideName, viewedState, type ActionDescriptor, type ActionInput, type Game, type GameResult, type Spec, type ViewOf } from '../index';
import type { LegalAction } from './match-store';

/**
 * Where a seat plays: the host, the match and the seat's token (none to watch
 * as a spectator). Read when the seat connects; a new `match`, `token` or
 * `url` makes a new connection.
 *
 * @example
 * ```ts
 * import type { SeatOptions } from 'hexwar/react';
 * const where: SeatOptions = { url: 'http://localhost:8080', match: id, token: tokens.allied };
 * ```
 * @category React
 */
export interface SeatOptions extends ClientOptions {
  /** The match id. */
  readonly match: string;
  /** The seat's secret token; leave it out to watch as a spectator. */
  readonly token?: string;
}

/**
 * A line of a seat's log, from the changes the host sends.
 *
 * @example
 * ```ts
 * seat.log.map((l) => <li key={`${l.version}-${l.text}`}>{l.text}</li>);
 * ```
 * @category React
 */
export interface SeatLogLine {
  /** The match version of the change it tells. */
  readonly version: number;
  /** The side that made the change, `null` for the match's creation. */
  readonly side: string | null;
  /** The line. */
  readonly text: string;
}

/**
 * What a seat shows at one moment: a new object after every change, the same one otherwise.
 *
 * @example
 * ```ts
 * if (seat.status === 'open') draw(seat.view!);
 * ```
 * @category React
 */
export interface SeatSnapshot<G extends Spec = Spec> {
  /** `connecting` until the first state, `open` after it, `refused` when the host turned the seat down, `closed` once left. */
  readonly status: 'connecting' | 'open' | 'refused' | 'closed';
  /** The seat's side (`null` for a spectator or before the first state). */
  readonly side: G['side'] | null;
  /** The host's last message for this seat. */
  readonly state: SeatState | null;
  /** What this seat sees (`null` before the first state). */
  readonly view: ViewOf<G> | null;
  /** The seat's legal actions one by one, with their words. */
  readonly actions: readonly LegalAction[];
  /** Its descriptors that cannot be listed (open fields on a table). */
  readonly openActions: readonly ActionDescriptor[];
  /** The log since the match began, as this seat may read it. */
  readonly log: readonly SeatLogLine[];
  /** The result, once over. */
  readonly result: GameResult | null;
  /** Whether `undo()` would be accepted now. */
  readonly mayUndo: boolean;
  /**
   * A request is on its way to the host, or answered while the change it made
   * has not yet arrived (hexwar's host pushes the change first; a host that
   * answered first would leave the actions listed a position behind), so a
   * page that greys its choices while this is true never offers a stale one.
   */
  readonly sending: boolean;
  /** The host's last refusal or error, until the next request succeeds. */
  readonly error: HostError | null;
}

/**
 * A seat's store: read with `get`, listen with `subscribe` (the first
 * listener connects, the last one's leaving closes it a moment later), act with the rest.
 * Every function keeps its identity.
 *
 * @example
 * ```ts
 * import { WebSocket } from 'ws';
 * import { createSeatStore } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const store = createSeatStore(myitkyina, { url, match: id, token, WebSocket });
 * const stop = store.subscribe(() => console.log(store.get().view?.phase));
 * await store.act({ type: 'endPhase' });
 * stop();
 * ```
 * @category React
 */
export interface SeatStore<G extends Spec = Spec> {
  /** The current snapshot. */
  get(): SeatSnapshot<G>;
  /** Calls `listener` after every change; the first subscription connects, and the returned call stops it. */
  subscribe(listener: () => void): () => void;
  /** Sends an action for this seat: the host's refusal, or `null` once applied. */
  act(action: ActionInput): Promise<HostError | null>;
  /** Takes back this seat's last action: the refusal, or `null`. */
  undo(): Promise<HostError | null>;
  /** Gives up the match: the refusal, or `null`. */
  resign(): Promise<HostError | null>;
}

/** How long a seat with no listener keeps its socket (a remount within it keeps the socket). */
const CLOSE_AFTER_MS = 50;

const START: SeatSnapshot<never> = { status: 'connecting', side: null, state: null, view: null, actions: [], openActions: [], log: [], result: null, mayUndo: false, sending: false, error: null };

/**
 * Makes the store {@link useSeat} holds. Nothing connects until the first subscriber.
 *
 * @example
 * ```ts
 * import { createSeatStore } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const store = createSeatStore(myitkyina, { url: 'http://localhost:8080', match: id, token: tokens.allied });
 * store.subscribe(() => render(store.get()));
 * ```
 * @category React
 */
export function createSeatStore<G extends Spec>(game: Game<G>, options: SeatOptions): SeatStore<G> {
  let snapshot: SeatSnapshot<G> = START;
  let conn: SeatConnection | null = null;
  let closing: ReturnType<typeof setTimeout> | null = null;
  /** The version an answered request made, until its change arrives. */
  let awaited: number | null = null;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<SeatSnapshot<G>>): void => {
    snapshot = { ...snapshot, ...patch };
    for (const l of [...listeners]) l();
  };
  const sideOf = (side: string | null): G['side'] | null => game.sides.find((s) => s === side) ?? null;

  const onState = (s: SeatState): void => {
    const v = s.view as ViewOf<G>;
    const st = viewedState(v);
    let log = [...snapshot.log];
    for (const c of s.changes) {
      if (c.kind === 'undo') {
        // The side's last action is taken back: its lines leave the log.
        const last = [...log].reverse().find((l) => l.side === c.side && l.version > 0);
        if (last) log = log.filter((l) => l.version !== last.version);
        continue;
      }
      const line = (text: string) => log.push({ version: c.version, side: c.side, text });
      if (c.kind === 'act' && c.side) line(`${sideName(game, c.side)} acts`);
      else if (c.kind === 'resign' && c.side) line(`${sideName(game, c.side)} resigns`);
      else if (c.kind === 'join' && c.side) line(`The ${sideName(game, c.side)} player takes a seat`);
      for (const e of c.events) {
        const words = describeEvent(game, st, e, s.side ?? undefined);
        if (words) line(words);
      }
    }
    // The change an answered request made: the seat's choices are the position's after it.
    const arrived = awaited !== null && s.version >= awaited;
    if (arrived) awaited = null;
    const listable = v.actions.filter((d) => Number.isFinite(countActions(d)));
    const actions: LegalAction[] = [];
    for (const d of listable) for (const a of expandActions([d])) actions.push({ action: a, words: describeAction(game, st, a, { viewer: a.side }), descriptor: d });
    set({
      status: 'open',
      side: sideOf(s.side),
      state: s,
      view: v,
      actions,
      openActions: v.actions.filter((d) => !Number.isFinite(countActions(d))),
      log,
      result: s.result,
      mayUndo: s.mayUndo,
      ...(arrived ? { sending: false } : {}),
    });
  };

  const connect = (): void => {
    const c = connectSeat(options, options.match, options.token);
    conn = c;
    // The host sends the changes after the version the client holds: holding version 0 until its
    // first answer asks for the whole log (the newest 200 changes at most).
    c.state = { version: 0 } as SeatState;
    c.onState = (s) => conn === c && onState(s);
    c.onError = (e) => conn === c && set({ error: e });
    c.ready.catch((e: unknown) => conn === c && set({ status: 'refused', error: hostError(e) }));
  };

  const request = async (send: (c: SeatConnection) => Promise<{ readonly version: number }>): Promise<HostError | null> => {
    if (!conn) {
      const error = { code: 'closed', message: 'the seat is not connected' };
      set({ error });
      return error;
    }
    set({ sending: true });
    try {
      const done = await send(conn);
      // The change it made comes on its own; until it does, what is listed is the position before.
      if ((snapshot.state?.version ?? -1) < done.version) {
        awaited = done.version;
        set({ error: null });
      } else set({ sending: false, error: null });
      return null;
    } catch (e) {
      const error = hostError(e);
      set({ sending: false, error });
      return error;
    }
  };

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (closing) {
        // Subscribed again before the close: React's strict mode remounting, one socket kept.
        clearTimeout(closing);
        closing = null;
      }
      if (!conn) {
        snapshot = START;
        connect();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !conn || closing) return;
        // Closed a moment later, so that a remount at once keeps the socket rather than open another.
        closing = setTimeout(() => {
          closing = null;
          if (listeners.size > 0 || !conn) return;
          const c = conn;
          conn = null;
          c.close();
          awaited = null;
          snapshot = { ...snapshot, status: 'closed', sending: false };
        }, CLOSE_AFTER_MS);
      };
    },
    act: (action) => request((c) => c.act(action)),
    undo: () => request((c) => c.undo()),
    resign: () => request((c) => c.resign()),
  };
}

function hostError(e: unknown): HostError {
  if (e instanceof HostRefusal) return e.error;
  return { code: 'internal-error', message: e instanceof Error ? e.message : String(e) };
}
