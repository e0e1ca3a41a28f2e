import { checkProfiles } from './checks';
import * as z from 'zod';
import type { ActionDefinition, CounterProblem, ReadContext, RulesContext, UnitOf } from '../../engine/definition';
import { derive } from '../../engine/derive';
import { moveWords, type MoveForecast } from '../../engine/forecast';
import type { ActionDescriptor, OpenField, OpenSampler } from '../../engine/legal';
import { compileTable, type CompiledTable } from '../../tabletop/compile';
import { figureOf } from '../../board/table';
import { baseReach, type Base, type TablePosition } from '../../tabletop/figures';
import { basesOverlap } from '../../tabletop/measure';
import { angleDifference, bearing, normalizeFacing, pointDistance, type TablePoint } from '../../tabletop/geometry';
import { onTable } from '../../tabletop/edges';
import { checkPath, type Hull, type MovementProfile, type PathCheck } from '../../tabletop/movement';
import { affordablePath, backOff, isStraightAhead } from '../../tabletop/path';
import type { TableData, TableState } from '../../tabletop/table';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import type { CounterData } from '../../engine/types';
import { figureName, flagOf, hundredths, placedUnit, quoted, standsOnTable, type PlacedUnit } from './common';
import type { NeedsFlag, TableSpec } from '../../engine/definition';
import { pathSampler, teamPathsSampler, witnessPath, type PathParams } from './move-samplers';

/** Most points a path may have. */
const MAX_PATH_POINTS = 16;

/**
 * One figure's move, as carried out: what the `moved` hook of
 * {@link PathMoveConfig} receives.
 *
 * @category Tabletop procedures
 */
export interface FigureMove {
  /** The figure. */
  readonly unit: string;
  /** Where it stood. */
  readonly from: TablePosition;
  /** Where it stands now. */
  readonly to: TablePosition;
  /** The path of its centre. */
  readonly path: readonly TablePoint[];
  /** The path's check: its cost, the wire it cleared, where it left the table. */
  readonly check: PathCheck;
  /** It moved in reverse. */
  readonly reverse: boolean;
}

/**
 * A path move configured by data: the movement chart as profiles, who moves in
 * one action (a figure, or a team's figures each along its own path), and the
 * few hooks where a game's rules truly differ (why a figure may not move now,
 * its share of a move, what else a move does).
 *
 * @category Tabletop procedures
 */
export interface PathMoveConfig<G extends TableSpec> {
  /** The rule cited (the movement chart's section). */
  readonly rule: string;
  /** The rule cited when it is not the moving player's turn (the sequence of play). */
  readonly sequenceRule?: string;
  /** The table (the game's `table`). */
  readonly table: TableData;
  /** The movement chart: a profile by name. */
  readonly profiles: Readonly<Record<string, MovementProfile>>;
  /** A figure's profile by its counter (default its class); none: it may not move, only turn. */
  profileOf?(counter: CounterData): string | undefined;
  /** One action moves a team's figures (each along its own path, or staying put) rather than one figure. */
  readonly teams?: boolean;
  /** A team's name in the log (default its id). */
  teamName?(team: string): string;
  /** Who reverses, in the rules' words (default `vehicles`): those whose profile has a reverse rate. */
  readonly reversers?: string;
  /** A reverse must head backwards, within 90° of straight behind the figure. */
  readonly backwards?: boolean;
  /** Rules cited for a path's violations by code (`obstacle: 'Barbed Wire'`), optionally by class (`'too-far': { crew: 'Special Rule 3' }`). */
  readonly ruleFor?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  /**
   * No move may end with a figure's base on another figure's (they may touch,
   * within the tolerance): each figure's end is judged against every figure
   * standing, and a team's figures against where the others moving with them
   * end. The samplers keep their ends clear.
   */
  readonly apart?: boolean;
  /** Where a bot's sampled moves head (objectives). */
  readonly objectives?: readonly TablePoint[];
  /** The share of a full move a figure has now (default 1). */
  allowance?(ctx: ReadContext<G>, unit: PlacedUnit<G['flags']>): number;
  /** The game's own reason a figure may not move now (a card, morale, wire work), or `null`. */
  mayMove?(ctx: ReadContext<G>, unit: UnitOf<G>, reverse: boolean): string | null;
  /** The rule that keeps a figure moving straight ahead only (a card), or `null` if it may turn. */
  forwardOnly?(ctx: ReadContext<G>, unit: PlacedUnit<G['flags']>): string | null;
  /** The table's changes in play (wire made passable, objects destroyed), from the game's data. */
  tableState?(ctx: ReadContext<G>): TableState | undefined;
  /** After a figure has moved: what else the move does in this game (keep its path, spend its move, clear wire). */
  moved?(ctx: RulesContext<G>, move: FigureMove): void;
}

