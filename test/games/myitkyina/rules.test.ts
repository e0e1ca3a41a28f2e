import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Reader } from '../../../src/engine/context';
import { actionWords, describeEvent, expandActions, forecast, openDecision, unitName, viewEvents, view, type Action, type GameEvent } from '../../../src/engine';
import { botContext } from '../../../src/bots';
import { myitkyina } from '../../../games/myitkyina';
import { CRT, LEGEND, ODDS, USAAF } from '../../../games/myitkyina/data/tables';
import { ALLIED_SETUP, EAST_BANK } from '../../../games/myitkyina/data/map';
import { destinations } from '../../../games/myitkyina/rules/movement';
import { monsoon, strikeReasons } from '../../../games/myitkyina/rules/air';
import { tableRoll } from '../../../games/myitkyina/rules/combat';
import { act, ALLIED_PLACEMENT, at, japaneseSetUp, JAPANESE_DEPLOY, ofType, only, onTurn, refused, start, toAlliedCombat, unit, until, type S } from './helpers';

const dests = (s: S, id: string) => destinations(new Reader(myitkyina, s) as never, unit(s, id));
const combatOf = (events: readonly { type: string }[]) => ofType(events as never, 'combat')[0] as Record<string, unknown>;
/** Allied combat on turn 1 (monsoon: no strikes) with only these units on the map. */
const alliedFight = (where: Record<string, string>, flags = {}) => toAlliedCombat(only(start(), where, flags));
/** Japanese combat on turn 1 with only these units on the map. */
const japaneseFight = (where: Record<string, string>, flags = {}) => only(until(start(), 'japanese', 'combat'), where, flags);
/** Declares an attack on `target`, adds the attackers one by one, and resolves it in `mode`. */
const attack = (s: S, side: string, units: string[], target: string, mode = 'normal', rolls: number[] = []) => {
  s = declare(s, side, units[0]!, target);
  for (const u of units.slice(1)) s = act(s, { type: 'addAttacker', side, unit: u }).state;
  return act(s, { type: 'resolveAttack', side, mode }, rolls);
};
/** Declares an attack on `target` with its first attacker. */
const declare = (s: S, side: string, first: string, target: string) => act(act(s, { type: 'declareAttack', side, hex: target }).state, { type: 'addAttacker', side, unit: first }).state;
/** The hexes a retreat decision offers, in label order (null last, for No Retreat!). */
const retreatChoices = (s: S) => {
  const o = openDecision(s)?.options ?? [];
  return [...o.filter((x) => x.type === 'retreatTo').map((x) => x['to'] as string).sort(), ...o.filter((x) => x.type === 'noRetreat').map(() => null)];
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
  const SETUP_UNITS = ['1/5307', '2/5307', '88/30', '89/30', '90/30'];
  /** Every deploy an Allied player might try now: each set-up unit (and one that is not) to each hex of column A and B6. */
  const tries = (s: S) => [...SETUP_UNITS, '3/5307'].flatMap((unit) => [...['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9'], 'B6'].map((hex) => ({ type: 'deploy', side: 'allied', unit, hex })));
  const listed = (s: S) => myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'deploy').map((a) => `${String(a['unit'])}@${String(a['hex'])}`).sort();
  const accepted = (s: S) => tries(s).filter((a) => myitkyina.apply(s, a).ok).map((a) => `${a.unit}@${a.hex}`).sort();

  it('the Japanese set up first, hidden; then the Allies place 1 and 2/5307 and all the 30th Division', () => {
    const s = japaneseSetUp();
    expect(s).toMatchObject({ turn: 0, phase: 'deploy', active: 'allied' });
    for (const id of SETUP_UNITS) expect(unit(s, id)).toMatchObject({ at: null, box: 'setup' });
    expect(myitkyina.legalActions(s, 'japanese')).toEqual([]);
    expect(refused(japaneseSetUp({}), { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' })).toBeTruthy();
  });
  it('the Allied units go on A5–A7: at first any of them in any of the three hexes', () => {
    const s = japaneseSetUp();
    expect(listed(s)).toEqual(SETUP_UNITS.flatMap((u) => ALLIED_SETUP.map((h) => `${u}@${h}`)).sort());
    expect(listed(s)).toEqual(accepted(s));
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'B6' })).toBe('88/30 must set up on A5–A7, not B6 (Setup)');
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A4' })).toMatch(/A5–A7, not A4 \(Setup\)/);
    // A refusal quotes at most 40 characters of what it was given (issue 27, item 4).
    const long = refused(s, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'B'.repeat(10_000) });
    expect(long).not.toContain('B'.repeat(41));
    expect(refused(japaneseSetUp({}), { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'Q'.repeat(9_000) })).not.toContain('Q'.repeat(41));
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '3/5307', hex: 'A5' })).toMatch(/not one of the Allied units that set up on A5–A7.*\(Setup\)/);
  });
  it('within stacking: two regiments (2 + 2 points) never share a hex; the set-up is not a reinforcement', () => {
    const s = act(japaneseSetUp(), { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' }).state;
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '89/30', hex: 'A5' })).toBe('89/30 may not set up in A5: 2 + 2 stacking points is over the limit of 3 (Stacking; the set-up is not a reinforcement)');
    expect(listed(s)).not.toContain('89/30@A5');
    expect(listed(s)).toContain('1/5307@A5');
    expect(listed(s)).toEqual(accepted(s));
  });
  it('a placement that would leave no room for the rest is refused: both battalions in one hex', () => {
    const s = act(japaneseSetUp(), { type: 'deploy', side: 'allied', unit: '1/5307', hex: 'A5' }).state;
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '2/5307', hex: 'A5' })).toBe('2/5307 may not set up in A5: 88/30, 89/30, 90/30 could then not all fit on A5–A7 within stacking (Setup, Stacking)');
    expect(listed(s)).toEqual(accepted(s));
    expect(listed(s)).not.toContain('2/5307@A5');
  });
  it('a unit already placed may be moved within A5–A7 until the Allies are done; done only when all are placed', () => {
    let s = act(japaneseSetUp(), { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' }).state;
    expect(myitkyina.legalActions(s, 'allied').some((a) => a.type === 'endSetup')).toBe(false);
    expect(refused(s, { type: 'endSetup', side: 'allied' })).toBe('place every Allied set-up unit on A5–A7 first: 1/5307, 2/5307, 89/30, 90/30 still to place (Setup)');
    expect(refused(s, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A5' })).toBe('88/30 is already in A5 (Setup)');
    const r = act(s, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A7' });
    expect(unit(r.state, '88/30').at).toBe('A7');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'deployed', unit: '88/30', from: 'A5', hex: 'A7' }));
    s = r.state;
    for (const [u, h] of Object.entries({ '89/30': 'A5', '90/30': 'A6', '1/5307': 'A6', '2/5307': 'A7' })) s = act(s, { type: 'deploy', side: 'allied', unit: u, hex: h }).state;
    expect(myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'endSetup')).toHaveLength(1);
    expect(listed(s)).toEqual(accepted(s));
    const done = act(s, { type: 'endSetup', side: 'allied' }).state;
    expect(done).toMatchObject({ turn: 1, active: 'allied', phase: 'movement' });
    expect(refused(done, { type: 'deploy', side: 'allied', unit: '88/30', hex: 'A6' })).toMatch(/set-up phase|deploy phase/);
  });
  it('any order of legal placements ends in a complete set-up within stacking (no dead end)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (picks) => {
        let s = japaneseSetUp();
        for (const p of picks) {
          const legal = myitkyina.legalActions(s, 'allied');
          expect(legal.length).toBeGreaterThan(0);
          s = act(s, legal[p % legal.length]!).state;
          if (s.turn === 1) break;
        }
        // Units may be placed again, so random picks need not finish: from wherever
        // they stopped, placing each unit still waiting must always be possible.
        for (let guard = 0; s.turn === 0 && guard < 10; guard++) {
          const legal = myitkyina.legalActions(s, 'allied');
          const next = legal.find((a) => a.type === 'endSetup') ?? legal.find((a) => a.type === 'deploy' && unit(s, a['unit'] as string).at === null);
          expect(next).toBeDefined();
          s = act(s, next!).state;
        }
        expect(s.turn).toBe(1);
        for (const id of SETUP_UNITS) expect(ALLIED_SETUP).toContain(unit(s, id).at);
        for (const h of ALLIED_SETUP) expect(s.units.filter((u) => u.at === h).length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 40 },
    );
  });
  it('the Japanese set up two "1*" battalions, a "1" battalion and two decoys, hidden, not on the western edge', () => {
    const s0 = myitkyina.legalActions(start({}), 'japanese');
    expect(new Set(s0.map((a) => a['unit']))).toEqual(new Set(Object.keys(JAPANESE_DEPLOY)));
    expect(s0.some((a) => String(a['hex']).startsWith('A'))).toBe(false);
    expect(refused(start({}), { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'A3' })).toMatch(/western edge/);
    const s = start();
    for (const id of Object.keys(JAPANESE_DEPLOY)) expect(unit(s, id)).toMatchObject({ at: JAPANESE_DEPLOY[id], hidden: true });
    expect(s.phase).toBe('movement');
    expect(s.turn).toBe(1);
  });
  it('the Allies see a deployment only as a marker placed', () => {
    const r = act(start({}), { type: 'deploy', side: 'japanese', unit: 'decoy-a', hex: 'E5' });
    const seen = JSON.stringify(viewEvents(r.events, 'allied'));
    expect(seen).not.toMatch(/decoy/);
    expect(seen).toContain(unit(r.state, 'decoy-a').marker!);
  });
  it('the bots place one regiment to a hex and finish the set-up', () => {
    let s = japaneseSetUp();
    while (s.turn === 0) {
      const v = view(myitkyina, s, 'allied');
      const ctx = botContext(myitkyina, v);
      const score = (a: Action) => myitkyina.definition.bot!.score!(ctx, a) ?? 0;
      const best = [...expandActions(v.actions)].sort((a, b) => score(b) - score(a))[0]!;
      s = act(s, best).state;
    }
    for (const h of ALLIED_SETUP) expect(s.units.filter((u) => u.at === h && ['88/30', '89/30', '90/30'].includes(u.id))).toHaveLength(1);
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
    expect(unit(r.state, '1/148')).toMatchObject({ at: 'H3', hidden: true });
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
    expect(s.units.filter((u) => u.at === 'C6')).toHaveLength(3);
    s = act(s, { type: 'endMovement', side: 'allied' }, [1]).state;
    expect(unit(s, '41/14').box).toBe('eliminated');
    expect(unit(s, '88/30').at).toBe('C6');
  });
  it('no Allied reinforcement while the Japanese hold the airfield', () => {
    const held = until(at(start(), { '3/114': 'C6', '88/30': 'A5' }), 'japanese', 'combat');
    // The Japanese combat phase ended: turn 2's Allied reinforcement phase has nothing to offer, so it passes by itself.
    const next = act(held, { type: 'endCombat', side: 'japanese' }).state;
    expect(next.turn).toBe(2);
    expect(myitkyina.legalActions(next, 'allied').filter((a) => a.type === 'reinforce')).toEqual([]);
    expect(next.phase).toBe('movement');
    const s = until(held, 'allied', 'movement');
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
    expect(act(t, { type: 'move', side: 'allied', unit: '3/5307', to: 'B6' }).state.units.filter((u) => u.at === 'B6')).toHaveLength(3);
    // A fourth battalion is one point over: refused (found missing by the planted fault stacking-off-by-one).
    const u = only(start(), { '1/5307': 'B6', '2/5307': 'B6', '3/5307': 'B6', '209 Engr': 'B5' });
    expect(refused(u, { type: 'move', side: 'allied', unit: '209 Engr', to: 'B6' })).toMatch(/stacking/);
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
    const attacks = myitkyina.legalActions(act(s, { type: 'declareAttack', side: 'allied', hex: 'E3' }).state, 'allied').filter((a) => a.type === 'addAttacker');
    expect(attacks.map((a) => a['unit'])).toEqual(['88/30']);
  });
});

