import { HexwarError } from '../errors';
import { createFlow, defineSequence, type FlowPosition, type PhaseOf, type SequenceDefinition } from '../flow';
import { compileMap, type HexMap } from '../map';
import { memo } from '../internal/memo';
import { hexBoard, type HexBoard } from '../board/hex';
import { tableBoard, type TableBoard } from '../board/table';
import { compileTable } from '../tabletop/compile';
import type { TablePosition } from '../tabletop/figures';
import { Reader } from './context';
import { checkDefinition, phaseRules } from './checks';
import { DECISION, decisionProcedure } from './decision';
import { admit } from './door';
import type { ActionDefinition, AnySpec, GameDefinition, GameTypes, PhaseDefinition, ProcedureDefinition, ProcedureContext, ProcedureReadContext, ReadContext, Spec, SpecOf } from './definition';
import { expandActions } from './legal';
import { actingSidesOf, legalCache } from './legal-cache';
import { payloadProblem, resolver } from './resolve';
import { guarded, runAction } from './run';
import { quote } from './sanitize';
import { verbRegistry } from './verbs';
import { enemyOfIn, sideNamer } from './sides';
import type { CounterData, JsonValue, MatchState, Position, UnitState } from './types';
import type { Game } from './game-types';

export type { Game } from './game-types';

/**
 * Checks a game definition (zod, with exact paths in errors), compiles its map
 * and sequence of play, and returns the {@link Game} the engine plays.
 *
 * @example
 * ```ts
 * import { createMatch, defineGame } from 'hexwar';
 * export const race = defineGame({ id: 'race', title: 'Race', version: '1.0.0', sides: ['red', 'blue'], ... });
 * const state = createMatch(race, { seed: 7 });
 * const next = race.apply(state, race.legalActions(state, 'red')[0]!);
 * ```
 * @throws {@link hexwar!HexwarError} `bad-game` naming the path of each problem.
 * @category Engine
 */
export function defineGame<
  const T extends GameTypes,
  const Sides extends readonly string[],
  const Seq extends SequenceDefinition,
  V extends string = never,
  W extends string = string,
  X extends string = never,
  C = undefined,
  S extends string = string,
  D extends string = never,
>(
  def: GameDefinition<SpecOf<T, Seq, Sides>> & { readonly types?: T; readonly sides: Sides; readonly sequence: Seq } & VerbTables<SpecOf<T, Seq, Sides>, PhaseOf<Seq>, V, W, X, C, S, D>,
): Game<WithVerbs<SpecOf<T, Seq, Sides>, V | W | X, C, S, D>> {
  return compileGame(erased(def));
}

/**
 * The tables of a definition whose keys are its verbs' names (the game's, each
 * phase's, each procedure's), typed once more so that `defineGame` can read
 * the names into the game's {@link VerbOf}; each value is still typed (and
 * checked) by the definition itself. A table typed with an index signature
 * (`ActionMap`) gives any name.
 *
 * @example
 * ```ts
 * import type { VerbTables } from 'hexwar';
 * // kit.defineGame({ …, phases: { movement: { actions: { move, endMovement } } } }) reads 'move' | 'endMovement'
 * const game = kit.defineGame(definition);
 * game.apply(state, { type: 'mvoe', side: 'blue' }); // does not compile
 * ```
 * @category Engine
 */
export type VerbTables<G extends Spec, Phase extends string, V extends string, W extends string, X extends string, C, S extends string = string, D extends string = never> = {
  /** The scenarios, by name: read into the game's {@link ScenarioOf}. */
  readonly scenarios: { readonly [K in S]: unknown };
  /** The game's own verbs, open in every phase. */
  readonly actions?: { readonly [K in V]?: ActionDefinition<G, any> };
  /** Each phase's verbs. */
  readonly phases?: {
    readonly [P in Phase]?: PhaseDefinition<G> & {
      /** The phase's verbs. */
      readonly actions?: { readonly [K in W]?: ActionDefinition<G, any> };
    };
  };
  /** Each procedure's verbs. */
  readonly procedures?: {
    readonly [name: string]: Omit<ProcedureDefinition<G, any, any, string>, 'decisions'> & {
      /** The procedure's verbs. */
      readonly actions?: { readonly [K in X]?: unknown };
      /** The kinds of decision the procedure asks: read into the game's {@link "hexwar/procedures"!DecisionOf}. */
      readonly decisions?: readonly D[];
    };
  };
  /** Whether players may concede (then `concede` is a verb). */
  readonly concession?: C;
};

