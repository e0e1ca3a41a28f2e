/**
 * Movement, on the core's path move: each figure moves once in its side's
 * movement phase along a path, within its allowance over the ground it
 * crosses (the movement chart as profiles); vehicles may reverse at 3",
 * backwards; machinegun and mortar crews move at half speed and may turn in
 * place instead (which counts as moving, Special Rule 3); the anti-tank gun
 * only turns. Cards limit vehicles: no movement, forward only, forced
 * reverse. Weapons and vehicles whose crews are dead may be re-crewed by
 * figures in contact.
 *
 * @module
 */
import * as z from 'zod';
import { type ActionDescriptor } from 'hexwar';
import { endPhaseVerb } from 'hexwar/procedures';
import {
  affordablePath, backOff, checkPath, compass, figureDistance, normalizeFacing, pathMoves, placedUnit,
  pointAtBearing, pointDistance
} from 'hexwar/tabletop';
import { counterOf, type SkirmishCounter } from '../data/forces';
import { OBJECTIVE, TABLE } from '../data/table';
import { CONTACT, CREW_ALLOWANCE, PROFILES, RULE } from '../data/tables';
import { active, crewOf, crewTurn, inForce, isVehicle, kit, nameOf, onTable, type Ctx, type G, type Placed, type Unit, type WCtx } from './types';

/** The game's own reasons a figure may not move now: no crew, a card in force, a forced reverse done, a crew that fired in the enemy's last player turn or its own (Special Rule 3). */
function mayMove(ctx: Ctx, u: Unit): string | null {
  const c = counterOf(u.id);
  if (u.flags?.uncrewed === true || (c.crew !== undefined && crewOf(u) <= 0)) return `the ${c.name} has no crew to move it (${RULE.special(7)})`;
  if (u.flags?.crewless === true) return `the ${c.name}'s crew is dead until it is re-crewed (${RULE.cards})`;
  if (u.flags?.stunned !== undefined) return `the ${c.name} is stunned: no movement or fire (${RULE.cards})`;
  if (u.flags?.forced === true) return `the ${c.name} must reverse this turn and has done so (${RULE.cards})`;
  if (inForce(u, 'noMove')) return `the ${c.name} may not move ${u.flags?.noMove === 'game' ? 'for the rest of the game' : 'this turn'} (${RULE.cards})`;
  if (c.class === 'crew' && u.flags?.firedTurn === crewTurn(ctx, u.side)) return `the ${c.name} fired in the enemy's player turn: machinegun and mortar crews may not move and fire, and it stays put until its own player turn is over (${RULE.special(3)})`;
  return null;
}

/** The movement chart, as the core's path move. Each move is kept for the player turn (Special Rule 4). */
export const moves = pathMoves<G>({
  rule: RULE.movement,
  sequenceRule: RULE.sequence,
  table: TABLE,
  profiles: PROFILES,
  profileOf: (c) => (c as SkirmishCounter).profile,
  backwards: true,
  apart: true,
  ruleFor: { 'too-far': { crew: RULE.special(3) } },
  objectives: [OBJECTIVE],
  allowance: (_ctx, u) => (counterOf(u.id).class === 'crew' ? CREW_ALLOWANCE : 1),
  mayMove,
  forwardOnly: (_ctx, u) => (u.flags?.forwardOnly === true ? RULE.cards : null),
  moved(ctx, m) {
    // Special Rule 3: a machinegun or mortar that moves may not fire in the rest of its player turn.
    if (counterOf(m.unit).class === 'crew') ctx.updateUnit(m.unit, { flags: { movedTurn: crewTurn(ctx, ctx.unit(m.unit).side) } });
    ctx.setData({ ...ctx.data, paths: { ...ctx.data.paths, [m.unit]: m.reverse ? { path: m.path, reverse: true } : { path: m.path } } });
  },
});

/** Whether a figure turns in place rather than moving: a crewed weapon. */
const turns = (c: SkirmishCounter) => c.class === 'crew' || c.class === 'gun';

