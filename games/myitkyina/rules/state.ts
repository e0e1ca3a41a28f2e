/**
 * The game's own state and the small questions every rule asks of it.
 *
 * @module
 */
import type { ReadContext, UnitState } from '../../../src/engine';
import { compileMap } from '../../../src/map';
import { COUNTER, type MyitkyinaCounter } from '../data/counters';
import { EAST_BANK, MAP, MYITKYINA, AIRFIELD } from '../data/map';
import { STACK_LIMIT, STACK_WEIGHT } from '../data/tables';

/** One step still to carry out after a combat roll. */
export type CombatStep =
  | {
      /** Units of a side to eliminate (nDE, nAE). */
      readonly kind: 'eliminate';
      /** The side that loses them. */
      readonly side: string;
      /** How many. */
      readonly count: number;
    }
  | {
      /** A defender to retreat (DW, DR) unless it holds under No Retreat!. */
      readonly kind: 'retreat';
      /** The unit. */
      readonly unit: string;
      /** Hexes to retreat. */
      readonly hexes: number;
      /** The result that set it off. */
      readonly result: 'DW' | 'DR';
    }
  | {
      /** The attacker may advance into the vacated hex. */
      readonly kind: 'advance';
    };

/** An attack being declared or resolved. */
export type CombatData = {
  /** The hex attacked. */
  readonly target: string;
  /** The attacking units so far. */
  readonly attackers: readonly string[];
  /** Every defending unit, once resolved (the target's and those that had to be attacked too). */
  readonly defenders: readonly string[];
  /** Steps left after the roll. */
  readonly queue: readonly CombatStep[];
  /** The result read, once rolled. */
  readonly result: string | null;
};

/** The game's own data: plain JSON. */
export type MyitkyinaData = {
  /** True once a 36th Indian Division unit has come in: the Allies can only draw. */
  readonly indianDivision: boolean;
  /** Public ids (markers while hidden) of Japanese units the USAAF disrupted this turn. */
  readonly bombed: readonly string[];
  /** The attack being declared or resolved, if any. */
  readonly combat: CombatData | null;
};

/** The context type the rules read. */
export type Ctx = ReadContext<MyitkyinaData>;

/** The compiled map, for rules and bots that need it outside a context. */
export const board = compileMap(MAP);

/** The counter of a unit. */
export const counterOf = (id: string): MyitkyinaCounter => COUNTER.get(id)!;

/** The other side. */
export const enemyOf = (side: string): string => (side === 'allied' ? 'japanese' : 'allied');

/** Whether a unit is a decoy. */
export const isDecoy = (id: string): boolean => counterOf(id).type === 'decoy';

/** A unit's attack factor (0 for decoys). */
export const attackOf = (id: string): number => counterOf(id).factors?.[0]?.attack ?? 0;

/** A unit's defence factor (0 for decoys). */
export const defenceOf = (id: string): number => counterOf(id).factors?.[0]?.defence ?? 0;

/** Whether a unit is disrupted. */
export const disrupted = (u: UnitState): boolean => u.flags?.['disrupted'] === true;

/** Whether a unit is a regiment or a brigade. */
export const isBig = (id: string): boolean => ['regiment', 'brigade'].includes(counterOf(id).size ?? '');

/** The id other sides see: the marker while hidden. */
export const publicId = (u: UnitState): string => (u.hidden ? (u.marker ?? u.id) : u.id);

/** Stacking points of a unit. */
export const weight = (id: string): number => STACK_WEIGHT[counterOf(id).size ?? 'battalion'] ?? 1;

/** Stacking points of the units in a hex. */
export const stackPoints = (units: readonly UnitState[]): number => units.reduce((s, u) => s + weight(u.id), 0);

/** Whether `id` may join the units in `hex` within the limit. */
export const roomFor = (ctx: Ctx, hex: string, id: string): boolean => stackPoints(ctx.unitsAt(hex).filter((u) => u.id !== id)) + weight(id) <= STACK_LIMIT;

/** Whether a hex is on the east bank of the Irrawaddy. */
export const eastBank = (label: string): boolean => EAST_BANK.includes(label);

/** Whether a hex is one of the five objectives. */
export const objective = (label: string): boolean => label === AIRFIELD || MYITKYINA.includes(label);

/** Units of a side on the map. */
export const onMap = (ctx: Ctx, side: string): UnitState[] => ctx.units((u) => u.side === side && u.at !== null);

/** Whether two hexes are adjacent. */
export function adjacent(a: string, b: string): boolean {
  const ca = board.cell(a);
  const cb = board.cell(b);
  for (let d = 0; d < 6; d++) if (board.neighbors[ca * 6 + d] === cb) return true;
  return false;
}

/** Hexside feature bits between two adjacent hexes. */
export function sideBits(a: string, b: string): number {
  const ca = board.cell(a);
  const cb = board.cell(b);
  for (let d = 0; d < 6; d++) if (board.neighbors[ca * 6 + d] === cb) return board.hexsides[ca * 6 + d]!;
  return 0;
}

/** Labels of the hexes next to one. */
export function neighbours(label: string): string[] {
  const c = board.cell(label);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const n = board.neighbors[c * 6 + d]!;
    if (n >= 0) out.push(board.labels[n]!);
  }
  return out;
}
