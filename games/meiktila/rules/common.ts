/**
 * Shared state types and helpers for the Meiktila rules: the game's own data,
 * unit facts, control of objectives, step losses and victory points.
 *
 * @module
 */
import { memo } from '../../../src/internal/memo';
import type { ReadContext, RulesContext, UnitState } from '../../../src/engine';
import { compileMap, type HexMap } from '../../../src/map';
import { Stacking, type StackEntry } from '../../../src/stacking';
import { counterById, type MeiktilaCounter, type Side } from '../data/counters';
import { AIRFIELDS, LAKE, MEIKTILA, meiktilaMap, TOWNS } from '../data/map';
import { markerById } from '../data/tables';

/** The map compiled once for the rules' hot paths (same cells as `ctx.map`). */
export const MAP: HexMap = compileMap(meiktilaMap);

/** Cell flags by cell. */
export const IS_LAKE = new Uint8Array(MAP.size);
/** 1 where a town stands. */
export const IS_TOWN = new Uint8Array(MAP.size);
/** 1 for the city hex. */
export const IS_CITY = new Uint8Array(MAP.size);
/** 1 for jungle hexes. */
export const IS_JUNGLE = new Uint8Array(MAP.size);
for (const l of LAKE) IS_LAKE[MAP.cell(l)] = 1;
for (const l of TOWNS) IS_TOWN[MAP.cell(l)] = 1;
IS_CITY[MAP.cell(MEIKTILA)] = 1;
{
  const j = MAP.terrainId('jungle');
  for (let c = 0; c < MAP.size; c++) if (MAP.terrain[c] === j) IS_JUNGLE[c] = 1;
}
/** Hexes whose control scores at the end (9.1) and matters for supply (7.1.1). */
export const OBJECTIVES: readonly string[] = [MEIKTILA, ...AIRFIELDS];

/**
 * The optional rules (11.0 and the optional retreat rule of 6.5.3).
 *
 * @category Meiktila
 */
export type MeiktilaOptions = {
  /** 11.1 Banzai charges. */
  readonly banzai: boolean;
  /** 11.2 Kimura's hesitation. */
  readonly kimura: boolean;
  /** 6.5.3 optional multi-roll retreat. */
  readonly multiRollRetreat: boolean;
  /** Skip the set-up phases (10.1, 10.2) and start from the fixed stand-in deployment. */
  readonly quickSetup: boolean;
  readonly [k: string]: boolean;
};

/**
 * The activation under way (6.1.1, 4.3).
 *
 * @category Meiktila
 */
export type Activation = {
  /** The marker drawn. */
  readonly marker: string;
  /** Its side. */
  readonly side: Side;
  /** Move then attack, attack then move, or not chosen yet. */
  readonly order: 'moveAttack' | 'attackMove' | null;
  /** The stage under way. */
  readonly stage: 'order' | 'move' | 'attack';
  /** Stages finished (0, 1 or 2). */
  readonly stagesDone: number;
  /** For a die-roll marker: how many units may activate. */
  readonly limit: number | null;
  /** Units activated so far. */
  readonly used: readonly string[];
  /** Units that moved in this activation. */
  readonly moved: readonly string[];
  /** Units that attacked in this activation. */
  readonly attacked: readonly string[];
  /** Units that built an improved position in this activation. */
  readonly entrenched: readonly string[];
  /** Hexes attacked in this activation. */
  readonly hexesAttacked: readonly string[];
};

/**
 * An attack being put together (6.5).
 *
 * @category Meiktila
 */
export type AttackPlan = {
  /** The defender's hex. */
  readonly hex: string;
  /** Attacking units. */
  readonly attackers: readonly string[];
  /** Attackers making a Banzai charge (11.1). */
  readonly banzai: readonly string[];
  /** Supporting artillery, attacker's (8.5). */
  readonly artillery: readonly string[];
  /** Attacker's air units committed (5.2). */
  readonly air: number;
  /** Defender's artillery (8.5). */
  readonly defArtillery: readonly string[];
  /** Defender's air units (5.2). */
  readonly defAir: number;
};

/**
 * A combat result being applied (6.5.2 - 6.5.4).
 *
 * @category Meiktila
 */
