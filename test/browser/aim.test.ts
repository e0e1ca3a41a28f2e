/**
 * Beach Assault's template weapons aimed by pointing, at one screen and
 * online (the Tan side, the Green side played by a bot): the weapon chosen,
 * a point out of reach refused in the rules' words, the nearest Green figure
 * clicked, the forecast (where it lands, who it may hit) shown and nothing
 * applied before the yes; Cancel and Escape leave the game as it was; the yes
 * fires at the point chosen, as the log says. Needs Debian's chromium; run
 * alone with `npx vitest run --config test/browser/vitest.config.ts test/browser/aim.test.ts`.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { forecastSeen, view, type Action, type Game, type MatchState, type MatchView } from '../../src';
import { type TablePoint } from '../../src/public/tabletop';
import { beachAssault } from '../../games/beach-assault';
import { createOnlineMatch, usePlayPage, withHost } from './support';
import { aimFor, isPoint, moveFor, pixelOf, pointable } from './pointing';

const fixture = usePlayPage();

const game = beachAssault as unknown as Game;
const table = game.table!;
const SIDE = 'tan';

/** How a page is read: its seat's view and whether the rules allow an action, and what must not change before a yes. */
interface Reader {
  readonly view: (p: Page) => Promise<MatchView>;
  /** Whether the rules allow an action now, as this page may know it. */
  readonly judge: (p: Page) => Promise<(a: Action) => boolean>;
  readonly snapshot: (p: Page) => Promise<string>;
}

const localReader: Reader = {
  view: async (p) => view(game, await localState(p), SIDE),
  judge: async (p) => {
    const s = await localState(p);
    return (a) => game.check(s, a) === null;
  },
  snapshot: async (p) => JSON.stringify(await localState(p)),
};
const localState = (p: Page) => p.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state()) as Promise<MatchState>;
const onlineReader: Reader = {
  view: (p) => p.evaluate(() => (window as unknown as { hexwarPage: { view: () => unknown } }).hexwarPage.view()) as Promise<MatchView>,
  judge: async (p) => {
    const v = await onlineReader.view(p);
    return (a) => forecastSeen(game, v, a).ok;
  },
  snapshot: async (p) => JSON.stringify(await onlineReader.view(p)),
};

/**
 * Plays the Tan side on (each unit landed at its first place, the tanks driven
 * east by clicks on the table until one stands on the crest, a phase ended by its
 * last listed action) until a figure selected offers an aimed weapon with a Green
 * figure in its reach and sight (from below the crest none is): the figure and
 * the weapon's button.
 */
async function untilAnAim(page: Page, read: Reader): Promise<{ figure: string; type: string }> {
  for (let i = 0; i < 160; i++) {
    await page.waitForFunction(() => document.querySelector('#status')?.getAttribute('data-thinking') !== 'true' && !document.querySelector('#units button[disabled], #actions button[disabled], #others button[disabled]'));
    if (!/\(you\)/.test((await page.textContent('#status')) ?? '')) {
      await page.waitForTimeout(100);
      continue;
    }
    const step = await page.getAttribute('#status', 'data-step');
    const v = await read.view(page);
    const allows = await read.judge(page);
    // Where each Green figure stands (a point: x and y, its facing left out as an aim's point has none).
    const greens = v.units.flatMap((u) => (u.side !== SIDE && isPoint(u.at) ? [{ x: u.at.x, y: u.at.y }] : []));
    let acted = false;
    for (const b of await page.locator('#units button').all()) {
      await b.click();
      const figure = (await b.getAttribute('data-unit')) ?? '';
      const aim = page.locator('#actions button[data-aim]');
      if ((await aim.count()) > 0) {
        const type = (await aim.first().getAttribute('data-type')) ?? '';
        if (greens.some((p) => allowed(aimFor(v.actions, figure, type, p), allows))) return { figure, type };
      }
      const land = page.locator('#actions button', { hasText: / lands / });
      if ((await land.count()) > 0) {
        await land.first().click();
        acted = true;
        break;
      }
      // A tank drives east, as far as it may, until it stands on the crest (x 34-35.5) and sees over it
      // (and toward the middle of the crest, a little north or south where another figure stands in its way).
      const at = v.units.find((u) => u.id === figure)?.at;
      if (/^t-tank/.test(figure) && isPoint(at) && at.x < 34) {
        // Toward y 12, across from emplacement 1, the crest there being on the high ground (y 5-43).
        const toward12 = (most: number) => Math.max(-most, Math.min(most, 12 - at.y));
        const ahead = [12, 10, 8, 6, 4, 2].flatMap((d) => [toward12(8), toward12(4), 0, 3, -3].map((dy) => ({ x: Math.min(at.x + d, 34.75), y: Math.min(45, Math.max(3, at.y + dy)) })));
        const to = await pointable(page, table, ahead, (p) => moveFor(v.actions, figure, p), allows);
        if (to) {
          await page.mouse.click(to.pixel.x, to.pixel.y);
          await page.mouse.click(to.pixel.x, to.pixel.y);
          acted = true;
          break;
        }
      }
    }
    if (!acted) await page.locator('#others button').last().click();
    await page.waitForSelector(`#status:not([data-step="${step}"])`);
  }
  throw new Error('no Tan figure came to offer an aimed weapon with a Green figure in reach and sight');
}

