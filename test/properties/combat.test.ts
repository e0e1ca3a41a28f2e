import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  crtLookup,
  crtSchema,
  formatShift,
  oddsColumn,
  oddsPosition,
  parseShift,
  shiftColumn,
  type ColumnShift,
  type CombatResultsTable,
  type CrtRow,
  type OddsResult,
  type OddsTable,
} from '../../src/combat';

// ---- arbitraries -------------------------------------------------------------------

/** Ratio tables: distinct ratios a:d (1..12 each), sorted worst to best. */
const ratioTable: fc.Arbitrary<OddsTable> = fc
  .record({
    terms: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 })), {
      minLength: 1,
      maxLength: 10,
      // equal ratios are the same column
      selector: ([a, d]) => a / d,
    }),
    below: fc.constantFrom('lowest', 'no-attack'),
    above: fc.constantFrom('highest', 'overrun'),
    aboveStep: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  })
  .map(({ terms, below, above, aboveStep }) => {
    const columns = [...terms]
      .sort(([a1, d1], [a2, d2]) => a1 * d2 - a2 * d1)
      .map(([attack, defence]) => ({ label: `${attack}:${defence}`, attack, defence }));
    const last = columns[columns.length - 1]!;
    const table: OddsTable = { kind: 'ratio', columns, below, above };
    if (above === 'highest' || aboveStep === undefined) return table;
    return { ...table, aboveFrom: { attack: last.attack + aboveStep * last.defence, defence: last.defence } };
  });

/** Differential tables: distinct mins in −12..12, sorted. */
const differentialTable: fc.Arbitrary<OddsTable> = fc
  .record({
    mins: fc.uniqueArray(fc.integer({ min: -12, max: 12 }), { minLength: 1, maxLength: 10 }),
    below: fc.constantFrom('lowest', 'no-attack'),
    above: fc.constantFrom('highest', 'overrun'),
    aboveStep: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  })
  .map(({ mins, below, above, aboveStep }) => {
    const columns = [...mins].sort((a, b) => a - b).map((min) => ({ label: min > 0 ? `+${min}` : `${min}`, min }));
    const table: OddsTable = { kind: 'differential', columns, below, above };
    if (above === 'highest' || aboveStep === undefined) return table;
    return { ...table, aboveFrom: columns[columns.length - 1]!.min + aboveStep };
  });

const anyTable = fc.oneof(ratioTable, differentialTable);

/** Strengths in halves, as halving rules produce them. */
const strength = fc.integer({ min: 0, max: 120 }).map((n) => n / 2);

/** Position on the table, with off-table results one past either end. */
function rank(r: OddsResult, table: OddsTable): number {
  return oddsPosition(r, table);
}

const shiftArb: fc.Arbitrary<ColumnShift> = fc.record({
  shift: fc.integer({ min: -4, max: 4 }),
  reason: fc.constantFrom('armour', 'terrain', 'air', 'supply'),
});

/**
 * A valid CRT: `columns` columns, `count`d`sides`, optional extra modifier rows, and the
 * roll range cut into contiguous rows at random, listed in random order.
 */
const validCrt: fc.Arbitrary<CombatResultsTable> = fc
  .record({
    columns: fc.integer({ min: 1, max: 6 }),
    count: fc.integer({ min: 1, max: 3 }),
    sides: fc.constantFrom(2, 4, 6, 8, 10),
    below: fc.integer({ min: 0, max: 3 }),
    above: fc.integer({ min: 0, max: 3 }),
    cuts: fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 12 }),
    seed: fc.integer(),
  })
  .map(({ columns, count, sides, below, above, cuts, seed }) => {
    const min = count - below;
    const max = count * sides + above;
    // Row starts: min plus distinct cut points in (min, max].
    const starts = [...new Set([min, ...cuts.map((c) => min + 1 + (c % (max - min)))])]
      .filter((s) => s <= max)
      .sort((a, b) => a - b);
    const rows: CrtRow[] = starts.map((low, i) => {
      const high = i + 1 < starts.length ? starts[i + 1]! - 1 : max;
      const results = Array.from({ length: columns }, (_, c) => `r${low}c${c}`);
      return { roll: low === high && seed % 2 === 0 ? low : ([low, high] as const), results };
    });
    // Rows in any order are allowed; rotate by the seed.
    const k = Math.abs(seed) % rows.length;
    const rotated = [...rows.slice(k), ...rows.slice(0, k)];
    const crt: CombatResultsTable = {
      id: 'generated',
      columns: Array.from({ length: columns }, (_, c) => `col${c}`),
      die: { count, sides },
      rows: rotated,
      ...(below > 0 ? { minRoll: min } : {}),
      ...(above > 0 ? { maxRoll: max } : {}),
    };
    return crt;
  });

