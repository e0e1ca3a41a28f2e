/**
 * The game's own events, each with its fields and its words in the log (the
 * core words combat, retreats, losses, set-up and entries).
 *
 * @module
 */
import * as z from 'zod';
import { declareEvent, rewordEvent } from 'hexwar';

const unit = z.string();
const hex = z.string();
const side = z.string();
const rule = z.string();

/** Greater East Asia's events and its words for them (and for the core's moves and overstacking). */
export const EVENTS = {
  /** A unit mobilized for VP (6.2): its cost and the side's VP after it. */
  mobilized: declareEvent({ unit, side, cost: z.number(), total: z.number(), rule }, (e, w) => `${w.unit(e.unit)} is mobilized for ${e.cost} VP: ${w.side(e.side)} VP ${e.total}${w.rule(e)}`),
  /** A corps or army broken down into divisions: those placed, those lost, those missing from the counter mix. */
  brokenDown: declareEvent({ unit, side, hex, into: z.array(unit), lost: z.number(), missing: z.number(), why: z.string(), rule }, (e, w) =>
    `${w.unit(e.unit)} breaks down in ${e.hex} into ${e.into.length ? e.into.map(w.unit).join(', ') : 'nothing'}${e.lost ? `, ${w.plural(e.lost, 'division')} lost` : ''}${e.missing ? ` (${e.missing} more not in the counter mix, lost)` : ''}: ${e.why}${w.rule(e)}`,
  ),
  /** Divisions (and supply units spent) combined into a corps (7.3). */
  combined: declareEvent({ unit, hex, from: z.array(unit), supply: z.array(unit), rule }, (e, w) => `${e.from.map(w.unit).join(', ')} combine into ${w.unit(e.unit)} in ${e.hex}${e.supply.length ? `, spending ${e.supply.map(w.unit).join(', ')}` : ''}${w.rule(e)}`),
  /** A supply unit expended so the units within its radius may move (8.3). */
  supplyExpended: declareEvent({ unit, hex, radius: z.number(), units: z.number(), rule }, (e, w) => `${w.unit(e.unit)} is expended in ${e.hex}: ${w.plural(e.units, 'unit')} within ${e.radius} hexes may move${w.rule(e)}`),
  /** An amphibious landing (18.0). */
  landed: declareEvent({ unit, from: hex, to: hex, by: z.string(), rule }, (e, w) => `${w.unit(e.unit)} lands at ${e.to} from ${e.from}, carried by ${w.unit(e.by)}${w.rule(e)}`),
  /** A rail move (8.11). */
  railMoved: declareEvent({ unit, from: hex, to: hex, rule }, (e, w) => `${w.unit(e.unit)} moves by rail ${e.from} → ${e.to}${w.rule(e)}`),
  /** Units on railroads ready to move by rail in the 1st Movement Phase (8.12). */
  railReady: declareEvent({ side, units: z.number(), rule }, (e, w) => `${w.side(e.side)}: ${w.plural(e.units, 'unit')} on railroads start the 1st Movement Phase in general supply and may move by rail${w.rule(e)}`),
  /** Objective hexes occupied for VP (5.2). */
  objectivesScored: declareEvent({ side, vp: z.number(), hexes: z.array(hex), total: z.number(), rule }, (e, w) =>
    `${w.side(e.side)} occupies ${w.plural(e.hexes.length, 'objective hex', 'objective hexes')}${e.hexes.length ? ` (${e.hexes.join(', ')})` : ''}: +${e.vp} VP, now ${e.total}${w.rule(e)}`,
  ),
  /** VP for units lost in a combat (5.5). */
  lossVp: declareEvent({ side, vp: z.number(), hex, total: z.number(), rule }, (e, w) => `${w.signed(e.vp)} VP ${w.side(e.side)} for units lost in the combat at ${e.hex}: now ${e.total}${w.rule(e)}`),
  /** A supply attrition roll (14.0). */
  attrition: declareEvent({ unit, roll: z.number(), risk: z.number(), lost: z.boolean(), rule }, (e, w) =>
    `${w.unit(e.unit)} supply attrition: rolled ${e.roll}, a step lost on ${e.risk > 1 ? `1-${e.risk}` : '1'}: ${e.lost ? 'loses a step' : 'no loss'}${w.rule(e)}`,
  ),
  /** An automatic victory by a lead in VP (27.1). */
  automaticVictory: declareEvent({ winner: side, lead: z.number(), rule }, (e, w) => `${w.side(e.winner)} automatic victory: a lead of ${e.lead} VP${w.rule(e)}`),
  overstacked: rewordEvent('overstacked', (e, w) => `${w.unit(e.unit)} is over the stacking limit in ${w.at(e.hex)} at the end of the 1st Movement Phase${w.rule(e)}`),
};
