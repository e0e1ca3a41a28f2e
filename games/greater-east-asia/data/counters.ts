/**
 * STAND-IN counter mix for The Greater East Asia War. The counter sheet could
 * not be found; this mix follows every fact the text gives: 176 die-cut
 * counters (2.1) of units and markers (2.3); the two sides and their
 * nationalities (2.4, 2.10, 2.11, one British nationality per the counter
 * errata); the unit types (2.5) and sizes (2.9); every abbreviation of 2.10 on
 * some counter; the US 1st Provisional Brigade as armor (counter errata); the
 * Japanese Mechanized Corps at 3-1-7 (Corps Components Table correction);
 * Allied supply units in one Allied colour (2.11). The per-type counts are a
 * hard limit (6.11). Every factor, every count and every designation not in
 * 2.10 is invented.
 *
 * **The three printed numbers** (e.g. `3-1-7`) are read as attack – defence –
 * movement: the counter errata speaks of a unit's "combat and movement
 * factors", so two numbers are combat factors and one is movement; the third
 * is the one that moves from 5 to 7 on a mechanized corps, a movement
 * allowance's size; and the Terrain Effects Chart multiplies a defence, which
 * needs a defence factor apart from the attack.
 *
 * @module
 */
import { recordKeys, type CounterData } from 'hexwar';

/** The two sides (2.4). */
export type Side = 'japanese' | 'allied';

/**
 * Nationalities (2.4, 2.10, 2.11). The Japanese client states are each their
 * own nationality (2.10); all British and Commonwealth units are one
 * nationality (counter errata); Allied supply units are printed in one
 * Allied-side colour (2.11) and belong to no single contingent: `allied`.
 */
export type Nationality =
  | 'japanese'
  | 'manchukuo'
  | 'mengjiang'
  | 'north-china'
  | 'central-china'
  | 'indochina'
  | 'siam'
  | 'burma-independence-army'
  | 'east-indies-independence-army'
  | 'indian-national-army'
  | 'british'
  | 'us'
  | 'dutch'
  | 'nationalist-chinese'
  | 'chinese-communist'
  | 'allied';

/** The side of each nationality (2.4). */
export const SIDE_OF: Readonly<Record<Nationality, Side>> = {
  japanese: 'japanese',
  manchukuo: 'japanese',
  mengjiang: 'japanese',
  'north-china': 'japanese',
  'central-china': 'japanese',
  indochina: 'japanese',
  siam: 'japanese',
  'burma-independence-army': 'japanese',
  'east-indies-independence-army': 'japanese',
  'indian-national-army': 'japanese',
  british: 'allied',
  us: 'allied',
  dutch: 'allied',
  'nationalist-chinese': 'allied',
  'chinese-communist': 'allied',
  allied: 'allied',
};

/** The Japanese client states (2.4, 2.10, 24.0). */
export const CLIENT_STATES: readonly Nationality[] = recordKeys(SIDE_OF).filter((n) => SIDE_OF[n] === 'japanese' && n !== 'japanese');

/** The unit types (2.5). */
export type UnitType =
  | 'infantry'
  | 'light-infantry'
  | 'garrison'
  | 'armor'
  | 'mechanized'
  | 'marine'
  | 'airborne'
  | 'special-operations'
  | 'cavalry'
  | 'fortress'
  | 'headquarters'
  | 'tactical-airbase'
  | 'strategic-airbase'
  | 'supply'
  | 'bombardment-task-force'
  | 'carrier-task-force'
  | 'amphibious-task-force';

/** The three kinds of unit (2.5): ground combat units, support units and naval units. */
export type UnitCategory = 'ground-combat' | 'support' | 'naval';

