import { HexwarError } from '../errors';
import { describe } from './state';

/**
 * An opaque cup of chits, drawn blind and without replacement (random events,
 * reinforcement arrivals, hidden-unit identities). Chits may repeat.
 *
 * @category Random
 */
export interface Cup {
  /** The cup's id, named in draw events, e.g. `"japanese-reinforcements"`. */
  readonly id: string;
  /** The chits still in the cup (order does not matter: every draw is uniform). */
  readonly chits: readonly string[];
}

/**
 * A deck of cards: a face-down draw pile and a face-up discard pile.
 *
 * @category Random
 */
export interface Deck {
  /** The deck's id, named in draw and shuffle events. */
  readonly id: string;
  /** Cards still to draw; `drawPile[0]` is the top card. */
  readonly drawPile: readonly string[];
  /** Cards discarded, in the order discarded (the last is the most recent). */
  readonly discardPile: readonly string[];
}

/**
 * Fills a cup with chits.
 *
 * @example
 * ```ts
 * import { createCup } from 'hexwar/random';
 * const events = createCup('events', ['storm', 'storm', 'air-raid', 'no-event']);
 * ```
 * @category Random
 */
export function createCup(id: string, chits: readonly string[]): Cup {
  checkId(id, 'bad-cup', 'cup');
  checkNames(chits, 'bad-cup', `cup ${describe(id)}`, 'chits');
  return { id, chits: [...chits] };
}

/**
 * Makes a deck with every card in its draw pile, in the order given (not
 * shuffled: shuffle it with {@link Random.shuffleDeck} before the first draw).
 *
 * @example
 * ```ts
 * import { createDeck, createRandomState, openRandom } from 'hexwar/random';
 *
 * const r = openRandom(createRandomState(1944));
 * const orders = r.shuffleDeck(createDeck('orders', ['advance', 'hold', 'withdraw', 'rally']), 'orders deck');
 * const { card, deck } = r.drawCard(orders, 'orders'); // keep `deck` (and `r.state`) in the game's state
 * ```
 * @category Random
 */
export function createDeck(id: string, cards: readonly string[]): Deck {
  checkId(id, 'bad-deck', 'deck');
  checkNames(cards, 'bad-deck', `deck ${describe(id)}`, 'cards');
  return { id, drawPile: [...cards], discardPile: [] };
}

const SUITS: readonly CardSuit[] = ['S', 'H', 'D', 'C'];
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

/** A suit of a standard deck: spades, hearts, diamonds, clubs. @category Random */
export type CardSuit = 'S' | 'H' | 'D' | 'C';

/**
 * A 52-card deck (plus jokers if asked), unshuffled: `"2S"`…`"AS"`, then hearts,
 * diamonds and clubs; jokers are `"JK1"`, `"JK2"`….
 *
 * @example
 * ```ts
 * import { standardDeck } from 'hexwar/random';
 *
 * const deck = standardDeck('fire', { jokers: 2 }); // 54 cards, unshuffled: '2S' … 'AC', 'JK1', 'JK2'
 * ```
 * @category Random
 */
export function standardDeck(
  id = 'standard',
  options: {
    /** How many jokers to add (default 0). */
    readonly jokers?: number;
  } = {},
): Deck {
  const jokers = options.jokers ?? 0;
  if (!Number.isSafeInteger(jokers) || jokers < 0) {
    throw new HexwarError({ code: 'bad-deck', message: `a deck cannot have ${describe(jokers)} jokers (give a whole number, 0 or more)` });
  }
  const cards = SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`));
  for (let i = 1; i <= jokers; i++) cards.push(`JK${i}`);
  return createDeck(id, cards);
}

const CARD = /^(10|[2-9JQKA])([SHDC])$/;
const JOKER = /^JK[1-9][0-9]*$/;

/**
 * The rank of a standard card: 2..10, J 11, Q 12, K 13, A 14; a joker is 0.
 *
 * @example
 * ```ts
 * import { cardRank } from 'hexwar/random';
 *
 * cardRank('10H'); // 10
 * cardRank('QS');  // 12
 * cardRank('JK1'); // 0
 * ```
 * @throws `HexwarError` `unknown-card` for an id that is not a standard card.
 * @category Random
 */
export function cardRank(card: string): number {
  const [, rank] = (typeof card === 'string' ? CARD.exec(card) : null) ?? [];
  if (rank !== undefined) {
    const courts: Record<string, number> = { J: 11, Q: 12, K: 13, A: 14 };
    return courts[rank] ?? Number(rank);
  }
  if (typeof card === 'string' && JOKER.test(card)) return 0;
  throw unknownCard(card);
}

/**
 * The suit of a standard card, or `undefined` for a joker.
 *
 * @example
 * ```ts
 * import { cardSuit } from 'hexwar/random';
 *
 * cardSuit('QS');  // 'S'
 * cardSuit('JK1'); // undefined: a joker has no suit
 * ```
 * @throws `HexwarError` `unknown-card` for an id that is not a standard card.
 * @category Random
 */
export function cardSuit(card: string): CardSuit | undefined {
  const m = typeof card === 'string' ? CARD.exec(card) : null;
  if (m) return m[2] as CardSuit;
  if (typeof card === 'string' && JOKER.test(card)) return undefined;
  throw unknownCard(card);
}

function unknownCard(card: unknown): HexwarError {
  return new HexwarError({
    code: 'unknown-card',
    message: `${describe(card)} is not a card of a standard deck (expected e.g. "AS", "10H", "QC" or "JK1")`,
  });
}

function checkId(id: unknown, code: string, what: string): void {
  if (typeof id !== 'string' || id === '') throw new HexwarError({ code, message: `a ${what} needs a non-empty string id (got ${describe(id)})` });
}

function checkNames(names: unknown, code: string, what: string, field: string): void {
  if (!Array.isArray(names)) throw new HexwarError({ code, message: `${what}: ${field} must be an array of strings`, path: field });
  names.forEach((n, i) => {
    if (typeof n !== 'string' || n === '') {
      throw new HexwarError({ code, message: `${what}: ${field}[${i}] must be a non-empty string (got ${describe(n)})`, path: `${field}[${i}]` });
    }
  });
}
