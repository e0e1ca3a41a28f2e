/**
 * Spotting per side: which enemy figures a side can see, and what a side's view
 * shows of those it cannot (where they were last seen, or nothing).
 */
import type { CompiledTable } from './compile';
import type { TableFigure, TablePosition } from './figures';
import { figureDistance, type Measure } from './measure';
import { concealmentAt, hasLineOfSight } from './sight';
import { figuresWithin, indexFigures } from './spatial';
import type { TableState } from './table';
import { TABLE_EPSILON } from './tolerance';

/**
 * Spotting rules as data. A target is spotted when it moved, fired, or is not
 * concealed; otherwise only by an enemy within its spotting distance.
 *
 * @example
 * ```ts
 * // Skirmish: a 90 % concealed target that did not move or fire is spotted at
 * // 6" if infantry and 12" if a vehicle.
 * const rules: SpottingRules = { concealedAt: 0.9, spotAt: { infantry: 6, wheeled: 12, tracked: 12 }, otherwise: 6 };
 * ```
 * @category Tabletop
 */
export interface SpottingRules {
  /** A target is concealed if the terrain under it conceals at least this share (0.9). */
  readonly concealedAt: number;
  /** Spotting distance of a concealed target, by the target's class. */
  readonly spotAt: Readonly<Record<string, number>>;
  /** Spotting distance for classes not in `spotAt` (default 0: only when it gives itself away). */
  readonly otherwise?: number;
  /** The spotter must also have a line of sight (default true). */
  readonly needsLineOfSight?: boolean;
  /** How the distance is measured (default centre to centre). */
  readonly measure?: Measure;
}

/**
 * What a target did this turn, as the game records it.
 *
 * @category Tabletop
 */
export interface SpottingStatus {
  /** It moved. */
  readonly moved?: boolean;
  /** It fired. */
  readonly fired?: boolean;
  /** The game's own say on concealment, overriding the terrain's (true: concealed). */
  readonly concealed?: boolean;
}

/**
 * Why a target is spotted.
 *
 * @category Tabletop
 */
export type SpottedBecause = 'moved' | 'fired' | 'unconcealed' | 'within-spotting-distance';

/**
 * One spotted figure.
 *
 * @category Tabletop
 */
export interface Sighting {
  /** The figure seen. */
  readonly id: string;
  /** Why. */
  readonly because: SpottedBecause;
  /** The enemy figure close enough to spot it (for `within-spotting-distance`). */
  readonly by?: string;
}

/**
 * The figures of other sides that `side` can see, with why, in the order of
 * `figures`. A target that moved, fired or stands unconcealed is seen (by
 * anyone of the side with a line of sight to it, if the rules need one); a
 * concealed one only by a figure of the side within its spotting distance.
 *
 * @example
 * ```ts
 * import { spottedBy } from 'hexwar/tabletop';
 * const seen = spottedBy(table, onTable, 'axis', (id) => status[id] ?? {}, rules);
 * ```
 * @category Tabletop
 */
export function spottedBy(
  table: CompiledTable,
  figures: readonly TableFigure[],
  side: string,
  status: (id: string) => SpottingStatus,
  rules: SpottingRules,
  state?: TableState,
): Sighting[] {
  const needsLos = rules.needsLineOfSight ?? true;
  const measure = rules.measure ?? 'centre';
  const index = indexFigures(figures);
  const ours = figures.filter((f) => f.side === side);
  const sightOptions = state ? { state } : {};
  const sees = (a: TableFigure, b: TableFigure) => !needsLos || hasLineOfSight(table, a.at, b.at, sightOptions);
  const out: Sighting[] = [];
  for (const target of figures) {
    if (target.side === side) continue;
    const s = status(target.id);
    const concealed = s.concealed ?? concealmentAt(table, target.at) >= rules.concealedAt - 1e-12;
    const because: SpottedBecause | undefined = s.moved ? 'moved' : s.fired ? 'fired' : !concealed ? 'unconcealed' : undefined;
    if (because) {
      if (ours.some((o) => sees(o, target))) out.push({ id: target.id, because });
      continue;
    }
    const distance = rules.spotAt[target.class] ?? rules.otherwise ?? 0;
    if (distance <= 0) continue;
    // Spotters near enough, through the index.
    const near = figuresWithin(index, target.at, distance + (measure === 'base' ? index.maxReach * 2 : 0), {
      filter: (f) => f.side === side,
    });
    const by = near.find((o) => figureDistance(o, target, measure) <= distance + TABLE_EPSILON && sees(o, target));
    if (by) out.push({ id: target.id, because: 'within-spotting-distance', by: by.id });
  }
  return out;
}

