/**
 * A combat's arithmetic, pure (it reads the state and changes nothing): each
 * unit's factor with the modifiers applied, out-of-supply stacks halved,
 * supports added; then the odds, the shifts with their reasons, the column,
 * and the chance of each result. The attack procedure resolves a combat with
 * exactly these functions, rolling once where the preview counts every face.
 */
import { crtLookup, oddsColumn, oddsPosition, shiftColumn, type ColumnShift } from '../../combat';
import type { ReadContext, Spec, UnitOf } from '../../engine/definition';
import type { Position } from '../../engine/types';
import type { AttackConfig } from './config';
import type { CombatEntry, CombatPreview, CombatRole, CombatTally, CombatUnderWay, ResultChance } from './types';

/** A unit of the game's board. */

/**
 * The label of a column of the odds table. Column indexes come from shifting
 * within the table, so one off it is a bug.
 *
 * @internal
 */
export function columnLabel(columns: readonly { readonly label: string }[], index: number): string {
  const c = columns[index];
  if (!c) throw new Error(`combat: column ${index} is off the odds table, which has ${columns.length} columns`);
  return c.label;
}

/**
 * What a unit's entry counts for in its side's total: its factor multiplied
 * and added to, never below 0; an attacker without a factor adds nothing.
 *
 * @category Procedures
 */
export function entryValue<P extends Position>(e: CombatEntry<P>): number {
  return e.base > 0 || e.role === 'defender' ? Math.max(0, e.base * e.mult + e.add) : 0;
}

/**
 * A combat's strengths: each unit's factor with the modifiers applied,
 * out-of-supply stacks halved, supports added, the defence at least its minimum.
 *
 * @example
 * ```ts
 * import { defendersOf, tallyCombat } from 'hexwar/combat';
 *
 * // Inside a combat (c: the attack under way): the strengths with every modifier and its reason.
 * const { units } = defendersOf(ctx, ATTACK, c);
 * const tally = tallyCombat(ctx, ATTACK, c, units);
 * ```
 * @category Procedures
 */
