/**
 * The combat result procedure: carries out a result's steps in order (units
 * eliminated or disrupted, losses the owner chooses, loss or retreat unit by
 * unit with its retreat roll, retreats with No Retreat orders, the exchange, the advance into
 * the vacated hex), opening a decision wherever a player chooses.
 */
import * as z from 'zod';
import { HexwarError } from '../../errors';
import type { ActionDefinition, Spec, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext } from '../../engine/definition';
import type { Action } from '../../engine/types';
import { eliminate, loseStep } from '../steps';
import type { CombatNames } from './attack';
import type { AttackConfig } from './config';
import { noFields, unitField } from './fields';
import { retreatOptions } from './retreat';
import { positionSchema } from '../../board/board';
import { onHexMap } from '../../bots/objectives';
import type { CombatRole, CombatStep, ResultUnderWay } from './types';

/**
 * The kinds of decision the combat result procedure asks: a loss to take
 * (`takeLoss`), a loss or a retreat (`lossOrRetreat`), a retreat or No Retreat
 * (`retreat`), where to retreat, hex by hex (`retreatTo`), and the advance
 * after combat (`advance`).
 *
 * @category Procedures
 */
export type ResultDecision = 'takeLoss' | 'lossOrRetreat' | 'retreat' | 'retreatTo' | 'advance';

/** The same kinds, as the procedure lists them in its definition (`test/types/decision-kinds.test.ts` holds the list to the type). */
const RESULT_DECISIONS = ['takeLoss', 'lossOrRetreat', 'retreat', 'retreatTo', 'advance'] as const satisfies readonly ResultDecision[];

/**
 * The combat result procedure of a game's attack procedures.
 *
 * @internal
 */
