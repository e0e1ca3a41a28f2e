/** Number and point formats for messages in a player's words. */
import type { TablePoint } from './geometry';

/** Inches for a message: at most two decimals, no trailing zeros (`1.5`, `12`). @internal */
export function inches(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(r + 0);
}

/** A point for a message: `(12.5, 30)`. @internal */
export function pt(p: TablePoint): string {
  return `(${inches(p.x)}, ${inches(p.y)})`;
}
