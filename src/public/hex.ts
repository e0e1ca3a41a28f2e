/**
 * `hexwar/hex`: the hex board's mechanics: hex coordinates and labels, maps as
 * data, movement points and reach, zones of control, stacking and supply lines.
 *
 * @example
 * ```ts
 * import { hexDistance, labelToHex } from 'hexwar/hex';
 *
 * const format = { style: 'letter-number', offset: 'odd-q' } as const;
 * hexDistance(labelToHex('A1', format), labelToHex('C3', format)); // 3
 * ```
 *
 * @module hexwar/hex
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
} from '../hex';

// Map: maps as data: terrain, hexsides, places, edges.
export {
  cellDistance, compileMap, directionTo, type HexData, type HexMap, type HexsideData, type LabelFormatData,
  type LinkData, type MapData, type MapEdge, mapSchema, type OffMapBox, type Place
} from '../map';

// Movement: movement points, costs and the reach of a unit.
export {
  compileCosts, type CompiledCosts, followPath, type HexsideCost, type MoveCost, type MovementCosts, type MovementQuery,
  type MovementRange, movementRange, type PathProblem, type PathWalk, type StepContext
} from '../movement';
export { type ReachRules, type ReachZoc } from '../board';

// Zones of control: who exerts them and what they stop.
export { uncontestedZoc, type ZocMovementRule, type ZocReach, ZocRule, zonesOfControl } from '../zoc';

// Stacking: stacking limits.
export { canStack, checkStacking, type StackEntry, Stacking, type StackingOptions, type StackingRule } from '../stacking';

// Supply: supply lines.
export { type SupplyBlocks, type SupplyNet, type SupplyRules, type SupplySource, traceSupply } from '../supply';

// Board: the hex board behind a hex game's rules context.
export { type HexSpec, type StackingDefinition } from '../engine';
export { HexBoard, hexBoard, type OnMap } from '../board';
