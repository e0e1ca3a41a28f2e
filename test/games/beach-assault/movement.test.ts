import { describe, expect, it } from 'vitest';
import { sampleAction } from '../../../src/index';
import { basesOverlap } from '../../../src/public/tabletop';
import { describeAction, type Game } from '../../../src/engine';
import { COUNTER, MEMBERS } from '../../../games/beach-assault/data/forces';
import { P, act, aboard, eventsOf, game, legalOf, path, refused, start, targetsOf, tanMoves, unit } from './helpers';

const move = (figure: string, team: string, p: { x: number; y: number }[]) => ({ type: 'move', side: 'tan', unit: team, paths: { [figure]: p } });

describe('Movement', () => {
  it('infantry move 3" in water, 4" on the beach and 6" on land', () => {
    const s = tanMoves({ 't1-rifle1': P(2, 46), 't1-rifle2': P(8, 46), 't1-rifle3': P(40, 46) });
    act(s, move('t1-rifle1', 't1', path(2, 46, 5, 46)));
    expect(refused(s, move('t1-rifle1', 't1', path(2, 46, 5.5, 46)))).toMatch(/Movement/);
    act(s, move('t1-rifle2', 't1', path(8, 46, 12, 46)));
    expect(refused(s, move('t1-rifle2', 't1', path(8, 46, 12.5, 46)))).toMatch(/Movement/);
    act(s, move('t1-rifle3', 't1', path(40, 46, 46, 46)));
    expect(refused(s, move('t1-rifle3', 't1', path(40, 46, 46.5, 46)))).toMatch(/Movement/);
  });
  it('a move across zones pays each zone\'s share (a reading): 1.5" of sea at 3" and 2" of beach at 4" are a whole move', () => {
    // The sea ends at x = 6, the beach at 18.
    const s = tanMoves({ 't1-rifle1': P(4.5, 40) });
    const r = act(s, move('t1-rifle1', 't1', path(4.5, 40, 8, 40)));
    expect(eventsOf(r.events, 'figureMoved')).toMatchObject([{ unit: 't1-rifle1', length: 3.5, cost: 1 }]);
    expect(refused(s, move('t1-rifle1', 't1', path(4.5, 40, 8.1, 40)))).toMatch(/too far/);
  });
  it('a jeep moves 9/12/18", a tank 6/8/12"', () => {
    const s = tanMoves({ 't-jeep': P(24, 46, 90), 't-tank1': P(40, 41, 90), 't-tank2': P(3, 10, 90) });
    act(s, move('t-jeep', 't-jeep', path(24, 46, 42, 46)));
    expect(refused(s, move('t-jeep', 't-jeep', path(24, 46, 42.5, 46)))).toMatch(/Movement/);
    act(s, move('t-tank1', 't-tank1', path(40, 41, 52, 41)));
    expect(refused(s, move('t-tank1', 't-tank1', path(40, 41, 52.5, 41)))).toMatch(/Movement/);
    // Wading: 6" in the sea.
    act(s, move('t-tank2', 't-tank2', path(3, 10, 3, 16)));
    expect(refused(s, move('t-tank2', 't-tank2', path(3, 10, 3, 16.5)))).toMatch(/Movement/);
  });
  it('jeeps and tanks reverse at half speed; infantry do not reverse', () => {
    const s = tanMoves({ 't-tank1': P(40, 45.5, 90), 't-jeep': P(40, 40, 90), 't1-rifle1': P(30, 46) });
    const rev = (id: string, p: { x: number; y: number }[]) => ({ type: 'reverse', side: 'tan', unit: id, paths: { [id]: p } });
    act(s, rev('t-tank1', path(40, 45.5, 34, 45.5)));
    expect(refused(s, rev('t-tank1', path(40, 45.5, 33.5, 45.5)))).toMatch(/Movement/);
    act(s, rev('t-jeep', path(40, 40, 31, 40)));
    // A vehicle is a unit of one: its move is worded without a count of who moves.
    expect(describeAction(game as unknown as Game, s, rev('t-jeep', path(40, 40, 31, 40)), { viewer: 'tan' })).toMatch(/^Tan: .*jeep.* reverses$/i);
    expect(describeAction(game as unknown as Game, s, move('t-tank1', 't-tank1', path(40, 45.5, 44, 45.5)), { viewer: 'tan' })).toMatch(/^Tan: .*tank.* moves$/i);
    expect(refused(s, rev('t-jeep', path(40, 40, 30.5, 40)))).toMatch(/Movement/);
    expect(refused(s, { type: 'reverse', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(30, 46, 31, 46) } })).toMatch(/only jeeps and tanks reverse/);
  });
  it('a figure moves once a turn', () => {
    const s = act(tanMoves({ 't1-rifle1': P(40, 46) }), move('t1-rifle1', 't1', path(40, 46, 42, 46))).state;
    expect(refused(s, move('t1-rifle1', 't1', path(42, 46, 43, 46)))).toMatch(/already moved/);
  });
  it('a move that ends where it starts is no move: refused in words, the men still free to move (a path of one point keeps a figure where it stands)', () => {
    const s = tanMoves({ 't1-rifle1': P(40, 46), 't1-rifle2': P(42, 46) });
    // The whole unit "moved" to where it stands, as the terminal's `move t1 to …` gives it.
    const still = { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(40, 46, 40, 46), 't1-rifle2': path(42, 46, 42, 46) } };
    expect(refused(s, still)).toBe('T1 (infantry unit) already stands there: a move must go somewhere (Movement)');
    expect(refused(s, move('t1-rifle1', 't1', path(40, 46, 40, 46)))).toBe('T1 rifleman 1 already stands at (40, 46): a move must go somewhere (Movement)');
    expect(game.check(s, still)).toMatchObject({ rule: 'Movement' });
    // A path of one point is a figure staying put: a bot's way of keeping a unit back, worded as such.
    const held = act(s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': [{ x: 40, y: 46 }] } });
    expect(describeAction(game as unknown as Game, s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': [{ x: 40, y: 46 }] } }, { viewer: 'tan' })).toBe('Tan: T1 (infantry unit) stays put');
    expect(refused(held.state, move('t1-rifle1', 't1', path(40, 46, 41, 46)))).toMatch(/already moved/);
    act(s, move('t1-rifle1', 't1', path(40, 46, 41, 46)));
  });
  it('a man kept where he stands while his unit moves has not moved: no move marked or logged, and he may move later in the phase', () => {
    const s = tanMoves({ 't1-rifle1': P(40, 46), 't1-rifle2': P(42, 40) });
    const r = act(s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(40, 46, 42, 46), 't1-rifle2': [{ x: 42, y: 40 }] } });
    expect(describeAction(game as unknown as Game, s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(40, 46, 42, 46), 't1-rifle2': [{ x: 42, y: 40 }] } }, { viewer: 'tan' })).toBe('Tan: T1 (infantry unit) moves (1 moving, 1 staying put)');
    expect(eventsOf(r.events, 'figureMoved').map((e) => e['unit'])).toEqual(['t1-rifle1']);
    expect(unit(r.state, 't1-rifle2').flags?.moved).toBeUndefined();
    expect(unit(r.state, 't1-rifle1').flags?.moved).toBe(true);
    act(r.state, move('t1-rifle2', 't1', path(42, 40, 44, 40)));
    // A unit whose men all stay holds: its move is used.
    const held = act(r.state, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle2': [{ x: 42, y: 40 }] } });
    expect(refused(held.state, move('t1-rifle2', 't1', path(42, 40, 43, 40)))).toMatch(/already moved/);
  });
  it('a man touching his jeep gets in (half a turn); inside he neither moves nor fires, and rides with it', () => {
    let s = tanMoves({ 't-jeep': P(40, 46, 90), 't1-rifle1': P(40, 47.5), 'g1-rifle1': P(50, 46) });
    expect(legalOf(s, 'tan', 'board').map((d) => d.fixed!['figure'])).toEqual(['t1-rifle1']);
    s = act(s, { type: 'board', side: 'tan', figure: 't1-rifle1', jeep: 't-jeep' }).state;
    expect(unit(s, 't1-rifle1')).toMatchObject({ at: null, box: 'aboard' });
    expect(refused(s, move('t1-rifle1', 't1', path(40, 47.5, 41, 47.5)))).toMatch(/riding in a jeep/);
    expect(refused(s, { type: 'alight', side: 'tan', figure: 't1-rifle1', at: { x: 40, y: 48 } })).toMatch(/got in this turn/);
    s = act(s, move('t-jeep', 't-jeep', path(40, 46, 44, 46))).state;
    expect(unit(s, 't1-rifle1').box).toBe('aboard');
    s = act(s, { type: 'endMovement', side: 'tan' }).state;
    expect(targetsOf(s, 't1-rifle1')).toEqual([]);
    expect(refused(s, { type: 'fire', side: 'tan', figure: 't1-rifle1', target: 'g1-rifle1' })).toMatch(/men in a jeep do not fire/);
  });
  it('a jeep carries eight; a man who has used more than half his move cannot get in', () => {
    const men = ['t1-officer', 't1-sergeant', 't1-rifle1', 't1-rifle2', 't1-rifle3', 't1-sniper', 't1-at', 't1-shotgun'];
    let s = aboard(tanMoves({ 't-jeep': P(40, 46, 90), 't2-rifle1': P(40, 47.5) }), 't-jeep', men);
    expect(legalOf(s, 'tan', 'board')).toEqual([]);
    expect(refused(s, { type: 'board', side: 'tan', figure: 't2-rifle1', jeep: 't-jeep' })).toMatch(/a jeep carries eight/);
    s = tanMoves({ 't-jeep': P(40, 46, 90), 't2-rifle1': P(40, 47.5) }, { 't2-rifle1': { spent: 0.6 } });
    expect(refused(s, { type: 'board', side: 'tan', figure: 't2-rifle1', jeep: 't-jeep' })).toMatch(/half a turn/);
  });
  it('getting out takes half a turn: half a move is left, and he may fire that turn', () => {
    let s = aboard(tanMoves({ 't-jeep': P(40, 46, 90), 'g1-rifle1': P(55, 46) }), 't-jeep', ['t1-rifle1']);
    const spots = legalOf(s, 'tan', 'alight')[0]!.choose!['at'] as { x: number; y: number }[];
    const spot = spots.find((p) => p.y < 46 && p.y > 44)!;
    s = act(s, { type: 'alight', side: 'tan', figure: 't1-rifle1', at: spot }).state;
    expect(unit(s, 't1-rifle1').at).toMatchObject(spot);
    expect(refused(s, move('t1-rifle1', 't1', path(spot.x, spot.y, spot.x + 3.5, spot.y)))).toMatch(/Movement/);
    s = act(s, move('t1-rifle1', 't1', path(spot.x, spot.y, spot.x + 3, spot.y))).state;
    s = act(s, { type: 'endMovement', side: 'tan' }).state;
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle1']);
  });
});

