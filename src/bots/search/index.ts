/**
 * The search bot: ISMCTS from one side's view, with the determinization and
 * evaluation it plays on.
 */
export {
  searchAction,
  searchBot,
  type SearchBudget,
  type SearchOptions,
  type SearchResult,
  type SearchStats,
} from "./search";
export {
  determinize,
  sampleHiddenUnits,
  shuffled,
  type Draw,
} from "./determinize";
export { winChance } from "./evaluate";
export { TurnClock, type TurnBudget } from "./turn-clock";
export {
  searchInWorker,
  serveSearch,
  type MessageEnd,
  type SearchRequest,
} from "./worker";
