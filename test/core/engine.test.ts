import { assert, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBot } from '../../src/bots';
import { playMatch } from '../../src/play';
import { fuzz } from '../../src/fuzz';
import type { ActionInput, GameEvent } from '../../src/engine';
import {
  createMatch,
  createMatchActor,
  DECISION,
  defineGame,
  describeEvent,
  loadMatch,
  openDecision,
  readRecord,
  recordOf,
  replay,
  saveMatch,
  spectatorView,
  undo,
  view,
  viewEvents,
  type Action,
  type AnySpec,
  type GameDefinition,
  type MatchState,
  type Position,
} from '../../src/engine';
import { z } from 'zod';
import { HexwarError } from '../../src/errors';
import { mustApply, unitOf, withRolls } from '../../src/testing';
import fc from 'fast-check';
import { patched, Working } from '../../src/engine/context';
import { race } from '../support/race';
import { caught } from '../support/errors';
import { liar } from '../support/liar';
import { skirmish, type SkirmishData } from '../support/skirmish';

const raceDef = race.definition as GameDefinition<AnySpec>;
const raceRun = raceDef.phases!['run']!.actions!['run']!;
/** The race with its run verb changed. */
const raceWith = (id: string, run: Partial<typeof raceRun>) => defineGame({ ...raceDef, id, phases: { run: { actions: { run: { ...raceRun, ...run } } } } });
/** The race with its run verb's legal actions replaced. */
const withRun = (id: string, legal: NonNullable<typeof raceRun.legal>) => raceWith(id, { legal });

