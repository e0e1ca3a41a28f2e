/**
 * The turn (4.0): air power and initiative (4.1, 5.1), the supply phase (4.2,
 * 5.2.1, 5.2.2, 8.1.1), the activation cup (4.3, 6.1.1) with each activation's
 * moves, improved positions, replacements, reinforcements and attacks, and the
 * end phase (4.4).
 *
 * @module
 */
import { z } from 'zod';
import { activationCup, enterAtVerb, entryHexes, loseStep, offerEntry, procedureVerb, releaseRoll, scoreVp, type ActionDescriptor, type AttackOutcome, type ProcedureContext, type ProcedureReadContext } from 'hexwar';
import { AIRFIELDS, MEIKTILA } from '../data/map';
import { activationMarkers, ALLIED_AIR_UNITS, alliedMarkerCount, japaneseMarkerCount, markerById, victoryLevel } from '../data/tables';
import { afterMoves, canActivate, counterOf, enemyOf, OBJECTIVES, sideAt, stackOk, type Ctx, type WCtx } from './common';
import { combat } from './combat';
import { allowedFor, destinations, marchStatus } from './movement';
import { canTrace, changeSupply, japaneseEdge, supplyDetermination } from './supply';
import { kit, type Activation, type G } from './types';

// ---------------------------------------------------------------- 4.1 / 5.1

/** 4.1 and 5.1: air power, then the initiative roll (ties rolled again). */
export function airPowerPhase(ctx: WCtx): void {
  let { sixes } = ctx.data;
  const roll = ctx.random.die(6, 'air power (5.1)');
  const alliedAir = roll <= 5 ? Math.min(roll, ALLIED_AIR_UNITS) : 0;
  if (roll === 6) sixes++;
  const sentai = roll === 6 && sixes <= 2 ? sixes : 0;
  ctx.emit({ type: 'airPower', roll, alliedAir, japaneseAir: sentai > 0 ? 1 : 0, sentai, rule: '5.1' });
  let a = 0;
  let j = 0;
  do {
    a = ctx.random.die(6, 'initiative, Allied (4.1)') + (alliedAir > 0 ? 1 : 0);
    j = ctx.random.die(6, 'initiative, Japanese (4.1)');
  } while (a === j);
  const initiative = a > j ? 'allied' : 'japanese';
  ctx.emit({ type: 'initiative', allied: a, japanese: j, airBonus: alliedAir > 0 ? 1 : 0, winner: initiative, rule: '4.1' });
  ctx.setData({ ...ctx.data, sixes, sentai, alliedAir, airFree: { allied: alliedAir, japanese: sentai > 0 ? 1 : 0 }, initiative, air: null, alliedSteps: { replacements: 0, reinforcements: 0 }, japaneseReplacements: { north: 0, south: 0 } });
  ctx.endPhase();
}

// ---------------------------------------------------------------- 4.2 supply phase

function runSupply(ctx: WCtx, supply: number, north: number, south: number): void {
  const combatAir = ctx.data.alliedAir - supply - north - south;
  ctx.setData({ ...ctx.data, air: { supply, north, south }, airFree: { ...ctx.data.airFree, allied: combatAir }, alliedSteps: { replacements: supply, reinforcements: supply } });
  ctx.emit({ type: 'airAllocated', supply, north, south, combat: combatAir, rule: '5.2' });
  supplyDetermination(ctx);
  if (flyIns(ctx).length === 0) ctx.endPhase();
}

/** Border battalions flown in at reduced strength to an Allied airfield with room (8.1.1). */
function flyIns(ctx: Ctx): ActionDescriptor[] {
  if (ctx.data.alliedSteps.reinforcements <= 0) return [];
  const waiting = ctx.state.units.filter((u) => u.side === 'allied' && u.at === null && u.box === 'reinforcements');
  const out: ActionDescriptor[] = [];
  for (const u of waiting) {
    const hexes = AIRFIELDS.filter((h) => ctx.data.control[h] === 'allied' && sideAt(ctx, h, 'japanese').length === 0 && stackOk([...sideAt(ctx, h, 'allied').map((x) => x.id), u.id]));
    if (hexes.length) out.push({ type: 'flyIn', side: 'allied', fixed: { unit: u.id }, choose: { hex: hexes } });
  }
  return out;
}

