/**
 * Hex ↔ pixel conversion for renderers, after the guide's Layout and
 * Orientation (y grows downward, as on screens and SVG).
 */
import { HexwarError } from '../errors';
import type { FractionalHex, Hex } from './coords';

/**
 * A point or vector in pixel space.
 *
 * @category Hex
 */
export interface Point {
  /** Horizontal coordinate, growing rightward. */
  readonly x: number;
  /** Vertical coordinate, growing downward. */
  readonly y: number;
}

/**
 * The guide's orientation matrices: forward (`f0..f3`, hex to pixel), backward
 * (`b0..b3`, pixel to hex, the inverse of forward) and the angle of corner 0.
 *
 * @category Hex
 */
export interface Orientation {
  /** Forward matrix, x from q. */
  readonly f0: number;
  /** Forward matrix, x from r. */
  readonly f1: number;
  /** Forward matrix, y from q. */
  readonly f2: number;
  /** Forward matrix, y from r. */
  readonly f3: number;
  /** Backward matrix, q from x. */
  readonly b0: number;
  /** Backward matrix, q from y. */
  readonly b1: number;
  /** Backward matrix, r from x. */
  readonly b2: number;
  /** Backward matrix, r from y. */
  readonly b3: number;
  /** Angle of corner 0, in multiples of 60° (0.5 for pointy, 0 for flat). */
  readonly startAngle: number;
}

const SQRT3 = /* @__PURE__ */ Math.sqrt(3);

/**
 * Pointy-topped hexes, laid out in horizontal rows (the guide's `layout_pointy`).
 *
 * @category Hex
 */
export const ORIENTATION_POINTY: Orientation = /* @__PURE__ */ Object.freeze({
  f0: SQRT3,
  f1: SQRT3 / 2,
  f2: 0,
  f3: 3 / 2,
  b0: SQRT3 / 3,
  b1: -1 / 3,
  b2: 0,
  b3: 2 / 3,
  startAngle: 0.5,
});

/**
 * Flat-topped hexes, laid out in vertical columns (the guide's `layout_flat`).
 *
 * @category Hex
 */
export const ORIENTATION_FLAT: Orientation = /* @__PURE__ */ Object.freeze({
  f0: 3 / 2,
  f1: 0,
  f2: SQRT3 / 2,
  f3: SQRT3,
  b0: 2 / 3,
  b1: 0,
  b2: -1 / 3,
  b3: SQRT3 / 3,
  startAngle: 0,
});

/**
 * How hexes sit on screen: orientation, hex size (centre to corner, per axis)
 * and the pixel position of hex (0, 0).
 *
 * @category Hex
 */
export interface Layout {
  /** Pointy or flat, as matrices. */
  readonly orientation: Orientation;
  /** Distance from a hex's centre to a corner, in pixels, per axis. */
  readonly size: Point;
  /** Pixel position of the centre of hex (0, 0). */
  readonly origin: Point;
}

function badLayout(message: string): HexwarError {
  return new HexwarError({ code: 'bad-layout', message });
}

/**
 * Builds a {@link Layout}.
 *
 * @example
 * ```ts
 * import { createLayout } from 'hexwar/hex';
 *
 * const layout = createLayout('flat', 30, { x: 40, y: 40 }); // 30 px centre to corner, hex (0,0) at (40,40)
 * ```
 * @param orientation - `'pointy'`, `'flat'` or a custom {@link Orientation}.
 * @param size - Centre-to-corner distance in pixels; a number for regular hexes
 *   or a point to stretch them.
 * @param origin - Pixel position of hex (0, 0); defaults to (0, 0).
 * @throws `HexwarError` with code `bad-layout` on an unknown orientation, or
 *   a size that is not a positive finite number on each axis.
 * @category Hex
 */
