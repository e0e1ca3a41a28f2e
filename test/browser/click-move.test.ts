/**
 * The player's page, a table game moved by clicks: a figure (or a team)
 * selected, a click on the table out of its reach is refused in the rules'
 * words on the status line and changes nothing; a click within reach shows
 * the move's forecast and path, and "Move here" (or a second click on the
 * same point) takes it: the figure then stands where the player clicked.
 * Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/click-move.test.ts`.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { view, type Action, type Game, type MatchState } from '../../src';
import { formationPaths, openFieldOf, type TablePoint } from '../../src/public/tabletop';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { beachAssault } from '../../games/beach-assault';
import { usePlayPage } from './support';
import { moveFor, pointable } from './pointing';

const fixture = usePlayPage();

const isPoint = (v: unknown): v is TablePoint => typeof v === 'object' && v !== null && typeof (v as TablePoint).x === 'number' && typeof (v as TablePoint).y === 'number';

/** The selected figure's (or team's) move to `to`, as a player's click builds it: straight from where it stands, a team as one. */
function moveTo(game: Game, state: MatchState, side: string, selected: string, to: TablePoint): { action: Action; movers: Record<string, TablePoint> } | null {
  for (const d of view(game, state, side).actions.filter((x) => x.type === 'move')) {
    const path = openFieldOf(d, 'path', 'path');
    if (path && d.fixed?.['figure'] === selected) return { action: { ...d.fixed, type: d.type, side, path: [path.from, to] }, movers: { [selected]: to } };
    const team = openFieldOf(d, 'paths', 'paths');
    if (team && (d.fixed?.['unit'] === selected || team.figures.some((f) => f.id === selected))) {
      const paths = formationPaths(team, [to]);
      return { action: { ...d.fixed, type: d.type, side, paths }, movers: Object.fromEntries(Object.entries(paths).map(([id, p]) => [id, p.at(-1)!] as [string, TablePoint])) };
    }
  }
  return null;
}

/** Where the selected figure (or the team's centre) stands. */
function centreOf(state: MatchState, movers: readonly string[]): TablePoint {
  const at: TablePoint[] = [];
  for (const id of movers) {
    const p: unknown = state.units.find((u) => u.id === id)?.at;
    if (isPoint(p)) at.push(p);
  }
  return { x: at.reduce((s, p) => s + p.x, 0) / at.length, y: at.reduce((s, p) => s + p.y, 0) / at.length };
}

const pageState = (page: Page) => page.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state()) as Promise<MatchState>;

