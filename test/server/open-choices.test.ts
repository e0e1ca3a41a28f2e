/**
 * Open choices through a real host on loopback (issue 36 item 1): a seat's view
 * lists every action with an open field (a path, a facing, an arrival order),
 * the client fills one with a value the player chose (`fillAction`), and the
 * host checks it like any other action: a point in reach is taken, one out of
 * reach is refused with the rule and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Listening, type Sql } from '../../src/server';
import { connectSeat, createMatch, fillAction, HostRefusal, type SeatState } from '../../src/client';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { beachAssault } from '../../games/beach-assault';
import { closeAll, hosts, on, until } from './support';

let sql: Sql;
let host: Listening;

beforeAll(async () => {
  sql = await openPglite('memory://');
  [host] = await hosts(sql, [pacificSkirmish, beachAssault], 1);
}, 120_000);
afterAll(async () => {
  await closeAll([host]);
  await sql.close();
});

/** Where a figure stands in a seat's view. */
const at = (s: SeatState, id: string) => s.view.units.find((u) => u.id === id)?.at as { x: number; y: number; facing?: number } | undefined;

describe('open fields through hexwar/client and the host', () => {
  it('an American moves Lt. Hale to a point the test chose and turns the machinegun; a point out of reach is refused with the rule, nothing changed', async () => {
    const { id, tokens } = await createMatch(on(host), { game: 'pacific-skirmish', bots: { japan: 'heuristic' } });
    const seat = connectSeat(on(host), id, tokens['us']);
    try {
      const first = await seat.ready;
      // Nothing is dropped for having an open field: Hale's move and the machinegun's turn are in the view.
      const move = first.view.actions.find((d) => d.type === 'move' && d.fixed?.['figure'] === 'us-lt');
      expect(move?.open?.['path']).toMatchObject({ kind: 'path', from: { x: 22, y: 3 } });
      const pivot = first.view.actions.find((d) => d.type === 'pivot' && d.fixed?.['figure'] === 'us-mg');
      expect(pivot?.open?.['facing']).toEqual({ kind: 'facing' });

      // Too far: the host refuses in the rules' words and the version stays.
      const far = await seat.act(fillAction(move!, { path: [{ x: 22, y: 3 }, { x: 30, y: 12 }] })).catch((e: unknown) => e);
      expect(far).toBeInstanceOf(HostRefusal);
      expect((far as HostRefusal).error).toMatchObject({ code: 'illegal', rule: 'Movement' });
      expect((far as HostRefusal).error.message).toMatch(/too far/);
      expect(seat.state!.version).toBe(first.version);
      expect(at(seat.state!, 'us-lt')).toMatchObject({ x: 22, y: 3 });

      // A point the test chose, by a path of two legs.
      const done = await seat.act(fillAction(move!, { path: [{ x: 22, y: 3 }, { x: 22.5, y: 4.5 }, { x: 23, y: 6 }] }));
      await until(() => seat.state!.version >= done.version, 20_000, 'the move to reach the seat');
      expect(at(seat.state!, 'us-lt')).toMatchObject({ x: 23, y: 6 });
      expect(seat.state!.changes.map((c) => c.kind)).toContain('act');

      const mg = seat.state!.view.actions.find((d) => d.type === 'pivot' && d.fixed?.['figure'] === 'us-mg')!;
      const turned = await seat.act(fillAction(mg, { facing: 120 }));
      await until(() => seat.state!.version >= turned.version, 20_000, 'the turn to reach the seat');
      expect(at(seat.state!, 'us-mg')?.facing).toBe(120);
    } finally {
      seat.close();
    }
  }, 120_000);

  it("Tan writes his arrival order through the client; a wrong one is refused; Green's view never holds it", async () => {
    const { id, tokens } = await createMatch(on(host), { game: 'beach-assault' });
    const tan = connectSeat(on(host), id, tokens['tan']);
    const green = connectSeat(on(host), id, tokens['green']);
    try {
      const first = await tan.ready;
      await green.ready;
      const d = first.view.actions.find((x) => x.type === 'writeOrder')!;
      expect(d.open?.['order']).toMatchObject({ kind: 'arrival-order', turns: [1, 1, 3, 3, 5, 5, 7, 7] });
      const bad = await tan.act(fillAction(d, { order: ['t1', 't2'] })).catch((e: unknown) => e);
      expect((bad as HostRefusal).error).toMatchObject({ code: 'illegal', rule: 'Arrival' });
      const order = ['t3', 't-tank2', 't1', 't2', 't4', 't5', 't-tank1', 't-jeep'];
      const done = await tan.act(fillAction(d, { order }));
      await until(() => tan.state!.version >= done.version && green.state!.version >= done.version, 20_000, 'the order to reach both seats');
      expect(tan.state!.view.data).toMatchObject({ order });
      expect(JSON.stringify(green.state)).not.toContain('"t-tank2","t1"');
      expect((green.state!.view.data as { order: unknown }).order).toBeNull();
    } finally {
      tan.close();
      green.close();
    }
  }, 120_000);
});
