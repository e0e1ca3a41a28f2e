/**
 * Games kept in the browser's storage, so a local game survives a reload or a
 * closed tab: each game's record (seed, scenario, options and every action,
 * never the state, which the record rebuilds exactly) with the choices it was
 * started with, and a list of them for the first screen. Online seats keep
 * their tokens here too, keyed by match, so no token stays in the address.
 * No rules and no core: the first screen reads this list before any game loads.
 */

/** The choices a game was started with, as the first screen makes them. */
export interface SavedSetup {
  readonly scenario: string;
  readonly side: string;
  readonly opponent: 'heuristic' | 'search' | 'random' | 'hotseat';
  readonly seed: number | string;
  readonly thinkMs: number;
}

/** A game in the list: what the first screen says of it. */
export interface SavedGame {
  readonly key: string;
  /** The game's id on the menu. */
  readonly game: string;
  /** In words: the game, the scenario, who plays whom. */
  readonly title: string;
  /** Where it stands, in words (turn, phase, or its result). */
  readonly where: string;
  readonly over: boolean;
  /** When it was last saved (ms since 1970). */
  readonly saved: number;
}

/** A record as the engine writes it (kept as JSON; the engine checks it when the game is resumed). */
export interface StoredRecord {
  readonly format: number;
  readonly game: { readonly id: string; readonly version: string };
  readonly seed: number | string;
  /** The secret stream's seed (the bot's hidden set-up, a sealed order): kept, so a resumed game is the same game. */
  readonly secretSeed?: number | string;
  readonly scenario: string;
  readonly options: { readonly [k: string]: unknown };
  readonly actions: readonly { readonly type: string; readonly side: string }[];
}

const LIST = 'hexwar:games';
const GAME = (key: string) => `hexwar:game:${key}`;
/** The game open in this tab: a reload resumes it straight away (a closed tab finds it in the list). */
const OPEN = 'hexwar:open';

/**
 * What storage gives back is checked before it is used: another tab, an older page or a hand may have
 * written it. A field named with a trailing `?` may be absent. (The engine checks a record whole when the
 * game is resumed; this checks only what the first screen reads.)
 */
type Kind = 'string' | 'number' | 'boolean' | 'seed' | 'object' | 'array';
const isObject = (v: unknown): v is { readonly [k: string]: unknown } => typeof v === 'object' && v !== null && !Array.isArray(v);
const ofKind = (x: unknown, kind: Kind): boolean =>
  kind === 'seed' ? typeof x === 'string' || typeof x === 'number' : kind === 'object' ? isObject(x) : kind === 'array' ? Array.isArray(x) : typeof x === kind;
const hasFields = (v: unknown, kinds: { readonly [field: string]: Kind }): v is { readonly [k: string]: unknown } =>
  isObject(v) &&
  Object.entries(kinds).every(([k, kind]) => {
    const x = v[k.replace(/\?$/, '')];
    return (k.endsWith('?') && x === undefined) || ofKind(x, kind);
  });

const OPPONENTS: readonly string[] = ['heuristic', 'search', 'random', 'hotseat'];
const isSavedGame = (v: unknown): v is SavedGame => hasFields(v, { key: 'string', game: 'string', title: 'string', where: 'string', over: 'boolean', saved: 'number' });
const isSetup = (v: unknown): v is SavedSetup => hasFields(v, { scenario: 'string', side: 'string', opponent: 'string', seed: 'seed', thinkMs: 'number' }) && OPPONENTS.includes(String(v['opponent']));
/** Whether a value looks like a record the engine wrote (a file chosen, a game kept): the engine then checks it whole. */
export const isStoredRecord = (v: unknown): v is StoredRecord =>
  hasFields(v, { format: 'number', game: 'object', seed: 'seed', 'secretSeed?': 'seed', scenario: 'string', options: 'object', actions: 'array' }) &&
  hasFields(v['game'], { id: 'string', version: 'string' }) &&
  Array.isArray(v['actions']) &&
  v['actions'].every((a) => hasFields(a, { type: 'string', side: 'string' }));
const isLink = (v: unknown): boolean => hasFields(v, { host: 'string', match: 'string', token: 'string', side: 'string' });
const isSeat = (v: unknown): v is StoredSeat => hasFields(v, { game: 'string', host: 'string', match: 'string', token: 'string', side: 'string', 'others?': 'array' }) && (v['others'] === undefined || (Array.isArray(v['others']) && v['others'].every(isLink)));
const isSaved = (v: unknown): v is { readonly setup: SavedSetup; readonly record: StoredRecord } => hasFields(v, { setup: 'object', record: 'object' }) && isSetup(v['setup']) && isStoredRecord(v['record']);
const isWords = (v: unknown): v is Record<string, string> => isObject(v) && Object.values(v).every((x) => typeof x === 'string');

