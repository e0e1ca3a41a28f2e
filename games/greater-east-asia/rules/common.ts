/**
 * What many rules ask: a unit's counter, its kind, the counter pool, stacking
 * (9.0), control of hexes (5.3, 8.11) and the turn's year and season.
 *
 * @module
 */
import { counterLookup, derive, HexwarError, isKeyOf, type CounterData } from 'hexwar';
import { COUNTERS, type Factors, type GeawCounter, type Side } from '../data/counters';
import { COUNTRIES, countryOf, japaneseAt1941 } from '../data/map';
import { CORPS_COMPONENTS, STACKING_POINTS, TERRAIN_EFFECTS, TURN_RECORD, type CorpsComponents, type TurnRecordEntry } from '../data/tables';
import type { Terrain } from '../data/geography';
import { kit, type Ctx, type Placed, type WCtx, type Unit } from './types';

/**
 * A counter as the rules use it: the printed counter, and for a corps one step
 * per component division or brigade of the Corps Components Table, so that a
 * loss "extracted" from a corps (7.1, 7.2) is one step; the corps breaks down
 * into what is left as soon as the combat or check that cost it is over.
 *
 * @category Greater East Asia
 */
export interface GameCounter extends CounterData {
  /** The owning side (2.4). */
  readonly side: Side;
  /** Its type, size, nationality, category and movement class, as printed (see `GeawCounter`). */
  readonly type: GeawCounter['type'];
  /** Its size (2.9). */
  readonly size: GeawCounter['size'];
  /** Its nationality (2.10, 2.11). */
  readonly nationality: GeawCounter['nationality'];
  /** Ground combat, support or naval (2.5). */
  readonly category: GeawCounter['category'];
  /** Its column of the Terrain Effects Chart. */
  readonly movementClass: GeawCounter['movementClass'];
  /** A British or Japanese corps, built only by combining (6.5, 7.5). */
  readonly corps: boolean;
  /** Its printed designation. */
  readonly designation: string;
  /** The printed factors, once per step (every counter has at least one). */
  readonly factors: readonly [Factors, ...Factors[]];
  /** A headquarters' command radius or a supply unit's supply radius, in hexes. */
  readonly radius?: number;
  /** A corps' line of the Corps Components Table. */
  readonly components?: CorpsComponents;
}

/** The Corps Components Table line of a corps counter. */
function componentsOf(c: GeawCounter): CorpsComponents | undefined {
  return c.corps ? CORPS_COMPONENTS.find((l) => l.nationality === c.nationality && l.type === c.type) : undefined;
}

/** Every counter as the rules use it. */
export const GAME_COUNTERS: readonly GameCounter[] = COUNTERS.map((c): GameCounter => {
  const components = componentsOf(c);
  if (!components) {
    // So a counter has `components` exactly when it is a corps.
    if (c.corps) throw new Error(`the corps ${c.id} has no line on the Corps Components Table`);
    return c;
  }
  const steps = components.components.reduce((n, k) => n + k.count, 0);
  // A corps has at least one component (the table lists none empty), so `steps` is at least 1.
  return { ...c, steps, factors: [c.factors[0], ...Array.from({ length: steps - 1 }, () => c.factors[0])], components };
});


/** A counter by id. */
export const counterOf = counterLookup(GAME_COUNTERS);

/** The other side. */
export const enemyOf = kit.enemyOf;

/** A ground combat unit (2.5): exerts a zone of control, counts for stacking. */
export const isGround = (id: string): boolean => counterOf(id).category === 'ground-combat';
/** A land unit (ground combat or support): occupies hexes (5.3). */
export const isLand = (id: string): boolean => counterOf(id).category !== 'naval';

/** Terrain no land unit enters: the sea, and the USSR and Mongolia (2.2, 8.6). */
export const PROHIBITED_TERRAIN: readonly Terrain[] = ['sea', 'prohibited'];

/** The map's terrain types as rows of the Terrain Effects Chart, read once per map: a type the chart lacks fails here, by name. */
const tecTypes = (ctx: Ctx): readonly Terrain[] =>
  ctx.board.mapCached('tecTypes', () =>
    ctx.map.terrainTypes.map((t) => {
      if (!isKeyOf(TERRAIN_EFFECTS, t)) throw new HexwarError({ code: 'bad-terrain', message: `the map's terrain "${t}" has no row on the Terrain Effects Chart` });
      return t;
    }),
  );

