/**
 * The bots: one plan per side, deterministic, built on the same legality
 * checks as the verbs. Tan lands, drives his tanks at the command post
 * (flattening wire on the way), routes his infantry through passable wire (or
 * cuts it when stuck against it) and fires everything he can. Green holds his
 * positions, brings reinforcements up to the command post and fires
 * everything he can. The heuristic bot plays these plans for either side; in
 * the solo variant the engine plays Tan's plan itself, inside the rules.
 *
 * @module
 */
import { affordablePath, backOff, baseToLine, baseToPolygon, checkPath, derive, descriptorContains, distanceToBase, pointDistance, type Action, type ActionDescriptor, type BotContext, type MovementProfile, type PlacedUnit, type TableFigure, type TablePoint, type TablePosition } from 'hexwar';
import { COMMAND_POST } from '../data/table';
import { PROFILES } from '../data/tables';
import { dueToLand, moves, movers, whyNotWire } from './movement';
import { counterOf, flag, objectPolygon, tableState } from './figures';
import { fire, shell, throwGrenade } from './fire';
import { enemyOf, type Ctx, type G, type Side, type WCtx } from './types';

/** The order the bot writes down for Tan: a tank and a unit of infantry each on turns 1 and 3, then infantry, the jeep last. */
export const BOT_ORDER: readonly string[] = ['t-tank1', 't1', 't-tank2', 't2', 't3', 't4', 't5', 't-jeep'];
/** Where the bot lands each Tan unit along the sea edge (y, inches). */
const LANDING: Readonly<Record<string, number>> = { 't-tank1': 20, 't-tank2': 28, 't-jeep': 24, t1: 12, t2: 36, t3: 16, t4: 32, t5: 24 };

/** Where Tan's men make for: just west of the command post, in contact with it. */
const GOAL: TablePoint = { x: 55, y: 24 };

// ---------------------------------------------------------------- routes

/** True if a mover can go straight from a to b (wire as it stands, no solid object in the way). */
function clear(ctx: Ctx, profile: MovementProfile, a: TablePoint, b: TablePoint): boolean {
  return checkPath(ctx.board.table, profile, [a, b], { state: tableState(ctx), allowance: Infinity }).ok;
}

