import { createMatch, sampleAction, type Game, type MatchState, type AnySpec } from '../src/engine';
import { race } from '../test/support/race';
import { fixtureRng } from '../test/support/maps';
const game = race as unknown as Game<AnySpec>;
const rnd = fixtureRng(11);
function play(seed: number): number {
  let s: MatchState = createMatch(game, { seed });
  let moves = 0;
  while (!s.result) {
    const side = game.actingSides(s)[0]!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (n) => Math.floor(rnd() * n)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
  }
  return moves;
}
for (let i = 0; i < 300; i++) play(i);
const t0 = performance.now();
let n = 0;
for (let i = 0; i < 3000; i++) n += play(i);
const ms = performance.now() - t0;
console.log(`${((ms * 1000) / n).toFixed(2)} µs/move, ${n / 3000} moves/game, ${((ms * 1000) / 3000).toFixed(1)} µs/game`);
