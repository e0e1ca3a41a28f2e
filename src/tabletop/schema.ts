/**
 * zod schemas for the tabletop's data, each built on first use (never at import
 * time, so a bundle that does not validate tabletop data carries no zod) and
 * checking every fact a designer can get wrong, with the exact path:
 * `areas[3].polygon[2]: point (80, 10) is off a 72×48 table`.
 */
import * as z from 'zod';
import type { Base, FigureData, TeamData } from './figures';
import { polygonEdges, segmentsCross, type TablePoint } from './geometry';
import { inches, pt } from './format';
import type { RangeBand } from './measure';
import type { MovementProfile } from './profile';
import type { DirectionDie, ScatterTable } from './scatter';
import type { TableData } from './table';
import { TABLE_EPSILON, clean } from './tolerance';

type Path = (string | number)[];
type Issues = { addIssue(issue: { code: 'custom'; path: Path; message: string }): void };

/** Builds a value once, on first use. @internal */
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const nonEmpty = () => z.string().min(1, 'must not be empty');
const inchesNumber = () => z.number({ error: 'must be a number of inches' });
const finite = () => inchesNumber().transform(clean);
const positive = () => inchesNumber().positive('must be more than 0').transform(clean);

/** A point: `{ x, y }` in inches. @internal */
const pointSchema = /* @__PURE__ */ lazy((): z.ZodType<TablePoint> => z.object({ x: finite(), y: finite() }));

/** Twice the signed area of a polygon. */
function signedArea2(poly: readonly TablePoint[]): number {
  let s = 0;
  // Each corner with the one before it, the closing edge (last to first) first.
  let before = poly[poly.length - 1];
  for (const p of poly) {
    if (before) s += before.x * p.y - p.x * before.y;
    before = p;
  }
  return s;
}