/**
 * A spec with its verbs' names (see {@link VerbOf}), `concede` among them when
 * the game allows conceding, its scenarios' names (see {@link ScenarioOf}) and
 * its decision kinds with its procedures' (see {@link "hexwar/procedures"!DecisionOf}): the spec of
 * a game `defineGame` made.
 *
 * @example
 * ```ts
 * import type { WithVerbs } from 'hexwar';
 * type Crossing = WithVerbs<CrossingSpec, 'move' | 'declareAttack' | 'endMovement', undefined>;
 * ```
 * @category Engine
 */
export type WithVerbs<G extends Spec, V extends string, C, S extends string = string, D extends string = never> = Omit<G, 'decision'> & {
  /** The verbs' names. */
  readonly verb: V | (C extends object ? 'concede' : never);
  /** The scenarios' names. */
  readonly scenario: S;
  /** The kinds of decision: the game's own and its procedures' (see {@link "hexwar/procedures"!DecisionOf}). */
  readonly decision: G['decision'] | D;
};

/**
 * A typed definition as the engine holds it, for games of every spec: the one
 * place the spec is erased (its hooks take contexts typed by the spec, and the
 * engine calls them with the contexts of that very game).
 */
function erased<G extends Spec>(def: GameDefinition<G>): GameDefinition<AnySpec> {
  return def as unknown as GameDefinition<AnySpec>;
}

/**
 * The first step of a typed game, after XState's `setup()`: declare the types,
 * sides and sequence once, then build verbs and procedures in any file with
 * their payloads and contexts typed, and define the game.
 *
 * @example
 * ```ts
 * import { declareTypes, setupGame } from 'hexwar';
 * import { z } from 'zod';
 * export const g = setupGame({ types: declareTypes<{ data: MyData; events: MyEvent }>(), sides: ['blue', 'red'], sequence });
 * const move = g.action({ schema: z.object({ unit: z.string(), to: z.string() }), legal: …, apply(ctx, a) { a.to } });
 * export const myGame = g.defineGame({ id: 'my-game', …, phases: { movement: { actions: { move } } } });
 * ```
 * @category Engine
 */
export function setupGame<const T extends GameTypes, const Sides extends readonly string[], const Seq extends SequenceDefinition>(decl: {
  readonly types?: T;
  readonly sides: Sides;
  readonly sequence: Seq;
  /** Each side's name in the players' words (`allied: 'Allied'`); default its id with a capital letter. */
  readonly sideNames?: { readonly [S in Sides[number]]?: string };
}): GameKit<SpecOf<T, Seq, Sides>> {
  return {
    action: (d) => d,
    procedure: (d) => d,
    // The side names reach the definition too, so the core's log lines use them.
    defineGame: (def) => compileGame(erased<SpecOf<T, Seq, Sides>>({ ...(decl.sideNames ? { sideNames: decl.sideNames } : {}), ...def, sides: decl.sides, sequence: decl.sequence })),
    sides: decl.sides,
    sequence: decl.sequence,
    enemyOf: enemyOfIn<Sides[number]>(decl.sides),
    sideName: sideNamer<Sides[number]>(decl.sides, decl.sideNames),
  };
}

/**
 * What {@link setupGame} returns: typed builders for one game.
 *
 * @example
 * ```ts
 * import { setupGame } from 'hexwar';
 *
 * const SIDES = ['blue', 'red'] as const;
 * const sequence = { turns: 4, steps: [{ sides: SIDES, steps: [{ phase: 'movement' }, { phase: 'combat' }] }] } as const;
 * const kit = setupGame({ sides: SIDES, sequence });
 * kit.enemyOf('blue'); // 'red'
 * kit.sideName('red'); // 'Red'
 * // kit.action({ … }) for each verb, then kit.defineGame({ … }): see the plugin guide
 * ```
 * @category Engine
 */
