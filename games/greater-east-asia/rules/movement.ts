/**
 * Land movement (8.0): the two movement phases, the second only by expending
 * supply units (8.3); terrain and hexside costs, roads and railroads as roads
 * (8.8, 8.9); supply units' river movement (8.10); rail movement (8.11,
 * 8.12); the minimum move (8.6); stopping in enemy zones of control (8.7,
 * 10.0 stand-in); stacking at the end of a move (9.0 stand-in); amphibious
 * movement and entry (6.6, 18.0 stand-in). Built on the core's movement
 * search, with every search kept while the enemy stands still.
 *
 * @module
 */
import * as z from 'zod';
import { derive, type ActionDescriptor, type FlagPatch } from 'hexwar';
import { followPath, ZocRule, type MovementRange, type ReachRules, type PathProblem } from 'hexwar/hex';
import { eliminateOverstacked } from 'hexwar/combat';
import { endPhaseVerb } from 'hexwar/procedures';
import type { Side } from '../data/counters';
import { controlArray, counterOf, enemyOf, fits, fitsIn, isLand, limits, onMap, phasing, prohibited, roomFor, stackLoad, stackPoints, takeControl, toPool } from './common';
import { MOVEMENT_COSTS, RAIL_COSTS, RAIL_MOVE_COST } from './map';
import { inGeneralSupply, zocOf } from './supply';
import { kit, type Ctx, type G, type Placed, type WCtx, type Unit } from './types';

/** 8.6, 8.7, 10.0 (stand-in): stop on entering an enemy ZOC; never straight from one enemy ZOC hex to another. */
const ZOC_RULE = { ...ZocRule.stopNoZocToZoc, rule: '8.7' };

/** The nationalities that may move and enter by sea (6.6, 18.0). */
const AMPHIBIOUS_NATIONALITIES: readonly string[] = ['japanese', 'british', 'us'];

/** A unit's movement allowance (8.4): its printed movement factor; naval units do not move on land. */
export const allowanceOf = (u: Pick<Unit, 'id'>): number => (isLand(u.id) ? (counterOf(u.id).factors[0].movement ?? 0) : 0);

/** The TEC row a unit moves by (supply units add river movement, 8.10). */
const chartOf = (u: Unit) => MOVEMENT_COSTS[counterOf(u.id).type === 'supply' ? 'supply' : (counterOf(u.id).movementClass as 'non-mechanized')];

/** The rules a unit's normal movement follows now (8.4–8.8, 8.10, 10.0): its TEC row, allowance, the enemy's zones of control, the minimum move. */
const normalRules = (ctx: Ctx, u: Unit): ReachRules => ({ costs: chartOf(u), allowance: allowanceOf(u), zoc: zocOf(ctx, enemyOf(u.side)), zocRule: ZOC_RULE, minimumMove: true });

/** Where a unit could move by normal movement, as far as terrain and the enemy allow (8.4–8.8, 8.10, 10.0); shared by every unit of its kind in its hex. */
export function normalRange(ctx: Ctx, u: Unit): MovementRange {
  return ctx.board.reach(u, normalRules(ctx, u));
}

/** Why each rule breaks a path, in a player's words (8.4–8.7). */
const PATH_PROBLEM: Readonly<Record<PathProblem, (id: string, from: string, to: string, ma: number) => string>> = {
  'not-adjacent': (id, from, to) => `${id}'s path goes from ${from} to ${to}, which is not next to ${from} (8.4)`,
  'enemy-occupied': (id, _f, to) => `${id} may not enter ${to}: an enemy unit is there (8.6)`,
  prohibited: (id, _f, to) => `${id} may not enter ${to} from there: its movement class may not enter that terrain off road (8.5)`,
  'stopped-in-zoc': (id, from) => `${id} entered an enemy zone of control at ${from} and must stop there (8.7)`,
  'may-not-leave-zoc': (id, from) => `${id} may not leave the enemy zone of control at ${from} (8.7)`,
  'zoc-to-zoc': (id, from, to) => `${id} may not move from the enemy zone of control at ${from} straight into another at ${to} (8.6)`,
  allowance: (id, _f, to, ma) => `${id}'s path to ${to} costs more than its ${ma} MP (8.4)`,
};

/**
 * Why a path a player gave for a normal move is not one the unit may follow,
 * or `null` (8.4–8.7): the hexes it enters, in order, ending at `to`.
 */
