/**
 * The turn (4.0): air power and initiative (4.1, 5.1), the supply phase (4.2,
 * 5.2.1, 5.2.2, 8.1.1), the activation cup (4.3, 6.1.1) with each activation's
 * moves, improved positions, replacements, reinforcements and attacks, and the
 * end phase (4.4).
 *
 * @module
 */
import * as z from 'zod';
import { derive, type ActionDescriptor, type FlagPatch } from 'hexwar';
import { eliminateOverstacked } from 'hexwar/combat';
import {
  activationCup, enterAtVerb, entryHexes, hasActed, markActed, rollOff, offerEntry, procedureVerb, releaseRoll,
  rollCheck, scoreVp, stagedActivation, vpVictory, unitsDescriptor, type ActivationState,
  type ProcedureReadContext
} from 'hexwar/procedures';
import { AIRFIELDS } from '../data/map';
import { activationMarkers, ALLIED_AIR_UNITS, alliedMarkerCount, japaneseMarkerCount, VICTORY_LEVELS } from '../data/tables';
import { afterMoves, canActivate, counterOf, enemyOf, OBJECTIVES, type Ctx, type WCtx } from './common';
import { combat } from './combat';
import { allowanceOf, destinations, marchStatus, moveChoices } from './movement';
import { canTrace, changeSupply, japaneseEdge, supplyDetermination } from './supply';
import { kit, type G, type MeiktilaFlags, type Unit } from './types';

// ---------------------------------------------------------------- 4.1 / 5.1

/** 4.1 and 5.1: air power, then the initiative roll (ties rolled again). */
export function airPowerPhase(ctx: WCtx): void {
  let { sixes } = ctx.data;
  const roll = ctx.random.die(6, 'air power (5.1)');
  const alliedAir = roll <= 5 ? Math.min(roll, ALLIED_AIR_UNITS) : 0;
  if (roll === 6) sixes++;
  const sentai = roll === 6 && sixes <= 2 ? sixes : 0;
  ctx.emit({ type: 'airPower', roll, alliedAir, japaneseAir: sentai > 0 ? 1 : 0, sentai, rule: '5.1' });
  const off = rollOff(ctx, ['allied', 'japanese'], { bonus: { allied: alliedAir > 0 ? 1 : 0 }, purpose: 'initiative (4.1)' });
  const [a, j, initiative] = [off.rolls['allied']!, off.rolls['japanese']!, off.winner as 'allied' | 'japanese'];
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
    const hexes = AIRFIELDS.filter((h) => ctx.data.control[h] === 'allied' && ctx.board.sideAt(h, 'japanese').length === 0 && ctx.board.room(h, u));
    if (hexes.length) out.push({ type: 'flyIn', side: 'allied', fixed: { unit: u.id }, choose: { hex: hexes } });
  }
  return out;
}

