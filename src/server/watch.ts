/**
 * Who watches a match on this host (seats' and spectators' sockets), and what
 * each is sent: its side's view and the changes it has not seen, secret events
 * in their public form.
 *
 * @module
 */
import { checkUndo, recordOf } from '../engine/record';
import { spectatorView, view as viewOf, viewEvents } from '../engine/view';
import type { GameEvent } from '../engine/types';
import type { SeenChange } from './protocol';
import type { Held, SeenChangeFull } from './matches';
import type { Sql } from './store';

/** The spectators' side: no game has it (sides are non-empty), so their view hides every side's secrets. */
const SPECTATOR = '';

/** The most changes one state message carries after a reconnect (the newest). @category Server */
export const MAX_CHANGES_SENT = 200;

/** Someone watching a match: a seat's socket or a spectator's. @category Server */
export interface Watcher {
  /** The side, or null for a spectator. */
  readonly side: string | null;
  /** The last version this watcher was sent. */
  version: number;
  /** Sends one message (a JSON string). */
  send(json: string): void;
}

/** A watcher added to a match by {@link Host.watch}. @category Server */
export interface Watching extends Watcher {
  /** The match watched. */
  readonly match: string;
}

/** The watchers of every match on a host. @internal */
export class Watchers {
  private readonly byMatch = new Map<string, Set<Watcher>>();

  constructor(private readonly sql: Sql) {}

  /** Adds a watcher to its match. */
  add(w: Watching): void {
    let set = this.byMatch.get(w.match);
    if (!set) this.byMatch.set(w.match, (set = new Set()));
    set.add(w);
  }

  /** Removes a watcher. */
  remove(w: Watching): void {
    const set = this.byMatch.get(w.match);
    set?.delete(w);
    if (set && set.size === 0) this.byMatch.delete(w.match);
  }

  /** Whether anyone on this host watches the match. */
  watches(match: string): boolean {
    return (this.byMatch.get(match)?.size ?? 0) > 0;
  }

  /** How many watchers there are. */
  get count(): number {
    let n = 0;
    for (const s of this.byMatch.values()) n += s.size;
    return n;
  }

  /** Forgets every watcher (the host is closing). */
  clear(): void {
    for (const set of this.byMatch.values()) set.clear();
  }

  /**
   * Sends each watcher of the match its view and the changes it has not seen,
   * at once when `changes` holds them (always so in play: a watcher is never
   * behind the copy it was last sent from), so a seat's new position always
   * goes out before the reply to the action that made it.
   */
  deliver(m: Held, changes: readonly SeenChangeFull[]): void {
    const set = this.byMatch.get(m.id);
    if (!set || set.size === 0) return;
    const first = changes[0]?.version ?? m.version + 1;
    for (const w of set) {
      if (w.version >= m.version) continue;
      const side = w.side;
      const send = (seenNow: readonly SeenChange[]) => {
        if (w.version >= m.version) return;
        const since = w.version;
        w.version = m.version;
        w.send(this.stateMessage(m, side, seenNow, since));
      };
      if (w.version >= first - 1) send(changes.filter((c) => c.version > w.version).map((c) => seen(c, side)));
      else {
        const version = m.version;
        void this.changesSince(m, side, w.version).then(
          (c) => m.version === version && send(c),
          () => {},
        );
      }
    }
  }

  /**
   * The changes after `since`, as `side` may see them: the newest
   * {@link MAX_CHANGES_SENT} of them, oldest first (the view itself is always
   * whole; a client further behind sees its log cut, and the state message's
   * `cut` says so).
   */
  async changesSince(m: Held, side: string | null, since: number): Promise<SeenChange[]> {
    const r = await this.sql.query<{ version: number; kind: SeenChange['kind']; side: string | null; events: string }>(
      'SELECT version, kind, side, events FROM hexwar_changes WHERE match_id = $1 AND version > $2 ORDER BY version DESC LIMIT $3',
      [m.id, since, MAX_CHANGES_SENT],
    );
    return r.rows.reverse().map((c) => seen({ version: Number(c.version), kind: c.kind, side: c.side, events: JSON.parse(c.events) as GameEvent[] }, side));
  }

  /** The `state` message for a side: its view (made once per version and side), the changes, the result. */
  stateMessage(m: Held, side: string | null, changes: readonly SeenChange[], since?: number): string {
    const key = side ?? SPECTATOR;
    let v = m.views.get(key);
    if (v === undefined) {
      v = JSON.stringify(side === null ? spectatorView(m.game, m.state) : viewOf(m.game, m.state, side));
      m.views.set(key, v);
    }
    const mayUndo = side !== null && m.status === 'playing' && checkUndo(m.game, recordOf(m.state, m.actions), m.state, side) === null;
    // Changes left out before the first one sent (a reconnect from far behind): said, never silently dropped.
    const first = changes[0];
    const cut = since !== undefined && first !== undefined && first.version > since + 1 ? `,"cut":${first.version - since - 1}` : '';
    const paused = m.paused ? ',"paused":true' : '';
    return `{"type":"state","version":${m.version},"side":${JSON.stringify(side)},"view":${v},"changes":${JSON.stringify(changes)},"status":"${m.status}","result":${JSON.stringify(m.result)},"mayUndo":${mayUndo && !m.paused}${cut}${paused}}`;
  }
}

/** A change as `side` sees it: secret events in their public form. @internal */
function seen(c: SeenChangeFull, side: string | null): SeenChange {
  return { version: c.version, kind: c.kind, side: c.side, events: viewEvents(c.events, side ?? SPECTATOR) };
}
