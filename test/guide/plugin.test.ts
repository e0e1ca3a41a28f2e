/**
 * The game built in docs/writing-a-plugin.md, played as the guide says: a
 * match, legal moves, an attack on fixed dice with its retreat and advance,
 * refusals that cite their rule, whole bot games and the fuzzer. Like the game,
 * it imports only what the package exports.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, describeEvent, openDecision, expandActions, fuzz, playMatch, view, type Action, type MatchState, type ReadContext, type RulesContext } from 'hexwar';
import { mustApply, unitOf } from 'hexwar/testing';
import { crossing, HARLOW, type CrossingSpec } from '../../examples/plugin/crossing';

type S = MatchState;

/** Applies an action that must be accepted (after scripting the next rolls, if given). */
const act = (s: S, action: Action, rolls?: number[]) => mustApply(crossing, s, action, rolls);

/** Blue has moved 1 Bde and 2 Bde up to the river, next to 5 Bde at the bridgehead (E3), and is in its combat phase. */
function atTheRiver(): S {
  let s = createMatch(crossing, { seed: 1 });
  s = act(s, { type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' }).state;
  s = act(s, { type: 'move', side: 'blue', unit: '2 Bde', to: 'D4' }).state;
  return act(s, { type: 'endMovement', side: 'blue' }).state;
}

/** Declares an attack on E3 by 1 Bde and 2 Bde and resolves it with the die showing `roll`. */
function attackTheBridgehead(roll: number) {
  let s = act(atTheRiver(), { type: 'declareAttack', side: 'blue', hex: 'E3' }).state;
  s = act(s, { type: 'addAttacker', side: 'blue', unit: '1 Bde' }).state;
  s = act(s, { type: 'addAttacker', side: 'blue', unit: '2 Bde' }).state;
  return act(s, { type: 'resolveAttack', side: 'blue' }, [roll]);
}

describe('the guide\'s game: The Crossing at Harlow', () => {
  it('a match starts in Blue\'s movement phase; each unit comes with the hexes it can reach (4)', () => {
    const s = createMatch(crossing, { seed: 1 });
    expect(s).toMatchObject({ turn: 1, phase: 'movement', active: 'blue' });
    const v = view(crossing, s, 'blue');
    const d = v.actions.find((a) => a.type === 'move' && a.fixed?.['unit'] === '1 Bde')!;
    // Along the road to the river, where 5 Bde's zone of control stops it; never into 5 Bde's hex.
    expect(d.choose?.['to']).toContain('D3');
    expect(d.choose?.['to']).not.toContain('E3');
    expect(expandActions(v.actions)).toContainEqual({ type: 'endMovement', side: 'blue' });
    expect(view(crossing, s, 'red').actions).toEqual([]);
  });

  it('legal moves are accepted; a unit moves once a phase (4.1)', () => {
    let s = createMatch(crossing, { seed: 1 });
    const r = act(s, { type: 'move', side: 'blue', unit: '1 Bde', to: 'D3' });
    expect(r.events).toContainEqual({ type: 'moved', unit: '1 Bde', from: 'A3', to: 'D3' });
    s = r.state;
    const again = crossing.apply(s, { type: 'move', side: 'blue', unit: '1 Bde', to: 'C3' });
    expect(!again.ok && again.error).toMatchObject({ message: '1 Bde has already moved this phase (4.1)', rule: '4.1' });
  });

  it('refusals say why in a player\'s words and cite the rule', () => {
    const s = createMatch(crossing, { seed: 1 });
    const far = crossing.apply(s, { type: 'move', side: 'blue', unit: '2 Bde', to: 'H6' });
    expect(!far.ok && far.error.message).toMatch(/^2 Bde cannot reach H6: 4 MP, .* \(4\.2\)$/);
    expect(!far.ok && far.error.rule).toBe('4.2');
    const early = crossing.apply(s, { type: 'declareAttack', side: 'blue', hex: 'E3' });
    expect(!early.ok && early.error.code).toBe('not-now');
    const out = crossing.apply(s, { type: 'move', side: 'red', unit: '5 Bde', to: 'F4' });
    expect(!out.ok && out.error.code).toBe('not-your-turn');
    const harlow = crossing.apply(atTheRiver(), { type: 'declareAttack', side: 'blue', hex: HARLOW });
    expect(!harlow.ok && harlow.error).toMatchObject({ message: expect.stringMatching(/^F3 cannot be attacked: .* \(5\.1\)$/), rule: '5.1' });
  });

  it('an attack on fixed dice: 6 against 4 across the river is 1:1; a 1 is DR; Red retreats, Blue advances (5)', () => {
    const r = attackTheBridgehead(1);
    const combat = r.events.find((e) => e.type === 'combat')!;
    expect(combat).toMatchObject({ hex: 'E3', attack: 6, defence: 4, column: '1:1', roll: 1, result: 'DR' });
    expect(describeEvent(crossing, r.state, combat)).toBe('Combat at E3: 1 Bde, 2 Bde (6) vs 5 Bde (4); across the river -1 x2 (5.3) = 1:1; rolled 1: DR, defenders retreat one hex (5)');
    // 5 Bde retreats one hex away from the attackers, out of their zones of control.
    expect(openDecision(r.state)).toMatchObject({ side: 'red', kind: 'retreat' });
    expect(openDecision(r.state)?.options.map((o) => o['to'])).toEqual(['F3', 'F4']);
    let s = act(r.state, { type: 'retreatTo', side: 'red', unit: '5 Bde', to: 'F4' }).state;
    expect(openDecision(s)).toMatchObject({ side: 'blue', kind: 'advance' });
    s = act(s, { type: 'advance', side: 'blue', unit: '1 Bde' }).state;
    s = act(s, { type: 'noAdvance', side: 'blue' }).state;
    expect([unitOf(s, '1 Bde').at, unitOf(s, '2 Bde').at, unitOf(s, '5 Bde').at]).toEqual(['E3', 'D4', 'F4']);
    expect(s).toMatchObject({ phase: 'combat', stack: [] });
    // Each unit attacks once a phase: nothing is left to attack with.
    expect(crossing.legalActions(s, 'blue')).toEqual([{ type: 'endCombat', side: 'blue' }]);
  });

  it('an exchange costs each side exactly one step, the attacker choosing which unit (5.4)', () => {
    const r = attackTheBridgehead(2);
    expect(r.events.find((e) => e.type === 'combat')).toMatchObject({ column: '1:1', result: 'EX' });
    expect(unitOf(r.state, '5 Bde').steps).toBe(1);
    expect(openDecision(r.state)?.options).toEqual([
      { type: 'takeLoss', side: 'blue', unit: '1 Bde' },
      { type: 'takeLoss', side: 'blue', unit: '2 Bde' },
    ]);
    const s = act(r.state, { type: 'takeLoss', side: 'blue', unit: '2 Bde' }).state;
    expect([unitOf(s, '1 Bde').steps, unitOf(s, '2 Bde').steps]).toEqual([2, 1]);
    expect(s).toMatchObject({ stack: [] });
  });

  it('names are types: a misspelt phase or event does not compile (see @ts-expect-error)', () => {
    const phase = (ctx: ReadContext<CrossingSpec>) =>
      // @ts-expect-error: there is no phase "movment"
      ctx.phase === 'movment';
    const event = (ctx: RulesContext<CrossingSpec>) => {
      ctx.emit({ type: 'harlowHeld', turn: 1, by: 'blue' });
      // @ts-expect-error: no event "harlowHled"
      ctx.emit({ type: 'harlowHled', turn: 1, by: 'blue' });
      // @ts-expect-error: "green" is not a side
      ctx.emit({ type: 'harlowHeld', turn: 1, by: 'green' });
    };
    expect([typeof phase, typeof event]).toEqual(['function', 'function']);
  });

  it('bots play whole games to a result: whoever holds Harlow after turn 4 wins (6)', () => {
    for (const seed of [1, 2, 3]) {
      const { state, ended } = playMatch(crossing, { seed });
      expect(ended).toBe('result');
      expect(state.turn).toBe(4);
      expect(state.result?.reason).toMatch(/holds Harlow at the end of turn 4 \(6\)$/);
    }
  });

  it('the fuzzer finds nothing', () => {
    const report = fuzz(crossing, { games: 5 });
    expect(report.findings).toEqual([]);
    expect(report.steps).toBeGreaterThan(100);
  });
});
