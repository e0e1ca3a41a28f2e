/**
 * Determinization: a whole match state drawn consistent with one side's view.
 * The search bot plays its simulations on such states, so it never reads what
 * its side cannot see: the hidden counters under the markers, a sealed order,
 * the order of a deck and every future roll are drawn, not looked up.
 */
import { HexwarError } from "../../errors";
import type { BotContext } from "../../engine/definition";
import type { Game } from "../../engine/game";
import { openDecision } from "../../engine/decision";
import type {
  CounterData,
  JsonValue,
  MatchState,
  MatchView,
  Position,
  ProcedureFrame,
  UnitFlags,
  UnitState,
} from "../../engine/types";
import { createRandomState } from "../../random";
import { botContext } from "../context";

/** A draw of a whole number from 0 to n - 1. */
export type Draw = (n: number) => number;

/** The marker id a view gives a hidden unit that has no marker of its own. */
const NO_MARKER = "unidentified";

/**
 * The units of a view with every hidden unit of another side matched to a
 * counter that could be under its marker: each marker gets a different
 * counter of its side that the view does not show, drawn at random among those
 * `fits` allows (default: any). The match is drawn marker by marker in a
 * random order; if that leaves a marker without a counter, a matching that
 * covers every marker is found instead (augmenting paths), so a consistent
 * assignment is always found when one exists.
 *
 * @example
 * ```ts
 * import { sampleHiddenUnits, seeded } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * // In a game's `bot.determinize` hook: which counter is under each Japanese marker, a guess.
 * const rng = seeded(7);
 * const units = sampleHiddenUnits(alliedView, myitkyina.definition.counters, (n) => rng.int(n), (counter, marker) => counter.side === marker.side);
 * ```
 * @typeParam P - the board's positions.
 * @typeParam F - the units' flags.
 * @typeParam S - the game's sides: the units come back typed as the view's.
 * @param counters - every counter of the game (the hidden ones are among those the view does not show).
 * @param fits - whether a counter may be the unit under a marker (a decoy only
 *   where decoys may stand, a reinforcement not before it could arrive…).
 * @returns the units in the order of the game's counters (the order set-up makes).
 * @throws {@link hexwar!HexwarError} `no-determinization` when no counters fit the markers.
 * @category Bots
 */
export function sampleHiddenUnits<P extends Position, F extends UnitFlags, S extends string>(
  v: MatchView<unknown, P, F, S>,
  counters: readonly CounterData<S>[],
  draw: Draw,
  fits: (counter: CounterData<S>, marker: UnitState<P, F, S>) => boolean = () => true
): UnitState<P, F, S>[] {
  const units = v.units;
  // The enemy's hidden markers, with their places in the unit list.
  const markers: { readonly i: number; readonly marker: UnitState<P, F, S> }[] = [];
  const shown = new Set<string>();
  for (const [i, u] of units.entries()) {
    if (u.hidden && u.side !== v.side) markers.push({ i, marker: u });
    else shown.add(u.id);
  }
  if (markers.length === 0) return units.slice();
  const pool = counters.filter((c) => c.side !== v.side && !shown.has(c.id));
  // Which counters each marker may be, in a random order (so the fallback's match is random too).
  const options = markers.map(({ marker }) =>
    shuffled(
      pool.filter((c) => c.side === marker.side && fits(c, marker)),
      draw
    )
  );
  const chosen = drawMatching(options, draw) ?? completeMatching(options);
  if (!chosen)
    throw new HexwarError({
      code: "no-determinization",
      message: `no counters fit the ${markers.length} hidden markers the ${v.side} player sees`,
    });
  const out = units.slice();
  markers.forEach(({ i, marker }, k) => {
    const c = chosen[k];
    if (c === undefined) throw new Error(`a matching of ${markers.length} hidden markers left marker ${marker.id} without a counter`);
    out[i] = unmasked(marker, c);
  });
  const order = new Map(counters.map((c, i) => [c.id, i]));
  return out.sort(
    (a, b) =>
      (order.get(a.id) ?? counters.length) -
      (order.get(b.id) ?? counters.length)
  );
}

/** The unit under a marker: the counter's id, at full strength, hidden under the same marker, with the flags the marker shows. */
function unmasked<P extends Position, F extends UnitFlags, S extends string>(marker: UnitState<P, F, S>, c: CounterData): UnitState<P, F, S> {
  return {
    id: c.id,
    side: marker.side,
    at: marker.at,
    steps: c.steps,
    hidden: true,
    ...(marker.box !== undefined ? { box: marker.box } : {}),
    ...(marker.id !== NO_MARKER ? { marker: marker.id } : {}),
    ...(marker.flags ? { flags: marker.flags } : {}),
  };
}

