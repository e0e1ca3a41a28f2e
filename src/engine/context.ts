import { HexwarError } from '../errors';
import type { HexBoard } from '../board/hex';
import { inheritPositions } from '../board/positions';
import { factsOf, type UnitArrayFacts } from '../internal/memo';
import type { HexMap } from '../map';
import type { Random } from '../random';
import type { DecisionRequest, StepLosses } from './definition';
import { DECISION, decisionFrame, type DecisionLocal } from './decision';
import { resolverOf } from './resolve';
import { ActionLog, stepLosses } from './slices';
import type { Game } from './game-types';
import type { Action, CounterData, GameEvent, GameResult, JsonValue, MatchState, PendingDecision, Position, ProcedureFrame, StepFactors, UnitPatch, UnitState } from './types';

/** Thrown by `ctx.reject`; caught by `apply`, never seen by callers. */
export class Rejection extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly rule?: string,
  ) {
    super(message);
  }
}

// Unit arrays are immutable, so each one's id -> position index is built once and
// handed on to the copies made by updateUnit (positions in the array never change there).

/** Where each unit of a state's unit array stands in it. @internal */
function unitIndex(units: readonly UnitState[]): Map<string, number> {
  const f = factsOf<UnitArrayFacts>(units);
  let index = f.index;
  if (!index) {
    index = new Map();
    for (const [i, u] of units.entries()) index.set(u.id, i);
    f.index = index;
  }
  return index;
}

/** Where a unit found by `ctx.unit` stands in the unit array its index was built from. */
function indexOf(index: ReadonlyMap<string, number>, id: string): number {
  const i = index.get(id);
  if (i === undefined) throw new Error(`unit "${id}" is in play but missing from the index of the unit array`);
  return i;
}

/**
 * A copy of `old` with `patch` applied (`undefined` removes a field), keys in
 * the same order as before and new ones last. Built without `delete` and
 * without adding fields to a spread copy: either puts V8 on a slow path, and
 * units are copied on every change.
 *
 * @internal
 */
export function patched<T>(old: { readonly [k: string]: T }, patch: { readonly [k: string]: T | undefined }): Record<string, T> {
  let reshaped = false;
  for (const k in patch) if (patch[k] === undefined ? k in old : !(k in old)) reshaped = true;
  if (!reshaped) {
    const next = { ...old };
    for (const k in patch) {
      const v = patch[k];
      if (v !== undefined) next[k] = v;
    }
    return next;
  }
  const next: Record<string, T> = {};
  for (const k in old) {
    const v = k in patch ? patch[k] : old[k];
    if (v !== undefined) next[k] = v;
  }
  for (const k in patch) {
    const v = patch[k];
    if (!(k in old) && v !== undefined) next[k] = v;
  }
  return next;
}

/**
 * Refuses a flag the game did not declare: an undeclared flag is never
 * cleared, so a "moved this turn" mark left out of `flags` would hold a unit
 * still for the rest of the game. Clearing one (`undefined`) is always allowed.
 *
 * @throws {@link hexwar!HexwarError} `bad-game` naming the flag and the unit.
 * @internal
 */
export function checkFlags(game: Game, id: string, flags: { readonly [flag: string]: unknown } | undefined): void {
  if (!flags) return;
  const declared = game.definition.flags;
  for (const name in flags) {
    if (flags[name] === undefined || (declared !== undefined && Object.hasOwn(declared, name))) continue;
    throw new HexwarError({
      code: 'bad-game',
      message: `${game.title} sets the flag "${name}" on ${id} but does not declare it: add it to the definition's flags with how long it lasts (until 'phase', 'turn' or 'game')`,
      path: `flags.${name}`,
    });
  }
}

/** A unit with a patch applied (flags merged). */
function patchedUnit(old: UnitState, patch: UnitPatch<Position>): UnitState {
  const { flags, ...rest } = patch;
  const next = patched(old as unknown as Record<string, unknown>, rest);
  if (flags) next['flags'] = patched(old.flags ?? {}, flags);
  return next as unknown as UnitState;
}

/** Whether a change leaves a unit where it stood, as the board sees it (on or off the board, hidden or not). */
const stayed = (old: UnitState, u: UnitState) => old.at === u.at && old.side === u.side && old.steps > 0 === u.steps > 0 && old.hidden === u.hidden;

const noFactors: StepFactors = { attack: 0, defence: 0, movement: 0 };

/**
 * Read-only view of a state for hooks; the board's questions are answered once
 * per state.
 *
 * @internal
 */
