/**
 * Tables for The Greater East Asia War. Every table was printed on the
 * mapsheet, which could not be found: everything here is a STAND-IN,
 * consistent with every fact the text gives and with the errata:
 *
 * - Terrain Effects Chart: MP per terrain for each movement class, hexside
 *   costs added to the hex's (8.8), motorized units barred from some terrain
 *   (8.5), roads at 1 MP non-mechanized and ½ MP mechanized (8.9), supply units
 *   at ½ MP along rivers (8.10), rail moves for 1 MP (8.11); **mechanized desert
 *   costs 2**, **desert's Defense Multiple is "-"** and the note reads **"+ supply
 *   attrition check in summer (III turns)"** (mapsheet errata).
 * - Mobilization Costs Table: VP per unit type and nationality, "-" for never,
 *   year limits and "(once)" (6.2, 6.3); corps never (6.5).
 * - Reinforcement Placement Table (6.4, 6.6, 6.8).
 * - Corps Components Table: British and Japanese corps only (7.5); the
 *   British Mechanized Corps from three infantry divisions and an armored
 *   brigade (7.4); supply units spent to combine and not given back (7.2);
 *   **the Japanese Mechanized Corps is 3-1-7** (correction).
 * - Turn Record: three-month turns (2.13), December 1941 is turn 1, **the 1945
 *   turns are 14–16** (errata), so 16 turns; summer is each year's III turn.
 * - An odds Combat Results Table with retreats (rules 11.0–12.0 are missing)
 *   and stacking limits by terrain (9.0 is missing).
 *
 * @module
 */
import { ratioColumns, type CombatResultsTable, type OddsTable, type CombatLegend } from 'hexwar/combat';
import type { CountryId, Terrain } from './geography';
import type { ChinaZone } from './map';
import type { MovementClass, Nationality, UnitSize, UnitType } from './counters';

// ---------------------------------------------------------------------------
// Terrain Effects Chart

/** The land movement classes, the TEC's three columns. */
export type LandMovementClass = Exclude<MovementClass, 'naval'>;

/** The TEC's columns in order. */
export const LAND_MOVEMENT_CLASSES: readonly LandMovementClass[] = ['non-mechanized', 'motorized', 'mechanized'];

/**
 * One cell of the TEC's movement part: MP to enter, `'P'` prohibited, or
 * `'road'`: a motorized or mechanized unit may enter only along a road or
 * railroad (8.5, 8.9).
 */
export type TecCost = number | 'P' | 'road';

/** One row of the Terrain Effects Chart. */
export interface TerrainEffects {
  /** MP to enter a hex of this terrain, by movement class (8.4, 8.8). */
  readonly cost: Readonly<Record<LandMovementClass, TecCost>>;
  /** The Defense Multiple: the defender's factors are multiplied by it; `null` is the printed "-" (no effect). */
  readonly defence: number | null;
  /** The Defense Multiple as printed ("-", "x2"). */
  readonly printedDefence: string;
  /** Stacking limit in a hex of this terrain, in stacking points (9.0, see {@link STACKING_POINTS}); 0 where land units may not be. */
  readonly stacking: number;
  /** The TEC's note "+ supply attrition check in summer (III turns)" (mapsheet errata): units here check for supply attrition on summer turns. */
  readonly attritionInSummer: boolean;
}

const row = (cost: Record<LandMovementClass, TecCost>, defence: number | null, stacking: number, attritionInSummer = false): TerrainEffects => ({
  cost,
  defence,
  printedDefence: defence === null ? '-' : `x${defence}`,
  stacking,
  attritionInSummer,
});

/**
 * STAND-IN Terrain Effects Chart, one row per terrain type of the map. Desert
 * is 2 MP for mechanized units, has no Defense Multiple ("-") and carries the
 * note "+ supply attrition check in summer (III turns)": the errata corrects
 * those three entries of one portion of the chart, the desert's (see the
 * README). Sea and the USSR and Mongolia are prohibited to land units (2.2,
 * 8.6).
 */
