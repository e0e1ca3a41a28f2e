/**
 * Fire, on the core's fire procedure: who may fire, the two fire tables read
 * by the target's class (and, on armour, the face struck), the weight and
 * flank modifiers of the Tank/Antitank table, and what a hit does ("6 = dead"
 * dice, or cards). Everything else (spotting, ranges, 45° arcs, sight, cover
 * and moved modifiers, the d10 with a natural 1 always hitting, automatic
 * weapons' three rolls, the machinegun's every target, fire along a move and
 * the mortars' overlays) is the core's, configured by the data.
 *
 * @module
 */
import { type ReadContext } from 'hexwar';
import { type RollModifier } from 'hexwar/procedures';
import { aspectOf, tabletopFire, type ShotNeed, type ShotSetup } from 'hexwar/tabletop';
import { counterOf, type Side, type SkirmishCounter } from '../data/forces';
import { TABLE } from '../data/table';
import { INFANTRY_FIRE, MODIFIERS, RULE, SPOTTING, TANK_FIRE, TANK_MODIFIERS, WEAPONS, type FireRow, type FireTable, type HitResult, type WeaponId } from '../data/tables';
import { figureDice, pullCards, type Source } from './damage';
import { crewOf, crewTurn, enemyOf, inForce, isCrewed, type G, type Unit } from './types';

/** What the skirmish's tables give a shot: the row, its number and what a hit does. */
export interface SkirmishNeed extends ShotNeed {
  /** What a hit does: dice or cards. */
  readonly result: HitResult;
}

/** The row a shot is read on, and the face struck. */
function rowFor(table: FireTable, target: SkirmishCounter, aim: { x: number; y: number; facing?: number }, from: { x: number; y: number }): { row: FireRow; aspect?: 'front' | 'side' | 'rear' } {
  if (table === 'tank') {
    if (target.class === 'infantry') return { row: TANK_FIRE.infantry };
    if (target.class === 'wheeled') return { row: TANK_FIRE.wheeled };
    const aspect = aspectOf(aim, from);
    if (target.class === 'crew') return { row: TANK_FIRE.heavy, aspect };
    if (target.class === 'gun') return { row: TANK_FIRE.artillery, aspect };
    return { row: TANK_FIRE[aspect], aspect };
  }
  if (target.class === 'infantry') return { row: INFANTRY_FIRE.infantry };
  if (target.class === 'crew' || target.class === 'gun') return { row: INFANTRY_FIRE.crew };
  return { row: target.class === 'wheeled' ? INFANTRY_FIRE.soft : INFANTRY_FIRE.armour };
}

/** What the tables need for a shot, or why the weapon cannot hurt the target: only grenades and heavy weapons hit armour on the Infantry table. */
function need(_ctx: ReadContext<G>, s: ShotSetup): SkirmishNeed | string {
  const w = WEAPONS[s.weapon as WeaponId];
  const t = counterOf(s.target.id);
  if (w.table === 'infantry' && t.class === 'tracked' && !w.hitsArmour) return `a ${w.name} cannot hurt the ${t.name}: only grenades and heavy weapons can score a hit on armour (${RULE.infantry})`;
  const { row, aspect } = rowFor(w.table, t, s.target.at, s.from);
  return { need: row.need, row: row.name, table: w.table, result: row.result, ...(aspect ? { aspect } : {}), rule: w.table === 'tank' ? RULE.tank : RULE.infantry };
}

/** Whether a target has a weight class for "attacker heavier/lighter": vehicles and guns; men, riflemen or weapon crews, have none. */
const weighed = (c: SkirmishCounter): boolean => c.class === 'wheeled' || c.class === 'tracked' || c.class === 'gun';

/**
 * The Tank/Antitank table's own modifiers: weight (stand-in classes) and a
 * flank or rear shot at artillery or a heavy weapon. Tank or anti-tank fire at
 * infantry is read "see below", on the Infantry table's number and modifiers
 * (cover, moved); the weight modifiers compare the attacker with a target that
 * has a weight (a vehicle or a gun).
 */
