import { describe, it, expect } from 'vitest';
import { HexwarError } from '../../src/errors';
import {
  crtColumn,
  crtLookup,
  crtSchema,
  differentialColumns,
  formatShift,
  oddsColumn,
  oddsPosition,
  oddsTableSchema,
  parseCrt,
  parseOddsTable,
  parseShift,
  ratioColumns,
  shiftColumn,
  type CombatResultsTable,
  type OddsTable,
} from '../../src/combat';

/** Runs `f` and returns the HexwarError it throws (fails if it throws anything else or nothing). */
function thrown(f: () => unknown): HexwarError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(HexwarError);
    return e as HexwarError;
  }
  throw new Error('expected a HexwarError');
}

const LABELS = ['1:2', '1:1', '3:2', '2:1', '3:1', '4:1', '5:1', '6:1'];
const ratio: OddsTable = { kind: 'ratio', columns: ratioColumns(LABELS), below: 'lowest', above: 'highest' };
const differential: OddsTable = {
  kind: 'differential',
  columns: differentialColumns(['-2', '-1', '0', '+1', '+2', '+3', '+4']),
  below: 'lowest',
  above: 'highest',
};

/** A stand-in 1d6 CRT for the eight ratio columns (not the real Meiktila table). */
const standIn: CombatResultsTable = {
  id: 'stand-in',
  columns: LABELS,
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['2/-', '2/-', '1/-', '1/-', '1/-', '-/1', '-/1', '-/2'] },
    { roll: 2, results: ['2/-', '1/-', '1/-', '1/-', '1/1', '-/1', '-/2', '-/2'] },
    { roll: 3, results: ['1/-', '1/-', '1/-', '1/1', '1/1', '1/1', '-/2', '-/2'] },
    { roll: 4, results: ['1/-', '1/-', '1/1', '1/1', '1/1', '1/2', '-/2', '-/3'] },
    { roll: 5, results: ['1/-', '1/1', '1/1', '1/1', '1/2', '1/2', '1/2', '-/3'] },
    { roll: 6, results: ['1/-', '1/1', '1/1', '1/2', '1/2', '1/2', '1/3', '1/3'] },
  ],
};

describe('ratioColumns', () => {
  it('parses colon and hyphen labels, keeping the printed label', () => {
    expect(ratioColumns(['1:3', '1-2', '3:2', '6:1'])).toEqual([
      { label: '1:3', attack: 1, defence: 3 },
      { label: '1-2', attack: 1, defence: 2 },
      { label: '3:2', attack: 3, defence: 2 },
      { label: '6:1', attack: 6, defence: 1 },
    ]);
  });
  it('turns decimal labels into exact whole-number ratios', () => {
    expect(ratioColumns(['1.5:1', '2.5-1'])).toEqual([
      { label: '1.5:1', attack: 3, defence: 2 },
      { label: '2.5-1', attack: 5, defence: 2 },
    ]);
  });
  it.each(['', '3', '3:', ':2', '3:2:1', 'two to one', '0:1', '1:0', '-1:2', '1:2x'])(
    'rejects %j with bad-odds-label',
    (label) => {
      const e = thrown(() => ratioColumns(['1:1', label]));
      expect(e.code).toBe('bad-odds-label');
      expect(e.path).toBe('[1]');
    },
  );
});

describe('differentialColumns', () => {
  it('reads signed numbers and ranges by their first number', () => {
    expect(differentialColumns(['-3', '0', '+2', '+3..+4', '+5 to +6', '+7/+8', '+9+']).map((c) => c.min)).toEqual([
      -3, 0, 2, 3, 5, 7, 9,
    ]);
  });
  it('writes -0 as 0', () => {
    expect(Object.is(differentialColumns(['-0'])[0]!.min, 0)).toBe(true);
  });
  it('rejects garbage with bad-odds-label', () => {
    expect(thrown(() => differentialColumns(['+1', 'plus two'])).code).toBe('bad-odds-label');
  });
});

