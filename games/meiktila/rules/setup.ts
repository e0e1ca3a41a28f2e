/**
 * Set-up (3.0, 10.0): the Allied player places his units first (10.1), on or
 * within one hex of Meiktila, an airfield or a town, the two Border Regiment
 * battalions held back as reinforcements; then the Japanese player places the
 * three battalions of the 55th Regiment and 1/14 Tank on the north map edge,
 * not next to an Allied unit, and may put them in improved positions (10.2).
 * Both obey stacking (6.3) and never enter an enemy-occupied hex.
 *
 * The `quickSetup` match option skips both phases and uses the fixed stand-in
 * deployment of `data/counters.ts` (`setupHex`), which is legal under both
 * rules.
 *
 * @module
 */
import { z } from 'zod';
import type { Action, ActionDefinition, UnitState } from '../../../src/engine';
import { counterById, counters, type Side } from '../data/counters';
import { AIRFIELDS, MEIKTILA, TOWNS } from '../data/map';
import { IS_LAKE, MAP, neighboursOf, stackOk, type Ctx, type MeiktilaData, type MeiktilaOptions, type WCtx } from './common';

type Def = ActionDefinition<MeiktilaData, MeiktilaOptions>;

/** The box that holds units still to be set up (off the map). */
export const SETUP_BOX = 'setup';

/** The set-up phase of each side, in the order they are played (10.1, then 10.2). */
export const SETUP_PHASES: { readonly [phase: string]: Side } = { alliedSetup: 'allied', japaneseSetup: 'japanese' };

/** Hexes an Allied unit may set up in (10.1): on or next to Meiktila, an airfield or a town; never the lake. */
export const ALLIED_SETUP_HEXES: readonly string[] = (() => {
  const out = new Set<string>();
  for (const a of [MEIKTILA, ...AIRFIELDS, ...TOWNS]) for (const h of [a, ...neighboursOf(a)]) if (!IS_LAKE[MAP.cell(h)]) out.add(h);
  return [...out].sort((x, y) => MAP.cell(x) - MAP.cell(y));
})();
const ALLIED_SETUP = new Set(ALLIED_SETUP_HEXES);

/** Hexes a Japanese set-up unit may be placed in before the Allied units are considered (10.2): the north map edge. */
export const JAPANESE_SETUP_HEXES: readonly string[] = Array.from(MAP.edges.north!)
  .filter((c) => !IS_LAKE[c])
  .map((c) => MAP.labels[c]!);
const JAPANESE_SETUP = new Set(JAPANESE_SETUP_HEXES);

/** Whether a counter is one of the units its side places at set-up (10.1, 10.2). */
export function setsUp(id: string): boolean {
  return counterById.get(id)?.arrival === 'setup';
}

/**
 * Every unit's starting state (10.0): with `quick`, the fixed stand-in
 * deployment; otherwise the set-up units wait in the set-up box and the
 * others in the reinforcement pool.
 */
export function setupUnits(quick: boolean): UnitState[] {
  return counters.map((c): UnitState => {
    if (c.arrival !== 'setup') return { id: c.id, side: c.side, at: null, steps: c.steps, box: 'reinforcements', flags: {} };
    if (quick) return { id: c.id, side: c.side, at: c.setupHex!, steps: c.steps, box: 'map', flags: {} };
    return { id: c.id, side: c.side, at: null, steps: c.steps, box: SETUP_BOX, flags: {} };
  });
}

/** The improved positions of the fixed deployment (10.2: the Japanese set-up units start in them). */
export function quickSetupIps(): MeiktilaData['ips'] {
  const out: { [hex: string]: { side: Side; count: number } } = {};
  for (const c of counters) if (c.side === 'japanese' && c.arrival === 'setup' && c.type === 'infantry') out[c.setupHex!] = { side: 'japanese', count: (out[c.setupHex!]?.count ?? 0) + 1 };
  return out;
}

/** Units of a side still waiting to be set up. */
export function unplaced(ctx: Ctx, side: Side): UnitState[] {
  return ctx.state.units.filter((u) => u.side === side && u.box === SETUP_BOX && u.at === null);
}

