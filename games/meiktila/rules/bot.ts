/**
 * Heuristic bot hooks: attack at good odds, hold and take the airfields and
 * Meiktila, move toward objectives, use air supply and air strikes sensibly.
 *
 * @module
 */
import type { Action, MatchView, UnitState } from '../../../src/engine';
import { counters, type Side } from '../data/counters';
import { markerById } from '../data/tables';
import { combatSums, eligibleAttackers } from './combat';
import { counterOf, distance, enemyOf, factorsOf, MAP, neighboursOf, OBJECTIVES, stackOk, type Ctx, type MeiktilaData } from './common';

/** North-edge hexes on a road (the Mandalay road, the Seywa and Mahlaing roads). */
const ROAD_EDGE: ReadonlySet<string> = (() => {
  const bit = MAP.linkBit('road');
  const out = new Set<string>();
  for (const c of MAP.edges.north!) for (let d = 0; d < 6; d++) if ((MAP.links[c * 6 + d]! & bit) !== 0) out.add(MAP.labels[c]!);
  return out;
})();

/** A read context over a side's view (Meiktila hides nothing). */
function viewCtx(v: MatchView<MeiktilaData>): Ctx {
  const units = v.units;
  const byId = new Map(units.map((u) => [u.id, u]));
  const byHex = new Map<string, UnitState[]>();
  for (const u of units) if (u.at) byHex.set(u.at, [...(byHex.get(u.at) ?? []), u]);
  return {
    state: { units, tracks: v.tracks, pending: null } as never,
    data: v.data as MeiktilaData,
    options: { banzai: true, kimura: false, multiRollRetreat: false },
    turn: v.turn,
    phase: v.phase,
    active: v.active,
    map: undefined as never,
    counter: (id: string) => counterOf(id),
    unit: (id: string) => byId.get(id)!,
    units: (f?: (u: UnitState) => boolean) => (f ? units.filter(f) : [...units]),
    unitsAt: (l: string) => byHex.get(l) ?? [],
    track: (n: string) => v.tracks[n] ?? 0,
  } as unknown as Ctx;
}

const ctxCache = new WeakMap<object, Ctx>();
function ctxOf(v: MatchView<MeiktilaData>): Ctx {
  let c = ctxCache.get(v);
  if (!c) {
    c = viewCtx(v);
    ctxCache.set(v, c);
  }
  return c;
}

/** Objectives a side wants to reach: Japanese the ones they do not hold, Allied the ones they hold. */
function targets(ctx: Ctx, side: Side): string[] {
  const want = OBJECTIVES.filter((h) => (side === 'japanese' ? ctx.data.control[h] !== 'japanese' : ctx.data.control[h] === 'allied'));
  return want.length ? want : [...OBJECTIVES];
}

function nearest(hex: string, list: readonly string[]): number {
  let best = Infinity;
  for (const h of list) best = Math.min(best, distance(hex, h));
  return best;
}

function enemyAdjacent(ctx: Ctx, hex: string, side: Side): number {
  let n = 0;
  for (const l of neighboursOf(hex)) n += ctx.unitsAt(l).filter((u) => u.side === enemyOf(side) && u.steps > 0).length;
  return n;
}

const MEIKTILA_HEX = OBJECTIVES[0]!;

/** How many of a side's units stand on or next to a hex. */
function around(ctx: Ctx, hex: string, side: Side): number {
  let n = ctx.unitsAt(hex).filter((u) => u.side === side).length;
  for (const l of neighboursOf(hex)) n += ctx.unitsAt(l).filter((u) => u.side === side).length;
  return n;
}

/** Allied infantry battalions of the set-up brigades, to test whether a hex still has room for one. */
const BRIGADE_INFANTRY: readonly string[] = counters.filter((c) => c.side === 'allied' && c.arrival === 'setup' && c.type === 'infantry' && c.activatedBy !== '255 Tank Bde').map((c) => c.id);

/**
 * Allied set-up (10.1): garrison Meiktila first, then every airfield, spreading
 * units so that each objective is held, keeping room in each objective hex for
 * a brigade's battalions (no two-formation stacks there); one artillery unit at
 * most per hex, in or next to the city (in range of it); armour on the
 * airfields. Units next to an objective help less; a town on its own is worth little.
 */
function alliedPlacement(ctx: Ctx, id: string, hex: string): number {
  const type = counterOf(id).type;
  const here = ctx.unitsAt(hex).filter((u) => u.side === 'allied').map((u) => u.id);
  const objective = OBJECTIVES.includes(hex);
  let s: number;
  if (objective) s = 10 - 3 * here.length + (hex === MEIKTILA_HEX ? 4 : 0);
  else if (nearest(hex, OBJECTIVES) === 1) {
    const o = OBJECTIVES.filter((x) => distance(x, hex) === 1);
    s = 4 - 2 * here.length - Math.min(...o.map((x) => around(ctx, x, 'allied'))) * 0.3;
  } else s = -2;
  if (type === 'artillery') {
    const artyHere = here.some((x) => counterOf(x).type === 'artillery');
    s += artyHere ? -6 : distance(hex, MEIKTILA_HEX) <= 1 ? 3 : -2;
  }
  if (type === 'armour' && objective && hex !== MEIKTILA_HEX) s += 1;
  // An objective stack that could no longer take a brigade's battalion is a thin garrison.
  const after = [...here, id];
  if (objective && after.length < 4 && !BRIGADE_INFANTRY.some((x) => !after.includes(x) && stackOk([...after, x]))) s -= 5;
  return s;
}

