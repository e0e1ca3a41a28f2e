/**
 * The search bot: Information-Set Monte Carlo Tree Search from one side's view.
 *
 * Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012), as OpenSpiel's
 * `ISMCTSBot` does it, open loop: a node is the sequence of actions from the
 * root, whoever took them, so one tree serves every drawn world and every roll
 * of the dice. Each iteration draws a whole state consistent with the view
 * ({@link determinize}: hidden units, sealed orders, deck orders and every
 * future roll are guesses), walks the tree choosing among the children legal in
 * that world (a node none of whose moves is legal there takes that world's own
 * moves, as OpenSpiel's ISMCTSBot adds the legal actions it has not seen at a
 * node), adds one node, plays on for a few actions by the heuristic bot's
 * choices (or at random) and scores the position it reaches by the game's
 * evaluation, as a chance of winning. Each node's side chooses for itself, the
 * opponent's nodes included. {@link searchBot} keeps the subtree of the move it
 * played and begins its side's next decision there, when that decision is the
 * very next step (tuning `keep`).
 *
 * Children are chosen by PUCT (OpenSpiel's `ChildSelectionPolicy.PUCT`): mean
 * value plus `exploration · prior · √available / (1 + visits)`, where a child's
 * prior is the heuristic bot's opinion of it (a softmax of its scores) and
 * "available" counts the visits in which it was legal (ISMCTS's subset-armed
 * bandit). Until the playouts say otherwise, the search follows the heuristic.
 * Candidates come from the descriptors and the game's samplers (tables in
 * inches too) through the heuristic's candidates; progressive widening opens
 * them best first, about `widening·√n` after n visits, so a node with two
 * thousand moves is searched among its likeliest. The final choice is the most
 * visited child; with the tuning `root: 'halving'` the root is searched by
 * sequential halving instead (Danihelka et al., 2022, without the Gumbel
 * noise): the best few moves by prior get equal playouts, the better half by
 * prior and value goes on, and the last one standing is played, so at twenty
 * iterations each of them has been played out before the choice.
 *
 * boardgame.io's `MCTSBot` differs in two ways that matter here: it searches
 * the full state (it would see hidden units), and it plays out at random to
 * the end or a fixed depth, with UCT and no priors.
 */
import { HexwarError } from "../../errors";
import type { BotContext, SearchTuning } from "../../engine/definition";
import type { Game } from "../../engine/game";
import { openDecision } from "../../engine/decision";
import {
  countActions,
  sampleAction,
  type ActionDescriptor,
} from "../../engine/legal";
import type { Action, MatchState, MatchView } from "../../engine/types";
import { view } from "../../engine/view";
import { botContext } from "../context";
import {
  defaultScore,
  heuristicChoice,
  listCandidates,
  seeded,
  forAnySpec,
  type BotFactory,
} from "../index";
import { determinize, type Draw } from "./determinize";
import { positionScore, winChance } from "./evaluate";
import { TurnClock } from "./turn-clock";

/**
 * How long the search bot thinks about each decision: a number of iterations
 * (the same seed gives the same choice, on any machine) or milliseconds of a
 * clock (as strong as the machine allows in that time).
 *
 * @category Bots
 */
export type SearchBudget =
  | {
      /** Iterations of the search (deterministic for a seed). */
      readonly iterations: number;
    }
  | {
      /** Milliseconds of the bot's clock. */
      readonly ms: number;
    };

/**
 * Settings of the search bot. The game's `bot.search` tuning sits between the
 * core's defaults and these.
 *
 * @example
 * ```ts
 * import { playMatch, searchBot } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const search = searchBot({ budget: { iterations: 400 }, seed: 7, onSearch: (s) => console.log(s.iterations, s.ms) });
 * playMatch(myitkyina, { seed: 3, bots: { allied: search } });
 * ```
 * @category Bots
 */
