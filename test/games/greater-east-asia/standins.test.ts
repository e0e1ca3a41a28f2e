/**
 * The stand-ins for the missing rules 9.0–28.0 (README: "Rules coverage"),
 * one `describe` per section, on scripted scenes.
 */
import { describe, expect, it } from 'vitest';
import { openDecision, type GameEvent } from 'hexwar';
import { SINGAPORE } from '../../../games/greater-east-asia/data/map';
import { SCENARIO_1 } from '../../../games/greater-east-asia/data/scenario1';
import { limits, stackPoints } from '../../../games/greater-east-asia/rules/common';
import { defenceMultiple, eligibleAttackers } from '../../../games/greater-east-asia/rules/combat';
import { coastWithin } from '../../../games/greater-east-asia/rules/movement';
import { attritionRisk, generalSupply, inGeneralSupply, supplyAttrition, zocOf } from '../../../games/greater-east-asia/rules/supply';
import { checkResult, finalResult, victoryCheckPhase } from '../../../games/greater-east-asia/rules/victory';
import { actions, advanceUntil, inPhase, play, reader, refusal, runHook, scene, start, targets, unit, withData, withVp, type S } from './helpers';

const base = start(1);
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
/** Declares an attack on `hex` with `attackers` and resolves it on a scripted die. */
function attack(s: S, side: 'japanese' | 'allied', hex: string, attackers: string[], roll: number) {
  let t = play(s, { type: 'declareAttack', side, hex }).state;
  for (const id of attackers) t = play(t, { type: 'addAttacker', side, unit: id }).state;
  return play(t, { type: 'resolveAttack', side }, [roll]);
}
const combatOf = (events: readonly GameEvent[]) => events.find((e) => e.type === 'combat')!;
/** Answers every decision left (no advance; otherwise the first option) until the combat is over. */
function settle(s: S): S {
  for (let d = openDecision(s); d; d = openDecision(s)) s = play(s, (d.options.find((o) => o.type === 'noAdvance') ?? d.options[0]!) as never).state;
  return s;
}

describe('9.0 stacking (stand-in): points by size against a limit by terrain', () => {
  it('armies 3, corps 2, divisions and brigades 1; support and naval units nothing; clear 6, mountain 3', () => {
    expect(stackPoints('ROC CXF infantry')).toBe(3);
    expect(stackPoints('J 14 A infantry')).toBe(2);
    expect(stackPoints('J 2 infantry')).toBe(1);
    expect(stackPoints('J 1 Tk armor')).toBe(1);
    expect(stackPoints('J KTA headquarters')).toBe(0);
    expect(stackPoints('J Kido Butai carrier-task-force')).toBe(0);
    const ctx = reader(base);
    expect(limits(ctx)[ctx.board.cell('3304')]).toBe(6);
    expect(limits(ctx)[ctx.board.cell('1918')]).toBe(3);
  });
  it('no unit ends a move over the limit; units that count nothing always may', () => {
    const full = { 'J 2 infantry': '1918', 'J 3 infantry': '1918', 'J 4 infantry': '1918' };
    const s = inPhase(scene(base, { ...full, 'J 6 infantry': '1917', 'J KTA headquarters': '1917' }), 'firstMovement', 'japanese');
    expect(targets(s, 'J 6 infantry')).not.toContain('1918');
    expect(targets(s, 'J KTA headquarters').length).toBeGreaterThanOrEqual(0);
    const r = refusal(s, { type: 'move', side: 'japanese', unit: 'J 6 infantry', to: '1918' });
    expect(r.message).toMatch(/stacking limit of mountain/);
    expect(r.rule).toBe('9.0');
  });
  it('a hex over the limit after placement loses its weakest units at the end of its owner\'s 1st Movement Phase', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '1918', 'J ImGd infantry': '1918', 'J 4 infantry': '1918', 'J IMB 1 light-infantry': '1918', 'J KTA headquarters': '1918' }), 'firstMovement', 'japanese');
    const r = play(s, { type: 'endMovement', side: 'japanese' });
    const gone = r.events.filter((e) => e.type === 'overstacked').map((e) => e['unit']);
    expect(gone).toEqual(['J IMB 1 light-infantry']);
    expect(unit(r.state, 'J KTA headquarters').at).toBe('1918');
    expect(types(r.events)).not.toContain('lossVp'); // not a combat loss (5.5)
  });
});

