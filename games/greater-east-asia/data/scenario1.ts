/**
 * Scenario I, "1941–42: Asian Blitzkrieg" (28.0). The scenario instructions
 * were printed on the mapsheet, which could not be found: everything here is
 * a STAND-IN, consistent with what the text gives: the scenario's name and
 * years (contents, 28.0), set-ups described by unit type and combat factors
 * within areas (3.2), no unit set up in a hex with enemy units but enemy ZOC
 * allowed (3.2), no breakdown or combining during set-up (7.4), initial
 * deployment free of VP (6.7), starting VP given by the scenario (5.1), the
 * Japanese player first (4.2), and the 1941 Front Line as the kick-off
 * positions in China (2.2).
 *
 * Length: the Turn Record starts in December 1941 (turn 1), so 1941–42 is
 * turns 1–5 (Dec 1941 and the four turns of 1942).
 *
 * @module
 */
import type { Side, Nationality, UnitSize, UnitType } from './counters';
import { COUNTERS, factorString } from './counters';
import { hexesOf, JAPANESE_HELD_AREAS_1941, NATIONALIST_ZONE_HEXES, COMMUNIST_ZONE_HEXES, JAPANESE_HELD_CHINA_1941 } from './map';

/** The set-up areas of Scenario I. */
export type SetupArea =
  | 'japan'
  | 'korea'
  | 'manchukuo'
  | 'mengjiang'
  | 'formosa'
  | 'occupied-north-china'
  | 'occupied-central-china'
  | 'canton-enclave'
  | 'hainan'
  | 'indochina'
  | 'siam'
  | 'hong-kong'
  | 'malaya'
  | 'british-borneo'
  | 'burma'
  | 'india'
  | 'philippines'
  | 'dutch-east-indies'
  | 'nationalist-china'
  | 'communist-china';

const held = new Set(JAPANESE_HELD_CHINA_1941);
const mainHeld = JAPANESE_HELD_AREAS_1941.get('North and Central China') ?? [];
/** STAND-IN split of the main occupied area: rows 01–12 are North China, rows 13 on Central China. */
const NORTH_CHINA_LAST_ROW = 12;

/** The hexes of each set-up area. Occupied China is the Japanese side of the 1941 Front Line (2.2). */
export const SETUP_AREAS: Readonly<Record<SetupArea, readonly string[]>> = {
  japan: hexesOf('japan'),
  korea: hexesOf('korea'),
  manchukuo: hexesOf('manchukuo'),
  mengjiang: hexesOf('mengjiang'),
  formosa: hexesOf('formosa'),
  'occupied-north-china': mainHeld.filter((l) => Number(l.slice(2)) <= NORTH_CHINA_LAST_ROW),
  'occupied-central-china': mainHeld.filter((l) => Number(l.slice(2)) > NORTH_CHINA_LAST_ROW),
  'canton-enclave': JAPANESE_HELD_AREAS_1941.get('Canton') ?? [],
  hainan: JAPANESE_HELD_AREAS_1941.get('Hainan') ?? [],
  indochina: hexesOf('indochina'),
  siam: hexesOf('siam'),
  'hong-kong': hexesOf('hong-kong'),
  malaya: hexesOf('malaya'),
  'british-borneo': hexesOf('british-borneo'),
  burma: hexesOf('burma'),
  india: hexesOf('india'),
  philippines: hexesOf('philippines'),
  'dutch-east-indies': hexesOf('dutch-east-indies'),
  'nationalist-china': NATIONALIST_ZONE_HEXES.filter((l) => !held.has(l)),
  'communist-china': COMMUNIST_ZONE_HEXES.filter((l) => !held.has(l)),
};

/**
 * One line of the set-up (3.2): so many units of a nationality, type, size and
 * factors anywhere in an area. `hexes` is a STAND-IN deployment for a quick
 * start (one hex per unit), legal under 3.2; a player setting up may choose
 * any hexes of the area instead. Naval units set up in a port of the area.
 */
export interface SetupLine {
  /** The side. */
  readonly side: Side;
  /** The area. */
  readonly area: SetupArea;
  /** The units' nationality. */
  readonly nationality: Nationality;
  /** Their type. */
  readonly type: UnitType;
  /** Their size. */
  readonly size: UnitSize;
  /** Their printed factors, e.g. `"2-2-4"` (see `factorString`). */
  readonly factors: string;
  /** How many. */
  readonly count: number;
  /** The quick-start deployment: one hex of the area per unit. */
  readonly hexes: readonly string[];
}

