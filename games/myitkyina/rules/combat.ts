/**
 * Combat on the core's attack procedures: who may attack and combine, the
 * hexes that must be attacked too, the Myitkyina bonus, the shifts, Pressed
 * Attack and Banzai!, the postcard's table read by each side's own row numbers,
 * disruption, retreats, No Retreat! and advance after combat.
 *
 * @module
 */
import { attackProcedures, type CombatStep, type ColumnShift } from 'hexwar/combat';
import { EAST_BANK } from '../data/map';
import { CRT, MOVE, ODDS } from '../data/tables';
import { counterOf, disrupted, enemyOf, isDecoy, publicId, type Ctx, type G, type WCtx, type Unit } from './types';

/** Whether a unit of `side` in `from` may attack (or be made to attack) `to`: never across the Irrawaddy except Japanese from the east bank. */
const mayAttackAcross = (ctx: Ctx, side: string, from: string, to: string): boolean => !ctx.board.crosses(from, to, 'irrawaddy') || (side === 'japanese' && EAST_BANK.includes(from));

/** Whether a unit may attack this combat phase: undisrupted, not a decoy, not yet attacked, moved at most 3 hexes. */
function mayAttack(ctx: Ctx, u: Unit): boolean {
  if (u.at === null || u.side !== ctx.active || disrupted(u) || isDecoy(u.id) || u.flags?.attacked === ctx.turn) return false;
  return !(u.flags?.moved === ctx.turn && (u.flags?.spent ?? 0) > MOVE.attackAllowance);
}

/** Whether these units may attack together: from one hex or mutually adjacent hexes; a Chinese regiment only with its own division or US units stacked with it. */
function mayCombine(ctx: Ctx, units: readonly Unit[]): boolean {
  if (units.some((a) => units.some((b) => a.at !== b.at && !ctx.board.adjacent(a.at!, b.at!)))) return false;
  const chinese = units.filter((u) => counterOf(u.id).nation === 'chinese');
  const division = chinese[0] ? counterOf(chinese[0].id).formation : null;
  return chinese.length === 0 || units.every((u) => (counterOf(u.id).nation === 'chinese' ? counterOf(u.id).formation === division : counterOf(u.id).nation === 'us' && chinese.some((ch) => ch.at === u.at)));
}

/** Reveals a hidden unit; a revealed decoy is removed at once. */
function reveal(ctx: WCtx, id: string): void {
  const u = ctx.unit(id);
  if (!u.hidden) return;
  ctx.updateUnit(id, { hidden: false });
  ctx.revealed();
  ctx.emit({ type: 'revealed', marker: u.marker ?? id, unit: id, hex: u.at, ...(isDecoy(id) ? { decoy: true } : {}) });
  if (!isDecoy(id)) return;
  ctx.updateUnit(id, { at: null, box: 'removed', steps: 0 });
  ctx.emit({ type: 'decoyRemoved', unit: id, hex: u.at });
}

/** The roll as the table's first number: a Japanese attack reads the second number (7 − roll). */
export const tableRoll = (side: string, roll: number): number => (side === 'japanese' ? 7 - roll : roll);

/** Fixed shifts against a target: +1 if every defender is disrupted; -1 each if more than half the attackers cross a river or creek, an embankment. */
function shifts(ctx: Ctx, hex: string, attackers: readonly Unit[], defenders: readonly Unit[]): ColumnShift[] {
  const out: ColumnShift[] = [];
  const across = (...f: string[]) => attackers.filter((a) => f.some((x) => ctx.board.crosses(a.at!, hex, x))).length > attackers.length / 2;
  if (defenders.every(disrupted)) out.push({ shift: 1, reason: 'defenders disrupted' });
  if (across('irrawaddy', 'creek')) out.push({ shift: -1, reason: 'attacking across a river or creek' });
  if (across('embankment')) out.push({ shift: -1, reason: 'attacking across an embankment' });
  return out;
}