describe('oddsColumn on a ratio table', () => {
  it('rounds in the defender\'s favour: 17 vs 6 (2.83:1) reads 2:1', () => {
    const r = oddsColumn(17, 6, ratio);
    expect(r).toEqual({ kind: 'column', index: 3, label: '2:1', ratio: 17 / 6 });
  });
  it('reads exact ratios on their own column', () => {
    expect(oddsColumn(6, 4, ratio)).toMatchObject({ label: '3:2' });
    expect(oddsColumn(12, 4, ratio)).toMatchObject({ label: '3:1' });
    expect(oddsColumn(5, 10, ratio)).toMatchObject({ label: '1:2' });
    expect(oddsColumn(11, 4, ratio)).toMatchObject({ label: '2:1' });
  });
  it('reads odds exactly on a column boundary on that column, halves included', () => {
    expect(oddsColumn(9, 6, ratio)).toMatchObject({ label: '3:2' });
    expect(oddsColumn(21, 7, ratio)).toMatchObject({ label: '3:1' });
    expect(oddsColumn(7.5, 2.5, ratio)).toMatchObject({ label: '3:1' });
    expect(oddsColumn(7.5, 2.5 + 1e-9, ratio)).toMatchObject({ label: '2:1' });
  });
  it('clamps odds past either end when the table says lowest/highest', () => {
    expect(oddsColumn(1, 9, ratio)).toMatchObject({ kind: 'column', index: 0, label: '1:2' });
    expect(oddsColumn(40, 2, ratio)).toMatchObject({ kind: 'column', index: 7, label: '6:1', ratio: 20 });
  });
  it('reports named off-table outcomes', () => {
    const t: OddsTable = { ...ratio, below: 'no-attack', above: 'automatic-victory' };
    expect(oddsColumn(1, 3, t)).toEqual({ kind: 'below', outcome: 'no-attack', ratio: 1 / 3 });
    expect(oddsColumn(13, 2, t)).toMatchObject({ kind: 'column', label: '6:1' });
    expect(oddsColumn(7, 1, t)).toEqual({ kind: 'above', outcome: 'automatic-victory', ratio: 7 });
  });
  it('uses aboveFrom when given', () => {
    const t: OddsTable = { ...ratio, above: 'overrun', aboveFrom: { attack: 10, defence: 1 } };
    expect(oddsColumn(9, 1, t)).toMatchObject({ kind: 'column', label: '6:1' });
    expect(oddsColumn(10, 1, t)).toMatchObject({ kind: 'above', outcome: 'overrun' });
  });
  it('treats defence 0 as above the table (or the highest column)', () => {
    expect(oddsColumn(3, 0, ratio)).toEqual({ kind: 'column', index: 7, label: '6:1', ratio: null });
    expect(oddsColumn(3, 0, { ...ratio, above: 'overrun' })).toEqual({ kind: 'above', outcome: 'overrun', ratio: null });
  });
  it('puts attack 0 below the table', () => {
    expect(oddsColumn(0, 3, { ...ratio, below: 'no-attack' })).toMatchObject({ kind: 'below', outcome: 'no-attack' });
  });
  it.each([
    [-1, 3],
    [3, -1],
    [NaN, 3],
    [3, Infinity],
  ])('rejects strengths %d vs %d with bad-strength', (a, d) => {
    expect(thrown(() => oddsColumn(a, d, ratio)).code).toBe('bad-strength');
  });
  it('rejects a table with no columns', () => {
    expect(thrown(() => oddsColumn(3, 1, { ...ratio, columns: [] })).code).toBe('bad-odds-table');
  });
});

