/**
 * The state panel: what the game tracks, read from the viewer's own view, on
 * the page at one screen and online. The Greater East Asia War's VP (the
 * currency a player spends to mobilize, and loses on reaching zero) before
 * and after a mobilization whose price the forecast tells first; Meiktila's
 * supply level; Pacific skirmish's deck and artillery missions through a
 * host. Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/state.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchState, MatchView } from '../../src';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { createOnlineMatch, usePlayPage, withHost } from './support';

const fixture = usePlayPage();

const pageState = (page: Page) => page.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state()) as Promise<MatchState>;
const panel = async (p: Page) => (await p.locator('#state').innerText()).replace(/\s+/g, ' ');
/**
 * The seat's view and what the page shows of it, read in one turn of the page's event loop: read apart, a state
 * the host pushes in between (the bot's seat acting) would set a newer panel against an older view.
 */
const seatSnapshot = (p: Page) =>
  p.evaluate(() => ({
    view: (window as unknown as { hexwarPage: { view: () => unknown } }).hexwarPage.view(),
    panel: ((document.querySelector('#state') as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' '),
    turns: document.querySelectorAll('#track span').length,
    now: document.querySelector('#track span.now')?.textContent ?? null,
  })) as Promise<{ view: MatchView; panel: string; turns: number; now: string | null }>;
const settled = (p: Page) => p.waitForFunction(() => document.querySelector('#status')?.getAttribute('data-thinking') === 'false' && !document.querySelector('#units button[disabled], #actions button[disabled], #others button[disabled]'));

describe('the state panel', () => {
  it("The Greater East Asia War at one screen: each side's VP as the state has them, a mobilization's price forecast before the click, the VP spent shown after it", async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=greater-east-asia&side=japanese&start&seed=3`);
    await page.waitForSelector('#board svg');
    const vp = (s: MatchState) => `Japanese VP: ${s.tracks['vp.japanese']} (0–100) Allied VP: ${s.tracks['vp.allied']} (0–100)`;
    expect(await panel(page)).toContain('Phase: Japanese Set-up');
    expect(await panel(page)).toContain(vp(await pageState(page)));
    // The set-up as the scenario gives it, then the bot's; on to the Japanese mobilization.
    for (let i = 0; i < 20 && (await pageState(page)).phase !== 'mobilization'; i++) {
      await settled(page);
      await page.locator('#others button[data-type="asScenario"]').click();
    }
    await settled(page);
    const before = await pageState(page);
    expect(before.phase).toBe('mobilization');
    expect(await panel(page)).toContain(`Turn: 1 of 5, Mobilization`);
    expect(await panel(page)).toContain(vp(before));
    // The price, before the click.
    await page.locator('#units button').first().click();
    const b = page.locator('#actions button[data-type="mobilize"]').first();
    await b.hover();
    const price = /costs (\d+) VP of your (\d+), leaving (\d+)/.exec((await page.textContent('#forecast')) ?? '');
    expect(price, 'the price in the forecast').not.toBeNull();
    expect(Number(price![2])).toBe(before.tracks['vp.japanese']);
    // The price on the button too (a phone has no hover).
    expect(await b.textContent()).toMatch(new RegExp(`mobilize .* for ${price![1]} VP$`));
    await b.click();
    await settled(page);
    const after = await pageState(page);
    expect(after.tracks['vp.japanese']).toBe(Number(price![3]));
    expect(await panel(page)).toContain(vp(after));
    expect(errors.join('\n')).toBe('');
    await page.close();
  }, 120_000);

  it('Meiktila at one screen: the Allied supply level and both sides\' VP from the first frame', async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${fixture.url()}?game=meiktila&side=allied&start&seed=3`);
    await page.waitForSelector('#board svg');
    const s = await pageState(page);
    expect(await panel(page)).toContain(`Allied Supply Level: ${s.tracks['supply']} (0–8) Allied VP: ${s.tracks['vp.allied']} Japanese VP: ${s.tracks['vp.japanese']}`);
    await page.close();
  });

  it("online: Pacific skirmish's deck and each side's artillery missions, from the seat's view", async () => {
    await withHost({ games: [pacificSkirmish] }, async ({ url }) => {
      const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
      try {
        await page.goto(`${fixture.url()}?game=pacific-skirmish&host=${encodeURIComponent(url)}`);
        await createOnlineMatch(page, 'us');
        await page.waitForSelector('#state span');
        // Played on (each phase's last action) until a card has been turned: the panel follows the view.
        for (let i = 0; i < 30; i++) {
          await settled(page);
          const { view: v, panel: shown, turns, now } = await seatSnapshot(page);
          const data = v.data as { deck: { drawPile: unknown[]; discardPile: string[] }; missions: Record<string, number> };
          if (data.deck.discardPile.length > 0) {
            expect(shown).toContain(`Turn: ${v.turn} of 8`);
            // The turn track online too, the turn now lit.
            expect(turns).toBe(8);
            expect(now).toBe(String(v.turn));
            expect(shown).toContain(`Cards: ${data.deck.drawPile.length} to draw, ${data.deck.discardPile.length} discarded (last ${data.deck.discardPile.at(-1)})`);
            expect(shown).toContain(`Missions: American ${data.missions['us']}, Japanese ${data.missions['japan']}`);
            return;
          }
          expect(shown).toContain(`Cards: ${data.deck.drawPile.length} to draw, 0 discarded`);
          const step = await page.getAttribute('#status', 'data-step');
          if (/\(you\)/.test((await page.textContent('#status')) ?? '')) {
            await page.locator('#others button').last().click();
            await page.waitForSelector(`#status:not([data-step="${step}"])`);
          } else await page.waitForTimeout(100);
        }
        expect.fail('no card turned in 30 rounds');
      } finally {
        await page.close();
      }
    });
  }, 120_000);
});
