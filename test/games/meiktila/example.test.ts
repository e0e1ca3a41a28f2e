import { describe, expect, it } from 'vitest';
import { withRolls } from '../../../src/testing';
import { meiktila } from '../../../games/meiktila';
import { combat } from '../../../games/meiktila/rules/combat';
import { openDecision } from '../../../src';
import { type CombatUnderWay, type ResultUnderWay } from '../../../src/public/combat';
import { activation, firstActivation, placeUnits, play, reader, unit, withData, type S } from './helpers';

const frame = <L>(s: S, proc: string): L | undefined => s.stack.find((f) => f.proc === proc)?.local as L | undefined;

describe('6.5 worked example (turn three, Seywa airfield M7)', () => {
  it('replays the example from set-up to outcome', () => {
    // Set-up: turn 3, the Japanese have moved and now attack; the Air Power roll
    // was a first-time 6, so the 64th Sentai is available; the die-roll marker
    // allowed six units to activate.
    let s: S = firstActivation(1, { banzai: true });
    s = placeUnits(s, {
      '1/55': { at: 'M8' },
      '2/55': { at: 'M8' },
      '3/55': { at: 'M8' },
      '1/14 Tk': { at: 'M8' },
      '1/214': { at: 'N8' },
      '2/214': { at: 'N8' },
      '1/3 GR': { at: 'M7' },
      '5 PH': { at: 'M7' },
    });
    s = withData(s, { ips: {}, sixes: 1, sentai: 1, alliedAir: 0, airFree: { allied: 0, japanese: 1 } });
    s = activation(s, 'J-DR', 'japanese', 'attack', 6);
    expect(meiktila.legalActions(s, 'japanese')).toContainEqual({ type: 'declareAttack', side: 'japanese', hex: 'M7' });
    s = play(s, { type: 'declareAttack', side: 'japanese', hex: 'M7' }).state;
    for (const u of ['1/55', '2/55', '3/55', '1/14 Tk', '1/214', '2/214']) s = play(s, { type: 'addAttacker', side: 'japanese', unit: u }).state;
    // Banzai with one unit each of the 214th and 55th (11.1).
    s = play(s, { type: 'banzai', side: 'japanese', unit: '1/55' }).state;
    s = play(s, { type: 'banzai', side: 'japanese', unit: '1/214' }).state;
    // The Sentai: the rules (5.2, 6.5.1) shift 1 column in the owner's favour,
    // i.e. 1R for an attack. The example's "1L" contradicts them and its own
    // outcome (2-1 shifted 1L would not give 3-1); we follow the rules.
    s = play(s, { type: 'addAir', side: 'japanese' }).state;
    const sums = combat.preview(reader(s), frame<CombatUnderWay>(s, 'attack')!);
    expect(sums.attack).toBe(16);
    expect(sums.defence).toBe(7); // 4 + 2 + 1 for the town
    expect(sums.baseColumn).toBe('2-1');
    expect(sums.shifts.map((x) => x.shift)).toEqual([1, -1, 1]); // Japanese armour, Allied armour, Sentai
    expect(sums.column).toBe('3-1');

    // Roll 4 on 3-1: 1/1. Then the retreat rolls of the example, then the Banzai checks.
    s = withRolls(s, [4, 1, 5, 1, 2, 3, 5, 1, 5]);
    let r = play(s, { type: 'resolveAttack', side: 'japanese' });
    s = r.state;
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ column: '3-1', roll: 4, result: '1/1' });
    // The defender's result first: the armour retreats (1 <= 3: 2 + 1 for the town).
    expect(openDecision(s)?.kind).toBe('lossOrRetreat');
    expect(openDecision(s)?.side).toBe('allied');
    s = play(s, { type: 'retreat', side: 'allied', unit: '5 PH' }).state;
    expect(openDecision(s)?.kind).toBe('retreatTo');
    const to = openDecision(s)!.options[0]!['to'] as string;
    s = play(s, openDecision(s)!.options[0]!).state;
    expect(unit(s, '5 PH').at).toBe(to);
    // The 99th's Gurkhas roll 5 > 4: reduced, which meets the "1"; they stay.
    r = play(s, { type: 'retreat', side: 'allied', unit: '1/3 GR' });
    s = r.state;
    expect(unit(s, '1/3 GR')).toMatchObject({ at: 'M7', steps: 1 });
    // The armour may not return: it is no longer part of the result.
    expect(frame<ResultUnderWay>(s, 'combatResult')?.units ?? []).not.toContain('5 PH');
    // The attacker's result: the three 55th battalions retreat on 1, 2, 3.
    expect(openDecision(s)).toMatchObject({ kind: 'lossOrRetreat', side: 'japanese' });
    for (const id of ['1/55', '2/55', '3/55']) {
      s = play(s, { type: 'retreat', side: 'japanese', unit: id }).state;
      expect(openDecision(s)?.kind).toBe('retreatTo');
      s = play(s, openDecision(s)!.options[0]!).state;
      expect(unit(s, id).at).not.toBe('M8');
    }
    // 1/214 rolls 5 > 3: reduced, meeting the "1"; 2/214 stays in N8.
    r = play(s, { type: 'retreat', side: 'japanese', unit: '1/214' });
    s = r.state;
    expect(unit(s, '2/214').at).toBe('N8');
    // Banzai checks: 1/55 rolls 1 (unscathed), 1/214 rolls 5 > its reduced 2: eliminated.
    const checks = r.events.filter((e) => e.type === 'tableRoll' && e['rule'] === '11.1');
    expect(checks).toMatchObject([
      { unit: '1/55', roll: 1, result: true },
      { unit: '1/214', roll: 5, needs: '2 or less', result: false },
    ]);
    expect(unit(s, '1/55').steps).toBe(2);
    expect(unit(s, '1/214')).toMatchObject({ steps: 0, at: null, box: 'eliminated' });
    // M7 was not vacated: no advance; the combat is over.
    expect(openDecision(s)).toBeNull();
    expect(frame(s, 'attack')).toBeUndefined();
    expect(unit(s, '1/3 GR').at).toBe('M7');
    // VP as they happen (9.1): Japanese 1 (the Gurkha step), Allied 2 (two 1/214 steps).
    expect(s.tracks['vp.japanese']).toBe(1);
    expect(s.tracks['vp.allied']).toBe(2);
    expect(s.data.japaneseAttacked).toBe(true);
    expect(s.data.airFree.japanese).toBe(0);
  });
});
