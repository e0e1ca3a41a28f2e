/**
 * Where a shot lands: scatter by a direction die and a distance die, scatter by
 * a fixed table relative to the line of fire, and a labelled physical model of
 * cards dropped on the table. Randomness comes in as numbers the caller drew
 * (the engine rolls and logs them); these functions only map rolls to outcomes.
 */
import { HexwarError } from '../errors';
import { bearing, normalizeFacing, pointAtBearing, rectangleCorners, type TablePoint } from './geometry';

/**
 * One face of a direction (scatter) die: `'hit'` (on target), `'arrow'` (a
 * miss in the direction the arrow points as the die lies on the table: a
 * bearing the caller draws as well), or a miss at a fixed bearing, on the table
 * or relative to the line of fire.
 *
 * @category Tabletop
 */
export type DirectionFace =
  | 'hit'
  | 'arrow'
  | {
      /** Bearing of the miss in degrees, counter-clockwise. */
      readonly bearing: number;
      /** From east on the table (default), or from the line of fire (0 = long). */
      readonly relativeTo?: 'table' | 'line-of-fire';
    };

/**
 * A direction die as data: its faces, face 1 first.
 *
 * @category Tabletop
 */
export interface DirectionDie {
  /** The faces, by face number minus one. */
  readonly faces: readonly DirectionFace[];
}

/**
 * The numbers drawn for one scatter roll.
 *
 * @category Tabletop
 */
export interface ScatterRolls {
  /** The face of the direction die, from 1. */
  readonly face: number;
  /** The distance die's result: inches off target. */
  readonly distance: number;
  /**
   * For an `'arrow'` face: where the arrow points, degrees counter-clockwise
   * from east in [0, 360) (draw it as `random.int(0, 359, 'scatter bearing')`).
   */
  readonly bearing?: number;
}

/**
 * Where a scattered shot landed.
 *
 * @category Tabletop
 */
export interface ScatterResult {
  /** The point of impact. */
  readonly point: TablePoint;
  /** True if it landed on target. */
  readonly onTarget: boolean;
  /** Inches off target (0 on target). */
  readonly distance: number;
  /** The bearing it scattered along, degrees counter-clockwise from east (absent on target). */
  readonly bearing?: number;
  /** The table entry's result (`long`, `left`, …), for table scatter. */
  readonly result?: ScatterDirection;
}

/**
 * Scatters a shot by a direction die and a distance die (skirmish indirect
 * fire: a "Hit" face lands on target, an arrow shows the direction of the miss
 * and 1d6 gives the inches).
 *
 * @param target - The point aimed at.
 * @param lineOfFire - Bearing from the firer to the target, for faces relative to it.
 * @throws `HexwarError` `bad-roll` for a face the die does not have, or an arrow face without a bearing.
 * @example
 * ```ts
 * import { scatterByDie, type DirectionDie } from 'hexwar/tabletop';
 * const die: DirectionDie = { faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] };
 * scatterByDie({ x: 30, y: 20 }, die, { face: 4, distance: 3, bearing: 90 }); // lands at (30, 23)
 * ```
 * @category Tabletop
 */
export function scatterByDie(target: TablePoint, die: DirectionDie, rolls: ScatterRolls, lineOfFire = 0): ScatterResult {
  const face = die.faces[rolls.face - 1];
  if (!Number.isInteger(rolls.face) || face === undefined) throw new HexwarError({ code: 'bad-roll', message: `the direction die has faces 1 to ${die.faces.length}, not ${rolls.face}` });
  if (!(rolls.distance >= 0)) throw new HexwarError({ code: 'bad-roll', message: `a scatter distance must be 0 or more inches, not ${rolls.distance}` });
  if (face === 'hit') return { point: target, onTarget: true, distance: 0 };
  let b: number;
  if (face === 'arrow') {
    if (rolls.bearing === undefined || !Number.isFinite(rolls.bearing)) throw new HexwarError({ code: 'bad-roll', message: `face ${rolls.face} is an arrow: the roll needs the bearing it points at` });
    b = normalizeFacing(rolls.bearing);
  } else b = normalizeFacing(face.bearing + (face.relativeTo === 'line-of-fire' ? lineOfFire : 0));
  return { point: pointAtBearing(target, b, rolls.distance), onTarget: rolls.distance === 0, distance: rolls.distance, bearing: b };
}

/**
 * A direction relative to the line of fire: on target, beyond it (`long`), short
 * of it, or to the firer's left or right.
 *
 * @category Tabletop
 */
export type ScatterDirection = 'on-target' | 'long' | 'short' | 'left' | 'right';

/**
 * One row of a scatter table: the die results it covers and where the shot goes.
 *
 * @category Tabletop
 */
