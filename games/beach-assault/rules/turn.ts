/**
 * What happens at the start and end of a side's turn: Green's reinforcement
 * roll, morale for units that have lost their officer and sergeant, wire made
 * passable by a whole turn's work, and the end of the battle (the command post
 * captured, Tan's infantry gone, or turn 20 over).
 *
 * @module
 */
import { rangeTable, rollCheck, rollOnTable } from 'hexwar/procedures';
import { backOff, basesOverlap, baseToPolygon, bearing, checkPath, fleePath } from 'hexwar/tabletop';
import { COUNTERS, GREEN_POOL_TANK, GREEN_POOL_UNITS, MEMBERS, membersOf } from '../data/forces';
import { CONTACT, MORALE, PROFILES, REINFORCEMENT, REINFORCEMENT_KIND, TURNS, reinforcementModifier } from '../data/tables';
import { revealOrder } from './arrival';
import { finishWireWork, moves } from './movement';
import { commandPost, counterOf, figureOf, isDead, membersAlive, nameOf, onTable, onTheTable, phasing, tableState } from './figures';
import type { Ctx, Side, WCtx } from './types';

// ---------------------------------------------------------------- reinforcements

/** Green's reinforcement roll at the start of his turn: 2d6 (+1 from turn 5, +2 from 10, +3 from 15); 12 or more brings a unit, infantry or tank on an even chance (infantry only once the tank has come). */
export function reinforcementRoll(ctx: WCtx): void {
  const modifier = reinforcementModifier(ctx.turn);
  const { passed } = rollCheck(ctx, { table: "Green's reinforcement roll", dice: 2, atLeast: REINFORCEMENT.needs, modifiers: [{ n: modifier, why: `turn ${ctx.turn}` }], pass: 'a unit comes', fail: 'nothing comes', rule: 'Reinforcements' });
  if (!passed) return;
  const kind = ctx.data.tankCame ? 'infantry' : rollOnTable(ctx, { table: 'reinforcement: infantry or tank', read: kindOf, says: (k) => (k === 'tank' ? 'a tank' : 'infantry'), rule: 'Reinforcements' }).result;
  const unit = kind === 'tank' ? GREEN_POOL_TANK : GREEN_POOL_UNITS.find((t) => !ctx.hasUnit(membersOf(t)[0]) && !ctx.data.reinforcing.includes(t));
  ctx.emit({ type: 'reinforcementDue', turn: ctx.turn, kind, unit: unit ?? null, rule: 'Reinforcements' });
  if (!unit) return;
  ctx.setData({ ...ctx.data, reinforcing: [...ctx.data.reinforcing, unit], tankCame: ctx.data.tankCame || kind === 'tank' });
}
const kindOf = rangeTable(REINFORCEMENT_KIND, 'reinforcement');

// ---------------------------------------------------------------- morale

/** The infantry units of a side that have lost both officer and sergeant (killed) and still have men in the fight. */
function leaderless(ctx: Ctx, side: string): string[] {
  const out: string[] = [];
  for (const [team, ids] of MEMBERS) {
    const c = counterOf(ids[0]);
    if (c.side !== side || c.type !== 'infantry' || !ctx.hasUnit(`${team}-officer`)) continue;
    if (!isDead(ctx.unit(`${team}-officer`)) || !isDead(ctx.unit(`${team}-sergeant`))) continue;
    if (membersAlive(ctx, team).length > 0) out.push(team);
  }
  return out;
}

/** A running man's way: straight away from the nearest enemy (with none on the table, toward his own edge), as far as a full move takes him. */
function runOf(ctx: WCtx, id: string) {
  const f = figureOf(ctx, id);
  const enemy = ctx.board.nearest(f, { enemyOf: f.side })?.figures[0];
  const away = enemy && (enemy.at.x !== f.at.x || enemy.at.y !== f.at.y) ? bearing(enemy.at, f.at) : f.side === 'tan' ? 180 : 0;
  const options = { state: tableState(ctx), allowance: 1, mayLeave: true, who: nameOf(id), hull: { base: f.base, facing: away } };
  const { path, check } = fleePath(ctx.board.table, PROFILES.infantry, f.at, away, options);
  return { f, enemy, away, options, path, check };
}

/** Where a running man goes: his whole run ({@link runOf}), or short of a figure at its end; off the table, he is gone. */
function runAway(ctx: WCtx, id: string): void {
  const { f, away, options, ...run } = runOf(ctx, id);
  let { path, check } = run;
  // He stops short of any figure in his way's end: two figures never share a spot.
  if (!check.left && moves.standsOn(ctx, id, check.end) !== undefined) {
    path = backOff(path, (p) => moves.standsOn(ctx, id, p[p.length - 1]!) === undefined);
    check = checkPath(ctx.board.table, PROFILES.infantry, path, options);
  }
  const to = onTheTable(ctx, check.end);
  if (check.left) ctx.updateUnit(id, { at: null, box: 'fled', steps: 0, flags: { morale: 'run' } });
  else ctx.updateUnit(id, { at: { ...to, facing: away }, flags: { moved: true, spent: 1, morale: 'run' } });
  ctx.emit({ type: 'ran', side: f.side, figure: id, from: { x: f.at.x, y: f.at.y }, to, path: path.map((p) => ({ x: p.x, y: p.y })), left: check.left ? check.left.edge : null, rule: 'Morale' });
}

