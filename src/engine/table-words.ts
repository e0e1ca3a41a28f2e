import type { Says } from './event-types';
import type { CoreEventOf } from './events';

const COMPASS = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];

/**
 * A facing as a compass point and degrees: `north (90°)`.
 *
 * @example
 * ```ts
 * import { compass } from 'hexwar/tabletop';
 *
 * compass(90);  // 'north (90°)'
 * compass(225); // 'south-west (225°)'
 * ```
 * @category Log
 */
export const compass = (deg: number): string => `${COMPASS[Math.round(deg / 45) % 8]} (${Math.round(deg)}°)`;

/**
 * The core's words for the events of its tabletop procedures (a figure's
 * move, a shot, a template's scatter, a melee), each from the typed event.
 *
 * @internal
 */
export const TABLETOP_WORDS: { readonly [K in 'figureMoved' | 'shot' | 'scatter' | 'melee']: Says<CoreEventOf<K>> } = {
  figureMoved: (e, w) => {
    const legs = Array.isArray(e.path) ? e.path.length - 1 : 0;
    return `${w.unit(e.unit)} ${e.reverse === true ? 'reverses' : 'moves'} ${w.inches(e.length)} from ${w.at(e.from)} to ${w.at(e.to)}${legs > 1 ? ` by ${legs} legs` : ''}, using ${w.percent(e.cost)} of its move${e.allowance < 1 ? ` (${w.percent(e.allowance)} of a move allowed)` : ''}${w.rule(e)}`;
  },
  shot: (e, w) => {
    const roll = `${e.roll}${e.modifiers.map((m) => ` ${w.signed(m.n)} ${m.why}`).join('')}${e.modifiers.length ? ` = ${e.total}` : ''}`;
    const along = e.along !== undefined ? ` at ${w.at(e.at)}, ${w.inches(e.along)} into its move` : '';
    const range = e.band !== undefined ? ` (${w.inches(e.distance)}, ${e.band} range)` : '';
    const firer = e.template === true ? `The ${w.unit(e.by)}'s ${e.weapon} strikes ${w.unit(e.target)}` : `${w.unit(e.by)} fires the ${e.weapon} at ${w.unit(e.target)}${along}${range}`;
    const verdict = e.hit ? (e.natural === true ? 'a natural hit' : 'hit') : 'miss';
    return `${firer}: ${e.row !== undefined ? `${e.row}, ` : ''}hit on ${e.needs}; rolled ${roll}: ${verdict}${w.rule(e)}`;
  },
  scatter: (e, w) => {
    const touched = e.touched.map(w.unit);
    const fall = e.onTarget ? 'on target' : e.result !== undefined ? e.result : `${w.inches(e.distance ?? 0)} off towards ${w.compass(e.bearing ?? 0)}`;
    const how = e.face !== undefined ? `die face ${e.face}` : `rolled ${e.roll ?? ''}`;
    return `The ${w.unit(e.by)}'s ${e.weapon} aimed at ${w.at(e.aim)}: ${how}, ${fall}; ${w.inches(e.radius)} round at ${w.at(e.landed)}, it touches ${touched.length ? touched.join(', ') : 'nothing'}${w.rule(e)}`;
  },
  melee: (e, w) => {
    const rolls = e.rolls.map(([a, b]) => `${a}${e.bonusA ? `+${e.bonusA}` : ''} against ${b}${e.bonusB ? `+${e.bonusB}` : ''}`);
    const result = e.winner === null ? 'no result' : `${w.unit(e.winner)} wins, ${w.unit(e.loser ?? '')} falls`;
    return `Melee: ${w.unit(e.a)} against ${w.unit(e.b)}: ${rolls.join(', tie, re-roll: ')}: ${result}${w.rule(e)}`;
  },
};
