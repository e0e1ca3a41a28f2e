/**
 * The stand-in forces (the text has none): a US Marine platoon's worth of
 * figures with a machinegun, a light mortar, a Sherman, a jeep and a heavy
 * off-board battery, against a Japanese force with an officer, riflemen, a
 * heavy machinegun, a heavy mortar, a 47 mm anti-tank gun, a Ha-Go light tank
 * and an off-board field battery. Chosen so that every rule of the text is used.
 *
 * @module
 */
import { counterLookup, type CounterData } from 'hexwar';
import { type Base } from 'hexwar/tabletop';
import type { ProfileName, WeaponId } from './tables';

/** The two sides: the Americans move first (the text's A), the Japanese second (B). */
export const SIDES = ['us', 'japan'] as const;
/**
 * A side: `us` (the Americans) or `japan`.
 *
 * @category Pacific Skirmish
 */
export type Side = 'us' | 'japan';

/**
 * A figure's kind, which picks its row on the fire tables and how it moves:
 * `infantry` (riflemen, officers, SMG and BAR men), `crew` (a machinegun or
 * mortar with its crew on one base: "heavy weapons"), `gun` (an anti-tank gun
 * and crew: "artillery"), `wheeled` (a soft vehicle), `tracked` (armour).
 *
 * @category Pacific Skirmish
 */
export type FigureClass = 'infantry' | 'crew' | 'gun' | 'wheeled' | 'tracked';

/**
 * A figure's counter: the core's counter data with the tabletop fields the
 * board reads (`class`, `base`, `weapons`) and the game's own.
 *
 * @category Pacific Skirmish
 */
export interface SkirmishCounter extends CounterData<Side> {
  /** Its class on the tables. */
  readonly class: FigureClass;
  /** Its base. */
  readonly base: Base;
  /** Its weapons, first the one it usually fires. */
  readonly weapons: readonly WeaponId[];
  /** An officer (melee bonus if Japanese; needed to re-crew a vehicle). */
  readonly officer?: boolean;
  /** For crewed weapons: the figures in the crew. */
  readonly crew?: number;
  /** Weight class for "attacker heavier/lighter" (stand-in: wheeled 1, 47 mm gun and light tank 2, medium tank 3); men, riflemen or crews, have none (0, never compared as a target). */
  readonly weight: number;
  /** How it moves (none for a gun, which may only turn). */
  readonly profile?: ProfileName;
}

const round = (radius: number): Base => ({ shape: 'round', radius });
const man: Base = round(0.5);

const figure = (id: string, side: Side, name: string, weapons: WeaponId[], extra: Partial<SkirmishCounter> = {}): SkirmishCounter => ({
  id,
  side,
  name,
  type: extra.class ?? 'infantry',
  steps: 1,
  class: 'infantry',
  base: man,
  weapons,
  weight: 0,
  profile: 'infantry',
  ...extra,
});

/**
 * Every figure and vehicle of the stand-in scenario. Every figure has grenades
 * (Special Rule 6); vehicles have none.
 *
 * @category Pacific Skirmish
 */
export const COUNTERS: readonly SkirmishCounter[] = [
  figure('us-lt', 'us', 'Lt. Hale (officer)', ['pistol', 'grenade'], { officer: true }),
  figure('us-sgt', 'us', 'Sgt. Kowalski (Thompson)', ['smg', 'grenade']),
  figure('us-r1', 'us', 'Pfc. Adams', ['rifle', 'grenade']),
  figure('us-r2', 'us', 'Pfc. Brooks', ['rifle', 'grenade']),
  figure('us-r3', 'us', 'Pfc. Cruz', ['rifle', 'grenade']),
  figure('us-r4', 'us', 'Pfc. Dunn', ['rifle', 'grenade']),
  figure('us-r5', 'us', 'Pfc. Ellis', ['rifle', 'grenade']),
  figure('us-bar', 'us', 'Cpl. Ford (BAR)', ['bar', 'grenade']),
  figure('us-r6', 'us', 'Pfc. Grant', ['rifle', 'grenade']),
  figure('us-r7', 'us', 'Pfc. Hayes', ['rifle', 'grenade']),
  figure('us-r8', 'us', 'Pfc. Irwin', ['rifle', 'grenade']),
  figure('us-bar2', 'us', 'Pfc. Jensen (BAR)', ['bar', 'grenade']),
  figure('us-mg', 'us', '.30 cal machinegun', ['mg', 'grenade'], { class: 'crew', type: 'crew', crew: 2, base: round(0.75) }),
  figure('us-mortar', 'us', '60 mm light mortar', ['lightMortar', 'grenade'], { class: 'crew', type: 'crew', crew: 2, base: round(0.75) }),
  figure('us-tank', 'us', 'M4 Sherman', ['tankGun'], { class: 'tracked', type: 'tracked', base: { shape: 'rect', length: 3, width: 2 }, weight: 3, profile: 'tracked' }),
  figure('us-jeep', 'us', 'Jeep', [], { class: 'wheeled', type: 'wheeled', base: { shape: 'rect', length: 2.2, width: 1.2 }, weight: 1, profile: 'wheeled' }),
  figure('jp-lt', 'japan', 'Lt. Sato (officer)', ['pistol', 'grenade'], { officer: true }),
  figure('jp-sgt', 'japan', 'Gunso Mori (Type 100)', ['smg', 'grenade']),
  figure('jp-r1', 'japan', 'Ittohei Abe', ['rifle', 'grenade']),
  figure('jp-r2', 'japan', 'Ittohei Endo', ['rifle', 'grenade']),
  figure('jp-r3', 'japan', 'Ittohei Goto', ['rifle', 'grenade']),
  figure('jp-r4', 'japan', 'Ittohei Ishii', ['rifle', 'grenade']),
  figure('jp-r5', 'japan', 'Ittohei Kato', ['rifle', 'grenade']),
  figure('jp-r6', 'japan', 'Ittohei Noda', ['rifle', 'grenade']),
  figure('jp-mg', 'japan', 'Type 92 machinegun', ['mg', 'grenade'], { class: 'crew', type: 'crew', crew: 2, base: round(0.75) }),
  figure('jp-mortar', 'japan', 'Type 97 81 mm mortar', ['heavyMortar', 'grenade'], { class: 'crew', type: 'crew', crew: 2, base: round(0.75) }),
  figure('jp-atg', 'japan', 'Type 1 47 mm anti-tank gun', ['atGun', 'grenade'], { class: 'gun', type: 'gun', crew: 3, base: round(0.8), weight: 2, profile: undefined }),
  figure('jp-tank', 'japan', 'Type 95 Ha-Go', ['tankGun'], { class: 'tracked', type: 'tracked', base: { shape: 'rect', length: 2.4, width: 1.6 }, weight: 2, profile: 'tracked' }),
];

/** The counter of a figure (a typed error for an unknown id: the engine asks only about real ones). */
export const counterOf = counterLookup(COUNTERS);

/**
 * Off-board artillery, one battery a side (stand-in): the Americans' heavy
 * battery fires the 4" overlay (Indirect Fire); the Japanese field battery
 * drops two cards (Special Rule 8).
 *
 * @category Pacific Skirmish
 */
export const BATTERIES: Readonly<Record<Side, { readonly name: string; readonly kind: 'overlay' | 'cards' }>> = {
  us: { name: '105 mm battery (heavy off-board artillery)', kind: 'overlay' },
  japan: { name: '75 mm field battery (off-board artillery)', kind: 'cards' },
};
