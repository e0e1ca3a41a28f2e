import * as z from 'zod';
import { sideNamer } from './sides';
import { HexwarError, type RuleViolation } from '../errors';
import type { Game } from './game';
import { createMatch } from './match';
import type { AnySpec, Spec, StateOf } from './definition';
import { sameJson } from './legal';
import { isActionShape, isJsonObject, plainCopy, quote } from './sanitize';
import { lazy } from '../internal/lazy';
import type { Action, GameRef, JsonValue, MatchState, Position, UnitFlags } from './types';

/** The save format this version reads and writes: 3 since the dice come from ChaCha20 streams. */
const FORMAT = 3;

/**
 * Everything needed to rebuild a match: the seed, the scenario, the options and
 * every action in order. Plain JSON.
 *
 * @example
 * ```ts
 * import { createMatch, recordOf, replay } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const first = createMatch(myitkyina, { seed: 1 });
 * const action = { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' } as const;
 * const record = recordOf(first, [action]);     // the seed, scenario, options and every action: JSON to keep
 * const again = replay(myitkyina, record);      // the same state, every roll the same
 * ```
 * @category Engine
 */
export interface MatchRecord {
  /** Save format version. */
  readonly format: 3;
  /** The game and the plugin version that recorded it. */
  readonly game: GameRef;
  /** The seed. */
  readonly seed: number | string;
  /** The secret stream's seed, when the match had one of its own (see `MatchOptions.secretSeed`): the record is its owner's, never a player's to see. */
  readonly secretSeed?: number | string;
  /** The scenario. */
  readonly scenario: string;
  /** The optional rules chosen. */
  readonly options: { readonly [option: string]: JsonValue };
  /** Every action applied, in order. */
  readonly actions: readonly Action[];
}

/** A version from a save as a player reads it: bare when it looks like a version, quoted otherwise. */
const versionWord = (v: unknown) => (typeof v === 'string' && /^[\w.+-]{1,40}$/.test(v) ? v : quote(v));

/**
 * A new record for a match created with these settings (with the actions given).
 *
 * @example
 * ```ts
 * import { createMatch, recordOf } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const record = recordOf(state); // { format, game, seed: 1, scenario, options, actions: [] }
 * ```
 * @category Engine
 */
export function recordOf<P extends Position>(state: MatchState<unknown, P>, actions: readonly Action[] = []): MatchRecord {
  const secret = state.random.secretSeed;
  return { format: FORMAT, game: state.game, seed: state.seed, ...(secret !== undefined ? { secretSeed: secret } : {}), scenario: state.scenario, options: state.options, actions };
}

/**
 * A match brought back: its record and its state.
 *
 * @example
 * ```ts
 * import { loadMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const { record, state } = loadMatch(myitkyina, saved);
 * console.log(`${record.actions.length} actions played, now ${state.phase}`);
 * ```
 * @category Engine
 */
export interface LoadedMatch<D = JsonValue, P extends Position = never, F extends UnitFlags = UnitFlags, S extends string = string> {
  /** The record. */
  readonly record: MatchRecord;
  /** The state its actions give (typed by the game's spec when loaded through a typed game). */
  readonly state: MatchState<D, P, F, S>;
}

function bad(message: string, path?: string): never {
  throw new HexwarError({ code: 'bad-save', message, ...(path ? { path } : {}) });
}

// Built on first use, like the core's other schemas: built at import, their inner calls (which no
// pure mark covers) would keep zod in a bundle that imports only hex helpers (`npm run size`).
/** What a save names as its game. */
const gameRefSchema = /* @__PURE__ */ lazy(() => z.object({ id: z.string(), version: z.string() }));
/** A seed as saved: a whole number or a string. */
const seedSchema = /* @__PURE__ */ lazy(() => z.union([z.string(), z.number().refine(Number.isSafeInteger)]));

/** A field of a save read through its schema, or the save refused with the reason and the field's path. */
function field<T>(r: { readonly [key: string]: JsonValue }, key: string, schema: z.ZodType<T>, message: string): T {
  const read = schema.safeParse(r[key]);
  return read.success ? read.data : bad(message, key);
}


/**
 * A record read from anywhere (a file, the browser's storage, a wire) checked
 * field by field against the game: the same record, typed, or a typed error
 * naming the first problem. `replay` checks its record the same way; read it
 * first where the page needs the record's own fields (its seed, its options).
 *
 * @example
 * ```ts
 * import { readRecord, replay } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const record = readRecord(myitkyina, JSON.parse(await file.text()));
 * const state = replay(myitkyina, record);
 * console.log(record.seed, record.options);
 * ```
 * @throws {@link hexwar!HexwarError} `bad-save`, `wrong-game` or `wrong-version`.
 * @category Engine
 */
