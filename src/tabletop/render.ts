/**
 * A picture of a tabletop position as an SVG string: zones, terrain areas,
 * obstacles, solid objects, figures with their facing, and on request arcs,
 * templates, cards and paths. y is flipped for the screen; the output is
 * deterministic (same input, same bytes).
 */
import { idSet, type CompiledTable } from './compile';
import { baseOutline, type TableFigure } from './figures';
import { pointAtBearing, type TablePoint } from './geometry';
import type { ArcOfFire } from './measure';
import type { CircleTemplate } from './templates';
import type { TableState } from './table';

/**
 * Options of {@link renderTableSvg}.
 *
 * @category Tabletop
 */
export interface RenderTableOptions {
  /** Pixels per inch (default 10). */
  readonly scale?: number;
  /** Obstacles made passable and objects destroyed, drawn as such. */
  readonly state?: TableState;
  /** Fill colour by terrain type or zone kind (defaults cover the common ones). */
  readonly colours?: Readonly<Record<string, string>>;
  /** Colour by side for figures (default: a fixed palette in order of first appearance). */
  readonly sideColours?: Readonly<Record<string, string>>;
  /** Arcs of fire to draw, each from a figure (by id). */
  readonly arcs?: readonly {
    /** The figure's id. */
    readonly figure: string;
    /** Its arc. */
    readonly arc: ArcOfFire;
    /** Words written at its far edge (a weapon and its band: `rifle short 9"`). */
    readonly label?: string;
  }[];
  /** Templates to draw. */
  readonly templates?: readonly CircleTemplate[];
  /** Other shapes to draw (dropped cards), as polygons. */
  readonly shapes?: readonly (readonly TablePoint[])[];
  /** Paths to draw (moves). */
  readonly paths?: readonly (readonly TablePoint[])[];
  /** Write figure ids beside them (default false). */
  readonly labels?: boolean;
  /** Figures to draw faded (unseen enemies at their last-seen position), by id. */
  readonly faded?: readonly string[];
  /** Figures to ring (the targets a page offers), by id. */
  readonly highlight?: readonly string[];
}

const DEFAULT_COLOURS: Record<string, string> = {
  sea: '#a8d0f0',
  water: '#8cc0ea',
  beach: '#f3e3b3',
  land: '#dfe9c8',
  woods: '#6f9f5a',
  jungle: '#4f8a45',
  rough: '#c4b48a',
  road: '#bfb3a0',
  stream: '#7fb6e0',
  'high ground': '#c9c08f',
  hill: '#c9c08f',
  deployment: 'none',
};
const PALETTE = ['#3060c0', '#c03030', '#2f8f3f', '#a050b0', '#d08020', '#307080'] as const;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Draws a table and the figures on it as an SVG document: zones at the bottom,
 * then areas bottom to top, obstacles (dashed once passable), solid objects
 * (hatched grey once destroyed), paths, templates, shapes, arcs, and figures on
 * top with a line from the centre along the facing. North is up.
 *
 * @example
 * ```ts
 * import { renderTableSvg } from 'hexwar/tabletop';
 * writeFileSync('beach.svg', renderTableSvg(table, onTable, { arcs: [{ figure: 'mg', arc: { width: 45, range: 36 } }] }));
 * ```
 * @category Tabletop
 */
