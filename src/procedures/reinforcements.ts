import * as z from 'zod';
import type { ActionDefinition, HexSpec, ReadContext, RulesContext, Spec } from '../engine/definition';
import { positionSchema } from '../board/board';
import { objectiveDistance, onHexMap } from '../bots/objectives';

/**
 * Where a reinforcement may enter: an edge (all of it, or its hexes on a road
 * or railroad) or named hexes, never into an enemy-occupied or prohibited hex;
 * when an entry hex is blocked by the enemy, the nearest free hexes of the same
 * edge along it instead (the player's choice among equals).
 *
 * @category Procedures
 */
export interface EntrySpec {
  /** The side entering. */
  readonly side: string;
  /** A map edge (`north`, … or a named edge). */
  readonly edge?: string;
  /** Only the edge hexes a link of this kind leaves (`road`). */
  readonly link?: string;
  /** Named hexes (an airfield). */
  readonly hexes?: readonly string[];
  /** Terrain no unit enters. */
  readonly prohibitedTerrain?: readonly string[];
  /** When a hex is blocked, use the nearest free hexes of the edge instead. */
  readonly nearestIfBlocked?: boolean;
}

/**
 * The hexes a reinforcement may enter now on a hex map, sorted (a tabletop
 * game lists its own entry points, and offers them with {@link offerEntry}).
 *
 * @example
 * ```ts
 * import { entryHexes, offerEntry } from 'hexwar/procedures';
 *
 * // Meiktila 8.1.2: the 49th Division enters on a south-edge road, the nearest free hex if the Allies hold it.
 * const hexes = entryHexes(ctx, { side: 'japanese', edge: 'south', link: 'road', nearestIfBlocked: true, prohibitedTerrain: ['lake'] });
 * offerEntry(ctx, unit, hexes, '8.1.2');
 * ```
 * @category Procedures
 */
export function entryHexes(ctx: ReadContext<HexSpec>, spec: EntrySpec): string[] {
  const b = ctx.board;
  const prohibited = new Set(spec.prohibitedTerrain ?? []);
  const free = (h: string) => !b.enemyAt(h, spec.side) && !prohibited.has(b.terrain(h));
  const edge = spec.edge ? b.edge(spec.edge) : [];
  const link = spec.link;
  const wanted = spec.hexes ?? (link ? edge.filter((h) => b.hasLink(h, link)) : edge);
  const out = new Set<string>();
  for (const h of wanted) {
    if (free(h)) out.add(h);
    else if (spec.nearestIfBlocked && edge.length) {
      let best = Infinity;
      let near: string[] = [];
      for (const e of edge) {
        if (!free(e)) continue;
        const d = b.distance(e, h);
        if (d < best) (best = d), (near = []);
        if (d === best) near.push(e);
      }
      for (const n of near) out.add(n);
    }
  }
  return [...out].sort();
}

/**
 * A die roll for a reinforcement's release, as the rules say: it enters on a
 * roll of at most (or below) the turn; a natural `alwaysFails` always fails,
 * and with `holdForGood` that roll keeps it out for the rest of the game.
 * Emits `reinforcementReleased` or `reinforcementDelayed` (roll, the highest
 * roll that releases it, `heldForGood`), which the log words.
 *
 * @example
 * ```ts
 * import { releaseRoll } from 'hexwar/procedures';
 *
 * // Meiktila 8.1.2: a Japanese reinforcement enters on a roll of at most the turn; a 6 always fails.
 * const { released } = releaseRoll(ctx, { unit: '2/214', need: 'atMostTurn', alwaysFails: 6, rule: '8.1.2' });
 * ```
 * @category Procedures
 */
