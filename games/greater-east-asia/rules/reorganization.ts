/**
 * Reorganization (7.0): British and Japanese corps break down into the
 * divisions and brigades of the Corps Components Table, voluntarily in their
 * owner's Reorganization Phase or to pay a loss; and combine from them in one
 * hex, in general supply, spending supply units where the table says.
 *
 * @module
 */
import * as z from 'zod';
import { type ActionDescriptor } from 'hexwar';
import { endPhaseVerb } from 'hexwar/procedures';
import { CORPS_COMPONENTS, type CorpsComponents } from '../data/tables';
import { available, counterOf, toPool } from './common';
import { inGeneralSupply } from './supply';
import { breakDown, countersFor, fitsSlot, slotsOf } from './breakdown';
import { kit, type Ctx, type Unit } from './types';

// ---------------------------------------------------------------- the Reorganization Phase

/** Corps of `side` that may break down now: every component available in the counter mix (6.11). */
function mayBreakDown(ctx: Ctx, side: string): string[] {
  return ctx.board
    .unitsOf(side)
    .filter((u) => {
      const c = counterOf(u.id);
      // Only a corps has a line on the Corps Components Table.
      if (c.components === undefined) return false;
      const slots = slotsOf(c.components);
      return countersFor(ctx, c.nationality, slots).length === slots.length;
    })
    .map((u) => u.id);
}

/** The divisions, brigades and supply units a corps would be combined from in a hex, the weakest first, or `null` (7.3, 7.4). */
function combineFrom(ctx: Ctx, hex: string, line: CorpsComponents, side: string): { units: string[]; supply: string[] } | null {
  const here = ctx.board.sideAt(hex, side).filter((u) => inGeneralSupply(ctx, u));
  const weakest = (a: Unit, b: Unit) => {
    const fa = counterOf(a.id).factors[0];
    const fb = counterOf(b.id).factors[0];
    return (fa.attack ?? 0) - (fb.attack ?? 0) || fa.defence - fb.defence || (a.id < b.id ? -1 : 1);
  };
  const units: string[] = [];
  for (const s of slotsOf(line)) {
    const pick = here.filter((u) => !units.includes(u.id) && !counterOf(u.id).corps && fitsSlot(counterOf(u.id), line.nationality, s)).sort(weakest)[0];
    if (!pick) return null;
    units.push(pick.id);
  }
  const supply = here.filter((u) => counterOf(u.id).type === 'supply').sort(weakest).slice(0, line.supplyToCombine).map((u) => u.id);
  return supply.length < line.supplyToCombine ? null : { units, supply };
}

/** Corps counters off the map that a line of the table could build (6.5: never mobilized; only by combining). */
const corpsCounters = (ctx: Ctx, line: CorpsComponents): string[] =>
  ctx.state.units.filter((u) => available(u) && counterOf(u.id).corps && counterOf(u.id).nationality === line.nationality && counterOf(u.id).type === line.type).map((u) => u.id);

/** Every combination open to `side` now: a hex and the corps counters that could be built there. */
function combinations(ctx: Ctx, side: string): { hex: string; corps: string[] }[] {
  const out: { hex: string; corps: string[] }[] = [];
  const hexes = [...new Set(ctx.board.unitsOf(side).map((u) => u.at))].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
  for (const hex of hexes) {
    const corps = CORPS_COMPONENTS.filter((l) => ctx.board.sideAt(hex, side).some((u) => counterOf(u.id).nationality === l.nationality)).flatMap((l) =>
      combineFrom(ctx, hex, l, side) ? corpsCounters(ctx, l) : [],
    );
    if (corps.length) out.push({ hex, corps });
  }
  return out;
}

/** Whether the phasing player has anything to reorganize. */
export const anyReorganization = (ctx: Ctx, side: string): boolean => mayBreakDown(ctx, side).length > 0 || combinations(ctx, side).length > 0;

/** The Reorganization Phase's verbs (7.1–7.5). */
export const reorganizationVerbs = {
  breakDown: kit.action({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '7.2',
    says: 'break {unit} down',
    legal: (ctx, side) => {
      const list = mayBreakDown(ctx, side);
      return list.length ? [{ type: 'breakDown', side, choose: { unit: list } }] : [];
    },
    refuse(ctx, a) {
      if (!ctx.hasUnit(a.unit) || ctx.unit(a.unit).side !== a.side || ctx.unit(a.unit).at === null) return `${a.unit.slice(0, 30)} is not one of your units on the map (7.2)`;
      if (!counterOf(a.unit).corps) return `${a.unit} is not a corps: only British and Japanese corps break down (7.5)`;
      return `${a.unit} cannot break down: the counter mix has not every division it breaks down into (6.11)`;
    },
    apply(ctx, a) {
      breakDown(ctx, a.unit, 0, 'reorganization', '7.2');
    },
  }),
  combine: kit.action({
    schema: z.object({ hex: z.string().min(1), corps: z.string().min(1) }),
    rule: '7.3',
    says: 'combine {corps} in {hex}',
    legal: (ctx, side) => combinations(ctx, side).map((c): ActionDescriptor => ({ type: 'combine', side, fixed: { hex: c.hex }, choose: { corps: c.corps } })),
    refuse(ctx, a) {
      if (!ctx.hasUnit(a.corps) || !counterOf(a.corps).corps || counterOf(a.corps).side !== a.side) return `${a.corps.slice(0, 30)} is not one of your British or Japanese corps: only they are built by combining (7.5)`;
      if (!available(ctx.unit(a.corps))) return `${a.corps} is already on the map (6.11)`;
      return `${a.corps} cannot be built in ${a.hex.slice(0, 20)}: the divisions and brigades the Corps Components Table lists (and any supply unit it asks for) must all be there, of its nationality (7.4) and in general supply (7.3)`;
    },
    apply(ctx, a) {
      const c = counterOf(a.corps);
      const from = c.components && combineFrom(ctx, a.hex, c.components, a.side);
      if (!from) throw new Error(`${a.corps} cannot be combined in ${a.hex}, yet the combination passed the checks (7.3)`);
      for (const id of [...from.units, ...from.supply]) toPool(ctx, id);
      ctx.updateUnit(a.corps, { at: a.hex, box: 'map', steps: c.steps, flags: undefined });
      ctx.emit({ type: 'combined', unit: a.corps, hex: a.hex, from: from.units, supply: from.supply, rule: '7.3' });
    },
  }),
  endReorganization: endPhaseVerb('endReorganization', '7.1'),
};
