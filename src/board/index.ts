/**
 * Boards: what the engine asks of the surface a game is played on. A hex map
 * with its units answers by label (`ctx.board`).
 */
export { HexBoard, hexBoard } from './hex';
