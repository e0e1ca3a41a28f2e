import type { RuleViolation } from '../errors';
import type { FlowState } from '../flow';
import type { RandomState } from '../random';
import type { Base } from '../tabletop/figures';
import type { ChoicePlace } from '../tabletop/places';

/**
 * Any value that survives `JSON.parse(JSON.stringify(v))` unchanged.
 *
 * @example
 * ```ts
 * import type { JsonValue } from 'hexwar';
 *
 * // A game's own data must be JSON: it is saved, sent to players and compared.
 * const data: JsonValue = { supply: 4, control: { M7: 'allied' }, sixes: 0 };
 * ```
 * @category Engine
 */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * A counter as printed: the static facts of a unit, never copied into state.
 * Games add their own fields (a range, a variant flag) beside these.
 *
 * @typeParam S - the game's sides (any name when not given): a counter of a misspelt side does not compile.
 * @category Engine
 */
export interface CounterData<S extends string = string> {
  /** Unique id, e.g. `"1/3 GR"`. */
  readonly id: string;
  /** The side that owns it. */
  readonly side: S;
  /** Its printed name. */
  readonly name: string;
  /** Its type: `infantry`, `armour`, `artillery`, `decoy`, `air`, … */
  readonly type: string;
  /** Steps at full strength (1 for a single-step counter). */
  readonly steps: number;
  /** Its formation (brigade, regiment, division), if any. */
  readonly formation?: string;
  /** Its size for stacking (`battalion`, `regiment`, …), if it matters. */
  readonly size?: string;
  /** Printed factors by step, full strength first: `factors[steps - n]` is the side with n steps left. */
  readonly factors?: readonly StepFactors[];
  /** On a table, the figure's class (`infantry`, `tracked`, …; its `type` when not given). */
  readonly class?: string;
  /** On a table, the figure's base (a 1" round base when not given). */
  readonly base?: Base;
  /** On a table, the weapons the figure carries, by the game's weapon ids. */
  readonly weapons?: readonly string[];
  /** On a table, the team (unit) the figure belongs to. */
  readonly team?: string;
  /** On a table, how many figures it can carry (a jeep carries eight). */
  readonly capacity?: number;
}

/**
 * The factors printed on one side of a counter.
 *
 * @category Engine
 */
export interface StepFactors {
  /** Attack factor (`null` for a unit that may not attack, like a "*" armour factor). */
  readonly attack: number | null;
  /** Defence factor. */
  readonly defence: number;
  /** Movement allowance. */
  readonly movement: number;
  /** Range in hexes, for artillery. */
  readonly range?: number;
}

/**
 * Where a unit stands on its game's board: a hex label such as `"M7"` on a hex
 * map, or a point in inches on a tabletop. Plain JSON either way.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 *
 * createMatch(myitkyina, { seed: 1 }).units[0]?.at;       // a hex label ('D5'), or null while it waits off the map
 * createMatch(pacificSkirmish, { seed: 1 }).units[0]?.at; // a point in inches: { x: 22, y: 3 }
 * ```
 * @category Engine
 */
export type Position =
  | string
  | {
      /** The x coordinate on the table, in inches. */
      readonly x: number;
      /** The y coordinate on the table, in inches. */
      readonly y: number;
      /** Which way the figure faces, for games where its front matters (in the game's own unit, e.g. degrees). */
      readonly facing?: number;
    };

/**
 * A unit's flags when its game declares none: any name, any JSON value. A game
 * that declares its flags (`GameTypes.flags`) gets them typed instead, so
 * `u.flags?.moved` reads a boolean and `u.flags?.mvoed` does not compile.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * const state = createMatch(meiktila, { seed: 1 });
 * const cutOff = state.units.filter((u) => u.flags?.oos === true); // typed by Meiktila's flags: `u.flags?.oss` does not compile
 * ```
 * @category Engine
 */
export type UnitFlags = { readonly [flag: string]: JsonValue };

/**
 * A unit in play: where it is and what has happened to it. Plain JSON.
 *
 * @typeParam P - the board's position: a hex label (the default) or a table point.
 * @typeParam F - its flags, by name (any name, any JSON when the game declares none).
 * @typeParam S - the game's sides (any name when not given): a unit of a misspelt side does not compile.
 * @category Engine
 */
