/**
 * The same race written for boardgame.io's Client: two players, 20 cells,
 * 40 turns each at most, one move of 1–3 cells per player turn.
 */
import { createRequire } from 'node:module';
import type * as ClientModule from 'boardgame.io/client';
import type * as CoreModule from 'boardgame.io/core';

// boardgame.io ships its subpaths as CommonJS folders without an exports map,
// which Node's ESM loader will not import; a Node user loads them with require.
const require = createRequire(import.meta.url);
const { Client } = require('boardgame.io/client') as typeof ClientModule;
const { INVALID_MOVE } = require('boardgame.io/core') as typeof CoreModule;

interface G {
  pos: [number, number];
}

/** The race as a boardgame.io game. */
export const RaceGame = {
  name: 'race',
  setup: (): G => ({ pos: [1, 1] }),
  moves: {
    run: ({ G, playerID }: { G: G; playerID: string }, cells: number) => {
      const p = Number(playerID);
      if (!(cells >= 1 && cells <= 3) || G.pos[p]! + cells > 20) return INVALID_MOVE;
      G.pos[p] = G.pos[p]! + cells;
    },
  },
  turn: { minMoves: 1, maxMoves: 1 },
  endIf: ({ G, ctx }: { G: G; ctx: { turn: number } }) => {
    if (G.pos[0] === 20) return { winner: '0' };
    if (G.pos[1] === 20) return { winner: '1' };
    if (ctx.turn > 80) return G.pos[0] === G.pos[1] ? { draw: true } : { winner: G.pos[0] > G.pos[1] ? '0' : '1' };
    return undefined;
  },
};

/** The moves open to a player: MCTSBot's `enumerate`. */
export const raceMoves = (G: G, ctx: { currentPlayer: string }) => [1, 2, 3].filter((c) => G.pos[Number(ctx.currentPlayer)]! + c <= 20).map((c) => ({ move: 'run', args: [c] }));

/** A fresh race as boardgame.io's state (what MCTSBot.play takes). */
export function bgioRaceState(): unknown {
  const client = Client({ game: RaceGame as never, numPlayers: 2 });
  client.start();
  const state = client.getState();
  client.stop();
  return state;
}

/** Plays one game with random legal moves; returns the number of moves made. */
export function playBgioRace(rnd: () => number): number {
  const client = Client({ game: RaceGame as never, numPlayers: 2 });
  client.start();
  let moves = 0;
  for (;;) {
    const state = client.getState()!;
    if (state.ctx.gameover) break;
    const p = Number(state.ctx.currentPlayer);
    const at = (state.G as G).pos[p]!;
    const options = [1, 2, 3].filter((c) => at + c <= 20);
    client.moves['run']!(options[Math.floor(rnd() * options.length)]);
    moves++;
  }
  client.stop();
  return moves;
}
