import { createMatch, view, type Game, type MatchState } from '../src/engine';
import { heuristicBot, playMatch } from '../src/bots';
import { meiktila } from '../games/meiktila';
const game = meiktila as unknown as Game;
const played = playMatch(game, { seed: 3, bots: heuristicBot });
let st: MatchState = createMatch(game, { seed: 3 });
let best: any = null, bytes = 0;
for (const a of played.record.actions) {
  st = (game.apply(st, a) as any).state;
  for (const side of game.sides) {
    const v = view(game, st, side);
    const b = JSON.stringify(v).length;
    if (b > bytes) [bytes, best] = [b, v];
  }
}
console.log('total', bytes);
for (const [k, v] of Object.entries(best)) console.log(k.padEnd(12), JSON.stringify(v).length);
console.log(JSON.stringify(best.actions).slice(0, 1500));
console.log(JSON.stringify(best.units.slice(0, 5)));
console.log(JSON.stringify(best.stack).slice(0, 800));
