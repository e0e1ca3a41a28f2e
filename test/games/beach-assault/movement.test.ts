import { describe, expect, it } from 'vitest';
import { P, act, aboard, eventsOf, legalOf, path, refused, targetsOf, tanMoves, unit } from './helpers';

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
  it('a jeep moves 9/12/18", a tank 6/8/12"', () => {
    const s = tanMoves({ 't-jeep': P(24, 46, 90), 't-tank1': P(40, 45.5, 90), 't-tank2': P(3, 10, 90) });
    act(s, move('t-jeep', 't-jeep', path(24, 46, 42, 46)));
    expect(refused(s, move('t-jeep', 't-jeep', path(24, 46, 42.5, 46)))).toMatch(/Movement/);
    act(s, move('t-tank1', 't-tank1', path(40, 45.5, 52, 45.5)));
    expect(refused(s, move('t-tank1', 't-tank1', path(40, 45.5, 52.5, 45.5)))).toMatch(/Movement/);
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
    expect(refused(s, rev('t-jeep', path(40, 40, 30.5, 40)))).toMatch(/Movement/);
    expect(refused(s, { type: 'reverse', side: 'tan', unit: 't1', paths: { 't1-rifle1': path(30, 46, 31, 46) } })).toMatch(/only jeeps and tanks reverse/);
  });
  it('a figure moves once a turn', () => {
    const s = act(tanMoves({ 't1-rifle1': P(40, 46) }), move('t1-rifle1', 't1', path(40, 46, 42, 46))).state;
    expect(refused(s, move('t1-rifle1', 't1', path(42, 46, 43, 46)))).toMatch(/already moved/);
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
