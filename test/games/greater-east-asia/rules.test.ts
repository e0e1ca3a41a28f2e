/**
 * The rules the text gives (1.0–8.12), one `describe` per rule, on scripted
 * scenes. The stand-ins for 9.0–28.0 are in `standins.test.ts`.
 */
import { assert, describe, expect, it } from 'vitest';
import { actionWords, forecast, openDecision, type GameEvent } from 'hexwar';
import { COUNTERS } from '../../../games/greater-east-asia/data/counters';
import { COMMUNIST_ZONE_HEXES, NATIONALIST_ZONE_HEXES, SINGAPORE } from '../../../games/greater-east-asia/data/map';
import { SCENARIO_1, SCENARIO_1_DEPLOYMENT } from '../../../games/greater-east-asia/data/scenario1';
import { CORPS_COMPONENTS } from '../../../games/greater-east-asia/data/tables';
import { available, controlOf, counterOf, GAME_COUNTERS } from '../../../games/greater-east-asia/rules/common';
import { placementHexes } from '../../../games/greater-east-asia/rules/mobilization';
import { MOVEMENT_COSTS } from '../../../games/greater-east-asia/rules/map';
import { RIVER_HEXSIDES } from '../../../games/greater-east-asia/data/map';
import { SUPPLY_RIVER_COST } from '../../../games/greater-east-asia/data/tables';
import { normalRange } from '../../../games/greater-east-asia/rules/movement';
import { generalSupply, inGeneralSupply, zocOf } from '../../../games/greater-east-asia/rules/supply';
import { victoryPointPhase } from '../../../games/greater-east-asia/rules/victory';
import { actions, advanceUntil, game, inPhase, play, reader, refusal, runHook, scene, start, startSetup, targets, unit, withData, withVp, type S } from './helpers';

const base = start(1);
/** The scenario's starting VP (5.1; stand-in, retuned once), so the sums below read as what changed them. */
const J0 = SCENARIO_1.startingVp.japanese;
const A0 = SCENARIO_1.startingVp.allied;
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

describe('1.0 victory points are both score and currency', () => {
  it('a player spends VP to mobilize and gains them for objectives', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '4710' }), 'mobilization', 'japanese');
    const after = play(s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' }).state;
    expect(after.tracks['vp.japanese']).toBe(J0 - 4);
    const scored = runHook(after, [], (ctx) => victoryPointPhase(ctx)).state;
    expect(scored.tracks['vp.japanese']).toBe(J0 - 4 + 1); // Tokyo's 1 VP (2 before 0.3.0)
  });

  it("a mobilization's forecast tells its price and the VP it leaves, before the click", () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '4710' }), 'mobilization', 'japanese');
    const f = forecast(game, s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' });
    assert(f.ok);
    expect(f.forecast.words.join(' ')).toMatch(new RegExp(`costs 4 VP of your ${J0}, leaving ${J0 - 4} \\(6\\.2\\)`));
    // And on the action's own words (a button a phone taps has no hover).
    expect(actionWords(game, s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' })).toBe('mobilize J 4 infantry for 4 VP');
  });
});

describe('2.2 the map: the USSR and Mongolia are off limits', () => {
  it('no unit ever moves into them; a move there is refused citing 2.2', () => {
    // 4003 is Manchukuo on the Soviet border.
    const s = inPhase(scene(base, { 'J 2 infantry': '4003' }), 'firstMovement', 'japanese');
    const ctx = reader(s);
    for (const h of targets(s, 'J 2 infantry')) expect(['sea', 'prohibited']).not.toContain(ctx.board.terrain(h));
    const soviet = ctx.board.neighbours('4003').find((h) => ctx.board.terrain(h) === 'prohibited')!;
    expect(soviet).toBeDefined();
    const r = refusal(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: soviet });
    expect(r.message).toMatch(/off limits/);
    expect(r.rule).toBe('2.2');
  });
});

describe('2.4 sides and 3.3 friendly forces', () => {
  it('every counter belongs to its nationality\'s side; British and US units stack, attack and combine supply together', () => {
    for (const c of GAME_COUNTERS) expect(c.side).toBe(COUNTERS.find((k) => k.id === c.id)!.side);
    // A British and a US unit together attack a Japanese unit.
    const s = inPhase(scene(base, { 'B 5 Ind infantry': '1027', 'US Phil infantry': '1027', 'J 2 infantry': '1028' }), 'firstCombat', 'allied');
    let t = play(s, { type: 'declareAttack', side: 'allied', hex: '1028' }).state;
    t = play(t, { type: 'addAttacker', side: 'allied', unit: 'B 5 Ind infantry' }).state;
    t = play(t, { type: 'addAttacker', side: 'allied', unit: 'US Phil infantry' }).state;
    const r = play(t, { type: 'resolveAttack', side: 'allied' }, [3]);
    const combat = r.events.find((e) => e.type === 'combat')!;
    expect(combat['attackers']).toEqual(['B 5 Ind infantry', 'US Phil infantry']);
  });
});

describe('3.3 friendly forces', () => {
  it('units of every Allied nationality stack together and attack together', () => {
    // A Nationalist division may end its move with a British one; stacking counts both (9.0).
    const s = inPhase(scene(base, { 'ROC 5 infantry': '1916', 'B 5 Ind infantry': '1917' }), 'firstMovement', 'allied');
    expect(targets(s, 'ROC 5 infantry')).toContain('1917');
    const t = play(s, { type: 'move', side: 'allied', unit: 'ROC 5 infantry', to: '1917' }).state;
    expect(t.units.filter((u) => u.at === '1917').map((u) => u.id).sort()).toEqual(['B 5 Ind infantry', 'ROC 5 infantry']);
    let c = inPhase(scene(base, { 'ROC 5 infantry': '1027', 'B 5 Ind infantry': '1027', 'J 2 infantry': '1028' }), 'firstCombat', 'allied');
    c = play(c, { type: 'declareAttack', side: 'allied', hex: '1028' }).state;
    c = play(c, { type: 'addAttacker', side: 'allied', unit: 'ROC 5 infantry' }).state;
    c = play(c, { type: 'addAttacker', side: 'allied', unit: 'B 5 Ind infantry' }).state;
    expect(play(c, { type: 'resolveAttack', side: 'allied' }, [3]).events.find((e) => e.type === 'combat')!['attackers']).toEqual(['ROC 5 infantry', 'B 5 Ind infantry']);
  });
  it('and use each other\'s supply: the Allies\' supply unit supplies a Chinese division, a British headquarters a US one', () => {
    // 3101 and 3102, mountains of Manchukuo taken by the Allies, far from any Allied source.
    const held = { captured: { '3101': 'allied', '3102': 'allied' } } as const;
    const alone = withData(scene(base, { 'ROC 5 infantry': '3101' }), held);
    expect(inGeneralSupply(reader(alone), unit(alone, 'ROC 5 infantry'))).toBe(false);
    const supplied = withData(scene(base, { 'ROC 5 infantry': '3101', 'AL Sup 1 supply': '3102' }), held);
    expect(inGeneralSupply(reader(supplied), unit(supplied, 'ROC 5 infantry'))).toBe(true);
    // Calcutta is a British port: a US division there is in supply.
    const us = scene(base, { 'US Phil infantry': '0322' });
    expect(inGeneralSupply(reader(us), unit(us, 'US Phil infantry'))).toBe(true);
  });
  it('except where the rules say otherwise: a corps combines from one nationality only (7.4)', () => {
    const s = inPhase(scene(base, { 'B 5 Ind infantry': '0322', 'B 7 Ind infantry': '0322', 'US Phil infantry': '0322' }), 'reorganization', 'allied');
    expect(actions(s, 'allied', 'combine')).toEqual([]);
  });
});

