/**
 * Set-up (3.0, 28.0 stand-in): each side places
 * the units its scenario lists, the Japanese first (3.1), by type and factors
 * anywhere in their areas (3.2), never with enemy units but enemy ZOC allowed
 * (3.2), within stacking (9.0 stand-in), naval units in ports and fortresses
 * in cities of their area. No breakdown or combining during set-up (7.4).
 * The `quickSetup` option places the stand-in deployment at once.
 *
 * @module
 */
import * as z from 'zod';
import type { ActionDescriptor } from 'hexwar';
import { PORTS } from '../data/map';
import { SCENARIO_1, SCENARIO_1_DEPLOYMENT, SETUP_AREAS, type SetupLine } from '../data/scenario1';
import { cellValue, counterOf, fits, GAME_COUNTERS, limits, prohibited, stackLimit, stackLoad, stackPoints } from './common';
import { kit, type Ctx, type Unit } from './types';

/** The set-up line each counter of the scenario sets up by (3.2): the stand-in deployment's counters, line by line. */
const LINE_OF: ReadonlyMap<string, SetupLine> = (() => {
  const out = new Map<string, SetupLine>();
  const deployment = SCENARIO_1_DEPLOYMENT.values();
  for (const line of SCENARIO_1.setup) {
    for (let k = 0; k < line.count; k++) {
      const next = deployment.next();
      if (next.done) throw new Error(`the stand-in deployment runs out of counters in the set-up line for ${line.area}`);
      out.set(next.value.counter, line);
    }
  }
  return out;
})();

/** The hex each counter has in the stand-in deployment (the quick set-up). */
export const QUICK_HEX: ReadonlyMap<string, string> = new Map(SCENARIO_1_DEPLOYMENT.map((p) => [p.counter, p.hex]));

/** The hexes a unit may set up in (3.2): its line's area, never prohibited; naval units in its ports, fortresses in its cities. */
function setupZone(ctx: Ctx, id: string): readonly string[] {
  const line = LINE_OF.get(id);
  if (!line) return [];
  const c = counterOf(id);
  const kind = c.category === 'naval' ? 'port' : c.type === 'fortress' ? 'city' : 'any';
  return ctx.board.mapCached(`setupZone:${line.area}:${kind}`, () =>
    SETUP_AREAS[line.area].filter((h) => !prohibited(ctx, h) && (kind === 'any' || (kind === 'port' ? PORTS.includes(h) : ctx.board.isPlace(h, 'city')))).sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b)),
  );
}

/** The side setting up in each set-up phase (3.1: the Japanese first). */
const SETUP_SIDE: { readonly [phase: string]: 'japanese' | 'allied' } = { japaneseSetup: 'japanese', alliedSetup: 'allied' };

/** The units of `side` still to set up. */
const waiting = (ctx: Ctx, side: string): Unit[] => ctx.state.units.filter((u) => u.side === side && u.box === 'setup');

/**
 * The hexes of a zone where a unit of `pts` stacking points may set up now:
 * no enemy unit there (3.2), within the stacking limit (9.0 stand-in).
 */
function openHexes(ctx: Ctx, side: string, zone: readonly string[], pts: number): string[] {
  const enemy = ctx.board.enemyOccupied(side);
  const load = stackLoad(ctx, side);
  const limit = limits(ctx);
  const cells = ctx.board.mapCached(`cells:${zone.length}:${zone[0]}:${zone[zone.length - 1]}`, () => zone.map((h) => [h, ctx.board.cell(h)] as const));
  const out: string[] = [];
  for (const [h, c] of cells) {
    if (!enemy[c] && (pts === 0 || cellValue(load, c, 'the stacking load') + pts <= cellValue(limit, c, 'the stacking limits'))) out.push(h);
  }
  return out;
}