const line = (side: Side, area: SetupArea, nationality: Nationality, type: UnitType, size: UnitSize, factors: string, hexes: string[]): SetupLine => ({
  side,
  area,
  nationality,
  type,
  size,
  factors,
  count: hexes.length,
  hexes,
});
const J = (area: SetupArea, nationality: Nationality, type: UnitType, size: UnitSize, factors: string, hexes: string[]) => line('japanese', area, nationality, type, size, factors, hexes);
const A = (area: SetupArea, nationality: Nationality, type: UnitType, size: UnitSize, factors: string, hexes: string[]) => line('allied', area, nationality, type, size, factors, hexes);

/** The Japanese set-up (placed first, 3.1). STAND-IN. */
export const JAPANESE_SETUP: readonly SetupLine[] = [
  // Japan: the reserve and the Combined Fleet's carriers.
  J('japan', 'japanese', 'infantry', 'xx', '2-2-4', ['4710', '4411']),
  J('japan', 'japanese', 'carrier-task-force', 'x', '4-3-12', ['4111']),
  J('japan', 'japanese', 'amphibious-task-force', 'x', '*-1-8', ['3912']),
  J('japan', 'japanese', 'supply', 'x', '*-1-4', ['4012']),
  J('korea', 'japanese', 'garrison', 'x', '1-2-2', ['3708']),
  // Manchukuo: the Kwantung Army facing the Soviet border.
  J('manchukuo', 'japanese', 'headquarters', 'xxxx', '*-1-4', ['3502']),
  J('manchukuo', 'japanese', 'infantry', 'xx', '2-2-4', ['3601', '3304', '3902', '3802']),
  J('manchukuo', 'japanese', 'armor', 'x', '1-1-7', ['3503']),
  J('manchukuo', 'japanese', 'supply', 'x', '*-1-4', ['3304']),
  J('manchukuo', 'manchukuo', 'infantry', 'xx', '1-1-3', ['3406', '2905']),
  J('manchukuo', 'manchukuo', 'cavalry', 'x', '1-1-5', ['3001']),
  J('mengjiang', 'japanese', 'garrison', 'x', '1-2-2', ['2606']),
  J('mengjiang', 'japanese', 'cavalry', 'x', '1-1-5', ['2506']),
  J('mengjiang', 'mengjiang', 'cavalry', 'x', '1-1-5', ['2305', '2206']),
  // Occupied China: the China Expeditionary Army.
  J('occupied-north-china', 'japanese', 'infantry', 'xx', '2-2-4', ['2706', '2408', '2611']),
  J('occupied-north-china', 'japanese', 'light-infantry', 'x', '1-1-4', ['2810', '3110']),
  J('occupied-north-china', 'japanese', 'garrison', 'x', '1-2-2', ['2608']),
  J('occupied-north-china', 'north-china', 'garrison', 'x', '1-1-2', ['2807']),
  J('occupied-central-china', 'japanese', 'headquarters', 'xxxx', '*-1-4', ['2916']),
  J('occupied-central-china', 'japanese', 'infantry', 'xx', '2-2-4', ['2515', '2416', '2716', '2813']),
  J('occupied-central-china', 'japanese', 'light-infantry', 'x', '1-1-4', ['2814', '3116']),
  J('occupied-central-china', 'japanese', 'supply', 'x', '*-1-4', ['2515']),
  J('occupied-central-china', 'japanese', 'tactical-airbase', 'xx', '*-1-4', ['2616']),
  J('occupied-central-china', 'central-china', 'infantry', 'xx', '1-1-3', ['3015']),
  J('occupied-central-china', 'central-china', 'garrison', 'x', '1-1-2', ['3215']),
  J('canton-enclave', 'japanese', 'infantry', 'xx', '2-2-4', ['2422', '2521']),
  J('canton-enclave', 'japanese', 'garrison', 'x', '1-2-2', ['2422']),
  J('hainan', 'japanese', 'infantry', 'xx', '3-2-4', ['2126']),
  J('hainan', 'japanese', 'amphibious-task-force', 'x', '*-1-8', ['2126']),
  // Formosa: the 14th Army and the naval air fleet for the Philippines.
  J('formosa', 'japanese', 'garrison', 'x', '1-2-2', ['3220']),
  J('formosa', 'japanese', 'infantry', 'xx', '3-2-4', ['3122']),
  J('formosa', 'japanese', 'marine', 'x', '1-1-3', ['3122']),
  J('formosa', 'japanese', 'tactical-airbase', 'xx', '*-1-4', ['3121']),
  J('formosa', 'japanese', 'strategic-airbase', 'xx', '*-1-4', ['3220']),
  J('formosa', 'japanese', 'supply', 'x', '*-1-4', ['3121']),
  J('formosa', 'japanese', 'amphibious-task-force', 'x', '*-1-8', ['3122']),
  J('formosa', 'japanese', 'bombardment-task-force', 'x', '3-3-10', ['3220']),
  // Indochina and Siam: the 25th Army for Malaya and the 15th for Burma.
  J('indochina', 'japanese', 'infantry', 'xxx', '7-6-4', ['1933']),
  J('indochina', 'japanese', 'infantry', 'xx', '3-2-4', ['1933', '1732']),
  J('indochina', 'japanese', 'armor', 'x', '1-1-7', ['1732']),
  J('indochina', 'japanese', 'garrison', 'x', '1-2-2', ['1824']),
  J('indochina', 'japanese', 'marine', 'x', '1-1-3', ['1933']),
  J('indochina', 'japanese', 'tactical-airbase', 'xx', '*-1-4', ['1933']),
  J('indochina', 'japanese', 'supply', 'x', '*-1-4', ['1933']),
  J('indochina', 'japanese', 'bombardment-task-force', 'x', '3-3-10', ['2132']),
  J('indochina', 'indochina', 'garrison', 'x', '1-1-2', ['1933']),
  J('siam', 'japanese', 'infantry', 'xx', '3-2-4', ['1631']),
  J('siam', 'siam', 'infantry', 'xx', '1-1-3', ['1330', '1529']),
];

