/**
 * STAND-IN counter mix for A Master Stroke. The published counter sheet could
 * not be found; these units follow every unit the rules text names (the 17th
 * Indian Division's brigades, 1/3 Gurkha 3-4-3, 5 PH *-2-4, the two Border
 * Regiment battalions of the 5th Indian Division, the 55th, 56th and 214th
 * Regiments, the 49th Division's seven infantry units, the 14th Tank Regiment,
 * the independent artillery, anti-tank and infantry units) and the counter
 * abbreviations of the players' aid (B Gren, DH, FFR, LC, PH, NF, Med, Lt).
 * Factors other than those of the worked example are invented.
 *
 * @module
 */
import type { CounterData, StepFactors } from 'hexwar';

/**
 * The two sides.
 *
 * @category Meiktila
 */
export type Side = 'allied' | 'japanese';

/** What a counter is, for the rules of 8.0. */
export type UnitClass = 'infantry' | 'armour' | 'artillery' | 'antitank';

/** How a unit enters play (3.0, 8.1, 10.0, 11.2). */
export type Arrival = 'setup' | 'air' | 'north' | 'south' | 'variant';

/**
 * A Meiktila counter: the core's printed data plus the formation that
 * activates it and how it arrives.
 */
export interface MeiktilaCounter extends CounterData<Side> {
  /** The owning side. */
  readonly side: Side;
  /** Its class. */
  readonly type: UnitClass;
  /** Brigade or regiment, for stacking (6.3); independents have their own id. */
  readonly formation: string;
  /** The activation marker formation that activates it (6.1.1); `null` for units any marker of their side activates. */
  readonly activatedBy: string | null;
  /** Japanese independents (white icons) and the 14th Tank Regiment (6.1.1). */
  readonly independent: boolean;
  /** How it enters play. */
  readonly arrival: Arrival;
  /** Where it sets up (set-up units only), a stand-in deployment legal under 10.1 and 10.2. */
  readonly setupHex?: string;
  /** Printed factors, full strength first. */
  readonly factors: readonly StepFactors[];
}

const f = (attack: number | null, defence: number, movement: number, range?: number): StepFactors => (range === undefined ? { attack, defence, movement } : { attack, defence, movement, range });

function unit(
  id: string,
  side: Side,
  type: UnitClass,
  formation: string,
  activatedBy: string | null,
  arrival: Arrival,
  factors: StepFactors[],
  extra: { name?: string; independent?: boolean; setupHex?: string } = {},
): MeiktilaCounter {
  return {
    id,
    side,
    name: extra.name ?? id,
    type,
    steps: factors.length,
    formation,
    size: type,
    factors,
    activatedBy,
    independent: extra.independent ?? false,
    arrival,
    ...(extra.setupHex ? { setupHex: extra.setupHex } : {}),
  };
}

const inf = (a: number, d: number, m: number, ra: number, rd: number) => [f(a, d, m), f(ra, rd, m)];

