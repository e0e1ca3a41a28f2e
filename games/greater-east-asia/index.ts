/**
 * The Greater East Asia War (World at War no. 6, 2009): China and South-East
 * Asia, December 1941 to 1945, in three-month turns and 120 km hexes. Victory
 * points are both score and currency. Scenario I, "1941–42: Asian
 * Blitzkrieg", bot against bot. The rules text stops at 8.12: see README.md
 * for every stand-in (the map, the tables, rules 9.0–28.0).
 *
 * @module hexwar/games/greater-east-asia
 */
import * as z from 'zod';
import { actingFrame, type Game, type ReadContext, type VerbOf, type WithVerbs } from 'hexwar';
import { crtReference, type CombatDecision } from 'hexwar/combat';
import { SCENARIO_1, SCENARIO_1_DEPLOYMENT } from './data/scenario1';
import { CRT, VP_CAP } from './data/tables';
import { candidates, objectives, score } from './rules/bot';
import { combat, onStepLost } from './rules/combat';
import { counterOf, fits, GAME_COUNTERS, isLand, prohibited, turnEntry, vpTrack } from './rules/common';
import { EVENTS } from './rules/events';
import { onceUsedAtStart } from './rules/mobilization';
import { GAME_MAP } from './rules/map';
import { setupUnits } from './rules/setup';
import { phases } from './rules/turn';
import { checkResult, finalResult } from './rules/victory';
import { evaluate } from './rules/search';
import { kit, type G, type GeawData } from './rules/types';

/** The options: `quickSetup` starts from the stand-in deployment instead of the players' set-up (3.1, 3.2). */
export const geawOptions = z.object({
  /** Skip the set-up phases for the stand-in deployment of Scenario I (legal under 3.2). */
  quickSetup: z.boolean().default(false),
});

/** Phases after which the phasing player's hexes are within stacking (9.0: checked at the end of his 1st Movement Phase). */
const STACKED_AFTER = ['firstCombat', 'secondMovement', 'secondCombat', 'supplyAttrition'];

/**
 * The game's invariants, checked by the fuzzer after every action: no land
 * unit in the sea or the USSR and Mongolia, never both sides in a hex, VP
 * within 1–100 while the game goes on (5.4, 5.6; zero ends it, 27.2), no
 * corps left reduced once a combat is over (7.2), stacking after the 1st
 * Movement Phase (9.0), and every counter at most once on the map (6.11).
 *
 * @example
 * ```ts
 * import { fuzz } from 'hexwar';
 * import { greaterEastAsia, geawInvariants } from 'hexwar/games/greater-east-asia';
 *
 * geawInvariants(ctx); // what is broken in this position, in words; [] while they all hold
 * // The game's `invariants` hook: the fuzzer checks every state of every game it plays against them.
 * fuzz(greaterEastAsia, { games: 4, options: { quickSetup: true } }).findings; // [] while they all hold
 * ```
 */
export function geawInvariants(ctx: ReadContext<G>): string[] {
  const out: string[] = [];
  const seen = new Map<string, string>();
  for (const u of ctx.state.units) {
    if (u.at === null) continue;
    if (prohibited(ctx, u.at)) out.push(`${u.id} stands in prohibited terrain ${u.at} (${ctx.board.terrain(u.at)})`);
    const other = seen.get(u.at);
    if (other !== undefined && other !== u.side) out.push(`both sides in ${u.at}`);
    seen.set(u.at, u.side);
    const c = counterOf(u.id);
    if (c.corps && u.steps < c.steps && actingFrame(ctx.stack) < 0) out.push(`${u.id} is a reduced corps outside combat (7.2)`);
  }
  for (const side of ['japanese', 'allied'] as const) {
    const vp = ctx.track(vpTrack(side));
    if (vp > VP_CAP || vp < 0 || (vp < 1 && ctx.turn >= 1 && !ctx.state.result)) out.push(`${side} VP ${vp} outside 1–${VP_CAP} while the game goes on (5.4, 5.6)`);
  }
  if (STACKED_AFTER.includes(ctx.phase) && ctx.active) {
    const byHex = new Map<string, string[]>();
    for (const u of ctx.board.unitsOf(ctx.active)) byHex.set(u.at, [...(byHex.get(u.at) ?? []), u.id]);
    for (const [hex, ids] of byHex) if (!fits(ctx, hex, ids)) out.push(`${hex} is over the stacking limit after the 1st Movement Phase (9.0): ${ids.join(', ')}`);
  }
  if (ctx.phase === 'supplyAttrition' && !turnEntry(ctx.turn).summer) out.push(`a Supply Attrition Phase on turn ${ctx.turn}, which is not a summer turn (4.2 g)`);
  for (const u of ctx.state.units) if (u.at !== null && !isLand(u.id) && u.flags?.moved === true) out.push(`naval unit ${u.id} moved on land`);
  return out;
}

/**
 * Greater East Asia War's verbs: the action types a caller may write; a misspelt one
 * does not compile. The core's combat verbs are all named, though some are
 * never offered in this game (the engine refuses them in words).
 */
