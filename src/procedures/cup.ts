import * as z from 'zod';
import type { ActionDefinition, ProcedureContext, ProcedureDefinition, ProcedureReadContext, ReadContext } from '../engine/definition';
import type { Position, UnitState } from '../engine/types';
import type { Spec } from '../engine/definition';
import { isJsonObject } from '../engine/sanitize';

/**
 * An activation marker (chit) as data: whose it is and what it activates —
 * every unit of the side, the units of one formation, or as many units as a
 * die roll says.
 *
 * @category Procedures
 */
export interface ActivationMarker {
  /** Its id, e.g. `"A-48"`. */
  readonly id: string;
  /** The side it activates. */
  readonly side: string;
  /** What it activates. */
  readonly kind: 'all' | 'formation' | 'dieRoll';
  /** The formation it activates (formation markers). */
  readonly formation?: string;
  /** Its printed name. */
  readonly name: string;
}

/**
 * The activation cup's local state: the markers of the turn, the cup, what has
 * been drawn, and each side's last pass.
 *
 * @category Procedures
 */
export interface CupState {
  /** The markers chosen for the turn, by side. */
  readonly markers: { readonly [side: string]: readonly string[] };
  /** Markers still in the cup. */
  readonly cup: readonly string[];
  /** Markers activated this turn, in order. */
  readonly drawn: readonly string[];
  /** Whether each side passed its last activation. */
  readonly passed: { readonly [side: string]: boolean };
  /** The marker the first player chose, not yet activated. */
  readonly next: string | null;
}

/**
 * A chit-pull activation cup as data plus hooks: how many markers each side
 * gets and from which pool, who picks the first one, and the procedure each
 * activation runs.
 *
 * @category Procedures
 */
export interface CupConfig<G extends Spec> {
  /** The rule of the cup (4.3). */
  readonly rule: string;
  /** The rule that says how many markers (6.1.1). */
  readonly countRule?: string;
  /** Every marker. */
  readonly markers: readonly ActivationMarker[];
  /** The markers a side may draw this turn (default: all of its markers). */
  readonly pool?: (ctx: ReadContext<G>, side: string) => readonly string[];
  /** How many markers a side puts in the cup this turn. */
  readonly count: (ctx: ReadContext<G>, side: string) => number;
  /** The side that picks its first marker instead of drawing, if any. */
  readonly firstPick?: (ctx: ReadContext<G>) => string | null;
  /** The procedure an activation runs; called with `{ marker }`, it ends with `{ passed }`. */
  readonly activation: string;
  /** The procedure's name (default `cup`). */
  readonly name?: string;
}

/**
 * What a marker activates: whether `unit` may act under `marker`, given the
 * formation the unit belongs to for activation (`null`: any marker of its side,
 * like independents), the units already activated and a die-roll marker's limit.
 *
 * @example
 * ```ts
 * import { activates } from 'hexwar/procedures';
 *
 * const marker = { id: 'jp-all', side: 'japanese', kind: 'all', name: 'All Japanese units' } as const;
 * activates(marker, { id: '1/214', side: 'japanese', at: 'D5', steps: 2 }, null, [], null); // true
 * ```
 * @category Procedures
 */
export function activates(marker: ActivationMarker, unit: UnitState<Position>, formation: string | null, used: readonly string[], limit: number | null): boolean {
  if (unit.side !== marker.side || unit.steps <= 0) return false;
  if (marker.kind === 'all') return true;
  if (marker.kind === 'dieRoll') return used.includes(unit.id) || used.length < (limit ?? 0);
  return formation === null || formation === marker.formation;
}

/**
 * The activation cup (chit pull) as a procedure: at its start each side's
 * markers for the turn are chosen at random from its pool; the first player may
 * pick his first marker (`chooseFirst`); then markers are drawn one by one,
 * each running the game's activation procedure, until the cup is empty or both
 * sides have passed in turn (which empties it).
 *
 * @example
 * ```ts
 * import { activationCup } from 'hexwar/procedures';
 *
 * // Meiktila 4.3: each side's markers for the turn drawn from its pool, the initiative winner picks first.
 * export const cup = activationCup<G>({
 *   rule: '4.3', countRule: '6.1.1', markers: activationMarkers,
 *   pool: (ctx, side) => activationMarkers.filter((m) => m.side === side).map((m) => m.id),
 *   count: (ctx, side) => (side === 'allied' ? 3 : 4),
 *   firstPick: (ctx) => ctx.data.initiative,
 *   activation: 'activation',
 * });
 * ```
 * @category Procedures
 */
