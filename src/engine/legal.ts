import { HexwarError } from '../errors';
import { memo } from '../internal/memo';
import type { Action, ActionDescriptor, JsonValue, OpenSampler } from './types';
// Defined beside Action in types.ts, so types.ts needs nothing from this file (no import cycle).
export type { ActionDescriptor, OpenField, OpenSampler } from './types';

/**
 * Whether an action gives any of a descriptor's optional fields (so the verb's
 * `check` must judge it).
 *
 * @example
 * ```ts
 * import { refinesListed } from 'hexwar';
 *
 * const d = { type: 'move', side: 'allied', fixed: { unit: '1 WY' }, optional: { via: { kind: 'hexes' } } } as const;
 * refinesListed(d, { type: 'move', side: 'allied', unit: '1 WY' });             // false
 * refinesListed(d, { type: 'move', side: 'allied', unit: '1 WY', via: ['C5'] }); // true: the verb's check judges it
 * ```
 * @category Legal actions
 */
export function refinesListed(d: ActionDescriptor, action: Action): boolean {
  if (d.optional) for (const k in d.optional) if (action[k] !== undefined) return true;
  return false;
}

/**
 * The descriptor of exactly one action.
 *
 * @category Legal actions
 */
export function descriptorOf(action: Action): ActionDescriptor {
  const { type, side, ...rest } = action;
  return Object.keys(rest).length === 0 ? { type, side } : { type, side, fixed: rest };
}

/**
 * How many actions a descriptor holds (`Infinity` if it has open fields).
 *
 * @example
 * ```ts
 * import { countActions } from 'hexwar';
 *
 * countActions({ type: 'move', side: 'allied', fixed: { unit: '1 WY' }, choose: { hex: ['C4', 'C5', 'D5'] } }); // 3
 * ```
 * @category Legal actions
 */
export function countActions(d: ActionDescriptor): number {
  if (d.open && Object.keys(d.open).length > 0) return Infinity;
  let n = 1;
  if (d.choose) for (const list of Object.values(d.choose)) n *= list.length;
  return n;
}

/**
 * Every action the descriptors hold, in order (the last `choose` field varies
 * fastest). A descriptor with open fields cannot be listed: it throws.
 *
 * @example
 * ```ts
 * import { createMatch, expandActions, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const [first] = expandActions(view(myitkyina, state, 'japanese').actions);
 * // { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' }
 * ```
 * @throws {@link hexwar!HexwarError} `open-action-space` for a descriptor with open fields.
 * @category Legal actions
 */
export function expandActions(descriptors: readonly ActionDescriptor[]): Action[] {
  const out: Action[] = [];
  for (const d of descriptors) {
    if (d.open && Object.keys(d.open).length > 0) {
      throw new HexwarError({ code: 'open-action-space', message: `the ${d.type} actions of ${d.side} take ${Object.keys(d.open).join(', ')} from a region and cannot be listed: sample them with sampleAction` });
    }
    const fields = d.choose ? Object.entries(d.choose) : [];
    const base = template(d, fields.map(([k]) => k));
    if (fields.length === 0) {
      out.push(base);
      continue;
    }
    // Field by field, each action so far once per value of the next field: the last field varies fastest.
    let actions: ActionDraft[] = [base];
    for (const [key, list] of fields) {
      const next: ActionDraft[] = [];
      for (const partial of actions) {
        for (const v of list) {
          // A copy of the template only overwrites fields it has: adding fields to a copy costs V8 ten times more.
          const a: ActionDraft = { ...partial };
          a[key] = v;
          next.push(a);
        }
      }
      actions = next;
    }
    for (const a of actions) out.push(a);
  }
  return out;
}

/** An action of a descriptor with every field in place (chosen and open ones `null`), in the order actions list them. */
/** An action being filled in, field by field (an {@link Action} once done). */
type ActionDraft = { type: string; side: string; [field: string]: JsonValue };

function template(d: ActionDescriptor, chosen: readonly string[]): ActionDraft {
  const t: ActionDraft = { type: d.type, side: d.side, ...d.fixed };
  for (const k of chosen) t[k] = null;
  if (d.open) for (const k in d.open) t[k] = null;
  return t;
}

/**
 * One field in a grouping signature, built by hand (signatures are made for
 * every descriptor and option listed): JSON quotes strings and escapes the
 * separators, so "1" and 1, or two different values, never read the same.
 */
