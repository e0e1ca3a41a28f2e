/**
 * The game built in docs/tabletop.md on the core's tabletop procedures,
 * played as the guide says: paths within a move, fire at the nearest enemy
 * with its bands and cover, the machinegun's every target, a grenade's scatter
 * and blast, melee, morale, victory, whole bot games and the fuzzer. Like the
 * game, it imports only what the package exports.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, describeEvent, fuzz, playMatch, view, type Action, type GameEvent, type MatchState } from 'hexwar';
import { type TablePosition } from 'hexwar/tabletop';
import { withRolls } from 'hexwar/testing';
import { farm, FARMHOUSE } from '../../examples/tabletop/farm';

type S = MatchState<null, TablePosition>;

/** Applies an action that must be accepted (after scripting the next rolls, if given). */
function act(s: S, action: Action, rolls?: number[]) {
  const r = farm.apply(rolls ? withRolls(s, rolls) : s, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
  return { state: r.state as S, events: r.events };
}
/** The refusal of an action that must be refused. */
function refusal(s: S, action: Action) {
  const r = farm.apply(s, action);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return r.error;
}
const unit = (s: S, id: string) => s.units.find((u) => u.id === id)!;
const P = (x: number, y: number, facing?: number): TablePosition => (facing === undefined ? { x, y } : { x, y, facing });
const ofType = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type);

/** Only the figures named stay on the table, where given: the rest are out of the game. */
function only(where: Record<string, TablePosition>, s: S = createMatch(farm, { seed: 1 }) as S): S {
  return { ...s, units: s.units.map((u) => (u.id in where ? { ...u, at: where[u.id]! } : { ...u, at: null, steps: 0, box: 'dead' })) };
}
/** Blue's fire phase of turn 1, with only the figures named. */
const blueFire = (where: Record<string, TablePosition>) => act(only(where), { type: 'endMovement', side: 'blue' }).state;

