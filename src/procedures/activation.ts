import * as z from 'zod';
import type { ActionDefinition, ActionMap, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext, RulesContext, UnitOf } from '../engine/definition';
import type { Action, UnitState } from '../engine/types';
import type { ActionDescriptor } from '../engine/legal';
import type { AttackOutcome } from './combat';
import type { Spec } from '../engine/definition';
import { activates, type ActivationMarker } from './cup';

/**
 * One activation under way: the marker, the order of its stages, what has
 * been done. The staged activation procedure's local state.
 *
 * @category Procedures
 */
export interface ActivationState {
  /** The marker drawn. */
  readonly marker: string;
  /** Its side. */
  readonly side: string;
  /** The order chosen (e.g. `moveAttack`), or `null` before the choice. */
  readonly order: string | null;
  /** The stage under way, or `order` while the order is chosen. */
  readonly stage: string;
  /** Stages finished. */
  readonly stagesDone: number;
  /** For a die-roll marker: how many units may activate. */
  readonly limit: number | null;
  /** Units activated so far. */
  readonly used: readonly string[];
  /** Units that did each kind of thing (moved, entrenched, …) in this activation. */
  readonly acted: { readonly [kind: string]: readonly string[] };
  /** Units that attacked in this activation. */
  readonly attacked: readonly string[];
  /** Hexes attacked (or attacks called off) in this activation, by position key. */
  readonly hexesAttacked: readonly string[];
}

/**
 * One stage of an activation: its verbs and the verb that ends it.
 *
 * @category Procedures
 */
export interface StageDefinition<G extends Spec, Verb extends string = string, End extends string = string> {
  /** The verbs of the stage (their `legal` is asked only during the stage), among the activation's `Verb`s. */
  readonly actions: { readonly [K in Verb]?: ActionMap<G, ProcedureReadContext<G, ActivationState>, ProcedureContext<G, ActivationState>>[string] };
  /** The verb that ends the stage, e.g. `endMove`. */
  readonly end: End;
  /** The stage's rule. */
  readonly rule: string;
  /** What the stage is, in words, for messages (`movement`, `attacks`). */
  readonly words: string;
}

/**
 * A chit-pull activation as data: the orders a player may choose between (move
 * then attack, or attack then move), each stage's verbs, and who the marker
 * activates.
 *
 * @category Procedures
 */
export interface StagedActivationConfig<G extends Spec, Verb extends string = string, End extends string = string> {
  /** The rule of an activation (6.1.1). */
  readonly rule: string;
  /** The rule of passing (4.3). */
  readonly passRule?: string;
  /** Every marker. */
  readonly markers: readonly ActivationMarker[];
  /** The formation a unit activates with (`null`: any marker of its side). */
  readonly formationOf: (unit: UnitState) => string | null;
  /** The orders of stages a player may choose, by name (one order: no choice). */
  readonly orders: { readonly [order: string]: readonly string[] };
  /** The stages. */
  readonly stages: { readonly [stage: string]: StageDefinition<G, Verb, End> };
  /** Runs when an attack of this activation is over (`cancelled` if called off). */
  readonly attacked?: (ctx: RulesContext<G>, outcome: AttackOutcome<G['position']>) => void;
  /** The procedure's name (default `activation`). */
  readonly name?: string;
}

type P<G extends Spec> = ProcedureContext<G, ActivationState>;

/**
 * Whether the activation under way lets a unit act: its marker activates the
 * unit (formation, all units, or up to the die roll's number, `joining` counting
 * units joining an attack now).
 *
 * @example
 * ```ts
 * import { activatedNow } from 'hexwar/procedures';
 *
 * // Meiktila: may this unit act under the marker drawn (its formation's, "all units", or a die roll's)?
 * const canActivate = (ctx: Ctx, u: Unit) => activatedNow(ctx, u, markerById, counterOf(u.id).activatedBy);
 * ```
 * @category Procedures
 */
export function activatedNow<G extends Spec>(ctx: ReadContext<G>, unit: UnitOf<G>, markers: ReadonlyMap<string, ActivationMarker>, formation: string | null, joining: readonly string[] = [], name = 'activation'): boolean {
  const act = ctx.frame<ActivationState>(name);
  if (!act) return false;
  const marker = markers.get(act.marker);
  if (!marker) throw new Error(`activatedNow: the marker drawn, ${act.marker}, is not among the markers given`);
  return activates(marker, unit, formation, joining.length ? [...act.used, ...joining] : act.used, act.limit);
}