/** The core's attack procedures, configured by the postcard. */
export const combat = attackProcedures<G, never>({
  odds: ODDS,
  crt: CRT,
  rule: 'Combat',
  attackers: (ctx, hex, side) => ctx.board.neighbours(hex).flatMap((h) => ctx.board.sideAt(h, side).filter((u) => mayAttack(ctx, u) && mayAttackAcross(ctx, side, h, hex))),
  mayJoin: (ctx, attackers, u) => mayCombine(ctx, [...attackers, u]),
  refusals: {
    declare: (_ctx, hex) => `${hex.slice(0, 20)} cannot be attacked: it needs an enemy unit next to one of your units that is undisrupted, has moved at most 3 hexes and has not attacked (Combat)`,
    join: (ctx, unit) => `${unit.slice(0, 20)} cannot join the attack on ${ctx.frame<{ hex: string }>('attack')?.hex ?? '?'}: it must be able to attack, be next to it, next to (or with) the other attackers, and a Chinese regiment combines only with its own division or US units stacked with it (Combat)`,
  },
  // From turn 2, undisrupted Japanese (or British, for a Japanese attack) next to an attacker are attacked in the same combat.
  alsoAttacked: (ctx, side, attackers, target) =>
    ctx.turn < 2
      ? []
      : [...new Set(attackers.flatMap((a) => ctx.board.neighbours(a.at!).filter((h) => h !== target && mayAttackAcross(ctx, side, a.at!, h) && ctx.board.sideAt(h, enemyOf(side)).some((e) => !disrupted(e) && ['japanese', 'british'].includes(counterOf(e.id).nation)))))].sort(),
  modifiers: [{ kind: 'hexBonus', in: { terrain: 'town' }, add: 1, max: { japanese: 2, allied: 1 }, reason: 'Myitkyina', rule: 'Combat' }],
  shifts: (ctx, c, _t, defenders) => shifts(ctx, c.hex, c.attackers.map((id) => ctx.unit(id)), defenders),
  modes(_ctx, c) {
    const nations = new Set(c.attackers.map((id) => counterOf(id).nation));
    const only = nations.size === 1 ? [...nations][0] : null;
    return only === 'japanese' ? ['normal', 'pressed', 'banzai'] : only === 'british' ? ['normal', 'pressed'] : ['normal'];
  },
  modeRefusal: (mode) => `a ${mode} attack is only for Japanese${mode === 'pressed' ? ' or British' : ''} attackers (${mode === 'banzai' ? 'Banzai' : 'Pressed attack'})`,
  roll: {
    read: (_ctx, side, roll) => tableRoll(side, roll),
    // Pressed Attack: the best three numbers up a column, the worst three down; Banzai!: the best two up two, the worst four down two.
    shift: (mode, n) => (mode === 'pressed' ? { shift: n >= 4 ? 1 : -1, reason: 'Pressed Attack' } : mode === 'banzai' ? { shift: n >= 5 ? 2 : -2, reason: 'Banzai!' } : null),
  },
  beforeResolve(ctx, c, defenders) {
    for (const id of [...c.attackers, ...defenders]) reveal(ctx, id);
  },
  // A decoy revealed at the moment of combat is removed: it takes no part in the roll.
  droppedOut: (_ctx, u) => (isDecoy(u.id) ? 'revealed as a decoy at the moment of combat and removed' : null),
  legend(code) {
    const n = Number.parseInt(code, 10);
    const steps: CombatStep[] = [];
    if (code.endsWith('DE')) steps.push({ kind: 'lose', role: 'defender', count: n, units: true });
    if (code.endsWith('AE')) steps.push({ kind: 'lose', role: 'attacker', count: n, units: true });
    if (['D', 'BD', 'DW', 'DR'].includes(code)) steps.push({ kind: 'disrupt', role: 'defender' });
    if (code === 'AD' || code === 'BD') steps.push({ kind: 'disrupt', role: 'attacker' });
    // DW: disrupted and withdrawn 1 hex; DR: routed 2. No Retreat! turns DW into D, DR into DE.
    if (code === 'DW' || code === 'DR') steps.push({ kind: 'retreat', role: 'defender', hexes: code === 'DR' ? 2 : 1, noRetreat: code === 'DR' ? 'eliminate' : 'hold', result: code });
    return { steps: [...steps, { kind: 'advance' }] };
  },
  disrupt(ctx, id) {
    const u = ctx.unit(id);
    if (counterOf(id).star) return ctx.emit({ type: 'notDisrupted', unit: id, hex: u.at, reason: 'a "1*" battalion is disrupted only by bombing' });
    ctx.updateUnit(id, { flags: { disrupted: true, disruptedTurn: ctx.turn } });
    ctx.emit({ type: 'disrupted', unit: publicId(u), hex: u.at });
  },
  retreat: {
    away: 'start',
    blockedByZoc: false,
    prohibitedHexsides: ['irrawaddy'],
    // Not next to an attacker unless a friendly unit not under this attack is there.
    forbidden: (ctx, u, hex, r) => r.attackers.some((a) => ctx.unit(a).at !== null && ctx.board.adjacent(ctx.unit(a).at!, hex)) && !ctx.board.sideAt(hex, u.side).some((f) => !r.defenders.includes(f.id)),
    rule: 'Combat',
  },
  noRetreat: (_ctx, u) => counterOf(u.id).nation !== 'chinese',
  mayAdvance: (_ctx, u) => !disrupted(u),
  resolved(ctx, c) {
    for (const id of c.attackers) ctx.updateUnit(id, { flags: { attacked: ctx.turn } });
  },
});
