import { describe, expect, it } from 'vitest';
import { heuristicBot, type BotFactory } from '../../../src/bots';
import { playMatch } from '../../../src/play';
import { createMatch, view, type Action, type MatchView } from '../../../src/engine';
import { GREEN_SETUP } from '../../../games/beach-assault/data/table';
import { whyNotOrder } from '../../../games/beach-assault/rules/arrival';
import { P, game, greenMovement, only, tanFire, tanMoves, type S } from './helpers';
import { botContext } from '../../../src/bots/context';
import { moves } from '../../../games/beach-assault/rules/movement';
import type { Game } from '../../../src/engine';
import type { TablePosition } from '../../../src/public/tabletop';

const choice = (s: S, side: 'tan' | 'green', seed = 1): Action => heuristicBot(seed, game).choose(view(game, s, side) as MatchView<unknown, never>);
const teamAt = (team: string): Record<string, TablePosition> => Object.fromEntries(Object.entries(GREEN_SETUP).filter(([id]) => id.startsWith(`${team}-`)));

describe('The heuristic bot (Arrival)', () => {
  it('writes a different arrival order from seed to seed, each a whole order with a tank landing on turns 1 and 3', () => {
    const s = createMatch(game, { seed: 1 }) as S;
    const orders = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => choice(s, 'tan', seed)['order'] as string[]);
    expect(new Set(orders.map((o) => o.join())).size).toBeGreaterThanOrEqual(6);
    for (const o of orders) {
      expect(whyNotOrder(o)).toBeNull();
      expect([o[0], o[2]].sort()).toEqual(['t-tank1', 't-tank2']);
    }
  });
});

describe('The heuristic bot (Grenades)', () => {
  // Five Green men bunched up 3.5" to 4" off: the SMG reaches them only at long range.
  const bunch = { 'g1-rifle1': P(26.4, 46), 'g1-rifle2': P(26.4, 44.9), 'g1-rifle3': P(26.4, 47.1), 'g1-sniper': P(27.5, 45.4), 'g1-at': P(27.5, 46.6) };
  it('a sergeant throws his grenade into men bunched up, where it should kill more than his SMG, with a man of his own near but out of the blast wherever it lands', () => {
    const a = choice(only(tanFire(), { 't1-sergeant': P(22, 46), 't1-rifle1': P(24.6, 44.1), ...bunch }), 'tan');
    expect(a).toMatchObject({ type: 'throwGrenade', figure: 't1-sergeant' });
  });
  it('but fires his SMG at a man alone, and keeps the grenade from a bunch his own men are in', () => {
    expect(choice(only(tanFire(), { 't1-sergeant': P(22, 46), 'g1-rifle1': P(26.4, 46) }), 'tan')).toMatchObject({ type: 'fire', figure: 't1-sergeant' });
    const mixed = { 't1-sergeant': P(22, 46), ...bunch, 't1-rifle1': P(25.3, 46), 't1-rifle2': P(25.3, 44.9), 't1-rifle3': P(25.3, 47.1) };
    expect(choice(only(tanFire(), mixed), 'tan')).not.toMatchObject({ type: 'throwGrenade' });
  });
});

describe('The heuristic bot (Green holds the command post)', () => {
  it("Green's starting units hold their emplacements while Tan is far off, and fall back to the post when his infantry near it", () => {
    const far = only(greenMovement(), { ...teamAt('g1'), 't1-rifle1': P(20, 24) });
    expect(choice(far, 'green')).toEqual({ type: 'endMovement', side: 'green' });
    const near = only(greenMovement(), { ...teamAt('g1'), 't1-rifle1': P(42, 24) });
    const a = choice(near, 'green');
    expect(a).toMatchObject({ type: 'move', unit: 'g1' });
    // Every man who moves ends nearer the post than he started.
    const post = { x: 58, y: 24 };
    const d = (p: { x: number; y: number }) => Math.hypot(p.x - post.x, p.y - post.y);
    const paths = Object.entries(a['paths'] as unknown as Record<string, { x: number; y: number }[]>);
    expect(paths.length).toBeGreaterThan(0);
    for (const [, p] of paths) if (p.length > 1) expect(d(p[p.length - 1]!)).toBeLessThan(d(p[0]!));
  });
  it('falls back by turns, not inches: when Tan could reach the post no more than a turn after its farthest man could from the emplacement, and keeps going once on its way', () => {
    // G1's farthest man stands about 20" off the post's walls: four moves. A Tan man 30" off could be there in five: time to go.
    const onFoot = only(greenMovement(), { ...teamAt('g1'), 't1-rifle1': P(25, 24) });
    expect(choice(onFoot, 'green')).toMatchObject({ type: 'move', unit: 'g1' });
    // Halfway there, with Tan no nearer, G1 does not stop in the open.
    const halfway = Object.fromEntries(Object.entries(teamAt('g1')).map(([id, at]) => [id, { ...at, x: at.x + 9, y: at.y + 4 }]));
    expect(choice(only(greenMovement(), { ...halfway, 't1-rifle1': P(25, 24) }), 'green')).toMatchObject({ type: 'move', unit: 'g1' });
  });
});

