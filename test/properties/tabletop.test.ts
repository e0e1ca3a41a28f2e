import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TABLE_EPSILON,
  affordablePath,
  angleDifference,
  bearing,
  checkPath,
  compileTable,
  dropCards,
  distanceToWedge,
  figureDistance,
  figureInArc,
  figuresWithin,
  inArc,
  hasLineOfSight,
  indexFigures,
  nearestFigures,
  normalizeFacing,
  pointDistance,
  scatterByDie,
  scatterByTable,
  scatterTableSchema,
  segmentDistance,
  sightLine,
  type CompiledTable,
  type DirectionDie,
  type MovementProfile,
  type ScatterTable,
  type TableData,
  type TableFigure,
  type TablePoint,
} from '../../src/tabletop';
import { parseOrThrow } from '../../src/validation';
import { runs, timeLimit } from '../support/runs';
import { beachTable, bruteLineOfSight, bruteNearest, bruteWithin, grenadeScatter, randomFigures, randomTable, shellScatter } from '../support/tables';

// Compiled random tables, by seed and size (compiling is the slow part of a run).
const tables = new Map<string, CompiledTable>();
function table(seed: number, pieces: number, extra: Partial<TableData> = {}): CompiledTable {
  const key = `${seed}/${pieces}/${Object.keys(extra).join()}`;
  let t = tables.get(key);
  if (!t) {
    t = compileTable({ ...randomTable(seed, pieces), ...extra });
    tables.set(key, t);
  }
  return t;
}

const coord = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
// Any double on the table, except subnormals (below 1e-300 inch, where a product
// underflows to 0 and moves a point onto an outline it was a hair inside).
const fine = (max: number) => fc.double({ min: 0, max, noNaN: true }).map((v) => (v < 1e-300 ? 0 : v));
const point: fc.Arbitrary<TablePoint> = fc.oneof(fc.record({ x: coord(72), y: coord(48) }), fc.record({ x: fine(72), y: fine(48) }));
const tableArb = fc.record({ seed: fc.integer({ min: 1, max: 40 }), pieces: fc.integer({ min: 1, max: 60 }) });
const figuresArb = fc.record({ seed: fc.integer({ min: 1, max: 10_000 }), count: fc.integer({ min: 1, max: 120 }) }).map(({ seed, count }) => randomFigures(seed, count, { rects: true }));

describe('distance and line of sight are symmetric', () => {
  it('distance between figures is the same both ways, centre or base, and bases never measure farther than centres', () => {
    fc.assert(
      fc.property(figuresArb, fc.nat(), fc.nat(), (figures, i, j) => {
        const a = figures[i % figures.length]!;
        const b = figures[j % figures.length]!;
        expect(figureDistance(a, b)).toBe(figureDistance(b, a));
        expect(figureDistance(a, b, 'base')).toBe(figureDistance(b, a, 'base'));
        expect(figureDistance(a, b, 'base')).toBeGreaterThanOrEqual(0);
        expect(figureDistance(a, b, 'base')).toBeLessThanOrEqual(figureDistance(a, b) + 1e-12);
      }),
    );
  });

  it('line of sight is the same both ways, and the indexed answer is the answer of testing every piece', () => {
    fc.assert(
      fc.property(tableArb, point, point, fc.array(fc.boolean(), { maxLength: 6 }), ({ seed, pieces }, a, b, ruined) => {
        const t = table(seed, pieces);
        const state = { destroyed: t.objects.filter((_, k) => ruined[k]).map((o) => o.id) };
        const ab = hasLineOfSight(t, a, b, { state });
        expect(hasLineOfSight(t, b, a, { state })).toBe(ab);
        expect(bruteLineOfSight(t, a, b, state)).toBe(ab);
        expect(sightLine(t, a, b, { state }).clear).toBe(ab);
        expect(sightLine(t, b, a, { state })).toEqual(sightLine(t, a, b, { state }));
      }),
      { numRuns: runs(500) },
    );
  }, timeLimit(60_000));
});

// Movement profiles over the random tables' terrain and the beach zones.
const mover: MovementProfile = {
  speed: 6,
  zones: { sea: 3, beach: 4 },
  terrain: { rough: 3, woods: { times: 0.5 }, jungle: { times: 0.5 }, road: { times: 2 }, 'high ground': 5 },
};
const zoned = () => ({ zones: beachTable.zones! });
const pathArb = fc.array(point, { minLength: 2, maxLength: 6 });
/** Equal up to floating point: within a billionth, relative to the size. */
const near = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(y)));