/**
 * Japanese set-up (10.2): the north-edge hex on the most promising approach:
 * close to an objective the Allies hold thinly (distance plus twice the Allied
 * units on or next to it), on a road if possible, the regiment kept together.
 */
function japanesePlacement(ctx: Ctx, hex: string): number {
  let best = Infinity;
  for (const o of OBJECTIVES) best = Math.min(best, distance(hex, o) + 2 * around(ctx, o, 'allied'));
  const here = ctx.unitsAt(hex).filter((u) => u.side === 'japanese').length;
  return -best + (ROAD_EDGE.has(hex) ? 1 : 0) + here * 0.5;
}

/** Scores an action for a side: higher is better. */
export function score(view: MatchView<MeiktilaData>, a: Action, sideName: string): number {
  const ctx = ctxOf(view);
  const side = sideName as Side;
  const d = ctx.data;
  switch (a.type) {
    case 'place':
      return side === 'allied' ? alliedPlacement(ctx, a.unit as string, a.hex as string) : japanesePlacement(ctx, a.hex as string);
    case 'placeImprovedPosition':
      return 20; // 10.2: a free improved position for every unit set up
    case 'finishSetup':
      return 0;
    case 'allocateAir': {
      const s = a.supply as number;
      const combat = d.alliedAir - s - (a.north as number) - (a.south as number);
      return s * 3 + combat * 1 + ((a.north as number) + (a.south as number)) * 0.4;
    }
    case 'flyIn':
      return 5 - nearest(a.hex as string, [OBJECTIVES[0]!]) * 0.1;
    case 'chooseFirst': {
      const k = markerById.get(a.marker as string)!.kind;
      return k === 'all' ? 3 : k === 'formation' ? 2 : 1;
    }
    case 'chooseOrder': {
      const engaged = ctx.state.units.some((u) => u.side === side && u.at && u.steps > 0 && enemyAdjacent(ctx, u.at, side) > 0);
      return a.order === 'attackMove' ? (engaged ? 2 : 0.5) : 1;
    }
    case 'pass':
      return -5;
    case 'move': {
      const u = ctx.unit(a.unit as string);
      const to = a.to as string;
      const t = targets(ctx, side);
      let s = nearest(u.at!, t) - nearest(to, t);
      if (side === 'allied' && OBJECTIVES.includes(u.at!) && ctx.unitsAt(u.at!).filter((x) => x.side === side).length <= 1) s -= 4;
      if (OBJECTIVES.includes(to) && d.control[to] !== side) s += 5;
      const here = ctx.unitsAt(to).filter((x) => x.side === side).map((x) => x.id);
      if (!stackOk([...here, u.id])) s -= 100;
      if (a.march) s -= 0.3;
      if (side === 'allied' && nearest(to, OBJECTIVES) > 1) s -= 1;
      return s;
    }
    case 'endMove':
    case 'endAttacks':
    case 'endSupply':
    case 'defDone':
      return 0;
    case 'entrench': {
      const u = ctx.unit(a.unit as string);
      return OBJECTIVES.includes(u.at!) || enemyAdjacent(ctx, u.at!, side) > 0 ? 1.5 : -0.5;
    }
    case 'replace':
    case 'callReinforcement':
      return 6;
    case 'enterAt':
      return -nearest(a.hex as string, targets(ctx, side)) * 0.1;
    case 'declareAttack': {
      const hex = a.hex as string;
      const att = eligibleAttackers(ctx, hex);
      let sum = 0;
      let armour = 0;
      for (const u of att) {
        sum += factorsOf(u).attack ?? 0;
        if (counterOf(u.id).type === 'armour') armour++;
      }
      let def = 0;
      for (const u of ctx.unitsAt(hex)) if (u.side !== side) def += factorsOf(u).defence + 1;
      const ratio = sum / Math.max(1, def) + armour * 0.5;
      return ratio * 2 - 3 + (OBJECTIVES.includes(hex) ? 1 : 0);
    }
    case 'addAttacker':
      return 3;
    case 'banzai':
      return ctx.unit(a.unit as string).steps >= counterOf(a.unit as string).steps ? 0.5 : -1;
    case 'addArtillery':
      return side === 'allied' && ctx.track('supply') < 4 ? -1 : 2;
    case 'addAir': {
      const plan = d.attack!;
      const sums = combatSums(ctx, plan, d.act?.order === 'attackMove');
      return sums.columnIndex < 5 ? 2 : -1;
    }
    case 'resolveAttack':
      return 1;
    case 'cancelAttack':
      return -2;
    case 'defArtillery':
      return side === 'allied' && ctx.track('supply') < 4 ? -1 : 2;
    case 'defAir':
      return 2;
    case 'takeLoss': {
      const u = ctx.unit(a.unit as string);
      return OBJECTIVES.includes(u.at!) && u.steps > 1 && d.resolution?.stage === 'defender' ? 3 : 1;
    }
    case 'retreat':
      return 2;
    case 'retreatTo':
      return -nearest(a.to as string, side === 'allied' ? OBJECTIVES : targets(ctx, side)) * 0.1;
    case 'advance':
      return d.resolution && OBJECTIVES.includes(d.resolution.hex) ? 3 : 1;
    case 'noAdvance':
      return 0.5;
    default:
      return 0;
  }
}
