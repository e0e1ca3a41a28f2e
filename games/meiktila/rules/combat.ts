/**
 * Combat (6.5) on the core's attack procedures: who may attack and support,
 * the modifiers of 6.5.1 as data, the shifts (armour, AT, attack first), the
 * CRT's results as steps (6.5.2), the retreat roll (6.5.3), Banzai (11.1).
 *
 * @module
 */
import { attackProcedures, loseStep, type CombatStep, type CombatUnderWay } from 'hexwar/combat';
import { hasActed, rollCheck } from 'hexwar/procedures';
import { crt, oddsTable } from '../data/tables';
import { activationOf, afterMoves, canActivate, counterOf, type Ctx } from './common';
import { changeSupply, inSupplyNow } from './supply';
import type { G, Unit } from './types';

/** Units of `side` that may attack `hex` now: activated, adjacent, able to fight, not yet attacked, not entrenched or replaced this turn (6.5, 8.1.3, 8.4). */
export function eligibleAttackers(ctx: Ctx, hex: string, side: string = activationOf(ctx)?.side ?? '', joining: readonly string[] = []): Unit[] {
  const act = activationOf(ctx);
  if (!act) return [];
  const out: Unit[] = [];
  for (const n of ctx.board.neighbours(hex)) {
    for (const u of ctx.board.sideAt(n, side)) {
      const type = counterOf(u.id).type;
      if ((type !== 'infantry' && type !== 'armour') || act.attacked.includes(u.id) || hasActed(act, u.id, 'entrenched') || u.flags?.noAttack === true) continue;
      if (canActivate(ctx, u, joining)) out.push(u);
    }
  }
  return out;
}

/** Artillery of `side` able to support a combat in `hex` (8.5): in supply, in range, not fired, not in the hex; to attack, not replaced this turn (8.1.3). */
function supportArtillery(ctx: Ctx, side: string, hex: string, already: readonly string[], attacking = true): Unit[] {
  return ctx.board.unitsOf(side).filter((u) => {
    if (counterOf(u.id).type !== 'artillery' || u.at === hex || u.flags?.fired === true || already.includes(u.id)) return false;
    if (attacking && u.flags?.noAttack === true) return false;
    return ctx.board.distance(u.at, hex) <= (ctx.factors(u).range ?? 0) && inSupplyNow(ctx, u);
  });
}

/** One half of a CRT result: `-` 0, a number, or `E`. */
const part = (s: string): number | 'E' => (s === 'E' ? 'E' : s === '-' ? 0 : Number(s));

/** The highest factor of a unit's current face (6.5.3, 11.1). */
const highestFactor = (ctx: Ctx, u: Unit, bonus = 0): number => Math.max(ctx.factors(u).attack ?? 0, ctx.factors(u).defence + bonus);

/** A result code in words (6.5.2). */
function resultMeaning(code: string): string {
  const [a = '-', d = '-'] = code.split('/');
  const one = (p: string) => p === '1';
  const def = d === '-' ? 'no effect on the defender' : d === 'E' ? 'the defender eliminated' : `${d} hex${one(d) ? '' : 'es'} of retreat or step${one(d) ? '' : 's'} lost by the defender`;
  const att = a === '-' ? 'no effect on the attacker' : a === 'E' ? 'the attacker eliminated' : `${a} attacking unit${one(a) ? ' retreats or loses' : 's retreat or lose'} a step`;
  return `${def}; ${att}`;
}