function fieldSig(key: string, v: JsonValue | undefined): string {
  return `${JSON.stringify(key)}=${typeof v === 'number' || typeof v === 'boolean' || v === null ? String(v) : JSON.stringify(v)}\u0001`;
}

/** A descriptor's first choice list, if it has one. */
function firstList(d: ActionDescriptor): readonly JsonValue[] | undefined {
  if (d.choose) for (const k in d.choose) return d.choose[k];
  return undefined;
}

/**
 * Merges descriptors that differ only in the value of their first fixed field
 * and share their `choose` lists (the very same arrays): "1 WY or 4/12 FFR may
 * move to any of these 47 hexes" becomes one descriptor. The actions held are
 * the same; views and front ends get them in a fraction of the bytes.
 *
 * @example
 * ```ts
 * import { mergeDescriptors } from 'hexwar';
 *
 * const hexes = ['C4', 'C5']; // one list, shared by both descriptors
 * mergeDescriptors([
 *   { type: 'move', side: 'allied', fixed: { unit: '1 WY' }, choose: { hex: hexes } },
 *   { type: 'move', side: 'allied', fixed: { unit: '4/12 FFR' }, choose: { hex: hexes } },
 * ]);
 * // [{ type: 'move', side: 'allied', choose: { unit: ['1 WY', '4/12 FFR'], hex: ['C4', 'C5'] } }]
 * ```
 * @category Legal actions
 */
export function mergeDescriptors(list: readonly ActionDescriptor[]): ActionDescriptor[] {
  if (list.length < 2) return list.slice();
  const ids = new Map<readonly JsonValue[], number>();
  const idOf = (a: readonly JsonValue[]) => {
    let i = ids.get(a);
    if (i === undefined) ids.set(a, (i = ids.size));
    return i;
  };
  // Optional fields merge only when they are the same object (a verb's one constant), like choice lists.
  const optionals = new Map<object, number>();
  const optionalId = (o: object) => {
    let i = optionals.get(o);
    if (i === undefined) optionals.set(o, (i = optionals.size));
    return i;
  };
  type Group = { readonly first: ActionDescriptor; readonly fixed: { readonly [field: string]: JsonValue }; readonly field: string; readonly values: JsonValue[] };
  const groups = new Map<string, Group>();
  const out: (ActionDescriptor | Group)[] = [];
  // Only descriptors sharing a choice list can merge: the others skip the signature.
  const sharing = new Map<readonly JsonValue[], number>();
  for (const d of list) {
    const l = firstList(d);
    if (l) sharing.set(l, (sharing.get(l) ?? 0) + 1);
  }
  for (const d of list) {
    const fixed = d.fixed ?? {};
    const field = Object.keys(fixed)[0];
    const v = field === undefined ? undefined : fixed[field];
    const list = firstList(d);
    if (!d.choose || d.open || field === undefined || v === null || typeof v === 'object' || v === undefined || field in d.choose || (list !== undefined && sharing.get(list) === 1)) {
      out.push(d);
      continue;
    }
    // The signature is built by hand: this runs for every descriptor of every legal list.
    let sig = `${d.type}\u0000${d.side}\u0000${field}\u0000`;
    for (const k in fixed) if (k !== field) sig += fieldSig(k, fixed[k]);
    sig += '\u0000';
    for (const [k, l] of Object.entries(d.choose)) sig += `${k}:${idOf(l)},`;
    sig += `\u0000${d.rule ?? ''}`;
    if (d.optional) sig += `\u0000o${optionalId(d.optional)}`;
    // So do places on the table (each value's, beside the shared lists): the same object, or none.
    if (d.where) sig += `\u0000w${optionalId(d.where)}`;
    const g = groups.get(sig);
    if (g) {
      g.values.push(v);
      continue;
    }
    const ng: Group = { first: d, fixed, field, values: [v] };
    groups.set(sig, ng);
    out.push(ng);
  }
  return out.map((x) => {
    if (!('values' in x)) return x;
    if (x.values.length === 1) return x.first;
    const { [x.field]: _merged, ...fixed } = x.fixed;
    return {
      type: x.first.type,
      side: x.first.side,
      ...(Object.keys(fixed).length ? { fixed } : {}),
      choose: { [x.field]: x.values, ...x.first.choose },
      ...(x.first.optional !== undefined ? { optional: x.first.optional } : {}),
      ...(x.first.where !== undefined ? { where: x.first.where } : {}),
      ...(x.first.rule !== undefined ? { rule: x.first.rule } : {}),
    };
  });
}

