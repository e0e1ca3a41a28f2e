import { describe, expect, it } from 'vitest';
import { Reader } from '../../../src/engine/context';
import { viewEvents, view } from '../../../src/engine';
import { myitkyina } from '../../../games/myitkyina';
import { CRT, LEGEND, ODDS, USAAF } from '../../../games/myitkyina/data/tables';
import { ALLIED_SETUP, EAST_BANK } from '../../../games/myitkyina/data/map';
import { destinations } from '../../../games/myitkyina/rules/movement';
import { monsoon, strikeModifier } from '../../../games/myitkyina/rules/air';
import { tableRoll } from '../../../games/myitkyina/rules/combat';
import { act, at, JAPANESE_DEPLOY, ofType, only, onTurn, refused, start, toAlliedCombat, unit, until, type S } from './helpers';

const dests = (s: S, id: string) => destinations(new Reader(myitkyina, s) as never, unit(s, id));
const combatOf = (events: readonly { type: string }[]) => ofType(events as never, 'combat')[0] as Record<string, unknown>;
/** Allied combat on turn 1 (monsoon: no strikes) with only these units on the map. */
const alliedFight = (where: Record<string, string>, flags = {}) => toAlliedCombat(only(start(), where, flags));
/** Japanese combat on turn 1 with only these units on the map. */
const japaneseFight = (where: Record<string, string>, flags = {}) => only(until(start(), 'japanese', 'combat'), where, flags);
const attack = (s: S, side: string, units: string[], target: string, mode = 'normal', rolls: number[] = []) => {
  s = act(s, { type: 'attack', side, unit: units[0]!, target }).state;
  for (const u of units.slice(1)) s = act(s, { type: 'join', side, unit: u }).state;
  return act(s, { type: 'resolve', side, mode }, rolls);
};

describe('Winning', () => {
  const holding = { '88/30': 'C6', '89/30': 'F4', '90/30': 'F5', '1/5307': 'G4', '2/5307': 'G6' };
  it('the Allies win at once holding the airfield and all four Myitkyina hexes, double before turn 7', () => {
    const { state } = act(only(start(), holding), { type: 'move', side: 'allied', unit: '2/5307', to: 'G5' });
    expect(state.result).toMatchObject({ winner: 'allied', level: 'double' });
  });
  it('from turn 7 the win is single', () => {
    const { state } = act(onTurn(only(start(), holding), 7), { type: 'move', side: 'allied', unit: '2/5307', to: 'G5' });
    expect(state.result).toMatchObject({ winner: 'allied', level: 'single' });
  });
  it('holding only four of the five is not enough', () => {
    const { state } = act(only(start(), holding), { type: 'move', side: 'allied', unit: '2/5307', to: 'G7' });
    expect(state.result).toBeNull();
  });
  it('once the 36th Indian Division is in, the Allies can at best draw', () => {
    const s = only(start(), holding);
    const { state } = act({ ...s, data: { ...s.data, indianDivision: true } }, { type: 'move', side: 'allied', unit: '2/5307', to: 'G5' });
    expect(state.result).toMatchObject({ winner: null, level: 'draw' });
  });
  it('otherwise the Japanese win when turn 11 ends', () => {
    let s = start();
    let guard = 0;
    while (!s.result && ++guard < 200) {
      const who = s.active!;
      const type = s.phase === 'movement' ? 'endMovement' : s.phase === 'combat' ? 'endCombat' : 'skip';
      s = act(s, { type, side: who }).state;
    }
    expect(s.result).toMatchObject({ winner: 'japanese' });
    expect(s.turn).toBe(11);
  });
});

