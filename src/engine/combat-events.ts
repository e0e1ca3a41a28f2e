/**
 * The fields of the events the core's attack and combat-result procedures
 * emit: part of {@link CoreEvents}.
 *
 * @module
 */
import type { Position } from './types';

/**
 * The events of the attack procedures (declaring, joining, calling off, the
 * combat and its results: retreats, advances, step losses). Part of
 * {@link CoreEvents}.
 *
 * @category Log
 */
export interface CombatEvents {
  /** An attack is declared. */
  readonly attackDeclared: {
    /** The attacking side. */
    readonly side: string | null;
    /** The hex attacked. */
    readonly hex: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit joins an attack. */
  readonly attackJoined: {
    /** The unit. */
    readonly unit: string;
    /** The hex attacked. */
    readonly hex: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit drops out of an attack before the roll (an attacker or defender revealed as a decoy and removed): who, and why in a player's words. */
  readonly droppedOut: {
    /** The unit. */
    readonly unit: string;
    /** Its side. */
    readonly side: string;
    /** Whether it was to attack or to defend. */
    readonly role: 'attacker' | 'defender';
    /** The hex attacked. */
    readonly hex: Position;
    /** Why it takes no part, in a player's words. */
    readonly reason: string;
    /** The rule. */
    readonly rule: string;
  };
  /** An attack is called off. */
  readonly attackCalledOff: {
    /** The hex that was to be attacked. */
    readonly hex: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A combat, resolved: every factor, modifier and shift with its rule, the roll and the result. */
  readonly combat: {
    /** The attacking side. */
    readonly side: string;
    /** The hex attacked. */
    readonly hex: Position;
    /** Every hex whose units defend (the hex attacked first). */
    readonly hexes: readonly Position[];
    /** The attacking units. */
    readonly attackers: readonly string[];
    /** The defending units. */
    readonly defenders: readonly string[];
    /** The attack total. */
    readonly attack?: number;
    /** The defence total. */
    readonly defence?: number;
    /** Each strength modifier as it applied. */
    readonly modifiers?: readonly {
      /** Whose strength. */
      readonly role: string;
      /** Why. */
      readonly reason: string;
      /** The rule. */
      readonly rule?: string;
      /** The change per unit. */
      readonly amount: number;
      /** A multiplier instead. */
      readonly times?: number;
      /** The units it applied to. */
      readonly units: readonly string[];
    }[];
    /** The supports added (artillery in range). */
    readonly supports?: readonly {
      /** The side it supports. */
      readonly role: string;
      /** The support's name. */
      readonly kind: string;
      /** The supporting unit. */
      readonly unit?: string;
      /** The strength it adds. */
      readonly value: number;
    }[];
    /** The odds the strengths give. */
    readonly odds?: string;
    /** The column before shifts. */
    readonly baseColumn?: string;
    /** Every column shift with its reason. */
    readonly shifts?: readonly {
      /** Columns to the right (negative: to the left). */
      readonly shift: number;
      /** Why. */
      readonly reason: string;
      /** The rule. */
      readonly rule?: string;
    }[];
    /** The column read. */
    readonly column?: string;
    /** The die. */
    readonly roll?: number;
    /** The row read, when it is not the die (read by side). */
    readonly read?: number;
    /** The attack's mode (a Banzai charge). */
    readonly mode?: string;
    /** The result, or `none` when there was no roll. */
    readonly result: string;
    /** What the result means. */
    readonly meaning?: string;
    /** Why there was no roll. */
    readonly reason?: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A retreat roll. */
  readonly retreatRoll: {
    /** The unit. */
    readonly unit: string;
    /** The die. */
    readonly roll: number;
    /** What is added to it. */
    readonly modifier: number;
    /** Why. */
    readonly modifierWhy?: string;
    /** The combat factor it is read against. */
    readonly cf: number;
    /** Failed: the unit loses a step. */
    readonly failed: boolean;
    /** A face that always fails. */
    readonly natural?: boolean;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit retreated. */
  readonly retreated: {
    /** The unit. */
    readonly unit: string;
    /** Where from. */
    readonly from: Position | null;
    /** Where to. */
    readonly to: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit advanced after combat. */
  readonly advanced: {
    /** The unit. */
    readonly unit: string;
    /** Where from. */
    readonly from: Position | null;
    /** Where to. */
    readonly to: Position;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit held its ground (No Retreat). */
  readonly noRetreat: {
    /** The unit. */
    readonly unit: string;
    /** Where. */
    readonly at: Position | null;
    /** The result it stood against. */
    readonly result: string;
    /** The rule. */
    readonly rule: string;
  };
  /** A unit lost a step (or was eliminated). */
  readonly stepLost: {
    /** The unit. */
    readonly unit: string;
    /** Its side. */
    readonly side: string;
    /** Where it was. */
    readonly at: Position | null;
    /** Steps left. */
    readonly steps: number;
    /** Eliminated. */
    readonly eliminated: boolean;
    /** Why, in words. */
    readonly why: string;
    /** The rule. */
    readonly rule?: string;
  };
}
