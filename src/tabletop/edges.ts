/**
 * Where a path meets the table's edges: which side and named edge a point
 * leaves by, where a stretch first leaves the table, and clamping onto it.
 *
 * @module
 */
import { sideSegment, type CompiledTable } from './compile';
import { segDist, type TablePoint } from './geometry';
import { TABLE_EPSILON, clean } from './tolerance';

/** The side of the table a point on its outline lies on. */
function sideAt(table: CompiledTable, p: TablePoint): 'south' | 'north' | 'west' | 'east' {
  const south: ['south' | 'north' | 'west' | 'east', number] = ['south', Math.abs(p.y)];
  const d: ['south' | 'north' | 'west' | 'east', number][] = [south, ['north', Math.abs(p.y - table.height)], ['west', Math.abs(p.x)], ['east', Math.abs(p.x - table.width)]];
  let best = south;
  for (const e of d) if (e[1] < best[1]) best = e;
  return best[0];
}

/** The named edge (or side) through which a point on the outline leaves. */
export function edgeAt(table: CompiledTable, p: TablePoint): { edge: string; side: string } {
  const side = sideAt(table, p);
  for (const e of table.data.edges ?? []) {
    if (e.side !== side) continue;
    const [a, b] = sideSegment(table, e.side, e.from, e.to);
    if (segDist(p.x, p.y, a.x, a.y, b.x, b.y) <= TABLE_EPSILON) return { edge: e.id, side };
  }
  return { edge: side, side };
}

export function onTable(table: CompiledTable, p: TablePoint): boolean {
  return p.x >= -TABLE_EPSILON && p.y >= -TABLE_EPSILON && p.x <= table.width + TABLE_EPSILON && p.y <= table.height + TABLE_EPSILON;
}

/** Parameter in (0, 1] where a segment from a point on the table first leaves it. */
export function exitParam(table: CompiledTable, a: TablePoint, b: TablePoint): number {
  const e = TABLE_EPSILON;
  let t = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (dx < 0) t = Math.min(t, (-e - a.x) / dx);
  if (dx > 0) t = Math.min(t, (table.width + e - a.x) / dx);
  if (dy < 0) t = Math.min(t, (-e - a.y) / dy);
  if (dy > 0) t = Math.min(t, (table.height + e - a.y) / dy);
  return Math.max(0, t);
}

export function lerp(a: TablePoint, b: TablePoint, t: number): TablePoint {
  if (t <= 0) return a;
  if (t >= 1) return b;
  return { x: clean(a.x + (b.x - a.x) * t), y: clean(a.y + (b.y - a.y) * t) };
}

/** Clamps a point that is within the tolerance of the table onto it. */
export function clampToTable(table: CompiledTable, p: TablePoint): TablePoint {
  return { x: clean(Math.min(table.width, Math.max(0, p.x))), y: clean(Math.min(table.height, Math.max(0, p.y))) };
}
