/**
 * Movement (6.2), forced march (6.2.1), zones of control (6.4) and improved
 * positions' effect on movement (8.4), on the core's movement search.
 *
 * @module
 */
import type { UnitState } from '../../../src/engine';
import { compileCosts, movementRange, type MovementRange } from '../../../src/movement';
import { ZocRule, zonesOfControl } from '../../../src/zoc';
import type { Side } from '../data/counters';
import { movementCosts } from '../data/tables';
import { factorsOf, isOos, MAP, positionsSig, type Ctx, type MeiktilaData } from './common';

/** Movement costs compiled once (one movement class: every unit pays the same). */
export const COSTS = compileCosts(MAP, movementCosts);

/** Per-side arrays the movement, retreat and supply rules read. */
export interface SideArrays {
  /** 1 where a unit of the side stands. */
  readonly own: Uint8Array;
  /** 1 where an enemy unit stands. */
  readonly enemy: Uint8Array;
  /** Enemy ZOC (count of enemy units exerting it). */
  readonly zoc: Uint8Array;
  /** 1 next to an enemy unit in an improved position. */
  readonly ipAdj: Uint8Array;
  /** `ipAdj` as MP: +1 to enter or leave such a hex (8.4). */
  readonly ipCost: Float64Array;
}

// Keyed by where the units stand and which improved positions exist, not by the
// unit array: flag changes (supply, fired) make new arrays but move nobody.
const cache = new Map<string, SideArrays>();
const ipsIds = new WeakMap<MeiktilaData['ips'], number>();
let nextIpsId = 0;

/** A small number naming an improved-positions object (they are replaced, never changed). */
export function ipsId(ips: MeiktilaData['ips']): number {
  let id = ipsIds.get(ips);
  if (id === undefined) ipsIds.set(ips, (id = nextIpsId++));
  return id;
}

/** The arrays for a side in the current state (cached per positions). */
export function sideArrays(ctx: Ctx, side: Side): SideArrays {
  const units = ctx.state.units;
  const key = `${side}|${ipsId(ctx.data.ips)}|${positionsSig(units)}`;
  let a = cache.get(key);
  if (a) return a;
  if (cache.size > 5_000) cache.clear();
  const own = new Uint8Array(MAP.size);
  const enemy = new Uint8Array(MAP.size);
  const enemyCells: number[] = [];
  for (const u of units) {
    if (u.hex === null || u.steps <= 0) continue;
    const c = MAP.cell(u.hex);
    if (u.side === side) own[c] = 1;
    else {
      enemy[c] = 1;
      enemyCells.push(c);
    }
  }
  // 6.4: ZOC never extends into prohibited terrain.
  const zoc = zonesOfControl(MAP, enemyCells, { blockingTerrain: ['lake'] });
  const ipAdj = new Uint8Array(MAP.size);
  for (const [hex, ip] of Object.entries(ctx.data.ips)) {
    if (ip.side === side) continue;
    const c = MAP.cell(hex);
    for (let d = 0; d < 6; d++) {
      const n = MAP.neighbors[c * 6 + d]!;
      if (n >= 0 && zoc[n]) ipAdj[n] = 1;
    }
  }
  a = { own, enemy, zoc, ipAdj, ipCost: Float64Array.from(ipAdj) };
  cache.set(key, a);
  return a;
}

/** A unit's movement allowance: halved, rounded up, when out of supply (7.2). */
export function allowanceOf(u: UnitState): number {
  const m = factorsOf(u).movement;
  return isOos(u) ? Math.ceil(m / 2) : m;
}

/** 6.4 zone of control rule: no cost to enter, 2 MP from one enemy ZOC hex to another. */
const ZOC_RULE = ZocRule.costed(0, 0, 2);

/**
 * Every hex a unit can reach this activation: normal movement with the
 * one-hex minimum move (6.2), and forced march at double allowance when it
 * neither enters nor leaves enemy ZOC (6.2.1).
 */
export function unitRange(ctx: Ctx, u: UnitState, forced: boolean): MovementRange {
  const a = sideArrays(ctx, u.side as Side);
  const { zoc, ipAdj } = a;
  return movementRange({
    costs: COSTS,
    from: MAP.cell(u.hex!),
    allowance: allowanceOf(u),
    enemyOccupied: a.enemy,
    enemyZoc: zoc,
    zocRule: ZOC_RULE,
    minimumMove: !forced,
    forcedMarch: forced,
    // 8.4 / 6.4: +1 MP to move next to (or out of the ZOC of) an enemy unit in an
    // improved position; no ZOC-to-ZOC move if such a unit exerts either ZOC.
    extraCostToEnter: a.ipCost,
    extraCostToLeave: a.ipCost,
    noZocToZocAt: ipAdj,
  });
}

/** A destination of a move: the hex, and whether only a forced march reaches it. */
export interface Destination {
  /** The hex. */
  readonly to: string;
  /** Reached only by forced march (6.2.1). */
  readonly march: boolean;
}

// A unit's destinations depend only on its hex, its allowance, the enemy's
// positions (blocking and ZOC) and the improved positions: not on where its own
// side stands. So while one side moves, the other side's units stay put and
// every unit's range is worked out once per activation, not once per move.
const destinationCache = new Map<string, Destination[]>();
const enemySigs = new WeakMap<readonly UnitState[], Map<string, string>>();

function enemySig(units: readonly UnitState[], side: string): string {
  let bySide = enemySigs.get(units);
  if (!bySide) enemySigs.set(units, (bySide = new Map()));
  let s = bySide.get(side);
  if (s !== undefined) return s;
  s = side;
  for (const e of units) if (e.side !== side) s += e.steps > 0 && e.hex !== null ? `${e.hex},` : '-,';
  bySide.set(side, s);
  return s;
}

/** Every destination of a unit, normal moves first, then hexes only a forced march reaches. */
export function destinations(ctx: Ctx, u: UnitState): Destination[] {
  const key = `${enemySig(ctx.state.units, u.side)}|${ipsId(ctx.data.ips)}|${u.hex}|${allowanceOf(u)}`;
  const known = destinationCache.get(key);
  if (known) return known;
  const found = computeDestinations(ctx, u);
  if (destinationCache.size > 20_000) destinationCache.clear();
  destinationCache.set(key, found);
  return found;
}

function computeDestinations(ctx: Ctx, u: UnitState): Destination[] {
  const normal = unitRange(ctx, u, false);
  const out: Destination[] = [];
  for (const c of normal.cells) out.push({ to: MAP.labels[c]!, march: false });
  const forced = unitRange(ctx, u, true);
  for (const c of forced.cells) if (!normal.canReach(c)) out.push({ to: MAP.labels[c]!, march: true });
  return out;
}
