/**
 * `npm run check:exports`: the public surface stays curated and nothing is
 * exported for no one.
 *
 * - **The root stays small**: `hexwar` (src/index.ts) may export at most
 *   {@link ROOT_LIMIT} runtime values; the rest of the mechanics live in their
 *   subpaths (`hexwar/hex`, `hexwar/tabletop`, …). With `--dist` it counts the
 *   built `dist/index.js` too, which must agree.
 * - **No export used by nothing**: every runtime value exported by a file of
 *   `src/` or `games/` must be imported by some other file (source, test,
 *   example, script, bench) or named in an import of a guide's code block
 *   (`README.md`, `docs/*.md`). A re-export alone (a barrel, a public entry)
 *   is not a use: an entry's name nobody imports is dead weight in the API.
 *   Types are not counted: a public signature's types are exported so the
 *   API docs can show them.
 *
 * It reads the sources with the TypeScript checker (aliases followed to their
 * declarations, `export *` included) and exits with 1 on any finding.
 *
 * @example
 * ```sh
 * npm run check:exports            # the sources
 * npm run check:exports -- --dist  # and the built root, after `npm run build`
 * ```
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The most runtime values the root may export (issue 38: curated like honeycomb-grid's 37 or xstate's 48). */
export const ROOT_LIMIT = 120;

const root = resolve(new URL('..', import.meta.url).pathname);
const skip = new Set(['node_modules', 'dist', '.out', '.tmp', '.git', 'api']);

function filesUnder(dir: string, pattern: RegExp, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, pattern, out);
    else if (pattern.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config as { compilerOptions: object };
const options = ts.convertCompilerOptionsFromJson(config.compilerOptions, root).options;
options.lib = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];
options.noEmit = true;
const code = ['src', 'games', 'test', 'scripts', 'bench', 'examples'].flatMap((d) => filesUnder(join(root, d), /\.tsx?$/));
const program = ts.createProgram(code, options);
const checker = program.getTypeChecker();

/** The declaration a symbol stands for, through any chain of imports and re-exports. */
const final = (s: ts.Symbol): ts.Symbol => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s);
const declaredIn = (s: ts.Symbol): string | undefined => s.declarations?.[0]?.getSourceFile().fileName;
const isValue = (s: ts.Symbol): boolean => (final(s).flags & ts.SymbolFlags.Value) !== 0;

/** Declarations some other file imports (by name, by namespace, or by a guide's code block). */
const used = new Set<ts.Symbol>();
const useAll = (moduleSymbol: ts.Symbol | undefined) => {
  if (moduleSymbol) for (const e of checker.getExportsOfModule(moduleSymbol)) used.add(final(e));
};
const ours = (f: string) => !f.includes('/node_modules/') && f.startsWith(root);

for (const sf of program.getSourceFiles()) {
  if (!ours(sf.fileName)) continue;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause) {
      const bindings = node.importClause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) useAll(checker.getSymbolAtLocation(node.moduleSpecifier));
      else if (bindings) for (const el of bindings.elements) {
        const s = checker.getSymbolAtLocation(el.name);
        if (s) used.add(final(s));
      }
      if (node.importClause.name) {
        const s = checker.getSymbolAtLocation(node.importClause.name);
        if (s) used.add(final(s));
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
      // A dynamic import hands over the whole module.
      useAll(checker.getSymbolAtLocation(node.arguments[0]));
    } else if (ts.isImportTypeNode(node) && node.qualifier) {
      const s = checker.getSymbolAtLocation(node.qualifier);
      if (s) used.add(final(s));
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

// The guides' code blocks import from the package by name: resolve each name in its entry.
const entryFile = (specifier: string): string | undefined => {
  const paths = (config.compilerOptions as { paths?: Record<string, string[]> }).paths ?? {};
  for (const [pattern, [target]] of Object.entries(paths)) {
    const star = pattern.indexOf('*');
    if (star < 0 ? specifier === pattern : specifier.startsWith(pattern.slice(0, star))) {
      return join(root, star < 0 ? target! : target!.replace('*', specifier.slice(star)));
    }
  }
  return undefined;
};
const guides = [join(root, 'README.md'), ...filesUnder(join(root, 'docs'), /\.md$/), ...filesUnder(join(root, 'games'), /\.md$/)];
for (const guide of guides) {
  const text = readFileSync(guide, 'utf8');
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(hexwar[^']*)'/g)) {
    const file = entryFile(m[2]!);
    const sf = file && program.getSourceFile(file);
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    if (!moduleSymbol) continue;
    const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((e) => [e.name, e]));
    for (const part of m[1]!.split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      const e = exports.get(name);
      if (e) used.add(final(e));
    }
  }
}

const problems: string[] = [];
// Every runtime value a project file declares and exports must be used by another file.
for (const sf of program.getSourceFiles()) {
  const file = sf.fileName;
  if (!ours(file) || !/^(src|games)\//.test(relative(root, file))) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) continue;
  for (const e of checker.getExportsOfModule(moduleSymbol)) {
    const target = final(e);
    if (declaredIn(target) !== file || !isValue(e)) continue; // re-exports are judged where they are declared
    if (!used.has(target)) problems.push(`${relative(root, file)}: exports ${e.name}, which no other file imports (un-export it, or use it)`);
  }
}

// The root's runtime values.
const rootFile = program.getSourceFile(join(root, 'src/index.ts'))!;
const rootValues = checker.getExportsOfModule(checker.getSymbolAtLocation(rootFile)!).filter(isValue).map((e) => e.name).sort();
if (rootValues.length > ROOT_LIMIT) problems.push(`src/index.ts exports ${rootValues.length} runtime values, more than ${ROOT_LIMIT}: move mechanics to a subpath`);
console.log(`check:exports: the root exports ${rootValues.length} runtime values (at most ${ROOT_LIMIT})`);
if (process.argv.includes('--dist')) {
  const built = Object.keys((await import(pathToFileURL(join(root, 'dist/index.js')).href)) as object).sort();
  console.log(`check:exports: dist/index.js exports ${built.length} runtime values`);
  if (built.join() !== rootValues.join()) problems.push(`dist/index.js exports ${built.length} values, the source ${rootValues.length}: rebuild (npm run build)`);
}

for (const p of problems) console.log(p);
console.log(`check:exports: ${problems.length} finding(s)`);
process.exit(problems.length ? 1 : 0);
