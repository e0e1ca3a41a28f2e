/**
 * The counters of Postcard Myitkyina. The text names the Japanese set-up
 * ("1*" and "1" battalions, decoys), 1 and 2/5307, the 30th (Chinese) Division
 * and the 36th Indian Division; every factor and every other unit here is a
 * STAND-IN chosen to fit those facts (see the README).
 *
 * @module
 */
import type { CounterData } from 'hexwar';

/** The two sides. */
export type Side = 'allied' | 'japanese';

/** Who a unit belongs to, for the rules that single out nations. */
export type Nation = 'us' | 'chinese' | 'british' | 'japanese';

/** A Myitkyina counter: the core's counter plus the facts these rules read. */
export interface MyitkyinaCounter extends CounterData<Side> {
  /** Its nation (Chinese combining, British Pressed Attack, No Retreat!). */
  readonly nation: Nation;
  /** A "1*" Japanese battalion: disrupted only by bombing. */
  readonly star?: boolean;
  /** On the map at the start, or in the reinforcement pool. */
  readonly arrives: 'setup' | 'reinforcement';
}

const f = (attack: number, defence: number) => [{ attack, defence, movement: 4 }];

function unit(id: string, side: Side, nation: Nation, size: string, formation: string, attack: number, defence: number, arrives: 'setup' | 'reinforcement', extra: { star?: boolean; name?: string } = {}): MyitkyinaCounter {
  return { id, side, name: extra.name ?? id, type: 'infantry', steps: 1, size, formation, factors: f(attack, defence), nation, arrives, ...(extra.star ? { star: true } : {}) };
}

/** Every counter: Allied, then Japanese. */
export const COUNTERS: readonly MyitkyinaCounter[] = [
  // Allied set-up (A5–A7): 1 and 2/5307 and all of the 30th Division.
  unit('1/5307', 'allied', 'us', 'battalion', '5307th', 2, 1, 'setup'),
  unit('2/5307', 'allied', 'us', 'battalion', '5307th', 2, 1, 'setup'),
  unit('88/30', 'allied', 'chinese', 'regiment', '30th Div', 2, 2, 'setup'),
  unit('89/30', 'allied', 'chinese', 'regiment', '30th Div', 2, 2, 'setup'),
  unit('90/30', 'allied', 'chinese', 'regiment', '30th Div', 2, 2, 'setup'),
  // Allied reinforcements, one a turn from turn 2, onto the airfield.
  unit('3/5307', 'allied', 'us', 'battalion', '5307th', 2, 1, 'reinforcement'),
  unit('209 Engr', 'allied', 'us', 'battalion', 'engineers', 1, 1, 'reinforcement'),
  unit('236 Engr', 'allied', 'us', 'battalion', 'engineers', 1, 1, 'reinforcement'),
  unit('41/14', 'allied', 'chinese', 'regiment', '14th Div', 2, 2, 'reinforcement'),
  unit('42/14', 'allied', 'chinese', 'regiment', '14th Div', 2, 2, 'reinforcement'),
  unit('149/50', 'allied', 'chinese', 'regiment', '50th Div', 2, 2, 'reinforcement'),
  unit('150/50', 'allied', 'chinese', 'regiment', '50th Div', 2, 2, 'reinforcement'),
  // The 36th Indian Division: from turn 6, and then the Allies can only draw.
  unit('29 Bde', 'allied', 'british', 'brigade', '36th Indian Div', 3, 3, 'reinforcement'),
  unit('72 Bde', 'allied', 'british', 'brigade', '36th Indian Div', 3, 3, 'reinforcement'),
  // Japanese set-up: two "1*" battalions, one "1" battalion and two decoys, hidden.
  unit('1/114', 'japanese', 'japanese', 'battalion', '114th Rgt', 1, 1, 'setup', { star: true }),
  unit('2/114', 'japanese', 'japanese', 'battalion', '114th Rgt', 1, 1, 'setup', { star: true }),
  unit('3/114', 'japanese', 'japanese', 'battalion', '114th Rgt', 1, 1, 'setup'),
  { id: 'decoy-a', side: 'japanese', name: 'Decoy', type: 'decoy', steps: 1, size: 'battalion', nation: 'japanese', arrives: 'setup' },
  { id: 'decoy-b', side: 'japanese', name: 'Decoy', type: 'decoy', steps: 1, size: 'battalion', nation: 'japanese', arrives: 'setup' },
  // Japanese reinforcements, one a turn from turn 1, across the river from the east bank. The text gives no
  // number: five (a stand-in retuned from seven, which won the Japanese 69 of 100 games under search; see the README).
  unit('1/148', 'japanese', 'japanese', 'battalion', '56th Div', 1, 1, 'reinforcement'),
  unit('2/148', 'japanese', 'japanese', 'battalion', '56th Div', 1, 1, 'reinforcement'),
  unit('3/148', 'japanese', 'japanese', 'battalion', '56th Div', 1, 1, 'reinforcement'),
  unit('2/55', 'japanese', 'japanese', 'battalion', '18th Div', 1, 1, 'reinforcement'),
  unit('3/55', 'japanese', 'japanese', 'battalion', '18th Div', 1, 1, 'reinforcement'),
];

/** Counters by id. */
export const COUNTER: ReadonlyMap<string, MyitkyinaCounter> = new Map(COUNTERS.map((c) => [c.id, c]));
