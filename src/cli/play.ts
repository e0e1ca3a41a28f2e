/**
 * `hexwar play <game> --as <side>`: a person plays one side at a terminal
 * against the bot. Each prompt lists the legal actions in words, grouped by
 * unit, with the forecast under each attack; a number plays one, and `undo`,
 * `save`, `tables`, `forecast N` and `help` do what they say. A bad choice
 * gets the refusal in words and the prompt again.
 *
 * @module
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import input from '@inquirer/input';
import { heuristicBot } from '../bots';
import {
  actionWords,
  checkUndo,
  createMatch,
  describeAction,
  describeEvent,
  expandActions,
  forecast,
  openDecision,
  phaseName,
  recordOf,
  saveMatch,
  sideName,
  undo,
  unitName,
  view,
  viewEvents,
  type Action,
  type Game,
  type GameEvent,
  type JsonValue,
  type MatchState,
  type MatchView,
} from '../engine';

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
  /** The seed. */
  readonly seed: number | string;
  /** The scenario. */
  readonly scenario?: string;
  /** The game's options. */
  readonly options?: Readonly<Record<string, JsonValue>>;
}

const HELP = [
  'Type the number of an action to take it. Also:',
  '  forecast N (or ? N)  what action N would do: the odds and each result\'s chance, a shot\'s chance, a move\'s cost',
  '  undo                 take back your last action (not past a die roll, a reveal or the bot\'s move)',
  '  save FILE            write the game to FILE (hexwar replay FILE reads it)',
  '  tables               the combat results table or the fire tables',
  '  victory              how each side wins',
  '  help                 this help',
  '  quit                 stop playing',
];

/** The unit an action is about, for grouping a list by unit. */
const unitOf = (a: Action): string | null => (typeof a['unit'] === 'string' ? a['unit'] : typeof a['figure'] === 'string' ? a['figure'] : null);

/**
 * The legal actions of the player's side, numbered and grouped by unit: the
 * lines to print, and the actions by number. Actions whose fields are open
 * (a path drawn on a table) are offered by their shortest legal path.
 */
function menu(game: Game, state: MatchState, v: MatchView): { lines: string[]; actions: Action[] } {
  const listed = expandActions(v.actions.filter((d) => !d.open || Object.keys(d.open).length === 0));
  // An open field that carries a witness (a legal path the engine found) is offered as that path.
  for (const d of v.actions) {
    if (!d.open || Object.keys(d.open).length === 0 || d.choose) continue;
    const fields: Record<string, unknown> = {};
    for (const [k, f] of Object.entries(d.open)) if ('witness' in f && f.witness !== undefined) fields[k] = f.witness;
    if (Object.keys(fields).length === Object.keys(d.open).length) listed.push({ type: d.type, side: d.side, ...d.fixed ?? {}, ...fields });
  }
  const groups = new Map<string, Action[]>();
  for (const a of listed) {
    const key = unitOf(a) ?? '';
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  const lines: string[] = [];
  const actions: Action[] = [];
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : 0));
  for (const key of keys) {
    if (key !== '') {
      const u = state.units.find((x) => x.id === key);
      const where = u?.at === null || u?.at === undefined ? '' : typeof u.at === 'string' ? ` in ${u.at}` : '';
      lines.push(`${unitName(game, key)}${where}:`);
    } else if (groups.size > 1) lines.push('Other:');
    for (const a of groups.get(key)!) {
      actions.push(a);
      lines.push(`  ${String(actions.length).padStart(3)}) ${actionWords(game, state, a)}`);
      // The forecast under each attack about to be resolved.
      if (a.type === 'resolveAttack' || a.type === 'defDone') {
        const f = forecast(game, state, a);
        if (f.ok) for (const w of f.forecast.words) lines.push(`         ${w}`);
      }
    }
  }
  return { lines, actions };
}

