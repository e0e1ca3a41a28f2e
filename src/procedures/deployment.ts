import * as z from 'zod';
import type { ActionDefinition, DeclaresFlag, ReadContext } from '../engine/definition';
import type { UnitState } from '../engine/types';
import type { HexSpec } from '../engine/definition';
import { memo } from '../internal/memo';

/**
 * Why a unit may not be set up in a hex, for a game to word in its own rules.
 *
 * @category Procedures
 */
export type DeploymentProblem =
  | {
      /** That side is not setting up now. */
      readonly code: 'not-now';
    }
  | {
      /** No unit has that id. */
      readonly code: 'unknown-unit';
    }
  | {
      /** The unit belongs to the other side. */
      readonly code: 'not-yours';
    }
  | {
      /** The unit does not set up (it arrives as a reinforcement, say). */
      readonly code: 'not-a-setup-unit';
    }
  | {
      /** The unit is already on the map and may not be placed again. */
      readonly code: 'already-placed';
      /** The hex it stands in. */
      readonly at: string | null;
    }
  | {
      /** The unit is being placed again in the hex it already stands in. */
      readonly code: 'same-hex';
    }
  | {
      /** The hex is not on the map. */
      readonly code: 'not-on-map';
    }
  | {
      /** The hex's terrain is prohibited (a lake). */
      readonly code: 'prohibited';
      /** That terrain. */
      readonly terrain?: string;
    }
  | {
      /** The hex is outside the unit's set-up area. */
      readonly code: 'outside-zone';
    }
  | {
      /** An enemy unit stands in the hex. */
      readonly code: 'enemy-occupied';
    }
  | {
      /** The hex is next to an enemy unit. */
      readonly code: 'adjacent-to-enemy';
      /** The enemy unit. */
      readonly enemy: string;
      /** Its side. */
      readonly enemySide: string;
      /** Its hex. */
      readonly enemyAt: string;
    }
  | {
      /** The unit would overstack the hex. */
      readonly code: 'overstacked';
      /** The units already in the hex. */
      readonly here: readonly string[];
      /** The game's own words from its stacking check. */
      readonly message?: string;
    }
  | {
      /** The units still to set up would then not fit within stacking. */
      readonly code: 'infeasible';
      /** Those units. */
      readonly rest: readonly string[];
    };

/**
 * A side's set-up as data plus hooks: which units wait, their zone, and the
 * checks every placement passes (enemy-occupied, next to the enemy, stacking,
 * room left for the units still to place).
 *
 * @category Procedures
 */
