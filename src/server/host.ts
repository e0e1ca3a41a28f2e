/**
 * The authoritative host: matches, seats and records in Postgres; every action
 * one transaction guarded by the match's version and a client id; each seat
 * sees only its view and its events. Transport-free: `http.ts` puts it on HTTP
 * and WebSockets. No state lives only here: the cache is a copy of the
 * database, refreshed when another host announces a change (`LISTEN/NOTIFY`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { HexwarError, type RuleViolation } from '../errors';
import { heuristicBot, randomBot, type BotFactory } from '../bots';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { checkUndo, recordOf, replay, undo } from '../engine/record';
import { sameJson } from '../engine/legal';
import { spectatorView, view as viewOf, viewEvents } from '../engine/view';
import type { Action, GameEvent, GameResult, MatchState } from '../engine/types';
import { createRequest, joinRequest, zodProblem, type Created, type Done, type HostError, type Joined, type MatchSummary, type SeenChange } from './protocol';
import { CHANGES_CHANNEL, migrate, type Sql } from './store';

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
}

/** A refusal the host sends back: the error and the HTTP status that fits it. @internal */
export class Refusal extends Error {
  constructor(
    readonly error: HostError,
    readonly status: number,
  ) {
    super(error.message);
  }
}

const refusal = (code: string, message: string, status: number, extra: Partial<HostError> = {}): Refusal => new Refusal({ code, message, ...extra }, status);

/** The hex digest a token is stored as: the token itself never is. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** A new secret: 256 random bits. */
const newToken = (): string => randomBytes(32).toString('base64url');
/** A match id: 96 random bits, unguessable but not a secret. */
const newMatchId = (): string => randomBytes(12).toString('base64url');

/** The spectators' side: no game has it (sides are non-empty), so their view hides every side's secrets. */
const SPECTATOR = '';

/** Which bot a seat is filled by. */
const BOTS: { readonly [name: string]: BotFactory } = { heuristic: heuristicBot, random: randomBot };

