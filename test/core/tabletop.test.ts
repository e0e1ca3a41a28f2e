import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TABLE_EPSILON,
  affordablePath,
  areasAt,
  aspectOf,
  baseDistance,
  baseReach,
  basesOverlap,
  figuresOverlapping,
  bearing,
  boardingViolations,
  checkPath,
  circleTemplate,
  compileTable,
  concealmentAt,
  coverEdgePoints,
  coverFrom,
  distanceToWedge,
  dropCards,
  figureDistance,
  figuresTouching,
  figuresUnderTemplate,
  figuresWithin,
  forcesSchema,
  hasLineOfSight,
  figureInArc,
  inArc,
  indexFigures,
  isStraightAhead,
  movementProfileSchema,
  nearestFigures,
  normalizeFacing,
  objectsUnderTemplate,
  passengersOf,
  pathTurns,
  placeFigures,
  pointAlongPath,
  pointDistance,
  pointInPolygon,
  pointsToward,
  positionOf,
  rangeBand,
  rangeBandsSchema,
  recordSightings,
  rectangleCorners,
  renderTableSvg,
  ringPoints,
  sampleMoves,
  scatterByDie,
  scatterByTable,
  scatterChances,
  dieScatterChances,
  tableRoutes,
  scatterTableSchema,
  sightLine,
  sightWindows,
  spottedBy,
  tableSchema,
  templateTouches,
  truncatePath,
  viewFigures,
  withinRange,
  zonesAt,
  type DirectionDie,
  type FigureData,
  type MovementProfile,
  type TablePoint,
  type SpottingRules,
  type TableData,
  type TableFigure,
} from '../../src/tabletop';
import { flatten, segmentsCross } from '../../src/tabletop/geometry';
import { clipSegment } from '../../src/tabletop/clip';
import { parseOrThrow } from '../../src/validation';
import { caught } from '../support/errors';
import { fixtureRng } from '../support/maps';
import {
  beachInfantry,
  beachJeep,
  beachTable,
  beachTank,
  figure,
  grenadeScatter,
  shellScatter,
  skirmishInfantry,
  skirmishTable,
  skirmishTracked,
  skirmishWheeled,
} from '../support/tables';

const beach = compileTable(beachTable);
const skirmish = compileTable(skirmishTable);
const P = (x: number, y: number) => ({ x, y });
const E = TABLE_EPSILON;
const expectClose = (a: number, b: number, digits = 9) => expect(a).toBeCloseTo(b, digits);

describe('the table as data', () => {
  it('names the exact path of a point off the table', () => {
    const bad = structuredClone(beachTable) as unknown as { areas: { id: string; type: string; polygon: { x: number; y: number }[] }[] };
    bad.areas.push(
      { id: 'a1', type: 'high ground', polygon: [P(1, 1), P(2, 1), P(2, 2)] },
      { id: 'a2', type: 'high ground', polygon: [P(3, 1), P(4, 1), P(4, 2)] },
      { id: 'a3', type: 'high ground', polygon: [P(60, 10), P(70, 10), P(80, 10), P(65, 20)] },
    );
    const e = caught(() => compileTable(bad));
    expect(e.code).toBe('bad-table');
    expect(e.path).toBe('areas[3].polygon[2]');
    expect(e.message).toContain('areas[3].polygon[2]: point (80, 10) is off a 72×48 table');
  });

  it('refuses undeclared terrain types, repeated ids, crossing edges and edges off their side', () => {
    const e = caught(() =>
      compileTable({
        width: 72,
        height: 48,
        terrainTypes: { woods: {} },
        areas: [
          { id: 'x', type: 'wods', polygon: [P(1, 1), P(5, 1), P(5, 5)] },
          { id: 'x', type: 'woods', polygon: [P(10, 10), P(30, 10), P(10, 20), P(20, 25)] },
        ],
        edges: [{ id: 'e', side: 'north', from: 10, to: 80 }],
      }),
    );
    expect(e.message).toContain('areas[0].type: "wods" is not a declared terrain type (declared: woods)');
    expect(e.message).toContain('areas[1].id: id "x" is used twice (also at areas[0])');
    expect(e.message).toContain('areas[1].polygon: edges 1 (from corner 1) and 3 (from corner 3) cross');
    expect(e.message).toContain('edges[0].to: 80" is not on the north side, which is 72" long');
  });

  it('builds each schema once, on first use', () => {
    expect(tableSchema()).toBe(tableSchema());
    expect(movementProfileSchema()).toBe(movementProfileSchema());
  });

  it('keeps the data plain JSON and -0 free', () => {
    const t = compileTable({ ...skirmishTable, areas: [{ id: 'z', type: 'rough', polygon: [P(-0, 0), P(5, 0), P(5, 5)] }] });
    expect(Object.is(t.data.areas![0]!.polygon[0]!.x, 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(beach.data))).toEqual(beach.data);
  });

  it('finds zones, areas and concealment under a point', () => {
    expect(zonesAt(beach, P(5, 20)).map((z) => z.id)).toEqual(['sea']);
    expect(zonesAt(beach, P(10, 20)).map((z) => z.id)).toEqual(['sea', 'beach']); // on the line: both, within the tolerance
    expect(areasAt(skirmish, P(35, 20)).map((a) => a.id)).toEqual(['wood-1', 'road-1']);
    expect(concealmentAt(skirmish, P(35, 15))).toBe(0.9);
    expect(concealmentAt(skirmish, P(50, 15))).toBe(0);
  });
});

describe('conventions: inches, facing counter-clockwise from east, one tolerance', () => {
  it('measures bearings from east, counter-clockwise, in [0, 360) without -0', () => {
    expect(bearing(P(0, 0), P(1, 0))).toBe(0);
    expect(bearing(P(0, 0), P(0, 1))).toBe(90);
    expect(bearing(P(0, 0), P(0, -1))).toBe(270);
    expect(normalizeFacing(-90)).toBe(270);
    expect(normalizeFacing(720)).toBe(0);
    expect(Object.is(normalizeFacing(-0), 0)).toBe(true);
  });

  it('uses one tolerance of 0.01 inch', () => {
    expect(TABLE_EPSILON).toBe(0.01);
    expect(pointInPolygon(P(10.005, 5), rectangleCorners(P(5, 5), 10, 10))).toBe(true);
    expect(pointInPolygon(P(10.02, 5), rectangleCorners(P(5, 5), 10, 10))).toBe(false);
  });
});