describe('oddsColumn on a differential table', () => {
  it('reads the highest column whose min is at most attack − defence', () => {
    expect(oddsColumn(10, 7, differential)).toEqual({ kind: 'column', index: 5, label: '+3', ratio: 3 });
    expect(oddsColumn(7, 7, differential)).toMatchObject({ label: '0' });
    expect(oddsColumn(6.5, 7, differential)).toMatchObject({ label: '-1' });
  });
  it('clamps or names off-table differentials', () => {
    expect(oddsColumn(1, 9, differential)).toMatchObject({ kind: 'column', label: '-2' });
    expect(oddsColumn(20, 1, differential)).toMatchObject({ kind: 'column', label: '+4' });
    const t: OddsTable = { ...differential, below: 'attacker-eliminated', above: 'overrun' };
    expect(oddsColumn(1, 9, t)).toEqual({ kind: 'below', outcome: 'attacker-eliminated', ratio: -8 });
    expect(oddsColumn(8, 4, t)).toMatchObject({ kind: 'column', label: '+4' });
    expect(oddsColumn(9, 4, t)).toEqual({ kind: 'above', outcome: 'overrun', ratio: 5 });
    expect(oddsColumn(9, 4, { ...t, aboveFrom: 7 })).toMatchObject({ kind: 'column', label: '+4' });
  });
  it('treats defence 0 as an ordinary differential', () => {
    expect(oddsColumn(2, 0, differential)).toMatchObject({ kind: 'column', label: '+2' });
  });
});

describe('oddsPosition', () => {
  it('counts off-table results one past either end', () => {
    const t: OddsTable = { ...ratio, below: 'no-attack', above: 'overrun' };
    expect(oddsPosition(oddsColumn(1, 3, t), t)).toBe(-1);
    expect(oddsPosition(oddsColumn(9, 3, t), t)).toBe(4);
    expect(oddsPosition(oddsColumn(9, 1, t), t)).toBe(8);
  });
});

describe('oddsTableSchema', () => {
  it('accepts well-formed tables', () => {
    expect(oddsTableSchema().safeParse(ratio).success).toBe(true);
    expect(oddsTableSchema().safeParse(differential).success).toBe(true);
    expect(parseOddsTable({ ...ratio, above: 'overrun', aboveFrom: { attack: 8, defence: 1 } })).toMatchObject({
      aboveFrom: { attack: 8, defence: 1 },
    });
  });
  it('names columns out of order', () => {
    const bad = { ...ratio, columns: ratioColumns(['1:1', '2:1', '3:2']) };
    const e = thrown(() => parseOddsTable(bad));
    expect(e.code).toBe('bad-odds-table');
    expect(e.path).toBe('columns[2]');
    expect(e.message).toContain('columns[2]: 3:2 is not better odds than columns[1] 2:1');
  });
  it('rejects equal ratios and repeated labels', () => {
    const r = oddsTableSchema().safeParse({ ...ratio, columns: ratioColumns(['1:1', '2:2', '1:1']) });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('columns.1');
    expect(paths).toContain('columns.2.label');
  });
  it('rejects differential columns out of order and a misplaced aboveFrom', () => {
    expect(oddsTableSchema().safeParse({ ...differential, columns: differentialColumns(['0', '0']) }).success).toBe(false);
    expect(thrown(() => parseOddsTable({ ...differential, above: 'overrun', aboveFrom: 4 })).path).toBe('aboveFrom');
    expect(thrown(() => parseOddsTable({ ...differential, aboveFrom: 9 })).path).toBe('aboveFrom');
    expect(thrown(() => parseOddsTable({ ...ratio, above: 'x', aboveFrom: { attack: 6, defence: 1 } })).path).toBe(
      'aboveFrom',
    );
  });
  it('rejects empty tables and unknown kinds', () => {
    expect(oddsTableSchema().safeParse({ ...ratio, columns: [] }).success).toBe(false);
    expect(oddsTableSchema().safeParse({ ...ratio, kind: 'odds' }).success).toBe(false);
  });
  it('names an empty table with an aboveFrom as empty, not a crash in the later checks', () => {
    const ratioEmpty = thrown(() => parseOddsTable({ ...ratio, columns: [], above: 'overrun', aboveFrom: { attack: 8, defence: 1 } }));
    expect(ratioEmpty.code).toBe('bad-odds-table');
    expect(ratioEmpty.message).toContain('at least one column');
    const differentialEmpty = thrown(() => parseOddsTable({ ...differential, columns: [], above: 'overrun', aboveFrom: 4 }));
    expect(differentialEmpty.code).toBe('bad-odds-table');
    expect(differentialEmpty.message).toContain('at least one column');
  });
});

