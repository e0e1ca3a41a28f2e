import { createMatch } from '../src';
import { meiktila } from '../games/meiktila';
let s = createMatch(meiktila, { seed: 1, options: { quickSetup: true } });
console.log(s.phase, JSON.stringify(s.flow), s.stack.map(f=>f.proc), s.active, s.pending?.kind);
