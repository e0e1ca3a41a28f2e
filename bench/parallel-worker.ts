/**
 * One player of the simulation bench (bench/parallel.ts): a worker thread, or a
 * shard process (`node parallel-worker.js <games> <seed> <index>/<count>
 * <warm-up games>`, forked with an IPC channel). It loads the game, plays
 * warm-up games on seeds outside the batch (so that V8 has compiled the hot
 * code before the clock starts), says so, and on the bench's word plays its
 * share of the batch with the same `simulate` and bots as `hexwar simulate
 * --shard`: so every player of a run is warm when the clock starts. A shard
 * process reads its own CPU time (every thread) around its share and prints it
 * with its report in `hexwar simulate --json`'s form.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { simulate, type Shard } from '../src/simulate';
import { botsOf } from '../src/cli/bots';
import { shippedGame } from '../games';
import type { Game } from '../src/engine/game';

/** What a bench worker is asked to play. */
export interface BenchJob {
  readonly games: number;
  readonly seed: number;
  readonly shard: Shard;
  readonly warmup: number;
}

/** Seeds of the warm-up games: far from any batch the bench plays. */
export const WARMUP_SEED = 1_000_000;

const bots = botsOf('heuristic', { ms: 200 });
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function warm(job: BenchJob): Promise<Game> {
  const game = (await shippedGame('myitkyina'))!;
  simulate(game, { games: job.warmup, seed: WARMUP_SEED, bots });
  return game;
}

const play = (game: Game, job: BenchJob) => simulate(game, { games: job.games, seed: job.seed, shard: job.shard, bots });

if (!isMainThread && parentPort) {
  const port = parentPort;
  const job = workerData as BenchJob;
  void warm(job).then((game) => {
    port.once('message', () => port.postMessage({ kind: 'report', report: play(game, job) }));
    port.postMessage({ kind: 'warm' });
  });
} else if (process.argv[2] && process.send) {
  const [games, seed, shard, warmup] = process.argv.slice(2);
  const [index, count] = shard!.split('/').map(Number);
  const job: BenchJob = { games: Number(games), seed: Number(seed), shard: { index: index!, count: count! }, warmup: Number(warmup) };
  const game = await warm(job);
  const warmCpu = processCpuMs();
  process.once('message', () => {
    const c = processCpuMs();
    const report = play(game, job);
    const cpu = processCpuMs() - c;
    console.log(JSON.stringify({ kind: 'simulation', game: game.id, title: game.title, bots: 'heuristic bots', report, warmCpu, cpu }));
    process.disconnect();
  });
  process.send({ kind: 'warm' });
}
