/**
 * Supply (7.0): supply lines (7.1), the Allied Supply Level and its table
 * (7.1.1), supply status rolls (7.1.2, 7.1.3).
 *
 * @module
 */
import { traceSupply, type SupplyNet } from 'hexwar/hex';
import { markSupply, rollOnTable } from 'hexwar/procedures';
import type { Unit } from './types';
import { MEIKTILA } from '../data/map';
import { MAX_OFF_ROAD, supplyStatusMax, supplyTable } from '../data/tables';
import { counterOf, type Ctx, type WCtx } from './common';
import { enemyZoc } from './movement';

const RULES = { maxOffRoad: MAX_OFF_ROAD, roads: ['road'], prohibitedTerrain: ['lake'], rule: '7.1' } as const;

/** A side's supply net to a source (7.1): roads of any length, at most 5 hexes off road, never through an uncontested enemy ZOC or the lake. */
function net(ctx: Ctx, side: string, source: 'city' | 'north' | 'south'): SupplyNet {
  return ctx.board.cached(`supply:${side}:${source}`, () => {
    const cells = source === 'city' ? [ctx.board.cell(MEIKTILA)] : Array.from(ctx.map.edges[source]!);
    const blocks = { enemyOccupied: ctx.board.enemyOccupied(side), enemyZoc: ctx.board.uncontestedZoc(enemyZoc(ctx, side), side) };
    return traceSupply(ctx.map, cells.map((cell) => ({ cell })), RULES, blocks);
  });
}

/**
 * The map edge a Japanese unit traces supply to, or `null`: the 49th Division
 * traces to the south edge only (8.1.2); others to whichever reachable edge has
 * fewer interdicting air units (north on a tie).
 */
export function japaneseEdge(ctx: Ctx, u: Unit): 'north' | 'south' | null {
  if (!u.at) return null;
  const c = ctx.board.cell(u.at);
  const south = net(ctx, 'japanese', 'south').inSupply(c);
  if (counterOf(u.id).activatedBy === '49 Div') return south ? 'south' : null;
  const north = net(ctx, 'japanese', 'north').inSupply(c);
  const air = ctx.data.air ?? { north: 0, south: 0 };
  if (north && south) return air.south < air.north ? 'south' : 'north';
  return north ? 'north' : south ? 'south' : null;
}

/** Whether a unit can trace a supply line now (Allied: and the Supply Level is above 0, 7.1.1). */
export function canTrace(ctx: Ctx, u: Unit): boolean {
  if (!u.at) return false;
  if (u.side === 'allied') return ctx.track('supply') > 0 && net(ctx, 'allied', 'city').inSupply(ctx.board.cell(u.at));
  return japaneseEdge(ctx, u) !== null;
}

/** In supply for combat: not marked out of supply and still able to trace a line (7.0: "at the moment of combat"). */
export function inSupplyNow(ctx: Ctx, u: Unit): boolean {
  return u.flags?.oos !== true && canTrace(ctx, u);
}

/** Changes the Allied Supply Level (its track is bounded 0-8, 7.1.1), saying why. */
export const changeSupply = (ctx: WCtx, delta: number, why: string): number => ctx.addToTrack('supply', delta, why);

/** Allied airfields under Japanese control (7.1.1). */
const japaneseAirfields = (ctx: Ctx): number => Object.entries(ctx.data.control).filter(([hex, side]) => side === 'japanese' && hex !== MEIKTILA).length;

/** 4.2: the Supply Table roll (7.1.1) with its modifiers, then both sides' supply status (4.2.1, 4.2.2, 7.1.2, 7.1.3). */
export function supplyDetermination(ctx: WCtx): void {
  const air = ctx.data.air ?? { supply: 0, north: 0, south: 0 };
  const fields = japaneseAirfields(ctx);
  const modifiers = [{ n: Math.min(2, air.supply), why: 'air supply' }, { n: -fields, why: `Japanese-held airfield${fields > 1 ? 's' : ''}` }, { n: ctx.data.sentai > 0 ? -1 : 0, why: '64th Sentai' }];
  const says = (p: number) => (p < 0 ? 'Supply Level -1 at once' : p === 0 ? 'no Supply Points' : `${p} Supply Point${p > 1 ? 's' : ''}`);
  const { result: points } = rollOnTable(ctx, { table: 'Supply Table', read: supplyTable, modifiers, says, rule: '7.1.1' });
  changeSupply(ctx, points, 'Supply Table (7.1.1)');
  const level = ctx.track('supply');
  // 7.1.2: at Supply Level 7 or 8 every Allied unit that traces is in supply; 7.1.3: interdiction adds to Japanese rolls.
  const cutWords = level <= 0 ? 'Supply Level 0' : 'no supply line';
  markSupply(ctx, 'allied', { traces: (u) => canTrace(ctx, u), roll: () => (level <= 6 ? { atMost: supplyStatusMax('allied', level) } : null), rule: '7.1.2', summary: { level, atMost: supplyStatusMax('allied', level), cutWords, ...(level >= 7 ? { noRoll: 'no rolls at Supply Level 7-8' } : {}) } });
  markSupply(ctx, 'japanese', {
    traces: (u) => japaneseEdge(ctx, u) !== null,
    roll: (u) => ({ atMost: supplyStatusMax('japanese', level), modifier: air[japaneseEdge(ctx, u)!] }),
    rule: '7.1.3',
    summary: { level, atMost: supplyStatusMax('japanese', level), modifiers: (['north', 'south'] as const).filter((e) => air[e] > 0).map((e) => `interdiction +${air[e]} ${e}`) },
  });
}