export interface GameKit<G extends Spec> {
  /** A verb, its payload typed from its schema. */
  action<Pay = Record<never, never>>(def: ActionDefinition<G, Pay>): ActionDefinition<G, Pay>;
  /** A procedure, its local state typed from `start`, the kinds of decision it asks from its `decisions`. */
  procedure<L, Args = JsonValue, const D extends string = never>(def: ProcedureDefinition<G, L, Args, D>): ProcedureDefinition<G, L, Args, D>;
  /** Defines the game (sides and sequence as declared). */
  defineGame<V extends string = never, W extends string = never, X extends string = never, C = undefined, S extends string = string, D extends string = never>(
    def: Omit<GameDefinition<G>, 'sides' | 'sequence'> & VerbTables<G, G['phase'], V, W, X, C, S, D>,
  ): Game<WithVerbs<G, V | W | X, C, S, D>>;
  /** The sides. */
  readonly sides: readonly G['side'][];
  /** The sequence of play. */
  readonly sequence: SequenceDefinition;
  /** The other side of a two-sided game; it throws `unknown-side` for a side the game does not have. */
  readonly enemyOf: (side: string) => G['side'];
  /** A side's name in the players' words, from `sideNames`, else the id with a capital (`allied` → `Allied`). */
  readonly sideName: (side: unknown) => string;
}

/**
 * A typed builder for the verbs of one procedure (their context carries the
 * procedure's local state): `const verb = procedureVerb<G, MyLocal>();` then
 * `verb({ schema, legal, apply })` with the payload typed from the schema.
 *
 * @example
 * ```ts
 * import { type ActivationState, markActed, procedureVerb } from 'hexwar/procedures';
 * import { z } from 'zod';
 *
 * // Meiktila: the verbs of an activation read and write the activation under way as `ctx.local`.
 * const verb = procedureVerb<G, ActivationState>();
 * const entrench = verb({
 *   schema: z.object({ unit: z.string() }),
 *   rule: '8.4',
 *   apply(ctx, a) {
 *     markActed(ctx, a.unit, 'entrenched');
 *   },
 * });
 * ```
 * @category Procedures
 */
export function procedureVerb<G extends Spec, L>(): <Pay = Record<never, never>>(
  def: ActionDefinition<G, Pay, ProcedureReadContext<G, L>, ProcedureContext<G, L>>,
) => ActionDefinition<G, Pay, ProcedureReadContext<G, L>, ProcedureContext<G, L>> {
  return (def) => def;
}

/** A one-hex stand-in map: what a tabletop game has for `map` (made on first use, so importing the engine compiles nothing). */
let noMap: HexMap | null = null;
const NO_MAP = (): HexMap => (noMap ??= compileMap({ columns: 1, rows: 1, labels: { style: 'column-row', offset: 'odd-q' }, terrainTypes: ['none'], defaultTerrain: 'none' }));

/** A game's counters by id, built once per counter list (the board asks for one per figure, and a hidden unit's marker has none). */
const countersById = memo<readonly CounterData[], ReadonlyMap<string, CounterData>>('counters by id');

/** The board of a game over a unit array. @internal */
function boardOver(game: Game, units: readonly UnitState<Position>[]): HexBoard | TableBoard {
  if (game.table) {
    const list = game.definition.counters;
    let byId = countersById.get(list);
    if (!byId) countersById.set(list, (byId = new Map(list.map((c) => [c.id, c]))));
    return tableBoard(game.table, units as readonly UnitState<TablePosition>[], (id) => byId.get(id), game.definition.stacking?.allows);
  }
  return hexBoard(game.map, units as readonly UnitState[], game.definition.stacking?.allows);
}

/**
 * Checks a definition and assembles the game: the map or table, the counters,
 * the flow, the verb registry, who may act, the legal cache and the resolve
 * pipeline, each in its own module.
 */