function pathRefusal(ctx: Ctx, u: Placed, to: string, path: readonly string[]): string | null {
  if (path[path.length - 1] !== to) return `${u.id}'s path ends in ${String(path[path.length - 1]).slice(0, 20)}, not ${to} (8.4)`;
  const bad = path.find((h) => !ctx.board.has(h));
  if (bad !== undefined) return `${bad.slice(0, 20)} is not a hex of the map (8.4)`;
  const hexes = [u.at, ...path];
  const walk = followPath(ctx.board.movementQuery(u, normalRules(ctx, u)), hexes.map((h) => ctx.board.cell(h)));
  if (walk.ok) return null;
  // The step that broke the rule, from the hex before it.
  const [from, into] = [hexes[walk.step - 1], hexes[walk.step]];
  if (from === undefined || into === undefined) throw new Error(`followPath broke a path of ${path.length} hexes at step ${walk.step}, which it does not have`);
  return PATH_PROBLEM[walk.why](u.id, from, into, allowanceOf(u));
}

/** Cells a side may move through by rail: its own rail hexes (8.11); the rest cost Infinity to enter. */
function railBlocks(ctx: Ctx, side: Side): Float64Array {
  return derive(ctx.data.captured, `railBlocks:${side}`, () => {
    const control = controlArray(ctx);
    const code = side === 'japanese' ? 1 : 2;
    const out = new Float64Array(control.length);
    for (let i = 0; i < control.length; i++) if (control[i] !== code) out[i] = Infinity;
    return out;
  });
}

/** The rail hexes that changed hands since 1941, as a key: rail nets change only when one does. */
const railKey = (ctx: Ctx): string =>
  derive(ctx.data.captured, 'railKey', () =>
    Object.entries(ctx.data.captured)
      .filter(([h]) => ctx.board.hasLink(h, 'railroad'))
      .map(([h, s]) => `${h}${s[0]}`)
      .sort()
      .join(''),
  );

/** Where a unit could go by rail from its hex (8.11): through friendly-controlled rail hexes, stopping in an enemy ZOC. */
function railRange(ctx: Ctx, u: Unit): MovementRange {
  const side = u.side;
  const enemy = enemyOf(side);
  // The blocks as of the rail hexes' owners: one array per railKey, so a capture off the rails keeps every rail range.
  const blocks = ctx.board.mapCached(`railBlocks:${side}:${railKey(ctx)}`, () => railBlocks(ctx, side));
  return ctx.board.reach(u, { costs: RAIL_COSTS, allowance: 0, zoc: zocOf(ctx, enemy), zocRule: ZOC_RULE, extraCostToEnter: blocks });
}

/** Expended supply units whose radius lets units move in the 2nd Movement Phase (8.3). */
const expended = (ctx: Ctx, side: string) => ctx.board.unitsOf(side).filter((u) => u.flags?.expended === true);

/** Whether a unit is within the supply radius of a supply unit expended this phase (8.3). */
function inExpendedRadius(ctx: Ctx, u: Placed): boolean {
  return expended(ctx, u.side).some((s) => ctx.board.distance(s.at, u.at) <= (counterOf(s.id).radius ?? 0));
}

/**
 * Whether a unit may move now (8.1, 8.3, 8.5): its side's movement phase, on
 * the map, not moved yet, with an allowance; in the 2nd phase only within the
 * radius of an expended supply unit, which itself stays put.
 */
function mayMove(ctx: Ctx, u: Placed): boolean {
  if (u.side !== ctx.active || u.flags?.moved === true || allowanceOf(u) <= 0) return false;
  if (ctx.phase === 'firstMovement') return true;
  if (ctx.phase !== 'secondMovement') return false;
  return u.flags?.expended !== true && inExpendedRadius(ctx, u);
}

/** The hexes a unit may end a normal move in now (8.4–8.8, 9.0). */
function moveTargets(ctx: Ctx, u: Placed): string[] {
  if (!mayMove(ctx, u)) return [];
  return openCells(ctx, normalRange(ctx, u), u);
}

/** Which cells of a range are open to a unit of `pts` stacking points, as last worked out. */
interface OpenMemo {
  load: Uint8Array | null;
  list: string[];
}

/**
 * The labels of a range's cells where a unit of its stacking points has room
 * to end its move (9.0). Kept with the range: units of a kind in one hex share
 * one list (so their descriptors merge), and the list is reused while no cell
 * of the range changes between open and full.
 */
