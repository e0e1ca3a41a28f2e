/**
 * A listed choice that lies on the table (a descriptor's `where`: a landing
 * spot, the jeep, a spot to get out at, a wire's line) typed at the terminal
 * as a point (issue 36): which choice a point takes, whose when several may,
 * and the refusal, in words, that says where the nearest place is.
 */
import { describe, expect, it } from 'vitest';
import { view, type ActionDescriptor, type Game, type MatchState, type MatchView } from '../../src/engine';
import { placedChoice, placedChoices, placeWords } from '../../src/cli/open-words';
import { P, aboard, game as beach, start, tanMoves, type S } from '../games/beach-assault/helpers';

/** The game as the terminal holds it (any game). */
const game: Game = beach;
/** Tan's view, as the terminal reads it. */
const tanView = (s: S): MatchView => view(game, s as unknown as MatchState, 'tan');

/** What a line typed as Tan takes: the action, or the refusal in words. */
function typed(s: S, line: string, v: MatchView = tanView(s)) {
  const r = placedChoice(game, s as unknown as MatchState, v, line);
  return r === null || typeof r === 'string' ? r : r.action;
}

describe('a listed choice by its place, typed as a point', () => {
  it('a landing: a point in the unit\'s spot lands it there; a bare point inside two units\' spots asks whose; the verb and "at" may be said', () => {
    const s = start();
    expect(typed(s, 't1 1,16')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 16 });
    // Off the spot's centre, within its 2" round, and within half an inch beyond its edge.
    expect(typed(s, 't1 2.2,28.6')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 28 });
    expect(typed(s, 't1 2.9,32')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 32 });
    // Inside two spots of one unit (4" apart, each 4" across, they touch): the nearer centre.
    expect(typed(s, 't1 0.6,34.1')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 36 });
    expect(typed(s, 't1 0.6,33.9')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 32 });
    expect(typed(s, 'land tank1 at 3,20')).toEqual({ type: 'land', side: 'tan', unit: 't-tank1', y: 20 });
    expect(typed(s, 'T1 (0.6",40")')).toEqual({ type: 'land', side: 'tan', unit: 't1', y: 40 });
    // Tank 1 and T1 may both land at 16": a point alone does not pick between them.
    expect(typed(s, '1,16')).toBe(
      '1,16 is a place for more than one (T1 (infantry unit) lands at the sea edge, 16" from the south edge; Tan tank 1 lands at the sea edge, 16" from the south edge): name whose choice it is, e.g. t1 1,16 or tank1 1,16',
    );
  });

  it('a point that takes no place is refused with the nearest place, how far off it is, and what it is', () => {
    const s = start();
    expect(typed(s, 't1 30,12')).toBe(
      'no choice of T1 (infantry unit)\'s lies at 30,12: the nearest place is at 0.6,12 (a spot 4" across), 27.4" from its edge: T1 (infantry unit) lands at the sea edge, 12" from the south edge (each choice\'s place is shown beside it in the list)',
    );
    expect(typed(s, '0.6,47')).toMatch(/^no choice lies at 0\.6,47: the nearest place is at [\d.]+,4[34](\.\d)? \(a spot 4" across\), [\d.]+" from its edge: .* lands at the sea edge, 44" from the south edge/);
    // A name that is not one of those with a place: who they are.
    expect(typed(s, 'jeep 1,16')).toMatch(/none of yours that may do that now is called "jeep": Tan tank 1 \(tank1\), T1 \(infantry unit\) \(t1\)/);
  });

  it('a line that ends in no point, or a position with no placed choice, is not this form', () => {
    const s = start();
    expect(typed(s, 'forecast 3')).toBeNull();
    expect(typed(tanMoves({ 't1-rifle1': P(40, 30) }), 'rifle1 40,30')).toBeNull();
  });

  it('the jeep: a point on it gets in; the list shows the point to type', () => {
    const s = tanMoves({ 't-jeep': P(40, 46, 90), 't1-rifle1': P(40, 47.5) });
    const v = tanView(s);
    const board = placedChoices(v).find((c) => c.action.type === 'board')!;
    expect(board.words).toBe('at 40,46');
    expect(typed(s, 'rifle1 40.5,45.2', v)).toEqual({ type: 'board', side: 'tan', figure: 't1-rifle1', jeep: 't-jeep' });
    expect(typed(s, 'board 40,46', v)).toEqual({ type: 'board', side: 'tan', figure: 't1-rifle1', jeep: 't-jeep' });
    expect(typed(s, '44,46', v)).toMatch(/^no choice lies at 44,46: the nearest place is at 40,46 \(a spot 3\.4" across\), 2\.3" from its edge: T1 rifleman 1 .*jeep/);
  });

  it('getting out: a point in one spot of the base round the jeep is that spot, the nearest of the spots it is near', () => {
    const s = aboard(tanMoves({ 't-jeep': P(40, 46, 90) }), 't-jeep', ['t1-rifle1']);
    const v = tanView(s);
    const d = v.actions.find((x) => x.type === 'alight')!;
    const spots = d.choose!['at'] as { x: number; y: number }[];
    for (const i of [0, 3, spots.length - 1]) {
      const q = spots[i]!;
      expect(typed(s, `rifle1 ${q.x + 0.2},${q.y - 0.2}`, v)).toEqual({ type: 'alight', side: 'tan', figure: 't1-rifle1', at: q });
    }
  });

  it("a wire section: a point on its line, the list's point the one nearest the man; at the joint of two, a point further along says which", () => {
    const s = tanMoves({ 't1-rifle1': P(19.2, 46), 't1-rifle2': P(20.5, 24) });
    const v = tanView(s);
    const words = placedChoices(v).map((c) => [c.action['figure'], c.action['wire'], c.words]);
    expect(words).toEqual([
      ['t1-rifle1', 'wire-d', 'at 20,46 on the line 20,36–20,48'],
      ['t1-rifle2', 'wire-b', 'at 20,24 on the line 20,12–20,24'],
      ['t1-rifle2', 'wire-c', 'at 20,24 on the line 20,24–20,36'],
    ]);
    expect(typed(s, 'rifle1 20,46', v)).toEqual({ type: 'cutWire', side: 'tan', figure: 't1-rifle1', wire: 'wire-d' });
    expect(typed(s, 'rifle2 20.3,23', v)).toEqual({ type: 'cutWire', side: 'tan', figure: 't1-rifle2', wire: 'wire-b' });
    expect(typed(s, 'rifle2 20,24.4', v)).toEqual({ type: 'cutWire', side: 'tan', figure: 't1-rifle2', wire: 'wire-c' });
    expect(typed(s, 'rifle2 20,24', v)).toMatch(/^20,24 is as far into each place \(.*wire section B.*, or .*wire section C.*\): give a point further into the one you mean$/i);
    // Beyond half an inch of the line: refused, the line's nearest point named.
    expect(typed(s, 'rifle2 21,18', v)).toMatch(/^no choice of T1 rifleman 2's lies at 21,18: the nearest place is at 20,18 on the line 20,12–20,24, 1" off: /);
  });

  it('one figure may do two things at the same place: the verb says which', () => {
    const s = tanMoves({ 't-jeep': P(40, 46, 90), 't1-rifle1': P(40, 47.5) });
    const v = tanView(s);
    const board = v.actions.find((d) => d.type === 'board')!;
    // A second verb placed on the very spot (a made-up one: the resolution reads only descriptors).
    const other: ActionDescriptor = { type: 'search', side: 'tan', fixed: { figure: 't1-rifle1' }, choose: { jeep: ['t-jeep'] }, where: board.where! };
    const both = { ...v, actions: [...v.actions, other] };
    expect(typed(s, 'rifle1 40,46', both)).toMatch(/^at 40,46 T1 rifleman 1 .*jeep.*, or .*: start with which, e.g. board rifle1 40,46$/);
    expect(typed(s, 'board rifle1 40,46', both)).toEqual({ type: 'board', side: 'tan', figure: 't1-rifle1', jeep: 't-jeep' });
  });

  it('a place in words', () => {
    expect(placeWords({ kind: 'spot', x: 0.62, y: 16, radius: 2 })).toBe('at 0.6,16');
    expect(placeWords({ kind: 'line', points: [{ x: 20, y: 12 }, { x: 20, y: 24 }] }, { x: 25, y: 30 })).toBe('at 20,24 on the line 20,12–20,24');
    expect(placeWords({ kind: 'line', points: [{ x: 20, y: 12 }, { x: 20, y: 24 }] })).toBe('at 20,18 on the line 20,12–20,24');
  });
});