describe('Setup', () => {
  it('the Allies start with 1 and 2/5307 and all the 30th Division on A5–A7', () => {
    const s = start();
    for (const id of ['1/5307', '2/5307', '88/30', '89/30', '90/30']) expect(ALLIED_SETUP).toContain(unit(s, id).hex);
  });
  it('the Japanese set up two "1*" battalions, a "1" battalion and two decoys, hidden, not on the western edge', () => {
    const s0 = myitkyina.legalActions(start({}), 'japanese');
    expect(new Set(s0.map((a) => a['unit']))).toEqual(new Set(Object.keys(JAPANESE_DEPLOY)));
    expect(s0.some((a) => String(a['hex']).startsWith('A'))).toBe(false);
    expect(refused(start({}), { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'A3' })).toMatch(/western edge/);
    const s = start();
    for (const id of Object.keys(JAPANESE_DEPLOY)) expect(unit(s, id)).toMatchObject({ hex: JAPANESE_DEPLOY[id], hidden: true });
    expect(s.phase).toBe('movement');
    expect(s.turn).toBe(1);
  });
  it('the Allies see a deployment only as a marker placed', () => {
    const r = act(start({}), { type: 'deploy', side: 'japanese', unit: 'decoy-a', hex: 'E5' });
    const seen = JSON.stringify(viewEvents(r.events, 'allied'));
    expect(seen).not.toMatch(/decoy/);
    expect(seen).toContain(unit(r.state, 'decoy-a').marker!);
  });
});

describe('Sequence', () => {
  it('the Allies go first; each side has reinforcements, movement, combat', () => {
    let s = start();
    const seen: string[] = [`${s.turn} ${s.active} ${s.phase}`];
    while (s.turn < 2 || s.active !== 'allied' || s.phase !== 'movement') {
      const type = s.phase === 'movement' ? 'endMovement' : s.phase === 'combat' ? 'endCombat' : 'skip';
      s = act(s, { type, side: s.active! }, s.phase === 'movement' && s.active === 'allied' ? [1] : undefined).state;
      seen.push(`${s.turn} ${s.active} ${s.phase}`);
    }
    expect(seen).toEqual(['1 allied movement', '1 allied combat', '1 japanese reinforcement', '1 japanese movement', '1 japanese combat', '2 allied reinforcement', '2 allied movement']);
  });
});

describe('Reinforcements', () => {
  it('the Allies get none on turn 1; the Japanese get one from turn 1, on the east bank, hidden', () => {
    expect(start().phase).toBe('movement');
    const s = until(start(), 'japanese', 'reinforcement');
    const list = myitkyina.legalActions(s, 'japanese').filter((a) => a.type === 'reinforce');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => EAST_BANK.includes(a['hex'] as string))).toBe(true);
    const r = act(s, { type: 'reinforce', side: 'japanese', unit: '1/148', hex: 'H3' });
    expect(unit(r.state, '1/148')).toMatchObject({ hex: 'H3', hidden: true });
    expect(JSON.stringify(viewEvents(r.events, 'allied'))).not.toContain('1/148');
    expect(r.state.phase).toBe('movement');
  });
  it('from turn 2 one Allied unit lands on the airfield, regardless of stacking; the excess is eliminated after movement', () => {
    let s = until(start(), 'allied', 'reinforcement');
    expect(s.turn).toBe(2);
    s = at(s, { '88/30': 'C6', '1/5307': 'C6' });
    const list = myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'reinforce');
    expect(list.every((a) => a['hex'] === 'C6')).toBe(true);
    expect(list.some((a) => a['unit'] === '29 Bde')).toBe(false);
    s = act(s, { type: 'reinforce', side: 'allied', unit: '41/14', hex: 'C6' }).state;
    expect(s.units.filter((u) => u.hex === 'C6')).toHaveLength(3);
    s = act(s, { type: 'endMovement', side: 'allied' }, [1]).state;
    expect(unit(s, '41/14').box).toBe('eliminated');
    expect(unit(s, '88/30').hex).toBe('C6');
  });
  it('no Allied reinforcement while the Japanese hold the airfield', () => {
    const s = until(until(at(start(), { '3/114': 'C6', '88/30': 'A5' }), 'japanese', 'combat'), 'allied', 'movement');
    expect(s.turn).toBe(2);
    expect(s.units.filter((u) => u.side === 'allied' && u.box === 'reinforcements')).toHaveLength(9);
  });
  it('the 36th Indian Division from turn 6, and then at best a draw', () => {
    const s = onTurn(until(start(), 'allied', 'reinforcement'), 6);
    expect(myitkyina.legalActions(s, 'allied').some((a) => a['unit'] === '29 Bde')).toBe(true);
    const r = act(s, { type: 'reinforce', side: 'allied', unit: '29 Bde', hex: 'C6' });
    expect(r.state.data.indianDivision).toBe(true);
  });
});

