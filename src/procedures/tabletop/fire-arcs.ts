/**
 * Arcs of fire: whether a target stands in a weapon's arc about the firer's
 * facing, and the refusal of a shot outside it.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { figureInArc, inArc } from '../../tabletop/measure';
import { figureName } from './common';
import type { FireProblem, ShotNeed, ShotTarget, TableWeapon } from './fire';
import type { FireParts } from './fire-parts';

/**
 * Whether a target stands in a weapon's arc: any part of its base inside the
 * wedge about the firer's facing, a rectangular hull measured as a rectangle
 * turned as it stood at the point shot at (not as the circle round it). @internal
 */
export function inFiringArc(from: TablePosition, target: ShotTarget, arc: number): boolean {
  if (!target.figure) return inArc(from, target.at, { width: arc });
  const facing = target.at.facing ?? target.figure.at.facing;
  return figureInArc(from, { base: target.figure.base, at: facing === undefined ? { x: target.at.x, y: target.at.y } : { x: target.at.x, y: target.at.y, facing } }, { width: arc });
}

/** Why a target is outside a weapon's arc (`tname`: the target's name, worded only when outside), or `null` (inside, or the weapon fires all round). @internal */
export function arcProblem<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, wd: TableWeapon, target: ShotTarget, tname: () => string): FireProblem | null {
  if (wd.arc === undefined || inFiringArc(firer.at, target, wd.arc)) return null;
  return { code: 'arc', message: `the ${tname()} is outside the ${wd.arc}° arc of the ${figureName(ctx, firer.id)} (${fire.rules.arcs})`, rule: fire.rules.arcs };
}
