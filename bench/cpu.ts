/** The bench reads CPU time by the command's clock (`src/cli/cpu.ts`). */
export { cpuClock, threadCpuMs } from '../src/cli/cpu';