function openCells(ctx: Ctx, range: MovementRange, u: Unit): string[] {
  const cells = range.cells;
  const pts = stackPoints(u.id);
  const load = stackLoad(ctx, u.side);
  const memo = derive<OpenMemo>(range, `open:${pts}`, () => ({ load: null, list: [] }));
  if (memo.load === load) return memo.list;
  const limit = limits(ctx);
  if (memo.load !== null) {
    const before = memo.load;
    let same = true;
    for (const c of cells) {
      same = fitsIn(before, limit, c, pts) === fitsIn(load, limit, c, pts);
      if (!same) break;
    }
    if (same) {
      memo.load = load;
      return memo.list;
    }
  }
  const out: string[] = [];
  // The start is never among `cells`, so the unit's own points are never counted twice.
  for (const c of cells) if (pts === 0 || fitsIn(load, limit, c, pts)) out.push(ctx.board.label(c));
  memo.load = load;
  memo.list = out;
  return out;
}

/** The hexes a unit may reach by rail now (8.11, 8.12): 1st Movement Phase, started in general supply, on a railroad. */
function railTargets(ctx: Ctx, u: Placed): string[] {
  if (ctx.phase !== 'firstMovement' || !mayMove(ctx, u) || u.flags?.railOk !== true || allowanceOf(u) < RAIL_MOVE_COST) return [];
  if (!ctx.board.hasLink(u.at, 'railroad')) return [];
  return openCells(ctx, railRange(ctx, u), u);
}

// ---------------------------------------------------------------- 6.6 and 18.0 amphibious movement (stand-in)

/**
 * The coastal land hexes within `reach` sea hexes of a port (18.0 stand-in): a
 * breadth-first search through sea hexes from the sea next to the port; a
 * landing hex is a land hex next to a sea hex reached.
 */
export function coastWithin(ctx: Ctx, port: string, reach: number): readonly string[] {
  return ctx.board.mapCached(`coast:${port}:${reach}`, () => {
    const sea = (h: string) => ctx.board.terrain(h) === 'sea';
    const dist = new Map<string, number>();
    let frontier = ctx.board.neighbours(port).filter(sea);
    for (const h of frontier) dist.set(h, 1);
    for (let k = 2; k <= reach && frontier.length; k++) {
      const next: string[] = [];
      for (const h of frontier) for (const n of ctx.board.neighbours(h)) if (sea(n) && !dist.has(n)) (dist.set(n, k), next.push(n));
      frontier = next;
    }
    const out = new Set<string>();
    for (const h of dist.keys()) for (const n of ctx.board.neighbours(h)) if (n !== port && !sea(n) && ctx.board.terrain(n) !== 'prohibited') out.add(n);
    return [...out].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
  });
}

/** Friendly amphibious task forces in a hex that have not sailed this phase (18.0). */
const shipsAt = (ctx: Ctx, hex: string, side: string): Placed[] =>
  ctx.board.sideAt(hex, side).filter((u) => counterOf(u.id).type === 'amphibious-task-force' && u.flags?.sailed !== true);

/** Whether a unit may be carried by sea (6.6, 18.0): a British, US or Japanese ground combat unit. */
export const seaborne = (id: string): boolean => counterOf(id).category === 'ground-combat' && AMPHIBIOUS_NATIONALITIES.includes(counterOf(id).nationality);

/** Where a unit may land now (18.0 stand-in): from a port holding a friendly amphibious task force, to a coastal hex within its reach. */
function landingTargets(ctx: Ctx, u: Placed): string[] {
  if (!seaborne(u.id) || !mayMove(ctx, u)) return [];
  const ships = shipsAt(ctx, u.at, u.side);
  if (ships.length === 0) return [];
  const reach = Math.max(...ships.map((s) => counterOf(s.id).factors[0].movement));
  const enemy = ctx.board.enemyOccupied(u.side);
  const load = stackLoad(ctx, u.side);
  const limit = limits(ctx);
  const pts = stackPoints(u.id);
  return coastWithin(ctx, u.at, reach).filter((h) => {
    const c = ctx.board.cell(h);
    return !enemy[c] && fitsIn(load, limit, c, pts);
  });
}

// ---------------------------------------------------------------- the verbs

/** One of a side's units on the map, or null. */
function unitOf(ctx: Ctx, id: string, side: string): Placed | null {
  if (!ctx.hasUnit(id)) return null;
  const u = ctx.unit(id);
  return u.side === side && onMap(u) ? u : null;
}

