/**
 * Set-up (3.0, 10.0) on the core's deployment verbs: the Allies first, on or
 * within one hex of Meiktila, an airfield or a town (10.1), the Border
 * battalions held back; then the 55th Regiment and 1/14 Tank on the north map
 * edge, not next to an Allied unit, in improved positions if the Japanese
 * player likes (10.2). Stacking (6.3) holds at every placement. The
 * `quickSetup` option skips both for the fixed stand-in deployment.
 *
 * @module
 */
import * as z from 'zod';
import { deployment } from 'hexwar/procedures';
import { counters, type Side } from '../data/counters';
import { kit, type G, type MeiktilaData, type Unit } from './types';

/** The side that sets up in each set-up phase (10.1, then 10.2). */
const SETUP_SIDE: { readonly [phase: string]: Side } = { alliedSetup: 'allied', japaneseSetup: 'japanese' };

/** Hexes an Allied unit may set up in (10.1): on or next to Meiktila, an airfield or a town; never the lake. */
export const alliedSetupHexes = (ctx: { board: import('hexwar/hex').HexBoard }): readonly string[] =>
  ctx.board.mapCached('alliedSetupHexes', () => {
    const out = new Set<string>();
    for (const a of ctx.board.placesOf('city', 'airfield', 'town')) for (const h of ctx.board.within(a, 1)) if (ctx.board.terrain(h) !== 'lake') out.add(h);
    return [...out].sort((x, y) => ctx.board.cell(x) - ctx.board.cell(y));
  });

/** Hexes a Japanese set-up unit may be placed in (10.2): the north map edge. */
export const japaneseSetupHexes = (ctx: { board: import('hexwar/hex').HexBoard }): readonly string[] => ctx.board.mapCached('japaneseSetupHexes', () => ctx.board.edge('north').filter((h) => ctx.board.terrain(h) !== 'lake'));

/** The set-up verbs (10.1, 10.2). */
export const setup = deployment<G>(
  {
    rule: (side) => (side === 'allied' ? '10.1' : '10.2'),
    side: (ctx) => SETUP_SIDE[ctx.phase] ?? null,
    zone: (ctx, side) => (side === 'allied' ? alliedSetupHexes(ctx) : japaneseSetupHexes(ctx)),
    prohibitedTerrain: ['lake'],
    notAdjacentToEnemy: true,
    stackingRule: '6.3',
    prohibitedRule: '6.5.1',
    terrainWords: { lake: 'Meiktila Lake' },
    zoneWords: (side) => (side === 'allied' ? 'Allied units set up on or within 1 hex of Meiktila, an airfield or a town (10.1)' : 'the 55th Regiment and 1/14 Tank set up along the north map edge (10.2)'),
    whoSetsUp: (side) => (side === 'allied' ? 'the 1st and 2nd Border battalions arrive later as reinforcements (10.1, 8.1.1)' : 'only the three battalions of the 55th Regiment and 1/14 Tank do (10.2)'),
  },
);

/** 10.2, 8.4: an improved position for a Japanese unit set up in the hex, no more than there are units. */
export const placeImprovedPosition = kit.action({
  schema: z.object({ hex: z.string().min(1) }),
  rule: '10.2',
  says: 'improved position in {hex}',
  legal(ctx, side) {
    if (ctx.phase !== 'japaneseSetup' || side !== 'japanese') return [];
    const hexes = [...new Set(ctx.board.unitsOf('japanese').map((u) => u.at))].filter((h) => ctx.board.sideAt(h, 'japanese').length > (ctx.data.ips[h]?.count ?? 0));
    return hexes.length ? [{ type: 'placeImprovedPosition', side, choose: { hex: hexes } }] : [];
  },
  refuse(ctx, a) {
    if (ctx.phase !== 'japaneseSetup' || a.side !== 'japanese') return 'only the Japanese player places improved positions at set-up, during his set-up (10.2)';
    const mine = ctx.board.has(a.hex) ? ctx.board.sideAt(a.hex, 'japanese').length : 0;
    if (mine === 0) return `no Japanese unit is set up in ${a.hex.slice(0, 20)} to occupy an improved position (10.2, 8.4)`;
    return `${a.hex} already has ${ctx.data.ips[a.hex]?.count ?? 0} improved position(s): no more than there are units in the hex (8.4)`;
  },
  apply(ctx, a) {
    ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [a.hex]: { side: 'japanese', count: (ctx.data.ips[a.hex]?.count ?? 0) + 1 } } });
    ctx.emit({ type: 'entrenched', hex: a.hex, side: 'japanese', setup: true, rule: '10.2' });
  },
});

/**
 * Every unit's starting state (10.0): with `quick`, the fixed stand-in
 * deployment; otherwise the set-up units wait in the set-up box and the others
 * in the reinforcement pool.
 */
export function setupUnits(quick: boolean): Unit[] {
  return counters.map((c): Unit => {
    if (c.arrival !== 'setup') return { id: c.id, side: c.side, at: null, steps: c.steps, box: 'reinforcements' };
    if (quick) return { id: c.id, side: c.side, at: c.setupHex!, steps: c.steps, box: 'map' };
    return { id: c.id, side: c.side, at: null, steps: c.steps, box: 'setup' };
  });
}

/** The improved positions of the fixed deployment (10.2: the Japanese set-up units start in them). */
export function quickSetupIps(): MeiktilaData['ips'] {
  const out: { [hex: string]: { side: Side; count: number } } = {};
  for (const c of counters) if (c.side === 'japanese' && c.arrival === 'setup' && c.type === 'infantry') out[c.setupHex!] = { side: 'japanese', count: (out[c.setupHex!]?.count ?? 0) + 1 };
  return out;
}
