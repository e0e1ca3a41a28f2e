/**
 * `hexwar serve`: one host process over PGlite (a data directory) or a
 * Postgres server, serving every shipped game. Runs until SIGINT or SIGTERM.
 */
import { Worker } from 'node:worker_threads';
import { gameIds, shippedGame } from '../../games';
import type { Game } from '../engine';
import { HOST_SEMI_SPACE_MB, HOST_WORKER_LIMITS } from '../server/young-generation';
import { TURN_MOVES } from '../bots/search/turn-clock';


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

/**
 * A worker script next to this module, started: TypeScript from source (tsx's loader registered in it), JavaScript when
 * built; its young generation bounded as every host thread's is (HOST_WORKER_LIMITS).
 * @internal
 */
export function startWorker(name: string): Worker {
  const url = new URL(import.meta.url.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, import.meta.url);
  const resourceLimits = { ...HOST_WORKER_LIMITS };
  return url.pathname.endsWith('.ts') ? new Worker(`import('tsx/esm/api').then((t) => t.register()).then(() => import(${JSON.stringify(url.href)}));`, { eval: true, resourceLimits }) : new Worker(url, { resourceLimits });
}

/** The V8 flag that bounds the host's own thread's semi-spaces. @internal */
export const SEMI_SPACE_FLAG = `--max-semi-space-size=${HOST_SEMI_SPACE_MB}`;

/** Whether Node's arguments or `NODE_OPTIONS` already set a semi-space size (V8 takes `-` or `_` in a flag's name). @internal */
export function setsSemiSpace(execArgv: readonly string[], nodeOptions = ''): boolean {
  return [...execArgv, ...nodeOptions.split(/\s+/)].some((a) => /^--max[-_]semi[-_]space[-_]size(=|$)/.test(a));
}

/**
 * Bounds the young generation of `hexwar serve`'s own thread: V8 sizes a thread's heap when the thread starts, so
 * `v8.setFlagsFromString` now would bound only the workers started after it (measured: Node 24's main thread still
 * grew a 128 MB new space). The process replaces itself (`process.execve`, same process id, same standard streams)
 * with the same command and {@link SEMI_SPACE_FLAG}. Nothing is done when the user set the size, or on a Node without
 * `process.execve` (20, 22 before 22.15, Windows), whose main thread keeps V8's default: 16 MB semi-spaces on Node 20;
 * there `NODE_OPTIONS=--max-semi-space-size=8` does it. Only for the process's own command (a caller of `main` in a
 * process of its own, such as a test, is not replaced). Returns only when it did not restart.
 * @internal
 */
export function restartBounded(): void {
  const execve = (process as { execve?: (file: string, args: readonly string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (!execve || setsSemiSpace(process.execArgv, process.env['NODE_OPTIONS'])) return;
  execve(process.execPath, [process.execPath, ...process.execArgv, SEMI_SPACE_FLAG, ...process.argv.slice(1)], process.env);
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
  // A person waits for the bot's whole turn: eight moves' thinking at most, then quick searches.
  // A searching seat's turn: TURN_MOVES moves at the move's budget; past that, a twentieth of it a move.
  const turnMs = TURN_MOVES * thinkMs;
  const host = await server.Host.open({ games, sql, limits, bots: pool, ...(thinkMs > 0 ? { poolSearch: { ms: thinkMs }, searchTurnMs: turnMs } : {}), ...(adminToken ? { adminToken } : {}) });
  const l = await server.listen(host, { port: opts.port, hostname: opts.hostname, trustProxy: opts.trustProxy ?? false });
  const where = opts.database ? `Postgres at ${opts.database.replace(/\/\/[^@/]*@/, '//…@')}` : `PGlite in ${opts.data ?? './hexwar-data'}`;
  out(`hexwar host listening on http://${opts.hostname}:${l.port} (${where}; games: ${gameIds.join(', ')}; ${thinkMs > 0 ? `searching bot: ${thinkMs} ms a move, ${turnMs} ms a turn` : 'no searching bot'})`);
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
