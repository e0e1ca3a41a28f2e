/**
 * How much work a property or fuzz test does. `npm test` runs each at its
 * normal count; `HEXWAR_RUNS=100` (as `npm run test:long` sets) multiplies the
 * count and the time allowed alike, for the long runs that prove a fix.
 */
const scale = Number(process.env['HEXWAR_RUNS'] ?? 1);
if (!(scale >= 1)) throw new Error(`HEXWAR_RUNS must be a number at least 1, not ${process.env['HEXWAR_RUNS']}`);

/** A test's number of runs, scaled. */
export const runs = (n: number): number => Math.round(n * scale);

/** A test's time limit in milliseconds, scaled with its runs. */
export const timeLimit = (ms: number): number => Math.round(ms * scale);

/** True in the long runs (`HEXWAR_RUNS` above 1), where a test may take its full, slow size. */
export const longRun = scale > 1;
