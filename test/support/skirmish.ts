/**
 * Skirmish: a small two-player test game that exercises the whole engine while
 * no real game has landed: a hex map with a road, a river and woods; ZOC
 * movement with the minimum move; hidden Red units and a decoy shown as
 * markers; odds combat on a CRT with a die roll; a retreat-or-step decision
 * chain and advance after combat; VP for steps; a bot hook.
 */
import { z } from 'zod';
import { crtLookup, oddsColumn, ratioColumns, type CombatResultsTable, type OddsTable } from '../../src/combat';
import type { HexMap } from '../../src/map';
import { procedureVerb, setupGame, type Action, type SpecOf, type UnitState } from '../../src/engine';
import { compileCosts, movementRange, type CompiledCosts } from '../../src/movement';
import { uncontestedZoc, ZocRule, zonesOfControl } from '../../src/zoc';
import type { MapData } from '../../src/map';

const map: MapData = {
  columns: 8,
  rows: 6,
  labels: { style: 'letter-number', offset: 'odd-q' },
  terrainTypes: ['clear', 'woods', 'lake'],
  defaultTerrain: 'clear',
  hexes: [
    { label: 'D3', terrain: 'woods' },
    { label: 'E4', terrain: 'woods' },
    { label: 'D5', terrain: 'lake' },
  ],
  hexsideTypes: ['river'],
  hexsides: [
    { hexes: ['C2', 'D2'], features: ['river'] },
    { hexes: ['C1', 'D1'], features: ['river'] },
  ],
  linkTypes: ['road'],
  links: [{ kind: 'road', path: ['A3', 'B3', 'C3', 'D4', 'E3', 'F4', 'G3', 'H4'] }],
  places: [{ label: 'F4', name: 'Crossroads', kind: 'objective', value: 3 }],
};

const infantry = (id: string, side: 'blue' | 'red') => ({
  id,
  side,
  name: id,
  type: 'infantry',
  steps: 2,
  factors: [
    { attack: 4, defence: 4, movement: 4 },
    { attack: 2, defence: 2, movement: 3 },
  ],
});

/** The skirmish's own data: VP scored by each side, units that moved or attacked this phase. */
export type SkirmishData = {
  readonly vp: { readonly blue: number; readonly red: number };
  readonly done: readonly string[];
};

const sequence = { turns: 6, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement', rule: 'S2' }, { phase: 'combat', rule: 'S3' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type Types = { data: SkirmishData; decisions: 'retreat-or-step' | 'advance' };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
type ReadContext = import('../../src/engine').ReadContext<G>;
type RulesContext = import('../../src/engine').RulesContext<G>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

const odds: OddsTable = { kind: 'ratio', columns: ratioColumns(['1:2', '1:1', '2:1', '3:1']), below: 'lowest', above: 'highest' };
const crt: CombatResultsTable = {
  id: 'skirmish',
  columns: ['1:2', '1:1', '2:1', '3:1'],
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['AE', 'AR', 'DR', 'DE'] },
    { roll: 2, results: ['AR', 'AR', 'DR', 'DR'] },
    { roll: 3, results: ['AR', 'EX', 'EX', 'DR'] },
    { roll: 4, results: ['NE', 'DR', 'DR', 'DE'] },
    { roll: 5, results: ['NE', 'NE', 'DR', 'DR'] },
    { roll: 6, results: ['AE', 'AR', 'EX', 'DE'] },
  ],
};

let footCosts: CompiledCosts | undefined;
const foot = (ctx: ReadContext) =>
  (footCosts ??= compileCosts(ctx.map, { terrain: { clear: 1, woods: 2, lake: 'prohibited' }, hexsides: { river: 1 }, links: { road: 0.5 } }));

const data = (ctx: ReadContext) => ctx.data as SkirmishData;
const other = (side: string) => (side === 'blue' ? 'red' : 'blue');
const onMap = (ctx: ReadContext, side: string) => ctx.units((u) => u.side === side && u.at !== null && u.steps > 0);
const factors = (ctx: ReadContext, u: UnitState) => ctx.counter(u.id).factors![ctx.counter(u.id).steps - u.steps]!;

