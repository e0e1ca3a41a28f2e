import { z } from 'zod';
import { defineGame } from '../../src/engine';

/** The race's own state: each runner's cell on the 20-cell track. */
export type RaceData = { readonly red: number; readonly blue: number };

/**
 * A two-player race on a 20-cell track, 40 turns at most: each player turn the
 * runner moves 1, 2 or 3 cells; first to the last cell wins, else the one ahead.
 */
export const race = defineGame({
  types: {} as { data: RaceData },
  id: 'race',
  title: 'Race',
  version: '1.0.0',
  sides: ['red', 'blue'],
  map: { columns: 20, rows: 1, labels: { style: 'column-row', offset: 'odd-q' }, terrainTypes: ['track'], defaultTerrain: 'track' },
  counters: [
    { id: 'red runner', side: 'red', name: 'Red', type: 'runner', steps: 1 },
    { id: 'blue runner', side: 'blue', name: 'Blue', type: 'runner', steps: 1 },
  ],
  scenarios: { standard: { title: 'Standard race' } },
  sequence: { turns: 40, steps: [{ sides: ['red', 'blue'], steps: [{ phase: 'run', rule: 'R1' }] }] },
  setup: () => ({
    units: [
      { id: 'red runner', side: 'red', at: '0101', steps: 1 },
      { id: 'blue runner', side: 'blue', at: '0101', steps: 1 },
    ],
    data: { red: 1, blue: 1 },
  }),
  phases: {
    run: {
      actions: {
        run: {
          schema: z.object({ cells: z.number().int().min(1).max(3) }),
          rule: 'R1',
          legal(ctx, side) {
            const at = ctx.data[side as 'red' | 'blue'];
            return [{ type: 'run', side, choose: { cells: [1, 2, 3].filter((c) => at + c <= 20) } }];
          },
          refuse: (ctx, a) => `the runner is ${20 - ctx.data[a.side as 'red' | 'blue']} cells from the finish and cannot run ${a.cells} (R1)`,
          apply(ctx, action) {
            const side = action.side as 'red' | 'blue';
            const at = ctx.data[side];
            const to = Math.min(20, at + action.cells);
            ctx.setData({ ...ctx.data, [side]: to });
            ctx.updateUnit(`${side} runner`, { at: `${String(to).padStart(2, '0')}01` });
            ctx.emit({ type: 'ran', side, from: at, to });
            if (to === 20) ctx.endGame({ winner: side, reason: `${side} reached the finish` });
            else ctx.endPhase();
          },
        },
      },
    },
  },
  finalResult(ctx) {
    const d = ctx.data;
    if (d.red === d.blue) return { winner: null, reason: 'a dead heat after 40 turns' };
    return { winner: d.red > d.blue ? 'red' : 'blue', reason: 'further ahead after 40 turns' };
  },
});