describe('10.0 zones of control (stand-in)', () => {
  it('every ground combat unit exerts one into the land hexes around it; support and naval units none', () => {
    const s = scene(base, { 'ROC 2 infantry': '1916', 'B MC headquarters': '0322', 'US Asiatic F bombardment-task-force': '3129' });
    const ctx = reader(s);
    const z = zocOf(ctx, 'allied');
    for (const h of ctx.board.neighbours('1916')) expect(z[ctx.board.cell(h)]).toBe(1);
    for (const h of ctx.board.neighbours('0322')) expect(z[ctx.board.cell(h)]).toBe(0);
    for (const h of ctx.board.neighbours('3129')) expect(z[ctx.board.cell(h)]).toBe(0);
    const coast = scene(base, { 'B 5 Ind infantry': SINGAPORE });
    const cz = zocOf(reader(coast), 'allied');
    for (const h of reader(coast).board.neighbours(SINGAPORE)) if (reader(coast).board.terrain(h) === 'sea') expect(cz[reader(coast).board.cell(h)]).toBe(0);
  });
});

describe('11.0 combat (stand-in): adjacent attacks, once a phase, odds against the Defense Multiple', () => {
  it('only ground combat units with an attack factor attack, each once a phase', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '1027', 'J KTA headquarters': '1027', 'J Sup 1 supply': '1027', 'B Bur D infantry': '1028' }), 'firstCombat', 'japanese');
    expect(eligibleAttackers(reader(s), '1028', 'japanese').map((u) => u.id)).toEqual(['J 2 infantry']);
    const s2 = inPhase(scene(base, { 'J 14 A infantry': '1027', 'J KTA headquarters': '1027', 'B Bur D infantry': '1028' }), 'firstCombat', 'japanese');
    const done = settle(attack(s2, 'japanese', '1028', ['J 14 A infantry'], 6).state); // 7 against 4: 1-1, a 6 is DR
    expect(unit(done, 'J 14 A infantry').flags?.['attacked']).toBe(true);
    expect(actions(done, 'japanese', 'declareAttack')).toEqual([]);
    // With a second enemy next to it, the unit that has attacked may not attack that one too in the same phase.
    const s3 = inPhase(scene(base, { 'J 14 A infantry': '1027', 'B Bur D infantry': '1028', 'ROC 2 infantry': '1126' }), 'firstCombat', 'japanese');
    expect(eligibleAttackers(reader(s3), '1126', 'japanese').map((u) => u.id)).toEqual(['J 14 A infantry']);
    const after = settle(attack(s3, 'japanese', '1028', ['J 14 A infantry'], 6).state);
    expect(eligibleAttackers(reader(after), '1126', 'japanese')).toEqual([]);
    expect(actions(after, 'japanese', 'declareAttack')).toEqual([]);
    expect(refusal(after, { type: 'declareAttack', side: 'japanese', hex: '1126' }).message).toMatch(/has not attacked this phase/);
  });
  it('the Defense Multiple: the highest of terrain, city and river (a river only when every attacker is across it); desert none', () => {
    const ctx = reader(scene(base, { 'J 2 infantry': '3304', 'J 3 infantry': '3404' }));
    expect(defenceMultiple(ctx, '1918', [])).toEqual({ value: 3, why: 'mountain' });
    expect(defenceMultiple(ctx, '1028', [])).toEqual({ value: 2, why: 'city' });
    expect(defenceMultiple(ctx, '3303', ['J 2 infantry'])).toEqual({ value: 2, why: 'river' });
    expect(defenceMultiple(ctx, '3303', ['J 2 infantry', 'J 3 infantry']).value).toBe(2); // 3404 is across the river too
    // From 3403 there is no river: with one attacker not across it, the clear hex has no multiple.
    const mixed = reader(scene(base, { 'J 2 infantry': '3304', 'J 3 infantry': '3403' }));
    expect(defenceMultiple(mixed, '3303', ['J 2 infantry', 'J 3 infantry'])).toEqual({ value: 1, why: 'none' });
    expect(defenceMultiple(ctx, '2701', []).value).toBe(1); // desert: "-"
  });
  it('odds are rounded for the defender and read on the CRT: DE eliminates the defenders and the attackers may advance', () => {
    const s = inPhase(scene(base, { 'J 14 A infantry': '3304', 'J ImGd infantry': '3304', 'ROC 2 infantry': '3305' }), 'firstCombat', 'japanese');
    const r = attack(s, 'japanese', '3305', ['J 14 A infantry', 'J ImGd infantry'], 6);
    expect(combatOf(r.events)).toMatchObject({ attack: 10, defence: 2, column: '5-1', result: 'DE' });
    expect(unit(r.state, 'ROC 2 infantry')).toMatchObject({ at: null, box: 'eliminated' });
    expect(openDecision(r.state)?.kind).toBe('advance');
  });
  it('AE eliminates every attacker; AR sends them back a hex', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304', 'ROC 2 infantry': '3305', 'ROC 5 infantry': '3305', 'ROC 6 infantry': '3305' }), 'firstCombat', 'japanese');
    const ae = attack(s, 'japanese', '3305', ['J 2 infantry'], 1); // 2 against 6: 1-3, a 1 is AE
    expect(combatOf(ae.events)).toMatchObject({ column: '1-3', result: 'AE' });
    expect(unit(ae.state, 'J 2 infantry').at).toBeNull();
    const ar = attack(s, 'japanese', '3305', ['J 2 infantry'], 5); // 1-3, a 5 is AR
    expect(combatOf(ar.events)['result']).toBe('AR');
    const open = openDecision(ar.state);
    const after = open ? play(ar.state, open.options[0] as never).state : ar.state;
    expect(unit(after, 'J 2 infantry').at).not.toBe('3304');
  });
  it('naval units defend in their port but never attack', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3130', 'US Asiatic F bombardment-task-force': '3129', 'J 2 F bombardment-task-force': '3130' }), 'firstCombat', 'japanese');
    expect(eligibleAttackers(reader(s), '3129', 'japanese').map((u) => u.id)).toEqual(['J 2 infantry']);
    const r = attack(s, 'japanese', '3129', ['J 2 infantry'], 1);
    expect(combatOf(r.events)['defenders']).toEqual(['US Asiatic F bombardment-task-force']);
  });
});

