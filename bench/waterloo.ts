/**
 * A real wargame against a real wargame: Rally the Troops' Waterloo Campaign
 * 1815 (`rules.js`: `setup`, `view(state, role).actions`, `action`), a hex
 * game that recomputes zones of control and runs movement searches at every
 * view, against A Master Stroke: The Battle for Meiktila on our engine.
 *
 * One action is the same on both sides: read what the acting side may do
 * (Waterloo's `view(...).actions`, our `legal` descriptors), draw one of them
 * uniformly, apply it (`action`, our `apply`). Random legal play, whole games,
 * 40 warm-up games each, then interleaved rounds timed in this thread's CPU
 * time. Waterloo's own `undo` action is never drawn (it would make random games
 * walk back and forth); everything else it offers is.
 *
 * The module is not MIT-licensed and never enters this repository: the bench
 * loads a checkout named by `RTT_WATERLOO_DIR` (the public repository
 * `rally-the-troops/waterloo-campaign-1815`, commit 392418f) and skips this
 * section, saying so, when it is absent.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createMatch, sampleAction, type Game, type MatchState } from '../src/engine';
import { meiktila } from '../games/meiktila';
import { fixtureRng } from '../test/support/maps';
import { playBgioRace } from './race-bgio';
import { threadCpuMs, cpuClock } from './cpu';
import type { Row } from './hexcore';

/** What a Rally the Troops module exports (the parts the bench uses). */
export interface RttRules {
  roles: string[];
  setup(seed: number, scenario: string, options: object): RttState;
  view(state: RttState, role: string): { actions: Record<string, unknown> | null };
  action(state: RttState, role: string, action: string, arg: unknown): RttState;
}
/** A Rally the Troops game state: JSON with the acting role and the state name. */
export interface RttState {
  active: string;
  state: string;
}

/** Loads Waterloo's rules from `RTT_WATERLOO_DIR`, or says why not. */
export function loadWaterloo(): RttRules | string {
  const dir = process.env.RTT_WATERLOO_DIR;
  if (!dir) return 'RTT_WATERLOO_DIR is not set';
  const file = join(dir, 'rules.js');
  if (!existsSync(file)) return `no rules.js in RTT_WATERLOO_DIR (${dir})`;
  return createRequire(file)(file) as RttRules;
}

/** Waterloo games that run this long are cut (random play can wander); the actions made still count. */
const WATERLOO_CAP = 4000;

/** Plays one random Waterloo game; returns the number of actions applied. */
export function playWaterloo(rules: RttRules, seed: number, rnd: () => number): number {
  let s = rules.setup(seed, 'June 16', {});
  let n = 0;
  const names: string[] = [];
  const args: unknown[] = [];
  while (s.state !== 'game_over' && n < WATERLOO_CAP) {
    const actions = rules.view(s, s.active).actions ?? {};
    names.length = 0;
    args.length = 0;
    for (const name in actions) {
      if (name === 'undo') continue;
      const v = actions[name];
      if (Array.isArray(v)) for (const a of v) (names.push(name), args.push(a));
      else if (v) (names.push(name), args.push(undefined));
    }
    if (names.length === 0) throw new Error(`bench: Waterloo dead-ended at seed ${seed} in state ${s.state}`);
    const i = Math.floor(rnd() * names.length);
    s = rules.action(s, s.active, names[i]!, args[i]);
    n++;
  }
  return n;
}

/** Plays one random Meiktila game the same way; returns the number of actions applied. */
export function playMeiktila(game: Game, seed: number, rnd: () => number): number {
  let s: MatchState = createMatch(game, { seed });
  let n = 0;
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0);
    if (side === undefined) throw new Error(`bench: Meiktila dead-ended at seed ${seed}`);
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    if (!r.ok) throw new Error(`bench: Meiktila refused its own legal action: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

/** CPU µs per action over whole games played for at least `ms` of CPU time. */
function cpuPerAction(play: () => number, ms: number): number {
  const t0 = threadCpuMs();
  let n = 0;
  let t = t0;
  while (t - t0 < ms) {
    n += play();
    t = threadCpuMs();
  }
  return ((t - t0) * 1000) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function runWaterloo(rounds: { rounds: number; roundMs: number }, quick: boolean): Row[] {
  const game = meiktila as unknown as Game;
  const rnd = fixtureRng(21);
  let seed = 1;
  const rows: Row[] = [];
  const rules = loadWaterloo();
  const warm = quick ? 8 : 40;
  for (let i = 0; i < warm; i++) playMeiktila(game, seed++, rnd);
  if (typeof rules === 'string') {
    console.log(`waterloo: skipped the Waterloo section: ${rules} (fetch rally-the-troops/waterloo-campaign-1815 at 392418f and point RTT_WATERLOO_DIR at it)`);
  } else {
    let wseed = 1;
    for (let i = 0; i < warm; i++) playWaterloo(rules, 1 + (wseed++ * 7919) % 34359738000, rnd);
    const ours: number[] = [];
    const theirs: number[] = [];
    const ratios: number[] = [];
    // Each round: whole games for at least 2 × roundMs of CPU on each side, the order alternating.
    for (let r = 0; r < rounds.rounds; r++) {
      const m = () => cpuPerAction(() => playMeiktila(game, seed++, rnd), rounds.roundMs * 2);
      const w = () => cpuPerAction(() => playWaterloo(rules, 1 + (wseed++ * 7919) % 34359738000, rnd), rounds.roundMs * 2);
      const [o, t] = r % 2 === 0 ? [m(), w()] : (() => { const t1 = w(); return [m(), t1] as const; })();
      ours.push(o);
      theirs.push(t);
      ratios.push(t / o);
    }
    const ratio = median(ratios);
    rows.push({
      key: 'meiktila_action_vs_waterloo_cpu',
      ratio,
      goal: '≥ 2.5',
      ok: ratio >= 2.5,
      detail: `Waterloo ${median(theirs).toFixed(1)} CPU µs/action / Meiktila ${median(ours).toFixed(1)}; per-round ratios min ${Math.min(...ratios).toFixed(2)}, median ${ratio.toFixed(2)} (${cpuClock} CPU time, ${rounds.rounds} rounds after ${warm} warm-up games each)`,
    });
  }
  // The toy race, kept for information: boardgame.io's move does no rules work.
  for (let i = 0; i < 50; i++) playBgioRace(rnd);
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let r = 0; r < rounds.rounds; r++) {
    ours.push(cpuPerAction(() => playMeiktila(game, seed++, rnd), rounds.roundMs));
    theirs.push(cpuPerAction(() => playBgioRace(rnd), rounds.roundMs));
  }
  const o = median(ours);
  const t = median(theirs);
  rows.push({
    key: 'meiktila_action_vs_boardgameio_move',
    ratio: t / o,
    goal: 'info',
    ok: true,
    detail: `boardgame.io ${t.toFixed(1)} CPU µs per toy-race move / Meiktila ${o.toFixed(1)} per action (information: a toy move does no rules work)`,
  });
  return rows;
}
