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
import type { Game } from './game-types';
import type { MatchState, Position } from './types';

import type { WeaponReach } from './forecast-types';

export type { WeaponArc, WeaponBand, WeaponReach } from './forecast-types';

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
 * import { weaponsOf } from 'hexwar';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
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
