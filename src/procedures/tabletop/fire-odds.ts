/**
 * The odds of a shot, by one pure function from its set-up: what the game's
 * tables need (or why there is no number), the modifiers as data with their
 * reasons and the game's own, and the chance to hit. The resolution rolls by
 * them, the target lists ask them whether a target can be hurt, and a
 * forecast shows them.
 *
 * @module
 */
import type { ReadContext, TableSpec } from '../../engine/definition';
import { checkChance, type CheckNeed, type RollModifier } from '../tables';
import { weaponOf, type FireProblem, type ShotNeed, type ShotOdds, type ShotSetup } from './fire';
import { coverSources } from './fire-cover';
import type { FireParts } from './fire-parts';
import { rangeProblem } from './fire-range';

/** What the game's tables need for a shot, or why there is no number (beyond its last band, cannot hurt). @internal */
export function shotNeed<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup): N | FireProblem {
  const w = weaponOf(fire.config, setup.weapon);
  // A weapon read by range bands has no number beyond its last band.
  if (!setup.template && w.bands && setup.band === undefined) return rangeProblem(fire, ctx, setup);
  const need = fire.config.need(ctx, setup);
  return typeof need === 'string' ? { code: 'cannot-hurt', message: need, rule: w.rule ?? fire.config.rule } : need;
}

/**
 * Each modifier to a shot's roll, in order: the config's (cover, the firer or
 * the target moved), then the game's own (`own`: as the game made it); its
 * reason a thunk, worded only by those who show it.
 */
function eachModifier<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup, need: N, take: (n: number, why: () => string, own?: RollModifier) => void): void {
  const config = fire.config;
  const t = setup.target;
  for (const m of config.modifiers ?? []) {
    if (m.weapons && !m.weapons.includes(setup.weapon)) continue;
    if (m.when === 'cover') {
      const sources = coverSources(fire, ctx, setup.from, t);
      if (sources.length) take(m.n, () => `${m.why} (${[...new Set(sources)].join(', ')})`);
    } else if (m.when === 'firer-moved') {
      if (setup.firer && !setup.template && ctx.unit(setup.firer.id).flags?.['moved'] === true) take(m.n, () => m.why);
    } else if (t.figure && ctx.unit(t.id).flags?.['moved'] === true) take(m.n, () => m.why);
  }
  // The game's own, as it made them.
  if (config.more) for (const m of config.more(ctx, setup, need)) take(m.n, () => m.why, m);
}

/** The check a shot's roll must pass for its need. */
function checkOf<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, need: N): CheckNeed {
  const config = fire.config;
  const check: CheckNeed = config.compare === 'atLeast' ? { atLeast: need.need } : { atMost: need.need - 1 };
  return config.alwaysHits !== undefined ? { ...check, alwaysPasses: config.alwaysHits } : check;
}

/** A shot's odds: the need, every modifier with its reason and the chance to hit; or why it is not allowed. @internal */
export function shotOdds<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup): ShotOdds<N> | FireProblem {
  const config = fire.config;
  const w = weaponOf(config, setup.weapon);
  const need = shotNeed(fire, ctx, setup);
  if ('code' in need) return need;
  const rule = need.rule ?? w.rule ?? config.rule;
  const modifiers: RollModifier[] = [];
  eachModifier(fire, ctx, setup, need, (n, why, own) => modifiers.push(own ?? { why: why(), n }));
  const die = config.die ?? 6;
  const full = checkOf(fire, need);
  const chance = checkChance(full, modifiers.reduce((s, m) => s + m.n, 0), die);
  return { ...setup, need, modifiers, check: full, die, chance, rule };
}

/**
 * A shot's chance to hit alone, as {@link shotOdds} works it out, or `null`
 * where the shot has no number (beyond its bands, cannot hurt): for weighing
 * many shots (a blast's every landing and figure) without their words. @internal
 */
export function shotChance<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup): number | null {
  const need = shotNeed(fire, ctx, setup);
  if ('code' in need) return null;
  let sum = 0;
  eachModifier(fire, ctx, setup, need, (n) => {
    sum += n;
  });
  return checkChance(checkOf(fire, need), sum, fire.config.die ?? 6);
}