/** The category of each unit type (2.5). */
export const CATEGORY_OF: Readonly<Record<UnitType, UnitCategory>> = {
  infantry: 'ground-combat',
  'light-infantry': 'ground-combat',
  garrison: 'ground-combat',
  armor: 'ground-combat',
  mechanized: 'ground-combat',
  marine: 'ground-combat',
  airborne: 'ground-combat',
  'special-operations': 'ground-combat',
  cavalry: 'ground-combat',
  fortress: 'ground-combat',
  headquarters: 'support',
  'tactical-airbase': 'support',
  'strategic-airbase': 'support',
  supply: 'support',
  'bombardment-task-force': 'naval',
  'carrier-task-force': 'naval',
  'amphibious-task-force': 'naval',
};

/** Every unit type, in the order 2.5 lists them. */
export const UNIT_TYPES: readonly UnitType[] = recordKeys(CATEGORY_OF);

/** Unit sizes (2.9): army; Allied corps or Japanese field force; division or air division; brigade, group, task force, air wing. */
export type UnitSize = 'xxxx' | 'xxx' | 'xx' | 'x';

/**
 * How a unit moves, the Terrain Effects Chart's columns (8.4, 8.9). STAND-IN
 * assignment: armor and mechanized units are mechanized; headquarters,
 * airbases and supply units ride trucks and are motorized; naval units move at
 * sea; every other unit is non-mechanized. "Motorized units" in 8.5 means both
 * the motorized and the mechanized (see `tables.ts`).
 */
export type MovementClass = 'non-mechanized' | 'motorized' | 'mechanized' | 'naval';

/** The movement class of each unit type. */
const MOVEMENT_CLASS_OF: Readonly<Record<UnitType, MovementClass>> = {
  infantry: 'non-mechanized',
  'light-infantry': 'non-mechanized',
  garrison: 'non-mechanized',
  armor: 'mechanized',
  mechanized: 'mechanized',
  marine: 'non-mechanized',
  airborne: 'non-mechanized',
  'special-operations': 'non-mechanized',
  cavalry: 'non-mechanized',
  fortress: 'non-mechanized',
  headquarters: 'motorized',
  'tactical-airbase': 'motorized',
  'strategic-airbase': 'motorized',
  supply: 'motorized',
  'bombardment-task-force': 'naval',
  'carrier-task-force': 'naval',
  'amphibious-task-force': 'naval',
};

/**
 * A counter's printed numbers, attack – defence – movement (see the module
 * note). `attack` is `null` for units that never attack (support units,
 * fortresses), printed as `*`. A naval unit's movement is in sea hexes.
 */
export interface Factors {
  /** Attack factor, or `null` for a unit that never attacks. */
  readonly attack: number | null;
  /** Defence factor. */
  readonly defence: number;
  /** Movement allowance in MP (0 for a fortress). */
  readonly movement: number;
}

/** One line of the counter mix: so many counters of one nationality, type, size and factors (6.11). */
export interface CounterMixEntry {
  /** The nationality. */
  readonly nationality: Nationality;
  /** The unit type. */
  readonly type: UnitType;
  /** The unit size. */
  readonly size: UnitSize;
  /** The printed factors. */
  readonly factors: Factors;
  /** How many such counters the sheet has: the mobilization limit (6.11). */
  readonly count: number;
  /** The printed designation of each counter (abbreviations as 2.10), `count` of them. */
  readonly designations: readonly string[];
  /** A support unit's radius in hexes: a headquarters' command radius, a supply unit's supply radius (8.3). */
  readonly radius?: number;
}

const f = (attack: number | null, defence: number, movement: number): Factors => ({ attack, defence, movement });
const mix = (nationality: Nationality, type: UnitType, size: UnitSize, factors: Factors, designations: string[], radius?: number): CounterMixEntry => ({
  nationality,
  type,
  size,
  factors,
  count: designations.length,
  designations,
  ...(radius !== undefined ? { radius } : {}),
});
const numbered = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);

/** Radii of support units, in hexes. */
export interface SupportRadius {
  /** A headquarters' command radius (15.0). */
  readonly headquarters: number;
  /** A supply unit's supply radius (8.3, 14.0). */
  readonly supply: number;
}

/** STAND-IN radius of a headquarters and of a supply unit, in hexes. */
const SUPPORT_RADIUS: SupportRadius = { headquarters: 3, supply: 4 };

