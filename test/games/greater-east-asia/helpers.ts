/** Test helpers for The Greater East Asia War: reach a phase, set a scene, act with scripted dice. */
import { createMatch, type Action, type ActionInput, type GameEvent, type StateOf } from 'hexwar';
import { withRolls } from 'hexwar/testing';
import { Reader, Working } from '../../../src/engine/context';
import { greaterEastAsia, type GeawData } from '../../../games/greater-east-asia';
import type { Ctx, G, Unit, WCtx } from '../../../games/greater-east-asia/rules/types';

export type S = StateOf<G>;
export const game = greaterEastAsia;

/** A fresh match from the stand-in deployment (quick set-up): turn 1, the Japanese Mobilization Phase. */
export function start(seed = 1): S {
  return createMatch(game, { seed, options: { quickSetup: true } }) as S;
}

/** A fresh match with the players' set-up (the default): turn 0, the Japanese set-up. */
export function startSetup(seed = 1): S {
  return createMatch(game, { seed }) as S;
}

/** Applies an action that must be accepted (after scripting the next rolls, if given). */
export function play(s: S, a: Action, rolls?: number[]): { state: S; events: readonly GameEvent[] } {
  const r = game.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}

/** Applies an action that must be refused; returns the refusal. */
export function refusal(s: S, a: ActionInput): { message: string; rule: string | undefined; code: string } {
  const r = game.apply(s, a);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(a)}`);
  return { message: r.error.message, rule: r.error.rule, code: r.error.code };
}

/**
 * The state in a phase of a side's player turn: the sequence of play is set
 * there directly (its entry hook does not run), no procedure or decision under way.
 */
export function inPhase(s: S, phase: string, side: 'japanese' | 'allied', turn = s.turn || 1): S {
  return {
    ...s,
    turn,
    phase,
    active: side,
    stack: [],
    flow: { value: { turn: { playerTurn: phase } }, context: { ...s.flow.context, turn, side } },
  } as S;
}

/** Only the named units on the map, where named (with the flags given, none otherwise); every other unit in the pool. */
export function scene(s: S, units: Record<string, string>, flags: Record<string, Record<string, boolean>> = {}): S {
  return {
    ...s,
    units: s.units.map((u): Unit => {
      const at = units[u.id];
      if (at !== undefined) return { id: u.id, side: u.side, at, steps: game.counter(u.id).steps, box: 'map', ...(flags[u.id] ? { flags: flags[u.id]! } : {}) };
      return { id: u.id, side: u.side, at: null, steps: game.counter(u.id).steps, box: 'pool' };
    }),
  };
}

/** Patches the game's data. */
export function withData(s: S, patch: Partial<GeawData>): S {
  return { ...s, data: { ...s.data, ...patch } };
}

/** Sets the VP tracks. */
export function withVp(s: S, japanese: number, allied: number): S {
  return { ...s, tracks: { ...s.tracks, 'vp.japanese': japanese, 'vp.allied': allied } };
}

/** A read context over a state, for calling rules helpers directly. */
export function reader(s: S): Ctx {
  return new Reader(game as never, s as never) as unknown as Ctx;
}

/** Runs a rules function on a working context with scripted dice; returns the new state and events. */
export function runHook(s: S, rolls: number[], fn: (ctx: WCtx) => void): { state: S; events: GameEvent[] } {
  const w = new Working(game as never, withRolls(s, rolls) as never);
  fn(w as unknown as WCtx);
  return { state: w.finish() as S, events: w.events };
}

/** A unit's state. */
export const unit = (s: S, id: string): Unit => s.units.find((u) => u.id === id)!;

/** The legal actions of a type for a side. */
export const actions = (s: S, side: G['side'], type: string): Action[] => game.legalActions(s, side).filter((a) => a.type === type);

/** The hexes a unit may move to by a verb now. */
export const targets = (s: S, id: string, type = 'move'): string[] =>
  actions(s, unit(s, id).side, type)
    .filter((a) => a['unit'] === id)
    .map((a) => a['to'] as string)
    .sort();

/** Plays the end-of-phase verb (or the first legal action) until `until` holds. */
export function advanceUntil(s: S, until: (s: S) => boolean, limit = 3000): S {
  let n = 0;
  while (!until(s)) {
    if (s.result || ++n > limit) throw new Error(`did not reach the state (phase ${s.phase}, turn ${s.turn})`);
    const side = game.actingSides(s)[0]!;
    const acts = game.legalActions(s, side);
    const end = acts.find((a) => /^end/.test(a.type) || a.type === 'noAdvance');
    s = play(s, end ?? acts[0]!).state;
  }
  return s;
}
