/**
 * A combat's arithmetic: each unit's factor with the modifiers applied,
 * out-of-supply stacks halved, supports added.
 */
import type { HexSpec, ReadContext } from '../../engine/definition';
import type { UnitState } from '../../engine/types';
import type { AttackConfig } from './config';
import type { CombatRole, CombatTally, CombatUnderWay, HexCondition } from './types';

function meets(ctx: ReadContext, hex: string, c: HexCondition | undefined): boolean {
  if (!c) return true;
  const b = ctx.board;
  if (c.terrain !== undefined && b.terrain(hex) !== c.terrain) return false;
  if (c.place !== undefined && !b.isPlace(hex, c.place)) return false;
  if (c.feature !== undefined && !(ctx.map.features[b.cell(hex)] ?? []).includes(c.feature)) return false;
  return true;
}

/**
 * A combat's strengths: each unit's factor with the modifiers applied,
 * out-of-supply stacks halved, supports added, the defence at least its minimum.
 *
 * @category Procedures
 */
export function tallyCombat<G extends HexSpec>(ctx: ReadContext<G>, config: AttackConfig<G>, combat: CombatUnderWay, defenders: readonly UnitState[]): CombatTally {
  const tally: CombatTally = { attack: 0, defence: 0, units: {}, lines: [], supports: [] };
  const af = config.attackFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).attack ?? 0);
  const df = config.defenceFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).defence);
  const oos = (u: UnitState) => config.outOfSupply?.units(ctx, u) ?? false;
  const attackers = combat.attackers.map((id) => ctx.unit(id));
  for (const u of attackers) tally.units[u.id] = { role: 'attacker', hex: u.at!, base: af(ctx, u), add: 0, mult: 1, oos: oos(u) };
  for (const u of defenders) tally.units[u.id] = { role: 'defender', hex: u.at!, base: df(ctx, u), add: 0, mult: 1, oos: oos(u) };
  const line = (role: CombatRole, reason: string, rule: string | undefined, amount: number, units: string[], times?: number) => {
    if (units.length > 0) tally.lines.push({ role, reason, ...(rule ? { rule } : {}), amount, ...(times ? { times } : {}), units });
  };
  const defenderSide = defenders[0]?.side ?? '';
  // Weakest defenders first, for bonuses that go to one unit each.
  const weakest = [...defenders].sort((a, b) => tally.units[a.id]!.base - tally.units[b.id]!.base || (a.id < b.id ? -1 : 1));
  let next = 0;
  for (const m of config.modifiers ?? []) {
    switch (m.kind) {
      case 'perAttacker': {
        const hit = attackers.filter((u) => tally.units[u.id]!.base > 0 && (m.across === undefined || ctx.board.crosses(u.at!, combat.hex, m.across)) && meets(ctx, combat.hex, m.into));
        for (const u of hit) tally.units[u.id]!.add += m.add;
        line('attacker', m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case 'perDefender': {
        const hit = defenders.filter((u) => meets(ctx, u.at!, m.in));
        for (const u of hit) tally.units[u.id]!.add += m.add;
        line('defender', m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case 'oneDefender': {
        if (weakest.length === 0 || !meets(ctx, combat.hex, m.in)) break;
        const n = m.count ? Math.min(m.count(ctx, combat.hex, defenderSide), weakest.length) : 1;
        const hit: string[] = [];
        for (let k = 0; k < n; k++) {
          const u = weakest[next++ % weakest.length]!;
          tally.units[u.id]!.add += m.add;
          hit.push(u.id);
        }
        line('defender', m.reason, m.rule, m.add, hit);
        break;
      }
      case 'hexBonus': {
        const byHex = new Map<string, UnitState[]>();
        for (const u of defenders) if (meets(ctx, u.at!, m.in) && tally.units[u.id]!.base > 0) byHex.set(u.at!, [...(byHex.get(u.at!) ?? []), u]);
        for (const [hex, units] of byHex) {
          const cap = typeof m.max === 'number' ? m.max : (m.max[units[0]!.side] ?? 0);
          const n = Math.min(units.length, cap);
          for (let k = 0; k < n; k++) tally.units[units[k]!.id]!.add += m.add;
          if (n > 0) tally.lines.push({ role: 'defender', reason: `${m.reason} (${hex})`, ...(m.rule ? { rule: m.rule } : {}), amount: m.add * n, units: units.slice(0, n).map((u) => u.id) });
        }
        break;
      }
      case 'double': {
        const hit = (combat.specials[m.special] ?? []).filter((id) => tally.units[id] && tally.units[id]!.base > 0);
        for (const id of hit) tally.units[id]!.mult *= 2;
        line('attacker', m.reason, m.rule, 0, [...hit], 2);
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
      const v = e.base > 0 || role === 'defender' ? Math.max(0, e.base * e.mult + e.add) : 0;
      const t = byHex.get(e.hex) ?? { ok: 0, oos: 0 };
      if (e.oos) t.oos += v;
      else t.ok += v;
      byHex.set(e.hex, t);
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
