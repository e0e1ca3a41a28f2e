import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../src/play';
import type { Action } from '../../../src/engine';
import { meiktila } from '../../../games/meiktila';
import { counters } from '../../../games/meiktila/data/counters';
import { AIRFIELDS, LAKE, MEIKTILA, TOWNS } from '../../../games/meiktila/data/map';
import { OBJECTIVES } from '../../../games/meiktila/rules/common';
import { alliedSetupHexes, japaneseSetupHexes } from '../../../games/meiktila/rules/setup';
import { distance, neighboursOf, placeUnits, play, reader, refused, start, startSetup, unit, type S } from './helpers';

const ALLIED_SETUP_HEXES = alliedSetupHexes(reader(startSetup(7)));
const JAPANESE_SETUP_HEXES = japaneseSetupHexes(reader(startSetup(7)));

const alliedSetUp = counters.filter((c) => c.side === 'allied' && c.arrival === 'setup');
const japaneseSetUp = counters.filter((c) => c.side === 'japanese' && c.arrival === 'setup');
const place = (side: 'allied' | 'japanese', u: string, hex: string): Action => ({ type: 'place', side, unit: u, hex });
const hexesFor = (s: S, side: 'allied' | 'japanese', u: string) =>
  meiktila
    .legalActions(s, side)
    .filter((a) => a.type === 'place' && a['unit'] === u)
    .map((a) => a['hex'] as string)
    .sort();

/** The Allied set-up done with the stand-in deployment's hexes, except where `moved` says otherwise. */
function alliedDone(moved: Record<string, string> = {}): S {
  let s = startSetup(7);
  for (const c of alliedSetUp) s = play(s, place('allied', c.id, moved[c.id] ?? c.setupHex!)).state;
  return play(s, { type: 'finishSetup', side: 'allied' }).state;
}

