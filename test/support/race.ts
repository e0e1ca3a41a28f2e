import { z } from 'zod';
import { defineGame, type Action } from '../../src/engine';

/** The race's own state: each runner's cell on the 20-cell track. */
export type RaceData = { readonly red: number; readonly blue: number };

/**
 * A two-player race on a 20-cell track, 40 turns at most: each player turn the
 * runner moves 1, 2 or 3 cells; first to the last cell wins, else the one ahead.
 */
export const race = defineGame({
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
  sequence: { turns: 40, steps: [{ sides: ['red', 'blue'], steps: [{ phase: 'run' }] }] },
  guards: {},
  setup: () => ({
    units: [
      { id: 'red runner', side: 'red', at: '0101', steps: 1 },
      { id: 'blue runner', side: 'blue', at: '0101', steps: 1 },
    ],
    data: { red: 1, blue: 1 } as RaceData,
  }),
  actions: {
    run: {
      schema: z.object({ cells: z.number().int().min(1).max(3) }),
      apply(ctx, action) {
        const side = action.side as 'red' | 'blue';
        const at = (ctx.data as RaceData)[side];
        const to = Math.min(20, at + (action.cells as number));
        ctx.setData({ ...(ctx.data as RaceData), [side]: to });
        ctx.updateUnit(`${side} runner`, { at: `${String(to).padStart(2, '0')}01` });
        ctx.emit({ type: 'ran', side, from: at, to });
        if (to === 20) ctx.endGame({ winner: side, reason: `${side} reached the finish` });
        else ctx.endPhase();
      },
    },
  },
  legalActions(ctx, side): Action[] {
    if (ctx.active !== side) return [];
    const at = (ctx.data as RaceData)[side as 'red' | 'blue'];
    const out: Action[] = [];
    for (let cells = 1; cells <= 3 && at + cells <= 20; cells++) out.push({ type: 'run', side, cells });
    return out;
  },
  finalResult(ctx) {
    const d = ctx.data as RaceData;
    if (d.red === d.blue) return { winner: null, reason: 'a dead heat after 40 turns' };
    return { winner: d.red > d.blue ? 'red' : 'blue', reason: 'further ahead after 40 turns' };
  },
});