function occupancy(ctx: ReadContext, side: string): Uint8Array {
  const a = new Uint8Array(ctx.map.size);
  for (const u of onMap(ctx, side)) a[ctx.map.cell(u.at!)] = 1;
  return a;
}

function moves(ctx: ReadContext, u: UnitState) {
  const enemy = occupancy(ctx, other(u.side));
  // Every enemy marker exerts a ZOC, decoys too: otherwise the legal moves would tell which is the decoy.
  const zoc = zonesOfControl(ctx.map, onMap(ctx, other(u.side)).map((e) => ctx.map.cell(e.at!)));
  return movementRange({ costs: foot(ctx), from: ctx.map.cell(u.at!), allowance: factors(ctx, u).movement, enemyOccupied: enemy, enemyZoc: zoc, zocRule: ZocRule.stopOnEntry, minimumMove: true });
}

function defendersAt(ctx: ReadContext, label: string, attacker: string) {
  return ctx.unitsAt(label).filter((u) => u.side === other(attacker) && u.steps > 0);
}

function eliminate(ctx: RulesContext, u: UnitState, why: string) {
  const steps = u.steps;
  ctx.updateUnit(u.id, { at: null, box: 'eliminated', steps: 0 });
  if (ctx.counter(u.id).type !== 'decoy') {
    const d = data(ctx);
    ctx.setData({ ...d, vp: { ...d.vp, [other(u.side)]: d.vp[other(u.side) as 'blue' | 'red'] + steps } });
  }
  ctx.emit({ type: 'eliminated', unit: u.id, why });
}

function loseStep(ctx: RulesContext, u: UnitState) {
  if (u.steps <= 1) return eliminate(ctx, u, 'last step lost');
  ctx.updateUnit(u.id, { steps: u.steps - 1 });
  const d = data(ctx);
  ctx.setData({ ...d, vp: { ...d.vp, [other(u.side)]: d.vp[other(u.side) as 'blue' | 'red'] + 1 } });
  ctx.emit({ type: 'stepLost', unit: u.id });
}

/** The defender's retreats after a DR and the attacker's advance after: the retreats procedure's state. */
type Retreats = { readonly target: string; readonly waiting: readonly string[]; readonly attackers: readonly string[] };
type PCtx = import('../../src/engine').ProcedureContext<G, Retreats>;
const retreatVerb = procedureVerb<G, Retreats>();

/** Opens the next retreat-or-step decision of a DR result, or the attacker's advance. */
function nextRetreat(ctx: PCtx) {
  const { waiting } = ctx.local;
  const [id] = waiting;
  if (id === undefined) return offerAdvance(ctx);
  const u = ctx.unit(id);
  const friendly = occupancy(ctx, u.side);
  const enemyZoc = uncontestedZoc(
    zonesOfControl(ctx.map, onMap(ctx, other(u.side)).map((e) => ctx.map.cell(e.at!))),
    friendly,
  );
  const options: Action[] = [{ type: 'resolve', side: u.side, unit: id, choice: 'step' }];
  const ends = retreatOneHex(ctx.map, ctx.map.cell(u.at!), [occupancy(ctx, other(u.side)), enemyZoc, foot(ctx).prohibitedCell]);
  for (const end of ends) options.push({ type: 'resolve', side: u.side, unit: id, choice: 'retreat', to: ctx.map.labels[end]! });
  ctx.decide({ side: u.side as G['side'], kind: 'retreat-or-step', prompt: `${id} must retreat one hex or lose a step`, rule: 'S4', options });
}

/** S4: the hexes next to `from` a unit may retreat into: none holding an enemy, in an uncontested enemy ZOC, or of terrain it may not enter. */
function retreatOneHex(map: HexMap, from: number, blocked: readonly Uint8Array[]): number[] {
  const ends: number[] = [];
  for (let d = 0; d < 6; d++) {
    const n = map.neighbors[from * 6 + d]!;
    if (n >= 0 && blocked.every((b) => b[n] === 0)) ends.push(n);
  }
  return ends.sort((a, b) => a - b);
}

