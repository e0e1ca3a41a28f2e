import { lazy } from '../internal/lazy';
import * as z from 'zod';
import { directionBetween, offsetFromHex, tryLabelToHex, type HexLabelFormat } from '../hex';


/**
 * How a map's hexes are printed.
 *
 * @category Map
 */
export interface LabelFormatData {
  /** `"M7"` style (lettered columns) or `"2915"` style (four-digit column-row). */
  readonly style: 'letter-number' | 'column-row';
  /** Which printed columns (q) or rows (r) are shoved, after the Red Blob guide. */
  readonly offset: 'odd-q' | 'even-q' | 'odd-r' | 'even-r';
  /** Digits per part in column-row labels (default 2). */
  readonly digits?: number;
}

/**
 * A named place on the map: a city, a town, an airfield, an objective. A hex may
 * hold several (Seywa is both an airfield and a town).
 *
 * @category Map
 */
export interface Place {
  /** The printed label of its hex. */
  readonly label: string;
  /** Its name, e.g. `"Meiktila"`. */
  readonly name: string;
  /** What it is: `city`, `town`, `airfield`, `objective`, … */
  readonly kind: string;
  /** Victory points or any other value the game attaches to the place. */
  readonly value?: number;
  /** The side that owns the place at the start, if the game says. */
  readonly side?: string;
}

/**
 * An off-map box: an entry area, an interdiction box, a holding box.
 *
 * @category Map
 */
export interface OffMapBox {
  /** Its id, used by game data. */
  readonly id: string;
  /** Its printed name. */
  readonly name: string;
  /** What it is: `entry`, `interdiction`, … */
  readonly kind: string;
  /** The map edge the box sits beside, if any. */
  readonly edge?: 'north' | 'south' | 'east' | 'west';
  /** The map hexes the box feeds or watches, if any. */
  readonly hexes?: readonly string[];
}

/**
 * Terrain or features of one hex, where it differs from the default.
 *
 * @category Map
 */
export interface HexData {
  /** The printed label. */
  readonly label: string;
  /** Its terrain type, one of the map's `terrainTypes`. */
  readonly terrain?: string;
  /** Features inside the hex that are not places (improved positions, bridges). */
  readonly features?: readonly string[];
}

/**
 * Features on the side two adjacent hexes share.
 *
 * @category Map
 */
export interface HexsideData {
  /** The two adjacent hexes, by label. */
  readonly hexes: readonly [string, string];
  /** Its features, each one of the map's `hexsideTypes` (river, stream, embankment). */
  readonly features: readonly string[];
}

/**
 * A road, railroad or track as a run of adjacent hexes.
 *
 * @category Map
 */
export interface LinkData {
  /** One of the map's `linkTypes`. */
  readonly kind: string;
  /** Labels of the hexes it runs through, in order, each adjacent to the next. */
  readonly path: readonly string[];
}

/**
 * The plain, serialisable form of a map, as a game ships it.
 *
 * @category Map
 */
export interface MapData {
  /** An id for the map. */
  readonly id?: string;
  /** Its printed title. */
  readonly name?: string;
  /** Number of columns. */
  readonly columns: number;
  /** Number of rows. */
  readonly rows: number;
  /** The printed number of the first column (default 1, "A"). */
  readonly firstColumn?: number;
  /** The printed number of the first row (default 1). */
  readonly firstRow?: number;
  /** How hexes are labelled. */
  readonly labels: LabelFormatData;
  /** Labels of hexes inside the rectangle that are not part of the map (half hexes, sea). */
  readonly omit?: readonly string[];
  /** Every terrain type on the map, in a fixed order (at most 255). */
  readonly terrainTypes: readonly string[];
  /** Terrain of any hex not listed in `hexes`. */
  readonly defaultTerrain: string;
  /** Hexes that differ from the default. */
  readonly hexes?: readonly HexData[];
  /** Every hexside feature type (at most 32). */
  readonly hexsideTypes?: readonly string[];
  /** Hexside features. */
  readonly hexsides?: readonly HexsideData[];
  /** Every road/rail type (at most 32). */
  readonly linkTypes?: readonly string[];
  /** Roads and railroads. */
  readonly links?: readonly LinkData[];
  /** Named places. */
  readonly places?: readonly Place[];
  /** Off-map boxes. */
  readonly boxes?: readonly OffMapBox[];
  /** Named sets of edge hexes when the plain map edges are not what the game means. */
  readonly edges?: Readonly<Record<string, readonly string[]>>;
}

