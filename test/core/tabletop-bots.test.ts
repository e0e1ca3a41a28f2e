/**
 * What a tabletop bot weighs, on the guide's game (Hedgerow Farm): the worth
 * of a shot, a blast and a fire action by the fire procedure's own odds, the
 * best aim for a template, the nearest enemy, the danger where a move ends,
 * the candidates of open fields, and bots that follow a plan.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  bestBlastAim,
  blastWorth,
  createMatch,
  dangerAt,
  fireWorth,
  nearestEnemy,
  planCandidates,
  playPlan,
  pointDistance,
  shotWorth,
  stepRandom,
  tableCandidates,
  view,
  type Action,
  type BotContext,
  type Game,
  type MatchState,
  type MatchView,
  type RulesContext,
  type TablePosition,
} from '../../src/index';
import { botContext } from '../../src/bots';
import { farm, fire, moves, type FarmSpec } from '../../examples/tabletop/farm';

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
