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

/** The modifiers to a shot's roll: the config's (cover, the firer or the target moved), then the game's own. */
function shotModifiers<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup, need: N): RollModifier[] {
  const config = fire.config;
  const t = setup.target;
  const modifiers: RollModifier[] = [];
  for (const m of config.modifiers ?? []) {
    if (m.weapons && !m.weapons.includes(setup.weapon)) continue;
    if (m.when === 'cover') {
      const sources = coverSources(fire, ctx, setup.from, t);
      if (sources.length) modifiers.push({ why: `${m.why} (${[...new Set(sources)].join(', ')})`, n: m.n });
    } else if (m.when === 'firer-moved') {
      if (setup.firer && !setup.template && ctx.unit(setup.firer.id).flags?.['moved'] === true) modifiers.push({ why: m.why, n: m.n });
    } else if (t.figure && ctx.unit(t.id).flags?.['moved'] === true) modifiers.push({ why: m.why, n: m.n });
  }
  if (config.more) modifiers.push(...config.more(ctx, setup, need));
  return modifiers;
}

/** A shot's odds: the need, every modifier with its reason and the chance to hit; or why it is not allowed. @internal */
export function shotOdds<G extends TableSpec, N extends ShotNeed>(fire: FireParts<G, N>, ctx: ReadContext<G>, setup: ShotSetup): ShotOdds<N> | FireProblem {
  const config = fire.config;
  const w = weaponOf(config, setup.weapon);
  const need = shotNeed(fire, ctx, setup);
  if ('code' in need) return need;
  const rule = need.rule ?? w.rule ?? config.rule;
  const modifiers = shotModifiers(fire, ctx, setup, need);
  const die = config.die ?? 6;
  const check: CheckNeed = config.compare === 'atLeast' ? { atLeast: need.need } : { atMost: need.need - 1 };
  const full: CheckNeed = config.alwaysHits !== undefined ? { ...check, alwaysPasses: config.alwaysHits } : check;
  const chance = checkChance(full, modifiers.reduce((s, m) => s + m.n, 0), die);
  return { ...setup, need, modifiers, check: full, die, chance, rule };
}
