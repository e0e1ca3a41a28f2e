/**
 * Fire, on the core's fire procedure: small arms at the nearest enemy (a
 * sniper at any he sees), shotguns and sub-machine guns at a second man within
 * 1", the anti-tank rifle and the tank gun at solid targets, grenades and tank
 * shells aimed at a point, with their scatter and blast; what a hit does to a
 * man, a jeep and the men in it, a tank, an emplacement or the command post,
 * and to the men sheltering behind what is destroyed.
 *
 * Fire is one figure at a time, in the order the player chooses; each shot is
 * rolled and its casualties removed at once, so the next figure's "nearest
 * enemy" is the nearest still standing.
 *
 * @module
 */
import { type ReadContext } from 'hexwar';
import { endPhaseVerb, rangeTable, rollCheck, rollOnTable, type RollModifier } from 'hexwar/procedures';
import {
  coverFrom, shelteringFigures, tabletopFire, type ShotNeed, type ShotOdds, type ShotSetup, type TablePoint
} from 'hexwar/tabletop';
import { TABLE } from '../data/table';
import { ANTI_TANK, COVER, COVER_REACH, DESTROYED, GRENADE, JEEP_HIT, SHELL, SMALL_ARMS, TANK_GUN, WEAPONS, type Blast } from '../data/tables';
import { aboardOf, counterOf, nameOf, passengers, tableState, zoneAt } from './figures';
import { exitSpots } from './movement';
import type { G, Unit, WCtx } from './types';

const SOLID = { 'at-rifle': ANTI_TANK, 'tank-gun': TANK_GUN } as const;
const BLASTS: Readonly<Record<string, Blast>> = { grenades: GRENADE, shell: SHELL };
/** The classes that shelter a man from fire (a tank or a jeep between, within 1" of him). */
const SHELTERS = ['tracked', 'wheeled'];

/** What a shot needs (the least score), or why the weapon cannot hurt the target. */
function need(ctx: ReadContext<G>, s: ShotSetup): ShotNeed | string {
  const t = s.target;
  const cls = t.figure?.class;
  if (s.weapon in SMALL_ARMS) {
    if (cls === 'tracked') return `small arms cannot hurt ${nameOf(t.id)} (Small-Arms Fire)`;
    if (cls === 'wheeled' && ctx.unit(t.id).flags?.immobilised && passengers(ctx, t.id).length === 0) return `${nameOf(t.id)} is immobilised and empty: small arms can do no more to it (Small-Arms Fire)`;
    return { need: SMALL_ARMS[s.weapon as keyof typeof SMALL_ARMS].kill[s.band!]! };
  }
  const solid = SOLID[s.weapon as keyof typeof SOLID];
  if (solid) {
    const kind = t.object ? 'emplacement' : cls === 'tracked' ? 'tank' : cls === 'wheeled' ? 'jeep' : null;
    if (!kind) return `the ${WEAPONS[s.weapon as keyof typeof SOLID].name} fires only at a solid target: a tank, a jeep, an emplacement or the command post (${WEAPONS[s.weapon as keyof typeof SOLID].rule})`;
    return { need: solid.kill[kind][s.band!]! };
  }
  const blast = BLASTS[s.weapon]!;
  if (cls === 'infantry') return { need: blast.kills };
  if (cls === 'wheeled') return { need: blast.knocksOutJeep };
  return `${nameOf(t.id)} is not hurt by a blast`;
}

/** Why a figure may not fire beyond the core's reasons: riding in a jeep, working on wire, running, in the sea. */
function mayFire(ctx: ReadContext<G>, u: Unit): string | null {
  const name = nameOf(u.id);
  if (aboardOf(u)) return `${name} is riding in a jeep: men in a jeep do not fire (Small-Arms Fire)`;
  if (u.flags?.wiring) return `${name} is working on the wire this turn and may not fire (Barbed Wire)`;
  if (u.flags?.morale === 'run') return `${name}'s unit is running away and may not fire (Morale)`;
  if (u.at !== null && counterOf(u.id).type === 'infantry' && zoneAt(ctx, u.at) === 'sea') return `${name} is still in the sea: infantry in the sea may not fire or throw grenades (Small-Arms Fire)`;
  return null;
}

