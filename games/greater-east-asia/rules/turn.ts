/**
 * The phases of the sequence of play (4.2): the set-up, then each player turn's
 * mobilization, reorganization, two movement and two combat phases and (on
 * summer turns) supply attrition; then the Victory Point, Victory Check and
 * Turn Advance phases. A phase with nothing for its player to do ends itself.
 *
 * @module
 */
import { endPhaseVerb } from 'hexwar/procedures';
import { combat } from './combat';
import { mobilizable, mobilizationVerbs } from './mobilization';
import { eliminateOverstack, expendable, expendSupply, markRailReady, movementVerbs, spendExpended } from './movement';
import { anyReorganization, reorganizationVerbs } from './reorganization';
import { place } from './setup';
import { supplyAttrition } from './supply';
import { victoryCheckPhase, victoryPointPhase } from './victory';
import type { WCtx } from './types';
import { phasing } from './common';

const combatPhase = {
  // 11.0: a combat phase with no attack open ends at once.
  enter: (ctx: WCtx) => void (combat.targets(ctx, phasing(ctx)).length === 0 && ctx.endPhase()),
  actions: { declareAttack: combat.declare, endCombat: endPhaseVerb('endCombat', '11.0') },
};

/** The phases' hooks and verbs. */
export const phases = {
  japaneseSetup: { title: 'Japanese Set-up', enter: (ctx: WCtx) => ctx.setActive('japanese'), actions: { place } },
  alliedSetup: { title: 'Allied Set-up', enter: (ctx: WCtx) => ctx.setActive('allied'), actions: { place } },
  mobilization: {
    title: 'Mobilization',
    enter: (ctx: WCtx) => void (mobilizable(ctx, phasing(ctx)).length === 0 && ctx.endPhase()),
    actions: mobilizationVerbs,
  },
  reorganization: {
    title: 'Reorganization',
    enter: (ctx: WCtx) => void (!anyReorganization(ctx, phasing(ctx)) && ctx.endPhase()),
    actions: reorganizationVerbs,
  },
  firstMovement: { title: '1st Movement', enter: markRailReady, exit: eliminateOverstack, actions: movementVerbs },
  firstCombat: { ...combatPhase, title: '1st Combat' },
  secondMovement: {
    title: '2nd Movement',
    // 8.3: without a supply unit to expend, nothing moves in the 2nd Movement Phase.
    enter: (ctx: WCtx) => void (expendable(ctx, phasing(ctx)).length === 0 && ctx.endPhase()),
    exit: spendExpended,
    actions: { ...movementVerbs, expendSupply },
  },
  secondCombat: { ...combatPhase, title: '2nd Combat' },
  supplyAttrition: {
    title: 'Supply Attrition',
    enter(ctx: WCtx) {
      supplyAttrition(ctx);
      ctx.endPhase();
    },
  },
  victoryPoints: {
    title: 'Victory Point',
    enter(ctx: WCtx) {
      victoryPointPhase(ctx);
      ctx.endPhase();
    },
  },
  victoryCheck: {
    title: 'Victory Check',
    enter(ctx: WCtx) {
      victoryCheckPhase(ctx);
      ctx.endPhase();
    },
  },
  // 4.2 step 5: the Game Turn marker moves on (the sequence of play does it).
  turnAdvance: { title: 'Game Turn', enter: (ctx: WCtx) => ctx.endPhase() },
};
