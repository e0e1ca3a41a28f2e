/**
 * The bundle a user gets, measured with esbuild's metafile (run after
 * `npm run build`): importing two hex functions must cost at most 5 KB gzipped
 * and pull in no zod; the whole core (no games) is reported for the record.
 * Exits 1 when the lean import breaks its budget.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = (entry: string) => fileURLToPath(new URL(`../dist/${entry}.js`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hexwar-bundle-'));

async function measure(name: string, code: string): Promise<{ gzip: number; zod: boolean; inputs: string[] }> {
  const entry = join(dir, `${name}.js`);
  writeFileSync(entry, code.replaceAll(/'hexwar(?:\/(\w+))?'/g, (_, sub: string | undefined) => JSON.stringify(dist(sub ?? 'index'))));
  const r = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, metafile: true, logLevel: 'error' });
  const out = r.outputFiles[0]!.contents;
  // What the output holds (the metafile's inputs also list files parsed and then shaken away).
  const held = Object.values(r.metafile.outputs)[0]!.inputs;
  const inputs = Object.keys(held).filter((i) => held[i]!.bytesInOutput > 0);
  return { gzip: gzipSync(out).length, zod: inputs.some((i) => i.includes('node_modules/zod')), inputs };
}

const lean = await measure('lean', "import { hexDistance, labelToHex } from 'hexwar/hex';\nconsole.log(hexDistance(labelToHex('A1', { style: 'letter-number', offset: 'odd-q' }), labelToHex('C3', { style: 'letter-number', offset: 'odd-q' })));");
const engine = await measure('engine', "import { createMatch, view, setupGame } from 'hexwar';\nconsole.log(createMatch, view, setupGame);");
const all = await measure('all', "import * as core from 'hexwar';\nimport * as hex from 'hexwar/hex';\nimport * as combat from 'hexwar/combat';\nimport * as procedures from 'hexwar/procedures';\nimport * as tabletop from 'hexwar/tabletop';\nimport * as random from 'hexwar/random';\nimport * as bots from 'hexwar/bots';\nconsole.log(core, hex, combat, procedures, tabletop, random, bots);");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`hexDistance + labelToHex: ${kb(lean.gzip)} gzipped${lean.zod ? ', WITH zod' : ', no zod'} (budget 5 KB, no zod)`);
console.log(`createMatch + view + setupGame: ${kb(engine.gzip)} gzipped`);
console.log(`the whole core, every subpath (no games): ${kb(all.gzip)} gzipped`);
if (lean.gzip > 5 * 1024 || lean.zod) {
  console.error('bundle-size: the lean import is over its budget or pulls in zod');
  process.exit(1);
}