/** The Allied set-up (placed second, 3.1). STAND-IN. */
export const ALLIED_SETUP: readonly SetupLine[] = [
  // Malaya and Singapore: Malay Command.
  A('malaya', 'british', 'headquarters', 'xxxx', '*-1-4', ['1642']),
  A('malaya', 'british', 'fortress', 'x', '*-4-0', ['1642']),
  A('malaya', 'british', 'infantry', 'xx', '2-2-4', ['1338', '1537', '1439']),
  A('malaya', 'british', 'infantry', 'xx', '1-2-3', ['1540']),
  A('malaya', 'british', 'light-infantry', 'x', '1-1-4', ['1438']),
  A('malaya', 'british', 'tactical-airbase', 'x', '*-1-4', ['1540']),
  A('malaya', 'british', 'bombardment-task-force', 'x', '3-3-10', ['1642']),
  A('malaya', 'allied', 'supply', 'x', '*-1-4', ['1642']),
  A('hong-kong', 'british', 'fortress', 'x', '*-4-0', ['2522']),
  A('hong-kong', 'british', 'light-infantry', 'x', '1-1-4', ['2522']),
  A('british-borneo', 'british', 'garrison', 'x', '1-2-2', ['2242']),
  // Burma and India.
  A('burma', 'british', 'headquarters', 'xxxx', '*-1-4', ['1028']),
  A('burma', 'british', 'infantry', 'xx', '1-2-3', ['1026']),
  A('burma', 'british', 'infantry', 'xx', '2-2-4', ['1128']),
  A('burma', 'british', 'garrison', 'x', '1-2-2', ['1023']),
  A('burma', 'us', 'tactical-airbase', 'x', '*-1-4', ['1028']),
  A('india', 'british', 'garrison', 'x', '1-2-2', ['0322', '0623']),
  A('india', 'british', 'infantry', 'xx', '2-2-4', ['0820']),
  A('india', 'british', 'tactical-airbase', 'x', '*-1-4', ['0322']),
  A('india', 'allied', 'supply', 'x', '*-1-4', ['0322']),
  // The Philippines: USAFFE and the Asiatic Fleet.
  A('philippines', 'us', 'infantry', 'xx', '2-2-4', ['3129']),
  A('philippines', 'us', 'infantry', 'xx', '1-1-3', ['3127', '3130']),
  A('philippines', 'us', 'marine', 'x', '1-2-3', ['3129']),
  A('philippines', 'us', 'strategic-airbase', 'x', '*-1-4', ['3127']),
  A('philippines', 'us', 'bombardment-task-force', 'x', '3-3-10', ['3129']),
  A('philippines', 'allied', 'supply', 'x', '*-1-4', ['3129']),
  // The Dutch East Indies.
  A('dutch-east-indies', 'dutch', 'infantry', 'xx', '1-2-3', ['1949', '2450']),
  A('dutch-east-indies', 'dutch', 'garrison', 'x', '1-2-2', ['1746', '2744', '1240']),
  A('dutch-east-indies', 'dutch', 'tactical-airbase', 'x', '*-1-4', ['2050']),
  A('dutch-east-indies', 'dutch', 'bombardment-task-force', 'x', '2-2-10', ['2450']),
  // China: the Nationalist armies along the Front Line, the Communists round Yenan.
  A('nationalist-china', 'nationalist-chinese', 'headquarters', 'xxxx', '*-1-3', ['1916']),
  A('nationalist-china', 'nationalist-chinese', 'infantry', 'xxx', '1-2-3', ['2411', '2511', '2414', '2314', '2316', '2417', '2717', '2917', '3117', '2613', '2614', '2222']),
  A('nationalist-china', 'nationalist-chinese', 'cavalry', 'x', '1-1-5', ['2111']),
  A('nationalist-china', 'nationalist-chinese', 'light-infantry', 'x', '1-1-4', ['2513', '2817']),
  A('nationalist-china', 'allied', 'supply', 'x', '*-1-4', ['1520']),
  A('communist-china', 'chinese-communist', 'light-infantry', 'xxx', '1-2-4', ['2109', '2209', '2309']),
  A('communist-china', 'chinese-communist', 'infantry', 'xxx', '1-2-3', ['2210', '2308']),
  A('communist-china', 'chinese-communist', 'cavalry', 'x', '1-1-5', ['2007']),
  A('communist-china', 'chinese-communist', 'light-infantry', 'x', '1-1-4', ['2211']),
];

