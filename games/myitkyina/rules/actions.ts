/**
 * The actions of Postcard Myitkyina and the list of legal ones. Every handler
 * checks its action against the same functions that list the legal actions,
 * and refuses anything else with the rule it breaks.
 *
 * @module
 */
import { z } from 'zod';
import type { Action, ActionDefinition, GameEvent, UnitState } from '../../../src/engine';
import { AIRFIELD, EAST_BANK } from '../data/map';
import { INDIAN_DIVISION_FROM } from '../data/tables';
import { choose, joiners, modes, proceed, resolve, targetsOf, type WCtx } from './combat';
import { destinations, obstacles } from './movement';
import { alliedPlaced, alliedRefusal, alliedSetupHexes, alliedToPlace, deployHexes } from './setup';
import { counterOf, roomFor, type Ctx, type MyitkyinaData } from './state';

/** Emits an event about a unit; while it is hidden only its owner sees it, others see its marker. */
export function emitAbout(ctx: WCtx, u: UnitState, event: GameEvent & { unit: string }): void {
  if (!u.hidden) return ctx.emit(event);
  ctx.emit({ ...event, visibleTo: [u.side], publicAs: { ...event, unit: u.marker ?? 'unidentified' } });
}

const find = (ctx: Ctx, id: unknown): UnitState | undefined => ctx.state.units.find((u) => u.id === id);

/** Units a side may bring in now, with the hexes each may arrive in. */
export function arrivals(ctx: Ctx, side: string): { unit: string; hex: string }[] {
  if (ctx.phase !== 'reinforcement' || ctx.active !== side) return [];
  const pool = ctx.units((u) => u.side === side && u.box === 'reinforcements');
  if (side === 'allied') {
    if (ctx.turn < 2 || ctx.unitsAt(AIRFIELD).some((u) => u.side === 'japanese')) return [];
    return pool.filter((u) => counterOf(u.id).nation !== 'british' || ctx.turn >= INDIAN_DIVISION_FROM).map((u) => ({ unit: u.id, hex: AIRFIELD }));
  }
  const hexes = EAST_BANK.filter((h) => !ctx.unitsAt(h).some((u) => u.side === 'allied'));
  return pool.flatMap((u) => hexes.filter((h) => roomFor(ctx, h, u.id)).map((hex) => ({ unit: u.id, hex })));
}

/** Every legal action for a side (no decision pending). */
export function legalActions(ctx: Ctx, side: string): Action[] {
  if (ctx.active !== side) return [];
  const out: Action[] = [];
  if (ctx.phase === 'deploy' && side === 'japanese') {
    for (const u of ctx.units((x) => x.side === side && x.box === 'setup')) for (const hex of deployHexes(ctx, u.id)) out.push({ type: 'deploy', side, unit: u.id, hex });
  } else if (ctx.phase === 'deploy') {
    for (const id of [...alliedToPlace(ctx), ...alliedPlaced(ctx)]) for (const hex of alliedSetupHexes(ctx, id)) out.push({ type: 'deploy', side, unit: id, hex });
    if (alliedToPlace(ctx).length === 0) out.push({ type: 'endSetup', side });
  } else if (ctx.phase === 'reinforcement') {
    for (const a of arrivals(ctx, side)) out.push({ type: 'reinforce', side, unit: a.unit, hex: a.hex });
    out.push({ type: 'skip', side });
  } else if (ctx.phase === 'movement') {
    const obs = obstacles(ctx, side);
    for (const u of ctx.units((x) => x.side === side && x.at !== null)) for (const to of destinations(ctx, u, obs).keys()) out.push({ type: 'move', side, unit: u.id, to });
    out.push({ type: 'endMovement', side });
  } else if (ctx.phase === 'combat') {
    if (ctx.data.combat) {
      for (const u of joiners(ctx)) out.push({ type: 'join', side, unit: u.id });
      for (const mode of modes(ctx)) out.push({ type: 'resolve', side, mode });
    } else {
      for (const u of ctx.units((x) => x.side === side && x.at !== null)) for (const target of targetsOf(ctx, u)) out.push({ type: 'attack', side, unit: u.id, target });
      out.push({ type: 'endCombat', side });
    }
  }
  return out;
}

const refuseOutside = (ctx: WCtx, phase: string, what: string, rule: string) => {
  if (ctx.phase !== phase) return ctx.reject('wrong-phase', `${what} only in the ${phase} phase, not the ${ctx.phase} phase (${rule})`, rule);
};

const unitField = z.object({ unit: z.string() });

