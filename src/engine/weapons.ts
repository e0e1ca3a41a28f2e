/**
 * What a figure's weapons reach on a table: each weapon's arc of fire as
 * angles in the engine's facing convention and its range bands in inches, as
 * the game's fire verb reads them. A page draws them from this, with no code
 * of its own per game.
 *
 * @module
 */
import { Reader } from './context';
import type { ActionDefinition, AnySpec, ReadContext, Spec } from './definition';
import { admit } from './door';
import type { Game } from './game';
import type { MatchState, Position } from './types';

/**
 * One range band of a weapon, in inches from the firer.
 *
 * @category Forecast
 */
export interface WeaponBand {
  /** The band's name (`short`, `long`); absent for a weapon with a single range. */
  readonly band?: string;
  /** Where the band begins (0 for the first; a target exactly here is in the band before). */
  readonly from: number;
  /** Where it ends, inclusive. */
  readonly upTo: number;
}

/**
 * A weapon's arc of fire as it lies on the table now, in the engine's facing
 * convention: degrees counter-clockwise from east (0° east, 90° north),
 * each in [0, 360).
 *
 * @category Forecast
 */
export interface WeaponArc {
  /** The arc's middle: the figure's facing (plus the arc's offset, if any). */
  readonly centre: number;
  /** Its clockwise edge (`centre - width / 2`). */
  readonly from: number;
  /** Its counter-clockwise edge (`centre + width / 2`). */
  readonly to: number;
  /** Its full width in degrees. */
  readonly width: number;
}

/**
 * What one of a figure's weapons reaches, as its game's fire reads it.
 *
 * @category Forecast
 */
export interface WeaponReach {
  /** The weapon's id (the fire action's `weapon`). */
  readonly weapon: string;
  /** Its name in a player's words. */
  readonly name: string;
  /** Its arc of fire where the figure stands and faces now; absent for a weapon that fires all round. A figure with no facing (off the table) is taken to face east, as the engine takes it. */
  readonly arc?: WeaponArc;
  /** Its range bands, nearest first; empty for a weapon that reaches whatever it sees. */
  readonly bands: readonly WeaponBand[];
  /** How its range is measured: centre to centre, or base edge to base edge. */
  readonly measure: 'centre' | 'base';
  /** Inches from the figure's centre to where its bands are measured from: its base's reach when ranges run base edge to base edge (so a ring drawn at `drawnFrom + upTo` about the centre is the band's edge), else 0. */
  readonly drawnFrom: number;
  /** It lays a template: at its target's place (indirect fire, no arc or sight of its own) or at a point (a grenade). */
  readonly template?: 'target' | 'point';
  /** The rule its fire carries out. */
  readonly rule: string;
}

/** Degrees in [0, 360). @internal */
export const turnOf = (deg: number): number => {
  const d = ((deg % 360) + 360) % 360;
  return d === 0 ? 0 : d;
};

/**
 * The weapons a figure carries and what each reaches (its arc of fire as
 * angles in the engine's facing convention, its range bands in inches), as
 * the game's fire verb reads them: the same data that decides what it may
 * fire at. Empty for a unit whose game has no fire on a table, or that
 * carries no weapon. An id that is no unit of the match throws `unknown-unit`;
 * a damaged state, `bad-state`.
 *
 * @example
 * ```ts
 * for (const w of weaponsOf(pacificSkirmish, state, 'us-mg')) draw(w.arc, w.bands); // machinegun: 45° about its facing, out to 36"
 * ```
 * @category Forecast
 */
export function weaponsOf<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, figure: string): readonly WeaponReach[] {
  const ctx: ReadContext = new Reader(game, admit(game, state));
  ctx.unit(figure);
  const out: WeaponReach[] = [];
  const seen = new Set<string>();
  for (const verb of verbsOf(game)) {
    for (const w of verb.weapons?.(ctx, figure) ?? []) {
      if (seen.has(w.weapon)) continue;
      seen.add(w.weapon);
      out.push(w);
    }
  }
  return out;
}

/** Every verb of a game, each once: the game's, its phases', its procedures'. */
function verbsOf(game: Game<AnySpec>): Set<ActionDefinition<AnySpec, unknown>> {
  const d = game.definition;
  const tables = [d.actions, ...Object.values(d.phases ?? {}).map((p) => p?.actions), ...Object.values(d.procedures ?? {}).map((p) => p?.actions)];
  const out = new Set<ActionDefinition<AnySpec, unknown>>();
  for (const t of tables) for (const v of Object.values(t ?? {})) out.add(v);
  return out;
}
