/**
 * One waiting mechanism (issue 22 item 4): an open decision is the top frame
 * of the core's `decision` procedure, and nothing else. Over random games of
 * every game that asks decisions: while one is open its side's legal list is
 * exactly the frame's options (every other side's is empty, and another side's
 * view holds only who must decide), and no state carries the old `pending`
 * field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots';
import { playMatch } from '../../src/play';
import { createMatch, DECISION, openDecision, view, type Action, type Game, type MatchState } from '../../src/engine';
import { greaterEastAsia } from '../../games/greater-east-asia';
import { meiktila } from '../../games/meiktila';
import { myitkyina } from '../../games/myitkyina';
import { skirmish } from '../support/skirmish';
import { runs, timeLimit } from '../support/runs';

const key = (a: Action) => JSON.stringify(a, Object.keys(a).sort());
const sorted = (list: readonly Action[]) => list.map(key).sort();

/** Every state of a random game (the first included), at most `steps` actions long. */
function statesOf(game: Game, seed: number, steps: number): MatchState[] {
  const states: MatchState[] = [createMatch(game, { seed })];
  playMatch(game, { seed, bots: randomBot, maxSteps: steps, onAction: (_a, _e, s) => states.push(s) });
  return states;
}

/** Checks one state; returns whether a decision was open in it. */
function checkState(game: Game, s: MatchState): boolean {
  // The old field is gone from the state and from what is saved of it.
  expect(Object.hasOwn(s, 'pending')).toBe(false);
  expect(JSON.parse(JSON.stringify(s))).not.toHaveProperty('pending');
  const d = openDecision(s);
  const frames = s.stack.filter((f) => f.proc === DECISION);
  if (!d) {
    expect(frames).toEqual([]);
    return false;
  }
  // The decision is the top frame and the only decision frame, with its own side.
  expect(frames).toHaveLength(1);
  expect(s.stack[s.stack.length - 1]).toMatchObject({ proc: DECISION, side: d.side });
  for (const side of game.sides) {
    const listed = game.legalActions(s, side);
    if (side === d.side) {
      expect(sorted(listed)).toEqual(sorted(d.options));
      expect(game.actingSides(s)).toEqual([side]);
    } else {
      expect(listed).toEqual([]);
      // Another side's view says who must decide, of what, and the question; never the options.
      const seen = openDecision(view(game, s, side));
      expect(seen).toEqual({ side: d.side, kind: d.kind, prompt: d.prompt });
    }
  }
  return true;
}

const games: readonly [string, Game, number, number][] = [
  ['the guide skirmish', skirmish as never, 12, 120],
  ['Meiktila', meiktila as never, 3, 500],
  ['Myitkyina', myitkyina as never, 3, 400],
  ['Greater East Asia', greaterEastAsia as never, 3, 400],
];

describe('an open decision is a procedure frame', () => {
  it('the guide skirmish, seed 577: a game won mid-attack (the last defender lost its step) leaves no advance open', () => {
    // Found by the property below: the result came while the attacker's advance was still asked, a decision no side could take.
    // Played as playMatch played it then (random bots seeded 31·577 + i + 1), so the case stays this game whatever playMatch seeds bots with now.
    const game = skirmish as never as Game;
    const bots = game.sides.map((_side, i) => randomBot(31 * 577 + i + 1, game));
    const states: MatchState[] = [createMatch(game, { seed: 577 })];
    for (let n = 0; n < 120 && !states.at(-1)!.result; n++) {
      const s = states.at(-1)!;
      const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
      const r = game.apply(s, bots[game.sides.indexOf(side)]!.choose(view(game, s, side)));
      if (!r.ok) throw new Error(r.error.message);
      states.push(r.state);
    }
    const ended = states.find((s) => s.result !== null && s.phase === 'combat');
    expect(ended?.result?.reason).toBe('red has no combat units left');
    expect(ended?.stack).toEqual([]);
    expect(openDecision(ended!)).toBeNull();
    for (const s of states) checkState(skirmish as never, s);
  });

  for (const [name, game, n, steps] of games) {
    it(
      `${name}: while a decision is open, the legal list is the frame's options; no state has a pending field`,
      () => {
        let open = 0;
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
            for (const s of statesOf(game, seed, steps)) if (checkState(game, s)) open++;
          }),
          { numRuns: runs(n) },
        );
        // The property is about decisions: the games played must have opened some.
        expect(open).toBeGreaterThan(0);
      },
      timeLimit(120_000),
    );
  }
});
