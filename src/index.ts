/**
 * hexwar: a rules engine for board wargames. The core knows hexes, zones of
 * control, stacking, odds-column combat, supply lines, seeded dice and the
 * sequence of play; each game is data plus a few hooks.
 *
 * Every export is listed here by name, grouped as the API docs group them.
 *
 * @module hexwar
 */

// Hex: hex coordinates, distances, lines and directions.
export {
  columnLetters, columnNumber, createLayout, type Cube, cubeToHex, directionBetween, type DoubledCoord, doubledFromHex,
  doubledToHex, type FractionalHex, type Hex, hex, HEX_DIAGONALS, HEX_DIRECTIONS, hexAdd, hexCornerOffset, hexDiagonalNeighbor,
  type HexDirection, hexDirection, hexDistance, hexEquals, hexFromKey, hexKey, type HexLabelFormat, hexLength, hexLerp,
  hexLinedraw, hexNeighbor, hexNeighbors, hexRange, hexReflectQ, hexReflectR, hexReflectS, hexRing, hexRotateLeft,
  hexRotateRight, hexRound, hexScale, type Hexside, hexsideBetween, type HexsideDirection, hexsideFromKey, hexsideHexes,
  hexsideKey, hexsideOf, hexSpiral, hexSubtract, hexToCube, hexToLabel, hexToPixel, labelToHex, type Layout,
  type OffsetConvention, type OffsetCoord, offsetFromHex, offsetToHex, oppositeDirection, type Orientation, ORIENTATION_FLAT,
  ORIENTATION_POINTY, pixelToHex, type Point, polygonCorners, tryLabelToHex
} from './hex';

// Map: maps as data: terrain, hexsides, places, edges.
export {
  boxSchema, cellDistance, compileMap, directionTo, type HexData, type HexMap, type HexsideData, type LabelFormatData,
  labelFormatSchema, type LinkData, type MapData, type MapEdge, mapSchema, type OffMapBox, type Place, placeSchema
} from './map';

// Movement: movement points, costs and the reach of a unit.
export {
  compileCosts, type CompiledCosts, followPath, type HexsideCost, type MoveCost, type MovementCosts, type MovementQuery,
  type MovementRange, movementRange, type PathProblem, type PathWalk, type StepContext
} from './movement';
export { type ReachRules, type ReachZoc } from './board';

// Zones of control: who exerts them and what they stop.
export { uncontestedZoc, type ZocMovementRule, type ZocReach, ZocRule, zonesOfControl } from './zoc';

// Stacking: stacking limits.
export { canStack, checkStacking, type StackEntry, Stacking, type StackingOptions, type StackingRule } from './stacking';

// Supply: supply lines.
export { type SupplyBlocks, type SupplyNet, type SupplyRules, type SupplySource, traceSupply } from './supply';

// Random: the seeded dice stream and rolls.
export {
  type CardDrawnEvent, cardRank, type CardSuit, cardSuit, type ChitDrawnEvent, createCup, createDeck, createRandomState,
  type Cup, type Deck, defaultSeed, type DiceRolledEvent, type DieRolledEvent, type NumberDrawnEvent, openRandom, type Random,
  type RandomEvent, type RandomState, type ShuffledEvent, standardDeck
} from './random';

// Combat: odds, columns, shifts and results tables.
export {
  type AboveTableRule, type BelowTableRule, type ColumnCount, type ColumnShift, columnShiftSchema,
  type CombatResultsTable, crtColumn, crtLookup, crtReference, type CrtRow, crtSchema, type DifferentialColumn, differentialColumns,
  differentialColumnSchema, formatShift, type OddsColumn, oddsColumn, oddsColumnSchema, oddsPosition,
  type OddsResult, type OddsTable, oddsTableSchema, parseCrt, parseOddsTable, parseShift,
  ratioColumns, shiftColumn, type ShiftOptions, type ShiftResult
} from './combat';

