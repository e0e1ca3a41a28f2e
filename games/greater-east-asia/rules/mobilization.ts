/**
 * Reinforcements (6.0): units bought with VP in the Mobilization Phase at the
 * Mobilization Costs Table's price, within its year limits and "(once)" marks,
 * the counter mix and the no-deficit rule (5.4); placed by the Reinforcement
 * Placement Table, never in enemy-occupied or prohibited hexes, stacking and
 * enemy ZOC ignored; lost if every eligible hex is enemy-held (6.8). British,
 * US and Japanese ground units may also go aboard a friendly amphibious task
 * force, to land in a movement phase (6.6, 18.0 stand-in).
 *
 * @module
 */
import * as z from 'zod';
import { endPhaseVerb, enterAtVerb, offerEntry } from 'hexwar/procedures';
import { CHINA_ZONE, countryOf, ENTRY_HEXES, PORTS } from '../data/map';
import { SCENARIO_1_DEPLOYMENT } from '../data/scenario1';
import { mobilizationCostOf, printedCost, REINFORCEMENT_PLACEMENT, yearOf, type MobilizationCost, type PlacementRule } from '../data/tables';
import { available, counterOf, friendly, prohibited, takeControl, vpTrack, type GameCounter } from './common';
import { seaborne } from './movement';
import { kit, type Ctx, type G } from './types';

/** The key of a Mobilization Costs Table line, for its "(once)" mark (6.3). */
const lineKey = (m: MobilizationCost): string => `${m.nationality}|${m.type}|${m.size ?? ''}|${m.designation ?? ''}`;

/** The counters of the scenario's initial deployment (3.1, 6.7). */
const DEPLOYED: ReadonlySet<string> = new Set(SCENARIO_1_DEPLOYMENT.map((p) => p.counter));

/**
 * The "(once)" lines already used when play starts (6.3): those of units in the
 * initial deployment, which have entered play; eliminated, they never come
 * back by purchase.
 */
export function onceUsedAtStart(): string[] {
  const out = new Set<string>();
  for (const id of DEPLOYED) {
    const m = mobilizationCostOf(counterOf(id));
    if (m?.once) out.add(lineKey(m));
  }
  return [...out].sort();
}

/** The Reinforcement Placement Table lines for a counter: those naming its type, else those for every type of its nationality. */
function placementLines(c: GameCounter): PlacementRule[] {
  const lines = REINFORCEMENT_PLACEMENT.filter((l) => l.nationality === c.nationality);
  const typed = lines.filter((l) => l.types?.includes(c.type));
  return typed.length ? typed : lines.filter((l) => !l.types);
}

/** The hexes a placement line names, whoever holds them: its countries (and zone), its entry hexes, of its kind (6.4). */
function lineHexes(ctx: Ctx, line: PlacementRule): readonly string[] {
  return ctx.board.mapCached(`placement:${REINFORCEMENT_PLACEMENT.indexOf(line)}`, () => {
    const entries = new Set((line.entries ?? []).flatMap((e) => ENTRY_HEXES[e]));
    const kind = (h: string) => (line.hexes === 'any' ? true : line.hexes === 'port' ? PORTS.includes(h) : ctx.board.isPlace(h, 'city'));
    return ctx.map.labels.filter((h) => {
      if (prohibited(ctx, h) || !kind(h)) return false;
      if (entries.has(h)) return true;
      const k = countryOf(h);
      return k !== null && (line.countries ?? []).includes(k) && (line.zone === undefined || CHINA_ZONE.get(h) === line.zone);
    });
  });
}

/**
 * Where a reinforcement may be placed now (6.4): the table's hexes, friendly
 * where it says so, never enemy-occupied or prohibited; and, for a British,
 * US or Japanese ground unit, the hex of a friendly amphibious task force
 * (6.6). Stacking and enemy ZOC do not matter.
 */
export function placementHexes(ctx: Ctx, id: string): string[] {
  const c = counterOf(id);
  const out = new Set<string>();
  for (const line of placementLines(c)) for (const h of lineHexes(ctx, line)) if ((!line.friendly || friendly(ctx, h, c.side)) && !ctx.board.enemyAt(h, c.side)) out.add(h);
  if (seaborne(id)) for (const u of ctx.board.unitsOf(c.side)) if (counterOf(u.id).type === 'amphibious-task-force') out.add(u.at);
  return [...out].sort((a, b) => ctx.board.cell(a) - ctx.board.cell(b));
}

