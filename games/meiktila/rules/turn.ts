/**
 * The turn sequence (4.0): air power and initiative (4.1, 5.1), the supply
 * phase (4.2, 5.2.1, 5.2.2, 8.1.1), the activation cup (4.3, 6.1.1) with
 * movement, improved positions, replacements and reinforcements, and the end
 * phase (4.4).
 *
 * @module
 */
import { z } from 'zod';
import type { Action, ActionDefinition, UnitState } from '../../../src/engine';
import { sameJson } from '../../../src/engine/game';
import { counterById, type Side } from '../data/counters';
import { AIRFIELDS } from '../data/map';
import { activationMarkers, ALLIED_AIR_UNITS, alliedMarkerCount, japaneseMarkerCount, markerById, TURNS } from '../data/tables';
import {
  canActivate,
  cleanIps,
  counterOf,
  loseStep,
  MAP,
  markUsed,
  sideAt,
  stackOk,
  updateControl,
  type Activation,
  type Ctx,
  type MeiktilaData,
  type MeiktilaOptions,
  type WCtx,
} from './common';
import { attackStageActions } from './combat';
import { allowedFor, destinations, marchStatus, type Destination } from './movement';
import { canTrace, changeSupply, japaneseEdge, supplyDetermination } from './supply';
import { victoryLevel, vpBreakdown } from './victory';

type Def = ActionDefinition<MeiktilaData, MeiktilaOptions>;

// ---------------------------------------------------------------- 4.1 / 5.1
/** 4.1 and 5.1: air power, then the initiative roll. Resets the turn's records. */
/**
 * The game data every turn starts from (4.1): air allocations, replacement and
 * reinforcement counts, the activation cup and the current activation cleared.
 * Set-up starts from it too.
 */
export const TURN_START = {
  airSupply: 0,
  interdiction: { north: 0, south: 0 },
  alliedReplacements: 0,
  alliedReinforcements: 0,
  japaneseReplacements: { north: 0, south: 0 },
  triedThisTurn: [],
  markers: { allied: [], japanese: [] },
  next: null,
  cup: [],
  drawn: [],
  passed: { allied: false, japanese: false },
  bothPassed: false,
  act: null,
  attack: null,
  resolution: null,
  supplyRolled: false,
  zocThisTurn: [],
  marchedThisTurn: [],
} as const satisfies Partial<MeiktilaData>;

export function airPowerPhase(ctx: WCtx): void {
  const d = ctx.data;
  let alliedAir = 0;
  let japaneseAir = 0;
  let sentai = 0;
  let sixes = d.sixes;
  const roll = ctx.random.die(6, 'air power (5.1)');
  if (roll <= 5) alliedAir = Math.min(roll, ALLIED_AIR_UNITS);
  else {
    sixes++;
    if (sixes <= 2) {
      japaneseAir = 1;
      sentai = sixes;
    }
  }
  ctx.emit({ type: 'airPower', roll, alliedAir, japaneseAir, sentai, rule: '5.1' });
  let a = 0;
  let j = 0;
  do {
    a = ctx.random.die(6, 'initiative, Allied (4.1)') + (alliedAir > 0 ? 1 : 0);
    j = ctx.random.die(6, 'initiative, Japanese (4.1)');
  } while (a === j);
  const initiative: Side = a > j ? 'allied' : 'japanese';
  ctx.emit({ type: 'initiative', allied: a, japanese: j, airBonus: alliedAir > 0 ? 1 : 0, winner: initiative, rule: '4.1' });
  ctx.setData({
    ...d,
    ...TURN_START,
    sixes,
    alliedAir,
    alliedAirFree: alliedAir,
    japaneseAir,
    japaneseAirFree: japaneseAir,
    sentai,
    initiative,
  });
  ctx.endPhase();
}

// ---------------------------------------------------------------- 4.2 supply phase
/** 4.2: the Allied player allocates air units first (nothing to allocate: the rolls happen at once). */
export function supplyPhase(ctx: WCtx): void {
  ctx.setActive('allied');
  if (ctx.data.alliedAir === 0) runSupply(ctx, 0, 0, 0);
}

