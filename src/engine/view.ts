import { HexwarError } from '../errors';
import { Reader } from './context';
import { decisionFrame } from './decision';
import { admit } from './door';
import { quote } from './sanitize';
import type { Game } from './game';
import type { AnySpec, Spec, ViewOf } from './definition';
import type { GameEvent, JsonValue, MatchState, MatchView, Position, ProcedureFrame, UnitState } from './types';

/**
 * What `side` may see of a match. Hidden units of other sides appear only as
 * unidentified markers (their marker id, side and position; nothing else;
 * listed last, in marker order, so their place in the list tells nothing), the
 * seed and the random generator's state are left out (they would predict every
 * roll), the procedures under way pass through their `view` hooks (another
 * side's open decision shows only who must decide, of what kind, and the
 * prompt, never the options; by default with hidden
 * units' ids replaced by their markers), the game's own data passes through its
 * `viewData` hook, and the side's legal actions come as descriptors.
 *
 * @example
 * ```ts
 * import { view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const v = view(myitkyina, state, 'allied');
 * v.actions; // [{ type: 'move', side: 'allied', fixed: { unit: '88/30' }, choose: { to: ['B5', 'B6'] } }, …]
 * ```
 * @throws {@link hexwar!HexwarError} `unknown-side` for a side the game does not have
 *   (a misspelt side would otherwise see a view with no actions; a spectator's
 *   is {@link spectatorView}).
 * @category Engine
 */
export function view<G extends Spec = AnySpec>(game: Game<G>, state: MatchState<G['data'], G['position'], G['flags']>, side: G['side']): ViewOf<G> {
  if (typeof side !== 'string' || !game.sides.includes(side)) {
    throw new HexwarError({ code: 'unknown-side', message: `${quote(side, 20)} is not a side of ${game.title} (${game.sides.join(', ')})` });
  }
  return viewAs(game, state, side);
}

/**
 * What anyone watching a match may see: every side's secrets hidden as from
 * an enemy, no open decision's options, no actions.
 *
 * @example
 * ```ts
 * import { createMatch, spectatorView } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const watched = spectatorView(myitkyina, createMatch(myitkyina, { seed: 1 }));
 * watched.side;    // null
 * watched.actions; // []: a spectator takes no action; hidden units show only their markers
 * ```
 * @category Engine
 */
export function spectatorView<G extends Spec = AnySpec>(game: Game<G>, state: MatchState<G['data'], G['position'], G['flags']>): Omit<ViewOf<G>, 'side' | 'actions'> & {
  /** No side: the view of someone watching. */
  readonly side: null;
  /** None: a spectator takes no action. */
  readonly actions: readonly [];
} {
  // No game has the side "" (sides are non-empty names), so every side's secrets stay hidden.
  return { ...viewAs(game, state, ''), side: null, actions: [] };
}

function viewAs<G extends Spec>(game: Game<G>, state: MatchState<G['data'], G['position'], G['flags']>, side: string): ViewOf<G> {
  const s = admit(game, state);
  // Hidden units of other sides go last, ordered by their (random) marker:
  // left in the state's order, their position would tell which counter they are.
  const units: UnitState[] = [];
  const markers: UnitState[] = [];
  const secret = new Map<string, string>();
  const shown = game.definition.markerFlags;
  for (const u of s.units) {
    const seen = redactUnit(u, side, shown);
    if (seen === u) units.push(seen);
    else {
      markers.push(seen);
      secret.set(u.id, seen.id);
    }
  }
  markers.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  units.push(...markers);
  const def = game.definition;
  const stack: ProcedureFrame[] = s.stack.map((f, i) => {
    const proc = def.procedures?.[f.proc];
    if (proc?.view) {
      // The hook's answer is still cleared of hidden units' ids: a view hook cannot leak one by mistake.
      const local = proc.view(new Reader(game, s, i), side);
      return { ...f, local: secret.size > 0 ? replaceIds(local, secret) : local };
    }
    return secret.size > 0 ? { ...f, local: replaceIds(f.local, secret) } : f;
  });
  return {
    side,
    game: s.game,
    scenario: s.scenario,
    options: s.options,
    flow: s.flow,
    turn: s.turn,
    phase: s.phase,
    active: s.active,
    step: s.step,
    units,
    tracks: s.tracks,
    stack,
    data: def.viewData ? def.viewData(new Reader(game, s), side) : s.data,
    result: s.result,
    actions: side === '' ? [] : game.legal(s, side),
  };
}

