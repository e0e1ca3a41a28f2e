/**
 * Fire: small arms at the nearest enemy (a sniper at any he sees), shotguns
 * and sub-machine guns at two men within 1" of each other, grenades and tank
 * shells with their scatter and blast, the anti-tank rifle and the tank gun
 * against solid targets, hits on jeeps, and what happens to men sheltering
 * behind, or riding in, something that is destroyed.
 *
 * Fire is one figure at a time, in the order the player chooses; each shot is
 * rolled and its casualties removed at once, so the next figure's "nearest
 * enemy" is the nearest still standing.
 *
 * @module
 */
import { z } from 'zod';
import {
  TABLE_EPSILON,
  baseOutline,
  derive,
  coverFrom,
  distanceToBase,
  hasLineOfSight,
  lengthInside,
  rangeBand,
  scatterByTable,
  type ActionDescriptor,
  type RangeBand,
  type TableFigure,
  type TablePoint,
} from 'hexwar';
import { COUNTER } from '../data/forces';
import { HEIGHT, WIDTH } from '../data/table';
import { ANTI_TANK, COVER_MODIFIER, COVER_REACH, DESTROYED, GRENADE, JEEP_HIT, SHELL, SMALL_ARMS, TANK_GUN, type SolidKind } from '../data/tables';
import { aboardOf, centreOf, counterOf, flag, gap, gapToPolygon, nameOf, objectPolygon, passengers, tableState, zoneAt } from './figures';
import { exitSpots, pointSchema } from './movement';
import { enemyOf, kit, sideName, type Ctx, type Side, type Unit, type WCtx } from './types';

const idSchema = z.string().max(40);
type SmallArm = keyof typeof SMALL_ARMS;

/** A figure's small arm (rifle, shotgun or SMG), if it has one. */
export const smallArmOf = (id: string): SmallArm | undefined => counterOf(id).weapons.find((w): w is SmallArm => w in SMALL_ARMS);

/** Why a figure may not fire now, or `null`. */
export function whyNotFire(ctx: Ctx, u: Unit, side: string): string | null {
  const name = nameOf(u.id);
  if (u.side !== side) return `${name} is not one of your figures (Small-Arms Fire)`;
  if (u.steps <= 0) return `${name} has been killed: the dead do not fire (Small-Arms Fire)`;
  if (aboardOf(u)) return `${name} is riding in a jeep: men in a jeep do not fire (Small-Arms Fire)`;
  if (u.at === null) return `${name} is not on the table (Small-Arms Fire)`;
  if (flag(u, 'fired')) return `${name} has already fired this turn (Small-Arms Fire)`;
  if (flag(u, 'wiring')) return `${name} is working on the wire this turn and may not fire (Barbed Wire)`;
  if (flag(u, 'morale') === 'run') return `${name}'s unit is running away and may not fire (Morale)`;
  const c = counterOf(u.id);
  if (c.weapons.length === 0) return `${name} carries no weapon (Small-Arms Fire)`;
  if (c.type === 'infantry' && zoneAt(ctx, u.at) === 'sea') return `${name} is still in the sea: infantry in the sea may not fire or throw grenades (Small-Arms Fire)`;
  return null;
}

/** Vehicles (tanks and jeeps) that shelter a target from a point: on the line between them, within 1" of the target. */
export function shelteringVehicles(ctx: Ctx, from: TablePoint, target: TableFigure): string[] {
  const out: string[] = [];
  for (const v of ctx.board.within(target.at, COVER_REACH + 3)) {
    if (v.id === target.id || v.class === 'infantry') continue;
    if (gap(v, target) > COVER_REACH + TABLE_EPSILON) continue;
    if (lengthInside(from, target.at, baseOutline(v)!) > TABLE_EPSILON) out.push(v.id);
  }
  return out;
}

