import { HexwarError } from '../errors';
import { createMatch, sameJson, type Game } from './game';
import type { Action, GameRef, JsonValue, MatchState } from './types';

/**
 * Everything needed to rebuild a match: the seed, the scenario, the options and
 * every action in order. Plain JSON.
 *
 * @category Engine
 */
export interface MatchRecord {
  /** Save format version. */
  readonly format: 1;
  /** The game and the plugin version that recorded it. */
  readonly game: GameRef;
  /** The seed. */
  readonly seed: number;
  /** The scenario. */
  readonly scenario: string;
  /** The optional rules chosen. */
  readonly options: { readonly [option: string]: JsonValue };
  /** Every action applied, in order. */
  readonly actions: readonly Action[];
}

/**
 * A new, empty record for a match created with these settings.
 *
 * @category Engine
 */
export function recordOf<D>(state: MatchState<D>, actions: readonly Action[] = []): MatchRecord {
  return { format: 1, game: state.game, seed: state.seed, scenario: state.scenario, options: state.options, actions };
}

/**
 * A match brought back: its record and its state.
 *
 * @category Engine
 */
export interface LoadedMatch<D = JsonValue> {
  /** The record. */
  readonly record: MatchRecord;
  /** The state its actions give. */
  readonly state: MatchState<D>;
}

/**
 * Rebuilds a match from its record; the same record always gives the same
 * state. Throws a typed error naming the first action the rules refuse.
 *
 * @category Engine
 */
export function replay<D>(game: Game<D>, record: MatchRecord): MatchState<D> {
  checkRecord(game, record);
  let state = createMatch(game, { seed: record.seed, scenario: record.scenario, options: record.options });
  record.actions.forEach((action, i) => {
    const r = game.apply(state, action);
    if (!r.ok) throw new HexwarError({ code: 'bad-replay', message: `action ${i + 1} of the record (${action.type} by ${action.side}) is refused: ${r.error.message}`, path: `actions[${i}]` });
    state = r.state;
  });
  return state;
}

function checkRecord(game: { readonly id: string; readonly version: string; readonly title: string }, record: MatchRecord): void {
  if (typeof record !== 'object' || record === null) throw new HexwarError({ code: 'bad-save', message: 'a saved match must be a JSON object' });
  if (record.format !== 1) throw new HexwarError({ code: 'bad-save', message: `this save has format ${String(record.format)}; this version of hexwar reads format 1` });
  if (!record.game || record.game.id !== game.id) throw new HexwarError({ code: 'wrong-game', message: `this save is of "${record.game?.id}", not of ${game.title} ("${game.id}")` });
  if (record.game.version !== game.version) {
    throw new HexwarError({ code: 'wrong-version', message: `this save was made with ${game.id} ${record.game.version}; this is ${game.id} ${game.version}, whose rules may differ` });
  }
  if (!Array.isArray(record.actions)) throw new HexwarError({ code: 'bad-save', message: 'a saved match must list its actions' });
}

/**
 * Saves a match as JSON: its record and its current state.
 *
 * @category Engine
 */
export function saveMatch<D>(record: MatchRecord, state: MatchState<D>): string {
  return JSON.stringify({ ...record, state });
}

/**
 * Loads a saved match: checks the format, game and version, replays the record
 * and confirms it gives the saved state (a save edited by hand is refused).
 *
 * @category Engine
 */
export function loadMatch<D>(game: Game<D>, json: string): LoadedMatch<D> {
  let parsed: MatchRecord & { state?: unknown };
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    throw new HexwarError({ code: 'bad-save', message: `a saved match must be JSON: ${(e as Error).message}` });
  }
  checkRecord(game, parsed);
  const { state: saved, ...record } = parsed;
  const state = replay(game, record);
  if (saved !== undefined && !sameJson(saved, state)) {
    throw new HexwarError({ code: 'bad-save', message: 'the saved state does not match what its actions give: the save was changed or is damaged' });
  }
  return { record, state };
}

/**
 * Takes back the last action, if no die was rolled and nothing hidden was
 * revealed since it (those cannot be taken back). Returns the shorter record
 * and its state.
 *
 * @category Engine
 */
export function undo<D>(game: Game<D>, record: MatchRecord, state: MatchState<D>): LoadedMatch<D> {
  if (record.actions.length === 0 || state.step === 0) throw new HexwarError({ code: 'cannot-undo', message: 'there is nothing to take back' });
  if (state.undoFloor >= state.step) throw new HexwarError({ code: 'cannot-undo', message: 'the last action rolled a die or revealed something, so it cannot be taken back' });
  const shorter = { ...record, actions: record.actions.slice(0, -1) };
  return { record: shorter, state: replay(game, shorter) };
}
