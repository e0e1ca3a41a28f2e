/**
 * The core's attack procedures on a small game: the pure tally (strengths,
 * odds, shifts, column and the chance of each result) is what the resolution
 * reads, and a decision with one option goes through the engine's resolve
 * pipeline like a player's answer.
 */
import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import {
  createMatch, openDecision, describeEvent, setupGame, type Action, type CounterData, type GameEvent,
  type MatchState, type RulesContext, type SpecOf, type StateOf
} from '../../src';
import { attackProcedures, parseCrt, ratioColumns, type CombatStep, type CombatUnderWay } from '../../src/public/combat';
import { endPhaseVerb } from '../../src/public/procedures';
import { Reader } from '../../src/engine/context';
import { botContext, defaultScore } from '../../src/bots';
import { view } from '../../src/engine';
import { withRolls } from '../../src/testing';

const sequence = { turns: 1, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'combat', rule: '5' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type G = SpecOf<{ data: null }, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as { data: null }, sides: SIDES, sequence });

const COLUMNS = ['1:2', '1:1', '2:1', '3:1'];
const crt = parseCrt({
  id: 'test-crt',
  columns: COLUMNS,
  die: { count: 1, sides: 6 },
  rows: [
    { roll: 1, results: ['NE', 'DR', 'DR', 'DE'] },
    { roll: 2, results: ['NE', 'EX', 'DR', 'DE'] },
    { roll: 3, results: ['AR', 'NE', 'EX', 'DR'] },
    { roll: 4, results: ['AR', 'AR', 'NE', 'DR'] },
    { roll: 5, results: ['AE', 'AR', 'AR', 'EX'] },
    { roll: 6, results: ['AE', 'AE', 'AR', 'NE'] },
  ],
});
const steps = (code: string): CombatStep[] =>
  code === 'DE'
    ? [{ kind: 'eliminate', role: 'defender' }]
    : code === 'DR'
      ? [{ kind: 'retreat', role: 'defender', hexes: 1 }, { kind: 'advance' }]
      : code === 'EX'
        ? [{ kind: 'lose', role: 'defender', count: 1 }, { kind: 'lose', role: 'attacker', count: 1 }]
        : code === 'AR'
          ? [{ kind: 'retreat', role: 'attacker', hexes: 1 }]
          : code === 'AE'
            ? [{ kind: 'eliminate', role: 'attacker' }]
            : [];

const counters: CounterData<G['side']>[] = [
  { id: 'b1', side: 'blue', name: 'b1', type: 'infantry', steps: 2, factors: [{ attack: 4, defence: 3, movement: 4 }, { attack: 2, defence: 1, movement: 4 }] },
  { id: 'b2', side: 'blue', name: 'b2', type: 'infantry', steps: 2, factors: [{ attack: 3, defence: 3, movement: 4 }, { attack: 1, defence: 1, movement: 4 }] },
  { id: 'r1', side: 'red', name: 'r1', type: 'infantry', steps: 2, factors: [{ attack: 2, defence: 3, movement: 4 }, { attack: 1, defence: 1, movement: 4 }] },
];