export class Reader<D = JsonValue> {
  /**
   * @param frame - the stack frame whose procedure's hooks read through it (-1: the top).
   */
  constructor(
    protected readonly g: Game,
    protected s: MatchState<D>,
    protected readonly frame0 = -1,
  ) {}

  get state(): MatchState<D> {
    return this.s;
  }
  get board(): HexBoard {
    return this.g.board(this.s.units);
  }
  get map(): HexMap {
    return this.g.map;
  }
  get options(): never {
    return this.s.options as never;
  }
  get data(): D {
    return this.s.data;
  }
  get turn(): number {
    return this.s.turn;
  }
  get phase(): string {
    return this.s.phase;
  }
  get active(): string | null {
    return this.s.active;
  }
  get stack(): readonly ProcedureFrame[] {
    return this.s.stack;
  }
  counter(id: string): CounterData {
    return this.g.counter(id);
  }
  unit(id: string): UnitState {
    const i = unitIndex(this.s.units).get(id);
    const u = i === undefined ? undefined : this.s.units[i];
    if (!u) throw new HexwarError({ code: 'unknown-unit', message: `there is no unit "${String(id).slice(0, 40)}" in this match` });
    return u;
  }
  hasUnit(id: string): boolean {
    return unitIndex(this.s.units).has(id);
  }
  units(filter?: (u: UnitState) => boolean): UnitState[] {
    return filter ? this.s.units.filter(filter) : [...this.s.units];
  }
  unitsAt(at: string): UnitState[] {
    return [...this.board.unitsAt(at)];
  }
  track(name: string): number {
    return this.s.tracks[name] ?? 0;
  }
  frame<L = JsonValue>(proc: string): L | null {
    // The innermost frame of that procedure: the stack's last.
    let found: L | null = null;
    for (const f of this.s.stack) if (f.proc === proc) found = f.local as L;
    return found;
  }
  factors(unit: UnitState | string): StepFactors {
    const u = typeof unit === 'string' ? this.unit(unit) : unit;
    const c = this.g.counter(u.id);
    // Steps lost pick the line: the last printed one once more are lost than it has (none printed: no factors).
    const lines = c.factors ?? [];
    return lines[Math.min(lines.length - 1, Math.max(0, c.steps - Math.max(1, u.steps)))] ?? noFactors;
  }
  /** The local state of the procedure this context is bound to (the top frame unless a hook of a lower one runs). */
  get local(): JsonValue {
    return this.s.stack[this.frame0 >= 0 ? this.frame0 : this.s.stack.length - 1]?.local ?? null;
  }
}

/**
 * The working context of one `apply`: changes are made copy-on-write, so the
 * state passed in is never touched and unchanged parts are shared.
 *
 * @internal
 */
export class Working<D = JsonValue> extends Reader<D> {
  phaseDone = false;
  didReveal = false;
  /** The frame index the running procedure hook belongs to (-1: none, use the top). */
  frameIndex = -1;
  /** The dice and the log, one slice: every draw is an event, in order with the rest. */
  readonly log: ActionLog;
  private stepSlice: StepLosses<Position> | null = null;

  // One shallow copy of the top level, written in place from then on: the state
  // passed to apply is never touched, and every unchanged part stays shared.
  private readonly draft: { -readonly [K in keyof MatchState<D>]: MatchState<D>[K] };

  constructor(g: Game, s: MatchState<D>) {
    const draft = { ...s };
    super(g, draft);
    this.draft = draft;
    this.log = new ActionLog({ dice: () => this.s.random, store: (dice) => (this.draft.random = dice), sides: g.sides, title: g.title });
  }

  /** What happened so far, in order. */
  get events(): GameEvent[] {
    return this.log.events;
  }

  /** Whether a die was read (undo never goes back past one). */
  get usedRandom(): boolean {
    return this.log.usedRandom;
  }

  /** The state with every change so far, the random generator's included. */
  finish(): MatchState<D> {
    this.flushDraws();
    return this.s;
  }

  get random(): Random {
    return this.log.random;
  }

  /** Flushes draws so far into the event list (in order with the rest). */
  flushDraws(): void {
    this.log.flushDraws();
  }

  set(next: Partial<MatchState<D>>): void {
    Object.assign(this.draft, next);
  }

  updateUnit(id: string, patch: UnitPatch<Position>): UnitState {
    checkFlags(this.g, id, patch.flags);
    const old = this.unit(id);
    const u = patchedUnit(old, patch);
    this.putUnit(old, u);
    return u;
  }