/** True if a target is behind cover from a point (a firer, the centre of a blast): cover on the table within 1" of it, or a vehicle between. */
export function inCover(ctx: Ctx, from: TablePoint, target: TableFigure): boolean {
  return coverFrom(ctx.board.table, from, target.at, { state: tableState(ctx), reach: COVER_REACH }).length > 0 || shelteringVehicles(ctx, from, target).length > 0;
}

/** A shot's odds: the range band, the score needed and the cover modifier. */
export interface Odds {
  /** Inches, base to base. */
  readonly distance: number;
  /** `short` or `long`. */
  readonly band: string;
  /** Least score to kill (or to hit a jeep). */
  readonly need: number;
  /** 1 behind cover, else 0. */
  readonly cover: number;
}

/** Whether a small arm can hurt a target at all, and how: `null` for a tank, an empty immobilised jeep, a man out of range, or behind cover at a range where no roll can kill. */
export function smallArmsOdds(ctx: Ctx, firer: TableFigure, weapon: SmallArm, target: TableFigure): Odds | null {
  if (target.class === 'tracked') return null;
  if (target.class === 'wheeled' && flag(ctx.unit(target.id), 'immobilised') && passengers(ctx, target.id).length === 0) return null;
  const distance = gap(firer, target);
  const band = rangeBand(distance, SMALL_ARMS[weapon].bands);
  if (band === undefined) return null;
  const need = SMALL_ARMS[weapon].kill[band]!;
  const cover = inCover(ctx, firer.at, target) ? COVER_MODIFIER : 0;
  return 6 - cover >= need ? { distance, band, need, cover } : null;
}

const sees = (ctx: Ctx, a: TablePoint, b: TablePoint, ignore?: string) => hasLineOfSight(ctx.board.table, a, b, { state: tableState(ctx), ...(ignore ? { ignore: [ignore] } : {}) });

/** The enemies a figure may fire its small arm at: the nearest it can see and hurt (all tied), or, for a sniper, any it can see and hurt; nearest first. */
export function smallArmsTargets(ctx: Ctx, firer: TableFigure): TableFigure[] {
  const weapon = smallArmOf(firer.id);
  if (!weapon) return [];
  const reach = SMALL_ARMS[weapon].bands.at(-1)!.upTo;
  const hurtable = (f: TableFigure) => f.side !== firer.side && smallArmsOdds(ctx, firer, weapon, f) !== null;
  if (counterOf(firer.id).role === 'sniper') {
    // Every enemy within range he can see and hurt, in table order.
    return ctx.board.figures().filter((f) => hurtable(f) && sees(ctx, firer.at, f.at));
  }
  const near = ctx.board.nearest(firer, { enemyOf: firer.side, measure: 'base', maxDistance: reach, filter: hurtable, visibleOn: ctx.board.table, state: tableState(ctx) });
  return near ? [...near.figures] : [];
}

/** For a shotgun or SMG: the other enemies within 1" of the first target it may also fire at (seen, hurtable). */
export function secondTargets(ctx: Ctx, firer: TableFigure, first: TableFigure): TableFigure[] {
  const weapon = smallArmOf(firer.id);
  if (weapon !== 'shotgun' && weapon !== 'smg') return [];
  return ctx.board
    .within(first.at, 1 + 3, { measure: 'base' })
    .filter((f) => f.id !== first.id && f.side !== firer.side && gap(f, first) <= 1 + TABLE_EPSILON && smallArmsOdds(ctx, firer, weapon, f) !== null && sees(ctx, firer.at, f.at));
}

/** A solid target: an enemy tank or jeep, or (for Tan) an emplacement or the command post still standing. */
export interface SolidTarget {
  /** The figure's or object's id. */
  readonly id: string;
  /** Its row of the table. */
  readonly kind: SolidKind;
  /** Inches, base to base (or to the object's walls). */
  readonly distance: number;
  /** `short` or `long`. */
  readonly band: string;
  /** Least score to destroy it. */
  readonly need: number;
}

