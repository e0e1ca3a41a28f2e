/**
 * The door a state comes in by. A state the engine made (`createMatch`,
 * `apply`, `replay`, `loadMatch`) is known and passes at the cost of one
 * WeakSet lookup. Any other (parsed from a database, a file or the wire, or
 * built by hand) is copied once and its shape checked: a damaged state is
 * refused with a typed `bad-state` that says what is wrong and where, not read
 * into an internal error or a 42 s stall, and the engine never writes to the
 * caller's objects (not a frozen flag, not a hidden memo).
 */
import { HexwarError } from '../errors';
import type { Game } from './game-types';
import { TABLE_EPSILON } from '../tabletop/tolerance';
import { isMade, madeHere } from './made';
import { quote } from './sanitize';
import { freezeState } from './freeze';
import { DECISION, decisionFrame } from './decision';
import type { MatchState } from './types';

/** Copies admitted of states the engine did not make, by the object given (asked again, not copied again). */
const admitted = new WeakMap<object, MatchState>();

/**
 * The state as the engine may read it: itself if the engine made it, else a
 * checked copy.
 *
 * @throws {@link hexwar!HexwarError} `bad-state` naming the first problem.
 * @internal
 */
export function admit(game: Game, state: unknown): MatchState {
  if (typeof state === 'object' && state !== null) {
    // Made by the engine, or admitted before: its shape is known good, but it may be another game's (a front end with two games open).
    const trusted = isMade(state) ? (state as MatchState) : admitted.get(state);
    if (trusted) {
      if (trusted.game.id !== game.id || trusted.game.version !== game.version) {
        bad(`it is a state of ${trusted.game.id} ${trusted.game.version}, not of ${game.id} ${game.version}`, 'game');
      }
      return trusted;
    }
  }
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(state) ?? 'null');
  } catch (e) {
    return bad(`it is not plain JSON (${e instanceof RangeError ? 'it nests too deep' : quote(e instanceof Error ? e.message : e, 60)})`);
  }
  const problem = stateProblem(game, copy);
  if (problem) return bad(problem.message, problem.path);
  // Frozen like every state the engine makes: a hook that writes to it cannot change what the next call reads.
  const s = madeHere(freezeState(copy as MatchState));
  admitted.set(state as object, s);
  return s;
}

