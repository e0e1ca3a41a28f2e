/**
 * The game's log in a player's words: one line per action (what the player
 * chose) and one per event (what came of it). Raw dice, chit draws and
 * shuffles are left out: every die that decides something is reported, with
 * its meaning, by the game's own event.
 *
 * @module
 */
import { plainEvent, type Action, type GameEvent } from 'hexwar';
import { markerById } from '../data/tables';
import { resultMeaning } from './combat';
import type { Ctx } from './common';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? ''));
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A side's name as an adjective: "Allied" or "Japanese". */
export const sideName = (side: unknown): string => (side === 'allied' ? 'Allied' : side === 'japanese' ? 'Japanese' : str(side));
const players = (side: unknown): string => (side === 'allied' ? 'the Allies' : side === 'japanese' ? 'the Japanese' : str(side));

/** An activation marker with its printed name, e.g. `"A-48 (48th Indian Brigade)"`. */
export function markerName(id: unknown): string {
  const m = markerById.get(str(id));
  return m ? `${m.id} (${m.name})` : str(id);
}

type Line = { role: string; reason: string; rule?: string; amount: number; times?: number; units: string[] };

/**
 * One combat in one line (6.5): attackers and supporting artillery with the
 * total, defenders with theirs, every modifier with its rule (out-of-supply
 * attackers and defenders apart), the odds and each shift, the roll, the
 * result and what it means.
 */
function combatLine(e: GameEvent): string {
  const mods = (e['modifiers'] ?? []) as unknown as Line[];
  const supports = (e['supports'] ?? []) as unknown as { role: string; unit?: string; value: number }[];
  const shifts = (e['shifts'] ?? []) as unknown as { shift: number; reason: string; rule?: string }[];
  const art = (role: string) => supports.filter((s) => s.role === role).map((s) => ` + ${s.unit} ${s.value}`).join('');
  const mod = (l: Line) => {
    const times = l.units.length > 1 ? ` x${l.units.length}` : '';
    if (l.times) return `${l.reason} x${l.times} ${l.units.join(', ')}${l.rule ? ` (${l.rule})` : ''}`;
    if (l.amount === 0) return `${l.role === 'attacker' ? 'attackers' : 'defenders'} ${l.reason} ${l.units.join(', ')}${l.rule ? ` (${l.rule})` : ''}`;
    return `${l.reason} ${signed(l.amount)}${times}${l.rule ? ` (${l.rule})` : ''}`;
  };
  const base = str(e['baseColumn']);
  const column = str(e['column']);
  const odds = shifts.length ? `${base}, ${shifts.map((s) => `${Math.abs(s.shift)}${s.shift > 0 ? 'R' : 'L'} ${s.reason}${s.rule ? ` (${s.rule})` : ''}`).join(', ')} → ${column}` : column;
  const result = str(e['result']);
  return `Combat at ${str(e['hex'])}: ${list(e['attackers']).join(', ')}${art('attacker')} (${str(e['attack'])}) vs ${list(e['defenders']).join(', ')}${art('defender')} (${str(e['defence'])})${mods.length ? `; ${mods.map(mod).join('; ')}` : ''} = ${odds}; rolled ${str(e['roll'])}: ${result}, ${resultMeaning(result)} (6.5)`;
}

function supplyStatusLine(e: GameEvent): string {
  const level = num(e['level']);
  let how = '';
  if (num(e['rolled']) > 0) {
    const i = (e['interdiction'] ?? {}) as Record<string, unknown>;
    const interdicted = ['north', 'south'].filter((edge) => num(i[edge]) > 0).map((edge) => `+${num(i[edge])} ${edge}`);
    how = `, in supply on 1-${str(e['inSupplyOn'])}${interdicted.length ? ` (interdiction ${interdicted.join(', ')})` : ''}`;
  } else if (e['side'] === 'allied' && level >= 7) how = ', no rolls at Supply Level 7-8';
  const out: string[] = [];
  if (list(e['failed']).length) out.push(`out of supply: ${list(e['failed']).join(', ')}`);
  if (list(e['cutOff']).length) out.push(`${e['side'] === 'allied' && level <= 0 ? 'Supply Level 0' : 'no supply line'}: ${list(e['cutOff']).join(', ')}`);
  return `${sideName(e['side'])} supply status (${str(e['rule'])}): ${plural(num(e['units']), 'unit')}${how}; ${out.length ? out.join('; ') : 'all in supply'}`;
}

function finalVpLine(e: GameEvent): string {
  const parts = [`${str(e['steps'])} for steps`];
  const fields = num(e['airfields']);
  if (fields > 0) parts.push(`${2 * fields} for ${plural(fields, 'airfield')}`);
  if (e['meiktila'] === true) parts.push('5 for Meiktila');
  if (num(e['supplyZero']) > 0) parts.push(`${num(e['supplyZero'])} for Supply Level 0`);
  return `${sideName(e['side'])} final VP (9.1): ${str(e['total'])} = ${parts.join(' + ')}`;
}

const SILENT = new Set(['phaseChanged', 'dieRolled', 'diceRolled', 'chitDrawn', 'numberDrawn', 'shuffled', 'outOfSupply', 'attackDeclared', 'attackJoined']);

/**
 * One line describing an event for the log, or `null` to leave it out (phase
 * changes, which the CLI shows itself; raw dice, whose results the game's own
 * events state; the per-unit out-of-supply marks, summed up per side; attack
 * declarations, which the player's actions say).
 */
