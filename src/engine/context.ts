import { HexwarError } from '../errors';
import type { HexMap } from '../map';
import { memo } from '../internal/memo';
import { openRandom, type Random } from '../random';
import type { Game } from './game';
import type { CounterData, GameEvent, GameResult, JsonValue, MatchState, PendingDecision, ReadContext, RulesContext, UnitState } from './types';

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

const noUnits: readonly UnitState[] = [];

// Unit arrays are immutable, so each one's id -> position index is built once and
// handed on to the copies made by updateUnit (positions never change there).
const indexes = memo<readonly UnitState[], Map<string, number>>('unit positions');

// Who stands in each hex, worked out once per unit array.
const hexIndexes = memo<readonly UnitState[], Map<string, UnitState[]>>('units by hex');

/** Where each unit of a state's unit array stands. @internal */
export function unitIndex(units: readonly UnitState[]): Map<string, number> {
  let index = indexes.get(units);
  if (!index) {
    index = new Map();
    for (let i = 0; i < units.length; i++) index.set(units[i]!.id, i);
    indexes.set(units, index);
  }
  return index;
}

/**
 * Read-only view of a state for hooks: the units by hex are indexed lazily,
 * once per state.
 */
export class Reader<D = JsonValue> implements ReadContext<D, never> {
  constructor(
    protected readonly g: Game<D>,
    protected s: MatchState<D>,
  ) {}

  get state(): MatchState<D> {
    return this.s;
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
  counter(id: string): CounterData {
    return this.g.counter(id);
  }
  unit(id: string): UnitState {
    const i = unitIndex(this.s.units).get(id);
    const u = i === undefined ? undefined : this.s.units[i];
    if (!u) throw new HexwarError({ code: 'unknown-unit', message: `there is no unit "${id}" in this match` });
    return u;
  }
  units(filter?: (u: UnitState) => boolean): UnitState[] {
    return filter ? this.s.units.filter(filter) : [...this.s.units];
  }
  unitsAt(label: string): UnitState[] {
    const units = this.s.units;
    let byHex = hexIndexes.get(units);
    if (!byHex) {
      byHex = new Map();
      for (const u of units) {
        if (u.at === null) continue;
        const list = byHex.get(u.at);
        if (list) list.push(u);
        else byHex.set(u.at, [u]);
      }
      hexIndexes.set(units, byHex);
    }
    return [...(byHex.get(label) ?? noUnits)];
  }
  track(name: string): number {
    return this.s.tracks[name] ?? 0;
  }
}

/**
 * The working context of one `apply`: changes are made copy-on-write, so the
 * state passed in is never touched and unchanged parts are shared.
 */
export class Working<D = JsonValue> extends Reader<D> implements RulesContext<D, never> {
  readonly events: GameEvent[] = [];
  phaseDone = false;
  usedRandom = false;
  didReveal = false;
  private session: Random | null = null;

  // One shallow copy of the top level, written in place from then on: the state
  // passed to apply is never touched, and every unchanged part stays shared.
  private readonly draft: { -readonly [K in keyof MatchState<D>]: MatchState<D>[K] };

  constructor(g: Game<D>, s: MatchState<D>) {
    const draft = { ...s };
    super(g, draft);
    this.draft = draft;
  }

  /** The state with every change so far, the random generator's included. */
  finish(): MatchState<D> {
    this.flushDraws();
    return this.s;
  }

  get random(): Random {
    if (!this.session) this.session = openRandom(this.s.random);
    return this.session;
  }

  /** Flushes draws so far into the event list (in order with the rest). */
  flushDraws(): void {
    if (!this.session) return;
    const drawn = this.session.events;
    if (drawn.length === 0) return;
    this.usedRandom = true;
    for (const e of drawn) this.events.push(e as unknown as GameEvent);
    this.draft.random = this.session.state;
    this.session = openRandom(this.draft.random);
  }

  set(next: Partial<MatchState<D>>): void {
    Object.assign(this.draft, next);
  }

  updateUnit(id: string, patch: Partial<Omit<UnitState, 'id'>>): UnitState {
    const old = this.unit(id);
    const next: UnitState = { ...old, ...patch, ...(patch.flags && old.flags ? { flags: { ...old.flags, ...patch.flags } } : {}) };
    this.putUnit(next);
    return next;
  }

  addUnit(unit: UnitState): void {
    if (unitIndex(this.s.units).has(unit.id)) throw new HexwarError({ code: 'duplicate-unit', message: `unit "${unit.id}" is already in play` });
    this.draft.units = [...this.s.units, unit];
  }

  // Every write makes a new array (a 100-unit copy costs well under a
  // microsecond), so any array a hook has seen never changes under it and
  // caches keyed on an array stay true.
  private putUnit(u: UnitState): void {
    const index = unitIndex(this.s.units);
    const copy = this.s.units.slice();
    copy[index.get(u.id)!] = u;
    indexes.set(copy, index);
    this.draft.units = copy;
  }

  setData(data: D): void {
    this.draft.data = data;
  }

  setTrack(name: string, value: number): void {
    if (!Number.isFinite(value)) throw new HexwarError({ code: 'bad-track', message: `track "${name}" cannot be set to ${value}` });
    this.draft.tracks = { ...this.s.tracks, [name]: value };
  }

  addToTrack(name: string, delta: number): number {
    const v = this.track(name) + delta;
    this.setTrack(name, v);
    return v;
  }

  emit(event: GameEvent): void {
    this.flushDraws();
    this.events.push(event);
  }

  emitAbout(unit: UnitState, event: GameEvent): void {
    if (!unit.hidden) return this.emit(event);
    const marker = unit.marker ?? 'unidentified';
    const publicAs: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(event)) {
      if (k === 'visibleTo' || k === 'publicAs') continue;
      publicAs[k] = v === unit.id ? marker : Array.isArray(v) ? v.map((x) => (x === unit.id ? marker : x)) : v;
    }
    this.emit({ ...event, visibleTo: [unit.side], publicAs: publicAs as GameEvent });
  }

  decide(decision: PendingDecision): void {
    if (decision.options.length === 0) throw new HexwarError({ code: 'empty-decision', message: `a decision (${decision.kind}) was opened with no options` });
    this.draft.pending = decision;
  }

  clearDecision(): void {
    this.draft.pending = null;
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

  reject(code: string, message: string, rule?: string): never {
    throw new Rejection(code, message, rule);
  }
}
