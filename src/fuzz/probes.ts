/**
 * The fuzzer's probes: illegal actions made from legal ones, damaged saves and
 * stale undos.
 */
import { HexwarError } from '../errors';
import type { Game } from '../engine/game';
import { createMatch } from '../engine/match';
import { descriptorContains, sameJson, type ActionDescriptor } from '../engine/legal';
import { loadMatch, recordOf, saveMatch, undo, type MatchRecord } from '../engine/record';
import type { Action, MatchState } from '../engine/types';
import type { FuzzFinding } from './finding';

/** Whether a plain action is one of the listed legal ones. */
export function isListed(legal: ReadonlyMap<string, readonly ActionDescriptor[]>, action: unknown): boolean {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return false;
  const a = action as Action;
  return (legal.get(a.side) ?? []).some((d) => descriptorContains(d, a));
}

/** The part of a state's JSON that makes a position: the step counters cut out. */
export function positionKey(json: string): string {
  return json.replace(/"step":\d+,"undoFloor":\d+,/, '');
}

/** Saves, corrupted saves and stale undos, now and then. */
export function deepProbes(g: Game, state: MatchState, actions: readonly Action[], int: (n: number) => number, count: (p: string) => void): { kind: FuzzFinding['kind']; message: string } | null {
  const record = recordOf(state, actions);
  const saved = saveMatch(record, state);
  count('save');
  try {
    const back = loadMatch(g, saved);
    if (!sameJson(back.state, state)) return { kind: 'save', message: 'a save does not load back to the same state' };
  } catch (e) {
    return { kind: 'save', message: `a save does not load back: ${e instanceof Error ? e.message : String(e)}` };
  }
  for (const corrupt of corruptions(saved, record, int)) {
    count('corrupt-save');
    try {
      const back = loadMatch(g, corrupt);
      if (!sameJson(back.state, state) && !sameJson(JSON.parse(corrupt).state, back.state)) return { kind: 'save', message: 'a corrupted save loaded into a state it does not describe' };
    } catch (e) {
      if (!(e instanceof HexwarError)) return { kind: 'save', message: `a corrupted save threw an untyped error: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  // Undo with a state older than the record must be refused, not take back a roll.
  const last = actions.at(-1);
  if (actions.length >= 2 && last !== undefined) {
    count('stale-undo');
    try {
      const stale = createMatch(g, { seed: record.seed, ...(record.secretSeed !== undefined ? { secretSeed: record.secretSeed } : {}), scenario: record.scenario, options: record.options });
      undo(g, record, last.side, stale);
      return { kind: 'undo', message: 'undo accepted a state that is not the record\'s' };
    } catch (e) {
      if (!(e instanceof HexwarError)) return { kind: 'undo', message: `undo threw an untyped error: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  return null;
}

/** Ways to damage a save: a null action, another format, a cut, a changed character, a changed state. */
function corruptions(saved: string, record: MatchRecord, int: (n: number) => number): string[] {
  const out: string[] = [];
  out.push(JSON.stringify({ ...record, actions: [...record.actions.slice(0, -1), null] }));
  out.push(JSON.stringify({ ...record, format: 1 }));
  out.push(saved.slice(0, Math.max(1, int(saved.length))));
  const i = int(saved.length);
  out.push(saved.slice(0, i) + String.fromCharCode(33 + int(90)) + saved.slice(i + 1));
  const parsed = JSON.parse(saved) as { state: { step: number } };
  out.push(JSON.stringify({ ...parsed, state: { ...parsed.state, step: parsed.state.step + 1 } }));
  return out;
}

/** A long text put in an action's field: a refusal may quote 40 characters of it, never more. */
export const LONG_TEXT = 'Z'.repeat(5000);

/** Kinds of probe {@link mutate} makes. */
export type Probe = { kind: 'junk' | 'other-side' | 'field' | 'extra-key' | 'getter' | 'minus-zero' | 'legal-copy' | 'deep'; action: unknown };

/** An action that is probably illegal: a legal one bent, another side's, with a getter or an extra key, or junk. */
export function mutate(base: Action | null, sides: readonly string[], int: (n: number) => number): Probe {
  const junk: unknown[] = [null, 42, 'move', [], {}, { type: 'move' }, { side: sides[0] }, { type: '', side: sides[0] }, { type: 'no-such-action', side: sides[0] }, { type: 'move', side: 'nobody' }, { type: 'x'.repeat(5000), side: sides[0] }];
  if (base === null || int(6) === 0) return { kind: 'junk', action: junk[int(junk.length)] };
  const keys = Object.keys(base).filter((k) => k !== 'type');
  const key = keys[int(keys.length)];
  if (key === undefined) throw new Error(`mutate: action ${JSON.stringify(base.type)} has no field but its type to bend`);
  switch (int(7)) {
    case 0:
      return { kind: 'other-side', action: { ...base, side: sides[int(sides.length)] } };
    case 1:
      return { kind: 'extra-key', action: { ...base, [`x${int(3)}`]: int(2) === 0 ? 1 : deepArray(2000) } };
    case 2: {
      // A getter that answers the legal value twice, then "Z99": read once, it is refused as not plain data.
      let reads = 0;
      const a: Record<string, unknown> = { ...base };
      Object.defineProperty(a, key, { enumerable: true, get: () => (++reads > 2 ? 'Z99' : base[key]) });
      return { kind: 'getter', action: a };
    }
    case 3: {
      const zeroKey = keys.find((k) => base[k] === 0);
      return zeroKey ? { kind: 'minus-zero', action: { ...base, [zeroKey]: -0 } } : { kind: 'legal-copy', action: { ...base } };
    }
    case 4:
      return { kind: 'deep', action: { ...base, [key]: deepArray(20_000) } };
    default: {
      const v = base[key];
      const near = typeof v === 'number' ? [v + 1, v - 1, v + 2, v - 2] : [];
      const values: unknown[] = [...near, ...near, 'Z99', -1, 9999, null, true, [], 'xyz', { nested: 1 }, LONG_TEXT];
      return { kind: 'field', action: { ...base, [key]: values[int(values.length)] } };
    }
  }
}

function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
