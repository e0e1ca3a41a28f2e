/**
 * The targeting half of the tabletop's fire: which weapons a figure carries, who
 * it may see and hurt, where each shot is measured from and to, and why a shot
 * is not allowed. `tabletopFire` builds its actions on these.
 *
 * @module
 */
import type { ReadContext, UnitOf } from '../../engine/definition';
import { derive } from '../../engine/derive';
import { baseReach, type TableFigure, type TablePosition } from '../../tabletop/figures';
import { legsOf, pointDistance, pointSegmentDistance, type TablePoint } from '../../tabletop/geometry';
import { baseToPolygon, distanceToBase, figureDistance } from '../../tabletop/measure';
import { pathLength, pointAlongPath, sightWindows } from '../../tabletop/path';
import { coverFrom, hasLineOfSight } from '../../tabletop/sight';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { intersectIntervals, positionAlong, rangeIntervals } from './along';
import { figureName, figureOnTable, flagOf, placedUnit } from './common';
import type { TableSpec } from '../../engine/definition';
import {
  bandOf,
  centreOf,
  fireOdds,
  inFiringArc,
  rangeProblem,
  objectName,
  reachOf,
  rulesOf,
  weaponOf,
  spottedBySide,
  type FireConfig,
  type FireProblem,
  type ShotNeed,
  type ShotSetup,
  type ShotTarget,
  type TableWeapon,
  type TargetRule,
} from './fire';

/** Whether a value is a refusal (a problem) rather than a need or odds. */
export const isProblem = (x: unknown): x is FireProblem => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

/**
 * The questions fire asks of the table, for one game's fire configuration:
 * weapons, targets, sight, ranges, and shots at a point of an enemy's move.
 * Internal to the tabletop procedures.
 */