/** Kills a man (or knocks out a vehicle's crew with it): off the table for good. */
function kill(ctx: WCtx, id: string, why: string, rule: string): void {
  const u = ctx.unit(id);
  if (u.steps <= 0) return;
  const where = u.at ?? ctx.board.figure(aboardOf(u) ?? '')?.at ?? null;
  ctx.updateUnit(id, { at: null, box: 'dead', steps: 0, flags: { aboard: undefined } });
  ctx.emit({ type: 'killed', side: u.side, figure: id, ...(where ? { at: { x: where.x, y: where.y } } : {}), why, rule });
}

/** Men who survive their jeep's loss get out around the wreck (spots worked out before it went). */
function dismountSurvivors(ctx: WCtx, jeep: string, spots: readonly TablePoint[], rule: string): void {
  passengers(ctx, jeep).forEach((u, i) => {
    const at = spots[i % Math.max(1, spots.length)];
    if (!at) return kill(ctx, u.id, `trapped in the wreck of ${nameOf(jeep)}`, rule);
    ctx.updateUnit(u.id, { at: { x: at.x, y: at.y, facing: 0 }, box: undefined, flags: { aboard: undefined, moved: true } });
    ctx.emit({ type: 'alighted', side: u.side, figure: u.id, jeep, at: { x: at.x, y: at.y }, forced: true, rule });
  });
}

/** Removes a destroyed tank or jeep from the table (its crew with it); its passengers get out, or die with it. */
function loseVehicle(ctx: WCtx, id: string, why: string, rule: string): void {
  const riders = passengers(ctx, id);
  const spots = riders.length ? exitSpots(ctx, id, riders[0]!.id) : [];
  const u = ctx.unit(id);
  ctx.updateUnit(id, { at: null, box: 'destroyed', steps: 0 });
  ctx.emit({ type: 'vehicleLost', side: u.side, figure: id, why, rule });
  dismountSurvivors(ctx, id, spots, rule);
}

/**
 * The men sheltering behind a solid target that is destroyed, seen from the
 * firer: behind its hull, or behind the object's walls within 1". Only the
 * firer's enemies shelter from his fire; his own men beyond the target are not
 * sheltering from it.
 */
function shelteringBehind(ctx: ReadContext<G>, from: TablePoint, target: string, firerSide: string) {
  const v = ctx.board.figure(target);
  if (v) return ctx.board.within(v.at, 6).filter((f) => f.class === 'infantry' && f.side !== firerSide && shelteringFigures(ctx, from, f, SHELTERS, COVER_REACH).some((x) => x.id === target));
  const o = ctx.board.table.data.objects!.find((x) => x.id === target)!;
  const centre = o.polygon.reduce((c, p) => ({ x: c.x + p.x / o.polygon.length, y: c.y + p.y / o.polygon.length }), { x: 0, y: 0 });
  return ctx.board.within(centre, 8).filter((f) => f.class === 'infantry' && f.side !== firerSide && coverFrom(ctx.board.table, from, f.at, { state: tableState(ctx), reach: COVER_REACH }).some((c) => c.id === target));
}

/** A solid target destroyed: men sheltering behind it dice (6 kills), men riding in a jeep dice (5–6 kills), and the target goes. */
function destroySolid(ctx: WCtx, from: TablePoint, target: string, by: string, rule: string): void {
  const sheltering = shelteringBehind(ctx, from, target, ctx.unit(by).side);
  const vehicle = ctx.board.figure(target);
  const dead: string[] = [];
  for (const f of sheltering) if (rollCheck(ctx, { table: `sheltering behind ${nameOf(target)} as it is destroyed`, unit: f.id, atLeast: DESTROYED.shelteringDies, pass: 'killed', fail: 'unhurt', rule: 'Tanks' }).passed) dead.push(f.id);
  const riding: string[] = [];
  for (const u of vehicle ? passengers(ctx, target) : []) if (rollCheck(ctx, { table: `riding in ${nameOf(target)} as it is destroyed`, unit: u.id, atLeast: DESTROYED.passengerDies, pass: 'killed', fail: 'unhurt', rule: 'Tanks' }).passed) riding.push(u.id);
  if (!vehicle) ctx.setData({ ...ctx.data, table: { ...ctx.data.table, destroyed: [...ctx.data.table.destroyed, target] } });
  for (const id of dead) kill(ctx, id, `sheltering behind ${nameOf(target)} when it was destroyed`, 'Tanks');
  for (const id of riding) kill(ctx, id, `riding in ${nameOf(target)} when it was destroyed`, 'Tanks');
  if (vehicle) loseVehicle(ctx, target, `destroyed by ${nameOf(by)}`, rule);
}