/** Why a counter may not be mobilized now, or `null` (5.4, 6.2–6.5, 6.9, 6.11). */
function mobilizationProblem(ctx: Ctx, id: string, side: string): string | null {
  if (!ctx.hasUnit(id) || counterOf(id).side !== side) return `${id.slice(0, 30)} is not one of your counters (6.2)`;
  const u = ctx.unit(id);
  const c = counterOf(id);
  if (c.corps) return `${id} is a corps: corps are built only by combining on the map, never mobilized (6.5)`;
  if (u.at !== null) return `${id} is already on the map: the counter mix is the limit (6.11)`;
  if (u.box === 'eliminated' && c.type === 'headquarters') return `${id} was eliminated: a headquarters never comes back (6.9)`;
  if (!available(u)) return `${id} is not in the pool of available units (6.9)`;
  const m = mobilizationCostOf(c);
  if (!m || m.cost === null) return `${id} may not be mobilized by spending VP: the table prints "-" (6.3)`;
  const year = yearOf(Math.max(1, ctx.turn));
  if (m.years && !m.years.includes(year)) return `${id} may be mobilized only in ${m.years.join(', ')}, not in ${year}: the table prints "${printedCost(m)}" (6.3)`;
  if (m.once && ctx.data.once.includes(lineKey(m)))
    return DEPLOYED.has(id) ? `${id} entered play in the initial deployment and its line is marked "(once)": it enters play only once a game (6.3)` : `${id}'s line of the table is marked "(once)" and was used already (6.3)`;
  const vp = ctx.track(vpTrack(side));
  if (vp - m.cost < 1) return `${id} costs ${m.cost} VP and you have ${vp}: no player may spend his VP to zero or below (5.4)`;
  return null;
}

/** The counters `side` may mobilize now. */
export function mobilizable(ctx: Ctx, side: string): string[] {
  if (ctx.phase !== 'mobilization' || side !== ctx.active) return [];
  return ctx.state.units.filter((u) => u.side === side && available(u) && mobilizationProblem(ctx, u.id, side) === null).map((u) => u.id);
}

/** The Mobilization Phase's verbs (6.1–6.11). */
export const mobilizationVerbs = {
  mobilize: kit.action({
    schema: z.object({ unit: z.string().min(1) }),
    rule: '6.2',
    // The price on the button itself (a phone has no hover to show the forecast): VP are score and currency (5.4).
    says: (ctx, a, w) => {
      // (Words are asked of refused actions too: an unknown counter has no price.)
      const cost = ctx.hasUnit(a.unit) ? mobilizationCostOf(counterOf(a.unit))?.cost : undefined;
      return `mobilize ${w.unit(a.unit)}${cost === null || cost === undefined ? '' : ` for ${cost} VP`}`;
    },
    legal: (ctx, side) => {
      const list = mobilizable(ctx, side);
      return list.length ? [{ type: 'mobilize', side, choose: { unit: list } }] : [];
    },
    refuse: (ctx, a) => mobilizationProblem(ctx, a.unit, a.side) ?? `${a.unit.slice(0, 30)} may not be mobilized now (6.1)`,
    // The price before the click: a player who spends his VP to zero loses (5.4), so the total left is said too.
    forecast(ctx, a) {
      const cost = mobilizationCostOf(counterOf(a.unit))?.cost;
      if (cost === null || cost === undefined) return {};
      const vp = ctx.track(vpTrack(a.side));
      return { notes: [`Mobilizing costs ${cost} VP of your ${vp}, leaving ${vp - cost} (6.2); no side may spend its VP to 0 or below (5.4)`] };
    },
    apply(ctx, a) {
      const c = counterOf(a.unit);
      const m = mobilizationCostOf(c);
      const cost = m?.cost;
      if (m === undefined || cost === null || cost === undefined) throw new Error(`${a.unit} has no price in VP on the Mobilization Costs Table, yet its mobilization passed the checks (6.2)`);
      const total = ctx.addToTrack(vpTrack(a.side), -cost);
      if (m.once) ctx.setData({ ...ctx.data, once: [...ctx.data.once, lineKey(m)] });
      // A unit back from the dead pool comes back whole (6.9).
      ctx.updateUnit(a.unit, { box: 'pool', steps: c.steps, flags: undefined });
      ctx.emit({ type: 'mobilized', unit: a.unit, side: a.side, cost, total, rule: '6.2' });
      // 6.8: with every eligible hex held by the enemy it is lost, back to the pool.
      offerEntry(ctx, a.unit, placementHexes(ctx, a.unit), '6.4');
    },
  }),
  enterAt: enterAtVerb<G>('6.4', (ctx, unit, hex) => takeControl(ctx, counterOf(unit).side, [hex])),
  endMobilization: endPhaseVerb('endMobilization', '6.1'),
};
