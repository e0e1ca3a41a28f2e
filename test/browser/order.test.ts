/**
 * Choices given on the page that are neither a point nor a path.
 *
 * Tan's arrival order written by the player on the page (Beach Assault), not
 * drawn: each unit in its place with the turn it lands on, moved up and down
 * by buttons, then written and sealed; the engine's sealed order is the one
 * put together, and the drawn order stays only as a shortcut named as such.
 * A Pacific skirmish machinegun turned by dragging from it: the facing the
 * drag points to, shown and asked about before it is taken.
 * Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/order.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { unitName, type Game, type MatchState } from '../../src';
import { beachAssault } from '../../games/beach-assault';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { isPoint, pixelOf } from './pointing';
import { usePlayPage } from './support';

const fixture = usePlayPage();
const game = beachAssault as unknown as Game;

const pageState = (page: Page) => page.evaluate(() => (window as unknown as { hexwarPage: { state: () => unknown } }).hexwarPage.state()) as Promise<MatchState>;
const listed = (page: Page) => page.locator('#order li').evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset['unit'] ?? ''));

describe("Tan's arrival order, written by the player", () => {
  it('each unit moved up or down to its place, the turn it lands beside it; the order written is the one sealed, never drawn', async () => {
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=beach-assault&side=tan&start&seed=7`);
    await page.waitForSelector('#order li');
    const start = await listed(page);
    expect(start.length, "Tan's eight units").toBe(8);
    // Each place says the turn it lands on: two a turn, turns 1, 3, 5 and 7.
    const rows = await page.locator('#order li').allInnerTexts();
    expect(rows.map((r) => /turn (\d+):/.exec(r)?.[1])).toEqual(['1', '1', '3', '3', '5', '5', '7', '7']);
    expect(rows[0]).toContain(unitName(game, start[0]!));
    // The drawn order is still offered, named as a shortcut.
    expect(await page.locator('#others button[data-type="writeOrder"]:not([data-order])').textContent()).toMatch(/drawn at random for you/);
    expect(await page.locator(`#order button[data-up="${start[0]}"]`).count(), 'the first cannot go earlier').toBe(0);
    expect(await page.locator(`#order button[data-down="${start.at(-1)}"]`).count(), 'the last cannot go later').toBe(0);
    // The last unit brought to the front, one place at a time; then the (new) second sent one place later.
    const last = start.at(-1)!;
    for (let i = 0; i < 7; i++) await page.click(`#order button[data-up="${last}"]`);
    const second = (await listed(page))[1]!;
    await page.click(`#order button[data-down="${second}"]`);
    const wanted = [last, ...start.slice(0, -1)];
    [wanted[1], wanted[2]] = [wanted[2]!, wanted[1]!];
    expect(await listed(page)).toEqual(wanted);
    expect(await page.textContent('#order li:first-child')).toContain(`turn 1: ${unitName(game, last)}`);
    // Written and sealed: the engine holds exactly that order.
    const step = await page.getAttribute('#status', 'data-step');
    await page.click('#others button[data-order="written"]');
    await page.waitForSelector(`#status:not([data-step="${step}"])`);
    const s = await pageState(page);
    expect((s.data as { order: string[] | null }).order).toEqual(wanted);
    expect(await page.locator('#order').count(), 'the editor gone once the order is sealed').toBe(0);
    expect(await page.textContent('#log')).toMatch(/Tan: writes down his arrival order and seals it/);
    expect(await page.textContent('#log')).not.toMatch(/drawn at random/);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });
});

describe('a facing given by dragging from the figure', () => {
  it('Pacific skirmish: the machinegun dragged toward a point faces it once the player says yes; nothing turns before', async () => {
    const pacific = pacificSkirmish as unknown as Game;
    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=pacific-skirmish&side=us&start&seed=7`);
    await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0);
    await page.click('#units button[data-unit="us-mg"]');
    const before = await pageState(page);
    const at: unknown = before.units.find((u) => u.id === 'us-mg')?.at;
    if (!isPoint(at)) throw new Error('the machinegun is not on the table');
    // Dragged from the figure to a point up and to the right of it (north-east on the table).
    const from = await pixelOf(page, pacific.table!, at);
    const to = await pixelOf(page, pacific.table!, { x: at.x + 4, y: at.y + 4 });
    await page.mouse.move(from.pixel.x, from.pixel.y);
    await page.mouse.down();
    await page.mouse.move((from.pixel.x + to.pixel.x) / 2, (from.pixel.y + to.pixel.y) / 2, { steps: 4 });
    await page.mouse.move(to.pixel.x, to.pixel.y, { steps: 4 });
    // The way it would face drawn while the drag goes on (not the move a hover over the table would draw).
    expect(await page.locator('#live-facing').count(), 'the facing drawn mid-drag').toBe(1);
    await page.mouse.up();
    // Degrees counter-clockwise from east, as the engine reads a facing, from the points the page reads.
    const deg = Math.round(((Math.atan2(to.at.y - at.y, to.at.x - at.x) * 180) / Math.PI + 360) % 360) % 360;
    await expect.poll(() => page.locator('#confirm').isVisible(), { message: (await page.textContent('#message')) ?? '' }).toBe(true);
    expect(await page.textContent('#confirm-yes')).toMatch(/^Turn here: .*turns to face/);
    expect(await page.getAttribute('#live-facing', 'data-facing')).toBe(String(deg));
    expect((await pageState(page)).step, 'nothing turned before the yes').toBe(before.step);
    expect(await page.locator('#units button.selected').getAttribute('data-unit'), 'the drag did not let the figure go').toBe('us-mg');
    await page.click('#confirm-yes');
    await expect.poll(async () => (await pageState(page)).step).toBeGreaterThan(before.step);
    const after: unknown = (await pageState(page)).units.find((u) => u.id === 'us-mg')?.at;
    expect(isPoint(after) && (after as { facing?: number }).facing, 'the machinegun faces where it was dragged').toBe(deg);
    expect(errors.join('\n')).toBe('');
    await page.close();
  });
});
