/**
 * Games that survive (issue 36 item 2), in headless Chromium: a local game is
 * saved after every action (its record, in the browser's storage) and a reload
 * at a random step plays on from the same engine state and log; a game left
 * for the first screen is listed there and resumes; a record file saved
 * mid-game loads into the same state. Needs Debian's chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { myitkyina } from '../../games/myitkyina';
import { chooser, createOnlineMatch, usePlayPage, withHost, withPages } from './support';

const fixture = usePlayPage();


/** The page's engine state and log as the page holds them now. */
const snapshot = (page: Page) =>
  page.evaluate(`({ state: JSON.stringify(window.hexwarPage.state()), log: document.querySelector('#log').innerText, step: document.querySelector('#status').dataset.step })`) as Promise<{ state: string; log: string; step: string }>;

const firstFrame = (page: Page) => page.waitForSelector('#board svg, #handover:not([hidden])');

/** One click of a player among what the page offers: a yes to a forecast, a unit's action, or another action. */
async function clickOnce(page: Page, pick: (n: number) => number): Promise<void> {
  if (await page.locator('#handover').isVisible()) return page.click('#handover-go');
  if (await page.locator('#confirm').isVisible()) return page.click('#confirm-yes');
  const rest = page.locator('#others button[data-type="asScenario"]');
  if ((await rest.count()) > 0) return rest.click();
  const units = page.locator('#units button');
  const others = page.locator('#others button');
  const nu = await units.count();
  const no = await others.count();
  if (nu > 0 && (no === 0 || pick(4) > 0)) {
    await units.nth(pick(nu)).click();
    const acts = page.locator('#actions button');
    const na = await acts.count();
    if (na > 0) return acts.nth(pick(na)).click();
    return page.keyboard.press('Escape');
  }
  if (no > 0) await others.nth(pick(3) === 0 ? pick(no) : no - 1).click();
}

/** Plays until the step reaches `target` (or the game ends). */
async function playTo(page: Page, pick: (n: number) => number, target: number): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const st = page.locator('#status');
    if ((await st.getAttribute('data-over')) === 'true' || Number(await st.getAttribute('data-step')) >= target) return;
    await clickOnce(page, pick);
  }
}

