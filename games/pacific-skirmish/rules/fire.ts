/**
 * Fire: who may fire, at what (spotted, in range, in arc, in sight; or at any
 * point of a move it saw, Special Rule 4), and what a shot does: the d10 on
 * the Tank/Antitank or Infantry table with its modifiers, a natural 1 always
 * hitting, then "6 = dead" dice or cards. Automatic weapons roll three times
 * (Special Rule 1); a machinegun rolls once at every target in range and arc
 * (Special Rule 2); mortars fire indirect with an overlay (Indirect Fire).
 *
 * @module
 */
import * as z from 'zod';
import {
  aspectOf,
  baseReach,
  bearing,
  circleTemplate,
  coverFrom,
  figuresUnderTemplate,
  inArc,
  indexFigures,
  normalizeFacing,
  pointAlongPath,
  pointDistance,
  pointSegmentDistance,
  scatterByDie,
  sightWindows,
  TABLE_EPSILON,
  type ActionDescriptor,
  type TableFigure,
  type TablePoint,
  type TablePosition,
} from 'hexwar';
import { counterOf, type Side, type SkirmishCounter } from '../data/forces';
import { ALWAYS_HITS, HIT_OR_ARROW, INFANTRY_FIRE, MODIFIERS, RULE, TANK_FIRE, WEAPONS, type FireRow, type FireTable, type Weapon, type WeaponId } from '../data/tables';
import { figureDice, pullCards, type Source } from './damage';
import { enemiesOf, liveFigures, sees, seesFigure, spotted, spottedIds } from './spotting';
import { active, crewOf, enemyOf, flag, inForce, isCrewed, kit, nameOf, onTable, type Ctx, type MovePath, type Unit, type WCtx } from './types';

/** A figure's position on the table (its `at`, never null here). */
type Placed = Unit & { readonly at: TablePosition };

// ---------------------------------------------------------------- who may fire

/** Why a figure may not fire now (in a player's words, with the rule), or `null` if it may. */
export function fireBlock(ctx: Ctx, u: Unit): string | null {
  const c = counterOf(u.id);
  if (!onTable(u)) return `${c.name} is out of action`;
  if (c.weapons.length === 0) return `the ${c.name} carries no weapon (${RULE.special(6)})`;
  if (flag(u, 'shot') === true) return `${c.name} has already fired or called artillery this phase (${RULE.sequence})`;
  if (isCrewed(c) && crewOf(u) <= 0) return `the ${c.name} has no crew left to fire it (${RULE.special(7)})`;
  if (flag(u, 'crewless') === true) return `the ${c.name}'s crew is dead until it is re-crewed (${RULE.cards})`;
  if (flag(u, 'stunned') !== undefined) return `the ${c.name} is stunned: no movement or fire (${RULE.cards})`;
  if (inForce(u, 'noFire')) return `the ${c.name} may not fire ${flag(u, 'noFire') === 'game' ? 'for the rest of the game' : 'this turn'} (${RULE.cards})`;
  if (c.class === 'crew' && flag(u, 'moved') === true) return `the ${c.name} moved: machinegun and mortar crews may not move and fire (${RULE.special(3)})`;
  return null;
}

/** Whether the phasing rules let `side` fire now: the other side in defensive fire, the moving side in offensive fire. */
export const firingSide = (ctx: Ctx): Side | null => (ctx.phase === 'defensiveFire' ? enemyOf(ctx.active ?? 'us') : ctx.phase === 'offensiveFire' ? ctx.active : null);

// ---------------------------------------------------------------- where a target is shot at

/** The facing of a mover at a point of its path: the way it travelled there (reversed when it moved in reverse). */
function facingAlong(mp: MovePath, along: number): number | undefined {
  let acc = 0;
  for (let i = 1; i < mp.path.length; i++) {
    const a = mp.path[i - 1]!;
    const b = mp.path[i]!;
    const len = pointDistance(a, b);
    if (len > 0 && along <= acc + len + 1e-9) return normalizeFacing(bearing(a, b) + (mp.reverse ? 180 : 0));
    acc += len;
  }
  return undefined;
}

/** Where a figure was `along` inches into its move this player turn, facing the way it moved. */
export function aimAlong(ctx: Ctx, target: { readonly id: string; readonly at: TablePosition }, along: number): TablePosition {
  const mp = ctx.data.paths[target.id];
  if (!mp) return target.at;
  const p = pointAlongPath(mp.path, along);
  const facing = target.at.facing === undefined ? undefined : (facingAlong(mp, along) ?? target.at.facing);
  return facing === undefined ? { x: p.x, y: p.y } : { x: p.x, y: p.y, facing };
}

