/**
 * Circular templates (blast overlays) and what they touch.
 */
import { HexwarError } from '../errors';
import type { CompiledTable, TableFeature } from './compile';
import type { TableFigure } from './figures';
import { insideStrict, outlineDist, pointDistance, type TablePoint } from './geometry';
import { distanceToBase, type Measure } from './measure';
import { figuresWithin, type FigureIndex } from './spatial';
import { TABLE_EPSILON } from './tolerance';

/**
 * A circular template laid on the table: a centre and a radius in inches.
 * Rules give overlays by diameter ("a 2-inch diameter overlay") or effects by
 * radius ("every infantryman within 3 inches"); {@link circleTemplate} takes
 * either, explicitly.
 *
 * @category Tabletop
 */
export interface CircleTemplate {
  /** Where its centre lies. */
  readonly centre: TablePoint;
  /** Its radius in inches. */
  readonly radius: number;
}

/**
 * Makes a circular template, sized by `radius` or by `diameter` (say which:
 * a skirmish heavy mortar's 3" overlay is `{ diameter: 3 }`, the beach tank
 * shell's "within 3 inches" is `{ radius: 3 }`).
 *
 * @example
 * ```ts
 * import { circleTemplate } from 'hexwar/tabletop';
 *
 * const mortar = circleTemplate({ x: 20, y: 12 }, { diameter: 3 }); // { centre: { x: 20, y: 12 }, radius: 1.5 }
 * ```
 * @throws `HexwarError` `bad-template` if the size is not a positive number.
 * @category Tabletop
 */
export function circleTemplate(centre: TablePoint, size: { readonly radius: number } | { readonly diameter: number }): CircleTemplate {
  const radius = 'radius' in size ? size.radius : size.diameter / 2;
  if (!(radius > 0) || !Number.isFinite(radius)) throw new HexwarError({ code: 'bad-template', message: `a template needs a positive size, not ${JSON.stringify(size)}` });
  return { centre, radius };
}

/**
 * True if a template touches a figure: any part of its base lies under the
 * template (`measure: 'base'`, the default), or its centre does (`'centre'`),
 * with {@link TABLE_EPSILON}.
 *
 * @example
 * ```ts
 * import { circleTemplate, figureOf, placeFigures, templateTouches } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const rifleman = placeFigures(COUNTERS.map(figureOf), START).find((f) => f.id === 'us-r2')!;
 * templateTouches(circleTemplate({ x: 20, y: 4 }, { diameter: 3 }), rifleman); // true
 * ```
 * @category Tabletop
 */
export function templateTouches(template: CircleTemplate, figure: TableFigure, measure: Measure = 'base'): boolean {
  const d = measure === 'centre' ? pointDistance(template.centre, figure.at) : distanceToBase(template.centre, figure);
  return d <= template.radius + TABLE_EPSILON;
}

/**
 * Every figure a template touches, nearest its centre first (through the
 * figure index).
 *
 * @example
 * ```ts
 * import { circleTemplate, figuresUnderTemplate } from 'hexwar/tabletop';
 * // Beach grenade: dice for every infantryman within 1" of where it lands.
 * const hit = figuresUnderTemplate(index, circleTemplate(landed, { radius: 1 }), { filter: (f) => f.class === 'infantry' });
 * ```
 * @category Tabletop
 */
export function figuresUnderTemplate(index: FigureIndex, template: CircleTemplate, options: { readonly measure?: Measure; readonly filter?: (f: TableFigure) => boolean } = {}): TableFigure[] {
  return figuresWithin(index, template.centre, template.radius, { measure: options.measure ?? 'base', ...(options.filter ? { filter: options.filter } : {}) });
}

/**
 * The solid objects a template touches (an emplacement under a shell), in table order.
 *
 * @example
 * ```ts
 * import { circleTemplate, compileTable, objectsUnderTemplate } from 'hexwar/tabletop';
 * import { TABLE } from 'hexwar/games/pacific-skirmish';
 *
 * objectsUnderTemplate(compileTable(TABLE), circleTemplate({ x: 29, y: 30 }, { radius: 3 })).map((o) => o.id); // ['hut-1']
 * ```
 * @category Tabletop
 */
export function objectsUnderTemplate(table: CompiledTable, template: CircleTemplate): TableFeature[] {
  const { x, y } = template.centre;
  const r = template.radius + TABLE_EPSILON;
  return table.objects.filter((o) => {
    if (o.minX > x + r || o.maxX < x - r || o.minY > y + r || o.maxY < y - r) return false;
    return insideStrict(o.xy, x, y) || outlineDist(o.xy, x, y) <= r;
  });
}