export function resultProcedure<G extends Spec>(config: AttackConfig<G>, names: CombatNames): ProcedureDefinition<G, ResultUnderWay<G['position']>, Omit<ResultUnderWay<G['position']>, 'need' | 'units' | 'retreating' | 'retreated' | 'afterDone'>, ResultDecision> {
  const rule = names.rule;
  type Q = ProcedureContext<G, ResultUnderWay<G['position']>>;
  const retreat = config.retreat ?? {};
  const onBoard = (ctx: ReadContext<G>, ids: readonly string[]) => ids.filter((id) => {
    const u = ctx.unit(id);
    return u.at !== null && u.steps > 0;
  });
  /** The result's step being carried out: its verbs are offered only while one is, so none is a bug. */
  const stepUnderWay = (r: ResultUnderWay<G['position']>): CombatStep => {
    const [step] = r.queue;
    if (!step) throw new Error(`combat result at ${String(r.hex)}: a unit answers a step of the result, but none is under way`);
    return step;
  };
  const roleUnits = (ctx: ReadContext<G>, r: ResultUnderWay<G['position']>, role: CombatRole) => onBoard(ctx, role === 'attacker' ? r.attackers : r.defenders);
  const roleSide = (r: ResultUnderWay<G['position']>, role: CombatRole) => (role === 'attacker' ? r.attacker : r.defender);
  const ends = (ctx: ReadContext<G>, r: ResultUnderWay<G['position']>, id: string, hexes: number) => retreatOptions(ctx, retreat, ctx.unit(id), hexes, r);
  // A decision with one option is carried out at once unless the game asks it all the same: the
  // engine answers it through its resolve pipeline, and the verb carries on with the steps itself.
  const decide = (ctx: Q, side: string, kind: ResultDecision, prompt: string, options: Action[], r?: string): void => {
    ctx.decide({ side, kind, prompt, rule: r ?? retreat.rule ?? rule, options, single: config.askSingle ? 'ask' : 'carry-out' });
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
          const [id] = units;
          if (id === undefined) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need: 1 });
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
        case 'exchange': {
          // What the other side has lost so far in this combat (an eliminated unit lost all it had), paid as a `lose`.
          const other = step.role === 'attacker' ? r.defenders : r.attackers;
          const lost = other.reduce((n, id) => {
            const u = ctx.unit(id);
            return n + Math.max(0, (r.before?.[id] ?? u.steps) - (u.at === null ? 0 : u.steps));
          }, 0);
          ctx.setLocal({ ...r, queue: lost > 0 ? [{ kind: 'lose', role: step.role, count: lost }, ...r.queue.slice(1)] : r.queue.slice(1), units: [], need: 0, retreating: null });
          continue;
        }
        case 'advance': {
          const attackerSide = r.attacker;
          if (ctx.board.unitsAt(r.hex).some((u) => u.side !== attackerSide)) {
            pop();
            continue;
          }
          const movers = onBoard(ctx, r.attackers).filter((id) => {
            const u = ctx.unit(id);
            // Next to the hex attacked: one hex away (on a table, within an inch).
            if (u.at === null || r.retreated.includes(id) || ctx.board.key(u.at) === ctx.board.key(r.hex) || ctx.board.distance(u.at, r.hex) > 1) return false;
            if (config.mayAdvance && !config.mayAdvance(ctx, u, r.hex)) return false;
            return retreat.mayEnd ? retreat.mayEnd(ctx, u, r.hex) : ctx.board.room(r.hex, u);
          });
          if (movers.length === 0) {
            pop();
            continue;
          }
          const options: Action[] = [...movers.map((unit) => ({ type: 'advance', side: attackerSide, unit })), { type: 'noAdvance', side: attackerSide }];
          ctx.decide({ side: attackerSide, kind: 'advance' satisfies ResultDecision, prompt: `${r.hex} is vacant: advance attacking units into it, or stop`, rule, options });
          return;
        }
      }
    }
    throw new HexwarError({ code: 'internal-error', message: 'the combat result did not settle' });
  };
  const noRetreatFor = config.noRetreat;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const resultVerbs: Record<string, ActionDefinition<G, any, ProcedureReadContext<G, ResultUnderWay<G['position']>>, Q>> = {
    takeLoss: {
      says: '{unit} takes a step loss',
      score: (ctx) => onHexMap(ctx, () => 1),
      schema: unitField(),
      rule,
      apply(ctx, a: { unit: string }) {
        const r = ctx.local;
        const step = stepUnderWay(r);
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
      says: '{unit} tries to retreat',
      // Rather than lose a step.
      score: (ctx) => onHexMap(ctx, () => 2),
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
            ctx.decide({ side: ctx.unit(id).side, kind: 'retreatTo' satisfies ResultDecision, prompt: `Where does ${id} retreat (${step.hexes} hex${step.hexes > 1 ? 'es' : ''})?`, rule: retreat.rule ?? rule, options });
            return;
          }
        }
        proceed(ctx);
      },
    },
    retreatTo: {
      says: '{unit} retreats to {to}',
      // Away from the enemy.
      score: (ctx, a: { to: string }) =>
        onHexMap(ctx, (board) => {
          const enemies = ctx.units((u) => u.side !== ctx.side && u.at !== null);
          // On a hex map a unit on the map stands on a hex label.
          return Math.min(...enemies.map((u) => board.distance(u.at as string, a.to)), 9) * 0.1;
        }),
      schema: z.object({ unit: z.string().min(1), to: positionSchema<G['position']>() }),
      rule: retreat.rule ?? rule,
      apply(ctx, a: { unit: string; to: string }) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: a.to });
        ctx.emitAbout(u, { type: 'retreated', unit: a.unit, from: u.at, to: a.to, rule: retreat.rule ?? rule });
        const r = ctx.local;
        const step = stepUnderWay(r);
        const units = r.units.filter((x) => x !== a.unit);
        const next = { ...r, retreating: null, retreated: [...r.retreated, a.unit], units };
        // A whole-stack retreat is done when every unit has gone; one unit's retreat meets nothing of a step count.
        ctx.setLocal(step.kind === 'retreat' && units.length === 0 ? { ...next, queue: r.queue.slice(1), need: 0 } : next);
        proceed(ctx);
      },
    },
    noRetreat: {
      says: 'No Retreat! for {unit}',
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
      says: '{unit} advances into {target}',
      // Into an objective, gladly.
      score: (ctx) =>
        onHexMap(ctx, () => {
          const hex = ctx.frame<{ hex?: string }>(names.result)?.hex;
          return hex !== undefined && ctx.objectives.includes(hex) ? 3 : 1;
        }),
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
      says: 'no advance into {target}',
      score: (ctx) => onHexMap(ctx, () => 0.5),
      schema: noFields(),
      rule,
      apply(ctx) {
        ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1) });
        proceed(ctx);
      },
    },
  };

  return {
    rule,
    decisions: RESULT_DECISIONS,
    start(ctx, args) {
      ctx.setLocal({ ...args, need: 0, units: [], retreating: null, retreated: [], afterDone: false });
      proceed(ctx);
      return ctx.stack.at(-1)?.proc === names.result ? ctx.local : (undefined as never);
    },
    actions: resultVerbs,
  };
}
