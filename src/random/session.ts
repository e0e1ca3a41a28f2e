import { HexwarError } from '../errors';
import type { RandomEvent } from './events';
import type { Cup, Deck } from './pools';
import { checkRandomState, describe, type RandomState } from './state';
import { STREAM_WORDS, keysOf, uniformBelow, wordAt } from './stream';

/**
 * A draw session over a {@link RandomState}, used inside one rules step: roll,
 * draw and shuffle as often as the step needs, then store {@link Random.state}
 * back in the match and append {@link Random.events} to the log.
 *
 * Every draw comes from a ChaCha20 keystream keyed by the match seed: dice,
 * numbers and picks from the public stream, shuffles, chits and cards (and
 * everything drawn inside `ctx.secretly` or at set-up) from the secret one, so
 * no roll a player sees says anything about a draw he does not. A die of n
 * faces is a uniform draw with no modulo bias (32-bit words past the last whole
 * multiple of n are drawn again).
 *
 * A session never changes the state it was opened on, nor the cups, decks and
 * lists it is given: it returns new ones. Scripted results (see
 * {@link RandomState.script}) are used first by die, dice, int, pick, chit and
 * card draws, and read no stream; shuffles always use the stream. A call that
 * throws leaves the session as it was before the call.
 *
 * @category Random
 */
export interface Random {
  /**
   * Rolls one die with `sides` faces (d6, d8, d10, d20, any size from 2).
   *
   * @returns The face rolled, 1..sides.
   */
  die(sides: number, purpose: string): number;
  /** Rolls `count` dice with `sides` faces each (2d6, 3d6…): each face and the total. */
  dice(
    count: number,
    sides: number,
    purpose: string,
  ): {
    /** Each die's face, in the order rolled. */
    results: number[];
    /** The sum of the faces. */
    total: number;
  };
  /** Draws a whole number uniformly from `min`..`max`, both included. */
  int(min: number, max: number, purpose: string): number;
  /**
   * Picks one item uniformly. Scripted, a number is the index to pick and a
   * string the (string) item itself.
   */
  pick<T>(items: readonly T[], purpose: string): T;
  /**
   * Shuffles a list (Fisher-Yates) into a new array.
   *
   * @param what - What is shuffled, for the log (default: `"<n> items"`).
   */
  shuffle<T>(items: readonly T[], purpose: string, what?: string): T[];
  /** Draws a chit blind from a cup; the returned cup no longer holds it. */
  drawChit(
    cup: Cup,
    purpose: string,
  ): {
    /** The chit drawn. */
    chit: string;
    /** The cup without it. */
    cup: Cup;
  };
  /** Puts a chit back into a cup (no randomness, no event). */
  returnChit(cup: Cup, chit: string): Cup;
  /** Gathers the discard pile into the draw pile and shuffles all of it. */
  shuffleDeck(deck: Deck, purpose: string): Deck;
  /**
   * Draws the top card of the draw pile. When the draw pile is empty, the
   * discards are shuffled into a new one first (unless `opts.reshuffle` is
   * `false`). A scripted card is taken from wherever it is in the draw pile.
   */
  drawCard(
    deck: Deck,
    purpose: string,
    opts?: {
      /** Shuffle the discards into a new draw pile when the draw pile is empty (default `true`). */
      readonly reshuffle?: boolean;
    },
  ): {
    /** The card drawn. */
    card: string;
    /** The deck without it (reshuffled first if it had to be). */
    deck: Deck;
  };
  /** Puts cards on the discard pile, in the order given (no randomness, no event). */
  discard(deck: Deck, cards: readonly string[]): Deck;
  /** The random state after every draw so far: store it back into the match. */
  readonly state: RandomState;
  /** Every draw so far, in order. */
  readonly events: readonly RandomEvent[];
}

/**
 * Opens a draw session on a random state (typically `match.random`).
 *
 * @throws `HexwarError` `bad-random-state` when the state is damaged
 * (e.g. a hand-edited save).
 * @example
 * ```ts
 * import { openRandom } from 'hexwar/random';
 * const r = openRandom(match.random);
 * const { total } = r.dice(2, 6, 'reinforcements');
 * const next = { ...match, random: r.state, log: [...match.log, ...r.events] };
 * ```
 * @category Random
 */