export interface SearchOptions extends SearchTuning {
  /** Iterations or milliseconds per decision. */
  readonly budget: SearchBudget;
  /** The clock an `ms` budget reads, in milliseconds (default `performance.now`; a CPU clock suits a busy machine). */
  readonly clock?: () => number;
  /** How many children a node opens after n visits: `ceil(widening·√(n+1))` (default 2). */
  readonly widening?: number;
  /** Told after every decision searched: how much work it did. */
  readonly onSearch?: (stats: SearchStats) => void;
  /** The search's seed; for {@link searchBot}, in place of the seed its bot is made with. */
  readonly seed?: number | string;
  /**
   * For {@link searchBot} with an `ms` budget: the most one side's decisions of
   * one turn may take together, each still capped by the budget (a
   * {@link TurnClock}); a person waits for a bot's turn, not for one move.
   */
  readonly turnMs?: number;
}

/**
 * What one decision's search did.
 *
 * @category Bots
 */
export interface SearchStats {
  /** The side that searched. */
  readonly side: string;
  /** Iterations run (each one drawn world, one path down the tree, one playout). */
  readonly iterations: number;
  /** Milliseconds it took, by the budget's clock. */
  readonly ms: number;
  /** Nodes in the tree at the end. */
  readonly nodes: number;
  /** Actions applied in all (tree walks and playouts). */
  readonly actions: number;
  /**
   * Milliseconds the playouts' policy took choosing their actions (building
   * the acting side's view, the game's candidates and scores), by
   * `performance.now` whatever the budget's clock (a CPU clock can cost more to
   * read than a cheap choice takes): set against the search's own time on the
   * same clock, the rest is the rules, the drawn worlds, the tree and the
   * evaluation. Where a search's time goes, for a game's bot hooks.
   */
  readonly policyMs: number;
  /** Candidates at the root, and how many were visited. */
  readonly candidates: number;
  /** Root candidates visited at least once. */
  readonly opened: number;
  /**
   * Walks down the tree that stopped at a node none of whose moves was legal
   * in the world drawn, and none could be added (every legal move there was
   * already among them): the playout took over early.
   */
  readonly stalled: number;
  /**
   * Visits the root began with, kept from the side's previous decision (the
   * subtree of the move it played, when this decision follows at once; see
   * `keep`); 0 when the search began from nothing.
   */
  readonly carried: number;
  /** The chosen action's visits and mean chance of winning. */
  readonly chosen: {
    /** How often the search went through it. */
    readonly visits: number;
    /** Its mean chance of winning, 0 to 1. */
    readonly value: number;
  };
}

/**
 * What a search decided: the action, and how it came to it.
 *
 * @example
 * ```ts
 * import { createMatch, searchInWorker, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const { action, stats } = await searchInWorker(worker, { game: 'myitkyina', view: view(myitkyina, state, 'japanese'), budget: { ms: 500 } });
 * const r = myitkyina.apply(state, action);
 * console.log(`${stats.iterations} iterations in ${stats.ms} ms`);
 * ```
 * @category Bots
 */
export interface SearchResult {
  /** The action chosen. */
  readonly action: Action;
  /** The search's figures. */
  readonly stats: SearchStats;
}

/** The core's defaults (a game's `bot.search` overrides them, the caller's options override both). */
const DEFAULTS = {
  depth: 12,
  playout: "heuristic",
  exploration: 1,
  sharpness: 3,
  widening: 2,
  temperature: 1,
  worlds: Infinity,
  setupShare: 1 / 32,
  centred: false,
  root: "puct",
  keep: true,
} as const;

/**
 * Sequential halving's constants (Danihelka et al., "Policy improvement by
 * planning with Gumbel", 2022): a move's value counts `(C_VISIT + most
 * visits) · C_SCALE` times its chance of winning against its prior's logarithm.
 */
const C_VISIT = 50;
const C_SCALE = 0.1;
/** The most root moves sequential halving starts with. */
const HALVING_MOVES = 16;

/**
 * How many of the root's best moves sequential halving can afford with `n`
 * iterations: the most, up to 16 and the moves there are, whose rounds
 * (`⌈log₂ m⌉`, each move of a round played out at least once) fit in `n`.
 *
 * @internal
 */
export function halvingMoves(n: number, moves: number): number {
  let m = Math.min(moves, HALVING_MOVES);
  while (m > 2 && m * Math.ceil(Math.log2(m)) > n) m--;
  return Math.max(1, m);
}

