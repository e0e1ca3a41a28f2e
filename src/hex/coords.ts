/**
 * Axial and cube hex coordinates and the operations on them, following Red Blob
 * Games' guide (https://www.redblobgames.com/grids/hexagons/) and its
 * implementation page, with the guide's names camelCased.
 *
 * Hot paths (distance, neighbours, rounding) do plain arithmetic on `q` and `r`
 * and allocate nothing but the hexes they return.
 */
import { HexwarError } from '../errors';

/**
 * A hex in axial coordinates: `q` runs along a column axis, `r` along a row
 * axis, and the third cube coordinate `s` is implied as `-q - r`.
 *
 * @category Hex
 */
export interface Hex {
  /** Axial column coordinate (the guide's `q`). */
  readonly q: number;
  /** Axial row coordinate (the guide's `r`). */
  readonly r: number;
}

/**
 * A hex in cube coordinates: `q + r + s` is always 0.
 *
 * @category Hex
 */
export interface Cube {
  /** Cube `q` coordinate, equal to axial `q`. */
  readonly q: number;
  /** Cube `r` coordinate, equal to axial `r`. */
  readonly r: number;
  /** Cube `s` coordinate, always `-q - r`. */
  readonly s: number;
}

/**
 * A point between hex centres in axial coordinates, e.g. from {@link hexLerp}
 * or `pixelToHex`; turn it into a hex with {@link hexRound}.
 *
 * @category Hex
 */
export interface FractionalHex {
  /** Fractional axial `q`. */
  readonly q: number;
  /** Fractional axial `r`. */
  readonly r: number;
}

/**
 * One of the six neighbour directions, an index into {@link HEX_DIRECTIONS}.
 *
 * @category Hex
 */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The constructor for results of arithmetic on valid hexes (no checks). `+ 0`
 * turns -0 into 0 so that results compare equal under Object.is (and vitest's
 * toEqual).
 *
 * @internal
 */
export function mk(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/**
 * Makes a hex from axial coordinates.
 *
 * @example
 * ```ts
 * import { hex } from 'hexwar/hex';
 *
 * const h = hex(2, -1); // { q: 2, r: -1 }, frozen
 * ```
 * @param q - Axial column coordinate; a safe integer.
 * @param r - Axial row coordinate; a safe integer.
 * @throws `HexwarError` with code `bad-hex` if either is not an integer.
 * @category Hex
 */
export function hex(q: number, r: number): Hex {
  if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) {
    throw new HexwarError({
      code: 'bad-hex',
      message: `(${String(q)}, ${String(r)}) is not a hex: axial coordinates must be whole numbers`,
    });
  }
  return mk(q, r);
}

/**
 * Converts an axial hex to cube coordinates.
 *
 * @example
 * ```ts
 * import { hex, hexToCube } from 'hexwar/hex';
 *
 * hexToCube(hex(2, -1)); // { q: 2, r: -1, s: -1 }
 * ```
 * @category Hex
 */
export function hexToCube(h: Hex): Cube {
  return { q: h.q + 0, r: h.r + 0, s: 0 - h.q - h.r };
}

/**
 * Converts cube coordinates to an axial hex (drops `s`).
 *
 * @example
 * ```ts
 * import { cubeToHex } from 'hexwar/hex';
 *
 * cubeToHex({ q: 2, r: -1, s: -1 }); // { q: 2, r: -1 }
 * ```
 * @throws `HexwarError` with code `bad-cube` if `q + r + s` is not 0.
 * @category Hex
 */
export function cubeToHex(c: Cube): Hex {
  if (c.q + c.r + c.s !== 0) {
    throw new HexwarError({
      code: 'bad-cube',
      message: `(${c.q}, ${c.r}, ${c.s}) is not a cube coordinate: q + r + s must be 0`,
    });
  }
  return mk(c.q, c.r);
}

