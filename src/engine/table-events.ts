/**
 * The fields of the events the tabletop procedures emit: part of
 * {@link CoreEvents}.
 *
 * @module
 */
import type { TablePoint as Point } from '../tabletop/geometry';
import type { ShotForecast } from './forecast-types';
import type { JsonValue, Position } from './types';

/**
 * The events of the tabletop procedures: figures moved, shots, templates
 * scattered, melee. Part of {@link CoreEvents}.
 *
 * @category Log
 */
export interface TableEvents {
  /** A figure moved on a table. */
  readonly figureMoved: {
    /** The figure. */
    readonly unit: string;
    /** Where from. */
    readonly from: Position | null;
    /** Where to. */
    readonly to: Point;
    /** The path's points. */
    readonly path: JsonValue;
    /** Its length in inches. */
    readonly length: number;
    /** The share of a move it used. */
    readonly cost: number;
    /** The share of a move it was allowed. */
    readonly allowance: number;
    /** Moved in reverse. */
    readonly reverse?: boolean;
    /** The rule. */
    readonly rule: string;
  };
  /** A shot on a table: who fired what at whom, the range and the need read (as the forecast gives them), the roll and its modifiers. */
  readonly shot: {
    /** The firer. */
    readonly by: string;
    /** Its side. */
    readonly side: string;
    /** The weapon. */
    readonly weapon: string;
    /** The target. */
    readonly target: string;
    /** Where the target was. */
    readonly at: Point;
    /** Inches into the target's move (fire along a move). */
    readonly along?: number;
    /** A template weapon's strike. */
    readonly template?: boolean;
    /** The die. */
    readonly roll: number;
    /** The modifiers, each with its reason. */
    readonly modifiers: readonly {
      /** Why. */
      readonly why: string;
      /** How much. */
      readonly n: number;
    }[];
    /** The modified roll. */
    readonly total: number;
    /** A hit. */
    readonly hit: boolean;
    /** A face that always hits. */
    readonly natural?: boolean;
    /** The rule. */
    readonly rule: string;
  } & Pick<ShotForecast, 'distance' | 'band' | 'table' | 'row' | 'need' | 'needs'>;
  /** A template's scatter. */
  readonly scatter: {
    /** The firer. */
    readonly by: string;
    /** Its side. */
    readonly side: string;
    /** The weapon. */
    readonly weapon: string;
    /** Where it was aimed. */
    readonly aim: Point;
    /** The die on a scatter table. */
    readonly roll?: number;
    /** The table's result. */
    readonly result?: string;
    /** The face of a hit-or-arrow die. */
    readonly face?: number;
    /** It fell on target. */
    readonly onTarget: boolean;
    /** Where the arrow points. */
    readonly bearing?: number;
    /** How far off, in inches. */
    readonly distance?: number;
    /** Where it landed. */
    readonly landed: Point;
    /** Its radius in inches. */
    readonly radius: number;
    /** The figures it touches. */
    readonly touched: readonly string[];
    /** The rule. */
    readonly rule: string;
  };
  /** A melee between two figures. */
  readonly melee: {
    /** One figure. */
    readonly a: string;
    /** The other. */
    readonly b: string;
    /** Each round's two dice. */
    readonly rolls: readonly (readonly number[])[];
    /** Added to the first figure's dice. */
    readonly bonusA: number;
    /** Added to the second's. */
    readonly bonusB: number;
    /** The winner, if any. */
    readonly winner: string | null;
    /** The loser, if any. */
    readonly loser: string | null;
    /** The rule. */
    readonly rule: string;
  };
}
