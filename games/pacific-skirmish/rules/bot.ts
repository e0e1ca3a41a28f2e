/**
 * Bots: samplers for the open fields (a path, a facing, a point along a move)
 * that the fuzzer and the random bot draw from, and the heuristic bot's
 * candidates and scores. The Americans push for the village well using cover;
 * the Japanese hold their ground and shoot; both pick the shot with the best
 * expected effect, and send the nearest free men to a machinegun, mortar or
 * vehicle that waits for a crew (Special Rule 7, card 5), then re-crew it.
 * Bots read only their side's view.
 *
 * @module
 */
import { derive, type Action, type ActionDescriptor, type BotContext } from 'hexwar';
import {
  dangerAt, fireWorth, figureDistance, coverFrom, inArc, nearestEnemy as nearestOf, pointDistance,
  tableCandidates, type FireAction, type ShotOdds, type TablePoint
} from 'hexwar/tabletop';
import { verbScores, type CoreActions, type PayloadsOf } from 'hexwar/bots';
import { counterOf, type Side } from '../data/forces';
import { OBJECTIVE, PRECALLED } from '../data/table';
import { CONTACT, DEAD_ON, WEAPONS, type WeaponId } from '../data/tables';
import { fire, type SkirmishNeed } from './fire';
import { callArtillery } from './artillery';
import { moves, pivot } from './movement';
import { crewOf, isCrewed, isVehicle, onTable, type G, type Placed } from './types';

type B = BotContext<G>;

/** The heuristic bot's candidates: listable actions as they are; moves sampled toward the well and cover, and to a weapon a man should crew; a crewed weapon turned to the nearest enemy; a few points along each move. */
export const candidates = (ctx: B, descriptors: readonly ActionDescriptor[]): Action[] =>
  tableCandidates(moves, ctx, descriptors, {
    objectives: [OBJECTIVE],
    morePaths(ctx) {
      const wanted = crewsWanted(ctx, ctx.side);
      return (u) => (wanted.has(u.id) ? pathsToCrew(ctx, u, wanted.get(u.id)!) : []);
    },
    faceToward: nearestEnemy,
  });

/** The nearest enemy figure in play to a figure. */
const nearestEnemy = (ctx: B, u: Placed): TablePoint | undefined => nearestOf(fire, ctx, u.side, u.at)?.at;

/**
 * The side's weapons and vehicles waiting for a crew, each with the men who
 * should go to it: a machinegun or mortar whose crew fell to small arms or
 * melee takes its crew's number of infantry (Special Rule 7), a vehicle whose
 * crew was killed an officer and two infantry (card 5); the nearest who are
 * free, each man to one weapon. By man: the weapon he goes to.
 */
function crewsWanted(ctx: B, side: string): Map<string, Placed> {
  const out = new Map<string, Placed>();
  const free = ctx.units((u): u is Placed => u.side === side && onTable(u) && counterOf(u.id).class === 'infantry');
  for (const w of ctx.units((u): u is Placed => u.side === side && onTable(u))) {
    const c = counterOf(w.id);
    const vehicle = isVehicle(c) && w.flags?.crewless === true;
    if (!vehicle && !(w.flags?.uncrewed === true && c.crew !== undefined)) continue;
    const byDistance = free.filter((m) => !out.has(m.id)).sort((a, b) => pointDistance(a.at, w.at) - pointDistance(b.at, w.at));
    const officer = vehicle ? byDistance.find((m) => counterOf(m.id).officer) : undefined;
    if (vehicle && !officer) continue;
    const men = byDistance.filter((m) => !counterOf(m.id).officer).slice(0, vehicle ? 2 : c.crew!);
    for (const m of officer ? [officer, ...men] : men) out.set(m.id, w);
  }
  return out;
}

/** Legal moves that bring a man into contact with a weapon, from each side of it (cut short where his move runs out). */
function pathsToCrew(ctx: B, u: Placed, w: Placed): TablePoint[][] {
  const base = counterOf(w.id).base;
  const reach = (base.shape === 'round' ? base.radius : base.width / 2) + 0.5 + CONTACT / 2;
  const out: TablePoint[][] = [];
  for (let k = 0; k < 8; k++) {
    const way = moves.toward(ctx, u, [{ x: w.at.x + reach * Math.cos((k * Math.PI) / 4), y: w.at.y + reach * Math.sin((k * Math.PI) / 4) }]);
    // A way that gets him nowhere (his move used up, or the spot is where he is) is no move.
    if (pointDistance(way[way.length - 1]!, way[0]!) > 0.05) out.push(way);
  }
  return out;
}

