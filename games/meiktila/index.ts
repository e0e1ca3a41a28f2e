/**
 * A Master Stroke: The Battle for Meiktila (Burma, 5-14 March 1945): the
 * Allied 17th Indian Division holds Meiktila and its airfields, supplied by
 * air, against the converging Japanese 18th, 33rd and 49th Divisions. Ten
 * daily turns of chit-pull activations. See README.md for stand-in data.
 *
 * @module
 */
import { z } from 'zod';
import { defineGame, type Action, type MatchView } from '../../src/engine';
import { counters, type Side } from './data/counters';
import { meiktilaMap } from './data/map';
import { SUPPLY_MAX, SUPPLY_MIN, SUPPLY_START, TURNS } from './data/tables';
import { score } from './rules/bot';
import { attackActions, combatDecisionActions } from './rules/combat';
import { counterOf, IS_LAKE, MAP, OBJECTIVES, stackOk, type Ctx, type MeiktilaData, type MeiktilaOptions } from './rules/common';
import {
  activationActions,
  activationPhase,
  activationSetupPhase,
  activationsRemain,
  airPowerPhase,
  endPhase,
  supplyActions,
  supplyPhase,
  turnActions,
  TURN_START,
} from './rules/turn';
import { quickSetupIps, SETUP_BOX, setupActionDefs, setupActions, setupPhase, setupUnits } from './rules/setup';
import { finalResult } from './rules/victory';
import { describeAction, describeEvent } from './rules/log';

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

const sequence = {
  // 10.1 then 10.2, played as turn 0 unless the quickSetup option skips them.
  setup: [
    { phase: 'alliedSetup', rule: '10.1', when: 'playersSetUp' },
    { phase: 'japaneseSetup', rule: '10.2', when: 'playersSetUp' },
  ],
  turns: TURNS,
  steps: [
    { phase: 'airPower', rule: '4.1' },
    { phase: 'supply', rule: '4.2' },
    { phase: 'activationSetup', rule: '4.3' },
    { loop: 'activations', while: 'activationsRemain', rule: '4.3', steps: [{ phase: 'activation', rule: '6.1' }] },
    { phase: 'end', rule: '4.4' },
  ],
} as const;

/** The game's invariants, checked by the fuzzer after every action. */
export function meiktilaInvariants(ctx: Ctx): string[] {
  const out: string[] = [];
  const d = ctx.data;
  const sides = new Map<string, Set<string>>();
  const ids = new Map<string, string[]>();
  for (const u of ctx.state.units) {
    const c = counterOf(u.id);
    if (u.steps < 0 || u.steps > c.steps) out.push(`${u.id} has ${u.steps} steps (0-${c.steps})`);
    if (u.at !== null) {
      if (u.steps === 0) out.push(`${u.id} is on the map with no steps`);
      if (IS_LAKE[MAP.cell(u.at)]) out.push(`${u.id} is in prohibited terrain ${u.at}`);
      sides.set(u.at, (sides.get(u.at) ?? new Set()).add(u.side));
      ids.set(u.at, [...(ids.get(u.at) ?? []), u.id]);
    }
  }
  for (const [hex, s] of sides) if (s.size > 1) out.push(`both sides in ${hex}`);
  for (const id of d.eliminated) {
    const u = ctx.unit(id);
    if (u.at !== null || u.steps !== 0) out.push(`${id} was eliminated but is back in play`);
  }
  const supply = ctx.track('supply');
  if (supply < SUPPLY_MIN || supply > SUPPLY_MAX) out.push(`Supply Level ${supply} outside 0-8`);
  if (new Set(d.drawn).size !== d.drawn.length) out.push(`an activation marker was drawn twice this turn: ${d.drawn.join(', ')}`);
  if (ctx.track('vp.allied') !== d.scoring.allied.steps) out.push(`Allied VP ${ctx.track('vp.allied')} != scored ${d.scoring.allied.steps}`);
  if (ctx.track('vp.japanese') !== d.scoring.japanese.steps + d.scoring.japanese.supplyZero) out.push(`Japanese VP ${ctx.track('vp.japanese')} != scored`);
  if (ctx.turn >= 1) {
    for (const u of ctx.state.units) if (u.box === SETUP_BOX) out.push(`${u.id} was never set up (10.0)`);
    const seen = new Set<string>();
    for (const id of [...d.zocThisTurn, ...d.marchedThisTurn]) if (seen.has(id)) out.push(`${id} is recorded twice for 6.2.1 this turn`);
    else seen.add(id);
  }
  if (ctx.phase === 'supply' || ctx.phase === 'activationSetup' || ctx.phase === 'alliedSetup' || ctx.phase === 'japaneseSetup') {
    for (const [hex, list] of ids) if (!stackOk(list)) out.push(`overstacked ${hex} after the end of a turn: ${list.join(', ')}`);
  }
  return out;
}