/** Why a move is refused, the most telling reason first (8.1–8.8, 9.0, 10.0). */
function moveRefusal(ctx: Ctx, id: string, side: string, to: string, how: 'move' | 'rail' | 'landing'): string {
  const rule = how === 'rail' ? '8.11' : how === 'landing' ? '18.0' : '8.4';
  const u = unitOf(ctx, id, side);
  if (!u) return `${id.slice(0, 30)} is not one of your units on the map (${rule})`;
  if (u.flags?.moved === true) return `${id} has already moved this phase (8.5)`;
  if (allowanceOf(u) <= 0) return `${id} has no movement allowance: ${isLand(id) ? 'a fortress never moves' : 'naval units do not move on land'} (8.4)`;
  if (ctx.phase === 'secondMovement' && u.flags?.expended === true) return `${id} was expended this phase and may not move (8.3)`;
  if (ctx.phase === 'secondMovement' && !inExpendedRadius(ctx, u)) return `${id} is not within the radius of a supply unit expended this phase: in the 2nd Movement Phase only such units move (8.3)`;
  if (how === 'rail') {
    if (ctx.phase !== 'firstMovement') return `rail movement only in the 1st Movement Phase (8.12)`;
    if (u.flags?.railOk !== true) return `${id} did not start the phase in general supply, so it may not move by rail (8.12)`;
    if (!ctx.board.hasLink(u.at, 'railroad')) return `${id} is not on a railroad (8.11)`;
  }
  if (how === 'landing') {
    if (!seaborne(id)) return `only British, US and Japanese ground combat units move by sea (6.6)`;
    if (shipsAt(ctx, u.at, side).length === 0) return `${id} needs a friendly amphibious task force in its hex that has not sailed this phase (18.0)`;
  }
  if (!ctx.board.has(to)) return `${to.slice(0, 20)} is not a hex of the map (${rule})`;
  if (prohibited(ctx, to)) return `${id} may not enter ${to}: ${ctx.board.terrain(to) === 'sea' ? 'land units never enter the sea (8.6)' : 'the USSR and Mongolia are off limits (2.2)'}`;
  if (ctx.board.enemyAt(to, side)) return `${id} may not enter ${to}: an enemy unit is there (8.6)`;
  if (!roomFor(ctx, to, u)) return `${id} may not end its move in ${to}: it would be over the stacking limit of ${ctx.board.terrain(to)} (9.0)`;
  if (how === 'rail') return `${id} cannot reach ${to} by rail: only through railroad hexes your side controls, stopping on entering an enemy zone of control (8.11)`;
  if (how === 'landing') return `${to} is not a coastal hex within reach of the task force (18.0)`;
  return `${id} cannot reach ${to}: ${allowanceOf(u)} MP over this terrain (roads 1 MP, ½ if mechanized or motorized), stopping on entering an enemy zone of control (8.7) and never from one straight into another (8.4)`;
}

/** A normal move may say the path it takes: the hexes entered, in order (8.4). */
const PATH_FIELD = { path: { kind: 'hex-path', rule: '8.4' } } as const;

/** Units of a side and where each may go, as one descriptor per unit. */
function descriptors(ctx: Ctx, side: string, type: string, targets: (u: Placed) => string[], optional?: ActionDescriptor['optional']): ActionDescriptor[] {
  const out: ActionDescriptor[] = [];
  if (side !== ctx.active) return out;
  for (const u of ctx.board.unitsOf(side)) {
    if (u.flags?.moved === true) continue;
    const to = targets(u);
    if (to.length) out.push({ type, side, fixed: { unit: u.id }, choose: { to }, ...(optional ? { optional } : {}) });
  }
  return out;
}

/** Moves a unit along a path (cells, the start first): the hexes it enters come under its side's control (5.3, 8.11). Returns them. */
function moveAlong(ctx: WCtx, u: Unit, path: readonly number[], flags: FlagPatch<G['flags']> = {}): string[] {
  const hexes = path.slice(1).map((c) => ctx.board.label(c));
  const to = hexes.at(-1);
  if (to === undefined) throw new Error(`${u.id} was moved along a path that enters no hex`);
  ctx.updateUnit(u.id, { at: to, flags: { moved: true, ...flags } });
  takeControl(ctx, u.side, hexes);
  return hexes;
}