describe('Hidden units', () => {
  it('a decoy is revealed at the moment of combat and removed; the attack then meets no one', () => {
    const s = alliedFight({ '1/5307': 'D6', 'decoy-a': 'E5' });
    const r = attack(s, 'allied', ['1/5307'], 'E5');
    expect(ofType(r.events, 'revealed')[0]).toMatchObject({ unit: 'decoy-a', decoy: true });
    expect(unit(r.state, 'decoy-a')).toMatchObject({ at: null, box: 'removed', hidden: false });
    // It drops out of the defence, and the log says why.
    expect(ofType(r.events, 'droppedOut')).toEqual([expect.objectContaining({ unit: 'decoy-a', side: 'japanese', role: 'defender', hex: 'E5', reason: 'revealed as a decoy at the moment of combat and removed', rule: 'Combat' })]);
    expect(openDecision(r.state)?.kind).toBe('advance');
  });
  it('a disrupted marker is seen as disrupted (turned to face the enemy, Disruption); its counter stays hidden', () => {
    const s = onTurn(only(start(), { '88/30': 'C6', '3/114': 'E4' }, { '3/114': { disrupted: true, disruptedTurn: 2 } }), 2);
    const marker = view(myitkyina, s, 'allied').units.find((u) => u.hidden && u.at === 'E4')!;
    expect(marker).toMatchObject({ id: unit(s, '3/114').marker, flags: { disrupted: true, disruptedTurn: 2 } });
    expect(JSON.stringify(view(myitkyina, s, 'allied'))).not.toContain('3/114');
    // What the marker shows is what Allied movement obeys: a disrupted Japanese unit does not stop a mover next to it.
    expect(dests(s, '88/30').has('G4')).toBe(true);
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
  it('1AE takes one attacker, chosen by its owner: the other attackers stay', () => {
    const s = alliedFight({ '88/30': 'E4', '89/30': 'E3', '1/114': 'F4', '2/114': 'F4', '3/114': 'F4' });
    let r = attack(s, 'allied', ['88/30', '89/30'], 'F4', 'normal', [2]); // 4 against 3 + 2 for Myitkyina: 1:2, 2: 1AE
    expect(combatOf(r.events)).toMatchObject({ column: '1:2', result: '1AE' });
    expect(openDecision(r.state)?.options.map((o) => o['unit'])).toEqual(['88/30', '89/30']);
    r = act(r.state, { type: 'takeLoss', side: 'allied', unit: '88/30' });
    expect(unit(r.state, '88/30').box).toBe('eliminated');
    expect(unit(r.state, '89/30').at).toBe('E3');
    expect(openDecision(r.state)).toBeNull();
  });
  it('a unit attacks once a combat phase: after its attack it may not attack again the same phase', () => {
    // 2 against 1 (2:1), Allied roll 3: D, the defender disrupted and still there.
    const r = attack(alliedFight({ '1/5307': 'D6', '3/114': 'E5' }), 'allied', ['1/5307'], 'E5', 'normal', [3]);
    expect(combatOf(r.events)).toMatchObject({ column: '2:1', result: 'D' });
    expect(unit(r.state, '3/114').at).toBe('E5');
    expect(refused(r.state, { type: 'declareAttack', side: 'allied', hex: 'E5' })).toMatch(/cannot be attacked/);
    expect(myitkyina.legalActions(r.state, 'allied').filter((a) => a.type === 'declareAttack')).toEqual([]);
  });
  it('attackers in different hexes must be adjacent to each other', () => {
    const s = declare(alliedFight({ '88/30': 'D5', '89/30': 'E6', '3/114': 'E5' }), 'allied', '88/30', 'E5');
    expect(refused(s, { type: 'addAttacker', side: 'allied', unit: '89/30' })).toMatch(/next to/);
  });
  it('a Chinese regiment combines only with its own division, or US units stacked with it', () => {
    const s = declare(alliedFight({ '88/30': 'D6', '41/14': 'D5', '1/5307': 'D5', '2/5307': 'D6', '3/114': 'E5' }), 'allied', '88/30', 'E5');
    const joins = myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'addAttacker').map((a) => a['unit']);
    expect(joins).toEqual(['2/5307']);
    expect(refused(s, { type: 'addAttacker', side: 'allied', unit: '41/14' })).toMatch(/Chinese/);
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
    expect(retreatChoices(r.state)).toEqual(['E4', 'E6', 'F5', 'F6', null]);
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
    expect(openDecision(r.state)?.options).toHaveLength(3);
    r = act(r.state, { type: 'advance', side: 'allied', unit: '88/30' });
    expect(unit(r.state, '88/30').at).toBe('E5');
    r = act(r.state, { type: 'noAdvance', side: 'allied' });
    expect(unit(r.state, '1/5307').at).toBe('D6');
    expect(openDecision(r.state)).toBeNull();
    expect(refused(r.state, { type: 'declareAttack', side: 'allied', hex: 'F5' })).toBeTruthy();
  });
});

describe('Pressed attack', () => {
  const where = { '29 Bde': 'D6', '3/114': 'E5' }; // 3:1
  it('British: the best three numbers move one column up, the worst three one down', () => {
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'pressed', [6]).events)).toMatchObject({ column: '4:1', result: '2DE' });
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'pressed', [1]).events)).toMatchObject({ column: '2:1', result: 'AD' });
    expect(combatOf(attack(alliedFight(where), 'allied', ['29 Bde'], 'E5', 'normal', [1]).events)).toMatchObject({ column: '3:1', result: 'BD' });
  });
  it("the forecast says which rolls the Pressed Attack moves to which column (its results are no single column's)", () => {
    const declared = declare(alliedFight(where), 'allied', '29 Bde', 'E5');
    // The defender in the open (as after a reveal), so its strength and the odds are known to the forecast.
    const s = { ...declared, units: declared.units.map((u) => (u.id === '3/114' ? { ...u, hidden: false } : u)) };
    const pressed = forecast(myitkyina, s, { type: 'resolveAttack', side: 'allied', mode: 'pressed' });
    if (!pressed.ok) throw new Error(pressed.error.message);
    expect(pressed.forecast.words, pressed.forecast.words.join(' / ')).toContain('The roll moves the column: 1, 2, 3 read 2:1; 4, 5, 6 read 4:1');
    const normal = forecast(myitkyina, s, { type: 'resolveAttack', side: 'allied', mode: 'normal' });
    if (!normal.ok) throw new Error(normal.error.message);
    expect(normal.forecast.words.join('\n')).not.toMatch(/The roll moves the column/);
  });
  it('Japanese too (a Japanese roll of 1–3 is best); never the Chinese or Americans', () => {
    const j = japaneseFight({ '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }); // 2:1
    expect(combatOf(attack(j, 'japanese', ['1/114', '3/114'], 'D6', 'pressed', [3]).events)).toMatchObject({ column: '3:1', result: 'DR' });
    const s = declare(alliedFight({ '88/30': 'D6', '3/114': 'E5' }), 'allied', '88/30', 'E5');
    expect(myitkyina.legalActions(s, 'allied').filter((a) => a.type === 'resolveAttack').map((a) => a['mode'])).toEqual(['normal']);
    expect(refused(s, { type: 'resolveAttack', side: 'allied', mode: 'pressed' })).toMatch(/Japanese or British/);
  });
});

