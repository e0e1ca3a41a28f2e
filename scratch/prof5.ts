import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import * as mv from '../src/movement';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
console.log('map', game.map.size, 'cells');
const rnd = fixtureRng(21);
let n = 0;
for (let seed = 1; seed <= 10; seed++) {
  let s: MatchState = createMatch(game, { seed });
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    s = (r as any).state; n++;
  }
}
console.log(n);
