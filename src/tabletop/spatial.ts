/**
 * A spatial index over the figures on the table (flatbush, a static packed
 * Hilbert R-tree), built once per figure array, and the queries on it:
 * the nearest figures (enemy, visible, hurtable…) and everything within a
 * radius or touching a shape.
 */
import Flatbush from 'flatbush';
import { memo } from '../internal/memo';
import type { CompiledTable } from './compile';
import { baseReach, rectOutline, type TableFigure } from './figures';
import { flatten, pointDistance, polygonsWithin, segDist, type TablePoint, type Polygon } from './geometry';
import { baseDistance, distanceToBase, type Measure } from './measure';
import { hasLineOfSight } from './sight';
import type { TableState } from './table';
import { TABLE_EPSILON } from './tolerance';
import { entryAt } from '../internal/entry';

/**
 * The figures on the table with an R-tree over their centres. Build it with
 * {@link indexFigures}; it is remembered on the array, which must not change.
 *
 * @category Tabletop
 */
export interface FigureIndex {
  /** The figures, in the order given. */
  readonly figures: readonly TableFigure[];
  /** R-tree over the centres (item i is `figures[i]`), or null if there are none. */
  readonly tree: Flatbush | null;
  /** The farthest any base reaches from its centre. */
  readonly maxReach: number;
}

const indexes = /* @__PURE__ */ memo<readonly TableFigure[], FigureIndex>('tabletop.figureIndex');

/**
 * The spatial index of a figure array, built on first use and remembered on the
 * array itself (arrays in the match state never change once made).
 *
 * @example
 * ```ts
 * import { figureOf, figuresWithin, indexFigures, placeFigures } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const index = indexFigures(placeFigures(COUNTERS.map(figureOf), START));
 * figuresWithin(index, { x: 20, y: 4 }, 2).map((f) => f.id); // ['us-r2']
 * ```
 * @category Tabletop
 */
export function indexFigures(figures: readonly TableFigure[]): FigureIndex {
  const known = indexes.get(figures);
  if (known) return known;
  let tree: Flatbush | null = null;
  let maxReach = 0;
  if (figures.length > 0) {
    tree = new Flatbush(figures.length);
    for (const f of figures) {
      tree.add(f.at.x, f.at.y, f.at.x, f.at.y);
      maxReach = Math.max(maxReach, baseReach(f.base));
    }
    tree.finish();
  }
  const index: FigureIndex = { figures, tree, maxReach };
  indexes.set(figures, index);
  return index;
}

/**
 * Where a query measures from: a point, or a figure (then its own base counts
 * when measuring base to base, and it is never its own answer).
 *
 * @category Tabletop
 */
export type QueryOrigin = TablePoint | TableFigure;

/**
 * Options of {@link nearestFigures}.
 *
 * @category Tabletop
 */
export interface NearestOptions {
  /** Only figures of another side than this one (the enemy). */
  readonly enemyOf?: string;
  /** Only figures for which this is true (targets it can hurt, not behind cover at a hopeless range…). */
  readonly filter?: (figure: TableFigure) => boolean;
  /** Centre to centre (default) or base edge to base edge. */
  readonly measure?: Measure;
  /** Only figures at most this far (with {@link TABLE_EPSILON}). */
  readonly maxDistance?: number;
  /** Only figures in line of sight over this table (centre to centre). */
  readonly visibleOn?: CompiledTable;
  /** Table state for the line of sight (destroyed objects). */
  readonly state?: TableState;
}

/**
 * The answer of {@link nearestFigures}: every figure at the least distance
 * (ties within {@link TABLE_EPSILON}, in the order of the index), and that distance.
 *
 * @category Tabletop
 */
export interface Nearest {
  /** The nearest figures, more than one on a tie. */
  readonly figures: readonly TableFigure[];
  /** The least distance. */
  readonly distance: number;
}

function isFigure(o: QueryOrigin): o is TableFigure {
  return (o as TableFigure).at !== undefined;
}

/** Distance from the origin to a figure by the measure. @internal */
export function measureFrom(origin: QueryOrigin, f: TableFigure, measure: Measure): number {
  if (isFigure(origin)) return measure === 'centre' ? pointDistance(origin.at, f.at) : baseDistance(origin, f);
  return measure === 'centre' ? pointDistance(origin, f.at) : distanceToBase(origin, f);
}

