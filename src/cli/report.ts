/**
 * What the `hexwar` command prints: a match's log in a player's words, the
 * result, win tables, fuzz findings and a progress bar.
 *
 * @module
 */
import type { FuzzReport } from '../fuzz';
import type { SimulationReport } from '../simulate';
import { describeAction, describeEvent, phaseName, sideName, sideWord, type Action, type Game, type GameEvent, type MatchState } from '../engine';

/** "airPower" → "air power". */
export const words = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Prints a match's log, action by action, in a player's words. */
export function logger(game: Game, out: (s: string) => void, mode: 'full' | 'summary' | 'quiet') {
  let header = '';
  // Losses are read from the states, not from a game's event names, so every game (hex or table) is summed alike.
  const turn: { n: number; actions: number; start: MatchState | null; end: MatchState | null } = { n: 0, actions: 0, start: null, end: null };
  const stepsBySide = (st: MatchState) => {
    const by: Record<string, number> = {};
    for (const u of st.units) by[u.side] = (by[u.side] ?? 0) + Math.max(0, u.steps);
    return by;
  };
  const flush = () => {
    if (mode !== 'summary' || turn.n === 0 || !turn.start || !turn.end) return;
    const a = stepsBySide(turn.start);
    const b = stepsBySide(turn.end);
    const lost = game.sides.map((side) => `${sideWord(side)} ${Math.max(0, (a[side] ?? 0) - (b[side] ?? 0))}`);
    out(`Turn ${turn.n}: ${turn.actions} action${turn.actions === 1 ? '' : 's'}; steps lost: ${lost.join(', ')}`);
  };
  return {
    action(action: Action, events: readonly GameEvent[], state: MatchState, before: MatchState) {
      if (before.turn !== turn.n) {
        flush();
        Object.assign(turn, { n: before.turn, actions: 0, start: before });
      }
      turn.actions++;
      turn.end = state;
      if (mode !== 'full') return;
      const h = before.turn === 0 ? 'Set-up' : `Turn ${before.turn}`;
      if (h !== header) out(`\n== ${(header = h)} ==`);
      out(`  ${describeAction(game, before, action, { viewer: null })}`);
      for (const e of events) {
        if (e.type === 'phaseChanged') {
          if (e['phase'] === 'over') continue;
          const nh = e['turn'] === 0 ? 'Set-up' : `Turn ${String(e['turn'])}`;
          if (nh !== header) out(`\n== ${(header = nh)} ==`);
          // The phase and side as the game names them ("Defensive fire · American"), not their ids ("Us defensive fire").
          const side = typeof e['side'] === 'string' ? e['side'] : '';
          out(`  -- ${phaseName(game, String(e['phase']))} phase${side ? ` · ${sideName(game, side)}` : ''}`);
          continue;
        }
        const line = describeEvent(game, state, e);
        if (line) out(`      ${line}`);
      }
    },
    end: flush,
  };
}

/** Prints a match's result, VP and length. */
export function resultLines(state: MatchState, ended: string, actions: number, out: (s: string) => void): void {
  const r = state.result;
  out(`\nResult: ${r ? (r.winner ? `${sideWord(r.winner)} wins` : 'a draw') : 'unfinished'}${r?.level ? ` (${r.level})` : ''} — ${r?.reason ?? (ended === 'dead-end' ? 'no side could act' : 'step limit reached')}`);
  if (r?.vp) out(`VP: ${Object.entries(r.vp).map(([s, v]) => `${sideWord(s)} ${v}`).join(', ')}`);
  out(`${actions} actions over ${state.turn} turns.`);
}

/** Prints a win table. */
export function printSimulation(title: string, report: SimulationReport, seconds: number, bots: string, out: (s: string) => void): void {
  const n = report.games;
  out(`${title}: ${n} games, ${bots}${seconds > 0 ? `, ${(n / seconds).toFixed(1)} games/s` : ''}\n`);
  out('result      games    share');
  for (const [who, count] of Object.entries(report.wins)) out(`${who.padEnd(10)} ${String(count).padStart(6)}  ${((100 * count) / Math.max(1, n)).toFixed(1).padStart(6)}%`);
  if (report.unfinished) out(`unfinished ${String(report.unfinished).padStart(6)}`);
  for (const [side, s] of Object.entries(report.vp)) out(`VP ${side}: min ${s.min}, mean ${s.mean.toFixed(1)}, max ${s.max}`);
  out(`turns: min ${report.turns.min}, mean ${report.turns.mean.toFixed(1)}, max ${report.turns.max}`);
  out(`actions: min ${report.steps.min}, mean ${report.steps.mean.toFixed(0)}, max ${report.steps.max}`);
}

/** Prints a fuzz run's findings, each with how to reproduce it. */
export function printFuzz(title: string, report: FuzzReport, seconds: number, out: (s: string) => void): void {
  out(`${title}: fuzzed ${report.games} games, ${report.steps} actions${seconds > 0 ? ` in ${seconds.toFixed(1)} s` : ''}: ${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}.`);
  out(`tried: ${Object.entries(report.tried).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const f of report.findings.slice(0, 10)) {
    out(`\n${f.kind} (seed ${f.seed}, after ${f.actions.length} actions): ${f.message.split('\n')[0]}`);
    if (f.action !== undefined) out(`  action: ${JSON.stringify(f.action)}`);
    out(`  reproduce: replay seed ${f.seed} with actions ${JSON.stringify(f.actions).slice(0, 2000)}`);
  }
}

let lastDrawn = '';
/** A progress bar on stderr, redrawn only when it changes; off a terminal, a line every 10 %. */
export function progress(done: number, total: number, extra = ''): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const tty = process.stderr.isTTY === true;
  const bar = tty ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor((100 * done) / total)}%${extra}` : `${Math.floor((10 * done) / total) * 10}%${extra}`;
  if (bar === lastDrawn && done !== total) return;
  lastDrawn = bar;
  if (tty) process.stderr.write(`\r${bar} ${done}/${total}${done === total ? '\n' : ''}`);
  else process.stderr.write(`${done}/${total} games${extra}\n`);
}
