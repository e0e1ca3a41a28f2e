/**
 * `npm run check:examples`: every exported function and every main type shows
 * a reader an `@example` on its API page (issue 39 item 5).
 *
 * It converts the public entry points exactly as `npm run docs` does (typedoc,
 * `docs/typedoc.json`), so it judges the pages the API site shows, and lists
 * what has no `@example` tag as `file:line  entry  name`, exiting with 1 when
 * any is missing.
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
 * @example
 * ```sh
 * npm run check:examples   # what has none, then how many have one; exit 1 when any is missing
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
const missing: Missing[] = [
  ...functions.filter((r) => !hasExample(commentsOf(r))).map((r) => ({ kind: 'function' as const, r })),
  ...types.filter((r) => !hasExample(commentsOf(r))).map((r) => ({ kind: 'type' as const, r })),
]
  .map(({ kind, r }) => ({ kind, where: whereOf(r), entry: entryOf.get(r) ?? '?', name: r.name }))
  .sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));

for (const m of missing) console.log(`${m.where}  ${m.entry}  ${m.name}${m.kind === 'type' ? ' (type)' : ''}`);
const withExample = (list: DeclarationReflection[]): number => list.filter((r) => hasExample(commentsOf(r))).length;
console.log(
  `check:examples: functions ${withExample(functions)}/${functions.length} with an example, ` +
    `main types ${withExample(types)}/${types.length}; ${missing.length} missing`,
);
process.exit(missing.length > 0 ? 1 : 0);
