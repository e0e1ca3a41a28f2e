/**
 * A new match: the options checked, the game's set-up run and checked, the
 * first phase of the sequence of play entered.
 */
import { HexwarError } from '../errors';
import { createRandomState, defaultSeed, openRandom } from '../random';
import { useSecretStream } from '../random/session';
import { parseOrThrow } from '../validation';
import { checkFlags, Reader, Working } from './context';
import type { AnySpec, ScenarioOf, Spec, StateOf } from './definition';
import { madeHere } from './made';
import { freezeState } from './freeze';
import { positionProblem } from './door';
import type { Game } from './game';
import { enterPosition, settle } from './run';
import { schemaKeys } from './resolve';
import { plainCopy, quote } from './sanitize';
import type { MatchState, UnitState } from './types';

/**
 * Options for {@link createMatch}.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 *
 * const state = createMatch(meiktila, { seed: 'club night 12', scenario: 'standard', options: { banzai: true, quickSetup: true } });
 * ```
 * @category Engine
 */
export interface MatchOptions<G extends Spec = AnySpec, S extends string = string> {
  /**
   * The seed of the match's random generator: a safe integer or a string of up
   * to 64 characters. Leave it out for a fresh seed from a cryptographic source
   * (256 bits): a seed a player can guess lets him predict every roll.
   */
  readonly seed?: number | string;
  /**
   * The seed of what is drawn for one side's eyes only (hidden set-ups,
   * sealed orders, shuffled cups and decks), when it must not follow from
   * `seed`: a match against a person whose seed was typed or shown (to replay
   * the public dice) gets `defaultSeed()` here, so the seed opens none of the
   * other side's secrets. Default: `seed`. Kept in the state's random state
   * and the record (never in a view), so a replay is exact.
   */
  readonly secretSeed?: number | string;
  /**
   * The scenario; default the game's first. Written out, it must be one of the
   * game's ({@link ScenarioOf}); a name known only at run time (a list, a
   * record) passes, and the match is refused in words if the game lacks it.
   */
  readonly scenario?: string extends S ? S : S extends ScenarioOf<G> ? S : ScenarioOf<G>;
  /** Optional rules, checked by the game's options schema (a typed game's option names and values, so a misspelt one does not compile). */
  readonly options?: Partial<G['options']>;
}

/**
 * Starts a match: checks the options, runs the game's set-up, and enters the
 * first phase of the sequence of play (running its hooks).
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { meiktila } from 'hexwar/games/meiktila';
 * const state = createMatch(meiktila, { seed: 1, options: { banzai: true } });
 * state.phase; // 'alliedSetup'
 * ```
 * @throws {@link hexwar!HexwarError} `unknown-scenario`, `bad-options`, `bad-seed`, or `bad-setup` (a unit placed twice or off the board, or a stack the game's own stacking limit forbids).
 * @category Engine
 */
export function createMatch<G extends Spec, const S extends string = string>(game: Game<G>, opts: MatchOptions<G, S> = {}): StateOf<G> {
  const def = game.definition;
  const scenario = opts.scenario ?? Object.keys(def.scenarios)[0];
  if (typeof scenario !== 'string' || !Object.prototype.hasOwnProperty.call(def.scenarios, scenario)) {
    throw new HexwarError({ code: 'unknown-scenario', message: `${game.title} has no scenario ${quote(scenario)} (it has ${Object.keys(def.scenarios).join(', ')})` });
  }
  const given = plainCopy(opts.options ?? {}, 'the options');
  if (!given.ok) throw new HexwarError({ ...given.error, code: 'bad-options' });
  if (typeof given.value !== 'object' || given.value === null || Array.isArray(given.value)) throw new HexwarError({ code: 'bad-options', message: 'the options must be an object of option names and values' });
  // A misspelt option would be dropped by the schema and the standard game played: name it, and the known ones.
  const known = def.options ? schemaKeys(def.options) : null;
  const stray = known ? Object.keys(given.value).find((k) => !known.has(k)) : undefined;
  if (known && stray !== undefined) {
    throw new HexwarError({ code: 'bad-options', message: `${game.title} has no option ${quote(stray, 30)} (its options: ${[...known].join(', ')})`, path: stray });
  }
  const options = def.options ? parseOrThrow(def.options, given.value, `options for ${game.id}`, 'bad-options') : given.value;
  if (!def.options && Object.keys(options).length > 0) {
    throw new HexwarError({ code: 'bad-options', message: `${game.title} has no optional rules (given: ${Object.keys(options).slice(0, 5).join(', ')})` });
  }
  const seed = opts.seed ?? defaultSeed();
  const random = openRandom(createRandomState(seed, opts.secretSeed));
  // Set-up is drawn from the secret stream (hidden identities, decks, the positions of what is not yet seen).
  useSecretStream(random, true);
  const board = game.board([]);
  const setup = def.setup({ scenario, options, map: game.map, board, random, counter: (id) => game.counter(id) });
  const units: UnitState[] = [];
  const placed = new Set<string>();
  for (const u of setup.units) {
    if (placed.has(u.id)) throw new HexwarError({ code: 'bad-setup', message: `set-up places unit "${u.id}" twice` });
    placed.add(u.id);
    game.counter(u.id);
    const where = positionProblem(game, u.at);
    if (where) throw new HexwarError({ code: 'bad-setup', message: `set-up places ${u.id} at ${quote(u.at)}, ${where}` });
    checkFlags(game, u.id, u.flags);
    units.push(u);
  }
  // A set-up its own stacking limit forbids would be refused at the first move or retreat, far from its cause.
  if (def.stacking) {
    const stacks = new Map<string, { at: unknown; ids: string[] }>();
    for (const u of units) {
      if (u.at === null || u.steps <= 0) continue;
      const key = `${u.side} ${JSON.stringify(u.at)}`;
      const stack = stacks.get(key);
      if (stack) stack.ids.push(u.id);
      else stacks.set(key, { at: u.at, ids: [u.id] });
    }
    for (const { at, ids } of stacks.values()) {
      if (ids.length > 1 && !def.stacking.allows(ids)) {
        throw new HexwarError({ code: 'bad-setup', message: `set-up stacks ${ids.join(', ')} in ${quote(at)}, beyond the game's stacking limit${def.stacking.rule ? ` (${def.stacking.rule})` : ''}` });
      }
    }
  }
  const tracks: Record<string, number> = {};
  for (const [name, t] of Object.entries(def.tracks ?? {})) if (t.start !== undefined) tracks[name] = t.start;
  Object.assign(tracks, setup.tracks);
  let state: MatchState = {
    format: 3,
    game: { id: game.id, version: game.version },
    seed: random.state.seed,
    scenario,
    options,
    step: 0,
    undoFloor: 0,
    random: random.state,
    flow: { value: 'setup', context: { turn: 0, side: null, step: 0, loops: {} } },
    turn: 0,
    phase: 'setup',
    active: null,
    units,
    tracks,
    stack: [],
    data: setup.data,
    result: null,
  };
  const started = game.flow.start(new Reader(game, state));
  const w = new Working(game, state);
  enterPosition(game, w, started.state, null);
  settle(game, w);
  state = madeHere(freezeState(w.finish()));
  return state;
}

