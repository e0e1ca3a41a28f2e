/**
 * Beach Assault's planted faults (issue 41; `npm run fuzz:faults -- beach-assault`).
 *
 * @module
 */
import { faultsOf, type Fault } from './fault';

const f = faultsOf('beach-assault');

/** Beach Assault. */
export const BEACH_ASSAULT: readonly Fault[] = [
  f('rifle-short-band-long', 'Small-Arms Fire', "a rifle's short range reaches 10\", not 9\"", 'data/tables.ts', "rifle: [{ upTo: 9, band: 'short' }", "rifle: [{ upTo: 10, band: 'short' }"),
  f('rifle-kills-short-on-4', 'Small-Arms Fire', 'a rifle at short range kills on 4 or more, not 5', 'data/tables.ts', 'rifle: { bands: SMALL_ARMS_BANDS.rifle, kill: { short: 5, long: 6 } }', 'rifle: { bands: SMALL_ARMS_BANDS.rifle, kill: { short: 4, long: 6 } }'),
  f('cover-ignored', 'Cover', 'a man behind cover is as easy to kill as one in the open', 'data/tables.ts', 'const COVER_MODIFIER_VALUE = 1;', 'const COVER_MODIFIER_VALUE = 0;'),
  f('grenade-kills-on-3', 'Grenades', 'a grenade kills a man on 3 or more, not 4', 'data/tables.ts', 'export const GRENADE: Blast = { kills: 4,', 'export const GRENADE: Blast = { kills: 3,'),
  f('reinforcement-on-11', 'Reinforcements', 'Green reinforcements come on 11 or more, not 12', 'data/tables.ts', 'needs: 12,', 'needs: 11,'),
  f('reinforcement-bonus-early', 'Reinforcements', 'the +1 to the reinforcement roll starts on turn 4, not 5', 'data/tables.ts', '{ from: 5, add: 1 }', '{ from: 4, add: 1 }'),
  f('arrival-turn-skipped', 'Landing', "Tan's last pair lands on turn 8 instead of 7", 'data/tables.ts', 'export const ARRIVAL_TURNS = [1, 3, 5, 7] as const;', 'export const ARRIVAL_TURNS = [1, 3, 5, 8] as const;'),
  f('beach-at-land-speed', 'Movement', 'infantry cross the beach at 5" a turn, not 4"', 'data/tables.ts', "infantry: { name: 'infantry', speed: 6, zones: { sea: 3, beach: 4 } }", "infantry: { name: 'infantry', speed: 6, zones: { sea: 3, beach: 5 } }"),
  f('tank-reverses-full-speed', 'Movement', 'a tank reverses at full speed', 'data/tables.ts', "zones: { sea: 6, beach: 8 }, reverse: { times: 0.5 }", "zones: { sea: 6, beach: 8 }, reverse: { times: 1 }"),
  f('morale-hold-carries-on', 'Morale', 'a leaderless unit that rolls 3–4 may still move', 'rules/turn.ts', "if (result === 'normal') continue;", "if (result === 'normal' || result === 'hold') continue;"),
  f('jeep-hit-swapped', 'Jeeps', 'a hit jeep rolling 1–3 is immobilised and on 4–6 loses a passenger', 'data/tables.ts', "export const JEEP_HIT = { '1-3': 'passenger', '4-6': 'immobilised' } as const;", "export const JEEP_HIT = { '1-3': 'immobilised', '4-6': 'passenger' } as const;"),
  f('order-shown-to-green', 'Landing (the sealed order)', "Green's view shows Tan's sealed arrival order", 'rules/arrival.ts', "return side === 'tan' || ctx.data.revealed ? ctx.data", 'return true ? ctx.data'),
  f('vehicles-capture', 'Victory', 'a Tan tank alone at the command post captures it', 'rules/turn.ts', ".filter((f) => f.class === 'infantry' && baseToPolygon(f, cp) <= CONTACT + 1e-9)", '.filter((f) => baseToPolygon(f, cp) <= CONTACT + 1e-9)'),
  f('game-one-turn-short', 'Victory', 'the battle ends after turn 19', 'rules/turn.ts', "if (side === 'green' && ctx.turn >= TURNS)", "if (side === 'green' && ctx.turn >= TURNS - 1)"),
];
