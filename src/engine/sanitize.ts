import type { RuleViolation } from '../errors';
import type { Action, JsonValue } from './types';

/** Limits on what an action (or any input read from a player) may hold. */
const MAX_DEPTH = 32;
const MAX_NODES = 10_000;
const MAX_STRING = 10_000;

/**
 * A short, printable quotation of any input for a message: at most `max`
 * characters, never throwing (a value whose getters throw is described, not
 * read).
 *
 * @category Engine
 */
export function quote(value: unknown, max = 40): string {
  let s: string;
  try {
    s = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'bigint' ? `${value}n` : typeof value === 'symbol' || typeof value === 'function' ? `a ${typeof value}` : (JSON.stringify(value) ?? String(value));
  } catch {
    s = `a ${typeof value}`;
  }
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * A game's refusal with the player's input quoted, never echoed: every text of
 * the action (a value or a key) longer than 40 characters is cut to its first
 * 40 wherever the message repeats it, so a rule may name the hex or unit it was
 * given ("X may not set up in H9") without sending back 10,000 characters.
 *
 * @internal
 */
export function unechoed(message: string, action: JsonValue): string {
  const long = new Set<string>();
  const walk = (v: JsonValue): void => {
    if (typeof v === 'string') {
      if (v.length > 40) long.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.length > 40) long.add(k);
        walk(x);
      }
    }
  };
  walk(action);
  let out = message;
  // Longest first: a text inside a longer one is cut only where it stands alone.
  for (const text of [...long].sort((a, b) => b.length - a.length)) if (out.includes(text)) out = out.split(text).join(`${text.slice(0, 40)}…`);
  return out;
}

/**
 * Reads a value given by a player once, into a plain JSON copy: own data
 * properties only (getters, setters and class instances are refused), finite
 * numbers with `-0` made `0`, no `undefined` inside arrays, at most 32 levels
 * and 10,000 values. Whatever the input does when read (a getter that answers
 * differently each time, a proxy, a throw), the copy is what the rules see and
 * what the record keeps.
 *
 * @returns the copy, or a violation saying what is wrong and where.
 * @category Engine
 */
export function plainCopy(
  value: unknown,
  what = 'an action',
):
  | {
      /** The value was plain JSON. */
      ok: true;
      /** Its copy. */
      value: JsonValue;
    }
  | {
      /** The value was refused. */
      ok: false;
      /** What is wrong and where, as a `malformed-action` violation. */
      error: RuleViolation;
    } {
  let nodes = 0;
  // The path to the value being read, as a stack of keys: joined only when something is refused.
  const keys: (string | number)[] = [];
  const pathNow = () => keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i > 0 ? '.' : ''}${k.slice(0, 40)}`)).join('');
  const fail = (why: string): never => {
    const path = pathNow();
    throw new CopyError({ code: 'malformed-action', message: `${what}${path ? ` (at ${path})` : ''}: ${why}`, ...(path ? { path } : {}) });
  };
  const copy = (v: unknown, depth: number): JsonValue | undefined => {
    if (++nodes > MAX_NODES) fail(`holds more than ${MAX_NODES} values`);
    switch (typeof v) {
      case 'string':
        if (v.length > MAX_STRING) fail(`a text of ${v.length} characters is too long`);
        return v;
      case 'number':
        if (!Number.isFinite(v)) fail(`${String(v)} is not a finite number`);
        return v === 0 ? 0 : v;
      case 'boolean':
        return v;
      case 'undefined':
        return undefined;
      case 'object': {
        if (v === null) return null;
        if (depth >= MAX_DEPTH) fail(`nests deeper than ${MAX_DEPTH} levels`);
        if (Array.isArray(v)) {
          const len = v.length;
          const out: JsonValue[] = new Array(len);
          for (let i = 0; i < len; i++) {
            keys.push(i);
            // One descriptor read per element: a getter is refused, never called.
            const d = Object.getOwnPropertyDescriptor(v, i);
            if (d && (d.get || d.set)) fail('a getter is not plain data');
            const x = copy(d?.value, depth + 1);
            out[i] = x === undefined ? null : x;
            keys.pop();
          }
          return out;
        }
        const proto = Object.getPrototypeOf(v);
        if (proto !== Object.prototype && proto !== null) fail(`${quote(proto?.constructor?.name ?? 'an object', 30)} is not a plain object`);
        const out: Record<string, JsonValue> = {};
        // Own enumerable string keys only (symbols and hidden properties are not data).
        for (const k of Object.keys(v)) {
          const d = Object.getOwnPropertyDescriptor(v, k);
          if (!d) continue;
          keys.push(k);
          if (d.get || d.set) fail('a getter is not plain data');
          const x = copy(d.value, depth + 1);
          // A "__proto__" key is data like any other (JSON.parse makes it an own property), never the prototype.
          if (x !== undefined) {
            if (k === '__proto__') Object.defineProperty(out, k, { value: x, enumerable: true, writable: true, configurable: true });
            else out[k] = x;
          }
          keys.pop();
        }
        return out;
      }
      default:
        return fail(`a ${typeof v} is not plain data`);
    }
  };
  try {
    const out = copy(value, 0);
    return { ok: true, value: out === undefined ? null : out };
  } catch (e) {
    if (e instanceof CopyError) return { ok: false, error: e.violation };
    // A proxy trap or a getter threw while being read.
    let why: string;
    try {
      why = e instanceof Error ? e.message.slice(0, 80) : quote(e);
    } catch {
      why = 'an unprintable error';
    }
    return { ok: false, error: { code: 'malformed-action', message: `${what} could not be read: ${why}` } };
  }
}

class CopyError extends Error {
  constructor(readonly violation: RuleViolation) {
    super(violation.message);
  }
}

/** Whether a JSON value is an object (not an array, not null). @internal */
export const isJsonObject = (v: JsonValue | undefined): v is { readonly [key: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a JSON value has an action's shape: an object with a string type and side (its other fields JSON). @internal */
export const isActionShape = (v: JsonValue | undefined): v is Action => isJsonObject(v) && typeof v['type'] === 'string' && typeof v['side'] === 'string';
