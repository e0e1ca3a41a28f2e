/**
 * hexwar: a rules engine for board wargames. The core knows hexes, zones of
 * control, stacking, odds-column combat, supply lines, seeded dice and the
 * sequence of play; each game is data plus a few hooks.
 *
 * The root holds what a front end and a game's definition need: matches,
 * views, legal actions, words, forecasts, pictures and bots. The mechanics a
 * designer builds rules from are in subpaths: `hexwar/hex` (hexes, maps,
 * movement, zones of control, stacking, supply), `hexwar/combat` (results
 * tables and the attack procedure), `hexwar/procedures` (activation,
 * deployment, entry, rolls, victory), `hexwar/tabletop` (a table in inches),
 * `hexwar/random` (dice, cups, decks) and `hexwar/bots` (the parts bots are
 * built from); `hexwar/server`, `hexwar/client`, `hexwar/react` and
 * `hexwar/testing` serve the rest.
 *
 * @example
 * ```ts
 * import { createMatch, expandActions, heuristicBot, view } from 'hexwar';
 * import { myitkyina as game } from 'hexwar/games/myitkyina';
 *
 * let state = createMatch(game);
 * const mine = view(game, state, 'allied');                   // what the Allied player may see
 * const choices = expandActions(mine.actions);                // his legal actions, one by one
 * const bot = heuristicBot(1, game);                          // the Japanese
 * if (game.actingSides(state).includes('japanese')) {
 *   const r = game.apply(state, bot.choose(view(game, state, 'japanese')));
 *   if (r.ok) state = r.state;
 * }
 * ```
 *
 * @module hexwar
 */

// Engine: defining a game, matches, states, views, records.
export { HexwarError, type RuleViolation } from './errors';
export {
  actingFrame, type Action, type ActionArg, type ScenarioOf, type VerbOf, type DecisionOf, type VerbTables, type WithVerbs, type ActionDefinition, type ActionInput, type VerbLimit, type ActionMap, type CounterProblem, type AnySpec, type Applied, type ApplyResult, checkUndo, counterLookup,
  type CounterData, createMatch, createMatchActor, declareTypes, type DeclaresFlag, DECISION, type DecisionLocal, type DecisionRequest, defineGame, derive, type EventOf, type FlagDefinition, type FlagPatch, type FlagsOf, type FlagsOfTypes, type Game,
  type GameDefinition, type GameEvent, type GameKit, type GameRef, type GameResult, type GameTypes, isKeyOf, isOneOf, type JsonValue,
  type LoadedMatch, loadMatch, type MatchActorContext, type MatchActorEvent, type MatchActorSnapshot, matchLogic,
  type MatchOptions, type MatchRecord, type MatchState, type MatchView, type NamedEvent, openDecision, type PendingDecision,
  type PendingSummary, type PhaseDefinition, type Position, type ReadContext, recordOf, type ReferenceTable,
  type Refused, recordKeys, type ResultOf, readRecord, replay, type RulesContext, sameJson, saveMatch, type ScenarioInfo, type SetupContext, setupGame,
  type SetupResult, type Spec, spectatorView, type SpecOf, type NeedsFlag, type StateOf, type StepFactors, type TrackDefinition, undo, type UnitFlags, type UnitOf, type UnitPatch, type UnitState, view, type ViewOf, viewedState,
  viewEvents
} from './engine';

// Board: the Board interface both kinds of board implement.
export { type BoardOf } from './engine';
export { type Board, type Cover, type PositionCondition, type TableContents } from './board';

// Flow: the sequence of play.
export {
  createFlow, defineSequence, type Flow, type FlowAdvance, type FlowContext, type FlowGuard, type FlowGuards, type FlowInput,
  type FlowMachine, type FlowPosition, type FlowStart, type FlowState, type FlowStateValue, type GuardOf, type LoopPass,
  type LoopStep, type PhaseChange, type PhaseDoneEvent, type PhaseOf, type PhaseStep, type SequenceDefinition, type SequenceStep,
  type SideOf, type SidesStep
} from './flow';

// Legal actions: descriptors of the actions a side may take.
export {
  type ActionDescriptor, compressActions, countActions, descriptorContains, expandActions, fillAction, findDescriptor,
  listChoices, type ListedChoice, mergeDescriptors, scenarioPlacements, type OpenField, type OpenSampler, refinesListed, sampleAction
} from './engine';

// Log: events and their wording.
export {
  actionWords, type CoreEvent, coreEventLine, type CoreEventOf, type CoreEventRewording,
  type CoreEvents, type CombatEvents, type TableEvents, type CoreEventType, declareEvent, describeAction, actionSeenBy, type LogReader, describeEvent, type EventDeclaration, type EventEnvelope,
  type EventsOf, type EventWordsOf, phaseName, type ReleaseRoll, rewordEvent, type Says, sideName, stepWords, unitName, verbLabel,
  type Wording
} from './engine';

// Forecast: what an action would do before it is taken, in numbers and words.
export {
  type AttackForecast, forecast, type Forecast, type ForecastResult, type Foreseen, type MoveForecast,
  type OddsShift, type ShotForecast, type BlastForecast, type StrengthChange, type VerbForecast, type WeaponArc, type WeaponBand, type WeaponReach, weaponsOf
} from './engine';
export { forecastSeen } from './bots/forecast-seen';

// Render: pictures of a position.
export { type HexLayer, type LegendEntry, mapLegend, type RenderOptions, renderSvg } from './render';

// Bots: bots, bot games, simulation and the fuzzer.
export { type BotContext, type BotHooks, type HiddenParts, type SearchTuning } from './engine';
export { type Bot, type BotFactory, heuristicBot, randomBot } from './bots';
export { searchBot, type SearchBudget, searchInWorker, type SearchOptions, serveSearch } from './bots/search';
export { playMatch, type PlayOptions, type PlayResult } from './play';
export { simulate, type SimulationReport } from './simulate';
export { fuzz, type FuzzOptions, type FuzzReport } from './fuzz';
