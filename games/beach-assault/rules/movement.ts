/**
 * Movement: every figure moves once a turn along a path, at 3"/4"/6" in the
 * water, on the beach and on land (jeeps 9/12/18, tanks 6/8/12); jeeps and
 * tanks may reverse at half speed; infantry get into and out of a jeep in half
 * a turn; barbed wire stops infantry and jeeps until two infantrymen spend a
 * whole turn on it or a tank drives over it. Tan's units land at the sea edge
 * in the order he wrote down; Green's reinforcements enter at the land edge.
 *
 * @module
 */
import { z } from 'zod';
import {
  TABLE_EPSILON, arrivalPlaces, arrivalSpots, baseReach, baseToLine, bearing, checkPath, pathMoves, pointAtBearing,
  type ChoicePlace, type TablePoint
} from 'hexwar/tabletop';
import { INFANTRY_BASE, MEMBERS, membersOf, unitName } from '../data/forces';
import { ENTRY_POINTS, HEIGHT, TABLE, WIDTH } from '../data/table';
import { ARRIVAL_TURNS, CONTACT, PROFILES } from '../data/tables';
import { aboardOf, counterOf, figureOf, gap, inches, nameOf, onTable, passengers, tableState, wireName } from './figures';
import { kit, sideName, type Ctx, type G, type Unit, type WCtx } from './types';

/** The schema of a point on the table, in inches. */
const pointSchema = z.object({ x: z.number(), y: z.number() }).strict();
const idSchema = z.string().max(40);

/** Why a figure may not move now beyond the core's reasons: riding in a jeep, working on wire, morale, immobilised. */
function mayMove(_ctx: Ctx, u: Unit): string | null {
  const name = nameOf(u.id);
  if (aboardOf(u)) return `${name} is riding in a jeep: the jeep moves, or he gets out first (Movement)`;
  if (u.flags?.wiring) return `${name} is working on the wire this turn (Barbed Wire)`;
  if (u.flags?.morale === 'hold') return `${name}'s unit has lost its officer and sergeant and rolled 3 or 4: it may not move this turn (Morale)`;
  if (u.flags?.morale === 'run') return `${name}'s unit is running away this turn (Morale)`;
  if (u.flags?.immobilised) return `${name} has been immobilised (Small-Arms Fire)`;
  return null;
}

/**
 * The movement chart as the core's path move, a unit at a time (each figure
 * along its own path): a figure that got out of a jeep has half a move left;
 * a tank that crosses wire flattens it.
 */
export const moves = pathMoves<G>({
  rule: 'Movement',
  table: TABLE,
  profiles: PROFILES,
  teams: true,
  apart: true,
  teamName: unitName,
  reversers: 'jeeps and tanks',
  ruleFor: { obstacle: 'Barbed Wire' },
  allowance: (_ctx, u) => Math.max(0, 1 - (u.flags?.spent ?? 0)),
  mayMove,
  tableState,
  moved(ctx, m) {
    ctx.updateUnit(m.unit, { flags: { spent: (ctx.unit(m.unit).flags?.spent ?? 0) + m.check.cost } });
    const fresh = m.check.clears.filter((w) => !ctx.data.table.passable.includes(w));
    if (m.check.clears.length) ctx.setData({ ...ctx.data, table: { ...ctx.data.table, passable: [...ctx.data.table.passable, ...fresh] } });
    for (const wire of m.check.clears) ctx.emit({ type: 'wireFlattened', wire, by: m.unit, rule: 'Barbed Wire' });
  },
});

/** The figures of a unit that may move now (every figure of an infantry unit moves on its own path; a vehicle is a unit of one). */
export function movers(ctx: Ctx, team: string, side: string): Unit[] {
  return (MEMBERS.get(team) ?? []).filter((id) => ctx.hasUnit(id)).map((id) => ctx.unit(id)).filter((u) => u.side === side && moves.block(ctx, u, false) === null);
}

// ---------------------------------------------------------------- jeeps

/**
 * Where a man getting out of a jeep may stand: sixteen spots in two rings
 * around it, on the table, his base clear of solid objects (all the way from
 * the jeep) and of other figures, not across wire.
 */
