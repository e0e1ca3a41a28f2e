import { z } from 'zod';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { transition, initialTransition, setup, assign } from 'xstate';

// src/errors.ts
var HexwarError = class extends Error {
  /** Stable machine-readable code. */
  code;
  /** Builds an error from a violation; the message is the violation's message. */
  constructor(violation2) {
    super(violation2.message);
    this.name = "HexwarError";
    this.code = violation2.code;
    if (violation2.rule !== void 0) this.rule = violation2.rule;
    if (violation2.path !== void 0) this.path = violation2.path;
  }
  /** The error as a plain {@link RuleViolation}. */
  toJSON() {
    return {
      code: this.code,
      message: this.message,
      ...this.rule !== void 0 ? { rule: this.rule } : {},
      ...this.path !== void 0 ? { path: this.path } : {}
    };
  }
};

// src/validation.ts
function formatPath(path) {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}
function zodViolations(error, code = "bad-data") {
  return error.issues.map((issue) => {
    const path = formatPath(issue.path);
    return { code, path, message: path ? `${path}: ${issue.message}` : issue.message };
  });
}
function parseOrThrow(schema, input, what, code = "bad-data") {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = zodViolations(result.error, code);
  const first = problems[0];
  const more = problems.length > 1 ? `
${problems.slice(1, 20).map((p) => `  ${p.message}`).join("\n")}${problems.length > 20 ? `
  \u2026 and ${problems.length - 20} more` : ""}` : "";
  throw new HexwarError({
    code,
    message: `${what} is not valid: ${first.message}${more}`,
    ...first.path ? { path: first.path } : {}
  });
}

// src/hex/coords.ts
function mk(q, r) {
  return { q: q + 0, r: r + 0 };
}
var HEX_DIRECTIONS = Object.freeze([
  Object.freeze(mk(1, 0)),
  Object.freeze(mk(1, -1)),
  Object.freeze(mk(0, -1)),
  Object.freeze(mk(-1, 0)),
  Object.freeze(mk(-1, 1)),
  Object.freeze(mk(0, 1))
]);
function directionBetween(a, b) {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq === 1) return dr === 0 ? 0 : dr === -1 ? 1 : void 0;
  if (dq === 0) return dr === -1 ? 2 : dr === 1 ? 5 : void 0;
  if (dq === -1) return dr === 0 ? 3 : dr === 1 ? 4 : void 0;
  return void 0;
}
function hexDistance(a, b) {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}
function roundAxial(fq, fr) {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const qDiff = Math.abs(q - fq);
  const rDiff = Math.abs(r - fr);
  const sDiff = Math.abs(s - fs);
  if (qDiff > rDiff && qDiff > sDiff) q = -r - s;
  else if (rDiff > sDiff) r = -q - s;
  return mk(q, r);
}
function hexLinedraw(a, b) {
  const n2 = hexDistance(a, b);
  const aq = a.q + 1e-6;
  const ar = a.r + 1e-6;
  const bq = b.q + 1e-6;
  const br = b.r + 1e-6;
  const step = 1 / Math.max(n2, 1);
  const results = [];
  for (let i = 0; i <= n2; i++) {
    const t = step * i;
    results.push(roundAxial(aq * (1 - t) + bq * t, ar * (1 - t) + br * t));
  }
  return results;
}

// src/hex/offset.ts
function badConvention(convention) {
  return new HexwarError({
    code: "bad-offset-convention",
    message: `${JSON.stringify(convention)} is not an offset convention: use "odd-q", "even-q", "odd-r" or "even-r"`
  });
}
function offsetFromHex(h, convention) {
  const q = h.q;
  const r = h.r;
  switch (convention) {
    case "odd-q":
      return { col: q + 0, row: r + (q - (q & 1)) / 2 + 0 };
    case "even-q":
      return { col: q + 0, row: r + (q + (q & 1)) / 2 + 0 };
    case "odd-r":
      return { col: q + (r - (r & 1)) / 2 + 0, row: r + 0 };
    case "even-r":
      return { col: q + (r + (r & 1)) / 2 + 0, row: r + 0 };
    default:
      throw badConvention(convention);
  }
}
function offsetToHex(o, convention) {
  const col = o.col;
  const row = o.row;
  switch (convention) {
    case "odd-q":
      return { q: col + 0, r: row - (col - (col & 1)) / 2 + 0 };
    case "even-q":
      return { q: col + 0, r: row - (col + (col & 1)) / 2 + 0 };
    case "odd-r":
      return { q: col - (row - (row & 1)) / 2 + 0, r: row + 0 };
    case "even-r":
      return { q: col - (row + (row & 1)) / 2 + 0, r: row + 0 };
    default:
      throw badConvention(convention);
  }
}

// src/hex/label.ts
var OFFSETS = /* @__PURE__ */ new Set(["odd-q", "even-q", "odd-r", "even-r"]);
function labelError(message) {
  return new HexwarError({ code: "bad-label", message });
}
function columnLetters(n2) {
  if (!Number.isSafeInteger(n2) || n2 < 1) {
    throw labelError(`column ${String(n2)} has no letters: columns are numbered from 1 (A)`);
  }
  let s = "";
  let rest = n2;
  while (rest > 0) {
    rest -= 1;
    s = String.fromCharCode(65 + rest % 26) + s;
    rest = Math.floor(rest / 26);
  }
  return s;
}
function parseColumnLetters(letters) {
  if (letters.length === 0) return "no column letters";
  let n2 = 0;
  for (let i = 0; i < letters.length; i++) {
    const c = letters.charCodeAt(i);
    if (c < 65 || c > 90) {
      return c >= 97 && c <= 122 ? "column letters must be uppercase" : "column letters must be A to Z";
    }
    n2 = n2 * 26 + (c - 64);
  }
  return Number.isSafeInteger(n2) ? n2 : "too many column letters";
}
function checkFormat(format) {
  if (typeof format !== "object" || format === null) {
    return { code: "bad-label-format", message: "a hex label format must be an object with style and offset" };
  }
  if (format.style !== "letter-number" && format.style !== "column-row") {
    return {
      code: "bad-label-format",
      message: `${JSON.stringify(format.style)} is not a label style: use "letter-number" or "column-row"`
    };
  }
  if (!OFFSETS.has(format.offset)) {
    return {
      code: "bad-label-format",
      message: `${JSON.stringify(format.offset)} is not an offset convention: use "odd-q", "even-q", "odd-r" or "even-r"`
    };
  }
  const d = format.digits;
  if (d !== void 0 && (!Number.isSafeInteger(d) || d < 1 || d > 15)) {
    return { code: "bad-label-format", message: `label digits ${String(d)} must be a whole number from 1 to 15` };
  }
  return void 0;
}
function pad(n2, width) {
  return String(n2).padStart(width, "0");
}
function example(format) {
  const d = format.digits;
  if (format.style === "letter-number") return d === void 0 ? "M7" : `M${pad(7, d)}`;
  const w = d ?? 2;
  return pad(5, w) + pad(7, w);
}
function hexToLabel(h, format) {
  const bad3 = checkFormat(format);
  if (bad3 !== void 0) throw new HexwarError(bad3);
  const { col, row } = offsetFromHex(h, format.offset);
  if (col < 1 || row < 1) {
    throw labelError(
      `hex (${h.q},${h.r}) is at column ${col}, row ${row} in ${format.offset} numbering and has no label: printed numbers start at 1`
    );
  }
  if (format.style === "letter-number") {
    return columnLetters(col) + (format.digits === void 0 ? String(row) : pad(row, format.digits));
  }
  const w = format.digits ?? 2;
  const rowText = pad(row, w);
  if (rowText.length > w) {
    throw labelError(
      `hex (${h.q},${h.r}) is in row ${row}, which does not fit in ${w} digits: use a label format with more digits`
    );
  }
  return pad(col, w) + rowText;
}
var LETTER_NUMBER_RE = /^([A-Za-z]+)([0-9]+)$/;
var DIGITS_RE = /^[0-9]+$/;
function parseLabel(label2, format) {
  const bad3 = checkFormat(format);
  if (bad3 !== void 0) return bad3;
  const shown = JSON.stringify(label2) ?? String(label2);
  if (format.style === "letter-number") {
    const what2 = `${shown} is not a hex label of the form letter(s)+number like "${example(format)}"`;
    const m = typeof label2 === "string" ? LETTER_NUMBER_RE.exec(label2) : null;
    if (m === null) {
      const hint = typeof label2 === "string" && /[a-z]/.test(label2) ? " (letters must be uppercase)" : "";
      return { code: "bad-label", message: what2 + hint };
    }
    const col2 = parseColumnLetters(m[1]);
    if (typeof col2 === "string") return { code: "bad-label", message: `${what2}: ${col2}` };
    const row2 = Number(m[2]);
    if (row2 < 1) return { code: "bad-label", message: `${what2}: row numbers start at 1` };
    if (!Number.isSafeInteger(row2)) return { code: "bad-label", message: `${what2}: the row number is too large` };
    return offsetToHex({ col: col2, row: row2 }, format.offset);
  }
  const w = format.digits ?? 2;
  const what = `${shown} is not a hex label of the form column+row digits like "${example(format)}"`;
  if (typeof label2 !== "string" || !DIGITS_RE.test(label2)) return { code: "bad-label", message: what };
  if (label2.length <= w) {
    return { code: "bad-label", message: `${what}: the last ${w} digits are the row and the column comes before them` };
  }
  const col = Number(label2.slice(0, label2.length - w));
  const row = Number(label2.slice(label2.length - w));
  if (col < 1 || row < 1) return { code: "bad-label", message: `${what}: column and row numbers start at 1` };
  if (!Number.isSafeInteger(col)) return { code: "bad-label", message: `${what}: the column number is too large` };
  return offsetToHex({ col, row }, format.offset);
}
function labelToHex(label2, format) {
  const result = parseLabel(label2, format);
  if ("code" in result) throw new HexwarError(result);
  return result;
}
function tryLabelToHex(label2, format) {
  const result = parseLabel(label2, format);
  if ("code" in result) return { ok: false, error: result };
  return { ok: true, hex: result };
}
var name = z.string().min(1, "must not be empty");
var label = z.string().min(1, "must not be empty");
var labelFormatSchema = z.object({
  style: z.enum(["letter-number", "column-row"]),
  offset: z.enum(["odd-q", "even-q", "odd-r", "even-r"]),
  digits: z.number().int().min(1).max(4).optional()
});
var placeSchema = z.object({
  label,
  name,
  kind: name,
  /** Victory points or any other value the game attaches to the place. */
  value: z.number().optional(),
  /** The side that owns the place at the start, if the game says. */
  side: z.string().optional()
});
var boxSchema = z.object({
  id: name,
  name,
  kind: name,
  /** The map edge the box sits beside, if any. */
  edge: z.enum(["north", "south", "east", "west"]).optional(),
  /** The map hexes the box feeds or watches, if any. */
  hexes: z.array(label).optional()
});
var rawMapSchema = z.object({
  id: name.optional(),
  name: z.string().optional(),
  /** Printed column and row numbers run from `firstColumn`/`firstRow` (default 1). */
  columns: z.number().int().min(1).max(2048),
  rows: z.number().int().min(1).max(2048),
  firstColumn: z.number().int().min(1).optional(),
  firstRow: z.number().int().min(1).optional(),
  labels: labelFormatSchema,
  /** Labels of hexes inside the rectangle that are not part of the map (half hexes, sea). */
  omit: z.array(label).optional(),
  terrainTypes: z.array(name).min(1).max(255),
  defaultTerrain: name,
  hexes: z.array(
    z.object({
      label,
      terrain: name.optional(),
      /** Features inside the hex that are not places (improved positions, bridges). */
      features: z.array(name).optional()
    })
  ).optional(),
  hexsideTypes: z.array(name).max(32).optional(),
  hexsides: z.array(z.object({ hexes: z.tuple([label, label]), features: z.array(name).min(1) })).optional(),
  linkTypes: z.array(name).max(32).optional(),
  links: z.array(z.object({ kind: name, path: z.array(label).min(2, "a road or rail line needs at least two hexes") })).optional(),
  places: z.array(placeSchema).optional(),
  boxes: z.array(boxSchema).optional(),
  /** Named sets of edge hexes when the plain map edges are not what the game means. */
  edges: z.record(z.string(), z.array(label)).optional()
});
function labelFormatOf(m) {
  return m.labels.digits === void 0 ? { style: m.labels.style, offset: m.labels.offset } : { style: m.labels.style, offset: m.labels.offset, digits: m.labels.digits };
}
function locate(m, text) {
  const parsed = tryLabelToHex(text, labelFormatOf(m));
  if (!parsed.ok) return parsed.error.message;
  const { col, row } = printedOf(m, parsed.hex);
  const c0 = m.firstColumn ?? 1;
  const r0 = m.firstRow ?? 1;
  if (col < c0 || col >= c0 + m.columns || row < r0 || row >= r0 + m.rows) return `"${text}" is not on a ${m.columns}\xD7${m.rows} map`;
  return { col, row };
}
function printedOf(m, h) {
  return offsetFromHex(h, m.labels.offset);
}
var mapSchema = rawMapSchema.superRefine((m, ctx) => {
  const omitted = /* @__PURE__ */ new Set();
  const onMap = (text, path) => {
    const where = locate(m, text);
    if (typeof where === "string") {
      ctx.addIssue({ code: "custom", path, message: where });
      return false;
    }
    if (omitted.has(text)) {
      ctx.addIssue({ code: "custom", path, message: `"${text}" is not part of the map (it is listed in omit)` });
      return false;
    }
    return true;
  };
  const declared = (list2, what, value, path) => {
    if (!(list2 ?? []).includes(value)) {
      ctx.addIssue({ code: "custom", path, message: `"${value}" is not a declared ${what} (declared: ${(list2 ?? []).join(", ") || "none"})` });
    }
  };
  (m.omit ?? []).forEach((l, i) => {
    if (onMap(l, ["omit", i])) omitted.add(l);
  });
  if (!m.terrainTypes.includes(m.defaultTerrain)) {
    ctx.addIssue({ code: "custom", path: ["defaultTerrain"], message: `"${m.defaultTerrain}" is not one of terrainTypes (${m.terrainTypes.join(", ")})` });
  }
  const seen = /* @__PURE__ */ new Map();
  (m.hexes ?? []).forEach((h, i) => {
    if (!onMap(h.label, ["hexes", i, "label"])) return;
    const before = seen.get(h.label);
    if (before !== void 0) ctx.addIssue({ code: "custom", path: ["hexes", i, "label"], message: `"${h.label}" is listed twice (also at hexes[${before}])` });
    seen.set(h.label, i);
    if (h.terrain !== void 0) declared(m.terrainTypes, "terrain type", h.terrain, ["hexes", i, "terrain"]);
  });
  const adjacent = (a, b, path) => {
    const fa = tryLabelToHex(a, labelFormatOf(m));
    const fb = tryLabelToHex(b, labelFormatOf(m));
    if (fa.ok && fb.ok && directionBetween(fa.hex, fb.hex) === void 0) {
      ctx.addIssue({ code: "custom", path, message: `"${b}" is not adjacent to "${a}"` });
    }
  };
  (m.hexsides ?? []).forEach((s, i) => {
    const okA = onMap(s.hexes[0], ["hexsides", i, "hexes", 0]);
    const okB = onMap(s.hexes[1], ["hexsides", i, "hexes", 1]);
    if (okA && okB) adjacent(s.hexes[0], s.hexes[1], ["hexsides", i, "hexes", 1]);
    s.features.forEach((f2, j) => declared(m.hexsideTypes, "hexside type", f2, ["hexsides", i, "features", j]));
  });
  (m.links ?? []).forEach((link, i) => {
    declared(m.linkTypes, "link type", link.kind, ["links", i, "kind"]);
    let prevOk = false;
    link.path.forEach((l, j) => {
      const ok = onMap(l, ["links", i, "path", j]);
      if (ok && prevOk) adjacent(link.path[j - 1], l, ["links", i, "path", j]);
      prevOk = ok;
    });
  });
  (m.places ?? []).forEach((p, i) => onMap(p.label, ["places", i, "label"]));
  (m.boxes ?? []).forEach((b, i) => (b.hexes ?? []).forEach((l, j) => onMap(l, ["boxes", i, "hexes", j])));
  for (const [edge, labels] of Object.entries(m.edges ?? {})) labels.forEach((l, j) => onMap(l, ["edges", edge, j]));
});