describe('Movement: whole hulls against solid objects; no two figures on one spot', () => {
  it('a tank may not drive into the command post: its whole hull is checked, not only its centre', () => {
    // The post stands at x 56–60, y 21–27; the tank's hull is 4" long, so its front is 2" ahead of its centre.
    const s = tanMoves({ 't-tank1': P(50, 24, 0) });
    const into = refused(s, move('t-tank1', 't-tank1', path(50, 24, 55, 24)));
    expect(into).toMatch(/command post/i);
    expect(into).toMatch(/\(Movement\)$/);
    expect(refused(s, move('t-tank1', 't-tank1', path(50, 24, 54.05, 24)))).toMatch(/command post/i);
    // Up to the wall is allowed: the front at 55.9".
    expect(unit(act(s, move('t-tank1', 't-tank1', path(50, 24, 53.9, 24))).state, 't-tank1').at).toMatchObject({ x: 53.9, y: 24 });
    // Nor along its wall with the hull's side across it: the centre 1" from the wall, half the hull's width 1.25".
    const by = tanMoves({ 't-tank1': P(50, 28, 0) });
    expect(refused(by, move('t-tank1', 't-tank1', path(50, 28, 62, 28)))).toMatch(/command post/i);
    act(tanMoves({ 't-tank1': P(50, 28.3, 0) }), move('t-tank1', 't-tank1', path(50, 28.3, 62, 28.3)));
  });
  it('a tank beside the post\'s wall, which cannot turn where it stands, is still drawn a move: the sampler tries the way it faces', () => {
    // Green's tank at its start: 0.5" from the wall, so its hull sweeps into the post as it turns; only near-straight moves are legal.
    const s = tanMoves({ 't-tank1': P(58, 28.75, 180) });
    const d = legalOf(s, 'tan', 'move').find((x) => x.fixed?.['unit'] === 't-tank1')!;
    let moved = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let k = seed * 7919;
      const next = () => (k = (k * 16807) % 2147483647) / 2147483647;
      const a = sampleAction([d], (n) => Math.floor(next() * n), game.definition.samplers);
      expect(game.check(s, a), JSON.stringify(a)).toBeNull();
      const p = (a['paths'] as Record<string, { x: number; y: number }[]>)['t-tank1']!;
      if (p.length > 1 && Math.hypot(p.at(-1)!.x - 58, p.at(-1)!.y - 28.75) > 0.1) moved++;
    }
    // One random direction each, as before, moved it in 2 draws of 40.
    expect(moved).toBeGreaterThanOrEqual(16);
  });
  it('a man\'s base may not end inside the post\'s walls, nor on another figure', () => {
    const s = tanMoves({ 't1-rifle1': P(50, 24), 't1-rifle2': P(48, 30), 't-jeep': P(44, 30, 0) });
    // His centre 0.3" from the wall: half his base would be inside it.
    expect(refused(s, move('t1-rifle1', 't1', path(50, 24, 55.7, 24)))).toMatch(/command post/i);
    expect(unit(act(s, move('t1-rifle1', 't1', path(50, 24, 55.5, 24))).state, 't1-rifle1').at).toMatchObject({ x: 55.5 });
    // On a comrade, or under the jeep.
    expect(refused(s, move('t1-rifle1', 't1', path(50, 24, 48.5, 29.5)))).toMatch(/would stand on .*(Movement)/);
    expect(refused(s, move('t-jeep', 't-jeep', path(44, 30, 47.5, 30)))).toMatch(/would stand on .*(Movement)/);
    // Touching is not standing on.
    act(s, move('t1-rifle1', 't1', path(50, 24, 49, 29.9)));
  });
  it('a vehicle may not end with a corner on another\'s hull by more than the tolerance, whichever of the two is measured from', () => {
    // The tank faces east; the jeep drives in from the north-east along its length (facing 225°), to end with its corner `depth` into the tank's side.
    const drive = (depth: number) => {
      const end = { x: 30 + 2.25 * Math.SQRT1_2, y: 21.25 - depth + 2.25 * Math.SQRT1_2 };
      const from = { x: end.x + 4, y: end.y + 4 };
      return { s: tanMoves({ 't-tank1': P(30, 20, 0), 't-jeep': P(from.x, from.y, 225) }), a: { type: 'move', side: 'tan', unit: 't-jeep', paths: { 't-jeep': [from, end] } } };
    };
    const into = drive(0.012);
    expect(refused(into.s, into.a)).toMatch(/Tan jeep would stand on Tan tank 1 at the end of the move: two figures may not share a spot \(Movement\)/);
    // Touching, 0.008" in (within the tolerance), is allowed.
    const beside = drive(0.008);
    expect(unit(act(beside.s, beside.a).state, 't-jeep').at!.facing).toBeCloseTo(225, 6);
  });
  it('two figures of one unit may not end on one spot, though each path alone is legal', () => {
    const s = tanMoves({ 't1-rifle1': P(40, 40), 't1-rifle2': P(40, 44) });
    const both = { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(40, 40, 42, 42), 't1-rifle2': path(40, 44, 42, 42.3) } };
    expect(refused(s, both)).toMatch(/T1 rifleman 1 would stand on T1 rifleman 2 at the end of the move: two figures may not share a spot \(Movement\)/);
    // Each alone is legal; and one may take the spot the other leaves.
    act(s, move('t1-rifle1', 't1', path(40, 40, 42, 42)));
    act(s, move('t1-rifle2', 't1', path(40, 44, 42, 42.3)));
    act(s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(40, 40, 40, 43.5), 't1-rifle2': path(40, 44, 40, 46) } });
  });
  it('a man getting out of a jeep stands on a spot around it clear of walls and of other figures', () => {
    // The jeep (3" x 1.5", facing east) with a comrade standing on the spot due east of it.
    let s = aboard(tanMoves({ 't-jeep': P(40, 46, 0), 't1-rifle2': P(42.28, 46) }), 't-jeep', ['t1-rifle1']);
    const spots = legalOf(s, 'tan', 'alight')[0]!.choose!['at'] as { x: number; y: number }[];
    const man = (p: { x: number; y: number }) => ({ base: COUNTER.get('t1-rifle1')!.base, at: p });
    expect(spots.length).toBeGreaterThan(8);
    for (const p of spots) expect(basesOverlap(man(p), { base: COUNTER.get('t1-rifle2')!.base, at: P(42.28, 46) })).toBe(false);
    expect(refused(s, { type: 'alight', side: 'tan', figure: 't1-rifle1', at: { x: 42.28, y: 46 } })).toMatch(/Movement/);
    // Beside the command post's wall, no spot puts his base inside it.
    s = aboard(tanMoves({ 't-jeep': P(53.5, 24, 90) }), 't-jeep', ['t1-rifle1']);
    for (const p of legalOf(s, 'tan', 'alight')[0]!.choose!['at'] as { x: number; y: number }[]) expect(p.x).toBeLessThanOrEqual(55.5 + 0.01);
  });
  it('a unit landing where figures already stand lines up just inland of them, never on them', () => {
    let s = start();
    s = act(s, { type: 'land', side: 'tan', unit: 't-tank1', y: 24 }).state;
    s = act(s, { type: 'land', side: 'tan', unit: 't1', y: 24 }).state;
    const tank = { base: COUNTER.get('t-tank1')!.base, at: unit(s, 't-tank1').at! };
    const men = MEMBERS.get('t1')!.map((id) => ({ base: COUNTER.get(id)!.base, at: unit(s, id).at! }));
    for (const m of men) expect(basesOverlap(m, tank)).toBe(false);
    for (const [i, a] of men.entries()) for (const b of men.slice(i + 1)) expect(basesOverlap(a, b)).toBe(false);
    // Landing 4" from the south edge, the line slides north to lie on the table, each man clear of the next.
    const south = act(start(), { type: 'land', side: 'tan', unit: 't1', y: 4 }).state;
    const line = MEMBERS.get('t1')!.map((id) => ({ base: COUNTER.get(id)!.base, at: unit(south, id).at! }));
    for (const m of line) expect(m.at.y).toBeGreaterThanOrEqual(0.5);
    for (const [i, a] of line.entries()) for (const b of line.slice(i + 1)) expect(basesOverlap(a, b)).toBe(false);
    // At a clear spot they line up at the very edge.
    const clear = act(start(), { type: 'land', side: 'tan', unit: 't1', y: 24 }).state;
    expect(unit(clear, 't1-officer').at!.x).toBe(0.6);
    expect(unit(s, 't1-officer').at!.x).toBeGreaterThan(4);
  });
});

