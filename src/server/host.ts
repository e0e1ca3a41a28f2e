/**
 * The authoritative host: matches, seats and records in Postgres; every action
 * one transaction guarded by the match's version and a client id; each seat
 * sees only its view and its events. Transport-free: `http.ts` puts it on HTTP
 * and WebSockets. No state lives only here: the cache is a copy of the
 * database, refreshed when another host announces a change (`LISTEN/NOTIFY`).
 */
import { createHash } from 'node:crypto';
import { HexwarError } from '../errors';
import { heuristicBot, randomBot, type BotFactory } from '../bots';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { checkUndo, recordOf, undo } from '../engine/record';
import { view as viewOf } from '../engine/view';
import type { Action, GameEvent, GameResult, MatchState } from '../engine/types';
import { createRequest, joinRequest, zodProblem, type Created, type Done, type Joined, type MatchSummary } from './protocol';
import { CHANGES_CHANNEL, migrate, type Sql } from './store';
import { hashToken, isUniqueViolation, newMatchId, newToken, Refusal, refusal } from './refusal';
import { HeldMatches, type Held } from './matches';
import { Watchers, type Watcher, type Watching } from './watch';
import { searchMove, type SearchSeats } from './search-seat';

export { asRefusal, Refusal } from './refusal';
export type { Watcher, Watching } from './watch';

/**
 * The bounds a host keeps; past each the client gets a clear error and the
 * host keeps serving the others.
 *
 * @category Server
 */
export interface HostLimits {
  /** The largest request body or socket message, in bytes (default 64 KiB). */
  readonly maxMessageBytes: number;
  /** Actions (act, undo, resign) a seat may send per second on this host; bursts up to the same number (default 20). */
  readonly actionsPerSecond: number;
  /** Sockets open at once on this host (default 2,000). */
  readonly maxSockets: number;
}

/** Any game, whatever its types (a host serves several). @category Server */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any>;

/** The default bounds. @category Server */
export const DEFAULT_LIMITS: HostLimits = { maxMessageBytes: 64 * 1024, actionsPerSecond: 20, maxSockets: 2000 };

/**
 * What a host needs: the games it serves and its database.
 *
 * @category Server
 */
export interface HostOptions {
  /** The games this host serves, by id. */
  readonly games: readonly AnyGame[];
  /** The database (see `openDatabase`). */
  readonly sql: Sql;
  /** Bounds (defaults in {@link DEFAULT_LIMITS}). */
  readonly limits?: Partial<HostLimits>;
  /** Where seats filled by the `search` bot think (without it, a match asking for one is refused). */
  readonly search?: SearchSeats;
}

/** Which bot a seat is filled by. */
const BOTS: { readonly [name: string]: BotFactory } = { heuristic: heuristicBot, random: randomBot };

/** A seat's side and match, once its token is checked. @category Server */
export interface Seat {
  /** The match. */
  readonly match: string;
  /** The side. */
  readonly side: string;
}

/**
 * A host over one database. Any number of hosts may share a Postgres database;
 * each hears the others' changes and pushes them to its own sockets.
 *
 * @example
 * ```ts
 * const host = await Host.open({ games: [myitkyina], sql: await openPglite('memory://') });
 * const { id, tokens } = await host.create({ game: 'myitkyina' });
 * await host.act(tokens.allied, id, { action: { type: 'deploy', unit: '88/30', hex: 'A5' }, clientId: 'c1' });
 * ```
 * @category Server
 */
export class Host {
  /** The bounds this host keeps. */
  readonly limits: HostLimits;
  private readonly games = new Map<string, Game>();
  private readonly matches: HeldMatches;
  private readonly watchers: Watchers;
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly botsDue = new Set<string>();
  /** Tokens already checked, by hash: only claimed seats are kept, and a claimed seat's token never changes. */
  private readonly seats = new Map<string, Seat>();
  private closed = false;

  private constructor(
    /** The database. */
    readonly sql: Sql,
    games: readonly AnyGame[],
    limits: Partial<HostLimits>,
    private readonly search?: SearchSeats,
  ) {
    for (const g of games) this.games.set(g.id, g);
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.matches = new HeldMatches(sql, this.games, (m, changes) => {
      this.watchers.deliver(m, changes);
      this.botTurn(m);
    });
    this.watchers = new Watchers(sql);
  }

