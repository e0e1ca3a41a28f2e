import type { HexMap } from '../map';
import { HexwarError } from '../errors';
import { u8 } from '../internal/typed';

/**
 * What stops a zone of control from reaching a neighbouring hex.
 *
 * @category Zones of control
 */
export interface ZocReach {
  /** Hexside features a ZOC does not cross (e.g. `river`). */
  readonly blockingHexsides?: readonly string[];
  /** Terrain a ZOC does not extend into (e.g. `lake`). */
  readonly blockingTerrain?: readonly string[];
  /** Whether a unit's own hex is part of its zone (most games: no). */
  readonly includeOwnHex?: boolean;
  /** Last word on a single edge: return false to stop the ZOC from `from` reaching `to`. */
  readonly reaches?: (from: number, to: number, direction: number) => boolean;
}

/**
 * Marks every hex in the zones of control exerted from `sources` (cells of the
 * units that exert one: the game decides which units do). The result counts the
 * units exerting ZOC into each cell, saturating at 255; 0 means free of ZOC.
 * Without `out`, a small map's result is a view on a shared buffer: copy it
 * (`slice()`) before using its `buffer`.
 *
 * @example
 * ```ts
 * import { zonesOfControl } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const map = myitkyina.map;
 * const zoc = zonesOfControl(map, [map.cell('D5')], { blockingHexsides: ['creek'] });
 * zoc[map.cell('D6')]; // 1
 * zoc[map.cell('D4')]; // 0: across the creek
 * ```
 * @category Zones of control
 */
export function zonesOfControl(map: HexMap, sources: Iterable<number>, reach: ZocReach = {}, out?: Uint8Array): Uint8Array {
  const zoc = out ?? u8(map.size);
  if (out) zoc.fill(0);
  let sideMask = 0;
  for (const f of reach.blockingHexsides ?? []) sideMask |= map.hexsideBit(f);
  const blockedTerrain = u8(256);
  for (const t of reach.blockingTerrain ?? []) {
    const id = map.terrainId(t);
    if (id >= 0) blockedTerrain[id] = 1;
  }
  const { neighbors, hexsides, terrain } = map;
  const hook = reach.reaches;
  for (const c of sources) {
    const own = zoc[c];
    if (own === undefined) throw new HexwarError({ code: 'not-on-map', message: `a zone of control is exerted from cell ${c}, which is not on the map` });
    if (reach.includeOwnHex && own < 255) zoc[c] = own + 1;
    for (let d = 0; d < 6; d++) {
      const n = neighbors[c * 6 + d]!;
      if (n < 0) continue;
      if ((hexsides[c * 6 + d]! & sideMask) !== 0) continue;
      if (blockedTerrain[terrain[n]!]) continue;
      if (hook && !hook(c, n, d)) continue;
      if (zoc[n]! < 255) zoc[n]!++;
    }
  }
  return zoc;
}

/**
 * An enemy ZOC as it blocks a retreat or a supply line: a hex in enemy ZOC that a
 * friendly unit occupies is contested, so the ZOC there is negated. (Movement is
 * not negated this way; pass the plain ZOC to the movement search.)
 *
 * @example
 * ```ts
 * import { uncontestedZoc, zonesOfControl } from 'hexwar/hex';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const map = myitkyina.map;
 * const zoc = zonesOfControl(map, [map.cell('D5')]);
 * const friendly = new Uint8Array(map.size);
 * friendly[map.cell('E5')] = 1;               // a friendly unit holds E5
 * uncontestedZoc(zoc, friendly)[map.cell('E5')]; // 0: a retreat may pass through E5
 * ```
 * @category Zones of control
 */
export function uncontestedZoc(zoc: Uint8Array, friendlyOccupied: Uint8Array): Uint8Array {
  const out = u8(zoc.length);
  out.set(zoc);
  for (let i = 0; i < zoc.length; i++) if (friendlyOccupied[i]) out[i] = 0;
  return out;
}

/**
 * How an enemy zone of control limits movement, as data. Use the presets in
 * {@link ZocRule} or write your own.
 *
 * @category Zones of control
 */
export interface ZocMovementRule {
  /** Entering an enemy ZOC hex ends the move. */
  readonly stopOnEntry: boolean;
  /** Extra movement points to enter an enemy ZOC hex. */
  readonly enterCost: number;
  /** Extra movement points to leave an enemy ZOC hex. */
  readonly leaveCost: number;
  /** Moving straight from one enemy ZOC hex to another: allowed, forbidden, or a number of extra MP. */
  readonly zocToZoc: 'allowed' | 'forbidden' | number;
  /** Whether a unit that starts its move in enemy ZOC may leave it at all. */
  readonly mayLeave: boolean;
  /** The rule number to cite when a move breaks this rule. */
  readonly rule?: string;
}

// The presets, each typed as the rule it is.
const NO_ZOC: ZocMovementRule = { stopOnEntry: false, enterCost: 0, leaveCost: 0, zocToZoc: 'allowed', mayLeave: true };
const STOP_ON_ENTRY: ZocMovementRule = { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: 'allowed', mayLeave: true };
const STOP_NO_ZOC_TO_ZOC: ZocMovementRule = { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: 'forbidden', mayLeave: true };
const LOCKING: ZocMovementRule = { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: 'forbidden', mayLeave: false };

/**
 * Common zone-of-control movement rules as named presets.
 *
 * @category Zones of control
 */
export const ZocRule = {
  /** ZOC has no effect on movement. */
  none: NO_ZOC,
  /** Stop on entering enemy ZOC; a unit starting in it may leave, even straight into another. */
  stopOnEntry: STOP_ON_ENTRY,
  /** Stop on entering; leaving is allowed but never straight into another enemy ZOC hex. */
  stopNoZocToZoc: STOP_NO_ZOC_TO_ZOC,
  /** Locking ZOC: stop on entering, and a unit in enemy ZOC may not leave by movement. */
  locking: LOCKING,
  /** Costed ZOC: extra MP to enter and to leave, no stop. */
  costed: (enterCost: number, leaveCost: number, zocToZoc: ZocMovementRule['zocToZoc'] = 'allowed'): ZocMovementRule => ({
    stopOnEntry: false,
    enterCost,
    leaveCost,
    zocToZoc,
    mayLeave: true,
  }),
} as const;