export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffects>> = {
  clear: row({ 'non-mechanized': 1, motorized: 1, mechanized: 1 }, null, 6),
  rough: row({ 'non-mechanized': 2, motorized: 3, mechanized: 2 }, 2, 5),
  mountain: row({ 'non-mechanized': 3, motorized: 'road', mechanized: 'road' }, 3, 3),
  forest: row({ 'non-mechanized': 2, motorized: 3, mechanized: 2 }, 2, 5),
  jungle: row({ 'non-mechanized': 3, motorized: 'road', mechanized: 'road' }, 2, 4),
  swamp: row({ 'non-mechanized': 3, motorized: 'road', mechanized: 'road' }, null, 3),
  desert: row({ 'non-mechanized': 2, motorized: 2, mechanized: 2 }, null, 4, true),
  sea: row({ 'non-mechanized': 'P', motorized: 'P', mechanized: 'P' }, null, 0),
  prohibited: row({ 'non-mechanized': 'P', motorized: 'P', mechanized: 'P' }, null, 0),
};

/** A hexside feature's effects: extra MP to cross, added to the hex's cost (8.8), and its Defense Multiple. */
export interface HexsideEffects {
  /** Extra MP to cross, by movement class. */
  readonly cost: Readonly<Record<LandMovementClass, number>>;
  /** Defense Multiple when every attacking unit attacks across such a hexside; `null` for none. */
  readonly defence: number | null;
}

/** STAND-IN hexside effects: rivers cost +1 MP (+2 motorized or mechanized) and double a defender attacked only across them. */
export const HEXSIDE_EFFECTS: Readonly<Record<'river', HexsideEffects>> = {
  river: { cost: { 'non-mechanized': 1, motorized: 2, mechanized: 2 }, defence: 2 },
};

/** Hex features on the TEC: a city (a named place) doubles its defender. STAND-IN. */
export const CITY_DEFENCE = 2;

/** MP per hex along a road or railroad used as a road (8.9): 1 non-mechanized, ½ mechanized; motorized units, being on wheels, pay as mechanized (an interpretation). */
export const ROAD_COST: Readonly<Record<LandMovementClass, number>> = { 'non-mechanized': 1, motorized: 0.5, mechanized: 0.5 };

/** MP per hex for a supply unit moving along a river (8.10). */
export const SUPPLY_RIVER_COST = 0.5;

/** MP to begin a rail move; then any number of friendly rail hexes for free (8.11). */
export const RAIL_MOVE_COST = 1;

/**
 * Stacking points of a unit by size (9.0, STAND-IN). Support and naval units
 * do not count toward stacking.
 */
export const STACKING_POINTS: Readonly<Record<UnitSize, number>> = { xxxx: 3, xxx: 2, xx: 1, x: 1 };

// ---------------------------------------------------------------------------
// Combat Results Table (stand-in rules 11.0–12.0)

/** The CRT's odds columns, worst to best. */
export const ODDS_LABELS: readonly string[] = ['1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'];

/** Odds below 1-3 are resolved on 1-3, above 6-1 on 6-1; odds are rounded in the defender's favour. STAND-IN. */
export const ODDS_TABLE: OddsTable = { kind: 'ratio', columns: ratioColumns(ODDS_LABELS), below: 'lowest', above: 'highest' };

/**
 * STAND-IN Combat Results Table: one die, high rolls good for the attacker.
 * Results: `AE` attacker eliminated; `AL` attacker loses one unit (a corps
 * breaks down to pay it, 7.2); `AR` attackers retreat one hex; `EX` exchange;
 * `DR` defenders retreat one hex; `DL` defender loses one unit and retreats
 * one hex; `DR2` defenders retreat two hexes; `DE` defenders eliminated.
 */