/** The weapon a figure fires at solid targets, and its table. */
const solidTable = (id: string) => (counterOf(id).weapons.includes('tank-gun') ? TANK_GUN : counterOf(id).weapons.includes('at-rifle') ? ANTI_TANK : undefined);

/** The solid targets a tank or anti-tank rifleman may fire at: in range and in sight. */
export function solidTargets(ctx: Ctx, firer: TableFigure): SolidTarget[] {
  const table = solidTable(firer.id);
  if (!table) return [];
  const out: SolidTarget[] = [];
  const add = (id: string, kind: SolidKind, distance: number, bands: readonly RangeBand[]) => {
    const band = rangeBand(distance, bands);
    if (band !== undefined) out.push({ id, kind, distance, band, need: table.kill[kind][band]! });
  };
  const reach = table.bands.at(-1)!.upTo;
  for (const f of ctx.board.figuresOf(enemyOf(firer.side))) {
    if (f.class === 'infantry' || gap(firer, f) > reach + TABLE_EPSILON || !sees(ctx, firer.at, f.at)) continue;
    add(f.id, f.class === 'tracked' ? 'tank' : 'jeep', gap(firer, f), table.bands);
  }
  // The emplacements and the command post are Green's.
  if (firer.side === 'tan') {
    for (const o of ctx.board.table.data.objects ?? []) {
      if (ctx.data.table.destroyed.includes(o.id)) continue;
      const d = gapToPolygon(firer, o.polygon);
      if (d > reach + TABLE_EPSILON || !sees(ctx, firer.at, centreOf(o.polygon), o.id)) continue;
      add(o.id, 'emplacement', d, table.bands);
    }
  }
  return out;
}

/** The open field of a grenade or shell: where the aim point may be. */
function pointField(ctx: Ctx, firer: TableFigure, within: number, sight: boolean) {
  return { kind: 'beach-point', origin: { x: firer.at.x, y: firer.at.y }, within, sight, destroyed: [...ctx.data.table.destroyed] };
}

/** Why an aim point is not one a figure may choose, or `null`. */
export function whyNotAim(ctx: Ctx, firer: TableFigure, p: TablePoint, within: number, sight: boolean, rule: string): string | null {
  if (p.x < 0 || p.y < 0 || p.x > WIDTH || p.y > HEIGHT) return `the point of impact must be on the table (${rule})`;
  const d = distanceToBase(p, firer);
  if (d > within + TABLE_EPSILON) return `${nameOf(firer.id)} may aim at most ${within}" away; that point is ${Math.round(d * 10) / 10}" (${rule})`;
  if (sight && !sees(ctx, firer.at, p)) return `${nameOf(firer.id)} cannot see that point (${rule})`;
  return null;
}

/** The fire actions open to a side, by verb. */
export type FireLists = {
  /** Small arms, anti-tank rifles and tank guns at figures and objects. */
  readonly fire: ActionDescriptor[];
  /** Sergeants' grenades. */
  readonly grenade: ActionDescriptor[];
  /** Tanks' shells. */
  readonly shell: ActionDescriptor[];
};
/** Every fire action open to a side's figures now, one descriptor per figure and kind of fire. */
export function fireLegal(ctx: Ctx, side: Side): FireLists {
  // Worked out once per unit array and table state (the three fire verbs ask together).
  const memo = derive(ctx.state.units, `fire:${side}`, () => new Map<object, FireLists>());
  const known = memo.get(ctx.data.table);
  if (known) return known;
  const lists = ((): FireLists => {
    const fire: ActionDescriptor[] = [];
    const grenade: ActionDescriptor[] = [];
    const shell: ActionDescriptor[] = [];
    for (const f of ctx.board.figuresOf(side)) {
      if (whyNotFire(ctx, ctx.unit(f.id), side) !== null) continue;
      const weapons = counterOf(f.id).weapons;
      const targets = smallArmsTargets(ctx, f);
      if (targets.length) {
        fire.push({ type: 'fire', side, fixed: { figure: f.id }, choose: { target: targets.map((t) => t.id) } });
        for (const t of targets) {
          const also = secondTargets(ctx, f, t);
          if (also.length) fire.push({ type: 'fire', side, fixed: { figure: f.id, target: t.id }, choose: { also: also.map((x) => x.id) } });
        }
      }
      const solid = solidTargets(ctx, f);
      if (solid.length) fire.push({ type: 'fire', side, fixed: { figure: f.id }, choose: { target: solid.map((t) => t.id) } });
      if (weapons.includes('grenades')) grenade.push({ type: 'throwGrenade', side, fixed: { figure: f.id }, open: { at: pointField(ctx, f, GRENADE.reach, false) } });
      if (weapons.includes('tank-gun')) shell.push({ type: 'shell', side, fixed: { figure: f.id }, open: { at: pointField(ctx, f, SHELL.reach, true) } });
    }
    return { fire, grenade, shell };
  })();
  memo.set(ctx.data.table, lists);
  return lists;
}