function range(row: CrtRow): [number, number] {
  return typeof row.roll === 'number' ? [row.roll, row.roll] : [row.roll[0], row.roll[1]];
}

// ---- odds ----------------------------------------------------------------------------

describe('oddsColumn properties', () => {
  it('is monotone non-decreasing in attack', () => {
    fc.assert(
      fc.property(anyTable, strength, strength, strength, (table, a1, a2, d) => {
        const [lo, hi] = a1 <= a2 ? [a1, a2] : [a2, a1];
        expect(rank(oddsColumn(lo, d, table), table)).toBeLessThanOrEqual(rank(oddsColumn(hi, d, table), table));
      }),
    );
  });

  it('is monotone non-increasing in defence', () => {
    fc.assert(
      fc.property(anyTable, strength, strength, strength, (table, a, d1, d2) => {
        const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(rank(oddsColumn(a, lo, table), table)).toBeGreaterThanOrEqual(rank(oddsColumn(a, hi, table), table));
      }),
    );
  });

  it('never favours the attacker on a ratio table: column ratio ≤ actual < next column', () => {
    fc.assert(
      fc.property(ratioTable, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 200 }), (table, a, d) => {
        if (table.kind !== 'ratio') return;
        const r = oddsColumn(a, d, table);
        const cols = table.columns;
        const atLeast = (c: { attack: number; defence: number }) => a * c.defence >= d * c.attack; // actual ≥ c
        const top = cols[cols.length - 1]!;
        const aboveFrom = table.aboveFrom ?? { attack: top.attack + top.defence, defence: top.defence };
        if (r.kind === 'column') {
          const col = cols[r.index]!;
          const next = cols[r.index + 1];
          if (r.index === 0 && table.below === 'lowest' && !atLeast(col)) {
            // The table's own rule resolves worse odds on its first column.
          } else {
            expect(atLeast(col)).toBe(true);
          }
          if (next !== undefined) expect(atLeast(next)).toBe(false);
          if (table.above !== 'highest') expect(atLeast(aboveFrom)).toBe(false);
          expect(r.label).toBe(col.label);
        } else if (r.kind === 'below') {
          expect(table.below).not.toBe('lowest');
          expect(atLeast(cols[0]!)).toBe(false);
        } else {
          expect(table.above).not.toBe('highest');
          expect(atLeast(aboveFrom)).toBe(true);
        }
        // The reported ratio is the actual odds, unrounded.
        expect(r.ratio).toBe(a / d);
      }),
    );
  });

  it('odds exactly on a ratio read that column; exactly on aboveFrom, the above outcome', () => {
    fc.assert(
      fc.property(
        ratioTable.chain((t) => fc.tuple(fc.constant(t), fc.nat({ max: t.columns.length - 1 }))),
        fc.integer({ min: 1, max: 9 }),
        ([table, i], k) => {
          if (table.kind !== 'ratio') return;
          const col = table.columns[i]!;
          expect(oddsColumn(col.attack * k, col.defence * k, table)).toMatchObject({ kind: 'column', index: i });
          const top = table.columns[table.columns.length - 1]!;
          const from = table.aboveFrom ?? { attack: top.attack + top.defence, defence: top.defence };
          const at = oddsColumn(from.attack * k, from.defence * k, table);
          if (table.above === 'highest') expect(at).toMatchObject({ kind: 'column', index: table.columns.length - 1 });
          else expect(at).toMatchObject({ kind: 'above', outcome: table.above });
        },
      ),
    );
  });

  it('on a differential table, reads the column whose range holds attack − defence', () => {
    fc.assert(
      fc.property(differentialTable, strength, strength, (table, a, d) => {
        if (table.kind !== 'differential') return;
        const r = oddsColumn(a, d, table);
        const diff = a - d;
        const aboveFrom = table.aboveFrom ?? table.columns[table.columns.length - 1]!.min + 1;
        expect(r.ratio).toBe(diff);
        if (r.kind === 'column') {
          const next = table.columns[r.index + 1];
          if (!(r.index === 0 && table.below === 'lowest')) expect(table.columns[r.index]!.min).toBeLessThanOrEqual(diff);
          if (next !== undefined) expect(next.min).toBeGreaterThan(diff);
          if (table.above !== 'highest') expect(diff).toBeLessThan(aboveFrom);
        } else if (r.kind === 'below') {
          expect(table.columns[0]!.min).toBeGreaterThan(diff);
        } else {
          expect(diff).toBeGreaterThanOrEqual(aboveFrom);
        }
      }),
    );
  });

  it('scaling both strengths leaves a ratio column unchanged', () => {
    fc.assert(
      fc.property(ratioTable, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 2, max: 7 }), (table, a, d, k) => {
        expect(rank(oddsColumn(a * k, d * k, table), table)).toBe(rank(oddsColumn(a, d, table), table));
      }),
    );
  });
});

