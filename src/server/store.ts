/**
 * The host's storage: Postgres, either embedded (PGlite, Postgres compiled to
 * WebAssembly: a data directory or memory) or a server reached through `pg`.
 * PGlite runs in a worker thread of its own (`pglite-thread.ts`).
 * One set of SQL migrations serves both; every JSON value is kept as `text`, so
 * what comes back is byte for byte what went in (jsonb would reorder keys).
 */
import { HexwarError } from '../errors';
import { openPglite } from './pglite-thread';

export { openPglite } from './pglite-thread';

import type { Sql } from './sql';
export type { QueryResult, Sql } from './sql';

/** The channel hosts announce changes on: the payload is `matchId:version@origin`, the origin naming the host that made the change. */
export const CHANGES_CHANNEL = 'hexwar_changes';

/**
 * The schema, one migration per entry, applied in order at start and recorded
 * in `hexwar_migrations`. Never edit an entry that has shipped: add one.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE hexwar_matches (
     id text PRIMARY KEY,
     game text NOT NULL,
     game_version text NOT NULL,
     scenario text NOT NULL,
     options text NOT NULL,
     seed text NOT NULL,
     state text NOT NULL,
     version integer NOT NULL,
     step integer NOT NULL,
     listed boolean NOT NULL DEFAULT false,
     status text NOT NULL,
     result text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX hexwar_matches_open ON hexwar_matches (listed, status, created_at);
   CREATE TABLE hexwar_seats (
     match_id text NOT NULL REFERENCES hexwar_matches (id) ON DELETE CASCADE,
     side text NOT NULL,
     token_hash text,
     bot text,
     claimed boolean NOT NULL DEFAULT false,
     PRIMARY KEY (match_id, side)
   );
   CREATE UNIQUE INDEX hexwar_seats_token ON hexwar_seats (token_hash);
   CREATE TABLE hexwar_actions (
     match_id text NOT NULL REFERENCES hexwar_matches (id) ON DELETE CASCADE,
     step integer NOT NULL,
     side text NOT NULL,
     action text NOT NULL,
     PRIMARY KEY (match_id, step)
   );
   CREATE TABLE hexwar_changes (
     match_id text NOT NULL REFERENCES hexwar_matches (id) ON DELETE CASCADE,
     version integer NOT NULL,
     kind text NOT NULL,
     side text,
     client_id text,
     events text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (match_id, version)
   );
   CREATE UNIQUE INDEX hexwar_changes_client ON hexwar_changes (match_id, side, client_id);`,
  // One change as one call: the match row moves only from the version the change was computed on; the record
  // and the change (its client id unique per seat) are written with it; the other hosts are told at commit.
  // False when the match had moved on. A function, so its statements are planned once per connection, not
  // parsed and planned on every action (the one-statement CTE it replaces cost PGlite half as much again).
  `CREATE FUNCTION hexwar_commit(p_state text, p_version integer, p_step integer, p_status text, p_result text, p_match text, p_from integer,
       p_side text, p_action text, p_undo boolean, p_kind text, p_client text, p_events text, p_channel text, p_origin text)
     RETURNS boolean LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE hexwar_matches SET state = COALESCE(p_state, state), version = p_version, step = p_step, status = p_status, result = p_result, updated_at = now()
       WHERE id = p_match AND version = p_from;
     IF NOT FOUND THEN
       RETURN false;
     END IF;
     IF p_action IS NOT NULL THEN
       INSERT INTO hexwar_actions (match_id, step, side, action) VALUES (p_match, p_step, p_side, p_action);
     END IF;
     IF p_undo THEN
       DELETE FROM hexwar_actions WHERE match_id = p_match AND step > p_step;
     END IF;
     INSERT INTO hexwar_changes (match_id, version, kind, side, client_id, events) VALUES (p_match, p_version, p_kind, p_side, p_client, p_events);
     PERFORM pg_notify(p_channel, p_match || ':' || p_version || '@' || p_origin);
     RETURN true;
   END
   $$`,
  // Readiness writes a row here (a full disk or a read-only directory fails the write). A change keeps a digest
  // of its request, so a client id reused for another action is refused rather than answered as a retry. The
  // commit function gains that digest as an overload: a host of the version before goes on calling the old one.
  `CREATE TABLE hexwar_health (id integer PRIMARY KEY, checked_at timestamptz NOT NULL);
   ALTER TABLE hexwar_changes ADD COLUMN request text;
   CREATE FUNCTION hexwar_commit(p_state text, p_version integer, p_step integer, p_status text, p_result text, p_match text, p_from integer,
       p_side text, p_action text, p_undo boolean, p_kind text, p_client text, p_events text, p_channel text, p_origin text, p_request text)
     RETURNS boolean LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE hexwar_matches SET state = COALESCE(p_state, state), version = p_version, step = p_step, status = p_status, result = p_result, updated_at = now()
       WHERE id = p_match AND version = p_from;
     IF NOT FOUND THEN
       RETURN false;
     END IF;
     IF p_action IS NOT NULL THEN
       INSERT INTO hexwar_actions (match_id, step, side, action) VALUES (p_match, p_step, p_side, p_action);
     END IF;
     IF p_undo THEN
       DELETE FROM hexwar_actions WHERE match_id = p_match AND step > p_step;
     END IF;
     INSERT INTO hexwar_changes (match_id, version, kind, side, client_id, events, request) VALUES (p_match, p_version, p_kind, p_side, p_client, p_events, p_request);
     PERFORM pg_notify(p_channel, p_match || ':' || p_version || '@' || p_origin);
     RETURN true;
   END
   $$`,
  // An operator may pause a match (no action, no bot move, until resumed), resume or end it: one call, atomic
  // and guarded by the version as a seat's change is (false when the match had moved on).
  `ALTER TABLE hexwar_matches ADD COLUMN paused boolean NOT NULL DEFAULT false;
   CREATE FUNCTION hexwar_operator(p_match text, p_from integer, p_version integer, p_paused boolean, p_status text, p_result text, p_kind text, p_channel text, p_origin text)
     RETURNS boolean LANGUAGE plpgsql AS $$
   BEGIN
     UPDATE hexwar_matches SET paused = p_paused, version = p_version, status = p_status, result = COALESCE(p_result, result), updated_at = now()
       WHERE id = p_match AND version = p_from;
     IF NOT FOUND THEN
       RETURN false;
     END IF;
     INSERT INTO hexwar_changes (match_id, version, kind, side, client_id, events) VALUES (p_match, p_version, p_kind, NULL, NULL, '[]');
     PERFORM pg_notify(p_channel, p_match || ':' || p_version || '@' || p_origin);
     RETURN true;
   END
   $$`,
];

/** A migration's statements: split at a semicolon that ends a line, except inside a `$$` function body. */
function statements(migration: string): string[] {
  const out: string[] = [];
  let current = '';
  migration.split('$$').forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      out.push(current);
      current = piece;
    }
  });
  out.push(current);
  return out.filter((s) => s.trim());
}

