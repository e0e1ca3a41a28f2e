/**
 * `npm run check:examples`: every exported function and every main type shows
 * a reader an `@example` on its API page (issue 39 item 5).
 *
 * It converts the public entry points exactly as `npm run docs` does (typedoc,
 * `docs/typedoc.json`), so it judges the pages the API site shows, and lists
 * what has no `@example` tag as `file:line  entry  name`, exiting with 1 when
 * any is missing or a function's example imports nothing (below).
 *
 * The rule:
 *
 * - **Every function** a public entry point exports (`hexwar`, `hexwar/hex`,
 *   … `hexwar/games/*`; a re-export counts once, where typedoc documents it).
 *   An example on any of its signatures counts.
 * - **Every main type**: an interface, type alias or class named anywhere in
 *   the parameters or the return type of a function exported by `hexwar`,
 *   `hexwar/client`, `hexwar/server` or `hexwar/react` (the types a caller of
 *   `createMatch`, `view`, `legal`, `apply`, `describeAction`, `renderSvg`,
 *   `connectSeat`, `useMatch`… holds), and every class those four export
 *   (`Host`, `SeatConnection`, …).
 *
 * The designers' subpaths' own types (a `CounterData`, a `TableWeapon`) are
 * left out: their guides show them whole.
 *
 * And a function's example shows a reader where its names come from: it has an
 * `import { … } from '<entry>'` line naming the function itself, from a public
 * entry point (`'hexwar'`, `'hexwar/tabletop'`, `'hexwar/games/myitkyina'`…;
 * the one typedoc documents it under, or any other that exports it). The
 * project's own modules are imported only through public entry points (never
 * `'../src/…'` or a `'hexwar/…'` that is not one); other packages (`node:fs`,
 * `zod`, `react`) are the reader's own. A main type's example has an import line
 * from a public entry point too (it may show the type through the functions
 * that take it, so it need not import the type itself). Each example that falls short is listed
 * as `file:line  entry  name: example …`, saying what it lacks.
 *
 * @example
 * ```sh
 * npm run check:examples   # what has none or no import, then the counts; exit 1 when any
 * ```
 */
import { relative, resolve } from 'node:path';
import {
  Application,
  type Comment,
  type DeclarationReflection,
  LogLevel,
  type ProjectReflection,
  ReflectionKind,
  type SomeType,
} from 'typedoc';

/** The entry points whose functions' types are a caller's (not a designer's) main types. */
const CALLER_ENTRIES = ['hexwar', 'hexwar/client', 'hexwar/server', 'hexwar/react'];

const root = resolve(new URL('..', import.meta.url).pathname);

const app = await Application.bootstrap({
  options: resolve(root, 'docs/typedoc.json'),
  // Sources for file:line; nothing else changes what the site shows.
  disableSources: false,
  treatWarningsAsErrors: false,
  logLevel: LogLevel.Error,
  validation: { notExported: false, invalidLink: false, notDocumented: false },
});
const project: ProjectReflection | undefined = await app.convert();
if (!project) {
  console.error('check:examples: typedoc could not convert the entry points (run `npm run docs` to see why)');
  process.exit(1);
}

const hasExample = (comments: (Comment | undefined)[]): boolean =>
  comments.some((c) => c?.blockTags.some((t) => t.tag === '@example'));

const commentsOf = (r: DeclarationReflection): (Comment | undefined)[] => [
  r.comment,
  ...(r.signatures ?? []).map((s) => s.comment),
  // A class shows its constructor's example on its page too.
  ...(r.children ?? []).filter((c) => c.kind === ReflectionKind.Constructor).flatMap((c) => (c.signatures ?? []).map((s) => s.comment)),
];

/** Every reflection a reference type anywhere inside `type` points to. */
function namedIn(type: SomeType | undefined, out: Set<DeclarationReflection>): void {
  if (!type) return;
  type.visit({
    reference: (t) => {
      const target = t.reflection;
      if (target && 'kind' in target) out.add(target as DeclarationReflection);
      for (const a of t.typeArguments ?? []) namedIn(a, out);
    },
    array: (t) => namedIn(t.elementType, out),
    union: (t) => t.types.forEach((u) => namedIn(u, out)),
    intersection: (t) => t.types.forEach((u) => namedIn(u, out)),
    tuple: (t) => t.elements.forEach((u) => namedIn(u, out)),
    namedTupleMember: (t) => namedIn(t.element, out),
    optional: (t) => namedIn(t.elementType, out),
    rest: (t) => namedIn(t.elementType, out),
    typeOperator: (t) => namedIn(t.target, out),
    indexedAccess: (t) => {
      namedIn(t.objectType, out);
      namedIn(t.indexType, out);
    },
    conditional: (t) => [t.checkType, t.extendsType, t.trueType, t.falseType].forEach((u) => namedIn(u, out)),
    predicate: (t) => namedIn(t.targetType, out),
    reflection: (t) => {
      for (const s of t.declaration.signatures ?? []) {
        for (const p of s.parameters ?? []) namedIn(p.type, out);
        namedIn(s.type, out);
      }
    },
  });
}

