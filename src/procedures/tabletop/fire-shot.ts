/**
 * One shot, judged: what a target is (a figure, or a solid object's middle),
 * and why a figure's shot at it is not allowed, the parts asked in turn
 * (range, the tables, arc, sight or spotting, a hopeless roll).
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import type { TableFigure } from '../../tabletop/figures';
import { centreOf, isProblem, objectName, weaponOf, type FireProblem, type ShotNeed, type ShotTarget } from './fire';
import { figureName } from './common';
import { arcProblem, inFiringArc } from './fire-arcs';
import { shotNeed, shotOdds } from './fire-odds';
import type { FireParts } from './fire-parts';
import { beyondReach, rangeProblem, setupAt } from './fire-range';
import { sees, seesFigure, spotted } from './fire-sight';

/** A target where it stands (a figure, or a solid object's middle), or `null` if there is none by that id. @internal */
export function targetOf<G extends TableSpec>(ctx: ReadContext<G>, id: string): ShotTarget | null {
  const f = ctx.board.figure(id);
  if (f) return { id, figure: f, at: f.at };
  const o = ctx.board.table.data.objects?.find((x) => x.id === id);
  return o ? { id, object: o.kind, at: centreOf(o.polygon) } : null;
}

/**
 * Why a figure's shot at a target (where it stands, or stood `along` inches
 * into its move) is not allowed: range, the tables, arc, sight (spotting, for
 * indirect fire), a hopeless roll; or `null`. `standing`: the target is where
 * it stands now, so sight between the two figures is remembered. @internal
 */
export function shotProblem<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, standing: boolean, along?: number): FireProblem | null {
  return judgeShot(fire, ctx, firer, w, target, standing, along, true);
}

/** A refusal not put into words: what {@link shotAllowed} answers with. */
const UNWORDED: FireProblem = { code: 'range', message: 'refused', rule: '' };

/**
 * Whether a figure's shot at a target is allowed: {@link shotProblem}'s
 * judgement without the words of a refusal, for the listings, which ask it of
 * every firer and target and keep only the shots allowed. @internal
 */
export function shotAllowed<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, standing: boolean, along?: number): boolean {
  return judgeShot(fire, ctx, firer, w, target, standing, along, false) === null;
}

/** The judgement of a shot, refusals worded (`words`) or not. */
function judgeShot<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, firer: TableFigure, w: string, target: ShotTarget, standing: boolean, along: number | undefined, words: boolean): FireProblem | null {
  const wd = weaponOf(fire.config, w);
  const setup = setupAt(fire, ctx, firer, w, target, along);
  if (beyondReach(wd, setup.distance)) return words ? rangeProblem(fire, ctx, setup) : UNWORDED;
  const need = shotNeed(fire, ctx, setup);
  if (isProblem(need)) return need;
  // The target's name only for a refusal's words: the listing asks this of every firer and target.
  const tname = () => (target.figure ? figureName(ctx, target.id) : objectName(ctx, target.id));
  const sight = fire.rules.sight;
  if (wd.indirect) {
    // Indirect fire: no arc or sight of its own; the side must have spotted the target.
    if (!spotted(fire, ctx, firer.side).has(target.id)) return !words ? UNWORDED : { code: 'sight', message: `your side has not spotted the ${tname()}: the ${wd.name} of ${figureName(ctx, firer.id)} fires indirectly, only at what its side has spotted (${sight})`, rule: sight };
  } else {
    if (!words) {
      if (wd.arc !== undefined && !inFiringArc(firer.at, target, wd.arc)) return UNWORDED;
    } else {
      const outside = arcProblem(fire, ctx, firer, wd, target, tname);
      if (outside) return outside;
    }
    const inSight = target.object ? sees(fire, ctx, firer.at, target.at, target.id) : standing && target.figure ? seesFigure(fire, ctx, firer, target.figure) : sees(fire, ctx, firer.at, target.at);
    if (!inSight) return !words ? UNWORDED : { code: 'sight', message: `${figureName(ctx, firer.id)} cannot see the ${tname()} (${sight})`, rule: sight };
  }
  // Only a roll with no natural hit can be hopeless: then the modifiers decide.
  if (fire.config.alwaysHits === undefined) {
    const odds = shotOdds(fire, ctx, setup);
    if (isProblem(odds)) return odds;
    if (odds.chance <= 0) return !words ? UNWORDED : { code: 'hopeless', message: `${figureName(ctx, firer.id)} cannot hit the ${tname()}: no roll would do (${odds.rule})`, rule: odds.rule };
  }
  return null;
}
