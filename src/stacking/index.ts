import type { RuleViolation } from '../errors';

/**
 * What stacking needs to know of a unit.
 *
 * @category Stacking
 */
export interface StackEntry {
  /** The unit's id, named in violations. */
  readonly id: string;
  /** The formation it belongs to (division, brigade), if any. */
  readonly formation?: string;
  /** Its size or type key, used by weighted limits (`battalion`, `regiment`). */
  readonly size?: string;
  /** Markers, air units and the like that never count. */
  readonly exempt?: boolean;
}

/**
 * A stacking limit: lists the violations in one hex (empty when legal).
 *
 * @category Stacking
 */
export interface StackingRule {
  /** What the limit says, for messages, e.g. `"at most 3 battalions"`. */
  readonly describe: string;
  /** The rule number to cite. */
  readonly rule?: string;
  /** The violations in a hex holding `units` (labelled `where`). */
  check(units: readonly StackEntry[], where?: string): RuleViolation[];
}

/**
 * Options every stacking preset takes.
 *
 * @category Stacking
 */
export interface StackingOptions {
  /** The rule number to cite in violations. */
  readonly rule?: string;
  /** Extra exemptions beyond `StackEntry.exempt`. */
  readonly exempt?: (unit: StackEntry) => boolean;
}

const counts = (u: StackEntry, c: StackingOptions) => !u.exempt && !(c.exempt?.(u) ?? false);
const at = (where?: string) => (where ? ` in ${where}` : '');
const cite = (rule?: string) => (rule ? ` (${rule})` : '');

function violation(message: string, rule?: string): RuleViolation {
  return rule ? { code: 'overstacked', message, rule } : { code: 'overstacked', message };
}

/**
 * Stacking limits as named presets.
 *
 * @category Stacking
 */
export const Stacking = {
  /** No limit. */
  unlimited: { describe: 'no stacking limit', check: () => [] } as StackingRule,
  /** At most `limit` units a hex. */
  count(limit: number, opts: StackingOptions = {}): StackingRule {
    return {
      describe: `at most ${limit} unit${limit === 1 ? '' : 's'} a hex`,
      ...(opts.rule ? { rule: opts.rule } : {}),
      check(units, where) {
        const n = units.filter((u) => counts(u, opts)).length;
        return n > limit ? [violation(`${n} units${at(where)}: at most ${limit} may stack${cite(opts.rule)}`, opts.rule)] : [];
      },
    };
  },
  /** At most `limit` stacking points a hex, each unit weighing by its size (default weight 1). */
  weighted(limit: number, weights: Readonly<Record<string, number>>, opts: StackingOptions & { readonly defaultWeight?: number } = {}): StackingRule {
    const weigh = (u: StackEntry) => (u.size !== undefined && weights[u.size] !== undefined ? weights[u.size]! : (opts.defaultWeight ?? 1));
    return {
      describe: `at most ${limit} stacking points a hex`,
      ...(opts.rule ? { rule: opts.rule } : {}),
      check(units, where) {
        const total = units.filter((u) => counts(u, opts)).reduce((s, u) => s + weigh(u), 0);
        return total > limit ? [violation(`${total} stacking points${at(where)}: at most ${limit} may stack${cite(opts.rule)}`, opts.rule)] : [];
      },
    };
  },
  /**
   * Any number of units of one formation plus at most `others` units that are not
   * of it. The formation is whichever leaves the fewest others, so the player is
   * never penalised for the order units arrived in.
   */
  formation(others: number, opts: StackingOptions = {}): StackingRule {
    return {
      describe: `all units of one formation plus ${others} other${others === 1 ? '' : 's'}`,
      ...(opts.rule ? { rule: opts.rule } : {}),
      check(units, where) {
        const live = units.filter((u) => counts(u, opts));
        const byFormation = new Map<string, number>();
        for (const u of live) if (u.formation !== undefined) byFormation.set(u.formation, (byFormation.get(u.formation) ?? 0) + 1);
        let best = 0;
        for (const n of byFormation.values()) best = Math.max(best, n);
        const extra = live.length - best;
        return extra > others
          ? [violation(`${live.length} units${at(where)}: only one formation plus ${others} other unit${others === 1 ? '' : 's'} may stack, and ${extra} are not of the largest formation${cite(opts.rule)}`, opts.rule)]
          : [];
      },
    };
  },
  /** A limit written as a function; return the violations. */
  custom(describe: string, check: (units: readonly StackEntry[], where?: string) => RuleViolation[], rule?: string): StackingRule {
    return { describe, check, ...(rule ? { rule } : {}) };
  },
} as const;

/**
 * The violations of `rule` in a hex, or none.
 *
 * @category Stacking
 */
export function checkStacking(rule: StackingRule, units: readonly StackEntry[], where?: string): RuleViolation[] {
  return rule.check(units, where);
}

/**
 * Whether `arriving` units may join `present` units without breaking `rule`.
 *
 * @category Stacking
 */
export function canStack(rule: StackingRule, present: readonly StackEntry[], arriving: readonly StackEntry[]): boolean {
  return rule.check([...present, ...arriving]).length === 0;
}