/** Why a crewed weapon may not turn now, or `null`. A machinegun or mortar turning counts as its move; the gun may turn once a phase. */
function turnBlock(ctx: Ctx, u: Unit): string | null {
  const c = counterOf(u.id);
  if (!turns(c)) return `only machineguns, mortars and guns turn in place; others turn as they move (${RULE.movement})`;
  if (c.class === 'gun') {
    if (!onTable(u)) return `the ${c.name} is out of action`;
    if (crewOf(u) <= 0) return `the ${c.name} has no crew (${RULE.special(7)})`;
    return u.flags?.turned === true ? `the ${c.name} has already turned this phase (${RULE.scenario})` : null;
  }
  return moves.block(ctx, u, false);
}

/** Why a figure may not turn or re-crew: it is not the player's, or not the moving player's turn. */
function notYours(ctx: Ctx, a: { readonly side: string }, id: string, rule: string): string | null {
  if (!ctx.hasUnit(id)) return `${id.slice(0, 30)} is not a figure of this game (${rule})`;
  if (ctx.unit(id).side !== a.side) return `${nameOf(id)} is not one of your figures (${rule})`;
  if (ctx.active !== a.side) return `only the moving player moves now (${RULE.sequence})`;
  return null;
}

/**
 * Turns a crewed weapon in place to a new facing (its arc of fire). For a
 * machinegun or mortar this is its move (Special Rule 3: it may not fire this
 * turn); the anti-tank gun, which may not move, may turn once a phase and still fire.
 */
export const pivot = kit.action({
  schema: z.object({ figure: z.string(), facing: z.number().min(0, 'a facing is 0 to 359.99 degrees').lt(360, 'a facing is 0 to 359.99 degrees') }),
  rule: RULE.movement,
  says: (_ctx, a) => `the ${nameOf(a.figure)} turns to face ${compass(a.facing)}`,
  legal(ctx, side) {
    const out: ActionDescriptor[] = [];
    if (ctx.active !== side) return out;
    for (const u of ctx.state.units) if (u.side === side && onTable(u) && turns(counterOf(u.id)) && turnBlock(ctx, u) === null) out.push({ type: 'pivot', side, fixed: { figure: u.id }, open: { facing: { kind: 'facing' } }, rule: RULE.movement });
    return out;
  },
  check: () => null,
  refuse: (ctx, a) => notYours(ctx, a, a.figure, RULE.movement) ?? turnBlock(ctx, ctx.unit(a.figure)) ?? `${nameOf(a.figure)} may not turn now (${RULE.movement})`,
  apply(ctx, a) {
    const u = placedUnit(ctx, a.figure);
    const c = counterOf(u.id);
    const facing = normalizeFacing(a.facing);
    ctx.updateUnit(u.id, { at: { x: u.at.x, y: u.at.y, facing }, flags: c.class === 'gun' ? { turned: true } : { moved: true, movedTurn: crewTurn(ctx, u.side) } });
    ctx.emit({ type: 'pivoted', unit: u.id, from: u.at.facing ?? 0, to: facing, rule: c.class === 'gun' ? RULE.scenario : RULE.special(3) });
  },
});

/** The figures of a side in contact with a figure (bases at most {@link CONTACT} apart) that may re-crew it, nearest first. */
function crewmenNear(ctx: Ctx, u: Unit): Placed[] {
  const me = ctx.board.figure(u.id);
  if (!me) return [];
  return ctx.board
    .within(me, CONTACT, { measure: 'base' })
    .map((f) => ctx.unit(f.id))
    .filter((v): v is Placed => v.side === u.side && onTable(v) && counterOf(v.id).class === 'infantry' && v.flags?.fired !== true)
    .sort((a, b) => figureDistance(me, ctx.board.figure(a.id)!, 'base') - figureDistance(me, ctx.board.figure(b.id)!, 'base') || (a.id < b.id ? -1 : 1));
}

