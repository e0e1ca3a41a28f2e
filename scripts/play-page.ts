/**
 * The player's page (`examples/play`) built, served on loopback and opened in
 * Debian's Chromium through playwright-core: shared by its browser test and
 * the bench's page section, so both measure the same page the same way.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Builds the page for production into `outDir` (Vite's own default: `examples/play/dist`). */
export async function buildPlayPage(outDir = resolve('examples/play/dist')): Promise<string> {
  await build({ configFile: resolve('examples/play/vite.config.ts'), build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** A served page: its address, every file asked for (in order), and how to stop serving. */
export interface Served {
  readonly url: string;
  readonly asked: string[];
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };

/** Serves a built page's files on 127.0.0.1 (a free port), and nothing outside its folder. */
export async function servePlayPage(dist: string): Promise<Served> {
  const asked: string[] = [];
  const server = createServer(async (req, res) => {
    const name = (req.url ?? '/').split('?')[0]!;
    const path = join(dist, name === '/' ? 'index.html' : name);
    if (!path.startsWith(dist) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    asked.push(path);
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(await readFile(path));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    asked,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH`);
  return chromium.launch({
    executablePath: CHROMIUM,
    timeout: 20_000,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}
