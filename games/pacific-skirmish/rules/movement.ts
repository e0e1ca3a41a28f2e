/**
 * Movement: each figure moves once in its side's movement phase along a path
 * of its choosing, within its allowance over the ground it crosses (the
 * movement chart); vehicles may reverse at 3"; machinegun and mortar crews
 * move at half speed and may turn in place instead (which counts as moving,
 * Special Rule 3); the anti-tank gun only turns. Cards limit vehicles: no
 * movement, forward only, forced reverse. Weapons and vehicles whose crews are
 * dead may be re-crewed by figures in contact.
 *
 * @module
 */
import * as z from 'zod';
import {
  affordablePath,
  angleDifference,
  bearing,
  checkPath,
  derive,
  endPhaseVerb,
  figureDistance,
  isStraightAhead,
  normalizeFacing,
  pointAtBearing,
  pointDistance,
  TABLE_EPSILON,
  type ActionDescriptor,
  type MovementProfile,
  type PathCheck,
  type TablePoint,
  type TablePosition,
} from 'hexwar';
import { counterOf, type SkirmishCounter } from '../data/forces';
import { CONTACT, CREW_ALLOWANCE, PROFILES, RULE, type ProfileName } from '../data/tables';
import { witnessPath, type PathParams } from './paths';
import { active, crewOf, flag, inForce, isVehicle, kit, nameOf, onTable, type Ctx, type Unit, type WCtx } from './types';

/** A figure on the table. */
type Placed = Unit & { readonly at: TablePosition };

/** Most points a path may have. */
export const MAX_PATH_POINTS = 16;

/** How a figure moves, or `null` (the anti-tank gun only turns). */
export function profileOf(c: SkirmishCounter): MovementProfile | null {
  return c.profile ? PROFILES[c.profile] : null;
}

/** The share of a full move a figure has: half for machinegun and mortar crews (Special Rule 3). */
export const allowanceOf = (c: SkirmishCounter): number => (c.class === 'crew' ? CREW_ALLOWANCE : 1);

/** Why a figure may not move (or turn in place) now, or `null`. */
export function moveBlock(ctx: Ctx, u: Unit): string | null {
  const c = counterOf(u.id);
  if (!onTable(u)) return `${c.name} is out of action`;
  if (flag(u, 'uncrewed') === true || (c.crew !== undefined && crewOf(u) <= 0)) return `the ${c.name} has no crew to move it (${RULE.special(7)})`;
  if (flag(u, 'crewless') === true) return `the ${c.name}'s crew is dead until it is re-crewed (${RULE.cards})`;
  if (flag(u, 'stunned') !== undefined) return `the ${c.name} is stunned: no movement or fire (${RULE.cards})`;
  if (flag(u, 'moved') === true) return `${c.name} has already moved this phase (${RULE.movement})`;
  if (flag(u, 'forced') === true) return `the ${c.name} must reverse this turn and has done so (${RULE.cards})`;
  if (inForce(u, 'noMove')) return `the ${c.name} may not move ${flag(u, 'noMove') === 'game' ? 'for the rest of the game' : 'this turn'} (${RULE.cards})`;
  return null;
}

/**
 * The checks a move makes beyond the path's cost: it starts where the figure
 * stands, goes somewhere, and keeps to the card limits (forward only; a reverse
 * heads backwards).
 */
