/**
 * The tabletop's procedures, configured by data plus small hooks: a path move,
 * fire (targets, ranges, arcs, sight, cover, modifiers, the need, the roll),
 * templates with scatter, melee and running away.
 */
export { placedUnit, standsOnTable, type PlacedUnit, type TableStateOf } from './common';
export { pathMoves, type FigureMove, type MoveAction, type PathMoveConfig, type PathMoves } from './move';
export { positionAlong, type MovePath } from './along';
export { shelteringFigures } from './fire-cover';
export { TARGET_RULES, type FireConfig, type FireProblem, type ShotModifierRule, type ShotNeed, type ShotOdds, type ShotSetup, type ShotTarget, type TableWeapon, type TargetRule, type TemplateRules } from './fire';
export { tabletopFire, type AimAction, type AimOptions, type FireAction, type FireProcedure, type Strike } from './fire-procedure';
export type { Threat } from './fire-foresee';
export { fightMelee, type MeleeConfig } from './melee';
export { fleePath } from './flee';
export { compass } from '../../engine/table-words';
export { asOpenField, formationPaths, openFieldOf, placedActions, type PlacedAction, type AlongField, type FieldOfKind, type FacingField, type PathField, type PointField, type TableOpenField, type TeamPathFigure, type TeamPathsField } from './open-fields';
export { bestBlastAim, blastWorth, dangerAt, fireWorth, nearestEnemy, routeMove, shotWorth, stepRandom, tableCandidates, teamMove, type BlastAim, type BlastVictim, type RouteStep, type HitWorth, type TableCandidateOptions } from './bots';
export { arrivalPlaces, arrivalSpots, type ArrivalPlace, type Arriving } from './arrive';
