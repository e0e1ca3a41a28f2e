/**
 * A local match as a small store outside React: the state, its history, one
 * side's view, legal actions and log, and the calls that change them. The
 * hooks subscribe to it (`useSyncExternalStore`); tests and other frameworks
 * may use it as it is.
 */
import {
  checkUndo, countActions, createMatch, actionSeenBy, describeAction, describeEvent, expandActions, heuristicBot,
  HexwarError, recordOf, replay, sideName, undo as undoAction, view as viewOf, viewEvents, type Action,
  type ActionDescriptor, type Bot, type Game, type GameEvent, type GameResult, type MatchOptions,
  type MatchRecord, type RuleViolation, type Spec, type StateOf, type ViewOf
} from '../index';
import { quote } from '../engine';

/**
 * How {@link useMatch} (or {@link createMatchStore}) starts a local match. Read
 * once, when the match is made: later changes to the object are ignored.
 *
 * @example
 * ```ts
 * import { heuristicBot } from 'hexwar';
 * import { useMatch } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots: { japanese: heuristicBot(1, myitkyina) } });
 * useMatch(myitkyina, { viewer: 'alied' }); // does not compile: the viewer is one of the game's sides
 * ```
 * @category React
 */
export interface LocalMatchOptions<G extends Spec = Spec> extends MatchOptions<G> {
  /** The side whose eyes the view, the actions and the log are for; default the first side no bot plays. */
  readonly viewer?: G['side'];
  /** Bots by side: each acts at once whenever its side must act (a side with a bot is never the viewer's by default). */
  readonly bots?: { readonly [side: string]: Bot };
  /** A record to resume: its actions are replayed (a record the rules refuse throws the engine's typed error). */
  readonly record?: MatchRecord;
}

/**
 * One action taken: the action as the engine recorded it, everything that
 * happened (secret events included: read them through `viewEvents`), and the
 * state after it.
 *
 * @example
 * ```ts
 * const last = match.history.at(-1);
 * last?.action.type; // 'deploy'
 * ```
 * @category React
 */
export interface MatchStep<G extends Spec = Spec> {
  /** The action as the engine read it. */
  readonly action: Action;
  /** Every event it made, hidden ones too: never show them unfiltered. */
  readonly events: readonly GameEvent[];
  /** The state after it. */
  readonly state: StateOf<G>;
}

/**
 * A legal action of the viewer, one by one, with its words.
 *
 * @example
 * ```ts
 * match.actions.map((a) => <button onClick={() => match.apply(a.action)}>{a.words}</button>);
 * ```
 * @category React
 */
export interface LegalAction {
  /** The action, ready for `apply`. */
  readonly action: Action;
  /** In the game's words, e.g. "Allied: move 88/30 to D7". */
  readonly words: string;
  /** The descriptor that holds it. */
  readonly descriptor: ActionDescriptor;
}

/**
 * A line of the log as the viewer may read it.
 *
 * @example
 * ```ts
 * match.log.map((l) => <li key={`${l.step}-${l.text}`}>{l.text}</li>);
 * ```
 * @category React
 */
export interface LogLine {
  /** How many actions had been taken after it was written (1 for the first action's lines). */
  readonly step: number;
  /** Whose action it came from. */
  readonly side: string;
  /** `action` for what a side did, `event` for what happened. */
  readonly kind: 'action' | 'event';
  /** The line. */
  readonly text: string;
  /** The event it tells (for `event` lines), as the viewer may see it. */
  readonly event?: GameEvent;
}

/**
 * What a local match shows at one moment. A new object after every change and
 * the same object otherwise, so React re-renders exactly when something changed.
 *
 * @example
 * ```ts
 * const snap = store.get();
 * snap.view.phase; // 'deploy'
 * ```
 * @category React
 */
