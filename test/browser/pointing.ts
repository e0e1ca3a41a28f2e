/**
 * What the browser tests need to point at a table as a player does: a point in
 * inches to the whole pixel a mouse clicks (and back, as the page reads it),
 * the move or aim the page builds from the descriptors for that point, and a
 * point chosen the way the terminal's scripted player chooses one (a step
 * toward the objective, an aim at the nearest enemy).
 */
import type { Page } from 'playwright-core';
import { fillAction, type Action, type ActionDescriptor } from '../../src';
import { formationPaths, openFieldOf, type TablePoint } from '../../src/public/tabletop';

/** The table's size in inches. */
export interface TableSize {
  readonly width: number;
  readonly height: number;
}

export const isPoint = (v: unknown): v is TablePoint => typeof v === 'object' && v !== null && typeof (v as TablePoint).x === 'number' && typeof (v as TablePoint).y === 'number';

/** The board picture's transform to the screen, read afresh before each click (a line of words above the table moves it down). */
const screen = (page: Page) =>
  page.locator('#board svg').evaluate((svg: SVGSVGElement) => {
    const c = svg.getScreenCTM()!;
    const vb = svg.viewBox.baseVal;
    return { a: c.a, d: c.d, e: c.e, f: c.f, w: vb.width, h: vb.height, x0: vb.x, y0: vb.y };
  });
type Screen = Awaited<ReturnType<typeof screen>>;

/** A point in inches to the whole pixel a mouse clicks (the table is drawn unrotated). */
const pixel = (m: Screen, t: TableSize, p: TablePoint) => ({ x: Math.round(m.a * (m.x0 + (p.x / t.width) * m.w) + m.e), y: Math.round(m.d * (m.y0 + (1 - p.y / t.height) * m.h) + m.f) });
/** A pixel back to inches, to a hundredth, as the page reads a click. */
const inches = (m: Screen, t: TableSize, q: { x: number; y: number }): TablePoint => {
  const r = (v: number) => Math.round(v * 100) / 100;
  return { x: r((((q.x - m.e) / m.a - m.x0) / m.w) * t.width), y: r(t.height - (((q.y - m.f) / m.d - m.y0) / m.h) * t.height) };
};

/** A point `d` inches from `from` toward `to`. */
export const toward = (from: TablePoint, to: TablePoint, d: number): TablePoint => {
  const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  return { x: from.x + ((to.x - from.x) * d) / len, y: from.y + ((to.y - from.y) * d) / len };
};

/** The selected figure's (or team's) move to `to` as the page builds it from the descriptors: straight from where it stands, a team as one. */
export function moveFor(actions: readonly ActionDescriptor[], selected: string, to: TablePoint): Action | null {
  for (const d of actions.filter((x) => x.type === 'move')) {
    const path = openFieldOf(d, 'path', 'path');
    if (path && d.fixed?.['figure'] === selected) return fillAction(d, { path: [{ x: path.from.x, y: path.from.y }, to] });
    const team = openFieldOf(d, 'paths', 'paths');
    if (team && (d.fixed?.['unit'] === selected || team.figures.some((f) => f.id === selected))) return fillAction(d, { paths: formationPaths(team, [to]) });
  }
  return null;
}

/** The aim of the weapon `type` of `figure` at `to`, as the page builds it. */
export function aimFor(actions: readonly ActionDescriptor[], figure: string, type: string, to: TablePoint): Action | null {
  const d = actions.find((x) => x.type === type && x.fixed?.['figure'] === figure);
  const key = d && Object.entries(d.open ?? {}).find(([, f]) => f.kind === 'point')?.[0];
  return d && key ? fillAction(d, { [key]: to }) : null;
}

/**
 * The first of `wanted` (points in inches) that a mouse can click on clear
 * table (not on a figure, which a click would select) and whose action, built
 * from the point as the page reads the pixel, `ok` allows: the point the page
 * will read, the pixel, and the action. `null` when none is.
 */
export async function pointable(page: Page, table: TableSize, wanted: readonly TablePoint[], build: (p: TablePoint) => Action | null, ok: (a: Action) => boolean, clear = true): Promise<{ at: TablePoint; pixel: { x: number; y: number }; action: Action } | null> {
  const m = await screen(page);
  for (const w of wanted) {
    const q = pixel(m, table, w);
    const at = inches(m, table, q);
    const action = build(at);
    if (!action || !ok(action)) continue;
    if (clear && (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-unit]') !== null, q))) continue;
    return { at, pixel: q, action };
  }
  return null;
}

/** A point's whole pixel now (the table may have moved on the page since), and the point the page reads there. */
export async function pixelOf(page: Page, table: TableSize, p: TablePoint): Promise<{ pixel: { x: number; y: number }; at: TablePoint }> {
  const m = await screen(page);
  const q = pixel(m, table, p);
  return { pixel: q, at: inches(m, table, q) };
}
