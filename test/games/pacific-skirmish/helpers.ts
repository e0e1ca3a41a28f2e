/** Test helpers for the skirmish: start a match, put figures where a test wants them, act, reach a phase. */
import { expect } from 'vitest';
import { createMatch, type Action, type GameEvent, type StateOf } from '../../../src/index';
import { type TablePosition } from '../../../src/public/tabletop';
import type { G } from '../../../games/pacific-skirmish/rules/types';
import { withRolls } from '../../../src/testing';
import { pacificSkirmish as game, type SkirmishData } from '../../../games/pacific-skirmish';

export { game };
export type S = StateOf<G>;

/** A fresh match: turn 1, American movement. */
export const start = (seed = 7): S => createMatch(game, { seed }) as S;

/** Applies an action that must be accepted (after scripting the next rolls and cards, if given). */
export function act(s: S, a: Action, rolls?: (number | string)[]): { state: S; events: readonly GameEvent[] } {
  const r = game.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}

/** Applies an action that must be refused; returns the refusal. */
export function refused(s: S, a: Action): { message: string; rule?: string } {
  const r = game.apply(s, a);
  expect(r.ok, `expected ${JSON.stringify(a)} to be refused`).toBe(false);
  if (r.ok) return { message: '' };
  // The state given is never touched.
  return { message: r.error.message, ...(r.error.rule !== undefined ? { rule: r.error.rule } : {}) };
}

/** Puts figures where a test wants them (`null`: out of action), with flags merged in (a flag `null` removes it). */
export function place(s: S, where: Record<string, TablePosition | null>, flags: Record<string, Record<string, unknown>> = {}): S {
  return {
    ...s,
    units: s.units.map((u) => {
      let v = u;
      if (u.id in where) {
        const { box: _box, ...rest } = v;
        v = where[u.id] === null ? { ...rest, at: null, steps: 0, box: 'eliminated' } : { ...rest, at: where[u.id]!, steps: 1 };
      }
      if (u.id in flags) {
        const merged: Record<string, unknown> = { ...v.flags };
        for (const [k, x] of Object.entries(flags[u.id]!)) {
          if (x === null) delete merged[k];
          else merged[k] = x;
        }
        v = { ...v, flags: merged as never };
      }
      return v;
    }) as never,
  };
}

/** Only the figures named stay on the table, where given; the rest are out of action. */
export function only(s: S, where: Record<string, TablePosition>, flags: Record<string, Record<string, unknown>> = {}): S {
  const all: Record<string, TablePosition | null> = {};
  for (const u of s.units) all[u.id] = null;
  return place(s, { ...all, ...where }, flags);
}

/** Ends phases (no fire, no moves) until `side`'s `phase` of the current or a later player turn. */
export function until(s: S, side: string, phase: string): S {
  for (let guard = 0; guard < 40; guard++) {
    const acting = game.actingSides(s)[0];
    if (s.phase === phase && acting === side) return s;
    const type = s.phase === 'movement' ? 'endMovement' : 'endFire';
    s = act(s, { type, side: acting! }).state;
  }
  throw new Error(`until: never reached ${side} ${phase}`);
}

/** Sets the game's data fields. */
export const withData = (s: S, data: Partial<SkirmishData>): S => ({ ...s, data: { ...s.data, ...data } });

/** A figure's state. */
export const unit = (s: S, id: string) => s.units.find((u) => u.id === id)!;

/** The events of one type. */
export const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/** The fire events of an action. */
export const shots = (events: readonly GameEvent[]) => ofType(events, 'shot') as unknown as { target: string; row: string; need: number; roll: number; total: number; hit: boolean; natural: boolean; modifiers: { why: string; n: number }[]; along?: number; table: string }[];

/** The "6 = dead" dice of an action, a run for each hit: one die for a figure, one for each man of a crew. */
export function casualties(events: readonly GameEvent[]): { unit: string; rolls: number[]; killed: number }[] {
  const out: { unit: string; rolls: number[]; killed: number }[] = [];
  for (const e of events) {
    const table = String(e['table']);
    if (e.type !== 'tableRoll' || !table.startsWith('6 = dead')) continue;
    const crewman = /crewman (\d+) of/.exec(table);
    if (!crewman || crewman[1] === '1') out.push({ unit: String(e['unit']), rolls: [], killed: 0 });
    const run = out[out.length - 1]!;
    run.rolls.push(Number(e['roll']));
    if (e['result'] === true) run.killed++;
  }
  return out;
}

/** A point. */
export const P = (x: number, y: number, facing?: number): TablePosition => (facing === undefined ? { x, y } : { x, y, facing });

/** Every action listed for a side, as JSON strings of the descriptors of one type. */
export const listed = (s: S, side: string, type: string) => game.legal(s, side).filter((d) => d.type === type);
