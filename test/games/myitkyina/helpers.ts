/** Test helpers for Postcard Myitkyina: start a match, place units, act. */
import { expect } from 'vitest';
import { createMatch, type Action, type GameEvent, type StateOf } from '../../../src/engine';
import type { G } from '../../../games/myitkyina/rules/types';
import { withRolls } from '../../../src/testing';
import { myitkyina } from '../../../games/myitkyina';

export type S = StateOf<G>;

/** The default hidden Japanese set-up used by the tests. */
export const JAPANESE_DEPLOY: Record<string, string> = { '1/114': 'F4', '2/114': 'F5', '3/114': 'G4', 'decoy-a': 'G5', 'decoy-b': 'H1' };

/** The Allied placement on A5–A7 used by the tests (one regiment a hex, a battalion with two of them). */
export const ALLIED_PLACEMENT: Record<string, string> = { '88/30': 'A5', '1/5307': 'A5', '89/30': 'A6', '2/5307': 'A6', '90/30': 'A7' };

/** A match after the Japanese set-up only: the Allies to place their units. */
export function japaneseSetUp(deploy: Record<string, string> = JAPANESE_DEPLOY, seed = 7): S {
  let s = createMatch(myitkyina, { seed }) as S;
  for (const [unit, hex] of Object.entries(deploy)) s = act(s, { type: 'deploy', side: 'japanese', unit, hex }).state;
  return s;
}

/** A match after the whole set-up (Japanese, then Allies): turn 1, Allied movement. */
export function start(deploy: Record<string, string> = JAPANESE_DEPLOY, seed = 7, placement: Record<string, string> = ALLIED_PLACEMENT): S {
  let s = japaneseSetUp(deploy, seed);
  if (s.phase !== 'deploy' || s.active !== 'allied') return s;
  for (const [unit, hex] of Object.entries(placement)) s = act(s, { type: 'deploy', side: 'allied', unit, hex }).state;
  return act(s, { type: 'endSetup', side: 'allied' }).state;
}

/** Applies an action that must be accepted. */
export function act(s: S, a: Action, rolls?: number[]): { state: S; events: readonly GameEvent[] } {
  const r = myitkyina.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}

/** Applies an action that must be refused; returns the reason. */
export function refused(s: S, a: Action): string {
  const r = myitkyina.apply(s, a);
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.error.message;
}

/** Puts units where a test wants them (null: off the map, eliminated), with optional flags. */
export function at(s: S, where: Record<string, string | null>, flags: Record<string, Record<string, unknown>> = {}): S {
  return {
    ...s,
    units: s.units.map((u) => {
      let v = u;
      if (u.id in where) v = where[u.id] === null ? { ...v, at: null, box: 'eliminated', steps: 0 } : { ...v, at: where[u.id]!, box: undefined, steps: 1 };
      if (u.id in flags) v = { ...v, flags: { ...v.flags, ...(flags[u.id] as object) } as never };
      return v;
    }),
  };
}

/** Clears the map except the units named (the rest go to the eliminated box). */
export function only(s: S, where: Record<string, string>, flags: Record<string, Record<string, unknown>> = {}): S {
  const all: Record<string, string | null> = {};
  for (const u of s.units) if (u.at !== null) all[u.id] = null;
  return at(s, { ...all, ...where }, flags);
}

/** Sets the game turn (and the flow's), to test turn-dependent rules. */
export function onTurn(s: S, turn: number): S {
  return { ...s, turn, flow: { ...s.flow, context: { ...s.flow.context, turn } } };
}

/** From Allied movement into Allied combat; the first roll is the monsoon roll (1: monsoon, no strikes). */
export function toAlliedCombat(s: S, rolls: number[] = [1]): S {
  return act(s, { type: 'endMovement', side: 'allied' }, rolls).state;
}

/** Ends phases until `side`'s `phase` (no attacks made on the way; monsoon rolled on the way). */
export function until(s: S, side: string, phase: string): S {
  let guard = 0;
  while (!(s.active === side && s.phase === phase)) {
    if (++guard > 30) throw new Error('until: did not get there');
    const who = s.active!;
    const type = s.phase === 'movement' ? 'endMovement' : s.phase === 'combat' ? 'endCombat' : 'skip';
    s = act(s, { type, side: who }, s.phase === 'movement' && who === 'allied' ? [1] : undefined).state;
  }
  return s;
}

/** The unit's state. */
export const unit = (s: S, id: string) => s.units.find((u) => u.id === id)!;

/** The events of one type. */
export const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);
