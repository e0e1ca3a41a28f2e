/**
 * A searching bot's thinking time by the turn (issue 40 item 4): a person
 * waits for a bot's whole turn, not for one of its decisions, and a turn of a
 * hex game can hold sixty of them. Each decision may take up to a cap; a
 * side's decisions in one turn together up to the turn's allowance; once that
 * is spent, each further decision gets a small floor (a search of a few
 * iterations), so the bot still plays on rather than waits.
 */

/**
 * The moves' worth of thinking a searching bot gets for a turn against a person
 * (the terminal and the host; the page keeps its own): a turn's time is this
 * many times a move's cap. @internal
 */
export const TURN_MOVES = 8;

/**
 * How long a searching bot may think: at most `decisionMs` a decision and
 * `turnMs` for all of one side's decisions in a turn; past that, `floorMs` a
 * decision (by default a twentieth of the cap).
 *
 * @category Bots
 */
export interface TurnBudget {
  /** The most one decision may take, in milliseconds. */
  readonly decisionMs: number;
  /** The most one side's decisions of one turn may take together, in milliseconds. */
  readonly turnMs: number;
  /** What each decision gets once a turn's time is spent (default: a twentieth of `decisionMs`). */
  readonly floorMs?: number;
}

/**
 * Keeps the time a bot has spent in each turn and answers how long its next
 * decision may take. One clock per bot (per side it plays); turns are told
 * apart by the number a view gives (set-up is turn 0).
 *
 * @example
 * ```ts
 * import { searchInWorker, TurnClock } from 'hexwar/bots';
 * const clock = new TurnClock({ decisionMs: 1000, turnMs: 8000 });
 * const ms = clock.allowance(view.turn);
 * const { stats } = await searchInWorker(worker, { game: 'meiktila', view, budget: { ms }, seed: 1 });
 * clock.spend(view.turn, stats.ms);
 * ```
 * @category Bots
 */
export class TurnClock {
  private turn: number | null = null;
  private used = 0;
  private readonly floor: number;

  /** The budget this clock keeps. */
  readonly budget: TurnBudget;

  /** A clock for one bot, with its budget. Throws a RangeError on a budget that is not positive and finite. */
  constructor(budget: TurnBudget) {
    this.budget = budget;
    const { decisionMs, turnMs } = budget;
    this.floor = budget.floorMs ?? decisionMs / 20;
    for (const [name, v] of [['decisionMs', decisionMs], ['turnMs', turnMs], ['floorMs', this.floor]] as const)
      if (!(Number.isFinite(v) && v > 0)) throw new RangeError(`a turn budget's ${name} is a number of milliseconds above 0 (it was ${v})`);
    if (this.floor > decisionMs) throw new RangeError(`a turn budget's floorMs (${this.floor}) is more than its decisionMs (${decisionMs})`);
  }

  /** The milliseconds the next decision in `turn` may take: the cap, what is left of the turn's time, never below the floor. */
  allowance(turn: number): number {
    const left = this.budget.turnMs - (turn === this.turn ? this.used : 0);
    return Math.max(this.floor, Math.min(this.budget.decisionMs, left));
  }

  /** Records that a decision in `turn` took `ms` milliseconds (a new turn starts its count afresh). */
  spend(turn: number, ms: number): void {
    if (turn !== this.turn) (this.turn = turn), (this.used = 0);
    this.used += Math.max(0, ms);
  }

  /** The milliseconds spent so far in `turn`. */
  spentIn(turn: number): number {
    return turn === this.turn ? this.used : 0;
  }
}