export function tallyCombat<G extends Spec>(ctx: ReadContext<G>, config: AttackConfig<G>, combat: CombatUnderWay<G['position']>, defenders: readonly UnitOf<G>[]): CombatTally<G['position']> {
  const tally: CombatTally<G['position']> = { attack: 0, defence: 0, units: {}, lines: [], supports: [] };
  const af = config.attackFactor ?? ((c: ReadContext<G>, u: UnitOf<G>) => c.factors(u).attack ?? 0);
  const df = config.defenceFactor ?? ((c: ReadContext<G>, u: UnitOf<G>) => c.factors(u).defence);
  const oos = (u: UnitOf<G>) => config.outOfSupply?.units(ctx, u) ?? false;
  // Each unit in the fight with its entry in the tally and where it stands.
  const enter = (u: UnitOf<G>, role: CombatRole, base: number) => {
    const at = u.at;
    if (at === null) throw new Error(`tallyCombat: ${u.id} is in the combat at ${String(combat.hex)} as ${role === 'attacker' ? 'an attacker' : 'a defender'} but is not on the map`);
    const e: CombatEntry<G['position']> = { role, hex: at, base, add: 0, mult: 1, oos: oos(u) };
    tally.units[u.id] = e;
    return { u, at, e };
  };
  const attackers = combat.attackers.map((id) => ctx.unit(id)).map((u) => enter(u, 'attacker', af(ctx, u)));
  const defending = defenders.map((u) => enter(u, 'defender', df(ctx, u)));
  const line = (role: CombatRole, reason: string, rule: string | undefined, amount: number, units: string[], times?: number) => {
    if (units.length > 0) tally.lines.push({ role, reason, ...(rule ? { rule } : {}), amount, ...(times ? { times } : {}), units });
  };
  const defenderSide = defenders[0]?.side ?? '';
  // Weakest defenders first, for bonuses that go to one unit each.
  const weakest = [...defending].sort((a, b) => a.e.base - b.e.base || (a.u.id < b.u.id ? -1 : 1));
  let next = 0;
  for (const m of config.modifiers ?? []) {
    switch (m.kind) {
      case 'perAttacker': {
        const hit = attackers.filter((a) => a.e.base > 0 && (m.across === undefined || ctx.board.crosses(a.at, combat.hex, m.across)) && ctx.board.meets(combat.hex, m.into));
        for (const a of hit) a.e.add += m.add;
        line('attacker', m.reason, m.rule, m.add, hit.map((a) => a.u.id));
        break;
      }
      case 'perDefender': {
        const hit = defending.filter((d) => ctx.board.meets(d.at, m.in));
        for (const d of hit) d.e.add += m.add;
        line('defender', m.reason, m.rule, m.add, hit.map((d) => d.u.id));
        break;
      }
      case 'oneDefender': {
        if (weakest.length === 0 || !ctx.board.meets(combat.hex, m.in)) break;
        const n = m.count ? Math.min(m.count(ctx, combat.hex, defenderSide), weakest.length) : 1;
        const hit: string[] = [];
        for (let k = 0; k < n; k++) {
          const d = weakest[next++ % weakest.length];
          if (!d) break;
          d.e.add += m.add;
          hit.push(d.u.id);
        }
        line('defender', m.reason, m.rule, m.add, hit);
        break;
      }
      case 'hexBonus': {
        const byHex = new Map<string, typeof defending>();
        for (const d of defending) if (ctx.board.meets(d.at, m.in) && d.e.base > 0) byHex.set(ctx.board.key(d.at), [...(byHex.get(ctx.board.key(d.at)) ?? []), d]);
        for (const [hex, units] of byHex) {
          const side = units[0]?.u.side;
          const cap = typeof m.max === 'number' ? m.max : side === undefined ? 0 : (m.max[side] ?? 0);
          const bonused = units.slice(0, Math.min(units.length, cap));
          for (const d of bonused) d.e.add += m.add;
          if (bonused.length > 0) tally.lines.push({ role: 'defender', reason: `${m.reason} (${hex})`, ...(m.rule ? { rule: m.rule } : {}), amount: m.add * bonused.length, units: bonused.map((d) => d.u.id) });
        }
        break;
      }
      case 'double': {
        const hit = (combat.specials[m.special] ?? []).flatMap((id) => {
          const e = tally.units[id];
          return e && e.base > 0 ? [{ id, e }] : [];
        });
        for (const { e } of hit) e.mult *= 2;
        line('attacker', m.reason, m.rule, 0, hit.map((h) => h.id), 2);
        break;
      }
      case 'custom':
        m.apply(ctx, tally, combat);
        break;
    }
  }
  // Totals by stack: an out-of-supply stack is totalled, then halved.
  const round = config.outOfSupply?.round === 'down' ? Math.floor : Math.ceil;
  const total = (role: CombatRole) => {
    const byHex = new Map<string, { ok: number; oos: number }>();
    for (const e of Object.values(tally.units)) {
      if (e.role !== role) continue;
      const v = entryValue(e);
      const key = ctx.board.key(e.hex);
      const t = byHex.get(key) ?? { ok: 0, oos: 0 };
      if (e.oos) t.oos += v;
      else t.ok += v;
      byHex.set(key, t);
    }
    let sum = 0;
    for (const t of byHex.values()) sum += t.ok + round(t.oos / 2);
    return sum;
  };
  tally.attack = total('attacker');
  tally.defence = total('defender');
  const oosUnits = (role: CombatRole) => Object.entries(tally.units).filter(([, e]) => e.role === role && e.oos).map(([id]) => id);
  line('attacker', 'out of supply: halved', config.outOfSupply?.rule, 0, oosUnits('attacker'));
  line('defender', 'out of supply: halved', config.outOfSupply?.rule, 0, oosUnits('defender'));
  // Supports.
  for (const s of config.supports ?? []) {
    if (s.kind !== 'units') continue;
    for (const [role, given, side] of [
      ['attacker', combat.supports[s.name], combat.side],
      ['defender', combat.defence[s.name], defenderSide],
    ] as const) {
      for (const id of (given as readonly string[] | undefined) ?? []) {
        const u = ctx.unit(id);
        const value = s.factor ? s.factor(ctx, u, role) : role === 'attacker' ? (ctx.factors(u).attack ?? 0) : ctx.factors(u).defence;
        tally.supports.push({ role, kind: s.name, unit: id, value });
        if (role === 'attacker') tally.attack += value;
        else tally.defence += value;
        void side;
      }
    }
  }
  tally.defence = Math.max(config.minimumDefence ?? 0, tally.defence);
  return tally;
}

/**
 * A unit's attack factor in a combat: the game's `attackFactor`, else its
 * printed attack (0 for none).
 *
 * @internal
 */
export function attackFactorOf<G extends Spec>(config: AttackConfig<G>): (ctx: ReadContext<G>, u: UnitOf<G>) => number {
  return config.attackFactor ?? ((c: ReadContext<G>, u: UnitOf<G>) => c.factors(u).attack ?? 0);
}

/**
 * The hexes a combat attacks (the target first, then those the game adds) and
 * the enemy units in them.
 *
 * @example
 * ```ts
 * import { defendersOf } from 'hexwar/combat';
 *
 * const { hexes, units } = defendersOf(ctx, ATTACK, c); // the target hex first, then those the game adds
 * ```
 * @category Procedures
 */
export function defendersOf<G extends Spec>(ctx: ReadContext<G>, config: AttackConfig<G>, c: CombatUnderWay<G['position']>): {
  /** The hexes attacked. */
  hexes: G['position'][];
  /** The units defending in them. */
  units: UnitOf<G>[];
} {
  const attackers = c.attackers.map((id) => ctx.unit(id));
  const hexes = [c.hex, ...(config.alsoAttacked?.(ctx, c.side, attackers, c.hex) ?? [])];
  const keys = new Set(hexes.map((h) => ctx.board.key(h)));
  const units = ctx.state.units.filter((u) => u.side !== c.side && u.at !== null && u.steps > 0 && keys.has(ctx.board.key(u.at)));
  return { hexes, units };
}

