/**
 * Each viewer sees what is theirs on the player's page (issue 36 item 3), in
 * headless Chromium. In hot-seat, what one side did in secret never shows when
 * the other side takes the screen (Myitkyina's hidden set-up; Beach Assault's
 * sealed arrival order), and a hand-over screen hides both sides' secrets in
 * between; a side sees its own hidden counters face up. Needs Debian's chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildPlayPage, servePlayPage, type Served } from '../../scripts/play-page';
import { launchSteadyChromium } from './support';

let served: Served | undefined;
let browser: Browser | undefined;
let url = '';

beforeAll(async () => {
  browser = await launchSteadyChromium();
  served = await servePlayPage(await buildPlayPage());
  url = served.url;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** A page that fails the test on any script error. */
async function open(address: string, size = { width: 1400, height: 1000 }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser!.newPage({ viewport: size });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(address);
  return { page, errors };
}

/** Past a hand-over screen, if one is up: the next player says they have the screen. */
async function takeScreen(page: Page): Promise<void> {
  if (await page.locator('#handover').isVisible()) await page.click('#handover-go');
}

describe('each viewer sees what is theirs', () => {
  it('hot-seat Myitkyina: the Japanese place decoy A in C6; the Allied screen never reads it', async () => {
    const { page, errors } = await open(`${url}?game=myitkyina&side=allied&bot=hotseat&seed=3&start`);
    await page.waitForSelector('#board svg, #handover:not([hidden])');
    await takeScreen(page);
    // The Japanese set up first: decoy A in C6 by its button, then the rest as the scenario has them.
    await page.click('#units button[data-unit="decoy-a"]');
    await page.click('#actions button[data-hex="C6"]');
    expect(await page.locator('#log').innerText(), "the Japanese player's own log").toContain('decoy A');
    // His own counter face up on his own map: its name and factors, marked as hidden from the enemy.
    const mine = page.locator('#board [data-unit="decoy-a"]');
    expect(await mine.locator('title').textContent()).toMatch(/^decoy A \(Japanese\)[\s\S]*hidden from the enemy/);
    expect((await mine.locator('text').allTextContents())[0], 'its label').toBe('decoy A');
    for (let i = 0; i < 10 && /Japanese to act/.test((await page.textContent('#status')) ?? ''); i++) {
      const rest = page.locator('#others button[data-type="asScenario"]');
      if ((await rest.count()) > 0) await rest.click();
      else {
        await page.locator('#units button').first().click();
        await page.locator('#actions button').first().click();
      }
    }
    await page.waitForFunction(`/Allied to act/.test(document.querySelector('#status')?.textContent ?? '') || !document.querySelector('#handover')?.hidden`);
    // The hand-over: whose turn, and nothing of either side behind it.
    expect(await page.locator('#handover').isVisible(), 'a hand-over screen between the sides').toBe(true);
    expect(await page.textContent('#handover-title')).toBe('Pass the screen to the Allied player');
    expect((await page.locator('body').innerText()).trim()).toMatch(/^Pass the screen to the Allied player\s+[^\n]*\s+I am the Allied player: show my side$/);
    for (const el of ['#board', '#log', '#units', '#actions', '#others']) expect(await page.locator(el).innerHTML(), `${el} behind the hand-over`).toBe('');
    await page.screenshot({ path: '/tmp/pg/handover.png' });
    await takeScreen(page);
    expect(await page.textContent('#status')).toMatch(/Allied to act/);
    const text = await page.locator('body').innerText();
    expect(text, 'the Allied screen').not.toMatch(/decoy A in C6/);
    expect(text, 'the Allied screen').not.toMatch(/decoy/i);
    expect(await page.locator('#board').innerHTML(), 'the Allied map').not.toMatch(/decoy/);
    await page.screenshot({ path: '/tmp/pg/allied-after-setup.png' });
    expect(errors.join('\n')).toBe('');
    await page.close();
  });
});
