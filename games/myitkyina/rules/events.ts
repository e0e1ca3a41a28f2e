/**
 * Myitkyina's own events, each with its fields and its words in the log. An
 * event about a hidden Japanese unit is described by its public form (the core
 * does that), so the log names such units only by their marker until they are
 * revealed.
 *
 * @module
 */
import * as z from 'zod';
import { declareEvent, rewordEvent, type Wording } from 'hexwar';
import { AIRFIELD } from '../data/map';
import { LEGEND } from '../data/tables';
import { isDecoy } from './counter-of';

/** What a combat result means, in the postcard's words ("2DE: 2 defenders eliminated"). */
function resultWords(result: string): string {
  const n = /^(\d)(DE|AE)$/.exec(result);
  if (n) return `${n[1]} ${n[2] === 'DE' ? 'defender' : 'attacker'}${n[1] === '1' ? '' : 's'} eliminated`;
  return LEGEND[result] ?? result;
}

const names = (ids: readonly string[], w: Wording): string => ids.map(w.unit).join(' + ') || 'nobody';
const signed = (s: { readonly shift: number }) => `${s.shift > 0 ? '+' : ''}${s.shift}`;
const unit = z.string();
const hex = z.string();
/** Where a unit stands (it may have just left the map). */
const at = z.string().nullable();

