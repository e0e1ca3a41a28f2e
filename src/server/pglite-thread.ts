/**
 * PGlite in a worker thread of its own. PGlite is Postgres compiled to
 * WebAssembly and runs on the thread that calls it: inside the host's thread
 * every query would stop the rules, the sockets and every other match until it
 * returned. Here a `node:worker_threads` worker owns the PGlite instance and the
 * host talks to it by messages (query, transaction begin/end, listen, close),
 * so the database and the host's own work overlap on two cores. (PGlite's own
 * `@electric-sql/pglite/worker` does the same for browsers' Web Workers.)
 *
 * @module
 */
import { createRequire } from 'node:module';
import type { Worker as NodeWorker } from 'node:worker_threads';
import { HexwarError } from '../errors';
import type { QueryResult, Sql } from './sql';
import { HOST_WORKER_LIMITS } from './young-generation';

/**
 * The worker's code: plain JavaScript, run with `eval` so that it is the same
 * from the TypeScript sources (tests), the ES module and the CommonJS builds.
 * It loads PGlite from the path the host resolved (`workerData.module`).
 *
 * Messages in: `{ id, op: 'query', text, params, tx? }`, `{ id, op: 'begin' }`,
 * `{ id, op: 'end', tx, commit }`, `{ id, op: 'listen', channel }`,
 * `{ id, op: 'close' }`. Out: `{ id, result }` or `{ id, error }` (an error's
 * message, name and Postgres fields such as `code`), `{ notify, payload }`
 * for a notification, and `{ id: 0, ... }` once the database is open.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.module);
const txs = new Map();
const fields = (e) => {
  const out = { message: String((e && e.message) || e), name: (e && e.name) || 'Error' };
  if (e && typeof e === 'object') for (const k of Object.keys(e)) if (['string', 'number', 'boolean'].includes(typeof e[k])) out[k] = e[k];
  return out;
};
const answer = (id, work) => Promise.resolve().then(work).then(
  (result) => parentPort.postMessage({ id, result }),
  (e) => parentPort.postMessage({ id, error: fields(e) }),
);
const run = (q, m) => q.query(m.text, m.params).then((r) => ({ rows: r.rows, affected: r.affectedRows || 0 }));
PGlite.create(workerData.dataDir, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=' + workerData.sharedBuffers] }).then((db) => {
  parentPort.on('message', (m) => {
    if (m.op === 'query') {
      if (m.tx === undefined) return answer(m.id, () => run(db, m));
      const t = txs.get(m.tx);
      return answer(m.id, () => { if (!t) throw new Error('no such transaction'); return run(t.tx, m); });
    }
    if (m.op === 'begin') {
      // The transaction stays open, holding PGlite's transaction lock (other queries wait), until its 'end'.
      let started = false;
      const t = {};
      t.ended = new Promise((resolve) => (t.end = resolve));
      t.done = db.transaction(async (tx) => {
        t.tx = tx;
        txs.set(m.id, t);
        started = true;
        parentPort.postMessage({ id: m.id, result: m.id });
        if (!(await t.ended)) throw Object.assign(new Error('rolled back'), { rolledBack: true });
      });
      t.done.then(() => {}, (e) => {
        if (!started) parentPort.postMessage({ id: m.id, error: fields(e) });
      }).finally(() => txs.delete(m.id));
      return;
    }
    if (m.op === 'end') {
      const t = txs.get(m.tx);
      if (!t) return answer(m.id, () => { throw new Error('no such transaction'); });
      t.end(m.commit);
      return answer(m.id, () => t.done.then(() => null, (e) => { if (!(e && e.rolledBack)) throw e; return null; }));
    }
    if (m.op === 'listen') return answer(m.id, () => db.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.channel, payload })).then(() => null));
    if (m.op === 'close') return answer(m.id, () => db.close().then(() => null));
  });
  parentPort.postMessage({ id: 0, result: null });
}, (e) => parentPort.postMessage({ id: 0, error: fields(e) }));
`;

/** Where PGlite's CommonJS entry is, seen from this module (the worker \`require\`s it). */
function pgliteModule(): string {
  // `__filename` in the CommonJS build (and under test runners that define it), `import.meta.url` in the ES module build.
  const here = typeof __filename === 'string' ? __filename : import.meta.url;
  try {
    return createRequire(here).resolve('@electric-sql/pglite');
  } catch {
    throw new HexwarError({ code: 'missing-dependency', message: 'the embedded database needs the package @electric-sql/pglite: npm install @electric-sql/pglite' });
  }
}