/**
 * The counter mix (6.11): 170 units in these lines plus the 6 markers of
 * {@link MARKERS}, 176 counters in all (2.1). STAND-IN.
 */
export const COUNTER_MIX: readonly CounterMixEntry[] = [
  // --- Japanese (66) -------------------------------------------------------------------
  mix('japanese', 'headquarters', 'xxxx', f(null, 1, 4), ['Ch Ex', 'KTA', 'Burma AA'], SUPPORT_RADIUS.headquarters),
  mix('japanese', 'infantry', 'xxx', f(7, 6, 4), ['14 A', '15 A', '16 A', '25 A']),
  mix('japanese', 'mechanized', 'xxx', f(3, 1, 7), ['Mech']),
  mix('japanese', 'infantry', 'xx', f(3, 2, 4), ['ImGd', '5', '18', '33', '48', '55']),
  mix('japanese', 'infantry', 'xx', f(2, 2, 4), ['2', '3', '4', '6', '13', '15', '16', '21', '31', '38', '40', '51', '53', '54', '56']),
  mix('japanese', 'mechanized', 'xx', f(2, 1, 7), ['2 Tk']),
  mix('japanese', 'armor', 'x', f(1, 1, 7), ['1 Tk', '3 Tk']),
  mix('japanese', 'light-infantry', 'x', f(1, 1, 4), numbered('IMB', 5)),
  mix('japanese', 'garrison', 'x', f(1, 2, 2), ['BAAG', 'DEIG', 'ForG', 'ICG', 'KorG', 'KT Def', 'MGA', 'SG', 'NBF']),
  mix('japanese', 'cavalry', 'x', f(1, 1, 5), ['4 Cav']),
  mix('japanese', 'marine', 'x', f(1, 1, 3), ['Sase SNLF', 'Yoko SNLF']),
  mix('japanese', 'airborne', 'x', f(1, 1, 3), ['Tei Sh']),
  mix('japanese', 'tactical-airbase', 'xx', f(null, 1, 4), ['3 AD', '5 AD', '22 F']),
  mix('japanese', 'strategic-airbase', 'xx', f(null, 1, 4), ['11 F', '21 F']),
  mix('japanese', 'supply', 'x', f(null, 1, 4), numbered('Sup', 5), SUPPORT_RADIUS.supply),
  mix('japanese', 'carrier-task-force', 'x', f(4, 3, 12), ['Kido Butai']),
  mix('japanese', 'bombardment-task-force', 'x', f(3, 3, 10), ['2 F', 'Sthn F']),
  mix('japanese', 'amphibious-task-force', 'x', f(null, 1, 8), numbered('Amph', 3)),
  // --- Japanese client states (14) ------------------------------------------------------
  mix('manchukuo', 'infantry', 'xx', f(1, 1, 3), ['Manch 1', 'Manch 2']),
  mix('manchukuo', 'cavalry', 'x', f(1, 1, 5), ['Manch Cav']),
  mix('mengjiang', 'cavalry', 'x', f(1, 1, 5), ['Meng 1', 'Meng 2']),
  mix('north-china', 'garrison', 'x', f(1, 1, 2), ['N Chi']),
  mix('central-china', 'infantry', 'xx', f(1, 1, 3), ['C Chi']),
  mix('central-china', 'garrison', 'x', f(1, 1, 2), ['C Chi Gar']),
  mix('indochina', 'garrison', 'x', f(1, 1, 2), ['IndoC']),
  mix('siam', 'infantry', 'xx', f(1, 1, 3), ['Siam 1', 'Siam 2']),
  mix('burma-independence-army', 'light-infantry', 'x', f(1, 1, 4), ['BIA']),
  mix('east-indies-independence-army', 'light-infantry', 'x', f(1, 1, 4), ['EIIA']),
  mix('indian-national-army', 'infantry', 'xx', f(1, 1, 3), ['INA']),
  // --- British (36) ------------------------------------------------------------------------
  mix('british', 'headquarters', 'xxxx', f(null, 1, 4), ['MC', 'Bur C', 'AC'], SUPPORT_RADIUS.headquarters),
  mix('british', 'infantry', 'xxx', f(6, 7, 4), ['IV', 'XXXIII']),
  mix('british', 'mechanized', 'xxx', f(8, 7, 6), ['XV']),
  mix('british', 'infantry', 'xx', f(2, 2, 4), ['5 Ind', '7 Ind', '9 Ind', '11 Ind', '17 Ind', '20 Ind', '8 Aus']),
  mix('british', 'infantry', 'xx', f(1, 2, 4), ['81 WA', '82 WA']),
  mix('british', 'infantry', 'xx', f(1, 2, 3), ['Bur D', 'Mal D']),
  mix('british', 'light-infantry', 'x', f(1, 1, 4), ['12 Ind', '28 Ind']),
  mix('british', 'garrison', 'x', f(1, 2, 2), ['A Ind', 'B Ind', 'C Ind', 'SarFor']),
  mix('british', 'armor', 'x', f(2, 1, 6), ['7 Armd', '254 Tk']),
  mix('british', 'airborne', 'x', f(1, 1, 3), ['50 Para']),
  mix('british', 'special-operations', 'x', f(2, 1, 4), ['CD 77', 'CD 111', '3 Cdo']),
  mix('british', 'fortress', 'x', f(null, 4, 0), ['Singapore', 'HK']),
  mix('british', 'tactical-airbase', 'x', f(null, 1, 4), ['RAAF', '221 Gp']),
  mix('british', 'strategic-airbase', 'x', f(null, 1, 4), ['SAF']),
  mix('british', 'bombardment-task-force', 'x', f(3, 3, 10), ['Force Z']),
  mix('british', 'amphibious-task-force', 'x', f(null, 1, 8), ['Force W']),
  // --- US (14) ---------------------------------------------------------------------------
  mix('us', 'infantry', 'xx', f(2, 2, 4), ['Phil']),
  mix('us', 'infantry', 'xx', f(1, 1, 3), ['11 PA', '41 PA']),
  mix('us', 'marine', 'x', f(1, 2, 3), ['4 Mar']),
  // Counter errata: printed as light infantry, it is armor; its factors are as printed.
  mix('us', 'armor', 'x', f(2, 1, 6), ['1 Prov']),
  mix('us', 'special-operations', 'x', f(2, 1, 4), ['MARS', '5307']),
  mix('us', 'tactical-airbase', 'x', f(null, 1, 4), ['AVG', 'CACW', 'A Cdo']),
  mix('us', 'strategic-airbase', 'x', f(null, 1, 4), ['FEAF']),
  mix('us', 'bombardment-task-force', 'x', f(3, 3, 10), ['Asiatic F']),
  mix('us', 'carrier-task-force', 'x', f(5, 4, 12), ['TF 38']),
  mix('us', 'amphibious-task-force', 'x', f(null, 1, 8), ['7 Amph']),
  // --- Allied supply (4), one colour for the whole side ------------------------------------------
  mix('allied', 'supply', 'x', f(null, 1, 4), numbered('Sup', 4), SUPPORT_RADIUS.supply),
  // --- Dutch (7) ----------------------------------------------------------------------------
  mix('dutch', 'infantry', 'xx', f(1, 2, 3), ['1 DEI', '2 DEI']),
  mix('dutch', 'garrison', 'x', f(1, 2, 2), ['DEI Sum', 'DEI Bor', 'DEI Cel']),
  mix('dutch', 'tactical-airbase', 'x', f(null, 1, 4), ['ML-KNIL']),
  mix('dutch', 'bombardment-task-force', 'x', f(2, 2, 10), ['DEI Sqn']),
  // --- Nationalist Chinese (22) ---------------------------------------------------------------
  mix('nationalist-chinese', 'headquarters', 'xxxx', f(null, 1, 3), ['GHQ'], SUPPORT_RADIUS.headquarters),
  mix('nationalist-chinese', 'infantry', 'xxxx', f(3, 3, 4), ['CXF', 'Y', 'Z']),
  mix('nationalist-chinese', 'infantry', 'xxx', f(1, 2, 3), ['2', '5', '6', '8', '13', '18', '29', '31', '37', '54', '66', '71', '74', '79', '94']),
  mix('nationalist-chinese', 'cavalry', 'x', f(1, 1, 5), ['1 Cav']),
  mix('nationalist-chinese', 'light-infantry', 'x', f(1, 1, 4), ['Gue 1', 'Gue 2']),
  // --- Chinese Communist (7) ----------------------------------------------------------------
  mix('chinese-communist', 'light-infantry', 'xxx', f(1, 2, 4), ['115 RA', '120 RA', '129 RA']),
  mix('chinese-communist', 'infantry', 'xxx', f(1, 2, 3), ['N4 1', 'N4 2']),
  mix('chinese-communist', 'cavalry', 'x', f(1, 1, 5), ['RA Cav']),
  mix('chinese-communist', 'light-infantry', 'x', f(1, 1, 4), ['RA Gue']),
];