describe('shiftColumn', () => {
  it('adds shifts', () => {
    const r = shiftColumn(3, [
      { shift: 1, reason: 'armour' },
      { shift: 1, reason: 'air' },
      { shift: -1, reason: 'town' },
    ], 8);
    expect(r).toEqual({ index: 4, raw: 1, net: 1, applied: 1, capped: false });
  });
  it('accepts an odds table or a CRT for the column count', () => {
    expect(shiftColumn(6, [{ shift: 3, reason: 'x' }], ratio)).toMatchObject({ index: 7, offTable: 'above' });
    expect(shiftColumn(6, [{ shift: 3, reason: 'x' }], standIn)).toMatchObject({ index: 7, offTable: 'above' });
    expect(shiftColumn(6, [{ shift: 3, reason: 'x' }], { columns: 8 })).toMatchObject({ index: 7 });
  });
  it('stops at the ends of the table and says so', () => {
    expect(shiftColumn(6, [{ shift: 3, reason: 'x' }], 8)).toEqual({
      index: 7,
      raw: 3,
      net: 3,
      applied: 1,
      capped: false,
      offTable: 'above',
    });
    expect(shiftColumn(1, [{ shift: -2, reason: 'x' }], 8)).toMatchObject({ index: 0, applied: -1, offTable: 'below' });
    expect(shiftColumn(7, [{ shift: 0, reason: 'x' }], 8)).not.toHaveProperty('offTable');
  });
  it('caps the net shift (cancel before caps, the default)', () => {
    const shifts = [
      { shift: 3, reason: 'armour' },
      { shift: -1, reason: 'river' },
    ];
    expect(shiftColumn(2, shifts, 8, { maxRight: 1 })).toEqual({ index: 3, raw: 2, net: 1, applied: 1, capped: true });
    expect(shiftColumn(2, shifts, 8, { maxRight: 2 })).toMatchObject({ net: 2, capped: false });
    expect(shiftColumn(4, [{ shift: -4, reason: 'x' }], 8, { maxLeft: 2 })).toMatchObject({ index: 2, net: -2, capped: true });
  });
  it('caps each direction before cancelling with cancel: after-caps', () => {
    const shifts = [
      { shift: 3, reason: 'armour' },
      { shift: -1, reason: 'river' },
    ];
    expect(shiftColumn(2, shifts, 8, { maxRight: 2, cancel: 'after-caps' })).toMatchObject({ net: 1, capped: true });
    // caps act on both sides but the net happens to equal the raw sum: still capped
    expect(
      shiftColumn(4, [
        { shift: 3, reason: 'a' },
        { shift: -3, reason: 'b' },
      ], 8, { maxRight: 2, maxLeft: 2, cancel: 'after-caps' }),
    ).toMatchObject({ net: 0, raw: 0, capped: true, index: 4 });
  });
  it('starts from off-table positions and can come back on', () => {
    expect(shiftColumn(-1, [{ shift: 1, reason: 'x' }], 8)).toEqual({ index: 0, raw: 1, net: 1, applied: 1, capped: false });
    expect(shiftColumn(8, [], 8)).toMatchObject({ index: 7, offTable: 'above' });
  });
  it('never reports -0', () => {
    const r = shiftColumn(3, [], 8, { maxLeft: 0 });
    expect(Object.is(r.net, 0)).toBe(true);
    expect(Object.is(r.applied, 0)).toBe(true);
  });
  it('rejects fractional shifts, bad caps, bad bases and empty tables', () => {
    expect(thrown(() => shiftColumn(3, [{ shift: 0.5, reason: 'half', rule: '9.1' }], 8))).toMatchObject({
      code: 'bad-shift',
      rule: '9.1',
    });
    expect(thrown(() => shiftColumn(3, [], 8, { maxRight: -1 })).code).toBe('bad-shift');
    expect(thrown(() => shiftColumn(3, [], 8, { maxLeft: 1.5 })).code).toBe('bad-shift');
    expect(thrown(() => shiftColumn(2.5, [], 8)).code).toBe('bad-column');
    expect(thrown(() => shiftColumn(0, [], 0)).code).toBe('bad-column');
    expect(thrown(() => shiftColumn(0, [], { columns: [] })).code).toBe('bad-column');
  });
});

