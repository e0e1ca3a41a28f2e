/**
 * Re-exports of the rules helpers tests and front ends use most.
 *
 * @module
 */
export { combatSums, retreatHexes, eligibleAttackers, supportArtillery } from './combat';
