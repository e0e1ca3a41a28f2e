/**
 * `hexwar/server`: an authoritative host for online play. Matches, seats and
 * records live in Postgres (PGlite embedded by default, or a server through
 * `pg`); each seat acts through `applyAs` and sees only its view. Its
 * dependencies (`@electric-sql/pglite`, `pg`, `hono`, `@hono/node-server`,
 * `ws`) are optional peer dependencies: install the ones you use.
 *
 * @module hexwar/server
 */
export { Host, DEFAULT_LIMITS, type AnyGame, type HostLimits, type HostOptions, type HostCounts, type Readiness, type Seat, type Watcher, type Watching } from './host';
export { listen, httpApp, type Listening, type ListenOptions, type SocketCounts } from './http';
export { BotPool, serveBots, type BotName, type BotRequest } from './bot-pool';
export { HOST_WORKER_LIMITS } from './young-generation';
export { MAX_CHANGES_SENT } from './watch';
export type { SearchSeats } from './search-seat';
export { openDatabase, openPglite, openPostgres, migrate, MIGRATIONS, CHANGES_CHANNEL, type Sql, type QueryResult } from './store';
export * from './protocol';
