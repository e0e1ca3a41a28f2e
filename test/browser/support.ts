/** What the browser tests share: Chromium with the page's entropy fixed, and a seeded chooser. */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/play-page';

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
