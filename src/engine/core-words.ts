import { TABLETOP_WORDS } from './table-words';
import { sideWord, type Says } from './event-words';
import type { CoreEventOf, CoreEventType } from './events';

/**
 * The core's words for each of its events, by type: `null` for the events a
 * log leaves out (dice, phase changes, declarations the player's action
 * already says).
 *
 * @internal
 */
export type CoreWords = { readonly [K in CoreEventType]: Says<CoreEventOf<K>> | null };

/** One combat of the core's attack procedure in one line (see {@link combatLine}). */
const combat: Says<CoreEventOf<'combat'>> = (e, w) => {
  if (e.result === 'none') return `Combat at ${w.at(e.hex)}: ${e.reason ?? ''}; no roll`;
  const mods = e.modifiers ?? [];
  const supports = e.supports ?? [];
  const shifts = e.shifts ?? [];
  // Units by the game's names for them (a figure's printed name, a decoy as a decoy), never their ids.
  const names = (ids: readonly string[]) => ids.map((u) => w.unit(u)).join(', ');
  const art = (role: string) => supports.filter((s) => s.role === role).map((s) => ` + ${s.kind} ${s.unit !== undefined && s.unit !== null ? w.unit(s.unit) : ''} ${s.value}`.replace('  ', ' ')).join('');
  const mod = (l: (typeof mods)[number]) => {
    const rule = l.rule ? ` (${l.rule})` : '';
    if (l.times) return `${l.reason} x${l.times} ${names(l.units)}${rule}`;
    if (l.amount === 0) return `${l.role === 'attacker' ? 'attackers' : 'defenders'} ${l.reason} ${names(l.units)}${rule}`;
    return `${l.reason} ${w.signed(l.amount)}${l.units.length > 1 ? ` x${l.units.length}` : ''}${rule}`;
  };
  const column = e.column ?? '';
  const odds = shifts.length ? `${e.baseColumn ?? ''}, ${shifts.map((s) => `${Math.abs(s.shift)}${s.shift > 0 ? 'R' : 'L'} ${s.reason}${s.rule ? ` (${s.rule})` : ''}`).join(', ')} → ${column}` : column;
  const read = e.read !== undefined ? ` (read as ${e.read})` : '';
  const meaning = e.meaning !== undefined ? `, ${e.meaning}` : '';
  return `Combat at ${w.at(e.hex)}: ${names(e.attackers)}${art('attacker')} (${e.attack ?? ''}) vs ${names(e.defenders)}${art('defender')} (${e.defence ?? ''})${mods.length ? `; ${mods.map(mod).join('; ')}` : ''} = ${odds}; rolled ${e.roll ?? ''}${read}: ${e.result}${meaning}${w.rule(e)}`;
};

const release: Says<CoreEventOf<'reinforcementReleased' | 'reinforcementDelayed'>> = (e, w) => {
  if (e.heldForGood === true) return `${w.unit(e.unit)} is held out for the rest of the game: rolled ${e.roll}${w.rule(e)}`;
  const needs = e.upTo > 1 ? `needs 1-${e.upTo}` : e.upTo === 1 ? 'needs a 1' : 'none can arrive yet';
  return `${w.unit(e.unit)} ${e.type === 'reinforcementReleased' ? 'is released' : 'is held back'}: rolled ${e.roll}, ${needs}${w.rule(e)}`;
};

/**
 * The core's words for its events (combat, retreats, step losses, set-up,
 * reinforcements, the activation cup, supply, tracks, victory points, the
 * tabletop's moves and shots), each written from the typed event.
 *
 * @internal
 */
