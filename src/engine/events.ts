import type { GameEvent } from './types';

/**
 * The type of every event the core emits: the sequence of play, dice, the
 * attack and combat-result procedures, set-up, reinforcements, the activation
 * cup, supply, stacking, tracks and victory points. A game's own events are
 * declared in its types; together they are the only event types a typed game
 * may emit, so a misspelt type does not compile.
 *
 * @category Log
 */
export type CoreEventType =
  // the sequence of play and the dice
  | 'phaseChanged'
  | 'dieRolled'
  | 'diceRolled'
  | 'chitDrawn'
  | 'numberDrawn'
  | 'cardDrawn'
  | 'shuffled'
  // movement, stacking and supply
  | 'moved'
  | 'overstacked'
  | 'outOfSupply'
  | 'supplyStatus'
  // attacks and their results
  | 'attackDeclared'
  | 'attackJoined'
  | 'attackCalledOff'
  | 'combat'
  | 'retreatRoll'
  | 'retreated'
  | 'advanced'
  | 'noRetreat'
  | 'stepLost'
  // set-up and reinforcements
  | 'setUp'
  | 'setupFinished'
  | 'entered'
  | 'entryBlocked'
  | 'reinforcementReleased'
  | 'reinforcementDelayed'
  // the activation cup
  | 'markersChosen'
  | 'firstChosen'
  | 'activated'
  | 'passed'
  | 'orderChosen'
  | 'cupEmptied'
  // rolls on tables and checks
  | 'tableRoll'
  // the tabletop: moves, shots, templates, melee
  | 'figureMoved'
  | 'shot'
  | 'scatter'
  | 'melee'
  // tracks and victory
  | 'conceded'
  | 'track'
  | 'vp'
  | 'finalVp'
  | 'victoryLevel';

/**
 * An event of the core's: its type is one of {@link CoreEventType}; its fields
 * are the core's to set (read them in a log through `describeEvent`).
 *
 * @category Log
 */
export interface CoreEvent extends GameEvent {
  /** One of the core's event types. */
  readonly type: CoreEventType;
}