export interface UnitState<P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** The counter's id. */
  readonly id: string;
  /** The side that owns it. */
  readonly side: S;
  /** Where it stands on the board, or `null` when it is not on the board. */
  readonly at: P | null;
  /** Where it is when off the board: a box id, `"reinforcements"`, `"eliminated"`, … */
  readonly box?: string;
  /** Steps left; 0 once eliminated. */
  readonly steps: number;
  /** Game-specific marks: disrupted, out of supply, fired, MP spent, … (each optional: a flag not set is absent). */
  readonly flags?: F;
  /** Hidden from every other side until revealed. */
  readonly hidden?: boolean;
  /** The public id other sides see while the unit is hidden (never derived from `id`). */
  readonly marker?: string;
}

/**
 * A change to a unit, for `ctx.updateUnit`: any of its fields but its id. A
 * field given as `undefined` is removed; `flags` are merged into the unit's
 * flags, and a flag given as `undefined` is removed (a marker taken off).
 *
 * @typeParam P - the board's position.
 * @typeParam F - the unit's flags: only these names may be set.
 * @typeParam S - the game's sides.
 * @category Engine
 */
export type UnitPatch<P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string> = Partial<Omit<UnitState<P, UnitFlags, S>, 'id' | 'flags'>> & {
  /** Flags to set (merged into the unit's), or to remove with `undefined`. */
  readonly flags?: FlagPatch<F>;
};

/**
 * Flags to set on a unit (merged into its own), or to remove with `undefined`:
 * only the names its game declares, each with its declared kind of value.
 *
 * @typeParam F - the unit's flags.
 * @category Engine
 */
export type FlagPatch<F extends UnitFlags = UnitFlags> = { readonly [K in keyof F]?: F[K] | undefined };

/**
 * A player's command: plain JSON, checked by zod, then by the rules.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const action = { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' } as const;
 * const r = myitkyina.apply(createMatch(myitkyina, { seed: 1 }), action);
 * ```
 * @category Engine
 */
export interface Action {
  /** The action's type, one of the game's actions. */
  readonly type: string;
  /** The side giving it. */
  readonly side: string;
  /** Anything else the action needs. */
  readonly [field: string]: JsonValue;
}

/**
 * Something that happened, for front ends to animate and for the log.
 * Events about hidden things carry `visibleTo` (the sides that may see them) and
 * `publicAs` (what everyone else sees instead, or `null` for nothing).
 *
 * @example
 * ```ts
 * import { createMatch, viewEvents } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const r = myitkyina.apply(createMatch(myitkyina, { seed: 1 }), { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' });
 * if (r.ok) {
 *   r.events;                      // [{ type: 'deployed', unit: '1/114', hex: 'B1', visibleTo: ['japanese'], publicAs: { … unit: 'jp-01' … } }]
 *   viewEvents(r.events, 'allied'); // [{ type: 'deployed', unit: 'jp-01', hex: 'B1', … }]: what the Allied player is told
 * }
 * ```
 * @category Engine
 */
export interface GameEvent {
  /** What happened: `moved`, `dieRolled`, `combat`, `phaseChanged`, … */
  readonly type: string;
  /** The sides that may see this event; absent means everyone. */
  readonly visibleTo?: readonly string[];
  /** The event other sides see instead; `null` hides it from them entirely. */
  readonly publicAs?: GameEvent | null;
  /** The rule the event carries out, when there is one. */
  readonly rule?: string;
  /** The event's data. */
  readonly [field: string]: JsonValue | GameEvent | undefined;
}

/**
 * A decision the rules ask of one side in the middle of resolving something
 * (take a step or retreat, where to retreat, advance after combat), as
 * {@link openDecision} reads it from the frame of the core's `decision`
 * procedure on top of the stack. While it is open, its options are the only
 * legal actions.
 *
 * @example
 * ```ts
 * import { openDecision } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * // After an attack in Meiktila the defender may be asked: take a step or retreat?
 * const d = openDecision(state);
 * if (d) {
 *   console.log(`${d.side}: ${d.prompt}`);
 *   const answer = d.options[0]!; // each option is an action, and while it is open the only legal ones
 *   meiktila.apply(state, answer);
 * }
 * ```
 * @category Engine
 */