export function openRandom(state: RandomState): Random {
  checkRandomState(state);
  const { seed, secretSeed } = state;
  // The secret stream is keyed by its own seed when the match has one.
  // Each stream's key is made when it is first read (a match without dice never makes one).
  const publicKeys = keysOf(seed);
  const secretKeys = secretSeed === undefined ? publicKeys : keysOf(secretSeed);
  let pub = state.used.public;
  let sec = state.used.secret;
  // Dice, numbers and picks read the public stream unless the session is told it is secret.
  let secret = false;
  const script: readonly (number | string)[] = state.script ? [...state.script] : [];
  let scriptPos = 0;
  let draws = state.draws;
  const events: RandomEvent[] = [];
  let current: RandomState | undefined = undefined;

  /** The next 32-bit word of a stream. */
  const word = (hidden: boolean): number => {
    if (hidden) {
      if (sec >= STREAM_WORDS) exhausted('secret');
      return wordAt(secretKeys.secret, sec++);
    }
    if (pub >= STREAM_WORDS) exhausted('public');
    return wordAt(publicKeys.public, pub++);
  };

  const publicWord = (): number => word(false);
  const secretWord = (): number => word(true);
  const uniformInt = (min: number, max: number, hidden: boolean): number => {
    const source = hidden ? secretWord : publicWord;
    if (max - min < 2 ** 53) return min + uniformBelow(max - min + 1, source);
    // Wider than 2^53 (any two safe integers): exact in BigInt, 64 bits a try.
    const n = BigInt(max) - BigInt(min) + 1n;
    const limit = (1n << 64n) - ((1n << 64n) % n);
    let x = (BigInt(source()) << 32n) | BigInt(source());
    while (x >= limit) x = (BigInt(source()) << 32n) | BigInt(source());
    return Number(BigInt(min) + (x % n));
  };

  /** Runs one call so that, if it throws, nothing it drew is kept. */
  const atomically = <T>(run: () => T): T => {
    const saved = { pub, sec, scriptPos, draws, count: events.length };
    try {
      return run();
    } catch (error) {
      pub = saved.pub;
      sec = saved.sec;
      scriptPos = saved.scriptPos;
      draws = saved.draws;
      events.length = saved.count;
      current = undefined;
      throw error;
    }
  };

  const record = (event: RandomEvent): void => {
    events.push(event);
    draws += 1;
    current = undefined;
  };

  const scripted = (): number | string | undefined => (scriptPos < script.length ? script[scriptPos] : undefined);

  /** The next whole number in min..max: scripted if one is waiting, else from the generator. */
  const nextInt = (min: number, max: number, misfit: (value: number | string) => string): number => {
    const value = scripted();
    if (value === undefined) return uniformInt(min, max, secret);
    if (typeof value !== 'number' || value < min || value > max) badScript(misfit(value));
    scriptPos += 1;
    return value + 0; // no -0 in the log
  };

  /** The index in `pool` of the next chit or card: the scripted one if one is waiting, else a uniform draw. */
  const nextName = (pool: readonly string[], noun: 'chit' | 'card', where: string, purpose: string): number => {
    const value = scripted();
    if (value === undefined) return uniformInt(0, pool.length - 1, true);
    if (typeof value !== 'string') badScript(`scripted roll ${value} where a ${noun} was due (${purpose})`);
    const index = pool.indexOf(value);
    if (index < 0) badScript(`scripted ${noun} ${describe(value)} is not ${where} (${purpose})`);
    scriptPos += 1;
    return index;
  };

  const rollFace = (sides: number, purpose: string): number =>
    nextInt(1, sides, (v) =>
      typeof v === 'number'
        ? `scripted roll ${v} is not a face of a d${sides} (roll for: ${purpose})`
        : `scripted draw ${describe(v)} where a d${sides} roll was due (roll for: ${purpose})`,
    );

  const shuffleInto = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(0, i, true);
      const t = out[i]!;
      out[i] = out[j]!;
      out[j] = t;
    }
    return out;
  };

  const shuffleDeck = (deck: Deck, purpose: string): Deck => {
    checkDeck(deck);
    checkPurpose(purpose);
    const drawPile = shuffleInto([...deck.drawPile, ...deck.discardPile]);
    record({ type: 'shuffled', what: deck.id, purpose });
    return { ...deck, drawPile, discardPile: [] };
  };

  const session: Random = {
    die(sides, purpose) {
      checkSides(sides, purpose);
      checkPurpose(purpose);
      return atomically(() => {
        const result = rollFace(sides, purpose);
        record({ type: 'dieRolled', die: `d${sides}`, result, purpose });
        return result;
      });
    },

    dice(count, sides, purpose) {
      if (!Number.isSafeInteger(count) || count < 1) {
        throw new HexwarError({ code: 'bad-dice', message: `cannot roll ${describe(count)} dice: give a whole number, 1 or more (roll for: ${purpose})` });
      }
      checkSides(sides, purpose);
      checkPurpose(purpose);
      return atomically(() => {
        const results: number[] = [];
        for (let i = 0; i < count; i++) results.push(rollFace(sides, purpose));
        const total = results.reduce((a, b) => a + b, 0);
        record({ type: 'diceRolled', dice: `${count}d${sides}`, results: [...results], total, purpose });
        return { results, total };
      });
    },

    int(min, max, purpose) {
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
        throw new HexwarError({
          code: 'bad-range',
          message: `cannot draw a number from ${describe(min)} to ${describe(max)}: give whole numbers with min <= max (draw for: ${purpose})`,
        });
      }
      checkPurpose(purpose);
      return atomically(() => {
        const result = nextInt(min, max, (v) =>
          typeof v === 'number'
            ? `scripted number ${v} is not between ${min} and ${max} (draw for: ${purpose})`
            : `scripted draw ${describe(v)} where a number from ${min} to ${max} was due (draw for: ${purpose})`,
        );
        record({ type: 'numberDrawn', min, max, result, purpose });
        return result;
      });
    },

    pick(items, purpose) {
      if (!Array.isArray(items) || items.length === 0) {
        throw new HexwarError({ code: 'empty-pick', message: `nothing to pick from: the list is empty (pick for: ${purpose})` });
      }
      checkPurpose(purpose);
      return atomically(() => {
        const max = items.length - 1;
        const value = scripted();
        let index: number;
        if (typeof value === 'string') {
          index = items.indexOf(value);
          if (index < 0) badScript(`scripted pick ${describe(value)} is not one of the ${items.length} items (pick for: ${purpose})`);
          scriptPos += 1;
        } else {
          index = nextInt(0, max, (v) => `scripted pick ${v} is not an index of ${items.length} items (pick for: ${purpose})`);
        }
        record({ type: 'numberDrawn', min: 0, max, result: index, purpose });
        return items[index]!;
      });
    },

    shuffle(items, purpose, what) {
      if (!Array.isArray(items)) throw new HexwarError({ code: 'bad-shuffle', message: `only a list can be shuffled (shuffle for: ${purpose})` });
      checkPurpose(purpose);
      const out = shuffleInto(items);
      record({ type: 'shuffled', what: what ?? `${items.length} items`, purpose });
      return out;
    },

    drawChit(cup, purpose) {
      checkCup(cup);
      checkPurpose(purpose);
      if (cup.chits.length === 0) {
        throw new HexwarError({ code: 'empty-cup', message: `cup ${describe(cup.id)} is empty (draw for: ${purpose})` });
      }
      return atomically(() => {
        const index = nextName(cup.chits, 'chit', `in cup ${describe(cup.id)}`, `draw for: ${purpose}`);
        const chit = cup.chits[index];
        if (chit === undefined) throw new RangeError(`draw for ${purpose}: chit ${index} is past the end of cup ${describe(cup.id)}`);
        record({ type: 'chitDrawn', cup: cup.id, chit, purpose });
        return { chit, cup: { ...cup, chits: cup.chits.filter((_, i) => i !== index) } };
      });
    },

    returnChit(cup, chit) {
      checkCup(cup);
      if (typeof chit !== 'string' || chit === '') {
        throw new HexwarError({ code: 'bad-cup', message: `cannot put ${describe(chit)} into cup ${describe(cup.id)}: a chit is a non-empty string` });
      }
      return { ...cup, chits: [...cup.chits, chit] };
    },

    shuffleDeck(deck, purpose) {
      return atomically(() => shuffleDeck(deck, purpose));
    },

    drawCard(deck, purpose, opts) {
      checkDeck(deck);
      checkPurpose(purpose);
      const reshuffle = opts?.reshuffle ?? true;
      if (deck.drawPile.length === 0 && (!reshuffle || deck.discardPile.length === 0)) {
        const why =
          deck.discardPile.length === 0
            ? 'has no cards left'
            : `has an empty draw pile and may not reshuffle its ${deck.discardPile.length} discards`;
        throw new HexwarError({ code: 'empty-deck', message: `deck ${describe(deck.id)} ${why} (draw for: ${purpose})` });
      }
      return atomically(() => {
        const from = deck.drawPile.length === 0 ? shuffleDeck(deck, purpose) : deck;
        const value = scripted();
        const index = value === undefined ? 0 : nextName(from.drawPile, 'card', `in the draw pile of deck ${describe(from.id)}`, `draw for: ${purpose}`);
        const card = from.drawPile[index];
        if (card === undefined) throw new RangeError(`draw for ${purpose}: card ${index} is past the end of the draw pile of deck ${describe(from.id)}`);
        record({ type: 'cardDrawn', deck: from.id, card, purpose });
        return { card, deck: { ...from, drawPile: from.drawPile.filter((_, i) => i !== index) } };
      });
    },

    discard(deck, cards) {
      checkDeck(deck);
      if (!Array.isArray(cards) || cards.some((c) => typeof c !== 'string' || c === '')) {
        throw new HexwarError({ code: 'bad-deck', message: `cards discarded to deck ${describe(deck.id)} must be non-empty strings` });
      }
      return { ...deck, discardPile: [...deck.discardPile, ...cards] };
    },

    get state(): RandomState {
      current ??= {
        seed,
        ...(secretSeed !== undefined ? { secretSeed } : {}),
        used: { public: pub, secret: sec },
        draws,
        ...(scriptPos < script.length ? { script: script.slice(scriptPos) } : {}),
      };
      return current;
    },

    get events(): readonly RandomEvent[] {
      return [...events];
    },
  };
  (session as Switchable)[STREAM_SWITCH] = (on) => {
    const was = secret;
    secret = on;
    return was;
  };
  return session;
}