/**
 * Applies the migrations not yet applied, in one transaction each, under an advisory lock (several hosts may start at once).
 *
 * @example
 * ```ts
 * import { migrate, openPostgres } from 'hexwar/server';
 *
 * const sql = await openPostgres(process.env.DATABASE_URL!);
 * await migrate(sql); // the number of migrations applied (Host.open runs this too)
 * ```
 */
export async function migrate(sql: Sql): Promise<number> {
  let applied = 0;
  await sql.transaction(async (tx) => {
    // One host migrates at a time; the others wait, then find nothing to do.
    if (sql.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7413019)');
    await tx.query('CREATE TABLE IF NOT EXISTS hexwar_migrations (id integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ id: number }>('SELECT id FROM hexwar_migrations')).rows.map((r) => Number(r.id)));
    for (const [i, migration] of MIGRATIONS.entries()) {
      if (done.has(i + 1)) continue;
      for (const statement of statements(migration)) await tx.query(statement);
      await tx.query('INSERT INTO hexwar_migrations (id) VALUES ($1)', [i + 1]);
      applied++;
    }
  });
  return applied;
}

/** The optional peer dependency a feature needs, or a typed error saying how to install it. */
async function peer<M>(name: string, what: string): Promise<M> {
  try {
    return (await import(name)) as M;
  } catch {
    throw new HexwarError({ code: 'missing-dependency', message: `${what} needs the package ${name}: npm install ${name}` });
  }
}

/**
 * Connects to a Postgres server through `pg`: a pool for queries and
 * transactions, and one connection of its own for `LISTEN`.
 *
 * @example
 * ```ts
 * import { Host, openPostgres } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const sql = await openPostgres('postgres://hexwar:secret@localhost:5432/hexwar', 20);
 * const host = await Host.open({ games: [myitkyina], sql });
 * ```
 * @category Server
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Sql> {
  const pg = await peer<typeof import('pg')>('pg', 'a Postgres database');
  const Pool = pg.Pool ?? pg.default.Pool;
  const Client = pg.Client ?? pg.default.Client;
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection that dies (the server restarted) must not crash the host.
  pool.on('error', () => {});
  let listener: InstanceType<typeof Client> | null = null;
  let up = false;
  let closing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const resumers: (() => void)[] = [];
  const wrap = (c: { query: (t: string, p?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }> }) => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      const r = await c.query(text, params as unknown[]);
      return { rows: r.rows as R[], affected: r.rowCount ?? 0 };
    },
  });
  /**
   * The LISTEN connection, (re)made: every channel listened to again. Its loss (a restart, a failover, a
   * network cut) is not silent: it is made again with backoff (0.1 s doubling to 1 s), and once it is back
   * the resumers read again what was missed, since Postgres does not keep a notice for a listener that was gone.
   */
  const connectListener = async (): Promise<void> => {
    const c = new Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      up = false;
      if (listener === c) listener = null;
      c.end().catch(() => {});
      if (!closing) scheduleReconnect(100);
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    await c.connect();
    for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
    if (lost || closing) {
      await c.end().catch(() => {});
      throw new Error('the listening connection was lost as it was made');
    }
    listener = c;
    up = true;
  };
  const scheduleReconnect = (wait: number) => {
    if (retry || closing) return;
    retry = setTimeout(() => {
      retry = null;
      connectListener().then(
        () => {
          for (const r of resumers) r();
        },
        () => scheduleReconnect(Math.min(1000, wait * 2)),
      );
    }, wait);
    retry.unref();
  };
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: (text, params) => wrap(pool).query(text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await work(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, heard, resumed) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new HexwarError({ code: 'bad-channel', message: `a channel name is lower-case letters, digits and _ (given ${channel.slice(0, 40)})` });
      let list = handlers.get(channel);
      const fresh = list === undefined;
      if (list === undefined) {
        list = [];
        handlers.set(channel, list);
      }
      list.push(heard);
      if (resumed) resumers.push(resumed);
      if (!listener) await connectListener();
      else if (fresh) await listener.query(`LISTEN ${channel}`);
    },
    listening: () => up,
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/**
 * Opens the database a host is told to use: a `postgres://` URL through `pg`,
 * otherwise PGlite in a data directory (`memory://` for memory).
 *
 * @example
 * ```ts
 * import { Host, openDatabase } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const sql = await openDatabase({ database: process.env.DATABASE_URL, data: './hexwar-data' }); // Postgres if a URL is set, else PGlite
 * const host = await Host.open({ games: [myitkyina], sql });
 * ```
 * @category Server
 */
export function openDatabase(where: { readonly database?: string; readonly data?: string }): Promise<Sql> {
  if (where.database) {
    // The URL is never echoed: it may carry a password.
    if (!/^postgres(ql)?:\/\//.test(where.database)) throw new HexwarError({ code: 'bad-database', message: `--database takes a postgres:// URL (postgres://user:password@host:port/database); the one given starts with neither postgres:// nor postgresql://` });
    return openPostgres(where.database);
  }
  return openPglite(where.data ?? './hexwar-data');
}
