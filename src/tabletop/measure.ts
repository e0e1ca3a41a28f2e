/**
 * Measuring on the table: distances between figures (centre to centre, or base
 * edge to base edge), range bands, arcs of fire and the aspect of a shot.
 */
import { HexwarError } from '../errors';
import { baseOutline, baseReach, rectOutline, type Base, type TableFigure, type TablePosition } from './figures';
import { angleDifference, bearing, distanceToPolygon, flatten, insideStrict, legsOf, outlineDist, pointAtBearing, pointDistance, pointInPolygon, pointSegmentDistance, polygonEdges, polygonGap, segSegDist, segmentDistance, type Polygon, type TablePoint } from './geometry';
import { TABLE_EPSILON } from './tolerance';

/**
 * How a game measures between figures: from centre to centre, or across the
 * gap between their bases (0 when the bases touch or overlap).
 *
 * @category Tabletop
 */
export type Measure = 'centre' | 'base';

/**
 * Anything with a base standing somewhere: a {@link TableFigure}, or just its
 * base and position.
 *
 * @category Tabletop
 */
export interface Based {
  /** Its base. */
  readonly base: Base;
  /** Where it stands. */
  readonly at: TablePosition;
}

/**
 * Distance from a point to the edge of a figure's base (0 if the point is on
 * or inside the base).
 *
 * @example
 * ```ts
 * import { distanceToBase } from 'hexwar/tabletop';
 *
 * distanceToBase({ x: 13, y: 14 }, { base: { shape: 'round', radius: 0.5 }, at: { x: 10, y: 10 } }); // 4.5
 * ```
 * @category Tabletop
 */
export function distanceToBase(p: TablePoint, figure: Based): number {
  if (figure.base.shape === 'round') return Math.max(0, pointDistance(p, figure.at) - figure.base.radius);
  const xy = flatten(rectOutline(figure.base, figure.at));
  return insideStrict(xy, p.x, p.y) ? 0 : outlineDist(xy, p.x, p.y);
}

/**
 * The gap between two figures' bases, edge to edge (0 if they touch or overlap).
 *
 * @example
 * ```ts
 * import { baseDistance } from 'hexwar/tabletop';
 *
 * const base = { shape: 'round', radius: 0.5 } as const;
 * baseDistance({ base, at: { x: 10, y: 10 } }, { base, at: { x: 16, y: 10 } }); // 5: 6" apart, centre to centre
 * ```
 * @category Tabletop
 */
export function baseDistance(a: Based, b: Based): number {
  // The radii are added first: addition commutes exactly, so a→b equals b→a to the bit.
  if (a.base.shape === 'round' && b.base.shape === 'round') return Math.max(0, pointDistance(a.at, b.at) - (a.base.radius + b.base.radius));
  if (a.base.shape === 'round') return Math.max(0, distanceToBase(a.at, b) - a.base.radius);
  if (b.base.shape === 'round') return Math.max(0, distanceToBase(b.at, a) - b.base.radius);
  return polygonGap(flatten(rectOutline(a.base, a.at)), flatten(rectOutline(b.base, b.at)));
}

/** How deep a round base overlaps a rectangle: its radius less the signed distance from its centre to the rectangle's edge. */
function roundOnRect(centre: TablePoint, radius: number, rect: Polygon): number {
  const xy = flatten(rect);
  const d = outlineDist(xy, centre.x, centre.y);
  return radius + (insideStrict(xy, centre.x, centre.y) ? d : -d);
}

/**
 * How deep two bases overlap: the least distance one of them must move to
 * stand clear of the other (0 or less when they are apart or just touch). The
 * same whichever is named first, so a move judged from the mover's side and
 * the table judged pair by pair agree to the bit.
 */
function overlapDepth(a: Based, b: Based): number {
  const baseA = a.base;
  const baseB = b.base;
  if (baseA.shape === 'round') return baseB.shape === 'round' ? baseA.radius + baseB.radius - pointDistance(a.at, b.at) : roundOnRect(a.at, baseA.radius, rectOutline(baseB, b.at));
  if (baseB.shape === 'round') return roundOnRect(b.at, baseB.radius, rectOutline(baseA, a.at));
  // Two rectangles: on each of the four sides' directions their shadows overlap; the least of those overlaps is how far apart they must move.
  const pa = rectOutline(baseA, a.at);
  const pb = rectOutline(baseB, b.at);
  let least = Infinity;
  for (const [p, q] of [
    [pa[0], pa[1]],
    [pa[1], pa[2]],
    [pb[0], pb[1]],
    [pb[1], pb[2]],
  ] as const) {
    const ux = q.x - p.x;
    const uy = q.y - p.y;
    const n = Math.hypot(ux, uy);
    if (n === 0) continue;
    const shadow = (poly: readonly TablePoint[]) => {
      let lo = Infinity;
      let hi = -Infinity;
      for (const c of poly) {
        const t = (c.x * ux + c.y * uy) / n;
        if (t < lo) lo = t;
        if (t > hi) hi = t;
      }
      return [lo, hi] as const;
    };
    const [alo, ahi] = shadow(pa);
    const [blo, bhi] = shadow(pb);
    least = Math.min(least, Math.min(ahi, bhi) - Math.max(alo, blo));
  }
  return least;
}