function deepFreeze<T>(o: T): T {
  if (typeof o === 'object' && o !== null && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

const ok = (r: ReturnType<typeof skirmish.apply>): MatchState<SkirmishData> => {
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

const unit = (s: MatchState<unknown, Position>, id: string) => s.units.find((u) => u.id === id)!;

describe('defineGame checks the definition', () => {
  const base = race.definition as unknown as Parameters<typeof defineGame>[0];
  it('names the exact path of a problem', () => {
    expect(() => defineGame({ ...base, id: 'Bad Id' })).toThrow(/id: must be lowercase/);
    expect(() => defineGame({ ...base, counters: [...base.counters, base.counters[0]!] })).toThrow(/counters\[2\]\.id: "red runner" is used twice/);
    expect(() => defineGame({ ...base, counters: [{ ...base.counters[0]!, side: 'green' }] })).toThrow(/counters\[0\]\.side: "green" is not one of the sides/);
    expect(() => defineGame({ ...base, counters: [{ ...base.counters[0]!, steps: 2, factors: [{ attack: 1, defence: 1, movement: 1 }] }] })).toThrow(/counters\[0\]\.factors: has 1 sides of factors but the counter has 2 steps/);
    expect(() => defineGame({ ...base, scenarios: {} })).toThrow(/scenarios: a game needs at least one scenario/);
  });
  it('refuses a map with errors and a sequence without its guards', () => {
    expect(() => defineGame({ ...base, map: { ...base.map!, defaultTerrain: 'sea' } })).toThrow(/defaultTerrain/);
    expect(() => defineGame({ ...base, sequence: { turns: 2, steps: [{ loop: 'x', while: 'more', steps: [{ phase: 'run' }] }] } as never })).toThrow(/guard "more"/);
  });
  it('refuses a says template that names a field its verb\'s actions lack (the log would read "runs  cells")', () => {
    expect(() => raceWith('says', { says: 'runs {cell} cells' })).toThrow(/phases\.run\.actions\.run\.says: "\{cell\}" is no field of a run action \(it may name cells, type, side, target, phase\)/);
    expect(caught(() => raceWith('says', { says: 'runs {cell} cells' }))).toMatchObject({ code: 'bad-game', path: 'phases.run.actions.run.says' });
    // Its fields, and the words every template may use, are fine; so is a function.
    expect(raceWith('says', { says: '{side} runs {cells} cells in the {phase} phase' }).id).toBe('says');
    expect(raceWith('says', { says: () => 'runs' }).id).toBe('says');
  });
});

describe('createMatch', () => {
  it('runs set-up and enters the first phase', () => {
    const s = createMatch(skirmish, { seed: 1 });
    expect([s.turn, s.phase, s.active, s.step]).toEqual([1, 'movement', 'blue', 0]);
    expect(s.units).toHaveLength(6);
    expect(s.game).toEqual({ id: 'skirmish', version: '1.0.0' });
  });
  it('refuses an option the game does not have, naming the ones it has (issue 27, item 3)', () => {
    const optional = defineGame({ ...raceDef, id: 'optional', options: z.object({ solo: z.boolean().default(false), fog: z.boolean().default(false) }) });
    expect(createMatch(optional, { seed: 1, options: { solo: true } }).options).toEqual({ solo: true, fog: false });
    expect(() => createMatch(optional, { seed: 1, options: { sollo: true } })).toThrow(/has no option "sollo" \(its options: solo, fog\)/);
    expect(() => createMatch(optional, { seed: 1, options: { solo: true, ['x'.repeat(500)]: 1 } })).toThrow(/has no option "x{29}…/);
  });
  it('refuses an unknown scenario and a bad seed', () => {
    // @ts-expect-error: a typed game's scenarios are named (here only "meeting"); a caller without types is refused at run time
    expect(() => createMatch(skirmish, { seed: 1, scenario: 'nope' })).toThrow(/has no scenario "nope" \(it has meeting\)/);
    expect(() => createMatch(skirmish, { seed: 1.5 })).toThrow(HexwarError);
  });
  it('the same seed gives the same match; markers depend on the seed, not on the ids', () => {
    expect(createMatch(skirmish, { seed: 9 })).toEqual(createMatch(skirmish, { seed: 9 }));
    const markers = new Set<string>();
    for (let seed = 0; seed < 20; seed++) markers.add(unit(createMatch(skirmish, { seed }), 'r1').marker!);
    expect(markers.size).toBeGreaterThan(1);
  });
});

describe('apply', () => {
  const s0 = deepFreeze(createMatch(skirmish, { seed: 3 }));

  it('works on a deep-frozen state: the state given is never changed', () => {
    const r = skirmish.apply(s0, { type: 'move', side: 'blue', unit: 'b1', to: 'C3' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    expect(unit(r.state, 'b1').at).toBe('C3');
    expect(unit(s0, 'b1').at).toBe('A3');
    // unchanged parts are shared, not copied
    expect(r.state.units[1]).toBe(s0.units[1]);
    expect(r.state.flow).toBe(s0.flow);
  });

  it('refuses malformed input with a typed reason, never throwing', () => {
    const cases: [unknown, string][] = [
      [null, 'malformed-action'],
      [[], 'malformed-action'],
      [{ side: 'blue' }, 'malformed-action'],
      [{ type: 'move' }, 'malformed-action'],
      [{ type: 'move', side: 'green' }, 'unknown-side'],
      [{ type: 'fly', side: 'blue' }, 'unknown-action'],
      [{ type: 'move', side: 'red', unit: 'r1', to: 'F3' }, 'not-your-turn'],
      [{ type: 'move', side: 'blue', unit: 7, to: 'C3' }, 'malformed-action'],
      [{ type: 'toString', side: 'blue' }, 'unknown-action'],
    ];
    for (const [action, code] of cases) {
      const r = skirmish.apply(s0, action as ActionInput);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
    const schema = skirmish.apply(s0, { type: 'move', side: 'blue', unit: 7, to: 'C3' });
    expect(!schema.ok && schema.error.path).toBe('unit');
  });

  it('cites the rule when the rules refuse', () => {
    const r = skirmish.apply(s0, { type: 'move', side: 'blue', unit: 'b1', to: 'H1' });
    expect(r).toMatchObject({ ok: false, error: { code: 'out-of-reach', rule: 'S2', message: 'b1 cannot reach H1 this turn (S2)' } });
  });

  it('moves the sequence of play on when a phase ends, with events', () => {
    const r = skirmish.apply(s0, { type: 'end', side: 'blue' });
    expect(r.ok && [r.state.phase, r.state.active]).toEqual(['combat', 'blue']);
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['phaseEnded', 'phaseChanged']);
  });

  it('refuses everything once the game is over', () => {
    const over = playMatch(race, { seed: 4, bots: randomBot }).state;
    expect(over.result).not.toBeNull();
    expect(race.legalActions(over, 'red')).toEqual([]);
    const r = race.apply(over, { type: 'run', side: 'red', cells: 1 });
    expect(!r.ok && r.error.code).toBe('game-over');
  });
});

/** Plays Blue up to its combat phase with b1 next to the hidden r1 (G3). */
function toCombat(seed: number): MatchState<SkirmishData> {
  let s = createMatch(skirmish, { seed }) as MatchState<SkirmishData>;
  s = ok(skirmish.apply(s, { type: 'move', side: 'blue', unit: 'b1', to: 'E3' }));
  s = ok(skirmish.apply(s, { type: 'move', side: 'blue', unit: 'b2', to: 'F4' }));
  s = ok(skirmish.apply(s, { type: 'end', side: 'blue' }));
  return s;
}

describe('optional fields: an action may say how it does what a descriptor lists', () => {
  const paced = raceWith('paced', {
    schema: z.object({ cells: z.number().int().min(1).max(3), pace: z.string().optional() }),
    legal: (_ctx, side) => [{ type: 'run', side, choose: { cells: [1, 2, 3] }, optional: { pace: { kind: 'pace' } } }],
    check: (_ctx, a) => (a['pace'] === undefined || a['pace'] === 'jog' || a['pace'] === 'sprint' ? null : `"${String(a['pace'])}" is not a pace: jog or sprint (R2)`),
  });
  const s = createMatch(paced, { seed: 1 });
  it('the listed action is accepted as listed; with an optional field, the verb\'s check judges it', () => {
    expect(paced.apply(s, { type: 'run', side: 'red', cells: 2 }).ok).toBe(true);
    expect(paced.apply(s, { type: 'run', side: 'red', cells: 2, pace: 'sprint' }).ok).toBe(true);
    const bad = paced.apply(s, { type: 'run', side: 'red', cells: 2, pace: 'crawl' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.message, bad.error.rule]).toEqual(['"crawl" is not a pace: jog or sprint (R2)', 'R2']);
  });
  it('only the fields the descriptor names: anything else is refused, and so is a choice it does not hold', () => {
    expect(paced.apply(s, { type: 'run', side: 'red', cells: 2, pace: 'jog', extra: 1 }).ok).toBe(false);
    expect(paced.apply(s, { type: 'run', side: 'red', cells: 4, pace: 'jog' }).ok).toBe(false);
  });
  it('a verb without a check cannot take optional fields', () => {
    const { check: _c, ...unchecked } = paced.definition.phases!['run']!.actions!['run']!;
    const g = defineGame({ ...(paced.definition as GameDefinition<AnySpec>), id: 'unchecked', phases: { run: { actions: { run: unchecked } } } });
    const r = g.apply(createMatch(g, { seed: 1 }), { type: 'run', side: 'red', cells: 2, pace: 'jog' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/no check for pace/);
  });
});

describe('concession (definition.concession)', () => {
  const yielding = defineGame({ ...raceDef, id: 'yielding', concession: { rule: 'R9' } });
  const s = createMatch(yielding, { seed: 1 });
  it('either side concedes at any moment, in or out of turn: the other side wins, and the log says so', () => {
    expect(s.active).toBe('red');
    const r = yielding.apply(s, { type: 'concede', side: 'blue' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    expect(r.state.result).toEqual({ winner: 'red', level: 'concession', reason: 'the blue player concedes (R9)' });
    expect(r.events.map((e) => e.type)).toContain('conceded');
    expect(describeEvent(yielding, r.state, r.events.find((e) => e.type === 'conceded')!)).toBe('Blue concedes (R9)');
    expect(replay(yielding, recordOf(s, [r.action])).result).toEqual(r.state.result);
    const again = yielding.apply(r.state, { type: 'concede', side: 'red' });
    expect(again.ok ? null : again.error.code).toBe('game-over');
  });
  it('never listed (bots and the fuzzer never concede); malformed or unknown where the game has no concession', () => {
    for (const side of ['red', 'blue']) expect(yielding.legalActions(s, side).some((a) => a.type === 'concede')).toBe(false);
    const extra = yielding.apply(s, { type: 'concede', side: 'red', now: true });
    expect(extra.ok ? null : extra.error.code).toBe('malformed-action');
    const plain = race.apply(createMatch(race, { seed: 1 }), { type: 'concede', side: 'red' });
    expect(plain.ok ? null : plain.error.code).toBe('unknown-action');
  });
  it('a game with concession may not name a verb concede of its own', () => {
    expect(() => defineGame({ ...raceDef, id: 'twice', concession: { rule: 'R9' }, actions: { concede: raceRun } })).toThrow(/concede verb is on/);
  });
});

describe('pending decisions', () => {
  it('a retreat-or-step result waits for the defender, whose options are the only legal actions', () => {
    expect(unit(toCombat(1), 'b2').at).toBe('F4');
    // b2 (4) against r2 in G4 (4) is 1:1, where a 4 gives DR.
    const attack: Action = { type: 'attack', side: 'blue', attackers: ['b2'], target: 'G4' };
    const r = skirmish.apply(withRolls(toCombat(1), [4]), attack);
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    const p = openDecision(r.state)!;
    expect(p).toMatchObject({ side: 'red', kind: 'retreat-or-step', rule: 'S4' });
    expect(skirmish.legalActions(r.state, 'red')).toEqual(p.options);
    expect(skirmish.legalActions(r.state, 'blue')).toEqual([]);
    expect(skirmish.actingSides(r.state)).toEqual(['red']);
    const notYours = skirmish.apply(r.state, { type: 'end', side: 'blue' });
    expect(!notYours.ok && notYours.error.code).toBe('not-your-decision');
    const notOption = skirmish.apply(r.state, { ...p.options[0]!, unit: 'r3' });
    expect(!notOption.ok && notOption.error.code).toBe('not-an-option');
    const taken = skirmish.apply(r.state, p.options.find((o) => o.choice === 'step')!);
    expect(taken.ok && unit(taken.state, 'r2').steps).toBe(1);
  });
  const asked = () => mustApply(skirmish, withRolls(toCombat(1), [4]), { type: 'attack', side: 'blue', attackers: ['b2'], target: 'G4' }).state;
  it("the open decision is the top frame, of the core's decision procedure: its side the frame's, the rest its local data; an answer takes it off", () => {
    const s = asked();
    const p = openDecision(s)!;
    expect(s.stack[s.stack.length - 1]).toEqual({ proc: DECISION, side: 'red', local: { kind: p.kind, prompt: p.prompt, rule: 'S4', options: p.options } });
    expect(Object.hasOwn(s, 'pending')).toBe(false);
    // Another side's view holds the frame with who must decide, the kind and the prompt: never the options.
    expect(view(skirmish, s, 'blue').stack.at(-1)).toEqual({ proc: DECISION, side: 'red', local: { kind: p.kind, prompt: p.prompt } });
    const after = mustApply(skirmish, s, p.options.find((o) => o.choice === 'step')!).state;
    expect(after.stack.some((f) => f.proc === DECISION)).toBe(false);
    expect(openDecision(after)).toBeNull();
  });
  it('nothing starts above an open decision: a second decision (or any procedure) opened over it is a typed error', () => {
    const w = new Working(skirmish as never, asked() as never);
    const again = caught(() => w.decide({ side: 'blue', kind: 'again', prompt: 'again?', options: [{ type: 'end', side: 'blue' }] }));
    expect(again.code).toBe('decision-open');
    expect(again.message).toMatch(/the red player's decision \(retreat-or-step\) is open/);
  });
  it('a state saved before decisions were frames loads when its pending field is empty; one saved with a decision open is refused, saying why', () => {
    const plain = JSON.parse(JSON.stringify(toCombat(1))) as Record<string, unknown>;
    const old = { ...plain, pending: null } as unknown as MatchState<SkirmishData>;
    expect(skirmish.legalActions(old, 'blue')).toEqual(skirmish.legalActions(toCombat(1), 'blue'));
    const moved = skirmish.apply(old, skirmish.legalActions(old, 'blue')[0]!);
    expect(moved.ok && Object.hasOwn(moved.state, 'pending')).toBe(false);
    const open = { ...plain, pending: { side: 'red', kind: 'retreat-or-step', prompt: 'retreat or lose a step?', options: [{ type: 'resolve', side: 'red', unit: 'r2', choice: 'step' }] } } as unknown as MatchState<SkirmishData>;
    const refused = caught(() => skirmish.legalActions(open, 'red'));
    expect(refused).toMatchObject({ code: 'bad-state', path: 'pending' });
    expect(refused.message).toMatch(/saved by an older version while a decision was open.*load its record/);
    expect(skirmish.apply(open, { type: 'end', side: 'blue' })).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });
  it('a decision frame that is not on top, or names no side, is refused at the door', () => {
    const s = asked();
    const top = s.stack[s.stack.length - 1]!;
    const below = { ...s, stack: [top, ...s.stack.slice(0, -1)] };
    expect(caught(() => skirmish.legalActions(JSON.parse(JSON.stringify(below)), 'red'))).toMatchObject({ code: 'bad-state', path: 'stack[0]' });
    const nobody = { ...s, stack: [...s.stack.slice(0, -1), { ...top, side: null }] };
    expect(caught(() => skirmish.legalActions(JSON.parse(JSON.stringify(nobody)), 'red'))).toMatchObject({ code: 'bad-state' });
  });
  it(`a game may not name a procedure of its own "${DECISION}": the core's decision procedure has the name`, () => {
    const made = caught(() => defineGame({ ...raceDef, id: 'named', procedures: { [DECISION]: { start: () => null } } }));
    expect(made).toMatchObject({ code: 'bad-game', path: `procedures.${DECISION}` });
  });
});

describe('hidden units', () => {
  it("the other side's view shows markers only; the owner's view shows everything", () => {
    const s = createMatch(skirmish, { seed: 5 });
    const blue = view(skirmish, s, 'blue');
    const text = JSON.stringify(blue);
    for (const secret of ['"r1"', '"r2"', '"r3"', 'decoy', 'random', String(s.seed === 0 ? 'x' : 'rng')]) expect(text).not.toContain(secret);
    const markers = blue.units.filter((u) => u.side === 'red');
    expect(markers.every((u) => u.hidden && /^\?\d$/.test(u.id) && u.steps === 1)).toBe(true);
    expect(view(skirmish, s, 'red').units.find((u) => u.id === 'r3')?.at).toBe('H2');
  });
  it('a side the game does not have is refused with a typed error, never shown a view (issue 27, item 12); a spectator sees no secret and no action', () => {
    const s = createMatch(skirmish, { seed: 5 });
    // A side the game does not have does not compile; typed as one of its sides here to reach the run-time check.
    const germans = 'germans' as 'blue';
    for (const ask of [() => view(skirmish, s, germans), () => skirmish.legal(s, germans), () => skirmish.legalActions(s, germans), () => view(skirmish, s, '' as 'blue')]) {
      expect(caught(ask).code).toBe('unknown-side');
    }
    expect(caught(() => view(skirmish, s, germans)).message).toBe('"germans" is not a side of Skirmish (test game) (blue, red)');
    expect(skirmish.applyAs(s, germans, { type: 'endMovement', side: 'blue' })).toMatchObject({ ok: false, error: { code: 'unknown-side' } });
    const watching = spectatorView(skirmish, s);
    expect([watching.side, watching.actions]).toEqual([null, []]);
    const text = JSON.stringify(watching);
    for (const secret of ['"r1"', '"r2"', '"r3"', 'decoy']) expect(text).not.toContain(secret);
    expect(watching.units.filter((u) => u.hidden)).toHaveLength(3);
  });
  it('the order of markers in a view tells nothing: they come last, sorted by marker', () => {
    for (let seed = 0; seed < 10; seed++) {
      const blue = view(skirmish, createMatch(skirmish, { seed }), 'blue');
      expect(blue.units.map((u) => u.id)).toEqual(['b1', 'b2', 'b3', '?1', '?2', '?3']);
    }
  });
  it('events about hidden units reach other sides with the marker only', () => {
    let s = ok(skirmish.apply(createMatch(skirmish, { seed: 5 }), { type: 'end', side: 'blue' }));
    s = ok(skirmish.apply(s, { type: 'end', side: 'blue' }));
    const r = skirmish.apply(s, { type: 'move', side: 'red', unit: 'r3', to: 'G2' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    const seen = viewEvents(r.events, 'blue');
    expect(JSON.stringify(seen)).not.toContain('r3');
    expect(seen[0]).toMatchObject({ type: 'moved', unit: unit(s, 'r3').marker });
    expect(viewEvents(r.events, 'red')[0]).toMatchObject({ type: 'moved', unit: 'r3' });
  });
  it('emitAbout names the marker for other sides, in arrays too, and the unit once it is visible', () => {
    const game = defineGame({
      ...(race.definition as unknown as Parameters<typeof defineGame>[0]),
      id: 'hush',
      setup: () => ({ units: [{ id: 'red runner', side: 'red', at: '0101', steps: 1, hidden: true, marker: 'm1' }, { id: 'blue runner', side: 'blue', at: '0101', steps: 1 }], data: { red: 1, blue: 1 } }),
      phases: {
        run: {
          actions: {
            run: {
              schema: z.object({ cells: z.number() }),
              legal: (_ctx, side) => [{ type: 'run', side, cells: 1 }],
              apply(ctx, a) {
                for (const u of ctx.units()) ctx.emitAbout(u, { type: 'seen', unit: u.id, with: [u.id, 'x'], side: a.side });
                ctx.endPhase();
              },
            },
          },
        },
      },
    });
    const r = game.apply(createMatch(game, { seed: 1 }), { type: 'run', side: 'red', cells: 1 });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    const blue = viewEvents(r.events, 'blue').filter((e) => e.type === 'seen');
    expect(blue).toEqual([
      { type: 'seen', unit: 'm1', with: ['m1', 'x'], side: 'red' },
      { type: 'seen', unit: 'blue runner', with: ['blue runner', 'x'], side: 'red' },
    ]);
    expect(viewEvents(r.events, 'red').filter((e) => e.type === 'seen')[0]).toEqual({ type: 'seen', unit: 'red runner', with: ['red runner', 'x'], side: 'red' });
  });
  it('combat reveals defenders, and a revealed decoy is removed', () => {
    let s = createMatch(skirmish, { seed: 2 }) as MatchState<SkirmishData>;
    s = ok(skirmish.apply(s, { type: 'move', side: 'blue', unit: 'b3', to: 'D2' }));
    s = ok(skirmish.apply(s, { type: 'end', side: 'blue' }));
    // b3 at D2 is not adjacent to H2: bring the decoy close instead
    s = ok(skirmish.apply(s, { type: 'end', side: 'blue' }));
    s = ok(skirmish.apply(s, { type: 'move', side: 'red', unit: 'r3', to: 'E2' }));
    s = ok(skirmish.apply(s, { type: 'end', side: 'red' }));
    s = ok(skirmish.apply(s, { type: 'end', side: 'red' }));
    s = ok(skirmish.apply(s, { type: 'end', side: 'blue' }));
    const r = skirmish.apply(s, { type: 'attack', side: 'blue', attackers: ['b3'], target: 'E2' });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    expect(r.events.map((e) => e.type)).toEqual(['revealed', 'eliminated']);
    expect(unit(r.state, 'r3')).toMatchObject({ at: null, steps: 0, hidden: false });
    expect(r.state.undoFloor).toBe(r.state.step); // a reveal cannot be undone
  });
});

describe('ctx.updateUnit', () => {
  it('a field or flag given as undefined is removed (typed: no cast needed)', () => {
    const flagged = defineGame({
      ...raceDef,
      id: 'flagged',
      flags: { a: { until: 'game' }, b: { until: 'game' } },
      phases: {
        run: {
          actions: {
            run: {
              ...raceRun,
              apply(ctx, a) {
                ctx.updateUnit('red runner', { box: 'x', flags: { a: 1, b: true } });
                ctx.updateUnit('red runner', { box: undefined, flags: { a: undefined } });
                raceRun.apply(ctx, a);
              },
            },
          },
        },
      },
    });
    const r = flagged.apply(createMatch(flagged, { seed: 1 }), { type: 'run', side: 'red', cells: 1 });
    const u = r.ok ? r.state.units.find((x) => x.id === 'red runner')! : null;
    expect(u && 'box' in u).toBe(false);
    expect(u?.flags).toEqual({ b: true });
  });
});

describe('ending the game in a phase hook', () => {
  it("an exit hook that ends the game runs no later phase's entry hook", () => {
    const entered: string[] = [];
    const ends = defineGame({
      ...raceDef,
      id: 'ends',
      phases: {
        run: {
          actions: { run: { ...raceRun, apply: (ctx) => ctx.endPhase() } },
          enter: (ctx) => void entered.push(`${ctx.turn}:${ctx.active}`),
          exit: (ctx) => {
            if (ctx.active === 'blue') ctx.endGame({ winner: 'blue', reason: 'blue ended it on leaving the phase' });
          },
        },
      },
    });
    let s = createMatch(ends, { seed: 1 });
    s = ok(ends.apply(s, { type: 'run', side: 'red', cells: 1 }) as never);
    const r = ends.apply(s, { type: 'run', side: 'blue', cells: 1 });
    expect(r.ok && r.state.result).toEqual({ winner: 'blue', reason: 'blue ended it on leaving the phase' });
    expect(entered).toEqual(['1:red', '1:blue']);
    // The finished game shows where it ended, not the next phase (issue 27, item 13).
    expect(r.ok && [r.state.turn, r.state.phase, r.state.active]).toEqual([1, 'run', 'blue']);
    expect(r.ok && r.events.filter((e) => e.type === 'phaseChanged')).toEqual([]);
  });
});

describe('secret draws (ctx.secretly)', () => {
  const secretive = defineGame({
    ...raceDef,
    id: 'secretive',
    phases: {
      run: {
        actions: {
          run: {
            ...raceRun,
            apply(ctx, a) {
              const plan = ctx.secretly(['red'], () => {
                const d = ctx.random.die(8, 'secret plan');
                ctx.emit({ type: 'planned', visibleTo: ['red'], publicAs: { type: 'planned' }, plan: d });
                return d;
              });
              const open = ctx.random.die(6, 'open roll');
              ctx.emit({ type: 'rolled', plan: plan > 0, open });
              raceRun.apply(ctx, a);
            },
          },
        },
      },
    },
  });
  it('draws made inside are seen only by the sides named; later draws are public again', () => {
    const r = secretive.apply(withRolls(createMatch(secretive, { seed: 4 }), [7, 3]), { type: 'run', side: 'red', cells: 1 });
    assert(r.ok, r.ok ? undefined : JSON.stringify(r.error));
    const secret = r.events.find((e) => (e as GameEvent)['purpose'] === 'secret plan')!;
    expect(secret).toMatchObject({ type: 'dieRolled', result: 7, visibleTo: ['red'], publicAs: null });
    const blue = viewEvents(r.events, 'blue');
    expect(JSON.stringify(blue)).not.toContain('secret plan');
    expect(blue.filter((e) => e.type === 'planned')).toEqual([{ type: 'planned' }]);
    expect(blue.find((e) => e['purpose'] === 'open roll')).toMatchObject({ result: 3 });
    expect(viewEvents(r.events, 'red').find((e) => e['purpose'] === 'secret plan')).toMatchObject({ result: 7 });
    // a secret roll is a roll: undo does not go back past it
    expect(r.state.undoFloor).toBe(r.state.step);
  });
  it('names only sides of the game', () => {
    const bad = defineGame({ ...raceDef, id: 'badsecret', phases: { run: { actions: { run: { ...raceRun, apply: (ctx) => ctx.secretly(['green'], () => ctx.random.die(6, 'x')) } } } } });
    const r = bad.apply(createMatch(bad, { seed: 1 }), { type: 'run', side: 'red', cells: 1 });
    expect(!r.ok && r.error.message).toMatch(/"green" is not a side of Race/);
  });
});

describe('save, load, replay and undo', () => {
  const played = playMatch(skirmish, { seed: 11, maxSteps: 30 });

  it('replay from seed, options and actions gives an identical state', () => {
    expect(replay(skirmish, played.record)).toEqual(played.state);
  });
  it('save and load round-trip, with clear errors on a mismatch', () => {
    const json = saveMatch(played.record, played.state);
    expect(loadMatch(skirmish, json).state).toEqual(played.state);
    expect(() => loadMatch(race, json)).toThrow(/this save is of "skirmish", not of Race/);
    const other = JSON.parse(json);
    expect(() => loadMatch(skirmish, JSON.stringify({ ...other, game: { id: 'skirmish', version: '0.9.0' } }))).toThrow(/made with skirmish 0\.9\.0; this is skirmish 1\.0\.0/);
    expect(() => loadMatch(skirmish, JSON.stringify({ ...other, format: 1 }))).toThrow(/format 1, written by an older version of hexwar/);
    expect(() => loadMatch(skirmish, JSON.stringify({ ...other, format: 4 }))).toThrow(/format 4; this version of hexwar reads format 3/);
    // Format 2 rolled xoroshiro128+ dice: its record would replay into another game.
    const old = caught(() => loadMatch(skirmish, JSON.stringify({ ...other, format: 2 })));
    expect([old.code, old.path]).toEqual(['wrong-version', 'format']);
    expect(old.message).toBe("this save has format 2, from before hexwar's dice came from ChaCha20: this version (format 3) would roll other dice and cannot replay it");
    expect(caught(() => replay(skirmish, { ...played.record, format: 2 } as never)).code).toBe('wrong-version');
    expect(() => loadMatch(skirmish, JSON.stringify({ ...other, state: { ...other.state, tracks: { vp: 99 } } }))).toThrow(/changed or is damaged/);
    expect(() => loadMatch(skirmish, '{')).toThrow(/must be JSON/);
  });
  it('readRecord gives a record read from anywhere back typed, or refuses it naming the field', () => {
    const read = readRecord(skirmish, JSON.parse(JSON.stringify(played.record)));
    expect(read).toEqual(played.record);
    expect(replay(skirmish, read)).toEqual(played.state);
    const noSeed = caught(() => readRecord(skirmish, { ...played.record, seed: [1] }));
    expect([noSeed.code, noSeed.path]).toEqual(['bad-save', 'seed']);
    expect(caught(() => readRecord(skirmish, 'a record')).code).toBe('bad-save');
    expect(caught(() => readRecord(skirmish, { ...played.record, game: { id: 'chess', version: '1' } })).code).toBe('wrong-game');
  });
  it('saveMatch refuses a value too deep to write out, or a cycle, with a typed error (issue 27, item 7)', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const tooDeep = caught(() => saveMatch(played.record, { ...played.state, data: deep } as never));
    expect([tooDeep.code, tooDeep.message]).toEqual(['bad-save', 'this match cannot be saved: it nests too deep to be written out']);
    const loop: Record<string, unknown> = {};
    loop['self'] = loop;
    expect(caught(() => saveMatch(played.record, { ...played.state, data: loop } as never)).code).toBe('bad-save');
  });
  it('undo takes back a move, but not a die roll', () => {
    const s0 = createMatch(skirmish, { seed: 3 });
    const move: Action = { type: 'move', side: 'blue', unit: 'b1', to: 'C3' };
    const s1 = ok(skirmish.apply(s0, move));
    const back = undo(skirmish, recordOf(s1, [move]), 'blue', s1);
    expect(back.state).toEqual(s0);
    expect(() => undo(skirmish, recordOf(s0), 'blue', s0)).toThrow(/nothing to take back/);
    let s = toCombat(1);
    const rec = [
      { type: 'move', side: 'blue', unit: 'b1', to: 'E3' },
      { type: 'move', side: 'blue', unit: 'b2', to: 'F4' },
      { type: 'end', side: 'blue' },
      { type: 'attack', side: 'blue', attackers: ['b2'], target: 'G4' },
    ] as Action[];
    s = ok(skirmish.apply(s, rec[3]!));
    expect(() => undo(skirmish, recordOf(s, rec), 'blue', s)).toThrow(/rolled a die or revealed/);
  });
});

describe('states are frozen in development and tests, so a hook never changes the past (10.10; issue 22 item 6)', () => {
  it('a hook that changes a state in place fails at once, and the state stays as it was', () => {
    const sneaky = defineGame({
      ...raceDef,
      id: 'sneaky',
      setup: () => ({ units: [], data: { red: 1, blue: 1, log: [] as number[] } }),
      phases: { run: { actions: { run: { ...raceRun, apply: (ctx) => void (ctx.data as { log: number[] }).log.push(1) } } } },
    });
    const s = createMatch(sneaky, { seed: 1 });
    expect(Object.isFrozen(s) && Object.isFrozen(s.data)).toBe(true);
    const r = sneaky.apply(s, { type: 'run', side: 'red', cells: 1 });
    expect(!r.ok && r.error).toMatchObject({ code: 'internal-error', message: expect.stringMatching(/read only|not extensible/) });
    expect(s.data).toEqual({ red: 1, blue: 1, log: [] });
  });

  it('a sloppy-mode CommonJS hook that writes to a unit changes neither the state it was given nor any later read of it', () => {
    // A plain CommonJS plugin without "use strict": a write to a frozen object is ignored there, not thrown.
    const dir = mkdtempSync(join(tmpdir(), 'hexwar-sloppy-'));
    const file = join(dir, 'hook.cjs');
    writeFileSync(file, 'module.exports = function (ctx) { var u = ctx.unit("red runner"); u.at = "9999"; u.steps = 0; ctx.data.red = 99; };\n');
    const sloppyApply = createRequire(import.meta.url)(file) as (ctx: unknown) => void;
    const sloppy = defineGame({ ...raceDef, id: 'sloppy', phases: { run: { actions: { run: { ...raceRun, apply: (ctx, a) => (sloppyApply(ctx), raceRun.apply!(ctx, a)) } } } } });
    const s = createMatch(sloppy, { seed: 1 });
    const before = JSON.stringify(s);
    const r = sloppy.apply(s, { type: 'run', side: 'red', cells: 1 });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    // A state from outside (parsed JSON) is copied at the door and the copy frozen: the next call reads it unchanged.
    const outside = JSON.parse(before) as typeof s;
    const first = sloppy.apply(outside, { type: 'run', side: 'red', cells: 1 });
    const again = sloppy.apply(outside, { type: 'run', side: 'red', cells: 1 });
    expect(first).toEqual(r);
    expect(again).toEqual(r);
    expect(JSON.stringify(outside)).toBe(before);
  });

  it('a strict hook that writes to a state from outside fails at the write, and the caller\'s object is untouched', () => {
    const writer = raceWith('writer', { apply: (ctx) => void ((ctx.unit('red runner') as { steps: number }).steps = 0) });
    const outside = JSON.parse(JSON.stringify(createMatch(writer, { seed: 1 }))) as MatchState;
    const before = JSON.stringify(outside);
    const r = writer.apply(outside, { type: 'run', side: 'red', cells: 1 });
    expect(!r.ok && r.error).toMatchObject({ code: 'internal-error', message: expect.stringMatching(/read only|not extensible/) });
    expect(JSON.stringify(outside)).toBe(before);
  });
});

describe('hexwar/testing: mustApply and unitOf', () => {
  it('mustApply gives the accepted result (rolls scripted first); a refusal fails with its words and rule, the state untouched', () => {
    const s = createMatch(race, { seed: 1 });
    const r = mustApply(race, s, { type: 'run', side: 'red', cells: 2 });
    expect(unitOf(r.state, 'red runner').at).toBe('0301');
    const e = caught(() => mustApply(race, r.state, { type: 'run', side: 'red', cells: 2 }));
    expect(e).toMatchObject({ code: 'refused' });
    expect(e.message).toMatch(/^Race refused \{"type":"run","side":"red","cells":2\}: .+ \[rule .+\]$/);
    expect(unitOf(r.state, 'red runner').at).toBe('0301');
  });
  it('unitOf names an id the match does not hold', () => {
    expect(caught(() => unitOf(createMatch(race, { seed: 1 }), 'green runner'))).toMatchObject({ code: 'unknown-counter', message: expect.stringMatching(/no unit "green runner" \(it has red runner, blue runner\)/) });
  });
});

describe('the door: a state from outside is checked, and never written to (issue 27, items 5 and 6)', () => {
  const played = playMatch(skirmish, { seed: 4, maxSteps: 12 }).state;
  const plain = () => JSON.parse(JSON.stringify(played)) as MatchState<SkirmishData>;
  const move = () => skirmish.legalActions(played, played.active!)[0]!;

  it('a state parsed from JSON plays as the one it was written from', () => {
    expect(skirmish.apply(plain(), move())).toEqual(skirmish.apply(played, move()));
    expect(skirmish.legal(plain(), 'blue')).toEqual(skirmish.legal(played, 'blue'));
    expect(view(skirmish, plain(), 'red')).toEqual(view(skirmish, played, 'red'));
  });

  it('a state the engine made passes the door as it is: never copied nor checked again (the door copies through JSON)', () => {
    const fresh = createMatch(skirmish, { seed: 4 });
    const next = skirmish.apply(played, move());
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (const s of [played, fresh, next.ok ? next.state : played]) {
        skirmish.legal(s, 'blue');
        skirmish.check(s, move());
        view(skirmish, s, 'red');
        skirmish.apply(s, skirmish.legalActions(s, s.active!)[0]!);
        expect(stringify.mock.calls.filter(([v]) => v === s)).toEqual([]);
      }
      // A copy is not the engine's: it is read through JSON (once).
      const copy = { ...played };
      skirmish.legal(copy, 'blue');
      expect(stringify.mock.calls.filter(([v]) => v === copy)).toHaveLength(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('a damaged state is refused with bad-state, saying what is wrong, by apply, check, legal and view alike', () => {
    const damaged: [string, (s: Record<string, any>) => void, RegExp][] = [
      ['steps', (s) => (s.units[0].steps = 7), /units\[0\]\.steps: b1 has 0 to \d steps/],
      ['an unknown unit', (s) => (s.units[1].id = 'tiger'), /units\[1\]\.id: .* has no counter "tiger"/],
      ['a unit twice', (s) => (s.units[1] = s.units[0]), /units\[1\]\.id: "b1" is in play twice/],
      ['off the map', (s) => (s.units[0].at = 'Z99'), /units\[0\]\.at: b1 stands at "Z99", which is not a hex of the map/],
      ['a phase the flow is not in', (s) => (s.phase = 'nowhere'), /flow: the sequence of play is at turn \d+, \w+, not turn \d+, "nowhere"/],
      ['no dice', (s) => delete s.random, /random: /],
      ['another game', (s) => (s.game = { id: 'race', version: '1.0.0' }), /game: a state of skirmish 1\.0\.0/],
      ['an old format', (s) => (s.format = 2), /format: this version reads states of format 3, not 2/],
      ['a side that is not', (s) => (s.active = 'germans'), /active: "germans" is not a side/],
      ['a track that is not a number', (s) => (s.tracks = { vp: 'many' }), /tracks: /],
      ['a procedure that is not', (s) => (s.stack = [{ proc: 'nope', side: null, local: null }]), /stack\[0\]: not a procedure/],
    ];
    for (const [what, damage, why] of damaged) {
      const s = plain() as Record<string, any>;
      damage(s);
      const before = JSON.stringify(s);
      const r = skirmish.apply(s as never, move());
      expect(!r.ok && r.error.code, what).toBe('bad-state');
      expect(!r.ok && r.error.message, what).toMatch(why);
      expect(skirmish.check(s as never, move())?.code, what).toBe('bad-state');
      expect(caught(() => skirmish.legal(s as never, 'blue')).code, what).toBe('bad-state');
      expect(caught(() => view(skirmish, s as never, 'blue')).code, what).toBe('bad-state');
      expect(JSON.stringify(s), what).toBe(before);
    }
    expect(skirmish.apply(null as never, move())).toMatchObject({ ok: false, error: { code: 'bad-state' } });
  });

  it('property: a state with any one value damaged is refused with a typed error or plays on; apply never throws, legal throws only typed errors', () => {
    const leaves: string[][] = [];
    const walk = (v: unknown, path: string[]) => {
      if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      else leaves.push(path);
    };
    walk(plain(), []);
    const junk = fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 1e6 }), fc.string({ maxLength: 6 }), fc.boolean(), fc.constant([]), fc.constant({}), fc.constant(1e6), fc.constant(0.5));
    fc.assert(
      fc.property(fc.nat(leaves.length - 1), junk, (i, value) => {
        const s = plain() as Record<string, any>;
        const path = leaves[i]!;
        let o = s;
        for (const k of path.slice(0, -1)) o = o[k];
        o[path[path.length - 1]!] = value;
        const r = skirmish.apply(s as never, move());
        if (!r.ok) expect(r.error.code).not.toBe('internal-error');
        try {
          skirmish.legal(s as never, 'blue');
        } catch (e) {
          expect(e).toBeInstanceOf(HexwarError);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("nothing is written to the caller's objects: not frozen, no hidden property, not one value changed", () => {
    const s = plain();
    const before = JSON.stringify(s);
    const r = skirmish.apply(s, move());
    expect(r.ok).toBe(true);
    skirmish.legal(s, 'red');
    view(skirmish, s, 'blue');
    skirmish.actingSides(s);
    const touched: string[] = [];
    const walk = (v: unknown, path: string) => {
      if (typeof v !== 'object' || v === null) return;
      if (Object.isFrozen(v)) touched.push(`${path} frozen`);
      if (Object.getOwnPropertySymbols(v).length) touched.push(`${path} has ${Object.getOwnPropertySymbols(v).map(String).join(', ')}`);
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(s, 'state');
    expect(touched).toEqual([]);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('createMatchActor', () => {
  it('wraps a match in an XState actor', () => {
    const actor = createMatchActor(skirmish, { seed: 3 });
    actor.send({ type: 'apply', action: { type: 'move', side: 'blue', unit: 'b1', to: 'C3' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.record.actions).toHaveLength(1);
    actor.send({ type: 'apply', action: { type: 'move', side: 'blue', unit: 'b1', to: 'H1' } });
    expect(actor.getSnapshot().context.error?.code).toBe('already-moved');
    actor.send({ type: 'undo', side: 'red' });
    expect(actor.getSnapshot().context.error?.message).toMatch(/the last action was the Blue player's/);
    actor.send({ type: 'undo', side: 'blue' });
    expect(actor.getSnapshot().context.record.actions).toHaveLength(0);
    actor.stop();
  });
});

describe('bots and the fuzzer', () => {
  it('bots play whole games to a result', () => {
    for (let seed = 1; seed <= 5; seed++) expect(playMatch(skirmish, { seed }).ended).toBe('result');
  });
  it('the fuzzer finds nothing in a sound game', () => {
    const r = fuzz(skirmish, { games: 20, seed: 1 });
    expect(r.findings).toEqual([]);
    expect(r.steps).toBeGreaterThan(500);
    // A quick run stops each game after so many actions, and counts no finding for it.
    const short = fuzz(skirmish, { games: 4, seed: 1, stopAfter: 3 });
    expect([short.games, short.steps, short.findings]).toEqual([4, 12, []]);
  });
  it('the fuzzer finds a game that lists an illegal action, and one that dead-ends', () => {
    expect(fuzz(liar, { games: 1 }).findings[0]?.kind).toBe('legal-refused');
    const stuck = withRun('stuck', () => []);
    expect(fuzz(stuck, { games: 1 }).findings[0]).toMatchObject({ kind: 'dead-end', seed: 1, actions: [] });
  });
  it('the fuzzer\'s deep probes, at doubling steps, find a game whose replay is not its play (a save that does not load back)', () => {
    // A verb that writes a count kept outside the state: the fuzzer's trial applies raise it, so a replay writes another.
    let applies = 0;
    const impure = raceWith('impure', {
      apply(ctx, action) {
        raceRun.apply(ctx, action);
        ctx.setData({ ...ctx.data, calls: ++applies } as never);
      },
    });
    expect(fuzz(impure, { games: 1, deepEvery: 2 }).findings[0]).toMatchObject({ kind: 'save', message: expect.stringMatching(/does not match what its actions give/), actions: { length: 2 } });
    expect(fuzz(impure, { games: 1, deepEvery: 3 }).findings[0]).toMatchObject({ kind: 'save', actions: { length: 3 } });
  });
  it('a game cannot accept what it does not list: the engine refuses it with the verb\'s reason', () => {
    const sloppy = withRun('sloppy', (ctx, side) => [{ type: 'run', side, cells: 1 }]);
    const r = sloppy.apply(createMatch(sloppy, { seed: 1 }), { type: 'run', side: 'red', cells: 2 });
    expect(r).toMatchObject({ ok: false, error: { code: 'illegal', rule: 'R1' } });
    expect(fuzz(sloppy, { games: 3 }).findings).toEqual([]);
  });
});

describe('unit patches', () => {
  it('a patch gives what spreading and deleting gives, fields in the same order, never an undefined field', () => {
    const key = fc.constantFrom('at', 'steps', 'box', 'hidden', 'marker', 'oos', 'tried');
    const value = fc.oneof(fc.integer(), fc.string(), fc.boolean());
    fc.assert(
      fc.property(fc.dictionary(key, value), fc.dictionary(key, fc.option(value, { nil: undefined })), (old, patch) => {
        const want: Record<string, unknown> = { ...old };
        for (const k in patch) {
          if (patch[k] === undefined) delete want[k];
          else want[k] = patch[k];
        }
        const got = patched(old, patch);
        expect(Object.keys(got)).toEqual(Object.keys(want));
        expect(got).toEqual(want);
        expect(Object.values(got)).not.toContain(undefined);
      }),
    );
  });
});

describe('several units changed at once', () => {
  it('updateUnits gives what updateUnit one by one gives, leaves the old state alone, and the board sees the moves', () => {
    const s0 = createMatch(skirmish, { seed: 3 });
    const [a, b] = s0.units.filter((u) => u.at !== null);
    const to = skirmish.board(s0.units).neighbours(a!.at as string).find((h) => skirmish.board(s0.units).unitsAt(h).length === 0)!;
    const one = new Working(skirmish as never, s0);
    one.updateUnit(a!.id, { at: to, flags: { moved: true } });
    one.updateUnit(b!.id, { flags: { spotted: true }, marker: undefined });
    const many = new Working(skirmish as never, s0);
    // The board is asked before the change, so its memo of positions must not survive the move.
    expect(many.board.occupied(a!.side)[skirmish.map.cell(to)]).toBe(0);
    many.updateUnits({ [a!.id]: { at: to, flags: { moved: true } }, [b!.id]: { flags: { spotted: true }, marker: undefined } });
    expect(many.finish().units).toEqual(one.finish().units);
    expect(many.board.unitsAt(to).map((u) => u.id)).toContain(a!.id);
    expect(many.board.occupied(a!.side)[skirmish.map.cell(to)]).toBe(1);
    expect(s0.units.find((u) => u.id === a!.id)!.at).toBe(a!.at);
    expect(() => many.updateUnits({ nobody: { at: to } })).toThrow(/no unit "nobody"/);
  });
});
