/** What the browser tests share: Chromium with the page's entropy fixed, and a seeded chooser. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildPlayPage, launchChromium, servePlayPage, type Served } from '../../scripts/play-page';
import { Host, listen, openPglite, type HostOptions, type Sql } from '../../src/server';

/**
 * Debian's Chromium, each new page's `crypto.getRandomValues` a fixed sequence. The page draws the bot's secrets
 * (and seeds the bot) from the platform's entropy, as a player's game must; here that entropy is known, so each
 * test plays the same game every run: a flaky test is a bug to find, not a seed to pin.
 */
export async function launchSteadyChromium(): Promise<Browser> {
  const browser = await launchChromium();
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript(() => {
      let s = 0x9e3779b9;
      crypto.getRandomValues = <T extends ArrayBufferView | null>(a: T): T => {
        const words = new Uint32Array(a!.buffer, a!.byteOffset, Math.floor(a!.byteLength / 4));
        for (let i = 0; i < words.length; i++) words[i] = s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
        return a;
      };
    });
    return page;
  };
  return browser;
}

/** A seeded choice, so the game played is the same every run. */
export function chooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/** A test file's steady Chromium and the player's page built and served on loopback. */
export interface PlayPageFixture {
  /** The browser (after the file's `beforeAll`). */
  browser(): Browser;
  /** The served page's address (after the file's `beforeAll`). */
  url(): string;
  /** The server itself: the files the browser asked for. */
  served(): Served;
}

/**
 * Launches a steady Chromium and serves the player's page before a test file's tests, and closes both after
 * them: the set-up every page test file shares.
 */
export function usePlayPage(): PlayPageFixture {
  let browser: Browser | undefined;
  let served: Served | undefined;
  beforeAll(async () => {
    browser = await launchSteadyChromium();
    served = await servePlayPage(await buildPlayPage());
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });
  const ready = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`the ${what} is not up: usePlayPage() sets it up in beforeAll`);
    return v;
  };
  return { browser: () => ready(browser, 'browser'), url: () => ready(served, 'page').url, served: () => ready(served, 'page') };
}

/** A host on loopback for one test: its PGlite database in memory, the host and the address its pages are given. */
export interface LoopbackHost {
  /** The host's database, for a test that reads what the host stored. */
  readonly sql: Sql;
  /** The host itself, for a test that plays a side through it directly. */
  readonly host: Host;
  /** The address a page's `host=` parameter takes. */
  readonly url: string;
}

/**
 * Runs a test's body against a host (of `options.games`, with any other host options) on loopback (PGlite in memory) and closes the host, its socket and
 * its database after it, whether the body passes or throws: the set-up every online page test shares.
 */
export async function withHost<T>(options: Omit<HostOptions, 'sql'>, body: (h: LoopbackHost) => Promise<T>): Promise<T> {
  const sql = await openPglite('memory://');
  const host = await Host.open({ ...options, sql });
  const on = await listen(host);
  try {
    return await body({ sql, host, url: on.url });
  } finally {
    host.close();
    await on.close();
    await sql.close();
  }
}

/** The pages one test opens: each opened at an address with its uncaught errors collected. */
export interface PageSet {
  /** Opens a new page at `address`; `watch` is called on the page before it loads (to listen to its socket, say). */
  open(address: string, watch?: (page: Page) => void): Promise<Page>;
  /** The uncaught errors of every page opened, in the order they happened. */
  readonly errors: string[];
}

/**
 * Runs a test's body with pages of one size opened on demand, and closes every page after it, whether the body
 * passes or throws: the set-up the tests with two seats (or a page reopened) share.
 */
export async function withPages<T>(browser: Browser, options: Parameters<Browser['newPage']>[0], body: (pages: PageSet) => Promise<T>): Promise<T> {
  const opened: Page[] = [];
  const errors: string[] = [];
  const open = async (address: string, watch?: (page: Page) => void): Promise<Page> => {
    const page = await browser.newPage(options);
    opened.push(page);
    page.on('pageerror', (e) => errors.push(e.message));
    watch?.(page);
    await page.goto(address);
    return page;
  };
  try {
    return await body({ open, errors });
  } finally {
    for (const p of opened) await p.close();
  }
}

/**
 * On a page's first screen, picks `side` and the opponent (`'hotseat'` for a friend at another page, a bot's name,
 * or the page's default when left out) and makes an online match on the page's host. Returns the link offered the
 * other seat, or null where a bot plays it.
 */
export async function createOnlineMatch(page: Page, side: string, opponent?: string): Promise<string | null> {
  await page.selectOption('#pick-side', side);
  if (opponent !== undefined) await page.selectOption('#pick-opponent', opponent);
  await page.click('#online summary');
  await page.click('#online-create');
  if (opponent !== 'hotseat') return null;
  const link = await page.getAttribute('#invite a', 'href');
  if (link === null) throw new Error('the page offered no link for the other seat after "create"');
  return link;
}
