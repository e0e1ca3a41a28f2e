/**
 * Hedgerow Farm: a small miniatures game, built from scratch in
 * docs/tabletop.md on the core's tabletop procedures. Blue's squad has six
 * turns to take the farmhouse from Grey's.
 *
 * It is written as an out-of-tree plugin: everything comes from the `hexwar`
 * package (and `zod`), nothing from hexwar's sources.
 *
 * The rules, by number:
 * - 1 The table: 24" square; an orchard (sight blocked 2" inside it, cover,
 *   half move); a stone wall (cover; it costs a quarter of a move to cross);
 *   the farmhouse (solid: it blocks sight and movement and gives cover).
 * - 2 Sequence of play: six turns; in each, Blue then Grey has a player turn
 *   of movement, fire and melee.
 * - 3 Movement: 3.1 each figure moves once a turn along a path: 6" in the
 *   open, half that in the orchard; 3.2 the machinegun team moves at half
 *   speed and may not move and fire; 3.3 nobody moves through the farmhouse
 *   or off the table.
 * - 4 Fire: 4.1 each figure fires once a turn; riflemen fire at the nearest
 *   enemy they can see and hurt, out to 18": 4+ on a d6 kills at up to 6",
 *   5+ beyond; 4.2 behind cover, -1; 4.3 the machinegun rolls at every enemy
 *   in its 60° arc out to 24", 5+ kills; 4.4 the sergeant may throw a grenade
 *   at a point up to 6" away instead: it scatters 2" (5-6 on target, 1 long,
 *   2 right, 3 short, 4 left) and kills every man within 1" on 4+ (-1 behind
 *   cover from the blast).
 * - 5 Melee: at the end of each player turn, figures whose bases touch fight:
 *   high die wins, ties roll again, a sergeant adds 1; the loser dies.
 * - 6 Morale: a side that has lost half its figures rolls a die at the start
 *   of its turn: on 1-2 every figure runs a full move directly away from the
 *   nearest enemy (off the table, it is gone), and fires no more that turn.
 * - 7 Victory: a side with no figure left loses; after turn 6 the side with a
 *   figure within 1" of the farmhouse and no enemy as close wins; otherwise
 *   Grey, who holds it at the start.
 *
 * @module
 */
import * as z from 'zod';
import {
  declareEvent, declareTypes, setupGame, type CounterData, type EventsOf, type ReadContext, type RulesContext,
  type SpecOf
} from 'hexwar';
import { endPhaseVerb, rangeTable, rollOnTable } from 'hexwar/procedures';
import {
  baseToPolygon, bearing, fightMelee, fleePath, pathMoves, tabletopFire, TABLE_EPSILON, type TableData,
  type TablePosition, type TableWeapon
} from 'hexwar/tabletop';

// ---------------------------------------------------------------- 1. the table

const rect = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** The farmhouse's id (the objective). */
export const FARMHOUSE = 'farmhouse';

/** The table as plain data, checked by the core when the game is defined. */
export const TABLE: TableData = {
  id: 'hedgerow-farm',
  name: 'Hedgerow Farm',
  width: 24,
  height: 24,
  terrainTypes: { orchard: { sight: 'blocks', seeInto: 2, cover: true } },
  edges: [
    { id: 'blue-edge', side: 'south', name: 'Blue edge' },
    { id: 'grey-edge', side: 'north', name: 'Grey edge' },
  ],
  areas: [{ id: 'orchard', type: 'orchard', name: 'Orchard', polygon: rect(2, 9, 9, 15) }],
  obstacles: [{ id: 'wall', type: 'wall', name: 'Stone wall', line: [{ x: 11, y: 12 }, { x: 22, y: 12 }], cover: true }],
  objects: [{ id: FARMHOUSE, kind: 'house', name: 'Farmhouse', polygon: rect(14, 16, 18, 19) }],
};

// ---------------------------------------------------------------- the figures

/** A figure's counter: the core's counter data with its class, base and weapons. */
const figure = (id: string, side: 'blue' | 'grey', name: string, weapons: string[], cls = 'infantry'): CounterData<'blue' | 'grey'> & Record<string, unknown> => ({
  id,
  side,
  name,
  type: cls,
  steps: 1,
  class: cls,
  base: { shape: 'round', radius: cls === 'team' ? 0.6 : 0.4 },
  weapons,
});

/** Every figure: a sergeant, four riflemen and a machinegun team a side. */
export const COUNTERS = (['blue', 'grey'] as const).flatMap((side) => [
  figure(`${side}-sgt`, side, `${side === 'blue' ? 'Blue' : 'Grey'} sergeant`, ['rifle', 'grenade']),
  ...[1, 2, 3, 4].map((n) => figure(`${side}-r${n}`, side, `${side === 'blue' ? 'Blue' : 'Grey'} rifleman ${n}`, ['rifle'])),
  figure(`${side}-mg`, side, `${side === 'blue' ? 'Blue' : 'Grey'} machinegun`, ['mg'], 'team'),
]);

