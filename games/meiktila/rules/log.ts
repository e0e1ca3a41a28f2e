/**
 * The game's log in a player's words: one line per action (what the player
 * chose) and one per event (what came of it), for `hexwar play meiktila` and
 * any other log reader. Raw dice, chit draws and shuffles are left out: every
 * die in this game that decides something is reported, with its meaning, by
 * the game's own event (air power, initiative, Supply Table, supply status,
 * combat, retreat, replacement and reinforcement rolls, the end-phase roll).
 *
 * @module
 */
import { plainEvent, type Action, type GameEvent, type ReadContext } from '../../../src/engine';
import { markerById } from '../data/tables';
import type { MeiktilaData, MeiktilaOptions } from './common';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v) ?? '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
const names = (v: unknown): string => list(v).join(', ') || 'nobody';
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A side's name as an adjective: "Allied" or "Japanese". */
export function sideName(side: unknown): string {
  return side === 'allied' ? 'Allied' : side === 'japanese' ? 'Japanese' : str(side);
}

/** A side's name as the players: "the Allies" or "the Japanese". */
function players(side: unknown): string {
  return side === 'allied' ? 'the Allies' : side === 'japanese' ? 'the Japanese' : str(side);
}

/** An activation marker with its printed name, e.g. `"A-48 (48th Indian Brigade)"`. */
export function markerName(id: unknown): string {
  const m = markerById.get(str(id));
  return m ? `${m.id} (${m.name})` : str(id);
}

function combatLine(e: GameEvent): string {
  const mods = list(e['modifiers']);
  const shifts = list(e['shifts']);
  const base = str(e['baseColumn']);
  const column = str(e['column']);
  const odds = shifts.length ? `${base}, ${shifts.join(', ')} → ${column}` : column;
  return `Combat at ${str(e['hex'])}: ${names(e['attackers'])} (${str(e['attack'])}) vs ${names(e['defenders'])} (${str(e['defence'])})${mods.length ? `; ${mods.join('; ')}` : ''} = ${odds}; rolled ${str(e['roll'])}: ${str(e['result'])} (6.5)`;
}

function supplyStatusLine(e: GameEvent): string {
  const side = sideName(e['side']);
  const units = num(e['units']);
  const failed = list(e['failed']);
  const cutOff = list(e['cutOff']);
  const level = num(e['level']);
  let how = '';
  if (num(e['rolled']) > 0) {
    const i = (e['interdiction'] ?? {}) as Record<string, unknown>;
    const interdicted = ['north', 'south'].filter((edge) => num(i[edge]) > 0).map((edge) => `+${num(i[edge])} ${edge}`);
    how = `, in supply on 1-${str(e['inSupplyOn'])}${interdicted.length ? ` (interdiction ${interdicted.join(', ')})` : ''}`;
  } else if (e['side'] === 'allied' && level >= 7) how = ', no rolls at Supply Level 7-8';
  const out: string[] = [];
  if (failed.length) out.push(`out of supply: ${failed.join(', ')}`);
  if (cutOff.length) out.push(`${e['side'] === 'allied' && level <= 0 ? 'Supply Level 0' : 'no supply line'}: ${cutOff.join(', ')}`);
  return `${side} supply status (${str(e['rule'])}): ${plural(units, 'unit')}${how}; ${out.length ? out.join('; ') : 'all in supply'}`;
}

function finalVpLine(e: GameEvent): string {
  const parts = [`${str(e['steps'])} for steps`];
  const fields = num(e['airfields']);
  if (fields > 0) parts.push(`${2 * fields} for ${plural(fields, 'airfield')}`);
  if (e['meiktila'] === true) parts.push('5 for Meiktila');
  const zero = num(e['supplyZero']);
  if (zero > 0) parts.push(`${zero} for Supply Level 0`);
  return `${sideName(e['side'])} final VP (9.1): ${str(e['total'])} = ${parts.join(' + ')}`;
}