/**
 * True if two hexes are the same hex.
 *
 * @example
 * ```ts
 * import { hex, hexAdd, hexEquals } from 'hexwar/hex';
 *
 * hexEquals(hex(2, -1), hexAdd(hex(1, 0), hex(1, -1))); // true
 * ```
 * @category Hex
 */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/**
 * A string key for a hex, `"q,r"` (e.g. `"3,-1"`), for use in maps and sets.
 *
 * @example
 * ```ts
 * import { hex, hexKey } from 'hexwar/hex';
 *
 * const seen = new Set([hexKey(hex(2, -1))]); // '2,-1': a hex as a Map or Set key
 * ```
 * @category Hex
 */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

// Canonical integers only, so hexKey(hexFromKey(k)) === k.
const KEY_RE = /^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$/;

/**
 * Parses a key made by {@link hexKey} back into a hex.
 *
 * @example
 * ```ts
 * import { hexFromKey } from 'hexwar/hex';
 *
 * hexFromKey('2,-1'); // { q: 2, r: -1 }
 * ```
 * @throws `HexwarError` with code `bad-hex-key` unless the key is exactly
 * two integers written as `hexKey` writes them, e.g. `"3,-1"`.
 * @category Hex
 */
export function hexFromKey(key: string): Hex {
  const m = typeof key === 'string' ? KEY_RE.exec(key) : null;
  if (m !== null) {
    const q = Number(m[1]);
    const r = Number(m[2]);
    if (Number.isSafeInteger(q) && Number.isSafeInteger(r)) return mk(q, r);
  }
  throw new HexwarError({
    code: 'bad-hex-key',
    message: `${JSON.stringify(key)} is not a hex key of the form "q,r" like "3,-1"`,
  });
}

/**
 * Adds two hexes as vectors.
 *
 * @example
 * ```ts
 * import { hex, hexAdd } from 'hexwar/hex';
 *
 * hexAdd(hex(2, -1), hex(1, 0)); // { q: 3, r: -1 }
 * ```
 * @category Hex
 */
export function hexAdd(a: Hex, b: Hex): Hex {
  return mk(a.q + b.q, a.r + b.r);
}

/**
 * Subtracts hex `b` from hex `a` as vectors.
 *
 * @example
 * ```ts
 * import { hex, hexSubtract } from 'hexwar/hex';
 *
 * hexSubtract(hex(2, -1), hex(1, 0)); // { q: 1, r: -1 }
 * ```
 * @category Hex
 */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return mk(a.q - b.q, a.r - b.r);
}

/**
 * Multiplies a hex vector by a whole number.
 *
 * @example
 * ```ts
 * import { hex, hexScale } from 'hexwar/hex';
 *
 * hexScale(hex(1, -1), 3); // { q: 3, r: -3 }: three hexes along direction 1
 * ```
 * @category Hex
 */
export function hexScale(h: Hex, k: number): Hex {
  return mk(h.q * k, h.r * k);
}

/**
 * The six unit vectors to neighbouring hexes, in the guide's order:
 * (+1,0), (+1,-1), (0,-1), (-1,0), (-1,+1), (0,+1). Index `d` is direction `d`;
 * `d` and `d + 3` are opposite.
 *
 * @category Hex
 */
export const HEX_DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = /* @__PURE__ */ Object.freeze([
  Object.freeze(mk(1, 0)),
  Object.freeze(mk(1, -1)),
  Object.freeze(mk(0, -1)),
  Object.freeze(mk(-1, 0)),
  Object.freeze(mk(-1, 1)),
  Object.freeze(mk(0, 1)),
] as const);

/**
 * The six unit vectors to diagonal hexes (across a corner, distance 2), in
 * the guide's order: (+2,-1), (+1,-2), (-1,-1), (-2,+1), (-1,+2), (+1,+1).
 *
 * @category Hex
 */