// src/map/compile.ts
function compileMap(input) {
  const data = parseOrThrow(mapSchema, input, "map data", "bad-map");
  const fmt = data.labels.digits === void 0 ? { style: data.labels.style, offset: data.labels.offset } : { ...data.labels, digits: data.labels.digits };
  const c0 = data.firstColumn ?? 1;
  const r0 = data.firstRow ?? 1;
  const { columns, rows } = data;
  const omitted = new Set(data.omit ?? []);
  const gridCell = new Int32Array(columns * rows).fill(-1);
  const hexes = [];
  const labels = [];
  const byLabel = /* @__PURE__ */ new Map();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const h = offsetToHex({ col: col + c0, row: row + r0 }, data.labels.offset);
      const l = hexToLabel(h, fmt);
      if (omitted.has(l)) continue;
      gridCell[row * columns + col] = hexes.length;
      byLabel.set(l, hexes.length);
      hexes.push(h);
      labels.push(l);
    }
  }
  const size = hexes.length;
  const cellOf = (h) => {
    const o = offsetFromHex(h, data.labels.offset);
    const col = o.col - c0;
    const row = o.row - r0;
    if (col < 0 || col >= columns || row < 0 || row >= rows) return -1;
    return gridCell[row * columns + col];
  };
  const neighbors = new Int32Array(size * 6);
  for (let c = 0; c < size; c++) {
    const h = hexes[c];
    for (let d = 0; d < 6; d++) {
      const dir = HEX_DIRECTIONS[d];
      neighbors[c * 6 + d] = cellOf({ q: h.q + dir.q, r: h.r + dir.r });
    }
  }
  const terrainTypes = data.terrainTypes;
  const terrain = new Uint8Array(size).fill(terrainTypes.indexOf(data.defaultTerrain));
  const features = Array.from({ length: size }, () => []);
  for (const h of data.hexes ?? []) {
    const c = byLabel.get(h.label);
    if (h.terrain !== void 0) terrain[c] = terrainTypes.indexOf(h.terrain);
    if (h.features) features[c].push(...h.features);
  }
  const dirTo = (a, b) => {
    for (let d = 0; d < 6; d++) if (neighbors[a * 6 + d] === b) return d;
    return -1;
  };
  const hexsideTypes = data.hexsideTypes ?? [];
  const hexsides = new Uint32Array(size * 6);
  for (const s of data.hexsides ?? []) {
    const a = byLabel.get(s.hexes[0]);
    const b = byLabel.get(s.hexes[1]);
    let bits = 0;
    for (const f2 of s.features) bits |= 1 << hexsideTypes.indexOf(f2);
    const d = dirTo(a, b);
    hexsides[a * 6 + d] = (hexsides[a * 6 + d] | bits) >>> 0;
    hexsides[b * 6 + (d + 3) % 6] = (hexsides[b * 6 + (d + 3) % 6] | bits) >>> 0;
  }
  const linkTypes = data.linkTypes ?? [];
  const links = new Uint32Array(size * 6);
  for (const link of data.links ?? []) {
    const bit = 1 << linkTypes.indexOf(link.kind);
    for (let i = 1; i < link.path.length; i++) {
      const a = byLabel.get(link.path[i - 1]);
      const b = byLabel.get(link.path[i]);
      const d = dirTo(a, b);
      links[a * 6 + d] = (links[a * 6 + d] | bit) >>> 0;
      links[b * 6 + (d + 3) % 6] = (links[b * 6 + (d + 3) % 6] | bit) >>> 0;
    }
  }
  const places = data.places ?? [];
  const placesByCell = /* @__PURE__ */ new Map();
  for (const p of places) {
    const c = byLabel.get(p.label);
    const list2 = placesByCell.get(c) ?? [];
    list2.push(p);
    placesByCell.set(c, list2);
  }
  const edgeCells = (pick) => {
    const out = [];
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < columns; col++) {
        const c = gridCell[row * columns + col];
        if (c >= 0 && pick(col, row)) out.push(c);
      }
    return Int32Array.from(out);
  };
  const edges = {
    north: edgeCells((_, row) => row === 0),
    south: edgeCells((_, row) => row === rows - 1),
    west: edgeCells((col) => col === 0),
    east: edgeCells((col) => col === columns - 1)
  };
  for (const [edge, ls] of Object.entries(data.edges ?? {})) edges[edge] = Int32Array.from(ls.map((l) => byLabel.get(l)));
  const noPlaces = [];
  const map = {
    data,
    labelFormat: fmt,
    size,
    hexes,
    labels,
    neighbors,
    terrain,
    terrainTypes,
    hexsides,
    hexsideTypes,
    links,
    linkTypes,
    features,
    places,
    boxes: data.boxes ?? [],
    edges,
    cellOf,
    cellOfLabel(label2) {
      const c = byLabel.get(label2);
      if (c !== void 0) return c;
      const parsed = tryLabelToHex(label2, fmt);
      return parsed.ok ? cellOf(parsed.hex) : -1;
    },
    cell(label2) {
      const c = map.cellOfLabel(label2);
      if (c < 0) {
        const parsed = tryLabelToHex(label2, fmt);
        throw new HexwarError({
          code: "not-on-map",
          message: parsed.ok ? `"${label2}" is not a hex of this ${columns}\xD7${rows} map` : parsed.error.message
        });
      }
      return c;
    },
    placesIn: (c) => placesByCell.get(c) ?? noPlaces,
    hexsideBit: (f2) => {
      const i = hexsideTypes.indexOf(f2);
      return i < 0 ? 0 : 1 << i;
    },
    linkBit: (k) => {
      const i = linkTypes.indexOf(k);
      return i < 0 ? 0 : 1 << i;
    },
    terrainId: (n2) => terrainTypes.indexOf(n2)
  };
  return map;
}
function cellDistance(map, a, b) {
  const ha = map.hexes[a];
  const hb = map.hexes[b];
  const dq = ha.q - hb.q;
  const dr = ha.r - hb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

// src/movement/costs.ts
function compileCosts(map, costs) {
  const terrainCost = new Float64Array(map.terrainTypes.length);
  const linkOnly = new Uint8Array(map.terrainTypes.length);
  map.terrainTypes.forEach((t, id) => {
    const c = costs.terrain[t];
    if (c === void 0) throw new HexwarError({ code: "bad-costs", message: `the movement costs give no cost for terrain "${t}"`, path: `terrain.${t}` });
    if (c === "link only") linkOnly[id] = 1;
    terrainCost[id] = c === "prohibited" || c === "link only" ? Infinity : checkCost(c, `terrain.${t}`);
  });
  for (const t of Object.keys(costs.terrain)) {
    if (map.terrainId(t) < 0) throw new HexwarError({ code: "bad-costs", message: `the movement costs name terrain "${t}", which this map does not have (${map.terrainTypes.join(", ")})`, path: `terrain.${t}` });
  }
  const sideBits = [];
  for (const [f2, given] of Object.entries(costs.hexsides ?? {})) {
    const bit = map.hexsideBit(f2);
    if (bit === 0) throw new HexwarError({ code: "bad-costs", message: `the movement costs name hexside feature "${f2}", which this map does not have (${map.hexsideTypes.join(", ") || "none"})`, path: `hexsides.${f2}` });
    const c = typeof given === "object" ? given.cost : given;
    let from = null;
    if (typeof given === "object" && given.onlyFrom) {
      from = new Uint8Array(map.size);
      given.onlyFrom.forEach((l, i) => from[map.cellOfLabel(l) >= 0 ? map.cellOfLabel(l) : bad(`hexsides.${f2}.onlyFrom[${i}]`, `"${l}" is not a hex of the map`)] = 1);
    }
    sideBits.push({ bit, cost: c === "prohibited" || c === "link only" ? Infinity : checkCost(c, `hexsides.${f2}`), from });
  }
  const linkBits = [];
  for (const [k, c] of Object.entries(costs.links ?? {})) {
    const bit = map.linkBit(k);
    if (bit === 0) throw new HexwarError({ code: "bad-costs", message: `the movement costs name link "${k}", which this map does not have (${map.linkTypes.join(", ") || "none"})`, path: `links.${k}` });
    linkBits.push({ bit, cost: checkCost(c, `links.${k}`) });
  }
  const { size, neighbors, terrain, hexsides, links } = map;
  const step = new Float64Array(size * 6);
  const byLink = new Uint8Array(size * 6);
  const prohibitedCell = new Uint8Array(size);
  for (let c = 0; c < size; c++) prohibitedCell[c] = terrainCost[terrain[c]] === Infinity && !linkOnly[terrain[c]] ? 1 : 0;
  for (let e = 0; e < size * 6; e++) {
    const to = neighbors[e];
    if (to < 0) {
      step[e] = Infinity;
      continue;
    }
    if (prohibitedCell[to]) {
      step[e] = Infinity;
      continue;
    }
    let cost = costs.linksOnly ? Infinity : terrainCost[terrain[to]];
    const sides = hexsides[e];
    const from = Math.floor(e / 6);
    if (sides !== 0) {
      for (const s of sideBits) if (sides & s.bit) cost += s.from && !s.from[from] ? Infinity : s.cost;
    }
    const l = links[e];
    if (l !== 0) {
      for (const k of linkBits) {
        if (l & k.bit && k.cost < cost) {
          cost = k.cost;
          byLink[e] = 1;
        }
      }
    }
    step[e] = cost;
  }
  return { map, step, byLink, prohibitedCell, costs };
}
function bad(path, why) {
  throw new HexwarError({ code: "bad-costs", message: `movement costs at ${path}: ${why}`, path });
}
function checkCost(c, path) {
  if (!Number.isFinite(c) || c < 0) throw new HexwarError({ code: "bad-costs", message: `movement cost at ${path} must be a number of MP \u2265 0 or "prohibited", not ${c}`, path });
  return c;
}

// src/zoc/index.ts
function zonesOfControl(map, sources, reach = {}, out) {
  const zoc = out ?? new Uint8Array(map.size);
  let sideMask = 0;
  for (const f2 of reach.blockingHexsides ?? []) sideMask |= map.hexsideBit(f2);
  const blockedTerrain = new Uint8Array(256);
  for (const t of reach.blockingTerrain ?? []) {
    const id = map.terrainId(t);
    if (id >= 0) blockedTerrain[id] = 1;
  }
  const { neighbors, hexsides, terrain } = map;
  const hook = reach.reaches;
  for (const c of sources) {
    if (reach.includeOwnHex && zoc[c] < 255) zoc[c]++;
    for (let d = 0; d < 6; d++) {
      const n2 = neighbors[c * 6 + d];
      if (n2 < 0) continue;
      if ((hexsides[c * 6 + d] & sideMask) !== 0) continue;
      if (blockedTerrain[terrain[n2]]) continue;
      if (hook && !hook(c, n2, d)) continue;
      if (zoc[n2] < 255) zoc[n2]++;
    }
  }
  return zoc;
}
function uncontestedZoc(zoc, friendlyOccupied) {
  const out = new Uint8Array(zoc.length);
  for (let i = 0; i < zoc.length; i++) out[i] = friendlyOccupied[i] ? 0 : zoc[i];
  return out;
}
var ZocRule = {
  /** ZOC has no effect on movement. */
  none: { stopOnEntry: false, enterCost: 0, leaveCost: 0, zocToZoc: "allowed", mayLeave: true },
  /** Stop on entering enemy ZOC; a unit starting in it may leave, even straight into another. */
  stopOnEntry: { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: "allowed", mayLeave: true },
  /** Stop on entering; leaving is allowed but never straight into another enemy ZOC hex. */
  stopNoZocToZoc: { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: "forbidden", mayLeave: true },
  /** Locking ZOC: stop on entering, and a unit in enemy ZOC may not leave by movement. */
  locking: { stopOnEntry: true, enterCost: 0, leaveCost: 0, zocToZoc: "forbidden", mayLeave: false },
  /** Costed ZOC: extra MP to enter and to leave, no stop. */
  costed: (enterCost, leaveCost, zocToZoc = "allowed") => ({
    stopOnEntry: false,
    enterCost,
    leaveCost,
    zocToZoc,
    mayLeave: true
  })
};

// src/movement/heap.ts
var CellHeap = class {
  keys;
  vals;
  /** Number of entries. */
  length = 0;
  constructor(capacity = 64) {
    this.keys = new Float64Array(capacity);
    this.vals = new Int32Array(capacity);
  }
  /** Empties the heap, keeping its buffers. */
  clear() {
    this.length = 0;
  }
  /** Adds a cell with its cost. */
  push(key, val) {
    if (this.length === this.keys.length) this.grow();
    const keys = this.keys;
    const vals = this.vals;
    let i = this.length++;
    while (i > 0) {
      const p = i - 1 >> 1;
      const pk = keys[p];
      if (pk <= key) break;
      keys[i] = pk;
      vals[i] = vals[p];
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }
  /** The smallest cost; read before {@link CellHeap.pop}. */
  peekKey() {
    return this.keys[0];
  }
  /** Removes the entry with the smallest cost and returns its cell. */
  pop() {
    const keys = this.keys;
    const vals = this.vals;
    const top = vals[0];
    const n2 = --this.length;
    if (n2 > 0) {
      const key = keys[n2];
      const val = vals[n2];
      let i = 0;
      for (; ; ) {
        let c = 2 * i + 1;
        if (c >= n2) break;
        const r = c + 1;
        if (r < n2 && keys[r] < keys[c]) c = r;
        if (keys[c] >= key) break;
        keys[i] = keys[c];
        vals[i] = vals[c];
        i = c;
      }
      keys[i] = key;
      vals[i] = val;
    }
    return top;
  }
  grow() {
    const k = new Float64Array(this.keys.length * 2);
    k.set(this.keys);
    const v = new Int32Array(this.vals.length * 2);
    v.set(this.vals);
    this.keys = k;
    this.vals = v;
  }
};

// src/movement/search.ts
var scratch = /* @__PURE__ */ new Map();
function scratchFor(size) {
  let s = scratch.get(size);
  if (!s) {
    s = { heap: new CellHeap(64), order: new Int32Array(size), dist: new Float64Array(size), via: new Uint8Array(size), minimum: new Uint8Array(size), stamp: new Uint32Array(size), generation: 0 };
    scratch.set(size, s);
  }
  s.heap.clear();
  if (++s.generation === 4294967295) {
    s.stamp.fill(0);
    s.generation = 1;
  }
  return s;
}
function indexOf(cells, from) {
  const n2 = cells.length + 1;
  let cap = 8;
  while (cap < n2 * 2) cap <<= 1;
  const mask = cap - 1;
  const keys = new Int32Array(cap).fill(-1);
  const vals = new Int32Array(cap);
  const put = (cell, i) => {
    let h = Math.imul(cell, 2654435761) & mask;
    while (keys[h] !== -1) h = h + 1 & mask;
    keys[h] = cell;
    vals[h] = i;
  };
  put(from, 0);
  for (let i = 0; i < cells.length; i++) put(cells[i], i + 1);
  return (cell) => {
    let h = Math.imul(cell, 2654435761) & mask;
    for (; ; ) {
      const k = keys[h];
      if (k === cell) return vals[h];
      if (k === -1) return -1;
      h = h + 1 & mask;
    }
  };
}
function movementRange(q) {
  const { costs, from } = q;
  const map = costs.map;
  const size = map.size;
  if (!(from >= 0 && from < size)) throw new HexwarError({ code: "not-on-map", message: `cell ${from} is not on the map` });
  if (!(q.allowance >= 0)) throw new HexwarError({ code: "bad-allowance", message: `a movement allowance must be a number \u2265 0, not ${q.allowance}` });
  const forced = q.forcedMarch === true;
  const allowance = forced ? q.allowance * 2 : q.allowance;
  const sc = scratchFor(size);
  const reached = search(q, allowance, sc);
  const cells = sc.order.slice(0, reached);
  const dist = new Float64Array(reached + 1);
  const via = new Uint8Array(reached + 1);
  const minimum = q.minimumMove ? new Uint8Array(reached + 1) : null;
  for (let i = 0; i < reached; i++) {
    const c = cells[i];
    dist[i + 1] = sc.dist[c];
    via[i + 1] = sc.via[c];
    if (minimum) minimum[i + 1] = sc.minimum[c];
  }
  let index = null;
  const at2 = (cell) => (index ??= indexOf(cells, from))(cell);
  const neighbors = map.neighbors;
  const previousOf = (cell) => {
    const i = at2(cell);
    const d = i > 0 ? via[i] : 0;
    return d === 0 ? -1 : neighbors[cell * 6 + (d + 2) % 6];
  };
  return {
    from,
    allowance,
    cells,
    costTo: (cell) => {
      const i = at2(cell);
      return i < 0 ? Infinity : dist[i];
    },
    previousOf,
    canReach: (cell) => at2(cell) >= 0,
    pathTo(cell) {
      if (at2(cell) < 0) return [];
      const path = [];
      for (let c = cell; c !== -1; c = previousOf(c)) path.push(c);
      return path.reverse();
    },
    isMinimumMove: (cell) => {
      const i = at2(cell);
      return minimum !== null && i > 0 && minimum[i] === 1;
    }
  };
}
function search(q, allowance, sc) {
  const { costs, from } = q;
  const { dist, via, minimum, heap, order, stamp, generation } = sc;
  const forced = q.forcedMarch === true;
  const rule = q.zocRule ?? ZocRule.stopOnEntry;
  const zoc = q.enemyZoc;
  const enemy = q.enemyOccupied;
  const step = costs.step;
  const neighbors = costs.map.neighbors;
  const hook = q.stepCost;
  const enterExtra = q.extraCostToEnter;
  const leaveExtra = q.extraCostToLeave;
  const strictAt = q.noZocToZocAt;
  const { stopOnEntry, enterCost, leaveCost, mayLeave } = rule;
  const zocToZoc = rule.zocToZoc === "forbidden" ? Infinity : rule.zocToZoc === "allowed" ? 0 : rule.zocToZoc;
  const zocCosts = zoc !== void 0 && (enterCost !== 0 || leaveCost !== 0 || zocToZoc !== 0 || forced);
  const minimumMove = q.minimumMove === true && !forced && allowance > 0;
  let reached = 0;
  stamp[from] = generation;
  dist[from] = 0;
  via[from] = 0;
  minimum[from] = 0;
  heap.push(0, from);
  while (heap.length > 0) {
    const k = heap.peekKey();
    const u = heap.pop();
    if (k > dist[u]) continue;
    if (u !== from) order[reached++] = u;
    const uz = zoc !== void 0 && zoc[u] > 0;
    if (u !== from && (uz && stopOnEntry || k > allowance)) continue;
    if (uz && (!mayLeave || forced)) continue;
    const base = u * 6;
    for (let d = 0; d < 6; d++) {
      const v = neighbors[base + d];
      if (v < 0) continue;
      if (enemy !== void 0 && enemy[v]) continue;
      let c = step[base + d];
      if (zocCosts) {
        const vz = zoc[v] > 0;
        if (vz && forced) continue;
        if (uz) c += leaveCost;
        if (vz) c += enterCost;
        if (uz && vz) c += zocToZoc;
      }
      if (enterExtra !== void 0) c += enterExtra[v];
      if (leaveExtra !== void 0) c += leaveExtra[u];
      if (strictAt !== void 0 && (strictAt[u] || strictAt[v]) && zoc !== void 0 && zoc[u] > 0 && zoc[v] > 0) continue;
      if (hook) c = hook({ from: u, to: v, direction: d, cost: c, byLink: costs.byLink[base + d] === 1 });
      if (!(c < Infinity)) continue;
      const nc = k + c;
      const seen = stamp[v] === generation;
      if (seen && nc >= dist[v]) continue;
      if (nc > allowance) {
        if (!(minimumMove && u === from)) continue;
        minimum[v] = 1;
      } else minimum[v] = 0;
      stamp[v] = generation;
      dist[v] = nc;
      via[v] = d + 1;
      heap.push(nc, v);
    }
  }
  return reached;
}

// src/stacking/index.ts
var counts = (u, c) => !u.exempt && !(c.exempt?.(u) ?? false);
var at = (where) => where ? ` in ${where}` : "";
var cite = (rule) => rule ? ` (${rule})` : "";
function violation(message, rule) {
  return rule ? { code: "overstacked", message, rule } : { code: "overstacked", message };
}
var Stacking = {
  /** No limit. */
  unlimited: { describe: "no stacking limit", check: () => [] },
  /** At most `limit` units a hex. */
  count(limit, opts = {}) {
    return {
      describe: `at most ${limit} unit${limit === 1 ? "" : "s"} a hex`,
      ...opts.rule ? { rule: opts.rule } : {},
      check(units, where) {
        const n2 = units.filter((u) => counts(u, opts)).length;
        return n2 > limit ? [violation(`${n2} units${at(where)}: at most ${limit} may stack${cite(opts.rule)}`, opts.rule)] : [];
      }
    };
  },
  /** At most `limit` stacking points a hex, each unit weighing by its size (default weight 1). */
  weighted(limit, weights, opts = {}) {
    const weigh = (u) => u.size !== void 0 && weights[u.size] !== void 0 ? weights[u.size] : opts.defaultWeight ?? 1;
    return {
      describe: `at most ${limit} stacking points a hex`,
      ...opts.rule ? { rule: opts.rule } : {},
      check(units, where) {
        const total = units.filter((u) => counts(u, opts)).reduce((s, u) => s + weigh(u), 0);
        return total > limit ? [violation(`${total} stacking points${at(where)}: at most ${limit} may stack${cite(opts.rule)}`, opts.rule)] : [];
      }
    };
  },
  /**
   * Any number of units of one formation plus at most `others` units that are not
   * of it. The formation is whichever leaves the fewest others, so the player is
   * never penalised for the order units arrived in. A unit of the formation
   * counts as the formation whatever its kind (a tank brigade stacks whole with
   * its own armour); only units outside it are "others".
   *
   * @param others - how many units outside the formation may join it.
   * @param opts - `free` units that stack free (up to `freeCount` a hex, e.g.
   *   one armoured unit, Meiktila 8.2); `otherKinds` limits which units may be
   *   the others (by `size`, e.g. armour, artillery, independent); `orAny`
   *   allows any that many units of differing formations instead (Meiktila 6.3:
   *   two units of different brigades).
   */
  formation(others, opts = {}) {
    const otherOk = (u) => !opts.otherKinds || u.size !== void 0 && opts.otherKinds.includes(u.size);
    return {
      describe: `all units of one formation plus ${others} other${others === 1 ? "" : "s"}${opts.orAny ? `, or any ${opts.orAny} units` : ""}${opts.free ? `; ${opts.freeCount ?? 1} stack free` : ""}`,
      ...opts.rule ? { rule: opts.rule } : {},
      check(units, where) {
        let live = units.filter((u) => counts(u, opts));
        if (opts.free) {
          const candidates = live.filter(opts.free);
          let best = live;
          for (const choice of subsets(candidates, opts.freeCount ?? 1)) {
            const rest = live.filter((u) => !choice.includes(u));
            if (fits(rest)) {
              best = rest;
              break;
            }
          }
          live = best;
        }
        if (fits(live)) return [];
        return [
          violation(
            `${live.length} units${at(where)}: only one formation plus ${others} ${opts.otherKinds ? `${opts.otherKinds.join("/")} ` : ""}unit${others === 1 ? "" : "s"} may stack${opts.orAny ? `, or ${opts.orAny} units of differing formations` : ""}${cite(opts.rule)}`,
            opts.rule
          )
        ];
        function fits(list2) {
          if (opts.orAny !== void 0 && list2.length <= opts.orAny) return true;
          const byFormation = /* @__PURE__ */ new Map();
          for (const u of list2) if (u.formation !== void 0) byFormation.set(u.formation, [...byFormation.get(u.formation) ?? [], u]);
          if (byFormation.size === 0) return list2.length <= others && list2.every(otherOk);
          for (const members of byFormation.values()) {
            const rest = list2.filter((u) => !members.includes(u));
            if (rest.length <= others && rest.every(otherOk)) return true;
          }
          return false;
        }
      }
    };
  },
  /** A limit written as a function; return the violations. */
  custom(describe2, check, rule) {
    return { describe: describe2, check, ...rule ? { rule } : {} };
  }
};
function* subsets(items, k) {
  yield [];
  if (k <= 0) return;
  for (let i = 0; i < items.length; i++) for (const rest of subsets(items.slice(i + 1), k - 1)) yield [items[i], ...rest];
}

// src/supply/index.ts
function traceSupply(map, sources, rules, blocks = {}) {
  if (!(Number.isInteger(rules.maxOffRoad) && rules.maxOffRoad >= 0)) {
    throw new HexwarError({ code: "bad-supply-rules", message: `maxOffRoad must be a whole number \u2265 0, not ${rules.maxOffRoad}` });
  }
  const { size, neighbors, links, hexsides, terrain } = map;
  let roadMask = 0;
  for (const r of rules.roads) roadMask |= map.linkBit(r);
  let sideMask = 0;
  for (const f2 of rules.prohibitedHexsides ?? []) sideMask |= map.hexsideBit(f2);
  const badTerrain = new Uint8Array(256);
  for (const t of rules.prohibitedTerrain ?? []) {
    const id = map.terrainId(t);
    if (id >= 0) badTerrain[id] = 1;
  }
  const blocked = new Uint8Array(size);
  for (let c = 0; c < size; c++) {
    if (badTerrain[terrain[c]] || blocks.enemyOccupied && blocks.enemyOccupied[c] || blocks.enemyZoc && blocks.enemyZoc[c] || blocks.blocked && blocks.blocked(c)) blocked[c] = 1;
  }
  const max = rules.maxOffRoad;
  const offRoad = new Int16Array(size).fill(-1);
  const next = new Int32Array(size).fill(-1);
  const roadSources = [];
  const radiusSources = [];
  for (const s of sources) {
    if (!(s.cell >= 0 && s.cell < size)) throw new HexwarError({ code: "not-on-map", message: `supply source cell ${s.cell} is not on the map` });
    if (s.radius === void 0) roadSources.push(s.cell);
    else radiusSources.push(s);
  }
  let layer = [];
  for (const c of roadSources) {
    if (blocked[c] || offRoad[c] === 0) continue;
    offRoad[c] = 0;
    layer.push(c);
  }
  const seen = new Uint8Array(size);
  for (let k = 0; k <= max && layer.length > 0; k++) {
    const nextLayer = [];
    for (let i = 0; i < layer.length; i++) {
      const u = layer[i];
      if (seen[u] || offRoad[u] !== k) continue;
      seen[u] = 1;
      const base = u * 6;
      for (let d = 0; d < 6; d++) {
        const v = neighbors[base + d];
        if (v < 0 || blocked[v] || seen[v]) continue;
        const road = (links[base + d] & roadMask) !== 0;
        if (!road && (hexsides[base + d] & sideMask) !== 0) continue;
        const nk = road ? k : k + 1;
        if (nk > max) continue;
        const old = offRoad[v];
        if (old === -1 || nk < old) {
          offRoad[v] = nk;
          next[v] = u;
          (road ? layer : nextLayer).push(v);
        }
      }
    }
    layer = nextLayer;
  }
  if (radiusSources.length > 0) {
    const reach = new Int16Array(size).fill(-1);
    const from = new Int32Array(size).fill(-1);
    const sorted = [...radiusSources].sort((a, b) => b.radius - a.radius);
    let frontier = [];
    let si = 0;
    const top = sorted[0].radius;
    for (let left = top; left >= 0; left--) {
      while (si < sorted.length && sorted[si].radius === left) {
        const c = sorted[si++].cell;
        if (!blocked[c] && reach[c] < left) {
          reach[c] = left;
          from[c] = -1;
          frontier.push(c);
        }
      }
      const nextFrontier = [];
      for (const u of frontier) {
        if (reach[u] !== left || left === 0) continue;
        for (let d = 0; d < 6; d++) {
          const v = neighbors[u * 6 + d];
          if (v < 0 || blocked[v] || reach[v] >= left - 1) continue;
          if ((links[u * 6 + d] & roadMask) === 0 && (hexsides[u * 6 + d] & sideMask) !== 0) continue;
          reach[v] = left - 1;
          from[v] = u;
          nextFrontier.push(v);
        }
      }
      frontier = nextFrontier;
    }
    for (let c = 0; c < size; c++) {
      if (reach[c] >= 0 && offRoad[c] === -1) {
        offRoad[c] = max;
        next[c] = from[c];
      }
    }
  }
  return {
    offRoad,
    inSupply: (cell) => cell >= 0 && cell < size && offRoad[cell] >= 0,
    lineFrom(cell) {
      if (!(cell >= 0 && cell < size) || offRoad[cell] < 0) return [];
      const line = [];
      for (let c = cell; c !== -1 && line.length <= size; c = next[c]) line.push(c);
      return line;
    }
  };
}
function createRandomState(seed) {
  if (typeof seed === "string") {
    if (seed.length === 0 || seed.length > 64) throw new HexwarError({ code: "bad-seed", message: `a seed string must have 1 to 64 characters, not ${seed.length}` });
    return { seed, rng: stringWords(seed), draws: 0 };
  }
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) {
    throw new HexwarError({ code: "bad-seed", message: `seed ${describe(seed)} is neither a safe integer nor a string` });
  }
  const clean = seed === 0 ? 0 : seed;
  return { seed: clean, rng: seedWords(clean), draws: 0 };
}
function defaultSeed() {
  const c = globalThis.crypto;
  if (!c?.getRandomValues) throw new HexwarError({ code: "no-crypto", message: "this platform has no crypto.getRandomValues: pass a seed to createMatch" });
  const words = c.getRandomValues(new Uint32Array(2));
  return Array.from(words, (w) => w.toString(16).padStart(8, "0")).join("");
}
function stringWords(seed) {
  const words = [608135816, 2242054355, 320440878, 57701188];
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    for (let k = 0; k < 4; k++) words[k] = mix32((words[k] ^ c) + Math.imul(k + 1, 2654435769));
  }
  const out = words.map((w, k) => mix32(w ^ Math.imul(seed.length, k + 7)));
  return out.some((w) => w !== 0) ? out : [1, 0, 0, 0];
}
function seedWords(seed) {
  const lo = seed | 0;
  const hi = (seed - lo) / 4294967296 | 0;
  const words = [0, 1, 2, 3].map((i) => mix32(lo + Math.imul(i + 1, 2654435769) | 0) ^ mix32(hi + Math.imul(i + 1, 2246822507) | 0));
  return words.some((w) => w !== 0) ? words : [1, 0, 0, 0];
}
function mix32(x) {
  x = Math.imul(x ^ x >>> 16, 569420461);
  x = Math.imul(x ^ x >>> 15, 1935289751);
  return x ^ x >>> 15 | 0;
}
function checkRandomState(state) {
  const bad3 = (path, why) => {
    throw new HexwarError({ code: "bad-random-state", message: `random state is not valid: ${path} ${why}`, path });
  };
  if (typeof state !== "object" || state === null) bad3("random", "must be an object");
  if (!Number.isSafeInteger(state.seed) && (typeof state.seed !== "string" || state.seed.length === 0 || state.seed.length > 64)) bad3("seed", "must be a safe integer or a string of 1 to 64 characters");
  if (!Array.isArray(state.rng) || state.rng.length !== 4) bad3("rng", "must be an array of four 32-bit integers");
  state.rng.forEach((w, i) => {
    if (typeof w !== "number" || (w | 0) !== w) bad3(`rng[${i}]`, "must be a 32-bit integer");
  });
  if (state.rng.every((w) => w === 0)) bad3("rng", "must not be all zeros");
  if (!Number.isSafeInteger(state.draws) || state.draws < 0) bad3("draws", "must be a whole number");
  if (state.script !== void 0) {
    if (!Array.isArray(state.script)) bad3("script", "must be an array of numbers and strings");
    state.script.forEach((v, i) => {
      if (typeof v !== "string" && !Number.isSafeInteger(v)) bad3(`script[${i}]`, "must be a whole number or a string");
    });
  }
  return xoroshiro128plusFromState(state.rng);
}
function describe(value) {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}
function openRandom(state) {
  let gen = checkRandomState(state);
  const { seed } = state;
  const script = state.script ? [...state.script] : [];
  let scriptPos = 0;
  let draws = state.draws;
  const events = [];
  let current = void 0;
  const atomically = (run) => {
    const saved = { gen: gen.clone(), scriptPos, draws, count: events.length };
    try {
      return run();
    } catch (error) {
      gen = saved.gen;
      scriptPos = saved.scriptPos;
      draws = saved.draws;
      events.length = saved.count;
      current = void 0;
      throw error;
    }
  };
  const record = (event) => {
    events.push(event);
    draws += 1;
    current = void 0;
  };
  const scripted = () => scriptPos < script.length ? script[scriptPos] : void 0;
  const nextInt = (min, max, misfit) => {
    const value = scripted();
    if (value === void 0) return uniformInt(gen, min, max);
    if (typeof value !== "number" || value < min || value > max) badScript(misfit(value));
    scriptPos += 1;
    return value + 0;
  };
  const nextName = (pool, noun, where, purpose) => {
    const value = scripted();
    if (value === void 0) return uniformInt(gen, 0, pool.length - 1);
    if (typeof value !== "string") badScript(`scripted roll ${value} where a ${noun} was due (${purpose})`);
    const index = pool.indexOf(value);
    if (index < 0) badScript(`scripted ${noun} ${describe(value)} is not ${where} (${purpose})`);
    scriptPos += 1;
    return index;
  };
  const rollFace = (sides, purpose) => nextInt(
    1,
    sides,
    (v) => typeof v === "number" ? `scripted roll ${v} is not a face of a d${sides} (roll for: ${purpose})` : `scripted draw ${describe(v)} where a d${sides} roll was due (roll for: ${purpose})`
  );
  const shuffleInto = (items) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(gen, 0, i);
      const t = out[i];
      out[i] = out[j];
      out[j] = t;
    }
    return out;
  };
  const shuffleDeck = (deck, purpose) => {
    checkDeck(deck);
    checkPurpose(purpose);
    const drawPile = shuffleInto([...deck.drawPile, ...deck.discardPile]);
    record({ type: "shuffled", what: deck.id, purpose });
    return { ...deck, drawPile, discardPile: [] };
  };
  return {
    die(sides, purpose) {
      checkSides(sides, purpose);
      checkPurpose(purpose);
      return atomically(() => {
        const result = rollFace(sides, purpose);
        record({ type: "dieRolled", die: `d${sides}`, result, purpose });
        return result;
      });
    },
    dice(count, sides, purpose) {
      if (!Number.isSafeInteger(count) || count < 1) {
        throw new HexwarError({ code: "bad-dice", message: `cannot roll ${describe(count)} dice: give a whole number, 1 or more (roll for: ${purpose})` });
      }
      checkSides(sides, purpose);
      checkPurpose(purpose);
      return atomically(() => {
        const results = [];
        for (let i = 0; i < count; i++) results.push(rollFace(sides, purpose));
        const total = results.reduce((a, b) => a + b, 0);
        record({ type: "diceRolled", dice: `${count}d${sides}`, results: [...results], total, purpose });
        return { results, total };
      });
    },
    int(min, max, purpose) {
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
        throw new HexwarError({
          code: "bad-range",
          message: `cannot draw a number from ${describe(min)} to ${describe(max)}: give whole numbers with min <= max (draw for: ${purpose})`
        });
      }
      checkPurpose(purpose);
      return atomically(() => {
        const result = nextInt(
          min,
          max,
          (v) => typeof v === "number" ? `scripted number ${v} is not between ${min} and ${max} (draw for: ${purpose})` : `scripted draw ${describe(v)} where a number from ${min} to ${max} was due (draw for: ${purpose})`
        );
        record({ type: "numberDrawn", min, max, result, purpose });
        return result;
      });
    },
    pick(items, purpose) {
      if (!Array.isArray(items) || items.length === 0) {
        throw new HexwarError({ code: "empty-pick", message: `nothing to pick from: the list is empty (pick for: ${purpose})` });
      }
      checkPurpose(purpose);
      return atomically(() => {
        const max = items.length - 1;
        const value = scripted();
        let index;
        if (typeof value === "string") {
          index = items.indexOf(value);
          if (index < 0) badScript(`scripted pick ${describe(value)} is not one of the ${items.length} items (pick for: ${purpose})`);
          scriptPos += 1;
        } else {
          index = nextInt(0, max, (v) => `scripted pick ${v} is not an index of ${items.length} items (pick for: ${purpose})`);
        }
        record({ type: "numberDrawn", min: 0, max, result: index, purpose });
        return items[index];
      });
    },
    shuffle(items, purpose, what) {
      if (!Array.isArray(items)) throw new HexwarError({ code: "bad-shuffle", message: `only a list can be shuffled (shuffle for: ${purpose})` });
      checkPurpose(purpose);
      const out = shuffleInto(items);
      record({ type: "shuffled", what: what ?? `${items.length} items`, purpose });
      return out;
    },
    drawChit(cup2, purpose) {
      checkCup(cup2);
      checkPurpose(purpose);
      if (cup2.chits.length === 0) {
        throw new HexwarError({ code: "empty-cup", message: `cup ${describe(cup2.id)} is empty (draw for: ${purpose})` });
      }
      return atomically(() => {
        const index = nextName(cup2.chits, "chit", `in cup ${describe(cup2.id)}`, `draw for: ${purpose}`);
        const chit = cup2.chits[index];
        record({ type: "chitDrawn", cup: cup2.id, chit, purpose });
        return { chit, cup: { ...cup2, chits: cup2.chits.filter((_, i) => i !== index) } };
      });
    },
    returnChit(cup2, chit) {
      checkCup(cup2);
      if (typeof chit !== "string" || chit === "") {
        throw new HexwarError({ code: "bad-cup", message: `cannot put ${describe(chit)} into cup ${describe(cup2.id)}: a chit is a non-empty string` });
      }
      return { ...cup2, chits: [...cup2.chits, chit] };
    },
    shuffleDeck(deck, purpose) {
      return atomically(() => shuffleDeck(deck, purpose));
    },
    drawCard(deck, purpose, opts) {
      checkDeck(deck);
      checkPurpose(purpose);
      const reshuffle = opts?.reshuffle ?? true;
      if (deck.drawPile.length === 0 && (!reshuffle || deck.discardPile.length === 0)) {
        const why = deck.discardPile.length === 0 ? "has no cards left" : `has an empty draw pile and may not reshuffle its ${deck.discardPile.length} discards`;
        throw new HexwarError({ code: "empty-deck", message: `deck ${describe(deck.id)} ${why} (draw for: ${purpose})` });
      }
      return atomically(() => {
        const from = deck.drawPile.length === 0 ? shuffleDeck(deck, purpose) : deck;
        const value = scripted();
        const index = value === void 0 ? 0 : nextName(from.drawPile, "card", `in the draw pile of deck ${describe(from.id)}`, `draw for: ${purpose}`);
        const card = from.drawPile[index];
        record({ type: "cardDrawn", deck: from.id, card, purpose });
        return { card, deck: { ...from, drawPile: from.drawPile.filter((_, i) => i !== index) } };
      });
    },
    discard(deck, cards) {
      checkDeck(deck);
      if (!Array.isArray(cards) || cards.some((c) => typeof c !== "string" || c === "")) {
        throw new HexwarError({ code: "bad-deck", message: `cards discarded to deck ${describe(deck.id)} must be non-empty strings` });
      }
      return { ...deck, discardPile: [...deck.discardPile, ...cards] };
    },
    get state() {
      current ??= {
        seed,
        rng: [...gen.getState()],
        draws,
        ...scriptPos < script.length ? { script: script.slice(scriptPos) } : {}
      };
      return current;
    },
    get events() {
      return [...events];
    }
  };
}
function badScript(message) {
  throw new HexwarError({ code: "bad-script", message });
}
function checkPurpose(purpose) {
  if (typeof purpose !== "string" || purpose.trim() === "") {
    throw new HexwarError({ code: "missing-purpose", message: 'every draw must say what it is for (give a purpose such as "retreat check")' });
  }
}
function checkSides(sides, purpose) {
  if (typeof sides !== "number" || !Number.isSafeInteger(sides) || sides < 2) {
    throw new HexwarError({ code: "bad-die", message: `a die needs a whole number of sides, 2 or more (got ${describe(sides)}) (roll for: ${purpose})` });
  }
}
function checkCup(cup2) {
  if (typeof cup2 !== "object" || cup2 === null || !Array.isArray(cup2.chits)) {
    throw new HexwarError({ code: "bad-cup", message: "not a cup: expected { id, chits } (make one with createCup)" });
  }
}
function checkDeck(deck) {
  if (typeof deck !== "object" || deck === null || !Array.isArray(deck.drawPile) || !Array.isArray(deck.discardPile)) {
    throw new HexwarError({ code: "bad-deck", message: "not a deck: expected { id, drawPile, discardPile } (make one with createDeck)" });
  }
}
var positive = z.number().positive().finite();
var oddsColumnSchema = z.object({
  label: z.string().min(1),
  attack: positive,
  defence: positive
});
var differentialColumnSchema = z.object({
  label: z.string().min(1),
  min: z.number().finite()
});
function checkLabels(columns, ctx) {
  const seen = /* @__PURE__ */ new Map();
  columns.forEach((column, i) => {
    const earlier = seen.get(column.label);
    if (earlier !== void 0) {
      ctx.addIssue({
        code: "custom",
        path: ["columns", i, "label"],
        message: `"${column.label}" is already the label of columns[${earlier}]`
      });
    } else seen.set(column.label, i);
  });
}
var ratioTableSchema = z.object({
  kind: z.literal("ratio"),
  columns: z.array(oddsColumnSchema).min(1, "an odds table needs at least one column"),
  below: z.string().min(1),
  above: z.string().min(1),
  aboveFrom: z.object({ attack: positive, defence: positive }).optional()
}).superRefine((table, ctx) => {
  checkLabels(table.columns, ctx);
  for (let i = 1; i < table.columns.length; i++) {
    const prev = table.columns[i - 1];
    const col = table.columns[i];
    if (col.attack * prev.defence <= prev.attack * col.defence) {
      ctx.addIssue({
        code: "custom",
        path: ["columns", i],
        message: `${col.label} is not better odds than columns[${i - 1}] ${prev.label}; list columns from worst to best odds`
      });
    }
  }
  const last = table.columns[table.columns.length - 1];
  if (table.aboveFrom !== void 0) {
    if (table.above === "highest") {
      ctx.addIssue({
        code: "custom",
        path: ["aboveFrom"],
        message: `has no effect when above is 'highest'; name an outcome in above or drop aboveFrom`
      });
    } else if (table.aboveFrom.attack * last.defence <= last.attack * table.aboveFrom.defence) {
      ctx.addIssue({
        code: "custom",
        path: ["aboveFrom"],
        message: `${table.aboveFrom.attack}:${table.aboveFrom.defence} must be better odds than the last column ${last.label}`
      });
    }
  }
});
var differentialTableSchema = z.object({
  kind: z.literal("differential"),
  columns: z.array(differentialColumnSchema).min(1, "an odds table needs at least one column"),
  below: z.string().min(1),
  above: z.string().min(1),
  aboveFrom: z.number().finite().optional()
}).superRefine((table, ctx) => {
  checkLabels(table.columns, ctx);
  for (let i = 1; i < table.columns.length; i++) {
    const prev = table.columns[i - 1];
    const col = table.columns[i];
    if (col.min <= prev.min) {
      ctx.addIssue({
        code: "custom",
        path: ["columns", i, "min"],
        message: `${col.min} is not above columns[${i - 1}].min ${prev.min}; list columns from worst to best odds`
      });
    }
  }
  const last = table.columns[table.columns.length - 1];
  if (table.aboveFrom !== void 0) {
    if (table.above === "highest") {
      ctx.addIssue({
        code: "custom",
        path: ["aboveFrom"],
        message: `has no effect when above is 'highest'; name an outcome in above or drop aboveFrom`
      });
    } else if (table.aboveFrom <= last.min) {
      ctx.addIssue({
        code: "custom",
        path: ["aboveFrom"],
        message: `${table.aboveFrom} must be above the last column's min ${last.min}`
      });
    }
  }
});
z.discriminatedUnion("kind", [
  ratioTableSchema,
  differentialTableSchema
]);
var RATIO_LABEL = /^\s*(\d+(?:\.\d+)?)\s*[:\-–]\s*(\d+(?:\.\d+)?)\s*$/;
function gcd(a, b) {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
function decimalTerm(text) {
  const dot = text.indexOf(".");
  if (dot < 0) return { n: Number(text), scale: 1 };
  const places = text.length - dot - 1;
  return { n: Number(text.replace(".", "")), scale: 10 ** places };
}
function ratioColumns(labels) {
  return labels.map((label2, i) => {
    const match = RATIO_LABEL.exec(label2);
    if (match === null) {
      throw new HexwarError({
        code: "bad-odds-label",
        message: `odds label "${label2}" is not a ratio like "3:2" or "1-2"`,
        path: `[${i}]`
      });
    }
    const a = decimalTerm(match[1]);
    const d = decimalTerm(match[2]);
    if (a.n <= 0 || d.n <= 0) {
      throw new HexwarError({
        code: "bad-odds-label",
        message: `odds label "${label2}" needs both terms above zero`,
        path: `[${i}]`
      });
    }
    const label22 = label2.trim();
    if (a.scale === 1 && d.scale === 1) return { label: label22, attack: a.n, defence: d.n };
    const attack = a.n * d.scale;
    const defence = d.n * a.scale;
    const g = gcd(attack, defence);
    return { label: label22, attack: attack / g, defence: defence / g };
  });
}
function checkStrength(value, side) {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new HexwarError({
      code: "bad-strength",
      message: `${side} strength must be a finite number of at least 0, not ${String(value)}`
    });
  }
}
function oddsColumn(attack, defence, table) {
  checkStrength(attack, "attack");
  checkStrength(defence, "defence");
  const columns = table.columns;
  if (columns.length === 0) {
    throw new HexwarError({ code: "bad-odds-table", message: "the odds table has no columns" });
  }
  const last = columns.length - 1;
  let ratio;
  let index = -1;
  let aboveReached;
  if (table.kind === "ratio") {
    ratio = defence === 0 ? null : attack / defence;
    const top = table.columns[last];
    const from = table.aboveFrom ?? { attack: top.attack + top.defence, defence: top.defence };
    aboveReached = defence === 0 || attack * from.defence >= defence * from.attack;
    for (let i = last; i >= 0; i--) {
      const col = table.columns[i];
      if (defence === 0 || attack * col.defence >= defence * col.attack) {
        index = i;
        break;
      }
    }
  } else {
    ratio = attack - defence;
    const from = table.aboveFrom ?? table.columns[last].min + 1;
    aboveReached = ratio >= from;
    for (let i = last; i >= 0; i--) {
      if (ratio >= table.columns[i].min) {
        index = i;
        break;
      }
    }
  }
  if (aboveReached && table.above !== "highest") {
    return { kind: "above", outcome: table.above, ratio };
  }
  if (index < 0) {
    if (table.below !== "lowest") return { kind: "below", outcome: table.below, ratio };
    index = 0;
  }
  return { kind: "column", index, label: columns[index].label, ratio };
}
function oddsPosition(odds, table) {
  if (odds.kind === "column") return odds.index;
  return odds.kind === "below" ? -1 : table.columns.length;
}
z.object({
  shift: z.int(),
  reason: z.string().min(1),
  rule: z.string().min(1).optional(),
  side: z.enum(["attacker", "defender"]).optional()
});
function columnCount(table) {
  const n2 = typeof table === "number" ? table : typeof table.columns === "number" ? table.columns : table.columns.length;
  if (!Number.isInteger(n2) || n2 < 1) {
    throw new HexwarError({ code: "bad-column", message: `a table needs at least one column, not ${String(n2)}` });
  }
  return n2;
}
function checkCap(value, name2) {
  if (value !== void 0 && (!Number.isInteger(value) || value < 0)) {
    throw new HexwarError({
      code: "bad-shift",
      message: `${name2} must be a whole number of columns of at least 0, not ${String(value)}`
    });
  }
}
function shiftColumn(base, shifts, table, opts = {}) {
  const n2 = columnCount(table);
  if (!Number.isInteger(base)) {
    throw new HexwarError({ code: "bad-column", message: `column position must be a whole number, not ${String(base)}` });
  }
  checkCap(opts.maxRight, "maxRight");
  checkCap(opts.maxLeft, "maxLeft");
  let right = 0;
  let left = 0;
  for (const s of shifts) {
    if (!Number.isInteger(s.shift)) {
      throw new HexwarError({
        code: "bad-shift",
        message: `column shift for "${s.reason}" must be a whole number, not ${String(s.shift)}`,
        ...s.rule !== void 0 ? { rule: s.rule } : {}
      });
    }
    if (s.shift > 0) right += s.shift;
    else left -= s.shift;
  }
  const maxRight = opts.maxRight ?? Infinity;
  const maxLeft = opts.maxLeft ?? Infinity;
  const raw = right - left;
  let net2;
  let capped;
  if (opts.cancel === "after-caps") {
    net2 = Math.min(right, maxRight) - Math.min(left, maxLeft);
    capped = right > maxRight || left > maxLeft;
  } else {
    net2 = Math.max(-maxLeft, Math.min(maxRight, raw));
    capped = net2 !== raw;
  }
  net2 = net2 + 0;
  const target = base + net2;
  const index = Math.max(0, Math.min(n2 - 1, target));
  const result = { index, raw, net: net2, applied: index - base + 0, capped };
  if (target < 0) return { ...result, offTable: "below" };
  if (target > n2 - 1) return { ...result, offTable: "above" };
  return result;
}
function rowRange(row) {
  return typeof row.roll === "number" ? [row.roll, row.roll] : [row.roll[0], row.roll[1]];
}
function plural(n2, word) {
  return `${n2} ${word}${n2 === 1 ? "" : "s"}`;
}
function rolls(low, high) {
  return low === high ? `roll ${low}` : `rolls ${low}\u2013${high}`;
}
var crtBaseSchema = z.object({
  id: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1, "a combat results table needs at least one column"),
  die: z.object({ count: z.int().min(1), sides: z.int().min(2) }),
  rows: z.array(
    z.object({
      roll: z.union([z.int(), z.tuple([z.int(), z.int()])]),
      results: z.array(z.string().min(1))
    })
  ).min(1, "a combat results table needs at least one row"),
  minRoll: z.int().optional(),
  maxRoll: z.int().optional()
});
var crtSchema = crtBaseSchema.superRefine((crt2, ctx) => {
  const seen = /* @__PURE__ */ new Map();
  crt2.columns.forEach((label2, i) => {
    const earlier = seen.get(label2);
    if (earlier !== void 0) {
      ctx.addIssue({ code: "custom", path: ["columns", i], message: `"${label2}" is already columns[${earlier}]` });
    } else seen.set(label2, i);
  });
  crt2.rows.forEach((row, i) => {
    if (row.results.length !== crt2.columns.length) {
      ctx.addIssue({
        code: "custom",
        path: ["rows", i, "results"],
        message: `has ${plural(row.results.length, "result")} but the table has ${plural(crt2.columns.length, "column")}`
      });
    }
  });
  const lowest = crt2.die.count;
  const highest = crt2.die.count * crt2.die.sides;
  const min = crt2.minRoll ?? lowest;
  const max = crt2.maxRoll ?? highest;
  if (min > lowest) {
    ctx.addIssue({
      code: "custom",
      path: ["minRoll"],
      message: `${min} is above the lowest roll of ${crt2.die.count}d${crt2.die.sides}, ${lowest}`
    });
  }
  if (max < highest) {
    ctx.addIssue({
      code: "custom",
      path: ["maxRoll"],
      message: `${max} is below the highest roll of ${crt2.die.count}d${crt2.die.sides}, ${highest}`
    });
  }
  const ranges = crt2.rows.map((row, i) => ({ i, range: rowRange(row) }));
  let ordered = true;
  for (const { i, range } of ranges) {
    const [low, high] = range;
    if (low > high) {
      ctx.addIssue({ code: "custom", path: ["rows", i, "roll"], message: `range ${low}\u2013${high} runs backwards` });
      ordered = false;
    } else if (low < min || high > max) {
      const hint = low < min ? `; set minRoll to ${low} if modifiers can reach it` : `; set maxRoll to ${high} if modifiers can reach it`;
      ctx.addIssue({
        code: "custom",
        path: ["rows", i, "roll"],
        message: `${rolls(low, high)} reach outside the table's rolls ${min}\u2013${max}${hint}`
      });
      ordered = false;
    }
  }
  if (!ordered) return;
  const sorted = [...ranges].sort((a, b) => a.range[0] - b.range[0] || a.i - b.i);
  let next = min;
  let previous;
  for (const row of sorted) {
    const [low, high] = row.range;
    if (low > next) {
      ctx.addIssue({
        code: "custom",
        path: ["rows", row.i, "roll"],
        message: previous === void 0 ? `no row for ${rolls(next, low - 1)}: the first row starts at ${low} but rolls start at ${min}` : `no row for ${rolls(next, low - 1)}: rows[${previous.i}] ends at ${previous.range[1]} and rows[${row.i}] starts at ${low}`
      });
    } else if (low < next && previous !== void 0) {
      const overlapHigh = Math.min(high, next - 1);
      ctx.addIssue({
        code: "custom",
        path: ["rows", row.i, "roll"],
        message: `${rolls(low, overlapHigh)} also in rows[${previous.i}]; each roll belongs to one row`
      });
    }
    if (previous === void 0 || high > previous.range[1]) previous = row;
    next = Math.max(next, high + 1);
  }
  if (next <= max) {
    ctx.addIssue({
      code: "custom",
      path: ["rows"],
      message: `no row for ${rolls(next, max)}: the last row ends at ${next - 1} but rolls go up to ${max}`
    });
  }
});
function parseCrt(input) {
  return parseOrThrow(crtSchema, input, "combat results table", "bad-crt");
}
function crtLookup(crt2, columnIndex, roll) {
  if (!Number.isInteger(columnIndex) || columnIndex < 0 || columnIndex >= crt2.columns.length) {
    throw new HexwarError({
      code: "bad-column",
      message: `${crt2.id} has columns 0\u2013${crt2.columns.length - 1}, not ${String(columnIndex)}`
    });
  }
  if (!Number.isInteger(roll)) {
    throw new HexwarError({ code: "bad-roll", message: `a die roll must be a whole number, not ${String(roll)}` });
  }
  let first = crt2.rows[0];
  let last = crt2.rows[0];
  for (const row of crt2.rows) {
    const [low, high] = rowRange(row);
    if (low <= roll && roll <= high) return resultOf(crt2, row, columnIndex);
    if (first === void 0 || low < rowRange(first)[0]) first = row;
    if (last === void 0 || high > rowRange(last)[1]) last = row;
  }
  if (first !== void 0 && roll < rowRange(first)[0]) return resultOf(crt2, first, columnIndex);
  if (last !== void 0 && roll > rowRange(last)[1]) return resultOf(crt2, last, columnIndex);
  throw new HexwarError({ code: "bad-crt", message: `${crt2.id} has no row for roll ${roll}` });
}
function resultOf(crt2, row, columnIndex) {
  const result = row.results[columnIndex];
  if (result === void 0) {
    throw new HexwarError({ code: "bad-crt", message: `${crt2.id}: a row has no result for column ${columnIndex}` });
  }
  return result;
}