  /** Migrates the database, starts listening for other hosts' changes, and resumes bots whose turn it is. */
  static async open(opts: HostOptions): Promise<Host> {
    const host = new Host(opts.sql, opts.games, opts.limits ?? {}, opts.search);
    await migrate(opts.sql);
    await opts.sql.listen(CHANGES_CHANNEL, (payload) => !host.closed && host.matches.heard(payload));
    await host.resumeBots();
    return host;
  }

  /** Stops pushing and acting (the database is the caller's to close). */
  close(): void {
    this.closed = true;
    this.watchers.clear();
  }

  // ------------------------------------------------------------ the lobby

  /**
   * Creates a match: a secret token per seat no bot fills (only hashes are kept).
   * `secret.seed` is for the operator only (twin matches in a test or a
   * tournament): the HTTP API never passes it, and no client may choose a seed.
   */
  async create(body: unknown, secret: { readonly seed?: number | string } = {}): Promise<Created> {
    const parsed = createRequest.safeParse(body);
    if (!parsed.success) throw new Refusal(zodProblem(parsed.error, 'create'), 400);
    const req = parsed.data;
    const game = this.games.get(req.game);
    if (!game) throw refusal('unknown-game', `this host has no game ${JSON.stringify(req.game)} (it has ${[...this.games.keys()].join(', ')})`, 404);
    for (const side of Object.keys(req.bots ?? {})) if (!game.sides.includes(side)) throw refusal('bad-request', `create: bots: ${JSON.stringify(side)} is not a side of ${game.title} (${game.sides.join(', ')})`, 400, { path: `bots.${side}` });
    for (const [side, bot] of Object.entries(req.bots ?? {})) if (bot === 'search' && !this.search) throw refusal('bad-request', `create: bots: this host runs no searching bot (it offers heuristic and random)`, 400, { path: `bots.${side}` });
    let state: MatchState;
    try {
      state = createMatch(game, { ...(secret.seed !== undefined ? { seed: secret.seed } : {}), ...(req.scenario ? { scenario: req.scenario } : {}), ...(req.options ? { options: req.options } : {}) });
    } catch (e) {
      if (e instanceof HexwarError) throw new Refusal(e.toJSON(), 400);
      throw e;
    }
    const id = newMatchId();
    const tokens: Record<string, string> = {};
    for (const side of game.sides) if (!req.bots?.[side]) tokens[side] = newToken();
    await this.sql.transaction(async (tx) => {
      await tx.query('INSERT INTO hexwar_matches (id, game, game_version, scenario, options, seed, state, version, step, listed, status) VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 0, $8, $9)', [
        id,
        game.id,
        game.version,
        state.scenario,
        JSON.stringify(state.options),
        JSON.stringify(state.seed),
        JSON.stringify(state),
        req.listed ?? false,
        'playing',
      ]);
      for (const side of game.sides) {
        await tx.query('INSERT INTO hexwar_seats (match_id, side, token_hash, bot, claimed) VALUES ($1, $2, $3, $4, $5)', [id, side, tokens[side] ? hashToken(tokens[side]) : null, req.bots?.[side] ?? null, false]);
      }
      await tx.query('INSERT INTO hexwar_changes (match_id, version, kind, side, client_id, events) VALUES ($1, 1, $2, NULL, NULL, $3)', [id, 'create', '[]']);
    });
    this.botTurn(await this.matches.load(id));
    return { id, version: 1, tokens };
  }

  /** Listed matches still playing with a seat nobody holds, newest first (at most 100). */
  async list(): Promise<MatchSummary[]> {
    const rows = await this.sql.query<{ id: string; game: string; scenario: string; status: 'playing' | 'over'; version: number; side: string; bot: string | null; claimed: boolean }>(
      `SELECT m.id, m.game, m.scenario, m.status, m.version, s.side, s.bot, s.claimed FROM hexwar_matches m JOIN hexwar_seats s ON s.match_id = m.id
       WHERE m.id IN (SELECT m2.id FROM hexwar_matches m2 WHERE m2.listed AND m2.status = 'playing'
                        AND EXISTS (SELECT 1 FROM hexwar_seats s2 WHERE s2.match_id = m2.id AND s2.bot IS NULL AND NOT s2.claimed)
                      ORDER BY m2.created_at DESC LIMIT 100)
       ORDER BY m.created_at DESC, m.id, s.side`,
    );
    const out = new Map<string, { id: string; game: string; scenario: string; status: 'playing' | 'over'; version: number; open: string[]; bots: string[] }>();
    for (const r of rows.rows) {
      const m = out.get(r.id) ?? { id: r.id, game: r.game, scenario: r.scenario, status: r.status, version: Number(r.version), open: [], bots: [] };
      if (r.bot) m.bots.push(r.side);
      else if (!r.claimed) m.open.push(r.side);
      out.set(r.id, m);
    }
    return [...out.values()];
  }

