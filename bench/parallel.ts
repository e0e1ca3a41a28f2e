/**
 * Simulation across cores: a batch of Myitkyina bot games in two worker
 * threads against the same batch in one worker thread. Both start cold, as
 * `hexwar simulate --workers 1` and `--workers 2` do (a fresh thread loads the
 * library and warms its JIT: about 0.4 s, and its first games run at half
 * speed), so the batch is one a balance study would run, not a handful; the
 * merged tables must be identical.
 */
import { simulateInWorkers } from '../src/cli/parallel';
import type { Row } from './hexcore';

export async function runParallel(rounds: { rounds: number }): Promise<Row[]> {
  const games = 40;
  const one: number[] = [];
  const two: number[] = [];
  let same = true;
  for (let r = 0; r < Math.max(2, Math.min(rounds.rounds, 3)); r++) {
    let t = performance.now();
    const single = await simulateInWorkers({ game: 'myitkyina' }, { games, seed: 100, workers: 1 });
    one.push(performance.now() - t);
    t = performance.now();
    const split = await simulateInWorkers({ game: 'myitkyina' }, { games, seed: 100, workers: 2 });
    two.push(performance.now() - t);
    same &&= JSON.stringify(single.wins) === JSON.stringify(split.wins) && single.steps.sum === split.steps.sum;
  }
  if (!same) throw new Error('bench: the two-worker simulation does not give the one-worker table');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratio = median(one) / median(two);
  return [
    {
      key: 'simulate_2_cores_vs_1',
      ratio,
      goal: '≥ 1.7',
      ok: ratio >= 1.7,
      detail: `${games} Myitkyina games: one worker thread ${median(one).toFixed(0)} ms / two ${median(two).toFixed(0)} ms (start-up included)`,
    },
  ];
}
