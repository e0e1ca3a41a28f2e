/**
 * One die rolled, e.g. a d6 for a retreat check.
 *
 * @category Random
 */
export type DieRolledEvent = {
  /** Discriminant. */
  readonly type: 'dieRolled';
  /** The die, e.g. `"d6"`. */
  readonly die: string;
  /** The face rolled, 1..sides. */
  readonly result: number;
  /** What the roll was for, e.g. `"retreat check"`. */
  readonly purpose: string;
};

/**
 * Several dice rolled together and added up, e.g. 2d6 for reinforcements.
 *
 * @category Random
 */
export type DiceRolledEvent = {
  /** Discriminant. */
  readonly type: 'diceRolled';
  /** The dice, e.g. `"2d6"`. */
  readonly dice: string;
  /** Each die's face, in the order rolled. */
  readonly results: readonly number[];
  /** The sum of the faces. */
  readonly total: number;
  /** What the roll was for. */
  readonly purpose: string;
};

/**
 * A whole number drawn uniformly from a range, or an item picked from a list
 * (then `min` is 0, `max` the last index and `result` the index picked).
 *
 * @category Random
 */
export type NumberDrawnEvent = {
  /** Discriminant. */
  readonly type: 'numberDrawn';
  /** Smallest possible result. */
  readonly min: number;
  /** Largest possible result. */
  readonly max: number;
  /** The number drawn. */
  readonly result: number;
  /** What the number was for. */
  readonly purpose: string;
};

/**
 * A chit pulled from a cup (without replacement).
 *
 * @category Random
 */
export type ChitDrawnEvent = {
  /** Discriminant. */
  readonly type: 'chitDrawn';
  /** The cup's id. */
  readonly cup: string;
  /** The chit drawn. */
  readonly chit: string;
  /** What the chit was drawn for. */
  readonly purpose: string;
};

/**
 * A card drawn from the top of a deck's draw pile.
 *
 * @category Random
 */
export type CardDrawnEvent = {
  /** Discriminant. */
  readonly type: 'cardDrawn';
  /** The deck's id. */
  readonly deck: string;
  /** The card drawn, e.g. `"QS"`. */
  readonly card: string;
  /** What the card was drawn for. */
  readonly purpose: string;
};

/**
 * A list or a deck shuffled.
 *
 * @category Random
 */
export type ShuffledEvent = {
  /** Discriminant. */
  readonly type: 'shuffled';
  /** What was shuffled: a deck's id, or what the caller named. */
  readonly what: string;
  /** Why it was shuffled. */
  readonly purpose: string;
};

/**
 * Every chance event a {@link Random} session records, one per draw, each
 * saying what it was for. Plain JSON, ready for the match log.
 *
 * @category Random
 */
export type RandomEvent = DieRolledEvent | DiceRolledEvent | NumberDrawnEvent | ChitDrawnEvent | CardDrawnEvent | ShuffledEvent;
