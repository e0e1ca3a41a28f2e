/**
 * The Crossing at Harlow: a small two-player wargame, built from scratch in
 * docs/writing-a-plugin.md. Blue has four turns to cross the river and take
 * the town of Harlow from Red.
 *
 * It is written as an out-of-tree plugin: everything comes from the `hexwar`
 * package (and `zod`, for the action schemas), nothing from hexwar's sources.
 *
 * The rules, by number:
 * - 1 The map: clear, woods and town hexes; a river between columns D and E; a
 *   road from A3 to H3 that crosses the river by a bridge; Harlow is F3.
 * - 2 Sequence of play: four turns; in each, Blue then Red has a player turn
 *   of a movement phase and a combat phase.
 * - 3 Stacking: at most two units in a hex, at all times.
 * - 4 Movement: 4.1 each unit moves once per movement phase; 4.2 it spends its
 *   movement points: 1 a clear or town hex, 2 a woods hex, +2 to cross the
 *   river, ½ along the road (the bridge included); it may always move one hex;
 *   4.3 never into an enemy unit; it stops on entering a hex next to one;
 *   4.4 within stacking; 4.5 the player ends the phase when he is done.
 * - 5 Combat: 5.1 units attack an adjacent enemy hex, each unit once per
 *   combat phase, several units together; 5.2 attack against defence, as odds,
 *   rounded for the defender, one die on the table; 5.3 a defender in woods or
 *   Harlow adds 1, an attacker across the river loses 1 (the bridge does not
 *   help); 5.4 results below; 5.5 a unit that retreats goes one hex away from
 *   the enemy, never into an enemy zone of control, or it is eliminated; the
 *   attackers may advance into a hex left empty; 5.6 the player ends the phase.
 * - 6 Victory: the side with a unit in Harlow at the end of turn 4 wins; if it
 *   is empty, Red (who held it at the start) wins.
 *
 * @module
 */
import * as z from 'zod';
import {
  declareEvent, declareTypes, setupGame, type CounterData, type EventsOf, type ReadContext, type SpecOf,
  type UnitOf
} from 'hexwar';
import { ZocRule, type MapData, type MovementCosts } from 'hexwar/hex';
import { attackProcedures, parseCrt, ratioColumns, type CombatLegend, type OddsTable } from 'hexwar/combat';
import { endPhaseVerb } from 'hexwar/procedures';
import { hexMoveScore } from 'hexwar/bots';

// ---------------------------------------------------------------- 1. the map

/** The victory hex. */
export const HARLOW = 'F3';

// The river runs between columns D and E. On this odd-q map, D n touches E n and E n-1.
const river: [string, string][] = [];
for (let row = 1; row <= 6; row++) {
  river.push([`D${row}`, `E${row}`]);
  if (row > 1) river.push([`D${row}`, `E${row - 1}`]);
}

/** The map as plain data: 8 columns (A–H) by 6 rows. */
export const MAP: MapData = {
  id: 'harlow',
  name: 'Harlow and the river',
  columns: 8,
  rows: 6,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'woods', 'town'],
  defaultTerrain: 'clear',
  hexes: [...['B2', 'C5', 'E5', 'F1', 'G4'].map((label) => ({ label, terrain: 'woods' })), { label: HARLOW, terrain: 'town' }],
  hexsideTypes: ['river'],
  hexsides: river.map((hexes) => ({ hexes, features: ['river'] })),
  linkTypes: ['road'],
  links: [{ kind: 'road', path: ['A3', 'B3', 'C3', 'D3', 'E3', 'F3', 'G3', 'H3'] }],
  places: [{ label: HARLOW, name: 'Harlow', kind: 'objective' }],
};

// ---------------------------------------------------------------- the counters

/** The two sides. */
const SIDES = ['blue', 'red'] as const;
type Side = (typeof SIDES)[number];

/** A two-step counter: attack-defence-movement at full strength, then reduced. */
const counter = (id: string, side: Side, full: [number, number, number], reduced: [number, number, number]): CounterData<Side> => ({
  id,
  side,
  name: id,
  type: 'infantry',
  steps: 2,
  factors: [full, reduced].map(([attack, defence, movement]) => ({ attack, defence, movement })),
});

/** Every counter. */
export const COUNTERS: readonly CounterData<Side>[] = [
  counter('1 Bde', 'blue', [4, 3, 4], [2, 2, 4]),
  counter('2 Bde', 'blue', [4, 3, 4], [2, 2, 4]),
  counter('3 Bde', 'blue', [3, 3, 4], [2, 1, 4]),
  counter('Cavalry', 'blue', [2, 2, 6], [1, 1, 6]),
  counter('5 Bde', 'red', [3, 4, 4], [2, 2, 4]),
  counter('6 Bde', 'red', [3, 4, 4], [2, 2, 4]),
  counter('Militia', 'red', [1, 3, 3], [1, 1, 3]),
];

