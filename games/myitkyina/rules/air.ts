/**
 * USAAF air strikes, at the start of each Allied combat phase: first the
 * monsoon roll (no strikes at all on 1–2 in turns 1–6, on 1–3 in turns 7–11),
 * then one roll on the USAAF column for each Japanese unit or marker on the
 * map, +1 in the open and +1 in columns A–C. A "D" disrupts it for this combat
 * phase (the only way a "1*" battalion is ever disrupted). Markers are rolled
 * for like units, so the rolls say nothing about which ones are decoys.
 *
 * @module
 */
import { crtLookup } from '../../../src/combat';
import { MONSOON, USAAF } from '../data/tables';
import { WEST_COLUMNS } from '../data/map';
import type { WCtx } from './combat';
import { board, publicId } from './state';

/** The reasons for +1s to a strike on a hex, in words: in the open, in columns A–C. */
export function strikeReasons(hex: string): string[] {
  const out: string[] = [];
  if (board.terrainTypes[board.terrain[board.cell(hex)]!] === 'open') out.push('in the open');
  if (WEST_COLUMNS.includes(hex.replace(/\d+$/, ''))) out.push('in columns A–C');
  return out;
}

/** The modifiers to a strike on a hex: +1 in the open, +1 in columns A–C. */
export function strikeModifier(hex: string): number {
  return strikeReasons(hex).length;
}

/** Whether a monsoon roll grounds the USAAF on this turn. */
export function monsoon(turn: number, roll: number): boolean {
  const band = MONSOON.find((m) => turn >= m.fromTurn && turn <= m.toTurn);
  return band !== undefined && roll <= band.upTo;
}

/** Flies the turn's strikes. */
export function airStrikes(ctx: WCtx): void {
  const roll = ctx.random.die(6, 'monsoon');
  const grounded = monsoon(ctx.turn, roll);
  const upTo = MONSOON.find((m) => ctx.turn >= m.fromTurn && ctx.turn <= m.toTurn)?.upTo ?? 0;
  ctx.emit({ type: 'weather', turn: ctx.turn, roll, monsoon: grounded, upTo });
  if (grounded) return;
  const bombed: string[] = [];
  for (const u of ctx.units((x) => x.side === 'japanese' && x.at !== null)) {
    const id = publicId(u);
    const die = ctx.random.die(6, `USAAF strike on ${id}`);
    const modified = die + strikeModifier(u.at!);
    const result = crtLookup(USAAF, 0, Math.min(modified, 6));
    ctx.emit({ type: 'airStrike', unit: id, hex: u.at, roll: die, modifiers: strikeReasons(u.at!), modified, result });
    if (result === 'D') {
      ctx.updateUnit(u.id, { flags: { disrupted: true } });
      bombed.push(id);
    }
  }
  ctx.setData({ ...ctx.data, bombed });
}
