/**
 * What docs/embedding.md promises a host, checked on the guide's game: views
 * carry descriptors, a click is validated against them, `applyAs` takes the
 * side from the seat, log lines come from describeAction/describeEvent, saves
 * load back and undo stops at a die roll.
 */
import { describe, expect, it } from 'vitest';
import {
  openDecision,
  countActions,
  createMatch,
  descriptorContains,
  describeAction,
  describeEvent,
  expandActions,
  findDescriptor,
  loadMatch,
  recordOf,
  sampleAction,
  saveMatch,
  undo,
  view,
  viewEvents,
  type Action,
  type MatchState,
} from 'hexwar';
import { withRolls } from 'hexwar/testing';
import { crossing as game } from '../../examples/plugin/crossing';

describe('embedding: what a host relies on', () => {
  it('a view carries the side\'s legal actions as descriptors, to list, to look up, to validate a click and to sample', () => {
    const state = createMatch(game, { seed: 1 });
    const v = view(game, state, 'blue');
    const d = v.actions.find((x) => x.type === 'move' && x.fixed?.['unit'] === '1 Bde')!;
    expect(countActions(d)).toBe(d.choose!['to']!.length);
    expect(expandActions(v.actions).length).toBe(v.actions.reduce((n, x) => n + countActions(x), 0));
    const click: Action = { type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' };
    expect(descriptorContains(d, click)).toBe(true);
    expect(findDescriptor(v.actions, { ...click, to: 'E3' })).toBeUndefined();
    expect(game.check(state, { ...click, to: 'E3' })?.rule).toBe('4.2');
    const drawn = sampleAction(v.actions, (n) => n - 1);
    expect(game.apply(state, drawn).ok).toBe(true);
    expect(JSON.stringify(v)).not.toContain('"seed"');
  });

  it('applyAs takes the side from the seat, whatever the action says', () => {
    const state = createMatch(game, { seed: 1 });
    const forged = game.applyAs(state, 'red', { type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' });
    expect(!forged.ok && forged.error.code).toBe('not-your-turn');
    const r = game.applyAs(state, 'blue', { type: 'move', side: 'red', unit: '1 Bde', to: 'D3' });
    expect(r.ok && r.action).toEqual({ type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' });
    // A seat the game does not have does not compile; typed as one here to reach the run-time check.
    expect(!game.applyAs(state, 'green' as 'blue', { type: 'endMovement' }).ok).toBe(true);
  });

  it('log lines: the action read against the state before it, the events as each side sees them', () => {
    const before = createMatch(game, { seed: 1 });
    const r = game.applyAs(before, 'blue', { type: 'move', unit: '1 Bde', to: 'D3' });
    if (!r.ok) throw new Error(r.error.message);
    expect(describeAction(game, before, r.action, { viewer: 'blue', after: r.state, events: r.events })).toBe('Blue: 1 Bde moves to D3');
    expect(viewEvents(r.events, 'red').map((e) => describeEvent(game, r.state, e))).toEqual(['1 Bde moves A3 → D3']);
  });

  it('a decision can fall to the side whose turn it is not: actingSides says who must act', () => {
    let s = createMatch(game, { seed: 1 });
    const act = (a: Action, rolls?: number[]) => {
      const r = game.apply(rolls ? withRolls(s, rolls) : s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    act({ type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' });
    act({ type: 'move', side: 'blue', unit: '2 Bde', to: 'D4' });
    act({ type: 'endMovement', side: 'blue' });
    act({ type: 'declareAttack', side: 'blue', hex: 'E3' });
    act({ type: 'addAttacker', side: 'blue', unit: '1 Bde' });
    act({ type: 'addAttacker', side: 'blue', unit: '2 Bde' });
    act({ type: 'resolveAttack', side: 'blue' }, [1]); // 1:1, a 1: DR
    expect(s.active).toBe('blue');
    expect(game.actingSides(s)).toEqual(['red']);
    expect(openDecision(view(game, s, 'blue'))).toEqual({ side: 'red', kind: 'retreat', prompt: expect.any(String) });
    expect(view(game, s, 'red').actions.map((d) => d.type)).toEqual(['retreatTo']);
  });

  it('saves load back; undo takes back a move but not a die roll', () => {
    let state: MatchState = createMatch(game, { seed: 1 });
    const actions: Action[] = [];
    const play = (a: Action) => {
      const r = game.apply(state, a);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      actions.push(r.action);
    };
    play({ type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' });
    const json = saveMatch(recordOf(state, actions), state);
    expect(loadMatch(game, json).state).toEqual(state);
    const back = undo(game, recordOf(state, actions), 'blue', state);
    expect(back.record.actions).toEqual([]);
    expect(back.state.units.find((u) => u.id === '1 Bde')!.at).toBe('A3');
    play({ type: 'endMovement', side: 'blue' });
    play({ type: 'declareAttack', side: 'blue', hex: 'E3' });
    play({ type: 'addAttacker', side: 'blue', unit: '1 Bde' });
    play({ type: 'resolveAttack', side: 'blue' });
    expect(() => undo(game, recordOf(state, actions), 'blue', state)).toThrow(/rolled a die/);
    expect(() => loadMatch(game, json.replace('"D3"', '"C3"'))).toThrow();
  });
});