function game(opts: { askSingle?: boolean; ambush?: boolean; exchange?: 'pays' | 'free'; words?: boolean } = {}) {
  const combat = attackProcedures<G>({
    odds: { kind: 'ratio', columns: ratioColumns(COLUMNS), below: 'lowest', above: 'highest' },
    crt,
    rule: '5',
    attackers: (ctx, hex, side) => ctx.board.neighbours(hex).flatMap((h) => ctx.board.sideAt(h, side)),
    modifiers: [{ kind: 'perDefender', add: 1, in: { terrain: 'woods' }, reason: 'woods', rule: '5.3' }],
    modes: () => ['normal', 'pressed'],
    // A pressed attack shifts a column right on a 4 or more.
    roll: { shift: (mode, read) => (mode === 'pressed' && read >= 4 ? { shift: 1, reason: 'pressed', rule: '5.4' } : null) },
    // With `exchange`, EX is the true exchange: the defender eliminated, the attacker paying as many steps.
    legend: (code) => ({
      steps: opts.exchange && code === 'EX' ? [...(opts.exchange === 'pays' ? [{ kind: 'eliminate', role: 'defender' } as const] : []), { kind: 'exchange', role: 'attacker' }] : steps(code),
      ...(opts.words ? { words: `the ${code} result` } : {}),
    }),
    retreat: { rule: '5.5' },
    ...(opts.askSingle ? { askSingle: true } : {}),
    // Just before the roll b2 is caught and taken off the map (a stand-in for a revealed decoy), r1 too when b1 attacks alone.
    ...(opts.ambush
      ? {
          beforeResolve: (ctx: RulesContext<G>, c: CombatUnderWay) => {
            ctx.updateUnit('b2', { at: null, box: 'eliminated', steps: 0 });
            if (c.attackers.length === 1) ctx.updateUnit('r1', { at: null, box: 'gone' });
          },
        }
      : {}),
  });
  const g = kit.defineGame({
    id: 'attack-test',
    title: 'Attack test',
    version: '1',
    map: {
      columns: 5,
      rows: 3,
      labels: { style: 'letter-number', offset: 'odd-q' },
      terrainTypes: ['clear', 'woods'],
      defaultTerrain: 'clear',
      hexes: [{ label: 'C2', terrain: 'woods' }],
    },
    counters,
    scenarios: { s: { title: 's' } },
    setup: () => ({
      units: [
        { id: 'b1', side: 'blue', at: 'B2', steps: 2 },
        { id: 'b2', side: 'blue', at: 'C1', steps: 2 },
        { id: 'r1', side: 'red', at: 'C2', steps: 2 },
      ],
      data: null,
    }),
    phases: { combat: { actions: { declareAttack: combat.declare, endCombat: endPhaseVerb('endCombat', '5') } } },
    procedures: combat.procedures,
    finalResult: () => ({ winner: null, reason: 'over' }),
  });
  return { g, combat };
}

const { g, combat } = game();
const apply = (s: MatchState<null>, a: Action, rolls?: number[]) => {
  const r = g.apply(rolls ? withRolls(s, rolls) : s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};
/** Both blue units put together against r1 in the woods. */
function assembled(): MatchState<null> {
  let s = createMatch(g, { seed: 1 });
  s = apply(s, { type: 'declareAttack', side: 'blue', hex: 'C2' }).state;
  s = apply(s, { type: 'addAttacker', side: 'blue', unit: 'b1' }).state;
  return apply(s, { type: 'addAttacker', side: 'blue', unit: 'b2' }).state;
}
const local = (s: MatchState<null>) => s.stack[s.stack.length - 1]!.local as unknown as CombatUnderWay;

describe('a unit that drops out of an attack', () => {
  const ambush = game({ ambush: true }).g;
  const run = (s: MatchState<null>, a: Action, rolls?: number[]) => {
    const r = ambush.apply(rolls ? withRolls(s, rolls) : s, a);
    if (!r.ok) throw new Error(r.error.message);
    return r;
  };
  it('an attacker gone from the map before the roll is said, with why, and the combat goes on without it', () => {
    let s = createMatch(ambush, { seed: 1 });
    for (const a of [{ type: 'declareAttack', side: 'blue', hex: 'C2' }, { type: 'addAttacker', side: 'blue', unit: 'b1' }, { type: 'addAttacker', side: 'blue', unit: 'b2' }] as Action[]) s = run(s, a).state;
    const r = run(s, { type: 'resolveAttack', side: 'blue', mode: 'normal' }, [3]);
    const dropped = r.events.filter((e) => e.type === 'droppedOut');
    expect(dropped).toEqual([expect.objectContaining({ unit: 'b2', side: 'blue', role: 'attacker', hex: 'C2', reason: 'eliminated before the roll', rule: '5' })]);
    const fought = r.events.find((e) => e.type === 'combat')!;
    // Its strength is gone with it: b1's 4 alone.
    expect(fought).toMatchObject({ attackers: ['b1'], attack: 4 });
    expect(describeEvent(ambush, r.state, dropped[0]!)).toBe('b2 drops out of the attack on C2: eliminated before the roll (5)');
  });
  it('a defender gone before the roll is said too; with no defender left there is no roll', () => {
    let s = createMatch(ambush, { seed: 1 });
    for (const a of [{ type: 'declareAttack', side: 'blue', hex: 'C2' }, { type: 'addAttacker', side: 'blue', unit: 'b1' }] as Action[]) s = run(s, a).state;
    const r = run(s, { type: 'resolveAttack', side: 'blue', mode: 'normal' });
    expect(r.events.filter((e) => e.type === 'droppedOut')).toEqual([expect.objectContaining({ unit: 'r1', side: 'red', role: 'defender', hex: 'C2', reason: 'no longer on the map at the roll' })]);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ result: 'none', defenders: [] });
  });
  it('without anyone dropping out, no such event', () => {
    expect(apply(assembled(), { type: 'resolveAttack', side: 'blue', mode: 'normal' }, [3]).events.some((e) => e.type === 'droppedOut')).toBe(false);
  });
});