describe('Stacking', () => {
  it('at most three battalions; regiments and brigades count two', () => {
    const s = only(start(), { '88/30': 'B6', '1/5307': 'B6', '89/30': 'B5' });
    expect(refused(s, { type: 'move', side: 'allied', unit: '89/30', to: 'B6' })).toMatch(/stacking/);
    const t = only(start(), { '1/5307': 'B6', '2/5307': 'B6', '3/5307': 'B5' });
    expect(act(t, { type: 'move', side: 'allied', unit: '3/5307', to: 'B6' }).state.units.filter((u) => u.hex === 'B6')).toHaveLength(3);
  });
});

describe('Movement', () => {
  it('four hexes, one more along a road', () => {
    const d = dests(only(start(), { '88/30': 'B2' }), '88/30');
    expect(d.get('F2')).toBe(16);
    expect(d.has('G2')).toBe(false);
    const r = dests(only(start(), { '89/30': 'A6' }), '89/30');
    expect(r.get('F5')).toBe(15); // five road hexes
  });
  it('crossing a creek costs a hex', () => {
    const d = dests(only(start(), { '88/30': 'B4' }), '88/30');
    expect(d.get('B5')).toBe(8);
  });
  it('stop next to a Japanese unit from turn 2 (not on turn 1)', () => {
    const s = only(start(), { '88/30': 'C6', '3/114': 'E4' });
    expect(dests(s, '88/30').get('G4')).toBe(13);
    const t2 = dests(onTurn(s, 2), '88/30');
    expect(t2.has('G4')).toBe(false);
    expect(t2.get('E5')).toBe(6);
  });
  it('stop next to an undisrupted enemy regiment or brigade', () => {
    const s = { ...only(start(), { '3/114': 'E4', '88/30': 'C6' }), active: 'japanese' } as S;
    const free = { ...only(start(), { '3/114': 'E4', '88/30': 'C6' }, { '88/30': { disrupted: true } }), active: 'japanese' } as S;
    // Hexes next to 88/30 may be entered, but the move ends there.
    expect(dests(s, '3/114').has('C5')).toBe(true);
    expect(dests(s, '3/114').has('A6')).toBe(false);
    expect(dests(free, '3/114').has('A6')).toBe(true);
  });
  it('the Allies never cross the Irrawaddy; the Japanese only from the east', () => {
    expect(dests(only(start(), { '1/5307': 'G5' }), '1/5307').has('H5')).toBe(false);
    const j = { ...only(start(), { '3/114': 'H5', '1/114': 'G7' }), active: 'japanese' } as S;
    expect(dests(j, '3/114').has('G5')).toBe(true);
    expect(dests(j, '1/114').has('H7')).toBe(false);
  });
  it('disrupted units do not move; each unit moves once', () => {
    const s = only(start(), { '88/30': 'B2', '89/30': 'B6' }, { '88/30': { disrupted: true } });
    expect(refused(s, { type: 'move', side: 'allied', unit: '88/30', to: 'B3' })).toMatch(/disrupted/);
    const r = act(s, { type: 'move', side: 'allied', unit: '89/30', to: 'B7' });
    expect(refused(r.state, { type: 'move', side: 'allied', unit: '89/30', to: 'B8' })).toMatch(/already moved/);
  });
  it('the minimum move: one hex into an empty or friendly hex, even out of contact', () => {
    const s = onTurn(only(start(), { '88/30': 'D6', '1/5307': 'C6', '3/114': 'E5' }), 2);
    expect(dests(s, '88/30').has('C6')).toBe(true);
    expect(dests(s, '88/30').has('E5')).toBe(false);
  });
  it('a unit that moved more than 3 hexes may not attack', () => {
    let s = only(start(), { '88/30': 'B2', '89/30': 'B2', '3/114': 'E3' });
    s = act(s, { type: 'move', side: 'allied', unit: '88/30', to: 'D4' }).state; // three hexes
    s = act(s, { type: 'move', side: 'allied', unit: '89/30', to: 'E4' }).state; // four hexes
    s = toAlliedCombat(s);
    const attacks = myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'attack');
    expect(attacks.map((a) => a['unit'])).toEqual(['88/30']);
  });
});