/** Points a route may pass: the middle of every passable wire section and the ends of the wire belts. */
function waypoints(ctx: Ctx): TablePoint[] {
  const out: TablePoint[] = [];
  for (const o of ctx.board.table.data.obstacles ?? []) {
    const a = o.line[0]!;
    const b = o.line[o.line.length - 1]!;
    if (ctx.data.table.passable.includes(o.id)) out.push({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    // Around the ends of a section that stops short of the table's edge.
    for (const p of [a, b]) if (p.y > 1 && p.y < ctx.board.table.height - 1) out.push({ x: p.x, y: p.y + (p === a ? -1.5 : 1.5) });
  }
  return out.filter((p) => p.x >= 0 && p.y >= 0 && p.x <= ctx.board.table.width && p.y <= ctx.board.table.height);
}

/** Each waypoint's distance to the goal along clear legs (a small Dijkstra), once per state of the table. */
function routeTable(ctx: Ctx, profile: MovementProfile): { points: TablePoint[]; toGoal: number[] } {
  return derive(ctx.data.table, `route:${profile.name}`, () => {
    const points = [GOAL, ...waypoints(ctx)];
    const toGoal = points.map((_, i) => (i === 0 ? 0 : Infinity));
    const done = points.map(() => false);
    for (;;) {
      let k = -1;
      for (let i = 0; i < points.length; i++) if (!done[i] && toGoal[i]! < Infinity && (k < 0 || toGoal[i]! < toGoal[k]!)) k = i;
      if (k < 0) break;
      done[k] = true;
      for (let i = 0; i < points.length; i++) {
        if (done[i]) continue;
        const d = toGoal[k]! + pointDistance(points[i]!, points[k]!);
        if (d < toGoal[i]! && clear(ctx, profile, points[i]!, points[k]!)) toGoal[i] = d;
      }
    }
    return { points, toGoal };
  });
}

/** How far a point is from the goal by clear legs through the waypoints (Infinity if no route). */
function routeDistance(ctx: Ctx, profile: MovementProfile, p: TablePoint): { distance: number; via: number } {
  const { points, toGoal } = routeTable(ctx, profile);
  let best = { distance: Infinity, via: -1 };
  for (let i = 0; i < points.length; i++) {
    const d = pointDistance(p, points[i]!) + toGoal[i]!;
    if (d < best.distance && clear(ctx, profile, p, points[i]!)) best = { distance: d, via: i };
  }
  return best;
}

/** The legal move that gets a figure furthest along its route to the goal, and how much nearer it gets. */
function bestMove(ctx: Ctx, f: TableFigure): { path: TablePoint[]; progress: number } | null {
  const u = ctx.unit(f.id);
  const profile = PROFILES[counterOf(f.id).class];
  const options = { state: tableState(ctx), allowance: Math.max(0, 1 - ((flag<number>(u, 'spent') ?? 0) as number)), hull: moves.hull(ctx, u as PlacedUnit) };
  const here = routeDistance(ctx, profile, f.at);
  const { points } = routeTable(ctx, profile);
  const tries: TablePoint[][] = [];
  if (here.via >= 0) tries.push([f.at, points[here.via]!, ...(here.via === 0 ? [] : [GOAL])]);
  tries.push([f.at, GOAL]);
  let best: { path: TablePoint[]; progress: number } | null = null;
  for (const t of tries) {
    const path = affordablePath(ctx.board.table, profile, t, options);
    if (path.length < 2) continue;
    const end = path[path.length - 1]!;
    const there = routeDistance(ctx, profile, end).distance;
    const progress = (Number.isFinite(here.distance) ? here.distance : pointDistance(f.at, GOAL) + 50) - (Number.isFinite(there) ? there : pointDistance(end, GOAL) + 50);
    const clean = path.map((p) => ({ x: Math.round(p.x * 1000) / 1000 + 0, y: Math.round(p.y * 1000) / 1000 + 0 }));
    clean[0] = { x: f.at.x, y: f.at.y };
    if (moves.problem(ctx, u as PlacedUnit, clean, false).problem !== null) continue;
    if (!best || progress > best.progress) best = { path: clean, progress };
  }
  return best;
}

// ---------------------------------------------------------------- movement

/** What a plan does with one figure: move it along a path, keep it where it is, or set it to work on a wire section. */
type Plan = { readonly path: TablePoint[] } | { readonly wire: string } | null;

const staying = (f: TableFigure): Plan => ({ path: [{ x: f.at.x, y: f.at.y }] });

/** Tan's plan for one figure that may move. */
function tanPlan(ctx: Ctx, f: TableFigure): Plan {
  const c = counterOf(f.id);
  const greens = ctx.board.figuresOf('green');
  const nearestGreen = Math.min(Infinity, ...greens.map((g) => pointDistance(g.at, f.at)));
  if (c.type === 'tank' && nearestGreen < 14) return staying(f);
  if (c.type === 'jeep' && nearestGreen < 20) return staying(f);
  if (c.type === 'infantry' && baseToPolygon(f, objectPolygon(ctx, COMMAND_POST)!) <= 0.9) return staying(f);
  const move = bestMove(ctx, f);
  if (c.type === 'infantry' && (!move || move.progress < 1)) {
    // Stuck against wire: work on it (a second man on the same section makes it passable at the end of the turn).
    const wire = (ctx.board.table.data.obstacles ?? []).find((o) => !ctx.data.table.passable.includes(o.id) && baseToLine(f, o.line) <= 1 - 0.05);
    if (wire && whyNotWire(ctx.unit(f.id), 'tan') === null) return { wire: wire.id };
  }
  return move && move.progress > 0.05 ? { path: move.path } : staying(f);
}

/** Where Green's reinforcements take post: a line west of the command post, one column a unit. */
function postOf(f: TableFigure): TablePoint | null {
  const c = counterOf(f.id);
  const m = /^g(\d+)-/.exec(f.id);
  if (c.type !== 'infantry' || !m || Number(m[1]) < 3) return null;
  const k = Number(m[1]) - 3;
  const i = ['officer', 'sergeant', 'rifle1', 'rifle2', 'rifle3', 'sniper', 'at', 'shotgun'].indexOf(c.role);
  return { x: 54 - 2 * (k % 4), y: 17 + 2 * i + (k >= 4 ? 1 : 0) };
}

/** Green's plan for one figure that may move: reinforcements go to their posts; everyone else holds (and is left out of the move). */
function greenPlan(ctx: Ctx, f: TableFigure): Plan {
  const post = postOf(f);
  if (!post || pointDistance(post, f.at) < 0.3) return null;
  const path = affordablePath(ctx.board.table, PROFILES.infantry, [f.at, post], { state: tableState(ctx), allowance: 1, hull: moves.hull(ctx, ctx.unit(f.id) as PlacedUnit) }).map((p) => ({ x: Math.round(p.x * 1000) / 1000 + 0, y: Math.round(p.y * 1000) / 1000 + 0 }));
  path[0] = { x: f.at.x, y: f.at.y };
  return path.length < 2 || moves.problem(ctx, ctx.unit(f.id) as PlacedUnit, path, false).problem !== null ? null : { path };
}

/** A path cut back (a quarter inch at a time, to three decimals) until it is a legal move ending on no other figure (`ends`: where the unit's figures moved so far end); the figure stays put if none is. */
function clearOf(ctx: Ctx, id: string, path: readonly TablePoint[], ends: ReadonlyMap<string, TablePosition>): TablePoint[] {
  const u = ctx.unit(id) as PlacedUnit;
  const rounded = (part: readonly TablePoint[]) => [{ x: u.at.x, y: u.at.y }, ...part.slice(1).map((p) => ({ x: Math.round(p.x * 1000) / 1000 + 0, y: Math.round(p.y * 1000) / 1000 + 0 }))];
  const part = backOff(path, (p) => moves.problem(ctx, u, rounded(p), false, ends).problem === null);
  return part.length > 1 ? rounded(part) : [{ x: u.at.x, y: u.at.y }];
}

function movementAction(ctx: Ctx, side: Side): Action {
  if (side === 'tan') {
    const due = dueToLand(ctx)[0];
    if (due) return { type: 'land', side, unit: due, y: LANDING[due] ?? 24 };
  } else if (ctx.data.reinforcing.length) return { type: 'reinforce', side, unit: ctx.data.reinforcing[0]!, y: 24 };
  const teams = [...new Set(ctx.board.figuresOf(side).map((f) => counterOf(f.id).team))];
  for (const team of teams) {
    const paths: Record<string, TablePoint[]> = {};
    const ends = new Map<string, TablePosition>();
    for (const u of movers(ctx, team, side)) {
      const f = ctx.board.figure(u.id)!;
      const plan = side === 'tan' ? tanPlan(ctx, f) : greenPlan(ctx, f);
      if (plan && 'wire' in plan) return { type: 'cutWire', side, figure: u.id, wire: plan.wire };
      if (!plan) continue;
      // Two figures never end on one spot: pull back along the path until the end is clear.
      const path = plan.path.length > 1 ? clearOf(ctx, u.id, plan.path, ends) : plan.path;
      paths[u.id] = path;
      if (path.length > 1) ends.set(u.id, moves.endOf(u as PlacedUnit, moves.problem(ctx, u as PlacedUnit, path, false, ends).check!));
    }
    if (Object.keys(paths).length) return { type: 'move', side, unit: team, paths };
  }
  return { type: 'endMovement', side };
}

// ---------------------------------------------------------------- fire

/** The best point for a shell or grenade: on an enemy man, with the most enemy men within the blast and none of one's own within the blast and its scatter. */
function bestAim(ctx: Ctx, f: TableFigure, reach: number, radius: number, scatter: number, sight: boolean): TablePoint | null {
  const foes = ctx.board.figuresOf(enemyOf(f.side)).filter((e) => e.class === 'infantry' && distanceToBase(e.at, f) <= reach - 0.05);
  let best: { at: TablePoint; score: number } | null = null;
  for (const e of foes) {
    if (sight && !ctx.board.sight(f.at, e.at, { state: tableState(ctx) })) continue;
    const caught = ctx.board.within(e.at, radius, { measure: 'base' }).filter((x) => x.class === 'infantry' && x.side !== f.side).length;
    const ours = ctx.board.within(e.at, radius + scatter, { measure: 'base' }).filter((x) => x.side === f.side && x.class !== 'tracked').length;
    if (ours > 0) continue;
    if (!best || caught > best.score) best = { at: { x: e.at.x, y: e.at.y }, score: caught };
  }
  return best ? best.at : null;
}

const VALUE = { tank: 10, jeep: 4, emplacement: 1 } as const;

function fireAction(ctx: Ctx, side: Side): Action {
  const lists = { fire: fire.fire.legal!(ctx, side), grenade: throwGrenade.legal!(ctx, side), shell: shell.legal!(ctx, side) } as { fire: ActionDescriptor[]; grenade: ActionDescriptor[]; shell: ActionDescriptor[] };
  const mine = (list: readonly ActionDescriptor[], id: string) => list.filter((d) => d.fixed?.['figure'] === id);
  for (const f of ctx.board.figuresOf(side)) {
    const fires = mine(lists.fire, f.id);
    const c = counterOf(f.id);
    if (c.type === 'tank') {
      if (!mine(lists.shell, f.id).length && !fires.length) continue;
      const solid = fires.flatMap((d) => (d.choose?.['target'] ?? []) as string[]).map((id) => ({ id, kind: ctx.board.figure(id)?.class === 'tracked' ? 'tank' : ctx.board.figure(id) ? 'jeep' : 'emplacement' }) as const);
      const top = solid.sort((a, b) => VALUE[b.kind] - VALUE[a.kind])[0];
      if (top && top.kind !== 'emplacement') return { type: 'fire', side, figure: f.id, target: top.id };
      const aim = mine(lists.shell, f.id).length ? bestAim(ctx, f, 36, 3, 4, true) : null;
      if (aim) return { type: 'shell', side, figure: f.id, at: aim };
      if (top && top.id !== COMMAND_POST) return { type: 'fire', side, figure: f.id, target: top.id };
      continue;
    }
    if (mine(lists.grenade, f.id).length) {
      const aim = bestAim(ctx, f, 4, 1, 1.5, false);
      if (aim && ctx.board.within(aim, 1, { measure: 'base' }).filter((x) => x.side !== side && x.class === 'infantry').length >= 2) return { type: 'throwGrenade', side, figure: f.id, at: aim };
    }
    const two = fires.find((d) => d.choose?.['also']);
    if (two) return { type: 'fire', side, figure: f.id, target: two.fixed!['target'] as string, also: (two.choose!['also'] as string[])[0]! };
    const one = fires.find((d) => d.choose?.['target']);
    if (one) return { type: 'fire', side, figure: f.id, target: (one.choose!['target'] as string[])[0]! };
  }
  return { type: 'endFire', side };
}

// ---------------------------------------------------------------- the plans

/** The next action of a side's plan now (the bot's choice; `null` if the side has nothing to do). */
export function nextAction(ctx: Ctx, side: Side): Action | null {
  if (ctx.state.result) return null;
  if (ctx.phase === 'seal') return side === 'tan' && ctx.data.order === null ? { type: 'writeOrder', side, order: [...BOT_ORDER] } : null;
  if (ctx.active !== side) return null;
  if (ctx.phase === 'movement') return movementAction(ctx, side);
  if (ctx.phase === 'fire') return fireAction(ctx, side);
  return null;
}

/** The heuristic bot's candidates: the plan's next action when it is listed, else none (the bot then plays at random among the legal actions). */
export function candidates(ctx: BotContext<G>, descriptors: readonly ActionDescriptor[]): Action[] {
  const a = nextAction(ctx, ctx.side as Side);
  return a && descriptors.some((d) => descriptorContains(d, a)) ? [a] : [];
}

/** Every verb the solo variant's engine-played Tan may use, by type. */
export type SoloVerbs = Readonly<Record<string, { legal?(ctx: never, side: never): readonly unknown[]; check?(ctx: never, a: never): string | null; apply(ctx: never, a: never): void }>>;

/**
 * The solo variant: the engine plays Tan's phase by Tan's plan, each action
 * checked against the legal ones exactly as a player's would be, until the
 * plan ends the phase.
 */
export function playTan(ctx: WCtx, verbs: SoloVerbs): void {
  for (let guard = 0; guard < 1000; guard++) {
    const a = nextAction(ctx, 'tan');
    if (!a) break;
    const verb = verbs[a.type];
    const legal = (verb?.legal?.(ctx as never, 'tan' as never) ?? []) as readonly ActionDescriptor[];
    const listed = legal.find((d) => 'type' in d && descriptorContains(d, a));
    // The plan is built on the verbs' own checks: an action they refuse is a defect, reported as one.
    if (!verb || !listed || (listed.open && verb.check?.(ctx as never, a as never))) throw new Error(`the solo Tan plan chose an action the rules refuse: ${JSON.stringify(a).slice(0, 300)}`);
    verb.apply(ctx as never, a as never);
    if (a.type === 'endMovement' || a.type === 'endFire') return;
  }
  ctx.endPhase();
}
