/**
 * A problem reported to a player or a designer: what went wrong, in a player's
 * words, and the rule (or data path) that says so. Plain JSON, so it can travel
 * in an action result or a log.
 *
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
