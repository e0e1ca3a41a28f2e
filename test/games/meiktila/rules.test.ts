import { describe, expect, it } from 'vitest';
import { meiktila } from '../../../games/meiktila';
import { counters } from '../../../games/meiktila/data/counters';
import { AIRFIELDS, LAKE, MEIKTILA, TOWNS } from '../../../games/meiktila/data/map';
import { crt, supplyTable, VICTORY_LEVELS } from '../../../games/meiktila/data/tables';
import { combat, eligibleAttackers } from '../../../games/meiktila/rules/combat';
import { canActivate, stackOk } from '../../../games/meiktila/rules/common';
import { allowanceOf, destinations } from '../../../games/meiktila/rules/movement';
import { canTrace, japaneseEdge, supplyDetermination } from '../../../games/meiktila/rules/supply';
import { airPowerPhase, endPhase, victory } from '../../../games/meiktila/rules/turn';
import { settle } from '../../../src/engine/run';
import { Working } from '../../../src/engine/context';
import { openDecision } from '../../../src';
import { type CombatUnderWay } from '../../../src/public/combat';
import { victoryLevels } from '../../../src/public/procedures';
import { withRolls } from '../../../src/testing';
import { act, activation, attackPlan, cupOf, distance, firstActivation, onTurn, onlyUnits, placeUnits, play, reader, refused, runHook, start, unit, withAct, withData, type S } from './helpers';

const base = firstActivation(1, { banzai: true });
/** An activation with only the named units on the map. */
function scene(units: Record<string, string>, marker: string, side: 'allied' | 'japanese', stage: 'move' | 'attack', extra: Partial<S['data']> = {}, order: 'moveAttack' | 'attackMove' = 'moveAttack'): S {
  let s = onlyUnits(base, units);
  s = withData(s, { ips: {}, alliedAir: 0, airFree: { allied: 0, japanese: 0 }, sentai: 0, ...extra });
  return activation(s, marker, side, stage, marker.endsWith('DR') ? 6 : null, order);
}
const dests = (s: S, id: string) => destinations(reader(s), unit(s, id));
/** The odds, shifts and strengths of an attack, before the roll. */
const sums = (s: S, plan: CombatUnderWay) => combat.preview(reader(s), plan);
/** Runs the cup's start (the markers chosen for the turn) on a state. */
const chooseMarkers = (s: S) => runHook(s, [], (c) => c.call('cup')).state;

describe('3.0 and 10.0 set-up (quickSetup: the fixed stand-in deployment)', () => {
  const s = start(3);
  it('places the Allies within one hex of Meiktila, an airfield or a town, Border battalions held back', () => {
    const anchors = [MEIKTILA, ...AIRFIELDS, ...TOWNS];
    for (const u of s.units.filter((x) => x.side === 'allied')) {
      if (u.id.endsWith('Border')) expect(u).toMatchObject({ at: null, box: 'reinforcements' });
      else expect(anchors.some((a) => distance(a, u.at!) <= 1), u.id).toBe(true);
    }
  });
  it('places the 55th Regiment and 1/14 Tank on the north edge, not next to Allied units, in improved positions', () => {
    const jap = s.units.filter((u) => u.side === 'japanese' && u.at);
    expect(jap.map((u) => u.id).sort()).toEqual(['1/14 Tk', '1/55', '2/55', '3/55']);
    for (const u of jap) {
      expect(u.at!.slice(1)).toBe('1');
      for (const a of s.units.filter((x) => x.side === 'allied' && x.at)) expect(distance(u.at!, a.at!)).toBeGreaterThan(1);
    }
    expect(Object.keys(start(3).data.ips).sort()).toEqual(['L1', 'M1', 'N1']);
  });
  it('starts at Supply Level 4 and 0 VP', () => {
    expect(start(5).tracks['vp.allied']).toBe(0);
    expect(start(5).tracks['vp.japanese']).toBe(0);
    expect(meiktila.definition.tracks!['supply']!.start).toBe(4);
    // The supply phase of turn 1 may already have rolled: the level started at 4 and moved by at most 2.
    expect(Math.abs(start(5).tracks['supply']! - 4)).toBeLessThanOrEqual(2);
  });
  it('10.1: one Allied activation marker, a formation marker, until a Japanese unit attacks', () => {
    const s8 = { ...base, tracks: { ...base.tracks, supply: 8 }, stack: [] };
    for (let seed = 1; seed < 12; seed++) {
      const before = chooseMarkers(withRolls(withData({ ...s8, seed }, { japaneseAttacked: false }), []));
      const allied = cupOf(before)!.markers['allied']!;
      expect(allied).toHaveLength(1);
      // 10.1 says one formation marker: never "all units" or "units by die roll".
      expect(['A-48', 'A-63', 'A-99', 'A-255']).toContain(allied[0]);
    }
    const after = chooseMarkers(withData(s8, { japaneseAttacked: true }));
    expect(cupOf(after)!.markers['allied']).toHaveLength(3);
  });
});

describe('4.0 turn sequence', () => {
  it('plays a whole turn: air power, supply, activations, end phase, into turn 2', () => {
    let s = start(2);
    expect(s.turn).toBe(1);
    expect(['supply', 'activation']).toContain(s.phase);
    let n = 0;
    while (s.turn === 1) {
      const side = meiktila.actingSides(s)[0]!;
      const acts = meiktila.legalActions(s, side);
      const a = acts.find((x) => x.type === 'pass') ?? acts.find((x) => x.type === 'endMove' || x.type === 'endAttacks') ?? acts[0]!;
      s = play(s, a).state;
      expect(++n).toBeLessThan(500);
    }
    expect(s.turn).toBe(2);
    expect(cupOf(s)?.drawn ?? []).toHaveLength(0);
  });
  it('4.3: the loop ends when both players pass', () => {
    let s = withAct(activation(base, 'A-ALL', 'allied', 'move', null, 'moveAttack', ['J-18']), { stage: 'order', order: null });
    s = play(s, { type: 'pass', side: 'allied' }).state;
    expect(act(s)?.marker).toBe('J-18');
    s = play(s, { type: 'pass', side: 'japanese' }).state;
    expect(s.turn).toBe(2);
  });
  it('4.3: the initiative player picks the first marker; the rest go in the cup', () => {
    const s = advanceToSetup();
    const side = s.data.initiative!;
    const cup = cupOf(s)!;
    const pick = cup.markers[side]![0]!;
    const next = play(s, { type: 'chooseFirst', side, marker: pick }).state;
    expect(cupOf(next)!.drawn[0]).toBe(pick);
    expect(cupOf(next)!.cup).not.toContain(pick);
    expect(cupOf(next)!.cup.length).toBe(cup.markers['allied']!.length + cup.markers['japanese']!.length - 1);
  });
  it('4.4: the end phase lowers supply by a die (even 1, odd 2), and OoS and Fired markers and interdiction go as the turn ends', () => {
    let s = withData({ ...base, phase: 'end', flow: { ...base.flow, value: { turn: 'end' } }, tracks: { ...base.tracks, supply: 5 }, stack: [] }, { air: { supply: 0, north: 1, south: 1 } });
    s = { ...s, units: s.units.map((u) => (u.id === '1 WY' ? { ...u, flags: { oos: true, fired: true } } : u)) };
    // The end roll, then the next turn's air power (3 Allied air units: its supply phase waits for their allocation).
    const w = new Working(meiktila as never, withRolls(s, [4, 3, 1, 6]) as never);
    endPhase(w as never);
    settle(meiktila as never, w as never);
    const even = w.finish() as S;
    expect(even.tracks['supply']).toBe(4);
    expect(unit(even, '1 WY').flags?.['oos']).toBeUndefined();
    expect(unit(even, '1 WY').flags?.['fired']).toBeUndefined();
    expect(even.data.air).toBeNull();
    expect(runHook(s, [3], (c) => endPhase(c)).state.tracks['supply']).toBe(3);
  });
});

