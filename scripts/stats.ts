/**
 * `npm run stats`: for each game plugin, its lines of data and of code
 * (non-blank, non-comment lines of TypeScript, `data/` apart), how many of
 * those code lines are type declarations, and what share of the core's
 * exports it uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../src/index';

const root = new URL('..', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Non-blank lines outside comments; with how many belong to type declarations. */
function count(paths: readonly string[]): { lines: number; types: number } {
  let lines = 0;
  let types = 0;
  for (const p of paths) {
    let inComment = false;
    let inType = false;
    let isInterface = false;
    let depth = 0;
    for (const raw of readFileSync(p, 'utf8').split('\n')) {
      let line = raw.trim();
      if (inComment) {
        if (!line.includes('*/')) continue;
        line = line.slice(line.indexOf('*/') + 2).trim();
        inComment = false;
      }
      if (line.startsWith('/*')) {
        if (!line.includes('*/')) inComment = true;
        continue;
      }
      if (line === '' || line.startsWith('//')) continue;
      lines++;
      // A type alias or interface runs until its brackets close and it ends.
      const start = /^(export )?(declare )?(type|interface) /.exec(line);
      if (!inType && start) {
        inType = true;
        isInterface = start[3] === 'interface';
        depth = 0;
      }
      if (inType) {
        types++;
        for (const ch of line) depth += '{(['.includes(ch) ? 1 : ')}]'.includes(ch) ? -1 : 0;
        // An alias ends with its semicolon, an interface with its closing brace.
        if (depth <= 0 && (isInterface ? line.endsWith('}') : line.endsWith(';'))) inType = false;
      }
    }
  }
  return { lines, types };
}

/** The core's value exports a plugin imports from 'hexwar'. */
function coreUsed(paths: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const p of paths) {
    for (const m of readFileSync(p, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'hexwar'/g)) {
      if (m[1]) continue;
      for (const name of m[2]!.split(',').map((s) => s.trim())) if (name && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0]!);
    }
  }
  return used;
}

const exported = Object.keys(core).filter((k) => k !== 'default');
const rows: string[][] = [['game', 'data lines', 'code lines', 'of which types', 'core exports used', 'share of core']];
for (const game of readdirSync(join(root, 'games')).filter((g) => statSync(join(root, 'games', g)).isDirectory()).sort()) {
  const all = files(join(root, 'games', game));
  const data = all.filter((f) => f.includes(`${join('games', game, 'data')}`));
  const code = all.filter((f) => !data.includes(f));
  const d = count(data);
  const c = count(code);
  const used = [...coreUsed(code)].filter((n) => exported.includes(n));
  rows.push([game, String(d.lines), String(c.lines), String(c.types), `${used.length} of ${exported.length}`, `${Math.round((100 * used.length) / exported.length)} %`]);
}
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const r of rows) console.log(r.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  '));
