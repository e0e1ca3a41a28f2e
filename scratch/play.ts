import { playMatch, fuzz, randomBot } from '../src/bots';
import { meiktila } from '../games/meiktila';
const seed = Number(process.argv[2] ?? 1);
const t0 = performance.now();
try {
  const r = playMatch(meiktila, { seed, bots: process.argv[3] === 'random' ? randomBot : undefined });
  console.log(r.ended, r.state.result, r.record.actions.length, (performance.now() - t0).toFixed(0), 'ms');
} catch (e) { console.log('ERR', (e as Error).stack); }