function runSupply(ctx: WCtx, supply: number, north: number, south: number): void {
  const d = ctx.data;
  ctx.setData({ ...d, airSupply: supply, interdiction: { north, south }, alliedAirFree: d.alliedAir - supply - north - south, alliedReplacements: supply, alliedReinforcements: supply, supplyRolled: true });
  ctx.emit({ type: 'airAllocated', supply, north, south, combat: d.alliedAir - supply - north - south, rule: '5.2' });
  supplyDetermination(ctx);
  if (flyInActions(ctx).length === 0) ctx.endPhase();
}

/** Allied reinforcements flown in at reduced strength to an Allied airfield (8.1.1). */
function flyInActions(ctx: Ctx): Action[] {
  if (ctx.data.alliedReinforcements <= 0) return [];
  const out: Action[] = [];
  const waiting = ctx.state.units.filter((u) => u.side === 'allied' && u.at === null && u.box === 'reinforcements');
  if (waiting.length === 0) return [];
  for (const hex of AIRFIELDS) {
    if (ctx.data.control[hex] !== 'allied' || sideAt(ctx, hex, 'japanese').length > 0) continue;
    const here = sideAt(ctx, hex, 'allied').map((u) => u.id);
    for (const u of waiting) if (stackOk([...here, u.id])) out.push({ type: 'flyIn', side: 'allied', unit: u.id, hex });
  }
  return out;
}

/** Legal supply-phase actions. */
export function supplyActions(ctx: Ctx, side: Side): Action[] {
  if (side !== 'allied') return [];
  if (!ctx.data.supplyRolled) {
    const air = ctx.data.alliedAir;
    const out: Action[] = [];
    for (let s = 0; s <= Math.min(2, air); s++) for (let n = 0; n + s <= air; n++) for (let so = 0; so + n + s <= air; so++) out.push({ type: 'allocateAir', side, supply: s, north: n, south: so });
    return out;
  }
  const fly = flyInActions(ctx);
  return fly.length ? [...fly, { type: 'endSupply', side }] : [];
}

// ---------------------------------------------------------------- 4.3 activation cup
/** 4.3 / 6.1.1: choose the turn's markers at random; the initiative player picks the first. */
export function activationSetupPhase(ctx: WCtx): void {
  const d = ctx.data;
  const nA = d.japaneseAttacked ? alliedMarkerCount(ctx.track('supply')) : 1; // 10.1
  const nJ = japaneseMarkerCount(d.initiative === 'japanese');
  const pool = (side: Side) => activationMarkers.filter((m) => m.side === side).map((m) => m.id);
  const allied = ctx.random.shuffle(pool('allied'), 'Allied activation markers for the turn (6.1.1)').slice(0, nA);
  const japanese = ctx.random.shuffle(pool('japanese'), 'Japanese activation markers for the turn (6.1.1)').slice(0, nJ);
  ctx.setData({ ...ctx.data, markers: { allied, japanese } });
  ctx.emit({ type: 'markersChosen', allied: allied.length, japanese: japanese.length, rule: '6.1.1' });
  ctx.setActive(d.initiative);
}

/** 4.3: each activation draws the chosen first marker or one from the cup. */
export function activationPhase(ctx: WCtx): void {
  const d = ctx.data;
  let marker: string;
  let cup = d.cup;
  if (d.next) marker = d.next;
  else {
    const r = ctx.random.drawChit({ id: 'activation-cup', chits: cup }, 'activation marker (4.3)');
    marker = r.chit;
    cup = r.cup.chits;
  }
  const m = markerById.get(marker)!;
  ctx.setData({ ...ctx.data, next: null, cup, drawn: [...d.drawn, marker] });
  const limit = m.kind === 'dieRoll' ? ctx.random.die(6, `units activated by ${marker} (6.1.1)`) : null;
  const act: Activation = { marker, side: m.side, order: null, stage: 'order', stagesDone: 0, limit, used: [], moved: [], attacked: [], entrenched: [], hexesAttacked: [] };
  ctx.setData({ ...ctx.data, act });
  ctx.emit({ type: 'activated', marker, side: m.side, kind: m.kind, ...(limit !== null ? { limit } : {}), rule: '6.1.1' });
  ctx.setActive(m.side);
}

/** The loop guard: another activation while a marker is waiting and not both players passed. */
export function activationsRemain(d: MeiktilaData): boolean {
  return d.next !== null || (d.cup.length > 0 && !d.bothPassed);
}

