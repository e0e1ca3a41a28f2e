import type { AnySpec, ReadContext, RulesContext, Spec, UnitOf } from '../engine/definition';
import type { GameResult } from '../engine/types';

/**
 * A level of victory, as data: the highest margin it covers (the last level
 * covers everything above), who wins and what it is called.
 *
 * @category Procedures
 */
export interface VictoryLevel {
  /** The highest margin (first side's VP minus the second's) this level covers; omit on the last. */
  readonly atMost?: number;
  /** The winner, or `null` for a draw. */
  readonly winner: string | null;
  /** Its name, e.g. `"Allied major victory"`. */
  readonly level: string;
}

/**
 * Reads victory levels by margin, lowest first.
 *
 * @example
 * ```ts
 * import { victoryLevels } from 'hexwar/procedures';
 * const levelOf = victoryLevels([{ atMost: 0, winner: 'japanese', level: 'Japanese victory' }, { atMost: 4, winner: 'allied', level: 'Allied minor victory' }, { winner: 'allied', level: 'Allied major victory' }]);
 * levelOf(3).level; // 'Allied minor victory'
 * ```
 * @category Procedures
 */
export function victoryLevels(levels: readonly VictoryLevel[]): (margin: number) => VictoryLevel {
  const last = levels.at(-1);
  if (last === undefined) throw new Error('victoryLevels: a game has at least one level of victory');
  return (margin) => levels.find((l) => l.atMost === undefined || margin <= l.atMost) ?? last;
}

/**
 * Scores victory points for a side now, with the cause and the rule: adds to its
 * VP track (`vp.<side>` unless named) and emits a `vp` event.
 *
 * @example
 * ```ts
 * import { scoreVp } from 'hexwar/procedures';
 *
 * // Meiktila 9.1, in the game's onStepLost hook: a VP for each enemy step lost, as it happens.
 * scoreVp(ctx, enemyOf(u.side), 1, 'enemy step lost', '9.1');
 * ```
 * @returns the side's new total.
 * @category Procedures
 */
export function scoreVp<G extends Spec>(ctx: RulesContext<G>, side: string, vp: number, why: string, rule?: string, track = `vp.${side}`): number {
  const total = ctx.addToTrack(track, vp);
  ctx.emit({ type: 'vp', side, vp, why, total, ...(rule ? { rule } : {}) });
  return total;
}

/**
 * Victory by victory points, as data: each side's VP track, the places it
 * controls at the end (each worth its map `value`), named parts of the track
 * for the breakdown, and the levels read by the first side's margin.
 *
 * @category Procedures
 */
export interface VpVictoryConfig<G extends Spec = AnySpec> {
  /** The two sides; the margin is the first's VP minus the second's. */
  readonly sides: readonly [string, string];
  /** Who controls each place at the end (the place's position key, a hex label on a map → side). */
  readonly control: (ctx: ReadContext<G>) => { readonly [at: string]: string };
  /** The places that may score: default the map's places (a tabletop game names its objectives here). */
  readonly places?: (ctx: ReadContext<G>) => readonly VpPlace[];
  /** Kinds of place that score their value when controlled (`city`, `airfield`); default all with a value. */
  readonly placeKinds?: readonly string[];
  /** Parts of a side's VP track to show apart in the breakdown, by label (the rest is the first label, `steps` by default). */
  readonly parts?: (ctx: ReadContext<G>, side: string) => { readonly [label: string]: number };
  /** The label of what the track holds besides the parts (default `steps`). */
  readonly trackLabel?: string;
  /** The levels, lowest margin first. */
  readonly levels: readonly VictoryLevel[];
  /** The rule that scores VP, and the rule of the levels. */
  readonly rules: {
    /** The rule that scores VP (steps eliminated, places held). */
    readonly score: string;
    /** The rule that reads the victory level from the margin. */
    readonly levels: string;
  };
}

/**
 * A place that may score victory points: where it is (its position key), its
 * name and kind, and what it is worth.
 *
 * @category Procedures
 */
export interface VpPlace {
  /** The place's position key (a hex label on a map). */
  readonly label: string;
  /** Its name, e.g. `"Meiktila"`. */
  readonly name: string;
  /** Its kind, e.g. `"city"`, `"airfield"`. */
  readonly kind: string;
  /** Its worth in VP (a place without one never scores). */
  readonly value?: number;
}

/**
 * A side's VP at the end, by source.
 *
 * @category Procedures
 */
export interface VpScore {
  /** VP by source, in words (`steps`, `2 airfields`, `Meiktila`). */
  readonly parts: readonly {
    /** The source in words, e.g. `2 airfields`. */
    readonly label: string;
    /** The VP it gives. */
    readonly vp: number;
  }[];
  /** The total. */
  readonly total: number;
}