describe('formatShift and parseShift', () => {
  it('formats shifts as tables print them', () => {
    expect(formatShift(1)).toBe('1R');
    expect(formatShift(-2)).toBe('2L');
    expect(formatShift(0)).toBe('0');
    expect(formatShift({ shift: 3, reason: 'x' })).toBe('3R');
    expect(thrown(() => formatShift(1.5)).code).toBe('bad-shift');
  });
  it('parses printed shifts', () => {
    expect(parseShift('1R')).toBe(1);
    expect(parseShift('2L')).toBe(-2);
    expect(parseShift(' 3 r ')).toBe(3);
    expect(parseShift('0')).toBe(0);
    expect(Object.is(parseShift('0L'), 0)).toBe(true);
    expect(parseShift('+1')).toBe(1);
    expect(parseShift('-2')).toBe(-2);
  });
  it.each(['', 'R', '1X', 'L2', '1.5R', '1R2', 'one right'])('rejects %j', (text) => {
    expect(thrown(() => parseShift(text)).code).toBe('bad-shift');
  });
});

describe('crtSchema', () => {
  it('accepts a well-formed table, with ranges and modifier rows', () => {
    expect(crtSchema().safeParse(standIn).success).toBe(true);
    const twoD6 = {
      id: '2d6',
      columns: ['a', 'b'],
      die: { count: 2, sides: 6 },
      minRoll: 0,
      maxRoll: 14,
      rows: [
        { roll: [0, 4], results: ['AE', 'AR'] },
        { roll: [5, 9], results: ['NE', 'DR'] },
        { roll: [10, 14], results: ['DR', 'DE'] },
      ],
    };
    expect(parseCrt(twoD6)).toEqual(twoD6);
  });
  it('names a row with the wrong number of results by its exact path', () => {
    const bad = {
      ...standIn,
      rows: standIn.rows.map((r, i) => (i === 3 ? { ...r, results: r.results.slice(0, 6) } : r)),
    };
    const r = crtSchema().safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues).toHaveLength(1);
    expect(r.error!.issues[0]).toMatchObject({
      path: ['rows', 3, 'results'],
      message: 'has 6 results but the table has 8 columns',
    });
    const e = thrown(() => parseCrt(bad));
    expect(e.code).toBe('bad-crt');
    expect(e.path).toBe('rows[3].results');
    expect(e.message).toContain('rows[3].results: has 6 results but the table has 8 columns');
  });
  it('names gaps', () => {
    const bad = { ...standIn, rows: standIn.rows.filter((_, i) => i !== 2) };
    const e = thrown(() => parseCrt(bad));
    expect(e.path).toBe('rows[2].roll');
    expect(e.message).toContain('no row for roll 3: rows[1] ends at 2 and rows[2] starts at 4');
  });
  it('names a gap at the start or the end', () => {
    expect(thrown(() => parseCrt({ ...standIn, rows: standIn.rows.slice(1) })).message).toContain(
      'rows[0].roll: no row for roll 1: the first row starts at 2 but rolls start at 1',
    );
    expect(thrown(() => parseCrt({ ...standIn, rows: standIn.rows.slice(0, 4) })).message).toContain(
      'rows: no row for rolls 5–6',
    );
  });
  it('names overlaps', () => {
    const rows = [
      { roll: [1, 3] as const, results: ['a'] },
      { roll: [3, 6] as const, results: ['b'] },
    ];
    const e = thrown(() => parseCrt({ id: 'x', columns: ['c'], die: { count: 1, sides: 6 }, rows }));
    expect(e.path).toBe('rows[1].roll');
    expect(e.message).toContain('rows[1].roll: roll 3 also in rows[0]');
  });
  it('names duplicated rows, backwards ranges and rows beyond the dice', () => {
    const base = { id: 'x', columns: ['c'], die: { count: 1, sides: 6 } };
    const dup = [1, 2, 3, 3, 4, 5, 6].map((roll) => ({ roll, results: ['-'] }));
    expect(thrown(() => parseCrt({ ...base, rows: dup })).path).toBe('rows[3].roll');
    expect(thrown(() => parseCrt({ ...base, rows: [{ roll: [6, 1], results: ['-'] }] })).message).toContain(
      'rows[0].roll: range 6–1 runs backwards',
    );
    const beyond = [0, 1, 2, 3, 4, 5, 6].map((roll) => ({ roll, results: ['-'] }));
    expect(thrown(() => parseCrt({ ...base, rows: beyond })).message).toContain('set minRoll to 0');
    expect(parseCrt({ ...base, rows: beyond, minRoll: 0 }).rows).toHaveLength(7);
  });
  it('rejects minRoll/maxRoll inside the dice, duplicate columns and non-integer rolls', () => {
    expect(thrown(() => parseCrt({ ...standIn, minRoll: 2 })).path).toBe('minRoll');
    expect(thrown(() => parseCrt({ ...standIn, maxRoll: 5 })).path).toBe('maxRoll');
    expect(thrown(() => parseCrt({ ...standIn, columns: [...LABELS.slice(0, 7), '1:2'] })).path).toBe('columns[7]');
    expect(crtSchema().safeParse({ ...standIn, rows: [{ roll: 1.5, results: LABELS }] }).success).toBe(false);
    expect(crtSchema().safeParse({ ...standIn, rows: [] }).success).toBe(false);
    expect(crtSchema().safeParse({ ...standIn, die: { count: 0, sides: 6 } }).success).toBe(false);
  });
});

