/**
 * The bots: one plan per side, deterministic, built on the same legality
 * checks as the verbs. Tan writes one of many sensible arrival orders (the
 * bot's seed picks it), lands, drives his tanks at the command post
 * (flattening wire on the way), routes his infantry through passable wire (or
 * cuts it when stuck against it) and fires everything he can. Green holds his
 * emplacements until Tan's infantry near the command post, then falls back to
 * it; reinforcements come up to the post; he fires everything he can. A
 * sergeant throws his grenade (and a tank fires a shell) where its expected
 * kills, scatter and cover counted, beat the shot he has instead. The
 * heuristic bot plays these plans for either side; in the solo variant the
 * engine plays Tan's plan itself, inside the rules.
 *
 * @module
 */
import { derive, type Action, type ActionDescriptor, type ActionMap, type BotContext } from 'hexwar';
import {
  bestBlastAim, obstacleWaypoints, placedUnit, routeMove, teamMove, shotWorth, tableRoutes,
  type TableRoutes, baseToLine, baseToPolygon, checkPath, distanceToBase, pointDistance, type BlastVictim,
  type MovementProfile, type TableFigure, type TablePoint
} from 'hexwar/tabletop';
import { planCandidates, playPlan } from 'hexwar/bots';
import { JEEP_CAPACITY, TAN_ARRIVALS } from '../data/forces';
import { COMMAND_POST, GREEN_SETUP, TABLE } from '../data/table';
import { CONTACT, PROFILES, WEAPONS } from '../data/tables';
import { dueToLand, exitSpots, jeepsNear, moves, movers, whyNotMount, whyNotWire } from './movement';
import { aboardOf, commandPost, counterOf, figureOf, gap, membersAlive, passengers, tableState } from './figures';
import { fire, shell, throwGrenade } from './fire';
import { enemyOf, type Ctx, type G, type Side, type WCtx } from './types';

/**
 * The orders the bot may write down for Tan: a tank with a unit of infantry on
 * each of turns 1 and 3 (the tanks go first to flatten the wire), the jeep
 * with infantry on turn 5 or 7, the infantry in any order. The heuristic bot
 * picks one by its seed, so Green cannot learn one order by heart.
 */
function arrivalOrders(): string[][] {
  const infantry = TAN_ARRIVALS.filter((u) => !u.startsWith('t-'));
  const orders: string[][] = [];
  const permute = (rest: readonly string[], done: readonly string[]): void => {
    if (rest.length === 0) {
      for (const tanks of [['t-tank1', 't-tank2'], ['t-tank2', 't-tank1']])
        for (let jeep = 4; jeep < 8; jeep++) {
          const order = [tanks[0]!, done[0]!, tanks[1]!, ...done.slice(1)];
          order.splice(jeep, 0, 't-jeep');
          orders.push(order);
        }
      return;
    }
    rest.forEach((u, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...done, u]));
  };
  permute(infantry, []);
  return orders;
}
/** Where the bot lands each Tan unit along the sea edge (y, inches). */
const LANDING: Readonly<Record<string, number>> = { 't-tank1': 20, 't-tank2': 28, 't-jeep': 24, t1: 12, t2: 36, t3: 16, t4: 32, t5: 24 };

/** Where Tan's men make for: just west of the command post, in contact with it. */
const GOAL: TablePoint = { x: 55, y: 24 };

// ---------------------------------------------------------------- routes

/** Routes to the goal round the wire (through passable sections, round the ends), once per state of the table: cut or flattened wire opens new legs. */
const routes = (ctx: Ctx, profile: MovementProfile): TableRoutes =>
  derive(ctx.data.table, `route:${profile.name}`, () => {
    // The routes' legs are tried lazily, long after this call: they read the table as it is now, never
    // through ctx, which goes on to later states (a second apply of the same action then planned other moves).
    const table = ctx.board.table;
    const state = tableState(ctx);
    return tableRoutes(GOAL, obstacleWaypoints(table.data, state), (a, b) => checkPath(table, profile, [a, b], { state, allowance: Infinity }).ok);
  });

/** The legal move that gets a figure furthest along its route to the goal, and how much nearer it gets. */
const bestMove = (ctx: Ctx, f: TableFigure) => routeMove(moves, ctx, placedUnit(ctx, f.id), routes(ctx, PROFILES[counterOf(f.id).class]));

// ---------------------------------------------------------------- the jeep as a ferry