describe('12.0 retreats after combat (stand-in)', () => {
  it('the defenders retreat a hex away from the attackers, never into an enemy zone of control no friend contests', () => {
    const s = inPhase(scene(base, { 'J 14 A infantry': '3304', 'ROC 2 infantry': '3305', 'J 2 infantry': '3307' }), 'firstCombat', 'japanese');
    const r = attack(s, 'japanese', '3305', ['J 14 A infantry'], 4); // 7 against 2: 3-1, a 4 is DR
    expect(combatOf(r.events)['result']).toBe('DR');
    const ctx = reader(r.state);
    const to = (openDecision(r.state)?.options ?? []).filter((o) => o.type === 'retreatTo').map((o) => o['to'] as string);
    const moved = r.events.find((e) => e.type === 'retreated');
    const ends = moved ? [moved['to'] as string] : to;
    expect(ends.length).toBeGreaterThan(0);
    const z = zocOf(ctx, 'japanese');
    for (const h of ends) {
      expect(ctx.board.distance(h, '3304')).toBe(2);
      expect(z[ctx.board.cell(h)]).toBe(0);
    }
  });
  it('a fortress never retreats: it is eliminated; a unit with nowhere to go is eliminated', () => {
    const s = inPhase(scene(base, { 'J 14 A infantry': '1541', 'J ImGd infantry': '1641', 'B Singapore fortress': SINGAPORE }), 'firstCombat', 'japanese');
    const r = attack(s, 'japanese', SINGAPORE, ['J 14 A infantry', 'J ImGd infantry'], 4); // 10 against 4 x2: 1-1, a 4 is AR... find a DR
    void r;
    const dr = attack(s, 'japanese', SINGAPORE, ['J 14 A infantry', 'J ImGd infantry'], 6); // 1-1, a 6 is DR
    expect(combatOf(dr.events)['result']).toBe('DR');
    expect(unit(dr.state, 'B Singapore fortress').at).toBeNull();
  });
});

