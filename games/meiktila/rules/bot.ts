/**
 * Heuristic bot hooks: attack at good odds, hold and take the airfields and
 * Meiktila, move toward objectives, use air supply, interdiction, air strikes
 * and Banzai charges when they pay. They read only their side's view.
 *
 * @module
 */
import type { BotContext } from 'hexwar';
import { type CombatUnderWay } from 'hexwar/combat';
import { hexMoveScore, verbScores, type CoreActions, type PayloadsOf } from 'hexwar/bots';
import { counters, type Side } from '../data/counters';
import { markerById } from '../data/tables';
import { combat, eligibleAttackers } from './combat';
import { counterOf, enemyOf, OBJECTIVES, stackOk } from './common';
import { japaneseEdge } from './supply';
import { moveStage, supplyVerbs } from './turn';
import type { G } from './types';

type B = BotContext<G>;

/** Objectives a side wants to reach: Japanese the ones they do not hold, Allied the ones they hold. */
export function targets(ctx: B, side: Side): readonly string[] {
  const want = OBJECTIVES.filter((h) => (side === 'japanese' ? ctx.data.control[h] !== 'japanese' : ctx.data.control[h] === 'allied'));
  return want.length ? want : OBJECTIVES;
}

const nearest = (ctx: B, hex: string, list: readonly string[]): number => {
  let d = Infinity;
  for (const h of list) d = Math.min(d, ctx.board.distance(hex, h));
  return d;
};
const enemiesNext = (ctx: B, hex: string, side: string): number => ctx.board.neighbours(hex).reduce((n, l) => n + ctx.board.sideAt(l, enemyOf(side)).length, 0);
const around = (ctx: B, hex: string, side: string): number => ctx.board.sideAt(hex, side).length + ctx.board.neighbours(hex).reduce((n, l) => n + ctx.board.sideAt(l, side).length, 0);

/** Allied infantry battalions of the set-up brigades, to test whether a hex still has room for one. */
const BRIGADE_INFANTRY: readonly string[] = counters.filter((c) => c.side === 'allied' && c.arrival === 'setup' && c.type === 'infantry' && c.activatedBy !== '255 Tank Bde').map((c) => c.id);

/**
 * Allied set-up (10.1): garrison Meiktila first, then every airfield, keeping
 * room in each objective hex for a brigade; one artillery unit at most per hex,
 * in or next to the city; armour on the airfields.
 */
function alliedPlacement(ctx: B, id: string, hex: string): number {
  const type = counterOf(id).type;
  const here = ctx.board.sideAt(hex, 'allied').map((u) => u.id);
  const meiktila = OBJECTIVES[0]!;
  let s: number;
  if (OBJECTIVES.includes(hex)) s = 10 - 3 * here.length + (hex === meiktila ? 4 : 0);
  else if (nearest(ctx, hex, OBJECTIVES) === 1) s = 4 - 2 * here.length - Math.min(...OBJECTIVES.filter((x) => ctx.board.distance(x, hex) === 1).map((x) => around(ctx, x, 'allied'))) * 0.3;
  else s = -2;
  if (type === 'artillery') s += here.some((x) => counterOf(x).type === 'artillery') ? -6 : ctx.board.distance(hex, meiktila) <= 1 ? 3 : -2;
  if (type === 'armour' && OBJECTIVES.includes(hex) && hex !== meiktila) s += 1;
  const after = [...here, id];
  if (OBJECTIVES.includes(hex) && after.length < 4 && !BRIGADE_INFANTRY.some((x) => !after.includes(x) && stackOk([...after, x]))) s -= 5;
  return s;
}

/**
 * Japanese set-up (10.2): the north-edge approaches toward thinly held
 * objectives, in pairs (scores are coarse on purpose, so the bot's seeded
 * choice among equal hexes varies the set-up from game to game).
 */
function japanesePlacement(ctx: B, hex: string): number {
  const best = Math.min(...OBJECTIVES.map((o) => ctx.board.distance(hex, o) + 2 * around(ctx, o, 'allied')));
  const here = ctx.board.sideAt(hex, 'japanese').length;
  return -Math.round(best / 4) + (ctx.board.hasLink(hex, 'road') ? 1 : 0) + (here === 1 ? 1 : here >= 2 ? -1 : 0);
}

/** The value of an air unit interdicting an edge (5.2.2): each Japanese unit supplied from it is likelier to be cut off. */
function interdictionValue(ctx: B, edge: 'north' | 'south'): number {
  const tracing = ctx.board.unitsOf('japanese').filter((u) => japaneseEdge(ctx, u) === edge).length;
  return 0.25 * tracing;
}

