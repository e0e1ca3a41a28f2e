import { Reader } from './context';
import type { Game } from './game';
import type { GameEvent, MatchState, MatchView, UnitState } from './types';

/**
 * What `side` may see of a match. Hidden units of other sides appear only as
 * unidentified markers (their marker id, side and hex; nothing else; listed
 * last, in marker order, so their place in the list tells nothing), the random
 * generator's state is left out (it would predict every roll), another side's
 * pending decision shows only who must decide, and the game's own data passes
 * through its `viewData` hook.
 *
 * @category Engine
 */
export function view<D>(game: Game<D>, state: MatchState<D>, side: string): MatchView<D> {
  // Hidden units of other sides go last, ordered by their (random) marker:
  // left in the state's order, their position would tell which counter they are.
  const units: UnitState[] = [];
  const markers: UnitState[] = [];
  for (const u of state.units) {
    const seen = redactUnit(u, side);
    (seen === u ? units : markers).push(seen);
  }
  markers.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  units.push(...markers);
  const p = state.pending;
  const def = game.definition;
  return {
    side,
    game: state.game,
    options: state.options,
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
  return { id: marker, side: u.side, at: u.at, steps: 1, hidden: true, marker, ...(u.box !== undefined ? { box: u.box } : {}) };
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