// ---------------------------------------------------------------- casualties

/** Kills a man (or knocks out a vehicle's crew with it): off the table for good. */
export function kill(ctx: WCtx, id: string, why: string, rule: string): void {
  const u = ctx.unit(id);
  if (u.steps <= 0) return;
  const where = u.at ?? ctx.board.figure(aboardOf(u) ?? '')?.at ?? null;
  ctx.updateUnit(id, { at: null, box: 'dead', steps: 0, flags: { aboard: undefined } });
  ctx.emit({ type: 'killed', side: u.side, figure: id, ...(where ? { at: { x: where.x, y: where.y } } : {}), why, rule });
}

/** Men who survive their jeep's loss get out around the wreck. */
function dismountSurvivors(ctx: WCtx, jeep: string, spots: readonly TablePoint[], rule: string): void {
  const left = passengers(ctx, jeep);
  left.forEach((u, i) => {
    const at = spots[i % Math.max(1, spots.length)];
    if (!at) return kill(ctx, u.id, `trapped in the wreck of ${nameOf(jeep)}`, rule);
    ctx.updateUnit(u.id, { at: { x: at.x, y: at.y, facing: 0 }, box: undefined, flags: { aboard: undefined, moved: true } });
    ctx.emit({ type: 'alighted', side: u.side, figure: u.id, jeep, at: { x: at.x, y: at.y }, forced: true, rule });
  });
}

/** Removes a destroyed tank or jeep from the table (its crew with it). */
function loseVehicle(ctx: WCtx, id: string, why: string, rule: string): void {
  const u = ctx.unit(id);
  ctx.updateUnit(id, { at: null, box: 'destroyed', steps: 0 });
  ctx.emit({ type: 'vehicleLost', side: u.side, figure: id, why, rule });
}

/** Men sheltering behind a solid target that is destroyed, from the firer's side: each dies on a 6. */
function shelteringBehind(ctx: Ctx, from: TablePoint, target: string): TableFigure[] {
  const v = ctx.board.figure(target);
  if (v) return ctx.board.within(v.at, 6).filter((f) => f.class === 'infantry' && shelteringVehicles(ctx, from, f).includes(target));
  const poly = objectPolygon(ctx, target)!;
  return ctx.board
    .within(centreOf(poly), 8)
    .filter((f) => f.class === 'infantry' && coverFrom(ctx.board.table, from, f.at, { state: tableState(ctx), reach: COVER_REACH }).some((c) => c.id === target));
}