// src/flow/sequence.ts
function defineSequence(sequence2) {
  checkSequence(sequence2);
  return sequence2;
}
var NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
var RESERVED = /* @__PURE__ */ new Set(["over"]);
var PHASE_KEYS = /* @__PURE__ */ new Set(["phase", "rule", "when"]);
var LOOP_KEYS = /* @__PURE__ */ new Set(["loop", "while", "steps", "rule", "when"]);
var SIDES_KEYS = /* @__PURE__ */ new Set(["sides", "steps", "name", "rule", "when"]);
var SEQUENCE_KEYS = /* @__PURE__ */ new Set(["setup", "turns", "steps", "gameOver"]);
function stepName(step) {
  if ("phase" in step) return step.phase;
  if ("loop" in step) return step.loop;
  return step.name ?? "playerTurn";
}
function bad2(code, message, path) {
  throw new HexwarError({ code, message, path });
}
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function checkName(name2, what, path) {
  if (typeof name2 !== "string" || !NAME.test(name2)) {
    bad2("bad-name", `${what} ${JSON.stringify(name2)} must be letters, digits, _ or -, starting with a letter`, path);
  }
  if (RESERVED.has(name2)) bad2("reserved-name", `"${name2}" is reserved by the sequence of play`, path);
}
function checkKeys(obj, allowed, path) {
  for (const key of Object.keys(obj)) {
    if (!allowed.has(key)) bad2("unknown-field", `unknown field "${key}" in a sequence step`, path ? `${path}.${key}` : key);
  }
}
function checkSequence(sequence2) {
  const phases2 = [];
  const guards = [];
  if (!isObject(sequence2)) bad2("bad-sequence", "a sequence of play must be an object", "");
  checkKeys(sequence2, SEQUENCE_KEYS, "");
  const turns = sequence2.turns;
  if (typeof turns !== "number" || !Number.isInteger(turns) || turns < 1) {
    bad2("bad-turns", `turns must be a whole number of at least 1, not ${String(turns)}`, "turns");
  }
  if (sequence2.gameOver !== void 0) {
    checkName(sequence2.gameOver, "guard", "gameOver");
    guards.push({ guard: sequence2.gameOver, path: "gameOver" });
  }
  const walk = (steps, path, inSides, loops) => {
    if (!Array.isArray(steps)) bad2("bad-steps", "steps must be a list", path);
    if (steps.length === 0) bad2("empty-steps", "a list of steps may not be empty", path);
    const seen = /* @__PURE__ */ new Set();
    steps.forEach((step, i) => {
      const at2 = `${path}[${i}]`;
      if (!isObject(step)) bad2("bad-step", "a step must be an object", at2);
      const kinds = ["phase", "loop", "sides"].filter((k) => k in step);
      if (kinds.length !== 1) bad2("bad-step", "a step must have exactly one of phase, loop or sides", at2);
      const s = step;
      if (s.rule !== void 0 && typeof s.rule !== "string") bad2("bad-rule", "rule must be a string", `${at2}.rule`);
      if (s.when !== void 0) {
        checkName(s.when, "guard", `${at2}.when`);
        guards.push({ guard: s.when, path: `${at2}.when` });
      }
      if ("phase" in s) {
        checkKeys(step, PHASE_KEYS, at2);
        checkName(s.phase, "phase", `${at2}.phase`);
        if (!phases2.includes(s.phase)) phases2.push(s.phase);
      } else if ("loop" in s) {
        checkKeys(step, LOOP_KEYS, at2);
        checkName(s.loop, "loop", `${at2}.loop`);
        if (loops.includes(s.loop)) bad2("nested-loop-name", `loop "${s.loop}" is nested in a loop of the same name`, `${at2}.loop`);
        checkName(s.while, "guard", `${at2}.while`);
        guards.push({ guard: s.while, path: `${at2}.while` });
        walk(s.steps, `${at2}.steps`, inSides, [...loops, s.loop]);
      } else {
        checkKeys(step, SIDES_KEYS, at2);
        if (inSides) bad2("nested-sides", "player turns may not be nested in player turns", at2);
        if (s.name !== void 0) checkName(s.name, "player-turn block", `${at2}.name`);
        if (!Array.isArray(s.sides) || s.sides.length === 0) bad2("bad-sides", "sides must be a non-empty list", `${at2}.sides`);
        s.sides.forEach((side, j) => {
          if (typeof side !== "string" || side === "") bad2("bad-sides", "a side must be a non-empty string", `${at2}.sides[${j}]`);
          if (s.sides.indexOf(side) !== j) bad2("bad-sides", `side "${side}" is listed twice`, `${at2}.sides[${j}]`);
        });
        walk(s.steps, `${at2}.steps`, true, loops);
      }
      const name2 = stepName(s);
      if (seen.has(name2)) bad2("duplicate-step", `two steps of the same block are both named "${name2}"`, at2);
      seen.add(name2);
    });
  };
  if (sequence2.setup !== void 0 && !(Array.isArray(sequence2.setup) && sequence2.setup.length === 0)) {
    walk(sequence2.setup, "setup", false, []);
  }
  walk(sequence2.steps, "steps", false, []);
  return { phases: phases2, guards };
}

// src/internal/memo.ts
function memo(name2) {
  const slot = Symbol(name2);
  const fallback = /* @__PURE__ */ new WeakMap();
  return {
    get(key) {
      const v = key[slot];
      return v !== void 0 ? v : fallback.get(key);
    },
    set(key, value) {
      if (Object.isExtensible(key)) Object.defineProperty(key, slot, { value, enumerable: false, writable: true, configurable: true });
      else fallback.set(key, value);
    }
  };
}
var ROOT = "flow";
var entryKey = (step) => step.when !== void 0 ? `~when-${stepName(step)}` : stepName(step);
var idOf = (path) => `#${[ROOT, ...path].join(".")}`;
function compileSteps(steps, path, after, gameOver, leaves) {
  const states = {};
  const enter = (i) => i < steps.length ? idOf([...path, entryKey(steps[i])]) : after;
  steps.forEach((step, i) => {
    const name2 = stepName(step);
    const here = [...path, name2];
    const ref = { name: name2, path: here };
    const next = enter(i + 1);
    const description = step.rule !== void 0 ? `rule ${step.rule}` : void 0;
    if (step.when !== void 0) {
      states[`~when-${name2}`] = {
        always: [{ guard: { type: step.when, params: ref }, target: idOf(here) }, { target: next }]
      };
    }
    if ("phase" in step) {
      leaves.set(here.join("."), {
        phase: step.phase,
        path: here,
        ...step.rule !== void 0 ? { rule: step.rule } : {}
      });
      const done = [];
      if (gameOver !== void 0) done.push({ guard: { type: gameOver, params: ref }, target: idOf(["over"]) });
      done.push({ target: next });
      states[name2] = { ...description ? { description } : {}, entry: "countStep", on: { PHASE_DONE: done } };
    } else if ("loop" in step) {
      const loopRef = { name: step.loop, path: here };
      const check = idOf([...here, "~check"]);
      const inner = compileSteps(step.steps, here, check, gameOver, leaves);
      states[name2] = {
        ...description ? { description } : {},
        entry: { type: "openLoop", params: loopRef },
        exit: { type: "closeLoop", params: loopRef },
        initial: "~check",
        states: {
          "~check": {
            always: [
              // A pass that entered no phase would repeat forever: the match cannot change within one move.
              { guard: { type: "~emptyPass", params: loopRef }, target: next },
              {
                guard: { type: step.while, params: loopRef },
                target: idOf([...here, entryKey(step.steps[0])]),
                actions: { type: "beginPass", params: loopRef }
              },
              { target: next }
            ]
          },
          ...inner
        }
      };
    } else {
      const sidesRef = { name: name2, path: here, sides: step.sides };
      const first = entryKey(step.steps[0]);
      const inner = compileSteps(step.steps, here, idOf([...here, "~next"]), gameOver, leaves);
      states[name2] = {
        ...description ? { description } : {},
        entry: { type: "firstSide", params: sidesRef },
        exit: "clearSide",
        initial: first,
        states: {
          ...inner,
          "~next": {
            always: [
              {
                guard: { type: "~moreSides", params: sidesRef },
                target: idOf([...here, first]),
                actions: { type: "nextSide", params: sidesRef }
              },
              { target: next }
            ]
          }
        }
      };
    }
  });
  return states;
}
function compileSequence(sequence2, leaves) {
  const hasSetup = sequence2.setup !== void 0 && sequence2.setup.length > 0;
  const states = {};
  if (hasSetup) {
    const setupSteps = sequence2.setup;
    states.setup = {
      description: "set-up, before turn 1",
      initial: entryKey(setupSteps[0]),
      states: compileSteps(setupSteps, ["setup"], idOf(["~setupEnd"]), sequence2.gameOver, leaves)
    };
    states["~setupEnd"] = { always: [{ target: "turn", actions: "nextTurn" }] };
  }
  states.turn = {
    description: `game turn, 1 to ${sequence2.turns}`,
    initial: entryKey(sequence2.steps[0]),
    states: compileSteps(sequence2.steps, ["turn"], idOf(["~turnEnd"]), sequence2.gameOver, leaves)
  };
  states["~turnEnd"] = {
    always: [{ guard: { type: "~lastTurn", params: { name: "turn", path: ["turn"] } }, target: "over" }, { target: "turn", actions: "nextTurn" }]
  };
  states.over = { type: "final", description: "the game is over", entry: "countStep" };
  return { initial: hasSetup ? "setup" : "turn", states };
}
function matchOf(event) {
  const e = event;
  return e.type === "xstate.init" ? e.input?.match : e.match;
}
function positionAt(context, ref, over = false) {
  const passes = {};
  for (const [loop, at2] of Object.entries(context.loops)) passes[loop] = at2.pass;
  return { turn: context.turn, phase: over ? "over" : ref.name, side: context.side, path: ref.path, over, step: context.step, passes };
}
function buildMachine(sequence2, guards, used) {
  const leaves = /* @__PURE__ */ new Map();
  const config = compileSequence(sequence2, leaves);
  const turns = sequence2.turns;
  const gameGuards = {};
  for (const name2 of used) {
    const fn2 = guards[name2];
    gameGuards[name2] = ({ context, event }, ref) => Boolean(fn2(matchOf(event), positionAt(context, ref)));
  }
  const machine = setup({
    types: {
      context: {},
      events: {},
      input: {}
    },
    guards: {
      ...gameGuards,
      "~lastTurn": ({ context }) => context.turn >= turns,
      "~emptyPass": ({ context }, ref) => {
        const at2 = context.loops[ref.name];
        return at2 !== void 0 && at2.pass > 0 && at2.from === context.step;
      },
      "~moreSides": ({ context }, ref) => {
        const sides = ref.sides ?? [];
        return context.side !== null && sides.indexOf(context.side) < sides.length - 1;
      }
    },
    actions: {
      countStep: assign(({ context }) => ({ step: context.step + 1 })),
      nextTurn: assign(({ context }) => ({ turn: context.turn + 1 })),
      openLoop: assign(({ context }, ref) => ({
        loops: { ...context.loops, [ref.name]: { pass: 0, from: context.step } }
      })),
      beginPass: assign(({ context }, ref) => ({
        loops: { ...context.loops, [ref.name]: { pass: (context.loops[ref.name]?.pass ?? 0) + 1, from: context.step } }
      })),
      closeLoop: assign(({ context }, ref) => {
        const { [ref.name]: _closed, ...loops } = context.loops;
        return { loops };
      }),
      firstSide: assign((_, ref) => ({ side: ref.sides?.[0] ?? null })),
      nextSide: assign(({ context }, ref) => {
        const sides = ref.sides ?? [];
        return { side: sides[sides.indexOf(context.side ?? "") + 1] ?? null };
      }),
      clearSide: assign({ side: null })
    }
  }).createMachine({
    id: ROOT,
    context: { turn: sequence2.setup !== void 0 && sequence2.setup.length > 0 ? 0 : 1, side: null, step: 0, loops: {} },
    ...config
  });
  return { machine, leaves };
}

// src/flow/flow.ts
var OVER = { phase: "over", path: ["over"] };
function createFlow(sequence2, guards) {
  return compileFlow(sequence2, guards);
}
function compileFlow(sequence2, given) {
  const facts = checkSequence(sequence2);
  for (const use of facts.guards) {
    if (typeof given?.[use.guard] !== "function" || !Object.prototype.hasOwnProperty.call(given, use.guard)) {
      throw new HexwarError({
        code: "missing-guard",
        message: `the sequence of play asks guard "${use.guard}" but the game does not supply it`,
        path: use.path
      });
    }
  }
  const used = [...new Set(facts.guards.map((u) => u.guard))];
  let recording = null;
  const wrapped = {};
  for (const name2 of used) {
    const fn2 = given[name2];
    wrapped[name2] = (match, at2) => {
      const result = Boolean(fn2(match, at2));
      recording?.push({ name: name2, at: at2, result });
      return result;
    };
  }
  const { machine, leaves } = buildMachine(sequence2, wrapped, used);
  const memo2 = /* @__PURE__ */ new Map();
  const starts = [];
  const keys = memo("flow key");
  const positions = memo("flow position");
  let memoEntries = 0;
  const leafAt = (value) => {
    const keys2 = [];
    let v = value;
    while (typeof v === "object" && v !== null) {
      const children = Object.keys(v);
      if (children.length !== 1) return null;
      keys2.push(children[0]);
      v = v[children[0]];
    }
    if (typeof v !== "string") return null;
    if (keys2.length === 0 && v === "over") return OVER;
    return leaves.get([...keys2, v].join(".")) ?? null;
  };
  const badState = (why) => {
    throw new HexwarError({ code: "bad-flow-state", message: `not a state of this sequence of play: ${why}` });
  };
  const checkContext = (c) => {
    const ctx = c;
    const whole = (n2) => typeof n2 === "number" && Number.isInteger(n2) && n2 >= 0;
    if (typeof ctx !== "object" || ctx === null) return badState("no context");
    if (!whole(ctx.turn) || ctx.turn > sequence2.turns) return badState(`turn ${String(ctx.turn)}`);
    if (!whole(ctx.step)) return badState(`step ${String(ctx.step)}`);
    if (ctx.side !== null && typeof ctx.side !== "string") return badState("side");
    if (typeof ctx.loops !== "object" || ctx.loops === null) return badState("loops");
    for (const at2 of Object.values(ctx.loops)) if (!whole(at2?.pass) || !whole(at2?.from)) return badState("loop counts");
    return ctx;
  };
  const positionOf = (value, context) => {
    const leaf = leafAt(value);
    if (leaf === null) return badState(JSON.stringify(value));
    return positionAt(context, { name: leaf.phase, path: leaf.path }, leaf === OVER);
  };
  const persist = (snapshot) => ({
    value: snapshot.value,
    context: snapshot.context
  });
  const changeOf = (state) => {
    const leaf = leafAt(state.value);
    if (leaf === null || leaf === OVER) return [];
    const { turn, side } = state.context;
    return [{ phase: leaf.phase, turn, side, ...leaf.rule !== void 0 ? { rule: leaf.rule } : {} }];
  };
  const restore = (state) => {
    if (typeof state !== "object" || state === null) return badState("not an object");
    const context = checkContext(state.context);
    positionOf(state.value, context);
    try {
      return machine.resolveState({ value: state.value, context });
    } catch (e) {
      return badState(e instanceof Error ? e.message : String(e));
    }
  };
  return {
    phases: facts.phases,
    machine,
    start(match) {
      for (const m of starts) {
        let same = true;
        for (const c of m.calls) {
          if (Boolean(given[c.name](match, c.at)) !== c.result) {
            same = false;
            break;
          }
        }
        if (same) return { state: m.next, entered: m.entered };
      }
      const calls2 = [];
      recording = calls2;
      let snapshot;
      try {
        [snapshot] = initialTransition(machine, { match });
      } finally {
        recording = null;
      }
      const state = persist(snapshot);
      const entered = changeOf(state);
      if (starts.length < 64) {
        keys.set(state, memoKey(state.value, state.context));
        starts.push({ calls: calls2, next: state, nextKey: keys.get(state), nextPosition: positionOf(state.value, state.context), exited: [], entered });
      }
      return { state, entered };
    },
    advance(state, match) {
      if (typeof state !== "object" || state === null) return badState("not an object");
      const context = keys.get(state) !== void 0 ? state.context : checkContext(state.context);
      let before = positions.get(state);
      if (before === void 0) {
        before = positionOf(state.value, context);
        positions.set(state, before);
      }
      if (before.over) return { ok: false, error: { code: "game-over", message: "the game is over" } };
      let key = keys.get(state);
      if (key === void 0) {
        key = memoKey(state.value, context);
        keys.set(state, key);
      }
      const known = memo2.get(key);
      if (known) {
        for (const m of known) {
          let same = true;
          for (const c of m.calls) {
            if (Boolean(given[c.name](match, { ...c.at, step: c.at.step + context.step })) !== c.result) {
              same = false;
              break;
            }
          }
          if (same) {
            const after2 = fromRelative(m.next, context.step);
            keys.set(after2, m.nextKey);
            positions.set(after2, { ...m.nextPosition, step: m.nextPosition.step + context.step });
            return { ok: true, state: after2, exited: m.exited, entered: m.entered };
          }
        }
      }
      const snapshot = restore(state);
      const event = { type: "PHASE_DONE", match };
      if (!snapshot.can(event)) {
        return {
          ok: false,
          error: { code: "phase-cannot-end", message: `the ${before.phase} phase cannot end here` }
        };
      }
      const calls2 = [];
      recording = calls2;
      let next;
      try {
        [next] = transition(machine, snapshot, event);
      } finally {
        recording = null;
      }
      const after = persist(next);
      const exited = changeOf(state);
      const entered = changeOf(after);
      if (memoEntries < MEMO_LIMIT) {
        memoEntries++;
        const afterPosition = positionOf(after.value, after.context);
        const entry2 = {
          calls: calls2.map((c) => ({ ...c, at: { ...c.at, step: c.at.step - context.step } })),
          next: toRelative(after, context.step),
          nextKey: memoKey(after.value, after.context),
          nextPosition: { ...afterPosition, step: afterPosition.step - context.step },
          exited,
          entered
        };
        if (known) known.push(entry2);
        else memo2.set(key, [entry2]);
      }
      return { ok: true, state: after, exited, entered };
    },
    position(state) {
      let pos = positions.get(state);
      if (pos === void 0) {
        pos = positionOf(state.value, checkContext(state.context));
        positions.set(state, pos);
      }
      return pos;
    }
  };
}
var MEMO_LIMIT = 5e4;
function memoKey(value, c) {
  let loops = "";
  for (const [name2, at2] of Object.entries(c.loops)) loops += `${name2}:${at2.pass}:${c.step - at2.from};`;
  return `${typeof value === "string" ? value : JSON.stringify(value)}|${c.turn}|${c.side ?? ""}|${loops}`;
}
function shiftSteps(state, by) {
  const loops = {};
  for (const [name2, at2] of Object.entries(state.context.loops)) loops[name2] = { pass: at2.pass, from: at2.from + by };
  return { value: state.value, context: { ...state.context, step: state.context.step + by, loops } };
}
function toRelative(state, base) {
  return shiftSteps(state, -base);
}
function fromRelative(state, base) {
  return shiftSteps(state, base);
}

// src/engine/legal.ts
function descriptorOf(action) {
  const { type, side, ...rest } = action;
  return Object.keys(rest).length === 0 ? { type, side } : { type, side, fixed: rest };
}
function expandActions(descriptors) {
  const out = [];
  for (const d of descriptors) {
    if (d.open && Object.keys(d.open).length > 0) {
      throw new HexwarError({ code: "open-action-space", message: `the ${d.type} actions of ${d.side} take ${Object.keys(d.open).join(", ")} from a region and cannot be listed: sample them with sampleAction` });
    }
    const keys = d.choose ? Object.keys(d.choose) : [];
    const base = { type: d.type, side: d.side, ...d.fixed };
    if (keys.length === 0) {
      out.push(base);
      continue;
    }
    const lists = keys.map((k) => d.choose[k]);
    if (lists.some((l) => l.length === 0)) continue;
    const idx = new Array(keys.length).fill(0);
    for (; ; ) {
      const a = { ...base };
      for (let i2 = 0; i2 < keys.length; i2++) a[keys[i2]] = lists[i2][idx[i2]];
      out.push(a);
      let i = keys.length - 1;
      while (i >= 0 && ++idx[i] >= lists[i].length) idx[i--] = 0;
      if (i < 0) break;
    }
  }
  return out;
}
var valueSets = memo("choice sets");
function inList(list2, v) {
  if (v === null || typeof v !== "object") {
    if (list2.length < 12) return list2.includes(v);
    let set = valueSets.get(list2);
    if (!set) valueSets.set(list2, set = new Set(list2));
    return set.has(v);
  }
  return list2.some((x) => sameJson(x, v));
}
function descriptorContains(d, action) {
  if (d.type !== action.type || d.side !== action.side) return false;
  let fields = 2;
  if (d.fixed) {
    for (const k in d.fixed) {
      if (!sameJson(d.fixed[k], action[k])) return false;
      fields++;
    }
  }
  if (d.choose) {
    for (const k in d.choose) {
      if (!(k in action) || !inList(d.choose[k], action[k])) return false;
      fields++;
    }
  }
  if (d.open) {
    for (const k in d.open) {
      if (!(k in action)) return false;
      fields++;
    }
  }
  let n2 = 0;
  for (const k in action) if (action[k] !== void 0) n2++;
  return n2 === fields;
}
function sampleAction(descriptors, draw, samplers = {}) {
  const weights = descriptors.map((d2) => {
    let n2 = 1;
    if (d2.choose) for (const k in d2.choose) n2 *= d2.choose[k].length;
    return n2;
  });
  const total = weights.reduce((a2, b) => a2 + b, 0);
  if (total === 0) throw new HexwarError({ code: "no-actions", message: "there is no legal action to draw" });
  let pick = total <= 2147483647 ? draw(total) : Math.floor((draw(65536) * 65536 + draw(65536)) % total);
  let i = 0;
  while (pick >= weights[i]) pick -= weights[i++];
  const d = descriptors[i];
  const a = { type: d.type, side: d.side, ...d.fixed };
  if (d.choose) {
    const keys = Object.keys(d.choose);
    for (let k = keys.length - 1; k >= 0; k--) {
      const list2 = d.choose[keys[k]];
      a[keys[k]] = list2[pick % list2.length];
      pick = Math.floor(pick / list2.length);
    }
  }
  if (d.open) {
    const random = () => draw(1073741824) / 1073741824;
    for (const [k, field] of Object.entries(d.open)) {
      const sampler = samplers[field.kind];
      if (!sampler) throw new HexwarError({ code: "no-sampler", message: `no sampler for open field "${k}" of kind "${field.kind}" (${d.type})` });
      a[k] = sampler(field, draw, random);
    }
  }
  const ordered = { type: a.type, side: a.side };
  if (d.fixed) for (const k in d.fixed) ordered[k] = a[k];
  if (d.choose) for (const k in d.choose) ordered[k] = a[k];
  if (d.open) for (const k in d.open) ordered[k] = a[k];
  return ordered;
}
function compressActions(actions) {
  const out = [];
  const groups = /* @__PURE__ */ new Map();
  for (const a of actions) {
    const keys = Object.keys(a).filter((k) => k !== "type" && k !== "side" && a[k] !== void 0);
    const last = keys.length > 0 ? keys[keys.length - 1] : null;
    const sig = JSON.stringify([a.type, a.side, last, keys.slice(0, -1).map((k) => [k, a[k]])]);
    const g = groups.get(sig);
    if (g) g.values.push(last === null ? null : a[last]);
    else groups.set(sig, { base: a, key: last, values: [last === null ? null : a[last]] });
  }
  for (const { base, key, values } of groups.values()) {
    if (key === null || values.length === 1) {
      out.push(descriptorOf(base));
      continue;
    }
    const { type, side, [key]: _drop, ...rest } = base;
    out.push({ type, side, ...Object.keys(rest).length ? { fixed: rest } : {}, choose: { [key]: values } });
  }
  return out;
}
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b;
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => a[k] !== void 0);
  const kb = Object.keys(b).filter((k) => b[k] !== void 0);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
}

// src/board/positions.ts
var memos = memo("position memo");
var LIMIT = 4e3;
function positionMemo(units) {
  let m = memos.get(units);
  if (!m) memos.set(units, m = { all: /* @__PURE__ */ new Map(), bySide: /* @__PURE__ */ new Map() });
  return m;
}
function inheritPositions(from, to, moved) {
  const m = memos.get(from);
  if (!m) return;
  if (moved === null) {
    memos.set(to, m);
    return;
  }
  const bySide = /* @__PURE__ */ new Map();
  for (const [side, values] of m.bySide) if (side !== moved) bySide.set(side, values);
  memos.set(to, { all: /* @__PURE__ */ new Map(), bySide });
}
function remember(store, key, compute) {
  const hit = store.get(key);
  if (hit !== void 0 || store.has(key)) return hit;
  if (store.size >= LIMIT) store.clear();
  const v = compute();
  store.set(key, v);
  return v;
}

// src/board/hex.ts
var none = Object.freeze([]);
var HexBoard = class {
  /**
   * @param map - the compiled map.
   * @param units - the units (a state's unit array, or a view's).
   */
  constructor(map, units) {
    this.map = map;
    this.units = units;
    this.pos = positionMemo(units);
  }
  map;
  units;
  byHex = null;
  bySide = null;
  pos;
  // ---------------------------------------------------------------- the map
  /** The cell of a label; throws a typed error naming the label if it is not on the map. */
  cell(label2) {
    return this.map.cell(label2);
  }
  /** The label of a cell. */
  label(cell) {
    const l = this.map.labels[cell];
    if (l === void 0) throw new HexwarError({ code: "not-on-map", message: `cell ${cell} is not on the map` });
    return l;
  }
  /** Whether a string is the label of a hex of this map. */
  has(label2) {
    return typeof label2 === "string" && this.map.cellOfLabel(label2) >= 0;
  }
  /** The hexes next to one, in direction order. */
  neighbours(label2) {
    return remember(this.pos.all, `n:${label2}`, () => {
      const c = this.map.cell(label2);
      const out = [];
      for (let d = 0; d < 6; d++) {
        const n2 = this.map.neighbors[c * 6 + d];
        if (n2 >= 0) out.push(this.map.labels[n2]);
      }
      return out;
    });
  }
  /** Whether two hexes are next to each other. */
  adjacent(a, b) {
    return this.direction(a, b) >= 0;
  }
  /** The direction (0..5) from one hex to a neighbour, or -1. */
  direction(a, b) {
    const ca = this.map.cell(a);
    const cb = this.map.cell(b);
    for (let d = 0; d < 6; d++) if (this.map.neighbors[ca * 6 + d] === cb) return d;
    return -1;
  }
  /** Distance in hexes. */
  distance(a, b) {
    return cellDistance(this.map, this.map.cell(a), this.map.cell(b));
  }
  /** Every hex within `n` hexes of one (itself included), nearest first. */
  within(label2, n2) {
    const out = [label2];
    const seen = /* @__PURE__ */ new Set([label2]);
    let ring = [label2];
    for (let k = 0; k < n2; k++) {
      const next = [];
      for (const h of ring) for (const x of this.neighbours(h)) if (!seen.has(x)) seen.add(x), next.push(x);
      out.push(...next);
      ring = next;
    }
    return out;
  }
  /** The hexside features between two adjacent hexes (empty if none or not adjacent). */
  hexside(a, b) {
    const d = this.direction(a, b);
    if (d < 0) return none;
    const bits = this.map.hexsides[this.map.cell(a) * 6 + d];
    if (bits === 0) return none;
    return this.map.hexsideTypes.filter((_, i) => (bits & 1 << i) !== 0);
  }
  /** Whether the hexside between two adjacent hexes has a feature (a river, a stream). */
  crosses(a, b, feature) {
    const d = this.direction(a, b);
    return d >= 0 && (this.map.hexsides[this.map.cell(a) * 6 + d] & this.map.hexsideBit(feature)) !== 0;
  }
  /** Whether a road, railroad or other link of that kind joins two adjacent hexes. */
  linked(a, b, kind) {
    const d = this.direction(a, b);
    return d >= 0 && (this.map.links[this.map.cell(a) * 6 + d] & this.map.linkBit(kind)) !== 0;
  }
  /** Whether any link of that kind leaves a hex. */
  hasLink(label2, kind) {
    const c = this.map.cell(label2);
    const bit = this.map.linkBit(kind);
    for (let d = 0; d < 6; d++) if ((this.map.links[c * 6 + d] & bit) !== 0) return true;
    return false;
  }
  /** A movement class's costs on this map, compiled once per map and chart row. */
  costs(chart) {
    let byChart = compiled.get(this.map);
    if (!byChart) compiled.set(this.map, byChart = /* @__PURE__ */ new Map());
    let c = byChart.get(chart);
    if (!c) byChart.set(chart, c = compileCosts(this.map, chart));
    return c;
  }
  /** A hex's terrain. */
  terrain(label2) {
    return this.map.terrainTypes[this.map.terrain[this.map.cell(label2)]];
  }
  /** The places in a hex (a city, an airfield), optionally of one kind. */
  places(label2, kind) {
    const all = this.map.placesIn(this.map.cell(label2));
    return kind === void 0 ? all : all.filter((p) => p.kind === kind);
  }
  /** Whether a hex holds a place of that kind. */
  isPlace(label2, kind) {
    return this.places(label2, kind).length > 0;
  }
  /** Every hex holding a place of one of these kinds, in map order. */
  placesOf(...kinds) {
    return remember(this.pos.all, `p:${kinds.join(",")}`, () => [...new Set(this.map.places.filter((p) => kinds.includes(p.kind)).map((p) => p.label))].sort((a, b) => this.map.cell(a) - this.map.cell(b)));
  }
  /** The hexes of a map edge (`north`, … or a named edge of the map data). */
  edge(name2) {
    const cells = this.map.edges[name2];
    if (!cells) throw new HexwarError({ code: "unknown-edge", message: `the map has no edge "${name2}" (it has ${Object.keys(this.map.edges).join(", ")})` });
    return remember(this.pos.all, `e:${name2}`, () => Array.from(cells, (c) => this.map.labels[c]));
  }
  // ---------------------------------------------------------------- who stands where
  /** The units in a hex (eliminated units are never on the board). */
  unitsAt(label2) {
    if (!this.byHex) {
      const m = /* @__PURE__ */ new Map();
      for (const u of this.units) {
        if (u.at === null || u.steps <= 0) continue;
        const list2 = m.get(u.at);
        if (list2) list2.push(u);
        else m.set(u.at, [u]);
      }
      this.byHex = m;
    }
    return this.byHex.get(label2) ?? none;
  }
  /** A side's units on the board. */
  unitsOf(side) {
    if (!this.bySide) {
      const m = /* @__PURE__ */ new Map();
      for (const u of this.units) {
        if (u.at === null || u.steps <= 0) continue;
        const list2 = m.get(u.side);
        if (list2) list2.push(u);
        else m.set(u.side, [u]);
      }
      this.bySide = m;
    }
    return this.bySide.get(side) ?? none;
  }
  /** Units of `side` in a hex. */
  sideAt(label2, side) {
    const here = this.unitsAt(label2);
    return here.every((u) => u.side === side) ? here : here.filter((u) => u.side === side);
  }
  /** Whether any unit of a side other than `side` stands in a hex. */
  enemyAt(label2, side) {
    return this.unitsAt(label2).some((u) => u.side !== side);
  }
  /** Cells holding units of `side` (1) or not (0). */
  occupied(side) {
    return this.forSide(side, "occupied", () => {
      const out = new Uint8Array(this.map.size);
      for (const u of this.unitsOf(side)) out[this.map.cell(u.at)] = 1;
      return out;
    });
  }
  /** Cells holding units of any side but `side`. */
  enemyOccupied(side) {
    return remember(this.pos.all, `enemyOccupied:${side}`, () => {
      const out = new Uint8Array(this.map.size);
      for (const u of this.units) if (u.side !== side && u.at !== null && u.steps > 0) out[this.map.cell(u.at)] = 1;
      return out;
    });
  }
  /**
   * The zones of control `side`'s units exert: how many units reach each cell.
   * By default every unit on the board exerts one; `exerts` picks the units
   * that do (then give `key`, naming the choice, for the answer to be kept for
   * the rest of the state).
   */
  zoc(side, opts = {}) {
    const compute = () => zonesOfControl(
      this.map,
      this.unitsOf(side).filter((u) => !opts.exerts || opts.exerts(u)).map((u) => this.map.cell(u.at)),
      opts
    );
    const reachKey = `${(opts.blockingTerrain ?? []).join(",")}|${(opts.blockingHexsides ?? []).join(",")}|${opts.includeOwnHex ? 1 : 0}`;
    if (opts.exerts) return opts.key === void 0 ? compute() : this.perState(`zoc:${side}:${opts.key}:${reachKey}`, compute);
    return this.forSide(side, `zoc:${reachKey}`, compute);
  }
  /** An enemy ZOC as it blocks retreats and supply lines: negated where a unit of `friendly` stands. */
  uncontestedZoc(zoc, friendly) {
    return uncontestedZoc(zoc, this.occupied(friendly));
  }
  /**
   * Remembers a value that depends only on where every unit stands (and on
   * `key`): it survives actions that move nobody. Plugins keep their derived
   * facts here instead of in module-level caches.
   */
  cached(key, compute) {
    return remember(this.pos.all, `c:${key}`, compute);
  }
  /** Remembers a value that depends only on where `side`'s units stand (and on `key`). */
  cachedFor(side, key, compute) {
    return this.forSide(side, `c:${key}`, compute);
  }
  forSide(side, key, compute) {
    let m = this.pos.bySide.get(side);
    if (!m) this.pos.bySide.set(side, m = /* @__PURE__ */ new Map());
    return remember(m, key, compute);
  }
  perState(key, compute) {
    let m = stateMemo.get(this.units);
    if (!m) stateMemo.set(this.units, m = /* @__PURE__ */ new Map());
    return remember(m, key, compute);
  }
};
var compiled = memo("compiled movement costs");
var stateMemo = memo("per-state board facts");
var boards = memo("boards");
function hexBoard(map, units) {
  let byMap = boards.get(units);
  if (!byMap) boards.set(units, byMap = /* @__PURE__ */ new Map());
  let b = byMap.get(map);
  if (!b) byMap.set(map, b = new HexBoard(map, units));
  return b;
}