/** A marker counter type (2.3, 20.0) and how many the sheet has. STAND-IN: the text says only that markers exist and that players must find their own for the Turn Record (2.12). */
export interface MarkerMixEntry {
  /** Its id. */
  readonly id: string;
  /** Its printed name. */
  readonly name: string;
  /** How many. */
  readonly count: number;
}

/** The markers on the sheet (STAND-IN): fortifications (21.0) and damaged ports. */
export const MARKERS: readonly MarkerMixEntry[] = [
  { id: 'fortification', name: 'Fortification', count: 4 },
  { id: 'port-damaged', name: 'Port Damaged', count: 2 },
];

/** Die-cut counters on the sheet (2.1). */
export const SHEET_COUNTERS = 176;

/** A Greater East Asia War unit counter: the core's counter plus the facts these rules read. */
export interface GeawCounter extends CounterData<Side> {
  /** The owning side (2.4). */
  readonly side: Side;
  /** Its type (2.5). */
  readonly type: UnitType;
  /** Its size (2.9). */
  readonly size: UnitSize;
  /** Its nationality (2.10, 2.11). */
  readonly nationality: Nationality;
  /** Its category (2.5). */
  readonly category: UnitCategory;
  /** Its column on the Terrain Effects Chart. */
  readonly movementClass: MovementClass;
  /** Whether it is a corps built by combining (6.5, 7.0): never mobilized. */
  readonly corps: boolean;
  /** Its printed designation. */
  readonly designation: string;
  /** Printed factors: one step (units are back-printed with flags, not reduced sides, 2.8). */
  readonly factors: readonly [Factors];
  /** Support units' radius (see {@link CounterMixEntry.radius}). */
  readonly radius?: number;
}

