/**
 * Combat (6.5): putting an attack together, its modifiers (6.5.1), the CRT,
 * results (6.5.2), retreats and step losses with the retreat roll (6.5.3),
 * Banzai casualty checks (11.1) and advance after combat (6.5.4).
 *
 * @module
 */
import { z } from 'zod';
import { crtLookup, oddsColumn, shiftColumn, type ColumnShift } from '../../../src/combat';
import type { Action, ActionDefinition, UnitState } from '../../../src/engine';
import type { Side } from '../data/counters';
import { combatTerrain, crt, oddsTable } from '../data/tables';
import {
  canActivate,
  counterOf,
  distance,
  enemyOf,
  factorsOf,
  IS_CITY,
  IS_JUNGLE,
  IS_TOWN,
  loseStep,
  MAP,
  markUsed,
  neighboursOf,
  sideAt,
  stackOk,
  streamBetween,
  updateControl,
  cleanIps,
  type AttackPlan,
  type Ctx,
  type MeiktilaData,
  type MeiktilaOptions,
  type Resolution,
  type WCtx,
} from './common';
import { sideArrays } from './movement';
import { changeSupply, inSupplyNow } from './supply';

type Def = ActionDefinition<MeiktilaData, MeiktilaOptions>;

/** Units of the side acting that may attack `hex` now (6.5, 8.1.3, 8.4). */
export function eligibleAttackers(ctx: Ctx, hex: string): UnitState[] {
  const act = ctx.data.act;
  if (!act) return [];
  const around = neighboursOf(hex);
  const out: UnitState[] = [];
  for (const l of around) {
    for (const u of sideAt(ctx, l, act.side)) {
      const c = counterOf(u.id);
      if (c.type !== 'infantry' && c.type !== 'armour') continue;
      if (act.attacked.includes(u.id) || act.entrenched.includes(u.id) || u.flags?.noAttack === true) continue;
      if (!canActivate(ctx, u)) continue;
      out.push(u);
    }
  }
  return out;
}

/** A unit with an attack factor above 0 (armour has none, 8.2). */
const hasAttack = (u: UnitState) => (factorsOf(u).attack ?? 0) > 0;

/** Artillery of `side` able to support a combat in `hex` (8.5): in supply, in range, not fired, not in the hex. */
export function supportArtillery(ctx: Ctx, side: Side, hex: string, already: readonly string[]): UnitState[] {
  return ctx.units((u) => {
    if (u.side !== side || u.at === null || u.steps <= 0 || u.at === hex) return false;
    const c = counterOf(u.id);
    if (c.type !== 'artillery' || u.flags?.fired === true || already.includes(u.id)) return false;
    if (distance(u.at, hex) > (factorsOf(u).range ?? 0)) return false;
    return inSupplyNow(ctx, u);
  });
}

/** Free air units of a side now (5.2). */
export function freeAir(ctx: Ctx, side: Side): number {
  return side === 'allied' ? ctx.data.alliedAirFree : ctx.data.japaneseAirFree;
}

/** The numbers of a combat, for the event log and the bots. */
export interface CombatSums {
  /** Modified attack strength. */
  readonly attack: number;
  /** Modified defence strength. */
  readonly defence: number;
  /** Column before shifts. */
  readonly baseColumn: string;
  /** Column after shifts. */
  readonly column: string;
  /** Its index. */
  readonly columnIndex: number;
  /** The shifts applied. */
  readonly shifts: readonly ColumnShift[];
  /** Highest modified CF per unit, for retreat rolls (6.5.3). */
  readonly cf: { readonly [unit: string]: number };
  /** Japanese AT in the hex against an Allied attack (8.3). */
  readonly atPenalty: boolean;
  /**
   * The strength modifiers applied, in words with their rules, for the log
   * (e.g. `"stream -1 x2 (6.5.1)"`, `"OoS halved 1 WY (7.2)"`).
   */
  readonly modifiers: readonly string[];
}

