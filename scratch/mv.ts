import { compileMap } from '../src/map';
import { compileCosts, movementRange } from '../src/movement';
const open = (n: number) => {
  const m = compileMap({ columns: n, rows: n, labels: { style: 'column-row', offset: 'odd-q', digits: 3 }, terrainTypes: ['clear'], defaultTerrain: 'clear' });
  return { costs: compileCosts(m, { terrain: { clear: 1 } }), from: m.cell(`${String(n / 2).padStart(3, '0')}${String(n / 2).padStart(3, '0')}`) };
};
for (const n of [50, 400, 50, 400]) {
  const o = open(n);
  let k = 0;
  const t0 = performance.now();
  for (let i = 0; i < 200000; i++) k += movementRange({ costs: o.costs, from: o.from, allowance: 6 }).cells.length;
  const t1 = performance.now();
  for (let i = 0; i < 50000; i++) { const r = movementRange({ costs: o.costs, from: o.from, allowance: 6 }); k += r.costTo(r.cells[5]!); }
  const t2 = performance.now();
  console.log(n, ((t1 - t0) * 1000 / 200000).toFixed(2), 'µs cells only;', ((t2 - t1) * 1000 / 50000).toFixed(2), 'µs with a costTo', k > 0);
}