function compileGame<G extends Spec>(given: GameDefinition<AnySpec>): Game<G> {
  checkDefinition(given);
  // The core's decision procedure joins the game's: an open decision is a frame like any other.
  const def: GameDefinition<AnySpec> = { ...given, procedures: { ...given.procedures, [DECISION]: decisionProcedure } };
  // A hex map or a table; a tabletop game gets an empty stand-in map so code on cells never meets null.
  const table = def.table !== undefined ? compileTable(def.table) : null;
  const map = def.map !== undefined ? compileMap(def.map) : NO_MAP();
  const counters = new Map(def.counters.map((c) => [c.id, c]));
  const sequence = defineSequence(def.sequence);
  const rules = new Map<string, string>();
  phaseRules([...(sequence.setup ?? []), ...sequence.steps], rules);
  const guards: Record<string, (ctx: ReadContext, at: FlowPosition) => boolean> = {};
  for (const [name, g] of Object.entries(def.guards ?? {})) guards[name] = g;
  const flow = createFlow<SequenceDefinition, ReadContext>(sequence, guards);
  const phaseRule = (phase: string) => rules.get(phase) ?? 'sequence of play';

  const verbs = verbRegistry(def);
  // The parts hold the game loosely typed (one game serves every part); they ask for it only once it is made.
  const any = (): Game => game;
  const reader = (state: MatchState, frame = -1): Reader => new Reader(any(), state, frame);
  const actingSides = actingSidesOf(def, reader);
  const legal = legalCache(verbs, actingSides, reader);
  /** A side a caller names: the game's, or a typed refusal (a misspelt side must not read as "no legal actions"). */
  const sideOf = (side: string): string => {
    if (typeof side !== 'string' || !def.sides.includes(side)) throw new HexwarError({ code: 'unknown-side', message: `${quote(side, 20)} is not a side of ${def.title} (${def.sides.join(', ')})` });
    return side;
  };
  // The state as given, unchecked: the door admits it (or refuses it) inside the guard.
  const act = (given: MatchState<unknown, Position>, action: unknown, seat?: string) =>
    guarded(any(), given, () => {
      const state = admit(any(), given);
      const r = resolve(state, action, seat);
      return r.ok ? runAction(any(), state, r.r, phaseRule) : r;
    }, phaseRule);

  const game: Game<G> = {
    id: def.id,
    title: def.title,
    version: def.version,
    sides: def.sides,
    definition: def,
    map,
    table,
    board: (units) => boardOver(any(), units),
    flow,
    counter(id: string): CounterData {
      const c = counters.get(id);
      if (!c) throw new HexwarError({ code: 'unknown-counter', message: `${def.title} has no counter ${quote(id)}` });
      return c;
    },
    legal: (state, side) => legal(admit(any(), state), sideOf(side)),
    verb: (type) => verbs.all.get(type),
    validate(action) {
      const verb = verbs.all.get(action.type);
      if (!verb) return { code: 'unknown-action', message: `${game.title} has no action ${quote(action.type)}`, rule: 'actions' };
      return payloadProblem(verb, action, verb.rule ?? 'actions');
    },
    legalActions: (state, side) => expandActions(legal(admit(any(), state), sideOf(side))),
    check(state, action) {
      try {
        const r = resolve(admit(any(), state), action);
        return r.ok ? null : r.error;
      } catch (e) {
        if (e instanceof HexwarError) return { code: e.code, message: e.message, ...(e.path ? { path: e.path } : {}) };
        return { code: 'internal-error', message: e instanceof Error ? e.message : 'internal error' };
      }
    },
    foresee(given, action) {
      try {
        const state = admit(any(), given);
        const r = resolve(state, action);
        if (!r.ok) return r;
        return { ok: true, action: r.r.action, parts: r.r.verb.forecast?.(reader(state, r.r.frame), r.r.action) ?? {} };
      } catch (e) {
        return { ok: false, error: { code: e instanceof HexwarError ? e.code : 'internal-error', message: e instanceof Error ? e.message : 'internal error' } };
      }
    },
    actingSides: (state) => actingSides(admit(any(), state)),
    apply: (state, action) => act(state, action),
    applyAs: (state, seat, action) => act(state, action, seat),
  };
  const resolve = resolver({ game: any(), verbs, phaseRule, actingSides, legal, reader });
  return game;
}

