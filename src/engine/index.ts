export type {
  JsonValue,
  CounterData,
  StepFactors,
  UnitState,
  Action,
  GameEvent,
  PendingDecision,
  GameResult,
  MatchState,
  ApplyResult,
  ReadContext,
  RulesContext,
  ActionDefinition,
  PhaseHooks,
  SetupResult,
  SetupContext,
  BotHooks,
  GameDefinition,
  MatchView,
  GameRef,
  ScenarioInfo,
  PendingSummary,
  Applied,
  Refused,
} from './types';
export { defineGame, createMatch, sameJson, type Game, type MatchOptions } from './game';
export { view, viewEvents, redactUnit } from './view';
export { plainEvent } from './describe';
export { replay, saveMatch, loadMatch, undo, recordOf, type MatchRecord, type LoadedMatch } from './record';
export { createMatchActor, matchLogic, type MatchActorContext, type MatchActorEvent, type MatchActorSnapshot } from './actor';
