/**
 * Hexsides: the edge two adjacent hexes share, where rivers, roads across
 * rivers, and cliffs live on real maps.
 */
import { HexwarError } from '../errors';
import type { Hex, HexDirection } from './coords';
import { directionBetween, HEX_DIRECTIONS } from './coords';

/**
 * The three directions a hexside is stored under (0, 1, 2); see {@link Hexside}.
 *
 * @category Hex
 */
export type HexsideDirection = 0 | 1 | 2;

/**
 * The edge shared by two adjacent hexes, in canonical form: it is stored from
 * the one of the two hexes for which it lies in direction 0, 1 or 2, so every
 * hexside has exactly one representation and can be compared field by field
 * or keyed with {@link hexsideKey}.
 *
 * @category Hex
 */
export interface Hexside {
  /** The hex the side is stored from. */
  readonly hex: Hex;
  /** The direction of the side from `hex`: 0, 1 or 2. */
  readonly side: HexsideDirection;
}

/**
 * The hexside of `h` in direction `d`, in canonical form (for directions 3..5
 * it is stored from the neighbour, in the opposite direction).
 *
 * @example
 * ```ts
 * import { hex, hexsideOf } from 'hexwar/hex';
 *
 * hexsideOf(hex(0, 0), 3); // { hex: { q: -1, r: 0 }, side: 0 }: stored from the neighbour
 * ```
 * @throws `HexwarError` with code `bad-direction` if `d` is not 0..5.
 * @category Hex
 */
export function hexsideOf(h: Hex, d: HexDirection): Hexside {
  if (d === 0 || d === 1 || d === 2) return { hex: { q: h.q + 0, r: h.r + 0 }, side: d };
  const v = HEX_DIRECTIONS[d];
  if (v === undefined) {
    throw new HexwarError({
      code: 'bad-direction',
      message: `${String(d)} is not a hex direction: directions are 0 to 5`,
    });
  }
  return { hex: { q: h.q + v.q + 0, r: h.r + v.r + 0 }, side: SIDE_OF[d] };
}

/** The canonical hexside of each direction: 3..5 are 0..2 seen from the neighbour. */
const SIDE_OF = [0, 1, 2, 0, 1, 2] as const;

/**
 * The hexside between two adjacent hexes (the same for `(a, b)` and `(b, a)`).
 *
 * @example
 * ```ts
 * import { hex, hexsideBetween } from 'hexwar/hex';
 *
 * hexsideBetween(hex(0, 0), hex(1, 0)); // { hex: { q: 0, r: 0 }, side: 0 }
 * ```
 * @throws `HexwarError` with code `not-adjacent` if the hexes are not neighbours.
 * @category Hex
 */
export function hexsideBetween(a: Hex, b: Hex): Hexside {
  const d = directionBetween(a, b);
  if (d === undefined) {
    throw new HexwarError({
      code: 'not-adjacent',
      message: `hexes (${a.q},${a.r}) and (${b.q},${b.r}) are not adjacent, so no hexside lies between them`,
    });
  }
  return d < 3 ? { hex: { q: a.q + 0, r: a.r + 0 }, side: SIDE_OF[d] } : { hex: { q: b.q + 0, r: b.r + 0 }, side: SIDE_OF[d] };
}

/**
 * The two hexes a hexside separates: the hex it is stored from, then its
 * neighbour across the side.
 *
 * @example
 * ```ts
 * import { hex, hexsideHexes } from 'hexwar/hex';
 *
 * hexsideHexes({ hex: hex(0, 0), side: 0 }); // [{ q: 0, r: 0 }, { q: 1, r: 0 }]
 * ```
 * @category Hex
 */
export function hexsideHexes(s: Hexside): [Hex, Hex] {
  const v = HEX_DIRECTIONS[s.side];
  const h = s.hex;
  return [{ q: h.q + 0, r: h.r + 0 }, { q: h.q + v.q + 0, r: h.r + v.r + 0 }];
}

/**
 * A string key for a hexside, `"q,r|side"` (e.g. `"3,-1|0"`).
 *
 * @example
 * ```ts
 * import { hex, hexsideBetween, hexsideKey } from 'hexwar/hex';
 *
 * const rivers = new Set([hexsideKey(hexsideBetween(hex(0, 0), hex(1, 0)))]); // '0,0|0'
 * ```
 * @category Hex
 */
export function hexsideKey(s: Hexside): string {
  return `${s.hex.q},${s.hex.r}|${s.side}`;
}

const HEXSIDE_KEY_RE = /^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)\|([012])$/;

/**
 * Parses a key made by {@link hexsideKey} back into a hexside.
 *
 * @example
 * ```ts
 * import { hexsideFromKey } from 'hexwar/hex';
 *
 * hexsideFromKey('0,0|0'); // { hex: { q: 0, r: 0 }, side: 0 }
 * ```
 * @throws `HexwarError` with code `bad-hexside-key` unless the key looks
 * exactly like `"3,-1|0"` (side 0, 1 or 2).
 * @category Hex
 */
export function hexsideFromKey(key: string): Hexside {
  const m = typeof key === 'string' ? HEXSIDE_KEY_RE.exec(key) : null;
  if (m !== null) {
    const q = Number(m[1]);
    const r = Number(m[2]);
    if (Number.isSafeInteger(q) && Number.isSafeInteger(r)) {
      return { hex: { q, r }, side: Number(m[3]) as HexsideDirection };
    }
  }
  throw new HexwarError({
    code: 'bad-hexside-key',
    message: `${JSON.stringify(key)} is not a hexside key of the form "q,r|side" like "3,-1|0" (side 0, 1 or 2)`,
  });
}
