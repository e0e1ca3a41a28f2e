/** Test helpers for Meiktila: reach a phase, patch a state, run a hook with scripted dice. */
import { createMatch, type Action, type GameEvent, type StateOf } from '../../../src';
import { hexBoard } from '../../../src/public/hex';
import { type CombatUnderWay } from '../../../src/public/combat';
import { type ActivationState, type CupState } from '../../../src/public/procedures';
import { Reader, Working } from '../../../src/engine/context';
import { withRolls } from '../../../src/testing';
import { meiktila, type MeiktilaData } from '../../../games/meiktila';
import type { Ctx, WCtx } from '../../../games/meiktila/rules/common';
import type { G, Unit } from '../../../games/meiktila/rules/types';

export type S = StateOf<G>;

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

/** The activation under way (the top procedure's state), if any. */
export const act = (s: S): ActivationState | null => (s.stack.find((f) => f.proc === 'activation')?.local as unknown as ActivationState) ?? null;
/** The activation cup's state, if the activation phase is under way. */
export const cupOf = (s: S): CupState | null => (s.stack.find((f) => f.proc === 'cup')?.local as unknown as CupState) ?? null;

/** The first activation of turn 1 (order not chosen yet). */
export function firstActivation(seed = 1, options: Record<string, boolean> = {}): S {
  return advanceUntil(start(seed, options), (s) => act(s) !== null);
}

/** Patches units: position, steps, flags (flags replace). */
export function placeUnits(s: S, patch: Record<string, Partial<Unit>>): S {
  return { ...s, units: s.units.map((u) => (patch[u.id] ? { ...u, box: 'map', flags: {}, ...patch[u.id] } : u)) };
}

/** Moves every unit not named off to a box aside (out of play for the test); the named ones lose their flags unless `keepFlags`. */
export function onlyUnits(s: S, keep: Record<string, string>, keepFlags = false): S {
  return { ...s, units: s.units.map((u) => (keep[u.id] ? { ...u, at: keep[u.id]!, box: 'map', flags: keepFlags ? (u.flags ?? {}) : {} } : u.at === null ? u : { ...u, at: null, box: 'test-aside' })) };
}

/** Patches the game data. */
export function withData(s: S, patch: Partial<MeiktilaData>): S {
  return { ...s, data: { ...s.data, ...patch } };
}

/** Runs a rules function on a working context with scripted dice; returns the new state and events. */
export function runHook(s: S, rolls: (number | string)[], fn: (ctx: WCtx) => void): { state: S; events: GameEvent[] } {
  const w = new Working(meiktila as never, withRolls(s, rolls) as never);
  fn(w as unknown as WCtx);
  return { state: w.finish() as S, events: w.events };
}

/** A unit's state. */
export const unit = (s: S, id: string): Unit => s.units.find((u) => u.id === id)!;

/**
 * An activation of `side` by `marker` in a given stage: the activation phase
 * with the cup (holding `cup`) and the activation on the procedure stack.
 */
export function activation(
  s: S,
  marker: string,
  side: 'allied' | 'japanese',
  stage: 'move' | 'attack',
  limit: number | null = null,
  order: 'moveAttack' | 'attackMove' = 'moveAttack',
  cup: readonly string[] = [],
): S {
  const local: ActivationState = { marker, side, order, stage, stagesDone: order === 'moveAttack' ? (stage === 'attack' ? 1 : 0) : stage === 'move' ? 1 : 0, limit, used: [], acted: {}, attacked: [], hexesAttacked: [] };
  const cupLocal: CupState = { markers: { allied: [], japanese: [] }, cup: [...cup], drawn: [marker], passed: { allied: false, japanese: false }, next: null };
  const flow = { ...s.flow, value: { turn: 'activation' } } as S['flow'];
  return { ...s, phase: 'activation', flow, active: side, stack: [{ proc: 'cup', side: null, local: cupLocal as never }, { proc: 'activation', side, local: local as never }] };
}

/** The same moment on another day: the turn and the sequence of play's turn moved together, as a game reaches them. */
export function onTurn(s: S, turn: number): S {
  return { ...s, turn, flow: { ...s.flow, context: { ...s.flow.context, turn } } };
}

/** A read context over a state, for calling rules helpers directly. */
export function reader(s: S): Ctx {
  return new Reader(meiktila as never, s as never) as unknown as Ctx;
}

/** A read context bound to the activation under way (for helpers that read `ctx.local`). */
export function activationReader(s: S): Ctx & { local: ActivationState } {
  const r = reader(s) as Ctx & { local: ActivationState };
  Object.defineProperty(r, 'local', { get: () => act(s) });
  return r;
}

const board = hexBoard(meiktila.map, []);
/** Distance in hexes on the Meiktila map. */
export const distance = (a: string, b: string): number => board.distance(a, b);
/** The hexes next to one on the Meiktila map. */
export const neighboursOf = (hex: string): readonly string[] => board.neighbours(hex);

/** Patches the activation under way. */
export function withAct(s: S, patch: Partial<ActivationState>): S {
  return { ...s, stack: s.stack.map((f) => (f.proc === 'activation' ? { ...f, local: { ...(f.local as object), ...patch } as never } : f)) };
}

/** An attack put together, as the core's attack procedure holds it. */
export function attackPlan(hex: string, side: 'allied' | 'japanese', attackers: string[], extra: { banzai?: string[]; artillery?: string[]; air?: number; defArtillery?: string[]; defAir?: number } = {}): CombatUnderWay {
  return { hex, side, attackers, specials: { banzai: extra.banzai ?? [] }, supports: { artillery: extra.artillery ?? [], air: extra.air ?? 0 }, defence: { artillery: extra.defArtillery ?? [], air: extra.defAir ?? 0 }, mode: null };
}