export function readRecord(game: { readonly id: string; readonly version: string; readonly title: string }, raw: unknown): MatchRecord {
  const copied = plainCopy(raw, 'the save');
  if (!copied.ok) bad(copied.error.message, copied.error.path);
  const r = copied.value;
  if (!isJsonObject(r)) return bad('a saved match must be a JSON object');
  if (r['format'] !== FORMAT) {
    // An older save's dice came from another generator: replaying it here would give another game.
    if (r['format'] === 2) throw new HexwarError({ code: 'wrong-version', message: `this save has format 2, from before hexwar's dice came from ChaCha20: this version (format ${FORMAT}) would roll other dice and cannot replay it`, path: 'format' });
    bad(typeof r['format'] === 'number' && r['format'] < FORMAT ? `this save has format ${r['format']}, written by an older version of hexwar; this version reads format ${FORMAT} only` : `this save has format ${quote(r['format'])}; this version of hexwar reads format ${FORMAT}`, 'format');
  }
  const g = field(r, 'game', gameRefSchema(), 'a saved match must name its game: game.id and game.version');
  if (g.id !== game.id) throw new HexwarError({ code: 'wrong-game', message: `this save is of ${quote(g.id)}, not of ${game.title} ("${game.id}")` });
  if (g.version !== game.version) throw new HexwarError({ code: 'wrong-version', message: `this save was made with ${game.id} ${versionWord(g.version)}; this is ${game.id} ${game.version}, whose rules may differ` });
  const seed = field(r, 'seed', seedSchema(), 'a saved match must give its seed (a whole number or a string)');
  const secretSeed = r['secretSeed'] === undefined ? undefined : field(r, 'secretSeed', seedSchema(), "a saved match's secret seed is a whole number or a string");
  const scenario = field(r, 'scenario', z.string(), 'a saved match must name its scenario');
  const options = r['options'] ?? {};
  if (!isJsonObject(options)) return bad('the options of a saved match must be an object', 'options');
  const listed = r['actions'];
  if (!Array.isArray(listed)) return bad('a saved match must list its actions', 'actions');
  // Only the type and side are checked here: the other fields are JSON (the whole save was copied as such), and the rules judge them on replay.
  if (!listed.every(isActionShape)) {
    const i = listed.findIndex((a) => !isActionShape(a));
    return bad(`action ${i + 1} of the save is not an action (an object with a "type" and a "side"): ${quote(listed[i])}`, `actions[${i}]`);
  }
  return { format: FORMAT, game: { id: g.id, version: g.version }, seed, ...(secretSeed !== undefined ? { secretSeed } : {}), scenario, options, actions: listed };
}

/** Replays actions from a created match, calling `each` with every state reached. */
function replayFrom<G extends Spec>(game: Game<G>, record: MatchRecord, each?: (state: StateOf<G>, i: number) => void): StateOf<G> {
  // A record's scenario and options are the game's or the match is refused in words: createMatch checks both at run time.
  let state = createMatch(game, { seed: record.seed, ...(record.secretSeed !== undefined ? { secretSeed: record.secretSeed } : {}), scenario: record.scenario, options: record.options as Partial<G['options']> });
  record.actions.forEach((action, i) => {
    const r = game.apply(state, action);
    if (!r.ok) throw new HexwarError({ code: 'bad-replay', message: `action ${i + 1} of the record (${quote(action.type, 30)} by ${quote(action.side, 20)}) is refused: ${r.error.message}`, path: `actions[${i}]` });
    each?.(state, i);
    state = r.state;
  });
  return state;
}

/**
 * Rebuilds a match from its record; the same record always gives the same
 * state. Throws a typed error naming the first action the rules refuse.
 *
 * @example
 * ```ts
 * import { replay } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const state = replay(myitkyina, JSON.parse(recordJson));
 * ```
 * @throws {@link hexwar!HexwarError} `bad-save`, `wrong-game`, `wrong-version` or `bad-replay`.
 * @category Engine
 */
export function replay<G extends Spec = AnySpec>(game: Game<G>, record: MatchRecord): StateOf<G> {
  return replayFrom(game, readRecord(game, record));
}

/**
 * Saves a match as JSON: its record and its current state.
 *
 * @example
 * ```ts
 * import { createMatch, recordOf, saveMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * localStorage.setItem('myitkyina', saveMatch(recordOf(state), state));
 * ```
 * @throws {@link hexwar!HexwarError} `bad-save` when the record or state is not plain
 *   JSON that can be written out (too deep, a cycle, a BigInt).
 *
 * @category Engine
 */
export function saveMatch<P extends Position>(record: MatchRecord, state: MatchState<unknown, P>): string {
  try {
    return JSON.stringify({ ...record, state });
  } catch (e) {
    // Too deep for the stack, a cycle or a BigInt: none of them is a match to save.
    const why = e instanceof RangeError ? 'it nests too deep to be written out' : `it is not plain JSON (${quote(e instanceof Error ? e.message : e, 60)})`;
    throw new HexwarError({ code: 'bad-save', message: `this match cannot be saved: ${why}` });
  }
}

