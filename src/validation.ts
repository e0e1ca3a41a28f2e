import type { z } from 'zod';
import { HexwarError, type RuleViolation } from './errors';

/**
 * Formats a zod issue path the way a designer reads it: `hexes[12].label`.
 *
 * @category Engine
 */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/**
 * Turns zod's issues into violations whose message starts with the exact path,
 * e.g. `hexes[12].label: "Z99" is not on a 17×27 map`.
 *
 * @category Engine
 */
function zodViolations(error: z.ZodError, code = 'bad-data'): RuleViolation[] {
  return error.issues.map((issue) => {
    const path = formatPath(issue.path);
    return { code, path, message: path ? `${path}: ${issue.message}` : issue.message };
  });
}

/**
 * Parses `input` with `schema`, throwing one {@link hexwar!HexwarError} that lists every
 * problem (the first problem's path is the error's `path`).
 *
 * @category Engine
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what: string, code = 'bad-data'): z.output<S> {
  // Definitions, maps, tables and options are parsed once each: zod's compiled fast path
  // would cost more to generate than it saves (it is most of a game's import in a fresh process).
  const result = schema.safeParse(input, { jitless: true });
  if (result.success) return result.data;
  const problems = zodViolations(result.error, code);
  const first = problems[0]!;
  const more = problems.length > 1 ? `\n${problems.slice(1, 20).map((p) => `  ${p.message}`).join('\n')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}` : '';
  throw new HexwarError({
    code,
    message: `${what} is not valid: ${first.message}${more}`,
    ...(first.path ? { path: first.path } : {}),
  });
}
