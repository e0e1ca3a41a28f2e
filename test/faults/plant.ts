/**
 * Plants one named fault (issue 41) into the source as Vitest loads it: the
 * fault's text is found in its file, exactly once, and replaced in memory.
 * Nothing on disk changes and nothing of this reaches the shipped bundle: the
 * plugin is in the faults' own Vitest config only, switched on by the
 * `HEXWAR_FAULT` environment variable (`<game>/<fault name>`).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { findFault, type Fault } from './faults';

/** How many times `find` occurs in `text`. */
export function occurrences(text: string, find: string): number {
  let n = 0;
  for (let i = text.indexOf(find); i >= 0; i = text.indexOf(find, i + find.length)) n++;
  return n;
}

/** The fault's source with the fault planted; throws when its text is not there exactly once (a stale fault). */
export function planted(source: string, fault: Fault): string {
  const n = occurrences(source, fault.find);
  if (n !== 1) throw new Error(`fault ${fault.name}: its text is in ${fault.file} ${n} times, not once (the code moved: rewrite the fault): ${JSON.stringify(fault.find)}`);
  return source.replace(fault.find, () => fault.replace);
}

/** The Vite plugin: plants the fault `HEXWAR_FAULT` names, or nothing when it is unset. */
export function plantFault(root: string): Plugin {
  const named = process.env['HEXWAR_FAULT'];
  const fault = named ? findFault(named) : undefined;
  if (named && !fault) throw new Error(`HEXWAR_FAULT=${named}: no such fault (test/faults/faults.ts lists them as <game>/<name>)`);
  const file = fault ? resolve(root, fault.file) : '';
  return {
    name: 'hexwar-plant-fault',
    enforce: 'pre',
    transform(code, id) {
      if (!fault || id.split('?')[0] !== file) return null;
      return { code: planted(code, fault), map: null };
    },
  };
}