  updateUnits(patches: { readonly [id: string]: UnitPatch<Position> }): void {
    const each = Object.entries(patches);
    if (each.length === 0) return;
    const index = unitIndex(this.s.units);
    const copy = this.s.units.slice();
    // Who moved: nobody (null), one side, or several (the position memo then starts afresh).
    let moved: string | null | undefined = null;
    for (const [id, patch] of each) {
      checkFlags(this.g, id, patch.flags);
      const old = this.unit(id);
      const u = patchedUnit(old, patch);
      copy[indexOf(index, id)] = u;
      if (!stayed(old, u)) moved = moved === null || moved === u.side ? u.side : undefined;
    }
    factsOf<UnitArrayFacts>(copy).index = index;
    if (moved !== undefined) inheritPositions(this.s.units, copy, moved);
    this.draft.units = copy;
  }

  addUnit(unit: UnitState): void {
    checkFlags(this.g, unit.id, unit.flags);
    if (unitIndex(this.s.units).has(unit.id)) throw new HexwarError({ code: 'duplicate-unit', message: `unit "${unit.id}" is already in play` });
    const units = [...this.s.units, unit];
    inheritPositions(this.s.units, units, unit.at === null ? null : unit.side);
    this.draft.units = units;
  }

  // Every write makes a new array (a 100-unit copy costs well under a
  // microsecond), so any array a hook has seen never changes under it and
  // caches keyed on an array stay true.
  private putUnit(old: UnitState, u: UnitState): void {
    const index = unitIndex(this.s.units);
    const copy = this.s.units.slice();
    copy[indexOf(index, u.id)] = u;
    factsOf<UnitArrayFacts>(copy).index = index;
    inheritPositions(this.s.units, copy, stayed(old, u) ? null : u.side);
    this.draft.units = copy;
  }

  setData(data: D): void {
    this.draft.data = data;
  }

  setTrack(name: string, value: number, why?: string, rule?: string): number {
    if (!Number.isFinite(value)) throw new HexwarError({ code: 'bad-track', message: `track "${name}" cannot be set to ${value}` });
    const def = this.g.definition.tracks?.[name];
    let v = value;
    if (def?.min !== undefined && v < def.min) v = def.min;
    if (def?.max !== undefined && v > def.max) v = def.max;
    v = v === 0 ? 0 : v;
    const from = this.track(name);
    if (this.s.tracks[name] !== v) this.draft.tracks = { ...this.s.tracks, [name]: v };
    if (why !== undefined) this.emit({ type: 'track', track: name, label: def?.label ?? name, from, to: v, why, ...(rule ?? def?.rule ? { rule: rule ?? def?.rule } : {}) });
    return v;
  }

  addToTrack(name: string, delta: number, why?: string, rule?: string): number {
    return this.setTrack(name, this.track(name) + delta, why, rule);
  }

  emit(event: GameEvent): void {
    this.log.emit(event);
  }

  secretly<T>(sides: readonly string[], run: () => T): T {
    return this.log.secretly(sides, run);
  }

  emitAbout(unit: UnitState, event: GameEvent): void {
    this.log.emitAbout(unit, event);
  }

  /**
   * Opens a decision: a frame of the core's decision procedure on top of the
   * stack, holding its kind, prompt, rule and options; with one option and
   * `single: 'carry-out'` it is answered at once.
   */
  decide(decision: DecisionRequest<never> | PendingDecision): void {
    if (decision.options.length === 0) throw new HexwarError({ code: 'empty-decision', message: `a decision (${decision.kind}) was opened with no options` });
    const local: DecisionLocal = { kind: decision.kind, prompt: decision.prompt, ...(decision.rule !== undefined ? { rule: decision.rule } : {}), options: decision.options };
    this.call(DECISION, local, decision.side);
    const [only, ...others] = decision.options;
    if (only !== undefined && others.length === 0 && 'single' in decision && decision.single === 'carry-out') this.answer(only);
  }

  /** Carries out an answer to the open decision through the resolve pipeline, as a player's answer would be. */
  private answer(option: Action): void {
    const r = resolverOf(this.g)(this.s as MatchState, option);
    if (!r.ok) throw new HexwarError({ code: 'internal-error', message: `the only option of a decision was refused: ${r.error.message}` });
    this.clearDecision();
    this.inFrame(r.r.frame, () => r.r.verb.apply(this, r.r.action));
  }

