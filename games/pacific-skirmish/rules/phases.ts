/**
 * The phases of a player turn and what happens as they begin and end: as
 * any phase begins, effects that last "1 turn" and were inflicted in that
 * phase of the last turn end; at the start of a side's movement phase its
 * moved and fired markers come off, vehicles that side stunned try to recover
 * (4+), and its vehicles under card 6 reverse; a fire phase in which the
 * firing side has nothing to do ends by itself; melee is fought at once.
 *
 * @module
 */
import { type PhaseDefinition } from 'hexwar';
import { endPhaseVerb, rollCheck } from 'hexwar/procedures';
import { RULE, STUN_RECOVERY } from '../data/tables';
import { callArtillery } from './artillery';
import { fire, firingSide } from './fire';
import { resolveMelee } from './melee';
import { endMovement, forcedReverse, moves, pivot, recrew } from './movement';
import { momentKey, onTable, type G, type WCtx } from './types';

/** Effects that last "1 turn" end as the phase they were inflicted in comes round again. */
function endOneTurnEffects(ctx: WCtx): void {
  const key = momentKey(ctx.turn, ctx.active!, ctx.phase);
  for (const u of ctx.state.units) {
    const ended = (['noFire', 'noMove'] as const).filter((n) => u.flags?.[n] === key);
    if (ended.length === 0) continue;
    ctx.updateUnit(u.id, { flags: Object.fromEntries(ended.map((n) => [n, undefined])) });
    ctx.emit({ type: 'effectEnded', unit: u.id, effects: ended, rule: RULE.cards });
  }
}

/** The start of a side's movement phase. */
function startMovement(ctx: WCtx): void {
  endOneTurnEffects(ctx);
  const side = ctx.active!;
  ctx.setData({ ...ctx.data, paths: {}, called: [] });
  // Markers show what a figure did since its side's last movement phase.
  for (const u of ctx.state.units) {
    if (u.side === side && (u.flags?.moved !== undefined || u.flags?.firedSinceMove !== undefined)) ctx.updateUnit(u.id, { flags: { moved: undefined, firedSinceMove: undefined } });
  }
  // Card 2: a vehicle this side stunned returns to action on a 4+.
  for (const u of ctx.state.units) {
    if (!onTable(u) || u.flags?.stunned !== side) continue;
    const { passed } = rollCheck(ctx, { table: 'stunned: back in action', unit: u.id, atLeast: STUN_RECOVERY, pass: 'back in action', fail: 'still stunned', rule: RULE.cards });
    if (passed) ctx.updateUnit(u.id, { flags: { stunned: undefined } });
  }
  // Card 6: vehicles that must reverse do so now.
  for (const u of ctx.state.units) if (u.side === side && onTable(u) && typeof u.flags?.mustReverse === 'number') forcedReverse(ctx, ctx.unit(u.id));
}

/** A fire phase with nothing for the firing side to do ends at once. */
function startFire(ctx: WCtx): void {
  endOneTurnEffects(ctx);
  const side = firingSide(ctx);
  if (!side) return;
  if (!fire.anyShot(ctx, side) && callArtillery.legal!(ctx, side).length === 0) ctx.endPhase();
}

/** The end of a fire phase. */
const endFire = endPhaseVerb('endFire', RULE.sequence, undefined, 'fire done');

/**
 * The phases: movement; the non-moving player's fire; the moving player's
 * fire; melee.
 */
export const phases = {
  movement: { title: 'Movement', enter: startMovement, actions: { move: moves.move, reverse: moves.reverse, pivot, recrew, endMovement } },
  defensiveFire: { title: 'Defensive Fire', enter: startFire, actions: { fire: fire.fire, callArtillery, endFire } },
  offensiveFire: { title: 'Offensive Fire', enter: startFire, actions: { fire: fire.fire, callArtillery, endFire } },
  melee: {
    title: 'Melee',
    enter(ctx) {
      endOneTurnEffects(ctx);
      resolveMelee(ctx);
      ctx.endPhase();
    },
  },
  // `satisfies`, not a type: the verbs' names stay in the type, for the game's callers.
} satisfies { readonly [P in G['phase']]: PhaseDefinition<G> };
