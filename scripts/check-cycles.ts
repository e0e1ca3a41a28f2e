/**
 * `npm run check:cycles`: fails on any import cycle between the files of `src/`
 * and `games/`, counting runtime and type imports both.
 *
 * It reads every `.ts` file under `src/` and `games/` with the TypeScript parser
 * and follows each module specifier that names one of those files: relative
 * paths, and `hexwar` / `hexwar/…` through the `paths` of `tsconfig.json`.
 * An import is a **type** import when it says so (`import type`, `export type`,
 * or an `import('…')` type); every other one, `import('…')` calls included, is
 * a **runtime** import, even `import { type A } from './a'`, which still loads
 * `./a`. With `verbatimModuleSyntax` on, the compiler emits each import as it
 * is written, so reading the syntax is exact.
 *
 * It prints the strongly connected components of the runtime graph and of the
 * whole graph (runtime and type), each with one cycle through it, and exits
 * with 1 if any is not inside a knot listed in `scripts/cycles-allowed.json`
 * (the cycles known when the check came in; `--write-allowed` rewrites it).
 *
 * @example
 * ```sh
 * npm run check:cycles            # every file in src/ and games/
 * npm run check:cycles -- --json  # the counts as JSON
 * ```
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(new URL('..', import.meta.url).pathname);

/** One import from one project file to another. */
export interface ImportEdge {
  /** The importing file, from the project root. */
  readonly from: string;
  /** The imported file, from the project root. */
  readonly to: string;
  /** Whether the import exists at runtime or only in types. */
  readonly kind: 'runtime' | 'type';
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The `hexwar` and `hexwar/…` names of tsconfig's `paths`, as prefix → target pattern. */
function pathAliases(): [string, string][] {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return Object.entries(config.compilerOptions?.paths ?? {}).map(([k, v]) => [k, v[0] ?? '']);
}

function resolveFile(base: string): string | undefined {
  const stem = base.replace(/\.(m?js|ts)$/, '');
  for (const candidate of [`${stem}.ts`, join(stem, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function resolveSpecifier(from: string, spec: string, aliases: [string, string][]): string | undefined {
  if (spec.startsWith('.')) return resolveFile(resolve(dirname(from), spec));
  for (const [name, target] of aliases) {
    if (name.endsWith('/*')) {
      const prefix = name.slice(0, -1);
      if (spec.startsWith(prefix)) return resolveFile(resolve(root, target.replace('*', spec.slice(prefix.length))));
    } else if (spec === name) return resolveFile(resolve(root, target));
  }
  return undefined;
}

/** Every import edge between files of `src/` and `games/`. */
export function importEdges(): ImportEdge[] {
  const aliases = pathAliases();
  const files = [...filesUnder(join(root, 'src')), ...filesUnder(join(root, 'games'))];
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (spec: ts.Expression | undefined, kind: ImportEdge['kind']) => {
      if (!spec || !ts.isStringLiteralLike(spec)) return;
      const to = resolveSpecifier(file, spec.text, aliases);
      if (to) edges.push({ from: relative(root, file), to: relative(root, to), kind });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node)) {
        // `import { type A } from './a'` still loads './a' (it stays as `import {} from './a'`): only `import type` is a type import.
        add(node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'runtime');
      } else if (ts.isExportDeclaration(node)) {
        add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'runtime');
      } else if (ts.isImportTypeNode(node)) {
        const arg = node.argument;
        if (ts.isLiteralTypeNode(arg)) add(arg.literal, 'type');
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        add(node.arguments[0], 'runtime');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** The strongly connected components with more than one file (or a file importing itself), by Tarjan's algorithm. */
export function tangles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, new Set());
    if (!next.has(e.to)) next.set(e.to, new Set());
    next.get(e.from)!.add(e.to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  // Iterative, so a long chain of imports cannot overflow the stack.
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work: [string, Iterator<string>][] = [[start, next.get(start)!.values()]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const [node, it] = work[work.length - 1]!;
      const step = it.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, next.get(to)!.values()]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || next.get(node)!.has(node)) out.push(component.sort());
      }
    }
  }
  return out.sort((a, b) => b.length - a.length);
}