/** The movement phases' verbs (8.0, 18.0). */
export const movementVerbs = {
  move: kit.action({
    // `path`, if given, is the hexes entered in order, ending at `to`; without it the cheapest path is taken.
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1), path: z.array(z.string().min(1)).min(1).max(64).optional() }),
    rule: '8.4',
    says: 'move {unit} to {to}',
    // A unit moves once a movement phase (8.5; the fuzzer holds the verb to it).
    limit: { field: 'unit', times: 1, per: 'phase' },
    legal: (ctx, side) => descriptors(ctx, side, 'move', (u) => moveTargets(ctx, u), PATH_FIELD),
    refuse: (ctx, a) => moveRefusal(ctx, a.unit, a.side, a.to, 'move'),
    check: (ctx, a) => {
      const u = unitOf(ctx, a.unit, a.side);
      if (!u) return `${a.unit.slice(0, 30)} is not one of your units on the map (8.4)`;
      return a.path ? pathRefusal(ctx, u, a.to, a.path) : null;
    },
    apply(ctx, a) {
      const u = unitOf(ctx, a.unit, a.side);
      if (!u) return ctx.reject('illegal', `${a.unit.slice(0, 30)} is not one of your units on the map (8.4)`, '8.4');
      const from = ctx.board.cell(u.at);
      let cells: number[];
      let mp: number;
      let minimum: boolean;
      if (a.path) {
        cells = [from, ...a.path.map((h) => ctx.board.cell(h))];
        const walk = followPath(ctx.board.movementQuery(u, normalRules(ctx, u)), cells);
        if (!walk.ok) return ctx.reject('illegal', pathRefusal(ctx, u, a.to, a.path) ?? `${u.id} may not follow that path (8.4)`, '8.4');
        ({ cost: mp, minimumMove: minimum } = walk);
      } else {
        const range = normalRange(ctx, u);
        const cell = ctx.board.cell(a.to);
        cells = range.pathTo(cell);
        mp = range.costTo(cell);
        minimum = range.isMinimumMove(cell);
      }
      const hexes = moveAlong(ctx, u, cells);
      ctx.emit({ type: 'moved', unit: u.id, from: u.at, to: a.to, mp, path: [u.at, ...hexes], ...(minimum ? { how: 'by the minimum move' } : {}), rule: minimum ? '8.6' : '8.4' });
    },
  }),
  railMove: kit.action({
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
    rule: '8.11',
    says: 'move {unit} by rail to {to}',
    legal: (ctx, side) => (ctx.phase === 'firstMovement' ? descriptors(ctx, side, 'railMove', (u) => railTargets(ctx, u)) : []),
    refuse: (ctx, a) => moveRefusal(ctx, a.unit, a.side, a.to, 'rail'),
    apply(ctx, a) {
      const u = unitOf(ctx, a.unit, a.side);
      if (!u) return ctx.reject('illegal', `${a.unit.slice(0, 30)} is not one of your units on the map (8.11)`, '8.11');
      moveAlong(ctx, u, railRange(ctx, u).pathTo(ctx.board.cell(a.to)));
      ctx.emit({ type: 'railMoved', unit: u.id, from: u.at, to: a.to, rule: '8.11' });
    },
  }),
  landing: kit.action({
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
    rule: '18.0',
    says: '{unit} lands at {to}',
    legal: (ctx, side) => {
      // Only units standing with an amphibious task force that has not sailed may land.
      const ports = new Set(ctx.board.unitsOf(side).filter((u) => counterOf(u.id).type === 'amphibious-task-force' && u.flags?.sailed !== true).map((u) => u.at));
      if (ports.size === 0) return [];
      const out: ActionDescriptor[] = [];
      for (const port of ports) {
        for (const u of ctx.board.sideAt(port, side)) {
          const to = landingTargets(ctx, u);
          if (to.length) out.push({ type: 'landing', side, fixed: { unit: u.id }, choose: { to } });
        }
      }
      return out;
    },
    refuse: (ctx, a) => moveRefusal(ctx, a.unit, a.side, a.to, 'landing'),
    apply(ctx, a) {
      const u = unitOf(ctx, a.unit, a.side);
      if (!u) return ctx.reject('illegal', `${a.unit.slice(0, 30)} is not one of your units on the map (18.0)`, '18.0');
      // The fastest task force in the hex carries it.
      const [ship] = shipsAt(ctx, u.at, a.side).sort((x, y) => counterOf(y.id).factors[0].movement - counterOf(x.id).factors[0].movement || (x.id < y.id ? -1 : 1));
      if (!ship) return ctx.reject('illegal', `${u.id} needs a friendly amphibious task force in its hex that has not sailed this phase (18.0)`, '18.0');
      ctx.updateUnit(ship.id, { flags: { sailed: true } });
      ctx.updateUnit(u.id, { at: a.to, flags: { moved: true } });
      takeControl(ctx, a.side, [a.to]);
      ctx.emit({ type: 'landed', unit: u.id, from: u.at, to: a.to, by: ship.id, rule: '18.0' });
    },
  }),
  endMovement: endPhaseVerb('endMovement', '8.1'),
};

