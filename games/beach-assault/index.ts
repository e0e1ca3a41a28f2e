/**
 * Beach Assault: a D-Day scenario for plastic army men (a 2017 blog post).
 * Green defends a beach, its wire and its high ground; Tan lands from the sea
 * in pairs of units on turns 1, 3, 5 and 7, in an order he wrote down before
 * the battle, and must capture Green's command post before the end of turn 20.
 * Played on the tabletop core: a table in inches, figures with bases, paths,
 * line of sight, cover, templates and scatter.
 *
 * The plugin in one page: the table, forces and tables are plain data in
 * `data/`, each rule a short module in `rules/`. Read `README.md` for what is
 * a stand-in and how each rule was read.
 *
 * @module hexwar/games/beach-assault
 */
import { z } from 'zod';
import { isOneOf, type Game, type VerbOf, type WithVerbs } from 'hexwar';
import { figuresOverlapping } from 'hexwar/tabletop';
import { shuffled } from 'hexwar/bots';
import { COUNTERS, COUNTER, JEEP_CAPACITY, MEMBERS, TAN_ARRIVALS, unitName } from './data/forces';
import { GREEN_SETUP, TABLE } from './data/table';
import { ANTI_TANK, GRENADE, SMALL_ARMS, TANK_GUN, TURNS } from './data/tables';
import { dueTurn, followed, rollOrder, viewData, writeOrder } from './rules/arrival';
import { candidates, playTan } from './rules/bot';
import { aboardOf, counterOf, onTable, phasing } from './rules/figures';
import { endFire, fire, shell, throwGrenade } from './rules/fire';
import { EVENTS } from './rules/events';
import { alight, board, cutWire, endMovement, land, moves, reinforce } from './rules/movement';
import { endOfTurn, moraleRolls, reinforcementRoll } from './rules/turn';
import { kit, type Ctx, type G, type Unit } from './rules/types';
import { determinize, evaluate } from './rules/search';

export type { Arrival, BeachData, BeachEvent, BeachOptions, BeachTableState, G as BeachSpec } from './rules/types';
export type { BeachCounter, Role, Weapon } from './data/forces';
export { ROLES, TABLE } from './data/table';
export { COUNTERS as BEACH_COUNTERS, TAN_ARRIVALS } from './data/forces';

const movementVerbs = { move: moves.move, reverse: moves.reverse, board, alight, cutWire, land, reinforce, endMovement };
const fireVerbs = { fire: fire.fire, throwGrenade, shell, endFire };

/** What must always hold, checked by the fuzzer after every action. */
function invariants(ctx: Ctx): string[] {
  const out: string[] = [];
  const order = ctx.data.order;
  const tanArrived = ctx.data.arrived.filter((a) => isOneOf(TAN_ARRIVALS, a.unit));
  if (order && !followed(order, ctx.data.arrived)) out.push(`Tan's landings ${JSON.stringify(tanArrived)} do not follow the sealed order`);
  if (order) {
    // Every unit due by now has landed (the turn's pair once Tan's movement is over).
    const k = order.findIndex((u, i) => dueTurn(i) < ctx.turn && !tanArrived.some((a) => a.unit === u));
    if (k >= 0) out.push(`${order[k]} was due on turn ${dueTurn(k)} and has not landed`);
  }
  for (const u of ctx.state.units) {
    const c = counterOf(u.id);
    if (c.side === 'tan' && (onTable(u) || aboardOf(u)) && !tanArrived.some((a) => a.unit === c.team)) out.push(`${u.id} is in play but ${c.team} has not landed`);
    const jeep = aboardOf(u);
    if (jeep && !onTable(ctx.unit(jeep))) out.push(`${u.id} rides in ${jeep}, which is not on the table`);
    if (u.steps <= 0 && u.at !== null) out.push(`${u.id} is dead but on the table`);
  }
  for (const [jeep] of MEMBERS) {
    if (COUNTER.get(jeep)?.type !== 'jeep') continue;
    const load = ctx.state.units.filter((u) => aboardOf(u) === jeep).length;
    if (load > JEEP_CAPACITY) out.push(`${jeep} carries ${load} men`);
  }
  // No two figures on one spot: bases may touch, never overlap.
  for (const [a, b] of figuresOverlapping(ctx.board.figures())) out.push(`${a} and ${b} stand on one spot`);
  const wires = new Set((TABLE.obstacles ?? []).map((o) => o.id));
  const objects = new Set((TABLE.objects ?? []).map((o) => o.id));
  if (ctx.data.table.passable.some((w) => !wires.has(w)) || new Set(ctx.data.table.passable).size !== ctx.data.table.passable.length) out.push(`bad passable wire list ${JSON.stringify(ctx.data.table.passable)}`);
  if (ctx.data.table.destroyed.some((o) => !objects.has(o)) || new Set(ctx.data.table.destroyed).size !== ctx.data.table.destroyed.length) out.push(`bad destroyed list ${JSON.stringify(ctx.data.table.destroyed)}`);
  if (ctx.data.revealed !== (ctx.state.result !== null)) out.push('the order is revealed exactly when the battle is over');
  if (!ctx.data.revealed && viewData(ctx, 'green').order !== null) out.push("Green's view shows the sealed order");
  return out;
}

/**
 * Beach Assault's verbs: the action types a caller may write
 * (`apply(state, { type: 'land', … })`); a misspelt one does not compile.
 */
export type BeachAssaultVerb = 'writeOrder' | 'land' | 'reinforce' | 'move' | 'reverse' | 'board' | 'alight' | 'cutWire' | 'endMovement' | 'fire' | 'shell' | 'throwGrenade' | 'endFire';

