/**
 * Running a resolved action: the verb's handler on a working context, then the
 * sequence of play settled (phases that end chain into the next), the step
 * counted and the new state frozen. And `guarded`: `apply` never throws.
 */
import { HexwarError } from '../errors';
import { Reader, Rejection, Working } from './context';
import type { RulesContext } from './definition';
import type { Game } from './game-types';
import { madeHere } from './made';
import { freezeState } from './freeze';
import { quote, unechoed } from './sanitize';
import { refuse, type Resolved } from './resolve';
import type { ApplyResult, GameEvent, MatchState } from './types';

/** Stops a phase hook that keeps ending phases from looping forever. */
const MAX_PHASES_PER_ACTION = 10_000;

/**
 * Runs a resolved action on a working context: a refusal from `ctx.reject`
 * leaves nothing behind; otherwise the new state, its events and the action.
 *
 * @internal
 */
export function runAction(game: Game, state: MatchState, r: Resolved, phaseRule: (phase: string) => string): ApplyResult {
  const w = new Working(game, state);
  try {
    // An answer takes the open decision's frame off; its verb runs in the procedure that asked.
    w.clearDecision();
    if (r.frame >= 0) w.inFrame(r.frame, () => r.verb.apply(w, r.action));
    else r.verb.apply(w, r.action);
    settle(game, w);
  } catch (e) {
    if (e instanceof Rejection) return refuse(e.code, unechoed(e.message, r.action), e.rule ?? r.verb.rule ?? phaseRule(state.phase));
    throw e;
  }
  const step = state.step + 1;
  w.set({ step, undoFloor: w.usedRandom || w.didReveal ? step : state.undoFloor });
  return { ok: true, state: madeHere(freezeState(w.finish())), events: w.events, action: r.action };
}

/**
 * Runs `f`, turning anything it throws into a refusal (`internal-error`, or
 * the code of a typed error): `apply` never throws, and the state is untouched.
 *
 * @internal
 */
export function guarded(game: Game, state: { readonly phase: string }, f: () => ApplyResult, phaseRule: (phase: string) => string): ApplyResult {
  try {
    return f();
  } catch (e) {
    let message: string;
    try {
      message = e instanceof Error ? e.message : quote(e);
    } catch {
      message = 'an unprintable error';
    }
    const code = e instanceof HexwarError ? e.code : 'internal-error';
    // A state refused at the door is not read again (its phase may be anything, even a getter that throws).
    const rule = code === 'bad-state' ? 'state' : phaseRule(state?.phase);
    return { ok: false, error: { code, message: code === 'internal-error' ? `internal error in ${game.id}: ${message}` : message, rule } };
  }
}

/** Runs phase changes until the flow rests in a phase that waits for players, then checks for the end. @internal */
export function settle(game: Game, w: Working): void {
  const def = game.definition;
  let guard = 0;
  while (w.phaseDone && !w.state.result) {
    if (++guard > MAX_PHASES_PER_ACTION) throw new HexwarError({ code: 'internal-error', message: `the sequence of play did not settle after ${MAX_PHASES_PER_ACTION} phases` });
    w.phaseDone = false;
    const from = w.state.phase;
    const fromTurn = w.state.turn;
    def.phases?.[from]?.exit?.(w);
    if (w.state.stack.length > 0) throw new HexwarError({ code: 'internal-error', message: `the ${from} phase ended with procedures still under way (${w.state.stack.map((f) => f.proc).join(', ')})` });
    // A game its exit hook ended stays where it ended: no next phase in the state, the view or the log.
    if (w.state.result) break;
    const moved = game.flow.advance(w.state.flow, new Reader(game, w.finish()));
    if (!moved.ok) throw new HexwarError(moved.error);
    expireFlags(game, w, moved.state.context.turn !== fromTurn);
    enterPosition(game, w, moved.state, from);
  }
  if (!w.state.result && def.checkResult) {
    const r = def.checkResult(w);
    if (r) w.endGame(r);
  }
  if (!w.state.result && w.state.phase === 'over') w.endGame(def.finalResult(w));
  // An ended game leaves no decision open: a result reached mid-attack (the last defender lost) would
  // otherwise keep the attacker's advance on the stack, a decision no side may take.
  if (w.state.result) w.closeProcedures();
}

/** Clears the flags the game declared to last a phase, or a turn. */
function expireFlags(game: Game, w: Working, turnEnded: boolean): void {
  const flags = game.definition.flags;
  if (!flags) return;
  const names = Object.entries(flags)
    .filter(([, f]) => f.until === 'phase' || (f.until === 'turn' && turnEnded))
    .map(([name]) => name);
  if (names.length === 0) return;
  const clear: { [flag: string]: undefined } = {};
  for (const n of names) clear[n] = undefined;
  const patches: { [id: string]: { flags: typeof clear } } = {};
  for (const u of w.state.units) {
    const flags = u.flags;
    if (flags && names.some((n) => n in flags)) patches[u.id] = { flags: clear };
  }
  w.updateUnits(patches);
}

/** Records the flow's new position and runs the entered phase's hook. @internal */
export function enterPosition(game: Game, w: Working, flowState: MatchState['flow'], from: string | null): void {
  const pos = game.flow.position(flowState);
  w.set({ flow: flowState, turn: pos.turn, phase: pos.phase, active: pos.side ?? w.state.active });
  const event: GameEvent = { type: 'phaseChanged', turn: pos.turn, phase: pos.phase, side: pos.side, ...(from ? { from } : {}) };
  w.emit(event);
  // A game ended by the phase just left (an exit hook's victory check) enters no more phases.
  if (pos.over || w.state.result) return;
  const phase = game.definition.phases?.[pos.phase] as { enter?: (ctx: RulesContext) => void; run?: string } | undefined;
  phase?.enter?.(w);
  // A phase's procedure acts for whoever is active (it may change the active side as it goes).
  if (phase?.run && !w.phaseDone) w.call(phase.run, null, null);
}

