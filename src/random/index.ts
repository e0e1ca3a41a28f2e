export { createRandomState, defaultSeed, type RandomState } from './state';
export type {
  RandomEvent,
  DieRolledEvent,
  DiceRolledEvent,
  NumberDrawnEvent,
  ChitDrawnEvent,
  CardDrawnEvent,
  ShuffledEvent,
} from './events';
export { createCup, createDeck, standardDeck, cardRank, cardSuit, type Cup, type Deck, type CardSuit } from './pools';
export { openRandom, type Random } from './session';