describe('Hidden units', () => {
  it('a decoy is revealed at the moment of combat and removed; the attack then meets no one', () => {
    const s = alliedFight({ '1/5307': 'D6', 'decoy-a': 'E5' });
    const r = attack(s, 'allied', ['1/5307'], 'E5');
    expect(ofType(r.events, 'revealed')[0]).toMatchObject({ unit: 'decoy-a', decoy: true });
    expect(unit(r.state, 'decoy-a')).toMatchObject({ hex: null, box: 'removed', hidden: false });
    expect(r.state.pending?.kind).toBe('advance');
  });
  it('units are revealed when they fight, not before', () => {
    const s = alliedFight({ '1/5307': 'D6', '3/114': 'E5', '1/114': 'F3' });
    const r = attack(s, 'allied', ['1/5307'], 'E5', 'normal', [4]);
    expect(unit(r.state, '3/114').hidden).toBe(false);
    expect(unit(r.state, '1/114').hidden).toBe(true);
  });
});

describe('Combat', () => {
  it('odds are attack over defence, rounded down (for the defender)', () => {
    expect(combatOf(attack(alliedFight({ '88/30': 'D6', '1/5307': 'D6', '3/114': 'E5' }), 'allied', ['88/30', '1/5307'], 'E5', 'normal', [1]).events)['column']).toBe('4:1');
    expect(combatOf(attack(alliedFight({ '88/30': 'D6', '1/114': 'E5', '2/114': 'E5', '3/114': 'E5' }), 'allied', ['88/30'], 'E5', 'normal', [1]).events)['column']).toBe('1:2');
    expect(combatOf(attack(alliedFight({ '88/30': 'D6', '1/5307': 'D5', '89/30': 'D5', '1/114': 'E5', '2/114': 'E5' }), 'allied', ['88/30', '89/30', '1/5307'], 'E5', 'normal', [1]).events)['column']).toBe('3:1');
  });
  it('attackers in different hexes must be adjacent to each other', () => {
    const s = act(alliedFight({ '88/30': 'D5', '89/30': 'E6', '3/114': 'E5' }), { type: 'attack', side: 'allied', unit: '88/30', target: 'E5' }).state;
    expect(refused(s, { type: 'join', side: 'allied', unit: '89/30' })).toMatch(/next to/);
  });
  it('a Chinese regiment combines only with its own division, or US units stacked with it', () => {
    const s = act(alliedFight({ '88/30': 'D6', '41/14': 'D5', '1/5307': 'D5', '2/5307': 'D6', '3/114': 'E5' }), { type: 'attack', side: 'allied', unit: '88/30', target: 'E5' }).state;
    const joins = myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'join').map((a) => a['unit']);
    expect(joins).toEqual(['2/5307']);
    expect(refused(s, { type: 'join', side: 'allied', unit: '41/14' })).toMatch(/Chinese/);
  });
  it('from turn 2, undisrupted Japanese units next to the attackers must be attacked too', () => {
    const where = { '1/5307': 'D6', '3/114': 'E5', '1/114': 'D5' };
    const t1 = combatOf(attack(alliedFight(where), 'allied', ['1/5307'], 'E5', 'normal', [1]).events);
    expect(t1['hexes']).toEqual(['E5']);
    const t2 = combatOf(attack(onTurn(alliedFight(where), 2), 'allied', ['1/5307'], 'E5', 'normal', [1]).events);
    expect(t2['hexes']).toEqual(['E5', 'D5']);
    expect(t2['defence']).toBe(2);
    const bombed = combatOf(attack(onTurn(alliedFight(where, { '1/114': { disrupted: true } }), 2), 'allied', ['1/5307'], 'E5', 'normal', [1]).events);
    expect(bombed['hexes']).toEqual(['E5']);
  });
  it('more than half the attackers across a river or creek: one column to the defender; an embankment: another, cumulative', () => {
    const creek = combatOf(attack(alliedFight({ '1/5307': 'D7', '3/114': 'E7' }), 'allied', ['1/5307'], 'E7', 'normal', [1]).events);
    expect(creek['column']).toBe('3:2');
    const both = combatOf(attack(alliedFight({ '1/5307': 'C8', '3/114': 'C7' }), 'allied', ['1/5307'], 'C7', 'normal', [1]).events);
    expect(both['column']).toBe('1:1');
    const half = combatOf(attack(alliedFight({ '1/5307': 'D7', '2/5307': 'E6', '3/114': 'E7' }), 'allied', ['1/5307', '2/5307'], 'E7', 'normal', [1]).events);
    expect(half['column']).toBe('4:1');
  });
  it('Myitkyina: +1 defence per Japanese unit, at most 2; the Allies at most 1', () => {
    expect(combatOf(attack(alliedFight({ '1/5307': 'E5', '1/114': 'F5', '2/114': 'F5', '3/114': 'F5' }), 'allied', ['1/5307'], 'F5', 'normal', [1]).events)['defence']).toBe(5);
    expect(combatOf(attack(alliedFight({ '1/5307': 'E5', '1/114': 'F5' }), 'allied', ['1/5307'], 'F5', 'normal', [1]).events)['defence']).toBe(2);
    const j = japaneseFight({ '1/5307': 'F5', '2/5307': 'F5', '1/114': 'E5', '2/114': 'E5', '3/114': 'E5' });
    expect(combatOf(attack(j, 'japanese', ['1/114', '2/114', '3/114'], 'F5', 'normal', [6]).events)['defence']).toBe(3);
  });
  it('defenders may not retreat next to the attackers unless a friendly unit not under attack is there', () => {
    const s = alliedFight({ '1/5307': 'D6', '3/114': 'E5', '2/114': 'E6' });
    const r = attack(s, 'allied', ['1/5307'], 'E5', 'normal', [4]); // 2:1, roll 4: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    expect(r.state.pending?.options.map((o) => o['to'])).toEqual(['E4', 'E6', 'F5', 'F6', null]);
  });
  it('a unit that can only retreat off the map, or nowhere, is eliminated', () => {
    const s = japaneseFight({ '88/30': 'A1', '1/114': 'A2', '3/114': 'A2', '2/114': 'B1' });
    const r = attack(s, 'japanese', ['1/114', '3/114'], 'A1', 'normal', [2]); // 1:1, Japanese roll 2 reads row 5: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    expect(unit(r.state, '88/30').box).toBe('eliminated');
  });
});

