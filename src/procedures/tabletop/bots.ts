/**
 * What a tabletop bot weighs, once for every miniatures game: the expected
 * worth of a shot, of a template's blast and of a whole fire action, by the
 * fire procedure's own odds; the best point to aim a template at; the nearest
 * enemy; and the candidates a bot picks from when a verb's fields are open
 * (paths, facings, points along a move). A game's plan is its data and a small
 * worth hook: what a hit on a figure is worth to it.
 *
 * @module
 */
import type { BotContext, ReadContext, TableSpec } from '../../engine/definition';
import { expandActions, type ActionDescriptor } from '../../engine/legal';
import type { Action } from '../../engine/types';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { bearing, pointDistance, type TablePoint } from '../../tabletop/geometry';
import type { TableRoutes } from '../../tabletop/routes';
import { sampleMoves } from '../../tabletop/samplers';
import { standsOnTable, type PlacedUnit } from './common';
import { isProblem, type FireProblem, type ShotNeed, type ShotOdds, type ShotSetup, type TableWeapon } from './fire';
import type { FireAction, FireProcedure, Strike } from './fire-procedure';
import type { PathMoves } from './move';
import { openFieldOf } from './open-fields';

/**
 * What a hit is worth to the side firing, given the shot's odds (its need and
 * the result it reads): the target's worth, or what the result does to it.
 *
 * @category Bots
 */
export type HitWorth<N extends ShotNeed = ShotNeed> = (odds: ShotOdds<N>) => number;

/**
 * One figure a blast may hit, as {@link FireProcedure.blast} foresees it: its
 * id, side and the chance the blast takes it.
 *
 * @category Bots
 */
export interface BlastVictim {
  /** The figure. */
  readonly id: string;
  /** Its side. */
  readonly side: string;
  /** The chance the blast hits it, scatter and cover counted (0 to 1). */
  readonly chance: number;
}

/**
 * A point to aim a template at, with what its blast is worth.
 *
 * @category Bots
 */
export interface BlastAim {
  /** The point. */
  readonly at: TablePoint;
  /** What the blast is worth there. */
  readonly value: number;
}

/**
 * A move along a route, with the inches of route it gains.
 *
 * @category Bots
 */
export interface RouteStep {
  /** The path, starting where the figure stands. */
  readonly path: TablePoint[];
  /** Inches of route gained. */
  readonly progress: number;
}

/**
 * The expected worth of one roll of a shot: its chance by the fire
 * procedure's odds (the forecast's) times what a hit is worth (1 by default:
 * the chance itself). A shot the rules refuse is worth nothing.
 *
 * @example
 * ```ts
 * import { shotWorth } from 'hexwar/tabletop';
 * // The chance a rifleman's shot kills, summed over his two targets.
 * const value = [a, b].reduce((v, id) => v + shotWorth(fire, ctx, fire.setup(ctx, rifleman, 'rifle', id)), 0);
 * ```
 * @category Bots
 */
export function shotWorth<G extends TableSpec, N extends ShotNeed>(fire: FireProcedure<G, N>, ctx: ReadContext<G>, setup: ShotSetup | FireProblem, worth: HitWorth<N> = () => 1): number {
  if (isProblem(setup)) return 0;
  const odds = fire.odds(ctx, setup);
  return isProblem(odds) ? 0 : odds.chance * worth(odds);
}

/**
 * The expected worth of a template's strike: for each figure it may hit (by
 * {@link FireProcedure.blast}, every place its scatter may put it), what the
 * game's `worth` makes of it; the firer's own side counts `own` times over
 * (default -2: a man of one's own lost costs twice an enemy's gain).
 *
 * @example
 * ```ts
 * import { blastWorth } from 'hexwar/tabletop';
 * // Each enemy man by his chance; Tan's own men against it, twice.
 * const value = blastWorth(fire, ctx, { by: sgt.id, side: 'tan', weapon: 'grenades', aim, from: sgt.at }, (x) => (isMan(x.id) ? x.chance : 0));
 * ```
 * @category Bots
 */
export function blastWorth<G extends TableSpec, N extends ShotNeed>(
  fire: FireProcedure<G, N>,
  ctx: ReadContext<G>,
  strike: Strike,
  worth: (victim: BlastVictim) => number,
  options: {
    /** Bearings an arrow's scatter is weighed at (the forecast's by default). */
    readonly bearings?: number;
    /** How a figure of the firer's side counts against its worth (default -2). */
    readonly own?: number;
  } = {},
): number {
  const own = options.own ?? -2;
  return fire.blast(ctx, strike, options.bearings).figures.reduce((s, x) => s + (x.side === strike.side ? own : 1) * worth(x), 0);
}

