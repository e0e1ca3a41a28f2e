/**
 * Supply (7.0): supply lines (7.1), the Allied Supply Level and its table
 * (7.1.1), supply status rolls (7.1.2, 7.1.3) and air supply (5.2.1).
 *
 * @module
 */
import type { UnitState } from '../../../src/engine';
import { traceSupply, type SupplyNet } from '../../../src/supply';
import { uncontestedZoc } from '../../../src/zoc';
import type { Side } from '../data/counters';
import { MEIKTILA } from '../data/map';
import { MAX_OFF_ROAD, SUPPLY_MAX, SUPPLY_MIN, supplyStatusMax, supplyTable } from '../data/tables';
import { clamp, counterOf, MAP, onMap, positionsSig, type Ctx, type WCtx } from './common';
import { sideArrays } from './movement';

const RULES = { maxOffRoad: MAX_OFF_ROAD, roads: ['road'], prohibitedTerrain: ['lake'], rule: '7.1' } as const;
const CITY = MAP.cell(MEIKTILA);
const NORTH = Array.from(MAP.edges.north!, (cell) => ({ cell }));
const SOUTH = Array.from(MAP.edges.south!, (cell) => ({ cell }));

/** The supply nets of a side now: Allied to Meiktila; Japanese to the north and south edges. */
export interface Nets {
  /** Allied net (Meiktila city). */
  readonly city?: SupplyNet;
  /** Japanese net to the north edge. */
  readonly north?: SupplyNet;
  /** Japanese net to the south edge. */
  readonly south?: SupplyNet;
}

// Keyed by where the units stand: supply status updates make new unit arrays
// but move nobody, and must not retrace every line for every unit.
const netCache = new Map<string, Nets>();

/** Traces a side's supply nets (7.1): roads of any length, at most 5 hexes off road, never through an uncontested enemy ZOC or the lake. */
export function nets(ctx: Ctx, side: Side): Nets {
  const key = `${side}|${positionsSig(ctx.state.units)}`;
  const hit = netCache.get(key);
  if (hit) return hit;
  if (netCache.size > 5_000) netCache.clear();
  const a = sideArrays(ctx, side);
  const blocks = { enemyOccupied: a.enemy, enemyZoc: uncontestedZoc(a.zoc, a.own) };
  const out: Nets = side === 'allied' ? { city: traceSupply(MAP, [{ cell: CITY }], RULES, blocks) } : { north: traceSupply(MAP, NORTH, RULES, blocks), south: traceSupply(MAP, SOUTH, RULES, blocks) };
  netCache.set(key, out);
  return out;
}

/**
 * The map edge a Japanese unit traces supply to, or `null`: the 49th Division
 * traces to the south edge only (8.1.2); others to whichever reachable edge has
 * fewer interdicting air units (north on a tie).
 */
export function japaneseEdge(ctx: Ctx, u: UnitState): 'north' | 'south' | null {
  if (!u.at) return null;
  const n = nets(ctx, 'japanese');
  const c = MAP.cell(u.at);
  const south = n.south!.inSupply(c);
  if (counterOf(u.id).activatedBy === '49 Div') return south ? 'south' : null;
  const north = n.north!.inSupply(c);
  if (north && south) return ctx.data.interdiction.south < ctx.data.interdiction.north ? 'south' : 'north';
  return north ? 'north' : south ? 'south' : null;
}

/** Whether a unit can trace a supply line now (Allied: and the Supply Level is above 0, 7.1.1). */
export function canTrace(ctx: Ctx, u: UnitState): boolean {
  if (!u.at) return false;
  if (u.side === 'allied') return ctx.track('supply') > 0 && nets(ctx, 'allied').city!.inSupply(MAP.cell(u.at));
  return japaneseEdge(ctx, u) !== null;
}

/** In supply for combat: not marked OoS and still able to trace a line (7.0: "at the moment of combat"). */
export function inSupplyNow(ctx: Ctx, u: UnitState): boolean {
  return u.flags?.oos !== true && canTrace(ctx, u);
}

