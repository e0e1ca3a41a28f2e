/**
 * What a defined game is to everything that plays it: the {@link Game} the
 * engine's entry points, the bots, the pages and the host take. Its contract,
 * apart from `defineGame`, which makes one, so that the engine's parts can name
 * it without importing the code that builds it.
 *
 * @module
 */
import type { RuleViolation } from '../errors';
import type { Flow } from '../flow';
import type { HexMap } from '../map';
import type { CompiledTable } from '../tabletop/compile';
import type { ActionDefinition, AnySpec, BoardOf, GameDefinition, ReadContext, Spec } from './definition';
import type { ActionDescriptor } from './types';
import type { Foreseen } from './forecast-types';
import type { ActionArg, ActionInput, ResultOf } from './spec';
import type { Action, CounterData, MatchState, UnitState } from './types';

/**
 * A defined game: its definition, checked and compiled once (map, flow,
 * counters), with the engine's entry points bound to it.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * let state = createMatch(myitkyina, { seed: 1 });
 * myitkyina.actingSides(state); // ['japanese']
 * const r = myitkyina.apply(state, { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' });
 * if (r.ok) state = r.state;
 * else console.log(r.error.message);
 * ```
 * @typeParam G - what the compiler knows of the game's names (see {@link Spec}).
 * @category Engine
 */
export interface Game<G extends Spec = AnySpec> {
  /** The game's id. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** Its version. */
  readonly version: string;
  /** Its sides. */
  readonly sides: readonly G['side'][];
  /**
   * The definition it was made from. Typed loosely so that any `Game<G>` can be
   * passed where a `Game` is expected (a registry, a bot); the engine is what
   * calls these hooks, with the right types.
   */
  readonly definition: GameDefinition<AnySpec>;
  /** The compiled map (for a tabletop game, a map with no hexes). */
  readonly map: HexMap;
  /** The compiled table, for a tabletop game (else `null`). */
  readonly table: CompiledTable | null;
  /** The board over a unit array: a hex board, or the tabletop. */
  board(units: readonly UnitState<G['position'], G['flags']>[]): BoardOf<G>;
  /** The compiled sequence of play. */
  readonly flow: Flow<string, string, ReadContext>;
  /** A counter's printed data; throws a typed error for an unknown id. */
  counter(id: string): CounterData;
  /**
   * The legal actions of `side` now, per verb, as compact descriptors (cached
   * per state). A side the game does not have throws `unknown-side`.
   *
   * @example
   * ```ts
   * game.legal(state, 'allied');
   * // [{ type: 'move', side: 'allied', fixed: { march: false }, choose: { unit: ['1 WY', '4/12 FFR'], to: ['D10', 'C8', …] } }, …]
   * ```
   */
  legal(state: MatchState<G['data'], G['position'], G['flags']>, side: G['side']): readonly ActionDescriptor[];
  /**
   * Whether an action's fields fit its verb's schema, whatever the state: `null`
   * if so, otherwise why not. Listed actions are accepted as listed, so the
   * fuzzer holds every listed action to this.
   */
  validate(action: Action): RuleViolation | null;
  /** The verb of an action type (its schema, rule and log words), wherever it is open. */
  verb(type: string): ActionDefinition<AnySpec, unknown> | undefined;
  /**
   * Every legal action of `side` now, one by one (the descriptors expanded);
   * `unknown-side` for a side the game does not have.
   *
   * @example
   * ```ts
   * for (const a of game.legalActions(state, 'blue')) button(actionWords(game, state, a), () => play(a));
   * ```
   */
  legalActions(state: MatchState<G['data'], G['position'], G['flags']>, side: G['side']): Action[];
  /**
   * What an action's verb foresees of it before it is taken, or the refusal
   * `apply` would give; {@link forecast} adds the words.
   */
  foresee<const A extends ActionInput>(state: MatchState<G['data'], G['position'], G['flags']>, action: ActionArg<G, A>): Foreseen;
  /** Whether `apply` would accept an action: `null` if so, otherwise why not. The state is not changed. */
  check<const A extends ActionInput>(state: MatchState<G['data'], G['position'], G['flags']>, action: ActionArg<G, A>): RuleViolation | null;
  /** The sides that may act now (an open decision's side while one is open). */
  actingSides(state: MatchState<G['data'], G['position'], G['flags']>): readonly G['side'][];
  /**
   * Applies an action: a new state and events, or the reason it is refused. Never throws.
   *
   * @example
   * ```ts
   * const r = game.apply(state, { type: 'move', side: 'blue', unit: 'b1', to: 'C3' });
   * if (r.ok) state = r.state;                // r.events: what happened
   * else show(r.error.message);               // "b1 cannot reach H1 this turn (S2)"
   * ```
   */
  apply<const A extends ActionInput>(state: MatchState<G['data'], G['position'], G['flags']>, action: ActionArg<G, A>): ResultOf<G>;
  /**
   * Applies an action for the player in `seat`: the side comes from the seat a
   * host has authenticated, whatever the action says. Never throws.
   */
  applyAs<const A extends ActionInput>(state: MatchState<G['data'], G['position'], G['flags']>, seat: G['side'], action: ActionArg<G, A>): ResultOf<G>;
  /** Type-level facts (never set at run time). */
  readonly spec?: G;
}