export type GreaterEastAsiaVerb = 'place' | 'enterAt' | 'landing' | 'move' | 'railMove' | 'endMovement' | 'expendSupply' | 'mobilize' | 'endMobilization' | 'breakDown' | 'combine' | 'endReorganization' | 'declareAttack' | 'endCombat' | 'addAttacker' | 'resolveAttack' | 'cancelAttack' | 'defDone' | 'takeLoss' | 'retreat' | 'retreatTo' | 'noRetreat' | 'advance' | 'noAdvance' | 'concede';

const defined = kit.defineGame({
  id: 'greater-east-asia',
  title: 'The Greater East Asia War',
  // 0.2.0: the stand-in starting VP retuned to 37/33; 0.3.0: Tokyo and Shanghai worth 1 VP, not 2 (README,
  // "Balance under search"). An older save would replay on other VP, so it is refused.
  version: '0.3.0',
  map: GAME_MAP,
  counters: GAME_COUNTERS,
  // A counter's id ends with its type's key ("US AVG tactical-airbase"): in a player's words the type reads as printed.
  unitName: (id) => {
    const type = GAME_COUNTERS.find((c) => c.id === id)?.type;
    return type?.includes('-') && id.endsWith(type) ? `${id.slice(0, -type.length)}${type.replaceAll('-', ' ')}` : undefined;
  },
  scenarios: {
    'scenario-1': {
      title: SCENARIO_1.name,
      description: 'December 1941 to the end of 1942: five turns, the Japanese first (28.0, stand-in set-up and VP).',
      victory: `Each Victory Point Phase a side scores the objective hexes its land units occupy (5.2, 5.3); VP also pay for mobilization (6.0). A side wins at once in a Victory Check Phase with a lead of ${SCENARIO_1.automaticVictory.vpLead} VP, or when the other side's VP reach zero (stand-in); after turn ${SCENARIO_1.turns.last} the side with more VP wins, equal VP a draw (1.0).`,
      // The stand-in deployment (28.0): what the quick set-up places, and what a page offers a player placing 48 units.
      setup: Object.fromEntries(SCENARIO_1_DEPLOYMENT.map((p) => [p.counter, p.hex])),
    },
  },
  reference: [
    crtReference(CRT, {
      title: 'Combat Results Table (stand-in)',
      rule: '11.0',
      notes: ['AE: attackers eliminated', 'AL: the attacker loses one unit (a corps breaks down to pay it, 7.2)', 'AR: attackers retreat one hex', 'EX: exchange', 'DR: defenders retreat one hex', 'DL: the defender loses one unit and retreats one hex', 'DR2: defenders retreat two hexes', 'DE: defenders eliminated'],
    }),
  ],
  options: geawOptions,
  guards: {
    playersSetUp: (ctx) => !ctx.options.quickSetup,
    summerTurn: (ctx) => turnEntry(ctx.turn).summer,
  },
  tracks: {
    'vp.japanese': { label: 'Japanese VP', min: 0, max: VP_CAP, start: SCENARIO_1.startingVp.japanese, rule: '5.6' },
    'vp.allied': { label: 'Allied VP', min: 0, max: VP_CAP, start: SCENARIO_1.startingVp.allied, rule: '5.6' },
  },
  flags: {
    moved: { until: 'phase', rule: '8.5' },
    attacked: { until: 'phase', rule: '11.0' },
    railOk: { until: 'phase', rule: '8.12' },
    expended: { until: 'phase', rule: '8.3' },
    sailed: { until: 'phase', rule: '18.0' },
    // The core's set-up marks a unit placed a second time.
    redeployed: { until: 'game', rule: '3.2' },
  },
  setup(sctx) {
    // 6.3: "(once)" units of the initial deployment have entered play already.
    const data: GeawData = { captured: {}, controlSerial: 0, once: onceUsedAtStart(), lossVp: { japanese: 0, allied: 0 } };
    return { units: setupUnits(sctx.options.quickSetup === true), data };
  },
  phases,
  procedures: combat.procedures,
  onStepLost: (ctx, u) => onStepLost(ctx, u),
  checkResult,
  // 3.1: play runs to the last turn, an automatic victory, or one player's concession.
  concession: { rule: '3.1' },
  finalResult,
  invariants: geawInvariants,
  events: EVENTS,
  // Sixty-one set-up placements, each a unit to one of a few hexes the scenario allows: a 64th of a decision's
  // budget each (a few iterations; the heuristic's prior all but decides), so a page's bot sets up in a few seconds.
  bot: { score, objectives: (ctx, side) => objectives(ctx, side), candidates, evaluate, search: { setupShare: 1 / 64 } },
});

// The list above is the one defineGame read from the definition, neither more nor less.
type Read = VerbOf<NonNullable<(typeof defined)['spec']>>;
const exact: [Read] extends [GreaterEastAsiaVerb] ? ([GreaterEastAsiaVerb] extends [Read] ? true : false) : false = true;
void exact;

/** The Greater East Asia War plugin: Scenario I, 1941–42. */
export const greaterEastAsia: Game<WithVerbs<G, GreaterEastAsiaVerb, undefined, 'scenario-1', CombatDecision>> = defined;

export type { GeawData, GeawEvent, GeawOptions, G as GeawSpec } from './rules/types';
export type { GameCounter } from './rules/common';
export type { Factors, MovementClass, Nationality, Side, UnitCategory, UnitSize, UnitType } from './data/counters';
export type { CorpsComponent, CorpsComponents } from './data/tables';