/** Turns the jeep waits on the beach for the unit it landed with to climb in. */
const LOAD_TURNS = 2;
/** How near the goal (inches) the jeep drives its passengers before they get out. */
const UNLOAD_NEAR = 14;
/** How near a Green figure (inches) the jeep stops and lets its passengers out. */
const UNLOAD_UNDER_FIRE = 10;

/** What Tan's jeep does this turn: wait for its unit to climb in, drive them, let them out, or (empty) act as a fighting vehicle. */
type Ferry = 'load' | 'drive' | 'unload' | 'empty';

/** The infantry unit the jeep landed with (its pair in Tan's written order), if it is infantry. */
function jeepPartner(ctx: Ctx, jeep: string): string | undefined {
  const order = ctx.data.order;
  const k = order ? order.indexOf(jeep) : -1;
  const partner = k >= 0 ? order![k ^ 1] : undefined;
  return partner && partner !== jeep && TAN_INFANTRY.has(partner) ? partner : undefined;
}
const TAN_INFANTRY: ReadonlySet<string> = new Set(TAN_ARRIVALS.filter((u) => !u.startsWith('t-')));

/**
 * The jeep's part in Tan's plan. It lands beside the infantry unit it arrives
 * with and waits up to two turns for them to climb in (half a turn each);
 * then drives them at three times their pace toward the command post, and
 * lets them out 14" from it, when Green is within 10", or when it can get no
 * further (wire not yet flattened).
 */
function ferry(ctx: Ctx, j: TableFigure): Ferry {
  if (j.side !== 'tan' || j.class !== 'wheeled') return 'empty';
  const riders = passengers(ctx, j.id);
  const partner = jeepPartner(ctx, j.id);
  const landed = ctx.data.arrived.find((a) => a.unit === j.id)?.turn;
  const waiting = partner ? membersAlive(ctx, partner).filter((u) => !aboardOf(u)) : [];
  const stuck = ctx.unit(j.id).flags?.immobilised === true;
  if (!stuck && waiting.length && landed !== undefined && ctx.turn <= landed + LOAD_TURNS && riders.length + waiting.length <= JEEP_CAPACITY) return 'load';
  if (!riders.length) return 'empty';
  if (stuck || pointDistance(j.at, GOAL) <= UNLOAD_NEAR) return 'unload';
  if (ctx.board.figuresOf('green').some((g) => pointDistance(g.at, j.at) < UNLOAD_UNDER_FIRE)) return 'unload';
  // Driven this turn: the passengers ride on (the move left, none, says nothing about next turn's).
  if ((ctx.unit(j.id).flags?.spent ?? 0) > 0) return 'drive';
  const move = bestMove(ctx, j);
  return move && move.progress >= 1 ? 'drive' : 'unload';
}

/** Tan's jeeps on the table. */
const tanJeeps = (ctx: Ctx): TableFigure[] => ctx.board.figuresOf('tan').filter((f) => f.class === 'wheeled');

/** A man getting in or out of Tan's jeep now, if the ferry plan has one to do: out at the spot nearest the command post; in if he touches it. */
function ferryAction(ctx: Ctx): Action | null {
  for (const j of tanJeeps(ctx)) {
    const mode = ferry(ctx, j);
    if (mode === 'unload') {
      for (const u of passengers(ctx, j.id)) {
        if (u.flags?.boarded === true || whyNotMount(u, 'tan') !== null) continue;
        const spot = exitSpots(ctx, j.id, u.id).sort((a, b) => pointDistance(a, GOAL) - pointDistance(b, GOAL))[0];
        if (spot) return { type: 'alight', side: 'tan', figure: u.id, at: spot };
      }
    } else if (mode === 'load') {
      const partner = jeepPartner(ctx, j.id);
      for (const [man, jeeps] of jeepsNear(ctx, 'tan')) {
        if (jeeps.includes(j.id) && counterOf(man).team === partner && whyNotMount(ctx.unit(man), 'tan') === null) return { type: 'board', side: 'tan', figure: man, jeep: j.id };
      }
    }
  }
  return null;
}

