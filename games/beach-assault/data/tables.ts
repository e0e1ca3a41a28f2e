/**
 * The text's tables as data: movement rates, small-arms ranges and kill
 * scores, anti-tank and tank scores against solid targets, the grenade and
 * shell scatter, blast radii, the reinforcement roll and morale.
 *
 * @module
 */
import type { MovementProfile, RangeBand, ScatterTable, ShotModifierRule, TableWeapon } from 'hexwar/tabletop';

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

const SMALL_ARMS_BANDS = {
  rifle: [{ upTo: 9, band: 'short' }, { upTo: 18, band: 'long' }],
  shotgun: [{ upTo: 2, band: 'short' }, { upTo: 4, band: 'long' }],
  smg: [{ upTo: 3, band: 'short' }, { upTo: 6, band: 'long' }],
} as const satisfies Record<string, readonly RangeBand[]>;

/** Small arms: rifle 0–9"/9–18", shotgun 0–2"/2–4", SMG 0–3"/3–6"; kills on 5/6, 4/5, 3/4. */
export const SMALL_ARMS: Readonly<Record<'rifle' | 'shotgun' | 'smg', FireTable>> = {
  rifle: { bands: SMALL_ARMS_BANDS.rifle, kill: { short: 5, long: 6 } },
  shotgun: { bands: SMALL_ARMS_BANDS.shotgun, kill: { short: 4, long: 5 } },
  smg: { bands: SMALL_ARMS_BANDS.smg, kill: { short: 3, long: 4 } },
};

/** Behind cover: subtract 1 from the die. */
const COVER_MODIFIER_VALUE = 1;

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

/** A blast: the score that kills a man caught in it, puts a jeep caught in it out of action, and kills a man riding in that jeep. */
export interface Blast {
  /** A man within the blast dies on this or more. */
  readonly kills: number;
  /** A jeep within it is out of action on this or more. */
  readonly knocksOutJeep: number;
  /** A man in a jeep within it dies on this or more. */
  readonly killsPassenger: number;
}

/** A grenade: 4 or more kills a man; a jeep and the men in it 5 or more. */
export const GRENADE: Blast = { kills: 4, knocksOutJeep: 5, killsPassenger: 5 };
/** A high-explosive shell (or a burst of machine-gun fire): the same scores as a grenade. */
export const SHELL: Blast = GRENADE;

/** The cover modifier: small arms and blasts subtract 1 from the die against a man behind cover. */
export const COVER: readonly ShotModifierRule[] = [{ when: 'cover', n: -COVER_MODIFIER_VALUE, why: 'behind cover', weapons: ['rifle', 'shotgun', 'smg', 'grenades', 'shell'] }];

/**
 * Every weapon as the core's fire reads it: small arms fire at the nearest
 * enemy (the sniper at any, see the rules) with short and long range bands,
 * the shotgun and SMG at a second man within 1"; the anti-tank rifle and the
 * tank gun at any solid target in range and sight; grenades (up to 4",
 * scatter 1.5", within 1") and shells (up to 36", in sight, scatter 4",
 * within 3") are aimed at a point, read on the scatter table.
 */
export const WEAPONS: Readonly<Record<WeaponId, TableWeapon>> = {
  rifle: { name: 'rifle', bands: SMALL_ARMS_BANDS.rifle, targets: 'nearest', rule: 'Small-Arms Fire' },
  shotgun: { name: 'shotgun', bands: SMALL_ARMS_BANDS.shotgun, targets: 'nearest', second: 1, rule: 'Small-Arms Fire' },
  smg: { name: 'sub-machine gun', bands: SMALL_ARMS_BANDS.smg, targets: 'nearest', second: 1, rule: 'Small-Arms Fire' },
  'at-rifle': { name: 'anti-tank rifle', bands: [{ upTo: 3, band: 'short' }, { upTo: 6, band: 'long' }], targets: 'any', rule: 'Anti-Tank' },
  'tank-gun': { name: 'tank gun', bands: [{ upTo: 18, band: 'short' }, { upTo: 36, band: 'long' }], targets: 'any', rule: 'Tanks' },
  grenades: { name: 'grenade', range: 4, template: { radius: 1, table: scatter(1.5), atPoint: true }, rule: 'Grenades' },
  shell: { name: 'shell', range: 36, template: { radius: 3, table: scatter(4), atPoint: true, sight: true }, rule: 'Tanks' },
};

/** A weapon by the text's tables. */
export type WeaponId = 'rifle' | 'shotgun' | 'smg' | 'at-rifle' | 'tank-gun' | 'grenades' | 'shell';

/** A hit on a jeep: roll again, 4–6 immobilised, 1–3 a passenger killed (nothing if it is empty). */
export const JEEP_HIT = { '1-3': 'passenger', '4-6': 'immobilised' } as const;
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
export const MORALE = { '1-2': 'run', '3-4': 'hold', '5-6': 'normal' } as const;
/** The reinforcement that comes: infantry on 1–3, a tank on 4–6. */
export const REINFORCEMENT_KIND = { '1-3': 'infantry', '4-6': 'tank' } as const;

/** Tan lands in pairs on the first four odd-numbered turns. */
export const ARRIVAL_TURNS = [1, 3, 5, 7] as const;
/** The game ends after turn 20. */
export const TURNS = 20;