describe('10.1 Allied set-up', () => {
  const s0 = startSetup(7);

  it('by default the match opens in the Allied set-up phase of turn 0 with nothing placed (3.0, 10.1)', () => {
    expect(s0).toMatchObject({ turn: 0, phase: 'alliedSetup', active: 'allied' });
    for (const c of alliedSetUp) expect(unit(s0, c.id)).toMatchObject({ at: null, box: 'setup' });
    for (const c of japaneseSetUp) expect(unit(s0, c.id)).toMatchObject({ at: null, box: 'setup' });
    expect(unit(s0, '1 Border')).toMatchObject({ at: null, box: 'reinforcements' });
    expect(s0.data.ips).toEqual({});
    expect(s0.tracks).toMatchObject({ supply: 4, 'vp.allied': 0, 'vp.japanese': 0 });
    expect(meiktila.legalActions(s0, 'japanese')).toEqual([]);
  });

  it('lists exactly the hexes on or within 1 hex of Meiktila, an airfield or a town, never the lake', () => {
    const anchors = [MEIKTILA, ...AIRFIELDS, ...TOWNS];
    const expected = new Set<string>();
    for (const a of anchors) for (const h of [a, ...neighboursOf(a)]) if (!LAKE.includes(h)) expected.add(h);
    expect(hexesFor(s0, 'allied', '1 WY')).toEqual([...expected].sort());
    expect([...ALLIED_SETUP_HEXES].sort()).toEqual([...expected].sort());
    expect(expected.has('J13') && expected.has('J12') && expected.has('M8') && !expected.has('K12')).toBe(true);
    // Every set-up unit may be placed, the Border battalions may not.
    const units = new Set(meiktila.legalActions(s0, 'allied').map((a) => a['unit']));
    expect([...units].sort()).toEqual(alliedSetUp.map((c) => c.id).sort());
  });

  it('places a unit in a legal hex', () => {
    const r = play(s0, place('allied', '1 WY', 'J13'));
    expect(unit(r.state, '1 WY')).toMatchObject({ at: 'J13', box: 'map' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'setUp', unit: '1 WY', hex: 'J13', rule: '10.1' }));
    expect(hexesFor(r.state, 'allied', '1 WY')).toEqual([]);
  });

  it('refuses hexes too far from Meiktila, an airfield or a town, and the lake (10.1, 6.5.1)', () => {
    expect(refused(s0, place('allied', '1 WY', 'A1'))).toBe('1 WY may not set up in A1: Allied units set up on or within 1 hex of Meiktila, an airfield or a town (10.1)');
    expect(refused(s0, place('allied', '1 WY', 'J16'))).toMatch(/within 1 hex .* \(10\.1\)$/);
    expect(refused(s0, place('allied', '1 WY', 'K12'))).toBe('1 WY may not set up in K12: Meiktila Lake is prohibited terrain (6.5.1)');
    expect(refused(s0, place('allied', '1 WY', 'Z99'))).toMatch(/not a hex of the map \(10\.1\)/);
  });

  it('refuses the Border battalions (reinforcements), Japanese units and units already placed', () => {
    expect(refused(s0, place('allied', '1 Border', 'J13'))).toBe('1 Border does not set up: the 1st and 2nd Border battalions arrive later as reinforcements (10.1, 8.1.1)');
    expect(refused(s0, place('allied', '1/55', 'J13'))).toBe('1/55 is not a unit of the allied player (10.1)');
    const once = play(s0, place('allied', '1 WY', 'J13')).state;
    expect(refused(once, place('allied', '1 WY', 'J14'))).toBe('1 WY is already set up in J13 (10.1)');
  });

  it('respects stacking (6.3): two units of differing brigades fill a hex; a brigade plus one attached unit and one armour', () => {
    let s = play(s0, place('allied', '1 WY', 'M7')).state;
    s = play(s, place('allied', '1/10 GR', 'M7')).state;
    expect(hexesFor(s, 'allied', '1/3 GR')).not.toContain('M7');
    expect(refused(s, place('allied', '1/3 GR', 'M7'))).toBe('1/3 GR may not set up in M7: 1 WY, 1/10 GR already there, and 3 units may not stack together (6.3)');
    expect(hexesFor(s, 'allied', '5 PH')).toContain('M7'); // one armoured unit stacks free (8.2)
    let b = s0;
    for (const u of ['1 WY', '1/7 GR', '4/12 FFR', '129 Fd', '5 PH']) b = play(b, place('allied', u, 'J13')).state;
    expect(hexesFor(b, 'allied', '1 Ind Med')).not.toContain('J13');
    expect(refused(b, place('allied', '1 Ind Med', 'J13'))).toMatch(/\(6\.3\)$/);
  });

  it('finishes only once every unit is placed, then the Japanese set up (10.1, 10.2)', () => {
    let s = s0;
    expect(meiktila.legalActions(s, 'allied')).not.toContainEqual({ type: 'finishSetup', side: 'allied' });
    expect(refused(s, { type: 'finishSetup', side: 'allied' })).toMatch(/^set-up is finished only when every unit is placed: 1 WY, .* still to set up \(10\.1\)$/);
    for (const c of alliedSetUp) s = play(s, place('allied', c.id, c.setupHex!)).state;
    expect(meiktila.legalActions(s, 'allied')).toEqual([{ type: 'finishSetup', side: 'allied' }]);
    expect(refused(s, { type: 'placeImprovedPosition', side: 'allied', hex: 'J13' })).toMatch(/only the Japanese player places improved positions at set-up.*\(10\.2\)/);
    s = play(s, { type: 'finishSetup', side: 'allied' }).state;
    expect(s).toMatchObject({ turn: 0, phase: 'japaneseSetup', active: 'japanese' });
    expect(refused(s, place('allied', '1 WY', 'J12'))).toMatch(/not the allied player's turn/);
  });

  it('the quickSetup option skips both set-up phases for the fixed stand-in deployment', () => {
    const q = start(7);
    expect(q.turn).toBe(1);
    for (const c of [...alliedSetUp, ...japaneseSetUp]) expect(unit(q, c.id).at).toBe(c.setupHex);
    expect(Object.keys(q.data.ips).sort()).toEqual(['L1', 'M1', 'N1']);
  });
});