/** The Meiktila plugin. */
export const meiktila = defineGame<MeiktilaData, typeof sequence, MeiktilaOptions>({
  id: 'meiktila',
  title: 'A Master Stroke: The Battle for Meiktila',
  version: '0.2.0',
  sides: ['allied', 'japanese'],
  map: meiktilaMap,
  counters,
  scenarios: { standard: { title: 'The Battle for Meiktila, 5-14 March 1945', description: 'The one scenario (10.0).' } },
  options: meiktilaOptions as never,
  sequence,
  guards: {
    activationsRemain: (s) => activationsRemain(s.data as MeiktilaData),
    playersSetUp: (s) => s.options.quickSetup !== true,
  },
  setup(sctx) {
    const quick = sctx.options.quickSetup === true;
    const data: MeiktilaData = {
      ...TURN_START,
      sixes: 0,
      alliedAir: 0,
      alliedAirFree: 0,
      japaneseAir: 0,
      japaneseAirFree: 0,
      sentai: 0,
      initiative: null,
      reserveHeld: [],
      japaneseAttacked: false,
      // 10.2: in the fixed deployment the Japanese set-up units start in improved positions.
      ips: quick ? quickSetupIps() : {},
      control: Object.fromEntries(OBJECTIVES.map((h) => [h, 'allied' as Side])),
      scoring: { allied: { steps: 0 }, japanese: { steps: 0, supplyZero: 0 } },
      eliminated: [],
    };
    return { units: setupUnits(quick), data: data as never, tracks: { supply: SUPPLY_START, 'vp.allied': 0, 'vp.japanese': 0 } };
  },
  phases: {
    alliedSetup: { enter: (ctx) => setupPhase(ctx as never) },
    japaneseSetup: { enter: (ctx) => setupPhase(ctx as never) },
    airPower: { enter: (ctx) => airPowerPhase(ctx as never) },
    supply: { enter: (ctx) => supplyPhase(ctx as never) },
    activationSetup: { enter: (ctx) => activationSetupPhase(ctx as never) },
    activation: { enter: (ctx) => activationPhase(ctx as never) },
    end: { enter: (ctx) => endPhase(ctx as never) },
  },
  actions: { ...setupActionDefs, ...turnActions, ...attackActions, ...combatDecisionActions },
  legalActions(ctx, side): Action[] {
    const c = ctx as unknown as Ctx;
    if (ctx.active !== side) return [];
    switch (ctx.phase) {
      case 'alliedSetup':
      case 'japaneseSetup':
        return setupActions(c, side as Side);
      case 'supply':
        return supplyActions(c, side as Side);
      case 'activationSetup':
        return side === c.data.initiative ? c.data.markers[side as Side].map((marker) => ({ type: 'chooseFirst', side, marker })) : [];
      case 'activation':
        return activationActions(c, side as Side);
      default:
        return [];
    }
  },
  finalResult: (ctx) => finalResult(ctx as unknown as Ctx),
  invariants: (ctx) => meiktilaInvariants(ctx as unknown as Ctx),
  describeAction: (ctx, a) => describeAction(ctx as never, a),
  describeEvent,
  bot: { score: (view, action, side) => score(view as unknown as MatchView<MeiktilaData>, action, side) },
});

export type { MeiktilaData, MeiktilaOptions, Ctx as MeiktilaContext } from './rules/common';
export type { Activation, AttackPlan, Resolution } from './rules/common';
export type { Side } from './data/counters';