export interface DeploymentConfig<G extends HexSpec> {
  /** The rule that governs a side's set-up. */
  readonly rule: (side: string) => string;
  /** The side setting up now, or `null` (default: the active side). */
  readonly side?: (ctx: ReadContext<G>) => string | null;
  /** Whether a unit sets up at all (default: it starts in the `setup` box). */
  readonly setsUp?: (ctx: ReadContext<G>, unit: UnitState) => boolean;
  /** The hexes of a unit's set-up zone. */
  readonly zone: (ctx: ReadContext<G>, side: string, unit: UnitState) => readonly string[];
  /** Terrain no unit sets up in (checked before the zone, to say so). */
  readonly prohibitedTerrain?: readonly string[];
  /** Never in or next to a hex holding an enemy unit. */
  readonly notAdjacentToEnemy?: boolean;
  /** Whether these units may stack in a hex (or a message saying why not). */
  readonly stacking?: (ctx: ReadContext<G>, hex: string, units: readonly string[]) => boolean | string;
  /** Room left for the rest: each unit's weight, the limit per hex, and the hexes they may go to (none: no check for that side). */
  readonly feasible?: {
    /** A unit's stacking points. */
    readonly weight: (id: string) => number;
    /** Stacking points allowed per hex. */
    readonly limit: number;
    /** The hexes the units still to place may go to. */
    readonly hexes: (ctx: ReadContext<G>, side: string) => readonly string[];
  };
  /**
   * A placed unit may be placed once more while its side sets up (once, so that
   * set-up always ends); needs `setsUp`, and the game's `redeployed` flag
   * declared in its types (it marks the units placed again).
   */
  readonly redeploy?: DeclaresFlag<G, 'redeployed'> extends true ? boolean | ((side: string) => boolean) : never;
  /** The side's set-up ends by itself when its last unit is placed. */
  readonly autoFinish?: boolean | ((side: string) => boolean);
  /** The event emitted for a placement (default `setUp`). */
  readonly event?: string;
  /** The rule for enemy-occupied hexes and stacking (default: the set-up rule). */
  readonly stackingRule?: string;
  /** The rule that makes terrain prohibited (default: the set-up rule). */
  readonly prohibitedRule?: string;
  /** Names of terrain for messages (`lake` → `Meiktila Lake`). */
  readonly terrainWords?: { readonly [terrain: string]: string };
  /** A side's set-up area in words, with its rule, for refusals (`Allied units set up within 1 hex of … (10.1)`). */
  readonly zoneWords?: (side: string) => string;
  /** Which units set up, in words with the rule, for refusing the others. */
  readonly whoSetsUp?: (side: string) => string;
  /** The words for each problem (default: plain words citing the rule). */
  readonly message?: (problem: DeploymentProblem, unit: string, hex: string, side: string) => string | null;
  /** The words when a side tries to finish with units left. */
  readonly unfinished?: (side: string, left: readonly string[]) => string;
  /** Runs after a placement (mark the unit as placed on the map, …). */
  readonly placed?: (ctx: import('../engine/definition').RulesContext<G>, unit: UnitState, hex: string) => void;
}

/**
 * Whether items of the given sizes can all be put into bins with the given
 * free room: a small exact search (a set-up is a handful of units).
 *
 * @category Procedures
 */
function packable(free: readonly number[], sizes: readonly number[]): boolean {
  const items = [...sizes].sort((a, b) => b - a);
  const room = [...free];
  const place = (i: number): boolean => {
    const item = items[i];
    if (item === undefined) return true; // every item placed
    const tried = new Set<number>();
    for (const [b, left] of room.entries()) {
      if (left < item || tried.has(left)) continue;
      tried.add(left);
      room[b] = left - item;
      const ok = place(i + 1);
      room[b] = left;
      if (ok) return true;
    }
    return false;
  };
  return place(0);
}

/** The one other side that has units, or `undefined` when there are several (or none). */
function soleEnemy(units: readonly UnitState[], side: string): string | undefined {
  let enemy: string | undefined;
  for (const x of units) {
    if (x.side === side || x.side === enemy) continue;
    if (enemy !== undefined) return undefined;
    enemy = x.side;
  }
  return enemy;
}

/** A number for each zone array, to key what is worked out per zone. */
const zoneIds = /* @__PURE__ */ memo<readonly string[], number>('deployment zones');
let zoneCount = 0;
let deployments = 0;
function zoneId(zone: readonly string[]): number {
  let id = zoneIds.get(zone);
  if (id === undefined) zoneIds.set(zone, (id = ++zoneCount));
  return id;
}

/**
 * The set-up verbs of a game: `place {unit, hex}` and the verb that ends a
 * side's set-up (`finishSetup`, listed only once every unit is placed), with
 * every check as data, one source for the legal list and the refusals.
 *
 * @example
 * ```ts
 * import { deployment } from 'hexwar/procedures';
 * const setup = deployment<G>({ rule: () => '10.1', zone: (ctx) => ctx.board.within('J13', 1), notAdjacentToEnemy: true });
 * phases: { alliedSetup: { actions: setup.actions } }
 * ```
 * @category Procedures
 */