/** A match as this host holds it: a copy of the database's rows. */
interface Held {
  readonly id: string;
  readonly game: Game;
  state: MatchState;
  version: number;
  status: 'playing' | 'over';
  result: GameResult | null;
  actions: Action[];
  readonly listed: boolean;
  readonly seats: Map<string, { bot: string | null; claimed: boolean }>;
  /** Each side's message body for this version (JSON of the view), made once. */
  views: Map<string, string>;
}

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
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<Held>>();
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly refreshing = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
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
  ) {
    for (const g of games) this.games.set(g.id, g);
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** Migrates the database, starts listening for other hosts' changes, and resumes bots whose turn it is. */
  static async open(opts: HostOptions): Promise<Host> {
    const host = new Host(opts.sql, opts.games, opts.limits ?? {});
    await migrate(opts.sql);
    await opts.sql.listen(CHANGES_CHANNEL, (payload) => host.heard(payload));
    await host.resumeBots();
    return host;
  }

  /** Stops pushing and acting (the database is the caller's to close). */
  close(): void {
    this.closed = true;
    for (const set of this.watchers.values()) set.clear();
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
    let state: MatchState;
    try {
      state = createMatch(game, { ...(secret.seed !== undefined ? { seed: secret.seed } : {}), ...(req.scenario ? { scenario: req.scenario } : {}), ...(req.options ? { options: req.options as never } : {}) }) as MatchState;
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
    this.botTurn(await this.load(id));
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
    const m = await this.load(matchId);
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
    const held = this.held.get(matchId)?.seats.get(row.side);
    if (held) held.claimed = true;
    const seat = { match: row.match_id, side: row.side };
    if (this.seats.size > 100_000) this.seats.clear();
    this.seats.set(hash, seat);
    return seat;
  }

  /** What a seat (or a spectator, with no token) sees now, as the socket's `state` message. */
  async look(matchId: string, token?: string): Promise<string> {
    const side = token === undefined ? null : (await this.seat(token, matchId)).side;
    const m = await this.fresh(matchId);
    return this.stateMessage(m, side, []);
  }

  // ------------------------------------------------------------ acting

  /** Applies a seat's action: once per client id, refused as stale if the match moved past `version`. */
  async act(token: unknown, matchId: string, req: { action: Record<string, unknown>; clientId: string; version?: number | undefined }): Promise<Done> {
    const seat = await this.seat(token, matchId);
    this.spend(seat);
    return this.commit(seat, 'act', req.clientId, req.version, (m) => {
      const r = m.game.applyAs(m.state, seat.side, req.action);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state as MatchState, events: r.events, action: r.action };
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
      return { state: back.state as MatchState, events: [{ type: 'actionTakenBack', side: seat.side, rule: 'undo' }], action: null };
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
    let m = await this.load(seat.match);
    // The copy may lag the database by a notification: the version the client saw says so.
    if (expected === undefined || expected > m.version) m = await this.fresh(seat.match);
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
      // One statement, so one round trip and atomic by itself: the match row moves only from the version the
      // change was computed on; the record and the change (its client id unique per seat) are written with it,
      // and the other hosts are told when it commits.
      const r = await this.sql.query(
        `WITH moved AS (
           UPDATE hexwar_matches SET state = COALESCE($1::text, state), version = $2::integer, step = $3::integer, status = $4::text, result = $5::text, updated_at = now()
           WHERE id = $6::text AND version = $7::integer RETURNING id
         ), recorded AS (
           INSERT INTO hexwar_actions (match_id, step, side, action) SELECT id, $3::integer, $8::text, $9::text FROM moved WHERE $9::text IS NOT NULL RETURNING step
         ), taken AS (
           DELETE FROM hexwar_actions WHERE match_id = $6::text AND step > $3::integer AND $10::boolean AND EXISTS (SELECT 1 FROM moved) RETURNING step
         ), changed AS (
           INSERT INTO hexwar_changes (match_id, version, kind, side, client_id, events) SELECT id, $2::integer, $11::text, $8::text, $12::text, $13::text FROM moved RETURNING version
         )
         SELECT pg_notify($14::text, $6::text || ':' || $2::text) FROM changed`,
        [stateJson, version, step, result ? 'over' : 'playing', result ? JSON.stringify(result) : null, m.id, m.version, seat.side, next.action ? JSON.stringify(next.action) : null, kind === 'undo', kind, clientId, JSON.stringify(next.events), CHANGES_CHANNEL],
      );
      written = r.rows.length === 1;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    if (!written) {
      // Someone else changed the match first (or the same client id won a race): say which.
      const again = await this.done(seat, kind, clientId);
      if (again) return again;
      const now = await this.fresh(seat.match);
      throw this.stale(now.version, expected ?? m.version);
    }
    if (this.held.get(m.id) === m && m.version === version - 1) {
      m.state = next.state;
      m.version = version;
      m.status = result ? 'over' : 'playing';
      m.result = result;
      if (next.action) m.actions = [...m.actions, next.action];
      else if (kind === 'undo') m.actions = m.actions.slice(0, step);
      m.views = new Map();
      this.deliver(m, [{ version, kind, side: seat.side, events: next.events }]);
      this.botTurn(m);
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

  // ------------------------------------------------------------ loading and refreshing

  /** The match as held, loading it (and checking its record) the first time. */
  private load(id: string): Promise<Held> {
    const held = this.held.get(id);
    if (held) return Promise.resolve(held);
    let p = this.loading.get(id);
    if (!p) {
      p = this.loadFromDatabase(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** The match at the database's current version (one small query when the copy is up to date). */
  private async fresh(id: string): Promise<Held> {
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
    const r = await this.sql.query<{ game: string; state: string; version: number; step: number; status: 'playing' | 'over'; result: string | null; listed: boolean; actions: string | null; changes: string | null }>(
      `SELECT m.game, m.state, m.version, m.step, m.status, m.result, m.listed,
         (SELECT '[' || string_agg(a.action, ',' ORDER BY a.step) || ']' FROM hexwar_actions a WHERE a.match_id = m.id AND a.step > $2::integer) AS actions,
         (SELECT '[' || string_agg('{"version":' || c.version || ',"kind":' || to_json(c.kind)::text || ',"side":' || coalesce(to_json(c.side)::text, 'null') || ',"events":' || c.events || '}', ',' ORDER BY c.version) || ']'
            FROM hexwar_changes c WHERE c.match_id = m.id AND c.version > $3::integer) AS changes
       FROM hexwar_matches m WHERE m.id = $1::text`,
      [id, afterStep, afterVersion],
    );
    const row = r.rows[0];
    if (!row) return null;
    // Events are kept as JSON text and joined into the list as they are: parsed once, here.
    const changes: SeenChangeFull[] = row.changes ? (JSON.parse(row.changes) as SeenChangeFull[]) : [];
    return { ...row, version: Number(row.version), step: Number(row.step), actions: row.actions ? (JSON.parse(row.actions) as Action[]) : [], changes };
  }

  private async loadFromDatabase(id: string): Promise<Held> {
    if (typeof id !== 'string' || id.length > 64) throw refusal('not-found', 'there is no such match', 404);
    const row = await this.snapshot(id, 0, 2 ** 31 - 1);
    if (!row) throw refusal('not-found', 'there is no such match', 404);
    const game = this.games.get(row.game);
    if (!game) throw refusal('unknown-game', `this host does not serve ${row.game}`, 404);
    const actions = row.actions;
    const state = JSON.parse(row.state) as MatchState;
    // The record is the truth: the state kept must be the one it gives.
    let rebuilt: MatchState;
    try {
      rebuilt = replay(game, recordOf(state, actions)) as MatchState;
    } catch (e) {
      throw refusal('corrupt-match', `this match cannot be rebuilt from its record: ${(e as Error).message}`, 500);
    }
    if (!sameJson(rebuilt, state)) throw refusal('corrupt-match', 'this match\'s stored position is not the one its record gives: it was changed outside the host', 500);
    const seats = new Map<string, { bot: string | null; claimed: boolean }>();
    for (const s of (await this.sql.query<{ side: string; bot: string | null; claimed: boolean }>('SELECT side, bot, claimed FROM hexwar_seats WHERE match_id = $1', [id])).rows) seats.set(s.side, { bot: s.bot, claimed: s.claimed });
    const held: Held = { id, game, state: rebuilt, version: row.version, status: row.status, result: row.result ? (JSON.parse(row.result) as GameResult) : null, actions, listed: row.listed, seats, views: new Map() };
    // A load racing a refresh keeps the newer copy.
    const now = this.held.get(id);
    if (now && now.version >= held.version) return now;
    this.held.set(id, held);
    return held;
  }

  /** Another host announced `matchId:version`. */
  private heard(payload: string): void {
    if (this.closed) return;
    const k = payload.lastIndexOf(':');
    const id = payload.slice(0, k);
    const version = Number(payload.slice(k + 1));
    const m = this.held.get(id);
    if (!m || m.version >= version) return;
    void this.refresh(id).catch(() => {});
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
    m.state = JSON.parse(row.state) as MatchState;
    m.version = row.version;
    m.status = row.status;
    m.result = row.result ? (JSON.parse(row.result) as GameResult) : null;
    m.actions = actions;
    m.views = new Map();
    this.deliver(m, row.changes);
    this.botTurn(m);
  }

  // ------------------------------------------------------------ watching

  /** Adds a watcher (a socket) to a match and sends it the position (and the changes after `since`). */
  async watch(matchId: string, token: string | undefined, since: number | undefined, w: Omit<Watcher, 'side' | 'version'>): Promise<Watching> {
    const side = token === undefined ? null : (await this.seat(token, matchId)).side;
    const m = await this.fresh(matchId);
    const watcher: Watching = { side, version: m.version, send: w.send, match: matchId };
    let set = this.watchers.get(matchId);
    if (!set) this.watchers.set(matchId, (set = new Set()));
    set.add(watcher);
    const changes = since !== undefined && since < m.version ? await this.changesSince(m, side, since) : [];
    watcher.send(this.stateMessage(m, side, changes));
    this.botTurn(m);
    return watcher;
  }

  /** Removes a watcher. */
  unwatch(w: Watching): void {
    const set = this.watchers.get(w.match);
    set?.delete(w);
    if (set && set.size === 0) this.watchers.delete(w.match);
  }

  /** How many watchers this host has. */
  get watching(): number {
    let n = 0;
    for (const s of this.watchers.values()) n += s.size;
    return n;
  }

  /**
   * Sends each watcher of the match its view and the changes it has not seen,
   * at once when `changes` holds them (always so in play: a watcher is never
   * behind the copy it was last sent from), so a seat's new position always
   * goes out before the reply to the action that made it.
   */
  private deliver(m: Held, changes: readonly SeenChangeFull[]): void {
    const set = this.watchers.get(m.id);
    if (!set || set.size === 0) return;
    const first = changes[0]?.version ?? m.version + 1;
    for (const w of set) {
      if (w.version >= m.version) continue;
      const side = w.side;
      const send = (seenNow: readonly SeenChange[]) => {
        if (w.version >= m.version) return;
        w.version = m.version;
        w.send(this.stateMessage(m, side, seenNow));
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

  /** The changes after `since`, as `side` may see them. */
  private async changesSince(m: Held, side: string | null, since: number): Promise<SeenChange[]> {
    const r = await this.sql.query<{ version: number; kind: SeenChange['kind']; side: string | null; events: string }>('SELECT version, kind, side, events FROM hexwar_changes WHERE match_id = $1 AND version > $2 ORDER BY version LIMIT 200', [m.id, since]);
    return r.rows.map((c) => seen({ version: Number(c.version), kind: c.kind, side: c.side, events: JSON.parse(c.events) as GameEvent[] }, side));
  }

  /** The `state` message for a side: its view (made once per version and side), the changes, the result. */
  private stateMessage(m: Held, side: string | null, changes: readonly SeenChange[]): string {
    const key = side ?? SPECTATOR;
    let v = m.views.get(key);
    if (v === undefined) {
      v = JSON.stringify(side === null ? spectatorView(m.game, m.state) : viewOf(m.game, m.state, side));
      m.views.set(key, v);
    }
    const mayUndo = side !== null && m.status === 'playing' && checkUndo(m.game, recordOf(m.state, m.actions), m.state, side) === null;
    return `{"type":"state","version":${m.version},"side":${JSON.stringify(side)},"view":${v},"changes":${JSON.stringify(changes)},"status":"${m.status}","result":${JSON.stringify(m.result)},"mayUndo":${mayUndo}}`;
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
    const m = this.held.get(id);
    if (!m || m.version !== version) return;
    const name = m.seats.get(side)?.bot;
    const factory = name ? BOTS[name] : undefined;
    if (!factory) return;
    // The bot's tie-breaks come from the secret seed and the version: no player can foresee them, every host agrees.
    const seed = createHash('sha256').update(`${JSON.stringify(m.state.seed)}:bot:${side}:${version}`).digest().readUInt32BE(0);
    const action = factory(seed, m.game).choose(viewOf(m.game, m.state, side));
    await this.commit({ match: id, side }, 'act', `bot:${version}`, version, (held) => {
      const r = held.game.applyAs(held.state, side, action);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state as MatchState, events: r.events, action: r.action };
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
        this.botTurn(await this.load(id));
      } catch {
        // A match that cannot load is reported when someone asks for it.
      }
    }
  }
}

/** A change with its full events (kept on the server only). */
interface SeenChangeFull {
  readonly version: number;
  readonly kind: SeenChange['kind'];
  readonly side: string | null;
  readonly events: readonly GameEvent[];
}

/** A change as `side` sees it: secret events in their public form. */
function seen(c: SeenChangeFull, side: string | null): SeenChange {
  return { version: c.version, kind: c.kind, side: c.side, events: viewEvents(c.events, side ?? SPECTATOR) };
}

/** Postgres's unique_violation (a client id recorded by a racing retry). */
function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';
}

/** A host error from anything thrown: refusals as they are, engine errors with their code, the rest as internal. @internal */
export function asRefusal(e: unknown): Refusal {
  if (e instanceof Refusal) return e;
  if (e instanceof HexwarError) return new Refusal(e.toJSON() as RuleViolation, 400);
  // A bug, not a refusal: the operator's log gets it whole; the client gets no detail (it could carry a secret).
  console.error('hexwar host: internal error:', e);
  return refusal('internal-error', 'the host could not do that just now; nothing was changed', 500);
}