describe('measurement', () => {
  it('skirmish weapon ranges: grenade or pistol 6", rifle 24", machinegun or mortar 36"', () => {
    expect(withinRange(6, 6)).toBe(true);
    expect(withinRange(24.005, 24)).toBe(true);
    expect(withinRange(24.02, 24)).toBe(false);
    expect(withinRange(36.01, 36)).toBe(true);
    expect(withinRange(36.5, 36)).toBe(false);
  });

  it('beach range bands: rifle 0-9" short, 9-18" long; shotgun 2/4; SMG 3/6; anti-tank 3/6; tank 18/36', () => {
    const rifle = [
      { upTo: 9, band: 'short' },
      { upTo: 18, band: 'long' },
    ];
    expect(rangeBand(0, rifle)).toBe('short');
    expect(rangeBand(9, rifle)).toBe('short');
    expect(rangeBand(9.02, rifle)).toBe('long');
    expect(rangeBand(18, rifle)).toBe('long');
    expect(rangeBand(18.5, rifle)).toBeUndefined();
    expect(rangeBand(2.5, [{ upTo: 2, band: 'short' }, { upTo: 4, band: 'long' }])).toBe('long');
    expect(rangeBand(3, [{ upTo: 3, band: 'short' }, { upTo: 6, band: 'long' }])).toBe('short');
    expect(rangeBand(20, [{ upTo: 18, band: 'short' }, { upTo: 36, band: 'long' }])).toBe('long');
    expect(caught(() => parseOrThrow(rangeBandsSchema(), [{ upTo: 9, band: 'short' }, { upTo: 9, band: 'long' }], 'bands')).message).toContain('[1].upTo: 9" must be more than the band before (9")');
  });

  it('measures centre to centre or base edge to base edge', () => {
    const a = figure('a', 'green', 10, 10);
    const b = figure('b', 'tan', 13, 14);
    expect(figureDistance(a, b)).toBe(5);
    expect(figureDistance(a, b, 'base')).toBe(4);
    const tank: TableFigure = { id: 't', side: 'tan', class: 'tracked', base: { shape: 'rect', length: 4, width: 2 }, at: { x: 20, y: 10, facing: 0 } };
    expectClose(baseDistance(a, tank), 20 - 2 - 10 - 0.5);
    const tank2: TableFigure = { ...tank, id: 't2', at: { x: 20, y: 15, facing: 90 } };
    expectClose(baseDistance(tank, tank2), 15 - 2 - 10 - 1);
    expect(baseDistance(a, { ...a, at: { x: 10.5, y: 10 } })).toBe(0);
  });

  it('skirmish: all artillery and machinegun arcs are 45 degrees about the facing', () => {
    const mg = { x: 36, y: 10, facing: 90 };
    const arc = { width: 45 };
    expect(inArc(mg, P(36, 30), arc)).toBe(true);
    expect(inArc(mg, pointAlong(mg, 90 + 22, 20), arc)).toBe(true);
    expect(inArc(mg, pointAlong(mg, 90 - 22.4, 20), arc)).toBe(true);
    expect(inArc(mg, pointAlong(mg, 90 + 23, 20), arc)).toBe(false);
    expect(inArc(mg, P(36, 5), arc)).toBe(false);
    // A base that reaches into the arc counts when its radius is given.
    const outside = pointAlong(mg, 90 + 23, 20);
    expect(distanceToWedge(mg, 90, 45, outside)).toBeGreaterThan(0.1);
    expect(inArc(mg, outside, arc, 0.5)).toBe(true);
    expect(inArc(mg, P(36, 50), { width: 45, range: 36 })).toBe(false);
  });

  it('an arc of fire holds a figure when any part of its hull is in it: a rectangle, not the circle round it', () => {
    const mg = { x: 0, y: 0, facing: 90 };
    // A 4" x 1" hull lying along the 45° arc's east edge (67.5° from east), its centre 10.8" out and `off` inches outside the edge.
    const along = (off: number) => {
      const e = (67.5 * Math.PI) / 180;
      return { base: { shape: 'rect' as const, length: 4, width: 1 }, at: { x: 10.8 * Math.cos(e) + off * Math.sin(e), y: 10.8 * Math.sin(e) - off * Math.cos(e), facing: 67.5 } };
    };
    // 0.4" out: its near long side (0.5" from the centre) is inside the arc.
    expect(figureInArc(mg, along(0.4), { width: 45 })).toBe(true);
    // 1.5" out: the whole hull is 1" outside, though the circle round it (2.06") reaches in.
    expect(figureInArc(mg, along(1.5), { width: 45 })).toBe(false);
    expect(inArc(mg, along(1.5).at, { width: 45 }, baseReach(along(1.5).base))).toBe(true);
    // Within the tolerance of the edge counts: 0.505" out, the side 0.005" off.
    expect(figureInArc(mg, along(0.505), { width: 45 })).toBe(true);
    expect(figureInArc(mg, along(0.52), { width: 45 })).toBe(false);
    // A round base is its circle; a range counts to the nearest part of the base.
    expect(figureInArc(mg, { base: { shape: 'round', radius: 0.5 }, at: { x: 0, y: 20 } }, { width: 45, range: 19.5 })).toBe(true);
    expect(figureInArc(mg, { base: { shape: 'round', radius: 0.5 }, at: { x: 0, y: 20 } }, { width: 45, range: 19.4 })).toBe(false);
    // The observer inside the hull, or the hull across the arc's edge with no corner in it.
    expect(figureInArc(mg, { base: { shape: 'rect', length: 4, width: 1 }, at: { x: 0, y: 0, facing: 0 } }, { width: 45 })).toBe(true);
    expect(figureInArc(mg, { base: { shape: 'rect', length: 30, width: 1 }, at: { x: 0, y: 20, facing: 0 } }, { width: 10 })).toBe(true);
  });
  it('gives the aspect of a shot: front, side or rear armour, a boundary to the heavier (front, then side)', () => {
    const tank = { x: 30, y: 30, facing: 0 };
    expect(aspectOf(tank, P(40, 31))).toBe('front');
    expect(aspectOf(tank, P(30, 40))).toBe('side');
    expect(aspectOf(tank, P(20, 29))).toBe('rear');
    expect(aspectOf(tank, P(40, 40))).toBe('front'); // exactly 45°
    expect(aspectOf(tank, P(20, 40))).toBe('side'); // exactly 135°
    expect(aspectOf(tank, P(20, 39.99))).toBe('side'); // within the tolerance of it (0.007")
    expect(aspectOf(tank, P(20, 39.9))).toBe('rear');
    expect(aspectOf(tank, P(40, 40), { front: 60, rear: 60 })).toBe('front');
    expect(aspectOf(tank, P(30 - 10 * Math.cos(Math.PI / 3), 30 + 10 * Math.sin(Math.PI / 3)), { front: 30, rear: 60 })).toBe('side'); // 120°, the rear's edge
  });

  it('beach: riflemen fire at the nearest enemy or enemies, unless it cannot be hurt', () => {
    const rifleman = figure('r', 'green', 30, 20);
    const tank: TableFigure = { id: 'tank', side: 'tan', class: 'tracked', base: { shape: 'rect', length: 3, width: 2 }, at: { x: 32, y: 20, facing: 180 } };
    const t1 = figure('t1', 'tan', 30, 25);
    const t2 = figure('t2', 'tan', 35, 20);
    const friend = figure('g2', 'green', 30, 21);
    const index = indexFigures([rifleman, tank, t1, t2, friend]);
    expect(nearestFigures(index, rifleman, { enemyOf: 'green' })!.figures.map((f) => f.id)).toEqual(['tank']);
    const hurtable = nearestFigures(index, rifleman, { enemyOf: 'green', filter: (f) => f.class !== 'tracked' })!;
    expect(hurtable.figures.map((f) => f.id)).toEqual(['t1', 't2']);
    expect(hurtable.distance).toBe(5);
    // Nobody further than 4".
    expect(nearestFigures(index, rifleman, { enemyOf: 'green', filter: (f) => f.class !== 'tracked', maxDistance: 4 })).toBeUndefined();
  });

  it('nearest visible enemy skips those hidden behind a hill', () => {
    const a = figure('a', 'green', 45, 20);
    const hidden = figure('h', 'tan', 70, 20); // across the ridge
    const seen = figure('s', 'tan', 45, 44);
    const index = indexFigures([a, hidden, seen]);
    expect(nearestFigures(index, a, { enemyOf: 'green' })!.figures[0]!.id).toBe('s');
    const on = figure('on', 'tan', 55, 20); // on the ridge: seen
    expect(nearestFigures(indexFigures([a, hidden, seen, on]), a, { enemyOf: 'green', visibleOn: beach })!.figures[0]!.id).toBe('on');
    expect(nearestFigures(indexFigures([a, hidden]), a, { enemyOf: 'green', visibleOn: beach })).toBeUndefined();
  });

  it('beach: a shotgun or SMG may fire at two targets within 1" of each other', () => {
    const t1 = figure('t1', 'tan', 20, 20);
    const t2 = figure('t2', 'tan', 20.9, 20.3);
    const t3 = figure('t3', 'tan', 22, 20);
    const index = indexFigures([t1, t2, t3]);
    expect(figuresWithin(index, t1.at, 1).map((f) => f.id)).toEqual(['t1', 't2']);
    expect(figuresWithin(index, t1.at, 1, { measure: 'base' }).map((f) => f.id)).toEqual(['t1', 't2']);
    expect(figuresWithin(index, t1.at, 1.5, { measure: 'base' }).map((f) => f.id)).toEqual(['t1', 't2', 't3']);
  });
});