function finishStage(ctx: WCtx): void {
  const act = ctx.data.act!;
  const done = act.stagesDone + 1;
  if (done >= 2) {
    ctx.setData({ ...ctx.data, act: null });
    ctx.endPhase();
    return;
  }
  ctx.setData({ ...ctx.data, act: { ...act, stagesDone: done, stage: act.stage === 'move' ? 'attack' : 'move' } });
}

/** A reinforcement waiting off map that this activation may roll for (8.1.2, 11.2). */
function reinforcementCandidates(ctx: Ctx): UnitState[] {
  const act = ctx.data.act;
  if (!act || act.side !== 'japanese') return [];
  const m = markerById.get(act.marker)!;
  return ctx.state.units.filter((u) => {
    if (u.side !== 'japanese' || u.at !== null || u.box !== 'reinforcements') return false;
    if (ctx.data.triedThisTurn.includes(u.id) || ctx.data.reserveHeld.includes(u.id)) return false;
    const c = counterOf(u.id);
    if (m.kind === 'all') return true;
    if (m.kind === 'dieRoll') return act.used.length < (act.limit ?? 0);
    return c.activatedBy === null || c.activatedBy === m.formation;
  });
}

/** Entry hexes for a Japanese reinforcement (8.1.2): south-edge road hexes for the 49th Division, any north-edge hex otherwise; the nearest free hex if Allied units hold them. */
export function entryHexes(ctx: Ctx, id: string): string[] {
  const c = counterOf(id);
  const edge = c.arrival === 'south' ? MAP.edges.south! : MAP.edges.north!;
  const free = (cell: number) => sideAt(ctx, MAP.labels[cell]!, 'allied').length === 0 && MAP.terrainTypes[MAP.terrain[cell]!] !== 'lake';
  if (c.arrival !== 'south') return Array.from(edge).filter(free).map((cell) => MAP.labels[cell]!);
  const roadBit = MAP.linkBit('road');
  const roads = Array.from(edge).filter((cell) => [0, 1, 2, 3, 4, 5].some((d) => (MAP.links[cell * 6 + d]! & roadBit) !== 0));
  const out = new Set<string>();
  for (const r of roads) {
    if (free(r)) {
      out.add(MAP.labels[r]!);
      continue;
    }
    let best = Infinity;
    const near: number[] = [];
    for (const e of edge) {
      if (!free(e)) continue;
      const dist = Math.abs(MAP.hexes[e]!.q - MAP.hexes[r]!.q);
      if (dist < best) {
        best = dist;
        near.length = 0;
      }
      if (dist === best) near.push(e);
    }
    for (const n of near) out.add(MAP.labels[n]!);
  }
  return [...out].sort();
}

/** Whether an Allied or Japanese unit may take a replacement now (8.1.3, 8.1.4). */
function canReplace(ctx: Ctx, u: UnitState): boolean {
  const c = counterOf(u.id);
  if (u.at === null || u.steps <= 0 || u.steps >= c.steps || u.flags?.oos === true) return false;
  if (ctx.data.triedThisTurn.includes(u.id) || !canActivate(ctx, u)) return false;
  if (u.side === 'allied') return ctx.data.alliedReplacements > 0 && (c.type === 'infantry' || c.type === 'artillery') && canTrace(ctx, u);
  if (c.type !== 'infantry') return false;
  const edge = japaneseEdge(ctx, u);
  if (!edge) return false;
  return ctx.data.japaneseReplacements[edge] < (edge === 'north' ? 1 : 2);
}

// A unit's move actions, built once per (cached) destination list and forced-march
// status: actions are plain immutable JSON, so the same objects can serve every
// state that has them.
const moveActionCache = new WeakMap<readonly Destination[], Map<string, readonly Action[]>>();

function moveActions(ctx: Ctx, u: UnitState, side: Side): readonly Action[] {
  const dests = destinations(ctx, u);
  const status = marchStatus(ctx.data, u.id);
  let byUnit = moveActionCache.get(dests);
  if (!byUnit) moveActionCache.set(dests, (byUnit = new Map()));
  const key = status === 'free' ? u.id : `${u.id}|${status}`;
  let list = byUnit.get(key);
  if (!list) {
    list = dests.filter((d) => allowedFor(status, d)).map((d): Action => ({ type: 'move', side, unit: u.id, to: d.to, march: d.march }));
    byUnit.set(key, list);
  }
  return list;
}

