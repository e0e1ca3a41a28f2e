/**
 * The log in a player's words: each action as the player gave it, and each
 * event with its dice, modifiers and rule.
 *
 * @module
 */
import { logWords, type Action, type GameEvent } from 'hexwar';
import { COUNTER } from '../data/forces';
import { WEAPONS, type WeaponId } from '../data/tables';
import { nameOf } from './types';

const { text: str, list, count: num, signed } = logWords;

/** A side's name. */
export const sideName = (side: unknown): string => (side === 'us' ? 'American' : side === 'japan' ? 'Japanese' : str(side));
/** A figure's name (a battery's name passes as is). */
const who = (id: unknown): string => (COUNTER.has(str(id)) ? nameOf(str(id)) : str(id));
const inches = (n: unknown): string => `${Math.round(num(n) * 10) / 10}"`;
const point = (p: unknown): string => {
  const q = p as { x?: unknown; y?: unknown } | null;
  return q && typeof q === 'object' ? `(${inches(q.x)}, ${inches(q.y)})` : str(p);
};
const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];
/** A facing as a compass point: degrees counter-clockwise from east. */
export const compass = (deg: unknown): string => `${COMPASS[Math.round(num(deg) / 45) % 8]} (${Math.round(num(deg))}°)`;
const rule = (e: GameEvent) => (e.rule !== undefined ? ` (${str(e.rule)})` : '');

/** One line for an action, after the side's name. */
export function describeAction(_ctx: unknown, a: Action): string | undefined {
  const side = `${sideName(a.side)}:`;
  switch (a.type) {
    case 'move':
      return `${side} ${who(a['figure'])} moves`;
    case 'reverse':
      return `${side} the ${who(a['figure'])} reverses`;
    case 'pivot':
      return `${side} the ${who(a['figure'])} turns to face ${compass(a['facing'])}`;
    case 'recrew':
      return `${side} re-crew the ${who(a['unit'])}`;
    case 'endMovement':
      return `${side} movement done`;
    case 'fire': {
      const w = WEAPONS[a['weapon'] as WeaponId]?.name ?? str(a['weapon']);
      if (a['target'] === undefined) return `${side} the ${who(a['figure'])} fires at every target in its arc`;
      const along = a['along'] !== undefined ? `, ${inches(a['along'])} into its move` : '';
      return `${side} ${who(a['figure'])} fires the ${w} at ${who(a['target'])}${along}`;
    }
    case 'callArtillery':
      return `${side} ${who(a['figure'])} calls the artillery on the precalled target "${str(a['target'])}"`;
    case 'endFire':
      return `${side} fire done`;
    default:
      return undefined;
  }
}

type Mod = { why: string; n: number };