export const supplyVerbs = {
  allocateAir: kit.action({
    schema: z.object({ supply: z.number().int().min(0).max(2), north: z.number().int().min(0), south: z.number().int().min(0) }),
    rule: '5.2',
    says(ctx, a) {
      const parts = (['supply', 'north', 'south'] as const).filter((k) => a[k] > 0).map((k) => `${a[k]} ${k === 'supply' ? 'to air supply' : `to interdict ${k}`}`);
      return ctx.data.alliedAir === 0 ? 'no air units to allocate' : `air units ${parts.length ? parts.join(', ') : 'all kept for combat'}`;
    },
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
    says: 'fly {unit} in to {hex}',
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

type AR = ProcedureReadContext<G, ActivationState>;
const verb = procedureVerb<G, ActivationState>();

/** A reinforcement this activation may roll for (8.1.2, 11.2): one its marker activates, once a turn. */
const reinforcements = (ctx: AR): string[] =>
  ctx.state.units.filter((u) => u.side === 'japanese' && u.box === 'reinforcements' && u.flags?.tried !== true && !ctx.data.reserveHeld.includes(u.id) && canActivate(ctx, u)).map((u) => u.id);

/** Whether a unit may take a replacement now (8.1.3, 8.1.4); a unit flown in this turn is built up in a later one (8.1.1). */
function canReplace(ctx: Ctx, u: Unit): boolean {
  const c = counterOf(u.id);
  if (u.at === null || u.steps >= c.steps || u.flags?.oos === true || u.flags?.tried === true || u.flags?.arrived === true || !canActivate(ctx, u)) return false;
  if (u.side === 'allied') return ctx.data.alliedSteps.replacements > 0 && (c.type === 'infantry' || c.type === 'artillery') && canTrace(ctx, u);
  const edge = c.type === 'infantry' ? japaneseEdge(ctx, u) : null;
  return edge !== null && ctx.data.japaneseReplacements[edge] < (edge === 'north' ? 1 : 2);
}

/** Units that may still move or build an improved position in this activation (worked out once per listing: moves and improved positions both ask). */
function movers(ctx: AR): readonly (Unit & { readonly at: string })[] {
  const byUnits = derive(ctx.local, 'movers', () => new WeakMap<readonly Unit[], readonly (Unit & { readonly at: string })[]>());
  let list = byUnits.get(ctx.state.units);
  if (!list) byUnits.set(ctx.state.units, (list = ctx.board.unitsOf(ctx.local.side).filter((u) => canActivate(ctx, u) && !hasActed(ctx.local, u.id, 'moved') && !hasActed(ctx.local, u.id, 'entrenched'))));
  return list;
}

/** Why a move is refused, the most telling reason first (6.2, 6.2.1, 6.3, 6.4). */
function moveRefusal(ctx: AR, id: string, to: string, march: boolean): string {
  const rule = march ? '6.2.1' : '6.2';
  if (!ctx.hasUnit(id) || ctx.unit(id).side !== ctx.local.side || ctx.unit(id).at === null) return `${id.slice(0, 20)} is not one of your units on the map (${rule})`;
  const u = ctx.unit(id);
  if (!canActivate(ctx, u)) return `${id} is not activated by ${ctx.local.marker} (6.1.1)`;
  if (hasActed(ctx.local, id, 'moved')) return `${id} has already moved in this activation (6.2)`;
  if (hasActed(ctx.local, id, 'entrenched')) return `${id} built an improved position in this activation and may not move (8.4)`;
  if (!ctx.board.has(to)) return `${to.slice(0, 20)} is not a hex of the map (6.2)`;
  if (ctx.board.terrain(to) === 'lake') return `${id} may not enter ${to}: Meiktila Lake is prohibited terrain (6.5.1)`;
  if (ctx.board.enemyAt(to, u.side)) return `${id} may not enter ${to}: enemy-occupied hex (6.3)`;
  const status = marchStatus(u);
  const d = destinations(ctx, u).find((x) => x.to === to && x.march === march);
  if (d && status === 'touched') return `${id} may not force march to ${to}: it entered or left an enemy ZOC earlier this turn (6.2.1)`;
  if (d && status === 'marched') return `${id} may not move to ${to}: it force-marched earlier this turn, so it may not enter or leave an enemy ZOC for the rest of the turn (6.2.1)`;
  if (!march && destinations(ctx, u).some((x) => x.to === to && x.march)) return `${id} can reach ${to} only by forced march (6.2.1)`;
  return `${id} cannot reach ${to}${march ? ' by forced march' : ''}: too far for its ${allowanceOf(ctx, u)} MP over this terrain and the enemy's zones of control (${rule}, 6.4)`;
}

export const moveStage = {
  move: verb({
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1), march: z.boolean() }),
    rule: '6.2',
    says: (_ctx, a) => `move ${a.unit} to ${a.to}${a.march ? ' (forced march)' : ''}`,
    legal(ctx, side) {
      const out: ActionDescriptor[] = [];
      for (const u of movers(ctx)) {
        const { normal, march } = moveChoices(ctx, u);
        if (normal.length) out.push({ type: 'move', side, fixed: { unit: u.id, march: false }, choose: { to: normal } });
        if (march.length) out.push({ type: 'move', side, fixed: { unit: u.id, march: true }, choose: { to: march } });
      }
      return out;
    },
    refuse: (ctx, a) => moveRefusal(ctx, a.unit, a.to, a.march),
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const dest = destinations(ctx, u).find((x) => x.to === a.to && x.march === a.march)!;
      // 6.2.1: for the rest of the turn, remember that the unit force-marched, or touched enemy ZOC.
      const flags: FlagPatch<MeiktilaFlags> = a.march ? { marched: true } : dest.zoc ? { touchedZoc: true } : {};
      ctx.updateUnit(a.unit, { at: a.to, flags });
      markActed(ctx, a.unit, 'moved');
      ctx.emit({ type: 'moved', unit: a.unit, from: u.at, to: a.to, forcedMarch: a.march, enemyZoc: dest.zoc, ...(a.march ? { how: 'by forced march' } : dest.zoc ? { how: 'touching enemy ZOC' } : {}), rule: a.march ? '6.2.1' : '6.2' });
      afterMoves(ctx);
    },
  }),
  entrench: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.4',
    says: '{unit} digs in',
    legal(ctx, side) {
      const list = movers(ctx).filter((u) => {
        if (ctx.local.attacked.includes(u.id) || u.flags?.oos === true) return false;
        const ip = ctx.data.ips[u.at];
        return !ip || (ip.side === side && ip.count < ctx.board.sideAt(u.at, side).length);
      });
      return unitsDescriptor('entrench', side, list.map((u) => u.id));
    },
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot build an improved position: it must be activated, in supply, not have moved or attacked, and the hex may hold no more positions than units (8.4)`,
    apply(ctx, a) {
      const hex = ctx.unit(a.unit).at;
      if (hex === null) return ctx.reject('illegal', `${a.unit} is not on the map to dig in (8.4)`, '8.4');
      ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [hex]: { side: a.side, count: (ctx.data.ips[hex]?.count ?? 0) + 1 } } });
      markActed(ctx, a.unit, 'entrenched');
      ctx.emit({ type: 'entrenched', unit: a.unit, hex, rule: '8.4' });
    },
  }),
  replace: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.1.3',
    says: 'replacement for {unit}',
    legal: (ctx, side) => unitsDescriptor('replace', side, ctx.board.unitsOf(side).filter((u) => canReplace(ctx, u)).map((u) => u.id)),
    refuse: (ctx, a) => {
      const rule = a.side === 'allied' ? '8.1.3' : '8.1.4';
      if (ctx.hasUnit(a.unit) && ctx.unit(a.unit).flags?.arrived === true) return `${a.unit} flew in reduced this turn: it is built up to full strength in a later turn (8.1.1)`;
      return { code: 'no-replacement', message: `${a.unit.slice(0, 20)} cannot take a replacement: it must be a reduced, activated, in-supply infantry${a.side === 'allied' ? ' or artillery' : ''} unit, within this turn's limits (${rule})`, rule };
    },
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      markActed(ctx, a.unit);
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
      ctx.setData({ ...ctx.data, japaneseReplacements: { ...ctx.data.japaneseReplacements, [edge]: ctx.data.japaneseReplacements[edge] + 1 } });
      const { passed } = rollCheck(ctx, { table: 'replacement', unit: a.unit, atMost: 4, modifiers: [{ n: interdiction, why: 'interdiction' }], pass: 'back to full strength', fail: 'none arrives', rule: '8.1.4' });
      ctx.updateUnit(a.unit, passed ? full : { flags: { tried: true } });
    },
  }),
  callReinforcement: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '8.1.2',
    says: 'call up {unit}',
    // Only Japanese units arrive by a roll (8.1.2): an Allied activation has none to call.
    legal: (ctx, side) => (side === 'japanese' ? unitsDescriptor('callReinforcement', side, reinforcements(ctx)) : []),
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot be called now: its formation's marker must be drawn, and each unit rolls once a turn (8.1.2)`,
    apply(ctx, a) {
      const variant = counterOf(a.unit).arrival === 'variant' && ctx.options.kimura;
      const rule = variant ? '11.2' : '8.1.2';
      const r = releaseRoll(ctx, { unit: a.unit, need: variant ? 'belowTurn' : 'atMostTurn', alwaysFails: 6, holdForGood: variant, rule });
      ctx.updateUnit(a.unit, { flags: { tried: true } });
      if (r.heldForGood) ctx.setData({ ...ctx.data, reserveHeld: [...ctx.data.reserveHeld, a.unit] });
      if (!r.released) return;
      markActed(ctx, a.unit);
      // 8.1.2: the 49th Division on south-edge roads (the nearest free hex if the Allies hold one), the others anywhere on the north edge.
      const south = counterOf(a.unit).arrival === 'south';
      offerEntry(ctx, a.unit, entryHexes(ctx, { side: 'japanese', edge: south ? 'south' : 'north', ...(south ? { link: 'road', nearestIfBlocked: true } : {}), prohibitedTerrain: ['lake'] }), '8.1.2');
    },
  }),
  enterAt: enterAtVerb<G>('8.1.2', (ctx) => afterMoves(ctx)),
};

