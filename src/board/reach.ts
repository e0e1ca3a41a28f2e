/**
 * A unit's reach on a hex map, asked of the board in the game's words (its
 * chart row, its allowance, how the enemy's zones of control hold it) instead
 * of a movement query glued from five board pieces with a hand-built cache key.
 */
import type { MovementCosts, MovementQuery } from '../movement';
import type { ZocReach } from '../zoc';
import type { UnitState } from '../engine/types';

/**
 * The rules a unit's movement follows now, as `ctx.board.reach(unit, rules)`
 * takes them. The board adds what it knows: the unit's hex, the cells enemy
 * units hold, the enemy's zones of control; and keeps the answer for as long
 * as the enemy's positions (or, with `zoc.exerts`, the state) stay the same.
 *
 * The typed arrays are kept by identity: make them once per what they depend
 * on (`ctx.board.cachedFor`, `derive`), so the same rules find the same reach.
 *
 * @typeParam U - the game's units, as `zoc.exerts` reads them.
 * @category Movement
 */
export interface ReachRules<U extends UnitState = UnitState> extends Pick<MovementQuery, 'zocRule' | 'minimumMove' | 'forcedMarch' | 'extraCostToEnter' | 'extraCostToLeave' | 'noZocToZocAt'> {
  /** The unit's row of the terrain effects chart. */
  readonly costs: MovementCosts;
  /** Its movement points now (halved out of supply, and so on: the game's reading). */
  readonly allowance: number;
  /**
   * The enemy's zones of control as movement sees them (default: every enemy
   * unit exerts one; `false`: none), or the game's own zones as it keeps them
   * (a `Uint8Array` made once while the enemy stands still: `ctx.board.cachedFor`).
   */
  readonly zoc?: false | Uint8Array | ReachZoc<U>;
}

/**
 * Which enemy units exert a zone of control, and what stops one, as
 * {@link ReachRules} reads them.
 *
 * @typeParam U - the game's units.
 * @category Movement
 */
export interface ReachZoc<U extends UnitState = UnitState> extends ZocReach {
  /** Picks the enemy units that exert one: then the reach is kept for the state only, as the choice may read more than positions. */
  readonly exerts?: (u: U) => boolean;
  /** Names the choice `exerts` makes, as for `board.zoc`; without it a reach with `exerts` is searched afresh each time. */
  readonly key?: string;
}

/** A number per object, for keys: the same object (a chart row, a rule, an array) always gets the same one. */
const ids = new WeakMap<object, number>();
let next = 0;
const idOf = (o: object | undefined): string => {
  if (o === undefined) return '';
  let n = ids.get(o);
  if (n === undefined) ids.set(o, (n = ++next));
  return String(n);
};

/**
 * The key a reach is kept under: everything in the rules and the unit that
 * the answer depends on besides the enemy's positions.
 *
 * @internal
 */
export function reachKey<U extends UnitState>(unit: U, r: ReachRules<U>): string {
  const z = r.zoc;
  const zoc = z === false ? 'none' : z === undefined ? 'all' : z instanceof Uint8Array ? `own${idOf(z)}` : `${(z.blockingTerrain ?? []).join(',')}|${(z.blockingHexsides ?? []).join(',')}|${z.includeOwnHex ? 1 : 0}|${idOf(z.reaches)}|${z.exerts ? `key=${z.key}` : ''}`;
  return `reach:${unit.at}:${unit.side}:${r.allowance}:${idOf(r.costs)}:${zoc}:${idOf(r.zocRule)}:${r.minimumMove ? 1 : 0}${r.forcedMarch ? 1 : 0}:${idOf(r.extraCostToEnter)}:${idOf(r.extraCostToLeave)}:${idOf(r.noZocToZocAt)}`;
}