// ---------------------------------------------------------------- scores

/**
 * Inches of progress a point of expected loss (in figures' worth) is worth
 * giving up. Measured over 40 seeded heuristic games a side: with no danger
 * sense the Americans won 1 in 20; weight 4 on both sides, 11 in 40 (4 on
 * the Americans alone, 8 in 40; 8 and 12 did worse).
 */
const DANGER_WEIGHT = 4;

/** How much a figure is worth to its side. */
function worth(id: string): number {
  const c = counterOf(id);
  if (c.class === 'tracked') return 6;
  if (c.class === 'wheeled') return 2;
  if (isCrewed(c)) return 3;
  return c.officer ? 2 : 1;
}

/** What a hit on a shot's target is worth: what it does to the target (by the result the odds read), and what the target is worth. */
function hitWorth(ctx: B, odds: ShotOdds<SkirmishNeed>): number {
  const target = ctx.unit(odds.target.id);
  if (!onTable(target)) return 0;
  const c = counterOf(target.id);
  const result = odds.need.result;
  const effect = result.kind === 'dice' ? ((isCrewed(c) ? crewOf(target) : 1) * (7 - DEAD_ON)) / 6 / (isCrewed(c) ? Math.max(1, c.crew ?? 1) : 1) : Math.min(1, result.count * 0.35);
  return effect * worth(target.id);
}

/** The arrow bearings the bot weighs for an overlay's scatter (every 45 degrees: a third of the forecast's work). */
const BLAST_BEARINGS = 8;

/** Whether a fire action's weapon is one of the skirmish's. */
const isWeapon = (w: string | undefined): w is WeaponId => w !== undefined && Object.hasOwn(WEAPONS, w);

/** What a fire action is worth: expected damage over its rolls (every target for a machinegun, the figures near the target for a mortar). */
function fireScore(ctx: B, a: FireAction): number {
  const wid = a.weapon;
  if (!isWeapon(wid)) return 0;
  const w = WEAPONS[wid];
  const firer = ctx.board.figure(a.figure)!;
  const value = fireWorth(fire, ctx, { ...a, weapon: wid }, w, {
    worth: (odds) => hitWorth(ctx, odds),
    // Each figure the overlay may hit, by its chance over the scatter, by what a hit on it is worth (its row read from where it stands).
    blast(x) {
      const s = fire.setup(ctx, firer, wid, x.id);
      const odds = 'code' in s ? s : fire.odds(ctx, { ...s, from: s.target.at, template: true });
      return 'chance' in odds ? x.chance * hitWorth(ctx, odds) : 0;
    },
    bearings: BLAST_BEARINGS,
  });
  // Grenades and pistols are for close work; a rifle shot is as good at 6".
  return w.targets === 'every' || w.template ? value : value * (wid === 'grenade' ? 0.9 : 1) + 0.01;
}

/** Whether a point is in cover from the enemy's general direction (under cover-giving terrain). */
function coverAt(ctx: B, p: TablePoint, side: string): boolean {
  const away = side === 'us' ? { x: p.x, y: Math.min(36, p.y + 6) } : { x: p.x, y: Math.max(0, p.y - 6) };
  return coverFrom(ctx.board.table, away, p).length > 0;
}

/**
 * The danger a figure would stand in at a point: for each enemy figure that
 * could fire at it there next (in range, in arc, in sight, as the fire
 * procedure judges a shot), the expected damage of its best weapon, summed. A
 * figure that moved is spotted, so every enemy in sight counts; cover at the
 * point lowers the odds as the fire table does. Overlays (mortars, batteries)
 * are left out: they scatter, and a bot cannot dodge them by where it stands.
 */
function danger(ctx: B, u: Placed, at: TablePoint): number {
  const me = ctx.board.figure(u.id);
  return me ? dangerAt(fire, ctx, me, { ...u.at, x: at.x, y: at.y }, (o) => hitWorth(ctx, o), (w) => (isWeapon(w) ? (WEAPONS[w].rolls ?? 1) : 1)) : 0;
}