/**
 * The path move of a game: its verbs (`move`, and `reverse` when any profile
 * reverses), its checks for the game's own moves (a forced reverse, a rout)
 * and the samplers of its open fields.
 *
 * @category Tabletop procedures
 */
export interface PathMoves<G extends TableSpec> {
  /** The move verb: `{ figure, path }`, or `{ unit, paths }` for teams. */
  readonly move: ActionDefinition<G, MoveAction>;
  /** The reverse verb, the same at the reverse rate. */
  readonly reverse: ActionDefinition<G, MoveAction>;
  /** Why a figure may not move now (the core's reasons and the game's), or `null`. */
  block(ctx: ReadContext<G>, unit: UnitOf<G>, reverse: boolean): string | null;
  /**
   * Why a path is not a legal move for a figure that may move, or `null`; with
   * the path's check. With `apart`, `moved` gives where figures moving with it
   * end up (their ends are judged there, not where they stand).
   */
  problem(
    ctx: ReadContext<G>,
    unit: PlacedUnit,
    path: readonly TablePoint[],
    reverse: boolean,
    moved?: ReadonlyMap<string, TablePosition>,
  ): {
    /** Why the path is refused, with its rule (null: it may be taken). */
    problem: string | null;
    /** The path's check, when it got that far. */
    check?: PathCheck;
  };
  /** Moves a figure along a path the caller has checked (a forced move): its place, facing, flag, event and the game's `moved` hook. */
  carryOut(ctx: RulesContext<G>, unit: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean, check: PathCheck): FigureMove;
  /** A figure's hull as a move keeps it out of solid objects: its base, facing as it stands. */
  hull(ctx: ReadContext<G>, unit: PlacedUnit<G['flags']>): Hull;
  /** Where a checked path leaves a figure: its end (on the table), facing as the check says or as it stood. */
  endOf(unit: PlacedUnit, check: PathCheck): TablePosition;
  /**
   * The figure whose base a figure's would overlap if it stood at `at` (two
   * figures may not share a spot; they may touch), or `undefined`. `moved`
   * gives where figures moving with it end up; a figure's own entry is ignored.
   */
  standsOn(ctx: ReadContext<G>, id: string, at: TablePosition, moved?: ReadonlyMap<string, TablePosition>): string | undefined;
  /** A figure's movement profile, or `undefined` if it does not move. */
  profile(ctx: ReadContext<G>, unit: UnitOf<G>): MovementProfile | undefined;
  /**
   * The legal move of a figure heading for `points` in turn (a bot's plan): as far as its move allows, short of
   * what blocks it, cut back until it ends clear of other figures (`moved`: where figures moving with it end).
   * It starts exactly where the figure stands, the rest to the thousandth; only that start if it gets nowhere.
   */
  toward(ctx: ReadContext<G>, unit: PlacedUnit<G['flags']>, points: readonly TablePoint[], moved?: ReadonlyMap<string, TablePosition>): TablePoint[];
  /** The samplers of the open fields the verbs list: `path` and `paths`. */
  readonly samplers: { readonly [kind: string]: OpenSampler };
}

/**
 * A move action: one figure along a path, or a team's figures along theirs.
 *
 * @category Tabletop procedures
 */