/**
 * The expected worth of a fire action, as the fire procedure would roll it: a
 * weapon that fires at every target, the sum over them (each where it was
 * seen); a template, its blast ({@link blastWorth}, aimed at the target); any
 * other, its shot (along the target's move if the action says so) times the
 * weapon's rolls.
 *
 * @example
 * ```ts
 * import { fireWorth } from 'hexwar/tabletop';
 * const value = fireWorth(fire, ctx, action, WEAPONS[action.weapon], { worth: (odds) => worthOf(odds.target.id), blast: (x) => x.chance });
 * ```
 * @category Bots
 */
export function fireWorth<G extends TableSpec, N extends ShotNeed>(
  fire: FireProcedure<G, N>,
  ctx: ReadContext<G>,
  action: FireAction & {
    /** The weapon fired. */
    readonly weapon: string;
  },
  weapon: TableWeapon,
  hooks: {
    /** What a hit on a shot's target is worth. */
    readonly worth: HitWorth<N>;
    /** What each figure under a template is worth (the firer's own side counted against, twice). */
    readonly blast: (victim: BlastVictim) => number;
    /** Bearings an arrow's scatter is weighed at. */
    readonly bearings?: number;
  },
): number {
  const firer = ctx.board.figure(action.figure);
  if (!firer) return 0;
  const w = action.weapon;
  if (weapon.targets === 'every') return fire.everyTarget(ctx, firer, w).reduce((s, t) => s + shotWorth(fire, ctx, fire.setup(ctx, firer, w, t.id, t.along), hooks.worth), 0);
  const target = ctx.board.figure(action.target ?? '');
  if (!target) return 0;
  if (weapon.template) return blastWorth(fire, ctx, { by: firer.id, side: firer.side, weapon: w, aim: target.at, from: firer.at }, hooks.blast, hooks.bearings !== undefined ? { bearings: hooks.bearings } : {});
  return shotWorth(fire, ctx, fire.setup(ctx, firer, w, target.id, action.along), hooks.worth) * (weapon.rolls ?? 1);
}

/**
 * The danger a figure would stand in at a point: for each enemy figure that
 * could fire at it there ({@link FireProcedure.threats}: range, arc, sight and
 * odds as a shot is judged; templates left out), the expected worth of its
 * best weapon (chance, times what a hit is worth, times the weapon's rolls),
 * summed. A bot weighs a move by the danger where it ends.
 *
 * @example
 * ```ts
 * import { dangerAt } from 'hexwar/tabletop';
 *
 * // Pacific Skirmish's bot: how dangerous a spot would be for this figure, by every enemy that could fire there.
 * const danger = dangerAt(fire, ctx, me, { ...me.at, x: 24, y: 14 }, (odds) => hitWorth(ctx, odds));
 * ```
 * @category Bots
 */
export function dangerAt<G extends TableSpec, N extends ShotNeed>(
  fire: FireProcedure<G, N>,
  ctx: ReadContext<G>,
  figure: TableFigure,
  at: TablePosition,
  worth: HitWorth<N>,
  rolls: (weapon: string) => number = () => 1,
): number {
  return fire.threats(ctx, figure, at).reduce((sum, t) => sum + Math.max(...t.shots.map((o) => o.chance * worth(o) * rolls(o.weapon))), 0);
}

/**
 * The best of some points to aim a template at (a grenade on a bunch of
 * enemies), by {@link blastWorth}, with what it is worth; `null` if none is
 * worth more than nothing. Ties go to the first point.
 *
 * @example
 * ```ts
 * import { bestBlastAim } from 'hexwar/tabletop';
 *
 * // Beach Assault's bot: where to throw a grenade, weighing each enemy man it would catch.
 * const aim = bestBlastAim(fire, ctx, thrower, 'grenade', enemies.map((e) => e.at), (victim) => victim.chance * (victim.side === thrower.side ? -2 : 1));
 * if (aim) console.log(aim.at, aim.value);
 * ```
 * @category Bots
 */
export function bestBlastAim<G extends TableSpec, N extends ShotNeed>(
  fire: FireProcedure<G, N>,
  ctx: ReadContext<G>,
  firer: TableFigure,
  weapon: string,
  points: readonly TablePoint[],
  worth: (victim: BlastVictim) => number,
): BlastAim | null {
  let best: BlastAim | null = null;
  for (const p of points) {
    const value = blastWorth(fire, ctx, { by: firer.id, side: firer.side, weapon, aim: p, from: firer.at }, worth);
    if (!best || value > best.value) best = { at: { x: p.x, y: p.y }, value };
  }
  return best && best.value > 0 ? best : null;
}