/** Where each counter starts. */
const START: Readonly<Record<string, string>> = { '1 Bde': 'A3', '2 Bde': 'A4', '3 Bde': 'B2', Cavalry: 'A2', '5 Bde': 'E3', '6 Bde': 'E5', Militia: HARLOW };

// ---------------------------------------------------------------- 2. the sequence of play and the names

/** Four turns; in each, Blue then Red moves and fights. */
export const sequence = {
  turns: 4,
  steps: [{ sides: ['blue', 'red'], rule: '2', steps: [{ phase: 'movement', rule: '4' }, { phase: 'combat', rule: '5' }] }],
} as const;

/** The one event of the game's own, with its words in the log: who holds Harlow at the end of each turn. */
const EVENTS = {
  harlowHeld: declareEvent({ turn: z.number(), by: z.enum(SIDES).nullable() }, (e) => `End of turn ${e.turn}: Harlow is ${e.by ? `held by ${e.by}` : 'empty'}`),
};
/** Its unit flags, each with its kind of value: `u.flags?.moved` is a boolean, `u.flags?.mvoed` does not compile. */
type Types = { events: EventsOf<typeof EVENTS>; flags: { moved: boolean; attacked: boolean } };
/** What the compiler knows of the game: its phases, sides, events and unit flags. */
export type CrossingSpec = SpecOf<Types, typeof sequence, typeof SIDES>;
/** The typed builders: every verb and hook below is checked against these names. */
const kit = setupGame({ types: declareTypes<Types>(), sides: SIDES, sequence });
type Ctx = ReadContext<CrossingSpec>;

// ---------------------------------------------------------------- 4. movement

/** The terrain effects chart, one row (4.2). */
const FOOT: MovementCosts = { terrain: { clear: 1, woods: 2, town: 1 }, hexsides: { river: 2 }, links: { road: 0.5 } };

/** Every hex a unit may end its move in (4.1–4.4). */
export function reach(ctx: Ctx, u: UnitOf<CrossingSpec>): string[] {
  if (u.at === null || u.flags?.moved === true) return [];
  // Never into an enemy unit; stop on entering an enemy zone of control (4.3); one hex always (4.4).
  const range = ctx.board.reach(u, { costs: FOOT, allowance: ctx.factors(u).movement, zocRule: ZocRule.stopOnEntry, minimumMove: true });
  return [...range.cells].map((c) => ctx.board.label(c)).filter((hex) => ctx.board.room(hex, u));
}

const move = kit.action({
  schema: z.object({ unit: z.string(), to: z.string() }),
  rule: '4',
  says: '{unit} moves to {to}',
  // Once a phase (4.1): the fuzzer holds legal and apply to it (a move that forgot its flag would let a unit move for ever).
  limit: { field: 'unit', times: 1, per: 'phase' },
  // The heuristic bot's liking: the core's, towards the side's objectives (bot.objectives below).
  score: hexMoveScore,
  // One descriptor per unit: "1 Bde may move to any of these hexes".
  legal: (ctx, side) =>
    ctx.board.unitsOf(side).flatMap((u) => {
      const to = reach(ctx, u);
      return to.length > 0 ? [{ type: 'move', side, fixed: { unit: u.id }, choose: { to } }] : [];
    }),
  // Why a move that is not listed is refused, in a player's words, with the rule.
  refuse(ctx, a) {
    const u = ctx.hasUnit(a.unit) ? ctx.unit(a.unit) : null;
    if (!u || u.side !== a.side || u.at === null) return `${a.unit.slice(0, 20)} is not one of your units on the map (4.1)`;
    if (u.flags?.moved === true) return `${u.id} has already moved this phase (4.1)`;
    return `${u.id} cannot reach ${a.to.slice(0, 20)}: ${ctx.factors(u).movement} MP, woods 2, river +2 except by the bridge, never into an enemy hex, stop next to one, two units a hex at most (4.2)`;
  },
  apply(ctx, a) {
    const u = ctx.unit(a.unit);
    ctx.updateUnit(u.id, { at: a.to, flags: { moved: true } });
    ctx.emit({ type: 'moved', unit: u.id, from: u.at, to: a.to });
  },
});

// ---------------------------------------------------------------- 5. combat

const COLUMNS = ['1:2', '1:1', '2:1', '3:1', '4:1'];
/** Odds worse than 1:2 read 1:2, better than 4:1 read 4:1 (5.2). */
const ODDS: OddsTable = { kind: 'ratio', columns: ratioColumns(COLUMNS), below: 'lowest', above: 'highest' };

/** The combat results table, one die (5.4). */
export const CRT = parseCrt({
  id: 'crossing-crt',
  columns: COLUMNS,
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['AR', 'DR', 'DR', 'DE', 'DE'] },
    { roll: 2, results: ['AR', 'EX', 'DR', 'DR', 'DE'] },
    { roll: 3, results: ['AR', 'AR', 'EX', 'DR', 'DE'] },
    { roll: 4, results: ['AE', 'AR', 'EX', 'DR', 'DR'] },
    { roll: 5, results: ['AE', 'AR', 'AR', 'EX', 'DR'] },
    { roll: 6, results: ['AE', 'AE', 'AR', 'AR', 'EX'] },
  ],
});