// src/engine/context.ts
var Rejection = class extends Error {
  constructor(code, message, rule) {
    super(message);
    this.code = code;
    this.rule = rule;
  }
  code;
  rule;
};
var indexes = memo("unit positions");
function unitIndex(units) {
  let index = indexes.get(units);
  if (!index) {
    index = /* @__PURE__ */ new Map();
    for (let i = 0; i < units.length; i++) index.set(units[i].id, i);
    indexes.set(units, index);
  }
  return index;
}
var noFactors = { attack: 0, defence: 0, movement: 0 };
var Reader = class {
  constructor(g, s) {
    this.g = g;
    this.s = s;
  }
  g;
  s;
  get state() {
    return this.s;
  }
  get board() {
    return hexBoard(this.g.map, this.s.units);
  }
  get map() {
    return this.g.map;
  }
  get options() {
    return this.s.options;
  }
  get data() {
    return this.s.data;
  }
  get turn() {
    return this.s.turn;
  }
  get phase() {
    return this.s.phase;
  }
  get active() {
    return this.s.active;
  }
  get stack() {
    return this.s.stack;
  }
  counter(id) {
    return this.g.counter(id);
  }
  unit(id) {
    const i = unitIndex(this.s.units).get(id);
    const u = i === void 0 ? void 0 : this.s.units[i];
    if (!u) throw new HexwarError({ code: "unknown-unit", message: `there is no unit "${String(id).slice(0, 40)}" in this match` });
    return u;
  }
  hasUnit(id) {
    return unitIndex(this.s.units).has(id);
  }
  units(filter) {
    return filter ? this.s.units.filter(filter) : [...this.s.units];
  }
  unitsAt(at2) {
    return [...this.board.unitsAt(at2)];
  }
  track(name2) {
    return this.s.tracks[name2] ?? 0;
  }
  frame(proc) {
    for (let i = this.s.stack.length - 1; i >= 0; i--) if (this.s.stack[i].proc === proc) return this.s.stack[i].local;
    return null;
  }
  factors(unit2) {
    const u = typeof unit2 === "string" ? this.unit(unit2) : unit2;
    const c = this.g.counter(u.id);
    if (!c.factors || c.factors.length === 0) return noFactors;
    return c.factors[Math.min(c.factors.length - 1, Math.max(0, c.steps - Math.max(1, u.steps)))];
  }
  /** The local state of the procedure this context is bound to (the top frame unless a hook of a lower one runs). */
  get local() {
    return this.s.stack[this.s.stack.length - 1]?.local ?? null;
  }
};
var Working = class extends Reader {
  events = [];
  phaseDone = false;
  usedRandom = false;
  didReveal = false;
  /** The frame index the running procedure hook belongs to (-1: none, use the top). */
  frameIndex = -1;
  session = null;
  // One shallow copy of the top level, written in place from then on: the state
  // passed to apply is never touched, and every unchanged part stays shared.
  draft;
  constructor(g, s) {
    const draft = { ...s };
    super(g, draft);
    this.draft = draft;
  }
  /** The state with every change so far, the random generator's included. */
  finish() {
    this.flushDraws();
    return this.s;
  }
  get random() {
    if (!this.session) this.session = openRandom(this.s.random);
    return this.session;
  }
  /** Flushes draws so far into the event list (in order with the rest). */
  flushDraws() {
    if (!this.session) return;
    const drawn = this.session.events;
    if (drawn.length === 0) return;
    this.usedRandom = true;
    for (const e of drawn) this.events.push(e);
    this.draft.random = this.session.state;
    this.session = openRandom(this.draft.random);
  }
  set(next) {
    Object.assign(this.draft, next);
  }
  updateUnit(id, patch) {
    const old = this.unit(id);
    const next = { ...old };
    for (const [k, v] of Object.entries(patch)) {
      if (k === "flags") continue;
      if (v === void 0) delete next[k];
      else next[k] = v;
    }
    if (patch.flags) {
      const flags = { ...old.flags };
      for (const [k, v] of Object.entries(patch.flags)) {
        if (v === void 0) delete flags[k];
        else flags[k] = v;
      }
      next["flags"] = flags;
    }
    const u = next;
    this.putUnit(old, u);
    return u;
  }
  addUnit(unit2) {
    if (unitIndex(this.s.units).has(unit2.id)) throw new HexwarError({ code: "duplicate-unit", message: `unit "${unit2.id}" is already in play` });
    const units = [...this.s.units, unit2];
    inheritPositions(this.s.units, units, unit2.at === null ? null : unit2.side);
    this.draft.units = units;
  }
  // Every write makes a new array (a 100-unit copy costs well under a
  // microsecond), so any array a hook has seen never changes under it and
  // caches keyed on an array stay true.
  putUnit(old, u) {
    const index = unitIndex(this.s.units);
    const copy = this.s.units.slice();
    copy[index.get(u.id)] = u;
    indexes.set(copy, index);
    const stayed = old.at === u.at && old.side === u.side && old.steps > 0 === u.steps > 0 && old.hidden === u.hidden;
    inheritPositions(this.s.units, copy, stayed ? null : u.side);
    this.draft.units = copy;
  }
  setData(data) {
    this.draft.data = data;
  }
  setTrack(name2, value, why, rule) {
    if (!Number.isFinite(value)) throw new HexwarError({ code: "bad-track", message: `track "${name2}" cannot be set to ${value}` });
    const def = this.g.definition.tracks?.[name2];
    let v = value;
    if (def?.min !== void 0 && v < def.min) v = def.min;
    if (def?.max !== void 0 && v > def.max) v = def.max;
    v = v === 0 ? 0 : v;
    const from = this.track(name2);
    if (this.s.tracks[name2] !== v) this.draft.tracks = { ...this.s.tracks, [name2]: v };
    if (why !== void 0) this.emit({ type: "track", track: name2, label: def?.label ?? name2, from, to: v, why, ...rule ?? def?.rule ? { rule: rule ?? def?.rule } : {} });
    return v;
  }
  addToTrack(name2, delta, why, rule) {
    return this.setTrack(name2, this.track(name2) + delta, why, rule);
  }
  emit(event) {
    this.flushDraws();
    this.events.push(event);
  }
  emitAbout(unit2, event) {
    if (!unit2.hidden) return this.emit(event);
    const marker = unit2.marker ?? "unidentified";
    const publicAs = {};
    for (const [k, v] of Object.entries(event)) {
      if (k === "visibleTo" || k === "publicAs") continue;
      publicAs[k] = v === unit2.id ? marker : Array.isArray(v) ? v.map((x) => x === unit2.id ? marker : x) : v;
    }
    this.emit({ ...event, visibleTo: [unit2.side], publicAs });
  }
  decide(decision) {
    if (decision.options.length === 0) throw new HexwarError({ code: "empty-decision", message: `a decision (${decision.kind}) was opened with no options` });
    this.draft.pending = { side: decision.side, kind: decision.kind, prompt: decision.prompt, ...decision.rule !== void 0 ? { rule: decision.rule } : {}, options: decision.options };
  }
  clearDecision() {
    this.draft.pending = null;
  }
  revealed() {
    this.didReveal = true;
  }
  endPhase() {
    this.phaseDone = true;
  }
  setActive(side) {
    if (side !== null && !this.g.sides.includes(side)) throw new HexwarError({ code: "unknown-side", message: `"${side}" is not a side of ${this.g.title}` });
    this.draft.active = side;
  }
  endGame(result) {
    this.draft.result = result;
  }
  reject(code, message, rule) {
    throw new Rejection(code, message, rule);
  }
  /** Runs the game's `onStepLost` hook (called by the core's `loseStep`). @internal */
  stepLostHook(u, eliminated, why) {
    this.g.definition.onStepLost?.(this, u, eliminated, why);
  }
  // ---------------------------------------------------------------- procedures
  get local() {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f2 = this.s.stack[i];
    if (!f2) throw new HexwarError({ code: "no-procedure", message: "no procedure is under way: ctx.local is only for procedure hooks" });
    return f2.local;
  }
  setLocal(local) {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f2 = this.s.stack[i];
    if (!f2) throw new HexwarError({ code: "no-procedure", message: "no procedure is under way: ctx.setLocal is only for procedure hooks" });
    const stack = this.s.stack.slice();
    stack[i] = { ...f2, local };
    this.draft.stack = stack;
  }
  /** Runs a hook of the procedure in frame `i` with `local` bound to that frame. */
  inFrame(i, fn2) {
    const before = this.frameIndex;
    this.frameIndex = i;
    try {
      return fn2();
    } finally {
      this.frameIndex = before;
    }
  }
  call(name2, args = null, side) {
    const proc = this.g.definition.procedures?.[name2];
    if (!proc) throw new HexwarError({ code: "unknown-procedure", message: `${this.g.title} has no procedure "${name2}"` });
    if (this.s.stack.length >= 64) throw new HexwarError({ code: "procedure-depth", message: `procedures nested more than 64 deep (calling "${name2}")` });
    const frame = { proc: name2, side: side === void 0 ? this.s.active : side, local: null };
    this.draft.stack = [...this.s.stack, frame];
    const i = this.s.stack.length - 1;
    const local = this.inFrame(i, () => proc.start(this, args));
    const f2 = this.s.stack[i];
    if (f2 && f2.proc === name2 && f2.local === null && local !== void 0) {
      const stack = this.s.stack.slice();
      stack[i] = { ...f2, local };
      this.draft.stack = stack;
    }
  }
  end(result = null) {
    const i = this.frameIndex >= 0 ? this.frameIndex : this.s.stack.length - 1;
    const f2 = this.s.stack[i];
    if (!f2) throw new HexwarError({ code: "no-procedure", message: "ctx.end: no procedure is under way" });
    if (i !== this.s.stack.length - 1) throw new HexwarError({ code: "procedure-order", message: `procedure "${f2.proc}" ended while "${this.s.stack[this.s.stack.length - 1].proc}", which it called, is still under way` });
    this.draft.stack = this.s.stack.slice(0, i);
    const below = i - 1;
    if (below >= 0) {
      const caller = this.s.stack[below];
      const proc = this.g.definition.procedures[caller.proc];
      if (proc.resume) this.inFrame(below, () => proc.resume(this, result, f2.proc));
    } else {
      const phase = this.g.definition.phases?.[this.s.phase];
      if (phase?.run === f2.proc) this.endPhase();
    }
  }
};

// src/engine/sanitize.ts
var MAX_DEPTH = 32;
var MAX_NODES = 1e4;
var MAX_STRING = 1e4;
function quote(value, max = 40) {
  let s;
  try {
    s = typeof value === "string" ? JSON.stringify(value) : typeof value === "bigint" ? `${value}n` : typeof value === "symbol" || typeof value === "function" ? `a ${typeof value}` : JSON.stringify(value) ?? String(value);
  } catch {
    s = `a ${typeof value}`;
  }
  return s.length > max ? `${s.slice(0, max)}\u2026` : s;
}
function plainCopy(value, what = "an action") {
  let nodes = 0;
  const fail = (path, why) => {
    throw new CopyError({ code: "malformed-action", message: `${what}${path ? ` (at ${path})` : ""}: ${why}`, ...path ? { path } : {} });
  };
  const copy = (v, path, depth) => {
    if (++nodes > MAX_NODES) fail(path, `holds more than ${MAX_NODES} values`);
    switch (typeof v) {
      case "string":
        if (v.length > MAX_STRING) fail(path, `a text of ${v.length} characters is too long`);
        return v;
      case "number":
        if (!Number.isFinite(v)) fail(path, `${String(v)} is not a finite number`);
        return v === 0 ? 0 : v;
      case "boolean":
        return v;
      case "undefined":
        return void 0;
      case "object": {
        if (v === null) return null;
        if (depth >= MAX_DEPTH) fail(path, `nests deeper than ${MAX_DEPTH} levels`);
        if (Array.isArray(v)) {
          const descs2 = Object.getOwnPropertyDescriptors(v);
          const len = descs2["length"]?.value;
          const out2 = [];
          for (let i = 0; i < len; i++) {
            const d = descs2[String(i)];
            if (d && (d.get || d.set)) fail(`${path}[${i}]`, "a getter is not plain data");
            const x = copy(d?.value, `${path}[${i}]`, depth + 1);
            out2.push(x === void 0 ? null : x);
          }
          return out2;
        }
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) fail(path, `${quote(proto?.constructor?.name ?? "an object", 30)} is not a plain object`);
        const out = {};
        const descs = Object.getOwnPropertyDescriptors(v);
        for (const k of Reflect.ownKeys(descs)) {
          if (typeof k === "symbol") continue;
          const d = descs[k];
          const at2 = path ? `${path}.${k.slice(0, 40)}` : k.slice(0, 40);
          if (d.get || d.set) fail(at2, "a getter is not plain data");
          if (!d.enumerable) continue;
          const x = copy(d.value, at2, depth + 1);
          if (x !== void 0) out[k] = x;
        }
        return out;
      }
      default:
        return fail(path, `a ${typeof v} is not plain data`);
    }
  };
  try {
    const out = copy(value, "", 0);
    return { ok: true, value: out === void 0 ? null : out };
  } catch (e) {
    if (e instanceof CopyError) return { ok: false, error: e.violation };
    let why;
    try {
      why = e instanceof Error ? e.message.slice(0, 80) : quote(e);
    } catch {
      why = "an unprintable error";
    }
    return { ok: false, error: { code: "malformed-action", message: `${what} could not be read: ${why}` } };
  }
}
var CopyError = class extends Error {
  constructor(violation2) {
    super(violation2.message);
    this.violation = violation2;
  }
  violation;
};

// src/engine/game.ts
function counterSchema() {
  return z.object({
    id: z.string().min(1),
    side: z.string().min(1),
    name: z.string().min(1),
    type: z.string().min(1),
    steps: z.number().int().min(1),
    formation: z.string().optional(),
    size: z.string().optional(),
    factors: z.array(
      z.object({
        attack: z.number().min(0).nullable(),
        defence: z.number().min(0),
        movement: z.number().min(0),
        range: z.number().int().min(0).optional()
      }).passthrough()
    ).optional()
  }).passthrough();
}
var fn = (what) => z.custom((v) => typeof v === "function", { message: `must be a function (${what})` });
function verbSchema() {
  return z.object({
    schema: z.custom((v) => typeof v === "object" && v !== null && typeof v.safeParse === "function", { message: "must be a zod schema" }).optional(),
    rule: z.string().optional(),
    apply: fn("the handler that carries the action out"),
    legal: fn("the legal actions now").optional(),
    refuse: fn("why an action is refused").optional(),
    check: fn("the check of open fields").optional()
  }).passthrough();
}
var definitionSchemaMemo = null;
function definitionSchema() {
  if (definitionSchemaMemo) return definitionSchemaMemo;
  const verbs = z.record(z.string(), verbSchema());
  definitionSchemaMemo = z.object({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, like "meiktila"'),
    title: z.string().min(1),
    version: z.string().min(1),
    sides: z.array(z.string().min(1)).min(1),
    map: z.unknown().refine((m) => typeof m === "object" && m !== null, { message: "a game needs a map (map data: size, labels, terrain)" }),
    counters: z.array(counterSchema()),
    scenarios: z.record(z.string(), z.object({ title: z.string(), description: z.string().optional() })),
    setup: fn("set-up"),
    finalResult: fn("the result when the last turn ends"),
    actions: verbs.optional(),
    phases: z.record(z.string(), z.object({ actions: verbs.optional(), run: z.string().optional(), enter: fn("phase entry").optional(), exit: fn("phase exit").optional() }).passthrough()).optional(),
    procedures: z.record(z.string(), z.object({ start: fn("procedure start"), actions: verbs.optional(), resume: fn("procedure resume").optional(), view: fn("procedure view").optional() }).passthrough()).optional(),
    tracks: z.record(z.string(), z.object({ min: z.number().optional(), max: z.number().optional(), start: z.number().optional(), rule: z.string().optional() })).optional(),
    flags: z.record(z.string(), z.object({ until: z.enum(["phase", "turn"]), rule: z.string().optional() })).optional()
  }).passthrough().superRefine((d, ctx) => {
    const seen = /* @__PURE__ */ new Map();
    d.counters.forEach((c, i) => {
      const before = seen.get(c.id);
      if (before !== void 0) ctx.addIssue({ code: "custom", path: ["counters", i, "id"], message: `"${c.id}" is used twice (also counters[${before}])` });
      seen.set(c.id, i);
      if (!d.sides.includes(c.side)) ctx.addIssue({ code: "custom", path: ["counters", i, "side"], message: `"${c.side}" is not one of the sides (${d.sides.join(", ")})` });
      if (c.factors && c.factors.length !== c.steps) ctx.addIssue({ code: "custom", path: ["counters", i, "factors"], message: `has ${c.factors.length} sides of factors but the counter has ${c.steps} steps` });
    });
    if (Object.keys(d.scenarios).length === 0) ctx.addIssue({ code: "custom", path: ["scenarios"], message: "a game needs at least one scenario" });
    for (const [name2, p] of Object.entries(d.phases ?? {})) {
      if (p.run !== void 0 && !d.procedures?.[p.run]) ctx.addIssue({ code: "custom", path: ["phases", name2, "run"], message: `"${p.run}" is not one of the game's procedures` });
    }
    for (const [name2, t] of Object.entries(d.tracks ?? {})) {
      if (t.min !== void 0 && t.max !== void 0 && t.min > t.max) ctx.addIssue({ code: "custom", path: ["tracks", name2], message: `min ${t.min} is above max ${t.max}` });
    }
  });
  return definitionSchemaMemo;
}
function sequenceSides(steps, path, out) {
  steps.forEach((s, i) => {
    const at2 = `${path}[${i}]`;
    if ("sides" in s) s.sides.forEach((side, j) => out.push({ side, path: `${at2}.sides[${j}]` }));
    if ("steps" in s) sequenceSides(s.steps, `${at2}.steps`, out);
  });
}
function phaseRules(steps, out, inherited) {
  for (const s of steps) {
    const rule = s.rule ?? inherited;
    if ("phase" in s && rule) out.set(s.phase, rule);
    if ("steps" in s) phaseRules(s.steps, out, rule);
  }
}
var MAX_PHASES_PER_ACTION = 1e4;
function setupGame(decl) {
  return {
    action: (d) => d,
    procedure: (d) => d,
    defineGame: (def) => compileGame({ ...def, sides: decl.sides, sequence: decl.sequence }),
    sides: decl.sides,
    sequence: decl.sequence
  };
}
function procedureVerb() {
  return (def) => def;
}
function compileGame(def) {
  parseOrThrow(definitionSchema(), def, `game definition "${String(def.id ?? "?").slice(0, 40)}"`, "bad-game");
  const sides = [];
  sequenceSides(def.sequence.setup ?? [], "sequence.setup", sides);
  sequenceSides(def.sequence.steps, "sequence.steps", sides);
  for (const s of sides) {
    if (!def.sides.includes(s.side)) throw new HexwarError({ code: "bad-game", message: `game definition "${def.id}" is not valid: ${s.path}: "${s.side}" is not one of the sides (${def.sides.join(", ")})`, path: s.path });
  }
  const map = compileMap(def.map);
  const counters2 = new Map(def.counters.map((c) => [c.id, c]));
  const sequence2 = defineSequence(def.sequence);
  const rules = /* @__PURE__ */ new Map();
  phaseRules([...sequence2.setup ?? [], ...sequence2.steps], rules);
  const guards = {};
  for (const [name2, g] of Object.entries(def.guards ?? {})) guards[name2] = g;
  const flow = createFlow(sequence2, guards);
  const legalCache = memo("legal actions");
  const phaseRule = (phase) => rules.get(phase) ?? "sequence of play";
  const verbsNow = (state) => {
    const out = /* @__PURE__ */ new Map();
    const top = state.stack.length - 1;
    if (top >= 0) {
      const proc = def.procedures?.[state.stack[top].proc];
      for (const [type, verb2] of Object.entries(proc?.actions ?? {})) out.set(type, { verb: verb2, frame: top });
      return out;
    }
    const phase = def.phases?.[state.phase];
    for (const [type, verb2] of Object.entries(phase?.actions ?? {})) out.set(type, { verb: verb2, frame: -1 });
    for (const [type, verb2] of Object.entries(def.actions ?? {})) if (!out.has(type)) out.set(type, { verb: verb2, frame: -1 });
    return out;
  };
  const verbPhases = /* @__PURE__ */ new Map();
  for (const [phase, p] of Object.entries(def.phases ?? {})) for (const t of Object.keys(p?.actions ?? {})) verbPhases.set(t, [...verbPhases.get(t) ?? [], phase]);
  const allVerbs = /* @__PURE__ */ new Map();
  for (const [t, v] of Object.entries(def.actions ?? {})) allVerbs.set(t, v);
  for (const p of Object.values(def.phases ?? {})) for (const [t, v] of Object.entries(p?.actions ?? {})) if (!allVerbs.has(t)) allVerbs.set(t, v);
  for (const p of Object.values(def.procedures ?? {})) for (const [t, v] of Object.entries(p.actions ?? {})) if (!allVerbs.has(t)) allVerbs.set(t, v);
  const readerOf = (state, frame = -1) => {
    const r = new Reader(game2, state);
    if (frame >= 0) Object.defineProperty(r, "local", { get: () => state.stack[frame].local });
    return r;
  };
  const actingSides = (state) => {
    if (state.result) return [];
    if (state.pending) return [state.pending.side];
    const top = state.stack[state.stack.length - 1];
    if (top) return top.side !== null ? [top.side] : state.active ? [state.active] : [];
    if (def.actingSides) return def.actingSides(readerOf(state));
    return state.active ? [state.active] : [];
  };
  const computeLegal = (state, side) => {
    if (state.result) return [];
    if (state.pending) return state.pending.side === side ? compressActions(state.pending.options) : [];
    if (!actingSides(state).includes(side)) return [];
    const out = [];
    for (const [type, { verb: verb2, frame }] of verbsNow(state)) {
      if (!verb2.legal) continue;
      const listed = verb2.legal(readerOf(state, frame), side);
      const singles = [];
      for (const x of listed) {
        if (x.type !== type) throw new HexwarError({ code: "bad-legal", message: `the legal ${type} actions include one of type "${x.type}"` });
        if (x.side !== side) continue;
        if ("fixed" in x || "choose" in x || "open" in x) out.push(x);
        else singles.push(x);
      }
      if (singles.length) out.push(...singles.length > 1 ? compressActions(singles) : [descriptorOf(singles[0])]);
    }
    return out;
  };
  const legal = (state, side) => {
    let bySide = legalCache.get(state);
    if (!bySide) legalCache.set(state, bySide = /* @__PURE__ */ new Map());
    let list2 = bySide.get(side);
    if (!list2) bySide.set(side, list2 = computeLegal(state, side));
    return list2;
  };
  const resolve = (state, raw, seat) => {
    const copied = plainCopy(raw);
    if (!copied.ok) return { ok: false, error: { ...copied.error, rule: "actions" } };
    const value = copied.value;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return refuse("malformed-action", `an action must be an object with a "type" and a "side", not ${quote(raw)}`, "actions");
    let shape = value;
    if (seat !== void 0) {
      if (!game2.sides.includes(seat)) return refuse("unknown-side", `${quote(seat)} is not a side of ${game2.title} (${game2.sides.join(", ")})`, "actions");
      shape = { ...shape, side: seat };
    }
    if (typeof shape["type"] !== "string" || shape["type"] === "") return refuse("malformed-action", 'an action needs a "type": the name of what to do', "actions", "type");
    if (typeof shape["side"] !== "string" || shape["side"] === "") return refuse("malformed-action", 'an action needs a "side": who gives it', "actions", "side");
    const action = shape;
    const rule = phaseRule(state.phase);
    if (state.result) return refuse("game-over", `the game is over: ${state.result.reason}`, rule);
    if (!game2.sides.includes(action.side)) return refuse("unknown-side", `${quote(action.side)} is not a side of ${game2.title} (${game2.sides.join(", ")})`, "actions", "side");
    const open = verbsNow(state);
    let found = open.get(action.type);
    if (state.pending && !found) {
      const verb3 = allVerbs.get(action.type);
      if (verb3) found = { verb: verb3, frame: -1 };
    }
    if (!found) {
      const known = allVerbs.get(action.type);
      if (!known) return refuse("unknown-action", `${game2.title} has no action ${quote(action.type)} (it has ${[...allVerbs.keys()].join(", ")})`, rule, "type");
      const now = [...open.keys()];
      const home = verbPhases.get(action.type);
      const where = home?.length ? `${action.type} belongs to the ${home.join(" and ")} phase${home.length > 1 ? "s" : ""}` : `${action.type} is not an action of this moment`;
      return refuse("not-now", `${where}; now it is ${describePosition(state)}${now.length ? ` (now: ${now.join(", ")})` : ""}`, known.rule ?? rule);
    }
    const { verb: verb2, frame } = found;
    const vrule = verb2.rule ?? rule;
    if (verb2.schema) {
      const { type: _t, side: _s, ...payload } = action;
      const parsed = verb2.schema.safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue.path.map(String).join(".");
        return refuse("malformed-action", `${action.type}: ${path ? `${path}: ` : ""}${issue.message}`, vrule, path || void 0);
      }
      const known = schemaKeys(verb2.schema);
      if (known) {
        for (const k of Object.keys(payload)) if (!known.has(k)) return refuse("malformed-action", `${action.type} has no field ${quote(k, 30)}`, vrule, k);
      }
    } else {
      for (const k of Object.keys(action)) if (k !== "type" && k !== "side") return refuse("malformed-action", `${action.type} has no field ${quote(k, 30)}`, vrule, k);
    }
    if (state.pending) {
      const p = state.pending;
      if (action.side !== p.side) return refuse("not-your-decision", `the ${p.side} player must first decide: ${p.prompt}`, p.rule ?? vrule);
      if (!p.options.some((o) => sameJson(o, action))) return refuse("not-an-option", `that is not one of the choices open: ${p.prompt}`, p.rule ?? vrule);
      return { ok: true, r: { verb: verb2, frame: frame >= 0 ? frame : state.stack.length - 1, action } };
    }
    if (!actingSides(state).includes(action.side)) {
      return refuse("not-your-turn", `it is not the ${action.side} player's turn (${describePosition(state)})`, rule);
    }
    if (!verb2.legal) return refuse("no-decision", `${action.type} answers a decision, and none is open`, vrule);
    const listed = legal(state, action.side);
    const d = listed.find((x) => x.type === action.type && descriptorContains(x, action));
    const ctx = readerOf(state, frame);
    if (!d) {
      const why = verb2.refuse?.(ctx, action);
      if (why) return { ok: false, error: typeof why === "string" ? { code: "illegal", message: why, rule: ruleIn(why) ?? vrule } : { ...why, rule: why.rule ?? vrule } };
      return refuse("illegal", `that ${action.type} is not allowed now (${vrule})`, vrule);
    }
    if (d.open && verb2.check) {
      const why = verb2.check(ctx, action);
      if (why) return refuse("illegal", why, ruleIn(why) ?? vrule);
    }
    return { ok: true, r: { verb: verb2, frame, action } };
  };
  const run = (state, r) => {
    const w = new Working(game2, state);
    try {
      if (state.pending) w.clearDecision();
      if (r.frame >= 0) w.inFrame(r.frame, () => r.verb.apply(w, r.action));
      else r.verb.apply(w, r.action);
      settle(game2, w);
    } catch (e) {
      if (e instanceof Rejection) return refuse(e.code, e.message, e.rule ?? r.verb.rule ?? phaseRule(state.phase));
      throw e;
    }
    const step = state.step + 1;
    w.set({ step, undoFloor: w.usedRandom || w.didReveal ? step : state.undoFloor });
    return { ok: true, state: w.finish(), events: w.events, action: r.action };
  };
  const guarded = (state, f2) => {
    try {
      return f2();
    } catch (e) {
      let message;
      try {
        message = e instanceof Error ? e.message : quote(e);
      } catch {
        message = "an unprintable error";
      }
      const code = e instanceof HexwarError ? e.code : "internal-error";
      return { ok: false, error: { code, message: code === "internal-error" ? `internal error in ${def.id}: ${message}` : message, rule: phaseRule(state?.phase) } };
    }
  };
  const game2 = {
    id: def.id,
    title: def.title,
    version: def.version,
    sides: def.sides,
    definition: def,
    map,
    flow,
    counter(id) {
      const c = counters2.get(id);
      if (!c) throw new HexwarError({ code: "unknown-counter", message: `${def.title} has no counter ${quote(id)}` });
      return c;
    },
    legal: (state, side) => legal(state, side),
    legalActions: (state, side) => expandActions(legal(state, side)),
    check(state, action) {
      try {
        const r = resolve(state, action);
        return r.ok ? null : r.error;
      } catch (e) {
        return { code: "internal-error", message: e instanceof Error ? e.message : "internal error" };
      }
    },
    actingSides: (state) => actingSides(state),
    apply: (state, action) => guarded(state, () => {
      const r = resolve(state, action);
      return r.ok ? run(state, r.r) : r;
    }),
    applyAs: (state, seat, action) => guarded(state, () => {
      const r = resolve(state, action, seat);
      return r.ok ? run(state, r.r) : r;
    })
  };
  return game2;
}
function refuse(code, message, rule, path) {
  return { ok: false, error: { code, message, ...rule ? { rule } : {}, ...path ? { path } : {} } };
}
function ruleIn(message) {
  const m = /\(([^()]*)\)\s*$/.exec(message);
  return m ? m[1] : void 0;
}
function describePosition(state) {
  const top = state.stack[state.stack.length - 1];
  return `turn ${state.turn}, ${state.phase}${top ? `, ${top.proc}` : ""}${state.active ? `, ${state.active} to act` : ""}`;
}
var keysMemo = memo("schema keys");
function schemaKeys(schema) {
  const hit = keysMemo.get(schema);
  if (hit !== void 0) return hit;
  const shape = schema.shape;
  const catchall = schema.def?.catchall;
  const keys = shape && (!catchall || catchall.def?.type === "never") ? new Set(Object.keys(shape)) : null;
  keysMemo.set(schema, keys);
  return keys;
}
function settle(game2, w) {
  const def = game2.definition;
  let guard = 0;
  while (w.phaseDone && !w.state.result) {
    if (++guard > MAX_PHASES_PER_ACTION) throw new HexwarError({ code: "internal-error", message: `the sequence of play did not settle after ${MAX_PHASES_PER_ACTION} phases` });
    w.phaseDone = false;
    const from = w.state.phase;
    const fromTurn = w.state.turn;
    def.phases?.[from]?.exit?.(w);
    if (w.state.stack.length > 0) throw new HexwarError({ code: "internal-error", message: `the ${from} phase ended with procedures still under way (${w.state.stack.map((f2) => f2.proc).join(", ")})` });
    const moved = game2.flow.advance(w.state.flow, new Reader(game2, w.finish()));
    if (!moved.ok) throw new HexwarError(moved.error);
    expireFlags(game2, w, moved.state.context.turn !== fromTurn);
    enterPosition(game2, w, moved.state, from);
  }
  if (!w.state.result && def.checkResult) {
    const r = def.checkResult(w);
    if (r) w.endGame(r);
  }
  if (!w.state.result && w.state.phase === "over") w.endGame(def.finalResult(w));
}
function expireFlags(game2, w, turnEnded) {
  const flags = game2.definition.flags;
  if (!flags) return;
  const names = Object.entries(flags).filter(([, f2]) => f2.until === "phase" || turnEnded).map(([name2]) => name2);
  if (names.length === 0) return;
  for (const u of w.state.units) {
    if (!u.flags || !names.some((n2) => n2 in u.flags)) continue;
    w.updateUnit(u.id, { flags: Object.fromEntries(names.map((n2) => [n2, void 0])) });
  }
}
function enterPosition(game2, w, flowState, from) {
  const pos = game2.flow.position(flowState);
  w.set({ flow: flowState, turn: pos.turn, phase: pos.phase, active: pos.side ?? w.state.active });
  const event = { type: "phaseChanged", turn: pos.turn, phase: pos.phase, side: pos.side, ...from ? { from } : {} };
  w.emit(event);
  if (pos.over) return;
  const phase = game2.definition.phases?.[pos.phase];
  phase?.enter?.(w);
  if (phase?.run && !w.phaseDone) w.call(phase.run, null, null);
}
function createMatch(game2, opts = {}) {
  const def = game2.definition;
  const scenario = opts.scenario ?? Object.keys(def.scenarios)[0];
  if (typeof scenario !== "string" || !Object.prototype.hasOwnProperty.call(def.scenarios, scenario)) {
    throw new HexwarError({ code: "unknown-scenario", message: `${game2.title} has no scenario ${quote(scenario)} (it has ${Object.keys(def.scenarios).join(", ")})` });
  }
  const given = plainCopy(opts.options ?? {}, "the options");
  if (!given.ok) throw new HexwarError({ ...given.error, code: "bad-options" });
  if (typeof given.value !== "object" || given.value === null || Array.isArray(given.value)) throw new HexwarError({ code: "bad-options", message: "the options must be an object of option names and values" });
  const options = def.options ? parseOrThrow(def.options, given.value, `options for ${game2.id}`, "bad-options") : given.value;
  if (!def.options && Object.keys(options).length > 0) {
    throw new HexwarError({ code: "bad-options", message: `${game2.title} has no optional rules (given: ${Object.keys(options).slice(0, 5).join(", ")})` });
  }
  const seed = opts.seed ?? defaultSeed();
  const random = openRandom(createRandomState(seed));
  const board = hexBoard(game2.map, []);
  const setup3 = def.setup({ scenario, options, map: game2.map, board, random, counter: (id) => game2.counter(id) });
  const units = [];
  const placed = /* @__PURE__ */ new Set();
  for (const u of setup3.units) {
    if (placed.has(u.id)) throw new HexwarError({ code: "bad-setup", message: `set-up places unit "${u.id}" twice` });
    placed.add(u.id);
    game2.counter(u.id);
    if (u.at !== null && game2.map.cellOfLabel(u.at) < 0) throw new HexwarError({ code: "bad-setup", message: `set-up places ${u.id} in ${quote(u.at)}, which is not a hex of the map` });
    units.push(u);
  }
  const tracks = {};
  for (const [name2, t] of Object.entries(def.tracks ?? {})) if (t.start !== void 0) tracks[name2] = t.start;
  Object.assign(tracks, setup3.tracks);
  let state = {
    format: 2,
    game: { id: game2.id, version: game2.version },
    seed: random.state.seed,
    scenario,
    options,
    step: 0,
    undoFloor: 0,
    random: random.state,
    flow: { value: "setup", context: { turn: 0, side: null, step: 0, loops: {} } },
    turn: 0,
    phase: "setup",
    active: null,
    units,
    tracks,
    stack: [],
    pending: null,
    data: setup3.data,
    result: null
  };
  const started = game2.flow.start(new Reader(game2, state));
  const w = new Working(game2, state);
  enterPosition(game2, w, started.state, null);
  settle(game2, w);
  state = w.finish();
  return state;
}
function activates(marker, unit2, formation, used, limit) {
  if (unit2.side !== marker.side || unit2.steps <= 0) return false;
  if (marker.kind === "all") return true;
  if (marker.kind === "dieRoll") return used.includes(unit2.id) || used.length < (limit ?? 0);
  return formation === null || formation === marker.formation;
}
function activationCup(config) {
  const NAME2 = config.name ?? "cup";
  const byId = new Map(config.markers.map((m) => [m.id, m]));
  const draw = (ctx) => {
    const l = ctx.local;
    if (l.next === null && l.cup.length === 0) {
      ctx.end(null);
      return;
    }
    let marker;
    let cup3 = l.cup;
    if (l.next !== null) marker = l.next;
    else {
      const r = ctx.random.drawChit({ id: "activation-cup", chits: cup3 }, `activation marker (${config.rule})`);
      marker = r.chit;
      cup3 = r.cup.chits;
    }
    ctx.setLocal({ ...l, next: null, cup: cup3, drawn: [...l.drawn, marker] });
    const m = byId.get(marker);
    ctx.setActive(m.side);
    ctx.call(config.activation, { marker }, m.side);
  };
  const chooseFirst = {
    schema: z.object({ marker: z.string().min(1) }),
    rule: config.rule,
    legal: (ctx, side) => ctx.local.drawn.length === 0 && ctx.local.next === null && config.firstPick?.(ctx) === side ? [{ type: "chooseFirst", side, choose: { marker: [...ctx.local.markers[side] ?? []] } }] : [],
    refuse: (ctx, a) => `${String(a.marker).slice(0, 20)} is not one of your activation markers this turn (${(ctx.local.markers[a.side] ?? []).join(", ")}) (${config.countRule ?? config.rule})`,
    apply(ctx, a) {
      const l = ctx.local;
      ctx.setLocal({ ...l, next: a.marker, cup: l.cup.filter((m) => m !== a.marker) });
      ctx.emit({ type: "firstChosen", side: a.side, marker: a.marker, rule: config.rule });
      draw(ctx);
    }
  };
  const cup2 = {
    rule: config.rule,
    start(ctx) {
      const markers = {};
      const sides = [...new Set(config.markers.map((m) => m.side))];
      for (const side of sides) {
        const pool = config.pool ? [...config.pool(ctx, side)] : config.markers.filter((m) => m.side === side).map((m) => m.id);
        markers[side] = ctx.random.shuffle(pool, `${side} activation markers for the turn (${config.countRule ?? config.rule})`).slice(0, config.count(ctx, side));
      }
      const all = sides.flatMap((s) => markers[s]);
      ctx.setLocal({ markers, cup: all, drawn: [], passed: Object.fromEntries(sides.map((s) => [s, false])), next: null });
      ctx.emit({ type: "markersChosen", ...Object.fromEntries(sides.map((s) => [s, markers[s].length])), rule: config.countRule ?? config.rule });
      const first = config.firstPick?.(ctx) ?? null;
      if (first !== null && (markers[first]?.length ?? 0) > 0) {
        ctx.setActive(first);
        return ctx.local;
      }
      draw(ctx);
      return ctx.stack.length > 0 && ctx.stack[ctx.stack.length - 1].proc === NAME2 ? ctx.local : void 0;
    },
    actions: { chooseFirst },
    resume(ctx, result) {
      const l = ctx.local;
      const marker = byId.get(l.drawn[l.drawn.length - 1]);
      const passed = { ...l.passed, [marker.side]: result?.passed === true };
      const both = Object.values(passed).every(Boolean);
      ctx.setLocal({ ...l, passed, cup: both ? [] : l.cup });
      if (both && l.cup.length > 0) ctx.emit({ type: "cupEmptied", reason: "both players passed", rule: config.rule });
      draw(ctx);
    }
  };
  return { procedures: { [NAME2]: cup2 }, activates: (marker, unit2, formation, used, limit) => activates(byId.get(marker), unit2, formation, used, limit), marker: (id) => byId.get(id) };
}