function pointAlong(from: { x: number; y: number }, b: number, d: number) {
  const a = (b * Math.PI) / 180;
  return { x: from.x + Math.cos(a) * d, y: from.y + Math.sin(a) * d };
}

describe('line of sight and cover', () => {
  it('woods block sight beyond what one can see into them (2" here)', () => {
    expect(hasLineOfSight(skirmish, P(20, 15), P(31.5, 15))).toBe(true); // 1.5" into the wood
    expect(hasLineOfSight(skirmish, P(20, 15), P(32.5, 15))).toBe(false); // 2.5"
    expect(hasLineOfSight(skirmish, P(20, 15), P(50, 15))).toBe(false); // right through
    // The band of TABLE_EPSILON round an outline is inside, for a line along it as for
    // a point: a line along the wood's very edge runs 10" in it; 0.02" off the edge it is clear.
    expect(hasLineOfSight(skirmish, P(20, 30), P(50, 30))).toBe(false);
    expect(hasLineOfSight(skirmish, P(20, 30.009), P(50, 30.009))).toBe(false);
    expect(hasLineOfSight(skirmish, P(20, 30.02), P(50, 30.02))).toBe(true);
    expect(sightLine(skirmish, P(20, 15), P(50, 15)).blockedBy).toEqual([{ kind: 'area', id: 'wood-1', type: 'woods', inside: 10 }]);
  });

  it('a hill hides figures on either side of it; a figure on it sees and is seen', () => {
    expect(hasLineOfSight(beach, P(45, 20), P(70, 20))).toBe(false);
    expect(hasLineOfSight(beach, P(55, 20), P(70, 20))).toBe(true);
    expect(hasLineOfSight(beach, P(45, 20), P(55, 20))).toBe(true);
  });

  it('solid objects block sight until destroyed, unless their ruins still do; a figure inside sees out', () => {
    expect(hasLineOfSight(beach, P(41, 25), P(41, 40))).toBe(false);
    expect(hasLineOfSight(beach, P(41, 25), P(41, 40), { state: { destroyed: ['emp-1'] } })).toBe(true);
    expect(hasLineOfSight(beach, P(41, 25), P(41, 40), { ignore: ['emp-1'] })).toBe(true);
    expect(hasLineOfSight(beach, P(41, 32), P(41, 40))).toBe(true);
  });

  it('line of sight is the same both ways', () => {
    for (const [a, b] of [
      [P(20, 15), P(32.5, 15)],
      [P(45, 20), P(70, 20)],
      [P(41, 25), P(41, 40)],
    ] as const) {
      expect(hasLineOfSight(beach, a, b)).toBe(hasLineOfSight(beach, b, a));
      expect(hasLineOfSight(skirmish, a, b)).toBe(hasLineOfSight(skirmish, b, a));
    }
  });

  it('beach: behind cover from the centre of a blast; a destroyed emplacement gives none, the command post still does', () => {
    const blast = P(41, 36);
    expect(coverFrom(beach, blast, P(41, 29)).map((c) => c.id)).toEqual(['emp-1']);
    expect(coverFrom(beach, blast, P(41, 29), { state: { destroyed: ['emp-1'] } })).toEqual([]);
    expect(coverFrom(beach, P(71, 24), P(65, 24), { state: { destroyed: ['cp'] } }).map((c) => c.id)).toEqual(['cp']);
    expect(coverFrom(beach, P(41, 50 - 8), P(41, 20), { reach: 1 })).toEqual([]); // the emplacement is 9" from the target
    expect(coverFrom(beach, P(30, 36), P(30, 29))).toEqual([]);
  });

  it('skirmish: in cover inside woods, from any direction', () => {
    expect(coverFrom(skirmish, P(0, 0), P(35, 15)).map((c) => c.id)).toEqual(['wood-1']);
    expect(coverFrom(skirmish, P(0, 0), P(50, 15))).toEqual([]);
  });
});

