import { describe, expect, it } from 'vitest';
import { createMatch, view, viewEvents } from '../../../src/engine';
import { withRolls } from '../../../src/testing';
import { COUNTERS, COUNTER, MEMBERS } from '../../../games/beach-assault/data/forces';
import { COMMAND_POST, ENTRY_POINTS, TABLE, WIDTH, HEIGHT } from '../../../games/beach-assault/data/table';
import { ORDER, act, endMovement, game, seenData, greenMovement, legalOf, onTurn, refused, reinforcementOf, start, unit, withData, eventsOf, tanFire, type S } from './helpers';
import { baseToPolygon, compileTable, distanceToPlace, hasLineOfSight } from '../../../src/public/tabletop';

const roles = (team: string) => COUNTERS.filter((c) => c.team === team).map((c) => [c.role, c.weapons.join('+')]);
const polygonOf = (id: string) => TABLE.objects!.find((o) => o.id === id)!.polygon;

describe('Forces and the battlefield', () => {
  it('sea, beach and land lie in that order from the sea edge to the narrow land edge', () => {
    const zones = TABLE.zones!.map((z) => [z.kind, Math.min(...z.polygon.map((p) => p.x))]);
    expect(zones).toEqual([['sea', 0], ['beach', 6], ['land', 18]]);
    expect(TABLE.edges!.find((e) => e.id === 'land-edge')!.side).toBe('east');
    // The land edge is a narrow edge: the east edge (HEIGHT long) is shorter than the long edges (WIDTH).
    expect(HEIGHT).toBeLessThan(WIDTH);
  });
  it("Green starts with a tank, a jeep and two infantry units of the text's eight men each", () => {
    const s = createMatch(game, { seed: 1 }) as S;
    const green = s.units.filter((u) => u.at !== null).map((u) => u.id);
    expect(green.filter((id) => COUNTER.get(id)!.type === 'tank')).toEqual(['g-tank']);
    expect(green.filter((id) => COUNTER.get(id)!.type === 'jeep')).toEqual(['g-jeep']);
    expect(green.filter((id) => COUNTER.get(id)!.type === 'infantry')).toHaveLength(16);
    expect(s.units.every((u) => u.side === 'green')).toBe(true);
    for (const team of ['g1', 'g2', 't1', 't5']) {
      expect(roles(team)).toEqual([
        ['officer', 'smg'],
        ['sergeant', 'smg+grenades'],
        ['rifle1', 'rifle'],
        ['rifle2', 'rifle'],
        ['rifle3', 'rifle'],
        ['sniper', 'rifle'],
        ['at', 'at-rifle'],
        ['shotgun', 'shotgun'],
      ]);
    }
  });
  it('Tan has two tanks, a jeep and five infantry units, none on the table before they land', () => {
    const tan = COUNTERS.filter((c) => c.side === 'tan');
    expect(tan.filter((c) => c.type === 'tank')).toHaveLength(2);
    expect(tan.filter((c) => c.type === 'jeep')).toHaveLength(1);
    expect(new Set(tan.filter((c) => c.type === 'infantry').map((c) => c.team))).toEqual(new Set(['t1', 't2', 't3', 't4', 't5']));
  });
  it('the command post stands at the rear of the high ground, the tank next to it', () => {
    const hill = TABLE.areas!.find((a) => a.id === 'high-ground')!.polygon;
    const cp = polygonOf(COMMAND_POST);
    const hx = hill.map((p) => p.x);
    const mid = (Math.min(...hx) + Math.max(...hx)) / 2;
    for (const p of cp) {
      expect(p.x).toBeGreaterThan(mid);
      expect(p.x).toBeLessThanOrEqual(Math.max(...hx));
    }
    const s = createMatch(game, { seed: 1 }) as S;
    // The tank's hull (4" x 2.5", facing west: its length along x) stands half an inch from the post's wall.
    const tank = { id: 'g-tank', base: COUNTER.get('g-tank')!.base, at: unit(s, 'g-tank').at! };
    expect(tank.at.facing).toBe(180);
    expect(baseToPolygon(tank, cp)).toBeCloseTo(0.5, 9);
  });
});