/** A hex's terrain, a row of the Terrain Effects Chart. */
export const terrainOf = (ctx: Ctx, hex: string): Terrain => tecRow(ctx, cellValue(ctx.map.terrain, ctx.board.cell(hex), 'the map\'s terrain'));

/** The Terrain Effects Chart row of one of the map's terrain ids. */
function tecRow(ctx: Ctx, id: number): Terrain {
  const t = tecTypes(ctx)[id];
  if (t === undefined) throw new Error(`terrain id ${id} is not one of the map's ${tecTypes(ctx).length} terrain types`);
  return t;
}

/** A per-cell array's value at a cell; a cell past its end is an error naming the array (a broken index, not a hex with nothing there). */
export function cellValue(values: ArrayLike<number>, cell: number, what: string): number {
  const v = values[cell];
  if (v === undefined) throw new Error(`${what} has no entry for cell ${cell} (it has ${values.length})`);
  return v;
}

/** Whether a hex's terrain is prohibited to land units (2.2, 8.6). */
export const prohibited = (ctx: Ctx, hex: string): boolean => PROHIBITED_TERRAIN.includes(terrainOf(ctx, hex));

// ---------------------------------------------------------------- the pool

/**
 * Whether a unit is off the map and may come back: in the pool, or eliminated
 * (6.9: eliminated units may be mobilized again; headquarters never).
 */
export function available(u: Unit): boolean {
  if (u.at !== null) return false;
  if (u.box === 'pool') return true;
  return u.box === 'eliminated' && counterOf(u.id).type !== 'headquarters';
}

/** Sends a unit back to the pool with all its steps (breakdown, combining, expended supply). */
export function toPool(ctx: WCtx, id: string): void {
  ctx.updateUnit(id, { at: null, box: 'pool', steps: counterOf(id).steps, flags: undefined });
}

// ---------------------------------------------------------------- 9.0 stacking (stand-in)

/** A unit's stacking points (9.0 stand-in): by size for ground combat units; support and naval units count nothing. */
export const stackPoints = (id: string): number => (isGround(id) ? STACKING_POINTS[counterOf(id).size] : 0);

/** The stacking limit of a hex, in points, by its terrain (9.0 stand-in, on the TEC). */
export const stackLimit = (ctx: Ctx, hex: string): number => TERRAIN_EFFECTS[terrainOf(ctx, hex)].stacking;

/** The stacking limit of every cell, in points (0 at sea and in prohibited terrain). */
export function limits(ctx: Ctx): Uint8Array {
  return ctx.board.mapCached('stackLimits', () => Uint8Array.from(ctx.map.terrain, (t) => TERRAIN_EFFECTS[tecRow(ctx, t)].stacking));
}

/** Stacking points of `side`'s units in each cell, kept while that side's units stand still. */
export function stackLoad(ctx: Ctx, side: string): Uint8Array {
  return ctx.board.cachedFor(side, 'stackLoad', () => {
    const out = new Uint8Array(ctx.map.size);
    for (const u of ctx.board.unitsOf(side)) {
      const c = ctx.board.cell(u.at);
      out[c] = Math.min(255, (out[c] ?? 0) + stackPoints(u.id));
    }
    return out;
  });
}

/** Whether a unit may end a move, retreat or advance in a cell without breaking the limit (9.0). */
function roomInCell(ctx: Ctx, cell: number, u: Unit, load: Uint8Array = stackLoad(ctx, u.side)): boolean {
  const pts = stackPoints(u.id);
  if (pts === 0) return true;
  return fitsIn(load, limits(ctx), cell, pts - (u.at !== null && ctx.board.cell(u.at) === cell ? pts : 0));
}

/**
 * Whether `pts` more stacking points fit in a cell (9.0): `load` and `limit`
 * are cell arrays of the map, so a cell of it always has both.
 */
export const fitsIn = (load: Uint8Array, limit: Uint8Array, cell: number, pts: number): boolean => (load[cell] ?? 0) + pts <= (limit[cell] ?? 0);

