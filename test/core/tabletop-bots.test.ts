/**
 * What a tabletop bot weighs, on the guide's game (Hedgerow Farm): the worth
 * of a shot, a blast and a fire action by the fire procedure's own odds, the
 * best aim for a template, the nearest enemy, the danger where a move ends,
 * the candidates of open fields, and bots that follow a plan.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createMatch, view, type Action, type BotContext, type Game, type MatchState, type MatchView, type RulesContext
} from '../../src/index';
import { lastSideStanding } from '../../src/public/procedures';
import {
  arrivalPlaces, arrivalSpots, bestBlastAim, blastWorth, dangerAt, fireWorth, nearestEnemy, obstacleWaypoints,
  pathMoves, placedUnit, routeMove, pointDistance, polygonCentre, shotWorth, stepRandom, tableCandidates,
  tableRoutes, teamMove, type TableData, type TablePosition
} from '../../src/public/tabletop';
import { planCandidates, playPlan } from '../../src/public/bots';
import { botContext } from '../../src/bots';
import { farm, fire, moves, TABLE, type FarmSpec } from '../../examples/tabletop/farm';

type S = MatchState<null, TablePosition>;
type Ctx = BotContext<FarmSpec>;

/** The farm's opening with some figures moved (the rest where they start). */
function position(at: Readonly<Record<string, TablePosition>>): S {
  const s = createMatch(farm, { seed: 1 }) as S;
  return { ...s, units: s.units.map((u) => (at[u.id] ? { ...u, at: at[u.id]! } : u)) };
}
const contextOf = (s: S, side: 'blue' | 'grey' = 'blue'): Ctx => botContext(farm as unknown as Game, view(farm, s, side) as MatchView<unknown, never> as never) as never;

// Blue's sergeant in the open with a grey rifleman 4" north of him; another grey man beside that one; a blue rifleman close by.
const bunch = position({ 'blue-sgt': { x: 12, y: 4 }, 'grey-r1': { x: 12, y: 8 }, 'grey-r2': { x: 13.2, y: 8 }, 'blue-r3': { x: 10.8, y: 8 } });

