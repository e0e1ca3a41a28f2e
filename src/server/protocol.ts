/**
 * The host's wire protocol: what a client sends (checked with zod at the edge)
 * and what it gets back. Browser-safe: zod and types only, so the player's page
 * and `hexwar/client` share it with the host.
 */
import * as z from 'zod';
import type { RuleViolation } from '../errors';
import type { GameEvent, GameResult, JsonValue, MatchView } from '../engine/types';

/** A client's id for one action: a retry with the same id applies once. */
const clientId = z
  .string()
  .min(1, 'a client id must not be empty')
  .max(64, 'a client id is at most 64 characters')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'a client id has no control characters');
/** A match version as the client last saw it. */
const version = z.number().int().min(0);
/** An action as a client sends it: an object with a type; its side comes from the seat. */
const action = z.object({ type: z.string().min(1).max(64) }).passthrough();
/** A seat's secret. */
const token = z.string().min(16, 'a seat token is at least 16 characters').max(128, 'a seat token is at most 128 characters');

/**
 * What creating a match takes.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar/client';
 *
 * await createMatch({ url: 'http://localhost:8080' }, { game: 'meiktila', scenario: 'standard', options: { banzai: true }, bots: { japanese: 'search' }, listed: true });
 * ```
 * @category Server
 */
export interface CreateRequest {
  /** The game's id, e.g. `myitkyina`. */
  readonly game: string;
  /** The scenario (default the game's first). */
  readonly scenario?: string | undefined;
  /** Optional rules, as the game's options schema takes them. */
  readonly options?: { readonly [option: string]: JsonValue } | undefined;
  /** The seats bots fill, by side: `heuristic`, `random`, or `search` (the searching bot, on a host that runs one). */
  readonly bots?: { readonly [side: string]: 'heuristic' | 'random' | 'search' } | undefined;
  /** Whether the match is listed for others to join (default not). */
  readonly listed?: boolean | undefined;
}

/** The zod schema of {@link CreateRequest}. @internal */
export const createRequest: z.ZodType<CreateRequest> = z
  .object({
    game: z.string().min(1).max(64),
    scenario: z.string().min(1).max(64).optional(),
    options: z.record(z.string(), z.json()).optional(),
    bots: z.record(z.string(), z.enum(['heuristic', 'random', 'search'])).optional(),
    listed: z.boolean().optional(),
  })
  .strict();

/** What joining a listed match takes: the side wanted (any open seat if left out). @internal */
export const joinRequest = z.object({ side: z.string().min(1).max(64).optional() }).strict();

/** What an action takes: the action, a client id, and the version it was chosen on. @internal */
export const actRequest = z.object({ action, clientId, version: version.optional() }).strict();

/** What undo and resign take: a client id, and the version seen. @internal */
export const seatRequest = z.object({ clientId, version: version.optional() }).strict();

/** The zod schema of {@link ClientMessage}. @internal */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: token.optional(), since: version.optional() }).strict(),
  z.object({ type: z.literal('act'), id: z.number().int().optional(), action, clientId, version: version.optional() }).strict(),
  z.object({ type: z.literal('undo'), id: z.number().int().optional(), clientId, version: version.optional() }).strict(),
  z.object({ type: z.literal('resign'), id: z.number().int().optional(), clientId, version: version.optional() }).strict(),
]);

/** An action as a client sends it: its type and fields (its side comes from the seat). @category Server */
export interface SentAction {
  /** The action's type. */
  readonly type: string;
  /** Its fields. */
  readonly [field: string]: unknown;
}

/**
 * Every message a client may send on its socket. The first is `hello` (with
 * the seat's token, or none to watch as a spectator) and `since`, the last
 * version the client has, to be sent only what changed after it. Requests
 * carry an `id` of the client's own, which the reply repeats.
 *
 * @category Server
 */
export type ClientMessage =
  | {
      /** The first message. */
      readonly type: 'hello';
      /** The seat's token; none to watch. */
      readonly token?: string | undefined;
      /** The last version the client has (after a reconnect). */
      readonly since?: number | undefined;
    }
  | {
      /** An action, an undo or a resignation. */
      readonly type: 'act' | 'undo' | 'resign';
      /** The client's number for the reply. */
      readonly id?: number | undefined;
      /** The action (for `act`): its side comes from the seat. */
      readonly action?: SentAction | undefined;
      /** The request's id: a retry with the same id is applied once. */
      readonly clientId: string;
      /** The version the request was chosen on (a stale one is refused). */
      readonly version?: number | undefined;
    };

/**
 * Why the host refused a request: a rule of the game (the engine's refusal,
 * as it gave it) or one of the host's own codes.
 *
 * Host codes: `bad-json`, `bad-request` (a field is missing or wrong: `path`
 * says which), `too-large`, `too-fast`, `too-many-sockets`, `unauthorized`
 * (no seat has that token), `not-found`, `stale` (the match moved on: resync),
 * `client-id-reused` (an id given before for another request), `match-over`,
 * `seat-taken`, `not-listed`, `unknown-game`, `corrupt-match`, `game-version`
 * (the match began under other rules), `too-deep` (JSON nested past 32 levels),
 * `shutting-down` and `unavailable` (the database is away: retry), `match-paused`
 * (its operator paused it), `internal-error`.
 *
 * @category Server
 */
export type HostError = RuleViolation;

/** One change of a match as a seat sees it: an action, an undo, a resignation. @category Server */
export interface SeenChange {
  /** The version the change made. */
  readonly version: number;
  /** What it was. */
  readonly kind: 'create' | 'act' | 'undo' | 'resign' | 'join' | 'pause' | 'resume' | 'end';
  /** The side that made it (null for the match's creation). */
  readonly side: string | null;
  /** Its events as this seat may see them. */
  readonly events: readonly GameEvent[];
}