export function releaseRoll<G extends Spec>(
  ctx: RulesContext<G>,
  opts: { readonly unit: string; readonly need: 'atMostTurn' | 'belowTurn'; readonly alwaysFails?: number; readonly holdForGood?: boolean; readonly rule: string },
): {
  /** The die as rolled. */
  roll: number;
  /** The reinforcement may enter this turn. */
  released: boolean;
  /** It rolled the natural failure and stays out for the rest of the game. */
  heldForGood: boolean;
} {
  const roll = ctx.random.die(6, `reinforcement ${opts.unit} (${opts.rule})`);
  const natural = opts.alwaysFails !== undefined && roll === opts.alwaysFails;
  const released = !natural && (opts.need === 'atMostTurn' ? roll <= ctx.turn : roll < ctx.turn);
  const heldForGood = natural && opts.holdForGood === true;
  // The highest roll that releases it this turn (0: none can yet).
  const upTo = Math.max(0, Math.min(opts.alwaysFails !== undefined ? opts.alwaysFails - 1 : 6, opts.need === 'atMostTurn' ? ctx.turn : ctx.turn - 1));
  ctx.emit({ type: released ? 'reinforcementReleased' : 'reinforcementDelayed', unit: opts.unit, roll, upTo, ...(heldForGood ? { heldForGood } : {}), rule: opts.rule });
  return { roll, released, heldForGood };
}

/**
 * The `enterAt {unit, hex}` verb that answers the entry decision opened by
 * {@link offerEntry}: the unit is placed (entering is not movement) and an
 * `entered` event emitted.
 *
 * @example
 * ```ts
 * import { enterAtVerb, offerEntry } from 'hexwar/procedures';
 *
 * // Greater East Asia 6.4: a mobilized unit enters where offerEntry offered, and its side takes control of the hex.
 * const verbs = {
 *   enterAt: enterAtVerb<G>('6.4', (ctx, unit, hex) => takeControl(ctx, counterOf(unit).side, [hex])),
 * };
 * ```
 * @category Procedures
 */
export function enterAtVerb<G extends Spec>(
  rule: string,
  after?: (ctx: RulesContext<G>, unit: string, hex: G['position']) => void,
): ActionDefinition<
  G,
  {
    /** The reinforcement entering. */
    unit: string;
    /** Where it enters: a hex, or a point on the table. */
    hex: G['position'];
  }
> {
  return {
    schema: z.object({ unit: z.string().min(1), hex: positionSchema<G['position']>() }),
    rule,
    says: '{unit} enters at {hex}',
    // The bot: nearer its objectives.
    score: (ctx, a) => onHexMap(ctx, (board) => -objectiveDistance(ctx, board, String(a.hex)) * 0.1),
    apply(ctx, a) {
      const u = ctx.updateUnit(a.unit, { at: a.hex, box: 'map' });
      ctx.emitAbout(u, { type: 'entered', unit: a.unit, hex: a.hex, rule });
      after?.(ctx, a.unit, a.hex);
    },
  };
}

/**
 * The kind of decision {@link offerEntry} opens: where a reinforcement enters.
 * The game's own rules open it (a hook calls `offerEntry`), so the game
 * declares it in its types (`decisions: EntryDecision`).
 *
 * @category Procedures
 */
export type EntryDecision = 'enterAt';

/**
 * Opens the decision where a released reinforcement enters (`enterAt`), or
 * reports that it is lost when every entry hex is held by the enemy.
 *
 * @example
 * ```ts
 * import { offerEntry } from 'hexwar/procedures';
 *
 * // Greater East Asia 6.8: with every hex it may enter held by the enemy, the unit is lost.
 * if (!offerEntry(ctx, a.unit, placementHexes(ctx, a.unit), '6.4')) return;
 * ```
 * @returns false when there is nowhere to enter.
 * @category Procedures
 */
export function offerEntry<G extends Spec>(
  // A game that declares its decision kinds declares this one, or the call does not compile (and says why).
  ctx: RulesContext<G> &
    (EntryDecision extends G['decision']
      ? unknown
      : {
          /** The kind of decision `offerEntry` opens: declare it in the game types (`decisions: EntryDecision`). */
          readonly 'declare this decision kind in the game types': EntryDecision;
        }),
  unit: string,
  hexes: readonly G['position'][],
  rule: string,
): boolean {
  const side = ctx.unit(unit).side;
  if (hexes.length === 0) {
    ctx.emit({ type: 'entryBlocked', unit, rule });
    return false;
  }
  ctx.decide({ side, kind: 'enterAt' satisfies EntryDecision, prompt: `Where does ${unit} enter?`, rule, options: hexes.map((hex) => ({ type: 'enterAt', side, unit, hex })) });
  return true;
}