describe('what a shot, a blast and a fire action are worth', () => {
  it('a shot is worth its chance by the fire odds, times what a hit is worth; a refused shot nothing', () => {
    const ctx = contextOf(bunch);
    const sgt = ctx.board.figure('blue-sgt')!;
    const setup = fire.setup(ctx, sgt, 'rifle', 'grey-r1');
    const odds = fire.odds(ctx, setup as never);
    expect('chance' in odds).toBe(true);
    const chance = (odds as { chance: number }).chance;
    expect(chance).toBeGreaterThan(0);
    expect(shotWorth(fire, ctx, setup)).toBe(chance);
    expect(shotWorth(fire, ctx, setup, (o) => (o.target.id === 'grey-r1' ? 3 : 0))).toBe(chance * 3);
    expect(shotWorth(fire, ctx, fire.setup(ctx, sgt, 'rifle', 'nobody'))).toBe(0);
  });

  it("a blast sums each figure's chance by its worth, the firer's own side counted against it (twice by default)", () => {
    const ctx = contextOf(bunch);
    const strike = { by: 'blue-sgt', side: 'blue', weapon: 'grenade', aim: { x: 12, y: 8 }, from: { x: 12, y: 4 } };
    const victims = fire.blast(ctx, strike).figures;
    expect(victims.some((x) => x.side === 'blue')).toBe(true);
    expect(victims.some((x) => x.side === 'grey')).toBe(true);
    const sum = (own: number) => victims.reduce((s, x) => s + (x.side === 'blue' ? own : 1) * x.chance, 0);
    expect(blastWorth(fire, ctx, strike, (x) => x.chance)).toBeCloseTo(sum(-2), 12);
    expect(blastWorth(fire, ctx, strike, (x) => x.chance, { own: 0 })).toBeCloseTo(sum(0), 12);
    expect(blastWorth(fire, ctx, strike, (x) => x.chance)).toBeLessThan(blastWorth(fire, ctx, strike, (x) => x.chance, { own: 0 }));
  });

  it('a fire action is worth its shot, its blast, or (a weapon that fires at every target) the sum over its targets', () => {
    const s = position({ 'blue-mg': { x: 12, y: 4, facing: 90 }, 'grey-r1': { x: 12, y: 8 }, 'grey-r2': { x: 14, y: 9 }, 'blue-sgt': { x: 10, y: 4 } });
    const ctx = contextOf(s);
    const hooks = { worth: () => 1, blast: (x: { chance: number }) => x.chance };
    const mg = ctx.board.figure('blue-mg')!;
    const targets = fire.everyTarget(ctx, mg, 'mg');
    expect(targets.length).toBeGreaterThanOrEqual(2);
    const every = targets.reduce((v, t) => v + shotWorth(fire, ctx, fire.setup(ctx, mg, 'mg', t.id)), 0);
    expect(fireWorth(fire, ctx, { figure: 'blue-mg', weapon: 'mg' }, { name: 'mg', targets: 'every' }, hooks)).toBeCloseTo(every, 12);
    const sgt = ctx.board.figure('blue-sgt')!;
    const rifle = shotWorth(fire, ctx, fire.setup(ctx, sgt, 'rifle', 'grey-r1'));
    expect(fireWorth(fire, ctx, { figure: 'blue-sgt', weapon: 'rifle', target: 'grey-r1' }, { name: 'rifle', rolls: 3 }, hooks)).toBeCloseTo(3 * rifle, 12);
    const grenade = blastWorth(fire, ctx, { by: 'blue-sgt', side: 'blue', weapon: 'grenade', aim: ctx.board.figure('grey-r1')!.at, from: sgt.at }, hooks.blast);
    expect(fireWorth(fire, ctx, { figure: 'blue-sgt', weapon: 'grenade', target: 'grey-r1' }, { name: 'grenade', template: { radius: 1 } }, hooks)).toBe(grenade);
    expect(fireWorth(fire, ctx, { figure: 'nobody', weapon: 'rifle', target: 'grey-r1' }, { name: 'rifle' }, hooks)).toBe(0);
  });

  it('the best aim is the point whose blast is worth most; none when every point is worth nothing or less', () => {
    const ctx = contextOf(bunch);
    const sgt = ctx.board.figure('blue-sgt')!;
    const lone = { x: 16, y: 7 };
    const enemies = (x: { side: string; chance: number }) => (x.side === 'grey' ? x.chance : 0);
    const at = (p: { x: number; y: number }) => blastWorth(fire, ctx, { by: sgt.id, side: 'blue', weapon: 'grenade', aim: p, from: sgt.at }, enemies);
    const points = [lone, { x: 12.6, y: 8 }];
    const best = bestBlastAim(fire, ctx, sgt, 'grenade', points, enemies)!;
    expect(best.value).toBe(Math.max(...points.map(at)));
    expect(best.at).toEqual(at(points[1]!) > at(lone) ? points[1] : lone);
    expect(bestBlastAim(fire, ctx, sgt, 'grenade', [{ x: 2, y: 22 }], enemies)).toBeNull();
  });
});

describe('where the enemy is, and the danger of standing somewhere', () => {
  it('the nearest enemy is the nearest figure of another side, centre to centre', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 23, noNaN: true }), fc.double({ min: 1, max: 23, noNaN: true }), (x, y) => {
        const ctx = contextOf(bunch);
        const f = nearestEnemy(fire, ctx, 'blue', { x, y })!;
        const greys = ctx.board.figuresOf('grey');
        expect(f.side).toBe('grey');
        expect(pointDistance(f.at, { x, y })).toBe(Math.min(...greys.map((g) => pointDistance(g.at, { x, y }))));
      }),
      { numRuns: 40 },
    );
  });

  it("the danger at a point is each enemy's best shot there, by chance, worth and rolls, summed; none where nobody can fire", () => {
    const ctx = contextOf(bunch);
    const me = ctx.board.figure('blue-sgt')!;
    const threats = fire.threats(ctx, me, me.at);
    expect(threats.length).toBeGreaterThan(0);
    const expected = threats.reduce((s, t) => s + Math.max(...t.shots.map((o) => o.chance * 2 * 3)), 0);
    expect(dangerAt(fire, ctx, me, me.at, () => 2, () => 3)).toBeCloseTo(expected, 12);
    expect(dangerAt(fire, ctx, me, { x: 1, y: 1 }, () => 1)).toBeLessThan(dangerAt(fire, ctx, me, me.at, () => 1));
    // An enemy with two weapons counts by its best: here the second, rolled four times.
    const two = { threats: () => [{ by: 'a', shots: [{ chance: 0.5, weapon: 'x' }, { chance: 0.25, weapon: 'y' }] }, { by: 'b', shots: [{ chance: 0.1, weapon: 'x' }] }] } as never;
    expect(dangerAt(two, ctx, me, me.at, () => 1, (w) => (w === 'y' ? 4 : 1))).toBeCloseTo(1.1, 12);
  });
});

