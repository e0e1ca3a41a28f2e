/**
 * What a hit does: "6 = dead" dice for figures and crews (crews lost, weapons
 * left without a crew or destroyed, Special Rule 7), cards pulled for vehicles
 * and their thirteen results (Card Results), and the damage check on
 * everything within 6" of a vehicle that blows up.
 *
 * @module
 */
import { rollCheck } from 'hexwar/procedures';
import { aspectOf, normalizeFacing, type TablePoint } from 'hexwar/tabletop';
import { counterOf } from '../data/forces';
import { BLAST_RADIUS, CARD_RESULTS, DEAD_ON, REVERSE_TURNS, RULE, TANK_FIRE, rankOf, type FireRow } from '../data/tables';
import { crewOf, isCrewed, isVehicle, nameOf, oneTurnKey, onTable, type Unit, type WCtx } from './types';

/** Where damage comes from: the side that did it, who (a figure, or a battery), and whether by heavy weapons (Special Rule 7). */
export interface Source {
  /** The side that fired. */
  readonly side: string;
  /** The firing figure's id, or the battery's name. */
  readonly by: string;
  /** Fire of heavy weapons (machineguns, mortars, guns, artillery, explosions): a crew it kills leaves no weapon to re-crew. */
  readonly heavy: boolean;
}

/** Takes a figure out of play (dead, or destroyed), with the figures crewing it if it is a vehicle. */
export function eliminate(ctx: WCtx, id: string, why: string): void {
  const u = ctx.unit(id);
  if (u.steps === 0 && u.at === null) return;
  ctx.updateUnit(id, { at: null, steps: 0, box: 'eliminated', flags: { ...Object.fromEntries(Object.keys(u.flags ?? {}).map((k) => [k, undefined])) } });
  ctx.emit({ type: 'eliminated', unit: id, why });
  // Figures that re-crewed it (Card 5) go with it.
  for (const c of ctx.state.units) if (c.box === `crew:${id}`) eliminate(ctx, c.id, `killed inside the ${nameOf(id)}`);
}

/** The target row of the Tank/Antitank table for a vehicle hit from a point (no hit roll: artillery cards, a blast). */
function vehicleRow(u: Unit & { at: NonNullable<Unit['at']> }, from: TablePoint): FireRow {
  if (counterOf(u.id).class === 'wheeled') return TANK_FIRE.wheeled;
  return TANK_FIRE[aspectOf(u.at, from)];
}

/**
 * A crewed weapon loses crew figures. With none left, a machinegun or mortar
 * whose crew fell to small arms or melee stays on the table to be re-crewed;
 * one whose crew fell to heavy weapons is destroyed, and an anti-tank gun
 * without a crew is lost either way (Special Rule 7).
 */
export function loseCrew(ctx: WCtx, id: string, lost: number, source: Source): void {
  const u = ctx.unit(id);
  const c = counterOf(id);
  const left = Math.max(0, crewOf(u) - lost);
  if (left > 0) {
    ctx.updateUnit(id, { flags: { crew: left } });
    ctx.emit({ type: 'crewLost', unit: id, lost, left, rule: RULE.special(7) });
    return;
  }
  if (source.heavy || c.class === 'gun') {
    ctx.emit({ type: 'equipmentDestroyed', unit: id, heavy: source.heavy, rule: RULE.special(7) });
    eliminate(ctx, id, source.heavy ? 'its crew was killed by heavy weapons: the equipment is destroyed' : 'its crew is dead and a gun cannot be re-crewed');
    return;
  }
  ctx.updateUnit(id, { flags: { crew: 0, uncrewed: true } });
  ctx.emit({ type: 'crewLost', unit: id, lost, left: 0, uncrewed: true, rule: RULE.special(7) });
}

/**
 * "6 = dead": a d6 for each figure of the target (one for a figure, one for
 * each man of a crew); each 6 kills one.
 */
export function figureDice(ctx: WCtx, id: string, source: Source, rule: string): void {
  const u = ctx.unit(id);
  if (!onTable(u)) return;
  const c = counterOf(id);
  const n = isCrewed(c) ? Math.max(1, crewOf(u)) : 1;
  let killed = 0;
  for (let i = 1; i <= n; i++) {
    const table = n === 1 ? '6 = dead' : `6 = dead (crewman ${i} of ${n})`;
    if (rollCheck(ctx, { table, unit: id, atLeast: DEAD_ON, pass: 'killed', fail: 'unhurt', rule }).passed) killed++;
  }
  if (killed === 0) return;
  if (isCrewed(c)) loseCrew(ctx, id, killed, source);
  else eliminate(ctx, id, `killed by ${nameOf(source.by)}`);
}

