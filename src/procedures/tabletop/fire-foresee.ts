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
import { isProblem, templateRadius, weaponOf, type ShotNeed, type ShotOdds, type Strike } from './fire';
import { inFiringArc } from './fire-arcs';
import { fireWeapons, whyNotFire } from './fire-firers';
import { shotChance, shotOdds } from './fire-odds';
import type { FireParts } from './fire-parts';
import { beyondReach, setupAt } from './fire-range';
import { liveFigures, sees } from './fire-sight';

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

/** A strike's chance to land on its aim and each figure's chance to be hit (an arrow weighed at `bearings` bearings), before its rolls. @internal */
export function blast<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, s: Strike, bearings?: number): BlastForecast {
  const rule = fire.config.rule;
  const w = weaponOf(fire.config, s.weapon);
  const tpl = w.template;
  if (!tpl) throw new Error(`fire (${rule}): a blast of the ${w.name}, which lays no template`);
  const landingsOf = () => {
    if (tpl.table) return scatterChances(tpl.table, { from: s.from, target: s.aim });
    if (tpl.die) return dieScatterChances(tpl.die, s.aim, tpl.distanceDie ?? 6, bearing(s.from, s.aim), bearings);
    throw new Error(`fire (${rule}): the ${w.name}'s template scatters by a table or a direction die, and it has neither`);
  };
  const landings = landingsOf();
  const radius = templateRadius(tpl);
  const figures = liveFigures(fire, ctx);
  const index = indexFigures(figures);
  const chance = new Map<string, { side: string; chance: number }>();
  let onTarget = 0;
  for (const l of landings) {
    if (pointDistance(l.point, s.aim) < 1e-9) onTarget += l.chance;
    // As the strike rolls: at every figure under it, from where it landed.
    for (const f of figuresWithin(index, l.point, radius, { measure: 'base' })) {
      const hit = shotChance(fire, ctx, { by: s.by, side: s.side, weapon: s.weapon, target: { id: f.id, figure: f, at: f.at }, from: l.point, distance: pointDistance(l.point, f.at), template: true });
      if (hit !== null) chance.set(f.id, { side: f.side, chance: (chance.get(f.id)?.chance ?? 0) + l.chance * hit });
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
}

/** The shots each enemy figure free to fire could take at a figure if it stood at `at`: range, arc, sight and odds as a shot is judged; templates left out. @internal */
export function threats<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, figure: TableFigure, at: TablePosition): Threat<N>[] {
  const there = { ...figure, at };
  const target = { id: figure.id, figure: there, at };
  const out: Threat<N>[] = [];
  for (const e of liveFigures(fire, ctx)) {
    if (e.side === figure.side || whyNotFire(fire, ctx, ctx.unit(e.id)) !== null) continue;
    const shots: ShotOdds<N>[] = [];
    for (const w of fireWeapons(fire, ctx, e.id)) {
      const wd = weaponOf(fire.config, w);
      if (wd.template) continue;
      const setup = setupAt(fire, ctx, e, w, target);
      if (beyondReach(wd, setup.distance) || (wd.arc !== undefined && !inFiringArc(e.at, target, wd.arc)) || !sees(fire, ctx, e.at, at)) continue;
      const o = shotOdds(fire, ctx, setup);
      if (!isProblem(o) && o.chance > 0) shots.push(o);
    }
    if (shots.length) out.push({ by: e.id, shots });
  }
  return out;
}