export function createLayout(
  orientation: 'pointy' | 'flat' | Orientation,
  size: number | Point,
  origin: Point = { x: 0, y: 0 },
): Layout {
  let o: Orientation;
  if (orientation === 'pointy') o = ORIENTATION_POINTY;
  else if (orientation === 'flat') o = ORIENTATION_FLAT;
  else if (typeof orientation === 'object' && orientation !== null) o = orientation;
  else throw badLayout(`${JSON.stringify(orientation)} is not a hex orientation: use "pointy" or "flat"`);
  const s: Point = typeof size === 'number' ? { x: size, y: size } : { x: size.x, y: size.y };
  if (!(Number.isFinite(s.x) && s.x > 0 && Number.isFinite(s.y) && s.y > 0)) {
    throw badLayout(`hex size (${s.x}, ${s.y}) must be a positive number of pixels`);
  }
  if (!Number.isFinite(origin.x) || !Number.isFinite(origin.y)) {
    throw badLayout(`layout origin (${origin.x}, ${origin.y}) must be finite`);
  }
  return { orientation: o, size: s, origin: { x: origin.x, y: origin.y } };
}

/**
 * The pixel position of a hex's centre.
 *
 * @example
 * ```ts
 * import { createLayout, hex, hexToPixel } from 'hexwar/hex';
 *
 * hexToPixel(createLayout('flat', 30), hex(2, -1)); // { x: 90, y: 0 }
 * ```
 * @category Hex
 */
export function hexToPixel(layout: Layout, h: Hex): Point {
  const m = layout.orientation;
  const x = (m.f0 * h.q + m.f1 * h.r) * layout.size.x;
  const y = (m.f2 * h.q + m.f3 * h.r) * layout.size.y;
  return { x: x + layout.origin.x, y: y + layout.origin.y };
}

/**
 * The fractional hex position of a pixel; pass it to `hexRound` to get the hex
 * under the pixel.
 *
 * @example
 * ```ts
 * import { createLayout, hexRound, pixelToHex } from 'hexwar/hex';
 *
 * const layout = createLayout('flat', 30);
 * hexRound(pixelToHex(layout, { x: 90, y: 0 })); // { q: 2, r: -1 }: the hex clicked
 * ```
 * @category Hex
 */
export function pixelToHex(layout: Layout, p: Point): FractionalHex {
  const m = layout.orientation;
  const x = (p.x - layout.origin.x) / layout.size.x;
  const y = (p.y - layout.origin.y) / layout.size.y;
  return { q: m.b0 * x + m.b1 * y, r: m.b2 * x + m.b3 * y };
}

/**
 * The offset from a hex's centre to one of its corners (0..5, as the guide
 * numbers them: from the orientation's start angle, counterclockwise on a y-down screen).
 *
 * @example
 * ```ts
 * import { createLayout, hexCornerOffset } from 'hexwar/hex';
 *
 * hexCornerOffset(createLayout('flat', 30), 0); // { x: 30, y: 0 }
 * ```
 * @category Hex
 */
export function hexCornerOffset(layout: Layout, corner: number): Point {
  const angle = (2 * Math.PI * (layout.orientation.startAngle - corner)) / 6;
  return { x: layout.size.x * Math.cos(angle), y: layout.size.y * Math.sin(angle) };
}

/**
 * The six corner points of a hex, in corner order 0..5, ready for an SVG
 * polygon or canvas path.
 *
 * @example
 * ```ts
 * import { createLayout, hex, polygonCorners } from 'hexwar/hex';
 *
 * const points = polygonCorners(createLayout('flat', 30), hex(0, 0)).map((p) => `${p.x},${p.y}`).join(' ');
 * const svg = `<polygon points="${points}" />`;
 * ```
 * @category Hex
 */
export function polygonCorners(layout: Layout, h: Hex): Point[] {
  const center = hexToPixel(layout, h);
  const corners: Point[] = [];
  for (let i = 0; i < 6; i++) {
    const off = hexCornerOffset(layout, i);
    corners.push({ x: center.x + off.x, y: center.y + off.y });
  }
  return corners;
}
