/**
 * Declaring and putting together an attack: the `declareAttack` verb, and the
 * `attack` procedure in which attackers join, supports and special orders are
 * added, the defender adds his supports, and the attack is resolved (or called
 * off). Resolving reads the combat's preview, rolls once, and hands the
 * result's steps to the combat result procedure.
 */
import * as z from 'zod';
import type { ActionDefinition, Spec, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext, UnitOf } from '../../engine/definition';
import type { Action } from '../../engine/types';
import { isJsonObject } from '../../engine/sanitize';
import { positionSchema } from '../../board/board';
import { actingFrame } from '../../engine/decision';
import type { AttackConfig } from './config';
import { noFields, unitField } from './fields';
import { meaningOf } from './legend';
import type { VerbForecast } from '../../engine/forecast';
import type { Wording } from '../../engine/event-types';
import type { BotContext } from '../../engine/hooks';
import { onHexMap } from '../../bots/objectives';
import { attackFactorOf, columnLabel, defendersOf, entryValue, previewCombat, readRoll } from './tally';
import type { AttackOutcome, CombatEntry, CombatUnderWay, ResultMeaning } from './types';

/** A result's words, as the `meaning` of a combat event or a forecast (none when the legend gives none). */
const withWords = (m: ResultMeaning): { meaning?: string } => (m.words !== undefined ? { meaning: m.words } : {});

/** The supports of one side of a combat under way, by kind. */
type Supports = CombatUnderWay['supports'];
/** The units given as a support of one kind (none yet: none). */
const supportUnits = (m: Supports, kind: string): readonly string[] => {
  const v = m[kind];
  return v === undefined || typeof v === 'number' ? [] : v;
};
/** How many of a pool support (air units) are given (none yet: 0). */
const supportCount = (m: Supports, kind: string): number => {
  const v = m[kind];
  return typeof v === 'number' ? v : 0;
};

/** The names the attack procedures go by, and their rule. @internal */
export interface CombatNames {
  /** The attack procedure's name. */
  readonly attack: string;
  /** The combat result procedure's name. */
  readonly result: string;
  /** The rule of combat. */
  readonly rule: string;
}

/**
 * The hexes `side` may attack now: the game's `targets`, else every hex with an
 * enemy unit that an attacker with an attack factor may attack (each once per
 * activation, if the game says so), in map order.
 *
 * @internal
 */
export function attackTargets<G extends Spec>(config: AttackConfig<G>): (ctx: ReadContext<G>, side: string) => readonly G['position'][] {
  const af = attackFactorOf(config);
  return (ctx, side) => {
    if (config.targets) return config.targets(ctx, side);
    // By position key: one entry per hex (or point) whatever stands there.
    const out = new Map<string, G['position']>();
    const done = config.oncePerActivation ? (ctx.frame<{ hexesAttacked: readonly string[] }>('activation')?.hexesAttacked ?? []) : [];
    for (const u of ctx.state.units) {
      if (u.side === side || u.at === null || u.steps <= 0) continue;
      const key = ctx.board.key(u.at);
      if (out.has(key) || done.includes(key)) continue;
      if (config.attackers(ctx, u.at, side, []).some((a) => af(ctx, a) > 0)) out.set(key, u.at);
    }
    return [...out.values()].sort((a, b) => ctx.board.compare(a, b));
  };
}

/**
 * The verb that declares an attack on a hex and starts the attack procedure.
 *
 * @internal
 */
export function declareVerb<G extends Spec>(config: AttackConfig<G>, names: CombatNames, targets: (ctx: ReadContext<G>, side: string) => readonly G['position'][]): ActionDefinition<G, { hex: G['position'] }> {
  const rule = names.rule;
  return {
    schema: z.object({ hex: positionSchema<G['position']>() }),
    rule,
    says: 'attack {hex}',
    // The bot: at good odds (its neighbours' attack against the defence there), an objective better.
    score: (ctx, a) =>
      onHexMap(ctx, (board) => {
        const hex = String(a.hex);
        const enemies = board.unitsAt(hex).filter((u) => u.side !== ctx.side);
        const attack = board.neighbours(hex).reduce((s, h) => s + board.sideAt(h, ctx.side).reduce((t, u) => t + (ctx.factors(u).attack ?? 0), 0), 0);
        const defence = enemies.reduce((s, u) => s + ctx.factors(u).defence + 1, 0);
        return (attack / Math.max(1, defence)) * 2 - 3 + (ctx.objectives.includes(hex) ? 1 : 0);
      }),
    legal: (ctx, side) => {
      const hexes = targets(ctx, side);
      return hexes.length ? [{ type: 'declareAttack', side, choose: { hex: [...hexes] } }] : [];
    },
    refuse: (ctx, a) => config.refusals?.declare?.(ctx, a.hex) ?? `${ctx.board.key(a.hex).slice(0, 20)} cannot be attacked now: it needs an enemy unit next to one of your units able to attack (${rule})`,
    apply(ctx, a) {
      ctx.call(names.attack, { hex: a.hex }, a.side);
    },
  };
}

