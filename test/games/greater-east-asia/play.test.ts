/**
 * Scenario I bot against bot (28.0): the heuristic bots play to a result,
 * spending VP on reinforcements (6.0) and reorganizing corps (7.0); the same
 * seed and actions give the same game; the state stays strict JSON.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, describeEvent, playMatch, renderSvg, replay, strictJsonProblem, type GameEvent } from 'hexwar';
import { greaterEastAsia } from '../../../games/greater-east-asia';
import { MAP_COLUMNS, MAP_ROWS, WENCHOW } from '../../../games/greater-east-asia/data/map';
import { SCENARIO_1 } from '../../../games/greater-east-asia/data/scenario1';

describe('28.0 Scenario I, bot against bot', () => {
  const events: GameEvent[] = [];
  const game = playMatch(greaterEastAsia as never, { seed: 1, onAction: (_a, e) => events.push(...e) });

  it('plays from the players\' set-up to a result within the scenario\'s five turns', () => {
    expect(game.ended).toBe('result');
    expect(game.state.turn).toBeLessThanOrEqual(SCENARIO_1.turns.last);
    expect(game.state.result?.vp).toBeDefined();
    expect(events.filter((e) => e.type === 'setUp')).toHaveLength(125);
  });

  it('spends VP on reinforcements, reorganizes corps, moves by rail and by sea, and fights', () => {
    const count = (t: string) => events.filter((e) => e.type === t).length;
    expect(count('mobilized')).toBeGreaterThan(5);
    expect(count('combined')).toBeGreaterThan(0);
    expect(count('railMoved')).toBeGreaterThan(0);
    expect(count('combat')).toBeGreaterThan(5);
    expect(count('objectivesScored')).toBe(2 * game.state.turn);
  });

  it('every event has a log line in a player\'s words', () => {
    const state = game.state as never;
    for (const e of events) {
      const line = describeEvent(greaterEastAsia as never, state, e);
      if (line !== null) expect(line.startsWith(`${e.type}:`), line).toBe(false);
    }
  });

  it('the same seed and actions give the same game, in strict JSON', () => {
    const again = replay(greaterEastAsia as never, game.record);
    expect(JSON.stringify(again)).toBe(JSON.stringify(game.state));
    expect(strictJsonProblem(game.state)).toBeNull();
    expect(JSON.stringify(createMatch(greaterEastAsia as never, { seed: 9 }))).toBe(JSON.stringify(createMatch(greaterEastAsia as never, { seed: 9 })));
  });
});

describe('2.2 the map drawn (hexwar render)', () => {
  it('every hex of the printed grid, by its XXYY number, and every unit on the map', () => {
    const s = createMatch(greaterEastAsia as never, { seed: 1, options: { quickSetup: true } });
    const svg = renderSvg(greaterEastAsia as never, s as never);
    expect(svg.match(/<polygon data-hex=/g)).toHaveLength(MAP_COLUMNS * MAP_ROWS);
    expect(svg).toContain(`data-hex="${WENCHOW}"`);
    const onMap = s.units.filter((u) => u.at !== null);
    expect(svg.match(/data-unit=/g)).toHaveLength(onMap.length);
  });
});
