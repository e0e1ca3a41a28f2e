/**
 * The contexts and hooks around play: set-up, and what a game tells its bots (scores, hidden parts, search tuning).
 *
 * @module
 */
import type { HexMap } from '../map';
import type { Random } from '../random';
import type { ActionDescriptor } from './types';
import type { Action, CounterData, PendingDecision, PendingSummary } from './types';
import type { ReadContext } from './rules-context';
import type { Spec, AnySpec, BoardOf, DecisionOf, UnitOf, ViewOf } from './spec';

/**
 * The context the set-up hook receives.
 *
 * @category Engine
 */
export interface SetupContext<G extends Spec = AnySpec> {
  /** The scenario chosen. */
  readonly scenario: string;
  /** The optional rules chosen. */
  readonly options: G['options'];
  /** The game's compiled map (hex games only). */
  readonly map: HexMap;
  /** The board, with no units on it yet. */
  readonly board: BoardOf<G>;
  /** The match's dice (set-up may be random). */
  readonly random: Random;
  /** A counter's printed data. */
  counter(id: string): CounterData;
}

/**
 * What a game's set-up returns.
 *
 * @category Engine
 */
export interface SetupResult<G extends Spec = AnySpec> {
  /** Every unit, on the board or off it. */
  readonly units: readonly UnitOf<G>[];
  /** The game's own data at the start. */
  readonly data: G['data'];
  /** Starting track values (tracks declared with a `start` need none). */
  readonly tracks?: { readonly [track: string]: number };
}


/**
 * A context over a side's view, for bots: the same questions as a
 * {@link ReadContext}, answered from what that side may see.
 *
 * @category Bots
 */
export interface BotContext<G extends Spec = AnySpec> extends ReadContext<G> {
  /** The side the bot plays. */
  readonly side: G['side'];
  /** The view it sees. */
  readonly view: ViewOf<G>;
  /** The hexes its side fights for, from the game's `bot.objectives` (none if it has no such hook). */
  readonly objectives: readonly string[];
  /**
   * The decision its view shows open (what `openDecision` reads), typed by the
   * spec: its `kind` is one of the spec's decisions, so a hook that asks for a
   * misspelt kind does not compile (a game's hooks see the kinds its types
   * declare: declare the kinds of the core procedures it uses there too, such
   * as `CombatDecision`, to ask for them). The options only when the bot's side
   * decides.
   */
  readonly decision: PendingDecision<DecisionOf<G>, G['side']> | PendingSummary<DecisionOf<G>, G['side']> | null;
}

/**
 * Heuristic hooks for bots: how much a side likes an action. The bot plays the
 * best-scored legal action (ties broken at random). It sees only its side's view.
 *
 * @category Bots
 */
export interface BotHooks<G extends Spec = AnySpec> {
  /** Scores an action for the bot's side, higher is better; `undefined` (or no hook) leaves it to the core's default, `coreScore`. */
  readonly score?: (ctx: BotContext<G>, action: Action) => number | undefined;
  /**
   * The hexes a side fights for (objectives, victory hexes, the enemy's base):
   * the core's default scores moves, entries, attacks and advances by them.
   */
  readonly objectives?: (ctx: BotContext<G>, side: G['side']) => readonly string[];
  /**
   * The actions worth scoring out of the legal descriptors (default: every
   * listable action; open descriptors are sampled).
   */
  readonly candidates?: (ctx: BotContext<G>, descriptors: readonly ActionDescriptor[]) => readonly Action[];
  /**
   * How good a position is for `side`, in the game's words (objectives held,
   * losses, VP, supply): about +1 for a decisive advantage, -1 for a decisive
   * disadvantage, 0 for even. The search bot adds it to the core's count of
   * strength left on each side and scores its playouts by the sum.
   */
  readonly evaluate?: (ctx: ReadContext<G>, side: G['side']) => number;
  /**
   * Draws the parts of the position that `ctx.side` cannot see, consistent with
   * what it does see (which hidden counter stands under which marker, a sealed
   * order, the order of a deck). Whatever it leaves out the core draws by
   * default: hidden units spread at random over the markers, the data as the
   * view shows it. It reads only the view and draws only with `draw`.
   */
  readonly determinize?: (ctx: BotContext<G>, draw: (n: number) => number) => HiddenParts<G>;
  /** The search bot's settings where the game needs its own (see {@link SearchTuning}). */
  readonly search?: SearchTuning;
}