export function moveProblem(ctx: Ctx, u: Placed, path: readonly TablePoint[], reverse: boolean): { problem: string | null; check?: PathCheck } {
  const c = counterOf(u.id);
  const profile = profileOf(c);
  if (!profile) return { problem: `the ${c.name} cannot be moved, only turned (${RULE.scenario})` };
  const first = path[0]!;
  if (pointDistance(first, u.at) > TABLE_EPSILON) return { problem: `${c.name}'s path must start where it stands, (${round(u.at.x)}, ${round(u.at.y)}) (${RULE.movement})` };
  const facing = u.at.facing ?? 0;
  const firstStep = path.find((p) => pointDistance(p, first) > 0);
  if (!firstStep) return { problem: `a move must go somewhere (${RULE.movement})` };
  if (reverse) {
    if (!isVehicle(c)) return { problem: `only vehicles reverse (${RULE.movement})` };
    if (flag(u, 'forwardOnly') === true) return { problem: `the ${c.name} can only move forward (${RULE.cards})` };
    if (Math.abs(angleDifference(facing + 180, bearing(first, firstStep))) > 90 + 1e-9) return { problem: `a vehicle in reverse moves backwards: its path must start behind it (${RULE.movement})` };
  }
  if (!reverse && flag(u, 'forwardOnly') === true && !isStraightAhead(path, facing)) return { problem: `the ${c.name} can only move forward, no turns (${RULE.cards})` };
  const check = checkPath(ctx.board.table, profile, path, { allowance: allowanceOf(c), reverse, who: c.name });
  if (!check.ok) {
    const why = check.violations[0]!.message;
    const rule = c.class === 'crew' && why.includes('of a move') ? RULE.special(3) : RULE.movement;
    return { problem: `${why} (${rule})`, check };
  }
  return { problem: null, check };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The open field of a move: where a sampler draws a path from, with one legal path; `null` if the figure can go nowhere. */
export function pathField(ctx: Ctx, u: Placed, c: SkirmishCounter, reverse: boolean): (PathParams & { kind: string }) | null {
  const params = {
    from: { x: u.at.x, y: u.at.y },
    facing: u.at.facing ?? 0,
    profile: c.profile as ProfileName,
    allowance: allowanceOf(c),
    ...(reverse ? { reverse: true } : {}),
    ...(!reverse && flag(u, 'forwardOnly') === true ? { straight: true } : {}),
  };
  // A position object lives until its figure moves: the witness is worked out once for it.
  const witness = derive(u.at, `skirmish:witness:${params.profile}:${reverse}:${params.straight === true}:${params.allowance}`, () => witnessPath(ctx.board.table, params));
  return witness ? { kind: 'path', ...params, witness } : null;
}

const point = z.strictObject({ x: z.number(), y: z.number() });
const pathSchema = z.object({ figure: z.string(), path: z.array(point).min(2, 'a path needs at least two points').max(MAX_PATH_POINTS, `a path has at most ${MAX_PATH_POINTS} points`) });

/** Carries out a move along a path (a checked one). */
function carryOut(ctx: WCtx, u: Placed, path: readonly TablePoint[], reverse: boolean, check: PathCheck): void {
  const c = counterOf(u.id);
  // A path may end within the tolerance past the table's edge; the figure stands on the edge.
  const { width, height } = ctx.board.table;
  const end = { x: Math.min(width, Math.max(0, check.end.x)) + 0, y: Math.min(height, Math.max(0, check.end.y)) + 0 };
  const at: TablePosition = u.at.facing === undefined ? { x: end.x, y: end.y } : { x: end.x, y: end.y, facing: check.facing ?? u.at.facing };
  ctx.updateUnit(u.id, { at, flags: { moved: true } });
  ctx.setData({ ...ctx.data, paths: { ...ctx.data.paths, [u.id]: reverse ? { path: [...path], reverse: true } : { path: [...path] } } });
  ctx.emit({ type: 'figureMoved', unit: u.id, from: u.at, to: at, path: [...path], length: round(check.length), cost: round(check.cost), allowance: allowanceOf(c), ...(reverse ? { reverse: true } : {}), rule: RULE.movement });
}

function moveVerb(reverse: boolean) {
  return kit.action({
    schema: pathSchema,
    rule: RULE.movement,
    legal(ctx, side) {
      const out: ActionDescriptor[] = [];
      if (ctx.active !== side) return out;
      for (const u of ctx.state.units) {
        if (u.side !== side || !onTable(u) || moveBlock(ctx, u) !== null) continue;
        const c = counterOf(u.id);
        if (!c.profile || (reverse && (!isVehicle(c) || flag(u, 'forwardOnly') === true))) continue;
        const field = pathField(ctx, u, c, reverse);
        if (field) out.push({ type: reverse ? 'reverse' : 'move', side, fixed: { figure: u.id }, open: { path: field }, rule: RULE.movement });
      }
      return out;
    },
    check(ctx, a) {
      return moveProblem(ctx, ctx.unit(a.figure) as Placed, a.path, reverse).problem;
    },
    refuse(ctx, a) {
      if (!ctx.hasUnit(a.figure)) return `${a.figure.slice(0, 30)} is not a figure of this game (${RULE.movement})`;
      const u = ctx.unit(a.figure);
      if (u.side !== a.side) return `${nameOf(u.id)} is not one of your figures (${RULE.movement})`;
      if (ctx.active !== a.side) return `only the moving player moves now (${RULE.sequence})`;
      const block = moveBlock(ctx, u);
      if (block) return block;
      return moveProblem(ctx, u as Placed, a.path, reverse).problem ?? `${nameOf(u.id)} may not make that move (${RULE.movement})`;
    },
    apply(ctx, a) {
      const u = ctx.unit(a.figure) as Placed;
      const { check } = moveProblem(ctx, u, a.path, reverse);
      carryOut(ctx, u, a.path, reverse, check!);
    },
  });
}

/** Moves a figure along a path (Movement). */
export const move = moveVerb(false);
/** Moves a vehicle in reverse along a path, at 3" a turn (Movement). */
export const reverse = moveVerb(true);

/** Whether a figure turns in place rather than moving: a crewed weapon. */
const turns = (c: SkirmishCounter) => c.class === 'crew' || c.class === 'gun';

/** Why a crewed weapon may not turn now, or `null`. A machinegun or mortar turning counts as its move; the gun may turn once a phase. */
function turnBlock(ctx: Ctx, u: Unit): string | null {
  const c = counterOf(u.id);
  if (!turns(c)) return `only machineguns, mortars and guns turn in place; others turn as they move (${RULE.movement})`;
  if (c.class === 'gun') {
    if (!onTable(u)) return `the ${c.name} is out of action`;
    if (crewOf(u) <= 0) return `the ${c.name} has no crew (${RULE.special(7)})`;
    return flag(u, 'turned') === true ? `the ${c.name} has already turned this phase (${RULE.scenario})` : null;
  }
  return moveBlock(ctx, u);
}

/**
 * Turns a crewed weapon in place to a new facing (its arc of fire). For a
 * machinegun or mortar this is its move (Special Rule 3: it may not fire this
 * turn); the anti-tank gun, which may not move, may turn once a phase and still fire.
 */
export const pivot = kit.action({
  schema: z.object({ figure: z.string(), facing: z.number().min(0, 'a facing is 0 to 359.99 degrees').lt(360, 'a facing is 0 to 359.99 degrees') }),
  rule: RULE.movement,
  legal(ctx, side) {
    const out: ActionDescriptor[] = [];
    if (ctx.active !== side) return out;
    for (const u of ctx.state.units) if (u.side === side && onTable(u) && turns(counterOf(u.id)) && turnBlock(ctx, u) === null) out.push({ type: 'pivot', side, fixed: { figure: u.id }, open: { facing: { kind: 'facing' } }, rule: RULE.movement });
    return out;
  },
  check: () => null,
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.figure)) return `${a.figure.slice(0, 30)} is not a figure of this game (${RULE.movement})`;
    const u = ctx.unit(a.figure);
    if (u.side !== a.side) return `${nameOf(u.id)} is not one of your figures (${RULE.movement})`;
    if (ctx.active !== a.side) return `only the moving player moves now (${RULE.sequence})`;
    return turnBlock(ctx, u) ?? `${nameOf(u.id)} may not turn now (${RULE.movement})`;
  },
  apply(ctx, a) {
    const u = ctx.unit(a.figure) as Placed;
    const c = counterOf(u.id);
    const facing = normalizeFacing(a.facing);
    ctx.updateUnit(u.id, { at: { x: u.at.x, y: u.at.y, facing }, flags: c.class === 'gun' ? { turned: true } : { moved: true } });
    ctx.emit({ type: 'pivoted', unit: u.id, from: u.at.facing ?? 0, to: facing, rule: c.class === 'gun' ? RULE.scenario : RULE.special(3) });
  },
});