describe('movement as a path', () => {
  it('skirmish movement table: infantry 6" open, 3" rough; wheeled 18/6; tracked 12/8', () => {
    expect(checkPath(skirmish, skirmishInfantry, [P(50, 40), P(56, 40)]).ok).toBe(true);
    expect(checkPath(skirmish, skirmishInfantry, [P(50, 40), P(56.005, 40)]).ok).toBe(true);
    const far = checkPath(skirmish, skirmishInfantry, [P(50, 40), P(56.5, 40)], { who: 'Rifleman 3' });
    expect(far.ok).toBe(false);
    expect(far.violations[0]!.message).toBe('Rifleman 3 has 100% of a move; this path costs 108% (0.5" too far)');
    expectClose(checkPath(skirmish, skirmishInfantry, [P(11, 35), P(14, 35)]).cost, 1);
    expectClose(checkPath(skirmish, skirmishWheeled, [P(50, 40), P(68, 40)]).cost, 1);
    expectClose(checkPath(skirmish, skirmishWheeled, [P(11, 35), P(17, 35)]).cost, 1);
    expectClose(checkPath(skirmish, skirmishTracked, [P(50, 40), P(62, 40)]).cost, 1);
    expectClose(checkPath(skirmish, skirmishTracked, [P(11, 32), P(19, 32)]).cost, 1);
  });

  it('skirmish: woods, jungle and streams at half move, roads double', () => {
    expectClose(checkPath(skirmish, skirmishInfantry, [P(32, 15), P(35, 15)]).cost, 1); // 3" in woods
    expectClose(checkPath(skirmish, skirmishInfantry, [P(50, 20), P(62, 20)]).cost, 1); // 12" on the road
    expectClose(checkPath(skirmish, skirmishInfantry, [P(35, 20), P(38, 20)]).cost, 0.25); // the road through the wood wins
    expectClose(checkPath(skirmish, skirmishInfantry, [P(10, 3), P(10, 6)]).cost, 2 / 6 + 1 / 3); // 2" open, 1" of stream
  });

  it('a path costs the sum of its pieces, split at every boundary', () => {
    // From open ground into the wood and across the road: 3" open, 2" wood, 1" road.
    const c = checkPath(skirmish, skirmishInfantry, [P(27, 17), P(32, 17), P(32, 20)]);
    expect(c.pieces.map((p) => [p.length, p.speed, p.area ?? null])).toEqual([
      [3, 6, null],
      [2, 3, 'wood-1'],
      [2, 3, 'wood-1'],
      [1, 12, 'road-1'],
    ]);
    expectClose(c.cost, 3 / 6 + 2 / 3 + 2 / 3 + 1 / 12);
    expect(c.ok).toBe(false);
    expect(c.length).toBe(8);
  });

  // Issue 27, item 9: the counterexamples of the flaky property, fixed as cases.
  describe('a stretch near an outline is inside it, however the path is cut', () => {
    const mover: MovementProfile = { speed: 6, zones: { sea: 3, beach: 4 } };
    const along = (path: TablePoint[]) => checkPath(beach, mover, path, { allowance: Infinity }).cost;
    const cut = (a: TablePoint, b: TablePoint, f: number) => [a, P(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f), b];

    it('along the beach table\'s north edge, a hair inside it: the same cost whole and with a point inserted', () => {
      const a = P(71.99999999999982, 47.99999999999999);
      const b = P(0.01, 48);
      // 50" of land at 6, the beach's 12" at 4 and the sea's 10" at 3, less the sea's
      // last 0.01" (the path stops at x = 0.01) and with the beach's band over the sea's.
      const expected = (72 - 22 - E) / 6 + (12 + 2 * E) / 4 + (10 - 2 * E) / 3;
      expectClose(along([a, b]), expected);
      for (const f of [0.05, 0.3, 0.5, 0.7, 0.95]) expectClose(along(cut(a, b, f)), expected);
    });

    it('along a shared edge 1e-14" either side of it, and across it almost parallel', () => {
      // The sea and the beach meet at x = 10: a path up that line is on the beach (on top).
      for (const x of [10 - 1e-14, 10, 10 + 1e-14]) {
        expectClose(along([P(x, 2), P(x, 40)]), 38 / 4);
        for (const f of [0.1, 0.5, 0.9]) expectClose(along(cut(P(x, 2), P(x, 40), f)), 38 / 4);
      }
      // Crossing it over 38" of northing, 2e-14" of easting: still the beach's band all the way.
      expectClose(along([P(10 - 1e-14, 2), P(10 + 1e-14, 40)]), 38 / 4);
      expectClose(along([P(10 - 1e-14, 2), P(10, 21), P(10 + 1e-14, 40)]), 38 / 4);
      // 0.02" into the sea it is sea.
      expectClose(along([P(9.98, 2), P(9.98, 40)]), 38 / 3);
    });

    it('through a corner, or grazing it, a split changes nothing', () => {
      // The emplacement's corner (40, 30): a line through it, and lines a hair off it.
      const mover2: MovementProfile = { speed: 6, zones: {}, terrain: {} };
      for (const d of [0, 1e-15, -1e-15, 0.005, 0.011]) {
        const a = P(38, 28 + d);
        const b = P(42, 32 + d);
        const whole = checkPath(beach, mover2, [a, b], { allowance: Infinity });
        const split = checkPath(beach, mover2, cut(a, b, 0.5), { allowance: Infinity });
        expect(split.violations.map((v) => v.code)).toEqual(whole.violations.map((v) => v.code));
        expectClose(split.cost, whole.cost);
      }
    });
  });

  it('clipSegment: the band round an outline is inside, stretches merge, and a cut anywhere adds up', () => {
    const square = flatten([P(0, 0), P(10, 0), P(10, 10), P(0, 10)]);
    const clip = (ax: number, ay: number, bx: number, by: number) => {
      const out: number[] = [];
      const n = clipSegment(square, ax, ay, bx, by, out);
      return out.slice(0, n * 2);
    };
    const inches = (ax: number, ay: number, bx: number, by: number) => {
      const o = clip(ax, ay, bx, by);
      let s = 0;
      for (let k = 0; k < o.length; k += 2) s += o[k + 1]! - o[k]!;
      return s * Math.hypot(bx - ax, by - ay);
    };
    // Along an edge, on it or within the tolerance of it: inside, one stretch.
    expect(clip(-5, 10, 15, 10)).toEqual([0.25 - E / 20, 0.75 + E / 20]);
    expect(clip(-5, 10.009, 15, 10.009)).toHaveLength(2);
    expect(clip(-5, 10.011, 15, 10.011)).toEqual([]);
    // Straight through, or through a corner: crossed exactly where it is crossed.
    expectClose(inches(-5, 5, 15, 5), 10);
    expectClose(inches(-2, -2, 12, 12), 10 * Math.SQRT2);
    // Almost parallel to an edge, crossing it in the middle: along it, so inside all along its band.
    expectClose(inches(-5, 10 - 1e-13, 15, 10 + 1e-13), 10 + 2 * E);
    // Along an edge but leaving its band within the edge's length: that edge is crossed, not followed.
    expectClose(inches(-5, 9.95, 15, 10.05), (5 * Math.hypot(20, 0.1)) / 20);
    // Touching a corner only, or passing 0.005" off it: outside.
    expectClose(inches(12, 2, 8, -2), 0);
    expectClose(inches(12.005, 2, 8.005, -2), 0);
    // Whatever the cut, the pieces add up.
    for (const [ax, ay, bx, by] of [
      [-5, 10, 15, 10],
      [71.99999999999982, 9.99999999999999, 0.01, 10],
      [12, 2, 8, -2],
      [0, 0, 10, 10],
      [-1, 5, 11, 5.0000000000001],
    ] as const) {
      const whole = inches(ax, ay, bx, by);
      for (const f of [0.01, 0.25, 0.5, 0.75, 0.99]) {
        const mx = ax + (bx - ax) * f;
        const my = ay + (by - ay) * f;
        expect(Math.abs(inches(ax, ay, mx, my) + inches(mx, my, bx, by) - whole)).toBeLessThan(1e-9);
      }
    }
  });

  it('some classes may not enter some terrain', () => {
    const jeep: MovementProfile = { ...skirmishWheeled, terrain: { ...skirmishWheeled.terrain, woods: 'prohibited' } };
    const c = checkPath(skirmish, jeep, [P(25, 15), P(35, 15)], { who: 'Jeep' });
    expect(c.ok).toBe(false);
    expect(c.violations.map((v) => v.message)).toEqual(['Jeep may not enter woods wood-1 (at (30, 15))']);
    expect(c.pieces[1]!.blocked).toBe(true);
  });

  it('skirmish: a reversing vehicle moves 3"; its facing ends opposite its travel', () => {
    const c = checkPath(skirmish, skirmishTracked, [P(50, 40), P(47, 40)], { reverse: true });
    expect(c.ok).toBe(true);
    expect(c.facing).toBe(0);
    expect(checkPath(skirmish, skirmishTracked, [P(50, 40), P(46.5, 40)], { reverse: true }).ok).toBe(false);
  });

  it('beach: infantry 3" in water, 4" on the beach, 6" on land; jeeps and tanks reverse at half speed', () => {
    expectClose(checkPath(beach, beachInfantry, [P(2, 20), P(5, 20)]).cost, 1);
    expectClose(checkPath(beach, beachInfantry, [P(12, 20), P(16, 20)]).cost, 1);
    expectClose(checkPath(beach, beachInfantry, [P(30, 20), P(36, 20)]).cost, 1);
    expectClose(checkPath(beach, beachInfantry, [P(8.5, 20), P(12, 20)]).cost, 1.5 / 3 + 2 / 4);
    expectClose(checkPath(beach, beachJeep, [P(30, 10), P(39, 10)], { reverse: true }).cost, 1);
    expectClose(checkPath(beach, beachTank, [P(30, 10), P(36, 10)], { reverse: true }).cost, 1);
    expectClose(checkPath(beach, beachTank, [P(2, 10), P(8, 10)]).cost, 1);
    expectClose(checkPath(beach, beachJeep, [P(11, 10), P(21, 10)]).cost, 10 / 12);
  });

  it('beach: neither infantry nor jeeps cross barbed wire until it is made passable', () => {
    const c = checkPath(beach, beachInfantry, [P(21, 10), P(26, 10)], { who: 'Rifleman' });
    expect(c.ok).toBe(false);
    expect(c.violations[0]!.message).toBe('Rifleman may not cross barbed-wire wire-1 at (24, 10) until it is made passable');
    expect(checkPath(beach, beachJeep, [P(21, 10), P(26, 10)]).ok).toBe(false);
    const made = checkPath(beach, beachInfantry, [P(21, 10), P(26, 10)], { state: { passable: ['wire-1'] } });
    expect(made.ok).toBe(true);
    expect(made.crossed).toEqual(['wire-1']);
    expect(made.clears).toEqual([]);
    // Between the sections there is a gap.
    expect(checkPath(beach, beachInfantry, [P(21, 24), P(26, 24)]).ok).toBe(true);
  });

  it('beach: a tank crosses wire without penalty and makes it passable for all', () => {
    const c = checkPath(beach, beachTank, [P(20, 10), P(28, 10)]);
    expect(c.ok).toBe(true);
    expect(c.clears).toEqual(['wire-1']);
    expectClose(c.cost, 2 / 8 + 6 / 12);
    // A vertex on the wire is one crossing.
    const v = checkPath(beach, beachTank, [P(20, 10), P(24, 10), P(28, 10)]);
    expect(v.pieces.filter((p) => p.crossing).length).toBe(1);
  });

  it('solid objects block movement', () => {
    const c = checkPath(beach, beachInfantry, [P(64, 24), P(71, 24)], { who: 'Rifleman' });
    expect(c.violations.map((v) => v.code)).toContain('blocked');
    expect(c.violations[0]!.message).toContain('may not pass through Command post (cp)');
  });

  it('beach: a figure that leaves the table may not re-enter', () => {
    const off = checkPath(beach, beachInfantry, [P(69, 40), P(74, 40)], { who: 'Rifleman' });
    expect(off.ok).toBe(false);
    expect(off.violations[0]!.message).toBe('Rifleman may not leave the table (at (72, 40) across the land-edge edge)');
    const leaves = checkPath(beach, beachInfantry, [P(69, 40), P(74, 40)], { mayLeave: ['land-edge'] });
    expect(leaves.ok).toBe(true);
    expect(leaves.left).toEqual({ edge: 'land-edge', at: P(72, 40) });
    expect(leaves.length).toBe(3);
    const back = checkPath(beach, beachInfantry, [P(70, 40), P(73, 40), P(71, 41)], { mayLeave: true });
    expect(back.violations.map((v) => v.code)).toEqual(['may-not-return']);
  });

  it('beach: Tan enters from the sea edge', () => {
    expect(checkPath(beach, beachInfantry, [P(0, 20), P(3, 20)], { entering: 'sea-edge' }).ok).toBe(true);
    expect(checkPath(beach, beachInfantry, [P(1, 20), P(3, 20)], { entering: 'sea-edge' }).violations[0]!.code).toBe('not-on-entry-edge');
  });

  it('refuses a malformed path without throwing', () => {
    expect(checkPath(beach, beachInfantry, []).violations[0]!.code).toBe('bad-path');
    expect(checkPath(beach, beachInfantry, [P(NaN, 1)]).violations[0]!.code).toBe('bad-path');
  });

  it('path helpers: points along, turns, straight ahead, truncation, the affordable part', () => {
    const path = [P(0, 0), P(4, 0), P(4, 3)];
    expect(pointAlongPath(path, 5)).toEqual(P(4, 1));
    expect(pathTurns(path, 90)).toEqual([-90, 90]);
    expect(isStraightAhead([P(5, 5), P(5, 9), P(5, 12)], 90)).toBe(true);
    expect(isStraightAhead([P(5, 5), P(5.5, 9)], 90)).toBe(false);
    expect(truncatePath(path, 5)).toEqual([P(0, 0), P(4, 0), P(4, 1)]);
    const part = affordablePath(skirmish, skirmishInfantry, [P(50, 40), P(60, 40)]);
    expect(part[1]!.x).toBeCloseTo(56, 6);
    const wire = affordablePath(beach, beachInfantry, [P(21, 10), P(30, 10)]);
    expect(wire[wire.length - 1]!.x).toBeLessThan(24);
    expect(checkPath(beach, beachInfantry, wire).ok).toBe(true);
  });

  it('skirmish rule 4: where along its path a mover was in the arc and the line of sight', () => {
    const mg = { x: 36, y: 0, facing: 90 };
    const path = [P(20, 20), P(52, 20)];
    const half = 20 * Math.tan((22.5 * Math.PI) / 180);
    const [w, ...rest] = sightWindows(beach, mg, path, { arc: { width: 45 } });
    expect(rest).toEqual([]);
    expect(w!.from).toBeCloseTo(16 - half, 1);
    expect(w!.to).toBeCloseTo(16 + half, 1);
    expect(w!.nearest.x).toBeCloseTo(36, 6);
    // The woods of the skirmish table split a window.
    // The wood (seen into for 2") splits the mover's path into two windows, symmetric about the observer.
    const observer = { x: 35, y: 0, facing: 90 };
    const windows = sightWindows(skirmish, observer, [P(20, 35), P(50, 35)]);
    expect(windows.length).toBe(2);
    expect(windows[0]!.from).toBe(0);
    expect(windows[0]!.to + windows[1]!.from).toBeCloseTo(30, 1);
    expect(hasLineOfSight(skirmish, observer, P(20 + windows[0]!.to - 0.02, 35))).toBe(true);
    expect(hasLineOfSight(skirmish, observer, P(20 + windows[0]!.to + 0.02, 35))).toBe(false);
  });

  it('a path a million inches long is sampled at a bounded number of points, not every 0.25" (issue 27, item 5: a damaged record took 42 s)', () => {
    const t0 = performance.now();
    const windows = sightWindows(beach, { x: 36, y: 0, facing: 90 }, [P(20, 20), P(52, 20), P(52, 1e6)], { arc: { width: 45 } });
    // 4 million lines of sight before the cap: minutes on a busy machine; 1,024 now, milliseconds.
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(windows.length).toBeGreaterThan(0);
  });
});