/**
 * True if two figures' bases overlap by more than {@link TABLE_EPSILON}: two
 * figures may not stand on one spot, but they may touch. The overlap is the
 * least distance one must move to stand clear of the other, so the answer is
 * the same whichever figure is named first.
 *
 * @example
 * ```ts
 * import { basesOverlap } from 'hexwar/tabletop';
 *
 * const base = { shape: 'round', radius: 0.5 } as const;
 * basesOverlap({ base, at: { x: 10, y: 10 } }, { base, at: { x: 10.8, y: 10 } }); // true: they cannot stand there both
 * ```
 * @category Tabletop
 */
export function basesOverlap(a: Based, b: Based): boolean {
  return overlapDepth(a, b) > TABLE_EPSILON;
}

/**
 * Every pair of figures whose bases overlap (two figures on one spot, which
 * no move or placement may make), as pairs of ids in the order given: the
 * invariant a game on a table checks after every action.
 *
 * @example
 * ```ts
 * import { figuresOverlapping } from 'hexwar/tabletop';
 * for (const [a, b] of figuresOverlapping(ctx.board.figures())) out.push(`${a} and ${b} stand on one spot`);
 * ```
 * @category Tabletop
 */
export function figuresOverlapping(figures: readonly (Based & { readonly id: string })[]): [string, string][] {
  const out: [string, string][] = [];
  for (const [i, a] of figures.entries()) {
    for (const b of figures.slice(i + 1)) {
      // Boxes first: bases further apart than both reaches never overlap.
      const r = baseReach(a.base) + baseReach(b.base);
      if (Math.abs(a.at.x - b.at.x) >= r || Math.abs(a.at.y - b.at.y) >= r) continue;
      if (basesOverlap(a, b)) out.push([a.id, b.id]);
    }
  }
  return out;
}

/**
 * Distance between two figures as the game measures it.
 *
 * @example
 * ```ts
 * import { figureDistance } from 'hexwar/tabletop';
 * figureDistance(rifleman, tank, 'base'); // inches between the bases
 * ```
 * @category Tabletop
 */
export function figureDistance(a: Based, b: Based, measure: Measure = 'centre'): number {
  return measure === 'centre' ? pointDistance(a.at, b.at) : baseDistance(a, b);
}

/**
 * The gap between a figure's base and a polygon (a building, a solid object's
 * walls), edge to edge: 0 if they touch or overlap.
 *
 * @example
 * ```ts
 * import { baseToPolygon } from 'hexwar/tabletop';
 * baseToPolygon(rifleman, commandPost.polygon) <= 1; // in contact with the post
 * ```
 * @category Tabletop
 */
export function baseToPolygon(figure: Based, polygon: Polygon): number {
  if (figure.base.shape === 'round') return Math.max(0, distanceToPolygon(figure.at, polygon) - figure.base.radius);
  const hull = rectOutline(figure.base, figure.at);
  if (hull.some((p) => pointInPolygon(p, polygon)) || polygon.some((p) => pointInPolygon(p, hull))) return 0;
  let best = Infinity;
  const walls = polygonEdges(polygon);
  for (const [a, b] of polygonEdges(hull)) {
    for (const [c, d] of walls) best = Math.min(best, segmentDistance(a, b, c, d));
  }
  return best;
}

/**
 * The gap between a figure's base and a line (a wire section, a wall), edge
 * to line: 0 if it touches or crosses it.
 *
 * @example
 * ```ts
 * import { baseToLine } from 'hexwar/tabletop';
 *
 * const rifleman = { base: { shape: 'round', radius: 0.5 }, at: { x: 10, y: 10 } } as const;
 * baseToLine(rifleman, [{ x: 0, y: 12 }, { x: 20, y: 12 }]); // 1.5: inches to the wall
 * ```
 * @category Tabletop
 */