/** Why a move the unit's range allows is closed to it by an earlier move this turn (6.2.1), or `null`. */
function marchRefusal(ctx: Ctx, u: UnitState, to: string, march: boolean): string | null {
  const status = marchStatus(ctx.data, u.id);
  if (status === 'free' || u.at === null || u.steps <= 0) return null;
  const d = destinations(ctx, u).find((x) => x.to === to && x.march === march);
  if (!d || allowedFor(status, d)) return null;
  return status === 'touched'
    ? `${u.id} may not force march to ${to}: it entered or left an enemy ZOC earlier this turn (6.2.1)`
    : `${u.id} may not move to ${to}: it force-marched earlier this turn, so it may not enter or leave an enemy ZOC for the rest of the turn (6.2.1)`;
}

/** Legal move-stage actions for the acting side. */
export function moveStageActions(ctx: Ctx, side: Side, only?: string): Action[] {
  const act = ctx.data.act!;
  const out: Action[] = [];
  for (const u of ctx.state.units) {
    if (u.side !== side || u.at === null || u.steps <= 0) continue;
    if (only !== undefined && u.id !== only) continue;
    if (!canActivate(ctx, u)) continue;
    const moved = act.moved.includes(u.id);
    const entrenched = act.entrenched.includes(u.id);
    if (!moved && !entrenched) {
      for (const m of moveActions(ctx, u, side)) out.push(m);
      if (!act.attacked.includes(u.id) && u.flags?.oos !== true) {
        const ip = ctx.data.ips[u.at];
        const mine = sideAt(ctx, u.at, side).length;
        if (!ip || (ip.side === side && ip.count < mine)) out.push({ type: 'entrench', side, unit: u.id });
      }
    }
    if (canReplace(ctx, u)) out.push({ type: 'replace', side, unit: u.id });
  }
  if (only === undefined) {
    for (const u of reinforcementCandidates(ctx)) out.push({ type: 'callReinforcement', side, unit: u.id });
    out.push({ type: 'endMove', side });
  }
  return out;
}

/** Every legal action for a side during the activation loop. */
export function activationActions(ctx: Ctx, side: Side): Action[] {
  const act = ctx.data.act;
  if (!act || act.side !== side) return [];
  if (act.stage === 'order') return [{ type: 'chooseOrder', side, order: 'moveAttack' }, { type: 'chooseOrder', side, order: 'attackMove' }, { type: 'pass', side }];
  if (act.stage === 'move') return moveStageActions(ctx, side);
  return attackStageActions(ctx, side);
}

function listed(ctx: WCtx, a: Action, list: Action[], code: string, message: string, rule: string): void {
  if (!list.some((x) => sameJson(x, a))) ctx.reject(code, message, rule);
}

const unitField = z.object({ unit: z.string().min(1) });

function stage(ctx: WCtx, s: Activation['stage'], what: string, rule: string): Activation {
  const act = ctx.data.act;
  if (!act || act.stage !== s || ctx.phase !== 'activation') ctx.reject('not-now', `${what} only in the ${s} stage of an activation (${rule})`, rule);
  if (ctx.data.attack) ctx.reject('not-now', `finish the attack on ${ctx.data.attack.hex} first (6.5)`, '6.5');
  return act!;
}

