/**
 * Routes across a table by straight legs between waypoints, for bots that must
 * go round wire and walls rather than into them.
 *
 * @module
 */
import { pointDistance, type TablePoint } from './geometry';
import type { TableData, TableState } from './table';

/**
 * The shortest routes to a goal by straight legs between waypoints
 * (see {@link tableRoutes}).
 *
 * @category Tabletop
 */
export interface TableRoutes {
  /** The goal, then the waypoints. */
  readonly points: readonly TablePoint[];
  /** Each point's distance to the goal along clear legs (`Infinity` if none reaches it). */
  readonly toGoal: readonly number[];
  /** From any point: its distance to the goal by a clear leg to one of the points and on from there, and which point (`-1`, `Infinity`: none). */
  from(p: TablePoint): {
    /** Inches to the goal. */
    readonly distance: number;
    /** The index in `points` of the first point to make for. */
    readonly via: number;
  };
}

/**
 * Shortest routes to a goal through waypoints (the gaps in wire, the ends of a
 * wall), where `clear(a, b)` says a mover may go straight from a to b: each
 * waypoint's distance to the goal (Dijkstra over the clear legs), and from any
 * point the best first leg. Work it out once per state of the table (the
 * gaps change as wire is cut) with `derive`. `clear` is called later, each
 * time `from` is asked, for as long as the routes are kept: it must read the
 * table and its state as they were, never through a rules context that goes
 * on to later states (a replay would then plan differently).
 *
 * @example
 * ```ts
 * import { derive } from 'hexwar';
 * import { checkPath, tableRoutes } from 'hexwar/tabletop';
 * const routes = derive(ctx.data.table, 'routes', () => tableRoutes(goal, gaps, (a, b) => checkPath(table, infantry, [a, b], { allowance: Infinity }).ok));
 * const { distance, via } = routes.from(figure.at);
 * ```
 * @category Tabletop
 */
export function tableRoutes(goal: TablePoint, waypoints: readonly TablePoint[], clear: (a: TablePoint, b: TablePoint) => boolean): TableRoutes {
  const points = [goal, ...waypoints];
  const nodes = points.map((at, i) => ({ at, toGoal: i === 0 ? 0 : Infinity, done: false }));
  for (;;) {
    // The nearest point to the goal not yet settled, first found on a tie.
    let next: (typeof nodes)[number] | undefined;
    for (const n of nodes) if (!n.done && n.toGoal < Infinity && (!next || n.toGoal < next.toGoal)) next = n;
    if (!next) break;
    next.done = true;
    for (const n of nodes) {
      if (n.done) continue;
      const d = next.toGoal + pointDistance(n.at, next.at);
      if (d < n.toGoal && clear(n.at, next.at)) n.toGoal = d;
    }
  }
  return {
    points,
    toGoal: nodes.map((n) => n.toGoal),
    from(p) {
      let best = { distance: Infinity, via: -1 };
      for (const [i, n] of nodes.entries()) {
        const d = pointDistance(p, n.at) + n.toGoal;
        if (d < best.distance && clear(p, n.at)) best = { distance: d, via: i };
      }
      return best;
    },
  };
}

/**
 * The waypoints a route across a table may pass by its linear obstacles: the
 * middle of every section that is passable (at the start, or made so in
 * play), and a point `beyond` inches past each end of a section that stops
 * short of the table's edges (more than an inch from them), to go round it.
 * Only points on the table.
 *
 * @example
 * ```ts
 * import { derive } from 'hexwar';
 * import { obstacleWaypoints, tableRoutes } from 'hexwar/tabletop';
 * const routes = derive(state, 'routes', () => tableRoutes(goal, obstacleWaypoints(table, state), (a, b) => clear(a, b)));
 * ```
 * @category Tabletop
 */
export function obstacleWaypoints(table: TableData, state?: TableState, beyond = 1.5): TablePoint[] {
  const out: TablePoint[] = [];
  const { width, height } = table;
  for (const o of table.obstacles ?? []) {
    const [a, second] = o.line;
    const b = o.line.at(-1);
    const beforeLast = o.line.at(-2);
    if (!a || !second || !b || !beforeLast) continue; // a section is a line of two points at least
    if (o.passable === true || state?.passable?.includes(o.id)) out.push({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    // Round the ends: each carried on past itself, away from its neighbour on the line.
    for (const [p, q] of [
      [a, second],
      [b, beforeLast],
    ] as const) {
      if (p.x <= 1 || p.y <= 1 || p.x >= width - 1 || p.y >= height - 1) continue;
      const d = pointDistance(p, q);
      if (d > 0) out.push({ x: p.x + (beyond * (p.x - q.x)) / d, y: p.y + (beyond * (p.y - q.y)) / d });
    }
  }
  return out.filter((p) => p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height);
}
