/**
 * Ranges: how far a shot is, measured as the game measures (centre to centre,
 * or base edge to base edge; to a solid object's outline), the band it falls
 * in, how far a weapon reaches, and the refusal of a shot out of range.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import { turnOf, type WeaponBand, type WeaponReach } from '../../engine/weapons';
import { baseReach, type TableFigure } from '../../tabletop/figures';
import { pointDistance } from '../../tabletop/geometry';
import { baseToPolygon, distanceToBase, figureDistance, rangeBand } from '../../tabletop/measure';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { figureName } from './common';
import { objectName, weaponOf, type ShotNeed, type ShotSetup, type ShotTarget, type TableWeapon, type FireProblem } from './fire';
import type { FireParts } from './fire-parts';

/** A weapon's reach: its range, or its last band's limit. @internal */
export const reachOf = (w: TableWeapon): number | undefined => w.range ?? w.bands?.[w.bands.length - 1]?.upTo;

/** Whether a range is beyond a weapon's reach (within the tolerance it is not). @internal */
export function beyondReach(w: TableWeapon, distance: number): boolean {
  const reach = reachOf(w);
  return reach !== undefined && distance > reach + TABLE_EPSILON;
}

/** The band a range falls in, for a weapon with bands. */
const bandOf = (w: TableWeapon, distance: number): string | undefined => (w.bands ? rangeBand(distance, w.bands) : undefined);

/**
 * A figure's shot at a target (where it stands, or `along` inches into its
 * move): the range measured as the game measures, and its band. @internal
 */
export function setupAt<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, along?: number): ShotSetup {
  const wd = weaponOf(fire.config, w);
  const object = target.object ? ctx.board.table.data.objects?.find((o) => o.id === target.id) : undefined;
  if (target.object && !object) throw new Error(`fire (${fire.config.rule}): the target ${target.id} is a ${target.object} but no solid object of the table has that id`);
  const polygon = object?.polygon;
  const distance = polygon
    ? baseToPolygon(firer, polygon)
    : fire.measure === 'centre'
      ? pointDistance(firer.at, target.at)
      : target.figure
        ? figureDistance(firer, { ...target.figure, at: target.at }, 'base')
        : distanceToBase(target.at, firer);
  const band = bandOf(wd, distance);
  return { by: firer.id, side: firer.side, firer, weapon: w, target, from: firer.at, distance, ...(band !== undefined ? { band } : {}), ...(along !== undefined ? { along } : {}) };
}

/** Why a shot is out of range: how far, and how far the weapon reaches. @internal */
export function rangeProblem<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup): FireProblem {
  const w = weaponOf(fire.config, setup.weapon);
  const t = setup.target;
  const tname = t.figure ? figureName(ctx, t.id) : t.object ? objectName(ctx, t.id) : t.id;
  const fname = setup.firer ? figureName(ctx, setup.firer.id) : setup.by;
  const ranges = fire.rules.ranges;
  return { code: 'range', message: `the ${tname} is ${Math.round(setup.distance * 10) / 10}" from ${fname}; a ${w.name} reaches ${reachOf(w)}" (${ranges})`, rule: ranges };
}

/**
 * What a weapon reaches, for a page to draw: its arc about a facing as
 * angles in the engine's convention, its range bands in inches. @internal
 */
export function weaponReach<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, id: string, figure: TableFigure | undefined): WeaponReach {
  const facing = figure?.at.facing ?? 0;
  const measure = fire.measure;
  const w = weaponOf(fire.config, id);
  const bands: WeaponBand[] = [];
  if (w.bands) {
    // Each band runs from where the one before it ends.
    let from = 0;
    for (const b of w.bands) {
      bands.push({ band: b.band, from, upTo: b.upTo });
      from = b.upTo;
    }
  } else if (w.range !== undefined) bands.push({ from: 0, upTo: w.range });
  // Indirect fire has no arc of its own; a weapon aimed at a point is thrown or fired any way.
  const arc = w.arc !== undefined && w.arc < 360 && !w.template ? { centre: turnOf(facing), from: turnOf(facing - w.arc / 2), to: turnOf(facing + w.arc / 2), width: w.arc } : undefined;
  return {
    weapon: id,
    name: w.name,
    ...(arc ? { arc } : {}),
    bands,
    measure,
    drawnFrom: measure === 'base' && figure ? baseReach(figure.base) : 0,
    ...(w.template ? { template: w.template.atPoint ? ('point' as const) : ('target' as const) } : {}),
    rule: w.rule ?? fire.config.rule,
  };
}
