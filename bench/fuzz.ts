/**
 * Fuzz throughput of the big game: whole Greater East Asia War games under the
 * fuzzer (every invariant, listed and bent actions, saves and undos), the two
 * set-ups in turn, in CPU time of this thread after one warm-up game's first
 * 100 actions. The goal is 5 games a CPU-minute.
 */
import { fuzz } from '../src/fuzz';
import { greaterEastAsia } from '../games/greater-east-asia';
import { threadCpuMs } from './cpu';
import type { Row } from './hexcore';

export function runFuzz(quick: boolean): Row[] {
  fuzz(greaterEastAsia, { games: 1, seed: 1000, stopAfter: 100, options: { quickSetup: true } });
  const games = quick ? 2 : 6;
  let ms = 0;
  let actions = 0;
  let findings = 0;
  for (let i = 0; i < games; i++) {
    const t = threadCpuMs();
    const r = fuzz(greaterEastAsia, { games: 1, seed: 1 + i, options: { quickSetup: i % 2 === 0 } });
    ms += threadCpuMs() - t;
    actions += r.steps;
    findings += r.findings.length;
  }
  const perMinute = (games * 60_000) / ms;
  return [
    {
      key: 'geaw_fuzz_games_per_cpu_minute',
      ratio: perMinute,
      goal: '≥ 5',
      ok: perMinute >= 5 && findings === 0,
      detail: `${games} whole Greater East Asia War games fuzzed (quick and full set-up in turn): ${(ms / 1000).toFixed(1)} CPU s, ${actions} actions, ${(ms / actions).toFixed(1)} ms an action; ${findings} findings`,
    },
  ];
}