  /** Step losses (the core's `loseStep` and `eliminate`), with the game's `onStepLost` hook: a slice over this context. */
  get steps(): StepLosses<Position> {
    return (this.stepSlice ??= stepLosses({
      unit: (id) => this.unit(id),
      updateUnit: (id, patch) => this.updateUnit(id, patch),
      emitAbout: (unit, event) => this.log.emitAbout(unit, event),
      onStepLost: (after, eliminated, why) => this.g.definition.onStepLost?.(this, after, eliminated, why),
    }));
  }

  /** Takes the open decision's frame off the stack (no procedure resumes: the answer carries on). */
  clearDecision(): void {
    const d = decisionFrame(this.s.stack);
    if (d) this.draft.stack = this.s.stack.slice(0, d.index);
  }

  revealed(): void {
    this.didReveal = true;
  }

  endPhase(): void {
    this.phaseDone = true;
  }

  setActive(side: string | null): void {
    if (side !== null && !this.g.sides.includes(side)) throw new HexwarError({ code: 'unknown-side', message: `"${side}" is not a side of ${this.g.title}` });
    this.draft.active = side;
  }

  endGame(result: GameResult): void {
    this.draft.result = result;
  }

  /** Closes every procedure under way: a game that has ended asks nothing more (its last attack's advance included). @internal */
  closeProcedures(): void {
    if (this.s.stack.length > 0) this.draft.stack = [];
  }

  reject(code: string, message: string, rule?: string): never {
    throw new Rejection(code, message, rule);
  }

  // ---------------------------------------------------------------- procedures

  override get local(): JsonValue {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f = this.s.stack[i];
    if (!f) throw new HexwarError({ code: 'no-procedure', message: 'no procedure is under way: ctx.local is only for procedure hooks' });
    return f.local;
  }

  setLocal(local: JsonValue): void {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f = this.s.stack[i];
    if (!f) throw new HexwarError({ code: 'no-procedure', message: 'no procedure is under way: ctx.setLocal is only for procedure hooks' });
    const stack = this.s.stack.slice();
    stack[i] = { ...f, local };
    this.draft.stack = stack;
  }

  /** Runs a hook of the procedure in frame `i` with `local` bound to that frame. */
  inFrame<T>(i: number, fn: () => T): T {
    const before = this.frameIndex;
    this.frameIndex = i;
    try {
      return fn();
    } finally {
      this.frameIndex = before;
    }
  }

  call(name: string, args: JsonValue = null, side?: string | null): void {
    const proc = this.g.definition.procedures?.[name];
    if (!proc) throw new HexwarError({ code: 'unknown-procedure', message: `${this.g.title} has no procedure "${name}"` });
    if (this.s.stack.length >= 64) throw new HexwarError({ code: 'procedure-depth', message: `procedures nested more than 64 deep (calling "${name}")` });
    // The open decision stays on top until it is answered: nothing is started above it.
    const open = decisionFrame(this.s.stack);
    if (open) throw new HexwarError({ code: 'decision-open', message: `"${name}" was started while the ${open.side} player's decision (${open.local.kind}) is open: a rule opens a decision last` });
    const frame: ProcedureFrame = { proc: name, side: side === undefined ? this.s.active : side, local: null };
    this.draft.stack = [...this.s.stack, frame];
    const i = this.s.stack.length - 1;
    const local = this.inFrame(i, () => proc.start(this, args));
    // `start` may have ended the procedure already (nothing to do) or called another one.
    const f = this.s.stack[i];
    if (f && f.proc === name && f.local === null && local !== undefined) {
      const stack = this.s.stack.slice();
      stack[i] = { ...f, local };
      this.draft.stack = stack;
    }
  }

  end(result: JsonValue = null): void {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f = this.s.stack[i];
    if (!f) throw new HexwarError({ code: 'no-procedure', message: 'ctx.end: no procedure is under way' });
    if (i !== this.s.stack.length - 1) throw new HexwarError({ code: 'procedure-order', message: `procedure "${f.proc}" ended while "${this.s.stack.at(-1)?.proc}", which it called, is still under way` });
    this.draft.stack = this.s.stack.slice(0, i);
    const below = i - 1;
    const caller = this.s.stack[below];
    if (caller !== undefined) {
      const proc = this.g.definition.procedures?.[caller.proc];
      if (proc === undefined) throw new Error(`procedure "${caller.proc}" is under way but the game defines no such procedure`);
      if (proc.resume) this.inFrame(below, () => proc.resume?.(this, result, f.proc));
    } else {
      const phase = this.g.definition.phases?.[this.s.phase];
      if (phase?.run === f.proc) this.endPhase();
    }
  }
}
