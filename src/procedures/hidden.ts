import type { RulesContext, Spec, UnitOf } from '../engine/definition';

/**
 * Hides a unit under its side's next marker, numbered in the order units are
 * hidden (`jp-01`, `jp-02`, …): the order the hiding player puts them on the
 * map, never the seed, so no public die roll can tell which marker is which
 * unit. A unit already hidden keeps its marker. The count is the track
 * `markers.<prefix>`.
 *
 * @example
 * ```ts
 * import { hideUnit } from 'hexwar/procedures';
 * placed: (ctx, u) => void (u.side === 'japanese' && hideUnit(ctx, u.id, 'jp-')),
 * ```
 * @category Procedures
 */
export function hideUnit<G extends Spec>(ctx: RulesContext<G>, id: string, prefix: string, digits = 2): UnitOf<G> {
  // A hidden counter moved again in the set-up is the same marker on the table.
  const now = ctx.unit(id);
  if (now.hidden && now.marker !== undefined) return now;
  const n = ctx.addToTrack(`markers.${prefix}`, 1);
  return ctx.updateUnit(id, { hidden: true, marker: `${prefix}${String(n).padStart(digits, '0')}` });
}
