/**
 * Rotations and reflections of hexes about a centre, in the guide's cube
 * terms (turning a map, mirroring a set-up).
 *
 * @module
 */
import { mk, type Hex } from './coords';

/**
 * Rotates `h` 60° about `center` (default the origin) in the guide's "left"
 * sense: cube `(q, r, s)` becomes `(-s, -q, -r)`, taking direction `d` to `d + 1`.
 *
 * @example
 * ```ts
 * import { hex, hexRotateLeft } from 'hexwar/hex';
 *
 * hexRotateLeft(hex(1, 0)); // { q: 1, r: -1 }: 60° about (0,0)
 * ```
 * @category Hex
 */
export function hexRotateLeft(h: Hex, center?: Hex): Hex {
  const cq = center === undefined ? 0 : center.q;
  const cr = center === undefined ? 0 : center.r;
  const q = h.q - cq;
  const r = h.r - cr;
  return mk(q + r + cq, -q + cr);
}

/**
 * Rotates `h` 60° about `center` (default the origin) in the guide's "right"
 * sense: cube `(q, r, s)` becomes `(-r, -s, -q)`, taking direction `d` to `d - 1`.
 *
 * @example
 * ```ts
 * import { hex, hexRotateRight } from 'hexwar/hex';
 *
 * hexRotateRight(hex(1, 0));            // { q: 0, r: 1 }
 * hexRotateRight(hex(3, 0), hex(2, 0)); // { q: 2, r: 1 }: about (2,0)
 * ```
 * @category Hex
 */
export function hexRotateRight(h: Hex, center?: Hex): Hex {
  const cq = center === undefined ? 0 : center.q;
  const cr = center === undefined ? 0 : center.r;
  const q = h.q - cq;
  const r = h.r - cr;
  return mk(-r + cq, q + r + cr);
}

/**
 * Reflects `h` across the line through `center` (default the origin) on which
 * `q` is constant: swaps cube `r` and `s`.
 *
 * @example
 * ```ts
 * import { hex, hexReflectQ } from 'hexwar/hex';
 *
 * hexReflectQ(hex(1, -3)); // { q: 1, r: 2 }
 * ```
 * @category Hex
 */
export function hexReflectQ(h: Hex, center?: Hex): Hex {
  const cq = center === undefined ? 0 : center.q;
  const cr = center === undefined ? 0 : center.r;
  const q = h.q - cq;
  const r = h.r - cr;
  return mk(q + cq, -q - r + cr);
}

/**
 * Reflects `h` across the line through `center` (default the origin) on which
 * `r` is constant: swaps cube `q` and `s`.
 *
 * @example
 * ```ts
 * import { hex, hexReflectR } from 'hexwar/hex';
 *
 * hexReflectR(hex(1, -3)); // { q: 2, r: -3 }
 * ```
 * @category Hex
 */
export function hexReflectR(h: Hex, center?: Hex): Hex {
  const cq = center === undefined ? 0 : center.q;
  const cr = center === undefined ? 0 : center.r;
  const q = h.q - cq;
  const r = h.r - cr;
  return mk(-q - r + cq, r + cr);
}

/**
 * Reflects `h` across the line through `center` (default the origin) on which
 * `s` is constant: swaps cube `q` and `r`.
 *
 * @example
 * ```ts
 * import { hex, hexReflectS } from 'hexwar/hex';
 *
 * hexReflectS(hex(1, -3)); // { q: -3, r: 1 }
 * ```
 * @category Hex
 */
export function hexReflectS(h: Hex, center?: Hex): Hex {
  const cq = center === undefined ? 0 : center.q;
  const cr = center === undefined ? 0 : center.r;
  const q = h.q - cq;
  const r = h.r - cr;
  return mk(r + cq, q + cr);
}
