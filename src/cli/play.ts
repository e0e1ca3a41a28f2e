/**
 * `hexwar play <game> --as <side>`: a person plays one side at a terminal
 * against the bot. Each prompt lists the legal actions in words, grouped by
 * unit, with the forecast under each attack; a number plays one, and `undo`,
 * `save`, `tables`, `forecast N` and `help` do what they say. Open choices
 * (a point, a path, a facing, an aim, an arrival order) are typed in words:
 * `move hale to 30,12`, `face mg 90`, `aim sergeant 38,14`, `order t2 t4 / …`
 * (see `open-words.ts`); a listed choice that lies on the table (a landing
 * spot, a jeep, a wire) by a point in its place, `t1 0.6,16`, the place shown
 * beside it in the list. A bad choice gets the refusal in words and an empty
 * prompt again.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import input from '@inquirer/input';
import { heuristicBot, seeded, type BotFactory } from '../bots';
import type { PlayOptions } from '../play';
import {
  actionSeenBy,
  actionWords,
  checkUndo,
  createMatch,
  describeAction,
  describeEvent,
  forecast,
  listChoices,
  scenarioPlacements,
  openDecision,
  stepWords,
  recordOf,
  sameJson,
  saveMatch,
  sideName,
  undo,
  unitName,
  view,
  viewEvents,
  viewedState,
  type Action,
  type Game,
  type GameEvent,
  type JsonValue,
  type LogReader,
  type MatchState,
  type MatchView,
} from '../engine';
import { defaultSeed } from '../random';
import { callName, lookWords, openActors, openChoice, openHelp, openHint, placedChoice, placedChoices, pointWords, type SaidAction } from './open-words';

/** Where a terminal game reads and writes (stdin and stdout, or a test's streams). */
export interface TerminalIo {
  /** What the player types. */
  readonly input?: NodeJS.ReadableStream;
  /** What the player reads (prompts). */
  readonly output?: NodeJS.WritableStream;
  /** A line of the game's log. */
  readonly out: (line: string) => void;
}

/** What a terminal game starts from. */
export interface TerminalGame {
  /** The game. */
  readonly game: Game;
  /** The side the player takes. */
  readonly as: string;
  /** The seed: the public dice. */
  readonly seed: number | string;
  /**
   * The seed of what is drawn for the bot's side alone (its hidden set-up, its sealed order): by
   * default fresh from the platform's entropy, so a seed the player typed, or saw printed, opens
   * none of the bot's secrets. Saved with the record (`save`), so the game replays exactly.
   */
  readonly secretSeed?: number | string;
  /** The scenario. */
  readonly scenario?: string;
  /** The game's options. */
  readonly options?: Readonly<Record<string, JsonValue>>;
  /** The bots of the other sides: one factory for all, or one a side (default: the heuristic bot). */
  readonly bots?: NonNullable<PlayOptions['bots']>;
  /** How long the searching bots think, in words, told as one starts its turn (none for bots that answer at once). */
  readonly thinking?: { readonly [side: string]: string };
}

/** The commands `help` lists after its first line (which says how to choose an action). */
const HELP = [
  '  forecast N (or ? N)  what action N would do: the odds and each result\'s chance, a shot\'s chance, a move\'s cost',
  '  undo                 take back your last action (not past a die roll, a reveal or the bot\'s move)',
  '  save FILE            write the game to FILE (hexwar replay FILE reads it)',
  '  tables               the combat results table or the fire tables',
  '  victory              how each side wins',
  '  look                 every unit you can see and where it stands; on a table, its named terrain',
  '  rest                 in a set-up: place every unit still to place where the scenario sets it up, one by one',
  '  help                 this help',
  '  quit                 stop playing',
];

/** The unit an action is about, for grouping a list by unit. */
const unitOf = (a: Action): string | null => (typeof a['unit'] === 'string' ? a['unit'] : typeof a['figure'] === 'string' ? a['figure'] : null);

