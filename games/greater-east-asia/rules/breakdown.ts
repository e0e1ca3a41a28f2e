/**
 * Breaking a corps down into its components (7.1, 7.2), for a step lost in
 * combat or out of supply and for the Reorganization Phase: which counters of
 * the mix stand for its slots (6.11), and the break-down itself.
 *
 * @module
 */
import { loseStep } from 'hexwar/combat';
import { factorString } from '../data/counters';
import { type CorpsComponents } from '../data/tables';
import { counterOf, toPool, type GameCounter } from './common';
import { type Ctx, type WCtx } from './types';

/** One slot of a corps' components: a type and size of its nationality, with the factors the table prints. */
interface Slot {
  readonly type: GameCounter['type'];
  readonly size: GameCounter['size'];
  readonly factors: string;
}

/** A corps' components one by one, in the table's order (7.2). */
export function slotsOf(line: CorpsComponents): Slot[] {
  return line.components.flatMap((k) => Array.from({ length: k.count }, () => ({ type: k.type, size: k.size, factors: k.factors })));
}

/** Whether a counter can stand in a slot: its nationality, type and size. */
export const fitsSlot = (c: GameCounter, nationality: string, s: Slot) => c.nationality === nationality && c.type === s.type && c.size === s.size;

/**
 * Counters in the pool that can stand for these slots (6.11: the counter mix
 * is the limit; eliminated units come back only by mobilization, 6.9): those
 * printed with the table's factors first, then any of the type and size.
 * Returns one id per slot it could fill, in slot order.
 */
export function countersFor(ctx: Ctx, nationality: string, slots: readonly Slot[]): string[] {
  const free = ctx.state.units.filter((u) => u.at === null && u.box === 'pool');
  const used = new Set<string>();
  const out: string[] = [];
  for (const s of slots) {
    const pick =
      free.find((u) => !used.has(u.id) && fitsSlot(counterOf(u.id), nationality, s) && factorString(counterOf(u.id).factors[0]) === s.factors) ??
      free.find((u) => !used.has(u.id) && fitsSlot(counterOf(u.id), nationality, s));
    if (!pick) continue;
    used.add(pick.id);
    out.push(pick.id);
  }
  return out;
}

/**
 * Breaks a corps down where it stands (7.2): the corps goes back to the pool
 * and its components take its place, less `lost` of them (losses come off the
 * first components the table lists: the infantry divisions). Components the
 * counter mix cannot provide are lost too (6.11).
 */
export function breakDown(ctx: WCtx, id: string, lost: number, why: string, rule: string): string[] {
  const u = ctx.unit(id);
  const c = counterOf(id);
  const hex = u.at;
  if (hex === null || c.components === undefined) throw new Error(`${id} was broken down but is ${hex === null ? 'not on the map' : 'no corps'} (7.2)`);
  const slots = slotsOf(c.components).slice(lost);
  const ids = countersFor(ctx, c.nationality, slots);
  // The divisions inherit what the corps did this phase (moved, attacked): a corps broken down in combat has attacked.
  const flags = u.flags;
  toPool(ctx, id);
  for (const x of ids) ctx.updateUnit(x, { at: hex, box: 'map', steps: counterOf(x).steps, flags: undefined });
  if (flags && Object.keys(flags).length) for (const x of ids) ctx.updateUnit(x, { flags: { ...flags } });
  ctx.emit({ type: 'brokenDown', unit: id, side: u.side, hex, into: ids, lost, missing: slots.length - ids.length, why, rule });
  return ids;
}

/** Breaks down every corps on the map that has lost a step (the loss is taken; what is left stands in its hex). */
export function breakDownReduced(ctx: WCtx, why: string, rule: string): void {
  for (const u of ctx.state.units) {
    if (u.at === null || u.steps <= 0) continue;
    const c = counterOf(u.id);
    if (c.corps && u.steps < c.steps) breakDown(ctx, u.id, c.steps - u.steps, why, rule);
  }
}

/** Each unit loses one step: a corps breaks down less one division (7.1, 7.2), any other unit is eliminated. */
export function breakDownLosses(ctx: WCtx, ids: readonly string[], why: string, rule: string): void {
  for (const id of ids) if (ctx.unit(id).at !== null) loseStep(ctx, id, why, rule);
  breakDownReduced(ctx, why, rule);
}