// src/procedures/activation.ts
function activatedNow(ctx, unit2, markers, formation, joining = [], name2 = "activation") {
  const act = ctx.frame(name2);
  if (!act) return false;
  return activates(markers.get(act.marker), unit2, formation, [...act.used, ...joining], act.limit);
}
function markActed(ctx, unit2, kind) {
  const act = ctx.local;
  const acted = kind ? { ...act.acted, [kind]: [...act.acted[kind] ?? [], unit2] } : act.acted;
  ctx.setLocal({ ...act, acted, used: act.used.includes(unit2) ? act.used : [...act.used, unit2] });
}
var hasActed = (act, unit2, kind) => (act.acted[kind] ?? []).includes(unit2);
function stagedActivation(config) {
  const NAME2 = config.name ?? "activation";
  const byId = new Map(config.markers.map((m) => [m.id, m]));
  const orderNames = Object.keys(config.orders);
  const finishStage = (ctx) => {
    const act = ctx.local;
    const order = config.orders[act.order];
    if (act.stagesDone + 1 >= order.length) ctx.end({ passed: false });
    else ctx.setLocal({ ...act, stagesDone: act.stagesDone + 1, stage: order[act.stagesDone + 1] });
  };
  const verbs = {};
  if (orderNames.length > 1) {
    verbs["chooseOrder"] = {
      schema: z.object({ order: z.enum(orderNames) }),
      rule: config.rule,
      legal: (ctx, side) => ctx.local.stage === "order" ? [{ type: "chooseOrder", side, choose: { order: orderNames } }] : [],
      refuse: () => `the order of an activation is chosen when it begins (${config.rule})`,
      apply(ctx, a) {
        ctx.setLocal({ ...ctx.local, order: a.order, stage: config.orders[a.order][0] });
        ctx.emit({ type: "orderChosen", marker: ctx.local.marker, order: a.order, stages: [...config.orders[a.order]], rule: config.rule });
      }
    };
  }
  verbs["pass"] = {
    schema: z.object({}),
    rule: config.passRule ?? config.rule,
    legal: (ctx, side) => ctx.local.stage === "order" ? [{ type: "pass", side }] : [],
    refuse: () => `a player passes instead of playing an activation, when it begins (${config.passRule ?? config.rule})`,
    apply(ctx, a) {
      ctx.emit({ type: "passed", side: a.side, marker: ctx.local.marker, rule: config.passRule ?? config.rule });
      ctx.end({ passed: true });
    }
  };
  for (const [stage, def] of Object.entries(config.stages)) {
    for (const [type, v] of Object.entries(def.actions)) {
      const refuse2 = v.refuse;
      verbs[type] = {
        ...v,
        legal: (ctx, side) => ctx.local.stage === stage && v.legal ? v.legal(ctx, side) : [],
        refuse: (ctx, a) => ctx.local.stage !== stage ? `${type}: ${def.words} only in the ${stage} stage of an activation (${def.rule})` : refuse2?.(ctx, a) ?? null
      };
    }
    verbs[def.end] = {
      schema: z.object({}),
      rule: def.rule,
      legal: (ctx, side) => ctx.local.stage === stage ? [{ type: def.end, side }] : [],
      refuse: () => `${def.words} end only in the ${stage} stage of an activation (${def.rule})`,
      apply: (ctx) => finishStage(ctx)
    };
  }
  const proc = {
    rule: config.rule,
    start(ctx, args) {
      const m = byId.get(args.marker);
      const limit = m.kind === "dieRoll" ? ctx.random.die(6, `units activated by ${m.id} (${config.rule})`) : null;
      ctx.emit({ type: "activated", marker: m.id, name: m.name, side: m.side, kind: m.kind, ...limit !== null ? { limit } : {}, rule: config.rule });
      const single = orderNames.length === 1 ? orderNames[0] : null;
      return { marker: m.id, side: m.side, order: single, stage: single ? config.orders[single][0] : "order", stagesDone: 0, limit, used: [], acted: {}, attacked: [], hexesAttacked: [] };
    },
    actions: verbs,
    resume(ctx, result, from) {
      if (from !== "attack") return;
      const o = result;
      const act = ctx.local;
      ctx.setLocal({ ...act, used: [.../* @__PURE__ */ new Set([...act.used, ...o.attackers])], attacked: o.cancelled ? act.attacked : [...act.attacked, ...o.attackers], hexesAttacked: [...act.hexesAttacked, o.hex] });
      config.attacked?.(ctx, o);
    }
  };
  return { [NAME2]: proc };
}
function unitsDescriptor(type, side, units) {
  return units.length ? [{ type, side, choose: { unit: [...units] } }] : [];
}

// src/procedures/steps.ts
function loseStep(ctx, id, why, rule) {
  const u = ctx.unit(id);
  if (u.steps <= 0) return u;
  const steps = u.steps - 1;
  const after = steps === 0 ? ctx.updateUnit(id, { steps: 0, at: null, box: "eliminated", flags: void 0 }) : ctx.updateUnit(id, { steps });
  ctx.emitAbout(u, { type: "stepLost", unit: id, side: u.side, at: u.at, steps, eliminated: steps === 0, why, ...rule ? { rule } : {} });
  ctx.stepLostHook?.(after, steps === 0, why);
  return after;
}
function eliminate(ctx, id, why, rule) {
  let u = ctx.unit(id);
  while (u.steps > 0) u = loseStep(ctx, id, why, rule);
  return u;
}

