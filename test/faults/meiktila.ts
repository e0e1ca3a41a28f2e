/**
 * meiktila's planted faults (issue 41; `npm run fuzz:faults -- meiktila`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('meiktila');

/** meiktila. */
export const MEIKTILA: readonly Fault[] = [];
void f;
