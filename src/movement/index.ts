export { compileCosts, type CompiledCosts, type MovementCosts, type MoveCost } from './costs';
export { movementRange, type MovementQuery, type MovementRange, type StepContext } from './search';
