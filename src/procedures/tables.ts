import { HexwarError } from '../errors';

/**
 * A die-roll table read by ranges, as printed: `{ '≤0': -1, '1-3': 0, '4-6': 1, '7+': 2 }`.
 * Keys are a number (`'4'`), a range (`'1-3'`), an open end (`'7+'`, `'≤0'` or
 * `'<=0'`). Checked once: no two ranges overlap, and no whole number between the
 * lowest and highest bound is left out.
 *
 * @returns a lookup from a (modified) roll to its value.
 * @throws {@link HexwarError} `bad-table` naming the key at fault.
 * @example
 * ```ts
 * const supplyTable = rangeTable({ '≤0': -1, '1-3': 0, '4-6': 1, '7+': 2 });
 * supplyTable(5); // 1
 * ```
 * @category Procedures
 */
export function rangeTable<V>(rows: { readonly [range: string]: V }, name = 'table'): (roll: number) => V {
  const ranges = Object.entries(rows).map(([key, value]) => ({ key, value, ...parseRange(key, name) }));
  ranges.sort((a, b) => a.lo - b.lo);
  for (let i = 1; i < ranges.length; i++) {
    const a = ranges[i - 1]!;
    const b = ranges[i]!;
    if (b.lo <= a.hi) throw new HexwarError({ code: 'bad-table', message: `${name}: "${b.key}" overlaps "${a.key}"`, path: b.key });
    if (b.lo > a.hi + 1) throw new HexwarError({ code: 'bad-table', message: `${name}: no row for ${a.hi + 1}${b.lo - 1 > a.hi + 1 ? `-${b.lo - 1}` : ''} (between "${a.key}" and "${b.key}")`, path: b.key });
  }
  return (roll: number) => {
    for (const r of ranges) if (roll >= r.lo && roll <= r.hi) return r.value;
    throw new HexwarError({ code: 'bad-roll', message: `${name} has no row for ${roll}` });
  };
}

function parseRange(key: string, name: string): { lo: number; hi: number } {
  const k = key.replace(/\s+/g, '').replace('−', '-');
  let m: RegExpExecArray | null;
  if ((m = /^(-?\d+)$/.exec(k))) return { lo: Number(m[1]), hi: Number(m[1]) };
  if ((m = /^(-?\d+)-(-?\d+)$/.exec(k)) && Number(m[1]) <= Number(m[2])) return { lo: Number(m[1]), hi: Number(m[2]) };
  if ((m = /^(-?\d+)\+$/.exec(k))) return { lo: Number(m[1]), hi: Infinity };
  if ((m = /^(?:≤|<=)(-?\d+)$/.exec(k))) return { lo: -Infinity, hi: Number(m[1]) };
  throw new HexwarError({ code: 'bad-table', message: `${name}: "${key}" is not a roll or a range like "1-3", "7+" or "≤0"`, path: key });
}
