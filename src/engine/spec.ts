/**
 * The spec a game declares to the compiler: its board, positions, sides, events and decisions.
 *
 * @module
 */
import type { PhaseOf, SequenceDefinition } from '../flow';
import type { HexBoard } from '../board/hex';
import type { TableBoard } from '../board/table';
import type { TablePosition } from '../tabletop/figures';
import type { Board } from '../board/board';
import type { CoreEvent, EventEnvelope } from './events';
import type { ApplyResult, GameEvent, JsonValue, MatchState, MatchView, Position, UnitFlags, UnitState } from './types';

/**
 * What a plugin declares about its own types, beside its definition: its data,
 * options, the events it emits and the kinds of decision it asks. Give it as
 * `types: declareTypes<{ data: MyData; events: MyEvent }>()` to `setupGame` (only the
 * type matters), or to {@link SpecOf} for rules written in other files.
 *
 * @category Engine
 */
export interface GameTypes {
  /** The game's own data in the match state. */
  readonly data?: unknown;
  /** The optional rules, after defaults. */
  readonly options?: object;
  /** The union of the events the game emits, each exactly typed. */
  readonly events?: {
    /** The event's kind, e.g. `"moved"`. */
    readonly type: string;
  };
  /**
   * Or only the names of the events the game emits (their fields loosely typed):
   * a misspelt event type still does not compile.
   */
  readonly eventTypes?: string;
  /** The union of the kinds of decision the game asks. */
  readonly decisions?: string;
  /** The board's position type (a hex label by default). */
  readonly position?: Position;
  /**
   * The unit flags the game sets, each with its kind of value
   * (`{ moved: boolean; spent: number }`): `u.flags?.moved` is then a typed
   * read, a misspelt flag does not compile, and the definition's `flags` must
   * say how long each one lasts.
   */
  readonly flags?: object;
}

/**
 * A game's declared types, for `setupGame({ types: declareTypes<Types>() })`:
 * only the type matters (the value is an empty object, which the kit ignores).
 *
 * @example
 * ```ts
 * import { declareEvent, declareTypes, setupGame, type EventsOf } from 'hexwar';
 * import { z } from 'zod';
 *
 * const EVENTS = { harlowHeld: declareEvent({ turn: z.number() }, (e) => `Harlow held at the end of turn ${e.turn}`) };
 * type Types = { events: EventsOf<typeof EVENTS>; flags: { moved: boolean } };
 * const sequence = { turns: 4, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] } as const;
 * const kit = setupGame({ types: declareTypes<Types>(), sides: ['blue', 'red'] as const, sequence });
 * ```
 * @typeParam T - the types the game declares (see {@link GameTypes}).
 * @category Engine
 */
export function declareTypes<T extends GameTypes>(): T {
  // The one place the empty object stands for the declared types: nothing reads its fields.
  return {} as T;
}

/**
 * Everything the compiler knows about a game's names: its data and options, the
 * events it emits, its phases and sides, the kinds of decision it asks and its
 * board's positions. Hooks are typed by it, so `ctx.phase === 'movment'` or
 * `ctx.emit({ type: 'mvoed' })` does not compile.
 *
 * @category Engine
 */
export interface Spec {
  /** The game's own data. */
  readonly data: unknown;
  /** Its optional rules. */
  readonly options: object;
  /** The events it emits. */
  readonly event: {
    /** The event's kind, e.g. `"moved"`. */
    readonly type: string;
  };
  /** Its phase names. */
  readonly phase: string;
  /** Its side names. */
  readonly side: string;
  /** Its decision kinds. */
  readonly decision: string;
  /** Its board's positions. */
  readonly position: Position;
  /** Its board: a hex board, or a tabletop; either way a {@link Board} of its positions. */
  readonly board: Board;
  /** Its units' flags, by name, each optional (any name, any JSON when the game declares none). */
  readonly flags: UnitFlags;
  /**
   * Its verbs' names (action types), read by `defineGame` from the definition's
   * tables; absent (any name) where a spec is written by hand.
   */
  readonly verb?: string;
}