/** Where a man of the jeep's unit goes while it waits for him: the nearest free spot beside it, touching it. */
function toTheJeep(ctx: Ctx, f: TableFigure): Plan | undefined {
  const j = tanJeeps(ctx).find((x) => jeepPartner(ctx, x.id) === counterOf(f.id).team && ferry(ctx, x) === 'load');
  if (!j) return undefined;
  if (jeepsNear(ctx, 'tan').get(f.id)?.includes(j.id)) return staying(f);
  const spots = exitSpots(ctx, j.id, f.id)
    .filter((p) => gap({ ...f, at: { ...f.at, x: p.x, y: p.y } }, j) <= CONTACT - 0.05)
    .sort((a, b) => pointDistance(a, f.at) - pointDistance(b, f.at));
  const u = placedUnit(ctx, f.id);
  for (const spot of spots) {
    const path = moves.toward(ctx, u, [spot]);
    if (path.length > 1) return { path };
  }
  return staying(f);
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
  if (c.type === 'jeep') {
    const mode = ferry(ctx, f);
    // Loading: left out of the unit's move until its men are in (then it drives the same turn).
    if (mode === 'load') return null;
    if (mode === 'unload' || (mode === 'empty' && nearestGreen < 20)) return staying(f);
  }
  if (c.type === 'infantry') {
    const boarding = toTheJeep(ctx, f);
    if (boarding) return boarding;
  }
  if (c.type === 'infantry' && baseToPolygon(f, commandPost(ctx)) <= 0.9) return staying(f);
  const move = bestMove(ctx, f);
  if (c.type === 'infantry' && (!move || move.progress < 1)) {
    // Stuck against wire: work on it (a second man on the same section makes it passable at the end of the turn).
    const wire = (ctx.board.table.data.obstacles ?? []).find((o) => !ctx.data.table.passable.includes(o.id) && baseToLine(f, o.line) <= 1 - 0.05);
    if (wire && whyNotWire(ctx.unit(f.id), 'tan') === null) return { wire: wire.id };
  }
  return move && move.progress > 0.05 ? { path: move.path } : staying(f);
}

const ROLE_ORDER = ['officer', 'sergeant', 'rifle1', 'rifle2', 'rifle3', 'sniper', 'at', 'shotgun'];

/**
 * Where the units Green starts with fall back to: G1 round the north half of
 * the command post, G2 round its south half, four of each in contact with its
 * walls (a Green man in contact stops a capture), the rest 2–4" out; every man
 * at least 2.4" from the next, so a shell's 3" blast takes two or three, not
 * half a unit packed against a wall.
 */
const FALLBACK: Readonly<Record<string, readonly TablePoint[]>> = {
  g1: [{ x: 56.5, y: 20.4 }, { x: 59.5, y: 20.4 }, { x: 60.6, y: 22.5 }, { x: 55.4, y: 22.5 }, { x: 54, y: 18 }, { x: 58, y: 17.5 }, { x: 62, y: 19 }, { x: 63.5, y: 22.5 }],
  g2: [{ x: 60.6, y: 25.5 }, { x: 59.5, y: 27.6 }, { x: 56.5, y: 27.6 }, { x: 55.4, y: 25.5 }, { x: 54, y: 30 }, { x: 58, y: 30.5 }, { x: 62, y: 29 }, { x: 63.5, y: 25.5 }],
};

/** Where a Green infantryman takes post: reinforcements on a line west of the command post, one column a unit, the first in contact with its wall; the starting units at the post. */
function postOf(f: TableFigure): TablePoint | null {
  const c = counterOf(f.id);
  const m = /^g(\d+)-/.exec(f.id);
  if (c.type !== 'infantry' || !m) return null;
  const i = ROLE_ORDER.indexOf(c.role);
  if (Number(m[1]) < 3) return FALLBACK[`g${m[1]}`]![i]!;
  const k = Number(m[1]) - 3;
  return { x: 55.4 - 2 * (k % 4), y: 17 + 2 * i + (k >= 4 ? 1 : 0) };
}

/** Moves a man needs to come into contact with the command post from `d` inches off its walls, at `speed` a turn. */
const movesToContact = (d: number, speed: number): number => Math.max(0, Math.ceil((d - CONTACT) / speed - 1e-9));

/**
 * A unit Green starts with holds its emplacement until Tan's infantry could
 * reach the command post no more than a turn after the unit's farthest man
 * could from his emplacement: then it falls back, to stand at the post before
 * Tan can reach it unopposed. Counted in turns, not inches (men in a jeep are
 * driven a jeep's move and walk on from there), and from where the unit
 * started, so a unit once on its way keeps going.
 */
function fallingBack(ctx: Ctx, team: string): boolean {
  const cp = commandPost(ctx);
  const walk = PROFILES.infantry.speed;
  const threats = ctx.board
    .figuresOf('tan')
    .flatMap((f) =>
      f.class === 'infantry' ? [movesToContact(baseToPolygon(f, cp), walk)] : f.class === 'wheeled' && passengers(ctx, f.id).length > 0 ? [1 + movesToContact(Math.max(0, baseToPolygon(f, cp) - PROFILES.wheeled.speed), walk)] : []
    );
  return threats.length > 0 && Math.min(...threats) <= (START_MOVES.get(team) ?? 0) + 1;
}