describe('14.0 supply attrition on summer turns (stand-in)', () => {
  const summer = SCENARIO_1.turns.first + 3;
  it('a unit in desert loses a step on a 1 (TEC errata), out of supply on 1-2, both on 1-3; a corps loses a division and breaks down', () => {
    // 2404 is desert in Mengjiang, in Japanese supply; 1918 is Kweiyang, deep in Allied China; 3304 is Mukden; 1830 is jungle in Indochina.
    const units = { 'J 14 A infantry': '2404', 'J 2 infantry': '1918', 'J 3 infantry': '3304', 'J 4 infantry': '1830' };
    const s = inPhase(scene(base, units), 'supplyAttrition', 'japanese', summer);
    const ctx = reader(s);
    expect(ctx.board.terrain('2404')).toBe('desert');
    expect(ctx.board.terrain('1830')).toBe('jungle');
    expect(inGeneralSupply(ctx, unit(s, 'J 14 A infantry'))).toBe(true);
    expect(inGeneralSupply(ctx, unit(s, 'J 4 infantry'))).toBe(true);
    expect(attritionRisk(ctx, unit(s, 'J 14 A infantry'))).toBe(1);
    expect(attritionRisk(ctx, unit(s, 'J 2 infantry'))).toBe(2);
    expect(attritionRisk(ctx, unit(s, 'J 3 infantry'))).toBe(0);
    expect(attritionRisk(ctx, unit(s, 'J 4 infantry'))).toBe(0); // jungle in supply: no note on the chart
    const r = runHook(s, [1, 2], (c) => supplyAttrition(c));
    expect(r.events.filter((e) => e.type === 'attrition').map((e) => [e['unit'], e['lost']])).toEqual([
      ['J 14 A infantry', true],
      ['J 2 infantry', true],
    ]);
    expect(r.events.find((e) => e.type === 'brokenDown')).toMatchObject({ unit: 'J 14 A infantry', lost: 1 });
    expect(unit(r.state, 'J 2 infantry').at).toBeNull();
  });
  it('a unit in desert and out of supply loses a step on 1-3', () => {
    // 0810 is desert in Allied-held western China: no Japanese line reaches it.
    const s = inPhase(scene(base, { 'J 2 infantry': '0810' }), 'supplyAttrition', 'japanese', summer);
    const ctx = reader(s);
    expect(ctx.board.terrain('0810')).toBe('desert');
    expect(attritionRisk(ctx, unit(s, 'J 2 infantry'))).toBe(3);
    expect(runHook(s, [3], (c) => supplyAttrition(c)).events.find((e) => e.type === 'attrition')).toMatchObject({ risk: 3, roll: 3, lost: true });
    expect(runHook(s, [4], (c) => supplyAttrition(c)).events.find((e) => e.type === 'attrition')).toMatchObject({ risk: 3, roll: 4, lost: false });
  });
  it('no checks on other turns', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '1918', 'J 3 infantry': '2404' }), 'supplyAttrition', 'japanese', 3);
    expect(runHook(s, [], (c) => supplyAttrition(c)).events).toEqual([]);
  });
});

