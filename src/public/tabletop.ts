/**
 * `hexwar/tabletop`: a continuous table in inches for miniatures: geometry,
 * bases, sight and cover, arcs, templates and scatter, paths; the table's
 * procedures (path moves, fire, templates, melee, flight, arrival); and what a
 * bot needs to judge a shot, a blast or a move there.
 *
 * @example
 * ```ts
 * import { compileTable, hasLineOfSight } from 'hexwar/tabletop';
 *
 * const table = compileTable({ width: 24, height: 24, terrainTypes: {} });
 * hasLineOfSight(table, { x: 2, y: 2 }, { x: 20, y: 20 }); // true on an open table
 * ```
 *
 * @module hexwar/tabletop
 */

// Tabletop: a table in inches: geometry, sight, cover, arcs, templates, paths.
export { figureOf, TableBoard, tableBoard } from '../board';
export { type TableSpec } from '../engine';
export {
  affordablePath, angleDifference, backOff, type ArcOfFire, type AreaData, areasAt, type Aspect, aspectOf, type Base, type Based,
  baseDistance, baseOutline, baseReach, basesOverlap, baseToLine, baseToPolygon, bearing, boardingViolations, CARD_DROP_STAND_IN, type CardDraw, type CardDropModel,
  checkPath, type CircleTemplate, circleTemplate, type CompiledTable, compileTable, concealmentAt,
  coverEdgePoints, coverFrom, type CoverOptions, type CoverSource, type DestroyedEffects, type DirectionDie, directionDieSchema,
  type DirectionFace, distanceToBase, distanceToPolygon, distanceToWedge, dropCards, type DroppedCard, type EdgeData,
  edgeSegment, type FigureData, figureDistance, type FigureIndex, figureInArc, figuresOverlapping, type FigurePlacement, figureSchema, figuresTouching,
  figuresUnderTemplate, figuresWithin, forcesSchema, hasLineOfSight, type Hull, inArc, indexFigures,
  isStraightAhead, type LastSeen, lengthInside, type Measure, type MoveCandidate,
  type MovementProfile, movementProfileSchema, type Nearest, nearestFigures, type NearestOptions, normalizeFacing,
  type ChoicePlace, distanceToPlace, type LinePlace, type SpotPlace, type ObjectEffects, objectEffects, objectsAt, objectsUnderTemplate, type ObstacleCrossing, type ObstacleData, obstaclePassable,
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
} from '../tabletop';

// Tabletop procedures: path moves, fire, templates, melee and morale on a table.
export {
  type AimAction, type AimOptions, type AlongField, asOpenField, type FacingField, type FieldOfKind, fightMelee, type FigureMove, type FireAction, type FireConfig, type FireProblem, type FireProcedure, fleePath, formationPaths,
  type MeleeConfig, type MoveAction, type MovePath, type PathMoveConfig,
  openFieldOf, type PathField, placedActions, type PlacedAction, type PathMoves, pathMoves, placedUnit, type PlacedUnit, type PointField, positionAlong, shelteringFigures, type ShotModifierRule, type ShotNeed,
  type ShotOdds, type ShotSetup, type ShotTarget, standsOnTable, type Strike, type Threat, type TableStateOf, tabletopFire, type TableWeapon,
  type TableOpenField, TARGET_RULES, type TargetRule, type TeamPathFigure, type TeamPathsField, type TemplateRules,
  arrivalPlaces, arrivalSpots, type ArrivalPlace, type Arriving, compass
} from '../procedures';

// Tabletop bots: what a shot, a blast or a fire action is worth, and the candidates of open fields.
export {
  bestBlastAim, type BlastAim, type BlastVictim, type RouteStep, blastWorth, dangerAt, fireWorth, type HitWorth, nearestEnemy, routeMove, shotWorth, stepRandom, tableCandidates, teamMove, type TableCandidateOptions
} from '../procedures';
