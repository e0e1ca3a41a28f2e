/**
 * What an action would do before it is taken, in numbers and words: the odds
 * of an attack with every modifier and shift, a shot's need and chance, a
 * move's path and cost. Each verb forecasts from the same code that resolves
 * it, so a forecast and the combat that follows agree.
 *
 * @module
 */
import type { Game } from './game-types';
import { actionWords, unitName } from './describe';
import type { ActionArg, Spec } from './definition';
import type { Action, MatchState, Position } from './types';
import type { AttackForecast, BlastForecast, ForecastResult, MoveForecast, ShotForecast } from './forecast-types';

export type { AttackForecast, BlastForecast, Forecast, ForecastResult, Foreseen, MoveForecast, OddsShift, ShotForecast, StrengthChange, VerbForecast } from './forecast-types';

const pct = (p: number): string => `${Math.round(p * 1000) / 10}%`;
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const cite = (rule: string | undefined): string => (rule ? ` (${rule})` : '');

/**
 * An attack's forecast in words: the strengths with each modifier, the odds,
 * each shift, the column and each result's chance.
 *
 * @category Forecast
 */
export function attackWords(f: AttackForecast, name: (unit: string) => string = (u) => u): string[] {
  if (f.hidden !== undefined) return [`Attack on ${f.hex}: ${f.hidden}`];
  const out: string[] = [];
  for (const role of ['attacker', 'defender'] as const) {
    const total = role === 'attacker' ? f.attack : f.defence;
    const lines = (f.modifiers ?? []).filter((m) => m.role === role);
    const sup = (f.supports ?? []).filter((s) => s.role === role);
    const units = (f.units ?? []).filter((u) => u.role === role).map((u) => `${name(u.unit)} ${u.counts}`);
    const why = [
      ...(units.length ? [units.join(', ')] : []),
      ...lines.map((m) => `${m.times !== undefined ? `x${m.times}` : signed(m.amount)} ${m.reason}${cite(m.rule)}: ${m.units.map(name).join(', ')}`),
      ...sup.map((s) => `+${s.value} ${s.kind}${s.unit !== undefined ? ` ${name(s.unit)}` : ''}`),
    ];
    out.push(`${role === 'attacker' ? 'Attack' : 'Defence'} ${total}${why.length ? ` (${why.join('; ')})` : ''}`);
  }
  out.push(`Odds ${f.odds}: the ${f.baseColumn} column`);
  for (const s of f.shifts ?? []) out.push(`${signed(s.shift)} column${Math.abs(s.shift) === 1 ? '' : 's'}: ${s.reason}${cite(s.rule)}`);
  if (f.shifts?.length) out.push(`Final column ${f.column}`);
  // A shift the roll itself brings (Myitkyina's Pressed Attack, Banzai!): which rolls read which column, or the results would seem another column's.
  const byColumn = new Map<string, number[]>();
  for (const r of f.rolls ?? []) byColumn.set(r.column, [...(byColumn.get(r.column) ?? []), r.roll]);
  if (byColumn.size > 1 || (byColumn.size === 1 && !byColumn.has(f.column ?? ''))) {
    out.push(`The roll moves the column: ${[...byColumn].map(([c, rolls]) => `${rolls.sort((x, y) => x - y).join(', ')} read ${c}`).join('; ')}`);
  }
  out.push(`Results: ${(f.results ?? []).map((r) => `${r.result}${r.meaning ? ` (${r.meaning})` : ''} ${pct(r.chance)}`).join(', ')}`);
  for (const o of f.open ?? []) out.push(o);
  return out;
}

/**
 * A shot's forecast in words.
 *
 * @category Forecast
 */
export function shotWords(s: ShotForecast, name: (unit: string) => string = (u) => u): string {
  const mods = s.modifiers.map((m) => `${signed(m.n)} ${m.why}`);
  return `${name(s.by)} at ${name(s.target)} with the ${s.weapon}: ${s.distance}"${s.band !== undefined ? ` (${s.band} range)` : ''}, hits on ${s.needs} on a d${s.die}${mods.length ? `, ${mods.join(', ')}` : ''}: ${pct(s.chance)}${s.rolls !== undefined && s.rolls > 1 ? ` (up to ${s.rolls} rolls)` : ''}${cite(s.rule)}`;
}

/**
 * A template's forecast in words: where it is aimed, the chance it lands there,
 * and who it may hit.
 *
 * @category Forecast
 */
export function blastWords(b: BlastForecast, name: (unit: string) => string = (u) => u): string {
  const hit = b.figures.filter((f) => f.chance >= 0.0005).map((f) => `${name(f.id)} ${pct(f.chance)}`);
  return `${name(b.by)}'s ${b.weapon} at (${b.aim.x}", ${b.aim.y}"): lands there ${pct(b.onTarget)}; ${hit.length ? `may hit ${hit.join(', ')}` : 'may hit no one'}${cite(b.rule)}`;
}

/**
 * What a legal action would do, before it is taken, from the same code that
 * resolves it: for an attack the strengths with each modifier and its reason,
 * the odds, every column shift, the final column and the chance of each
 * result; for a shot the range band, the need, every modifier and the chance
 * to hit; for a move its path and cost. An action `apply` would refuse gets
 * the same refusal, and nothing changes. A forecast tells the acting side
 * only what it may see (a hidden defender's strength stays hidden).
 *
 * @example
 * ```ts
 * import { forecast } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const f = forecast(myitkyina, state, { type: 'resolveAttack', side: 'allied' });
 * if (f.ok) console.log(f.forecast.words.join('\n')); // "Attack 6 …", "Odds 2-1 …", "Results: …"
 * ```
 * @category Forecast
 */
export function forecast<G extends Spec, P extends Position, const A extends Action = Action>(game: Game<G>, state: MatchState<unknown, P>, action: ActionArg<G, A>): ForecastResult {
  const g: Game = game;
  const seen = g.foresee(state, action as Action);
  if (!seen.ok) return seen;
  const name = (id: string) => unitName(g, id);
  const { parts } = seen;
  const words = [
    ...(parts.attack ? attackWords(parts.attack, name) : []),
    ...(parts.shots ?? []).map((s) => shotWords(s, name)),
    ...(parts.move ? [moveWords(parts.move, name)] : []),
    ...(parts.blast ? [blastWords(parts.blast, name)] : []),
    ...(parts.notes ?? []),
  ];
  if (words.length === 0) words.push(actionWords(g, state, seen.action));
  return { ok: true, forecast: { action: seen.action, ...parts, words } };
}

/**
 * A move's forecast in words.
 *
 * @category Forecast
 */
export function moveWords(m: MoveForecast, name: (unit: string) => string = (u) => u): string {
  if (m.unitOfCost === 'turn') {
    const left = m.allowance !== undefined && m.allowance < 1 ? ` (${pct(m.allowance)} of it left)` : '';
    return `${name(m.unit)}: ${m.path.join(' → ')}, ${m.length ?? 0}" costing ${pct(m.cost)} of a turn's move${left}`;
  }
  return `${name(m.unit)}: ${m.path.join(' → ')}, ${m.cost} MP${m.allowance !== undefined ? ` of ${m.allowance}` : ''}`;
}
