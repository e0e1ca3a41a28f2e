/**
 * Small questions every rule asks about figures: who is alive, on the table,
 * aboard a jeep, in the sea; a figure's counter, unit and passengers; distances
 * base to base, to an object, to a wire section.
 *
 * @module
 */
import { counterLookup } from 'hexwar';
import { figureDistance, type Polygon, type TableFigure, type TablePoint, type TableState } from 'hexwar/tabletop';
import { COUNTERS, MEMBERS } from '../data/forces';
import { COMMAND_POST } from '../data/table';

export { nameOf, wireName } from '../data/forces';
import type { Ctx, Side, Unit } from './types';

/** A figure's counter. */
export const counterOf = counterLookup(COUNTERS);

/** Alive and on the table. */
export const onTable = (u: Unit): boolean => u.steps > 0 && u.at !== null;

/** The jeep a figure rides in, if it is aboard one. */
export const aboardOf = (u: Unit): string | undefined => (u.steps > 0 && u.box === 'aboard' ? u.flags?.aboard : undefined);

/** Killed (not fled, not still to arrive). */
export const isDead = (u: Unit): boolean => u.box === 'dead' || u.box === 'destroyed';

/** The passengers of a jeep, in counter order. */
export function passengers(ctx: Ctx, jeep: string): Unit[] {
  return ctx.state.units.filter((u) => aboardOf(u) === jeep);
}

/** The living members of a unit (on the table or aboard a jeep). */
export function membersAlive(ctx: Ctx, team: string): Unit[] {
  return (MEMBERS.get(team) ?? []).filter((id) => ctx.hasUnit(id)).map((id) => ctx.unit(id)).filter((u) => u.steps > 0 && (u.at !== null || u.box === 'aboard'));
}

/** The table's changes now (wire made passable, objects destroyed), for the core's queries. */
export const tableState = (ctx: Ctx): TableState => ctx.data.table;

/** The kind of the topmost zone under a point (`sea`, `beach`, `land`), as movement reads it. */
export function zoneAt(ctx: Ctx, p: TablePoint): string {
  const zones = ctx.board.at(p).zones;
  return zones.length ? zones[zones.length - 1]!.type : 'land';
}

/** The gap in inches between two figures' bases (0 when they touch): how every distance between figures is measured. */
export const gap = (a: TableFigure, b: TableFigure): number => figureDistance(a, b, 'base');

/** A solid object's footprint by id. */
function objectPolygon(ctx: Ctx, id: string): Polygon | undefined {
  return ctx.board.table.data.objects?.find((o) => o.id === id)?.polygon;
}

/** The command post's footprint: the table's data always has it (victory and both bots measure from it). */
export function commandPost(ctx: Ctx): Polygon {
  const p = objectPolygon(ctx, COMMAND_POST);
  if (!p) throw new Error(`the table has no object "${COMMAND_POST}", the command post`);
  return p;
}

/** A figure on the table by id: the rules ask only of men and vehicles they know stand there. */
export function figureOf(ctx: Ctx, id: string): TableFigure {
  const f = ctx.board.figure(id);
  if (!f) throw new Error(`${id} is not on the table, yet a rule asked where it stands`);
  return f;
}

/** The active side: every phase of the turn belongs to one. */
export function phasing(ctx: Ctx): Side {
  if (ctx.active === null) throw new Error(`the ${ctx.phase} phase has no active side, yet a hook of a side's phase ran in it`);
  return ctx.active;
}

/** A point within the tolerance of the table's edge, put on it (a path may end up to 0.01" over the edge; a position may not). */
export function onTheTable(ctx: Ctx, p: TablePoint): TablePoint {
  const { width, height } = ctx.board.table;
  return { x: Math.min(width, Math.max(0, p.x)) + 0, y: Math.min(height, Math.max(0, p.y)) + 0 };
}

/** A length as a player reads it: `12.5"`. */
export const inches = (n: number): string => `${Math.round(n * 10) / 10}"`;