describe('movement: whole hulls against solid objects', () => {
  const tankHull = { base: { shape: 'rect' as const, length: 4, width: 2.5 }, facing: 0 };
  const ok = (path: { x: number; y: number }[], hull?: Parameters<typeof checkPath>[3] extends infer O ? (O extends { hull?: infer H } ? H : never) : never) => checkPath(beach, beachTank, path, { allowance: Infinity, ...(hull ? { hull } : {}) }).ok;
  it('a tank\'s hull stops at the command post\'s wall, though its centre does not reach it', () => {
    // The post stands at x 66–70; the hull reaches 2" ahead of the centre.
    expect(ok([P(58, 24), P(63.9, 24)], tankHull)).toBe(true);
    expect(ok([P(58, 24), P(64.1, 24)], tankHull)).toBe(false);
    expect(ok([P(58, 24), P(64.1, 24)])).toBe(true); // the centre alone, as before
    const c = checkPath(beach, beachTank, [P(58, 24), P(64.1, 24)], { allowance: Infinity, hull: tankHull, who: 'the tank' });
    expect(c.violations[0]).toEqual({ code: 'blocked', message: 'the tank may not pass through Command post (cp): its hull would run into it (at (64.1, 24))' });
  });
  it('two bases overlap only by more than the tolerance: touching is not standing on one another', () => {
    const man = (x: number, y: number) => ({ base: { shape: 'round' as const, radius: 0.5 }, at: { x, y } });
    expect(basesOverlap(man(0, 0), man(1, 0))).toBe(false); // touching
    expect(basesOverlap(man(0, 0), man(0.995, 0))).toBe(false); // within the tolerance
    expect(basesOverlap(man(0, 0), man(0.98, 0))).toBe(true);
    const tank = { base: { shape: 'rect' as const, length: 4, width: 2.5 }, at: { x: 10, y: 10, facing: 0 } };
    expect(basesOverlap(man(12.5, 10), tank)).toBe(false);
    expect(basesOverlap(man(12.45, 10), tank)).toBe(true);
    expect(basesOverlap(tank, man(12.45, 10))).toBe(true);
    expect(basesOverlap(tank, { ...tank, at: { x: 14, y: 10, facing: 0 } })).toBe(false);
    expect(basesOverlap(tank, { ...tank, at: { x: 13.9, y: 10, facing: 0 } })).toBe(true);
  });
  it('two bases overlap the same whichever is named first: a move judged from the mover agrees with the table', () => {
    // A jeep turned 45° with a corner 0.012" into a tank's side: more than the tolerance, whichever is asked about first.
    const tank = { base: { shape: 'rect' as const, length: 4, width: 2.5 }, at: { x: 30, y: 20, facing: 0 } };
    const corner = 21.25 - 0.012;
    const jeep = (y: number) => ({ base: { shape: 'rect' as const, length: 3, width: 1.5 }, at: { x: 30 + 2.25 * Math.SQRT1_2, y: y + 2.25 * Math.SQRT1_2, facing: 45 } });
    expect(basesOverlap(jeep(corner), tank)).toBe(true);
    expect(basesOverlap(tank, jeep(corner))).toBe(true);
    expect(basesOverlap(jeep(21.25 - 0.008), tank)).toBe(false);
    expect(basesOverlap(tank, jeep(21.25 - 0.008))).toBe(false);
    // A man 0.012" over the tank's corner, off its diagonal.
    const man = { base: { shape: 'round' as const, radius: 0.5 }, at: { x: 32 + 0.488 * Math.cos(0.3), y: 21.25 + 0.488 * Math.sin(0.3) } };
    expect(basesOverlap(man, tank)).toBe(true);
    expect(basesOverlap(tank, man)).toBe(true);
    // Any two bases anywhere: the same answer both ways.
    const base = fc.oneof(
      fc.record({ shape: fc.constant('round' as const), radius: fc.double({ min: 0.2, max: 2, noNaN: true }) }),
      fc.record({ shape: fc.constant('rect' as const), length: fc.double({ min: 0.5, max: 5, noNaN: true }), width: fc.double({ min: 0.5, max: 3, noNaN: true }) }),
    );
    const figure = fc.record({ base, at: fc.record({ x: fc.double({ min: 0, max: 6, noNaN: true }), y: fc.double({ min: 0, max: 6, noNaN: true }), facing: fc.double({ min: 0, max: 360, noNaN: true }) }) });
    fc.assert(
      fc.property(figure, figure, (a, b) => basesOverlap(a, b) === basesOverlap(b, a)),
      { numRuns: 2000, seed: 41 },
    );
  });
  it('figuresOverlapping names every pair of figures on one spot, never two that merely touch', () => {
    const man = (id: string, x: number, y: number) => ({ id, base: { shape: 'round' as const, radius: 0.5 }, at: { x, y } });
    const tank = { id: 'tank', base: { shape: 'rect' as const, length: 4, width: 2.5 }, at: { x: 10, y: 10, facing: 0 } };
    expect(figuresOverlapping([man('a', 0, 0), man('b', 1, 0), man('c', 12.5, 10), tank])).toEqual([]);
    expect(figuresOverlapping([man('a', 0, 0), man('b', 0.98, 0), man('c', 12.45, 10), tank, man('d', 0.5, 0.5)])).toEqual([
      ['a', 'b'],
      ['a', 'd'],
      ['b', 'd'],
      ['c', 'tank'],
    ]);
  });
  it('a hull turns to face each stretch, and its corners sweep as it turns', () => {
    // Above the post, 0.95" clear of its roof, facing east: turning north swings a corner 0.16" into it.
    expect(ok([P(68, 29.2), P(68, 33)], { ...tankHull, facing: 0 })).toBe(false);
    // Already facing north, it drives straight off.
    expect(ok([P(68, 29.2), P(68, 33)], { ...tankHull, facing: 90 })).toBe(true);
    // Reversing keeps the facing: the hull runs backwards along its own length.
    expect(checkPath(beach, beachTank, [P(68, 31.3), P(68, 29.3)], { allowance: Infinity, reverse: true, hull: { ...tankHull, facing: 270 } }).ok).toBe(true);
  });
  it('a round base sweeps a band as wide as itself; touching within the tolerance is allowed', () => {
    const man = { base: { shape: 'round' as const, radius: 0.5 } };
    expect(ok([P(60, 20.6), P(71.9, 20.6)], man)).toBe(false); // its centre 0.4" from the wall
    expect(ok([P(60, 20.495), P(71.9, 20.495)], man)).toBe(true); // 0.505": touching, within the tolerance
    expect(ok([P(60, 20.48), P(71.9, 20.48)], man)).toBe(true); // 0.52" clear
    expect(ok([P(60, 20.55), P(71.9, 20.55)], man)).toBe(false); // 0.45": overlapping
  });
  it('a passable object (an emplacement men stand in) never stops a hull; the affordable part of a path stops short of a wall', () => {
    const open = compileTable({ ...beachTable, objects: [{ id: 'emp-1', kind: 'emplacement', polygon: [P(40, 30), P(42, 30), P(42, 34), P(40, 34)], passable: true }] });
    expect(checkPath(open, beachTank, [P(36, 32), P(46, 32)], { allowance: Infinity, hull: tankHull }).ok).toBe(true);
    const part = affordablePath(beach, beachTank, [P(58, 24), P(69, 24)], { allowance: 1, hull: tankHull });
    expect(part[part.length - 1]!.x).toBeGreaterThanOrEqual(61);
    expect(part[part.length - 1]!.x).toBeLessThanOrEqual(64.01);
    expect(checkPath(beach, beachTank, part, { allowance: 1, hull: tankHull }).ok).toBe(true);
    // A hull that runs into a wall well before its centre would: the longest legal part is found by halving.
    const side = affordablePath(beach, beachTank, [P(50, 28), P(75, 28)], { allowance: 2, hull: { ...tankHull, facing: 0 } });
    expect(checkPath(beach, beachTank, side, { allowance: 2, hull: { ...tankHull, facing: 0 } }).ok).toBe(true);
    expect(side[side.length - 1]!.x).toBeGreaterThan(63.5);
    expect(side[side.length - 1]!.x).toBeLessThanOrEqual(64.01);
  });
});

