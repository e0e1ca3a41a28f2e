import type { z } from 'zod';
import type { BotContext, Spec } from '../engine/definition';
import type { Action, Position } from '../engine/types';
import type { TablePoint } from '../tabletop/geometry';
import type { FireAction } from '../procedures/tabletop/fire-procedure';

/**
 * The fields of the actions of the core's own verbs, by type: set-up, the
 * activation cup, reinforcements, the attack and its result, the tabletop's
 * moves and fire. A game's bot scores them typed like its own verbs (`P`:
 * the board's positions, hex labels by default).
 *
 * @category Bots
 */
export interface CoreActions<P extends Position = string> {
  /** Place a unit in the set-up. */
  readonly place: {
    /** The unit. */
    readonly unit: string;
    /** Where. */
    readonly hex: string;
  };
  /** Set-up done. */
  readonly finishSetup: object;
  /** The marker that goes first. */
  readonly chooseFirst: {
    /** The marker. */
    readonly marker: string;
  };
  /** The order of an activation's stages. */
  readonly chooseOrder: {
    /** The order's key. */
    readonly order: string;
  };
  /** Pass instead of activating. */
  readonly pass: object;
  /** Where a reinforcement enters. */
  readonly enterAt: {
    /** The unit. */
    readonly unit: string;
    /** Its entry hex. */
    readonly hex: string;
  };
  /** Declare an attack. */
  readonly declareAttack: {
    /** The hex attacked. */
    readonly hex: P;
  };
  /** A unit joins the attack. */
  readonly addAttacker: {
    /** The unit. */
    readonly unit: string;
  };
  /** Resolve the attack. */
  readonly resolveAttack: {
    /** The attack's mode, when the game has modes. */
    readonly mode?: string;
  };
  /** Call the attack off. */
  readonly cancelAttack: object;
  /** No more support for the defence. */
  readonly defDone: object;
  /** A unit takes a step loss. */
  readonly takeLoss: {
    /** The unit. */
    readonly unit: string;
  };
  /** A unit tries to retreat. */
  readonly retreat: {
    /** The unit. */
    readonly unit: string;
  };
  /** Where a unit retreats. */
  readonly retreatTo: {
    /** The unit. */
    readonly unit: string;
    /** Where to. */
    readonly to: P;
  };
  /** A unit holds (No Retreat). */
  readonly noRetreat: {
    /** The unit. */
    readonly unit: string;
  };
  /** A unit advances after combat. */
  readonly advance: {
    /** The unit. */
    readonly unit: string;
  };
  /** No advance. */
  readonly noAdvance: object;
  /** A figure's move along a path on a table. */
  readonly move: {
    /** The figure. */
    readonly figure: string;
    /** The path, start first. */
    readonly path: readonly TablePoint[];
  };
  /** A figure's move in reverse. */
  readonly reverse: {
    /** The figure. */
    readonly figure: string;
    /** The path, start first. */
    readonly path: readonly TablePoint[];
  };
  /** A figure fires. */
  readonly fire: FireAction;
}

/**
 * The fields of each verb's actions, read from a map of verbs by their zod
 * schemas: `PayloadsOf<typeof verbs>['move']` is `{ unit: string; to: string }`.
 *
 * @category Bots
 */
export type PayloadsOf<V> = {
  readonly [K in keyof V]: V[K] extends {
    /** The verb's schema. */
    readonly schema?: z.ZodType<infer P>;
  }
    ? P
    : object;
};

/**
 * Each verb's score, typed by its actions' fields (`A`, by type): what a
 * game's `bot.score` is built from by {@link verbScores}.
 *
 * @category Bots
 */
export type VerbScores<G extends Spec, A> = {
  readonly [K in keyof A & string]?: (
    ctx: BotContext<G>,
    action: A[K] & {
      /** The verb. */
      readonly type: K;
      /** The side acting. */
      readonly side: G['side'];
    },
  ) => number | undefined;
};

/**
 * A bot's `score` from one scoring function per verb, each typed by its verb's
 * actions (`A`: the fields by type, e.g. `PayloadsOf<typeof verbs> &
 * CoreActions`): no action field is read by a string or cast. A verb with no
 * score (and any other action) is left to the core's default.
 *
 * @example
 * ```ts
 * import { verbScores, type CoreActions, type PayloadsOf } from 'hexwar/bots';
 * export const score = verbScores<G, PayloadsOf<typeof VERBS> & CoreActions>({
 *   move: (ctx, a) => coreScore(ctx, a) - (a.march ? 0.3 : 0),
 *   retreatTo: (ctx, a) => -ctx.board.distance(a.to, HOME),
 * });
 * ```
 * @category Bots
 */
export function verbScores<G extends Spec, A>(scores: VerbScores<G, A>): (ctx: BotContext<G>, action: Action) => number | undefined {
  // The candidates a bot scores are the legal actions, each fitting its verb's schema.
  const by = scores as { readonly [type: string]: ((ctx: BotContext<G>, action: Action) => number | undefined) | undefined };
  return (ctx, action) => (Object.hasOwn(by, action.type) ? by[action.type]?.(ctx, action) : undefined);
}