/**
 * What one face of the combat die gives: the number read on the table (the
 * game's `roll.read`), the shift that number brings with the mode chosen (a
 * Pressed Attack), the column after every shift, and the result.
 *
 * @category Procedures
 */
export interface RollReading {
  /** The die as rolled. */
  readonly roll: number;
  /** The number read on the table. */
  readonly read: number;
  /** A shift the number read brings (Pressed Attack), or `null`. */
  readonly byRoll: ColumnShift | null;
  /** The column read, after every shift. */
  readonly column: number;
  /** The result. */
  readonly result: string;
}

/**
 * How one roll reads on a combat's table, given its column before the roll
 * and the shifts known before it.
 *
 * @example
 * ```ts
 * import { previewCombat } from 'hexwar/combat';
 * import { readRoll } from 'hexwar/procedures';
 *
 * const preview = previewCombat(ctx, ATTACK, c);
 * const six = readRoll(ctx, ATTACK, c, preview.base, preview.shifts, 6); // { roll: 6, read, byRoll, column, result }
 * ```
 * @category Procedures
 */
export function readRoll<G extends Spec>(ctx: ReadContext<G>, config: AttackConfig<G>, c: CombatUnderWay<G['position']>, base: number, shifts: readonly ColumnShift[], roll: number): RollReading {
  const read = config.roll?.read ? config.roll.read(ctx, c.side, roll) : roll;
  const byRoll = config.roll?.shift?.(c.mode, read) ?? null;
  const column = shiftColumn(base, byRoll ? [...shifts, byRoll] : shifts, config.odds.columns.length).index;
  return { roll, read, byRoll, column, result: crtLookup(config.crt, column, read) };
}

/**
 * A combat as it would be resolved, before the roll: the defenders, the
 * strengths with each modifier and its reason, the odds, every shift known
 * before the roll with its reason and rule, the column, and the chance of each
 * result over the faces of the combat die (with the mode chosen, if any).
 * Pure: the attack procedure resolves the combat on exactly this, and a front
 * end or a bot may ask it of any combat being put together.
 *
 * @example
 * ```ts
 * import { previewCombat } from 'hexwar/combat';
 *
 * // A front end or a bot, while an attack is put together: the odds, shifts and chances before the roll.
 * const preview = previewCombat(ctx, ATTACK, c);
 * ```
 * @category Procedures
 */
export function previewCombat<G extends Spec>(
  ctx: ReadContext<G>,
  config: AttackConfig<G>,
  c: CombatUnderWay<G['position']>,
  defending: { readonly hexes: readonly G['position'][]; readonly units: readonly UnitOf<G>[] } = defendersOf(ctx, config, c),
): CombatPreview<G['position']> {
  const d = defending;
  const t = tallyCombat(ctx, config, c, d.units);
  const odds = oddsColumn(t.attack, t.defence, config.odds);
  const base = oddsPosition(odds, config.odds);
  const shifts: ColumnShift[] = [...(config.shifts?.(ctx, c, t, d.units) ?? [])];
  for (const s of config.supports ?? []) {
    if (s.kind !== 'pool') continue;
    const a = (c.supports[s.name] as number | undefined) ?? 0;
    const dd = (c.defence[s.name] as number | undefined) ?? 0;
    if (a > 0) shifts.push({ shift: a * s.shift, reason: s.name, ...(s.rule ? { rule: s.rule } : {}), side: 'attacker' });
    if (dd > 0) shifts.push({ shift: -dd * s.shift, reason: `defending ${s.name}`, ...(s.rule ? { rule: s.rule } : {}), side: 'defender' });
  }
  const columns = config.odds.columns;
  const column = shiftColumn(base, shifts, columns.length).index;
  return {
    hexes: d.hexes,
    defenders: d.units.map((u) => u.id),
    attack: t.attack,
    defence: t.defence,
    lines: t.lines,
    supports: t.supports,
    odds: odds.kind === 'column' ? odds.label : odds.outcome,
    base,
    baseColumn: columnLabel(columns, Math.max(0, Math.min(columns.length - 1, base))),
    shifts,
    column: columnLabel(columns, column),
    columnIndex: column,
    entries: t.units,
    chances: d.units.length > 0 ? chances(ctx, config, c, base, shifts) : [],
  };
}

/** The chance of each result over the faces of the combat die, in the order the faces first give them. */
function chances<G extends Spec>(ctx: ReadContext<G>, config: AttackConfig<G>, c: CombatUnderWay<G['position']>, base: number, shifts: readonly ColumnShift[]): ResultChance[] {
  const faces = config.roll?.die ?? 6;
  const out: { result: string; chance: number; rolls: number[] }[] = [];
  for (let roll = 1; roll <= faces; roll++) {
    const { result } = readRoll(ctx, config, c, base, shifts, roll);
    let r = out.find((x) => x.result === result);
    if (!r) out.push((r = { result, chance: 0, rolls: [] }));
    r.rolls.push(roll);
  }
  for (const r of out) r.chance = r.rolls.length / faces;
  return out;
}