/** A figure (or a whole crew) killed outright: touched by an artillery card (Special Rule 8). */
export function killOutright(ctx: WCtx, id: string, source: Source): void {
  const u = ctx.unit(id);
  if (!onTable(u)) return;
  const c = counterOf(id);
  if (isCrewed(c)) loseCrew(ctx, id, crewOf(u), source);
  else eliminate(ctx, id, `killed by ${source.by}`);
}

/** Pulls cards for a vehicle and carries out each in turn (Card Results). */
export function pullCards(ctx: WCtx, id: string, count: number, source: Source): void {
  for (let i = 0; i < count; i++) {
    if (!onTable(ctx.unit(id))) return;
    const r = ctx.random.drawCard(ctx.data.deck, `card ${i + 1} of ${count} for the ${nameOf(id)}`);
    ctx.setData({ ...ctx.data, deck: ctx.random.discard(r.deck, [r.card]) });
    applyCard(ctx, id, r.card, source);
  }
}

/** Carries out one card's result on a vehicle. */
function applyCard(ctx: WCtx, id: string, card: string, source: Source): void {
  const u = ctx.unit(id);
  if (!onTable(u)) return;
  const result = CARD_RESULTS[rankOf(card)];
  if (!result) return;
  ctx.emit({ type: 'cardResult', unit: id, card, effect: result.effect, words: result.words, rule: RULE.cards });
  const oneTurn = oneTurnKey(ctx);
  const keep = (name: 'noFire' | 'noMove') => (u.flags?.[name] === 'game' ? 'game' : oneTurn);
  switch (result.effect) {
    case 'destroyed':
      eliminate(ctx, id, `destroyed (card ${card})`);
      return;
    case 'noFire':
      ctx.updateUnit(id, { flags: { noFire: keep('noFire') } });
      return;
    case 'noMove':
      ctx.updateUnit(id, { flags: { noMove: keep('noMove') } });
      return;
    case 'noFireGame':
      ctx.updateUnit(id, { flags: { noFire: 'game' } });
      return;
    case 'noMoveGame':
      ctx.updateUnit(id, { flags: { noMove: 'game' } });
      return;
    case 'turnRight':
    case 'turnLeft': {
      const facing = normalizeFacing((u.at.facing ?? 0) + (result.effect === 'turnRight' ? -90 : 90));
      ctx.updateUnit(id, { at: { ...u.at, facing }, flags: { noMove: keep('noMove') } });
      return;
    }
    case 'forwardOnly':
      ctx.updateUnit(id, { flags: { forwardOnly: true } });
      return;
    case 'reverse':
      ctx.updateUnit(id, { flags: { mustReverse: REVERSE_TURNS } });
      return;
    case 'crewKilled':
      ctx.updateUnit(id, { flags: { crewless: true, stunned: undefined } });
      return;
    case 'stunned':
      if (u.flags?.crewless !== true) ctx.updateUnit(id, { flags: { stunned: source.side } });
      return;
    case 'blowsUp':
      blowUp(ctx, id, source);
      return;
  }
}

/**
 * Card 4: the vehicle blows up, and everything within 6" of it (base to base)
 * takes an immediate damage check: a figure or crew rolls its "6 = dead" dice;
 * a vehicle pulls its cards by the face the blast strikes, without a hit roll.
 */
function blowUp(ctx: WCtx, id: string, source: Source): void {
  const u = ctx.unit(id);
  if (!onTable(u)) return;
  const me = ctx.board.figure(id);
  // Equipment standing empty takes no damage check.
  const near = me ? ctx.board.within(me, BLAST_RADIUS, { measure: 'base' }).filter((f) => ctx.unit(f.id).flags?.uncrewed !== true) : [];
  const centre = u.at;
  ctx.emit({ type: 'blowsUp', unit: id, within: near.map((f) => f.id), rule: RULE.cards });
  eliminate(ctx, id, 'blew up');
  const blast: Source = { side: source.side, by: `the explosion of the ${nameOf(id)}`, heavy: true };
  for (const f of near) {
    const v = ctx.unit(f.id);
    if (!onTable(v)) continue;
    if (isVehicle(counterOf(f.id))) pullCards(ctx, f.id, vehicleRowCards(v, centre), blast);
    else figureDice(ctx, f.id, blast, RULE.cards);
  }
}

function vehicleRowCards(v: Unit & { at: NonNullable<Unit['at']> }, from: TablePoint): number {
  const row = vehicleRow(v, from);
  return row.result.kind === 'cards' ? row.result.count : 1;
}

/** Cards pulled by a vehicle hit without a hit roll from a point (artillery cards, blasts). */
export const cardsFrom = vehicleRowCards;
