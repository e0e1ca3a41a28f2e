/**
 * A map you can read (issue 36 item 4, its basics), in headless Chromium: at
 * 1400×1000 and 390×844, at the default zoom, no map text in sight is under
 * 11 px (font size times the map's scale on screen, measured in the page); the
 * first look frames the side's units or where it may set up; the wheel and
 * the keys zoom, a drag and the arrow keys pan, "Whole map" shows it all and a
 * click after a drag does nothing on the map. Needs Debian's chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildPlayPage, launchChromium, servePlayPage, type Served } from '../../scripts/play-page';

let served: Served | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  browser = await launchChromium();
  served = await servePlayPage(await buildPlayPage());
  url = served.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** The map's words in sight: how many, the smallest on screen in px, and which. */
const MEASURE = `(() => {
  const board = document.querySelector('#board');
  const b = board.getBoundingClientRect();
  let min = Infinity, n = 0, which = '';
  for (const t of document.querySelectorAll('#board svg text')) {
    const r = t.getBoundingClientRect();
    if (r.width === 0 || r.right < b.left || r.left > b.right || r.bottom < b.top || r.top > b.bottom) continue;
    const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
    n++;
    if (px < min) { min = px; which = t.textContent; }
  }
  return { n, min, which, zoom: Number(board.dataset.zoom), left: board.scrollLeft, top: board.scrollTop };
})()`;
type Measured = { n: number; min: number; which: string; zoom: number; left: number; top: number };

describe('a map you can read', () => {
  for (const [w, h] of [
    [1400, 1000],
    [390, 844],
  ] as const) {
    for (const [game, side] of [
      ['myitkyina', 'allied'],
      ['meiktila', 'allied'],
      ['greater-east-asia', 'japanese'],
    ] as const) {
      it(`${game} at ${w}×${h}: no map text under 11 px at the default zoom; wheel, keys and Whole map zoom and pan`, async () => {
        const page = await browser!.newPage({ viewport: { width: w, height: h } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${url}?game=${game}&side=${side}&seed=4&start`);
        await page.waitForSelector('#board svg');
        const m = (await page.evaluate(MEASURE)) as Measured;
        expect(m.n, 'map words in sight').toBeGreaterThan(10);
        expect(m.min, `the smallest map text in sight ("${m.which}")`).toBeGreaterThanOrEqual(11);
        expect(m.zoom).toBe(1);
        // The wheel zooms out about the pointer; + zooms back in; W shows the whole map and back.
        const box = (await page.locator('#board').boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, 200);
        expect(((await page.evaluate(MEASURE)) as Measured).zoom).toBeLessThan(1);
        await page.keyboard.press('+');
        await page.keyboard.press('+');
        expect(((await page.evaluate(MEASURE)) as Measured).zoom).toBeGreaterThan(1);
        await page.click('#zoom-whole');
        const whole = (await page.evaluate(MEASURE)) as Measured;
        const fits = await page.evaluate(`(() => { const b = document.querySelector('#board'); return b.scrollWidth <= b.clientWidth + 1 && b.scrollHeight <= b.clientHeight + 1; })()`);
        if (whole.zoom < 1) expect(fits, 'the whole map in its box').toBe(true);
        await page.keyboard.press('w');
        expect(((await page.evaluate(MEASURE)) as Measured).zoom, 'back to reading size').toBe(1);
        // Arrow keys and a drag pan; the click that ends a drag changes nothing.
        const before = (await page.evaluate(MEASURE)) as Measured;
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowRight');
        const keyed = (await page.evaluate(MEASURE)) as Measured;
        expect(keyed.left + keyed.top, 'panned by the arrow keys').not.toBe(before.left + before.top);
        const step = await page.getAttribute('#status', 'data-step');
        const message = await page.textContent('#message');
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 50, { steps: 5 });
        await page.mouse.up();
        const dragged = (await page.evaluate(MEASURE)) as Measured;
        expect(Math.abs(dragged.left - keyed.left) + Math.abs(dragged.top - keyed.top), 'panned by a drag').toBeGreaterThan(20);
        expect(await page.getAttribute('#status', 'data-step')).toBe(step);
        expect(await page.textContent('#message'), 'a drag is no click on the map').toBe(message);
        expect(errors.join('\n')).toBe('');
        await page.close();
      });
    }
  }

  it("Beach Assault draws Green's men green and Tan's tan", async () => {
    const page = await browser!.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${url}?game=beach-assault&side=tan&seed=4&start`);
    await page.waitForSelector('#board svg');
    // Tan writes his order and lands his first units.
    for (let i = 0; i < 30 && (await page.locator('#board [data-unit][data-side="tan"]').count()) === 0; i++) {
      if ((await page.locator('#units button').count()) > 0) {
        await page.locator('#units button').first().click();
        await page.locator('#actions button').first().click();
      } else await page.locator('#others button').first().click();
    }
    const fills = (side: string) => page.locator(`#board .figure[data-side="${side}"]`).evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('fill')))]);
    expect(await fills('green')).toContain('#3f7d3a');
    expect(await fills('tan')).toContain('#b8945a');
    await page.screenshot({ path: '/tmp/beach-colours.png' });
    await page.close();
  });
});
