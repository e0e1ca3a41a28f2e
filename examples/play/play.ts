/**
 * The player's page, a game under way: any of the five games, your side against a bot or a
 * second player at the same screen, built on the package's public API only.
 * Everything shown comes from a side's view and the game's own words: phase
 * titles, side names, action words, the forecast of an attack or a shot, the
 * reference tables and the scenario's victory conditions. Undo is the
 * engine's (a side takes back only its own actions, never past a die roll).
 */
import {
  actionWords, checkUndo, createMatch, describeAction, actionSeenBy, describeEvent, forecast, heuristicBot,
  openDecision, phaseName, randomBot, readRecord, recordOf, renderSvg, replay, scenarioPlacements as asScenario, searchInWorker, sideName, stepWords, undo, unitName,
  view, viewEvents, type Action, type ActionDescriptor, type Bot, type Game, type JsonValue,
  type MatchState, type Spec
} from 'hexwar';
import { compass, type TablePoint } from 'hexwar/tabletop';
import { defaultSeed } from 'hexwar/random';
import { TurnClock } from 'hexwar/bots';
import { $, button, showPrompt } from './dom';
import { markOpen, newKey, saveGame, type SavedSetup, type StoredRecord } from './saves';
import type { OnlineSeat } from './lobby';
import { orderInput } from './order-input';
import type { TableClick } from './table-input';
import { actionKeys, aimsByUnit, byUnit, choiceNote, drawHexBoard, gameTitle, drawStatePanel, drawTrack, framing, drawLegend, HEX_SCALE, hoverText, keyLayout, listActions, mapZoom, placeOf, renderTables, resultTitle, sideColours, stackFanner, unitBlock, unitOf, weaponArcs, withKey } from './parts';

/** Who plays the other side. */
export type Opponent = 'heuristic' | 'search' | 'random' | 'hotseat';

/** What a game starts from, as chosen on the first screen (the seed a number, or a loaded record's text). */
export type Setup = SavedSetup;

/** A game to resume: its record (replayed action by action) and its key in the saved list, if it has one. */
export interface Resume {
  readonly record: StoredRecord;
  readonly key?: string;
}

/** A game on the menu: its title, scenarios and sides in words, and how to start it. */
export interface Entry {
  readonly title: string;
  readonly scenarios: readonly { readonly id: string; readonly title: string; readonly about: string }[];
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** Starts a game, or resumes one from its record; what it returns ends it (takes its listeners away). Throws if the record does not replay. */
  readonly start: (setup: Setup, resume?: Resume) => () => void;
  /** Plays a seat of a match on a host (the other seats' links shown to hand out); what it returns leaves it. */
  readonly online: (seat: OnlineSeat, others: readonly OnlineSeat[]) => () => void;
}

/** The pointer input of a table, loaded with a table game only (a hex game's first load does without it). */
type TableCode = typeof import('./table-input');

/**
 * A loaded game as the first screen lists it, with the page's code for a table
 * when it is a table game. Online play's code is loaded when a seat is played.
 */