/** What is kept under a key, if it is there, is JSON and has the shape asked for. */
const read = <T>(store: Storage, key: string, is: (v: unknown) => v is T): T | null => {
  try {
    const s = store.getItem(key);
    const v: unknown = s === null ? null : JSON.parse(s);
    return is(v) ? v : null;
  } catch {
    return null;
  }
};

/** The saved games, the latest first. */
export const savedGames = (): SavedGame[] => (read(localStorage, LIST, Array.isArray) ?? []).filter(isSavedGame).sort((a, b) => b.saved - a.saved);

/** A saved game's setup and record, if it is still there. */
export const loadSaved = (key: string): { readonly setup: SavedSetup; readonly record: StoredRecord } | null => read(localStorage, GAME(key), isSaved);

/** Saves a game after an action: its record, and its line in the list. Throws if the storage is full. */
export const saveGame = (entry: SavedGame, setup: SavedSetup, record: StoredRecord): void => {
  localStorage.setItem(GAME(entry.key), JSON.stringify({ setup, record }));
  const list = [entry, ...savedGames().filter((g) => g.key !== entry.key)];
  // The browser's storage is small: past KEPT games, the oldest finished ones go first, then the oldest.
  while (list.length > KEPT) {
    let i = list.length - 1;
    while (i >= 0 && !list[i]!.over) i--;
    const [gone] = list.splice(i >= 0 ? i : list.length - 1, 1);
    if (gone) localStorage.removeItem(GAME(gone.key));
  }
  localStorage.setItem(LIST, JSON.stringify(list));
};
/** How many games the list keeps. */
const KEPT = 30;

/** Forgets a saved game. */
export const dropGame = (key: string): void => {
  localStorage.removeItem(GAME(key));
  localStorage.setItem(LIST, JSON.stringify(savedGames().filter((g) => g.key !== key)));
  if (openGame() === key) closeGame();
};

/** A new game's key: the game and when it began, unique enough for one browser. */
export const newKey = (game: string): string => `${game}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The game open in this tab (it is resumed on a reload). */
export const openGame = (): string | null => sessionStorage.getItem(OPEN);
export const markOpen = (key: string): void => sessionStorage.setItem(OPEN, key);
export const closeGame = (): void => sessionStorage.removeItem(OPEN);

/** An online seat as kept here: the token lives in storage, keyed by host and match, never in the address. */
export interface StoredSeat {
  readonly game: string;
  readonly host: string;
  readonly match: string;
  readonly token: string;
  readonly side: string;
  /** The other seats' links still to hand out (the creator's page shows them again after a reload). */
  readonly others?: readonly { readonly host: string; readonly match: string; readonly token: string; readonly side: string }[];
}
// Keyed by side too: one browser may hold both seats of a match (two tabs, one each).
const SEAT = (host: string, match: string, side: string) => `hexwar:seat:${host}|${match}|${side}`;
export const saveSeat = (s: StoredSeat): void => localStorage.setItem(SEAT(s.host, s.match, s.side), JSON.stringify(s));
/** The seat kept for a match (of the side named, else the only one kept). */
export const storedSeat = (host: string, match: string, side: string | null): StoredSeat | null => {
  if (side) return read(localStorage, SEAT(host, match, side), isSeat);
  const prefix = SEAT(host, match, '');
  const keys = Object.keys(localStorage).filter((k) => k.startsWith(prefix));
  return keys.length === 1 ? read(localStorage, keys[0]!, isSeat) : null;
};

/**
 * A seat's own actions in its words, by the version the host gave each: the
 * host logs another seat's action only as "Allied acts", so the words of one's
 * own live here, beside the seat's token, and a reloaded page reads them again.
 */
const SAID = (host: string, match: string, side: string) => `hexwar:said:${host}|${match}|${side}`;
export const saidWords = (host: string, match: string, side: string): Record<string, string> => read(localStorage, SAID(host, match, side), isWords) ?? {};
export const keepSaid = (host: string, match: string, side: string, version: number, words: string): void => {
  const all = saidWords(host, match, side);
  all[String(version)] = words;
  localStorage.setItem(SAID(host, match, side), JSON.stringify(all));
};
