import { describe, expect, it } from 'vitest';
import { TABLE_EPSILON } from '../../../src/public/tabletop';
import { act, game, listed, ofType, only, P, place, refused, start, unit, until, type S } from './helpers';

/** Two lone figures far apart: an American rifleman and a Japanese one. */
const quiet = (extra: Record<string, ReturnType<typeof P>> = {}, flags: Record<string, Record<string, unknown>> = {}): S => only(start(), { 'us-r5': P(1, 1), 'jp-r6': P(46, 34), ...extra }, flags);

const moved = (s: S, figure: string, path: { x: number; y: number }[], type = 'move') => act(s, { type, side: s.active!, figure, path });

describe('Turn Sequence', () => {
  it('A moves; B fires; A fires; melee; then B moves; A fires; B fires; melee', () => {
    let s = start();
    const seen: string[] = [];
    const record = () => seen.push(`${s.turn} ${s.phase} ${game.actingSides(s).join()}`);
    record();
    s = act(s, { type: 'endMovement', side: 'us' }).state;
    // Fire phases with nobody to shoot at end by themselves: step through the phase changes.
    const steps = [];
    let x = start();
    const r = game.apply(x, { type: 'endMovement', side: 'us' });
    if (r.ok) for (const e of r.events) if (e.type === 'phaseChanged') steps.push(`${e['turn']} ${e['phase']} ${e['side']}`);
    x = r.ok ? (r.state as S) : x;
    expect(steps[0]).toBe('1 defensiveFire us');
    expect(seen[0]).toBe('1 movement us');
    // Both players fire in order, then melee, then the Japanese move.
    const order: string[] = [];
    let t = quiet({ 'us-r1': P(20, 2), 'jp-r1': P(20, 20) });
    for (let i = 0; i < 12 && t.turn === 1; i++) {
      order.push(`${t.phase}:${game.actingSides(t)[0]}`);
      const side = game.actingSides(t)[0]!;
      t = act(t, { type: t.phase === 'movement' ? 'endMovement' : 'endFire', side }).state;
    }
    expect(order).toEqual(['movement:us', 'defensiveFire:japan', 'offensiveFire:us', 'movement:japan', 'defensiveFire:us', 'offensiveFire:japan']);
    expect(t.turn).toBe(2);
  });
  it('the player who did not move fires first; the moving player may not fire then, nor move', () => {
    let s = quiet({ 'us-r1': P(20, 2), 'jp-r1': P(20, 20) });
    s = until(s, 'japan', 'defensiveFire');
    expect(game.actingSides(s)).toEqual(['japan']);
    expect(refused(s, { type: 'fire', side: 'us', figure: 'us-r1', weapon: 'rifle', target: 'jp-r1' }).message).toMatch(/not your turn|not the us player's turn/);
    expect(refused(s, { type: 'move', side: 'japan', figure: 'jp-r1', path: [P(20, 20), P(20, 21)] }).message).toMatch(/movement phase/);
  });
  it('a fire phase in which the firing player has no shot and no artillery ends by itself', () => {
    const s = quiet();
    const r = act(s, { type: 'endMovement', side: 'us' });
    // Nobody can see anybody: both fire phases and melee pass straight to the Japanese movement.
    expect(r.state).toMatchObject({ phase: 'movement', active: 'japan' });
  });
  it('an effect that lasts "1 turn" ends as the phase it was inflicted in comes round in the next turn', () => {
    // A Sherman hit in the Japanese offensive fire of turn 1 may not move in the American movement phase of turn 2.
    let s = quiet({ 'us-tank': P(40, 4, 90) }, { 'us-tank': { noMove: '2:japan:offensiveFire' } });
    s = until(act(s, { type: 'endMovement', side: 'us' }).state, 'us', 'movement');
    expect(s.turn).toBe(2);
    expect(listed(s, 'us', 'move').some((d) => d.fixed?.['figure'] === 'us-tank')).toBe(false);
    s = until(act(s, { type: 'endMovement', side: 'us' }).state, 'japan', 'movement');
    expect(unit(s, 'us-tank').flags).toHaveProperty('noMove');
    // Ending the Japanese movement runs through the fire phases (nobody sees anybody); the effect ends as the offensive fire begins.
    const r = act(s, { type: 'endMovement', side: 'japan' });
    expect(ofType(r.events, 'effectEnded')).toMatchObject([{ unit: 'us-tank', effects: ['noMove'] }]);
    expect(r.state).toMatchObject({ turn: 3, phase: 'movement', active: 'us' });
    expect(listed(r.state, 'us', 'move').some((d) => d.fixed?.['figure'] === 'us-tank')).toBe(true);
  });
});

describe('Movement', () => {
  const cost = (s: S, figure: string, path: { x: number; y: number }[], type = 'move') => ofType(moved(s, figure, path, type).events, 'figureMoved')[0]!;
  it('infantry moves 6" in the open, not 6.1"', () => {
    const s = quiet({ 'us-r1': P(40, 2) });
    expect(cost(s, 'us-r1', [P(40, 2), P(46, 2)])).toMatchObject({ length: 6, cost: 1 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(46.1, 2)] })).toEqual({ message: 'Pfc. Adams has 100% of a move; this path costs 102% (0.1" too far) (Movement)', rule: 'Movement' });
  });
  it('rough ground: infantry 3", wheeled 6", tracked 8" (the rocky ridge)', () => {
    const s = quiet({ 'us-r1': P(31, 7), 'us-jeep': P(31, 8, 0), 'us-tank': P(30.5, 9, 0) });
    expect(cost(s, 'us-r1', [P(31, 7), P(34, 7)])).toMatchObject({ cost: 1 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(31, 7), P(34.2, 7)] }).rule).toBe('Movement');
    expect(cost(s, 'us-jeep', [P(31, 8), P(37, 8)])).toMatchObject({ cost: 1 });
    expect(cost(s, 'us-tank', [P(30.5, 9), P(37.5, 9)])).toMatchObject({ cost: 0.88 });
  });
  it('open: wheeled 18", tracked 12"', () => {
    // The tank keeps half an inch off the rocky ridge: a path up its very edge (x = 38) runs in it.
    const s = quiet({ 'us-jeep': P(40, 1, 90), 'us-tank': P(38.5, 1, 90) });
    expect(cost(s, 'us-jeep', [P(40, 1), P(40, 11), P(48, 11)])).toMatchObject({ length: 18, cost: 1 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-tank', path: [P(38.5, 1), P(38.5, 11), P(41, 11)] }).message).toMatch(/this path costs 104%/);
  });
  it('woods, jungle and streams are half move; the road doubles it (and carries a figure over the stream)', () => {
    const s = quiet({ 'us-r1': P(10, 6), 'us-r2': P(2, 11), 'us-r3': P(24, 1), 'us-bar': P(2, 17) });
    // 3" in the palm grove is a full move.
    expect(cost(s, 'us-r1', [P(10, 6), P(13, 6)])).toMatchObject({ cost: 1 });
    // Across the 1" stream: 1" at half rate costs 2", so 4" of open ground and the stream make a full move.
    expect(cost(s, 'us-r2', [P(2, 11), P(2, 16)])).toMatchObject({ length: 5, cost: 1 });
    // 12" along the road, over the ford.
    expect(cost(s, 'us-r3', [P(24, 1), P(24, 13)])).toMatchObject({ length: 12, cost: 1 });
    // 3" in the jungle.
    expect(cost(s, 'us-bar', [P(2, 17), P(2, 20)])).toMatchObject({ cost: 1 });
  });
  it('vehicles in woods, jungle and streams: half move, never faster than over rough ground (jeep 6", tank 6")', () => {
    const s = quiet({ 'us-jeep': P(9.5, 7, 0), 'us-tank': P(10, 9, 0) });
    // The palm grove: 6" is a whole move for either (the jeep's half move, 9", is more than its 6" in rough).
    expect(cost(s, 'us-jeep', [P(9.5, 7), P(15.5, 7)])).toMatchObject({ length: 6, cost: 1 });
    expect(cost(s, 'us-tank', [P(10, 9), P(16, 9)])).toMatchObject({ length: 6, cost: 1 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-jeep', path: [P(9.5, 7), P(15.6, 7)] }).message).toMatch(/this path costs 102%/);
    // The west jungle and the stream.
    const j = quiet({ 'us-jeep': P(2, 20, 0), 'us-tank': P(40, 11, 90) });
    expect(cost(j, 'us-jeep', [P(2, 20), P(8, 20)])).toMatchObject({ cost: 1 });
    // 1" of stream at 6" a move and 2" of open ground at 12": 1/6 + 2/12.
    expect(cost(j, 'us-tank', [P(40, 11), P(40, 14)])).toMatchObject({ length: 3, cost: 0.33 });
  });
  it('reversing is 3" in rough ground as in the open', () => {
    const s = quiet({ 'us-tank': P(34, 9.5, 90), 'us-jeep': P(31, 9.5, 90) });
    expect(cost(s, 'us-tank', [P(34, 9.5), P(34, 6.5)], 'reverse')).toMatchObject({ length: 3, cost: 1, reverse: true });
    expect(refused(s, { type: 'reverse', side: 'us', figure: 'us-jeep', path: [P(31, 9.5), P(31, 6.4)] }).message).toMatch(/costs 103%/);
  });
  it('obstructions (the fallen palms) are half move', () => {
    const s = place(quiet(), { 'jp-r1': P(18.5, 25) });
    const j = until(s, 'japan', 'movement');
    expect(ofType(act(j, { type: 'move', side: 'japan', figure: 'jp-r1', path: [P(18.5, 25), P(21.5, 25)] }).events, 'figureMoved')[0]).toMatchObject({ cost: 1 });
  });
  it('a vehicle in reverse moves 3", open or rough, and backwards', () => {
    const s = quiet({ 'us-tank': P(40, 6, 90), 'us-jeep': P(44, 6, 90) });
    const r = moved(s, 'us-tank', [P(40, 6), P(40, 3)], 'reverse');
    expect(ofType(r.events, 'figureMoved')[0]).toMatchObject({ cost: 1, reverse: true });
    expect(unit(r.state, 'us-tank').at).toEqual({ x: 40, y: 3, facing: 90 });
    expect(refused(s, { type: 'reverse', side: 'us', figure: 'us-jeep', path: [P(44, 6), P(44, 2.9)] }).message).toMatch(/costs 103%/);
    expect(refused(s, { type: 'reverse', side: 'us', figure: 'us-jeep', path: [P(44, 6), P(44, 8)] }).message).toBe('a vehicle in reverse moves backwards: its path must start behind it (Movement)');
    expect(refused(s, { type: 'reverse', side: 'us', figure: 'us-r5', path: [P(1, 1), P(1, 2)] }).message).toMatch(/not allowed now|only vehicles/);
  });
  it('a vehicle faces along its last stretch; infantry have no facing', () => {
    const s = quiet({ 'us-jeep': P(40, 1, 90), 'us-r1': P(42, 2) });
    expect(unit(moved(s, 'us-jeep', [P(40, 1), P(40, 5), P(44, 5)]).state, 'us-jeep').at).toEqual({ x: 44, y: 5, facing: 0 });
    expect(unit(moved(s, 'us-r1', [P(42, 2), P(42, 4)]).state, 'us-r1').at).toEqual({ x: 42, y: 4 });
  });
  it('each figure moves once a phase, from where it stands, and never off the table or into a hut', () => {
    let s = quiet({ 'us-r1': P(40, 2) });
    s = moved(s, 'us-r1', [P(40, 2), P(41, 2)]).state;
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(41, 2), P(42, 2)] })).toEqual({ message: 'Pfc. Adams has already moved this phase (Movement)', rule: 'Movement' });
    const t = quiet({ 'us-r1': P(40, 2), 'us-r2': P(47.5, 2) });
    expect(refused(t, { type: 'move', side: 'us', figure: 'us-r1', path: [P(39, 2), P(41, 2)] }).message).toBe("Pfc. Adams's path must start where it stands, (40, 2) (Movement)");
    expect(refused(t, { type: 'move', side: 'us', figure: 'us-r2', path: [P(47.5, 2), P(49, 2)] }).message).toMatch(/may not leave the table/);
    const j = until(place(quiet(), { 'jp-r1': P(27, 30.5) }), 'japan', 'movement');
    expect(refused(j, { type: 'move', side: 'japan', figure: 'jp-r1', path: [P(27, 30.5), P(29, 30.5)] }).message).toMatch(/may not pass through Headman’s hut/);
  });
  it('a vehicle\'s whole hull stays out of a hut, not only its centre; a man\'s base too', () => {
    // The Ha-Go (2.4" long) heads west at the headman's hut (x 28-31): its front runs 1.2" ahead of its centre.
    const j = until(place(quiet(), { 'jp-tank': P(36, 30.5, 180), 'jp-r1': P(29.5, 34) }), 'japan', 'movement');
    expect(refused(j, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(36, 30.5), P(32.1, 30.5)] }).message).toMatch(/may not pass through Headman’s hut \(hut-1\): its hull would run into it/);
    expect(ofType(act(j, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(36, 30.5), P(32.3, 30.5)] }).events, 'figureMoved')[0]).toMatchObject({ to: { x: 32.3, y: 30.5 } });
    // A man's centre 0.3" from the hut's wall: half his base would be inside it.
    expect(refused(j, { type: 'move', side: 'japan', figure: 'jp-r1', path: [P(29.5, 34), P(29.5, 32.3)] }).message).toMatch(/may not pass through Headman’s hut \(hut-1\): its base would run into it/);
  });
  it('no move ends with a figure on another figure (bases may touch): a reading, as the text says nothing of spacing', () => {
    const s = quiet({ 'us-r1': P(40, 2), 'us-r2': P(44, 2), 'us-jeep': P(40, 6, 0) });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(43.5, 2)] }).message).toBe('Pfc. Adams would stand on Pfc. Brooks at the end of the move: two figures may not share a spot (Movement)');
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-jeep', path: [P(40, 6), P(44, 3)] }).message).toMatch(/Jeep would stand on Pfc. Brooks/);
    // Touching is not standing on.
    act(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(43, 2)] });
  });
  it('a path may end within the tolerance past the table\'s edge, and the figure then stands on the edge', () => {
    const s = quiet({ 'us-r1': P(40, 2) });
    const r = moved(s, 'us-r1', [P(40, 2), P(40, -TABLE_EPSILON / 2)]);
    expect(unit(r.state, 'us-r1').at).toEqual({ x: 40, y: 0 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(40, -2 * TABLE_EPSILON)] }).message).toMatch(/may not leave the table/);
  });
  it('a move lists one descriptor per figure, with an open path the check judges exactly', () => {
    const s = quiet({ 'us-r1': P(40, 2) });
    const d = listed(s, 'us', 'move').find((x) => x.fixed?.['figure'] === 'us-r1')!;
    expect(d.open?.['path']).toMatchObject({ kind: 'path', from: { x: 40, y: 2 }, profile: 'infantry', allowance: 1 });
    expect(game.check(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(40, 8 + TABLE_EPSILON / 2)] })).toBeNull();
    expect(game.check(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(40, 2), P(40, 8.1)] })?.rule).toBe('Movement');
  });
  it('the path goes into the log: where from, where to, how far, how much of the move', () => {
    const s = quiet({ 'us-r1': P(40, 2) });
    const r = moved(s, 'us-r1', [P(40, 2), P(40, 5), P(42, 5)]);
    const e = ofType(r.events, 'figureMoved')[0]!;
    expect(e['path']).toEqual([P(40, 2), P(40, 5), P(42, 5)]);
    expect(r.state.data.paths['us-r1']).toEqual({ path: [P(40, 2), P(40, 5), P(42, 5)] });
  });
});