interface Missing {
  where: string;
  entry: string;
  name: string;
  kind: 'function' | 'type';
}
const functions: DeclarationReflection[] = [];
const mainTypes = new Set<DeclarationReflection>();
const entryOf = new Map<DeclarationReflection, string>();
const typeKinds = ReflectionKind.Interface | ReflectionKind.TypeAlias | ReflectionKind.Class;

for (const entry of project.children ?? []) {
  for (const r of entry.children ?? []) {
    entryOf.set(r, entry.name);
    if (r.kindOf(ReflectionKind.Function)) {
      functions.push(r);
      if (CALLER_ENTRIES.includes(entry.name)) {
        for (const s of r.signatures ?? []) {
          for (const p of s.parameters ?? []) namedIn(p.type, mainTypes);
          namedIn(s.type, mainTypes);
        }
      }
    }
    if (r.kindOf(ReflectionKind.Class) && CALLER_ENTRIES.includes(entry.name)) mainTypes.add(r);
  }
}
const types = [...mainTypes].filter((r) => r.kindOf(typeKinds) && entryOf.has(r));

const whereOf = (r: DeclarationReflection): string => {
  const source = r.sources?.[0] ?? r.signatures?.[0]?.sources?.[0];
  return source ? `${relative(root, resolve(root, source.fullFileName))}:${source.line}` : '?';
};
/** The text of every `@example` on `r`'s page (its own, its signatures', its constructor's). */
const examplesOf = (r: DeclarationReflection): string[] =>
  commentsOf(r).flatMap((c) => c?.blockTags.filter((t) => t.tag === '@example') ?? []).map((t) => t.content.map((p) => p.text).join(''));

const entryNames = new Set((project.children ?? []).map((e) => e.name));
/** Every `import … from '<specifier>'` in an example, with the names it brings in. */
const importsIn = (text: string): { names: string[]; from: string }[] =>
  [...text.matchAll(/^\s*import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm)].map((m) => ({
    names: [...(m[1] ?? '').matchAll(/(?:^|[{,\s])(?:type\s+)?(\w+)(?:\s+as\s+\w+)?(?=\s*[,}]|\s*$)/g)].map((n) => n[1] ?? ''),
    from: m[2] ?? '',
  }));
/**
 * Why a function's examples do not show where its names come from, or undefined when they do: they
 * import the function itself from a public entry point, and the project's own modules only from
 * public entry points (`node:fs`, `zod`, `react` are a reader's own).
 */
function importProblem(r: DeclarationReflection, self = true): string | undefined {
  const entry = entryOf.get(r) ?? '?';
  const imports = examplesOf(r).flatMap(importsIn);
  // Node's and other packages' modules are fine (`node:fs`, `zod`); the project's own must be public.
  const inside = imports.filter((i) => /^(hexwar\b|\.|\/|src\/|games\/)/.test(i.from) && !entryNames.has(i.from));
  if (inside.length > 0) return `imports from ${inside.map((i) => `'${i.from}'`).join(', ')}, not a public entry point`;
  if (!imports.some((i) => entryNames.has(i.from))) return `no import line (import { ${r.name} } from '${entry}')`;
  if (self && !imports.some((i) => entryNames.has(i.from) && i.names.includes(r.name))) return `does not import ${r.name} itself (from '${entry}')`;
  return undefined;
}

const missing: Missing[] = [
  ...functions.filter((r) => !hasExample(commentsOf(r))).map((r) => ({ kind: 'function' as const, r })),
  ...types.filter((r) => !hasExample(commentsOf(r))).map((r) => ({ kind: 'type' as const, r })),
]
  .map(({ kind, r }) => ({ kind, where: whereOf(r), entry: entryOf.get(r) ?? '?', name: r.name }))
  .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));

// A function's example imports the function; a main type's imports what it uses from public entry points
// (a type is often shown through the functions that take it).
const unimported = [...functions, ...types]
  .filter((r) => hasExample(commentsOf(r)))
  .map((r) => ({ r, problem: importProblem(r, functions.includes(r)) }))
  .filter((u): u is { r: DeclarationReflection; problem: string } => u.problem !== undefined)
  .map(({ r, problem }) => ({ where: whereOf(r), entry: entryOf.get(r) ?? '?', name: r.name, problem }))
  .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));

for (const m of missing) console.log(`${m.where}  ${m.entry}  ${m.name}${m.kind === 'type' ? ' (type)' : ''}`);
for (const u of unimported) console.log(`${u.where}  ${u.entry}  ${u.name}: example ${u.problem}`);
const withExample = (list: DeclarationReflection[]): number => list.filter((r) => hasExample(commentsOf(r))).length;
console.log(
  `check:examples: functions ${withExample(functions)}/${functions.length} with an example, ` +
    `main types ${withExample(types)}/${types.length}; ${missing.length} missing, ` +
    `${unimported.length} example(s) of a function or main type without an import from a public entry point`,
);
process.exit(missing.length + unimported.length > 0 ? 1 : 0);