export function exitSpots(ctx: Ctx, jeep: string, man: string): TablePoint[] {
  const j = ctx.board.figure(jeep);
  if (!j) return [];
  const r = baseReach(INFANTRY_BASE);
  const out: TablePoint[] = [];
  const ring = baseReach(j.base) + r + 0.1;
  for (let k = 0; k < 16; k++) {
    const p = pointAtBearing(j.at, (j.at.facing ?? 0) + (k % 8) * 45, ring + (k < 8 ? 0 : 2 * r + 0.1));
    const spot = { x: Math.round(p.x * 100) / 100 + 0, y: Math.round(p.y * 100) / 100 + 0 };
    if (spot.x < r || spot.y < r || spot.x > WIDTH - r || spot.y > HEIGHT - r) continue;
    if (!checkPath(ctx.board.table, PROFILES.infantry, [j.at, spot], { state: tableState(ctx), allowance: Infinity, hull: { base: INFANTRY_BASE } }).ok) continue;
    if (moves.standsOn(ctx, man, spot) !== undefined) continue;
    out.push(spot);
  }
  return out;
}

/** Why an infantryman may not get into or out of a jeep now, or `null`. */
export function whyNotMount(u: Unit, side: string): string | null {
  const name = nameOf(u.id);
  if (u.side !== side) return `${name} is not one of your figures (Movement)`;
  if (u.steps <= 0) return `${name} has been killed (Movement)`;
  if (counterOf(u.id).type !== 'infantry') return `only infantry ride in a jeep (Movement)`;
  const morale = u.flags?.morale;
  if (morale === 'hold' || morale === 'run') return `${name}'s unit may not move this turn (Morale)`;
  if (u.flags?.wiring) return `${name} is working on the wire this turn (Barbed Wire)`;
  if ((u.flags?.spent ?? 0) > 0.5 + 1e-9) return `getting in or out of a jeep takes half a turn, and ${name} has less than half his move left (Movement)`;
  return null;
}

/** For each of a side's men on the table, the jeeps he may get into: his side's, on the table, touching him (within 1"), with room. */
export function jeepsNear(ctx: Ctx, side: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const j of ctx.board.figuresOf(side)) {
    if (j.class !== 'wheeled' || passengers(ctx, j.id).length >= (counterOf(j.id).capacity ?? 0)) continue;
    for (const f of ctx.board.within(j.at, CONTACT + 2, { measure: 'base' })) {
      if (f.side === side && f.class === 'infantry' && gap(f, j) <= CONTACT + TABLE_EPSILON) out.set(f.id, [...(out.get(f.id) ?? []), j.id]);
    }
  }
  return out;
}

/** Where a jeep stands, as the place of a choice to get into it: its point, as far round as its hull reaches. */
function jeepPlace(ctx: Ctx, jeep: string): ChoicePlace {
  const j = figureOf(ctx, jeep);
  return { kind: 'spot', x: j.at.x, y: j.at.y, radius: Math.round(baseReach(j.base) * 100) / 100, figure: jeep };
}

/** Get into a jeep (half a turn; a man in a jeep does not fire). */
export const board = kit.action({
  schema: z.object({ figure: idSchema, jeep: idSchema }),
  rule: 'Movement',
  says: '{figure} gets into {jeep}',
  legal: (ctx, side) =>
    [...jeepsNear(ctx, side)].flatMap(([id, jeeps]) =>
      whyNotMount(ctx.unit(id), side) === null ? [{ type: 'board', side, fixed: { figure: id }, choose: { jeep: jeeps }, where: { jeep: jeeps.map((j) => jeepPlace(ctx, j)) } }] : [],
    ),
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.figure) || !onTable(ctx.unit(a.figure))) return `${a.figure.slice(0, 40)} is not one of your men on the table (Movement)`;
    return whyNotMount(ctx.unit(a.figure), a.side) ?? `${nameOf(a.figure)} may get only into his side's jeep, touching it (within 1"), with room for him (a jeep carries eight) (Movement)`;
  },
  apply(ctx, a) {
    ctx.updateUnit(a.figure, { at: null, box: 'aboard', flags: { aboard: a.jeep, moved: true, spent: 1, boarded: true } });
    ctx.emit({ type: 'boarded', side: a.side, figure: a.figure, jeep: a.jeep, rule: 'Movement' });
  },
});