/**
 * The names of a game's verbs, the `type`s its actions may have: read by
 * `defineGame` from the definition (the game's, the phases' and the
 * procedures' verbs, and `concede` where the game allows it); any string for a
 * spec that does not say.
 *
 * @example
 * ```ts
 * import type { VerbOf } from 'hexwar';
 * import type { meiktila } from 'hexwar/games/meiktila';
 *
 * type MeiktilaVerb = VerbOf<NonNullable<(typeof meiktila)['spec']>>; // 'move' | 'declareAttack' | …
 * ```
 * @category Engine
 */
export type VerbOf<G extends Spec> = G extends {
  /** The verbs' names. */
  readonly verb: infer V extends string;
}
  ? V
  : string;

/**
 * The names of a game's scenarios, what `createMatch`'s `scenario` may be:
 * read by `defineGame` from the definition's `scenarios`; any string for a
 * spec that does not say.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * createMatch(meiktila, { seed: 1, scenario: 'standard' }); // { scenario: 'standrd' } does not compile
 * ```
 * @category Engine
 */
export type ScenarioOf<G extends Spec> = G extends {
  /** The scenarios' names. */
  readonly scenario: infer S extends string;
}
  ? S
  : string;

/**
 * The kinds of decision a game asks: those its own rules declare (its types'
 * `decisions`) and, for a game `defineGame` made, those of the procedures its
 * definition lists (each procedure's `decisions`); any string for a game that
 * declares none. A front end or a bot switching on an open decision's `kind`
 * names them from here.
 *
 * @example
 * ```ts
 * import type { DecisionOf } from 'hexwar/procedures';
 * import type { myitkyina } from 'hexwar/games/myitkyina';
 *
 * type Asked = DecisionOf<NonNullable<(typeof myitkyina)['spec']>>; // 'defSupport' | 'takeLoss' | 'retreatTo' | …
 * ```
 * @category Engine
 */
export type DecisionOf<G extends Spec> = G['decision'];

/**
 * A game on a hex map: positions are hex labels, the board a {@link "hexwar/hex"!HexBoard}.
 * Procedures that need hexes (zones of control, hexsides, set-up zones) take it.
 *
 * @category Board
 */
export type HexSpec = Omit<Spec, 'position' | 'board'> & {
  /** A hex label, e.g. `"B4"`. */
  readonly position: string;
  /** A hex board. */
  readonly board: HexBoard;
};

/**
 * A game on a table: positions are points in inches, the board a {@link "hexwar/tabletop"!TableBoard}.
 *
 * @category Board
 */
export type TableSpec = Omit<Spec, 'position' | 'board'> & {
  /** A point on the table. */
  readonly position: TablePosition;
  /** A tabletop. */
  readonly board: TableBoard;
};

/**
 * The {@link Spec} of a game from its declared types, its sequence of play and its sides.
 *
 * @example
 * ```ts
 * import type { SpecOf } from 'hexwar';
 * export type G = SpecOf<{ data: MyData; events: MyEvent }, typeof sequence, typeof SIDES>;
 * ```
 * @category Engine
 */