/**
 * The nearest figure in play (the fire procedure's) of another side than
 * `side` to a point, centre to centre; the first of those tied.
 *
 * @example
 * ```ts
 * import { nearestEnemy } from 'hexwar/tabletop';
 *
 * const foe = nearestEnemy(fire, ctx, 'us', { x: 22, y: 3 }); // the Japanese figure closest to the American lieutenant
 * ```
 * @category Bots
 */
export function nearestEnemy<G extends TableSpec, N extends ShotNeed>(fire: FireProcedure<G, N>, ctx: ReadContext<G>, side: string, at: TablePoint): TableFigure | undefined {
  let best: TableFigure | undefined;
  let d = Infinity;
  for (const f of fire.live(ctx)) {
    if (f.side === side) continue;
    const x = pointDistance(at, f.at);
    if (x < d) {
      d = x;
      best = f;
    }
  }
  return best;
}

/**
 * The legal move that takes a figure furthest along its route to the goal (the
 * routes' first point): heading for the route's next waypoint and on to the
 * goal, or straight for the goal, whichever gains more of the route's
 * distance (a point no route reaches counts as its straight distance and 50"
 * more); each cut back by the path move's {@link PathMoves.toward} to end clear
 * of other figures. With how many inches of route it gains; `null` if it can
 * get nowhere.
 *
 * @example
 * ```ts
 * import { derive } from 'hexwar';
 * import { obstacleWaypoints, placedUnit, routeMove, tableRoutes } from 'hexwar/tabletop';
 * const routes = derive(ctx.data.table, 'routes', () => tableRoutes(GOAL, obstacleWaypoints(table, state), clear));
 * const move = routeMove(moves, ctx, placedUnit(ctx, id), routes);
 * ```
 * @category Bots
 */
export function routeMove<G extends TableSpec>(moves: PathMoves<G>, ctx: ReadContext<G>, unit: PlacedUnit<G['flags'], G['side']>, routes: TableRoutes): RouteStep | null {
  const goal = routes.points[0];
  if (goal === undefined) return null; // routes to nowhere
  const here = routes.from(unit.at);
  const tries: TablePoint[][] = [];
  const via = routes.points[here.via];
  if (via !== undefined) tries.push([via, ...(here.via === 0 ? [] : [goal])]);
  tries.push([goal]);
  let best: RouteStep | null = null;
  for (const t of tries) {
    const path = moves.toward(ctx, unit, t);
    const end = path.at(-1);
    if (path.length < 2 || end === undefined) continue;
    const there = routes.from(end).distance;
    const progress = (Number.isFinite(here.distance) ? here.distance : pointDistance(unit.at, goal) + 50) - (Number.isFinite(there) ? there : pointDistance(end, goal) + 50);
    if (!best || progress > best.progress) best = { path, progress };
  }
  return best;
}

/** A plan's path, told from another action. */
const isPath = (x: readonly TablePoint[] | Action): x is readonly TablePoint[] => Array.isArray(x);

/**
 * A team's move by a plan, figure by figure in the order given: each figure's
 * planned path (a path of one point stays put; `null` leaves it out of the
 * move) cut back by {@link PathMoves.toward} to end clear of other figures and
 * of where the team's figures before it end. The plan may name another action
 * for a figure instead (set it to work on wire), which is then the bot's
 * action. `null` if the plan moves no figure.
 *
 * @example
 * ```ts
 * import { teamMove } from 'hexwar/tabletop';
 * return teamMove(moves, ctx, 'tan', 't1', movers, (u) => (nearWire(u) ? { type: 'cutWire', side: 'tan', figure: u.id, wire } : [u.at, GOAL]));
 * ```
 * @category Bots
 */
export function teamMove<G extends TableSpec>(
  moves: PathMoves<G>,
  ctx: ReadContext<G>,
  side: G['side'],
  team: string,
  units: readonly PlacedUnit<G['flags'], G['side']>[],
  plan: (unit: PlacedUnit<G['flags'], G['side']>) => readonly TablePoint[] | Action | null,
): Action | null {
  const paths: Record<string, TablePoint[]> = {};
  const ends = new Map<string, TablePosition>();
  for (const u of units) {
    const planned = plan(u);
    if (planned === null) continue;
    if (!isPath(planned)) return planned;
    const path = planned.length > 1 ? moves.toward(ctx, u, planned.slice(1), ends) : [...planned];
    // A path cut back (or rounded) to where the figure stands keeps it there: one point, as the move reads a figure staying put.
    const [start] = path;
    paths[u.id] = start && path.every((p) => p.x === start.x && p.y === start.y) ? [start] : path;
    const check = path.length > 1 ? moves.problem(ctx, u, path, false, ends).check : undefined;
    if (check) ends.set(u.id, moves.endOf(u, check));
  }
  return Object.keys(paths).length ? { type: 'move', side, unit: team, paths } : null;
}

