/**
 * The forces, as counters: Green's tank, jeep and two infantry units, a
 * reinforcement pool (a STAND-IN size: the text sets no limit), and Tan's two
 * tanks, jeep and five infantry units. Every infantry unit is the text's: an
 * officer and a sergeant with sub-machine guns (the sergeant with grenades),
 * three riflemen, a sniper, an anti-tank rifleman and a shotgunner.
 *
 * @module
 */
import type { CounterData } from 'hexwar';
import type { Base } from 'hexwar/tabletop';
import { ROLES } from './table';
import { ARRIVAL_TURNS } from './tables';

/** The sides: Tan lands, Green defends. */
export const SIDES = ['tan', 'green'] as const;
/** A side. */
export type Side = (typeof SIDES)[number];

/** What a figure is: one of the eight infantry roles, a tank or a jeep. */
export type Role = (typeof ROLES)[number] | 'tank' | 'jeep';

/** A weapon by the text's tables. */
export type Weapon = 'rifle' | 'shotgun' | 'smg' | 'grenades' | 'at-rifle' | 'tank-gun' | 'shell';

/** A Beach Assault counter: the core's counter with the figure's class, base, weapons, unit and role. */
export interface BeachCounter extends CounterData<Side> {
  /** `infantry`, `tank` or `jeep`. */
  readonly type: 'infantry' | 'tank' | 'jeep';
  /** The tabletop class: `infantry`, `tracked` or `wheeled`. */
  readonly class: 'infantry' | 'tracked' | 'wheeled';
  /** Its base. */
  readonly base: Base;
  /** Its weapons. */
  readonly weapons: readonly Weapon[];
  /** The unit it belongs to (an infantry unit's id, or the vehicle's own id). */
  readonly team: string;
  /** Its role in the unit. */
  readonly role: Role;
  /** How many it carries (a jeep: eight). */
  readonly capacity?: number;
  /** Green's reinforcement pool (off the table until rolled for). */
  readonly reinforcement?: boolean;
}

/** Infantry stand on round bases an inch across (stand-in). */
export const INFANTRY_BASE: Base = { shape: 'round', radius: 0.5 };
/** A tank's hull, 4" × 2.5" (stand-in). */
const TANK_BASE: Base = { shape: 'rect', length: 4, width: 2.5 };
/** A jeep, 3" × 1.5" (stand-in). */
const JEEP_BASE: Base = { shape: 'rect', length: 3, width: 1.5 };
/** A jeep carries a unit of eight infantrymen. */
export const JEEP_CAPACITY = 8;

const WEAPONS: Record<(typeof ROLES)[number], readonly Weapon[]> = {
  officer: ['smg'],
  sergeant: ['smg', 'grenades'],
  rifle1: ['rifle'],
  rifle2: ['rifle'],
  rifle3: ['rifle'],
  sniper: ['rifle'],
  at: ['at-rifle'],
  shotgun: ['shotgun'],
};

const ROLE_NAME: Record<(typeof ROLES)[number], string> = {
  officer: 'officer',
  sergeant: 'sergeant',
  rifle1: 'rifleman 1',
  rifle2: 'rifleman 2',
  rifle3: 'rifleman 3',
  sniper: 'sniper',
  at: 'anti-tank rifleman',
  shotgun: 'shotgunner',
};

/** The eight figures of an infantry unit. */
function infantryUnit(team: string, side: Side, label: string, reinforcement = false): BeachCounter[] {
  return ROLES.map((role) => ({
    id: `${team}-${role}`,
    side,
    name: `${label} ${ROLE_NAME[role]}`,
    type: 'infantry',
    class: 'infantry',
    steps: 1,
    base: INFANTRY_BASE,
    weapons: WEAPONS[role],
    team,
    role,
    ...(reinforcement ? { reinforcement } : {}),
  }));
}

const tank = (id: string, side: Side, name: string, reinforcement = false): BeachCounter => ({
  id,
  side,
  name,
  type: 'tank',
  class: 'tracked',
  steps: 1,
  base: TANK_BASE,
  weapons: ['tank-gun', 'shell'],
  team: id,
  role: 'tank',
  ...(reinforcement ? { reinforcement } : {}),
});

