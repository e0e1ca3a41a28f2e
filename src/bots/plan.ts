/**
 * Bots that follow a plan: a function that names a side's next action now
 * (land the unit that is due, fall back to the post, fire at the nearest). The
 * heuristic bot offers the plan's action as its only candidate; a solo variant
 * has the engine play a side by it inside the rules, each action checked
 * against the legal ones exactly as a player's would be.
 *
 * @module
 */
import { HexwarError } from '../errors';
import type { ActionMap, BotContext, ReadContext, RulesContext, Spec } from '../engine/definition';
import { descriptorContains, type ActionDescriptor } from '../engine/legal';
import type { Action } from '../engine/types';

/**
 * A side's plan: its next action now, or `null` if it has nothing to do.
 *
 * @category Bots
 */
export type SidePlan<G extends Spec> = (ctx: ReadContext<G>, side: G['side']) => Action | null;

/**
 * The heuristic bot's candidates from a plan: the plan's next action for the
 * bot's side if the legal actions list it, else none (the bot then plays at
 * random among the legal actions).
 *
 * @example
 * ```ts
 * import { planCandidates } from 'hexwar/bots';
 * bot: { candidates: (ctx, descriptors) => planCandidates(nextAction, ctx, descriptors) },
 * ```
 * @category Bots
 */
export function planCandidates<G extends Spec>(plan: SidePlan<G>, ctx: BotContext<G>, descriptors: readonly ActionDescriptor[]): Action[] {
  const a = plan(ctx, ctx.side);
  return a && descriptors.some((d) => descriptorContains(d, a)) ? [a] : [];
}

/**
 * Plays a side's phase by its plan inside the rules (a solo variant's
 * opponent): each action must be one the phase's verbs list and accept, as a
 * player's would; it stops after an action whose type is in `ends` (the verb
 * that ends the phase), or ends the phase itself when the plan has nothing
 * left to do.
 *
 * @throws {@link hexwar!HexwarError} `plan-refused` with the action if the plan chose one the rules refuse (a defect in the plan).
 * @example
 * ```ts
 * import { playPlan } from 'hexwar/bots';
 * enter(ctx) { if (ctx.options.solo && ctx.active === 'tan') playPlan(ctx, fireVerbs, 'tan', nextAction, ['endFire']); },
 * ```
 * @category Bots
 */
export function playPlan<G extends Spec>(ctx: RulesContext<G>, verbs: ActionMap<G>, side: G['side'], plan: SidePlan<G>, ends: readonly string[], limit = 1000): void {
  for (let guard = 0; guard < limit; guard++) {
    const a = plan(ctx, side);
    if (!a) break;
    const verb = verbs[a.type];
    const listed = (verb?.legal?.(ctx, side) ?? []).find((d) => descriptorContains(d, a));
    // The plan is built on the verbs' own checks: an action they refuse is a defect, reported as one.
    if (!verb || !listed || (listed.open && verb.check?.(ctx, a))) throw new HexwarError({ code: 'plan-refused', message: `the ${String(side)} plan chose an action the rules refuse: ${JSON.stringify(a).slice(0, 300)}` });
    verb.apply(ctx, a);
    if (ends.includes(a.type)) return;
  }
  ctx.endPhase();
}
