/**
 * Combat (11.0 stand-in) and retreats after combat (12.0 stand-in) on the
 * core's attack procedures: who attacks, the Terrain Effects Chart's Defense
 * Multiples, the odds CRT, losses paid by breaking corps down (7.1, 7.2),
 * retreats and the advance, and the VP for units lost, netted per combat
 * (5.5, 5.6).
 *
 * @module
 */
import { attackProcedures, type CombatTally, type CombatUnderWay } from 'hexwar/combat';
import { CITY_DEFENCE, CRT, CRT_LEGEND, HEXSIDE_EFFECTS, ODDS_TABLE, TERRAIN_EFFECTS } from '../data/tables';
import { cellValue, counterOf, enemyOf, isGround, isLand, PROHIBITED_TERRAIN, roomFor, takeControl, terrainOf, vpTrack } from './common';
import { breakDownReduced } from './breakdown';
import { zocOf } from './supply';
import type { Ctx, G, WCtx, Unit } from './types';

/** Whether a unit may attack (11.0 stand-in): a ground combat unit with an attack factor; support units and fortresses print "*", and naval units never fight on land (17.0 is left out). */
const mayAttack = (id: string): boolean => isGround(id) && (counterOf(id).factors[0].attack ?? 0) > 0;

/** Units of `side` that may attack `hex` now: next to it, able to attack, not yet attacked this phase (11.0). */
export function eligibleAttackers(ctx: Ctx, hex: string, side: string): Unit[] {
  const out: Unit[] = [];
  for (const n of ctx.board.neighbours(hex)) for (const u of ctx.board.sideAt(n, side)) if (mayAttack(u.id) && u.flags?.attacked !== true) out.push(u);
  return out;
}

/**
 * The Defense Multiple of a combat (TEC): the hex's terrain, a city (×2), or a
 * river when every attacker attacks across one (×2); multiples do not add up,
 * the highest applies (a stand-in; desert's is "-" per the errata).
 */
export function defenceMultiple(ctx: Ctx, hex: string, attackers: readonly string[]): { value: number; why: string } {
  const t = terrainOf(ctx, hex);
  const options: { value: number; why: string }[] = [{ value: 1, why: 'none' }];
  const terrain = TERRAIN_EFFECTS[t].defence;
  if (terrain !== null) options.push({ value: terrain, why: t });
  if (ctx.board.isPlace(hex, 'city')) options.push({ value: CITY_DEFENCE, why: 'city' });
  const from = attackers.map((id) => ctx.unit(id).at).filter((h): h is string => h !== null);
  if (from.length > 0 && from.every((h) => ctx.board.crosses(h, hex, 'river')) && HEXSIDE_EFFECTS.river.defence !== null) options.push({ value: HEXSIDE_EFFECTS.river.defence, why: 'river' });
  return options.reduce((best, o) => (o.value > best.value ? o : best));
}


/**
 * 12.0 (stand-in): a retreat never enters an enemy zone of control that no
 * friendly unit contests; a fortress never retreats (it is eliminated); a
 * naval unit may retreat only into a port.
 */
function forbidden(ctx: Ctx, u: Unit, hex: string): boolean {
  const c = counterOf(u.id);
  if (c.type === 'fortress') return true;
  if (c.category === 'naval' && !(ctx.map.features[ctx.board.cell(hex)] ?? []).includes('port')) return true;
  const cell = ctx.board.cell(hex);
  return cellValue(zocOf(ctx, enemyOf(u.side)), cell, 'the enemy zone of control') > 0 && ctx.board.sideAt(hex, u.side).length === 0;
}

/**
 * Losses in combat (5.5): each step a side loses costs it 1 VP and gives the
 * enemy 1; they are added up while the combat is under way and scored, net,
 * when it ends (5.6).
 */
export function onStepLost(ctx: WCtx, u: Unit): void {
  if (ctx.frame('combatResult') === null && ctx.frame('attack') === null) return;
  const side = u.side;
  const enemy = enemyOf(side);
  const lossVp = { ...ctx.data.lossVp, [side]: ctx.data.lossVp[side] - 1, [enemy]: ctx.data.lossVp[enemy] + 1 };
  ctx.setData({ ...ctx.data, lossVp });
}

/** Scores the VP for the units lost in a combat, net for each side (5.5, 5.6). */
function settleLossVp(ctx: WCtx, hex: string): void {
  const pending = ctx.data.lossVp;
  if (pending.japanese === 0 && pending.allied === 0) return;
  ctx.setData({ ...ctx.data, lossVp: { japanese: 0, allied: 0 } });
  for (const side of ['japanese', 'allied'] as const) {
    const vp = pending[side];
    if (vp === 0) continue;
    const total = ctx.addToTrack(vpTrack(side), vp);
    ctx.emit({ type: 'lossVp', side, vp, hex, total, rule: '5.5' });
  }
}

/** The core's attack procedures, configured by the stand-in rules 11.0 and 12.0. */
export const combat = attackProcedures<G, never>({
  odds: ODDS_TABLE,
  crt: CRT,
  rule: '11.0',
  attackers: (ctx, hex, side) => eligibleAttackers(ctx, hex, side),
  refusals: {
    declare: (_ctx, hex) => `${hex.slice(0, 20)} cannot be attacked now: it needs an enemy unit next to one of your ground combat units with an attack factor that has not attacked this phase (11.0)`,
    join: (_ctx, unit) => `${unit.slice(0, 30)} cannot join this attack: it must be a ground combat unit with an attack factor, next to the hex attacked, that has not attacked this phase (11.0)`,
  },
  modifiers: [
    {
      kind: 'custom',
      apply(ctx, tally: CombatTally, c: CombatUnderWay) {
        const m = defenceMultiple(ctx, c.hex, c.attackers);
        if (m.value <= 1) return;
        const units = Object.entries(tally.units).filter(([, e]) => e.role === 'defender');
        for (const [, e] of units) e.mult *= m.value;
        tally.lines.push({ role: 'defender', reason: `Defense Multiple (${m.why})`, rule: 'TEC', amount: 0, times: m.value, units: units.map(([id]) => id) });
      },
    },
  ],
  legend: CRT_LEGEND,
  retreat: {
    away: 'enemy',
    blockedByZoc: false,
    prohibitedTerrain: PROHIBITED_TERRAIN,
    forbidden: (ctx, u, hex) => forbidden(ctx, u, hex),
    mayEnd: (ctx, u, hex) => roomFor(ctx, hex, u),
    offMap: 'eliminated',
    rule: '12.0',
  },
  // 5.5: the VP for units lost are scored as soon as the results are applied, before any advance.
  afterResults: (ctx, r) => settleLossVp(ctx, r.hex),
  resolved(ctx, c) {
    for (const id of c.attackers) if (ctx.unit(id).at !== null) ctx.updateUnit(id, { flags: { attacked: true } });
    // 7.1, 7.2: a corps that paid a loss breaks down where it now stands.
    breakDownReduced(ctx, 'combat loss', '7.2');
    settleLossVp(ctx, c.hex);
    // Units that advanced or retreated took control of the hexes they entered.
    for (const side of ['japanese', 'allied'] as const) takeControl(ctx, side, ctx.board.unitsOf(side).filter((u) => isLand(u.id)).map((u) => u.at));
  },
});