/**
 * A copy of a list in an order drawn at random (Fisher–Yates, every order
 * equally likely): the order of a deck or a cup nobody sees.
 *
 * @example
 * ```ts
 * import { seeded, shuffled } from 'hexwar/bots';
 *
 * const rng = seeded(7);
 * shuffled(['storm', 'air-raid', 'no-event', 'no-event'], (n) => rng.int(n)); // a guess at the cup's order
 * ```
 * @category Bots
 */
export function shuffled<T>(xs: readonly T[], draw: Draw): T[] {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Markers in a random order, each taking the first counter of its (shuffled) options still free; null if one is left without. */
function drawMatching(
  options: readonly (readonly CounterData[])[],
  draw: Draw
): CounterData[] | null {
  const taken = new Set<string>();
  const out: CounterData[] = new Array(options.length);
  for (const { list, k } of shuffled(
    options.map((list, k) => ({ list, k })),
    draw
  )) {
    const c = list.find((x) => !taken.has(x.id));
    if (!c) return null;
    taken.add(c.id);
    out[k] = c;
  }
  return out;
}

/** A matching covering every marker by augmenting paths (Kuhn), or null if none exists. */
function completeMatching(
  options: readonly (readonly CounterData[])[]
): CounterData[] | null {
  const owner = new Map<string, number>();
  const mine: (CounterData | undefined)[] = new Array(options.length);
  const augment = (k: number, seen: Set<string>): boolean => {
    for (const c of options[k] ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const o = owner.get(c.id);
      if (o === undefined || augment(o, seen)) {
        owner.set(c.id, k);
        mine[k] = c;
        return true;
      }
    }
    return false;
  };
  for (let k = 0; k < options.length; k++)
    if (!augment(k, new Set())) return null;
  // Every option has its counter now (each was augmented).
  return mine.filter((c): c is CounterData => c !== undefined);
}

/** Every string in a JSON value that is a marker's id replaced by the id of the unit drawn under it. */
function unmarked(v: JsonValue, ids: ReadonlyMap<string, string>): JsonValue {
  if (typeof v === "string") return ids.get(v) ?? v;
  if (Array.isArray(v)) return v.map((x) => unmarked(x, ids));
  if (v !== null && typeof v === "object") {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) out[k] = unmarked(x, ids);
    return out;
  }
  return v;
}

/**
 * A whole match state drawn consistent with what a side sees: the view's public
 * parts as they are, the hidden parts drawn by the game's `bot.determinize`
 * (or the core's defaults: hidden units matched at random to the markers, the
 * data as shown), and a fresh random generator, so every future roll is a
 * guess too. Reads nothing but the view and the game's printed data.
 *
 * @example
 * ```ts
 * import { createMatch, view } from 'hexwar';
 * import { determinize, seeded } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const rng = seeded(7);
 * const seen = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'allied');
 * const guess = determinize(myitkyina, seen, (n) => rng.int(n)); // a whole state: hidden units drawn, future rolls unknown
 * guess.units.filter((u) => u.side === 'japanese');           // one guess at the counter under each marker
 * ```
 * @throws {@link hexwar!HexwarError} `no-determinization` when another side's
 *   decision is open (the view does not hold its options).
 * @category Bots
 */
export function determinize(game: Game, v: MatchView, draw: Draw): MatchState {
  const open = openDecision(v);
  if (open && !("options" in open))
    throw new HexwarError({
      code: "no-determinization",
      message: `the ${open.side} player's open decision cannot be guessed from the ${v.side} player's view`,
    });
  const ctx: BotContext = botContext(game, v);
  const drawn = game.definition.bot?.determinize?.(ctx, draw) ?? {};
  const units =
    drawn.units ??
    sampleHiddenUnits(v, game.definition.counters, draw);
  // Procedure frames name hidden units by their markers in the view: name them by the counters drawn.
  const ids = new Map<string, string>();
  for (const u of units)
    if (u.hidden && u.side !== v.side && u.marker !== undefined)
      ids.set(u.marker, u.id);
  const stack = ids.size
    ? v.stack.map(
        (f): ProcedureFrame => ({ ...f, local: unmarked(f.local, ids) })
      )
    : v.stack;
  // Only the search's own generator knows this seed: the future it rolls is a guess.
  const random = createRandomState(draw(0x7fffffff) * 0x10000 + draw(0x10000));
  return {
    format: 3,
    game: v.game,
    // The state's seed is its dice's, as in every state the engine makes (the door checks it).
    seed: random.seed,
    scenario: v.scenario,
    options: v.options,
    step: v.step,
    undoFloor: v.step,
    random,
    flow: v.flow,
    turn: v.turn,
    phase: v.phase,
    active: v.active,
    units,
    tracks: v.tracks,
    stack,
    data: drawn.data ?? v.data,
    result: v.result,
  };
}