/**
 * Postgres's buffer cache inside PGlite. Postgres's default, 128 MB, is taken from the WebAssembly
 * memory and made resident as it fills: measured with 20,000 stored rows, the process held 453 MB
 * with it and 339 MB with 16 MB, with the same write and read times (a match store's working set is
 * small, and the files below are in the operating system's cache anyway).
 */
const SHARED_BUFFERS = '16MB';

/** An error from the worker, rebuilt with its Postgres fields (`code` tells a unique violation). */
function rebuilt(e: { message: string; name: string } & Record<string, unknown>): Error {
  return Object.assign(new Error(e.message), e);
}

/**
 * Opens PGlite (embedded Postgres) in a worker thread: a data directory, or
 * memory when `dataDir` is `memory://` or left out. The worker keeps the
 * process alive only while a request is waiting on it; `close` ends it.
 *
 * @example
 * ```ts
 * import { Host, openPglite } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const sql = await openPglite('./hexwar-data'); // or 'memory://' for a test
 * const host = await Host.open({ games: [myitkyina], sql });
 * ```
 * @category Server
 */
export async function openPglite(dataDir?: string): Promise<Sql> {
  const module = pgliteModule();
  const { Worker } = await import('node:worker_threads');
  // Its young generation bounded (see HOST_WORKER_LIMITS): on Node 22+ it would grow to 128 MB of its own.
  const worker: NodeWorker = new Worker(WORKER, { eval: true, resourceLimits: HOST_WORKER_LIMITS, workerData: { module, dataDir: dataDir && dataDir !== 'memory://' ? dataDir : undefined, sharedBuffers: SHARED_BUFFERS } });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let next = 1;
  let stopped: Error | null = null;
  // Waiting requests hold the process open; an idle database does not (as PGlite in the host's thread did not).
  const settle = () => waiting.size === 0 && worker.unref();
  const call = (message: Record<string, unknown>): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    if (waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  };
  const opened = new Promise<void>((resolve, reject) => waiting.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (m: { id?: number; result?: unknown; error?: { message: string; name: string }; notify?: string; payload?: string }) => {
    if (m.notify !== undefined) {
      for (const heard of listeners.get(m.notify) ?? []) heard(m.payload ?? '');
      return;
    }
    if (m.id === undefined) return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error) w.reject(rebuilt(m.error));
    else w.resolve(m.result);
    settle();
  });
  const stop = (why: Error) => {
    stopped ??= why;
    for (const w of waiting.values()) w.reject(stopped);
    waiting.clear();
  };
  worker.on('error', (e) => stop(new Error(`the database thread failed: ${e.message}`)));
  worker.on('exit', () => stop(new Error('the database thread has stopped')));
  await opened;
  settle();
  const query = <R>(text: string, params: readonly unknown[] = [], tx?: number) => call({ op: 'query', text, params, tx }) as Promise<QueryResult<R>>;
  return {
    kind: 'pglite',
    query: (text, params) => query(text, params),
    async transaction(work) {
      const tx = (await call({ op: 'begin' })) as number;
      let out;
      try {
        out = await work({ query: (text, params) => query(text, params, tx) });
      } catch (e) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw e;
      }
      await call({ op: 'end', tx, commit: true });
      return out;
    },
    async listen(channel, heard) {
      let list = listeners.get(channel);
      if (!list) {
        list = [];
        listeners.set(channel, list);
        await call({ op: 'listen', channel });
      }
      list.push(heard);
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' });
      stop(new Error('the database is closed'));
      await worker.terminate();
    },
  };
}