// Schemas are built on first use: importing the hex maths builds none (and pulls no zod into a bundle).
const name = () => z.string().min(1, 'must not be empty');
const label = () => z.string().min(1, 'must not be empty');

/**
 * How the map's hexes are printed: `"M7"` style (lettered columns) or `"2915"`
 * style (four-digit column-row), and which printed columns or rows are shifted.
 *
 * @category Map
 */
const labelFormatSchema = /* @__PURE__ */ lazy((): z.ZodType<LabelFormatData> =>
  z.object({
  style: z.enum(['letter-number', 'column-row']),
  offset: z.enum(['odd-q', 'even-q', 'odd-r', 'even-r']),
  digits: z.number().int().min(1).max(4).optional(),
  }),
);

/**
 * A named place on the map: a city, a town, an airfield, an objective. A hex may
 * hold several (Seywa is both an airfield and a town).
 *
 * @category Map
 */
const placeSchema = /* @__PURE__ */ lazy((): z.ZodType<Place> =>
  z.object({
  label: label(),
  name: name(),
  kind: name(),
  /** Victory points or any other value the game attaches to the place. */
  value: z.number().optional(),
  /** The side that owns the place at the start, if the game says. */
  side: z.string().optional(),
  }),
);

/**
 * An off-map box: an entry area, an interdiction box, a holding box.
 *
 * @category Map
 */
const boxSchema = /* @__PURE__ */ lazy((): z.ZodType<OffMapBox> =>
  z.object({
  id: name(),
  name: name(),
  kind: name(),
  /** The map edge the box sits beside, if any. */
  edge: z.enum(['north', 'south', 'east', 'west']).optional(),
  /** The map hexes the box feeds or watches, if any. */
  hexes: z.array(label()).optional(),
  }),
);

const rawMapSchema = () =>
  z.object({
  id: name().optional(),
  name: z.string().optional(),
  /** Printed column and row numbers run from `firstColumn`/`firstRow` (default 1). */
  columns: z.number().int().min(1).max(2048),
  rows: z.number().int().min(1).max(2048),
  firstColumn: z.number().int().min(1).optional(),
  firstRow: z.number().int().min(1).optional(),
  labels: labelFormatSchema(),
  /** Labels of hexes inside the rectangle that are not part of the map (half hexes, sea). */
  omit: z.array(label()).optional(),
  terrainTypes: z.array(name()).min(1).max(255),
  defaultTerrain: name(),
  hexes: z
    .array(
      z.object({
        label: label(),
        terrain: name().optional(),
        /** Features inside the hex that are not places (improved positions, bridges). */
        features: z.array(name()).optional(),
      }),
    )
    .optional(),
  hexsideTypes: z.array(name()).max(32).optional(),
  hexsides: z.array(z.object({ hexes: z.tuple([label(), label()]), features: z.array(name()).min(1) })).optional(),
  linkTypes: z.array(name()).max(32).optional(),
  links: z.array(z.object({ kind: name(), path: z.array(label()).min(2, 'a road or rail line needs at least two hexes') })).optional(),
  places: z.array(placeSchema()).optional(),
  boxes: z.array(boxSchema()).optional(),
  /** Named sets of edge hexes when the plain map edges are not what the game means. */
  edges: z.record(z.string(), z.array(label())).optional(),
  });



function labelFormatOf(m: MapData): HexLabelFormat {
  return m.labels.digits === undefined ? { style: m.labels.style, offset: m.labels.offset } : { style: m.labels.style, offset: m.labels.offset, digits: m.labels.digits };
}

/** Printed column/row of a label, or a reason it is not on this map. */
function locate(m: MapData, text: string): { col: number; row: number } | string {
  const parsed = tryLabelToHex(text, labelFormatOf(m));
  if (!parsed.ok) return parsed.error.message;
  const { col, row } = printedOf(m, parsed.hex);
  const c0 = m.firstColumn ?? 1;
  const r0 = m.firstRow ?? 1;
  if (col < c0 || col >= c0 + m.columns || row < r0 || row >= r0 + m.rows) return `"${text}" is not on a ${m.columns}×${m.rows} map`;
  return { col, row };
}

function printedOf(m: MapData, h: { q: number; r: number }) {
  return offsetFromHex(h, m.labels.offset);
}

