/**
 * Pictures of a position as SVG strings: a hex map with its terrain, hexside
 * features, roads and rails, places, labels and counters (factors and steps,
 * markers for hidden units), or a tabletop with its figures. Deterministic:
 * the same position gives the same bytes.
 */
import type { Spec } from '../engine/definition';
import type { Game } from '../engine/game';
import type { CounterData, MatchState, MatchView, Position, UnitState } from '../engine/types';
import { createLayout, hexToPixel, polygonCorners, type Hex, type Point } from '../hex';
import type { HexMap, OffMapBox } from '../map';
import { figureOf } from '../board/table';
import type { TableFigure, TablePosition } from '../tabletop/figures';
import { renderTableSvg, type RenderTableOptions } from '../tabletop/render';

/**
 * Options of {@link renderSvg}. Hexes carry `data-hex` and counters `data-unit`,
 * `data-hex` and `data-side` attributes, so a page can tell what was clicked.
 *
 * @example
 * ```ts
 * import { createMatch, renderSvg, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const svg = renderSvg(myitkyina, view(myitkyina, state, 'japanese'), { scale: 1.5, labels: true, highlight: ['B1', 'C1'], title: 'Japanese set-up' });
 * ```
 * @category Render
 */
export interface RenderOptions {
  /** Hex size in pixels, centre to corner (default 24); pixels per inch on a table (default 10). */
  readonly scale?: number;
  /** Fill colour by terrain type (defaults cover the common ones). */
  readonly terrainColours?: Readonly<Record<string, string>>;
  /** Colour by side for counters and figures (default: a fixed palette in side order). */
  readonly sideColours?: Readonly<Record<string, string>>;
  /** Print each hex's label (default true). */
  readonly labels?: boolean;
  /** Hexes to outline (a unit's reach, the hex attacked); on a table, the figures to ring (targets), by id. */
  readonly highlight?: readonly string[];
  /** A title drawn at the top. */
  readonly title?: string;
  /** More options for a tabletop picture (arcs, templates, paths). */
  readonly table?: RenderTableOptions;
  /**
   * On a hex map, the parts to draw (default all): the `map` (terrain,
   * hexside features, roads, places, labels and the title), the `highlight`ed
   * hexes, the `counters`. Each part is a group marked `data-layer`, in the
   * same frame whichever are drawn, so a page that keeps the map drawn redraws
   * only the highlights and the counters after each action (a big map is most
   * of the picture's bytes).
   */
  readonly layers?: readonly HexLayer[];
  /**
   * On a hex map, draw its off-map boxes (default true): each box the map
   * declares (an interdiction box, an entry box) as a labelled box beside its
   * edge (north above the map, the rest below), marked `data-box` with its id,
   * and any counter standing in it (`at` its id) inside it.
   */
  readonly boxes?: boolean;
}

/**
 * A part of a hex map's picture, as {@link RenderOptions.layers} chooses them.
 *
 * @category Render
 */
export type HexLayer = 'map' | 'highlight' | 'counters';

const TERRAIN: Readonly<Record<string, string>> = {
  clear: '#e8efd8',
  open: '#e8efd8',
  plain: '#e8efd8',
  woods: '#9dbb84',
  forest: '#9dbb84',
  jungle: '#6f9f5a',
  rough: '#c8b98f',
  hills: '#cdbb8a',
  hill: '#cdbb8a',
  mountain: '#a89a7a',
  mountains: '#a89a7a',
  swamp: '#a9c2a0',
  marsh: '#a9c2a0',
  desert: '#eedfb0',
  lake: '#8fb8de',
  sea: '#8fb8de',
  water: '#8fb8de',
  ocean: '#8fb8de',
  town: '#d8cfc2',
  city: '#cbbfae',
  none: '#ffffff',
};
const PALETTE = ['#1d4ed8', '#b91c1c', '#15803d', '#a16207', '#7e22ce', '#0f766e'];
const HEXSIDE_COLOURS = ['#2563eb', '#6b4f2a', '#7c3aed', '#0e7490', '#b45309'];
const LINK_COLOURS = ['#7a5c3e', '#333333', '#a16207', '#64748b'];

const num = (v: number) => String(Math.round(v * 100) / 100 + 0);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pts = (ps: readonly Point[]) => ps.map((p) => `${num(p.x)},${num(p.y)}`).join(' ');

