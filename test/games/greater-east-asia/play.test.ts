/**
 * Scenario I bot against bot (28.0): the heuristic bots play to a result,
 * spending VP on reinforcements (6.0) and reorganizing corps (7.0); the same
 * seed and actions give the same game; the state stays strict JSON.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, describeEvent, playMatch, renderSvg, replay, type GameEvent } from 'hexwar';
import { strictJsonProblem } from 'hexwar/bots';
import { greaterEastAsia } from '../../../games/greater-east-asia';
import { MAP_COLUMNS, MAP_ROWS, WENCHOW } from '../../../games/greater-east-asia/data/map';
import { SCENARIO_1 } from '../../../games/greater-east-asia/data/scenario1';

describe('28.0 Scenario I, bot against bot', () => {
  const events: GameEvent[] = [];
  const game = playMatch(greaterEastAsia as never, { seed: 1, onAction: (_a, e) => events.push(...e) });

  it('plays from the players\' set-up through the sequence of play (4.2), turn by turn, to a result within the scenario\'s five turns', () => {
    expect(game.ended).toBe('result');
    expect(events.filter((e) => e.type === 'setUp')).toHaveLength(125);
    // 4.2: each player turn's phases a) to f), g) Supply Attrition only on a summer turn (III: 1942's third, turn 4 of Scenario I), the
    // Japanese first; then the Victory Point, Victory Check and Turn Advance Phases. The last turn's advance ends the game (3.1).
    const playerTurn = (turn: number, side: string) => [
      ...['mobilization', 'reorganization', 'firstMovement', 'firstCombat', 'secondMovement', 'secondCombat'].map((phase) => `${turn} ${side} ${phase}`),
      ...(turn === 4 ? [`${turn} ${side} supplyAttrition`] : []),
    ];
    const outline = ['0 - alliedSetup'];
    for (let turn = 1; turn <= SCENARIO_1.turns.last; turn++) outline.push(...playerTurn(turn, 'japanese'), ...playerTurn(turn, 'allied'), `${turn} - victoryPoints`, `${turn} - victoryCheck`, `${turn} - turnAdvance`);
    outline.push(`${SCENARIO_1.turns.last} - over`);
    const seen = events.filter((e) => e.type === 'phaseChanged').map((e) => `${e['turn']} ${e['side'] ?? '-'} ${e['phase']}`);
    if (events.some((e) => e.type === 'automaticVictory')) {
      // An automatic victory (27.1, 27.2) ends the game in a Victory Check Phase: the outline up to there.
      expect(seen.at(-2)).toMatch(/ victoryCheck$/);
      expect(seen.slice(0, -1)).toEqual(outline.slice(0, seen.length - 1));
    } else expect(seen).toEqual(outline);
    // Each thing is done in its own phase: mobilization (6.1), combining (7.3), rail movement only in the 1st Movement Phase (8.12),
    // attacks in the Combat Phases, supply attrition in its phase, VP in the Victory Point Phase (5.2).
    const allowed: Record<string, readonly string[]> = {
      mobilized: ['mobilization'],
      combined: ['reorganization'],
      railMoved: ['firstMovement'],
      attackDeclared: ['firstCombat', 'secondCombat'],
      combat: ['firstCombat', 'secondCombat'],
      attrition: ['supplyAttrition'],
      objectivesScored: ['victoryPoints'],
    };
    let phase = 'japaneseSetup';
    const checked = new Map<string, number>();
    for (const e of events) {
      if (e.type === 'phaseChanged') phase = String(e['phase']);
      const where = allowed[e.type];
      if (!where) continue;
      expect(where, `${e.type} in the ${phase} phase`).toContain(phase);
      checked.set(e.type, (checked.get(e.type) ?? 0) + 1);
    }
    // The bots did each of those things at least once.
    expect([...checked.keys()].sort()).toEqual(Object.keys(allowed).sort());
  });

  it('the result is the one the victory conditions give for the final VP: automatic victory on a 50 VP lead or a side at zero VP (27.1, 27.2), else more VP after turn 5 wins (1.0)', () => {
    const result = game.state.result as { winner: string | null; level: string; vp: { japanese: number; allied: number }; reason: string };
    const { turn, tracks } = game.state as { turn: number; tracks: Record<string, number> };
    const [j, a] = [tracks['vp.japanese']!, tracks['vp.allied']!];
    // The result's VP are the tracks' at the end.
    expect(result.vp).toEqual({ japanese: j, allied: a });
    const lead = j - a;
    const atZero = j <= 0 ? 'japanese' : a <= 0 ? 'allied' : null;
    const lastScored = (side: string) => events.filter((e) => e.type === 'objectivesScored' && e['side'] === side).at(-1)?.['total'] as number;
    const automatic = events.filter((e) => e.type === 'automaticVictory');
    if (atZero) {
      expect(result).toMatchObject({ winner: atZero === 'japanese' ? 'allied' : 'japanese', level: 'automatic victory' });
      expect(result.reason).toContain(`VP reached zero on turn ${turn} (27.2)`);
    } else if (Math.abs(lead) >= 50) {
      expect(result).toMatchObject({ winner: lead > 0 ? 'japanese' : 'allied', level: 'automatic victory' });
      expect(result.reason).toContain(`a lead of ${Math.abs(lead)} VP (50 needed) in the Victory Check Phase of turn ${turn} (27.1)`);
      expect(automatic).toEqual([expect.objectContaining({ winner: result.winner, lead: Math.abs(lead) })]);
      // The check follows the Victory Point Phase: the VP are the totals just scored.
      expect([j, a]).toEqual([lastScored('japanese'), lastScored('allied')]);
    } else {
      // No automatic victory: the game ran all five turns, and the side with more VP won (equal is a draw).
      expect(automatic).toEqual([]);
      expect(turn).toBe(SCENARIO_1.turns.last);
      expect(events.filter((e) => e.type === 'objectivesScored')).toHaveLength(2 * SCENARIO_1.turns.last);
      // Nothing changes the VP after turn 5's Victory Point Phase: the totals scored there decide.
      expect([j, a]).toEqual([lastScored('japanese'), lastScored('allied')]);
      expect(result).toMatchObject(lead === 0 ? { winner: null, level: 'draw' } : { winner: lead > 0 ? 'japanese' : 'allied', level: 'victory' });
      expect(result.reason).toContain(lead === 0 ? `equal VP at the end of turn 5: ${j} each` : `${Math.max(j, a)} VP to ${Math.min(j, a)} at the end of turn 5 (1.0)`);
    }
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