export const CRT: CombatResultsTable = {
  id: 'greater-east-asia-crt',
  columns: [...ODDS_LABELS],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['AE', 'AE', 'AL', 'AL', 'AR', 'AR', 'EX', 'DR'] },
    { roll: 2, results: ['AE', 'AL', 'AL', 'AR', 'AR', 'EX', 'DR', 'DL'] },
    { roll: 3, results: ['AL', 'AL', 'AR', 'AR', 'EX', 'DR', 'DL', 'DL'] },
    { roll: 4, results: ['AL', 'AR', 'AR', 'EX', 'DR', 'DL', 'DL', 'DR2'] },
    { roll: 5, results: ['AR', 'AR', 'EX', 'DR', 'DL', 'DR2', 'DR2', 'DE'] },
    { roll: 6, results: ['AR', 'EX', 'DR', 'DL', 'DR2', 'DE', 'DE', 'DE'] },
  ],
};

/**
 * The CRT's legend: what each result does, in order (the defender's part
 * first), and its words. One table, read by the attack procedures and the log.
 */
export const CRT_LEGEND: CombatLegend = {
  AE: { steps: [{ kind: 'eliminate', role: 'attacker' }], words: 'every attacking unit is eliminated' },
  AL: { steps: [{ kind: 'lose', role: 'attacker', count: 1 }], words: 'the attacker loses a division (a corps breaks down to pay it)' },
  AR: { steps: [{ kind: 'retreat', role: 'attacker', hexes: 1 }], words: 'the attackers retreat one hex' },
  EX: { steps: [{ kind: 'lose', role: 'defender', count: 1 }, { kind: 'lose', role: 'attacker', count: 1 }, { kind: 'advance' }], words: 'exchange: each side loses a division' },
  DR: { steps: [{ kind: 'retreat', role: 'defender', hexes: 1 }, { kind: 'advance' }], words: 'the defenders retreat one hex' },
  DL: { steps: [{ kind: 'lose', role: 'defender', count: 1 }, { kind: 'retreat', role: 'defender', hexes: 1 }, { kind: 'advance' }], words: 'the defender loses a division, then retreats one hex' },
  DR2: { steps: [{ kind: 'retreat', role: 'defender', hexes: 2 }, { kind: 'advance' }], words: 'the defenders retreat two hexes' },
  DE: { steps: [{ kind: 'eliminate', role: 'defender' }, { kind: 'advance' }], words: 'every defending unit is eliminated' },
};

// ---------------------------------------------------------------------------
// Turn Record

/** The four quarters of a year; III is summer (mapsheet errata). */
export type Quarter = 'I' | 'II' | 'III' | 'IV';

/** One box of the Turn Record Track. */
export interface TurnRecordEntry {
  /** Game turn number. */
  readonly turn: number;
  /** Its year. */
  readonly year: number;
  /** Its quarter. */
  readonly quarter: Quarter;
  /** The months it covers. */
  readonly months: string;
  /** Whether it is a summer (III) turn: supply attrition checks in desert (TEC errata). */
  readonly summer: boolean;
}

const MONTHS: Readonly<Record<Quarter, string>> = { I: 'Jan–Mar', II: 'Apr–Jun', III: 'Jul–Sep', IV: 'Oct–Dec' };

/**
 * The Turn Record (2.13, errata): December 1941 is turn 1; 1942–1944 have four
 * turns each (2–13); 1945 has three, numbered 14–16. Sixteen turns in all.
 */
export const TURN_RECORD: readonly TurnRecordEntry[] = [
  { turn: 1, year: 1941, quarter: 'IV', months: 'Dec', summer: false },
  ...[1942, 1943, 1944].flatMap((year, y) =>
    (['I', 'II', 'III', 'IV'] as const).map((quarter, q) => ({ turn: 2 + y * 4 + q, year, quarter, months: MONTHS[quarter], summer: quarter === 'III' })),
  ),
  ...(['I', 'II', 'III'] as const).map((quarter, q) => ({ turn: 14 + q, year: 1945, quarter, months: MONTHS[quarter], summer: quarter === 'III' })),
];

