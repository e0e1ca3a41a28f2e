/**
 * A Master Stroke: The Battle for Meiktila (Burma, 5-14 March 1945): the
 * Allied 17th Indian Division holds Meiktila and its airfields, supplied by
 * air, against the converging Japanese 18th, 33rd and 49th Divisions. Ten
 * daily turns of chit-pull activations. See README.md for stand-in data.
 *
 * @module hexwar/games/meiktila
 */
import * as z from 'zod';
import { counters } from './data/counters';
import { meiktilaMap } from './data/map';
import { crtReference } from 'hexwar/combat';
import { SUPPLY_TRACK, TURNS, crt } from './data/tables';
import { score, targets } from './rules/bot';
import { evaluate } from './rules/search';
import { combat } from './rules/combat';
import { OBJECTIVES, stackOk } from './rules/common';
import { EVENTS } from './rules/events';
import { placeImprovedPosition, quickSetupIps, setup, setupUnits } from './rules/setup';
import { activation, cup, onStepLost, phases, victory } from './rules/turn';
import type { Game, ReadContext, VerbOf, WithVerbs } from 'hexwar';
import type { CombatDecision } from 'hexwar/combat';
import { kit, type G, type MeiktilaData } from './rules/types';

/**
 * The match options: the optional rules (11.0 and 6.5.3), all off by default,
 * and `quickSetup`, which skips the players' set-up (10.1, 10.2) for the fixed
 * stand-in deployment (off by default: the players set up as 10.0 says).
 */
export const meiktilaOptions = z.object({
  /** 11.1 Banzai charges. */
  banzai: z.boolean().default(false),
  /** 11.2 Kimura's hesitation. */
  kimura: z.boolean().default(false),
  /** 6.5.3 optional retreat rule: one retreat roll per point of the result. */
  multiRollRetreat: z.boolean().default(false),
  /** Skip the set-up phases and start from the fixed stand-in deployment (legal under 10.1 and 10.2). */
  quickSetup: z.boolean().default(false),
});

/**
 * The game's invariants, checked by the fuzzer after every action.
 *
 * @example
 * ```ts
 * import { fuzz } from 'hexwar';
 * import { meiktila, meiktilaInvariants } from 'hexwar/games/meiktila';
 *
 * meiktilaInvariants(ctx); // what is broken in this position, in words; [] while they all hold
 * // The game's `invariants` hook: the fuzzer checks every state of every game it plays against them.
 * fuzz(meiktila, { games: 4 }).findings; // [] while they all hold
 * ```
 */
export function meiktilaInvariants(ctx: ReadContext<G>): string[] {
  const out: string[] = [];
  for (const u of ctx.state.units) {
    if (u.at !== null && ctx.board.terrain(u.at) === 'lake') out.push(`${u.id} is in prohibited terrain ${u.at}`);
    if (ctx.turn >= 1 && u.box === 'setup') out.push(`${u.id} was never set up (10.0)`);
  }
  for (const hex of new Set(ctx.board.unitsOf('allied').map((u) => u.at))) if (ctx.board.enemyAt(hex, 'allied')) out.push(`both sides in ${hex}`);
  if (ctx.track('vp.japanese') < ctx.data.supplyZeroTurns) out.push('Japanese VP below the turns at Supply Level 0 (9.1)');
  if (['supply', 'airPower', 'alliedSetup', 'japaneseSetup'].includes(ctx.phase)) {
    for (const side of ['allied', 'japanese']) for (const hex of new Set(ctx.board.unitsOf(side).map((u) => u.at))) if (!ctx.board.mayStack(ctx.board.sideAt(hex, side).map((u) => u.id))) out.push(`overstacked ${hex} after the end of a turn`);
  }
  return out;
}

/**
 * Meiktila's verbs, as a caller may write them (`meiktila.apply(state, { type: 'declareAttack', … })`): the
 * set-up's, the supply and air phases', the activation cup's and its stages', and the attack's.
 */
export type MeiktilaVerb =
  | 'place' | 'finishSetup' | 'placeImprovedPosition' | 'endSupply' | 'allocateAir' | 'chooseFirst' | 'chooseOrder' | 'pass'
  | 'move' | 'entrench' | 'replace' | 'callReinforcement' | 'enterAt' | 'flyIn' | 'endMove' | 'declareAttack' | 'endAttacks'
  | 'addAttacker' | 'addArtillery' | 'addAir' | 'banzai' | 'defArtillery' | 'defAir' | 'resolveAttack' | 'cancelAttack' | 'defDone'
  | 'takeLoss' | 'retreat' | 'retreatTo' | 'noRetreat' | 'advance' | 'noAdvance';