/**
 * Where each enemy figure was last seen, as plain JSON for the match state:
 * id → position and turn.
 *
 * @category Tabletop
 */
export type LastSeen = Readonly<
  Record<
    string,
    {
      /** Where it was seen. */
      readonly at: TablePosition;
      /** The turn it was last seen. */
      readonly turn: number;
    }
  >
>;

/**
 * Records sightings: every figure in `seen` gets its current position and the
 * turn. Returns a new record (the one given is not changed); figures no longer
 * on the table keep their last entry.
 *
 * @example
 * ```ts
 * import { figureOf, placeFigures, recordSightings } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const figures = placeFigures(COUNTERS.map(figureOf), START);
 * recordSightings({}, figures, ['us-lt'], 2); // { 'us-lt': { at: { x: 22, y: 3 }, turn: 2 } }
 * ```
 * @category Tabletop
 */
export function recordSightings(lastSeen: LastSeen, figures: readonly TableFigure[], seen: readonly string[], turn: number): LastSeen {
  const ids = new Set(seen);
  const out: Record<string, { at: TablePosition; turn: number }> = { ...lastSeen };
  for (const f of figures) if (ids.has(f.id)) out[f.id] = { at: f.at, turn };
  return out;
}

/**
 * A figure as a side's view shows it: as it is if seen (or one's own), or at
 * its last-seen position, marked not seen.
 *
 * @category Tabletop
 */
export interface ViewedFigure extends TableFigure {
  /** True if the side sees it now (or it is its own). */
  readonly seen: boolean;
  /** For an unseen enemy: the turn it was last seen. */
  readonly lastSeenTurn?: number;
}

/**
 * The figures a side's view shows: its own and the enemy it sees as they are;
 * an enemy it does not see either where it was last seen (`'last-seen'`, marked
 * `seen: false`) or not at all (`'hidden'`, and never-seen figures are always
 * left out). Keeps the order of `figures`.
 *
 * @example
 * ```ts
 * import { figureOf, placeFigures, recordSightings, viewFigures } from 'hexwar/tabletop';
 * import { COUNTERS, START } from 'hexwar/games/pacific-skirmish';
 *
 * const figures = placeFigures(COUNTERS.map(figureOf), START);
 * const lastSeen = recordSightings({}, figures, ['us-lt', 'us-r2'], 1);
 * viewFigures(figures, 'japan', ['us-lt'], lastSeen); // the Japanese figures, us-lt as he is, us-r2 where last seen (seen: false)
 * ```
 * @category Tabletop
 */
export function viewFigures(figures: readonly TableFigure[], side: string, seen: readonly string[], lastSeen: LastSeen, unseen: 'last-seen' | 'hidden' = 'last-seen'): ViewedFigure[] {
  const ids = new Set(seen);
  const out: ViewedFigure[] = [];
  for (const f of figures) {
    if (f.side === side || ids.has(f.id)) out.push({ ...f, seen: true });
    else if (unseen === 'last-seen') {
      const last = lastSeen[f.id];
      if (last) out.push({ ...f, at: last.at, seen: false, lastSeenTurn: last.turn });
    }
  }
  return out;
}