export type Resolution = {
  /** The stage: the defender's result, the attacker's, the Banzai checks, the advance. */
  readonly stage: 'defender' | 'attacker' | 'advance';
  /** The side deciding. */
  readonly side: Side;
  /** The defender's hex. */
  readonly hex: string;
  /** Units that still must retreat or lose steps. */
  readonly units: readonly string[];
  /** Steps still to lose before the result is met. */
  readonly need: number;
  /** Hexes a retreat covers. */
  readonly hexes: number;
  /** Units that retreated. */
  readonly retreated: readonly string[];
  /** The unit that passed its retreat roll and must choose where to go. */
  readonly retreating: string | null;
  /** The attacker's result still to apply, as printed. */
  readonly attackerResult: string;
  /** Every attacking unit. */
  readonly attackers: readonly string[];
  /** Banzai chargers still to check. */
  readonly banzai: readonly string[];
  /** Modified CF by unit for retreat rolls. */
  readonly cf: { readonly [unit: string]: number };
  /** +1 to the retreat rolls of attacking Allied units (Japanese AT in the hex, 8.3). */
  readonly atPenalty: boolean;
};

/**
 * The game's own data.
 *
 * @category Meiktila
 */
export type MeiktilaData = {
  /** 6s rolled for air power so far (5.1). */
  readonly sixes: number;
  /** Allied air units received this turn. */
  readonly alliedAir: number;
  /** Allied air units still free for combat this turn. */
  readonly alliedAirFree: number;
  /** The 64th Sentai is in play this turn (1) or not (0). */
  readonly japaneseAir: number;
  /** The Sentai still free for combat this turn. */
  readonly japaneseAirFree: number;
  /** Which appearance the Sentai is making this turn (0 none, 1 first, 2 second). */
  readonly sentai: number;
  /** Air units on Air Supply this turn (5.2.1). */
  readonly airSupply: number;
  /** Air units in the interdiction boxes (5.2.2). */
  readonly interdiction: {
    /** Allied air units in the North Interdiction space. */
    readonly north: number;
    /** Allied air units in the South Interdiction space. */
    readonly south: number;
  };
  /** The player with the initiative this turn. */
  readonly initiative: Side | null;
  /** Allied replacement steps left this turn (8.1.3). */
  readonly alliedReplacements: number;
  /** Allied reinforcement steps left this turn (8.1.1). */
  readonly alliedReinforcements: number;
  /** Japanese replacement attempts this turn by edge (8.1.4). */
  readonly japaneseReplacements: {
    /** Attempts this turn by units tracing supply to the north edge (one allowed). */
    readonly north: number;
    /** Attempts this turn by units tracing supply to the south edge (up to two allowed). */
    readonly south: number;
  };
  /** Units that rolled for entry or replacement this turn. */
  readonly triedThisTurn: readonly string[];
  /** Variant units held in the Strategic Reserve for good (11.2). */
  readonly reserveHeld: readonly string[];
  /** Markers chosen for this turn by side. */
  readonly markers: {
    /** The Allied activation markers in play this turn. */
    readonly allied: readonly string[];
    /** The Japanese activation markers in play this turn. */
    readonly japanese: readonly string[];
  };
  /** The marker the initiative player chose to go first, not yet activated. */
  readonly next: string | null;
  /** Markers in the cup. */
  readonly cup: readonly string[];
  /** Markers activated this turn, in order. */
  readonly drawn: readonly string[];
  /** Whether each side passed its last activation. */
  readonly passed: {
    /** The Allied player passed the last activation. */
    readonly allied: boolean;
    /** The Japanese player passed the last activation. */
    readonly japanese: boolean;
  };
  /** Both passed: the activation loop is over. */
  readonly bothPassed: boolean;
  /** A Japanese unit has attacked (10.1). */
  readonly japaneseAttacked: boolean;
  /** The activation under way. */
  readonly act: Activation | null;
  /** The attack being put together. */
  readonly attack: AttackPlan | null;
  /** The combat result being applied. */
  readonly resolution: Resolution | null;
  /** Improved positions: hex -> side and count (8.4). */
  readonly ips: {
    readonly [hex: string]: {
      /** The side whose units built the improved positions. */
      readonly side: Side;
      /** How many improved positions are in the hex (at most one per friendly unit there). */
      readonly count: number;
    };
  };
  /** Control of Meiktila and the airfields. */
  readonly control: { readonly [hex: string]: Side };
  /** Victory points scored, by cause (9.1). */
  readonly scoring: {
    /** VP the Allied player has scored during play. */
    readonly allied: {
      /** One VP per Japanese step lost. */
      readonly steps: number;
    };
    /** VP the Japanese player has scored during play. */
    readonly japanese: {
      /** One VP per Allied step lost. */
      readonly steps: number;
      /** One VP per turn that ended with the Allied Supply Level at 0 or less. */
      readonly supplyZero: number;
    };
  };
  /** Units ever eliminated. */
  readonly eliminated: readonly string[];
  /** The Supply Table has been rolled this turn. */
  readonly supplyRolled: boolean;
  /** Units that entered or left an enemy ZOC by movement this turn: they may not force march again this turn (6.2.1). */
  readonly zocThisTurn: readonly string[];
  /** Units that force-marched this turn: they may not enter or leave an enemy ZOC for the rest of the turn (6.2.1). */
  readonly marchedThisTurn: readonly string[];
};