const supplyVerbs = {
  allocateAir: kit.action({
    schema: z.object({ supply: z.number().int().min(0).max(2), north: z.number().int().min(0), south: z.number().int().min(0) }),
    rule: '5.2',
    legal(ctx, side) {
      if (side !== 'allied' || ctx.data.air) return [];
      const n = ctx.data.alliedAir;
      const out = [];
      for (let s = 0; s <= Math.min(2, n); s++) for (let no = 0; no + s <= n; no++) for (let so = 0; so + no + s <= n; so++) out.push({ type: 'allocateAir', side, supply: s, north: no, south: so });
      return out;
    },
    refuse: (ctx) => (ctx.data.air ? 'air units are allocated once, at the start of the Supply Phase (4.2)' : `only ${ctx.data.alliedAir} Allied air unit(s) this turn, at most 2 on Air Supply (5.2.1)`),
    apply: (ctx, a) => runSupply(ctx, a.supply, a.north, a.south),
  }),
  flyIn: kit.action({
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    rule: '8.1.1',
    legal: (ctx, side) => (side === 'allied' && ctx.data.air ? flyIns(ctx) : []),
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot fly in to ${a.hex.slice(0, 20)}: it needs an Air Supply step and an Allied-controlled airfield with room (8.1.1)`,
    apply(ctx, a) {
      // 8.1.1: it arrives reduced, to be built up in a later turn (the flag lasts the turn).
      ctx.updateUnit(a.unit, { at: a.hex, steps: 1, box: 'map', flags: { arrived: true } });
      ctx.setData({ ...ctx.data, alliedSteps: { ...ctx.data.alliedSteps, reinforcements: ctx.data.alliedSteps.reinforcements - 1 } });
      ctx.emit({ type: 'flownIn', unit: a.unit, hex: a.hex, rule: '8.1.1' });
      if (flyIns(ctx).length === 0) ctx.endPhase();
    },
  }),
  endSupply: kit.action({
    rule: '4.2',
    legal: (ctx, side) => (side === 'allied' && ctx.data.air && flyIns(ctx).length > 0 ? [{ type: 'endSupply', side }] : []),
    refuse: () => 'the Supply Phase ends after the Supply Table roll (4.2)',
    apply: (ctx) => ctx.endPhase(),
  }),
};

// ---------------------------------------------------------------- 4.3 the activation cup

/** The cup (4.3, 6.1.1): markers by Supply Level and initiative; one Allied formation marker until a Japanese attack (10.1). */
export const cup = activationCup<G>({
  rule: '4.3',
  countRule: '6.1.1',
  markers: activationMarkers,
  pool: (ctx, side) => activationMarkers.filter((m) => m.side === side && (side !== 'allied' || ctx.data.japaneseAttacked || m.kind === 'formation')).map((m) => m.id),
  count: (ctx, side) => (side === 'allied' ? (ctx.data.japaneseAttacked ? alliedMarkerCount(ctx.track('supply')) : 1) : japaneseMarkerCount(ctx.data.initiative === 'japanese')),
  firstPick: (ctx) => ctx.data.initiative,
  activation: 'activation',
});

type A = ProcedureContext<G, Activation>;
type AR = ProcedureReadContext<G, Activation>;
const verb = procedureVerb<G, Activation>();

/** Records a unit as activated (a die-roll marker counts them). */
function markUsed(ctx: A, id: string, also: Partial<Pick<Activation, 'moved' | 'attacked' | 'entrenched'>> = {}): void {
  const act = ctx.local;
  ctx.setLocal({ ...act, ...also, used: act.used.includes(id) ? act.used : [...act.used, id] });
}

/** Ends the stage under way; after both, the activation. */
function finishStage(ctx: A): void {
  const act = ctx.local;
  if (act.stagesDone + 1 >= 2) ctx.end({ passed: false });
  else ctx.setLocal({ ...act, stagesDone: act.stagesDone + 1, stage: act.stage === 'move' ? 'attack' : 'move' });
}

const inStage = (ctx: AR, stage: Activation['stage']) => ctx.local.stage === stage;

/** A reinforcement this activation may roll for (8.1.2, 11.2). */
function reinforcements(ctx: AR): string[] {
  const act = ctx.local;
  if (act.side !== 'japanese') return [];
  const m = markerById.get(act.marker)!;
  return ctx.state.units
    .filter((u) => {
      if (u.side !== 'japanese' || u.at !== null || u.box !== 'reinforcements' || u.flags?.['tried'] === true || ctx.data.reserveHeld.includes(u.id)) return false;
      if (m.kind === 'all') return true;
      if (m.kind === 'dieRoll') return act.used.length < (act.limit ?? 0);
      const by = counterOf(u.id).activatedBy;
      return by === null || by === m.formation;
    })
    .map((u) => u.id);
}

/** Whether a unit may take a replacement now (8.1.3, 8.1.4); a unit flown in this turn is built up in a later one (8.1.1). */
function canReplace(ctx: Ctx, id: string): boolean {
  const u = ctx.unit(id);
  const c = counterOf(id);
  if (u.at === null || u.steps >= c.steps || u.flags?.['oos'] === true || u.flags?.['tried'] === true || u.flags?.['arrived'] === true || !canActivate(ctx, u)) return false;
  if (u.side === 'allied') return ctx.data.alliedSteps.replacements > 0 && (c.type === 'infantry' || c.type === 'artillery') && canTrace(ctx, u);
  const edge = c.type === 'infantry' ? japaneseEdge(ctx, u) : null;
  return edge !== null && ctx.data.japaneseReplacements[edge] < (edge === 'north' ? 1 : 2);
}

/** Units that may still move or build an improved position in this activation. */
const movers = (ctx: AR) => ctx.board.unitsOf(ctx.local.side).filter((u) => canActivate(ctx, u) && !ctx.local.moved.includes(u.id) && !ctx.local.entrenched.includes(u.id));

/** Why a move the unit's range allows is closed to it by an earlier move this turn (6.2.1). */
function marchRefusal(ctx: AR, id: string, to: string, march: boolean): string | null {
  const u = ctx.unit(id);
  const status = marchStatus(u);
  const d = u.at ? destinations(ctx, u).find((x) => x.to === to && x.march === march) : undefined;
  if (status === 'free' || !d || allowedFor(status, d)) return null;
  return status === 'touched'
    ? `${id} may not force march to ${to}: it entered or left an enemy ZOC earlier this turn (6.2.1)`
    : `${id} may not move to ${to}: it force-marched earlier this turn, so it may not enter or leave an enemy ZOC for the rest of the turn (6.2.1)`;
}

const activationVerbs = {
  chooseOrder: verb({
    schema: z.object({ order: z.enum(['moveAttack', 'attackMove']) }),
    rule: '6.1.1',
    legal: (ctx, side) => (inStage(ctx, 'order') ? [{ type: 'chooseOrder', side, choose: { order: ['moveAttack', 'attackMove'] } }] : []),
    apply(ctx, a) {
      ctx.setLocal({ ...ctx.local, order: a.order, stage: a.order === 'moveAttack' ? 'move' : 'attack' });
      ctx.emit({ type: 'orderChosen', marker: ctx.local.marker, order: a.order, rule: '6.1.1' });
    },
  }),
  pass: verb({
    rule: '4.3',
    legal: (ctx, side) => (inStage(ctx, 'order') ? [{ type: 'pass', side }] : []),
    refuse: () => 'a player passes instead of choosing the order of an activation (4.3)',
    apply(ctx, a) {
      ctx.emit({ type: 'passed', side: a.side, marker: ctx.local.marker, rule: '4.3' });
      ctx.end({ passed: true });
    },
  }),
  move: verb({
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1), march: z.boolean() }),
    rule: '6.2',
    legal(ctx, side) {
      if (!inStage(ctx, 'move')) return [];
      const out: ActionDescriptor[] = [];
      for (const u of movers(ctx)) {
        const status = marchStatus(u);
        const open = destinations(ctx, u).filter((d) => allowedFor(status, d));
        const normal = open.filter((d) => !d.march).map((d) => d.to);
        const march = open.filter((d) => d.march).map((d) => d.to);
        if (normal.length) out.push({ type: 'move', side, fixed: { unit: u.id, march: false }, choose: { to: normal } });
        if (march.length) out.push({ type: 'move', side, fixed: { unit: u.id, march: true }, choose: { to: march } });
      }
      return out;
    },
    refuse: (ctx, a) =>
      (ctx.hasUnit(a.unit) ? marchRefusal(ctx, a.unit, a.to, a.march) : null) ??
      `${a.unit.slice(0, 20)} may not move to ${a.to.slice(0, 20)}${a.march ? ' by forced march' : ''}: not activated, already moved, out of reach, enemy-occupied or prohibited (6.2, 6.2.1, 6.3, 6.4)`,
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const dest = destinations(ctx, u).find((x) => x.to === a.to && x.march === a.march)!;
      // 6.2.1: for the rest of the turn, remember that the unit force-marched, or touched enemy ZOC.
      const flags: Record<string, boolean> = a.march ? { marched: true } : dest.zoc ? { touchedZoc: true } : {};
      ctx.updateUnit(a.unit, { at: a.to, flags });
      markUsed(ctx, a.unit, { moved: [...ctx.local.moved, a.unit] });
      ctx.emit({ type: 'moved', unit: a.unit, from: u.at, to: a.to, forcedMarch: a.march, enemyZoc: dest.zoc, rule: a.march ? '6.2.1' : '6.2' });
      afterMoves(ctx);
    },
  }),
  entrench: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.4',
    legal(ctx, side) {
      if (!inStage(ctx, 'move')) return [];
      const list = movers(ctx)
        .filter((u) => {
          if (ctx.local.attacked.includes(u.id) || u.flags?.['oos'] === true) return false;
          const ip = ctx.data.ips[u.at!];
          return !ip || (ip.side === side && ip.count < sideAt(ctx, u.at!, side).length);
        })
        .map((u) => u.id);
      return list.length ? [{ type: 'entrench', side, choose: { unit: list } }] : [];
    },
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot build an improved position: it must be activated, in supply, not have moved or attacked, and the hex may hold no more positions than units (8.4)`,
    apply(ctx, a) {
      const hex = ctx.unit(a.unit).at!;
      ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [hex]: { side: a.side, count: (ctx.data.ips[hex]?.count ?? 0) + 1 } } });
      markUsed(ctx, a.unit, { entrenched: [...ctx.local.entrenched, a.unit] });
      ctx.emit({ type: 'entrenched', unit: a.unit, hex, rule: '8.4' });
    },
  }),
  replace: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.1.3',
    legal(ctx, side) {
      if (!inStage(ctx, 'move')) return [];
      const list = ctx.board.unitsOf(side).filter((u) => canReplace(ctx, u.id)).map((u) => u.id);
      return list.length ? [{ type: 'replace', side, choose: { unit: list } }] : [];
    },
    refuse: (ctx, a) => {
      const rule = a.side === 'allied' ? '8.1.3' : '8.1.4';
      if (ctx.hasUnit(a.unit) && ctx.unit(a.unit).flags?.['arrived'] === true) return `${a.unit} flew in reduced this turn: it is built up to full strength in a later turn (8.1.1)`;
      return { code: 'no-replacement', message: `${a.unit.slice(0, 20)} cannot take a replacement: it must be a reduced, activated, in-supply infantry${a.side === 'allied' ? ' or artillery' : ''} unit, within this turn's limits (${rule})`, rule };
    },
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      markUsed(ctx, a.unit);
      // 8.1.3, 8.1.4: a unit that takes a replacement may move and defend this turn, but not attack.
      const full = { steps: counterOf(a.unit).steps, flags: { noAttack: true, tried: true } };
      if (u.side === 'allied') {
        ctx.setData({ ...ctx.data, alliedSteps: { ...ctx.data.alliedSteps, replacements: ctx.data.alliedSteps.replacements - 1 } });
        ctx.updateUnit(a.unit, full);
        ctx.emit({ type: 'replaced', unit: a.unit, rule: '8.1.3' });
        return;
      }
      const edge = japaneseEdge(ctx, u)!;
      const interdiction = ctx.data.air?.[edge] ?? 0;
      const roll = ctx.random.die(6, `Japanese replacement ${a.unit} (8.1.4)`);
      ctx.setData({ ...ctx.data, japaneseReplacements: { ...ctx.data.japaneseReplacements, [edge]: ctx.data.japaneseReplacements[edge] + 1 } });
      if (roll + interdiction <= 4) {
        ctx.updateUnit(a.unit, full);
        ctx.emit({ type: 'replaced', unit: a.unit, roll, modifier: interdiction, rule: '8.1.4' });
      } else {
        ctx.updateUnit(a.unit, { flags: { tried: true } });
        ctx.emit({ type: 'replacementFailed', unit: a.unit, roll, modifier: interdiction, rule: '8.1.4' });
      }
    },
  }),
  callReinforcement: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.1.2',
    legal(ctx, side) {
      const list = inStage(ctx, 'move') ? reinforcements(ctx) : [];
      return list.length ? [{ type: 'callReinforcement', side, choose: { unit: list } }] : [];
    },
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot be called now: its formation's marker must be drawn, and each unit rolls once a turn (8.1.2)`,
    apply(ctx, a) {
      const variant = counterOf(a.unit).arrival === 'variant' && ctx.options.kimura;
      const rule = variant ? '11.2' : '8.1.2';
      const r = releaseRoll(ctx, { unit: a.unit, need: variant ? 'belowTurn' : 'atMostTurn', alwaysFails: 6, holdForGood: variant, rule });
      ctx.updateUnit(a.unit, { flags: { tried: true } });
      if (r.heldForGood) ctx.setData({ ...ctx.data, reserveHeld: [...ctx.data.reserveHeld, a.unit] });
      ctx.emit({ type: r.released ? 'reinforcementReleased' : 'reinforcementDelayed', unit: a.unit, roll: r.roll, turn: ctx.turn, rule });
      if (!r.released) return;
      markUsed(ctx, a.unit);
      // 8.1.2: the 49th Division on south-edge roads (the nearest free hex if the Allies hold one), the others anywhere on the north edge.
      const south = counterOf(a.unit).arrival === 'south';
      offerEntry(ctx, a.unit, entryHexes(ctx, { side: 'japanese', edge: south ? 'south' : 'north', ...(south ? { link: 'road', nearestIfBlocked: true } : {}), prohibitedTerrain: ['lake'] }), '8.1.2');
    },
  }),
  enterAt: enterAtVerb<G>('8.1.2', (ctx) => afterMoves(ctx)),
  endMove: verb({
    rule: '6.2',
    legal: (ctx, side) => (inStage(ctx, 'move') ? [{ type: 'endMove', side }] : []),
    refuse: () => 'movement ends only in the move stage of an activation (6.2)',
    apply: (ctx) => finishStage(ctx),
  }),
  declareAttack: { ...combat.declare, legal: (ctx: AR, side: 'allied' | 'japanese') => (inStage(ctx, 'attack') ? combat.declare.legal!(ctx, side) : []) },
  endAttacks: verb({
    rule: '6.5',
    legal: (ctx, side) => (inStage(ctx, 'attack') ? [{ type: 'endAttacks', side }] : []),
    refuse: () => 'attacks end only in the attack stage of an activation (6.5)',
    apply: (ctx) => finishStage(ctx),
  }),
};