export function activationCup<G extends Spec>(config: CupConfig<G>) {
  const NAME = config.name ?? 'cup';
  const byId = new Map(config.markers.map((m) => [m.id, m]));
  /** A marker of the cup by id: ids come from the cup's own markers, so an unknown one is a slip in the game's rules. */
  const markerOf = (id: string): ActivationMarker => {
    const m = byId.get(id);
    if (!m) throw new Error(`cup (${config.rule}): ${id} is not one of its activation markers`);
    return m;
  };
  type P = ProcedureContext<G, CupState>;

  const draw = (ctx: P): void => {
    const l = ctx.local;
    if (l.next === null && l.cup.length === 0) {
      ctx.end(null);
      return;
    }
    let marker: string;
    let cup = l.cup;
    if (l.next !== null) marker = l.next;
    else {
      const r = ctx.random.drawChit({ id: 'activation-cup', chits: cup }, `activation marker (${config.rule})`);
      marker = r.chit;
      cup = r.cup.chits;
    }
    ctx.setLocal({ ...l, next: null, cup, drawn: [...l.drawn, marker] });
    const m = markerOf(marker);
    ctx.setActive(m.side);
    ctx.call(config.activation, { marker }, m.side);
  };

  const chooseFirst: ActionDefinition<G, { marker: string }, ProcedureReadContext<G, CupState>, P> = {
    schema: z.object({ marker: z.string().min(1) }),
    rule: config.rule,
    says: '{marker} goes first',
    legal: (ctx, side) => (ctx.local.drawn.length === 0 && ctx.local.next === null && config.firstPick?.(ctx) === side ? [{ type: 'chooseFirst', side, choose: { marker: [...(ctx.local.markers[side] ?? [])] } }] : []),
    refuse: (ctx, a) => `${String(a.marker).slice(0, 20)} is not one of your activation markers this turn (${(ctx.local.markers[a.side] ?? []).join(', ')}) (${config.countRule ?? config.rule})`,
    apply(ctx, a) {
      const l = ctx.local;
      ctx.setLocal({ ...l, next: a.marker, cup: l.cup.filter((m) => m !== a.marker) });
      ctx.emit({ type: 'firstChosen', side: a.side, marker: a.marker, rule: config.rule });
      draw(ctx);
    },
  };

  const cup: ProcedureDefinition<G, CupState> = {
    rule: config.rule,
    start(ctx) {
      const sides = [...new Set(config.markers.map((m) => m.side))];
      const chosen = sides.map((side): [string, string[]] => {
        const pool = config.pool ? [...config.pool(ctx, side)] : config.markers.filter((m) => m.side === side).map((m) => m.id);
        return [side, ctx.random.shuffle(pool, `${side} activation markers for the turn (${config.countRule ?? config.rule})`).slice(0, config.count(ctx, side))];
      });
      const markers: Record<string, string[]> = Object.fromEntries(chosen);
      const all = chosen.flatMap(([, m]) => m);
      ctx.setLocal({ markers, cup: all, drawn: [], passed: Object.fromEntries(sides.map((s) => [s, false])), next: null });
      ctx.emit({ type: 'markersChosen', ...Object.fromEntries(chosen.map(([s, m]) => [s, m.length])), rule: config.countRule ?? config.rule });
      const first = config.firstPick?.(ctx) ?? null;
      if (first !== null && (markers[first]?.length ?? 0) > 0) {
        // The cup's frame follows the active side: the first player acts until he has chosen.
        ctx.setActive(first);
        return ctx.local;
      }
      draw(ctx);
      return ctx.stack.at(-1)?.proc === NAME ? ctx.local : (undefined as never);
    },
    actions: { chooseFirst },
    resume(ctx, result) {
      const l = ctx.local;
      const last = l.drawn.at(-1);
      if (last === undefined) throw new Error(`cup (${config.rule}): an activation ended but no marker has been drawn`);
      const marker = markerOf(last);
      const passed = { ...l.passed, [marker.side]: isJsonObject(result) && result['passed'] === true };
      const both = Object.values(passed).every(Boolean);
      ctx.setLocal({ ...l, passed, cup: both ? [] : l.cup });
      if (both && l.cup.length > 0) ctx.emit({ type: 'cupEmptied', reason: 'both players passed', rule: config.rule });
      draw(ctx);
    },
  };

  return {
    /** The cup procedure, to list in the game's `procedures`. */
    procedures: { [NAME]: cup } as {
      readonly [name: string]: Omit<ProcedureDefinition<G, CupState>, 'actions'> & {
        /** The cup's verb, typed by name so a game's callers may write it (see `VerbOf` and {@link CupVerb}). */
        readonly actions: {
          /** The side with the initiative chooses which of its markers goes first. */
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          readonly chooseFirst: ActionDefinition<G, any, any, any>;
        };
      };
    },
    /** Whether `unit` may act under the marker with this id (see {@link activates}). */
    activates: (marker: string, unit: UnitState, formation: string | null, used: readonly string[], limit: number | null) => activates(markerOf(marker), unit, formation, used, limit),
    /** The activation marker with this id, if there is one. */
    marker: (id: string) => byId.get(id),
  };
}

/**
 * The cup's verb, typed by name so a game's callers may write it (see
 * `VerbOf`): the side with the initiative choosing which of its markers goes
 * first.
 *
 * @category Procedures
 */
export type CupVerb = 'chooseFirst';
