/**
 * `npm run check:assertions`: the library's own non-null assertions (`x!`)
 * stay few (issue 38 item 6). With `noUncheckedIndexedAccess` on, each one is
 * a claim the compiler cannot check; where a value may truly be missing the
 * code says so (a check, an error naming what broke, a loop that cannot run
 * past the end) instead.
 *
 * It reads every non-test `.ts`/`.tsx` file of `src/` and `games/` with the
 * TypeScript parser, counts the `NonNullExpression`s, prints the files with
 * the most, and exits with 1 when the total passes {@link LIMIT}, a ceiling
 * that only comes down.
 *
 * @example
 * ```sh
 * npm run check:assertions           # the total, the top files; exit 1 past the limit
 * npm run check:assertions -- --all  # every file with one
 * ```
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The most the library may hold: the count when the check came in (402, from 1,090 at the issue's
 * count), lowered as assertions go (396, 390; 199 once odds, zones of control, the Greater East Asia
 * map and rules, random streams, flow, server, fuzz and the tabletop's outline walks went), never
 * raised. The goal is {@link GOAL}.
 */
const LIMIT = 199;
/** Issue 38's goal (reached at 199). */
const GOAL = 300;

const root = resolve(new URL('..', import.meta.url).pathname);

/** Every non-test TypeScript file under a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** How many non-null assertions a file's text holds. */
function assertionsIn(file: string, text: string): number {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let n = 0;
  const walk = (node: ts.Node): void => {
    if (ts.isNonNullExpression(node)) n++;
    ts.forEachChild(node, walk);
  };
  walk(sf);
  return n;
}

const counts = [...sources(join(root, 'src')), ...sources(join(root, 'games'))]
  .map((path) => ({ file: relative(root, path), n: assertionsIn(path, readFileSync(path, 'utf8')) }))
  .filter((c) => c.n > 0)
  .sort((a, b) => b.n - a.n || a.file.localeCompare(b.file));
const total = counts.reduce((s, c) => s + c.n, 0);
for (const c of process.argv.includes('--all') ? counts : counts.slice(0, 15)) console.log(`${String(c.n).padStart(5)}  ${c.file}`);
console.log(`check:assertions: ${total} non-null assertion(s) in src/ and games/ (at most ${LIMIT}; the goal ${GOAL})`);
process.exit(total > LIMIT ? 1 : 0);