/**
 * Records that a unit acted in the activation under way (`kind`: moved,
 * entrenched…); it counts toward a die-roll marker's limit.
 *
 * @example
 * ```ts
 * import { markActed } from 'hexwar/procedures';
 * import { z } from 'zod';
 *
 * // A move verb of a staged activation (Meiktila 6.2): the unit has moved, and counts toward a die-roll marker's limit.
 * const move = verb({
 *   schema: z.object({ unit: z.string(), hex: z.string() }),
 *   rule: '6.2',
 *   apply(ctx, a) {
 *     ctx.updateUnit(a.unit, { at: a.hex });
 *     markActed(ctx, a.unit, 'moved');
 *   },
 * });
 * ```
 * @category Procedures
 */
export function markActed<G extends Spec>(ctx: ProcedureContext<G, ActivationState>, unit: string, kind?: string): void {
  const act = ctx.local;
  const acted = kind ? { ...act.acted, [kind]: [...(act.acted[kind] ?? []), unit] } : act.acted;
  ctx.setLocal({ ...act, acted, used: act.used.includes(unit) ? act.used : [...act.used, unit] });
}

/**
 * Whether a unit did a kind of thing in the activation under way.
 *
 * @example
 * ```ts
 * import { hasActed } from 'hexwar/procedures';
 *
 * // Meiktila 6.2: a unit moves once an activation (ctx.local: the activation under way).
 * if (hasActed(ctx.local, unit, 'moved')) return `${unit} has already moved in this activation (6.2)`;
 * ```
 */
export const hasActed = (act: ActivationState, unit: string, kind: string): boolean => (act.acted[kind] ?? []).includes(unit);

/**
 * A chit-pull activation as a procedure: the player chooses the order of its
 * stages or passes (4.3), plays each stage's verbs until he ends it, and the
 * activation ends after the last; a die-roll marker's limit is rolled when it is
 * drawn. Called by the activation cup with `{ marker }`; ends with `{ passed }`.
 *
 * @example
 * ```ts
 * import { stagedActivation } from 'hexwar/procedures';
 *
 * // Meiktila 6.1.1: move then attack, or attack then move; or pass. The stages' verbs and ends are
 * // named as types, so a caller's misspelt verb does not compile (see `VerbOf`).
 * export const activation = stagedActivation<G, keyof typeof moveVerbs | 'declareAttack', 'endMove' | 'endAttacks'>({
 *   rule: '6.1.1', passRule: '4.3', markers: activationMarkers,
 *   formationOf: (u) => counterOf(u.id).activatedBy,
 *   orders: { moveAttack: ['move', 'attack'], attackMove: ['attack', 'move'] },
 *   stages: {
 *     move: { actions: moveVerbs, end: 'endMove', rule: '6.2', words: 'units move' },
 *     attack: { actions: { declareAttack }, end: 'endAttacks', rule: '6.5', words: 'attacks are made' },
 *   },
 * });
 * ```
 * @category Procedures
 */