export type SpecOf<T extends GameTypes, Seq = SequenceDefinition, Sides extends readonly string[] = readonly string[]> = {
  /** The game's own data (any JSON if none is declared). */
  readonly data: T extends {
    /** The declared data. */
    readonly data: infer D;
  }
    ? D
    : JsonValue;
  /** The optional rules, after defaults (a map of JSON values if none are declared). */
  readonly options: T extends {
    /** The declared options. */
    readonly options: infer O extends object;
  }
    ? O
    : { readonly [option: string]: JsonValue };
  /** The union of the game's own events (any {@link GameEvent} if none is declared). */
  readonly event: T extends {
    /** The declared events. */
    readonly events: infer E extends {
      /** The event's kind. */
      readonly type: string;
    };
  }
    ? E
    : T extends {
          /** The declared event names. */
          readonly eventTypes: infer N extends string;
        }
      ? NamedEvent<N>
      : GameEvent;
  /** The phase names, read from the sequence of play. */
  readonly phase: PhaseOf<Seq>;
  /** The side names. */
  readonly side: Sides[number];
  /**
   * The kinds of decision the game's own rules ask (any string if none are
   * declared); `defineGame` adds those of the procedures its definition lists
   * (see {@link DecisionOf}).
   */
  readonly decision: T extends {
    /** The declared decision kinds. */
    readonly decisions: infer K extends string;
  }
    ? K
    : string;
  /** The board's position type (a hex label unless declared). */
  readonly position: T extends {
    /** The declared position type. */
    readonly position: infer P extends Position;
  }
    ? P
    : string;
  /** The board: a tabletop when positions are points, a hex board otherwise. */
  readonly board: T extends {
    /** The declared position type. */
    readonly position: infer P extends Position;
  }
    ? [P] extends [string]
      ? HexBoard<FlagsOfTypes<T>, Sides[number]>
      : TableBoard<FlagsOfTypes<T>, Sides[number]>
    : HexBoard<FlagsOfTypes<T>, Sides[number]>;
  /** The units' flags as declared, each optional (any name, any JSON if none are declared). */
  readonly flags: FlagsOfTypes<T>;
};

/**
 * The unit flags a game's declared types give: each declared flag optional
 * (a flag not set is absent), or any name and any JSON if none are declared.
 *
 * @category Engine
 */
export type FlagsOfTypes<T extends GameTypes> = T extends {
  /** The declared flags. */
  readonly flags: infer F extends object;
}
  ? // Each flag optional; a flag whose value is not JSON makes the whole type `never`, loudly.
    { readonly [K in keyof F]?: F[K] } extends infer M extends UnitFlags
    ? M
    : never
  : UnitFlags;

/**
 * A game's unit flags, from its spec: `FlagsOf<G>['moved']` is the declared
 * kind of the `moved` flag.
 *
 * @category Engine
 */
export type FlagsOf<G extends Spec> = G['flags'];

/**
 * Whether a game declares the flag `K` with values of kind `V` (`true` or
 * `false`): a game that declares no flags has no such declaration.
 *
 * @category Engine
 */
export type DeclaresFlag<G extends Spec, K extends string, V extends JsonValue = boolean> = G['flags'] extends { readonly [P in K]?: V } ? (string extends keyof G['flags'] ? false : true) : false;

/**
 * What a core procedure that sets the flag `K` asks of its game, intersected
 * with one of its parameters: nothing when the game declares the flag in its
 * types, otherwise a field no value has, so that using the procedure without
 * the declaration does not compile, and says why (`checkFlags` would refuse
 * the flag only at its first write).
 *
 * @category Engine
 */
export type NeedsFlag<G extends Spec, K extends string, V extends JsonValue = boolean> =
  DeclaresFlag<G, K, V> extends true
    ? unknown
    : {
        /** The flag the procedure sets: declare it in the game's types (`flags: { [K]: V }`). */
        readonly 'declare this flag in the game types': K;
      };

/**
 * A unit of a game, typed by its spec: its position and its flags.
 *
 * @category Engine
 */
export type UnitOf<G extends Spec> = UnitState<G['position'], G['flags'], G['side']>;

/**
 * What a typed game's `apply` returns: its state, with its phases, and its own
 * events with the core's, each with who may see it.
 *
 * @category Engine
 */
export type ResultOf<G extends Spec> = ApplyResult<G['data'], G['position'], G['flags'], G['side'], G['phase'] | 'over', EventOf<G> & EventEnvelope>;