describe('games that survive', () => {
  for (const [game, side, opponent, seed] of [
    ['myitkyina', 'allied', 'heuristic', 11],
    ['myitkyina', 'japanese', 'hotseat', 12],
    ['beach-assault', 'green', 'heuristic', 13],
    ['beach-assault', 'tan', 'hotseat', 14],
    ['pacific-skirmish', 'us', 'heuristic', 15],
    ['meiktila', 'allied', 'heuristic', 16],
    ['greater-east-asia', 'allied', 'heuristic', 17],
  ] as const) {
    it(`${game} (${opponent}): reloaded at a random step, the same engine state and log; left and resumed from the list; a record file saved mid-game loads to the same state`, async () => {
      const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${fixture.url()}?game=${game}&side=${side}&bot=${opponent}&seed=${seed}&start`);
      await firstFrame(page);
      const pick = chooser(seed);
      // A random step of the game (a seeded draw between 20 and 120).
      await playTo(page, pick, 20 + pick(100));
      const before = await snapshot(page);
      expect(Number(before.step), 'steps played').toBeGreaterThan(3);
      if (process.env['HEXWAR_SAY']) console.log(game, opponent, 'reloaded at step', before.step);
      // A reload: the game open in the tab plays on where it was.
      await page.reload();
      await firstFrame(page);
      if (await page.locator('#handover').isVisible()) await page.click('#handover-go');
      const after = await snapshot(page);
      expect(after.state, 'the engine state after the reload').toBe(before.state);
      expect(after.log, 'the log after the reload').toBe(before.log);
      // On a little, then a record file saved mid-game.
      await playTo(page, pick, Number(after.step) + 3);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-record')]);
      const file = (await download.path())!;
      const saved = await snapshot(page);
      // New game asks first; left saved, the game is listed on the first screen and resumes.
      await page.click('#new-game');
      expect(await page.locator('#leave').isVisible(), 'New game asks first').toBe(true);
      await page.click('#leave-keep');
      expect(await page.locator('#setup').isVisible()).toBe(true);
      const listed = page.locator('#saves-list li');
      expect(await listed.count(), 'games in progress listed').toBe(1);
      expect(await listed.first().innerText()).toMatch(new RegExp(`actions \\(saved`));
      await listed.first().locator('button', { hasText: 'Resume' }).click();
      await firstFrame(page);
      if (await page.locator('#handover').isVisible()) await page.click('#handover-go');
      expect((await snapshot(page)).state, 'resumed from the list').toBe(saved.state);
      // The record file, loaded on a fresh page of another browser (no storage): the same state.
      const other = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
      await other.goto(`${fixture.url()}?game=${game}&side=${side}&bot=${opponent}`);
      await other.waitForSelector('#start:not([disabled])');
      await other.setInputFiles('#record-file', file);
      await firstFrame(other);
      if (await other.locator('#handover').isVisible()) await other.click('#handover-go');
      expect((await snapshot(other)).state, 'loaded from the record file').toBe(saved.state);
      await other.close();
      expect(errors.join('\n')).toBe('');
      await page.close();
    }, 180_000);
  }

  it('online, Myitkyina on a host on loopback: no token left in either address; each seat reloaded at a random step rejoins with the same view and the whole log it may see', async () => {
    await withHost({ games: [myitkyina] }, async ({ url }) => {
      await withPages(fixture.browser(), { viewport: { width: 1400, height: 1000 } }, async ({ open, errors }) => {
        const seen = (p: Page) =>
          p.evaluate(`({ view: JSON.stringify(window.hexwarPage?.view()), log: document.querySelector('#log').innerText, step: document.querySelector('#status').dataset.step })`) as Promise<{ view: string; log: string; step: string }>;
        const settled = (p: Page) => p.waitForFunction('window.hexwarPage?.view() && !document.querySelector("#units button[disabled], #actions button[disabled], #others button[disabled]")');
        const allied = await open(`${fixture.url()}?game=myitkyina&side=allied&host=${encodeURIComponent(url)}`);
        await allied.waitForSelector('#start:not([disabled])');
        const link = await createOnlineMatch(allied, 'allied', 'hotseat');
        expect(link, 'a link for the Japanese player').toMatch(/token=/);
        const japanese = await open(link!);
        await settled(allied);
        await settled(japanese);
        for (const p of [allied, japanese]) expect(p.url(), 'the address after joining').not.toMatch(/token/);
        const pick = chooser(31);
        const target = 4 + pick(20);
        for (let i = 0; i < 200; i++) {
          let acted = false;
          for (const p of [japanese, allied]) {
            await settled(p);
            if (Number((await seen(p)).step) >= target) continue;
            if (!/\(you\)/.test((await p.textContent('#status')) ?? '')) continue;
            await clickOnce(p, pick);
            acted = true;
          }
          if (!acted && Number((await seen(allied)).step) >= target) break;
          if (!acted) await allied.waitForTimeout(50);
        }
        for (const p of [allied, japanese]) {
          await settled(p);
          const before = await seen(p);
          expect(Number(before.step), 'steps played online').toBeGreaterThanOrEqual(target);
          await p.reload();
          await settled(p);
          await p.waitForSelector(`#status[data-step="${before.step}"]`);
          const after = await seen(p);
          expect(after.view, "the seat's view after the reload").toBe(before.view);
          expect(after.log, 'the whole log after the reload').toBe(before.log);
          expect(after.log.split('\n').length, 'a log, not an empty one').toBeGreaterThan(before.step === '0' ? 0 : 3);
          expect(p.url()).not.toMatch(/token/);
        }
        // Online too, the Japanese see their own hidden counters face up, by name (decoys too), never as markers.
        const own = await japanese.locator('#board g[data-unit][data-side="japanese"]').evaluateAll((gs) => gs.map((g) => g.querySelector('text')?.textContent ?? ''));
        expect(own.length, 'Japanese counters on the Japanese map').toBeGreaterThan(0);
        for (const label of own) expect(label, 'a Japanese counter on its own map').not.toMatch(/^\?|^decoy-/);
        // The creator's page still offers the other seat's link after its reload.
        expect(await allied.getAttribute('#invite a', 'href')).toBe(link);
        expect(errors.join('\n')).toBe('');
      });
    });
  }, 180_000);
});