export function deployment<G extends HexSpec, Place extends string = 'place', Finish extends string = 'finishSetup'>(
  config: DeploymentConfig<G>,
  names: {
    /** The placing verb's name (default `place`; give its type too: `deployment<G, 'deploy'>`). */
    readonly place?: Place;
    /** The finishing verb's name (default `finishSetup`). */
    readonly finish?: Finish;
  } = {},
) {
  const PLACE = names.place ?? 'place';
  // Set-ups with different checks may share a zone: what each works out is kept apart.
  const instance = ++deployments;
  const FINISH = names.finish ?? 'finishSetup';
  const sideNow = (ctx: ReadContext<G>): string | null => (config.side ? config.side(ctx) : ctx.active);
  const setsUp = (ctx: ReadContext<G>, u: UnitState) => (config.setsUp ? config.setsUp(ctx, u) : u.box === 'setup');
  const waiting = (ctx: ReadContext<G>, side: string) => ctx.state.units.filter((u) => u.side === side && u.at === null && u.box === 'setup');
  // A placed unit may be placed once more (a set-up that could shuffle units for ever would never end).
  const when = (v: boolean | ((side: string) => boolean) | undefined, side: string) => (typeof v === 'function' ? v(side) : v === true);
  const placedOnce = (ctx: ReadContext<G>, side: string) => (when(config.redeploy, side) && ctx.turn === 0 ? ctx.state.units.filter((u) => u.side === side && u.at !== null && setsUp(ctx, u) && u.flags?.['redeployed'] !== true) : []);
  const prohibited = new Set(config.prohibitedTerrain ?? []);

  /** Why no unit of `side` may be set up in `hex`, whoever it is, or `null`. */
  const hexProblem = (ctx: ReadContext<G>, side: string, hex: string): DeploymentProblem | null => {
    if (prohibited.has(ctx.board.terrain(hex))) return { code: 'prohibited', terrain: ctx.board.terrain(hex) };
    if (ctx.board.enemyAt(hex, side)) return { code: 'enemy-occupied' };
    if (config.notAdjacentToEnemy) {
      for (const n of ctx.board.neighbours(hex)) {
        const e = ctx.board.unitsAt(n).find((x) => x.side !== side);
        if (e) return { code: 'adjacent-to-enemy', enemy: e.id, enemySide: e.side, enemyAt: n };
      }
    }
    return null;
  };

  /** Why this unit may not go to `hex` when the hex itself is open: stacking and room for the rest. */
  const unitProblem = (ctx: ReadContext<G>, side: string, u: UnitState, hex: string): DeploymentProblem | null => {
    const id = u.id;
    if (u.at === hex && u.box === 'map' && ctx.turn === 0) return { code: 'same-hex' };
    {
      // The set-up's own limit, or the game's.
      const here = ctx.board.unitsAt(hex).filter((x) => x.id !== id);
      const ids = [...here.map((x) => x.id), id];
      const ok = config.stacking ? config.stacking(ctx, hex, ids) : ctx.board.mayStack(ids);
      if (ok !== true) return { code: 'overstacked', here: here.map((x) => x.id), ...(typeof ok === 'string' ? { message: ok } : {}) };
    }
    if (config.feasible) {
      const f = config.feasible;
      const hexes = f.hexes(ctx, side);
      if (hexes.length === 0) return null;
      const rest = waiting(ctx, side).filter((x) => x.id !== id).map((x) => x.id);
      const load = (h: string) => ctx.board.unitsAt(h).filter((x) => x.id !== id).reduce((s, x) => s + f.weight(x.id), 0) + (h === hex ? f.weight(id) : 0);
      if (!packable(hexes.map((h) => f.limit - load(h)), rest.map(f.weight))) return { code: 'infeasible', rest };
    }
    return null;
  };

  /** Why `id` may not go to `hex` now, or `null`. */
  const problem = (ctx: ReadContext<G>, side: string, id: string, hex: string): DeploymentProblem | null => {
    if (sideNow(ctx) !== side) return { code: 'not-now' };
    if (!ctx.hasUnit(id)) return { code: 'unknown-unit' };
    const u = ctx.unit(id);
    if (u.side !== side) return { code: 'not-yours' };
    if (u.at !== null && u.box === 'map' && ctx.turn === 0) {
      if (!placedOnce(ctx, side).includes(u)) return { code: 'already-placed', at: u.at };
      if (u.at === hex) return { code: 'same-hex' };
    } else if (!setsUp(ctx, u)) return { code: 'not-a-setup-unit' };
    if (!ctx.board.has(hex)) return { code: 'not-on-map' };
    if (prohibited.has(ctx.board.terrain(hex))) return { code: 'prohibited', terrain: ctx.board.terrain(hex) };
    if (!config.zone(ctx, side, u).includes(hex)) return { code: 'outside-zone' };
    return hexProblem(ctx, side, hex) ?? unitProblem(ctx, side, u, hex);
  };

  const words = (p: DeploymentProblem, unit: string, hex: string, side: string): string => {
    const custom = config.message?.(p, unit, hex, side);
    if (custom) return custom;
    const rule = config.rule(side);
    const stackRule = config.stackingRule ?? rule;
    switch (p.code) {
      case 'not-now':
        return `the ${side} player is not setting up now (${rule})`;
      case 'unknown-unit':
        return `there is no unit "${unit.slice(0, 40)}" (${rule})`;
      case 'not-yours':
        return `${unit} is not a unit of the ${side} player (${rule})`;
      case 'not-a-setup-unit':
        return `${unit} does not set up${config.whoSetsUp ? `: ${config.whoSetsUp(side)}` : ` (${rule})`}`;
      case 'already-placed':
        return `${unit} is already set up${p.at ? ` in ${p.at}` : ''} (${rule})`;
      case 'same-hex':
        return `${unit} is already in ${hex} (${rule})`;
      case 'not-on-map':
        return `${hex.slice(0, 20)} is not a hex of the map (${rule})`;
      case 'prohibited':
        return `${unit} may not set up in ${hex}: ${p.terrain ? (config.terrainWords?.[p.terrain] ?? p.terrain) : 'its terrain'} is prohibited terrain (${config.prohibitedRule ?? rule})`;
      case 'outside-zone':
        return `${unit} may not set up in ${hex}: ${config.zoneWords ? config.zoneWords(side) : `outside its set-up area (${rule})`}`;
      case 'enemy-occupied':
        return `${unit} may not set up in ${hex}: enemy-occupied hex (${stackRule})`;
      case 'adjacent-to-enemy':
        return `${unit} may not set up in ${hex}: it is adjacent to the ${p.enemySide.charAt(0).toUpperCase()}${p.enemySide.slice(1)} unit ${p.enemy} in ${p.enemyAt} (${rule})`;
      case 'overstacked':
        return p.message ?? `${unit} may not set up in ${hex}: ${p.here.join(', ')} already there, and ${p.here.length + 1} units may not stack together (${stackRule})`;
      case 'infeasible':
        return `${unit} may not set up in ${hex}: ${p.rest.join(', ')} could then not all be set up within stacking (${rule})`;
    }
  };

  const place: ActionDefinition<
    G,
    {
      /** The unit set up. */
      unit: string;
      /** The hex it is set up in. */
      hex: string;
    }
  > = {
    schema: z.object({ unit: z.string().min(1), hex: z.string().min(1) }),
    says: 'place {unit} in {hex}',
    label: 'Set up',
    legal(ctx, side) {
      if (sideNow(ctx) !== side) return [];
      const out = [];
      // What holds for a hex whoever goes there is worked out once per zone and enemy position
      // (with two sides: it depends on the enemy's units only), then each unit's stacking.
      const enemy = soleEnemy(ctx.state.units, side);
      const open = new Map<readonly string[], { hexes: readonly string[]; groups: number[] }>();
      // With the game's stacking limit alone, a unit fits a hex as it fits any hex holding the same
      // units: each unit is checked once per different group of occupants, not once per hex.
      const byOccupants = !config.stacking && (!config.feasible || config.feasible.hexes(ctx, side).length === 0);
      const groups = new Map<string, number>([['', 0]]);
      const group = (h: string): number => {
        const here = ctx.board.unitsAt(h);
        if (here.length === 0) return 0;
        const key = here.map((x) => x.id).join('\u0000');
        let g = groups.get(key);
        if (g === undefined) groups.set(key, (g = groups.size));
        return g;
      };
      for (const u of [...waiting(ctx, side), ...placedOnce(ctx, side)]) {
        const zone = config.zone(ctx, side, u);
        let free = open.get(zone);
        if (!free) {
          const compute = () => zone.filter((h) => hexProblem(ctx, side, h) === null);
          const hexes = enemy !== undefined ? ctx.board.cachedFor(enemy, `deploy${instance}:${side}:${zoneId(zone)}`, compute) : compute();
          open.set(zone, (free = { hexes, groups: byOccupants ? hexes.map(group) : [] }));
        }
        const fits: (boolean | undefined)[] = [];
        const hexes: string[] = [];
        for (const [i, h] of free.hexes.entries()) {
          // Hexes alike in who stands there (a group) fit a unit alike: judged once a group.
          const g = free.groups[i];
          const ok = g === undefined || u.at === h ? unitProblem(ctx, side, u, h) === null : (fits[g] ??= unitProblem(ctx, side, u, h) === null);
          if (ok) hexes.push(h);
        }
        if (hexes.length) out.push({ type: PLACE, side, fixed: { unit: u.id }, choose: { hex: hexes } });
      }
      return out;
    },
    refuse(ctx, a) {
      const p = problem(ctx, a.side, a.unit, a.hex);
      return p ? { code: p.code, message: words(p, a.unit, a.hex, a.side), rule: ruleOf(words(p, a.unit, a.hex, a.side)) ?? config.rule(a.side) } : null;
    },
    apply(ctx, a) {
      const u = ctx.unit(a.unit);
      const again = u.at !== null;
      const after = ctx.updateUnit(a.unit, { at: a.hex, box: 'map', ...(again ? { flags: { redeployed: true } } : {}) });
      // The hook runs first: it may give the unit its marker, which the event then names for the other side.
      config.placed?.(ctx, after, a.hex);
      // The game may name the event itself (it then declares it among its events).
      ctx.emitAbout(ctx.unit(a.unit), { type: config.event ?? 'setUp', unit: a.unit, side: a.side, hex: a.hex, ...(again ? { from: u.at } : {}), rule: config.rule(a.side) } as never);
      if (when(config.autoFinish, a.side) && waiting(ctx, a.side).length === 0) ctx.endPhase();
    },
  };

  const finish: ActionDefinition<G, Record<never, never>> = {
    schema: z.object({}),
    says: 'set-up done',
    label: 'Set-up done',
    legal: (ctx, side) => (sideNow(ctx) === side && !when(config.autoFinish, side) && waiting(ctx, side).length === 0 ? [{ type: FINISH, side }] : []),
    refuse(ctx, a) {
      const rule = config.rule(a.side);
      if (sideNow(ctx) !== a.side) return { code: 'not-now', message: `the ${a.side} player is not setting up now (${rule})`, rule };
      const left = waiting(ctx, a.side).map((u) => u.id);
      return { code: 'units-left', message: config.unfinished?.(a.side, left) ?? `set-up is finished only when every unit is placed: ${left.join(', ')} still to set up (${rule})`, rule };
    },
    apply(ctx, a) {
      // Where the side's units stand (hidden units are not shown).
      const placed: Record<string, string[]> = {};
      for (const u of ctx.board.unitsOf(a.side)) if (!u.hidden && u.at !== null) (placed[u.at] ??= []).push(u.id);
      for (const ids of Object.values(placed)) ids.sort();
      ctx.emit({ type: 'setupFinished', side: a.side, placed, rule: config.rule(a.side) });
      ctx.endPhase();
    },
  };

  return {
    /** The `place` and `finishSetup` verbs, for the set-up phase's `actions`. */
    // Typed by the verbs' names, so a game's callers may write them (see VerbOf).
    actions: { [PLACE]: place, [FINISH]: finish } as { readonly [K in Place]: typeof place } & { readonly [K in Finish]: typeof finish },
    problem,
    /** A problem in a player's words, citing the rule. */
    words,
    /** The units of a side still to set up. */
    waiting,
  };
}

function ruleOf(message: string): string | undefined {
  const m = /\(([^()]*)\)\s*$/.exec(message);
  return m?.[1];
}
