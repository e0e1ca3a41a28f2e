/**
 * Where on the table each listed landing, jeep and wire section lies (the
 * descriptors' `where`), so a page takes them by a click on the table: as a
 * side's view carries them, and as `placedActions` pairs each action with its
 * place.
 */
import { describe, expect, it } from 'vitest';
import { mergeDescriptors, view, type ActionDescriptor } from '../../../src/engine';
import { distanceToPlace, placedActions, type ChoicePlace } from '../../../src/public/tabletop';
import { MEMBERS } from '../../../games/beach-assault/data/forces';
import { ENTRY_POINTS, TABLE } from '../../../games/beach-assault/data/table';
import { P, aboard, act, game, start, tanMoves, unit, type S } from './helpers';

/** The view's descriptors of one verb, as a page reads them. */
const seen = (s: S, type: string): ActionDescriptor[] => view(game, s, 'tan').actions.filter((d) => d.type === type);
/** One descriptor's places of one field, checked to run beside its choice list. */
function placesOf(d: ActionDescriptor, field: string): readonly ChoicePlace[] {
  const places = d.where?.[field];
  expect(places, `${d.type} has no places for ${field}`).toBeDefined();
  expect(places!.length).toBe(d.choose![field]!.length);
  return places!;
}

describe('where each choice lies on the table', () => {
  it('each landing spot is at the sea edge where the unit then stands on a clear edge (the middle of its men), and stays at the edge where it is taken', () => {
    const s = start();
    const lands = seen(s, 'land');
    expect(lands.map((d) => d.fixed!['unit'])).toEqual(['t-tank1', 't1']);
    for (const d of lands) {
      const team = d.fixed!['unit'] as string;
      const places = placesOf(d, 'y');
      expect(d.choose!['y']).toEqual([...ENTRY_POINTS]);
      for (const [i, y] of ENTRY_POINTS.entries()) {
        const after = act(s, { type: 'land', side: 'tan', unit: team, y }).state;
        const at = MEMBERS.get(team)!.map((id) => unit(after, id).at!);
        const middle = { x: at.reduce((t, p) => t + p.x, 0) / at.length, y: at.reduce((t, p) => t + p.y, 0) / at.length };
        const place = places[i]!;
        expect(distanceToPlace(place, middle)).toBe(0);
        // Spots are kept apart: a click on one is nearer it than any other.
        expect(place).toMatchObject({ kind: 'spot', radius: 2 });
      }
    }
    // Tan tank 1 landed at 24": T1 lines up inland of it, but the spot chosen is still the one on the edge.
    const taken = act(s, { type: 'land', side: 'tan', unit: 't-tank1', y: 24 }).state;
    const spot = placesOf(seen(taken, 'land')[0]!, 'y')[ENTRY_POINTS.indexOf(24)]!;
    expect(spot).toMatchObject({ kind: 'spot', x: 0.6, y: 24 });
    expect(unit(act(taken, { type: 'land', side: 'tan', unit: 't1', y: 24 }).state, 't1-officer').at!.x).toBeGreaterThan(4);
    // Every landing with its place, as a page pairs them.
    const placed = placedActions(view(game, s, 'tan').actions).filter((p) => p.action.type === 'land');
    expect(placed).toHaveLength(2 * ENTRY_POINTS.length);
    const at16 = placed.find((p) => p.action['unit'] === 't1' && p.action['y'] === 16)!;
    expect(at16.field).toBe('y');
    expect(distanceToPlace(at16.place, { x: 1, y: 16 })).toBe(0);
  });

  it('a jeep to get into lies where it stands, as far round as its hull, naming it', () => {
    const s = tanMoves({ 't-jeep': P(40, 46, 90), 't1-rifle1': P(40, 47.5) });
    const [d] = seen(s, 'board');
    expect(placesOf(d!, 'jeep')).toEqual([{ kind: 'spot', x: 40, y: 46, radius: expect.closeTo(1.68, 2), figure: 't-jeep' }]);
    expect(placedActions([d!]).map((p) => p.action)).toEqual([{ type: 'board', side: 'tan', figure: 't1-rifle1', jeep: 't-jeep' }]);
  });

  it("each spot to get out at is the man's base there", () => {
    const s = aboard(tanMoves({ 't-jeep': P(40, 46, 90) }), 't-jeep', ['t1-rifle1']);
    const [d] = seen(s, 'alight');
    const spots = d!.choose!['at'] as { x: number; y: number }[];
    expect(spots.length).toBeGreaterThan(8);
    const places = placesOf(d!, 'at');
    places.forEach((p, i) => expect(p).toEqual({ kind: 'spot', x: spots[i]!.x, y: spots[i]!.y, radius: 0.5 }));
    // The spots do not overlap: a click inside one is outside every other.
    for (const [i, p] of places.entries()) for (const q of places.slice(i + 1)) expect(distanceToPlace(q, p as { x: number; y: number })).toBeGreaterThan(0);
  });

  it('a wire section to work on lies along its line', () => {
    const s = tanMoves({ 't1-rifle1': P(19.2, 46), 't1-rifle2': P(20.5, 24) });
    const wires = seen(s, 'cutWire');
    const line = (id: string) => ({ kind: 'line', points: TABLE.obstacles!.find((o) => o.id === id)!.line });
    const r1 = wires.find((d) => d.fixed!['figure'] === 't1-rifle1')!;
    expect(placesOf(r1, 'wire')).toEqual([line('wire-d')]);
    // At the joint of two sections, both, each along its own line.
    const r2 = wires.find((d) => d.fixed!['figure'] === 't1-rifle2')!;
    expect(r2.choose!['wire']).toEqual(['wire-b', 'wire-c']);
    expect(placesOf(r2, 'wire')).toEqual([line('wire-b'), line('wire-c')]);
    const placed = placedActions(wires);
    expect(placed.map((p) => [p.action['figure'], p.action['wire']])).toEqual([['t1-rifle1', 'wire-d'], ['t1-rifle2', 'wire-b'], ['t1-rifle2', 'wire-c']]);
    expect(distanceToPlace(placed[1]!.place, { x: 21, y: 18 })).toBe(1);
  });

  it('descriptors merged keep their places, and only merge when they share them', () => {
    const jeeps = ['j1', 'j2'];
    const where = { jeep: [{ kind: 'spot', x: 1, y: 2 }, { kind: 'spot', x: 3, y: 4 }] } as const;
    const d = (figure: string, w: typeof where = where): ActionDescriptor => ({ type: 'board', side: 'tan', fixed: { figure }, choose: { jeep: jeeps }, where: w });
    const merged = mergeDescriptors([d('a'), d('b')]);
    expect(merged).toEqual([{ type: 'board', side: 'tan', choose: { figure: ['a', 'b'], jeep: jeeps }, where }]);
    expect(placedActions(merged).map((p) => [p.action['figure'], p.action['jeep'], p.place])).toEqual([
      ['a', 'j1', where.jeep[0]], ['a', 'j2', where.jeep[1]], ['b', 'j1', where.jeep[0]], ['b', 'j2', where.jeep[1]],
    ]);
    expect(mergeDescriptors([d('a'), d('b', { jeep: [...where.jeep] })])).toHaveLength(2);
  });
});
