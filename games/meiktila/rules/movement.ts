/**
 * Movement (6.2), forced march (6.2.1), zones of control (6.4) and improved
 * positions' effect on movement (8.4), on the core's movement search.
 *
 * @module
 */
import { derive } from 'hexwar';
import { ZocRule, type MovementRange, type ReachRules } from 'hexwar/hex';
import type { Unit } from './types';
import { movementCosts } from '../data/tables';
import { enemyOf, isOos, type Ctx } from './common';

/** A zone of control never extends into the lake (6.4). */
const LAKE = { blockingTerrain: ['lake'] };

/** Enemy ZOC as movement sees it (6.4: never into the lake); `side` is the mover's. */
export const enemyZoc = (ctx: Ctx, side: string): Uint8Array => ctx.board.zoc(enemyOf(side), LAKE);

/** A key naming the improved positions of one side (they change rarely: worked out once per `ips` object). */
const ipsKey = (ctx: Ctx, side: string): string =>
  derive(ctx.data.ips, `key:${side}`, () =>
    Object.entries(ctx.data.ips)
      .filter(([, ip]) => ip.side === side)
      .map(([h, ip]) => `${h}${ip.count}`)
      .join(','),
  );

/** Hexes in the ZOC of an enemy unit in an improved position: +1 MP in and out, no ZOC-to-ZOC (8.4, 6.4). */
function ipAdjacent(ctx: Ctx, side: string): Uint8Array {
  const enemy = enemyOf(side);
  return ctx.board.cachedFor(enemy, `ipAdj:${ipsKey(ctx, enemy)}`, () => {
    const out = new Uint8Array(ctx.map.size);
    const zoc = enemyZoc(ctx, side);
    for (const [hex, ip] of Object.entries(ctx.data.ips)) {
      if (ip.side !== enemy) continue;
      for (const n of ctx.board.neighbours(hex)) if (zoc[ctx.board.cell(n)]) out[ctx.board.cell(n)] = 1;
    }
    return out;
  });
}

/** A unit's movement allowance: halved, rounded up, when out of supply (7.2). */
export function allowanceOf(ctx: Ctx, u: Unit): number {
  const m = ctx.factors(u).movement;
  return isOos(u) ? Math.ceil(m / 2) : m;
}

/** 6.4: no cost to enter a ZOC, 2 MP more to go straight from one enemy ZOC hex to another. */
const ZOC_RULE = ZocRule.costed(0, 0, 2);

/** The rules a unit moves by: normal movement with the minimum move (6.2), or a forced march (6.2.1); enemy ZOC never into the lake, and +1 MP in and out of the ZOC of an improved position, with no ZOC-to-ZOC there (6.4, 8.4). */
function movementRules(ctx: Ctx, u: Unit, forced: boolean): ReachRules {
  const ip = ipAdjacent(ctx, u.side);
  const enemy = enemyOf(u.side);
  const ipCost = ctx.board.cachedFor(enemy, `ipCost:${ipsKey(ctx, enemy)}`, () => Float64Array.from(ip));
  return { costs: movementCosts, allowance: allowanceOf(ctx, u), zoc: LAKE, zocRule: ZOC_RULE, minimumMove: !forced, forcedMarch: forced, extraCostToEnter: ipCost, extraCostToLeave: ipCost, noZocToZocAt: ip };
}

/** Every hex a unit can reach: normal movement with the minimum move (6.2), or a forced march (6.2.1). */
export function unitRange(ctx: Ctx, u: Unit, forced: boolean): MovementRange {
  return ctx.board.reach(u, movementRules(ctx, u, forced));
}

/** A destination of a move: the hex, whether only a forced march reaches it, and whether getting there touches enemy ZOC. */
export interface Destination {
  /** The hex. */
  readonly to: string;
  /** Reached only by forced march (6.2.1). */
  readonly march: boolean;
  /** Every way there within the normal allowance enters or leaves an enemy ZOC (always false for a forced march). */
  readonly zoc: boolean;
}

/**
 * Every destination of a unit, normal moves first, then hexes only a forced
 * march reaches. It depends on the enemy's positions only (and on the unit's
 * hex, allowance and the improved positions), so it is kept while one side moves.
 */
export function destinations(ctx: Ctx, u: Unit): readonly Destination[] {
  const enemy = enemyOf(u.side);
  return ctx.board.cachedFor(enemy, destKey(ctx, u), () => {
    // The forced-march search never enters or leaves enemy ZOC, so its cost to a hex is
    // the cheapest ZOC-free path there: within the normal allowance, a clean normal move.
    const allowance = allowanceOf(ctx, u);
    const zoc = enemyZoc(ctx, u.side);
    const normal = unitRange(ctx, u, false);
    const forced = unitRange(ctx, u, true);
    const labels = ctx.map.labels;
    const startFree = zoc[normal.from] === 0;
    const out: Destination[] = [];
    for (const c of normal.cells) {
      const free = startFree && (forced.costTo(c) <= allowance || (normal.isMinimumMove(c) && zoc[c] === 0));
      out.push({ to: labels[c]!, march: false, zoc: !free });
    }
    for (const c of forced.cells) if (!normal.canReach(c)) out.push({ to: labels[c]!, march: true, zoc: false });
    return out;
  });
}

/** What a unit's destinations depend on besides the enemy's positions. */
const destKey = (ctx: Ctx, u: Unit) => `dest:${u.at}:${allowanceOf(ctx, u)}:${ipsKey(ctx, enemyOf(u.side))}`;

/** The hexes a unit may move to now, by normal move and by forced march, given its march status (6.2, 6.2.1); kept with its destinations. */
export function moveChoices(ctx: Ctx, u: Unit): { readonly normal: readonly string[]; readonly march: readonly string[] } {
  const status = marchStatus(u);
  const all = destinations(ctx, u);
  return derive(all, status, () => {
    const open = all.filter((d) => allowedFor(status, d));
    return { normal: open.filter((d) => !d.march).map((d) => d.to), march: open.filter((d) => d.march).map((d) => d.to) };
  });
}

/**
 * Which moves a unit may still make this turn under 6.2.1: `free` (any),
 * `touched` (it entered or left enemy ZOC earlier: no forced march) or
 * `marched` (it force-marched earlier: no move that enters or leaves enemy ZOC).
 */
export type MarchStatus = 'free' | 'touched' | 'marched';

/** A unit's forced-march status this turn, from its flags (cleared at the turn's end). */
export function marchStatus(u: Unit): MarchStatus {
  if (u.flags?.marched === true) return 'marched';
  if (u.flags?.touchedZoc === true) return 'touched';
  return 'free';
}

/** Whether a destination is open to a unit with this forced-march status (6.2.1). */
function allowedFor(status: MarchStatus, d: Destination): boolean {
  if (status === 'touched') return !d.march;
  if (status === 'marched') return !d.zoc;
  return true;
}