/** Every unit counter. Air units and markers are not units (see `tables.ts`). */
export const counters: readonly MeiktilaCounter[] = [
  // --- Allied: 17th Indian Division -------------------------------------------------
  unit('1 WY', 'allied', 'infantry', '48 Bde', '48 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '1st West Yorkshire', setupHex: 'J13' }),
  unit('1/7 GR', 'allied', 'infantry', '48 Bde', '48 Bde', 'setup', inf(3, 4, 3, 2, 2), { name: '1/7 Gurkha Rifles', setupHex: 'J12' }),
  unit('4/12 FFR', 'allied', 'infantry', '48 Bde', '48 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '4/12 Frontier Force Rifles', setupHex: 'I13' }),
  unit('1/10 GR', 'allied', 'infantry', '63 Bde', '63 Bde', 'setup', inf(3, 4, 3, 2, 2), { name: '1/10 Gurkha Rifles', setupHex: 'M15' }),
  unit('7/10 Baluch', 'allied', 'infantry', '63 Bde', '63 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '7/10 Baluch', setupHex: 'L15' }),
  unit('9/12 FFR', 'allied', 'infantry', '63 Bde', '63 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '9/12 Frontier Force Rifles', setupHex: 'M14' }),
  unit('1/3 GR', 'allied', 'infantry', '99 Bde', '99 Bde', 'setup', inf(3, 4, 3, 2, 2), { name: '1/3 Gurkha Rifles', setupHex: 'M7' }),
  unit('6/15 Punjab', 'allied', 'infantry', '99 Bde', '99 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '6/15 Punjab', setupHex: 'C9' }),
  unit('1 Sikh LI', 'allied', 'infantry', '99 Bde', '99 Bde', 'setup', inf(3, 3, 3, 2, 2), { name: '1st Sikh Light Infantry', setupHex: 'C10' }),
  unit('5 PH', 'allied', 'armour', '255 Tank Bde', '255 Tank Bde', 'setup', [f(null, 2, 4), f(null, 1, 4)], { name: "Probyn's Horse", setupHex: 'M7' }),
  unit('9 DH', 'allied', 'armour', '255 Tank Bde', '255 Tank Bde', 'setup', [f(null, 2, 4), f(null, 1, 4)], { name: 'Royal Deccan Horse', setupHex: 'J14' }),
  unit('16 LC', 'allied', 'armour', '255 Tank Bde', '255 Tank Bde', 'setup', [f(null, 1, 5), f(null, 1, 5)], { name: '16th Light Cavalry', setupHex: 'H16' }),
  unit('4 B Gren', 'allied', 'infantry', '255 Tank Bde', '255 Tank Bde', 'setup', inf(2, 3, 4, 1, 2), { name: '4th Bombay Grenadiers', setupHex: 'H17' }),
  unit('129 Fd', 'allied', 'artillery', '17 Div Arty', null, 'setup', [f(3, 2, 3, 3), f(2, 1, 3, 3)], { name: '129th Field Regiment', setupHex: 'J13' }),
  unit('1 Ind Med', 'allied', 'artillery', '17 Div Arty', null, 'setup', [f(4, 2, 2, 4), f(2, 1, 2, 4)], { name: '1st Indian Medium Regiment', setupHex: 'I12' }),
  unit('21 Mtn', 'allied', 'artillery', '17 Div Arty', null, 'setup', [f(2, 1, 3, 2), f(1, 1, 3, 2)], { name: '21st Mountain Regiment', setupHex: 'M14' }),
  // --- Allied: 5th Indian Division, flown in (8.1.1) ------------------------------------
  unit('1 Border', 'allied', 'infantry', 'Border', null, 'air', inf(3, 3, 3, 2, 2), { name: '1st Bn, Border Regiment' }),
  unit('2 Border', 'allied', 'infantry', 'Border', null, 'air', inf(3, 3, 3, 2, 2), { name: '2nd Bn, Border Regiment' }),
  // --- Japanese: 18th Division ------------------------------------------------------------
  unit('1/55', 'japanese', 'infantry', '55 Rgt', '18 Div', 'setup', inf(2, 3, 3, 1, 2), { name: '1st Bn, 55th Regiment', setupHex: 'L1' }),
  unit('2/55', 'japanese', 'infantry', '55 Rgt', '18 Div', 'setup', inf(2, 3, 3, 1, 2), { name: '2nd Bn, 55th Regiment', setupHex: 'M1' }),
  unit('3/55', 'japanese', 'infantry', '55 Rgt', '18 Div', 'setup', inf(2, 3, 3, 1, 2), { name: '3rd Bn, 55th Regiment', setupHex: 'N1' }),
  unit('1/56', 'japanese', 'infantry', '56 Rgt', '18 Div', 'variant', inf(2, 3, 3, 1, 2), { name: '1st Bn, 56th Regiment (variant)' }),
  unit('2/56', 'japanese', 'infantry', '56 Rgt', '18 Div', 'variant', inf(2, 3, 3, 1, 2), { name: '2nd Bn, 56th Regiment (variant)' }),
  unit('3/56', 'japanese', 'infantry', '56 Rgt', '18 Div', 'variant', inf(2, 3, 3, 1, 2), { name: '3rd Bn, 56th Regiment (variant)' }),
  // --- Japanese: 33rd Division --------------------------------------------------------------
  unit('1/214', 'japanese', 'infantry', '214 Rgt', '33 Div', 'north', inf(3, 3, 3, 2, 2), { name: '1st Bn, 214th Regiment' }),
  unit('2/214', 'japanese', 'infantry', '214 Rgt', '33 Div', 'north', inf(2, 3, 3, 1, 2), { name: '2nd Bn, 214th Regiment' }),
  // --- Japanese: 49th Division (south edge, 8.1.2) ----------------------------------------------
  unit('1/106', 'japanese', 'infantry', '106 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '1st Bn, 106th Regiment' }),
  unit('2/106', 'japanese', 'infantry', '106 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '2nd Bn, 106th Regiment' }),
  unit('3/106', 'japanese', 'infantry', '106 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '3rd Bn, 106th Regiment' }),
  unit('1/168', 'japanese', 'infantry', '168 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '1st Bn, 168th Regiment' }),
  unit('2/168', 'japanese', 'infantry', '168 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '2nd Bn, 168th Regiment' }),
  unit('3/168', 'japanese', 'infantry', '168 Rgt', '49 Div', 'south', inf(3, 3, 3, 2, 2), { name: '3rd Bn, 168th Regiment' }),
  unit('49 Recce', 'japanese', 'infantry', '49 Div Tps', '49 Div', 'south', inf(2, 2, 4, 1, 1), { name: '49th Reconnaissance' }),
  // --- Japanese: 14th Tank Regiment (activates with any Japanese marker) -------------------
  unit('1/14 Tk', 'japanese', 'armour', '14 Tank Rgt', null, 'setup', [f(null, 2, 4)], { name: '1/14 Tank', independent: true, setupHex: 'M1' }),
  unit('2/14 Tk', 'japanese', 'armour', '14 Tank Rgt', null, 'north', [f(null, 2, 4)], { name: '2/14 Tank', independent: true }),
  // --- Japanese: independents (white icons) --------------------------------------------------
  unit('Ind Art A', 'japanese', 'artillery', 'Ind Art A', null, 'north', [f(3, 1, 2, 3)], { name: 'Independent Field Artillery', independent: true }),
  unit('Ind Med Art', 'japanese', 'artillery', 'Ind Med Art', null, 'north', [f(4, 1, 2, 4)], { name: 'Independent Medium Artillery', independent: true }),
  unit('Ind AT 1', 'japanese', 'antitank', 'Ind AT 1', null, 'north', [f(0, 2, 2)], { name: 'Independent AT Battery 1', independent: true }),
  unit('Ind AT 2', 'japanese', 'antitank', 'Ind AT 2', null, 'north', [f(0, 2, 2)], { name: 'Independent AT Battery 2', independent: true }),
  unit('NF', 'japanese', 'infantry', 'NF', null, 'north', inf(3, 3, 3, 2, 2), { name: 'Naganuma Force', independent: true }),
  unit('Ind Inf', 'japanese', 'infantry', 'Ind Inf', null, 'north', inf(2, 2, 3, 1, 1), { name: 'Independent Infantry Battalion', independent: true }),
];