/** The last turn of the war. */
export const LAST_TURN = 16;

/** The year of a turn. */
export function yearOf(turn: number): number {
  const t = TURN_RECORD.find((e) => e.turn === turn);
  if (!t) throw new Error(`there is no turn ${turn} on the Turn Record (1–${LAST_TURN})`);
  return t.year;
}

// ---------------------------------------------------------------------------
// Victory points

/** A player's VP total never goes above 100 (5.6). */
export const VP_CAP = 100;

// ---------------------------------------------------------------------------
// Mobilization Costs Table

/**
 * One line of the Mobilization Costs Table (6.2, 6.3). A counter uses the most
 * specific line that matches it (designation, then size, then type).
 */
export interface MobilizationCost {
  /** The nationality. */
  readonly nationality: Nationality;
  /** The unit type. */
  readonly type: UnitType;
  /** Only units of this size, if given. */
  readonly size?: UnitSize;
  /** Only the counter with this designation, if given. */
  readonly designation?: string;
  /** VP to mobilize one, or `null` for the printed "-": never mobilized with VP. */
  readonly cost: number | null;
  /** Only in turns of these years, printed "(1942+1943)". */
  readonly years?: readonly number[];
  /** Only once per game, printed "(once)". */
  readonly once?: boolean;
}

const m = (nationality: Nationality, type: UnitType, cost: number | null, extra: { size?: UnitSize; designation?: string; years?: number[]; once?: boolean } = {}): MobilizationCost => ({ nationality, type, cost, ...extra });

