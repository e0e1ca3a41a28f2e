/**
 * The bots the command plays with, by name: for every side, or side by side;
 * search bots with their budget (a millisecond budget is CPU time of the
 * searching thread, so a busy machine does not weaken them).
 *
 * @internal
 * @module
 */
import { heuristicBot, randomBot, type BotFactory } from '../bots';
import type { PlayOptions } from '../play';
import { searchBot, type SearchBudget } from '../bots/search';
import { TURN_MOVES } from '../bots/search/turn-clock';
import { threadCpuMs } from './cpu';

/** A bot by name. */
export type BotKind = 'heuristic' | 'random' | 'search';
/** Which bots play: one kind for every side, or a kind per side (sides left out play the heuristic). Plain JSON, for workers. */
export type BotSpec = BotKind | { readonly [side: string]: BotKind };

export const BOT_KINDS: readonly BotKind[] = ['heuristic', 'random', 'search'];

/** A budget as the command takes it: `200ms` (CPU milliseconds a decision) or `500` (iterations a decision). */
export function parseBudget(text: string): SearchBudget | null {
  const m = /^\s*(\d+)\s*(ms)?\s*$/.exec(text);
  if (!m || Number(m[1]) < 1 || !Number.isSafeInteger(Number(m[1]))) return null;
  return m[2] ? { ms: Number(m[1]) } : { iterations: Number(m[1]) };
}

/** A budget in words. */
const budgetWords = (b: SearchBudget): string => ('ms' in b ? `${b.ms} ms CPU` : `${b.iterations} iterations`);


function factory(kind: BotKind, budget: SearchBudget, byTurn: boolean): BotFactory {
  if (kind === 'random') return randomBot;
  if (kind === 'search') return searchBot({ budget, ...('ms' in budget ? { clock: threadCpuMs, ...(byTurn ? { turnMs: TURN_MOVES * budget.ms } : {}) } : {}) });
  return heuristicBot;
}

/**
 * The bot factories for a match. With `byTurn` (a person waits for the bot), a
 * searching bot with a millisecond budget thinks up to `TURN_MOVES` moves' worth a turn.
 */
export function botsOf(spec: BotSpec, budget: SearchBudget, byTurn = false): NonNullable<PlayOptions['bots']> {
  if (typeof spec === 'string') return factory(spec, budget, byTurn);
  return Object.fromEntries(Object.entries(spec).map(([side, kind]) => [side, factory(kind, budget, byTurn)]));
}

/** How long a searching bot thinks against a person, in words: "up to 0.2 s a move, 1.6 s a turn" or "500 iterations a move". */
export function thinkingWords(budget: SearchBudget): string {
  return 'ms' in budget ? `up to ${budget.ms / 1000} s a move, ${(TURN_MOVES * budget.ms) / 1000} s a turn` : `${budget.iterations} iterations a move`;
}

/** Who played, in words: "heuristic bots", "allied: search (200 ms CPU), japanese: heuristic". */
export function botsWords(spec: BotSpec, budget: SearchBudget, sides: readonly string[]): string {
  const word = (k: BotKind) => (k === 'search' ? `search (${budgetWords(budget)})` : k);
  if (typeof spec === 'string') return `${word(spec)} bots`;
  return sides.map((s) => `${s}: ${word(spec[s] ?? 'heuristic')}`).join(', ');
}
