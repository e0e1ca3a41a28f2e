import { createActor, fromTransition, type Actor, type TransitionActorLogic, type TransitionSnapshot } from 'xstate';
import { HexwarError, type RuleViolation } from '../errors';
import type { Game } from './game';
import { createMatch, type MatchOptions } from './match';
import { recordOf, undo, type MatchRecord } from './record';
import type { Action, GameEvent, JsonValue, MatchState, Position, UnitFlags } from './types';
import type { AnySpec, Spec } from './definition';

/**
 * What a match actor holds: the state, its record, the last events and the
 * last refusal.
 *
 * @example
 * ```ts
 * import { createMatchActor } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const actor = createMatchActor(myitkyina, { seed: 7 });
 * actor.subscribe((snapshot) => {
 *   const { state, events, error } = snapshot.context; // the match, what the last event did, or why it was refused
 *   if (error) console.log(error.message);
 * });
 * ```
 * @category Engine
 */
export interface MatchActorContext<D = JsonValue, P extends Position = never, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** The match state (typed by the game's spec when the actor is made from a typed game). */
  readonly state: MatchState<D, P, F, S>;
  /** The record (for save, replay and undo). */
  readonly record: MatchRecord;
  /** The events of the last accepted action. */
  readonly events: readonly GameEvent[];
  /** Why the last action was refused, or `null` if it was accepted. */
  readonly error: RuleViolation | null;
}

/**
 * The events a match actor accepts.
 *
 * @example
 * ```ts
 * import { createMatchActor } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const actor = createMatchActor(myitkyina, { seed: 7 });
 * actor.send({ type: 'apply', action: { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' } });
 * actor.send({ type: 'undo', side: 'japanese' });
 * ```
 * @category Engine
 */
export type MatchActorEvent =
  | {
      /** Apply an action. */
      readonly type: 'apply';
      /** The action. */
      readonly action: Action;
    }
  | {
      /** Take back the last action of a side (only its own, never past a die roll, a reveal or the other side's action). */
      readonly type: 'undo';
      /** The side taking back its action. */
      readonly side: string;
    };

/**
 * The match as XState actor logic (`fromTransition`), for front ends that use
 * actors: with `@xstate/react`, `useActor(logic)` where `logic` is made once, outside
 * the component (logic made during a render is new each render: "Too many re-renders").
 *
 * @example
 * ```tsx
 * import { matchLogic } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * import { useActor } from '@xstate/react';
 *
 * const logic = matchLogic(myitkyina, { seed: 7 }); // once, outside the component
 *
 * function Table() {
 *   const [snapshot, send] = useActor(logic);
 *   const { state, error } = snapshot.context;
 *   return <p>{error?.message ?? state.phase}</p>;
 * }
 * ```
 * @category Engine
 */
export function matchLogic<G extends Spec = AnySpec>(game: Game<G>, opts: MatchOptions): TransitionActorLogic<MatchActorContext<G['data'], G['position'], G['flags'], G['side']>, MatchActorEvent, unknown> {
  const state = createMatch(game, opts);
  const initial: MatchActorContext<G['data'], G['position'], G['flags'], G['side']> = { state, record: recordOf(state), events: [], error: null };
  return fromTransition((ctx: MatchActorContext<G['data'], G['position'], G['flags'], G['side']>, event: MatchActorEvent): MatchActorContext<G['data'], G['position'], G['flags'], G['side']> => {
    if (event.type === 'undo') {
      try {
        const back = undo(game, ctx.record, event.side);
        return { state: back.state, record: back.record, events: [], error: null };
      } catch (e) {
        return { ...ctx, error: e instanceof HexwarError ? e.toJSON() : { code: 'cannot-undo', message: e instanceof Error ? e.message : String(e) } };
      }
    }
    const r = game.apply(ctx.state, event.action);
    if (!r.ok) return { ...ctx, error: r.error };
    return { state: r.state, record: { ...ctx.record, actions: [...ctx.record.actions, r.action] }, events: r.events, error: null };
  }, initial);
}

/**
 * A started XState actor wrapping a match: send `{ type: 'apply', action }` or
 * `{ type: 'undo', side }`, subscribe to snapshots whose `context` is a
 * {@link MatchActorContext}.
 *
 * @example
 * ```ts
 * import { createMatchActor } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const actor = createMatchActor(myitkyina, { seed: 7 });
 * actor.subscribe((s) => render(s.context.state, s.context.error));
 * actor.send({ type: 'apply', action: { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'F4' } });
 * actor.send({ type: 'undo', side: 'japanese' });
 * ```
 * @category Engine
 */
export function createMatchActor<G extends Spec = AnySpec>(game: Game<G>, opts: MatchOptions): Actor<TransitionActorLogic<MatchActorContext<G['data'], G['position'], G['flags'], G['side']>, MatchActorEvent, unknown>> {
  const actor = createActor(matchLogic(game, opts));
  actor.start();
  return actor;
}

/** The snapshot type of a match actor. @category Engine */
export type MatchActorSnapshot<D = JsonValue> = TransitionSnapshot<MatchActorContext<D>>;