/** The figures of a side in contact with a figure (bases at most {@link CONTACT} apart). */
function inContact(ctx: Ctx, u: Placed, ok: (c: SkirmishCounter, v: Unit) => boolean): Placed[] {
  const me = ctx.board.figure(u.id);
  if (!me) return [];
  return ctx.board
    .within(me, CONTACT, { measure: 'base' })
    .map((f) => ctx.unit(f.id))
    .filter((v): v is Placed => v.side === u.side && onTable(v) && ok(counterOf(v.id), v));
}

/** Infantry figures (not crews) of the weapon's side in contact with it: those that may re-crew it. */
const crewmen = (c: SkirmishCounter, v: Unit) => c.class === 'infantry' && flag(v, 'shot') !== true;

/**
 * Who would re-crew a weapon or vehicle now, nearest first: for a machinegun or
 * mortar whose crew fell to small arms or melee, as many infantry in contact as
 * its crew (Special Rule 7, stand-in count); for a vehicle whose crew was killed
 * (card 5), an officer and two infantry in contact. Empty if it cannot be done.
 */
export function recrewBy(ctx: Ctx, u: Unit): string[] {
  if (!onTable(u)) return [];
  const c = counterOf(u.id);
  const byDistance = (xs: Placed[]) => xs.sort((a, b) => figureDistance(ctx.board.figure(u.id)!, ctx.board.figure(a.id)!, 'base') - figureDistance(ctx.board.figure(u.id)!, ctx.board.figure(b.id)!, 'base') || (a.id < b.id ? -1 : 1));
  if (flag(u, 'uncrewed') === true && c.crew !== undefined) {
    const near = byDistance(inContact(ctx, u, crewmen));
    const men = [...near.filter((v) => !counterOf(v.id).officer), ...near.filter((v) => counterOf(v.id).officer)];
    return men.length >= c.crew ? men.slice(0, c.crew).map((v) => v.id) : [];
  }
  if (isVehicle(c) && flag(u, 'crewless') === true) {
    const near = byDistance(inContact(ctx, u, crewmen));
    const officer = near.find((v) => counterOf(v.id).officer);
    const men = near.filter((v) => !counterOf(v.id).officer).slice(0, 2);
    return officer && men.length === 2 ? [officer.id, ...men.map((v) => v.id)] : [];
  }
  return [];
}