describe('Special Rule 3: machinegun and mortar crews move at half speed and may not move and fire', () => {
  it('a crew moves 3" in the open', () => {
    const s = quiet({ 'us-mg': P(40, 2, 90), 'us-mortar': P(44, 2, 90) });
    expect(ofType(moved(s, 'us-mg', [P(40, 2), P(40, 5)]).events, 'figureMoved')[0]).toMatchObject({ cost: 0.5, allowance: 0.5 });
    expect(refused(s, { type: 'move', side: 'us', figure: 'us-mortar', path: [P(44, 2), P(44, 5.2)] })).toEqual({ message: '60 mm light mortar has 50% of a move; this path costs 53% (0.2" too far) (Special Rule 3)', rule: 'Special Rule 3' });
  });
  it('a machinegun that moved (or turned) may not fire this turn', () => {
    let s = quiet({ 'us-mg': P(20, 2, 90), 'jp-r1': P(20, 20) });
    s = act(s, { type: 'pivot', side: 'us', figure: 'us-mg', facing: 88 }).state;
    expect(unit(s, 'us-mg').flags).toMatchObject({ moved: true, movedTurn: 1 });
    s = until(act(s, { type: 'endMovement', side: 'us' }).state, 'japan', 'movement');
    // The Japanese rifleman in the open is seen, in the arc and in range: still no fire (the phase passed by itself).
    const t = place(quiet({ 'us-mg': P(20, 2, 90), 'jp-r1': P(20, 20) }), {}, { 'us-mg': { moved: true, movedTurn: 1 } });
    const o = until(act(t, { type: 'endMovement', side: 'us' }).state, 'us', 'offensiveFire');
    expect(refused(o, { type: 'fire', side: 'us', figure: 'us-mg', weapon: 'mg' })).toEqual({ message: 'the .30 cal machinegun moved this player turn: machinegun and mortar crews may not move and fire (Special Rule 3)', rule: 'Special Rule 3' });
    expect(s.phase).toBe('movement');
  });
  it('a crew that fired may not move in the same turn, whichever side: the Japanese machinegun that fired in the American player turn stays put', () => {
    // The Japanese machinegun fires its defensive fire at a rifleman in the open, then the Japanese player turn comes.
    let s = until(quiet({ 'jp-mg': P(20, 20, 270), 'us-r1': P(20, 2) }), 'japan', 'defensiveFire');
    s = act(s, { type: 'fire', side: 'japan', figure: 'jp-mg', weapon: 'mg' }, [9]).state;
    s = until(s, 'japan', 'movement');
    expect(s.turn).toBe(1);
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-mg')).toBe(false);
    expect(listed(s, 'japan', 'pivot').some((d) => d.fixed?.['figure'] === 'jp-mg')).toBe(false);
    expect(refused(s, { type: 'move', side: 'japan', figure: 'jp-mg', path: [P(20, 20), P(20, 21)] })).toEqual({ message: "the Type 92 machinegun fired in the enemy's player turn: machinegun and mortar crews may not move and fire, and it stays put until its own player turn is over (Special Rule 3)", rule: 'Special Rule 3' });
    // A new turn frees it: in turn 2 it may move (if it holds its fire in the American player turn).
    s = until(act(s, { type: 'endMovement', side: 'japan' }).state, 'japan', 'movement');
    expect(s.turn).toBe(2);
    expect(act(s, { type: 'move', side: 'japan', figure: 'jp-mg', path: [P(20, 20), P(20, 21)] }).state.units.find((u) => u.id === 'jp-mg')!.at).toMatchObject({ x: 20, y: 21 });
  });
  // The mirror positions, judged by the player turn: each side's machinegun, its enemy rifleman in the open in its arc, and a rifleman of its own who keeps its offensive fire phase open.
  const mirror = {
    us: { mg: 'us-mg', at: P(20, 2), step: P(20, 3), turned: 88, name: '.30 cal machinegun', enemy: 'japan', figures: { 'us-mg': P(20, 2, 90), 'us-r1': P(24, 2), 'jp-r1': P(20, 16) } },
    japan: { mg: 'jp-mg', at: P(20, 20), step: P(20, 19), turned: 268, name: 'Type 92 machinegun', enemy: 'us', figures: { 'jp-mg': P(20, 20, 270), 'jp-r2': P(24, 20), 'us-r1': P(20, 2) } },
  } as const;
  it.each(['us', 'japan'] as const)('Special Rule 3 is the same for both sides (%s): a machinegun that fires defensive fire stays put through its own next movement phase, and moves in the one after', (side) => {
    const m = mirror[side];
    let s = until(quiet(m.figures), side, 'defensiveFire');
    const firedIn = s.turn;
    s = act(s, { type: 'fire', side, figure: m.mg, weapon: 'mg' }, [9]).state;
    s = until(s, side, 'movement');
    // The American movement comes in the next turn, the Japanese in the same one: either way the side's next player turn.
    expect(s.turn).toBe(side === 'us' ? firedIn + 1 : firedIn);
    expect(listed(s, side, 'move').some((d) => d.fixed?.['figure'] === m.mg)).toBe(false);
    expect(listed(s, side, 'pivot').some((d) => d.fixed?.['figure'] === m.mg)).toBe(false);
    expect(refused(s, { type: 'move', side, figure: m.mg, path: [m.at, m.step] }).message).toBe(`the ${m.name} fired in the enemy's player turn: machinegun and mortar crews may not move and fire, and it stays put until its own player turn is over (Special Rule 3)`);
    // Holding its fire through the enemy's next player turn, it moves in its side's movement after that.
    s = until(act(s, { type: 'endMovement', side }).state, side, 'movement');
    expect(act(s, { type: 'move', side, figure: m.mg, path: [m.at, m.step] }).state.units.find((u) => u.id === m.mg)!.at).toMatchObject({ x: m.step.x, y: m.step.y });
  });
  it.each(['us', 'japan'] as const)('Special Rule 3 is the same for both sides (%s): a machinegun that moves misses its own offensive fire and no more: it fires defensive fire in the enemy player turn that follows', (side) => {
    const m = mirror[side];
    let s = until(quiet(m.figures), side, 'movement');
    const movedIn = s.turn;
    s = act(s, { type: 'pivot', side, figure: m.mg, facing: m.turned }).state;
    s = until(act(s, { type: 'endMovement', side }).state, side, 'offensiveFire');
    expect(s.turn).toBe(movedIn);
    expect(refused(s, { type: 'fire', side, figure: m.mg, weapon: 'mg' })).toEqual({ message: `the ${m.name} moved this player turn: machinegun and mortar crews may not move and fire (Special Rule 3)`, rule: 'Special Rule 3' });
    // The enemy's player turn comes (the next turn's for the Japanese, the same turn's for the Americans): the machinegun fires its defensive fire.
    s = until(act(s, { type: 'endFire', side }).state, side, 'defensiveFire');
    expect(s.turn).toBe(side === 'us' ? movedIn : movedIn + 1);
    expect(game.actingSides(s)).toEqual([side]);
    const r = act(s, { type: 'fire', side, figure: m.mg, weapon: 'mg' }, [9]);
    expect(ofType(r.events, 'shot').map((e) => e['target'])).toEqual([m.enemy === 'japan' ? 'jp-r1' : 'us-r1']);
  });
  it.each(['us', 'japan'] as const)('Special Rule 3 is the same for both sides (%s): a machinegun that fires offensive fire moves in its side\'s next movement phase, if it holds its defensive fire between', (side) => {
    const m = mirror[side];
    let s = until(quiet(m.figures), side, 'offensiveFire');
    const firedIn = s.turn;
    s = act(s, { type: 'fire', side, figure: m.mg, weapon: 'mg' }, [9]).state;
    s = until(act(s, { type: 'endFire', side }).state, side, 'movement');
    expect(s.turn).toBe(firedIn + 1);
    expect(act(s, { type: 'pivot', side, figure: m.mg, facing: m.turned }).state.units.find((u) => u.id === m.mg)!.at).toMatchObject({ facing: m.turned });
  });
  it('the anti-tank gun may not move, only turn, and turning does not stop it firing', () => {
    let s = until(place(quiet(), { 'jp-atg': P(44, 20, 270) }), 'japan', 'movement');
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-atg')).toBe(false);
    s = act(s, { type: 'pivot', side: 'japan', figure: 'jp-atg', facing: 200 }).state;
    expect(unit(s, 'jp-atg')).toMatchObject({ at: { x: 44, y: 20, facing: 200 } });
    expect(unit(s, 'jp-atg').flags).not.toHaveProperty('moved');
    expect(refused(s, { type: 'pivot', side: 'japan', figure: 'jp-atg', facing: 210 }).message).toBe('the Type 1 47 mm anti-tank gun has already turned this phase (Scenario (stand-in))');
  });
});
