import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
const t = new Map<string, [number, number]>();
const def = game.definition as any;
const wrap = (where: string, verbs: Record<string, any>) => {
  for (const [k, v] of Object.entries(verbs ?? {})) {
    if (!v.legal) continue;
    const orig = v.legal;
    v.legal = (ctx: any, side: any) => { const t0 = performance.now(); const r = orig(ctx, side); const e = t.get(`${where}.${k}`) ?? [0, 0]; e[0] += performance.now() - t0; e[1]++; t.set(`${where}.${k}`, e); return r; };
  }
};
for (const [p, d] of Object.entries(def.procedures ?? {})) wrap(p, (d as any).actions);
for (const [p, d] of Object.entries(def.phases ?? {})) wrap(p, (d as any).actions);
wrap('game', def.actions);
let n = 0;
const t0 = performance.now();
for (let seed = 1; seed <= 40; seed++) {
  let s: MatchState = createMatch(game, { seed });
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state; n++;
  }
}
const ms = performance.now() - t0;
console.log(n, 'actions', ((ms * 1000) / n).toFixed(1), 'µs/action');
for (const [k, [ms2, c]] of [...t].sort((a, b) => b[1][0] - a[1][0]).slice(0, 20)) console.log(k.padEnd(40), 'calls', String(c).padStart(6), 'µs/call', ((ms2 * 1000) / c).toFixed(1).padStart(7), 'µs/action', ((ms2 * 1000) / n).toFixed(1));
