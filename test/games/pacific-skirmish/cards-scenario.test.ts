import { describe, expect, it } from 'vitest';
import { describeAction, describeEvent, renderSvg, view, type GameEvent } from '../../../src/index';
import { compileTable } from '../../../src/public/tabletop';
import { standardDeck } from '../../../src/public/random';
import { playMatch } from '../../../src/play';
import { COUNTERS, OBJECTIVE, START, TABLE } from '../../../games/pacific-skirmish';
import { act, game, listed, ofType, only, P, place, refused, start, unit, until, withData, type S } from './helpers';

/** The Sherman facing the Ha-Go's front, in the American fire phase of turn 1. */
const duel = (extra: Record<string, ReturnType<typeof P>> = {}): S => until(only(start(), { 'us-r5': P(1, 1), 'jp-r6': P(46, 34), 'us-tank': P(40, 2, 90), 'jp-tank': P(40, 9, 270), ...extra }), 'us', 'offensiveFire');
/** As {@link duel}, with a rifleman each side in sight of the other, so that neither side's fire phase passes by itself. */
const busy = () => duel({ 'us-r1': P(44, 3), 'jp-r1': P(44, 12) });
/** The Sherman hits the Ha-Go's front (a natural 1): one card, the one given. */
const pull = (card: string, s: S = duel(), more: (number | string)[] = []) => act(s, { type: 'fire', side: 'us', figure: 'us-tank', weapon: 'tankGun', target: 'jp-tank' }, [1, card, ...more]);