/** The Mobilization Costs Table. STAND-IN values; its form ("-", years, once) is the text's (6.3). */
export const MOBILIZATION_COSTS: readonly MobilizationCost[] = [
  // Japanese
  m('japanese', 'headquarters', 6),
  m('japanese', 'headquarters', 6, { designation: 'Burma AA', years: [1943, 1944, 1945], once: true }),
  m('japanese', 'infantry', null, { size: 'xxx' }),
  m('japanese', 'mechanized', null, { size: 'xxx' }),
  m('japanese', 'infantry', 4, { size: 'xx' }),
  m('japanese', 'mechanized', 6, { size: 'xx', years: [1942, 1943, 1944] }),
  m('japanese', 'armor', 3),
  m('japanese', 'light-infantry', 2),
  m('japanese', 'garrison', 1),
  m('japanese', 'cavalry', 2),
  m('japanese', 'marine', 2),
  m('japanese', 'airborne', 3, { years: [1942, 1943, 1944] }),
  m('japanese', 'tactical-airbase', 3),
  m('japanese', 'strategic-airbase', 5),
  m('japanese', 'supply', 2),
  m('japanese', 'carrier-task-force', 8, { once: true }),
  m('japanese', 'bombardment-task-force', 5),
  m('japanese', 'amphibious-task-force', 4),
  // Client states
  m('manchukuo', 'infantry', 2),
  m('manchukuo', 'cavalry', 1),
  m('mengjiang', 'cavalry', 1),
  m('north-china', 'garrison', 1),
  m('central-china', 'infantry', 2),
  m('central-china', 'garrison', 1),
  m('indochina', 'garrison', null),
  m('siam', 'infantry', 2, { years: [1942, 1943] }),
  m('burma-independence-army', 'light-infantry', 1, { years: [1942, 1943, 1944] }),
  m('east-indies-independence-army', 'light-infantry', 1, { years: [1945] }),
  m('indian-national-army', 'infantry', 2, { years: [1943, 1944], once: true }),
  // British
  m('british', 'headquarters', 6),
  m('british', 'infantry', null, { size: 'xxx' }),
  m('british', 'mechanized', null, { size: 'xxx' }),
  m('british', 'infantry', 4, { size: 'xx' }),
  m('british', 'light-infantry', 2),
  m('british', 'garrison', 1),
  m('british', 'armor', 3),
  m('british', 'airborne', 4, { years: [1944, 1945] }),
  m('british', 'special-operations', 3, { years: [1943, 1944, 1945] }),
  m('british', 'fortress', null),
  m('british', 'tactical-airbase', 3),
  m('british', 'strategic-airbase', 5, { years: [1944, 1945] }),
  m('british', 'bombardment-task-force', 5),
  m('british', 'amphibious-task-force', 4, { years: [1944, 1945] }),
  // US
  m('us', 'infantry', null),
  m('us', 'marine', null),
  m('us', 'armor', 3, { years: [1944, 1945], once: true }),
  m('us', 'special-operations', 3, { years: [1944, 1945] }),
  m('us', 'tactical-airbase', 3),
  m('us', 'tactical-airbase', 2, { designation: 'AVG', years: [1941, 1942], once: true }),
  m('us', 'strategic-airbase', 6, { years: [1944, 1945] }),
  m('us', 'bombardment-task-force', 5),
  m('us', 'carrier-task-force', 8, { years: [1945], once: true }),
  m('us', 'amphibious-task-force', 4, { years: [1944, 1945] }),
  // Allied supply
  m('allied', 'supply', 2),
  // Dutch
  m('dutch', 'infantry', 3, { years: [1941, 1942] }),
  m('dutch', 'garrison', 1, { years: [1941, 1942] }),
  m('dutch', 'tactical-airbase', 3, { years: [1941, 1942] }),
  m('dutch', 'bombardment-task-force', null),
  // Nationalist Chinese (23.0 is missing; these stand in for it)
  m('nationalist-chinese', 'headquarters', null),
  m('nationalist-chinese', 'infantry', 2, { size: 'xxx' }),
  m('nationalist-chinese', 'infantry', 5, { size: 'xxxx', designation: 'CXF', years: [1942], once: true }),
  m('nationalist-chinese', 'infantry', 5, { size: 'xxxx', designation: 'Y', years: [1943, 1944], once: true }),
  m('nationalist-chinese', 'infantry', 5, { size: 'xxxx', designation: 'Z', years: [1944, 1945], once: true }),
  m('nationalist-chinese', 'cavalry', 1),
  m('nationalist-chinese', 'light-infantry', 1),
  // Chinese Communist
  m('chinese-communist', 'light-infantry', 1),
  m('chinese-communist', 'infantry', 2),
  m('chinese-communist', 'cavalry', 1),
];

/** The Mobilization Costs Table line for a counter: the most specific that matches, or `undefined`. */
export function mobilizationCostOf(c: { readonly nationality: Nationality; readonly type: UnitType; readonly size: UnitSize; readonly designation: string }): MobilizationCost | undefined {
  const matching = MOBILIZATION_COSTS.filter(
    (e) => e.nationality === c.nationality && e.type === c.type && (e.size === undefined || e.size === c.size) && (e.designation === undefined || e.designation === c.designation),
  );
  const rank = (e: MobilizationCost) => (e.designation !== undefined ? 2 : 0) + (e.size !== undefined ? 1 : 0);
  return matching.sort((a, b) => rank(b) - rank(a))[0];
}

/** A line's VP cost as the table prints it: `"-"`, `"4"`, `"3 (1942+1943)"`, `"8 (once)"`. */
export function printedCost(e: MobilizationCost): string {
  if (e.cost === null) return '-';
  const notes = [...(e.years ? [`(${e.years.join('+')})`] : []), ...(e.once ? ['(once)'] : [])];
  return [String(e.cost), ...notes].join(' ');
}

// ---------------------------------------------------------------------------
// Reinforcement Placement Table

/** Named entry-hex sets of the map (see `ENTRY_HEXES` in `map.ts`). */
export type EntryName = 'japanPorts' | 'indiaWestEdge' | 'calcutta' | 'hump';