// src/procedures/combat.ts
function meets(ctx, hex, c) {
  if (!c) return true;
  const b = ctx.board;
  if (c.terrain !== void 0 && b.terrain(hex) !== c.terrain) return false;
  if (c.place !== void 0 && !b.isPlace(hex, c.place)) return false;
  if (c.feature !== void 0 && !(ctx.map.features[b.cell(hex)] ?? []).includes(c.feature)) return false;
  return true;
}
function tallyCombat(ctx, config, combat2, defenders) {
  const tally = { attack: 0, defence: 0, units: {}, lines: [], supports: [] };
  const af = config.attackFactor ?? ((c, u) => c.factors(u).attack ?? 0);
  const df = config.defenceFactor ?? ((c, u) => c.factors(u).defence);
  const oos = (u) => config.outOfSupply?.units(ctx, u) ?? false;
  const attackers = combat2.attackers.map((id) => ctx.unit(id));
  for (const u of attackers) tally.units[u.id] = { role: "attacker", hex: u.at, base: af(ctx, u), add: 0, mult: 1, oos: oos(u) };
  for (const u of defenders) tally.units[u.id] = { role: "defender", hex: u.at, base: df(ctx, u), add: 0, mult: 1, oos: oos(u) };
  const line = (role, reason, rule, amount, units, times) => {
    if (units.length > 0) tally.lines.push({ role, reason, ...rule ? { rule } : {}, amount, ...times ? { times } : {}, units });
  };
  const defenderSide = defenders[0]?.side ?? "";
  const weakest = [...defenders].sort((a, b) => tally.units[a.id].base - tally.units[b.id].base || (a.id < b.id ? -1 : 1));
  let next = 0;
  for (const m of config.modifiers ?? []) {
    switch (m.kind) {
      case "perAttacker": {
        const hit = attackers.filter((u) => tally.units[u.id].base > 0 && (m.across === void 0 || ctx.board.crosses(u.at, combat2.hex, m.across)) && meets(ctx, combat2.hex, m.into));
        for (const u of hit) tally.units[u.id].add += m.add;
        line("attacker", m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case "perDefender": {
        const hit = defenders.filter((u) => meets(ctx, u.at, m.in));
        for (const u of hit) tally.units[u.id].add += m.add;
        line("defender", m.reason, m.rule, m.add, hit.map((u) => u.id));
        break;
      }
      case "oneDefender": {
        if (weakest.length === 0 || !meets(ctx, combat2.hex, m.in)) break;
        const n2 = m.count ? Math.min(m.count(ctx, combat2.hex, defenderSide), weakest.length) : 1;
        const hit = [];
        for (let k = 0; k < n2; k++) {
          const u = weakest[next++ % weakest.length];
          tally.units[u.id].add += m.add;
          hit.push(u.id);
        }
        line("defender", m.reason, m.rule, m.add, hit);
        break;
      }
      case "hexBonus": {
        const byHex = /* @__PURE__ */ new Map();
        for (const u of defenders) if (meets(ctx, u.at, m.in) && tally.units[u.id].base > 0) byHex.set(u.at, [...byHex.get(u.at) ?? [], u]);
        for (const [hex, units] of byHex) {
          const cap = typeof m.max === "number" ? m.max : m.max[units[0].side] ?? 0;
          const n2 = Math.min(units.length, cap);
          for (let k = 0; k < n2; k++) tally.units[units[k].id].add += m.add;
          if (n2 > 0) tally.lines.push({ role: "defender", reason: `${m.reason} (${hex})`, ...m.rule ? { rule: m.rule } : {}, amount: m.add * n2, units: units.slice(0, n2).map((u) => u.id) });
        }
        break;
      }
      case "double": {
        const hit = (combat2.specials[m.special] ?? []).filter((id) => tally.units[id] && tally.units[id].base > 0);
        for (const id of hit) tally.units[id].mult *= 2;
        line("attacker", m.reason, m.rule, 0, [...hit], 2);
        break;
      }
      case "custom":
        m.apply(ctx, tally, combat2);
        break;
    }
  }
  const round = config.outOfSupply?.round === "down" ? Math.floor : Math.ceil;
  const total = (role) => {
    const byHex = /* @__PURE__ */ new Map();
    for (const e of Object.values(tally.units)) {
      if (e.role !== role) continue;
      const v = e.base > 0 || role === "defender" ? Math.max(0, e.base * e.mult + e.add) : 0;
      const t = byHex.get(e.hex) ?? { ok: 0, oos: 0 };
      if (e.oos) t.oos += v;
      else t.ok += v;
      byHex.set(e.hex, t);
    }
    let sum = 0;
    for (const t of byHex.values()) sum += t.ok + round(t.oos / 2);
    return sum;
  };
  tally.attack = total("attacker");
  tally.defence = total("defender");
  const oosUnits = (role) => Object.entries(tally.units).filter(([, e]) => e.role === role && e.oos).map(([id]) => id);
  line("attacker", "out of supply: halved", config.outOfSupply?.rule, 0, oosUnits("attacker"));
  line("defender", "out of supply: halved", config.outOfSupply?.rule, 0, oosUnits("defender"));
  for (const s of config.supports ?? []) {
    if (s.kind !== "units") continue;
    for (const [role, given, side] of [
      ["attacker", combat2.supports[s.name], combat2.side],
      ["defender", combat2.defence[s.name], defenderSide]
    ]) {
      for (const id of given ?? []) {
        const u = ctx.unit(id);
        const value = s.factor ? s.factor(ctx, u, role) : role === "attacker" ? ctx.factors(u).attack ?? 0 : ctx.factors(u).defence;
        tally.supports.push({ role, kind: s.name, unit: id, value });
        if (role === "attacker") tally.attack += value;
        else tally.defence += value;
      }
    }
  }
  tally.defence = Math.max(config.minimumDefence ?? 0, tally.defence);
  return tally;
}
function retreatEnds(ctx, rules, unit2, hexes, combat2) {
  const b = ctx.board;
  const map = ctx.map;
  const side = unit2.side;
  const start = unit2.at;
  const role = combat2.attackers.includes(unit2.id) ? "attacker" : "defender";
  const from = rules.away === "start" ? [start] : role === "attacker" ? [combat2.hex] : combat2.attackers.map((id) => ctx.unit(id).at).filter((h) => h !== null);
  const away = from.length ? from : [start];
  const dist = (h) => Math.min(...away.map((f2) => b.distance(f2, h)));
  const enemy = b.enemyOccupied(side);
  let zoc = null;
  if (rules.blockedByZoc !== false) {
    zoc = new Uint8Array(map.size);
    const own = b.occupied(side);
    for (const other of new Set(ctx.state.units.filter((u) => u.side !== side).map((u) => u.side))) {
      const z14 = b.zoc(other, rules.zocBlockingTerrain ? { blockingTerrain: rules.zocBlockingTerrain } : {});
      for (let i = 0; i < z14.length; i++) if (z14[i] && !own[i]) zoc[i] = 1;
    }
  }
  const prohibited = new Set(rules.prohibitedTerrain ?? []);
  let sideMask = 0;
  for (const f2 of rules.prohibitedHexsides ?? []) sideMask |= map.hexsideBit(f2);
  let frontier = [start];
  const reached = /* @__PURE__ */ new Set([start]);
  let offMap = false;
  for (let step = 1; step <= hexes; step++) {
    const next = [];
    for (const h of frontier) {
      const c = b.cell(h);
      const dh = rules.away === "start" ? step - 1 : dist(h);
      for (let d = 0; d < 6; d++) {
        const n2 = map.neighbors[c * 6 + d];
        if (n2 < 0) {
          offMap = true;
          continue;
        }
        if ((map.hexsides[c * 6 + d] & sideMask) !== 0) continue;
        const l = map.labels[n2];
        if (reached.has(l)) continue;
        if (rules.away === "start" ? b.distance(start, l) !== step : dist(l) <= dh) continue;
        if (l === combat2.hex || enemy[n2] || zoc && zoc[n2] || prohibited.has(map.terrainTypes[map.terrain[n2]])) continue;
        if (rules.forbidden?.(ctx, unit2, l, combat2)) continue;
        reached.add(l);
        next.push(l);
      }
    }
    frontier = next;
  }
  const ends = frontier.filter((h) => !rules.mayEnd || rules.mayEnd(ctx, unit2, h)).sort((a, b2) => b.cell(a) - b.cell(b2));
  return { ends, offMap: ends.length === 0 && offMap && rules.offMap !== "never" };
}
var unitField = z.object({ unit: z.string().min(1) });
var noFields = z.object({});
function attackProcedures(config) {
  const ATTACK = config.names?.attack ?? "attack";
  const RESULT = config.names?.result ?? "combatResult";
  const rule = config.rule;
  const af = config.attackFactor ?? ((c, u) => c.factors(u).attack ?? 0);
  const enemies = (ctx, hex, side) => ctx.board.unitsAt(hex).filter((u) => u.side !== side);
  const targets2 = (ctx, side) => {
    if (config.targets) return config.targets(ctx, side);
    const out = /* @__PURE__ */ new Set();
    const done = config.oncePerActivation ? ctx.frame("activation")?.hexesAttacked ?? [] : [];
    for (const u of ctx.state.units) {
      if (u.side === side || u.at === null || u.steps <= 0 || out.has(u.at) || done.includes(u.at)) continue;
      if (config.attackers(ctx, u.at, side, []).some((a) => af(ctx, a) > 0)) out.add(u.at);
    }
    return [...out].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
  };
  const defendersOf = (ctx, c) => {
    const attackers = c.attackers.map((id) => ctx.unit(id));
    const hexes = [c.hex, ...config.alsoAttacked?.(ctx, c.side, attackers, c.hex) ?? []];
    const units = ctx.state.units.filter((u) => u.side !== c.side && u.at !== null && u.steps > 0 && hexes.includes(u.at));
    return { hexes, units };
  };
  const tally = (ctx, c) => tallyCombat(ctx, config, c, defendersOf(ctx, c).units);
  const reckon = (ctx, c, defenders) => {
    const t = tallyCombat(ctx, config, c, defenders);
    const odds = oddsColumn(t.attack, t.defence, config.odds);
    const base = oddsPosition(odds, config.odds);
    const shifts = [...config.shifts?.(ctx, c, t, defenders) ?? []];
    for (const s of config.supports ?? []) {
      if (s.kind !== "pool") continue;
      const a = c.supports[s.name] ?? 0;
      const d = c.defence[s.name] ?? 0;
      if (a > 0) shifts.push({ shift: a * s.shift, reason: s.name, ...s.rule ? { rule: s.rule } : {}, side: "attacker" });
      if (d > 0) shifts.push({ shift: -d * s.shift, reason: `defending ${s.name}`, ...s.rule ? { rule: s.rule } : {}, side: "defender" });
    }
    return { tally: t, odds, base, shifts };
  };
  const preview = (ctx, c) => {
    const { units: defenders, hexes } = defendersOf(ctx, c);
    const r = reckon(ctx, c, defenders);
    const clamp = (i) => Math.max(0, Math.min(config.odds.columns.length - 1, i));
    const column = shiftColumn(r.base, r.shifts, config.odds.columns.length).index;
    return { hexes, defenders: defenders.map((u) => u.id), attack: r.tally.attack, defence: r.tally.defence, lines: r.tally.lines, supports: r.tally.supports, baseColumn: config.odds.columns[clamp(r.base)].label, shifts: r.shifts, column: config.odds.columns[column].label, columnIndex: column, entries: r.tally.units };
  };
  const joiners = (ctx) => {
    const c = ctx.local;
    const now = c.attackers.map((id) => ctx.unit(id));
    return config.attackers(ctx, c.hex, c.side, c.attackers).filter((u) => !c.attackers.includes(u.id) && (!config.mayJoin || config.mayJoin(ctx, now, u, c.hex)));
  };
  const declare = {
    schema: z.object({ hex: z.string().min(1) }),
    rule,
    legal: (ctx, side) => {
      const hexes = targets2(ctx, side);
      return hexes.length ? [{ type: "declareAttack", side, choose: { hex: [...hexes] } }] : [];
    },
    refuse: (ctx, a) => config.refusals?.declare?.(ctx, a.hex) ?? `${String(a.hex).slice(0, 20)} cannot be attacked now: it needs an enemy unit next to one of your units able to attack (${rule})`,
    apply(ctx, a) {
      ctx.call(ATTACK, { hex: a.hex }, a.side);
    }
  };
  const defenderOptions = (ctx, c) => {
    const side = enemies(ctx, c.hex, c.side)[0]?.side;
    if (!side) return [];
    const out = [];
    for (const s of config.supports ?? []) {
      if (!s.defenderVerb) continue;
      if (s.kind === "units") for (const u of s.available(ctx, side, c.hex, c.defence[s.name] ?? [])) out.push({ type: s.defenderVerb, side, unit: u.id });
      else if (s.free(ctx, side) > (c.defence[s.name] ?? 0)) out.push({ type: s.defenderVerb, side });
    }
    if (out.length > 0) out.push({ type: "defDone", side });
    return out;
  };
  const askDefenderOrFight = (ctx) => {
    const options = defenderOptions(ctx, ctx.local);
    if (options.length > 0) {
      const sup = (config.supports ?? []).find((s) => s.defenderVerb);
      ctx.decide({ side: options[0].side, kind: "defSupport", prompt: `${ctx.local.hex} is attacked: add support to the defence, or done`, ...sup?.rule ? { rule: sup.rule } : {}, options });
      return;
    }
    fight(ctx);
  };
  const fight = (ctx) => {
    const c = ctx.local;
    let { units: defenders, hexes } = defendersOf(ctx, c);
    config.beforeResolve?.(ctx, c, defenders.map((u) => u.id));
    ({ units: defenders, hexes } = defendersOf(ctx, c));
    const attackerIds = c.attackers.filter((id) => ctx.unit(id).at !== null);
    if (defenders.length === 0) {
      ctx.emit({ type: "combat", side: c.side, hex: c.hex, hexes, attackers: attackerIds, defenders: [], result: "none", reason: "no unit left to defend once revealed", rule });
      spend(ctx, c, "");
      ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: "", attackers: attackerIds, defenders: [], result: "none", queue: [{ kind: "advance" }], entries: {} }, c.side);
      return;
    }
    const { tally: t, odds, base, shifts } = reckon(ctx, c, defenders);
    const roll = ctx.random.die(config.roll?.die ?? 6, `combat against ${c.hex} (${rule})`);
    const read = config.roll?.read ? config.roll.read(ctx, c.side, roll) : roll;
    const byRoll = config.roll?.shift?.(c.mode, read) ?? null;
    if (byRoll) shifts.push(byRoll);
    const column = shiftColumn(base, shifts, config.odds.columns.length).index;
    const result2 = crtLookup(config.crt, column, read);
    const defenderSide = defenders[0].side;
    ctx.emit({
      type: "combat",
      side: c.side,
      hex: c.hex,
      hexes,
      attackers: attackerIds,
      defenders: defenders.map((u) => u.id),
      attack: t.attack,
      defence: t.defence,
      modifiers: t.lines.map((l) => ({ ...l, units: [...l.units] })),
      supports: t.supports.map((s) => ({ ...s })),
      odds: odds.kind === "column" ? odds.label : odds.outcome,
      baseColumn: config.odds.columns[Math.max(0, Math.min(config.odds.columns.length - 1, base))].label,
      shifts: shifts.map((s) => ({ shift: s.shift, reason: s.reason, ...s.rule ? { rule: s.rule } : {} })),
      column: config.odds.columns[column].label,
      roll,
      ...read !== roll ? { read } : {},
      ...c.mode !== null ? { mode: c.mode } : {},
      result: result2,
      ...config.meaning ? { meaning: config.meaning(result2) } : {},
      rule
    });
    spend(ctx, c, defenderSide);
    const queue = config.results(ctx, result2, c);
    const entries = {};
    for (const [id, e] of Object.entries(t.units)) entries[id] = { ...e };
    if (queue.length === 0) {
      finish(ctx, result2);
      return;
    }
    ctx.call(RESULT, { hex: c.hex, attacker: c.side, defender: defenderSide, attackers: attackerIds, defenders: defenders.map((u) => u.id), result: result2, queue: [...queue], entries }, c.side);
  };
  const spend = (ctx, c, defenderSide) => {
    for (const s of config.supports ?? []) {
      if (s.kind === "units") {
        const a = c.supports[s.name] ?? [];
        const d = c.defence[s.name] ?? [];
        if (a.length) s.spend?.(ctx, c.side, a);
        if (d.length && defenderSide) s.spend?.(ctx, defenderSide, d);
      } else {
        const a = c.supports[s.name] ?? 0;
        const d = c.defence[s.name] ?? 0;
        if (a) s.spend?.(ctx, c.side, a);
        if (d && defenderSide) s.spend?.(ctx, defenderSide, d);
      }
    }
  };
  const finish = (ctx, result2) => {
    const c = ctx.local;
    config.resolved?.(ctx, { hex: c.hex, side: c.side, attackers: c.attackers, result: result2 });
    ctx.end({ hex: c.hex, attackers: [...c.attackers], result: result2, cancelled: result2 === null });
  };
  const attackVerbs = {};
  attackVerbs["addAttacker"] = {
    schema: unitField,
    rule,
    legal: (ctx, side) => {
      const list2 = joiners(ctx).map((u) => u.id);
      return list2.length ? [{ type: "addAttacker", side, choose: { unit: list2 } }] : [];
    },
    refuse: (ctx, a) => config.refusals?.join?.(ctx, a.unit) ?? `${String(a.unit).slice(0, 20)} cannot join the attack on ${ctx.local.hex} (${rule})`,
    apply(ctx, a) {
      const c = ctx.local;
      ctx.setLocal({ ...c, attackers: [...c.attackers, a.unit] });
      ctx.emitAbout(ctx.unit(a.unit), { type: "attackJoined", unit: a.unit, hex: c.hex, rule });
    }
  };
  for (const s of config.specials ?? []) {
    attackVerbs[s.verb] = {
      schema: unitField,
      rule: s.rule ?? rule,
      legal: (ctx, side) => {
        const c = ctx.local;
        const given = c.specials[s.verb] ?? [];
        const list2 = c.attackers.filter((id) => !given.includes(id) && s.eligible(ctx, ctx.unit(id), c));
        return list2.length ? [{ type: s.verb, side, choose: { unit: list2 } }] : [];
      },
      refuse: (_ctx, a) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot be given that order (${s.rule ?? rule})`,
      apply(ctx, a) {
        const c = ctx.local;
        ctx.setLocal({ ...c, specials: { ...c.specials, [s.verb]: [...c.specials[s.verb] ?? [], a.unit] } });
      }
    };
  }
  for (const s of config.supports ?? []) {
    if (s.kind === "units") {
      attackVerbs[s.verb] = {
        schema: unitField,
        rule: s.rule ?? rule,
        legal: (ctx, side) => {
          const c = ctx.local;
          const list2 = s.available(ctx, side, c.hex, c.supports[s.name] ?? []).map((u) => u.id);
          return list2.length ? [{ type: s.verb, side, choose: { unit: list2 } }] : [];
        },
        refuse: (_ctx, a) => s.refusal ?? `${String(a.unit).slice(0, 20)} cannot support this combat (${s.rule ?? rule})`,
        apply(ctx, a) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: [...c.supports[s.name] ?? [], a.unit] } });
        }
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: unitField,
          rule: s.rule ?? rule,
          apply(ctx, a) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: [...c.defence[s.name] ?? [], a.unit] } });
            askDefenderOrFight(ctx);
          }
        };
      }
    } else {
      attackVerbs[s.verb] = {
        schema: noFields,
        rule: s.rule ?? rule,
        legal: (ctx, side) => s.free(ctx, side) > (ctx.local.supports[s.name] ?? 0) ? [{ type: s.verb, side }] : [],
        refuse: () => s.refusal ?? `no more ${s.name} support is free (${s.rule ?? rule})`,
        apply(ctx) {
          const c = ctx.local;
          ctx.setLocal({ ...c, supports: { ...c.supports, [s.name]: (c.supports[s.name] ?? 0) + 1 } });
        }
      };
      if (s.defenderVerb) {
        attackVerbs[s.defenderVerb] = {
          schema: noFields,
          rule: s.rule ?? rule,
          apply(ctx) {
            const c = ctx.local;
            ctx.setLocal({ ...c, defence: { ...c.defence, [s.name]: (c.defence[s.name] ?? 0) + 1 } });
            askDefenderOrFight(ctx);
          }
        };
      }
    }
  }
  if ((config.supports ?? []).some((s) => s.defenderVerb)) {
    attackVerbs["defDone"] = { schema: noFields, rule, apply: (ctx) => fight(ctx) };
  }
  const modes = (ctx) => config.modes ? config.modes(ctx, ctx.local) : [];
  attackVerbs["resolveAttack"] = {
    schema: config.modes ? z.object({ mode: z.string().min(1) }) : noFields,
    rule,
    legal: (ctx, side) => {
      const c = ctx.local;
      if (!c.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return [];
      const m = modes(ctx);
      return config.modes ? m.length ? [{ type: "resolveAttack", side, choose: { mode: [...m] } }] : [] : [{ type: "resolveAttack", side }];
    },
    refuse: (ctx, a) => {
      if (!ctx.local.attackers.some((id) => af(ctx, ctx.unit(id)) > 0)) return `an attack needs at least one unit with an attack factor (${rule})`;
      return config.modeRefusal?.(String(a.mode)) ?? null;
    },
    apply(ctx, a) {
      ctx.setLocal({ ...ctx.local, mode: a.mode ?? null });
      askDefenderOrFight(ctx);
    }
  };
  if (config.cancel) {
    attackVerbs["cancelAttack"] = {
      schema: noFields,
      rule,
      legal: (_ctx, side) => [{ type: "cancelAttack", side }],
      apply(ctx) {
        ctx.emit({ type: "attackCalledOff", hex: ctx.local.hex, rule });
        finish(ctx, null);
      }
    };
  }
  const attack = {
    rule,
    start(ctx, args) {
      ctx.emit({ type: "attackDeclared", side: ctx.active, hex: args.hex, rule });
      return { hex: args.hex, side: ctx.stack[ctx.stack.length - 1].side ?? ctx.active, attackers: [], specials: {}, supports: {}, defence: {}, mode: null };
    },
    actions: attackVerbs,
    resume(ctx, outcome) {
      finish(ctx, outcome?.result ?? null);
    }
  };
  const retreat = config.retreat ?? {};
  const onBoard = (ctx, ids) => ids.filter((id) => {
    const u = ctx.unit(id);
    return u.at !== null && u.steps > 0;
  });
  const roleUnits = (ctx, r, role) => onBoard(ctx, role === "attacker" ? r.attackers : r.defenders);
  const roleSide = (r, role) => role === "attacker" ? r.attacker : r.defender;
  const ends = (ctx, r, id, hexes) => retreatEnds(ctx, retreat, ctx.unit(id), hexes, r);
  const decide = (ctx, side, kind, prompt, options, r) => {
    if (options.length === 1 && !config.askSingle) resultVerbs[options[0].type].apply(ctx, options[0]);
    else ctx.decide({ side, kind, prompt, rule: r ?? retreat.rule ?? rule, options });
  };
  const proceed = (ctx) => {
    for (let guard = 0; guard < 1e3; guard++) {
      const r = ctx.local;
      const step = r.queue[0];
      if (!step || step.kind === "advance" && !r.afterDone) {
        if (!r.afterDone) {
          ctx.setLocal({ ...r, afterDone: true });
          config.afterResults?.(ctx, ctx.local);
          continue;
        }
        ctx.end({ result: r.result });
        return;
      }
      const pop = () => ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1), units: [], need: 0, retreating: null });
      switch (step.kind) {
        case "eliminate":
          for (const id of roleUnits(ctx, r, step.role)) eliminate(ctx, id, `${r.result} result`, rule);
          pop();
          continue;
        case "disrupt":
          for (const id of roleUnits(ctx, r, step.role)) config.disrupt?.(ctx, id);
          pop();
          continue;
        case "lose": {
          const units = roleUnits(ctx, r, step.role);
          const left = r.need > 0 ? r.need : step.count;
          const total = step.units ? units.length : units.reduce((s, id) => s + ctx.unit(id).steps, 0);
          if (units.length === 0 || left <= 0) {
            pop();
            continue;
          }
          if (total <= left) {
            for (const id of units) eliminate(ctx, id, `${r.result} result`, rule);
            pop();
            continue;
          }
          ctx.setLocal({ ...r, need: left });
          const side = roleSide(r, step.role);
          decide(ctx, side, "takeLoss", `${r.result}: choose a unit to ${step.units ? "eliminate" : "lose a step"} (${left} to go)`, units.map((unit2) => ({ type: "takeLoss", side, unit: unit2 })), rule);
          return;
        }
        case "lossOrRetreat": {
          const first = r.units.length === 0 && r.need === 0;
          const units = (first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units)).filter((id) => !r.retreated.includes(id));
          const need = first ? step.need : r.need;
          if (need <= 0 || units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need });
          const side = roleSide(r, step.role);
          const options = [];
          for (const id of units) {
            options.push({ type: "takeLoss", side, unit: id });
            if (ends(ctx, ctx.local, id, step.hexes).ends.length > 0) options.push({ type: "retreat", side, unit: id });
          }
          const who = step.role === "defender" ? "Defender" : "Attacker";
          decide(ctx, side, "lossOrRetreat", `${who} result at ${r.hex}: ${need} more step(s) to lose, or retreat units ${step.hexes} hex(es)`, options);
          return;
        }
        case "retreat": {
          const first = r.units.length === 0 && r.need === 0;
          const units = first ? roleUnits(ctx, r, step.role) : onBoard(ctx, r.units);
          if (units.length === 0) {
            pop();
            continue;
          }
          ctx.setLocal({ ...r, units, need: 1 });
          const id = units[0];
          const side = roleSide(r, step.role);
          const options = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: "retreatTo", side, unit: id, to }));
          if (step.noRetreat && (!noRetreatFor || noRetreatFor(ctx, ctx.unit(id)))) options.push({ type: "noRetreat", side, unit: id });
          if (options.length === 0) {
            eliminate(ctx, id, "no retreat possible", retreat.rule ?? rule);
            ctx.setLocal({ ...ctx.local, units: ctx.local.units.filter((x) => x !== id) });
            if (ctx.local.units.length === 0) pop();
            continue;
          }
          decide(ctx, side, "retreat", `${step.result ?? r.result}: where does ${id} retreat${step.noRetreat ? ", or does it hold (No Retreat!)" : ""}?`, options);
          return;
        }
        case "advance": {
          const attackerSide = r.attacker;
          if (ctx.board.unitsAt(r.hex).some((u) => u.side !== attackerSide)) {
            pop();
            continue;
          }
          const movers2 = onBoard(ctx, r.attackers).filter((id) => {
            const u = ctx.unit(id);
            if (u.at === r.hex || r.retreated.includes(id) || !ctx.board.adjacent(u.at, r.hex)) return false;
            if (config.mayAdvance && !config.mayAdvance(ctx, u, r.hex)) return false;
            return !retreat.mayEnd || retreat.mayEnd(ctx, u, r.hex);
          });
          if (movers2.length === 0) {
            pop();
            continue;
          }
          const options = [...movers2.map((unit2) => ({ type: "advance", side: attackerSide, unit: unit2 })), { type: "noAdvance", side: attackerSide }];
          ctx.decide({ side: attackerSide, kind: "advance", prompt: `${r.hex} is vacant: advance attacking units into it, or stop`, rule, options });
          return;
        }
      }
    }
    throw new HexwarError({ code: "internal-error", message: "the combat result did not settle" });
  };
  const noRetreatFor = config.noRetreat;
  const resultVerbs = {
    takeLoss: {
      schema: unitField,
      rule,
      apply(ctx, a) {
        const r = ctx.local;
        const step = r.queue[0];
        if (step.kind === "lose" && step.units) eliminate(ctx, a.unit, `${r.result} result`, rule);
        else loseStep(ctx, a.unit, step.kind === "lose" ? `${r.result} result` : "combat result", retreat.rule ?? rule);
        ctx.setLocal({ ...ctx.local, need: ctx.local.need - 1 });
        proceed(ctx);
      }
    },
    retreat: {
      schema: unitField,
      rule: retreat.rule ?? rule,
      apply(ctx, a) {
        const id = a.unit;
        const step = ctx.local.queue[0];
        const roll = config.retreatRoll;
        let passed = true;
        if (roll) {
          const rolls2 = roll.rolls ? roll.rolls(ctx, step.hexes) : 1;
          for (let k = 0; k < rolls2; k++) {
            const u = ctx.unit(id);
            const die = ctx.random.die(roll.die, `retreat roll ${id} (${roll.rule ?? rule})`);
            const mod = roll.modifier?.(ctx, u, ctx.local) ?? 0;
            const factor = roll.factor(ctx, u, ctx.local.entries[id]);
            const fail = die === roll.alwaysFails || die + mod > factor;
            ctx.emitAbout(u, { type: "retreatRoll", unit: id, roll: die, modifier: mod, ...mod && roll.modifierWhy ? { modifierWhy: roll.modifierWhy } : {}, cf: factor, failed: fail, ...die === roll.alwaysFails ? { natural: true } : {}, rule: roll.rule ?? rule });
            passed = !fail;
            if (fail) {
              loseStep(ctx, id, "failed retreat roll", roll.rule ?? rule);
              ctx.setLocal({ ...ctx.local, need: ctx.local.need - 1 });
              if (ctx.unit(id).steps <= 0 || ctx.local.need <= 0) break;
            }
          }
          if (passed && rolls2 > 1 && ctx.local.need <= 0) passed = false;
        }
        if (passed && ctx.unit(id).steps > 0) {
          const options = ends(ctx, ctx.local, id, step.hexes).ends.map((to) => ({ type: "retreatTo", side: ctx.unit(id).side, unit: id, to }));
          if (options.length > 0) {
            ctx.setLocal({ ...ctx.local, retreating: id });
            ctx.decide({ side: ctx.unit(id).side, kind: "retreatTo", prompt: `Where does ${id} retreat (${step.hexes} hex${step.hexes > 1 ? "es" : ""})?`, rule: retreat.rule ?? rule, options });
            return;
          }
        }
        proceed(ctx);
      }
    },
    retreatTo: {
      schema: z.object({ unit: z.string().min(1), to: z.string().min(1) }),
      rule: retreat.rule ?? rule,
      apply(ctx, a) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: a.to });
        ctx.emitAbout(u, { type: "retreated", unit: a.unit, from: u.at, to: a.to, rule: retreat.rule ?? rule });
        const r = ctx.local;
        const step = r.queue[0];
        const units = r.units.filter((x) => x !== a.unit);
        const next = { ...r, retreating: null, retreated: [...r.retreated, a.unit], units };
        ctx.setLocal(step.kind === "retreat" && units.length === 0 ? { ...next, queue: r.queue.slice(1), need: 0 } : next);
        proceed(ctx);
      }
    },
    noRetreat: {
      schema: unitField,
      rule,
      apply(ctx, a) {
        const r = ctx.local;
        const step = r.queue[0];
        const u = ctx.unit(a.unit);
        ctx.emitAbout(u, { type: "noRetreat", unit: a.unit, at: u.at, result: step.result ?? r.result, rule });
        if (step.noRetreat === "eliminate") eliminate(ctx, a.unit, `No Retreat! on ${step.result ?? r.result}`, rule);
        const units = r.units.filter((x) => x !== a.unit);
        ctx.setLocal(units.length === 0 ? { ...ctx.local, units, queue: r.queue.slice(1), need: 0 } : { ...ctx.local, units });
        proceed(ctx);
      }
    },
    advance: {
      schema: unitField,
      rule,
      apply(ctx, a) {
        const u = ctx.unit(a.unit);
        ctx.updateUnit(a.unit, { at: ctx.local.hex });
        ctx.emitAbout(u, { type: "advanced", unit: a.unit, from: u.at, to: ctx.local.hex, rule });
        proceed(ctx);
      }
    },
    noAdvance: {
      schema: noFields,
      rule,
      apply(ctx) {
        ctx.setLocal({ ...ctx.local, queue: ctx.local.queue.slice(1) });
        proceed(ctx);
      }
    }
  };
  const result = {
    rule,
    start(ctx, args) {
      ctx.setLocal({ ...args, need: 0, units: [], retreating: null, retreated: [], afterDone: false });
      proceed(ctx);
      return ctx.stack.length > 0 && ctx.stack[ctx.stack.length - 1].proc === RESULT ? ctx.local : void 0;
    },
    actions: resultVerbs
  };
  return { declare, targets: targets2, procedures: { [ATTACK]: attack, [RESULT]: result }, tally: (ctx, c) => tally(ctx, c), preview };
}
function packable(free, sizes) {
  const items = [...sizes].sort((a, b) => b - a);
  const room = [...free];
  const place = (i) => {
    if (i === items.length) return true;
    const tried = /* @__PURE__ */ new Set();
    for (let b = 0; b < room.length; b++) {
      if (room[b] < items[i] || tried.has(room[b])) continue;
      tried.add(room[b]);
      room[b] = room[b] - items[i];
      const ok = place(i + 1);
      room[b] = room[b] + items[i];
      if (ok) return true;
    }
    return false;
  };
  return place(0);
}
function deployment(config, names = {}) {
  const PLACE = names.place ?? "place";
  const FINISH = names.finish ?? "finishSetup";
  const sideNow = (ctx) => config.side ? config.side(ctx) : ctx.active;
  const setsUp = (ctx, u) => config.setsUp ? config.setsUp(ctx, u) : u.box === "setup";
  const waiting = (ctx, side) => ctx.state.units.filter((u) => u.side === side && u.at === null && u.box === "setup");
  const when = (v, side) => typeof v === "function" ? v(side) : v === true;
  const placedOnce = (ctx, side) => when(config.redeploy, side) && ctx.turn === 0 ? ctx.state.units.filter((u) => u.side === side && u.at !== null && setsUp(ctx, u) && u.flags?.["redeployed"] !== true) : [];
  const prohibited = new Set(config.prohibitedTerrain ?? []);
  const problem = (ctx, side, id, hex, zoneOf) => {
    if (sideNow(ctx) !== side) return { code: "not-now" };
    if (!ctx.hasUnit(id)) return { code: "unknown-unit" };
    const u = ctx.unit(id);
    if (u.side !== side) return { code: "not-yours" };
    if (u.at !== null && u.box === "map" && ctx.turn === 0) {
      if (!placedOnce(ctx, side).includes(u)) return { code: "already-placed", at: u.at };
      if (u.at === hex) return { code: "same-hex" };
    } else if (!setsUp(ctx, u)) return { code: "not-a-setup-unit" };
    if (!ctx.board.has(hex)) return { code: "not-on-map" };
    if (prohibited.has(ctx.board.terrain(hex))) return { code: "prohibited", terrain: ctx.board.terrain(hex) };
    if (!(zoneOf ?? config.zone(ctx, side, u)).includes(hex)) return { code: "outside-zone" };
    const here = ctx.board.unitsAt(hex).filter((x) => x.id !== id);
    if (here.some((x) => x.side !== side)) return { code: "enemy-occupied" };
    if (config.notAdjacentToEnemy) {
      for (const n2 of ctx.board.neighbours(hex)) {
        const e = ctx.board.unitsAt(n2).find((x) => x.side !== side);
        if (e) return { code: "adjacent-to-enemy", enemy: e.id, enemySide: e.side, enemyAt: n2 };
      }
    }
    if (config.stacking) {
      const ok = config.stacking(ctx, hex, [...here.map((x) => x.id), id]);
      if (ok !== true) return { code: "overstacked", here: here.map((x) => x.id), ...typeof ok === "string" ? { message: ok } : {} };
    }
    if (config.feasible) {
      const f2 = config.feasible;
      const rest = waiting(ctx, side).filter((x) => x.id !== id).map((x) => x.id);
      const hexes = f2.hexes(ctx, side);
      if (hexes.length === 0) return null;
      const load = (h) => ctx.board.unitsAt(h).filter((x) => x.id !== id).reduce((s, x) => s + f2.weight(x.id), 0) + (h === hex ? f2.weight(id) : 0);
      if (!packable(hexes.map((h) => f2.limit - load(h)), rest.map(f2.weight))) return { code: "infeasible", rest };
    }
    return null;
  };
  const words = (p, unit2, hex, side) => {
    const custom = config.message?.(p, unit2, hex, side);
    if (custom) return custom;
    const rule = config.rule(side);
    const stackRule = config.stackingRule ?? rule;
    switch (p.code) {
      case "not-now":
        return `the ${side} player is not setting up now (${rule})`;
      case "unknown-unit":
        return `there is no unit "${unit2.slice(0, 40)}" (${rule})`;
      case "not-yours":
        return `${unit2} is not a unit of the ${side} player (${rule})`;
      case "not-a-setup-unit":
        return `${unit2} does not set up${config.whoSetsUp ? `: ${config.whoSetsUp(side)}` : ` (${rule})`}`;
      case "already-placed":
        return `${unit2} is already set up${p.at ? ` in ${p.at}` : ""} (${rule})`;
      case "same-hex":
        return `${unit2} is already in ${hex} (${rule})`;
      case "not-on-map":
        return `${hex.slice(0, 20)} is not a hex of the map (${rule})`;
      case "prohibited":
        return `${unit2} may not set up in ${hex}: ${p.terrain ? config.terrainWords?.[p.terrain] ?? p.terrain : "its terrain"} is prohibited terrain (${config.prohibitedRule ?? rule})`;
      case "outside-zone":
        return `${unit2} may not set up in ${hex}: ${config.zoneWords ? config.zoneWords(side) : `outside its set-up area (${rule})`}`;
      case "enemy-occupied":
        return `${unit2} may not set up in ${hex}: enemy-occupied hex (${stackRule})`;
      case "adjacent-to-enemy":
        return `${unit2} may not set up in ${hex}: it is adjacent to the ${p.enemySide[0].toUpperCase()}${p.enemySide.slice(1)} unit ${p.enemy} in ${p.enemyAt} (${rule})`;
      case "overstacked":
        return p.message ?? `${unit2} may not set up in ${hex}: ${p.here.join(", ")} already there, and ${p.here.length + 1} units may not stack together (${stackRule})`;
      case "infeasible":
        return `${unit2} may not set up in ${hex}: ${p.rest.join(", ")} could then not all be set up within stacking (${rule})`;
    }
  };
  const place = {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    legal(ctx, side) {
      if (sideNow(ctx) !== side) return [];
      const out = [];
      for (const u of [...waiting(ctx, side), ...placedOnce(ctx, side)]) {
        const zone = config.zone(ctx, side, u);
        const hexes = zone.filter((h) => problem(ctx, side, u.id, h, zone) === null);
        if (hexes.length) out.push({ type: PLACE, side, fixed: { unit: u.id }, choose: { hex: hexes } });
      }
      return out;
    },
    refuse(ctx, a) {
      const p = problem(ctx, a.side, a.unit, a.hex);
      return p ? { code: p.code, message: words(p, a.unit, a.hex, a.side), rule: ruleOf(words(p, a.unit, a.hex, a.side)) ?? config.rule(a.side) } : null;
    },
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const again = u.at !== null;
      const after = ctx.updateUnit(a.unit, { at: a.hex, box: "map", ...again ? { flags: { redeployed: true } } : {} });
      config.placed?.(ctx, after, a.hex);
      ctx.emitAbout(ctx.unit(a.unit), { type: config.event ?? "setUp", unit: a.unit, side: a.side, hex: a.hex, ...again ? { from: u.at } : {}, rule: config.rule(a.side) });
      if (when(config.autoFinish, a.side) && waiting(ctx, a.side).length === 0) ctx.endPhase();
    }
  };
  const finish = {
    schema: z.object({}),
    legal: (ctx, side) => sideNow(ctx) === side && !when(config.autoFinish, side) && waiting(ctx, side).length === 0 ? [{ type: FINISH, side }] : [],
    refuse(ctx, a) {
      const rule = config.rule(a.side);
      if (sideNow(ctx) !== a.side) return { code: "not-now", message: `the ${a.side} player is not setting up now (${rule})`, rule };
      const left = waiting(ctx, a.side).map((u) => u.id);
      return { code: "units-left", message: config.unfinished?.(a.side, left) ?? `set-up is finished only when every unit is placed: ${left.join(", ")} still to set up (${rule})`, rule };
    },
    apply(ctx, a) {
      const placed = {};
      for (const u of ctx.board.unitsOf(a.side)) if (!u.hidden) (placed[u.at] ??= []).push(u.id);
      for (const ids of Object.values(placed)) ids.sort();
      ctx.emit({ type: "setupFinished", side: a.side, placed, rule: config.rule(a.side) });
      ctx.endPhase();
    }
  };
  return { actions: { [PLACE]: place, [FINISH]: finish }, problem, words, waiting };
}
function ruleOf(message) {
  const m = /\(([^()]*)\)\s*$/.exec(message);
  return m?.[1];
}
function entryHexes(ctx, spec) {
  const b = ctx.board;
  const prohibited = new Set(spec.prohibitedTerrain ?? []);
  const free = (h) => !b.enemyAt(h, spec.side) && !prohibited.has(b.terrain(h));
  const edge = spec.edge ? b.edge(spec.edge) : [];
  const wanted = spec.hexes ?? (spec.link ? edge.filter((h) => b.hasLink(h, spec.link)) : edge);
  const out = /* @__PURE__ */ new Set();
  for (const h of wanted) {
    if (free(h)) out.add(h);
    else if (spec.nearestIfBlocked && edge.length) {
      let best = Infinity;
      let near = [];
      for (const e of edge) {
        if (!free(e)) continue;
        const d = b.distance(e, h);
        if (d < best) best = d, near = [];
        if (d === best) near.push(e);
      }
      for (const n2 of near) out.add(n2);
    }
  }
  return [...out].sort();
}
function releaseRoll(ctx, opts) {
  const roll = ctx.random.die(6, `reinforcement ${opts.unit} (${opts.rule})`);
  const natural = roll === opts.alwaysFails;
  const released = !natural && (opts.need === "atMostTurn" ? roll <= ctx.turn : roll < ctx.turn);
  return { roll, released, heldForGood: natural && opts.holdForGood === true };
}
function enterAtVerb(rule, after) {
  return {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    rule,
    apply(ctx, a) {
      const u = ctx.updateUnit(a.unit, { at: a.hex, box: "map" });
      ctx.emitAbout(u, { type: "entered", unit: a.unit, hex: a.hex, rule });
      after?.(ctx, a.unit, a.hex);
    }
  };
}
function offerEntry(ctx, unit2, hexes, rule) {
  const side = ctx.unit(unit2).side;
  if (hexes.length === 0) {
    ctx.emit({ type: "entryBlocked", unit: unit2, rule });
    return false;
  }
  ctx.decide({ side, kind: "enterAt", prompt: `Where does ${unit2} enter?`, rule, options: hexes.map((hex) => ({ type: "enterAt", side, unit: unit2, hex })) });
  return true;
}

// src/procedures/tables.ts
function rangeTable(rows, name2 = "table") {
  const ranges = Object.entries(rows).map(([key, value]) => ({ key, value, ...parseRange(key, name2) }));
  ranges.sort((a, b) => a.lo - b.lo);
  for (let i = 1; i < ranges.length; i++) {
    const a = ranges[i - 1];
    const b = ranges[i];
    if (b.lo <= a.hi) throw new HexwarError({ code: "bad-table", message: `${name2}: "${b.key}" overlaps "${a.key}"`, path: b.key });
    if (b.lo > a.hi + 1) throw new HexwarError({ code: "bad-table", message: `${name2}: no row for ${a.hi + 1}${b.lo - 1 > a.hi + 1 ? `-${b.lo - 1}` : ""} (between "${a.key}" and "${b.key}")`, path: b.key });
  }
  return (roll) => {
    for (const r of ranges) if (roll >= r.lo && roll <= r.hi) return r.value;
    throw new HexwarError({ code: "bad-roll", message: `${name2} has no row for ${roll}` });
  };
}
function parseRange(key, name2) {
  const k = key.replace(/\s+/g, "").replace("\u2212", "-");
  let m;
  if (m = /^(-?\d+)$/.exec(k)) return { lo: Number(m[1]), hi: Number(m[1]) };
  if ((m = /^(-?\d+)-(-?\d+)$/.exec(k)) && Number(m[1]) <= Number(m[2])) return { lo: Number(m[1]), hi: Number(m[2]) };
  if (m = /^(-?\d+)\+$/.exec(k)) return { lo: Number(m[1]), hi: Infinity };
  if (m = /^(?:≤|<=)(-?\d+)$/.exec(k)) return { lo: -Infinity, hi: Number(m[1]) };
  throw new HexwarError({ code: "bad-table", message: `${name2}: "${key}" is not a roll or a range like "1-3", "7+" or "\u22640"`, path: key });
}

// src/procedures/victory.ts
function victoryLevels(levels) {
  return (margin) => levels.find((l) => l.atMost === void 0 || margin <= l.atMost) ?? levels[levels.length - 1];
}
function scoreVp(ctx, side, vp, why, rule, track = `vp.${side}`) {
  const total = ctx.addToTrack(track, vp);
  ctx.emit({ type: "vp", side, vp, why, total, ...{ rule }  });
  return total;
}
function vpVictory(config) {
  const levelOf = victoryLevels(config.levels);
  const score2 = (ctx, side) => {
    const extra = config.parts?.(ctx, side) ?? {};
    const track = ctx.track(`vp.${side}`);
    const parts = [{ label: config.trackLabel ?? "steps", vp: track - Object.values(extra).reduce((a, b) => a + b, 0) }];
    for (const [label2, vp] of Object.entries(extra)) if (vp !== 0) parts.push({ label: label2, vp });
    const control = config.control(ctx);
    const byName = /* @__PURE__ */ new Map();
    for (const p of ctx.map.places) {
      if (p.value === void 0 || control[p.label] !== side || config.placeKinds && !config.placeKinds.includes(p.kind)) continue;
      const key = p.kind === "city" ? p.name : p.kind;
      const b = byName.get(key) ?? { n: 0, vp: 0, kind: p.kind };
      byName.set(key, { n: b.n + 1, vp: b.vp + p.value, kind: p.kind });
    }
    for (const [name2, b] of byName) parts.push({ label: b.kind === "city" ? name2 : `${b.n} ${name2}${b.n > 1 ? "s" : ""}`, vp: b.vp });
    return { parts, total: parts.reduce((a, p) => a + p.vp, 0) };
  };
  const outcome = (ctx) => {
    const [a, b] = config.sides.map((s) => score2(ctx, s));
    const margin = a.total - b.total;
    return { scores: { [config.sides[0]]: a, [config.sides[1]]: b }, margin, level: levelOf(margin) };
  };
  return {
    /** Each side's score by source. */
    score: score2,
    /** Emits each side's final VP (`finalVp`) and the level of victory (`victoryLevel`). */
    announce(ctx) {
      const o = outcome(ctx);
      for (const side of config.sides) ctx.emit({ type: "finalVp", side, parts: o.scores[side].parts.map((p) => ({ ...p })), total: o.scores[side].total, rule: config.rules.score });
      ctx.emit({ type: "victoryLevel", winner: o.level.winner, level: o.level.level, sides: [...config.sides], totals: config.sides.map((s) => o.scores[s].total), margin: o.margin, rule: config.rules.levels });
    },
    /** The game's result. */
    result(ctx) {
      const o = outcome(ctx);
      const [s0, s1] = config.sides;
      const t02 = o.scores[s0].total;
      const t1 = o.scores[s1].total;
      const word = (s) => s[0].toUpperCase() + s.slice(1);
      return { winner: o.level.winner, level: o.level.level, vp: { [s0]: t02, [s1]: t1 }, reason: `${o.level.level}: ${word(s0)} ${t02} VP, ${word(s1)} ${t1} VP (difference ${o.margin}) (${config.rules.levels})` };
    }
  };
}

// src/procedures/turn.ts
function rollOff(ctx, sides, opts) {
  for (; ; ) {
    const rolls2 = {};
    for (const s of sides) rolls2[s] = ctx.random.die(opts.die ?? 6, `${opts.purpose}, ${s}`) + (opts.bonus?.[s] ?? 0);
    const best = Math.max(...Object.values(rolls2));
    const top = sides.filter((s) => rolls2[s] === best);
    if (top.length === 1) return { winner: top[0], rolls: rolls2 };
  }
}
function eliminateOverstacked(ctx, mayStack, rule, opts = {}) {
  const hexes = /* @__PURE__ */ new Map();
  for (const u of ctx.state.units) if (u.at !== null && u.steps > 0) hexes.set(u.at, [...hexes.get(u.at) ?? [], u.id]);
  for (const [hex, ids] of hexes) {
    for (const side of new Set(ids.map((id) => ctx.unit(id).side))) {
      if (opts.side !== void 0 && side !== opts.side) continue;
      const left = ids.filter((id) => ctx.unit(id).side === side);
      if (opts.order) left.sort((a, b) => opts.order(ctx.unit(a), ctx.unit(b)));
      while (!mayStack(left)) {
        const victim = left.pop();
        ctx.emit({ type: "overstacked", unit: victim, hex, rule });
        eliminate(ctx, victim, "overstacked at the end of the turn", rule);
      }
    }
  }
}
function controlAfter(ctx, hexes, control) {
  let out = control;
  for (const hex of hexes) {
    const here = ctx.board.unitsAt(hex);
    if (here.length === 0) continue;
    const side = here[0].side;
    if (here.every((u) => u.side === side) && out[hex] !== side) out = { ...out, [hex]: side };
  }
  return out;
}
function markSupply(ctx, side, opts) {
  const tally = { units: 0, rolled: 0, cutOff: [], failed: [] };
  for (const u of ctx.board.unitsOf(side)) {
    tally.units++;
    let ok = opts.traces(u);
    if (!ok) tally.cutOff.push(u.id);
    else {
      const r = opts.roll?.(u);
      if (r) {
        tally.rolled++;
        ok = ctx.random.die(6, `supply status ${u.id} (${opts.rule})`) + (r.modifier ?? 0) <= r.atMost;
        if (!ok) tally.failed.push(u.id);
      }
    }
    ctx.updateUnit(u.id, { flags: { oos: !ok } });
    if (!ok) ctx.emitAbout(u, { type: "outOfSupply", unit: u.id, rule: opts.rule });
  }
  ctx.emit({ type: "supplyStatus", side, ...opts.summary, ...tally, rule: opts.rule });
  return { cutOff: tally.cutOff, failed: tally.failed };
}

// games/meiktila/data/counters.ts
var f = (attack, defence, movement, range) => range === void 0 ? { attack, defence, movement } : { attack, defence, movement, range };
function unit(id, side, type, formation, activatedBy, arrival, factors, extra = {}) {
  return {
    id,
    side,
    name: extra.name ?? id,
    type,
    steps: factors.length,
    formation,
    size: type,
    factors,
    activatedBy,
    independent: extra.independent ?? false,
    arrival,
    ...extra.setupHex ? { setupHex: extra.setupHex } : {}
  };
}
var inf = (a, d, m, ra, rd) => [f(a, d, m), f(ra, rd, m)];
var counters = [
  // --- Allied: 17th Indian Division -------------------------------------------------
  unit("1 WY", "allied", "infantry", "48 Bde", "48 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "1st West Yorkshire", setupHex: "J13" }),
  unit("1/7 GR", "allied", "infantry", "48 Bde", "48 Bde", "setup", inf(3, 4, 3, 2, 2), { name: "1/7 Gurkha Rifles", setupHex: "J12" }),
  unit("4/12 FFR", "allied", "infantry", "48 Bde", "48 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "4/12 Frontier Force Rifles", setupHex: "I13" }),
  unit("1/10 GR", "allied", "infantry", "63 Bde", "63 Bde", "setup", inf(3, 4, 3, 2, 2), { name: "1/10 Gurkha Rifles", setupHex: "M15" }),
  unit("7/10 Baluch", "allied", "infantry", "63 Bde", "63 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "7/10 Baluch", setupHex: "L15" }),
  unit("9/12 FFR", "allied", "infantry", "63 Bde", "63 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "9/12 Frontier Force Rifles", setupHex: "M14" }),
  unit("1/3 GR", "allied", "infantry", "99 Bde", "99 Bde", "setup", inf(3, 4, 3, 2, 2), { name: "1/3 Gurkha Rifles", setupHex: "M7" }),
  unit("6/15 Punjab", "allied", "infantry", "99 Bde", "99 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "6/15 Punjab", setupHex: "C9" }),
  unit("1 Sikh LI", "allied", "infantry", "99 Bde", "99 Bde", "setup", inf(3, 3, 3, 2, 2), { name: "1st Sikh Light Infantry", setupHex: "C10" }),
  unit("5 PH", "allied", "armour", "255 Tank Bde", "255 Tank Bde", "setup", [f(null, 2, 4), f(null, 1, 4)], { name: "Probyn's Horse", setupHex: "M7" }),
  unit("9 DH", "allied", "armour", "255 Tank Bde", "255 Tank Bde", "setup", [f(null, 2, 4), f(null, 1, 4)], { name: "Royal Deccan Horse", setupHex: "J14" }),
  unit("16 LC", "allied", "armour", "255 Tank Bde", "255 Tank Bde", "setup", [f(null, 1, 5), f(null, 1, 5)], { name: "16th Light Cavalry", setupHex: "H16" }),
  unit("4 B Gren", "allied", "infantry", "255 Tank Bde", "255 Tank Bde", "setup", inf(2, 3, 4, 1, 2), { name: "4th Bombay Grenadiers", setupHex: "H17" }),
  unit("129 Fd", "allied", "artillery", "17 Div Arty", null, "setup", [f(3, 2, 3, 3), f(2, 1, 3, 3)], { name: "129th Field Regiment", setupHex: "J13" }),
  unit("1 Ind Med", "allied", "artillery", "17 Div Arty", null, "setup", [f(4, 2, 2, 4), f(2, 1, 2, 4)], { name: "1st Indian Medium Regiment", setupHex: "I12" }),
  unit("21 Mtn", "allied", "artillery", "17 Div Arty", null, "setup", [f(2, 1, 3, 2), f(1, 1, 3, 2)], { name: "21st Mountain Regiment", setupHex: "M14" }),
  // --- Allied: 5th Indian Division, flown in (8.1.1) ------------------------------------
  unit("1 Border", "allied", "infantry", "Border", null, "air", inf(3, 3, 3, 2, 2), { name: "1st Bn, Border Regiment" }),
  unit("2 Border", "allied", "infantry", "Border", null, "air", inf(3, 3, 3, 2, 2), { name: "2nd Bn, Border Regiment" }),
  // --- Japanese: 18th Division ------------------------------------------------------------
  unit("1/55", "japanese", "infantry", "55 Rgt", "18 Div", "setup", inf(2, 3, 3, 1, 2), { name: "1st Bn, 55th Regiment", setupHex: "L1" }),
  unit("2/55", "japanese", "infantry", "55 Rgt", "18 Div", "setup", inf(2, 3, 3, 1, 2), { name: "2nd Bn, 55th Regiment", setupHex: "M1" }),
  unit("3/55", "japanese", "infantry", "55 Rgt", "18 Div", "setup", inf(2, 3, 3, 1, 2), { name: "3rd Bn, 55th Regiment", setupHex: "N1" }),
  unit("1/56", "japanese", "infantry", "56 Rgt", "18 Div", "variant", inf(2, 3, 3, 1, 2), { name: "1st Bn, 56th Regiment (variant)" }),
  unit("2/56", "japanese", "infantry", "56 Rgt", "18 Div", "variant", inf(2, 3, 3, 1, 2), { name: "2nd Bn, 56th Regiment (variant)" }),
  unit("3/56", "japanese", "infantry", "56 Rgt", "18 Div", "variant", inf(2, 3, 3, 1, 2), { name: "3rd Bn, 56th Regiment (variant)" }),
  // --- Japanese: 33rd Division --------------------------------------------------------------
  unit("1/214", "japanese", "infantry", "214 Rgt", "33 Div", "north", inf(3, 3, 3, 2, 2), { name: "1st Bn, 214th Regiment" }),
  unit("2/214", "japanese", "infantry", "214 Rgt", "33 Div", "north", inf(2, 3, 3, 1, 2), { name: "2nd Bn, 214th Regiment" }),
  // --- Japanese: 49th Division (south edge, 8.1.2) ----------------------------------------------
  unit("1/106", "japanese", "infantry", "106 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "1st Bn, 106th Regiment" }),
  unit("2/106", "japanese", "infantry", "106 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "2nd Bn, 106th Regiment" }),
  unit("3/106", "japanese", "infantry", "106 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "3rd Bn, 106th Regiment" }),
  unit("1/168", "japanese", "infantry", "168 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "1st Bn, 168th Regiment" }),
  unit("2/168", "japanese", "infantry", "168 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "2nd Bn, 168th Regiment" }),
  unit("3/168", "japanese", "infantry", "168 Rgt", "49 Div", "south", inf(3, 3, 3, 2, 2), { name: "3rd Bn, 168th Regiment" }),
  unit("49 Recce", "japanese", "infantry", "49 Div Tps", "49 Div", "south", inf(2, 2, 4, 1, 1), { name: "49th Reconnaissance" }),
  // --- Japanese: 14th Tank Regiment (activates with any Japanese marker) -------------------
  unit("1/14 Tk", "japanese", "armour", "14 Tank Rgt", null, "setup", [f(null, 2, 4)], { name: "1/14 Tank", independent: true, setupHex: "M1" }),
  unit("2/14 Tk", "japanese", "armour", "14 Tank Rgt", null, "north", [f(null, 2, 4)], { name: "2/14 Tank", independent: true }),
  // --- Japanese: independents (white icons) --------------------------------------------------
  unit("Ind Art A", "japanese", "artillery", "Ind Art A", null, "north", [f(3, 1, 2, 3)], { name: "Independent Field Artillery", independent: true }),
  unit("Ind Med Art", "japanese", "artillery", "Ind Med Art", null, "north", [f(4, 1, 2, 4)], { name: "Independent Medium Artillery", independent: true }),
  unit("Ind AT 1", "japanese", "antitank", "Ind AT 1", null, "north", [f(0, 2, 2)], { name: "Independent AT Battery 1", independent: true }),
  unit("Ind AT 2", "japanese", "antitank", "Ind AT 2", null, "north", [f(0, 2, 2)], { name: "Independent AT Battery 2", independent: true }),
  unit("NF", "japanese", "infantry", "NF", null, "north", inf(3, 3, 3, 2, 2), { name: "Naganuma Force", independent: true }),
  unit("Ind Inf", "japanese", "infantry", "Ind Inf", null, "north", inf(2, 2, 3, 1, 1), { name: "Independent Infantry Battalion", independent: true })
];
var counterById = new Map(counters.map((c) => [c.id, c]));

// games/meiktila/data/map.ts
var FORMAT = { style: "letter-number", offset: "odd-q" };
function route(...waypoints) {
  const out = [];
  for (let i = 1; i < waypoints.length; i++) {
    const line = hexLinedraw(labelToHex(waypoints[i - 1], FORMAT), labelToHex(waypoints[i], FORMAT)).map((h) => hexToLabel(h, FORMAT));
    out.push(...i === 1 ? line : line.slice(1));
  }
  return out;
}
function block(cols, rows) {
  const out = [];
  for (const c of cols) for (let r = rows[0]; r <= rows[1]; r++) out.push(`${c}${r}`);
  return out;
}
var MEIKTILA = "J13";
var AIRFIELDS = ["M7", "C9", "M15", "H17"];
var TOWNS = ["M7", "J3", "C5", "Q12", "H16", "J20"];
var LAKE = ["K11", "K12", "L11", "L12", "K17", "L17", "L18"];
var roads = [
  route("J1", "J22"),
  // Mandalay - Meiktila - Rangoon road
  route("J13", "F11", "C9", "C5", "C1"),
  // to Thabutkon and Mahlaing
  route("J13", "J14", "M15", "Q12", "T12"),
  // to Meiktila Main airfield and Thazi
  route("J9", "M7", "P1"),
  // Seywa road
  route("J13", "H16", "H17", "F22")
  // Kyigon road south-west
];
var railroad = route("T11", "Q12", "M15", "J14", "J13", "F11", "C9", "A9");
var lake = new Set(LAKE);
var roadHexes = new Set(roads.flat());
var jungle = [
  ...block("ABCD", [14, 22]),
  ...block("QRST", [1, 8]),
  ...block("NOPQRST", [18, 22]),
  ...block("EF", [2, 4]),
  ...block("OP", [9, 10])
].filter((l) => !lake.has(l) && !roadHexes.has(l) && !TOWNS.includes(l) && !AIRFIELDS.includes(l));
var streams = [
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => [`G${r}`, `H${r}`]),
  ...["M", "N", "O", "P", "Q", "R", "S"].map((c) => [`${c}17`, `${c}18`])
];
var meiktilaMap = {
  id: "meiktila",
  name: "A Master Stroke: The Battle for Meiktila (stand-in map)",
  columns: 20,
  rows: 22,
  labels: { style: "letter-number", offset: "odd-q" },
  terrainTypes: ["clear", "jungle", "lake"],
  defaultTerrain: "clear",
  hexes: [...LAKE.map((label2) => ({ label: label2, terrain: "lake" })), ...jungle.map((label2) => ({ label: label2, terrain: "jungle" }))],
  hexsideTypes: ["stream"],
  hexsides: streams.map((hexes) => ({ hexes, features: ["stream"] })),
  linkTypes: ["road", "railroad"],
  links: [...roads.map((path) => ({ kind: "road", path })), { kind: "railroad", path: railroad }],
  places: [
    { label: MEIKTILA, name: "Meiktila", kind: "city", value: 5 },
    { label: "M7", name: "Seywa airfield", kind: "airfield", value: 2 },
    { label: "C9", name: "Thabutkon airfield", kind: "airfield", value: 2 },
    { label: "M15", name: "Meiktila Main airfield", kind: "airfield", value: 2 },
    { label: "H17", name: "Meiktila South airfield", kind: "airfield", value: 2 },
    { label: "M7", name: "Seywa", kind: "town" },
    { label: "J3", name: "Wundwin", kind: "town" },
    { label: "C5", name: "Mahlaing", kind: "town" },
    { label: "Q12", name: "Thazi", kind: "town" },
    { label: "H16", name: "Kyigon", kind: "town" },
    { label: "J20", name: "Pyawbwe", kind: "town" }
  ],
  boxes: [
    { id: "interdiction-north", name: "North Interdiction", kind: "interdiction", edge: "north" },
    { id: "interdiction-south", name: "South Interdiction", kind: "interdiction", edge: "south" }
  ]
};

// games/meiktila/data/tables.ts
var ODDS_LABELS = ["1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"];
var oddsTable = { kind: "ratio", columns: ratioColumns(ODDS_LABELS), below: "lowest", above: "highest" };
var crt = parseCrt({
  id: "meiktila-crt",
  columns: [...ODDS_LABELS],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ["E/-", "2/-", "2/-", "1/-", "1/-", "-/1", "-/1", "-/2"] },
    { roll: 2, results: ["2/-", "2/-", "1/-", "1/-", "-/1", "-/1", "-/2", "-/2"] },
    { roll: 3, results: ["2/-", "1/-", "1/-", "1/1", "1/1", "1/2", "-/2", "-/E"] },
    { roll: 4, results: ["1/-", "1/-", "1/1", "1/1", "1/1", "-/2", "1/E", "-/E"] },
    { roll: 5, results: ["1/-", "1/1", "-/1", "-/1", "-/2", "-/E", "-/E", "-/E"] },
    { roll: 6, results: ["1/1", "-/1", "1/2", "-/2", "-/E", "1/E", "-/E", "-/E"] }
  ]
});
var movementCosts = {
  terrain: { clear: 1, jungle: 2, lake: "prohibited" },
  hexsides: { stream: 1 },
  links: { road: 0.5 }
};
var supplyTable = rangeTable({ "\u22640": -1, "1-3": 0, "4-6": 1, "7+": 2 }, "Supply Table (7.1.1)");
function supplyStatusMax(side, alliedLevel) {
  if (side === "japanese") return 4;
  if (alliedLevel <= 0) return 0;
  if (alliedLevel <= 2) return 3;
  if (alliedLevel <= 4) return 4;
  return 5;
}
function alliedMarkerCount(level) {
  return level >= 7 ? 3 : level >= 5 ? 2 : 1;
}
function japaneseMarkerCount(hasInitiative) {
  return hasInitiative ? 3 : 2;
}
var activationMarkers = [
  { id: "A-48", side: "allied", kind: "formation", formation: "48 Bde", name: "48th Indian Brigade" },
  { id: "A-63", side: "allied", kind: "formation", formation: "63 Bde", name: "63rd Indian Brigade" },
  { id: "A-99", side: "allied", kind: "formation", formation: "99 Bde", name: "99th Indian Brigade" },
  { id: "A-255", side: "allied", kind: "formation", formation: "255 Tank Bde", name: "255th Indian Tank Brigade" },
  { id: "A-ALL", side: "allied", kind: "all", name: "17th Indian Division: all units" },
  { id: "A-DR", side: "allied", kind: "dieRoll", name: "17th Indian Division: units by die roll" },
  { id: "J-18", side: "japanese", kind: "formation", formation: "18 Div", name: "18th Division" },
  { id: "J-33", side: "japanese", kind: "formation", formation: "33 Div", name: "33rd Division" },
  { id: "J-49", side: "japanese", kind: "formation", formation: "49 Div", name: "49th Division" },
  { id: "J-ALL", side: "japanese", kind: "all", name: "Burma Area Army: all units" },
  { id: "J-DR", side: "japanese", kind: "dieRoll", name: "Burma Area Army: units by die roll" }
];
var markerById = new Map(activationMarkers.map((m) => [m.id, m]));
var ALLIED_AIR_UNITS = 5;
var SUPPLY_TRACK = { label: "Allied Supply Level", min: 0, max: 8, start: 4, rule: "7.1.1" };
var VICTORY_LEVELS = [
  { atMost: 0, winner: "japanese", level: "Japanese victory" },
  { atMost: 4, winner: "allied", level: "Allied minor victory" },
  { winner: "allied", level: "Allied major victory" }
];
var MAX_OFF_ROAD = 5;

// games/meiktila/rules/common.ts
var OBJECTIVES = [MEIKTILA, ...AIRFIELDS];
var enemyOf = (side) => side === "allied" ? "japanese" : "allied";
var counterOf = (id) => counterById.get(id);
var isOos = (u) => u.flags?.["oos"] === true;
var stacking = Stacking.formation(1, { free: (u) => u.size === "armour", otherKinds: ["armour", "artillery", "independent"], orAny: 2, rule: "6.3" });
var entry = (id) => {
  const c = counterOf(id);
  const formation = c.independent || c.type === "artillery" ? void 0 : c.formation;
  return { id, size: c.independent && c.type !== "armour" && c.type !== "artillery" ? "independent" : c.type, ...formation ? { formation } : {} };
};
function stackOk(ids) {
  return ids.length <= 2 || stacking.check(ids.map(entry)).length === 0;
}
function updateControl(ctx) {
  const control = controlAfter(ctx, OBJECTIVES, ctx.data.control);
  if (control !== ctx.data.control) ctx.setData({ ...ctx.data, control });
}
function cleanIps(ctx) {
  const ips = ctx.data.ips;
  let next = null;
  for (const [hex, ip] of Object.entries(ips)) {
    const count = Math.min(ip.count, ctx.board.sideAt(hex, ip.side).length);
    if (count === ip.count) continue;
    next ??= { ...ips };
    if (count === 0) delete next[hex];
    else next[hex] = { side: ip.side, count };
  }
  if (next) ctx.setData({ ...ctx.data, ips: next });
}
function afterMoves(ctx) {
  updateControl(ctx);
  cleanIps(ctx);
}
var activationOf = (ctx) => ctx.frame("activation");
function canActivate(ctx, u, extra = []) {
  return activatedNow(ctx, u, markerById, counterOf(u.id).activatedBy, extra);
}

// games/meiktila/rules/movement.ts
var enemyZoc = (ctx, side) => ctx.board.zoc(enemyOf(side), { blockingTerrain: ["lake"] });
var ipsKey = (ctx, side) => Object.entries(ctx.data.ips).filter(([, ip]) => ip.side === side).map(([h, ip]) => `${h}${ip.count}`).join(",");
function ipAdjacent(ctx, side) {
  const enemy = enemyOf(side);
  return ctx.board.cachedFor(enemy, `ipAdj:${ipsKey(ctx, enemy)}`, () => {
    const out = new Uint8Array(ctx.map.size);
    const zoc = enemyZoc(ctx, side);
    for (const [hex, ip] of Object.entries(ctx.data.ips)) {
      if (ip.side !== enemy) continue;
      for (const n2 of ctx.board.neighbours(hex)) if (zoc[ctx.board.cell(n2)]) out[ctx.board.cell(n2)] = 1;
    }
    return out;
  });
}
function allowanceOf(ctx, u) {
  const m = ctx.factors(u).movement;
  return isOos(u) ? Math.ceil(m / 2) : m;
}
var ZOC_RULE = ZocRule.costed(0, 0, 2);
function unitRange(ctx, u, forced) {
  const ip = ipAdjacent(ctx, u.side);
  const ipCost = Float64Array.from(ip);
  return movementRange({
    costs: ctx.board.costs(movementCosts),
    from: ctx.board.cell(u.at),
    allowance: allowanceOf(ctx, u),
    enemyOccupied: ctx.board.enemyOccupied(u.side),
    enemyZoc: enemyZoc(ctx, u.side),
    zocRule: ZOC_RULE,
    minimumMove: !forced,
    forcedMarch: forced,
    extraCostToEnter: ipCost,
    extraCostToLeave: ipCost,
    noZocToZocAt: ip
  });
}
function destinations(ctx, u) {
  const enemy = enemyOf(u.side);
  return ctx.board.cachedFor(enemy, `dest:${u.at}:${allowanceOf(ctx, u)}:${ipsKey(ctx, enemy)}`, () => {
    const normal = unitRange(ctx, u, false);
    const forced = unitRange(ctx, u, true);
    const zoc = enemyZoc(ctx, u.side);
    const allowance = allowanceOf(ctx, u);
    const startFree = zoc[normal.from] === 0;
    const out = [];
    for (const c of normal.cells) {
      const free = startFree && (forced.costTo(c) <= allowance || normal.isMinimumMove(c) && zoc[c] === 0);
      out.push({ to: ctx.map.labels[c], march: false, zoc: !free });
    }
    for (const c of forced.cells) if (!normal.canReach(c)) out.push({ to: ctx.map.labels[c], march: true, zoc: false });
    return out;
  });
}
function marchStatus(u) {
  if (u.flags?.["marched"] === true) return "marched";
  if (u.flags?.["touchedZoc"] === true) return "touched";
  return "free";
}
function allowedFor(status, d) {
  if (status === "touched") return !d.march;
  if (status === "marched") return !d.zoc;
  return true;
}

// games/meiktila/rules/supply.ts
var RULES = { maxOffRoad: MAX_OFF_ROAD, roads: ["road"], prohibitedTerrain: ["lake"]};
function net(ctx, side, source) {
  return ctx.board.cached(`supply:${side}:${source}`, () => {
    const cells = source === "city" ? [ctx.board.cell(MEIKTILA)] : Array.from(ctx.map.edges[source]);
    const blocks = { enemyOccupied: ctx.board.enemyOccupied(side), enemyZoc: ctx.board.uncontestedZoc(enemyZoc(ctx, side), side) };
    return traceSupply(ctx.map, cells.map((cell) => ({ cell })), RULES, blocks);
  });
}
function japaneseEdge(ctx, u) {
  if (!u.at) return null;
  const c = ctx.board.cell(u.at);
  const south = net(ctx, "japanese", "south").inSupply(c);
  if (counterOf(u.id).activatedBy === "49 Div") return south ? "south" : null;
  const north = net(ctx, "japanese", "north").inSupply(c);
  const air = ctx.data.air ?? { north: 0, south: 0 };
  if (north && south) return air.south < air.north ? "south" : "north";
  return north ? "north" : south ? "south" : null;
}
function canTrace(ctx, u) {
  if (!u.at) return false;
  if (u.side === "allied") return ctx.track("supply") > 0 && net(ctx, "allied", "city").inSupply(ctx.board.cell(u.at));
  return japaneseEdge(ctx, u) !== null;
}
function inSupplyNow(ctx, u) {
  return u.flags?.["oos"] !== true && canTrace(ctx, u);
}
var changeSupply = (ctx, delta, why) => ctx.addToTrack("supply", delta, why);
var japaneseAirfields = (ctx) => Object.entries(ctx.data.control).filter(([hex, side]) => side === "japanese" && hex !== MEIKTILA).length;
function supplyDetermination(ctx) {
  const air = ctx.data.air ?? { supply: 0, north: 0, south: 0 };
  const roll = ctx.random.die(6, "Allied Supply Table (7.1.1)");
  const fields = japaneseAirfields(ctx);
  const supply = Math.min(2, air.supply);
  const modifier = -fields - (ctx.data.sentai > 0 ? 1 : 0) + supply;
  const modifiers = [];
  if (supply > 0) modifiers.push(`+${supply} air supply`);
  if (fields > 0) modifiers.push(`-${fields} Japanese-held airfield${fields > 1 ? "s" : ""}`);
  if (ctx.data.sentai > 0) modifiers.push("-1 64th Sentai");
  const points = supplyTable(roll + modifier);
  ctx.emit({ type: "supplyTable", roll, modifier, modifiers, modified: roll + modifier, points, rule: "7.1.1" });
  changeSupply(ctx, points, "Supply Table (7.1.1)");
  const level = ctx.track("supply");
  const cutWords = level <= 0 ? "Supply Level 0" : "no supply line";
  markSupply(ctx, "allied", { traces: (u) => canTrace(ctx, u), roll: () => level <= 6 ? { atMost: supplyStatusMax("allied", level) } : null, rule: "7.1.2", summary: { level, atMost: supplyStatusMax("allied", level), cutWords, ...level >= 7 ? { noRoll: "no rolls at Supply Level 7-8" } : {} } });
  markSupply(ctx, "japanese", {
    traces: (u) => japaneseEdge(ctx, u) !== null,
    roll: (u) => ({ atMost: supplyStatusMax("japanese", level), modifier: air[japaneseEdge(ctx, u)] }),
    rule: "7.1.3",
    summary: { level, atMost: supplyStatusMax("japanese", level), modifiers: ["north", "south"].filter((e) => air[e] > 0).map((e) => `interdiction +${air[e]} ${e}`) }
  });
}

// games/meiktila/rules/combat.ts
function eligibleAttackers(ctx, hex, side = activationOf(ctx)?.side ?? "", joining = []) {
  const act = activationOf(ctx);
  if (!act) return [];
  const out = [];
  for (const n2 of ctx.board.neighbours(hex)) {
    for (const u of ctx.board.sideAt(n2, side)) {
      const type = counterOf(u.id).type;
      if (type !== "infantry" && type !== "armour" || act.attacked.includes(u.id) || hasActed(act, u.id, "entrenched") || u.flags?.["noAttack"] === true) continue;
      if (canActivate(ctx, u, joining)) out.push(u);
    }
  }
  return out;
}
function supportArtillery(ctx, side, hex, already, attacking = true) {
  return ctx.board.unitsOf(side).filter((u) => {
    if (counterOf(u.id).type !== "artillery" || u.at === hex || u.flags?.["fired"] === true || already.includes(u.id)) return false;
    if (attacking && u.flags?.["noAttack"] === true) return false;
    return ctx.board.distance(u.at, hex) <= (ctx.factors(u).range ?? 0) && inSupplyNow(ctx, u);
  });
}
var part = (s) => s === "E" ? "E" : s === "-" ? 0 : Number(s);
var highestFactor = (ctx, u, bonus = 0) => Math.max(ctx.factors(u).attack ?? 0, ctx.factors(u).defence + bonus);
function resultMeaning(code) {
  const [a = "-", d = "-"] = code.split("/");
  const one = (p) => p === "1";
  const def = d === "-" ? "no effect on the defender" : d === "E" ? "the defender eliminated" : `${d} hex${one(d) ? "" : "es"} of retreat or step${one(d) ? "" : "s"} lost by the defender`;
  const att = a === "-" ? "no effect on the attacker" : a === "E" ? "the attacker eliminated" : `${a} attacking unit${one(a) ? " retreats or loses" : "s retreat or lose"} a step`;
  return `${def}; ${att}`;
}
var combat = attackProcedures({
  odds: oddsTable,
  crt,
  rule: "6.5",
  attackers: (ctx, hex, side, joining) => eligibleAttackers(ctx, hex, side, joining),
  oncePerActivation: true,
  refusals: {
    declare: (_ctx, hex) => `${hex.slice(0, 20)} cannot be attacked now: it needs an enemy unit next to an activated unit able to attack, and may be attacked once per activation (6.5)`,
    join: (ctx, unit2) => ctx.hasUnit(unit2) && ctx.unit(unit2).flags?.["noAttack"] === true ? `${unit2} cannot join this attack: it received a replacement this turn, so it may move and defend but not attack (8.1.3)` : `${unit2.slice(0, 20)} cannot join this attack: it must be activated, next to the hex attacked, and not have attacked or built an improved position in this activation (6.5, 6.1.1, 8.4)`
  },
  modifiers: [
    { kind: "double", special: "banzai", reason: "Banzai", rule: "11.1" },
    { kind: "perAttacker", across: "stream", add: -1, reason: "stream", rule: "6.5.1" },
    { kind: "perAttacker", into: { place: "city" }, add: -1, reason: "city", rule: "6.5.1" },
    { kind: "perDefender", in: { terrain: "jungle" }, add: 1, reason: "jungle", rule: "6.5.1" },
    // The town's +1 and each improved position's +1 go to one defender each, the weakest first.
    { kind: "oneDefender", in: { place: "town" }, add: 1, reason: "town", rule: "6.5.1" },
    { kind: "oneDefender", add: 1, count: (ctx, hex, defender) => ctx.data.ips[hex]?.side === defender ? ctx.data.ips[hex].count : 0, reason: "improved position", rule: "8.4" }
  ],
  outOfSupply: { units: (ctx, u) => !inSupplyNow(ctx, u), round: "up", rule: "7.2" },
  minimumDefence: 1,
  shifts(ctx, c, _t, defenders) {
    const armour = c.attackers.filter((id) => counterOf(id).type === "armour").length;
    const armourD = defenders.filter((u) => counterOf(u.id).type === "armour").length;
    const at2 = c.side === "allied" ? Math.min(armour, defenders.filter((u) => counterOf(u.id).type === "antitank").length) : 0;
    const out = [];
    if (armour > 0) out.push({ shift: armour, reason: "armour", rule: "8.2", side: "attacker" });
    if (at2 > 0) out.push({ shift: -at2, reason: "Japanese AT", rule: "8.3", side: "defender" });
    if (armourD > 0) out.push({ shift: -armourD, reason: "defending armour", rule: "8.2", side: "defender" });
    if (activationOf(ctx)?.order === "attackMove") out.push({ shift: 1, reason: "attack first", rule: "6.1.1", side: "attacker" });
    return out;
  },
  supports: [
    {
      kind: "units",
      name: "artillery",
      verb: "addArtillery",
      defenderVerb: "defArtillery",
      available: (ctx, side, hex, already) => supportArtillery(ctx, side, hex, already, side === activationOf(ctx)?.side),
      spend(ctx, side, units) {
        for (const id of units) {
          ctx.updateUnit(id, { flags: { fired: true } });
          if (side === "allied") changeSupply(ctx, -1, `${id} fired (8.5)`);
        }
      },
      rule: "8.5",
      refusal: "artillery must be in supply, in range, not yet fired this turn, and not replaced this turn to support an attack (8.5, 8.1.3)"
    },
    {
      kind: "pool",
      name: "air",
      verb: "addAir",
      defenderVerb: "defAir",
      free: (ctx, side) => ctx.data.airFree[side],
      shift: 1,
      spend: (ctx, side, used) => ctx.setData({ ...ctx.data, airFree: { ...ctx.data.airFree, [side]: ctx.data.airFree[side] - used } }),
      rule: "5.2",
      refusal: "no free air unit this turn (5.2)"
    }
  ],
  specials: [
    {
      verb: "banzai",
      eligible: (ctx, u) => ctx.options.banzai && u.side === "japanese" && counterOf(u.id).type === "infantry",
      rule: "11.1",
      refusal: "only an attacking Japanese infantry unit may make a Banzai charge, with the optional rule in play (11.1)"
    }
  ],
  results(_ctx, code) {
    const [a = "-", d = "-"] = code.split("/");
    const steps = [];
    const dp = part(d);
    if (dp === "E") steps.push({ kind: "eliminate", role: "defender" });
    else if (dp > 0) steps.push({ kind: "lossOrRetreat", role: "defender", need: dp, hexes: dp });
    const ap = part(a);
    if (ap === "E") steps.push({ kind: "eliminate", role: "attacker" });
    else if (ap > 0) steps.push({ kind: "lossOrRetreat", role: "attacker", need: ap, hexes: 1 });
    steps.push({ kind: "advance" });
    return steps;
  },
  meaning: resultMeaning,
  retreat: {
    away: "enemy",
    zocBlockingTerrain: ["lake"],
    prohibitedTerrain: ["lake"],
    mayEnd: (ctx, u, hex) => stackOk([...ctx.board.sideAt(hex, u.side).map((x) => x.id), u.id]),
    offMap: "never",
    rule: "6.5.3"
  },
  retreatRoll: {
    die: 6,
    alwaysFails: 6,
    // The unit's highest factor as it stands now (a step lost earlier in this combat counts), with its defensive bonuses, halved out of supply.
    factor: (ctx, u, entry2) => {
      const high = highestFactor(ctx, u, entry2?.role === "defender" ? entry2.add : 0);
      return entry2?.oos ? Math.ceil(high / 2) : high;
    },
    // 8.3: Japanese AT in the defended hex adds 1 to the retreat rolls of attacking Allied units.
    modifier: (_ctx, u, r) => u.side === "allied" && r.attackers.includes(u.id) && r.defenders.some((id) => counterOf(id).type === "antitank") ? 1 : 0,
    modifierWhy: "Japanese AT, 8.3",
    rolls: (ctx, hexes) => ctx.options.multiRollRetreat && hexes > 1 ? hexes : 1,
    rule: "6.5.3"
  },
  afterResults(ctx) {
    for (const id of ctx.frame("attack")?.specials["banzai"] ?? []) {
      const u = ctx.unit(id);
      if (u.steps <= 0) continue;
      const cf = highestFactor(ctx, u);
      const roll = ctx.random.die(6, `Banzai casualty check ${id} (11.1)`);
      const failed = roll === 6 || roll > cf;
      ctx.emit({ type: "banzaiCheck", unit: id, roll, cf, failed, rule: "11.1" });
      if (failed) loseStep(ctx, id, "Banzai casualty check", "11.1");
    }
    afterMoves(ctx);
  },
  resolved: (ctx) => afterMoves(ctx),
  cancel: true,
  askSingle: true
});

// games/meiktila/rules/bot.ts
function targets(ctx, side) {
  const want = OBJECTIVES.filter((h) => side === "japanese" ? ctx.data.control[h] !== "japanese" : ctx.data.control[h] === "allied");
  return want.length ? want : OBJECTIVES;
}
var nearest = (ctx, hex, list2) => Math.min(...list2.map((h) => ctx.board.distance(hex, h)));
var enemiesNext = (ctx, hex, side) => ctx.board.neighbours(hex).reduce((n2, l) => n2 + ctx.board.sideAt(l, enemyOf(side)).length, 0);
var around = (ctx, hex, side) => ctx.board.sideAt(hex, side).length + ctx.board.neighbours(hex).reduce((n2, l) => n2 + ctx.board.sideAt(l, side).length, 0);
var BRIGADE_INFANTRY = counters.filter((c) => c.side === "allied" && c.arrival === "setup" && c.type === "infantry" && c.activatedBy !== "255 Tank Bde").map((c) => c.id);
function alliedPlacement(ctx, id, hex) {
  const type = counterOf(id).type;
  const here = ctx.board.sideAt(hex, "allied").map((u) => u.id);
  const meiktila2 = OBJECTIVES[0];
  let s;
  if (OBJECTIVES.includes(hex)) s = 10 - 3 * here.length + (hex === meiktila2 ? 4 : 0);
  else if (nearest(ctx, hex, OBJECTIVES) === 1) s = 4 - 2 * here.length - Math.min(...OBJECTIVES.filter((x) => ctx.board.distance(x, hex) === 1).map((x) => around(ctx, x, "allied"))) * 0.3;
  else s = -2;
  if (type === "artillery") s += here.some((x) => counterOf(x).type === "artillery") ? -6 : ctx.board.distance(hex, meiktila2) <= 1 ? 3 : -2;
  if (type === "armour" && OBJECTIVES.includes(hex) && hex !== meiktila2) s += 1;
  const after = [...here, id];
  if (OBJECTIVES.includes(hex) && after.length < 4 && !BRIGADE_INFANTRY.some((x) => !after.includes(x) && stackOk([...after, x]))) s -= 5;
  return s;
}
function japanesePlacement(ctx, hex) {
  const best = Math.min(...OBJECTIVES.map((o) => ctx.board.distance(hex, o) + 2 * around(ctx, o, "allied")));
  const here = ctx.board.sideAt(hex, "japanese").length;
  return -Math.round(best / 4) + (ctx.board.hasLink(hex, "road") ? 1 : 0) + (here === 1 ? 1 : here >= 2 ? -1 : 0);
}
function interdictionValue(ctx, edge) {
  const tracing = ctx.board.unitsOf("japanese").filter((u) => japaneseEdge(ctx, u) === edge).length;
  return 0.25 * tracing;
}
function score(ctx, a) {
  const side = ctx.side;
  const d = ctx.data;
  switch (a.type) {
    case "place":
      return side === "allied" ? alliedPlacement(ctx, a["unit"], a["hex"]) : japanesePlacement(ctx, a["hex"]);
    case "placeImprovedPosition":
      return 20;
    // 10.2: a free improved position for every unit set up
    case "allocateAir": {
      const s = a["supply"];
      const n2 = a["north"];
      const so = a["south"];
      const engaged = ctx.board.unitsOf("allied").filter((u) => enemiesNext(ctx, u.at, "allied") > 0).length;
      const combatAir = d.alliedAir - s - n2 - so;
      return s * 3 + Math.min(combatAir, Math.ceil(engaged / 2)) + (n2 > 0 ? interdictionValue(ctx, "north") : 0) + (so > 0 ? interdictionValue(ctx, "south") : 0) - (n2 > 1 ? 1 : 0) - (so > 1 ? 1 : 0);
    }
    case "flyIn":
      return 5 - ctx.board.distance(a["hex"], OBJECTIVES[0]) * 0.1;
    case "chooseFirst": {
      const k = markerById.get(a["marker"]).kind;
      return k === "all" ? 3 : k === "formation" ? 2 : 1;
    }
    case "chooseOrder": {
      const engaged = ctx.board.unitsOf(side).some((u) => enemiesNext(ctx, u.at, side) > 0);
      return a["order"] === "attackMove" ? engaged ? 2 : 0.5 : 1;
    }
    case "move": {
      const u = ctx.unit(a["unit"]);
      const to = a["to"];
      const t = targets(ctx, side);
      let s = nearest(ctx, u.at, t) - nearest(ctx, to, t);
      if (side === "allied" && OBJECTIVES.includes(u.at) && ctx.board.sideAt(u.at, side).length <= 1) s -= 4;
      if (OBJECTIVES.includes(to) && d.control[to] !== side) s += 5;
      if (!stackOk([...ctx.board.sideAt(to, side).map((x) => x.id), u.id])) s -= 100;
      if (a["march"]) s -= 0.3;
      if (side === "allied" && nearest(ctx, to, OBJECTIVES) > 1) s -= 1;
      return s;
    }
    case "entrench": {
      const u = ctx.unit(a["unit"]);
      return OBJECTIVES.includes(u.at) || enemiesNext(ctx, u.at, side) > 0 ? 1.5 : -0.5;
    }
    case "replace":
    case "callReinforcement":
      return 6;
    case "enterAt":
      return -nearest(ctx, a["hex"], targets(ctx, side)) * 0.1;
    case "declareAttack": {
      const hex = a["hex"];
      let sum = 0;
      let armour = 0;
      for (const u of eligibleAttackers(ctx, hex, side)) {
        sum += ctx.factors(u).attack ?? 0;
        if (counterOf(u.id).type === "armour") armour++;
      }
      const def = ctx.board.unitsAt(hex).reduce((s, u) => s + ctx.factors(u).defence + 1, 0);
      return (sum / Math.max(1, def) + armour * 0.5) * 2 - 3 + (OBJECTIVES.includes(hex) ? 1 : 0);
    }
    case "banzai": {
      const c = ctx.frame("attack");
      const id = a["unit"];
      const before = combat.tally(ctx, c);
      const after = combat.tally(ctx, { ...c, specials: { ...c.specials, banzai: [...c.specials["banzai"] ?? [], id] } });
      const gain = Math.floor(after.attack / Math.max(1, after.defence)) - Math.floor(before.attack / Math.max(1, before.defence));
      return gain > 0 && ctx.unit(id).steps >= counterOf(id).steps ? 2.5 : -1;
    }
    case "addArtillery":
    case "defArtillery":
      return side === "allied" && ctx.track("supply") < 4 ? -1 : 2;
    case "addAir": {
      const c = ctx.frame("attack");
      const t = combat.tally(ctx, c);
      return t.attack / Math.max(1, t.defence) < 5 ? 2 : -1;
    }
    case "defAir":
      return 2;
    case "takeLoss": {
      const u = ctx.unit(a["unit"]);
      return OBJECTIVES.includes(u.at) && u.steps > 1 && ctx.view.pending?.kind === "lossOrRetreat" && !ctx.frame("combatResult")?.attackers.includes(u.id) ? 3 : 1;
    }
    case "retreatTo":
      return -nearest(ctx, a["to"], side === "allied" ? OBJECTIVES : targets(ctx, side)) * 0.1;
    case "advance": {
      const hex = ctx.frame("combatResult")?.hex;
      return hex && OBJECTIVES.includes(hex) ? 3 : 1;
    }
    default:
      return void 0;
  }
}

// games/meiktila/rules/log.ts
var str = (v) => typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : JSON.stringify(v) ?? "";
var num = (v) => typeof v === "number" ? v : Number(v) || 0;
var list = (v) => Array.isArray(v) ? v.map(str) : [];
var signed = (n2) => n2 >= 0 ? `+${n2}` : `${n2}`;
var plural2 = (n2, one, many = `${one}s`) => `${n2} ${n2 === 1 ? one : many}`;
var sideName = (side) => side === "allied" ? "Allied" : side === "japanese" ? "Japanese" : str(side);
var players = (side) => side === "allied" ? "the Allies" : side === "japanese" ? "the Japanese" : str(side);
function describeEvent(_ctx, e) {
  const u = str(e["unit"]);
  const rule = e["rule"] !== void 0 ? ` (${str(e["rule"])})` : "";
  switch (e.type) {
    case "outOfSupply":
      return null;
    case "entrenched":
      return e["setup"] === true ? `Japanese improved position in ${str(e["hex"])}${rule}` : `${u} builds an improved position in ${str(e["hex"])}${rule}`;
    case "airPower": {
      const roll = `Air power (5.1): rolled ${str(e["roll"])}`;
      if (num(e["alliedAir"]) > 0) return `${roll}: ${plural2(num(e["alliedAir"]), "Allied air unit")}`;
      if (num(e["japaneseAir"]) > 0) return `${roll}: the Japanese get the 64th Sentai (${num(e["sentai"]) >= 2 ? "second and last time" : "first time"})`;
      return `${roll}: no air units for either side`;
    }
    case "initiative":
      return `Initiative (4.1): Allied ${str(e["allied"])}${num(e["airBonus"]) > 0 ? ` (with +${num(e["airBonus"])} for air)` : ""} vs Japanese ${str(e["japanese"])}: ${players(e["winner"])}`;
    case "airAllocated": {
      const parts = [];
      if (num(e["supply"]) > 0) parts.push(`${str(e["supply"])} on air supply (5.2.1)`);
      for (const edge of ["north", "south"]) if (num(e[edge]) > 0) parts.push(`${str(e[edge])} interdicting ${edge} (5.2.2)`);
      if (num(e["combat"]) > 0) parts.push(`${str(e["combat"])} free for combat`);
      return parts.length ? `Allied air (5.2): ${parts.join(", ")}` : "No Allied air units this turn (5.2)";
    }
    case "supplyTable": {
      const mods = list(e["modifiers"]);
      const points = num(e["points"]);
      const got = points < 0 ? "Supply Level -1 at once" : points === 0 ? "no Supply Points" : plural2(points, "Supply Point");
      return `Supply Table${rule}: rolled ${str(e["roll"])}${mods.length ? ` ${mods.join(" ")} = ${str(e["modified"])}` : ""}: ${got}`;
    }
    case "flownIn":
      return `${u} flies in to ${str(e["hex"])} at reduced strength${rule}`;
    case "orderChosen":
      return e["order"] === "attackMove" ? `${str(e["marker"])}: attack first, then move (attacks shift 1 right)${rule}` : `${str(e["marker"])}: move, then attack${rule}`;
    case "replaced":
      return e["roll"] !== void 0 ? `${u} replacement: rolled ${str(e["roll"])}${num(e["modifier"]) ? ` ${signed(num(e["modifier"]))} interdiction` : ""}, needs 4 or less: back to full strength${rule}` : `${u} is brought back to full strength${rule}`;
    case "replacementFailed":
      return `${u} replacement: rolled ${str(e["roll"])}${num(e["modifier"]) ? ` ${signed(num(e["modifier"]))} interdiction` : ""}, needs 4 or less: none arrives${rule}`;
    case "reinforcementReleased":
    case "reinforcementDelayed": {
      const need = Math.min(5, num(e["turn"]) - (e["rule"] === "11.2" ? 1 : 0));
      if (e["rule"] === "11.2" && num(e["roll"]) === 6) return `${u} stays in the Strategic Reserve for good: rolled 6${rule}`;
      const needs = need > 1 ? `needs 1-${need}` : need === 1 ? "needs a 1" : "none can arrive yet";
      return `${u} ${e.type === "reinforcementReleased" ? "is released" : "is held back"}: rolled ${str(e["roll"])}, ${needs}${rule}`;
    }
    case "banzaiCheck":
      return `${u} Banzai casualty check: rolled ${str(e["roll"])} against CF ${str(e["cf"])}: ${e["failed"] === true ? "loses a step" : "no loss"}${rule}`;
    default:
      return void 0;
  }
}
function describeAction(ctx, a) {
  const who = `${sideName(a.side)}:`;
  const u = str(a["unit"]);
  const target = ctx.frame("attack")?.hex ?? "?";
  switch (a.type) {
    case "placeImprovedPosition":
      return `${who} improved position in ${str(a["hex"])}`;
    case "allocateAir": {
      const parts = ["supply", "north", "south"].filter((k) => num(a[k]) > 0).map((k) => `${str(a[k])} ${k === "supply" ? "to air supply" : `to interdict ${k}`}`);
      return ctx.data.alliedAir === 0 ? `${who} no air units to allocate` : `${who} air units ${parts.length ? parts.join(", ") : "all kept for combat"}`;
    }
    case "flyIn":
      return `${who} fly ${u} in to ${str(a["hex"])}`;
    case "chooseOrder":
      return `${who} ${a["order"] === "attackMove" ? "attack, then move" : "move, then attack"}`;
    case "move":
      return `${who} move ${u} to ${str(a["to"])}${a["march"] === true ? " (forced march)" : ""}`;
    case "entrench":
      return `${who} ${u} digs in`;
    case "replace":
      return `${who} replacement for ${u}`;
    case "callReinforcement":
      return `${who} call up ${u}`;
    case "banzai":
      return `${who} ${u} makes a Banzai charge`;
    case "addArtillery":
      return `${who} ${u} fires in support of the attack on ${target}`;
    case "addAir":
      return `${who} an air unit supports the attack on ${target}`;
    case "defArtillery":
      return `${who} ${u} fires in defence of ${target}`;
    case "defAir":
      return `${who} an air unit supports the defence of ${target}`;
    default:
      return void 0;
  }
}

// games/meiktila/rules/types.ts
var sequence = {
  // 10.1 then 10.2, played as turn 0 unless the quickSetup option skips them.
  setup: [
    { phase: "alliedSetup", rule: "10.1", when: "playersSetUp" },
    { phase: "japaneseSetup", rule: "10.2", when: "playersSetUp" }
  ],
  turns: 10,
  steps: [
    { phase: "airPower", rule: "4.1" },
    { phase: "supply", rule: "4.2" },
    { phase: "activation", rule: "4.3" },
    { phase: "end", rule: "4.4" }
  ]
};
var SIDES = ["allied", "japanese"];
var kit = setupGame({ sides: SIDES, sequence });

// games/meiktila/rules/setup.ts
var SETUP_SIDE = { alliedSetup: "allied", japaneseSetup: "japanese" };
var alliedSetupHexes = (ctx) => ctx.board.cached("alliedSetupHexes", () => {
  const out = /* @__PURE__ */ new Set();
  for (const a of ctx.board.placesOf("city", "airfield", "town")) for (const h of ctx.board.within(a, 1)) if (ctx.board.terrain(h) !== "lake") out.add(h);
  return [...out].sort((x, y) => ctx.board.cell(x) - ctx.board.cell(y));
});
var japaneseSetupHexes = (ctx) => ctx.board.edge("north").filter((h) => ctx.board.terrain(h) !== "lake");
var setup2 = deployment(
  {
    rule: (side) => side === "allied" ? "10.1" : "10.2",
    side: (ctx) => SETUP_SIDE[ctx.phase] ?? null,
    zone: (ctx, side) => side === "allied" ? alliedSetupHexes(ctx) : japaneseSetupHexes(ctx),
    prohibitedTerrain: ["lake"],
    notAdjacentToEnemy: true,
    stacking: (_ctx, _hex, ids) => stackOk(ids),
    stackingRule: "6.3",
    prohibitedRule: "6.5.1",
    terrainWords: { lake: "Meiktila Lake" },
    zoneWords: (side) => side === "allied" ? "Allied units set up on or within 1 hex of Meiktila, an airfield or a town (10.1)" : "the 55th Regiment and 1/14 Tank set up along the north map edge (10.2)",
    whoSetsUp: (side) => side === "allied" ? "the 1st and 2nd Border battalions arrive later as reinforcements (10.1, 8.1.1)" : "only the three battalions of the 55th Regiment and 1/14 Tank do (10.2)"
  }
);
var placeImprovedPosition = kit.action({
  schema: z.object({ hex: z.string().min(1) }),
  rule: "10.2",
  legal(ctx, side) {
    if (ctx.phase !== "japaneseSetup" || side !== "japanese") return [];
    const hexes = [...new Set(ctx.board.unitsOf("japanese").map((u) => u.at))].filter((h) => ctx.board.sideAt(h, "japanese").length > (ctx.data.ips[h]?.count ?? 0));
    return hexes.length ? [{ type: "placeImprovedPosition", side, choose: { hex: hexes } }] : [];
  },
  refuse(ctx, a) {
    if (ctx.phase !== "japaneseSetup" || a.side !== "japanese") return "only the Japanese player places improved positions at set-up, during his set-up (10.2)";
    const mine = ctx.board.has(a.hex) ? ctx.board.sideAt(a.hex, "japanese").length : 0;
    if (mine === 0) return `no Japanese unit is set up in ${a.hex.slice(0, 20)} to occupy an improved position (10.2, 8.4)`;
    return `${a.hex} already has ${ctx.data.ips[a.hex]?.count ?? 0} improved position(s): no more than there are units in the hex (8.4)`;
  },
  apply(ctx, a) {
    ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [a.hex]: { side: "japanese", count: (ctx.data.ips[a.hex]?.count ?? 0) + 1 } } });
    ctx.emit({ type: "entrenched", hex: a.hex, side: "japanese", setup: true, rule: "10.2" });
  }
});
function setupUnits(quick) {
  return counters.map((c) => {
    if (c.arrival !== "setup") return { id: c.id, side: c.side, at: null, steps: c.steps, box: "reinforcements" };
    if (quick) return { id: c.id, side: c.side, at: c.setupHex, steps: c.steps, box: "map" };
    return { id: c.id, side: c.side, at: null, steps: c.steps, box: "setup" };
  });
}
function quickSetupIps() {
  const out = {};
  for (const c of counters) if (c.side === "japanese" && c.arrival === "setup" && c.type === "infantry") out[c.setupHex] = { side: "japanese", count: (out[c.setupHex]?.count ?? 0) + 1 };
  return out;
}
function airPowerPhase(ctx) {
  let { sixes } = ctx.data;
  const roll = ctx.random.die(6, "air power (5.1)");
  const alliedAir = roll <= 5 ? Math.min(roll, ALLIED_AIR_UNITS) : 0;
  if (roll === 6) sixes++;
  const sentai = roll === 6 && sixes <= 2 ? sixes : 0;
  ctx.emit({ type: "airPower", roll, alliedAir, japaneseAir: sentai > 0 ? 1 : 0, sentai, rule: "5.1" });
  const off = rollOff(ctx, ["allied", "japanese"], { bonus: { allied: alliedAir > 0 ? 1 : 0 }, purpose: "initiative (4.1)" });
  const [a, j, initiative] = [off.rolls["allied"], off.rolls["japanese"], off.winner];
  ctx.emit({ type: "initiative", allied: a, japanese: j, airBonus: alliedAir > 0 ? 1 : 0, winner: initiative, rule: "4.1" });
  ctx.setData({ ...ctx.data, sixes, sentai, alliedAir, airFree: { allied: alliedAir, japanese: sentai > 0 ? 1 : 0 }, initiative, air: null, alliedSteps: { replacements: 0, reinforcements: 0 }, japaneseReplacements: { north: 0, south: 0 } });
  ctx.endPhase();
}
function runSupply(ctx, supply, north, south) {
  const combatAir = ctx.data.alliedAir - supply - north - south;
  ctx.setData({ ...ctx.data, air: { supply, north, south }, airFree: { ...ctx.data.airFree, allied: combatAir }, alliedSteps: { replacements: supply, reinforcements: supply } });
  ctx.emit({ type: "airAllocated", supply, north, south, combat: combatAir, rule: "5.2" });
  supplyDetermination(ctx);
  if (flyIns(ctx).length === 0) ctx.endPhase();
}
function flyIns(ctx) {
  if (ctx.data.alliedSteps.reinforcements <= 0) return [];
  const waiting = ctx.state.units.filter((u) => u.side === "allied" && u.at === null && u.box === "reinforcements");
  const out = [];
  for (const u of waiting) {
    const hexes = AIRFIELDS.filter((h) => ctx.data.control[h] === "allied" && ctx.board.sideAt(h, "japanese").length === 0 && stackOk([...ctx.board.sideAt(h, "allied").map((x) => x.id), u.id]));
    if (hexes.length) out.push({ type: "flyIn", side: "allied", fixed: { unit: u.id }, choose: { hex: hexes } });
  }
  return out;
}
var supplyVerbs = {
  allocateAir: kit.action({
    schema: z.object({ supply: z.number().int().min(0).max(2), north: z.number().int().min(0), south: z.number().int().min(0) }),
    rule: "5.2",
    legal(ctx, side) {
      if (side !== "allied" || ctx.data.air) return [];
      const n2 = ctx.data.alliedAir;
      const out = [];
      for (let s = 0; s <= Math.min(2, n2); s++) for (let no = 0; no + s <= n2; no++) for (let so = 0; so + no + s <= n2; so++) out.push({ type: "allocateAir", side, supply: s, north: no, south: so });
      return out;
    },
    refuse: (ctx) => ctx.data.air ? "air units are allocated once, at the start of the Supply Phase (4.2)" : `only ${ctx.data.alliedAir} Allied air unit(s) this turn, at most 2 on Air Supply (5.2.1)`,
    apply: (ctx, a) => runSupply(ctx, a.supply, a.north, a.south)
  }),
  flyIn: kit.action({
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    rule: "8.1.1",
    legal: (ctx, side) => side === "allied" && ctx.data.air ? flyIns(ctx) : [],
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot fly in to ${a.hex.slice(0, 20)}: it needs an Air Supply step and an Allied-controlled airfield with room (8.1.1)`,
    apply(ctx, a) {
      ctx.updateUnit(a.unit, { at: a.hex, steps: 1, box: "map", flags: { arrived: true } });
      ctx.setData({ ...ctx.data, alliedSteps: { ...ctx.data.alliedSteps, reinforcements: ctx.data.alliedSteps.reinforcements - 1 } });
      ctx.emit({ type: "flownIn", unit: a.unit, hex: a.hex, rule: "8.1.1" });
      if (flyIns(ctx).length === 0) ctx.endPhase();
    }
  }),
  endSupply: kit.action({
    rule: "4.2",
    legal: (ctx, side) => side === "allied" && ctx.data.air && flyIns(ctx).length > 0 ? [{ type: "endSupply", side }] : [],
    refuse: () => "the Supply Phase ends after the Supply Table roll (4.2)",
    apply: (ctx) => ctx.endPhase()
  })
};
var cup = activationCup({
  rule: "4.3",
  countRule: "6.1.1",
  markers: activationMarkers,
  pool: (ctx, side) => activationMarkers.filter((m) => m.side === side && (side !== "allied" || ctx.data.japaneseAttacked || m.kind === "formation")).map((m) => m.id),
  count: (ctx, side) => side === "allied" ? ctx.data.japaneseAttacked ? alliedMarkerCount(ctx.track("supply")) : 1 : japaneseMarkerCount(ctx.data.initiative === "japanese"),
  firstPick: (ctx) => ctx.data.initiative,
  activation: "activation"
});
var verb = procedureVerb();
var reinforcements = (ctx) => ctx.state.units.filter((u) => u.side === "japanese" && u.box === "reinforcements" && u.flags?.["tried"] !== true && !ctx.data.reserveHeld.includes(u.id) && canActivate(ctx, u)).map((u) => u.id);
function canReplace(ctx, id) {
  const u = ctx.unit(id);
  const c = counterOf(id);
  if (u.at === null || u.steps >= c.steps || u.flags?.["oos"] === true || u.flags?.["tried"] === true || u.flags?.["arrived"] === true || !canActivate(ctx, u)) return false;
  if (u.side === "allied") return ctx.data.alliedSteps.replacements > 0 && (c.type === "infantry" || c.type === "artillery") && canTrace(ctx, u);
  const edge = c.type === "infantry" ? japaneseEdge(ctx, u) : null;
  return edge !== null && ctx.data.japaneseReplacements[edge] < (edge === "north" ? 1 : 2);
}
var movers = (ctx) => ctx.board.unitsOf(ctx.local.side).filter((u) => canActivate(ctx, u) && !hasActed(ctx.local, u.id, "moved") && !hasActed(ctx.local, u.id, "entrenched"));
function moveRefusal(ctx, id, to, march) {
  const rule = march ? "6.2.1" : "6.2";
  if (!ctx.hasUnit(id) || ctx.unit(id).side !== ctx.local.side || ctx.unit(id).at === null) return `${id.slice(0, 20)} is not one of your units on the map (${rule})`;
  const u = ctx.unit(id);
  if (!canActivate(ctx, u)) return `${id} is not activated by ${ctx.local.marker} (6.1.1)`;
  if (hasActed(ctx.local, id, "moved")) return `${id} has already moved in this activation (6.2)`;
  if (hasActed(ctx.local, id, "entrenched")) return `${id} built an improved position in this activation and may not move (8.4)`;
  if (!ctx.board.has(to)) return `${to.slice(0, 20)} is not a hex of the map (6.2)`;
  if (ctx.board.terrain(to) === "lake") return `${id} may not enter ${to}: Meiktila Lake is prohibited terrain (6.5.1)`;
  if (ctx.board.enemyAt(to, u.side)) return `${id} may not enter ${to}: enemy-occupied hex (6.3)`;
  const status = marchStatus(u);
  const d = destinations(ctx, u).find((x) => x.to === to && x.march === march);
  if (d && status === "touched") return `${id} may not force march to ${to}: it entered or left an enemy ZOC earlier this turn (6.2.1)`;
  if (d && status === "marched") return `${id} may not move to ${to}: it force-marched earlier this turn, so it may not enter or leave an enemy ZOC for the rest of the turn (6.2.1)`;
  if (!march && destinations(ctx, u).some((x) => x.to === to && x.march)) return `${id} can reach ${to} only by forced march (6.2.1)`;
  return `${id} cannot reach ${to}${march ? " by forced march" : ""}: too far for its ${allowanceOf(ctx, u)} MP over this terrain and the enemy's zones of control (${rule}, 6.4)`;
}
var moveStage = {
  move: verb({
    schema: z.object({ unit: z.string().min(1), to: z.string().min(1), march: z.boolean() }),
    rule: "6.2",
    legal(ctx, side) {
      const out = [];
      for (const u of movers(ctx)) {
        const status = marchStatus(u);
        const open = destinations(ctx, u).filter((d) => allowedFor(status, d));
        const normal = open.filter((d) => !d.march).map((d) => d.to);
        const march = open.filter((d) => d.march).map((d) => d.to);
        if (normal.length) out.push({ type: "move", side, fixed: { unit: u.id, march: false }, choose: { to: normal } });
        if (march.length) out.push({ type: "move", side, fixed: { unit: u.id, march: true }, choose: { to: march } });
      }
      return out;
    },
    refuse: (ctx, a) => moveRefusal(ctx, a.unit, a.to, a.march),
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const dest = destinations(ctx, u).find((x) => x.to === a.to && x.march === a.march);
      const flags = a.march ? { marched: true } : dest.zoc ? { touchedZoc: true } : {};
      ctx.updateUnit(a.unit, { at: a.to, flags });
      markActed(ctx, a.unit, "moved");
      ctx.emit({ type: "moved", unit: a.unit, from: u.at, to: a.to, forcedMarch: a.march, enemyZoc: dest.zoc, ...a.march ? { how: "by forced march" } : dest.zoc ? { how: "touching enemy ZOC" } : {}, rule: a.march ? "6.2.1" : "6.2" });
      afterMoves(ctx);
    }
  }),
  entrench: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: "8.4",
    legal(ctx, side) {
      const list2 = movers(ctx).filter((u) => {
        if (ctx.local.attacked.includes(u.id) || u.flags?.["oos"] === true) return false;
        const ip = ctx.data.ips[u.at];
        return !ip || ip.side === side && ip.count < ctx.board.sideAt(u.at, side).length;
      });
      return unitsDescriptor("entrench", side, list2.map((u) => u.id));
    },
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot build an improved position: it must be activated, in supply, not have moved or attacked, and the hex may hold no more positions than units (8.4)`,
    apply(ctx, a) {
      const hex = ctx.unit(a.unit).at;
      ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [hex]: { side: a.side, count: (ctx.data.ips[hex]?.count ?? 0) + 1 } } });
      markActed(ctx, a.unit, "entrenched");
      ctx.emit({ type: "entrenched", unit: a.unit, hex, rule: "8.4" });
    }
  }),
  replace: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: "8.1.3",
    legal: (ctx, side) => unitsDescriptor("replace", side, ctx.board.unitsOf(side).filter((u) => canReplace(ctx, u.id)).map((u) => u.id)),
    refuse: (ctx, a) => {
      const rule = a.side === "allied" ? "8.1.3" : "8.1.4";
      if (ctx.hasUnit(a.unit) && ctx.unit(a.unit).flags?.["arrived"] === true) return `${a.unit} flew in reduced this turn: it is built up to full strength in a later turn (8.1.1)`;
      return { code: "no-replacement", message: `${a.unit.slice(0, 20)} cannot take a replacement: it must be a reduced, activated, in-supply infantry${a.side === "allied" ? " or artillery" : ""} unit, within this turn's limits (${rule})`, rule };
    },
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      markActed(ctx, a.unit);
      const full = { steps: counterOf(a.unit).steps, flags: { noAttack: true, tried: true } };
      if (u.side === "allied") {
        ctx.setData({ ...ctx.data, alliedSteps: { ...ctx.data.alliedSteps, replacements: ctx.data.alliedSteps.replacements - 1 } });
        ctx.updateUnit(a.unit, full);
        ctx.emit({ type: "replaced", unit: a.unit, rule: "8.1.3" });
        return;
      }
      const edge = japaneseEdge(ctx, u);
      const interdiction = ctx.data.air?.[edge] ?? 0;
      const roll = ctx.random.die(6, `Japanese replacement ${a.unit} (8.1.4)`);
      ctx.setData({ ...ctx.data, japaneseReplacements: { ...ctx.data.japaneseReplacements, [edge]: ctx.data.japaneseReplacements[edge] + 1 } });
      if (roll + interdiction <= 4) {
        ctx.updateUnit(a.unit, full);
        ctx.emit({ type: "replaced", unit: a.unit, roll, modifier: interdiction, rule: "8.1.4" });
      } else {
        ctx.updateUnit(a.unit, { flags: { tried: true } });
        ctx.emit({ type: "replacementFailed", unit: a.unit, roll, modifier: interdiction, rule: "8.1.4" });
      }
    }
  }),
  callReinforcement: verb({
    schema: z.object({ unit: z.string().min(1) }),
    rule: "8.1.2",
    legal: (ctx, side) => unitsDescriptor("callReinforcement", side, reinforcements(ctx)),
    refuse: (_ctx, a) => `${a.unit.slice(0, 20)} cannot be called now: its formation's marker must be drawn, and each unit rolls once a turn (8.1.2)`,
    apply(ctx, a) {
      const variant = counterOf(a.unit).arrival === "variant" && ctx.options.kimura;
      const rule = variant ? "11.2" : "8.1.2";
      const r = releaseRoll(ctx, { unit: a.unit, need: variant ? "belowTurn" : "atMostTurn", alwaysFails: 6, holdForGood: variant, rule });
      ctx.updateUnit(a.unit, { flags: { tried: true } });
      if (r.heldForGood) ctx.setData({ ...ctx.data, reserveHeld: [...ctx.data.reserveHeld, a.unit] });
      ctx.emit({ type: r.released ? "reinforcementReleased" : "reinforcementDelayed", unit: a.unit, roll: r.roll, turn: ctx.turn, rule });
      if (!r.released) return;
      markActed(ctx, a.unit);
      const south = counterOf(a.unit).arrival === "south";
      offerEntry(ctx, a.unit, entryHexes(ctx, { side: "japanese", edge: south ? "south" : "north", ...south ? { link: "road", nearestIfBlocked: true } : {}, prohibitedTerrain: ["lake"] }), "8.1.2");
    }
  }),
  enterAt: enterAtVerb("8.1.2", (ctx) => afterMoves(ctx))
};
var activation = stagedActivation({
  rule: "6.1.1",
  passRule: "4.3",
  markers: activationMarkers,
  formationOf: (u) => counterOf(u.id).activatedBy,
  orders: { moveAttack: ["move", "attack"], attackMove: ["attack", "move"] },
  stages: {
    move: { actions: moveStage, end: "endMove", rule: "6.2", words: "units move" },
    attack: { actions: { declareAttack: combat.declare }, end: "endAttacks", rule: "6.5", words: "attacks are made" }
  },
  attacked(ctx, o) {
    if (!o.cancelled && ctx.frame("activation")?.side === "japanese" && !ctx.data.japaneseAttacked) ctx.setData({ ...ctx.data, japaneseAttacked: true });
  }
});
function endPhase(ctx) {
  eliminateOverstacked(ctx, stackOk, "6.3");
  const r = ctx.random.die(6, "end-phase Supply Level reduction (7.1.1)");
  changeSupply(ctx, r % 2 === 0 ? -1 : -2, `end-phase roll ${r}, ${r % 2 === 0 ? "even: -1" : "odd: -2"} (7.1.1)`);
  if (ctx.track("supply") <= 0) {
    ctx.setData({ ...ctx.data, supplyZeroTurns: ctx.data.supplyZeroTurns + 1 });
    scoreVp(ctx, "japanese", 1, "Allied Supply Level 0 at the end of the turn", "9.1");
  }
  afterMoves(ctx);
  if (ctx.turn >= 10) victory.announce(ctx);
  ctx.endPhase();
}
var victory = vpVictory({
  sides: ["allied", "japanese"],
  control: (ctx) => ctx.data.control,
  parts: (ctx, side) => side === "japanese" ? { "Supply Level 0": ctx.data.supplyZeroTurns } : {},
  levels: VICTORY_LEVELS,
  rules: { score: "9.1", levels: "9.2" }
});
var phases = {
  airPower: { enter: airPowerPhase },
  supply: {
    enter(ctx) {
      ctx.setActive("allied");
      if (ctx.data.alliedAir === 0) runSupply(ctx, 0, 0, 0);
    },
    actions: supplyVerbs
  },
  activation: { run: "cup" },
  end: { enter: endPhase }
};
function onStepLost(ctx, u) {
  scoreVp(ctx, enemyOf(u.side), 1, "enemy step lost", "9.1");
}