/** The danger where a figure stands now: the same for every move it is offered, so worked out once a view. */
function dangerHere(ctx: B, u: Placed): number {
  const known = derive(ctx.view, 'pacific:dangerHere', () => new Map<string, number>());
  let d = known.get(u.id);
  if (d === undefined) known.set(u.id, (d = danger(ctx, u, u.at)));
  return d;
}

function moveScore(ctx: B, a: CoreActions['move'], reverse: boolean): number {
  const u = ctx.unit(a.figure);
  if (!onTable(u)) return -1;
  const end = a.path[a.path.length - 1]!;
  const c = counterOf(u.id);
  const before = pointDistance(u.at, OBJECTIVE);
  const after = pointDistance(end, OBJECTIVE);
  const cover = (coverAt(ctx, end, u.side) ? 1 : 0) - (coverAt(ctx, u.at, u.side) ? 1 : 0);
  // A man wanted to crew a weapon goes to it before anything else: a machinegun or a tank is worth more than a rifle.
  const weapon = !reverse ? crewsWanted(ctx, u.side).get(u.id) : undefined;
  if (weapon) {
    const there = ctx.board.figure(weapon.id)!;
    return 3 * (pointDistance(u.at, weapon.at) - pointDistance(end, weapon.at)) + (figureDistance({ ...ctx.board.figure(u.id)!, at: { ...end, facing: u.at.facing } }, there, 'base') <= CONTACT ? 6 : 0);
  }
  if (u.side === 'us') {
    // Crewed weapons stay to fire once an enemy is within their 36"; everyone else advances.
    const progress = before - after;
    const foe = isCrewed(c) ? nearestEnemy(ctx, u) : undefined;
    const weaponPenalty = foe !== undefined && pointDistance(u.at, foe) <= 36 ? -3 : 0;
    // Each point of expected loss where the move ends costs as much as several inches gained.
    const risk = DANGER_WEIGHT * (danger(ctx, u, end) - dangerHere(ctx, u));
    return progress * (isVehicle(c) ? 0.6 : 1) + cover * 1.5 + weaponPenalty + (reverse ? -2 : 0) - risk;
  }
  // The Japanese hold; a figure far from the well draws in, and anyone may step into cover.
  const drawIn = before > 10 ? (before - after) * 0.5 : 0;
  const risk = DANGER_WEIGHT * (danger(ctx, u, end) - dangerHere(ctx, u));
  return drawIn + cover * 2 - 0.5 + (isCrewed(c) ? -2 : 0) - risk;
}

/** What calling the battery on a precalled target is worth: the enemy near it, less one's own. */
function artilleryScore(ctx: B, side: Side, target: string): number {
  const point = PRECALLED[side][target];
  if (!point) return -1;
  let s = 0;
  for (const f of fire.live(ctx)) {
    const d = pointDistance(f.at, point);
    if (d > 5) continue;
    s += (f.side === side ? -2 : 1) * worth(f.id) * (d < 2.5 ? 1 : 0.4);
  }
  // Worth a missions only when it hits something: better than a rifle shot or two.
  return s - 0.8;
}

/** The fields of the actions the bot scores, by verb: the skirmish's own and the core's moves and fire. */
type Actions = PayloadsOf<{ pivot: typeof pivot; callArtillery: typeof callArtillery }> & CoreActions & Record<'recrew' | 'endMovement' | 'endFire', object>;

/** Scores an action for the bot's side, verb by verb: higher is better. */
export const score = verbScores<G, Actions>({
  move: (ctx, a) => moveScore(ctx, a, false),
  reverse: (ctx, a) => moveScore(ctx, a, true),
  pivot(ctx, a) {
    const u = ctx.unit(a.figure);
    const foe = onTable(u) ? nearestEnemy(ctx, u) : undefined;
    if (!onTable(u) || !foe) return -1;
    const inNow = inArc(u.at, foe, { width: 45 });
    const inAfter = inArc({ ...u.at, facing: a.facing }, foe, { width: 45 });
    return inAfter && !inNow ? (counterOf(u.id).class === 'gun' ? 2 : 0.5) : -1;
  },
  recrew: () => 12,
  fire: (ctx, a) => fireScore(ctx, a),
  callArtillery: (ctx, a) => artilleryScore(ctx, a.side, a.target),
  endMovement: () => 0,
  endFire: () => 0,
});