// ---------------------------------------------------------------- targets

/** The enemy figures on the table (equipment without a crew is no target). */
const enemies = enemiesOf;

/** The arc of fire of a weapon, if it has one (artillery and machineguns: 45°). */
const arcOf = (w: Weapon) => (w.arc !== undefined ? { width: w.arc } : undefined);

/**
 * Why a direct shot by `firer` with a weapon at a target standing (or seen) at
 * `aim` is not allowed, or `null`: armour only for grenades and heavy weapons
 * on the Infantry table, range, arc and line of sight.
 */
export function shotProblem(ctx: Ctx, firer: Placed, weaponId: WeaponId, target: TableFigure, aim: TablePoint): string | null {
  const w = WEAPONS[weaponId] as Weapon;
  const c = counterOf(firer.id);
  const t = counterOf(target.id);
  if (w.table === 'infantry' && t.class === 'tracked' && !w.hitsArmour) return `a ${w.name} cannot hurt the ${t.name}: only grenades and heavy weapons can score a hit on armour (${RULE.infantry})`;
  const d = pointDistance(firer.at, aim);
  if (w.range !== null && d > w.range + TABLE_EPSILON) return `the ${t.name} is ${Math.round(d * 10) / 10}" from ${c.name}; a ${w.name} reaches ${w.range}" (${RULE.ranges})`;
  const arc = arcOf(w);
  if (arc && !inArc(firer.at, aim, arc, baseReach(target.base))) return `the ${t.name} is outside the 45° arc of the ${c.name} (${RULE.tank})`;
  const inSight = aim === target.at ? seesFigure(ctx, firer.id, target.id) : sees(ctx, firer.at, aim);
  if (!inSight) return `${c.name} cannot see the ${t.name} (${RULE.spotting})`;
  return null;
}

/** The enemy figures a figure may fire at with a direct-fire weapon where they stand: spotted, hurtable, in range, arc and sight. */
export function directTargets(ctx: Ctx, firer: Placed, weaponId: WeaponId): string[] {
  const seen = spottedIds(ctx, firer.side);
  const out: string[] = [];
  for (const t of enemies(ctx, firer.side)) {
    if (!seen.has(t.id)) continue;
    if (shotProblem(ctx, firer, weaponId, t, t.at) === null) out.push(t.id);
  }
  return out;
}

/** The enemy figures a mortar may fire at: spotted by its side and within its range (indirect fire needs no sight of its own, and has no arc). */
export function mortarTargets(ctx: Ctx, firer: Placed, weaponId: WeaponId): string[] {
  const w = WEAPONS[weaponId] as Weapon;
  const seen = spottedIds(ctx, firer.side);
  return enemies(ctx, firer.side)
    .filter((t) => seen.has(t.id) && (w.range === null || pointDistance(firer.at, t.at) <= w.range + TABLE_EPSILON))
    .map((t) => t.id);
}

/** Stretches of a path within `range` of a point, in inches along it (exact: a quadratic per stretch). */
function rangeIntervals(path: readonly TablePoint[], o: TablePoint, range: number): [number, number][] {
  const out: [number, number][] = [];
  let acc = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = pointDistance(a, b);
    if (len === 0) continue;
    const dx = (b.x - a.x) / len;
    const dy = (b.y - a.y) / len;
    const fx = a.x - o.x;
    const fy = a.y - o.y;
    // |f + s·d|² ≤ r², s in [0, len]
    const bq = fx * dx + fy * dy;
    const cq = fx * fx + fy * fy - range * range;
    const disc = bq * bq - cq;
    if (disc >= 0) {
      const r = Math.sqrt(disc);
      const s0 = Math.max(0, -bq - r);
      const s1 = Math.min(len, -bq + r);
      if (s1 >= s0) {
        const last = out[out.length - 1];
        if (last && acc + s0 <= last[1] + 1e-9) last[1] = Math.max(last[1], acc + s1);
        else out.push([acc + s0, acc + s1]);
      }
    }
    acc += len;
  }
  return out;
}