describe('Advance', () => {
  it('attackers may advance into the vacated defended hex, one by one, or stop', () => {
    const s = alliedFight({ '88/30': 'D6', '1/5307': 'D6', '3/114': 'E5' });
    let r = attack(s, 'allied', ['88/30', '1/5307'], 'E5', 'normal', [6]); // 4:1, 6: 2DE
    expect(unit(r.state, '3/114').box).toBe('eliminated');
    expect(r.state.pending?.options).toHaveLength(3);
    r = act(r.state, { type: 'advance', side: 'allied', unit: '88/30' });
    expect(unit(r.state, '88/30').hex).toBe('E5');
    r = act(r.state, { type: 'advance', side: 'allied', unit: null });
    expect(unit(r.state, '1/5307').hex).toBe('D6');
    expect(r.state.pending).toBeNull();
    expect(refused(r.state, { type: 'attack', side: 'allied', unit: '88/30', target: 'F5' })).toBeTruthy();
  });
});

describe('Pressed attack', () => {
  const where = { '29 Bde': 'D6', '3/114': 'E5' }; // 3:1
  it('British: the best three numbers move one column up, the worst three one down', () => {
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'pressed', [6]).events)).toMatchObject({ column: '4:1', result: '2DE' });
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'pressed', [1]).events)).toMatchObject({ column: '2:1', result: 'AD' });
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'normal', [1]).events)).toMatchObject({ column: '3:1', result: 'BD' });
  });
  it('Japanese too (a Japanese roll of 1–3 is best); never the Chinese or Americans', () => {
    const j = japaneseFight({ '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }); // 2:1
    expect(combatOf(attack(j, 'japanese', ['1/114', '3/114'], 'D6', 'pressed', [3]).events)).toMatchObject({ column: '3:1', result: 'DR' });
    const s = act(alliedFight({ '88/30': 'D6', '3/114': 'E5' }), { type: 'attack', side: 'allied', unit: '88/30', target: 'E5' }).state;
    expect(myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'resolve').map((a) => a['mode'])).toEqual(['normal']);
    expect(refused(s, { type: 'resolve', side: 'allied', mode: 'pressed' })).toMatch(/Japanese or British/);
  });
});

