/**
 * The matches a host holds: copies of the database's rows, loaded (and checked
 * against their records) on first use, and brought up to date when another
 * host announces a change.
 *
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Game } from '../engine/game';
import { recordOf, replay } from '../engine/record';
import { sameJson } from '../engine/legal';
import type { Action, GameEvent, GameResult, MatchState } from '../engine/types';
import type { SeenChange } from './protocol';
import { refusal } from './refusal';
import type { Sql } from './store';

/** A match as a host holds it: a copy of the database's rows. @internal */
export interface Held {
  readonly id: string;
  readonly game: Game;
  state: MatchState;
  version: number;
  status: 'playing' | 'over';
  result: GameResult | null;
  actions: Action[];
  readonly listed: boolean;
  /** Whether an operator has paused it: no action is taken, no bot moves, until it is resumed. */
  paused: boolean;
  readonly seats: Map<string, { bot: string | null; claimed: boolean }>;
  /** Each side's message body for this version (JSON of the view), made once. */
  views: Map<string, string>;
  /** When the match was last used on this host (`Date.now()`): eviction lets the longest idle go first. */
  touched: number;
}

/** A change with its full events (kept on the server only). @internal */
export interface SeenChangeFull {
  readonly version: number;
  readonly kind: SeenChange['kind'];
  readonly side: string | null;
  readonly events: readonly GameEvent[];
}

/**
 * The matches a host holds, kept as copies of the database. `changed` is told
 * of every change read from the database (to push it to watchers, and to let a
 * bot move). @internal
 */
export class HeldMatches {
  /** The copies, by match id. */
  readonly held = new Map<string, Held>();
  /**
   * This host's name on the changes channel: a host's own commits update its
   * copy directly, so it skips their notices instead of reading the match back.
   */
  readonly origin = randomBytes(9).toString('base64url');
  private readonly loading = new Map<string, Promise<Held>>();
  private readonly refreshing = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();

  constructor(
    private readonly sql: Sql,
    private readonly games: ReadonlyMap<string, Game>,
    private readonly changed: (m: Held, changes: readonly SeenChangeFull[]) => void,
  ) {}


