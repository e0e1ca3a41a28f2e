import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMatch, procedureVerb, setupGame, view, type MatchState, type SpecOf } from '../../src/engine';

/**
 * A bout of three duels, as procedures: the phase runs `bout`, which calls a
 * `duel` for each round; a duel's verbs are the only ones open while it is on
 * top of the stack; when it ends, `bout` resumes with its result; when `bout`
 * ends, so does the phase. Each duel keeps a secret (the striker's stance) that
 * only the striking side sees.
 */
const sequence = { turns: 2, steps: [{ phase: 'fight' }, { phase: 'rest' }] } as const;
const SIDES = ['blue', 'red'] as const;
type Types = { data: { wins: { blue: number; red: number } }; decisions: 'parry' };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

type Bout = { round: number; results: string[] };
type Duel = { striker: 'blue' | 'red'; hits: number; stance: string };
const duelVerb = procedureVerb<G, Duel>();

const strike = duelVerb({
  schema: z.object({ stance: z.enum(['high', 'low']) }),
  rule: 'D2',
  legal: (ctx, side) => (side === ctx.local.striker && ctx.local.hits < 2 ? [{ type: 'strike', side, choose: { stance: ['high', 'low'] } }] : []),
  refuse: (ctx) => `only ${ctx.local.striker} strikes, twice at most (D2)`,
  apply(ctx, a) {
    ctx.setLocal({ ...ctx.local, hits: ctx.local.hits + 1, stance: a.stance });
    const other = ctx.local.striker === 'blue' ? 'red' : 'blue';
    ctx.decide({ side: other, kind: 'parry', prompt: 'parry high or low?', rule: 'D3', options: [{ type: 'parry', side: other, at: 'high' }, { type: 'parry', side: other, at: 'low' }] });
  },
});
const parry = duelVerb({
  schema: z.object({ at: z.enum(['high', 'low']) }),
  rule: 'D3',
  apply(ctx, a) {
    // A missed parry ends the duel: the striker wins it.
    if (a.at !== ctx.local.stance) return ctx.end(ctx.local.striker);
    if (ctx.local.hits >= 2) ctx.end('none');
  },
});