/** A candidate action at a node. */
interface Child {
  readonly action: Action;
  /** The heuristic's share of belief in it (a softmax of its scores among the node's candidates). */
  readonly prior: number;
  visits: number;
  /** Sum of the root side's chance of winning over the visits. */
  sum: number;
  /** Visits of the parent in which this child was legal (ISMCTS availability). */
  avail: number;
  node: Node | null;
  /** Whether taking it rolled a die or revealed something in some world drawn: its outcome is news, not a foregone conclusion. */
  chance: boolean;
}

/** A node: the actions taken from the root to here; its children are the acting side's candidates, best prior first. */
interface Node {
  children: Child[];
  visits: number;
  /** Sum of the root side's chance of winning over the visits (the first-play value of untried children). */
  sum: number;
}

/** An FNV-1a hash of text, for a per-decision seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The first side that may act now and has something to do. */
function actingSide(game: Game, state: MatchState): string | undefined {
  for (const s of game.actingSides(state))
    if (game.legal(state, s).length > 0) return s;
  return undefined;
}

/** How many actions descriptors hold in all (Infinity with an open field). */
function totalActions(ds: readonly ActionDescriptor[]): number {
  let n = 0;
  for (const d of ds) n += countActions(d);
  return n;
}

/**
 * The one action descriptors offer, when they offer exactly one: a forced
 * decision, which needs no search (nor a worker's round trip).
 *
 * @internal
 */
export function forcedAction(ds: readonly ActionDescriptor[]): Action | null {
  return totalActions(ds) === 1 ? sampleAction(ds, () => 0) : null;
}

/**
 * The figures of a decision taken without searching.
 *
 * @internal
 */
export function unsearched(side: string, ms: number): SearchStats {
  return {
    side,
    iterations: 0,
    ms,
    nodes: 0,
    actions: 0,
    policyMs: 0,
    candidates: 1,
    opened: 0,
    stalled: 0,
    carried: 0,
    chosen: { visits: 0, value: 0.5 },
  };
}

/** A stable key for an action (its JSON), to merge candidates that are the same action. */
const keyOf = (a: Action): string => JSON.stringify(a);

/** Extra actions drawn for a node whose game offers fewer candidates than this, so the search has a choice. */
const MIN_CHOICES = 3;
const EXTRA_SAMPLES = 8;

/**
 * A side's candidates in a view, best first by the heuristic's score, each
 * with its prior (a softmax of the scores at `temperature`): the game's
 * `bot.candidates` (or every listable action and samples of the open ones),
 * topped up with a few random legal actions, ranked last, when the game offers
 * fewer than three; each action once.
 */
function rankedCandidates(
  game: Game,
  ctx: BotContext,
  ds: readonly ActionDescriptor[],
  draw: Draw,
  temperature: number
): Child[] {
  const hooks = game.definition.bot ?? {};
  const samplers = game.definition.samplers ?? {};
  const listed = hooks.candidates
    ? [...hooks.candidates(ctx, ds)]
    : listCandidates(ds, draw, samplers);
  const seen = new Set<string>();
  const scored: { a: Action; s: number; i: number }[] = [];
  const add = (a: Action, extra: boolean) => {
    const k = keyOf(a);
    if (seen.has(k)) return;
    seen.add(k);
    const s = hooks.score?.(ctx, a) ?? defaultScore(game, ctx, a);
    scored.push({
      a,
      s: Number.isFinite(s) ? s : -1e9,
      i: scored.length + (extra ? 1e6 : 0),
    });
  };
  for (const a of listed) add(a, false);
  // The game's own candidates stay ahead of the random ones drawn to give the search a choice.
  if (seen.size < MIN_CHOICES && totalActions(ds) > seen.size)
    for (let k = 0; k < EXTRA_SAMPLES; k++)
      add(sampleAction(ds, draw, samplers), true);
  const top = Math.max(
    ...scored.filter((x) => x.i < 1e6).map((x) => x.s),
    -1e9
  );
  const weight = (x: { s: number; i: number }) =>
    x.i >= 1e6 ? 0.02 : Math.exp(Math.max(-30, (x.s - top) / temperature));
  const total = scored.reduce((t, x) => t + weight(x), 0);
  scored.sort(
    (x, y) =>
      (y.i >= 1e6 ? 0 : 1) - (x.i >= 1e6 ? 0 : 1) || y.s - x.s || x.i - y.i
  );
  return scored.map((x) => ({
    action: x.a,
    prior: weight(x) / total,
    visits: 0,
    sum: 0,
    avail: 0,
    node: null,
    chance: false,
  }));
}