/**
 * One line of the Reinforcement Placement Table (6.4): where reinforcements of
 * a nationality (and, if given, of some types) may be placed. A hex qualifies
 * if it is in one of `countries` (and `zone`, for China) or one of `entries`,
 * is of the `hexes` kind, and, if `friendly`, is controlled by the owning
 * side. On top of this, 6.4 forbids enemy-occupied and prohibited hexes and
 * ignores stacking and enemy ZOC; 6.8 loses a unit that has no such hex.
 */
export interface PlacementRule {
  /** The nationality. */
  readonly nationality: Nationality;
  /** Only these unit types, if given. */
  readonly types?: readonly UnitType[];
  /** Countries whose hexes qualify. */
  readonly countries?: readonly CountryId[];
  /** For China, only this zone (2.2). */
  readonly zone?: ChinaZone;
  /** Entry-hex sets that qualify. */
  readonly entries?: readonly EntryName[];
  /** Which hexes of those places: any land hex, a city (named place) or a port. */
  readonly hexes: 'any' | 'city' | 'port';
  /** Whether the hex must be controlled by the owning side. */
  readonly friendly: boolean;
  /** The rule in a player's words. */
  readonly note: string;
}

const NAVAL: readonly UnitType[] = ['bombardment-task-force', 'carrier-task-force', 'amphibious-task-force'];

/** The Reinforcement Placement Table. STAND-IN. */
export const REINFORCEMENT_PLACEMENT: readonly PlacementRule[] = [
  { nationality: 'japanese', types: NAVAL, entries: ['japanPorts'], hexes: 'port', friendly: true, note: 'Japanese naval units: in a port of Japan.' },
  { nationality: 'japanese', countries: ['japan', 'korea', 'manchukuo', 'formosa'], hexes: 'any', friendly: true, note: 'Japanese units: anywhere in Japan, Korea, Manchukuo or Formosa.' },
  { nationality: 'japanese', countries: ['china', 'indochina', 'siam', 'burma', 'malaya', 'dutch-east-indies', 'philippines', 'british-borneo', 'hong-kong'], hexes: 'port', friendly: true, note: 'Japanese ground and support units: or in any Japanese-controlled port.' },
  { nationality: 'manchukuo', countries: ['manchukuo'], hexes: 'any', friendly: true, note: 'Anywhere in Manchukuo.' },
  { nationality: 'mengjiang', countries: ['mengjiang'], hexes: 'any', friendly: true, note: 'Anywhere in Mengjiang.' },
  { nationality: 'north-china', countries: ['china'], hexes: 'city', friendly: true, note: 'A Japanese-controlled city in China.' },
  { nationality: 'central-china', countries: ['china'], hexes: 'city', friendly: true, note: 'A Japanese-controlled city in China.' },
  { nationality: 'indochina', countries: ['indochina'], hexes: 'any', friendly: true, note: 'Anywhere in Indochina.' },
  { nationality: 'siam', countries: ['siam'], hexes: 'any', friendly: true, note: 'Anywhere in Siam.' },
  { nationality: 'burma-independence-army', countries: ['burma'], hexes: 'any', friendly: true, note: 'A Japanese-controlled hex of Burma.' },
  { nationality: 'east-indies-independence-army', countries: ['dutch-east-indies'], hexes: 'city', friendly: true, note: 'A Japanese-controlled city of the Dutch East Indies.' },
  { nationality: 'indian-national-army', countries: ['burma', 'malaya'], hexes: 'city', friendly: true, note: 'A Japanese-controlled city of Burma or Malaya.' },
  { nationality: 'british', types: NAVAL, countries: ['india'], hexes: 'port', friendly: true, note: 'British naval units: in an Allied-controlled port of India (or by amphibious entry, 6.6).' },
  { nationality: 'british', countries: ['india'], entries: ['indiaWestEdge'], hexes: 'city', friendly: true, note: 'British units: an Allied-controlled city of India or a west-edge hex of India (or by amphibious entry, 6.6).' },
  { nationality: 'us', types: NAVAL, countries: ['india'], hexes: 'port', friendly: true, note: 'US naval units: in an Allied-controlled port of India (or by amphibious entry, 6.6).' },
  { nationality: 'us', entries: ['calcutta', 'hump', 'indiaWestEdge'], hexes: 'any', friendly: true, note: 'US units: Calcutta, Kunming (over the Hump) or the west edge of India (or by amphibious entry, 6.6).' },
  { nationality: 'allied', entries: ['calcutta', 'hump', 'indiaWestEdge'], hexes: 'any', friendly: true, note: 'Allied supply units: Calcutta, Kunming or the west edge of India.' },
  { nationality: 'dutch', countries: ['dutch-east-indies'], hexes: 'city', friendly: true, note: 'An Allied-controlled city of the Dutch East Indies.' },
  { nationality: 'nationalist-chinese', countries: ['china'], zone: 'nationalist', hexes: 'city', friendly: true, note: 'An Allied-controlled city of the Nationalist Zone.' },
  { nationality: 'chinese-communist', countries: ['china'], zone: 'communist', hexes: 'any', friendly: true, note: 'An Allied-controlled hex of the Communist Zone.' },
];

