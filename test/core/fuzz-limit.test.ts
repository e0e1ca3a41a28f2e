/**
 * A verb's `limit` (issue 39 item 4, issue 41's "a unit moving twice"): the
 * fuzzer holds a verb's legal and apply to how often the rules let one unit
 * take it, so a move that forgets to mark its unit lets it move again and
 * again, and the fuzzer says so.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, type ActionDefinition, type AnySpec, type Game } from '../../src/engine';
import { fuzz } from '../../src/fuzz';
import { crossing } from '../../examples/plugin/crossing';

/** The crossing with its move verb changed by `change`. */
function withMove(change: (move: ActionDefinition<AnySpec, { unit: string; to: string }>) => ActionDefinition<AnySpec, { unit: string; to: string }>): Game {
  const def = crossing.definition;
  const movement = def.phases!['movement']!;
  const move = movement.actions!['move'] as ActionDefinition<AnySpec, { unit: string; to: string }>;
  return defineGame({ ...def, phases: { ...def.phases, movement: { ...movement, actions: { ...movement.actions, move: change(move) } } } } as never) as Game;
}

describe('fuzz: a verb taken more often than its limit', () => {
  it('the crossing as written: no unit moves twice in a phase in 4 fuzzed games', () => {
    expect(fuzz(crossing, { games: 4 }).findings.filter((f) => f.kind === 'acts-too-often')).toEqual([]);
  });

  it('a move that forgets to mark its unit as moved is found, naming the unit, the phase and the rule', () => {
    // The careless change: the unit moves, its moved flag is never set, so the legal list offers it again.
    const careless = withMove((move) => ({ ...move, apply: (ctx, a) => ctx.updateUnit(a.unit, { at: a.to }) }));
    const report = fuzz(careless, { games: 4 });
    const found = report.findings.find((f) => f.kind === 'acts-too-often');
    expect(found?.message).toMatch(/^\S.* took move 2 times in one movement phase of turn \d+; its verb allows 1 \(4\): the rules let a unit act again that should not$/);
  });

  it('a limit the definition gets wrong is refused when the game is defined', () => {
    expect(() => withMove((move) => ({ ...move, limit: { field: 'unit', times: 0, per: 'phase' } }))).toThrow(/limit/);
    expect(() => withMove((move) => ({ ...move, limit: { field: 'unit', times: 1, per: 'activation' as 'phase' } }))).toThrow(/limit/);
  });
});