/** Why a unit may not be set up in a hex now, or `null` if it may. */
export interface SetupProblem {
  /** A short machine-readable code. */
  readonly code: string;
  /** Why, in a player's words, citing the rule. */
  readonly message: string;
  /** The rule. */
  readonly rule: string;
}

/** Units on the map by hex (ids). */
function byHex(ctx: Ctx): Map<string, UnitState[]> {
  const m = new Map<string, UnitState[]>();
  for (const u of ctx.state.units) {
    if (u.at === null || u.steps <= 0) continue;
    const list = m.get(u.at);
    if (list) list.push(u);
    else m.set(u.at, [u]);
  }
  return m;
}

function hexProblem(id: string, side: Side, hex: string, at: Map<string, UnitState[]>): SetupProblem | null {
  const rule = side === 'allied' ? '10.1' : '10.2';
  const here = at.get(hex) ?? [];
  const enemy = here.find((u) => u.side !== side);
  if (enemy) return { code: 'enemy-occupied', message: `${id} may not set up in ${hex}: enemy-occupied hex (6.3)`, rule: '6.3' };
  if (side === 'japanese') {
    for (const n of neighboursOf(hex)) {
      const a = (at.get(n) ?? []).find((u) => u.side === 'allied');
      if (a) return { code: 'adjacent-to-enemy', message: `${id} may not set up in ${hex}: it is adjacent to the Allied unit ${a.id} in ${n} (${rule})`, rule };
    }
  }
  const ids = [...here.map((u) => u.id), id];
  if (!stackOk(ids)) return { code: 'overstacked', message: `${id} may not set up in ${hex}: ${here.map((u) => u.id).join(', ')} already there, and ${ids.length} units may not stack together (6.3)`, rule: '6.3' };
  return null;
}

/**
 * Why `id` may not be set up in `hex` by `side` now (10.1, 10.2, 6.3), or
 * `null` when the placement is legal. One source for both the legal-action
 * list and the refusal messages.
 */
export function placementProblem(ctx: Ctx, side: Side, id: string, hex: string): SetupProblem | null {
  const phaseSide = SETUP_PHASES[ctx.phase];
  if (phaseSide === undefined) return { code: 'not-now', message: 'units are set up only before turn 1 (3.0, 10.0)', rule: '10.0' };
  if (phaseSide !== side) return { code: 'not-now', message: side === 'japanese' ? 'the Allied player sets up first (10.1)' : 'the Allied set-up is finished; the Japanese player is setting up (10.2)', rule: side === 'japanese' ? '10.1' : '10.2' };
  const rule = side === 'allied' ? '10.1' : '10.2';
  const c = counterById.get(id);
  if (!c) return { code: 'unknown-unit', message: `there is no unit "${id}"`, rule };
  if (c.side !== side) return { code: 'not-yours', message: `${id} is not a unit of the ${side} player (${rule})`, rule };
  if (c.arrival !== 'setup') {
    return side === 'allied'
      ? { code: 'not-a-setup-unit', message: `${id} does not set up: the 1st and 2nd Border battalions arrive later as reinforcements (10.1, 8.1.1)`, rule: '10.1' }
      : { code: 'not-a-setup-unit', message: `${id} does not set up: only the three battalions of the 55th Regiment and 1/14 Tank do (10.2)`, rule: '10.2' };
  }
  const u = ctx.unit(id);
  if (u.box !== SETUP_BOX || u.at !== null) return { code: 'already-placed', message: `${id} is already set up${u.at ? ` in ${u.at}` : ''} (${rule})`, rule };
  const cell = MAP.cellOfLabel(hex);
  if (cell < 0) return { code: 'not-on-map', message: `${hex} is not a hex of the map (${rule})`, rule };
  if (IS_LAKE[cell]) return { code: 'prohibited', message: `${id} may not set up in ${hex}: Meiktila Lake is prohibited terrain (6.5.1)`, rule: '6.5.1' };
  if (side === 'allied' && !ALLIED_SETUP.has(hex)) return { code: 'too-far', message: `${id} may not set up in ${hex}: Allied units set up on or within 1 hex of Meiktila, an airfield or a town (10.1)`, rule };
  if (side === 'japanese' && !JAPANESE_SETUP.has(hex)) return { code: 'not-north-edge', message: `${id} may not set up in ${hex}: the 55th Regiment and 1/14 Tank set up along the north map edge (10.2)`, rule };
  return hexProblem(id, side, hex, byHex(ctx));
}