export interface ScatterTableEntry {
  /** The die results that give this row. */
  readonly rolls: readonly number[];
  /** Where the shot goes relative to the line of fire. */
  readonly result: ScatterDirection;
  /** How many inches off (ignored on target). */
  readonly distance?: number;
}

/**
 * A fixed scatter table: one die and a row per result. Every face of the die
 * appears in exactly one row ({@link scatterTableSchema} checks it).
 *
 * @example
 * ```ts
 * // Beach grenade: 5-6 on target; 1 long, 2 right, 3 short, 4 left, each 1.5".
 * const grenade: ScatterTable = { die: 6, entries: [
 *   { rolls: [5, 6], result: 'on-target' },
 *   { rolls: [1], result: 'long', distance: 1.5 }, { rolls: [2], result: 'right', distance: 1.5 },
 *   { rolls: [3], result: 'short', distance: 1.5 }, { rolls: [4], result: 'left', distance: 1.5 },
 * ] };
 * ```
 * @category Tabletop
 */
export interface ScatterTable {
  /** Sides of the die rolled. */
  readonly die: number;
  /** The rows. */
  readonly entries: readonly ScatterTableEntry[];
}

const TURN: Record<Exclude<ScatterDirection, 'on-target'>, number> = { long: 0, left: 90, short: 180, right: -90 };

/**
 * Where a shot lands by a scatter table: the row for the roll gives a direction
 * relative to the line of fire (from the firer to the point aimed at) and a
 * distance. `left` is the firer's left as he faces the target (counter-clockwise).
 *
 * @example
 * ```ts
 * import { scatterByTable } from 'hexwar/tabletop';
 *
 * const grenade = { die: 6, entries: [
 *   { rolls: [5, 6], result: 'on-target' },
 *   { rolls: [1], result: 'long', distance: 1.5 }, { rolls: [2], result: 'right', distance: 1.5 },
 *   { rolls: [3], result: 'short', distance: 1.5 }, { rolls: [4], result: 'left', distance: 1.5 },
 * ] } as const;
 * scatterByTable(grenade, 1, { from: { x: 10, y: 0 }, target: { x: 10, y: 10 } }).point; // { x: 10, y: 11.5 }: 1.5" long
 * ```
 * @throws `HexwarError` `bad-roll` if no row covers the roll.
 * @category Tabletop
 */
export function scatterByTable(table: ScatterTable, roll: number, shot: { readonly from: TablePoint; readonly target: TablePoint }): ScatterResult {
  const entry = table.entries.find((e) => e.rolls.includes(roll));
  if (!entry) throw new HexwarError({ code: 'bad-roll', message: `the scatter table has no row for a roll of ${roll} on a d${table.die}` });
  if (entry.result === 'on-target' || !entry.distance) return { point: shot.target, onTarget: true, distance: 0, result: entry.result };
  const b = normalizeFacing(bearing(shot.from, shot.target) + TURN[entry.result]);
  return { point: pointAtBearing(shot.target, b, entry.distance), onTarget: false, distance: entry.distance, bearing: b, result: entry.result };
}

/**
 * One place a shot may land, with its chance.
 *
 * @category Tabletop
 */
export interface ScatterChance {
  /** Where it lands. */
  readonly point: TablePoint;
  /** The chance it lands there, 0 to 1. */
  readonly chance: number;
}

/**
 * Every place a shot read on a scatter table may land, with its chance (the
 * share of the die's faces that give it): what a bot weighs before it aims a
 * grenade or a shell, without rolling.
 *
 * @example
 * ```ts
 * import { scatterChances } from 'hexwar/tabletop';
 * // The beach grenade thrown east at (33, 46): on target 1/3, 1.5" long, right, short or left 1/6 each.
 * scatterChances(grenade, { from: { x: 30, y: 46 }, target: { x: 33, y: 46 } });
 * ```
 * @category Tabletop
 */
export function scatterChances(table: ScatterTable, shot: { readonly from: TablePoint; readonly target: TablePoint }): ScatterChance[] {
  // Every roll of an entry lands alike: read the entry by its first (an entry lists one at least).
  return table.entries.flatMap((e) => {
    const [roll] = e.rolls;
    return roll === undefined ? [] : [{ point: scatterByTable(table, roll, shot).point, chance: e.rolls.length / table.die }];
  });
}

