/**
 * `hexwar/bots`: the parts bots are built from, for designers tuning a game's
 * bot and tools that study play: the bot's context and scoring, plans, the
 * search's worlds and evaluation, and merging sharded simulations and fuzz
 * runs. The bots themselves (`heuristicBot`, `searchBot`, `randomBot`), and
 * `playMatch`, `simulate` and `fuzz` are in the root.
 *
 * @example
 * ```ts
 * import { hexMoveScore } from 'hexwar/bots';
 *
 * // A move verb the heuristic bot judges by how near it brings the unit to its objectives.
 * const move = { ...moveVerb, score: hexMoveScore };
 * ```
 *
 * @module hexwar/bots
 */

export {
  botContext, type CoreActions, defaultScore, hexMoveScore, objectiveDistance, heuristicChoice, listCandidates, type PayloadsOf, seeded,
  verbScores, type VerbScores, planCandidates, playPlan, type SidePlan
} from '../bots';
export { mergeSimulations, type Shard, shardGames, type Spread } from '../simulate';
export { coreInvariants, type FuzzFinding, mergeFuzzReports, strictJsonProblem } from '../fuzz';
export {
  determinize, type Draw, type MessageEnd, sampleHiddenUnits, searchAction, type SearchRequest, type SearchResult,
  type SearchStats, shuffled, TurnClock, type TurnBudget, winChance
} from '../bots/search';