// ---------------------------------------------------------------------------
// Corps Components Table

/** A component of a corps: so many units of one type and size, of the corps' nationality. */
export interface CorpsComponent {
  /** The type. */
  readonly type: UnitType;
  /** The size. */
  readonly size: UnitSize;
  /** How many. */
  readonly count: number;
  /** The factors of the units placed on breakdown (any of the type and size may combine). */
  readonly factors: string;
}

/** One line of the Corps Components Table (7.1–7.5). */
export interface CorpsComponents {
  /** The corps' nationality: British or Japanese only (7.5). */
  readonly nationality: 'british' | 'japanese';
  /** Its printed name. */
  readonly name: string;
  /** The corps counter's type. */
  readonly type: UnitType;
  /** The corps counter's printed factors. */
  readonly factors: string;
  /** What it breaks down into and combines from (7.2, 7.3). */
  readonly components: readonly CorpsComponent[];
  /** Supply units of the side spent to combine, never given back on breakdown (7.2). */
  readonly supplyToCombine: number;
}

/**
 * The Corps Components Table. STAND-IN except: British and Japanese corps
 * only (7.5); the British Mechanized Corps is three infantry divisions and an
 * armored brigade (7.4); the Japanese Mechanized Corps is 3-1-7 (correction).
 */
export const CORPS_COMPONENTS: readonly CorpsComponents[] = [
  {
    nationality: 'british',
    name: 'British Infantry Corps',
    type: 'infantry',
    factors: '6-7-4',
    components: [{ type: 'infantry', size: 'xx', count: 3, factors: '2-2-4' }],
    supplyToCombine: 0,
  },
  {
    nationality: 'british',
    name: 'British Mechanized Corps',
    type: 'mechanized',
    factors: '8-7-6',
    components: [
      { type: 'infantry', size: 'xx', count: 3, factors: '2-2-4' },
      { type: 'armor', size: 'x', count: 1, factors: '2-1-6' },
    ],
    supplyToCombine: 1,
  },
  {
    nationality: 'japanese',
    name: 'Japanese Infantry Corps',
    type: 'infantry',
    factors: '7-6-4',
    components: [{ type: 'infantry', size: 'xx', count: 3, factors: '2-2-4' }],
    supplyToCombine: 0,
  },
  {
    nationality: 'japanese',
    name: 'Japanese Mechanized Corps',
    type: 'mechanized',
    factors: '3-1-7',
    components: [
      { type: 'mechanized', size: 'xx', count: 1, factors: '2-1-7' },
      { type: 'armor', size: 'x', count: 1, factors: '1-1-7' },
    ],
    supplyToCombine: 1,
  },
];
