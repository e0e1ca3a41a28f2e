import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { botContext, heuristicBot } from '../../../src/bots';
import { view, type Action, type Game, type GameEvent, type MatchView } from '../../../src/engine';
import { P, act, game, only, start, until, type S } from './helpers';
import { fire } from '../../../games/pacific-skirmish/rules/fire';

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
  it('every move the bot makes toward a weapon waiting for its crew is one the rules take, wherever the men stand (by a hut, in contact, far off)', () => {
    // The machinegun stands just east of the headman's hut (x 28-31, y 29-32): some ways to it run into the wall at once.
    const man = fc.record({ x: fc.double({ min: 31.6, max: 37, noNaN: true }), y: fc.double({ min: 26, max: 35, noNaN: true }) });
    fc.assert(
      fc.property(man, man, (a, b) => {
        const at = (p: { x: number; y: number }) => P(Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100);
        if (Math.hypot(a.x - b.x, a.y - b.y) < 1.1 || Math.hypot(a.x - 32, a.y - 30.5) < 1.3 || Math.hypot(b.x - 32, b.y - 30.5) < 1.3) return;
        const s = until(only(start(), { 'us-mg': P(32, 30.5, 90), 'us-r1': at(a), 'us-r2': at(b), 'jp-r1': P(40, 10) }, { 'us-mg': { crew: 0, uncrewed: true } }), 'us', 'movement');
        botPhase(s, 'us');
      }),
      { numRuns: 15, seed: 25 },
    );
  });
  it('a man standing where a way to the weapon would end is offered no move that goes nowhere (the rules refuse one)', () => {
    // Found in a strength run (fixtures/recrew-spot.json): Ittohei Abe stands 1.5" north of the empty mortar, on the spot one way to it
    // ends on, the second man it needs has moved, and eight ways tie; the bot's seed once picked the one that goes nowhere.
    const { seed, state } = JSON.parse(readFileSync(new URL('./fixtures/recrew-spot.json', import.meta.url), 'utf8')) as { seed: number; state: S };
    for (const k of [seed, ...Array.from({ length: 30 }, (_, i) => i + 1)]) {
      const a = heuristicBot(k, game).choose(view(game, state, 'japan') as MatchView<unknown, never>);
      expect(game.apply(state, a).ok, JSON.stringify(a)).toBe(true);
    }
  });
});

describe('The heuristic bot (danger: where a move ends, who can fire at it there)', () => {
  // An American rifleman hidden behind the palm grove steps out east of it, into the open; six Japanese riflemen stand
  // on the far bank of the stream (about 10" off, in sight of where he ends), or far back in the east jungle.
  const firingLine = { 'jp-r1': P(18, 14.5), 'jp-r2': P(19.5, 14.5), 'jp-r3': P(21, 14.5), 'jp-r4': P(22.5, 14.5), 'jp-r5': P(18, 16), 'jp-r6': P(21, 16) };
  const farBack = { 'jp-r1': P(40, 34), 'jp-r2': P(42, 34), 'jp-r3': P(44, 34), 'jp-r4': P(46, 34), 'jp-r5': P(42, 32), 'jp-r6': P(44, 32) };
  const scoreOf = (japanese: Record<string, ReturnType<typeof P>>, a: Action) => {
    const s = until(only(start(), { 'us-r1': P(12.5, 4.5), ...japanese }), 'us', 'movement');
    const ctx = botContext(game as unknown as Game, view(game, s, 'us') as MatchView<unknown, never> as never);
    return game.definition.bot!.score!(ctx as never, a as never) ?? Number.NaN;
  };
  const forward: Action = { type: 'move', side: 'us', figure: 'us-r1', path: [{ x: 12.5, y: 4.5 }, { x: 17.5, y: 4.5 }] };

  it('fire.threats lists each enemy that could fire at a point, with the odds a shot there would have; none from out of sight or range', () => {
    const s = until(only(start(), { 'us-r1': P(12.5, 4.5), ...firingLine }), 'us', 'movement');
    const ctx = botContext(game as unknown as Game, view(game, s, 'us') as MatchView<unknown, never> as never) as never as Parameters<typeof fire.threats>[0];
    const me = ctx.board.figure('us-r1')!;
    const open = fire.threats(ctx, me, { ...me.at, x: 17.5, y: 4.5 });
    expect(open.map((t) => t.by).sort()).toEqual(Object.keys(firingLine).sort());
    for (const t of open) {
      const firer = ctx.board.figure(t.by)!;
      const o = t.shots[0]!;
      expect(o.chance).toBeGreaterThan(0);
      // The same odds a shot at him standing there would have.
      expect(o.chance).toBeCloseTo((fire.odds(ctx, { ...o, target: { id: 'us-r1', figure: { ...me, at: { ...me.at, x: 17.5, y: 4.5 } }, at: { ...me.at, x: 17.5, y: 4.5 } }, firer }) as { chance: number }).chance, 12);
    }
    // Where he stands, the palm grove hides him from all six.
    expect(fire.threats(ctx, me, me.at)).toEqual([]);
    // The firing line far back: out of rifle range.
    const far = until(only(start(), { 'us-r1': P(12.5, 4.5), 'jp-r1': P(46, 34) }), 'us', 'movement');
    const c2 = botContext(game as unknown as Game, view(game, far, 'us') as MatchView<unknown, never> as never) as never as Parameters<typeof fire.threats>[0];
    expect(fire.threats(c2, c2.board.figure('us-r1')!, { ...me.at, x: 17.5, y: 4.5 })).toEqual([]);
  });
  it('scores a move out of cover into the sight and range of a firing line lower than the same move with the enemy far back', () => {
    const exposed = scoreOf(firingLine, forward);
    const safe = scoreOf(farBack, forward);
    // Six rifles at about 40 % and a 1-in-6 kill each: about 0.4 of a rifleman, weighed at 4 inches a figure.
    expect(safe - exposed).toBeGreaterThan(1);
  });
});
