/**
 * `npx tsx scripts/bot-usage.ts [game…] [--games N] [--bot heuristic|random]`:
 * which rules the bots use. Plays N seeded games per game bot against bot
 * and counts every action and event by type, per side, with the wins per
 * side, so a rule the bots never use shows as a zero.
 */
import { heuristicBot, randomBot } from '../src/bots';
import { playMatch } from '../src/play';
import type { Game } from '../src/engine';
import { gameIds, shippedGame } from '../games';

const argv = process.argv.slice(2);
const at = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const games = Number(at('games') ?? 20);
const bot = at('bot') === 'random' ? randomBot : heuristicBot;
const only = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
for (const id of only.length ? only : gameIds) {
  const game = (await shippedGame(id)) as Game;
  const wins: Record<string, number> = {};
  const actions: Record<string, number> = {};
  const events: Record<string, number> = {};
  const t0 = process.cpuUsage();
  for (let seed = 1; seed <= games; seed++) {
    const r = playMatch(game, {
      seed,
      bots: bot,
      onAction: (a, evs) => {
        actions[`${a.side}:${a.type}`] = (actions[`${a.side}:${a.type}`] ?? 0) + 1;
        for (const e of evs) events[e.type] = (events[e.type] ?? 0) + 1;
      },
    });
    const w = r.state.result?.winner ?? `(${r.ended === 'result' ? 'draw' : r.ended})`;
    wins[w] = (wins[w] ?? 0) + 1;
  }
  const cpu = process.cpuUsage(t0);
  console.log(JSON.stringify({ game: id, games, wins, cpuS: Math.round((cpu.user + cpu.system) / 1e4) / 100, actions, events }));
}
