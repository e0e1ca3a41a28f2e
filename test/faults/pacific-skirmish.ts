/**
 * The Pacific skirmish's planted faults (issue 41; `npm run fuzz:faults -- pacific-skirmish`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('pacific-skirmish');

/** The MWAN 121 skirmish rules. */
export const PACIFIC_SKIRMISH: readonly Fault[] = [
  f('card-not-discarded', 'Card Results', "a card pulled for a vehicle goes back into the deck, to be pulled again", 'rules/damage.ts', 'deck: ctx.random.discard(r.deck, [r.card])', 'deck: ctx.data.deck'),
  f('dead-on-five', 'Fire ("6 = dead")', 'a figure that is hit dies on a 5 as well as a 6', 'data/tables.ts', 'export const DEAD_ON = 6;', 'export const DEAD_ON = 5;'),
  f('heavy-kill-recrewable', 'Special Rule 7', 'a machinegun whose crew fell to heavy weapons stays to be re-crewed', 'rules/damage.ts', 'if (source.heavy || c.class === \'gun\')', "if (c.class === 'gun')"),
  f('officer-bonus-wrong-side', 'Melee', 'the American officer, not the Japanese one, adds 1 in melee', 'rules/melee.ts', "c.officer && c.side === 'japan'", "c.officer && c.side === 'us'"),
  f('blast-radius-short', 'Card Results (card 4)', 'a vehicle that blows up damages only what is within 5", not 6"', 'data/tables.ts', 'export const BLAST_RADIUS = 6;', 'export const BLAST_RADIUS = 5;'),
  f('turns-swapped', 'Card Results', 'a "turn right" card turns the vehicle left', 'rules/damage.ts', "(result.effect === 'turnRight' ? -90 : 90)", "(result.effect === 'turnRight' ? 90 : -90)"),
  f('well-too-close', 'Victory (stand-in)', 'a figure 2.5" from the well does not hold it', 'rules/victory.ts', '<= OBJECTIVE_RADIUS + TABLE_EPSILON', '< OBJECTIVE_RADIUS - 1'),
  f('crew-moves-and-fires', 'Special Rule 3', 'a machinegun crew that moved this player turn may fire', 'rules/fire.ts', "if (c.class === 'crew' && u.flags?.movedTurn === crewTurn(ctx, u.side))", 'if (false)'),
  f('rifle-range-long', 'Ranges', 'a rifle reaches 25" instead of 24"', 'data/tables.ts', "rifle: { name: 'rifle', range: 24,", "rifle: { name: 'rifle', range: 25,"),
  f('cover-lost', 'Infantry table modifiers', 'cover no longer makes a target harder to hit', 'data/tables.ts', "{ when: 'cover', n: 2, why: 'in cover' }", "{ when: 'cover', n: 0, why: 'in cover' }"),
  f('heavier-lighter-swapped', 'Tank/Antitank table', 'a heavier attacker is read as lighter', 'rules/fire.ts', 'if (weighed(t) && weight > t.weight)', 'if (weighed(t) && weight < t.weight)'),
  f('crew-full-speed', 'Special Rule 3', 'machinegun and mortar crews move at full speed', 'data/tables.ts', 'export const CREW_ALLOWANCE = 0.5;', 'export const CREW_ALLOWANCE = 1;'),
  f('small-arms-hit-armour', 'Infantry table', "a rifle can hurt the Sherman's armour", 'rules/fire.ts', "t.class === 'tracked' && !w.hitsArmour", "t.class === 'tracked' && false"),
  f('stunned-never-recover', 'Card Results (card 2)', 'a stunned vehicle never comes back into action', 'rules/phases.ts', 'if (passed) ctx.updateUnit(u.id, { flags: { stunned: undefined } });', ''),
];
