import { fuzz } from '../src/bots';
import { meiktila } from '../games/meiktila';
const games = Number(process.argv[2] ?? 3);
const opts = process.argv[3] ? JSON.parse(process.argv[3]) : {};
const t0 = performance.now();
const r = fuzz(meiktila, { games, options: opts });
console.log(r.games, r.steps, JSON.stringify(r.tried), (performance.now() - t0).toFixed(0), 'ms');
for (const f of r.findings.slice(0, 5)) console.log(f.kind, f.seed, f.actions.length, f.message.slice(0, 600), JSON.stringify(f.action)?.slice(0, 300));