describe('The high ground (stand-in): a crest hides its reverse slope from below', () => {
  const table = compileTable(TABLE);
  const P = (x: number, y: number) => ({ x, y });
  it('from the beach or the land below, the emplacements and the command post behind the crest are out of sight', () => {
    for (const below of [P(10, 24), P(24, 35.5), P(33.5, 12)]) {
      expect(hasLineOfSight(table, below, P(37.5, 35.5)), 'emplacement 2').toBe(false);
      expect(hasLineOfSight(table, below, P(37.5, 12.5)), 'emplacement 1').toBe(false);
      expect(hasLineOfSight(table, below, P(55.5, 24)), 'the command post').toBe(false);
    }
  });
  it('a man on the crest sees down to the beach and over the reverse slope, and is seen from both', () => {
    const crest = P(34.75, 35.5);
    for (const other of [P(10, 24), P(24, 35.5), P(37.5, 35.5), P(55.5, 30)]) {
      expect(hasLineOfSight(table, crest, other)).toBe(true);
      expect(hasLineOfSight(table, other, crest)).toBe(true);
    }
  });
  it('the ground off the high ground, north and south of it, still sees along the table', () => {
    expect(hasLineOfSight(table, P(10, 46), P(60, 46))).toBe(true);
  });
});

describe('Arrival', () => {
  it('Tan writes down an order of all eight units, each once; anything else is refused', () => {
    const s = createMatch(game, { seed: 1 }) as S;
    expect(refused(s, { type: 'writeOrder', side: 'tan', order: ['t1', 't1', 't2', 't3', 't4', 't5', 't-jeep', 't-tank1'] })).toMatch(/t-tank2 missing/);
    expect(refused(s, { type: 'writeOrder', side: 'tan', order: ORDER.slice(0, 7) })).toMatch(/Arrival/);
    expect(refused(s, { type: 'writeOrder', side: 'green', order: ORDER })).toMatch(/not the green player's turn/);
  });
  it('the units land in pairs, by the order, on turns 1, 3, 5 and 7, and only then', () => {
    let s = start(['t3', 't-jeep', 't1', 't2', 't-tank1', 't-tank2', 't4', 't5']);
    expect(legalOf(s, 'tan', 'land').map((d) => d.fixed!['unit'])).toEqual(['t3', 't-jeep']);
    expect(refused(s, { type: 'land', side: 'tan', unit: 't1', y: 24 })).toMatch(/not due to land now/);
    expect(refused(s, { type: 'endMovement', side: 'tan' })).toMatch(/land T3 \(infantry unit\) and Tan jeep first/);
    const landed: Record<number, string[]> = {};
    for (let turn = 1; turn <= 8; turn++) {
      landed[turn] = legalOf(s, 'tan', 'land').map((d) => d.fixed!['unit'] as string);
      s = endMovement(s);
      s = act(s, { type: 'endFire', side: 'tan' }, [1, 1]).state;
      s = act(s, { type: 'endMovement', side: 'green' }).state;
      s = act(s, { type: 'endFire', side: 'green' }).state;
    }
    expect(landed).toEqual({ 1: ['t3', 't-jeep'], 2: [], 3: ['t1', 't2'], 4: [], 5: ['t-tank1', 't-tank2'], 6: [], 7: ['t4', 't5'], 8: [] });
    expect(s.data.arrived.map((a) => [a.unit, a.turn])).toEqual([['t3', 1], ['t-jeep', 1], ['t1', 3], ['t2', 3], ['t-tank1', 5], ['t-tank2', 5], ['t4', 7], ['t5', 7]]);
  });
  it('a unit lands at the sea edge, and may then move and fire that turn', () => {
    let s = start();
    s = act(s, { type: 'land', side: 'tan', unit: 't1', y: 12 }).state;
    const officer = unit(s, 't1-officer').at!;
    expect(officer.x).toBeLessThan(1);
    expect(legalOf(s, 'tan', 'move').map((d) => d.fixed!['unit'])).toContain('t1');
    s = act(s, { type: 'move', side: 'tan', unit: 't1', paths: { 't1-officer': [{ x: officer.x, y: officer.y }, { x: officer.x + 3, y: officer.y }] } }).state;
    expect(unit(s, 't1-officer').at!.x).toBeCloseTo(officer.x + 3);
  });
  it("the order is sealed: Green's view and events never show it; Tan's do", () => {
    const s0 = createMatch(game, { seed: 1 }) as S;
    // (act throws if the order is refused.)
    const r = act(s0, { type: 'writeOrder', side: 'tan', order: ORDER });
    const s = r.state;
    const needle = JSON.stringify(ORDER);
    expect(JSON.stringify(viewEvents(r.events, 'green'))).not.toContain('t-tank1');
    expect(JSON.stringify(viewEvents(r.events, 'tan'))).toContain(needle);
    expect(seenData(s, 'green').order).toBeNull();
    expect(JSON.stringify(view(game, s, 'green'))).not.toContain(needle);
    expect(seenData(s, 'tan').order).toEqual(ORDER);
  });
  it('at the end of the battle the order is shown to Green and checked against what landed', () => {
    let s = onTurn(greenMovement(), 20);
    s = act(s, { type: 'endMovement', side: 'green' }).state;
    const r = act(s, { type: 'endFire', side: 'green' });
    const reveal = eventsOf(viewEvents(r.events, 'green'), 'orderRevealed')[0]!;
    expect(reveal['order']).toEqual(ORDER);
    expect(reveal['followed']).toBe(true);
    expect(seenData(r.state, 'green').order).toEqual(ORDER);
    // A landing out of turn (forced into the data) is caught by the check.
    const forged = withData(onTurn(greenMovement(), 20), { arrived: [{ unit: 't-tank1', turn: 1 }, { unit: 't1', turn: 1 }, { unit: 't-jeep', turn: 3 }] });
    const r2 = act(act(forged, { type: 'endMovement', side: 'green' }).state, { type: 'endFire', side: 'green' });
    expect(eventsOf(r2.events, 'orderRevealed')[0]!['followed']).toBe(false);
  });
});

/** The reinforcement roll's event when Green's turn `turn` starts with dice d1, d2 (and then `more` rolls). */
function reinforcementOn(turn: number, d1: number, d2: number, more: number[] = [], data = {}) {
  const s = withData(onTurn(tanFire(), turn), data);
  const r = act(s, { type: 'endFire', side: 'tan' }, [d1, d2, ...more]);
  return { event: reinforcementOf(r.events)!, state: r.state };
}

describe('Mechanism', () => {
  it('turn 1: Tan enters his first two units from the sea edge; once moved they may fire; then Green\'s turn begins with the reinforcement dice', () => {
    // The order: the tank and T1 first.
    let s = start(ORDER);
    expect([s.turn, s.phase, s.active]).toEqual([1, 'movement', 'tan']);
    expect(legalOf(s, 'tan', 'land').map((d) => d.fixed!['unit'])).toEqual(['t-tank1', 't1']);
    s = act(s, { type: 'land', side: 'tan', unit: 't-tank1', y: 24 }).state;
    s = act(s, { type: 'land', side: 'tan', unit: 't1', y: 12 }).state;
    for (const id of ['t-tank1', 't1-officer', 't1-shotgun']) expect(unit(s, id).at!.x).toBeLessThan(3); // at the sea edge
    // They move at once...
    s = act(s, { type: 'move', side: 'tan', unit: 't-tank1', paths: { 't-tank1': [{ x: unit(s, 't-tank1').at!.x, y: 24 }, { x: 8, y: 24 }] } }).state;
    s = act(s, { type: 'endMovement', side: 'tan' }).state;
    // ...and, having moved, may fire: the tank lays a shell.
    expect([s.phase, s.active]).toEqual(['fire', 'tan']);
    expect(legalOf(s, 'tan', 'shell').map((d) => d.fixed!['figure'])).toEqual(['t-tank1']);
    // Green's turn begins with two dice for reinforcements, with nothing added on turn 1.
    const r = act(s, { type: 'endFire', side: 'tan' }, [3, 4]);
    expect([r.state.phase, r.state.active]).toEqual(['movement', 'green']);
    expect(reinforcementOf(r.events)).toMatchObject({ dice: [3, 4], modifier: 0, score: 7, unit: null });
  });
});

describe('Reinforcements', () => {
  it('Green rolls 2d6 at the start of each of his turns; 12 brings a unit', () => {
    expect(reinforcementOn(1, 6, 5).event).toMatchObject({ dice: [6, 5], modifier: 0, score: 11, unit: null });
    const { event, state } = reinforcementOn(1, 6, 6, [2]);
    expect(event).toMatchObject({ score: 12, kindRoll: 2, kind: 'infantry', unit: 'g3' });
    expect(state.data.reinforcing).toEqual(['g3']);
  });
  it("a reinforcement's spots on the land edge lie where its men then line up, so a player can point at one", () => {
    const { state } = reinforcementOn(1, 6, 6, [2]);
    const [d] = legalOf(state, 'green', 'reinforce');
    expect(d!.fixed).toEqual({ unit: 'g3' });
    const places = d!.where?.['y'];
    expect(places).toHaveLength(ENTRY_POINTS.length);
    for (const [i, y] of ENTRY_POINTS.entries()) {
      const after = act(state, { type: 'reinforce', side: 'green', unit: 'g3', y }).state;
      const at = MEMBERS.get('g3')!.map((id) => unit(after, id).at!);
      const middle = { x: at.reduce((t, p) => t + p.x, 0) / at.length, y: at.reduce((t, p) => t + p.y, 0) / at.length };
      expect(places![i]).toMatchObject({ kind: 'spot', radius: 2 });
      expect(distanceToPlace(places![i]!, middle), `the spot at ${y}"`).toBe(0);
      expect(middle.x, 'at the land edge').toBeGreaterThan(TABLE.width - 6);
    }
  });
  it('adds 1 from turn 5, 2 from turn 10 and 3 from turn 15', () => {
    expect(reinforcementOn(4, 6, 5).event).toMatchObject({ modifier: 0, unit: null });
    expect(reinforcementOn(5, 6, 5, [1]).event).toMatchObject({ modifier: 1, score: 12, unit: 'g3' });
    expect(reinforcementOn(9, 5, 5).event).toMatchObject({ modifier: 1, score: 11, unit: null });
    expect(reinforcementOn(10, 5, 5, [1]).event).toMatchObject({ modifier: 2, score: 12 });
    expect(reinforcementOn(14, 4, 5).event).toMatchObject({ modifier: 2, score: 11, unit: null });
    expect(reinforcementOn(15, 4, 5, [1]).event).toMatchObject({ modifier: 3, score: 12 });
  });
  it('infantry or a tank on an even chance (1-3 infantry, 4-6 tank); after the tank, infantry only', () => {
    expect(reinforcementOn(1, 6, 6, [3]).event).toMatchObject({ kind: 'infantry' });
    expect(reinforcementOn(1, 6, 6, [4]).event).toMatchObject({ kind: 'tank', unit: 'g-tank2' });
    const after = reinforcementOn(1, 6, 6, [6, 6], { tankCame: true }).event;
    expect(after).toMatchObject({ kind: 'infantry', unit: 'g3' });
    expect(after['kindRoll']).toBeUndefined();
  });
  it('the unit enters at the land edge before Green ends his movement', () => {
    let s = reinforcementOn(1, 6, 6, [5]).state;
    expect(refused(s, { type: 'endMovement', side: 'green' })).toMatch(/bring on Green reinforcement tank/);
    expect(refused(s, { type: 'reinforce', side: 'green', unit: 'g3', y: 24 })).toMatch(/not been rolled/);
    s = act(s, { type: 'reinforce', side: 'green', unit: 'g-tank2', y: 20 }).state;
    expect(unit(s, 'g-tank2').at!.x).toBeGreaterThan(WIDTH - 3);
    expect(s.data.tankCame).toBe(true);
    act(s, { type: 'endMovement', side: 'green' });
  });
  it('only Green brings on reinforcements, and Tan rolls none', () => {
    const s = start();
    expect(refused(s, { type: 'reinforce', side: 'tan', unit: 'g3', y: 24 })).toMatch(/only Green/);
    const r = act(withRolls(greenMovement(), []), { type: 'endMovement', side: 'green' });
    const r2 = act(r.state, { type: 'endFire', side: 'green' });
    expect(reinforcementOf([...r.events, ...r2.events])).toBeUndefined();
  });
});