/** The heading of a prompt: turn, phase, who acts, and the decision open. */
function heading(game: Game, state: MatchState): string {
  const turn = state.turn === 0 ? 'Set-up' : `Turn ${state.turn}`;
  const open = openDecision(state);
  const decision = open ? ` — ${open.prompt}` : '';
  return `\n${turn} · ${phaseName(game, state.phase)} · ${sideName(game, state.active ?? open?.side ?? '')}${decision}`;
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
  /** The next line the player types, after the prompt and any refusal; `null` when the input has ended. */
  const prompt = async (message: string, validate: (line: string) => string | true): Promise<string | null> => {
    if (piped) {
      for (;;) {
        out(`? ${message}`);
        const next = await piped.next();
        if (next.done) return null;
        const why = validate(String(next.value));
        if (why === true) return String(next.value);
        out(`> ${why}`);
      }
    }
    try {
      return await input({ message, validate }, context);
    } catch {
      return null; // Ctrl-C
    }
  };
  let state = createMatch(game, { seed: setup.seed, ...(setup.scenario ? { scenario: setup.scenario } : {}), ...(setup.options ? { options: setup.options } : {}) });
  let actions: Action[] = [];
  const bots = new Map(game.sides.filter((s) => s !== me).map((s, i) => [s, heuristicBot(Number(String(setup.seed).replace(/\D/g, '').slice(0, 9) || 0) + i + 1, game)]));
  const scenario = game.definition.scenarios[state.scenario];
  out(`${game.title}: ${scenario?.title ?? state.scenario}. You play the ${sideName(game, me)} side against the bot. Type help for the commands.`);
  if (scenario?.victory) out(`Victory: ${scenario.victory}`);

  /** Prints what a side may see of an action's events. */
  const tell = (events: readonly GameEvent[], after: MatchState) => {
    for (const e of viewEvents(events, me)) {
      const line = describeEvent(game, after, e);
      if (line) out(`    ${line}`);
    }
  };
  const play = (a: Action): string | null => {
    const before = state;
    const r = game.apply(state, a);
    if (!r.ok) return `${r.error.message}`;
    state = r.state;
    actions = [...actions, r.action];
    if (a.side === me) out(`  ${describeAction(game, before, r.action)}`);
    else out(`  ${sideName(game, a.side)} (bot) acts`);
    tell(r.events, state);
    return null;
  };

  /** What a typed line asks for, or why it cannot be done (the prompt shows it and asks again). */
  const judge = (raw: string, choices: readonly Action[]): string | { readonly word: string; readonly arg: string; readonly action?: Action } => {
    const answer = raw.trim();
    const [first = '', ...rest] = answer.split(/\s+/);
    const word = first.toLowerCase();
    const arg = rest.join(' ');
    if (answer === '') return 'type the number of an action, or help';
    if (/^\d+$/.test(answer)) {
      const action = choices[Number(answer) - 1];
      if (!action) return `there is no action ${answer}: choose 1 to ${choices.length}`;
      const why = game.check(state, action);
      return why ? why.message : { word: 'play', arg, action };
    }
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
      case 'help':
      case 'quit':
      case 'tables':
      case 'victory':
        return { word, arg };
      default:
        return `"${answer.slice(0, 30)}" is neither an action's number nor a command (help lists them)`;
    }
  };

  /** Prompts until the player takes an action (returned), quits, or changes the position (undo: `null`). */
  const ask = async (choices: readonly Action[]): Promise<Action | 'quit' | null> => {
    for (;;) {
      const raw = await prompt(`${sideName(game, me)}, your choice (1-${choices.length}, or help):`, (line) => {
        const j = judge(line, choices);
        return typeof j === 'string' ? j : true;
      });
      if (raw === null) {
        // Ctrl-C, or the end of what was piped in: the player has left.
        out('\nInput closed: the game stops here (save FILE keeps a game to replay).');
        return 'quit';
      }
      const j = judge(raw, choices);
      if (typeof j === 'string') continue;
      switch (j.word) {
        case 'play':
          return j.action!;
        case 'quit':
          return 'quit';
        case 'undo': {
          const back = undo(game, recordOf(state, actions), me, state);
          state = back.state;
          actions = [...back.record.actions];
          out('  Taken back.');
          return null;
        }
        case 'forecast': {
          const f = forecast(game, state, j.action!);
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
        default:
          for (const l of HELP) out(l);
      }
    }
  };

  for (let guard = 0; guard < 100_000 && !state.result; guard++) {
    const side = game.actingSides(state).find((s) => game.legal(state, s).length > 0);
    if (side === undefined) {
      out('No side can act: the game is stuck.');
      return 1;
    }
    if (side !== me) {
      const why = play(bots.get(side)!.choose(view(game, state, side)));
      if (why) throw new Error(`the bot chose an action the rules refused: ${why}`);
      continue;
    }
    const v = view(game, state, me);
    const { lines, actions: choices } = menu(game, state, v);
    out(heading(game, state));
    for (const l of lines) out(l);
    const choice = await ask(choices);
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