describe('14.2 general supply (stand-in)', () => {
  it('traced by road and railroad from a friendly port or home city, at most two hexes off road', () => {
    const s = scene(base, {});
    const ctx = reader(s);
    const net = generalSupply(ctx, 'japanese');
    expect(net.inSupply(ctx.board.cell('3304'))).toBe(true); // Mukden, a home city
    expect(net.inSupply(ctx.board.cell('3101'))).toBe(false); // the mountains of Manchukuo, far from any road
  });
  it('never through a hex the enemy controls or occupies', () => {
    const s = withData(scene(base, { 'J 2 infantry': '1918' }), { captured: { '1918': 'japanese' } });
    expect(inGeneralSupply(reader(s), unit(s, 'J 2 infantry'))).toBe(false);
  });
  it('never through an enemy zone of control no friendly unit contests', () => {
    // 3301 traces through the hexes round 3502; a Chinese division there cuts it, a Japanese one in 3501 contests its ZOC.
    const alone = scene(base, { 'J 2 infantry': '3301' });
    expect(inGeneralSupply(reader(alone), unit(alone, 'J 2 infantry'))).toBe(true);
    const cut = scene(base, { 'J 2 infantry': '3301', 'ROC 2 infantry': '3502' });
    expect(inGeneralSupply(reader(cut), unit(cut, 'J 2 infantry'))).toBe(false);
    const contested = scene(base, { 'J 2 infantry': '3301', 'ROC 2 infantry': '3502', 'J 3 infantry': '3501' });
    expect(inGeneralSupply(reader(contested), unit(contested, 'J 2 infantry'))).toBe(true);
  });
  it('a supply unit on the map supplies its radius', () => {
    const s = withData(scene(base, { 'J 2 infantry': '1918', 'J Sup 1 supply': '1917' }), { captured: { '1918': 'japanese', '1917': 'japanese' } });
    expect(inGeneralSupply(reader(s), unit(s, 'J 2 infantry'))).toBe(true);
  });
});

describe('15.0 headquarters (stand-in): a headquarters in supply supplies its command radius', () => {
  it('a unit out of supply within three hexes of a headquarters in supply is in supply', () => {
    const without = scene(base, { 'J 2 infantry': '3101' });
    expect(inGeneralSupply(reader(without), unit(without, 'J 2 infantry'))).toBe(false);
    const withHq = scene(base, { 'J 2 infantry': '3101', 'J KTA headquarters': '3403' });
    expect(inGeneralSupply(reader(withHq), unit(withHq, 'J KTA headquarters'))).toBe(true);
    expect(inGeneralSupply(reader(withHq), unit(withHq, 'J 2 infantry'))).toBe(true);
  });
  it('a headquarters out of supply supplies nobody', () => {
    const s = scene(base, { 'J 2 infantry': '3101', 'J KTA headquarters': '3001' });
    expect(inGeneralSupply(reader(s), unit(s, 'J KTA headquarters'))).toBe(false);
    expect(inGeneralSupply(reader(s), unit(s, 'J 2 infantry'))).toBe(false);
  });
});

