/**
 * A template's forecast: every place its scatter may put it, by its chance,
 * and every figure it would touch there by the chance of the roll against it.
 * The fire procedure's `blast` (and the forecasts of template fire) build on it.
 *
 * @module
 */
import type { BlastForecast } from '../../engine/forecast';
import type { TableFigure } from '../../tabletop/figures';
import { bearing, pointDistance, type TablePoint } from '../../tabletop/geometry';
import { dieScatterChances, scatterChances } from '../../tabletop/scatter';
import { figuresWithin, indexFigures } from '../../tabletop/spatial';
import type { TemplateRules } from './fire';

/** What a template is, where it is aimed from and at, and who fires it. */
interface Laid {
  readonly by: string;
  readonly weapon: string;
  readonly aim: TablePoint;
  readonly from: TablePoint;
  readonly rule: string;
}

/**
 * The chance a template lands on its aim and each figure's chance to be hit
 * (`hitAt`: the chance of the roll against a figure from where the template
 * landed, or `null` where it may not be rolled for), as the strike would roll them
 * (`bearings`: how many ways an arrow may point, weighed; default 24).
 */
export function foreseeBlast(t: TemplateRules, laid: Laid, figures: readonly TableFigure[], hitAt: (f: TableFigure, landed: TablePoint) => number | null, bearings?: number): BlastForecast {
  const landings = t.table ? scatterChances(t.table, { from: laid.from, target: laid.aim }) : dieScatterChances(t.die!, laid.aim, t.distanceDie ?? 6, bearing(laid.from, laid.aim), bearings);
  const radius = t.radius ?? t.diameter! / 2;
  const index = indexFigures(figures);
  const chance = new Map<string, number>();
  let onTarget = 0;
  for (const l of landings) {
    if (pointDistance(l.point, laid.aim) < 1e-9) onTarget += l.chance;
    for (const f of figuresWithin(index, l.point, radius, { measure: 'base' })) {
      const c = hitAt(f, l.point);
      if (c !== null) chance.set(f.id, (chance.get(f.id) ?? 0) + l.chance * c);
    }
  }
  const side = new Map(figures.map((f) => [f.id, f.side]));
  return {
    by: laid.by,
    weapon: laid.weapon,
    aim: { x: Math.round(laid.aim.x * 100) / 100, y: Math.round(laid.aim.y * 100) / 100 },
    onTarget,
    figures: [...chance].map(([id, c]) => ({ id, side: side.get(id)!, chance: c })).sort((a, b) => b.chance - a.chance || (a.id < b.id ? -1 : 1)),
    rule: laid.rule,
  };
}