export const HEX_DIAGONALS: readonly Hex[] = /* @__PURE__ */ Object.freeze([
  Object.freeze(mk(2, -1)),
  Object.freeze(mk(1, -2)),
  Object.freeze(mk(-1, -1)),
  Object.freeze(mk(-2, 1)),
  Object.freeze(mk(-1, 2)),
  Object.freeze(mk(1, 1)),
]);

function badDirection(d: unknown): HexwarError {
  return new HexwarError({
    code: 'bad-direction',
    message: `${String(d)} is not a hex direction: directions are 0 to 5`,
  });
}

/**
 * The unit vector for a direction (a shared, frozen hex).
 *
 * @example
 * ```ts
 * import { hexDirection } from 'hexwar/hex';
 *
 * hexDirection(0); // { q: 1, r: 0 }
 * ```
 * @throws `HexwarError` with code `bad-direction` if `d` is not 0..5.
 * @category Hex
 */
export function hexDirection(d: HexDirection): Hex {
  const v = HEX_DIRECTIONS[d];
  if (v === undefined) throw badDirection(d);
  return v;
}

/**
 * The hex adjacent to `h` in direction `d`.
 *
 * @example
 * ```ts
 * import { hex, hexNeighbor } from 'hexwar/hex';
 *
 * hexNeighbor(hex(2, -1), 3); // { q: 1, r: -1 }
 * ```
 * @throws `HexwarError` with code `bad-direction` if `d` is not 0..5.
 * @category Hex
 */
export function hexNeighbor(h: Hex, d: HexDirection): Hex {
  // Plain number tables and a literal keep this small enough for V8 to inline
  // and scalar-replace the result; reading the frozen direction objects did not.
  const dq = DIRECTION_Q[d];
  if (dq === undefined) throw badDirection(d);
  return { q: h.q + dq, r: h.r + DIRECTION_R[d]! };
}

const DIRECTION_Q: readonly number[] = [1, 1, 0, -1, -1, 0];
const DIRECTION_R: readonly number[] = [0, -1, -1, 0, 1, 1];

/**
 * The six hexes adjacent to `h`, in direction order 0..5.
 *
 * @example
 * ```ts
 * import { hex, hexNeighbors } from 'hexwar/hex';
 *
 * hexNeighbors(hex(0, 0)); // the six, direction 0 first: (1,0), (1,-1), (0,-1), (-1,0), (-1,1), (0,1)
 * ```
 * @category Hex
 */
export function hexNeighbors(h: Hex): Hex[] {
  const q = h.q;
  const r = h.r;
  return [mk(q + 1, r), mk(q + 1, r - 1), mk(q, r - 1), mk(q - 1, r), mk(q - 1, r + 1), mk(q, r + 1)];
}

/**
 * The direction pointing the other way (`d + 3` modulo 6).
 *
 * @example
 * ```ts
 * import { oppositeDirection } from 'hexwar/hex';
 *
 * oppositeDirection(1); // 4: a retreat straight away from an attack from direction 1
 * ```
 * @category Hex
 */
export function oppositeDirection(d: HexDirection): HexDirection {
  return OPPOSITE[d];
}

/** Each direction's opposite, by direction. */
const OPPOSITE = [3, 4, 5, 0, 1, 2] as const;

/**
 * The direction from `a` to its neighbour `b`, or `undefined` when the two
 * hexes are not adjacent (including when they are the same hex).
 *
 * @example
 * ```ts
 * import { directionBetween, hex } from 'hexwar/hex';
 *
 * directionBetween(hex(0, 0), hex(0, 1)); // 5
 * directionBetween(hex(0, 0), hex(2, 0)); // undefined: not adjacent
 * ```
 * @category Hex
 */
export function directionBetween(a: Hex, b: Hex): HexDirection | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq === 1) return dr === 0 ? 0 : dr === -1 ? 1 : undefined;
  if (dq === 0) return dr === -1 ? 2 : dr === 1 ? 5 : undefined;
  if (dq === -1) return dr === 0 ? 3 : dr === 1 ? 4 : undefined;
  return undefined;
}