/** A JSON value with every string that is a hidden unit's id replaced by its marker. */
function replaceIds(v: JsonValue, secret: ReadonlyMap<string, string>): JsonValue {
  if (typeof v === 'string') return secret.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => replaceIds(x, secret));
  if (v !== null && typeof v === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) out[k] = replaceIds(x, secret);
    return out;
  }
  return v;
}

/**
 * A unit as `side` sees it: itself, or an unidentified marker (showing only
 * the flags in `shown`, the game's `markerFlags`: what the marker itself
 * tells, such as a disrupted marker turned to face the enemy).
 *
 * @category Engine
 */
export function redactUnit<U extends UnitState<Position>>(u: U, side: string, shown?: readonly string[]): U {
  if (!u.hidden || u.side === side) return u;
  const marker = u.marker ?? 'unidentified';
  let flags: Record<string, JsonValue> | undefined;
  if (shown && u.flags) {
    for (const f of shown) {
      const v = u.flags[f];
      if (v !== undefined) (flags ??= {})[f] = v;
    }
  }
  return { id: marker, side: u.side, at: u.at, steps: 1, hidden: true, marker, ...(u.box !== undefined ? { box: u.box } : {}), ...(flags ? { flags } : {}) } as unknown as U;
}

/**
 * The events `side` may see: secret events are replaced by their public form,
 * or dropped.
 *
 * @example
 * ```ts
 * import { viewEvents } from 'hexwar';
 *
 * // A Japanese unit set up in secret: the Allied player reads only its marker.
 * viewEvents([{
 *   type: 'deployed', unit: '1/114', hex: 'B1', visibleTo: ['japanese'],
 *   publicAs: { type: 'deployed', unit: 'jp-01', hex: 'B1' },
 * }], 'allied');
 * // [{ type: 'deployed', unit: 'jp-01', hex: 'B1' }]
 * ```
 * @category Engine
 */
export function viewEvents(events: readonly GameEvent[], side: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (!e.visibleTo || e.visibleTo.includes(side)) {
      if (e.visibleTo || e.publicAs !== undefined) {
        const { visibleTo: _v, publicAs: _p, ...rest } = e;
        out.push(rest);
      } else out.push(e);
    } else if (e.publicAs) out.push(e.publicAs);
  }
  return out;
}

/**
 * A side's view read as a state, to describe actions and events and to
 * forecast from, never to apply an action to: the view's units (hidden enemies
 * as their markers), procedures, data and place in the sequence of play, with
 * no seed and unread dice (a forecast's chances come from the tables, not the
 * dice), and another side's open decision left out (the view holds only who
 * must decide, not the options). What a client of a host holds, since the host
 * sends views and keeps the state.
 *
 * @example
 * ```ts
 * import { actionWords, viewedState } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * seat.onState = (s) => label.textContent = actionWords(myitkyina, viewedState(s.view), action);
 * ```
 * @category Engine
 */
export function viewedState<D, P extends Position>(v: MatchView<D, P>): MatchState<D | JsonValue, P> {
  return {
    format: 3,
    game: v.game,
    seed: 0,
    scenario: v.scenario,
    options: v.options,
    step: v.step,
    undoFloor: v.step,
    random: { seed: 0, used: { public: 0, secret: 0 }, draws: 0 },
    flow: v.flow,
    turn: v.turn,
    phase: v.phase,
    active: v.active,
    units: v.units,
    tracks: v.tracks,
    stack: mineOnly(v.stack),
    data: v.data,
    result: v.result,
  };
}

/** A view's stack without another side's open decision (its frame holds no options to answer with). */
function mineOnly(stack: readonly ProcedureFrame[]): readonly ProcedureFrame[] {
  const d = decisionFrame(stack);
  return d && !Array.isArray(d.local.options) ? stack.slice(0, d.index) : stack;
}