const game = kit.defineGame({
  id: 'bout',
  title: 'Bout',
  version: '1',
  map: { columns: 1, rows: 1, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
  counters: [],
  scenarios: { only: { title: 'Only' } },
  setup: () => ({ units: [], data: { wins: { blue: 0, red: 0 } } }),
  phases: {
    fight: { run: 'bout' },
    rest: { actions: { rest: kit.action({ legal: (_c, side) => [{ type: 'rest', side }], apply: (ctx) => ctx.endPhase() }) } },
  },
  procedures: {
    bout: kit.procedure<Bout, null>({
      rule: 'D1',
      start(ctx) {
        ctx.call('duel', { striker: 'blue' }, 'blue');
        return { round: 1, results: [] };
      },
      resume(ctx, result, from) {
        const results = [...ctx.local.results, `${from}:${String(result)}`];
        if (result === 'blue' || result === 'red') ctx.setData({ wins: { ...ctx.data.wins, [result]: ctx.data.wins[result] + 1 } });
        if (ctx.local.round >= 3) return ctx.end(results.length);
        ctx.setLocal({ round: ctx.local.round + 1, results });
        const striker = ctx.local.round % 2 === 0 ? 'red' : 'blue';
        ctx.call('duel', { striker }, striker);
      },
    }),
    duel: kit.procedure<Duel, { striker: 'blue' | 'red' }>({
      rule: 'D2',
      start: (_ctx, args) => ({ striker: args.striker, hits: 0, stance: '' }),
      actions: { strike, parry },
      // The stance is the striker's secret.
      view: (ctx, side) => ({ striker: ctx.local.striker, hits: ctx.local.hits, ...(side === ctx.local.striker ? { stance: ctx.local.stance } : {}) }),
    }),
  },
  finalResult: (ctx) => ({ winner: ctx.data.wins.blue === ctx.data.wins.red ? null : ctx.data.wins.blue > ctx.data.wins.red ? 'blue' : 'red', reason: 'more duels won' }),
});

const ok = (r: ReturnType<typeof game.apply>): MatchState<Types['data']> => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('procedures on a stack', () => {
  it('a phase that runs a procedure starts it, and the procedure calls another', () => {
    const s = createMatch(game, { seed: 1 });
    expect(s.phase).toBe('fight');
    expect(s.stack.map((f) => f.proc)).toEqual(['bout', 'duel']);
    expect(s.stack[1]).toMatchObject({ side: 'blue', local: { striker: 'blue', hits: 0 } });
  });
  it('only the top procedure\'s verbs are open, with its own refusals', () => {
    const s = createMatch(game, { seed: 1 });
    expect(game.legalActions(s, 'blue').map((a) => a['stance'])).toEqual(['high', 'low']);
    expect(game.legalActions(s, 'red')).toEqual([]);
    const r = game.apply(s, { type: 'rest', side: 'blue' });
    expect(!r.ok && r.error.code).toBe('not-now');
    const wrong = game.apply(s, { type: 'strike', side: 'blue', stance: 'middle' });
    expect(!wrong.ok && wrong.error).toMatchObject({ code: 'malformed-action', path: 'stance' });
  });
  it('a decision inside a procedure, then the caller resumes with the result', () => {
    let s = createMatch(game, { seed: 1 });
    s = ok(game.apply(s, { type: 'strike', side: 'blue', stance: 'high' }));
    expect(s.pending).toMatchObject({ side: 'red', kind: 'parry', rule: 'D3' });
    s = ok(game.apply(s, { type: 'parry', side: 'red', at: 'low' }));
    // The duel ended (blue won it); bout resumed and called the second duel.
    expect(s.data.wins).toEqual({ blue: 1, red: 0 });
    expect(s.stack.map((f) => f.proc)).toEqual(['bout', 'duel']);
    expect(s.stack[0]!.local).toEqual({ round: 2, results: ['duel:blue'] });
    expect(s.stack[1]).toMatchObject({ side: 'red', local: { striker: 'red' } });
  });
  it('when the procedure a phase runs ends, the phase ends', () => {
    let s = createMatch(game, { seed: 1 });
    for (const striker of ['blue', 'red', 'blue'] as const) {
      const other = striker === 'blue' ? 'red' : 'blue';
      s = ok(game.apply(s, { type: 'strike', side: striker, stance: 'high' }));
      s = ok(game.apply(s, { type: 'parry', side: other, at: 'high' }));
      s = ok(game.apply(s, { type: 'strike', side: striker, stance: 'low' }));
      s = ok(game.apply(s, { type: 'parry', side: other, at: 'low' }));
    }
    expect(s.phase).toBe('rest');
    expect(s.stack).toEqual([]);
    expect(s.data.wins).toEqual({ blue: 0, red: 0 });
  });
  it("a procedure's view hook hides its secret from the other side", () => {
    let s = createMatch(game, { seed: 1 });
    s = ok(game.apply(s, { type: 'strike', side: 'blue', stance: 'high' }));
    expect(view(game, s, 'blue').stack[1]!.local).toEqual({ striker: 'blue', hits: 1, stance: 'high' });
    expect(view(game, s, 'red').stack[1]!.local).toEqual({ striker: 'blue', hits: 1 });
    expect(JSON.stringify(view(game, s, 'red').stack)).not.toContain('stance');
  });
  it('applyAs takes the side from the seat, whatever the action says', () => {
    const s = createMatch(game, { seed: 1 });
    const forged = game.applyAs(s, 'red', { type: 'strike', side: 'blue', stance: 'high' });
    expect(!forged.ok && forged.error.code).toBe('not-your-turn');
    expect(game.applyAs(s, 'blue', { type: 'strike', side: 'red', stance: 'high' }).ok).toBe(true);
    expect(!game.applyAs(s, 'green', { type: 'strike', stance: 'high' }).ok).toBe(true);
  });
  it('check() answers what apply() would, without changing anything', () => {
    const s = createMatch(game, { seed: 1 });
    const json = JSON.stringify(s);
    expect(game.check(s, { type: 'strike', side: 'blue', stance: 'low' })).toBeNull();
    expect(game.check(s, { type: 'strike', side: 'red', stance: 'low' })?.code).toBe('not-your-turn');
    expect(JSON.stringify(s)).toBe(json);
  });
});