describe('5.2 gaining VP: objectives occupied in the Victory Point Phase', () => {
  it('each objective hex occupied by land units adds its circled value once, in the Victory Point Phase only', () => {
    // Two Japanese divisions in Singapore (3) and one in Chungking (2); Allied units in Hong Kong (1) and nowhere else.
    let s = inPhase(scene(base, { 'J 2 infantry': SINGAPORE, 'J 3 infantry': SINGAPORE, 'J 4 infantry': '1917', 'B HK fortress': '2522' }), 'firstMovement', 'japanese');
    s = play(s, { type: 'move', side: 'japanese', unit: 'J 4 infantry', to: '1916' }).state;
    expect(s.tracks).toEqual(base.tracks); // occupying scores nothing until the phase
    const r = runHook(s, [], (ctx) => victoryPointPhase(ctx));
    expect(r.events.filter((e) => e.type === 'objectivesScored').map((e) => [e['side'], e['vp'], e['hexes']])).toEqual([
      ['japanese', 5, ['Chungking', 'Singapore']],
      ['allied', 1, ['Hong Kong']],
    ]);
    expect(r.state.tracks).toEqual({ 'vp.japanese': J0 + 5, 'vp.allied': A0 + 1 });
  });
});

describe('2.5, 2.9 and the errata: counters as the rules read them', () => {
  it('a corps has one step for each division and brigade it breaks down into (7.1); every other unit one', () => {
    for (const c of GAME_COUNTERS) {
      const line = CORPS_COMPONENTS.find((l) => c.corps && l.nationality === c.nationality && l.type === c.type);
      expect(c.steps, c.id).toBe(line ? line.components.reduce((n, k) => n + k.count, 0) : 1);
      expect(c.factors.length).toBe(c.steps);
    }
    expect(counterOf('B XV mechanized').steps).toBe(4); // three infantry divisions and an armored brigade (7.4)
  });
  it('the US 1st Provisional Brigade is armor, moving as mechanized; the Japanese Mechanized Corps is 3-1-7', () => {
    expect(counterOf('US 1 Prov armor')).toMatchObject({ type: 'armor', movementClass: 'mechanized' });
    expect(counterOf('J Mech mechanized').factors[0]).toEqual({ attack: 3, defence: 1, movement: 7 });
  });
});

describe('3.1 set-up: the Japanese first, then the Allies, then turn 1', () => {
  it('the set-up phases come in that order and play starts with the first turn', () => {
    let s = startSetup(2);
    expect([s.turn, s.phase, s.active]).toEqual([0, 'japaneseSetup', 'japanese']);
    s = advanceUntil(s, (x) => x.phase !== 'japaneseSetup');
    expect([s.turn, s.phase, s.active]).toEqual([0, 'alliedSetup', 'allied']);
    s = advanceUntil(s, (x) => x.turn === 1);
    expect([s.turn, s.active]).toEqual([1, 'japanese']);
    expect(s.units.filter((u) => u.box === 'setup')).toEqual([]);
    expect(s.units.filter((u) => u.at !== null)).toHaveLength(SCENARIO_1_DEPLOYMENT.length);
  });
  it('the quick set-up places the stand-in deployment at once', () => {
    for (const p of SCENARIO_1_DEPLOYMENT) expect(unit(base, p.counter).at).toBe(p.hex);
  });
});

describe('3.1 play ends at the last turn, an automatic victory, or a concession', () => {
  it('either player may concede at any moment, even in the other\'s turn or mid-combat: the other wins', () => {
    const r = play(inPhase(base, 'firstMovement', 'japanese'), { type: 'concede', side: 'allied' });
    expect(r.state.result).toMatchObject({ winner: 'japanese', level: 'concession' });
    expect(r.state.result!.reason).toMatch(/allied player concedes \(3\.1\)/);
    let c = inPhase(scene(base, { 'J 14 A infantry': '3304', 'ROC 2 infantry': '3305' }), 'firstCombat', 'japanese');
    c = play(c, { type: 'declareAttack', side: 'japanese', hex: '3305' }).state;
    expect(play(c, { type: 'concede', side: 'japanese' }).state.result).toMatchObject({ winner: 'allied' });
    expect(game.legalActions(base, 'japanese').some((a) => a.type === 'concede')).toBe(false);
  });
});

describe('3.2 set-up by type and factors within areas', () => {
  const s = startSetup(3);
  it('a unit sets up anywhere in its area, not outside it', () => {
    const r = refusal(s, { type: 'place', side: 'japanese', unit: 'J 14 A infantry', hex: '3502' });
    expect(r.message).toMatch(/indochina/);
    expect(r.rule).toBe('3.2');
    expect(play(s, { type: 'place', side: 'japanese', unit: 'J 14 A infantry', hex: '1824' }).state.units.find((u) => u.id === 'J 14 A infantry')!.at).toBe('1824');
  });
  it('specific identities do not matter: every unit of a line may use any hex of the area', () => {
    const list = actions(s, 'japanese', 'place').filter((a) => a['unit'] === 'J 55 infantry' || a['unit'] === 'J 54 infantry');
    const hexes = (id: string) => new Set(list.filter((a) => a['unit'] === id).map((a) => a['hex']));
    expect(hexes('J 54 infantry').size).toBeGreaterThan(1);
  });
  it('never in a hex with enemy units; enemy ZOC is allowed', () => {
    let t = advanceUntil(s, (x) => x.phase === 'alliedSetup');
    const japanese = t.units.find((u) => u.side === 'japanese' && u.at !== null && counterOf(u.id).category === 'ground-combat' && u.at.startsWith('19'))!;
    // An Allied unit of Nationalist China next to a Japanese unit, but not in its hex.
    const ctx = reader(t);
    const rocHexes = actions(t, 'allied', 'place').filter((a) => a['unit'] === 'ROC 2 infantry').map((a) => a['hex'] as string);
    const next = rocHexes.find((h) => ctx.board.neighbours(h).some((n) => ctx.board.enemyAt(n, 'allied')));
    expect(next, 'an Allied set-up hex in Japanese ZOC').toBeDefined();
    t = play(t, { type: 'place', side: 'allied', unit: 'ROC 2 infantry', hex: next! }).state;
    expect(unit(t, 'ROC 2 infantry').at).toBe(next);
    void japanese;
  });
  it('naval units set up in ports of their area; fortresses in its cities', () => {
    const hexes = (id: string) => new Set(actions(s, 'japanese', 'place').filter((a) => a['unit'] === id).map((a) => a['hex'] as string));
    const ctx = reader(s);
    for (const h of hexes('J Kido Butai carrier-task-force')) expect(ctx.map.features[ctx.board.cell(h)]).toContain('port');
  });
});

describe('3.2 and 6.7: initial deployment costs no VP', () => {
  it('the scenario starts each side at its VP, set-up or not', () => {
    const s = advanceUntil(startSetup(4), (x) => x.turn === 1);
    expect(s.tracks['vp.japanese']).toBe(SCENARIO_1.startingVp.japanese);
    expect(s.tracks['vp.allied']).toBe(SCENARIO_1.startingVp.allied);
  });
});

describe('6.7 initial deployment costs no VP', () => {
  it('placing every unit of the set-up leaves both VP totals where the scenario starts them', () => {
    let s = startSetup(7);
    let placed = 0;
    while (s.turn === 0) {
      const side = game.actingSides(s)[0]!;
      const a = game.legalActions(s, side).find((x) => x.type === 'place')!;
      s = play(s, a).state;
      placed++;
      expect(s.tracks).toEqual({ 'vp.japanese': SCENARIO_1.startingVp.japanese, 'vp.allied': SCENARIO_1.startingVp.allied });
    }
    expect(placed).toBe(SCENARIO_1_DEPLOYMENT.length);
  });
});

describe('4.1 game turns of two player turns, the Japanese first', () => {
  it('within a game turn the Japanese act, then the Allies (the VP, check and advance phases need no one); then the next turn', () => {
    let s = base;
    const who: string[] = [];
    while (s.turn === 1) {
      const mark = s.active ?? '-';
      if (who[who.length - 1] !== mark) who.push(mark);
      s = advanceUntil(s, (x) => x.turn !== 1 || x.phase !== s.phase || x.active !== s.active);
    }
    expect(who).toEqual(['japanese', 'allied']);
    expect([s.turn, s.active]).toEqual([2, 'japanese']);
  });
});