function offerAdvance(ctx: PCtx) {
  const { target, attackers } = ctx.local;
  const alive = attackers.map((a) => ctx.unit(a)).filter((a) => a.steps > 0 && a.at !== null);
  if (defendersAt(ctx, target, alive[0]?.side ?? 'blue').length > 0 || alive.length === 0) return ctx.end();
  const side = alive[0]!.side as G['side'];
  ctx.decide({
    side,
    kind: 'advance',
    prompt: `${target} is empty: advance one attacker into it?`,
    rule: 'S5',
    options: [{ type: 'advance', side, unit: null, to: target }, ...alive.map((a): Action => ({ type: 'advance', side, unit: a.id, to: target }))],
  });
}

/** Answers the retreat-or-step decision (its options are the only legal actions). */
const resolve = retreatVerb({
  schema: z.object({ unit: z.string(), choice: z.enum(['step', 'retreat']), to: z.string().optional() }),
  rule: 'S4',
  apply(ctx, action) {
    const u = ctx.unit(action.unit);
    if (action.choice === 'step') loseStep(ctx, u);
    else {
      ctx.updateUnit(u.id, { at: action.to! });
      ctx.emit({ type: 'retreated', unit: u.id, to: action.to! });
    }
    ctx.setLocal({ ...ctx.local, waiting: ctx.local.waiting.slice(1) });
    nextRetreat(ctx);
  },
});

/** Answers the advance decision. */
const advance = retreatVerb({
  schema: z.object({ unit: z.string().nullable(), to: z.string() }),
  rule: 'S5',
  apply(ctx, action) {
    if (action.unit !== null) {
      ctx.updateUnit(action.unit, { at: action.to });
      ctx.emit({ type: 'advanced', unit: action.unit, to: action.to });
    }
    ctx.end();
  },
});

const retreats = kit.procedure<Retreats, Retreats>({
  rule: 'S4',
  start(ctx, args) {
    ctx.setLocal(args);
    nextRetreat(ctx);
    return ctx.local;
  },
  actions: { resolve, advance },
});

/** A refusal with a code, the skirmish's rule, and the reason. */
const no = (code: string, rule: string, message: string) => ({ code, rule, message: `${message} (${rule})` });

const move = kit.action({
  schema: z.object({ unit: z.string(), to: z.string() }),
  rule: 'S2',
  legal(ctx, side) {
    const done = data(ctx).done;
    return onMap(ctx, side)
      .filter((u) => !done.includes(u.id))
      .map((u) => ({ type: 'move', side, fixed: { unit: u.id }, choose: { to: [...moves(ctx, u).cells].map((c) => ctx.map.labels[c]!) } }))
      .filter((d) => d.choose.to.length > 0);
  },
  refuse(ctx, a) {
    if (!ctx.hasUnit(a.unit)) return no('unknown-unit', 'S2', `there is no unit ${a.unit}`);
    const u = ctx.unit(a.unit);
    if (u.side !== a.side) return no('not-yours', 'S2', `${a.side} does not command that unit`);
    if (u.at === null) return no('off-map', 'S2', `${u.id} is not on the map`);
    if (data(ctx).done.includes(u.id)) return no('already-moved', 'S2', `${u.id} has already moved this phase`);
    if (ctx.map.cellOfLabel(a.to) < 0) return { code: 'not-on-map', rule: 'S2', message: `"${a.to}" is not a hex of the map` };
    return no('out-of-reach', 'S2', `${u.id} cannot reach ${a.to} this turn`);
  },
  apply(ctx, action) {
    const u = ctx.unit(action.unit);
    const range = moves(ctx, u);
    const path = range.pathTo(ctx.map.cellOfLabel(action.to)).map((c) => ctx.map.labels[c]!);
    ctx.updateUnit(u.id, { at: action.to });
    ctx.setData({ ...data(ctx), done: [...data(ctx).done, u.id] });
    ctx.emitAbout(u, { type: 'moved', unit: u.id, path });
  },
});