/**
 * A bot's random numbers in [0, 1) for one decision, seeded by the view's step
 * (a Park-Miller generator): the same position gives the same candidates, and
 * the match's own dice are never drawn.
 *
 * @example
 * ```ts
 * import { stepRandom } from 'hexwar/tabletop';
 *
 * const random = stepRandom(view.step); // the same numbers whenever the bot sees this position again
 * random();                             // in [0, 1)
 * ```
 * @category Bots
 */
export function stepRandom(step: number): () => number {
  let seed = step * 7919 + 17;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

/**
 * Options of {@link tableCandidates}.
 *
 * @category Bots
 */
export interface TableCandidateOptions<G extends TableSpec> {
  /** Where sampled moves head (the game's objectives). */
  readonly objectives: readonly TablePoint[];
  /** Most sampled moves a figure (default 10). */
  readonly limit?: number;
  /** Straight-ahead and reverse moves sampled a figure (default 3). */
  readonly straight?: number;
  /** More paths for the figures to weigh (to a weapon a man goes to crew), each starting where it stands: made once a decision, at the first open path. */
  morePaths?(ctx: BotContext<G>): (unit: PlacedUnit<G['flags'], G['side']>) => readonly TablePoint[][];
  /** The point a figure that turns in place should face (the nearest enemy), if any. */
  faceToward?(ctx: BotContext<G>, unit: PlacedUnit<G['flags'], G['side']>): TablePoint | undefined;
}

/**
 * A bot's candidates from the legal actions: every listable action as it is;
 * for an open `path`, moves sampled toward the objectives and cover (ending
 * clear of other figures; straight-ahead and reverse moves by the move's own
 * sampler), with the game's own paths; for a `facing`, toward the point the
 * game names; for `along`, every point offered. Other open fields give none.
 *
 * @example
 * ```ts
 * import { nearestEnemy, tableCandidates } from 'hexwar/tabletop';
 * candidates: (ctx, descriptors) => tableCandidates(moves, ctx, descriptors, { objectives: [WELL], faceToward: (ctx, u) => nearestEnemy(fire, ctx, u.side, u.at)?.at }),
 * ```
 * @category Bots
 */
export function tableCandidates<G extends TableSpec>(moves: PathMoves<G>, ctx: BotContext<G>, descriptors: readonly ActionDescriptor[], options: TableCandidateOptions<G>): Action[] {
  const out: Action[] = [];
  const random = stepRandom(ctx.view.step);
  let more: ((unit: PlacedUnit<G['flags'], G['side']>) => readonly TablePoint[][]) | undefined;
  for (const d of descriptors) {
    if (!d.open) {
      out.push(...expandActions([d]));
      continue;
    }
    const base = { type: d.type, side: d.side, ...d.fixed };
    const path = openFieldOf(d, 'path', 'path');
    const along = openFieldOf(d, 'along', 'along');
    if (path) {
      if (path.straight === true || path.reverse === true) {
        const sample = moves.samplers['path'];
        const field = d.open['path'];
        for (let i = 0; sample && field && i < (options.straight ?? 3); i++) out.push({ ...base, path: sample(field, () => 0, random) });
        continue;
      }
      const u = ctx.unit(String(d.fixed?.['figure']));
      const profile = moves.profile(ctx, u);
      if (!standsOnTable(u) || !profile) continue;
      const sampled = sampleMoves(ctx.board.table, profile, path.from, { random, allowance: path.allowance, hull: moves.hull(ctx, u), objectives: options.objectives, limit: options.limit ?? 10, ...(path.state ? { state: path.state } : {}) });
      // A move may not end on another figure: those that would are left out.
      for (const m of sampled) if (m.check.length > 0.05 && moves.standsOn(ctx, u.id, moves.endOf(u, m.check)) === undefined) out.push({ ...base, path: m.path.map((q) => ({ x: q.x, y: q.y })) });
      if (options.morePaths) for (const p of (more ??= options.morePaths(ctx))(u)) out.push({ ...base, path: p });
    } else if (d.open['facing']) {
      const u = ctx.unit(String(d.fixed?.['figure']));
      const foe = standsOnTable(u) ? options.faceToward?.(ctx, u) : undefined;
      if (foe && standsOnTable(u)) out.push({ ...base, facing: Math.round(bearing(u.at, foe)) % 360 });
    } else if (along) {
      for (const s of along.points) out.push({ ...base, along: s });
    }
  }
  return out;
}
