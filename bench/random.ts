/**
 * The cost of a die roll: hexwar's ChaCha20 streams against the xoroshiro128+
 * generator (pure-rand) they replaced, side by side. For information: what
 * counts is a whole game's time, which the meiktila and engine sections show.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { createRandomState, openRandom } from '../src/random';
import { timeSideBySide } from './harness';
import type { Row } from './hexcore';

export function runRandom(ratioRounds: { rounds: number; roundMs: number }): Row[] {
  const ROLLS = 1000;
  let sink = 0;
  const t = timeSideBySide(
    {
      // A session per 1,000 d6, as a long rules step draws them (one session per action is the engine's way).
      chacha: () => {
        const r = openRandom(createRandomState(7));
        for (let i = 0; i < ROLLS; i++) sink += r.die(6, 'bench');
      },
      xoroshiro: () => {
        const g = xoroshiro128plus(7);
        for (let i = 0; i < ROLLS; i++) sink += uniformInt(g, 1, 6);
      },
      // One roll in a fresh session on a seed seen before: an action that rolls once.
      single: () => {
        sink += openRandom(createRandomState(7)).die(6, 'bench');
      },
    },
    ratioRounds,
  );
  const per = (k: string) => t[k]!.ns / ROLLS;
  const ratio = per('chacha') / per('xoroshiro');
  return [
    {
      key: 'random_d6_vs_xoroshiro',
      ratio,
      goal: 'info',
      ok: true,
      detail: `for information: a d6 from the ChaCha20 stream ${per('chacha').toFixed(0)} ns / xoroshiro128+ ${per('xoroshiro').toFixed(0)} ns; one roll in a new session ${(t['single']!.ns / 1000).toFixed(2)} µs`,
    },
  ];
}
