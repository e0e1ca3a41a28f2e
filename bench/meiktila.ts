/**
 * What a front end receives: the largest view either side of A Master Stroke:
 * The Battle for Meiktila gets at any step of heuristic-bot games. (Its speed
 * per action is measured against Waterloo in `waterloo.ts`.)
 */
import { createMatch, view, type Game, type MatchState } from '../src/engine';
import { heuristicBot } from '../src/bots';
import { playMatch } from '../src/play';
import { meiktila } from '../games/meiktila';
import type { Row } from './hexcore';

export function runMeiktila(): Row[] {
  const game = meiktila as unknown as Game;
  // The largest view either side gets at any step of bot games (what a front end receives).
  let largest = 0;
  let where = '';
  for (const seed of [1, 2, 3]) {
    const played = playMatch(game, { seed, bots: heuristicBot });
    let st: MatchState = createMatch(game, { seed });
    const check = (s2: MatchState, step: number) => {
      for (const side of game.sides) {
        const bytes = Buffer.byteLength(JSON.stringify(view(game, s2, side)));
        if (bytes > largest) [largest, where] = [bytes, `seed ${seed}, step ${step}, ${side}, ${s2.phase}`];
      }
    };
    check(st, 0);
    played.record.actions.forEach((a, i) => {
      const r = game.apply(st, a);
      if (!r.ok) throw new Error(`bench: a bot game does not replay: ${r.error.message}`);
      st = r.state;
      check(st, i + 1);
    });
  }

  return [
    {
      key: 'meiktila_view_kb',
      ratio: largest / 1024,
      goal: '< 16',
      ok: largest < 16 * 1024,
      detail: `largest view of three heuristic-bot games: ${(largest / 1024).toFixed(1)} KB of JSON (${where})`,
    },
  ];
}
