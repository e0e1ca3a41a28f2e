/**
 * Simulation work per game: a batch of Myitkyina bot games played by one
 * worker thread, by two worker threads, and by two shard processes
 * (`hexwar simulate --shard 0/2`, `1/2`, then `hexwar merge`), each measured in
 * CPU-seconds per game of the whole process (every thread: the game threads,
 * V8's compiler and collector). On two cores, two workers cannot give twice
 * the wall-clock speed when one worker already keeps the compiler and collector
 * threads busy; what should not grow is the work each game costs. The merged
 * tables must be identical to one worker's; a wall-clock speed-up is kept as
 * information.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simulateInWorkers } from '../src/cli/parallel';
import type { Row } from './hexcore';

/** CPU milliseconds of this process, every thread. */
function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** CPU milliseconds of the children this process has waited for (`/proc/self/stat` cutime + cstime). */
function childrenCpuMs(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces) start at the last ')'.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(f[13]) + Number(f[14]); // cutime, cstime (fields 16 and 17 of the whole line)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runParallel(rounds: { rounds: number }, quick: boolean): Promise<Row[]> {
  const games = quick ? 40 : 200;
  const cli = fileURLToPath(new URL('./cli.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'hexwar-bench-'));
  const one: number[] = [];
  const two: number[] = [];
  const sharded: number[] = [];
  const wallOne: number[] = [];
  const wallTwo: number[] = [];
  const splits: number[] = [];
  let same = true;
  try {
    for (let r = 0; r < Math.max(1, Math.min(rounds.rounds, quick ? 1 : 2)); r++) {
      let c = processCpuMs();
      let t = performance.now();
      const single = await simulateInWorkers({ game: 'myitkyina' }, { games, seed: 100, workers: 1 });
      wallOne.push(performance.now() - t);
      one.push((processCpuMs() - c) / games);
      c = processCpuMs();
      t = performance.now();
      const split = await simulateInWorkers({ game: 'myitkyina' }, { games, seed: 100, workers: 2 });
      wallTwo.push(performance.now() - t);
      two.push((processCpuMs() - c) / games);
      // Two shards as separate processes, one after the other, each measured on its own.
      const shardCpu: number[] = [];
      const files: string[] = [];
      for (const index of [0, 1]) {
        const before = childrenCpuMs();
        const res = spawnSync(process.execPath, [cli, 'simulate', 'myitkyina', '--games', String(games), '--seed', '100', '--shard', `${index}/2`, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, NODE_ENV: 'production' } });
        if (res.status !== 0) throw new Error(`bench: shard ${index}/2 failed: ${res.stderr}`);
        shardCpu.push(childrenCpuMs() - before);
        const file = join(dir, `shard${index}.json`);
        writeFileSync(file, res.stdout);
        files.push(file);
      }
      const merged = spawnSync(process.execPath, [cli, 'merge', ...files, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
      if (merged.status !== 0) throw new Error(`bench: hexwar merge failed: ${merged.stderr}`);
      sharded.push((shardCpu[0]! + shardCpu[1]!) / games);
      splits.push(Math.abs(shardCpu[0]! - shardCpu[1]!) / Math.max(shardCpu[0]!, shardCpu[1]!));
      const report = (JSON.parse(merged.stdout) as { report: unknown }).report;
      same &&= JSON.stringify(single) === JSON.stringify(split) && JSON.stringify(single) === JSON.stringify(report);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!same) throw new Error('bench: the two-worker or merged two-shard simulation does not give the one-worker table');
  const o = median(one);
  const w2 = median(two) / o;
  const s2 = median(sharded) / o;
  const split = Math.max(...splits);
  return [
    {
      key: 'simulate_cpu_per_game_2_workers_vs_1',
      ratio: w2,
      goal: '≤ 1.15',
      ok: w2 <= 1.15,
      detail: `${games} Myitkyina games: ${median(two).toFixed(0)} CPU ms/game on 2 worker threads / ${o.toFixed(0)} on one (whole process, start-up included); wall-clock speed-up ${(median(wallOne) / median(wallTwo)).toFixed(2)}× (information)`,
    },
    {
      key: 'simulate_cpu_per_game_2_shards_vs_1',
      ratio: s2,
      goal: '≤ 1.15',
      ok: s2 <= 1.15,
      detail: `${median(sharded).toFixed(0)} CPU ms/game over shards 0/2 and 1/2 (two processes, start-up included) / ${o.toFixed(0)} on one worker thread; the shards' work differs by ${(split * 100).toFixed(1)} % (goal ≤ 5 %); merged table identical`,
    },
    {
      key: 'simulate_shard_split',
      ratio: split,
      goal: '≤ 0.05',
      ok: split <= 0.05,
      detail: `largest difference between the two shards' CPU time, as a share of the larger`,
    },
  ];
}