describe("a bot's candidates for open fields", () => {
  it('every candidate is a legal action; the listable ones all come; the same step gives the same candidates', () => {
    const s = createMatch(farm, { seed: 3 }) as S;
    const ctx = contextOf(s);
    const legal = farm.legal(s, 'blue');
    const out = tableCandidates(moves, ctx, legal, { objectives: [{ x: 16, y: 17.5 }] });
    expect(out.filter((a) => a.type === 'move').length).toBeGreaterThan(6);
    expect(out.some((a) => a.type === 'endMovement')).toBe(true);
    for (const a of out) expect(farm.check(s, a), JSON.stringify(a)).toBeNull();
    expect(tableCandidates(moves, contextOf(s), legal, { objectives: [{ x: 16, y: 17.5 }] })).toEqual(out);
  });

  it("a game's own paths are weighed too, made once a decision", () => {
    const s = createMatch(farm, { seed: 3 }) as S;
    const ctx = contextOf(s);
    let made = 0;
    const mine = [{ x: 12, y: 2 }, { x: 12, y: 4 }];
    const out = tableCandidates(moves, ctx, farm.legal(s, 'blue'), {
      objectives: [],
      morePaths: () => (made++, (u) => (u.id === 'blue-sgt' ? [mine] : [])),
    });
    expect(made).toBe(1);
    expect(out).toContainEqual({ type: 'move', side: 'blue', figure: 'blue-sgt', path: mine });
  });

  it('the random numbers of a step are in [0, 1) and the same for the same step', () => {
    const a = stepRandom(5);
    const b = stepRandom(5);
    const xs = Array.from({ length: 50 }, () => a());
    expect(xs).toEqual(Array.from({ length: 50 }, () => b()));
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
    expect(stepRandom(6)()).not.toBe(xs[0]);
  });
});

describe('bots that follow a plan', () => {
  const end: Action = { type: 'endMovement', side: 'blue' };
  it("offers the plan's action when it is listed, and nothing when it is not", () => {
    const s = createMatch(farm, { seed: 1 }) as S;
    const ctx = contextOf(s);
    const legal = farm.legal(s, 'blue');
    expect(planCandidates(() => end, ctx as never, legal)).toEqual([end]);
    expect(planCandidates(() => ({ type: 'endFire', side: 'blue' }), ctx as never, legal)).toEqual([]);
    expect(planCandidates(() => null, ctx as never, legal)).toEqual([]);
  });

  it('plays a side by its plan inside the rules until the plan ends the phase; a refused action is a defect, thrown', () => {
    const verbs = farm.definition.phases!.movement!.actions!;
    const played: string[] = [];
    const ctx = (ended: () => void) =>
      ({ ...contextOf(createMatch(farm, { seed: 1 }) as S), endPhase: ended }) as unknown as RulesContext<FarmSpec>;
    const spy = { ...verbs, endMovement: { ...verbs['endMovement']!, apply: () => void played.push('endMovement') } };
    let ends = 0;
    playPlan(ctx(() => ends++), spy as never, 'blue', () => end, ['endMovement']);
    expect(played).toEqual(['endMovement']);
    expect(ends).toBe(0);
    playPlan(ctx(() => ends++), spy as never, 'blue', () => null, ['endMovement']);
    expect(ends).toBe(1);
    expect(() => playPlan(ctx(() => ends++), spy as never, 'blue', () => ({ type: 'endFire', side: 'blue' }), ['endFire'])).toThrow(/plan chose an action the rules refuse/);
  });
});