/**
 * Every place a shot scattered by a direction die may land, with its chance:
 * a Hit face on target; a miss (an arrow, or a face with a fixed bearing) at
 * every distance of the distance die, an arrow's bearing taken every 15
 * degrees (24 bearings standing for the 360 the roll draws from; a bot in a
 * hurry may weigh fewer). What a forecast or a bot weighs before a mortar is
 * fired, without rolling; the engine's strike rolls the same die.
 *
 * @param lineOfFire - Bearing from the firer to the target, for faces relative to it.
 * @param bearings - How many arrow bearings to weigh, evenly spaced (default 24).
 * @example
 * ```ts
 * import { dieScatterChances } from 'hexwar/tabletop';
 * // Two Hit faces in six: on target 1/3; else 1-6" off, every way.
 * dieScatterChances({ faces: ['hit', 'hit', 'arrow', 'arrow', 'arrow', 'arrow'] }, { x: 30, y: 20 });
 * ```
 * @category Tabletop
 */
export function dieScatterChances(die: DirectionDie, target: TablePoint, distanceDie = 6, lineOfFire = 0, bearings = 24): ScatterChance[] {
  const out: ScatterChance[] = [];
  const face = 1 / die.faces.length;
  const hits = die.faces.filter((f) => f === 'hit').length;
  if (hits > 0) out.push({ point: target, chance: hits * face });
  for (const f of die.faces) {
    if (f === 'hit') continue;
    const ways = f === 'arrow' ? Array.from({ length: bearings }, (_, k) => (k * 360) / bearings) : [f.bearing + (f.relativeTo === 'line-of-fire' ? lineOfFire : 0)];
    for (const b of ways) for (let d = 1; d <= distanceDie; d++) out.push({ point: pointAtBearing(target, normalizeFacing(b), d), chance: face / ways.length / distanceDie });
  }
  return out;
}

/**
 * A physical model of a playing card dropped onto the table (skirmish rule 8:
 * off-board artillery drops two cards from 15" above the target; anything a
 * card touches is hit). The rules give only the drop height; how far a card
 * drifts is this model's stand-in, to be tuned by the game.
 *
 * The model: a card is a `length` × `width` rectangle whose centre lands
 * uniformly at random in a disc of radius `spread` around the target and whose
 * long side lies at a uniformly random angle.
 *
 * @category Tabletop
 */
export interface CardDropModel {
  /** The card's long side in inches (a poker card: 3.5). */
  readonly length: number;
  /** Its short side (2.5). */
  readonly width: number;
  /** Farthest its centre lands from the target, in inches. */
  readonly spread: number;
}

/**
 * Stand-in card-drop model: a poker card (3.5" × 2.5") landing within 4" of the
 * target. A labelled guess (a card dropped from 15" drifts a few inches), not
 * from the rules text; games may ship their own.
 *
 * @category Tabletop
 */
export const CARD_DROP_STAND_IN: CardDropModel = { length: 3.5, width: 2.5, spread: 4 };

/**
 * The three uniform numbers in [0, 1) drawn for one card (for instance each
 * `random.int(0, 9999, purpose) / 10000`).
 *
 * @category Tabletop
 */
export interface CardDraw {
  /** How far out it lands (the square root spreads centres evenly over the disc). */
  readonly offset: number;
  /** Bearing of its centre from the target, as a share of a full turn. */
  readonly bearing: number;
  /** Angle of its long side, as a share of a half turn (a card looks the same turned 180°). */
  readonly rotation: number;
}

/**
 * Where a dropped card lies.
 *
 * @category Tabletop
 */
export interface DroppedCard {
  /** Its centre. */
  readonly centre: TablePoint;
  /** Angle of its long side, degrees counter-clockwise from east, in [0, 180). */
  readonly rotation: number;
  /** Its four corners (hand them to `figuresTouching`). */
  readonly corners: readonly TablePoint[];
}

/**
 * Drops one card per draw onto the table around a target, by the model.
 *
 * @example
 * ```ts
 * import { dropCards } from 'hexwar/tabletop';
 *
 * const [card] = dropCards({ x: 20, y: 20 }, [{ offset: 0.5, bearing: 0.25, rotation: 0 }]);
 * card?.corners; // hand them to figuresTouching to see whom the card covers
 * ```
 * @throws `HexwarError` `bad-roll` if a draw is outside [0, 1).
 * @category Tabletop
 */
export function dropCards(target: TablePoint, draws: readonly CardDraw[], model: CardDropModel = CARD_DROP_STAND_IN): DroppedCard[] {
  return draws.map((d, i) => {
    for (const k of ['offset', 'bearing', 'rotation'] as const) {
      if (!(d[k] >= 0 && d[k] < 1)) throw new HexwarError({ code: 'bad-roll', message: `card ${i + 1}: ${k} must be a number in [0, 1), not ${d[k]}` });
    }
    const centre = pointAtBearing(target, d.bearing * 360, Math.sqrt(d.offset) * model.spread);
    const rotation = normalizeFacing(d.rotation * 180);
    return { centre, rotation, corners: rectangleCorners(centre, model.length, model.width, rotation) };
  });
}