/** Get out of a jeep (half a turn; he may then move half a move, and fire this turn). */
export const alight = kit.action({
  schema: z.object({ figure: idSchema, at: pointSchema }),
  rule: 'Movement',
  says: (_ctx, a) => `${nameOf(a.figure)} gets out at (${inches(a.at.x)}, ${inches(a.at.y)})`,
  legal: (ctx, side) => {
    // Men aboard stand nowhere on the table and all have infantry bases: one jeep's spots are every rider's.
    const byJeep = new Map<string, TablePoint[]>();
    return ctx.state.units.flatMap((u) => {
      const jeep = aboardOf(u);
      if (!jeep || u.side !== side || u.flags?.boarded || whyNotMount(u, side) !== null) return [];
      let around = byJeep.get(jeep);
      if (!around) byJeep.set(jeep, (around = exitSpots(ctx, jeep, u.id)));
      const spots = around.map((p) => ({ x: p.x, y: p.y }));
      // Each spot's place is the man's base there.
      const r = baseReach(INFANTRY_BASE);
      return spots.length ? [{ type: 'alight', side, fixed: { figure: u.id }, choose: { at: spots }, where: { at: spots.map((p): ChoicePlace => ({ kind: 'spot', x: p.x, y: p.y, radius: r })) } }] : [];
    });
  },
  refuse(ctx, a) {
    const u = ctx.hasUnit(a.figure) ? ctx.unit(a.figure) : null;
    if (!u || !aboardOf(u) || u.side !== a.side) return `${a.figure.slice(0, 40)} is not one of your men in a jeep (Movement)`;
    if (u.flags?.boarded) return `${nameOf(u.id)} got in this turn: getting in and out again takes a whole turn (Movement)`;
    return whyNotMount(u, a.side) ?? `${nameOf(u.id)} gets out next to the jeep: one of the spots around it, on the table and clear of wire (Movement)`;
  },
  apply(ctx, a) {
    const jeep = ctx.board.figure(aboardOf(ctx.unit(a.figure))!)!;
    ctx.updateUnit(a.figure, { at: { x: a.at.x, y: a.at.y, facing: bearing(jeep.at, a.at) }, box: undefined, flags: { aboard: undefined, spent: 0.5, alighted: true } });
    ctx.emit({ type: 'alighted', side: a.side, figure: a.figure, jeep: jeep.id, at: { x: a.at.x, y: a.at.y }, rule: 'Movement' });
  },
});

// ---------------------------------------------------------------- wire

/** Wire sections not yet passable within 1" of a figure. */
function wiresNear(ctx: Ctx, figure: string): string[] {
  const f = ctx.board.figure(figure);
  if (!f) return [];
  const out: string[] = [];
  for (const o of ctx.board.table.obstacles) {
    // The section's box, grown by the reach: most figures are nowhere near it.
    const r = CONTACT + 0.5 + TABLE_EPSILON;
    if (f.at.x < o.minX - r || f.at.x > o.maxX + r || f.at.y < o.minY - r || f.at.y > o.maxY + r) continue;
    const data = ctx.board.table.data.obstacles![o.index]!;
    if (o.type === 'barbed-wire' && !ctx.data.table.passable.includes(o.id) && baseToLine(f, data.line) <= CONTACT + TABLE_EPSILON) out.push(o.id);
  }
  return out;
}

/** Where a wire section lies, as the place of a choice to work on it: along its line. */
function wirePlace(ctx: Ctx, wire: string): ChoicePlace {
  const o = ctx.board.table.data.obstacles!.find((x) => x.id === wire)!;
  return { kind: 'line', points: o.line.map((p) => ({ x: p.x, y: p.y })) };
}

export function whyNotWire(u: Unit, side: string): string | null {
  const name = nameOf(u.id);
  if (u.side !== side || u.steps <= 0 || u.at === null) return `${name} is not one of your men on the table (Barbed Wire)`;
  if (counterOf(u.id).type !== 'infantry') return `only infantrymen work on wire; a tank simply drives over it (Barbed Wire)`;
  if (u.flags?.morale === 'run') return `${name}'s unit is running away this turn (Morale)`;
  if (u.flags?.wiring) return `${name} is already working on the wire (Barbed Wire)`;
  if (u.flags?.moved || (u.flags?.spent ?? 0) > 0) return `making wire passable takes a complete turn, and ${name} has already moved this turn (Barbed Wire)`;
  return null;
}