/** A hit on a jeep: roll again, 4–6 immobilised, 1–3 one of the men in it killed (dice for which), nothing if it is empty. */
function hitJeep(ctx: WCtx, jeep: string, rule: string): void {
  const riders = passengers(ctx, jeep).map((u) => u.id);
  const { result } = rollOnTable(ctx, {
    table: 'hit on a jeep',
    unit: jeep,
    read: (r) => (rangeTable(JEEP_HIT)(r) === 'immobilised' ? 'immobilised' : riders.length ? 'passenger' : 'nothing'),
    says: (r) => (r === 'immobilised' ? 'immobilised' : r === 'passenger' ? 'a man in it is killed' : 'nobody is in it: no effect'),
    rule,
  });
  if (result === 'immobilised') ctx.updateUnit(jeep, { flags: { immobilised: true } });
  else if (result === 'passenger') kill(ctx, ctx.random.pick(riders, `which man in ${nameOf(jeep)}`), `hit riding in ${nameOf(jeep)}`, rule);
}

/** What a roll does: small arms kill a man or hit a jeep; a solid shot destroys; a blast kills a man, or dices for a jeep's men and may knock it out. */
function resolve(ctx: WCtx, shot: ShotOdds, hit: boolean): void {
  const id = shot.target.id;
  if (shot.weapon in SMALL_ARMS) {
    if (hit) (shot.target.figure?.class === 'wheeled' ? hitJeep(ctx, id, shot.rule) : kill(ctx, id, `shot by ${nameOf(shot.by)}`, shot.rule));
    return;
  }
  if (shot.weapon in SOLID) {
    if (hit) destroySolid(ctx, shot.from, id, shot.by, shot.rule);
    return;
  }
  if (shot.target.figure?.class === 'infantry') {
    if (hit) kill(ctx, id, 'caught by the blast', shot.rule);
    return;
  }
  // The men in a jeep caught by a blast dice whatever becomes of it, with its cover.
  const cover: RollModifier[] = [...shot.modifiers];
  for (const u of passengers(ctx, id)) {
    if (rollCheck(ctx, { table: `blast on ${nameOf(id)}, riding in it`, unit: u.id, atLeast: BLASTS[shot.weapon]!.killsPassenger, modifiers: cover, pass: 'killed', fail: 'unhurt', rule: shot.rule }).passed) kill(ctx, u.id, `caught by the blast in ${nameOf(id)}`, shot.rule);
  }
  if (hit) loseVehicle(ctx, id, 'knocked out by the blast', shot.rule);
}

/** Beach Assault's fire: small arms, anti-tank, tank guns, grenades and shells on one die. */
export const fire = tabletopFire<G>({
  rule: 'Small-Arms Fire',
  table: TABLE,
  weapons: WEAPONS,
  measure: 'base',
  die: 6,
  compare: 'atLeast',
  modifiers: COVER,
  cover: { reach: COVER_REACH, figures: SHELTERS },
  mayFire,
  // A sniper may fire at any enemy he can see.
  targetRule: (_ctx, u) => (counterOf(u.id).role === 'sniper' ? 'any' : undefined),
  // The emplacements and the command post are Green's: Tan's solid-target weapons may fire at them.
  objectTargets: (ctx, u, w) => (u.side === 'tan' && w in SOLID ? (ctx.board.table.data.objects ?? []).filter((o) => !ctx.data.table.destroyed.includes(o.id)).map((o) => o.id) : []),
  need,
  tableState,
  resolve,
});

/** A sergeant throws a grenade at a point up to 4" away (instead of firing his SMG). */
export const throwGrenade = fire.aimed({ type: 'throwGrenade', weapon: 'grenades', only: 'only a sergeant throws grenades', verb: 'throws' });
/** A tank fires a high-explosive shell (or a burst of machine-gun fire) at a point up to 36" away that it can see. */
export const shell = fire.aimed({ type: 'shell', weapon: 'shell', only: 'only a tank fires shells', verb: 'fires' });
/** The side says its fire is over (and with it, its turn). */
export const endFire = endPhaseVerb('endFire', 'Small-Arms Fire', undefined, 'fire done');
