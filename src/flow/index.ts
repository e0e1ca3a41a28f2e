export { defineSequence } from './sequence';
export type { GuardOf, LoopStep, PhaseOf, PhaseStep, SequenceDefinition, SequenceStep, SideOf, SidesStep } from './sequence';
export { createFlow } from './flow';
export type { Flow, FlowAdvance, FlowGuards, FlowStart } from './flow';
export type {
  FlowContext,
  FlowGuard,
  FlowInput,
  FlowMachine,
  FlowPosition,
  FlowState,
  FlowStateValue,
  LoopPass,
  PhaseChange,
  PhaseDoneEvent,
} from './types';