// Tabletop: a table in inches: geometry, sight, cover, arcs, templates, paths.
export { figureOf } from './board';
export {
  affordablePath, angleDifference, backOff, type ArcOfFire, type AreaData, areasAt, type Aspect, aspectOf, type Base, type Based,
  baseDistance, baseOutline, baseReach, basesOverlap, baseToLine, baseToPolygon, bearing, boardingViolations, CARD_DROP_STAND_IN, type CardDraw, type CardDropModel,
  checkPath, type CircleTemplate, circleTemplate, type CompiledTable, compileTable, concealmentAt,
  coverEdgePoints, coverFrom, type CoverOptions, type CoverSource, type DestroyedEffects, type DirectionDie, directionDieSchema,
  type DirectionFace, distanceToBase, distanceToPolygon, distanceToWedge, distanceToWedgeFromBase, dropCards, type DroppedCard, type EdgeData,
  edgeSegment, type FigureData, figureDistance, type FigureIndex, figureInArc, figuresOverlapping, type FigurePlacement, figureSchema, figuresTouching,
  figuresUnderTemplate, figuresWithin, forcesSchema, hasLineOfSight, type Hull, inArc, indexFigures,
  isOnTable, isStraightAhead, type LastSeen, lengthInside, type Measure, type MoveCandidate,
  type MovementProfile, movementProfileSchema, type Nearest, nearestFigures, type NearestOptions, normalizeFacing,
  type ObjectEffects, objectEffects, objectsAt, objectsUnderTemplate, type ObstacleCrossing, type ObstacleData, obstaclePassable,
  type ObstacleRule, passengersOf, type PathCheck, pathLength, type PathOptions, type PathPiece, pathTurns, placeFigures,
  pointAlongPath, pointAtBearing, pointDistance, pointInPolygon, polygonCentre, pointSegmentDistance,
  pointsToward, type Polygon, positionOf, type QueryOrigin, type RangeBand, rangeBand, rangeBandsSchema, type Rate,
  recordSightings, rectangleCorners, type RenderTableOptions, renderTableSvg, type RingOptions, ringPoints, sampleMoves,
  type SampleMovesOptions, scatterByDie, scatterByTable, scatterChances, dieScatterChances, obstacleWaypoints, tableRoutes, type TableRoutes, type ScatterChance, type ScatterDirection, type ScatterResult,
  type ScatterRolls, type ScatterTable, type ScatterTableEntry, scatterTableSchema, segmentDistance, type SightBlocker,
  type Sighting, type SightLine, sightLine, type SightOptions, type SightWindow, type SightWindowOptions, sightWindows,
  type SolidObjectData, type SpottedBecause, spottedBy, type SpottingRules, type SpottingStatus, TABLE_EPSILON, type TableData,
  type TableFeature, type TableFigure, type TablePoint, type TablePosition, tableSchema, type TableSide, type TableState,
  type TeamData, templateTouches, type TerrainEffects, truncatePath,
  type ViewedFigure, viewFigures, type WithinOptions, withinRange, type ZoneData, zonesAt
} from './tabletop';

// Flow: the sequence of play.
export {
  createFlow, defineSequence, type Flow, type FlowAdvance, type FlowContext, type FlowGuard, type FlowGuards, type FlowInput,
  type FlowMachine, type FlowPosition, type FlowStart, type FlowState, type FlowStateValue, type GuardOf, type LoopPass,
  type LoopStep, type PhaseChange, type PhaseDoneEvent, type PhaseOf, type PhaseStep, type SequenceDefinition, type SequenceStep,
  type SideOf, type SidesStep
} from './flow';

// Engine: defining a game, matches, states, views, records.
export { HexwarError, type RuleViolation } from './errors';
export { formatPath, parseOrThrow, zodViolations } from './validation';
export {
  actingFrame, type Action, type ActionDefinition, type ActionMap, type CounterProblem, type AnySpec, type Applied, type ApplyResult, checkUndo, counterLookup,
  type CounterData, createMatch, createMatchActor, declareTypes, type DeclaresFlag, DECISION, type DecisionLocal, type DecisionRequest, defineGame, derive, enemyOfIn, type EventOf, type FlagDefinition, type FlagPatch, type FlagsOf, type FlagsOfTypes, type Game,
  type GameDefinition, type GameEvent, type GameKit, type GameRef, type GameResult, type GameTypes, isKeyOf, isOneOf, type JsonValue,
  type LoadedMatch, loadMatch, type MatchActorContext, type MatchActorEvent, type MatchActorSnapshot, matchLogic,
  type MatchOptions, type MatchRecord, type MatchState, type MatchView, type NamedEvent, openDecision, type PendingDecision,
  type PendingSummary, type PhaseDefinition, plainCopy, type Position, quote, type ReadContext, recordOf, redactUnit, type ReferenceTable,
  type Refused, recordKeys, replay, type RulesContext, sameJson, saveMatch, type ScenarioInfo, type SetupContext, setupGame,
  type SetupResult, sideNamer, type Spec, spectatorView, type SpecOf, type NeedsFlag, type StateOf, type StepFactors, type TrackDefinition, undo, type UnitFlags, type UnitOf, type UnitPatch, type UnitState, view, type ViewOf, viewedState,
  viewEvents
} from './engine';

// Board: the Board interface both kinds of board implement.
export { type BoardOf, type HexSpec, type StackingDefinition, type TableSpec } from './engine';
export { type Board, type Cover, HexBoard, hexBoard, type PositionCondition, positionSchema, TableBoard, tableBoard, type TableContents } from './board';