/** Flat-topped hexes for column offsets (odd-q, even-q), pointy-topped for row offsets. */
function orientationOf(map: HexMap): 'flat' | 'pointy' {
  const o = map.labelFormat.offset;
  return o === 'odd-r' || o === 'even-r' ? 'pointy' : 'flat';
}

/**
 * A picture of a position: the whole state, or what one side sees in its
 * view (hidden enemy units as their markers). A hex game draws its map and
 * counters; a tabletop game its table and figures.
 *
 * @example
 * ```ts
 * import { writeFileSync } from 'node:fs';
 * import { renderSvg, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * writeFileSync('turn1.svg', renderSvg(myitkyina, view(myitkyina, state, 'allied')));
 * ```
 * @category Render
 */
export function renderSvg<G extends Spec, P extends Position>(game: Game<G>, position: MatchState<unknown, P> | MatchView<unknown, P>, options: RenderOptions = {}): string {
  // Any game, hex or table: the picture reads only its map or table and its counters.
  const colours = sideColours(game, options);
  if (game.table) {
    const figures: TableFigure[] = [];
    for (const u of position.units) {
      if (u.at === null || typeof u.at !== 'object' || u.steps <= 0) continue;
      const c = counterOf(game, u.id);
      const data = c ? figureOf(c) : { id: u.id, side: u.side, class: 'marker', base: { shape: 'round' as const, radius: 0.5 } };
      figures.push({ ...data, side: u.side, at: u.at as TablePosition });
    }
    return renderTableSvg(game.table, figures, { scale: options.scale ?? 10, sideColours: colours, labels: options.labels ?? true, ...(options.highlight ? { highlight: options.highlight } : {}), ...options.table });
  }
  return renderHexSvg(game, position as MatchState | MatchView, colours, options);
}

function counterOf(game: Game, id: string): CounterData | undefined {
  return game.definition.counters.find((c) => c.id === id);
}

function sideColours(game: Game, options: RenderOptions): Record<string, string> {
  const out: Record<string, string> = {};
  game.sides.forEach((s, i) => (out[s] = options.sideColours?.[s] ?? PALETTE[i % PALETTE.length]!));
  return out;
}

function renderHexSvg(game: Game, position: MatchState | MatchView, colours: Record<string, string>, options: RenderOptions): string {
  const map = game.map;
  const size = options.scale ?? 24;
  let layout = createLayout(orientationOf(map), size);
  // Shift the picture so every hex is inside it, with a margin.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of map.hexes) {
    for (const p of polygonCorners(layout, h)) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  const margin = size * 0.5;
  const titleHeight = options.title ? size * 1.2 : 0;
  // Off-map boxes: a row above the map for the north edge's, a row below for the rest.
  const boxes = options.boxes === false ? [] : map.boxes;
  const boxHeight = size * 2;
  const boxWidth = (b: OffMapBox) => Math.max(size * 4, b.name.length * size * 0.2 + size);
  const north = boxes.filter((b) => b.edge === 'north');
  const south = boxes.filter((b) => b.edge !== 'north');
  const rowWidth = (row: readonly OffMapBox[]) => row.reduce((w, b) => w + boxWidth(b) + margin, -margin);
  const top = titleHeight + (north.length ? boxHeight + margin : 0);
  layout = createLayout(orientationOf(map), size, { x: margin - minX, y: margin + top - minY });
  // A title as wide as a small map is: the picture widens to hold it rather than cut it off.
  const titleWidth = options.title ? options.title.length * size * 0.6 * 0.6 : 0;
  const width = Math.max(maxX - minX, rowWidth(north), rowWidth(south), titleWidth) + 2 * margin;
  const height = maxY - minY + 2 * margin + top + (south.length ? boxHeight + margin : 0);
  const boxAt = new Map<string, { x: number; y: number; w: number; box: OffMapBox }>();
  north.reduce((x, b) => (boxAt.set(b.id, { x, y: margin + titleHeight, w: boxWidth(b), box: b }), x + boxWidth(b) + margin), margin);
  south.reduce((x, b) => (boxAt.set(b.id, { x, y: margin + top + (maxY - minY) + margin, w: boxWidth(b), box: b }), x + boxWidth(b) + margin), margin);
  const out: string[] = [];
  const drawn = new Set<HexLayer>(options.layers ?? ['map', 'highlight', 'counters']);
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}" font-family="sans-serif">`);
  if (drawn.has('map')) {
    drawMap(map, layout, size, margin, options, out);
    if (boxAt.size) {
      out.push(`<g data-layer="map" font-size="${num(size * 0.36)}" fill="#374151">`);
      for (const { x, y, w, box } of boxAt.values()) {
        out.push(`<g data-box="${esc(box.id)}"><title>${esc(`${box.name}: off the map${box.edge ? `, beside its ${box.edge} edge` : ''}`)}</title>`);
        out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(boxHeight)}" rx="${num(size * 0.15)}" fill="#f3f4f6" stroke="#6b7280" stroke-width="1" stroke-dasharray="${num(size * 0.2)} ${num(size * 0.1)}"/>`);
        out.push(`<text x="${num(x + size * 0.25)}" y="${num(y + size * 0.45)}">${esc(box.name)}</text></g>`);
      }
      out.push('</g>');
    }
  }
  if (drawn.has('highlight') && options.highlight?.length) {
    out.push('<g data-layer="highlight" fill="none" stroke="#f59e0b" stroke-width="2.5" pointer-events="none">');
    for (const label of options.highlight) {
      const c = map.cellOfLabel(label);
      const h = map.hexes[c];
      if (h) out.push(`<polygon data-highlight="${esc(label)}" points="${pts(polygonCorners(layout, h))}"/>`);
    }
    out.push('</g>');
  }
  // A counter in a box stands in a row along its lower part.
  const inBox = (id: string, i: number): Point | undefined => {
    const b = boxAt.get(id);
    return b && { x: b.x + size * 0.7 + i * size * 1.05, y: b.y + boxHeight - size * 0.75 };
  };
  if (drawn.has('counters')) drawCounters(game, position, colours, (c) => hexToPixel(layout, hexOfCell(map, c)), inBox, size, out);
  out.push('</svg>');
  return out.join('\n');
}

