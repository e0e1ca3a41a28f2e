/**
 * Hex labels as printed on real maps ("M7", "2915"), converted to and from hexes
 * through offset coordinates.
 */
import type { RuleViolation } from '../errors';
import { HexwarError } from '../errors';
import type { Hex } from './coords';
import type { OffsetConvention } from './offset';
import { offsetFromHex, offsetToHex } from './offset';

/**
 * How a map prints its hex labels.
 *
 * A label names an offset coordinate ({@link OffsetCoord}) with the printed
 * numbers used directly, no shifting:
 *
 * - `'letter-number'`: `"M7"` is column 13, row 7. Columns are lettered like
 *   spreadsheet columns, A = 1, B = 2, …, Z = 26, AA = 27, AB = 28, …; letters
 *   must be uppercase.
 * - `'column-row'`: `"2915"` is column 29, row 15. Each part is zero-padded to
 *   `digits` when printed. When parsing, the last `digits` characters are the
 *   row and everything before them the column, so `"0507"` is column 5, row 7
 *   and `"10005"` column 100, row 5.
 *
 * `offset` is applied to those printed numbers, so with `'odd-q'` the printed
 * odd columns (1, 3, 5… or A, C, E…) are the ones shoved down half a hex, as in
 * the guide. Numbers start at 1; hexes at column or row 0 or less have no label.
 *
 * @category Hex
 */
export interface HexLabelFormat {
  /** Letters then a number (`"M7"`), or column digits then row digits (`"2915"`). */
  readonly style: 'letter-number' | 'column-row';
  /** Which printed columns or rows are shoved over. */
  readonly offset: OffsetConvention;
  /**
   * Printed width of each number, zero-padded. For `'column-row'` it defaults
   * to 2 and also tells the parser how many trailing digits are the row; for
   * `'letter-number'` the row is not padded unless `digits` is given.
   */
  readonly digits?: number;
}

const OFFSETS: ReadonlySet<string> = /* @__PURE__ */ new Set(['odd-q', 'even-q', 'odd-r', 'even-r']);

function labelError(message: string): HexwarError {
  return new HexwarError({ code: 'bad-label', message });
}

/**
 * The spreadsheet-style letters of a column number: 1 → "A", 26 → "Z",
 * 27 → "AA", 28 → "AB".
 *
 * @example
 * ```ts
 * import { columnLetters } from 'hexwar/hex';
 *
 * columnLetters(13); // 'M'
 * columnLetters(28); // 'AB'
 * ```
 * @throws `HexwarError` with code `bad-label` unless `n` is a whole number ≥ 1.
 * @category Hex
 */
export function columnLetters(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw labelError(`column ${String(n)} has no letters: columns are numbered from 1 (A)`);
  }
  let s = '';
  let rest = n;
  while (rest > 0) {
    rest -= 1;
    s = String.fromCharCode(65 + (rest % 26)) + s;
    rest = Math.floor(rest / 26);
  }
  return s;
}

// Returns the column number, or a reason the letters are not a column.
function parseColumnLetters(letters: string): number | string {
  if (letters.length === 0) return 'no column letters';
  let n = 0;
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i);
    if (c < 65 || c > 90) {
      return c >= 97 && c <= 122 ? 'column letters must be uppercase' : 'column letters must be A to Z';
    }
    n = n * 26 + (c - 64);
  }
  return Number.isSafeInteger(n) ? n : 'too many column letters';
}

/**
 * The column number of spreadsheet-style letters: "A" → 1, "Z" → 26, "AA" → 27.
 *
 * @example
 * ```ts
 * import { columnNumber } from 'hexwar/hex';
 *
 * columnNumber('M');  // 13
 * columnNumber('AB'); // 28
 * ```
 * @throws `HexwarError` with code `bad-label` unless `letters` is one or
 * more uppercase letters A–Z.
 * @category Hex
 */
export function columnNumber(letters: string): number {
  const n = typeof letters === 'string' ? parseColumnLetters(letters) : 'not a string';
  if (typeof n === 'string') throw labelError(`${JSON.stringify(letters)} is not a column: ${n}`);
  return n;
}

