/**
 * Tabletop benchmarks on a seeded 6'×4' (72"×48") table with 200 figures (100
 * a side) and 60 terrain pieces (54 areas, two thirds of them blocking sight as
 * woods, jungle or high ground, and 6 solid objects):
 *
 * - the nearest visible enemy of a figure, through the figure index and the
 *   terrain index, against a plain scan over every figure and, for its line of
 *   sight, every terrain piece;
 * - line of sight between two figures through the terrain index, against
 *   testing every terrain piece.
 *
 * Both sides use the same exact per-piece test; the plain scans only lack the
 * indexes. Answers are cross-checked before anything is timed.
 */
import { compileTable, hasLineOfSight, indexFigures, nearestFigures, pointDistance, type TableFigure } from '../src/tabletop';
import { fixtureRng } from '../test/support/maps';
import { bruteLineOfSight, bruteNearest, randomFigures, randomTable } from '../test/support/tables';
import { timeSideBySide, type Timing } from './harness';
import type { Row } from './hexcore';

export function runTabletop(ratioRounds: { rounds: number; roundMs: number }): Row[] {
  const table = compileTable(randomTable(2024, 60));
  const figures = randomFigures(7, 200);
  const index = indexFigures(figures);
  if (table.areas.length + table.objects.length !== 60) throw new Error('bench: the table must hold 60 terrain pieces');

  // The pruned plain scan a careful author might write: enemies sorted by distance, sight tested in that order.
  const prunedScan = (from: TableFigure) => {
    const enemies = figures.filter((f) => f.side !== from.side).map((f) => ({ f, d: pointDistance(from.at, f.at) }));
    enemies.sort((a, b) => a.d - b.d);
    for (const e of enemies) if (bruteLineOfSight(table, from.at, e.f.at)) return e.f;
    return undefined;
  };
  // Line of sight testing every piece, but each behind a bounding-box check first.
  const boxedScan = (a: TableFigure, b: TableFigure) => bruteLineOfSight(table, a.at, b.at, undefined, true);

  // Cross-check: every observer's nearest visible enemy, and 4,000 lines of sight, agree.
  let visibleSome = 0;
  for (const f of figures) {
    const ours = nearestFigures(index, f, { enemyOf: f.side, visibleOn: table });
    const theirs = bruteNearest(figures, f, { enemyOf: f.side, visibleOn: table });
    const a = ours ? ours.figures.map((g) => g.id).join(',') : '-';
    const b = theirs ? theirs.ids.join(',') : '-';
    if (a !== b) throw new Error(`bench: nearest visible enemy of ${f.id} disagrees: index ${a}, scan ${b}`);
    if (ours && prunedScan(f)!.id !== ours.figures[0]!.id && ours.figures.length === 1) throw new Error(`bench: pruned scan disagrees for ${f.id}`);
    if (ours) visibleSome++;
  }
  if (visibleSome < 150) throw new Error(`bench: only ${visibleSome} figures see an enemy; the case is too easy`);
  const rnd = fixtureRng(11);
  const pairs: [TableFigure, TableFigure][] = Array.from({ length: 4000 }, () => [figures[Math.floor(rnd() * 200)]!, figures[Math.floor(rnd() * 200)]!]);
  let blocked = 0;
  for (const [a, b] of pairs) {
    const ours = hasLineOfSight(table, a.at, b.at);
    if (ours !== bruteLineOfSight(table, a.at, b.at) || ours !== boxedScan(a, b)) throw new Error(`bench: line of sight ${a.id}-${b.id} disagrees`);
    if (!ours) blocked++;
  }
  if (blocked < 400 || blocked > 3600) throw new Error(`bench: ${blocked} of 4000 lines blocked; the terrain is not a fair test`);

  let i = 0;
  const nextFigure = () => figures[i++ % 200]!;
  const nearest = timeSideBySide(
    {
      ours: () => {
        const f = nextFigure();
        return nearestFigures(index, f, { enemyOf: f.side, visibleOn: table });
      },
      scan: () => {
        const f = nextFigure();
        return bruteNearest(figures, f, { enemyOf: f.side, visibleOn: table });
      },
    },
    ratioRounds,
  );
  const nearestPruned = timeSideBySide(
    {
      ours: () => {
        const f = nextFigure();
        return nearestFigures(index, f, { enemyOf: f.side, visibleOn: table });
      },
      pruned: () => prunedScan(nextFigure()),
    },
    ratioRounds,
  );
  let k = 0;
  const nextPair = () => pairs[k++ % 4000]!;
  const los = timeSideBySide(
    {
      ours: () => {
        const [a, b] = nextPair();
        return hasLineOfSight(table, a.at, b.at);
      },
      every: () => {
        const [a, b] = nextPair();
        return bruteLineOfSight(table, a.at, b.at);
      },
      boxed: () => {
        const [a, b] = nextPair();
        return boxedScan(a, b);
      },
    },
    ratioRounds,
  );
  // What the index costs to build (once per figure array, i.e. per position).
  const build = timeSideBySide({ build: () => indexFigures(figures.slice()) }, { rounds: 3, roundMs: ratioRounds.roundMs });

  const fmt = (t: Timing) => (t.ns > 1e6 ? `${(t.ns / 1e6).toFixed(2)} ms` : `${(t.ns / 1e3).toFixed(2)} µs`);
  const r1 = nearest['scan']!.ns / nearest['ours']!.ns;
  const r2 = los['every']!.ns / los['ours']!.ns;
  const r3 = nearestPruned['pruned']!.ns / nearestPruned['ours']!.ns;
  const r4 = los['boxed']!.ns / los['ours']!.ns;
  return [
    { key: 'tabletop_nearest_visible_vs_scan', ratio: r1, goal: '≥ 10', ok: r1 >= 10, detail: `scan ${fmt(nearest['scan']!)} / ours ${fmt(nearest['ours']!)} per query (200 figures, 60 pieces; index build ${fmt(build['build']!)} per position)` },
    { key: 'tabletop_los_vs_every_piece', ratio: r2, goal: '≥ 5', ok: r2 >= 5, detail: `every piece ${fmt(los['every']!)} / ours ${fmt(los['ours']!)} per line (${blocked} of 4000 blocked)` },
    { key: 'tabletop_nearest_visible_vs_sorted_scan', ratio: r3, goal: 'info', ok: true, detail: `for information: enemies sorted by distance, sight tested in order ${fmt(nearestPruned['pruned']!)} / ours ${fmt(nearestPruned['ours']!)}` },
    { key: 'tabletop_los_vs_boxed_scan', ratio: r4, goal: 'info', ok: true, detail: `for information: every piece behind a bounding-box check ${fmt(los['boxed']!)} / ours ${fmt(los['ours']!)}` },
  ];
}