export function baseToLine(figure: Based, line: readonly TablePoint[]): number {
  let best = Infinity;
  const hull = baseOutline(figure);
  const edges = hull ? polygonEdges(hull) : [];
  for (const [p, q] of legsOf(line)) {
    if (!hull) best = Math.min(best, pointSegmentDistance(figure.at, p, q) - (figure.base.shape === 'round' ? figure.base.radius : 0));
    else for (const [c, d] of edges) best = Math.min(best, segmentDistance(c, d, p, q));
  }
  return Math.max(0, best);
}

/**
 * True if a distance is within a range, with {@link TABLE_EPSILON}: a target
 * 24.005" away is within a rifle's 24".
 *
 * @example
 * ```ts
 * import { withinRange } from 'hexwar/tabletop';
 *
 * withinRange(24.005, 24); // true: within the rifle's 24"
 * withinRange(24.5, 24);   // false
 * ```
 * @category Tabletop
 */
export function withinRange(distance: number, range: number): boolean {
  return distance <= range + TABLE_EPSILON;
}

/**
 * One band of a range table: up to `upTo` inches (inclusive, with
 * {@link TABLE_EPSILON}) the shot is at range `band`.
 *
 * @category Tabletop
 */
export interface RangeBand {
  /** The band's upper limit in inches, inclusive. */
  readonly upTo: number;
  /** Its name: `short`, `long`, … */
  readonly band: string;
}

/**
 * The band a distance falls in, or undefined beyond the last. Bands are taken in
 * order and each includes its upper limit, so with the beach rifle's
 * `[{ upTo: 9, band: 'short' }, { upTo: 18, band: 'long' }]` a target at 9" is at
 * short range and one at 9.02" at long range.
 *
 * @example
 * ```ts
 * import { rangeBand } from 'hexwar/tabletop';
 *
 * const rifle = [{ upTo: 9, band: 'short' }, { upTo: 18, band: 'long' }];
 * rangeBand(9, rifle);  // 'short'
 * rangeBand(12, rifle); // 'long'
 * rangeBand(20, rifle); // undefined: out of range
 * ```
 * @throws `HexwarError` `bad-bands` if the limits do not increase.
 * @category Tabletop
 */
export function rangeBand(distance: number, bands: readonly RangeBand[]): string | undefined {
  let last = -Infinity;
  for (const b of bands) {
    if (!(b.upTo > last)) throw new HexwarError({ code: 'bad-bands', message: `range bands must increase: ${b.band} ends at ${b.upTo}", not after ${last}"` });
    last = b.upTo;
    if (distance <= b.upTo + TABLE_EPSILON) return b.band;
  }
  return undefined;
}

/**
 * An arc of fire: a wedge `width` degrees wide, centred `offset` degrees
 * counter-clockwise from the figure's facing (0, the default, is straight
 * ahead), reaching out to `range` inches if given. Skirmish machineguns have
 * `{ width: 45 }`.
 *
 * @category Tabletop
 */
export interface ArcOfFire {
  /** Full width in degrees (45 = 22.5° either side); 360 is all round. */
  readonly width: number;
  /** Centre of the arc relative to the facing, degrees counter-clockwise (default 0). */
  readonly offset?: number;
  /** How far it reaches in inches (default: no limit). */
  readonly range?: number;
}

/**
 * Distance in inches from a point to a wedge with its apex at `apex`, pointing
 * along `direction` (degrees) and `width` degrees wide: 0 inside it.
 *
 * @example
 * ```ts
 * import { distanceToWedge } from 'hexwar/tabletop';
 *
 * // A 90° arc pointing east from (0, 0):
 * distanceToWedge({ x: 0, y: 0 }, 0, 90, { x: 10, y: 5 }); // 0: inside
 * distanceToWedge({ x: 0, y: 0 }, 0, 90, { x: 0, y: 10 }); // 7.07…
 * ```
 * @category Tabletop
 */
export function distanceToWedge(apex: TablePoint, direction: number, width: number, p: TablePoint): number {
  const half = width / 2;
  const r = pointDistance(apex, p);
  if (r === 0 || half >= 180) return 0;
  const off = Math.abs(angleDifference(direction, bearing(apex, p)));
  if (off <= half) return 0;
  const beyond = off - half;
  return beyond >= 90 ? r : r * Math.sin((beyond * Math.PI) / 180);
}

/**
 * True if a target lies in a figure's arc of fire: inside the wedge about its
 * facing, or within `reach + TABLE_EPSILON` inches of it (give the target's base
 * radius as `reach` to count any part of its base), and within the arc's range.
 * A figure without a facing is taken to face east.
 *
 * @example
 * ```ts
 * import { inArc } from 'hexwar/tabletop';
 * inArc({ x: 10, y: 10, facing: 90 }, { x: 12, y: 30 }, { width: 45 }); // true: 5.7° off the facing
 * ```
 * @category Tabletop
 */