// The switch between streams, kept off the public interface (a symbol key costs less than a WeakMap entry).
const STREAM_SWITCH = Symbol('stream switch');
type Switchable = Random & { [STREAM_SWITCH]?: (secret: boolean) => boolean };

/**
 * Makes a session's dice, numbers and picks read the secret stream (`true`) or
 * the public one (`false`); returns what it was. The engine calls it around
 * `ctx.secretly` and the game's set-up.
 *
 * @internal
 */
export function useSecretStream(random: Random, secret: boolean): boolean {
  const set = (random as Switchable)[STREAM_SWITCH];
  if (!set) throw new HexwarError({ code: 'bad-random', message: 'not a draw session made by openRandom' });
  return set(secret);
}

function exhausted(stream: string): never {
  throw new HexwarError({ code: 'random-exhausted', message: `the match has drawn all 2^36 words of its ${stream} random stream` });
}

function badScript(message: string): never {
  throw new HexwarError({ code: 'bad-script', message });
}

function checkPurpose(purpose: unknown): void {
  if (typeof purpose !== 'string' || purpose.trim() === '') {
    throw new HexwarError({ code: 'missing-purpose', message: 'every draw must say what it is for (give a purpose such as "retreat check")' });
  }
}

function checkSides(sides: unknown, purpose: string): void {
  if (typeof sides !== 'number' || !Number.isSafeInteger(sides) || sides < 2) {
    throw new HexwarError({ code: 'bad-die', message: `a die needs a whole number of sides, 2 or more (got ${describe(sides)}) (roll for: ${purpose})` });
  }
}

function checkCup(cup: Cup): void {
  if (typeof cup !== 'object' || cup === null || !Array.isArray(cup.chits)) {
    throw new HexwarError({ code: 'bad-cup', message: 'not a cup: expected { id, chits } (make one with createCup)' });
  }
}

function checkDeck(deck: Deck): void {
  if (typeof deck !== 'object' || deck === null || !Array.isArray(deck.drawPile) || !Array.isArray(deck.discardPile)) {
    throw new HexwarError({ code: 'bad-deck', message: 'not a deck: expected { id, drawPile, discardPile } (make one with createDeck)' });
  }
}
