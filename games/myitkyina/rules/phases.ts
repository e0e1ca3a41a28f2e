/**
 * The phases: the set-up (the Japanese hidden anywhere but the western edge,
 * then the Allies on A5–A7 within stacking), reinforcements, movement and
 * combat, with recovery from disruption and the end-of-turn look at the objectives.
 *
 * @module
 */
import * as z from 'zod';
import { type ActionDescriptor } from 'hexwar';
import { eliminateOverstacked } from 'hexwar/combat';
import { deployment, endPhaseVerb, hideUnit } from 'hexwar/procedures';
import { hexMoveScore } from 'hexwar/bots';
import { AIRFIELD, ALLIED_SETUP, EAST_BANK, MYITKYINA } from '../data/map';
import { INDIAN_DIVISION_FROM, STACK_LIMIT, TURNS } from '../data/tables';
import { airStrikes } from './air';
import { combat } from './combat';
import { destinations, mayMove, moveForecast } from './movement';
import { counterOf, disrupted, kit, weight, type Ctx, type G, type WCtx } from './types';

/** The set-up: the Japanese place their five counters hidden, one by one; the Allies then place theirs on A5–A7 and say when they are done. */
const setup = deployment<G, 'deploy', 'endSetup'>(
  {
    rule: () => 'Setup',
    setsUp: (_ctx, u) => counterOf(u.id).arrives === 'setup',
    zone: (ctx, side) => (side === 'allied' ? ALLIED_SETUP : ctx.board.mapCached('japaneseZone', () => ctx.map.labels.filter((h) => !h.startsWith('A')))),
    stacking: (ctx, hex, ids) => {
      const id = ids[ids.length - 1]!;
      const there = ctx.board.unitsAt(hex).reduce((s, u) => s + (u.id === id ? 0 : weight(u.id)), 0);
      return there + weight(id) <= STACK_LIMIT || `${id} may not set up in ${hex}: ${there} + ${weight(id)} stacking points is over the limit of ${STACK_LIMIT} (Stacking; the set-up is not a reinforcement)`;
    },
    // Eight points (three regiments, two battalions) go into three hexes of 3: a placement must leave room for the rest.
    feasible: { weight, limit: STACK_LIMIT, hexes: (_ctx, side) => (side === 'allied' ? ALLIED_SETUP : []) },
    redeploy: true,
    autoFinish: (side) => side === 'japanese',
    event: 'deployed',
    // Markers are numbered in the order the Japanese player puts units on the map.
    placed: (ctx, u) => void (u.side === 'japanese' && hideUnit(ctx, u.id, 'jp-')),
    message(p, unit, hex, side) {
      if (side === 'japanese') return p.code === 'not-now' ? null : `${unit} may not set up in ${hex}: not on the map, on the western edge, or over the stacking limit (Setup)`;
      if (p.code === 'outside-zone') return `${unit} must set up on A5–A7, not ${hex} (Setup)`;
      if (p.code === 'not-a-setup-unit' || p.code === 'not-yours' || p.code === 'unknown-unit') return `${unit} is not one of the Allied units that set up on A5–A7 (1 and 2/5307 and the 30th Division) (Setup)`;
      if (p.code === 'infeasible') return `${unit} may not set up in ${hex}: ${p.rest.join(', ')} could then not all fit on A5–A7 within stacking (Setup, Stacking)`;
      return null;
    },
    unfinished: (_side, left) => `place every Allied set-up unit on A5–A7 first: ${left.join(', ')} still to place (Setup)`,
  },
  { place: 'deploy', finish: 'endSetup' },
);

/** Units a side may bring in now, with the hexes each may arrive in: Allies from turn 2 onto a free airfield, Japanese onto the east bank. */
function arrivals(ctx: Ctx, side: string): ActionDescriptor[] {
  const pool = ctx.state.units.filter((u) => u.side === side && u.box === 'reinforcements');
  const out: ActionDescriptor[] = [];
  for (const u of pool) {
    const hexes = side === 'allied' ? (ctx.turn >= 2 && !ctx.board.enemyAt(AIRFIELD, side) && (counterOf(u.id).nation !== 'british' || ctx.turn >= INDIAN_DIVISION_FROM) ? [AIRFIELD] : []) : EAST_BANK.filter((h) => !ctx.board.enemyAt(h, side) && ctx.board.room(h, u));
    if (hexes.length) out.push({ type: 'reinforce', side, fixed: { unit: u.id }, choose: { hex: hexes } });
  }
  return out;
}

/** Recovery: Japanese at the end of every player turn; Allies at the end of the Japanese combat phase of the turn after they were disrupted. */
function recover(ctx: WCtx): void {
  const back = ctx.state.units.filter((u) => disrupted(u) && (u.side === 'japanese' || (ctx.active === 'japanese' && (u.flags?.disruptedTurn ?? ctx.turn) < ctx.turn)));
  for (const u of back.sort((a, b) => ((a.marker ?? a.id) < (b.marker ?? b.id) ? -1 : 1))) {
    ctx.updateUnit(u.id, { flags: { disrupted: false } });
    ctx.emit({ type: 'recovered', unit: u.hidden ? (u.marker ?? 'unidentified') : u.id });
  }
  ctx.setData({ ...ctx.data, bombed: [] });
}

