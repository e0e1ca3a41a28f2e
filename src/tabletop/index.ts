/**
 * The tabletop core: a continuous board in inches for miniatures rules. Tables
 * as zod-checked data compiled once; figures with bases and facing; movement as
 * a path; distances, range bands, arcs, line of sight and cover; templates and
 * scatter; spotting per side; samplers of candidate points and moves; SVG pictures.
 */
export { TABLE_EPSILON } from './tolerance';
export { lengthInside } from './clip';
export {
  angleDifference,
  bearing,
  distanceToPolygon,
  normalizeFacing,
  pointAtBearing,
  pointDistance,
  pointInPolygon,
  polygonCentre,
  pointSegmentDistance,
  rectangleCorners,
  segmentDistance,
  type TablePoint,
  type Polygon,
} from './geometry';
export type { AreaData, DestroyedEffects, EdgeData, ObstacleData, SolidObjectData, TableData, TableSide, TableState, TerrainEffects, ZoneData } from './table';
export {
  directionDieSchema,
  figureSchema,
  forcesSchema,
  movementProfileSchema,
  rangeBandsSchema,
  scatterTableSchema,
  tableSchema,
} from './schema';
export { compileTable, edgeSegment, objectEffects, obstaclePassable, type CompiledTable, type ObjectEffects, type TableFeature } from './compile';
export {
  baseOutline,
  baseReach,
  boardingViolations,
  passengersOf,
  placeFigures,
  positionOf,
  type Base,
  type FigureData,
  type FigurePlacement,
  type TableFigure,
  type TablePosition,
  type TeamData,
} from './figures';
export { aspectOf, baseDistance, basesOverlap, figuresOverlapping, baseToLine, baseToPolygon, distanceToBase, distanceToWedge, figureDistance, figureInArc, inArc, rangeBand, withinRange, type ArcOfFire, type Aspect, type Based, type Measure, type RangeBand } from './measure';
export {
  areasAt,
  concealmentAt,
  coverFrom,
  hasLineOfSight,
  objectsAt,
  sightLine,
  zonesAt,
  type CoverOptions,
  type CoverSource,
  type SightBlocker,
  type SightLine,
  type SightOptions,
} from './sight';
export {
  figuresTouching,
  figuresWithin,
  indexFigures,
  nearestFigures,
  type FigureIndex,
  type Nearest,
  type NearestOptions,
  type QueryOrigin,
  type WithinOptions,
} from './spatial';
export { checkPath, type Hull, type MovementProfile, type ObstacleCrossing, type ObstacleRule, type PathCheck, type PathOptions, type PathPiece, type Rate } from './movement';
export { affordablePath, backOff, isStraightAhead, pathLength, pathTurns, pointAlongPath, sightWindows, truncatePath, type SightWindow, type SightWindowOptions } from './path';
export { obstacleWaypoints, tableRoutes, type TableRoutes } from './routes';
export { circleTemplate, figuresUnderTemplate, objectsUnderTemplate, templateTouches, type CircleTemplate } from './templates';
export {
  CARD_DROP_STAND_IN,
  dropCards,
  scatterByDie,
  scatterByTable,
  scatterChances,
  dieScatterChances,
  type ScatterChance,
  type CardDraw,
  type CardDropModel,
  type DirectionDie,
  type DirectionFace,
  type DroppedCard,
  type ScatterDirection,
  type ScatterResult,
  type ScatterRolls,
  type ScatterTable,
  type ScatterTableEntry,
} from './scatter';
export { recordSightings, spottedBy, viewFigures, type LastSeen, type Sighting, type SpottedBecause, type SpottingRules, type SpottingStatus, type ViewedFigure } from './spotting';
export { coverEdgePoints, pointsToward, ringPoints, sampleMoves, type MoveCandidate, type RingOptions, type SampleMovesOptions } from './samplers';
export { renderTableSvg, type RenderTableOptions } from './render';
export { distanceToPlace, type ChoicePlace, type LinePlace, type SpotPlace } from './places';
