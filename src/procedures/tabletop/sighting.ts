import type { ReadContext, UnitOf } from '../../engine/definition';
import { derive } from '../../engine/derive';
import type { TableFigure } from '../../tabletop/figures';
import { spottedBy, type Sighting, type SpottingRules, type SpottingStatus } from '../../tabletop/spotting';
import type { TableSpec } from '../../engine/definition';

/** Spotting as a fire configuration gives it: the rules and what each figure did. @internal */
export interface SpottingConfig<G extends TableSpec> {
  readonly rules: SpottingRules;
  status(ctx: ReadContext<G>, unit: UnitOf<G>): SpottingStatus;
}

/**
 * The enemy figures `side` has spotted, with why: the core's `spottedBy`,
 * worked out once per position (and per set of figures in play) for targets
 * that give themselves away and for targets that keep still, then read by what
 * each did. @internal
 */
export function sightingsOf<G extends TableSpec>(ctx: ReadContext<G>, spotting: SpottingConfig<G>, side: string, live: readonly TableFigure[]): readonly Sighting[] {
  const key = live.map((f) => f.id).join(',');
  const { seen, still } = ctx.board.cached(`table:spottable:${side}:${key.length}:${hash(key)}`, () => {
    const seen = new Set(spottedBy(ctx.board.table, live, side, () => ({ moved: true }), spotting.rules).map((s) => s.id));
    const still = new Map(spottedBy(ctx.board.table, live, side, () => ({}), spotting.rules).map((s) => [s.id, s]));
    return { seen, still };
  });
  return derive(ctx.state.units, `table:sightings:${side}`, () => {
    const out: Sighting[] = [];
    for (const f of live) {
      if (f.side === side) continue;
      const s = spotting.status(ctx, ctx.unit(f.id));
      const because = s.moved ? 'moved' : s.fired ? 'fired' : undefined;
      const before = still.get(f.id);
      if (because && seen.has(f.id)) out.push({ id: f.id, because });
      else if (before) out.push(before);
    }
    return out;
  });
}

/** A short hash of a string (FNV-1a), for a cache key. */
function hash(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
