import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
const stats = new Map<string, { n: number; legal: number; apply: number }>();
function playRandom(seed: number): number {
  let s: MatchState = createMatch(game, { seed });
  let actions = 0;
  while (!s.result) {
    const t0 = performance.now();
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    const a = sampleAction(game.legal(s, side), (n) => Math.floor(rnd() * n));
    const t1 = performance.now();
    const r = game.apply(s, a);
    const t2 = performance.now();
    if (!r.ok) throw new Error(r.error.message);
    const k = `${s.phase}/${s.stack.map((f) => f.proc).join('>')}/${a.type}`;
    const st = stats.get(k) ?? { n: 0, legal: 0, apply: 0 };
    st.n++; st.legal += t1 - t0; st.apply += t2 - t1;
    stats.set(k, st);
    s = r.state;
    actions++;
  }
  return actions;
}
for (let i = 1; i <= 3; i++) playRandom(100 + i);
stats.clear();
const t0 = performance.now();
let n = 0;
for (let i = 1; i <= 40; i++) n += playRandom(i);
const ms = performance.now() - t0;
console.log(`${n} actions, ${((ms * 1000) / n).toFixed(1)} µs/action`);
const tot = [...stats.values()].reduce((s, x) => s + x.legal + x.apply, 0);
for (const [k, v] of [...stats].sort((a, b) => b[1].legal + b[1].apply - a[1].legal - a[1].apply).slice(0, 30))
  console.log(`${(((v.legal + v.apply) / tot) * 100).toFixed(1).padStart(5)}% n=${String(v.n).padStart(5)} legal ${((v.legal * 1000) / v.n).toFixed(0).padStart(5)}µs apply ${((v.apply * 1000) / v.n).toFixed(0).padStart(5)}µs ${k}`);
