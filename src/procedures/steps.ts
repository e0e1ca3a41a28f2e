import type { RulesContext } from '../engine/definition';
import type { UnitState } from '../engine/types';

/**
 * Takes one step from a unit: flips it to its reduced side, or eliminates it
 * when it had one step left (off the board, into the `eliminated` box, its
 * flags cleared). Emits `stepLost` with why and the rule, and runs the game's
 * `onStepLost` hook (victory points for steps, …).
 *
 * @returns the unit after the loss.
 * @category Procedures
 */
export function loseStep(ctx: RulesContext, id: string, why: string, rule?: string): UnitState {
  const u = ctx.unit(id);
  if (u.steps <= 0) return u;
  const steps = u.steps - 1;
  const after = steps === 0 ? ctx.updateUnit(id, { steps: 0, at: null, box: 'eliminated', flags: undefined }) : ctx.updateUnit(id, { steps });
  ctx.emitAbout(u, { type: 'stepLost', unit: id, side: u.side, at: u.at, steps, eliminated: steps === 0, why, ...(rule ? { rule } : {}) });
  (ctx as unknown as { stepLostHook?: (u: UnitState, eliminated: boolean, why: string) => void }).stepLostHook?.(after, steps === 0, why);
  return after;
}

/**
 * Takes every step a unit has left (one `stepLost` event per step, so
 * victory points for steps count each).
 *
 * @category Procedures
 */
export function eliminate(ctx: RulesContext, id: string, why: string, rule?: string): UnitState {
  let u = ctx.unit(id);
  while (u.steps > 0) u = loseStep(ctx, id, why, rule);
  return u;
}

