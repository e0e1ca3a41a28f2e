import { CORE_WORDS } from './core-words';
import { sideWord, wording, type AnySays, type Wording } from './event-words';
import type { CoreEventOf, CoreEventType } from './events';
import { Reader } from './context';
import { sideNamer } from './sides';
import type { ActionArg, Spec } from './definition';
import type { Game } from './game-types';
import type { Action, GameEvent, JsonValue, MatchState, Position } from './types';

/**
 * An event as one plain line, `type: field value, …`: what a log shows for an
 * event neither its game nor the core describes in words.
 *
 * @category Log
 */
export function plainEvent(event: GameEvent): string {
  const { type, visibleTo: _v, publicAs: _p, ...rest } = event;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return `${type}${fields ? `: ${fields}` : ''}`;
}

/** A point on a table as a player reads it: `(12.5", 30")`. */
const isPoint = (v: unknown): v is { x: number; y: number } => typeof v === 'object' && v !== null && 'x' in v && 'y' in v && typeof v.x === 'number' && typeof v.y === 'number';
const inches = (n: number) => `${Math.round(n * 10) / 10}"`;
const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : isPoint(v) ? `(${inches(v.x)}, ${inches(v.y)})` : (JSON.stringify(v) ?? '');

/** The core's words for an event of one of its types, or `undefined` for any other type. */
function coreSays(type: string): AnySays | null | undefined {
  // The map is typed per event; looked up by a type read at run time, each entry takes the event it is keyed by.
  return Object.hasOwn(CORE_WORDS, type) ? (CORE_WORDS[type as CoreEventType] as AnySays | null) : undefined;
}

/**
 * One combat of the core's attack procedure in one line: the attackers (and
 * any artillery) with their total, the defenders with theirs, each modifier
 * with its rule (out-of-supply attackers and defenders apart), the odds and
 * every shift with its rule, the roll, the result and what it means.
 *
 * @category Log
 */
export function combatLine(e: CoreEventOf<'combat'>): string {
  return CORE_WORDS.combat?.(e, wording((id) => id, sideWord)) ?? '';
}

/**
 * The core's own words for one of its events (see {@link CoreEvents}): `null`
 * for events a log leaves out (dice, phase changes, declarations the player's
 * action already says), or `undefined` for an event that is not the core's.
 * `name` words a unit's id (a hidden unit's marker as `marker jp-03`), `side`
 * a side's (default: its id with a capital).
 *
 * @example
 * ```ts
 * import { coreEventLine } from 'hexwar';
 *
 * coreEventLine({ type: 'moved', unit: '1/114', from: 'B1', to: 'C2' });                 // '1/114 moves B1 → C2'
 * coreEventLine({ type: 'moved', unit: 'jp-03', from: 'B1', to: 'C2' }, (id) => `marker ${id}`); // 'marker jp-03 moves B1 → C2'
 * coreEventLine({ type: 'deployed', unit: '1/114' });                                    // undefined: not the core's event
 * ```
 * @category Log
 */
export function coreEventLine(e: GameEvent, name: (id: string) => string = (id) => id, side: (id: string) => string = sideWord): string | null | undefined {
  const says = coreSays(e.type);
  return says === undefined ? undefined : says === null ? null : says(e, wording(name, side));
}

/** An id in words: `endMovement` → `end movement`. */
const idWords = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
/** A phrase with a capital. */
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A side's name in a player's words: the game's `sideNames`, else the id with
 * a capital (`allied` → `Allied`); the same words as the plugin's
 * `kit.sideName` (the same naming).
 *
 * @example
 * ```ts
 * import { sideName } from 'hexwar';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 * sideName(pacificSkirmish, 'us'); // "American"
 * ```
 * @category Log
 */
export function sideName<G extends Spec>(game: Game<G>, side: string): string {
  return sideNamer(game.definition.sides, game.definition.sideNames)(side);
}

/**
 * A phase's name as the rules print it: the phase's `title`, else its key in
 * words with a capital (`offensiveFire` → `Offensive fire`); `over` is
 * `Game over`.
 *
 * @example
 * ```ts
 * import { phaseName } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * phaseName(meiktila, 'alliedSetup'); // 'Allied Set-up' (the phase's title)
 * phaseName(meiktila, 'over');        // 'Game over'
 * ```
 * @category Log
 */
export function phaseName<G extends Spec>(game: Game<G>, phase: string): string {
  if (phase === 'over') return 'Game over';
  const def = game.definition.phases?.[phase];
  return def?.title ?? capital(idWords(phase));
}

/**
 * Where a match stands in its sequence of play, for a status line or a
 * heading: the turn of how many and the phase's name ({@link phaseName}), or
 * in the set-up the phase's name after `Set-up`, said once when the phase's
 * own name says it (`Allied Set-up`, never `Set-up · Set-up`).
 *
 * @example
 * ```ts
 * import { stepWords } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * stepWords(meiktila, 0, 'alliedSetup'); // 'Allied Set-up'
 * stepWords(meiktila, 3, 'activation');  // 'Turn 3 of 10 · Activation'
 * ```
 * @category Log
 */
