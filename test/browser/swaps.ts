/**
 * Pairs of games that differ only in what one side may not see, for the
 * no-peeking property of the player's page: the same seed and the same
 * actions, but for a secret of the other side (Myitkyina's Japanese set-up
 * with the hidden counters' identities swapped; Beach Assault's sealed arrival
 * order with its later turns shuffled). Each pair is cut at a step where the
 * viewer is to act and, by the engine, the viewer's view and every event it
 * has seen are still the same in both games: what the page shows then must be too.
 */
import { createMatch, heuristicBot, recordOf, view, viewEvents, type Action, type Game, type MatchRecord } from '../../src';

export { chooser } from './support';

/** Two records that differ only in the other side's secret, cut where `viewer` acts. */
export interface Swap {
  readonly a: MatchRecord;
  readonly b: MatchRecord;
  readonly step: number;
}

const shuffled = <T>(xs: readonly T[], pick: (n: number) => number): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/**
 * A game played by the bots from `seed`, and its twin whose actions pass
 * through `secret` (which changes only what `viewer` may not see); cut at a
 * random step where the twins still look alike to `viewer`, and `viewer` acts.
 */
export function swapOf(game: Game<any>, seed: number, viewer: string, secret: (a: Action, pick: (n: number) => number) => Action, maxSteps: number, pick: (n: number) => number): Swap | null {
  let a = createMatch(game, { seed });
  let b = a;
  const start = a;
  const bots = new Map(game.sides.map((s, i) => [s, heuristicBot(seed * 7 + i, game)]));
  const actsA: Action[] = [];
  const actsB: Action[] = [];
  const seenA: string[] = [];
  const seenB: string[] = [];
  const cuts: number[] = [];
  let differs = false;
  const mapping = (x: Action) => secret(x, pick);
  for (let k = 0; k < maxSteps && !a.result; k++) {
    const side = game.actingSides(a).find((s) => game.legal(a, s).length > 0);
    if (side === undefined) break;
    const act = bots.get(side)!.choose(view(game, a, side));
    const twin = mapping(act);
    const ra = game.apply(a, act);
    const rb = game.apply(b, twin);
    if (!ra.ok || !rb.ok) break;
    a = ra.state;
    b = rb.state;
    actsA.push(ra.action);
    actsB.push(rb.action);
    differs ||= JSON.stringify(ra.action) !== JSON.stringify(rb.action);
    seenA.push(JSON.stringify(viewEvents(ra.events, viewer)));
    seenB.push(JSON.stringify(viewEvents(rb.events, viewer)));
    if (seenA.at(-1) !== seenB.at(-1) || JSON.stringify(view(game, a, viewer)) !== JSON.stringify(view(game, b, viewer))) break;
    const next = game.actingSides(a).find((s) => game.legal(a, s).length > 0);
    if (differs && next === viewer) cuts.push(k + 1);
  }
  if (!cuts.length) return null;
  const step = cuts[pick(cuts.length)]!;
  return { a: recordOf(start, actsA.slice(0, step)), b: recordOf(start, actsB.slice(0, step)), step };
}

/** Myitkyina: the Japanese set-up's five hidden counters, their identities swapped in every Japanese action. */
export const JAPANESE_SETUP = ['1/114', '2/114', '3/114', 'decoy-a', 'decoy-b'];
export function hiddenSetupSwap(pick: (n: number) => number): (a: Action) => Action {
  let perm = JAPANESE_SETUP;
  while (perm.every((u, i) => u === JAPANESE_SETUP[i])) perm = shuffled(JAPANESE_SETUP, pick);
  const to = new Map(JAPANESE_SETUP.map((u, i) => [u, perm[i]!]));
  const map = (v: unknown): unknown => (typeof v === 'string' ? (to.get(v) ?? v) : Array.isArray(v) ? v.map(map) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, map(x)])) : v);
  return (a) => (a.side === 'japanese' ? (map(a) as Action) : a);
}

/** Beach Assault: Tan's sealed order with the units after the first turn's two shuffled. */
export function sealedOrderSwap(pick: (n: number) => number): (a: Action) => Action {
  return (a) => {
    if (a.type !== 'writeOrder' || !Array.isArray(a['order'])) return a;
    const order = a['order'] as string[];
    let later = order.slice(2);
    while (later.every((u, i) => u === order[i + 2])) later = shuffled(order.slice(2), pick);
    return { ...a, order: [...order.slice(0, 2), ...later] };
  };
}
