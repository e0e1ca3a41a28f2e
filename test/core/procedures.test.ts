import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { GameEvent } from '../../src/engine';
import fc from 'fast-check';
import { coreEventLine, createMatch, openDecision, defineGame, procedureVerb, setupGame, view, type AnySpec, type GameDefinition, type MatchState, type SpecOf, type StateOf, type UnitFlags, type UnitState } from '../../src/engine';
import { deployment, rangeTable, rollCheck, rollOnTable } from '../../src/procedures';
import { withRolls } from '../../src/testing';

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

const ok = (r: ReturnType<typeof game.apply>): StateOf<G> => {
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
    expect(openDecision(s)).toMatchObject({ side: 'red', kind: 'parry', rule: 'D3' });
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
    // A seat the game does not have does not compile; typed as one here to reach the run-time check.
    expect(!game.applyAs(s, 'green' as 'blue', { type: 'strike', stance: 'high' }).ok).toBe(true);
  });
  it('check() answers what apply() would, without changing anything', () => {
    const s = createMatch(game, { seed: 1 });
    const json = JSON.stringify(s);
    expect(game.check(s, { type: 'strike', side: 'blue', stance: 'low' })).toBeNull();
    expect(game.check(s, { type: 'strike', side: 'red', stance: 'low' })?.code).toBe('not-your-turn');
    expect(JSON.stringify(s)).toBe(json);
  });
});

describe('rolls on tables and checks', () => {
  // A one-phase game whose verbs roll the table or the check with the modifiers they are given.
  type RT = { data: { last: number } };
  const rseq = { turns: 1, steps: [{ sides: ['blue'], steps: [{ phase: 'roll' }] }] } as const;
  const rkit = setupGame({ types: {} as RT, sides: ['blue'] as const, sequence: rseq });
  const weather = rangeTable({ '≤1': 'storm', '2-4': 'rain', '5+': 'clear' }, 'Weather Chart');
  const dice = rkit.defineGame({
    id: 'dice',
    title: 'Dice',
    version: '1',
    map: { columns: 1, rows: 1, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
    counters: [],
    scenarios: { only: { title: 'Only' } },
    setup: () => ({ units: [], data: { last: 0 } }),
    phases: {
      roll: {
        actions: {
          weather: rkit.action({
            schema: z.object({ n: z.number().int(), dice: z.number().int() }),
            legal: (_c, side) => [{ type: 'weather', side, choose: { n: [-3, -2, -1, 0, 1, 2, 3], dice: [1, 2] } }],
            apply: (ctx, a) => void rollOnTable(ctx, { table: 'Weather Chart', dice: a.dice, read: weather, says: (w) => w, modifiers: [{ n: a.n, why: 'monsoon' }, { n: 0, why: 'nothing' }], rule: 'W1' }),
          }),
          check: rkit.action({
            schema: z.object({ n: z.number().int(), atMost: z.number().int() }),
            legal: (_c, side) => [{ type: 'check', side, choose: { n: [0, 1], atMost: [4, 9] } }],
            apply: (ctx, a) => void rollCheck(ctx, { table: 'morale', unit: 'B Coy', atMost: a.atMost, alwaysFails: 6, modifiers: [{ n: a.n, why: 'shaken' }], pass: 'holds', fail: 'routs', rule: 'M2' }),
          }),
        },
      },
    },
    finalResult: () => ({ winner: null, reason: 'none' }),
  });
  const roll = (rolls: number[], action: Record<string, unknown>) => {
    const r = dice.apply(withRolls(createMatch(dice, { seed: 1 }), rolls), { side: 'blue', ...action } as never);
    if (!r.ok) throw new Error(r.error.message);
    return r.events.find((e) => e.type === 'tableRoll')!;
  };

  it('a table is read at the modified roll; modifiers of 0 are left out; the log gives each reason', () => {
    const e = roll([3], { type: 'weather', dice: 1, n: -2 });
    expect(e).toMatchObject({ table: 'Weather Chart', roll: 3, modified: 1, result: 'storm', modifiers: [{ n: -2, why: 'monsoon' }], rule: 'W1' });
    expect(coreEventLine(e)).toBe('Weather Chart (W1): rolled 3 -2 monsoon = 1: storm');
    expect(coreEventLine(roll([4], { type: 'weather', dice: 1, n: 0 }))).toBe('Weather Chart (W1): rolled 4: rain');
  });
  it('several dice are summed', () => {
    expect(roll([2, 3], { type: 'weather', dice: 2, n: 0 })).toMatchObject({ roll: 5, result: 'clear' });
  });
  it('a check passes at most its number, modifiers included; a natural 6 always fails', () => {
    expect(roll([4], { type: 'check', atMost: 4, n: 0 })).toMatchObject({ result: true, outcome: 'holds' });
    const failed = roll([4], { type: 'check', atMost: 4, n: 1 });
    expect(failed).toMatchObject({ modified: 5, result: false, outcome: 'routs' });
    expect(coreEventLine(failed)).toBe('B Coy morale (M2): rolled 4 +1 shaken = 5, needs 4 or less: routs');
    expect(roll([6], { type: 'check', atMost: 9, n: 0 })).toMatchObject({ result: false, needs: '9 or less, but a natural 6 always fails' });
    expect(roll([6], { type: 'check', atMost: 4, n: 0 })).toMatchObject({ result: false, needs: '4 or less' });
  });
  it('the table reads the natural roll plus the modifiers, for every face and modifier', () => {
    // Every die face with every modifier: the table reads their sum.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: -3, max: 3 }), (die, n) => {
        const e = roll([die], { type: 'weather', dice: 1, n });
        return (e as GameEvent)['modified'] === die + n && (e as GameEvent)['result'] === weather(die + n);
      }),
    );
  });
});