function advanceToSetup(): S {
  for (let seed = 1; seed < 50; seed++) {
    let s = start(seed);
    while (s.phase === 'supply') {
      const acts = meiktila.legalActions(s, 'allied');
      s = play(s, acts[acts.length - 1]!).state;
    }
    if (s.phase === 'activation' && cupOf(s) && !act(s)) return s;
  }
  throw new Error('no seed');
}

function supplyState(): S {
  for (let seed = 1; seed < 50; seed++) {
    const s = start(seed);
    if (s.phase === 'supply') return s;
  }
  throw new Error('no seed');
}

describe('4.1 initiative and air power determination', () => {
  it('air power first, then both roll; the Allies add 1 with air units; the higher roll has the initiative', () => {
    const r = runHook(base, [2, 4, 3], (c) => airPowerPhase(c));
    expect(r.events.map((e) => e.type).filter((t) => t === 'airPower' || t === 'initiative')).toEqual(['airPower', 'initiative']);
    expect(r.events.find((e) => e.type === 'initiative')).toMatchObject({ allied: 5, japanese: 3, airBonus: 1, winner: 'allied' });
  });
  it('the winner is recorded for the turn and chooses first', () => {
    const r = runHook(base, [6, 2, 5], (c) => airPowerPhase(c));
    expect(r.state.data.initiative).toBe('japanese');
  });
});

describe('4.2 supply phase', () => {
  it('the Allied player allocates his air units first; the Supply Table roll follows at once', () => {
    const s = withData(supplyState(), { alliedAir: 2 });
    expect(meiktila.actingSides(s)).toEqual(['allied']);
    const r = play(withRolls(s, [4]), { type: 'allocateAir', side: 'allied', supply: 1, north: 1, south: 0 });
    const types = r.events.map((e) => e.type);
    expect(types.indexOf('airAllocated')).toBeLessThan(types.indexOf('tableRoll'));
    expect(r.state.data.air).toEqual({ supply: 1, north: 1, south: 0 });
  });
  it('4.2.1 Allied supply determination: a unit that cannot trace, or fails its roll, is out of supply', () => {
    const s = { ...onlyUnits(base, { '1 WY': 'J13', '1/7 GR': 'S20' }), tracks: { ...base.tracks, supply: 4 } };
    const r = runHook(s, [4, 1], supplyDetermination).state;
    expect(unit(r, '1/7 GR').flags?.['oos']).toBe(true); // no supply line
    expect(unit(r, '1 WY').flags?.['oos']).toBe(false); // 1 on the status roll
  });
  it('4.2.2 Japanese supply determination: each unit tracing a line rolls; cut-off units are out of supply', () => {
    const s = { ...onlyUnits(base, { '1/55': 'J2', '2/55': 'J12', '1 WY': 'J13', '1/7 GR': 'I12', '4/12 FFR': 'K13', '6/15 Punjab': 'I13', '1/10 GR': 'J14', '9/12 FFR': 'K12', '7/10 Baluch': 'I11', '1 Sikh LI': 'J11' }), tracks: { ...base.tracks, supply: 8 } };
    const r = runHook(s, [4, 5], supplyDetermination);
    const status = r.events.find((e) => e.type === 'supplyStatus' && e['side'] === 'japanese')!;
    expect(status['rolled']).toBe(1);
    expect(unit(r.state, '1/55').flags?.['oos']).toBe(true); // rolled 5 > 4
    expect(unit(r.state, '2/55').flags?.['oos']).toBe(true); // surrounded: cut off
  });
});

describe('5.1 air power determination', () => {
  it('1-5 gives that many Allied air units; Allied +1 on the initiative roll with air', () => {
    const r = runHook(base, [3, 3, 4, 5, 1], (c) => airPowerPhase(c));
    expect(r.state.data.alliedAir).toBe(3);
    // 3+1 = 4 ties 4: rolled again, 5+1 beats 1.
    expect(r.events.filter((e) => e.type === 'initiative')).toMatchObject([{ allied: 6, japanese: 1, winner: 'allied' }]);
  });
  it('the first and second 6 bring the 64th Sentai, later 6s nothing', () => {
    const first = runHook(withData(base, { sixes: 0 }), [6, 1, 2], (c) => airPowerPhase(c)).state.data;
    expect(first).toMatchObject({ sentai: 1, alliedAir: 0, sixes: 1, airFree: { japanese: 1 } });
    const second = runHook(withData(base, { sixes: 1 }), [6, 1, 2], (c) => airPowerPhase(c)).state.data;
    expect(second).toMatchObject({ sentai: 2, airFree: { japanese: 1 } });
    const third = runHook(withData(base, { sixes: 2 }), [6, 1, 2], (c) => airPowerPhase(c)).state.data;
    expect(third).toMatchObject({ sentai: 0, alliedAir: 0, airFree: { allied: 0, japanese: 0 } });
  });
});

describe('5.2 air unit effects', () => {
  it('each air unit shifts one column for its owner, attack or defence', () => {
    const s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY'], { air: 2, defAir: 1 })).shifts.map((x) => x.shift)).toEqual([2, -1]);
  });
  it('5.2.1: at most 2 air units on Air Supply', () => {
    const s = withData(supplyState(), { alliedAir: 4 });
    const list = meiktila.legalActions(s, 'allied').filter((a) => a.type === 'allocateAir');
    expect(Math.max(...list.map((a) => a['supply'] as number))).toBe(2);
    expect(refused(s, { type: 'allocateAir', side: 'allied', supply: 3, north: 0, south: 0 })).toMatch(/supply/);
  });
  it('5.2.2: interdiction adds 1 to Japanese supply status rolls for that edge', () => {
    const s = withData(onlyUnits(base, { '1 WY': 'J13', '1/55': 'J2' }), { air: { supply: 0, north: 1, south: 1 }, sentai: 0 });
    const r = runHook({ ...s, tracks: { ...s.tracks, supply: 4 } }, [1, 1, 4], (c) => supplyDetermination(c)).state;
    expect(unit(r, '1 WY').flags?.['oos']).toBe(false);
    expect(unit(r, '1/55').flags?.['oos']).toBe(true); // 4 + 1 > 4
  });
});