/** Re-crews a weapon or vehicle with the figures in contact (who join its crew and leave the table). */
export const recrew = kit.action({
  schema: z.object({ unit: z.string() }),
  rule: RULE.special(7),
  legal(ctx, side) {
    if (ctx.active !== side) return [];
    const ids = ctx.state.units.filter((u) => u.side === side && recrewBy(ctx, u).length > 0).map((u) => u.id);
    return ids.length > 0 ? [{ type: 'recrew', side, choose: { unit: ids } }] : [];
  },
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.unit)) return `${a.unit.slice(0, 30)} is not a figure of this game (${RULE.special(7)})`;
    const u = ctx.unit(a.unit);
    const c = counterOf(u.id);
    if (u.side !== a.side) return `the ${c.name} is not yours (${RULE.special(7)})`;
    if (isVehicle(c)) return flag(u, 'crewless') === true ? `re-crewing the ${c.name} takes an officer and 2 infantry in contact with it (${RULE.cards})` : `the ${c.name} has its crew (${RULE.cards})`;
    if (flag(u, 'uncrewed') !== true) return `the ${c.name} has its crew, or cannot be re-crewed (${RULE.special(7)})`;
    return `re-crewing the ${c.name} takes ${c.crew} infantry figures in contact with it (${RULE.special(7)})`;
  },
  apply(ctx, a) {
    const u = ctx.unit(a.unit);
    const c = counterOf(u.id);
    const by = recrewBy(ctx, u);
    for (const id of by) ctx.updateUnit(id, { at: null, steps: 0, box: `crew:${u.id}`, flags: { shot: undefined, moved: undefined, fired: undefined } });
    ctx.updateUnit(u.id, { flags: isVehicle(c) ? { crewless: undefined, moved: true } : { crew: by.length, uncrewed: undefined, moved: true } });
    ctx.emit({ type: 'recrewed', unit: u.id, by, rule: isVehicle(c) ? RULE.cards : RULE.special(7) });
  },
});

/** The player ends his movement phase. */
export const endMovement = endPhaseVerb('endMovement', RULE.movement);

/**
 * Card 6, at the start of the vehicle's movement phase: it reverses straight
 * back as far as its 3" reverse move and the ground allow (if it may move at
 * all), and makes no other move this phase; twice.
 */
export function forcedReverse(ctx: WCtx, u: Unit): void {
  if (!onTable(u)) return;
  const c = counterOf(u.id);
  const left = Number(flag(u, 'mustReverse') ?? 0) - 1;
  ctx.updateUnit(u.id, { flags: { mustReverse: left > 0 ? left : undefined, forced: true } });
  if (!active(u) || inForce(u, 'noMove') || !c.profile) return;
  const profile = PROFILES[c.profile];
  const facing = u.at.facing ?? 0;
  const far = pointAtBearing(u.at, facing + 180, 3);
  const path = affordablePath(ctx.board.table, profile, [{ x: u.at.x, y: u.at.y }, far], { reverse: true });
  if (path.length < 2 || pointDistance(path[0]!, path[path.length - 1]!) === 0) {
    ctx.emit({ type: 'forcedReverse', unit: u.id, moved: false, rule: RULE.cards });
    return;
  }
  const check = checkPath(ctx.board.table, profile, path, { reverse: true });
  carryOut(ctx, ctx.unit(u.id) as Placed, path, true, check);
  ctx.updateUnit(u.id, { at: { ...(ctx.unit(u.id).at as TablePosition), facing: normalizeFacing(facing) } });
  ctx.emit({ type: 'forcedReverse', unit: u.id, moved: true, rule: RULE.cards });
}
