import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileMap } from '../../src/map';
import { traceSupply } from '../../src/supply';
import { fixtureRng, randomMapData } from '../support/maps';

describe('supply properties', () => {
  it('agrees with a brute-force fixpoint over (hex, off-road hexes used) on random small maps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 3 }), (seed, columns, rows, maxOffRoad, nSources) => {
        const map = compileMap(randomMapData(seed, { columns, rows, prohibited: 0.1, rivers: 0.2, roads: 2 }));
        const rnd = fixtureRng(seed + 1);
        const sources = Array.from({ length: nSources }, () => ({ cell: Math.floor(rnd() * map.size) }));
        const blockedCells = new Uint8Array(map.size);
        for (let i = 0; i < map.size; i++) if (rnd() < 0.1) blockedCells[i] = 1;
        const rules = { maxOffRoad, roads: ['road'], prohibitedTerrain: ['lake'], prohibitedHexsides: ['river'] };
        const net = traceSupply(map, sources, rules, { enemyZoc: blockedCells });

        const lake = map.terrainId('lake');
        const ok = (cell: number) => map.terrain[cell] !== lake && !blockedCells[cell];
        const best = new Array<number>(map.size).fill(Infinity);
        for (const s of sources) if (ok(s.cell)) best[s.cell] = 0;
        for (let changed = true; changed; ) {
          changed = false;
          for (let u = 0; u < map.size; u++) {
            if (best[u] === Infinity) continue;
            for (let d = 0; d < 6; d++) {
              const v = map.neighbors[u * 6 + d]!;
              if (v < 0 || !ok(v)) continue;
              const road = (map.links[u * 6 + d]! & map.linkBit('road')) !== 0;
              if (!road && (map.hexsides[u * 6 + d]! & map.hexsideBit('river')) !== 0) continue;
              const k = best[u]! + (road ? 0 : 1);
              if (k <= maxOffRoad && k < best[v]!) {
                best[v] = k;
                changed = true;
              }
            }
          }
        }
        for (let cell = 0; cell < map.size; cell++) {
          expect(net.inSupply(cell)).toBe(best[cell]! < Infinity);
          if (best[cell]! < Infinity) {
            expect(net.offRoad[cell]).toBe(best[cell]);
            const line = net.lineFrom(cell);
            expect(line[0]).toBe(cell);
            expect(sources.some((s) => s.cell === line[line.length - 1])).toBe(true);
            for (const x of line) expect(ok(x)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