/**
 * The hidden parts of a position a game's `bot.determinize` draws: each given
 * part replaces the core's default guess.
 *
 * @category Bots
 */
export interface HiddenParts<G extends Spec = AnySpec> {
  /** Every unit, hidden ones as counters (default: markers matched at random to the hidden counters). */
  readonly units?: readonly UnitOf<G>[];
  /** The game's own data with its secrets filled in (default: the data as the view shows it). */
  readonly data?: G['data'];
}

/**
 * How the search bot plays a game, where the defaults do not suit it.
 *
 * @category Bots
 */
export interface SearchTuning {
  /** Actions played out after the search tree's leaf before the position is scored (default 12). */
  readonly depth?: number;
  /**
   * How the playouts choose: the heuristic bot's choice among all its
   * candidates, its best of a few drawn at random (`'sampled'`, cheaper where
   * scoring costs), or uniformly at random (default `'heuristic'`).
   */
  readonly playout?: 'heuristic' | 'sampled' | 'random';
  /** How much the search explores beyond the heuristic's favourites: the PUCT constant on values from 0 to 1 (default 1). */
  readonly exploration?: number;
  /**
   * How far the heuristic's scores are trusted as priors: they become shares by
   * a softmax at this temperature (default 1; higher trusts them less). It is in
   * the units of the game's `score`: scores a tenth apart at temperature 1 give
   * all but equal priors, and the search then follows its noisiest playouts
   * (Pacific skirmish, whose shots score 0.03–1, sets 0.1).
   */
  readonly temperature?: number;
  /** How many worlds (hidden parts and dice) are drawn per decision and visited in turn (default: a new one every iteration). */
  readonly worlds?: number;
  /** How steeply the evaluation becomes a chance of winning: value = 1 / (1 + e^(-k·score)) (default 3). */
  readonly sharpness?: number;
  /**
   * Whether a playout is scored by what it changed (its end's score less the
   * score of the position searched, in the first world drawn, through the same
   * logistic) rather than by where the side stands (default false). A side far
   * ahead or far behind sees every move at a chance of winning near 1 or 0,
   * where the logistic is flat and the playouts cannot tell moves apart; the
   * change keeps them apart. A game that ends is still scored 1, ½ or 0.
   */
  readonly centred?: boolean;
  /**
   * The share of the budget a decision of the set-up (before turn 1) gets
   * (default 1/32): dozens of placements, each worth little alone, would
   * otherwise cost a whole decision's thought each (at least one iteration).
   */
  readonly setupShare?: number;
  /**
   * How the root's moves share the budget and which is played (default
   * `'puct'`): `'puct'` walks from the root like any node and plays the most
   * visited move; `'halving'` (Gumbel MuZero's sequential halving, without the
   * noise) gives the heuristic's few best moves the same number of playouts,
   * keeps the better half by prior and value, again and again, and plays the
   * best survivor by its prior's logarithm plus its scaled value, so a small
   * budget sees each of them played out before choosing.
   */
  readonly root?: 'puct' | 'halving';
  /**
   * Whether a search bot keeps what it learnt about the move it played for its
   * side's next decision, when that decision follows at once (default true):
   * the played move's subtree becomes the next search's start, its moves' visits
   * and values carried onto the same moves among the new root's candidates, so
   * a side making many moves in a row (a movement phase) does not think each
   * one out from nothing. Not past a move that rolled a die or revealed
   * something: the next view knows its outcome, which the subtree only
   * averaged over. Only the search bot (`searchBot`) keeps it, one bot, one match,
   * and a search worker for a named `seat`.
   */
  readonly keep?: boolean;
}