export interface MatchSnapshot<G extends Spec = Spec> {
  /**
   * The whole state of the present, with the seed and every hidden unit: for
   * the engine and for tests, never for a player's eyes (render from `view`).
   */
  readonly state: StateOf<G>;
  /** The record: seed, options and every action, enough to rebuild the match. */
  readonly record: MatchRecord;
  /** Every action taken, in order, with its events and the state after it. */
  readonly history: readonly MatchStep<G>[];
  /** The side whose eyes `view`, `actions` and `log` are for. */
  readonly viewer: G['side'];
  /** The step shown while travelling back in time (0: before the first action), `null` in the present. */
  readonly at: number | null;
  /** The whole state at the step shown (the present's is `state`): for debugging, never for a player's eyes. */
  readonly shownState: StateOf<G>;
  /** What the viewer sees at the step shown. */
  readonly view: ViewOf<G>;
  /** The viewer's legal actions one by one, with their words; none while travelling or when the viewer may not act. */
  readonly actions: readonly LegalAction[];
  /** The viewer's descriptors that cannot be listed one by one (open fields: points, paths on a table). */
  readonly openActions: readonly ActionDescriptor[];
  /** The log up to the step shown, as the viewer may read it. */
  readonly log: readonly LogLine[];
  /** The events of the last action, as the viewer may see them (for animation). */
  readonly events: readonly GameEvent[];
  /** The sides that may act now. */
  readonly acting: readonly G['side'][];
  /** The result, once the game is over. */
  readonly result: GameResult | null;
  /** Why the last `apply`, `undo` or `botMove` was refused, until the next one succeeds. */
  readonly refusal: RuleViolation | null;
  /** Why the viewer may not take back an action now, or `null` when `undo()` would succeed. */
  readonly undoRefusal: RuleViolation | null;
}

/**
 * A local match's store: read with `get`, listen with `subscribe`, change with
 * the rest. Every function is bound once and keeps its identity.
 *
 * @example
 * ```ts
 * import { heuristicBot } from 'hexwar';
 * import { createMatchStore } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const store = createMatchStore(myitkyina, { seed: 7, viewer: 'allied', bots: { japanese: heuristicBot(1, myitkyina) } });
 * const stop = store.subscribe(() => console.log(store.get().view.phase));
 * store.apply(store.get().actions[0]!.action);
 * stop();
 * ```
 * @category React
 */
export interface MatchStore<G extends Spec = Spec> {
  /** The game played. */
  readonly game: Game<G>;
  /** The current snapshot. */
  get(): MatchSnapshot<G>;
  /** Calls `listener` after every change; returns the call that stops it. */
  subscribe(listener: () => void): () => void;
  /** Takes an action (then lets the bots answer): the refusal, or `null` when it was taken. */
  apply(action: Action): RuleViolation | null;
  /** Takes back the viewer's (or `side`'s) last action, as the engine's undo rule allows: the refusal, or `null`. */
  undo(side?: G['side']): RuleViolation | null;
  /** Lets a bot play one action for the side that must act (the game's heuristic bot unless one is given): the refusal, or `null`. */
  botMove(bot?: Bot): RuleViolation | null;
  /** Shows the match after `step` actions (a number from 0 to the actions taken), or the present again with `null`. */
  travel(step: number | null): void;
  /** Sees with another side's eyes (two players at one screen). */
  setViewer(side: G['side']): void;
}

/** The most a chain of bot answers may run before the store stops it (a game that never asks a person). */
const BOT_GUARD = 5000;

/**
 * Starts a local match and returns its store: what {@link useMatch} holds. Bots
 * given in the options answer at once, here and after every action.
 *
 * @example
 * ```ts
 * import { heuristicBot } from 'hexwar';
 * import { createMatchStore } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const store = createMatchStore(myitkyina, { seed: 7, viewer: 'allied', bots: { japanese: heuristicBot(1, myitkyina) } });
 * store.get().view.phase;   // 'deploy': the Japanese bot has hidden its units, the Allied player places his
 * ```
 * @throws {@link hexwar!HexwarError} as `createMatch` does (`unknown-scenario`, `bad-options`, …), `unknown-side` for a viewer
 * the game does not have, and `bad-save`/`bad-replay` for a record that does not replay.
 * @category React
 */