export interface PendingDecision<K extends string = string, S extends string = string> {
  /** The side that must decide. */
  readonly side: S;
  /** What kind of decision it is, for the game's handlers and for UIs (one of the game's {@link DecisionOf} when read with the game). */
  readonly kind: K;
  /** The question, in a player's words. */
  readonly prompt: string;
  /** The rule that asks it. */
  readonly rule?: string;
  /** Every legal answer, each an action. */
  readonly options: readonly Action[];
}

/**
 * One procedure under way, on the match's procedure stack: an attack inside an
 * activation inside a player turn is three frames. Its `local` is the
 * procedure's own slice of state.
 *
 * @example
 * ```ts
 * import { playMatch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * playMatch(meiktila, { seed: 2, options: { quickSetup: true }, onAction: (_action, _events, state) => {
 *   // Mid-turn: the cup, the activation drawn from it, an attack inside that activation, …
 *   console.log(state.stack.map((f) => `${f.proc} (${f.side ?? 'no side'})`)); // e.g. ['cup (no side)', 'activation (allied)', 'attack (allied)']
 * } });
 * ```
 * @category Procedures
 */
export interface ProcedureFrame {
  /** The procedure's name, one of the game's procedures. */
  readonly proc: string;
  /** The side whose procedure it is (who acts in it), if any. */
  readonly side: string | null;
  /** The procedure's own state: plain JSON. */
  readonly local: JsonValue;
}

/**
 * How a game ended.
 *
 * @category Engine
 */
export interface GameResult {
  /** The winning side, or `null` for a draw. */
  readonly winner: string | null;
  /** Why, in a player's words. */
  readonly reason: string;
  /** The level of victory, when the game has levels (`"major"`, `"minor"`). */
  readonly level?: string;
  /** Victory points by side, when the game counts them. */
  readonly vp?: { readonly [side: string]: number };
}

/**
 * Which game, and which version of its plugin.
 *
 * @category Engine
 */
export interface GameRef {
  /** The game's id. */
  readonly id: string;
  /** The plugin's version. */
  readonly version: string;
}

/**
 * A scenario's description.
 *
 * @category Engine
 */
export interface ScenarioInfo {
  /** Its title. */
  readonly title: string;
  /** A line or two about it. */
  readonly description?: string;
  /** How each side wins, in a player's words with the rule (paraphrased), for a page's reminder. */
  readonly victory?: string;
  /**
   * The scenario's own set-up (the printed one, or the game's stand-in for
   * it): the hex each unit that is placed at the start stands in, by unit
   * id. A page offers it to a player placing many units ("place the rest as
   * the scenario sets them up"); each placement is still the side's own
   * action, refused like any other where it no longer fits.
   */
  readonly setup?: { readonly [unit: string]: string };
}

/**
 * A table a player looks up while playing (the combat results table, a fire
 * table), as rows of text for a page or a terminal to show on demand.
 *
 * @category Engine
 */
export interface ReferenceTable {
  /** Its title, e.g. `"Combat Results Table"`. */
  readonly title: string;
  /** The rule it belongs to. */
  readonly rule?: string;
  /** The header of each column; the first names what the rows are (`"Die"`). */
  readonly columns: readonly string[];
  /** The rows, one cell per column. */
  readonly rows: readonly (readonly string[])[];
  /** What the entries mean (the result legend), one line each. */
  readonly notes?: readonly string[];
}

/**
 * Another side's open decision, as {@link openDecision} reads it from a view: who must decide, not the options.
 *
 * @example
 * ```ts
 * import { createMatch, openDecision, view } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * const seen = view(meiktila, createMatch(meiktila, { seed: 1 }), 'allied');
 * const d = openDecision(seen);
 * if (d && d.side !== seen.side) console.log(`waiting for the ${d.side} player: ${d.prompt}`);
 * ```
 * @category Engine
 */
export interface PendingSummary<K extends string = string, S extends string = string> {
  /** The side that must decide. */
  readonly side: S;
  /** What kind of decision it is. */
  readonly kind: K;
  /** The question. */
  readonly prompt: string;
}