export const CORE_WORDS: CoreWords = {
  phaseChanged: null,
  dieRolled: null,
  diceRolled: null,
  chitDrawn: null,
  numberDrawn: null,
  shuffled: null,
  cardDrawn: null,
  attackDeclared: null,
  attackJoined: null,
  outOfSupply: null,
  combat,
  droppedOut: (e, w) => `${w.unit(e.unit)} drops out of the ${e.role === 'attacker' ? 'attack on' : 'defence of'} ${w.at(e.hex)}: ${e.reason}${w.rule(e)}`,
  attackCalledOff: (e, w) => `The attack on ${w.at(e.hex)} is called off; ${w.at(e.hex)} may not be attacked again in this activation${w.rule(e)}`,
  retreatRoll: (e, w) => {
    const outcome = !e.failed ? 'may retreat' : e.natural === true ? `a ${e.roll} always fails: loses a step` : 'fails: loses a step';
    const mod = e.modifier ? ` ${w.signed(e.modifier)}${e.modifierWhy !== undefined ? ` (${e.modifierWhy})` : ''}` : '';
    return `${w.unit(e.unit)} retreat roll: ${e.roll}${mod} against CF ${e.cf}: ${outcome}${w.rule(e)}`;
  },
  overstacked: (e, w) => `${w.unit(e.unit)} is overstacked in ${w.at(e.hex)} at the end of the turn${w.rule(e)}`,
  retreated: (e, w) => `${w.unit(e.unit)} retreats ${w.at(e.from)} → ${w.at(e.to)}${w.rule(e)}`,
  advanced: (e, w) => `${w.unit(e.unit)} advances ${w.at(e.from)} → ${w.at(e.to)}${w.rule(e)}`,
  noRetreat: (e, w) => `No Retreat! ${w.unit(e.unit)} holds ${w.at(e.at)}${w.rule(e)}`,
  stepLost: (e, w) => {
    const where = e.at ? ` in ${w.at(e.at)}` : '';
    return `${w.unit(e.unit)} ${e.eliminated ? `is eliminated${where}` : `loses a step${where} (${e.steps} left)`}: ${e.why}${w.rule(e)}`;
  },
  setUp: (e, w) => `${w.unit(e.unit)} sets up in ${w.at(e.hex)}${e.from !== undefined ? ` (from ${e.from})` : ''}${w.rule(e)}`,
  setupFinished: (e, w) => `${w.side(e.side)} set-up complete${w.rule(e)}`,
  reinforcementReleased: release,
  reinforcementDelayed: release,
  entered: (e, w) => `${w.unit(e.unit)} enters at ${w.at(e.hex)}${w.rule(e)}`,
  entryBlocked: (e, w) => `${w.unit(e.unit)} cannot enter: every entry hex is held by the enemy${w.rule(e)}`,
  conceded: (e, w) => `${sideWord(e.side)} concedes${w.rule(e)}`,
  markersChosen: (e, w) => {
    const counts = Object.entries(e).filter(([k, v]) => typeof v === 'number' && k !== 'rule').map(([k, v]) => `${String(v)} ${sideWord(k)}`);
    return `Activation markers for the turn${w.rule(e)}: ${counts.join(', ')}`;
  },
  firstChosen: (e, w) => `${w.side(e.side)}: ${e.name ?? e.marker} goes first${w.rule(e)}`,
  activated: (e, w) =>
    `${w.side(e.side)} activation: ${e.marker}${e.name !== undefined ? ` (${e.name})` : ''}${e.limit !== undefined ? `: rolled ${e.limit}, up to ${e.limit} unit${e.limit === 1 ? '' : 's'}` : ''}${w.rule(e)}`,
  passed: (e, w) => `${w.side(e.side)} pass${e.marker !== undefined ? ` with ${e.marker}` : ''}${w.rule(e)}`,
  orderChosen: (e, w) => `${e.marker}: ${e.stages.join(', then ')}${w.rule(e)}`,
  cupEmptied: (e, w) => `Both players have passed: no more activations this turn${w.rule(e)}`,
  vp: (e, w) => `${w.signed(e.vp)} VP ${w.side(e.side)}: ${e.why}${w.rule(e)}`,
  finalVp: (e, w) => `${w.side(e.side)} final VP${w.rule(e)}: ${e.total} = ${e.parts.map((p) => `${p.vp} for ${p.label}`).join(' + ')}`,
  victoryLevel: (e, w) => `${e.level}: ${e.sides.map((s, i) => `${w.side(s)} ${e.totals[i]}`).join(' - ')} = ${e.margin} VP${w.rule(e)}`,
  supplyStatus: (e, w) => {
    const out = [...(e.failed.length ? [`out of supply: ${e.failed.join(', ')}`] : []), ...(e.cutOff.length ? [`${e.cutWords ?? 'no supply line'}: ${e.cutOff.join(', ')}`] : [])];
    const mods = e.modifiers ?? [];
    const how = e.rolled > 0 && e.atMost !== undefined ? `, in supply on 1-${e.atMost}${mods.length ? ` (${mods.join(', ')})` : ''}` : e.noRoll !== undefined ? `, ${e.noRoll}` : '';
    return `${w.side(e.side)} supply status${w.rule(e)}: ${e.units} unit${e.units === 1 ? '' : 's'}${how}; ${out.length ? out.join('; ') : 'all in supply'}`;
  },
  tableRoll: (e, w) => {
    const sum = e.modifiers.length ? `${e.modifiers.map((m) => ` ${w.signed(m.n)} ${m.why}`).join('')} = ${e.modified}` : '';
    const who = e.unit !== undefined ? `${w.unit(e.unit)} ` : '';
    return `${who}${e.table}${w.rule(e)}: rolled ${e.roll}${sum}${e.needs !== undefined ? `, needs ${e.needs}` : ''}: ${e.outcome}`;
  },
  track: (e) => (e.from === e.to ? `${e.label} stays at ${e.to}: ${e.why}` : `${e.label} ${e.from} → ${e.to}: ${e.why}`),
  moved: (e, w) => `${w.unit(e.unit)} moves ${w.at(e.from)} → ${w.at(e.to)}${e.how !== undefined ? ` ${e.how}` : ''}${w.rule(e)}`,
  ...TABLETOP_WORDS,
};