/** Turn-sequence actions. */
export const turnActions: Record<string, Def> = {
  allocateAir: {
    schema: z.object({ supply: z.number().int().min(0).max(2), north: z.number().int().min(0), south: z.number().int().min(0) }),
    apply(ctx, a) {
      if (ctx.phase !== 'supply' || ctx.data.supplyRolled) ctx.reject('not-now', 'air units are allocated once, at the start of the Supply Phase (4.2)', '4.2');
      listed(ctx, a, supplyActions(ctx, 'allied'), 'too-many-air', `only ${ctx.data.alliedAir} Allied air unit(s) this turn, at most 2 on Air Supply (5.2.1)`, '5.2.1');
      runSupply(ctx, a.supply as number, a.north as number, a.south as number);
    },
  },
  flyIn: {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    apply(ctx, a) {
      if (ctx.phase !== 'supply' || !ctx.data.supplyRolled) ctx.reject('not-now', 'reinforcements fly in during the Supply Phase (8.1.1)', '8.1.1');
      listed(ctx, a, flyInActions(ctx), 'no-fly-in', `${String(a.unit)} cannot fly in to ${String(a.hex)}: it needs an Air Supply step and an Allied-controlled airfield with room (8.1.1)`, '8.1.1');
      ctx.updateUnit(a.unit as string, { at: a.hex as string, steps: 1, box: 'map' });
      ctx.setData({ ...ctx.data, alliedReinforcements: ctx.data.alliedReinforcements - 1 });
      ctx.emit({ type: 'flownIn', unit: a.unit as string, hex: a.hex as string, rule: '8.1.1' });
      if (flyInActions(ctx).length === 0) ctx.endPhase();
    },
  },
  endSupply: {
    schema: z.object({}),
    apply(ctx) {
      if (ctx.phase !== 'supply' || !ctx.data.supplyRolled) ctx.reject('not-now', 'the Supply Phase ends after the Supply Table roll (4.2)', '4.2');
      ctx.endPhase();
    },
  },
  chooseFirst: {
    schema: z.object({ marker: z.string().min(1) }),
    apply(ctx, a) {
      const d = ctx.data;
      if (ctx.phase !== 'activationSetup' || a.side !== d.initiative) ctx.reject('not-now', 'the player with the initiative picks the first formation to activate (4.3)', '4.3');
      const mine = d.markers[a.side as Side];
      if (!mine.includes(a.marker as string)) ctx.reject('not-a-marker', `${String(a.marker)} is not one of your activation markers this turn (${mine.join(', ')}) (6.1.1)`, '6.1.1');
      const cup = [...d.markers.allied, ...d.markers.japanese].filter((m) => m !== a.marker);
      ctx.setData({ ...d, next: a.marker as string, cup });
      ctx.endPhase();
    },
  },
  chooseOrder: {
    schema: z.object({ order: z.enum(['moveAttack', 'attackMove']) }),
    apply(ctx, a) {
      const act = stage(ctx, 'order', 'the turn sequence is chosen', '6.1.1');
      ctx.setData({ ...ctx.data, passed: { ...ctx.data.passed, [act.side]: false }, act: { ...act, order: a.order as 'moveAttack', stage: a.order === 'moveAttack' ? 'move' : 'attack' } });
      ctx.emit({ type: 'orderChosen', marker: act.marker, order: a.order as string, rule: '6.1.1' });
    },
  },
  pass: {
    schema: z.object({}),
    apply(ctx) {
      const act = stage(ctx, 'order', 'a player passes', '4.3');
      const passed = { ...ctx.data.passed, [act.side]: true };
      const both = passed.allied && passed.japanese;
      ctx.setData({ ...ctx.data, passed, bothPassed: both, cup: both ? [] : ctx.data.cup, act: null });
      ctx.emit({ type: 'passed', side: act.side, marker: act.marker, bothPassed: both, rule: '4.3' });
      ctx.endPhase();
    },
  },
  endMove: {
    schema: z.object({}),
    apply(ctx) {
      stage(ctx, 'move', 'movement ends', '6.2');
      finishStage(ctx);
    },
  },
  endAttacks: {
    schema: z.object({}),
    apply(ctx) {
      stage(ctx, 'attack', 'attacks end', '6.5');
      finishStage(ctx);
    },
  },
  move: {
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1), march: z.boolean() }),
    apply(ctx, a) {
      stage(ctx, 'move', 'units move', '6.2');
      const id = a.unit as string;
      if (!counterById.has(id)) ctx.reject('unknown-unit', `there is no unit "${id}"`, '6.2');
      const act = ctx.data.act!;
      const mover = ctx.unit(id);
      if (mover.side === a.side && canActivate(ctx, mover) && !act.moved.includes(id) && !act.entrenched.includes(id)) {
        const why = marchRefusal(ctx, mover, a.to as string, a.march as boolean);
        if (why) ctx.reject('forced-march', why, '6.2.1');
      }
      listed(ctx, a, moveStageActions(ctx, a.side as Side, id), 'illegal-move', `${id} may not move to ${String(a.to)}${a.march ? ' by forced march' : ''}: not activated, already moved, out of reach, enemy-occupied or prohibited (6.2, 6.2.1, 6.3, 6.4)`, '6.2');
      const u = ctx.unit(id);
      const from = u.at;
      const dest = destinations(ctx, u).find((x) => x.to === a.to && x.march === a.march)!;
      // 6.2.1: remember for the rest of the turn that the unit touched enemy ZOC, or force-marched.
      const d = ctx.data;
      if (a.march && !d.marchedThisTurn.includes(id)) ctx.setData({ ...d, marchedThisTurn: [...d.marchedThisTurn, id] });
      else if (dest.zoc && !d.zocThisTurn.includes(id)) ctx.setData({ ...d, zocThisTurn: [...d.zocThisTurn, id] });
      ctx.updateUnit(id, { at: a.to as string });
      markUsed(ctx, id, { moved: [...ctx.data.act!.moved, id] });
      ctx.emit({ type: 'moved', unit: id, from, to: a.to as string, forcedMarch: a.march as boolean, enemyZoc: dest.zoc, rule: a.march ? '6.2.1' : '6.2' });
      updateControl(ctx);
      cleanIps(ctx);
    },
  },
  entrench: {
    schema: unitField,
    apply(ctx, a) {
      stage(ctx, 'move', 'improved positions are built', '8.4');
      const id = a.unit as string;
      if (!counterById.has(id)) ctx.reject('unknown-unit', `there is no unit "${id}"`, '8.4');
      listed(ctx, a, moveStageActions(ctx, a.side as Side, id), 'no-entrench', `${id} cannot build an improved position: it must be activated, in supply, not have moved or attacked, and the hex may hold no more positions than units (8.4)`, '8.4');
      const hex = ctx.unit(id).at!;
      const ip = ctx.data.ips[hex];
      ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [hex]: { side: a.side as Side, count: (ip?.count ?? 0) + 1 } } });
      markUsed(ctx, id, { entrenched: [...ctx.data.act!.entrenched, id] });
      ctx.emit({ type: 'entrenched', unit: id, hex, rule: '8.4' });
    },
  },
  replace: {
    schema: unitField,
    apply(ctx, a) {
      stage(ctx, 'move', 'replacements are taken', '8.1.3');
      const id = a.unit as string;
      if (!counterById.has(id)) ctx.reject('unknown-unit', `there is no unit "${id}"`, '8.1.3');
      listed(ctx, a, moveStageActions(ctx, a.side as Side, id), 'no-replacement', `${id} cannot take a replacement: it must be a reduced, activated, in-supply infantry${a.side === 'allied' ? ' or artillery' : ''} unit, within this turn's limits (8.1.3, 8.1.4)`, a.side === 'allied' ? '8.1.3' : '8.1.4');
      const u = ctx.unit(id);
      const d = ctx.data;
      markUsed(ctx, id);
      if (u.side === 'allied') {
        ctx.setData({ ...ctx.data, alliedReplacements: d.alliedReplacements - 1, triedThisTurn: [...d.triedThisTurn, id] });
        ctx.updateUnit(id, { steps: counterOf(id).steps, flags: { noAttack: true } });
        ctx.emit({ type: 'replaced', unit: id, rule: '8.1.3' });
        return;
      }
      const edge = japaneseEdge(ctx, u)!;
      const r = ctx.random.die(6, `Japanese replacement ${id} (8.1.4)`);
      const ok = r + d.interdiction[edge] <= 4;
      ctx.setData({ ...ctx.data, japaneseReplacements: { ...d.japaneseReplacements, [edge]: d.japaneseReplacements[edge] + 1 }, triedThisTurn: [...d.triedThisTurn, id] });
      if (ok) ctx.updateUnit(id, { steps: counterOf(id).steps, flags: { noAttack: true } });
      ctx.emit({ type: ok ? 'replaced' : 'replacementFailed', unit: id, roll: r, modifier: d.interdiction[edge], rule: '8.1.4' });
    },
  },
  callReinforcement: {
    schema: unitField,
    apply(ctx, a) {
      stage(ctx, 'move', 'reinforcements are called', '8.1.2');
      const id = a.unit as string;
      if (!reinforcementCandidates(ctx).some((u) => u.id === id) || a.side !== 'japanese') ctx.reject('no-reinforcement', `${id} cannot be called now: its formation's marker must be drawn, and each unit rolls once a turn (8.1.2)`, '8.1.2');
      const d = ctx.data;
      const variant = counterOf(id).arrival === 'variant' && ctx.options.kimura;
      const r = ctx.random.die(6, `reinforcement ${id} (${variant ? '11.2' : '8.1.2'})`);
      const ok = r !== 6 && (variant ? r < ctx.turn : r <= ctx.turn);
      ctx.setData({ ...ctx.data, triedThisTurn: [...d.triedThisTurn, id], reserveHeld: variant && r === 6 ? [...d.reserveHeld, id] : d.reserveHeld });
      ctx.emit({ type: ok ? 'reinforcementReleased' : 'reinforcementDelayed', unit: id, roll: r, turn: ctx.turn, rule: variant ? '11.2' : '8.1.2' });
      if (!ok) return;
      markUsed(ctx, id);
      const hexes = entryHexes(ctx, id);
      if (hexes.length === 0) return;
      ctx.decide({ side: 'japanese', kind: 'enterAt', prompt: `Where does ${id} enter? (8.1.2)`, rule: '8.1.2', options: hexes.map((hex) => ({ type: 'enterAt', side: 'japanese', unit: id, hex })) });
    },
  },
  enterAt: {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    apply(ctx, a) {
      if (ctx.state.pending?.kind !== 'enterAt') ctx.reject('no-decision', 'there is no reinforcement waiting to enter (8.1.2)', '8.1.2');
      ctx.clearDecision();
      ctx.updateUnit(a.unit as string, { at: a.hex as string, box: 'map' });
      ctx.emit({ type: 'entered', unit: a.unit as string, hex: a.hex as string, rule: '8.1.2' });
      updateControl(ctx);
    },
  },
};