describe('4.2 sequence of play', () => {
  it('each turn: the Japanese player turn, the Allied player turn, then the VP, Victory Check and Turn Advance phases; supply attrition only on the summer turn', () => {
    const seen: string[][] = [];
    let s = base;
    let n = 0;
    while (!s.result) {
      const side = game.actingSides(s)[0]!;
      const acts = game.legalActions(s, side);
      const a = acts.find((x) => /^end/.test(x.type)) ?? acts.find((x) => x.type === 'noAdvance') ?? acts[0]!;
      const r = play(s, a);
      for (const e of r.events) if (e.type === 'phaseChanged' && e['phase'] !== 'over') seen.push([String(e['turn']), String(e['phase']), String(e['side'] ?? '-')]);
      s = r.state;
      expect(++n).toBeLessThan(2000);
    }
    const turn2 = seen.filter((p) => p[0] === '2').map((p) => `${p[1]}/${p[2]}`);
    // Phases with nothing to do still begin (and end at once): the order is the text's.
    const order = ['mobilization', 'reorganization', 'firstMovement', 'firstCombat', 'secondMovement', 'secondCombat'];
    const japanese = turn2.filter((p) => p.endsWith('/japanese')).map((p) => p.split('/')[0]);
    const allied = turn2.filter((p) => p.endsWith('/allied')).map((p) => p.split('/')[0]);
    expect(japanese).toEqual(order);
    expect(allied).toEqual(order);
    expect(turn2.indexOf('mobilization/allied')).toBeGreaterThan(turn2.indexOf('secondCombat/japanese'));
    expect(turn2.slice(-3)).toEqual(['victoryPoints/-', 'victoryCheck/-', 'turnAdvance/-']);
    const attrition = seen.filter((p) => p[1] === 'supplyAttrition');
    expect(attrition.map((p) => p[0])).toEqual(['4', '4']); // 1942 III, the summer turn
    expect(s.turn).toBe(SCENARIO_1.turns.last);
  });
});

describe('5.1 and 5.2 victory points: a starting amount, objectives each VP Phase', () => {
  it('each side starts with the scenario\'s VP and adds the objectives it occupies in the Victory Point Phase', () => {
    expect(base.tracks).toEqual({ 'vp.japanese': 37, 'vp.allied': 33 }); // 40/30 until the retune (README, "Balance")
    const s = scene(base, { 'J 2 infantry': SINGAPORE, 'B 5 Ind infantry': '1916' });
    const r = runHook(s, [], (ctx) => victoryPointPhase(ctx));
    expect(r.state.tracks).toEqual({ 'vp.japanese': J0 + 3, 'vp.allied': A0 + 2 }); // Singapore 3, Chungking 2
  });
});

describe('5.3 occupation: any land unit, never naval units alone, never a unit that only passed through', () => {
  it('a supply unit or headquarters counts; a naval unit alone does not; an empty hex does not', () => {
    const s = withData(scene(base, { 'J Sup 1 supply': SINGAPORE, 'US Asiatic F bombardment-task-force': '3129', 'B MC headquarters': '1916' }), { captured: { '3129': 'allied' } });
    const r = runHook(s, [], (ctx) => victoryPointPhase(ctx));
    expect(r.state.tracks['vp.japanese']).toBe(J0 + 3);
    expect(r.state.tracks['vp.allied']).toBe(A0 + 2); // Chungking by the headquarters; Manila's ships do not count
  });
  it('a unit passing through takes control but scores nothing once it has left', () => {
    // Hankow (2515), an objective, taken back by the Allies; a Japanese division stands in it, then leaves.
    let s = inPhase(scene(base, { 'J 2 infantry': '2515' }), 'firstMovement', 'japanese');
    s = withData(s, { captured: { '2515': 'allied' } });
    const scoredHexes = (t: S) => runHook(t, [], (ctx) => victoryPointPhase(ctx)).events.find((e) => e.type === 'objectivesScored' && e['side'] === 'japanese')!['hexes'];
    expect(scoredHexes(s)).toContain('Hankow');
    const to = targets(s, 'J 2 infantry').find((h) => h !== '2515' && reader(s).board.distance(h, '2515') === 2)!;
    s = play(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to }).state;
    expect(controlOf(reader(s), '2515')).toBe('allied'); // the start hex is not entered
    expect(scoredHexes(s)).not.toContain('Hankow');
  });
});

