/**
 * A small interleaved timer: the two sides of every ratio run in alternating
 * rounds, so a noisy neighbour slows both alike. Each round runs a function for
 * at least `roundMs`; the per-op time of a side is the median over its rounds,
 * on the wall clock and in this thread's CPU time (read at each round's ends:
 * on a busy machine the wall clock counts the neighbours' turns on the core).
 */
import { threadCpuMs } from './cpu';

export interface Timing {
  /** Median nanoseconds per call (wall clock). */
  ns: number;
  /** Median nanoseconds of this thread's CPU time per call. */
  cpuNs: number;
  /** Calls made in all. */
  calls: number;
}

export function timeSideBySide(fns: Record<string, () => unknown>, opts: { rounds?: number; roundMs?: number } = {}): Record<string, Timing> {
  const rounds = opts.rounds ?? 9;
  const roundMs = opts.roundMs ?? 150;
  const names = Object.keys(fns);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const cpuSamples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  const calls: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  let sink = 0;
  for (const n of names) for (let i = 0; i < 20; i++) sink ^= Number(Boolean(fns[n]!())); // warm-up
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse();
    for (const n of order) {
      const fn = fns[n]!;
      let count = 0;
      const cpu0 = threadCpuMs();
      const start = process.hrtime.bigint();
      let elapsed = 0n;
      const budget = BigInt(roundMs) * 1_000_000n;
      while (elapsed < budget) {
        for (let i = 0; i < 8; i++) sink ^= Number(Boolean(fn()));
        count += 8;
        elapsed = process.hrtime.bigint() - start;
      }
      samples[n]!.push(Number(elapsed) / count);
      cpuSamples[n]!.push(((threadCpuMs() - cpu0) * 1e6) / count);
      calls[n]! += count;
    }
  }
  if (sink === 0.5) console.log('');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return Object.fromEntries(names.map((n) => [n, { ns: median(samples[n]!), cpuNs: median(cpuSamples[n]!), calls: calls[n]! }]));
}
