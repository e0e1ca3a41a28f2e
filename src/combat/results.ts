import * as z from 'zod';
import { lazy } from '../internal/lazy';
import { HexwarError } from '../errors';
import { parseOrThrow } from '../validation';

/**
 * The two sides of one combat.
 *
 * @category Combat
 */
export type CombatSide = 'attacker' | 'defender';

/**
 * One effect of a combat result, for the game (or the core's result application) to
 * carry out. A result code such as `"DR"` or `"1/1"` maps to a list of these.
 *
 * - `none`: nothing happens.
 * - `step-loss`: the side loses `steps` steps.
 * - `retreat`: the side retreats `hexes` hexes.
 * - `eliminated`: the side's units are eliminated.
 * - `disrupted`: the side's units are disrupted.
 * - `exchange`: an exchange as the game defines it (commonly: the defender is
 *   eliminated and the attacker loses at least as much).
 * - `retreat-or-step`: the side retreats `hexes` hexes or loses a step, its choice.
 * - `custom`: a game's own effect, by `name` with an optional `value`.
 *
 * @category Combat
 */
export type CombatEffect =
  | {
      /** Nothing happens. */
      readonly kind: 'none';
    }
  | {
      /** The side loses steps. */
      readonly kind: 'step-loss';
      /** Who loses them. */
      readonly side: CombatSide;
      /** How many steps (at least 1). */
      readonly steps: number;
    }
  | {
      /** The side retreats. */
      readonly kind: 'retreat';
      /** Who retreats. */
      readonly side: CombatSide;
      /** How many hexes (at least 1). */
      readonly hexes: number;
    }
  | {
      /** The side's units are eliminated. */
      readonly kind: 'eliminated';
      /** Whose units. */
      readonly side: CombatSide;
    }
  | {
      /** The side's units are disrupted. */
      readonly kind: 'disrupted';
      /** Whose units. */
      readonly side: CombatSide;
    }
  | {
      /** An exchange, as the game defines it. */
      readonly kind: 'exchange';
    }
  | {
      /** The side retreats or loses a step, its owner's choice. */
      readonly kind: 'retreat-or-step';
      /** Who chooses. */
      readonly side: CombatSide;
      /** How many hexes a retreat is (at least 1). */
      readonly hexes: number;
    }
  | {
      /** A game's own effect. */
      readonly kind: 'custom';
      /** Who it affects, if one side. */
      readonly side?: CombatSide;
      /** The game's name for it, e.g. `"banzai-check"`. */
      readonly name: string;
      /** A number that goes with it, if any. */
      readonly value?: number;
    };

/**
 * What each result code of a table means, e.g.
 * `{ DR: [{ kind: 'retreat', side: 'defender', hexes: 2 }], NE: [{ kind: 'none' }] }`.
 * Every code maps to at least one effect; "no effect" is `[{ kind: 'none' }]`.
 *
 * @category Combat
 */
export interface ResultLegend {
  /** The effects of the result code `code`. */
  readonly [code: string]: readonly CombatEffect[];
}

// Built on first use, never at import (see src/internal/lazy.ts).
const side = () => z.enum(['attacker', 'defender']);
const count = () => z.int().min(1);

/**
 * Checks one {@link CombatEffect}.
 *
 * @category Combat
 */
export const combatEffectSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<CombatEffect> =>
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('step-loss'), side: side(), steps: count() }),
      z.object({ kind: z.literal('retreat'), side: side(), hexes: count() }),
      z.object({ kind: z.literal('eliminated'), side: side() }),
      z.object({ kind: z.literal('disrupted'), side: side() }),
      z.object({ kind: z.literal('exchange') }),
      z.object({ kind: z.literal('retreat-or-step'), side: side(), hexes: count() }),
      z.object({
        kind: z.literal('custom'),
        side: side().optional(),
        name: z.string().min(1),
        value: z.number().finite().optional(),
      }),
    ]),
);

/**
 * Checks a {@link ResultLegend}: non-empty codes, each with at least one valid effect.
 *
 * @category Combat
 */
export const resultLegendSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<ResultLegend> => z.record(z.string().min(1), z.array(combatEffectSchema()).min(1, "a result needs at least one effect; use [{ kind: 'none' }] for none")),
);

