/**
 * V8's young generation on the host's threads. Node 22 and later size it from
 * the machine's memory: on a 24 GB machine Node 24 lets each thread's new space
 * grow to 128 MB (two 64 MB semi-spaces), where Node 20 stopped at 32 MB. A
 * host has three such threads (its own, the bots' worker, PGlite's worker), so
 * under `npm run attack:host` on PGlite the host's resident memory rose by
 * 214 MB on Node 24 against 76–101 MB on Node 20. Semi-spaces of 8 MB (a young
 * generation of 24 MB: V8 counts two semi-spaces and a large-object space of
 * the same size) cost the bots and the host no measurable speed and take
 * Node 24's PGlite attacks from 637 MB at peak to 425, though not yet under
 * the 150 MB goal: PGlite's start on Node 24 (V8 compiling its WebAssembly)
 * is the rest, see docs/server.md.
 *
 * A `--max-semi-space-size` of the user's own (in `NODE_OPTIONS` or on
 * `node`'s command line) wins: V8 takes the flag over a worker's
 * `resourceLimits`, and `hexwar serve` then restarts with nothing added.
 *
 * @module
 */
import type { ResourceLimits } from 'node:worker_threads';

/** The host's semi-space size, MB (V8's `--max-semi-space-size`). @internal */
export const HOST_SEMI_SPACE_MB = 8;

/**
 * The resource limits of a host's worker threads: a young generation of 24 MB
 * (semi-spaces of 8 MB). {@link openPglite} starts its database thread with
 * them, and so does `hexwar serve` its bots' workers; give them to the workers
 * you start for a {@link BotPool} or a searching seat. A `--max-semi-space-size`
 * set for the process overrides them.
 *
 * @example
 * ```ts
 * import { Worker } from 'node:worker_threads';
 * import { BotPool, HOST_WORKER_LIMITS } from 'hexwar/server';
 *
 * const pool = BotPool.start(() => new Worker(new URL('./bot-worker.js', import.meta.url), { resourceLimits: HOST_WORKER_LIMITS }));
 * ```
 * @category Server
 */
export const HOST_WORKER_LIMITS: Readonly<ResourceLimits> = Object.freeze({ maxYoungGenerationSizeMb: 3 * HOST_SEMI_SPACE_MB });
