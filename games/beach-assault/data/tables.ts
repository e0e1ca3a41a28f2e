/**
 * The text's tables as data: movement rates, small-arms ranges and kill
 * scores, anti-tank and tank scores against solid targets, the grenade and
 * shell scatter, blast radii, the reinforcement roll and morale.
 *
 * @module
 */
import type { MovementProfile, RangeBand, ScatterTable } from 'hexwar';

/** Movement (inches a turn) in water, on the beach and on land; jeeps and tanks reverse at half speed; tanks flatten wire. */
export const PROFILES: Readonly<Record<'infantry' | 'wheeled' | 'tracked', MovementProfile>> = {
  infantry: { name: 'infantry', speed: 6, zones: { sea: 3, beach: 4 } },
  wheeled: { name: 'jeep', speed: 18, zones: { sea: 9, beach: 12 }, reverse: { times: 0.5 } },
  tracked: { name: 'tank', speed: 12, zones: { sea: 6, beach: 8 }, reverse: { times: 0.5 }, obstacles: { 'barbed-wire': { cross: 'free', clears: true } } },
};

/** A weapon's range bands and the score to kill in each. */
export interface FireTable {
  /** Short and long range, each up to its limit in inches. */
  readonly bands: readonly RangeBand[];
  /** Least score on one die to kill, by band. */
  readonly kill: Readonly<Record<string, number>>;
}

/** Small arms: rifle 0–9"/9–18", shotgun 0–2"/2–4", SMG 0–3"/3–6"; kills on 5/6, 4/5, 3/4. */
export const SMALL_ARMS: Readonly<Record<'rifle' | 'shotgun' | 'smg', FireTable>> = {
  rifle: { bands: [{ upTo: 9, band: 'short' }, { upTo: 18, band: 'long' }], kill: { short: 5, long: 6 } },
  shotgun: { bands: [{ upTo: 2, band: 'short' }, { upTo: 4, band: 'long' }], kill: { short: 4, long: 5 } },
  smg: { bands: [{ upTo: 3, band: 'short' }, { upTo: 6, band: 'long' }], kill: { short: 3, long: 4 } },
};

/** Behind cover: subtract 1 from the die. */
export const COVER_MODIFIER = 1;

/** What a solid target is, for the anti-tank and tank tables. */
export type SolidKind = 'tank' | 'jeep' | 'emplacement';

/** The anti-tank rifle against solid targets: 0–3" and 3–6". Emplacements and the command post share a row. */
export const ANTI_TANK: { readonly bands: readonly RangeBand[]; readonly kill: Readonly<Record<SolidKind, Readonly<Record<string, number>>>> } = {
  bands: [{ upTo: 3, band: 'short' }, { upTo: 6, band: 'long' }],
  kill: { tank: { short: 5, long: 6 }, jeep: { short: 4, long: 5 }, emplacement: { short: 3, long: 4 } },
};

/** A tank against solid targets: 0–18" and 18–36". */
export const TANK_GUN: typeof ANTI_TANK = {
  bands: [{ upTo: 18, band: 'short' }, { upTo: 36, band: 'long' }],
  kill: { tank: { short: 5, long: 6 }, jeep: { short: 4, long: 5 }, emplacement: { short: 3, long: 4 } },
};

const scatter = (inches: number): ScatterTable => ({
  die: 6,
  entries: [
    { rolls: [5, 6], result: 'on-target' },
    { rolls: [1], result: 'long', distance: inches },
    { rolls: [2], result: 'right', distance: inches },
    { rolls: [3], result: 'short', distance: inches },
    { rolls: [4], result: 'left', distance: inches },
  ],
});

/** A grenade: thrown up to 4"; 5–6 on target, 1 long, 2 right, 3 short, 4 left by 1.5"; everyone within 1". */
export const GRENADE = { reach: 4, scatter: scatter(1.5), radius: 1, kills: 4, knocksOutJeep: 5, killsPassenger: 5 } as const;
/** A high-explosive shell (or a burst of machine-gun fire): up to 36"; scatter 4"; everyone within 3". */
export const SHELL = { reach: 36, scatter: scatter(4), radius: 3, kills: 4, knocksOutJeep: 5, killsPassenger: 5 } as const;

/** A hit on a jeep: roll again, 4–6 immobilised, 1–3 a passenger killed. */
export const JEEP_HIT = { immobilisedFrom: 4 } as const;
/** Men sheltering behind a solid target that is destroyed die on a 6; men in a jeep that is destroyed on 5–6. */
export const DESTROYED = { shelteringDies: 6, passengerDies: 5 } as const;

/** What counts as "behind" a solid object or vehicle: it lies on the line of fire within this many inches of the target (stand-in). */
export const COVER_REACH = 1;
/** How close two infantrymen must be to a wire section to work on it, and a figure to the command post to capture it (stand-in), in inches, base edge to line. */
export const CONTACT = 1;

/** Reinforcements: 2d6, plus 1 from turn 5, 2 from turn 10, 3 from turn 15; 12 or more brings a unit. */
export const REINFORCEMENT = {
  needs: 12,
  modifiers: [
    { from: 15, add: 3 },
    { from: 10, add: 2 },
    { from: 5, add: 1 },
  ],
} as const;

/** The reinforcement modifier on a turn. */
export function reinforcementModifier(turn: number): number {
  return REINFORCEMENT.modifiers.find((m) => turn >= m.from)?.add ?? 0;
}

/** Morale of a unit without officer and sergeant: 5–6 normal, 3–4 may not move (may fire), 1–2 runs and may not fire. */
export const MORALE: Readonly<Record<number, 'normal' | 'hold' | 'run'>> = { 1: 'run', 2: 'run', 3: 'hold', 4: 'hold', 5: 'normal', 6: 'normal' };

/** Tan lands in pairs on the first four odd-numbered turns. */
export const ARRIVAL_TURNS = [1, 3, 5, 7] as const;
/** The game ends after turn 20. */
export const TURNS = 20;
