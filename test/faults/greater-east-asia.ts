/**
 * The Greater East Asia War's planted faults (issue 41; `npm run fuzz:faults -- greater-east-asia`).
 * Rules 9.0 onward are the plugin's stand-ins (the text stops at 8.12): a fault
 * there breaks the stand-in as its README states it.
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const ge = faultsOf('greater-east-asia');

/** The Greater East Asia War. */
export const GREATER_EAST_ASIA: readonly Fault[] = [
  ge('zoc-ignored', '8.7', 'a unit walks through enemy zones of control without stopping', 'rules/movement.ts', "const ZOC_RULE = { ...ZocRule.stopNoZocToZoc, rule: '8.7' };", "const ZOC_RULE = { ...ZocRule.stopOnEntry, rule: '8.7' };"),
  ge('attacks-twice', '11.0', 'a unit that attacked may attack again in the same combat phase', 'rules/combat.ts', 'if (mayAttack(u.id) && u.flags?.attacked !== true) out.push(u);', 'if (mayAttack(u.id)) out.push(u);'),
  ge('stacking-off-by-one', '9.0', 'a move may end one stacking point over the terrain limit', 'rules/movement.ts', 'if (pts === 0 || fitsIn(load, limit, c, pts)) out.push(ctx.board.label(c));', 'if (pts === 0 || fitsIn(load, limit, c, pts - 1)) out.push(ctx.board.label(c));'),
  ge('deficit-spending', '5.4', 'a purchase may spend a player down to zero VP', 'rules/mobilization.ts', 'if (vp - m.cost < 1)', 'if (vp - m.cost < 0)'),
  ge('naval-units-occupy', '5.3', 'a hex held by naval units alone scores its objective VP', 'rules/victory.ts', 'ctx.board.unitsAt(hex).find((u) => isLand(u.id))?.side', 'ctx.board.unitsAt(hex)[0]?.side'),
  ge('loss-vp-doubled', '5.5', 'a step lost gives the enemy 2 VP', 'rules/combat.ts', '[enemy]: ctx.data.lossVp[enemy] + 1', '[enemy]: ctx.data.lossVp[enemy] + 2'),
  ge('automatic-victory-off-by-one', '27.1', 'a lead of exactly 50 VP is no automatic victory', 'rules/victory.ts', 'if (Math.abs(lead) < AUTOMATIC_LEAD) return;', 'if (Math.abs(lead) <= AUTOMATIC_LEAD) return;'),
  ge('retreat-into-enemy-zoc', '12.0', 'a defender retreats into an enemy zone of control no friend contests', 'rules/combat.ts', "cellValue(zocOf(ctx, enemyOf(u.side)), cell, 'the enemy zone of control') > 0 &&", "cellValue(zocOf(ctx, u.side), cell, 'the enemy zone of control') > 0 &&"),
  ge('river-from-one-attacker', '11.0', 'the river doubles the defence when only one attacker is across it', 'rules/combat.ts', 'from.every((h) => ctx.board.crosses(h, hex, \'river\'))', 'from.some((h) => ctx.board.crosses(h, hex, \'river\'))'),
  ge('attrition-risks-not-added', '14.0', 'a unit in desert and out of supply loses a step only on 1-2', 'rules/supply.ts', 'return noted && cut ? 3 : cut ? 2 : noted ? 1 : 0;', 'return cut ? 2 : noted ? 1 : 0;'),
  ge('second-movement-without-supply', '8.3', 'any unit moves in the 2nd Movement Phase once one supply unit is expended', 'rules/movement.ts', "return u.flags?.expended !== true && inExpendedRadius(ctx, u);", "return u.flags?.expended !== true;"),
  ge('rail-out-of-supply', '8.12', 'a unit out of general supply moves by rail', 'rules/movement.ts', "|| !inGeneralSupply(ctx, u)) continue;", ') continue;'),
  ge('rail-through-enemy-hexes', '8.11', 'a rail move runs through rail hexes the enemy controls', 'rules/movement.ts', 'if (control[i] !== code) out[i] = Infinity;', 'if (control[i] === 0) out[i] = Infinity;'),
  ge('placement-on-enemy', '6.4', 'a reinforcement is placed in a hex holding enemy units', 'rules/mobilization.ts', "&& !ctx.board.enemyAt(h, c.side)) out.add(h);", ') out.add(h);'),
  ge('combine-out-of-supply', '7.3', 'divisions out of general supply combine into a corps', 'rules/reorganization.ts', 'ctx.board.sideAt(hex, side).filter((u) => inGeneralSupply(ctx, u))', 'ctx.board.sideAt(hex, side)'),
  ge('supply-through-enemy-zoc', '14.2', 'a supply line runs through an enemy zone of control no friend contests', 'rules/supply.ts', 'enemyZoc: ctx.board.uncontestedZoc(zocOf(ctx, enemyOf(side)), side)', 'enemyZoc: ctx.board.uncontestedZoc(new Uint8Array(ctx.map.size), side)'),
  ge('once-line-reused', '6.3', 'a "(once)" line of the Mobilization Costs Table is bought again', 'rules/mobilization.ts', 'if (m.once) ctx.setData({ ...ctx.data, once: [...ctx.data.once, lineKey(m)] });', ''),
  ge('mobilization-year-of-next-turn', '6.3', "a unit limited to some years is bought on the last turn before them (the next turn's year read)", 'rules/mobilization.ts', 'const year = yearOf(Math.max(1, ctx.turn));', 'const year = yearOf(Math.max(1, ctx.turn + 1));'),
  ge('mechanized-road-full-cost', '8.9', 'a mechanized unit pays 1 MP a road hex instead of ½', 'data/tables.ts', "{ 'non-mechanized': 1, motorized: 0.5, mechanized: 0.5 }", "{ 'non-mechanized': 1, motorized: 0.5, mechanized: 1 }"),
  ge('objectives-scored-twice', '5.2', 'each objective occupied scores its VP twice in the Victory Point Phase', 'rules/victory.ts', 'const total = ctx.addToTrack(vpTrack(side), vp);', 'const total = ctx.addToTrack(vpTrack(side), vp + vp);'),
];
