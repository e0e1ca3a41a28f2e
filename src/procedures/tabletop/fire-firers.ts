/**
 * Who may fire now, and with what: the side that fires, a figure's weapons
 * (those it fires with the fire verb, and the one a fire action fires), and
 * why a figure may not fire.
 *
 * @module
 */
import type { ReadContext, TableSpec, UnitOf } from '../../engine/definition';
import { figureName, flagOf } from './common';
import { weaponOf, type ShotNeed } from './fire';
import type { FireParts } from './fire-parts';

/** The side that fires now (the config's, or the active side). @internal */
export function firingSide<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>): string | null {
  return fire.config.firingSide ? fire.config.firingSide(ctx) : ctx.active;
}

/** The weapons of the fire rules a figure carries. @internal */
export function weaponsOf<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, id: string): readonly string[] {
  return (ctx.counter(id).weapons ?? []).filter((w) => Object.hasOwn(fire.config.weapons, w));
}

/** The weapons a figure fires with the fire verb (not its templates aimed at a point, which have verbs of their own). @internal */
export function fireWeapons<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, id: string): readonly string[] {
  return weaponsOf(fire, ctx, id).filter((w) => weaponOf(fire.config, w).template?.atPoint !== true);
}

/** The weapon a legal fire action fires: the one it names, or the figure's first (legal offers none to a figure without). @internal */
export function weaponFired<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, a: { readonly figure: string; readonly weapon?: string }): string {
  const w = a.weapon ?? fireWeapons(fire, ctx, a.figure)[0];
  if (w === undefined) throw new Error(`fire (${fire.config.rule}): ${a.figure} fires but has no weapon to fire; the action should have been refused`);
  return w;
}

/** Why a figure may not fire now (out of action, the game's reason, off the table, unarmed, fired already), or `null`. @internal */
export function whyNotFire<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, u: UnitOf<G>): string | null {
  const who = figureName(ctx, u.id);
  if (u.steps <= 0) return `${who} is out of action (killed or destroyed)`;
  const own = fire.config.mayFire?.(ctx, u);
  if (own) return own;
  if (u.at === null) return `${who} is not on the table (${fire.config.rule})`;
  if (weaponsOf(fire, ctx, u.id).length === 0) return `the ${who} carries no weapon (${fire.config.rule})`;
  if (flagOf(u, 'fired') === true) return `${who} has already fired this phase (${fire.rules.sequence})`;
  return null;
}