/** The hex of a cell of the map drawn (cells come from the map itself: one off it is a bug). */
function hexOfCell(map: HexMap, c: number): Hex {
  const h = map.hexes[c];
  if (h === undefined) throw new RangeError(`cell ${c} is not on the map (it has ${map.size} hexes)`);
  return h;
}

/** The map's part of the picture: the title, the hexes by terrain, hexside features, roads and rails, places and labels. */
function drawMap(map: HexMap, layout: ReturnType<typeof createLayout>, size: number, margin: number, options: RenderOptions, out: string[]): void {
  const centre = (c: number) => hexToPixel(layout, hexOfCell(map, c));
  out.push(`<rect data-layer="map" width="100%" height="100%" fill="#ffffff"/>`);
  if (options.title) out.push(`<text data-layer="map" x="${num(margin)}" y="${num(size * 0.9)}" font-size="${num(size * 0.6)}">${esc(options.title)}</text>`);

  // Hexes by terrain.
  const tc = { ...TERRAIN, ...options.terrainColours };
  out.push('<g data-layer="map" stroke="#9ca3af" stroke-width="0.6">');
  for (const [c, h] of map.hexes.entries()) {
    const label = map.labels[c] ?? '';
    const t = map.terrainTypes[map.terrain[c] ?? -1] ?? '';
    out.push(`<polygon data-hex="${esc(label)}" points="${pts(polygonCorners(layout, h))}" fill="${(Object.hasOwn(tc, t) ? tc[t] : undefined) ?? '#eeeeee'}"><title>${esc(`${label} ${t}`)}</title></polygon>`);
  }
  out.push('</g>');

  // Hexside features: the shared edge, found as the two corners nearest the neighbour.
  const edge = (c: number, n: number): [Point, Point] => {
    const a = centre(c);
    const b = centre(n);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const [p, q] = polygonCorners(layout, hexOfCell(map, c)).sort((p, q) => Math.hypot(p.x - mid.x, p.y - mid.y) - Math.hypot(q.x - mid.x, q.y - mid.y));
    if (!p || !q) throw new Error(`the hexagon of cell ${c} was drawn with fewer than two corners`);
    return [p, q];
  };
  // Features and labels are drawn over the hexes but never take a click from them.
  out.push('<g data-layer="map" stroke-linecap="round" pointer-events="none">');
  // Each slot `cell * 6 + direction` of the map's arrays, each edge once (from its lower cell), with each of its bits set.
  const eachEdgeBit = (bitsOf: ArrayLike<number>, kinds: number, draw: (c: number, n: number, i: number) => void): void => {
    for (const [slot, n] of map.neighbors.entries()) {
      const c = Math.floor(slot / 6);
      const bits = bitsOf[slot] ?? 0;
      if (n < 0 || n < c || bits === 0) continue;
      for (let i = 0; i < kinds; i++) if ((bits & (1 << i)) !== 0) draw(c, n, i);
    }
  };
  eachEdgeBit(map.hexsides, map.hexsideTypes.length, (c, n, i) => {
    const [p, q] = edge(c, n);
    out.push(`<line x1="${num(p.x)}" y1="${num(p.y)}" x2="${num(q.x)}" y2="${num(q.y)}" stroke="${HEXSIDE_COLOURS[i % HEXSIDE_COLOURS.length]}" stroke-width="${num(size * 0.16)}"/>`);
  });
  // Roads and rails: centre to centre.
  eachEdgeBit(map.links, map.linkTypes.length, (c, n, i) => {
    const a = centre(c);
    const b = centre(n);
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="${LINK_COLOURS[i % LINK_COLOURS.length]}" stroke-width="${num(size * (i === 0 ? 0.12 : 0.08))}"${i > 0 ? ` stroke-dasharray="${num(size * 0.2)}"` : ''}/>`);
  });
  out.push('</g>');

  // Places and labels.
  out.push(`<g data-layer="map" font-size="${num(size * 0.32)}" fill="#374151" text-anchor="middle" pointer-events="none">`);
  // Places sharing a hex (Meiktila's Seywa: a town and an airfield) each on a line of its own, stacked up from the
  // hex's lower edge, so no name is written over another.
  const byCell = new Map<number, string[]>();
  for (const p of map.places) {
    const c = map.cellOfLabel(p.label);
    if (c >= 0) byCell.set(c, [...(byCell.get(c) ?? []), p.name]);
  }
  const line = size * 0.34;
  for (const [c, names] of byCell) {
    const at = centre(c);
    const top = at.y + size * 0.8 - (names.length - 1) * line;
    out.push(`<circle cx="${num(at.x)}" cy="${num(top - size * 0.35)}" r="${num(size * 0.1)}" fill="#111827"/>`);
    names.forEach((name, i) => out.push(`<text x="${num(at.x)}" y="${num(top + i * line)}">${esc(name)}</text>`));
  }
  if (options.labels ?? true) {
    for (const [c, label] of map.labels.entries()) {
      const at = centre(c);
      out.push(`<text x="${num(at.x)}" y="${num(at.y - size * 0.55)}" fill="#6b7280" font-size="${num(size * 0.26)}">${esc(label)}</text>`);
    }
  }
  out.push('</g>');
}

/** The counters' part of the picture, stacked with an offset: id (or marker), factors and steps. */
function drawCounters(game: Game, position: MatchState | MatchView, colours: Record<string, string>, centre: (cell: number) => Point, inBox: (box: string, i: number) => Point | undefined, size: number, out: string[]): void {
  const map = game.map;
  const stacks = new Map<number, UnitState[]>();
  // Counters in an off-map box, in a row there rather than stacked.
  const boxed: { at: Point; units: UnitState[] }[] = [];
  const inBoxes = new Map<string, number>();
  for (const u of position.units) {
    if (typeof u.at !== 'string' || u.steps <= 0) continue;
    const c = map.cellOfLabel(u.at);
    if (c < 0) {
      const i = inBoxes.get(u.at) ?? 0;
      const at = inBox(u.at, i);
      if (at) boxed.push({ at, units: [u] });
      inBoxes.set(u.at, i + 1);
      continue;
    }
    stacks.set(c, [...(stacks.get(c) ?? []), u]);
  }
  const side = size * 0.9;
  // Whose view this is (a state, or a spectator's view, has no side: every hidden unit face down).
  const viewer = 'side' in position && typeof position.side === 'string' ? position.side : null;
  out.push(`<g data-layer="counters" font-size="${num(size * 0.24)}" text-anchor="middle">`);
  for (const { at, units } of [...[...stacks].sort((a, b) => a[0] - b[0]).map(([c, units]) => ({ at: centre(c), units })), ...boxed]) {
    units.forEach((u, i) => {
      const x = at.x - side / 2 + i * size * 0.12;
      const y = at.y - side / 2 + i * size * 0.12;
      const fill = colours[u.side] ?? '#444444';
      // A hidden unit is face down except in its own side's view: its owner reads it, marked as hidden from the enemy.
      const faceDown = u.hidden === true && viewer !== u.side;
      const ownHidden = u.hidden === true && !faceDown;
      out.push(`<g data-unit="${esc(u.id)}" data-hex="${esc(String(u.at))}" data-side="${esc(u.side)}"${ownHidden ? ' data-hidden-from-enemy="true"' : ''}><title>${esc(`${faceDown ? `marker ${u.marker ?? u.id}` : u.id} (${u.side}) in ${u.at}${ownHidden ? ', hidden from the enemy' : ''}`)}</title>`);
      out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(side)}" height="${num(side)}" rx="${num(size * 0.08)}" fill="${fill}" stroke="#111827" stroke-width="0.8"${ownHidden ? ` stroke-dasharray="${num(size * 0.1)} ${num(size * 0.06)}"` : ''}/>`);
      const name = faceDown ? `? ${u.marker ?? ''}`.trim() : u.id;
      out.push(`<text x="${num(x + side / 2)}" y="${num(y + side * 0.38)}" fill="#ffffff">${esc(name.length > 9 ? `${name.slice(0, 8)}…` : name)}</text>`);
      const c2 = faceDown ? undefined : counterOf(game, u.id);
      if (c2) {
        const f = c2.factors?.[Math.min((c2.factors?.length ?? 1) - 1, Math.max(0, c2.steps - Math.max(1, u.steps)))];
        const factors = f ? `${f.attack ?? '*'}-${f.defence}-${f.movement}` : '';
        out.push(`<text x="${num(x + side / 2)}" y="${num(y + side * 0.78)}" fill="#ffffff">${esc(factors)}${c2.steps > 1 ? ` ·${u.steps}` : ''}</text>`);
      }
      out.push('</g>');
    });
  }
  out.push('</g>');
}