/**
 * The zod schema for map data. Beyond shapes it checks every fact a designer can
 * get wrong: each label names a hex of this map, terrain and feature names are
 * declared, road and rail paths run hex to adjacent hex, hexsides join neighbours.
 * Errors carry the exact path, e.g. `hexes[12].label: "Z99" is not on a 17×27 map`.
 *
 * @category Map
 */
export const mapSchema = /* @__PURE__ */ lazy((): z.ZodType<MapData> => rawMapSchema().superRefine((m, ctx) => {
  const omitted = new Set<string>();
  const onMap = (text: string, path: (string | number)[]) => {
    const where = locate(m, text);
    if (typeof where === 'string') {
      ctx.addIssue({ code: 'custom', path, message: where });
      return false;
    }
    if (omitted.has(text)) {
      ctx.addIssue({ code: 'custom', path, message: `"${text}" is not part of the map (it is listed in omit)` });
      return false;
    }
    return true;
  };
  const declared = (list: readonly string[] | undefined, what: string, value: string, path: (string | number)[]) => {
    if (!(list ?? []).includes(value)) {
      ctx.addIssue({ code: 'custom', path, message: `"${value}" is not a declared ${what} (declared: ${(list ?? []).join(', ') || 'none'})` });
    }
  };
  // A type declared twice would be two ids for one name: the second's hexes and features would read as the first.
  for (const key of ['terrainTypes', 'hexsideTypes', 'linkTypes'] as const) {
    const first = new Map<string, number>();
    (m[key] ?? []).forEach((t, i) => {
      const before = first.get(t);
      if (before !== undefined) ctx.addIssue({ code: 'custom', path: [key, i], message: `"${t}" is declared twice (also ${key}[${before}])` });
      else first.set(t, i);
    });
  }
  (m.omit ?? []).forEach((l, i) => {
    if (onMap(l, ['omit', i])) omitted.add(l);
  });
  if (!m.terrainTypes.includes(m.defaultTerrain)) {
    ctx.addIssue({ code: 'custom', path: ['defaultTerrain'], message: `"${m.defaultTerrain}" is not one of terrainTypes (${m.terrainTypes.join(', ')})` });
  }
  const seen = new Map<string, number>();
  (m.hexes ?? []).forEach((h, i) => {
    if (!onMap(h.label, ['hexes', i, 'label'])) return;
    const before = seen.get(h.label);
    if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['hexes', i, 'label'], message: `"${h.label}" is listed twice (also at hexes[${before}])` });
    seen.set(h.label, i);
    if (h.terrain !== undefined) declared(m.terrainTypes, 'terrain type', h.terrain, ['hexes', i, 'terrain']);
  });
  const adjacent = (a: string, b: string, path: (string | number)[]) => {
    const fa = tryLabelToHex(a, labelFormatOf(m));
    const fb = tryLabelToHex(b, labelFormatOf(m));
    if (fa.ok && fb.ok && directionBetween(fa.hex, fb.hex) === undefined) {
      ctx.addIssue({ code: 'custom', path, message: `"${b}" is not adjacent to "${a}"` });
    }
  };
  (m.hexsides ?? []).forEach((s, i) => {
    const okA = onMap(s.hexes[0], ['hexsides', i, 'hexes', 0]);
    const okB = onMap(s.hexes[1], ['hexsides', i, 'hexes', 1]);
    if (okA && okB) adjacent(s.hexes[0], s.hexes[1], ['hexsides', i, 'hexes', 1]);
    s.features.forEach((f, j) => declared(m.hexsideTypes, 'hexside type', f, ['hexsides', i, 'features', j]));
  });
  (m.links ?? []).forEach((link, i) => {
    declared(m.linkTypes, 'link type', link.kind, ['links', i, 'kind']);
    // The hex before, if it is on the map (so the step from it can be judged).
    let prev: string | null = null;
    link.path.forEach((l, j) => {
      const ok = onMap(l, ['links', i, 'path', j]);
      if (ok && prev !== null) adjacent(prev, l, ['links', i, 'path', j]);
      prev = ok ? l : null;
    });
  });
  (m.places ?? []).forEach((p, i) => onMap(p.label, ['places', i, 'label']));
  (m.boxes ?? []).forEach((b, i) => (b.hexes ?? []).forEach((l, j) => onMap(l, ['boxes', i, 'hexes', j])));
  for (const [edge, labels] of Object.entries(m.edges ?? {})) labels.forEach((l, j) => onMap(l, ['edges', edge, j]));
}));