/** An infantryman spends this whole turn on a wire section (no move, no fire); with a second one on the same section it is passable at the end of the turn. */
export const cutWire = kit.action({
  schema: z.object({ figure: idSchema, wire: idSchema }),
  rule: 'Barbed Wire',
  says: (_ctx, a) => `${nameOf(a.figure)} works on ${wireName(a.wire)}`,
  legal: (ctx, side) =>
    ctx.board.figuresOf(side).flatMap((f) => {
      const u = ctx.unit(f.id);
      if (whyNotWire(u, side) !== null) return [];
      const wires = wiresNear(ctx, u.id);
      return wires.length ? [{ type: 'cutWire', side, fixed: { figure: u.id }, choose: { wire: wires }, where: { wire: wires.map((w) => wirePlace(ctx, w)) } }] : [];
    }),
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.figure)) return `there is no figure "${a.figure.slice(0, 40)}" (Barbed Wire)`;
    return whyNotWire(ctx.unit(a.figure), a.side) ?? `${nameOf(a.figure)} must be within 1" of a wire section that is not yet passable (Barbed Wire)`;
  },
  apply(ctx, a) {
    ctx.updateUnit(a.figure, { flags: { wiring: a.wire, moved: true, spent: 1 } });
    const mates = ctx.state.units.filter((u) => u.steps > 0 && u.flags?.wiring === a.wire).map((u) => u.id);
    ctx.emit({ type: 'wireWork', side: a.side, figure: a.figure, wire: a.wire, working: mates, rule: 'Barbed Wire' });
  },
});

/** At the end of a side's turn: every wire section two or more of its living men worked on all turn is passable. */
export function finishWireWork(ctx: WCtx, side: string): void {
  const by = new Map<string, string[]>();
  for (const u of ctx.state.units) {
    const wire = u.flags?.wiring;
    if (wire && u.side === side && onTable(u)) by.set(wire, [...(by.get(wire) ?? []), u.id]);
  }
  const cut: string[] = [];
  for (const [wire, men] of [...by].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (ctx.data.table.passable.includes(wire)) continue;
    if (men.length >= 2) cut.push(wire);
    ctx.emit({ type: 'wireCut', side, wire, men, done: men.length >= 2, rule: 'Barbed Wire' });
  }
  if (cut.length) ctx.setData({ ...ctx.data, table: { ...ctx.data.table, passable: [...ctx.data.table.passable, ...cut] } });
}

// ---------------------------------------------------------------- arrivals

/** Tan's units due to land this turn by his written order, not yet landed (only Tan's rules ask: the order is sealed). */
export function dueToLand(ctx: Ctx): string[] {
  const order = ctx.data.order;
  const k = ARRIVAL_TURNS.findIndex((t) => t === ctx.turn);
  if (!order || k < 0) return [];
  return order.slice(2 * k, 2 * k + 2).filter((unit) => !ctx.data.arrived.some((a) => a.unit === unit));
}

/** Places a unit's figures at an edge (in the first row clear of figures already there) and records its arrival. */
function placeAt(ctx: WCtx, team: string, side: 'west' | 'east', y: number, turn: number): void {
  for (const p of arrivalSpots(moves, ctx, membersOf(team).map(counterOf), side, y)) ctx.addUnit({ id: p.id, side: counterOf(p.id).side, at: p.at, steps: 1 });
  ctx.setData({ ...ctx.data, arrived: [...ctx.data.arrived, { unit: team, turn }] });
}

const landingPlaces = new Map<string, ChoicePlace>();

/**
 * The spot on the sea edge a unit lands at, as the place of that choice: the middle of its men there at the
 * very edge, two inches round (half the way to the next spot). (Where the edge is taken they line up inland
 * of it; the spot is still the one chosen, and working that out for every spot would triple the cost of
 * listing a landing turn's actions.)
 */
function landingPlace(team: string, y: number, edge: 'west' | 'east' = 'west'): ChoicePlace {
  // The same for every match (the table and the teams are fixed): worked out once, not at each listing the search makes.
  const key = `${team}|${y}|${edge}`;
  let place = landingPlaces.get(key);
  if (!place) landingPlaces.set(key, (place = lineUpSpot(team, y, edge)));
  return place;
}