describe('Card Results', () => {
  it('A and 3: destroyed', () => {
    for (const card of ['AS', '3D']) {
      const r = pull(card);
      expect(ofType(r.events, 'cardResult')).toMatchObject([{ card, effect: 'destroyed' }]);
      expect(unit(r.state, 'jp-tank')).toMatchObject({ at: null, steps: 0, box: 'eliminated' });
    }
  });
  it('K: no fire for 1 turn (until the same phase of the next turn begins)', () => {
    let s = pull('KH', busy()).state;
    expect(unit(s, 'jp-tank').flags).toMatchObject({ noFire: '2:us:offensiveFire' });
    s = until(act(s, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    s = act(s, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(40, 9), P(40, 8)] }).state;
    s = until(s, 'japan', 'offensiveFire');
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-tank', weapon: 'tankGun', target: 'us-tank' })).toEqual({ message: 'the Type 95 Ha-Go may not fire this turn (Card Results)', rule: 'Card Results' });
    s = until(act(s, { type: 'endFire', side: 'japan' }).state, 'japan', 'defensiveFire');
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-tank', weapon: 'tankGun', target: 'us-tank' }).rule).toBe('Card Results');
    const end = act(s, { type: 'endFire', side: 'japan' });
    expect(ofType(end.events, 'effectEnded')).toMatchObject([{ unit: 'jp-tank', effects: ['noFire'] }]);
  });
  it('K lasts one turn whichever side drew it: the vehicle misses its next two fire phases, no more', () => {
    // The next fire phases of a side (defensive in the other's player turn, offensive in its own): whether its tank may fire in each.
    const next = (s: S, side: 'us' | 'japan', id: string, n: number) => {
      const out: boolean[] = [];
      while (out.length < n) {
        const phase = s.phase;
        s = act(s, { type: phase === 'movement' ? 'endMovement' : 'endFire', side: game.actingSides(s)[0]! }).state;
        // Fire phases with nothing to do pass by themselves: step through the sequence one phase at a time.
        const firing = s.phase === 'offensiveFire' ? s.active : s.phase === 'defensiveFire' ? (s.active === 'us' ? 'japan' : 'us') : null;
        if (firing === side) out.push(unit(s, id).flags?.['noFire'] === undefined);
      }
      return out;
    };
    // The Ha-Go, hit by American offensive fire in the American player turn of turn 1.
    const haGo = pull('KH', busy()).state;
    expect(next(haGo, 'japan', 'jp-tank', 3)).toEqual([false, false, true]);
    // The Sherman, hit by Japanese defensive fire in the same player turn.
    const before = until(only(start(), { 'us-r1': P(44, 3), 'jp-r1': P(44, 12), 'us-tank': P(40, 2, 90), 'jp-tank': P(40, 9, 270) }), 'japan', 'defensiveFire');
    const sherman = act(before, { type: 'fire', side: 'japan', figure: 'jp-tank', weapon: 'tankGun', target: 'us-tank' }, [1, 'KH']).state;
    expect(unit(sherman, 'us-tank').flags?.['noFire']).toBeDefined();
    expect(next(sherman, 'us', 'us-tank', 3)).toEqual([false, false, true]);
  });
  it('Q: no movement for 1 turn', () => {
    const s = until(act(pull('QC').state, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-tank')).toBe(false);
    expect(refused(s, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(40, 9), P(40, 8)] }).message).toBe('the Type 95 Ha-Go may not move this turn (Card Results)');
  });
  it('J and 10: no fire, no movement for the rest of the game', () => {
    let s = pull('JH').state;
    expect(unit(s, 'jp-tank').flags).toMatchObject({ noFire: 'game' });
    s = { ...s, units: s.units.map((u) => (u.id === 'jp-tank' ? { ...u, flags: { ...u.flags, noMove: 'game' } } : u)) };
    expect(unit(pull('10H').state, 'jp-tank').flags).toMatchObject({ noMove: 'game' });
    for (let i = 0; i < 3; i++) s = until(act(until(s, 'japan', 'movement'), { type: 'endMovement', side: 'japan' }).state, 'us', 'movement');
    expect(unit(s, 'jp-tank').flags).toMatchObject({ noFire: 'game', noMove: 'game' });
  });
  it('shots the tank may no longer take are a miss: the Sherman may fire again next turn at a disabled tank', () => {
    // (A vehicle with no fire stays a target.)
    const s = pull('JH').state;
    expect(unit(s, 'jp-tank').at).not.toBeNull();
  });
  it('9 and 8: turn right or left 90° and stop for 1 turn', () => {
    const right = pull('9S');
    expect(unit(right.state, 'jp-tank')).toMatchObject({ at: { facing: 180 }, flags: { noMove: '2:us:offensiveFire' } });
    const left = pull('8S');
    expect(unit(left.state, 'jp-tank')).toMatchObject({ at: { facing: 0 }, flags: { noMove: '2:us:offensiveFire' } });
  });
  it('7: can only move forward, no turns', () => {
    const s = until(act(pull('7D').state, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    expect(listed(s, 'japan', 'reverse')).toEqual([]);
    expect(listed(s, 'japan', 'move').find((d) => d.fixed?.['figure'] === 'jp-tank')!.open!['path']).toMatchObject({ straight: true });
    expect(refused(s, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(40, 9), P(40, 6), P(43, 6)] }).message).toBe('the Type 95 Ha-Go can only move forward, no turns (Card Results)');
    expect(act(s, { type: 'move', side: 'japan', figure: 'jp-tank', path: [P(40, 9), P(40, 5)] }).state.units.find((u) => u.id === 'jp-tank')!.at).toEqual({ x: 40, y: 5, facing: 270 });
  });
  it('6: must reverse 2 full turns: at the start of each of its next two movement phases it backs 3" and makes no other move', () => {
    let s = until(act(pull('6H').state, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    expect(unit(s, 'jp-tank')).toMatchObject({ at: { x: 40, y: 12, facing: 270 }, flags: { mustReverse: 1, moved: true } });
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-tank')).toBe(false);
    s = until(act(s, { type: 'endMovement', side: 'japan' }).state, 'japan', 'movement');
    expect(unit(s, 'jp-tank')).toMatchObject({ at: { x: 40, y: 15, facing: 270 } });
    expect(unit(s, 'jp-tank').flags).not.toHaveProperty('mustReverse');
    s = until(act(s, { type: 'endMovement', side: 'japan' }).state, 'japan', 'movement');
    expect(unit(s, 'jp-tank').at).toMatchObject({ x: 40, y: 15 });
  });
  it('6: a forced reverse stops short of a figure behind the vehicle: two figures never share a spot', () => {
    // A Japanese rifleman 4.2" behind the Ha-Go's centre (at y 9, facing south): its rear (1.2" behind the centre) meets his base after 2.5".
    const s = until(act(pull('6H', duel({ 'jp-r1': P(40, 13.2) })).state, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    const y = unit(s, 'jp-tank').at!.y;
    expect(y).toBeLessThanOrEqual(11.5 + 0.01);
    expect(y).toBeGreaterThan(11.2);
  });
  it('5: the crew is killed; an officer and 2 infantry in contact may re-crew it', () => {
    let s = pull('5S', duel({ 'jp-lt': P(41.8, 9), 'jp-r1': P(38.2, 9), 'jp-r2': P(40, 11.2) })).state;
    expect(unit(s, 'jp-tank').flags).toMatchObject({ crewless: true });
    s = until(act(s, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-tank')).toBe(false);
    const r = act(s, { type: 'recrew', side: 'japan', unit: 'jp-tank' });
    expect(ofType(r.events, 'recrewed')).toMatchObject([{ unit: 'jp-tank', by: ['jp-lt', 'jp-r1', 'jp-r2'] }]);
    expect(unit(r.state, 'jp-tank').flags).not.toHaveProperty('crewless');
    // Without the officer it cannot be done.
    const noOfficer = place(s, { 'jp-lt': null });
    expect(refused(noOfficer, { type: 'recrew', side: 'japan', unit: 'jp-tank' }).message).toBe('re-crewing the Type 95 Ha-Go takes an officer and 2 infantry in contact with it (Card Results)');
  });
  it('4: blows up, with an immediate damage check on anything within 6"', () => {
    // A Marine 1.7" from the Ha-Go's hull, the Sherman 4.3" from it, a Japanese rifleman 6.2" away.
    const s = duel({ 'us-r1': P(43, 9), 'jp-r1': P(47.5, 9) });
    const r = pull('4H', s, [6, '7C']);
    expect(ofType(r.events, 'blowsUp')).toMatchObject([{ unit: 'jp-tank', within: ['us-r1', 'us-tank'] }]);
    expect(unit(r.state, 'jp-tank').at).toBeNull();
    expect(unit(r.state, 'us-r1').at).toBeNull();
    expect(ofType(r.events, 'cardResult').map((e) => [e['unit'], e['card']])).toEqual([
      ['jp-tank', '4H'],
      ['us-tank', '7C'],
    ]);
    expect(unit(r.state, 'jp-r1').at).not.toBeNull();
    // The edge of the 6": a rifleman 5.6" from the hull is checked, one 6.2" away is not (found missing by the planted fault blast-radius-short).
    const edge = pull('4H', duel({ 'jp-r2': P(33.1, 9), 'jp-r1': P(47.5, 9) }), ['7C', 1]);
    expect(ofType(edge.events, 'blowsUp')[0]?.['within']).toContain('jp-r2');
    expect(ofType(edge.events, 'blowsUp')[0]?.['within']).not.toContain('jp-r1');
  });
  it('2: stunned: no movement or fire; back in action at the next movement phase of the side that stunned it, on a 4+', () => {
    let s = pull('2C', busy()).state;
    expect(unit(s, 'jp-tank').flags).toMatchObject({ stunned: 'us' });
    s = until(act(s, { type: 'endFire', side: 'us' }).state, 'japan', 'movement');
    expect(listed(s, 'japan', 'move').some((d) => d.fixed?.['figure'] === 'jp-tank')).toBe(false);
    s = until(s, 'japan', 'offensiveFire');
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-tank', weapon: 'tankGun', target: 'us-tank' }).message).toBe('the Type 95 Ha-Go is stunned: no movement or fire (Card Results)');
    // The American movement phase of turn 2: a 3 keeps it stunned; turn 3: a 4 brings it back.
    let r = act(s, { type: 'endFire', side: 'japan' }, [3]);
    expect(ofType(r.events, 'tableRoll')).toMatchObject([{ unit: 'jp-tank', roll: 3, result: false }]);
    s = until(act(r.state, { type: 'endMovement', side: 'us' }).state, 'japan', 'offensiveFire');
    r = act(s, { type: 'endFire', side: 'japan' }, [4]);
    expect(ofType(r.events, 'tableRoll')).toMatchObject([{ roll: 4, result: true }]);
    expect(unit(r.state, 'jp-tank').flags).not.toHaveProperty('stunned');
  });
  it('the deck: a standard 52-card deck shuffled before play; pulled cards are discarded; the discards are shuffled back when the draw pile runs out', () => {
    const s0 = start();
    expect([...s0.data.deck.drawPile].sort()).toEqual([...standardDeck().drawPile].sort());
    expect(s0.data.deck.drawPile).not.toEqual(standardDeck().drawPile);
    const r = pull('KS');
    expect(r.state.data.deck.discardPile).toEqual(['KS']);
    expect(r.state.data.deck.drawPile).not.toContain('KS');
    // One card left to draw, a rear hit pulls three.
    const all = standardDeck().drawPile;
    const s = withData(until(only(start(), { 'us-r5': P(1, 1), 'jp-r6': P(46, 34), 'us-tank': P(40, 2, 90), 'jp-tank': P(40, 9, 90) }), 'us', 'offensiveFire'), {
      deck: { id: 'cards', drawPile: ['7H'], discardPile: all.filter((c) => c !== '7H') },
    });
    const rr = act(s, { type: 'fire', side: 'us', figure: 'us-tank', weapon: 'tankGun', target: 'jp-tank' }, [1, '7H', '7D', '7S']);
    const drawn = rr.events.filter((e) => e.type === 'cardDrawn' || e.type === 'shuffled').map((e) => e.type);
    expect(drawn).toEqual(['cardDrawn', 'shuffled', 'cardDrawn', 'cardDrawn']);
    expect(rr.state.data.deck.drawPile.length + rr.state.data.deck.discardPile.length).toBe(52);
  });
  it('the log words every card', () => {
    const r = pull('9S');
    expect(describeEvent(game, r.state, ofType(r.events, 'cardResult')[0]!)).toBe('Card 9S for the Type 95 Ha-Go: turns right 90° and stops for 1 turn (Card Results)');
  });
});

describe('Scenario (stand-in)', () => {
  it('the table is the core\'s data, checked; every figure starts where the scenario says, the deck shuffled, three missions a side', () => {
    expect(() => compileTable(TABLE)).not.toThrow();
    const s = start();
    expect(s.units.map((u) => [u.id, u.at])).toEqual(COUNTERS.map((c) => [c.id, START[c.id]]));
    expect(s.data.missions).toEqual({ us: 3, japan: 3 });
    expect(s).toMatchObject({ turn: 1, phase: 'movement', active: 'us' });
  });
  it('a side with no fighting figure left loses at once', () => {
    const s = until(only(start(), { 'us-r1': P(28, 2), 'jp-r1': P(28, 20), 'us-jeep': P(40, 2, 90) }), 'us', 'offensiveFire');
    const r = act(s, { type: 'fire', side: 'us', figure: 'us-r1', weapon: 'rifle', target: 'jp-r1' }, [2, 6]);
    expect(r.state.result).toEqual({ winner: 'us', reason: 'every Japanese figure is out of action' });
  });
  it('after turn 8 the Americans win holding the village well (a figure within 3", no Japanese as close); otherwise the Japanese', () => {
    const run = (where: Record<string, ReturnType<typeof P>>) => {
      let s = only(start(), where);
      s = { ...s, turn: 8, flow: { ...s.flow, context: { ...s.flow.context, turn: 8 } } };
      for (let i = 0; i < 20 && !s.result; i++) {
        const side = game.actingSides(s)[0]!;
        s = act(s, { type: s.phase === 'movement' ? 'endMovement' : 'endFire', side }).state;
      }
      return s.result;
    };
    expect(run({ 'us-r1': P(OBJECTIVE.x + 2.9, OBJECTIVE.y), 'jp-r6': P(46, 34) })).toMatchObject({ winner: 'us' });
    expect(run({ 'us-r1': P(OBJECTIVE.x + 2.9, OBJECTIVE.y), 'jp-r1': P(OBJECTIVE.x - 2.9, OBJECTIVE.y + 0.5), 'jp-r6': P(46, 34) })).toMatchObject({ winner: 'japan', reason: 'the Japanese still hold the village well at the end of turn 8' });
    expect(run({ 'us-r1': P(OBJECTIVE.x + 3.1, OBJECTIVE.y), 'jp-r6': P(46, 34) })).toMatchObject({ winner: 'japan' });
  });
});

describe('Log', () => {
  it('every action and event of a bot game reads in words, never as raw fields', () => {
    const lines: string[] = [];
    const played = playMatch(game, {
      seed: 3,
      onAction(action, events, state, before) {
        lines.push(describeAction(game, before as never, action, { viewer: null }));
        for (const e of events) {
          const line = describeEvent(game, state as never, e as GameEvent);
          if (line !== null) lines.push(line);
        }
      },
    });
    expect(played.ended).toBe('result');
    // The core's plain fallback reads "type: field value, …": none of the game's events fall to it.
    const plain = lines.filter((l) => /^[a-z][A-Za-z]+: [a-z]+ /.test(l));
    expect(plain).toEqual([]);
    expect(lines.some((l) => /fires the rifle at .*: infantry, hit on less than 6; rolled \d+/.test(l))).toBe(true);
    expect(lines.some((l) => /moves [\d.]+" from \(/.test(l))).toBe(true);
    // The core's path move and fire say their actions, after the side's name as the game spells it.
    expect(lines.filter((l) => /^(Us|Japan):/.test(l))).toEqual([]);
    expect(lines.some((l) => /^American: (Pfc|Sgt|Cpl|Lt)\. \w+.* moves$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Japanese: Ittohei \w+ fires the rifle at /.test(l))).toBe(true);
  });
});

describe('Render', () => {
  it('hexwar render draws the table, its terrain and every figure on it, with the dead left off', () => {
    const s = place(start(), { 'jp-r6': null });
    const svg = renderSvg(game, s);
    expect(svg.startsWith('<svg')).toBe(true);
    for (const a of TABLE.areas ?? []) expect(svg).toContain(`data-id="${a.id}"`);
    for (const c of COUNTERS) expect(svg.includes(`class="figure ${c.class}" data-id="${c.id}"`), c.id).toBe(c.id !== 'jp-r6');
    // A side's view draws the same public position (nothing on this table is hidden).
    expect(renderSvg(game, view(game, s, 'us'))).toBe(svg);
  });
});