/**
 * A match as the lobby shows it.
 *
 * @example
 * ```ts
 * import { openMatches } from 'hexwar/client';
 *
 * for (const m of await openMatches({ url: 'http://localhost:8080' })) console.log(m.id, m.game, m.scenario, `open: ${m.open.join(', ')}`);
 * ```
 * @category Server
 */
export interface MatchSummary {
  /** The match id. */
  readonly id: string;
  /** The game's id. */
  readonly game: string;
  /** The scenario. */
  readonly scenario: string;
  /** `playing` or `over`. */
  readonly status: 'playing' | 'over';
  /** The seats nobody holds yet. */
  readonly open: readonly string[];
  /** The seats bots fill. */
  readonly bots: readonly string[];
  /** The current version. */
  readonly version: number;
}

/**
 * What the host pushes to a socket after every change: the seat's view (or
 * the spectators' public view) and the changes since the client's last version.
 *
 * @category Server
 */
export interface StateMessage {
  /** `state`. */
  readonly type: 'state';
  /** The match's version. */
  readonly version: number;
  /** The seat's side, or `null` for a spectator. */
  readonly side: string | null;
  /** What this seat may see (the engine's `view`; a spectator's has no actions). */
  readonly view: MatchView;
  /** The changes since the client's last version, as this seat may see them. */
  readonly changes: readonly SeenChange[];
  /** `playing` or `over`. */
  readonly status: 'playing' | 'over';
  /** The result, once over (a resignation included). */
  readonly result: GameResult | null;
  /** Whether this seat may take back its last action now (see `checkUndo`). */
  readonly mayUndo: boolean;
  /**
   * How many changes after the client's `since` were left out (only the newest
   * 200 are sent): the view is whole, the log before `changes` is not. Absent
   * when nothing was left out.
   */
  readonly cut?: number;
  /** True while the host's operator has paused the match: nothing may be done until it is resumed. */
  readonly paused?: boolean;
}

/** A seat as the host's operator sees it. @category Server */
export interface AdminSeat {
  /** `person`, or the bot's name. */
  readonly by: string;
  /** Whether a person holds it (their token has been used). */
  readonly claimed: boolean;
}

/** A match as the host's operator sees it (`GET /admin/matches`). @category Server */
export interface AdminMatch {
  /** The match id. */
  readonly id: string;
  /** The game's id. */
  readonly game: string;
  /** `playing` or `over`. */
  readonly status: 'playing' | 'over';
  /** Whether it is paused. */
  readonly paused: boolean;
  /** Its version. */
  readonly version: number;
  /** The seats, by side: who fills each (`person` or a bot's name) and whether a person holds it. */
  readonly seats: { readonly [side: string]: AdminSeat };
  /** When it last changed (ISO 8601). */
  readonly updatedAt: string;
}

/**
 * The host's answer to a request sent on the socket, by the request's `id`.
 *
 * @category Server
 */
export interface ReplyMessage {
  /** `reply`. */
  readonly type: 'reply';
  /** The request's `id`. */
  readonly id?: number;
  /** Whether it was applied. */
  readonly ok: boolean;
  /** The version it made (when applied). */
  readonly version?: number;
  /** True when the client id had been applied before. */
  readonly duplicate?: boolean;
  /** Why not (when refused). */
  readonly error?: HostError;
}

/**
 * An error outside any request: a bad message, a bound passed.
 *
 * @category Server
 */
export interface ErrorMessage {
  /** `error`. */
  readonly type: 'error';
  /** What went wrong. */
  readonly error: HostError;
}

/** Everything the host sends on a socket. @category Server */
export type HostMessage = StateMessage | ReplyMessage | ErrorMessage;

/** What an accepted request answers. @category Server */
export interface Done {
  /** The version the request made (or found, for a retry). */
  readonly version: number;
  /** True when the client id had been applied before: nothing was done again. */
  readonly duplicate?: boolean;
}

/**
 * What joining a listed match answers.
 *
 * @example
 * ```ts
 * import { connectSeat, joinMatch } from 'hexwar/client';
 *
 * const host = { url: 'http://localhost:8080' };
 * const joined = await joinMatch(host, matchId, 'allied');
 * localStorage.setItem(`seat:${matchId}`, joined.token); // the seat's secret: reconnect with it later
 * connectSeat(host, matchId, joined.token);
 * ```
 * @category Server
 */
export interface Joined {
  /** The side taken. */
  readonly side: string;
  /** The seat's new secret. */
  readonly token: string;
  /** The match's version. */
  readonly version: number;
}

/**
 * What a create returns: the match id and one secret token per seat that no bot fills.
 *
 * @example
 * ```ts
 * import { connectSeat, createMatch } from 'hexwar/client';
 *
 * const host = { url: 'http://localhost:8080' };
 * const { id, tokens } = await createMatch(host, { game: 'myitkyina' });
 * const allied = connectSeat(host, id, tokens.allied);
 * // send tokens.japanese to the other player (and only to him): it is his seat
 * ```
 * @category Server
 */
export interface Created {
  /** The match id. */
  readonly id: string;
  /** The match version. */
  readonly version: number;
  /** A secret per seat (only its hash is stored): whoever holds it plays that side. */
  readonly tokens: { readonly [side: string]: string };
}

/** The first zod issue, as a host error naming its path. @internal */
export function zodProblem(error: z.ZodError, what: string): HostError {
  const issue = error.issues[0];
  if (issue === undefined) return { code: 'bad-request', message: `${what}: not valid` };
  const path = issue.path.map(String).join('.');
  return { code: 'bad-request', message: `${what}: ${path ? `${path}: ` : ''}${issue.message}`, ...(path ? { path } : {}) };
}
