/**
 * What many Meiktila rules ask: a unit's counter, stacking (6.3, 8.2), control
 * of the objectives, improved positions left behind (8.4), and which units an
 * activation lets act (6.1.1).
 *
 * @module
 */
import { counterLookup, type ReadContext, type RulesContext } from 'hexwar';
import { Stacking, type StackEntry } from 'hexwar/hex';
import { controlAfter } from 'hexwar/combat';
import { activatedNow, type ActivationState } from 'hexwar/procedures';
import { counters, type Side } from '../data/counters';
import { AIRFIELDS, MEIKTILA } from '../data/map';
import { markerById } from '../data/tables';
import { kit, type G, type Unit } from './types';

/** A read context typed for Meiktila. */
export type Ctx = ReadContext<G>;
/** A rules context typed for Meiktila. */
export type WCtx = RulesContext<G>;

/** Hexes whose control scores at the end (9.1) and matters for supply (7.1.1). */
export const OBJECTIVES: readonly string[] = [MEIKTILA, ...AIRFIELDS];

/** The other side. */
export const enemyOf = kit.enemyOf;

/** A counter's data. */
export const counterOf = counterLookup(counters);

/** Whether a unit is marked out of supply (4.2.1, 4.2.2). */
export const isOos = (u: Unit): boolean => u.flags?.oos === true;

// 6.3 / 8.2: one brigade or regiment whole (its own armour included) plus one
// armoured, artillery or independent unit, or any two units of differing
// formations; one armoured unit stacks free. Divisional artillery and the
// independents belong to no brigade.
const stacking = Stacking.formation(1, { free: (u) => u.size === 'armour', otherKinds: ['armour', 'artillery', 'independent'], orAny: 2, rule: '6.3' });
const entry = (id: string): StackEntry => {
  const c = counterOf(id);
  const formation = c.independent || c.type === 'artillery' ? undefined : c.formation;
  return { id, size: c.independent && c.type !== 'armour' && c.type !== 'artillery' ? 'independent' : c.type, ...(formation ? { formation } : {}) };
};

/** Whether these units may share a hex (6.3, 8.2). */
export function stackOk(ids: readonly string[]): boolean {
  return ids.length <= 2 || stacking.check(ids.map(entry)).length === 0;
}

/** Updates control of the objectives: the side alone in one controls it. */
function updateControl(ctx: WCtx): void {
  const control = controlAfter(ctx, OBJECTIVES, ctx.data.control);
  if (control !== ctx.data.control) ctx.setData({ ...ctx.data, control });
}

/** Removes improved positions from hexes their side has left (8.4). */
function cleanIps(ctx: WCtx): void {
  const ips = ctx.data.ips;
  let next: { [hex: string]: { side: Side; count: number } } | null = null;
  for (const [hex, ip] of Object.entries(ips)) {
    const count = Math.min(ip.count, ctx.board.sideAt(hex, ip.side).length);
    if (count === ip.count) continue;
    next ??= { ...ips };
    if (count === 0) delete next[hex];
    else next[hex] = { side: ip.side, count };
  }
  if (next) ctx.setData({ ...ctx.data, ips: next });
}

/** Both, after anything that moves or removes units. */
export function afterMoves(ctx: WCtx): void {
  updateControl(ctx);
  cleanIps(ctx);
}

/** The activation under way, if any. */
export const activationOf = (ctx: Ctx): ActivationState | null => ctx.frame<ActivationState>('activation');

/**
 * Whether the activation under way lets this unit act (6.1.1): a formation
 * marker activates its formation, plus (Japanese) the independents and the
 * 14th Tank Regiment and (Allied, an interpretation) the divisional artillery
 * and the Border battalions; "all units" every unit; a die-roll marker up to
 * the rolled number of units (`extra` counts units joining an attack now).
 */
export function canActivate(ctx: Ctx, u: Unit, extra: readonly string[] = []): boolean {
  return activatedNow(ctx, u, markerById, counterOf(u.id).activatedBy, extra);
}
