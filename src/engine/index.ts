export type {
  JsonValue,
  CounterData,
  StepFactors,
  Position,
  UnitState,
  UnitPatch,
  UnitFlags,
  FlagPatch,
  Action,
  GameEvent,
  PendingDecision,
  ProcedureFrame,
  GameResult,
  MatchState,
  ApplyResult,
  MatchView,
  GameRef,
  ScenarioInfo,
  ReferenceTable,
  PendingSummary,
  Applied,
  Refused,
} from './types';
export type {
  GameTypes,
  Spec,
  SpecOf,
  FlagsOf,
  FlagsOfTypes,
  UnitOf,
  StateOf,
  ResultOf,
  ActionArg,
  ScenarioOf,
  VerbOf,
  ActionInput,
  ViewOf,
  DeclaresFlag,
  NeedsFlag,
  AnySpec,
  EventOf,
  BoardOf,
  HexSpec,
  TableSpec,
  NamedEvent,
  DecisionOf,
  ReadContext,
  RulesContext,
  ProcedureContext,
  ProcedureReadContext,
  DecisionRequest,
  StepLosses,
  ActionDefinition,
  VerbLimit,
  CounterProblem,
  ActionMap,
  ProcedureDefinition,
  ProcedureMap,
  PhaseDefinition,
  SetupContext,
  SetupResult,
  TrackDefinition,
  FlagDefinition,
  StackingDefinition,
  BotContext,
  BotHooks,
  HiddenParts,
  SearchTuning,
  GameDefinition,
} from './definition';
export {
  descriptorOf,
  countActions,
  expandActions,
  descriptorContains,
  findDescriptor,
  sampleAction,
  listChoices,
  scenarioPlacements,
  type ListedChoice,
  compressActions,
  mergeDescriptors,
  refinesListed,
  fillAction,
  sameJson,
  type ActionDescriptor,
  type OpenField,
  type OpenSampler,
} from './legal';
export { defineGame, setupGame, procedureVerb, type Game, type GameKit, type VerbTables, type WithVerbs } from './game';
export { declareTypes } from './spec';
export { isKeyOf, isOneOf, recordKeys } from './lookup';
export { counterLookup, enemyOfIn, sideNamer } from './sides';
export { createMatch, type MatchOptions } from './match';
export { actingFrame, openDecision, DECISION, type DecisionLocal } from './decision';
export { view, spectatorView, viewEvents, viewedState, redactUnit } from './view';
export { plainEvent, describeEvent, describeAction, actionSeenBy, type LogReader, actionWords, coreEventLine, combatLine, sideName, phaseName, stepWords, verbLabel, unitName } from './describe';
export { plainCopy, quote } from './sanitize';
export { weaponsOf, type WeaponArc, type WeaponBand, type WeaponReach } from './weapons';
export { forecast, attackWords, shotWords, moveWords, blastWords, type BlastForecast, type Forecast, type ForecastResult, type Foreseen, type VerbForecast, type AttackForecast, type ShotForecast, type MoveForecast, type StrengthChange, type OddsShift } from './forecast';
export { replay, readRecord, saveMatch, loadMatch, undo, checkUndo, recordOf, type MatchRecord, type LoadedMatch } from './record';
export { createMatchActor, matchLogic, type MatchActorContext, type MatchActorEvent, type MatchActorSnapshot } from './actor';
export { derive } from './derive';
export type { CoreEvent, CoreEventOf, CoreEvents, CoreEventType, EventEnvelope, ReleaseRoll } from './events';
export type { CombatEvents } from './combat-events';
export type { TableEvents } from './table-events';
export { declareEvent, rewordEvent, sideWord, type CoreEventRewording, type EventDeclaration, type EventsOf, type EventWordsOf, type Says, type Wording } from './event-words';
