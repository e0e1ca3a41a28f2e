/**
 * The CRT's legend read: what a result code means, and the check, when the
 * attack procedures are built, that every code the table prints has a meaning.
 */
import type { CombatResultsTable } from '../../combat';
import { HexwarError } from '../../errors';
import type { CombatLegend, ResultMeaning } from './types';

/** What `code` means under the game's legend (a table, or a function of the code). */
export function meaningOf(legend: CombatLegend | ((code: string) => ResultMeaning), code: string): ResultMeaning {
  if (typeof legend === 'function') return legend(code);
  const m = Object.hasOwn(legend, code) ? legend[code] : undefined;
  if (!m) throw new HexwarError({ code: 'unknown-result', message: `the CRT's legend has no meaning for the result "${code}" (its codes: ${Object.keys(legend).join(', ') || 'none'})` });
  return m;
}

/** Every code the CRT prints has a meaning with steps: a designer's missing or misspelt code is refused with its row and column. */
export function checkLegend(crt: CombatResultsTable, legend: CombatLegend | ((code: string) => ResultMeaning)): void {
  for (const row of crt.rows) {
    row.results.forEach((code, col) => {
      let m: ResultMeaning | undefined;
      try {
        m = meaningOf(legend, code);
      } catch (e) {
        const why = e instanceof Error ? e.message : String(e);
        throw new HexwarError({ code: 'bad-crt', message: `combat results table is not valid: the result "${code}" (roll ${String(row.roll)}, column ${crt.columns[col] ?? col}) has no meaning: ${why}`, path: 'legend' });
      }
      if (!m || !Array.isArray(m.steps)) throw new HexwarError({ code: 'bad-crt', message: `combat results table is not valid: the legend's meaning of "${code}" (roll ${String(row.roll)}, column ${crt.columns[col] ?? col}) has no list of steps`, path: 'legend' });
    });
  }
}
