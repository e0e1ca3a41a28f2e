/**
 * Procedures the core carries for every game: combat (attack, results,
 * retreats, advance), the activation cup, set-up, reinforcements, victory
 * points and die-roll tables, each configured by data plus small hooks.
 */
export * from './activation';
export * from './combat';
export * from './cup';
export * from './deployment';
export * from './hidden';
export * from './reinforcements';
export * from './steps';
export * from './tables';
export * from './victory';
export * from './turn';
export * from './tabletop';
