/**
 * Phase hooks (what happens on entering and leaving a phase), winning, and the
 * game's invariants.
 *
 * @module
 */
import type { GameResult, PhaseHooks, UnitState } from '../../../src/engine';
import { AIRFIELD, ALLIED_SETUP, MYITKYINA } from '../data/map';
import { DOUBLE_CREDIT_BEFORE, STACK_LIMIT, TURNS } from '../data/tables';
import { arrivals } from './actions';
import { airStrikes } from './air';
import { eliminate, type WCtx } from './combat';
import { disrupted, eastBank, stackPoints, weight, type Ctx, type MyitkyinaData } from './state';

/** Eliminates the Allied units over the stacking limit after movement, newest arrival first. */
function removeExcess(ctx: WCtx): void {
  const hexes = new Set(ctx.units((u) => u.side === 'allied' && u.at !== null).map((u) => u.at!));
  for (const hex of hexes) {
    const stack = ctx.unitsAt(hex).filter((u) => u.side === 'allied');
    let points = stackPoints(stack);
    const order = [...stack].sort((a, b) => ((b.flags?.['landed'] as number) ?? 0) - ((a.flags?.['landed'] as number) ?? 0));
    for (const u of order) {
      if (points <= STACK_LIMIT) break;
      eliminate(ctx, u.id, 'over the stacking limit');
      points -= weight(u.id);
    }
  }
}

/** Recovery: Japanese at the end of every player turn; Allies at the end of the Japanese combat phase of the turn after they were disrupted. */
function recover(ctx: WCtx): void {
  for (const u of ctx.units(disrupted)) {
    const back = u.side === 'japanese' || (ctx.active === 'japanese' && (u.flags?.['disruptedTurn'] as number) < ctx.turn);
    if (back) {
      ctx.updateUnit(u.id, { flags: { disrupted: false } });
      ctx.emit({ type: 'recovered', unit: u.hidden ? (u.marker ?? 'unidentified') : u.id });
    }
  }
  ctx.setData({ ...ctx.data, bombed: [] });
}

/** The end-of-turn look at the objectives, for the log (the win itself is `checkResult`, after every action). */
function victoryCheck(ctx: WCtx): void {
  const held = (h: string) => ctx.unitsAt(h).some((u) => u.side === 'allied');
  ctx.emit({ type: 'victoryCheck', turn: ctx.turn, airfield: held(AIRFIELD), town: MYITKYINA.filter(held).length, last: ctx.turn >= TURNS });
}

/** Phase hooks by phase. */
export const phases: Record<string, PhaseHooks<MyitkyinaData>> = {
  reinforcement: {
    enter(ctx) {
      if (arrivals(ctx, ctx.active!).length === 0) ctx.endPhase();
    },
  },
  movement: { exit: (ctx) => removeExcess(ctx) },
  combat: {
    enter(ctx) {
      if (ctx.active === 'allied') airStrikes(ctx);
    },
    exit(ctx) {
      recover(ctx);
      if (ctx.active === 'japanese') victoryCheck(ctx);
    },
  },
};

/** Allied units hold the airfield and all four Myitkyina hexes. */
export function alliesHoldAll(ctx: Ctx): boolean {
  return [AIRFIELD, ...MYITKYINA].every((h) => ctx.unitsAt(h).some((u) => u.side === 'allied'));
}

/** The instant Allied win (a draw once the 36th Indian Division is in). */
export function checkResult(ctx: Ctx): GameResult | null {
  if (ctx.turn < 1 || !alliesHoldAll(ctx)) return null;
  if (ctx.data.indianDivision) return { winner: null, reason: `the Allies took the airfield and Myitkyina on turn ${ctx.turn}, but with the 36th Indian Division: a draw`, level: 'draw' };
  const double = ctx.turn < DOUBLE_CREDIT_BEFORE;
  return { winner: 'allied', reason: `the Allies took the airfield and all of Myitkyina on turn ${ctx.turn}${double ? ' (double credit, before turn 7)' : ''}`, level: double ? 'double' : 'single' };
}

/** Otherwise the Japanese win. */
export function finalResult(): GameResult {
  return { winner: 'japanese', reason: 'the Allies did not take the airfield and all of Myitkyina' };
}

/** The game's invariants, checked by the fuzzer after every action. */
export function invariants(ctx: Ctx): string[] {
  const out: string[] = [];
  const sideAt = new Map<string, string>();
  for (const u of ctx.state.units) {
    if (u.at === null) {
      if (u.steps === 0 && u.box !== 'eliminated' && u.box !== 'removed') out.push(`${u.id} has no steps but is in ${u.box}`);
      continue;
    }
    if (u.steps !== 1) out.push(`${u.id} is on the map with ${u.steps} steps`);
    const other = sideAt.get(u.at);
    if (other && other !== u.side) out.push(`${u.at} holds both sides`);
    sideAt.set(u.at, u.side);
    if (u.side === 'allied' && eastBank(u.at)) out.push(`${u.id} crossed the Irrawaddy`);
    if (u.side === 'allied' && !ALLIED_SETUP.includes(u.at) && ctx.turn === 0) out.push(`${u.id} set up off A5–A7`);
    if (!u.hidden && u.side === 'japanese' && u.id.startsWith('decoy')) out.push(`a revealed decoy ${u.id} is still on the map`);
  }
  if (ctx.phase !== 'movement' && ctx.phase !== 'reinforcement') {
    for (const hex of new Set(ctx.state.units.filter((u) => u.at !== null).map((u) => u.at!))) {
      const points = stackPoints(ctx.unitsAt(hex) as UnitState[]);
      if (points > STACK_LIMIT) out.push(`${hex} holds ${points} stacking points`);
    }
  }
  return out;
}
