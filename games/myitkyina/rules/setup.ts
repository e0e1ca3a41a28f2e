/**
 * The set-up: first the Japanese place their five counters hidden, anywhere
 * but the western edge; then the Allies place 1 and 2/5307 and the 30th
 * Division on A5–A7, within the stacking limit, and say when they are done.
 *
 * The Allied placement must leave room for every unit still to place: eight
 * stacking points (three regiments at 2, two battalions at 1) go into three
 * hexes of 3, so each hex takes exactly one regiment and no hex both
 * battalions. A placement that would make that impossible is refused, so the
 * set-up can never run into a dead end.
 *
 * @module
 */
import { ALLIED_SETUP } from '../data/map';
import { STACK_LIMIT } from '../data/tables';
import { board, roomFor, stackPoints, weight, type Ctx } from './state';

/**
 * Whether items of the given sizes can all be put into bins with the given free
 * room (a small exact search; set-ups are a handful of units). A general helper:
 * a candidate for the core's stacking module.
 *
 * @param free - the room left in each bin (hex).
 * @param sizes - the sizes (stacking points) of the items still to place.
 * @returns true if every item fits somewhere at once.
 */
export function packable(free: readonly number[], sizes: readonly number[]): boolean {
  const items = [...sizes].sort((a, b) => b - a);
  const room = [...free];
  const place = (i: number): boolean => {
    if (i === items.length) return true;
    const tried = new Set<number>();
    for (let b = 0; b < room.length; b++) {
      if (room[b]! < items[i]! || tried.has(room[b]!)) continue;
      tried.add(room[b]!);
      room[b] = room[b]! - items[i]!;
      const ok = place(i + 1);
      room[b] = room[b]! + items[i]!;
      if (ok) return true;
    }
    return false;
  };
  return place(0);
}

/** Hexes where the Japanese may set up a unit: not on the western edge (column A), within stacking. */
export function deployHexes(ctx: Ctx, id: string): string[] {
  return board.labels.filter((h) => !h.startsWith('A') && !ctx.unitsAt(h).some((u) => u.side === 'allied') && roomFor(ctx, h, id));
}

/** The Allied units of the set-up still waiting to be placed. */
export function alliedToPlace(ctx: Ctx): string[] {
  return ctx.units((u) => u.side === 'allied' && u.box === 'setup').map((u) => u.id);
}

/** The Allied set-up units already placed (they may still be moved until the Allies finish). */
export function alliedPlaced(ctx: Ctx): string[] {
  return ctx.turn === 0 ? ctx.units((u) => u.side === 'allied' && u.at !== null && ALLIED_SETUP.includes(u.at)).map((u) => u.id) : [];
}

/** Why an Allied unit may not set up in a hex (null: it may), in a player's words with the rule. */
export function alliedRefusal(ctx: Ctx, id: string, hex: string): { message: string; rule: string } | null {
  const u = ctx.state.units.find((x) => x.id === id);
  const placed = alliedPlaced(ctx);
  if (!u || u.side !== 'allied' || (u.box !== 'setup' && !placed.includes(id))) {
    return { message: `${id} is not one of the Allied units that set up on A5–A7 (1 and 2/5307 and the 30th Division) (Setup)`, rule: 'Setup' };
  }
  if (!ALLIED_SETUP.includes(hex)) return { message: `${id} must set up on A5–A7, not ${hex} (Setup)`, rule: 'Setup' };
  if (u.at === hex) return { message: `${id} is already in ${hex} (Setup)`, rule: 'Setup' };
  const others = (h: string) => ctx.unitsAt(h).filter((x) => x.id !== id);
  const there = stackPoints(others(hex));
  if (there + weight(id) > STACK_LIMIT) {
    return { message: `${id} may not set up in ${hex}: ${there} + ${weight(id)} stacking points is over the limit of ${STACK_LIMIT} (Stacking; the set-up is not a reinforcement)`, rule: 'Stacking' };
  }
  const rest = alliedToPlace(ctx).filter((x) => x !== id);
  const free = ALLIED_SETUP.map((h) => STACK_LIMIT - stackPoints(others(h)) - (h === hex ? weight(id) : 0));
  if (!packable(free, rest.map(weight))) {
    return { message: `${id} may not set up in ${hex}: ${rest.join(', ')} could then not all fit on A5–A7 within stacking (Setup, Stacking)`, rule: 'Setup' };
  }
  return null;
}

/** Every hex of A5–A7 an Allied set-up unit may be placed in now (moved to, if already placed). */
export function alliedSetupHexes(ctx: Ctx, id: string): string[] {
  return ALLIED_SETUP.filter((h) => alliedRefusal(ctx, id, h) === null);
}
