import type { GameEvent } from '../../engine/types';

// The log's small helpers (engine/describe imports this module: it cannot import them back).
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? ''));
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0);
const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const inches = (n: unknown): string => `${Math.round(num(n) * 10) / 10}"`;
const point = (p: unknown): string => {
  const q = p as { x?: unknown; y?: unknown } | null;
  return q && typeof q === 'object' ? `(${inches(q.x)}, ${inches(q.y)})` : str(p);
};
const pct = (n: unknown): string => `${Math.round(num(n) * 100)}%`;
const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/**
 * A facing as a compass point and degrees: `north (90°)`.
 *
 * @category Log
 */
export const compass = (deg: unknown): string => `${COMPASS[Math.round(num(deg) / 45) % 8]} (${Math.round(num(deg))}°)`;

/**
 * The core's words for the events of its tabletop procedures (a figure's
 * move, a shot, a template's scatter, a melee), or `undefined` for any other
 * event. `name` words a figure's id (its printed name).
 *
 * @category Log
 */
export function tabletopEventLine(e: GameEvent, name: (id: string) => string): string | undefined {
  const rule = e.rule !== undefined ? ` (${str(e.rule)})` : '';
  const who = (id: unknown) => name(str(id));
  switch (e.type) {
    case 'figureMoved': {
      const legs = list(e['path']).length - 1;
      const allowance = num(e['allowance']);
      return `${who(e['unit'])} ${e['reverse'] === true ? 'reverses' : 'moves'} ${inches(e['length'])} from ${point(e['from'])} to ${point(e['to'])}${legs > 1 ? ` by ${legs} legs` : ''}, using ${pct(e['cost'])} of its move${allowance < 1 ? ` (${pct(allowance)} of a move allowed)` : ''}${rule}`;
    }
    case 'shot': {
      const mods = (e['modifiers'] ?? []) as unknown as { why: string; n: number }[];
      const roll = `${str(e['roll'])}${mods.map((m) => ` ${signed(m.n)} ${m.why}`).join('')}${mods.length ? ` = ${str(e['total'])}` : ''}`;
      const along = e['along'] !== undefined ? ` at ${point(e['at'])}, ${inches(e['along'])} into its move` : '';
      const range = e['band'] !== undefined ? ` (${inches(e['distance'])}, ${str(e['band'])} range)` : '';
      const firer = e['template'] === true ? `The ${who(e['by'])}'s ${str(e['weapon'])} strikes ${who(e['target'])}` : `${who(e['by'])} fires the ${str(e['weapon'])} at ${who(e['target'])}${along}${range}`;
      const verdict = e['hit'] === true ? (e['natural'] === true && e['total'] !== undefined ? 'a natural hit' : 'hit') : 'miss';
      return `${firer}: ${e['row'] !== undefined ? `${str(e['row'])}, ` : ''}hit on ${str(e['needs'])}; rolled ${roll}: ${verdict}${rule}`;
    }
    case 'scatter': {
      const touched = list(e['touched']).map(who);
      const fall = e['onTarget'] === true ? 'on target' : e['result'] !== undefined ? `${str(e['result'])}` : `${inches(e['distance'])} off towards ${compass(e['bearing'])}`;
      const how = e['face'] !== undefined ? `die face ${str(e['face'])}` : `rolled ${str(e['roll'])}`;
      return `The ${who(e['by'])}'s ${str(e['weapon'])} aimed at ${point(e['aim'])}: ${how}, ${fall}; ${inches(e['radius'])} round at ${point(e['landed'])}, it touches ${touched.length ? touched.join(', ') : 'nothing'}${rule}`;
    }
    case 'melee': {
      const ba = num(e['bonusA']);
      const bb = num(e['bonusB']);
      const rolls = ((e['rolls'] ?? []) as unknown as number[][]).map(([a, b]) => `${a}${ba ? `+${ba}` : ''} against ${b}${bb ? `+${bb}` : ''}`);
      const result = e['winner'] === null ? 'no result' : `${who(e['winner'])} wins, ${who(e['loser'])} falls`;
      return `Melee: ${who(e['a'])} against ${who(e['b'])}: ${rolls.join(', tie, re-roll: ')}: ${result}${rule}`;
    }
    default:
      return undefined;
  }
}