/**
 * What each result does, in order, and its words (5.4, 5.5). An exchange: the
 * defender loses a step, then the attacker at least as many as the defender lost.
 */
const LEGEND: CombatLegend = {
  AE: { steps: [{ kind: 'eliminate', role: 'attacker' }], words: 'attackers eliminated' },
  AR: { steps: [{ kind: 'retreat', role: 'attacker', hexes: 1 }], words: 'attackers retreat one hex' },
  EX: { steps: [{ kind: 'lose', role: 'defender', count: 1 }, { kind: 'exchange', role: 'attacker' }], words: 'exchange: the defender loses a step, the attacker as many' },
  DR: { steps: [{ kind: 'retreat', role: 'defender', hexes: 1 }, { kind: 'advance' }], words: 'defenders retreat one hex' },
  DE: { steps: [{ kind: 'eliminate', role: 'defender' }, { kind: 'advance' }], words: 'defenders eliminated' },
};

/** The core's attack procedures, configured by the rules of section 5. */
export const combat = attackProcedures<CrossingSpec>({
  odds: ODDS,
  crt: CRT,
  rule: '5',
  // Units next to the hex that have not attacked this phase (5.1).
  attackers: (ctx, hex, side) => ctx.board.neighbours(hex).flatMap((h) => ctx.board.sideAt(h, side)).filter((u) => u.flags?.attacked !== true),
  refusals: {
    declare: (_ctx, hex) => `${hex.slice(0, 20)} cannot be attacked: it needs an enemy unit next to one of your units that has not attacked this phase (5.1)`,
  },
  modifiers: [
    { kind: 'perDefender', add: 1, in: { terrain: 'woods' }, reason: 'woods', rule: '5.3' },
    { kind: 'perDefender', add: 1, in: { terrain: 'town' }, reason: 'Harlow', rule: '5.3' },
    { kind: 'perAttacker', add: -1, across: 'river', reason: 'across the river', rule: '5.3' },
  ],
  legend: LEGEND,
  retreat: { rule: '5.5' },
  resolved(ctx, c) {
    for (const id of c.attackers) ctx.updateUnit(id, { flags: { attacked: true } });
  },
});

// ---------------------------------------------------------------- 6. victory

/** The side with a unit in Harlow, if any. */
const holder = (ctx: Ctx) => {
  const side = ctx.board.unitsAt(HARLOW)[0]?.side;
  return SIDES.find((s) => s === side);
};

// ---------------------------------------------------------------- the game

/** The game, ready for `createMatch(crossing, { seed })` and `hexwar play examples/plugin/crossing.ts`. */
export const crossing = kit.defineGame({
  id: 'crossing',
  title: 'The Crossing at Harlow',
  version: '1.0.0',
  map: MAP,
  counters: COUNTERS,
  scenarios: { standard: { title: 'The crossing', description: 'Four turns; Blue moves first.' } },
  setup: () => ({
    units: COUNTERS.map((c) => ({ id: c.id, side: c.side, at: START[c.id]!, steps: c.steps })),
    data: null,
  }),
  stacking: { allows: (ids) => ids.length <= 2, rule: '3' },
  // Every flag a unit may carry, with how long it lasts: the core clears these at the end of every
  // phase ('turn' for the turn, 'game' for a mark the game's rules clear); an undeclared flag is refused.
  flags: { moved: { until: 'phase', rule: '4.1' }, attacked: { until: 'phase', rule: '5.1' } },
  phases: {
    movement: { actions: { move, endMovement: endPhaseVerb('endMovement', '4.5') } },
    combat: {
      actions: { declareAttack: combat.declare, endCombat: endPhaseVerb('endCombat', '5.6') },
      exit(ctx) {
        if (ctx.active === 'red') ctx.emit({ type: 'harlowHeld', turn: ctx.turn, by: holder(ctx) ?? null });
      },
    },
  },
  procedures: combat.procedures,
  finalResult(ctx) {
    const side = holder(ctx) ?? 'red';
    return { winner: side, reason: `${side === 'blue' ? 'Blue' : 'Red'} holds Harlow at the end of turn 4 (6)` };
  },
  // Checked by the fuzzer after every action.
  invariants: (ctx) =>
    ctx.map.labels.flatMap((hex) => {
      const here = ctx.board.unitsAt(hex);
      return here.length > 2 || new Set(here.map((u) => u.side)).size > 1 ? [`${hex} holds ${here.map((u) => u.id).join(', ')}`] : [];
    }),
  events: EVENTS,
  // Both sides fight for Harlow; the core's bot moves, attacks and advances towards it.
  bot: { objectives: () => [HARLOW] },
});
