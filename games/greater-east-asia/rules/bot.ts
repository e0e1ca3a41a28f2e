/**
 * Heuristic bot hooks: set up near the stand-in deployment, buy ground units
 * and supply units while keeping VP in hand, combine corps (and break them
 * down where their divisions could take two empty objectives), move towards the
 * objective hexes the side does not hold without leaving its own empty, land
 * by sea near them, expend supply where units can use it, and attack at good
 * odds. They read only their side's view.
 *
 * @module
 */
import { derive, expandActions, type Action, type ActionDescriptor, type BotContext, type JsonValue } from 'hexwar';
import { verbScores, type CoreActions, type PayloadsOf } from 'hexwar/bots';
import type { Side } from '../data/counters';
import { OBJECTIVES } from '../data/map';
import { mobilizationCostOf, ODDS_LABELS, VP_CAP } from '../data/tables';
import { SCENARIO_1 } from '../data/scenario1';
import { combat, eligibleAttackers } from './combat';
import { counterOf, isLand, prohibited, vpTrack } from './common';
import { mobilizationVerbs, placementHexes } from './mobilization';
import { expendSupply, movementVerbs } from './movement';
import { reorganizationVerbs } from './reorganization';
import { QUICK_HEX } from './setup';
import { objectiveVp } from './victory';
import type { G } from './types';

type B = BotContext<G>;

const OBJECTIVE_HEXES: readonly string[] = OBJECTIVES.map((o) => o.hex);
const ownLand = (ctx: B, hex: string, side: string) => ctx.board.sideAt(hex, side).filter((u) => isLand(u.id)).length;

/** The objective hexes a side goes for: those it does not occupy with a land unit (all of them once it holds every one). */
export function objectives(ctx: B, side: Side): readonly string[] {
  // Where the side's land units stand, from its units once (not the stacks of every objective hex).
  const held = new Set<string>();
  for (const u of ctx.board.unitsOf(side)) if (isLand(u.id)) held.add(u.at);
  const open = OBJECTIVE_HEXES.filter((h) => !held.has(h));
  return open.length ? open : OBJECTIVE_HEXES;
}

/**
 * Hexes of land from each cell to the nearest of the side's objectives (a
 * breadth-first search over land), kept with the view, and with the map for
 * each set of objectives: terrain alone decides what is land, and a search's
 * playouts ask it again in every new state with the same objectives.
 */
function goalDistance(ctx: B): Int16Array {
  return derive(ctx.view, 'goalDistance', () => ctx.board.mapCached(`goalDistance:${ctx.objectives.join(' ')}`, () => {
    const size = ctx.map.size;
    const d = new Int16Array(size).fill(999);
    let frontier: number[] = [];
    for (const h of ctx.objectives) {
      const c = ctx.board.cell(h);
      d[c] = 0;
      frontier.push(c);
    }
    const land = ctx.board.mapCached('landCells', () => Uint8Array.from(ctx.map.labels, (h) => (prohibited(ctx, h) ? 0 : 1)));
    for (let k = 1; frontier.length; k++) {
      const next: number[] = [];
      for (const c of frontier)
        for (let dir = 0; dir < 6; dir++) {
          // Past the end of an array is off the map: no neighbour (-1), no distance to better (999).
          const n = ctx.map.neighbors[c * 6 + dir] ?? -1;
          if (n >= 0 && land[n] && (d[n] ?? 0) > k) {
            d[n] = k;
            next.push(n);
          }
        }
      frontier = next;
    }
    return d;
  }));
}

/** Hexes from a hex to the nearest objective over land (999: none reachable). */
const dist = (ctx: B, hex: string): number => goalDistance(ctx)[ctx.board.cell(hex)] ?? 999;

/** A move's worth: progress towards the objectives, an empty objective taken, never an objective left empty. */
function moveScore(ctx: B, unit: string, to: string): number {
  return moveScorer(ctx, unit)(to);
}

/** What `moveScore` reads of a destination hex: whether it is an objective the side leaves empty, and an enemy next to it. */
interface HexNotes {
  readonly open: Map<string, boolean>;
  readonly enemyNear: Map<string, boolean>;
}

/**
 * `moveScore` for one unit, to any hex: what depends on the unit alone (where it stands, how far that is from the
 * objectives, what leaving it costs) worked out once, and with `notes` what depends on the hex alone once a hex, for
 * the candidates, which weigh every hex every unit may move to.
 */