/** Myitkyina's events and its words for them (and for the core's combat, set-up and No Retreat). */
export const EVENTS = {
  /** A unit placed in the set-up, or moved there again from another hex. */
  deployed: declareEvent({ unit, side: z.string(), hex, from: hex.optional(), rule: z.string() }, (e, w) =>
    e.from !== undefined ? `${w.unit(e.unit)} is moved in the set-up from ${e.from} to ${e.hex}` : `${w.unit(e.unit)} sets up in ${e.hex}`,
  ),
  /** A reinforcement arrives: by air at the airfield, or on the east bank. */
  reinforced: declareEvent({ unit, hex, turn: z.number() }, (e, w) => (e.hex === AIRFIELD ? `${w.unit(e.unit)} flies in to the airfield (${AIRFIELD})` : `${w.unit(e.unit)} arrives on the east bank at ${e.hex}`)),
  /** The 36th Indian Division has come in: the Allies can at best draw. */
  indianDivision: declareEvent({ reason: z.string() }, (e) => e.reason.replace(/^./, (c) => c.toUpperCase())),
  /** A marker turned over: a unit, or a decoy. */
  revealed: declareEvent({ marker: z.string(), unit, hex: at, decoy: z.boolean().optional() }, (e, w) => `Marker ${e.marker} in ${w.at(e.hex)} is revealed: ${e.decoy === true ? 'a decoy' : e.unit}`),
  /** A revealed decoy taken off the map. */
  decoyRemoved: declareEvent({ unit, hex: at }, (e, w) => `The decoy is taken off ${w.at(e.hex)}`),
  /** A unit disrupted by combat. */
  disrupted: declareEvent({ unit, hex: at }, (e, w) => `${w.unit(e.unit)} is disrupted in ${w.at(e.hex)}`),
  /** A unit a result would disrupt that is not (a "1*" battalion). */
  notDisrupted: declareEvent({ unit, hex: at, reason: z.string() }, (e, w) => `${w.unit(e.unit)} is not disrupted: ${e.reason}`),
  /** The monsoon roll: the USAAF grounded, or striking. */
  weather: declareEvent({ turn: z.number(), roll: z.number(), monsoon: z.boolean(), upTo: z.number() }, (e) =>
    e.monsoon
      ? `Monsoon: rolled ${e.roll} (1–${e.upTo} grounds the USAAF on turn ${e.turn}): no air strikes`
      : `Clear enough to fly: rolled ${e.roll} (monsoon on 1–${e.upTo}); the USAAF strikes every Japanese unit and marker`,
  ),
  /** A USAAF strike on a Japanese unit or marker: the roll, +1 for each reason, the result. */
  airStrike: declareEvent({ unit, hex: at, roll: z.number(), modifiers: z.array(z.string()), modified: z.number(), result: z.string() }, (e, w) => {
    const roll = e.modifiers.length ? `${e.roll} ${e.modifiers.map((m) => `+1 ${m}`).join(' ')} = ${e.modified}` : String(e.roll);
    return `USAAF strike on ${w.unit(e.unit)} in ${w.at(e.hex)}: rolled ${roll} → ${e.result === 'D' ? 'D: disrupted for this combat phase' : 'no effect'}`;
  }),
  /** A disrupted unit recovers. */
  recovered: declareEvent({ unit }, (e, w) => `${w.unit(e.unit)} recovers`),
  /** The victory check at the end of a turn. */
  victoryCheck: declareEvent({ turn: z.number(), airfield: z.boolean(), town: z.number(), last: z.boolean() }, (e) => {
    const held = e.airfield ? `the Allies hold the airfield and ${e.town} of the 4 Myitkyina hexes` : `the Allies do not hold the airfield; they hold ${e.town} of the 4 Myitkyina hexes`;
    return `Victory check, end of turn ${e.turn}: ${held}${e.last ? ' — the Japanese have held out' : ' — the siege goes on'}`;
  }),
  setupFinished: rewordEvent('setupFinished', (e) => {
    const placed = e.placed ?? {};
    return `The Allies are set up (${Object.keys(placed).sort().map((h) => `${h}: ${placed[h]!.join(' + ')}`).join('; ')})`;
  }),
  // A decoy has no printed name of its own (its id is not one): the log calls it the decoy.
  droppedOut: rewordEvent('droppedOut', (e, w) => `${isDecoy(e.unit) ? 'The decoy' : w.unit(e.unit)} drops out of the ${e.role === 'attacker' ? 'attack on' : 'defence of'} ${w.at(e.hex)}: ${e.reason}${w.rule(e)}`),
  noRetreat: rewordEvent('noRetreat', (e, w) =>
    e.result === 'DR' ? `No Retreat! ${w.unit(e.unit)} stands in ${w.at(e.at)}: DR becomes DE` : `No Retreat! ${w.unit(e.unit)} holds ${w.at(e.at)}, disrupted: DW becomes D`,
  ),
  combat: rewordEvent('combat', (e, w) => {
    const where = e.hexes.map(w.at);
    const target = `${w.at(e.hex)}${where.length > 1 ? ` (and ${where.slice(1).join(', ')}, which had to be attacked too)` : ''}`;
    if (e.result === 'none') return `Combat at ${target}: ${e.reason ?? ''}; no roll`;
    const bonus = (e.modifiers ?? []).reduce((s, m) => s + m.amount, 0);
    const shifts = e.shifts ?? [];
    const byRoll = shifts.find((x) => x.reason === 'Banzai!' || x.reason === 'Pressed Attack');
    const fixed = shifts.filter((x) => x !== byRoll).map((x) => `${signed(x)} ${x.reason}`);
    const parts = [`Combat at ${target}: ${names(e.attackers, w)} (${e.attack ?? ''}) against ${names(e.defenders, w)} (${e.defence ?? ''}${bonus ? `, with +${bonus} for Myitkyina` : ''}) = ${e.odds ?? ''}`];
    if (fixed.length) parts.push(`shifted ${fixed.join(', ')}`);
    const roll = `${byRoll ? `${byRoll.reason}: ` : ''}rolled ${e.roll ?? ''}${e.side === 'japanese' ? ` (Japanese: read as row ${e.read ?? ''})` : ''}`;
    parts.push(`${roll}${byRoll ? `, ${signed(byRoll)}` : ''}: column ${e.column ?? ''}`);
    return `${parts.join('; ')} → ${e.result}: ${resultWords(e.result)}`;
  }),
};
