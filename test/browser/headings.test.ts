/**
 * What the page's headings say, each thing once: the status line's set-up
 * ("Set-up", "Allied Set-up", never "Set-up · Set-up"), a game's title that
 * already names its scenario (Pacific skirmish) or ends with the words its
 * scenario opens with (Meiktila: "The Battle for Meiktila" once). And the online page at
 * parity with the local one for a set-up: "place the rest as the scenario
 * sets them up" offered to a Meiktila seat on a host, each placement sent as
 * the seat's own, every unit then where the scenario puts it.
 * Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/headings.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchView } from '../../src';
import { meiktila } from '../../games/meiktila';
import { createOnlineMatch, usePlayPage, withHost } from './support';

const fixture = usePlayPage();

describe("the page's headings", () => {
  for (const [id, side, status, title] of [
    ['myitkyina', 'japanese', /^Set-up · Japanese to act \(you\)/, 'Postcard Myitkyina, Burma 1944: Myitkyina, 17 May 1944'],
    ['meiktila', 'allied', /^Allied Set-up · Allied to act \(you\)/, 'A Master Stroke: The Battle for Meiktila, 5-14 March 1945'],
    ['beach-assault', 'tan', /^Set-up · Arrival Order · Tan to act \(you\)/, 'Beach Assault (plastic army men): D-Day: Green defends the beach'],
    ['pacific-skirmish', 'us', /^Turn 1 of 8 · Movement · American to act \(you\)/, 'WWII skirmish with card pulls (MWAN 121): the village at Matanikau Ridge (stand-in)'],
  ] as const) {
    it(`${id}: the status line and the title say each thing once`, async () => {
      const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
      await page.goto(`${fixture.url()}?game=${id}&side=${side}&start&seed=1`);
      await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
      const s = (await page.textContent('#status')) ?? '';
      expect(s).toMatch(status);
      expect(s).not.toMatch(/Set-up · [^·]*Set-up/);
      expect(await page.textContent('#title')).toBe(title);
      await page.close();
    });
  }
});

describe('online: the set-up as the scenario has it', () => {
  it('a Meiktila seat on a host places the rest as the scenario sets them up, each placement its own, as at one screen', async () => {
    await withHost({ games: [meiktila] }, async ({ url }) => {
      let page: Page | undefined;
      try {
        page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(`${fixture.url()}?game=meiktila&host=${encodeURIComponent(url)}&seed=3`);
        await createOnlineMatch(page, 'allied', 'hotseat');
        const rest = page.locator('#others button[data-type="asScenario"]');
        await rest.waitFor();
        const printed = meiktila.definition.scenarios['standard']!.setup!;
        const seatView = () => page!.evaluate(() => (window as unknown as { hexwarPage: { view: () => unknown } }).hexwarPage.view()) as Promise<MatchView>;
        const toPlace = (await seatView()).units.filter((u) => u.side === 'allied' && u.at === null && printed[u.id] !== undefined).map((u) => u.id);
        expect(toPlace.length, 'Allied units the scenario places').toBeGreaterThan(1);
        expect(await rest.textContent()).toMatch(new RegExp(`Place the rest as the scenario sets them up \\(${toPlace.length} units\\)$`));
        // Its key, as every action has one.
        expect(await rest.locator('kbd').textContent()).toMatch(/^[0-9a-z]$/);
        await rest.click();
        await expect.poll(() => page!.textContent('#message'), { timeout: 60_000 }).toMatch(new RegExp(`^${toPlace.length} units placed as the scenario sets them up\\.$`));
        const v = await seatView();
        for (const id of toPlace) expect(v.units.find((u) => u.id === id)?.at, `${id} where the scenario puts it`).toBe(printed[id]);
        // Each one the seat's own placement, in its words in the log.
        expect((await page.locator('#log').innerText()).split('\n').filter((l) => /^Allied: place /.test(l)).length).toBe(toPlace.length);
        expect(await rest.count(), 'nothing left to place as the scenario has it').toBe(0);
        expect(errors.join('\n')).toBe('');
      } finally {
        await page?.close();
      }
    });
  }, 120_000);
});