const allowed = (a: Action | null, allows: (a: Action) => boolean): boolean => a !== null && allows(a);

/** The aim by pointing, its refusal, its forecast and cancels, and the yes: the same at one screen and online. */
async function aimByPointing(page: Page, read: Reader, screenshot: string | null, yesBy: 'button' | 'second click'): Promise<void> {
  const { figure, type } = await untilAnAim(page, read);
  // Number keys: the aim has one like every listed action, and each keeps its key within the step,
  // whether the figure is selected, let go, or aiming.
  const keysNow = () => page.evaluate(() => Array.from(document.querySelectorAll('#actions button, #others button')).map((b) => `${b.querySelector('kbd')?.textContent ?? ''}=${(b as HTMLElement).dataset['type'] ?? ''}`));
  const withFigure = await keysNow();
  const aimKey = (await page.locator(`#actions button[data-aim][data-type="${type}"] kbd`).textContent()) ?? '';
  expect(aimKey, 'the aim button has a number key').toMatch(/^[1-9]$/);
  const others = withFigure.filter((k) => !k.endsWith(`=${type}`)).slice(-(await page.locator('#others button').count()));
  await page.click(`#units button[data-unit="${figure}"]`);
  expect(await page.locator('#actions button').count(), 'the figure let go').toBe(0);
  expect(await keysNow(), "the step's own actions keep their keys with no figure selected").toEqual(others);
  await page.click(`#units button[data-unit="${figure}"]`);
  expect(await keysNow(), 'the same keys, the figure selected again').toEqual(withFigure);
  await page.keyboard.press(aimKey);
  expect(await page.textContent(`#actions button[data-aim][data-type="${type}"]`)).toMatch(/click a point on the table/);
  expect(await keysNow(), 'the same keys while aiming').toEqual(withFigure);
  const v = await read.view(page);
  const from = v.units.find((u) => u.id === figure)?.at;
  if (!isPoint(from)) throw new Error(`${figure} is not on the table`);
  const before = await read.snapshot(page);
  const step = await page.getAttribute('#status', 'data-step');

  // A point the rules refuse (out of reach, or out of sight): refused in their words, nothing changes.
  const grid: TablePoint[] = [];
  for (let x = 1; x < table.width; x += 3) for (let y = 1; y < table.height; y += 3) grid.push({ x, y });
  grid.sort((a, b) => Math.hypot(b.x - from.x, b.y - from.y) - Math.hypot(a.x - from.x, a.y - from.y));
  const allows = await read.judge(page);
  const refused = await pointable(page, table, grid, (p) => aimFor(v.actions, figure, type, p), (a) => !allows(a));
  expect(refused, 'a point the rules refuse').not.toBeNull();
  await page.mouse.click(refused!.pixel.x, refused!.pixel.y);
  expect(await page.textContent('#message')).toMatch(/^Refused: .*(may aim at most|cannot see)/);
  // A refusal is said in red; the question asked below is not.
  const colour = () => page.locator('#message').evaluate((m) => getComputedStyle(m).color);
  expect(await colour(), 'a refusal in red').toBe('rgb(185, 28, 28)');
  expect(await page.locator('#confirm').isVisible()).toBe(false);

  // The nearest Green figure: its point clicked (a click on it aims there, it does not select it).
  const greens = v.units
    .filter((u) => u.side !== SIDE && isPoint(u.at))
    .map((u) => u.at as unknown as TablePoint)
    .sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y));
  const chosen = await pointable(page, table, greens, (p) => aimFor(v.actions, figure, type, p), allows, false);
  expect(chosen, 'a Green figure within reach and sight').not.toBeNull();
  let at = chosen!.at;
  const ask = async () => {
    // The pixel read afresh: a line of words above the table may have moved it.
    const now = await pixelOf(page, table, chosen!.at);
    at = now.at;
    await page.mouse.click(now.pixel.x, now.pixel.y);
    await expect.poll(() => page.locator('#confirm').isVisible(), { message: (await page.textContent('#message')) ?? '' }).toBe(true);
  };
  await ask();
  expect(await page.textContent('#message')).toMatch(/^(Fire|Throw) here\? /);
  expect(await colour(), "the prompt in the page's ink, not an error's red").toBe('rgb(17, 24, 39)');
  // The forecast in its words: where it lands and who it may hit (a Tan man near the point among them, if any).
  expect(await page.textContent('#forecast')).toMatch(/lands there \d+(\.\d)?%; may hit /);
  expect(await page.textContent('#confirm-yes')).toMatch(/^(Fire|Throw) here: .* at \(/);
  expect(await page.locator('#live-aim').count(), 'the aim drawn on the table').toBe(1);
  // The ring is the blast as the rules size it: the template's radius the descriptor gives (a grenade 1", a shell 3").
  const radius = v.actions.find((d) => d.type === type && d.fixed?.['figure'] === figure)?.open?.['at']?.['radius'];
  expect(typeof radius === 'number' && radius >= 1, `the blast radius of the ${type}: ${String(radius)}`).toBe(true);
  const ring = await page.locator('#live-aim').evaluate((c: SVGCircleElement) => ({ r: c.r.baseVal.value, width: c.ownerSVGElement!.viewBox.baseVal.width }));
  expect(ring.r / (ring.width / table.width), "the ring's radius in inches").toBeCloseTo(radius as number, 2);
  expect(await page.getAttribute('#status', 'data-step'), 'nothing applied before the yes').toBe(step);
  expect(await read.snapshot(page)).toBe(before);
  if (screenshot) await page.screenshot({ path: resolve(screenshot) });

  // Cancel: nothing done.
  await page.click('#confirm-no');
  expect(await page.locator('#confirm').isVisible()).toBe(false);
  expect(await page.textContent('#message')).toMatch(/nothing was done/);
  expect(await read.snapshot(page)).toBe(before);
  // Escape: the same.
  await ask();
  await page.keyboard.press('Escape');
  expect(await page.locator('#confirm').isVisible()).toBe(false);
  expect(await read.snapshot(page)).toBe(before);

  // The yes (the button, or the same point clicked again): fired at the point chosen, as the log says.
  await ask();
  if (yesBy === 'button') await page.click('#confirm-yes');
  else {
    const again = await pixelOf(page, table, chosen!.at);
    await page.mouse.click(again.pixel.x, again.pixel.y);
  }
  await page.waitForSelector(`#status:not([data-step="${step}"])`);
  const r = (n: number) => Math.round(n * 10) / 10;
  const log = (await page.textContent('#log')) ?? '';
  expect(log, log.slice(-1500)).toContain(`at (${r(at.x)}", ${r(at.y)}")`);
  expect(log).toMatch(/(fires a shell|throws a grenade) at \(/);
}

describe('an aimed weapon pointed at the table, with its forecast and a yes', () => {
  it('at one screen: the Tan side aims at the nearest Green figure', async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=beach-assault&side=${SIDE}&start&seed=7`);
    await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
    await aimByPointing(page, localReader, 'docs/images/play-aim-by-pointing.png', 'button');
    expect(errors.join('\n')).toBe('');
    await page.close();
  }, 180_000);

  it('online: the Tan seat against the host\'s bot aims the same way, its forecast from its own view, the yes a second click on the point', async () => {
    await withHost({ games: [beachAssault] }, async ({ sql, url }) => {
      const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
      try {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${fixture.url()}?game=beach-assault&host=${encodeURIComponent(url)}`);
        await createOnlineMatch(page, SIDE, 'heuristic');
        await page.waitForSelector('#status[data-step]');
        await aimByPointing(page, onlineReader, null, 'second click');
        // The host took it: its step moved on.
        const row = await sql.query<{ step: number }>('SELECT step FROM hexwar_matches');
        expect(Number(row.rows[0]!.step)).toBeGreaterThan(0);
        expect(errors.join('\n')).toBe('');
      } finally {
        await page.close();
      }
    });
  }, 180_000);
});