export type MoveAction = {
  /** The figure (one figure an action). */
  readonly figure?: string;
  /** Its path, starting where it stands. */
  readonly path?: readonly TablePoint[];
  /** The team (a team's move). */
  readonly unit?: string;
  /** Each moving figure's path, by figure (a path of one point stays put). */
  readonly paths?: Readonly<Record<string, readonly TablePoint[]>>;
};

const point = z.strictObject({ x: z.number(), y: z.number() });
const figurePath = z.array(point).min(2, 'a path needs at least two points').max(MAX_PATH_POINTS, `a path has at most ${MAX_PATH_POINTS} points`);
const teamPath = z.array(point).min(1, 'a path needs at least one point').max(MAX_PATH_POINTS, `a path has at most ${MAX_PATH_POINTS} points`);
const idSchema = z.string().max(40);

/** A figure's path that never leaves its first point. */
const goesNowhere = (path: readonly TablePoint[]) => {
  const [first] = path;
  return first === undefined || !path.some((p) => pointDistance(p, first) > 0);
};

/** The one-figure form of {@link MoveAction}, as its verb's schema reads it. */
type FigureMoveAction = { readonly figure: string; readonly path: readonly TablePoint[] };
/** The team form of {@link MoveAction}, as its verb's schema reads it. */
type TeamMoveAction = { readonly unit: string; readonly paths: Readonly<Record<string, readonly TablePoint[]>> };

const compiled = new WeakMap<TableData, CompiledTable>();
/** The compiled table of a game's table data, compiled once. @internal */
export function tableOf(data: TableData): CompiledTable {
  let t = compiled.get(data);
  if (!t) compiled.set(data, (t = compileTable(data)));
  return t;
}

/** The members of a team, in unit order. */
function members(ctx: ReadContext<TableSpec>, team: string): string[] {
  return derive(ctx.state.units, `table:team:${team}`, () => ctx.state.units.filter((u) => teamOf(ctx, u.id) === team).map((u) => u.id));
}
const teamOf = (ctx: ReadContext<TableSpec>, id: string): string | undefined => ctx.counter(id).team;

/**
 * The path move of a game, configured by data (see {@link PathMoveConfig}): a
 * figure, or a team's figures, moves once a phase along a path within its
 * allowance over the ground it crosses, forwards or (where its profile allows)
 * in reverse; obstacles, solid objects and the table's edges as the table
 * says. Each move is listed as an open `path` (or `paths`) field with one
 * legal witness, judged exactly by `checkPath`, and worded by the core's log
 * (`figureMoved`).
 *
 * @example
 * ```ts
 * import { pathMoves } from 'hexwar/tabletop';
 * const moves = pathMoves<G>({ rule: 'Movement', table: TABLE, profiles: { infantry, tracked } });
 * export const phases = { movement: { actions: { move: moves.move, reverse: moves.reverse, endMovement } } };
 * ```
 * @category Tabletop procedures
 */
