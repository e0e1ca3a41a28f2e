/**
 * The search bot's hooks: how a position stands (the race for the airfield
 * and Myitkyina against the clock), and which hidden counters may stand under
 * the Japanese markers the Allies see. Both read only what they are given.
 *
 * @module
 */
import { type BotContext, type CounterData, type HiddenParts, type ReadContext } from 'hexwar';
import { sampleHiddenUnits } from 'hexwar/bots';
import { COUNTERS } from '../data/counters';
import { AIRFIELD, MYITKYINA } from '../data/map';
import { TURNS } from '../data/tables';
import { counterOf, type G, type Unit } from './types';

const OBJECTIVES: readonly string[] = [AIRFIELD, ...MYITKYINA];

/** The Japanese set-up units (two "1*" battalions, one "1", two decoys): hidden first, so they carry the first markers. */
const JAPANESE_SETUP = COUNTERS.filter((c) => c.side === 'japanese' && c.arrives === 'setup').length;

/**
 * How the position stands for a side: the Allies win only by holding the
 * airfield and all four Myitkyina hexes at once before the 11 turns run out,
 * so objectives held, the Allied units' distance from them and the turns gone
 * are what count; the 36th Indian Division caps the Allies at a draw.
 */
export function evaluate(ctx: ReadContext<G>, side: string): number {
  const held = (s: string) => OBJECTIVES.filter((h) => ctx.board.sideAt(h, s).length > 0).length;
  const allied = held('allied');
  const away = ctx.board.unitsOf('allied').map((u) => Math.min(...OBJECTIVES.filter((h) => ctx.board.sideAt(h, 'allied').length === 0).map((h) => ctx.board.distance(u.at, h)), 8));
  const gone = Math.max(0, ctx.turn - 1) / (TURNS - 1);
  const score = 0.15 * allied + (allied >= 4 ? 0.2 : 0) - 0.1 * held('japanese') - 0.6 * gone - (away.length ? 0.03 * (away.reduce((a, b) => a + b, 0) / away.length) : 0.3) - (ctx.data.indianDivision ? 0.3 : 0) + 0.25;
  return side === 'allied' ? score : -score;
}

/** The number on a Japanese marker ("jp-07" is 7), or null for a unit with none yet. */
const markerNumber = (u: Unit): number | null => {
  const m = /(\d+)$/.exec(u.id);
  return u.id === 'unidentified' || !m ? null : Number(m[1]);
};

/**
 * Which counter may be under a Japanese marker: set-up units carry the first
 * markers and wait in the set-up box; reinforcements carry the later ones and
 * wait in the reinforcement pool (the Allies know the counter mix, not which
 * counter is which).
 */
function mayBe(c: CounterData, marker: Unit): boolean {
  const setup = counterOf(c.id).arrives === 'setup';
  if (marker.box === 'setup') return setup;
  if (marker.box === 'reinforcements') return !setup;
  const n = markerNumber(marker);
  return n === null || setup === n <= JAPANESE_SETUP;
}

/** The hidden Japanese units the Allies face, drawn consistent with their markers. */
export function determinize(ctx: BotContext<G>, draw: (n: number) => number): HiddenParts<G> {
  return { units: sampleHiddenUnits(ctx.view, COUNTERS, draw, mayBe) };
}
