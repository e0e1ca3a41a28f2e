import type { HexMap } from '../map';

/**
 * What limits a retreat, as per-cell facts and rules.
 *
 * @category Combat
 */
export interface RetreatRules {
  /** Nonzero where an enemy unit stands: never entered. */
  readonly enemyOccupied?: Uint8Array;
  /**
   * Nonzero where an enemy ZOC reaches and no friendly unit stands (pass the
   * result of `uncontestedZoc`): never entered.
   */
  readonly enemyZoc?: Uint8Array;
  /** Nonzero for terrain a unit may not enter. */
  readonly prohibited?: Uint8Array;
  /** Hexside feature bits a retreat may not cross. */
  readonly prohibitedHexsides?: number;
  /** Whether the retreating units may end in a cell (stacking limits); default yes. */
  readonly mayEndIn?: (cell: number) => boolean;
  /** Extra cells that may not be entered (hexes adjacent to the attackers, a vacated hex). */
  readonly forbidden?: (cell: number) => boolean;
}

/**
 * Where a unit may end a retreat of exactly `hexes` hexes.
 *
 * @category Combat
 */
export interface RetreatOptions {
  /** Cells where the retreat may end, each `hexes` hexes from the start and never closer on the way. */
  readonly ends: readonly number[];
  /** True when the unit could only retreat off the map edge, which eliminates it. */
  readonly offMap: boolean;
  /** One legal path to each end (start excluded), by end cell. */
  readonly paths: ReadonlyMap<number, readonly number[]>;
}

/**
 * The legal ends of a retreat: every step goes one hex further from the start
 * (the usual reading of "retreat N hexes"), never into an enemy unit, an
 * uncontested enemy ZOC, prohibited terrain or across a prohibited hexside; the
 * last hex must satisfy the stacking check. If a path can only continue off the
 * map, `offMap` is true: the unit retreats off the map and is eliminated.
 *
 * @category Combat
 */
export function retreatOptions(map: HexMap, from: number, hexes: number, rules: RetreatRules = {}): RetreatOptions {
  const { neighbors, hexsides } = map;
  const blocked = (c: number) =>
    (rules.enemyOccupied !== undefined && rules.enemyOccupied[c] !== 0) ||
    (rules.enemyZoc !== undefined && rules.enemyZoc[c] !== 0) ||
    (rules.prohibited !== undefined && rules.prohibited[c] !== 0) ||
    (rules.forbidden !== undefined && rules.forbidden(c));
  const start = map.hexes[from]!;
  const distance = (c: number) => {
    const h = map.hexes[c]!;
    const dq = h.q - start.q;
    const dr = h.r - start.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  let frontier = new Map<number, number[]>([[from, []]]);
  let offMap = false;
  for (let step = 1; step <= hexes; step++) {
    const next = new Map<number, number[]>();
    for (const [c, path] of frontier) {
      for (let d = 0; d < 6; d++) {
        const n = neighbors[c * 6 + d]!;
        if (n < 0) {
          offMap = true;
          continue;
        }
        if (rules.prohibitedHexsides && (hexsides[c * 6 + d]! & rules.prohibitedHexsides) !== 0) continue;
        if (distance(n) !== step || blocked(n) || next.has(n)) continue;
        next.set(n, [...path, n]);
      }
    }
    frontier = next;
  }
  const ends: number[] = [];
  const paths = new Map<number, readonly number[]>();
  for (const [c, path] of frontier) {
    if (rules.mayEndIn && !rules.mayEndIn(c)) continue;
    ends.push(c);
    paths.set(c, path);
  }
  ends.sort((a, b) => a - b);
  return { ends, offMap: ends.length === 0 && offMap, paths };
}