function bad(message: string, path?: string): never {
  throw new HexwarError({ code: 'bad-state', message: `the state given is not a state of this game: ${message}`, ...(path ? { path } : {}) });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const whole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** Whether a value names one of the game's sides. */
const isSideOf = (game: Game, v: unknown): boolean => typeof v === 'string' && game.sides.includes(v);

/** The first thing wrong with a state's shape, with its path; `null` if it reads as one of the game's states. */
function stateProblem(game: Game, s: unknown): { message: string; path?: string } | null {
  const at = (path: string, message: string) => ({ message: `${path}: ${message}`, path });
  if (!isObject(s)) return { message: 'a state is an object' };
  if (s['format'] !== 3) return at('format', `this version reads states of format 3, not ${quote(s['format'], 20)}`);
  const g = s['game'];
  if (!isObject(g) || g['id'] !== game.id || g['version'] !== game.version) return at('game', `a state of ${game.id} ${game.version} names its game so, not ${quote(g, 40)}`);
  if (!(typeof s['seed'] === 'string' || (typeof s['seed'] === 'number' && Number.isSafeInteger(s['seed'])))) return at('seed', 'the seed is a whole number or a string');
  if (typeof s['scenario'] !== 'string' || !Object.hasOwn(game.definition.scenarios, s['scenario'])) return at('scenario', `${quote(s['scenario'], 30)} is not a scenario of ${game.title}`);
  if (!isObject(s['options'])) return at('options', 'the options are an object');
  if (!whole(s['step']) || !whole(s['undoFloor']) || s['undoFloor'] > s['step']) return at('step', 'step and undoFloor are whole numbers, the floor no later than the step');
  const random = s['random'];
  if (!isObject(random) || !isObject(random['used']) || !whole(random['used']['public']) || !whole(random['used']['secret']) || !whole(random['draws']) || random['seed'] !== s['seed']) {
    return at('random', 'the dice state has the seed and whole counts of words used and draws made');
  }
  if (random['script'] !== undefined && !(Array.isArray(random['script']) && random['script'].every((x) => typeof x === 'number' || typeof x === 'string'))) return at('random.script', 'a script is a list of numbers and names');
  if (!whole(s['turn']) || typeof s['phase'] !== 'string') return at('turn', 'the turn is a whole number and the phase a name');
  if (s['active'] !== null && !isSideOf(game, s['active'])) return at('active', `${quote(s['active'], 20)} is not a side of ${game.title}`);
  try {
    const pos = game.flow.position(s['flow'] as never);
    if (pos.turn !== s['turn'] || (pos.phase !== s['phase'] && !(pos.over && s['result'] !== null))) return at('flow', `the sequence of play is at turn ${pos.turn}, ${pos.phase}, not turn ${s['turn']}, ${quote(s['phase'], 30)}`);
  } catch (e) {
    return at('flow', quote(e instanceof Error ? e.message : e, 120));
  }
  const units = s['units'];
  if (!Array.isArray(units)) return at('units', 'the units are a list');
  const ids = new Set<string>();
  for (let i = 0; i < units.length; i++) {
    const u = units[i];
    const path = `units[${i}]`;
    if (!isObject(u) || typeof u['id'] !== 'string') return at(path, 'a unit is an object with an id');
    let full: number;
    let side: string;
    try {
      const c = game.counter(u['id']);
      full = c.steps;
      side = c.side;
    } catch {
      return at(`${path}.id`, `${game.title} has no counter ${quote(u['id'], 30)}`);
    }
    if (ids.has(u['id'])) return at(`${path}.id`, `${quote(u['id'], 30)} is in play twice`);
    ids.add(u['id']);
    if (u['side'] !== side) return at(`${path}.side`, `${u['id']} is a counter of ${side}, not ${quote(u['side'], 20)}`);
    if (!whole(u['steps']) || u['steps'] > full) return at(`${path}.steps`, `${u['id']} has 0 to ${full} steps`);
    const where = positionProblem(game, u['at'] ?? null);
    if (where) return at(`${path}.at`, `${u['id']} stands at ${quote(u['at'], 30)}, ${where}`);
    if (u['flags'] !== undefined && !isObject(u['flags'])) return at(`${path}.flags`, 'flags are an object');
  }
  const tracks = s['tracks'];
  if (!isObject(tracks) || Object.values(tracks).some((v) => typeof v !== 'number')) return at('tracks', 'the tracks are an object of numbers');
  const stack = s['stack'];
  if (!Array.isArray(stack)) return at('stack', 'the procedures under way are a list');
  for (let i = 0; i < stack.length; i++) {
    const f = stack[i];
    if (!isObject(f) || typeof f['proc'] !== 'string' || !Object.hasOwn(game.definition.procedures ?? {}, f['proc'])) return at(`stack[${i}]`, `not a procedure of ${game.title}: ${quote(isObject(f) ? f['proc'] : f, 30)}`);
    if (f['side'] !== null && !isSideOf(game, f['side'])) return at(`stack[${i}].side`, `${quote(f['side'], 20)} is not a side of ${game.title}`);
    if (f['proc'] === DECISION && (f['side'] === null || i !== stack.length - 1)) return at(`stack[${i}]`, 'an open decision is the top frame, and names the side that must decide');
  }
  const d = decisionFrame(stack);
  if (d) {
    const l: unknown = d.local;
    if (!isObject(l) || typeof l['prompt'] !== 'string' || typeof l['kind'] !== 'string' || !Array.isArray(l['options']) || l['options'].length === 0) return at(`stack[${d.index}].local`, 'a decision has a kind, a prompt and its options');
    if (!l['options'].every((o) => isObject(o) && typeof o['type'] === 'string' && o['side'] === d.side)) return at(`stack[${d.index}].local.options`, "a decision's options are actions of its side");
  }
  // States saved before a decision became a frame of the stack: an empty one
  // is dropped (it said nothing); an open one cannot be carried over.
  if ('pending' in s) {
    if (s['pending'] !== null) return at('pending', 'this state was saved by an older version while a decision was open outside the procedure stack; load its record (seed and actions) instead, which replays to the same decision');
    delete s['pending'];
  }
  const result = s['result'];
  if (result !== null && !(isObject(result) && typeof result['reason'] === 'string')) return at('result', 'a result is null or an object with its reason');
  if (!('data' in s)) return at('data', "the game's data is missing");
  return null;
}

/** Why a value is not a position of the game's board (read from anywhere), or `null`. @internal */
export function positionProblem(game: Game, at: unknown): string | null {
  if (at === null) return null;
  if (game.table) {
    if (typeof at !== 'object' || !('x' in at) || !('y' in at) || typeof at.x !== 'number' || typeof at.y !== 'number' || !Number.isFinite(at.x) || !Number.isFinite(at.y)) return 'which is not a point on the table ({ x, y } in inches)';
    const { width, height } = game.table.data;
    // The tabletop's one tolerance: a path checkPath lets end 0.005" past the edge ends on the table.
    const e = TABLE_EPSILON;
    return at.x < -e || at.y < -e || at.x > width + e || at.y > height + e ? `which is off the ${width}" × ${height}" table` : null;
  }
  return typeof at !== 'string' || game.map.cellOfLabel(at) < 0 ? 'which is not a hex of the map' : null;
}