export function fireTargets<G extends TableSpec, N extends ShotNeed = ShotNeed>(config: FireConfig<G, N>) {
  const rules = rulesOf(config);
  const measure = config.measure ?? 'centre';
  const calc = fireOdds(config);
  const weapon = (id: string): TableWeapon => weaponOf(config, id);
  const state = (ctx: ReadContext<G>) => config.tableState?.(ctx);
  const firingSide = (ctx: ReadContext<G>) => (config.firingSide ? config.firingSide(ctx) : ctx.active);
  const name = (ctx: ReadContext<G>, id: string) => figureName(ctx, id);
  const weaponsOf = (ctx: ReadContext<G>, id: string): readonly string[] => (ctx.counter(id).weapons ?? []).filter((w) => Object.hasOwn(config.weapons, w));
  const aimedAtPoint = (w: TableWeapon) => w.template?.atPoint === true;
  /** The weapons a figure fires with the fire verb (not its templates aimed at a point). */
  const fireWeapons = (ctx: ReadContext<G>, id: string) => weaponsOf(ctx, id).filter((w) => !aimedAtPoint(weapon(w)));
  /** The weapon a legal fire action fires: the one it names, or the figure's first (legal offers none to a figure without). */
  const weaponFired = (ctx: ReadContext<G>, a: { readonly figure: string; readonly weapon?: string }): string => {
    const w = a.weapon ?? fireWeapons(ctx, a.figure)[0];
    if (w === undefined) throw new Error(`fire (${config.rule}): ${a.figure} fires but has no weapon to fire; the action should have been refused`);
    return w;
  };

  const live = (ctx: ReadContext<G>): readonly TableFigure[] =>
    derive(ctx.state.units, 'table:live', () => {
      const inPlay = config.inPlay;
      return inPlay ? ctx.board.figures().filter((f) => inPlay(ctx, ctx.unit(f.id))) : ctx.board.figures();
    });
  const enemies = (ctx: ReadContext<G>, side: string): readonly TableFigure[] => derive(ctx.state.units, `table:enemies:${side}`, () => live(ctx).filter((f) => f.side !== side));
  const sightOptions = (ctx: ReadContext<G>, ignore?: string) => {
    const s = state(ctx);
    return { ...(s ? { state: s } : {}), ...(ignore ? { ignore: [ignore] } : {}) };
  };
  /** Line of sight between two figures where they stand, remembered per position. */
  const seesFigure = (ctx: ReadContext<G>, a: TableFigure, b: TableFigure) => {
    const key = a.id < b.id ? `table:los:${a.id}|${b.id}` : `table:los:${b.id}|${a.id}`;
    const s = state(ctx);
    return ctx.board.cached(s ? `${key}:${JSON.stringify(s)}` : key, () => hasLineOfSight(ctx.board.table, a.at, b.at, sightOptions(ctx)));
  };
  const sees = (ctx: ReadContext<G>, a: TablePoint, b: TablePoint, ignore?: string) => hasLineOfSight(ctx.board.table, a, b, sightOptions(ctx, ignore));

  const block = (ctx: ReadContext<G>, u: UnitOf<G>): string | null => {
    const who = name(ctx, u.id);
    if (u.steps <= 0) return `${who} is out of action (killed or destroyed)`;
    const own = config.mayFire?.(ctx, u);
    if (own) return own;
    if (u.at === null) return `${who} is not on the table (${config.rule})`;
    if (weaponsOf(ctx, u.id).length === 0) return `the ${who} carries no weapon (${config.rule})`;
    if (flagOf(u, 'fired') === true) return `${who} has already fired this phase (${rules.sequence})`;
    return null;
  };

  /** A target where it stands (a figure, or a solid object's middle). */
  const targetOf = (ctx: ReadContext<G>, id: string): ShotTarget | null => {
    const f = ctx.board.figure(id);
    if (f) return { id, figure: f, at: f.at };
    const o = ctx.board.table.data.objects?.find((x) => x.id === id);
    return o ? { id, object: o.kind, at: centreOf(o.polygon) } : null;
  };

  const setupAt = (ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, along?: number): ShotSetup => {
    const wd = weapon(w);
    const object = target.object ? ctx.board.table.data.objects?.find((o) => o.id === target.id) : undefined;
    if (target.object && !object) throw new Error(`fire (${config.rule}): the target ${target.id} is a ${target.object} but no solid object of the table has that id`);
    const polygon = object?.polygon;
    const distance = polygon ? baseToPolygon(firer, polygon) : measure === 'centre' ? pointDistance(firer.at, target.at) : target.figure ? figureDistance(firer, { ...target.figure, at: target.at }, 'base') : distanceToBase(target.at, firer);
    const band = bandOf(wd, distance);
    return { by: firer.id, side: firer.side, firer, weapon: w, target, from: firer.at, distance, ...(band !== undefined ? { band } : {}), ...(along !== undefined ? { along } : {}) };
  };

  /** Why a figure's shot at a target (where it stands, or stood) is not allowed: range, the tables, arc, sight, a hopeless roll. */
  const shotProblem = (ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, standing: boolean, along?: number): FireProblem | null => {
    const wd = weapon(w);
    const setup = setupAt(ctx, firer, w, target, along);
    const reach = reachOf(wd);
    if (reach !== undefined && setup.distance > reach + TABLE_EPSILON) return rangeProblem(ctx, config, setup);
    const need = calc.need(ctx, setup);
    if (isProblem(need)) return need;
    const tname = target.figure ? name(ctx, target.id) : objectName(ctx, target.id);
    if (wd.indirect) {
      // Indirect fire: no arc or sight of its own; the side must have spotted the target.
      if (!spotted(ctx, firer.side).has(target.id)) return { code: 'sight', message: `your side has not spotted the ${tname}: the ${wd.name} of ${name(ctx, firer.id)} fires indirectly, only at what its side has spotted (${rules.sight})`, rule: rules.sight };
    } else {
      if (wd.arc !== undefined && !inFiringArc(firer.at, target, wd.arc)) return { code: 'arc', message: `the ${tname} is outside the ${wd.arc}° arc of the ${name(ctx, firer.id)} (${rules.arcs})`, rule: rules.arcs };
      const inSight = target.object ? sees(ctx, firer.at, target.at, target.id) : standing && target.figure ? seesFigure(ctx, firer, target.figure) : sees(ctx, firer.at, target.at);
      if (!inSight) return { code: 'sight', message: `${name(ctx, firer.id)} cannot see the ${tname} (${rules.sight})`, rule: rules.sight };
    }
    // Only a roll with no natural hit can be hopeless: then the modifiers decide.
    if (config.alwaysHits === undefined) {
      const odds = calc.odds(ctx, setup);
      if (isProblem(odds)) return odds;
      if (odds.chance <= 0) return { code: 'hopeless', message: `${name(ctx, firer.id)} cannot hit the ${tname}: no roll would do (${odds.rule})`, rule: odds.rule };
    }
    return null;
  };

  const spotted = (ctx: ReadContext<G>, side: string) => spottedBySide(ctx, config, side, live(ctx));
  const ruleOf = (ctx: ReadContext<G>, firer: TableFigure, w: string): TargetRule => config.targetRule?.(ctx, placedUnit(ctx, firer.id), w) ?? weapon(w).targets ?? 'any';

  const targets = (ctx: ReadContext<G>, firer: TableFigure, w: string): string[] => {
    const wd = weapon(w);
    const rule = ruleOf(ctx, firer, w);
    const reach = reachOf(wd);
    if (wd.template) {
      // Indirect fire: any spotted enemy in range; the template has no sight or arc of its own.
      const seen = spotted(ctx, firer.side);
      return enemies(ctx, firer.side)
        .filter((t) => seen.has(t.id) && (reach === undefined || setupAt(ctx, firer, w, { id: t.id, figure: t, at: t.at }).distance <= reach + TABLE_EPSILON))
        .map((t) => t.id);
    }
    if (wd.indirect) {
      // Indirect fire without a template: any enemy its side has spotted that it may hit (range, the tables, the roll).
      const seen = spotted(ctx, firer.side);
      return enemies(ctx, firer.side)
        .filter((t) => seen.has(t.id) && shotProblem(ctx, firer, w, { id: t.id, figure: t, at: t.at }, true) === null)
        .map((t) => t.id);
    }
    if (rule === 'nearest') {
      const hurtable = (f: TableFigure) => {
        const s = setupAt(ctx, firer, w, { id: f.id, figure: f, at: f.at });
        const o = reach !== undefined && s.distance > reach + TABLE_EPSILON ? null : calc.odds(ctx, s);
        return f.side !== firer.side && o !== null && !isProblem(o) && o.chance > 0;
      };
      const inPlay = new Set(live(ctx).map((f) => f.id));
      const s = state(ctx);
      const near = ctx.board.nearest(firer, { enemyOf: firer.side, measure, ...(reach !== undefined ? { maxDistance: reach } : {}), filter: (f) => inPlay.has(f.id) && hurtable(f), visibleOn: ctx.board.table, ...(s ? { state: s } : {}) });
      return near ? near.figures.map((f) => f.id) : [];
    }
    const seen = rule === 'spotted' ? spotted(ctx, firer.side) : null;
    const out: string[] = [];
    for (const t of enemies(ctx, firer.side)) {
      if (seen && !seen.has(t.id)) continue;
      if (shotProblem(ctx, firer, w, { id: t.id, figure: t, at: t.at }, true) === null) out.push(t.id);
    }
    for (const id of config.objectTargets?.(ctx, placedUnit(ctx, firer.id), w) ?? []) {
      const t = targetOf(ctx, id);
      if (t && shotProblem(ctx, firer, w, t, true) === null) out.push(id);
    }
    return out;
  };

  /** The other enemies within a weapon's `second` inches of the first target it may also fire at (seen, hurtable). */
  const seconds = (ctx: ReadContext<G>, firer: TableFigure, w: string, first: TableFigure): string[] => {
    const within = weapon(w).second;
    if (within === undefined) return [];
    const inPlay = new Set(live(ctx).map((f) => f.id));
    return ctx.board
      .within(first.at, within + 3, { measure: 'base' })
      .filter((f) => f.id !== first.id && f.side !== firer.side && inPlay.has(f.id) && figureDistance(f, first, 'base') <= within + TABLE_EPSILON)
      .filter((f) => {
        const o = calc.odds(ctx, setupAt(ctx, firer, w, { id: f.id, figure: f, at: f.at }));
        return !isProblem(o) && o.chance > 0 && (weapon(w).indirect ? spotted(ctx, firer.side).has(f.id) : sees(ctx, firer.at, f.at));
      })
      .map((f) => f.id);
  };

  const alongIntervals = (ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string): [number, number][] => {
    const mp = pathOf(ctx, targetId);
    const target = ctx.board.figure(targetId);
    if (!mp || mp.path.length < 2 || !target || target.side === firer.side || !live(ctx).some((f) => f.id === targetId)) return [];
    const wd = weapon(w);
    // Fire at a figure along its move is fire at what one sees it do: not a template's, nor indirect fire's.
    if (wd.template || wd.indirect) return [];
    // A weapon that cannot hurt the target (armour to a rifle) has nowhere to fire at it.
    const need = calc.need(ctx, setupAt(ctx, firer, w, { id: targetId, figure: target, at: target.at }));
    if (isProblem(need) && need.code === 'cannot-hurt') return [];
    const reach = reachOf(wd);
    if (reach !== undefined) {
      let near = Infinity;
      for (const [a, b] of legsOf(mp.path)) near = Math.min(near, pointSegmentDistance(firer.at, a, b));
      if (near > reach + TABLE_EPSILON) return [];
    }
    const arc = wd.arc !== undefined ? { width: wd.arc } : undefined;
    const windows = ctx.board.cached(`table:windows:${ctx.turn}:${ctx.active}:${firer.id}:${arc ? arc.width : 'all'}:${targetId}`, () =>
      sightWindows(ctx.board.table, firer.at, mp.path, { ...(arc ? { arc } : {}), reach: baseReach(target.base), step: 0.5 }).map((x) => [x.from, x.to] as [number, number]),
    );
    return reach === undefined ? windows.map((x) => [x[0], x[1]]) : intersectIntervals(windows, rangeIntervals(mp.path, firer.at, reach + TABLE_EPSILON));
  };

  /**
   * Why a shot at an enemy `along` inches into its move this player turn is not
   * allowed, or `null`: judged exactly at that point (range, the tables, arc,
   * sight), whatever the sampled stretches say.
   */
  const alongProblem = (ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string, along: number): string | null => {
    const mp = pathOf(ctx, targetId);
    const target = ctx.board.figure(targetId);
    const why = `${name(ctx, targetId)} was not in sight, arc and range of ${name(ctx, firer.id)} ${Math.round(along * 100) / 100}" into its move (${config.alongMoves?.rule ?? config.rule})`;
    if (!mp || mp.path.length < 2 || !target || target.side === firer.side || weapon(w).template || !live(ctx).some((f) => f.id === targetId)) return why;
    if (!(along >= 0 && along <= pathLength(mp.path) + TABLE_EPSILON)) return why;
    return shotProblem(ctx, firer, w, targetAlong(ctx, targetId, along), false, along) === null ? null : why;
  };

  /**
   * The points along an enemy's move (inches into it) a figure is offered to
   * fire at: each sampled stretch's ends and middle, kept only where the exact
   * check allows the shot, so that every point offered is accepted.
   */
  const alongPoints = (ctx: ReadContext<G>, firer: TableFigure, w: string, targetId: string): number[] => {
    const intervals = alongIntervals(ctx, firer, w, targetId);
    if (intervals.length === 0) return [];
    return ctx.board.cached(`table:along-points:${ctx.turn}:${ctx.active}:${firer.id}:${w}:${targetId}`, () => {
      const out = new Set<number>();
      for (const [a, b] of intervals) for (const at of [a, (a + b) / 2, b]) if (alongProblem(ctx, firer, w, targetId, at) === null) out.add(at);
      return [...out].sort((x, y) => x - y);
    });
  };

  const targetAlong = (ctx: ReadContext<G>, id: string, along: number): ShotTarget => {
    const f = figureOnTable(ctx, id);
    const mp = pathOf(ctx, id);
    if (!mp) throw new Error(`fire (${config.rule}): a shot at ${id} along its move, but it did not move this turn`);
    return { id, figure: f, at: positionAlong(mp, f.at, along) };
  };

  const everyTarget = (ctx: ReadContext<G>, firer: TableFigure, w: string) => {
    const out: { id: string; figure: TableFigure; aim: TablePosition; along?: number }[] = [];
    const seen = spotted(ctx, firer.side);
    for (const t of enemies(ctx, firer.side)) {
      if (seen.has(t.id) && shotProblem(ctx, firer, w, { id: t.id, figure: t, at: t.at }, true) === null) {
        out.push({ id: t.id, figure: t, aim: t.at });
        continue;
      }
      const points = alongPoints(ctx, firer, w, t.id);
      const mp = pathOf(ctx, t.id);
      // The point of its move best for the gunner: out of cover first, then nearest (none if it offers no point).
      let best: { along: number; score: number } | null = null;
      for (const at of points) {
        if (!mp) break;
        const p = pointAlongPath(mp.path, at);
        const score = (coverFrom(ctx.board.table, firer.at, p, sightOptions(ctx)).length > 0 ? 1000 : 0) + pointDistance(firer.at, p);
        if (!best || score < best.score) best = { along: at, score };
      }
      if (best) out.push({ id: t.id, figure: t, aim: targetAlong(ctx, t.id, best.along).at, along: best.along });
    }
    return out;
  };

  const pathOf = (ctx: ReadContext<G>, id: string) => (config.alongMoves ? config.alongMoves.moves(ctx)[id] : undefined);
  const movers = (ctx: ReadContext<G>, side: string): string[] => (config.alongMoves ? Object.keys(config.alongMoves.moves(ctx)).filter((id) => ctx.hasUnit(id) && ctx.unit(id).side !== side) : []);
  return { rules, measure, calc, weapon, state, firingSide, name, weaponsOf, fireWeapons, weaponFired, live, sees, block, targetOf, setupAt, shotProblem, spotted, ruleOf, targets, seconds, alongIntervals, alongProblem, alongPoints, targetAlong, everyTarget, pathOf, movers };
}
