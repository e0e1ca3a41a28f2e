/**
 * Node flags for processes that run PGlite (WebAssembly) on several threads.
 *
 * Node 22 and 24 ship a V8 whose "thread isolation" of JIT pages (memory protection keys, on
 * CPUs that have them) can abort the whole process with `Check failed: jit_page.has_value()`
 * when WebAssembly code is compiled and freed on worker threads at once: PGlite churn does
 * exactly that (nodejs/node#64500). It killed a test worker in CI on Node 24. V8's
 * `--no-memory-protection-keys` turns that isolation off; Node 20's V8 does not know the flag
 * (and does not need it), so it is passed only to a Node that accepts it.
 *
 * @module
 */
import { spawnSync } from 'node:child_process';

const FLAG = '--no-memory-protection-keys';

/** The flags to pass to `process.execPath` (or a vitest worker) that will run PGlite. */
export const wasmSafeFlags: string[] = spawnSync(process.execPath, [FLAG, '-e', '0']).status === 0 ? [FLAG] : [];