describe('5.4 no deficit spending', () => {
  it('a purchase may not bring VP to zero or below', () => {
    const s = withVp(inPhase(scene(base, { 'J 2 infantry': '4710' }), 'mobilization', 'japanese'), 4, 30);
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' });
    expect(r.message).toMatch(/costs 4 VP and you have 4/);
    expect(r.rule).toBe('5.4');
    expect(play(withVp(s, 5, 30), { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' }).state.tracks['vp.japanese']).toBe(1);
  });
});

describe('5.6 VP limits: never above 100; simultaneous gains and losses netted', () => {
  it('objective VP stop at 100', () => {
    const s = withVp(scene(base, { 'J 2 infantry': SINGAPORE }), 99, 30);
    expect(runHook(s, [], (ctx) => victoryPointPhase(ctx)).state.tracks['vp.japanese']).toBe(100);
  });
  it('an exchange costs each side a unit and gives each one: at 100 the net is nothing, not 99', () => {
    let s = withVp(inPhase(scene(base, { 'B 5 Ind infantry': '1027', 'J 2 infantry': '1028' }), 'firstCombat', 'allied'), 60, 100);
    s = play(s, { type: 'declareAttack', side: 'allied', hex: '1028' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: 'B 5 Ind infantry' }).state;
    // 2 against 2 in clear, a city: x2 = 2 against 4 is 1-2; a 6 there is EX.
    const r = play(s, { type: 'resolveAttack', side: 'allied' }, [6]);
    expect(r.events.find((e) => e.type === 'combat')!['result']).toBe('EX');
    expect(r.state.tracks).toEqual({ 'vp.japanese': 60, 'vp.allied': 100 });
    expect(types(r.events)).not.toContain('lossVp');
  });
});

describe('5.5 VP for units lost in combat, scored at once', () => {
  it('an eliminated unit costs its side a VP and gives the enemy one, when the combat ends', () => {
    let s = inPhase(scene(base, { 'J 14 A infantry': '1027', 'J ImGd infantry': '1027', 'B Bur D infantry': '1028' }), 'firstCombat', 'japanese');
    s = play(s, { type: 'declareAttack', side: 'japanese', hex: '1028' }).state;
    s = play(s, { type: 'addAttacker', side: 'japanese', unit: 'J 14 A infantry' }).state;
    s = play(s, { type: 'addAttacker', side: 'japanese', unit: 'J ImGd infantry' }).state;
    // 10 against 2 x2 (Rangoon) = 10-4: 2-1; a 6 is DL.
    const r = play(s, { type: 'resolveAttack', side: 'japanese' }, [6]);
    expect(r.events.find((e) => e.type === 'combat')!['result']).toBe('DL');
    const vp = r.events.filter((e) => e.type === 'lossVp');
    expect(vp.map((e) => [e['side'], e['vp']])).toEqual([
      ['japanese', 1],
      ['allied', -1],
    ]);
    expect(r.state.tracks).toEqual({ 'vp.japanese': J0 + 1, 'vp.allied': A0 - 1 });
  });
});

describe('6.1 reinforcements in the owner\'s Mobilization Phase only', () => {
  it('mobilizing is refused outside it', () => {
    const s = inPhase(base, 'firstMovement', 'japanese');
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' });
    expect(r.code).toBe('not-now');
    expect(actions(inPhase(base, 'mobilization', 'japanese'), 'allied', 'mobilize')).toEqual([]);
  });
});

describe('6.2 and 6.3 the Mobilization Costs Table: cost, "-", years, "(once)"', () => {
  const s = inPhase(scene(base, {}), 'mobilization', 'japanese');
  it('a unit costs its line\'s VP; a "-" line is never bought', () => {
    expect(play(s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' }).state.tracks['vp.japanese']).toBe(J0 - 4);
    const a = inPhase(scene(base, {}), 'mobilization', 'allied');
    expect(refusal(a, { type: 'mobilize', side: 'allied', unit: 'US 11 PA infantry' }).message).toMatch(/"-"/);
  });
  it('year limits: the Burma Area Army only from 1943', () => {
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J Burma AA headquarters' });
    expect(r.message).toMatch(/only in 1943, 1944, 1945, not in 1941/);
    expect(r.rule).toBe('6.3');
  });
  it('"(once)": the Kido Butai line may be used once in a game', () => {
    const t = withData(s, { once: ['japanese|carrier-task-force||'] });
    expect(refusal(scene(t, {}), { type: 'mobilize', side: 'japanese', unit: 'J Kido Butai carrier-task-force' }).message).toMatch(/once/);
  });
  it('"(once)": a unit of the initial deployment has entered play; eliminated, it is never bought back', () => {
    // The Kido Butai sets up in Japan (28.0 stand-in), and its line is "(once)".
    expect(SCENARIO_1_DEPLOYMENT.some((p) => p.counter === 'J Kido Butai carrier-task-force')).toBe(true);
    for (const from of [start(1), advanceUntil(startSetup(6), (x) => x.turn === 1)]) {
      let t = inPhase(withVp(from, 60, 30), 'mobilization', 'japanese');
      t = { ...t, units: t.units.map((u) => (u.id === 'J Kido Butai carrier-task-force' ? { ...u, at: null, box: 'eliminated', steps: 0 } : u)) };
      expect(actions(t, 'japanese', 'mobilize').map((a) => a['unit'])).not.toContain('J Kido Butai carrier-task-force');
      const r = refusal(t, { type: 'mobilize', side: 'japanese', unit: 'J Kido Butai carrier-task-force' });
      expect(r.message).toMatch(/initial deployment/);
      expect(r.rule).toBe('6.3');
    }
    // A "(once)" unit that did not set up may still be bought once: the Chinese Expeditionary Force, 1942 only
    // (scenario 1 ends with 1942, so the Indian National Army's 1943 never comes).
    expect(SCENARIO_1_DEPLOYMENT.some((p) => p.counter === 'ROC CXF infantry')).toBe(false);
    const cxfYear = withVp(inPhase(scene(base, {}), 'mobilization', 'allied', 2), 30, 60);
    expect(actions(cxfYear, 'allied', 'mobilize').map((a) => a['unit'])).toContain('ROC CXF infantry');
    // Bought, its line is used: eliminated later the same year, it may not be bought again.
    const bought = play(cxfYear, { type: 'mobilize', side: 'allied', unit: 'ROC CXF infantry' }).state;
    expect(bought.data.once).toContain('nationalist-chinese|infantry|xxxx|CXF');
    let lost = inPhase(bought, 'mobilization', 'allied', 3);
    lost = { ...lost, units: lost.units.map((u) => (u.id === 'ROC CXF infantry' ? { ...u, at: null, box: 'eliminated', steps: 0 } : u)) };
    expect(actions(lost, 'allied', 'mobilize').map((a) => a['unit'])).not.toContain('ROC CXF infantry');
    expect(refusal(lost, { type: 'mobilize', side: 'allied', unit: 'ROC CXF infantry' }).message).toMatch(/marked "\(once\)" and was used already/);
  });
});

describe('6.4 reinforcement placement', () => {
  it('by the table; never in an enemy-occupied or prohibited hex; stacking and enemy ZOC ignored; no movement used', () => {
    let s = inPhase(scene(base, { 'J 2 infantry': '4710', 'J 3 infantry': '4710', 'J 4 infantry': '4710', 'J 5 infantry': '4710', 'J 6 infantry': '4710', 'B 5 Ind infantry': '3502' }), 'mobilization', 'japanese');
    s = withData(s, { captured: { '3502': 'allied' } });
    const hexes = placementHexes(reader(s), 'J 13 infantry');
    expect(hexes).toContain('4710'); // five divisions already there: stacking does not matter
    expect(hexes).not.toContain('3502'); // enemy-occupied
    expect(hexes).toContain('3503'); // next to the enemy: ZOC does not matter
    for (const h of hexes) expect(['sea', 'prohibited']).not.toContain(reader(s).board.terrain(h));
    s = play(s, { type: 'mobilize', side: 'japanese', unit: 'J 13 infantry' }).state;
    expect(openDecision(s)?.kind).toBe('enterAt');
    s = play(s, { type: 'enterAt', side: 'japanese', unit: 'J 13 infantry', hex: '4710' }).state;
    expect(unit(s, 'J 13 infantry')).toMatchObject({ at: '4710', box: 'map' });
    expect(unit(s, 'J 13 infantry').flags?.['moved']).toBeUndefined();
  });
  it('placement is not movement: a unit placed this turn moves its whole allowance in the 1st Movement Phase', () => {
    let s = inPhase(scene(base, {}), 'mobilization', 'japanese');
    s = play(s, { type: 'mobilize', side: 'japanese', unit: 'J 13 infantry' }).state;
    s = play(s, { type: 'enterAt', side: 'japanese', unit: 'J 13 infantry', hex: '3304' }).state;
    s = advanceUntil(s, (x) => x.phase === 'firstMovement');
    // The same division standing in Mukden from the start reaches exactly the same hexes, 4 MP away.
    const fresh = inPhase(scene(base, { 'J 13 infantry': '3304' }), 'firstMovement', 'japanese');
    const reach = targets(fresh, 'J 13 infantry');
    expect(reach.some((h) => normalRange(reader(fresh), unit(fresh, 'J 13 infantry')).costTo(reader(fresh).board.cell(h)) === 4)).toBe(true);
    expect(targets(s, 'J 13 infantry')).toEqual(reach);
  });
});

describe('6.5 combined units are never reinforcements', () => {
  it('a corps may not be mobilized', () => {
    const s = inPhase(scene(base, {}), 'mobilization', 'japanese');
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J 15 A infantry' });
    expect(r.message).toMatch(/corps are built only by combining/);
    expect(r.rule).toBe('6.5');
  });
});

describe('6.6 amphibious entry: British, US and Japanese units may go aboard a task force', () => {
  it('a Japanese division may be placed with a Japanese amphibious task force, a client-state unit may not', () => {
    const s = inPhase(scene(base, { 'J Amph 1 amphibious-task-force': '2126' }), 'mobilization', 'japanese');
    expect(placementHexes(reader(s), 'J 13 infantry')).toContain('2126');
    expect(placementHexes(reader(s), 'MAN Manch 1 infantry')).not.toContain('2126');
  });
});

describe('6.8 a reinforcement with nowhere to enter is lost', () => {
  it('with every Dutch city held by the enemy, a Dutch unit bought is lost back to the pool, its VP spent', () => {
    const ctx = reader(base);
    const dutchCities = placementHexes(ctx, 'D 1 DEI infantry');
    const japanese = COUNTERS.filter((c) => c.side === 'japanese' && c.category === 'ground-combat').map((c) => c.id);
    const units: Record<string, string> = {};
    dutchCities.forEach((h, i) => (units[japanese[i]!] = h));
    const s = inPhase(scene(base, units), 'mobilization', 'allied');
    const r = play(s, { type: 'mobilize', side: 'allied', unit: 'D 1 DEI infantry' });
    expect(types(r.events)).toContain('entryBlocked');
    expect(openDecision(r.state)).toBeNull();
    expect(unit(r.state, 'D 1 DEI infantry')).toMatchObject({ at: null, box: 'pool' });
    expect(r.state.tracks['vp.allied']).toBe(A0 - 3);
  });
});

describe('6.9 eliminated units come back; headquarters never', () => {
  it('an eliminated division may be mobilized again; an eliminated headquarters may not', () => {
    let s = inPhase(scene(base, {}), 'mobilization', 'japanese');
    s = { ...s, units: s.units.map((u) => (u.id === 'J 4 infantry' || u.id === 'J KTA headquarters' ? { ...u, box: 'eliminated', steps: 0 } : u)) };
    expect(available(unit(s, 'J 4 infantry'))).toBe(true);
    const t = play(s, { type: 'mobilize', side: 'japanese', unit: 'J 4 infantry' }).state;
    expect(unit(t, 'J 4 infantry').steps).toBe(1);
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J KTA headquarters' });
    expect(r.message).toMatch(/never comes back/);
    expect(r.rule).toBe('6.9');
  });
});

describe('6.10 Chinese reinforcements (23.0 is missing: stand-in)', () => {
  const s = inPhase(scene(base, {}), 'mobilization', 'allied');
  const ctx = reader(s);
  it('Nationalist and Communist Chinese units are bought like any other, at the stand-in table\'s cost', () => {
    expect(play(s, { type: 'mobilize', side: 'allied', unit: 'ROC 1 Cav cavalry' }).state.tracks['vp.allied']).toBe(A0 - 1);
    expect(play(s, { type: 'mobilize', side: 'allied', unit: 'CCP N4 1 infantry' }).state.tracks['vp.allied']).toBe(A0 - 2);
  });
  it('Nationalist units enter in cities of the Nationalist Zone, Communist units in the Communist Zone', () => {
    const roc = placementHexes(ctx, 'ROC 1 Cav cavalry');
    const ccp = placementHexes(ctx, 'CCP N4 1 infantry');
    expect(roc.length).toBeGreaterThan(0);
    expect(ccp.length).toBeGreaterThan(0);
    for (const h of roc) expect(NATIONALIST_ZONE_HEXES, h).toContain(h);
    for (const h of ccp) expect(COMMUNIST_ZONE_HEXES, h).toContain(h);
  });
});

describe('6.11 the counter mix is the limit', () => {
  it('a counter already on the map cannot be mobilized again', () => {
    const s = inPhase(base, 'mobilization', 'japanese');
    const r = refusal(s, { type: 'mobilize', side: 'japanese', unit: 'J 2 infantry' });
    expect(r.message).toMatch(/already on the map/);
    expect(r.rule).toBe('6.11');
  });
  it('no more of a type than the sheet has: once every Japanese tank brigade is in play, none more is offered', () => {
    const tanks = GAME_COUNTERS.filter((c) => c.nationality === 'japanese' && c.type === 'armor').map((c) => c.id);
    expect(tanks).toHaveLength(2);
    let s = withVp(inPhase(scene(base, {}), 'mobilization', 'japanese'), 90, 30);
    const offered = (t: S) => actions(t, 'japanese', 'mobilize').map((a) => a['unit'] as string).filter((id) => tanks.includes(id));
    expect(offered(s)).toEqual(tanks);
    for (const id of tanks) {
      s = play(s, { type: 'mobilize', side: 'japanese', unit: id }).state;
      s = play(s, { type: 'enterAt', side: 'japanese', unit: id, hex: '3304' }).state;
    }
    expect(offered(s)).toEqual([]);
    expect(s.units.filter((u) => tanks.includes(u.id) && u.at !== null)).toHaveLength(2);
    for (const id of tanks) expect(refusal(s, { type: 'mobilize', side: 'japanese', unit: id }).rule).toBe('6.11');
  });
});

describe('7.1 and 7.2 breaking a corps down', () => {
  it('voluntarily in the owner\'s Reorganization Phase: the corps goes, its components come', () => {
    const s = inPhase(scene(base, { 'J 14 A infantry': '1933' }), 'reorganization', 'japanese');
    const r = play(s, { type: 'breakDown', side: 'japanese', unit: 'J 14 A infantry' });
    const into = r.events.find((e) => e.type === 'brokenDown')!['into'] as string[];
    expect(into).toHaveLength(3);
    for (const id of into) expect(counterOf(id)).toMatchObject({ nationality: 'japanese', type: 'infantry', size: 'xx' });
    expect(unit(r.state, 'J 14 A infantry')).toMatchObject({ at: null, box: 'pool' });
    for (const id of into) expect(unit(r.state, id).at).toBe('1933');
  });
  it('never outside the Reorganization Phase by choice', () => {
    const s = inPhase(scene(base, { 'J 14 A infantry': '1933' }), 'firstMovement', 'japanese');
    expect(refusal(s, { type: 'breakDown', side: 'japanese', unit: 'J 14 A infantry' }).code).toBe('not-now');
  });
  it('involuntarily to pay a combat loss: the corps breaks down less a division', () => {
    let s = inPhase(scene(base, { 'J 14 A infantry': '1027', 'B Bur D infantry': '1028', 'B 5 Ind infantry': '1028' }), 'firstCombat', 'japanese');
    s = play(s, { type: 'declareAttack', side: 'japanese', hex: '1028' }).state;
    s = play(s, { type: 'addAttacker', side: 'japanese', unit: 'J 14 A infantry' }).state;
    // 7 against (2 + 2) x2 = 7-8: 1-2; a 1 is AE, a 2 AL.
    const r = play(s, { type: 'resolveAttack', side: 'japanese' }, [2]);
    expect(r.events.find((e) => e.type === 'combat')!['result']).toBe('AL');
    const b = r.events.find((e) => e.type === 'brokenDown')!;
    expect(b).toMatchObject({ unit: 'J 14 A infantry', lost: 1, hex: '1027' });
    expect(b['into']).toHaveLength(2);
    for (const id of b['into'] as string[]) expect(unit(r.state, id).flags?.['attacked']).toBe(true);
  });
  it('supply units spent to combine are not given back on breakdown', () => {
    let s = inPhase(scene(base, { 'J 2 Tk mechanized': '3304', 'J 1 Tk armor': '3304', 'J Sup 1 supply': '3304' }), 'reorganization', 'japanese');
    s = play(s, { type: 'combine', side: 'japanese', hex: '3304', corps: 'J Mech mechanized' }).state;
    expect(unit(s, 'J Sup 1 supply')).toMatchObject({ at: null, box: 'pool' });
    s = play(s, { type: 'breakDown', side: 'japanese', unit: 'J Mech mechanized' }).state;
    expect(s.units.filter((u) => u.at === '3304').map((u) => counterOf(u.id).type).sort()).toEqual(['armor', 'mechanized']);
  });
});

describe('7.3 combining: one hex, general supply, the supply units the table asks for', () => {
  it('three Japanese divisions in supply in one hex combine into an infantry corps', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304', 'J 3 infantry': '3304', 'J 4 infantry': '3304' }), 'reorganization', 'japanese');
    expect(actions(s, 'japanese', 'combine').map((a) => a['corps']).sort()).toEqual(['J 14 A infantry', 'J 15 A infantry', 'J 16 A infantry', 'J 25 A infantry']);
    const r = play(s, { type: 'combine', side: 'japanese', hex: '3304', corps: 'J 15 A infantry' });
    expect(r.events.find((e) => e.type === 'combined')).toMatchObject({ unit: 'J 15 A infantry', from: ['J 2 infantry', 'J 3 infantry', 'J 4 infantry'], supply: [] });
    expect(unit(r.state, 'J 15 A infantry').steps).toBe(3);
  });
  it('not when the divisions are out of general supply', () => {
    // Kweiyang, deep in Allied-held China: no line runs through hexes the enemy controls.
    const s = inPhase(scene(base, { 'J 2 infantry': '1918', 'J 3 infantry': '1918', 'J 4 infantry': '1918' }), 'reorganization', 'japanese');
    expect(generalSupply(reader(s), 'japanese').inSupply(reader(s).board.cell('1918'))).toBe(false);
    expect(actions(s, 'japanese', 'combine')).toEqual([]);
    expect(refusal(s, { type: 'combine', side: 'japanese', hex: '1918', corps: 'J 15 A infantry' }).message).toMatch(/general supply/);
  });
  it('the British Mechanized Corps takes an Allied supply unit besides its divisions and brigade', () => {
    const three = { 'B 5 Ind infantry': '0322', 'B 7 Ind infantry': '0322', 'B 9 Ind infantry': '0322', 'B 7 Armd armor': '0322' };
    const without = inPhase(scene(base, three), 'reorganization', 'allied');
    expect(actions(without, 'allied', 'combine').map((a) => a['corps'])).not.toContain('B XV mechanized');
    const withSupply = inPhase(scene(base, { ...three, 'AL Sup 1 supply': '0322' }), 'reorganization', 'allied');
    expect(actions(withSupply, 'allied', 'combine').map((a) => a['corps'])).toContain('B XV mechanized');
  });
});

describe('7.4 one nationality; no reorganization at set-up', () => {
  it('a US division does not combine with British ones; nothing reorganizes while setting up', () => {
    const s = inPhase(scene(base, { 'B 5 Ind infantry': '0322', 'B 7 Ind infantry': '0322', 'US Phil infantry': '0322' }), 'reorganization', 'allied');
    expect(actions(s, 'allied', 'combine')).toEqual([]);
    const setup = startSetup(5);
    expect(game.legalActions(setup, 'japanese').map((a) => a.type)).not.toContain('combine');
  });
});

describe('7.5 only British and Japanese corps reorganize', () => {
  it('Nationalist Chinese corps (xxx) never break down', () => {
    const s = inPhase(scene(base, { 'ROC 2 infantry': '1916' }), 'reorganization', 'allied');
    const r = refusal(s, { type: 'breakDown', side: 'allied', unit: 'ROC 2 infantry' });
    expect(r.rule).toBe('7.5');
  });
});

describe('8.1 and 8.3 two movement phases; the second only by expending supply units', () => {
  const units = { 'J Sup 1 supply': '3304', 'J 2 infantry': '3305', 'J 3 infantry': '3808' };
  it('in the 1st phase any unit moves; in the 2nd only units within the radius of an expended supply unit, which stays', () => {
    const first = inPhase(scene(base, units), 'firstMovement', 'japanese');
    expect(targets(first, 'J 3 infantry').length).toBeGreaterThan(0);
    let s = inPhase(scene(base, units), 'secondMovement', 'japanese');
    expect(targets(s, 'J 2 infantry')).toEqual([]);
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    expect(targets(s, 'J 2 infantry').length).toBeGreaterThan(0);
    expect(targets(s, 'J 3 infantry')).toEqual([]); // more than 4 hexes away
    expect(targets(s, 'J Sup 1 supply')).toEqual([]);
    expect(refusal(s, { type: 'move', side: 'japanese', unit: 'J Sup 1 supply', to: '3305' }).message).toMatch(/expended/);
  });
  it('expended supply units are spent when the phase ends', () => {
    let s = inPhase(scene(base, units), 'secondMovement', 'japanese');
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    s = play(s, { type: 'endMovement', side: 'japanese' }).state;
    expect(unit(s, 'J Sup 1 supply')).toMatchObject({ at: null, box: 'pool' });
  });
});

describe('8.3 restrictions on 2nd phase movement', () => {
  it('a supply unit that moved in the 1st phase may be expended in the 2nd; all units in its radius may then move, but not it', () => {
    let s = inPhase(scene(base, { 'J Sup 1 supply': '3304', 'J 2 infantry': '3404', 'J 3 infantry': '3405' }), 'firstMovement', 'japanese');
    s = play(s, { type: 'move', side: 'japanese', unit: 'J Sup 1 supply', to: '3305' }).state;
    s = advanceUntil(s, (x) => x.phase === 'secondMovement');
    expect(actions(s, 'japanese', 'expendSupply').flatMap((a) => a['unit'])).toContain('J Sup 1 supply');
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    expect(targets(s, 'J 2 infantry').length).toBeGreaterThan(0);
    expect(targets(s, 'J 3 infantry').length).toBeGreaterThan(0);
    expect(targets(s, 'J Sup 1 supply')).toEqual([]);
  });
  it('a supply unit that moves in the 2nd phase may not be expended in it', () => {
    let s = inPhase(scene(base, { 'J Sup 1 supply': '3304', 'J Sup 2 supply': '3304' }), 'secondMovement', 'japanese');
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 2 supply' }).state;
    s = play(s, { type: 'move', side: 'japanese', unit: 'J Sup 1 supply', to: '3305' }).state;
    expect(actions(s, 'japanese', 'expendSupply')).toEqual([]);
    expect(refusal(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).rule).toBe('8.3');
  });
  it('amphibious movement in the 2nd phase too needs an expended supply unit; rail movement never', () => {
    const units = { 'J 5 infantry': '2126', 'J Amph 2 amphibious-task-force': '2126', 'J Sup 1 supply': '2126' };
    let s = inPhase(scene(base, units, { 'J 5 infantry': { railOk: true } }), 'secondMovement', 'japanese');
    expect(targets(s, 'J 5 infantry', 'landing')).toEqual([]);
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    expect(targets(s, 'J 5 infantry', 'landing').length).toBeGreaterThan(0);
    expect(actions(s, 'japanese', 'railMove')).toEqual([]);
  });
});

describe('8.2 two kinds of land movement, in any direction', () => {
  it('normal movement by the printed movement factor reaches every neighbour it may enter; rail movement is a verb of its own', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304' }, { 'J 2 infantry': { railOk: true } }), 'firstMovement', 'japanese');
    const ctx = reader(s);
    const land = ctx.board.neighbours('3304').filter((h) => !['sea', 'prohibited'].includes(ctx.board.terrain(h)));
    expect(land.length).toBeGreaterThan(2);
    for (const h of land) expect(targets(s, 'J 2 infantry')).toContain(h);
    const range = normalRange(ctx, unit(s, 'J 2 infantry'));
    for (const h of targets(s, 'J 2 infantry')) expect(range.costTo(ctx.board.cell(h))).toBeLessThanOrEqual(counterOf('J 2 infantry').factors[0]!.movement!);
    expect(targets(s, 'J 2 infantry', 'railMove').length).toBeGreaterThan(0);
  });
});

describe('8.4 and 8.5 movement: one unit at a time, once a phase, MP never saved', () => {
  it('a unit that has moved may not move again that phase', () => {
    let s = inPhase(scene(base, { 'J 2 infantry': '3304' }), 'firstMovement', 'japanese');
    s = play(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '3305' }).state;
    const r = refusal(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '3304' });
    expect(r.message).toMatch(/already moved/);
    expect(r.rule).toBe('8.5');
  });
  it('the move costs MP from the allowance; moving is for one\'s own phase only', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304' }), 'firstMovement', 'japanese');
    const range = normalRange(reader(s), unit(s, 'J 2 infantry'));
    for (const h of targets(s, 'J 2 infantry')) expect(range.costTo(reader(s).board.cell(h))).toBeLessThanOrEqual(4);
    expect(refusal(inPhase(s, 'firstMovement', 'allied'), { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '3305' }).code).toBe('not-your-turn');
  });
});