/**
 * The nearest figures to a point or a figure that pass the options: of another
 * side, hurtable by the game's own filter, within a distance, in line of sight.
 * Ties within {@link TABLE_EPSILON} all come back ("the nearest enemy or
 * enemies"). Undefined if none qualifies.
 *
 * The R-tree hands out candidates in order of centre distance and the filter and
 * the line of sight are asked only of those no farther than the answer (plus,
 * measuring base to base, the largest base), so the cost grows with the figures
 * near the answer, not with the table.
 *
 * @example
 * ```ts
 * import { indexFigures, nearestFigures } from 'hexwar/tabletop';
 * // Beach: riflemen fire at the nearest enemy they can hurt and see.
 * const near = nearestFigures(indexFigures(onTable), rifleman, {
 *   enemyOf: 'green', visibleOn: table, filter: (f) => f.class !== 'tracked',
 * });
 * ```
 * @category Tabletop
 */
export function nearestFigures(index: FigureIndex, from: QueryOrigin, options: NearestOptions = {}): Nearest | undefined {
  const tree = index.tree;
  if (!tree) return undefined;
  const figures = index.figures;
  const measure = options.measure ?? 'centre';
  const p = isFigure(from) ? from.at : from;
  const self = isFigure(from) ? from : undefined;
  const { enemyOf, filter, visibleOn, state } = options;
  const maxDistance = options.maxDistance ?? Infinity;
  // How much the measure can fall short of the centre distance.
  const slack = measure === 'centre' ? 0 : index.maxReach + (self ? baseReach(self.base) : 0);
  const cheap = (i: number) => {
    const f = entryAt(figures, i, 'the figure index');
    if (f === self || (self !== undefined && f.id === self.id)) return false;
    if (enemyOf !== undefined && f.side === enemyOf) return false;
    return true;
  };
  const expensive = (f: TableFigure) => {
    if (filter && !filter(f)) return false;
    if (visibleOn && !hasLineOfSight(visibleOn, p, f.at, state ? { state } : {})) return false;
    return true;
  };
  const verdict = new Map<number, boolean>();
  const passes = (i: number) => {
    let v = verdict.get(i);
    if (v === undefined) {
      v = cheap(i) && expensive(entryAt(figures, i, 'the figure index'));
      verdict.set(i, v);
    }
    return v;
  };
  // 1. The nearest passing figure by centre distance. The costly tests (the
  // game's filter, the line of sight) are asked in order of distance, of the
  // 8, then 32, 128… nearest, so no figure farther than the answer is tested.
  const reachLimit = maxDistance + slack + TABLE_EPSILON;
  let first = -1;
  if (!filter && !visibleOn) first = tree.neighbors(p.x, p.y, 1, reachLimit, cheap)[0] ?? -1;
  else {
    for (let k = 8; first < 0; k *= 4) {
      const batch = tree.neighbors(p.x, p.y, k, reachLimit, cheap);
      for (const i of batch) {
        if (passes(i)) {
          first = i;
          break;
        }
      }
      if (batch.length < k) break;
    }
  }
  if (first < 0) return undefined;
  let best = measureFrom(from, entryAt(figures, first, 'the figure index'), measure);
  // 2. Anything whose measured distance could tie or beat it lies within best + slack.
  const candidates = tree.neighbors(p.x, p.y, Infinity, best + slack + TABLE_EPSILON, cheap);
  const measured: { f: TableFigure; d: number; i: number }[] = [];
  for (const i of candidates) {
    const f = entryAt(figures, i, 'the figure index');
    const d = measureFrom(from, f, measure);
    if (d > best + TABLE_EPSILON) continue;
    if (!passes(i)) continue;
    measured.push({ f, d, i });
    if (d < best) best = d;
  }
  if (best > maxDistance + TABLE_EPSILON) return undefined;
  const tied = measured.filter((m) => m.d <= best + TABLE_EPSILON).sort((a, b) => a.i - b.i);
  return { figures: tied.map((m) => m.f), distance: best };
}

/**
 * Options of {@link figuresWithin}.
 *
 * @category Tabletop
 */
export interface WithinOptions {
  /** `'centre'` (default): the figure's centre is within the radius; `'base'`: any part of its base is. */
  readonly measure?: Measure;
  /** Only figures for which this is true. */
  readonly filter?: (figure: TableFigure) => boolean;
}