/** The game's actions by type. */
export const actions: Record<string, ActionDefinition<MyitkyinaData>> = {
  deploy: {
    schema: z.object({ unit: z.string(), hex: z.string() }),
    apply(ctx, a) {
      refuseOutside(ctx, 'deploy', 'units are set up', 'Setup');
      const hex = a['hex'] as string;
      if (a.side === 'allied') {
        const why = alliedRefusal(ctx, String(a['unit']), hex);
        if (why) return ctx.reject('bad-hex', why.message, why.rule);
        const u = ctx.unit(a['unit'] as string);
        ctx.updateUnit(u.id, { at: hex, box: undefined });
        ctx.emit({ type: 'deployed', unit: u.id, hex, ...(u.at ? { from: u.at } : {}) });
        return;
      }
      const u = find(ctx, a['unit']);
      if (!u || u.side !== a.side || u.box !== 'setup') return ctx.reject('not-yours', `${String(a['unit'])} is not a Japanese unit waiting to set up (Setup)`, 'Setup');
      if (!deployHexes(ctx, u.id).includes(hex)) return ctx.reject('bad-hex', `${u.id} may not set up in ${hex}: not on the map, on the western edge, or over the stacking limit (Setup)`, 'Setup');
      ctx.updateUnit(u.id, { at: hex, box: undefined });
      emitAbout(ctx, u, { type: 'deployed', unit: u.id, hex });
      if (!ctx.units((x) => x.side === a.side && x.box === 'setup').length) ctx.endPhase();
    },
  },
  endSetup: {
    apply(ctx, a) {
      refuseOutside(ctx, 'deploy', 'the set-up is finished', 'Setup');
      if (a.side !== 'allied') return ctx.reject('not-allied', 'the Japanese set-up ends by itself with the last counter placed (Setup)', 'Setup');
      const left = alliedToPlace(ctx);
      if (left.length) return ctx.reject('not-placed', `place every Allied set-up unit on A5–A7 first: ${left.join(', ')} still to place (Setup)`, 'Setup');
      const stacks = alliedPlaced(ctx).reduce<Record<string, string[]>>((m, id) => ({ ...m, [ctx.unit(id).at!]: [...(m[ctx.unit(id).at!] ?? []), id] }), {});
      ctx.emit({ type: 'setupDone', side: 'allied', stacks });
      ctx.endPhase();
    },
  },
  reinforce: {
    schema: z.object({ unit: z.string(), hex: z.string() }),
    apply(ctx, a) {
      refuseOutside(ctx, 'reinforcement', 'reinforcements arrive', 'Reinforcements');
      if (!arrivals(ctx, a.side).some((r) => r.unit === a['unit'] && r.hex === a['hex'])) {
        ctx.reject('no-arrival', `${String(a['unit'])} may not arrive in ${String(a['hex'])} now: Allies from turn 2 onto a free airfield (36th Indian Division from turn ${INDIAN_DIVISION_FROM}), Japanese onto the east bank within stacking (Reinforcements)`, 'Reinforcements');
      }
      const u = ctx.unit(a['unit'] as string);
      ctx.updateUnit(u.id, { at: a['hex'] as string, box: undefined, flags: { landed: ctx.turn } });
      emitAbout(ctx, u, { type: 'reinforced', unit: u.id, hex: a['hex'] as string, turn: ctx.turn });
      if (counterOf(u.id).nation === 'british' && !ctx.data.indianDivision) {
        ctx.setData({ ...ctx.data, indianDivision: true });
        ctx.emit({ type: 'indianDivision', reason: 'the 36th Indian Division is in: the Allies can now at best draw' });
      }
      ctx.endPhase();
    },
  },
  skip: {
    apply(ctx) {
      refuseOutside(ctx, 'reinforcement', 'a reinforcement is passed up', 'Reinforcements');
      ctx.endPhase();
    },
  },
  move: {
    schema: z.object({ unit: z.string(), to: z.string() }),
    apply(ctx, a) {
      refuseOutside(ctx, 'movement', 'units move', 'Movement');
      const u = find(ctx, a['unit']);
      if (!u || u.side !== a.side || u.at === null) return ctx.reject('not-yours', `${String(a['unit'])} is not one of your units on the map (Movement)`, 'Movement');
      if (u.flags?.['disrupted'] === true) return ctx.reject('disrupted', `${u.id} is disrupted and cannot move (Disruption)`, 'Disruption');
      if (u.flags?.['moved'] === ctx.turn) return ctx.reject('moved', `${u.id} has already moved this turn (Movement)`, 'Movement');
      const cost = destinations(ctx, u).get(a['to'] as string);
      if (cost === undefined) return ctx.reject('unreachable', `${u.id} cannot reach ${String(a['to'])}: 4 hexes (+1 by road, −1 a creek), stopping next to the enemy, never into an enemy hex, across the Irrawaddy westward only for the Japanese, within stacking (Movement)`, 'Movement');
      ctx.updateUnit(u.id, { at: a['to'] as string, flags: { moved: ctx.turn, spent: cost } });
      emitAbout(ctx, u, { type: 'moved', unit: u.id, from: u.at, to: a['to'] as string });
    },
  },
  endMovement: {
    apply(ctx) {
      refuseOutside(ctx, 'movement', 'movement is ended', 'Movement');
      ctx.endPhase();
    },
  },
  attack: {
    schema: z.object({ unit: z.string(), target: z.string() }),
    apply(ctx, a) {
      refuseOutside(ctx, 'combat', 'attacks are made', 'Combat');
      if (ctx.data.combat) return ctx.reject('declaring', `finish the attack on ${ctx.data.combat.target} first (Combat)`, 'Combat');
      const u = find(ctx, a['unit']);
      if (!u || u.side !== a.side) return ctx.reject('not-yours', `${String(a['unit'])} is not one of your units (Combat)`, 'Combat');
      if (!targetsOf(ctx, u).includes(a['target'] as string)) return ctx.reject('no-attack', `${u.id} cannot attack ${String(a['target'])}: it must be undisrupted, have moved at most 3 hexes, not have attacked, and be next to the enemy there (Combat)`, 'Combat');
      ctx.setData({ ...ctx.data, combat: { target: a['target'] as string, attackers: [u.id], defenders: [], queue: [], result: null } });
      emitAbout(ctx, u, { type: 'attackDeclared', unit: u.id, target: a['target'] as string });
    },
  },
  join: {
    schema: unitField,
    apply(ctx, a) {
      refuseOutside(ctx, 'combat', 'units join an attack', 'Combat');
      const c = ctx.data.combat;
      if (!c || c.result !== null) return ctx.reject('no-attack', 'no attack is being declared (Combat)', 'Combat');
      const u = joiners(ctx).find((x) => x.id === a['unit']);
      if (!u || u.side !== a.side) return ctx.reject('cannot-join', `${String(a['unit'])} cannot join the attack on ${c.target}: it must be able to attack, be next to ${c.target}, next to (or with) the other attackers, and a Chinese regiment combines only with its own division or US units stacked with it (Combat)`, 'Combat');
      ctx.setData({ ...ctx.data, combat: { ...c, attackers: [...c.attackers, u.id] } });
      emitAbout(ctx, u, { type: 'attackJoined', unit: u.id, target: c.target });
    },
  },
  resolve: {
    schema: z.object({ mode: z.enum(['normal', 'pressed', 'banzai']) }),
    apply(ctx, a) {
      refuseOutside(ctx, 'combat', 'attacks are resolved', 'Combat');
      if (!ctx.data.combat || ctx.data.combat.result !== null) return ctx.reject('no-attack', 'no attack is being declared (Combat)', 'Combat');
      if (!modes(ctx).includes(a['mode'] as string)) return ctx.reject('bad-mode', `a ${String(a['mode'])} attack is only for Japanese${a['mode'] === 'pressed' ? ' or British' : ''} attackers (Pressed attack, Banzai)`, a['mode'] === 'banzai' ? 'Banzai' : 'Pressed attack');
      resolve(ctx, a['mode'] as string);
    },
  },
  endCombat: {
    apply(ctx) {
      refuseOutside(ctx, 'combat', 'combat is ended', 'Combat');
      if (ctx.data.combat) return ctx.reject('declaring', `resolve the attack on ${ctx.data.combat.target} first (Combat)`, 'Combat');
      ctx.endPhase();
    },
  },
  eliminate: {
    schema: unitField,
    apply(ctx, a) {
      if (!ctx.state.pending) return ctx.reject('no-decision', `${a.type} answers a combat decision, and none is open (Combat)`, 'Combat');
      choose(ctx, a);
      proceed(ctx);
    },
  },
  retreat: {
    schema: z.object({ unit: z.string(), to: z.string().nullable() }),
    apply(ctx, a) {
      if (!ctx.state.pending) return ctx.reject('no-decision', `${a.type} answers a combat decision, and none is open (Combat)`, 'Combat');
      choose(ctx, a);
      proceed(ctx);
    },
  },
  advance: {
    schema: z.object({ unit: z.string().nullable() }),
    apply(ctx, a) {
      if (!ctx.state.pending) return ctx.reject('no-decision', `${a.type} answers a combat decision, and none is open (Combat)`, 'Combat');
      choose(ctx, a);
      proceed(ctx);
    },
  },
};
