export { compileCosts, type CompiledCosts, type MovementCosts, type MoveCost, type HexsideCost } from './costs';
export { followPath, movementRange, type MovementQuery, type MovementRange, type PathProblem, type PathWalk, type StepContext } from './search';
