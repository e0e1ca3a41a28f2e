import { createMatch, sampleAction, HexBoard, type Game, type MatchState } from '../src/index';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
let calls = 0, computes = 0, ms = 0, depsN = 0;
const orig = HexBoard.prototype.cachedWithin;
HexBoard.prototype.cachedWithin = function (this: HexBoard, side: string, key: string, margin: number, compute: () => any) {
  calls++;
  return orig.call(this, side, key, margin, () => { computes++; const t0 = performance.now(); const r = compute(); ms += performance.now() - t0; return r; });
} as never;
let n = 0;
const t0 = performance.now();
for (let seed = 1; seed <= 20; seed++) {
  let s: MatchState = createMatch(game, { seed });
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state; n++;
  }
}
console.log(n, 'actions', (((performance.now() - t0) * 1000) / n).toFixed(1), 'µs/action; cachedWithin calls', calls, 'computes', computes, 'compute µs', ((ms * 1000) / computes).toFixed(1), 'per action', ((ms * 1000) / n).toFixed(1));
