/**
 * A forecast from a view alone (issue 36 item 5: the online page's forecast
 * failed with hidden units, "units[17].id has no counter jp-01"): the words a
 * page holding the whole state shows, read from the acting side's view.
 */
import { describe, expect, it } from 'vitest';
import { expandActions, forecast, forecastSeen, playMatch, view, type Action, type ForecastResult, type Game, type MatchState } from '../../src';
import { myitkyina as myitkyinaGame } from '../../games/myitkyina';
import { meiktila as meiktilaGame } from '../../games/meiktila';

const myitkyina = myitkyinaGame as unknown as Game;
const meiktila = meiktilaGame as unknown as Game;
/** A forecast's words, or the refusal that stood in their way. */
const words = (f: ForecastResult): readonly string[] => (f.ok ? f.forecast.words : [`refused: ${f.error.message}`]);

/** Every state of a bot game where `side` acts, with the actions it may take that have a forecast of their own. */
function forecastable(game: Game, seed: number, side: string, steps: number): [MatchState, Action][] {
  const out: [MatchState, Action][] = [];
  playMatch(game, {
    seed,
    maxSteps: steps,
    onAction: (_a, _e, s) => {
      if (!game.actingSides(s).includes(side)) return;
      for (const a of expandActions(view(game, s, side).actions).slice(0, 40)) {
        const f = forecast(game, s, a);
        if (f.ok && (f.forecast.attack || f.forecast.shots?.length)) out.push([s, a]);
      }
    },
  });
  return out;
}

describe('forecastSeen: a forecast from the acting side\'s view', () => {
  it('Myitkyina, the Allied attacking hidden Japanese counters: the same words as from the whole state', () => {
    let hidden = 0;
    let n = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const [s, a] of forecastable(myitkyina, seed, 'allied', 300)) {
        const v = view(myitkyina, s, 'allied');
        if (v.units.some((u) => u.hidden && u.side !== 'allied')) hidden++;
        const seen = forecastSeen(myitkyina, v, a);
        expect(seen.ok, JSON.stringify(seen)).toBe(true);
        expect(words(seen)).toEqual(words(forecast(myitkyina, s, a)));
        n++;
      }
    }
    expect(n).toBeGreaterThan(10);
    expect(hidden).toBeGreaterThan(5);
  });

  it('a game that hides nothing reads the view as the state (Meiktila)', () => {
    const cases = forecastable(meiktila, 2, 'allied', 200).slice(0, 20);
    expect(cases.length).toBeGreaterThan(0);
    for (const [s, a] of cases) expect(words(forecastSeen(meiktila, view(meiktila, s, 'allied'), a))).toEqual(words(forecast(meiktila, s, a)));
  });
});
