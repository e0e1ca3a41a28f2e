/**
 * Spotting: which enemy figures a side may fire at. A target that moved or
 * fired (it carries a marker since the start of its side's last movement
 * phase), or that stands unconcealed, is spotted by any figure of the side that
 * can see it; a still target in 90 % concealing terrain only by a figure within
 * 6" (infantry, crews, guns) or 12" (vehicles) that can see it.
 *
 * @module
 */
import { derive, spottedBy, type Sighting, type TableFigure, type TablePoint } from 'hexwar';
import { SPOTTING } from '../data/tables';
import { flag, type Ctx } from './types';

/** The figures that take part in spotting and fire: those on the table (equipment whose crew is gone is not a target). */
export function liveFigures(ctx: Ctx): readonly TableFigure[] {
  return derive(ctx.state.units, 'skirmish:live', () => ctx.board.figures().filter((f) => flag(ctx.unit(f.id), 'uncrewed') !== true));
}

/** The live figures of the other side. */
export function enemiesOf(ctx: Ctx, side: string): readonly TableFigure[] {
  return derive(ctx.state.units, `skirmish:enemies:${side}`, () => liveFigures(ctx).filter((f) => f.side !== side));
}

/** Who `side` could spot by position alone: every target some figure of the side can see (`seen`), and those it spots even if they keep still (`still`). */
function spottable(ctx: Ctx, side: string): { readonly seen: ReadonlySet<string>; readonly still: ReadonlyMap<string, Sighting> } {
  return ctx.board.cached(`spottable:${side}:${derive(ctx.state.units, 'skirmish:empty', () => emptyKey(ctx))}`, () => {
    const figures = liveFigures(ctx);
    const seen = new Set(spottedBy(ctx.board.table, figures, side, () => ({ moved: true }), SPOTTING).map((s) => s.id));
    const still = new Map(spottedBy(ctx.board.table, figures, side, () => ({}), SPOTTING).map((s) => [s.id, s]));
    return { seen, still };
  });
}

/** The weapons standing empty, as a key (they drop out of the live figures without moving). */
function emptyKey(ctx: Ctx): string {
  return ctx.state.units
    .filter((u) => flag(u, 'uncrewed') === true)
    .map((u) => u.id)
    .join(',');
}

/**
 * The enemy figures `side` has spotted, with why: the core's `spottedBy`
 * rules (Spotting), worked out once per position for a target that gives
 * itself away and for one that keeps still, then read by the markers.
 *
 * @category Pacific Skirmish
 */
export function sightings(ctx: Ctx, side: string): readonly Sighting[] {
  return derive(ctx.state.units, `skirmish:sightings:${side}`, () => {
    const { seen, still } = spottable(ctx, side);
    const out: Sighting[] = [];
    for (const f of liveFigures(ctx)) {
      if (f.side === side) continue;
      const u = ctx.unit(f.id);
      const because = flag(u, 'moved') === true ? 'moved' : flag(u, 'fired') === true ? 'fired' : undefined;
      if (because && seen.has(f.id)) out.push({ id: f.id, because });
      else if (still.has(f.id)) out.push(still.get(f.id)!);
    }
    return out;
  });
}

/** The ids `side` has spotted, as a set. */
export function spottedIds(ctx: Ctx, side: string): ReadonlySet<string> {
  return derive(ctx.state.units, `skirmish:spotIds:${side}`, () => new Set(sightings(ctx, side).map((s) => s.id)));
}

/** Whether `side` has spotted the enemy figure `id`, and why. */
export function spotted(ctx: Ctx, side: string, id: string): Sighting | undefined {
  return sightings(ctx, side).find((s) => s.id === id);
}

/** Line of sight between two figures' centres, remembered per position. */
export function seesFigure(ctx: Ctx, a: string, b: string): boolean {
  const key = a < b ? `los:${a}|${b}` : `los:${b}|${a}`;
  return ctx.board.cached(key, () => ctx.board.sight(a, b));
}

/** Line of sight between two points. */
export function sees(ctx: Ctx, a: TablePoint, b: TablePoint): boolean {
  return ctx.board.sight(a, b);
}
