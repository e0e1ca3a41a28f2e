/**
 * A problem reported to a player or a designer: what went wrong, in a player's
 * words, and the rule (or data path) that says so. Plain JSON, so it can travel
 * in an action result or a log.
 *
 * @example
 * ```ts
 * import { createMatch } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const r = myitkyina.apply(createMatch(myitkyina, { seed: 1 }), { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' });
 * if (!r.ok) console.log(r.error.code, r.error.message, r.error.rule); // why, in a player's words, and the rule
 * ```
 * @category Engine
 */
export interface RuleViolation {
  /** Stable machine-readable code, e.g. `"enemy-occupied"`, `"bad-label"`. */
  readonly code: string;
  /** Why, in a player's words, e.g. `"1/55 may not enter M7: enemy-occupied hex (6.3)"`. */
  readonly message: string;
  /** The rule number of the game (or of the core's convention) that forbids it. */
  readonly rule?: string;
  /** Where in the input the problem is, e.g. `"hexes[12].label"`. */
  readonly path?: string;
}

/**
 * The one error class hexwar throws. Library functions that take data from a
 * designer (a hex label, a map, a game definition) throw it; `apply` never throws
 * and returns the same fields as a {@link RuleViolation} instead.
 *
 * @example
 * ```ts
 * import { createMatch, HexwarError } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * try {
 *   createMatch(myitkyina, { scenario: 'siege' });
 * } catch (e) {
 *   if (e instanceof HexwarError) console.log(e.code, e.message); // 'unknown-scenario' '… has no scenario "siege" (it has standard)'
 * }
 * ```
 * @category Engine
 */
export class HexwarError extends Error implements RuleViolation {
  /** Stable machine-readable code. */
  readonly code: string;
  /** The rule number that applies, when there is one. */
  declare readonly rule?: string;
  /** Where in the input the problem is, when it comes from data. */
  declare readonly path?: string;

  /** Builds an error from a violation; the message is the violation's message. */
  constructor(violation: RuleViolation) {
    super(violation.message);
    this.name = 'HexwarError';
    this.code = violation.code;
    if (violation.rule !== undefined) this.rule = violation.rule;
    if (violation.path !== undefined) this.path = violation.path;
  }

  /** The error as a plain {@link RuleViolation}. */
  toJSON(): RuleViolation {
    return {
      code: this.code,
      message: this.message,
      ...(this.rule !== undefined ? { rule: this.rule } : {}),
      ...(this.path !== undefined ? { path: this.path } : {}),
    };
  }
}