// Long choice lists of plain values are looked up through a set, built once per list (a short one is
// scanned: most lists are asked about once, when their action is applied).
const valueSets = /* @__PURE__ */ memo<readonly JsonValue[], Set<JsonValue>>('choice sets');
function inList(list: readonly JsonValue[], v: unknown): boolean {
  if (v === null || typeof v !== 'object') {
    if (list.length < 64) return list.includes(v as JsonValue);
    let set = valueSets.get(list);
    if (!set) valueSets.set(list, (set = new Set(list)));
    return set.has(v as JsonValue);
  }
  return list.some((x) => sameJson(x, v));
}

/**
 * Whether a descriptor holds an action: same type and side, every fixed field
 * equal, every chosen field one of its values, open fields present (their
 * values are for the verb's `check` to judge), and no other field.
 *
 * @example
 * ```ts
 * import { descriptorContains } from 'hexwar';
 *
 * const d = { type: 'move', side: 'allied', fixed: { unit: '1 WY' }, choose: { hex: ['C4', 'C5'] } };
 * descriptorContains(d, { type: 'move', side: 'allied', unit: '1 WY', hex: 'C5' }); // true
 * descriptorContains(d, { type: 'move', side: 'allied', unit: '1 WY', hex: 'D9' }); // false
 * ```
 * @category Legal actions
 */
export function descriptorContains(d: ActionDescriptor, action: Action): boolean {
  if (d.type !== action.type || d.side !== action.side) return false;
  let fields = 2;
  if (d.fixed) {
    for (const k in d.fixed) {
      if (!sameJson(d.fixed[k], action[k])) return false;
      fields++;
    }
  }
  if (d.choose) {
    for (const k in d.choose) {
      const list = d.choose[k];
      if (list === undefined || !(k in action) || !inList(list, action[k])) return false;
      fields++;
    }
  }
  if (d.open) {
    for (const k in d.open) {
      if (!(k in action)) return false;
      fields++;
    }
  }
  if (d.optional) for (const k in d.optional) if (action[k] !== undefined) fields++;
  let n = 0;
  for (const k in action) if (action[k] !== undefined) n++;
  return n === fields;
}

/**
 * The descriptor that holds an action, if any.
 *
 * @example
 * ```ts
 * import { createMatch, findDescriptor, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const d = findDescriptor(view(myitkyina, state, 'japanese').actions, { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' });
 * d?.choose?.hex?.length; // how many hexes 1/114 may set up in
 * ```
 * @category Legal actions
 */
export function findDescriptor(descriptors: readonly ActionDescriptor[], action: Action): ActionDescriptor | undefined {
  for (const d of descriptors) if (descriptorContains(d, action)) return d;
  return undefined;
}


/**
 * One action a player may pick from a list, and how its open fields were
 * filled, so a menu can say which choices the player did not make.
 *
 * @example
 * ```ts
 * import { listChoices, type ListedChoice } from 'hexwar';
 *
 * const note = (c: ListedChoice) => (c.filled === 'drawn' ? ' (drawn at random for you)' : c.filled === 'example' ? " (the engine's example)" : '');
 * const lines = listChoices(descriptors, draw, game.definition.samplers).map((c) => `${c.action.type}${note(c)}`);
 * ```
 * @category Legal actions
 */
export interface ListedChoice {
  /** The action, every field filled. */
  readonly action: Action;
  /**
   * How its open fields were filled: by the engine's own example of them (the
   * field's `witness`, `'example'`), or at least one drawn by the game's
   * sampler (`'drawn'`); absent when the player's choice was all there was
   * (nothing open, or a point along a move the engine offers).
   */
  readonly filled?: 'example' | 'drawn';
}