  /** Takes an open seat of a listed match: a new token for it (any earlier one for that seat stops working). */
  async join(matchId: string, body: unknown): Promise<Joined> {
    const parsed = joinRequest.safeParse(body ?? {});
    if (!parsed.success) throw new Refusal(zodProblem(parsed.error, 'join'), 400);
    const m = await this.matches.load(matchId);
    if (!m.listed) throw refusal('not-listed', 'this match is not open to join: ask its creator for a seat', 403);
    if (m.status === 'over') throw refusal('match-over', 'this match is over', 409);
    const want = parsed.data.side;
    if (want !== undefined && !m.game.sides.includes(want)) throw refusal('bad-request', `join: side: ${JSON.stringify(want)} is not a side of ${m.game.title} (${m.game.sides.join(', ')})`, 400, { path: 'side' });
    const token = newToken();
    const r = await this.sql.query<{ side: string }>(
      `UPDATE hexwar_seats SET token_hash = $1, claimed = true WHERE match_id = $2 AND side = (
         SELECT side FROM hexwar_seats WHERE match_id = $2 AND bot IS NULL AND NOT claimed AND ($3::text IS NULL OR side = $3) ORDER BY side LIMIT 1
       ) AND NOT claimed RETURNING side`,
      [hashToken(token), matchId, want ?? null],
    );
    const side = r.rows[0]?.side;
    if (!side) throw refusal('seat-taken', want ? `the ${want} seat is taken` : 'every seat of this match is taken', 409);
    m.seats.get(side)!.claimed = true;
    return { side, token, version: m.version };
  }

  // ------------------------------------------------------------ seats

  /** The seat a token holds in a match, or a refusal that says nothing about other matches. */
  async seat(token: unknown, matchId: string): Promise<Seat> {
    if (typeof token !== 'string' || token.length < 16 || token.length > 128) throw refusal('unauthorized', 'a seat token is needed: the one you were given when the match was created or joined', 401);
    const hash = hashToken(token);
    const known = this.seats.get(hash);
    if (known) {
      if (known.match !== matchId) throw refusal('unauthorized', 'no seat of this match has that token', 401);
      return known;
    }
    // Looking a token up claims its seat, in one statement: a join racing it cannot hand the seat to a second player.
    const r = await this.sql.query<{ match_id: string; side: string }>('UPDATE hexwar_seats SET claimed = true WHERE token_hash = $1 RETURNING match_id, side', [hash]);
    const row = r.rows[0];
    if (!row || row.match_id !== matchId) throw refusal('unauthorized', 'no seat of this match has that token', 401);
    const held = this.matches.held.get(matchId)?.seats.get(row.side);
    if (held) held.claimed = true;
    const seat = { match: row.match_id, side: row.side };
    if (this.seats.size > 100_000) this.seats.clear();
    this.seats.set(hash, seat);
    return seat;
  }

  /** What a seat (or a spectator, with no token) sees now, as the socket's `state` message. */
  async look(matchId: string, token?: string): Promise<string> {
    const side = token === undefined ? null : (await this.seat(token, matchId)).side;
    const m = await this.matches.fresh(matchId);
    return this.watchers.stateMessage(m, side, []);
  }

  // ------------------------------------------------------------ acting