// games/meiktila/index.ts
var meiktilaOptions = z.object({
  /** 11.1 Banzai charges. */
  banzai: z.boolean().default(false),
  /** 11.2 Kimura's hesitation. */
  kimura: z.boolean().default(false),
  /** 6.5.3 optional retreat rule: one retreat roll per point of the result. */
  multiRollRetreat: z.boolean().default(false),
  /** Skip the set-up phases and start from the fixed stand-in deployment (legal under 10.1 and 10.2). */
  quickSetup: z.boolean().default(false)
});
function meiktilaInvariants(ctx) {
  const out = [];
  for (const u of ctx.state.units) {
    if (u.at !== null && ctx.board.terrain(u.at) === "lake") out.push(`${u.id} is in prohibited terrain ${u.at}`);
    if (ctx.turn >= 1 && u.box === "setup") out.push(`${u.id} was never set up (10.0)`);
  }
  for (const hex of new Set(ctx.board.unitsOf("allied").map((u) => u.at))) if (ctx.board.enemyAt(hex, "allied")) out.push(`both sides in ${hex}`);
  if (ctx.track("vp.japanese") < ctx.data.supplyZeroTurns) out.push("Japanese VP below the turns at Supply Level 0 (9.1)");
  if (["supply", "airPower", "alliedSetup", "japaneseSetup"].includes(ctx.phase)) {
    for (const side of ["allied", "japanese"]) for (const hex of new Set(ctx.board.unitsOf(side).map((u) => u.at))) if (!stackOk(ctx.board.sideAt(hex, side).map((u) => u.id))) out.push(`overstacked ${hex} after the end of a turn`);
  }
  return out;
}
var meiktila = kit.defineGame({
  id: "meiktila",
  title: "A Master Stroke: The Battle for Meiktila",
  version: "0.3.0",
  map: meiktilaMap,
  counters,
  scenarios: { standard: { title: "The Battle for Meiktila, 5-14 March 1945", description: "The one scenario (10.0)." } },
  options: meiktilaOptions,
  guards: { playersSetUp: (ctx) => !ctx.options.quickSetup },
  tracks: { supply: SUPPLY_TRACK, "vp.allied": { start: 0, min: 0 }, "vp.japanese": { start: 0, min: 0 } },
  // Marks that last the turn (4.4 removes Out of Supply and Fired markers; 6.2.1, 8.1 are per turn).
  flags: { oos: { until: "turn", rule: "4.4" }, fired: { until: "turn", rule: "4.4" }, noAttack: { until: "turn", rule: "8.1.3" }, tried: { until: "turn", rule: "8.1" }, arrived: { until: "turn", rule: "8.1.1" }, marched: { until: "turn", rule: "6.2.1" }, touchedZoc: { until: "turn", rule: "6.2.1" } },
  setup(sctx) {
    const quick = sctx.options.quickSetup === true;
    const data = {
      sixes: 0,
      sentai: 0,
      alliedAir: 0,
      airFree: { allied: 0, japanese: 0 },
      initiative: null,
      air: null,
      alliedSteps: { replacements: 0, reinforcements: 0 },
      japaneseReplacements: { north: 0, south: 0 },
      reserveHeld: [],
      japaneseAttacked: false,
      // 10.2: in the fixed deployment the Japanese set-up units start in improved positions.
      ips: quick ? quickSetupIps() : {},
      // The Allies hold the area at the start (1.0).
      control: Object.fromEntries(OBJECTIVES.map((h) => [h, "allied"])),
      supplyZeroTurns: 0
    };
    return { units: setupUnits(quick), data };
  },
  phases: {
    alliedSetup: { enter: (ctx) => ctx.setActive("allied"), actions: { ...setup2.actions, placeImprovedPosition } },
    japaneseSetup: { enter: (ctx) => ctx.setActive("japanese"), actions: { ...setup2.actions, placeImprovedPosition } },
    ...phases
  },
  procedures: { ...cup.procedures, ...activation, ...combat.procedures },
  onStepLost,
  finalResult: (ctx) => victory.result(ctx),
  invariants: meiktilaInvariants,
  describeAction,
  describeEvent,
  bot: { score }
});