// ---- shifts --------------------------------------------------------------------------

describe('shiftColumn properties', () => {
  const caps = fc.record(
    {
      maxRight: fc.integer({ min: 0, max: 4 }),
      maxLeft: fc.integer({ min: 0, max: 4 }),
      cancel: fc.constantFrom('before-caps' as const, 'after-caps' as const),
    },
    { requiredKeys: [] },
  );

  it('always lands on the table, and reports exactly when it stopped at an edge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -1, max: 13 }),
        fc.array(shiftArb, { maxLength: 8 }),
        caps,
        (n, base, shifts, opts) => {
          const r = shiftColumn(base, shifts, n, opts);
          expect(r.index).toBeGreaterThanOrEqual(0);
          expect(r.index).toBeLessThan(n);
          expect(r.applied).toBe(r.index - base);
          const target = base + r.net;
          expect(r.offTable).toBe(target < 0 ? 'below' : target > n - 1 ? 'above' : undefined);
          if (r.offTable === undefined) expect(r.index).toBe(target);
        },
      ),
    );
  });

  it('respects the caps, and without caps nets every shift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.array(shiftArb, { maxLength: 8 }), caps, (base, shifts, opts) => {
        const r = shiftColumn(base, shifts, 8, opts);
        const sum = shifts.reduce((s, x) => s + x.shift, 0);
        expect(r.raw).toBe(sum);
        if (opts.maxRight !== undefined) expect(r.net).toBeLessThanOrEqual(opts.maxRight);
        if (opts.maxLeft !== undefined) expect(-r.net).toBeLessThanOrEqual(opts.maxLeft);
        if (opts.maxRight === undefined && opts.maxLeft === undefined) {
          expect(r.net).toBe(sum);
          expect(r.capped).toBe(false);
        }
        if (!r.capped) expect(r.net).toBe(sum);
      }),
    );
  });

  it('shifts that cancel sum to zero and leave the column where it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.array(shiftArb, { maxLength: 6 }), (n, b, shifts) => {
        const base = b % n;
        const opposite = shifts.map((s) => ({ ...s, shift: -s.shift, reason: `against ${s.reason}` }));
        const r = shiftColumn(base, [...shifts, ...opposite], n);
        expect(r).toEqual({ index: base, raw: 0, net: 0, applied: 0, capped: false });
      }),
    );
  });

  it('does not depend on the order of the shifts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 7 }),
        fc.array(shiftArb, { maxLength: 8 }).chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length }))),
        caps,
        (base, [shifts, shuffled], opts) => {
          expect(shiftColumn(base, shuffled, 8, opts)).toEqual(shiftColumn(base, shifts, 8, opts));
        },
      ),
    );
  });

  it('formatShift and parseShift round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (n) => {
        expect(parseShift(formatShift(n))).toBe(n);
      }),
    );
  });
});

