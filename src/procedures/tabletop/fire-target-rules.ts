/**
 * Which targets a weapon may pick, by its target rule (`TARGET_RULES`, named
 * in the weapon's data or by the game's `targetRule`): each rule a function
 * here, in one table keyed by the rule's name, so a rule named in the list and
 * not written here does not compile. A weapon that lays a template, or fires
 * indirectly, picks by what its side has spotted whatever its rule.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { pointDistance } from '../../tabletop/geometry';
import { figureDistance } from '../../tabletop/measure';
import { pointAlongPath } from '../../tabletop/path';
import { coverFrom } from '../../tabletop/sight';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { placedUnit } from './common';
import { isProblem, weaponOf, type ShotNeed, type TargetRule } from './fire';
import { alongPoints, movePathOf, targetAlong } from './fire-along';
import { shotOdds } from './fire-odds';
import type { FireParts } from './fire-parts';
import { beyondReach, reachOf, setupAt } from './fire-range';
import { shotAllowed, targetOf } from './fire-shot';
import { enemiesOf, liveFigures, sees, sightOptions, spotted, tableStateOf } from './fire-sight';

/** The target rule a figure fires a weapon by: the game's for the figure, else the weapon's, else `any`. @internal */
export function targetRuleOf<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string): TargetRule {
  return fire.config.targetRule?.(ctx, placedUnit(ctx, firer.id), w) ?? weaponOf(fire.config, w).targets ?? 'any';
}

/** The targets one target rule allows a figure's weapon where they stand, in unit order (objects last). */
type TargetsBy = <G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string) => string[];

/** The enemies (`seen`: of those its side has spotted) and the game's solid objects a figure may shoot at: in range, arc, sight, and hurt by some roll. */
function shootable<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, seen: ReadonlySet<string> | null): string[] {
  const out: string[] = [];
  for (const t of enemiesOf(fire, ctx, firer.side)) {
    if (seen && !seen.has(t.id)) continue;
    if (shotAllowed(fire, ctx, firer, w, { id: t.id, figure: t, at: t.at }, true)) out.push(t.id);
  }
  for (const id of fire.config.objectTargets?.(ctx, placedUnit(ctx, firer.id), w) ?? []) {
    const t = targetOf(ctx, id);
    if (t && shotAllowed(fire, ctx, firer, w, t, true)) out.push(id);
  }
  return out;
}

/** The nearest enemy or enemies (ties all count) the figure can see and hurt within its weapon's reach. */
const nearest: TargetsBy = (fire, ctx, firer, w) => {
  const wd = weaponOf(fire.config, w);
  const reach = reachOf(wd);
  const hurtable = (f: TableFigure) => {
    const s = setupAt(fire, ctx, firer, w, { id: f.id, figure: f, at: f.at });
    const o = beyondReach(wd, s.distance) ? null : shotOdds(fire, ctx, s);
    return f.side !== firer.side && o !== null && !isProblem(o) && o.chance > 0;
  };
  const inPlay = new Set(liveFigures(fire, ctx).map((f) => f.id));
  const s = tableStateOf(fire, ctx);
  const near = ctx.board.nearest(firer, { enemyOf: firer.side, measure: fire.measure, ...(reach !== undefined ? { maxDistance: reach } : {}), filter: (f) => inPlay.has(f.id) && hurtable(f), visibleOn: ctx.board.table, ...(s ? { state: s } : {}) });
  return near ? near.figures.map((f) => f.id) : [];
};

/** Any target it may shoot at (a sniper's free choice). */
const any: TargetsBy = (fire, ctx, firer, w) => shootable(fire, ctx, firer, w, null);

/**
 * Each target rule's targets, by the rule's name. `every` lists as `any`: the
 * fire verb rolls at {@link everyTarget} instead, but a bot or a page asking
 * what such a weapon could hit is told.
 */
const TARGETS_BY_RULE: { readonly [R in TargetRule]: TargetsBy } = {
  spotted: (fire, ctx, firer, w) => shootable(fire, ctx, firer, w, spotted(fire, ctx, firer.side)),
  nearest,
  any,
  every: any,
};