/** The fields of the actions the bot scores, by verb: Meiktila's own, the core's, and the Banzai charge's unit (11.1); supports are scored without reading their fields. */
type Actions = PayloadsOf<typeof supplyVerbs & typeof moveStage> &
  CoreActions &
  Record<'placeImprovedPosition' | 'addArtillery' | 'defArtillery' | 'addAir' | 'defAir', object> & {
    /** A Banzai charge (11.1). */
    readonly banzai: {
      /** The unit that charges. */
      readonly unit: string;
    };
  };

const engaged = (ctx: B, side: string): number => ctx.board.unitsOf(side).filter((u) => enemiesNext(ctx, u.at, side) > 0).length;

/** Scores an action for the bot's side, verb by verb: higher is better. */
export const score = verbScores<G, Actions>({
  place: (ctx, a) => (ctx.side === 'allied' ? alliedPlacement(ctx, a.unit, a.hex) : japanesePlacement(ctx, a.hex)),
  placeImprovedPosition: () => 20, // 10.2: a free improved position for every unit set up
  allocateAir(ctx, a) {
    const combatAir = ctx.data.alliedAir - a.supply - a.north - a.south;
    // Air for combat pays only where units are in contact; a second unit on one edge adds nothing.
    return a.supply * 3 + Math.min(combatAir, Math.ceil(engaged(ctx, 'allied') / 2)) + (a.north > 0 ? interdictionValue(ctx, 'north') : 0) + (a.south > 0 ? interdictionValue(ctx, 'south') : 0) - (a.north > 1 ? 1 : 0) - (a.south > 1 ? 1 : 0);
  },
  flyIn: (ctx, a) => 5 - ctx.board.distance(a.hex, OBJECTIVES[0]!) * 0.1,
  chooseFirst(_ctx, a) {
    const k = markerById.get(a.marker)!.kind;
    return k === 'all' ? 3 : k === 'formation' ? 2 : 1;
  },
  chooseOrder: (ctx, a) => (a.order === 'attackMove' ? (engaged(ctx, ctx.side) > 0 ? 2 : 0.5) : 1),
  move(ctx, a) {
    // The core's score towards the objectives, never overstacked (6.3), marching only when it pays, the Allies staying close.
    let s = hexMoveScore(ctx, a);
    if (!ctx.board.room(a.to, ctx.unit(a.unit))) s -= 100;
    if (a.march) s -= 0.3;
    if (ctx.side === 'allied' && nearest(ctx, a.to, OBJECTIVES) > 1) s -= 1;
    return s;
  },
  entrench(ctx, a) {
    const u = ctx.unit(a.unit);
    return OBJECTIVES.includes(u.at!) || enemiesNext(ctx, u.at!, ctx.side) > 0 ? 1.5 : -0.5;
  },
  replace: () => 6,
  callReinforcement: () => 6,
  declareAttack(ctx, a) {
    let sum = 0;
    let armour = 0;
    for (const u of eligibleAttackers(ctx, a.hex, ctx.side)) {
      sum += ctx.factors(u).attack ?? 0;
      if (counterOf(u.id).type === 'armour') armour++;
    }
    const def = ctx.board.unitsAt(a.hex).reduce((s, u) => s + ctx.factors(u).defence + 1, 0);
    return (sum / Math.max(1, def) + armour * 0.5) * 2 - 3 + (OBJECTIVES.includes(a.hex) ? 1 : 0);
  },
  banzai(ctx, a) {
    // 11.1: worth it when doubling this unit moves the odds a column, and the unit is at full strength.
    const c = ctx.frame<CombatUnderWay>('attack')!;
    const before = combat.tally(ctx, c);
    const after = combat.tally(ctx, { ...c, specials: { ...c.specials, banzai: [...(c.specials.banzai ?? []), a.unit] } });
    const gain = Math.floor(after.attack / Math.max(1, after.defence)) - Math.floor(before.attack / Math.max(1, before.defence));
    return gain > 0 && ctx.unit(a.unit).steps >= counterOf(a.unit).steps ? 2.5 : -1;
  },
  addArtillery: (ctx) => artillery(ctx),
  defArtillery: (ctx) => artillery(ctx),
  addAir(ctx) {
    const t = combat.tally(ctx, ctx.frame<CombatUnderWay>('attack')!);
    return t.attack / Math.max(1, t.defence) < 5 ? 2 : -1;
  },
  defAir: () => 2,
  takeLoss(ctx, a) {
    const u = ctx.unit(a.unit);
    return OBJECTIVES.includes(u.at!) && u.steps > 1 && ctx.decision?.kind === 'lossOrRetreat' && !ctx.frame<{ attackers: string[] }>('combatResult')?.attackers.includes(u.id) ? 3 : 1;
  },
  retreatTo: (ctx, a) => -nearest(ctx, a.to, ctx.side === 'allied' ? OBJECTIVES : targets(ctx, ctx.side)) * 0.1,
});

/** Artillery support, worth it unless the Allies' Supply Level is low. */
const artillery = (ctx: B): number => (ctx.side === 'allied' && ctx.track('supply') < 4 ? -1 : 2);