/**
 * The hex diagonally across corner `d` of `h`, using {@link HEX_DIAGONALS}.
 *
 * @example
 * ```ts
 * import { hex, hexDiagonalNeighbor } from 'hexwar/hex';
 *
 * hexDiagonalNeighbor(hex(0, 0), 0); // { q: 2, r: -1 }
 * ```
 * @throws `HexwarError` with code `bad-direction` if `d` is not 0..5.
 * @category Hex
 */
export function hexDiagonalNeighbor(h: Hex, d: HexDirection): Hex {
  const v = HEX_DIAGONALS[d];
  if (v === undefined) throw badDirection(d);
  return mk(h.q + v.q, h.r + v.r);
}

/**
 * The distance of a hex from the origin, in hexes.
 *
 * @example
 * ```ts
 * import { hex, hexLength } from 'hexwar/hex';
 *
 * hexLength(hex(3, -1)); // 3
 * ```
 * @category Hex
 */
export function hexLength(h: Hex): number {
  return (Math.abs(h.q) + Math.abs(h.r) + Math.abs(h.q + h.r)) / 2;
}

/**
 * The distance between two hexes, counted in hexes as a unit moves.
 *
 * @example
 * ```ts
 * import { hex, hexDistance } from 'hexwar/hex';
 *
 * hexDistance(hex(0, 0), hex(3, -1)); // 3: in range of a gun that reaches 3 hexes
 * ```
 * @category Hex
 */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// The guide's cube_round on fractional axial (q, r), without building objects.
function roundAxial(fq: number, fr: number): Hex {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const qDiff = Math.abs(q - fq);
  const rDiff = Math.abs(r - fr);
  const sDiff = Math.abs(s - fs);
  if (qDiff > rDiff && qDiff > sDiff) q = -r - s;
  else if (rDiff > sDiff) r = -q - s;
  // else the guide resets s, which axial coordinates do not store.
  return mk(q, r);
}

/**
 * Rounds a fractional position to the hex that contains it (the guide's cube
 * rounding: round all three cube coordinates, then recompute the one that
 * moved most).
 *
 * @example
 * ```ts
 * import { hexRound } from 'hexwar/hex';
 *
 * hexRound({ q: 1.2, r: -0.4 }); // { q: 1, r: 0 }
 * ```
 * @throws `HexwarError` with code `bad-hex` if a coordinate is not finite.
 * @category Hex
 */
export function hexRound(f: FractionalHex): Hex {
  if (!Number.isFinite(f.q) || !Number.isFinite(f.r)) {
    throw new HexwarError({
      code: 'bad-hex',
      message: `cannot round (${f.q}, ${f.r}) to a hex: coordinates must be finite numbers`,
    });
  }
  return roundAxial(f.q, f.r);
}

/**
 * Linear interpolation between two hex positions: `t = 0` gives `a`, `t = 1`
 * gives `b`.
 *
 * @example
 * ```ts
 * import { hex, hexLerp } from 'hexwar/hex';
 *
 * hexLerp(hex(0, 0), hex(4, -2), 0.5); // { q: 2, r: -1 }, halfway
 * ```
 * @category Hex
 */
export function hexLerp(a: FractionalHex, b: FractionalHex, t: number): FractionalHex {
  // The guide's a*(1-t) + b*t form lands exactly on b at t = 1.
  return { q: a.q * (1 - t) + b.q * t, r: a.r * (1 - t) + b.r * t };
}

/**
 * The hexes on a straight line from `a` to `b`, both included: distance + 1
 * hexes, each adjacent to the next. As in the guide, both ends are nudged by
 * (1e-6, 1e-6, -2e-6) so a line running exactly along a hexside picks the same
 * hexes whichever end it is drawn from. The nudge is parallel to the (+1, +1)
 * diagonal, so lines along that diagonal still sit on exact ties, which float
 * rounding settles; line-of-sight rules for hexside spines should not rely on
 * which side this picks.
 *
 * @example
 * ```ts
 * import { hex, hexLinedraw } from 'hexwar/hex';
 *
 * hexLinedraw(hex(0, 0), hex(3, 0)); // (0,0), (1,0), (2,0), (3,0): the hexes a line of sight crosses
 * ```
 * @category Hex
 */