function intersect(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a0, a1] of a) for (const [b0, b1] of b) {
    const lo = Math.max(a0, b0);
    const hi = Math.min(a1, b1);
    if (hi >= lo) out.push([lo, hi]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/**
 * Where along an enemy's move this player turn a figure may fire at it with a
 * weapon (Special Rule 4): the stretches it was in the firer's sight and arc,
 * and in range, as `[from, to]` inches along its path. Empty if it did not move.
 */
export function reactionIntervals(ctx: Ctx, firer: Placed, weaponId: WeaponId, targetId: string): [number, number][] {
  const mp = ctx.data.paths[targetId];
  const target = ctx.board.figure(targetId);
  if (!mp || mp.path.length < 2 || !target || target.side === firer.side) return [];
  if (!enemies(ctx, firer.side).includes(target) && !enemies(ctx, firer.side).some((f) => f.id === targetId)) return [];
  const w = WEAPONS[weaponId] as Weapon;
  const t = counterOf(targetId);
  if (w.table === 'infantry' && t.class === 'tracked' && !w.hitsArmour) return [];
  if (w.range !== null) {
    let near = Infinity;
    for (let i = 1; i < mp.path.length; i++) near = Math.min(near, pointSegmentDistance(firer.at, mp.path[i - 1]!, mp.path[i]!));
    if (near > w.range + TABLE_EPSILON) return [];
  }
  const arc = arcOf(w);
  const windows = ctx.board.cached(`win:${ctx.turn}:${ctx.active}:${firer.id}:${arc ? arc.width : 'all'}:${targetId}`, () =>
    sightWindows(ctx.board.table, firer.at, mp.path, { ...(arc ? { arc } : {}), reach: baseReach(target.base), step: 0.5 }).map((x) => [x.from, x.to] as [number, number]),
  );
  return w.range === null ? windows.map((x) => [x[0], x[1]]) : intersect(windows, rangeIntervals(mp.path, firer.at, w.range + TABLE_EPSILON));
}

/** Whether `along` lies in one of the intervals. */
export const inIntervals = (intervals: readonly (readonly [number, number])[], along: number): boolean => intervals.some(([a, b]) => along >= a - 1e-9 && along <= b + 1e-9);

/** The enemies that moved this player turn (their paths are kept). */
function movers(ctx: Ctx, side: string): string[] {
  return Object.keys(ctx.data.paths).filter((id) => ctx.hasUnit(id) && ctx.unit(id).side !== side);
}

/**
 * Every target a machinegun rolls at (Special Rule 2): each enemy in range and
 * arc, where it stands if it is spotted and in sight there, else at the point
 * of its move this player turn best for the gunner (out of cover, then nearest).
 */
export function mgTargets(ctx: Ctx, firer: Placed, weaponId: WeaponId): { id: string; aim: TablePosition; along?: number }[] {
  const out: { id: string; aim: TablePosition; along?: number }[] = [];
  const seen = spottedIds(ctx, firer.side);
  for (const t of enemies(ctx, firer.side)) {
    if (seen.has(t.id) && shotProblem(ctx, firer, weaponId, t, t.at) === null) {
      out.push({ id: t.id, aim: t.at });
      continue;
    }
    const iv = reactionIntervals(ctx, firer, weaponId, t.id);
    if (iv.length === 0) continue;
    let best: { along: number; score: number } | null = null;
    for (const [a, b] of iv) {
      for (const s of [a, (a + b) / 2, b]) {
        const p = pointAlongPath(ctx.data.paths[t.id]!.path, s);
        const score = (coverFrom(ctx.board.table, firer.at, p).length > 0 ? 1000 : 0) + pointDistance(firer.at, p);
        if (!best || score < best.score) best = { along: s, score };
      }
    }
    out.push({ id: t.id, aim: aimAlong(ctx, t, best!.along), along: best!.along });
  }
  return out;
}

// ---------------------------------------------------------------- the hit roll

/** The table row a shot is read on, and the face struck. */
export function rowFor(table: FireTable, target: SkirmishCounter, aim: TablePosition, from: TablePoint): { row: FireRow; aspect?: 'front' | 'side' | 'rear' } {
  if (table === 'tank') {
    switch (target.class) {
      case 'infantry':
        return { row: TANK_FIRE.infantry };
      case 'crew':
        return { row: TANK_FIRE.heavy, aspect: aspectOf(aim, from) };
      case 'gun':
        return { row: TANK_FIRE.artillery, aspect: aspectOf(aim, from) };
      case 'wheeled':
        return { row: TANK_FIRE.wheeled };
      case 'tracked': {
        const aspect = aspectOf(aim, from);
        return { row: TANK_FIRE[aspect], aspect };
      }
    }
  }
  switch (target.class) {
    case 'infantry':
      return { row: INFANTRY_FIRE.infantry };
    case 'crew':
    case 'gun':
      return { row: INFANTRY_FIRE.crew };
    case 'wheeled':
      return { row: INFANTRY_FIRE.soft };
    case 'tracked':
      return { row: INFANTRY_FIRE.armour };
  }
}

/** One modifier to the hit roll, with why. */
export interface Modifier {
  /** Why, in a player's words. */
  readonly why: string;
  /** What it adds to the d10. */
  readonly n: number;
}

/** Who fires, for the hit roll: where from, whether it moved last turn, and its weight (for the Tank/Antitank table). */
export interface Shooter {
  /** The firing figure's id, or a battery's name. */
  readonly by: string;
  /** Its side. */
  readonly side: string;
  /** Where the shot comes from (the firer, or the point of impact of indirect fire). */
  readonly from: TablePoint;
  /** It moved in its side's last movement phase. */
  readonly moved: boolean;
  /** Its weight class. */
  readonly weight: number;
}

/** The hit modifiers of a shot (Tank/Antitank Fire and Infantry Fire). */
export function modifiers(ctx: Ctx, shooter: Shooter, table: FireTable, target: Unit, aim: TablePosition, aspect?: string): Modifier[] {
  const mods: Modifier[] = [];
  const cover = coverFrom(ctx.board.table, shooter.from, aim);
  if (cover.length > 0) mods.push({ why: `in cover (${cover.map((c) => c.type).join(', ')})`, n: MODIFIERS.cover });
  if (shooter.moved) mods.push({ why: 'firer moved last turn', n: MODIFIERS.moved });
  if (flag(target, 'moved') === true) mods.push({ why: 'target moved last turn', n: MODIFIERS.moved });
  if (table === 'tank') {
    const t = counterOf(target.id);
    if (shooter.weight > t.weight) mods.push({ why: 'attacker heavier', n: MODIFIERS.heavier });
    else if (shooter.weight < t.weight) mods.push({ why: 'attacker lighter', n: MODIFIERS.lighter });
    if ((t.class === 'crew' || t.class === 'gun') && aspect !== undefined && aspect !== 'front') mods.push({ why: `${aspect === 'side' ? 'flank' : 'rear'} shot at ${t.class === 'gun' ? 'artillery' : 'a heavy weapon'}`, n: MODIFIERS.flank });
  }
  return mods;
}

/**
 * One hit roll at a target, and its effect: a d10 plus the modifiers, a hit
 * below the row's number (a natural 1 always hits); then a "6 = dead" die for
 * each figure of the target, or the cards the row gives.
 */
export function rollToHit(ctx: WCtx, shooter: Shooter, w: Weapon, targetId: string, aim: TablePosition, extra: { readonly along?: number; readonly indirect?: boolean } = {}): boolean {
  const target = ctx.unit(targetId);
  if (!onTable(target)) return false;
  const t = counterOf(targetId);
  const { row, aspect } = rowFor(w.table, t, aim, shooter.from);
  const mods = modifiers(ctx, shooter, w.table, target, aim, aspect);
  const roll = ctx.random.die(10, `to hit the ${t.name} (${w.name})`);
  const total = roll + mods.reduce((s, m) => s + m.n, 0);
  const natural = roll === ALWAYS_HITS;
  const hit = natural || total < row.need;
  const rule = w.table === 'tank' ? RULE.tank : RULE.infantry;
  ctx.emit({
    type: 'fired',
    by: shooter.by,
    side: shooter.side,
    weapon: w.name,
    target: targetId,
    at: { x: aim.x, y: aim.y },
    ...(extra.along !== undefined ? { along: extra.along } : {}),
    ...(extra.indirect ? { indirect: true } : {}),
    table: w.table,
    row: row.name,
    need: row.need,
    roll,
    modifiers: mods.map((m) => ({ why: m.why, n: m.n })),
    total,
    hit,
    natural,
    rule,
  });
  if (!hit) return false;
  const source: Source = { side: shooter.side, by: shooter.by, heavy: w.heavy };
  if (row.result.kind === 'dice') figureDice(ctx, targetId, source, rule);
  else pullCards(ctx, targetId, row.result.count, source);
  return true;
}

/** The shooter a figure is. */
export function shooterOf(u: Placed): Shooter {
  return { by: u.id, side: u.side, from: u.at, moved: flag(u, 'moved') === true, weight: counterOf(u.id).weight };
}

/**
 * Indirect fire with an overlay (Indirect Fire): the Hit-or-arrow die; on an
 * arrow, a bearing and 1d6 inches off; then everything the overlay touches, of
 * either side, rolls on the Infantry table as hit by a heavy weapon, in cover
 * if cover lies between it and the point of impact.
 */
export function overlayStrike(ctx: WCtx, by: string, side: string, w: Weapon, diameter: number, target: TablePoint): void {
  const face = ctx.random.die(HIT_OR_ARROW.faces.length, `Hit or arrow die (${w.name})`);
  const arrow = HIT_OR_ARROW.faces[face - 1] === 'arrow';
  const bearingRoll = arrow ? ctx.random.int(0, 359, `where the arrow points (${w.name})`) : undefined;
  const distance = arrow ? ctx.random.die(6, `inches off target (${w.name})`) : 0;
  const landed = scatterByDie(target, HIT_OR_ARROW, { face, distance, ...(bearingRoll !== undefined ? { bearing: bearingRoll } : {}) });
  const overlay = circleTemplate(landed.point, { diameter });
  const touched = figuresUnderTemplate(indexFigures(liveFigures(ctx)), overlay).map((f) => f.id);
  ctx.emit({ type: 'scatter', by, weapon: w.name, target, face, onTarget: !arrow, ...(arrow ? { bearing: landed.bearing ?? 0, distance } : {}), landed: landed.point, diameter, touched, rule: RULE.indirect });
  for (const id of touched) {
    const u = ctx.unit(id);
    if (!onTable(u)) continue;
    rollToHit(ctx, { by, side, from: landed.point, moved: false, weight: 0 }, w, id, u.at, { indirect: true });
  }
}

// ---------------------------------------------------------------- the verb

const fireSchema = z.object({
  figure: z.string(),
  weapon: z.enum(Object.keys(WEAPONS) as [WeaponId, ...WeaponId[]]),
  target: z.string().optional(),
  along: z.number().optional(),
});

/** Own figures that may fire now. */
function firers(ctx: Ctx, side: string): Placed[] {
  return ctx.state.units.filter((u): u is Placed => u.side === side && active(u) && fireBlock(ctx, u) === null);
}

/** Whether `side` has any shot to make now (the fire phase ends by itself if not): the legal list, stopping at the first. */
export function anyShot(ctx: Ctx, side: string): boolean {
  const moved = movers(ctx, side);
  for (const u of firers(ctx, side)) {
    for (const wid of counterOf(u.id).weapons) {
      const w = WEAPONS[wid] as Weapon;
      if (w.everyTarget ? mgTargets(ctx, u, wid).length > 0 : w.overlay !== undefined ? mortarTargets(ctx, u, wid).length > 0 : directTargets(ctx, u, wid).length > 0) return true;
      if (!w.everyTarget && w.overlay === undefined && moved.some((id) => reactionIntervals(ctx, u, wid, id).length > 0)) return true;
    }
  }
  return false;
}

/**
 * "Designate target and fire": one figure fires one of its weapons, at a
 * target where it stands, or (Special Rule 4) at a point of the target's move
 * this player turn (`along`: inches from where it started); a machinegun fires
 * at every target at once.
 */
export const fire = kit.action({
  schema: fireSchema,
  rule: RULE.sequence,
  legal(ctx, side) {
    if (firingSide(ctx) !== side) return [];
    const out: ActionDescriptor[] = [];
    const moved = movers(ctx, side);
    for (const u of firers(ctx, side)) {
      for (const wid of counterOf(u.id).weapons) {
        const w = WEAPONS[wid] as Weapon;
        if (w.everyTarget) {
          if (mgTargets(ctx, u, wid).length > 0) out.push({ type: 'fire', side, fixed: { figure: u.id, weapon: wid }, rule: RULE.special(2) });
          continue;
        }
        if (w.overlay !== undefined) {
          const targets = mortarTargets(ctx, u, wid);
          if (targets.length > 0) out.push({ type: 'fire', side, fixed: { figure: u.id, weapon: wid }, choose: { target: targets }, rule: RULE.indirect });
          continue;
        }
        const targets = directTargets(ctx, u, wid);
        if (targets.length > 0) out.push({ type: 'fire', side, fixed: { figure: u.id, weapon: wid }, choose: { target: targets } });
        for (const id of moved) {
          const intervals = reactionIntervals(ctx, u, wid, id);
          if (intervals.length > 0) out.push({ type: 'fire', side, fixed: { figure: u.id, weapon: wid, target: id }, open: { along: { kind: 'along', intervals } }, rule: RULE.special(4) });
        }
      }
    }
    return out;
  },
  check(ctx, a) {
    const u = ctx.unit(a.figure) as Placed;
    if (a.target === undefined || a.along === undefined) return null;
    const iv = reactionIntervals(ctx, u, a.weapon, a.target);
    if (!inIntervals(iv, a.along)) return `${nameOf(a.target)} was not in sight, arc and range of ${nameOf(a.figure)} ${Math.round(a.along * 100) / 100}" into its move (${RULE.special(4)})`;
    return null;
  },
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.figure)) return `${a.figure.slice(0, 30)} is not a figure of this game (${RULE.sequence})`;
    const u = ctx.unit(a.figure);
    const c = counterOf(u.id);
    if (u.side !== a.side) return `${c.name} is not one of your figures (${RULE.sequence})`;
    if (firingSide(ctx) !== a.side) return `the ${a.side === 'us' ? 'American' : 'Japanese'} player does not fire now: ${ctx.phase === 'defensiveFire' ? 'the player who did not move fires first' : 'the moving player fires now'} (${RULE.sequence})`;
    const block = fireBlock(ctx, u);
    if (block) return block;
    if (!c.weapons.includes(a.weapon)) return `${c.name} has no ${WEAPONS[a.weapon].name}: figures are armed as represented and may not pick up weapons from the dead (${RULE.special(5)})`;
    const w = WEAPONS[a.weapon] as Weapon;
    const placed = u as Placed;
    if (w.everyTarget) return a.target !== undefined || a.along !== undefined ? `a machinegun does not pick a target: it rolls at every target in range and arc (${RULE.special(2)})` : `the ${c.name} has no target in range and its 45° arc (${RULE.special(2)})`;
    if (a.target === undefined) return `name the target (${RULE.sequence})`;
    if (!ctx.hasUnit(a.target)) return `${a.target.slice(0, 30)} is not a figure of this game (${RULE.sequence})`;
    const tu = ctx.unit(a.target);
    const t = counterOf(tu.id);
    if (tu.side === a.side) return `the ${t.name} is one of yours (${RULE.sequence})`;
    const tf = liveFigures(ctx).find((f) => f.id === tu.id);
    if (!tf) return `the ${t.name} is out of action (${RULE.sequence})`;
    if (a.along !== undefined) {
      if (w.overlay !== undefined) return `a mortar fires at where its target is, not along its move (${RULE.indirect})`;
      if (!ctx.data.paths[tu.id]) return `the ${t.name} did not move this turn: fire at it where it stands (${RULE.special(4)})`;
      return `the ${t.name} was not in the sight, arc and range of ${c.name} at that point of its move (${RULE.special(4)})`;
    }
    if (!spotted(ctx, a.side, tu.id)) return `the ${t.name} has not been spotted: it did not move or fire and is concealed, farther than ${t.class === 'wheeled' || t.class === 'tracked' ? 12 : 6}" from your figures that can see it (${RULE.spotting})`;
    if (w.overlay !== undefined) return `the ${t.name} is beyond the ${w.range}" range of the ${w.name} (${RULE.ranges})`;
    return shotProblem(ctx, placed, a.weapon, tf, tf.at) ?? `${c.name} may not fire at the ${t.name} (${RULE.sequence})`;
  },
  apply(ctx, a) {
    const u = ctx.unit(a.figure) as Placed;
    const w = WEAPONS[a.weapon] as Weapon;
    ctx.updateUnit(u.id, { flags: { shot: true, fired: true } });
    const shooter = shooterOf(u);
    if (w.everyTarget) {
      const targets = mgTargets(ctx, u, a.weapon);
      for (const t of targets) rollToHit(ctx, shooter, w, t.id, t.aim, t.along !== undefined ? { along: t.along } : {});
      return;
    }
    const target = ctx.unit(a.target!) as Placed;
    if (w.overlay !== undefined) {
      overlayStrike(ctx, u.id, u.side, w, w.overlay, target.at);
      return;
    }
    const aim = a.along !== undefined ? aimAlong(ctx, target, a.along) : target.at;
    for (let i = 0; i < w.rolls; i++) {
      if (!onTable(ctx.unit(target.id))) break;
      rollToHit(ctx, shooter, w, target.id, aim, a.along !== undefined ? { along: a.along } : {});
    }
  },
});