/** Whether a unit stands on the map. */
export const onMap = (u: Unit): u is Placed => u.at !== null;

/** The phasing side: the phases whose hooks ask for it all belong to a side (3.0). */
export function phasing(ctx: Ctx): Side {
  if (ctx.active === null) throw new Error(`the ${ctx.phase} phase has no phasing side, yet a hook of a side's phase ran in it`);
  return ctx.active;
}

/** Whether a unit may end a move, retreat or advance in a hex without breaking the limit (9.0). */
export const roomFor = (ctx: Ctx, hex: string, u: Unit): boolean => roomInCell(ctx, ctx.board.cell(hex), u);

/** Whether these units may stand together in a hex (9.0); one unit always may (no unit counts more than the least limit on land). */
export function fits(ctx: Ctx, hex: string, ids: readonly string[]): boolean {
  if (ids.length <= 1) return true;
  return ids.reduce((n, id) => n + stackPoints(id), 0) <= stackLimit(ctx, hex);
}

// ---------------------------------------------------------------- control

/** Codes of the control array: nobody's, Japanese, Allied. */
const CODE: Readonly<Record<Side, number>> = { japanese: 1, allied: 2 };

/**
 * Control in December 1941, by cell: Japan, its client states and Japanese-held
 * China Japanese (2.2); the Allied countries and colonies, and the rest of
 * China, Allied; Tibet, Nepal and Bhutan nobody's until entered.
 */
function initialControl(ctx: Ctx): Uint8Array {
  return ctx.board.mapCached('control1941', () => {
    const out = new Uint8Array(ctx.map.size);
    ctx.map.labels.forEach((hex, cell) => {
      const k = countryOf(hex);
      if (!k) return;
      if (japaneseAt1941(hex)) out[cell] = CODE.japanese;
      else if (COUNTRIES[k].alignment === 'allied') out[cell] = CODE.allied;
    });
    return out;
  });
}

/** Control of every cell now (0 nobody, 1 Japanese, 2 Allied), kept per `captured` object. */
export function controlArray(ctx: Ctx): Uint8Array {
  return derive(ctx.data.captured, 'control', () => {
    const out = initialControl(ctx).slice();
    for (const [hex, side] of Object.entries(ctx.data.captured)) out[ctx.board.cell(hex)] = CODE[side];
    return out;
  });
}

/** Who controls a hex, or `null`. */
export function controlOf(ctx: Ctx, hex: string): Side | null {
  const c = cellValue(controlArray(ctx), ctx.board.cell(hex), 'the control of the map');
  return c === CODE.japanese ? 'japanese' : c === CODE.allied ? 'allied' : null;
}

/** Whether `side` controls a hex. */
export const friendly = (ctx: Ctx, hex: string, side: Side): boolean => controlArray(ctx)[ctx.board.cell(hex)] === CODE[side];

/**
 * The hexes entered by a land unit of `side` come under its control: a hex is
 * controlled by the side whose land unit last entered or passed through it
 * (5.3 distinguishes this from occupation, which alone scores VP).
 */
export function takeControl(ctx: WCtx, side: Side, hexes: readonly string[]): void {
  const start = initialControl(ctx);
  const now = controlArray(ctx);
  let captured: { [hex: string]: Side } | null = null;
  for (const hex of hexes) {
    const cell = ctx.board.cell(hex);
    const taken = captured?.[hex];
    const held = captured ? (taken !== undefined ? CODE[taken] : start[cell]) : now[cell];
    if (held === CODE[side]) continue;
    captured ??= { ...ctx.data.captured };
    if (start[cell] === CODE[side]) delete captured[hex];
    else captured[hex] = side;
  }
  if (captured) ctx.setData({ ...ctx.data, captured, controlSerial: ctx.data.controlSerial + 1 });
}

// ---------------------------------------------------------------- the Turn Record

/** The Turn Record box of the current turn (turn 0, the set-up, reads as turn 1). */
export function turnEntry(turn: number): TurnRecordEntry {
  const entry = TURN_RECORD.find((t) => t.turn === Math.max(1, turn));
  if (entry === undefined) throw new Error(`the Turn Record has no box for turn ${turn}`);
  return entry;
}

/** The VP track of a side (5.1). */
export const vpTrack = (side: string): string => `vp.${side}`;