  /** The match as held, loading it (and checking its record) the first time. */
  load(id: string): Promise<Held> {
    const held = this.held.get(id);
    if (held) {
      held.touched = Date.now();
      return Promise.resolve(held);
    }
    let p = this.loading.get(id);
    if (!p) {
      p = this.loadFromDatabase(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** The match at the database's current version (one small query when the copy is up to date). */
  async fresh(id: string): Promise<Held> {
    const m = await this.load(id);
    const r = await this.sql.query<{ version: number }>('SELECT version FROM hexwar_matches WHERE id = $1', [id]);
    const v = Number(r.rows[0]?.version ?? -1);
    if (v > m.version) await this.refresh(id);
    return this.held.get(id) ?? m;
  }

  /**
   * A match's row, its record after `afterStep` and its changes after
   * `afterVersion`, read by one statement: one snapshot, so a change
   * committed meanwhile by another host is wholly in it or wholly not.
   */
  private async snapshot(id: string, afterStep: number, afterVersion: number) {
    const r = await this.sql.query<{ game: string; game_version: string; state: string; version: number; step: number; status: 'playing' | 'over'; result: string | null; listed: boolean; paused: boolean; actions: string | null; changes: string | null }>(
      `SELECT m.game, m.game_version, m.state, m.version, m.step, m.status, m.result, m.listed, m.paused,
         (SELECT '[' || string_agg(a.action, ',' ORDER BY a.step) || ']' FROM hexwar_actions a WHERE a.match_id = m.id AND a.step > $2::integer) AS actions,
         (SELECT '[' || string_agg('{"version":' || c.version || ',"kind":' || to_json(c.kind)::text || ',"side":' || coalesce(to_json(c.side)::text, 'null') || ',"events":' || c.events || '}', ',' ORDER BY c.version) || ']'
            FROM hexwar_changes c WHERE c.match_id = m.id AND c.version > $3::integer) AS changes
       FROM hexwar_matches m WHERE m.id = $1::text`,
      [id, afterStep, afterVersion],
    );
    const row = r.rows[0];
    if (!row) return null;
    // Events are kept as JSON text and joined into the list as they are: parsed once, here.
    const changes: SeenChangeFull[] = row.changes ? JSON.parse(row.changes) : [];
    return { ...row, version: Number(row.version), step: Number(row.step), actions: row.actions ? JSON.parse(row.actions) : [], changes };
  }

  private async loadFromDatabase(id: string): Promise<Held> {
    // Ids are the host's own (base64url): anything else names no match, and never reaches the database (a NUL would be an error there).
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw refusal('not-found', 'there is no such match', 404);
    const row = await this.snapshot(id, 0, 2 ** 31 - 1);
    if (!row) throw refusal('not-found', 'there is no such match', 404);
    const game = this.games.get(row.game);
    if (!game) throw refusal('unknown-game', `this host does not serve ${row.game}`, 404);
    // A match keeps the rules it began with: under other rules its record could mean another game.
    if (row.game_version !== game.version) {
      throw refusal(
        'game-version',
        `this match was begun under version ${row.game_version} of ${game.title}'s rules and this host serves version ${game.version}: finish it on a host that serves ${row.game_version} (docs/server.md, Upgrades)`,
        409,
      );
    }
    const actions = row.actions;
    const state = JSON.parse(row.state) as MatchState;
    // The record is the truth: the state kept must be the one it gives.
    let rebuilt: MatchState;
    try {
      rebuilt = replay(game, recordOf(state, actions));
    } catch (e) {
      throw refusal('corrupt-match', `this match cannot be rebuilt from its record: ${e instanceof Error ? e.message : String(e)}`, 500);
    }
    if (!sameJson(rebuilt, state)) throw refusal('corrupt-match', 'this match\'s stored position is not the one its record gives: it was changed outside the host', 500);
    const seats = new Map<string, { bot: string | null; claimed: boolean }>();
    for (const s of (await this.sql.query<{ side: string; bot: string | null; claimed: boolean }>('SELECT side, bot, claimed FROM hexwar_seats WHERE match_id = $1', [id])).rows) seats.set(s.side, { bot: s.bot, claimed: s.claimed });
    const held: Held = { id, game, state: rebuilt, version: row.version, status: row.status, result: row.result ? JSON.parse(row.result) : null, actions, listed: row.listed, paused: row.paused === true, seats, views: new Map(), touched: Date.now() };
    // A load racing a refresh keeps the newer copy.
    const now = this.held.get(id);
    if (now && now.version >= held.version) return now;
    this.held.set(id, held);
    return held;
  }

  /** A host announced `matchId:version@origin` (see `CHANGES_CHANNEL`); this host's own notices are skipped. */
  heard(payload: string): void {
    const at = payload.lastIndexOf('@');
    if (at >= 0 && payload.slice(at + 1) === this.origin) return;
    const change = at >= 0 ? payload.slice(0, at) : payload;
    const k = change.lastIndexOf(':');
    this.behind(change.slice(0, k), Number(change.slice(k + 1)));
  }

  /** The database holds `version` of the match: brings the copy up to it, if held and older. */
  behind(id: string, version: number): void {
    const m = this.held.get(id);
    if (!m || m.version >= version) return;
    void this.refresh(id).catch(() => {});
  }

  /** Reads every held match's version again (after notices may have been lost) and brings the stale copies up to date. */
  resyncAll(): void {
    const ids = [...this.held.keys()];
    if (ids.length === 0) return;
    void this.sql.query<{ id: string; version: number }>('SELECT id, version FROM hexwar_matches WHERE id = ANY($1::text[])', [ids]).then(
      (r) => {
        for (const row of r.rows) this.behind(row.id, Number(row.version));
      },
      // The database went away again: the next reconnection reads again.
      () => {},
    );
  }

  /**
   * Lets go of matches not used since `before` for which `free` holds, and
   * past `max` held the longest idle free ones, whatever their age. Returns
   * how many went. They stay in the database: the next use loads them again.
   */
  evict(before: number, max: number, free: (id: string) => boolean): number {
    let gone = 0;
    const over = this.held.size - max;
    const byAge = [...this.held.values()].sort((a, b) => a.touched - b.touched);
    for (const m of byAge) {
      if (!(m.touched < before || gone < over)) break;
      if (this.refreshing.has(m.id) || !free(m.id)) continue;
      this.held.delete(m.id);
      gone++;
    }
    return gone;
  }

  /** Brings the held copy up to the database's version, then tells its watchers and runs a bot if one is due. Coalesced per match. */
  private refresh(id: string): Promise<void> {
    const running = this.refreshing.get(id);
    if (running) {
      this.again.add(id);
      return running;
    }
    const p = (async () => {
      do {
        this.again.delete(id);
        await this.pull(id);
      } while (this.again.has(id));
    })().finally(() => this.refreshing.delete(id));
    this.refreshing.set(id, p);
    return p;
  }

  private async pull(id: string): Promise<void> {
    const m = this.held.get(id);
    if (!m) return;
    const from = m.version;
    let row = await this.snapshot(id, m.actions.length, from);
    if (!row || row.version <= from) return;
    // An undo (here or there) may have replaced steps the copy holds: then the record is read whole.
    if (row.changes.some((c) => c.kind === 'undo')) row = await this.snapshot(id, 0, from);
    if (!row) return;
    const actions = row.changes.some((c) => c.kind === 'undo') ? row.actions : [...m.actions, ...row.actions];
    // Our own change may have landed while this was read: read again from there.
    if (m.version !== from) return this.pull(id);
    m.state = JSON.parse(row.state);
    m.version = row.version;
    m.status = row.status;
    m.paused = row.paused === true;
    m.result = row.result ? JSON.parse(row.result) : null;
    m.actions = actions;
    m.views = new Map();
    this.changed(m, row.changes);
  }
}
