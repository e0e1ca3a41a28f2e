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
 *
 * Skipped, and said so, where there is no Chromium.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { buildPlayPage, CHROMIUM, launchChromium, servePlayPage } from '../scripts/play-page';
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
    await served.close();
  }
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
  ];
}