describe('the attack procedures: the tally the resolution reads', () => {
  it('the preview gives strengths with each modifier, the odds, the column and the chance of each result', () => {
    const s = assembled();
    const p = combat.preview(new Reader(g as never, s) as never, local(s));
    // 4 + 3 against 3 + 1 for the woods: 7:4 reads 1:1.
    expect(p).toMatchObject({ attack: 7, defence: 4, odds: '1:1', baseColumn: '1:1', column: '1:1', defenders: ['r1'] });
    expect(p.lines).toEqual([{ role: 'defender', reason: 'woods', rule: '5.3', amount: 1, units: ['r1'] }]);
    expect(p.chances).toEqual([
      { result: 'DR', chance: 1 / 6, rolls: [1] },
      { result: 'EX', chance: 1 / 6, rolls: [2] },
      { result: 'NE', chance: 1 / 6, rolls: [3] },
      { result: 'AR', chance: 2 / 6, rolls: [4, 5] },
      { result: 'AE', chance: 1 / 6, rolls: [6] },
    ]);
    // With a pressed attack, a 4 to 6 reads one column right.
    const pressed = combat.preview(new Reader(g as never, s) as never, { ...local(s), mode: 'pressed' });
    expect(pressed.chances.map((c) => [c.result, c.rolls])).toEqual([
      ['DR', [1]],
      ['EX', [2]],
      ['NE', [3, 4]],
      ['AR', [5, 6]],
    ]);
  });

  it('property: whatever the die shows, the combat reads the result the preview gives that face, on the column it names', () => {
    const s = assembled();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom('normal', 'pressed'), (roll, mode) => {
        const p = combat.preview(new Reader(g as never, s) as never, { ...local(s), mode });
        const r = apply(s, { type: 'resolveAttack', side: 'blue', mode }, [roll]);
        const e = r.events.find((x) => x.type === 'combat') as GameEvent & { result: string; column: string; attack: number; defence: number };
        expect(e.result).toBe(p.chances.find((c) => c.rolls.includes(roll))!.result);
        expect([e.attack, e.defence]).toEqual([p.attack, p.defence]);
        expect(e.column).toBe(mode === 'pressed' && roll >= 4 ? COLUMNS[p.columnIndex + 1] : p.column);
        expect(p.chances.reduce((t, c) => t + c.chance, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 24 },
    );
  });
});

describe('the attack procedures check their tables', () => {
  it('an odds table with columns out of order or twice over is refused when the procedures are built, naming the column', () => {
    const build = (labels: string[]) => () => attackProcedures<G>({ odds: { kind: 'ratio', columns: ratioColumns(labels), below: 'lowest', above: 'highest' }, crt, rule: '5', attackers: () => [], legend: () => ({ steps: [] }) });
    expect(build(['3:1', '1:1'])).toThrow(/odds table is not valid: columns\[1\]: 1:1 is not better odds than columns\[0\] 3:1/);
    expect(build(['1:1', '2:1', '2:1'])).toThrow(/columns\[2\]/);
    expect(build(COLUMNS)).not.toThrow(); // the CRT's own columns, in order
  });
});

describe('a decision with one option', () => {
  it('is carried out at once (the loss of r1, the only defender) unless the game asks it all the same', () => {
    // A 2 on 1:1 is an exchange: one step each; red has one unit to choose from.
    const r = apply(assembled(), { type: 'resolveAttack', side: 'blue', mode: 'normal' }, [2]);
    expect(r.events.filter((e) => e.type === 'stepLost').map((e) => e['unit'])).toEqual(['r1']);
    expect(openDecision(r.state)).toMatchObject({ side: 'blue', kind: 'takeLoss' });
    const asking = game({ askSingle: true }).g;
    let s = createMatch(asking, { seed: 1 });
    for (const a of [
      { type: 'declareAttack', side: 'blue', hex: 'C2' },
      { type: 'addAttacker', side: 'blue', unit: 'b1' },
      { type: 'addAttacker', side: 'blue', unit: 'b2' },
    ])
      s = (asking.apply(s, a) as { state: StateOf<G> }).state;
    const asked = asking.apply(withRolls(s, [2]), { type: 'resolveAttack', side: 'blue', mode: 'normal' });
    expect(asked.ok && openDecision(asked.state)).toMatchObject({ side: 'red', kind: 'takeLoss', options: [{ type: 'takeLoss', side: 'red', unit: 'r1' }] });
  });

  it('goes through the resolve pipeline: an option the rules would refuse is not carried out behind their back', () => {
    const seq = { turns: 1, steps: [{ sides: ['a', 'b'], steps: [{ phase: 'only' }] }] } as const;
    const k = setupGame({ types: {} as { data: null }, sides: ['a', 'b'] as const, sequence: seq });
    const bad = k.defineGame({
      id: 'lone-option',
      title: 'Lone option',
      version: '1',
      map: { columns: 1, rows: 1, labels: { style: 'column-row', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
      counters: [],
      scenarios: { s: { title: 's' } },
      setup: () => ({ units: [], data: null }),
      actions: {
        ask: k.action({
          legal: (_ctx, side) => [{ type: 'ask', side }],
          // The lone option names a side the game does not have: the pipeline refuses it.
          apply: (ctx) => ctx.decide({ side: 'a', kind: 'pick', prompt: 'pick', options: [{ type: 'pick', side: 'nobody', n: 1 }], single: 'carry-out' }),
        }),
        pick: k.action({ schema: z.object({ n: z.number() }), apply: (ctx) => ctx.emit({ type: 'picked' } as never) }),
      },
      finalResult: () => ({ winner: null, reason: 'over' }),
    });
    const s = createMatch(bad, { seed: 1 });
    const r = bad.apply(s, { type: 'ask', side: 'a' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatchObject({ code: 'internal-error' });
    expect(!r.ok && r.error.message).toContain('"nobody" is not a side');
  });
});

describe('the exchange step: the side pays at least the steps the other side lost in this combat', () => {
  const blueSteps = (s: MatchState<null>) => s.units.filter((u) => u.side === 'blue' && u.at !== null).reduce((n, u) => n + u.steps, 0);
  /** b1 and b2 (7) against r1 in the woods (4): 1:1, where a 2 reads EX. */
  const exchanged = (mode: 'pays' | 'free') => {
    const ex = game({ exchange: mode }).g;
    const play = (s: MatchState<null>, a: Action, rolls?: number[]) => {
      const r = ex.apply(rolls ? withRolls(s, rolls) : s, a);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    let s = createMatch(ex, { seed: 1 });
    s = play(s, { type: 'declareAttack', side: 'blue', hex: 'C2' });
    s = play(s, { type: 'addAttacker', side: 'blue', unit: 'b1' });
    s = play(s, { type: 'addAttacker', side: 'blue', unit: 'b2' });
    return { s: play(s, { type: 'resolveAttack', side: 'blue', mode: 'normal' }, [2]), play };
  };
  it('r1 (two steps) eliminated costs the attackers two steps, chosen by blue', () => {
    let { s, play } = exchanged('pays');
    expect(s.units.find((u) => u.id === 'r1')!.at).toBeNull();
    const d = openDecision(s);
    expect(d).toMatchObject({ side: 'blue', kind: 'takeLoss' });
    expect(d!.prompt).toContain('2 to go');
    expect(blueSteps(s)).toBe(4);
    s = play(s, { type: 'takeLoss', side: 'blue', unit: 'b2' });
    expect(openDecision(s)!.prompt).toContain('1 to go');
    s = play(s, { type: 'takeLoss', side: 'blue', unit: 'b1' });
    expect(blueSteps(s)).toBe(2);
    expect(openDecision(s)).toBeNull();
  });
  it('after a result that cost the other side nothing, an exchange costs nothing', () => {
    const { s } = exchanged('free');
    expect(s.units.find((u) => u.id === 'r1')).toMatchObject({ at: 'C2', steps: 2 });
    expect(blueSteps(s)).toBe(4);
    expect(openDecision(s)).toBeNull();
  });
});

describe('the legend: every code the CRT prints has a meaning', () => {
  it('a code missing from a table legend is refused when the procedures are built, with its roll and column', () => {
    const legend = Object.fromEntries(['NE', 'DR', 'DE', 'AR', 'AE'].map((c) => [c, { steps: steps(c), words: c }]));
    let caught: unknown;
    try {
      attackProcedures<G>({ odds: { kind: 'ratio', columns: ratioColumns(COLUMNS), below: 'lowest', above: 'highest' }, crt, rule: '5', attackers: () => [], legend });
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'bad-crt', path: 'legend' });
    expect((caught as Error).message).toMatch(/the result "EX" \(roll 2, column 1:1\) has no meaning: the CRT's legend has no meaning for the result "EX"/);
  });
  it("the legend's words are the combat event's meaning", () => {
    const worded = game({ words: true }).g;
    let s = createMatch(worded, { seed: 1 });
    for (const a of [{ type: 'declareAttack', side: 'blue', hex: 'C2' }, { type: 'addAttacker', side: 'blue', unit: 'b1' }, { type: 'addAttacker', side: 'blue', unit: 'b2' }] as Action[]) {
      const r = worded.apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const r = worded.apply(withRolls(s, [2]), { type: 'resolveAttack', side: 'blue', mode: 'normal' });
    expect(r.ok && r.events.find((e) => e.type === 'combat')).toMatchObject({ result: 'EX', meaning: 'the EX result' });
  });
});

describe("the attack procedures' verbs carry their bot scores", () => {
  it('declaring at 7 against 4 scores its odds; joining 3, resolving 1 (pressed 0.5), a verb with no score 0', () => {
    const s0 = createMatch(g, { seed: 1 });
    const at = (s: MatchState<null>) => botContext(g, view(g, s, 'blue'));
    // b1 (4) and b2 (3) next to C2 against r1's 3 + 1: (7 / 4) × 2 - 3.
    expect(defaultScore(g, at(s0), { type: 'declareAttack', side: 'blue', hex: 'C2' })).toBeCloseTo((7 / 4) * 2 - 3);
    const s1 = apply(s0, { type: 'declareAttack', side: 'blue', hex: 'C2' }).state;
    expect(defaultScore(g, at(s1), { type: 'addAttacker', side: 'blue', unit: 'b1' })).toBe(3);
    expect(defaultScore(g, at(s1), { type: 'resolveAttack', side: 'blue', mode: 'normal' })).toBe(1);
    expect(defaultScore(g, at(s1), { type: 'resolveAttack', side: 'blue', mode: 'pressed' })).toBe(0.5);
    expect(defaultScore(g, at(s1), { type: 'endCombat', side: 'blue' })).toBe(0);
  });
});