describe('6.1 turn sequence determination', () => {
  it('each activation begins with the choice of its order, move then attack or attack then move, or a pass', () => {
    const s = withAct(activation(base, 'A-48', 'allied', 'move'), { stage: 'order', order: null });
    expect(meiktila.legalActions(s, 'allied')).toEqual([
      { type: 'chooseOrder', side: 'allied', order: 'moveAttack' },
      { type: 'chooseOrder', side: 'allied', order: 'attackMove' },
      { type: 'pass', side: 'allied' },
    ]);
    const attackFirst = play(s, { type: 'chooseOrder', side: 'allied', order: 'attackMove' }).state;
    expect(act(attackFirst)!.stage).toBe('attack');
    expect(meiktila.legalActions(attackFirst, 'allied').some((a) => a.type === 'move')).toBe(false);
  });
});

describe('6.1.1 activation markers', () => {
  it('counts markers by Supply Level and initiative', () => {
    const s5 = withData({ ...base, tracks: { ...base.tracks, supply: 5 }, stack: [] }, { japaneseAttacked: true, initiative: 'japanese' });
    const d = cupOf(chooseMarkers(s5))!;
    expect(d.markers['allied']).toHaveLength(2);
    expect(d.markers['japanese']).toHaveLength(3);
    const s2 = withData({ ...base, tracks: { ...base.tracks, supply: 2 }, stack: [] }, { japaneseAttacked: true, initiative: 'allied' });
    const d2 = cupOf(chooseMarkers(s2))!;
    expect(d2.markers['allied']).toHaveLength(1);
    expect(d2.markers['japanese']).toHaveLength(2);
  });
  it('a formation marker activates its formation; Japanese independents and 14th Tank with any Japanese marker', () => {
    const s = scene({ '1/55': 'J2', '1/14 Tk': 'K2', NF: 'L2', '1/106': 'J20' }, 'J-18', 'japanese', 'move');
    const ctx = reader(s);
    expect(canActivate(ctx, unit(s, '1/55'))).toBe(true);
    expect(canActivate(ctx, unit(s, '1/14 Tk'))).toBe(true);
    expect(canActivate(ctx, unit(s, 'NF'))).toBe(true);
    expect(canActivate(ctx, unit(s, '1/106'))).toBe(false);
  });
  it('a die-roll marker activates up to the rolled number of units', () => {
    let s = scene({ '1 WY': 'J13', '1/7 GR': 'J12', '4/12 FFR': 'I13' }, 'A-DR', 'allied', 'move');
    s = withAct(s, { limit: 1 });
    const moved = play(s, meiktila.legalActions(s, 'allied').find((a) => a.type === 'move' && a['unit'] === '1 WY')!).state;
    expect(meiktila.legalActions(moved, 'allied').filter((a) => a.type === 'move')).toEqual([]);
  });
  it('attack-then-move attacks get 1 right shift', () => {
    const s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack', {}, 'attackMove');
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY'])).shifts).toMatchObject([{ shift: 1, rule: '6.1.1' }]);
  });
});

describe('6.2 movement', () => {
  it('moves along roads at 1/2 MP, never into the lake or an enemy-occupied hex; forced march doubles', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'J10' }, 'A-ALL', 'allied', 'move');
    const d = dests(s, '1 WY');
    expect(d.some((x) => x.to === 'J16' && !x.march)).toBe(true);
    expect(d.some((x) => x.to === 'J19' && !x.march)).toBe(true); // 6 road hexes = 3 MP
    expect(d.some((x) => x.to === 'J22' && x.march)).toBe(true); // forced march only
    expect(d.some((x) => LAKE.includes(x.to))).toBe(false);
    expect(d.some((x) => x.to === 'J10')).toBe(false);
  });
  it('a unit may always move one hex with all its MP', () => {
    const s = scene({ '1 Ind Med': 'E14' }, 'A-ALL', 'allied', 'move');
    const oos = { ...s, units: s.units.map((u) => (u.id === '1 Ind Med' ? { ...u, flags: { oos: true } } : u)) };
    expect(allowanceOf(reader(oos), unit(oos, '1 Ind Med'))).toBe(1);
    expect(dests(oos, '1 Ind Med').some((x) => x.to === 'D14' && !x.march)).toBe(true); // jungle costs 2
  });
  it('jungle costs 2 MP a hex (the stand-in Terrain Effects Chart): 3 MP go one jungle hex deep, a second only by forced march', () => {
    const s = scene({ '1 WY': 'E16' }, 'A-ALL', 'allied', 'move');
    const d = dests(s, '1 WY');
    expect(d.find((x) => x.to === 'D16')).toMatchObject({ march: false });
    expect(d.find((x) => x.to === 'C16')).toMatchObject({ march: true });
  });
  it('refuses a move to an unreachable hex, naming the rule and which reason applies', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'J10' }, 'A-ALL', 'allied', 'move');
    expect(refused(s, { type: 'move', side: 'allied', unit: '1 WY', to: 'A1', march: false })).toMatch(/1 WY cannot reach A1: too far .*\(6\.2, 6\.4\)$/);
    expect(refused(s, { type: 'move', side: 'allied', unit: '1 WY', to: 'J10', march: false })).toBe('1 WY may not enter J10: enemy-occupied hex (6.3)');
    expect(refused(s, { type: 'move', side: 'allied', unit: '1 WY', to: 'K12', march: false })).toBe('1 WY may not enter K12: Meiktila Lake is prohibited terrain (6.5.1)');
    expect(refused(s, { type: 'move', side: 'allied', unit: '1 WY', to: 'J22', march: false })).toBe('1 WY can reach J22 only by forced march (6.2.1)');
    const j = scene({ '1/55': 'J2', '1 WY': 'J13' }, 'J-33', 'japanese', 'move');
    expect(refused(j, { type: 'move', side: 'japanese', unit: '1/55', to: 'J3', march: false })).toBe('1/55 is not activated by J-33 (6.1.1)');
  });
});