function newNode(
  game: Game,
  state: MatchState,
  side: string,
  draw: Draw,
  temperature: number
): Node {
  const v = view(game, state, side);
  return {
    children: rankedCandidates(
      game,
      botContext(game, v),
      v.actions,
      draw,
      temperature
    ),
    visits: 0,
    sum: 0,
  };
}

/** How many of the heuristic's candidates a `sampled` playout scores. */
const PLAYOUT_SAMPLE = 4;

/**
 * A light playout policy: the heuristic's best among a few of its candidates
 * drawn at random, rather than among all of them (scoring a shot or a blast is
 * what costs in the table games).
 */
function sampledChoice(game: Game, v: MatchView, draw: Draw): Action {
  const hooks = game.definition.bot ?? {};
  const samplers = game.definition.samplers ?? {};
  const ctx = botContext(game, v);
  const all = hooks.candidates ? hooks.candidates(ctx, v.actions) : listCandidates(v.actions, draw, samplers);
  if (all.length === 0) return sampleAction(v.actions, draw, samplers);
  let best = all[draw(all.length)];
  if (best === undefined) throw new RangeError(`a playout's draw(${all.length}) answered past the candidates`);
  if (all.length === 1) return best;
  let top = hooks.score?.(ctx, best) ?? defaultScore(game, ctx, best);
  for (let k = 1; k < PLAYOUT_SAMPLE; k++) {
    const a = all[draw(all.length)];
    if (a === undefined) throw new RangeError(`a playout's draw(${all.length}) answered past the candidates`);
    const s = hooks.score?.(ctx, a) ?? defaultScore(game, ctx, a);
    if (s > top) (top = s), (best = a);
  }
  return best;
}

/**
 * Adds to a node the moves legal in this world that it does not hold yet
 * (their priors are their shares among themselves), and returns the best of
 * them; null when every legal move is already there, or none is legal.
 */
function widen(
  game: Game,
  n: Node,
  state: MatchState,
  side: string,
  draw: Draw,
  temperature: number
): Child | null {
  const held = new Set(n.children.map((c) => keyOf(c.action)));
  const fresh = newNode(game, state, side, draw, temperature).children.filter(
    (c) => !held.has(keyOf(c.action)) && game.check(state, c.action) === null
  );
  n.children.push(...fresh);
  return fresh[0] ?? null;
}

/**
 * Chooses an action for the side whose view this is, by search. Reads the
 * view alone; the same seed, view and iteration budget give the same action.
 *
 * @example
 * ```ts
 * import { view } from 'hexwar';
 * import { searchAction } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const v = view(myitkyina, state, 'allied');
 * const { action, stats } = searchAction(myitkyina, v, { budget: { iterations: 200 }, seed: 1 });
 * ```
 * @category Bots
 */
export function searchAction(
  game: Game,
  v: MatchView,
  opts: SearchOptions & { readonly seed?: number | string }
): SearchResult {
  const { action, stats } = search(game, v, opts, null);
  return { action, stats };
}

/**
 * What a search bot keeps of one decision's tree for its side's next: the
 * subtree of the move it played, good for the view one step on (its own move
 * the only action between), whoever acts at the subtree's top.
 *
 * @internal
 */
export interface Kept {
  readonly side: string;
  readonly step: number;
  readonly node: Node;
}

/**
 * {@link searchAction}, starting from what the previous decision kept when it
 * applies, and saying what this one keeps.
 *
 * @internal
 */
