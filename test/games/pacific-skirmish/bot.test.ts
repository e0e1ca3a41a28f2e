import { describe, expect, it } from 'vitest';
import { heuristicBot } from '../../../src/bots';
import { view, type GameEvent, type MatchView } from '../../../src/engine';
import { P, act, game, only, start, until, type S } from './helpers';

/** Plays the side's heuristic bot through its phase; the events of every action it took. */
function botPhase(s: S, side: string): { state: S; events: GameEvent[]; actions: string[] } {
  const bot = heuristicBot(3, game);
  const events: GameEvent[] = [];
  const actions: string[] = [];
  const phase = s.phase;
  for (let guard = 0; guard < 30 && s.phase === phase && game.actingSides(s)[0] === side && !s.result; guard++) {
    const a = bot.choose(view(game, s, side) as MatchView<unknown, never>);
    actions.push(`${a.type}${a['figure'] ? ` ${String(a['figure'])}` : ''}${a['unit'] ? ` ${String(a['unit'])}` : ''}`);
    const r = act(s, a);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events, actions };
}

describe('The heuristic bot (Special Rule 7 and card 5: re-crewing)', () => {
  it('sends the two nearest riflemen to a machinegun whose crew was shot, and re-crews it', () => {
    const s = until(only(start(), { 'us-mg': P(40, 4, 90), 'us-r1': P(40, 8.5), 'us-r2': P(44, 7), 'us-r3': P(30, 12), 'jp-r1': P(40, 34) }, { 'us-mg': { crew: 0, uncrewed: true } }), 'us', 'movement');
    const r = botPhase(s, 'us');
    const done = r.events.filter((e) => e.type === 'recrewed');
    expect(done.map((e) => [e['unit'], [...(e['by'] as string[])].sort()])).toEqual([['us-mg', ['us-r1', 'us-r2']]]);
  });
  it('sends the officer and two men to a tank whose crew was killed (card 5), and re-crews it', () => {
    const s = until(only(start(), { 'us-tank': P(30, 6, 90), 'us-lt': P(30, 11), 'us-r1': P(34.5, 7), 'us-r2': P(25.5, 5), 'us-r3': P(30, 20), 'jp-r1': P(30, 34) }, { 'us-tank': { crewless: true } }), 'us', 'movement');
    const r = botPhase(s, 'us');
    const done = r.events.filter((e) => e.type === 'recrewed');
    expect(done.map((e) => [e['unit'], [...(e['by'] as string[])].sort()])).toEqual([['us-tank', ['us-lt', 'us-r1', 'us-r2']]]);
  });
});
