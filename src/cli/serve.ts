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
  const games = (await Promise.all(gameIds.map((id) => shippedGame(id)))) as Game[];
  const sql = await server.openDatabase(opts.database ? { database: opts.database } : { data: opts.data ?? './hexwar-data' });
  const limits = {
    ...(opts.maxSockets !== undefined ? { maxSockets: opts.maxSockets } : {}),
    ...(opts.actionsPerSecond !== undefined ? { actionsPerSecond: opts.actionsPerSecond } : {}),
    ...(opts.maxMessageBytes !== undefined ? { maxMessageBytes: opts.maxMessageBytes } : {}),
  };
  const host = await server.Host.open({ games, sql, limits });
  const l = await server.listen(host, { port: opts.port, hostname: opts.hostname });
  const where = opts.database ? `Postgres at ${opts.database.replace(/\/\/[^@/]*@/, '//…@')}` : `PGlite in ${opts.data ?? './hexwar-data'}`;
  out(`hexwar host listening on http://${opts.hostname}:${l.port} (${where}; games: ${gameIds.join(', ')})`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  host.close();
  await l.close();
  await sql.close();
  return 0;
}