export function search(
  game: Game,
  v: MatchView,
  opts: SearchOptions & { readonly seed?: number | string },
  kept: Kept | null
): SearchResult & { readonly kept: Kept | null } {
  const tuning = { ...DEFAULTS, ...game.definition.bot?.search, ...opts };
  const rng = seeded(hash(`${opts.seed ?? 0}|${v.side}|${v.step}`));
  const draw: Draw = (n) => rng.int(n);
  const clock = opts.clock ?? (() => performance.now());
  const started = clock();
  const only = (action: Action, why: Partial<SearchStats> = {}) => {
    const stats: SearchStats = {
      ...unsearched(v.side, clock() - started),
      ...why,
    };
    opts.onSearch?.(stats);
    return { action, stats, kept: null };
  };
  if (v.actions.length === 0)
    throw new HexwarError({
      code: "no-actions",
      message: `the ${v.side} player has no legal action to search`,
    });
  // One legal action, or another side's decision the view cannot rebuild: no search to make.
  const forced = forcedAction(v.actions);
  if (forced) return only(forced);
  const open = openDecision(v);
  if (open && !("options" in open))
    return only(heuristicChoice(game, v, draw));
  const root: Node = {
    children: rankedCandidates(
      game,
      botContext(game, v),
      v.actions,
      draw,
      tuning.temperature
    ),
    visits: 0,
    sum: 0,
  };
  const first = root.children[0];
  if (first === undefined) throw new HexwarError({ code: "no-actions", message: `the ${v.side} player's legal actions gave no candidate to search` });
  if (root.children.length === 1) return only(first.action);
  // The previous decision's subtree, when this view is one step past it for the same side: the visits and
  // values of its moves go to the same moves among the candidates ranked here (their priors are this view's),
  // with the subtrees below them. A move no longer offered is dropped with what it learnt.
  let carried = 0;
  if (tuning.keep && kept && kept.side === v.side && kept.step === v.step) {
    const before = new Map(kept.node.children.map((c) => [keyOf(c.action), c]));
    for (const c of root.children) {
      const b = before.get(keyOf(c.action));
      if (!b || b.visits === 0) continue;
      c.visits = b.visits;
      c.sum = b.sum;
      c.avail = b.avail;
      c.node = b.node;
      c.chance = b.chance;
      root.visits += b.visits;
      root.sum += b.sum;
    }
    carried = root.visits;
  }
  const samplers = game.definition.samplers ?? {};
  const policy = (state: MatchState, side: string): Action =>
    tuning.playout === "random"
      ? sampleAction(game.legal(state, side), draw, samplers)
      : tuning.playout === "sampled"
        ? sampledChoice(game, view(game, state, side), draw)
        : heuristicChoice(game, view(game, state, side), draw);
  // With a pool of drawn worlds visited in turn, children are compared on the same worlds (and dice).
  const worlds: MatchState[] = [];
  let nodes = 1;
  let applied = 0;
  let iterations = 0;
  let stalled = 0;
  let policyMs = 0;
  // A set-up placement (before turn 1) gets a small share of the budget.
  const share = v.turn < 1 ? tuning.setupShare : 1;
  const limit =
    "iterations" in tuning.budget
      ? Math.max(1, Math.ceil(tuning.budget.iterations * share))
      : Infinity;
  const deadline =
    "ms" in tuning.budget ? started + tuning.budget.ms * share : Infinity;
  const path: Child[] = [];
  const parents: Node[] = [];
  let baseline: number | undefined;
  const mean = (c: Child) => (c.visits ? c.sum / c.visits : 0);
  /** One iteration: a world drawn, a walk down the tree (from `forced` at the root, when it is legal there), a playout, its value backed up. */
  const iterate = (forced: Child | null): void => {
    // A new world each iteration (OpenSpiel's default), or a pool of them visited in turn.
    let state = Number.isFinite(tuning.worlds)
      ? (worlds[iterations % tuning.worlds] ??= determinize(game, v, draw))
      : determinize(game, v, draw);
    iterations++;
    // Centred: playouts are scored by what they changed from the position of the first world drawn, not
    // by where the side stands (once a decision: a game's evaluation can cost a quarter of an iteration).
    baseline ??= tuning.centred ? positionScore(game, state, v.side) : 0;
    let node: Node | null = root;
    let steps = 0;
    path.length = 0;
    parents.length = 0;
    // Down the tree: the best child legal in this world, until a child not tried before.
    while (node && !state.result && steps < tuning.depth) {
      const side = actingSide(game, state);
      if (side === undefined) break;
      const n: Node = node;
      const mine = side === v.side;
      let pick: Child | null = null;
      if (n === root && forced && forced.action.side === side && game.check(state, forced.action) === null) {
        pick = forced;
        pick.avail++;
      } else {
        const open = Math.min(
          n.children.length,
          Math.ceil(tuning.widening * Math.sqrt(n.visits + 1))
        );
        // Untried children start from the node's mean (first-play urgency), seen from the side acting here.
        const fpu = n.visits
          ? mine
            ? n.sum / n.visits
            : 1 - n.sum / n.visits
          : 0.5;
        let best = -Infinity;
        // The first `open` children (progressive widening), and past them until one is legal here.
        let i = 0;
        for (const c of n.children) {
          if (i++ >= open && pick !== null) break;
          if (c.action.side !== side || game.check(state, c.action) !== null)
            continue;
          c.avail++;
          const q = c.visits
            ? mine
              ? c.sum / c.visits
              : 1 - c.sum / c.visits
            : fpu;
          const u =
            q +
            (tuning.exploration * c.prior * Math.sqrt(c.avail)) / (1 + c.visits);
          if (u > best) (best = u), (pick = c);
        }
      }
      if (!pick) {
        // None of the moves stored here is legal in this world (they came from the worlds that reached
        // the node before: hidden units elsewhere, other dice). As IS-MCTS does, this world's own moves
        // join the node, ranked by the heuristic, so the tree grows on the side that faces hidden units.
        pick = widen(game, n, state, side, draw, tuning.temperature);
        if (!pick) {
          stalled++;
          break;
        }
        pick.avail++;
      }
      const r = game.apply(state, pick.action);
      if (!r.ok) break;
      if (r.state.undoFloor === r.state.step) pick.chance = true;
      state = r.state;
      steps++;
      applied++;
      parents.push(n);
      path.push(pick);
      if (pick.visits === 0) break;
      if (!pick.node && !state.result) {
        const next = actingSide(game, state);
        if (next === undefined) break;
        pick.node = newNode(game, state, next, draw, tuning.temperature);
        nodes++;
      }
      node = pick.node;
    }
    // Play on by the policy, then score.
    while (!state.result && steps < tuning.depth) {
      const side = actingSide(game, state);
      if (side === undefined) break;
      const t0 = performance.now();
      const chosen = policy(state, side);
      policyMs += performance.now() - t0;
      const r = game.apply(state, chosen);
      if (!r.ok) break;
      state = r.state;
      steps++;
      applied++;
    }
    const value = winChance(game, state, v.side, tuning.sharpness, baseline);
    for (const n of parents) n.visits++, (n.sum += value);
    for (const c of path) c.visits++, (c.sum += value);
    if (path.length === 0) root.visits++, (root.sum += value);
  };
  const spent = () => iterations >= limit || (iterations > 0 && clock() >= deadline);
  let chosen = first;
  if (tuning.root === "halving") {
    // Sequential halving: the heuristic's best m moves (the children come best prior first), each played out
    // as often as the others in a round; the better half by prior and value goes on, until one is left or
    // the budget is spent. A move's worth: its prior's logarithm plus its value scaled by the most visits.
    const worth = (c: Child, most: number) =>
      Math.log(Math.max(c.prior, 1e-12)) + (C_VISIT + most) * C_SCALE * (c.visits ? mean(c) : root.visits ? root.sum / root.visits : 0.5);
    const best = (cs: readonly Child[]) => {
      const most = Math.max(...cs.map((c) => c.visits));
      return [...cs].sort((a, b) => worth(b, most) - worth(a, most));
    };
    // Under a clock, the first playout of the best move tells how many the budget holds.
    if (Number.isFinite(deadline)) iterate(first);
    const per = iterations ? Math.max(1e-3, (clock() - started) / iterations) : 1;
    const n = Number.isFinite(limit) ? limit : Math.max(1, Math.floor((deadline - started) / per));
    let alive = root.children.slice(0, halvingMoves(n, root.children.length));
    const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
    for (let r = 0; r < rounds && alive.length > 1 && !spent(); r++) {
      const each = Math.max(1, Math.floor((n - iterations) / (rounds - r) / alive.length));
      for (let k = 0; k < each && !spent(); k++) for (const c of alive) if (!spent()) iterate(c);
      alive = best(alive).slice(0, Math.ceil(alive.length / 2));
    }
    // What the rounds left over (a clock's estimate was short) goes to the survivors in turn; once one move
    // is left the choice is made, and the rest of the budget is not spent.
    for (let k = 0; alive.length > 1 && !spent(); k++) iterate(alive[k % alive.length] ?? first);
    chosen = best(alive)[0] ?? first;
  } else {
    while (!spent()) iterate(null);
    // The most visited child (OpenSpiel's final policy), the better value among equals.
    for (const c of root.children)
      if (
        c.visits > chosen.visits ||
        (c.visits === chosen.visits && mean(c) > mean(chosen))
      )
        chosen = c;
  }
  const stats: SearchStats = {
    side: v.side,
    iterations,
    ms: clock() - started,
    nodes,
    actions: applied,
    policyMs,
    candidates: root.children.length,
    opened: root.children.filter((c) => c.visits > 0).length,
    stalled,
    carried,
    chosen: {
      visits: chosen.visits,
      value: chosen.visits ? chosen.sum / chosen.visits : 0.5,
    },
  };
  opts.onSearch?.(stats);
  return {
    action: chosen.action,
    stats,
    // Only past a move whose outcome was foregone: after a roll or a reveal the next view knows what the worlds
    // below it only guessed at (the open-loop subtree averages over every outcome), so the next search starts afresh.
    kept: tuning.keep && chosen.node && !chosen.chance ? { side: v.side, step: v.step + 1, node: chosen.node } : null,
  };
}

