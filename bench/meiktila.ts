/**
 * A real wargame action against a toy move: boardgame.io's time per move on the
 * race, divided by our mean time per action (legal-action listing included) in
 * full random games of A Master Stroke: The Battle for Meiktila (each action
 * drawn uniformly from the legal-action descriptors, as the bots read them).
 */
import { createMatch, sampleAction, view, type Game, type MatchState } from '../src/engine';
import { heuristicBot, playMatch } from '../src/bots';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
import { playBgioRace } from './race-bgio';
import type { Row } from './hexcore';

function playRandom(game: Game, seed: number, rnd: () => number): number {
  let s: MatchState = createMatch(game, { seed });
  let actions = 0;
  while (!s.result) {
    // What a bot reads: the compact descriptors, one action drawn uniformly from them.
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0);
    if (side === undefined) throw new Error(`bench: ${game.id} dead-ended at seed ${seed}`);
    const r = game.apply(s, sampleAction(game.legal(s, side), (n) => Math.floor(rnd() * n)));
    if (!r.ok) throw new Error(`bench: ${game.id} refused its own legal action: ${r.error.message}`);
    s = r.state;
    actions++;
  }
  return actions;
}

export function runMeiktila(rounds: { rounds: number; roundMs: number }): Row[] {
  const game = meiktila as unknown as Game;
  const rnd = fixtureRng(21);
  let seed = 1;
  for (let i = 0; i < 3; i++) playRandom(game, seed++, rnd); // warm-up
  for (let i = 0; i < 50; i++) playBgioRace(rnd);
  const ours: number[] = [];
  const theirs: number[] = [];
  let games = 0;
  let gameMs = 0;
  for (let r = 0; r < rounds.rounds; r++) {
    // Interleaved rounds of whole games, each side for at least roundMs × 2.
    let t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < rounds.roundMs * 2) {
      n += playRandom(game, seed++, rnd);
      games++;
    }
    const ms = performance.now() - t0;
    gameMs += ms;
    ours.push((ms * 1000) / n);
    t0 = performance.now();
    n = 0;
    while (performance.now() - t0 < rounds.roundMs * 2) n += playBgioRace(rnd);
    theirs.push(((performance.now() - t0) * 1000) / n);
  }
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

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const o = median(ours);
  const t = median(theirs);
  return [
    {
      key: 'meiktila_action_vs_boardgameio_move',
      ratio: t / o,
      goal: '≥ 3',
      ok: t / o >= 3,
      detail: `boardgame.io ${t.toFixed(1)} µs/move / Meiktila ${o.toFixed(1)} µs/action; ${((games * 1000) / gameMs).toFixed(1)} random Meiktila games/s`,
    },
    {
      key: 'meiktila_view_kb',
      ratio: largest / 1024,
      goal: '< 16',
      ok: largest < 16 * 1024,
      detail: `largest view of three heuristic-bot games: ${(largest / 1024).toFixed(1)} KB of JSON (${where})`,
    },
  ];
}
