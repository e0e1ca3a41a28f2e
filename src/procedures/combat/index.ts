/**
 * The core's attack procedures: the `declareAttack` verb, the `attack`
 * procedure (put together, supported, resolved) and the `combatResult`
 * procedure (losses, retreats, No Retreat, disruption, advance after combat).
 */
import * as z from 'zod';
import { lazy } from '../../internal/lazy';
import { HexwarError } from '../../errors';
import { crtLookup, oddsColumn, oddsPosition, shiftColumn, type ColumnShift } from '../../combat';
import type { ActionDefinition, HexSpec, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext } from '../../engine/definition';
import type { Action, UnitState } from '../../engine/types';
import { eliminate, loseStep } from '../steps';
import type { AttackConfig } from './config';
import { tallyCombat } from './tally';
import { retreatEnds } from './retreat';
import type { AttackOutcome, CombatEntry, CombatPreview, CombatRole, CombatStep, CombatTally, CombatUnderWay, ResultUnderWay } from './types';

export type { AttackConfig, RetreatConfig, RetreatRoll, SpecialOrder, StrengthModifier, SupportDefinition } from './config';
export type { AttackArgs, AttackOutcome, HexCondition, CombatEntry, CombatPreview, CombatRole, CombatStep, CombatTally, CombatUnderWay, ModifierLine, ResultUnderWay } from './types';
export { tallyCombat } from './tally';
export { retreatEnds } from './retreat';


// Built on first use, never at import (see src/internal/lazy.ts).
const unitField = /* @__PURE__ */ lazy(() => z.object({ unit: z.string().min(1) }));
const noFields = /* @__PURE__ */ lazy(() => z.object({}));

/**
 * The attack procedures of a game, built from its {@link AttackConfig}: the
 * `declareAttack` verb for whatever phase or procedure attacks are made in,
 * and the `attack` (put together, supported, resolved) and `combatResult`
 * (step losses, retreats with their rolls, No Retreat orders, disruption,
 * advance after combat) procedures.
 *
 * @example
 * ```ts
 * const combat = attackProcedures<G>({ odds, crt, rule: '6.5', attackers: …, results: … });
 * defineGame({ …, phases: { combat: { actions: { declareAttack: combat.declare, endCombat } } },
 *   procedures: combat.procedures });
 * ```
 * @category Procedures
 */
