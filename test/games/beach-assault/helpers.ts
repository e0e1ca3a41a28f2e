/** Test helpers for Beach Assault: start a match, put figures where a test wants them, act. */
import { expect } from 'vitest';
import { createMatch, view, type Action, type ActionDescriptor, type GameEvent, type StateOf } from '../../../src/engine';
import type { G } from '../../../games/beach-assault/rules/types';
import type { TablePosition } from '../../../src/public/tabletop';
import { withRolls } from '../../../src/testing';
import { beachAssault, type BeachData } from '../../../games/beach-assault';
import { COUNTER } from '../../../games/beach-assault/data/forces';

export type S = StateOf<G>;
export const game = beachAssault;

/** The order the tests write down: a tank and a unit of infantry each on turns 1 and 3, then infantry, the jeep last. */
export const ORDER = ['t-tank1', 't1', 't-tank2', 't2', 't3', 't4', 't5', 't-jeep'];

/** Applies an action that must be accepted (with the next rolls scripted, if given). */
export function act(s: S, a: Action, rolls?: number[]): { state: S; events: readonly GameEvent[] } {
  const r = beachAssault.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}

/** Applies an action that must be refused; returns the reason. */
export function refused(s: S, a: Action): string {
  const r = beachAssault.apply(s, a);
  expect(r.ok, `expected ${JSON.stringify(a)} to be refused`).toBe(false);
  return r.ok ? '' : r.error.message;
}

/** A match with Tan's order written: turn 1, Tan's movement. */
export function start(order: readonly string[] = ORDER, seed = 7): S {
  const s = createMatch(beachAssault, { seed }) as S;
  return act(s, { type: 'writeOrder', side: 'tan', order: [...order] }).state;
}

/** Lands whatever is due at y = 24 (and brings on Green's reinforcements), then ends the side's movement. */
export function endMovement(s: S, rolls?: number[]): S {
  const side = s.active!;
  for (let guard = 0; guard < 4; guard++) {
    const arrival = beachAssault.legal(s, side).find((d) => d.type === 'land' || d.type === 'reinforce');
    if (!arrival) break;
    s = act(s, { type: arrival.type, side, unit: arrival.fixed!['unit'] as string, y: 24 }).state;
  }
  return act(s, { type: 'endMovement', side }, rolls).state;
}

/** Turn 1, Tan's fire phase (T-tank1 and T1 landed at the sea edge). */
export function tanFire(seed = 7): S {
  return endMovement(start(ORDER, seed));
}

/** Turn 1, Green's movement phase; `rolls` are the reinforcement roll's dice (2 and 2 by default: nothing comes). */
export function greenMovement(rolls: number[] = [2, 2], seed = 7): S {
  return act(tanFire(seed), { type: 'endFire', side: 'tan' }, rolls).state;
}

/** Turn 1, Green's fire phase. */
export function greenFire(): S {
  return act(greenMovement(), { type: 'endMovement', side: 'green' }).state;
}

/** A point on the table with a facing. */
export const P = (x: number, y: number, facing = 0): TablePosition => ({ x, y, facing });

/**
 * Only the figures named stay in play, where given (added if they were not yet
 * on the table); every other figure is taken off (killed). Flags may be set.
 */
export function only(s: S, where: Record<string, TablePosition>, flags: Record<string, Record<string, unknown>> = {}): S {
  const units = s.units.map((u) => (u.id in where ? u : { ...u, at: null, box: 'dead', steps: 0, flags: undefined }));
  for (const id of Object.keys(where)) if (!units.some((u) => u.id === id)) units.push({ id, side: COUNTER.get(id)!.side, at: null, steps: 1 });
  return {
    ...s,
    units: units.map((u) => {
      if (!(u.id in where)) return u;
      const { box: _b, ...rest } = u;
      return { ...rest, at: where[u.id]!, steps: 1, ...(flags[u.id] ? { flags: { ...(u.flags ?? {}), ...flags[u.id] } as never } : { flags: undefined }) };
    }),
  } as S;
}