describe('templates and scatter', () => {
  it('skirmish overlays are by diameter: light mortar 2", heavy mortar 3", heavy artillery 4"', () => {
    expect(circleTemplate(P(0, 0), { diameter: 2 }).radius).toBe(1);
    expect(circleTemplate(P(0, 0), { diameter: 3 }).radius).toBe(1.5);
    expect(circleTemplate(P(0, 0), { diameter: 4 }).radius).toBe(2);
    expect(caught(() => circleTemplate(P(0, 0), { diameter: 0 })).code).toBe('bad-template');
  });

  it('beach grenade: every infantryman within 1" of where it lands', () => {
    const g = circleTemplate(P(20, 20), { radius: 1 });
    const near = figure('n', 'tan', 21.4, 20); // base edge 0.9" away
    const far = figure('f', 'tan', 21.6, 20); // 1.1"
    expect(templateTouches(g, near)).toBe(true);
    expect(templateTouches(g, far)).toBe(false);
    expect(templateTouches(g, near, 'centre')).toBe(false);
    expect(figuresUnderTemplate(indexFigures([far, near]), g).map((f) => f.id)).toEqual(['n']);
  });

  it('beach HE shell: within 3" of where it lands; touches the emplacement', () => {
    const shell = circleTemplate(P(41, 37), { radius: 3 });
    const men = [figure('a', 'green', 41, 39.5), figure('b', 'green', 41, 40.4), figure('c', 'green', 44, 37.2)];
    expect(figuresUnderTemplate(indexFigures(men), shell).map((f) => f.id)).toEqual(['a', 'c', 'b']); // nearest first
    expect(figuresUnderTemplate(indexFigures(men), shell, { measure: 'centre' }).map((f) => f.id)).toEqual(['a', 'c']); // c's centre is 3.007" away: within the tolerance
    expect(objectsUnderTemplate(beach, shell).map((o) => o.id)).toEqual(['emp-1']);
  });

  it('beach grenade scatter: 5-6 on target; 1 long, 2 right, 3 short, 4 left, 1.5" each, by the line of fire', () => {
    const shot = { from: P(10, 10), target: P(10, 14) }; // thrown north
    const at = (roll: number) => scatterByTable(grenadeScatter, roll, shot).point;
    expect(at(5)).toEqual(P(10, 14));
    expect(at(6)).toEqual(P(10, 14));
    expect(at(1).y).toBeCloseTo(15.5, 9);
    expect(at(2).x).toBeCloseTo(11.5, 9);
    expect(at(3).y).toBeCloseTo(12.5, 9);
    expect(at(4).x).toBeCloseTo(8.5, 9);
    expect(pointDistance(scatterByTable(shellScatter, 2, shot).point, shot.target)).toBeCloseTo(4, 9);
    expect(caught(() => scatterByTable(grenadeScatter, 7, shot)).code).toBe('bad-roll');
  });

  it('scatterChances: every place a table may put the shot, with the share of the die that puts it there', () => {
    const shot = { from: P(10, 10), target: P(10, 14) };
    const places = scatterChances(grenadeScatter, shot);
    expect(places.reduce((s, p) => s + p.chance, 0)).toBeCloseTo(1, 12);
    expect(places[0]).toEqual({ point: P(10, 14), chance: 2 / 6 });
    // Each miss where the roll that gives it would put it.
    for (const e of grenadeScatter.entries) expect(places).toContainEqual({ point: scatterByTable(grenadeScatter, e.rolls[0]!, shot).point, chance: e.rolls.length / 6 });
  });

  it('scatter tables are checked: every face exactly once, misses with a distance', () => {
    const e = caught(() => parseOrThrow(scatterTableSchema(), { die: 6, entries: [{ rolls: [1, 2], result: 'long' }, { rolls: [2, 7], result: 'on-target' }] }, 'scatter'));
    expect(e.message).toContain('entries[0].distance: a long miss needs a distance');
    expect(e.message).toContain('entries[1].rolls[0]: 2 is already in entries[0]');
    expect(e.message).toContain('entries[1].rolls[1]: 7 is not a face of a d6');
    expect(e.message).toContain('entries: a roll of 3 on the d6 has no row');
    expect(parseOrThrow(scatterTableSchema(), grenadeScatter, 'scatter')).toEqual(grenadeScatter);
  });

  it('skirmish indirect fire: a Hit face lands on target, an arrow shows the miss and 1d6 the inches', () => {
    const die: DirectionDie = { faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] };
    expect(scatterByDie(P(30, 20), die, { face: 2, distance: 5 }).point).toEqual(P(30, 20));
    const miss = scatterByDie(P(30, 20), die, { face: 4, distance: 3, bearing: 90 });
    expect(miss.point.x).toBeCloseTo(30, 9);
    expect(miss.point.y).toBeCloseTo(23, 9);
    expect(caught(() => scatterByDie(P(30, 20), die, { face: 3, distance: 3 })).code).toBe('bad-roll');
    const fixed: DirectionDie = { faces: ['hit', { bearing: 0, relativeTo: 'line-of-fire' }] };
    expect(scatterByDie(P(0, 0), fixed, { face: 2, distance: 2 }, 90).point.y).toBeCloseTo(2, 9);
  });

  it('dieScatterChances: on target by the Hit faces; a miss at every inch of the distance die, an arrow every 15 degrees', () => {
    const die: DirectionDie = { faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] };
    const places = dieScatterChances(die, P(30, 20));
    expect(places.reduce((s, p) => s + p.chance, 0)).toBeCloseTo(1, 12);
    expect(places[0]).toEqual({ point: P(30, 20), chance: 2 / 6 });
    expect(places).toHaveLength(1 + 4 * 24 * 6);
    // 3" off at 90 degrees (south, y down): where scatterByDie puts that roll.
    const roll = scatterByDie(P(30, 20), die, { face: 3, distance: 3, bearing: 90 }).point;
    expect(places.some((p) => pointDistance(p.point, roll) < 1e-9)).toBe(true);
    for (const p of places.slice(1)) expect([1, 2, 3, 4, 5, 6]).toContain(Math.round(pointDistance(p.point, P(30, 20)) * 1e9) / 1e9);
    // A face with a fixed bearing relative to the line of fire: every inch along that bearing only.
    const fixed: DirectionDie = { faces: ['hit', { bearing: 0, relativeTo: 'line-of-fire' }] };
    const long = dieScatterChances(fixed, P(0, 0), 2, 90);
    expect(long).toHaveLength(3);
    expect(long[2]!.point.y).toBeCloseTo(2, 9);
    expect(long[2]!.chance).toBeCloseTo(1 / 4, 12);
  });

  it('skirmish rule 8: two cards dropped over the target hit what they touch (stand-in model)', () => {
    const [a, b] = dropCards(P(40, 20), [
      { offset: 0, bearing: 0, rotation: 0 },
      { offset: 0.25, bearing: 0.25, rotation: 0.5 },
    ]);
    expect(a!.centre).toEqual(P(40, 20));
    expect(a!.corners).toEqual([P(38.25, 18.75), P(41.75, 18.75), P(41.75, 21.25), P(38.25, 21.25)]);
    expect(b!.centre.y).toBeCloseTo(22, 9);
    expect(b!.rotation).toBe(90);
    const men = [figure('in', 'x', 42.1, 20), figure('out', 'x', 42.4, 20), figure('under', 'x', 40, 23)];
    expect(figuresTouching(indexFigures(men), a!.corners).map((f) => f.id)).toEqual(['in']);
    expect(figuresTouching(indexFigures(men), b!.corners).map((f) => f.id)).toEqual(['under']);
    expect(caught(() => dropCards(P(0, 0), [{ offset: 1, bearing: 0, rotation: 0 }])).code).toBe('bad-roll');
  });
});

