/**
 * The core's attack procedures: the `declareAttack` verb, the `attack`
 * procedure (put together, supported, resolved: `attack.ts`, on the pure
 * arithmetic of `tally.ts`) and the `combatResult` procedure (losses,
 * retreats, No Retreat, disruption, advance after combat: `result.ts`, with
 * hex retreats from `retreat.ts`).
 */
import { parseCrt } from '../../combat/crt';
import { parseOddsTable } from '../../combat/odds';
import type { ActionDefinition, Spec, ProcedureDefinition, ReadContext } from '../../engine/definition';
import { HexwarError } from '../../errors';
import { attackProcedure, attackTargets, declareVerb, type AttackDecision, type CombatNames } from './attack';
import type { AttackConfig } from './config';
import { checkLegend } from './legend';
import { resultProcedure, type ResultDecision } from './result';
import { defendersOf, previewCombat, tallyCombat } from './tally';
import type { CombatPreview, CombatTally, CombatUnderWay } from './types';

export type { AttackConfig, RetreatConfig, RetreatRoll, SpecialOrder, StrengthModifier, SupportDefinition } from './config';
export type { AttackArgs, AttackOutcome, HexCondition, CombatEntry, CombatLegend, CombatPreview, CombatRole, CombatStep, CombatTally, CombatUnderWay, ModifierLine, ResultChance, ResultMeaning, ResultUnderWay } from './types';
export { defendersOf, previewCombat, readRoll, tallyCombat, type RollReading } from './tally';
export type { AttackDecision } from './attack';
export type { ResultDecision } from './result';

/**
 * The verbs of the core's attack and result procedures, beside the game's own
 * supports and special orders (`AttackConfig`'s `Verb`): adding attackers,
 * resolving or calling off the attack, the defender's end of supports, taking
 * losses, retreating and advancing.
 *
 * @example
 * ```ts
 * import type { CombatVerb } from 'hexwar/combat';
 *
 * const answer: CombatVerb = 'retreatTo'; // a defender's retreat, hex by hex
 * ```
 * @category Procedures
 */
export type CombatVerb = 'addAttacker' | 'resolveAttack' | 'cancelAttack' | 'defDone' | 'takeLoss' | 'retreat' | 'retreatTo' | 'noRetreat' | 'advance' | 'noAdvance';

/**
 * The kinds of decision the core's attack procedures ask, each declared beside
 * its procedure: the defender's supports, losses, a loss or a retreat, a
 * retreat or No Retreat, where to retreat, the advance. A game that lists the
 * procedures asks them without declaring them (see `DecisionOf`).
 *
 * @example
 * ```ts
 * import type { CombatDecision } from 'hexwar/combat';
 *
 * const asked: CombatDecision = 'lossOrRetreat'; // the defender: lose a step, or retreat
 * ```
 * @category Procedures
 */
export type CombatDecision = AttackDecision | ResultDecision;

/**
 * The attack procedures of a game, built from its {@link AttackConfig}: the
 * `declareAttack` verb for whatever phase or procedure attacks are made in,
 * and the `attack` (put together, supported, resolved) and `combatResult`
 * (step losses, retreats with their rolls, No Retreat orders, disruption,
 * advance after combat) procedures.
 *
 * @example
 * ```ts
 * import { defineGame } from 'hexwar';
 * import { attackProcedures } from 'hexwar/combat';
 * const combat = attackProcedures<G>({ odds, crt, rule: '6.5', attackers: …, legend: LEGEND });
 * defineGame({ …, phases: { combat: { actions: { declareAttack: combat.declare, endCombat } } },
 *   procedures: combat.procedures });
 * ```
 * @throws {@link hexwar!HexwarError} `bad-odds-table` when the odds table's columns are out of order or repeated (see {@link parseOddsTable});
 *   `bad-crt` when the CRT is not a table (a gap in its rolls, a row short of results: see {@link parseCrt}), its columns are not the odds table's,
 *   or a code it prints has no meaning in the legend.
 * @category Procedures
 */
export function attackProcedures<G extends Spec, Verb extends string = string>(config: AttackConfig<G, Verb>): {
  /** The verb that declares an attack on a hex and starts the attack procedure. */
  readonly declare: ActionDefinition<
    G,
    {
      /** The hex attacked (on a table, the point). */
      hex: G['position'];
    }
  >;
  /** The hexes `side` may attack now. */
  readonly targets: (ctx: ReadContext<G>, side: string) => readonly G['position'][];
  /** The two procedures, to list in the game's `procedures`; their verbs typed by name, so a game's callers may write them (see `VerbOf`). */
  readonly procedures: {
    readonly [name: string]: Omit<ProcedureDefinition<G, never, never>, 'actions' | 'decisions'> & {
      /** The procedure's verbs: the core's, and the game's supports and special orders. */
      readonly actions?: { readonly [K in CombatVerb | Verb]: ActionDefinition<G, any, any, any> };
      /** The kinds of decision the procedures ask: read into the game's decision kinds (see `DecisionOf`). */
      readonly decisions?: readonly CombatDecision[];
    };
  };
  /** A combat's strengths, for bots and front ends. */
  readonly tally: (ctx: ReadContext<G>, combat: CombatUnderWay<G['position']>) => CombatTally<G['position']>;
  /** A combat's odds and every shift with its rule, before the roll: what a front end shows before the attack is confirmed. */
  readonly preview: (ctx: ReadContext<G>, combat: CombatUnderWay<G['position']>) => CombatPreview<G['position']>;
} {
  // Columns out of order or twice over, or a CRT with a gap in its rolls, would read wrongly at an attack: refused here, with the path.
  parseOddsTable(config.odds);
  parseCrt(config.crt);
  sameColumns(config);
  checkLegend(config.crt, config.legend);
  const names: CombatNames = { attack: config.names?.attack ?? 'attack', result: config.names?.result ?? 'combatResult', rule: config.rule };
  const targets = attackTargets(config);
  return {
    declare: declareVerb(config, names, targets),
    targets,
    procedures: { [names.attack]: attackProcedure(config, names) as never, [names.result]: resultProcedure(config, names) as never },
    tally: (ctx, c) => tallyCombat(ctx, config, c, defendersOf(ctx, config, c).units),
    preview: (ctx, c) => previewCombat(ctx, config, c),
  };
}

/** The odds table's columns are the CRT's, in order: else a column of odds would read another column of results. */
function sameColumns<G extends Spec>(config: AttackConfig<G>): void {
  const odds = config.odds.columns.map((c) => c.label);
  const crt = config.crt.columns;
  if (odds.length !== crt.length || odds.some((label, i) => label !== crt[i])) {
    throw new HexwarError({ code: 'bad-crt', message: `combat results table is not valid: columns: its columns (${crt.join(', ')}) are not the odds table's (${odds.join(', ')}): a column of odds would read another column of results`, path: 'columns' });
  }
}
