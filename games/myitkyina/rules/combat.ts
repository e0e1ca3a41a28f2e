/**
 * Combat: declaring an attack unit by unit, then one roll on the postcard's
 * table and the steps it leaves (losses, retreats or No Retreat!, advance).
 *
 * @module
 */
import type { Action, RulesContext, UnitState } from '../../../src/engine';
import { crtLookup, oddsColumn, oddsPosition, retreatOptions, shiftColumn, type ColumnShift } from '../../../src/combat';
import { MYITKYINA } from '../data/map';
import { CRT, MOVE, ODDS } from '../data/tables';
import { adjacent, attackOf, board, counterOf, defenceOf, disrupted, eastBank, enemyOf, isDecoy, neighbours, roomFor, sideBits, type CombatData, type CombatStep, type Ctx, type MyitkyinaData } from './state';

/** The context every changing rule gets. */
export type WCtx = RulesContext<MyitkyinaData>;

const RIVER = board.hexsideBit('irrawaddy') | board.hexsideBit('creek');
const EMBANKMENT = board.hexsideBit('embankment');
const IRRAWADDY = board.hexsideBit('irrawaddy');

/** Whether a unit of `side` in `from` may attack (or be made to attack) `to`: never across the Irrawaddy except Japanese from the east bank. */
export function mayAttackAcross(side: string, from: string, to: string): boolean {
  if ((sideBits(from, to) & IRRAWADDY) === 0) return true;
  return side === 'japanese' && eastBank(from);
}

/** Whether a unit may attack this combat phase: undisrupted, not a decoy, not yet attacked, moved at most 3 hexes. */
export function mayAttack(ctx: Ctx, u: UnitState): boolean {
  if (u.at === null || u.side !== ctx.active || disrupted(u) || isDecoy(u.id)) return false;
  if (u.flags?.['attacked'] === ctx.turn) return false;
  return !(u.flags?.['moved'] === ctx.turn && (u.flags?.['spent'] as number) > MOVE.attackAllowance);
}

/** Hexes a unit may start an attack on. */
export function targetsOf(ctx: Ctx, u: UnitState): string[] {
  if (!mayAttack(ctx, u)) return [];
  return neighbours(u.at!).filter((h) => ctx.unitsAt(h).some((e) => e.side === enemyOf(u.side)) && mayAttackAcross(u.side, u.at!, h));
}

/**
 * Whether these units may attack together: from one hex or mutually adjacent
 * hexes, and a Chinese regiment only with its own division or US units stacked with it.
 */
export function mayCombine(units: readonly UnitState[]): boolean {
  for (const a of units) for (const b of units) if (a.at !== b.at && !adjacent(a.at!, b.at!)) return false;
  const chinese = units.filter((u) => counterOf(u.id).nation === 'chinese');
  if (chinese.length === 0) return true;
  const division = counterOf(chinese[0]!.id).formation;
  return units.every((u) => {
    const c = counterOf(u.id);
    if (c.nation === 'chinese') return c.formation === division;
    return c.nation === 'us' && chinese.some((ch) => ch.at === u.at);
  });
}

/** Units that may join the attack being declared. */
export function joiners(ctx: Ctx): UnitState[] {
  const c = ctx.data.combat;
  if (!c || c.result !== null) return [];
  const attackers = c.attackers.map((id) => ctx.unit(id));
  return ctx.units(
    (u) => !c.attackers.includes(u.id) && mayAttack(ctx, u) && adjacent(u.at!, c.target) && mayAttackAcross(u.side, u.at!, c.target) && mayCombine([...attackers, u]),
  );
}

/** The ways the declared attack may be resolved: normal, Pressed (all Japanese or all British), Banzai! (all Japanese). */
export function modes(ctx: Ctx): string[] {
  const c = ctx.data.combat;
  if (!c || c.result !== null) return [];
  const nations = new Set(c.attackers.map((id) => counterOf(id).nation));
  const only = nations.size === 1 ? [...nations][0] : null;
  if (only === 'japanese') return ['normal', 'pressed', 'banzai'];
  if (only === 'british') return ['normal', 'pressed'];
  return ['normal'];
}