describe('Banzai', () => {
  const where = { '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }; // 2:1
  it('the best two numbers move two columns up, the worst four two down', () => {
    expect(combatOf(attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'banzai', [1]).events)).toMatchObject({ column: '4:1', result: '2DE' });
    expect(combatOf(attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'banzai', [3]).events)).toMatchObject({ column: '1:1', result: 'D' });
  });
  it('only for the Japanese', () => {
    const s = act(alliedFight({ '29 Bde': 'D6', '3/114': 'E5' }), { type: 'attack', side: 'allied', unit: '29 Bde', target: 'E5' }).state;
    expect(refused(s, { type: 'resolve', side: 'allied', mode: 'banzai' })).toMatch(/Japanese/);
  });
});

describe('No Retreat', () => {
  const where = { '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }; // Japanese 2:1 on 1/5307
  it('DW becomes D: the unit holds, disrupted', () => {
    const r = attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [3]); // Japanese roll 3 reads row 4: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    const held = act(r.state, { type: 'retreat', side: 'allied', unit: '1/5307', to: null }).state;
    expect(unit(held, '1/5307')).toMatchObject({ hex: 'D6', flags: { disrupted: true } });
  });
  it('DR becomes DE', () => {
    const r = attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [2]); // Japanese roll 2 reads row 5: DR
    expect(combatOf(r.events)['result']).toBe('DR');
    expect(unit(act(r.state, { type: 'retreat', side: 'allied', unit: '1/5307', to: null }).state, '1/5307').box).toBe('eliminated');
  });
  it('never to the Chinese', () => {
    const r = attack(japaneseFight({ '88/30': 'D6', '1/114': 'E5', '3/114': 'E5' }), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [2]); // 1:1 row 5: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    expect(r.state.pending?.options.some((o) => o['to'] === null)).toBe(false);
  });
});

describe('Disruption', () => {
  it('attacks on disrupted units go one column up; the USAAF disrupts', () => {
    const s = toAlliedCombat(only(start(), { '1/5307': 'D6', '3/114': 'E5' }), [3, 6]); // no monsoon; strike 6: D
    expect(unit(s, '3/114').flags?.['disrupted']).toBe(true);
    expect(combatOf(attack(s, 'allied', ['1/5307'], 'E5', 'normal', [1]).events)['column']).toBe('3:1');
  });
  it('disrupted units cannot attack', () => {
    const s = alliedFight({ '1/5307': 'D6', '3/114': 'E5' }, { '1/5307': { disrupted: true, disruptedTurn: 1 } });
    expect(refused(s, { type: 'attack', side: 'allied', unit: '1/5307', target: 'E5' })).toMatch(/undisrupted/);
  });
  it('"1*" battalions are disrupted only by bombing', () => {
    const r = attack(alliedFight({ '1/5307': 'D6', '1/114': 'E5' }), 'allied', ['1/5307'], 'E5', 'normal', [3]); // 2:1 row 3: D
    expect(combatOf(r.events)['result']).toBe('D');
    expect(unit(r.state, '1/114').flags?.['disrupted']).toBeUndefined();
    const bombed = toAlliedCombat(only(start(), { '1/114': 'E5' }), [3, 6]);
    expect(unit(bombed, '1/114').flags?.['disrupted']).toBe(true);
  });
  it('Japanese recover at the end of the player turn', () => {
    const s = toAlliedCombat(only(start(), { '1/5307': 'A1', '3/114': 'E5' }), [3, 6]);
    expect(s.data.bombed).toHaveLength(1);
    const after = act(s, { type: 'endCombat', side: 'allied' }).state;
    expect(unit(after, '3/114').flags?.['disrupted']).toBe(false);
    expect(after.data.bombed).toEqual([]);
  });
  it('Allied units recover at the end of the next turn’s Japanese combat phase', () => {
    let s = alliedFight({ '1/5307': 'D6', '3/114': 'E5' });
    s = attack(s, 'allied', ['1/5307'], 'E5', 'normal', [2]).state; // 2:1 row 2: BD
    expect(unit(s, '1/5307').flags).toMatchObject({ disrupted: true, disruptedTurn: 1 });
    s = until(s, 'japanese', 'combat');
    s = act(s, { type: 'endCombat', side: 'japanese' }).state;
    expect(unit(s, '1/5307').flags?.['disrupted']).toBe(true);
    expect(refused(until(s, 'allied', 'movement'), { type: 'move', side: 'allied', unit: '1/5307', to: 'C6' })).toMatch(/disrupted/);
    s = until(s, 'japanese', 'combat');
    s = act(s, { type: 'endCombat', side: 'japanese' }).state;
    expect(unit(s, '1/5307').flags?.['disrupted']).toBe(false);
  });
});

