import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
function playRandom(seed: number): number {
  let s: MatchState = createMatch(game, { seed });
  let actions = 0;
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (n) => Math.floor(rnd() * n)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions++;
  }
  return actions;
}
const t0 = performance.now();
let n = 0;
for (let i = 1; i <= 40; i++) n += playRandom(i);
const ms = performance.now() - t0;
console.log(`${n} actions, ${((ms * 1000) / n).toFixed(1)} µs/action`);