/** One activation (6.1.1): the order, then the move and attack stages in that order. */
export const activation = kit.procedure<Activation, { marker: string }>({
  rule: '6.1.1',
  start(ctx, args) {
    const m = markerById.get(args.marker)!;
    const limit = m.kind === 'dieRoll' ? ctx.random.die(6, `units activated by ${m.id} (6.1.1)`) : null;
    ctx.emit({ type: 'activated', marker: m.id, side: m.side as 'allied' | 'japanese', kind: m.kind, ...(limit !== null ? { limit } : {}), rule: '6.1.1' });
    return { marker: m.id, side: m.side as 'allied' | 'japanese', order: null, stage: 'order', stagesDone: 0, limit, used: [], moved: [], attacked: [], entrenched: [], hexesAttacked: [] };
  },
  actions: activationVerbs as never,
  resume(ctx, result, from) {
    if (from !== 'attack') return;
    const o = result as unknown as AttackOutcome;
    const act = ctx.local;
    ctx.setLocal({ ...act, used: [...new Set([...act.used, ...o.attackers])], attacked: o.cancelled ? act.attacked : [...act.attacked, ...o.attackers], hexesAttacked: [...act.hexesAttacked, o.hex] });
    if (!o.cancelled && act.side === 'japanese' && !ctx.data.japaneseAttacked) ctx.setData({ ...ctx.data, japaneseAttacked: true });
  },
});