describe('8.4 the player traces the path; the hexes it enters come under control', () => {
  // 2412 to 2513 in Allied-held China: two hexes touch both, and either may be the way.
  const s = inPhase(scene(base, { 'J 2 infantry': '2412' }), 'firstMovement', 'japanese');
  const ctx = reader(s);
  const ways = ctx.board.neighbours('2412').filter((h) => ctx.board.neighbours(h).includes('2513'));
  const move = (path?: string[]) => ({ type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '2513', ...(path ? { path } : {}) });
  it('a path through either hex is the player\'s to choose; only the hexes entered change hands', () => {
    expect(ways).toHaveLength(2);
    for (const h of [...ways, '2513']) expect(controlOf(ctx, h)).toBe('allied');
    for (const [i, via] of ways.entries()) {
      const r = play(s, move([via, '2513']));
      expect(controlOf(reader(r.state), via)).toBe('japanese');
      expect(controlOf(reader(r.state), '2513')).toBe('japanese');
      expect(controlOf(reader(r.state), ways[1 - i]!)).toBe('allied');
      expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ from: '2412', to: '2513', path: ['2412', via, '2513'] });
    }
  });
  it('without a path, the cheapest one is taken and reported', () => {
    const r = play(s, move());
    const path = r.events.find((e) => e.type === 'moved')!['path'] as string[];
    expect(path[0]).toBe('2412');
    expect(path[path.length - 1]).toBe('2513');
    for (const h of path.slice(1)) expect(controlOf(reader(r.state), h)).toBe('japanese');
  });
  it('a path is refused, citing the rule, when it breaks one: not ending at the hex chosen, not contiguous, too costly, into an enemy, on past an enemy zone of control', () => {
    expect(refusal(s, move([ways[0]!])).message).toMatch(/ends in .*, not 2513/);
    expect(refusal(s, move(['2513'])).message).toMatch(/not next to 2412 \(8\.4\)/);
    const far = refusal(s, move([ways[0]!, ways[1]!, ways[0]!, ways[1]!, '2513']));
    expect(far.message).toMatch(/costs more than its 4 MP \(8\.4\)/);
    // An enemy division in one of the two hexes: a path through it is refused whatever hex it leads to.
    const enemy = inPhase(scene(base, { 'J 2 infantry': '2412', 'ROC 2 infantry': ways[0]! }), 'firstMovement', 'japanese');
    const open = targets(enemy, 'J 2 infantry');
    const into = refusal(enemy, { ...move([ways[0]!, open[0]!]), to: open[0]! });
    expect([into.message, into.rule]).toEqual([`J 2 infantry may not enter ${ways[0]}: an enemy unit is there (8.6)`, '8.6']);
    // An enemy zone of control on the way: the unit must stop on entering it (the enemy two hexes off, touching only the first way).
    const ez = reader(s).board.neighbours(ways[1]!).find((h) => ![...reader(s).board.neighbours('2412'), ...reader(s).board.neighbours('2513'), ways[0]!, '2412', '2513'].includes(h))!;
    const zoc = inPhase(scene(base, { 'J 2 infantry': '2412', 'ROC 2 infantry': ez }), 'firstMovement', 'japanese');
    expect(targets(zoc, 'J 2 infantry')).toContain('2513');
    const stop = refusal(zoc, move([ways[1]!, '2513']));
    expect([stop.message, stop.rule]).toEqual([`J 2 infantry entered an enemy zone of control at ${ways[1]} and must stop there (8.7)`, '8.7']);
    expect(play(zoc, move([ways[0]!, '2513'])).state.units.find((u) => u.id === 'J 2 infantry')!.at).toBe('2513');
  });
});

