import type { RulesContext, Spec, UnitOf } from '../engine/definition';

/**
 * Takes one step from a unit: flips it to its reduced side, or eliminates it
 * when it had one step left (off the board, into the `eliminated` box, its
 * flags cleared). Emits `stepLost` with why and the rule, and runs the game's
 * `onStepLost` hook (victory points for steps, …). The same as `ctx.steps.lose`.
 *
 * @example
 * ```ts
 * import { loseStep } from 'hexwar/combat';
 *
 * // Meiktila 11.1: a Banzai attacker that fails its casualty check loses a step.
 * if (!passed) loseStep(ctx, '1/214', 'Banzai casualty check', '11.1');
 * ```
 * @returns the unit after the loss.
 * @category Procedures
 */
export function loseStep<G extends Spec>(ctx: RulesContext<G>, id: string, why: string, rule?: string): UnitOf<G> {
  return ctx.steps.lose(id, why, rule);
}

/**
 * Takes every step a unit has left (one `stepLost` event per step, so
 * victory points for steps count each). The same as `ctx.steps.eliminate`.
 *
 * @example
 * ```ts
 * import { eliminate } from 'hexwar/combat';
 *
 * eliminate(ctx, '88/30', 'surrounded and out of supply', '7.4'); // every step it has left, one stepLost event each
 * ```
 * @category Procedures
 */
export function eliminate<G extends Spec>(ctx: RulesContext<G>, id: string, why: string, rule?: string): UnitOf<G> {
  return ctx.steps.eliminate(id, why, rule);
}
