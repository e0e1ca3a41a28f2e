import { hexToLabel, offsetToHex, type HexLabelFormat } from '../../src/hex';
import type { MapData } from '../../src/map';

/** mulberry32: a tiny seeded generator for fixtures, independent of src/random. */
export function fixtureRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomMapOptions {
  columns: number;
  rows: number;
  /** Share of hexes that are prohibited terrain (lake). */
  prohibited?: number;
  /** Share of hexsides with a river. */
  rivers?: number;
  /** Number of straight-ish roads to lay. */
  roads?: number;
  format?: HexLabelFormat;
}

/**
 * A seeded random map: terrain costing 1–3 MP (clear, rough, jungle), a share of
 * prohibited lake hexes, rivers on a share of hexsides, a few roads.
 */
export function randomMapData(seed: number, o: RandomMapOptions): MapData {
  const rnd = fixtureRng(seed);
  const format: HexLabelFormat = o.format ?? { style: 'column-row', offset: 'odd-q', digits: o.columns > 99 || o.rows > 99 ? 3 : 2 };
  const label = (col: number, row: number) => hexToLabel(offsetToHex({ col, row }, format.offset), format);
  const hexes: { label: string; terrain: string }[] = [];
  const terrains = ['clear', 'rough', 'jungle'];
  for (let row = 1; row <= o.rows; row++)
    for (let col = 1; col <= o.columns; col++) {
      const t = rnd() < (o.prohibited ?? 0.05) ? 'lake' : terrains[Math.floor(rnd() * 3)]!;
      if (t !== 'clear') hexes.push({ label: label(col, row), terrain: t });
    }
  const hexsides: { hexes: [string, string]; features: string[] }[] = [];
  // same row next column, and same column next row, are neighbours in every offset layout
  const dirs = [[1, 0], [0, 1]];
  for (let row = 1; row <= o.rows; row++)
    for (let col = 1; col <= o.columns; col++)
      for (const [dc, dr] of dirs) {
        const c2 = col + dc!;
        const r2 = row + dr!;
        if (c2 > o.columns || r2 > o.rows) continue;
        // offset neighbours along a column or row are always adjacent
        if (rnd() < (o.rivers ?? 0.05)) hexsides.push({ hexes: [label(col, row), label(c2, r2)], features: ['river'] });
      }
  const links: { kind: string; path: string[] }[] = [];
  for (let i = 0; i < (o.roads ?? 0); i++) {
    if (rnd() < 0.5) {
      const row = 1 + Math.floor(rnd() * o.rows);
      const path: string[] = [];
      for (let col = 1; col <= o.columns; col++) path.push(label(col, row));
      // in a column offset layout, the same row of the next column is always adjacent
      links.push({ kind: 'road', path });
    } else {
      const col = 1 + Math.floor(rnd() * o.columns);
      const path: string[] = [];
      for (let row = 1; row <= o.rows; row++) path.push(label(col, row));
      links.push({ kind: 'road', path });
    }
  }
  return {
    columns: o.columns,
    rows: o.rows,
    labels: format,
    terrainTypes: ['clear', 'rough', 'jungle', 'lake'],
    defaultTerrain: 'clear',
    hexes,
    hexsideTypes: ['river'],
    hexsides,
    linkTypes: ['road'],
    links,
  };
}

export const fixtureCosts = {
  terrain: { clear: 1, rough: 2, jungle: 3, lake: 'prohibited' as const },
  hexsides: { river: 2 },
  links: { road: 0.5 },
};