describe('a path costs the sum of its pieces', () => {
  it('the cost is the sum of the pieces, and splitting a path at a corner or mid-stretch changes nothing', () => {
    fc.assert(
      fc.property(tableArb, pathArb, fc.nat(), fc.double({ min: 0.05, max: 0.95, noNaN: true }), ({ seed, pieces }, path, at, f) => {
        const t = table(seed, pieces, zoned());
        const opts = { allowance: Infinity };
        const whole = checkPath(t, mover, path, opts);
        const sum = whole.pieces.reduce((s, p) => s + p.cost, 0);
        expect(whole.cost).toBe(sum);
        if (!Number.isFinite(whole.cost)) return;
        near(whole.length, path.slice(1).reduce((s, p, k) => s + pointDistance(path[k]!, p), 0));
        // Split at a corner.
        const k = 1 + (at % (path.length - 1));
        const head = checkPath(t, mover, path.slice(0, k + 1), opts);
        const tail = checkPath(t, mover, path.slice(k), opts);
        near(head.cost + tail.cost, whole.cost);
        // Insert a point inside the first stretch.
        const [p0, p1] = path;
        const mid = { x: p0!.x + (p1!.x - p0!.x) * f, y: p0!.y + (p1!.y - p0!.y) * f };
        near(checkPath(t, mover, [p0!, mid, ...path.slice(1)], opts).cost, whole.cost);
      }),
      { numRuns: runs(300) },
    );
  }, timeLimit(60_000));

  it('a path is within its allowance exactly when its cost is (up to the tolerance in inches)', () => {
    fc.assert(
      fc.property(tableArb, pathArb, fc.double({ min: 0.1, max: 3, noNaN: true }), ({ seed, pieces }, path, allowance) => {
        const t = table(seed, pieces, zoned());
        const c = checkPath(t, mover, path, { allowance });
        if (!Number.isFinite(c.cost)) return;
        const tooFar = c.violations.some((v) => v.code === 'too-far');
        const slowest = Math.min(...c.pieces.filter((p) => p.length > 0).map((p) => p.speed), mover.speed);
        const fastest = Math.max(...c.pieces.map((p) => p.speed), mover.speed);
        if (c.cost <= allowance) expect(tooFar).toBe(false);
        if (c.cost > allowance + TABLE_EPSILON / slowest) expect(tooFar).toBe(true);
        if (tooFar) expect(c.cost).toBeGreaterThan(allowance + TABLE_EPSILON / fastest - 1e-12);
      }),
      { numRuns: runs(300) },
    );
  }, timeLimit(60_000));
});

