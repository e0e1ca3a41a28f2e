/**
 * `hexwar/react` in headless Chromium. The example (`examples/react`) is built
 * with Vite into a temporary folder and played: Allied units placed by the
 * Board and by the action list, a unit moved on the map, the Japanese bot
 * answering, the inspector's bot move and time travel, undo, and the game played
 * to its end by the inspector's bot against the Japanese one; then one seat of
 * a match on a host (PGlite in memory) played through `useSeat`. A probe page
 * holds the hooks' identities in strict mode (an effect on their functions
 * runs once per mount), the seat's socket closed on unmount, and a table
 * game's Board giving clicks back as figures and points in inches. No React
 * error or warning reaches the console. The screenshot is
 * docs/images/react-example.png.
 * Needs Debian's chromium (`apt-get install -y chromium`); `npm run test:browser`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { servePlayPage, type Served } from '../../scripts/play-page';
import { launchSteadyChromium } from './support';
import { Host, listen, openPglite, type Listening, type Sql } from '../../src/server';
import { createMatch } from '../../src/client';
import { myitkyina } from '../../games/myitkyina';

let browser: Browser | undefined;
let example: Served | undefined;
let probe: Served | undefined;
let sql: Sql | undefined;
let host: Listening | undefined;
const out = mkdtempSync(join(tmpdir(), 'hexwar-react-'));

beforeAll(async () => {
  // The example with its own Vite config; the probe with the same names resolved, from its folder. Both with
  // React's development build: strict mode mounts twice and React warns (a missing key, a render loop).
  const development = { 'process.env.NODE_ENV': JSON.stringify('development') };
  await build({ configFile: resolve('examples/react/vite.config.ts'), define: development, build: { outDir: join(out, 'example'), emptyOutDir: true }, logLevel: 'warn' });
  await build({
    configFile: resolve('examples/react/vite.config.ts'),
    root: resolve('test/browser/react-probe'),
    define: development,
    build: { outDir: join(out, 'probe'), emptyOutDir: true },
    logLevel: 'warn',
  });
  example = await servePlayPage(join(out, 'example'));
  probe = await servePlayPage(join(out, 'probe'));
  browser = await launchSteadyChromium();
  sql = await openPglite('memory://');
  host = await listen(await Host.open({ games: [myitkyina], sql }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await example?.close();
  await probe?.close();
  host?.host.close();
  await host?.close();
  await sql?.close();
  rmSync(out, { recursive: true, force: true });
});

/** A page whose console errors and warnings (React's among them) and uncaught errors are kept. */
async function openPage(url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await browser!.newPage({ viewport: { width: 1500, height: 1000 } });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  await page.goto(url);
  return { page, problems };
}

const step = async (page: Page): Promise<number> => Number(await page.getAttribute('[data-part=status]', 'data-step'));
const status = (page: Page) => page.locator('[data-part=status]').innerText();
const inspector = (page: Page) => page.locator('[data-hexwar-inspector]');

