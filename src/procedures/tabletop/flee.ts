import type { CompiledTable } from '../../tabletop/compile';
import { pointAtBearing, type TablePoint } from '../../tabletop/geometry';
import { checkPath, type MovementProfile, type PathCheck, type PathOptions } from '../../tabletop/movement';
import { affordablePath } from '../../tabletop/path';

/**
 * Where a figure that "runs directly away" goes: straight along `bearing`, as
 * far as a full move and the ground allow; if that takes it over an edge it may
 * leave by, the path ends where it leaves (and `check.left` says which edge).
 *
 * @example
 * ```ts
 * import { bearing, fleePath } from 'hexwar/tabletop';
 * // Beach morale 1-2: run directly away from the nearest enemy.
 * const { path, check } = fleePath(table, infantry, man.at, bearing(enemy.at, man.at), { mayLeave: true, state });
 * ```
 * @category Tabletop procedures
 */
export function fleePath(
  table: CompiledTable,
  profile: MovementProfile,
  at: TablePoint,
  bearing: number,
  options: PathOptions = {},
): {
  /** The way it runs, from where it stood. */
  path: TablePoint[];
  /** The path's check (where it stops, what it costs). */
  check: PathCheck;
} {
  const far = [at, pointAtBearing(at, bearing, 100)];
  const off = checkPath(table, profile, far, options);
  // Over the edge: gone (the path is cut where it leaves); otherwise as far as the move and the ground allow.
  if (off.ok && off.left) return { path: [at, off.end], check: off };
  const path = affordablePath(table, profile, far, options);
  return { path, check: checkPath(table, profile, path, options) };
}
