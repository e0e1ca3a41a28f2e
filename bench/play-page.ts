/**
 * The player's page as a player meets it: built for production, served on
 * loopback, opened in Debian's Chromium (playwright-core, a fresh context each
 * time, so nothing is cached). Myitkyina is started from the address
 * (`?game=myitkyina&side=allied&start`), as a link to a game would.
 *
 * - `play_page_kb_gz`: the gzipped JS the browser fetched before Myitkyina's
 *   first frame a player can act on (menu, page code, core, the game), each
 *   file gzipped at zlib's default level as a web server sends it.
 * - `play_page_first_frame_ms`: from navigation to that frame (the page's
 *   `hexwar:first-frame` mark, set in the first animation frame after the
 *   board and the actions are drawn); the median of the runs. Wall time in a
 *   browser on a shared machine: the load average is printed beside it.
 * - `play_page_click_ms_p95`: from a click on the map to the next frame after
 *   it (the click event's own time to a task queued from the first animation
 *   frame after it, i.e. after that frame's layout and paint), the 95th
 *   percentile over clicks a player makes on the map: Meiktila's units placed
 *   and moved by clicking their hexes and counters, Beach Assault's Green
 *   teams selected on the table and moved by a click on a point and a second
 *   click to take it.
 *
 * Skipped, and said so, where there is no Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { buildPlayPage, CHROMIUM, launchChromium, servePlayPage } from '../scripts/play-page';
import type { Browser } from 'playwright-core';
import type { Row } from './hexcore';

const gz = (path: string) => gzipSync(readFileSync(path)).length;

/** The page section's rows, against the goals (150 KB gz, 1,000 ms). */
export async function runPlayPage(quick: boolean): Promise<Row[]> {
  if (!existsSync(CHROMIUM)) {
    console.log(`player's page: skipped (no Chromium at ${CHROMIUM}; set CHROMIUM_PATH)`);
    return [];
  }
  const dist = await buildPlayPage(resolve('bench/.play'));
  const served = await servePlayPage(dist);
  const browser = await launchChromium();
  const runs = quick ? 3 : 7;
  const frames: number[] = [];
  let first: string[] = [];
  let menu: string[] = [];
  const load = loadavg()[0]!;
  try {
    for (let i = 0; i <= runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      served.asked.length = 0;
      await page.goto(`${served.url}?game=myitkyina&side=allied&start&seed=1`);
      await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0, undefined, { timeout: 30_000 });
      const ms = await page.evaluate(() => performance.getEntriesByName('hexwar:first-frame')[0]!.startTime);
      if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
      if (!(await page.locator('#units button').count())) throw new Error('the first frame shows no unit that may act');
      first = served.asked.filter((f) => f.endsWith('.js'));
      // The first run warms the server's disk cache and Chromium's code cache for nothing: it is left out.
      if (i > 0) frames.push(ms);
      await context.close();
    }
    // The menu alone: what a visitor loads before choosing anything.
    const context = await browser.newContext();
    const page = await context.newPage();
    served.asked.length = 0;
    await page.goto(served.url);
    await page.waitForSelector('#pick-game option', { state: 'attached' });
    menu = served.asked.filter((f) => f.endsWith('.js') && basename(f).startsWith('index-'));
    await context.close();
  } finally {
    await browser.close();
  }
  const clicks = { meiktila: [] as number[], 'beach-assault': [] as number[] };
  const taken = { meiktila: 0, 'beach-assault': 0 };
  {
    const browser = await launchChromium();
    try {
      for (const [id, side] of [['meiktila', 'allied'], ['beach-assault', 'green']] as const) {
        const r = await clicksOnMap(browser, served.url, id, side, quick ? 20 : 40);
        clicks[id] = r.times;
        taken[id] = r.taken;
      }
    } finally {
      await browser.close();
      await served.close();
    }
  }
  const all = [...clicks.meiktila, ...clicks['beach-assault']];
  const p95 = percentile(all, 0.95);
  const kb = first.reduce((t, f) => t + gz(f), 0) / 1024;
  const menuKb = menu.reduce((t, f) => t + gz(f), 0) / 1024;
  frames.sort((a, b) => a - b);
  const median = frames[Math.floor(frames.length / 2)]!;
  const files = first.map((f) => `${basename(f).replace(/-[\w-]{8}\.js$/, '')} ${(gz(f) / 1024).toFixed(1)}`).join(', ');
  return [
    { key: 'play_page_kb_gz', ratio: kb, goal: '<= 150', ok: kb <= 150, detail: `Myitkyina's first load: ${first.length} JS files, ${kb.toFixed(1)} KB gz (${files}); the menu alone ${menuKb.toFixed(1)} KB gz` },
    {
      key: 'play_page_first_frame_ms',
      ratio: median,
      goal: '<= 1000',
      ok: median <= 1000,
      detail: `Myitkyina from the address to its first playable frame in Chromium, median of ${frames.length} cold loads (${frames.map((f) => f.toFixed(0)).join(', ')} ms); load average ${load.toFixed(1)} on ${cpus().length} cores`,
    },
    {
      key: 'play_page_click_ms_p95',
      ratio: p95,
      goal: '<= 100',
      ok: p95 <= 100,
      detail: `a click on the map to the next frame in Chromium, 95th percentile of ${all.length} clicks: Meiktila ${clicks.meiktila.length}, ${taken.meiktila} Allied actions (p50 ${percentile(clicks.meiktila, 0.5).toFixed(0)}, p95 ${percentile(clicks.meiktila, 0.95).toFixed(0)}, most ${Math.max(...clicks.meiktila).toFixed(0)} ms), Beach Assault ${clicks['beach-assault'].length}, ${taken['beach-assault']} Green actions (p50 ${percentile(clicks['beach-assault'], 0.5).toFixed(0)}, p95 ${percentile(clicks['beach-assault'], 0.95).toFixed(0)}, most ${Math.max(...clicks['beach-assault']).toFixed(0)} ms); load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    },
  ];
}

/** The `q` quantile of some timings (nearest rank). */
const percentile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]! : NaN;
};

/**
 * Times in the page from each click on the board to the next frame: the click event's time to a task queued
 * from the first animation frame after it (that frame laid out and painted by then). Installed before any click.
 */
const TIMING = `(() => {
  window.hexwarClicks = [];
  document.addEventListener('click', (e) => {
    if (!(e.target instanceof Element) || !e.target.closest('#board')) return;
    const t0 = e.timeStamp;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => window.hexwarClicks.push(performance.now() - t0);
      ch.port2.postMessage(0);
    });
  }, true);
})()`;

/**
 * `n` clicks a player makes on the map of game `id` as `side`, each timed to the next frame: on a hex map a
 * unit's hex clicked to place or move it there (its button picked first, not timed) or its counter clicked to
 * select it; on a table a team's man clicked to select it, a point beside him to ask the move there, and the
 * same point again to take it. A phase with nothing left to click on is ended by its button (not timed).
 */
async function clicksOnMap(browser: Browser, url: string, id: string, side: string, n: number): Promise<{ times: number[]; taken: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}?game=${id}&side=${side}&start&seed=1`);
  await page.waitForFunction(() => performance.getEntriesByName('hexwar:first-frame').length > 0, undefined, { timeout: 30_000 });
  await page.evaluate(TIMING);
  const timed = () => page.evaluate('window.hexwarClicks.length') as Promise<number>;
  /** A click at a pixel, waited for until its frame is timed. */
  const click = async (x: number, y: number) => {
    const before = await timed();
    await page.mouse.click(x, y);
    await page.waitForFunction(`window.hexwarClicks.length > ${before}`, undefined, { timeout: 30_000 });
  };
  const centre = async (selector: string) => {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    const b = await el.boundingBox();
    return b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : null;
  };
  try {
    for (let guard = 0; guard < 400 && (await timed()) < n; guard++) {
      if ((await page.getAttribute('#status', 'data-over')) === 'true') break;
      if (await page.locator('#confirm').isVisible()) {
        await page.click('#confirm-yes');
        continue;
      }
      const units = await page.locator('#units button').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['unit'] ?? ''));
      let clicked = false;
      for (const u of units.slice(0, 6)) {
        if (id !== 'beach-assault') {
          if ((await page.locator(`#units button[data-unit="${u}"].selected`).count()) === 0) await page.click(`#units button[data-unit="${u}"]`);
          // One of the hexes it may go to (a placement or a move), where the pointer, once over it, finds that hex
          // (a stack under it fans out on hover and may move away): else its own counter (selected again).
          const hexes = await page.locator('#actions button[data-hex]').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset['hex'] ?? ''));
          for (const hex of hexes.slice(-5).reverse()) {
            const at = await centre(`#board polygon[data-hex="${hex}"]`);
            if (!at) continue;
            await page.mouse.move(at.x, at.y);
            const found = await page.evaluate(({ x, y }) => {
              const e = document.elementFromPoint(x, y);
              return (e?.closest('[data-unit]') ?? e?.closest('[data-hex]'))?.getAttribute('data-hex') ?? '';
            }, at);
            if (found !== hex) continue;
            await click(at.x, at.y);
            clicked = true;
            break;
          }
          if (clicked) break;
          const own = (await page.locator(`#board [data-unit="${u}"]`).count()) ? await centre(`#board [data-unit="${u}"]`) : null;
          if (!own) continue;
          await click(own.x, own.y);
          clicked = true;
          break;
        }
        // A man of the team on the table: select him by a click, then a point a few inches from him on clear table
        // (a click on a figure would select it instead), and the same point again to take the move.
        const man = await page.evaluate((unit) => Array.from(document.querySelectorAll<HTMLElement>('#board [data-unit]')).find((g) => g.dataset['unit']?.startsWith(`${unit}-`) || g.dataset['unit'] === unit)?.dataset['unit'] ?? null, u);
        const at = man ? await centre(`#board [data-unit="${man}"]`) : null;
        if (!at) continue;
        // (A click on the man selected lets him go: the click selects him only when he is not.)
        if ((await page.locator('#board [data-unit].selected').count()) > 0) await page.keyboard.press('Escape');
        await click(at.x, at.y);
        for (const [dx, dy] of [[-50, 0], [-35, 20], [-35, -20], [50, 0], [0, 45], [0, -45]] as const) {
          const clear = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('#board') !== null && document.elementFromPoint(x, y)?.closest('[data-unit]') === null, { x: at.x + dx, y: at.y + dy });
          if (!clear) continue;
          await click(at.x + dx, at.y + dy);
          if (await page.locator('#confirm').isVisible()) {
            await click(at.x + dx, at.y + dy);
            break;
          }
        }
        clicked = true;
        break;
      }
      if (!clicked) {
        const end = page.locator('#others button').last();
        if ((await end.count()) === 0) break;
        await end.click();
      }
    }
    if (errors.length) throw new Error(`the page failed: ${errors.join('; ')}`);
    // How many of the player's actions the clicks took (placements, moves), so the clicks timed are known to do something.
    const record = (await page.evaluate('window.hexwarPage.record()')) as { actions: { side: string }[] };
    return { times: (await page.evaluate('window.hexwarClicks')) as number[], taken: record.actions.filter((a) => a.side === side).length };
  } finally {
    await context.close();
  }
}
