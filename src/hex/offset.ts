/**
 * Offset and doubled coordinates, the column/row numbering printed maps use,
 * converted with the guide's formulas.
 */
import { HexwarError } from '../errors';
import type { Hex } from './coords';

/**
 * Which rows or columns an offset grid shoves over, in the guide's terms:
 * `'odd-q'` / `'even-q'` are flat-topped grids of vertical columns where the odd
 * (even) columns are shoved down half a hex; `'odd-r'` / `'even-r'` are
 * pointy-topped grids of horizontal rows where the odd (even) rows are shoved
 * right half a hex.
 *
 * @category Hex
 */
export type OffsetConvention = 'odd-q' | 'even-q' | 'odd-r' | 'even-r';

/**
 * A hex as a column and row of an offset grid.
 *
 * @category Hex
 */
export interface OffsetCoord {
  /** Column number. */
  readonly col: number;
  /** Row number. */
  readonly row: number;
}

/**
 * A hex in doubled coordinates: `col + row` is always even.
 *
 * @category Hex
 */
export interface DoubledCoord {
  /** Column number (doubled for `'r'` grids). */
  readonly col: number;
  /** Row number (doubled for `'q'` grids). */
  readonly row: number;
}

function badConvention(convention: unknown): HexwarError {
  return new HexwarError({
    code: 'bad-offset-convention',
    message: `${JSON.stringify(convention)} is not an offset convention: use "odd-q", "even-q", "odd-r" or "even-r"`,
  });
}

// `x & 1` is the parity of x for every safe integer, negatives included
// (ToInt32 keeps the low bit), which is why the guide uses it instead of `% 2`.

/**
 * Converts an axial hex to offset coordinates in the given convention.
 *
 * @example
 * ```ts
 * import { hex, offsetFromHex } from 'hexwar/hex';
 *
 * offsetFromHex(hex(3, -1), 'odd-q'); // { col: 3, row: 0 }
 * ```
 * @throws `HexwarError` with code `bad-offset-convention` on an unknown convention.
 * @category Hex
 */
export function offsetFromHex(h: Hex, convention: OffsetConvention): OffsetCoord {
  const q = h.q;
  const r = h.r;
  switch (convention) {
    case 'odd-q':
      return { col: q + 0, row: r + (q - (q & 1)) / 2 + 0 };
    case 'even-q':
      return { col: q + 0, row: r + (q + (q & 1)) / 2 + 0 };
    case 'odd-r':
      return { col: q + (r - (r & 1)) / 2 + 0, row: r + 0 };
    case 'even-r':
      return { col: q + (r + (r & 1)) / 2 + 0, row: r + 0 };
    default:
      throw badConvention(convention);
  }
}

/**
 * Converts offset coordinates in the given convention to an axial hex.
 *
 * @example
 * ```ts
 * import { offsetToHex } from 'hexwar/hex';
 *
 * offsetToHex({ col: 3, row: 0 }, 'odd-q'); // { q: 3, r: -1 }
 * ```
 * @throws `HexwarError` with code `bad-offset-convention` on an unknown convention.
 * @category Hex
 */
export function offsetToHex(o: OffsetCoord, convention: OffsetConvention): Hex {
  const col = o.col;
  const row = o.row;
  switch (convention) {
    case 'odd-q':
      return { q: col + 0, r: row - (col - (col & 1)) / 2 + 0 };
    case 'even-q':
      return { q: col + 0, r: row - (col + (col & 1)) / 2 + 0 };
    case 'odd-r':
      return { q: col - (row - (row & 1)) / 2 + 0, r: row + 0 };
    case 'even-r':
      return { q: col - (row + (row & 1)) / 2 + 0, r: row + 0 };
    default:
      throw badConvention(convention);
  }
}

function badKind(kind: unknown): HexwarError {
  return new HexwarError({
    code: 'bad-doubled-kind',
    message: `${JSON.stringify(kind)} is not a doubled layout: use "q" (doubled height, flat-top) or "r" (doubled width, pointy-top)`,
  });
}

/**
 * Converts an axial hex to doubled coordinates: `'q'` is the guide's doubled
 * height (flat-topped, rows counted in half hexes), `'r'` its doubled width
 * (pointy-topped, columns counted in half hexes).
 *
 * @example
 * ```ts
 * import { doubledFromHex, hex } from 'hexwar/hex';
 *
 * doubledFromHex(hex(1, 1), 'q'); // { col: 1, row: 3 }
 * ```
 * @throws `HexwarError` with code `bad-doubled-kind` unless `kind` is `'q'` or `'r'`.
 * @category Hex
 */
export function doubledFromHex(h: Hex, kind: 'q' | 'r'): DoubledCoord {
  if (kind === 'q') return { col: h.q + 0, row: 2 * h.r + h.q + 0 };
  if (kind === 'r') return { col: 2 * h.q + h.r + 0, row: h.r + 0 };
  throw badKind(kind);
}

/**
 * Converts doubled coordinates (see {@link doubledFromHex}) to an axial hex.
 *
 * @example
 * ```ts
 * import { doubledToHex } from 'hexwar/hex';
 *
 * doubledToHex({ col: 1, row: 3 }, 'q'); // { q: 1, r: 1 }
 * ```
 * @throws `HexwarError` with code `bad-doubled-coord` if `col + row` is odd
 * (no hex has such coordinates) or either is not a whole number, or `bad-doubled-kind` on an unknown kind.
 * @category Hex
 */
export function doubledToHex(d: DoubledCoord, kind: 'q' | 'r'): Hex {
  if (kind !== 'q' && kind !== 'r') throw badKind(kind);
  if (!Number.isSafeInteger(d.col) || !Number.isSafeInteger(d.row) || ((d.col + d.row) & 1) !== 0) {
    throw new HexwarError({
      code: 'bad-doubled-coord',
      message: `(${d.col}, ${d.row}) is not a doubled coordinate: col and row must be whole numbers with an even sum`,
    });
  }
  if (kind === 'q') return { q: d.col + 0, r: (d.row - d.col) / 2 + 0 };
  return { q: (d.col - d.row) / 2 + 0, r: d.row + 0 };
}