/** One activation (6.1.1): the order chosen (move then attack, or attack then move, 1R), or a pass (4.3). */
export const activation = stagedActivation<G, keyof typeof moveStage | 'declareAttack', 'endMove' | 'endAttacks'>({
  rule: '6.1.1',
  passRule: '4.3',
  markers: activationMarkers,
  formationOf: (u) => counterOf(u.id).activatedBy,
  orders: { moveAttack: ['move', 'attack'], attackMove: ['attack', 'move'] },
  stages: {
    move: { actions: moveStage, end: 'endMove', rule: '6.2', words: 'units move' },
    attack: { actions: { declareAttack: combat.declare }, end: 'endAttacks', rule: '6.5', words: 'attacks are made' },
  },
  attacked(ctx, o) {
    if (!o.cancelled && ctx.frame<ActivationState>('activation')?.side === 'japanese' && !ctx.data.japaneseAttacked) ctx.setData({ ...ctx.data, japaneseAttacked: true });
  },
});

// ---------------------------------------------------------------- 4.4 end phase

/** 4.4: stacking (6.3), the Supply Level roll (7.1.1), VP for the turn (9.1); markers are flags the core clears as the turn ends. */
export function endPhase(ctx: WCtx): void {
  // 6.3: units in violation at the end of the turn are eliminated, the last listed first.
  eliminateOverstacked(ctx, '6.3');
  const r = ctx.random.die(6, 'end-phase Supply Level reduction (7.1.1)');
  changeSupply(ctx, r % 2 === 0 ? -1 : -2, `end-phase roll ${r}, ${r % 2 === 0 ? 'even: -1' : 'odd: -2'} (7.1.1)`);
  if (ctx.track('supply') <= 0) {
    ctx.setData({ ...ctx.data, supplyZeroTurns: ctx.data.supplyZeroTurns + 1 });
    scoreVp(ctx, 'japanese', 1, 'Allied Supply Level 0 at the end of the turn', '9.1');
  }
  afterMoves(ctx);
  if (ctx.turn >= 10) victory.announce(ctx);
  ctx.endPhase();
}

