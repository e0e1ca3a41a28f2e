/**
 * `hexwar serve`: one host process over PGlite (a data directory) or a
 * Postgres server, serving every shipped game. Runs until SIGINT or SIGTERM.
 */
import { Worker } from 'node:worker_threads';
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
  /** Whether clients' addresses come from `X-Forwarded-For` (behind a balancer). */
  readonly trustProxy?: boolean;
}

/** A worker script next to this module, started: TypeScript from source (tsx's loader registered in it), JavaScript when built. */
function startWorker(name: string): Worker {
  const url = new URL(import.meta.url.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, import.meta.url);
  return url.pathname.endsWith('.ts') ? new Worker(`import('tsx/esm/api').then((t) => t.register()).then(() => import(${JSON.stringify(url.href)}));`, { eval: true }) : new Worker(url);
}

/**
 * Starts a host and resolves when it has stopped. On SIGTERM or SIGINT it stops gracefully:
 * new requests are refused as retryable, those under way answered, seats closed with 1001,
 * then the bots' workers and the database are closed, within the host's `drainMs`.
 * @internal
 */
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
  // Every bot thinks in a pool of worker threads (searching ones with their thinking time): the host's thread only applies moves.
  const thinkMs = opts.searchMs ?? 1000;
  const pool = server.BotPool.start(() => startWorker('bot-worker'));
  // The operator's secret comes from the environment, never the command line (where ps would show it).
  const adminToken = process.env['HEXWAR_ADMIN_TOKEN'];
  const host = await server.Host.open({ games, sql, limits, bots: pool, ...(thinkMs > 0 ? { poolSearch: { ms: thinkMs } } : {}), ...(adminToken ? { adminToken } : {}) });
  const l = await server.listen(host, { port: opts.port, hostname: opts.hostname, trustProxy: opts.trustProxy ?? false });
  const where = opts.database ? `Postgres at ${opts.database.replace(/\/\/[^@/]*@/, '//…@')}` : `PGlite in ${opts.data ?? './hexwar-data'}`;
  out(`hexwar host listening on http://${opts.hostname}:${l.port} (${where}; games: ${gameIds.join(', ')}; ${thinkMs > 0 ? `searching bot: ${thinkMs} ms a move` : 'no searching bot'})`);
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  out(`hexwar host: ${signal}: stopping (answering the requests under way, closing seats with 1001)`);
  await l.drain();
  host.close();
  await pool.close();
  await sql.close();
  out('hexwar host: stopped');
  return 0;
}