/** Why the Japanese player may not put an improved position in `hex` at set-up (10.2, 8.4), or `null`. */
export function improvedPositionProblem(ctx: Ctx, side: Side, hex: string): SetupProblem | null {
  if (ctx.phase !== 'japaneseSetup' || side !== 'japanese') {
    return { code: 'not-now', message: 'only the Japanese player places improved positions at set-up, during his set-up (10.2)', rule: '10.2' };
  }
  const mine = ctx.unitsAt(hex).filter((u) => u.side === 'japanese' && u.steps > 0).length;
  if (mine === 0) return { code: 'no-unit', message: `no Japanese unit is set up in ${hex} to occupy an improved position (10.2, 8.4)`, rule: '10.2' };
  const have = ctx.data.ips[hex]?.count ?? 0;
  if (have >= mine) return { code: 'ip-limit', message: `${hex} already has ${have} improved position(s): no more than there are units in the hex (8.4)`, rule: '8.4' };
  return null;
}

/** Every legal set-up action for a side now: each unplaced unit in each legal hex, improved positions, and finishing once all are placed. */
export function setupActions(ctx: Ctx, side: Side): Action[] {
  if (SETUP_PHASES[ctx.phase] !== side) return [];
  const out: Action[] = [];
  const waiting = unplaced(ctx, side);
  const at = byHex(ctx);
  const hexes = side === 'allied' ? ALLIED_SETUP_HEXES : JAPANESE_SETUP_HEXES;
  for (const u of waiting) for (const hex of hexes) if (hexProblem(u.id, side, hex, at) === null) out.push({ type: 'place', side, unit: u.id, hex });
  if (side === 'japanese') {
    for (const [hex, list] of at) {
      const mine = list.filter((u) => u.side === 'japanese').length;
      if (mine > (ctx.data.ips[hex]?.count ?? 0)) out.push({ type: 'placeImprovedPosition', side, hex });
    }
  }
  if (waiting.length === 0) out.push({ type: 'finishSetup', side });
  return out;
}

/** The set-up actions: `place`, `placeImprovedPosition` (Japanese) and `finishSetup`. */
export const setupActionDefs: Record<string, Def> = {
  place: {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    apply(ctx, a) {
      const id = a.unit as string;
      const hex = a.hex as string;
      const p = placementProblem(ctx, a.side as Side, id, hex);
      if (p) ctx.reject(p.code, p.message, p.rule);
      ctx.updateUnit(id, { at: hex, box: 'map' });
      ctx.emit({ type: 'setUp', unit: id, side: a.side, hex, rule: a.side === 'allied' ? '10.1' : '10.2' });
    },
  },
  placeImprovedPosition: {
    schema: z.object({ hex: z.string().min(1) }),
    apply(ctx, a) {
      const hex = a.hex as string;
      const p = improvedPositionProblem(ctx, a.side as Side, hex);
      if (p) ctx.reject(p.code, p.message, p.rule);
      const ip = ctx.data.ips[hex];
      ctx.setData({ ...ctx.data, ips: { ...ctx.data.ips, [hex]: { side: 'japanese', count: (ip?.count ?? 0) + 1 } } });
      ctx.emit({ type: 'entrenched', hex, side: 'japanese', setup: true, rule: '10.2' });
    },
  },
  finishSetup: {
    schema: z.object({}),
    apply(ctx, a) {
      const side = a.side as Side;
      const rule = side === 'allied' ? '10.1' : '10.2';
      if (SETUP_PHASES[ctx.phase] !== side) ctx.reject('not-now', `the ${side} player is not setting up now (10.0)`, '10.0');
      const left = unplaced(ctx, side);
      if (left.length > 0) ctx.reject('units-left', `set-up is finished only when every unit is placed: ${left.map((u) => u.id).join(', ')} still to set up (${rule})`, rule);
      ctx.emit({ type: 'setupFinished', side, rule });
      ctx.endPhase();
    },
  },
};

/** The set-up phases' entry hook: the side that sets up is the active side. */
export function setupPhase(ctx: WCtx): void {
  ctx.setActive(SETUP_PHASES[ctx.phase]!);
}