/**
 * Validates designer data as a {@link ResultLegend}, throwing a {@link HexwarError}
 * (`'bad-result-legend'`) whose message names each problem's path.
 *
 * @category Combat
 */
export function parseResultLegend(input: unknown): ResultLegend {
  return parseOrThrow(resultLegendSchema(), input, 'result legend', 'bad-result-legend');
}

/**
 * The effects of a result code.
 *
 * @param code - the code read from the table, e.g. `"DR"`.
 * @param legend - the game's legend.
 * @param fallback - a parser for codes the legend does not list, such as
 *   {@link parseStepResult} for `"attacker/defender"` codes; return `undefined` to
 *   decline a code.
 * @throws {@link HexwarError} `'unknown-result'` naming the code and the known codes.
 *
 * @category Combat
 */
export function resultEffects(
  code: string,
  legend: ResultLegend,
  fallback?: (code: string) => readonly CombatEffect[] | undefined,
): readonly CombatEffect[] {
  // Object.hasOwn, so "constructor" or "toString" are not codes.
  if (Object.hasOwn(legend, code)) return legend[code]!;
  const parsed = fallback?.(code);
  if (parsed !== undefined) return parsed;
  const known = Object.keys(legend);
  throw new HexwarError({
    code: 'unknown-result',
    message: `result "${code}" is not in the legend; known results: ${known.length > 0 ? known.join(', ') : '(none)'}`,
  });
}

const STEP_TERM = /^(\d+|-|–|—)$/;

function stepTerm(term: string, code: string): number {
  const t = term.trim();
  if (!STEP_TERM.test(t)) {
    throw new HexwarError({
      code: 'bad-result-code',
      message: `"${code}" is not an attacker/defender step result like "1/2", "-/1" or "0/0"`,
    });
  }
  return /^\d+$/.test(t) ? Number(t) : 0;
}

/**
 * Reads an `"attacker/defender"` step-loss code: `"1/2"` is one step lost by the
 * attacker and two by the defender; `"-"` or `"0"` on a side means no loss. `"0/0"`
 * gives `[{ kind: 'none' }]`.
 *
 * @throws {@link HexwarError} `'bad-result-code'` for anything else.
 *
 * @category Combat
 */
export function parseStepResult(code: string): readonly CombatEffect[] {
  const parts = code.split('/');
  if (parts.length !== 2) {
    throw new HexwarError({
      code: 'bad-result-code',
      message: `"${code}" is not an attacker/defender step result like "1/2", "-/1" or "0/0"`,
    });
  }
  const attacker = stepTerm(parts[0]!, code);
  const defender = stepTerm(parts[1]!, code);
  const effects: CombatEffect[] = [];
  if (attacker > 0) effects.push({ kind: 'step-loss', side: 'attacker', steps: attacker });
  if (defender > 0) effects.push({ kind: 'step-loss', side: 'defender', steps: defender });
  return effects.length > 0 ? effects : [{ kind: 'none' }];
}

/**
 * A player-readable phrase for one effect, e.g. `"defender loses 2 steps"`.
 *
 * @category Combat
 */
export function describeEffect(effect: CombatEffect): string {
  switch (effect.kind) {
    case 'none':
      return 'no effect';
    case 'step-loss':
      return `${effect.side} loses ${effect.steps} step${effect.steps === 1 ? '' : 's'}`;
    case 'retreat':
      return `${effect.side} retreats ${effect.hexes} hex${effect.hexes === 1 ? '' : 'es'}`;
    case 'eliminated':
      return `${effect.side} eliminated`;
    case 'disrupted':
      return `${effect.side} disrupted`;
    case 'exchange':
      return 'exchange';
    case 'retreat-or-step':
      return `${effect.side} retreats ${effect.hexes} hex${effect.hexes === 1 ? '' : 'es'} or loses a step`;
    case 'custom': {
      const who = effect.side !== undefined ? `${effect.side}: ` : '';
      return `${who}${effect.name}${effect.value !== undefined ? ` ${effect.value}` : ''}`;
    }
  }
}