/** A solid target destroyed: men sheltering behind it dice (6 kills), men riding in a jeep dice (5–6 kills), and the target goes. */
function destroySolid(ctx: WCtx, from: TablePoint, target: string, by: string, rule: string): void {
  const sheltering = shelteringBehind(ctx, from, target);
  const vehicle = ctx.board.figure(target);
  const riders = vehicle ? passengers(ctx, target) : [];
  const spots = vehicle && riders.length ? exitSpots(ctx, target) : [];
  const rolls: { figure: string; roll: number; killed: boolean }[] = [];
  for (const f of sheltering) {
    const roll = ctx.random.die(6, `${nameOf(f.id)} sheltering behind ${nameOf(target)}`);
    rolls.push({ figure: f.id, roll, killed: roll >= DESTROYED.shelteringDies });
  }
  const riding: { figure: string; roll: number; killed: boolean }[] = [];
  for (const u of riders) {
    const roll = ctx.random.die(6, `${nameOf(u.id)} in ${nameOf(target)}`);
    riding.push({ figure: u.id, roll, killed: roll >= DESTROYED.passengerDies });
  }
  if (vehicle) loseVehicle(ctx, target, `destroyed by ${nameOf(by)}`, rule);
  else ctx.setData({ ...ctx.data, table: { ...ctx.data.table, destroyed: [...ctx.data.table.destroyed, target] } });
  if (rolls.length || riding.length) ctx.emit({ type: 'sheltering', target, sheltering: rolls, riding, rule: 'Tanks' });
  for (const r of rolls) if (r.killed) kill(ctx, r.figure, `sheltering behind ${nameOf(target)} when it was destroyed`, 'Tanks');
  for (const r of riding) if (r.killed) kill(ctx, r.figure, `riding in ${nameOf(target)} when it was destroyed`, 'Tanks');
  if (vehicle) dismountSurvivors(ctx, target, spots, 'Tanks');
}

/** A hit on a jeep: roll again, 4–6 immobilised, 1–3 one of the men in it killed (dice for which), nothing if it is empty. */
function hitJeep(ctx: WCtx, jeep: string, rule: string): void {
  const roll = ctx.random.die(6, `hit on ${nameOf(jeep)}`);
  if (roll >= JEEP_HIT.immobilisedFrom) {
    ctx.updateUnit(jeep, { flags: { immobilised: true } });
    ctx.emit({ type: 'jeepHit', jeep, roll, result: 'immobilised', rule });
    return;
  }
  const riders = passengers(ctx, jeep).map((u) => u.id);
  if (riders.length === 0) {
    ctx.emit({ type: 'jeepHit', jeep, roll, result: 'nothing', rule });
    return;
  }
  const victim = ctx.random.pick(riders, `which man in ${nameOf(jeep)}`);
  ctx.emit({ type: 'jeepHit', jeep, roll, result: 'passenger', passenger: victim, rule });
  kill(ctx, victim, `hit riding in ${nameOf(jeep)}`, rule);
}

/** A blast (grenade or shell) at a point: every man within the radius dies on 4+ (−1 behind cover from it); a jeep within it is knocked out on 5+, and each man in it dies on 5+ (−1 if the jeep is behind cover). */
function blast(ctx: WCtx, at: TablePoint, rules: typeof GRENADE | typeof SHELL, by: string, rule: string): void {
  const caught = ctx.board.within(at, rules.radius, { measure: 'base' });
  const men: { figure: string; cover: number; roll: number; killed: boolean }[] = [];
  const jeeps: { figure: string; cover: number; roll: number; out: boolean; riders: { figure: string; roll: number; killed: boolean }[] }[] = [];
  for (const f of caught) {
    if (f.class === 'tracked') continue;
    const cover = inCover(ctx, at, f) ? COVER_MODIFIER : 0;
    if (f.class === 'infantry') {
      const roll = ctx.random.die(6, `blast on ${nameOf(f.id)}`);
      men.push({ figure: f.id, cover, roll, killed: roll - cover >= rules.kills });
      continue;
    }
    const roll = ctx.random.die(6, `blast on ${nameOf(f.id)}`);
    const riders = passengers(ctx, f.id).map((u) => {
      const r = ctx.random.die(6, `blast on ${nameOf(u.id)} in ${nameOf(f.id)}`);
      return { figure: u.id, roll: r, killed: r - cover >= rules.killsPassenger };
    });
    jeeps.push({ figure: f.id, cover, roll, out: roll - cover >= rules.knocksOutJeep, riders });
  }
  ctx.emit({ type: 'blast', at: { x: at.x, y: at.y }, radius: rules.radius, by, men, jeeps, rule });
  for (const m of men) if (m.killed) kill(ctx, m.figure, `caught by the blast`, rule);
  for (const j of jeeps) {
    for (const r of j.riders) if (r.killed) kill(ctx, r.figure, `caught by the blast in ${nameOf(j.figure)}`, rule);
    if (j.out) {
      const spots = exitSpots(ctx, j.figure);
      loseVehicle(ctx, j.figure, 'knocked out by the blast', rule);
      dismountSurvivors(ctx, j.figure, spots, rule);
    }
  }
}

