/**
 * The phases of a player turn and what happens as they begin and end: at the
 * start of a side's movement phase its moved and fired markers come off,
 * vehicles that side stunned try to recover (4+), and its vehicles under card 6
 * reverse; a fire phase in which the firing side has nothing to do ends by
 * itself; melee is fought at once; effects that last "1 turn" end with the
 * player turn that closes them.
 *
 * @module
 */
import { endPhaseVerb, type PhaseDefinition } from 'hexwar';
import { RULE, STUN_RECOVERY } from '../data/tables';
import { callArtillery } from './artillery';
import { anyShot, fire, firingSide } from './fire';
import { resolveMelee } from './melee';
import { endMovement, forcedReverse, move, pivot, recrew, reverse } from './movement';
import { flag, nameOf, onTable, turnKey, type G, type WCtx } from './types';

/** The start of a side's movement phase. */
function startMovement(ctx: WCtx): void {
  const side = ctx.active!;
  ctx.setData({ ...ctx.data, paths: {}, called: [] });
  // Markers show what a figure did since its side's last movement phase.
  for (const u of ctx.state.units) {
    if (u.side === side && (flag(u, 'moved') !== undefined || flag(u, 'fired') !== undefined)) ctx.updateUnit(u.id, { flags: { moved: undefined, fired: undefined } });
  }
  // Card 2: a vehicle this side stunned returns to action on a 4+.
  for (const u of ctx.state.units) {
    if (!onTable(u) || flag(u, 'stunned') !== side) continue;
    const roll = ctx.random.die(6, `the stunned ${nameOf(u.id)} recovers on ${STUN_RECOVERY}+`);
    const back = roll >= STUN_RECOVERY;
    if (back) ctx.updateUnit(u.id, { flags: { stunned: undefined } });
    ctx.emit({ type: 'stunRecovery', unit: u.id, roll, back, rule: RULE.cards });
  }
  // Card 6: vehicles that must reverse do so now.
  for (const u of ctx.state.units) if (u.side === side && onTable(u) && typeof flag(u, 'mustReverse') === 'number') forcedReverse(ctx, ctx.unit(u.id));
}

/** A fire phase with nothing for the firing side to do ends at once. */
function startFire(ctx: WCtx): void {
  const side = firingSide(ctx);
  if (!side) return;
  if (!anyShot(ctx, side) && callArtillery.legal!(ctx, side).length === 0) ctx.endPhase();
}

/** Effects that last "1 turn" end with the player turn they were set to end with. */
function endPlayerTurn(ctx: WCtx): void {
  const key = turnKey(ctx.turn, ctx.active!);
  for (const u of ctx.state.units) {
    const ended = (['noFire', 'noMove'] as const).filter((n) => flag(u, n) === key);
    if (ended.length === 0) continue;
    ctx.updateUnit(u.id, { flags: Object.fromEntries(ended.map((n) => [n, undefined])) });
    ctx.emit({ type: 'effectEnded', unit: u.id, effects: ended, rule: RULE.cards });
  }
}

/** The end of a fire phase. */
const endFire = endPhaseVerb('endFire', RULE.sequence);

/**
 * The phases: movement; the non-moving player's fire; the moving player's
 * fire; melee.
 */
export const phases: { readonly [P in G['phase']]: PhaseDefinition<G> } = {
  movement: { enter: startMovement, actions: { move, reverse, pivot, recrew, endMovement } },
  defensiveFire: { enter: startFire, actions: { fire, callArtillery, endFire } },
  offensiveFire: { enter: startFire, actions: { fire, callArtillery, endFire } },
  melee: {
    enter(ctx) {
      resolveMelee(ctx);
      ctx.endPhase();
    },
    exit: endPlayerTurn,
  },
};
