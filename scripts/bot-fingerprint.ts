/**
 * `npx tsx scripts/bot-fingerprint.ts <game> [N]`: a hash of every action of N
 * seeded heuristic games (bot against bot) and the wins, to check that a
 * refactor of a bot or of what it calls keeps its play exactly.
 */
import { createHash } from 'node:crypto';
import { heuristicBot } from '../src/bots';
import { playMatch } from '../src/play';
import type { Game } from '../src/engine';
import { shippedGame } from '../games';
const [id, n] = [process.argv[2]!, Number(process.argv[3] ?? 10)];
const game = (await shippedGame(id)) as Game;
const h = createHash('sha256');
const wins: Record<string, number> = {};
for (let seed = 1; seed <= n; seed++) {
  const r = playMatch(game, { seed, bots: heuristicBot, onAction: (a) => h.update(JSON.stringify(a)) });
  const w = String(r.state.result?.winner ?? r.ended);
  wins[w] = (wins[w] ?? 0) + 1;
}
console.log(id, n, h.digest('hex').slice(0, 16), JSON.stringify(wins));
