/**
 * Fire at a point of an enemy's move this player turn ("fire on a target at
 * any point where it moved through your sight and arc"): the moves, the
 * stretches of one a figure saw in range and arc, the points it is offered,
 * and the exact check of a shot at a point.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import { baseReach, type TableFigure } from '../../tabletop/figures';
import { legsOf, pointSegmentDistance } from '../../tabletop/geometry';
import { pathLength, sightWindows } from '../../tabletop/path';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { intersectIntervals, positionAlong, rangeIntervals, type MovePath } from './along';
import { figureName, figureOnTable } from './common';
import { isProblem, weaponOf, type ShotNeed, type ShotTarget } from './fire';
import { shotNeed } from './fire-odds';
import type { FireParts } from './fire-parts';
import { reachOf, setupAt } from './fire-range';
import { shotAllowed } from './fire-shot';
import { liveFigures } from './fire-sight';

/** A figure's move this player turn, if it moved and the game fires along moves. @internal */
export function movePathOf<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, id: string): MovePath | undefined {
  return fire.config.alongMoves ? fire.config.alongMoves.moves(ctx)[id] : undefined;
}

/** The enemies of `side` that moved this player turn, by id. @internal */
export function movers<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, side: string): string[] {
  return fire.config.alongMoves ? Object.keys(fire.config.alongMoves.moves(ctx)).filter((id) => ctx.hasUnit(id) && ctx.unit(id).side !== side) : [];
}

/** Where a figure was `along` inches into its move this player turn, as a target. @internal */
export function targetAlong<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, id: string, along: number): ShotTarget {
  const f = figureOnTable(ctx, id);
  const mp = movePathOf(fire, ctx, id);
  if (!mp) throw new Error(`fire (${fire.config.rule}): a shot at ${id} along its move, but it did not move this turn`);
  return { id, figure: f, at: positionAlong(mp, f.at, along) };
}

/** The stretches of an enemy's move this player turn (inches along it) a figure saw in range and arc, sampled. @internal */
export function alongIntervals<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string): [number, number][] {
  const mp = movePathOf(fire, ctx, targetId);
  const target = ctx.board.figure(targetId);
  if (!mp || mp.path.length < 2 || !target || target.side === firer.side || !liveFigures(fire, ctx).some((f) => f.id === targetId)) return [];
  const wd = weaponOf(fire.config, w);
  // Fire at a figure along its move is fire at what one sees it do: not a template's, nor indirect fire's.
  if (wd.template || wd.indirect) return [];
  // A weapon that cannot hurt the target (armour to a rifle) has nowhere to fire at it.
  const need = shotNeed(fire, ctx, setupAt(fire, ctx, firer, w, { id: targetId, figure: target, at: target.at }));
  if (isProblem(need) && need.code === 'cannot-hurt') return [];
  const reach = reachOf(wd);
  if (reach !== undefined) {
    let near = Infinity;
    for (const [a, b] of legsOf(mp.path)) near = Math.min(near, pointSegmentDistance(firer.at, a, b));
    if (near > reach + TABLE_EPSILON) return [];
  }
  const arc = wd.arc !== undefined ? { width: wd.arc } : undefined;
  const windows = ctx.board.cached(`table:windows:${ctx.turn}:${ctx.active}:${firer.id}:${arc ? arc.width : 'all'}:${targetId}`, () =>
    sightWindows(ctx.board.table, firer.at, mp.path, { ...(arc ? { arc } : {}), reach: baseReach(target.base), step: 0.5 }).map((x) => [x.from, x.to] as [number, number]),
  );
  return reach === undefined ? windows.map((x) => [x[0], x[1]]) : intersectIntervals(windows, rangeIntervals(mp.path, firer.at, reach + TABLE_EPSILON));
}

/**
 * Why a shot at an enemy `along` inches into its move this player turn is not
 * allowed, or `null`: judged exactly at that point (range, the tables, arc,
 * sight), whatever the sampled stretches say. @internal
 */
export function alongProblem<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string, along: number): string | null {
  const mp = movePathOf(fire, ctx, targetId);
  const target = ctx.board.figure(targetId);
  // Worded only when refused: the listing asks this of every point it offers.
  const why = () => `${figureName(ctx, targetId)} was not in sight, arc and range of ${figureName(ctx, firer.id)} ${Math.round(along * 100) / 100}" into its move (${fire.config.alongMoves?.rule ?? fire.config.rule})`;
  if (!mp || mp.path.length < 2 || !target || target.side === firer.side || weaponOf(fire.config, w).template || !liveFigures(fire, ctx).some((f) => f.id === targetId)) return why();
  if (!(along >= 0 && along <= pathLength(mp.path) + TABLE_EPSILON)) return why();
  return shotAllowed(fire, ctx, firer, w, targetAlong(fire, ctx, targetId, along), false, along) ? null : why();
}

/**
 * The points along an enemy's move (inches into it) a figure is offered to
 * fire at: each sampled stretch's ends and middle, kept only where the exact
 * check allows the shot, so that every point offered is accepted (`intervals`:
 * the stretches, when the caller has them already). @internal
 */
export function alongPoints<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string, intervals = alongIntervals(fire, ctx, firer, w, targetId)): number[] {
  if (intervals.length === 0) return [];
  return ctx.board.cached(`table:along-points:${ctx.turn}:${ctx.active}:${firer.id}:${w}:${targetId}`, () => {
    const out = new Set<number>();
    for (const [a, b] of intervals) for (const at of [a, (a + b) / 2, b]) if (alongProblem(fire, ctx, firer, w, targetId, at) === null) out.add(at);
    return [...out].sort((x, y) => x - y);
  });
}