export function attackProcedures<G extends HexSpec>(config: AttackConfig<G>): {
  /** The verb that declares an attack on a hex and starts the attack procedure. */
  readonly declare: ActionDefinition<
    G,
    {
      /** The hex attacked. */
      hex: string;
    }
  >;
  /** The hexes `side` may attack now. */
  readonly targets: (ctx: ReadContext<G>, side: string) => readonly string[];
  /** The two procedures, to list in the game's `procedures`. */
  readonly procedures: { readonly [name: string]: ProcedureDefinition<G, never, never> };
  /** A combat's strengths, for bots and front ends. */
  readonly tally: (ctx: ReadContext<G>, combat: CombatUnderWay) => CombatTally;
  /** A combat's odds and every shift with its rule, before the roll: what a front end shows before the attack is confirmed. */
  readonly preview: (ctx: ReadContext<G>, combat: CombatUnderWay) => CombatPreview;
} {
  const ATTACK = config.names?.attack ?? 'attack';
  const RESULT = config.names?.result ?? 'combatResult';
  const rule = config.rule;
  const af = config.attackFactor ?? ((c: ReadContext<G>, u: UnitState) => c.factors(u).attack ?? 0);
  const enemies = (ctx: ReadContext<G>, hex: string, side: string) => ctx.board.unitsAt(hex).filter((u) => u.side !== side);

  const targets = (ctx: ReadContext<G>, side: string): readonly string[] => {
    if (config.targets) return config.targets(ctx, side);
    const out = new Set<string>();
    const done = config.oncePerActivation ? (ctx.frame<{ hexesAttacked: readonly string[] }>('activation')?.hexesAttacked ?? []) : [];
    for (const u of ctx.state.units) {
      if (u.side === side || u.at === null || u.steps <= 0 || out.has(u.at) || done.includes(u.at)) continue;
      if (config.attackers(ctx, u.at, side, []).some((a) => af(ctx, a) > 0)) out.add(u.at);
    }
    return [...out].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
  };

  const defendersOf = (ctx: ReadContext<G>, c: CombatUnderWay): { hexes: string[]; units: UnitState[] } => {
    const attackers = c.attackers.map((id) => ctx.unit(id));
    const hexes = [c.hex, ...(config.alsoAttacked?.(ctx, c.side, attackers, c.hex) ?? [])];
    const units = ctx.state.units.filter((u) => u.side !== c.side && u.at !== null && u.steps > 0 && hexes.includes(u.at));
    return { hexes, units };
  };

  const tally = (ctx: ReadContext<G>, c: CombatUnderWay) => tallyCombat(ctx, config, c, defendersOf(ctx, c).units);

  /** Strengths, odds and every shift known before the roll. */
  const reckon = (ctx: ReadContext<G>, c: CombatUnderWay, defenders: readonly UnitState[]) => {
    const t = tallyCombat(ctx, config, c, defenders);
    const odds = oddsColumn(t.attack, t.defence, config.odds);
    const base = oddsPosition(odds, config.odds);
    const shifts: ColumnShift[] = [...(config.shifts?.(ctx, c, t, defenders) ?? [])];
    for (const s of config.supports ?? []) {
      if (s.kind !== 'pool') continue;
      const a = (c.supports[s.name] as number | undefined) ?? 0;
      const d = (c.defence[s.name] as number | undefined) ?? 0;
      if (a > 0) shifts.push({ shift: a * s.shift, reason: s.name, ...(s.rule ? { rule: s.rule } : {}), side: 'attacker' });
      if (d > 0) shifts.push({ shift: -d * s.shift, reason: `defending ${s.name}`, ...(s.rule ? { rule: s.rule } : {}), side: 'defender' });
    }
    return { tally: t, odds, base, shifts };
  };

  /** What a combat would be resolved on, before the roll (for front ends and bots). */
  const preview = (ctx: ReadContext<G>, c: CombatUnderWay): CombatPreview => {
    const { units: defenders, hexes } = defendersOf(ctx, c);
    const r = reckon(ctx, c, defenders);
    const clamp = (i: number) => Math.max(0, Math.min(config.odds.columns.length - 1, i));
    const column = shiftColumn(r.base, r.shifts, config.odds.columns.length).index;
    return { hexes, defenders: defenders.map((u) => u.id), attack: r.tally.attack, defence: r.tally.defence, lines: r.tally.lines, supports: r.tally.supports, baseColumn: config.odds.columns[clamp(r.base)]!.label, shifts: r.shifts, column: config.odds.columns[column]!.label, columnIndex: column, entries: r.tally.units };
  };

  const joiners = (ctx: ProcedureReadContext<G, CombatUnderWay>): UnitState[] => {
    const c = ctx.local;
    const now = c.attackers.map((id) => ctx.unit(id));
    return config.attackers(ctx, c.hex, c.side, c.attackers).filter((u) => !c.attackers.includes(u.id) && (!config.mayJoin || config.mayJoin(ctx, now, u, c.hex)));
  };

  const declare: ActionDefinition<G, { hex: string }> = {
    schema: z.object({ hex: z.string().min(1) }),
    rule,
    legal: (ctx, side) => {
      const hexes = targets(ctx, side);
      return hexes.length ? [{ type: 'declareAttack', side, choose: { hex: [...hexes] } }] : [];
    },
    refuse: (ctx, a) => config.refusals?.declare?.(ctx, a.hex) ?? `${String(a.hex).slice(0, 20)} cannot be attacked now: it needs an enemy unit next to one of your units able to attack (${rule})`,
    apply(ctx, a) {
      ctx.call(ATTACK, { hex: a.hex }, a.side);
    },
  };

  /** The defender's support choices still open. */
  const defenderOptions = (ctx: ReadContext<G>, c: CombatUnderWay): Action[] => {
    const side = enemies(ctx, c.hex, c.side)[0]?.side;
    if (!side) return [];
    const out: Action[] = [];
    for (const s of config.supports ?? []) {
      if (!s.defenderVerb) continue;
      if (s.kind === 'units') for (const u of s.available(ctx, side, c.hex, (c.defence[s.name] as string[] | undefined) ?? [])) out.push({ type: s.defenderVerb, side, unit: u.id });
      else if (s.free(ctx, side) > ((c.defence[s.name] as number | undefined) ?? 0)) out.push({ type: s.defenderVerb, side });
    }
    if (out.length > 0) out.push({ type: 'defDone', side });
    return out;
  };

  const askDefenderOrFight = (ctx: ProcedureContext<G, CombatUnderWay>): void => {
    const options = defenderOptions(ctx, ctx.local);
    if (options.length > 0) {
      const sup = (config.supports ?? []).find((s) => s.defenderVerb);
      ctx.decide({ side: options[0]!.side, kind: 'defSupport' as G['decision'], prompt: `${ctx.local.hex} is attacked: add support to the defence, or done`, ...(sup?.rule ? { rule: sup.rule } : {}), options });
      return;
    }
    fight(ctx);
  };

  const fight = (ctx: ProcedureContext<G, CombatUnderWay>): void => {
    const c = ctx.local;
    let { units: defenders, hexes } = defendersOf(ctx, c);
    config.beforeResolve?.(ctx, c, defenders.map((u) => u.id));
    ({ units: defenders, hexes } = defendersOf(ctx, c));
    const attackerIds = c.attackers.filter((id) => ctx.unit(id).at !== null);
    if (defenders.length === 0) {
      ctx.emit({ type: 'combat', side: c.side, hex: c.hex, hexes, attackers: attackerIds, defenders: [], result: 'none', reason: 'no unit left to defend once revealed', rule });
      spend(ctx, c, '');
      ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: '', attackers: attackerIds, defenders: [], result: 'none', queue: [{ kind: 'advance' }], entries: {} }, c.side);
      return;
    }
    const { tally: t, odds, base, shifts } = reckon(ctx, c, defenders);
    const roll = ctx.random.die(config.roll?.die ?? 6, `combat against ${c.hex} (${rule})`);
    const read = config.roll?.read ? config.roll.read(ctx, c.side, roll) : roll;
    const byRoll = config.roll?.shift?.(c.mode, read) ?? null;
    if (byRoll) shifts.push(byRoll);
    const column = shiftColumn(base, shifts, config.odds.columns.length).index;
    const result = crtLookup(config.crt, column, read);
    const defenderSide = defenders[0]!.side;
    ctx.emit({
      type: 'combat',
      side: c.side,
      hex: c.hex,
      hexes,
      attackers: attackerIds,
      defenders: defenders.map((u) => u.id),
      attack: t.attack,
      defence: t.defence,
      modifiers: t.lines.map((l) => ({ ...l, units: [...l.units] })),
      supports: t.supports.map((s) => ({ ...s })),
      odds: odds.kind === 'column' ? odds.label : odds.outcome,
      baseColumn: config.odds.columns[Math.max(0, Math.min(config.odds.columns.length - 1, base))]!.label,
      shifts: shifts.map((s) => ({ shift: s.shift, reason: s.reason, ...(s.rule ? { rule: s.rule } : {}) })),
      column: config.odds.columns[column]!.label,
      roll,
      ...(read !== roll ? { read } : {}),
      ...(c.mode !== null ? { mode: c.mode } : {}),
      result,
      ...(config.meaning ? { meaning: config.meaning(result) } : {}),
      rule,
    });
    spend(ctx, c, defenderSide);
    const queue = config.results(ctx, result, c);
    const entries: Record<string, CombatEntry> = {};
    for (const [id, e] of Object.entries(t.units)) entries[id] = { ...e };
    if (queue.length === 0) {
      finish(ctx, result);
      return;
    }
    ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: defenderSide, attackers: attackerIds, defenders: defenders.map((u) => u.id), result, queue: [...queue] as never, entries: entries as never }, c.side);
  };

  const spend = (ctx: ProcedureContext<G, CombatUnderWay>, c: CombatUnderWay, defenderSide: string) => {
    for (const s of config.supports ?? []) {
      if (s.kind === 'units') {
        const a = (c.supports[s.name] as string[] | undefined) ?? [];
        const d = (c.defence[s.name] as string[] | undefined) ?? [];
        if (a.length) s.spend?.(ctx, c.side, a);
        if (d.length && defenderSide) s.spend?.(ctx, defenderSide, d);
      } else {
        const a = (c.supports[s.name] as number | undefined) ?? 0;
        const d = (c.defence[s.name] as number | undefined) ?? 0;
        if (a) s.spend?.(ctx, c.side, a);
        if (d && defenderSide) s.spend?.(ctx, defenderSide, d);
      }
    }
  };

  const finish = (ctx: ProcedureContext<G, CombatUnderWay>, result: string | null) => {
    const c = ctx.local;
    config.resolved?.(ctx, { hex: c.hex, side: c.side, attackers: c.attackers, result });
    ctx.end({ hex: c.hex, attackers: [...c.attackers], result, cancelled: result === null } satisfies AttackOutcome);
  };

  // ------------------------------------------------------------ the attack procedure
  type P = ProcedureContext<G, CombatUnderWay>;
  type R = ProcedureReadContext<G, CombatUnderWay>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const attackVerbs: Record<string, ActionDefinition<G, any, R, P>> = {};
  attackVerbs['addAttacker'] = {
    schema: unitField(),
    rule,
    legal: (ctx, side) => {
      const list = joiners(ctx).map((u) => u.id);
      return list.length ? [{ type: 'addAttacker', side, choose: { unit: list } }] : [];
    },
    refuse: (ctx, a: { unit: string }) => config.refusals?.join?.(ctx, a.unit) ?? `${String(a.unit).slice(0, 20)} cannot join the attack on ${ctx.local.hex} (${rule})`,
    apply(ctx, a: { unit: string }) {
      const c = ctx.local;
      ctx.setLocal({ ...c, attackers: [...c.attackers, a.unit] });
      ctx.emitAbout(ctx.unit(a.unit), { type: 'attackJoined', unit: a.unit, hex: c.hex, rule });
    },
  };
  for (const s of config.specials ?? []) {
    attackVerbs[s.verb] = {
      schema: unitField(),
      rule: s.rule ?? rule,
      legal: (ctx, side) => {
        const c = ctx.local;
        const given = c.specials[s.verb] ?? [];
        const list = c.attackers.filter((id) => !given.includes(id) && s.eligible(ctx, ctx.unit(id), c));
        return list.length ? [{ type: s.verb, side, choose: { unit: list } }] : [];
      },
      refuse: (_ctx, a: { unit: string }) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot be given that order (${s.rule ?? rule})`,
      says: s.says ?? `{unit}: ${s.verb}`,
      apply(ctx, a: { unit: string }) {
        const c = ctx.local;
        ctx.setLocal({ ...c, specials: { ...c.specials, [s.verb]: [...(c.specials[s.verb] ?? []), a.unit] } });
      },
    };
  }
  for (const s of config.supports ?? []) {
    if (s.kind === 'units') {
      attackVerbs[s.verb] = {
        schema: unitField(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => {
          const c = ctx.local;
          const list = s.available(ctx, side, c.hex, (c.supports[s.name] as string[] | undefined) ?? []).map((u) => u.id);
          return list.length ? [{ type: s.verb, side, choose: { unit: list } }] : [];
        },
        refuse: (_ctx, a: { unit: string }) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot support this combat (${s.rule ?? rule})`,
        says: '{unit} supports the attack on {target}',
        apply(ctx, a: { unit: string }) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: [...((c.supports[s.name] as string[] | undefined) ?? []), a.unit] } });
        },
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: unitField(),
          rule: s.rule ?? rule,
          says: '{unit} supports the defence of {target}',
          apply(ctx, a: { unit: string }) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: [...((c.defence[s.name] as string[] | undefined) ?? []), a.unit] } });
            askDefenderOrFight(ctx);
          },
        };
      }
    } else {
      attackVerbs[s.verb] = {
        schema: noFields(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => (s.free(ctx, side) > ((ctx.local.supports[s.name] as number | undefined) ?? 0) ? [{ type: s.verb, side }] : []),
        refuse: () => s.refusal ?? `no more ${s.name} support is free (${s.rule ?? rule})`,
        says: `${s.name} support for the attack on {target}`,
        apply(ctx) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: ((c.supports[s.name] as number | undefined) ?? 0) + 1 } });
        },
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: noFields(),
          rule: s.rule ?? rule,
          says: `${s.name} support for the defence of {target}`,
          apply(ctx) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: ((c.defence[s.name] as number | undefined) ?? 0) + 1 } });
            askDefenderOrFight(ctx);
          },
        };
      }
    }
  }
  if ((config.supports ?? []).some((s) => s.defenderVerb)) {
    attackVerbs['defDone'] = { schema: noFields(), rule, apply: (ctx: P) => fight(ctx) };
  }
  const modes = (ctx: R): readonly string[] => (config.modes ? config.modes(ctx, ctx.local) : []);
  attackVerbs['resolveAttack'] = {
    schema: config.modes ? z.object({ mode: z.string().min(1) }) : noFields(),
    rule,
    legal: (ctx, side) => {
      const c = ctx.local;
      if (!c.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return [];
      const m = modes(ctx);
      return config.modes ? (m.length ? [{ type: 'resolveAttack', side, choose: { mode: [...m] } }] : []) : [{ type: 'resolveAttack', side }];
    },
    refuse: (ctx, a: { mode?: string }) => {
      if (!ctx.local.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return `an attack needs at least one unit with an attack factor (${rule})`;
      return config.modeRefusal?.(String(a.mode)) ?? null;
    },
    apply(ctx, a: { mode?: string }) {
      ctx.setLocal({ ...ctx.local, mode: a.mode ?? null });
      askDefenderOrFight(ctx);
    },
  };
  if (config.cancel) {
    attackVerbs['cancelAttack'] = {
      schema: noFields(),
      rule,
      legal: (_ctx, side) => [{ type: 'cancelAttack', side }],
      apply(ctx) {
        ctx.emit({ type: 'attackCalledOff', hex: ctx.local.hex, rule });
        finish(ctx, null);
      },
    };
  }

  const attack: ProcedureDefinition<G, CombatUnderWay, { hex: string }> = {
    rule,
    start(ctx, args) {
      ctx.emit({ type: 'attackDeclared', side: ctx.active, hex: args.hex, rule });
      return { hex: args.hex, side: ctx.stack[ctx.stack.length - 1]!.side ?? ctx.active!, attackers: [], specials: {}, supports: {}, defence: {}, mode: null };
    },
    actions: attackVerbs as never,
    resume(ctx, outcome) {
      finish(ctx, (outcome as { result?: string } | null)?.result ?? null);
    },
    // A front end shows the odds and every shift before the attack is confirmed,
    // but only from what the side may see: not while a defender is hidden from it.
    view(ctx, side) {
      const c = ctx.local;
      // Only while the attack is being put together (on top of the stack), with its attackers on the board.
      const open = ctx.stack[ctx.stack.length - 1]?.local === (c as unknown) && c.attackers.length > 0 && c.attackers.every((id) => ctx.unit(id).at !== null);
      if (!open) return c as never;
      const { units: defenders } = defendersOf(ctx, c);
      const hidden = [...c.attackers.map((id) => ctx.unit(id)), ...defenders].some((u) => u.hidden && u.side !== side);
      return { ...c, preview: hidden ? null : (preview(ctx, c) as never) } as never;
    },
  };

  // ------------------------------------------------------------ the result procedure
  type Q = ProcedureContext<G, ResultUnderWay>;
  const retreat = config.retreat ?? {};
  const onBoard = (ctx: ReadContext<G>, ids: readonly string[]) => ids.filter((id) => {
    const u = ctx.unit(id);
    return u.at !== null && u.steps > 0;
  });
  const roleUnits = (ctx: ReadContext<G>, r: ResultUnderWay, role: CombatRole) => onBoard(ctx, role === 'attacker' ? r.attackers : r.defenders);
  const roleSide = (r: ResultUnderWay, role: CombatRole) => (role === 'attacker' ? r.attacker : r.defender);
  const ends = (ctx: ReadContext<G>, r: ResultUnderWay, id: string, hexes: number) => retreatEnds(ctx, retreat, ctx.unit(id), hexes, r);
  // A decision with one option is carried out at once (its verb carries on with the steps itself).
  const decide = (ctx: Q, side: string, kind: string, prompt: string, options: Action[], r?: string): void => {
    if (options.length === 1 && !config.askSingle) resultVerbs[options[0]!.type]!.apply(ctx as never, options[0] as never);
    else ctx.decide({ side: side as G['side'], kind: kind as G['decision'], prompt, rule: r ?? retreat.rule ?? rule, options });
  };

  /** Carries on with the steps: opens the next decision, or ends the combat. */
  const proceed = (ctx: Q): void => {
    for (let guard = 0; guard < 1000; guard++) {
      const r = ctx.local;
      const step = r.queue[0];
      if (!step || (step.kind === 'advance' && !r.afterDone)) {
        if (!r.afterDone) {
          ctx.setLocal({ ...r, afterDone: true });
          config.afterResults?.(ctx, ctx.local);
          continue;
        }
        ctx.end({ result: r.result });
        return;
      }
      const pop = () => ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1), units: [], need: 0, retreating: null });
      switch (step.kind) {
        case 'eliminate':
          for (const id of roleUnits(ctx, r, step.role)) eliminate(ctx, id, `${r.result} result`, rule);
          pop();
          continue;
        case 'disrupt':
          for (const id of roleUnits(ctx, r, step.role)) config.disrupt?.(ctx, id);
          pop();
          continue;
        case 'lose': {
          const units = roleUnits(ctx, r, step.role);
          const left = r.need > 0 ? r.need : step.count;
          const total = step.units ? units.length : units.reduce((s, id) => s + ctx.unit(id).steps, 0);
          if (units.length === 0 || left <= 0) {
            pop();
            continue;
          }
          if (total <= left) {
            for (const id of units) eliminate(ctx, id, `${r.result} result`, rule);
            pop();
            continue;
          }
          ctx.setLocal({ ...r, need: left });
          const side = roleSide(r, step.role);
          decide(ctx, side, 'takeLoss', `${r.result}: choose a unit to ${step.units ? 'eliminate' : 'lose a step'} (${left} to go)`, units.map((unit) => ({ type: 'takeLoss', side, unit })), rule);
          return;
        }
        case 'lossOrRetreat': {
          const first = r.units.length === 0 && r.need === 0;
          const units = (first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units)).filter((id) => !r.retreated.includes(id));
          const need = first ? step.need : r.need;
          if (need <= 0 || units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need });
          const side = roleSide(r, step.role);
          const options: Action[] = [];
          for (const id of units) {
            options.push({ type: 'takeLoss', side, unit: id });
            if (ends(ctx, ctx.local, id, step.hexes).ends.length > 0) options.push({ type: 'retreat', side, unit: id });
          }
          const who = step.role === 'defender' ? 'Defender' : 'Attacker';
          decide(ctx, side, 'lossOrRetreat', `${who} result at ${r.hex}: ${need} more step(s) to lose, or retreat units ${step.hexes} hex(es)`, options);
          return;
        }
        case 'retreat': {
          const first = r.units.length === 0 && r.need === 0;
          const units = first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units);
          if (units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need: 1 });
          const id = units[0]!;
          const side = roleSide(r, step.role);
          const options: Action[] = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: 'retreatTo', side, unit: id, to }));
          const mayHold = Boolean(step.noRetreat) && (!noRetreatFor || noRetreatFor(ctx, ctx.unit(id)));
          if (mayHold) options.push({ type: 'noRetreat', side, unit: id });
          if (options.length === 0) {
            eliminate(ctx, id, 'no retreat possible', retreat.rule ?? rule);
            ctx.setLocal({ ...ctx.local, units: ctx.local.units.filter((x) => x !== id) });
            if (ctx.local.units.length === 0) pop();
            continue;
          }
          decide(ctx, side, 'retreat', `${step.result ?? r.result}: where does ${id} retreat${mayHold ? ', or does it hold (No Retreat!)' : ''}?`, options);
          return;
        }
        case 'advance': {
          const attackerSide = r.attacker;
          if (ctx.board.unitsAt(r.hex).some((u) => u.side !== attackerSide)) {
            pop();
            continue;
          }
          const movers = onBoard(ctx, r.attackers).filter((id) => {
            const u = ctx.unit(id);
            if (u.at === r.hex || r.retreated.includes(id) || !ctx.board.adjacent(u.at!, r.hex)) return false;
            if (config.mayAdvance && !config.mayAdvance(ctx, u, r.hex)) return false;
            return retreat.mayEnd ? retreat.mayEnd(ctx, u, r.hex) : ctx.board.room(r.hex, u);
          });
          if (movers.length === 0) {
            pop();
            continue;
          }
          const options: Action[] = [...movers.map((unit) => ({ type: 'advance', side: attackerSide, unit })), { type: 'noAdvance', side: attackerSide }];
          ctx.decide({ side: attackerSide as G['side'], kind: 'advance' as G['decision'], prompt: `${r.hex} is vacant: advance attacking units into it, or stop`, rule, options });
          return;
        }
      }
    }
    throw new HexwarError({ code: 'internal-error', message: 'the combat result did not settle' });
  };
  const noRetreatFor = config.noRetreat;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const resultVerbs: Record<string, ActionDefinition<G, any, ProcedureReadContext<G, ResultUnderWay>, Q>> = {
    takeLoss: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const r = ctx.local;
        const step = r.queue[0]!;
        if (step.kind === 'lose' && step.units) eliminate(ctx, a.unit, `${r.result} result`, rule);
        else if (step.kind === 'lose') loseStep(ctx, a.unit, `${r.result} result`, rule);
        else loseStep(ctx, a.unit, 'combat result', retreat.rule ?? rule);
        const need = ctx.local.need - 1;
        // A loss the owner chooses is done once its count is met (a need of 0 would read as a step not yet begun).
        if (step.kind === 'lose' && need <= 0) ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1), units: [], need: 0, retreating: null });
        else ctx.setLocal({ ...ctx.local, need });
        proceed(ctx);
      },
    },
    retreat: {
      schema: unitField(),
      rule: retreat.rule ?? rule,
      apply(ctx, a: { unit: string }) {
        const id = a.unit;
        const step = ctx.local.queue[0] as Extract<CombatStep, { kind: 'lossOrRetreat' }>;
        const roll = config.retreatRoll;
        let passed = true;
        if (roll) {
          const rolls = roll.rolls ? roll.rolls(ctx, step.hexes) : 1;
          for (let k = 0; k < rolls; k++) {
            const u = ctx.unit(id);
            const die = ctx.random.die(roll.die, `retreat roll ${id} (${roll.rule ?? rule})`);
            const mod = roll.modifier?.(ctx, u, ctx.local) ?? 0;
            // The factor the unit has now: a step lost earlier in this combat counts.
            const factor = roll.factor(ctx, u, ctx.local.entries[id]);
            const fail = die === roll.alwaysFails || die + mod > factor;
            ctx.emitAbout(u, { type: 'retreatRoll', unit: id, roll: die, modifier: mod, ...(mod && roll.modifierWhy ? { modifierWhy: roll.modifierWhy } : {}), cf: factor, failed: fail, ...(die === roll.alwaysFails ? { natural: true } : {}), rule: roll.rule ?? rule });
            passed = !fail;
            if (fail) {
              loseStep(ctx, id, 'failed retreat roll', roll.rule ?? rule);
              ctx.setLocal({ ...ctx.local, need: ctx.local.need - 1 });
              if (ctx.unit(id).steps <= 0 || ctx.local.need <= 0) break;
            }
          }
          // With several rolls, the last decides; once the result is met no retreat is owed.
          if (passed && rolls > 1 && ctx.local.need <= 0) passed = false;
        }
        if (passed && ctx.unit(id).steps > 0) {
          const options = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: 'retreatTo', side: ctx.unit(id).side, unit: id, to }));
          if (options.length > 0) {
            ctx.setLocal({ ...ctx.local, retreating: id });
            ctx.decide({ side: ctx.unit(id).side as G['side'], kind: 'retreatTo' as G['decision'], prompt: `Where does ${id} retreat (${step.hexes} hex${step.hexes > 1 ? 'es' : ''})?`, rule: retreat.rule ?? rule, options });
            return;
          }
        }
        proceed(ctx);
      },
    },
    retreatTo: {
      schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
      rule: retreat.rule ?? rule,
      apply(ctx, a: { unit: string; to: string }) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: a.to });
        ctx.emitAbout(u, { type: 'retreated', unit: a.unit, from: u.at, to: a.to, rule: retreat.rule ?? rule });
        const r = ctx.local;
        const step = r.queue[0]!;
        const units = r.units.filter((x) => x !== a.unit);
        const next = { ...r, retreating: null, retreated: [...r.retreated, a.unit], units };
        // A whole-stack retreat is done when every unit has gone; one unit's retreat meets nothing of a step count.
        ctx.setLocal(step.kind === 'retreat' && units.length === 0 ? { ...next, queue: r.queue.slice(1), need: 0 } : next);
        proceed(ctx);
      },
    },
    noRetreat: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const r = ctx.local;
        const step = r.queue[0] as Extract<CombatStep, { kind: 'retreat' }>;
        const u = ctx.unit(a.unit);
        ctx.emitAbout(u, { type: 'noRetreat', unit: a.unit, at: u.at, result: step.result ?? r.result, rule });
        if (step.noRetreat === 'eliminate') eliminate(ctx, a.unit, `No Retreat! on ${step.result ?? r.result}`, rule);
        const units = r.units.filter((x) => x !== a.unit);
        ctx.setLocal(units.length === 0 ? { ...ctx.local, units, queue: r.queue.slice(1), need: 0 } : { ...ctx.local, units });
        proceed(ctx);
      },
    },
    advance: {
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: ctx.local.hex });
        ctx.emitAbout(u, { type: 'advanced', unit: a.unit, from: u.at, to: ctx.local.hex, rule });
        proceed(ctx);
      },
    },
    noAdvance: {
      schema: noFields(),
      rule,
      apply(ctx) {
        ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1) });
        proceed(ctx);
      },
    },
  };

  const result: ProcedureDefinition<G, ResultUnderWay, Omit<ResultUnderWay, 'need' | 'units' | 'retreating' | 'retreated' | 'afterDone'>> = {
    rule,
    start(ctx, args) {
      ctx.setLocal({ ...args, need: 0, units: [], retreating: null, retreated: [], afterDone: false });
      proceed(ctx);
      return ctx.stack.length > 0 && ctx.stack[ctx.stack.length - 1]!.proc === RESULT ? ctx.local : (undefined as never);
    },
    actions: resultVerbs as never,
  };

  return { declare, targets, procedures: { [ATTACK]: attack as never, [RESULT]: result as never }, tally: (ctx, c) => tally(ctx, c), preview };
}