/** Hexes that must be attacked too (from turn 2): undisrupted Japanese (or British, for a Japanese attack) next to an attacker. */
export function alsoAttacked(ctx: Ctx, side: string, attackers: readonly UnitState[], target: string): string[] {
  if (ctx.turn < 2) return [];
  const out = new Set<string>();
  for (const a of attackers) {
    for (const h of neighbours(a.at!)) {
      if (h === target || out.has(h) || !mayAttackAcross(side, a.at!, h)) continue;
      const must = ctx.unitsAt(h).some((e) => e.side === enemyOf(side) && !disrupted(e) && ['japanese', 'british'].includes(counterOf(e.id).nation));
      if (must) out.add(h);
    }
  }
  return [...out].sort();
}

/** Defence bonus in Myitkyina: +1 per Japanese unit (at most 2), +1 for the Allies (at most 1). */
export function townBonus(side: string, units: readonly UnitState[], hex: string): number {
  if (!MYITKYINA.includes(hex)) return 0;
  const n = units.filter((u) => u.at === hex && !isDecoy(u.id)).length;
  return Math.min(n, side === 'japanese' ? 2 : 1);
}

/** The roll as the table's first number: a Japanese attack reads the second number (7 − roll). */
export const tableRoll = (side: string, roll: number): number => (side === 'japanese' ? 7 - roll : roll);

/** Column shift for Pressed Attack and Banzai! from the table roll: best numbers up, worst down. */
export function modeShift(mode: string, n: number): number {
  if (mode === 'pressed') return n >= 4 ? 1 : -1;
  if (mode === 'banzai') return n >= 5 ? 2 : -2;
  return 0;
}

function setCombat(ctx: WCtx, c: CombatData | null): void {
  ctx.setData({ ...ctx.data, combat: c });
}

/** Eliminates a unit. */
export function eliminate(ctx: WCtx, id: string, why: string): void {
  const u = ctx.unit(id);
  ctx.updateUnit(id, { at: null, box: 'eliminated', steps: 0, flags: { disrupted: false } });
  ctx.emit({ type: 'eliminated', unit: id, hex: u.at, reason: why });
}

/** Disrupts a unit by a combat result ("1*" Japanese are immune). */
export function disrupt(ctx: WCtx, id: string): void {
  const hex = ctx.unit(id).at;
  if (counterOf(id).star) return ctx.emit({ type: 'notDisrupted', unit: id, hex, reason: 'a "1*" battalion is disrupted only by bombing' });
  ctx.updateUnit(id, { flags: { disrupted: true, disruptedTurn: ctx.turn } });
  ctx.emit({ type: 'disrupted', unit: id, hex });
}

/** Reveals a hidden unit; a revealed decoy is removed at once. */
export function reveal(ctx: WCtx, id: string): void {
  const u = ctx.unit(id);
  if (!u.hidden) return;
  ctx.updateUnit(id, { hidden: false });
  ctx.revealed();
  ctx.emit({ type: 'revealed', marker: u.marker ?? id, unit: id, hex: u.at, ...(isDecoy(id) ? { decoy: true } : {}) });
  if (isDecoy(id)) {
    ctx.updateUnit(id, { at: null, box: 'removed', steps: 0 });
    ctx.emit({ type: 'decoyRemoved', unit: id, hex: u.at });
  }
}