export function hexLinedraw(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  const step = 1 / Math.max(n, 1);
  const results: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = step * i;
    results.push(roundAxial(aq * (1 - t) + bq * t, ar * (1 - t) + br * t));
  }
  return results;
}

function checkRadius(radius: number, what: string): void {
  if (!Number.isSafeInteger(radius) || radius < 0) {
    throw new HexwarError({
      code: 'bad-radius',
      message: `${what} of ${String(radius)} is not allowed: it must be a whole number, 0 or more`,
    });
  }
}

// Appends the guide's ring walk to `out`; radius must be >= 1.
function ringInto(out: Hex[], center: Hex, radius: number): void {
  // Start at center + direction 4 scaled by radius.
  let q = center.q - radius;
  let r = center.r + radius;
  for (const d of HEX_DIRECTIONS) {
    for (let j = 0; j < radius; j++) {
      out.push(mk(q, r));
      q += d.q;
      r += d.r;
    }
  }
}

/**
 * The 6 × `radius` hexes at exactly `radius` from `center`, by the guide's
 * walk: start at `center + direction 4 × radius` and take `radius` steps in
 * each direction 0..5. Radius 0 gives `[center]`.
 *
 * @example
 * ```ts
 * import { hex, hexRing } from 'hexwar/hex';
 *
 * hexRing(hex(0, 0), 2).length; // 12: the hexes exactly 2 away
 * ```
 * @throws `HexwarError` with code `bad-radius` unless `radius` is a whole number ≥ 0.
 * @category Hex
 */
export function hexRing(center: Hex, radius: number): Hex[] {
  checkRadius(radius, 'a ring radius');
  if (radius === 0) return [mk(center.q, center.r)];
  const out: Hex[] = [];
  ringInto(out, center, radius);
  return out;
}

/**
 * The `1 + 3 × radius × (radius + 1)` hexes within `radius` of `center`,
 * ordered centre first, then ring 1, ring 2, … as {@link hexRing} walks them.
 *
 * @example
 * ```ts
 * import { hex, hexSpiral } from 'hexwar/hex';
 *
 * const near = hexSpiral(hex(0, 0), 2); // 19 hexes, the centre first, then ring 1, then ring 2
 * ```
 * @throws `HexwarError` with code `bad-radius` unless `radius` is a whole number ≥ 0.
 * @category Hex
 */
export function hexSpiral(center: Hex, radius: number): Hex[] {
  checkRadius(radius, 'a spiral radius');
  const out: Hex[] = [mk(center.q, center.r)];
  for (let k = 1; k <= radius; k++) ringInto(out, center, k);
  return out;
}

/**
 * All hexes within distance `n` of `center`, by the guide's double loop over
 * `q` then `r` (so ordered by column, not by distance; see {@link hexSpiral}).
 *
 * @example
 * ```ts
 * import { hex, hexRange } from 'hexwar/hex';
 *
 * hexRange(hex(0, 0), 1).length; // 7: the hex and its six neighbours
 * ```
 * @throws `HexwarError` with code `bad-radius` unless `n` is a whole number ≥ 0.
 * @category Hex
 */
export function hexRange(center: Hex, n: number): Hex[] {
  checkRadius(n, 'a range');
  const out: Hex[] = [];
  for (let q = -n; q <= n; q++) {
    const rMax = Math.min(n, -q + n);
    for (let r = Math.max(-n, -q - n); r <= rMax; r++) {
      out.push(mk(center.q + q, center.r + r));
    }
  }
  return out;
}
