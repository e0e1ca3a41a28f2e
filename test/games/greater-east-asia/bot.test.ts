import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../../src/bots';
import { view, type MatchView } from '../../../src/engine';
import { game, inPhase, scene, start } from './helpers';

const base = start(1);
const choose = (hex: string) => heuristicBot(1, game).choose(view(game, inPhase(scene(base, { 'J 14 A infantry': hex }), 'reorganization', 'japanese'), 'japanese') as MatchView<unknown, never>);

describe('The heuristic bot (7.2: voluntary breakdown)', () => {
  it('breaks a corps down where its divisions could take two or more empty objectives within two moves', () => {
    expect(choose('1824')).toEqual({ type: 'breakDown', side: 'japanese', unit: 'J 14 A infantry' });
  });
  it('keeps the corps whole where there is no empty objective near', () => {
    expect(choose('0318')).not.toMatchObject({ type: 'breakDown' });
  });
});