export function createMatchStore<G extends Spec>(game: Game<G>, options: LocalMatchOptions<G> = {}): MatchStore<G> {
  const { viewer: chosen, bots: botOption, record: resumed, ...matchOptions } = options;
  const bots = new Map<string, Bot>(Object.entries(botOption ?? {}));
  const viewerOf = (side: string): G['side'] => {
    const s = game.sides.find((x) => x === side);
    if (s === undefined) throw new HexwarError({ code: 'unknown-side', message: `${quote(side, 20)} is not a side of ${game.title} (${game.sides.join(', ')})` });
    return s;
  };
  for (const side of bots.keys()) viewerOf(side);

  // A record's scenario and options are checked by createMatch at run time, as replay checks them.
  const start: StateOf<G> = createMatch(game, resumed ? { seed: resumed.seed, scenario: resumed.scenario, options: resumed.options as Partial<G['options']>, ...(resumed.secretSeed !== undefined ? { secretSeed: resumed.secretSeed } : {}) } : matchOptions);
  let history: MatchStep<G>[] = [];
  if (resumed) {
    replay(game, resumed); // checks the whole record first, with the engine's typed errors
    let s = start;
    for (const a of resumed.actions) {
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(r.error.message); // replay above accepted every action: not reached
      history.push({ action: r.action, events: r.events, state: r.state });
      s = r.state;
    }
  }
  let viewer: G['side'] = chosen !== undefined ? viewerOf(chosen) : (game.sides.find((s) => !bots.has(s)) ?? game.sides[0]!);
  let at: number | null = null;
  let refusal: RuleViolation | null = null;
  const listeners = new Set<() => void>();
  /** Each step's log lines, per viewer: written once, read on every change. */
  const lines = new WeakMap<MatchStep<G>, Map<string, LogLine[]>>();

  const present = (): StateOf<G> => history.at(-1)?.state ?? start;
  const stateAt = (step: number): StateOf<G> => (step === 0 ? start : history[step - 1]!.state);
  const actionsOf = (): Action[] => history.map((h) => h.action);

  const linesOf = (i: number): LogLine[] => {
    const h = history[i]!;
    let byViewer = lines.get(h);
    if (!byViewer) lines.set(h, (byViewer = new Map()));
    let out = byViewer.get(viewer);
    if (out) return out;
    const before = stateAt(i);
    const side = h.action.side;
    const bot = bots.has(side) ? ' (bot)' : '';
    // Another side's action in its words only when nothing of it is hidden from the viewer (a hidden set-up says "Japanese acts").
    const reader = { viewer, after: h.state, events: h.events };
    out = [{ step: i + 1, side, kind: 'action', text: actionSeenBy(before, h.action, reader) ? `${describeAction(game, before, h.action, reader)}${bot}` : `${sideName(game, side)}${bot} acts` }];
    for (const e of viewEvents(h.events, viewer)) {
      const text = describeEvent(game, h.state, e, viewer);
      if (text) out.push({ step: i + 1, side, kind: 'event', text, event: e });
    }
    byViewer.set(viewer, out);
    return out;
  };

  const build = (): MatchSnapshot<G> => {
    const state = present();
    const shown = at === null ? state : stateAt(at);
    const v = viewOf(game, shown, viewer);
    const listable = at === null ? v.actions.filter((d) => Number.isFinite(countActions(d))) : [];
    const actions: LegalAction[] = [];
    for (const d of listable) for (const a of expandActions([d])) actions.push({ action: a, words: describeAction(game, shown, a, { viewer: a.side }), descriptor: d });
    const upTo = at ?? history.length;
    const log: LogLine[] = [];
    for (let i = 0; i < upTo; i++) log.push(...linesOf(i));
    const last = history[upTo - 1];
    const record = recordOf(state, actionsOf());
    return {
      state,
      record,
      history,
      viewer,
      at,
      shownState: shown,
      view: v,
      actions,
      openActions: at === null ? v.actions.filter((d) => !Number.isFinite(countActions(d))) : [],
      log,
      events: last ? viewEvents(last.events, viewer) : [],
      acting: game.actingSides(state),
      result: state.result,
      refusal,
      undoRefusal: checkUndo(game, record, state, viewer),
    };
  };

  let snapshot = build();
  const changed = (): void => {
    snapshot = build();
    for (const l of [...listeners]) l();
  };

  const travelling = (): RuleViolation | null =>
    at === null ? null : { code: 'time-travel', message: `you are looking at the game after ${at} of ${history.length} actions: come back to the present to act` };

  /** Applies without telling anyone; the refusal or null. */
  const take = (action: Action): RuleViolation | null => {
    const r = game.apply(present(), action);
    if (!r.ok) return r.error;
    history = [...history, { action: r.action, events: r.events, state: r.state }];
    return null;
  };

  /** The side that must act now and may: the viewer first, then the others in the game's order. */
  const toAct = (): G['side'] | undefined => {
    const s = present();
    const acting = game.actingSides(s);
    return [viewer, ...acting].find((x) => acting.includes(x) && game.legal(s, x).length > 0);
  };

  /** The bots answer until a side without one must act, or the game ends. */
  const botsPlay = (): RuleViolation | null => {
    for (let i = 0; i < BOT_GUARD && !present().result; i++) {
      const s = present();
      const side = game.actingSides(s).find((x) => bots.has(x) && game.legal(s, x).length > 0);
      if (side === undefined || game.actingSides(s).some((x) => !bots.has(x) && game.legal(s, x).length > 0)) return null;
      const why = take(bots.get(side)!.choose(viewOf(game, s, side)));
      if (why) return { ...why, message: `the ${sideName(game, side)} bot's action was refused: ${why.message}` };
    }
    return null;
  };

  const store: MatchStore<G> = {
    game,
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    apply(action) {
      const why = travelling() ?? take(action) ?? botsPlay();
      refusal = why;
      changed();
      return why;
    },
    undo(side) {
      const who = side ?? viewer;
      const record = recordOf(present(), actionsOf());
      const why = travelling() ?? checkUndo(game, record, present(), who);
      refusal = why;
      if (!why) {
        // The engine replays the record less its last action: the state it gives is the one kept before it.
        const back = undoAction(game, record, who, present());
        history = history.slice(0, back.record.actions.length);
      }
      changed();
      return why;
    },
    botMove(bot) {
      const side = toAct();
      let why: RuleViolation | null = travelling();
      if (!why && side === undefined) why = { code: 'no-action', message: present().result ? 'the game is over' : 'no side may act now' };
      if (!why && side !== undefined) {
        const s = present();
        const chooser = bot ?? bots.get(side) ?? heuristicBot(seedOf(s.seed, s.step), game);
        why = take(chooser.choose(viewOf(game, s, side))) ?? botsPlay();
      }
      refusal = why;
      changed();
      return why;
    },
    travel(step) {
      if (step !== null && (!Number.isInteger(step) || step < 0 || step > history.length)) {
        throw new RangeError(`step ${step} is not between 0 and ${history.length}, the actions taken`);
      }
      at = step === history.length ? null : step;
      changed();
    },
    setViewer(side) {
      viewer = viewerOf(side);
      changed();
    },
  };
  // The bots whose side must act first (a hidden set-up before the player's) act now.
  refusal = botsPlay();
  if (history.length > 0 || refusal) snapshot = build();
  return store;
}

/** A number from a seed and a step, for a bot's own dice when the inspector asks it for one move. */
function seedOf(seed: number | string, step: number): number {
  const base = typeof seed === 'number' ? seed : [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
  return (base + step * 7919) >>> 0;
}
