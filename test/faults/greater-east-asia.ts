/**
 * greater-east-asia's planted faults (issue 41; `npm run fuzz:faults -- greater-east-asia`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('greater-east-asia');

/** greater-east-asia. */
export const GREATER_EAST_ASIA: readonly Fault[] = [];
void f;