type P<G extends Spec> = ProcedureContext<G, CombatUnderWay<G['position']>>;
type R<G extends Spec> = ProcedureReadContext<G, CombatUnderWay<G['position']>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AttackVerbs<G extends Spec> = Record<string, ActionDefinition<G, any, R<G>, P<G>>>;

/**
 * The kinds of decision the attack procedure asks: the defender's supports
 * (`defSupport`).
 *
 * @category Procedures
 */
export type AttackDecision = 'defSupport';

/** The same kinds, as the procedure lists them in its definition (`test/types/decision-kinds.test.ts` holds the list to the type). */
const ATTACK_DECISIONS: readonly AttackDecision[] = ['defSupport'];

/**
 * The attack procedure: attackers join, supports and special orders are
 * given, the defender adds his supports, then the combat is resolved.
 *
 * @internal
 */
export function attackProcedure<G extends Spec>(config: AttackConfig<G>, names: CombatNames): ProcedureDefinition<G, CombatUnderWay<G['position']>, { hex: G['position'] }, AttackDecision> {
  const rule = names.rule;
  const af = attackFactorOf(config);

  const joiners = (ctx: R<G>): UnitOf<G>[] => {
    const c = ctx.local;
    const now = c.attackers.map((id) => ctx.unit(id));
    return config.attackers(ctx, c.hex, c.side, c.attackers).filter((u) => !c.attackers.includes(u.id) && (!config.mayJoin || config.mayJoin(ctx, now, u, c.hex)));
  };

  /** The defender's support choices still open. */
  const defenderOptions = (ctx: ReadContext<G>, c: CombatUnderWay<G['position']>): Action[] => {
    const side = ctx.board.unitsAt(c.hex).find((u) => u.side !== c.side)?.side;
    if (!side) return [];
    const out: Action[] = [];
    for (const s of config.supports ?? []) {
      if (!s.defenderVerb) continue;
      if (s.kind === 'units') for (const u of s.available(ctx, side, c.hex, supportUnits(c.defence, s.name))) out.push({ type: s.defenderVerb, side, unit: u.id });
      else if (s.free(ctx, side) > supportCount(c.defence, s.name)) out.push({ type: s.defenderVerb, side });
    }
    if (out.length > 0) out.push({ type: 'defDone', side });
    return out;
  };

  /**
   * What the fight would be, as `side` may see it: the preview the fight reads
   * and each die face's reading, with what may still change before the roll.
   */
  const foresee = (ctx: ReadContext<G>, c: CombatUnderWay<G['position']>, side: string, open: readonly string[]): VerbForecast => {
    const defending = defendersOf(ctx, config, c);
    const attackers = c.attackers.filter((id) => ctx.unit(id).at !== null);
    const hex = ctx.board.key(c.hex);
    if ([...attackers.map((id) => ctx.unit(id)), ...defending.units].some((u) => u.hidden && u.side !== side)) {
      return { attack: { hex, attackers, hidden: `a defender is hidden: its strength is known when it is revealed, as the attack is resolved (${rule})` } };
    }
    const p = previewCombat(ctx, config, c, defending);
    const rolls = [];
    for (let roll = 1; roll <= (config.roll?.die ?? 6); roll++) {
      const r = readRoll(ctx, config, c, p.base, p.shifts, roll);
      rolls.push({ roll, read: r.read, column: columnLabel(config.odds.columns, r.column), result: r.result });
    }
    return {
      attack: {
        hex,
        attackers,
        defenders: [...p.defenders],
        attack: p.attack,
        defence: p.defence,
        units: Object.entries(p.entries).map(([unit, e]) => ({ unit, role: e.role, factor: e.base, counts: entryValue(e), outOfSupply: e.oos })),
        modifiers: p.lines.map((l) => ({ ...l, units: [...l.units] })),
        supports: p.supports.map((x) => ({ ...x })),
        odds: p.odds,
        baseColumn: p.baseColumn,
        shifts: p.shifts.map((x) => ({ shift: x.shift, reason: x.reason, ...(x.rule ? { rule: x.rule } : {}) })),
        column: p.column,
        rolls,
        results: p.chances.map((r) => ({ result: r.result, ...withWords(meaningOf(config.legend, r.result)), chance: r.chance, rolls: [...r.rolls] })).sort((a, b) => b.chance - a.chance),
        ...(open.length ? { open } : {}),
      },
    };
  };

  /** After a defender's support: the fight, or what the defender may still add. */
  const foreseeSupport = (ctx: ReadContext<G>, c: CombatUnderWay<G['position']>, side: string): VerbForecast =>
    foresee(ctx, c, side, defenderOptions(ctx, c).length > 0 ? [`the defender may add more support before the roll (${rule})`] : []);

  const askDefenderOrFight = (ctx: P<G>): void => {
    const options = defenderOptions(ctx, ctx.local);
    const [first] = options;
    if (first) {
      const sup = (config.supports ?? []).find((s) => s.defenderVerb);
      ctx.decide({ side: first.side, kind: 'defSupport' satisfies AttackDecision, prompt: `${ctx.local.hex} is attacked: add support to the defence, or done`, ...(sup?.rule ? { rule: sup.rule } : {}), options });
      return;
    }
    fight(ctx);
  };

  /** Resolves the combat: the preview before the roll, one roll read on it, the result's steps handed on. */
  const fight = (ctx: P<G>): void => {
    const before = defendersOf(ctx, config, ctx.local).units.map((u) => u.id);
    config.beforeResolve?.(ctx, ctx.local, before);
    const attackerIds = ctx.local.attackers.filter((id) => ctx.unit(id).at !== null);
    // Whoever was in the attack but is gone at the roll is said, with why, and counts for nothing.
    for (const id of ctx.local.attackers) if (!attackerIds.includes(id)) dropOut(ctx, id, 'attacker');
    if (attackerIds.length < ctx.local.attackers.length) ctx.setLocal({ ...ctx.local, attackers: attackerIds });
    const c = ctx.local;
    const defending = defendersOf(ctx, config, c);
    const { hexes, units: defenders } = defending;
    for (const id of before) if (!defenders.some((u) => u.id === id)) dropOut(ctx, id, 'defender');
    const [firstDefender] = defenders;
    if (firstDefender === undefined) {
      ctx.emit({ type: 'combat', side: c.side, hex: c.hex, hexes, attackers: attackerIds, defenders: [], result: 'none', reason: 'no unit left to defend once revealed', rule });
      spend(ctx, c, '');
      ctx.call(names.result, { hex: c.hex, attacker: c.side, defender: '', attackers: attackerIds, defenders: [], result: 'none', queue: [{ kind: 'advance' }], entries: {} }, c.side);
      return;
    }
    const p = previewCombat(ctx, config, c, defending);
    const roll = ctx.random.die(config.roll?.die ?? 6, `combat against ${c.hex} (${rule})`);
    const { read, byRoll, column, result } = readRoll(ctx, config, c, p.base, p.shifts, roll);
    const meaning = meaningOf(config.legend, result);
    const shifts = byRoll ? [...p.shifts, byRoll] : p.shifts;
    const defenderSide = firstDefender.side;
    ctx.emit({
      type: 'combat',
      side: c.side,
      hex: c.hex,
      hexes,
      attackers: attackerIds,
      defenders: [...p.defenders],
      attack: p.attack,
      defence: p.defence,
      modifiers: p.lines.map((l) => ({ ...l, units: [...l.units] })),
      supports: p.supports.map((s) => ({ ...s })),
      odds: p.odds,
      baseColumn: p.baseColumn,
      shifts: shifts.map((s) => ({ shift: s.shift, reason: s.reason, ...(s.rule ? { rule: s.rule } : {}) })),
      column: columnLabel(config.odds.columns, column),
      roll,
      ...(read !== roll ? { read } : {}),
      ...(c.mode !== null ? { mode: c.mode } : {}),
      result,
      ...withWords(meaning),
      rule,
    });
    spend(ctx, c, defenderSide);
    const queue = meaning.steps;
    const entries: Record<string, CombatEntry<G['position']>> = {};
    for (const [id, e] of Object.entries(p.entries)) entries[id] = { ...e };
    if (queue.length === 0) {
      finish(ctx, result);
      return;
    }
    // An exchange pays what the other side lost in this combat: each unit's steps as the result begins.
    const stepsBefore = queue.some((s) => s.kind === 'exchange') ? Object.fromEntries([...attackerIds, ...p.defenders].map((id) => [id, ctx.unit(id).steps])) : undefined;
    ctx.call(names.result, { hex: c.hex, attacker: c.side, defender: defenderSide, attackers: attackerIds, defenders: [...p.defenders], result, queue: [...queue], entries: entries as never, ...(stepsBefore ? { before: stepsBefore } : {}) }, c.side);
  };

  /** A unit that drops out before the roll: the event, with the game's reason or the core's. */
  const dropOut = (ctx: P<G>, id: string, role: 'attacker' | 'defender'): void => {
    const u = ctx.unit(id);
    const reason = config.droppedOut?.(ctx, u, role) ?? (u.box === 'eliminated' || u.steps <= 0 ? 'eliminated before the roll' : 'no longer on the map at the roll');
    ctx.emitAbout(u, { type: 'droppedOut', unit: id, side: u.side, role, hex: ctx.local.hex, reason, rule });
  };

  const spend = (ctx: P<G>, c: CombatUnderWay<G['position']>, defenderSide: string) => {
    for (const s of config.supports ?? []) {
      if (s.kind === 'units') {
        const a = supportUnits(c.supports, s.name);
        const d = supportUnits(c.defence, s.name);
        if (a.length) s.spend?.(ctx, c.side, a);
        if (d.length && defenderSide) s.spend?.(ctx, defenderSide, d);
      } else {
        const a = supportCount(c.supports, s.name);
        const d = supportCount(c.defence, s.name);
        if (a) s.spend?.(ctx, c.side, a);
        if (d && defenderSide) s.spend?.(ctx, defenderSide, d);
      }
    }
  };

  const finish = (ctx: P<G>, result: string | null) => {
    const c = ctx.local;
    config.resolved?.(ctx, { hex: c.hex, side: c.side, attackers: c.attackers, result });
    ctx.end({ hex: c.hex, attackers: [...c.attackers], result, cancelled: result === null } satisfies AttackOutcome<G['position']>);
  };

  const verbs: AttackVerbs<G> = {};
  verbs['addAttacker'] = {
    says: '{unit} joins the attack on {target}',
    score: (ctx) => onHexMap(ctx, () => 3),
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
    verbs[s.verb] = {
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
      verbs[s.verb] = {
        schema: unitField(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => {
          const c = ctx.local;
          const list = s.available(ctx, side, c.hex, supportUnits(c.supports, s.name)).map((u) => u.id);
          return list.length ? [{ type: s.verb, side, choose: { unit: list } }] : [];
        },
        refuse: (_ctx, a: { unit: string }) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot support this combat (${s.rule ?? rule})`,
        says: '{unit} supports the attack on {target}',
        apply(ctx, a: { unit: string }) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: [...supportUnits(c.supports, s.name), a.unit] } });
        },
      };
      if (s.defenderVerb) {
        verbs[s.defenderVerb] = {
          schema: unitField(),
          rule: s.rule ?? rule,
          says: '{unit} supports the defence of {target}',
          forecast: (ctx: R<G>, a: { unit: string; side: string }) => foreseeSupport(ctx, { ...ctx.local, defence: { ...ctx.local.defence, [s.name]: [...supportUnits(ctx.local.defence, s.name), a.unit] } }, a.side),
          apply(ctx, a: { unit: string }) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: [...supportUnits(c.defence, s.name), a.unit] } });
            askDefenderOrFight(ctx);
          },
        };
      }
    } else {
      verbs[s.verb] = {
        schema: noFields(),
        rule: s.rule ?? rule,
        legal: (ctx, side) => (s.free(ctx, side) > supportCount(ctx.local.supports, s.name) ? [{ type: s.verb, side }] : []),
        refuse: () => s.refusal ?? `no more ${s.name} support is free (${s.rule ?? rule})`,
        says: `${s.name} support for the attack on {target}`,
        apply(ctx) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: supportCount(c.supports, s.name) + 1 } });
        },
      };
      if (s.defenderVerb) {
        verbs[s.defenderVerb] = {
          schema: noFields(),
          rule: s.rule ?? rule,
          says: `${s.name} support for the defence of {target}`,
          forecast: (ctx: R<G>, a: Action) => foreseeSupport(ctx, { ...ctx.local, defence: { ...ctx.local.defence, [s.name]: supportCount(ctx.local.defence, s.name) + 1 } }, a.side),
          apply(ctx) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: supportCount(c.defence, s.name) + 1 } });
            askDefenderOrFight(ctx);
          },
        };
      }
    }
  }
  if ((config.supports ?? []).some((s) => s.defenderVerb)) {
    verbs['defDone'] = { schema: noFields(), rule, says: 'no more support for the defence of {target}', forecast: (ctx: R<G>, a: Action) => foresee(ctx, ctx.local, a.side, []), apply: (ctx: P<G>) => fight(ctx) };
  }
  const modes = (ctx: R<G>): readonly string[] => (config.modes ? config.modes(ctx, ctx.local) : []);
  verbs['resolveAttack'] = {
    score: (ctx: BotContext, a: Action) => onHexMap(ctx, () => (a['mode'] === undefined || a['mode'] === 'normal' ? 1 : 0.5)),
    // Read against any state (the log's reader is no procedure context): the attack under way is found by its frame.
    says: (ctx: R<G>, a: Action, w: Wording) => `resolve the attack on ${w.at(ctx.frame<CombatUnderWay<G['position']>>(names.attack)?.hex) || '?'}${a['mode'] !== undefined && a['mode'] !== 'normal' ? ` (${String(a['mode'])})` : ''}`,
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
    forecast(ctx, a: { mode?: string; side: string }) {
      const c = { ...ctx.local, mode: a.mode ?? null };
      const may = new Set(defenderOptions(ctx, c).map((o) => o.type));
      const kinds = (config.supports ?? []).filter((x) => x.defenderVerb !== undefined && may.has(x.defenderVerb)).map((x) => x.name);
      const supportRule = (config.supports ?? []).find((x) => x.defenderVerb)?.rule ?? rule;
      return foresee(ctx, c, a.side, kinds.length ? [`before the roll the defender may still add ${kinds.join(' or ')} support, which would change these odds (${supportRule})`] : []);
    },
    apply(ctx, a: { mode?: string }) {
      ctx.setLocal({ ...ctx.local, mode: a.mode ?? null });
      askDefenderOrFight(ctx);
    },
  };
  if (config.cancel) {
    verbs['cancelAttack'] = {
      says: 'call off the attack on {target}',
      score: (ctx: BotContext) => onHexMap(ctx, () => -2),
      schema: noFields(),
      rule,
      legal: (_ctx, side) => [{ type: 'cancelAttack', side }],
      apply(ctx) {
        ctx.emit({ type: 'attackCalledOff', hex: ctx.local.hex, rule });
        finish(ctx, null);
      },
    };
  }

  return {
    rule,
    decisions: ATTACK_DECISIONS,
    start(ctx, args) {
      ctx.emit({ type: 'attackDeclared', side: ctx.active, hex: args.hex, rule });
      const side = ctx.stack.at(-1)?.side ?? ctx.active;
      if (side === null) throw new Error(`attack (${rule}): an attack on ${String(args.hex)} declared while no side is acting`);
      return { hex: args.hex, side, attackers: [], specials: {}, supports: {}, defence: {}, mode: null };
    },
    actions: verbs,
    resume(ctx, outcome) {
      finish(ctx, isJsonObject(outcome) && typeof outcome['result'] === 'string' ? outcome['result'] : null);
    },
    // A front end shows the odds and every shift before the attack is confirmed,
    // but only from what the side may see: not while a defender is hidden from it.
    view(ctx, side) {
      const c = ctx.local;
      // Only while the attack is being put together (on top of the stack), with its attackers on the board.
      // (The defender's decision on support is asked by the attack, which is still the one acting.)
      const open = ctx.stack[actingFrame(ctx.stack)]?.local === (c as unknown) && c.attackers.length > 0 && c.attackers.every((id) => ctx.unit(id).at !== null);
      if (!open) return c as never;
      const { units: defenders } = defendersOf(ctx, config, c);
      const hidden = [...c.attackers.map((id) => ctx.unit(id)), ...defenders].some((u) => u.hidden && u.side !== side);
      return { ...c, preview: hidden ? null : (previewCombat(ctx, config, c) as never) };
    },
  };
}