/**
 * Every action a side may pick from a list, for a menu or a row of buttons:
 * the listable ones one by one (as {@link expandActions}), a shot along a
 * target's move once for each point the engine offers, and each other
 * descriptor with open fields once, each field filled by the engine's own
 * example (its `witness`) or, without one, drawn by the game's sampler. A
 * descriptor with an open field that has neither is left out: it is given in
 * words or on the table. The page and the terminal list by it, so both offer
 * the same choices and say the same of them.
 *
 * @example
 * ```ts
 * import { createMatch, listChoices, view } from 'hexwar';
 * import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
 *
 * const state = createMatch(pacificSkirmish, { seed: 1 });
 * const v = view(pacificSkirmish, state, 'us');
 * let seed = state.step + 1;
 * const draw = (n: number) => (seed = (seed * 48271) % 0x7fffffff) % n;
 * for (const c of listChoices(v.actions, draw, pacificSkirmish.definition.samplers))
 *   console.log(c.action.type, c.filled ?? '');
 * ```
 * @param draw - a whole number from 0 to n - 1, for the samplers (seed it by the step, so the list holds still while the player thinks).
 * @category Legal actions
 */
export function listChoices(
  descriptors: readonly ActionDescriptor[],
  draw: (n: number) => number,
  samplers: { readonly [kind: string]: OpenSampler } = {},
): ListedChoice[] {
  const isOpen = (d: ActionDescriptor) => d.open !== undefined && Object.keys(d.open).length > 0;
  const out: ListedChoice[] = expandActions(descriptors.filter((d) => !isOpen(d))).map((action) => ({ action }));
  const random = () => draw(0x40000000) / 0x40000000;
  for (const d of descriptors) {
    if (!d.open || !isOpen(d) || d.choose) continue;
    const entries = Object.entries(d.open);
    const [only] = entries;
    // A shot along a target's move: each point the engine offers is a choice of its own, none drawn.
    if (entries.length === 1 && only && only[1].kind === 'along') {
      const offered = only[1]['points'];
      for (const p of Array.isArray(offered) ? offered : [])
        if (typeof p === 'number') out.push({ action: { ...template(d, []), [only[0]]: p } });
      continue;
    }
    const a = template(d, []);
    let drawn = false;
    let complete = true;
    for (const [k, field] of entries) {
      const sampler = samplers[field.kind];
      if (field['witness'] !== undefined) a[k] = field['witness'];
      else if (sampler) (a[k] = sampler(field, draw, random)), (drawn = true);
      else complete = false;
    }
    if (complete) out.push({ action: a, filled: drawn ? 'drawn' : 'example' });
  }
  return out;
}

/**
 * The "place the rest" shortcut of a set-up: for each unit still to place,
 * the listed action that puts it where the scenario's own set-up (`printed`,
 * unit to hex) puts it, when one is listed now. Each is still the side's own
 * placement, taken one by one, so a page's button and the terminal's `rest`
 * place the same units in the same hexes. An action puts its unit where its
 * `to` or `hex` field says (not an attack's `hex`, which is the enemy's).
 *
 * @example
 * ```ts
 * import { createMatch, expandActions, scenarioPlacements, view } from 'hexwar';
 * import { greaterEastAsia } from 'hexwar/games/greater-east-asia';
 *
 * const state = createMatch(greaterEastAsia, { seed: 1 });
 * const v = view(greaterEastAsia, state, 'japanese');
 * const printed = greaterEastAsia.definition.scenarios[state.scenario]?.setup;
 * scenarioPlacements(printed, expandActions(v.actions)).length; // how many may go where the scenario puts them
 * ```
 * @param printed - the scenario's set-up, unit to hex (`scenarios[id].setup`).
 * @param listed - the side's actions listed now.
 * @returns at most one action a unit, in the order listed.
 * @category Legal actions
 */
export function scenarioPlacements(printed: Readonly<Record<string, string>> | undefined, listed: readonly Action[]): Action[] {
  if (!printed) return [];
  const out = new Map<string, Action>();
  for (const a of listed) {
    const unit = typeof a['unit'] === 'string' ? a['unit'] : typeof a['figure'] === 'string' ? a['figure'] : null;
    const hex = typeof a['to'] === 'string' ? a['to'] : typeof a['hex'] === 'string' && a.type !== 'declareAttack' ? a['hex'] : null;
    if (unit !== null && !out.has(unit) && printed[unit] !== undefined && hex === printed[unit]) out.set(unit, a);
  }
  return [...out.values()];
}

