/**
 * `listChoices`: the one lister the page and the terminal share. Listable
 * actions one by one, a shot along a move once per point offered, an open
 * field filled by the engine's example before any draw, said so; and in real
 * games every choice it lists is one the rules accept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listChoices, playMatch, heuristicBot, view, type ActionDescriptor, type Game, type MatchState, type OpenSampler } from '../../src';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { beachAssault } from '../../games/beach-assault';

const point: OpenSampler = (_f, draw) => [draw(10), draw(10)];

describe('listChoices', () => {
  it('lists the listable actions first, one by one, saying nothing of them', () => {
    const move: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'b1' }, choose: { to: ['A1', 'A2'] } };
    expect(listChoices([move], () => 0)).toEqual([
      { action: { type: 'move', side: 'blue', unit: 'b1', to: 'A1' } },
      { action: { type: 'move', side: 'blue', unit: 'b1', to: 'A2' } },
    ]);
  });

  it('a shot along a move: once for each point the engine offers, none drawn', () => {
    const shot: ActionDescriptor = { type: 'fire', side: 'blue', fixed: { unit: 'mg' }, open: { along: { kind: 'along', points: [0, 2, 5] } } };
    expect(listChoices([shot], () => 0).map((c) => [c.action['along'], c.filled])).toEqual([
      [0, undefined],
      [2, undefined],
      [5, undefined],
    ]);
  });

  it("the engine's example fills a field before any draw; a field without one is drawn by the game's sampler; one with neither is left to words", () => {
    const example: ActionDescriptor = { type: 'move', side: 'blue', fixed: { unit: 'hale' }, open: { path: { kind: 'point', witness: [3, 4] } } };
    const drawnToo: ActionDescriptor = { type: 'aim', side: 'blue', fixed: { unit: 'mortar' }, open: { at: { kind: 'point' } } };
    const neither: ActionDescriptor = { type: 'order', side: 'blue', open: { order: { kind: 'arrival-order' } } };
    const listed = listChoices([example, drawnToo, neither], (n) => n - 1, { point });
    expect(listed).toEqual([
      { action: { type: 'move', side: 'blue', unit: 'hale', path: [3, 4] }, filled: 'example' },
      { action: { type: 'aim', side: 'blue', unit: 'mortar', at: [9, 9] }, filled: 'drawn' },
    ]);
  });

  it('the same draws give the same list (a menu holds still while the player thinks)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const aim: ActionDescriptor = { type: 'aim', side: 'blue', fixed: { unit: 'mortar' }, open: { at: { kind: 'point' } } };
        const stream = () => {
          let s = seed;
          return (n: number) => (s = (s * 48271) % 0x7fffffff) % n;
        };
        expect(listChoices([aim], stream(), { point })).toEqual(listChoices([aim], stream(), { point }));
      }),
      { numRuns: 50 }
    );
  });

  // Every seventh position of a bot game of each table game: what the page and the terminal offer, the rules accept.
  for (const game of [pacificSkirmish, beachAssault] as unknown as Game[]) {
    it(`${game.definition.title}: every choice listed is legal`, () => {
      let checked = 0;
      for (const seed of [1]) {
        const states: MatchState[] = [];
        playMatch(game, { seed, maxSteps: 400, bots: heuristicBot, onAction: (_a, _e, s) => void states.push(s) });
        for (const state of states.filter((_, i) => i % 7 === 0)) {
          for (const side of game.actingSides(state)) {
            let s = state.step + 1;
            const draw = (n: number) => (s = (s * 48271) % 0x7fffffff) % n;
            for (const c of listChoices(view(game, state, side).actions, draw, game.definition.samplers)) {
              expect(game.check(state, c.action), JSON.stringify(c.action)).toBeNull();
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