/** Rolls the declared attack and carries out the result. */
export function resolve(ctx: WCtx, mode: string): void {
  const c = ctx.data.combat!;
  const side = ctx.active!;
  const attackers = c.attackers.map((id) => ctx.unit(id));
  const hexes = [c.target, ...alsoAttacked(ctx, side, attackers, c.target)];
  const defenderIds = ctx.units((u) => u.side === enemyOf(side) && u.at !== null && hexes.includes(u.at)).map((u) => u.id);
  for (const id of [...c.attackers, ...defenderIds]) reveal(ctx, id);
  const defenders = defenderIds.map((id) => ctx.unit(id)).filter((u) => u.at !== null);
  const queue: CombatStep[] = [];
  if (defenders.length === 0) {
    ctx.emit({ type: 'combat', target: c.target, hexes, attackers: c.attackers, defenders: [], result: 'none', reason: 'no unit left to defend once revealed' });
    setCombat(ctx, { ...c, defenders: [], result: '-', queue: [{ kind: 'advance' }] });
    proceed(ctx);
    return;
  }
  const attack = attackers.reduce((s, u) => s + attackOf(u.id), 0);
  const bonus = hexes.reduce((s, h) => s + townBonus(enemyOf(side), defenders, h), 0);
  const defence = defenders.reduce((s, u) => s + defenceOf(u.id), 0) + bonus;
  const odds = oddsColumn(attack, defence, ODDS);
  const shifts: ColumnShift[] = [];
  if (defenders.every(disrupted)) shifts.push({ shift: 1, reason: 'defenders disrupted' });
  const half = attackers.length / 2;
  if (attackers.filter((a) => (sideBits(a.at!, c.target) & RIVER) !== 0).length > half) shifts.push({ shift: -1, reason: 'attacking across a river or creek' });
  if (attackers.filter((a) => (sideBits(a.at!, c.target) & EMBANKMENT) !== 0).length > half) shifts.push({ shift: -1, reason: 'attacking across an embankment' });
  const roll = ctx.random.die(6, `attack on ${c.target}`);
  const n = tableRoll(side, roll);
  const m = modeShift(mode, n);
  if (m !== 0) shifts.push({ shift: m, reason: mode === 'banzai' ? 'Banzai!' : 'Pressed Attack' });
  const column = shiftColumn(oddsPosition(odds, ODDS), shifts, ODDS.columns.length).index;
  const result = crtLookup(CRT, column, n);
  ctx.emit({ type: 'combat', side, target: c.target, hexes, attackers: c.attackers, defenders: defenders.map((u) => u.id), attack, defence, townBonus: bonus, odds: odds.kind === 'column' ? odds.label : odds.outcome, shifts: shifts.map((s) => `${s.shift > 0 ? '+' : ''}${s.shift} ${s.reason}`), column: ODDS.columns[column]!.label, roll, tableRoll: n, mode, result });
  const count = Number.parseInt(result, 10);
  if (result.endsWith('DE')) queue.push({ kind: 'eliminate', side: enemyOf(side), count });
  if (result.endsWith('AE')) queue.push({ kind: 'eliminate', side, count });
  if (result === 'D' || result === 'BD') for (const u of defenders) disrupt(ctx, u.id);
  if (result === 'AD' || result === 'BD') for (const u of attackers) disrupt(ctx, u.id);
  if (result === 'DW' || result === 'DR') {
    for (const u of defenders) {
      disrupt(ctx, u.id);
      queue.push({ kind: 'retreat', unit: u.id, hexes: result === 'DR' ? 2 : 1, result });
    }
  }
  queue.push({ kind: 'advance' });
  setCombat(ctx, { ...c, defenders: defenders.map((u) => u.id), result, queue });
  proceed(ctx);
}

/** The choices a step offers now (empty: nothing to decide, the step is done). */
export function stepOptions(ctx: Ctx, step: CombatStep): Action[] {
  const c = ctx.data.combat!;
  if (step.kind === 'eliminate') {
    const pool = step.side === ctx.active ? c.attackers : c.defenders;
    return pool.filter((id) => ctx.unit(id).at !== null).map((unit) => ({ type: 'eliminate', side: step.side, unit }));
  }
  if (step.kind === 'retreat') {
    const u = ctx.unit(step.unit);
    if (u.at === null) return [];
    const out: Action[] = retreatEnds(ctx, u, step.hexes).map((to) => ({ type: 'retreat', side: u.side, unit: u.id, to }));
    if (counterOf(u.id).nation !== 'chinese') out.push({ type: 'retreat', side: u.side, unit: u.id, to: null });
    return out;
  }
  if (ctx.unitsAt(c.target).some((u) => u.side !== ctx.active)) return [];
  const movers = c.attackers.map((id) => ctx.unit(id)).filter((u) => u.at !== null && u.at !== c.target && !disrupted(u) && roomFor(ctx, c.target, u.id));
  if (movers.length === 0) return [];
  return [...movers.map((u) => ({ type: 'advance', side: u.side, unit: u.id })), { type: 'advance', side: ctx.active!, unit: null }];
}