/** The phases' hooks and verbs. */
export const phases = {
  deploy: { title: 'Set-up', actions: setup.actions },
  reinforcement: {
    title: 'Reinforcements',
    enter: (ctx: WCtx) => void (arrivals(ctx, ctx.active!).length === 0 && ctx.endPhase()),
    actions: {
      reinforce: kit.action({
        schema: z.object({ unit: z.string(), hex: z.string() }),
        rule: 'Reinforcements',
        says: 'bring {unit} in at {hex}',
        label: 'Bring in',
        legal: (ctx, side) => arrivals(ctx, side),
        refuse: (_ctx, a) => `${a.unit.slice(0, 20)} may not arrive in ${a.hex.slice(0, 20)} now: Allies from turn 2 onto a free airfield (36th Indian Division from turn ${INDIAN_DIVISION_FROM}), Japanese onto the east bank within stacking (Reinforcements)`,
        apply(ctx, a) {
          let u = ctx.updateUnit(a.unit, { at: a.hex, box: undefined, flags: { landed: ctx.turn } });
          if (u.side === 'japanese') u = hideUnit(ctx, u.id, 'jp-');
          ctx.emitAbout(u, { type: 'reinforced', unit: u.id, hex: a.hex, turn: ctx.turn });
          if (counterOf(u.id).nation === 'british' && !ctx.data.indianDivision) {
            ctx.setData({ ...ctx.data, indianDivision: true });
            ctx.emit({ type: 'indianDivision', reason: 'the 36th Indian Division is in: the Allies can now at best draw' });
          }
          ctx.endPhase();
        },
      }),
      skip: endPhaseVerb('skip', 'Reinforcements', undefined, 'no more reinforcements this turn'),
    },
  },
  movement: {
    title: 'Movement',
    // Allied units over the limit after movement are eliminated, the newest arrival first (a landing may overstack the airfield).
    exit: (ctx: WCtx) => eliminateOverstacked(ctx, 'Stacking', { side: 'allied', order: (a, b) => (a.flags?.landed ?? 0) - (b.flags?.landed ?? 0) }),
    actions: {
      move: kit.action({
        schema: z.object({ unit: z.string(), to: z.string() }),
        rule: 'Movement',
        says: 'move {unit} to {to}',
        // A unit moves once a turn (the fuzzer holds the verb to it).
        limit: { field: 'unit', times: 1, per: 'turn' },
        // The bot: towards its objectives, never leaving one empty.
        score: hexMoveScore,
        label: 'Move',
        legal: (ctx, side) => ctx.board.unitsOf(side).flatMap((u) => (mayMove(ctx, u) && destinations(ctx, u).size ? [{ type: 'move', side, fixed: { unit: u.id }, choose: { to: [...destinations(ctx, u).keys()] } }] : [])),
        forecast: (ctx, a) => moveForecast(ctx, ctx.unit(a.unit), a.to),
        refuse(ctx, a) {
          const u = ctx.hasUnit(a.unit) ? ctx.unit(a.unit) : null;
          if (!u || u.side !== a.side || u.at === null) return `${a.unit.slice(0, 20)} is not one of your units on the map (Movement)`;
          if (disrupted(u)) return { code: 'disrupted', message: `${u.id} is disrupted and cannot move (Disruption)`, rule: 'Disruption' };
          if (u.flags?.moved === ctx.turn) return `${u.id} has already moved this turn (Movement)`;
          return `${u.id} cannot reach ${a.to.slice(0, 20)}: 4 hexes (+1 by road, −1 a creek), stopping next to the enemy, never into an enemy hex, across the Irrawaddy westward only for the Japanese, within stacking (Movement)`;
        },
        apply(ctx, a) {
          const u = ctx.unit(a.unit);
          ctx.updateUnit(u.id, { at: a.to, flags: { moved: ctx.turn, spent: destinations(ctx, u).get(a.to)! } });
          ctx.emitAbout(u, { type: 'moved', unit: u.id, from: u.at, to: a.to });
        },
      }),
      endMovement: endPhaseVerb('endMovement', 'Movement'),
    },
  },
  combat: {
    title: 'Combat',
    enter: (ctx: WCtx) => void (ctx.active === 'allied' && airStrikes(ctx)),
    exit(ctx: WCtx) {
      recover(ctx);
      if (ctx.active !== 'japanese') return;
      const held = (h: string) => ctx.board.sideAt(h, 'allied').length > 0;
      ctx.emit({ type: 'victoryCheck', turn: ctx.turn, airfield: held(AIRFIELD), town: MYITKYINA.filter(held).length, last: ctx.turn >= TURNS });
    },
    actions: { declareAttack: combat.declare, endCombat: endPhaseVerb('endCombat', 'Combat') },
  },
};