describe('10.2 Japanese set-up', () => {
  // 1 WY set up in J2, next to the town of Wundwin (J3) and to the north-edge hex J1.
  const s0 = alliedDone({ '1 WY': 'J2' });

  it('lists exactly the north-edge hexes not adjacent to an Allied unit', () => {
    expect(JAPANESE_SETUP_HEXES).toHaveLength(20);
    const expected = JAPANESE_SETUP_HEXES.filter((h) => !s0.units.some((u) => u.side === 'allied' && u.at && distance(u.at, h) <= 1));
    expect(expected).not.toContain('J1');
    expect(hexesFor(s0, 'japanese', '1/55')).toEqual([...expected].sort());
    const units = new Set(meiktila.legalActions(s0, 'japanese').map((a) => a['unit']));
    expect([...units].sort()).toEqual(['1/14 Tk', '1/55', '2/55', '3/55']);
  });

  it('refuses hexes off the north edge, next to an Allied unit, or enemy-occupied (10.2, 6.3)', () => {
    expect(refused(s0, place('japanese', '1/55', 'J5'))).toBe('1/55 may not set up in J5: the 55th Regiment and 1/14 Tank set up along the north map edge (10.2)');
    expect(refused(s0, place('japanese', '1/55', 'J1'))).toBe('1/55 may not set up in J1: it is adjacent to the Allied unit 1 WY in J2 (10.2)');
    const occupied = placeUnits(s0, { '4/12 FFR': { at: 'E1' } });
    expect(hexesFor(occupied, 'japanese', '1/55')).not.toContain('E1');
    expect(refused(occupied, place('japanese', '1/55', 'E1'))).toBe('1/55 may not set up in E1: enemy-occupied hex (6.3)');
  });

  it('refuses units that do not set up', () => {
    expect(refused(s0, place('japanese', '1/214', 'L1'))).toBe('1/214 does not set up: only the three battalions of the 55th Regiment and 1/14 Tank do (10.2)');
    expect(refused(s0, place('japanese', '2/14 Tk', 'L1'))).toMatch(/\(10\.2\)$/);
  });

  it('the whole regiment and the tank may stack in one hex (6.3, 8.2)', () => {
    let s = s0;
    for (const u of ['1/55', '2/55', '3/55']) s = play(s, place('japanese', u, 'L1')).state;
    expect(hexesFor(s, 'japanese', '1/14 Tk')).toContain('L1');
    s = play(s, place('japanese', '1/14 Tk', 'L1')).state;
    expect(s.units.filter((u) => u.at === 'L1')).toHaveLength(4);
  });

  it('improved positions: optional, in a hex with Japanese units, no more than the units there (10.2, 8.4)', () => {
    expect(refused(s0, { type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' })).toBe('no Japanese unit is set up in L1 to occupy an improved position (10.2, 8.4)');
    let s = play(s0, place('japanese', '1/55', 'L1')).state;
    expect(meiktila.legalActions(s, 'japanese')).toContainEqual({ type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' });
    s = play(s, { type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' }).state;
    expect(s.data.ips['L1']).toEqual({ side: 'japanese', count: 1 });
    expect(meiktila.legalActions(s, 'japanese')).not.toContainEqual({ type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' });
    expect(refused(s, { type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' })).toBe('L1 already has 1 improved position(s): no more than there are units in the hex (8.4)');
    s = play(s, place('japanese', '2/55', 'L1')).state;
    s = play(s, { type: 'placeImprovedPosition', side: 'japanese', hex: 'L1' }).state;
    expect(s.data.ips['L1']!.count).toBe(2);
  });

  it('finishes once all four units are placed; play begins with turn 1 (10.2)', () => {
    let s = s0;
    expect(refused(s, { type: 'finishSetup', side: 'japanese' })).toBe('set-up is finished only when every unit is placed: 1/55, 2/55, 3/55, 1/14 Tk still to set up (10.2)');
    for (const [i, u] of ['1/55', '2/55', '3/55', '1/14 Tk'].entries()) s = play(s, place('japanese', u, ['L1', 'M1', 'N1', 'M1'][i]!)).state;
    expect(meiktila.legalActions(s, 'japanese')).toContainEqual({ type: 'finishSetup', side: 'japanese' });
    s = play(s, { type: 'finishSetup', side: 'japanese' }).state;
    expect(s.turn).toBe(1);
    expect(['supply', 'activationSetup', 'activation']).toContain(s.phase);
    expect(s.units.some((u) => u.box === 'setup')).toBe(false);
  });

  it('heuristic bots set up sensibly: every objective garrisoned; the Japanese on one north-edge approach', () => {
    for (const seed of [1, 2, 3]) {
      const { state } = playMatch(meiktila as never, { seed, maxSteps: alliedSetUp.length + 1 + japaneseSetUp.length + 1 + 4 });
      const s = state as unknown as S;
      for (const o of OBJECTIVES) expect(s.units.some((u) => u.side === 'allied' && u.at === o), `${o} held (seed ${seed})`).toBe(true);
      for (const c of alliedSetUp) expect(ALLIED_SETUP_HEXES).toContain(unit(s, c.id).at);
      const jap = japaneseSetUp.map((c) => unit(s, c.id));
      for (const u of jap) {
        expect(u.at!.slice(1)).toBe('1');
        for (const a of s.units.filter((x) => x.side === 'allied' && x.at)) expect(distance(u.at!, a.at!)).toBeGreaterThan(1);
      }
      expect(Object.values(s.data.ips).every((ip) => ip.side === 'japanese')).toBe(true);
      expect(s.turn).toBe(1);
    }
  });
});