/** One line for an event; `undefined` leaves it to the core's words. */
export function describeEvent(_ctx: unknown, e: GameEvent): string | null | undefined {
  const u = who(e['unit']);
  switch (e.type) {
    case 'figureMoved': {
      const path = list(e['path']).length;
      const how = e['reverse'] === true ? 'reverses' : 'moves';
      return `${u} ${how} ${inches(e['length'])} from ${point(e['from'])} to ${point(e['to'])}${path > 2 ? ` by ${path - 1} legs` : ''}, using ${Math.round(num(e['cost']) * 100)}% of its move${num(e['allowance']) < 1 ? ` (half speed: ${Math.round(num(e['allowance']) * 100)}% allowed)` : ''}${rule(e)}`;
    }
    case 'pivoted':
      return `The ${u} turns from ${compass(e['from'])} to ${compass(e['to'])}${rule(e)}`;
    case 'forcedReverse':
      return e['moved'] === true ? `The ${u} must reverse (card 6)${rule(e)}` : `The ${u} must reverse (card 6) but cannot move${rule(e)}`;
    case 'fired': {
      const mods = (e['modifiers'] ?? []) as unknown as Mod[];
      const roll = `${str(e['roll'])}${mods.map((m) => ` ${signed(m.n)} ${m.why}`).join('')}${mods.length ? ` = ${str(e['total'])}` : ''}`;
      const where = e['along'] !== undefined ? ` at ${point(e['at'])}, ${inches(e['along'])} into its move` : '';
      const verdict = e['hit'] === true ? (e['natural'] === true ? 'a natural 1: hit' : 'hit') : 'miss';
      const firer = e['indirect'] === true ? `The ${who(e['by'])}'s ${str(e['weapon'])} overlay touches ${who(e['target'])}` : `${who(e['by'])} fires the ${str(e['weapon'])} at ${who(e['target'])}${where}`;
      return `${firer}: ${str(e['row'])}, hit on less than ${str(e['need'])}; rolled ${roll}: ${verdict}${rule(e)}`;
    }
    case 'casualties': {
      const rolls = list(e['rolls']);
      const killed = num(e['killed']);
      return `${u}: "6 = dead" die${rolls.length > 1 ? 's' : ''} ${rolls.join(', ')}: ${killed === 0 ? 'no one killed' : `${killed} killed`}${rule(e)}`;
    }
    case 'eliminated':
      return `${u} is out of action: ${str(e['why'])}`;
    case 'crewLost':
      return e['uncrewed'] === true ? `The ${u} has lost its whole crew: it stands empty and may be re-crewed${rule(e)}` : `The ${u} loses ${num(e['lost'])} of its crew (${num(e['left'])} left)${rule(e)}`;
    case 'equipmentDestroyed':
      return `The ${u} is destroyed with its crew${e['heavy'] === true ? ', killed by heavy weapons' : ''}${rule(e)}`;
    case 'cardResult':
      return `Card ${str(e['card'])} for the ${u}: ${str(e['words'])}${rule(e)}`;
    case 'blowsUp': {
      const near = list(e['within']).map(who);
      return `The ${u} blows up: ${near.length ? `damage check on ${near.join(', ')}` : 'nothing within 6"'}${rule(e)}`;
    }
    case 'stunRecovery':
      return `The stunned ${u} rolls ${str(e['roll'])}: ${e['back'] === true ? 'back in action' : 'still stunned'}${rule(e)}`;
    case 'recrewed':
      return `The ${u} is re-crewed by ${list(e['by']).map(who).join(', ')}${rule(e)}`;
    case 'melee': {
      const rolls = ((e['rolls'] ?? []) as unknown as number[][]).map(([a, b]) => `${a}${num(e['bonusA']) ? `+${num(e['bonusA'])}` : ''} against ${b}${num(e['bonusB']) ? `+${num(e['bonusB'])}` : ''}`);
      const result = e['winner'] === null ? 'no result' : `${who(e['winner'])} wins, ${who(e['loser'])} falls`;
      return `Melee: ${who(e['a'])} against ${who(e['b'])}: ${rolls.join(', tie, re-roll: ')}: ${result}${rule(e)}`;
    }
    case 'artillery':
      if (e['card'] !== undefined) {
        const hit = list(e['touched']).map(who);
        return `Artillery card ${str(e['card'])} lands at ${point(e['centre'])}: ${hit.length ? `it touches ${hit.join(', ')}` : 'it touches nothing'}${rule(e)}`;
      }
      return `${who(e['caller'])} calls the ${sideName(e['side'])} battery on the precalled target "${str(e['target'])}" at ${point(e['at'])}${rule(e)}`;
    case 'scatter': {
      const hit = list(e['touched']).map(who);
      const fall = e['onTarget'] === true ? 'Hit: on target' : `arrow: ${inches(e['distance'])} off towards ${compass(e['bearing'])}`;
      return `The ${who(e['by'])}'s ${str(e['weapon'])} fires at ${point(e['target'])}: ${fall}; the ${inches(e['diameter'])} overlay at ${point(e['landed'])} touches ${hit.length ? hit.join(', ') : 'nothing'}${rule(e)}`;
    }
    case 'effectEnded':
      return `The ${u} is free of ${list(e['effects']).map((x) => (x === 'noFire' ? '"no fire"' : '"no movement"')).join(' and ')}${rule(e)}`;
    default:
      return undefined;
  }
}
