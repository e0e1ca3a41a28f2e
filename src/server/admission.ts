/**
 * What the host lets in: token buckets per key (a seat, an address) in a map
 * of bounded size, a JSON nesting bound checked before parsing, and a total
 * decode of a path segment. Each is total: no input makes it throw.
 *
 * @module
 */

/**
 * Token buckets by key: `rate` tokens a second, bursts up to `burst`. The map
 * holds at most `maxKeys` keys; past that the key idle longest is forgotten
 * (a forgotten key starts again full, which only ever lets a quiet client in,
 * never shuts a busy one out), where clearing the map wholesale would refill
 * every busy client at once. @internal
 */
export class Buckets {
  private readonly map = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one token for `key`: false (and nothing taken) when its bucket is empty. */
  take(key: string): boolean {
    const now = this.now();
    const b = this.map.get(key) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.rate);
    b.at = now;
    // Re-inserted, so the map's order is least recently used first.
    this.map.delete(key);
    this.map.set(key, b);
    for (const oldest of this.map.keys()) {
      if (this.map.size <= this.maxKeys) break;
      this.map.delete(oldest);
    }
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** How many keys are held (never more than `maxKeys`). */
  get size(): number {
    return this.map.size;
  }
}

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read without
 * parsing it: a body nested ten thousand deep would overflow the stack of a
 * recursive schema check (a 500 per request, each ~300 ms). Text inside strings
 * is skipped. @internal
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** A path segment's `%` escapes decoded, or null where they are malformed (`decodeURIComponent` throws there). @internal */
export function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** The deepest nesting a request body or socket message may have. @internal */
export const MAX_JSON_DEPTH = 32;