/** A counter set up in a hex. */
export interface Placement {
  /** The counter's id. */
  readonly counter: string;
  /** Its hex. */
  readonly hex: string;
}

/**
 * The quick-start deployment: each set-up line's units, the first unused
 * counters of the mix that match it, in the line's hexes. Derived from
 * {@link JAPANESE_SETUP} and {@link ALLIED_SETUP}.
 */
export const SCENARIO_1_DEPLOYMENT: readonly Placement[] = (() => {
  const used = new Set<string>();
  const out: Placement[] = [];
  for (const l of [...JAPANESE_SETUP, ...ALLIED_SETUP]) {
    for (const hex of l.hexes) {
      const c = COUNTERS.find((k) => !used.has(k.id) && k.nationality === l.nationality && k.type === l.type && k.size === l.size && factorString(k.factors[0]) === l.factors);
      if (!c) throw new Error(`Scenario I sets up more ${l.nationality} ${l.type} ${l.size} ${l.factors} than the counter mix has (6.11)`);
      used.add(c.id);
      out.push({ counter: c.id, hex });
    }
  }
  return out;
})();

/** Scenario I as data. */
export interface ScenarioData {
  /** Its id. */
  readonly id: string;
  /** Its name as printed. */
  readonly name: string;
  /** The first and last game turns (Turn Record). */
  readonly turns: {
    /** The first turn played. */
    readonly first: number;
    /** The last turn played. */
    readonly last: number;
  };
  /** Who takes the first player turn of each game turn (4.2). */
  readonly firstPlayer: Side;
  /** VP each side starts with (5.1). */
  readonly startingVp: Readonly<Record<Side, number>>;
  /**
   * Automatic victory, checked in each Victory Check Phase (4.2 step 4):
   * a side wins at once when its VP lead reaches `vpLead`, or when the other
   * side's VP reach zero (`opponentAtZero`, the stand-in for 27.2).
   */
  readonly automaticVictory: {
    /** The VP lead that wins at once. */
    readonly vpLead: number;
    /** Whether a side whose VP reach zero loses at once. */
    readonly opponentAtZero: boolean;
  };
  /** At the end of the last turn, the side with more VP wins (1.0); equal VP is a draw. */
  readonly endOfGame: 'more-vp-wins';
  /** The set-up, Japanese first. */
  readonly setup: readonly SetupLine[];
}

/** Scenario I, "1941–42: Asian Blitzkrieg": turns 1–5. STAND-IN VP and set-up. */
export const SCENARIO_1: ScenarioData = {
  id: 'scenario-1',
  name: 'Scenario I — 1941–42: Asian Blitzkrieg',
  turns: { first: 1, last: 5 },
  firstPlayer: 'japanese',
  // Stand-in, retuned from 40/30 after 100 search-against-search games went 65/35 to the Japanese (README,
  // "Balance"): the Japanese, who struck, must now gain 6 VP on the status quo to win.
  startingVp: { japanese: 37, allied: 33 },
  automaticVictory: { vpLead: 50, opponentAtZero: true },
  endOfGame: 'more-vp-wins',
  setup: [...JAPANESE_SETUP, ...ALLIED_SETUP],
};