describe('arrivals at an edge', () => {
  const men = (n: number, radius: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, base: { shape: 'round' as const, radius } }));
  const facing = { west: 0, south: 90, east: 180, north: 270 } as const;
  it('men stand in a line along the edge, a base and a tenth apart, wholly on the table, facing in; each row a base further in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.constantFrom(0.4, 0.5), fc.constantFrom('west', 'east', 'north', 'south' as const), fc.double({ min: 0, max: 48, noNaN: true }), fc.integer({ min: 0, max: 3 }), (n, r, edge, along, row) => {
        const table = { width: 72, height: 48 };
        const places = arrivalPlaces(table, men(n, r), edge, along, row);
        const across = edge === 'west' || edge === 'east';
        const depth = (p: { x: number; y: number }) => (edge === 'west' ? p.x : edge === 'east' ? 72 - p.x : edge === 'south' ? p.y : 48 - p.y);
        for (const [i, p] of places.entries()) {
          expect(p.at.facing).toBe(facing[edge]);
          expect(depth(p.at)).toBeCloseTo(r + 0.1 + row * (2 * r + 0.1), 1);
          expect(p.at.x - r).toBeGreaterThanOrEqual(-0.01);
          expect(p.at.y - r).toBeGreaterThanOrEqual(-0.01);
          expect(p.at.x + r).toBeLessThanOrEqual(72.01);
          expect(p.at.y + r).toBeLessThanOrEqual(48.01);
          if (i > 0) expect(Math.abs((across ? p.at.y - places[i - 1]!.at.y : p.at.x - places[i - 1]!.at.x) - (2 * r + 0.1))).toBeLessThan(0.011);
        }
      }),
      { numRuns: 80 },
    );
  });
  it('a vehicle stands at the spot, its hull just inside the edge', () => {
    const [p] = arrivalPlaces({ width: 72, height: 48 }, [{ id: 'tank', base: { shape: 'rect', length: 3, width: 2 } }], 'east', 20, 1);
    expect(p!.at).toEqual({ x: 67.35, y: 20, facing: 180 });
  });
  it('a unit coming on where figures already stand takes the first row clear of them', () => {
    // Blue's second rifleman stands right at the south edge where Grey's three would come on.
    const ctx = contextOf(position({ 'blue-r2': { x: 9, y: 0.6 } }));
    const squad = ['grey-r1', 'grey-r2', 'grey-r3'].map((id) => ({ id, base: { shape: 'round' as const, radius: 0.4 } }));
    const first = arrivalPlaces(ctx.board.table, squad, 'south', 9, 0);
    expect(moves.standsOn(ctx, 'grey-r2', first[1]!.at)).toBe('blue-r2');
    const spots = arrivalSpots(moves, ctx, squad, 'south', 9);
    expect(spots[0]!.at.y).toBeGreaterThan(first[0]!.at.y);
    for (const p of spots) expect(moves.standsOn(ctx, p.id, p.at)).toBeUndefined();
    // Clear ground: the edge itself.
    expect(arrivalSpots(moves, ctx, squad, 'north', 3)).toEqual(arrivalPlaces(ctx.board.table, squad, 'north', 3, 0));
  });
});

