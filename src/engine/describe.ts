import { tabletopEventLine } from '../procedures/tabletop/words';
import { Reader } from './context';
import { sideNamer } from './sides';
import type { Spec } from './definition';
import type { Game } from './game';
import type { Action, GameEvent, JsonValue, MatchState, Position } from './types';

/**
 * An event as one plain line, `type: field value, …`: what a log shows for an
 * event neither its game nor the core describes in words.
 *
 * @category Log
 */
export function plainEvent(event: GameEvent): string {
  const { type, visibleTo: _v, publicAs: _p, ...rest } = event;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return `${type}${fields ? `: ${fields}` : ''}`;
}

/** A point on a table as a player reads it: `(12.5", 30")`. */
const isPoint = (v: unknown): v is { x: number; y: number } => typeof v === 'object' && v !== null && typeof (v as { x?: unknown }).x === 'number' && typeof (v as { y?: unknown }).y === 'number';
const inches = (n: number) => `${Math.round(n * 10) / 10}"`;
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : isPoint(v) ? `(${inches(v.x)}, ${inches(v.y)})` : (JSON.stringify(v) ?? '');
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * Helpers for a game's own log lines, reading event fields of any type:
 * `text` (a string as is, anything else as JSON), `count` (a number, 0 if
 * none), `list` (an array as strings), `signed` (`+2`, `-1`) and `plural`
 * (`3 air units`, `1 air unit`).
 *
 * @example
 * ```ts
 * const { text, count, plural } = logWords;
 * case 'airPower': return `Air power: rolled ${text(e['roll'])}: ${plural(count(e['units']), 'air unit')}`;
 * ```
 * @category Log
 */
export const logWords = {
  /** A field as text: a string as is, anything else as JSON. */
  text: str,
  /** A field as a number (0 if it is none). */
  count: num,
  /** A field as a list of strings (empty if it is not an array). */
  list,
  /** A number with its sign: `+2`, `-1`, `+0`. */
  signed,
  /** A count with its noun: `1 air unit`, `3 air units`. */
  plural,
} as const;

/**
 * A side's name for a log line: its id with a capital (`allied` → `Allied`).
 *
 * @category Log
 */
export const sideWord = (side: unknown): string => (typeof side === 'string' && side ? side[0]!.toUpperCase() + side.slice(1) : str(side));

type ModifierLine = { readonly role: string; readonly reason: string; readonly rule?: string; readonly amount: number; readonly times?: number; readonly units: readonly string[] };

/**
 * One combat of the core's attack procedure in one line: the attackers (and
 * any artillery) with their total, the defenders with theirs, each modifier
 * with its rule (out-of-supply attackers and defenders apart), the odds and
 * every shift with its rule, the roll, the result and what it means.
 *
 * @category Log
 */
export function combatLine(e: GameEvent): string {
  if (e['result'] === 'none') return `Combat at ${str(e['hex'])}: ${str(e['reason'])}; no roll`;
  const mods = (e['modifiers'] ?? []) as unknown as ModifierLine[];
  const supports = (e['supports'] ?? []) as unknown as { role: string; kind: string; unit?: string; value: number }[];
  const shifts = (e['shifts'] ?? []) as unknown as { shift: number; reason: string; rule?: string }[];
  const art = (role: string) => supports.filter((s) => s.role === role).map((s) => ` + ${s.kind} ${s.unit ?? ''} ${s.value}`.replace('  ', ' ')).join('');
  const mod = (l: ModifierLine) => {
    const rule = l.rule ? ` (${l.rule})` : '';
    if (l.times) return `${l.reason} x${l.times} ${l.units.join(', ')}${rule}`;
    if (l.amount === 0) return `${l.role === 'attacker' ? 'attackers' : 'defenders'} ${l.reason} ${l.units.join(', ')}${rule}`;
    return `${l.reason} ${signed(l.amount)}${l.units.length > 1 ? ` x${l.units.length}` : ''}${rule}`;
  };
  const base = str(e['baseColumn']);
  const column = str(e['column']);
  const odds = shifts.length ? `${base}, ${shifts.map((s) => `${Math.abs(s.shift)}${s.shift > 0 ? 'R' : 'L'} ${s.reason}${s.rule ? ` (${s.rule})` : ''}`).join(', ')} → ${column}` : column;
  const read = e['read'] !== undefined ? ` (read as ${str(e['read'])})` : '';
  const meaning = e['meaning'] !== undefined ? `, ${str(e['meaning'])}` : '';
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  return `Combat at ${str(e['hex'])}: ${list(e['attackers']).join(', ')}${art('attacker')} (${str(e['attack'])}) vs ${list(e['defenders']).join(', ')}${art('defender')} (${str(e['defence'])})${mods.length ? `; ${mods.map(mod).join('; ')}` : ''} = ${odds}; rolled ${str(e['roll'])}${read}: ${str(e['result'])}${meaning}${rule}`;
}