const jeep = (id: string, side: Side, name: string): BeachCounter => ({ id, side, name, type: 'jeep', class: 'wheeled', steps: 1, base: JEEP_BASE, weapons: [], team: id, role: 'jeep', capacity: JEEP_CAPACITY });

/** Green's infantry units in the reinforcement pool (stand-in: the text sets no limit; eight runs out in under 1 game in 1,000). */
export const GREEN_POOL_UNITS = ['g3', 'g4', 'g5', 'g6', 'g7', 'g8', 'g9', 'g10'] as const;
/** Green's one reinforcement tank (after it, reinforcements are infantry only). */
export const GREEN_POOL_TANK = 'g-tank2';

/**
 * Tan's eight arrivals, numbered 1–8 as the solo variant's d8 reads them: the
 * two tanks, the jeep and the five infantry units.
 */
export const TAN_ARRIVALS = ['t-tank1', 't-tank2', 't-jeep', 't1', 't2', 't3', 't4', 't5'] as const;

/** Every counter: Green (on the table, then the pool), then Tan. */
export const COUNTERS: readonly BeachCounter[] = [
  tank('g-tank', 'green', 'Green tank'),
  jeep('g-jeep', 'green', 'Green jeep'),
  ...infantryUnit('g1', 'green', 'G1'),
  ...infantryUnit('g2', 'green', 'G2'),
  tank(GREEN_POOL_TANK, 'green', 'Green reinforcement tank', true),
  ...GREEN_POOL_UNITS.flatMap((t) => infantryUnit(t, 'green', t.toUpperCase(), true)),
  tank('t-tank1', 'tan', 'Tan tank 1'),
  tank('t-tank2', 'tan', 'Tan tank 2'),
  jeep('t-jeep', 'tan', 'Tan jeep'),
  ...['t1', 't2', 't3', 't4', 't5'].flatMap((t) => infantryUnit(t, 'tan', t.toUpperCase())),
];

/** Counters by id. */
export const COUNTER: ReadonlyMap<string, BeachCounter> = new Map(COUNTERS.map((c) => [c.id, c]));

/** The figures of a unit (an infantry unit's eight, or a vehicle itself), in counter order: never none. */
export const MEMBERS: ReadonlyMap<string, readonly [string, ...string[]]> = (() => {
  const m = new Map<string, [string, ...string[]]>();
  for (const c of COUNTERS) {
    const before = m.get(c.team);
    m.set(c.team, before ? [...before, c.id] : [c.id]);
  }
  return m;
})();

/** The figures of a unit by its name (`t3`, `g-tank`); a name of no unit is a slip in the rules. */
export function membersOf(team: string): readonly [string, ...string[]] {
  const ids = MEMBERS.get(team);
  if (!ids) throw new Error(`Beach Assault has no unit "${team}"`);
  return ids;
}

/** A unit's name for the log: "T3 (infantry)", "Tan tank 1". */
export function unitName(team: string): string {
  const first = COUNTER.get(MEMBERS.get(team)?.[0] ?? '');
  if (!first) return team;
  return first.type === 'infantry' ? `${team.toUpperCase()} (infantry unit)` : first.name;
}

/** A wire section's name in the log: `wire section B`. */
export const wireName = (id: string): string => `wire section ${id.replace(/^wire-/, '').toUpperCase()}`;

/** A figure's name for messages and the log. */
export const nameOf = (id: string): string => COUNTER.get(id)?.name ?? (id.startsWith('emp-') ? `Emplacement ${id.slice(4)}` : id === 'cp' ? 'the command post' : id);

/** The order in words, for Tan's log and the reveal. */
export const orderWords = (order: readonly string[]): string =>
  ARRIVAL_TURNS.map((t, k) => `turn ${t}: ${order.slice(2 * k, 2 * k + 2).map(unitName).join(' and ')}`).join('; ');
