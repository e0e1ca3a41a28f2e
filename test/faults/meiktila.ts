/**
 * A Master Stroke: The Battle for Meiktila's planted faults (issue 41; `npm run fuzz:faults -- meiktila`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const mk = faultsOf('meiktila');

/** A Master Stroke: The Battle for Meiktila. */
export const MEIKTILA: readonly Fault[] = [
  mk('zoc-to-zoc-free', '6.4', 'a unit slides along the enemy line from one ZOC hex to the next for the terrain cost alone', 'rules/movement.ts', 'ZocRule.costed(0, 0, 2)', 'ZocRule.costed(0, 0, 0)'),
  mk('stacking-three-formations', '6.3', 'three units of three different brigades share a hex at the end of the turn', 'rules/common.ts', 'return ids.length <= 2 ||', 'return ids.length <= 3 ||'),
  mk('moves-twice', '6.1.1', 'a unit that moved may move again in the same activation', 'rules/turn.ts', "canActivate(ctx, u) && !hasActed(ctx.local, u.id, 'moved') &&", 'canActivate(ctx, u) &&'),
  mk('attacks-twice', '6.5', 'a unit that attacked may attack again in the same activation', 'rules/combat.ts', '|| act.attacked.includes(u.id) ||', '||'),
  mk('attack-first-shift-lost', '6.1.1', 'attacks made before moving get no 1R shift', 'rules/combat.ts', "activationOf(ctx)?.order === 'attackMove'", "activationOf(ctx)?.order === 'moveAttack'"),
  mk('at-cancels-japanese-armour', '8.3', 'Japanese AT cancels Japanese armour instead of Allied armour', 'rules/combat.ts', "const at = c.side === 'allied' ?", "const at = c.side === 'japanese' ?"),
  mk('oos-retreat-unhalved', '6.5.3', 'an out-of-supply unit rolls its retreat against its full factor', 'rules/combat.ts', 'return entry?.oos ? Math.ceil(high / 2) : high;', 'return high;'),
  mk('supply-through-enemy-zoc', '7.1', 'a supply line runs through an enemy ZOC no friend contests', 'rules/supply.ts', 'enemyZoc: ctx.board.uncontestedZoc(enemyZoc(ctx, side), side)', 'enemyZoc: ctx.board.uncontestedZoc(new Uint8Array(ctx.map.size), side)'),
  mk('end-phase-roll-swapped', '7.1.1', 'an even end-phase roll lowers the Supply Level by 2 and an odd one by 1', 'rules/turn.ts', 'r % 2 === 0 ? -1 : -2,', 'r % 2 === 0 ? -2 : -1,'),
  mk('step-vp-to-loser', '9.1', 'a step lost scores a VP for its own side', 'rules/turn.ts', 'scoreVp(ctx, enemyOf(u.side), 1,', 'scoreVp(ctx, u.side, 1,'),
  mk('sentai-thrice', '5.1', 'a third 6 on the air power roll brings the 64th Sentai back again', 'rules/turn.ts', 'sixes <= 2 ? sixes : 0', 'sixes <= 3 ? sixes : 0'),
  mk('air-supply-unbounded', '5.2.1', 'more than 2 Allied air units may go on Air Supply', 'rules/turn.ts', 's <= Math.min(2, n); s++', 's <= n; s++'),
  mk('japanese-north-replacements-doubled', '8.1.4', 'two Japanese units tracing to the north edge may try for a replacement in a turn', 'rules/turn.ts', "(edge === 'north' ? 1 : 2)", "(edge === 'north' ? 2 : 2)"),
  mk('replaced-unit-attacks', '8.1.3', 'a unit that took a replacement this turn attacks', 'rules/combat.ts', " || u.flags?.noAttack === true) continue;", ') continue;'),
  mk('kimura-ignored', '11.2', 'the 56th Regiment variants enter on a roll equal to the turn with Kimura in play', 'rules/turn.ts', "need: variant ? 'belowTurn' : 'atMostTurn'", "need: 'atMostTurn'"),
  mk('town-bonus-to-every-defender', '6.5.1', 'every defender in a town gets +1, not one of them', 'rules/combat.ts', "{ kind: 'oneDefender', in: { place: 'town' }, add: 1,", "{ kind: 'perDefender', in: { place: 'town' }, add: 1,"),
  mk('meiktila-counted-as-airfield', '7.1.1', 'Japanese control of Meiktila city lowers the Supply Table roll as an airfield does', 'rules/supply.ts', "side === 'japanese' && hex !== MEIKTILA", "side === 'japanese'"),
  mk('fly-in-to-japanese-airfield', '8.1.1', 'a Border battalion flies in to an airfield the Japanese control', 'rules/turn.ts', "ctx.data.control[h] === 'allied' && ctx.board.sideAt(h, 'japanese').length === 0 &&", "ctx.board.sideAt(h, 'japanese').length === 0 &&"),
  mk('level-seven-rolls', '7.1.2', 'at Supply Level 7 Allied units still roll for supply status', 'rules/supply.ts', 'roll: () => (level <= 6 ?', 'roll: () => (level <= 7 ?'),
  mk('retreat-into-zoc', '6.5.3', 'a retreating unit enters an enemy ZOC no friendly unit occupies', 'src/procedures/combat/retreat.ts', '|| (zoc && zoc[n]) ||', '||'),
  mk('jungle-as-clear', '6.2', 'a unit crosses jungle at the cost of clear terrain', 'data/tables.ts', "terrain: { clear: 1, jungle: 2, lake: 'prohibited' }", "terrain: { clear: 1, jungle: 1, lake: 'prohibited' }"),
  mk('reinforcement-a-turn-late', '8.1.2', 'a Japanese reinforcement needs a roll below the turn, not equal to or below it', 'rules/turn.ts', "need: variant ? 'belowTurn' : 'atMostTurn'", "need: variant ? 'belowTurn' : 'belowTurn'"),
  mk('overstacking-kept', '6.3', 'units overstacked at the end of the turn stay on the map', 'rules/turn.ts', "eliminateOverstacked(ctx, '6.3');", "void eliminateOverstacked;"),
];