/** Hexes a unit may retreat to: `hexes` hexes away, never next to an attacker unless a friendly unit not under this attack is there. */
export function retreatEnds(ctx: Ctx, u: UnitState, hexes: number): string[] {
  const c = ctx.data.combat!;
  const enemy = new Uint8Array(board.size);
  const friendly = new Uint8Array(board.size);
  for (const o of ctx.state.units) {
    if (o.at === null) continue;
    if (o.side !== u.side) enemy[board.cell(o.at)] = 1;
    else if (!c.defenders.includes(o.id)) friendly[board.cell(o.at)] = 1;
  }
  const nearAttackers = new Set(c.attackers.flatMap((id) => (ctx.unit(id).at ? neighbours(ctx.unit(id).at!) : [])));
  const r = retreatOptions(board, board.cell(u.at!), hexes, {
    enemyOccupied: enemy,
    prohibitedHexsides: IRRAWADDY,
    forbidden: (cell) => nearAttackers.has(board.labels[cell]!) && !friendly[cell],
    mayEndIn: (cell) => roomFor(ctx, board.labels[cell]!, u.id),
  });
  return r.ends.map((cell) => board.labels[cell]!).sort();
}

/** Carries on with the steps after the roll: opens the next decision, or ends the combat. */
export function proceed(ctx: WCtx): void {
  for (;;) {
    const c = ctx.data.combat!;
    const step = c.queue[0];
    if (!step) {
      for (const id of c.attackers) ctx.updateUnit(id, { flags: { attacked: ctx.turn } });
      setCombat(ctx, null);
      ctx.clearDecision();
      return;
    }
    const options = stepOptions(ctx, step);
    if (options.length === 0) {
      if (step.kind === 'retreat' && ctx.unit(step.unit).at !== null) eliminate(ctx, step.unit, 'no retreat possible');
      setCombat(ctx, { ...c, queue: c.queue.slice(1) });
      continue;
    }
    if (step.kind === 'eliminate' && options.length <= step.count) {
      for (const o of options) eliminate(ctx, o['unit'] as string, `${c.result} result`);
      setCombat(ctx, { ...c, queue: c.queue.slice(1) });
      continue;
    }
    if (options.length === 1) {
      choose(ctx, options[0]!);
      continue;
    }
    const side = options[0]!.side;
    const prompt =
      step.kind === 'eliminate'
        ? `${c.result}: choose a unit to eliminate (${step.count} to go)`
        : step.kind === 'retreat'
          ? `${step.result}: where does ${step.unit} retreat${counterOf(step.unit).nation !== 'chinese' ? ', or does it hold (No Retreat!)' : ''}?`
          : `advance into ${c.target}? choose a unit, or stop`;
    ctx.decide({ side, kind: step.kind, prompt, rule: step.kind === 'advance' ? 'Advance' : step.kind === 'retreat' ? 'Combat' : 'CRT', options });
    return;
  }
}

/** Carries out one answer to a combat step (the decision's option, already checked). */
export function choose(ctx: WCtx, a: Action): void {
  const c = ctx.data.combat!;
  const step = c.queue[0]!;
  const rest = c.queue.slice(1);
  if (step.kind === 'eliminate') {
    eliminate(ctx, a['unit'] as string, `${c.result} result`);
    setCombat(ctx, { ...c, queue: step.count > 1 ? [{ ...step, count: step.count - 1 }, ...rest] : rest });
  } else if (step.kind === 'retreat') {
    const u = ctx.unit(step.unit);
    if (a['to'] === null) {
      ctx.emit({ type: 'noRetreat', unit: u.id, hex: u.at, result: step.result });
      if (step.result === 'DR') eliminate(ctx, u.id, 'No Retreat! on DR');
    } else {
      ctx.updateUnit(u.id, { at: a['to'] as string });
      ctx.emit({ type: 'retreated', unit: u.id, from: u.at, to: a['to'] as string });
    }
    setCombat(ctx, { ...c, queue: rest });
  } else if (a['unit'] === null) {
    setCombat(ctx, { ...c, queue: rest });
  } else {
    const u = ctx.unit(a['unit'] as string);
    ctx.updateUnit(u.id, { at: c.target });
    ctx.emit({ type: 'advanced', unit: u.id, from: u.at, to: c.target });
  }
}