/** Halves a stack's total when out of supply, rounding up (7.2). */
function stackTotal(values: { v: number; oos: boolean }[]): number {
  let ok = 0;
  let oos = 0;
  for (const x of values) (x.oos ? (oos += x.v) : (ok += x.v));
  return ok + Math.ceil(oos / 2);
}

/** Works out strengths, odds and shifts for a planned attack (6.5, 6.5.1). */
export function combatSums(ctx: Ctx, plan: AttackPlan, attackFirst: boolean): CombatSums {
  const side = plan.attackers.length > 0 ? (ctx.unit(plan.attackers[0]!).side as Side) : ctx.data.act!.side;
  const defenders = sideAt(ctx, plan.hex, enemyOf(side));
  const cell = MAP.cell(plan.hex);
  const cf: Record<string, number> = {};
  // Attackers, grouped by hex for halving (7.2).
  const byHex = new Map<string, { v: number; oos: boolean }[]>();
  let armourA = 0;
  let streams = 0;
  let city = 0;
  const oosUnits: string[] = [];
  for (const id of plan.attackers) {
    const u = ctx.unit(id);
    const f = factorsOf(u);
    const oos = !inSupplyNow(ctx, u);
    if (counterOf(id).type === 'armour') armourA++;
    let a = f.attack ?? 0;
    if (a > 0) {
      if (plan.banzai.includes(id)) a *= 2; // 11.1
      if (streamBetween(u.at!, plan.hex)) {
        a += combatTerrain.streamAttacker;
        streams++;
      }
      if (IS_CITY[cell]) {
        a += combatTerrain.cityAttacker;
        city++;
      }
      a = Math.max(0, a);
      if (oos) oosUnits.push(id);
    }
    const list = byHex.get(u.at!) ?? [];
    list.push({ v: a, oos });
    byHex.set(u.at!, list);
    const high = Math.max(f.attack ?? 0, f.defence);
    cf[id] = oos ? Math.ceil(high / 2) : high;
  }
  let attack = 0;
  for (const list of byHex.values()) attack += stackTotal(list);
  for (const id of plan.artillery) attack += factorsOf(ctx.unit(id)).attack ?? 0;
  // Defenders: jungle +1 each; town +1 and improved positions +1 each for one
  // unit apiece, given to the weakest defenders first.
  const ip = ctx.data.ips[plan.hex];
  let bonuses = (IS_TOWN[cell] ? combatTerrain.townOneDefender : 0) * 1;
  const ipBonus = ip && ip.side !== side ? Math.min(ip.count, defenders.length) : 0;
  const sorted = [...defenders].sort((a, b) => factorsOf(a).defence - factorsOf(b).defence || (a.id < b.id ? -1 : 1));
  const mods = new Map<string, number>();
  for (const u of sorted) mods.set(u.id, IS_JUNGLE[cell] ? combatTerrain.jungleDefender : 0);
  // Town bonus to the weakest, then each improved position to the next.
  let i = 0;
  if (bonuses > 0 && sorted.length > 0) {
    mods.set(sorted[0]!.id, mods.get(sorted[0]!.id)! + 1);
    bonuses = 0;
  }
  for (let k = 0; k < ipBonus; k++) {
    const u = sorted[(IS_TOWN[cell] ? 1 + k : k) % sorted.length]!;
    mods.set(u.id, mods.get(u.id)! + combatTerrain.improvedOneDefender);
    i++;
  }
  const dvals: { v: number; oos: boolean }[] = [];
  let armourD = 0;
  let at = 0;
  for (const u of defenders) {
    const f = factorsOf(u);
    const t = counterOf(u.id).type;
    if (t === 'armour') armourD++;
    if (t === 'antitank') at++;
    const oos = !inSupplyNow(ctx, u);
    const d = f.defence + mods.get(u.id)!;
    if (oos) oosUnits.push(u.id);
    dvals.push({ v: d, oos });
    const high = Math.max(f.attack ?? 0, d);
    cf[u.id] = oos ? Math.ceil(high / 2) : high;
  }
  let defence = stackTotal(dvals);
  for (const id of plan.defArtillery) defence += factorsOf(ctx.unit(id)).defence;
  defence = Math.max(1, defence);
  const shifts: ColumnShift[] = [];
  if (armourA > 0) shifts.push({ shift: armourA, reason: 'armour', rule: '8.2', side: 'attacker' });
  const atCancel = side === 'allied' ? Math.min(at, armourA) : 0;
  if (atCancel > 0) shifts.push({ shift: -atCancel, reason: 'Japanese AT', rule: '8.3', side: 'defender' });
  if (armourD > 0) shifts.push({ shift: -armourD, reason: 'defending armour', rule: '8.2', side: 'defender' });
  if (plan.air > 0) shifts.push({ shift: plan.air, reason: 'air', rule: '5.2', side: 'attacker' });
  if (plan.defAir > 0) shifts.push({ shift: -plan.defAir, reason: 'defending air', rule: '5.2', side: 'defender' });
  if (attackFirst) shifts.push({ shift: 1, reason: 'attack first', rule: '6.1.1', side: 'attacker' });
  const times = (n: number) => (n > 1 ? ` x${n}` : '');
  const modifiers: string[] = [];
  if (plan.banzai.length > 0) modifiers.push(`Banzai x2 ${plan.banzai.join(', ')} (11.1)`);
  if (streams > 0) modifiers.push(`stream -1${times(streams)} (6.5.1)`);
  if (city > 0) modifiers.push(`city -1${times(city)} (6.5.1)`);
  if (IS_JUNGLE[cell] && defenders.length > 0) modifiers.push(`jungle +1${times(defenders.length)} (6.5.1)`);
  if (IS_TOWN[cell] && defenders.length > 0) modifiers.push('town +1 (6.5.1)');
  if (ipBonus > 0) modifiers.push(`IP +1${times(ipBonus)} (8.4)`);
  if (oosUnits.length > 0) modifiers.push(`OoS halved ${oosUnits.join(', ')} (7.2)`);
  for (const id of plan.artillery) modifiers.push(`art ${id} +${factorsOf(ctx.unit(id)).attack ?? 0} (8.5)`);
  for (const id of plan.defArtillery) modifiers.push(`defensive art ${id} +${factorsOf(ctx.unit(id)).defence} (8.5)`);
  const odds = oddsColumn(attack, defence, oddsTable);
  const base = odds.kind === 'column' ? odds.index : 0;
  const shifted = shiftColumn(base, shifts, oddsTable.columns.length);
  return {
    attack,
    defence,
    baseColumn: oddsTable.columns[base]!.label,
    column: oddsTable.columns[shifted.index]!.label,
    columnIndex: shifted.index,
    shifts,
    cf,
    atPenalty: side === 'allied' && at > 0,
    modifiers,
  };
}

