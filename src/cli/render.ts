import { offsetFromHex, offsetToHex } from '../hex';
import type { HexMap } from '../map';

/**
 * Draws a map as text, one short token per hex, columns staggered the way the
 * map's offset convention shoves them. `token` returns up to three characters.
 *
 * @internal
 */
export function renderMap(map: HexMap, token: (cell: number) => string): string {
  const { offset } = map.labelFormat;
  const columnsStagger = offset.endsWith('q');
  const shoved = offset.startsWith('odd') ? 1 : 0;
  const cols = map.data.columns;
  const rows = map.data.rows;
  const c0 = map.data.firstColumn ?? 1;
  const r0 = map.data.firstRow ?? 1;
  const height = columnsStagger ? rows * 2 + 1 : rows;
  const width = columnsStagger ? cols * 4 + 4 : cols * 4 + 6;
  const grid = Array.from({ length: height }, () => Array<string>(width).fill(' '));
  for (const [cell, hex] of map.hexes.entries()) {
    const o = offsetFromHex(hex, offset);
    const col = o.col - c0;
    const row = o.row - r0;
    const t = token(cell).padEnd(3).slice(0, 3);
    const y = columnsStagger ? row * 2 + ((o.col & 1) === shoved ? 1 : 0) : row;
    const x = columnsStagger ? col * 4 : col * 4 + ((o.row & 1) === shoved ? 2 : 0);
    const line = grid[y];
    if (!line) throw new Error(`the hex in column ${o.col}, row ${o.row} falls outside the drawing (line ${y} of ${height})`);
    // The token's three characters, side by side.
    line.splice(x, 3, ...t);
  }
  // Row numbers on the left, printed labels' column names on top.
  const margin = 4;
  const header = Array<string>(width + margin).fill(' ');
  for (let col = 0; col < cols; col++) {
    const name = columnName(map, col + c0, r0);
    // Its first three characters over the column.
    header.splice(margin + col * 4, Math.min(name.length, 3), ...name.slice(0, 3));
  }
  const lines = grid.map((line, y) => {
    // Number each row on the line that holds the first column's hex.
    const firstLine = (c0 & 1) === shoved ? 1 : 0;
    const label = !columnsStagger ? String(y + r0) : y % 2 === firstLine && Math.floor(y / 2) < rows ? String(Math.floor(y / 2) + r0) : '';
    return (label.padStart(margin - 1) + ' ' + line.join('')).trimEnd();
  });
  return [columnsStagger ? header.join('').trimEnd() : '', ...lines].filter((line, i, all) => line !== '' || i < all.length - 1).join('\n');
}

function columnName(map: HexMap, col: number, row: number): string {
  const label = map.labels[map.cellOf(offsetToHex({ col, row }, map.labelFormat.offset))] ?? '';
  return map.labelFormat.style === 'letter-number' ? label.replace(/[0-9]+$/, '') : label.slice(0, map.labelFormat.digits ?? 2);
}
