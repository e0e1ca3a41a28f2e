import { createMatch, sampleAction, HexBoard, type Game, type MatchState } from '../src/index';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
let lens = 0;
const calls = new Map<string, [number, number, number]>();
const orig = HexBoard.prototype.cachedFor;
HexBoard.prototype.cachedFor = function (side: string, key: string, compute: () => unknown) {
  const k = key.split(':')[0]!;
  const c = calls.get(k) ?? [0, 0, 0];
  c[0]++;
  let missed = false;
  const t0 = performance.now();
  const v = orig.call(this, side, key, () => { missed = true; return compute(); });
  if (missed) { c[1]++; c[2] += performance.now() - t0; if (k === 'dest') { lens += (v as unknown[]).length; } }
  calls.set(k, c);
  return v as never;
} as never;
const origC = HexBoard.prototype.cached;
HexBoard.prototype.cached = function (key: string, compute: () => unknown) {
  const k = 'all:' + key.split(':')[0]!;
  const c = calls.get(k) ?? [0, 0, 0];
  c[0]++;
  let missed = false;
  const t0 = performance.now();
  const v = origC.call(this, key, () => { missed = true; return compute(); });
  if (missed) { c[1]++; c[2] += performance.now() - t0; }
  calls.set(k, c);
  return v as never;
} as never;
let n = 0;
const t0 = performance.now();
for (let seed = 1; seed <= 20; seed++) {
  let s: MatchState = createMatch(game, { seed });
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    n++;
  }
}
const ms = performance.now() - t0;
console.log('map', game.map.size, 'avg destinations per miss', lens / (calls.get('dest')?.[1] ?? 1));
console.log(n, 'actions', ((ms * 1000) / n).toFixed(1), 'µs/action');
for (const [k, [c, m, t]] of calls) console.log(k.padEnd(20), 'calls', c, 'misses', m, 'miss ms', t.toFixed(0), 'per action µs', ((t * 1000) / n).toFixed(1));
