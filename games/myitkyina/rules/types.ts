/**
 * Postcard Myitkyina's names and state, declared once: the sequence of play
 * (the set-up, then 11 turns, Allies first), the sides, the game's data, its
 * events and decisions, and the typed kit every rule file builds on.
 *
 * @module
 */
import { declareTypes, setupGame, type EventsOf, type ReadContext, type RulesContext, type SpecOf, type UnitOf } from 'hexwar';
import { counterOf } from './counter-of';
import type { EVENTS } from './events';
import { STACK_LIMIT, STACK_WEIGHT, TURNS } from '../data/tables';

/** The set-up (the Japanese hidden first, then the Allies on A5–A7), then 11 turns, Allies first: reinforcements, movement, combat. */
const sequence = {
  setup: [{ sides: ['japanese', 'allied'], name: 'setup', rule: 'Setup', steps: [{ phase: 'deploy', rule: 'Setup' }] }],
  turns: TURNS,
  steps: [
    {
      sides: ['allied', 'japanese'],
      rule: 'Sequence',
      steps: [
        { phase: 'reinforcement', rule: 'Reinforcements' },
        { phase: 'movement', rule: 'Movement' },
        { phase: 'combat', rule: 'Combat' },
      ],
    },
  ],
} as const;

/** The game's own data: plain JSON. */
export type MyitkyinaData = {
  /** True once a 36th Indian Division unit has come in: the Allies can only draw. */
  readonly indianDivision: boolean;
  /** Public ids (markers while hidden) of Japanese units the USAAF disrupted this turn. */
  readonly bombed: readonly string[];
};

/** The events Myitkyina emits itself, typed from their declarations in `events.ts` (the core's come on top): a misspelt one, or a misspelt field, does not compile. */
export type MyitkyinaEvent = EventsOf<typeof EVENTS>;
/**
 * The marks Myitkyina keeps on a unit, for the whole game: the turn it moved
 * and the MP it spent (Movement), the turn it attacked (Combat), disrupted and
 * the turn it was (Disruption), the turn it landed (Stacking), placed a second
 * time (Set-up). Turn marks compare with the turn, so none needs clearing.
 *
 * @category Myitkyina
 */
export type MyitkyinaFlags = {
  /** The turn it last moved (Movement). */
  readonly moved: number;
  /** The movement points it spent in that move (Movement). */
  readonly spent: number;
  /** The turn it last attacked (Combat). */
  readonly attacked: number;
  /** Disrupted (Disruption). */
  readonly disrupted: boolean;
  /** The turn it was disrupted (Disruption). */
  readonly disruptedTurn: number;
  /** The turn it landed at the airfield (Stacking). */
  readonly landed: number;
  /** Placed a second time during set-up (Set-up). */
  readonly redeployed: boolean;
};
type Types = { data: MyitkyinaData; events: MyitkyinaEvent; decisions: never; flags: MyitkyinaFlags };
/**
 * What the compiler knows of Postcard Myitkyina: its data, phases, sides and
 * decisions, so a misspelt phase or decision does not compile.
 *
 * @interface
 * @category Myitkyina
 */
export type G = SpecOf<Types, typeof sequence, readonly ['allied', 'japanese']>;
/** The typed builders for Myitkyina's verbs. */
export const kit = setupGame({ types: declareTypes<Types>(), sides: ['allied', 'japanese'] as const, sequence });
/** The context the rules read. */
export type Ctx = ReadContext<G>;
/** The context the rules change the match through. */
export type WCtx = RulesContext<G>;
/** A unit of Myitkyina, its flags typed. */
export type Unit = UnitOf<G>;

export { counterOf, isDecoy } from './counter-of';

/** The other side. */
export const enemyOf = kit.enemyOf;
/** Whether a unit is disrupted. */
export const disrupted = (u: Unit): boolean => u.flags?.disrupted === true;
/** Whether a unit is a regiment or a brigade. */
export const isBig = (id: string): boolean => ['regiment', 'brigade'].includes(counterOf(id).size ?? '');
/** The id other sides see: the marker while hidden. */
export const publicId = (u: Unit): string => (u.hidden ? (u.marker ?? u.id) : u.id);
/** Stacking points of a unit (decoys count as the battalions they pretend to be). */
export const weight = (id: string): number => STACK_WEIGHT[counterOf(id).size ?? 'battalion'] ?? 1;
/** Stacking points of the units in a hex, `id` left out. */
/** Whether `id` may join the units in `hex` within the limit. */
export const stackOk = (ids: readonly string[]): boolean => ids.reduce((s, id) => s + weight(id), 0) <= STACK_LIMIT;