/** Where a unit stands, in words: a hex, or a point on a table (with its facing). */
function whereWords(at: unknown): string {
  if (typeof at === 'string') return ` in ${at}`;
  if (at !== null && typeof at === 'object' && 'x' in at && 'y' in at && typeof at.x === 'number' && typeof at.y === 'number') {
    const facing = 'facing' in at && typeof at.facing === 'number' ? `, facing ${Math.round(at.facing)}°` : '';
    return ` at ${pointWords({ x: at.x, y: at.y })}${facing}`;
  }
  return '';
}

/** Hex labels in the map's order: letters, then numbers by value (A9 before A10). */
const HEX_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The menu of a prompt: its lines, the actions by number, and the words each may be typed by (`null`: by its number only). */
interface Listed {
  readonly lines: readonly string[];
  readonly actions: readonly Action[];
  readonly words: readonly (string | null)[];
}

/**
 * The legal actions of the player's side, numbered and grouped by unit: the
 * lines to print, and the actions by number. Actions whose fields are open
 * (a point, a path, an order) are typed in words; the list offers each filled
 * by the engine's example or drawn at random, said so (the core's
 * `listChoices`, as the page lists them), drawn from a stream seeded by the
 * step so the list holds still while the player thinks.
 */
function menu(game: Game, state: MatchState, v: MatchView): Listed {
  const rng = seeded(`terminal ${state.step}`);
  const listed: Action[] = [];
  const notes = new Map<Action, string>();
  for (const c of listChoices(v.actions, (k) => rng.int(k), game.definition.samplers)) {
    listed.push(c.action);
    if (c.filled) notes.set(c.action, c.filled === 'drawn' ? 'drawn at random for you' : "the engine's example");
  }
  const groups = new Map<string, Action[]>();
  for (const a of listed) {
    const key = unitOf(a) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  // A unit's moves to hexes in the map's own order (A2, A3, … B4), not the order the search found them in: a
  // player scans a hundred destinations for the one they mean. Other actions keep their place.
  for (const list of groups.values()) {
    const to = (a: Action) => (a.type === 'move' && typeof a['to'] === 'string' ? a['to'] : null);
    const moves = list.filter((a) => to(a) !== null).sort((a, b) => HEX_ORDER.compare(to(a) ?? '', to(b) ?? ''));
    let k = 0;
    list.forEach((a, i) => {
      if (to(a) !== null) list[i] = moves[k++] ?? a;
    });
  }
  const lines: string[] = [];
  const actions: Action[] = [];
  const words: (string | null)[] = [];
  const actors = openActors(v);
  // Where each choice that has a place lies, so the player knows the point to type for it.
  const placed = placedChoices(v);
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  for (const key of keys) {
    if (key !== '') {
      const u = v.units.find((x) => x.id === key);
      // The word to type for it in an open choice ("move hale to …"), when it has one.
      const call = actors.includes(key) ? ` [${callName(game, key, actors)}]` : '';
      lines.push(`${unitName(game, key)}${call}${u ? whereWords(u.at) : ''}:`);
    } else if (groups.size > 1) lines.push('Other:');
    for (const a of groups.get(key) ?? []) {
      actions.push(a);
      const note = notes.get(a);
      const place = placed.find((p) => sameJson(p.action, a));
      const said = actionWords(game, state, a);
      // A choice drawn for the player is taken by its number only: its words name no point of its own.
      words.push(note ? null : said);
      lines.push(`  ${String(actions.length).padStart(3)}) ${said}${note ? ` (${note})` : ''}${place ? ` — ${place.words}` : ''}`);
      // The forecast under each attack about to be resolved.
      if (a.type === 'resolveAttack' || a.type === 'defDone') {
        const f = forecast(game, state, a);
        if (f.ok) for (const w of f.forecast.words) lines.push(`         ${w}`);
      }
    }
  }
  return { lines, actions, words };
}

/** A line as it is compared with a listed action's words: lower case, spaces closed up. */
const asTyped = (line: string): string => line.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The listed action whose words the player typed in full ("fire done",
 * "movement done"), when they name one alone; `null` when they name none or
 * several (`several`: only their numbers tell them apart).
 */
function byWords(typed: string, choices: readonly Action[], words: readonly (string | null)[]): Action | 'several' | null {
  const t = asTyped(typed);
  const hits = choices.filter((_, i) => {
    const w = words[i];
    return typeof w === 'string' && asTyped(w) === t;
  });
  return hits.length > 1 ? 'several' : (hits[0] ?? null);
}

/**
 * A verb of the game typed in its own words when it is not open now ("movement
 * done" while landings are due): the engine's reason, in the rules' words. Only
 * verbs that need nothing but a side can be typed so; `null` when the line is
 * no such verb's words.
 */
function notOpenNow(game: Game, state: MatchState, side: string, typed: string): string | null {
  const t = asTyped(typed);
  const d = game.definition;
  const tables = [d.actions ?? {}, ...Object.values(d.phases ?? {}).map((p) => p?.actions ?? {}), ...Object.values(d.procedures ?? {}).map((p) => p.actions ?? {})];
  for (const type of new Set(tables.flatMap((t) => Object.keys(t)))) {
    const action: Action = { type, side };
    // A verb with fields worded without them reads "move undefined to …": it matches no line a player types.
    if (game.check(state, action)?.code === 'malformed-action') continue;
    let words: string;
    try {
      words = actionWords(game, state, action);
    } catch {
      continue;
    }
    if (asTyped(words) === t) return game.check(state, action)?.message ?? null;
  }
  return null;
}

/**
 * The bot's action as the player may read it: in words when nothing of it is
 * hidden from him (no face-down unit named, no secret event, as the log on the
 * page judges it), worded from his own view of the position, not the whole
 * state; else only that the bot acted ("Tan (bot) acts" for a sealed order).
 */
function botWords(game: Game, before: MatchState, action: Action, reader: LogReader): string {
  const who = `${sideName(game, action.side)} (bot)`;
  if (reader.viewer === null || !actionSeenBy(before, action, reader)) return `${who} acts`;
  try {
    return `${who}: ${actionWords(game, viewedState(view(game, before, reader.viewer)), action)}`;
  } catch {
    // Words the viewer's position cannot give (they read something he does not hold): only that it acted.
    return `${who} acts`;
  }
}

/** What a typed line asks for: an action to take (after a yes, for a roll), a forecast, or a command. */
type Judged =
  | { readonly word: 'play' | 'forecast'; readonly arg: string; readonly action: Action }
  | { readonly word: 'confirm'; readonly arg: string; readonly action: Action; readonly confirm: readonly string[] }
  | { readonly word: 'undo' | 'save' | 'help' | 'look' | 'quit' | 'tables' | 'victory' | 'rest'; readonly arg: string };

/** The heading of a prompt: turn, phase, who acts, and the decision open. */
function heading(game: Game, state: MatchState): string {
  const open = openDecision(state);
  const decision = open ? ` — ${open.prompt}` : '';
  const step = stepWords(game, state.turn, state.phase);
  const side = sideName(game, state.active ?? open?.side ?? '');
  // A phase named for its side ("Allied Set-up") says who acts already: not "Allied Set-up · Allied".
  const words = (t: string) => ` ${t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const named = side !== '' && words(step).includes(words(side));
  return `\n${step}${named ? '' : ` · ${side}`}${decision}`;
}

/**
 * Plays a game at a terminal: the player's side by prompts, the others by the
 * heuristic bot. Returns 0 when the game reached a result, 1 if the player quit.
 *
 * @internal
 */
export async function playAtTerminal(setup: TerminalGame, io: TerminalIo): Promise<number> {
  const { game, as: me } = setup;
  const out = io.out;
  // Piped input (a script) is read line by line from one reader: a prompt's own reader would swallow lines sent ahead of it.
  const piped = !io.input && !process.stdin.isTTY ? createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]() : null;
  const context = { ...(io.input ? { input: io.input } : {}), ...(io.output ? { output: io.output } : {}), clearPromptOnDone: false };
  /** The next line the player types, after the prompt; `null` when the input has ended. */
  const prompt = async (message: string): Promise<string | null> => {
    if (piped) {
      out(`? ${message}`);
      const next = await piped.next();
      return next.done ? null : String(next.value);
    }
    try {
      // A typed line is judged after it is taken: its mark says "typed", not inquirer's ✔ "accepted" (a refusal follows it).
      return await input({ message, theme: { prefix: { idle: '?', done: '›' } } }, context);
    } catch {
      return null; // Ctrl-C
    }
  };
  const secretSeed = setup.secretSeed ?? defaultSeed();
  let state = createMatch(game, { seed: setup.seed, secretSeed, ...(setup.scenario ? { scenario: setup.scenario } : {}), ...(setup.options ? { options: setup.options } : {}) });
  let actions: Action[] = [];
  // The bot's choices are its side's secrets too (where it sets up its hidden counters): seeded from the secret seed, never the public one.
  const botSeed = [...String(secretSeed)].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
  const factoryOf = (side: string): BotFactory => (typeof setup.bots === 'function' ? setup.bots : (setup.bots?.[side] ?? heuristicBot));
  const bots = new Map(game.sides.filter((s) => s !== me).map((s, i) => [s, factoryOf(s)(botSeed + i + 1, game)]));
  const scenario = game.definition.scenarios[state.scenario];
  const table = (game.definition as { readonly table?: { readonly width?: unknown; readonly height?: unknown } }).table;
  const tableSize = typeof table?.width === 'number' && typeof table.height === 'number' ? { width: table.width, height: table.height } : undefined;
  // The table as the look command describes it (a table game's definition holds one; a hex game's does not).
  const tableSketch = tableSize ? (table as Parameters<typeof lookWords>[2]) : undefined;
  out(`${game.title}: ${scenario?.title ?? state.scenario}. You play the ${sideName(game, me)} side against the bot. Type help for the commands.`);
  if (scenario?.victory) out(`Victory: ${scenario.victory}`);

  /** Prints what a side may see of an action's events. */
  const tell = (events: readonly GameEvent[], after: MatchState) => {
    for (const e of viewEvents(events, me)) {
      const line = describeEvent(game, after, e);
      if (line) out(`    ${line}`);
    }
  };
  /** Takes an action; says it and what the player saw of it, unless `quietly` (placements by `rest`, summed up after). */
  const play = (a: Action, quietly = false): string | null => {
    const before = state;
    const r = game.apply(state, a);
    if (!r.ok) return `${r.error.message}`;
    state = r.state;
    actions = [...actions, r.action];
    if (quietly) return null;
    if (a.side === me) out(`  ${describeAction(game, before, r.action, { viewer: me })}`);
    else out(`  ${botWords(game, before, r.action, { viewer: me, after: state, events: r.events })}`);
    tell(r.events, state);
    return null;
  };

  /** What a typed line asks for, or why it cannot be done (the refusal is printed and the prompt comes back empty). */
  const judge = (raw: string, listed: Listed, v: MatchView): string | Judged => {
    const choices = listed.actions;
    const answer = raw.trim();
    const [first = '', ...rest] = answer.split(/\s+/);
    const word = first.toLowerCase();
    const arg = rest.join(' ');
    if (answer === '') return choices.length ? 'type the number of an action, or help' : 'type your choice in words (help lists them)';
    if (/^\d+$/.test(answer)) {
      const action = choices[Number(answer) - 1];
      if (!action) return choices.length ? `there is no action ${answer}: choose 1 to ${choices.length}` : `there is no numbered action now: type your choice in words (help lists them)`;
      const why = game.check(state, action);
      return why ? why.message : { word: 'play', arg, action };
    }
    // A listed action by its words, as the list shows them ("fire done").
    const named = byWords(answer, choices, listed.words);
    if (named === 'several') return `"${answer.slice(0, 30)}" is the words of more than one listed action: type its number`;
    if (named) {
      const why = game.check(state, named);
      return why ? why.message : { word: 'play', arg, action: named };
    }
    // An open choice in words: a point, a path, a facing, an aim, an order.
    const said: SaidAction | string | null = openChoice(game, state, v, answer);
    if (typeof said === 'string') return said;
    if (said) return said.confirm ? { word: 'confirm', arg, action: said.action, confirm: said.confirm } : { word: 'play', arg, action: said.action };
    switch (word) {
      case 'forecast':
      case '?': {
        const action = choices[Number(arg) - 1];
        return action ? { word: 'forecast', arg, action } : `forecast which action? forecast 1 to ${choices.length}`;
      }
      case 'undo':
        return checkUndo(game, recordOf(state, actions), state, me)?.message ?? { word, arg };
      case 'save':
        return arg ? { word, arg } : 'save to which file? save FILE';
      case 'rest':
        return scenarioPlacements(scenario?.setup, choices).length ? { word, arg } : 'no unit of yours is left to place where the scenario sets it up: place each by its number';
      case 'help':
      case 'look':
      case 'quit':
      case 'tables':
      case 'victory':
        return { word, arg };
      default: {
        // A point on the table: the listed choice that lies there (a landing spot, a vehicle, a wire).
        const placed = placedChoice(game, state, v, answer);
        if (typeof placed === 'string') return placed;
        if (placed) return { word: 'play', arg, action: placed.action };
        const shut = notOpenNow(game, state, me, answer);
        if (shut) return `${answer.slice(0, 30)} is not open now: ${shut}`;
        return `"${answer.slice(0, 30)}" is neither an action's number nor a command (help lists them)`;
      }
    }
  };

  /** Prompts until the player takes an action (returned), quits, or changes the position (undo: `null`). */
  const ask = async (listed: Listed, v: MatchView): Promise<Action | 'quit' | null> => {
    const choices = listed.actions;
    for (;;) {
      const range = choices.length > 1 ? `1-${choices.length}, ` : choices.length === 1 ? '1, ' : 'in words, ';
      // Every line is taken as typed and judged after: a refused one is not left in the prompt to edit.
      const raw = await prompt(`${sideName(game, me)}, your choice (${range}or help):`);
      if (raw === null) {
        // Ctrl-C, or the end of what was piped in: the player has left.
        out('\nInput closed: the game stops here (save FILE keeps a game to replay).');
        return 'quit';
      }
      const j = judge(raw, listed, v);
      if (typeof j === 'string') {
        out(`> ${j}`);
        continue;
      }
      switch (j.word) {
        case 'play':
          return j.action;
        case 'confirm': {
          // A roll about to be made: its forecast first, then a yes.
          out(`  ${describeAction(game, state, j.action, { viewer: me })}:`);
          for (const w of j.confirm) out(`    ${w}`);
          const yes = await prompt('Roll it? (yes or no):');
          if (yes === null) return 'quit';
          if (/^\s*y(es)?\s*$/i.test(yes)) return j.action;
          out('  Not rolled: nothing changed.');
          break;
        }
        case 'quit':
          return 'quit';
        case 'rest': {
          // Each placement the player's own, taken one by one while the side is still placing: the page's "place the rest".
          let placed = 0;
          for (let guard = 0; guard < 1000; guard++) {
            if (game.actingSides(state).find((s) => game.legal(state, s).length > 0) !== me) break;
            // Placements are listable: the list's actions, without the menu's lines and words.
            const next = scenarioPlacements(scenario?.setup, listChoices(view(game, state, me).actions, () => 0).map((c) => c.action))[0];
            if (!next || play(next, true) !== null) break;
            placed++;
          }
          const left = state.units.filter((u) => u.side === me && scenario?.setup?.[u.id] !== undefined && u.at === null).length;
          out(`  ${placed} unit${placed === 1 ? '' : 's'} placed as the scenario sets them up${left ? `; ${left} could not go there now: place ${left === 1 ? 'it' : 'them'} yourself` : ''}.`);
          return null;
        }
        case 'undo': {
          const back = undo(game, recordOf(state, actions), me, state);
          state = back.state;
          actions = [...back.record.actions];
          out('  Taken back.');
          return null;
        }
        case 'forecast': {
          const f = forecast(game, state, j.action);
          for (const w of f.ok ? f.forecast.words : [f.error.message]) out(`  ${w}`);
          break;
        }
        case 'save':
          writeFileSync(j.arg, saveMatch(recordOf(state, actions), state));
          out(`  Saved to ${j.arg}.`);
          break;
        case 'tables':
          for (const t of game.definition.reference ?? []) {
            out(`${t.title}${t.rule ? ` (${t.rule})` : ''}`);
            for (const row of [t.columns, ...t.rows]) out(`  ${row.map((c) => c.padEnd(8)).join(' ')}`);
            for (const n of t.notes ?? []) out(`  ${n}`);
          }
          break;
        case 'victory':
          out(scenario?.victory ?? 'the scenario does not say how each side wins');
          break;
        case 'look':
          for (const l of lookWords(game, v, tableSketch)) out(l);
          break;
        default: {
          const open = openHelp(game, state, v, tableSize);
          // Open choices typed in words are listed below; a hex game has none, its choices all in the list.
          const said = listed.words.find((w) => w !== null);
          out(open.length ? 'Type the number of an action to take it, or an open choice in words (below). Also:' : `Type the number of an action to take it, or its words as the list gives them${said ? ` (${said})` : ''}. Also:`);
          for (const l of [...HELP, ...open]) out(l);
        }
      }
    }
  };

  // The bot side that acted last, with no move of the player's since.
  let lastBot: string | null = null;
  for (let guard = 0; guard < 100_000 && !state.result; guard++) {
    const side = game.actingSides(state).find((s) => game.legal(state, s).length > 0);
    if (side === undefined) {
      out('No side can act: the game is stuck.');
      return 1;
    }
    if (side !== me) {
      const bot = bots.get(side);
      if (!bot) throw new Error(`no bot plays the ${side} side, and it is not the player's`);
      // A searching bot takes its time: say so as its turn starts, so the wait is not a hang.
      const thinking = setup.thinking?.[side];
      if (thinking !== undefined && lastBot !== side) out(`${sideName(game, side)} (bot) is thinking (${thinking})…`);
      lastBot = side;
      const why = play(bot.choose(view(game, state, side)));
      if (why) throw new Error(`the bot chose an action the rules refused: ${why}`);
      continue;
    }
    lastBot = null;
    const v = view(game, state, me);
    const listed = menu(game, state, v);
    out(heading(game, state));
    for (const l of listed.lines) out(l);
    const hint = openHint(game, state, v);
    if (hint) out(hint);
    const printed = scenarioPlacements(scenario?.setup, listed.actions).length;
    if (printed > 1) out(`Or: rest, to place the ${printed} units still to place where the scenario sets them up.`);
    const choice = await ask(listed, v);
    if (choice === 'quit') return 1;
    if (choice !== null) {
      const why = play(choice);
      if (why) out(`  Refused: ${why}`);
    }
  }
  const r = state.result;
  out(`\nResult: ${r ? (r.winner ? `the ${sideName(game, r.winner)} side wins` : 'a draw') : 'unfinished'}${r?.level ? ` (${r.level})` : ''}${r?.reason ? `: ${r.reason}` : ''}`);
  return r ? 0 : 1;
}
