/**
 * Every listed action reachable from the keyboard, its key shown beside it
 * (issue 36 item 4): past 1-9 and 0, the letters the page uses for nothing
 * else, then a dot and two keys. Meiktila's Allied set-up lists 65 hexes for
 * a unit: placed by 0, by a letter and by a dot code typed key by key, the
 * half-typed code said and nothing taken before its last key, Escape starting
 * it again. Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/keys.test.ts`.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchState } from '../../src';
import { usePlayPage } from './support';

const fixture = usePlayPage();

const pageState = (page: Page) => page.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state()) as Promise<MatchState>;

/** The listed actions' keys and the hex each would take a unit to, in the order shown. */
const keysShown = (page: Page) =>
  page.locator('#actions button, #others button').evaluateAll((bs) => bs.map((b) => ({ key: b.querySelector('kbd')?.textContent ?? '', hex: (b as HTMLElement).dataset['hex'] ?? '', type: (b as HTMLElement).dataset['type'] ?? '' })));

describe('keys for every listed action', () => {
  it("Meiktila's Allied set-up: 66 actions each with its own key, beyond 9 too; 0, a letter and a dot code each place the unit where their button says", async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=meiktila&side=allied&start&seed=1`);
    await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
    const unitAt = async (u: string) => (await pageState(page)).units.find((x) => x.id === u)?.at;

    /** Selects the first unit still to place: its id. */
    const selectFirst = async () => {
      const u = (await page.locator('#units button').first().getAttribute('data-unit'))!;
      await page.click(`#units button[data-unit="${u}"]`);
      return u;
    };

    let unit = await selectFirst();
    const shown = await keysShown(page);
    expect(shown.length, 'more actions than single keys').toBeGreaterThan(36);
    const keys = shown.map((s) => s.key);
    expect(keys.filter((k) => k === ''), 'every action has a key').toEqual([]);
    expect(new Set(keys).size, 'no two share one').toBe(keys.length);
    // The tables, undo and the whole map keep their letters.
    for (const k of ['t', 'u', 'w']) expect(keys).not.toContain(k);
    expect(keys.slice(0, 12)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'a', 'b']);
    expect(keys.filter((k) => k.startsWith('.')).every((k) => /^\.[0-9a-z]{2}$/.test(k))).toBe(true);
    // The step's own action (the rest placed as the scenario has them) keeps one key of its own.
    const rest = shown.find((s) => s.type === 'asScenario')!;
    expect(rest.key).toMatch(/^[0-9a-z]$/);
    // The list with its keys (the picture: the selected unit's actions, 1 … 9, 0, letters, dot codes).
    await page.locator('#actions').screenshot({ path: resolve('docs/images/play-meiktila-keys.png') });
    await page.evaluate('window.scrollTo(0, 0)');

    // 0: the tenth hex.
    const tenth = shown.find((s) => s.key === '0')!;
    await page.keyboard.press('0');
    await expect.poll(() => unitAt(unit)).toBe(tenth.hex);

    // A letter: the eleventh of the next unit's hexes.
    unit = await selectFirst();
    const letter = (await keysShown(page)).find((s) => s.key === 'a')!;
    expect(letter.hex).not.toBe('');
    await page.keyboard.press('a');
    await expect.poll(() => unitAt(unit)).toBe(letter.hex);

    // A dot code, key by key: said while half typed, nothing placed until its last key; Escape starts it again.
    unit = await selectFirst();
    const long = (await keysShown(page)).filter((s) => s.key.startsWith('.') && s.hex).at(-1)!;
    const step = (await pageState(page)).step;
    await page.keyboard.press('.');
    await page.keyboard.press(long.key[1]!);
    expect(await page.textContent('#message')).toBe(`Keys typed: ${long.key.slice(0, 2)}… (Esc to start again)`);
    await page.keyboard.press('Escape');
    expect(await page.textContent('#message')).toBe('');
    expect((await pageState(page)).step, 'nothing taken on a half-typed code').toBe(step);
    // (Escape let the unit go: selected again, the same keys.)
    await page.click(`#units button[data-unit="${unit}"]`);
    for (const k of long.key) await page.keyboard.press(k);
    await expect.poll(() => unitAt(unit)).toBe(long.hex);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });
});