describe('6.3 stacking', () => {
  it('one brigade plus one armoured/artillery/independent unit; or two units of differing formations; one armour free', () => {
    expect(stackOk(['1 WY', '1/7 GR', '4/12 FFR', '129 Fd'])).toBe(true);
    expect(stackOk(['1 WY', '1/7 GR', '4/12 FFR', '129 Fd', '5 PH'])).toBe(true);
    expect(stackOk(['1 WY', '1/7 GR', '4/12 FFR', '129 Fd', '1 Ind Med'])).toBe(false);
    expect(stackOk(['1 WY', '1/10 GR'])).toBe(true);
    expect(stackOk(['1 WY', '1/10 GR', '6/15 Punjab'])).toBe(false);
  });
  it('6.3 / 8.2: a brigade stacks whole with its own armour (the 255th Tank Brigade)', () => {
    expect(stackOk(['5 PH', '9 DH', '16 LC', '4 B Gren'])).toBe(true);
    expect(stackOk(['5 PH', '9 DH', '16 LC', '4 B Gren', '129 Fd'])).toBe(true); // plus one artillery unit
    expect(stackOk(['5 PH', '9 DH', '16 LC', '4 B Gren', '1 WY'])).toBe(false); // an infantry battalion of another brigade is not an attached unit
    const s = onlyUnits(base, { '5 PH': 'H17', '9 DH': 'H17', '16 LC': 'H17', '4 B Gren': 'H17' });
    const r = runHook(s, [2], (c) => endPhase(c)).state;
    expect(r.units.filter((u) => u.at === 'H17')).toHaveLength(4);
  });
  it('units overstacked at the end of the turn are eliminated', () => {
    const s = onlyUnits(base, { '1 WY': 'J13', '1/10 GR': 'J13', '6/15 Punjab': 'J13' });
    const r = runHook(s, [2], (c) => endPhase(c)).state;
    expect(r.units.filter((u) => u.at === 'J13')).toHaveLength(2);
    expect(r.tracks['vp.japanese']).toBeGreaterThanOrEqual(2);
  });
});

describe('6.4 zones of control', () => {
  it('moving from one enemy ZOC hex to another costs 2 extra MP', () => {
    const s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'move');
    // M9 is in the ZOC of M8 too: 1 + 2 = 3 MP, the whole allowance; N9 beyond it is out of reach.
    const d = dests(s, '1 WY').map((x) => x.to);
    expect(d).toContain('M9');
    expect(dests(s, '1 WY').some((x) => x.to === 'N9' && !x.march)).toBe(false);
  });
  it('no ZOC-to-ZOC move next to an enemy improved position; +1 MP to leave its ZOC', () => {
    const s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'move', { ips: { M8: { side: 'japanese', count: 1 } } });
    const d = dests(s, '1 WY').map((x) => x.to);
    expect(d).not.toContain('M9');
    expect(d).toContain('K9');
  });
});

describe('6.5.1 combat modifiers', () => {
  it('city: each attacker -1', () => {
    const s = scene({ '1/55': 'J12', '2/55': 'I13', '1 WY': 'J13' }, 'J-18', 'japanese', 'attack');
    expect(sums(s, attackPlan('J13', 'japanese', ['1/55', '2/55'])).attack).toBe(2);
  });
  it('stream: each attacker across it -1', () => {
    const s = scene({ '1 WY': 'G8', '1/55': 'H8' }, 'A-ALL', 'allied', 'attack');
    expect(sums(s, attackPlan('H8', 'allied', ['1 WY'])).attack).toBe(2);
  });
  it('jungle: +1 for every defender; town +1 for one', () => {
    const j = scene({ '1 WY': 'E14', '1/55': 'D14', '2/55': 'D14' }, 'A-ALL', 'allied', 'attack');
    expect(sums(j, attackPlan('D14', 'allied', ['1 WY'])).defence).toBe(8);
    const t = scene({ '1/55': 'J4', '1 WY': 'J3', '1/7 GR': 'J3' }, 'J-18', 'japanese', 'attack');
    expect(sums(t, attackPlan('J3', 'japanese', ['1/55'])).defence).toBe(8);
  });
  it('armour shifts 1R; Japanese AT cancels Allied armour', () => {
    const s = scene({ '1 WY': 'L9', '5 PH': 'L9', '1/55': 'M8', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY', '5 PH'])).shifts.map((x) => x.shift)).toEqual([1, -1]);
  });
  it('7.2: an out-of-supply stack is totalled, then halved, rounded up', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = { ...s, units: s.units.map((u) => (u.id === '1 WY' || u.id === '1/7 GR' ? { ...u, flags: { oos: true } } : u)) };
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY', '1/7 GR'])).attack).toBe(3);
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY'])).attack).toBe(2);
  });
  it('11.1: a Banzai charge doubles the attack factor', () => {
    const s = scene({ '1/55': 'M8', '1 WY': 'L9' }, 'J-18', 'japanese', 'attack');
    expect(sums(s, attackPlan('L9', 'japanese', ['1/55'], { banzai: ['1/55'] })).attack).toBe(4);
  });
});

describe('6.5 combat', () => {
  it('a unit attacks once per activation: after attacking M8 it may not attack K8 too (6.5, 6.1.1)', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8', '2/55': 'K8' }, 'A-ALL', 'allied', 'attack');
    expect(eligibleAttackers(reader(s), 'K8').map((u) => u.id)).toEqual(['1 WY']);
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    s = play(withRolls(s, [5]), { type: 'resolveAttack', side: 'allied' }).state; // 3 vs 3: 1-1, roll 5: -/1
    s = play(s, { type: 'takeLoss', side: 'japanese', unit: '1/55' }).state;
    expect(openDecision(s)).toBeNull();
    expect(eligibleAttackers(reader(s), 'K8')).toEqual([]);
    expect(meiktila.legalActions(s, 'allied').filter((a) => a.type === 'declareAttack')).toEqual([]);
    expect(refused(s, { type: 'declareAttack', side: 'allied', hex: 'K8' })).toMatch(/cannot be attacked now/);
  });
});

describe('6.5.2 combat results', () => {
  it('the 3-1 column reads 1/1 on a 4 (the worked example)', () => {
    expect(crt.rows[3]!.results[crt.columns.indexOf('3-1')]).toBe('1/1');
  });
  it('E eliminates every defender', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    s = withRolls(s, [5]); // 9 vs 2: 4-1, roll 5: -/E
    s = play(s, { type: 'resolveAttack', side: 'allied' }).state;
    expect(unit(s, 'Ind AT 1').box).toBe('eliminated');
    expect(s.tracks['vp.allied']).toBe(1);
  });
  it('the combat event says what the result means', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    const e = play(withRolls(s, [5]), { type: 'resolveAttack', side: 'allied' }).events.find((x) => x.type === 'combat')!;
    expect(e['meaning']).toBe('the defender eliminated; no effect on the attacker');
  });
});

