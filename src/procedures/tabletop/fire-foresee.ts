/**
 * What fire would do, foreseen without rolling: a template's strike over every
 * place its scatter may put it, and the shots the enemy could take at a figure
 * wherever it might stand. The forecasts of template fire and the bots build on it.
 *
 * @module
 */
import type { ReadContext } from '../../engine/definition';
import type { BlastForecast } from '../../engine/forecast';
import type { TableSpec } from '../../engine/definition';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { bearing, pointDistance } from '../../tabletop/geometry';
import { dieScatterChances, scatterChances } from '../../tabletop/scatter';
import { figuresWithin, indexFigures } from '../../tabletop/spatial';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { inFiringArc, reachOf, templateRadius, type ShotNeed, type ShotOdds, type Strike } from './fire';
import { fireTargets, isProblem } from './fire-targets';

/**
 * The shots one enemy figure could take at a figure standing at a point
 * (see the fire procedure's `threats`).
 *
 * @category Tabletop procedures
 */
export interface Threat<N extends ShotNeed = ShotNeed> {
  /** The enemy figure that could fire. */
  readonly by: string;
  /** Each of its weapons that would reach, with the odds. */
  readonly shots: readonly ShotOdds<N>[];
}

/** The fire procedure's foresight: `blast` and `threats`, on its own targets and odds (`rule`: the fire rule, cited where a weapon names none). @internal */
export function foresight<G extends TableSpec, N extends ShotNeed>(t: ReturnType<typeof fireTargets<G, N>>, rule: string) {
  const { calc, weapon, live, block, fireWeapons, setupAt, sees } = t;

  /** A strike's chance to land on its aim and each figure's chance to be hit (an arrow weighed at `bearings` bearings). */
  const blast = (ctx: ReadContext<G>, s: Strike, bearings?: number): BlastForecast => {
    const w = weapon(s.weapon);
    const tpl = w.template;
    if (!tpl) throw new Error(`fire (${rule}): a blast of the ${w.name}, which lays no template`);
    const landingsOf = () => {
      if (tpl.table) return scatterChances(tpl.table, { from: s.from, target: s.aim });
      if (tpl.die) return dieScatterChances(tpl.die, s.aim, tpl.distanceDie ?? 6, bearing(s.from, s.aim), bearings);
      throw new Error(`fire (${rule}): the ${w.name}'s template scatters by a table or a direction die, and it has neither`);
    };
    const landings = landingsOf();
    const radius = templateRadius(tpl);
    const figures = live(ctx);
    const index = indexFigures(figures);
    const chance = new Map<string, { side: string; chance: number }>();
    let onTarget = 0;
    for (const l of landings) {
      if (pointDistance(l.point, s.aim) < 1e-9) onTarget += l.chance;
      // As the strike rolls: at every figure under it, from where it landed.
      for (const f of figuresWithin(index, l.point, radius, { measure: 'base' })) {
        const o = calc.odds(ctx, { by: s.by, side: s.side, weapon: s.weapon, target: { id: f.id, figure: f, at: f.at }, from: l.point, distance: pointDistance(l.point, f.at), template: true });
        if (!isProblem(o)) chance.set(f.id, { side: f.side, chance: (chance.get(f.id)?.chance ?? 0) + l.chance * o.chance });
      }
    }
    return {
      by: s.by,
      weapon: w.name,
      aim: { x: Math.round(s.aim.x * 100) / 100, y: Math.round(s.aim.y * 100) / 100 },
      onTarget,
      figures: [...chance].map(([id, c]) => ({ id, side: c.side, chance: c.chance })).sort((a, b) => b.chance - a.chance || (a.id < b.id ? -1 : 1)),
      rule: w.rule ?? rule,
    };
  };

  /** The shots each enemy figure free to fire could take at a figure if it stood at `at`: range, arc, sight and odds as a shot is judged; templates left out. */
  const threats = (ctx: ReadContext<G>, figure: TableFigure, at: TablePosition): Threat<N>[] => {
    const there = { ...figure, at };
    const target = { id: figure.id, figure: there, at };
    const out: Threat<N>[] = [];
    for (const e of live(ctx)) {
      if (e.side === figure.side || block(ctx, ctx.unit(e.id)) !== null) continue;
      const shots: ShotOdds<N>[] = [];
      for (const w of fireWeapons(ctx, e.id)) {
        const wd = weapon(w);
        if (wd.template) continue;
        const setup = setupAt(ctx, e, w, target);
        const reach = reachOf(wd);
        if ((reach !== undefined && setup.distance > reach + TABLE_EPSILON) || (wd.arc !== undefined && !inFiringArc(e.at, target, wd.arc)) || !sees(ctx, e.at, at)) continue;
        const o = calc.odds(ctx, setup);
        if (!isProblem(o) && o.chance > 0) shots.push(o);
      }
      if (shots.length) out.push({ by: e.id, shots });
    }
    return out;
  };

  return { blast, threats };
}