/** The core's attack procedures, configured for Meiktila. */
export const combat = attackProcedures<G, 'addArtillery' | 'defArtillery' | 'addAir' | 'defAir' | 'banzai'>({
  odds: oddsTable,
  crt,
  rule: '6.5',
  attackers: (ctx, hex, side, joining) => eligibleAttackers(ctx, hex, side, joining),
  oncePerActivation: true,
  refusals: {
    declare: (_ctx, hex) => `${hex.slice(0, 20)} cannot be attacked now: it needs an enemy unit next to an activated unit able to attack, and may be attacked once per activation (6.5)`,
    join: (ctx, unit) => (ctx.hasUnit(unit) && ctx.unit(unit).flags?.noAttack === true ? `${unit} cannot join this attack: it received a replacement this turn, so it may move and defend but not attack (8.1.3)` : `${unit.slice(0, 20)} cannot join this attack: it must be activated, next to the hex attacked, and not have attacked or built an improved position in this activation (6.5, 6.1.1, 8.4)`),
  },
  modifiers: [
    { kind: 'double', special: 'banzai', reason: 'Banzai', rule: '11.1' },
    { kind: 'perAttacker', across: 'stream', add: -1, reason: 'stream', rule: '6.5.1' },
    { kind: 'perAttacker', into: { place: 'city' }, add: -1, reason: 'city', rule: '6.5.1' },
    { kind: 'perDefender', in: { terrain: 'jungle' }, add: 1, reason: 'jungle', rule: '6.5.1' },
    // The town's +1 and each improved position's +1 go to one defender each, the weakest first.
    { kind: 'oneDefender', in: { place: 'town' }, add: 1, reason: 'town', rule: '6.5.1' },
    { kind: 'oneDefender', add: 1, count: (ctx, hex, defender) => (ctx.data.ips[hex]?.side === defender ? ctx.data.ips[hex]!.count : 0), reason: 'improved position', rule: '8.4' },
  ],
  outOfSupply: { units: (ctx, u) => !inSupplyNow(ctx, u), round: 'up', rule: '7.2' },
  minimumDefence: 1,
  shifts(ctx, c, _t, defenders) {
    const armour = c.attackers.filter((id) => counterOf(id).type === 'armour').length;
    const armourD = defenders.filter((u) => counterOf(u.id).type === 'armour').length;
    const at = c.side === 'allied' ? Math.min(armour, defenders.filter((u) => counterOf(u.id).type === 'antitank').length) : 0;
    const out = [];
    if (armour > 0) out.push({ shift: armour, reason: 'armour', rule: '8.2', side: 'attacker' as const });
    if (at > 0) out.push({ shift: -at, reason: 'Japanese AT', rule: '8.3', side: 'defender' as const });
    if (armourD > 0) out.push({ shift: -armourD, reason: 'defending armour', rule: '8.2', side: 'defender' as const });
    if (activationOf(ctx)?.order === 'attackMove') out.push({ shift: 1, reason: 'attack first', rule: '6.1.1', side: 'attacker' as const });
    return out;
  },
  supports: [
    {
      kind: 'units',
      name: 'artillery',
      verb: 'addArtillery',
      defenderVerb: 'defArtillery',
      available: (ctx, side, hex, already) => supportArtillery(ctx, side, hex, already, side === activationOf(ctx)?.side),
      spend(ctx, side, units) {
        for (const id of units) {
          ctx.updateUnit(id, { flags: { fired: true } });
          if (side === 'allied') changeSupply(ctx, -1, `${id} fired (8.5)`);
        }
      },
      rule: '8.5',
      refusal: 'artillery must be in supply, in range, not yet fired this turn, and not replaced this turn to support an attack (8.5, 8.1.3)',
    },
    {
      kind: 'pool',
      name: 'air',
      verb: 'addAir',
      defenderVerb: 'defAir',
      free: (ctx, side) => ctx.data.airFree[side as 'allied' | 'japanese'],
      shift: 1,
      spend: (ctx, side, used) => ctx.setData({ ...ctx.data, airFree: { ...ctx.data.airFree, [side]: ctx.data.airFree[side as 'allied' | 'japanese'] - used } }),
      rule: '5.2',
      refusal: 'no free air unit this turn (5.2)',
    },
  ],
  specials: [
    {
      verb: 'banzai',
      says: '{unit} makes a Banzai charge',
      eligible: (ctx, u) => ctx.options.banzai && u.side === 'japanese' && counterOf(u.id).type === 'infantry',
      rule: '11.1',
      refusal: 'only an attacking Japanese infantry unit may make a Banzai charge, with the optional rule in play (11.1)',
    },
  ],
  // The CRT prints each side's part ("1/E"): the legend reads the parts.
  legend(code) {
    const [a = '-', d = '-'] = code.split('/');
    const steps: CombatStep[] = [];
    // 6.5.2: the defender's result first; as the 6.5 example applies it, the
    // attacker's "N" is N steps, or every attacking unit retreats one hex.
    const dp = part(d);
    if (dp === 'E') steps.push({ kind: 'eliminate', role: 'defender' });
    else if (dp > 0) steps.push({ kind: 'lossOrRetreat', role: 'defender', need: dp, hexes: dp });
    const ap = part(a);
    if (ap === 'E') steps.push({ kind: 'eliminate', role: 'attacker' });
    else if (ap > 0) steps.push({ kind: 'lossOrRetreat', role: 'attacker', need: ap, hexes: 1 });
    steps.push({ kind: 'advance' });
    return { steps, words: resultMeaning(code) };
  },
  retreat: {
    away: 'enemy',
    zocBlockingTerrain: ['lake'],
    prohibitedTerrain: ['lake'],
    offMap: 'never',
    rule: '6.5.3',
  },
  retreatRoll: {
    die: 6,
    alwaysFails: 6,
    // The unit's highest factor as it stands now (a step lost earlier in this combat counts), with its defensive bonuses, halved out of supply.
    factor: (ctx, u, entry) => {
      const high = highestFactor(ctx, u, entry?.role === 'defender' ? entry.add : 0);
      return entry?.oos ? Math.ceil(high / 2) : high;
    },
    // 8.3: Japanese AT in the defended hex adds 1 to the retreat rolls of attacking Allied units.
    modifier: (_ctx, u, r) => (u.side === 'allied' && r.attackers.includes(u.id) && r.defenders.some((id) => counterOf(id).type === 'antitank') ? 1 : 0),
    modifierWhy: 'Japanese AT, 8.3',
    rolls: (ctx, hexes) => (ctx.options.multiRollRetreat && hexes > 1 ? hexes : 1),
    rule: '6.5.3',
  },
  afterResults(ctx) {
    // 11.1: each Banzai charger checks against its highest factor now.
    for (const id of ctx.frame<CombatUnderWay>('attack')?.specials['banzai'] ?? []) {
      const u = ctx.unit(id);
      if (u.steps <= 0) continue;
      const cf = highestFactor(ctx, u);
      const { passed } = rollCheck(ctx, { table: `Banzai casualty check against CF ${cf}`, unit: id, atMost: cf, alwaysFails: 6, pass: 'no loss', fail: 'loses a step', rule: '11.1' });
      if (!passed) loseStep(ctx, id, 'Banzai casualty check', '11.1');
    }
    afterMoves(ctx);
  },
  resolved: (ctx) => afterMoves(ctx),
  cancel: true,
  askSingle: true,
});
