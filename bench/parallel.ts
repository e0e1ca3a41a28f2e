/**
 * Simulation work per game: a batch of Myitkyina bot games played by one
 * worker thread, by two worker threads, and by two shard processes (shard 0/2,
 * then 1/2, joined by `hexwar merge`).
 *
 * What is counted, the same on every side: the CPU time of the whole process
 * (every thread: the game threads, V8's compiler and collector threads, the
 * bench's idle main thread) from the moment every player of the run is warm to
 * the moment the last one has its report, divided by the games of the batch.
 * Each player (worker thread or shard process) first loads the game and plays
 * the same warm-up games on seeds outside the batch: every V8 isolate compiles
 * the engine's hot code for itself, so a second worker or shard pays start-up
 * and warm-up once more (about 1.5-2 CPU-seconds here, 10-15 % of a 200-game
 * batch). That fixed cost per player is reported beside the ratio, not hidden
 * in it and not charged to every game. The two shards run side by side (as on a
 * two-core machine); the split is the difference of their CPU times over the
 * larger. Ratios are taken within each round and their median reported. The tables of two
 * workers, of the merged shards and of `simulateInWorkers` with two workers
 * must be identical to one worker's; a wall-clock speed-up is information.
 */
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { simulateInWorkers } from '../src/cli/parallel';
import { mergeSimulations, type SimulationReport } from '../src/simulate';
import type { BenchJob } from './parallel-worker';
import type { Row } from './hexcore';

/** CPU milliseconds of this process, every thread. */
function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const playerScript = fileURLToPath(new URL('./parallel-worker.js', import.meta.url));

interface Run {
  /** CPU ms of the whole process from every player warm to the last report. */
  readonly cpu: number;
  /** CPU ms of start-up and warm-up, per player. */
  readonly warm: number;
  /** Wall-clock ms of the timed part. */
  readonly wall: number;
  readonly report: SimulationReport;
}

/** Plays the batch on `n` worker threads, each warmed before the clock starts. */
async function inWorkers(n: number, games: number, seed: number, warmup: number): Promise<Run> {
  const c0 = processCpuMs();
  const workers = Array.from({ length: n }, (_, index) => new Worker(playerScript, { workerData: { games, seed, warmup, shard: { index, count: n } } satisfies BenchJob }));
  const next = (w: Worker) => new Promise<{ kind: string; report?: SimulationReport }>((ok, fail) => {
    w.once('message', ok);
    w.once('error', fail);
  });
  await Promise.all(workers.map(next));
  const c = processCpuMs();
  const t = performance.now();
  const reports = await Promise.all(
    workers.map((w) => {
      const done = next(w);
      w.postMessage('go');
      return done;
    }),
  );
  const run = { cpu: processCpuMs() - c, wall: performance.now() - t, warm: (c - c0) / n, report: mergeSimulations(reports.map((r) => r.report!)) };
  await Promise.all(workers.map((w) => w.terminate()));
  return run;
}

/** Plays the batch as two shard processes side by side, each warmed before the word to start. */
async function inShards(games: number, seed: number, warmup: number, dir: string): Promise<{ cpu: number[]; warm: number[]; files: string[] }> {
  const children = [0, 1].map((index) => fork(playerScript, [String(games), String(seed), `${index}/2`, String(warmup)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'production' } }));
  const outs = children.map((c) => {
    let text = '';
    c.stdout!.on('data', (d: Buffer) => (text += d.toString()));
    return new Promise<string>((ok, fail) => c.on('exit', (code) => (code === 0 ? ok(text) : fail(new Error(`bench: a shard process stopped with code ${code}`)))));
  });
  await Promise.all(children.map((c) => new Promise((ok) => c.once('message', ok))));
  for (const c of children) c.send('go');
  const results = (await Promise.all(outs)).map((t) => JSON.parse(t) as { cpu: number; warmCpu: number });
  const files = results.map((_, i) => join(dir, `shard${i}.json`));
  (await Promise.all(outs)).forEach((t, i) => writeFileSync(files[i]!, t));
  return { cpu: results.map((r) => r.cpu), warm: results.map((r) => r.warmCpu), files };
}