// ---------------------------------------------------------------- 4.4 end phase

/** 4.4: stacking (6.3), the Supply Level roll (7.1.1), VP for the turn (9.1); markers are flags the core clears as the turn ends. */
export function endPhase(ctx: WCtx): void {
  // 6.3: units in violation at the end of the turn are eliminated, the last listed first.
  const hexes = new Map<string, string[]>();
  for (const u of ctx.state.units) if (u.at !== null && u.steps > 0) hexes.set(u.at, [...(hexes.get(u.at) ?? []), u.id]);
  for (const [hex, ids] of hexes) {
    const left = [...ids];
    while (!stackOk(left)) {
      const victim = left.pop()!;
      ctx.emit({ type: 'overstacked', unit: victim, hex, rule: '6.3' });
      while (ctx.unit(victim).steps > 0) loseStep(ctx, victim, 'overstacked at the end of the turn', '6.3');
    }
  }
  const r = ctx.random.die(6, 'end-phase Supply Level reduction (7.1.1)');
  changeSupply(ctx, r % 2 === 0 ? -1 : -2, `end-phase roll ${r}, ${r % 2 === 0 ? 'even: -1' : 'odd: -2'} (7.1.1)`);
  if (ctx.track('supply') <= 0) {
    ctx.setData({ ...ctx.data, supplyZeroTurns: ctx.data.supplyZeroTurns + 1 });
    scoreVp(ctx, 'japanese', 1, 'Allied Supply Level 0 at the end of the turn', '9.1');
  }
  afterMoves(ctx);
  if (ctx.turn >= 10) {
    const vp = vpBreakdown(ctx);
    for (const side of ['allied', 'japanese'] as const) ctx.emit({ type: 'finalVp', side, ...vp[side], rule: '9.1' });
    const diff = vp.allied.total - vp.japanese.total;
    const l = victoryLevel(diff);
    ctx.emit({ type: 'victoryLevel', winner: l.winner, level: l.level, allied: vp.allied.total, japanese: vp.japanese.total, difference: diff, rule: '9.2' });
  }
  ctx.endPhase();
}

