/**
 * Movement (6.2), forced march (6.2.1), zones of control (6.4) and improved
 * positions' effect on movement (8.4), on the core's movement search.
 *
 * @module
 */
import { memo } from '../../../src/internal/memo';
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
    if (u.at === null || u.steps <= 0) continue;
    const c = MAP.cell(u.at);
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
  return search(ctx, u, forced ? 'forced' : 'normal');
}

/** The search behind {@link unitRange}. */
function search(ctx: Ctx, u: UnitState, mode: 'normal' | 'forced'): MovementRange {
  const a = sideArrays(ctx, u.side as Side);
  const { zoc, ipAdj } = a;
  return movementRange({
    costs: COSTS,
    from: MAP.cell(u.at!),
    allowance: allowanceOf(u),
    enemyOccupied: a.enemy,
    enemyZoc: zoc,
    zocRule: ZOC_RULE,
    minimumMove: mode === 'normal',
    forcedMarch: mode === 'forced',
    // 8.4 / 6.4: +1 MP to move next to (or out of the ZOC of) an enemy unit in an
    // improved position; no ZOC-to-ZOC move if such a unit exerts either ZOC.
    extraCostToEnter: a.ipCost,
    extraCostToLeave: a.ipCost,
    noZocToZocAt: ipAdj,
  });
}

/** A destination of a move: the hex, whether only a forced march reaches it, and whether getting there touches enemy ZOC. */
export interface Destination {
  /** The hex. */
  readonly to: string;
  /** Reached only by forced march (6.2.1). */
  readonly march: boolean;
  /**
   * Every way there within the normal allowance enters or leaves an enemy ZOC
   * (it starts, passes or ends in one). Always `false` for a forced march,
   * which never does (6.2.1).
   */
  readonly zoc: boolean;
}

// A unit's destinations depend only on its hex, its allowance, the enemy's
// positions (blocking and ZOC) and the improved positions: not on where its own
// side stands. So while one side moves, the other side's units stay put and
// every unit's range is worked out once per activation, not once per move.
// Two levels: the enemy's positions (a long string, made once per unit array, so its
// hash is computed once) and then the unit's own hex, allowance and the improved positions.
const destinationCache = new Map<string, Map<string, Destination[]>>();
let destinationCount = 0;
const enemySigs = memo<readonly UnitState[], Map<string, string>>('meiktila enemy positions');

function enemySig(units: readonly UnitState[], side: string): string {
  let bySide = enemySigs.get(units);
  if (!bySide) enemySigs.set(units, (bySide = new Map()));
  let s = bySide.get(side);
  if (s !== undefined) return s;
  s = side;
  for (const e of units) if (e.side !== side) s += e.steps > 0 && e.at !== null ? `${e.at},` : '-,';
  bySide.set(side, s);
  return s;
}

/** Every destination of a unit, normal moves first, then hexes only a forced march reaches. */
export function destinations(ctx: Ctx, u: UnitState): Destination[] {
  const sig = enemySig(ctx.state.units, u.side);
  let bySig = destinationCache.get(sig);
  if (!bySig) {
    if (destinationCount > 20_000) {
      destinationCache.clear();
      destinationCount = 0;
    }
    destinationCache.set(sig, (bySig = new Map()));
  }
  const key = `${u.at}|${allowanceOf(u)}|${ipsId(ctx.data.ips)}`;
  const known = bySig.get(key);
  if (known) return known;
  const found = computeDestinations(ctx, u);
  bySig.set(key, found);
  destinationCount++;
  return found;
}

function computeDestinations(ctx: Ctx, u: UnitState): Destination[] {
  const normal = search(ctx, u, 'normal');
  // The forced-march search never enters or leaves enemy ZOC, so its cost to a hex is
  // the cheapest ZOC-free path there: within the normal allowance, a clean normal move.
  const forced = search(ctx, u, 'forced');
  const zoc = sideArrays(ctx, u.side as Side).zoc;
  const allowance = allowanceOf(u);
  const startFree = zoc[normal.from] === 0;
  const out: Destination[] = [];
  for (const c of normal.cells) {
    // A clean path within the allowance, or the one-hex minimum move between two hexes free of enemy ZOC.
    const free = startFree && (forced.costTo(c) <= allowance || (normal.isMinimumMove(c) && zoc[c] === 0));
    out.push({ to: MAP.labels[c]!, march: false, zoc: !free });
  }
  for (const c of forced.cells) if (!normal.canReach(c)) out.push({ to: MAP.labels[c]!, march: true, zoc: false });
  return out;
}

/**
 * Which moves a unit may still make this turn under 6.2.1: `free` (any),
 * `touched` (it entered or left enemy ZOC earlier: no forced march) or
 * `marched` (it force-marched earlier: no move that enters or leaves enemy ZOC).
 */
export type MarchStatus = 'free' | 'touched' | 'marched';

/** A unit's forced-march status this turn (6.2.1). */
export function marchStatus(d: MeiktilaData, id: string): MarchStatus {
  if (d.marchedThisTurn.includes(id)) return 'marched';
  if (d.zocThisTurn.includes(id)) return 'touched';
  return 'free';
}

/** Whether a destination is open to a unit with this forced-march status (6.2.1). */
export function allowedFor(status: MarchStatus, d: Destination): boolean {
  if (status === 'touched') return !d.march;
  if (status === 'marched') return !d.zoc;
  return true;
}
