/**
 * The verb registry of a game: which verbs are open in a state (the top
 * procedure's, or the phase's and the game's), every verb by type, and the
 * phases each belongs to (for refusals that say where a verb is used).
 */
import type { ActionDefinition, AnySpec, GameDefinition } from './definition';
import { actingFrame } from './decision';
import type { MatchState } from './types';

/** Verbs by action type. @internal */
export type Verbs = ReadonlyMap<string, ActionDefinition<AnySpec, unknown>>;

/**
 * A game's verbs, looked up by the engine.
 *
 * @internal
 */
export interface VerbRegistry {
  /** Every verb of the game by type (answers to decisions are found here). */
  readonly all: Verbs;
  /** The phases whose verbs include each action type (for messages). */
  readonly phasesOf: ReadonlyMap<string, readonly string[]>;
  /**
   * The verbs open now, with the frame they belong to (-1: a phase or game
   * verb); under an open decision, those of the procedure (or phase) that
   * opened it, whose verbs its answers are.
   */
  open(state: MatchState): { readonly verbs: Verbs; readonly frame: number };
  /** The core's concession verb, when the game lets players concede (see `GameDefinition.concession`). */
  readonly concede: (ActionDefinition<AnySpec, unknown> & { readonly rule: string }) | null;
}

/** The action type of a concession (see `GameDefinition.concession`). @internal */
export const CONCEDE = 'concede';

/** The core's concession verb: the side that gives it loses; with two sides the other wins. */
function concessionVerb(rule: string, sides: readonly string[]): ActionDefinition<AnySpec, unknown> & { readonly rule: string } {
  return {
    rule,
    says: 'concedes',
    apply(ctx, a) {
      const winner = sides.length === 2 ? (sides.find((s) => s !== a.side) ?? null) : null;
      ctx.emit({ type: 'conceded', side: a.side, rule });
      ctx.endGame({ winner, level: 'concession', reason: `the ${a.side} player concedes (${rule})` });
    },
  };
}

type VerbTable = { readonly actions?: Record<string, ActionDefinition<AnySpec, unknown>> } | undefined;

/**
 * Builds the registry of a checked definition.
 *
 * @internal
 */
export function verbRegistry(def: GameDefinition<AnySpec>): VerbRegistry {
  const phases = Object.entries(def.phases ?? {});
  const procedures = Object.values(def.procedures ?? {});
  const phasesOf = new Map<string, string[]>();
  for (const [phase, p] of phases) for (const t of Object.keys(p?.actions ?? {})) phasesOf.set(t, [...(phasesOf.get(t) ?? []), phase]);

  const all = new Map<string, ActionDefinition<AnySpec, unknown>>();
  const concede = def.concession ? concessionVerb(def.concession.rule, def.sides) : null;
  if (concede) all.set(CONCEDE, concede);
  for (const [t, v] of Object.entries(def.actions ?? {})) all.set(t, v);
  for (const [, p] of phases) for (const [t, v] of Object.entries(p?.actions ?? {})) if (!all.has(t)) all.set(t, v);
  for (const p of procedures) for (const [t, v] of Object.entries(p?.actions ?? {})) if (!all.has(t)) all.set(t, v);

  // The same for every state with the same top procedure (or phase): built once per key.
  const openByKey = new Map<string, Verbs>();
  const open = (state: MatchState): { verbs: Verbs; frame: number } => {
    const top = actingFrame(state.stack);
    // No frame acts (top is -1): the phase's verbs.
    const acting = state.stack[top];
    const key = acting ? `p:${acting.proc}` : `ph:${state.phase}`;
    let verbs = openByKey.get(key);
    if (!verbs) {
      const v = new Map<string, ActionDefinition<AnySpec, unknown>>();
      if (acting) {
        const proc = def.procedures?.[acting.proc];
        for (const [type, verb] of Object.entries(proc?.actions ?? {})) v.set(type, verb);
      } else {
        const phase = def.phases?.[state.phase] as VerbTable;
        for (const [type, verb] of Object.entries(phase?.actions ?? {})) v.set(type, verb);
        for (const [type, verb] of Object.entries(def.actions ?? {})) if (!v.has(type)) v.set(type, verb);
      }
      openByKey.set(key, (verbs = v));
    }
    return { verbs, frame: top };
  };
  return { all, phasesOf, open, concede };
}