export function stepWords<G extends Spec>(game: Game<G>, turn: number, phase: string): string {
  const name = phaseName(game, phase);
  if (turn !== 0) return `Turn ${turn} of ${game.definition.sequence.turns} · ${name}`;
  return /set-?up/i.test(name) ? name : `Set-up · ${name}`;
}

/**
 * A verb's name for a button or a menu: its `label`, else the action type in
 * words with a capital (`callArtillery` → `Call artillery`).
 *
 * @example
 * ```ts
 * import { verbLabel } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * verbLabel(myitkyina, 'deploy'); // 'Set up': the button's words
 * ```
 * @category Log
 */
export function verbLabel<G extends Spec>(game: Game<G>, type: string): string {
  return game.verb(type)?.label ?? capital(idWords(type));
}

/**
 * A unit as the log names it: by the game's own `unitName` where it gives
 * one (a team of figures, a counter whose id is no name); else a figure on a
 * table by its counter's printed name (`Lt. Hale (officer)`), a counter on a
 * hex map by its id (the designation printed on it, `1/7 GR`), a piece of a
 * table that is no figure (an emplacement shot at) by its name on the table
 * (`Emplacement 3`), and an id that is no counter's on a hex map as a hidden
 * unit's marker (`marker jp-03`).
 *
 * @example
 * ```ts
 * import { unitName } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * unitName(myitkyina, '1/114'); // '1/114': a counter by its designation
 * unitName(myitkyina, 'jp-03'); // 'marker jp-03': a hidden unit's marker
 * ```
 * @category Log
 */
export function unitName<G extends Spec>(game: Game<G>, id: string): string {
  if (id === '') return id;
  const own = game.definition.unitName?.(id);
  if (own !== undefined) return own;
  // On a table an id that is no figure's may be a piece of the table (an emplacement shot at): its printed name.
  if (!hasCounter(game, id)) return game.table ? (game.table.data.objects?.find((o) => o.id === id)?.name ?? id) : `marker ${id}`;
  return game.table ? (game.counter(id).name ?? id) : id;
}

/**
 * An action in a player's words, without the side's name (`"move 90/30 to
 * B6"`), read against the state before it: the verb's `says` (the core's
 * procedures give their verbs theirs), or the verb's label and its fields.
 * What a button or a menu shows; {@link describeAction} puts the side's name
 * before it for the log.
 *
 * @example
 * ```ts
 * import { actionWords, createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * actionWords(myitkyina, state, { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' }); // 'place 1/114 in B1'
 * ```
 * @category Log
 */
export function actionWords<G extends Spec, P extends Position, const A extends Action = Action>(game: Game<G>, state: MatchState<unknown, P>, actionArg: ActionArg<G, A>): string {
  const action = actionArg as Action;
  const ctx = new Reader(game, state as MatchState);
  const target = ctx.frame<{ hex?: JsonValue }>('attack')?.hex ?? ctx.frame<{ hex?: JsonValue }>('combatResult')?.hex ?? null;
  const says = game.verb(action.type)?.says;
  const field = (v: JsonValue | undefined): string => (typeof v === 'string' && hasCounter(game, v) ? unitName(game, v) : str(v));
  if (typeof says === 'function') return says(ctx, action, verbWordingOf(game));
  if (typeof says === 'string') {
    return says.replace(/\{(\w+)\}/g, (_m, k: string) => (k === 'target' ? String(target ?? '?') : k === 'side' ? sideName(game, action.side) : k === 'phase' ? phaseName(game, state.phase) : field(action[k])));
  }
  const { type, side: _side, ...rest } = action;
  const fields = Object.entries(rest).map(([k, v]) => `${idWords(k)} ${field(v)}`).join(', ');
  return `${verbLabel(game, type).toLowerCase()}${fields ? ` (${fields})` : ''}`;
}

/**
 * One line of a match's log for an event, in a player's words: the game's own
 * words first, then the core's, then the plain fields. A secret event is
 * described by its public form (what the other players saw), or left out —
 * unless `side` is given and may see it (the owner's own log).
 *
 * @example
 * ```ts
 * import { describeEvent } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 * const lines = events.map((e) => describeEvent(meiktila, before, e)).filter((l) => l !== null);
 * ```
 * @category Log
 */
export function describeEvent<G extends Spec, P extends Position>(game: Game<G>, state: MatchState<unknown, P>, event: GameEvent, side?: string): string | null {
  // A secret event reads as its public form, unless it is for the side asking.
  const e = event.visibleTo !== undefined && !(side !== undefined && event.visibleTo.includes(side)) ? event.publicAs : event;
  if (!e) return null;
  const w = wordingOf(game);
  const events = game.definition.events;
  // Declared with the game's typed fields; looked up by the type read at run time, each entry takes the event it is keyed by.
  const declared = events && Object.hasOwn(events, e.type) ? events[e.type] : undefined;
  if (declared) return declared.says ? declared.says(e, w) : null;
  const core = coreSays(e.type);
  if (core === undefined) return plainEvent(e);
  if (core === null) return null;
  try {
    return core(e, w);
  } catch {
    // A game that declares no events may emit one under a core event's name with fields of its own: its plain line.
    return plainEvent(e);
  }
}