export function describeEvent(_ctx: Ctx | null, event: GameEvent): string | null {
  if (event.visibleTo !== undefined) return event.publicAs ? describeEvent(_ctx, event.publicAs) : null;
  const e = event;
  const u = str(e['unit']);
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  if (SILENT.has(e.type)) return null;
  switch (e.type) {
    case 'setUp':
      return `${u} sets up in ${str(e['hex'])}${rule}`;
    case 'setupFinished':
      return `${sideName(e['side'])} set-up complete${rule}`;
    case 'entrenched':
      return e['setup'] === true ? `Japanese improved position in ${str(e['hex'])}${rule}` : `${u} builds an improved position in ${str(e['hex'])}${rule}`;
    case 'airPower': {
      const roll = `Air power (5.1): rolled ${str(e['roll'])}`;
      if (num(e['alliedAir']) > 0) return `${roll}: ${plural(num(e['alliedAir']), 'Allied air unit')}`;
      if (num(e['japaneseAir']) > 0) return `${roll}: the Japanese get the 64th Sentai (${num(e['sentai']) >= 2 ? 'second and last time' : 'first time'})`;
      return `${roll}: no air units for either side`;
    }
    case 'initiative':
      return `Initiative (4.1): Allied ${str(e['allied'])}${num(e['airBonus']) > 0 ? ` (with +${num(e['airBonus'])} for air)` : ''} vs Japanese ${str(e['japanese'])}: ${players(e['winner'])}`;
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
    case 'markersChosen':
      return `Activation markers for the turn${rule}: ${str(e['allied'])} Allied, ${str(e['japanese'])} Japanese`;
    case 'firstChosen':
      return `${players(e['side'])} choose ${markerName(e['marker'])} to go first${rule}`;
    case 'cupEmptied':
      return `Both players have passed: no more activations this turn${rule}`;
    case 'activated':
      return `${sideName(e['side'])} activation: ${markerName(e['marker'])}${e['limit'] !== undefined ? `: rolled ${str(e['limit'])}, up to ${plural(num(e['limit']), 'unit')}` : ''}${rule}`;
    case 'orderChosen':
      return e['order'] === 'attackMove' ? `${str(e['marker'])}: attack first, then move (attacks shift 1 right)${rule}` : `${str(e['marker'])}: move, then attack${rule}`;
    case 'passed':
      return `${players(e['side'])} pass with ${str(e['marker'])}${rule}`;
    case 'moved':
      return `${u} moves ${str(e['from'])} → ${str(e['to'])}${e['forcedMarch'] === true ? ' by forced march' : e['enemyZoc'] === true ? ' touching enemy ZOC' : ''}${rule}`;
    case 'replaced':
      return e['roll'] !== undefined ? `${u} replacement: rolled ${str(e['roll'])}${num(e['modifier']) ? ` ${signed(num(e['modifier']))} interdiction` : ''}, needs 4 or less: back to full strength${rule}` : `${u} is brought back to full strength${rule}`;
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
    case 'entryBlocked':
      return `${u} cannot enter: every entry hex is held by the enemy${rule}`;
    case 'overstacked':
      return `${u} is overstacked in ${str(e['hex'])} at the end of the turn${rule}`;
    case 'combat':
      return combatLine(e);
    case 'attackCalledOff':
      return `The attack on ${str(e['hex'])} is called off; ${str(e['hex'])} may not be attacked again in this activation${rule}`;
    case 'retreatRoll': {
      const mod = num(e['modifier']);
      const outcome = e['failed'] !== true ? 'may retreat' : num(e['roll']) === 6 ? 'a 6 always fails: loses a step' : 'fails: loses a step';
      return `${u} retreat roll: ${str(e['roll'])}${mod ? ` +${mod} (Japanese AT, 8.3)` : ''} against CF ${str(e['cf'])}: ${outcome}${rule}`;
    }
    case 'retreated':
      return `${u} retreats ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'advanced':
      return `${u} advances ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'banzaiCheck':
      return `${u} Banzai casualty check: rolled ${str(e['roll'])} against CF ${str(e['cf'])}: ${e['failed'] === true ? 'loses a step' : 'no loss'}${rule}`;
    case 'stepLost': {
      const where = e['at'] ? ` in ${str(e['at'])}` : '';
      const what = e['eliminated'] === true ? `is eliminated${where}` : `loses a step${where} (${plural(num(e['steps']), 'step')} left)`;
      return `${u} ${what}: ${str(e['why'])}${rule}; +1 VP ${sideName(e['side'] === 'allied' ? 'japanese' : 'allied')} (9.1)`;
    }
    case 'vp':
      // A VP for a step lost is on the step's own line.
      return e['why'] === 'enemy step lost' ? null : `+${str(e['vp'])} VP ${sideName(e['side'])}: ${str(e['why'])}${rule}`;
    case 'finalVp':
      return finalVpLine(e);
    case 'victoryLevel':
      return `${str(e['level'])}: Allied ${str(e['allied'])} - Japanese ${str(e['japanese'])} = ${str(e['difference'])} VP${rule}`;
    default:
      return plainEvent(e);
  }
}

/** One line describing a player's action for the log, read against the state before it. */
export function describeAction(ctx: Ctx, a: Action): string {
  const who = `${sideName(a.side)}:`;
  const u = str(a['unit']);
  const target = ctx.frame<{ hex: string }>('attack')?.hex ?? ctx.frame<{ hex: string }>('combatResult')?.hex ?? '?';
  switch (a.type) {
    case 'place':
      return `${who} place ${u} in ${str(a['hex'])}`;
    case 'placeImprovedPosition':
      return `${who} improved position in ${str(a['hex'])}`;
    case 'finishSetup':
      return `${who} set-up done`;
    case 'allocateAir': {
      const parts = (['supply', 'north', 'south'] as const).filter((k) => num(a[k]) > 0).map((k) => `${str(a[k])} ${k === 'supply' ? 'to air supply' : `to interdict ${k}`}`);
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
    default:
      return `${who} ${a.type}`;
  }
}