describe('18.0 amphibious movement (stand-in)', () => {
  const units = { 'J 5 infantry': '2126', 'J 18 infantry': '2126', 'J Amph 2 amphibious-task-force': '2126', 'IND IndoC garrison': '2126' };
  it('a Japanese division sails from a port holding a task force to a coastal hex within the task force\'s reach', () => {
    const s = inPhase(scene(base, units), 'firstMovement', 'japanese');
    const landings = targets(s, 'J 5 infantry', 'landing');
    expect(landings.length).toBeGreaterThan(0);
    const ctx = reader(s);
    for (const h of landings) {
      expect(coastWithin(ctx, '2126', 8)).toContain(h);
      expect(ctx.board.neighbours(h).some((n) => ctx.board.terrain(n) === 'sea')).toBe(true);
    }
    expect(targets(s, 'IND IndoC garrison', 'landing')).toEqual([]); // client-state units do not sail (6.6)
  });
  it('one landing per task force a phase; the unit has moved', () => {
    let s = inPhase(scene(base, units), 'firstMovement', 'japanese');
    const to = targets(s, 'J 5 infantry', 'landing')[0]!;
    const r = play(s, { type: 'landing', side: 'japanese', unit: 'J 5 infantry', to });
    expect(r.events.find((e) => e.type === 'landed')).toMatchObject({ unit: 'J 5 infantry', to, by: 'J Amph 2 amphibious-task-force' });
    s = r.state;
    expect(unit(s, 'J 5 infantry')).toMatchObject({ at: to, flags: { moved: true } });
    expect(targets(s, 'J 18 infantry', 'landing')).toEqual([]);
    expect(refusal(s, { type: 'landing', side: 'japanese', unit: 'J 18 infantry', to }).message).toMatch(/not sailed this phase/);
  });
  it('in the 2nd Movement Phase only within the radius of an expended supply unit', () => {
    let s = inPhase(scene(base, { ...units, 'J Sup 1 supply': '2126' }), 'secondMovement', 'japanese');
    expect(targets(s, 'J 5 infantry', 'landing')).toEqual([]);
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    expect(targets(s, 'J 5 infantry', 'landing').length).toBeGreaterThan(0);
  });
});

describe('27.1 automatic victory (stand-in): a 50 VP lead in the Victory Check Phase', () => {
  it('a lead of 50 ends the game at once; 49 does not', () => {
    const won = runHook(withVp(base, 90, 40), [], (c) => victoryCheckPhase(c));
    expect(won.state.result).toMatchObject({ winner: 'japanese', level: 'automatic victory' });
    expect(runHook(withVp(base, 89, 40), [], (c) => victoryCheckPhase(c)).state.result).toBeNull();
    expect(runHook(withVp(base, 30, 80), [], (c) => victoryCheckPhase(c)).state.result).toMatchObject({ winner: 'allied' });
  });
});

describe('27.2 VP at zero (stand-in): that player loses at once', () => {
  it('a combat loss that takes a player to zero ends the game', () => {
    expect(checkResult(reader(withVp(base, 0, 30)))).toMatchObject({ winner: 'allied', level: 'automatic victory' });
    let s = withVp(inPhase(scene(base, { 'J 14 A infantry': '1027', 'J ImGd infantry': '1027', 'B Bur D infantry': '1028' }), 'firstCombat', 'japanese'), 40, 1);
    s = attack(s, 'japanese', '1028', ['J 14 A infantry', 'J ImGd infantry'], 6).state; // DL: the Allies lose a unit, 1 → 0
    expect(s.result).toMatchObject({ winner: 'japanese' });
    expect(s.result!.reason).toMatch(/27\.2/);
  });
});

describe('28.0 Scenario I, 1941–42 (stand-in): five turns, starting VP, more VP wins', () => {
  it('the game ends after turn 5; the side with more VP wins, equal VP is a draw', () => {
    expect(SCENARIO_1.turns).toEqual({ first: 1, last: 5 });
    expect(finalResult(reader(withVp(base, 70, 60)))).toMatchObject({ winner: 'japanese', vp: { japanese: 70, allied: 60 } });
    expect(finalResult(reader(withVp(base, 60, 60)))).toMatchObject({ winner: null, level: 'draw' });
    const end = advanceUntil(base, (s) => s.result !== null, 5000);
    expect(end.turn).toBe(5);
    expect(end.phase).toBe('over');
  });
});