describe('routes round walls', () => {
  // A wall from (10, 0) to (10, 8) on a 20" table; the goal east of it; a gap at its south end.
  const wall = (a: TablePoint, b: TablePoint) => !segmentsCross(a.x, a.y, b.x, b.y, 10, 0, 10, 8);
  it('tableRoutes: each waypoint\'s distance to the goal along clear legs, and from any point the best first leg', () => {
    const routes = tableRoutes(P(15, 4), [P(10, 9), P(4, 14)], wall);
    expect(routes.toGoal[1]).toBeCloseTo(pointDistance(P(10, 9), P(15, 4)), 12);
    expect(routes.toGoal[2]).toBeCloseTo(pointDistance(P(4, 14), P(15, 4)), 12);
    // West of the wall: round by the gap, not through the wall.
    const west = routes.from(P(5, 4));
    expect(west.via).toBe(1);
    expect(west.distance).toBeCloseTo(pointDistance(P(5, 4), P(10, 9)) + pointDistance(P(10, 9), P(15, 4)), 12);
    // East of it: straight at the goal.
    expect(routes.from(P(14, 2))).toEqual({ distance: pointDistance(P(14, 2), P(15, 4)), via: 0 });
    // No gap: no route.
    expect(tableRoutes(P(15, 4), [], (a, b) => wall(a, b) && !segmentsCross(a.x, a.y, b.x, b.y, 10, 8, 10, 20)).from(P(5, 4))).toEqual({ distance: Infinity, via: -1 });
  });
});