/** The targets a figure may fire a weapon at where they stand, in unit order (objects last). @internal */
export function targets<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string): string[] {
  const wd = weaponOf(fire.config, w);
  const rule = targetRuleOf(fire, ctx, firer, w);
  if (wd.template) {
    // Indirect fire: any spotted enemy in range; the template has no sight or arc of its own.
    const seen = spotted(fire, ctx, firer.side);
    return enemiesOf(fire, ctx, firer.side)
      .filter((t) => seen.has(t.id) && !beyondReach(wd, setupAt(fire, ctx, firer, w, { id: t.id, figure: t, at: t.at }).distance))
      .map((t) => t.id);
  }
  if (wd.indirect) {
    // Indirect fire without a template: any enemy its side has spotted that it may hit (range, the tables, the roll).
    const seen = spotted(fire, ctx, firer.side);
    return enemiesOf(fire, ctx, firer.side)
      .filter((t) => seen.has(t.id) && shotAllowed(fire, ctx, firer, w, { id: t.id, figure: t, at: t.at }, true))
      .map((t) => t.id);
  }
  return TARGETS_BY_RULE[rule](fire, ctx, firer, w);
}

/** The other enemies within a weapon's `second` inches of the first target it may also fire at (seen, hurtable). @internal */
export function secondTargets<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, first: TableFigure): string[] {
  const wd = weaponOf(fire.config, w);
  const within = wd.second;
  if (within === undefined) return [];
  const inPlay = new Set(liveFigures(fire, ctx).map((f) => f.id));
  return ctx.board
    .within(first.at, within + 3, { measure: 'base' })
    .filter((f) => f.id !== first.id && f.side !== firer.side && inPlay.has(f.id) && figureDistance(f, first, 'base') <= within + TABLE_EPSILON)
    .filter((f) => {
      const o = shotOdds(fire, ctx, setupAt(fire, ctx, firer, w, { id: f.id, figure: f, at: f.at }));
      return !isProblem(o) && o.chance > 0 && (wd.indirect ? spotted(fire, ctx, firer.side).has(f.id) : sees(fire, ctx, firer.at, f.at));
    })
    .map((f) => f.id);
}

/** A target of a weapon that fires at every target at once: where it is aimed at, and how far along its move. @internal */
export interface EveryTarget {
  /** The target figure's id. */
  readonly id: string;
  /** The target figure. */
  readonly figure: TableFigure;
  /** The point aimed at. */
  readonly aim: TablePosition;
  /** Inches along the target's move this turn, when fired at along it. */
  readonly along?: number;
}

/**
 * Every target a weapon that fires at every target at once (the `every` rule)
 * rolls at: each spotted enemy it may shoot where it stands, else at the point
 * of its move best for the gunner (out of cover first, then nearest). @internal
 */
export function everyTarget<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string): EveryTarget[] {
  const out: EveryTarget[] = [];
  const seen = spotted(fire, ctx, firer.side);
  for (const t of enemiesOf(fire, ctx, firer.side)) {
    if (seen.has(t.id) && shotAllowed(fire, ctx, firer, w, { id: t.id, figure: t, at: t.at }, true)) {
      out.push({ id: t.id, figure: t, aim: t.at });
      continue;
    }
    const points = alongPoints(fire, ctx, firer, w, t.id);
    const mp = movePathOf(fire, ctx, t.id);
    // The point of its move best for the gunner: out of cover first, then nearest (none if it offers no point).
    let best: { along: number; score: number } | null = null;
    for (const at of points) {
      if (!mp) break;
      const p = pointAlongPath(mp.path, at);
      const score = (coverFrom(ctx.board.table, firer.at, p, sightOptions(fire, ctx)).length > 0 ? 1000 : 0) + pointDistance(firer.at, p);
      if (!best || score < best.score) best = { along: at, score };
    }
    if (best) out.push({ id: t.id, figure: t, aim: targetAlong(fire, ctx, t.id, best.along).at, along: best.along });
  }
  return out;
}