/** The first neighbour of a hex that passes a test. */
const neighbour = (s: S, hex: string, ok: (h: string) => boolean): string => reader(s).board.neighbours(hex).find(ok)!;
const cost = (s: S, id: string, to: string) => normalRange(reader(s), unit(s, id)).costTo(reader(s).board.cell(to));
/** The MP of one step for a movement class, straight from the compiled TEC. */
const step = (cls: keyof typeof MOVEMENT_COSTS, from: string, to: string) => {
  const ctx = reader(base);
  return ctx.board.costs(MOVEMENT_COSTS[cls]).step[ctx.board.cell(from) * 6 + ctx.board.direction(from, to)]!;
};

describe('8.5 motorized units barred from some terrain', () => {
  it('a headquarters may not enter a roadless mountain hex that an infantry division may', () => {
    const s = inPhase(scene(base, { 'J KTA headquarters': '3301', 'J 2 infantry': '3301' }), 'firstMovement', 'japanese');
    const ctx = reader(s);
    const mountain = neighbour(s, '3301', (h) => ctx.board.terrain(h) === 'mountain' && !ctx.board.hasLink(h, 'road') && !ctx.board.hasLink(h, 'railroad'));
    expect(targets(s, 'J 2 infantry')).toContain(mountain);
    expect(targets(s, 'J KTA headquarters')).not.toContain(mountain);
    expect(cost(s, 'J 2 infantry', mountain)).toBe(3);
  });
});