describe('6.5.3 retreats and steps', () => {
  it('a retreat roll above the CF is a step loss; Japanese AT adds 1 to attacking Allied units', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    // 3 vs 5: 1-2, roll 5: 1/1.
    s = withRolls(s, [5, 3]);
    s = play(s, { type: 'resolveAttack', side: 'allied' }).state;
    s = play(s, { type: 'takeLoss', side: 'japanese', unit: 'Ind AT 1' }).state;
    expect(openDecision(s)).toMatchObject({ kind: 'lossOrRetreat', side: 'allied' });
    const r = play(s, { type: 'retreat', side: 'allied', unit: '1 WY' });
    expect(r.events.find((e) => e.type === 'retreatRoll')).toMatchObject({ roll: 3, modifier: 1, cf: 3, failed: true });
    expect(unit(r.state, '1 WY')).toMatchObject({ at: 'L9', steps: 1 });
  });
  it('a 6 always fails', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    s = withRolls(s, [2, 6]); // 3 vs 3: 1-1, roll 2: 1/-
    s = play(s, { type: 'resolveAttack', side: 'allied' }).state;
    const r = play(s, { type: 'retreat', side: 'allied', unit: '1 WY' });
    expect(r.events.find((e) => e.type === 'retreatRoll')).toMatchObject({ roll: 6, failed: true });
  });
  it('7.2: an out-of-supply unit rolls against its highest factor halved, rounded up', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = placeUnits(s, { '1 WY': { at: 'L9', flags: { oos: true } } });
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    s = withRolls(s, [3, 3]); // 3 halved to 2 vs 3: 1-2, roll 3: 1/-
    s = play(s, { type: 'resolveAttack', side: 'allied' }).state;
    const r = play(s, { type: 'retreat', side: 'allied', unit: '1 WY' });
    // Highest factor 3, halved and rounded up: 2, so a 3 fails.
    expect(r.events.find((e) => e.type === 'retreatRoll')).toMatchObject({ roll: 3, cf: 2, failed: true });
    expect(unit(r.state, '1 WY')).toMatchObject({ at: 'L9', steps: 1 });
  });
  it('optional rule: one roll per point of the result', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = { ...s, options: { ...s.options, multiRollRetreat: true } };
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    s = withRolls(s, [5, 5, 1]); // 9 vs 3: 3-1, roll 5: -/2; first retreat roll fails, second passes
    s = play(s, { type: 'resolveAttack', side: 'allied' }).state;
    const r = play(s, { type: 'retreat', side: 'japanese', unit: '1/55' });
    expect(r.events.filter((e) => e.type === 'retreatRoll')).toHaveLength(2);
    expect(unit(r.state, '1/55').steps).toBe(1);
    expect(openDecision(r.state)?.kind).toBe('retreatTo');
  });
  it('the retreat roll uses the factor the unit has now: a step lost earlier in the same resolution counts', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = { ...s, options: { ...s.options, multiRollRetreat: true } };
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    s = play(withRolls(s, [5, 5, 3]), { type: 'resolveAttack', side: 'allied' }).state; // -/2
    const rolls = play(s, { type: 'retreat', side: 'japanese', unit: '1/55' }).events.filter((e) => e.type === 'retreatRoll');
    // Full strength 2-3: CF 3; reduced 1-2: CF 2, so the second roll of 3 fails.
    expect(rolls.map((e) => [e['roll'], e['cf'], e['failed']])).toEqual([
      [5, 3, true],
      [3, 2, true],
    ]);
  });
  it('a retreat moves away from the enemy: each hex farther from the hex attacked (attackers) or the attackers (defenders)', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    s = play(withRolls(s, [2, 1]), { type: 'resolveAttack', side: 'allied' }).state; // 1-1, roll 2: 1/-
    const r = play(s, { type: 'retreat', side: 'allied', unit: '1 WY' });
    const ends = openDecision(r.state)!.options.map((o) => o['to'] as string);
    expect(ends.length).toBeGreaterThan(0);
    for (const h of ends) expect(distance(h, 'M8')).toBeGreaterThan(distance('L9', 'M8'));
  });
  it('a retreat may not enter an enemy ZOC unless a friendly unit occupies the hex', () => {
    // 1 WY retreats from L9 away from M8 (K8, K9 or L10 with nothing else about); 2/55 in K10 covers K9 and L10.
    const retreatEnds = (units: Record<string, string>) => {
      let s = scene({ '1 WY': 'L9', '1/55': 'M8', ...units }, 'A-ALL', 'allied', 'attack');
      s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
      s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
      s = play(withRolls(s, [2, 1]), { type: 'resolveAttack', side: 'allied' }).state; // 1-1, roll 2: 1/-
      return openDecision(play(s, { type: 'retreat', side: 'allied', unit: '1 WY' }).state)!.options.map((o) => o['to']);
    };
    expect(retreatEnds({})).toEqual(['K8', 'K9', 'L10']);
    expect(retreatEnds({ '2/55': 'K10' })).toEqual(['K8']);
    expect(retreatEnds({ '2/55': 'K10', '1/7 GR': 'K9' })).toEqual(['K8', 'K9']);
  });
  it('a retreat may never end in the hex just attacked: entering it is an advance (6.5.3, 6.5.4)', () => {
    // Three battalions attack M8; the defender is eliminated, then an attacker must retreat.
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    s = play(withRolls(s, [6]), { type: 'resolveAttack', side: 'allied' }).state; // 9 vs 2: 4-1, roll 6: 1/E
    expect(unit(s, 'Ind AT 1').box).toBe('eliminated');
    expect(openDecision(s)?.kind).toBe('lossOrRetreat');
    const r = play(withRolls(s, [1]), { type: 'retreat', side: 'allied', unit: '1 WY' });
    expect(openDecision(r.state)?.kind).toBe('retreatTo');
    expect(openDecision(r.state)!.options.map((o) => o['to'])).not.toContain('M8');
  });
});

describe('6.5.4 advance after combat', () => {
  it('attackers may advance into a vacated hex', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '4/12 FFR': 'M9', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    for (const id of ['1 WY', '1/7 GR', '4/12 FFR']) s = play(s, { type: 'addAttacker', side: 'allied', unit: id }).state;
    s = play(withRolls(s, [5]), { type: 'resolveAttack', side: 'allied' }).state;
    expect(openDecision(s)?.kind).toBe('advance');
    s = play(s, { type: 'advance', side: 'allied', unit: '1 WY' }).state;
    expect(unit(s, '1 WY').at).toBe('M8');
  });
});

