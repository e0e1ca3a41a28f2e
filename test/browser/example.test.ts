/**
 * The browser example, built with Vite and driven in headless Chromium: the
 * engine runs in a real browser, draws its map and plays a whole game.
 * Needs Debian's chromium (`apt-get install -y chromium`); `npm run test:browser`.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const dist = resolve('examples/browser/dist');
let server: Server;
let browser: Browser;
let url = '';

beforeAll(async () => {
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
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => server?.close(ok));
});

describe('the browser example', () => {
  it('draws the map, explains the turn and plays a whole game', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url);
    await page.waitForSelector('#status[data-turn="1"]');
    expect(await page.locator('#map polygon').count()).toBe(48);
    // Blue's view: red units are unidentified markers.
    const labels = await page.locator('#map text').allTextContents();
    expect(labels.filter((t) => t.startsWith('?'))).toHaveLength(3);
    expect(labels.some((t) => /^r\d/.test(t))).toBe(false);
    await page.click('#bot');
    expect(await page.locator('#log div').count()).toBeGreaterThan(0);
    await page.click('#auto');
    await page.waitForSelector('#status[data-over="true"]');
    expect(await page.textContent('#status')).toMatch(/^Game over: (blue|red|draw)/);
    await page.screenshot({ path: resolve('examples/browser/dist/screenshot.png') });
    expect(errors.join("\n")).toBe("");
  }, 60_000);
});
