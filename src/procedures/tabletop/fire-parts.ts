/**
 * What every part of the tabletop's fire reads: the game's fire configuration
 * with what is worked out from it once (the rules cited, how ranges are
 * measured, the odds of a shot). Types only, so that every part may import it.
 *
 * Where a change to fire goes: who may fire and with what, `fire-firers.ts`;
 * who sees and spots whom, `fire-sight.ts`; ranges and bands, `fire-range.ts`;
 * arcs, `fire-arcs.ts`; cover, `fire-cover.ts`; modifiers, the need and the
 * chance, `fire-odds.ts`; whether one shot is allowed, `fire-shot.ts`; shots at
 * a point of an enemy's move, `fire-along.ts`; which targets a weapon may
 * pick, `fire-target-rules.ts`; what fire would do, `fire-foresee.ts`; the
 * verbs and the rolls, `fire-procedure.ts`.
 *
 * @module
 */
import type { TableSpec } from '../../engine/definition';
import type { Measure } from '../../tabletop/measure';
import type { FireConfig, ShotNeed } from './fire';

/** The sections of the rules fire cites, each the config's `rule` unless it names its own. @internal */
export interface FireRules {
  /** The sequence of play (who fires when). */
  readonly sequence: string;
  /** Ranges and range bands. */
  readonly ranges: string;
  /** Arcs of fire. */
  readonly arcs: string;
  /** Line of sight. */
  readonly sight: string;
  /** Spotting. */
  readonly spotting: string;
}

/**
 * One game's fire, as its parts read it: the configuration, and what is worked
 * out from it once. Built once per `tabletopFire`; every part of fire is a
 * plain function that takes it first (`shotProblem(fire, ctx, …)`).
 *
 * @internal
 */
export interface FireParts<G extends TableSpec, N extends ShotNeed> {
  /** The game's fire configuration. */
  readonly config: FireConfig<G, N>;
  /** The sections cited. */
  readonly rules: FireRules;
  /** How ranges are measured (the config's, centre to centre by default). */
  readonly measure: Measure;
}
