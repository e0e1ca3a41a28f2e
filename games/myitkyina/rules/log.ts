/**
 * The game's log in a player's words. An event about a hidden Japanese unit is
 * described by its public form (the core does that), so the log names such
 * units only by their marker until they are revealed.
 *
 * @module
 */
import { logWords, type GameEvent } from 'hexwar';
import { COUNTER } from '../data/counters';
import { AIRFIELD } from '../data/map';
import { LEGEND } from '../data/tables';

const { text: str, list } = logWords;

/** A unit's name in the log: its id, or "marker …" for a hidden unit's marker. */
export const unitName = (id: unknown): string => (COUNTER.has(str(id)) ? str(id) : `marker ${str(id)}`);
const names = (ids: unknown): string => list(ids).map(unitName).join(' + ') || 'nobody';

/** What a combat result means, in the postcard's words ("2DE: 2 defenders eliminated"). */
export function resultWords(result: string): string {
  const n = /^(\d)(DE|AE)$/.exec(result);
  if (n) return `${n[1]} ${n[2] === 'DE' ? 'defender' : 'attacker'}${n[1] === '1' ? '' : 's'} eliminated`;
  return LEGEND[result] ?? result;
}

type Shift = { shift: number; reason: string };
const signed = (s: Shift) => `${s.shift > 0 ? '+' : ''}${s.shift}`;

function combatLine(e: GameEvent): string {
  const where = list(e['hexes']);
  const target = `${str(e['hex'])}${where.length > 1 ? ` (and ${where.slice(1).join(', ')}, which had to be attacked too)` : ''}`;
  if (e['result'] === 'none') return `Combat at ${target}: ${str(e['reason'])}; no roll`;
  const bonus = ((e['modifiers'] ?? []) as unknown as { amount: number }[]).reduce((s, m) => s + m.amount, 0);
  const shifts = (e['shifts'] ?? []) as unknown as Shift[];
  const byRoll = shifts.find((x) => x.reason === 'Banzai!' || x.reason === 'Pressed Attack');
  const fixed = shifts.filter((x) => x !== byRoll).map((x) => `${signed(x)} ${x.reason}`);
  const parts = [`Combat at ${target}: ${names(e['attackers'])} (${str(e['attack'])}) against ${names(e['defenders'])} (${str(e['defence'])}${bonus ? `, with +${bonus} for Myitkyina` : ''}) = ${str(e['odds'])}`];
  if (fixed.length) parts.push(`shifted ${fixed.join(', ')}`);
  const roll = `${byRoll ? `${byRoll.reason}: ` : ''}rolled ${str(e['roll'])}${e['side'] === 'japanese' ? ` (Japanese: read as row ${str(e['read'])})` : ''}`;
  parts.push(`${roll}${byRoll ? `, ${signed(byRoll)}` : ''}: column ${str(e['column'])}`);
  return `${parts.join('; ')} → ${str(e['result'])}: ${resultWords(str(e['result']))}`;
}

/** One line describing an event for the log; `undefined` leaves it to the core's words. */
export function describeEvent(_ctx: unknown, e: GameEvent): string | null | undefined {
  const u = unitName(e['unit']);
  switch (e.type) {
    case 'deployed':
      return e['from'] !== undefined ? `${u} is moved in the set-up from ${str(e['from'])} to ${str(e['hex'])}` : `${u} sets up in ${str(e['hex'])}`;
    case 'setupFinished': {
      const placed = (e['placed'] ?? {}) as Record<string, string[]>;
      return `The Allies are set up (${Object.keys(placed).sort().map((h) => `${h}: ${placed[h]!.join(' + ')}`).join('; ')})`;
    }
    case 'reinforced':
      return e['hex'] === AIRFIELD ? `${u} flies in to the airfield (${AIRFIELD})` : `${u} arrives on the east bank at ${str(e['hex'])}`;
    case 'indianDivision':
      return str(e['reason']).replace(/^./, (c) => c.toUpperCase());
    case 'revealed':
      return `Marker ${str(e['marker'])} in ${str(e['hex'])} is revealed: ${e['decoy'] === true ? 'a decoy' : str(e['unit'])}`;
    case 'decoyRemoved':
      return `The decoy is taken off ${str(e['hex'])}`;
    case 'combat':
      return combatLine(e);
    case 'disrupted':
      return `${u} is disrupted in ${str(e['hex'])}`;
    case 'notDisrupted':
      return `${u} is not disrupted: ${str(e['reason'])}`;
    case 'noRetreat':
      return e['result'] === 'DR' ? `No Retreat! ${u} stands in ${str(e['at'])}: DR becomes DE` : `No Retreat! ${u} holds ${str(e['at'])}, disrupted: DW becomes D`;
    case 'weather':
      return e['monsoon'] === true
        ? `Monsoon: rolled ${str(e['roll'])} (1–${str(e['upTo'])} grounds the USAAF on turn ${str(e['turn'])}): no air strikes`
        : `Clear enough to fly: rolled ${str(e['roll'])} (monsoon on 1–${str(e['upTo'])}); the USAAF strikes every Japanese unit and marker`;
    case 'airStrike': {
      const mods = list(e['modifiers']);
      const roll = mods.length ? `${str(e['roll'])} ${mods.map((m) => `+1 ${m}`).join(' ')} = ${str(e['modified'])}` : str(e['roll']);
      return `USAAF strike on ${u} in ${str(e['hex'])}: rolled ${roll} → ${e['result'] === 'D' ? 'D: disrupted for this combat phase' : 'no effect'}`;
    }
    case 'recovered':
      return `${u} recovers`;
    case 'victoryCheck': {
      const town = Number(e['town']);
      const held = e['airfield'] === true ? `the Allies hold the airfield and ${town} of the 4 Myitkyina hexes` : `the Allies do not hold the airfield; they hold ${town} of the 4 Myitkyina hexes`;
      return `Victory check, end of turn ${str(e['turn'])}: ${held}${e['last'] === true ? ' — the Japanese have held out' : ' — the siege goes on'}`;
    }
    default:
      return undefined;
  }
}