/**
 * The core's own words for the events of its procedures (combat, retreats,
 * step losses, set-up, reinforcements, the activation cup, victory points),
 * `null` for events a log leaves out (dice, phase changes, declarations the
 * player's action already says), or `undefined` for an event it does not know.
 * `name` words a unit's id (a hidden unit's marker as `marker jp-03`), `side`
 * a side's (default: its id with a capital).
 *
 * @category Log
 */
export function coreEventLine(e: GameEvent, name: (id: string) => string = (id) => id, side: (id: string) => string = sideWord): string | null | undefined {
  const u = name(str(e['unit']));
  const rule = e['rule'] !== undefined ? ` (${str(e['rule'])})` : '';
  switch (e.type) {
    case 'phaseChanged':
    case 'dieRolled':
    case 'diceRolled':
    case 'chitDrawn':
    case 'numberDrawn':
    case 'shuffled':
    case 'cardDrawn':
    case 'attackDeclared':
    case 'attackJoined':
      return null;
    case 'combat':
      return combatLine(e);
    case 'attackCalledOff':
      return `The attack on ${str(e['hex'])} is called off; ${str(e['hex'])} may not be attacked again in this activation${rule}`;
    case 'retreatRoll': {
      const mod = num(e['modifier']);
      const outcome = e['failed'] !== true ? 'may retreat' : e['natural'] === true ? `a ${str(e['roll'])} always fails: loses a step` : 'fails: loses a step';
      return `${u} retreat roll: ${str(e['roll'])}${mod ? ` ${signed(mod)}${e['modifierWhy'] !== undefined ? ` (${str(e['modifierWhy'])})` : ''}` : ''} against CF ${str(e['cf'])}: ${outcome}${rule}`;
    }
    case 'overstacked':
      return `${u} is overstacked in ${str(e['hex'])} at the end of the turn${rule}`;
    case 'retreated':
      return `${u} retreats ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'advanced':
      return `${u} advances ${str(e['from'])} → ${str(e['to'])}${rule}`;
    case 'noRetreat':
      return `No Retreat! ${u} holds ${str(e['at'])}${rule}`;
    case 'stepLost': {
      const where = e['at'] ? ` in ${str(e['at'])}` : '';
      return `${u} ${e['eliminated'] === true ? `is eliminated${where}` : `loses a step${where} (${num(e['steps'])} left)`}: ${str(e['why'])}${rule}`;
    }
    case 'setUp':
      return `${u} sets up in ${str(e['hex'])}${e['from'] !== undefined ? ` (from ${str(e['from'])})` : ''}${rule}`;
    case 'setupFinished':
      return `${side(str(e['side']))} set-up complete${rule}`;
    case 'reinforcementReleased':
    case 'reinforcementDelayed': {
      const upTo = num(e['upTo']);
      if (e['heldForGood'] === true) return `${u} is held out for the rest of the game: rolled ${str(e['roll'])}${rule}`;
      const needs = upTo > 1 ? `needs 1-${upTo}` : upTo === 1 ? 'needs a 1' : 'none can arrive yet';
      return `${u} ${e.type === 'reinforcementReleased' ? 'is released' : 'is held back'}: rolled ${str(e['roll'])}, ${needs}${rule}`;
    }
    case 'entered':
      return `${u} enters at ${str(e['hex'])}${rule}`;
    case 'entryBlocked':
      return `${u} cannot enter: every entry hex is held by the enemy${rule}`;
    case 'conceded':
      return `${sideWord(e['side'])} concedes${rule}`;
    case 'markersChosen': {
      const counts = Object.entries(e).filter(([k, v]) => typeof v === 'number' && k !== 'rule').map(([k, v]) => `${str(v)} ${sideWord(k)}`);
      return `Activation markers for the turn${rule}: ${counts.join(', ')}`;
    }
    case 'firstChosen':
      return `${side(str(e['side']))}: ${str(e['name'] ?? e['marker'])} goes first${rule}`;
    case 'activated':
      return `${side(str(e['side']))} activation: ${str(e['marker'])}${e['name'] !== undefined ? ` (${str(e['name'])})` : ''}${e['limit'] !== undefined ? `: rolled ${str(e['limit'])}, up to ${str(e['limit'])} unit${num(e['limit']) === 1 ? '' : 's'}` : ''}${rule}`;
    case 'passed':
      return `${side(str(e['side']))} pass${e['marker'] !== undefined ? ` with ${str(e['marker'])}` : ''}${rule}`;
    case 'orderChosen':
      return `${str(e['marker'])}: ${list(e['stages']).join(', then ')}${rule}`;
    case 'cupEmptied':
      return `Both players have passed: no more activations this turn${rule}`;
    case 'vp':
      return `${signed(num(e['vp']))} VP ${side(str(e['side']))}: ${str(e['why'])}${rule}`;
    case 'finalVp': {
      const parts = ((e['parts'] ?? []) as unknown as { label: string; vp: number }[]).map((p) => `${p.vp} for ${p.label}`);
      return `${side(str(e['side']))} final VP${rule}: ${str(e['total'])} = ${parts.join(' + ')}`;
    }
    case 'victoryLevel': {
      const sides = list(e['sides']);
      const totals = list(e['totals']);
      return `${str(e['level'])}: ${sides.map((s, i) => `${side(s)} ${totals[i]}`).join(' - ')} = ${str(e['margin'])} VP${rule}`;
    }
    case 'supplyStatus': {
      const failed = list(e['failed']);
      const cut = list(e['cutOff']);
      const out = [...(failed.length ? [`out of supply: ${failed.join(', ')}`] : []), ...(cut.length ? [`${str(e['cutWords'] ?? 'no supply line')}: ${cut.join(', ')}`] : [])];
      const how = num(e['rolled']) > 0 && e['atMost'] !== undefined ? `, in supply on 1-${str(e['atMost'])}${list(e['modifiers']).length ? ` (${list(e['modifiers']).join(', ')})` : ''}` : e['noRoll'] !== undefined ? `, ${str(e['noRoll'])}` : '';
      const n = num(e['units']);
      return `${side(str(e['side']))} supply status${rule}: ${n} unit${n === 1 ? '' : 's'}${how}; ${out.length ? out.join('; ') : 'all in supply'}`;
    }
    case 'tableRoll': {
      const mods = (e['modifiers'] ?? []) as unknown as { n: number; why: string }[];
      const sum = mods.length ? `${mods.map((m) => ` ${signed(m.n)} ${m.why}`).join('')} = ${str(e['modified'])}` : '';
      const who = e['unit'] !== undefined ? `${u} ` : '';
      return `${who}${str(e['table'])}${rule}: rolled ${str(e['roll'])}${sum}${e['needs'] !== undefined ? `, needs ${str(e['needs'])}` : ''}: ${str(e['outcome'])}`;
    }
    case 'track':
      return num(e['from']) === num(e['to']) ? `${str(e['label'])} stays at ${str(e['to'])}: ${str(e['why'])}` : `${str(e['label'])} ${str(e['from'])} → ${str(e['to'])}: ${str(e['why'])}`;
    case 'moved':
      return `${u} moves ${str(e['from'])} → ${str(e['to'])}${e['how'] !== undefined ? ` ${str(e['how'])}` : ''}${rule}`;
    default:
      return undefined;
  }
}

/**
 * The core's own words for the verbs of its procedures, after the side's name
 * (`"attack C6"`), or `undefined`.
 *
 * @category Log
 */
export function coreActionWords(a: Action, target: string | null): string | undefined {
  const u = str(a['unit']);
  const on = target ?? '?';
  switch (a.type) {
    case 'place':
      return `place ${u} in ${str(a['hex'])}`;
    case 'finishSetup':
      return 'set-up done';
    case 'chooseFirst':
      return `${str(a['marker'])} goes first`;
    case 'pass':
      return 'pass';
    case 'enterAt':
      return `${u} enters at ${str(a['hex'])}`;
    case 'declareAttack':
      return `attack ${str(a['hex'])}`;
    case 'addAttacker':
      return `${u} joins the attack on ${on}`;
    case 'resolveAttack':
      return `resolve the attack on ${on}${a['mode'] !== undefined && a['mode'] !== 'normal' ? ` (${str(a['mode'])})` : ''}`;
    case 'cancelAttack':
      return `call off the attack on ${on}`;
    case 'defDone':
      return `no more support for the defence of ${on}`;
    case 'takeLoss':
      return `${u} takes a step loss`;
    case 'retreat':
      return `${u} tries to retreat`;
    case 'retreatTo':
      return `${u} retreats to ${str(a['to'])}`;
    case 'noRetreat':
      return `No Retreat! for ${u}`;
    case 'advance':
      return `${u} advances into ${on}`;
    case 'noAdvance':
      return `no advance into ${on}`;
    default:
      return undefined;
  }
}

/**
 * The core's own words for the verbs of its procedures, with the side's name
 * first (`"Allied: attack C6"`), or `undefined`.
 *
 * @category Log
 */
export function coreActionLine(a: Action, target: string | null): string | undefined {
  const words = coreActionWords(a, target);
  return words === undefined ? undefined : `${sideWord(a.side)}: ${words}`;
}

/** An id in words: `endMovement` → `end movement`. */
const idWords = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
/** A phrase with a capital. */
const capital = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * A side's name in a player's words: the game's `sideNames`, else the id with
 * a capital (`allied` → `Allied`); the same words as the plugin's
 * `kit.sideName` (both are {@link sideNamer}).
 *
 * @example
 * ```ts
 * sideName(pacificSkirmish, 'us'); // "American"
 * ```
 * @category Log
 */
export function sideName<G extends Spec>(game: Game<G>, side: string): string {
  const g = game as unknown as Game;
  return sideNamer(g.definition.sides, g.definition.sideNames)(side);
}

/**
 * A phase's name as the rules print it: the phase's `title`, else its key in
 * words with a capital (`offensiveFire` → `Offensive fire`); `over` is
 * `Game over`.
 *
 * @category Log
 */
export function phaseName<G extends Spec>(game: Game<G>, phase: string): string {
  if (phase === 'over') return 'Game over';
  const def = (game as unknown as Game).definition.phases?.[phase];
  return def?.title ?? capital(idWords(phase));
}

/**
 * A verb's name for a button or a menu: its `label`, else the action type in
 * words with a capital (`callArtillery` → `Call artillery`).
 *
 * @category Log
 */
export function verbLabel<G extends Spec>(game: Game<G>, type: string): string {
  return (game as unknown as Game).verb(type)?.label ?? capital(idWords(type));
}

/**
 * A unit as the log names it: a figure on a table by its counter's printed
 * name (`Lt. Hale (officer)`), a counter on a hex map by its id (the
 * designation printed on it, `1/7 GR`), and an id that is no counter's as a
 * hidden unit's marker (`marker jp-03`); a unit that is no counter (a team of
 * figures) by the game's `unitName`.
 *
 * @category Log
 */
export function unitName<G extends Spec>(game: Game<G>, id: string): string {
  const g = game as unknown as Game;
  if (id === '') return id;
  const own = hasCounter(g, id) ? undefined : g.definition.unitName?.(id);
  if (own !== undefined) return own;
  if (!hasCounter(g, id)) return g.table ? id : `marker ${id}`;
  return g.table ? (g.counter(id).name ?? id) : id;
}

/**
 * An action in a player's words, without the side's name (`"move 90/30 to
 * B6"`), read against the state before it: the game's words, the verb's
 * `says`, the core's for the verbs of its procedures, or the verb's label and
 * its fields. What a button or a menu shows; {@link describeAction} puts the
 * side's name before it for the log.
 *
 * @category Log
 */
export function actionWords<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, action: Action): string {
  const g = game as unknown as Game;
  const ctx = new Reader(g, state as MatchState);
  const own = g.definition.describeAction?.(ctx as never, action);
  if (own !== undefined) return own;
  const target = ctx.frame<{ hex?: JsonValue }>('attack')?.hex ?? ctx.frame<{ hex?: JsonValue }>('combatResult')?.hex ?? null;
  const says = g.verb(action.type)?.says;
  const field = (v: JsonValue | undefined): string => (typeof v === 'string' && g.table && hasCounter(g, v) ? unitName(g, v) : str(v));
  if (typeof says === 'function') return says(ctx as never, action as never);
  if (typeof says === 'string') {
    return says.replace(/\{(\w+)\}/g, (_m, k: string) => (k === 'target' ? String(target ?? '?') : k === 'side' ? sideName(g, action.side) : k === 'phase' ? phaseName(g, state.phase) : field(action[k])));
  }
  const core = coreActionWords(action, typeof target === 'string' ? target : null);
  if (core !== undefined) return core;
  const { type, side: _side, ...rest } = action;
  const fields = Object.entries(rest).map(([k, v]) => `${idWords(k)} ${field(v)}`).join(', ');
  return `${verbLabel(g, type).toLowerCase()}${fields ? ` (${fields})` : ''}`;
}

/**
 * One line of a match's log for an event, in a player's words: the game's own
 * words first, then the core's, then the plain fields. A secret event is
 * described by its public form (what the other players saw), or left out —
 * unless `side` is given and may see it (the owner's own log).
 *
 * @example
 * ```ts
 * const lines = events.map((e) => describeEvent(meiktila, before, e)).filter((l) => l !== null);
 * ```
 * @category Log
 */
export function describeEvent<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, event: GameEvent, side?: string): string | null {
  const g = game as unknown as Game;
  // A secret event reads as its public form, unless it is for the side asking.
  const e = event.visibleTo !== undefined && !(side !== undefined && event.visibleTo.includes(side)) ? event.publicAs : event;
  if (!e) return null;
  const own = g.definition.describeEvent?.(new Reader(g, state as MatchState) as never, e as never);
  if (own !== undefined) return own;
  // An id that is no counter's is a hidden unit's marker; on a table, figures go by their printed names.
  const name = (id: string) => unitName(g, id);
  let core = coreEventLine(e, name, (id) => sideName(g, id));
  if (core === undefined && g.table) core = tabletopEventLine(e, name);
  return core !== undefined ? core : plainEvent(e);
}

/**
 * One line of a match's log for an action, read against the state before it:
 * the side's name, then the action in words ({@link actionWords}).
 *
 * @category Log
 */
export function describeAction<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, action: Action): string {
  return `${sideName(game, action.side)}: ${actionWords(game, state, action)}`;
}

function hasCounter(game: Game, id: string): boolean {
  try {
    game.counter(id);
    return true;
  } catch {
    return false;
  }
}
