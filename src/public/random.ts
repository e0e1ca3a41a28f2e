/**
 * `hexwar/random`: the seeded dice stream, and the cups, card decks and rolls
 * drawn from it. A match's rules roll through `ctx.random`; these are for
 * designers and tools that want the same stream outside a match.
 *
 * @example
 * ```ts
 * import { createRandomState, openRandom } from 'hexwar/random';
 *
 * const random = openRandom(createRandomState(7));
 * random.die(6, 'morale check'); // the same face every time for seed 7
 * ```
 *
 * @module hexwar/random
 */

// Random: the seeded dice stream and rolls.
export {
  type CardDrawnEvent, cardRank, type CardSuit, cardSuit, type ChitDrawnEvent, createCup, createDeck, createRandomState,
  type Cup, type Deck, defaultSeed, type DiceRolledEvent, type DieRolledEvent, type NumberDrawnEvent, openRandom, type Random,
  type RandomEvent, type RandomState, type ShuffledEvent, standardDeck
} from '../random';