const attack = kit.action({
  schema: z.object({ attackers: z.array(z.string()).min(1), target: z.string() }),
  rule: 'S3',
  legal(ctx, side) {
    const out: Action[] = [];
    const done = data(ctx).done;
    for (const a of onMap(ctx, side)) {
      if (done.includes(a.id) || ctx.counter(a.id).type === 'decoy') continue;
      for (const label of ctx.board.neighbours(a.at!)) {
        if (defendersAt(ctx, label, side).length > 0) out.push({ type: 'attack', side, attackers: [a.id], target: label });
      }
    }
    return out;
  },
  refuse(ctx, a) {
    for (const id of a.attackers) {
      if (!ctx.hasUnit(id)) return no('unknown-unit', 'S3', `there is no unit ${id}`);
      const u = ctx.unit(id);
      if (u.side !== a.side || u.at === null || ctx.counter(id).type === 'decoy') return no('not-yours', 'S3', `${id} cannot attack`);
      if (data(ctx).done.includes(id)) return no('already-attacked', 'S3', `${id} has already attacked this phase`);
      if (!ctx.board.adjacent(u.at, a.target)) return no('not-adjacent', 'S3', `${id} is not adjacent to ${a.target}`);
    }
    if (a.attackers.length > 1) return no('one-attacker', 'S3', 'each attack is made by one unit');
    return no('no-enemy', 'S3', `there is no enemy unit in ${a.target}`);
  },
  apply(ctx, action) {
    const target = action.target;
    const tc = ctx.map.cellOfLabel(target);
    const attackers = action.attackers.map((id) => ctx.unit(id));
    let defenders = defendersAt(ctx, target, action.side);
    ctx.setData({ ...data(ctx), done: [...data(ctx).done, ...attackers.map((a) => a.id)] });
    // The moment of combat reveals hidden attackers and defenders; decoys vanish.
    for (const a of attackers) {
      if (!a.hidden) continue;
      ctx.revealed();
      ctx.emit({ type: 'revealed', unit: a.id, marker: a.marker!, kind: ctx.counter(a.id).type });
      ctx.updateUnit(a.id, { hidden: false });
    }
    for (const d of defenders) {
      if (!d.hidden) continue;
      ctx.revealed();
      ctx.emit({ type: 'revealed', unit: d.id, marker: d.marker!, kind: ctx.counter(d.id).type });
      if (ctx.counter(d.id).type === 'decoy') eliminate(ctx, ctx.updateUnit(d.id, { hidden: false }), 'a decoy, revealed');
      else ctx.updateUnit(d.id, { hidden: false });
    }
    defenders = defendersAt(ctx, target, action.side);
    if (defenders.length === 0) return ctx.call('retreats', { target, waiting: [], attackers: attackers.map((a) => a.id) });
    const strength = attackers.reduce((s, a) => s + (factors(ctx, a).attack ?? 0), 0);
    const woods = ctx.map.terrainTypes[ctx.map.terrain[tc]!] === 'woods' ? 1 : 0;
    const defence = defenders.reduce((s, d) => s + factors(ctx, d).defence, 0) + woods;
    const column = oddsColumn(strength, defence, odds);
    const index = column.kind === 'column' ? column.index : column.kind === 'below' ? 0 : 3;
    const roll = ctx.random.die(6, `attack on ${target}`);
    const result = crtLookup(crt, index, roll);
    ctx.emit({ type: 'combat', target, attack: strength, defence, column: crt.columns[index]!, roll, result });
    const ids = attackers.map((a) => a.id);
    if (result === 'AE') for (const a of attackers) eliminate(ctx, a, 'attacker eliminated');
    if (result === 'AR' || result === 'EX') loseStep(ctx, attackers[0]!);
    if (result === 'DE') for (const d of defenders) eliminate(ctx, d, 'defender eliminated');
    if (result === 'EX') loseStep(ctx, ctx.unit(defenders[0]!.id));
    if (result === 'DR') return ctx.call('retreats', { target, waiting: defenders.map((d) => d.id), attackers: ids });
    if (result === 'DE') return ctx.call('retreats', { target, waiting: [], attackers: ids });
  },
});

const end = kit.action({
  legal: (_ctx, side) => [{ type: 'end', side }],
  apply(ctx, action) {
    ctx.emit({ type: 'phaseEnded', side: action.side, phase: ctx.phase });
    ctx.endPhase();
  },
});

