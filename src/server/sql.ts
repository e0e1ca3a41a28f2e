/**
 * The database contract the host is written against, apart from the two
 * connections that fulfil it (`store.ts` for `pg`, `pglite-thread.ts` for
 * PGlite), so neither imports the other for its types.
 *
 * @module
 */

/** The rows a query gave, and how many rows it changed. @category Server */
export interface QueryResult<R> {
  /** The rows. */
  readonly rows: R[];
  /** Rows inserted, updated or deleted. */
  readonly affected: number;
}

/**
 * What the host asks of a database connection (a PGlite instance or a `pg`
 * pool): queries with numbered parameters, transactions, and notifications.
 *
 * @example
 * ```ts
 * import { migrate, openPglite } from 'hexwar/server';
 *
 * const sql = await openPglite('memory://');
 * await migrate(sql); // the host's tables (Host.open does this too)
 * const { rows } = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM hexwar_matches WHERE status = $1', ['playing']);
 * ```
 * @category Server
 */
export interface Sql {
  /** Runs one statement with `$1`, `$2`… parameters. */
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Runs `work` in one transaction: committed if it returns, rolled back if it throws. */
  transaction<T>(work: (tx: Pick<Sql, 'query'>) => Promise<T>): Promise<T>;
  /**
   * Calls `heard` with each payload sent on `channel` by any connection (this
   * one included). Notices sent while the connection that listens is down are
   * lost: when it is back (reconnected and listening again), `resumed` is
   * called, so the caller can read again what it may have missed.
   */
  listen(channel: string, heard: (payload: string) => void, resumed?: () => void): Promise<void>;
  /** Whether notices are heard now (false while the listening connection is down and reconnecting). */
  readonly listening?: () => boolean;
  /** Closes the connection (and, for PGlite, the database). */
  close(): Promise<void>;
  /** `pglite` or `postgres`. */
  readonly kind: 'pglite' | 'postgres';
}