function lineUpSpot(team: string, y: number, edge: 'west' | 'east'): ChoicePlace {
  const at = arrivalPlaces(TABLE, membersOf(team).map(counterOf), edge, y, 0).map((p) => p.at);
  const mean = (k: 'x' | 'y') => Math.round((at.reduce((s, p) => s + p[k], 0) / at.length) * 100) / 100;
  return { kind: 'spot', x: mean('x'), y: mean('y'), radius: 2 };
}

/** Tan lands a unit that is due at the sea edge; it then moves and fires as usual. */
export const land = kit.action({
  schema: z.object({ unit: idSchema, y: z.number() }),
  rule: 'Arrival',
  says: (_ctx, a) => `${unitName(a.unit)} lands at the sea edge, ${inches(a.y)} from the south edge`,
  legal: (ctx, side) => (side === 'tan' ? dueToLand(ctx).map((unit) => ({ type: 'land', side, fixed: { unit }, choose: { y: [...ENTRY_POINTS] }, where: { y: ENTRY_POINTS.map((y) => landingPlace(unit, y)) } })) : []),
  refuse(ctx, a) {
    if (a.side !== 'tan') return `only Tan lands from the sea (Arrival)`;
    if (!ENTRY_POINTS.includes(a.y)) return `a unit lands at one of the marked spots along the sea edge (${ENTRY_POINTS.join(', ')}" from the south edge) (Arrival)`;
    return `${String(a.unit).slice(0, 40)} is not due to land now: Tan's units land in pairs on turns 1, 3, 5 and 7, in the order he wrote down before the battle (Arrival)`;
  },
  apply(ctx, a) {
    placeAt(ctx, a.unit, 'west', a.y, ctx.turn);
    ctx.emit({ type: 'landed', side: 'tan', unit: a.unit, y: a.y, turn: ctx.turn, rule: 'Arrival' });
  },
});

/** Green brings on a unit the reinforcement roll gave him, at the land edge; it then moves and fires as usual. */
export const reinforce = kit.action({
  schema: z.object({ unit: idSchema, y: z.number() }),
  rule: 'Reinforcements',
  says: (_ctx, a) => `${unitName(a.unit)} enters at the land edge, ${inches(a.y)} from the south edge`,
  // Each spot on the land edge is where the unit's men line up, as Tan's landings are on the sea edge.
  legal: (ctx, side) =>
    side === 'green' ? ctx.data.reinforcing.map((unit) => ({ type: 'reinforce', side, fixed: { unit }, choose: { y: [...ENTRY_POINTS] }, where: { y: ENTRY_POINTS.map((y) => landingPlace(unit, y, 'east')) } })) : [],
  refuse(ctx, a) {
    if (a.side !== 'green') return `only Green's reinforcements enter at the land edge (Reinforcements)`;
    if (!ENTRY_POINTS.includes(a.y)) return `a unit enters at one of the marked spots along the land edge (${ENTRY_POINTS.join(', ')}" from the south edge) (Reinforcements)`;
    return `${String(a.unit).slice(0, 40)} has not been rolled for: a unit enters only on a reinforcement roll of 12 or more (Reinforcements)`;
  },
  apply(ctx, a) {
    placeAt(ctx, a.unit, 'east', a.y, ctx.turn);
    ctx.setData({ ...ctx.data, reinforcing: ctx.data.reinforcing.filter((u) => u !== a.unit) });
    ctx.emit({ type: 'reinforced', side: 'green', unit: a.unit, y: a.y, turn: ctx.turn, rule: 'Reinforcements' });
  },
});

/** What must still arrive before a side may end its movement, in words, or `null`. */
function arrivalsPending(ctx: Ctx, side: string): string | null {
  if (side === 'tan') {
    const due = dueToLand(ctx);
    return due.length ? `land ${due.map(unitName).join(' and ')} first: they are due this turn (Arrival)` : null;
  }
  return ctx.data.reinforcing.length ? `bring on ${ctx.data.reinforcing.map(unitName).join(' and ')} at the land edge first (Reinforcements)` : null;
}

/** The side says its movement is over. */
export const endMovement = kit.action({
  rule: 'Movement',
  says: 'movement done',
  legal: (ctx, side) => (arrivalsPending(ctx, side) === null ? [{ type: 'endMovement', side }] : []),
  refuse: (ctx, a) => arrivalsPending(ctx, a.side) ?? `${sideName(a.side)} may not end movement now (Movement)`,
  apply: (ctx) => ctx.endPhase(),
});