// ---- CRT -------------------------------------------------------------------------------

describe('CRT properties', () => {
  it('generated tables pass crtSchema', () => {
    fc.assert(
      fc.property(validCrt, (crt) => {
        const r = crtSchema().safeParse(crt);
        expect(r.error?.issues ?? []).toEqual([]);
      }),
    );
  });

  it('lookup is total over integer rolls and reads the covering row', () => {
    fc.assert(
      fc.property(
        validCrt.chain((crt) => fc.tuple(fc.constant(crt), fc.nat({ max: crt.columns.length - 1 }))),
        fc.oneof(fc.integer({ min: -30, max: 60 }), fc.integer()),
        ([crt, column], roll) => {
          const result = crtLookup(crt, column, roll);
          expect(crt.rows.some((row) => row.results[column] === result)).toBe(true);
          const lows = crt.rows.map((row) => range(row)[0]);
          const highs = crt.rows.map((row) => range(row)[1]);
          const clamped = Math.max(Math.min(...lows), Math.min(Math.max(...highs), roll));
          const row = crt.rows.find((r) => range(r)[0] <= clamped && clamped <= range(r)[1])!;
          expect(result).toBe(row.results[column]);
        },
      ),
    );
  });

  it('crtSchema rejects a gap (a row removed)', () => {
    fc.assert(
      fc.property(
        validCrt.filter((crt) => crt.rows.length > 1).chain((crt) => fc.tuple(fc.constant(crt), fc.nat({ max: crt.rows.length - 1 }))),
        ([crt, i]) => {
          const broken = { ...crt, rows: crt.rows.filter((_, j) => j !== i) };
          const r = crtSchema().safeParse(broken);
          expect(r.success).toBe(false);
          expect(r.error!.issues.some((issue) => /no row for/.test(issue.message))).toBe(true);
        },
      ),
    );
  });

  it('crtSchema rejects an overlap (a row widened into its neighbour, or repeated)', () => {
    fc.assert(
      fc.property(
        validCrt.filter((crt) => crt.rows.length > 1).chain((crt) => fc.tuple(fc.constant(crt), fc.nat({ max: crt.rows.length - 1 }), fc.boolean())),
        ([crt, i, repeat]) => {
          let rows: CrtRow[];
          if (repeat) {
            rows = [...crt.rows, crt.rows[i]!];
          } else {
            // Widen row i by one roll toward a neighbouring row.
            const [low, high] = range(crt.rows[i]!);
            const max = Math.max(...crt.rows.map((r) => range(r)[1]));
            const roll: [number, number] = high < max ? [low, high + 1] : [low - 1, high];
            rows = crt.rows.map((r, j) => (j === i ? { ...r, roll } : r));
          }
          const r = crtSchema().safeParse({ ...crt, rows });
          expect(r.success).toBe(false);
          expect(r.error!.issues.some((issue) => /also in rows\[\d+\]/.test(issue.message))).toBe(true);
        },
      ),
    );
  });

  it('crtSchema names the row whose results do not match the columns', () => {
    fc.assert(
      fc.property(
        validCrt.chain((crt) => fc.tuple(fc.constant(crt), fc.nat({ max: crt.rows.length - 1 }), fc.boolean())),
        ([crt, i, extra]) => {
          const rows = crt.rows.map((r, j) =>
            j !== i ? r : { ...r, results: extra ? [...r.results, 'X'] : r.results.slice(1) },
          );
          const r = crtSchema().safeParse({ ...crt, rows });
          expect(r.success).toBe(false);
          const n = crt.columns.length;
          const issue = r.error!.issues.find((x) => x.path.join('.') === `rows.${i}.results`);
          const got = extra ? n + 1 : n - 1;
          expect(issue?.message).toBe(
            `has ${got} result${got === 1 ? '' : 's'} but the table has ${n} column${n === 1 ? '' : 's'}`,
          );
        },
      ),
    );
  });
});