describe('the React example against the bot', () => {
  it('places, moves and travels in time by clicks, with the inspector beside it, and its bot plays the game out', async () => {
    const { page, problems } = await openPage(example!.url);
    await page.waitForSelector('.board svg');
    expect(await status(page)).toMatch(/^Turn 0, Set-up: Allied to act\./);
    // The bot's hidden set-up is done: its units on the board as markers only.
    const start = await step(page);
    expect(start).toBeGreaterThan(0);
    expect(await page.locator('.board [data-unit^="jp-"]').count()).toBeGreaterThan(0);
    expect(await page.locator('.board [data-unit="88/30"]').count()).toBe(0);

    // A unit from the list of units to place, then a lit hex on the Board.
    await page.click('[data-part=units] button:text-is("88/30")');
    const lit = await page.locator('.board [data-layer=highlight] polygon').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-highlight')));
    expect(lit.length).toBeGreaterThan(0);
    const hex = lit[0]!;
    await page.click(`.board polygon[data-hex="${hex}"]`);
    await page.waitForFunction((n) => Number(document.querySelector('[data-part=status]')?.getAttribute('data-step')) === n + 1, start);
    expect(await page.getAttribute('.board [data-unit="88/30"]', 'data-hex')).toBe(hex);
    expect(await page.locator('[data-part=game-log] li').last().innerText()).toContain(hex!);
    // Undo by the rules: the player's own last action, back before it.
    await page.click('[data-part=undo]');
    await page.waitForFunction((n) => Number(document.querySelector('[data-part=status]')?.getAttribute('data-step')) === n, start);
    expect(await page.locator('.board [data-unit="88/30"]').count()).toBe(0);

    // The rest from the action list: a unit, then its first listed action, until the set-up is over.
    for (let guard = 0; guard < 20 && (await status(page)).includes('Set-up'); guard++) {
      const units = page.locator('[data-part=units] button');
      if ((await units.count()) > 0) await units.first().click();
      await page.locator('[data-part=list] button').first().click();
    }
    expect(await status(page)).toMatch(/Movement: Allied to act/);
    const placed = await step(page);
    expect(placed).toBeGreaterThan(start + 4);

    // A move on the map: a counter clicked, then a lit hex.
    // A unit on top of its stack (drawn last in its hex), so the click reaches its counter.
    const counters = await page.locator('.board [data-unit][data-side=allied]').evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-hex'), g.getAttribute('data-unit')]));
    const tops = new Map(counters.map(([h, u]) => [h, u]));
    const movable = await page.locator('[data-part=units] button').allInnerTexts();
    const mover = movable.map((u) => u.trim()).find((u) => [...tops.values()].includes(u))!;
    expect(mover).toBeDefined();
    await page.click(`.board [data-unit="${mover}"]`);
    expect(await page.getAttribute(`[data-part=units] button:text-is("${mover}")`, 'aria-pressed')).toBe('true');
    const to = await page.locator('.board [data-layer=highlight] polygon').first().getAttribute('data-highlight');
    await page.click(`.board polygon[data-hex="${to}"]`);
    await page.waitForFunction((n) => Number(document.querySelector('[data-part=status]')?.getAttribute('data-step')) === n + 1, placed);
    expect(await page.getAttribute(`.board [data-unit="${mover}"]`, 'data-hex')).toBe(to);

    // The inspector: the position, the actions with a forecast under the pointer, a bot's move.
    expect(await inspector(page).locator('[data-part=position]').innerText()).toMatch(/Turn 1, Movement; to act: Allied; step \d+ of \d+/);
    await inspector(page).locator('[data-part=actions] button').first().hover();
    expect((await inspector(page).locator('[data-part=forecast]').innerText()).length).toBeGreaterThan(5);
    await inspector(page).locator('[data-part=bot]').click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-part=status]')?.getAttribute('data-step')) === n + 2, placed);

    // Time travel: the log's first line shows the game after one action; Present comes back.
    const now = await step(page);
    await inspector(page).locator('[data-part=log] li[data-step="1"]').click();
    expect(await step(page)).toBe(1);
    expect(await inspector(page).locator('[data-part=position]').innerText()).toContain(`step 1 of ${now}`);
    expect(await page.locator('.board [data-unit="88/30"]').count()).toBe(0);
    expect(await page.locator('.board [data-unit^="jp-"]').count()).toBe(1);
    expect(await inspector(page).locator('[data-part=actions] button').count()).toBe(0);
    expect(await page.locator('[data-part=list] button').count()).toBe(0);
    await inspector(page).locator('[data-part=present]').click();
    expect(await step(page)).toBe(now);
    expect(await page.getAttribute(`.board [data-unit="${mover}"]`, 'data-hex')).not.toBeNull();

    // The picture for the docs: a unit chosen, where it may go lit on the map and listed.
    await page.locator('[data-part=units] button').first().click();
    expect(await page.locator('.board [data-layer=highlight] polygon').count()).toBeGreaterThan(0);
    await page.screenshot({ path: resolve('docs/images/react-example.png') });

    // To the end: the inspector's bot plays the Allied side, the Japanese bot answers, until the game is over.
    for (let guard = 0; guard < 600 && !(await status(page)).startsWith('Game over'); guard++) await inspector(page).locator('[data-part=bot]').click();
    expect(await status(page)).toMatch(/^Game over: (the (Allied|Japanese) win|a draw)\. .+\.$/);
    expect(await inspector(page).locator('[data-part=position]').innerText()).toMatch(/; over: /);
    expect(await inspector(page).locator('[data-part=bot]').isDisabled()).toBe(true);
    expect(await page.locator('[data-part=list] button').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the hooks in strict mode, and a seat on a host', () => {
  it('keep their functions’ identity, play a seat through the host, and close its socket on unmount', async () => {
    const { id, tokens } = await createMatch({ url: host!.url }, { game: 'myitkyina', bots: { japanese: 'heuristic' } });
    const page = await browser!.newPage();
    // Every socket the page opens, to see it closed.
    await page.addInitScript(() => {
      const Real = window.WebSocket;
      const opened: WebSocket[] = [];
      Object.assign(window, { sockets: opened });
      window.WebSocket = class extends Real {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          opened.push(this);
        }
      };
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
    await page.goto(`${probe!.url}?host=${encodeURIComponent(host!.url)}&match=${id}&token=${tokens['allied']}`);
    type Probe = { matchRenders: number; matchEffects: number; seatRenders: number; seatEffects: number; seatStatus: string; seatActions: number; seatStep: number; clicks: unknown[] };
    const read = () => page.evaluate(() => (window as unknown as { probe: Probe }).probe);
    await page.waitForFunction(() => (window as unknown as { probe: Probe }).probe.seatActions > 0, undefined, { timeout: 20_000 });

    // Local: three actions, and the effect on the match's functions ran only for strict mode's two mounts.
    for (let i = 0; i < 3; i++) await page.click('#local');
    const local = await read();
    expect(Number(await page.getAttribute('#local', 'data-step'))).toBeGreaterThan(3);
    expect(local.matchEffects).toBe(2);
    expect(local.matchRenders).toBeLessThan(20);

    // Online: an action through the host comes back as a new view.
    const before = (await read()).seatStep;
    await page.click('#online');
    await page.waitForFunction((n) => (window as unknown as { probe: Probe }).probe.seatStep > n, before, { timeout: 20_000 });
    const online = await read();
    expect(online.seatStatus).toBe('open');
    expect(online.seatEffects).toBe(2);
    expect(online.seatRenders).toBeLessThan(30);
    // Strict mode mounted twice, and one socket was opened.
    const states = () => page.evaluate(() => (window as unknown as { sockets: WebSocket[] }).sockets.map((s) => s.readyState));
    expect(await states()).toEqual([1]);
    // A table game's Board: a figure clicked is its id, anywhere else a point in inches (north up, 10 pixels an inch).
    await page.click('.table [data-unit="us-lt"]');
    const svg = page.locator('.table svg');
    await svg.click({ position: { x: 120, y: 90 } });
    expect((await read()).clicks).toEqual([{ unit: 'us-lt', hex: null }, { x: 12, y: 27 }]);

    await page.click('#unmount');
    await page.waitForFunction(() => (window as unknown as { sockets: WebSocket[] }).sockets.every((s) => s.readyState >= 2));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('plays the example online: one seat’s view, its actions by the list, the log from the host', async () => {
    const { id, tokens } = await createMatch({ url: host!.url }, { game: 'myitkyina', bots: { japanese: 'heuristic' } });
    const { page, problems } = await openPage(`${example!.url}?host=${encodeURIComponent(host!.url)}&match=${id}&token=${tokens['allied']}`);
    await page.waitForSelector('[data-part=units] button', { timeout: 20_000 });
    expect(await status(page)).toMatch(/Online: you are the Allied\./);
    expect(await page.locator('[data-hexwar-inspector]').count()).toBe(0);
    const start = await step(page);
    await page.locator('[data-part=units] button').first().click();
    await page.locator('[data-part=list] button').first().click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-part=status]')?.getAttribute('data-step')) > n, start, { timeout: 20_000 });
    expect(await page.locator('[data-part=game-log] li').count()).toBeGreaterThan(1);
    expect(await page.locator('[data-part=game-log]').innerText()).toContain('Japanese acts');
    expect(problems).toEqual([]);
    await page.close();
  });
});