describe('7.1 supply lines', () => {
  it('roads of any length, at most 5 hexes off road; Supply Level 0 cuts every Allied unit', () => {
    const s = onlyUnits(base, { '1 WY': 'J2', '1/7 GR': 'S20', '1/10 GR': 'A22' });
    const ctx = reader({ ...s, tracks: { ...s.tracks, supply: 3 } });
    expect(canTrace(ctx, unit(s, '1 WY'))).toBe(true);
    expect(canTrace(ctx, unit(s, '1/7 GR'))).toBe(false);
    expect(canTrace(ctx, unit(s, '1/10 GR'))).toBe(true);
    expect(canTrace(reader({ ...s, tracks: { ...s.tracks, supply: 0 } }), unit(s, '1 WY'))).toBe(false);
  });
  it('not through uncontested enemy ZOC; the 49th Division traces to the south edge', () => {
    const s = onlyUnits(base, { '1/55': 'J10', '1/106': 'J3', '2/55': 'J3' });
    const ctx = reader(s);
    expect(japaneseEdge(ctx, unit(s, '1/106'))).toBe('south');
    expect(japaneseEdge(ctx, unit(s, '2/55'))).toBe('north');
  });
});

describe('7.1.1 Allied Supply Level', () => {
  it('the Supply Table as printed', () => {
    expect([0, 1, 3, 4, 6, 7, 9].map(supplyTable)).toEqual([-1, 0, 0, 1, 1, 2, 2]);
  });
  it('modifiers: -1 per Japanese airfield, -1 for the Sentai, +1 per Air Supply unit; never above 8', () => {
    let s = withData(supplyState(), { alliedAir: 2, sentai: 1, control: { ...base.data.control, M7: 'japanese' } });
    s = { ...s, tracks: { ...s.tracks, supply: 4 } };
    const r = play(withRolls(s, [3]), { type: 'allocateAir', side: 'allied', supply: 2, north: 0, south: 0 });
    // +2 air supply, -1 airfield, -1 Sentai: a net 0 on the roll of 3.
    expect(r.events.find((e) => e.type === 'tableRoll' && e['table'] === 'Supply Table')).toMatchObject({ roll: 3, modified: 3, result: 0, modifiers: [{ n: 2, why: 'air supply' }, { n: -1, why: 'Japanese-held airfield' }, { n: -1, why: '64th Sentai' }] });
    const high = play(withRolls({ ...s, tracks: { ...s.tracks, supply: 8 } }, [6]), { type: 'allocateAir', side: 'allied', supply: 2, north: 0, south: 0 }).state;
    expect(high.tracks['supply']).toBe(8);
  });
  it('-1 for each airfield the Japanese control; Meiktila city is not an airfield', () => {
    const s = withData(onlyUnits(base, {}), { air: { supply: 0, north: 0, south: 0 }, sentai: 0 });
    const modified = (control: Record<string, 'allied' | 'japanese'>) =>
      runHook(withData(s, { control: { ...base.data.control, ...control } }), [3], supplyDetermination).events.find((e) => e.type === 'tableRoll' && e['table'] === 'Supply Table')!['modified'];
    expect(modified({})).toBe(3);
    expect(modified({ [MEIKTILA]: 'japanese' })).toBe(3);
    expect(modified({ M7: 'japanese', C9: 'japanese' })).toBe(1);
  });
  it('9.1: a turn ending at Supply Level 0 scores 1 Japanese VP', () => {
    const s = { ...base, tracks: { ...base.tracks, supply: 1 } };
    const r = runHook(s, [1], (c) => endPhase(c)).state;
    expect(r.tracks['supply']).toBe(0);
    expect(r.tracks['vp.japanese']).toBe(1);
  });
});

describe('7.1.2 Allied supply status', () => {
  it('at Supply Level 6 or less each tracing unit rolls; at 7 or 8 every tracing unit is in supply without a roll', () => {
    const s = onlyUnits(base, { '1 WY': 'J13' });
    const low = runHook({ ...s, tracks: { ...s.tracks, supply: 5 } }, [4, 6], supplyDetermination); // the table brings it to 6
    expect(low.events.find((e) => e.type === 'supplyStatus' && e['side'] === 'allied')).toMatchObject({ rolled: 1, failed: ['1 WY'] });
    const high = runHook({ ...s, tracks: { ...s.tracks, supply: 8 } }, [4], supplyDetermination);
    expect(high.events.find((e) => e.type === 'supplyStatus' && e['side'] === 'allied')).toMatchObject({ rolled: 0, failed: [] });
    expect(unit(high.state, '1 WY').flags?.['oos']).toBe(false);
    const seven = runHook({ ...s, tracks: { ...s.tracks, supply: 7 } }, [2], supplyDetermination); // no Supply Points: still 7
    expect(seven.state.tracks['supply']).toBe(7);
    expect(seven.events.find((e) => e.type === 'supplyStatus' && e['side'] === 'allied')).toMatchObject({ rolled: 0, failed: [] });
  });
});

describe('7.1.3 Japanese supply status', () => {
  it('every Japanese unit that traces rolls, interdiction of its edge adding 1', () => {
    const s = withData(onlyUnits(base, { '1/55': 'J2', '1 WY': 'J13' }), { air: { supply: 0, north: 2, south: 2 }, sentai: 0 });
    const r = runHook({ ...s, tracks: { ...s.tracks, supply: 8 } }, [4, 3], supplyDetermination);
    expect(unit(r.state, '1/55').flags?.['oos']).toBe(true); // 3 + 2 > 4
    expect(r.events.find((e) => e.type === 'supplyStatus' && e['side'] === 'japanese')).toMatchObject({ rolled: 1 });
  });
});