describe('a table game moved where the player clicks', () => {
  for (const [id, game, side, confirmBy] of [
    ['beach-assault', beachAssault as unknown as Game, 'green', 'button'],
    ['pacific-skirmish', pacificSkirmish as unknown as Game, 'us', 'second click'],
  ] as const) {
    it(`${id}: a click out of reach is refused in the rules' words; a click within reach is forecast, confirmed by ${confirmBy}, and the figure stands there`, async () => {
      const page = await fixture.browser().newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${fixture.url()}?game=${id}&side=${side}&start&seed=7`);
      await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
      const table = game.table!;
      // Play on (the last listed action: a phase ended, a set-up done) until a unit of the side may move by a path.
      let selected = '';
      let near: { action: Action; movers: Record<string, TablePoint> } | null = null;
      let far: TablePoint | null = null;
      let to: TablePoint | null = null;
      for (let i = 0; i < 40 && !near; i++) {
        await page.waitForFunction(() => document.querySelector('#status')?.getAttribute('data-thinking') === 'false');
        for (const b of await page.locator('#units button').all()) {
          await b.click();
          const who = (await b.getAttribute('data-unit')) ?? '';
          const state = await pageState(page);
          const probe = moveTo(game, state, side, who, { x: 0, y: 0 });
          if (!probe) continue;
          const c = centreOf(state, Object.keys(probe.movers));
          // Out of reach: the table's corner farthest from it.
          far = { x: c.x < table.width / 2 ? table.width - 1 : 1, y: c.y < table.height / 2 ? table.height - 1 : 1 };
          expect(game.check(state, moveTo(game, state, side, who, far)!.action), 'the far corner is out of reach').not.toBeNull();
          // Within reach: a short step the rules allow, tried round the compass.
          for (const r of [2, 1.5, 1] as const) {
            for (let k = 0; k < 8 && !near; k++) {
              const p = { x: Math.round((c.x + r * Math.cos((k * Math.PI) / 4)) * 100) / 100, y: Math.round((c.y + r * Math.sin((k * Math.PI) / 4)) * 100) / 100 };
              const m = moveTo(game, state, side, who, p);
              if (m && game.check(state, m.action) === null) {
                near = m;
                to = p;
              }
            }
          }
          if (near) {
            selected = who;
            break;
          }
        }
        if (!near) await page.locator('#others button').last().click();
      }
      expect(near, 'a unit of the side that may move').not.toBeNull();
      // The picture's transform to the screen, read afresh before each click: a line of words above the table moves it down.
      const screen = () =>
        page.locator('#board svg').evaluate((svg: SVGSVGElement) => {
          const c = svg.getScreenCTM()!;
          const vb = svg.viewBox.baseVal;
          return { a: c.a, d: c.d, e: c.e, f: c.f, w: vb.width, h: vb.height, x0: vb.x, y0: vb.y };
        });
      type Screen = Awaited<ReturnType<typeof screen>>;
      // A point in inches to the whole pixel a mouse clicks (the table is drawn unrotated), and back as the page reads it.
      const pixel = (m: Screen, p: TablePoint) => ({ x: Math.round(m.a * (m.x0 + (p.x / table.width) * m.w) + m.e), y: Math.round(m.d * (m.y0 + (1 - p.y / table.height) * m.h) + m.f) });
      const inches = (m: Screen, q: { x: number; y: number }): TablePoint => {
        const r = (v: number) => Math.round(v * 100) / 100;
        return { x: r((((q.x - m.e) / m.a - m.x0) / m.w) * table.width), y: r(table.height - (((q.y - m.f) / m.d - m.y0) / m.h) * table.height) };
      };
      const click = async (p: TablePoint) => {
        const { x, y } = pixel(await screen(), p);
        await page.mouse.click(x, y);
      };
      const step = await page.getAttribute('#status', 'data-step');

      // Out of reach: refused, in the rules' words, nothing changed.
      await click(far!);
      expect(await page.textContent('#message')).toMatch(/^Refused: .{10,}/);
      expect(await page.locator('#confirm').isVisible()).toBe(false);
      expect(await page.getAttribute('#status', 'data-step')).toBe(step);

      // Within reach: the step found above, as the pixel the mouse clicks gives it, held legal (else the next one round the compass).
      {
        const m = await screen();
        const state = await pageState(page);
        const c = centreOf(state, Object.keys(near!.movers));
        near = null;
        for (const r of [3, 2.5, 2, 1.5, 1] as const) {
          for (let k = 0; k < 8 && !near; k++) {
            const q = pixel(m, { x: c.x + r * Math.cos((k * Math.PI) / 4), y: c.y + r * Math.sin((k * Math.PI) / 4) });
            const p = inches(m, q);
            const mv = moveTo(game, state, side, selected, p);
            // Clear table under the pointer (a click on a figure selects it instead).
            const onFigure = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-unit]') !== null, q);
            if (mv && !onFigure && game.check(state, mv.action) === null) {
              near = mv;
              to = p;
            }
          }
        }
        expect(near, 'a legal step at a whole pixel').not.toBeNull();
      }
      // The forecast (inches) and the path drawn, then the yes.
      await click(to!);
      expect(await page.locator('#confirm').isVisible(), `${JSON.stringify(to)} ${JSON.stringify(near!.action)} ${(await page.textContent('#message')) ?? ''}`).toBe(true);
      expect(await page.textContent('#confirm-yes')).toMatch(/^Move here: /);
      expect(await page.textContent('#forecast')).toMatch(/\d+(\.\d+)?(")|inch/);
      expect(await page.getAttribute('#status', 'data-step'), 'nothing moves before the yes').toBe(step);
      // The path waiting for the yes drawn on the table, one line a mover, each ending where it would stand.
      const lines = await page.locator('#board .live-path').evaluateAll((ls) => ls.map((l) => (l.getAttribute('points') ?? '').split(' ').at(-1) ?? ''));
      expect(lines.length).toBe(Object.keys(near!.movers).length);
      const vb = await page.locator('#board svg').evaluate((svg: SVGSVGElement) => ({ w: svg.viewBox.baseVal.width, h: svg.viewBox.baseVal.height }));
      const ends = Object.values(near!.movers).map((p) => [(p.x / table.width) * vb.w, (1 - p.y / table.height) * vb.h] as const);
      for (const l of lines) {
        const [x, y] = l.split(',').map(Number) as [number, number];
        expect(ends.some(([ex, ey]) => Math.hypot(ex - x, ey - y) < 0.5), `a path ends at ${l}`).toBe(true);
      }
      if (id === 'beach-assault') await page.screenshot({ path: resolve('docs/images/play-beach-assault-click-move.png') });
      if (confirmBy === 'button') await page.click('#confirm-yes');
      else await click(to!);
      await expect.poll(() => page.getAttribute('#status', 'data-step')).not.toBe(step);
      const after = await pageState(page);
      // Each mover stands where the click put it (a team as one: the selected man at his place in the formation), to a tenth of an inch.
      for (const [fig, p] of Object.entries(near!.movers)) {
        const at = after.units.find((u) => u.id === fig)?.at;
        expect(isPoint(at), `${fig} on the table`).toBe(true);
        if (isPoint(at)) expect(Math.hypot(at.x - p.x, at.y - p.y), `${fig} at ${p.x},${p.y} (it is at ${at.x},${at.y}; selected ${selected})`).toBeLessThan(0.02);
      }
      expect(errors.join('\n')).toBe('');
      await page.close();
    }, 120_000);
  }

  it('pacific-skirmish on a 390×844 phone: the table fits the width, the actions start right under it, and a tap at the far corner moves the jeep there', async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=pacific-skirmish&side=us&start&seed=7`);
    await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
    const game = pacificSkirmish as unknown as Game;
    const table = game.table!;
    const box = (await page.locator('#board svg').boundingBox())!;
    expect(box.x, 'the table from the left edge').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the table within the width').toBeLessThanOrEqual(390);
    expect(box.y + box.height, 'the whole table on the first screen').toBeLessThanOrEqual(844);
    // The actions directly under the table, on the same screen.
    const units = (await page.locator('#units-panel').boundingBox())!;
    expect(units.y - (box.y + box.height), 'the actions right under the table').toBeLessThan(40);
    expect(units.y, 'the actions on the first screen').toBeLessThan(844 - 100);
    // The jeep to the table's far (south-east) corner, by taps.
    await page.locator('#units button[data-unit="us-jeep"]').tap();
    const state = await pageState(page);
    const v = view(game, state, 'us');
    const corner = await pointable(page, table, [{ x: 47, y: 1 }, { x: 46.5, y: 1.5 }, { x: 46, y: 1 }, { x: 46, y: 2 }], (q) => moveFor(v.actions, 'us-jeep', q), (a) => game.check(state, a) === null);
    expect(corner, 'a point by the far corner the jeep may reach').not.toBeNull();
    expect(corner!.pixel.x, 'the corner on the screen').toBeLessThan(390);
    const step = await page.getAttribute('#status', 'data-step');
    await page.touchscreen.tap(corner!.pixel.x, corner!.pixel.y);
    await expect.poll(() => page.locator('#confirm').isVisible(), { message: (await page.textContent('#message')) ?? '' }).toBe(true);
    expect(await page.textContent('#confirm-yes')).toMatch(/^Move here: /);
    // The yes on the first screen too.
    const yes = (await page.locator('#confirm-yes').boundingBox())!;
    expect(yes.y + yes.height, 'the yes on the first screen').toBeLessThanOrEqual(844);
    await page.touchscreen.tap(corner!.pixel.x, corner!.pixel.y);
    await expect.poll(() => page.getAttribute('#status', 'data-step')).not.toBe(step);
    const at: unknown = (await pageState(page)).units.find((u) => u.id === 'us-jeep')?.at;
    expect(isPoint(at) && Math.hypot(at.x - corner!.at.x, at.y - corner!.at.y), 'the jeep where the tap put it').toBeLessThan(0.02);
    await page.screenshot({ path: resolve('docs/images/play-phone-table.png') });
    expect(errors.join('\n')).toBe('');
    await page.close();
  });
});