/** Reports a polygon whose edges cross or that encloses nothing. @internal */
function checkSimplePolygon(poly: readonly TablePoint[], ctx: Issues, path: Path): void {
  const n = poly.length;
  if (n < 3) return;
  if (Math.abs(signedArea2(poly)) / 2 <= TABLE_EPSILON * TABLE_EPSILON) {
    ctx.addIssue({ code: 'custom', path, message: 'the polygon encloses no area (its corners lie on one line)' });
    return;
  }
  // Edge i runs from corner i to the next.
  const edges = polygonEdges(poly);
  for (const [i, [a, b]] of edges.entries()) {
    for (const [j, [c, d]] of edges.entries()) {
      if (j < i + 2) continue;
      if (i === 0 && j === n - 1) continue; // neighbours through the closing edge
      if (segmentsCross(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) {
        ctx.addIssue({ code: 'custom', path, message: `edges ${i} (from corner ${i}) and ${j} (from corner ${j}) cross; corners must go round the outline in order` });
        return;
      }
    }
  }
}

const polygon = () => z.array(pointSchema()).min(3, 'a polygon needs at least three corners');

const rawTable = /* @__PURE__ */ lazy(() =>
  z.object({
    id: nonEmpty().optional(),
    name: z.string().optional(),
    width: positive().pipe(z.number().max(10_000, 'must be at most 10000 inches')),
    height: positive().pipe(z.number().max(10_000, 'must be at most 10000 inches')),
    terrainTypes: z.record(
      nonEmpty(),
      z.object({
        sight: z.enum(['clear', 'blocks', 'hill']).optional(),
        seeInto: z.number().min(0, 'must be 0 or more').transform(clean).optional(),
        cover: z.boolean().optional(),
        concealment: z.number().min(0, 'must be from 0 to 1').max(1, 'must be from 0 to 1').transform(clean).optional(),
      }),
    ),
    zones: z.array(z.object({ id: nonEmpty(), kind: nonEmpty(), name: z.string().optional(), side: nonEmpty().optional(), polygon: polygon() })).optional(),
    edges: z
      .array(
        z.object({
          id: nonEmpty(),
          side: z.enum(['north', 'south', 'east', 'west']),
          name: z.string().optional(),
          from: finite().optional(),
          to: finite().optional(),
        }),
      )
      .optional(),
    areas: z.array(z.object({ id: nonEmpty(), type: nonEmpty(), name: z.string().optional(), polygon: polygon() })).optional(),
    obstacles: z
      .array(
        z.object({
          id: nonEmpty(),
          type: nonEmpty(),
          name: z.string().optional(),
          line: z.array(pointSchema()).min(2, 'an obstacle needs at least two points'),
          passable: z.boolean().optional(),
          cover: z.boolean().optional(),
          blocksSight: z.boolean().optional(),
        }),
      )
      .optional(),
    objects: z
      .array(
        z.object({
          id: nonEmpty(),
          kind: nonEmpty(),
          name: z.string().optional(),
          polygon: polygon(),
          cover: z.boolean().optional(),
          blocksSight: z.boolean().optional(),
          passable: z.boolean().optional(),
          whenDestroyed: z.object({ cover: z.boolean().optional(), blocksSight: z.boolean().optional(), passable: z.boolean().optional() }).optional(),
        }),
      )
      .optional(),
  }),
);

/**
 * The zod schema for table data, built on first use. Beyond shapes it checks
 * that every point lies on the table, polygons are simple, ids are unique, area
 * types are declared and named edges fit their side; each error names its exact
 * path, e.g. `areas[3].polygon[2]: point (80, 10) is off a 72×48 table`.
 *
 * @category Tabletop
 */
export const tableSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<TableData> =>
    rawTable().superRefine((t, ctx) => {
      const size = `${inches(t.width)}×${inches(t.height)}`;
      const onTable = (p: TablePoint, path: Path) => {
        if (p.x < -TABLE_EPSILON || p.y < -TABLE_EPSILON || p.x > t.width + TABLE_EPSILON || p.y > t.height + TABLE_EPSILON) {
          ctx.addIssue({ code: 'custom', path, message: `point ${pt(p)} is off a ${size} table` });
        }
      };
      const ids = new Map<string, string>();
      const unique = (id: string, path: Path, where: string) => {
        const before = ids.get(id);
        if (before !== undefined) ctx.addIssue({ code: 'custom', path, message: `id "${id}" is used twice (also at ${before})` });
        else ids.set(id, where);
      };
      const shape = (poly: readonly TablePoint[], path: Path) => {
        poly.forEach((p, i) => onTable(p, [...path, i]));
        checkSimplePolygon(poly, ctx, path);
      };
      (t.zones ?? []).forEach((zn, i) => {
        unique(zn.id, ['zones', i, 'id'], `zones[${i}]`);
        shape(zn.polygon, ['zones', i, 'polygon']);
      });
      (t.edges ?? []).forEach((e, i) => {
        unique(e.id, ['edges', i, 'id'], `edges[${i}]`);
        const length = e.side === 'north' || e.side === 'south' ? t.width : t.height;
        const from = e.from ?? 0;
        const to = e.to ?? length;
        if (from < -TABLE_EPSILON || from > length + TABLE_EPSILON) ctx.addIssue({ code: 'custom', path: ['edges', i, 'from'], message: `${inches(from)}" is not on the ${e.side} side, which is ${inches(length)}" long` });
        if (to < -TABLE_EPSILON || to > length + TABLE_EPSILON) ctx.addIssue({ code: 'custom', path: ['edges', i, 'to'], message: `${inches(to)}" is not on the ${e.side} side, which is ${inches(length)}" long` });
        if (to <= from) ctx.addIssue({ code: 'custom', path: ['edges', i, 'to'], message: `the edge must end (${inches(to)}") after it starts (${inches(from)}")` });
      });
      const declared = Object.keys(t.terrainTypes);
      (t.areas ?? []).forEach((a, i) => {
        unique(a.id, ['areas', i, 'id'], `areas[${i}]`);
        if (!Object.hasOwn(t.terrainTypes, a.type)) ctx.addIssue({ code: 'custom', path: ['areas', i, 'type'], message: `"${a.type}" is not a declared terrain type (declared: ${declared.join(', ') || 'none'})` });
        shape(a.polygon, ['areas', i, 'polygon']);
      });
      (t.obstacles ?? []).forEach((o, i) => {
        unique(o.id, ['obstacles', i, 'id'], `obstacles[${i}]`);
        o.line.forEach((p, j) => onTable(p, ['obstacles', i, 'line', j]));
      });
      (t.objects ?? []).forEach((o, i) => {
        unique(o.id, ['objects', i, 'id'], `objects[${i}]`);
        shape(o.polygon, ['objects', i, 'polygon']);
      });
    }),
);

/** A base. @internal */
const baseSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<Base> =>
    z.discriminatedUnion(
      'shape',
      [z.object({ shape: z.literal('round'), radius: positive() }), z.object({ shape: z.literal('rect'), length: positive(), width: positive() })],
      { error: 'a base is "round" (with a radius) or "rect" (with a length and a width)' },
    ),
);

/**
 * The zod schema for one figure's static data, built on first use.
 *
 * @category Tabletop
 */
export const figureSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<FigureData> =>
    z.object({
      id: nonEmpty(),
      side: nonEmpty(),
      class: nonEmpty(),
      base: baseSchema(),
      name: z.string().optional(),
      weapons: z.array(nonEmpty()).optional(),
      team: nonEmpty().optional(),
      capacity: z.number().int('must be a whole number').min(0, 'must be 0 or more').optional(),
    }),
);

/**
 * The zod schema for a list of figures and the teams they form, built on first
 * use: ids unique, every team member a figure of the team's side, each figure
 * in at most one team.
 *
 * @category Tabletop
 */