/** Why a unit may not set up in a hex now, or `null` (3.1, 3.2, 9.0). */
function setupProblem(ctx: Ctx, side: string, id: string, hex: string): string | null {
  if (SETUP_SIDE[ctx.phase] !== side) return `the ${side} player is not setting up now (3.1: the Japanese set up first, then the Allies)`;
  if (!ctx.hasUnit(id) || counterOf(id).side !== side) return `${id.slice(0, 30)} is not one of your units (3.2)`;
  const u = ctx.unit(id);
  if (u.box !== 'setup') return u.at !== null ? `${id} is already set up in ${u.at} (3.2)` : `${id} does not set up: only the units the scenario lists do; the rest are reinforcements (3.1)`;
  if (!ctx.board.has(hex)) return `${hex.slice(0, 20)} is not a hex of the map (3.2)`;
  if (prohibited(ctx, hex)) return `${id} may not set up in ${hex}: ${ctx.board.terrain(hex) === 'sea' ? 'land units never stand at sea' : 'the USSR and Mongolia are off limits'} (2.2)`;
  const line = LINE_OF.get(id);
  if (line === undefined) throw new Error(`${id} waits to set up, but the scenario gives it no set-up line (3.2)`);
  if (!setupZone(ctx, id).includes(hex)) return `${id} may not set up in ${hex}: the scenario (28.0) lists it in ${line.area}${counterOf(id).category === 'naval' ? ', in a port' : counterOf(id).type === 'fortress' ? ', in a city' : ''} (3.2)`;
  if (ctx.board.enemyAt(hex, side)) return `${id} may not set up in ${hex}: an enemy unit is there (3.2)`;
  const here = ctx.board.sideAt(hex, side).map((x) => x.id);
  if (!fits(ctx, hex, [...here, id])) return `${id} may not set up in ${hex}: ${[...here, id].reduce((n, x) => n + stackPoints(x), 0)} stacking points is over the limit of ${stackLimit(ctx, hex)} for ${ctx.board.terrain(hex)} (9.0)`;
  return null;
}

/**
 * The set-up verb (3.1, 3.2): place one of the scenario's units in its area.
 * Units of one area and stacking weight share one descriptor. A side's set-up
 * ends when its last unit is placed.
 */
export const place = kit.action({
  schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
  rule: '3.2',
  says: 'place {unit} in {hex}',
  legal(ctx, side) {
    if (SETUP_SIDE[ctx.phase] !== side) return [];
    const groups = new Map<string, { ids: string[]; zone: readonly string[]; pts: number }>();
    for (const u of waiting(ctx, side)) {
      const zone = setupZone(ctx, u.id);
      const pts = stackPoints(u.id);
      const line = LINE_OF.get(u.id);
      if (line === undefined) throw new Error(`${u.id} waits to set up, but the scenario gives it no set-up line (3.2)`);
      const key = `${line.area}:${zone.length}:${zone[0]}:${pts}`;
      const g = groups.get(key);
      if (g) g.ids.push(u.id);
      else groups.set(key, { ids: [u.id], zone, pts });
    }
    const out: ActionDescriptor[] = [];
    for (const g of groups.values()) {
      const hexes = openHexes(ctx, side, g.zone, g.pts);
      if (hexes.length) out.push({ type: 'place', side, choose: { unit: g.ids, hex: hexes } });
    }
    return out;
  },
  refuse: (ctx, a) => setupProblem(ctx, a.side, a.unit, a.hex),
  apply(ctx, a) {
    ctx.updateUnit(a.unit, { at: a.hex, box: 'map' });
    ctx.emit({ type: 'setUp', unit: a.unit, side: a.side, hex: a.hex, rule: '3.2' });
    if (waiting(ctx, a.side).length === 0) {
      ctx.emit({ type: 'setupFinished', side: a.side, rule: '3.1' });
      ctx.endPhase();
    }
  },
});

/**
 * Every unit at the start (3.1): the scenario's units wait in the set-up box
 * (or stand in the stand-in deployment with `quick`); every other counter is
 * in the pool of reinforcements (6.1).
 */
export function setupUnits(quick: boolean): Unit[] {
  return GAME_COUNTERS.map((c): Unit => {
    const hex = QUICK_HEX.get(c.id);
    if (hex === undefined) return { id: c.id, side: c.side, at: null, steps: c.steps, box: 'pool' };
    return quick ? { id: c.id, side: c.side, at: hex, steps: c.steps, box: 'map' } : { id: c.id, side: c.side, at: null, steps: c.steps, box: 'setup' };
  });
}