/** One shortest cycle through a component's first file, for the report. */
function oneCycle(component: readonly string[], edges: readonly ImportEdge[]): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const e of edges) {
      if (e.from !== at || !inside.has(e.to)) continue;
      if (e.to === start) {
        const path = [start];
        for (let p: string | undefined = at; p !== undefined && p !== start; p = cameFrom.get(p)) path.splice(1, 0, p);
        return [...path, start];
      }
      if (!cameFrom.has(e.to)) {
        cameFrom.set(e.to, at);
        queue.push(e.to);
      }
    }
  }
  return [start];
}

/** The cycles that may stay for now (`scripts/cycles-allowed.json`): runtime knots and knots counting type imports, each as its files. */
export interface AllowedCycles {
  /** Knots of runtime imports that may stay. */
  readonly runtime: readonly (readonly string[])[];
  /** Knots counting type imports that may stay. */
  readonly all: readonly (readonly string[])[];
}

/**
 * The knots that are new: those not inside one allowed knot. A knot that
 * shrank stays allowed; one that took in a file, or a fresh one, is new.
 */
export function newTangles(found: readonly string[][], allowed: readonly (readonly string[])[]): string[][] {
  return found.filter((c) => !allowed.some((a) => c.every((f) => a.includes(f))));
}

const allowedPath = join(root, 'scripts', 'cycles-allowed.json');

function main(): void {
  const edges = importEdges();
  const runtime = edges.filter((e) => e.kind === 'runtime');
  const runtimeTangles = tangles(runtime);
  const allTangles = tangles(edges);
  if (process.argv.includes('--write-allowed')) {
    const allowed: AllowedCycles = { runtime: runtimeTangles, all: allTangles };
    writeFileSync(allowedPath, JSON.stringify(allowed, null, 2) + '\n');
    console.log(`check:cycles: wrote ${relative(root, allowedPath)}`);
  }
  if (process.argv.includes('--json')) {
    const count = (t: string[][]) => ({ components: t.length, files: t.reduce((n, c) => n + c.length, 0) });
    console.log(JSON.stringify({ runtime: count(runtimeTangles), all: count(allTangles) }));
  }
  const report = (label: string, list: string[][], graph: readonly ImportEdge[]) => {
    for (const component of list) {
      console.log(`${label} cycle among ${component.length} files: ${oneCycle(component, graph).join(' → ')}`);
      if (component.length > 2) console.log(`  files: ${component.join(', ')}`);
    }
  };
  report('runtime', runtimeTangles, runtime);
  // A knot already reported at runtime is reported again only if types make it larger.
  const runtimeKeys = new Set(runtimeTangles.map((c) => c.join('\n')));
  report('type', allTangles.filter((c) => !runtimeKeys.has(c.join('\n'))), edges);
  const files = (t: string[][]) => t.reduce((n, c) => n + c.length, 0);
  console.log(
    `check:cycles: ${runtimeTangles.length} runtime cycle(s) over ${files(runtimeTangles)} files; ` +
      `${allTangles.length} cycle(s) counting type imports, over ${files(allTangles)} files`,
  );
  const allowed: AllowedCycles = existsSync(allowedPath) ? JSON.parse(readFileSync(allowedPath, 'utf8')) : { runtime: [], all: [] };
  const freshRuntime = newTangles(runtimeTangles, allowed.runtime);
  const freshAll = newTangles(allTangles, allowed.all);
  for (const c of freshRuntime) console.log(`NEW runtime cycle among ${c.length} files: ${oneCycle(c, runtime).join(' → ')}`);
  for (const c of freshAll) console.log(`NEW cycle counting types among ${c.length} files: ${oneCycle(c, edges).join(' → ')}`);
  const fresh = freshRuntime.length + freshAll.length;
  console.log(`check:cycles: ${fresh} new cycle(s) beyond ${relative(root, allowedPath)}`);
  process.exit(fresh > 0 ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) main();
