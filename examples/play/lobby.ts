/**
 * The first screen's part of online play: a seat of a match on a host, the
 * link that hands it to a player, and making a match. Only `hexwar/client`
 * (no rules, no core): the first screen stays small.
 */
import { createMatch } from 'hexwar/client';

/** One seat of a match on a host: where, which match, its secret, and its side. */
export interface OnlineSeat {
  readonly host: string;
  readonly match: string;
  readonly token: string;
  readonly side: string;
}

/** The page's address that opens a seat: what a player sends a friend to play the other side. */
export const inviteLink = (game: string, seat: OnlineSeat): string => {
  const u = new URL(location.pathname, location.origin);
  for (const [k, v] of Object.entries({ game, host: seat.host, match: seat.match, token: seat.token, side: seat.side })) u.searchParams.set(k, v);
  return u.href;
};

/** The seat an address names (`?host&match&token&side`), if it names one. */
export const seatOf = (params: URLSearchParams): OnlineSeat | null => {
  const [host, match, token, side] = ['host', 'match', 'token', 'side'].map((k) => params.get(k));
  return host && match && token && side ? { host, match, token, side } : null;
};

/**
 * Creates a match on a host: the player's seat, and the other sides' seats for
 * friends (each with its link) or for the host's bot (the searching bot
 * only on a host that runs one; another host refuses it in words).
 */
export async function createOnline(host: string, game: string, scenario: string, side: string, sides: readonly string[], bot: 'heuristic' | 'random' | 'search' | null): Promise<{ mine: OnlineSeat; others: OnlineSeat[] }> {
  const bots = bot ? Object.fromEntries(sides.filter((s) => s !== side).map((s) => [s, bot])) : {};
  const made = await createMatch({ url: host }, { game, scenario, bots });
  const seat = (s: string): OnlineSeat => ({ host, match: made.id, token: made.tokens[s] ?? '', side: s });
  return { mine: seat(side), others: sides.filter((s) => s !== side && made.tokens[s]).map(seat) };
}

