/**
 * `hexwar/react`'s local match store (what `useMatch` holds), in Node: the
 * Japanese bot hides its set-up before the Allied player sees anything, the
 * Allied log says only that it acted, actions with their words, refusals,
 * undo by the engine's rule, time travel, a bot's move, a resumed record,
 * and one snapshot object per change.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, heuristicBot, HexwarError, randomBot, recordOf, replay, sameJson, view } from '../../src';
import { createMatchStore } from '../../src/react/match-store';
import { myitkyina } from '../../games/myitkyina';

const bots = () => ({ japanese: heuristicBot(1, myitkyina) });

describe('a local match of Myitkyina against the bot', () => {
  it('starts with the bot’s hidden set-up done, seen by the Allied player only as "Japanese (bot) acts"', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    const s = store.get();
    expect(s.viewer).toBe('allied');
    expect(s.history.length).toBeGreaterThan(0);
    expect(s.history.every((h) => h.action.side === 'japanese')).toBe(true);
    expect(s.view.side).toBe('allied');
    expect(s.acting).toEqual(['allied']);
    expect(s.actions.length).toBeGreaterThan(0);
    expect(s.actions.every((a) => a.action.side === 'allied' && a.words.startsWith('Allied: '))).toBe(true);
    // Which Japanese unit went where is theirs to know (the Allied log has markers): no line names one, nor a decoy.
    const actionLines = s.log.filter((l) => l.kind === 'action').map((l) => l.text);
    expect(actionLines.length).toBe(s.history.length);
    expect(new Set(actionLines)).toEqual(new Set(['Japanese (bot) acts']));
    const hidden = s.state.units.filter((u) => u.side === 'japanese' && u.hidden).map((u) => u.id);
    expect(hidden.length).toBeGreaterThan(2);
    expect(s.log.some((l) => l.text.includes('marker'))).toBe(true);
    for (const line of s.log) for (const id of [...hidden, 'decoy']) expect(line.text).not.toContain(id);
    // The view is the engine's own, for the Allied side.
    expect(sameJson(s.view, view(myitkyina, s.state, 'allied'))).toBe(true);
  });

  it('applies a listed action: a new snapshot once per change, the same object between changes, the bot answering', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    const calls: number[] = [];
    const stop = store.subscribe(() => calls.push(store.get().history.length));
    const before = store.get();
    expect(store.get()).toBe(before);
    const first = before.actions[0]!;
    expect(store.apply(first.action)).toBeNull();
    const after = store.get();
    expect(after).not.toBe(before);
    expect(calls).toEqual([after.history.length]);
    expect(after.history[before.history.length]!.action).toEqual(first.action);
    expect(after.log.some((l) => l.kind === 'action' && l.text === first.words)).toBe(true);
    expect(after.refusal).toBeNull();
    stop();
    store.apply(after.actions[0]!.action);
    expect(calls.length).toBe(1);
  });

  it('refuses an illegal action in the rules’ words and changes nothing', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    const before = store.get();
    const why = store.apply({ type: 'deploy', side: 'allied', unit: '88/30', hex: 'Z99' });
    expect(why).not.toBeNull();
    const after = store.get();
    expect(after.refusal).toEqual(why);
    expect(after.refusal!.message.length).toBeGreaterThan(10);
    expect(after.state).toBe(before.state);
    expect(after.history).toBe(before.history);
  });

  it('takes back the Allied player’s own last action by the engine’s rule, and refuses one of the bot’s', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    const start = store.get();
    expect(start.undoRefusal?.message).toMatch(/Japanese player's/);
    expect(store.undo()).toEqual(start.undoRefusal);
    store.apply(start.actions[0]!.action);
    const placed = store.get();
    expect(placed.undoRefusal).toBeNull();
    expect(store.undo()).toBeNull();
    const back = store.get();
    expect(back.history.length).toBe(start.history.length);
    expect(sameJson(back.state, start.state)).toBe(true);
    expect(back.log).toEqual(start.log);
  });

  it('travels back in time: the view and log of an earlier step, no actions and no apply there, then the present again', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    for (let i = 0; i < 3; i++) store.apply(store.get().actions[i]!.action);
    const present = store.get();
    const n = present.history.length;
    store.travel(0);
    const past = store.get();
    expect(past.at).toBe(0);
    expect(sameJson(past.view, view(myitkyina, createMatch(myitkyina, { seed: 7 }), 'allied'))).toBe(true);
    expect(past.log).toEqual([]);
    expect(past.actions).toEqual([]);
    expect(past.state).toBe(present.state);
    expect(store.apply(present.actions[0]!.action)?.code).toBe('time-travel');
    expect(store.get().history.length).toBe(n);
    store.travel(n - 1);
    expect(store.get().view.step).toBe(n - 1);
    expect(store.get().log.every((l) => l.step <= n - 1)).toBe(true);
    expect(() => store.travel(n + 1)).toThrow(RangeError);
    store.travel(null);
    expect(store.get().at).toBeNull();
    expect(sameJson(store.get().view, present.view)).toBe(true);
    expect(store.apply(present.actions[0]!.action)).toBeNull();
  });

  it('lets a bot move for the side that must act (the Allied set-up too), and says so when the game is over', () => {
    const store = createMatchStore(myitkyina, { seed: 7, bots: bots() });
    const n = store.get().history.length;
    expect(store.botMove(randomBot(5, myitkyina))).toBeNull();
    const after = store.get();
    expect(after.history[n]!.action.side).toBe('allied');
    for (let i = 0; i < 2000 && !store.get().result; i++) expect(store.botMove()).toBeNull();
    const over = store.get();
    expect(over.result).not.toBeNull();
    expect(store.botMove()?.message).toBe('the game is over');
    // The record rebuilds the very state: same seed and actions, same game.
    expect(sameJson(replay(myitkyina, over.record), over.state)).toBe(true);
  });

  it('resumes a record, and sees with the other side’s eyes on demand', () => {
    const first = createMatchStore(myitkyina, { seed: 11, bots: bots() });
    for (let i = 0; i < 4; i++) first.apply(first.get().actions[0]!.action);
    const rec = recordOf(first.get().state, first.get().history.map((h) => h.action));
    const again = createMatchStore(myitkyina, { record: rec, viewer: 'allied', bots: bots() });
    expect(sameJson(again.get().state, first.get().state)).toBe(true);
    expect(again.get().log).toEqual(first.get().log);
    again.setViewer('japanese');
    const japanese = again.get();
    expect(japanese.viewer).toBe('japanese');
    // The Japanese player reads his own set-up in full.
    expect(japanese.log.some((l) => l.text.startsWith('Japanese: '))).toBe(true);
  });

  it('refuses a side the game does not have, with the engine’s typed error', () => {
    // @ts-expect-error: the viewer is typed by the game's sides, so a misspelt one does not compile either
    expect(() => createMatchStore(myitkyina, { viewer: 'british' })).toThrow(HexwarError);
    expect(() => createMatchStore(myitkyina, { bots: { chinese: heuristicBot(1, myitkyina) } })).toThrow(/not a side of/);
  });
});
