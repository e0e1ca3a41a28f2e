/**
 * The core's capabilities as the working context holds them: declared slices,
 * each with the little it needs of the match named in an interface, instead of
 * private fields of one class. The dice and the log are one slice (every draw
 * is an event, in order with the rest, and a secret draw is an event only its
 * sides see); step losses are another, over the unit changes and the log.
 */
import { HexwarError } from '../errors';
import { openRandom, type Random, type RandomState } from '../random';
import { useSecretStream } from '../random/session';
import type { StepLosses } from './rules-context';
import type { GameEvent, JsonValue, Position, UnitPatch, UnitState } from './types';

/** What the dice and the log need of the match: its dice state, where to put it back, and its sides. @internal */
export interface LogHost {
  /** The match's dice state, as it stands. */
  readonly dice: () => RandomState;
  /** Puts the dice state after the draws made back into the match. */
  readonly store: (dice: RandomState) => void;
  /** The game's sides (a secret is only for some of them). */
  readonly sides: readonly string[];
  /** The game's title, for messages. */
  readonly title: string;
}

/**
 * The dice and the log of one action: `random` opens a draw session on the
 * match's streams once, and every draw lands in `events` in order with the
 * events emitted, public or (under `secretly`) seen only by the sides given.
 *
 * @internal
 */
export class ActionLog {
  /** What happened, in order. */
  readonly events: GameEvent[] = [];
  /** Whether a die was read (undo never goes back past one). */
  usedRandom = false;
  private session: Random | null = null;
  /** How many of the session's draws are in the event list already. */
  private flushed = 0;
  /** The draw count when the session opened. */
  private openedAt = 0;
  /** While `secretly` runs: the sides that may see the draws made. */
  private secretFor: readonly string[] | null = null;

  constructor(private readonly host: LogHost) {}

  /** The match's dice, cups and decks; a session opened on first use and kept for the action. */
  get random(): Random {
    if (!this.session) {
      const dice = this.host.dice();
      this.session = openRandom(dice);
      this.openedAt = dice.draws;
    }
    return this.session;
  }

  /** Flushes draws so far into the event list (in order with the rest), and the dice state into the match. */
  flushDraws(): void {
    if (!this.session) return;
    // Every draw counts in the state's `draws` (cheap to read, where `events` is a copy).
    const st = this.session.state;
    if (st.draws - this.openedAt === this.flushed) return;
    const drawn = this.session.events;
    this.usedRandom = true;
    const secret = this.secretFor;
    // The session stays open (opening one per roll cost more than the roll): only draws not yet logged are taken.
    for (const e of drawn.slice(this.flushed)) {
      this.events.push(secret ? { ...e, visibleTo: secret, publicAs: null } : e);
    }
    this.flushed = drawn.length;
    this.host.store(st);
  }

  /** Records an event, after the draws made before it. */
  emit(event: GameEvent): void {
    this.flushDraws();
    this.events.push(event);
  }

  /** Runs `run` with its draws from the secret stream, each an event only `sides` see. */
  secretly<T>(sides: readonly string[], run: () => T): T {
    for (const side of sides) if (!this.host.sides.includes(side)) throw new HexwarError({ code: 'unknown-side', message: `"${side}" is not a side of ${this.host.title}` });
    this.flushDraws();
    const outer = this.secretFor;
    // Nested: only the sides both may see (an inner secret is never wider than the outer one).
    this.secretFor = Object.freeze(outer ? sides.filter((s) => outer.includes(s)) : [...sides]);
    // Secret dice come from the secret stream: no public roll says anything about them.
    const wasSecret = useSecretStream(this.random, true);
    try {
      return run();
    } finally {
      this.flushDraws();
      useSecretStream(this.random, wasSecret);
      this.secretFor = outer;
    }
  }

  /** Records an event about a unit: while it is hidden, other sides see its marker where its id is. */
  emitAbout(unit: UnitState<Position>, event: GameEvent): void {
    if (!unit.hidden) return this.emit(event);
    const marker = unit.marker ?? 'unidentified';
    const fields: { [field: string]: GameEvent[string] } = {};
    for (const [k, v] of Object.entries(event)) {
      if (k === 'visibleTo' || k === 'publicAs') continue;
      fields[k] = v === unit.id ? marker : Array.isArray(v) ? v.map((x: JsonValue) => (x === unit.id ? marker : x)) : v;
    }
    this.emit({ ...event, visibleTo: [unit.side], publicAs: { ...fields, type: event.type } });
  }
}

/** What step losses need of the match: its units, changes to them, the log, and the game's hook. @internal */
export interface StepHost {
  /** A unit as it stands. */
  unit(id: string): UnitState<Position>;
  /** Changes a unit; returns it changed. */
  updateUnit(id: string, patch: UnitPatch<Position>): UnitState<Position>;
  /** Records an event about a unit (its marker for other sides while it is hidden). */
  emitAbout(unit: UnitState<Position>, event: GameEvent): void;
  /** The game's `onStepLost` hook, if it has one. */
  onStepLost(after: UnitState<Position>, eliminated: boolean, why: string): void;
}

/**
 * The core's step losses over a host: a loss flips a unit to its reduced side
 * or eliminates it (off the board, into the `eliminated` box, its flags
 * cleared), says so with `stepLost`, and runs the game's hook.
 *
 * @internal
 */
export function stepLosses(host: StepHost): StepLosses<Position> {
  const lose = (id: string, why: string, rule?: string): UnitState<Position> => {
    const u = host.unit(id);
    if (u.steps <= 0) return u;
    const steps = u.steps - 1;
    const after = steps === 0 ? host.updateUnit(id, { steps: 0, at: null, box: 'eliminated', flags: undefined }) : host.updateUnit(id, { steps });
    host.emitAbout(u, { type: 'stepLost', unit: id, side: u.side, at: u.at, steps, eliminated: steps === 0, why, ...(rule ? { rule } : {}) });
    host.onStepLost(after, steps === 0, why);
    return after;
  };
  return {
    lose,
    eliminate(id, why, rule) {
      let u = host.unit(id);
      while (u.steps > 0) u = lose(id, why, rule);
      return u;
    },
  };
}
