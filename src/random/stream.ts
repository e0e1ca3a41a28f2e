/**
 * The match's two keystreams: ChaCha20 (RFC 8439, `@noble/ciphers`) keyed by
 * HMAC-SHA256 (`@noble/hashes`) of a key made from the seed, one key for the
 * public dice and one for secret draws, so that no public roll says anything
 * about a secret one. A stream is read as 32-bit words by position, so the
 * random state stays a pair of counters in plain JSON and a replay reads the
 * same words.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** Which stream a draw reads: public dice, or secret draws (hidden rolls, shuffles, cups, decks, set-up). */
export type StreamName = 'public' | 'secret';

/** The words one stream may give: ChaCha20's 32-bit block counter times 16 words a block. */
export const STREAM_WORDS = 2 ** 36;

const NONCE = new Uint8Array(12);
// Words are made 256 at a time (16 ChaCha20 blocks, 1 KB): one call's overhead spread over a run of reads.
const CHUNK_WORDS = 256;
const ZEROS = new Uint8Array(CHUNK_WORDS * 4);
const encoder = new TextEncoder();

/** One stream's key and the chunk read last (reads come in runs, one chunk serves 256 words). */
export interface Keyed {
  readonly key: Uint8Array;
  /** Which chunk `bytes` holds, -1 for none. */
  block: number;
  readonly bytes: Uint8Array;
  /** `bytes` read as words: a DataView's read is a number, or a RangeError past the end. */
  readonly words: DataView;
}

/**
 * A seed's two streams, each keyed on first use: a match that never rolls
 * (or never draws in secret) never pays for that stream's key.
 */
class MatchKeys {
  #master: Uint8Array | undefined;
  #public: Keyed | undefined;
  #secret: Keyed | undefined;
  constructor(private readonly id: string) {}
  /** The public dice's stream. */
  get public(): Keyed {
    return (this.#public ??= this.#keyed('public'));
  }
  /** The secret draws' stream. */
  get secret(): Keyed {
    return (this.#secret ??= this.#keyed('secret'));
  }
  #keyed(domain: StreamName): Keyed {
    this.#master ??= sha256(encoder.encode(`hexwar random v3\n${this.id}`));
    return streamOf(hmac(sha256, this.#master, encoder.encode(`hexwar ${domain} stream`)));
  }
}

// Keys by seed: deriving a stream's key costs a hash and an HMAC (~10 µs); a few recent seeds are kept.
const keysBySeed = new Map<string, MatchKeys>();
const KEPT_SEEDS = 64;

let lastSeed: number | string | undefined;
let lastKeys: MatchKeys | undefined;

/** The two stream keys of a seed (a number and the same digits as a string are different seeds). */
export function keysOf(seed: number | string): MatchKeys {
  // Most sessions in a row belong to one match.
  if (seed === lastSeed && lastKeys) return lastKeys;
  const id = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let keys = keysBySeed.get(id);
  if (!keys) {
    keys = new MatchKeys(id);
    const oldest = keysBySeed.keys().next();
    if (keysBySeed.size >= KEPT_SEEDS && !oldest.done) keysBySeed.delete(oldest.value);
    keysBySeed.set(id, keys);
  }
  lastSeed = seed;
  lastKeys = keys;
  return keys;
}

/** A stream over a 32-byte key, nothing read yet. */
export function streamOf(key: Uint8Array): Keyed {
  const bytes = new Uint8Array(CHUNK_WORDS * 4);
  return { key, block: -1, bytes, words: new DataView(bytes.buffer) };
}

/** The 32-bit word at a position of a stream (0, 1, 2, …), as an unsigned number. */
export function wordAt(stream: Keyed, position: number): number {
  const chunk = Math.floor(position / CHUNK_WORDS);
  if (stream.block !== chunk) {
    // The chunk's first ChaCha20 block counter: 16 blocks a chunk.
    chacha20(stream.key, NONCE, ZEROS, stream.bytes, chunk * 16);
    stream.block = chunk;
  }
  // Little-endian, as RFC 8439 serialises the keystream, on any platform.
  return stream.words.getUint32((position % CHUNK_WORDS) * 4, true);
}

/**
 * A uniform whole number in 0..n-1 (n from 1 to 2^53) from 32-bit words: a word
 * past the last whole multiple of n is drawn again, so no face is favoured.
 */
export function uniformBelow(n: number, word: () => number): number {
  if (n <= 0x1_0000_0000) {
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    let w = word();
    while (w >= limit) w = word();
    return w % n;
  }
  const limit = 2 ** 53 - (2 ** 53 % n);
  let x = (word() & 0x1f_ffff) * 0x1_0000_0000 + word();
  while (x >= limit) x = (word() & 0x1f_ffff) * 0x1_0000_0000 + word();
  return x % n;
}
