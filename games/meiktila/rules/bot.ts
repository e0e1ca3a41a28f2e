/**
 * Heuristic bot hooks: attack at good odds, hold and take the airfields and
 * Meiktila, move toward objectives, use air supply and air strikes sensibly.
 *
 * @module
 */
import type { Action, MatchView, UnitState } from '../../../src/engine';
import type { Side } from '../data/counters';
import { markerById } from '../data/tables';
import { combatSums, eligibleAttackers } from './combat';
import { counterOf, distance, enemyOf, factorsOf, neighboursOf, OBJECTIVES, stackOk, type Ctx, type MeiktilaData } from './common';

/** A read context over a side's view (Meiktila hides nothing). */
function viewCtx(v: MatchView<MeiktilaData>): Ctx {
  const units = v.units;
  const byId = new Map(units.map((u) => [u.id, u]));
  const byHex = new Map<string, UnitState[]>();
  for (const u of units) if (u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u]);
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

/** Scores an action for a side: higher is better. */
export function score(view: MatchView<MeiktilaData>, a: Action, sideName: string): number {
  const ctx = ctxOf(view);
  const side = sideName as Side;
  const d = ctx.data;
  switch (a.type) {
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
      const engaged = ctx.state.units.some((u) => u.side === side && u.hex && u.steps > 0 && enemyAdjacent(ctx, u.hex, side) > 0);
      return a.order === 'attackMove' ? (engaged ? 2 : 0.5) : 1;
    }
    case 'pass':
      return -5;
    case 'move': {
      const u = ctx.unit(a.unit as string);
      const to = a.to as string;
      const t = targets(ctx, side);
      let s = nearest(u.hex!, t) - nearest(to, t);
      if (side === 'allied' && OBJECTIVES.includes(u.hex!) && ctx.unitsAt(u.hex!).filter((x) => x.side === side).length <= 1) s -= 4;
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
      return OBJECTIVES.includes(u.hex!) || enemyAdjacent(ctx, u.hex!, side) > 0 ? 1.5 : -0.5;
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
      return OBJECTIVES.includes(u.hex!) && u.steps > 1 && d.resolution?.stage === 'defender' ? 3 : 1;
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