/**
 * Every figure within `radius` inches of a point (with {@link TABLE_EPSILON}),
 * nearest first (ties in index order). With `measure: 'base'` a figure counts if
 * its base comes within the radius: what a circular template touches.
 *
 * @example
 * ```ts
 * import { figureOf, figuresWithin, indexFigures, placeFigures } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const index = indexFigures(placeFigures(COUNTERS.map(figureOf), START));
 * figuresWithin(index, { x: 20, y: 4 }, 2).map((f) => f.id); // ['us-r2'], nearest first
 * ```
 * @category Tabletop
 */
export function figuresWithin(index: FigureIndex, centre: TablePoint, radius: number, options: WithinOptions = {}): TableFigure[] {
  const tree = index.tree;
  if (!tree) return [];
  const measure = options.measure ?? 'centre';
  const reach = radius + (measure === 'base' ? index.maxReach : 0) + TABLE_EPSILON;
  const out: { f: TableFigure; d: number; i: number }[] = [];
  for (const i of tree.search(centre.x - reach, centre.y - reach, centre.x + reach, centre.y + reach)) {
    const f = entryAt(index.figures, i, 'the figure index');
    const d = measure === 'centre' ? pointDistance(centre, f.at) : distanceToBase(centre, f);
    if (d > radius + TABLE_EPSILON) continue;
    if (options.filter && !options.filter(f)) continue;
    out.push({ f, d, i });
  }
  return out.sort((a, b) => a.d - b.d || a.i - b.i).map((m) => m.f);
}

/**
 * Every figure whose base touches or overlaps a polygon (a dropped card, a
 * vehicle's hull), in index order.
 *
 * @example
 * ```ts
 * import { figureOf, figuresTouching, indexFigures, placeFigures, rectangleCorners } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const index = indexFigures(placeFigures(COUNTERS.map(figureOf), START));
 * figuresTouching(index, rectangleCorners({ x: 20, y: 4 }, 3, 2)).map((f) => f.id); // ['us-lt', 'us-r2']
 * ```
 * @category Tabletop
 */
export function figuresTouching(index: FigureIndex, polygon: Polygon, options: { readonly filter?: (figure: TableFigure) => boolean } = {}): TableFigure[] {
  const tree = index.tree;
  if (!tree || polygon.length < 3) return [];
  const xy = flatten(polygon);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const q of polygon) {
    x0 = Math.min(x0, q.x);
    y0 = Math.min(y0, q.y);
    x1 = Math.max(x1, q.x);
    y1 = Math.max(y1, q.y);
  }
  const r = index.maxReach + TABLE_EPSILON;
  const out: number[] = [];
  for (const i of tree.search(x0 - r, y0 - r, x1 + r, y1 + r)) {
    const f = entryAt(index.figures, i, 'the figure index');
    if (!figureTouchesPolygon(f, xy)) continue;
    if (options.filter && !options.filter(f)) continue;
    out.push(i);
  }
  return out.sort((a, b) => a - b).map((i) => entryAt(index.figures, i, 'the figure index'));
}

/** True if a figure's base touches a polygon given as flat coordinates. @internal */
function figureTouchesPolygon(f: TableFigure, xy: Float64Array): boolean {
  if (f.base.shape === 'round') {
    return distanceToFlatPolygon(xy, f.at.x, f.at.y) <= f.base.radius + TABLE_EPSILON;
  }
  return polygonsWithin(flatten(rectOutline(f.base, f.at)), xy, TABLE_EPSILON);
}

function distanceToFlatPolygon(xy: Float64Array, px: number, py: number): number {
  let inside = false;
  let best = Infinity;
  // Each edge from the corner before (the last, for the first) to this one, that corner carried along.
  let xj = xy[xy.length - 2];
  let yj = xy[xy.length - 1];
  if (xj === undefined || yj === undefined) return best;
  for (let i = 0; i < xy.length; i += 2) {
    const xi = xy[i];
    const yi = xy[i + 1];
    if (xi === undefined || yi === undefined) break;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
    best = Math.min(best, segDist(px, py, xj, yj, xi, yi));
    xj = xi;
    yj = yi;
  }
  return inside ? 0 : best;
}
