/**
 * beach-assault's planted faults (issue 41; `npm run fuzz:faults -- beach-assault`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('beach-assault');

/** beach-assault. */
export const BEACH_ASSAULT: readonly Fault[] = [];
void f;