/** The skirmish test game. */
export const skirmish = kit.defineGame({
  id: 'skirmish',
  title: 'Skirmish (test game)',
  version: '1.0.0',
  map,
  counters: [
    infantry('b1', 'blue'),
    infantry('b2', 'blue'),
    infantry('b3', 'blue'),
    infantry('r1', 'red'),
    infantry('r2', 'red'),
    { id: 'r3', side: 'red', name: 'decoy', type: 'decoy', steps: 1, factors: [{ attack: 0, defence: 0, movement: 4 }] },
  ],
  scenarios: { meeting: { title: 'Meeting engagement' } },
  setup(ctx) {
    const markers = ctx.random.shuffle(['?1', '?2', '?3'], 'hidden unit markers');
    return {
      units: [
        { id: 'b1', side: 'blue', at: 'A3', steps: 2 },
        { id: 'b2', side: 'blue', at: 'A4', steps: 2 },
        { id: 'b3', side: 'blue', at: 'B2', steps: 2 },
        { id: 'r1', side: 'red', at: 'G3', steps: 2, hidden: true, marker: markers[0]! },
        { id: 'r2', side: 'red', at: 'G4', steps: 2, hidden: true, marker: markers[1]! },
        { id: 'r3', side: 'red', at: 'H2', steps: 1, hidden: true, marker: markers[2]! },
      ],
      data: { vp: { blue: 0, red: 0 }, done: [] },
    };
  },
  // Marks the tests set on units; the skirmish's own rules keep who moved in its data.
  flags: { moved: { until: 'game' }, spotted: { until: 'game' } },
  phases: {
    movement: { enter: (ctx) => ctx.setData({ ...data(ctx), done: [] }), actions: { move } },
    combat: { enter: (ctx) => ctx.setData({ ...data(ctx), done: [] }), actions: { attack } },
  },
  actions: { end },
  procedures: { retreats },
  checkResult(ctx) {
    for (const side of ['blue', 'red']) {
      const real = onMap(ctx, side).filter((u) => ctx.counter(u.id).type !== 'decoy');
      if (real.length === 0) return { winner: other(side), reason: `${side} has no combat units left`, vp: data(ctx).vp };
    }
    return null;
  },
  finalResult(ctx) {
    const { vp } = data(ctx);
    const held = ctx.unitsAt('F4')[0]?.side;
    const blue = vp.blue + (held === 'blue' ? 3 : 0);
    const red = vp.red + (held === 'red' ? 3 : 0);
    if (blue === red) return { winner: null, reason: 'equal victory points', vp: { blue, red } };
    return { winner: blue > red ? 'blue' : 'red', reason: 'more victory points after six turns', vp: { blue, red } };
  },
  viewData(ctx, side) {
    // The list of units that moved names hidden units: others see only their own and revealed ones.
    const d = data(ctx);
    return { ...d, done: d.done.filter((id) => { const u = ctx.unit(id); return u.side === side || !u.hidden; }) };
  },
  invariants(ctx) {
    const broken: string[] = [];
    const where = new Map<string, string>();
    for (const u of ctx.units()) {
      if (u.steps < 0 || u.steps > ctx.counter(u.id).steps) broken.push(`${u.id} has ${u.steps} steps`);
      if ((u.steps === 0) !== (u.at === null)) broken.push(`${u.id}: steps ${u.steps} but hex ${u.at}`);
      if (u.at === null) continue;
      const other = where.get(u.at);
      if (other !== undefined && other !== u.side) broken.push(`${u.at} holds units of both sides`);
      where.set(u.at, u.side);
      if (ctx.map.terrainTypes[ctx.map.terrain[ctx.map.cell(u.at)]!] === 'lake') broken.push(`${u.id} is in a lake`);
    }
    return broken;
  },
  bot: {
    score(_ctx, action) {
      if (action.type === 'attack') return 10;
      if (action.type === 'resolve') return action['choice'] === 'retreat' ? 2 : 1;
      if (action.type === 'advance') return action['unit'] === null ? 0 : 1;
      if (action.type === 'move') return 5 - Math.abs((action['to'] as string).charCodeAt(0) - 'F'.charCodeAt(0));
      return 0;
    },
  },
});
