import type { NeedsFlag, ReadContext, RulesContext, Spec, UnitOf } from '../engine/definition';
import { eliminate } from './steps';

/**
 * Every side rolls a die, with its bonus; ties are rolled again. The highest
 * wins (an initiative roll).
 *
 * @example
 * ```ts
 * import { rollOff } from 'hexwar/procedures';
 *
 * // Meiktila 4.1: initiative, +1 to the Allies with air power; ties rolled again.
 * const { winner, rolls } = rollOff(ctx, ['allied', 'japanese'], { bonus: { allied: 1 }, purpose: 'initiative (4.1)' });
 * ```
 * @returns the winner and the last rolls, bonuses included.
 * @category Procedures
 */
export function rollOff<G extends Spec>(
  ctx: RulesContext<G>,
  sides: readonly string[],
  opts: { readonly bonus?: { readonly [side: string]: number }; readonly die?: number; readonly purpose: string },
): {
  /** The side with the highest roll. */
  winner: string;
  /** Each side's last roll, its bonus included. */
  rolls: { [side: string]: number };
} {
  for (;;) {
    const rolls: { [side: string]: number } = {};
    for (const s of sides) rolls[s] = ctx.random.die(opts.die ?? 6, `${opts.purpose}, ${s}`) + (opts.bonus?.[s] ?? 0);
    const best = Math.max(...Object.values(rolls));
    const top = sides.filter((s) => rolls[s] === best);
    const [winner, ...tied] = top;
    if (winner !== undefined && tied.length === 0) return { winner, rolls };
  }
}

/**
 * Eliminates the units in violation of stacking (end of turn): in each hex, the
 * last units (in the units' order, or `order`) go until the rest may stack, by
 * the game's stacking limit unless `mayStack` says otherwise. Emits
 * `overstacked` for each.
 *
 * @example
 * ```ts
 * import { eliminateOverstacked } from 'hexwar/combat';
 *
 * // Meiktila 6.3, in its end phase: units over the stacking limit are eliminated, the last listed first.
 * eliminateOverstacked(ctx, '6.3');
 * // Myitkyina: only the Allies, the last to land going first.
 * eliminateOverstacked(ctx, 'Stacking', { side: 'allied', order: (a, b) => (a.flags?.landed ?? 0) - (b.flags?.landed ?? 0) });
 * ```
 * @category Procedures
 */
export function eliminateOverstacked<G extends Spec>(
  ctx: RulesContext<G>,
  rule: string,
  opts: { readonly mayStack?: (ids: readonly string[]) => boolean; readonly side?: string; readonly order?: (a: UnitOf<G>, b: UnitOf<G>) => number } = {},
): void {
  const mayStack = opts.mayStack ?? ((ids: readonly string[]) => ctx.board.mayStack(ids));
  // Stacks by position: the units at one hex (or at one point of the table).
  const stacks = new Map<string, { at: G['position']; ids: string[] }>();
  for (const u of ctx.state.units) {
    if (u.at === null || u.steps <= 0) continue;
    const key = ctx.board.key(u.at);
    const s = stacks.get(key);
    if (s) s.ids.push(u.id);
    else stacks.set(key, { at: u.at, ids: [u.id] });
  }
  for (const { at: hex, ids } of stacks.values()) {
    for (const side of new Set(ids.map((id) => ctx.unit(id).side))) {
      if (opts.side !== undefined && side !== opts.side) continue;
      const left = ids.filter((id) => ctx.unit(id).side === side);
      // The last in `order` go first (default: the order units are listed in).
      const order = opts.order;
      if (order) left.sort((a, b) => order(ctx.unit(a), ctx.unit(b)));
      while (!mayStack(left)) {
        const victim = left.pop();
        if (victim === undefined) throw new Error(`overstacking (${rule}): every unit of ${side} has left ${String(hex)} and it is still overstacked; the stacking rule should allow an empty hex`);
        ctx.emit({ type: 'overstacked', unit: victim, hex, rule });
        eliminate(ctx, victim, 'overstacked at the end of the turn', rule);
      }
    }
  }
}

/**
 * Control of places after a change: the side alone in a hex controls it; an
 * empty hex keeps its controller. Returns the new control map, or the same
 * object when nothing changed.
 *
 * @example
 * ```ts
 * import { controlAfter } from 'hexwar/combat';
 *
 * // Meiktila: after every move and combat, the side alone in an objective controls it.
 * const control = controlAfter(ctx, ['M7', 'K12', 'O15'], ctx.data.control);
 * if (control !== ctx.data.control) ctx.setData({ ...ctx.data, control });
 * ```
 * @category Procedures
 */
