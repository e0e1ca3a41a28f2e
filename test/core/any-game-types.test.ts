/**
 * `AnySpec` is the erased "some game": a game typed by its own spec, hex or
 * tabletop, passes where any `Game` is expected with no cast, and code that
 * needs hexes says so with `HexSpec`. Each `@ts-expect-error` below fails the
 * type check (run by `npm test` before vitest) if the line after it compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, heuristicBot, view, type AnySpec, type BoardOf, type Game, type ReadContext } from '../../src';
import { HexBoard, type HexSpec } from '../../src/public/hex';
import { TableBoard } from '../../src/public/tabletop';
import { meiktila } from '../../games/meiktila';
import { pacificSkirmish } from '../../games/pacific-skirmish';

/** Where the engine holds games of every kind: a registry, a bot, a host. */
const registry: readonly Game[] = [meiktila, pacificSkirmish];

function hexOnly(game: Game<HexSpec>): string {
  return game.id;
}

function types(ctx: ReadContext<HexSpec>): void {
  // A hex game's board is a hex board; a tabletop's a tabletop.
  expectTypeOf(ctx.board).toEqualTypeOf<HexBoard>();
  expectTypeOf<BoardOf<NonNullable<(typeof pacificSkirmish)['spec']>>>().toExtend<TableBoard>();
  // The erased spec takes either board, both ways.
  expectTypeOf<HexBoard>().toExtend<AnySpec['board']>();
  expectTypeOf<TableBoard>().toExtend<AnySpec['board']>();
  hexOnly(meiktila);
  // @ts-expect-error: a tabletop game is not a hex game
  hexOnly(pacificSkirmish);
}
void types;

describe('AnySpec (any game)', () => {
  it('holds a hex game and a tabletop game together, and plays each', () => {
    expect(registry.map((g) => g.id)).toEqual([meiktila.id, pacificSkirmish.id]);
    for (const game of registry) {
      const state = createMatch(game, { seed: 3 });
      const side = game.actingSides(state)[0]!;
      const action = heuristicBot(1, game).choose(view(game, state, side));
      expect(game.apply(state, action).ok).toBe(true);
    }
  });
});