describe('The heuristic bot (Movement: the jeep carries a unit of eight)', () => {
  it('Tan lands his jeep beside the unit it arrives with; its men climb in within a turn of landing, ride, and get out far nearer the command post than they could have walked', () => {
    let turn = 0;
    const boarded = new Map<string, number>();
    const alighted = new Map<string, { turn: number; x: number }>();
    let jeepLanded = 0;
    // Green stands and holds his fire (his heuristic bot only where a phase cannot simply be ended), so this is Tan's ferry
    // plan at work, not how the fight happens to go: a Green unit falling back near the jeep's road would rightly have
    // the men out early.
    const standing: BotFactory = (seed, g) => {
      const bot = heuristicBot(seed, g);
      return {
        name: 'standing',
        choose: (v) => {
          const end = v.actions.find((d) => d.type === 'endMovement' || d.type === 'endFire');
          return end ? { type: end.type, side: v.side } : bot.choose(v);
        },
      };
    };
    playMatch(game, {
      seed: 1,
      bots: { tan: heuristicBot, green: standing },
      onAction: (_a, events) => {
        for (const e of events) {
          if (e.type === 'phaseChanged' && typeof e['turn'] === 'number') turn = e['turn'];
          if (e.type === 'landed' && e['unit'] === 't-jeep') jeepLanded = turn;
          if (e.type === 'boarded') boarded.set(String(e['figure']), turn);
          if (e.type === 'alighted') alighted.set(String(e['figure']), { turn, x: (e['at'] as { x: number }).x });
        }
      },
    });
    expect(jeepLanded).toBeGreaterThan(0);
    // Every man of its unit in, by the turn after it landed.
    expect(boarded.size).toBe(8);
    for (const t of boarded.values()) expect(t).toBeLessThanOrEqual(jeepLanded + 1);
    // Out within four turns of landing, more than 30" inland: on foot (3" in the sea, 4" on the beach, 6" on land) a man gets about 15".
    for (const [id, out] of alighted) {
      expect(boarded.has(id)).toBe(true);
      expect(out.turn).toBeLessThanOrEqual(jeepLanded + 4);
      expect(out.x).toBeGreaterThan(30);
    }
    expect(alighted.size).toBeGreaterThanOrEqual(6);
  });
});

describe('moves.toward: the legal move a plan asks for', () => {
  const ctxOf = (s: S) => botContext(game as unknown as Game, view(game, s, 'tan') as never) as unknown as Parameters<typeof moves.toward>[0];
  it('goes as far as the move allows, starts exactly where the man stands, the rest to the thousandth', () => {
    const s = tanMoves({ 't1-rifle1': P(20.1234, 46) });
    const ctx = ctxOf(s);
    const path = moves.toward(ctx, ctx.unit('t1-rifle1') as never, [{ x: 60, y: 46 }]);
    expect(path[0]).toEqual({ x: 20.1234, y: 46 });
    for (const p of path.slice(1)) expect(Math.round(p.x * 1000) / 1000).toBe(p.x);
    expect(moves.problem(ctx, ctx.unit('t1-rifle1') as never, path, false).problem).toBeNull();
    // Cut where the move runs out, well short of the far point.
    expect(path[path.length - 1]!.x).toBeLessThan(60);
    expect(path[path.length - 1]!.x).toBeGreaterThan(21);
  });
  it('stops short of another figure rather than ending on it; with nowhere to go, only the start', () => {
    const s = tanMoves({ 't1-rifle1': P(28, 46), 't1-rifle2': P(31, 46) });
    const ctx = ctxOf(s);
    const u = ctx.unit('t1-rifle1') as never;
    const path = moves.toward(ctx, u, [{ x: 31, y: 46 }]);
    expect(path.length).toBeGreaterThan(1);
    expect(moves.problem(ctx, u, path, false).problem).toBeNull();
    expect(path[path.length - 1]!.x).toBeLessThanOrEqual(30 + 1e-9);
    expect(path[path.length - 1]!.x).toBeGreaterThan(29);
    const spent = tanMoves({ 't1-rifle1': P(28, 46) }, { 't1-rifle1': { spent: 1 } });
    const c2 = ctxOf(spent);
    expect(moves.toward(c2, c2.unit('t1-rifle1') as never, [{ x: 35, y: 46 }])).toEqual([{ x: 28, y: 46 }]);
  });
});