describe('8.6 the minimum move', () => {
  it('a unit may always move one hex by spending its whole allowance, into terrain it may enter', () => {
    const s = inPhase(scene(base, { 'J KorG garrison': '3301' }), 'firstMovement', 'japanese');
    const ctx = reader(s);
    const mountain = neighbour(s, '3301', (h) => ctx.board.terrain(h) === 'mountain' && !ctx.board.hasLink(h, 'road'));
    expect(counterOf('J KorG garrison').factors[0]!.movement).toBe(2); // less than the mountain's 3 MP
    expect(targets(s, 'J KorG garrison')).toContain(mountain);
    const r = play(s, { type: 'move', side: 'japanese', unit: 'J KorG garrison', to: mountain });
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ how: 'by the minimum move', rule: '8.6' });
  });
  it('never from one enemy zone of control straight into another, never into an enemy hex', () => {
    // The garrison stands next to an Allied division, in its ZOC; so do two of its own neighbours.
    const s = inPhase(scene(base, { 'J KorG garrison': '3503', 'ROC 2 infantry': '3403' }), 'firstMovement', 'japanese');
    const ctx = reader(s);
    const zoc = zocOf(ctx, 'allied');
    const inZoc = (h: string) => zoc[ctx.board.cell(h)]! > 0;
    expect(inZoc('3503')).toBe(true);
    const range = normalRange(ctx, unit(s, 'J KorG garrison'));
    // 3404 is in the ZOC too: it is reached only by leaving it first (through 3504), at 2 MP, not straight across.
    expect(inZoc('3404')).toBe(true);
    expect(ctx.map.labels[range.previousOf(ctx.board.cell('3404'))]).toBe('3504');
    for (const c of range.cells) if (zoc[c]) expect(zoc[range.previousOf(c)]).toBe(0);
    expect(targets(s, 'J KorG garrison')).not.toContain('3403');
    expect(refusal(s, { type: 'move', side: 'japanese', unit: 'J KorG garrison', to: '3403' }).message).toMatch(/enemy unit is there/);
  });
});

describe('8.6 a hex holding only enemy naval units is enemy-occupied', () => {
  it('a land unit may not enter a port where only enemy ships lie (5.3 calls such a hex "occupied solely by naval units"); it may attack them', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3130', 'US Asiatic F bombardment-task-force': '3129' }), 'firstMovement', 'japanese');
    expect(targets(s, 'J 2 infantry')).not.toContain('3129');
    const r = refusal(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '3129' });
    expect([r.message, r.rule]).toEqual(['J 2 infantry may not enter 3129: an enemy unit is there (8.6)', '8.6']);
    expect(actions(inPhase(s, 'firstCombat', 'japanese'), 'japanese', 'declareAttack').map((a) => a['hex'])).toContain('3129');
  });
});

describe('8.7 zones of control stop movement', () => {
  it('a unit entering an enemy ZOC stops there: hexes beyond it are reached only round it', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3301', 'ROC 2 infantry': '3503' }), 'firstMovement', 'japanese');
    const range = normalRange(reader(s), unit(s, 'J 2 infantry'));
    const ctx = reader(s);
    for (const c of range.cells) {
      const prev = range.previousOf(c);
      // Nothing is reached through an enemy ZOC hex.
      if (prev >= 0 && prev !== range.from) expect(ctx.board.neighbours(ctx.map.labels[prev]!).includes('3503')).toBe(false);
    }
  });
});

describe('8.8 terrain costs, with hexside costs added', () => {
  it('clear costs 1; crossing a river adds its cost to the hex\'s', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304', 'J KTA headquarters': '3304' }), 'firstMovement', 'japanese');
    expect(reader(s).board.crosses('3304', '3303', 'river')).toBe(true);
    expect(step('non-mechanized', '3304', '3303')).toBe(2); // clear 1 + river 1
    expect(step('motorized', '3304', '3303')).toBe(3); // clear 1 + river 2 for motorized units
    expect(cost(s, 'J 2 infantry', '3303')).toBe(2);
  });
});

