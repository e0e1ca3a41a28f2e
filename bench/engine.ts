/**
 * Engine benchmarks: the toy race against boardgame.io's Client, and one apply
 * against a structuredClone of the same 100-unit state.
 */
import { z } from 'zod';
import { createMatch, defineGame, sampleAction, type Action, type AnySpec, type Game, type MatchState } from '../src/engine';
import { race } from '../test/support/race';
import { fixtureRng } from '../test/support/maps';
import { playBgioRace } from './race-bgio';
import { timeSideBySide } from './harness';
import { cpuClock } from './cpu';
import type { Row } from './hexcore';

/** Plays one race with uniformly random legal moves. */
function playOurRace(game: Game<AnySpec>, seed: number, rnd: () => number): number {
  let s: MatchState = createMatch(game, { seed });
  let moves = 0;
  while (!s.result) {
    // What a bot reads: the legal-action descriptors, one action drawn uniformly from them.
    const side = game.actingSides(s)[0]!;
    const r = game.apply(s, sampleAction(game.legal(s, side), (n) => Math.floor(rnd() * n)));
    if (!r.ok) throw new Error(`bench: race refused a legal move: ${r.error.message}`);
    s = r.state;
    moves++;
  }
  return moves;
}

/** A drill field: 100 units on a 30×30 map, and one action that steps a unit to an adjacent hex. */
const drill = defineGame({
  id: 'drill',
  title: 'Drill',
  version: '1.0.0',
  sides: ['blue', 'red'],
  map: { columns: 30, rows: 30, labels: { style: 'column-row', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
  counters: Array.from({ length: 100 }, (_, i) => ({
    id: `u${i}`,
    side: i < 50 ? ('blue' as const) : ('red' as const),
    name: `Unit ${i}`,
    type: 'infantry',
    steps: 2,
    formation: `f${i % 10}`,
    factors: [
      { attack: 4, defence: 4, movement: 4 },
      { attack: 2, defence: 2, movement: 3 },
    ],
  })),
  scenarios: { standard: { title: 'Standard' } },
  sequence: { turns: 10, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] },
  guards: {},
  setup: () => ({
    units: Array.from({ length: 100 }, (_, i) => ({
      id: `u${i}`,
      side: i < 50 ? ('blue' as const) : ('red' as const),
      at: `${String(1 + (i % 25)).padStart(2, '0')}${String(1 + Math.floor(i / 25) * 7).padStart(2, '0')}`,
      steps: 2,
      flags: { mpSpent: 0, supplied: true },
    })),
    data: { vp: { blue: 0, red: 0 } },
    tracks: { vp: 0 },
  }),
  // Kept as they were before flags had to be declared: never cleared by the core.
  flags: { mpSpent: { until: 'game' }, supplied: { until: 'game' } },
  phases: {
    movement: {
      actions: {
        step: {
          schema: z.object({ unit: z.string(), to: z.string() }),
          rule: 'D1',
          legal: (ctx, side) => ctx.units((u) => u.side === side).map((u) => ({ type: 'step', side, fixed: { unit: u.id }, choose: { to: ctx.board.neighbours(u.at!) } })),
          refuse: (_ctx, a) => `${String(a.unit)} can only step to an adjacent hex (D1)`,
          apply(ctx, action) {
            const u = ctx.unit(action.unit as string);
            ctx.updateUnit(u.id, { at: action.to as string, flags: { mpSpent: 1 } });
            ctx.emit({ type: 'moved', unit: u.id, from: u.at, to: action.to as string });
          },
        },
      },
    },
  },
  finalResult: () => ({ winner: null, reason: 'drill over' }),
});

export function runEngine(rounds: { rounds: number; roundMs: number }): Row[] {
  let seed = 1;
  const ourRnd = fixtureRng(11);
  const theirRnd = fixtureRng(11);
  // Both sides play whole games; the per-call time is a game's.
  const games = timeSideBySide(
    {
      ours: () => playOurRace(race as Game<AnySpec>, seed++, ourRnd),
      boardgameio: () => playBgioRace(theirRnd),
    },
    { rounds: rounds.rounds, roundMs: rounds.roundMs * 2 },
  );
  // Moves per game, to report per-move times (the same game, so about equal).
  let ourMoves = 0;
  let theirMoves = 0;
  for (let i = 0; i < 200; i++) {
    ourMoves += playOurRace(race as Game<AnySpec>, 10_000 + i, ourRnd);
    theirMoves += playBgioRace(theirRnd);
  }

  const state = createMatch(drill, { seed: 3 });
  const u = state.units.find((x) => x.id === 'u0')!;
  const mover: Action = { type: 'step', side: 'blue', unit: 'u0', to: u.at === '0101' ? '0102' : '0101' };
  const check = drill.apply(state, mover);
  if (!check.ok) throw new Error(`bench: drill refused its move: ${check.error.message}`);
  const cloneVsApply = timeSideBySide(
    {
      apply: () => drill.apply(state, mover).ok,
      structuredClone: () => structuredClone(state).step,
    },
    rounds,
  );

  const ours = games['ours']!.ns;
  const theirs = games['boardgameio']!.ns;
  const perMove = (ns: number, moves: number) => `${((ns * 200) / moves / 1000).toFixed(2)} µs/move`;
  const ratio1 = theirs / ours;
  const oursCpu = games['ours']!.cpuNs;
  const theirsCpu = games['boardgameio']!.cpuNs;
  const ratio1Cpu = theirsCpu / oursCpu;
  const ratio2 = cloneVsApply['structuredClone']!.ns / cloneVsApply['apply']!.ns;
  return [
    {
      key: 'engine_vs_boardgameio',
      ratio: ratio1,
      goal: '≥ 20',
      ok: ratio1 >= 20,
      detail: `ours ${(1e9 / ours).toFixed(0)} games/s (${perMove(ours, ourMoves)}) / boardgame.io ${(1e9 / theirs).toFixed(0)} games/s (${perMove(theirs, theirMoves)}), wall clock; in CPU time ${ratio1Cpu.toFixed(1)}`,
    },
    {
      // The same rounds read in this thread's CPU time, which a busy neighbour does not stretch.
      key: 'engine_vs_boardgameio_cpu',
      ratio: ratio1Cpu,
      goal: '≥ 20',
      ok: ratio1Cpu >= 20,
      detail: `ours ${perMove(oursCpu, ourMoves)} / boardgame.io ${perMove(theirsCpu, theirMoves)} of ${cpuClock} CPU time, medians of the same ${rounds.rounds} interleaved rounds as engine_vs_boardgameio`,
    },
    {
      key: 'apply_vs_structuredclone',
      ratio: ratio2,
      goal: '≥ 10',
      ok: ratio2 >= 10,
      detail: `structuredClone ${(cloneVsApply['structuredClone']!.ns / 1000).toFixed(2)} µs / apply ${(cloneVsApply['apply']!.ns / 1000).toFixed(2)} µs on a 100-unit state`,
    },
  ];
}
