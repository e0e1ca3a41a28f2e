/**
 * A forecast read from a side's view alone, for a client that holds no state
 * (the online page, `hexwar/client`): the engine's forecast needs a whole
 * state, and a view names another side's hidden units by their markers, which
 * are no counters. Where the view hides nothing it is the view as a state;
 * where it hides units, a state drawn consistent with the view (the search's
 * determinization) stands in, since a forecast says only what the acting side
 * may see and so cannot depend on what is drawn under the markers.
 */
import { forecast, type ForecastResult } from '../engine/forecast';
import type { ActionArg, Spec } from '../engine/definition';
import type { Game } from '../engine/game';
import type { Action, MatchView, Position } from '../engine/types';
import { viewedState } from '../engine/view';
import { seeded } from './index';
import { determinize } from './search/determinize';

/**
 * What an action would do, as {@link forecast} says it, read from the acting
 * side's view: the same words a page holding the whole state shows, with
 * another side's hidden units as their markers.
 *
 * @example
 * ```ts
 * import { forecastSeen } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const f = forecastSeen(myitkyina, seat.view, { type: 'declareAttack', side: 'allied', hex: 'C6' });
 * if (f.ok) show(f.forecast.words); // the odds, the column, each result's chance; the defenders as markers
 * ```
 * @category Forecast
 */
export function forecastSeen<G extends Spec, P extends Position, const A extends Action = Action>(game: Game<G>, view: MatchView<unknown, P>, actionArg: ActionArg<G, A>): ForecastResult {
  const action = actionArg as Action;
  const hides = view.units.some((u) => u.hidden && u.side !== view.side);
  if (!hides) return forecast(game, viewedState(view), action);
  // Drawn from the view's step alone: the same view gives the same stand-in, and nothing secret seeds it.
  const draw = seeded(`forecast ${view.step}`);
  return forecast(game, determinize(game as never, view as never, (n) => draw.int(n)), action);
}