describe("the guide's game: Hedgerow Farm", () => {
  it('a figure moves along a path within its move: 6" in the open, half that in the orchard (3.1)', () => {
    const s = only({ 'blue-r1': P(2, 2), 'blue-r2': P(3, 10), 'grey-r1': P(20, 22) });
    const d = view(farm, s, 'blue').actions.find((a) => a.type === 'move' && a.fixed?.['figure'] === 'blue-r1')!;
    expect(d.open?.['path']).toMatchObject({ kind: 'path', from: { x: 2, y: 2 }, allowance: 1 });
    expect(ofType(act(s, { type: 'move', side: 'blue', figure: 'blue-r1', path: [P(2, 2), P(8, 2)] }).events, 'figureMoved')[0]).toMatchObject({ length: 6, cost: 1 });
    expect(refusal(s, { type: 'move', side: 'blue', figure: 'blue-r1', path: [P(2, 2), P(8.1, 2)] })).toMatchObject({ rule: '3' });
    // 3" inside the orchard is a whole move.
    expect(ofType(act(s, { type: 'move', side: 'blue', figure: 'blue-r2', path: [P(3, 10), P(6, 10)] }).events, 'figureMoved')[0]).toMatchObject({ cost: 1 });
  });

  it('crossing the wall costs a quarter of a move; the machinegun team moves at half speed; nobody walks through the farmhouse (3.1-3.3)', () => {
    const s = only({ 'blue-r1': P(15, 9), 'blue-mg': P(4, 3, 90), 'blue-sgt': P(13, 17.5), 'grey-r1': P(2, 22) });
    expect(ofType(act(s, { type: 'move', side: 'blue', figure: 'blue-r1', path: [P(15, 9), P(15, 13.5)] }).events, 'figureMoved')[0]).toMatchObject({ cost: 1 });
    expect(refusal(s, { type: 'move', side: 'blue', figure: 'blue-r1', path: [P(15, 9), P(15, 13.6)] }).message).toMatch(/this path costs 102%/);
    expect(refusal(s, { type: 'move', side: 'blue', figure: 'blue-mg', path: [P(4, 3), P(4, 6.5)] }).message).toMatch(/has 50% of a move/);
    expect(refusal(s, { type: 'move', side: 'blue', figure: 'blue-sgt', path: [P(13, 17.5), P(19, 17.5)] }).message).toMatch(/may not pass through Farmhouse/);
  });

  it('riflemen fire at the nearest enemy they can see and hurt: 4+ to 6", 5+ to 18" (4.1)', () => {
    const s = blueFire({ 'blue-r1': P(5, 2), 'grey-r1': P(5, 7), 'grey-r2': P(5, 20) });
    const d = view(farm, s, 'blue').actions.find((a) => a.type === 'fire')!;
    expect(d).toMatchObject({ fixed: { figure: 'blue-r1' }, choose: { target: ['grey-r1'] } });
    expect(refusal(s, { type: 'fire', side: 'blue', figure: 'blue-r1', target: 'grey-r2' }).message).toBe('Blue rifleman 1 must fire at the nearest enemy it can see and hurt: Grey rifleman 1 (4.1)');
    const miss = act(s, { type: 'fire', side: 'blue', figure: 'blue-r1', target: 'grey-r1' }, [3]);
    expect(ofType(miss.events, 'shot')[0]).toMatchObject({ band: 'short', need: 4, roll: 3, hit: false });
    const hit = act(s, { type: 'fire', side: 'blue', figure: 'blue-r1', target: 'grey-r1' }, [4]);
    expect(unit(hit.state, 'grey-r1').steps).toBe(0);
    const far = blueFire({ 'blue-r1': P(5, 2), 'grey-r2': P(11, 10) });
    expect(ofType(act(far, { type: 'fire', side: 'blue', figure: 'blue-r1', target: 'grey-r2' }, [4]).events, 'shot')[0]).toMatchObject({ band: 'long', need: 5, hit: false });
  });

  it('behind cover, -1: a man behind the wall is hit on 5+ at short range (4.2)', () => {
    const s = blueFire({ 'blue-r1': P(15, 8), 'grey-r1': P(15, 12.6) });
    const r = act(s, { type: 'fire', side: 'blue', figure: 'blue-r1', target: 'grey-r1' }, [4]);
    expect(ofType(r.events, 'shot')[0]).toMatchObject({ need: 4, roll: 4, total: 3, hit: false, modifiers: [{ n: -1, why: 'behind cover (wall)' }] });
  });

  it('the machinegun rolls at every enemy in its 60° arc out to 24" (4.3)', () => {
    const s = blueFire({ 'blue-mg': P(12, 2, 90), 'grey-r1': P(12, 10), 'grey-r2': P(14, 20), 'grey-r3': P(22, 4) });
    expect(view(farm, s, 'blue').actions.find((a) => a.type === 'fire')).toMatchObject({ fixed: { figure: 'blue-mg' } });
    const r = act(s, { type: 'fire', side: 'blue', figure: 'blue-mg' }, [5, 1]);
    expect(ofType(r.events, 'shot').map((e) => [e['target'], e['hit']])).toEqual([
      ['grey-r1', true],
      ['grey-r2', false],
    ]);
  });

  it('a grenade scatters 2" by the table, and kills every man within 1" of where it lands on 4+ (4.4)', () => {
    const s = blueFire({ 'blue-sgt': P(10, 2), 'grey-r1': P(10, 6), 'grey-r2': P(10.5, 6.5), 'grey-r3': P(10, 9) });
    const onTarget = act(s, { type: 'throwGrenade', side: 'blue', figure: 'blue-sgt', at: P(10, 6) }, [5, 4, 3]);
    expect(ofType(onTarget.events, 'scatter')[0]).toMatchObject({ result: 'on-target', landed: { x: 10, y: 6 }, touched: ['grey-r1', 'grey-r2'] });
    expect(ofType(onTarget.events, 'shot').map((e) => [e['target'], e['hit']])).toEqual([
      ['grey-r1', true],
      ['grey-r2', false],
    ]);
    // A 1 throws it 2" long: it lands by the third man.
    const long = act(s, { type: 'throwGrenade', side: 'blue', figure: 'blue-sgt', at: P(10, 6) }, [1, 6]);
    expect(ofType(long.events, 'scatter')[0]).toMatchObject({ result: 'long', landed: { x: 10, y: 8 }, touched: ['grey-r3'] });
    expect(refusal(s, { type: 'throwGrenade', side: 'blue', figure: 'blue-sgt', at: P(10, 9.5) }).message).toMatch(/may aim at most 6"/);
  });

  it('figures whose bases touch fight at the end of the player turn: high die wins, a sergeant adds 1 (5)', () => {
    const s = blueFire({ 'blue-r1': P(10, 10), 'grey-sgt': P(10.8, 10) });
    const r = act(s, { type: 'endFire', side: 'blue' }, [4, 3, 5, 5]);
    expect(ofType(r.events, 'melee')[0]).toMatchObject({ a: 'blue-r1', b: 'grey-sgt', rolls: [[4, 3], [5, 5]], bonusB: 1, winner: 'grey-sgt', loser: 'blue-r1' });
    expect(unit(r.state, 'blue-r1').steps).toBe(0);
  });

  it('a side that has lost half its figures rolls at the start of its turn; on 1-2 every figure runs directly away (6)', () => {
    // Grey is down to three figures of six.
    const s = only({ 'blue-r1': P(10, 5), 'blue-r2': P(20, 2), 'grey-r1': P(10, 15), 'grey-r2': P(14, 22), 'grey-r3': P(20, 22) });
    const r = act(act(s, { type: 'endMovement', side: 'blue' }).state, { type: 'endFire', side: 'blue' }, [2]);
    expect(ofType(r.events, 'tableRoll')[0]).toMatchObject({ table: 'morale', roll: 2, result: 'run' });
    // Directly away from the nearest Blue figure: north, a full move.
    expect(unit(r.state, 'grey-r1').at).toEqual({ x: 10, y: 21 });
    expect(refusal(r.state, { type: 'move', side: 'grey', figure: 'grey-r1', path: [P(10, 21), P(10, 20)] }).message).toMatch(/has run this turn/);
  });

  it('after turn 6, the side alone within 1" of the farmhouse wins; otherwise Grey (7)', () => {
    const last = (where: Record<string, TablePosition>) => {
      let s = only(where);
      // Each side has lost half its figures, so each rolls morale as its turn begins: both hold (6).
      s = withRolls({ ...s, turn: 6, flow: { ...s.flow, context: { ...s.flow.context, turn: 6 } } }, [6, 6]);
      for (let i = 0; i < 8 && !s.result; i++) s = act(s, { type: s.phase === 'movement' ? 'endMovement' : 'endFire', side: farm.actingSides(s)[0]! }).state;
      return s.result;
    };
    expect(last({ 'blue-r1': P(13.2, 17.5), 'grey-r1': P(2, 22) })).toMatchObject({ winner: 'blue' });
    expect(last({ 'blue-r1': P(13.2, 17.5), 'grey-r1': P(18.8, 17.5) })).toMatchObject({ winner: 'grey' });
    expect(FARMHOUSE).toBe('farmhouse');
  });

  it('bots play whole games to a result; the log reads in words; the fuzzer finds nothing', () => {
    for (const seed of [1, 2]) {
      const lines: string[] = [];
      const r = playMatch(farm, { seed, onAction: (_a, events, after) => lines.push(...events.map((e) => describeEvent(farm, after, e) ?? '')) });
      expect(r.ended).toBe('result');
      expect(lines.filter((l) => /^[a-z][A-Za-z]+: [a-z]+ /.test(l))).toEqual([]);
    }
    expect(fuzz(farm, { games: 2, seed: 5 }).findings).toEqual([]);
  }, 120_000);
});