// ---------------------------------------------------------------- verbs

function firerOf(ctx: Ctx, id: string): TableFigure {
  return ctx.board.figure(id)!;
}

/** Fire a small arm at the nearest enemy (and, with a shotgun or SMG, a second one within 1" of him), or an anti-tank rifle or tank gun at a solid target. */
export const fire = kit.action({
  schema: z.object({ figure: idSchema, target: idSchema, also: idSchema.optional() }),
  rule: 'Small-Arms Fire',
  legal: (ctx, side) => fireLegal(ctx, side).fire,
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.figure)) return `there is no figure "${a.figure.slice(0, 40)}" (Small-Arms Fire)`;
    const why = whyNotFire(ctx, ctx.unit(a.figure), a.side);
    if (why) return why;
    const f = firerOf(ctx, a.figure);
    if (solidTable(a.figure)) return `${nameOf(a.figure)} fires only at a solid target (a tank, a jeep${a.side === 'tan' ? ', an emplacement or the command post' : ''}) in range and in sight (${counterOf(a.figure).weapons.includes('tank-gun') ? 'Tanks' : 'Anti-Tank'})`;
    if (counterOf(a.figure).role === 'sniper') return `${nameOf(a.figure)} may fire at any enemy he can see and hurt within 18", but not at ${String(a.target).slice(0, 40)} (Small-Arms Fire)`;
    const near = smallArmsTargets(ctx, f).map((t) => nameOf(t.id));
    if (a.also !== undefined && near.includes(nameOf(a.target))) return `the second target must be another enemy within 1" of the first that ${nameOf(a.figure)} can see and hurt (Small-Arms Fire)`;
    return near.length
      ? `${nameOf(a.figure)} must fire at the nearest enemy he can see and hurt: ${near.join(' or ')} (Small-Arms Fire)`
      : `${nameOf(a.figure)} has no enemy he can see and hurt within range (Small-Arms Fire)`;
  },
  apply(ctx, a) {
    const f = firerOf(ctx, a.figure);
    ctx.updateUnit(a.figure, { flags: { fired: true } });
    const table = solidTable(a.figure);
    if (table) {
      const t = solidTargets(ctx, f).find((s) => s.id === a.target)!;
      const weapon = counterOf(a.figure).weapons.includes('tank-gun') ? 'tank gun' : 'anti-tank rifle';
      const rule = weapon === 'tank gun' ? 'Tanks' : 'Anti-Tank';
      const roll = ctx.random.die(6, `${nameOf(a.figure)} fires at ${nameOf(a.target)}`);
      const destroyed = roll >= t.need;
      ctx.emit({ type: 'solidShot', side: a.side, figure: a.figure, target: a.target, weapon, distance: Math.round(t.distance * 100) / 100, band: t.band, need: t.need, roll, destroyed, rule });
      if (destroyed) destroySolid(ctx, f.at, a.target, a.figure, rule);
      return;
    }
    const weapon = smallArmOf(a.figure)!;
    // Both shots are worked out before either is rolled: they are fired together.
    const shots = [a.target, ...(a.also !== undefined ? [a.also] : [])].map((id) => ({ target: firerOf(ctx, id), odds: smallArmsOdds(ctx, f, weapon, firerOf(ctx, id))! }));
    for (const { target, odds } of shots) {
      const roll = ctx.random.die(6, `${nameOf(a.figure)} fires at ${nameOf(target.id)}`);
      const hit = roll - odds.cover >= odds.need;
      ctx.emit({ type: 'shot', side: a.side, figure: a.figure, target: target.id, weapon, distance: Math.round(odds.distance * 100) / 100, band: odds.band, need: odds.need, cover: odds.cover, roll, hit, rule: 'Small-Arms Fire' });
      if (!hit) continue;
      if (target.class === 'wheeled') hitJeep(ctx, target.id, 'Small-Arms Fire');
      else kill(ctx, target.id, `shot by ${nameOf(a.figure)}`, 'Small-Arms Fire');
    }
  },
});

