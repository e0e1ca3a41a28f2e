/**
 * Each viewer sees what is theirs on the player's page (issue 36 item 3), in
 * headless Chromium. In hot-seat, what one side did in secret never shows when
 * the other side takes the screen (Myitkyina's hidden set-up; Beach Assault's
 * sealed arrival order), and a hand-over screen hides both sides' secrets in
 * between; a side sees its own hidden counters face up. And a property: 30
 * pairs of games per game (Myitkyina, Beach Assault) and mode (against the
 * bot, hot-seat, online through a host) that differ only in what the viewer
 * may not see show the same page text and map (about 160 s for the 180 pairs;
 * HEXWAR_SWAPS sets the pairs for a one-off sweep). Needs Debian's chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replay, type Game, type MatchRecord } from '../../src';
import { myitkyina } from '../../games/myitkyina';
import { beachAssault } from '../../games/beach-assault';
import { usePlayPage, withHost } from './support';
import { chooser, hiddenSetupSwap, sealedOrderSwap, swapOf, type Swap } from './swaps';

const fixture = usePlayPage();

/** A page that fails the test on any script error. */
async function open(address: string, size = { width: 1400, height: 1000 }): Promise<{ page: Page; errors: string[] }> {
  const page = await fixture.browser().newPage({ viewport: size });
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
    const { page, errors } = await open(`${fixture.url()}?game=myitkyina&side=allied&bot=hotseat&seed=3&start`);
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

  /** How many pairs each game and mode compares (HEXWAR_SWAPS for a one-off sweep). */
  const SWAPS = Number(process.env['HEXWAR_SWAPS'] ?? 30);
  /** What the page shows: its visible text and the map's SVG (with its hover texts). */
  // (Whitespace between the map's tags is no picture: a map redrawn layer by layer keeps less of it than one drawn whole.)
  const SHOWN = `({ text: document.body.innerText, svg: (document.querySelector('#board svg')?.outerHTML ?? '').replace(/>\\s+</g, '><') })`;

  /** Loads a record through the page's own "Load record" file input, and waits until it is drawn. */
  async function loadRecord(page: Page, record: MatchRecord): Promise<void> {
    await page.evaluate('window.hexwarPage = null');
    await page.setInputFiles('#record-file', { name: 'record.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
    await page.waitForFunction(`window.hexwarPage && document.querySelector('#board svg, #handover:not([hidden])')`);
  }

  /** What the page shows for a record (loaded by `load`): as loaded, past a hand-over, and with the first unit that may act selected. */
  async function shown(page: Page, record: MatchRecord, load = loadRecord): Promise<{ text: string; svg: string }[]> {
    // The pointer off every button first: Chromium hovers whatever a redraw puts under a pointer left where the
    // last game's click was, and a hovered action shows its forecast, so twins loaded after different games
    // would differ by where the pointer happened to rest, not by anything either side may see.
    await page.mouse.move(0, 0);
    await load(page, record);
    const out = [(await page.evaluate(SHOWN)) as { text: string; svg: string }];
    if (await page.locator('#handover').isVisible()) {
      await page.click('#handover-go');
      out.push((await page.evaluate(SHOWN)) as { text: string; svg: string });
    }
    const unit = page.locator('#units button').first();
    if ((await unit.count()) > 0) {
      await unit.click();
      out.push((await page.evaluate(SHOWN)) as { text: string; svg: string });
    }
    return out;
  }

  for (const [id, game, viewer, secret, maxSteps] of [
    ['myitkyina', myitkyina, 'allied', hiddenSetupSwap, 150],
    ['beach-assault', beachAssault, 'green', sealedOrderSwap, 200],
  ] as const) {
    // The pairs, made by the engine: the same game but for the other side's secret, cut where the viewer acts.
    const swaps: Swap[] = [];
    for (let i = 0; swaps.length < SWAPS && i < SWAPS * 3; i++) {
      const pick = chooser(4000 + i);
      const sw = swapOf(game as Game<any>, 500 + i, viewer, secret(pick), maxSteps, pick);
      if (sw) swaps.push(sw);
    }
    it(`${id}, online: ${SWAPS} pairs of twin matches on a host (same seed) that differ only in what the ${viewer} side may not see show the ${viewer} seat the same page text and the same map`, async () => {
      expect(swaps.length, 'pairs made').toBe(SWAPS);
      await withHost({ games: [game as Game<any>], limits: { actionsPerSecond: 100_000 } }, async ({ host, url }) => {
        const { page, errors } = await open(`${fixture.url()}?game=${id}`);
        try {
          /** The record played on the host in a match of its own (the operator's seed: twins), and the viewer's seat opened on it. */
          const online = async (p: Page, record: MatchRecord): Promise<void> => {
            const made = await host.create({ game: id, scenario: record.scenario, options: record.options }, { seed: record.seed });
            for (const [i, a] of record.actions.entries()) await host.act(made.tokens[a.side], made.id, { action: a, clientId: `c${i}` });
            const step = replay(game as Game<any>, record).step;
            await p.goto(`${fixture.url()}?game=${id}&host=${encodeURIComponent(url)}&match=${made.id}&token=${made.tokens[viewer]}&side=${viewer}`);
            await p.waitForFunction(`window.hexwarPage?.view()?.step === ${step} && document.querySelector('#status').dataset.step === '${step}'`);
          };
          const t = performance.now();
          for (const [n, sw] of swaps.entries()) {
            const a = await shown(page, sw.a, online);
            const b = await shown(page, sw.b, online);
            expect(a.length, `pair ${n}: as many screens`).toBe(b.length);
            a.forEach((x, i) => {
              expect(b[i]!.text, `pair ${n} (step ${sw.step}), screen ${i}: the page's text`).toBe(x.text);
              expect(b[i]!.svg, `pair ${n} (step ${sw.step}), screen ${i}: the map`).toBe(x.svg);
            });
          }
          if (process.env['HEXWAR_SAY']) console.log(`${id} online: ${swaps.length} pairs compared in ${Math.round(performance.now() - t)} ms`);
          expect(errors.join('\n')).toBe('');
        } finally {
          await page.close();
        }
      });
    }, 240_000);

    for (const mode of ['heuristic', 'hotseat'] as const) {
      it(`${id}, ${mode === 'hotseat' ? 'hot-seat' : 'against the bot'}: ${SWAPS} pairs of games that differ only in what the ${viewer} side may not see show the same page text and the same map`, async () => {
        expect(swaps.length, 'pairs made').toBe(SWAPS);
        const { page, errors } = await open(`${fixture.url()}?game=${id}&side=${viewer}&bot=${mode}`);
        await page.waitForSelector('#start:not([disabled])');
        const t = performance.now();
        let compared = 0;
        for (const [n, sw] of swaps.entries()) {
          const a = await shown(page, sw.a);
          const b = await shown(page, sw.b);
          expect(a.length, `pair ${n}: as many screens`).toBe(b.length);
          a.forEach((x, i) => {
            expect(b[i]!.text, `pair ${n} (step ${sw.step}), screen ${i}: the page's text`).toBe(x.text);
            expect(b[i]!.svg, `pair ${n} (step ${sw.step}), screen ${i}: the map`).toBe(x.svg);
          });
          // The pair does differ, where the viewer cannot see: the records are not the same.
          expect(JSON.stringify(sw.a.actions)).not.toBe(JSON.stringify(sw.b.actions));
          compared++;
        }
        if (process.env['HEXWAR_SAY']) console.log(`${id} ${mode}: ${compared} pairs compared in ${Math.round(performance.now() - t)} ms (steps ${swaps.map((s) => s.step).join(', ')})`);
        expect(errors.join('\n')).toBe('');
        await page.close();
      }, 240_000);
    }
  }
});
