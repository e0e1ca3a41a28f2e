/**
 * Simulation across cores: a batch of Myitkyina bot games in two worker
 * threads against the same batch in one thread (the merged reports must be
 * the same table).
 */
import { simulate, heuristicBot } from '../src/bots';
import { simulateInWorkers } from '../src/cli/parallel';
import { myitkyina } from '../games/myitkyina';
import type { Game } from '../src/engine';
import type { Row } from './hexcore';

export async function runParallel(rounds: { rounds: number }): Promise<Row[]> {
  const games = 12;
  const one: number[] = [];
  const two: number[] = [];
  let same = true;
  for (let r = 0; r < Math.max(2, Math.min(rounds.rounds, 3)); r++) {
    let t = performance.now();
    const single = simulate(myitkyina as unknown as Game, { games, seed: 100, bots: heuristicBot });
    one.push(performance.now() - t);
    t = performance.now();
    const split = await simulateInWorkers({ game: 'myitkyina' }, { games, seed: 100, workers: 2 });
    two.push(performance.now() - t);
    same &&= JSON.stringify(single.wins) === JSON.stringify(split.wins) && single.steps.sum === split.steps.sum;
  }
  if (!same) throw new Error('bench: the two-worker simulation does not give the one-thread table');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const ratio = median(one) / median(two);
  return [
    {
      key: 'simulate_2_cores_vs_1',
      ratio,
      goal: '≥ 1.7',
      ok: ratio >= 1.7,
      detail: `${games} Myitkyina games: one thread ${median(one).toFixed(0)} ms / two worker threads ${median(two).toFixed(0)} ms (worker start-up included)`,
    },
  ];
}