describe('spotting per side', () => {
  const rules: SpottingRules = { concealedAt: 0.9, spotAt: { infantry: 6, wheeled: 12, tracked: 12 } };
  const status = (s: Record<string, { moved?: boolean; fired?: boolean }>) => (id: string) => s[id] ?? {};

  it('skirmish: a 90% concealed target that did not move or fire is spotted at 6" if infantry, 12" if a vehicle', () => {
    const hiding = figure('h', 'axis', 31, 15); // in the wood, 1" in
    const jeep: TableFigure = { id: 'j', side: 'axis', class: 'wheeled', base: { shape: 'rect', length: 3, width: 1.5 }, at: { x: 31, y: 20, facing: 0 } };
    const far = figure('far', 'allies', 24, 15); // 7" away
    const near = figure('near', 'allies', 25.5, 15); // 5.5"
    expect(spottedBy(skirmish, [hiding, jeep, far], 'allies', status({}), rules)).toEqual([{ id: 'j', because: 'within-spotting-distance', by: 'far' }]);
    expect(spottedBy(skirmish, [hiding, far, near], 'allies', status({}), rules)).toEqual([{ id: 'h', because: 'within-spotting-distance', by: 'near' }]);
    expect(spottedBy(skirmish, [hiding, far], 'allies', status({ h: { fired: true } }), rules)).toEqual([{ id: 'h', because: 'fired' }]);
  });

  it('an unconcealed target in sight is spotted; one behind a hill is not', () => {
    const a = figure('a', 'green', 45, 20);
    const open = figure('o', 'tan', 45, 44);
    const behind = figure('b', 'tan', 70, 20);
    expect(spottedBy(beach, [a, open, behind], 'green', () => ({}), rules).map((s) => [s.id, s.because])).toEqual([['o', 'unconcealed']]);
  });

  it('a view shows an unseen enemy where it was last seen, or not at all', () => {
    const a = figure('a', 'green', 45, 20);
    const b = figure('b', 'tan', 70, 20);
    let last = recordSightings({}, [a, { ...b, at: { x: 60, y: 20 } }], ['b'], 3);
    expect(last).toEqual({ b: { at: { x: 60, y: 20 }, turn: 3 } });
    last = recordSightings(last, [a, b], [], 4);
    expect(viewFigures([a, b], 'green', [], last)).toEqual([
      { ...a, seen: true },
      { ...b, at: { x: 60, y: 20 }, seen: false, lastSeenTurn: 3 },
    ]);
    expect(viewFigures([a, b], 'green', [], last, 'hidden')).toEqual([{ ...a, seen: true }]);
    expect(viewFigures([a, b], 'green', ['b'], last)).toEqual([
      { ...a, seen: true },
      { ...b, seen: true },
    ]);
  });
});

describe('figures, teams and passengers', () => {
  const jeep: FigureData = { id: 'jeep', side: 'green', class: 'wheeled', base: { shape: 'rect', length: 3, width: 1.5 }, capacity: 8 };
  const men: FigureData[] = Array.from({ length: 9 }, (_, i) => ({ id: `m${i}`, side: 'green', class: 'infantry', base: { shape: 'round', radius: 0.5 }, team: 'u1' }));

  it('a jeep carries a unit of eight; passengers are where the jeep is', () => {
    const placements = { jeep: { x: 30, y: 30, facing: 0 }, m0: { aboard: 'jeep' }, m1: { aboard: 'jeep' }, m2: { x: 5, y: 5 } };
    expect(placeFigures([jeep, ...men], placements).map((f) => f.id)).toEqual(['jeep', 'm2']);
    expect(passengersOf('jeep', placements)).toEqual(['m0', 'm1']);
    expect(positionOf('m1', placements)).toEqual({ x: 30, y: 30, facing: 0 });
    expect(positionOf('m5', placements)).toBeUndefined();
    const full = Object.fromEntries(men.map((m) => [m.id, { aboard: 'jeep' }]));
    expect(boardingViolations([jeep, ...men], { ...full, jeep: { x: 1, y: 1 } }).map((v) => v.message)).toEqual(['jeep carries 9 figures; it has room for 8']);
    expect(boardingViolations([jeep, ...men], { m0: { aboard: 'm1' } }).map((v) => v.code)).toEqual(['not-a-carrier']);
  });

  it('forces are checked: unique ids, team members of the team side', () => {
    const e = caught(() =>
      parseOrThrow(
        forcesSchema(),
        {
          figures: [...men.slice(0, 2), { ...men[2]!, id: 'm0' }, { ...men[3]!, side: 'tan', team: undefined }],
          teams: [{ id: 'u1', side: 'green', members: [{ figure: 'm0', role: 'officer' }, { figure: 'm3' }, { figure: 'ghost' }] }],
        },
        'forces',
      ),
    );
    expect(e.message).toContain('figures[2].id: id "m0" is used twice (also at figures[0])');
    expect(e.message).toContain('teams[0].members[1].figure: "m3" fights for tan, not green');
    expect(e.message).toContain('teams[0].members[2].figure: "ghost" is not a figure');
  });
});

describe('samplers', () => {
  it('samples rings, points toward objectives and the edges of cover', () => {
    const ring = ringPoints(P(30, 20), 6, { count: 4, fractions: [0.5, 1] });
    expect(ring.length).toBe(8);
    expect(pointDistance(ring[4]!, P(30, 20))).toBeCloseTo(6, 9);
    expect(pointsToward(P(0, 0), [P(10, 0)], 6)).toEqual([P(3, 0), P(6, 0)]);
    const edges = coverEdgePoints(skirmish, P(28, 15), 4);
    expect(edges.length).toBeGreaterThan(0);
    for (const p of edges) expect(pointInPolygon(p, skirmishTable.areas![1]!.polygon)).toBe(false);
  });

  it('sampled moves are all legal by the exact check', () => {
    const rnd = fixtureRng(5);
    const moves = sampleMoves(beach, beachInfantry, P(21, 12), { random: rnd, objectives: [P(68, 24)] });
    expect(moves.length).toBeGreaterThan(5);
    for (const m of moves) {
      expect(m.check.ok).toBe(true);
      expect(checkPath(beach, beachInfantry, m.path).ok).toBe(true);
      expect(m.check.crossed).toEqual([]);
    }
  });
});

describe('pictures', () => {
  it('draws the table, figures with facing, arcs and templates, y flipped, the same every time', () => {
    const men = [figure('mg', 'green', 36, 10, { at: { x: 36, y: 10, facing: 90 } }), { ...figure('tank', 'tan', 30, 40), class: 'tracked', base: { shape: 'rect' as const, length: 3, width: 2 }, at: { x: 30, y: 40, facing: 180 } }];
    const options = { arcs: [{ figure: 'mg', arc: { width: 45, range: 36 } }], templates: [circleTemplate(P(20, 20), { radius: 3 })], labels: true, state: { destroyed: ['emp-1'], passable: ['wire-1'] } };
    const svg = renderTableSvg(beach, men, options);
    expect(svg).toBe(renderTableSvg(beach, men, options));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480"')).toBe(true);
    expect(svg).toContain('<circle class="figure infantry" data-id="mg" data-unit="mg" data-side="green" cx="360" cy="380" r="5"');
    expect(svg).toContain('class="object emplacement destroyed"');
    expect(svg).toContain('data-id="wire-1" points="240,440 240,280" fill="none" stroke="#222" stroke-width="2" stroke-dasharray="2 4"');
    expect(svg).toContain('class="arc" pointer-events="none" data-figure="mg"');
    expect(svg).toContain('<circle class="template" pointer-events="none" cx="200" cy="280" r="30"');
  });
  it('ring labels that would print over each other at the table\'s edge stand a line apart, each readable', () => {
    // Rings of 18" and 36" round a figure 29" up a 48" table: due north, the first reaches 47", the second is held at the edge, 47" too.
    const tank = { ...figure('tank', 'tan', 30, 29), class: 'tracked', base: { shape: 'rect' as const, length: 3, width: 2 }, at: { x: 30, y: 29, facing: 180 } };
    const svg = renderTableSvg(beach, [tank], { arcs: [{ figure: 'tank', arc: { width: 360, range: 18 }, label: 'gun short 18"' }, { figure: 'tank', arc: { width: 360, range: 36 }, label: 'gun long 36"' }] });
    const boxes = [...svg.matchAll(/<text class="arc-label"[^>]* x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*>([^<]*)</g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]), words: m[4]! }));
    expect(boxes).toHaveLength(2);
    const [a, b] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
    expect(Math.abs(a.y - b.y)).toBeGreaterThanOrEqual(a.size);
    // Both on the table.
    for (const l of boxes) expect(l.y).toBeGreaterThan(0);
  });
});

describe('documentation examples', () => {
  it('the compileTable example compiles', () => {
    const t: TableData = {
      width: 72,
      height: 48,
      terrainTypes: { woods: { sight: 'blocks', cover: true, concealment: 0.9 }, road: {} },
      areas: [{ id: 'wood-1', type: 'woods', polygon: [P(10, 10), P(20, 10), P(15, 20)] }],
    };
    expect(compileTable(t).areas.length).toBe(1);
  });
});