/** Changes the Allied Supply Level within 0-8 (7.1.1). */
export function changeSupply(ctx: WCtx, delta: number, why: string): void {
  const before = ctx.track('supply');
  const after = clamp(before + delta, SUPPLY_MIN, SUPPLY_MAX);
  if (after !== before) ctx.setTrack('supply', after);
  ctx.emit({ type: 'supplyLevel', from: before, to: after, why, rule: '7.1.1' });
}

/** Allied airfields under Japanese control (7.1.1). */
export function japaneseAirfields(ctx: Ctx): number {
  return Object.entries(ctx.data.control).filter(([hex, side]) => side === 'japanese' && hex !== MEIKTILA).length;
}

/**
 * 4.2: the Supply Table roll (7.1.1) with its modifiers, then supply status
 * for both sides (4.2.1, 4.2.2, 7.1.2, 7.1.3).
 */
export function supplyDetermination(ctx: WCtx): void {
  const d = ctx.data;
  const roll = ctx.random.die(6, 'Allied Supply Table (7.1.1)');
  const fields = japaneseAirfields(ctx);
  const air = Math.min(2, d.airSupply);
  const mod = -fields - (d.japaneseAir > 0 ? 1 : 0) + air;
  const modifiers: string[] = [];
  if (air > 0) modifiers.push(`+${air} air supply`);
  if (fields > 0) modifiers.push(`-${fields} Japanese-held airfield${fields > 1 ? 's' : ''}`);
  if (d.japaneseAir > 0) modifiers.push('-1 64th Sentai');
  const points = supplyTable(roll + mod);
  ctx.emit({ type: 'supplyTable', roll, modifier: mod, modifiers, modified: roll + mod, points, rule: '7.1.1' });
  changeSupply(ctx, points, 'Supply Table (7.1.1)');
  const level = ctx.track('supply');
  // 7.1.2 Allied status.
  const allied = { units: 0, rolled: 0, cutOff: [] as string[], failed: [] as string[] };
  for (const u of ctx.units((x) => x.side === 'allied' && onMap(x))) {
    allied.units++;
    let ok = canTrace(ctx, u);
    if (!ok) allied.cutOff.push(u.id);
    else if (level <= 6) {
      const r = ctx.random.die(6, `supply status ${u.id} (7.1.2)`);
      allied.rolled++;
      ok = r <= supplyStatusMax('allied', level);
      if (!ok) allied.failed.push(u.id);
    }
    ctx.updateUnit(u.id, { flags: { oos: !ok } });
    if (!ok) ctx.emit({ type: 'outOfSupply', unit: u.id, rule: '7.1.2' });
  }
  ctx.emit({ type: 'supplyStatus', side: 'allied', level, inSupplyOn: supplyStatusMax('allied', level), ...allied, rule: '7.1.2' });
  // 7.1.3 Japanese status.
  const japanese = { units: 0, rolled: 0, cutOff: [] as string[], failed: [] as string[] };
  for (const u of ctx.units((x) => x.side === 'japanese' && onMap(x))) {
    japanese.units++;
    const edge = japaneseEdge(ctx, u);
    let ok = edge !== null;
    if (!ok) japanese.cutOff.push(u.id);
    else {
      const r = ctx.random.die(6, `supply status ${u.id} (7.1.3)`);
      japanese.rolled++;
      ok = r + d.interdiction[edge!] <= supplyStatusMax('japanese', level);
      if (!ok) japanese.failed.push(u.id);
    }
    ctx.updateUnit(u.id, { flags: { oos: !ok } });
    if (!ok) ctx.emit({ type: 'outOfSupply', unit: u.id, rule: '7.1.3' });
  }
  ctx.emit({ type: 'supplyStatus', side: 'japanese', level, inSupplyOn: supplyStatusMax('japanese', level), interdiction: { ...d.interdiction }, ...japanese, rule: '7.1.3' });
}