/**
 * Read context typed for Meiktila.
 *
 * @category Meiktila
 */
export type Ctx = ReadContext<MeiktilaData, MeiktilaOptions> & {
  /** The game's own data. */
  readonly data: MeiktilaData;
};
/** Rules context typed for Meiktila. */
export type WCtx = RulesContext<MeiktilaData, MeiktilaOptions> & {
  /** The game's own data. */
  readonly data: MeiktilaData;
};

/** The other side. */
export const enemyOf = (side: Side): Side => (side === 'allied' ? 'japanese' : 'allied');

/** A counter's data. */
export function counterOf(id: string): MeiktilaCounter {
  return counterById.get(id)!;
}

/** Printed factors of a unit's current face. */
export function factorsOf(u: UnitState) {
  const c = counterOf(u.id);
  return c.factors[Math.max(0, c.steps - Math.max(1, u.steps))]!;
}

/** Whether a unit is on the map. */
export const onMap = (u: UnitState): boolean => u.at !== null && u.steps > 0;

/** Is a unit marked out of supply? */
export const isOos = (u: UnitState): boolean => u.flags?.oos === true;

/** Stacking entry for a unit (6.3). */
export function stackEntry(id: string): StackEntry & { readonly free: boolean; readonly attached: boolean } {
  const c = counterOf(id);
  const attached = c.type === 'armour' || c.type === 'artillery' || c.independent || c.formation === '17 Div Arty';
  return { id, formation: c.formation, size: c.type, free: c.type === 'armour', attached };
}

/**
 * 6.3 as interpreted: one armoured unit stacks free (8.2); the rest must be
 * all of one brigade/regiment plus at most one armoured, artillery or
 * independent unit, or at most two units of differing formations.
 */
export const stackingRule = Stacking.custom(
  'all of one brigade/regiment plus one armoured, artillery or independent unit, or two units of differing formations; one armoured unit stacks free',
  (units, where) => (stackOk(units.map((u) => u.id)) ? [] : [{ code: 'overstacked', message: `too many units${where ? ` in ${where}` : ''} (6.3)`, rule: '6.3' }]),
  '6.3',
);

/** Whether these unit ids may share a hex (6.3, 8.2). */
export function stackOk(ids: readonly string[]): boolean {
  if (ids.length <= 2) return true;
  const entries = ids.map(stackEntry);
  const freeIdx = entries.findIndex((e) => e.free);
  const rest = freeIdx >= 0 ? entries.filter((_, i) => i !== freeIdx) : entries;
  if (rest.length <= 2) return true;
  // One formation plus at most one armoured, artillery or independent unit.
  const byF = new Map<string, number>();
  let attached = 0;
  for (const e of rest) {
    if (e.attached) attached++;
    else byF.set(e.formation!, (byF.get(e.formation!) ?? 0) + 1);
  }
  let best = 0;
  for (const n of byF.values()) best = Math.max(best, n);
  return rest.length - attached === best && attached <= 1;
}

/** Units of a side in a hex. */
export function sideAt(ctx: Ctx, label: string, side: Side): UnitState[] {
  return ctx.unitsAt(label).filter((u) => u.side === side && u.steps > 0);
}

/** Updates control of the objective hexes: the side alone in one controls it. */
export function updateControl(ctx: WCtx): void {
  let control = ctx.data.control;
  for (const l of OBJECTIVES) {
    const here = ctx.unitsAt(l).filter((u) => u.steps > 0);
    if (here.length === 0) continue;
    const side = here[0]!.side as Side;
    if (here.every((u) => u.side === side) && control[l] !== side) control = { ...control, [l]: side };
  }
  if (control !== ctx.data.control) ctx.setData({ ...ctx.data, control });
}