// test/support/maps.ts
function fixtureRng(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// scratch/prof3.ts
var game = meiktila;
var rnd = fixtureRng(21);
var calls = /* @__PURE__ */ new Map();
var orig = HexBoard.prototype.cachedFor;
HexBoard.prototype.cachedFor = function(side, key, compute) {
  const k = key.split(":")[0];
  const c = calls.get(k) ?? [0, 0, 0];
  c[0]++;
  let missed = false;
  const t02 = performance.now();
  const v = orig.call(this, side, key, () => {
    missed = true;
    return compute();
  });
  if (missed) {
    c[1]++;
    c[2] += performance.now() - t02;
  }
  calls.set(k, c);
  return v;
};
var origC = HexBoard.prototype.cached;
HexBoard.prototype.cached = function(key, compute) {
  const k = "all:" + key.split(":")[0];
  const c = calls.get(k) ?? [0, 0, 0];
  c[0]++;
  let missed = false;
  const t02 = performance.now();
  const v = origC.call(this, key, () => {
    missed = true;
    return compute();
  });
  if (missed) {
    c[1]++;
    c[2] += performance.now() - t02;
  }
  calls.set(k, c);
  return v;
};
var n = 0;
var t0 = performance.now();
for (let seed = 1; seed <= 20; seed++) {
  let s = createMatch(game, { seed });
  while (!s.result) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0);
    const r = game.apply(s, sampleAction(game.legal(s, side), (k) => Math.floor(rnd() * k)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    n++;
  }
}
var ms = performance.now() - t0;
console.log(n, "actions", (ms * 1e3 / n).toFixed(1), "\xB5s/action");
for (const [k, [c, m, t]] of calls) console.log(k.padEnd(20), "calls", c, "misses", m, "miss ms", t.toFixed(0), "per action \xB5s", (t * 1e3 / n).toFixed(1));
//# sourceMappingURL=prof3.js.map
//# sourceMappingURL=prof3.js.map