export function controlAfter<G extends Spec, C extends { readonly [at: string]: string }>(ctx: ReadContext<G>, places: readonly G['position'][], control: C): C {
  let out = control;
  for (const at of places) {
    const here = ctx.board.unitsAt(at);
    const side = here[0]?.side;
    if (side === undefined) continue;
    const key = ctx.board.key(at);
    if (here.every((u) => u.side === side) && out[key] !== side) out = { ...out, [key]: side };
  }
  return out;
}

/**
 * One side's supply status (the supply phase of many games): each unit on the
 * board that cannot trace a line is out of supply; one that can may have to
 * roll as well. Marks every unit's `oos` flag (true or false) and emits
 * `outOfSupply` for each unit cut off or failing, then one `supplyStatus`
 * summing up.
 *
 * @example
 * ```ts
 * import { markSupply } from 'hexwar/procedures';
 *
 * // Meiktila 7.1.2: an Allied unit that cannot trace is out of supply; one that can rolls at most 4.
 * const { cutOff, failed } = markSupply(ctx, 'allied', { traces: (u) => canTrace(ctx, u), roll: () => ({ atMost: 4 }), rule: '7.1.2' });
 * ```
 * @returns who was cut off and who failed the roll.
 * @category Procedures
 */
export function markSupply<G extends Spec>(
  ctx: RulesContext<G> & NeedsFlag<G, 'oos'>,
  side: string,
  opts: {
    /** Whether a unit can trace a supply line. */
    readonly traces: (u: UnitOf<G>) => boolean;
    /** The roll a unit that traces must make, if any: the highest total in supply, and a modifier. */
    readonly roll?: (u: UnitOf<G>) => { readonly atMost: number; readonly modifier?: number } | null;
    /** The rule. */
    readonly rule: string;
    /** More fields for the summary event. */
    readonly summary?: { readonly [field: string]: import('../engine/types').JsonValue };
  },
): {
  /** Units that cannot trace a supply line. */
  cutOff: string[];
  /** Units that trace one but failed their supply roll. */
  failed: string[];
} {
  const tally: { units: number; rolled: number; cutOff: string[]; failed: string[] } = { units: 0, rolled: 0, cutOff: [], failed: [] };
  // Every unit's mark is written at the end, at once (marks change no one's supply line).
  const marks: { [id: string]: { flags: { oos: boolean } } } = {};
  for (const u of ctx.board.unitsOf(side)) {
    tally.units++;
    let ok = opts.traces(u);
    if (!ok) tally.cutOff.push(u.id);
    else {
      const r = opts.roll?.(u);
      if (r) {
        tally.rolled++;
        ok = ctx.random.die(6, `supply status ${u.id} (${opts.rule})`) + (r.modifier ?? 0) <= r.atMost;
        if (!ok) tally.failed.push(u.id);
      }
    }
    marks[u.id] = { flags: { oos: !ok } };
    if (!ok) ctx.emitAbout(u, { type: 'outOfSupply', unit: u.id, rule: opts.rule });
  }
  ctx.updateUnits(marks);
  ctx.emit({ type: 'supplyStatus', side, ...opts.summary, ...tally, rule: opts.rule });
  return { cutOff: tally.cutOff, failed: tally.failed };
}

/**
 * A verb that ends the phase: `endMovement`, `endCombat`, `skip`. Legal for the
 * side acting in the phase (or when `when` says so). It says `"<phase> done"`
 * in the log (the phase's title), or `says` when given (`"no reinforcements"`).
 *
 * @example
 * ```ts
 * import { endPhaseVerb } from 'hexwar/procedures';
 * phases: { movement: { actions: { move, endMovement: endPhaseVerb('endMovement', '6.2') } } }
 * ```
 * @category Procedures
 */
export function endPhaseVerb(type: string, rule: string, when?: (ctx: ReadContext, side: string) => boolean, says = '{phase} done'): import('../engine/definition').ActionDefinition<never, Record<never, never>> {
  return { rule, says, label: 'Done', legal: (ctx, side) => (!when || when(ctx, side) ? [{ type, side }] : []), apply: (ctx) => ctx.endPhase() };
}