/** Puts a man aboard a jeep (off the table, in the jeep). */
export function aboard(s: S, jeep: string, men: readonly string[]): S {
  const units = [...s.units];
  for (const id of men) {
    const k = units.findIndex((u) => u.id === id);
    const u = { id, side: COUNTER.get(id)!.side, at: null, steps: 1, box: 'aboard', flags: { aboard: jeep } };
    if (k >= 0) units[k] = u as never;
    else units.push(u as never);
  }
  return { ...s, units } as S;
}

/** Sets the game turn (and the flow's). */
export function onTurn(s: S, turn: number): S {
  return { ...s, turn, flow: { ...s.flow, context: { ...s.flow.context, turn } } };
}

/** Sets the game's data. */
export function withData(s: S, data: Partial<BeachData>): S {
  return { ...s, data: { ...s.data, ...data } };
}

/** A unit by id. */
export const unit = (s: S, id: string) => s.units.find((u) => u.id === id)!;

/** The legal descriptors of a type for a side. */
export const legalOf = (s: S, side: string, type: string): ActionDescriptor[] => beachAssault.legal(s, side).filter((d) => d.type === type);

/** The targets a figure is offered for `fire` (the `choose.target` lists, merged). */
export function targetsOf(s: S, figure: string): string[] {
  const side = unit(s, figure).side;
  return legalOf(s, side, 'fire')
    .filter((d) => d.fixed?.['figure'] === figure && d.choose?.['target'])
    .flatMap((d) => d.choose!['target'] as string[]);
}

/** Events of a type. */
export const eventsOf = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/** Turn 1, Tan's movement, with nothing left to land, and only the figures named in play. */
export function tanMoves(where: Record<string, TablePosition>, flags: Record<string, Record<string, unknown>> = {}): S {
  return withData(only(start(), where, flags), { arrived: ORDER.map((u) => ({ unit: u, turn: 1 })) });
}

/** A straight path. */
export const path = (x0: number, y0: number, x1: number, y1: number) => [{ x: x0, y: y0 }, { x: x1, y: y1 }];

/** The game's data as a side sees it. */
export const seenData = (s: S, side: string): BeachData => view(beachAssault, s, side).data as unknown as BeachData;

/** The rolls on a table (the core's `tableRoll` events whose table starts with `table`): who rolled, the roll and the result. */
export function rollsOn(events: readonly GameEvent[], table: string): { unit: string; roll: number; result: unknown; modifiers: { n: number; why: string }[] }[] {
  return events
    .filter((e) => e.type === 'tableRoll' && String(e['table']).startsWith(table))
    .map((e) => ({ unit: String(e['unit']), roll: Number(e['roll']), result: e['result'], modifiers: e['modifiers'] as unknown as { n: number; why: string }[] }));
}

/** Green's reinforcement roll read back from its events: the dice, the turn's modifier, the score, the kind roll and the unit due. */
export function reinforcementOf(events: readonly GameEvent[]): Record<string, unknown> | undefined {
  const roll = events.find((e) => e.type === 'tableRoll' && e['table'] === "Green's reinforcement roll");
  if (!roll) return undefined;
  const dice = events.find((e) => e.type === 'diceRolled' && String(e['purpose']).includes('reinforcement roll'));
  const kind = rollsOn(events, 'reinforcement: infantry or tank')[0];
  const due = events.find((e) => e.type === 'reinforcementDue');
  const mods = roll['modifiers'] as unknown as { n: number }[];
  return { dice: dice?.['results'], modifier: mods[0]?.n ?? 0, score: roll['modified'], ...(kind ? { kindRoll: kind.roll } : {}), ...(due ? { kind: due['kind'], unit: due['unit'] } : { unit: null }) };
}

/** The shots of an action (the core's `shot` events) as the old per-weapon events said them: the target, the roll, the need, the band, the cover, the hit. */
export function shotsOf(events: readonly GameEvent[]): { by: string; target: string; roll: number; need: number; band?: string; cover: number; hit: boolean }[] {
  return events
    .filter((e) => e.type === 'shot')
    .map((e) => ({ by: String(e['by']), target: String(e['target']), roll: Number(e['roll']), need: Number(e['need']), ...(e['band'] !== undefined ? { band: String(e['band']) } : {}), cover: 0 - (e['modifiers'] as unknown as { n: number }[]).reduce((s, m) => s + m.n, 0), hit: e['hit'] === true }));
}