/**
 * An action as a caller hands it to a game (`apply`, `applyAs`, `check`,
 * `foresee`): an object with a verb's `type`, so `apply(state, 42)` does not
 * compile. Where the type is written out (`{ type: 'mvoe' }`) it must be one of
 * the game's verbs ({@link VerbOf}); a type only known at run time (an action
 * from a list, a wire, a save) passes, and the engine checks every action
 * against its verb's schema and the rules and refuses it in words.
 *
 * @example
 * ```ts
 * import type { ActionInput } from 'hexwar';
 * game.apply(state, { type: 'move', side: 'blue', unit: 'b1', to: 'C3' }); // compiles
 * game.apply(state, { type: 'mvoe', side: 'blue' }); // does not: "mvoe" is not one of the game's verbs
 * game.apply(state, fromTheWire as ActionInput); // compiles; the engine checks it
 * ```
 * @category Engine
 */
export type ActionArg<G extends Spec, A extends ActionInput = ActionInput> = string extends A['type']
  ? A
  : A['type'] extends VerbOf<G>
    ? A
    : { readonly [K in keyof A]: K extends 'type' ? VerbOf<G> : A[K] };

/**
 * An action object as a typed game's caller gives it: its verb's `type`, and
 * the verb's fields (the verb's schema checks them when it is applied).
 *
 * @category Engine
 */
export interface ActionInput {
  /** The verb, e.g. `"move"`. */
  readonly type: string;
  /** The verb's fields (`side`, `unit`, `to`, …). */
  readonly [field: string]: unknown;
}

/**
 * A match state of a game, typed by its spec: its data, its units' positions,
 * flags, sides and phases (and `"over"`).
 *
 * @example
 * ```ts
 * import { createMatch, type StateOf } from 'hexwar';
 * import { myitkyina, type MyitkyinaSpec } from 'hexwar/games/myitkyina';
 *
 * let state: StateOf<MyitkyinaSpec> = createMatch(myitkyina, { seed: 1 });
 * state.data; // typed as Myitkyina's own data
 * ```
 * @category Engine
 */
export type StateOf<G extends Spec> = MatchState<G['data'], G['position'], G['flags'], G['side'], G['phase'] | 'over'>;

/**
 * What one side sees of a match of a game, typed by its spec.
 *
 * @example
 * ```ts
 * import { createMatch, view, type ViewOf } from 'hexwar';
 * import { myitkyina, type MyitkyinaSpec } from 'hexwar/games/myitkyina';
 *
 * const seen: ViewOf<MyitkyinaSpec> = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'allied');
 * ```
 * @category Engine
 */
export type ViewOf<G extends Spec> = MatchView<G['data'], G['position'], G['flags'], G['side']>;

/**
 * A spec that accepts any game; used where the engine holds games of every kind.
 *
 * @category Engine
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type AnySpec = {
  /** Any game's data. */
  readonly data: any;
  /** Any game's options. */
  readonly options: any;
  /** Any game's events. */
  readonly event: any;
  /** Any phase name. */
  readonly phase: string;
  /** Any side name. */
  readonly side: string;
  /** Any decision kind. */
  readonly decision: string;
  /** Any board position. */
  readonly position: any;
  /**
   * Any board, a hex board or a tabletop: loose both ways, so that a game typed by
   * its own spec passes where any game is expected and the erased definition
   * serves a typed one. Code that needs hexes takes a {@link HexSpec}, or narrows
   * with `instanceof HexBoard` once.
   */
  readonly board: any;
  /** Any flags. */
  readonly flags: UnitFlags;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * An event known by name only: its type is one of `N`, its fields loosely typed.
 *
 * @category Engine
 */
export interface NamedEvent<N extends string> extends GameEvent {
  /** One of the game's event names. */
  readonly type: N;
}

/**
 * The board a game's hooks see: a hex board when positions are hex labels, a
 * tabletop when they are points.
 *
 * @category Board
 */
export type BoardOf<G extends Spec> = G['board'];

/**
 * The events a game may emit: its own (exactly typed) and the core's (types
 * checked, fields loosely typed). A game that declares no events may emit any.
 *
 * @category Engine
 */
export type EventOf<G extends Spec> = G['event'] | CoreEvent;