describe('Banzai', () => {
  const where = { '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }; // 2:1
  it('the best two numbers move two columns up, the worst four two down', () => {
    expect(combatOf(attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'banzai', [1]).events)).toMatchObject({ column: '4:1', result: '2DE' });
    expect(combatOf(attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'banzai', [3]).events)).toMatchObject({ column: '1:1', result: 'D' });
  });
  it('only for the Japanese', () => {
    const s = declare(alliedFight({ '29 Bde': 'D6', '3/114': 'E5' }), 'allied', '29 Bde', 'E5');
    expect(refused(s, { type: 'resolveAttack', side: 'allied', mode: 'banzai' })).toMatch(/Japanese/);
  });
});

describe('No Retreat', () => {
  const where = { '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }; // Japanese 2:1 on 1/5307
  it('DW becomes D: the unit holds, disrupted', () => {
    const r = attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [3]); // Japanese roll 3 reads row 4: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    const held = act(r.state, { type: 'noRetreat', side: 'allied', unit: '1/5307' }).state;
    expect(unit(held, '1/5307')).toMatchObject({ at: 'D6', flags: { disrupted: true } });
  });
  it('DR becomes DE', () => {
    const r = attack(japaneseFight(where), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [2]); // Japanese roll 2 reads row 5: DR
    expect(combatOf(r.events)['result']).toBe('DR');
    expect(unit(act(r.state, { type: 'noRetreat', side: 'allied', unit: '1/5307' }).state, '1/5307').box).toBe('eliminated');
  });
  it('never to the Chinese', () => {
    const r = attack(japaneseFight({ '88/30': 'D6', '1/114': 'E5', '3/114': 'E5' }), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [2]); // 1:1 row 5: DW
    expect(combatOf(r.events)['result']).toBe('DW');
    expect(retreatChoices(r.state)).not.toContain(null);
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
    expect(refused(s, { type: 'declareAttack', side: 'allied', hex: 'E5' })).toMatch(/undisrupted/);
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
    expect(openDecision(lose.state)).toMatchObject({ side: 'allied', kind: 'takeLoss' });
    expect(unit(act(lose.state, { type: 'takeLoss', side: 'allied', unit: '2/5307' }).state, '2/5307').box).toBe('eliminated');
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
    const ctx = new Reader(myitkyina, start()) as never;
    expect(strikeReasons(ctx, 'B6')).toEqual(['in the open', 'in columns A–C']);
    expect(strikeReasons(ctx, 'D6')).toEqual(['in the open']);
    expect(strikeReasons(ctx, 'B2')).toEqual(['in columns A–C']);
    expect(strikeReasons(ctx, 'F5')).toEqual([]);
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

describe('Log', () => {
  const lines = (events: readonly GameEvent[], s: S = start()) => events.map((e) => describeEvent(myitkyina, s, e)).filter((l): l is string => l !== null);
  it('moves of hidden Japanese units are logged by marker only', () => {
    const s = until(start(), 'japanese', 'movement');
    const marker = unit(s, '3/114').marker!;
    const out = lines(act(s, { type: 'move', side: 'japanese', unit: '3/114', to: 'G3' }).events);
    expect(out).toEqual([`marker ${marker} moves G4 → G3`]);
  });
  it('the set-up: markers placed, Allied units placed, the Allied stacks when done', () => {
    const placed = act(start({}), { type: 'deploy', side: 'japanese', unit: 'decoy-a', hex: 'E5' });
    expect(lines(placed.events)[0]).toMatch(/^marker jp-\d\d sets up in E5$/);
    // Moved again in the set-up, it is the same counter: it keeps its marker.
    const marker = unit(placed.state, 'decoy-a').marker!;
    const moved = act(placed.state, { type: 'deploy', side: 'japanese', unit: 'decoy-a', hex: 'E4' });
    expect(lines(moved.events)[0]).toBe(`marker ${marker} is moved in the set-up from E5 to E4`);
    expect(unit(moved.state, 'decoy-a').marker).toBe(marker);
    let s = japaneseSetUp();
    for (const [u, h] of Object.entries(ALLIED_PLACEMENT)) s = act(s, { type: 'deploy', side: 'allied', unit: u, hex: h }).state;
    expect(lines(act(s, { type: 'endSetup', side: 'allied' }).events)[0]).toBe('The Allies are set up (A5: 1/5307 + 88/30; A6: 2/5307 + 89/30; A7: 90/30)');
  });
  it('combat: reveals, odds, Myitkyina bonus, shifts, the roll, the result, its effects', () => {
    const r = attack(alliedFight({ '1/5307': 'E5', '1/114': 'F5', '3/114': 'F5' }), 'allied', ['1/5307'], 'F5', 'normal', [6]);
    // The state lists Japanese units in a shuffled order: compare sorted lines.
    const defenders = ofType(r.events, 'combat')[0]!['defenders'] as string[];
    expect(lines(r.events).sort()).toEqual(
      [
        `Marker ${unit(r.state, '1/114').marker} in F5 is revealed: 1/114`,
        `Marker ${unit(r.state, '3/114').marker} in F5 is revealed: 3/114`,
        `Combat at F5: 1/5307 (2) against ${defenders.join(' + ')} (4, with +2 for Myitkyina) = 1:2; rolled 6: column 1:2 → DR: defenders disrupted and routed (retreat 2 hexes)`,
        '1/114 is not disrupted: a "1*" battalion is disrupted only by bombing',
        '3/114 is disrupted in F5',
      ].sort(),
    );
    expect(defenders.sort()).toEqual(['1/114', '3/114']);
    const creek = lines(attack(alliedFight({ '1/5307': 'C8', '3/114': 'C7' }), 'allied', ['1/5307'], 'C7', 'normal', [1]).events);
    expect(creek).toContain('Combat at C7: 1/5307 (2) against 3/114 (1) = 2:1; shifted -1 attacking across a river or creek, -1 attacking across an embankment; rolled 1: column 1:1 → 1AE: 1 attacker eliminated');
    expect(creek).toContain('1/5307 is eliminated in C8: 1AE result (Combat)');
  });
  it('Banzai! and Pressed Attack: the shift from the roll; the Japanese reading of the roll', () => {
    const j = japaneseFight({ '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' });
    expect(lines(attack(j, 'japanese', ['1/114', '3/114'], 'D6', 'banzai', [1]).events)).toContain(
      'Combat at D6: 1/114 + 3/114 (2) against 1/5307 (1) = 2:1; Banzai!: rolled 1 (Japanese: read as row 6), +2: column 4:1 → 2DE: 2 defenders eliminated',
    );
    expect(lines(attack(alliedFight({ '29 Bde': 'D6', '3/114': 'E5' }), 'allied', ['29 Bde'], 'E5', 'pressed', [1]).events)).toContain(
      'Combat at E5: 29 Bde (3) against 3/114 (1) = 3:1; Pressed Attack: rolled 1, -1: column 2:1 → AD: attackers disrupted',
    );
  });
  it('a decoy goes by a name of its own (decoy A, decoy B) wherever a unit is named, never by its id (it has no printed name); its owner\'s move buttons say it so', () => {
    expect(unitName(myitkyina, 'decoy-a')).toBe('decoy A');
    expect(unitName(myitkyina, 'decoy-b')).toBe('decoy B');
    expect(actionWords(myitkyina, start(), { type: 'move', side: 'japanese', unit: 'decoy-b', to: 'E5' })).toBe('move decoy B to E5');
    expect(unitName(myitkyina, '1/5307')).toBe('1/5307');
  });
  it('decoys, retreats, No Retreat!, advances', () => {
    const d = attack(alliedFight({ '1/5307': 'D6', 'decoy-a': 'E5' }), 'allied', ['1/5307'], 'E5');
    expect(lines(d.events)).toEqual([`Marker ${unit(d.state, 'decoy-a').marker} in E5 is revealed: a decoy`, 'The decoy is taken off E5', 'The decoy drops out of the defence of E5: revealed as a decoy at the moment of combat and removed (Combat)', 'Combat at E5: no unit left to defend once revealed; no roll']);
    expect(lines(act(d.state, { type: 'advance', side: 'allied', unit: '1/5307' }).events)).toEqual(['1/5307 advances D6 → E5 (Combat)']);
    const r = attack(japaneseFight({ '1/5307': 'D6', '1/114': 'E5', '3/114': 'E5' }), 'japanese', ['1/114', '3/114'], 'D6', 'normal', [3]);
    expect(lines(act(r.state, { type: 'noRetreat', side: 'allied', unit: '1/5307' }).events)[0]).toBe('No Retreat! 1/5307 holds D6, disrupted: DW becomes D');
    expect(lines(act(r.state, { type: 'retreatTo', side: 'allied', unit: '1/5307', to: 'C6' }).events)[0]).toBe('1/5307 retreats D6 → C6 (Combat)');
  });
  it('USAAF strikes and the monsoon, by marker', () => {
    const s = only(start(), { '3/114': 'B6' });
    const marker = unit(s, '3/114').marker!;
    expect(lines(act(s, { type: 'endMovement', side: 'allied' }, [3, 3]).events)).toEqual([
      'Clear enough to fly: rolled 3 (monsoon on 1–2); the USAAF strikes every Japanese unit and marker',
      `USAAF strike on marker ${marker} in B6: rolled 3 +1 in the open +1 in columns A–C = 5 → D: disrupted for this combat phase`,
    ]);
    expect(lines(act(s, { type: 'endMovement', side: 'allied' }, [2]).events)).toEqual(['Monsoon: rolled 2 (1–2 grounds the USAAF on turn 1): no air strikes']);
  });
  it('reinforcements, recovery and the victory check at the end of each turn', () => {
    let s = until(start(), 'japanese', 'reinforcement');
    const r = act(s, { type: 'reinforce', side: 'japanese', unit: '1/148', hex: 'H3' });
    expect(lines(r.events)).toEqual([`marker ${unit(r.state, '1/148').marker} arrives on the east bank at H3`]);
    s = until(r.state, 'japanese', 'combat');
    expect(lines(act(s, { type: 'endCombat', side: 'japanese' }).events)).toContain('Victory check, end of turn 1: the Allies do not hold the airfield; they hold 0 of the 4 Myitkyina hexes — the siege goes on');
    s = until(act(s, { type: 'endCombat', side: 'japanese' }).state, 'allied', 'reinforcement');
    expect(lines(act(s, { type: 'reinforce', side: 'allied', unit: '41/14', hex: 'C6' }).events)).toEqual(['41/14 flies in to the airfield (C6)']);
    const bombed = toAlliedCombat(only(start(), { '1/5307': 'A1', '3/114': 'E5' }), [3, 6]);
    expect(lines(act(bombed, { type: 'endCombat', side: 'allied' }).events)).toEqual([`marker ${unit(bombed, '3/114').marker} recovers`]);
  });
  it('secret events are described by their public form; dice and phase changes are left out', () => {
    expect(describeEvent(myitkyina, start(), { type: 'moved', unit: '3/114', from: 'G4', to: 'G3', visibleTo: ['japanese'], publicAs: { type: 'moved', unit: 'jp-03', from: 'G4', to: 'G3' } })).toBe('marker jp-03 moves G4 → G3');
    expect(describeEvent(myitkyina, start(), { type: 'secret', visibleTo: ['japanese'], publicAs: null })).toBeNull();
    expect(describeEvent(myitkyina, start(), { type: 'dieRolled', die: 6, result: 3, purpose: 'monsoon' })).toBeNull();
  });
});