/** Each side's final VP by source (9.1): steps as they were lost, then 2 an airfield and 5 for Meiktila held at the end. */
export function vpBreakdown(ctx: Ctx): { allied: VpBreakdown; japanese: VpBreakdown } {
  const of = (side: 'allied' | 'japanese'): VpBreakdown => {
    const supplyZero = side === 'japanese' ? ctx.data.supplyZeroTurns : 0;
    const airfields = AIRFIELDS.filter((a) => ctx.data.control[a] === side).length;
    const meiktila = ctx.data.control[MEIKTILA] === side;
    const scored = ctx.track(`vp.${side}`);
    return { steps: scored - supplyZero, supplyZero, airfields, meiktila, total: scored + 2 * airfields + (meiktila ? 5 : 0) };
  };
  return { allied: of('allied'), japanese: of('japanese') };
}

/** Where a side's final VP come from (9.1). */
export interface VpBreakdown {
  /** Enemy steps eliminated. */
  readonly steps: number;
  /** Turns ended with the Allied Supply Level at 0 (Japanese only). */
  readonly supplyZero: number;
  /** Airfields held, 2 VP each. */
  readonly airfields: number;
  /** Meiktila held, 5 VP. */
  readonly meiktila: boolean;
  /** The total. */
  readonly total: number;
}

/** The phases' hooks and verbs. */
export const phases = {
  airPower: { enter: airPowerPhase },
  supply: {
    enter(ctx: WCtx) {
      ctx.setActive('allied');
      if (ctx.data.alliedAir === 0) runSupply(ctx, 0, 0, 0);
    },
    actions: supplyVerbs,
  },
  activation: { run: 'cup' },
  end: { enter: endPhase },
};

/** Victory points for steps (9.1): each step lost scores one for the enemy, as it happens. */
export function onStepLost(ctx: WCtx, u: { readonly side: string }): void {
  scoreVp(ctx, enemyOf(u.side), 1, 'enemy step lost', '9.1');
}

export { OBJECTIVES };