// ---------------------------------------------------------------- 4.4 end phase
/** 4.4: stacking (6.3), interdiction cleared, Supply Level roll, markers removed, VP for the turn (9.1). */
export function endPhase(ctx: WCtx): void {
  // 6.3: units in violation at the end of the turn are eliminated.
  const hexes = new Map<string, string[]>();
  for (const u of ctx.state.units) if (u.at !== null && u.steps > 0) hexes.set(u.at, [...(hexes.get(u.at) ?? []), u.id]);
  for (const [hex, ids] of hexes) {
    const left = [...ids];
    while (!stackOk(left)) {
      const victim = left.pop()!;
      ctx.emit({ type: 'overstacked', unit: victim, hex, rule: '6.3' });
      while (ctx.unit(victim).steps > 0) loseStep(ctx, victim, 'overstacked at the end of the turn (6.3)');
    }
  }
  ctx.setData({ ...ctx.data, interdiction: { north: 0, south: 0 } });
  const r = ctx.random.die(6, 'end-phase Supply Level reduction (7.1.1)');
  changeSupply(ctx, r % 2 === 0 ? -1 : -2, `end-phase roll ${r}, ${r % 2 === 0 ? 'even: -1' : 'odd: -2'} (7.1.1)`);
  for (const u of ctx.state.units) {
    const f = u.flags;
    if (f && (f.oos || f.fired || f.noAttack)) ctx.updateUnit(u.id, { flags: { oos: false, fired: false, noAttack: false } });
  }
  if (ctx.track('supply') <= 0) {
    ctx.addToTrack('vp.japanese', 1);
    const s = ctx.data.scoring;
    ctx.setData({ ...ctx.data, scoring: { ...s, japanese: { ...s.japanese, supplyZero: s.japanese.supplyZero + 1 } } });
    ctx.emit({ type: 'vp', side: 'japanese', vp: 1, why: 'Allied Supply Level 0 at the end of the turn', rule: '9.1' });
  }
  updateControl(ctx);
  // 9.1, 9.2: the final score, for the log, once the last turn is over.
  if (ctx.turn >= TURNS) {
    const vp = vpBreakdown(ctx);
    for (const side of ['allied', 'japanese'] as const) ctx.emit({ type: 'finalVp', side, ...vp[side], rule: '9.1' });
    const diff = vp.allied.total - vp.japanese.total;
    ctx.emit({ type: 'victoryLevel', ...victoryLevel(diff), allied: vp.allied.total, japanese: vp.japanese.total, difference: diff, rule: '9.2' });
  }
  ctx.endPhase();
}