describe('deployment', () => {
  // Blue sets up anywhere on a 4×4 map, not in or next to a red unit, at most two units a hex (the heavy one alone).
  type DT = { data: null };
  const dseq = { turns: 1, setup: [{ sides: ['blue'], steps: [{ phase: 'deploy' }] }], steps: [{ sides: ['blue'], steps: [{ phase: 'play' }] }] } as const;
  const dkit = setupGame({ types: {} as DT, sides: ['blue', 'red'] as const, sequence: dseq });
  const blue = ['b1', 'b2', 'b3', 'b4', 'heavy'];
  const red = ['r1', 'r2'];
  const setup = deployment<SpecOf<DT, typeof dseq, readonly ['blue', 'red']>>({ rule: () => 'S1', side: () => 'blue', zone: (ctx) => ctx.map.labels, notAdjacentToEnemy: true });
  const dgame = dkit.defineGame({
    id: 'deploy',
    title: 'Deploy',
    version: '1',
    map: { columns: 4, rows: 4, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
    counters: [...blue.map((id) => ({ id, side: 'blue' as const, name: id, type: 'infantry', steps: 1 })), ...red.map((id) => ({ id, side: 'red' as const, name: id, type: 'infantry', steps: 1 }))],
    stacking: { allows: (ids) => ids.length <= 2 && (ids.length < 2 || !ids.includes('heavy')) },
    scenarios: { only: { title: 'Only' } },
    setup: () => ({ units: [...blue, ...red].map((id): UnitState<string, UnitFlags, 'blue' | 'red'> => ({ id, side: blue.includes(id) ? 'blue' : 'red', at: null, steps: 1, box: 'setup' })), data: null }),
    phases: { deploy: { actions: setup.actions }, play: { actions: { rest: dkit.action({ legal: (_c, side) => [{ type: 'rest', side }], apply: (ctx) => ctx.endPhase() }) } } },
    finalResult: () => ({ winner: null, reason: 'none' }),
  });
  const labels = dgame.map.labels;

  /** Each waiting blue unit is listed in exactly the hexes the rule allows, worked out by hand; the others are refused citing it. */
  function agrees(s: MatchState<null>): void {
    const listed = new Set(dgame.legalActions(s, 'blue').filter((a) => a.type === 'place').map((a) => `${a['unit']}@${a['hex']}`));
    const board = dgame.board(s.units);
    const redIn = (h: string) => board.unitsAt(h).some((x) => x.side === 'red');
    for (const u of s.units) {
      if (u.side !== 'blue' || u.at !== null) continue;
      for (const hex of labels) {
        const stack = [...board.unitsAt(hex).map((x) => x.id), u.id];
        const ok = !redIn(hex) && !board.neighbours(hex).some(redIn) && stack.length <= 2 && (stack.length < 2 || !stack.includes('heavy'));
        expect(listed.has(`${u.id}@${hex}`), `${u.id} in ${hex}`).toBe(ok);
        if (!ok) expect(dgame.check(s, { type: 'place', side: 'blue', unit: u.id, hex })?.message).toMatch(/\(S1\)$/);
      }
    }
  }

  it('lists for each unit exactly the hexes the rule allows, whoever already stands where, before and after a placement', () => {
    const spot = fc.option(fc.constantFrom(...labels), { nil: null });
    fc.assert(
      fc.property(fc.array(spot, { minLength: 7, maxLength: 7 }), (spots) => {
        const start = createMatch(dgame, { seed: 1 });
        // Units already on the map (done with their set-up), the others waiting.
        const first: MatchState<null> = { ...start, units: start.units.map((u, i) => (spots[i] ? { ...u, at: spots[i]!, box: 'map' } : u)) };
        agrees(first);
        // After a placement (what was worked out about the red units is kept), the lists still agree.
        const a = dgame.legalActions(first, 'blue').find((x) => x.type === 'place');
        if (a) {
          const r = dgame.apply(first, a);
          if (!r.ok) throw new Error(r.error.message);
          agrees(r.state);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a set-up that breaks its own stacking limit is refused when the match is made, naming the stack and the hex', () => {
    const placed = (at: Record<string, string>) =>
      defineGame({
        ...(dgame.definition as GameDefinition<AnySpec>),
        id: 'stacked',
        stacking: { ...dgame.definition.stacking!, rule: 'S2' },
        setup: () => ({ units: [...blue, ...red].map((id): UnitState => ({ id, side: blue.includes(id) ? 'blue' : 'red', steps: 1, ...(at[id] ? { at: at[id] } : { at: null, box: 'setup' }) })), data: null }),
      });
    expect(() => createMatch(placed({ b1: 'A1', heavy: 'A1' }), { seed: 1 })).toThrow(/set-up stacks b1, heavy in "A1", beyond the game's stacking limit \(S2\)/);
    expect(() => createMatch(placed({ b1: 'A1', b2: 'A1', b3: 'A1' }), { seed: 1 })).toThrow(/bad-setup|set-up stacks b1, b2, b3/);
    // Within the limit, and the other side's units in the same hex count apart.
    expect(createMatch(placed({ b1: 'A1', b2: 'A1', r1: 'A1' }), { seed: 1 }).units.filter((u) => u.at === 'A1')).toHaveLength(3);
  });
});