/** Parses one half of a CRT result: `-` 0, a number, or `E`. */
function part(s: string): number | 'E' {
  if (s === 'E') return 'E';
  if (s === '-') return 0;
  return Number(s);
}

/** Hexes a unit may retreat to, `n` hexes from where it stands (6.5.3). */
export function retreatHexes(ctx: Ctx, u: UnitState, n: number): string[] {
  const side = u.side as Side;
  const a = sideArrays(ctx, side);
  const start = MAP.cell(u.at!);
  let layer = [start];
  const seen = new Set<number>([start]);
  const startHex = MAP.hexes[start]!;
  const dist = (c: number) => {
    const h = MAP.hexes[c]!;
    const dq = h.q - startHex.q;
    const dr = h.r - startHex.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  for (let k = 1; k <= n; k++) {
    const next: number[] = [];
    for (const c of layer) {
      for (let d = 0; d < 6; d++) {
        const v = MAP.neighbors[c * 6 + d]!;
        if (v < 0 || seen.has(v) || dist(v) !== k) continue;
        if (MAP.terrainTypes[MAP.terrain[v]!] === 'lake' || a.enemy[v]) continue;
        // Not into an enemy ZOC unless a friendly unit is there (6.4, 6.5.3).
        if (a.zoc[v] && !a.own[v]) continue;
        seen.add(v);
        next.push(v);
      }
    }
    layer = next;
  }
  const out: string[] = [];
  for (const c of layer) {
    const label = MAP.labels[c]!;
    const here = sideAt(ctx, label, side).map((x) => x.id);
    if (stackOk([...here, u.id])) out.push(label);
  }
  return out.sort();
}

/** The defender's support decision (8.5, 5.2): what the defending player may still add. */
function defenderSupportOptions(ctx: Ctx, plan: AttackPlan, side: Side): Action[] {
  const out: Action[] = [];
  for (const u of supportArtillery(ctx, side, plan.hex, plan.defArtillery)) out.push({ type: 'defArtillery', side, unit: u.id });
  if (freeAir(ctx, side) > plan.defAir) out.push({ type: 'defAir', side });
  if (out.length > 0) out.push({ type: 'defDone', side });
  return out;
}

/** Resolves the planned attack once the defender has had a say. */
function askDefenderOrFight(ctx: WCtx): void {
  const plan = ctx.data.attack!;
  const defSide = enemyOf(ctx.data.act!.side);
  const opts = defenderSupportOptions(ctx, plan, defSide);
  if (opts.length > 0) {
    ctx.decide({ side: defSide, kind: 'defSupport', prompt: `${plan.hex} is attacked: add artillery or air support to the defence, or done`, rule: '8.5', options: opts });
    return;
  }
  fight(ctx);
}

/** Rolls the combat and starts applying the result (6.5, 6.5.2). */
function fight(ctx: WCtx): void {
  const act = ctx.data.act!;
  const plan = ctx.data.attack!;
  const side = act.side;
  const sums = combatSums(ctx, plan, act.order === 'attackMove');
  const roll = ctx.random.die(6, `combat against ${plan.hex} (6.5)`);
  const result = crtLookup(crt, sums.columnIndex, roll);
  const defenders = sideAt(ctx, plan.hex, enemyOf(side)).map((u) => u.id);
  ctx.emit({
    type: 'combat',
    side,
    hex: plan.hex,
    attackers: [...plan.attackers],
    defenders,
    artillery: [...plan.artillery],
    defArtillery: [...plan.defArtillery],
    attack: sums.attack,
    defence: sums.defence,
    modifiers: [...sums.modifiers],
    baseColumn: sums.baseColumn,
    column: sums.column,
    shifts: sums.shifts.map((s) => `${s.shift > 0 ? `${s.shift}R` : `${-s.shift}L`} ${s.reason} (${s.rule})`),
    roll,
    result,
    rule: '6.5',
  });
  // Spend support: artillery is Fired (Allied: Supply Level -1), air used.
  for (const id of [...plan.artillery, ...plan.defArtillery]) {
    ctx.updateUnit(id, { flags: { fired: true } });
    if (ctx.unit(id).side === 'allied') changeSupply(ctx, -1, `${id} fired (8.5)`);
  }
  const d = ctx.data;
  const airA = side === 'allied' ? { alliedAirFree: d.alliedAirFree - plan.air, japaneseAirFree: d.japaneseAirFree - plan.defAir } : { japaneseAirFree: d.japaneseAirFree - plan.air, alliedAirFree: d.alliedAirFree - plan.defAir };
  ctx.setData({
    ...ctx.data,
    ...airA,
    japaneseAttacked: ctx.data.japaneseAttacked || side === 'japanese',
    act: { ...act, attacked: [...act.attacked, ...plan.attackers], hexesAttacked: [...act.hexesAttacked, plan.hex] },
  });
  const [aRes, dRes] = result.split('/') as [string, string];
  const res: Resolution = {
    stage: 'defender',
    side: enemyOf(side),
    hex: plan.hex,
    units: [],
    need: 0,
    hexes: 0,
    retreated: [],
    retreating: null,
    attackerResult: aRes,
    attackers: [...plan.attackers],
    banzai: [...plan.banzai],
    cf: sums.cf,
    atPenalty: sums.atPenalty,
  };
  const dp = part(dRes);
  if (dp === 'E') {
    for (const id of defenders) while (ctx.unit(id).steps > 0) loseStep(ctx, id, 'CRT E (6.5.2)');
    ctx.setData({ ...ctx.data, resolution: res });
    attackerStage(ctx);
  } else if (dp > 0) {
    ctx.setData({ ...ctx.data, resolution: { ...res, units: defenders, need: dp, hexes: dp } });
    continueLosses(ctx);
  } else {
    ctx.setData({ ...ctx.data, resolution: res });
    attackerStage(ctx);
  }
}

/** Moves on to the attacker's result (6.5.2: the defender's is applied first). */
function attackerStage(ctx: WCtx): void {
  const res = ctx.data.resolution!;
  const side = enemyOf(res.side);
  const alive = res.attackers.filter((id) => ctx.unit(id).steps > 0 && ctx.unit(id).at !== null);
  const ap = part(res.attackerResult);
  if (ap === 'E') {
    for (const id of alive) while (ctx.unit(id).steps > 0) loseStep(ctx, id, 'CRT E (6.5.2)');
    afterResults(ctx);
    return;
  }
  if (ap === 0 || alive.length === 0) {
    afterResults(ctx);
    return;
  }
  // As in the 6.5 example: every attacking unit retreats 1 hex, or the attacker loses N steps.
  ctx.setData({ ...ctx.data, resolution: { ...res, stage: 'attacker', side, units: alive, need: ap, hexes: 1, retreated: [], retreating: null } });
  continueLosses(ctx);
}

/** Opens the next take-a-step-or-retreat decision, or moves on (6.5.3). */
function continueLosses(ctx: WCtx): void {
  const res = ctx.data.resolution!;
  const units = res.units.filter((id) => ctx.unit(id).steps > 0 && ctx.unit(id).at !== null);
  if (res.need <= 0 || units.length === 0) {
    if (res.stage === 'defender') attackerStage(ctx);
    else afterResults(ctx);
    return;
  }
  const options: Action[] = [];
  for (const id of units) {
    options.push({ type: 'takeLoss', side: res.side, unit: id });
    if (retreatHexes(ctx, ctx.unit(id), res.hexes).length > 0) options.push({ type: 'retreat', side: res.side, unit: id });
  }
  ctx.setData({ ...ctx.data, resolution: { ...res, units } });
  ctx.decide({ side: res.side, kind: 'lossOrRetreat', prompt: `${res.stage === 'defender' ? 'Defender' : 'Attacker'} result at ${res.hex}: ${res.need} more step(s) to lose, or retreat units ${res.hexes} hex(es) (6.5.3)`, rule: '6.5.3', options });
}

/** Banzai casualty checks (11.1), then advance after combat (6.5.4). */
function afterResults(ctx: WCtx): void {
  const res = ctx.data.resolution!;
  for (const id of res.banzai) {
    const u = ctx.unit(id);
    if (u.steps <= 0) continue;
    const f = factorsOf(u);
    const cf = Math.max(f.attack ?? 0, f.defence);
    const r = ctx.random.die(6, `Banzai casualty check ${id} (11.1)`);
    const fail = r === 6 || r > cf;
    ctx.emit({ type: 'banzaiCheck', unit: id, roll: r, cf, failed: fail, rule: '11.1' });
    if (fail) loseStep(ctx, id, 'Banzai casualty check (11.1)');
  }
  updateControl(ctx);
  cleanIps(ctx);
  const attackerSide = ctx.data.act!.side;
  const vacated = sideAt(ctx, res.hex, enemyOf(attackerSide)).length === 0;
  if (vacated) {
    ctx.setData({ ...ctx.data, resolution: { ...ctx.data.resolution!, stage: 'advance', side: attackerSide, retreated: ctx.data.resolution!.stage === 'attacker' ? ctx.data.resolution!.retreated : [] } });
    if (openAdvance(ctx)) return;
  }
  finishCombat(ctx);
}

/** Offers advance after combat to attackers still next to the vacated hex (6.5.4). */
function openAdvance(ctx: WCtx): boolean {
  const res = ctx.data.resolution!;
  const side = res.side;
  const here = sideAt(ctx, res.hex, side).map((u) => u.id);
  const options: Action[] = [];
  for (const id of res.attackers) {
    const u = ctx.unit(id);
    if (u.steps <= 0 || u.at === null || u.at === res.hex || res.retreated.includes(id)) continue;
    if (!neighboursOf(res.hex).includes(u.at)) continue;
    if (!stackOk([...here, id])) continue;
    options.push({ type: 'advance', side, unit: id });
  }
  if (options.length === 0) return false;
  options.push({ type: 'noAdvance', side });
  ctx.decide({ side, kind: 'advance', prompt: `${res.hex} is vacant: advance attacking units into it, or stop (6.5.4)`, rule: '6.5.4', options });
  return true;
}

function finishCombat(ctx: WCtx): void {
  ctx.clearDecision();
  updateControl(ctx);
  cleanIps(ctx);
  ctx.setData({ ...ctx.data, attack: null, resolution: null });
}

const unitField = z.object({ unit: z.string().min(1) });
const none = z.object({});

function mustPend(ctx: Ctx, kind: string): void {
  if (ctx.state.pending?.kind !== kind) (ctx as WCtx).reject('no-decision', `there is no ${kind} decision open`, '6.5');
}

/** Combat decision actions (answers to pending decisions). */
export const combatDecisionActions: Record<string, Def> = {
  defArtillery: {
    schema: unitField,
    apply(ctx, a) {
      mustPend(ctx, 'defSupport');
      ctx.clearDecision();
      const plan = ctx.data.attack!;
      ctx.setData({ ...ctx.data, attack: { ...plan, defArtillery: [...plan.defArtillery, a.unit as string] } });
      askDefenderOrFight(ctx);
    },
  },
  defAir: {
    schema: none,
    apply(ctx) {
      mustPend(ctx, 'defSupport');
      ctx.clearDecision();
      const plan = ctx.data.attack!;
      ctx.setData({ ...ctx.data, attack: { ...plan, defAir: plan.defAir + 1 } });
      askDefenderOrFight(ctx);
    },
  },
  defDone: {
    schema: none,
    apply(ctx) {
      mustPend(ctx, 'defSupport');
      ctx.clearDecision();
      fight(ctx);
    },
  },
  takeLoss: {
    schema: unitField,
    apply(ctx, a) {
      mustPend(ctx, 'lossOrRetreat');
      ctx.clearDecision();
      loseStep(ctx, a.unit as string, 'combat result (6.5.3)');
      const res = ctx.data.resolution!;
      ctx.setData({ ...ctx.data, resolution: { ...res, need: res.need - 1 } });
      continueLosses(ctx);
    },
  },
  retreat: {
    schema: unitField,
    apply(ctx, a) {
      mustPend(ctx, 'lossOrRetreat');
      ctx.clearDecision();
      const id = a.unit as string;
      let res = ctx.data.resolution!;
      const u = ctx.unit(id);
      const mod = res.stage === 'attacker' && u.side === 'allied' && res.atPenalty ? 1 : 0;
      const rolls = ctx.options.multiRollRetreat && res.hexes > 1 ? res.hexes : 1;
      let lastPassed = false;
      for (let k = 0; k < rolls; k++) {
        const r = ctx.random.die(6, `retreat roll ${id} (6.5.3)`);
        const cf = res.cf[id] ?? Math.max(factorsOf(ctx.unit(id)).attack ?? 0, factorsOf(ctx.unit(id)).defence);
        const fail = r === 6 || r + mod > cf;
        ctx.emit({ type: 'retreatRoll', unit: id, roll: r, modifier: mod, cf, failed: fail, rule: '6.5.3' });
        lastPassed = !fail;
        if (fail) {
          loseStep(ctx, id, 'failed retreat roll (6.5.3)');
          res = { ...ctx.data.resolution!, need: ctx.data.resolution!.need - 1 };
          ctx.setData({ ...ctx.data, resolution: res });
          if (ctx.unit(id).steps <= 0 || res.need <= 0) break;
        }
      }
      const alive = ctx.unit(id).steps > 0;
      if (lastPassed && alive && (res.need > 0 || rolls === 1)) {
        const hexes = retreatHexes(ctx, ctx.unit(id), res.hexes);
        ctx.setData({ ...ctx.data, resolution: { ...res, retreating: id } });
        ctx.decide({ side: res.side, kind: 'retreatTo', prompt: `Where does ${id} retreat (${res.hexes} hex${res.hexes > 1 ? 'es' : ''})? (6.5.3)`, rule: '6.5.3', options: hexes.map((to) => ({ type: 'retreatTo', side: res.side, unit: id, to })) });
        return;
      }
      continueLosses(ctx);
    },
  },
  retreatTo: {
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
    apply(ctx, a) {
      mustPend(ctx, 'retreatTo');
      ctx.clearDecision();
      const id = a.unit as string;
      const from = ctx.unit(id).at;
      ctx.updateUnit(id, { at: a.to as string });
      ctx.emit({ type: 'retreated', unit: id, from, to: a.to as string, rule: '6.5.3' });
      const res = ctx.data.resolution!;
      ctx.setData({ ...ctx.data, resolution: { ...res, retreating: null, retreated: [...res.retreated, id], units: res.units.filter((x) => x !== id) } });
      cleanIps(ctx);
      continueLosses(ctx);
    },
  },
  advance: {
    schema: unitField,
    apply(ctx, a) {
      mustPend(ctx, 'advance');
      ctx.clearDecision();
      const id = a.unit as string;
      const res = ctx.data.resolution!;
      const from = ctx.unit(id).at;
      ctx.updateUnit(id, { at: res.hex });
      ctx.emit({ type: 'advanced', unit: id, from, to: res.hex, rule: '6.5.4' });
      updateControl(ctx);
      cleanIps(ctx);
      if (!openAdvance(ctx)) finishCombat(ctx);
    },
  },
  noAdvance: {
    schema: none,
    apply(ctx) {
      mustPend(ctx, 'advance');
      finishCombat(ctx);
    },
  },
};

/** Legal attack-stage actions for the acting side (6.5). */
export function attackStageActions(ctx: Ctx, side: Side): Action[] {
  const plan = ctx.data.attack;
  const act = ctx.data.act!;
  const out: Action[] = [];
  if (!plan) {
    const seen = new Set<string>();
    for (const u of ctx.state.units) {
      if (u.side === side || u.at === null || u.steps <= 0 || seen.has(u.at)) continue;
      seen.add(u.at);
      if (act.hexesAttacked.includes(u.at)) continue;
      if (eligibleAttackers(ctx, u.at).some(hasAttack)) out.push({ type: 'declareAttack', side, hex: u.at });
    }
    out.push({ type: 'endAttacks', side });
    return out;
  }
  for (const u of eligibleAttackers(ctx, plan.hex)) if (!plan.attackers.includes(u.id)) out.push({ type: 'addAttacker', side, unit: u.id });
  if (ctx.options.banzai && side === 'japanese') {
    for (const id of plan.attackers) if (!plan.banzai.includes(id) && counterOf(id).type === 'infantry') out.push({ type: 'banzai', side, unit: id });
  }
  for (const u of supportArtillery(ctx, side, plan.hex, plan.artillery)) out.push({ type: 'addArtillery', side, unit: u.id });
  if (freeAir(ctx, side) > plan.air) out.push({ type: 'addAir', side });
  if (plan.attackers.some((id) => hasAttack(ctx.unit(id)))) out.push({ type: 'resolveAttack', side });
  out.push({ type: 'cancelAttack', side });
  return out;
}

function checkListed(ctx: WCtx, a: Action, rule: string, why: string): void {
  const list = attackStageActions(ctx, a.side as Side);
  if (!list.some((x) => x.type === a.type && x.unit === a.unit && x.hex === a.hex)) ctx.reject('illegal-attack', why, rule);
}

/** Attack-stage actions of the active player. */
export const attackActions: Record<string, Def> = {
  declareAttack: {
    schema: z.object({ hex: z.string().min(1) }),
    apply(ctx, a) {
      if (ctx.data.act?.stage !== 'attack' || ctx.data.attack) ctx.reject('not-now', 'attacks are declared in the attack stage of an activation, one at a time (6.5)', '6.5');
      checkListed(ctx, a, '6.5', `${String(a.hex)} cannot be attacked now: it needs an enemy unit next to an activated unit able to attack, and may be attacked once per activation (6.5)`);
      ctx.setData({ ...ctx.data, attack: { hex: a.hex as string, attackers: [], banzai: [], artillery: [], air: 0, defArtillery: [], defAir: 0 } });
    },
  },
  addAttacker: {
    schema: unitField,
    apply(ctx, a) {
      if (!ctx.data.attack) ctx.reject('not-now', 'declare an attack first (6.5)', '6.5');
      checkListed(ctx, a, '6.5', `${String(a.unit)} cannot join this attack: it must be activated, adjacent, and not have attacked, built an improved position or received a replacement (6.5, 8.1.3, 8.4)`);
      const plan = ctx.data.attack!;
      markUsed(ctx, a.unit as string);
      ctx.setData({ ...ctx.data, attack: { ...plan, attackers: [...plan.attackers, a.unit as string] } });
    },
  },
  banzai: {
    schema: unitField,
    apply(ctx, a) {
      if (!ctx.data.attack) ctx.reject('not-now', 'declare an attack first (11.1)', '11.1');
      checkListed(ctx, a, '11.1', `${String(a.unit)} cannot make a Banzai charge: only an attacking Japanese infantry unit, with the optional rule in play (11.1)`);
      const plan = ctx.data.attack!;
      ctx.setData({ ...ctx.data, attack: { ...plan, banzai: [...plan.banzai, a.unit as string] } });
    },
  },
  addArtillery: {
    schema: unitField,
    apply(ctx, a) {
      if (!ctx.data.attack) ctx.reject('not-now', 'declare an attack first (8.5)', '8.5');
      checkListed(ctx, a, '8.5', `${String(a.unit)} cannot support: artillery must be in supply, in range and not yet fired this turn (8.5)`);
      const plan = ctx.data.attack!;
      ctx.setData({ ...ctx.data, attack: { ...plan, artillery: [...plan.artillery, a.unit as string] } });
    },
  },
  addAir: {
    schema: none,
    apply(ctx, a) {
      if (!ctx.data.attack) ctx.reject('not-now', 'declare an attack first (5.2)', '5.2');
      checkListed(ctx, a, '5.2', 'no free air unit this turn (5.2)');
      const plan = ctx.data.attack!;
      ctx.setData({ ...ctx.data, attack: { ...plan, air: plan.air + 1 } });
    },
  },
  cancelAttack: {
    schema: none,
    apply(ctx) {
      if (!ctx.data.attack || ctx.data.resolution || ctx.state.pending) ctx.reject('not-now', 'there is no attack being put together to call off (6.5)', '6.5');
      ctx.emit({ type: 'attackCalledOff', hex: ctx.data.attack!.hex, rule: '6.5' });
      ctx.setData({ ...ctx.data, attack: null });
    },
  },
  resolveAttack: {
    schema: none,
    apply(ctx, a) {
      if (!ctx.data.attack) ctx.reject('not-now', 'declare an attack first (6.5)', '6.5');
      checkListed(ctx, a, '6.5', 'an attack needs at least one unit with an attack factor (6.5, 8.2)');
      askDefenderOrFight(ctx);
    },
  },
};