/**
 * A unit runs: every man runs directly away, the man furthest from the enemy
 * first, and a man whose whole run would end on a comrade still to run waits
 * until that comrade has gone, so men running the same way never cut each
 * other's run short (a file of men facing the enemy runs as one). Only when
 * every man left waits on another (their runs cross) does the first of them
 * run, stopping short of whoever is in his way.
 */
function runUnit(ctx: WCtx, men: readonly string[]): void {
  const from = (id: string) => {
    const { f, enemy } = runOf(ctx, id);
    return enemy ? Math.hypot(enemy.at.x - f.at.x, enemy.at.y - f.at.y) : 0;
  };
  const waiting = men.map((id, i) => ({ id, i, d: from(id) })).sort((a, b) => b.d - a.d || a.i - b.i).map((m) => m.id);
  const onComrade = (id: string): boolean => {
    const { f, check } = runOf(ctx, id);
    if (check.left) return false;
    const end = { base: f.base, at: check.end };
    return waiting.some((other) => other !== id && basesOverlap(end, figureOf(ctx, other)));
  };
  while (waiting.length) {
    const k = Math.max(0, waiting.findIndex((id) => !onComrade(id)));
    const [id] = waiting.splice(k, 1);
    runAway(ctx, id!);
  }
}

const moraleOf = rangeTable(MORALE, 'Morale');

/** Morale at the start of a side's turn: each leaderless unit rolls a d6; 5–6 normal, 3–4 may fire but not move, 1–2 runs straight away from the enemy and may not fire (a man who leaves the table is gone). */
export function moraleRolls(ctx: WCtx, side: Side): void {
  for (const team of leaderless(ctx, side)) {
    const { result } = rollOnTable(ctx, { table: 'morale', unit: team, read: moraleOf, says: (r) => (r === 'normal' ? 'carries on' : r === 'hold' ? 'may fire but not move this turn' : 'runs, and may not fire'), rule: 'Morale' });
    if (result === 'normal') continue;
    const runners: string[] = [];
    for (const u of membersAlive(ctx, team)) {
      if (result === 'hold' || !onTable(u)) ctx.updateUnit(u.id, { flags: { morale: result } });
      else runners.push(u.id);
    }
    runUnit(ctx, runners);
  }
}

// ---------------------------------------------------------------- the end

/** Tan infantry in contact with the command post (within 1" of its walls or ruins), and Green infantry there. */
function atCommandPost(ctx: Ctx): { tan: string[]; green: string[] } {
  const cp = commandPost(ctx);
  const near = (side: string) =>
    ctx.board
      .figuresOf(side)
      .filter((f) => f.class === 'infantry' && baseToPolygon(f, cp) <= CONTACT + 1e-9)
      .map((f) => f.id);
  return { tan: near('tan'), green: near('green') };
}

/** True if Tan has no infantryman left alive: on the table, in a jeep or still at sea (a unit not yet landed). */
function tanInfantryGone(ctx: Ctx): boolean {
  return !COUNTERS.some((c) => c.side === 'tan' && c.type === 'infantry' && (!ctx.hasUnit(c.id) || ctx.unit(c.id).steps > 0));
}

/** Ends the battle: the order is shown to Green and checked, then the result. */
function finish(ctx: WCtx, winner: Side, reason: string): void {
  revealOrder(ctx);
  ctx.endGame({ winner, reason });
}

/**
 * At the end of each side's fire phase (its turn): wire worked on all turn
 * becomes passable; then Tan wins if his infantry hold the command post (in
 * contact with it, no Green infantryman in contact), Green wins if Tan has no
 * infantry left, or when turn 20 is over.
 */
export function endOfTurn(ctx: WCtx): void {
  const side = phasing(ctx);
  finishWireWork(ctx, side);
  if (side === 'tan') {
    const at = atCommandPost(ctx);
    if (at.tan.length) ctx.emit({ type: 'captureCheck', tan: at.tan, green: at.green, captured: at.green.length === 0, rule: 'Victory' });
    if (at.tan.length && !at.green.length) return finish(ctx, 'tan', `Tan captured the command post on turn ${ctx.turn} (${at.tan.map(nameOf).join(', ')} in contact, no Green infantry there)`);
  }
  if (tanInfantryGone(ctx)) return finish(ctx, 'green', `Tan has no infantry left to capture the command post (turn ${ctx.turn})`);
  if (side === 'green' && ctx.turn >= TURNS) finish(ctx, 'green', `Green still holds the command post at the end of turn ${TURNS}`);
}