describe('Barbed Wire', () => {
  it('infantry and jeeps cannot cross a wire section that is not passable', () => {
    const s = tanMoves({ 't1-rifle1': P(19, 46), 't-jeep': P(16, 44, 90) });
    expect(refused(s, move('t1-rifle1', 't1', path(19, 46, 22, 46)))).toMatch(/Barbed Wire/);
    expect(refused(s, move('t-jeep', 't-jeep', path(16, 44, 24, 44)))).toMatch(/Barbed Wire/);
  });
  it('a tank crosses freely and makes the section passable for everyone', () => {
    let s = tanMoves({ 't-tank1': P(16, 44, 90), 't1-rifle1': P(19, 46) });
    const r = act(s, move('t-tank1', 't-tank1', path(16, 44, 24, 44)));
    expect(eventsOf(r.events, 'wireFlattened').map((e) => e['wire'])).toEqual(['wire-d']);
    s = r.state;
    expect(s.data.table.passable).toEqual(['wire-d']);
    act(s, move('t1-rifle1', 't1', path(19, 46, 22, 46)));
  });
  it('two infantrymen working a whole turn make a section passable; they neither move nor fire that turn', () => {
    let s = tanMoves({ 't1-rifle1': P(19.2, 46), 't1-rifle2': P(19.2, 44), 'g1-rifle1': P(25, 46) });
    expect(legalOf(s, 'tan', 'cutWire').map((d) => [d.fixed!['figure'], d.choose!['wire']])).toEqual([
      ['t1-rifle1', ['wire-d']],
      ['t1-rifle2', ['wire-d']],
    ]);
    s = act(s, { type: 'cutWire', side: 'tan', figure: 't1-rifle1', wire: 'wire-d' }).state;
    s = act(s, { type: 'cutWire', side: 'tan', figure: 't1-rifle2', wire: 'wire-d' }).state;
    expect(legalOf(s, 'tan', 'move')).toEqual([]);
    s = act(s, { type: 'endMovement', side: 'tan' }).state;
    expect(targetsOf(s, 't1-rifle1')).toEqual([]);
    expect(refused(s, { type: 'fire', side: 'tan', figure: 't1-rifle1', target: 'g1-rifle1' })).toMatch(/working on the wire/);
    expect(s.data.table.passable).toEqual([]);
    const r = act(s, { type: 'endFire', side: 'tan' }, [1, 1]);
    expect(eventsOf(r.events, 'wireCut')[0]).toMatchObject({ wire: 'wire-d', done: true });
    expect(r.state.data.table.passable).toEqual(['wire-d']);
  });
  it('one man alone does not make it passable, and a man who has moved may not start', () => {
    let s = tanMoves({ 't1-rifle1': P(19.2, 46), 't1-rifle2': P(17, 44) });
    s = act(s, { type: 'cutWire', side: 'tan', figure: 't1-rifle1', wire: 'wire-d' }).state;
    s = act(s, move('t1-rifle2', 't1', path(17, 44, 19.2, 44))).state;
    expect(refused(s, { type: 'cutWire', side: 'tan', figure: 't1-rifle2', wire: 'wire-d' })).toMatch(/already moved/);
    s = act(s, { type: 'endMovement', side: 'tan' }).state;
    const r = act(s, { type: 'endFire', side: 'tan' }, [1, 1]);
    expect(eventsOf(r.events, 'wireCut')[0]).toMatchObject({ wire: 'wire-d', done: false });
    expect(r.state.data.table.passable).toEqual([]);
  });
});
