/**
 * The game's log in a player's words: one line per event, for
 * `hexwar play myitkyina` and any other log reader.
 *
 * An event about a hidden Japanese unit is described by its public form (the
 * one the Allies see), so the log names such units only by their marker until
 * they are revealed, even though it is printed from the full record.
 *
 * @module
 */
import { plainEvent, type GameEvent } from '../../../src/engine';
import { LEGEND } from '../data/tables';
import { AIRFIELD } from '../data/map';
import { COUNTER } from '../data/counters';

const str = (v: unknown): string => (typeof v === 'string' ? v : String(v));
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** A unit's name in the log: its id, or "marker …" for a hidden unit's marker. */
export function unitName(id: unknown): string {
  const s = str(id);
  return COUNTER.has(s) ? s : `marker ${s}`;
}

const names = (ids: unknown): string => list(ids).map(unitName).join(' + ') || 'nobody';

/** What a combat result means, in the postcard's words ("2DE: 2 defenders eliminated"). */
export function resultWords(result: string): string {
  const n = /^(\d)(DE|AE)$/.exec(result);
  if (n) return `${n[1]} ${n[2] === 'DE' ? 'defender' : 'attacker'}${n[1] === '1' ? '' : 's'} eliminated`;
  return LEGEND[result] ?? result;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function combatLine(e: GameEvent): string {
  const where = list(e['hexes']);
  const target = `${str(e['target'])}${where.length > 1 ? ` (and ${where.slice(1).join(', ')}, which had to be attacked too)` : ''}`;
  if (e['result'] === 'none') return `Combat at ${target}: ${str(e['reason'])}; no roll`;
  const japanese = e['side'] === 'japanese';
  const bonus = Number(e['townBonus'] ?? 0);
  const parts = [
    `Combat at ${target}: ${names(e['attackers'])} (${str(e['attack'])}) against ${names(e['defenders'])} (${str(e['defence'])}${bonus ? `, with +${bonus} for Myitkyina` : ''}) = ${str(e['odds'])}`,
  ];
  const modeName = e['mode'] === 'banzai' ? 'Banzai!' : e['mode'] === 'pressed' ? 'Pressed Attack' : null;
  const shifts = list(e['shifts']);
  const fixed = shifts.filter((x) => !x.endsWith('Banzai!') && !x.endsWith('Pressed Attack'));
  const byRoll = shifts.find((x) => x.endsWith('Banzai!') || x.endsWith('Pressed Attack'));
  if (fixed.length) parts.push(`shifted ${fixed.join(', ')}`);
  const roll = `${modeName ? `${modeName}: ` : ''}rolled ${str(e['roll'])}${japanese ? ` (Japanese: read as row ${str(e['tableRoll'])})` : ''}`;
  parts.push(`${roll}${byRoll ? `, ${byRoll.split(' ')[0]}` : ''}: column ${str(e['column'])}`);
  return `${parts.join('; ')} → ${str(e['result'])}: ${resultWords(str(e['result']))}`;
}

/**
 * One line describing an event for the log, or `null` to leave it out (phase
 * changes, shuffles, and die rolls, which the game's own events report with
 * their meaning). Secret events are described by their public form.
 */
export function describeEvent(event: GameEvent): string | null {
  if (event.visibleTo !== undefined) {
    if (event.publicAs === null || event.publicAs === undefined) return null;
    return describeEvent(event.publicAs);
  }
  const e = event;
  const u = unitName(e['unit']);
  switch (e.type) {
    case 'phaseChanged':
    case 'shuffled':
    case 'numberDrawn':
    case 'dieRolled':
      return null;
    case 'deployed':
      return e['from'] !== undefined ? `${u} is moved in the set-up from ${str(e['from'])} to ${str(e['hex'])}` : `${u} sets up in ${str(e['hex'])}`;
    case 'setupDone': {
      const stacks = (e['stacks'] ?? {}) as Record<string, string[]>;
      const where = Object.keys(stacks)
        .sort()
        .map((h) => `${h}: ${stacks[h]!.join(' + ')}`)
        .join('; ');
      return `The Allies are set up (${where})`;
    }
    case 'reinforced':
      return e['hex'] === AIRFIELD ? `${u} flies in to the airfield (${AIRFIELD})` : `${u} arrives on the east bank at ${str(e['hex'])}`;
    case 'indianDivision':
      return capital(str(e['reason']));
    case 'moved':
      return `${u} moves ${str(e['from'])} → ${str(e['to'])}`;
    case 'attackDeclared':
      return `${u} attacks ${str(e['target'])}`;
    case 'attackJoined':
      return `${u} joins the attack on ${str(e['target'])}`;
    case 'revealed':
      return e['decoy'] === true
        ? `Marker ${str(e['marker'])} in ${str(e['hex'])} is revealed: a decoy`
        : `Marker ${str(e['marker'])} in ${str(e['hex'])} is revealed: ${str(e['unit'])}`;
    case 'decoyRemoved':
      return `The decoy is taken off ${str(e['hex'])}`;
    case 'combat':
      return combatLine(e);
    case 'disrupted':
      return `${u} is disrupted in ${str(e['hex'])}`;
    case 'notDisrupted':
      return `${u} is not disrupted: ${str(e['reason'])}`;
    case 'eliminated':
      return `${u} is eliminated in ${str(e['hex'])} (${str(e['reason'])})`;
    case 'retreated':
      return `${u} retreats ${str(e['from'])} → ${str(e['to'])}`;
    case 'noRetreat':
      return e['result'] === 'DR' ? `No Retreat! ${u} stands in ${str(e['hex'])}: DR becomes DE` : `No Retreat! ${u} holds ${str(e['hex'])}, disrupted: DW becomes D`;
    case 'advanced':
      return `${u} advances ${str(e['from'])} → ${str(e['to'])}`;
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
      return plainEvent(e);
  }
}