/** The words of a game's log: its units' and sides' names (an id that is no counter's is a hidden unit's marker; on a table, figures go by their printed names). */
const wordingOf = (g: Game): Wording => {
  let w = WORDINGS.get(g);
  if (!w) WORDINGS.set(g, (w = wording((id) => unitName(g, id), (id) => sideName(g, id))));
  return w;
};
const WORDINGS = /* @__PURE__ */ new WeakMap<Game, Wording>();

/** The words a verb's `says` reads an action's fields with: a counter by its name, any other id (a hidden unit's marker) as it is. */
const verbWordingOf = (g: Game): Wording => {
  let w = VERB_WORDINGS.get(g);
  if (!w) VERB_WORDINGS.set(g, (w = wording((id) => (hasCounter(g, id) ? unitName(g, id) : id), (id) => sideName(g, id))));
  return w;
};
const VERB_WORDINGS = /* @__PURE__ */ new WeakMap<Game, Wording>();

/**
 * Who reads a line of the log, and what else they may know of the action:
 * the state after it and its events, so a hidden placement or a sealed order
 * is told only to those who may see it.
 *
 * @example
 * ```ts
 * import { createMatch, describeAction } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const before = createMatch(myitkyina, { seed: 1 });
 * const action = { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' } as const;
 * const r = myitkyina.apply(before, action);
 * if (r.ok) {
 *   describeAction(myitkyina, before, action, { viewer: 'allied', after: r.state, events: r.events }); // 'Japanese acts': a secret set-up
 *   describeAction(myitkyina, before, action, { viewer: 'japanese' });                               // 'Japanese: place 1/114 in B1'
 * }
 * ```
 * @category Log
 */
export interface LogReader<S extends string = string> {
  /** The side reading, or `null` for the referee, who may know everything (a finished game's whole record, a host's audit). */
  readonly viewer: S | null;
  /** The state after the action: a unit it turns face down is hidden too. */
  readonly after?: MatchState<unknown, Position>;
  /** The action's events: one secret from the viewer hides the action's words. */
  readonly events?: readonly GameEvent[];
}

/**
 * Whether `reader.viewer` may read another side's action in words: nothing of
 * it is hidden from that side, that is no unit it names is face down to the
 * viewer (before the action, or after it when given) and none of its events
 * (when given) is secret from the viewer. Its own actions always; the referee
 * every action.
 *
 * @example
 * ```ts
 * import { actionSeenBy } from 'hexwar';
 * actionSeenBy(before, r.action, { viewer: 'allied', after: r.state, events: r.events }); // false for a hidden set-up
 * ```
 * @category Log
 */
export function actionSeenBy(state: MatchState<unknown, Position>, action: Action, reader: LogReader): boolean {
  const { viewer } = reader;
  if (viewer === null || action.side === viewer) return true;
  if (reader.events?.some((e) => e.visibleTo !== undefined && !e.visibleTo.includes(viewer))) return false;
  const hiddenFrom = new Set([...state.units, ...(reader.after?.units ?? [])].filter((u) => u.hidden && u.side !== viewer).map((u) => u.id));
  const names = (v: JsonValue | undefined): boolean =>
    typeof v === 'string' ? hiddenFrom.has(v) : Array.isArray(v) ? v.some(names) : v !== null && typeof v === 'object' ? Object.values(v).some(names) : false;
  return !Object.entries(action).some(([k, v]) => k !== 'side' && k !== 'type' && names(v as JsonValue));
}

/**
 * One line of a match's log for an action, read against the state before it,
 * as `reader.viewer` may read it: the side's name, then the action in words
 * ({@link actionWords}), or only that the side acted ("Japanese acts") when
 * the action names something hidden from the viewer ({@link actionSeenBy}).
 * Pass the action's `after` state and `events` for a viewer other than the
 * actor; `viewer: null` (the referee) reads every action in words.
 *
 * @example
 * ```ts
 * import { describeAction } from 'hexwar';
 * const r = game.apply(state, action);
 * if (r.ok) log(describeAction(game, state, r.action, { viewer: 'allied', after: r.state, events: r.events }));
 * // "Japanese acts" for a hidden set-up; "Allied: 1 Bde moves to D3" for the viewer's own move
 * ```
 * @category Log
 */
export function describeAction<G extends Spec, P extends Position, const A extends Action = Action>(game: Game<G>, state: MatchState<unknown, P>, action: ActionArg<G, A>, reader: LogReader<G['side']>): string {
  const act = action as Action;
  if (!actionSeenBy(state, act, reader)) return `${sideName(game, act.side)} acts`;
  return `${sideName(game, act.side)}: ${actionWords(game, state, act)}`;
}

function hasCounter<G extends Spec>(game: Game<G>, id: string): boolean {
  try {
    game.counter(id);
    return true;
  } catch {
    return false;
  }
}
