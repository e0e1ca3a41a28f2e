/**
 * Events are declared with their fields and their words side by side
 * (`declareEvent`); the core writes every log line from the typed event. A
 * misspelt field fails to compile (each `@ts-expect-error` below fails the type
 * check if the line after it compiles); an event emitted unlike its declaration
 * is a fuzzer finding.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMatch, declareEvent, describeEvent, fuzz, rewordEvent, setupGame, unitName, type EventsOf } from '../../src/index';

const sequence = { turns: 2, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] } as const;
const SIDES = ['blue', 'red'] as const;

const EVENTS = {
  dugIn: declareEvent({ unit: z.string(), hex: z.string(), depth: z.number().optional(), rule: z.string() }, (e, w) => `${w.unit(e.unit)} digs in at ${e.hex}${e.depth ? ` (${w.plural(e.depth, 'foot', 'feet')})` : ''}${w.rule(e)}`),
  quiet: declareEvent({ turn: z.number() }, null),
  setupFinished: rewordEvent('setupFinished', (e, w) => `${w.side(e.side)} is ready`),
};
type Types = { data: { dug: number }; events: EventsOf<typeof EVENTS> };
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

// @ts-expect-error: the event has no field "hexx"
declareEvent({ hex: z.string() }, (e) => e.hexx);
// @ts-expect-error: the core's combat event has no field "odd"
rewordEvent('combat', (e) => e.odd ?? null);
// @ts-expect-error: "combta" is none of the core's events
rewordEvent('combta', null);

/** A game whose `dig` verb emits its event as declared, or (with `bent`) with a field misspelt; `named`: two red counters more, one named by the game (its id is no name). */
function game(bent: boolean, named = false) {
  return kit.defineGame({
    id: 'events',
    title: 'Events',
    version: '1',
    map: { columns: 3, rows: 3, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
    counters: [
      { id: 'b1', side: 'blue', name: 'b1', type: 'infantry', steps: 1 },
      ...(named ? [{ id: 'r1', side: 'red' as const, name: 'r1', type: 'infantry', steps: 1 }, { id: 'dummy-x', side: 'red' as const, name: 'Dummy', type: 'decoy', steps: 1 }] : []),
    ],
    ...(named ? { unitName: (id: string) => (id === 'dummy-x' ? 'the dummy' : undefined) } : {}),
    scenarios: { only: { title: 'Only' } },
    setup: () => ({ units: [{ id: 'b1', side: 'blue', at: 'A2', steps: 1 }], data: { dug: 0 } }),
    phases: {
      movement: {
        actions: {
          dig: kit.action({
            legal: (ctx, side) => (side === 'blue' && ctx.data.dug === 0 ? [{ type: 'dig', side }] : []),
            apply(ctx) {
              ctx.setData({ dug: 1 });
              ctx.emit({ type: 'dugIn', unit: 'b1', hex: 'A2', rule: '4.1' });
              // @ts-expect-error: "hexx" is no field of a dugIn event
              if (bent) ctx.emit({ type: 'dugIn', unit: 'b1', hexx: 'A2', rule: '4.1' });
              ctx.emit({ type: 'quiet', turn: ctx.turn });
            },
          }),
          done: kit.action({ legal: (_ctx, side) => [{ type: 'done', side }], apply: (ctx) => ctx.endPhase() }),
        },
      },
    },
    finalResult: () => ({ winner: null, reason: 'over' }),
    events: EVENTS,
  });
}

describe('events declared with their words', () => {
  it('the log words each event from its typed fields; a null says leaves it out; a reworded core event reads the game\'s way', () => {
    const g = game(false);
    const s = createMatch(g, { seed: 1 });
    const r = g.apply(s, { type: 'dig', side: 'blue' });
    if (!r.ok) throw new Error(r.error.message);
    const lines = r.events.map((e) => describeEvent(g, r.state, e));
    expect(lines).toEqual(['b1 digs in at A2 (4.1)', null]);
    expect(describeEvent(g, r.state, { type: 'dugIn', unit: 'b1', hex: 'A2', depth: 2, rule: '4.1' })).toBe('b1 digs in at A2 (2 feet) (4.1)');
    expect(describeEvent(g, r.state, { type: 'setupFinished', side: 'red', rule: '2' })).toBe('Red is ready');
    // The core's own words for the events the game leaves to it.
    expect(describeEvent(g, r.state, { type: 'entered', unit: 'b1', hex: 'B2', rule: '7' })).toBe('b1 enters at B2 (7)');
    // A game that declares no events may emit one under a core name with fields of its own: the log gives its plain line.
    expect(describeEvent(g, r.state, { type: 'combat', target: 'G4', roll: 3 })).toBe('combat: target G4, roll 3');
  });

  it('an event emitted unlike its declaration is a fuzzer finding that names the field', () => {
    expect(fuzz(game(false), { games: 2, seed: 3 }).findings).toEqual([]);
    const found = fuzz(game(true), { games: 1, seed: 3 }).findings;
    expect(found.map((f) => f.kind)).toEqual(['event']);
    expect(found[0]!.message).toMatch(/"dugIn" event does not fit its declared fields: hex: .*; \(event\): Unrecognized key: "hexx"/);
  });

  it('a game\'s events map must word every event it declares', () => {
    const partial: Parameters<typeof kit.defineGame>[0]['events'] = {
      dugIn: EVENTS.dugIn,
      // @ts-expect-error: "quiet" is declared but not worded (a says or null is required)
      quiet: {},
    };
    expect(partial).toBeDefined();
  });
});

describe('a designer\'s mistakes in the events fail at defineGame, naming the datum', () => {
  const base = game(false).definition as unknown as Parameters<typeof kit.defineGame>[0];
  it('a core event reworded under another event\'s name', () => {
    expect(() => kit.defineGame({ ...base, events: { ...EVENTS, combat: rewordEvent('moved', null) } as never })).toThrow(/events\.combat\.core: rewords the core's "moved" event under "combat"/);
  });
  it('words that are neither a function nor null', () => {
    expect(() => kit.defineGame({ ...base, events: { ...EVENTS, dugIn: { fields: EVENTS.dugIn.fields, says: '{unit} digs in' } } as never })).toThrow(/events\.dugIn\.says: must be a function of the event giving its words in the log, or null to leave it out/);
  });
  it('fields that are not zod schemas', () => {
    expect(() => kit.defineGame({ ...base, events: { ...EVENTS, quiet: { fields: { turn: 'number' }, says: null } } as never })).toThrow(/events\.quiet\.fields\.turn: must be a zod schema/);
  });
});

describe("units in the core's lines go by the game's names for them", () => {
  it("a combat lists attackers, defenders, supports and modifiers' units by unitName, never a named counter's id", () => {
    const g = game(false, true);
    const s = createMatch(g, { seed: 1 });
    expect(unitName(g, 'dummy-x')).toBe('the dummy');
    expect(unitName(g, 'r1')).toBe('r1');
    const line = describeEvent(g, s, {
      type: 'combat',
      hex: 'B2',
      attackers: ['b1'],
      defenders: ['r1', 'dummy-x'],
      attack: 3,
      defence: 2,
      column: '1:1',
      roll: 4,
      result: 'DR',
      supports: [{ role: 'defender', kind: 'artillery', unit: 'dummy-x', value: 1 }],
      modifiers: [{ role: 'defender', reason: 'dug in', amount: 0, units: ['dummy-x'] }],
    } as never);
    expect(line).toContain('vs r1, the dummy + artillery the dummy 1');
    expect(line).toContain('defenders dug in the dummy');
    expect(line).not.toContain('dummy-x');
  });
});