/** Removes improved positions from hexes their side has left (8.4). */
export function cleanIps(ctx: WCtx): void {
  const ips = ctx.data.ips;
  let next: { [hex: string]: { side: Side; count: number } } | null = null;
  for (const [hex, ip] of Object.entries(ips)) {
    const n = sideAt(ctx, hex, ip.side).length;
    const count = Math.min(ip.count, n);
    if (count !== ip.count) {
      next ??= { ...ips };
      if (count === 0) delete next[hex];
      else next[hex] = { side: ip.side, count };
    }
  }
  if (next) ctx.setData({ ...ctx.data, ips: next });
}

/** Takes one step from a unit, scoring a VP for the enemy (9.1); eliminates it at 0. */
export function loseStep(ctx: WCtx, id: string, why: string): void {
  const u = ctx.unit(id);
  if (u.steps <= 0) return;
  const steps = u.steps - 1;
  const side = u.side as Side;
  const scorer = enemyOf(side);
  if (steps === 0) {
    ctx.updateUnit(id, { steps: 0, at: null, box: 'eliminated', flags: {} });
    ctx.setData({ ...ctx.data, eliminated: [...ctx.data.eliminated, id] });
  } else ctx.updateUnit(id, { steps });
  const s = ctx.data.scoring;
  ctx.setData({ ...ctx.data, scoring: scorer === 'allied' ? { ...s, allied: { steps: s.allied.steps + 1 } } : { ...s, japanese: { ...s.japanese, steps: s.japanese.steps + 1 } } });
  ctx.addToTrack(`vp.${scorer}`, 1);
  ctx.emit({ type: 'stepLost', unit: id, side, hex: u.at, steps, eliminated: steps === 0, why, vpTo: scorer, rule: '9.1' });
  if (u.at) cleanIps(ctx);
}

/** Hex distance by label. */
export function distance(a: string, b: string): number {
  const ha = MAP.hexes[MAP.cell(a)]!;
  const hb = MAP.hexes[MAP.cell(b)]!;
  const dq = ha.q - hb.q;
  const dr = ha.r - hb.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Labels of a hex's neighbours on the map. */
export function neighboursOf(label: string): string[] {
  const c = MAP.cell(label);
  const out: string[] = [];
  for (let d = 0; d < 6; d++) {
    const n = MAP.neighbors[c * 6 + d]!;
    if (n >= 0) out.push(MAP.labels[n]!);
  }
  return out;
}

/** Whether the hexside between two adjacent hexes has a stream. */
export function streamBetween(a: string, b: string): boolean {
  const ca = MAP.cell(a);
  const cb = MAP.cell(b);
  const bit = MAP.hexsideBit('stream');
  for (let d = 0; d < 6; d++) if (MAP.neighbors[ca * 6 + d] === cb) return (MAP.hexsides[ca * 6 + d]! & bit) !== 0;
  return false;
}

/**
 * A signature of where every unit stands. Caches keyed on the units array
 * also compare it, because within one action the engine's working copy of the
 * array is updated in place.
 */
export function positionsSig(units: readonly UnitState[]): string {
  // Unit arrays never change once made, so each one's signature is worked out once.
  let s = sigs.get(units);
  if (s !== undefined) return s;
  s = '';
  for (const u of units) s += u.steps > 0 && u.at !== null ? u.at + ',' : '-,';
  sigs.set(units, s);
  return s;
}
const sigs = memo<readonly UnitState[], string>('meiktila positions');

/** Clamp helper. */
export const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/**
 * Whether the activation under way lets this unit act (6.1.1): a formation
 * marker activates its formation, plus (Japanese) the independents and the
 * 14th Tank Regiment and (Allied, an interpretation) the divisional artillery
 * and the Border battalions; "all units" activates every unit; a die-roll
 * marker activates up to the rolled number of units.
 */
export function canActivate(ctx: Ctx, u: UnitState): boolean {
  const act = ctx.data.act;
  if (!act || u.side !== act.side || u.steps <= 0) return false;
  const m = markerById.get(act.marker)!;
  if (m.kind === 'all') return true;
  if (m.kind === 'dieRoll') return act.used.includes(u.id) || act.used.length < (act.limit ?? 0);
  const c = counterOf(u.id);
  return c.activatedBy === null || c.activatedBy === m.formation;
}

/** Records that a unit has been activated by the marker under way. */
export function markUsed(ctx: WCtx, id: string, also?: Partial<Pick<Activation, 'moved' | 'attacked' | 'entrenched'>>): void {
  const act = ctx.data.act!;
  ctx.setData({ ...ctx.data, act: { ...act, ...also, used: act.used.includes(id) ? act.used : [...act.used, id] } });
}