/**
 * One line describing an event for the log, or `null` to leave it out (phase
 * changes, which the CLI shows itself; raw dice, chit draws and shuffles, whose
 * results the game's own events state; the per-unit out-of-supply marks, which
 * `supplyStatus` sums up in one line per side).
 */
export function describeEvent(event: GameEvent): string | null {
  if (event.visibleTo !== undefined) {
    if (event.publicAs === null || event.publicAs === undefined) return null;
    return describeEvent(event.publicAs);
  }
  const e = event;
  const u = str(e['unit']);
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  switch (e.type) {
    case 'phaseChanged':
    case 'dieRolled':
    case 'diceRolled':
    case 'chitDrawn':
    case 'numberDrawn':
    case 'shuffled':
    case 'outOfSupply':
      return null;
    // ---- set-up (10.0)
    case 'setUp':
      return `${u} sets up in ${str(e['hex'])}${rule}`;
    case 'setupFinished':
      return `${sideName(e['side'])} set-up complete${rule}`;
    case 'entrenched':
      return e['setup'] === true ? `Japanese improved position in ${str(e['hex'])}${rule}` : `${u} builds an improved position in ${str(e['hex'])}${rule}`;
    // ---- air power, initiative, supply (4.1, 4.2, 5.0, 7.1)
    case 'airPower': {
      const roll = `Air power (5.1): rolled ${str(e['roll'])}`;
      if (num(e['alliedAir']) > 0) return `${roll}: ${plural(num(e['alliedAir']), 'Allied air unit')}`;
      if (num(e['japaneseAir']) > 0) return `${roll}: the Japanese get the 64th Sentai (${num(e['sentai']) >= 2 ? 'second and last time' : 'first time'})`;
      return `${roll}: no air units for either side`;
    }
    case 'initiative': {
      const bonus = num(e['airBonus']) > 0 ? ` (with +${num(e['airBonus'])} for air)` : '';
      return `Initiative (4.1): Allied ${str(e['allied'])}${bonus} vs Japanese ${str(e['japanese'])}: ${players(e['winner'])}`;
    }
    case 'airAllocated': {
      const parts: string[] = [];
      if (num(e['supply']) > 0) parts.push(`${str(e['supply'])} on air supply (5.2.1)`);
      for (const edge of ['north', 'south']) if (num(e[edge]) > 0) parts.push(`${str(e[edge])} interdicting ${edge} (5.2.2)`);
      if (num(e['combat']) > 0) parts.push(`${str(e['combat'])} free for combat`);
      return parts.length ? `Allied air (5.2): ${parts.join(', ')}` : 'No Allied air units this turn (5.2)';
    }
    case 'supplyTable': {
      const mods = list(e['modifiers']);
      const points = num(e['points']);
      const got = points < 0 ? 'Supply Level -1 at once' : points === 0 ? 'no Supply Points' : plural(points, 'Supply Point');
      return `Supply Table${rule}: rolled ${str(e['roll'])}${mods.length ? ` ${mods.join(' ')} = ${str(e['modified'])}` : ''}: ${got}`;
    }
    case 'supplyLevel': {
      const from = num(e['from']);
      const to = num(e['to']);
      return from === to ? `Allied Supply Level stays at ${to}: ${str(e['why'])}` : `Allied Supply Level ${from} → ${to}: ${str(e['why'])}`;
    }
    case 'supplyStatus':
      return supplyStatusLine(e);
    case 'flownIn':
      return `${u} flies in to ${str(e['hex'])} at reduced strength${rule}`;
    // ---- activations (4.3, 6.1.1)
    case 'markersChosen':
      return `Activation markers for the turn${rule}: ${str(e['allied'])} Allied, ${str(e['japanese'])} Japanese`;
    case 'activated': {
      const limit = e['limit'] !== undefined ? `: rolled ${str(e['limit'])}, up to ${plural(num(e['limit']), 'unit')}` : '';
      return `${sideName(e['side'])} activation: ${markerName(e['marker'])}${limit}${rule}`;
    }
    case 'orderChosen':
      return e['order'] === 'attackMove' ? `${str(e['marker'])}: attack first, then move (attacks shift 1 right)${rule}` : `${str(e['marker'])}: move, then attack${rule}`;
    case 'passed':
      return `${players(e['side'])} pass with ${str(e['marker'])}${e['bothPassed'] === true ? '; both have passed: no more activations this turn' : ''}${rule}`;
    // ---- movement, improved positions, replacements, reinforcements (6.2, 8.1, 8.4)
    case 'moved': {
      const how = e['forcedMarch'] === true ? ' by forced march' : e['enemyZoc'] === true ? ' touching enemy ZOC' : '';
      return `${u} moves ${str(e['from'])} → ${str(e['to'])}${how}${rule}`;
    }
    case 'replaced':
      return e['roll'] !== undefined
        ? `${u} replacement: rolled ${str(e['roll'])}${num(e['modifier']) ? ` ${signed(num(e['modifier']))} interdiction` : ''}, needs 4 or less: back to full strength${rule}`
        : `${u} is brought back to full strength${rule}`;
    case 'replacementFailed':
      return `${u} replacement: rolled ${str(e['roll'])}${num(e['modifier']) ? ` ${signed(num(e['modifier']))} interdiction` : ''}, needs 4 or less: none arrives${rule}`;
    case 'reinforcementReleased':
    case 'reinforcementDelayed': {
      // 8.1.2: a roll up to the turn number, never a 6; 11.2 (Kimura): below the turn number.
      const need = Math.min(5, num(e['turn']) - (e['rule'] === '11.2' ? 1 : 0));
      if (e['rule'] === '11.2' && num(e['roll']) === 6) return `${u} stays in the Strategic Reserve for good: rolled 6${rule}`;
      const needs = need > 1 ? `needs 1-${need}` : need === 1 ? 'needs a 1' : 'none can arrive yet';
      return `${u} ${e.type === 'reinforcementReleased' ? 'is released' : 'is held back'}: rolled ${str(e['roll'])}, ${needs}${rule}`;
    }
    case 'entered':
      return `${u} enters at ${str(e['hex'])}${rule}`;
    case 'overstacked':
      return `${u} is overstacked in ${str(e['hex'])} at the end of the turn${rule}`;
    // ---- combat (6.5, 11.1)
    case 'combat':
      return combatLine(e);
    case 'attackCalledOff':
      return `The attack on ${str(e['hex'])} is called off${rule}`;
    case 'retreatRoll': {
      const mod = num(e['modifier']);
      const roll = `${str(e['roll'])}${mod ? ` +${mod} (Japanese AT, 8.3)` : ''}`;
      const outcome = e['failed'] !== true ? 'may retreat' : num(e['roll']) === 6 ? 'a 6 always fails: loses a step' : 'fails: loses a step';
      return `${u} retreat roll: ${roll} against CF ${str(e['cf'])}: ${outcome}${rule}`;
    }
    case 'retreated':
      return `${u} retreats ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'advanced':
      return `${u} advances ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'banzaiCheck':
      return `${u} Banzai casualty check: rolled ${str(e['roll'])} against CF ${str(e['cf'])}: ${e['failed'] === true ? 'loses a step' : 'no loss'}${rule}`;
    case 'stepLost': {
      const where = e['hex'] !== null && e['hex'] !== undefined ? ` in ${str(e['hex'])}` : '';
      const what = e['eliminated'] === true ? `is eliminated${where}` : `loses a step${where} (${plural(num(e['steps']), 'step')} left)`;
      return `${u} ${what}: ${str(e['why'])}; +1 VP ${sideName(e['vpTo'])}${rule}`;
    }
    // ---- victory (9.0)
    case 'vp':
      return `+${str(e['vp'])} VP ${sideName(e['side'])}: ${str(e['why'])}${rule}`;
    case 'finalVp':
      return finalVpLine(e);
    case 'victoryLevel':
      return `${str(e['level'])}: Allied ${str(e['allied'])} - Japanese ${str(e['japanese'])} = ${str(e['difference'])} VP${rule}`;
    default:
      return plainEvent(e);
  }
}

