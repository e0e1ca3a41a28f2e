import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import { Reader } from '../src/engine/context';
import { meiktila } from '../games/meiktila';
import { destinations, unitRange } from '../games/meiktila/rules/movement';
import { fixtureRng } from '../test/support/maps';
const game = meiktila as unknown as Game;
const rnd = fixtureRng(21);
let s: MatchState = createMatch(game, { seed: 3 });
for (let i = 0; i < 120; i++) {
  const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
  s = (game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k))) as any).state;
}
const units = s.units.filter((u) => u.at !== null);
console.log('turn', s.turn, s.phase, 'units on map', units.length);
for (let k = 0; k < 3; k++) {
  let cells = 0, nd = 0;
  const t0 = performance.now();
  const N = 2000;
  for (let i = 0; i < N; i++) {
    const st = { ...s, units: s.units.slice() };
    const ctx = new Reader(game, st) as any;
    const u = units[i % units.length]!;
    nd += destinations(ctx, u).length;
  }
  const t1 = performance.now();
  for (let i = 0; i < N; i++) {
    const st = { ...s, units: s.units.slice() };
    const ctx = new Reader(game, st) as any;
    const u = units[i % units.length]!;
    cells += unitRange(ctx, u, false).cells.length + unitRange(ctx, u, true).cells.length;
  }
  const t2 = performance.now();
  console.log('destinations', ((t1 - t0) * 1000 / N).toFixed(1), 'µs, avg', (nd / N).toFixed(0), '| two searches', ((t2 - t1) * 1000 / N).toFixed(1), 'µs, cells', (cells / N).toFixed(0));
}
import { movementRange } from '../src/movement';
import { ZocRule } from '../src/zoc';
import { movementCosts } from '../games/meiktila/data/tables';
{
  const ctx = new Reader(game, s) as any;
  const u = units.find((x) => x.side === 'allied')!;
  const costs = ctx.board.costs(movementCosts);
  const enemy = ctx.board.enemyOccupied(u.side);
  const zoc = ctx.board.zoc('japanese', { blockingTerrain: ['lake'] });
  const ip = new Float64Array(game.map.size);
  const q = { costs, from: ctx.board.cell(u.at!), allowance: ctx.factors(u).movement, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.costed(0, 0, 2), minimumMove: true, extraCostToEnter: ip, extraCostToLeave: ip, noZocToZocAt: new Uint8Array(game.map.size) };
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    let c = 0;
    for (let i = 0; i < 100000; i++) c += movementRange(q).cells.length;
    console.log('one search', ((performance.now() - t0) * 1000 / 100000).toFixed(2), 'µs', c / 100000, 'cells, allowance', q.allowance);
  }
}