export const forcesSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<{ readonly figures: readonly FigureData[]; readonly teams?: readonly TeamData[] }> =>
    z
      .object({
        figures: z.array(figureSchema()),
        teams: z
          .array(
            z.object({
              id: nonEmpty(),
              side: nonEmpty(),
              name: z.string().optional(),
              members: z.array(z.object({ figure: nonEmpty(), role: nonEmpty().optional() })).min(1, 'a team needs at least one member'),
            }),
          )
          .optional(),
      })
      .superRefine((f, ctx) => {
        const byId = new Map<string, { index: number; side: string; team?: string }>();
        f.figures.forEach((fig, i) => {
          const before = byId.get(fig.id);
          if (before) ctx.addIssue({ code: 'custom', path: ['figures', i, 'id'], message: `id "${fig.id}" is used twice (also at figures[${before.index}])` });
          else byId.set(fig.id, { index: i, side: fig.side, ...(fig.team !== undefined ? { team: fig.team } : {}) });
        });
        const member = new Map<string, string>();
        (f.teams ?? []).forEach((team, i) => {
          team.members.forEach((m, j) => {
            const fig = byId.get(m.figure);
            const path = ['teams', i, 'members', j, 'figure'];
            if (!fig) ctx.addIssue({ code: 'custom', path, message: `"${m.figure}" is not a figure` });
            else if (fig.side !== team.side) ctx.addIssue({ code: 'custom', path, message: `"${m.figure}" fights for ${fig.side}, not ${team.side}` });
            else if (fig.team !== undefined && fig.team !== team.id) ctx.addIssue({ code: 'custom', path, message: `"${m.figure}" says it belongs to team "${fig.team}"` });
            const before = member.get(m.figure);
            if (before !== undefined) ctx.addIssue({ code: 'custom', path, message: `"${m.figure}" is already a member of team "${before}"` });
            else member.set(m.figure, team.id);
          });
        });
      }),
);

const rate = () => z.union([z.number().positive('a rate must be more than 0 inches (or "prohibited")').transform(clean), z.object({ times: z.number().min(0, 'must be 0 or more').transform(clean) }), z.literal('prohibited')]);

/**
 * The zod schema for a movement profile, built on first use.
 *
 * @category Tabletop
 */
export const movementProfileSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<MovementProfile> =>
    z.object({
      name: z.string().optional(),
      speed: positive(),
      zones: z.record(nonEmpty(), rate()).optional(),
      terrain: z.record(nonEmpty(), rate()).optional(),
      obstacles: z
        .record(
          nonEmpty(),
          z.union([
            z.enum(['free', 'when-passable', 'never']),
            z.object({ cross: z.enum(['free', 'when-passable', 'never']), cost: z.number().min(0, 'must be 0 or more').optional(), clears: z.boolean().optional() }),
          ]),
        )
        .optional(),
      reverse: rate().optional(),
    }),
);

/**
 * The zod schema for range bands, built on first use: limits positive and
 * increasing.
 *
 * @category Tabletop
 */
export const rangeBandsSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<readonly RangeBand[]> =>
    z
      .array(z.object({ upTo: positive(), band: nonEmpty() }))
      .min(1, 'at least one band')
      .superRefine((bands, ctx) => {
        bands.forEach((b, i) => {
          const before = bands[i - 1];
          if (before && !(b.upTo > before.upTo)) ctx.addIssue({ code: 'custom', path: [i, 'upTo'], message: `${inches(b.upTo)}" must be more than the band before (${inches(before.upTo)}")` });
        });
      }),
);

/**
 * The zod schema for a scatter table, built on first use: every face of the
 * die appears in exactly one row, misses have a distance.
 *
 * @category Tabletop
 */
export const scatterTableSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<ScatterTable> =>
    z
      .object({
        die: z.number().int('must be a whole number').min(2, 'a die has at least 2 sides'),
        entries: z
          .array(
            z.object({
              rolls: z.array(z.number().int('must be a whole number')).min(1, 'a row needs at least one roll'),
              result: z.enum(['on-target', 'long', 'short', 'left', 'right']),
              distance: z.number().positive('must be more than 0').optional(),
            }),
          )
          .min(1),
      })
      .superRefine((t, ctx) => {
        const row = new Map<number, number>();
        t.entries.forEach((e, i) => {
          e.rolls.forEach((r, j) => {
            if (r < 1 || r > t.die) ctx.addIssue({ code: 'custom', path: ['entries', i, 'rolls', j], message: `${r} is not a face of a d${t.die}` });
            const before = row.get(r);
            if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['entries', i, 'rolls', j], message: `${r} is already in entries[${before}]` });
            else row.set(r, i);
          });
          if (e.result !== 'on-target' && e.distance === undefined) ctx.addIssue({ code: 'custom', path: ['entries', i, 'distance'], message: `a ${e.result} miss needs a distance` });
        });
        for (let r = 1; r <= t.die; r++) if (!row.has(r)) ctx.addIssue({ code: 'custom', path: ['entries'], message: `a roll of ${r} on the d${t.die} has no row` });
      }),
);

/**
 * The zod schema for a direction die, built on first use.
 *
 * @category Tabletop
 */
export const directionDieSchema = /* @__PURE__ */ lazy(
  (): z.ZodType<DirectionDie> =>
    z.object({
      faces: z
        .array(z.union([z.literal('hit'), z.literal('arrow'), z.object({ bearing: finite(), relativeTo: z.enum(['table', 'line-of-fire']).optional() })]))
        .min(2, 'a die has at least 2 faces'),
    }),
);