describe('8.1 reinforcements and replacements', () => {
  it('8.1.1: a Border battalion flies in reduced to an Allied airfield', () => {
    let s = withData(supplyState(), { alliedAir: 1 });
    s = play(withRolls(s, [1]), { type: 'allocateAir', side: 'allied', supply: 1, north: 0, south: 0 }).state;
    const fly = meiktila.legalActions(s, 'allied').find((a) => a.type === 'flyIn')!;
    expect(AIRFIELDS).toContain(fly['hex']);
    s = play(s, fly).state;
    expect(unit(s, fly['unit'] as string)).toMatchObject({ at: fly['hex'], steps: 1 });
  });
  it('8.1.1: only to an airfield in Allied control', () => {
    let s = withData(supplyState(), { alliedAir: 1, control: { ...base.data.control, M7: 'japanese', C9: 'japanese', M15: 'japanese' } });
    s = play(withRolls(s, [1]), { type: 'allocateAir', side: 'allied', supply: 1, north: 0, south: 0 }).state;
    const hexes = meiktila.legalActions(s, 'allied').filter((a) => a.type === 'flyIn').map((a) => a['hex']);
    expect(new Set(hexes)).toEqual(new Set(['H17']));
    expect(refused(s, { type: 'flyIn', side: 'allied', unit: '1 Border', hex: 'M7' })).toMatch(/Allied-controlled airfield/);
  });
  it('8.1.1: a battalion flown in reduced is built up in a later turn, not the turn it arrives', () => {
    let s = withData(supplyState(), { alliedAir: 2 });
    s = play(withRolls(s, [1]), { type: 'allocateAir', side: 'allied', supply: 2, north: 0, south: 0 }).state;
    const fly = meiktila.legalActions(s, 'allied').find((a) => a.type === 'flyIn' && a['unit'] === '1 Border')!;
    s = play(s, fly).state;
    const act48 = withData(activation(s, 'A-ALL', 'allied', 'move'), { alliedSteps: { replacements: 1, reinforcements: 0 } });
    expect(meiktila.legalActions(act48, 'allied')).not.toContainEqual({ type: 'replace', side: 'allied', unit: '1 Border' });
    expect(refused(act48, { type: 'replace', side: 'allied', unit: '1 Border' })).toBe('1 Border flew in reduced this turn: it is built up to full strength in a later turn (8.1.1)');
  });
  it('8.1.2: a Japanese unit enters on a DR <= the turn, a 6 always fails; the 49th on south-edge roads', () => {
    const s = scene({ '1 WY': 'J13' }, 'J-49', 'japanese', 'move');
    const call = { type: 'callReinforcement', side: 'japanese', unit: '1/106' };
    expect(meiktila.legalActions(s, 'japanese')).toContainEqual(call);
    const ok = play(withRolls(s, [1]), call).state;
    expect(openDecision(ok)?.options.map((o) => o['hex'])).toEqual(['F22', 'J22']);
    expect(openDecision(play(withRolls(s, [2]), call).state)).toBeNull(); // 2 > turn 1
    const late = onTurn(s, 8);
    expect(openDecision(play(withRolls(late, [6]), call).state)).toBeNull();
    expect(refused(withRolls(play(withRolls(s, [2]), call).state, []), call)).toMatch(/8\.1\.2/);
  });
  it('8.1.3: an Allied replacement flips a reduced unit, which may not attack this turn', () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8' }, 'A-48', 'allied', 'move', { alliedSteps: { replacements: 1, reinforcements: 0 } });
    s = { ...s, units: s.units.map((u) => (u.id === '1 WY' ? { ...u, steps: 1 } : u)) };
    s = play(s, { type: 'replace', side: 'allied', unit: '1 WY' }).state;
    expect(unit(s, '1 WY').steps).toBe(2);
    expect(eligibleAttackers(reader(s), 'M8').map((u) => u.id)).not.toContain('1 WY');
  });
  it('8.1.3: a replaced artillery unit may not support an attack that turn (it may still support a defence)', () => {
    let s = scene({ '1 WY': 'L9', '129 Fd': 'K10', '1/55': 'M8' }, 'A-ALL', 'allied', 'move', { alliedSteps: { replacements: 1, reinforcements: 0 } });
    s = { ...s, tracks: { ...s.tracks, supply: 5 }, units: s.units.map((u) => (u.id === '129 Fd' ? { ...u, steps: 1 } : u)) };
    s = play(s, { type: 'replace', side: 'allied', unit: '129 Fd' }).state;
    s = play(s, { type: 'endMove', side: 'allied' }).state;
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    expect(meiktila.legalActions(s, 'allied').some((a) => a.type === 'addArtillery')).toBe(false);
    expect(refused(s, { type: 'addArtillery', side: 'allied', unit: '129 Fd' })).toMatch(/not replaced this turn .*\(8\.5, 8\.1\.3\)/);
  });
  it('8.1.4: a Japanese replacement succeeds on 4 or less, interdiction adding 1', () => {
    let s = scene({ '1/55': 'J2' }, 'J-18', 'japanese', 'move', { air: { supply: 0, north: 1, south: 1 } });
    s = { ...s, units: s.units.map((u) => (u.id === '1/55' ? { ...u, steps: 1 } : u)) };
    expect(unit(play(withRolls(s, [4]), { type: 'replace', side: 'japanese', unit: '1/55' }).state, '1/55').steps).toBe(1);
    expect(unit(play(withRolls(s, [3]), { type: 'replace', side: 'japanese', unit: '1/55' }).state, '1/55').steps).toBe(2);
  });
  it('8.1.4: one replacement attempt a turn for the units tracing to the north edge', () => {
    let s = scene({ '1/55': 'J2', '2/55': 'J3' }, 'J-18', 'japanese', 'move', { air: { supply: 0, north: 0, south: 0 } });
    s = { ...s, units: s.units.map((u) => (u.id === '1/55' || u.id === '2/55' ? { ...u, steps: 1 } : u)) };
    expect(japaneseEdge(reader(s), unit(s, '2/55'))).toBe('north');
    s = play(withRolls(s, [5]), { type: 'replace', side: 'japanese', unit: '1/55' }).state; // fails, but uses the north edge's attempt
    expect(meiktila.legalActions(s, 'japanese')).not.toContainEqual({ type: 'replace', side: 'japanese', unit: '2/55' });
    expect(refused(s, { type: 'replace', side: 'japanese', unit: '2/55' })).toMatch(/8\.1\.4/);
  });
});

