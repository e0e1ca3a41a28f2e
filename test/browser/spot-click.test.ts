/**
 * A click inside a marked spot of the selected unit's choice takes the choice
 * even on a figure standing there (issue 36): Tan tank 1 has landed at 24"
 * and stands inside T1's landing spot there; with T1 selected, a click on the
 * tank lands T1 at 24" instead of selecting the tank. A click on the selected
 * unit's own figure, or on one its actions name, stays the figure's.
 * Needs Debian's chromium; run alone with
 * `npx vitest run --config test/browser/vitest.config.ts test/browser/spot-click.test.ts`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMatch, recordOf, saveMatch, type Action } from '../../src';
import { distanceToPlace, placedActions } from '../../src/public/tabletop';
import { view } from '../../src/engine';
import { beachAssault } from '../../games/beach-assault';
import { usePlayPage } from './support';

const fixture = usePlayPage();

type Unit = { id: string; at: { x: number; y: number } | null };

describe('a marked spot under a figure', () => {
  it("with T1 selected, a click on Tan tank 1 standing in T1's landing spot at 24\" lands T1 there", async () => {
    // Turn 1: tank 1 has landed at 24"; T1 is still due.
    let state = createMatch(beachAssault, { seed: 3, secretSeed: 4 });
    const actions: Action[] = [];
    for (const a of [
      { type: 'writeOrder', side: 'tan', order: ['t-tank1', 't1', 't-tank2', 't2', 't3', 't4', 't5', 't-jeep'] },
      { type: 'land', side: 'tan', unit: 't-tank1', y: 24 },
    ]) {
      const r = beachAssault.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      actions.push(r.action);
    }
    // The tank stands inside T1's spot at 24" (and in no other of T1's spots).
    const tank = state.units.find((u) => u.id === 't-tank1')!.at as { x: number; y: number };
    const spots = placedActions(view(beachAssault, state, 'tan').actions).filter((p) => p.action['unit'] === 't1');
    expect(spots.filter((p) => distanceToPlace(p.place, tank) === 0).map((p) => p.action['y'])).toEqual([24]);
    const file = join(mkdtempSync(join(tmpdir(), 'hexwar-spot-')), 'tank-landed.json');
    writeFileSync(file, saveMatch(recordOf(state, actions), state));

    const page = await fixture.browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${fixture.url()}?game=beach-assault&side=tan&bot=heuristic`);
    await page.waitForSelector('#start:not([disabled])');
    await page.setInputFiles('#record-file', file);
    await page.waitForSelector('#board svg, #handover:not([hidden])');
    if (await page.locator('#handover').isVisible()) await page.click('#handover-go');
    const units = () => page.evaluate(() => (window as unknown as { hexwarPage: { state: () => { units: Unit[] } } }).hexwarPage.state().units) as Promise<Unit[]>;

    // The tank's middle on the screen, where a click finds the tank.
    const box = (await page.locator('#board [data-unit="t-tank1"]').boundingBox())!;
    const at = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    expect(await page.evaluate(({ x, y }) => (document.elementFromPoint(x, y)?.closest('[data-unit]') as HTMLElement | null)?.dataset['unit'], at)).toBe('t-tank1');

    // T1 selected: its spots marked; the click on the tank is the spot's.
    await page.click('#units button[data-unit="t1"]');
    expect(await page.locator('#board .choice-place[data-type="land"]').count()).toBe(spots.length);
    const step = await page.getAttribute('#status', 'data-step');
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.getAttribute('#status', 'data-step'), { message: (await page.textContent('#message')) ?? '' }).not.toBe(step);
    const men = (await units()).filter((u) => u.id.startsWith('t1-') && u.at);
    expect(men.length).toBeGreaterThan(0);
    const middle = men.reduce((t, u) => t + u.at!.y, 0) / men.length;
    expect(Math.abs(middle - 24)).toBeLessThan(2);
    expect(await page.locator('#board [data-unit="t-tank1"].selected').count(), 'the tank was not selected').toBe(0);

    // Nothing left to land: a click on the tank selects it again.
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => page.getAttribute('#board [data-unit].selected', 'data-unit')).toBe('t-tank1');
    expect(errors.join('\n')).toBe('');
    await page.close();
  }, 120_000);
});