export function stagedActivation<G extends Spec, Verb extends string = string, End extends string = string>(
  config: StagedActivationConfig<G, Verb, End>,
): {
  readonly [name: string]: Omit<
    ProcedureDefinition<
      G,
      ActivationState,
      {
        /** The activation marker drawn from the cup. */
        marker: string;
      }
    >,
    'actions'
  > & {
    /** The activation's verbs, typed by name so a game's callers may write them (see `VerbOf`): the stages' verbs, their ends, choosing the order and passing. */
    readonly actions?: { readonly [K in ActivationVerb | Verb | End]: ActionDefinition<G, any, any, any> };
  };
} {
  const NAME = config.name ?? 'activation';
  const byId = new Map(config.markers.map((m) => [m.id, m]));
  const orderNames = Object.keys(config.orders);
  /** The stages of an order (orders are the config's own keys, so one without stages is a slip in the config). */
  const stagesOf = (order: string | null): readonly [string, ...string[]] => {
    const [first, ...rest] = (order === null ? undefined : config.orders[order]) ?? [];
    if (first === undefined) throw new Error(`activation (${config.rule}): the order ${order ?? '(none chosen)'} has no stages in the config`);
    return [first, ...rest];
  };
  const finishStage = (ctx: P<G>) => {
    const act = ctx.local;
    const next = stagesOf(act.order)[act.stagesDone + 1];
    if (next === undefined) ctx.end({ passed: false });
    else ctx.setLocal({ ...act, stagesDone: act.stagesDone + 1, stage: next });
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const verbs: Record<string, ActionDefinition<G, any, ProcedureReadContext<G, ActivationState>, P<G>>> = {};
  if (orderNames.length > 1) {
    verbs['chooseOrder'] = {
      schema: z.object({ order: z.enum(orderNames) }),
      rule: config.rule,
      // The order in its stages' names: "attack, then move".
      says: (_ctx, a: { order: string }) => (config.orders[a.order] ?? [a.order]).join(', then '),
      legal: (ctx, side) => (ctx.local.stage === 'order' ? [{ type: 'chooseOrder', side, choose: { order: orderNames } }] : []),
      refuse: () => `the order of an activation is chosen when it begins (${config.rule})`,
      apply(ctx, a: { order: string }) {
        const stages = stagesOf(a.order);
        ctx.setLocal({ ...ctx.local, order: a.order, stage: stages[0] });
        ctx.emit({ type: 'orderChosen', marker: ctx.local.marker, order: a.order, stages: [...stages], rule: config.rule });
      },
    };
  }
  verbs['pass'] = {
    schema: z.object({}),
    // The bot never passes while it has play.
    score: () => -5,
    says: 'pass',
    rule: config.passRule ?? config.rule,
    legal: (ctx, side) => (ctx.local.stage === 'order' ? [{ type: 'pass', side }] : []),
    refuse: () => `a player passes instead of playing an activation, when it begins (${config.passRule ?? config.rule})`,
    apply(ctx, a) {
      ctx.emit({ type: 'passed', side: a.side, marker: ctx.local.marker, rule: config.passRule ?? config.rule });
      ctx.end({ passed: true });
    },
  };
  for (const [stage, def] of Object.entries(config.stages)) {
    for (const [type, v] of Object.entries(def.actions) as [string, ActionDefinition<G, any, ProcedureReadContext<G, ActivationState>, P<G>> | undefined][]) {
      if (!v) continue;
      const refuse = v.refuse;
      verbs[type] = {
        ...v,
        legal: (ctx, side) => (ctx.local.stage === stage && v.legal ? v.legal(ctx, side) : []),
        refuse: (ctx, a) => (ctx.local.stage !== stage ? `${type}: ${def.words} only in the ${stage} stage of an activation (${def.rule})` : (refuse?.(ctx, a) ?? null)),
      };
    }
    verbs[def.end] = {
      schema: z.object({}),
      rule: def.rule,
      says: `end the ${stage} stage`,
      label: `End the ${stage} stage`,
      legal: (ctx, side) => (ctx.local.stage === stage ? [{ type: def.end, side }] : []),
      refuse: () => `${def.words} end only in the ${stage} stage of an activation (${def.rule})`,
      apply: (ctx) => finishStage(ctx),
    };
  }
  const proc: ProcedureDefinition<G, ActivationState, { marker: string }> = {
    rule: config.rule,
    start(ctx, args) {
      const m = byId.get(args.marker);
      if (!m) throw new Error(`activation (${config.rule}): ${args.marker} is not one of its markers`);
      const limit = m.kind === 'dieRoll' ? ctx.random.die(6, `units activated by ${m.id} (${config.rule})`) : null;
      ctx.emit({ type: 'activated', marker: m.id, name: m.name, side: m.side, kind: m.kind, ...(limit !== null ? { limit } : {}), rule: config.rule });
      const [only, ...others] = orderNames;
      const single = only !== undefined && others.length === 0 ? only : null;
      return { marker: m.id, side: m.side, order: single, stage: single ? stagesOf(single)[0] : 'order', stagesDone: 0, limit, used: [], acted: {}, attacked: [], hexesAttacked: [] };
    },
    actions: verbs,
    resume(ctx, result, from) {
      if (from !== 'attack') return;
      const o = result as unknown as AttackOutcome<G['position']>;
      const act = ctx.local;
      ctx.setLocal({ ...act, used: [...new Set([...act.used, ...o.attackers])], attacked: o.cancelled ? act.attacked : [...act.attacked, ...o.attackers], hexesAttacked: [...act.hexesAttacked, ctx.board.key(o.hex)] });
      config.attacked?.(ctx, o);
    },
  };
  return { [NAME]: proc as typeof proc & { readonly actions: { readonly [K in ActivationVerb | Verb | End]: ActionDefinition<G, any, any, any> } } };
}

/**
 * The verbs every staged activation has: choosing the order of its stages
 * (offered when there is more than one order) and passing.
 *
 * @category Procedures
 */
export type ActivationVerb = 'chooseOrder' | 'pass';

/** A descriptor of one unit field from a list of units, or nothing. @internal */
export function unitsDescriptor(type: string, side: string, units: readonly string[]): (ActionDescriptor | Action)[] {
  return units.length ? [{ type, side, choose: { unit: [...units] } }] : [];
}
