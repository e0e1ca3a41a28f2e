/**
 * Who takes part in fire and who sees whom: the figures in play, line of sight
 * (remembered per position between figures), and the enemies a side has
 * spotted.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import { derive } from '../../engine/derive';
import type { TableFigure } from '../../tabletop/figures';
import type { TablePoint } from '../../tabletop/geometry';
import { hasLineOfSight } from '../../tabletop/sight';
import type { TableState } from '../../tabletop/table';
import type { ShotNeed } from './fire';
import type { FireParts } from './fire-parts';
import { sightingsOf } from './sighting';

/** The table's changes in play (objects destroyed), as the game's data gives them. @internal */
export const tableStateOf = <G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>): TableState | undefined => fire.config.tableState?.(ctx);

/** The figures that take part in fire (on the table and in play), in unit order. @internal */
export function liveFigures<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>): readonly TableFigure[] {
  return derive(ctx.state.units, 'table:live', () => {
    const inPlay = fire.config.inPlay;
    return inPlay ? ctx.board.figures().filter((f) => inPlay(ctx, ctx.unit(f.id))) : ctx.board.figures();
  });
}

/** The figures in play not of `side`. @internal */
export function enemiesOf<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, side: string): readonly TableFigure[] {
  return derive(ctx.state.units, `table:enemies:${side}`, () => liveFigures(fire, ctx).filter((f) => f.side !== side));
}

/** How sight is asked of the table now: its changes in play, and an object that does not hide itself. @internal */
export function sightOptions<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, ignore?: string): { state?: TableState; ignore?: string[] } {
  const s = tableStateOf(fire, ctx);
  return { ...(s ? { state: s } : {}), ...(ignore ? { ignore: [ignore] } : {}) };
}

/** Line of sight between two points (`ignore`: a solid object shot at, which does not hide itself). @internal */
export function sees<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, a: TablePoint, b: TablePoint, ignore?: string): boolean {
  return hasLineOfSight(ctx.board.table, a, b, sightOptions(fire, ctx, ignore));
}

/** Line of sight between two figures where they stand, remembered per position. @internal */
export function seesFigure<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, a: TableFigure, b: TableFigure): boolean {
  const key = a.id < b.id ? `table:los:${a.id}|${b.id}` : `table:los:${b.id}|${a.id}`;
  const s = tableStateOf(fire, ctx);
  return ctx.board.cached(s ? `${key}:${JSON.stringify(s)}` : key, () => hasLineOfSight(ctx.board.table, a.at, b.at, sightOptions(fire, ctx)));
}

/** The enemy figures `side` has spotted: every enemy in play, without spotting rules. @internal */
export function spotted<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, side: string): ReadonlySet<string> {
  const live = liveFigures(fire, ctx);
  const spotting = fire.config.spotting;
  if (!spotting) return new Set(live.filter((f) => f.side !== side).map((f) => f.id));
  return derive(ctx.state.units, `table:spotted:${side}`, () => new Set(sightingsOf(ctx, spotting, side, live).map((s) => s.id)));
}