/**
 * A weapon aimed at a point whose blast lands where the scatter table says:
 * a sergeant's grenade and a tank's shell differ only in their data.
 */
function blastVerb(o: { readonly rule: 'Grenades' | 'Tanks'; readonly kind: 'grenade' | 'shell'; readonly weapon: typeof GRENADE | typeof SHELL; readonly needsSight: boolean; readonly legal: 'grenade' | 'shell'; readonly only: string }) {
  return kit.action({
    schema: z.object({ figure: idSchema, at: pointSchema }),
    rule: o.rule,
    legal: (ctx, side) => fireLegal(ctx, side)[o.legal],
    refuse(ctx, a) {
      if (!ctx.hasUnit(a.figure)) return `there is no figure "${a.figure.slice(0, 40)}" (${o.rule})`;
      return whyNotFire(ctx, ctx.unit(a.figure), a.side) ?? `${o.only} (${o.rule})`;
    },
    check: (ctx, a) => whyNotAim(ctx, firerOf(ctx, a.figure), a.at, o.weapon.reach, o.needsSight, o.rule),
    apply(ctx, a) {
      const f = firerOf(ctx, a.figure);
      ctx.updateUnit(a.figure, { flags: { fired: true } });
      const roll = ctx.random.die(6, `where ${nameOf(a.figure)}'s ${o.kind} lands`);
      const s = scatterByTable(o.weapon.scatter, roll, { from: f.at, target: a.at });
      const landed = { x: s.point.x, y: s.point.y };
      ctx.emit({ type: o.kind, side: a.side, figure: a.figure, aim: { x: a.at.x, y: a.at.y }, roll, result: s.result ?? 'on-target', landed, rule: o.rule });
      blast(ctx, landed, o.weapon, a.figure, o.rule);
    },
  });
}

/** A sergeant throws a grenade at a point up to 4" away (instead of firing his SMG). */
export const throwGrenade = blastVerb({ rule: 'Grenades', kind: 'grenade', weapon: GRENADE, needsSight: false, legal: 'grenade', only: 'only a sergeant throws grenades' });

/** A tank fires a high-explosive shell (or a burst of machine-gun fire) at a point up to 36" away that it can see. */
export const shell = blastVerb({ rule: 'Tanks', kind: 'shell', weapon: SHELL, needsSight: true, legal: 'shell', only: 'only a tank fires shells' });

/** The side says its fire is over (and with it, its turn). */
export const endFire = kit.action({
  rule: 'Small-Arms Fire',
  says: 'fire done',
  legal: (_ctx, side) => [{ type: 'endFire', side }],
  refuse: (_ctx, a) => `${sideName(a.side)} may not end the fire phase now (Small-Arms Fire)`,
  apply: (ctx) => ctx.endPhase(),
});

/** The counter of an id that is a figure (not a table object). */
export const isFigure = (id: string): boolean => COUNTER.has(id);