/** For each unit Green starts with, the moves its farthest man needs from his starting place to the command post (the set-up's, so fixed). */
const START_MOVES: ReadonlyMap<string, number> = (() => {
  const cp = TABLE.objects?.find((o) => o.id === COMMAND_POST)?.polygon;
  if (!cp) throw new Error(`the table has no object "${COMMAND_POST}", the command post`);
  const need = new Map<string, number>();
  for (const [id, at] of Object.entries(GREEN_SETUP)) {
    const c = counterOf(id);
    if (c.type === 'infantry') need.set(c.team, Math.max(need.get(c.team) ?? 0, movesToContact(baseToPolygon({ at, base: c.base }, cp), PROFILES.infantry.speed)));
  }
  return need;
})();

/** Green's plan for one figure that may move: reinforcements go to their posts, the starting units fall back to the post when Tan gets near it; everyone else holds (and is left out of the move). */
function greenPlan(ctx: Ctx, f: TableFigure, falling: (team: string) => boolean): Plan {
  const post = postOf(f);
  if (!post || pointDistance(post, f.at) < 0.3) return null;
  const team = counterOf(f.id).team;
  if (FALLBACK[team] && !falling(team)) return null;
  const path = moves.toward(ctx, placedUnit(ctx, f.id), [post]);
  return path.length < 2 ? null : { path };
}

function movementAction(ctx: Ctx, side: Side): Action {
  if (side === 'tan') {
    // The jeep lands first, where the unit it arrives with will land: the men come ashore in a line against its bonnet.
    const dueNow = dueToLand(ctx);
    const due = dueNow.includes('t-jeep') ? 't-jeep' : dueNow[0];
    if (due) {
      const partner = due === 't-jeep' ? jeepPartner(ctx, due) : undefined;
      return { type: 'land', side, unit: due, y: LANDING[partner ?? due] ?? 24 };
    }
    const ferrying = ferryAction(ctx);
    if (ferrying) return ferrying;
  } else if (ctx.data.reinforcing.length) return { type: 'reinforce', side, unit: ctx.data.reinforcing[0]!, y: 24 };
  const teams = [...new Set(ctx.board.figuresOf(side).map((f) => counterOf(f.id).team))];
  // Whether a unit falls back is the same for each of its men: asked once a unit.
  const fell = new Map<string, boolean>();
  const falling = (team: string): boolean => {
    let f = fell.get(team);
    if (f === undefined) fell.set(team, (f = fallingBack(ctx, team)));
    return f;
  };
  for (const team of teams) {
    const move = teamMove(moves, ctx, side, team, movers(ctx, team, side).map((u) => placedUnit(ctx, u.id)), (u) => {
      const plan = side === 'tan' ? tanPlan(ctx, figureOf(ctx, u.id)) : greenPlan(ctx, figureOf(ctx, u.id), falling);
      return plan && 'wire' in plan ? { type: 'cutWire', side, figure: u.id, wire: plan.wire } : (plan?.path ?? null);
    });
    if (move) return move;
  }
  return { type: 'endMovement', side };
}

// ---------------------------------------------------------------- fire

/** Men only, not the thrower: what a blast may do to each man by his chance (the core counts one's own twice against it). */
const menOnly = (ctx: Ctx, f: TableFigure) => (x: BlastVictim) => (x.id !== f.id && ctx.board.figure(x.id)?.class === 'infantry' ? x.chance : 0);

/** The best point for a shell or grenade (on an enemy man in reach; a shell's in sight), with what it is worth. */
function bestAim(ctx: Ctx, f: TableFigure, weapon: 'grenades' | 'shell'): { at: TablePoint; value: number } | null {
  const w = WEAPONS[weapon];
  const sight = w.template!.sight === true;
  const aims = ctx.board.figuresOf(enemyOf(f.side)).filter((e) => e.class === 'infantry' && distanceToBase(e.at, f) <= w.range! - 0.05 && (!sight || ctx.board.sight(f.at, e.at, { state: tableState(ctx) })));
  return bestBlastAim(fire, ctx, f, weapon, aims.map((e) => e.at), menOnly(ctx, f));
}

const VALUE = { tank: 10, jeep: 4, emplacement: 1 } as const;

/** A small-arms shot the plan fires: at one target, or two (a machinegun's second). */
type Shot = { readonly type: 'fire'; readonly side: Side; readonly figure: string; readonly target: string; readonly also?: string };