/** Victory (9.0): a VP for each enemy step lost and each Allied turn at Supply Level 0, as they happen; 2 an airfield and 5 for Meiktila held at the end; the levels of 9.2. */
export const victory = vpVictory({
  sides: ['allied', 'japanese'],
  control: (ctx) => (ctx as Ctx).data.control,
  parts: (ctx, side): Record<string, number> => (side === 'japanese' ? { 'Supply Level 0': (ctx as Ctx).data.supplyZeroTurns } : {}),
  levels: VICTORY_LEVELS,
  rules: { score: '9.1', levels: '9.2' },
});

/** The phases' hooks and verbs. */
export const phases = {
  airPower: { title: 'Initiative and Air Power Determination', enter: airPowerPhase },
  supply: {
    title: 'Supply',
    enter(ctx: WCtx) {
      ctx.setActive('allied');
      if (ctx.data.alliedAir === 0) runSupply(ctx, 0, 0, 0);
    },
    actions: supplyVerbs,
  },
  activation: { title: 'Activation', run: 'cup' },
  end: { title: 'End', enter: endPhase },
};

/** Victory points for steps (9.1): each step lost scores one for the enemy, as it happens. */
export function onStepLost(ctx: WCtx, u: { readonly side: string }): void {
  scoreVp(ctx, enemyOf(u.side), 1, 'enemy step lost', '9.1');
}

export { OBJECTIVES };