/** Short nationality codes for counter ids. */
const CODE: Readonly<Record<Nationality, string>> = {
  japanese: 'J',
  manchukuo: 'MAN',
  mengjiang: 'MEN',
  'north-china': 'NCH',
  'central-china': 'CCH',
  indochina: 'IND',
  siam: 'SIA',
  'burma-independence-army': 'BIA',
  'east-indies-independence-army': 'EIIA',
  'indian-national-army': 'INA',
  british: 'B',
  us: 'US',
  dutch: 'D',
  'nationalist-chinese': 'ROC',
  'chinese-communist': 'CCP',
  allied: 'AL',
};

/** Printed factors as a string: `3-1-7`, or `*-1-4` for a unit that never attacks. */
export function factorString(x: Factors): string {
  return `${x.attack ?? '*'}-${x.defence}-${x.movement}`;
}

/** Whether a line of the mix is a corps built by combining (British and Japanese corps, 7.5). */
function isCorps(e: { readonly nationality: Nationality; readonly size: UnitSize; readonly type: UnitType }): boolean {
  return e.size === 'xxx' && (e.nationality === 'japanese' || e.nationality === 'british') && (e.type === 'infantry' || e.type === 'mechanized');
}

/**
 * Every unit counter, one per designation of {@link COUNTER_MIX}. Ids are
 * `<nationality code> <designation> <type>`, e.g. `"J 5 infantry"`.
 */