/** One line describing a player's action for the log, read against the state before it. */
export function describeAction(ctx: ReadContext<MeiktilaData, MeiktilaOptions>, a: Action): string {
  const who = `${sideName(a.side)}:`;
  const u = str(a['unit']);
  const target = ctx.data.attack?.hex ?? ctx.data.resolution?.hex ?? '?';
  switch (a.type) {
    case 'place':
      return `${who} place ${u} in ${str(a['hex'])}`;
    case 'placeImprovedPosition':
      return `${who} improved position in ${str(a['hex'])}`;
    case 'finishSetup':
      return `${who} set-up done`;
    case 'allocateAir': {
      const parts: string[] = [];
      if (num(a['supply']) > 0) parts.push(`${str(a['supply'])} to air supply`);
      if (num(a['north']) > 0) parts.push(`${str(a['north'])} to interdict north`);
      if (num(a['south']) > 0) parts.push(`${str(a['south'])} to interdict south`);
      return ctx.data.alliedAir === 0 ? `${who} no air units to allocate` : `${who} air units ${parts.length ? parts.join(', ') : 'all kept for combat'}`;
    }
    case 'flyIn':
      return `${who} fly ${u} in to ${str(a['hex'])}`;
    case 'endSupply':
      return `${who} supply phase done`;
    case 'chooseFirst':
      return `${who} ${markerName(a['marker'])} goes first`;
    case 'chooseOrder':
      return `${who} ${a['order'] === 'attackMove' ? 'attack, then move' : 'move, then attack'}`;
    case 'pass':
      return `${who} pass`;
    case 'endMove':
      return `${who} movement done`;
    case 'endAttacks':
      return `${who} attacks done`;
    case 'move':
      return `${who} move ${u} to ${str(a['to'])}${a['march'] === true ? ' (forced march)' : ''}`;
    case 'entrench':
      return `${who} ${u} digs in`;
    case 'replace':
      return `${who} replacement for ${u}`;
    case 'callReinforcement':
      return `${who} call up ${u}`;
    case 'enterAt':
      return `${who} ${u} enters at ${str(a['hex'])}`;
    case 'declareAttack':
      return `${who} attack ${str(a['hex'])}`;
    case 'addAttacker':
      return `${who} ${u} joins the attack on ${target}`;
    case 'banzai':
      return `${who} ${u} makes a Banzai charge`;
    case 'addArtillery':
      return `${who} ${u} fires in support of the attack on ${target}`;
    case 'addAir':
      return `${who} an air unit supports the attack on ${target}`;
    case 'resolveAttack':
      return `${who} resolve the attack on ${target}`;
    case 'cancelAttack':
      return `${who} call off the attack on ${target}`;
    case 'defArtillery':
      return `${who} ${u} fires in defence of ${target}`;
    case 'defAir':
      return `${who} an air unit supports the defence of ${target}`;
    case 'defDone':
      return `${who} no more support for the defence of ${target}`;
    case 'takeLoss':
      return `${who} ${u} takes a step loss`;
    case 'retreat':
      return `${who} ${u} tries to retreat`;
    case 'retreatTo':
      return `${who} ${u} retreats to ${str(a['to'])}`;
    case 'advance':
      return `${who} ${u} advances into ${target}`;
    case 'noAdvance':
      return `${who} no advance into ${target}`;
    default: {
      const rest = Object.entries(a)
        .filter(([k]) => k !== 'type' && k !== 'side')
        .map(([k, v]) => `${k} ${str(v)}`)
        .join(', ');
      return `${who} ${a.type}${rest ? ` (${rest})` : ''}`;
    }
  }
}
