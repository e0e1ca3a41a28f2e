/**
 * A worker thread of `simulateInWorkers` / `fuzzInWorkers`: loads the game,
 * plays its shard of the batch and posts the report.
 *
 * @internal
 * @module
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { fuzz } from '../fuzz';
import { simulate, type Shard } from '../simulate';
import { botsOf } from './bots';
import type { Game } from '../engine/game';
import type { GameSource, ParallelOptions } from './parallel';
import { shippedGame } from '../../games';

interface Job {
  readonly task: 'simulate' | 'fuzz';
  readonly source: GameSource;
  readonly opts: ParallelOptions;
  readonly shard: Shard;
}

/** A game by registry id, or from a module path or URL. @internal */
async function loadGameSource(source: GameSource): Promise<Game> {
  const known = await shippedGame(source.game);
  if (known) return known;
  const url = /^[a-z]+:/.test(source.game) ? source.game : pathToFileURL(resolve(source.game)).href;
  const mod: Record<string, unknown> = await import(url);
  const isGame = (v: unknown): v is Game => typeof v === 'object' && v !== null && 'apply' in v && 'definition' in v;
  const found = source.export ? mod[source.export] : [mod['default'], ...Object.values(mod)].find(isGame);
  if (!isGame(found)) throw new Error(`${source.game} exports no game${source.export ? ` named ${source.export}` : ''}`);
  return found;
}

if (parentPort && workerData) {
  const job = workerData as Job;
  const port = parentPort;
  loadGameSource(job.source)
    .then((game) => {
      const o = job.opts;
      const common = { games: o.games, seed: o.seed ?? 1, shard: job.shard, ...(o.secretSeed !== undefined ? { secretSeed: o.secretSeed } : {}), ...(o.scenario ? { scenario: o.scenario } : {}), ...(o.options ? { options: o.options } : {}), ...(o.maxSteps ? { maxSteps: o.maxSteps } : {}) };
      const onGame = () => port.postMessage({ kind: 'game' });
      const report = job.task === 'simulate' ? simulate(game, { ...common, bots: botsOf(o.bots ?? 'heuristic', o.budget ?? { ms: 200 }), onGame }) : fuzz(game, { ...common, onGame });
      port.postMessage({ kind: 'report', report });
    })
    .catch((e: unknown) => port.postMessage({ kind: 'error', message: e instanceof Error ? e.message : String(e) }));
}