const defined = kit.defineGame({
  id: 'beach-assault',
  title: 'Beach Assault (plastic army men)',
  version: '1.1.0',
  table: TABLE,
  counters: COUNTERS,
  scenarios: {
    standard: {
      title: 'D-Day: Green defends the beach',
      description: 'Tan lands in pairs of units on turns 1, 3, 5 and 7 and has 20 turns to capture the command post.',
      victory: `Tan wins by capturing the command post (or its ruins): at the end of his turn a Tan infantryman within 1" of its walls and no Green infantryman; vehicles do not capture. Green wins if Tan has no infantry left anywhere, or when turn ${TURNS} ends without the capture (Victory).`,
    },
  },
  reference: [
    {
      title: 'Small Arms (one die, kill on)',
      rule: 'Small-Arms Fire',
      columns: ['Weapon', 'Short', 'Long'],
      rows: Object.entries(SMALL_ARMS).map(([w, t]) => [w === 'smg' ? 'SMG' : w, `${t.bands[0]!.upTo}": ${t.kill['short']}+`, `${t.bands[1]!.upTo}": ${t.kill['long']}+`]),
      notes: ['-1 behind cover', 'each man fires at the nearest enemy he can see'],
    },
    {
      title: 'Anti-tank rifle and tank gun (one die, kill on)',
      rule: 'Anti-Tank',
      columns: ['Target', `AT rifle to ${ANTI_TANK.bands[0]!.upTo}"`, `to ${ANTI_TANK.bands[1]!.upTo}"`, `Tank gun to ${TANK_GUN.bands[0]!.upTo}"`, `to ${TANK_GUN.bands[1]!.upTo}"`],
      rows: (['tank', 'jeep', 'emplacement'] as const).map((k) => [k === 'emplacement' ? 'emplacement, command post' : k, `${ANTI_TANK.kill[k]['short']}+`, `${ANTI_TANK.kill[k]['long']}+`, `${TANK_GUN.kill[k]['short']}+`, `${TANK_GUN.kill[k]['long']}+`]),
    },
    { title: 'Grenades and shells', rule: 'Grenades', columns: ['Caught in the blast', 'Dies on'], rows: [['a man', `${GRENADE.kills}+`], ['a jeep (out of action)', `${GRENADE.knocksOutJeep}+`], ['a man in that jeep', `${GRENADE.killsPassenger}+`]] },
  ],
  options: z.object({ solo: z.boolean().default(false) }),
  setup() {
    // Only Green's starting figures are on the table; Tan's units come into play as they land, Green's reinforcements as they enter.
    const units = COUNTERS.filter((c) => GREEN_SETUP[c.id]).map((c): Unit => ({ id: c.id, side: c.side, at: GREEN_SETUP[c.id]!, steps: 1 }));
    return { units, data: { order: null, arrived: [], table: { passable: [], destroyed: [] }, reinforcing: [], tankCame: false, revealed: false } };
  },
  flags: {
    moved: { until: 'turn', rule: 'Movement' },
    spent: { until: 'turn', rule: 'Movement' },
    fired: { until: 'turn', rule: 'Small-Arms Fire' },
    wiring: { until: 'turn', rule: 'Barbed Wire' },
    morale: { until: 'turn', rule: 'Morale' },
    alighted: { until: 'turn', rule: 'Movement' },
    boarded: { until: 'turn', rule: 'Movement' },
    // Lasting marks: the jeep a figure rides in, and a jeep the shells immobilised.
    aboard: { until: 'game', rule: 'Movement' },
    immobilised: { until: 'game' },
  },
  phases: {
    seal: {
      title: 'Arrival Order',
      actions: { writeOrder },
      enter(ctx) {
        if (!ctx.options.solo) return;
        rollOrder(ctx);
        ctx.endPhase();
      },
    },
    movement: {
      title: 'Movement',
      actions: movementVerbs,
      enter(ctx) {
        const side = phasing(ctx);
        if (side === 'green') reinforcementRoll(ctx);
        moraleRolls(ctx, side);
        if (ctx.options.solo && side === 'tan') playTan(ctx, movementVerbs);
      },
    },
    fire: {
      title: 'Fire',
      actions: fireVerbs,
      enter(ctx) {
        if (ctx.options.solo && ctx.active === 'tan') playTan(ctx, fireVerbs);
      },
      exit: endOfTurn,
    },
  },
  // Never reached: the end of Green's turn 20 ends the battle (and opens the sealed order).
  finalResult: () => ({ winner: 'green', reason: 'Green still holds the command post at the end of turn 20' }),
  viewData,
  invariants,
  // A team is no counter: it goes by its first figure (a vehicle's name, or T4 (infantry unit)).
  unitName: (id) => (MEMBERS.has(id) ? unitName(id) : undefined),
  events: EVENTS,
  // The paths and aim points are the core's; Tan's arrival order is his units in a random order.
  samplers: { ...moves.samplers, ...fire.samplers, 'arrival-order': (field, draw) => (Array.isArray(field['units']) ? shuffled(field['units'], draw) : []) },
  // The set-up is one decision, Tan's sealed order, which shapes the whole battle: it gets the search's whole budget.
  bot: { candidates, evaluate, determinize, search: { setupShare: 1 } },
});

// The list above is the one defineGame read from the definition, neither more nor less.
type Read = VerbOf<NonNullable<(typeof defined)['spec']>>;
const exact: [Read] extends [BeachAssaultVerb] ? ([BeachAssaultVerb] extends [Read] ? true : false) : false = true;
void exact;

/** The game, ready for `createMatch(beachAssault, { seed, options: { solo } })` and `hexwar play beach-assault`. */
export const beachAssault: Game<WithVerbs<G, BeachAssaultVerb, undefined, 'standard'>> = defined;
