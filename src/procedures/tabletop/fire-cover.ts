/**
 * Cover: what a target is behind, seen from where a shot comes from (the
 * table's areas, obstacles and objects, and figures of the classes that
 * shelter those behind them). The `cover` modifier reads it.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import { baseOutline, type TableFigure } from '../../tabletop/figures';
import type { TablePoint } from '../../tabletop/geometry';
import { lengthInside } from '../../tabletop/clip';
import { figureDistance } from '../../tabletop/measure';
import { coverFrom } from '../../tabletop/sight';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import type { ShotNeed, ShotTarget } from './fire';
import type { FireParts } from './fire-parts';

/** Cover a target has from a point: the table's (areas, obstacles, objects) and figures of the sheltering classes between, within reach of it. @internal */
export function coverSources<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, from: TablePoint, target: ShotTarget): string[] {
  const config = fire.config;
  const state = config.tableState?.(ctx);
  const reach = config.cover?.reach;
  const out = coverFrom(ctx.board.table, from, target.at, { ...(state ? { state } : {}), ...(reach !== undefined ? { reach } : {}) }).map((c) => c.type);
  const classes = config.cover?.figures;
  if (classes && target.figure) for (const v of shelteringFigures(ctx, from, target.figure, classes, reach ?? Infinity)) out.push(v.class);
  return out;
}

/**
 * The figures of the sheltering classes a target is behind, seen from a point:
 * on the line between them, within `reach` inches of the target.
 *
 * @example
 * ```ts
 * import { shelteringFigures } from 'hexwar/tabletop';
 *
 * // Beach Assault: a rifleman behind a tank (within 1") is sheltered from fire from `from`.
 * const behind = shelteringFigures(ctx, from, rifleman, ['tank'], 1).length > 0;
 * ```
 * @category Tabletop procedures
 */
export function shelteringFigures(ctx: ReadContext<TableSpec>, from: TablePoint, target: TableFigure, classes: readonly string[], reach: number): TableFigure[] {
  const out: TableFigure[] = [];
  for (const v of ctx.board.within(target.at, reach + 3)) {
    if (v.id === target.id || !classes.includes(v.class)) continue;
    if (figureDistance(v, target, 'base') > reach + TABLE_EPSILON) continue;
    const hull = baseOutline(v);
    if (hull && lengthInside(from, target.at, hull) > TABLE_EPSILON) out.push(v);
  }
  return out;
}