describe('8.2 armoured units', () => {
  it('armour alone cannot start an attack (no attack factor)', () => {
    const s = scene({ '5 PH': 'L9', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    expect(meiktila.legalActions(s, 'allied').filter((a) => a.type === 'declareAttack')).toEqual([]);
  });
  it('Japanese armour has one step, Allied armour two', () => {
    expect(counters.filter((c) => c.type === 'armour').map((c) => [c.side, c.steps])).toEqual(expect.arrayContaining([['japanese', 1], ['allied', 2]]));
  });
});

describe('8.3 Japanese antitank units', () => {
  it('each AT unit in the defended hex cancels one Allied armour shift, and never shifts further', () => {
    const one = scene({ '1 WY': 'L9', '5 PH': 'L9', '1/55': 'M8', 'Ind AT 1': 'M8', 'Ind AT 2': 'M8' }, 'A-ALL', 'allied', 'attack');
    expect(sums(one, attackPlan('M8', 'allied', ['1 WY', '5 PH'])).shifts.map((x) => x.shift)).toEqual([1, -1]);
    const none = scene({ '1 WY': 'L9', '1/55': 'M8', 'Ind AT 1': 'M8' }, 'A-ALL', 'allied', 'attack');
    expect(sums(none, attackPlan('M8', 'allied', ['1 WY'])).shifts).toEqual([]);
  });
  it('AT units add nothing when the Japanese attack (attack factor 0) and cancel no Japanese armour', () => {
    const s = scene({ '1/55': 'M8', 'Ind AT 1': 'M8', '1/14 Tk': 'M8', '1 WY': 'L9' }, 'J-18', 'japanese', 'attack');
    expect(sums(s, attackPlan('L9', 'japanese', ['1/55', '1/14 Tk'])).shifts.map((x) => x.shift)).toEqual([1]);
    expect(eligibleAttackers(reader(s), 'L9').map((u) => u.id)).not.toContain('Ind AT 1');
  });
});

describe('8.4 improved positions', () => {
  it('built by an activated unit that does not move; +1 CF to one defender; removed when its units leave', () => {
    let s = scene({ '1/55': 'M8', '1 WY': 'K9' }, 'J-18', 'japanese', 'move');
    s = play(s, { type: 'entrench', side: 'japanese', unit: '1/55' }).state;
    expect(s.data.ips['M8']).toEqual({ side: 'japanese', count: 1 });
    expect(meiktila.legalActions(s, 'japanese').some((a) => a.type === 'move' && a['unit'] === '1/55')).toBe(false);
    expect(sums(s, attackPlan('M8', 'allied', ['1 WY'])).defence).toBe(4);
    let t = scene({ '1/55': 'M8' }, 'J-18', 'japanese', 'move', { ips: { M8: { side: 'japanese', count: 1 } } });
    t = play(t, meiktila.legalActions(t, 'japanese').find((a) => a.type === 'move')!).state;
    expect(t.data.ips['M8']).toBeUndefined();
  });
});

describe('8.5 artillery', () => {
  it('supports once per turn in range and in supply; an Allied Fired marker costs a Supply Level', () => {
    let s = scene({ '1 WY': 'L9', '1/7 GR': 'L8', '129 Fd': 'K10', '1/55': 'M8' }, 'A-ALL', 'allied', 'attack');
    s = { ...s, tracks: { ...s.tracks, supply: 5 } };
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    expect(meiktila.legalActions(s, 'allied')).toContainEqual({ type: 'addArtillery', side: 'allied', unit: '129 Fd' });
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    s = play(s, { type: 'addArtillery', side: 'allied', unit: '129 Fd' }).state;
    s = play(withRolls(s, [2]), { type: 'resolveAttack', side: 'allied' }).state;
    expect(unit(s, '129 Fd').flags?.['fired']).toBe(true);
    expect(s.tracks['supply']).toBe(4);
  });
});

describe('8.5 artillery in defence', () => {
  it("the defender's artillery in range and in supply is offered before the roll, as the defender's decision", () => {
    let s = scene({ '1 WY': 'L9', '1/55': 'M8', 'Ind Art A': 'M7' }, 'A-ALL', 'allied', 'attack');
    s = play(s, { type: 'declareAttack', side: 'allied', hex: 'M8' }).state;
    s = play(s, { type: 'addAttacker', side: 'allied', unit: '1 WY' }).state;
    const r = play(s, { type: 'resolveAttack', side: 'allied' });
    expect(openDecision(r.state)).toMatchObject({ side: 'japanese', kind: 'defSupport', rule: '8.5' });
    expect(meiktila.legalActions(r.state, 'japanese')).toContainEqual({ type: 'defArtillery', side: 'japanese', unit: 'Ind Art A' });
    expect(meiktila.legalActions(r.state, 'japanese')).toContainEqual({ type: 'defDone', side: 'japanese' });
    expect(r.events.some((e) => e.type === 'combat')).toBe(false);
    // With no more support to add, the battery's answer is the last: the attack is rolled.
    const added = play(withRolls(r.state, [2]), { type: 'defArtillery', side: 'japanese', unit: 'Ind Art A' });
    expect(unit(added.state, 'Ind Art A').flags?.['fired']).toBe(true);
    expect(added.events.find((e) => e.type === 'combat')).toMatchObject({ hex: 'M8' });
    // Or the defender declines: done, and the attack is rolled without it.
    const declined = play(withRolls(r.state, [2]), { type: 'defDone', side: 'japanese' });
    expect(unit(declined.state, 'Ind Art A').flags?.['fired']).toBeUndefined();
    expect(declined.events.some((e) => e.type === 'combat')).toBe(true);
  });
});

describe('9.0 victory', () => {
  it('9.1: airfields +2, Meiktila +5 at the end, on top of the VP scored during play', () => {
    const s = withData(base, { control: { J13: 'allied', M7: 'japanese', C9: 'allied', M15: 'allied', H17: 'allied' } });
    expect(victory.score(reader(s), 'allied').total - base.tracks['vp.allied']!).toBe(11);
    expect(victory.score(reader(s), 'japanese').total - base.tracks['vp.japanese']!).toBe(2);
  });
});

describe('9.2 levels of victory', () => {
  it('levels: 0 or less Japanese, 1-4 minor, 5 or more major', () => {
    const level = victoryLevels(VICTORY_LEVELS);
    expect(level(0).winner).toBe('japanese');
    expect(level(-3).winner).toBe('japanese');
    expect(level(1).level).toMatch(/minor/);
    expect(level(4).level).toMatch(/minor/);
    expect(level(5).level).toMatch(/major/);
  });
  it('the result after 14 March reads the Allied total minus the Japanese', () => {
    const s = withData({ ...base, tracks: { ...base.tracks, 'vp.allied': 4, 'vp.japanese': 9 } }, { control: { J13: 'allied', M7: 'allied', C9: 'japanese', M15: 'allied', H17: 'allied' }, supplyZeroTurns: 0 });
    expect(victory.result(reader(s))).toMatchObject({ winner: 'allied', level: 'Allied minor victory', vp: { allied: 15, japanese: 11 } });
  });
});

describe('11.0 optional rules', () => {
  it('11.1: Banzai charges only with the option', () => {
    const mk = (banzai: boolean) => {
      let s = scene({ '1/55': 'M8', '1 WY': 'L9' }, 'J-18', 'japanese', 'attack');
      s = { ...s, options: { ...s.options, banzai } };
      s = play(s, { type: 'declareAttack', side: 'japanese', hex: 'L9' }).state;
      s = play(s, { type: 'addAttacker', side: 'japanese', unit: '1/55' }).state;
      return meiktila.legalActions(s, 'japanese').some((a) => a.type === 'banzai');
    };
    expect(mk(true)).toBe(true);
    expect(mk(false)).toBe(false);
  });
  it('11.2: Kimura — the 56th needs a roll below the turn; a 6 holds it in reserve for good', () => {
    let s = scene({ '1 WY': 'J13' }, 'J-18', 'japanese', 'move');
    s = onTurn({ ...s, options: { ...s.options, kimura: true } }, 3);
    const call = { type: 'callReinforcement', side: 'japanese', unit: '1/56' };
    expect(openDecision(play(withRolls(s, [3]), call).state)).toBeNull(); // 3 is not below 3
    expect(openDecision(play(withRolls(s, [2]), call).state)?.kind).toBe('enterAt');
    expect(play(withRolls(s, [6]), call).state.data.reserveHeld).toContain('1/56');
  });
});