describe('CRT', () => {
  it('seven odds columns from 1:3 to 4:1 and six rows, as rebuilt', () => {
    expect(ODDS.columns.map((c) => c.label)).toEqual(['1:3', '1:2', '1:1', '3:2', '2:1', '3:1', '4:1']);
    expect(CRT.rows.map((r) => r.roll)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(CRT.rows[0]!.results).toEqual(['D', 'DR', 'DR', 'DR', 'DR', '1DE', '2DE']);
    expect(CRT.rows[5]!.results).toEqual(['3AE', '2AE', '1AE', 'AD', 'AD', 'BD', 'D']);
    expect(USAAF.rows.map((r) => r.results[0])).toEqual(['D', 'D', '-', '-', '-', '-']);
    expect(Object.keys(LEGEND)).toEqual(['nDE', 'DR', 'DW', 'D', 'BD', 'AD', 'nAE', '-']);
  });
  it('the Allies read the first row number, the Japanese the second', () => {
    expect(tableRoll('allied', 6)).toBe(6);
    expect(tableRoll('japanese', 1)).toBe(6);
    expect(tableRoll('japanese', 6)).toBe(1);
  });
  it('attackers eliminated: the attacker chooses', () => {
    const s = alliedFight({ '88/30': 'D6', '1/5307': 'D6', '1/114': 'E5', '2/114': 'E5', '3/114': 'E5', '2/5307': 'F4' });
    const r = attack(s, 'allied', ['88/30', '1/5307'], 'E5', 'normal', [2]); // 4:3 → 1:1, row 2: AD
    expect(combatOf(r.events)['result']).toBe('AD');
    const lose = attack(alliedFight({ '1/5307': 'D6', '2/5307': 'D6', '1/114': 'E5', '2/114': 'E5', '3/114': 'E5' }), 'allied', ['1/5307', '2/5307'], 'E5', 'normal', [1]); // 4:3 → 1:1 row 1: 1AE
    expect(lose.state.pending).toMatchObject({ side: 'allied', kind: 'eliminate' });
    expect(unit(act(lose.state, { type: 'eliminate', side: 'allied', unit: '2/5307' }).state, '2/5307').box).toBe('eliminated');
  });
});

describe('USAAF', () => {
  it('monsoon: 33% on turns 1–6, 50% on turns 7–11, and no strikes', () => {
    expect([1, 2, 3].map((r) => monsoon(1, r))).toEqual([true, true, false]);
    expect([3, 4].map((r) => monsoon(7, r))).toEqual([true, false]);
    const s = toAlliedCombat(only(start(), { '3/114': 'E5' }), [2]);
    expect(unit(s, '3/114').flags?.['disrupted']).toBeUndefined();
  });
  it('a roll for each Japanese unit: +1 in the open, +1 in columns A–C', () => {
    expect(strikeModifier('B6')).toBe(2);
    expect(strikeModifier('D6')).toBe(1);
    expect(strikeModifier('B2')).toBe(1);
    expect(strikeModifier('F5')).toBe(0);
    const r = act(only(start(), { '3/114': 'B6' }), { type: 'endMovement', side: 'allied' }, [3, 3]);
    expect(ofType(r.events, 'airStrike')[0]).toMatchObject({ roll: 3, modified: 5, result: 'D' });
  });
  it('strikes name markers, never hidden units', () => {
    const r = act(start(), { type: 'endMovement', side: 'allied' }, [3, 1, 1, 1, 1, 1]);
    const seen = JSON.stringify(viewEvents(r.events, 'allied'));
    for (const id of Object.keys(JAPANESE_DEPLOY)) expect(seen).not.toContain(id);
    expect(ofType(r.events, 'airStrike')).toHaveLength(5);
    expect(JSON.stringify(view(myitkyina, r.state, 'allied'))).not.toMatch(/decoy|114/);
  });
});
