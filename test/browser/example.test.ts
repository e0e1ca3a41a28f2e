/**
 * The browser example, built with Vite and driven in headless Chromium: a
 * whole game of Postcard Myitkyina played by clicking, as a player would —
 * select a unit, click a hex it may go to, click a Japanese marker to attack,
 * answer decisions with buttons — against the page's Japanese bot.
 * Needs Debian's chromium (`apt-get install -y chromium`); `npm run test:browser`.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, mkdirSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const dist = resolve('examples/browser/dist');
let server: Server | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  // Fail at once, saying why, rather than waiting for a browser that is not there.
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`);
  await build({ configFile: resolve('examples/browser/vite.config.ts') });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  server = createServer(async (req, res) => {
    const path = join(dist, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '/').split('?')[0]!);
    if (!path.startsWith(dist) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(await readFile(path));
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    timeout: 20_000,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
});

/** A seeded choice, so the played game is the same every run. */
function chooser(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n); // the high bits: an LCG's low bits repeat every few draws
  };
}

/** One click of a player: an attack, a move, or a button. */
async function clickOnce(page: Page, pick: (n: number) => number): Promise<void> {
  const buttons = page.locator('#actions button');
  // A decision offered as buttons is answered with one (a decision about where to go is made on the map).
  const decision = ((await page.textContent('#status'))?.includes('decide:') ?? false) && (await buttons.count()) > 0;
  // An enemy marker the Allies may attack (highlighted, no unit selected).
  const enemies = await page.locator('#map [data-unit][data-side="japanese"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')!));
  const marked = await page.locator('#map [data-highlight]').evaluateAll((els) => els.map((e) => e.getAttribute('data-highlight')!));
  const attackable = enemies.filter((h) => marked.includes(h));
  if (!decision && attackable.length > 0 && pick(4) > 0) {
    await page.locator(`#map [data-unit][data-side="japanese"][data-hex="${attackable[pick(attackable.length)]}"]`).first().click({ force: true });
    return;
  }
  // Units off the map that may come on, then units on it that may act.
  const pool = page.locator('#pool button');
  const units = (await pool.count()) > 0 ? pool : page.locator('#map [data-unit].can-act[data-side="allied"]');
  const n = await units.count();
  if (!decision && n > 0 && pick(4) > 0) {
    // The corner of a counter, which shows even under the counters stacked on it.
    await units.nth(pick(n)).click({ force: true, position: { x: 2, y: 2 } });
    const targets = await page.locator('#map [data-highlight]').evaluateAll((els) => els.map((e) => e.getAttribute('data-highlight')!));
    const selected = await page.locator('#map .selected, #pool .selected').count();
    if (selected > 0 && targets.length > 0) {
      // Mostly eastward, towards Myitkyina, as a player would go.
      const east = [...targets].sort((a, b) => b.localeCompare(a));
      await page.locator(`#map polygon[data-hex="${east[pick(3) > 0 ? 0 : pick(east.length)]}"]`).click({ force: true });
    }
    return;
  }
  const b = await buttons.count();
  if (b > 0) await buttons.nth(decision ? pick(b) : b - 1).click();
}

describe('the browser example', () => {
  it('plays a whole game of Myitkyina by clicking, against the bot', async () => {
    const page = await browser!.newPage({ viewport: { width: 1100, height: 820 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${url}?seed=7`);
    await page.waitForSelector('#map svg');
    // The Japanese set up first (the bot), hidden: the Allies see markers only.
    expect(await page.locator('#map [data-side="japanese"]').count()).toBe(5);
    expect(await page.locator('#map text').allTextContents()).not.toContain('1/114');
    // Set-up: an Allied unit off the map, then the hexes it may set up in light up.
    await page.locator('#pool button').first().click();
    expect(await page.locator('#map [data-highlight]').count()).toBe(3); // A5-A7
    await page.locator('#pool button').first().click(); // and unselect it
    const pick = chooser(3);
    let sawOdds = false;
    let step = '';
    let still = 0;
    for (let i = 0; i < 3000; i++) {
      if ((await page.getAttribute('#status', 'data-over')) === 'true') break;
      await clickOnce(page, pick);
      // A page where clicks stop moving the game on is a bug, not a slow game.
      const now = (await page.getAttribute('#status', 'data-step')) ?? '';
      still = now === step ? still + 1 : 0;
      step = now;
      if (still >= 40) {
        const shown = async (sel: string) => (await page.locator(sel).evaluateAll((els) => els.map((e) => e.getAttribute('data-unit') ?? e.getAttribute('data-highlight') ?? e.textContent))).join(', ');
        expect.fail(`no progress in 40 clicks at ${await page.textContent('#status')}; can act: ${await shown('#map .can-act')}; marked: ${await shown('#map [data-highlight]')}; buttons: ${await shown('#actions button')}; message: ${await page.textContent('#message')}`);
      }
      if (((await page.textContent('#odds')) ?? '').startsWith('Odds')) sawOdds = true;
    }
    expect(await page.getAttribute('#status', 'data-over')).toBe('true');
    expect(await page.textContent('#status')).toMatch(/^Game over: (allied|japanese|draw)/);
    expect(sawOdds).toBe(true);
    expect(await page.locator('#log div').count()).toBeGreaterThan(50);
    expect(await page.locator('#log').textContent()).toMatch(/Combat at/);
    mkdirSync(resolve('docs/images'), { recursive: true });
    await page.screenshot({ path: resolve('docs/images/myitkyina.png') });
    expect(errors.join('\n')).toBe('');
  }, 180_000);
});
