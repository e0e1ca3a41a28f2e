/**
 * `npm run check:tests`: finds test cases that cannot fail, or may stop before
 * they check anything.
 *
 * It reads every `*.test.ts` under `test/` (or the files and folders given as
 * arguments) with the TypeScript parser and, for each test case (`it(…)`,
 * `test(…)`, with `.each(…)`, `.only`, `.skip`, `.concurrent` and so on),
 * reports:
 *
 * - **no assertion**: its body calls nothing named `expect…` or `assert…`
 *   (`expect`, `expect.soft`, `assert`, `fc.assert`, a helper such as
 *   `expectRefused`). A test that asserts only through a helper with another
 *   name (one that throws) is reported too: name the helper `assert…`, or
 *   add an `expect` for what it checks.
 * - **conditional early return**: an `if (…) return;` (or `if (…) { return; }`)
 *   among the statements of its body (not inside a nested function), which
 *   ends the test, passing, before its later checks run.
 *
 * Prints one line a finding (`file:line  kind  test name`) and exits with 1 if
 * there is any, 0 otherwise.
 *
 * @example
 * ```sh
 * npm run check:tests                      # every test file
 * npm run check:tests -- test/games        # one folder
 * ```
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;

/** One test case that is reported. */
export interface TestFinding {
  /** The file, from the project root. */
  readonly file: string;
  /** The line of the test case's call (1-based). */
  readonly line: number;
  /** What is wrong. */
  readonly kind: 'no assertion' | 'conditional early return';
  /** The test's name as written (its first argument's text). */
  readonly name: string;
}

/** Every `*.test.ts` file under a path (the path itself if it is a file). */
function testFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith('.ts') ? [path] : [];
  return readdirSync(path)
    .filter((f) => f !== 'node_modules')
    .flatMap((f) => testFiles(join(path, f)))
    .filter((p) => p.endsWith('.test.ts'));
}

/** The name a call's callee ends with: `expect` for `expect(…)`, `assert` for `fc.assert(…)`, `each` for `it.each(…)`. */
function calleeName(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return undefined;
}

/** The root identifier of a callee: `it` for `it`, `it.only`, `it.each([...])`, `test.skip.each(...)`. */
function calleeRoot(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return calleeRoot(e.expression);
  if (ts.isCallExpression(e)) return calleeRoot(e.expression);
  return undefined;
}

/** True if the call is a test case: its callee's root is `it` or `test` and it is given a function. */
function testBody(call: ts.CallExpression): ts.FunctionLikeDeclaration | undefined {
  const rootName = calleeRoot(call.expression);
  if (rootName !== 'it' && rootName !== 'test') return undefined;
  // `it.each(table)` alone is not the test; the call that gives it the name and the function is.
  const fn = call.arguments.find((a): a is ts.ArrowFunction | ts.FunctionExpression => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
  return fn;
}

/** True if anything in a node calls a function named `expect…` or `assert…`. */
function asserts(node: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      const name = calleeName(n.expression);
      if (name !== undefined && /^(expect|assert)/.test(name)) {
        found = true;
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** True if a statement is `if (…) return;` or `if (…) { return; }` (either branch). */
function isConditionalReturn(s: ts.Statement): boolean {
  if (!ts.isIfStatement(s)) return false;
  const returns = (b: ts.Statement | undefined): boolean => b !== undefined && (ts.isReturnStatement(b) || (ts.isBlock(b) && b.statements.some((x) => ts.isReturnStatement(x))));
  return returns(s.thenStatement) || returns(s.elseStatement);
}

/** The findings of one test file's source text. */
export function checkSource(file: string, text: string): TestFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: TestFinding[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const fn = testBody(n);
      if (fn?.body) {
        const line = source.getLineAndCharacterOfPosition(n.getStart(source)).line + 1;
        const first = n.arguments[0];
        const name = first ? first.getText(source).slice(0, 100) : '(no name)';
        if (!asserts(fn.body)) out.push({ file, line, kind: 'no assertion', name });
        if (ts.isBlock(fn.body) && fn.body.statements.some(isConditionalReturn)) out.push({ file, line, kind: 'conditional early return', name });
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

/** The findings of every test file under the paths given (default `test/`). */
export function checkTests(paths: readonly string[] = ['test']): TestFinding[] {
  return paths.flatMap((p) => testFiles(join(root, p))).flatMap((f) => checkSource(relative(root, f), readFileSync(f, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = checkTests(process.argv.length > 2 ? process.argv.slice(2) : undefined);
  for (const f of findings) console.log(`${f.file}:${f.line}  ${f.kind}  ${f.name}`);
  console.log(findings.length ? `${findings.length} test case(s) that cannot fail or may stop early` : 'every test case asserts something and runs to its end');
  process.exitCode = findings.length ? 1 : 0;
}