export function pathMoves<G extends TableSpec>(config: PathMoveConfig<G> & NeedsFlag<G, 'moved'>): PathMoves<G> {
  const rule = config.rule;
  checkProfiles(`the movement chart (${rule})`, config.table, config.profiles);
  const table = () => tableOf(config.table);
  const profileName = (ctx: ReadContext<G>, u: UnitOf<G>): string | undefined => {
    const c = ctx.counter(u.id);
    const name = config.profileOf ? config.profileOf(c) : c.class ?? c.type;
    return name !== undefined && Object.hasOwn(config.profiles, name) ? name : undefined;
  };
  const profile = (ctx: ReadContext<G>, u: UnitOf<G>) => {
    const name = profileName(ctx, u);
    return name === undefined ? undefined : config.profiles[name];
  };
  const reverses = (p: MovementProfile | undefined) => p !== undefined && p.reverse !== undefined && p.reverse !== 'prohibited';
  const allowance = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>) => (config.allowance ? config.allowance(ctx, u) : 1);
  const state = (ctx: ReadContext<G>) => config.tableState?.(ctx);
  const name = (ctx: ReadContext<G>, id: string) => figureName(ctx, id);
  const ruleOf = (ctx: ReadContext<G>, u: UnitOf<G>, code: string): string => {
    const r = config.ruleFor?.[code];
    if (typeof r === 'string') return r;
    const c = ctx.counter(u.id);
    return (r && r[c.class ?? c.type]) ?? rule;
  };

  /** A figure's class (or the game's own profile name) that the chart lacks: the figure would never move. */
  const checkCounters = (counters: readonly CounterData[]): CounterProblem | null => {
    for (const [i, c] of counters.entries()) {
      const named = config.profileOf ? config.profileOf(c) : c.class;
      if (named !== undefined && !Object.hasOwn(config.profiles, named)) {
        return { path: `counters[${i}].class`, message: `"${named}" is not a class of the movement chart (${rule}; it has ${Object.keys(config.profiles).join(', ')}): ${c.id} would never move` };
      }
    }
    return null;
  };

  const block = (ctx: ReadContext<G>, u: UnitOf<G>, reverse: boolean): string | null => {
    const who = name(ctx, u.id);
    if (u.steps <= 0) return `${who} is out of action (killed or destroyed)`;
    const own = config.mayMove?.(ctx, u, reverse);
    if (own) return own;
    if (!standsOnTable(u)) return `${who} is not on the table (${rule})`;
    if (flagOf(u, 'moved') === true) return `${who} has already moved this phase (${rule})`;
    const p = profile(ctx, u);
    if (!p) return `the ${who} cannot be moved, only turned (${rule})`;
    if (reverse && !reverses(p)) return `only ${config.reversers ?? 'vehicles'} reverse (${rule})`;
    if (reverse) {
      const straight = config.forwardOnly?.(ctx, u);
      if (straight) return `the ${who} can only move forward (${straight})`;
    }
    if (allowance(ctx, u) <= 0) return `${who} has no move left this turn (${rule})`;
    return null;
  };

  const hull = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>): Hull => ({ base: figureOf(ctx.counter(u.id)).base, ...(u.at.facing !== undefined ? { facing: u.at.facing } : {}) });
  const endOf = (u: PlacedUnit, check: Pick<PathCheck, 'end' | 'facing'>): TablePosition => {
    const { width, height } = table();
    const end = { x: Math.min(width, Math.max(0, check.end.x)) + 0, y: Math.min(height, Math.max(0, check.end.y)) + 0 };
    return u.at.facing === undefined ? end : { ...end, facing: check.facing ?? u.at.facing };
  };
  const bases = new Map<string, Base>();
  const baseOf = (ctx: ReadContext<G>, id: string): Base => {
    let b = bases.get(id);
    if (!b) bases.set(id, (b = figureOf(ctx.counter(id)).base));
    return b;
  };
  const standsOn = (ctx: ReadContext<G>, id: string, at: TablePosition, moved: ReadonlyMap<string, TablePosition> = new Map()): string | undefined => {
    const me = { base: baseOf(ctx, id), at };
    const reach = baseReach(me.base);
    // Every figure on the table (where it ends, if it moves with this one), first by the boxes round both bases.
    for (const u of ctx.state.units) {
      if (u.id === id) continue;
      const pos = moved.get(u.id) ?? (standsOnTable(u) ? u.at : undefined);
      if (!pos) continue;
      const base = baseOf(ctx, u.id);
      const r = reach + baseReach(base);
      if (Math.abs(pos.x - at.x) >= r || Math.abs(pos.y - at.y) >= r) continue;
      if (basesOverlap(me, { base, at: pos })) return u.id;
    }
    return undefined;
  };

  /** The problem of a path; with `moved` (not `null`) and `apart`, also where it ends among the other figures. */
  const problemOf = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean, moved: ReadonlyMap<string, TablePosition> | null): { problem: string | null; check?: PathCheck } => {
    const who = name(ctx, u.id);
    const first = path[0];
    if (first === undefined) return { problem: `${who}'s path has no points (${rule})` };
    if (pointDistance(first, u.at) > TABLE_EPSILON) return { problem: `${who}'s path must start where it stands, (${hundredths(u.at.x)}, ${hundredths(u.at.y)}) (${rule})` };
    const facing = u.at.facing ?? 0;
    if (reverse && config.backwards) {
      const step = path.find((p) => pointDistance(p, first) > 0);
      if (step && Math.abs(angleDifference(facing + 180, bearing(first, step))) > 90 + 1e-9) return { problem: `a vehicle in reverse moves backwards: its path must start behind it (${rule})` };
    }
    if (!reverse) {
      const straight = config.forwardOnly?.(ctx, u);
      if (straight && !isStraightAhead(path, facing)) return { problem: `the ${who} can only move forward, no turns (${straight})` };
    }
    const p = profile(ctx, u);
    if (!p) return { problem: `the ${who} cannot be moved, only turned (${rule})` };
    const s = state(ctx);
    const check = checkPath(table(), p, path, { ...(s ? { state: s } : {}), allowance: allowance(ctx, u), reverse, who, hull: hull(ctx, u) });
    if (!check.ok) {
      const v = check.violations[0];
      return { problem: v ? `${v.message} (${ruleOf(ctx, u, v.code)})` : `${who} may not make that move (${rule})`, check };
    }
    const on = config.apart && moved && check.length > 0 ? standsOn(ctx, u.id, endOf(u, check), moved) : undefined;
    if (on !== undefined) return { problem: `${who} would stand on ${name(ctx, on)} at the end of the move: two figures may not share a spot (${rule})`, check };
    return { problem: null, check };
  };
  const problem = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean, moved: ReadonlyMap<string, TablePosition> = new Map()) => problemOf(ctx, u, path, reverse, moved);
  /** The check of a path `legal` offered: it always gets past the start, so a missing check is a bug. */
  const checkOfLegal = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean): PathCheck => {
    const { check } = problem(ctx, u, path, reverse);
    if (!check) throw new Error(`pathMoves: the legal move of ${u.id} has no path check; its path was refused before it was checked`);
    return check;
  };

  /**
   * Where a forward path that stays on the table ends, as `checkPath` would say (its last point, facing along its last
   * stretch): `undefined` for one that leaves the table or does not move, whose end only the whole check can tell.
   */
  const plainEnd = (u: PlacedUnit, path: readonly TablePoint[]): TablePosition | undefined => {
    const t = table();
    let last: number | undefined;
    let prev: TablePoint | undefined;
    for (const p of path) {
      if (!onTable(t, p)) return undefined;
      if (prev && pointDistance(prev, p) !== 0) last = bearing(prev, p);
      prev = p;
    }
    if (last === undefined || prev === undefined) return undefined;
    return endOf(u, { end: prev, facing: normalizeFacing(last) });
  };

  const toward = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, points: readonly TablePoint[], moved?: ReadonlyMap<string, TablePosition>): TablePoint[] => {
    const here = { x: u.at.x, y: u.at.y };
    const p = profile(ctx, u);
    const s = state(ctx);
    const reach = p ? affordablePath(table(), p, [here, ...points], { ...(s ? { state: s } : {}), allowance: allowance(ctx, u), hull: hull(ctx, u) }) : [];
    const tidy = (part: readonly TablePoint[]) => [here, ...part.slice(1).map((q) => ({ x: Math.round(q.x * 1000) / 1000 + 0, y: Math.round(q.y * 1000) / 1000 + 0 }))];
    const part = backOff(reach, (q) => {
      const path = tidy(q);
      // Most ends backed off from stand on another figure: that is seen without checking the whole path again.
      const end = config.apart ? plainEnd(u, path) : undefined;
      if (end && standsOn(ctx, u.id, end, moved) !== undefined) return false;
      return problem(ctx, u, path, false, moved).problem === null;
    });
    return part.length > 1 ? tidy(part) : [here];
  };

  const carryOut = (ctx: RulesContext<G>, u: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean, check: PathCheck): FigureMove => {
    const to = endOf(u, check);
    ctx.updateUnit(u.id, { at: to, flags: { moved: true } });
    const move: FigureMove = { unit: u.id, from: u.at, to, path: path.map((p) => ({ x: p.x, y: p.y })), check, reverse };
    config.moved?.(ctx, move);
    ctx.emit({ type: 'figureMoved', unit: u.id, from: u.at, to, path: move.path, length: hundredths(check.length), cost: hundredths(check.cost), allowance: allowance(ctx, u), ...(reverse ? { reverse: true } : {}), rule });
    return move;
  };

  /** A figure's move as it would be carried out: its path and what it costs, in inches of its allowance. */
  const foreseeMove = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, path: readonly TablePoint[], reverse: boolean): MoveForecast => {
    const check = problem(ctx, u, path, reverse).check;
    return { unit: u.id, path: path.map((p) => `(${hundredths(p.x)}", ${hundredths(p.y)}")`), cost: hundredths(check?.cost ?? 0), allowance: allowance(ctx, u), unitOfCost: 'turn', length: hundredths(check?.length ?? 0) };
  };

  /**
   * Every figure on the table as a circle round its base (flat x, y, radius),
   * for a sampler to keep a move's end clear of (a figure's own circle, at its
   * `from`, it leaves out); worked out once a position.
   */
  const avoidAll = (ctx: ReadContext<G>): number[] =>
    derive(ctx.state.units, 'table:avoid', () => ctx.board.figures().flatMap((f) => [hundredths(f.at.x), hundredths(f.at.y), Math.ceil(baseReach(f.base) * 100) / 100]));

  /** The open field of one figure's move, with a witness (worked out once per position); `null` if it can go nowhere. */
  const pathField = (ctx: ReadContext<G>, u: PlacedUnit<G['flags']>, reverse: boolean): OpenField | null => {
    const profileNamed = profileName(ctx, u);
    const movement = profileNamed === undefined ? undefined : config.profiles[profileNamed];
    if (profileNamed === undefined || movement === undefined) return null;
    const straight = !reverse && config.forwardOnly?.(ctx, u) ? true : false;
    const params: PathParams = {
      from: { x: u.at.x, y: u.at.y },
      facing: u.at.facing ?? 0,
      base: figureOf(ctx.counter(u.id)).base,
      profile: profileNamed,
      allowance: allowance(ctx, u),
      ...(reverse ? { reverse: true } : {}),
      ...(straight ? { straight: true } : {}),
      ...(config.apart ? { avoid: avoidAll(ctx) } : {}),
    };
    const tstate = state(ctx);
    const witness = derive(u.at, `table:witness:${params.profile}:${reverse}:${straight}:${params.allowance}:${JSON.stringify(tstate ?? null)}:${params.avoid?.join(',') ?? ''}`, () =>
      witnessPath(table(), movement, params, config.objectives ?? [], tstate, config.apart ? (p) => problemOf(ctx, u, p, reverse, new Map()).problem === null : undefined),
    );
    return witness ? ({ kind: 'path', ...params, ...(tstate ? { state: tstate } : {}), witness }) : null;
  };

  const verb = (reverse: boolean): ActionDefinition<G, MoveAction> => {
    if (!config.teams) {
      const figureVerb: ActionDefinition<G, FigureMoveAction> = {
        schema: z.object({ figure: z.string(), path: figurePath }),
        rule,
        // A figure moves once a phase: the fuzzer holds legal and apply to it.
        limit: { field: 'figure', times: 1, per: 'phase' },
        says: (ctx, a) => `${name(ctx, a.figure)} ${reverse ? 'reverses' : 'moves'}`,
        legal(ctx, side) {
          const out: ActionDescriptor[] = [];
          if (ctx.active !== side) return out;
          for (const u of ctx.state.units) {
            if (u.side !== side || !standsOnTable(u) || block(ctx, u, reverse) !== null) continue;
            const field = pathField(ctx, u, reverse);
            if (field) out.push({ type: reverse ? 'reverse' : 'move', side, fixed: { figure: u.id }, open: { path: field }, rule });
          }
          return out;
        },
        check: (ctx, a) => (goesNowhere(a.path) ? `a move must go somewhere (${rule})` : problem(ctx, placedUnit(ctx, a.figure), a.path, reverse).problem),
        refuse(ctx, a) {
          if (!ctx.hasUnit(a.figure)) return `${quoted(a.figure)} is not a figure of this game (${rule})`;
          const u = ctx.unit(a.figure);
          if (u.side !== a.side) return `${name(ctx, u.id)} is not one of your figures (${rule})`;
          if (ctx.active !== a.side) return `only the moving player moves now (${config.sequenceRule ?? rule})`;
          const why = block(ctx, u, reverse);
          if (why) return why;
          if (goesNowhere(a.path)) return `a move must go somewhere (${rule})`;
          return problem(ctx, placedUnit(ctx, u.id), a.path, reverse).problem ?? `${name(ctx, u.id)} may not make that move (${rule})`;
        },
        forecast: (ctx, a) => ({ move: foreseeMove(ctx, placedUnit(ctx, a.figure), a.path, reverse) }),
        apply(ctx, a) {
          const u = placedUnit(ctx, a.figure);
          carryOut(ctx, u, a.path, reverse, checkOfLegal(ctx, u, a.path, reverse));
        },
      };
      return figureVerb;
    }
    const movers = (ctx: ReadContext<G>, team: string, side: string): PlacedUnit<G['flags']>[] =>
      members(ctx, team)
        .map((id) => ctx.unit(id))
        .filter((u): u is PlacedUnit => u.side === side && block(ctx, u, reverse) === null);
    const pathsProblem = (ctx: ReadContext<G>, team: string, side: string, paths: Readonly<Record<string, readonly TablePoint[]>>): string | null => {
      const entries = Object.entries(paths);
      if (entries.length === 0) return `a move gives a path for at least one figure of ${team} (${rule})`;
      const team_ = members(ctx, team);
      const ends = new Map<string, TablePosition>();
      for (const [id, path] of entries) {
        if (!team_.includes(id)) return `${quoted(id)} is not a figure of ${team} (${rule})`;
        const u = ctx.unit(id);
        if (u.side !== side) return `${name(ctx, id)} is not one of your figures (${rule})`;
        const blocked = block(ctx, u, reverse);
        if (blocked) return blocked;
        const p = problemOf(ctx, placedUnit(ctx, id), path, reverse, null);
        if (p.problem) return p.problem;
        if (p.check && p.check.length > 0) ends.set(id, endOf(placedUnit(ctx, id), p.check));
      }
      // A path of one point keeps a figure where it stands; a path of more that ends where it starts is a move that goes nowhere (as one figure's is).
      const nowhere = Object.entries(paths).flatMap(([id, path]) => (path.length > 1 && goesNowhere(path) ? [id] : []));
      if (nowhere.length > 0 && nowhere.length === entries.length && entries.length > 1) return `${config.teamName?.(team) ?? team} already stands there: a move must go somewhere (${rule})`;
      const [still] = nowhere;
      if (still !== undefined) {
        const at = placedUnit(ctx, still).at;
        return `${name(ctx, still)} already stands at (${hundredths(at.x)}, ${hundredths(at.y)}): a move must go somewhere (${rule})`;
      }
      // Then where each moving figure ends, among the others where they end.
      for (const [id, at] of config.apart ? ends : []) {
        const on = standsOn(ctx, id, at, ends);
        if (on !== undefined) return `${name(ctx, id)} would stand on ${name(ctx, on)} at the end of the move: two figures may not share a spot (${rule})`;
      }
      return null;
    };
    const teamVerb: ActionDefinition<G, TeamMoveAction> = {
      schema: z.object({ unit: idSchema, paths: z.record(idSchema, teamPath) }),
      rule,
      // No limit on the team: its figures that stayed put may move in a later action of the phase (each figure moves once).
      says(ctx, a) {
        const paths = Object.values(a.paths ?? {});
        const moving = paths.filter((p) => !goesNowhere(p)).length;
        const staying = paths.length - moving;
        // A unit holding where it stands (each path one point: what a bot gives for a unit it keeps back).
        if (moving === 0) return `${config.teamName?.(a.unit) ?? a.unit} stays put`;
        const verb = reverse ? 'reverses' : 'moves';
        // A unit of one (a vehicle, a gun team moved as one figure): no count of who moves.
        if (paths.length === 1 && members(ctx, a.unit).length === 1) return `${config.teamName?.(a.unit) ?? a.unit} ${verb}`;
        return `${config.teamName?.(a.unit) ?? a.unit} ${verb} (${moving} moving${staying ? `, ${staying} staying put` : ''})`;
      },
      legal(ctx, side) {
        const out: ActionDescriptor[] = [];
        const seen = new Set<string>();
        for (const f of ctx.board.figuresOf(side)) {
          const team = teamOf(ctx, f.id);
          if (team === undefined || seen.has(team)) continue;
          seen.add(team);
          const figures = movers(ctx, team, side);
          if (figures.length === 0) continue;
          const tstate = state(ctx);
          const field = {
            kind: 'paths',
            // A figure that may move has a profile (block says so), so none is left out here.
            figures: figures.flatMap((u) => {
              const profileNamed = profileName(ctx, u);
              if (profileNamed === undefined) return [];
              return [
                {
                  id: u.id,
                  from: { x: u.at.x, y: u.at.y },
                  ...(u.at.facing !== undefined ? { facing: u.at.facing } : {}),
                  base: figureOf(ctx.counter(u.id)).base,
                  profile: profileNamed,
                  allowance: allowance(ctx, u),
                  ...(config.apart ? { avoid: avoidAll(ctx) } : {}),
                },
              ];
            }),
            ...(reverse ? { reverse: true } : {}),
            ...(tstate ? { state: tstate } : {}),
          };
          out.push({ type: reverse ? 'reverse' : 'move', side, fixed: { unit: team }, open: { paths: field } });
        }
        return out;
      },
      check: (ctx, a) => pathsProblem(ctx, a.unit, a.side, a.paths),
      refuse(ctx, a) {
        const team = members(ctx, a.unit);
        if (team.length === 0) return `there is no unit "${quoted(a.unit)}" (${rule})`;
        if (reverse && !team.some((id) => reverses(profile(ctx, ctx.unit(id))))) return `only ${config.reversers ?? 'vehicles'} reverse (${rule})`;
        // The figures the move names first (a fallen officer is no reason a rifleman may not move), then the rest.
        const named = Object.keys(a.paths ?? {}).filter((id) => team.includes(id));
        for (const id of [...named, ...team]) {
          const u = ctx.unit(id);
          const why = u.side !== a.side ? `${name(ctx, id)} is not one of your figures (${rule})` : block(ctx, u, reverse);
          if (why) return why;
        }
        return `no figure of ${a.unit} may move now (${rule})`;
      },
      // Each figure's path and cost, one line each (a figure staying put costs nothing).
      forecast: (ctx, a) => ({
        notes: Object.entries(a.paths).map(([id, path]) => moveWords(foreseeMove(ctx, placedUnit(ctx, id), path, reverse), (u) => name(ctx, u))),
      }),
      apply(ctx, a) {
        const entries = Object.entries(a.paths);
        // A figure kept where it stands while others of its unit move has not moved: he may move later this
        // phase, and nothing that follows a move (a moving-fire rule, no wire work) touches him. A unit whose
        // figures all stay holds where it stands: its move is used.
        const holds = entries.every(([, path]) => path.length < 2);
        for (const [id, path] of entries) {
          if (!holds && path.length < 2) continue;
          const u = placedUnit(ctx, id);
          carryOut(ctx, u, path, reverse, checkOfLegal(ctx, u, path, reverse));
        }
      },
    };
    return teamVerb;
  };

  return {
    move: { ...verb(false), checkCounters },
    reverse: verb(true),
    block,
    problem,
    carryOut,
    hull,
    endOf,
    standsOn,
    profile,
    toward,
    samplers: {
      path: (field, _draw, random) => pathSampler(table(), config.profiles, field, random, config.objectives ?? []),
      paths: (field, _draw, random) => teamPathsSampler(table(), config.profiles, field, random),
    },
  };
}
