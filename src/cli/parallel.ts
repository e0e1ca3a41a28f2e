import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FuzzOptions, FuzzReport } from '../fuzz';
import type { SimulationReport } from '../simulate';
import type { JsonValue } from '../engine/types';
import type { SearchBudget } from '../bots/search';
import type { BotSpec } from './bots';

/**
 * Where a worker finds the game: a shipped game's id, or the path or URL of a
 * module that exports one (the module's default export, or the named one).
 *
 * @category Bots
 */
export interface GameSource {
  /** A shipped game's id (`meiktila`), or a module path or `file:` URL. */
  readonly game: string;
  /** The export that holds the game, if not the first game the module exports. */
  readonly export?: string;
}

/** Options every worker gets (plain JSON: workers get a copy). */
export interface ParallelOptions {
  /** Games in the whole batch. */
  readonly games: number;
  /** The batch's first seed. */
  readonly seed?: number;
  /** The batch's secret, for what games draw for one side alone (see `simulate`). */
  readonly secretSeed?: string;
  /** The scenario. */
  readonly scenario?: string;
  /** Optional rules. */
  readonly options?: { readonly [o: string]: JsonValue };
  /** Which bots play, for simulations (default: heuristic for every side). */
  readonly bots?: BotSpec;
  /** The search bots' budget (default 200 ms of CPU a decision). */
  readonly budget?: SearchBudget;
  /** Step limit per game. */
  readonly maxSteps?: number;
  /** Workers to use (default: every core). */
  readonly workers?: number;
  /** Called as games finish, with how many are done in all. */
  readonly onGame?: (done: number) => void;
}

/** The worker script next to this module: TypeScript when run from source, JavaScript when built. */
function workerUrl(): URL {
  return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url);
}

/**
 * Where tsx's loader is, for a game written in TypeScript (`crossing.ts`): a worker thread does not
 * inherit the loader the command was started with (`npx tsx …/hexwar fuzz crossing.ts`), so each
 * worker registers it again, from the plugin's own project (or the current directory's). Null for
 * a shipped game or a JavaScript module, and for a TypeScript plugin without tsx on a Node that strips
 * types itself (22.18 and later, 24): a worker imports it as the command did.
 */
function typeScriptLoader(source: GameSource): readonly string[] | null {
  if (!/\.[cm]?tsx?$/.test(source.game) || /^[a-z]+:/.test(source.game) && !source.game.startsWith('file:')) return null;
  const file = source.game.startsWith('file:') ? fileURLToPath(source.game) : resolve(source.game);
  for (const base of [file, join(process.cwd(), 'package.json')]) {
    try {
      // The ES module entry (its CommonJS one cannot register the hooks from a worker): read from tsx's own exports.
      // Both of tsx's hooks, as its own command registers them: a plugin in a CommonJS project is required, in an ES module project imported.
      const pkg = createRequire(base).resolve('tsx/package.json');
      const exports = (JSON.parse(readFileSync(pkg, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports;
      return ['./esm/api', './cjs/api'].map((api) => {
        const entry = exports[api];
        // A tsx without this hook: the catch below tries the next place.
        if (!entry) throw new Error(`tsx at ${pkg} exports no ${api}`);
        return pathToFileURL(join(dirname(pkg), entry.import.default)).href;
      });
    } catch {
      // Not there: the next place.
    }
  }
  if ((process.features as { typescript?: string | false }).typescript) return null;
  throw new Error(`${source.game} is TypeScript, which the worker threads load through tsx on Node ${process.versions.node}: install it beside the plugin (npm install -D tsx), run Node 22.18 or later (it strips types itself), or give --workers 1`);
}

/** Runs shards of a batch in worker threads and returns their reports. */
function runShards<R>(task: 'simulate' | 'fuzz', source: GameSource, opts: ParallelOptions): Promise<R[]> {
  const n = Math.max(1, Math.min(opts.workers ?? availableParallelism(), opts.games));
  let tsLoader: readonly string[] | null;
  try {
    tsLoader = typeScriptLoader(source);
  } catch (e) {
    return Promise.reject(e);
  }
  let done = 0;
  const { onGame: _progress, workers: _workers, ...plain } = opts;
  return Promise.all(
    Array.from(
      { length: n },
      (_, index) =>
        new Promise<R>((resolveShard, reject) => {
          const url = workerUrl();
          const workerData = { task, source, opts: plain, shard: { index, count: n } };
          // From source (npm run hexwar), or for a plugin in TypeScript, a worker registers tsx's loader itself: the main thread's hooks do not reach it.
          const loaders = url.pathname.endsWith('.ts') ? ['tsx/esm/api'] : tsLoader;
          const w = loaders
            ? new Worker(`Promise.all(${JSON.stringify(loaders)}.map((l) => import(l).then((t) => t.register()))).then(() => import(${JSON.stringify(url.href)}));`, { eval: true, workerData })
            : new Worker(url, { workerData });
          w.on('message', (m: { kind: 'game' } | { kind: 'report'; report: R } | { kind: 'error'; message: string }) => {
            if (m.kind === 'game') opts.onGame?.(++done);
            else if (m.kind === 'report') resolveShard(m.report);
            else reject(new Error(m.message));
          });
          w.on('error', reject);
          w.on('exit', (code) => code !== 0 && reject(new Error(`a worker stopped with code ${code}`)));
        }),
    ),
  );
}

/**
 * {@link simulate} across every core: the batch is split into shards, one per
 * worker thread, and the reports merged into exactly what one run gives.
 *
 * @example
 * ```ts
 * const report = await simulateInWorkers({ game: 'myitkyina' }, { games: 1000 });
 * ```
 * @category Bots
 */
export async function simulateInWorkers(source: GameSource, opts: ParallelOptions): Promise<SimulationReport> {
  const { mergeSimulations } = await import('../simulate');
  return mergeSimulations(await runShards<SimulationReport>('simulate', source, opts));
}

/**
 * {@link fuzz} across every core, the reports merged.
 *
 * @category Bots
 */
export async function fuzzInWorkers(source: GameSource, opts: ParallelOptions & Pick<FuzzOptions, 'maxRepeats'>): Promise<FuzzReport> {
  const { mergeFuzzReports } = await import('../fuzz');
  return mergeFuzzReports(await runShards<FuzzReport>('fuzz', source, opts));
}