// A violation if the format itself is unusable.
function checkFormat(format: HexLabelFormat): RuleViolation | undefined {
  if (typeof format !== 'object' || format === null) {
    return { code: 'bad-label-format', message: 'a hex label format must be an object with style and offset' };
  }
  if (format.style !== 'letter-number' && format.style !== 'column-row') {
    return {
      code: 'bad-label-format',
      message: `${JSON.stringify(format.style)} is not a label style: use "letter-number" or "column-row"`,
    };
  }
  if (!OFFSETS.has(format.offset)) {
    return {
      code: 'bad-label-format',
      message: `${JSON.stringify(format.offset)} is not an offset convention: use "odd-q", "even-q", "odd-r" or "even-r"`,
    };
  }
  const d = format.digits;
  if (d !== undefined && (!Number.isSafeInteger(d) || d < 1 || d > 15)) {
    return { code: 'bad-label-format', message: `label digits ${String(d)} must be a whole number from 1 to 15` };
  }
  return undefined;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function example(format: HexLabelFormat): string {
  const d = format.digits;
  if (format.style === 'letter-number') return d === undefined ? 'M7' : `M${pad(7, d)}`;
  const w = d ?? 2;
  return pad(5, w) + pad(7, w);
}

/**
 * The label printed on the map for a hex (see {@link HexLabelFormat}).
 *
 * @example
 * ```ts
 * import { hex, hexToLabel } from 'hexwar/hex';
 *
 * hexToLabel(hex(13, 1), { style: 'letter-number', offset: 'odd-q' }); // 'M7'
 * ```
 * @throws `HexwarError` with code `bad-label` if the hex is at column or
 * row 0 or less in the format's numbering (such hexes have no label), or, for
 * `'column-row'`, if its row needs more than `digits` digits; code
 * `bad-label-format` if the format itself is invalid.
 * @category Hex
 */
export function hexToLabel(h: Hex, format: HexLabelFormat): string {
  const bad = checkFormat(format);
  if (bad !== undefined) throw new HexwarError(bad);
  const { col, row } = offsetFromHex(h, format.offset);
  if (col < 1 || row < 1) {
    throw labelError(
      `hex (${h.q},${h.r}) is at column ${col}, row ${row} in ${format.offset} numbering and has no label: printed numbers start at 1`,
    );
  }
  if (format.style === 'letter-number') {
    return columnLetters(col) + (format.digits === undefined ? String(row) : pad(row, format.digits));
  }
  const w = format.digits ?? 2;
  const rowText = pad(row, w);
  if (rowText.length > w) {
    throw labelError(
      `hex (${h.q},${h.r}) is in row ${row}, which does not fit in ${w} digits: use a label format with more digits`,
    );
  }
  return pad(col, w) + rowText;
}

const LETTER_NUMBER_RE = /^([A-Za-z]+)([0-9]+)$/;
const DIGITS_RE = /^[0-9]+$/;

// Parses without throwing, so tryLabelToHex costs no exception.
function parseLabel(label: string, format: HexLabelFormat): Hex | RuleViolation {
  const bad = checkFormat(format);
  if (bad !== undefined) return bad;
  const shown = JSON.stringify(label) ?? String(label);
  if (format.style === 'letter-number') {
    const what = `${shown} is not a hex label of the form letter(s)+number like "${example(format)}"`;
    const m = typeof label === 'string' ? LETTER_NUMBER_RE.exec(label) : null;
    if (m === null) {
      const hint = typeof label === 'string' && /[a-z]/.test(label) ? ' (letters must be uppercase)' : '';
      return { code: 'bad-label', message: what + hint };
    }
    const col = parseColumnLetters(m[1] ?? '');
    if (typeof col === 'string') return { code: 'bad-label', message: `${what}: ${col}` };
    const row = Number(m[2]);
    if (row < 1) return { code: 'bad-label', message: `${what}: row numbers start at 1` };
    if (!Number.isSafeInteger(row)) return { code: 'bad-label', message: `${what}: the row number is too large` };
    return offsetToHex({ col, row }, format.offset);
  }
  const w = format.digits ?? 2;
  const what = `${shown} is not a hex label of the form column+row digits like "${example(format)}"`;
  if (typeof label !== 'string' || !DIGITS_RE.test(label)) return { code: 'bad-label', message: what };
  if (label.length <= w) {
    return { code: 'bad-label', message: `${what}: the last ${w} digits are the row and the column comes before them` };
  }
  const col = Number(label.slice(0, label.length - w));
  const row = Number(label.slice(label.length - w));
  if (col < 1 || row < 1) return { code: 'bad-label', message: `${what}: column and row numbers start at 1` };
  if (!Number.isSafeInteger(col)) return { code: 'bad-label', message: `${what}: the column number is too large` };
  return offsetToHex({ col, row }, format.offset);
}

/**
 * The hex a printed label names (see {@link HexLabelFormat}). Strict: no
 * spaces, uppercase letters only, numbers from 1.
 *
 * @example
 * ```ts
 * import { labelToHex } from 'hexwar/hex';
 *
 * labelToHex('M7', { style: 'letter-number', offset: 'odd-q' }); // { q: 13, r: 1 }
 * ```
 * @throws `HexwarError` with code `bad-label` if the label does not fit the
 * format, e.g. `"Z9Q" is not a hex label of the form letter(s)+number like "M7"`;
 * code `bad-label-format` if the format itself is invalid.
 * @category Hex
 */
export function labelToHex(label: string, format: HexLabelFormat): Hex {
  const result = parseLabel(label, format);
  if ('code' in result) throw new HexwarError(result);
  return result;
}

/**
 * Like {@link labelToHex}, but returns the problem instead of throwing, for
 * validating designer data.
 *
 * @example
 * ```ts
 * import { tryLabelToHex } from 'hexwar/hex';
 *
 * const r = tryLabelToHex('m7', { style: 'letter-number', offset: 'odd-q' });
 * if (!r.ok) console.log(r.error.message); // '"m7" is not a hex label … column letters must be uppercase'
 * ```
 * @category Hex
 */
export function tryLabelToHex(
  label: string,
  format: HexLabelFormat,
):
  | {
      /** The label parsed. */
      ok: true;
      /** The hex the label names. */
      hex: Hex;
    }
  | {
      /** The label did not parse. */
      ok: false;
      /** Why, with code `bad-label` or `bad-label-format`. */
      error: RuleViolation;
    } {
  const result = parseLabel(label, format);
  if ('code' in result) return { ok: false, error: result };
  return { ok: true, hex: result };
}
