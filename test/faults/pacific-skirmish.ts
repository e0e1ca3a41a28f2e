/**
 * pacific-skirmish's planted faults (issue 41; `npm run fuzz:faults -- pacific-skirmish`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('pacific-skirmish');

/** pacific-skirmish. */
export const PACIFIC_SKIRMISH: readonly Fault[] = [];
void f;