export const COUNTERS: readonly GeawCounter[] = COUNTER_MIX.flatMap((e) =>
  e.designations.map(
    (designation): GeawCounter => ({
      id: `${CODE[e.nationality]} ${designation} ${e.type}`,
      side: SIDE_OF[e.nationality],
      name: designation,
      type: e.type,
      steps: 1,
      size: e.size,
      nationality: e.nationality,
      category: CATEGORY_OF[e.type],
      movementClass: MOVEMENT_CLASS_OF[e.type],
      corps: isCorps(e),
      designation,
      factors: [{ attack: e.factors.attack, defence: e.factors.defence, movement: e.factors.movement }],
      ...(e.radius !== undefined ? { radius: e.radius } : {}),
    }),
  ),
);

/** Counters by id. */
export const COUNTER_BY_ID: ReadonlyMap<string, GeawCounter> = new Map(COUNTERS.map((c) => [c.id, c]));

/**
 * The abbreviations printed on the counters (2.10), by the group 2.10 lists
 * them under, each with its meaning paraphrased.
 */
export const ABBREVIATIONS: Readonly<Record<'japanese' | 'client-states' | 'british' | 'dutch' | 'us' | 'nationalist-chinese' | 'chinese-communist', Readonly<Record<string, string>>>> = {
  japanese: {
    AA: 'area army',
    BAAG: 'Burma Area Army garrison',
    'Ch Ex': 'China Expeditionary Army',
    DEIG: 'Dutch East Indies garrison',
    F: 'air fleet or flotilla',
    ForG: 'Formosa garrison',
    ICG: 'Indochina garrison',
    ImGd: 'Imperial Guard',
    KorG: 'Korea garrison',
    KTA: 'Kwantung Army',
    'KT Def': 'Kwangtung defence force',
    NBF: 'naval base force',
    MGA: '(Inner) Mongolia garrison army',
    Sase: 'Sasebo',
    SG: 'Siam garrison',
    SNLF: 'special naval landing force',
    'Tei Sh': 'raiding group (Teishin Shudan)',
    Yoko: 'Yokosuka',
  },
  'client-states': {
    BIA: 'Burma Independence Army',
    'C Chi': 'Central China',
    EIIA: 'East Indies Independence Army',
    INA: 'Indian National Army',
    IndoC: 'Indochina',
    Manch: 'Manchukuo',
    Meng: 'Mengjiang (Inner Mongolia)',
    'N Chi': 'North China',
    Siam: 'Siam',
  },
  british: {
    AC: 'Assam Command',
    'A Ind': 'Indian Army garrison group A',
    'B Ind': 'Indian Army garrison group B',
    'C Ind': 'Indian Army garrison group C',
    Aus: 'Australian',
    'Bur C': 'Burma Command',
    'Bur D': 'Burma Division',
    CD: 'Chindit',
    Cdo: 'Commando',
    HK: 'Hong Kong',
    Ind: 'Indian',
    MC: 'Malay Command',
    'Mal D': 'Malaya Division',
    RAAF: 'Royal Australian Air Force',
    SAF: 'Strategic Air Force',
    SarFor: 'Sarawak Force',
    WA: 'West African',
  },
  dutch: { DEI: 'Dutch East Indies' },
  us: {
    'A Cdo': 'Air Commando',
    AVG: 'American Volunteer Group',
    CACW: 'Chinese-American Composite Wing',
    MARS: '5332nd Provisional Brigade',
    Prov: 'Provisional',
  },
  'nationalist-chinese': { CXF: 'Chinese Expeditionary Force', GHQ: 'General Headquarters', Y: '"Y" Force', Z: '"Z" Force' },
  'chinese-communist': { RA: 'Route Army' },
};
