/**
 * The skirmish's own events, each with its fields and its words in the log
 * (moves, shots, overlays, melee and rolls on its tables are the core's).
 *
 * @module
 */
import * as z from 'zod';
import { declareEvent } from 'hexwar';
import { precalledName } from '../data/table';

const unit = z.string();
const rule = z.string();
const point = z.object({ x: z.number(), y: z.number() });

/** The skirmish's events and its words for them. */
export const EVENTS = {
  /** A figure turned in place (Special Rule 3; a gun under the scenario's rule). */
  pivoted: declareEvent({ unit, from: z.number(), to: z.number(), rule }, (e, w) => `The ${w.unit(e.unit)} turns from ${w.compass(e.from)} to ${w.compass(e.to)}${w.rule(e)}`),
  /** A card 6 forced a vehicle to reverse; `moved` false when it could not. */
  forcedReverse: declareEvent({ unit, moved: z.boolean(), rule }, (e, w) => (e.moved ? `The ${w.unit(e.unit)} must reverse (card 6)${w.rule(e)}` : `The ${w.unit(e.unit)} must reverse (card 6) but cannot move${w.rule(e)}`)),
  /** A figure out of action, and why. */
  eliminated: declareEvent({ unit, why: z.string() }, (e, w) => `${w.unit(e.unit)} is out of action: ${e.why}`),
  /** A crewed weapon lost crew (Special Rule 7); `uncrewed` when the whole crew is gone. */
  crewLost: declareEvent({ unit, lost: z.number(), left: z.number(), uncrewed: z.boolean().optional(), rule }, (e, w) =>
    e.uncrewed === true ? `The ${w.unit(e.unit)} has lost its whole crew: it stands empty and may be re-crewed${w.rule(e)}` : `The ${w.unit(e.unit)} loses ${e.lost} of its crew (${e.left} left)${w.rule(e)}`,
  ),
  /** A crewed weapon destroyed with its crew (Special Rule 7), by heavy weapons or not. */
  equipmentDestroyed: declareEvent({ unit, heavy: z.boolean(), rule }, (e, w) => `The ${w.unit(e.unit)} is destroyed with its crew${e.heavy ? ', killed by heavy weapons' : ''}${w.rule(e)}`),
  /** A card pulled for a hit on a vehicle, and its result. */
  cardResult: declareEvent({ unit, card: z.string(), effect: z.string(), words: z.string(), rule }, (e, w) => `Card ${e.card} for the ${w.unit(e.unit)}: ${e.words}${w.rule(e)}`),
  /** A vehicle blows up: the figures within 6" check for damage. */
  blowsUp: declareEvent({ unit, within: z.array(unit), rule }, (e, w) => `The ${w.unit(e.unit)} blows up: ${e.within.length ? `damage check on ${e.within.map(w.unit).join(', ')}` : 'nothing within 6"'}${w.rule(e)}`),
  /** An empty weapon or vehicle re-crewed. */
  recrewed: declareEvent({ unit, by: z.array(unit), rule }, (e, w) => `The ${w.unit(e.unit)} is re-crewed by ${e.by.map(w.unit).join(', ')}${w.rule(e)}`),
  /** Off-board artillery: the call on a precalled target, or one of the two cards dropped on it (Special Rule 8). */
  artillery: declareEvent(
    {
      side: z.string(),
      caller: unit,
      target: z.string().optional(),
      at: point.optional(),
      card: z.number().optional(),
      centre: point.optional(),
      rotation: z.number().optional(),
      corners: z.array(point).optional(),
      touched: z.array(unit).optional(),
      rule,
    },
    (e, w) => {
      if (e.card !== undefined) {
        const hit = (e.touched ?? []).map(w.unit);
        return `Artillery card ${e.card} lands at ${w.at(e.centre)}: ${hit.length ? `it touches ${hit.join(', ')}` : 'it touches nothing'}${w.rule(e)}`;
      }
      return `${w.unit(e.caller)} calls the ${w.side(e.side)} battery on the precalled target, ${precalledName(e.target ?? '')}, at ${w.at(e.at)}${w.rule(e)}`;
    },
  ),
  /** A "1 turn" effect of a card has ended. */
  effectEnded: declareEvent({ unit, effects: z.array(z.enum(['noFire', 'noMove'])), rule }, (e, w) => `The ${w.unit(e.unit)} is free of ${e.effects.map((x) => (x === 'noFire' ? '"no fire"' : '"no movement"')).join(' and ')}${w.rule(e)}`),
};
