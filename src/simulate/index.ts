/**
 * Many bot games for balance studies, in shards that merge exactly.
 */
import type { Game } from '../engine/game';
import type { AnySpec, Spec } from '../engine/definition';
import { playMatch, type PlayOptions } from '../play';

/**
 * A spread of numbers: least, mean, most.
 *
 * @category Bots
 */
export interface Spread {
  /** The least. */
  readonly min: number;
  /** The mean. */
  readonly mean: number;
  /** The most. */
  readonly max: number;
  /** How many values (so that shards merge exactly). */
  readonly count: number;
  /** Their sum. */
  readonly sum: number;
}

/**
 * One share of a batch of games: the games whose index `i` has `i % count ===
 * index`, each with the seed it has in the whole batch, so that shards run
 * anywhere merge into exactly what one run gives.
 *
 * @category Bots
 */
export interface Shard {
  /** This shard, from 0. */
  readonly index: number;
  /** How many shards in all. */
  readonly count: number;
}

/** The game indexes of a shard, in order. @internal */
export function shardGames(games: number, shard: Shard | undefined): number[] {
  const out: number[] = [];
  for (let i = 0; i < games; i++) if (!shard || i % shard.count === shard.index) out.push(i);
  return out;
}

/**
 * What {@link simulate} found over many bot games.
 *
 * @example
 * ```ts
 * import { simulate } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const report = simulate(myitkyina, { games: 100 });
 * console.log(report.wins, `mean ${report.turns.mean} turns`, `${report.unfinished} unfinished`);
 * ```
 * @category Bots
 */
export interface SimulationReport {
  /** Games played. */
  readonly games: number;
  /** Wins by side, and `draw`. */
  readonly wins: { readonly [side: string]: number };
  /** Victory points by side, over the games that report them. */
  readonly vp: { readonly [side: string]: Spread };
  /** Actions per game. */
  readonly steps: Spread;
  /** Game turns per game. */
  readonly turns: Spread;
  /** Games stopped by a dead end or the step limit. */
  readonly unfinished: number;
}

function spread(xs: readonly number[]): Spread {
  if (xs.length === 0) return { min: 0, mean: 0, max: 0, count: 0, sum: 0 };
  const sum = xs.reduce((a, b) => a + b, 0);
  return { min: Math.min(...xs), mean: sum / xs.length, max: Math.max(...xs), count: xs.length, sum };
}

function mergeSpreads(parts: readonly Spread[]): Spread {
  const live = parts.filter((p) => p.count > 0);
  if (live.length === 0) return { min: 0, mean: 0, max: 0, count: 0, sum: 0 };
  const count = live.reduce((a, p) => a + p.count, 0);
  const sum = live.reduce((a, p) => a + p.sum, 0);
  return { min: Math.min(...live.map((p) => p.min)), mean: sum / count, max: Math.max(...live.map((p) => p.max)), count, sum };
}

/**
 * Merges the reports of shards of one batch (see {@link Shard}) into the
 * report one run of the whole batch gives.
 *
 * @example
 * ```ts
 * import { simulate } from 'hexwar';
 * import { mergeSimulations } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const shards = [0, 1].map((index) => simulate(myitkyina, { games: 100, shard: { index, count: 2 } }));
 * mergeSimulations(shards).wins; // the same as one run of the 100 games
 * ```
 * @category Bots
 */
export function mergeSimulations(reports: readonly SimulationReport[]): SimulationReport {
  const wins: Record<string, number> = {};
  for (const r of reports) for (const [k, n] of Object.entries(r.wins)) wins[k] = (wins[k] ?? 0) + n;
  const sides = [...new Set(reports.flatMap((r) => Object.keys(r.vp)))];
  return {
    games: reports.reduce((a, r) => a + r.games, 0),
    wins,
    vp: Object.fromEntries(sides.map((s) => [s, mergeSpreads(reports.flatMap((r) => (r.vp[s] ? [r.vp[s]] : [])))])),
    steps: mergeSpreads(reports.map((r) => r.steps)),
    turns: mergeSpreads(reports.map((r) => r.turns)),
    unfinished: reports.reduce((a, r) => a + r.unfinished, 0),
  };
}

/**
 * Plays many bot games (seeds `seed`, `seed + 1`, …) for balance studies.
 *
 * @example
 * ```ts
 * import { simulate } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 * const report = simulate(meiktila, { games: 100 });
 * report.wins; // { allied: 61, japanese: 39, draw: 0 }
 * ```
 * @category Bots
 */
export function simulate<G extends Spec = AnySpec>(
  game: Game<G>,
  opts: {
    readonly games: number;
    readonly seed?: number;
    /**
     * A secret for the batch: each game's secret seed is this and its own seed
     * (see {@link PlayOptions.secretSeed}), the same in every shard, so shards
     * given the same secret merge into the very report one run gives. Without
     * it each game's secrets are keyed from its public seed.
     */
    readonly secretSeed?: string;
    readonly scenario?: string;
    readonly options?: Partial<G['options']>;
    readonly bots?: PlayOptions['bots'];
    readonly maxSteps?: number;
    readonly onGame?: (done: number) => void;
    /** Play only this shard of the games (see {@link Shard}). */
    readonly shard?: Shard;
  },
): SimulationReport {
  const wins: Record<string, number> = { draw: 0 };
  for (const s of game.sides) wins[s] = 0;
  const vp: Record<string, number[]> = {};
  const steps: number[] = [];
  const turns: number[] = [];
  let unfinished = 0;
  const mine = shardGames(opts.games, opts.shard);
  for (const [done, i] of mine.entries()) {
    const r = playMatch(game, {
      seed: (opts.seed ?? 1) + i,
      ...(opts.secretSeed !== undefined ? { secretSeed: `${opts.secretSeed}/${(opts.seed ?? 1) + i}` } : {}),
      ...(opts.scenario ? { scenario: opts.scenario } : {}),
      ...(opts.options ? { options: opts.options } : {}),
      ...(opts.bots ? { bots: opts.bots } : {}),
      ...(opts.maxSteps ? { maxSteps: opts.maxSteps } : {}),
    });
    steps.push(r.record.actions.length);
    turns.push(r.state.turn);
    if (r.ended !== 'result' || !r.state.result) unfinished++;
    else {
      const w = r.state.result.winner ?? 'draw';
      wins[w] = (wins[w] ?? 0) + 1;
      for (const [side, points] of Object.entries(r.state.result.vp ?? {})) (vp[side] ??= []).push(points);
    }
    opts.onGame?.(done + 1);
  }
  return { games: mine.length, wins, vp: Object.fromEntries(Object.entries(vp).map(([s, xs]) => [s, spread(xs)])), steps: spread(steps), turns: spread(turns), unfinished };
}