/** Supply units the phasing player may expend in the 2nd Movement Phase (8.3). */
export const expendable = (ctx: Ctx, side: string): string[] =>
  ctx.phase === 'secondMovement' && side === ctx.active ? ctx.board.unitsOf(side).filter((u) => counterOf(u.id).type === 'supply' && u.flags?.expended !== true && u.flags?.moved !== true).map((u) => u.id) : [];

/** 8.3: expend a supply unit so that every unit within its supply radius may move this phase. */
export const expendSupply = kit.action({
  schema: z.object({ unit: z.string().min(1) }),
  rule: '8.3',
  says: 'expend {unit}',
  legal: (ctx, side) => {
    const list = expendable(ctx, side);
    return list.length ? [{ type: 'expendSupply', side, choose: { unit: list } }] : [];
  },
  refuse: (ctx, a) => (unitOf(ctx, a.unit, a.side) && counterOf(a.unit).type === 'supply' ? `${a.unit} has already been expended or has moved this phase (8.3)` : `${a.unit.slice(0, 30)} is not one of your supply units on the map (8.3)`),
  apply(ctx, a) {
    ctx.updateUnit(a.unit, { flags: { expended: true } });
    const u = unitOf(ctx, a.unit, a.side);
    if (!u) return ctx.reject('illegal', `${a.unit.slice(0, 30)} is not one of your supply units on the map (8.3)`, '8.3');
    const movers = ctx.board.unitsOf(a.side).filter((x) => x.id !== a.unit && ctx.board.distance(x.at, u.at) <= (counterOf(a.unit).radius ?? 0)).length;
    ctx.emit({ type: 'supplyExpended', unit: a.unit, hex: u.at, radius: counterOf(a.unit).radius ?? 0, units: movers, rule: '8.3' });
  },
});

/** 1st Movement Phase entry: the phasing player's units that start it in general supply may move by rail (8.12). */
export function markRailReady(ctx: WCtx): void {
  const side = phasing(ctx);
  let n = 0;
  for (const u of ctx.board.unitsOf(side)) {
    if (allowanceOf(u) < RAIL_MOVE_COST || !ctx.board.hasLink(u.at, 'railroad') || !inGeneralSupply(ctx, u)) continue;
    ctx.updateUnit(u.id, { flags: { railOk: true } });
    n++;
  }
  ctx.emit({ type: 'railReady', side, units: n, rule: '8.12' });
}

/**
 * 9.0 (stand-in): at the end of its owner's 1st Movement Phase a hex over the
 * limit (reinforcements may be placed over it, 6.4; a corps broken down for a
 * loss may overflow) loses units until it fits, the weakest first; support
 * units, which count nothing, are never the ones to go.
 */
export function eliminateOverstack(ctx: WCtx): void {
  const side = phasing(ctx);
  const value = (id: string) => stackPoints(id) * 100 + (counterOf(id).factors[0].attack ?? 0) * 10 + counterOf(id).factors[0].defence;
  eliminateOverstacked(ctx, '9.0', {
    side,
    mayStack: (ids) => {
      const [first] = ids;
      if (first === undefined) return true;
      const at = ctx.unit(first).at;
      // The units are a stack on the map: the first one's hex is theirs.
      if (at === null) throw new Error(`${first} is in a stack checked for overstacking but is not on the map`);
      return fits(ctx, at, ids);
    },
    // The last in this order go first: units that count for nothing first in, then the strongest.
    order: (a, b) => (stackPoints(a.id) === 0 ? -1 : 0) - (stackPoints(b.id) === 0 ? -1 : 0) || value(b.id) - value(a.id) || (a.id < b.id ? -1 : 1),
  });
}

/** 2nd Movement Phase exit: the supply units expended are spent, back to the pool (8.3). */
export function spendExpended(ctx: WCtx): void {
  for (const u of expended(ctx, phasing(ctx))) toPool(ctx, u.id);
}

