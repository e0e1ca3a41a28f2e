/**
 * The authoritative host: matches, seats and records in Postgres; every action
 * one transaction guarded by the match's version and a client id; each seat
 * sees only its view and its events. Transport-free: `http.ts` puts it on HTTP
 * and WebSockets. No state lives only here: the cache is a copy of the
 * database, refreshed when another host announces a change (`LISTEN/NOTIFY`).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { HexwarError } from '../errors';
import { heuristicBot, randomBot, type BotFactory } from '../bots';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { checkUndo, recordOf, undo } from '../engine/record';
import { view as viewOf } from '../engine/view';
import type { Action, GameEvent, GameResult, MatchState } from '../engine/types';
import type { ActionInput } from '../engine/spec';
import { createRequest, joinRequest, zodProblem, type AdminMatch, type Created, type Done, type Joined, type MatchSummary, type SeenChange } from './protocol';
import { CHANGES_CHANNEL, migrate, type Sql } from './store';
import { hashToken, isUniqueViolation, newMatchId, newToken, Refusal, refusal } from './refusal';
import { HeldMatches, type Held } from './matches';
import { Watchers, type Watcher, type Watching } from './watch';
import { searchMove, type SearchSeats } from './search-seat';
import { Buckets } from './admission';
import type { BotName, BotPool } from './bot-pool';
import { TurnClock, type SearchBudget } from '../bots/search';

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
  /** Of `maxSockets`, how many only seats may take: sockets not yet in a seat (waiting for hello, or watching) stop short of them (default 200). */
  readonly seatReserve: number;
  /** Sockets open at once from one address (default 64). */
  readonly socketsPerAddress: number;
  /** How long a new socket may take to say hello before it is closed, in ms (default 10,000). */
  readonly helloTimeoutMs: number;
  /** A socket that answers no ping for this long is let go, in ms (default 60,000; pinged every half of it). */
  readonly idleTimeoutMs: number;
  /** Bytes a spectator's socket may leave unread before it is dropped (a seat's, four times as many; default 1 MiB). */
  readonly maxBufferedBytes: number;
  /** Matches one address may create a minute, in bursts as large (default 30). */
  readonly createsPerMinute: number;
  /** A match nobody watches or plays for this long is let go from memory (it stays in the database), in ms (default 10 minutes). */
  readonly matchIdleMs: number;
  /** Matches held in memory at most; past it the longest idle one nobody watches is let go (default 5,000). */
  readonly maxHeldMatches: number;
  /** How long a graceful stop waits for requests under way, in ms (default 8,000). */
  readonly drainMs: number;
  /** Moves a minute of each match whose every seat is a bot (default 120): such matches cannot crowd out people's. */
  readonly botOnlyMovesPerMinute: number;
}

/** Any game, whatever its types (a host serves several). @category Server */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any>;

/** The default bounds. @category Server */
export const DEFAULT_LIMITS: HostLimits = {
  maxMessageBytes: 64 * 1024,
  actionsPerSecond: 20,
  maxSockets: 2000,
  seatReserve: 200,
  socketsPerAddress: 64,
  helloTimeoutMs: 10_000,
  idleTimeoutMs: 60_000,
  maxBufferedBytes: 1 << 20,
  createsPerMinute: 30,
  matchIdleMs: 10 * 60_000,
  maxHeldMatches: 5000,
  drainMs: 8000,
  botOnlyMovesPerMinute: 120,
};

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
  /**
   * Worker threads the bots choose their moves in (see {@link BotPool}): the
   * host's own thread then only applies them. Without it bots think on the
   * host's thread (fine for tests and a few matches; `hexwar serve` starts a pool).
   * With it, a `search` seat thinks in the pool with `search.budget`, or
   * `poolSearch` when the host has no `search`.
   */
  readonly bots?: BotPool;
  /** The searching bot's budget in the pool, when no `search` is given (a match asking for `search` is refused without either). */
  readonly poolSearch?: SearchBudget;
  /**
   * The most a searching seat's moves in one turn may take together, in
   * milliseconds, when its budget is in milliseconds (a person waits for the
   * bot's whole turn): each move takes at most its budget and what is left of
   * the turn's, and once that is spent a twentieth of its budget. Without it,
   * every move takes its whole budget. Kept by each host for the matches it holds.
   */
  readonly searchTurnMs?: number;
  /**
   * The operator's secret for `/admin/…` (list, pause, resume and end
   * matches); without it those routes do not exist. At least 16 characters.
   */
  readonly adminToken?: string;
}