/**
 * The whole state of a match: plain JSON, never mutated. `apply` returns a new
 * state that shares every unchanged part with the old one.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * state.turn;   // 0: set-up
 * state.phase;  // 'deploy'
 * state.active; // 'japanese'
 * JSON.stringify(state); // plain JSON: save it, send it, compare it
 * ```
 * @typeParam D - the game's own data (tracks, cups, markers, secret plans): any
 *   JSON-shaped type, interfaces included (the fuzzer checks it stays JSON).
 * @typeParam P - the board's position type.
 * @typeParam F - the units' flags.
 * @typeParam S - the game's sides.
 * @typeParam Ph - the game's phases (and `"over"`), so `state.phase === 'movment'` does not compile.
 * @category Engine
 */
export interface MatchState<D = JsonValue, P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string, Ph extends string = string> {
  /** State and save format version: 3 since the dice come from ChaCha20 streams (2 had xoroshiro128+). */
  readonly format: 3;
  /** The game and its version, checked on load. */
  readonly game: GameRef;
  /** The seed the match was created with (kept out of every view: it would predict every roll). */
  readonly seed: number | string;
  /** The scenario played. */
  readonly scenario: string;
  /** The optional rules chosen, after defaults. */
  readonly options: { readonly [option: string]: JsonValue };
  /** Actions applied so far. */
  readonly step: number;
  /** The step of the last die roll or reveal: undo never goes back past it. */
  readonly undoFloor: number;
  /** How far the match's random streams are read. */
  readonly random: RandomState;
  /** The sequence of play's persisted state. */
  readonly flow: FlowState;
  /** The game turn (0 during set-up). */
  readonly turn: number;
  /** The current phase (`"over"` at the end). */
  readonly phase: Ph;
  /** The side whose player turn or activation it is, if any. */
  readonly active: S | null;
  /**
   * Every unit, in set-up order (an array, not a record keyed by id: copying a
   * 100-unit array is ~300 times cheaper than copying a 100-key object). Look
   * units up with `ctx.unit(id)`.
   */
  readonly units: readonly UnitState<P, F, S>[];
  /** Numbered tracks: victory points, supply level, … */
  readonly tracks: { readonly [track: string]: number };
  /**
   * The procedures under way, outermost first (the last one acts). A decision
   * the rules are waiting for is the top frame, of the core's `decision`
   * procedure ({@link openDecision} reads it).
   */
  readonly stack: readonly ProcedureFrame[];
  /** The game's own data. */
  readonly data: D;
  /** How the game ended, once it has. */
  readonly result: GameResult | null;
}

/**
 * An accepted action: the new state and what happened.
 *
 * @category Engine
 */
export interface Applied<D = JsonValue, P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string, Ph extends string = string, E = GameEvent> {
  /** Accepted. */
  readonly ok: true;
  /** The new state (sharing every unchanged part with the old one). */
  readonly state: MatchState<D, P, F, S, Ph>;
  /** What happened, in order: the game's own events and the core's, typed, so `e.rol` does not compile. */
  readonly events: readonly E[];
  /** The action as the engine read and recorded it: a plain copy of what was given. */
  readonly action: Action;
}

/**
 * A refused action: why, in a player's words, with the rule.
 *
 * @category Engine
 */
export interface Refused {
  /** Refused; the state is unchanged. */
  readonly ok: false;
  /** Why. */
  readonly error: RuleViolation;
}

/**
 * What `apply` returns: the new state and what happened, or why not.
 *
 * @category Engine
 */
export type ApplyResult<D = JsonValue, P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string, Ph extends string = string, E = GameEvent> =
  | Applied<D, P, F, S, Ph, E>
  | Refused;

/**
 * What one side may see of a match: hidden enemy units as unidentified markers,
 * no seed and no random generator state, the game's data as its `viewData`
 * hook redacts it, the procedures under way as their `view` hooks show them,
 * and the side's legal actions as compact descriptors.
 *
 * @example
 * ```ts
 * import { createMatch, expandActions, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const seen = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'japanese');
 * seen.units;                         // the Allied units as the Japanese see them
 * expandActions(seen.actions).length; // the Japanese player's legal actions
 * ```
 * @category Engine
 */