  /** Applies a seat's action: once per client id, refused as stale if the match moved past `version`. */
  async act(token: unknown, matchId: string, req: { action: Record<string, unknown>; clientId: string; version?: number | undefined }): Promise<Done> {
    const seat = await this.seat(token, matchId);
    this.spend(seat);
    return this.commit(seat, 'act', req.clientId, req.version, (m) => {
      const r = m.game.applyAs(m.state, seat.side, req.action);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state, events: r.events, action: r.action };
    });
  }

  /** Takes back the seat's last action, if the engine allows it (`checkUndo`). */
  async undo(token: unknown, matchId: string, req: { clientId: string; version?: number | undefined }): Promise<Done> {
    const seat = await this.seat(token, matchId);
    this.spend(seat);
    return this.commit(seat, 'undo', req.clientId, req.version, (m) => {
      const record = recordOf(m.state, m.actions);
      const why = checkUndo(m.game, record, m.state, seat.side);
      if (why) throw new Refusal(why, 422);
      const back = undo(m.game, record, seat.side, m.state);
      return { state: back.state, events: [{ type: 'actionTakenBack', side: seat.side, rule: 'undo' }], action: null };
    });
  }

  /** The seat gives up: the match is over, the other side wins (a draw among more than two). */
  async resign(token: unknown, matchId: string, req: { clientId: string; version?: number | undefined }): Promise<Done> {
    const seat = await this.seat(token, matchId);
    this.spend(seat);
    return this.commit(seat, 'resign', req.clientId, req.version, (m) => {
      const others = m.game.sides.filter((s) => s !== seat.side);
      const result: GameResult = { winner: others.length === 1 ? others[0]! : null, reason: `the ${seat.side} player resigned` };
      return { state: m.state, events: [{ type: 'resigned', side: seat.side }], action: null, result };
    });
  }

  /** A token bucket per seat: `actionsPerSecond` a second, bursts as large. */
  private spend(seat: Seat): void {
    const key = `${seat.match}/${seat.side}`;
    const now = performance.now();
    const rate = this.limits.actionsPerSecond;
    const b = this.buckets.get(key) ?? { tokens: rate, at: now };
    b.tokens = Math.min(rate, b.tokens + ((now - b.at) / 1000) * rate);
    b.at = now;
    if (b.tokens < 1) throw refusal('too-fast', `at most ${rate} actions a second per seat: wait a moment and send it again`, 429);
    b.tokens -= 1;
    this.buckets.set(key, b);
    if (this.buckets.size > 50_000) this.buckets.clear();
  }

  /**
   * One change as one transaction: the match row is updated only if it is
   * still at the version the change was computed on, the record and the
   * change (with the client id, unique per seat) are written with it, and the
   * other hosts are told. A retried client id answers what it did the first time.
   */
  private async commit(
    seat: Seat,
    kind: 'act' | 'undo' | 'resign',
    clientId: string,
    expected: number | undefined,
    change: (m: Held) => { state: MatchState; events: readonly GameEvent[]; action: Action | null; result?: GameResult },
  ): Promise<Done> {
    // Without a version, a retry can only be told from a new request by its client id.
    if (expected === undefined) {
      const before = await this.done(seat, kind, clientId);
      if (before) return before;
    }
    let m = await this.matches.load(seat.match);
    // The copy may lag the database by a notification: the version the client saw says so.
    if (expected === undefined || expected > m.version) m = await this.matches.fresh(seat.match);
    if (expected !== undefined && expected !== m.version) {
      const before = await this.done(seat, kind, clientId);
      if (before) return before;
      throw this.stale(m.version, expected);
    }
    if (m.status === 'over') throw refusal('match-over', `the match is over: ${m.result?.reason ?? 'it has a result'}`, 409);
    let next: ReturnType<typeof change>;
    try {
      next = change(m);
    } catch (e) {
      // A retry of something applied long ago may be refused by the rules now: it is still the same request.
      const before = await this.done(seat, kind, clientId);
      if (before) return before;
      throw e;
    }
    const result = next.result ?? next.state.result ?? null;
    const version = m.version + 1;
    const step = next.action ? m.actions.length + 1 : kind === 'undo' ? m.actions.length - 1 : m.actions.length;
    const stateJson = next.state === m.state ? null : JSON.stringify(next.state);
    let written = false;
    try {
      // One statement, so one round trip and atomic by itself (see hexwar_commit in the migrations).
      const r = await this.sql.query<{ written: boolean }>(
        'SELECT hexwar_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) AS written',
        [stateJson, version, step, result ? 'over' : 'playing', result ? JSON.stringify(result) : null, m.id, m.version, seat.side, next.action ? JSON.stringify(next.action) : null, kind === 'undo', kind, clientId, JSON.stringify(next.events), CHANGES_CHANNEL, this.matches.origin],
      );
      written = r.rows[0]?.written === true;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    if (!written) {
      // Someone else changed the match first (or the same client id won a race): say which.
      const again = await this.done(seat, kind, clientId);
      if (again) return again;
      const now = await this.matches.fresh(seat.match);
      throw this.stale(now.version, expected ?? m.version);
    }
    if (this.matches.held.get(m.id) === m && m.version === version - 1) {
      m.state = next.state;
      m.version = version;
      m.status = result ? 'over' : 'playing';
      m.result = result;
      if (next.action) m.actions = [...m.actions, next.action];
      else if (kind === 'undo') m.actions = m.actions.slice(0, step);
      m.views = new Map();
      this.watchers.deliver(m, [{ version, kind, side: seat.side, events: next.events }]);
      this.botTurn(m);
    } else {
      // The copy moved meanwhile (a reload, another change heard): it is read back, as another host's change would be.
      this.matches.behind(m.id, version);
    }
    return { version };
  }

  /** What a client id did before, for this seat: the same request answers the same; another is refused. */
  private async done(seat: Seat, kind: string, clientId: string): Promise<Done | null> {
    const r = await this.sql.query<{ version: number; kind: string }>('SELECT version, kind FROM hexwar_changes WHERE match_id = $1 AND side = $2 AND client_id = $3', [seat.match, seat.side, clientId]);
    const row = r.rows[0];
    if (!row) return null;
    if (row.kind !== kind) throw refusal('client-id-reused', `client id ${JSON.stringify(clientId)} was used for another request (${row.kind}): give each request its own id`, 409);
    return { version: Number(row.version), duplicate: true };
  }

  private stale(version: number, expected: number): Refusal {
    return refusal('stale', `the match has moved on (it is at version ${version}, the action was chosen at ${expected}): look at the new position and choose again`, 409);
  }

  // ------------------------------------------------------------ watching

  /** Adds a watcher (a socket) to a match and sends it the position (and the changes after `since`). */
  async watch(matchId: string, token: string | undefined, since: number | undefined, w: Omit<Watcher, 'side' | 'version'>): Promise<Watching> {
    const side = token === undefined ? null : (await this.seat(token, matchId)).side;
    const m = await this.matches.fresh(matchId);
    const watcher: Watching = { side, version: m.version, send: w.send, match: matchId };
    this.watchers.add(watcher);
    const changes = since !== undefined && since < m.version ? await this.watchers.changesSince(m, side, since) : [];
    watcher.send(this.watchers.stateMessage(m, side, changes));
    this.botTurn(m);
    return watcher;
  }

  /** Removes a watcher. */
  unwatch(w: Watching): void {
    this.watchers.remove(w);
  }

  /** How many watchers this host has. */
  get watching(): number {
    return this.watchers.count;
  }

  // ------------------------------------------------------------ bots

  /** If a bot's seat must act, plays it soon (once: its client id is the version it acts on). */
  private botTurn(m: Held): void {
    if (this.closed || m.status !== 'playing') return;
    const side = m.game.actingSides(m.state).find((s) => m.seats.get(s)?.bot && m.game.legal(m.state, s).length > 0);
    if (!side) return;
    const key = `${m.id}:${m.version}`;
    if (this.botsDue.has(key)) return;
    this.botsDue.add(key);
    setImmediate(() => {
      void this.botMove(m.id, side, m.version)
        .catch(() => {})
        .finally(() => this.botsDue.delete(key));
    });
  }

  private async botMove(id: string, side: string, version: number): Promise<void> {
    if (this.closed) return;
    const m = this.matches.held.get(id);
    if (!m || m.version !== version) return;
    const name = m.seats.get(side)?.bot;
    const factory = name ? BOTS[name] : undefined;
    const searching = name === 'search' && this.search !== undefined;
    if (!factory && !searching) return;
    // The bot's tie-breaks come from the secret seed and the version: no player can foresee them, every host agrees.
    const seed = createHash('sha256').update(`${JSON.stringify(m.state.seed)}:bot:${side}:${version}`).digest().readUInt32BE(0);
    const seen = viewOf(m.game, m.state, side);
    // The searching bot thinks in its worker: the host answers everyone else meanwhile (a move made stale by then is dropped as such).
    const action = searching ? await searchMove(this.search!, m.game, seen, seed) : factory!(seed, m.game).choose(seen);
    await this.commit({ match: id, side }, 'act', `bot:${version}`, version, (held) => {
      const r = held.game.applyAs(held.state, side, action);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state, events: r.events, action: r.action };
    }).catch((e) => {
      if (!(e instanceof Refusal && e.error.code === 'stale')) throw e;
    });
  }

  /** After a restart: bots whose turn it is in matches still playing (the most recently changed first). */
  private async resumeBots(): Promise<void> {
    const r = await this.sql.query<{ id: string }>(
      "SELECT DISTINCT m.id, m.updated_at FROM hexwar_matches m JOIN hexwar_seats s ON s.match_id = m.id WHERE m.status = 'playing' AND s.bot IS NOT NULL ORDER BY m.updated_at DESC LIMIT 1000",
    );
    for (const { id } of r.rows) {
      try {
        this.botTurn(await this.matches.load(id));
      } catch {
        // A match that cannot load is reported when someone asks for it.
      }
    }
  }
}
