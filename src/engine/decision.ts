/**
 * The one way the engine waits for a player in the middle of something: a
 * procedure frame. A decision the rules open (`ctx.decide`) is a frame of the
 * core's `decision` procedure on top of the stack, its side the frame's side
 * and its kind, prompt, rule and options the frame's local data, as Rally the
 * Troops makes every waiting point a state with its own prompt and actions.
 * While it is on top its options are the only legal actions; an answer takes
 * it off and runs in the procedure that asked (whose `resume` is not called:
 * the answer's verb carries on itself).
 */
import type { AnySpec, ProcedureDefinition } from './definition';
import type { DecisionOf, Spec } from './spec';
import type { Game } from './game-types';
import { HexwarError } from '../errors';
import type { Action, PendingDecision, PendingSummary, ProcedureFrame } from './types';

/**
 * The name of the core's decision procedure on the stack (a game may not name
 * a procedure of its own so).
 *
 * @category Procedures
 */
export const DECISION = 'decision';

/**
 * What a decision frame holds as its local data: everything of the decision
 * but its side (the frame's own).
 *
 * @category Procedures
 */
export type DecisionLocal = {
  /** What kind of decision it is, for the game's handlers and for UIs. */
  readonly kind: string;
  /** The question, in a player's words. */
  readonly prompt: string;
  /** The rule that asks it. */
  readonly rule?: string;
  /** Every legal answer, each an action (left out of another side's view). */
  readonly options: readonly Action[];
};

/** The open decision's frame: the top one, when it is the core's decision procedure. @internal */
export function decisionFrame(stack: readonly ProcedureFrame[]): { readonly index: number; readonly side: string; readonly local: DecisionLocal } | null {
  const i = stack.length - 1;
  const top = stack[i];
  if (!top || top.proc !== DECISION || top.side === null) return null;
  return { index: i, side: top.side, local: top.local as unknown as DecisionLocal };
}

/**
 * The index of the procedure acting now: the top frame, or under an open
 * decision the frame that asked it (-1: none, a phase's or the game's verbs).
 *
 * @example
 * ```ts
 * import { actingFrame } from 'hexwar';
 * const outsideCombat = actingFrame(ctx.stack) < 0; // no procedure under way, a decision or none
 * ```
 * @category Procedures
 */
export function actingFrame(stack: readonly ProcedureFrame[]): number {
  const d = decisionFrame(stack);
  return d ? d.index - 1 : stack.length - 1;
}

/**
 * The decision the rules are waiting for, read from the top of the procedure
 * stack: in a state, the whole decision with its options; in a view, the
 * viewing side's own decision whole, and another side's only as who must
 * decide, of what kind and the prompt (its options stay hidden). `null` when
 * no decision is open.
 *
 * Given the game first, the decision's `kind` is typed as one of the game's
 * {@link DecisionOf} and its `side` as one of its sides, so a front end's
 * `switch` on the kind is checked (a misspelt kind does not compile).
 *
 * @example
 * ```ts
 * import { openDecision } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * const d = openDecision(state);
 * if (d) status.textContent = `${d.side}: ${d.prompt}`; // "red: Where does r1 retreat (1 hex)?"
 *
 * // With the game: the kind is one of Meiktila's ('lossOrRetreat', …), checked by the compiler.
 * const asked = openDecision(meiktila, state);
 * if (asked?.kind === 'lossOrRetreat') status.textContent = `${asked.side}: take a step loss or retreat`;
 * ```
 * @category Engine
 */
export function openDecision(state: { readonly stack: readonly ProcedureFrame[]; readonly format: 3 }): PendingDecision | null;
export function openDecision(view: { readonly stack: readonly ProcedureFrame[] }): PendingDecision | PendingSummary | null;
export function openDecision<G extends Spec>(game: Game<G>, state: { readonly stack: readonly ProcedureFrame[]; readonly format: 3 }): PendingDecision<DecisionOf<G>, G['side']> | null;
export function openDecision<G extends Spec>(game: Game<G>, view: { readonly stack: readonly ProcedureFrame[] }): PendingDecision<DecisionOf<G>, G['side']> | PendingSummary<DecisionOf<G>, G['side']> | null;
export function openDecision(first: { readonly stack: readonly ProcedureFrame[] } | Game<AnySpec>, second?: { readonly stack: readonly ProcedureFrame[] }): PendingDecision | PendingSummary | null {
  // The kinds a game's decision frames hold are those its procedures and rules declare: the types say no more than the frame does.
  const s = second ?? ('stack' in first ? first : null);
  if (!s) throw new HexwarError({ code: 'bad-argument', message: 'openDecision reads a state or a view: give one after the game' });
  const d = decisionFrame(s.stack);
  if (!d) return null;
  const { kind, prompt, rule, options } = d.local;
  if (!Array.isArray(options)) return { side: d.side, kind, prompt };
  return { side: d.side, kind, prompt, ...(rule !== undefined ? { rule } : {}), options };
}

/**
 * The core's decision procedure: its frame holds the decision; another side's
 * view of it shows only the kind and the prompt (who must decide is the
 * frame's side), never the options.
 *
 * @internal
 */
export const decisionProcedure: ProcedureDefinition<AnySpec, DecisionLocal, DecisionLocal> = {
  start: (_ctx, args) => args,
  view(ctx, side) {
    const top = ctx.stack[ctx.stack.length - 1];
    const local = ctx.local;
    if (top?.side === side) return local;
    return { kind: local.kind, prompt: local.prompt };
  },
};