/**
 * Draws one action from descriptors, each action equally likely among the
 * listable ones (a descriptor with open fields weighs as many as its chosen
 * combinations, and its open fields are drawn by `samplers[kind]`).
 *
 * @example
 * ```ts
 * import { createMatch, sampleAction, view } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const state = createMatch(myitkyina, { seed: 1 });
 * const action = sampleAction(view(myitkyina, state, 'japanese').actions, (n) => Math.floor(Math.random() * n));
 * myitkyina.apply(state, action).ok; // true: every action drawn is legal
 * ```
 * @throws {@link hexwar!HexwarError} `no-actions` when the descriptors hold nothing,
 *   `no-sampler` for an open field whose kind has no sampler.
 * @category Legal actions
 */
export function sampleAction(
  descriptors: readonly ActionDescriptor[],
  draw: (n: number) => number,
  samplers: { readonly [kind: string]: OpenSampler } = {},
): Action {
  const weighed = descriptors.map((d) => {
    let n = 1;
    if (d.choose) for (const list of Object.values(d.choose)) n *= list.length;
    return { d, n };
  });
  const total = weighed.reduce((a, w) => a + w.n, 0);
  if (total === 0) throw new HexwarError({ code: 'no-actions', message: 'there is no legal action to draw' });
  // Two draws keep the odds exact for totals above 2^31 (they never are in practice).
  let pick = total <= 0x7fffffff ? draw(total) : Math.floor((draw(0x10000) * 0x10000 + draw(0x10000)) % total);
  const drawn = weighed.find((w) => {
    if (pick < w.n) return true;
    pick -= w.n;
    return false;
  });
  if (drawn === undefined) throw new RangeError(`sampleAction: draw(${total}) answered ${pick + total} or more, past the last action`);
  const d = drawn.d;
  const fields = d.choose ? Object.entries(d.choose) : [];
  // Every field in place first (type, side, fixed, chosen, open: the order expandActions lists), then filled in.
  const a = template(d, fields.map(([k]) => k));
  // Decode `pick` as a mixed-radix number, the last field fastest (the order expandActions lists).
  for (const [k, list] of fields.reverse()) {
    const v = list[pick % list.length];
    // pick is below the product of the lists' lengths, so no list drawn from is empty.
    if (v === undefined) throw new Error(`sampleAction: the ${k} list of a ${d.type} descriptor has no value ${pick % list.length}`);
    a[k] = v;
    pick = Math.floor(pick / list.length);
  }
  if (d.open) {
    const random = () => draw(0x40000000) / 0x40000000;
    for (const [k, field] of Object.entries(d.open)) {
      const sampler = samplers[field.kind];
      if (!sampler) throw new HexwarError({ code: 'no-sampler', message: `no sampler for open field "${k}" of kind "${field.kind}" (${d.type})` });
      a[k] = sampler(field, draw, random);
    }
  }
  return a;
}

/**
 * Packs a list of actions into descriptors: actions of one type and side that
 * differ in a single field become one descriptor choosing that field. Used for
 * verbs that list their actions one by one, and for decisions' options.
 *
 * @example
 * ```ts
 * import { compressActions } from 'hexwar';
 *
 * compressActions([
 *   { type: 'move', side: 'allied', unit: '1 WY', hex: 'C4' },
 *   { type: 'move', side: 'allied', unit: '1 WY', hex: 'C5' },
 * ]);
 * // [{ type: 'move', side: 'allied', fixed: { unit: '1 WY' }, choose: { hex: ['C4', 'C5'] } }]
 * ```
 * @category Legal actions
 */
export function compressActions(actions: readonly Action[]): ActionDescriptor[] {
  const out: ActionDescriptor[] = [];
  // Group by type, side and every field but the last one: typically the destination.
  const groups = new Map<string, { base: Action; key: string | null; values: JsonValue[] }>();
  for (const a of actions) {
    const fields: [string, JsonValue][] = [];
    for (const k in a) {
      const v = a[k];
      if (k !== 'type' && k !== 'side' && v !== undefined) fields.push([k, v]);
    }
    const lastField = fields.pop();
    const last = lastField === undefined ? null : lastField[0];
    const value = lastField === undefined ? null : lastField[1];
    // Built by hand: it runs for every option of every decision.
    let sig = `${JSON.stringify(a.type)}\u0000${JSON.stringify(a.side)}\u0000${last === null ? '' : JSON.stringify(last)}\u0000`;
    for (const [k, v] of fields) sig += fieldSig(k, v);
    const g = groups.get(sig);
    if (g) g.values.push(value);
    else groups.set(sig, { base: a, key: last, values: [value] });
  }
  for (const { base, key, values } of groups.values()) {
    if (key === null || values.length === 1) {
      out.push(descriptorOf(base));
      continue;
    }
    const { type, side, [key]: _drop, ...rest } = base;
    out.push({ type, side, ...(Object.keys(rest).length ? { fixed: rest } : {}), choose: { [key]: values } });
  }
  return out;
}