function moveScorer(ctx: B, unit: string, notes?: HexNotes): (to: string) => number {
  const from = ctx.unit(unit).at;
  // Only a unit on the map moves: an action for one off it has no progress to weigh.
  if (from === null) return () => 0;
  const board = ctx.board;
  const d = goalDistance(ctx);
  const far = Math.min(d[board.cell(from)] ?? 999, 60);
  const leaving = OBJECTIVE_HEXES.includes(from) && ownLand(ctx, from, ctx.side) <= 1;
  const support = !counterOf(unit).factors[0].attack;
  const open = (h: string) => ctx.objectives.includes(h) && ownLand(ctx, h, ctx.side) === 0;
  const near = (h: string) => enemyNear(ctx, h);
  const remembered = (m: Map<string, boolean> | undefined, f: (h: string) => boolean, h: string): boolean => {
    if (!m) return f(h);
    let v = m.get(h);
    if (v === undefined) m.set(h, (v = f(h)));
    return v;
  };
  return (to) => {
    let s = far - Math.min(d[board.cell(to)] ?? 999, 60);
    if (remembered(notes?.open, open, to)) s += 5;
    if (leaving) s -= 8;
    // Support units keep behind the front.
    if (support) s = s * 0.3 - (remembered(notes?.enemyNear, near, to) ? 2 : 0);
    return s;
  };
}

const enemyNear = (ctx: B, hex: string) => ctx.board.neighbours(hex).some((n) => ctx.board.enemyAt(n, ctx.side));

/**
 * Objective hexes no land unit of the side occupies, free of the enemy, that
 * a corps' divisions could reach from its hex in two moves (twice its
 * movement factor): where breaking the corps down (7.2) would put units on
 * more objectives than the one corps can hold.
 */
function objectivesToSpreadTo(ctx: B, hex: string, corps: string): number {
  const reach = 2 * counterOf(corps).factors[0].movement;
  return OBJECTIVE_HEXES.filter((h) => ownLand(ctx, h, ctx.side) === 0 && !ctx.board.enemyAt(h, ctx.side) && ctx.board.distance(hex, h) <= reach).length;
}

/** The odds column an attack on `hex` would be resolved on with every eligible attacker (before the roll). */
function attackColumn(ctx: B, hex: string): number {
  const attackers = eligibleAttackers(ctx, hex, ctx.side).map((u) => u.id);
  if (attackers.length === 0) return -1;
  return combat.preview(ctx, { hex, side: ctx.side, attackers, specials: {}, supports: {}, defence: {}, mode: null }).columnIndex;
}

/**
 * The VP the bot keeps in hand: in the last turn only what the objectives it
 * holds would push over the cap of 100 may be spent (5.6), earlier it spends
 * down to a small reserve (units bought early fight longer).
 */
function reserve(ctx: B): number {
  const income = objectiveVp(ctx)[ctx.side].vp;
  return ctx.turn >= SCENARIO_1.turns.last ? Math.max(15, VP_CAP - income) : 15;
}

/** What a reinforcement is worth to the bot, per VP. */
function buyScore(ctx: B, id: string): number {
  const c = counterOf(id);
  const cost = mobilizationCostOf(c)?.cost ?? 99;
  if (ctx.track(vpTrack(ctx.side)) - cost < reserve(ctx)) return -10;
  if (placementHexes(ctx, id).length === 0) return -100;
  if (c.type === 'supply') return ctx.board.unitsOf(ctx.side).filter((u) => counterOf(u.id).type === 'supply').length < 3 ? 2 : 0.2;
  if (c.category !== 'ground-combat') return -5;
  const f = c.factors[0];
  return ((f.attack ?? 0) * 1.5 + f.defence) / cost;
}

/** The fields of the actions the bot scores, by verb: the game's own and the core's. */
type Actions = PayloadsOf<typeof movementVerbs & typeof mobilizationVerbs & typeof reorganizationVerbs & { expendSupply: typeof expendSupply }> & CoreActions;