const defined = kit.defineGame({
  id: 'meiktila',
  title: 'A Master Stroke: The Battle for Meiktila',
  version: '0.3.0',
  map: meiktilaMap,
  counters,
  scenarios: {
    standard: {
      title: 'The Battle for Meiktila, 5-14 March 1945',
      description: 'The one scenario (10.0).',
      victory: `Victory points (9.1): 1 for each enemy step lost; at the end, 2 for each airfield and 5 for Meiktila city controlled; the Japanese 1 for each turn the Allied Supply Level is 0 or less. After turn ${TURNS} the Japanese total is taken from the Allied (9.2): 0 or less a Japanese victory, 1 to 4 an Allied minor victory, 5 or more an Allied major victory.`,
      // The stand-in deployment (10.1, 10.2): what the quick set-up places.
      setup: Object.fromEntries(counters.flatMap((c) => (c.setupHex ? [[c.id, c.setupHex]] : []))),
    },
  },
  reference: [crtReference(crt, { title: 'Combat Results Table (stand-in)', rule: '6.5', notes: ['attacker / defender: the attacker\'s number is units that retreat or lose a step, the defender\'s hexes to retreat or steps to lose (6.5.2); a unit retreats only after a retreat roll (6.5.3)', '-: no effect', 'E: every unit of that side is eliminated'] })],
  options: meiktilaOptions,
  guards: { playersSetUp: (ctx) => !ctx.options.quickSetup },
  tracks: { supply: SUPPLY_TRACK, 'vp.allied': { start: 0, min: 0 }, 'vp.japanese': { start: 0, min: 0 } },
  // Marks that last the turn (4.4 removes Out of Supply and Fired markers; 6.2.1, 8.1 are per turn).
  stacking: { allows: stackOk, rule: '6.3' },
  flags: { oos: { until: 'turn', rule: '4.4' }, fired: { until: 'turn', rule: '4.4' }, noAttack: { until: 'turn', rule: '8.1.3' }, tried: { until: 'turn', rule: '8.1' }, arrived: { until: 'turn', rule: '8.1.1' }, marched: { until: 'turn', rule: '6.2.1' }, touchedZoc: { until: 'turn', rule: '6.2.1' }, redeployed: { until: 'game', rule: '10.1' } },
  setup(sctx) {
    const quick = sctx.options.quickSetup === true;
    const data: MeiktilaData = {
      sixes: 0,
      sentai: 0,
      alliedAir: 0,
      airFree: { allied: 0, japanese: 0 },
      initiative: null,
      air: null,
      alliedSteps: { replacements: 0, reinforcements: 0 },
      japaneseReplacements: { north: 0, south: 0 },
      reserveHeld: [],
      japaneseAttacked: false,
      // 10.2: in the fixed deployment the Japanese set-up units start in improved positions.
      ips: quick ? quickSetupIps() : {},
      // The Allies hold the area at the start (1.0).
      control: Object.fromEntries(OBJECTIVES.map((h) => [h, 'allied' as const])),
      supplyZeroTurns: 0,
    };
    return { units: setupUnits(quick), data };
  },
  phases: {
    alliedSetup: { title: 'Allied Set-up', enter: (ctx) => ctx.setActive('allied'), actions: { ...setup.actions, placeImprovedPosition } },
    japaneseSetup: { title: 'Japanese Set-up', enter: (ctx) => ctx.setActive('japanese'), actions: { ...setup.actions, placeImprovedPosition } },
    ...phases,
  },
  procedures: { ...cup.procedures, ...activation, ...combat.procedures },
  onStepLost,
  finalResult: (ctx) => victory.result(ctx),
  invariants: meiktilaInvariants,
  events: EVENTS,
  // Playouts score a few sampled candidates a step, not every move of every unit: 1.7x the rules' cost in the bench, not 2.7x (issue 40).
  bot: { score, objectives: (ctx, side) => targets(ctx, side), evaluate, search: { playout: 'sampled' } },
});

// The list above is the one defineGame read from the definition, neither more nor less.
type Read = VerbOf<NonNullable<(typeof defined)['spec']>>;
const exact: [Read] extends [MeiktilaVerb] ? ([MeiktilaVerb] extends [Read] ? true : false) : false = true;
void exact;

/** The Meiktila plugin. */
export const meiktila: Game<WithVerbs<G, MeiktilaVerb, undefined, 'standard', CombatDecision>> = defined;

export type { MeiktilaData, MeiktilaDecision, MeiktilaEvent, MeiktilaOptions, G as MeiktilaSpec } from './rules/types';
export type { Side } from './data/counters';
