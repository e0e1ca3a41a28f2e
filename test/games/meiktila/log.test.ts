import { describe, expect, it } from 'vitest';
import { meiktila } from '../../../games/meiktila';
import { supplyDetermination } from '../../../games/meiktila/rules/supply';
import { endPhase } from '../../../games/meiktila/rules/turn';
import { playMatch } from '../../../src/play';
import { createMatch, describeAction, openDecision, describeEvent, type Action, type GameEvent, type MatchState } from '../../../src/engine';
import { withRolls } from '../../../src/testing';
import { activation, firstActivation, onlyUnits, play, runHook, withData, type S } from './helpers';

const base = firstActivation(1);
/** An activation with only the named units on the map and no air units. */
function scene(units: Record<string, string>, side: 'allied' | 'japanese', stage: 'move' | 'attack'): S {
  const s = withData(onlyUnits(base, units), { ips: {}, alliedAir: 0, airFree: { allied: 0, japanese: 0 }, sentai: 0 });
  return activation(s, side === 'allied' ? 'A-ALL' : 'J-ALL', side, stage);
}
/** The log lines of a list of events (left-out events dropped). */
const lines = (events: readonly GameEvent[], s: S = base): string[] => events.map((e) => describeEvent(meiktila, s as never, e)).filter((l): l is string => l !== null);
const say = (s: S, a: Action): string => describeAction(meiktila, s as never, a, { viewer: null });

describe('log', () => {
  it('a move by forced march', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'A1' }, 'allied', 'move');
    const a = { type: 'move', side: 'allied', unit: '1 WY', to: 'J20', march: true };
    expect(say(s, a)).toBe('Allied: move 1 WY to J20 (forced march)');
    expect(lines(play(s, a).events)).toEqual(['1 WY moves J13 → J20 by forced march (6.2.1)']);
  });

  it('a combat in one line, then the step loss and a failed retreat roll', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8', 'Ind AT 1': 'M8' }, 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    expect(say(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' })).toBe('Allied: 1 WY joins the attack on M8');
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    let r = play(withRolls(s, [5, 3]), { type: 'resolveAttack', side: 'allied' });
    // The combat die and its meaning are in the combat line; the raw roll is left out.
    expect(r.events.some((e) => e.type === 'dieRolled')).toBe(true);
    // The result says what it means (6.5.2).
    expect(lines(r.events)).toEqual(['Combat at M8: 1 WY (3) vs 1/55, Ind AT 1 (5) = 1-2; rolled 5: 1/1, 1 hex of retreat or step lost by the defender; 1 attacking unit retreats or loses a step (6.5)']);
    r = play(r.state, { type: 'takeLoss', side: 'japanese', unit: 'Ind AT 1' });
    expect(lines(r.events)).toEqual(['Ind AT 1 is eliminated in M8: combat result (6.5.3)', '+1 VP Allied: enemy step lost (9.1)']);
    r = play(r.state, { type: 'retreat', side: 'allied', unit: '1 WY' });
    expect(lines(r.events)).toEqual([
      '1 WY retreat roll: 3 +1 (Japanese AT, 8.3) against CF 3: fails: loses a step (6.5.3)',
      '1 WY loses a step in L9 (1 left): failed retreat roll (6.5.3)',
      '+1 VP Japanese: enemy step lost (9.1)',
    ]);
  });

  it('combat modifiers and column shifts with their rules, and a retreat', () => {
    let s = scene({ '1 WY': 'L9', '5 PH': 'L8', '1/55': 'M8' }, 'allied', 'attack');
    s = withData(s, { alliedAir: 1, airFree: { allied: 1, japanese: 0 } });
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const u of ['1 WY', '5 PH']) s = play(s, { type: 'addAttacker', side: 'allied', unit: u }).state;
    s = play(s, { type: 'addAir', side: 'allied' }).state;
    let r = play(withRolls(s, [4, 1]), { type: 'resolveAttack', side: 'allied' });
    expect(lines(r.events)).toEqual(['Combat at M8: 1 WY, 5 PH (3) vs 1/55 (3) = 1-1, 1R armour (8.2), 1R air (5.2) → 3-1; rolled 4: 1/1, 1 hex of retreat or step lost by the defender; 1 attacking unit retreats or loses a step (6.5)']);
    r = play(r.state, { type: 'retreat', side: 'japanese', unit: '1/55' });
    expect(lines(r.events)).toEqual(['1/55 retreat roll: 1 against CF 3: may retreat (6.5.3)']);
    const to = openDecision(r.state)!.options[0]!;
    expect(say(r.state, to)).toBe(`Japanese: 1/55 retreats to ${String(to['to'])}`);
    expect(lines(play(r.state, to).events)).toEqual([`1/55 retreats M8 → ${String(to['to'])} (6.5.3)`]);
  });

  it('Supply Level changes and supply status in one line per side', () => {
    const s: S = { ...onlyUnits(base, { '1 WY': 'J13', '1/55': 'M1' }), tracks: { ...base.tracks, supply: 4 } };
    const end = runHook(s, [3], endPhase);
    expect(lines(end.events)).toEqual(['Allied Supply Level 4 → 2: end-phase roll 3, odd: -2 (7.1.1)']);
    const sup = runHook(withData(s, { air: { supply: 1, north: 1, south: 0 }, sentai: 0 }), [4, 6, 4], supplyDetermination);
    expect(lines(sup.events)).toEqual([
      'Supply Table (7.1.1): rolled 4 +1 air supply = 5: 1 Supply Point',
      'Allied Supply Level 4 → 5: Supply Table (7.1.1)',
      'Allied supply status (7.1.2): 1 unit, in supply on 1-5; out of supply: 1 WY',
      'Japanese supply status (7.1.3): 1 unit, in supply on 1-4 (interdiction +1 north); out of supply: 1/55',
    ]);
  });

  it("a whole bot game's log reads without undefined, [object Object] or NaN", () => {
    let before: MatchState = createMatch(meiktila, { seed: 1 });
    const out: string[] = [];
    const played = playMatch(meiktila, {
      seed: 1,
      onAction(action, events, state) {
        out.push(describeAction(meiktila, before as never, action, { viewer: null }));
        for (const e of events) {
          const line = describeEvent(meiktila, before as never, e);
          if (line !== null) out.push(line);
        }
        before = state;
      },
    });
    expect(played.ended).toBe('result');
    const bad = out.filter((l) => /undefined|\[object Object\]|NaN/.test(l));
    expect(bad).toEqual([]);
    // Every event has a line of its own, never the generic "field value" fallback.
    expect(out.filter((l) => /, rule \d/.test(l))).toEqual([]);
    for (const kind of [/^Air power \(5\.1\)/, /^Initiative \(4\.1\)/, /^Supply Table \(7\.1\.1\)/, /supply status/, /activation: /, /^Combat at /, /final VP \(9\.1\)/, /victory: Allied \d+ - Japanese \d+ = -?\d+ VP \(9\.2\)$/])
      expect(out.some((l) => kind.test(l)), String(kind)).toBe(true);
  });
});