/**
 * A bot that chooses by {@link searchAction}: Information-Set Monte Carlo Tree
 * Search from its side's view, for the budget given. Its seed makes it
 * repeatable under an iteration budget.
 *
 * @example
 * ```ts
 * import { heuristicBot, playMatch, searchBot } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 * playMatch(meiktila, { seed: 1, bots: { allied: searchBot({ budget: { ms: 200 } }), japanese: heuristicBot } });
 * // Against a person: up to 1 s a move and 8 s for all of a turn's moves.
 * const opponent = searchBot({ budget: { ms: 1000 }, turnMs: 8000 });
 * ```
 * @category Bots
 */
export function searchBot(opts: SearchOptions): BotFactory {
  const { budget, turnMs } = opts;
  if (turnMs !== undefined && !("ms" in budget))
    throw new RangeError("a search bot's turnMs needs a budget in milliseconds ({ ms }), not in iterations");
  return forAnySpec((seed, game) => {
    // One clock per bot: each side's bot keeps its own turn's time.
    const clock = turnMs !== undefined && "ms" in budget ? new TurnClock({ decisionMs: budget.ms, turnMs: Math.max(budget.ms, turnMs) }) : null;
    // What the last decision's tree left for the next (one bot plays one match, one side's view at a time).
    let kept: Kept | null = null;
    const think = (v: MatchView, o: SearchOptions): SearchResult => {
      const r = search(game, v, { seed, ...o }, kept);
      kept = r.kept;
      return r;
    };
    return {
      name:
        "iterations" in budget
          ? `search (${budget.iterations} iterations)`
          : `search (${budget.ms} ms${clock ? `, ${clock.budget.turnMs} ms a turn` : ""})`,
      choose: (v) => {
        if (!clock) return think(v, opts).action;
        const { action, stats } = think(v, { ...opts, budget: { ms: clock.allowance(v.turn) } });
        clock.spend(v.turn, stats.ms);
        return action;
      },
    };
  });
}