describe('8.9 roads and railroads as roads', () => {
  it('1 MP a hex on foot, ½ mechanized; the road crosses the river and ignores the hex\'s terrain', () => {
    const s = inPhase(scene(base, { 'J 2 infantry': '3304', 'J 1 Tk armor': '3304' }), 'firstMovement', 'japanese');
    expect(reader(s).board.crosses('3304', '3205', 'river')).toBe(true);
    expect(reader(s).board.linked('3304', '3205', 'railroad')).toBe(true);
    expect(cost(s, 'J 2 infantry', '3205')).toBe(1);
    expect(cost(s, 'J 1 Tk armor', '3205')).toBe(0.5);
  });
  it('a road into jungle costs the road\'s rate; mechanized units enter jungle only by road', () => {
    const s = inPhase(scene(base, { 'B 5 Ind infantry': '1440', 'B 7 Armd armor': '1440' }), 'firstMovement', 'allied');
    expect(reader(s).board.terrain('1540')).toBe('jungle');
    expect(cost(s, 'B 5 Ind infantry', '1540')).toBe(1);
    expect(cost(s, 'B 7 Armd armor', '1540')).toBe(0.5);
    const ctx = reader(s);
    const roadless = ctx.board.neighbours('1540').find((h) => ctx.board.terrain(h) === 'jungle' && !ctx.board.linked('1540', h, 'road') && !ctx.board.linked('1540', h, 'railroad'))!;
    expect(step('mechanized', '1540', roadless)).toBe(Infinity);
    expect(step('non-mechanized', '1540', roadless)).toBe(3);
  });
  it('a railroad is a road whoever controls it', () => {
    const s = withData(inPhase(scene(base, { 'J 2 infantry': '3304' }), 'firstMovement', 'japanese'), { captured: { '3205': 'allied', '3305': 'allied' } });
    expect(cost(s, 'J 2 infantry', '3205')).toBe(1);
  });
});

describe('8.10 supply units move along rivers at ½ MP: along them, not across', () => {
  it('crossing a river costs a supply unit what it costs any motorized unit; following its bank costs ½ MP', () => {
    let along = 0;
    for (const sides of RIVER_HEXSIDES.values()) {
      for (const [a, b] of sides) {
        if (reader(base).board.linked(a, b, 'road') || reader(base).board.linked(a, b, 'railroad')) continue;
        expect(step('supply', a, b), `${a}/${b}`).toBe(step('motorized', a, b));
        expect(step('supply', b, a), `${b}/${a}`).toBe(step('motorized', b, a));
      }
      // A step between two hexes of one bank, each with the river along a side, is river movement.
      const banks = new Set(sides.flat());
      for (const a of banks) for (const b of reader(base).board.neighbours(a)) if (banks.has(b) && !sides.some(([x, y]) => (x === a && y === b) || (x === b && y === a)) && step('supply', a, b) === SUPPLY_RIVER_COST) along++;
    }
    expect(along).toBeGreaterThan(100);
  });

  it('a supply unit enters a mountain hex along the river at ½ MP; a headquarters may not enter it at all', () => {
    const s = inPhase(scene(base, { 'AL Sup 1 supply': '1711', 'B MC headquarters': '1711' }), 'firstMovement', 'allied');
    const ctx = reader(s);
    expect(ctx.board.terrain('1812')).toBe('mountain');
    expect(ctx.board.hasLink('1812', 'road')).toBe(false);
    expect(cost(s, 'AL Sup 1 supply', '1812')).toBe(0.5);
    expect(targets(s, 'B MC headquarters')).not.toContain('1812');
  });
});

describe('8.11 rail movement: 1 MP, then any distance through friendly rail hexes', () => {
  const units = { 'J 2 infantry': '3304' };
  it('from Mukden along the railroads of Manchukuo, far beyond the allowance', () => {
    const s = inPhase(scene(base, units, { 'J 2 infantry': { railOk: true } }), 'firstMovement', 'japanese');
    const far = targets(s, 'J 2 infantry', 'railMove');
    expect(far).toContain('3902');
    expect(reader(s).board.distance('3304', '3902')).toBeGreaterThan(4);
    const r = play(s, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3902' });
    expect(unit(r.state, 'J 2 infantry')).toMatchObject({ at: '3902', flags: { moved: true } });
  });
  it('a rail move is the unit\'s whole move, entirely by rail: it ends on the railroad and no normal movement joins it that phase', () => {
    const s = inPhase(scene(base, units, { 'J 2 infantry': { railOk: true } }), 'firstMovement', 'japanese');
    for (const h of targets(s, 'J 2 infantry', 'railMove')) expect(reader(s).board.hasLink(h, 'railroad'), h).toBe(true);
    const railed = play(s, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3902' }).state;
    expect(targets(railed, 'J 2 infantry')).toEqual([]);
    expect(refusal(railed, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: reader(railed).board.neighbours('3902')[0]! }).rule).toBe('8.5');
    const walked = play(s, { type: 'move', side: 'japanese', unit: 'J 2 infantry', to: '3305' }).state;
    expect(targets(walked, 'J 2 infantry', 'railMove')).toEqual([]);
    expect(refusal(walked, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3902' }).rule).toBe('8.5');
  });
  it('never through a rail hex the enemy controls', () => {
    const s = withData(inPhase(scene(base, units, { 'J 2 infantry': { railOk: true } }), 'firstMovement', 'japanese'), { captured: { '3404': 'allied' } });
    expect(targets(s, 'J 2 infantry', 'railMove')).not.toContain('3404');
    expect(refusal(s, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3404' }).rule).toBe('8.11');
  });
});

describe('8.12 rail movement restrictions: start in general supply, 1st Movement Phase only', () => {
  it('units in general supply are marked ready as the 1st Movement Phase begins; others may not use rail', () => {
    // Both stand on railroads: Mukden in supply, Kunming (1520, deep in Allied-held China) out of it.
    const s = withData(inPhase(scene(base, { 'J 2 infantry': '3304', 'J 3 infantry': '1520' }), 'mobilization', 'japanese'), { captured: { '1520': 'japanese' } });
    expect(reader(s).board.hasLink('1520', 'railroad')).toBe(true);
    expect(inGeneralSupply(reader(s), unit(s, 'J 3 infantry'))).toBe(false);
    const t = advanceUntil(s, (x) => x.phase === 'firstMovement');
    expect(unit(t, 'J 2 infantry').flags?.['railOk']).toBe(true);
    expect(unit(t, 'J 3 infantry').flags?.['railOk']).toBeUndefined();
    expect(targets(t, 'J 3 infantry', 'railMove')).toEqual([]);
    const rail = reader(t).board.neighbours('1520').find((h) => reader(t).board.linked('1520', h, 'railroad'))!;
    expect(refusal(t, { type: 'railMove', side: 'japanese', unit: 'J 3 infantry', to: rail }).message).toMatch(/did not start the phase in general supply/);
    const noRail = inPhase(scene(base, { 'J 2 infantry': '3304' }), 'firstMovement', 'japanese');
    expect(targets(noRail, 'J 2 infantry', 'railMove')).toEqual([]);
    expect(refusal(noRail, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3902' }).message).toMatch(/did not start the phase in general supply/);
  });
  it('never in the 2nd Movement Phase', () => {
    let s = inPhase(scene(base, { 'J 2 infantry': '3304', 'J Sup 1 supply': '3304' }, { 'J 2 infantry': { railOk: true } }), 'secondMovement', 'japanese');
    s = play(s, { type: 'expendSupply', side: 'japanese', unit: 'J Sup 1 supply' }).state;
    expect(actions(s, 'japanese', 'railMove')).toEqual([]);
    expect(refusal(s, { type: 'railMove', side: 'japanese', unit: 'J 2 infantry', to: '3902' }).message).toMatch(/1st Movement Phase/);
  });
});

export { type S };