export interface MatchView<D = JsonValue, P extends Position = string, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** The side this view is for. */
  readonly side: string;
  /** The game. */
  readonly game: GameRef;
  /** The scenario played (public knowledge). */
  readonly scenario: string;
  /** The optional rules in play (public knowledge). */
  readonly options: { readonly [option: string]: JsonValue };
  /**
   * Where the sequence of play stands (public knowledge: the phase, turn, loop
   * passes): with it, a bot can rebuild a whole state consistent with the view.
   */
  readonly flow: FlowState;
  /** The game turn. */
  readonly turn: number;
  /** The phase. */
  readonly phase: string;
  /** The active side. */
  readonly active: string | null;
  /** Actions applied so far. */
  readonly step: number;
  /** Units this side may see (hidden enemy units as markers, by their marker id). */
  readonly units: readonly UnitState<P, F, S>[];
  /** Tracks. */
  readonly tracks: { readonly [track: string]: number };
  /**
   * The procedures under way, as this side may see them: an open decision
   * (the top frame, see {@link openDecision}) with its options when it is this
   * side's, otherwise only its kind and prompt.
   */
  readonly stack: readonly ProcedureFrame[];
  /** The game's data as this side may see it. */
  readonly data: D | JsonValue;
  /** The result, once the game is over. */
  readonly result: GameResult | null;
  /** This side's legal actions, per verb, compactly (expand them with `expandActions`). */
  readonly actions: readonly ActionDescriptor[];
}

/**
 * A field of an action that takes a value from a region too large to list: a
 * point within R inches, a path a figure may move along. `kind` names the
 * region; the other fields describe it for samplers and front ends. Whether a
 * value is in the region is decided exactly by the verb's `check`.
 *
 * @category Legal actions
 */
export interface OpenField {
  /** What kind of region, e.g. `"path"` or `"point"`. */
  readonly kind: string;
  /** The region's parameters (a centre and radius, an allowance, …). */
  readonly [param: string]: JsonValue;
}

/**
 * A compact set of legal actions of one verb: every combination of the
 * `choose` fields' values, with the `fixed` fields as given. "1 WY may move to
 * any of these 14 hexes" is one descriptor, not 14 actions. A descriptor with
 * `open` fields covers a continuous space (a path on a tabletop): samplers draw
 * from it and the verb's `check` decides a value exactly.
 *
 * @example
 * ```ts
 * import { countActions, createMatch, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const [first] = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'japanese').actions;
 * // { type: 'deploy', side: 'japanese', fixed: { unit: '1/114' }, choose: { hex: ['B1', 'C1', …] } }
 * if (first) countActions(first); // one action per hex 1/114 may set up in
 * ```
 * @category Legal actions
 */
export interface ActionDescriptor {
  /** The action type (the verb). */
  readonly type: string;
  /** The side that may give these actions. */
  readonly side: string;
  /** Fields every action of the set has, as given. */
  readonly fixed?: { readonly [field: string]: JsonValue };
  /** Fields chosen from a list: the set holds every combination. */
  readonly choose?: { readonly [field: string]: readonly JsonValue[] };
  /** Fields whose values come from a region (see {@link OpenField}). */
  readonly open?: { readonly [field: string]: OpenField };
  /**
   * Fields an action may add to one the descriptor holds, to say how it is
   * done (the path a unit takes to the hex it chose): the action without
   * them is held as listed; with them, the verb's `check` judges their values.
   * Listing, counting and sampling leave them out. Give every descriptor of a
   * verb the same object (a constant): descriptors merge only when they share it.
   */
  readonly optional?: { readonly [field: string]: OpenField };
  /**
   * Where on the table each value of a `choose` field lies, value by value
   * (the same length and order as its list): the spot a unit lands at, the
   * jeep a man gets into, the wire section he cuts. A front end takes a click
   * there as that choice; listing, counting and sampling ignore it.
   */
  readonly where?: { readonly [field: string]: readonly ChoicePlace[] };
  /** The rule that allows these actions, when there is one. */
  readonly rule?: string;
}

/**
 * Draws a value for an open field (see {@link OpenField}); `draw(n)` gives a
 * whole number in 0..n-1 and `random()` a number in [0, 1).
 *
 * @category Legal actions
 */
export type OpenSampler = (field: OpenField, draw: (n: number) => number, random: () => number) => JsonValue;
