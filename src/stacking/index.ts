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

/** The preset with no limit, typed as the rule it is. */
const UNLIMITED: StackingRule = { describe: 'no stacking limit', check: () => [] };

/**
 * Stacking limits as named presets.
 *
 * @category Stacking
 */
export const Stacking = {
  /** No limit. */
  unlimited: UNLIMITED,
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
   * never penalised for the order units arrived in. A unit of the formation
   * counts as the formation whatever its kind (a tank brigade stacks whole with
   * its own armour); only units outside it are "others".
   *
   * @param others - how many units outside the formation may join it.
   * @param opts - `free` units that stack free (up to `freeCount` a hex, e.g.
   *   one armoured unit, Meiktila 8.2); `otherKinds` limits which units may be
   *   the others (by `size`, e.g. armour, artillery, independent); `orAny`
   *   allows any that many units of differing formations instead (Meiktila 6.3:
   *   two units of different brigades).
   */
  formation(
    others: number,
    opts: StackingOptions & {
      readonly free?: (unit: StackEntry) => boolean;
      readonly freeCount?: number;
      readonly otherKinds?: readonly string[];
      readonly orAny?: number;
    } = {},
  ): StackingRule {
    const otherOk = (u: StackEntry) => !opts.otherKinds || (u.size !== undefined && opts.otherKinds.includes(u.size));
    return {
      describe: `all units of one formation plus ${others} other${others === 1 ? '' : 's'}${opts.orAny ? `, or any ${opts.orAny} units` : ''}${opts.free ? `; ${opts.freeCount ?? 1} stack free` : ''}`,
      ...(opts.rule ? { rule: opts.rule } : {}),
      check(units, where) {
        let live = units.filter((u) => counts(u, opts));
        if (opts.free) {
          // Free units are set aside only when that helps: a unit of the largest
          // formation needs no exemption, so try every choice of the free ones.
          const candidates = live.filter(opts.free);
          let best = live;
          for (const choice of subsets(candidates, opts.freeCount ?? 1)) {
            const rest = live.filter((u) => !choice.includes(u));
            if (fits(rest)) {
              best = rest;
              break;
            }
          }
          live = best;
        }
        if (fits(live)) return [];
        return [
          violation(
            `${live.length} units${at(where)}: only one formation plus ${others} ${opts.otherKinds ? `${opts.otherKinds.join('/')} ` : ''}unit${others === 1 ? '' : 's'} may stack${opts.orAny ? `, or ${opts.orAny} units of differing formations` : ''}${cite(opts.rule)}`,
            opts.rule,
          ),
        ];
        function fits(list: readonly StackEntry[]): boolean {
          if (opts.orAny !== undefined && list.length <= opts.orAny) return true;
          const byFormation = new Map<string, StackEntry[]>();
          for (const u of list) if (u.formation !== undefined) byFormation.set(u.formation, [...(byFormation.get(u.formation) ?? []), u]);
          if (byFormation.size === 0) return list.length <= others && list.every(otherOk);
          for (const members of byFormation.values()) {
            const rest = list.filter((u) => !members.includes(u));
            if (rest.length <= others && rest.every(otherOk)) return true;
          }
          return false;
        }
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
 * @example
 * ```ts
 * import { checkStacking, Stacking } from 'hexwar/hex';
 *
 * checkStacking(Stacking.count(2), [{ id: '1/114' }, { id: '2/114' }, { id: '3/114' }], 'D5');
 * // [{ code: 'overstacked', message: '3 units in D5: at most 2 may stack' }]
 * ```
 * @category Stacking
 */
export function checkStacking(rule: StackingRule, units: readonly StackEntry[], where?: string): RuleViolation[] {
  return rule.check(units, where);
}

/**
 * Whether `arriving` units may join `present` units without breaking `rule`.
 *
 * @example
 * ```ts
 * import { canStack, Stacking } from 'hexwar/hex';
 *
 * const two = Stacking.count(2);
 * canStack(two, [{ id: '1/114' }], [{ id: '2/114' }]);                  // true
 * canStack(two, [{ id: '1/114' }, { id: '2/114' }], [{ id: '3/114' }]); // false
 * ```
 * @category Stacking
 */
export function canStack(rule: StackingRule, present: readonly StackEntry[], arriving: readonly StackEntry[]): boolean {
  return rule.check([...present, ...arriving]).length === 0;
}

/** Every subset of up to `k` items, the empty one first, then by size. */
function* subsets<T>(items: readonly T[], k: number): Generator<T[]> {
  yield [];
  if (k <= 0) return;
  for (let i = 0; i < items.length; i++) for (const rest of subsets(items.slice(i + 1), k - 1)) yield [items[i]!, ...rest];
}