function more(_ctx: ReadContext<G>, s: ShotSetup, n: SkirmishNeed): RollModifier[] {
  const t = counterOf(s.target.id);
  if (n.table !== 'tank' || t.class === 'infantry') return [];
  const weight = s.firer ? counterOf(s.firer.id).weight : 0;
  const mods: RollModifier[] = [];
  if (weighed(t) && weight > t.weight) mods.push({ why: 'attacker heavier', n: TANK_MODIFIERS.heavier });
  else if (weighed(t) && weight < t.weight) mods.push({ why: 'attacker lighter', n: TANK_MODIFIERS.lighter });
  if ((t.class === 'crew' || t.class === 'gun') && n.aspect !== undefined && n.aspect !== 'front') mods.push({ why: `${n.aspect === 'side' ? 'flank' : 'rear'} shot at ${t.class === 'gun' ? 'artillery' : 'a heavy weapon'}`, n: TANK_MODIFIERS.flank });
  return mods;
}

/** Why a figure may not fire now beyond the core's reasons: its crew, its card results, a crew that moved in its player turn (Special Rule 3). */
function mayFire(ctx: ReadContext<G>, u: Unit): string | null {
  const c = counterOf(u.id);
  if (isCrewed(c) && crewOf(u) <= 0) return `the ${c.name} has no crew left to fire it (${RULE.special(7)})`;
  if (u.flags?.crewless === true) return `the ${c.name}'s crew is dead until it is re-crewed (${RULE.cards})`;
  if (u.flags?.stunned !== undefined) return `the ${c.name} is stunned: no movement or fire (${RULE.cards})`;
  if (inForce(u, 'noFire')) return `the ${c.name} may not fire ${u.flags?.noFire === 'game' ? 'for the rest of the game' : 'this turn'} (${RULE.cards})`;
  if (c.class === 'crew' && u.flags?.movedTurn === crewTurn(ctx, u.side)) return `the ${c.name} moved this player turn: machinegun and mortar crews may not move and fire (${RULE.special(3)})`;
  return null;
}

/** The side that fires now: the other side in defensive fire, the moving side in offensive fire. */
export const firingSide = (ctx: ReadContext<G>): Side | null => (ctx.phase === 'defensiveFire' ? enemyOf(ctx.active ?? 'us') : ctx.phase === 'offensiveFire' ? ctx.active : null);

/**
 * The skirmish's fire: "designate target and fire" with a weapon at a spotted
 * target (or, Special Rule 4, at a point of its move), on the d10 tables.
 */
export const fire = tabletopFire<G, SkirmishNeed>({
  rule: RULE.sequence,
  table: TABLE,
  rules: { sequence: RULE.sequence, ranges: RULE.ranges, arcs: RULE.tank, sight: RULE.spotting, spotting: RULE.spotting },
  weapons: WEAPONS,
  measure: 'centre',
  die: 10,
  compare: 'below',
  alwaysHits: 1,
  namesWeapon: true,
  modifiers: MODIFIERS,
  spotting: { rules: SPOTTING, status: (_ctx, u) => ({ moved: u.flags?.moved === true, fired: u.flags?.firedSinceMove === true }) },
  alongMoves: { rule: RULE.special(4), moves: (ctx) => ctx.data.paths },
  firingSide,
  mayFire,
  // Equipment without a crew is no target and does not spot.
  inPlay: (_ctx, u) => u.flags?.uncrewed !== true,
  need,
  more,
  // Special Rule 3: a machinegun or mortar that fires may not move until its own player turn is over.
  fired: (ctx, u) => void ctx.updateUnit(u.id, { flags: counterOf(u.id).class === 'crew' ? { firedSinceMove: true, firedTurn: crewTurn(ctx, u.side) } : { firedSinceMove: true } }),
  resolve(ctx, shot, hit) {
    if (!hit) return;
    const source: Source = { side: shot.side, by: shot.by, heavy: WEAPONS[shot.weapon as WeaponId].heavy };
    if (shot.need.result.kind === 'dice') figureDice(ctx, shot.target.id, source, shot.rule);
    else pullCards(ctx, shot.target.id, shot.need.result.count, source);
  },
  reword: (_ctx, p, firer, weapon) =>
    p.code === 'no-weapon' ? { message: `${counterOf(firer).name} has no ${WEAPONS[weapon as WeaponId]?.name ?? weapon}: figures are armed as represented and may not pick up weapons from the dead (${RULE.special(5)})`, rule: RULE.special(5) } : null,
});