// Procedures: the core's procedures: activation, attacks, results, reinforcements, victory.
export {
  type CoreDecisionKind, type ProcedureContext, type ProcedureDefinition, type ProcedureFrame, type ProcedureMap,
  type ProcedureReadContext, procedureVerb, type StepLosses
} from './engine';
export {
  activatedNow, activates, activationCup, type ActivationMarker, type ActivationState, type AttackArgs, type AttackConfig,
  type AttackOutcome, attackProcedures, checkChance, type CheckNeed, type CombatEntry, type CombatLegend, type CombatPreview, type CombatRole,
  type CombatStep, type CombatTally, type CombatUnderWay, controlAfter, type CupConfig, type CupState, defendersOf, deployment,
  type DeploymentConfig, type DeploymentProblem, eliminate, eliminateOverstacked, endPhaseVerb, enterAtVerb, entryHexes,
  type EntrySpec, hasActed, type HexCondition, hideUnit, loseStep, markActed, markSupply, type ModifierLine, offerEntry,
  packable, passesCheck, previewCombat, rangeTable, readRoll, releaseRoll, type ResultChance, type ResultMeaning, type ResultUnderWay,
  type RetreatConfig, retreatEnds, type RetreatRoll, rollCheck, type RollContext, rollModified, type RollModifier, rollOff,
  rollOnTable, type RollReading, type RollSpec, scoreVp, type SpecialOrder, stagedActivation, type StagedActivationConfig,
  type StageDefinition, type StrengthModifier, type SupportDefinition, tallyCombat, type VictoryLevel, victoryLevels, lastSideStanding,
  type VpPlace, type VpScore, vpVictory, type VpVictoryConfig
} from './procedures';

// Tabletop procedures: path moves, fire, templates, melee and morale on a table.
export {
  type AimAction, type AimOptions, type AlongField, asOpenField, type FacingField, type FieldOfKind, fightMelee, type FigureMove, type FireAction, type FireConfig, type FireProblem, type FireProcedure, fleePath, formationPaths,
  inIntervals, MAX_PATH_POINTS, type MeleeConfig, meleeContacts, type MoveAction, type MovePath, type PathMoveConfig,
  openFieldOf, type PathField, type PathMoves, pathMoves, placedUnit, type PlacedUnit, type PointField, positionAlong, shelteringFigures, type ShotModifierRule, type ShotNeed,
  type ShotOdds, type ShotSetup, type ShotTarget, standsOnTable, type Strike, type Threat, type TableStateOf, tabletopFire, type TableWeapon,
  type TableOpenField, type TargetRule, type TeamPathFigure, type TeamPathsField, type TemplateRules
} from './procedures';
export { arrivalPlaces, arrivalSpots, type ArrivalPlace, type Arriving } from './procedures';
// Tabletop bots: what a shot, a blast or a fire action is worth, and the candidates of open fields.
export {
  bestBlastAim, type BlastAim, type BlastVictim, type RouteStep, blastWorth, dangerAt, fireWorth, type HitWorth, nearestEnemy, routeMove, shotWorth, stepRandom, tableCandidates, teamMove, type TableCandidateOptions
} from './procedures';

// Legal actions: descriptors of the actions a side may take.
export {
  type ActionDescriptor, compressActions, countActions, descriptorContains, descriptorOf, expandActions, fillAction, findDescriptor,
  mergeDescriptors, type OpenField, type OpenSampler, refinesListed, sampleAction
} from './engine';
export { unitsDescriptor } from './procedures';

// Log: events and their wording.
export {
  actionWords, combatLine, type CoreEvent, coreEventLine, type CoreEventOf, type CoreEventRewording,
  type CoreEvents, type CombatEvents, type TableEvents, type CoreEventType, declareEvent, describeAction, actionSeenBy, type LogReader, describeEvent, type EventDeclaration, type EventEnvelope,
  type EventsOf, type EventWordsOf, phaseName, plainEvent, type ReleaseRoll, rewordEvent, type Says, sideName, sideWord, unitName, verbLabel,
  type Wording
} from './engine';
export { compass } from './procedures';

// Forecast: what an action would do before it is taken, in numbers and words.
export {
  type AttackForecast, attackWords, forecast, type Forecast, type ForecastResult, type Foreseen, type MoveForecast, moveWords,
  type OddsShift, type ShotForecast, shotWords, type BlastForecast, blastWords, type StrengthChange, type VerbForecast, type WeaponArc, type WeaponBand, type WeaponReach, weaponsOf
} from './engine';

// Render: pictures of a position.
export { type HexLayer, type LegendEntry, mapLegend, type RenderOptions, renderSvg } from './render';

// Bots: bots, bot games, simulation and the fuzzer.
export { type BotContext, type BotHooks, type HiddenParts, type SearchTuning } from './engine';
export {
  type Bot, botContext, type BotFactory, type CoreActions, defaultScore, hexMoveScore, objectiveDistance, heuristicBot, heuristicChoice, listCandidates, type PayloadsOf, randomBot, seeded,
  verbScores, type VerbScores
} from './bots';
export { planCandidates, playPlan, type SidePlan } from './bots';
export { forecastSeen } from './bots/forecast-seen';
export { playMatch, type PlayOptions, type PlayResult } from './play';
export { mergeSimulations, type Shard, shardGames, simulate, type SimulationReport, type Spread } from './simulate';
export { coreInvariants, fuzz, type FuzzFinding, type FuzzOptions, type FuzzReport, mergeFuzzReports, strictJsonProblem } from './fuzz';
export {
  determinize, type Draw, evaluatePosition, type MessageEnd, sampleHiddenUnits, searchAction, searchBot, type SearchBudget,
  searchInWorker, type SearchOptions, type SearchRequest, type SearchResult, type SearchStats, serveSearch, shuffled,
  strengthBalance, winChance
} from './bots/search';
