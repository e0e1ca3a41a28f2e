/**
 * Zones of control (10.0 stand-in) and general supply (14.2 stand-in) with
 * headquarters (15.0 stand-in) and supply units as radius sources, and supply
 * attrition on summer turns (14.0 stand-in, TEC errata).
 *
 * @module
 */
import { traceSupply, zonesOfControl, type SupplyNet, type SupplySource } from 'hexwar/hex';
import type { Side } from '../data/counters';
import type { CountryId } from '../data/geography';
import { countryOf, japaneseAt1941, PORTS } from '../data/map';
import { TERRAIN_EFFECTS } from '../data/tables';
import { controlArray, counterOf, enemyOf, isGround, isLand, PROHIBITED_TERRAIN, terrainOf, turnEntry, type GameCounter, phasing } from './common';
import { breakDownLosses } from './breakdown';
import type { Ctx, WCtx, Unit } from './types';

/**
 * The zones of control `side` exerts (10.0 stand-in): every ground combat unit
 * into the six hexes around it, never into the sea or prohibited terrain;
 * support and naval units exert none. Kept while that side stands still.
 */
export function zocOf(ctx: Ctx, side: string): Uint8Array {
  return ctx.board.cachedFor(side, 'zoc', () =>
    zonesOfControl(
      ctx.map,
      ctx.board.unitsOf(side).filter((u) => isGround(u.id)).map((u) => ctx.board.cell(u.at)),
      { blockingTerrain: PROHIBITED_TERRAIN },
    ),
  );
}

/** Hexes off road a supply line may cross (14.2 stand-in); roads and railroads are unlimited. */
const MAX_OFF_ROAD = 2;

/** The countries whose cities supply each side (14.2 stand-in): the home countries (Japanese: also the China they held in 1941). */
const HOME: Readonly<Record<Side, readonly CountryId[]>> = {
  japanese: ['japan', 'korea', 'manchukuo', 'formosa', 'mengjiang'],
  allied: ['india', 'china'],
};

/** Whether a city supplies a side while it holds it (14.2 stand-in): a city of its home countries; for the Japanese, of China only where they held it in 1941 (their armies there lived off it). */
function homeCity(side: Side, hex: string): boolean {
  const k = countryOf(hex);
  if (side === 'japanese' && k === 'china') return japaneseAt1941(hex);
  return k !== null && HOME[side].includes(k);
}

/**
 * The sources of general supply of a side (14.2 stand-in): every port it
 * controls, and every city of its home countries it controls (Japan, Korea,
 * Manchukuo, Formosa and the China it held in 1941; India and China), never
 * one an enemy unit stands in.
 */
function supplySources(ctx: Ctx, side: Side): number[] {
  const code = side === 'japanese' ? 1 : 2;
  const control = controlArray(ctx);
  const enemy = ctx.board.enemyOccupied(side);
  const cities = ctx.board.mapCached(`homeCities:${side}`, () => ctx.board.placesOf('city').filter((h) => homeCity(side, h)));
  const out = new Set<number>();
  for (const h of [...PORTS, ...cities]) {
    const c = ctx.board.cell(h);
    if (control[c] === code && !enemy[c]) out.add(c);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * General supply of a whole side (14.2 stand-in), traced in two passes: from
 * the sources by road and railroad (any length) with at most
 * {@link MAX_OFF_ROAD} hexes off road, or within the supply radius of a supply
 * unit on the map; then also within the command radius of each headquarters
 * that is itself in supply (15.0 stand-in). No line enters the sea,
 * prohibited terrain, a hex the enemy controls or occupies, or an enemy zone
 * of control no friendly unit contests.
 */
export function generalSupply(ctx: Ctx, side: Side): SupplyNet {
  return ctx.board.cached(`supply:${side}:${ctx.data.controlSerial}`, () => {
    const rules = { maxOffRoad: MAX_OFF_ROAD, roads: ['road', 'railroad'], prohibitedTerrain: PROHIBITED_TERRAIN, rule: '14.2' };
    const control = controlArray(ctx);
    const enemyCode = side === 'japanese' ? 2 : 1;
    const blocks = { enemyOccupied: ctx.board.enemyOccupied(side), enemyZoc: ctx.board.uncontestedZoc(zocOf(ctx, enemyOf(side)), side), blocked: (c: number) => control[c] === enemyCode };
    const own = ctx.board.unitsOf(side);
    const radius = (type: GameCounter['type']): SupplySource[] => own.filter((u) => counterOf(u.id).type === type).map((u) => ({ cell: ctx.board.cell(u.at), radius: counterOf(u.id).radius ?? 0 }));
    const base = [...supplySources(ctx, side).map((cell) => ({ cell })), ...radius('supply')];
    const first = traceSupply(ctx.map, base, rules, blocks);
    const hqs = radius('headquarters').filter((s) => first.inSupply(s.cell));
    return hqs.length ? traceSupply(ctx.map, [...base, ...hqs], rules, blocks) : first;
  });
}

/** Whether a unit on the map is in general supply now (14.2). */
export const inGeneralSupply = (ctx: Ctx, u: Unit): boolean => u.at !== null && generalSupply(ctx, u.side).inSupply(ctx.board.cell(u.at));

/** Whether a hex's terrain calls for a supply attrition check on summer turns (TEC errata: desert). */
const attritionTerrain = (ctx: Ctx, hex: string): boolean => TERRAIN_EFFECTS[terrainOf(ctx, hex)].attritionInSummer;

/**
 * The highest roll that costs a unit a step in the supply attrition check
 * (14.0 stand-in), or 0 when it needs no check: 1 in a desert hex (TEC:
 * "+ supply attrition check in summer"), 2 out of general supply, 3 both.
 */
export function attritionRisk(ctx: Ctx, u: Unit): number {
  if (u.at === null || !isLand(u.id)) return 0;
  const noted = attritionTerrain(ctx, u.at);
  const cut = !inGeneralSupply(ctx, u);
  return noted && cut ? 3 : cut ? 2 : noted ? 1 : 0;
}

/**
 * The Supply Attrition Phase (4.2 g, summer turns only): each land unit of the
 * phasing player at risk rolls a die; at or under its risk it loses a step (a
 * corps a division, broken down at once, 7.2; any other unit is eliminated).
 */
export function supplyAttrition(ctx: WCtx): void {
  const side = phasing(ctx);
  if (!turnEntry(ctx.turn).summer) return;
  // Everyone checks against the supply situation at the start of the phase.
  const checks = ctx.board.unitsOf(side).map((u) => ({ id: u.id, risk: attritionRisk(ctx, u) })).filter((c) => c.risk > 0);
  const lost: string[] = [];
  for (const { id, risk } of checks) {
    const roll = ctx.random.die(6, `supply attrition ${id} (14.0)`);
    const hit = roll <= risk;
    ctx.emit({ type: 'attrition', unit: id, roll, risk, lost: hit, rule: '14.0' });
    if (hit) lost.push(id);
  }
  breakDownLosses(ctx, lost, 'supply attrition', '14.0');
}
