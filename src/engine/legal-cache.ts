/**
 * Who may act now, and the legal actions of each side as compact descriptors,
 * worked out once per state (bots, the fuzzer, views and front ends ask the
 * same state again and again).
 */
import { HexwarError } from '../errors';
import { memo } from '../internal/memo';
import type { Reader } from './context';
import type { AnySpec, GameDefinition } from './definition';
import { compressActions, descriptorOf, mergeDescriptors, type ActionDescriptor } from './legal';
import { decisionFrame } from './decision';
import type { Action, MatchState } from './types';
import type { VerbRegistry } from './verbs';

/**
 * The sides that may act in a state: none once it is over, the top
 * procedure's (an open decision's side among them), the game's `actingSides` hook, or the
 * active side.
 *
 * @internal
 */
export function actingSidesOf(def: GameDefinition<AnySpec>, reader: (state: MatchState) => Reader): (state: MatchState) => readonly string[] {
  // One frozen list per side: asked on every action, never built twice.
  const only = new Map<string, readonly string[]>(def.sides.map((side) => [side, Object.freeze([side])]));
  const none: readonly string[] = Object.freeze([]);
  const just = (side: string | null | undefined) => (side ? (only.get(side) ?? [side]) : none);
  return (state) => {
    if (state.result) return none;
    const top = state.stack[state.stack.length - 1];
    if (top) return just(top.side ?? state.active);
    if (def.actingSides) return def.actingSides(reader(state));
    return just(state.active);
  };
}

/**
 * A game's legal lists: each side's descriptors in a state, per verb open now
 * (descriptors of one verb that share their choice lists merged, plain actions
 * packed), cached on the state.
 *
 * @internal
 */
export function legalCache(
  verbs: VerbRegistry,
  actingSides: (state: MatchState) => readonly string[],
  reader: (state: MatchState, frame: number) => Reader,
): (state: MatchState, side: string) => readonly ActionDescriptor[] {
  const cache = memo<MatchState, Map<string, readonly ActionDescriptor[]>>('legal actions');
  const compute = (state: MatchState, side: string): readonly ActionDescriptor[] => {
    if (state.result) return [];
    // An open decision's options are the only legal actions.
    const d = decisionFrame(state.stack);
    if (d) return d.side === side ? compressActions(d.local.options) : [];
    if (!actingSides(state).includes(side)) return [];
    const out: ActionDescriptor[] = [];
    const open = verbs.open(state);
    const ctx = reader(state, open.frame);
    for (const [type, verb] of open.verbs) {
      if (!verb.legal) continue;
      const listed = verb.legal(ctx, side);
      const singles: Action[] = [];
      const described: ActionDescriptor[] = [];
      for (const x of listed) {
        if (x.type !== type) throw new HexwarError({ code: 'bad-legal', message: `the legal ${type} actions include one of type "${x.type}"` });
        if (x.side !== side) continue;
        if ('fixed' in x || 'choose' in x || 'open' in x) described.push(x);
        else singles.push(x as Action);
      }
      out.push(...(described.length > 1 ? mergeDescriptors(described) : described));
      const [only, ...more] = singles;
      if (only) out.push(...(more.length > 0 ? compressActions(singles) : [descriptorOf(only)]));
    }
    return out;
  };
  return (state, side) => {
    // States never change, so each one's lists are worked out once.
    let bySide = cache.get(state);
    if (!bySide) cache.set(state, (bySide = new Map()));
    let list = bySide.get(side);
    if (!list) bySide.set(side, (list = compute(state, side)));
    return list;
  };
}