/**
 * Loads a saved match: checks the format, game and version, replays the record
 * and confirms it gives the saved state (a save edited by hand is refused).
 *
 * @example
 * ```ts
 * import { loadMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const saved = localStorage.getItem('myitkyina');
 * if (saved) {
 *   const { record, state } = loadMatch(myitkyina, saved); // replayed and checked against the saved state
 *   record.actions.length === state.step; // true
 * }
 * ```
 * @throws {@link hexwar!HexwarError} `bad-save` (naming what is wrong), `wrong-game`, `wrong-version` or `bad-replay`.
 * @category Engine
 */
export function loadMatch<G extends Spec = AnySpec>(game: Game<G>, json: string): LoadedMatch<G['data'], G['position'], G['flags'], G['side']> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    throw new HexwarError({ code: 'bad-save', message: `a saved match must be JSON: ${e instanceof Error ? e.message : String(e)}` });
  }
  const saved = typeof parsed === 'object' && parsed !== null && 'state' in parsed ? parsed.state : undefined;
  const record = readRecord(game, parsed);
  const state = replayFrom(game, record);
  if (saved !== undefined && !sameJson(saved, state)) {
    throw new HexwarError({ code: 'bad-save', message: 'the saved state does not match what its actions give: the save was changed or is damaged', path: 'state' });
  }
  return { record, state };
}

/** The core's name for the undo convention, cited by its refusals. */
const UNDO_RULE = 'undo';

/**
 * Why `side` may not take back the last action now, or `null` if it may: a
 * side takes back only its own actions, one at a time, never past a die roll,
 * a hidden reveal or the other side's action (the rule Rally the Troops
 * enforces), and never once the game is over. Cheap: it reads the state's
 * undo floor and the record's last action, and replays nothing, so a page can
 * ask it on every render to offer Undo only when the engine will allow it.
 *
 * @example
 * ```ts
 * import { checkUndo, recordOf } from 'hexwar';
 * const why = checkUndo(game, recordOf(state, actions), state, 'allied');
 * undoButton.disabled = why !== null;
 * undoButton.title = why?.message ?? 'take back your last action';
 * ```
 * @category Engine
 */
export function checkUndo<G extends Spec = AnySpec>(game: Game<G>, record: MatchRecord, state: MatchState<G['data'], G['position'], G['flags']>, side: string): RuleViolation | null {
  const refuse = (message: string, code = 'cannot-undo'): RuleViolation => ({ code, message, rule: UNDO_RULE });
  if (typeof side !== 'string' || !game.sides.includes(side)) return refuse(`${quote(side, 20)} is not a side of ${game.title} (${game.sides.join(', ')})`, 'unknown-side');
  const last = record.actions[record.actions.length - 1];
  if (!last) return refuse('there is nothing to take back');
  if (state.result) return refuse('the game is over: its result stands');
  if (last.side !== side) return refuse(`the last action was the ${game.sides.includes(last.side) ? sideNamer(game.definition.sides, game.definition.sideNames)(last.side) : quote(last.side, 20)} player's: you may take back only your own actions`);
  if (state.undoFloor >= state.step) return refuse('the last action rolled a die or revealed something, so it cannot be taken back');
  return null;
}

/**
 * Takes back the last action of a record for `side`: only the side's own
 * action, never past a die roll, a hidden reveal or the other side's action
 * (see {@link checkUndo}). Called again, it steps further back through the
 * side's own actions. The record decides: it is replayed, and a state passed
 * along must be the one it gives.
 *
 * @example
 * ```ts
 * import { recordOf, undo } from 'hexwar';
 * const back = undo(game, recordOf(state, actions), 'allied', state);
 * state = back.state;
 * actions = [...back.record.actions];
 * ```
 * @returns the shorter record and its state.
 * @throws {@link hexwar!HexwarError} `cannot-undo` (or `unknown-side`) with the reason, or `stale-state` when `state` is not the record's.
 * @category Engine
 */
export function undo<G extends Spec = AnySpec>(game: Game<G>, record: MatchRecord, side: string, state?: MatchState<G['data'], G['position'], G['flags']>): LoadedMatch<G['data'], G['position'], G['flags'], G['side']> {
  const rec = readRecord(game, record);
  if (rec.actions.length === 0) throw new HexwarError({ code: 'cannot-undo', message: 'there is nothing to take back', rule: UNDO_RULE });
  // Set by the replay at the last action (there is one): the state it is taken back to.
  let before: StateOf<G> | undefined;
  const last = rec.actions.length - 1;
  const after = replayFrom(game, rec, (s, i) => {
    if (i === last) before = s;
  });
  if (state !== undefined && !sameJson(state, after)) {
    throw new HexwarError({ code: 'stale-state', message: `the state given (step ${quote(state.step)}) is not the one the record gives (step ${after.step}): undo follows the record` });
  }
  const why = checkUndo(game, rec, after, side);
  if (why) throw new HexwarError(why);
  if (before === undefined) throw new Error(`undo: replaying the record never reached step ${last}, the one before the last action`);
  return { record: { ...rec, actions: rec.actions.slice(0, -1) }, state: before };
}
