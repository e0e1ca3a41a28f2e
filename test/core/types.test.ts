/**
 * Names are types: a misspelt phase, event, decision, verb field or phase key
 * does not compile. Each `@ts-expect-error` below fails the type check (run by
 * `npm test` before vitest) if the line after it compiles.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setupGame, type Action, type JsonValue, type ReadContext, type RulesContext, type SpecOf } from '../../src/engine';
import type { TablePoint, TablePosition } from '../../src/tabletop';

const sequence = { turns: 3, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }, { phase: 'combat' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
type Types = { data: { vp: number }; events: { type: 'scored'; vp: number }; decisions: 'retreat' };
type G = SpecOf<Types, typeof sequence, typeof SIDES>;
const kit = setupGame({ types: {} as Types, sides: SIDES, sequence });

const move = kit.action({
  schema: z.object({ unit: z.string(), to: z.string() }),
  legal: (_ctx, side) => [{ type: 'move', side, fixed: { unit: 'b1' }, choose: { to: ['A1'] } }],
  apply(ctx, a) {
    const to: string = a.to;
    // @ts-expect-error: the payload has no field "too"
    void a.too;
    ctx.emit({ type: 'scored', vp: 1 });
    ctx.emit({ type: 'moved', unit: a.unit, to });
    // @ts-expect-error: "mvoed" is neither the game's event nor the core's
    ctx.emit({ type: 'mvoed', unit: a.unit });
    // @ts-expect-error: the game's own event is typed field by field
    ctx.emit({ type: 'scored', vp: 'one' });
  },
});

function phaseCheck(ctx: ReadContext<G>): boolean {
  // @ts-expect-error: there is no phase "movment"
  return ctx.phase === 'movment';
}

function decisionCheck(ctx: RulesContext<G>): void {
  ctx.decide({ side: 'red', kind: 'retreat', prompt: 'retreat?', options: [{ type: 'move', side: 'red' }] });
  // @ts-expect-error: no decision kind "retraet"
  ctx.decide({ side: 'red', kind: 'retraet', prompt: 'retreat?', options: [] });
  // @ts-expect-error: no side "green"
  ctx.decide({ side: 'green', kind: 'retreat', prompt: 'retreat?', options: [] });
}

const names = setupGame({ types: {} as { eventTypes: 'revealed' | 'struck' }, sides: SIDES, sequence });
names.action({
  apply(ctx) {
    ctx.emit({ type: 'revealed', unit: 'x', anything: 1 });
    // @ts-expect-error: event names are checked even when fields are not
    ctx.emit({ type: 'reveald' });
  },
});

describe('types end to end', () => {
  it('a typed game compiles only with its own names (see the @ts-expect-error lines), and the misspelt phase is refused at run time too', () => {
    const define = () => kit.defineGame({
      id: 'typed',
      title: 'Typed',
      version: '1',
      map: { columns: 2, rows: 2, labels: { style: 'letter-number', offset: 'odd-q' }, terrainTypes: ['clear'], defaultTerrain: 'clear' },
      counters: [{ id: 'b1', side: 'blue', name: 'b1', type: 'infantry', steps: 1 }],
      scenarios: { only: { title: 'Only' } },
      setup: () => ({ units: [{ id: 'b1', side: 'blue', at: 'A2', steps: 1 }], data: { vp: 0 } }),
      // @ts-expect-error: there is no phase "movment"
      phases: { movment: { actions: { move } } },
      finalResult: () => ({ winner: null, reason: 'over' }),
    });
    expect(define).toThrow(/sequence\.steps\[0\]\.steps\[0\]\.phase: "movement" is not one of the game's phases \(movment\)/);
    expect(typeof phaseCheck).toBe('function');
    expect(typeof decisionCheck).toBe('function');
  });
});

describe('tabletop points are JSON values', () => {
  it('a TablePoint or TablePosition goes into an action, an event or a descriptor as it is', () => {
    const p: TablePoint = { x: 1, y: 2 };
    const at: TablePosition = { x: 3, y: 4, facing: 90 };
    const path: readonly TablePoint[] = [p, at];
    const action: Action = { type: 'move', side: 'blue', figure: 'b1', path, at };
    const value: JsonValue = { p, at };
    expect(action['path']).toEqual([p, at]);
    expect(value).toEqual({ p, at });
  });
});