/** Where each figure starts: Blue along its edge, Grey about the farm, facing south. */
const START: Readonly<Record<string, TablePosition>> = {
  'blue-sgt': { x: 12, y: 2 },
  'blue-r1': { x: 6, y: 2 },
  'blue-r2': { x: 9, y: 1.5 },
  'blue-r3': { x: 15, y: 1.5 },
  'blue-r4': { x: 18, y: 2 },
  'blue-mg': { x: 4, y: 3, facing: 60 },
  'grey-sgt': { x: 16, y: 20 },
  'grey-r1': { x: 13, y: 13 },
  'grey-r2': { x: 17, y: 13 },
  'grey-r3': { x: 21, y: 13 },
  'grey-r4': { x: 5, y: 14 },
  'grey-mg': { x: 19, y: 15, facing: 270 },
};

// ---------------------------------------------------------------- 2. the sequence of play and the names

/** Six turns; in each, Blue then Grey moves, fires and fights in melee. */
export const sequence = {
  turns: 6,
  steps: [{ sides: ['blue', 'grey'], rule: '2', steps: [{ phase: 'movement', rule: '3' }, { phase: 'fire', rule: '4' }] }],
} as const;

const SIDES = ['blue', 'grey'] as const;
/** The one event of the game's own, with its words in the log: a figure runs, perhaps off the table (6). */
const EVENTS = {
  fled: declareEvent({ unit: z.string(), path: z.array(z.object({ x: z.number(), y: z.number() })), gone: z.boolean(), rule: z.string() }, (e) => `${e.unit} runs${e.gone ? ' off the table' : ''} (6)`),
};
type Types = { position: TablePosition; events: EventsOf<typeof EVENTS>; flags: { moved: boolean; fired: boolean; ran: boolean } };
/** What the compiler knows of the game: positions on a table, its phases, sides and event. */
export type FarmSpec = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });

// ---------------------------------------------------------------- 3. movement

/** The movement chart: 6" in the open, half in the orchard; crossing the wall costs a quarter of a move (3.1). */
const FOOT = { name: 'foot', speed: 6, terrain: { orchard: { times: 0.5 } }, obstacles: { wall: { cross: 'free', cost: 0.25 } } } as const;

/** The core's path move: a figure along a path, within its allowance (3). */
export const moves = pathMoves<FarmSpec>({
  rule: '3',
  table: TABLE,
  profiles: { infantry: FOOT, team: FOOT },
  // The machinegun team moves at half speed (3.2).
  allowance: (_ctx, u) => (u.id.endsWith('-mg') ? 0.5 : 1),
  mayMove: (_ctx, u) => (u.flags?.ran === true ? `${u.id} has run this turn (6)` : null),
  objectives: [{ x: 16, y: 17.5 }],
});

// ---------------------------------------------------------------- 4. fire

/** The weapons as the core's fire reads them (4.1, 4.3, 4.4). */
const WEAPONS: Readonly<Record<string, TableWeapon>> = {
  rifle: { name: 'rifle', bands: [{ upTo: 6, band: 'short' }, { upTo: 18, band: 'long' }], targets: 'nearest', rule: '4.1' },
  mg: { name: 'machinegun', range: 24, arc: 60, targets: 'every', rule: '4.3' },
  grenade: { name: 'grenade', range: 6, template: { radius: 1, table: scatterTable(2), atPoint: true }, rule: '4.4' },
};

/** 5-6 on target; 1 long, 2 right, 3 short, 4 left, by `inches` (4.4). */
function scatterTable(inches: number) {
  return { die: 6, entries: [{ rolls: [5, 6], result: 'on-target' as const }, ...(['long', 'right', 'short', 'left'] as const).map((result, i) => ({ rolls: [i + 1], result, distance: inches }))] };
}

/** The core's fire, configured by section 4. */
export const fire = tabletopFire<FarmSpec>({
  rule: '4',
  table: TABLE,
  weapons: WEAPONS,
  measure: 'base',
  compare: 'atLeast',
  modifiers: [{ when: 'cover', n: -1, why: 'behind cover' }],
  cover: { reach: 1 },
  // A team that moved does not fire (3.2); a figure that ran does not fire (6).
  mayFire: (_ctx, u) => (u.id.endsWith('-mg') && u.flags?.moved === true ? `${u.id} moved: the machinegun team may not move and fire (3.2)` : u.flags?.ran === true ? `${u.id} ran this turn (6)` : null),
  need: (_ctx, s) => ({ need: s.weapon === 'rifle' ? (s.band === 'short' ? 4 : 5) : s.weapon === 'mg' ? 5 : 4 }),
  resolve(ctx, shot, hit) {
    if (!hit) return;
    ctx.updateUnit(shot.target.id, { at: null, steps: 0, box: 'dead' });
  },
});

