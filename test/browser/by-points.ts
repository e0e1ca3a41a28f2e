/**
 * A table game played on the player's page by pointing, as a person would:
 * every move a point clicked on the table (or a figure dragged there), every
 * aim a point clicked, a facing dragged from the figure, a shot a click on
 * the enemy, Tan's arrival order put together by its ↑ and ↓ buttons; a
 * landing, getting in or out or cutting wire by a click on its place on the
 * table (the spot, the jeep, the wire section its descriptor's `where` gives),
 * never its button; another named choice by its button (none drawn). No button that says "drawn at random" or "the engine's example" is ever
 * pressed: {@link PointsPlayer.click} refuses to. Each action with an open
 * field the test gave is kept as it was built ({@link Tally.given}), so the
 * saved record can be held to it afterwards.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillAction, forecastSeen, view, type Action, type ActionDescriptor, type Game, type MatchState, type MatchView } from '../../src';
import { distanceToPlace, openFieldOf, placedActions, type PlacedAction, type TablePoint } from '../../src/public/tabletop';
import { aimFor, isPoint, moveFor, pixelOf, pointable, toward } from './pointing';

/** What a player by points did, counted, and the actions with open fields given. */
export interface Tally {
  /** Every action with an open field the test gave (a move, an aim, a facing, an order), as built for the point clicked. */
  readonly given: Action[];
  moves: number;
  dragged: number;
  aims: number;
  facings: number;
  shots: number;
  orders: number;
  /** Listed choices taken by a click on their place on the table (a landing, getting in or out, cutting wire). */
  readonly placed: Action[];
  listed: number;
  ends: number;
}

/** The fields an open choice fills: any action of the record that has one must be among those given. */
export const OPEN_KEYS = ['path', 'paths', 'at', 'facing', 'order', 'along'] as const;

/** One action as text with its keys in order, to hold a record's action to one given. */
export const canonical = (a: unknown): string => JSON.stringify(a, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v));

/** What the player reads from the page: its side's view, and whether the rules allow an action as that page may know it. */
export interface Reading {
  readonly view: MatchView;
  readonly ok: (a: Action) => boolean;
}

/** At one screen: the page's whole state, judged by the rules. */
export const localReading = (game: Game, side: string) => async (page: Page): Promise<Reading> => {
  const state = (await page.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state())) as MatchState;
  return { view: view(game, state, side), ok: (a) => game.check(state, a) === null };
};

/** Online: the seat's view as the host sent it, judged by the forecast from that view alone. */
export const seatReading = (game: Game) => async (page: Page): Promise<Reading> => {
  const v = (await page.evaluate(() => (window as unknown as { hexwarPage: { view: () => unknown } }).hexwarPage.view())) as MatchView;
  return { view: v, ok: (a) => forecastSeen(game, v, a).ok };
};

/** Where a figure stands, as the view has it. */
const at = (v: MatchView, id: string): TablePoint | null => {
  const p: unknown = v.units.find((u) => u.id === id)?.at;
  return isPoint(p) ? { x: p.x, y: p.y } : null;
};

/** The men a move descriptor moves: a team's, or the one figure. */
const movers = (d: ActionDescriptor): string[] => {
  const team = openFieldOf(d, 'paths', 'paths');
  if (team) return team.figures.map((f) => f.id);
  const f = d.fixed?.['figure'];
  return typeof f === 'string' ? [f] : [];
};

const centre = (ps: readonly TablePoint[]): TablePoint => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });

/** Points from `from` toward `goal`, the nearest way first at each reach, then swung left and right of it. */
function waysToward(from: TablePoint, goal: TablePoint, reaches: readonly number[], table: { width: number; height: number }): TablePoint[] {
  const out: TablePoint[] = [];
  const bearing = Math.atan2(goal.y - from.y, goal.x - from.x);
  for (const r of reaches)
    for (const swing of [0, 25, -25, 50, -50, 80, -80]) {
      const b = bearing + (swing * Math.PI) / 180;
      const p = { x: from.x + r * Math.cos(b), y: from.y + r * Math.sin(b) };
      if (p.x > 0.5 && p.y > 0.5 && p.x < table.width - 0.5 && p.y < table.height - 0.5) out.push(p);
    }
  return out;
}