/** What a solid target is worth: a jeep the more for every man riding in it (a kill can take them with it). */
function solidValue(ctx: Ctx, id: string): number {
  const f = ctx.board.figure(id);
  if (!f) return VALUE.emplacement;
  return f.class === 'tracked' ? VALUE.tank : VALUE.jeep + 2 * passengers(ctx, id).length;
}

function fireAction(ctx: Ctx, side: Side): Action {
  const lists = { fire: fire.fire.legal!(ctx, side), grenade: throwGrenade.legal!(ctx, side), shell: shell.legal!(ctx, side) };
  const mine = (list: readonly ActionDescriptor[], id: string) => list.filter((d) => d.fixed?.['figure'] === id);
  for (const f of ctx.board.figuresOf(side)) {
    const fires = mine(lists.fire, f.id);
    const c = counterOf(f.id);
    if (c.type === 'tank') {
      if (!mine(lists.shell, f.id).length && !fires.length) continue;
      const solid = fires.flatMap((d) => (d.choose?.['target'] ?? []).map(String)).map((id) => ({ id, kind: ctx.board.figure(id)?.class === 'tracked' ? 'tank' : ctx.board.figure(id) ? 'jeep' : 'emplacement', value: solidValue(ctx, id) }) as const);
      const top = solid.sort((a, b) => b.value - a.value)[0];
      if (top && top.kind !== 'emplacement') return { type: 'fire', side, figure: f.id, target: top.id };
      const aim = mine(lists.shell, f.id).length ? bestAim(ctx, f, 'shell') : null;
      if (aim) return { type: 'shell', side, figure: f.id, at: aim.at };
      if (top && top.id !== COMMAND_POST) return { type: 'fire', side, figure: f.id, target: top.id };
      continue;
    }
    const two = fires.find((d) => d.choose?.['also']);
    const one = fires.find((d) => d.choose?.['target']);
    // An anti-tank rifle picks the most valuable solid target it may hit: a loaded jeep before an empty one.
    if (one && c.weapons.includes('at-rifle') && !two) {
      const targets = (one.choose!['target'] ?? []).map(String).sort((a, b) => solidValue(ctx, b) - solidValue(ctx, a));
      if (targets[0] !== undefined) return { type: 'fire', side, figure: f.id, target: targets[0] };
    }
    const shot: Shot | null = two
      ? { type: 'fire', side, figure: f.id, target: String(two.fixed!['target']), also: String(two.choose!['also']![0]) }
      : one
        ? { type: 'fire', side, figure: f.id, target: String(one.choose!['target']![0]) }
        : null;
    // A sergeant throws his grenade where it should kill more than his SMG would: at men he cannot see, or bunched up.
    if (mine(lists.grenade, f.id).length) {
      const aim = bestAim(ctx, f, 'grenades');
      const smg = shot ? [shot.target, ...(shot.also !== undefined ? [shot.also] : [])].reduce((v, id) => v + shotWorth(fire, ctx, fire.setup(ctx, f, counterOf(f.id).weapons[0]!, id)), 0) : 0;
      if (aim && aim.value > smg) return { type: 'throwGrenade', side, figure: f.id, at: aim.at };
    }
    if (shot) return shot;
  }
  return { type: 'endFire', side };
}

// ---------------------------------------------------------------- the plans

/** The next action of a side's plan now (the bot's choice; `null` if the side has nothing to do). */
function nextAction(ctx: Ctx, side: Side): Action | null {
  if (ctx.state.result) return null;
  if (ctx.phase === 'seal') return side === 'tan' && ctx.data.order === null ? { type: 'writeOrder', side, order: arrivalOrders()[0]! } : null;
  if (ctx.active !== side) return null;
  if (ctx.phase === 'movement') return movementAction(ctx, side);
  if (ctx.phase === 'fire') return fireAction(ctx, side);
  return null;
}

/** The heuristic bot's candidates: every order Tan may write (equal to it, so its seed picks), else the plan's next action when it is listed, else none (the bot then plays at random among the legal actions). */
export function candidates(ctx: BotContext<G>, descriptors: readonly ActionDescriptor[]): Action[] {
  if (ctx.phase === 'seal' && descriptors.some((d) => d.type === 'writeOrder')) return arrivalOrders().map((order) => ({ type: 'writeOrder', side: 'tan', order }));
  return planCandidates(nextAction, ctx, descriptors);
}

/** The solo variant: the engine plays Tan's phase by Tan's plan, each action checked against the legal ones exactly as a player's would be, until the plan ends the phase. */
export const playTan = (ctx: WCtx, verbs: ActionMap<G>): void => playPlan(ctx, verbs, 'tan', nextAction, ['endMovement', 'endFire']);
