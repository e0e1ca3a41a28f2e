/**
 * The prediction attack of issue 27, item 1, as a test tool. A linear
 * generator (xoroshiro128+, as hexwar's dice were until format 3) drawn as
 * `(out + 2^31) % n` gives away one bit of its 128-bit state with every
 * even-sided roll: the roll's parity is the low bit of `s0 + s1`, which is
 * `s0 ^ s1` there. The attacker writes each observed parity as a linear
 * equation over the unknown starting state, solves the system over GF(2),
 * and runs the generator on from the solution to predict what comes next: the
 * rolls to come, or (stepping back) a deck shuffled before the first roll.
 */
import type { GameEvent } from '../../src/engine';

const MASK64 = (1n << 64n) - 1n;
const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (64n - k))) & MASK64;

/** The linear stand-in: xoroshiro128+ on two 64-bit words, 32-bit outputs, rolls as `(out + 2^31) % n`. */
export class LinearStandIn {
  constructor(
    public s0: bigint,
    public s1: bigint,
  ) {}

  /** The next output as a signed 32-bit integer (the low half of s0 + s1). */
  next(): number {
    const out = Number((this.s0 + this.s1) & 0xffff_ffffn) | 0;
    const s1 = this.s1 ^ this.s0;
    this.s0 = rotl(this.s0, 24n) ^ s1 ^ ((s1 << 16n) & MASK64);
    this.s1 = rotl(s1, 37n);
    return out;
  }

  /** A whole number in 0..n-1, the old way. */
  below(n: number): number {
    return (this.next() + 2 ** 31) % n;
  }
}

/** One observed draw: how many outcomes it had, and which one came (0-based). */
export interface Observed {
  readonly n: number;
  readonly value: number;
}

/** Every public draw one side saw, in order, from its view of the events (die, dice, number and pick draws). */
export function publicDraws(events: readonly GameEvent[]): Observed[] {
  const out: Observed[] = [];
  for (const e of events as readonly Record<string, unknown>[]) {
    if (e['visibleTo'] !== undefined) continue;
    if (e['type'] === 'dieRolled') out.push({ n: Number(String(e['die']).slice(1)), value: (e['result'] as number) - 1 });
    else if (e['type'] === 'diceRolled') {
      const sides = Number(String(e['dice']).split('d')[1]);
      for (const r of e['results'] as number[]) out.push({ n: sides, value: r - 1 });
    } else if (e['type'] === 'numberDrawn') out.push({ n: (e['max'] as number) - (e['min'] as number) + 1, value: (e['result'] as number) - (e['min'] as number) });
  }
  return out;
}

/** The 128 state bits as linear forms over the unknown start: bit i of s0 is variable i, of s1 variable 64 + i. */
class Symbolic {
  s0: bigint[] = Array.from({ length: 64 }, (_, i) => 1n << BigInt(i));
  s1: bigint[] = Array.from({ length: 64 }, (_, i) => 1n << BigInt(64 + i));

  /** The low bit of the next output, as a linear form; then one step. */
  step(): bigint {
    const low = this.s0[0]! ^ this.s1[0]!;
    const s1 = this.s1.map((b, i) => b ^ this.s0[i]!);
    const rot = (a: bigint[], k: number) => a.map((_, i) => a[(i - k + 64) % 64]!);
    const r0 = rot(this.s0, 24);
    this.s0 = r0.map((b, i) => b ^ s1[i]! ^ (i >= 16 ? s1[i - 16]! : 0n));
    this.s1 = rot(s1, 37);
    return low;
  }
}

/** What the attack made of its equations. */
export interface Solved {
  /** The starting state it settled on (free variables at 0). */
  readonly start: LinearStandIn;
  /** Independent equations found (128 pins the state). */
  readonly rank: number;
  /** Equations that contradicted the others: a linear generator never gives one. */
  readonly contradictions: number;
}

/**
 * Solves for the stand-in's state at the start of the stream from observed
 * draws, `skip` outputs after the start (a shuffle the attacker knows came
 * first). Each draw is taken to read one output.
 */
export function solve(draws: readonly Observed[], skip = 0): Solved {
  const sym = new Symbolic();
  for (let i = 0; i < skip; i++) sym.step();
  // Rows: 128 variable bits and the right-hand side at bit 128, kept by pivot.
  const pivots = new Map<number, bigint>();
  const RHS = 1n << 128n;
  let contradictions = 0;
  for (const d of draws) {
    const form = sym.step();
    if (d.n % 2 !== 0) continue;
    let row = form | (BigInt(d.value & 1) << 128n);
    for (let bit = 127; bit >= 0; bit--) {
      if (((row >> BigInt(bit)) & 1n) === 0n) continue;
      const p = pivots.get(bit);
      if (p === undefined) {
        pivots.set(bit, row);
        row = 0n;
        break;
      }
      row ^= p;
    }
    if (row === RHS) contradictions++;
  }
  // Back-substitute from the lowest pivot up, free variables 0.
  const x = new Array<number>(128).fill(0);
  for (let bit = 0; bit < 128; bit++) {
    const row = pivots.get(bit);
    if (row === undefined) continue;
    let v = Number((row >> 128n) & 1n);
    for (let j = 0; j < bit; j++) if ((row >> BigInt(j)) & 1n) v ^= x[j]!;
    x[bit] = v;
  }
  let s0 = 0n;
  let s1 = 0n;
  for (let i = 0; i < 64; i++) {
    if (x[i]) s0 |= 1n << BigInt(i);
    if (x[64 + i]) s1 |= 1n << BigInt(i);
  }
  return { start: new LinearStandIn(s0, s1), rank: pivots.size, contradictions };
}

/** Solves on the first draws and predicts the rest: how many came true, and how many chance would give. */
export function predict(draws: readonly Observed[], solveOn: number): { predicted: number; right: number; chance: number; variance: number; solved: Solved } {
  const solved = solve(draws.slice(0, solveOn));
  const gen = new LinearStandIn(solved.start.s0, solved.start.s1);
  for (let i = 0; i < solveOn; i++) gen.next();
  let right = 0;
  let chance = 0;
  let variance = 0;
  for (const d of draws.slice(solveOn)) {
    if (gen.below(d.n) === d.value) right++;
    chance += 1 / d.n;
    variance += (1 / d.n) * (1 - 1 / d.n);
  }
  return { predicted: draws.length - solveOn, right, chance, variance, solved };
}

/** A Fisher-Yates shuffle the old way (index from `below(i + 1)`, top down). */
export function oldShuffle<T>(items: readonly T[], gen: LinearStandIn): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = gen.below(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