export async function runParallel(rounds: { rounds: number }, quick: boolean): Promise<Row[]> {
  const games = quick ? 40 : 200;
  const seed = 100;
  const warmup = quick ? 10 : 20;
  const cli = fileURLToPath(new URL('./cli.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'hexwar-bench-'));
  const one: Run[] = [];
  const two: Run[] = [];
  const sharded: { cpu: number; warm: number; split: number }[] = [];
  const ratios: { w2: number; s2: number }[] = [];
  let same = true;
  try {
    for (let r = 0; r < Math.max(1, Math.min(rounds.rounds, quick ? 1 : 3)); r++) {
      // The three sides take turns at going first, so that a neighbour's busy spell falls on each alike.
      let files: string[] = [];
      for (const side of (['one', 'two', 'shards'] as const).map((_, i, all) => all[(i + r) % 3]!)) {
        if (side === 'one') one.push(await inWorkers(1, games, seed, warmup));
        else if (side === 'two') two.push(await inWorkers(2, games, seed, warmup));
        else {
          // Two shards as separate processes, side by side, each timing itself.
          const { cpu, warm, files: written } = await inShards(games, seed, warmup, dir);
          files = written;
          sharded.push({ cpu: cpu[0]! + cpu[1]!, warm: (warm[0]! + warm[1]!) / 2, split: Math.abs(cpu[0]! - cpu[1]!) / Math.max(cpu[0]!, cpu[1]!) });
        }
      }
      const merged = spawnSync(process.execPath, [cli, 'merge', ...files, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
      if (merged.status !== 0) throw new Error(`bench: hexwar merge failed: ${merged.stderr}`);
      const single = JSON.stringify(one.at(-1)!.report);
      const o = one.at(-1)!.cpu;
      ratios.push({ w2: two.at(-1)!.cpu / o, s2: sharded.at(-1)!.cpu / o });
      same &&= single === JSON.stringify(two.at(-1)!.report) && single === JSON.stringify((JSON.parse(merged.stdout) as { report: unknown }).report);
    }
    // The command's own path (workers started cold, as `hexwar simulate` starts them) must give the same table.
    same &&= JSON.stringify(one[0]!.report) === JSON.stringify(await simulateInWorkers({ game: 'myitkyina' }, { games, seed, workers: 2 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!same) throw new Error('bench: the two-worker, merged two-shard or simulateInWorkers table is not the one-worker table');
  const perGame = (xs: { cpu: number }[]) => median(xs.map((x) => x.cpu)) / games;
  const o = perGame(one);
  // Each round's ratios pair runs made within minutes, under much the same load; the median over rounds is reported.
  const w2 = median(ratios.map((x) => x.w2));
  const s2 = median(ratios.map((x) => x.s2));
  const split = median(sharded.map((s) => s.split));
  const warmS = (xs: { warm: number }[]) => (median(xs.map((x) => x.warm)) / 1000).toFixed(1);
  const counted = `whole process, every thread, from all players warm to the last report; each player first starts and plays ${warmup} warm-up games on other seeds`;
  return [
    {
      key: 'simulate_cpu_per_game_2_workers_vs_1',
      ratio: w2,
      goal: '≤ 1.15',
      ok: w2 <= 1.15,
      detail: `${games} Myitkyina games: ${perGame(two).toFixed(1)} CPU ms/game on 2 worker threads / ${o.toFixed(1)} on one (${counted}); start-up + warm-up ${warmS(two)} CPU-s per worker on 2, ${warmS(one)} alone, paid once per worker; wall-clock speed-up of the timed part ${(median(one.map((x) => x.wall)) / median(two.map((x) => x.wall))).toFixed(2)}× (information)`,
    },
    {
      key: 'simulate_cpu_per_game_2_shards_vs_1',
      ratio: s2,
      goal: '≤ 1.15',
      ok: s2 <= 1.15,
      detail: `${perGame(sharded).toFixed(1)} CPU ms/game over shards 0/2 and 1/2 (two processes side by side, each ${counted.replace('all players warm', 'both warm').replace('the last report', 'its report')}) / ${o.toFixed(1)} on one worker thread; start-up + warm-up ${warmS(sharded)} CPU-s per shard process; merged table identical`,
    },
    {
      key: 'simulate_shard_split',
      ratio: split,
      goal: '≤ 0.05',
      ok: split <= 0.05,
      detail: `difference between the two shards' timed CPU, as a share of the larger, median over rounds (games dealt alternately: shard i plays games i, i + 2, …; the shards played ${sharded.length} × ${games} games)`,
    },
  ];
}