describe('a path never crosses an obstacle it may not cross', () => {
  const wiredTable = (lines: TablePoint[][]) =>
    compileTable({
      width: 72,
      height: 48,
      terrainTypes: {},
      obstacles: lines.map((line, i) => ({ id: `w${i}`, type: 'barbed-wire', line })),
    });
  const linesArb = fc.array(fc.array(point, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });
  const infantry: MovementProfile = { speed: 6 };
  const tank: MovementProfile = { speed: 12, obstacles: { 'barbed-wire': { cross: 'free', clears: true } } };

  // A stretch that comes within the tolerance of a wire crosses it (a figure that does not move crosses nothing).
  const touches = (path: readonly TablePoint[], lines: readonly TablePoint[][]) => {
    for (let i = 1; i < path.length; i++)
      if (pointDistance(path[i - 1]!, path[i]!) > 0)
        for (const line of lines) for (let j = 1; j < line.length; j++) if (segmentDistance(path[i - 1]!, path[i]!, line[j - 1]!, line[j]!) <= TABLE_EPSILON) return true;
    return false;
  };

  it('a legal path keeps off every wire that has not been made passable; one that touches wire is refused', () => {
    fc.assert(
      fc.property(linesArb, pathArb, (lines, path) => {
        const t = wiredTable(lines);
        const c = checkPath(t, infantry, path, { allowance: Infinity });
        expect(c.ok).toBe(!touches(path, lines));
        // A tank may cross, and clears what it crossed.
        const k = checkPath(t, tank, path, { allowance: Infinity });
        expect(k.ok).toBe(true);
        expect([...k.clears].sort()).toEqual([...k.crossed].sort());
        // With every wire made passable, infantry may cross too.
        expect(checkPath(t, infantry, path, { allowance: Infinity, state: { passable: lines.map((_, i) => `w${i}`) } }).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the affordable part of a path is legal and keeps off the wire', () => {
    fc.assert(
      fc.property(linesArb, pathArb, (lines, path) => {
        const t = wiredTable(lines);
        const part = affordablePath(t, infantry, path);
        expect(checkPath(t, infantry, part).ok).toBe(true);
        expect(touches(part, lines)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('scatter draws follow their tables', () => {
  const direction = (d: 'long' | 'short' | 'left' | 'right') => ({ long: 0, left: 90, short: 180, right: -90 })[d];
  const distinct = fc.tuple(point, point).filter(([a, b]) => pointDistance(a, b) > 0.1);
  // Random valid scatter tables: a die of 2–10 faces dealt into rows.
  const tableArb2: fc.Arbitrary<ScatterTable> = fc
    .record({ die: fc.integer({ min: 2, max: 10 }), rows: fc.array(fc.record({ result: fc.constantFrom('on-target', 'long', 'short', 'left', 'right'), distance: fc.integer({ min: 1, max: 12 }) }), { minLength: 1, maxLength: 5 }), deal: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }) })
    .map(({ die, rows, deal }) => {
      const entries = rows.map((r) => ({ rolls: [] as number[], result: r.result as ScatterTable['entries'][number]['result'], distance: r.distance / 2 }));
      for (let face = 1; face <= die; face++) entries[deal[face - 1]! % rows.length]!.rolls.push(face);
      return { die, entries: entries.filter((e) => e.rolls.length > 0) };
    });

  it('each roll lands where its row says, relative to the line of fire', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(grenadeScatter), fc.constant(shellScatter), tableArb2), distinct, fc.integer({ min: 1, max: 10 }), (st, [from, target], r) => {
        parseOrThrow(scatterTableSchema(), st, 'scatter table');
        const roll = 1 + ((r - 1) % st.die);
        const entry = st.entries.find((e) => e.rolls.includes(roll))!;
        const out = scatterByTable(st, roll, { from, target });
        expect(out.result).toBe(entry.result);
        if (entry.result === 'on-target') {
          expect(out.point).toEqual(target);
          return;
        }
        expect(pointDistance(out.point, target)).toBeCloseTo(entry.distance!, 9);
        const turn = angleDifference(bearing(from, target), bearing(target, out.point));
        expect(Math.abs(angleDifference(turn, direction(entry.result)))).toBeLessThan(1e-6);
      }),
    );
  });

  it('over every face of the die, each row comes up as often as it has faces', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(grenadeScatter), tableArb2), distinct, (st, [from, target]) => {
        const counts = new Map<string, number>();
        for (let roll = 1; roll <= st.die; roll++) {
          const out = scatterByTable(st, roll, { from, target });
          const key = `${out.result}:${out.distance}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const expected = new Map<string, number>();
        for (const e of st.entries) {
          const key = `${e.result}:${e.result === 'on-target' ? 0 : e.distance}`;
          expected.set(key, (expected.get(key) ?? 0) + e.rolls.length);
        }
        expect(counts).toEqual(expected);
        expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(st.die);
      }),
    );
  });

  it('a direction die lands on target on a Hit face and otherwise the rolled distance along the arrow', () => {
    const die: DirectionDie = { faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] };
    fc.assert(
      fc.property(point, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 359 }), (target, face, d6, arrow) => {
        const out = scatterByDie(target, die, { face, distance: d6, bearing: arrow });
        if (face <= 2) expect(out.point).toEqual(target);
        else {
          expect(pointDistance(out.point, target)).toBeCloseTo(d6, 9);
          expect(Math.abs(angleDifference(arrow, bearing(target, out.point)))).toBeLessThan(1e-6);
        }
      }),
    );
  });

  it('dropped cards land within the spread, as 3.5" by 2.5" rectangles', () => {
    const u = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(
      fc.property(point, fc.array(fc.record({ offset: u, bearing: u, rotation: u }), { minLength: 1, maxLength: 3 }), (target, draws) => {
        for (const card of dropCards(target, draws)) {
          expect(pointDistance(card.centre, target)).toBeLessThanOrEqual(4 + 1e-9);
          const [a, b, c] = card.corners;
          expect(pointDistance(a!, b!)).toBeCloseTo(3.5, 9);
          expect(pointDistance(b!, c!)).toBeCloseTo(2.5, 9);
          expect(card.rotation).toBeGreaterThanOrEqual(0);
          expect(card.rotation).toBeLessThan(180);
        }
      }),
    );
  });
});

describe('the figure index answers as a plain scan does', () => {
  const optionsArb = fc.record({
    measure: fc.constantFrom('centre' as const, 'base' as const),
    enemy: fc.boolean(),
    maxDistance: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    filterMod: fc.integer({ min: 1, max: 4 }),
    visible: fc.option(tableArb, { nil: undefined }),
    fromFigure: fc.boolean(),
  });

  it('nearest via the index equals the nearest by brute force', () => {
    fc.assert(
      fc.property(figuresArb, point, fc.nat(), optionsArb, (figures, p, which, o) => {
        const from: TableFigure | TablePoint = o.fromFigure ? figures[which % figures.length]! : p;
        const filter = (f: TableFigure) => Number(f.id.slice(1)) % o.filterMod !== 1;
        const options = {
          measure: o.measure,
          filter,
          ...(o.enemy ? { enemyOf: 'a' } : {}),
          ...(o.maxDistance !== undefined ? { maxDistance: o.maxDistance } : {}),
          ...(o.visible ? { visibleOn: table(o.visible.seed, o.visible.pieces) } : {}),
        };
        const ours = nearestFigures(indexFigures(figures), from, options);
        const theirs = bruteNearest(figures, from, options);
        if (!theirs) {
          expect(ours).toBeUndefined();
          return;
        }
        expect(ours).toBeDefined();
        expect(ours!.distance).toBe(theirs.distance);
        expect(ours!.figures.map((f) => f.id).sort()).toEqual([...theirs.ids].sort());
      }),
      { numRuns: 400 },
    );
  });

  it('everything within a radius via the index equals a plain scan', () => {
    fc.assert(
      fc.property(figuresArb, point, fc.double({ min: 0, max: 30, noNaN: true }), fc.constantFrom('centre' as const, 'base' as const), (figures, c, r, measure) => {
        expect(figuresWithin(indexFigures(figures), c, r, { measure }).map((f) => f.id)).toEqual(bruteWithin(figures, c, r, measure));
      }),
      { numRuns: 300 },
    );
  });
});

describe('arcs of fire by hull', () => {
  const hull = fc.record({
    x: fc.double({ min: -10, max: 10, noNaN: true }),
    y: fc.double({ min: -10, max: 10, noNaN: true }),
    facing: fc.integer({ min: 0, max: 359 }),
    length: fc.double({ min: 0.5, max: 4, noNaN: true }),
    width: fc.double({ min: 0.5, max: 3, noNaN: true }),
  });
  const arcArb = fc.record({ facing: fc.integer({ min: 0, max: 359 }), width: fc.constantFrom(45, 90, 120, 200) });
  it('a rectangular hull is in an arc exactly when some point of it is (a dense sampling of the rectangle agrees), and never more often than its enclosing circle', () => {
    fc.assert(
      fc.property(hull, arcArb, (h, a) => {
        const observer = { x: 0, y: 0, facing: a.facing };
        const target = { base: { shape: 'rect' as const, length: h.length, width: h.width }, at: { x: h.x, y: h.y, facing: h.facing } };
        const inside = figureInArc(observer, target, { width: a.width });
        // Points over the whole rectangle, 0.01" apart along its length and width at most 40 a side.
        const n = 40;
        const r = (h.facing * Math.PI) / 180;
        let best = Infinity;
        for (let i = 0; i <= n; i++)
          for (let j = 0; j <= n; j++) {
            const u = (i / n - 0.5) * h.length;
            const v = (j / n - 0.5) * h.width;
            const p = { x: h.x + u * Math.cos(r) - v * Math.sin(r), y: h.y + u * Math.sin(r) + v * Math.cos(r) };
            best = Math.min(best, distanceToWedge(observer, a.facing, a.width, p));
          }
        const spacing = Math.hypot(h.length, h.width) / n;
        if (best <= TABLE_EPSILON) expect(inside).toBe(true);
        if (inside) expect(best).toBeLessThanOrEqual(TABLE_EPSILON + spacing);
        if (inside) expect(inArc(observer, target.at, { width: a.width }, Math.hypot(h.length, h.width) / 2)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('plain numbers', () => {
  it('facings normalise into [0, 360) and never -0', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => {
        const f = normalizeFacing(d);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(360);
        expect(Object.is(f, -0)).toBe(false);
      }),
    );
  });

  it('a legal path check is plain JSON', () => {
    fc.assert(
      fc.property(tableArb, pathArb, ({ seed, pieces }, path) => {
        const c = checkPath(table(seed, pieces, zoned()), mover, path, { allowance: Infinity });
        if (!c.ok) return;
        const copy = JSON.parse(JSON.stringify(c)) as unknown;
        expect(copy).toEqual(c);
      }),
      { numRuns: 100 },
    );
  });
});
