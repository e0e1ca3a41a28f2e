/**
 * `hexwar/procedures`: the core's procedures a game's definition lists:
 * activation (chits, cups, stages), deployment and hidden set-up, reinforcements
 * and entry, rolls and checks on tables, end-of-phase verbs, and victory by
 * points or by the last side standing. The attack procedure is in
 * `hexwar/combat`, the table's in `hexwar/tabletop`.
 *
 * @example
 * ```ts
 * import { endPhaseVerb } from 'hexwar/procedures';
 *
 * // The movement phase ends when the acting side says it is done (rule 6.2).
 * const phases = { movement: { actions: { move, endMovement: endPhaseVerb('endMovement', '6.2') } } };
 * ```
 *
 * @module hexwar/procedures
 */

// The procedure contract: what a procedure reads and declares.
export {
  type DecisionOf, type ProcedureContext, type ProcedureDefinition, type ProcedureFrame, type ProcedureMap,
  type ProcedureReadContext, procedureVerb
} from '../engine';

// Activation, deployment, entry, rolls, checks and victory.
export {
  activatedNow, activates, activationCup, type ActivationMarker, type ActivationState, type ActivationVerb, checkChance, type CheckNeed, type CupConfig,
  type CupState, type CupVerb, deployment, type DeploymentConfig, type DeploymentProblem, endPhaseVerb, enterAtVerb, type EntryDecision, entryHexes, type EntrySpec,
  hasActed, type HexCondition, hideUnit, markActed, markSupply, offerEntry, passesCheck, rangeTable, readRoll, releaseRoll,
  type RetreatRoll, rollCheck, type RollContext, rollModified, type RollModifier, rollOff, rollOnTable, type RollReading, type RollSpec,
  scoreVp, type SpecialOrder, stagedActivation, type StagedActivationConfig, type StageDefinition, type VictoryLevel, victoryLevels,
  lastSideStanding, type VpPlace, type VpScore, vpVictory, type VpVictoryConfig, unitsDescriptor
} from '../procedures';