/**
 * Structural equality of two JSON values (key order ignored, `undefined`
 * properties ignored): how the engine compares an action with a descriptor's
 * fields and with a decision's options.
 *
 * @example
 * ```ts
 * import { sameJson } from 'hexwar';
 *
 * sameJson({ unit: '1 WY', hex: 'C5' }, { hex: 'C5', unit: '1 WY' }); // true: key order ignored
 * sameJson({ hex: 'C5', via: undefined }, { hex: 'C5' });             // true
 * sameJson(['C4', 'C5'], ['C5', 'C4']);                                 // false
 * ```
 * @category Engine
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  const ka = Object.keys(a).filter((k) => fieldOf(a, k) !== undefined);
  const kb = Object.keys(b).filter((k) => fieldOf(b, k) !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(fieldOf(a, k), fieldOf(b, k)));
}

/** A field of an object by name, whatever the object (a plain object's fields are read as unknown values). */
const fieldOf = (o: object, k: string): unknown => (o as { readonly [k: string]: unknown })[k];

/**
 * The action a player gives from a descriptor: its fixed fields, a value for
 * each `choose` field (one of its list), and a value for each `open` field (a
 * point, a path, an order), as a front end or `hexwar/client` sends it. The
 * open values are JSON-checked here and judged by the verb's `check` when the
 * action is applied: a seat sends an action with open fields like any other.
 * Optional fields the descriptor names may be given too.
 *
 * @example
 * ```ts
 * import { fillAction } from 'hexwar';
 * const d = view.actions.find((x) => x.type === 'move' && x.fixed?.['figure'] === 'us-lt')!;
 * await seat.act(fillAction(d, { path: [{ x: 22, y: 3 }, { x: 23, y: 6 }] }));
 * ```
 * @throws {@link hexwar!HexwarError} `malformed-action` naming the field when a
 *   chosen or open field is missing, a chosen value is not in its list, a
 *   field is not the descriptor's, or a value is not plain JSON.
 * @category Legal actions
 */
export function fillAction(d: ActionDescriptor, values: { readonly [field: string]: unknown }): Action {
  const bad = (field: string, why: string): never => {
    throw new HexwarError({ code: 'malformed-action', message: `${d.type}: ${field}: ${why}`, path: field, ...(d.rule !== undefined ? { rule: d.rule } : {}) });
  };
  const a: ActionDraft = { type: d.type, side: d.side, ...d.fixed };
  for (const k of Object.keys(values)) {
    if (values[k] === undefined) continue;
    if (!(d.choose && k in d.choose) && !(d.open && k in d.open) && !(d.optional && k in d.optional)) {
      bad(k, `this action has no such field to fill (it fills ${[...Object.keys(d.choose ?? {}), ...Object.keys(d.open ?? {}), ...Object.keys(d.optional ?? {})].join(', ') || 'none'})`);
    }
    const v = plainJson(values[k], 0);
    a[k] = v ?? bad(k, 'the value is not plain data (numbers, text, lists and objects of them)');
  }
  for (const [k, list] of Object.entries(d.choose ?? {})) {
    if (!(k in a)) bad(k, `choose one of ${list.length} values`);
    else if (!inList(list, a[k])) bad(k, 'the value is not one of those listed');
  }
  for (const [k, field] of Object.entries(d.open ?? {})) if (!(k in a)) bad(k, `give a value (a ${field.kind})`);
  return a;
}

/** A value as plain JSON (finite numbers, strings, booleans, null, arrays and plain objects, 32 deep at most), or `undefined`. */
function plainJson(v: unknown, depth: number): JsonValue | undefined {
  if (depth > 32) return undefined;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (Array.isArray(v)) {
    const out: JsonValue[] = [];
    for (const x of v) {
      const j = plainJson(x, depth + 1);
      if (j === undefined) return undefined;
      out.push(j);
    }
    return out;
  }
  if (typeof v === 'object' && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)) {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue;
      const j = plainJson(x, depth + 1);
      if (j === undefined) return undefined;
      out[k] = j;
    }
    return out;
  }
  return undefined;
}
