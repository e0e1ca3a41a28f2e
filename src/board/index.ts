/**
 * Boards: what the engine asks of the surface a game is played on. A hex map
 * with its units answers by label; a tabletop with its figures answers by
 * figure id or point in inches (`ctx.board`).
 */
export { positionSchema, type Board, type Cover, type PositionCondition } from './board';
export { HexBoard, hexBoard, type OnMap } from './hex';
export { TableBoard, tableBoard, figureOf, type TableContents } from './table';
export type { ReachRules, ReachZoc } from './reach';