describe('crtLookup', () => {
  it('reads the result for a column and roll', () => {
    expect(crtLookup(standIn, 4, 4)).toBe('1/1');
    expect(crtLookup(standIn, 0, 1)).toBe('2/-');
    expect(crtLookup(standIn, 7, 6)).toBe('1/3');
  });
  it('clamps modified rolls to the first and last rows', () => {
    expect(crtLookup(standIn, 4, -3)).toBe(crtLookup(standIn, 4, 1));
    expect(crtLookup(standIn, 4, 0)).toBe('1/-');
    expect(crtLookup(standIn, 4, 9)).toBe('1/2');
  });
  it('reads ranges, whatever order the rows are in', () => {
    const crt: CombatResultsTable = {
      id: 'ranges',
      columns: ['x'],
      die: { count: 2, sides: 6 },
      rows: [
        { roll: [8, 12], results: ['high'] },
        { roll: [2, 4], results: ['low'] },
        { roll: [5, 7], results: ['mid'] },
      ],
    };
    expect(crtSchema().safeParse(crt).success).toBe(true);
    expect([1, 2, 4, 5, 7, 8, 12, 13].map((r) => crtLookup(crt, 0, r))).toEqual([
      'low', 'low', 'low', 'mid', 'mid', 'high', 'high', 'high',
    ]);
  });
  it('rejects a column off the table and a non-integer roll', () => {
    expect(thrown(() => crtLookup(standIn, 8, 3)).code).toBe('bad-column');
    expect(thrown(() => crtLookup(standIn, -1, 3)).code).toBe('bad-column');
    expect(thrown(() => crtLookup(standIn, 1.5, 3)).code).toBe('bad-column');
    expect(thrown(() => crtLookup(standIn, 1, 3.5)).code).toBe('bad-roll');
    expect(thrown(() => crtLookup(standIn, 1, NaN)).code).toBe('bad-roll');
  });
  it('reports a table that leaves a roll uncovered', () => {
    const holed = { ...standIn, rows: standIn.rows.filter((_, i) => i !== 2) };
    expect(thrown(() => crtLookup(holed, 0, 3)).code).toBe('bad-crt');
  });
});

describe('crtColumn', () => {
  it('finds columns by label, or names the known ones', () => {
    expect(crtColumn(standIn, '3:1')).toBe(4);
    const e = thrown(() => crtColumn(standIn, '7:1'));
    expect(e.code).toBe('unknown-column');
    expect(e.message).toContain('1:2, 1:1');
  });
});