/**
 * The end of a game decided by victory points: each side's score by source,
 * the level of victory, the events that announce them, and the result.
 *
 * @example
 * ```ts
 * import { vpVictory } from 'hexwar/procedures';
 * const victory = vpVictory({ sides: ['allied', 'japanese'], control: (ctx) => ctx.data.control, levels, rules: { score: '9.1', levels: '9.2' } });
 * finalResult: (ctx) => victory.result(ctx),
 * ```
 * @category Procedures
 */
export function vpVictory<G extends Spec = AnySpec>(config: VpVictoryConfig<G>) {
  const levelOf = victoryLevels(config.levels);
  const score = (ctx: ReadContext<G>, side: string): VpScore => {
    const extra = config.parts?.(ctx, side) ?? {};
    const track = ctx.track(`vp.${side}`);
    const parts: { label: string; vp: number }[] = [{ label: config.trackLabel ?? 'steps', vp: track - Object.values(extra).reduce((a, b) => a + b, 0) }];
    for (const [label, vp] of Object.entries(extra)) if (vp !== 0) parts.push({ label, vp });
    const control = config.control(ctx);
    const byName = new Map<string, { n: number; vp: number; kind: string }>();
    for (const p of config.places ? config.places(ctx) : ctx.map.places) {
      if (p.value === undefined || control[p.label] !== side || (config.placeKinds && !config.placeKinds.includes(p.kind))) continue;
      const key = p.kind === 'city' ? p.name : p.kind;
      const b = byName.get(key) ?? { n: 0, vp: 0, kind: p.kind };
      byName.set(key, { n: b.n + 1, vp: b.vp + p.value, kind: p.kind });
    }
    for (const [name, b] of byName) parts.push({ label: b.kind === 'city' ? name : `${b.n} ${name}${b.n > 1 ? 's' : ''}`, vp: b.vp });
    return { parts, total: parts.reduce((a, p) => a + p.vp, 0) };
  };
  const outcome = (ctx: ReadContext<G>) => {
    const a = score(ctx, config.sides[0]);
    const b = score(ctx, config.sides[1]);
    const margin = a.total - b.total;
    const sides: readonly [readonly [string, VpScore], readonly [string, VpScore]] = [
      [config.sides[0], a],
      [config.sides[1], b],
    ];
    return { sides, margin, level: levelOf(margin) };
  };
  return {
    /** Each side's score by source. */
    score,
    /** Emits each side's final VP (`finalVp`) and the level of victory (`victoryLevel`). */
    announce(ctx: RulesContext<G>): void {
      const o = outcome(ctx);
      for (const [side, s] of o.sides) ctx.emit({ type: 'finalVp', side, parts: s.parts.map((p) => ({ ...p })), total: s.total, rule: config.rules.score });
      ctx.emit({ type: 'victoryLevel', winner: o.level.winner, level: o.level.level, sides: [...config.sides], totals: o.sides.map(([, s]) => s.total), margin: o.margin, rule: config.rules.levels });
    },
    /** The game's result. */
    result(ctx: ReadContext<G>): GameResult {
      const o = outcome(ctx);
      const [[s0, { total: t0 }], [s1, { total: t1 }]] = o.sides;
      const word = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      return { winner: o.level.winner, level: o.level.level, vp: { [s0]: t0, [s1]: t1 }, reason: `${o.level.level}: ${word(s0)} ${t0} VP, ${word(s1)} ${t1} VP (difference ${o.margin}) (${config.rules.levels})` };
    },
  };
}

/**
 * A side with no fighting unit left loses at once: checked after every action
 * (a game's `checkResult`). `fighting` says whether a unit still counts (on
 * the table, crewed, not a wreck); `name` is a side's adjective for the
 * reason (`every Japanese figure is out of action`). `null` while every side
 * has one; no winner if none has.
 *
 * @example
 * ```ts
 * import { lastSideStanding } from 'hexwar/procedures';
 * checkResult: (ctx) => lastSideStanding(ctx, SIDES, fighting, kit.sideName),
 * ```
 * @category Procedures
 */
export function lastSideStanding<G extends Spec>(ctx: ReadContext<G>, sides: readonly G['side'][], fighting: (unit: UnitOf<G>) => boolean, name: (side: G['side']) => string): GameResult | null {
  const left = sides.filter((side) => ctx.state.units.some((u) => u.side === side && fighting(u)));
  if (left.length === sides.length) return null;
  const [winner, ...others] = left;
  if (winner === undefined) return { winner: null, reason: sides.length === 2 ? 'both forces are destroyed' : 'every force is destroyed' };
  if (others.length > 0) return null;
  const gone = sides.filter((s) => s !== winner);
  return { winner, reason: `every ${gone.map(name).join(' and ')} figure is out of action` };
}
