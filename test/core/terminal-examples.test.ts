/**
 * The terminal's examples are ones a player may type: every `e.g.` in the help
 * and the "Or in words" line under the menu names a move or an aim the rules
 * accept, in every position of a bot game in both table games (Green's tank
 * starts beside the command post's wall, where a step east was refused).
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot, playMatch, view, type Game, type MatchState } from '../../src';
import { openChoice, openHelp, openHint } from '../../src/cli/open-words';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { beachAssault } from '../../games/beach-assault';

/** The move and aim examples in a line: `move X to P`, `reverse X to P`, `aim X P`. */
function examples(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/(?:e\.g\.|Or in words:|·)\s+((?:move|reverse) \S+ to -?[\d.]+,-?[\d.]+|aim \S+ -?[\d.]+,-?[\d.]+)/g)) if (m[1]) out.push(m[1]);
  return out;
}

/** Every example the terminal shows the side to act, typed back: what the rules say of each. */
function typedBack(game: Game, state: MatchState, side: string): { said: string; why: string | null }[] {
  const v = view(game, state, side);
  const lines = [openHint(game, state, v) ?? '', ...openHelp(game, state, v)];
  return lines.flatMap(examples).map((said) => {
    const r = openChoice(game, state, v, said);
    const why = r === null ? 'not understood' : typeof r === 'string' ? r : (game.check(state, r.action)?.message ?? null);
    return { said, why };
  });
}

describe('the terminal\'s examples are accepted as typed', () => {
  for (const [typed, seed] of [[beachAssault, 3], [pacificSkirmish, 4]] as const) {
    const game = typed as unknown as Game;
    it(`${game.title}: every move and aim the hint and the help give, in the positions of a bot game`, () => {
      const refused: string[] = [];
      let shown = 0;
      let k = 0;
      playMatch(game, {
        seed,
        bots: heuristicBot,
        maxSteps: 400,
        onAction: (_a, _e, _s, before) => {
          // Every third position (each costs a few checks), on the side to act.
          if (k++ % 3 !== 0) return;
          const side = game.actingSides(before).find((s) => game.legal(before, s).length > 0);
          if (!side) return;
          for (const { said, why } of typedBack(game, before, side)) {
            shown++;
            if (why !== null) refused.push(`step ${before.step} ${side}: "${said}": ${why}`);
          }
        },
      });
      expect(refused).toEqual([]);
      expect(shown).toBeGreaterThan(20);
    });
  }
});