// ---------------------------------------------------------------- 5. melee and 6. morale

/** The end of a player turn: melee between figures in contact (5). */
function melee(ctx: RulesContext<FarmSpec>): void {
  fightMelee(ctx, {
    rule: '5',
    contact: 0.01,
    bonus: (_ctx, id) => (id.endsWith('-sgt') ? 1 : 0),
    lost: (c, _winner, loser) => void c.updateUnit(loser, { at: null, steps: 0, box: 'dead' }),
  });
}

/** Morale at the start of a side's turn: having lost half its figures, it rolls; on 1-2 every figure runs a full move directly away from the nearest enemy (6). */
function morale(ctx: RulesContext<FarmSpec>): void {
  const side = ctx.active!;
  const all = COUNTERS.filter((c) => c.side === side).length;
  const standing = ctx.board.figuresOf(side);
  if (standing.length === 0 || standing.length > all / 2) return;
  const { result } = rollOnTable(ctx, { table: 'morale', read: rangeTable({ '1-2': 'run', '3-6': 'hold' }), says: (r) => (r === 'run' ? 'every figure runs' : 'holds'), rule: '6' });
  if (result !== 'run') return;
  for (const f of standing) {
    const enemy = ctx.board.nearest(f, { enemyOf: side })?.figures[0];
    const away = enemy ? bearing(enemy.at, f.at) : side === 'blue' ? 270 : 90;
    const { path, check } = fleePath(ctx.board.table, FOOT, f.at, away, { mayLeave: true });
    ctx.updateUnit(f.id, check.left ? { at: null, steps: 0, box: 'fled' } : { at: { x: check.end.x, y: check.end.y, ...(f.at.facing !== undefined ? { facing: away } : {}) }, flags: { ran: true, moved: true } });
    ctx.emit({ type: 'fled', unit: f.id, path, gone: check.left !== undefined, rule: '6' });
  }
}

// ---------------------------------------------------------------- 7. victory

/** The sides with a figure within 1" of the farmhouse, base to wall (7). */
function holders(ctx: ReadContext<FarmSpec>): string[] {
  const house = TABLE.objects![0]!.polygon;
  return [...new Set(ctx.board.figures().filter((f) => baseToPolygon(f, house) <= 1 + TABLE_EPSILON).map((f) => f.side))];
}

const sideName = (side: string) => (side === 'blue' ? 'Blue' : 'Grey');

// ---------------------------------------------------------------- the game

/** The game, ready for `createMatch(farm, { seed })` and `hexwar play examples/tabletop/farm.ts`. */
export const farm = kit.defineGame({
  id: 'hedgerow-farm',
  title: 'Hedgerow Farm',
  version: '1.0.0',
  table: TABLE,
  counters: COUNTERS,
  scenarios: { standard: { title: 'The farm', description: 'Six turns; Blue attacks first.' } },
  setup: () => ({ units: COUNTERS.map((c) => ({ id: c.id, side: c.side, at: START[c.id]!, steps: 1 })), data: null }),
  // The core clears these flags at the end of each turn.
  flags: { moved: { until: 'turn', rule: '3.1' }, fired: { until: 'turn', rule: '4.1' }, ran: { until: 'turn', rule: '6' } },
  phases: {
    movement: { enter: morale, actions: { move: moves.move, endMovement: endPhaseVerb('endMovement', '3') } },
    fire: { actions: { fire: fire.fire, throwGrenade: fire.aimed({ type: 'throwGrenade', weapon: 'grenade', only: 'only the sergeant throws grenades' }), endFire: endPhaseVerb('endFire', '4') }, exit: melee },
  },
  checkResult(ctx) {
    const left = SIDES.filter((side) => ctx.board.figuresOf(side).length > 0);
    return left.length === 2 ? null : { winner: left[0] ?? null, reason: left.length ? `${sideName(left[0]!)} is the last side standing (7)` : 'both sides are gone (7)' };
  },
  finalResult(ctx) {
    const held = holders(ctx);
    const winner = held.length === 1 ? held[0]! : 'grey';
    return { winner, reason: `${sideName(winner)} holds the farmhouse at the end of turn 6 (7)` };
  },
  samplers: { ...moves.samplers, ...fire.samplers },
  events: EVENTS,
});