export function renderTableSvg(table: CompiledTable, figures: readonly TableFigure[], options: RenderTableOptions = {}): string {
  const k = options.scale ?? 10;
  const H = table.height;
  const n = (v: number) => {
    const r = Math.round(v * 100) / 100;
    return String(r + 0);
  };
  const X = (x: number) => n(x * k);
  const Y = (y: number) => n((H - y) * k);
  const pts = (ps: readonly TablePoint[]) => ps.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ');
  const colours = { ...DEFAULT_COLOURS, ...options.colours };
  const colour = (key: string, fallback: string) => colours[key] ?? fallback;
  const sides: string[] = [];
  for (const f of figures) if (!sides.includes(f.side)) sides.push(f.side);
  const sideColour = (side: string) => options.sideColours?.[side] ?? (PALETTE[sides.indexOf(side) % PALETTE.length] ?? PALETTE[0]);
  const destroyed = idSet(options.state?.destroyed);
  const passable = idSet(options.state?.passable);
  const faded = idSet(options.faded);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${X(table.width)}" height="${n(H * k)}" viewBox="0 0 ${X(table.width)} ${n(H * k)}">`);
  out.push(`<defs><pattern id="ruin" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,6 L6,0" stroke="#555" stroke-width="1"/></pattern></defs>`);
  out.push(`<rect x="0" y="0" width="${X(table.width)}" height="${n(H * k)}" fill="#e8eedd" stroke="#333"/>`);
  const data = table.data;
  (data.zones ?? []).forEach((z) => {
    out.push(`<polygon class="zone ${esc(z.kind)}" data-id="${esc(z.id)}" points="${pts(z.polygon)}" fill="${colour(z.kind, 'none')}" stroke="#888" stroke-dasharray="4 3"/>`);
  });
  (data.areas ?? []).forEach((a) => {
    out.push(`<polygon class="area ${esc(a.type)}" data-id="${esc(a.id)}" points="${pts(a.polygon)}" fill="${colour(a.type, '#cccccc')}" fill-opacity="0.85" stroke="#555"/>`);
  });
  (data.obstacles ?? []).forEach((o) => {
    const open = o.passable === true || passable.has(o.id);
    out.push(`<polyline class="obstacle ${esc(o.type)}" data-id="${esc(o.id)}" points="${pts(o.line)}" fill="none" stroke="#222" stroke-width="2"${open ? ' stroke-dasharray="2 4"' : ''}/>`);
  });
  (data.objects ?? []).forEach((o) => {
    const ruined = destroyed.has(o.id);
    out.push(`<polygon class="object ${esc(o.kind)}${ruined ? ' destroyed' : ''}" data-id="${esc(o.id)}" points="${pts(o.polygon)}" fill="${ruined ? 'url(#ruin)' : '#8a8a8a'}" stroke="#222"/>`);
  });
  for (const p of options.paths ?? []) out.push(`<polyline class="path" pointer-events="none" points="${pts(p)}" fill="none" stroke="#000" stroke-width="1.5" stroke-dasharray="6 3"/>`);
  for (const t of options.templates ?? []) out.push(`<circle class="template" pointer-events="none" cx="${X(t.centre.x)}" cy="${Y(t.centre.y)}" r="${n(t.radius * k)}" fill="#f0a000" fill-opacity="0.35" stroke="#a06000"/>`);
  for (const s of options.shapes ?? []) out.push(`<polygon class="shape" pointer-events="none" points="${pts(s)}" fill="#ffffff" fill-opacity="0.6" stroke="#000"/>`);
  // Where arc labels already stand (screen units), so one that would print over another moves a line nearer its figure.
  const labelled: { x: number; y: number; w: number; h: number }[] = [];
  for (const { figure, arc, label } of options.arcs ?? []) {
    const f = figures.find((g) => g.id === figure);
    if (!f) continue;
    const dir = (f.at.facing ?? 0) + (arc.offset ?? 0);
    const r = arc.range ?? Math.hypot(table.width, table.height);
    const said = label === undefined ? '' : ` data-label="${esc(label)}"`;
    if (arc.width >= 360) {
      out.push(`<circle class="arc" pointer-events="none" data-figure="${esc(f.id)}"${said} cx="${X(f.at.x)}" cy="${Y(f.at.y)}" r="${n(r * k)}" fill="#ff0000" fill-opacity="0.08" stroke="#c00"/>`);
    } else {
      const a = pointAtBearing(f.at, dir - arc.width / 2, r);
      const b = pointAtBearing(f.at, dir + arc.width / 2, r);
      const large = arc.width > 180 ? 1 : 0;
      // Counter-clockwise on the table is anticlockwise on screen too once y is flipped: sweep flag 0.
      out.push(`<path class="arc" pointer-events="none" data-figure="${esc(f.id)}"${said} d="M${X(f.at.x)},${Y(f.at.y)} L${X(a.x)},${Y(a.y)} A${n(r * k)},${n(r * k)} 0 ${large} 0 ${X(b.x)},${Y(b.y)} Z" fill="#ff0000" fill-opacity="0.08" stroke="#c00"/>`);
    }
    // The words at the far edge: straight ahead for an arc, due north for a ring.
    if (label !== undefined) {
      const edge = pointAtBearing(f.at, arc.width >= 360 ? 90 : dir, r);
      // Kept on the table, where a ring runs past its edge.
      const at = { x: Math.min(table.width - 1, Math.max(1, edge.x)), y: Math.min(H - 1, Math.max(0.5, edge.y)) };
      const size = Math.max(9, k * 0.8);
      const box = { x: at.x * k, y: (H - at.y) * k, w: label.length * size * 0.6, h: size * 1.2 };
      // Toward the figure (down the screen for a label north of it, up for one to its south).
      const step = box.y < (H - f.at.y) * k ? box.h : -box.h;
      for (let tries = 0; tries < 8 && labelled.some((o) => Math.abs(o.x - box.x) < (o.w + box.w) / 2 && Math.abs(o.y - box.y) < (o.h + box.h) / 2); tries++) box.y += step;
      labelled.push(box);
      out.push(`<text class="arc-label" pointer-events="none" x="${n(box.x)}" y="${n(box.y)}" font-size="${n(size)}" text-anchor="middle" fill="#900">${esc(label)}</text>`);
    }
  }
  for (const f of figures) {
    const c = sideColour(f.side);
    const opacity = faded.has(f.id) ? ' opacity="0.4"' : '';
    const outline = baseOutline(f);
    // data-unit and data-side as on a hex map, so a page tells what was clicked the same way.
    const tags = `data-id="${esc(f.id)}" data-unit="${esc(f.id)}" data-side="${esc(f.side)}"`;
    if (outline) out.push(`<polygon class="figure ${esc(f.class)}" ${tags} points="${pts(outline)}" fill="${c}" stroke="#000"${opacity}/>`);
    else if (f.base.shape === 'round') out.push(`<circle class="figure ${esc(f.class)}" ${tags} cx="${X(f.at.x)}" cy="${Y(f.at.y)}" r="${n(f.base.radius * k)}" fill="${c}" stroke="#000"${opacity}/>`);
    if (f.at.facing !== undefined) {
      const reach = f.base.shape === 'round' ? f.base.radius : f.base.length / 2;
      const tip = pointAtBearing(f.at, f.at.facing, reach * 1.4);
      out.push(`<line class="facing" pointer-events="none" x1="${X(f.at.x)}" y1="${Y(f.at.y)}" x2="${X(tip.x)}" y2="${Y(tip.y)}" stroke="#000" stroke-width="1.5"${opacity}/>`);
    }
    if (options.labels) out.push(`<text x="${n(f.at.x * k + 6)}" y="${n((H - f.at.y) * k - 6)}" font-size="9" font-family="sans-serif" pointer-events="none">${esc(f.id)}</text>`);
  }
  for (const id of options.highlight ?? []) {
    const f = figures.find((g) => g.id === id);
    if (!f) continue;
    const r = (f.base.shape === 'round' ? f.base.radius : Math.max(f.base.length, f.base.width) / 2) + 0.4;
    out.push(`<circle class="highlight" data-highlight="${esc(f.id)}" cx="${X(f.at.x)}" cy="${Y(f.at.y)}" r="${n(r * k)}" fill="none" stroke="#f59e0b" stroke-width="2.5" pointer-events="none"/>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
