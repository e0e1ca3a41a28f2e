/**
 * CPU time of the calling thread, in milliseconds (the bench and the search
 * bot's millisecond budgets in `hexwar simulate` read it). On a busy machine wall-clock
 * ratios swing with the neighbours; the time this thread spent on a core does
 * not. Linux gives it in `/proc/thread-self/schedstat` (nanoseconds on CPU,
 * first field); Node 20 has no `process.threadCpuUsage`, so elsewhere we fall
 * back to the process's user+system time (which also counts GC and compiler
 * threads) and say so.
 */
import { readFileSync } from 'node:fs';

let source: 'thread' | 'process' = 'thread';
try {
  readFileSync('/proc/thread-self/schedstat', 'utf8');
} catch {
  source = 'process';
}

/** Which clock {@link threadCpuMs} reads: this thread's own, or the whole process's. */
export const cpuClock = source;

/** Milliseconds this thread has spent on a CPU so far (see {@link cpuClock}). */
export function threadCpuMs(): number {
  if (source === 'thread') {
    const text = readFileSync('/proc/thread-self/schedstat', 'utf8');
    return Number(text.slice(0, text.indexOf(' '))) / 1e6;
  }
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}
