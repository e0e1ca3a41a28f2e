/**
 * What the engine hands back is typed by the game it was given: a loaded,
 * played or actor-held match's state has the game's positions, flags and
 * sides, with no cast. A bot factory takes the seeds `playMatch` gives it
 * (whole numbers or text), a counter on a table carries its figure's fields,
 * and every chance event is a `GameEvent` as it is. Each `@ts-expect-error`
 * below fails the type check (run by `npm test` before vitest) if the line
 * after it compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createMatch, createMatchActor, heuristicBot, loadMatch, playMatch, recordOf, saveMatch, type CounterData,
  type GameEvent, type JsonValue
} from '../../src';
import { type TablePosition, type TableState } from '../../src/public/tabletop';
import { type RandomEvent } from '../../src/public/random';
import { meiktila } from '../../games/meiktila';
import { pacificSkirmish } from '../../games/pacific-skirmish';

function types(): void {
  const state = createMatch(pacificSkirmish, { seed: 1 });
  const loaded = loadMatch(pacificSkirmish, saveMatch(recordOf(state), state));
  expectTypeOf(loaded.state.units[0]!.at).toEqualTypeOf<TablePosition | null>();
  // @ts-expect-error: a table game's units stand at points, not hex labels
  const label: string | null = loaded.state.units[0]!.at;
  const played = playMatch(meiktila, { seed: 1, onAction: (_a, _e, after) => expectTypeOf(after.units[0]!.at).toEqualTypeOf<string | null>() });
  expectTypeOf(played.state.units[0]!.at).toEqualTypeOf<string | null>();
  expectTypeOf(createMatchActor(pacificSkirmish, { seed: 1 }).getSnapshot().context.state.units[0]!.at).toEqualTypeOf<TablePosition | null>();
  // playMatch gives each side's bot a seed of its own, text when the match seed is text.
  heuristicBot('match-7/bot0', meiktila);
  expectTypeOf<CounterData['team']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<RandomEvent>().toExtend<GameEvent>();
  expectTypeOf<TableState>().toExtend<JsonValue>();
  void label;
}
void types;

describe('typed results', () => {
  it('loads a saved tabletop match back into the same state', () => {
    const state = createMatch(pacificSkirmish, { seed: 5 });
    const loaded = loadMatch(pacificSkirmish, saveMatch(recordOf(state), state));
    expect(loaded.state).toEqual(state);
    expect(loaded.state.units.some((u) => u.at !== null && typeof u.at === 'object')).toBe(true);
  });
  it('makes a bot from a text seed', () => {
    const state = createMatch(meiktila, { seed: 'text' });
    const side = meiktila.actingSides(state)[0]!;
    expect(meiktila.legalActions(state, side).length).toBeGreaterThan(0);
    expect(typeof heuristicBot('text/bot0', meiktila).name).toBe('string');
  });
});
