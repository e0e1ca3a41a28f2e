/**
 * Beach Assault's own events, each with its fields and its words in the log.
 * The sealed order is worded only for Tan (the engine words the public form of
 * a secret event for everyone else), and Tan writing it down is logged
 * without it.
 *
 * @module
 */
import * as z from 'zod';
import { declareEvent } from 'hexwar';
import { nameOf, orderWords, unitName, wireName } from '../data/forces';

const side = z.string();
const figure = z.string();
const point = z.object({ x: z.number(), y: z.number() });
const rule = z.string();

/** Beach Assault's events and its words for them. */
export const EVENTS = {
  /** Tan's arrival order sealed (written, or rolled on a d8 in the solo variant); only Tan sees the order itself. */
  orderSealed: declareEvent({ how: z.enum(['written', 'rolled']), order: z.array(z.string()).optional(), rule: rule.optional() }, (e) => {
    if (e.order) return `Tan's sealed arrival order (${e.how === 'rolled' ? 'rolled on a d8' : 'written'}): ${orderWords(e.order)}`;
    return e.how === 'rolled' ? "Tan's arrival order is rolled on a d8, in secret, and sealed (Solo Variant)" : 'Tan has written down his arrival order and sealed it; Green will see it after the battle (Arrival)';
  }),
  /** The sealed order opened after the battle: each unit's due turn against the turn it landed. */
  orderRevealed: declareEvent(
    { order: z.array(z.string()), landed: z.array(z.object({ unit: z.string(), due: z.number(), landed: z.number().nullable() })), followed: z.boolean(), rule },
    (e) => {
      const late = e.landed.filter((l) => l.landed !== null && l.landed !== l.due);
      return `The sealed order is opened: ${orderWords(e.order)}. ${e.followed ? 'Every unit landed on its turn, as written.' : `NOT followed: ${late.map((l) => `${unitName(l.unit)} landed on turn ${l.landed}, due on turn ${l.due}`).join('; ')}.`}`;
    },
  ),
  /** A Tan unit comes ashore at the sea edge. */
  landed: declareEvent({ side, unit: z.string(), y: z.number(), turn: z.number(), rule }, (e) => `${unitName(e.unit)} comes ashore at the sea edge on turn ${e.turn}`),
  /** The reinforcement roll: the Green unit that will enter, or none left in the box. */
  reinforcementDue: declareEvent({ turn: z.number(), kind: z.string(), unit: z.string().nullable(), rule }, (e) =>
    e.unit === null ? `Green's reinforcement would be ${e.kind === 'tank' ? 'a tank' : 'infantry'}, but there are no more figures in the box` : `${unitName(e.unit)} will enter at the land edge`,
  ),
  /** A Green reinforcement enters at the land edge. */
  reinforced: declareEvent({ side, unit: z.string(), y: z.number(), turn: z.number(), rule }, (e) => `${unitName(e.unit)} enters at the land edge`),
  /** A man gets into a jeep. */
  boarded: declareEvent({ side, figure, jeep: figure, rule }, (e) => `${nameOf(e.figure)} gets into ${nameOf(e.jeep)}`),
  /** A man gets out of a jeep, or scrambles out of its wreck. */
  alighted: declareEvent({ side, figure, jeep: figure, at: point, forced: z.boolean().optional(), rule }, (e, w) =>
    e.forced === true ? `${nameOf(e.figure)} scrambles out of the wreck of ${nameOf(e.jeep)} at ${w.at(e.at)}` : `${nameOf(e.figure)} gets out of ${nameOf(e.jeep)} at ${w.at(e.at)}`,
  ),
  /** A man works on a wire section, with those at work on it. */
  wireWork: declareEvent({ side, figure, wire: z.string(), working: z.array(figure), rule }, (e) => `${nameOf(e.figure)} works on ${wireName(e.wire)} (${e.working.length} at work on it)`),
  /** The wire worked on this turn: made passable by two men, or still impassable. */
  wireCut: declareEvent({ side, wire: z.string(), men: z.array(figure), done: z.boolean(), rule }, (e) =>
    e.done ? `${wireName(e.wire)} is made passable by ${e.men.map(nameOf).join(' and ')}` : `${nameOf(e.men[0] ?? '')} worked on ${wireName(e.wire)} alone: it takes two men, and it is still impassable`,
  ),
  /** A tank drives over wire, making it passable for everyone. */
  wireFlattened: declareEvent({ wire: z.string(), by: figure, rule }, (e) => `${nameOf(e.by)} drives over ${wireName(e.wire)}: it is passable for everyone now`),
  /** A man killed, and why. */
  killed: declareEvent({ side, figure, at: point.optional(), why: z.string(), rule }, (e) => `${nameOf(e.figure)} is killed: ${e.why}`),
  /** A vehicle lost, and why. */
  vehicleLost: declareEvent({ side, figure, why: z.string(), rule }, (e) => `${nameOf(e.figure)} is lost: ${e.why}`),
  /** A man who failed his morale runs: to a point, or off the table. */
  ran: declareEvent({ side, figure, from: point, to: point, path: z.array(point), left: z.string().nullable(), rule }, (e, w) =>
    e.left !== null ? `${nameOf(e.figure)} runs off the table from ${w.at(e.from)} and is gone` : `${nameOf(e.figure)} runs from ${w.at(e.from)} to ${w.at(e.to)}`,
  ),
  /** Who stands at the command post at the end of a turn. */
  captureCheck: declareEvent({ tan: z.array(figure), green: z.array(figure), captured: z.boolean(), rule }, (e) =>
    `At the command post: ${e.tan.map(nameOf).join(', ')} for Tan${e.green.length ? `; ${e.green.map(nameOf).join(', ')} still defend it` : '; no Green infantry there: it is captured'}`,
  ),
};