/**
 * Who would re-crew a weapon or vehicle now, nearest first: for a machinegun or
 * mortar whose crew fell to small arms or melee, as many infantry in contact as
 * its crew (Special Rule 7, stand-in count); for a vehicle whose crew was killed
 * (card 5), an officer and two infantry in contact. Empty if it cannot be done.
 */
function recrewBy(ctx: Ctx, u: Unit): string[] {
  if (!onTable(u)) return [];
  const c = counterOf(u.id);
  if (u.flags?.uncrewed === true && c.crew !== undefined) {
    const near = crewmenNear(ctx, u);
    const men = [...near.filter((v) => !counterOf(v.id).officer), ...near.filter((v) => counterOf(v.id).officer)];
    return men.length >= c.crew ? men.slice(0, c.crew).map((v) => v.id) : [];
  }
  if (isVehicle(c) && u.flags?.crewless === true) {
    const near = crewmenNear(ctx, u);
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
  says: (_ctx, a) => `re-crew the ${nameOf(a.unit)}`,
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
    if (isVehicle(c)) return u.flags?.crewless === true ? `re-crewing the ${c.name} takes an officer and 2 infantry in contact with it (${RULE.cards})` : `the ${c.name} has its crew (${RULE.cards})`;
    if (u.flags?.uncrewed !== true) return `the ${c.name} has its crew, or cannot be re-crewed (${RULE.special(7)})`;
    return `re-crewing the ${c.name} takes ${c.crew} infantry figures in contact with it (${RULE.special(7)})`;
  },
  apply(ctx, a) {
    const u = ctx.unit(a.unit);
    const c = counterOf(u.id);
    const by = recrewBy(ctx, u);
    for (const id of by) ctx.updateUnit(id, { at: null, steps: 0, box: `crew:${u.id}`, flags: { fired: undefined, moved: undefined, firedSinceMove: undefined } });
    ctx.updateUnit(u.id, { flags: isVehicle(c) ? { crewless: undefined, moved: true } : { crew: by.length, uncrewed: undefined, moved: true, movedTurn: crewTurn(ctx, u.side) } });
    ctx.emit({ type: 'recrewed', unit: u.id, by, rule: isVehicle(c) ? RULE.cards : RULE.special(7) });
  },
});

/** The player ends his movement phase. */
export const endMovement = endPhaseVerb('endMovement', RULE.movement, undefined, 'movement done');

/**
 * Card 6, at the start of the vehicle's movement phase: it reverses straight
 * back as far as its 3" reverse move and the ground allow (if it may move at
 * all), and makes no other move this phase; twice.
 */
export function forcedReverse(ctx: WCtx, u: Unit): void {
  if (!onTable(u)) return;
  const c = counterOf(u.id);
  const left = Number(u.flags?.mustReverse ?? 0) - 1;
  ctx.updateUnit(u.id, { flags: { mustReverse: left > 0 ? left : undefined, forced: true } });
  if (!active(u) || inForce(u, 'noMove') || !c.profile) return;
  const profile = PROFILES[c.profile];
  const facing = u.at.facing ?? 0;
  // As far back as the ground allows with its whole hull, stopping short of any figure behind it.
  const options = { reverse: true, hull: moves.hull(ctx, u) };
  const back = affordablePath(ctx.board.table, profile, [{ x: u.at.x, y: u.at.y }, pointAtBearing(u.at, facing + 180, 3)], options);
  const path = backOff(back, (p) => moves.standsOn(ctx, u.id, moves.endOf(u, checkPath(ctx.board.table, profile, p, options))) === undefined);
  if (path.length < 2 || pointDistance(path[0]!, path[path.length - 1]!) === 0) {
    ctx.emit({ type: 'forcedReverse', unit: u.id, moved: false, rule: RULE.cards });
    return;
  }
  moves.carryOut(ctx, placedUnit(ctx, u.id), path, true, checkPath(ctx.board.table, profile, path, options));
  ctx.updateUnit(u.id, { at: { ...placedUnit(ctx, u.id).at, facing: normalizeFacing(facing) } });
  ctx.emit({ type: 'forcedReverse', unit: u.id, moved: true, rule: RULE.cards });
}