describe('routes round obstacles, and a team moving together', () => {
  const table: TableData = {
    terrainTypes: {},
    width: 40,
    height: 30,
    obstacles: [
      { id: 'w1', type: 'wire', line: [{ x: 10, y: 0 }, { x: 10, y: 12 }] },
      { id: 'w2', type: 'wire', line: [{ x: 20, y: 5 }, { x: 20, y: 25 }] },
    ],
  };
  it('waypoints: the middle of each passable section and a point past each end that stops short of the edges', () => {
    expect(obstacleWaypoints(table)).toEqual([{ x: 10, y: 13.5 }, { x: 20, y: 3.5 }, { x: 20, y: 26.5 }]);
    expect(obstacleWaypoints(table, { passable: ['w1'], destroyed: [] }, 1)).toEqual([{ x: 10, y: 6 }, { x: 10, y: 13 }, { x: 20, y: 4 }, { x: 20, y: 26 }]);
  });
  it('a route move takes the try that gains most of the route: toward its next waypoint, or straight for the goal', () => {
    const s = position({ 'blue-r2': { x: 16, y: 10 } });
    const ctx = contextOf(s);
    const goal = { x: 16, y: 15 };
    // The stone wall (11-22" along y = 12) closes the route's legs: it runs round the west end (the move itself may climb the wall).
    const crossesWall = (a: { x: number; y: number }, b: { x: number; y: number }) => (a.y - 12) * (b.y - 12) < 0 && a.x + ((12 - a.y) * (b.x - a.x)) / (b.y - a.y) > 11 && a.x + ((12 - a.y) * (b.x - a.x)) / (b.y - a.y) < 22;
    const routes = tableRoutes(goal, [{ x: 10, y: 12 }], (a, b) => !crossesWall(a, b));
    const u = placedUnit(ctx, 'blue-r2');
    const move = routeMove(moves, ctx, u, routes)!;
    const here = routes.from(u.at).distance;
    const gain = (path: { x: number; y: number }[]) => here - routes.from(path[path.length - 1]!).distance;
    expect(move.path[0]).toEqual({ x: 16, y: 10 });
    expect(moves.problem(ctx, u, move.path, false).problem).toBeNull();
    expect(move.progress).toBeCloseTo(gain(move.path), 9);
    for (const t of [[{ x: 10, y: 12 }, goal], [goal]]) expect(move.progress).toBeGreaterThanOrEqual(gain(moves.toward(ctx, u, t)) - 1e-9);
    // From where the route is closed to it (no waypoint in reach), it scores by the straight distance: still the best it can do.
    expect(routeMove(moves, ctx, u, tableRoutes(goal, [], () => false))!.progress).toBeGreaterThan(0);
  });
  it('a team moves together: no two end on one spot; another action the plan names is taken instead; no plan, no move', () => {
    const s = createMatch(farm, { seed: 1 }) as S;
    const ctx = contextOf(s);
    const ids = ['blue-r1', 'blue-r2'];
    const units = ids.map((id) => placedUnit(ctx, id));
    const spot = { x: 8, y: 5 };
    // Figures kept apart (the guide's game lets them share a spot).
    const apart = pathMoves<FarmSpec>({ rule: '3', table: TABLE, profiles: { infantry: { name: 'foot', speed: 6 } }, apart: true });
    const move = teamMove(apart, ctx, 'blue', 'squad', units, (u) => [u.at, spot])!;
    expect(move.type).toBe('move');
    const paths = (move as unknown as { paths: Record<string, { x: number; y: number }[]> }).paths;
    const [a, b] = ids.map((id) => paths[id]!.at(-1)!);
    expect(pointDistance(a!, b!)).toBeGreaterThanOrEqual(0.8 - 0.011);
    const cut: Action = { type: 'cutWire', side: 'blue', figure: 'blue-r2', wire: 'wall' };
    expect(teamMove(moves, ctx, 'blue', 'squad', units, (u) => (u.id === 'blue-r2' ? cut : [u.at]))).toEqual(cut);
    expect(teamMove(moves, ctx, 'blue', 'squad', units, () => null)).toBeNull();
  });
});

describe('the last side standing, and the middle of a polygon', () => {
  const onTable = (u: { at: unknown; steps: number }) => u.at !== null && u.steps > 0;
  const named = (side: string) => (side === 'blue' ? 'Blue' : 'Grey');
  const without = (gone: (id: string) => boolean) => {
    const s = createMatch(farm, { seed: 1 }) as S;
    return contextOf({ ...s, units: s.units.map((u) => (gone(u.id) ? { ...u, at: null, steps: 0 } : u)) });
  };
  it('a side with no fighting unit left loses at once; none left, nobody wins; both left, play on', () => {
    expect(lastSideStanding(without(() => false), ['blue', 'grey'], onTable, named)).toBeNull();
    expect(lastSideStanding(without((id) => id.startsWith('grey')), ['blue', 'grey'], onTable, named)).toEqual({ winner: 'blue', reason: 'every Grey figure is out of action' });
    expect(lastSideStanding(without((id) => id.startsWith('blue')), ['blue', 'grey'], onTable, named)).toEqual({ winner: 'grey', reason: 'every Blue figure is out of action' });
    expect(lastSideStanding(without(() => true), ['blue', 'grey'], onTable, named)).toEqual({ winner: null, reason: 'both forces are destroyed' });
    // Only the units that still fight count: the machinegun teams alone are not enough here.
    expect(lastSideStanding(without((id) => id.startsWith('grey') && !id.endsWith('-mg')), ['blue', 'grey'], (u) => onTable(u) && !u.id.endsWith('-mg'), named)?.winner).toBe('blue');
  });
  it("a polygon's middle is the mean of its corners", () => {
    expect(polygonCentre([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 2 }, { x: 0, y: 2 }])).toEqual({ x: 2, y: 1 });
    expect(polygonCentre([{ x: 1, y: 1 }, { x: 4, y: 1 }, { x: 1, y: 7 }])).toEqual({ x: 2, y: 3 });
  });
});