/**
 * One entry of a map's legend: a terrain's fill, a hexside feature's or a
 * road's line, as {@link renderSvg} draws them.
 *
 * @example
 * ```ts
 * import { mapLegend } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const items = mapLegend(myitkyina).map((e) => `<li style="color:${e.colour}">${e.kind}: ${e.name}${e.dashed ? ' (dashed)' : ''}</li>`);
 * ```
 * @category Render
 */
export interface LegendEntry {
  /** What it marks: a hex's terrain, a hexside feature, or a link between hexes (a road, a rail). */
  readonly kind: 'terrain' | 'hexside' | 'link';
  /** The map's name for it (`jungle`, `creek`, `road`). */
  readonly name: string;
  /** Its colour in the picture. */
  readonly colour: string;
  /** Drawn dashed (a link after the first kind). */
  readonly dashed?: boolean;
}

/**
 * The legend of a hex game's map as {@link renderSvg} draws it: each terrain
 * found on the map with its fill, each hexside feature and each kind of road
 * with its line. Empty for a tabletop game.
 *
 * @example
 * ```ts
 * import { mapLegend } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * for (const e of mapLegend(myitkyina)) console.log(e.kind, e.name, e.colour); // terrain jungle #6f9f5a …
 * ```
 * @category Render
 */
export function mapLegend<G extends Spec>(game: Game<G>, options: Pick<RenderOptions, 'terrainColours'> = {}): LegendEntry[] {
  if (game.table) return [];
  const map = game.map;
  const tc = { ...TERRAIN, ...options.terrainColours };
  const used = new Set<number>(map.terrain);
  const out: LegendEntry[] = map.terrainTypes.flatMap((t, i) => (used.has(i) ? [{ kind: 'terrain' as const, name: t, colour: tc[t] ?? '#eeeeee' }] : []));
  map.hexsideTypes.forEach((t, i) => out.push({ kind: 'hexside', name: t, colour: HEXSIDE_COLOURS[i % HEXSIDE_COLOURS.length]! }));
  map.linkTypes.forEach((t, i) => out.push({ kind: 'link', name: t, colour: LINK_COLOURS[i % LINK_COLOURS.length]!, ...(i > 0 ? { dashed: true } : {}) }));
  return out;
}