/** How a player by points plays one table game: the side, where it heads, and how far it tries a move. */
export interface PointsPlan {
  readonly side: string;
  /** Where its men head (the command post, the well). */
  readonly goal: TablePoint;
  /** The reaches a move is tried at, in inches, longest first. */
  readonly reaches: readonly number[];
}

/** The player: one round of clicks at a time ({@link PointsPlayer.round}). */
export class PointsPlayer {
  readonly tally: Tally = { given: [], moves: 0, dragged: 0, aims: 0, facings: 0, shots: 0, orders: 0, placed: [], listed: 0, ends: 0 };
  /** Acts done in the phase now, and units that found no point this phase. */
  private phase = '';
  private acts = 0;
  private budget = 0;
  private stuck = new Set<string>();
  /** The pixel of the point waiting for a yes, for a second click on it. */
  private asked: { x: number; y: number } | null = null;

  constructor(
    private readonly page: Page,
    private readonly game: Game,
    private readonly plan: PointsPlan,
    private readonly pick: (n: number) => number,
    private readonly read: (page: Page) => Promise<Reading> = localReading(game, plan.side),
  ) {}

  /** A click on a button, never on one whose choice would be drawn at random or filled by the engine's example. */
  async click(selector: string): Promise<void> {
    const b = this.page.locator(selector).first();
    // (Online the host's push may have drawn the list again since it was read: then the next round reads it afresh.)
    const text = await b.textContent({ timeout: 2_000 }).catch(() => null);
    if (text === null) return;
    expect(text, `${selector}: a choice drawn at random or the engine's example`).not.toMatch(/drawn at random|the engine's example/);
    await b.click({ timeout: 2_000 }).catch(() => undefined);
  }

  /** An action's key (or keys), never one whose button's choice would be drawn at random or filled by the engine's example. */
  private async key(button: string): Promise<boolean> {
    const b = this.page.locator(button).first();
    const key = (await b.locator('kbd').textContent().catch(() => '')) ?? '';
    if (!key) return false;
    expect(await b.textContent(), `${button}: a choice drawn at random or the engine's example`).not.toMatch(/drawn at random|the engine's example/);
    await this.page.keyboard.type(key);
    return true;
  }

  /** One round: a yes, an order written, a landing, a move, an aim, a facing or a shot given by pointing, or the phase ended. */
  async round(): Promise<void> {
    const { page, pick } = this;
    // (Online, nothing is clicked while an action is on its way to the host.)
    await page.waitForFunction('!document.querySelector("#units button[disabled], #actions button[disabled], #others button[disabled]")');
    if (await page.locator('#confirm').isVisible()) {
      // The yes: Enter on it, the button, or (for a point) a second click on the same point.
      const step = await page.getAttribute('#status', 'data-step');
      const how = pick(3);
      if (how === 0 && this.asked) await page.mouse.click(this.asked.x, this.asked.y);
      else if (how === 1) await page.keyboard.press('Enter');
      else await page.click('#confirm-yes');
      this.asked = null;
      // Online the host's change comes a moment later: the next round reads the view after it.
      await page.waitForFunction((s) => document.querySelector('#status')?.getAttribute('data-step') !== s, step, { timeout: 15_000 }).catch(() => undefined);
      return;
    }
    this.asked = null;
    if ((await page.locator('#order li').count()) > 0) return this.writeOrder();
    if (!/\(you\)/.test((await page.textContent('#status')) ?? '')) {
      await page.waitForTimeout(30);
      return;
    }
    const { view: v, ok } = await this.read(page);
    const phase = `${v.turn} ${v.phase}`;
    if (phase !== this.phase) {
      this.phase = phase;
      this.acts = 0;
      this.budget = 1 + pick(4);
      this.stuck.clear();
    }
    // Due to land: each of them first, at a spot of the player's choosing, clicked on the table.
    const land = v.actions.find((d) => d.type === 'land');
    if (land) {
      const unit = String(land.fixed?.['unit']);
      if (!(await this.byPlace(v, unit, 'land'))) expect.fail(`${unit}: no landing spot could be clicked on the table`);
      return;
    }
    if (this.acts < this.budget) {
      this.acts++;
      // A choice with a place on the table (getting in or out, cutting wire), now and then first: they come seldom.
      // (Only when there is one: a game with none draws the same choices as before.)
      if (placedActions(v.actions).some((p) => p.action.type !== 'land') && pick(3) === 0 && (await this.placedChoice(v))) return;
      const kinds = ['move', 'move', 'move', 'aim', 'aim', 'shot', 'shot', 'face', 'listed'] as const;
      const first = pick(kinds.length);
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[(first + k) % kinds.length]!;
        if (kind === 'move' && (await this.move(v, ok))) return;
        if (kind === 'aim' && (await this.aim(v, ok))) return;
        if (kind === 'shot' && (await this.shot(v))) return;
        if (kind === 'face' && (await this.face(v, ok))) return;
        if (kind === 'listed' && pick(4) === 0 && (await this.otherChoice(v))) return;
      }
    }
    return this.endPhase();
  }

  /** Selects a unit: its button, or (now and then) a click on one of its men on the table. */
  private async select(unit: string, men: readonly string[]): Promise<void> {
    const { page, pick } = this;
    const man = men[pick(men.length)];
    const el = man ? page.locator(`#board [data-unit="${man}"]`) : null;
    if (el && (await el.count()) === 1 && pick(2) === 0) {
      const box = await el.boundingBox();
      const p = box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null;
      // Only when the pointer there finds that man (another figure on top would take the click).
      if (p && (await page.evaluate(({ x, y, id }) => (document.elementFromPoint(x, y)?.closest('[data-unit]') as HTMLElement | null)?.dataset['unit'] === id, { ...p, id: man! }))) {
        await page.mouse.click(p.x, p.y);
        if ((await page.locator('#board [data-unit].selected').count()) > 0) return;
      }
    }
    // (A man clicked that is already selected is let go: the button selects it again.)
    if ((await page.locator(`#units button[data-unit="${unit}"].selected`).count()) === 0) await this.click(`#units button[data-unit="${unit}"]`);
  }

  /** The selected thing as the page has it (a man clicked on the table, or the unit's button). */
  private selected(): Promise<string> {
    return this.page.evaluate(() => document.querySelector<HTMLElement>('#units button.selected')?.dataset['unit'] ?? document.querySelector<HTMLElement>('#board [data-unit].selected')?.dataset['unit'] ?? '');
  }

  /** A unit moved toward the goal by a point clicked, or dragged there from one of its men. */
  private async move(v: MatchView, ok: (a: Action) => boolean): Promise<boolean> {
    const { page, game, plan, pick } = this;
    const ds = v.actions.filter((d) => d.type === 'move' && (openFieldOf(d, 'path', 'path') || openFieldOf(d, 'paths', 'paths')));
    const free = ds.filter((d) => !this.stuck.has(String(d.fixed?.['unit'] ?? d.fixed?.['figure'])));
    if (free.length === 0) return false;
    const d = free[pick(free.length)]!;
    const unit = String(d.fixed?.['unit'] ?? d.fixed?.['figure']);
    const men = movers(d);
    const where = men.map((m) => at(v, m)).filter((p): p is TablePoint => p !== null);
    if (where.length === 0) {
      this.stuck.add(unit);
      return false;
    }
    await this.select(unit, men);
    const selected = await this.selected();
    const from = centre(where);
    const point = await pointable(page, game.table!, waysToward(from, plan.goal, plan.reaches, game.table!), (q) => moveFor(v.actions, selected, q), ok);
    if (!point) {
      this.stuck.add(unit);
      await page.keyboard.press('Escape');
      return false;
    }
    // Now and then dragged there from one of its men (the first time surely), else clicked; a man who may turn in
    // place turns to a drag, so his move is clicked.
    const turns = v.actions.some((x) => men.includes(String(x.fixed?.['figure'])) && Object.values(x.open ?? {}).some((f) => f.kind === 'facing'));
    const drag = !turns && (this.tally.dragged === 0 || pick(4) === 0);
    const handle = drag ? await this.handleOf(men) : null;
    if (handle) {
      await page.mouse.move(handle.x, handle.y);
      await page.mouse.down();
      await page.mouse.move((handle.x + point.pixel.x) / 2, (handle.y + point.pixel.y) / 2, { steps: 3 });
      await page.mouse.move(point.pixel.x, point.pixel.y, { steps: 3 });
      await page.mouse.up();
    } else await page.mouse.click(point.pixel.x, point.pixel.y);
    await this.expectAsked(/^Move here: /, `${unit} to ${JSON.stringify(point.at)}`);
    this.asked = point.pixel;
    this.tally.given.push(point.action);
    this.tally.moves++;
    if (handle) this.tally.dragged++;
    return true;
  }

  /** The pixel of one of `men` a press there would find (for a drag), if any. */
  private async handleOf(men: readonly string[]): Promise<{ x: number; y: number } | null> {
    for (const man of men) {
      // (A target may be no figure: an emplacement, the command post.)
      const el = this.page.locator(`#board [data-unit="${man}"]`);
      if ((await el.count()) !== 1) continue;
      const box = await el.boundingBox();
      if (!box) continue;
      const p = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      if (await this.page.evaluate(({ x, y, id }) => (document.elementFromPoint(x, y)?.closest('[data-unit]') as HTMLElement | null)?.dataset['unit'] === id, { ...p, id: man })) return p;
    }
    return null;
  }

  /** The forecast shown and the yes waiting, with the words the yes starts with. */
  private async expectAsked(yes: RegExp, what: string): Promise<void> {
    const page = this.page;
    await expect.poll(() => page.locator('#confirm').isVisible(), { message: `${what}: ${(await page.textContent('#message')) ?? ''} ${await page.textContent('#status')} selected ${await this.selected()}` }).toBe(true);
    expect(await page.textContent('#confirm-yes')).toMatch(yes);
  }

  /** A grenade or shell aimed at the nearest enemy the rules let it reach: the weapon chosen, the point clicked. */
  private async aim(v: MatchView, ok: (a: Action) => boolean): Promise<boolean> {
    const { page, game, pick } = this;
    const ds = v.actions.filter((d) => typeof d.fixed?.['figure'] === 'string' && Object.values(d.open ?? {}).some((f) => f.kind === 'point'));
    if (ds.length === 0) return false;
    const d = ds[pick(ds.length)]!;
    const figure = String(d.fixed!['figure']);
    const from = at(v, figure);
    if (!from) return false;
    const enemies = v.units.filter((u) => u.side !== this.plan.side).map((u) => at(v, u.id)).filter((p): p is TablePoint => p !== null);
    enemies.sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y));
    const wanted = enemies.slice(0, 4).flatMap((e) => [e, { x: e.x - 0.6, y: e.y }, { x: e.x, y: e.y + 0.6 }, toward(from, e, Math.hypot(e.x - from.x, e.y - from.y) - 1.5)]);
    const probe = await pointable(page, game.table!, wanted, (q) => aimFor(v.actions, figure, d.type, q), ok, false);
    if (!probe) return false;
    await this.select(figure, [figure]);
    // The weapon chosen by its key or its button, then the point (read afresh: the list beside may have moved the table).
    if (pick(2) === 0 || !(await this.key(`#actions button[data-aim][data-type="${d.type}"]`))) await this.click(`#actions button[data-aim][data-type="${d.type}"]`);
    const point = await pointable(page, game.table!, [probe.at], (q) => aimFor(v.actions, figure, d.type, q), ok, false);
    if (!point) return false;
    await page.mouse.click(point.pixel.x, point.pixel.y);
    await this.expectAsked(/here: /, `${figure} aims at ${JSON.stringify(point.at)}`);
    this.asked = point.pixel;
    this.tally.given.push(point.action);
    this.tally.aims++;
    return true;
  }

  /** A shot: the firer selected, then a click on an enemy it may fire at, where the pointer finds that enemy. */
  private async shot(v: MatchView): Promise<boolean> {
    const { page, pick } = this;
    const ds = v.actions.filter((d) => d.type === 'fire' && typeof d.fixed?.['figure'] === 'string' && Array.isArray(d.choose?.['target']) && !d.open);
    if (ds.length === 0) return false;
    const d = ds[pick(ds.length)]!;
    const figure = String(d.fixed!['figure']);
    const targets = (d.choose!['target'] as unknown[]).map(String);
    await this.select(figure, [figure]);
    const p = await this.handleOf(targets);
    if (!p) {
      await page.keyboard.press('Escape');
      return false;
    }
    await page.mouse.click(p.x, p.y);
    await this.expectAsked(/./, `${figure} fires`);
    this.tally.shots++;
    return true;
  }

  /** A figure that may turn in place turned toward the nearest enemy (else the goal) by a drag from it. */
  private async face(v: MatchView, ok: (a: Action) => boolean): Promise<boolean> {
    const { page, game, pick } = this;
    const ds = v.actions.filter((d) => typeof d.fixed?.['figure'] === 'string' && Object.values(d.open ?? {}).some((f) => f.kind === 'facing'));
    if (ds.length === 0) return false;
    const d = ds[pick(ds.length)]!;
    const figure = String(d.fixed!['figure']);
    const from = at(v, figure);
    if (!from) return false;
    await this.select(figure, [figure]);
    const handle = await this.handleOf([figure]);
    if (!handle) return false;
    const enemy = v.units.filter((u) => u.side !== this.plan.side).map((u) => at(v, u.id)).filter((p): p is TablePoint => p !== null).sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y))[0];
    const key = Object.entries(d.open!).find(([, f]) => f.kind === 'facing')![0];
    for (const r of [3, 2]) {
      const to = toward(from, enemy ?? this.plan.goal, r);
      const { pixel, at: read } = await pixelOf(page, game.table!, to);
      // The facing the page reads from the point the drag ends on, as it reads it.
      const deg = Math.round(((Math.atan2(read.y - from.y, read.x - from.x) * 180) / Math.PI + 360) % 360) % 360;
      const a = fillAction(d, { [key]: deg });
      if (!ok(a)) continue;
      await page.mouse.move(handle.x, handle.y);
      await page.mouse.down();
      await page.mouse.move((handle.x + pixel.x) / 2, (handle.y + pixel.y) / 2, { steps: 3 });
      await page.mouse.move(pixel.x, pixel.y, { steps: 3 });
      await page.mouse.up();
      await this.expectAsked(/^Turn here: /, `${figure} turns to ${deg}`);
      this.tally.given.push(a);
      this.tally.facings++;
      this.tally.dragged++;
      return true;
    }
    return false;
  }

  /** One of a man's choices that lie on the table (get in, get out, cut the wire), clicked there. */
  private async placedChoice(v: MatchView): Promise<boolean> {
    const mine = placedActions(v.actions).filter((p) => p.action.type !== 'land' && typeof p.action['figure'] === 'string');
    if (mine.length === 0) return false;
    const figure = String(mine[this.pick(mine.length)]!.action['figure']);
    const types = [...new Set(mine.filter((p) => p.action['figure'] === figure).map((p) => p.action.type))];
    return this.byPlace(v, figure, types[this.pick(types.length)]!);
  }

  /**
   * One of a unit's listed choices of `type` taken by a click on its place on the table, as its descriptor's
   * `where` gives it: the unit selected, then a pixel the page reads as that place (on the jeep itself, or on clear
   * table inside a spot or along a line, nearer it than the unit's other places). False when none could be clicked.
   */
  private async byPlace(v: MatchView, unit: string, type: string): Promise<boolean> {
    const { page, game, pick } = this;
    const all = placedActions(v.actions).filter((p) => p.action['unit'] === unit || p.action['figure'] === unit);
    const mine = all.filter((p) => p.action.type === type);
    if (mine.length === 0) return false;
    await this.select(unit, v.units.some((u) => u.id === unit && u.at !== null) ? [unit] : []);
    if ((await this.selected()) !== unit) await this.click(`#units button[data-unit="${unit}"]`);
    // The place the page finds nearest a point, as it judges a click on clear table.
    const nearest = (q: TablePoint): PlacedAction | undefined => {
      let best: { p: PlacedAction; d: number; c: number } | undefined;
      for (const p of all) {
        const d = distanceToPlace(p.place, q);
        const c = p.place.kind === 'spot' ? Math.hypot(q.x - p.place.x, q.y - p.place.y) : d;
        if (!best || d < best.d || (d === best.d && c < best.c)) best = { p, d, c };
      }
      return best && best.d === 0 ? best.p : undefined;
    };
    const first = pick(mine.length);
    for (let k = 0; k < mine.length; k++) {
      const want = mine[(first + k) % mine.length]!;
      const place = want.place;
      let pixel: { x: number; y: number } | null = null;
      if (place.kind === 'spot' && place.figure) pixel = await this.handleOf([place.figure]);
      else {
        // Inside the spot (its middle first) or along the line (its middle first), on clear table.
        const wanted =
          place.kind === 'spot'
            ? [[0, 0], [0.5, 0], [-0.5, 0], [0, 0.5], [0, -0.5], [0.9, 0.9], [-0.9, -0.9], [0.9, -0.9], [-0.9, 0.9]].map(([dx, dy]) => ({ x: place.x + dx! * (place.radius ?? 0), y: place.y + dy! * (place.radius ?? 0) }))
            : [0.5, 0.35, 0.65, 0.2, 0.8].map((t) => {
                const [a, b] = [place.points[0]!, place.points.at(-1)!];
                return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
              });
        const point = await pointable(page, game.table!, wanted, (q) => nearest(q)?.action ?? null, (a) => a === want.action);
        pixel = point?.pixel ?? null;
      }
      if (!pixel) continue;
      const step = await page.getAttribute('#status', 'data-step');
      await page.mouse.click(pixel.x, pixel.y);
      await expect
        .poll(() => page.getAttribute('#status', 'data-step'), { message: `${canonical(want.action)} by a click on its place: ${(await page.textContent('#message')) ?? ''}`, timeout: 15_000 })
        .not.toBe(step);
      this.tally.placed.push(want.action);
      // (Getting out at a spot fills the man's point: a choice given by pointing.)
      if (OPEN_KEYS.some((key) => key in want.action)) this.tally.given.push(want.action);
      return true;
    }
    return false;
  }

  /** Another named choice of a unit's with no place on the table (calling the guns), by its button, now and then. */
  private async otherChoice(v: MatchView): Promise<boolean> {
    const ds = v.actions.filter((d) => d.choose && !d.open && !d.where && d.type !== 'fire' && d.type !== 'land' && typeof (d.fixed?.['figure'] ?? d.fixed?.['unit']) === 'string');
    if (ds.length === 0) return false;
    const d = ds[this.pick(ds.length)]!;
    const unit = String(d.fixed!['figure'] ?? d.fixed!['unit']);
    if ((await this.page.locator(`#units button[data-unit="${unit}"]`).count()) === 0) return false;
    if ((await this.page.locator(`#units button[data-unit="${unit}"].selected`).count()) === 0) await this.click(`#units button[data-unit="${unit}"]`);
    const b = this.page.locator(`#actions button[data-type="${d.type}"]`);
    if ((await b.count()) === 0) return false;
    await this.click(`#actions button[data-type="${d.type}"] >> nth=${this.pick(await b.count())}`);
    this.tally.listed++;
    return true;
  }

  /** The phase ended: the step's own action that ends it (never a drawn one). */
  private async endPhase(): Promise<void> {
    const page = this.page;
    if ((await page.locator('#units button.selected').count()) > 0) await page.keyboard.press('Escape');
    const ends = await page.locator('#others button').evaluateAll((bs) => bs.map((b) => ({ type: (b as HTMLElement).dataset['type'] ?? '', drawn: /drawn at random/.test(b.textContent ?? '') })));
    const i = ends.findIndex((e) => /^end|Done$|^finish/i.test(e.type) && !e.drawn);
    const j = i >= 0 ? i : ends.findIndex((e) => !e.drawn);
    // (Online the other seat may have taken the turn on meanwhile: nothing of this seat's to end.)
    if (j < 0 && !/\(you\)/.test((await page.textContent('#status')) ?? '')) return;
    if (j < 0) expect.fail(`nothing to end the phase with: ${await page.textContent('#status')}; ${JSON.stringify(ends)}`);
    if (this.pick(2) === 0 && (await this.key(`#others button >> nth=${j}`))) {
      this.tally.ends++;
      return;
    }
    await this.click(`#others button >> nth=${j}`);
    this.tally.ends++;
  }

  /** Tan's arrival order: a few units moved up or down by their buttons, then written and sealed. */
  private async writeOrder(): Promise<void> {
    const { page, pick } = this;
    const d = (await this.read(page)).view.actions.find((x) => Object.values(x.open ?? {}).some((f) => f.kind === 'arrival-order'))!;
    const key = Object.entries(d.open!).find(([, f]) => f.kind === 'arrival-order')![0];
    for (let i = 0; i < 4; i++) {
      const ups = page.locator('#order button[data-up]');
      const n = await ups.count();
      if (n > 0) await ups.nth(pick(n)).click();
    }
    const order = await page.locator('#order li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset['unit'] ?? ''));
    await this.click('#others button[data-order="written"]');
    this.tally.given.push(fillAction(d, { [key]: order }));
    this.tally.orders++;
  }
}
