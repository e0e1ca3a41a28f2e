/**
 * Figures coming onto the table at an edge: landing craft at the sea edge,
 * reinforcements at a road's end. A unit's men stand in a line along the
 * edge, a vehicle just inside it, all facing in; if that spot is taken, the
 * next row inland.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import type { Base, TablePosition } from '../../tabletop/figures';
import type { TableSide } from '../../tabletop/table';
import type { PathMoves } from './move';

/**
 * A figure coming on: its id and its base.
 *
 * @category Tabletop procedures
 */
export interface Arriving {
  /** The figure. */
  readonly id: string;
  /** Its base (a round base stands in the line; a hull stands at the spot). */
  readonly base: Base;
}

/**
 * Where a figure coming on stands.
 *
 * @category Tabletop procedures
 */
export interface ArrivalPlace {
  /** The figure. */
  readonly id: string;
  /** Its place and facing. */
  readonly at: TablePosition;
}

/** The facing of a figure that comes on at an edge, looking in. */
const FACING: Readonly<Record<TableSide, number>> = { west: 0, south: 90, east: 180, north: 270 };

/**
 * Where a unit's figures stand as it comes on at an edge, `along` inches
 * along it (from the south or west corner), `row` rows in: figures on round
 * bases in a line along the edge centred on the spot (a tenth of an inch
 * apart, slid along to lie wholly on the table), a hull at the spot; each just
 * inside the edge, facing in; a row is a base's width and a tenth for a line
 * of men, a hull's length and a tenth for a vehicle. Hundredths of an inch.
 *
 * @example
 * ```ts
 * import { arrivalPlaces } from 'hexwar/tabletop';
 * // A unit of eight lands 24" up the sea edge.
 * arrivalPlaces(table, men, 'west', 24, 0); // eight men 1.1" apart, 0.6" in, facing east
 * ```
 * @category Tabletop procedures
 */
export function arrivalPlaces(table: { readonly width: number; readonly height: number }, figures: readonly Arriving[], edge: TableSide, along: number, row: number): ArrivalPlace[] {
  const across = edge === 'west' || edge === 'east';
  const depth = across ? table.width : table.height;
  const length = across ? table.height : table.width;
  const radius = figures.reduce((r, f) => Math.max(r, f.base.shape === 'round' ? f.base.radius : 0), 0);
  const spacing = 2 * radius + 0.1;
  return figures.map((f, i) => {
    const b = f.base;
    const inset = (b.shape === 'round' ? b.radius + 0.1 : b.length / 2 + 0.05) + row * (b.shape === 'round' ? spacing : b.length + 0.1);
    const inward = edge === 'west' || edge === 'south' ? inset : depth - inset;
    // A line of men centred on the spot, slid along the edge to lie wholly on the table.
    const half = ((figures.length - 1) / 2) * spacing;
    const centre = Math.min(length - (radius + 0.1) - half, Math.max(radius + 0.1 + half, along));
    const at = b.shape === 'round' ? centre + (i - (figures.length - 1) / 2) * spacing : along;
    const [x, y] = across ? [inward, at] : [at, inward];
    return { id: f.id, at: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100, facing: FACING[edge] } };
  });
}

/**
 * Where a unit coming on at an edge stands: at the edge, or in the first row
 * inland (of twenty) where none of its figures would stand on a figure already
 * there (by the path move's `standsOn`); at the edge if every row is taken.
 *
 * @example
 * ```ts
 * import { arrivalSpots } from 'hexwar/tabletop';
 *
 * // Beach Assault: a team coming on at the south edge, each figure where none stands already.
 * for (const p of arrivalSpots(moves, ctx, team.map((id) => counterOf(id)), 'south', 2)) ctx.addUnit({ id: p.id, side: 'us', at: p.at, steps: 1 });
 * ```
 * @category Tabletop procedures
 */
export function arrivalSpots<G extends TableSpec>(moves: PathMoves<G>, ctx: ReadContext<G>, figures: readonly Arriving[], edge: TableSide, along: number): ArrivalPlace[] {
  for (let row = 0; row < 20; row++) {
    const places = arrivalPlaces(ctx.board.table, figures, edge, along, row);
    if (places.every((p) => moves.standsOn(ctx, p.id, p.at) === undefined)) return places;
  }
  return arrivalPlaces(ctx.board.table, figures, edge, along, 0);
}
