/**
 * USAAF air strikes, at the start of each Allied combat phase: first the
 * monsoon roll (no strikes on 1–2 in turns 1–6, on 1–3 in turns 7–11), then one
 * roll on the USAAF column for each Japanese unit or marker on the map, +1 in
 * the open and +1 in columns A–C. A "D" disrupts it for this combat phase (the
 * only way a "1*" battalion is ever disrupted). Markers are struck in marker
 * order, so neither the rolls nor their order say which ones are decoys.
 *
 * @module
 */
import { crtLookup } from 'hexwar/combat';
import { WEST_COLUMNS } from '../data/map';
import { MONSOON, USAAF } from '../data/tables';
import { publicId, type Ctx, type WCtx } from './types';

/** The reasons for +1s to a strike on a hex, in words: in the open, in columns A–C. */
export function strikeReasons(ctx: Ctx, hex: string): string[] {
  const out: string[] = [];
  if (ctx.board.terrain(hex) === 'open') out.push('in the open');
  if (WEST_COLUMNS.includes(hex.replace(/\d+$/, ''))) out.push('in columns A–C');
  return out;
}

/** The monsoon band of a turn. */
const band = (turn: number) => MONSOON.find((m) => turn >= m.fromTurn && turn <= m.toTurn);

/** Whether a monsoon roll grounds the USAAF on this turn. */
export const monsoon = (turn: number, roll: number): boolean => roll <= (band(turn)?.upTo ?? 0);

/** Flies the turn's strikes. */
export function airStrikes(ctx: WCtx): void {
  const roll = ctx.random.die(6, 'monsoon');
  const grounded = monsoon(ctx.turn, roll);
  ctx.emit({ type: 'weather', turn: ctx.turn, roll, monsoon: grounded, upTo: band(ctx.turn)?.upTo ?? 0 });
  if (grounded) return;
  const bombed: string[] = [];
  const targets = [...ctx.board.unitsOf('japanese')].sort((a, b) => (publicId(a) < publicId(b) ? -1 : 1));
  for (const u of targets) {
    const id = publicId(u);
    const die = ctx.random.die(6, `USAAF strike on ${id}`);
    const modifiers = strikeReasons(ctx, u.at);
    const result = crtLookup(USAAF, 0, Math.min(die + modifiers.length, 6));
    ctx.emit({ type: 'airStrike', unit: id, hex: u.at, roll: die, modifiers, modified: die + modifiers.length, result });
    if (result === 'D') {
      ctx.updateUnit(u.id, { flags: { disrupted: true } });
      bombed.push(id);
    }
  }
  ctx.setData({ ...ctx.data, bombed });
}
