import { Reader } from './context';
import type { Game } from './game';
import type { GameEvent, MatchState, MatchView, UnitState } from './types';

/**
 * What `side` may see of a match. Hidden units of other sides appear only as
 * unidentified markers (their marker id, side and hex; nothing else), the random
 * generator's state is left out (it would predict every roll), another side's
 * pending decision shows only who must decide, and the game's own data passes
 * through its `viewData` hook.
 *
 * @category Engine
 */
export function view<D>(game: Game<D>, state: MatchState<D>, side: string): MatchView<D> {
  const units = state.units.map((u) => redactUnit(u, side));
  const p = state.pending;
  const def = game.definition;
  return {
    side,
    game: state.game,
    turn: state.turn,
    phase: state.phase,
    active: state.active,
    step: state.step,
    units,
    tracks: state.tracks,
    pending: p === null ? null : p.side === side ? p : { side: p.side, kind: p.kind, prompt: p.prompt },
    data: def.viewData ? def.viewData(new Reader(game, state) as never, side) : state.data,
    result: state.result,
    legalActions: game.legalActions(state, side),
  };
}

/**
 * A unit as `side` sees it: itself, or an unidentified marker.
 *
 * @category Engine
 */
export function redactUnit(u: UnitState, side: string): UnitState {
  if (!u.hidden || u.side === side) return u;
  const marker = u.marker ?? 'unidentified';
  return { id: marker, side: u.side, hex: u.hex, steps: 1, hidden: true, marker, ...(u.box !== undefined ? { box: u.box } : {}) };
}

/**
 * The events `side` may see: secret events are replaced by their public form,
 * or dropped.
 *
 * @category Engine
 */
export function viewEvents(events: readonly GameEvent[], side: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (!e.visibleTo || e.visibleTo.includes(side)) {
      if (e.visibleTo || e.publicAs !== undefined) {
        const { visibleTo: _v, publicAs: _p, ...rest } = e;
        out.push(rest as GameEvent);
      } else out.push(e);
    } else if (e.publicAs) out.push(e.publicAs);
  }
  return out;
}