/** A digest of an action as sent, its keys in order: the same action always gives the same digest. */
function requestDigest(action: Record<string, unknown>): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;
  return createHash('sha256').update(JSON.stringify(canonical(action))).digest('base64url');
}

/** The bot matches a host resumes when it starts; the others resume when someone watches them. */
const RESUMED_AT_START = 100;

/** Which bot a seat is filled by. */
const BOTS: { readonly [name: string]: BotFactory } = { heuristic: heuristicBot, random: randomBot };

/** What a host holds now (in `/health`). @category Server */
export interface HostCounts {
  /** Matches held in memory (the rest are in the database only). */
  readonly matchesHeld: number;
  /** Sockets watching a match (seats and spectators). */
  readonly watchers: number;
  /** Bot moves due or waiting for a worker. */
  readonly botsQueued: number;
}

/** Whether a host can serve, and if not, why, in words. @category Server */
export interface Readiness {
  /** True when the database takes writes, changes are heard and the bots' worker is alive. */
  readonly ok: boolean;
  /** What is wrong, one entry a problem. */
  readonly problems: readonly string[];
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
 * import { Host, openPglite } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const host = await Host.open({ games: [myitkyina], sql: await openPglite('memory://') });
 * const { id, tokens } = await host.create({ game: 'myitkyina' });
 * // The Japanese set up first (Myitkyina's set-up), so their seat makes the first move.
 * await host.act(tokens.japanese, id, { action: { type: 'deploy', unit: '1/114', hex: 'C6' }, clientId: 'c1' });
 * ```
 * @category Server
 */
export class Host {
  /** The bounds this host keeps. */
  readonly limits: HostLimits;
  private readonly games = new Map<string, Game>();
  private readonly matches: HeldMatches;
  private readonly watchers: Watchers;
  private readonly buckets: Buckets;
  private readonly botsDue = new Set<string>();
  /**
   * Operator's changes being made, by match: no bot of this host starts a move on the match meanwhile. A count, not a
   * mark: of two changes at once, the first one's end must not let the bots go while the second is still being made.
   */
  private readonly operatorWaiting = new Map<string, number>();
  /** Bot-only matches' moves, a bucket per match. */
  private readonly botPace: Buckets;
  private readonly sweeper: ReturnType<typeof setInterval>;
  private lastReady: { at: number; answer: Promise<Readiness> } | null = null;
  private adminHash: string | null = null;
  /** Tokens already checked, by hash: only claimed seats are kept, and a claimed seat's token never changes. */
  private readonly seats = new Map<string, Seat>();
  private closed = false;

  private constructor(
    /** The database. */
    readonly sql: Sql,
    games: readonly AnyGame[],
    limits: Partial<HostLimits>,
    private readonly search?: SearchSeats,
    private readonly pool?: BotPool,
    private readonly poolSearch?: SearchBudget,
    private readonly searchTurnMs?: number,
  ) {
    for (const g of games) this.games.set(g.id, g);
    const maxSockets = limits.maxSockets ?? DEFAULT_LIMITS.maxSockets;
    // A host told only its socket bound keeps a tenth of it for seats.
    this.limits = { ...DEFAULT_LIMITS, seatReserve: Math.min(DEFAULT_LIMITS.seatReserve, Math.floor(maxSockets / 10)), ...limits };
    this.buckets = new Buckets(this.limits.actionsPerSecond, this.limits.actionsPerSecond);
    this.botPace = new Buckets(this.limits.botOnlyMovesPerMinute / 60, Math.max(1, this.limits.botOnlyMovesPerMinute / 6));
    this.matches = new HeldMatches(sql, this.games, (m, changes) => {
      this.watchers.deliver(m, changes);
      this.botTurn(m);
    });
    this.watchers = new Watchers(sql);
    // Matches nobody watches are let go from memory after a while: they live in the database.
    this.sweeper = setInterval(() => this.evictIdle(), Math.max(50, Math.min(30_000, this.limits.matchIdleMs / 4)));
    this.sweeper.unref();
  }

  /** Migrates the database, starts listening for other hosts' changes, and resumes bots whose turn it is. */
  static async open(opts: HostOptions): Promise<Host> {
    if (opts.adminToken !== undefined && opts.adminToken.length < 16) throw new HexwarError({ code: 'bad-admin-token', message: 'an admin token must have at least 16 characters (it guards every match on the host)' });
    if (opts.searchTurnMs !== undefined && !(Number.isFinite(opts.searchTurnMs) && opts.searchTurnMs > 0)) throw new HexwarError({ code: 'bad-options', message: `searchTurnMs is a number of milliseconds above 0 (it was ${opts.searchTurnMs})` });
    const host = new Host(opts.sql, opts.games, opts.limits ?? {}, opts.search, opts.bots, opts.poolSearch, opts.searchTurnMs);
    host.adminHash = opts.adminToken === undefined ? null : hashToken(opts.adminToken);
    await migrate(opts.sql);
    // After the database's notices were lost (a restart, a failover), every match held is read again: moves made meanwhile reach their seats.
    await opts.sql.listen(CHANGES_CHANNEL, (payload) => !host.closed && host.matches.heard(payload), () => !host.closed && host.matches.resyncAll());
    await host.resumeBots();
    return host;
  }

  /** Stops pushing and acting (the database is the caller's to close). */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    this.watchers.clear();
  }

  /** What the host holds now: matches in memory, watchers, bot moves waiting. */
  counts(): HostCounts {
    return { matchesHeld: this.matches.held.size, watchers: this.watchers.count, botsQueued: this.botsDue.size + (this.pool?.queued ?? 0) };
  }

  /**
   * Whether this host can serve now: the database answers and takes a write,
   * the other hosts' changes are heard (Postgres's LISTEN connection is up),
   * and the searching bot's worker (if any) is alive. Asked at most once a
   * second; each check gives up after two seconds.
   */
  readiness(): Promise<Readiness> {
    const now = Date.now();
    if (this.lastReady && now - this.lastReady.at < 1000) return this.lastReady.answer;
    const answer = this.checkReady();
    this.lastReady = { at: now, answer };
    return answer;
  }

  private async checkReady(): Promise<Readiness> {
    const problems: string[] = [];
    const within = <T>(p: Promise<T>, what: string) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within 2 s`)), 2000).unref())]);
    try {
      // A write, not a read: a full disk or a read-only directory fails here.
      await within(this.sql.query('INSERT INTO hexwar_health (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()'), 'the database');
    } catch (e) {
      problems.push(`the database cannot be written: ${e instanceof Error ? e.message.slice(0, 120) : 'no answer'}`);
    }
    if (this.sql.listening && !this.sql.listening()) problems.push("other hosts' changes are not heard (the database's notice connection is down; reconnecting)");
    if (this.pool && !this.pool.alive) problems.push("a bots' worker has stopped (it is being started again)");
    if (this.search && 'threadId' in this.search.worker && (this.search.worker as { threadId: number }).threadId < 0) problems.push("the searching bot's worker has stopped");
    if (this.closed) problems.push('the host is closing');
    return { ok: problems.length === 0, problems };
  }

  /** Lets go of held matches idle past `matchIdleMs` (or the longest idle past `maxHeldMatches`) that nobody watches and no bot is about to move. */
  evictIdle(now = Date.now()): number {
    const free = (id: string) => !this.watchers.watches(id) && ![...this.botsDue].some((k) => k.startsWith(`${id}:`));
    return this.matches.evict(now - this.limits.matchIdleMs, this.limits.maxHeldMatches, free);
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
    for (const [side, bot] of Object.entries(req.bots ?? {})) if (bot === 'search' && !this.search && !(this.pool && this.poolSearch)) throw refusal('bad-request', `create: bots: this host runs no searching bot (it offers heuristic and random)`, 400, { path: `bots.${side}` });
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
    const seat = m.seats.get(side);
    if (!seat) throw new Error(`match ${matchId} has no ${side} seat in memory, yet the store gave that seat out`);
    seat.claimed = true;
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
    return this.commit(seat, 'act', req.clientId, req.version, requestDigest(req.action), (m) => {
      // The protocol's schema read an object; the verb's schema and the rules judge the rest.
      const r = m.game.applyAs(m.state, seat.side, req.action as ActionInput);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state, events: r.events, action: r.action };
    });
  }

  /** Takes back the seat's last action, if the engine allows it (`checkUndo`). */
  async undo(token: unknown, matchId: string, req: { clientId: string; version?: number | undefined }): Promise<Done> {
    const seat = await this.seat(token, matchId);
    this.spend(seat);
    return this.commit(seat, 'undo', req.clientId, req.version, 'undo', (m) => {
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
    return this.commit(seat, 'resign', req.clientId, req.version, 'resign', (m) => {
      const [other, ...more] = m.game.sides.filter((s) => s !== seat.side);
      const result: GameResult = { winner: other !== undefined && more.length === 0 ? other : null, reason: `the ${seat.side} player resigned` };
      return { state: m.state, events: [{ type: 'resigned', side: seat.side }], action: null, result };
    });
  }

  /** A token bucket per seat: `actionsPerSecond` a second, bursts as large. */
  private spend(seat: Seat): void {
    if (!this.buckets.take(`${seat.match}/${seat.side}`)) throw refusal('too-fast', `at most ${this.limits.actionsPerSecond} actions a second per seat: wait a moment and send it again`, 429);
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
    request: string,
    change: (m: Held) => { state: MatchState; events: readonly GameEvent[]; action: Action | null; result?: GameResult },
  ): Promise<Done> {
    // Without a version, a retry can only be told from a new request by its client id.
    if (expected === undefined) {
      const before = await this.done(seat, kind, clientId, request);
      if (before) return before;
    }
    let m = await this.matches.load(seat.match);
    // The copy may lag the database by a notification: the version the client saw says so.
    if (expected === undefined || expected > m.version) m = await this.matches.fresh(seat.match);
    if (expected !== undefined && expected !== m.version) {
      const before = await this.done(seat, kind, clientId, request);
      if (before) return before;
      throw this.stale(m.version, expected);
    }
    if (m.status === 'over') throw refusal('match-over', `the match is over: ${m.result?.reason ?? 'it has a result'}`, 409);
    if (m.paused) throw refusal('match-paused', "the host's operator has paused this match: wait until it is resumed", 409);
    let next: ReturnType<typeof change>;
    try {
      next = change(m);
    } catch (e) {
      // A retry of something applied long ago may be refused by the rules now: it is still the same request.
      const before = await this.done(seat, kind, clientId, request);
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
        'SELECT hexwar_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) AS written',
        [stateJson, version, step, result ? 'over' : 'playing', result ? JSON.stringify(result) : null, m.id, m.version, seat.side, next.action ? JSON.stringify(next.action) : null, kind === 'undo', kind, clientId, JSON.stringify(next.events), CHANGES_CHANNEL, this.matches.origin, request],
      );
      written = r.rows[0]?.written === true;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
    if (!written) {
      // Someone else changed the match first (or the same client id won a race): say which.
      const again = await this.done(seat, kind, clientId, request);
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

  /**
   * What a client id did before, for this seat: the same request answers the same; another is refused
   * (as idempotency keys are: a key reused with other parameters is an error, never a silent no-op).
   */
  private async done(seat: Seat, kind: string, clientId: string, request: string): Promise<Done | null> {
    const r = await this.sql.query<{ version: number; kind: string; request: string | null }>('SELECT version, kind, request FROM hexwar_changes WHERE match_id = $1 AND side = $2 AND client_id = $3', [
      seat.match,
      seat.side,
      clientId,
    ]);
    const row = r.rows[0];
    if (!row) return null;
    if (row.kind !== kind) throw refusal('client-id-reused', `client id ${JSON.stringify(clientId)} was used for another request (${row.kind}): give each request its own id`, 409);
    // A change written by a host of the version before has no digest: its id is taken as the same request.
    if (row.request !== null && row.request !== request) {
      throw refusal('client-id-reused', `client id ${JSON.stringify(clientId)} was used for another action: give each action its own id (this one was not applied)`, 409);
    }
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
    // The changes are read before the watcher is added, and again if the match moved meanwhile: a change pushed
    // to it before its first state message would arrive out of order (or its first message would repeat it).
    let changes: SeenChange[] = [];
    for (let at = -1; at !== m.version; ) {
      at = m.version;
      changes = since !== undefined && since < at ? (await this.watchers.changesSince(m, side, since)).filter((c) => c.version <= at) : [];
    }
    const watcher: Watching = { side, version: m.version, send: w.send, match: matchId };
    this.watchers.add(watcher);
    watcher.send(this.watchers.stateMessage(m, side, changes, since));
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

  // ------------------------------------------------------------ the operator

  /** Whether `token` is the operator's (compared as digests, so the time taken tells nothing). */
  isAdmin(token: string | undefined): boolean {
    if (this.adminHash === null || typeof token !== 'string' || token.length > 256) return false;
    return timingSafeEqual(Buffer.from(hashToken(token)), Buffer.from(this.adminHash));
  }

  /** Every match still playing, and the latest 100 over, for the operator: seats, bots, pause. */
  async adminList(): Promise<AdminMatch[]> {
    const rows = await this.sql.query<{ id: string; game: string; status: 'playing' | 'over'; paused: boolean; version: number; updated_at: Date | string; side: string; bot: string | null; claimed: boolean }>(
      `SELECT m.id, m.game, m.status, m.paused, m.version, m.updated_at, s.side, s.bot, s.claimed FROM hexwar_matches m JOIN hexwar_seats s ON s.match_id = m.id
       WHERE m.id IN (SELECT id FROM hexwar_matches WHERE status = 'playing' UNION ALL (SELECT id FROM hexwar_matches WHERE status = 'over' ORDER BY updated_at DESC LIMIT 100))
       ORDER BY m.updated_at DESC, m.id, s.side`,
    );
    const out = new Map<string, { id: string; game: string; status: 'playing' | 'over'; paused: boolean; version: number; seats: Record<string, { by: string; claimed: boolean }>; updatedAt: string }>();
    for (const r of rows.rows) {
      const m = out.get(r.id) ?? { id: r.id, game: r.game, status: r.status, paused: r.paused === true, version: Number(r.version), seats: {}, updatedAt: new Date(r.updated_at).toISOString() };
      m.seats[r.side] = { by: r.bot ?? 'person', claimed: r.claimed };
      out.set(r.id, m);
    }
    return [...out.values()];
  }

  /**
   * The operator pauses a match (no action is taken and no bot moves until it
   * is resumed) or resumes it. A change of its own: every host and seat hears
   * it, and an action chosen before it is refused as stale.
   */
  async setPaused(matchId: string, paused: boolean): Promise<Done> {
    return this.operatorChange(matchId, paused ? 'pause' : 'resume', (m) => {
      if (m.status === 'over') throw refusal('match-over', 'the match is over', 409);
      if (m.paused === paused) throw refusal('bad-request', `the match is ${paused ? 'already paused' : 'not paused'}`, 409);
      return { paused, result: null };
    });
  }

  /** The operator ends a match: it is over, with no winner and the reason given. */
  async endMatch(matchId: string, reason = "ended by the host's operator"): Promise<Done> {
    return this.operatorChange(matchId, 'end', (m) => {
      if (m.status === 'over') throw refusal('match-over', 'the match is over already', 409);
      return { paused: false, result: { winner: null, reason: reason.slice(0, 200) } };
    });
  }

  /** One operator's change as one transaction at the match's version (then told to every host, as a seat's change is). */
  private async operatorChange(matchId: string, kind: 'pause' | 'resume' | 'end', decide: (m: Held) => { paused: boolean; result: GameResult | null }): Promise<Done> {
    // A match that moved meanwhile (a bot's move, a seat's) is read again and the change tried again: the operator is not told "stale".
    // Meanwhile this host's bots start no move on it: a bot-only match moves again as soon as each move is stored, and its
    // next move reached the database between the operator's read and write on every one of 21 tries (seen in CI, Node 20).
    this.operatorWaiting.set(matchId, (this.operatorWaiting.get(matchId) ?? 0) + 1);
    try {
      for (let tries = 0; ; tries++) {
        try {
          return await this.operatorChangeOnce(matchId, kind, decide);
        } catch (e) {
          if (!(e instanceof Refusal && e.error.code === 'stale') || tries >= 20) throw e;
        }
      }
    } finally {
      const left = (this.operatorWaiting.get(matchId) ?? 1) - 1;
      if (left > 0) this.operatorWaiting.set(matchId, left);
      else {
        this.operatorWaiting.delete(matchId);
        const m = this.matches.held.get(matchId);
        if (m) this.botTurn(m);
      }
    }
  }

  private async operatorChangeOnce(matchId: string, kind: 'pause' | 'resume' | 'end', decide: (m: Held) => { paused: boolean; result: GameResult | null }): Promise<Done> {
    const m = await this.matches.fresh(matchId);
    const next = decide(m);
    const version = m.version + 1;
    // One statement, as a seat's change is (hexwar_operator in the migrations): atomic, guarded by the version.
    const r = await this.sql.query<{ written: boolean }>('SELECT hexwar_operator($1, $2, $3, $4, $5, $6, $7, $8, $9) AS written', [
      m.id,
      m.version,
      version,
      next.paused,
      next.result ? 'over' : m.status,
      next.result ? JSON.stringify(next.result) : null,
      kind,
      CHANGES_CHANNEL,
      this.matches.origin,
    ]);
    const written = r.rows[0]?.written === true;
    if (!written) throw this.stale(m.version + 1, m.version);
    if (this.matches.held.get(m.id) === m && m.version === version - 1) {
      m.version = version;
      m.paused = next.paused;
      if (next.result) {
        m.status = 'over';
        m.result = next.result;
      }
      m.views = new Map();
      this.watchers.deliver(m, [{ version, kind, side: null, events: [] }]);
      this.botTurn(m);
    } else this.matches.behind(m.id, version);
    return { version };
  }

  // ------------------------------------------------------------ bots

  /**
   * If a bot's seat must act, plays it soon (once: its client id is the version it acts on). A match
   * whose every seat is a bot moves at most `botOnlyMovesPerMinute`: it waits its turn rather than
   * taking the host from people's matches.
   */
  private botTurn(m: Held): void {
    if (this.closed || m.status !== 'playing' || m.paused || this.operatorWaiting.has(m.id)) return;
    const side = m.game.actingSides(m.state).find((s) => m.seats.get(s)?.bot && m.game.legal(m.state, s).length > 0);
    if (!side) return;
    const key = `${m.id}:${m.version}`;
    if (this.botsDue.has(key)) return;
    this.botsDue.add(key);
    const botsOnly = [...m.seats.values()].every((s) => s.bot);
    if (botsOnly && !this.botPace.take(m.id)) {
      const wait = setTimeout(() => {
        this.botsDue.delete(key);
        if (this.matches.held.get(m.id) === m && m.version === Number(key.slice(key.lastIndexOf(':') + 1))) this.botTurn(m);
      }, 60_000 / this.limits.botOnlyMovesPerMinute);
      wait.unref();
      return;
    }
    setImmediate(() => {
      void this.botMove(m.id, side, m.version)
        .catch(() => {})
        .finally(() => this.botsDue.delete(key));
    });
  }

  /** The clocks of searching seats' turns, by match and side (a host's own: another host holding the match keeps its own). */
  private readonly clocks = new Map<string, TurnClock>();

  /** A searching seat's turn clock, when the host keeps turns and the budget is in milliseconds. */
  private turnClock(id: string, side: string, budget: SearchBudget | undefined): TurnClock | undefined {
    if (this.searchTurnMs === undefined || !budget || !('ms' in budget)) return undefined;
    const key = `${id}|${side}`;
    let clock = this.clocks.get(key);
    if (!clock) {
      if (this.clocks.size >= 10_000) this.clocks.clear();
      this.clocks.set(key, (clock = new TurnClock({ decisionMs: budget.ms, turnMs: Math.max(budget.ms, this.searchTurnMs) })));
    }
    return clock;
  }

  private async botMove(id: string, side: string, version: number): Promise<void> {
    if (this.closed) return;
    const m = this.matches.held.get(id);
    if (!m || m.version !== version) return;
    const name = m.seats.get(side)?.bot;
    const factory = name ? BOTS[name] : undefined;
    const searching = name === 'search' && (this.search !== undefined || this.poolSearch !== undefined);
    // A searching seat plays the heuristic bot when it has to move on this thread.
    const thinker = searching ? heuristicBot : factory;
    if (!thinker) return;
    // The bot's tie-breaks come from the secret seed and the version: no player can foresee them, every host agrees.
    const seed = createHash('sha256').update(`${JSON.stringify(m.state.seed)}:bot:${side}:${version}`).digest().readUInt32BE(0);
    const seen = viewOf(m.game, m.state, side);
    // Bots think in workers: the host answers everyone else meanwhile (a move made stale by then is dropped as such).
    const onThread = () => thinker(seed, m.game).choose(seen);
    let action: Action;
    // A searching seat's move within what is left of its turn's time, when the host keeps one.
    const clock = searching ? this.turnClock(id, side, this.search?.budget ?? this.poolSearch) : undefined;
    const given = clock?.allowance(seen.turn);
    const started = performance.now();
    if (this.pool) {
      const budget = given !== undefined ? { ms: given } : (this.search?.budget ?? this.poolSearch);
      const request = { game: m.game.id, view: seen, bot: name as BotName, seed, ...(searching && budget ? { budget } : {}), ...(this.search?.tuning ? { tuning: this.search.tuning } : {}) };
      // A pool that cannot answer (a worker stopped) leaves the move to this thread: a seat never stalls.
      action = await this.pool.think(id, request).catch(onThread);
    } else action = searching && this.search ? await searchMove(given !== undefined ? { ...this.search, budget: { ms: given } } : this.search, m.game, seen, seed) : onThread();
    // What the move took, up to what it was given (a forced move takes nothing; waiting for a worker is not thinking).
    if (clock && given !== undefined) clock.spend(seen.turn, Math.min(given, performance.now() - started));
    if (this.closed) return;
    await this.commit({ match: id, side }, 'act', `bot:${version}`, version, requestDigest(action as unknown as Record<string, unknown>), (held) => {
      const r = held.game.applyAs(held.state, side, action);
      if (!r.ok) throw new Refusal(r.error, 422);
      return { state: r.state, events: r.events, action: r.action };
    }).catch((e) => {
      if (!(e instanceof Refusal && e.error.code === 'stale')) throw e;
    });
  }

  /** After a restart: bots whose turn it is in matches still playing, at most {@link RESUMED_AT_START} (people's matches first). */
  private async resumeBots(): Promise<void> {
    const r = await this.sql.query<{ id: string }>(
      // Matches a person plays first, then the most recently moved; the rest wait until someone looks at them (watching runs a due bot).
      `SELECT m.id FROM hexwar_matches m WHERE m.status = 'playing' AND EXISTS (SELECT 1 FROM hexwar_seats s WHERE s.match_id = m.id AND s.bot IS NOT NULL)
       ORDER BY EXISTS (SELECT 1 FROM hexwar_seats s WHERE s.match_id = m.id AND s.bot IS NULL AND s.claimed) DESC, m.updated_at DESC LIMIT $1`,
      [RESUMED_AT_START],
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
