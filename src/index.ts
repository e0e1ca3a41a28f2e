/**
 * hexwar: a rules engine for board wargames. The core knows hexes, zones of
 * control, stacking, odds-column combat, supply lines, seeded dice and the
 * sequence of play; each game is data plus a few hooks.
 *
 * @module hexwar
 */
export { HexwarError, type RuleViolation } from './errors';
export { formatPath, zodViolations, parseOrThrow } from './validation';
export * from './hex';
export * from './map';
export * from './movement';
export * from './zoc';
export * from './stacking';
export * from './supply';
export * from './random';
export * from './combat';
export * from './flow';
export * from './engine';
export * from './board';
export * from './render';
export * from './procedures';
export * from './bots';
export * from './play';
export * from './simulate';
export * from './fuzz';
export * from './bots/search';
export * from './tabletop';