/** Scores an action for the bot's side, verb by verb: higher is better; `undefined` leaves it to the core. */
export const score = verbScores<G, Actions>({
  place: (ctx, a) => -ctx.board.distance(a.hex, QUICK_HEX.get(a.unit) ?? a.hex),
  mobilize: (ctx, a) => buyScore(ctx, a.unit),
  enterAt: (ctx, a) => -Math.min(dist(ctx, a.hex), 60) * 0.2 + (enemyNear(ctx, a.hex) ? -1 : 0),
  // A corps hits harder and counts as one unit; not where its divisions could take two empty objectives.
  combine: (ctx, a) => (objectivesToSpreadTo(ctx, a.hex, a.corps) >= 2 ? -1 : 5),
  breakDown: (ctx, a) => {
    const at = ctx.unit(a.unit).at;
    return at !== null && objectivesToSpreadTo(ctx, at, a.unit) >= 2 ? 4 : -5;
  },
  move: (ctx, a) => moveScore(ctx, a.unit, a.to),
  railMove: (ctx, a) => moveScore(ctx, a.unit, a.to) - 0.1,
  landing(ctx, a) {
    const d = dist(ctx, a.to);
    return d > 4 ? -1 : 6 - d + (ctx.objectives.includes(a.to) ? 3 : 0);
  },
  expendSupply(ctx, a) {
    const at = ctx.unit(a.unit).at;
    if (at === null) return -2;
    const near = ctx.board.unitsOf(ctx.side).filter((u) => u.id !== a.unit && counterOf(u.id).category === 'ground-combat' && ctx.board.distance(u.at, at) <= (counterOf(a.unit).radius ?? 0) && dist(ctx, u.at) < 60);
    return near.length - 2;
  },
  declareAttack(ctx, a) {
    const col = attackColumn(ctx, a.hex);
    const good = ODDS_LABELS.indexOf('2-1');
    return col - good + 0.5 + (OBJECTIVE_HEXES.includes(a.hex) ? 1 : 0);
  },
  takeLoss(_ctx, a) {
    const f = counterOf(a.unit).factors[0];
    return -((f.attack ?? 0) + f.defence) - (counterOf(a.unit).corps ? 2 : 0);
  },
  retreatTo: (ctx, a) => -ctx.board.neighbours(a.to).filter((n) => ctx.board.enemyAt(n, ctx.side)).length - Math.min(dist(ctx, a.to), 60) * 0.01,
});

/** Whether a listed value is a text (a unit's id, a hex). */
const isText = (v: JsonValue): v is string => typeof v === 'string';

/**
 * The actions worth scoring: for each unit that may move, its best hex only
 * (scored cheaply); the set-up's next unit only; one counter of each kind to
 * mobilize; everything else as listed.
 */
export function candidates(ctx: B, descriptors: readonly ActionDescriptor[]): readonly Action[] {
  const out: Action[] = [];
  let placed = false;
  const kinds = new Set<string>();
  const notes: HexNotes = { open: new Map(), enemyNear: new Map() };
  for (const d of descriptors) {
    if ((d.type === 'move' || d.type === 'railMove' || d.type === 'landing' || d.type === 'place') && d.choose) {
      if (d.type === 'place' && placed) continue;
      placed ||= d.type === 'place';
      const field = d.type === 'place' ? 'hex' : 'to';
      const base = { type: d.type, side: d.side, ...d.fixed };
      const units = (d.fixed?.unit !== undefined ? [d.fixed.unit] : (d.choose.unit ?? [])).filter(isText);
      const moving = d.type === 'move' || d.type === 'railMove';
      for (const id of units) {
        if (moving) {
          // The score table's own moveScore (a rail move 0.1 less), a unit's part and each hex's worked out once.
          const scorer = moveScorer(ctx, id, notes);
          const rail = d.type === 'railMove';
          let best: JsonValue | undefined;
          let top = -Infinity;
          for (const h of d.choose[field] ?? []) {
            if (!isText(h)) continue;
            const s = rail ? scorer(h) - 0.1 : scorer(h);
            if (s > top) (top = s), (best = h);
          }
          if (best !== undefined) out.push({ ...base, unit: id, [field]: best });
          continue;
        }
        // One probe per unit, its destination changed in place: scoring reads the action and keeps nothing,
        // and an action built for every hex of every unit was most of a playout's garbage.
        const probe: { type: string; side: string; [key: string]: JsonValue } = { ...base, unit: id, [field]: null };
        let best: JsonValue | undefined;
        let top = -Infinity;
        for (const h of d.choose[field] ?? []) {
          probe[field] = h;
          const s = score(ctx, probe) ?? 0;
          if (s > top) (top = s), (best = h);
        }
        if (best !== undefined) out.push({ ...base, unit: id, [field]: best });
      }
      continue;
    }
    if (d.type === 'mobilize' && d.choose) {
      for (const id of (d.choose.unit ?? []).filter(isText)) {
        const c = counterOf(id);
        const k = `${c.nationality}|${c.type}|${c.size}|${c.factors[0].attack}-${c.factors[0].defence}-${c.factors[0].movement}`;
        if (kinds.has(k)) continue;
        kinds.add(k);
        out.push({ type: 'mobilize', side: d.side, unit: id });
      }
      continue;
    }
    out.push(...expandActions([d]));
  }
  return out;
}

