/**
 * Postcard Myitkyina's planted faults (issue 41; `npm run fuzz:faults -- myitkyina`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const my = faultsOf('myitkyina');

/** Postcard Myitkyina. */
export const MYITKYINA: readonly Fault[] = [
  my('zoc-ignored', 'Movement', 'a unit walks past enemy regiments without stopping next to them', 'rules/movement.ts', 'exerts: (e) => stopsMovers(e, u.side, ctx.turn)', 'exerts: () => false'),
  my('stacking-off-by-one', 'Stacking', 'four stacking points fit in a hex', 'rules/types.ts', ', 0) <= STACK_LIMIT;', ', 0) <= STACK_LIMIT + 1;'),
  my('moves-twice', 'Movement', 'a unit that moved may move again in the same turn', 'rules/movement.ts', ' && u.flags?.moved !== ctx.turn', ''),
  my('attacks-twice', 'Combat', 'a unit that attacked may attack again in the same combat phase', 'rules/combat.ts', ' || u.flags?.attacked === ctx.turn', ''),
  my('hidden-unit-shown', 'Hidden units', "a hidden Japanese unit shows face up in the Allied player's view", 'src/engine/view.ts', 'if (!u.hidden || u.side === side) return u;', 'if (!u.hidden || u.side !== side) return u;'),
  my('strike-roll-reused', 'Air Power', "every USAAF strike of a turn reads the monsoon roll instead of its own die", 'rules/air.ts', 'const die = ctx.random.die(6, `USAAF strike on ${id}`);', 'const die = roll;'),
  my('japanese-read-allied-number', 'Combat', "a Japanese attack reads the Allied player's number on the table", 'rules/combat.ts', "(side === 'japanese' ? 7 - roll : roll)", '(side === side ? roll : 7 - roll)'),
  my('allies-cross-irrawaddy', 'Movement', 'the Allies may cross the Irrawaddy', 'rules/movement.ts', "allied: chart({ irrawaddy: 'prohibited' })", 'allied: chart({ irrawaddy: { cost: 0 } })'),
  my('decoy-fights', 'Hidden units', 'a decoy revealed in combat stays in and counts as a battalion', 'rules/combat.ts', "(isDecoy(u.id) ? 'revealed as a decoy at the moment of combat and removed' : null)", 'null'),
  my('retreat-beside-attacker', 'Combat', 'a retreat may end next to an attacker with no friend there', 'rules/combat.ts', 'forbidden: (ctx, u, hex, r) =>', 'forbidden: (ctx, u, hex, r) => false &&'),
  my('landing-on-enemy-airfield', 'Reinforcements', 'Allied reinforcements fly in to an airfield the Japanese hold', 'rules/phases.ts', 'ctx.turn >= 2 && !ctx.board.enemyAt(AIRFIELD, side) &&', 'ctx.turn >= 2 &&'),
  my('never-recover', 'Disruption', 'disrupted Japanese units never recover', 'rules/phases.ts', "disrupted(u) && (u.side === 'japanese' ||", "disrupted(u) && (false ||"),
  my('draw-as-win', 'Victory', 'the Allies still win outright with the 36th Indian Division in', 'index.ts', 'if (ctx.data.indianDivision) return', 'if (false) return'),
];
