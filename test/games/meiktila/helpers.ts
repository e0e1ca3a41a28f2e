/** Test helpers for Meiktila: reach a phase, patch a state, run a hook with scripted dice. */
import { createMatch, type Action, type GameEvent, type MatchState, type UnitState } from '../../../src/engine';
import { Reader, Working } from '../../../src/engine/context';
import { withRolls } from '../../../src/testing';
import { meiktila } from '../../../games/meiktila';
import type { Ctx, MeiktilaData, WCtx } from '../../../games/meiktila/rules/common';

export type S = MatchState<MeiktilaData>;

/** A fresh match from the fixed stand-in deployment (`quickSetup`) unless the options say otherwise. */
export function start(seed = 1, options: Record<string, boolean> = {}): S {
  return createMatch(meiktila, { seed, options: { quickSetup: true, ...options } }) as S;
}

/** A fresh match with the players' set-up (the default options): the Allied set-up phase, turn 0. */
export function startSetup(seed = 1, options: Record<string, boolean> = {}): S {
  return createMatch(meiktila, { seed, options }) as S;
}

/** Applies an action, failing loudly if refused. */
export function play(s: S, a: Action): { state: S; events: readonly GameEvent[] } {
  const r = meiktila.apply(s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}

/** Applies an action expecting a refusal; returns the message. */
export function refused(s: S, a: unknown): string {
  const r = meiktila.apply(s, a);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
  return r.error.message;
}

/** Plays the first legal action until `until` holds. */
export function advanceUntil(s: S, until: (s: S) => boolean, pick: (acts: Action[], s: S) => Action = (a) => a[0]!): S {
  let n = 0;
  while (!until(s)) {
    if (s.result || ++n > 5000) throw new Error(`did not reach the state (phase ${s.phase}, turn ${s.turn})`);
    const side = meiktila.actingSides(s)[0]!;
    s = play(s, pick(meiktila.legalActions(s, side), s)).state;
  }
  return s;
}

/** The first activation of turn 1 (order not chosen yet). */
export function firstActivation(seed = 1, options: Record<string, boolean> = {}): S {
  return advanceUntil(start(seed, options), (s) => s.phase === 'activation');
}

/** Patches units: hex, steps, flags (flags replace). */
export function placeUnits(s: S, patch: Record<string, Partial<UnitState>>): S {
  return { ...s, units: s.units.map((u) => (patch[u.id] ? { ...u, box: 'map', flags: {}, ...patch[u.id] } : u)) };
}

/** Moves every unit not named off to a far corner box (out of play for the test). */
export function onlyUnits(s: S, keep: Record<string, string>): S {
  return { ...s, units: s.units.map((u) => (keep[u.id] ? { ...u, at: keep[u.id]!, box: 'map', flags: {} } : u.at === null ? u : { ...u, at: null, box: 'test-aside' })) };
}

/** Patches the game data. */
export function withData(s: S, patch: Partial<MeiktilaData>): S {
  return { ...s, data: { ...s.data, ...patch } };
}

/** Runs a rules function on a working context with scripted dice; returns the new state and events. */
export function runHook(s: S, rolls: (number | string)[], fn: (ctx: WCtx) => void): { state: S; events: GameEvent[] } {
  const w = new Working(meiktila, withRolls(s, rolls));
  fn(w as unknown as WCtx);
  return { state: w.finish() as S, events: w.events };
}

/** A unit's state. */
export const unit = (s: S, id: string): UnitState => s.units.find((u) => u.id === id)!;

/** An activation of `side` in a given stage with the given marker. */
export function activation(s: S, marker: string, side: 'allied' | 'japanese', stage: 'move' | 'attack', limit: number | null = null, order: 'moveAttack' | 'attackMove' = 'moveAttack'): S {
  return {
    ...s,
    active: side,
    data: {
      ...s.data,
      act: { marker, side, order, stage, stagesDone: order === 'moveAttack' ? (stage === 'attack' ? 1 : 0) : stage === 'move' ? 1 : 0, limit, used: [], moved: [], attacked: [], entrenched: [], hexesAttacked: [] },
      attack: null,
      resolution: null,
    },
  };
}

/** A read context over a state, for calling rules helpers directly. */
export function reader(s: S): Ctx {
  return new Reader(meiktila, s) as unknown as Ctx;
}