export function inArc(observer: TablePosition, target: TablePoint, arc: ArcOfFire, reach = 0): boolean {
  if (arc.range !== undefined && pointDistance(observer, target) > arc.range + reach + TABLE_EPSILON) return false;
  const direction = (observer.facing ?? 0) + (arc.offset ?? 0);
  return distanceToWedge(observer, direction, arc.width, target) <= reach + TABLE_EPSILON;
}

/**
 * Distance in inches from a wedge (as {@link distanceToWedge}) to the nearest
 * part of a figure's base, its hull as it stands and faces: 0 if any part of the
 * base lies in the wedge.
 *
 * @category Tabletop
 */
function distanceToWedgeFromBase(apex: TablePoint, direction: number, width: number, figure: Based): number {
  if (figure.base.shape === 'round') return Math.max(0, distanceToWedge(apex, direction, width, figure.at) - figure.base.radius);
  const outline = rectOutline(figure.base, figure.at);
  const xy = flatten(outline);
  if (width >= 360 || insideStrict(xy, apex.x, apex.y)) return 0;
  let best = Infinity;
  let far = 0;
  for (const corner of outline) {
    best = Math.min(best, distanceToWedge(apex, direction, width, corner));
    far = Math.max(far, pointDistance(apex, corner));
  }
  if (best === 0) return 0;
  // Or an edge of the wedge runs into (or near) the hull between its corners.
  for (const side of [-1, 1]) {
    const edge = pointAtBearing(apex, direction + (side * width) / 2, far + 1);
    for (const [c, d] of polygonEdges(outline)) best = Math.min(best, segSegDist(apex.x, apex.y, edge.x, edge.y, c.x, c.y, d.x, d.y));
  }
  return best;
}

/**
 * True if any part of a figure's base, its hull as it stands and faces, lies in
 * an observer's arc of fire (within {@link TABLE_EPSILON} inches of the wedge)
 * and, if the arc has a range, within it of the observer. A rectangular hull is
 * measured as a rectangle, not as the circle around it.
 *
 * @example
 * ```ts
 * import { figureInArc } from 'hexwar/tabletop';
 * figureInArc(mg.at, { base: tank.base, at: tank.at }, { width: 45 }); // any part of the hull in the arc
 * ```
 * @category Tabletop
 */
export function figureInArc(observer: TablePosition, target: Based, arc: ArcOfFire): boolean {
  if (arc.range !== undefined && distanceToBase(observer, target) > arc.range + TABLE_EPSILON) return false;
  const direction = (observer.facing ?? 0) + (arc.offset ?? 0);
  return distanceToWedgeFromBase(observer, direction, arc.width, target) <= TABLE_EPSILON;
}

/**
 * Which face of a target a shot strikes.
 *
 * @category Tabletop
 */
export type Aspect = 'front' | 'side' | 'rear';

/**
 * The aspect of a shot from `from` at a target, by the angle of the line of fire
 * from the target's facing: within `front` degrees either side of the facing
 * (default 45) it is a front shot, within `rear` degrees of straight behind
 * (default 45) a rear shot, otherwise a side shot. On a boundary (within
 * {@link TABLE_EPSILON} inches of it) the heavier armour takes the shot, in the
 * target's favour: the front, then the side, then the rear.
 *
 * @example
 * ```ts
 * import { aspectOf } from 'hexwar/tabletop';
 *
 * const tank = { x: 10, y: 10, facing: 90 }; // facing north
 * aspectOf(tank, { x: 10, y: 20 }); // 'front'
 * aspectOf(tank, { x: 20, y: 10 }); // 'side'
 * aspectOf(tank, { x: 10, y: 0 });  // 'rear'
 * ```
 * @category Tabletop
 */
export function aspectOf(target: TablePosition, from: TablePoint, options: { readonly front?: number; readonly rear?: number } = {}): Aspect {
  const facing = target.facing ?? 0;
  const front = options.front ?? 45;
  const rear = options.rear ?? 45;
  if (distanceToWedge(target, facing, 2 * front, from) <= TABLE_EPSILON) return 'front';
  // The sides: the two wedges between the front's and the rear's edges.
  const side = 180 - front - rear;
  const middle = front + side / 2;
  if (side > 0 && (distanceToWedge(target, facing + middle, side, from) <= TABLE_EPSILON || distanceToWedge(target, facing - middle, side, from) <= TABLE_EPSILON)) return 'side';
  return 'rear';
}