export async function entry<G extends Spec>(game: Game<G>, id: string): Promise<Entry> {
  const tableCode = game.table ? await import('./table-input') : null;
  return {
    title: game.title,
    scenarios: Object.entries(game.definition.scenarios).map(([id, s]) => ({ id, title: s.title, about: s.description ?? '' })),
    sides: game.sides.map((s) => ({ id: s, name: sideName(game, s) })),
    start: (setup, resume) => play(game, id, setup, tableCode, resume),
    online: (seat, others) => {
      // Left before its code arrived: it never starts.
      let left = false;
      let leave: (() => void) | null = null;
      import('./online').then(
        (m) => {
          if (!left) leave = m.playOnline(game, id, seat, others);
        },
        (err: unknown) => {
          if (!left) $('message').textContent = `The online page could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
        },
      );
      return () => {
        left = true;
        leave?.();
      };
    },
  };
}

/** A searching bot's turn: this many moves at the chosen time each; past that, a quick search a move. */
const TURN_MOVES = 8;
/** While a bot plays on, the page is drawn at most this often (milliseconds). */
const DRAW_EVERY_MS = 250;

const isPoint = (v: unknown): v is TablePoint => typeof v === 'object' && v !== null && 'x' in v && 'y' in v && typeof v.x === 'number' && typeof v.y === 'number';
const points = (v: JsonValue | undefined): TablePoint[] => (Array.isArray(v) ? v.filter(isPoint) : []);

/** The hex a click on the map gives an action: where a unit goes or is placed. */
/** One line of the log, and how many actions had been taken when it was written (undo cuts the log there). */
interface LogLine {
  readonly at: number;
  readonly text: string;
  readonly cls: string;
}

/** The last move's hexes (or points on a table). */
interface Trace {
  readonly hexes: readonly string[];
  readonly path: readonly TablePoint[];
}
const NO_TRACE: Trace = { hexes: [], path: [] };

/** A number from a seed for the bots' own dice (a loaded record's seed may be text). */
const seedNumber = (seed: number | string): number => (typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7));

function play<G extends Spec>(game: Game<G>, id: string, setup: Setup, tableCode: TableCode | null, resume?: Resume): () => void {
  type State = MatchState<G['data'], G['position']>;
  // A record to resume is checked whole first: one the rules refuse is refused in words before anything is shown.
  const resumed = resume ? readRecord(game, resume.record) : null;
  if (resumed) replay(game, resumed);
  // What the bot's side draws or chooses unseen (a hidden set-up, a sealed order) comes from a seed of its own, from entropy
  // (a resumed game's, from its record): the public seed (in the address, or shown) replays the dice and opens no secret (issue 41).
  const secretSeed = resumed?.secretSeed ?? defaultSeed();
  const secretNumber = seedNumber(secretSeed);
  // A resumed game starts as its record did (its seed, scenario and options), and plays its actions on below.
  let state: State = resumed ? replay(game, { ...resumed, secretSeed, actions: [] }) : createMatch(game, { seed: setup.seed, secretSeed, scenario: setup.scenario });
  /** Where this game is kept in the browser's storage. */
  const key = resume?.key ?? newKey(id);
  let actions: Action[] = [];
  let selected: string | null = null;
  /** An attack or a shot waiting for the player's yes, with its forecast shown. */
  let confirming: Action | null = null;
  const humans = setup.opponent === 'hotseat' ? [...game.sides] : [setup.side];
  const factory = setup.opponent === 'random' ? randomBot : heuristicBot;
  const bots = new Map<string, Bot>(game.sides.filter((s) => !humans.includes(s)).map((s, i) => [s, factory(secretNumber + i + 1, game)]));
  // The searching bot thinks in a worker of its own (named by the game it loads), so the page answers while it does.
  const worker = setup.opponent === 'search' && bots.size > 0 ? new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: id }) : null;
  /** The side whose bot is thinking now, if one is. */
  let thinking: string | null = null;
  /** Searches that failed, their moves made by the quick bot instead (on the status, for whoever checks the page). */
  let searchFailures = 0;
  /** Bumped by whatever makes a search under way stale: an undo, the bots' finish, leaving the game. */
  let generation = 0;
  const table = game.table;
  const scenario = game.definition.scenarios[state.scenario];
  /** Bumped by every action and undo: the game is saved when it changed since the last save. */
  let version = 0;
  let savedVersion = -1;
  const opponentWords = { heuristic: 'the quick bot', search: 'the searching bot', random: 'the random bot', hotseat: '' } as const;
  /** Saves the record (not the state: the record rebuilds it exactly) and the game's line in the list of games. */
  const persist = (): void => {
    if (savedVersion === version) return;
    savedVersion = version;
    const turns = game.definition.sequence.turns;
    const where = state.result ? `over: ${resultTitle(game, state.result)}` : `${state.turn === 0 ? phaseName(game, state.phase) : `turn ${state.turn} of ${turns}, ${phaseName(game, state.phase)}`}, ${actions.length} actions`;
    const who = setup.opponent === 'hotseat' ? 'two players at one screen' : `the ${sideName(game, setup.side)} against ${opponentWords[setup.opponent]}`;
    try {
      saveGame({ key, game: id, title: `${game.title}: ${scenario?.title ?? state.scenario}, ${who}`, where, over: state.result !== null, saved: Date.now() }, { ...setup, seed: state.seed, scenario: state.scenario }, recordOf(state, actions));
    } catch (e) {
      $('message').textContent = `This game could not be saved in the browser (${e instanceof Error ? e.message : String(e)}): save its record to a file.`;
    }
  };
  // A small map drawn large, a big one (a theatre of war) small enough to see whole.
  const scale = table ? 12 : HEX_SCALE;

  /** Whose eyes the page sees with: the human side acting now, else the first human side. */
  const viewer = (): string => game.actingSides(state).find((s) => humans.includes(s)) ?? setup.side;
  const myView = () => view(game, state, viewer());
  const humanToAct = (): string | undefined => game.actingSides(state).find((s) => humans.includes(s) && game.legal(state, s).length > 0);

  /**
   * The log as each human side reads it. Every action's lines are written
   * once per human side, each through that side's own eyes (its events and
   * words), and the page shows the lines of whoever holds the screen: in
   * hot-seat a line written while one side looked never reaches the other.
   */
  const logs = new Map<string, LogLine[]>(humans.map((h) => [h, []]));
  /** The last move's trace as each human side may see it. */
  const traces = new Map<string, Trace>(humans.map((h) => [h, NO_TRACE]));
  /** The hex last attacked, as each human side saw it declared. */
  const attacks = new Map<string, string>();

  const say = (text: string, cls = ''): void => {
    for (const lines of logs.values()) lines.push({ at: actions.length, text, cls });
  };

  /** Takes an action; a refusal is shown in words and changes nothing. */
  const apply = (a: Action): boolean => {
    const before = state;
    const r = game.apply(state, a);
    if (!r.ok) {
      $('message').textContent = `Refused: ${r.error.message}`;
      return false;
    }
    $('message').textContent = '';
    const at = actions.length;
    state = r.state;
    actions = [...actions, r.action];
    version++;
    const bot = bots.has(r.action.side) ? ' (bot)' : '';
    if (r.events.some((e) => e.visibleTo !== undefined) || state.units.some((u) => u.hidden)) secrets = true;
    for (const h of humans) {
      const reader = { viewer: h, after: state, events: r.events };
      // Another side's action in this side's words only when nothing of it is hidden from this side; its events' public forms follow.
      const seen = actionSeenBy(before, r.action, reader);
      const lines: LogLine[] = [{ at, text: seen ? `${describeAction(game, before, r.action, reader)}${bot}` : `${sideName(game, r.action.side)}${bot} acts`, cls: bot ? 'action bot' : 'action' }];
      for (const e of viewEvents(r.events, h)) {
        const line = describeEvent(game, state, e, h);
        // A unit that drops out of an attack is said in red, with why.
        if (line) lines.push({ at, text: line, cls: e.type === 'droppedOut' ? 'dropped' : '' });
      }
      // Appended in place: a whole game finished by the bots writes thousands of lines.
      logs.get(h)?.push(...lines);
      traces.set(h, traceOf(before, r.action, seen, h) ?? traces.get(h) ?? NO_TRACE);
      if (seen && r.action.type === 'declareAttack' && typeof r.action['hex'] === 'string') attacks.set(h, r.action['hex']);
    }
    // A unit that drops out of an attack: said above the board too, to the side at the screen.
    const dropped = logs.get(viewer())?.filter((l) => l.at === at && l.cls === 'dropped').at(-1);
    if (dropped) $('message').textContent = dropped.text;
    return true;
  };

  /** What the last action leaves on the board for side `h`: a move's path (nothing new if `h` may not see the mover). */
  const traceOf = (before: State, a: Action, visible: boolean, h: string): Trace | null => {
    const to = placeOf(a);
    const id = unitOf(a);
    if (!visible) return null;
    if (table) {
      const path = points(a['path']);
      const team = a['paths'];
      const all = path.length ? path : team && typeof team === 'object' && !Array.isArray(team) ? Object.values(team).flatMap(points) : [];
      return all.length ? { hexes: [], path: all } : null;
    }
    if (to === null || id === null) return null;
    const f = a.side === h ? forecast(game, before, a) : null;
    const from = before.units.find((u) => u.id === id)?.at;
    return { hexes: f?.ok && f.forecast.move ? f.forecast.move.path : [...(typeof from === 'string' ? [from] : []), to], path: [] };
  };

  /**
   * The bots play until a person must act (or the game ends). The heuristic
   * and random bots answer at once; the searching bot's worker answers later,
   * and the page is drawn after each of its moves. An answer made stale
   * meanwhile (an undo, the bots' finish, a new game) is dropped.
   */
  // Each searching bot thinks up to the chosen time a move and TURN_MOVES times that a turn: a person waits
  // for a bot's whole turn, and a hex game's turn can hold sixty moves (past the turn's time, a quick search each).
  const clocks = new Map<string, TurnClock>();
  const clockOf = (side: string): TurnClock => {
    let c = clocks.get(side);
    if (!c) clocks.set(side, (c = new TurnClock({ decisionMs: setup.thinkMs, turnMs: TURN_MOVES * setup.thinkMs })));
    return c;
  };
  const botsPlay = async (): Promise<void> => {
    const mine = ++generation;
    // While the bot plays on, the page is drawn at most every DRAW_EVERY_MS, and always when it stops: a
    // search bot's Greater East Asia set-up of sixty quick placements was 120 redraws of the whole map.
    let drawnAt = -Infinity;
    let owed = false;
    const draw = (): void => {
      if (performance.now() - drawnAt < DRAW_EVERY_MS) {
        owed = true;
        return;
      }
      render();
      drawnAt = performance.now();
      owed = false;
    };
    try {
      for (let guard = 0; guard < 5000 && !state.result; guard++) {
        if (humanToAct() !== undefined) return;
        const side = game.actingSides(state).find((s) => bots.has(s) && game.legal(state, s).length > 0);
        const bot = side === undefined ? undefined : bots.get(side);
        if (side === undefined || !bot) return;
        const v = view(game, state, side);
        if (!worker) {
          if (!apply(bot.choose(v))) return;
          continue;
        }
        thinking = side;
        draw();
        let a: Action;
        try {
          const clock = clockOf(side);
          // One seat a side and a run of the bots: the worker keeps what the search learnt while the side moves on
          // without a person's action between (an undo or a person's move starts a new run, so a new seat).
          const found = await searchInWorker(worker, { game: id, view: v, budget: { ms: clock.allowance(v.turn) }, seed: secretNumber + state.step, seat: `${side} ${mine}` });
          clock.spend(v.turn, found.stats.ms);
          a = found.action;
        } catch (e) {
          // A search that fails is said, and the bot's quick choice stands in.
          searchFailures++;
          $('message').textContent = `The searching bot could not choose (${e instanceof Error ? e.message : String(e)}); it played its quick choice.`;
          a = bot.choose(v);
        }
        if (mine !== generation) return;
        thinking = null;
        if (!apply(a)) return;
        draw();
      }
    } finally {
      if (mine === generation && (thinking !== null || owed)) {
        thinking = null;
        render();
      }
    }
  };

  const act = (a: Action): void => {
    const f = forecast(game, state, a);
    // An attack, a shot or an aim: its forecast first, then the player's yes.
    if (f.ok && (f.forecast.attack || f.forecast.shots?.length || f.forecast.blast) && confirming === null) {
      confirming = a;
      render();
      $('confirm-yes').focus();
      return;
    }
    confirming = null;
    if (apply(a)) {
      selected = null;
      input?.clear();
      void botsPlay();
    }
    render();
  };

  /** For each unit still to place, its placement where the scenario's own set-up puts it, if that is legal now. */
  const scenarioPlacements = (listed: readonly Action[]): Action[] => asScenario(scenario?.setup, listed);

  /**
   * Places each unit still to place where the scenario's set-up puts it, one
   * placement at a time (each the side's own action, in the log); a unit
   * whose hex no longer takes it is left for the player, and said.
   */
  const placeAsScenario = (): void => {
    const side = humanToAct();
    let placed = 0;
    for (let guard = 0; guard < 1000 && side !== undefined && humanToAct() === side; guard++) {
      const next = scenarioPlacements(legal().listed)[0];
      if (!next || !apply(next)) break;
      placed++;
    }
    selected = null;
    const left = side === undefined ? 0 : state.units.filter((u) => u.side === side && scenario?.setup?.[u.id] !== undefined && u.at === null).length;
    $('message').textContent = `${placed} units placed as the scenario sets them up${left && humanToAct() === side ? `; ${left} could not go there now: place them yourself` : ''}.`;
    void botsPlay();
    render();
  };

  const takeBack = (): void => {
    const side = viewer();
    const why = checkUndo(game, recordOf(state, actions), state, side);
    if (why) {
      $('message').textContent = `Cannot undo: ${why.message}`;
      return;
    }
    const back = undo(game, recordOf(state, actions), side, state);
    // A search under way was for the position taken back.
    generation++;
    thinking = null;
    state = back.state;
    actions = [...back.record.actions];
    version++;
    for (const [h, lines] of logs) logs.set(h, lines.filter((l) => l.at < actions.length));
    selected = null;
    confirming = null;
    for (const h of humans) traces.set(h, NO_TRACE);
    $('message').textContent = 'Taken back.';
    render();
  };

  /** Actions whose open fields the page drew for the player or the engine's example filled (said so on their buttons). */
  let filledForYou: Parameters<typeof choiceNote>[0] = { drawn: new WeakSet(), example: new WeakSet() };
  /** The legal actions of the side to act, listed (open fields by the engine's own example, or drawn: see listActions). */
  const legal = (): { descriptors: readonly ActionDescriptor[]; listed: Action[] } => {
    const side = humanToAct();
    if (side === undefined) return { descriptors: [], listed: [] };
    const descriptors = view(game, state, side).actions;
    const { listed, ...filled } = listActions(game, descriptors, state.step);
    filledForYou = filled;
    return { descriptors, listed };
  };

  /**
   * Whether the game keeps anything from a side (hidden units, a side's own
   * data, secret events): then hot-seat hands the screen over between sides.
   */
  let secrets = game.definition.viewData !== undefined || state.units.some((u) => u.hidden);
  /** The side whose eyes the screen last showed (in hot-seat, the player who said they hold it). */
  let shownTo: string | null = humans.length > 1 ? null : setup.side;
  const handoverDue = (): boolean => humans.length > 1 && secrets && !state.result && viewer() !== shownTo;

  /**
   * The hand-over screen: nothing of either side is left on the page behind
   * it (map, log, units, forecast all emptied), only whose turn it is.
   */
  const showHandover = (): void => {
    for (const el of ['board', 'log', 'units', 'actions', 'others', 'forecast', 'message', 'status', 'state', 'undo-why', 'legend']) $(el).replaceChildren();
    $('confirm').hidden = true;
    $('game').hidden = true;
    framedFor = null;
    // Nothing the last side was doing carries over to the next.
    selected = null;
    confirming = null;
    input?.clear();
    const who = sideName(game, viewer());
    $('handover-title').textContent = `Pass the screen to the ${who} player`;
    $('handover-go').textContent = `I am the ${who} player: show my side`;
    $('handover').hidden = false;
    $('handover-go').focus();
  };
  const takeScreen = (): void => {
    shownTo = viewer();
    render();
  };

  const render = (): void => {
    persist();
    // A prompt lasts while its action waits for the yes (then it goes); what is said next (a refusal) is in the message's own red.
    if (!confirming && $('message').classList.contains('prompt')) {
      $('message').classList.remove('prompt');
      $('message').textContent = '';
    }
    if (handoverDue()) return showHandover();
    $('handover').hidden = true;
    $('game').hidden = false;
    const v = myView();
    const acting = humanToAct();
    const { descriptors, listed } = legal();
    const turns = game.definition.sequence.turns;

    $('title').textContent = gameTitle(game, scenario?.title);
    const status = $('status');
    status.dataset['over'] = String(Boolean(state.result));
    status.dataset['step'] = String(state.step);
    status.dataset['turn'] = String(state.turn);
    status.dataset['thinking'] = String(thinking !== null);
    status.dataset['searchFailures'] = String(searchFailures);
    const who =
      acting !== undefined
        ? `${sideName(game, acting)} to act${humans.length > 1 ? '' : ' (you)'}`
        : state.result
          ? ''
          : thinking !== null
            ? `the ${sideName(game, thinking)} bot is thinking (up to ${setup.thinkMs / 1000} s a move, ${(TURN_MOVES * setup.thinkMs) / 1000} s a turn)`
            : 'the bot is acting';
    // The question of the decision open, for the player who answers it.
    const open = openDecision(state);
    const asked = open && acting !== undefined ? ` — ${open.prompt}` : '';
    status.textContent = state.result ? 'Game over' : `${stepWords(game, state.turn, state.phase)} · ${who}${asked}`;

    drawTrack(turns, state.turn);
    $('victory').textContent = scenario?.victory ?? 'The scenario does not say.';
    // What the game tracks, as the side at the screen may see it.
    drawStatePanel(game, v);

    // The board: where the selected unit may go, the enemies it may attack or shoot, the last move, the hex attacked.
    const mine = selected ? listed.filter((a) => unitOf(a) === selected) : [];
    const goes = mine.map(placeOf).filter((h): h is string => h !== null);
    const targets = listed.filter((a) => a.type === 'declareAttack').map((a) => String(a['hex']));
    const shots = mine.filter((a) => typeof a['target'] === 'string').map((a) => String(a['target']));
    // The last move's path, and the turns drawn so far for the selected figure's next one.
    const at = selected ? v.units.find((u) => u.id === selected)?.at : undefined;
    const drawn = input?.turns() ?? [];
    const drawing = drawn.length && isPoint(at) ? [[{ x: at.x, y: at.y }, ...drawn]] : [];
    const trace = traces.get(viewer()) ?? NO_TRACE;
    const attacked = attacks.get(viewer());
    const paths = [...(trace.path.length > 1 ? [trace.path] : []), ...drawing];
    const board = $('board');
    if (table) {
      board.innerHTML = renderSvg(game, v, { scale, labels: false, highlight: shots, sideColours: sideColours(game), table: { paths, arcs: weaponArcs(game, state, selected) } });
      // The move or aim waiting for a yes, drawn where it would go.
      input?.drawAsked(confirming);
    }
    else drawHexBoard(board, game, v, scale, [...goes, ...targets]);
    zoom?.apply();
    // A side coming to the screen finds the map framed on its own units (else on where it may act).
    if (zoom && framedFor !== v.side) {
      framedFor = v.side;
      zoom.frame(framing(board, v.side, listed.map(placeOf).filter((h): h is string => h !== null)));
    }
    const byId = new Map(v.units.map((u) => [u.id, u]));
    const can = new Set(listed.map(unitOf).filter((u): u is string => u !== null));
    for (const el of Array.from(board.querySelectorAll<SVGElement>('[data-unit]'))) {
      const id = el.dataset['unit'] ?? '';
      const u = byId.get(id);
      if (u) {
        const t = el.querySelector('title') ?? el.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'title'));
        t.textContent = hoverText(game, u, v.units, v.side);
        // A label that is an id (a table's figure, a decoy its owner sees): its name instead.
        for (const tx of Array.from(el.querySelectorAll('text'))) if (tx.textContent === id && (!u.hidden || u.side === v.side)) tx.textContent = unitName(game, id);
      }
      if (can.has(id)) el.classList.add('can-act');
      if (id === selected) el.classList.add('selected');
    }
    for (const h of Array.from(board.querySelectorAll('polygon.last-move, polygon.attacked, polygon.was-attacked'))) h.classList.remove('last-move', 'attacked', 'was-attacked');
    for (const h of trace.hexes) board.querySelector(`polygon[data-hex="${CSS.escape(h)}"]`)?.classList.add('last-move');
    if (attacked) board.querySelector(`polygon[data-hex="${CSS.escape(attacked)}"]`)?.classList.add(v.stack.some((f) => f.proc === 'attack' || f.proc === 'combatResult') ? 'attacked' : 'was-attacked');
    // The stack under the pointer stays fanned out across a redraw.
    fanner?.refan();

    // The legend: terrain, hexside features, roads.
    drawLegend(game);

    // The units that may act, the selected one's actions, and the rest.
    const { units: groups, rest: others } = byUnit(listed);
    const units = $('units');
    units.replaceChildren(
      ...[...groups.keys()].map((id) => {
        const u = byId.get(id);
        const where = typeof u?.at === 'string' ? ` in ${u.at}` : u?.at === null ? ' (off the map)' : '';
        const b = button(`${unitName(game, id)}${where}`, () => {
          selected = selected === id ? null : id;
          confirming = null;
          input?.clear();
          render();
        });
        // The counter it names on the board (for styles and tests; never shown).
        b.dataset['unit'] = id;
        if (id === selected) b.className = 'selected';
        return b;
      }),
    );
    $('units-title').textContent = groups.size ? `Units that may act (${groups.size})` : 'Actions';
    // Number keys laid out for the step, not for the unit selected: the step's own actions keep theirs while units are picked.
    const printed = scenarioPlacements(listed).length;
    const keys = keyLayout(unitBlock(groups, aimsByUnit(descriptors)), others.length + (printed > 1 ? 1 : 0));
    /** A button with its number key before its words. */
    const keyed = (key: string, words: string, onclick: () => void, type: string): HTMLButtonElement => {
      const b = button('', onclick, { type });
      b.append(words);
      return withKey(b, key);
    };
    const numbered = (a: Action, key: string): HTMLButtonElement => {
      const b = keyed(key, `${actionWords(game, state, a)}${choiceNote(filledForYou, a)}`, () => act(a), a.type);
      // The hex a click on the map would take it to (a move's end, a placement).
      // (An attack's: the hex attacked, where a click on the enemy declares it.)
      const to = table ? null : a.type === 'declareAttack' && typeof a['hex'] === 'string' ? a['hex'] : placeOf(a);
      if (to !== null) b.dataset['hex'] = to;
      // Hovering or focusing an action shows what it would do: a move's path and cost, an attack's odds.
      const show = () => {
        if (confirming) return;
        const f = forecast(game, state, a);
        $('forecast').textContent = f.ok ? f.forecast.words.join('\n') : `Refused: ${f.error.message}`;
      };
      b.addEventListener('mouseenter', show);
      b.addEventListener('focus', show);
      return b;
    };
    const shown = selected ? (groups.get(selected) ?? []) : [];
    // A figure with an aimed weapon (a grenade, a shell): the weapon chosen (by its key too), then a point on the table.
    const aimButtons = (input?.aimButtons(render) ?? []).map((b, i) => withKey(b, keys.unit(i)));
    $('actions').replaceChildren(...aimButtons, ...shown.map((a, i) => numbered(a, keys.unit(aimButtons.length + i))));
    // A figure that may turn: the compass points, 0° east and counter-clockwise, as the engine reads them.
    if (selected && descriptors.some((d) => d.type === 'pivot' && d.fixed?.['figure'] === selected)) {
      for (let deg = 0; deg < 360; deg += 45) {
        const a: Action = { type: 'pivot', side: acting ?? setup.side, figure: selected, facing: deg };
        if (game.check(state, a) === null) $('actions').append(button(`turn to face ${compass(deg)}`, () => act(a), { type: 'pivot' }));
      }
    }
    // Many units to place: the rest where the scenario's own set-up puts them, each still the side's own placement.
    const rest = printed > 1 ? [keyed(keys.other(0), `Place the rest as the scenario sets them up (${printed} units)`, placeAsScenario, 'asScenario')] : [];
    // An order to write (Tan's arrival order): put in order by the player, after the drawn one (left as a shortcut).
    const ordering = orders.editor(descriptors, state.step, act, render);
    $('others').replaceChildren(...rest, ...others.map((a, j) => numbered(a, keys.other(rest.length + j))), ...ordering);

    // The forecast of an attack or shot waiting for a yes; else of the attack about to be resolved.
    const ask = confirming;
    const pendingAttack = listed.find((a) => a.type === 'resolveAttack');
    const f = ask ? forecast(game, state, ask) : pendingAttack ? forecast(game, state, pendingAttack) : null;
    if (f) $('forecast').textContent = f.ok ? f.forecast.words.join('\n') : `Refused: ${f.error.message}`;
    else if (!selected) $('forecast').textContent = '';
    $('forecast').dataset['column'] = f?.ok && f.forecast.attack?.column ? f.forecast.attack.column : '';
    $('confirm').hidden = ask === null;
    const words = ask ? actionWords(game, state, ask) : '';
    $('confirm-yes').textContent = ask ? `${input?.yesWords(ask, words) ?? 'Roll it'}: ${words}` : 'Roll it';

    // Undo, only when the engine allows it; why not, in words.
    const why = actions.length === 0 ? { message: 'nothing to take back yet' } : checkUndo(game, recordOf(state, actions), state, viewer());
    const u = $('undo');
    if (u instanceof HTMLButtonElement) u.disabled = why !== null;
    $('undo-why').textContent = why ? `Undo: ${why.message}` : '';

    const lg = $('log');
    lg.replaceChildren(
      ...(logs.get(viewer()) ?? []).map((l) => {
        const d = document.createElement('div');
        d.textContent = l.text;
        if (l.cls) d.className = l.cls;
        return d;
      }),
    );
    lg.scrollTop = 1e9;

    // The end: the result in words and a new game.
    const r = state.result;
    if (r && $('end').dataset['shown'] !== String(state.step)) {
      $('end').dataset['shown'] = String(state.step);
      $('end').hidden = false;
      $('end-title').textContent = resultTitle(game, r);
      $('end-result').textContent = `${r.reason ?? ''} (turn ${state.turn}, ${actions.length} actions)`;
      $('end-save').hidden = false;
      $('end-new').focus();
    }
  };

  /** What a click (or a drag) on the table came to, shown: true when it was the table input's. */
  const tableOutcome = (c: TableClick): boolean => {
    if (c.kind === 'none') return false;
    if (c.kind === 'take') act(c.action);
    else if (c.kind === 'refused') {
      confirming = null;
      render();
      $('message').textContent = c.message;
    } else if (c.kind === 'ask') {
      confirming = c.action;
      render();
      showPrompt(c.prompt);
      $('confirm-yes').focus();
    }
    return true;
  };

  /** A click on the board: select a unit, move it to a hex or a point, attack or shoot an enemy. */
  const onBoard = (e: MouseEvent): void => {
    if (!(e.target instanceof Element)) return;
    const { listed } = legal();
    const unitEl = e.target.closest<SVGElement>('[data-unit]');
    const hexEl = e.target.closest<SVGElement>('[data-hex]');
    const id = unitEl?.dataset['unit'];
    const hex = (unitEl ?? hexEl)?.dataset['hex'];
    const side = humanToAct();
    if (side === undefined) return;
    // Aiming a weapon: a click anywhere on the table (an enemy figure too) is the point aimed at.
    const aiming = input?.aiming() != null;
    // The place of one of the selected unit's listed choices (a landing spot, its jeep, a wire section): taken, as its button is.
    if (input && selected && tableOutcome(input.placed(e))) return;
    // A target of the selected figure, or an enemy hex to attack.
    if (id && unitEl?.dataset['side'] !== side && !aiming) {
      // At the figure where it stands now: a shot at a point along its move is taken from its own button.
      const shot = listed.find((a) => unitOf(a) === selected && a['target'] === id && a['along'] === undefined) ?? listed.find((a) => unitOf(a) === selected && a['target'] === id);
      if (shot) return act(shot);
    }
    const go = selected && hex ? listed.find((a) => unitOf(a) === selected && placeOf(a) === hex) : undefined;
    if (go) return act(go);
    const attack = hex && unitEl?.dataset['side'] !== side ? listed.find((a) => a.type === 'declareAttack' && a['hex'] === hex) : undefined;
    if (attack) return act(attack);
    // One of the side's own figures selects it (while aiming, the click is the point aimed at, as online).
    if (id && unitEl?.dataset['side'] === side && !aiming) {
      input?.clear();
      selected = selected === id ? null : id;
      confirming = null;
      return render();
    }
    // A point on the table: the selected figure's move there (Shift+click adds a turn), or the chosen weapon's aim;
    // refused in the rules' words, or its forecast shown, waiting for the yes or a second click on the point.
    if (input && selected && tableOutcome(input.click(e))) return;
    if (selected && hex) $('message').textContent = `${unitName(game, selected)} cannot go to ${hex} now: pick a hex outlined in orange`;
    else if (hex && !selected) $('message').textContent = `Pick one of your units first (those outlined in orange), then where it goes`;
    render();
  };

  /** Moves and aims by pointing at the table (a table game only). */
  const input = table && tableCode
    ? tableCode.tableInput(game, $('board'), {
        seat: () => {
          const side = humanToAct();
          return side === undefined ? null : { side, view: view(game, state, side) };
        },
        selected: () => selected,
        forecast: (a) => forecast(game, state, a),
        dragged: (c) => void tableOutcome(c),
      })
    : null;

  /** The arrival order written by the player (Tan's), when the step asks for one. */
  const orders = orderInput(game);

  /** The path's cost or the aim's forecast, live, as the pointer moves over the table, and the path or aim drawn. */
  const onHover = (e: MouseEvent): void => {
    if (!input || confirming) return;
    input.hover(e, (words) => ($('forecast').textContent = words));
  };

  const onKey = (e: KeyboardEvent): void => {
    if (e.target instanceof HTMLSelectElement || e.ctrlKey || e.metaKey || e.altKey || !$('handover').hidden) return;
    if (zoom?.key(e)) return;
    if (e.key === 'Escape') {
      typing.reset();
      if (!$('tables').hidden) $('tables').hidden = true;
      else if (confirming) {
        // The action waiting for a yes is dropped, nothing taken; the figure stays selected (and the weapon chosen).
        confirming = null;
        render();
      } else if (input?.escape()) render();
      else {
        selected = null;
        confirming = null;
        render();
      }
    } else if (e.key === 'u' || e.key === 'U') takeBack();
    else if (e.key === 't' || e.key === 'T') showTables();
    else if (typing.press(e.key)) e.preventDefault();
  };
  /** The keys typed toward an action's (every listed action has one: past 9, letters, then a dot and two keys). */
  const typing = actionKeys((words) => {
    $('message').textContent = words;
  });

  const showTables = (): void => {
    const f = confirming ? forecast(game, state, confirming) : null;
    renderTables(game, f?.ok && f.forecast.attack?.column ? f.forecast.attack.column : null);
    $('tables').hidden = false;
    $('tables-close').focus();
  };

  const finish = (): void => {
    generation++;
    thinking = null;
    const helpers = new Map(humans.map((s, i) => [s, heuristicBot(secretNumber + 100 + i, game)]));
    for (let guard = 0; guard < 50_000 && !state.result; guard++) {
      const side = game.actingSides(state).find((s) => game.legal(state, s).length > 0);
      const bot = side === undefined ? undefined : (bots.get(side) ?? helpers.get(side));
      if (side === undefined || !bot || !apply(bot.choose(view(game, state, side)))) break;
    }
    selected = null;
    confirming = null;
    render();
  };

  /**
   * The game's record downloaded as JSON (the seed and every action: any copy
   * of hexwar replays it), at any time. Mid-game it holds every side's
   * secrets, as the page itself does in a local game: the button says so.
   */
  const saveRecord = (): void => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([JSON.stringify(recordOf(state, actions))], { type: 'application/json' }));
    a.download = `${id}-seed-${String(state.seed)}-step-${state.step}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  };

  const board = $('board');
  // On a hex map, the stack under the pointer fans out so each counter reads.
  const fanner = table ? null : stackFanner(board);
  // A hex map zooms and pans in its box; the side it was last framed for.
  board.classList.toggle('hexmap', !table);
  const zoom = table ? null : mapZoom(board);
  let framedFor: string | null = null;
  $('map-tools').hidden = zoom === null;
  const zoomKey = (key: string) => () => zoom?.key(new KeyboardEvent('keydown', { key }));
  const yes = () => {
    if (confirming) act(confirming);
  };
  const no = () => {
    confirming = null;
    render();
    $('message').textContent = 'Cancelled: nothing was done.';
  };
  // Every listener this game adds, so a new game takes them all away again.
  const wiring: [EventTarget, string, (e: Event) => void][] = [
    [board, 'click', (e) => e instanceof MouseEvent && onBoard(e)],
    [board, 'mousemove', (e) => e instanceof MouseEvent && onHover(e)],
    [document, 'keydown', (e) => e instanceof KeyboardEvent && onKey(e)],
    [$('undo'), 'click', takeBack],
    [$('show-tables'), 'click', showTables],
    [$('finish'), 'click', finish],
    [$('confirm-yes'), 'click', yes],
    [$('confirm-no'), 'click', no],
    [$('end-save'), 'click', saveRecord],
    [$('save-record'), 'click', saveRecord],
    [$('handover-go'), 'click', takeScreen],
    [$('zoom-in'), 'click', zoomKey('+')],
    [$('zoom-out'), 'click', zoomKey('-')],
    [$('zoom-whole'), 'click', zoomKey('w')],
  ];
  for (const [el, type, fn] of wiring) el.addEventListener(type, fn);

  $('setup').hidden = true;
  $('game').hidden = false;
  $('end').hidden = true;
  $('end').dataset['shown'] = '';
  $('end-save').hidden = true;
  $('log').replaceChildren();
  say(`${game.title}: ${scenario?.title ?? ''}. ${humans.length > 1 ? 'Two players at one screen.' : `You play the ${sideName(game, setup.side)} side against the bot.`}`);
  // Resumed: every action again, through the same steps as when it was taken, so the log reads as it did.
  for (const a of resumed?.actions ?? []) if (!apply(a)) break;
  markOpen(key);
  // The page's engine state, for tests that reload and compare (read-only use).
  Object.assign(window, { hexwarPage: { state: () => state, record: () => recordOf(state, actions), key } });
  void botsPlay();
  render();
  if (resumed) $('message').textContent = `Resumed where the game was left, ${actions.length} actions in.`;
  window.scrollTo(0, 0);
  // The first frame a player can act on (the bench reads this mark).
  requestAnimationFrame(() => performance.mark('hexwar:first-frame'));
  return () => {
    generation++;
    worker?.terminate();
    fanner?.remove();
    zoom?.remove();
    input?.remove();
    for (const [el, type, fn] of wiring) el.removeEventListener(type, fn);
  };
}
