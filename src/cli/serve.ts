/**
 * `hexwar serve`: one host process over PGlite (a data directory) or a
 * Postgres server, serving every shipped game. Runs until SIGINT or SIGTERM.
 */
import { gameIds, shippedGame } from '../../games';
import type { Game } from '../engine';

/** What `hexwar serve` is told. @internal */
export interface ServeOptions {
  readonly port: number;
  readonly hostname: string;
  readonly data?: string;
  readonly database?: string;
  readonly maxSockets?: number;
  readonly actionsPerSecond?: number;
  readonly maxMessageBytes?: number;
  /** The searching bot's thinking time a move in milliseconds (0: the host runs none). */
  readonly searchMs?: number;
}

/** The search worker next to this module, started: TypeScript from source (tsx's loader registered in it), JavaScript when built. */
async function searchWorker(): Promise<import('node:worker_threads').Worker> {
  const { Worker } = await import('node:worker_threads');
  const url = new URL(import.meta.url.endsWith('.ts') ? './search-worker.ts' : './search-worker.js', import.meta.url);
  return url.pathname.endsWith('.ts') ? new Worker(`import('tsx/esm/api').then((t) => t.register()).then(() => import(${JSON.stringify(url.href)}));`, { eval: true }) : new Worker(url);
}

/** Starts a host and resolves when it has stopped (on a signal). @internal */
export async function serve(opts: ServeOptions, out: (s: string) => void): Promise<number> {
  let server: typeof import('../server');
  try {
    server = await import('../server');
  } catch (e) {
    out(`hexwar serve needs the host's libraries: npm install @electric-sql/pglite pg hono @hono/node-server ws (${e instanceof Error ? e.message : String(e)})`);
    return 1;
  }
  const games = (await Promise.all(gameIds.map((id) => shippedGame(id)))).filter((g): g is Game => g !== undefined);
  const sql = await server.openDatabase(opts.database ? { database: opts.database } : { data: opts.data ?? './hexwar-data' });
  const limits = {
    ...(opts.maxSockets !== undefined ? { maxSockets: opts.maxSockets } : {}),
    ...(opts.actionsPerSecond !== undefined ? { actionsPerSecond: opts.actionsPerSecond } : {}),
    ...(opts.maxMessageBytes !== undefined ? { maxMessageBytes: opts.maxMessageBytes } : {}),
  };
  // Seats filled by the searching bot think in a worker thread of their own.
  const thinkMs = opts.searchMs ?? 1000;
  const worker = thinkMs > 0 ? await searchWorker() : null;
  const host = await server.Host.open({ games, sql, limits, ...(worker ? { search: { worker, budget: { ms: thinkMs } } } : {}) });
  const l = await server.listen(host, { port: opts.port, hostname: opts.hostname });
  const where = opts.database ? `Postgres at ${opts.database.replace(/\/\/[^@/]*@/, '//…@')}` : `PGlite in ${opts.data ?? './hexwar-data'}`;
  out(`hexwar host listening on http://${opts.hostname}:${l.port} (${where}; games: ${gameIds.join(', ')}; ${worker ? `searching bot: ${thinkMs} ms a move` : 'no searching bot'})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  host.close();
  await worker?.terminate();
  await l.close();
  await sql.close();
  return 0;
}
