export { compileCosts, type CompiledCosts, type MovementCosts, type MoveCost, type HexsideCost } from './costs';
export { movementRange, type MovementQuery, type MovementRange, type StepContext } from './search';
