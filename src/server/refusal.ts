/**
 * The host's refusals (an error and its HTTP status) and its secrets (seat
 * tokens, kept only as hashes; match ids).
 *
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import { HexwarError, type RuleViolation } from '../errors';
import type { HostError } from './protocol';

/** A refusal the host sends back: the error and the HTTP status that fits it. @internal */
export class Refusal extends Error {
  constructor(
    readonly error: HostError,
    readonly status: number,
  ) {
    super(error.message);
  }
}

/** A refusal with its code, words and HTTP status. @internal */
export const refusal = (code: string, message: string, status: number, extra: Partial<HostError> = {}): Refusal => new Refusal({ code, message, ...extra }, status);

/** The hex digest a token is stored as: the token itself never is. @internal */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
/** A new secret: 256 random bits. @internal */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** A match id: 96 random bits, unguessable but not a secret. @internal */
export const newMatchId = (): string => randomBytes(12).toString('base64url');

/** Postgres's unique_violation (a client id recorded by a racing retry). @internal */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && 'code' in e && e.code === '23505';
}

/** A host error from anything thrown: refusals as they are, engine errors with their code, the rest as internal. @internal */
export function asRefusal(e: unknown): Refusal {
  if (e instanceof Refusal) return e;
  if (e instanceof HexwarError) return new Refusal(e.toJSON() as RuleViolation, 400);
  // The database away (restarting, failing over, unreachable): nothing was written, and the same request can be sent again.
  if (isDatabaseAway(e)) return refusal('unavailable', 'the database is not answering just now: send it again in a moment (nothing was changed)', 503);
  // A bug, not a refusal: the operator's log gets it whole; the client gets no detail (it could carry a secret).
  console.error('hexwar host: internal error:', e);
  return refusal('internal-error', 'the host could not do that just now; nothing was changed', 500);
}

/** Postgres's codes for a server going away or not taking connections yet, and the socket errors of a connection cut. */
const AWAY_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** Whether an error means the database is away (a refusal to retry), not a bug. @internal */
function isDatabaseAway(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const code = 'code' in e ? String(e.code) : '';
  const message = e instanceof Error ? e.message : '';
  return AWAY_CODES.has(code) || /Connection terminated|connection not open|Client has encountered a connection error|terminating connection due to administrator command/i.test(message);
}
