/**
 * Indirect fire without a template (issue 38 item 3's worked example): a
 * weapon that rolls to hit as a rifle does but needs no sight or arc of its
 * own, only that its side has spotted the target, is one line of data
 * (`indirect: true`). Shown on a variant of the guide's Hedgerow Farm whose
 * machinegun team carries a light mortar instead.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, defineGame, type Action, type Game, type MatchState } from '../../src/index';
import { tabletopFire, type TablePosition, type TableWeapon } from '../../src/public/tabletop';
import { HexwarError } from '../../src/errors';
import { farm, COUNTERS, type FarmSpec } from '../../examples/tabletop/farm';

type S = MatchState<null, TablePosition>;

const mortar: TableWeapon = { name: 'light mortar', range: 18, indirect: true, rule: '4.5' };
const rifle: TableWeapon = { name: 'rifle', range: 18, rule: '4.1' };
/** The farm's other weapons, as its rules 4.3 and 4.4 give them. */
const mg: TableWeapon = { name: 'machinegun', range: 24, arc: 60, targets: 'every', rule: '4.3' };
const grenade: TableWeapon = {
  name: 'grenade',
  range: 6,
  template: { radius: 1, atPoint: true, table: { die: 6, entries: [{ rolls: [5, 6], result: 'on-target' }, ...(['long', 'right', 'short', 'left'] as const).map((result, i) => ({ rolls: [i + 1], result, distance: 2 }))] } },
  rule: '4.4',
};
const def = farm.definition as unknown as Record<string, unknown> & { phases: { fire: { actions: Record<string, unknown> } } };
/** The farm's fire with these weapons: 4+ kills, as a rifle's short range. */
const fireWith = (weapons: Record<string, TableWeapon>) =>
  tabletopFire<FarmSpec>({
    rule: '4',
    table: farm.definition.table!,
    weapons,
    measure: 'base',
    compare: 'atLeast',
    need: () => ({ need: 4 }),
    resolve: (ctx, shot, hit) => void (hit && ctx.updateUnit(shot.target.id, { at: null, steps: 0, box: 'dead' })),
  });
/** The farm with Blue's machinegun team carrying `weapon` (the mortar, or a rifle for comparison). */
const variant = (weapon: 'mortar' | 'rifle'): Game => {
  const fire = fireWith({ mortar, rifle, mg, grenade });
  const counters = COUNTERS.map((c) => (c.id === 'blue-mg' ? { ...c, weapons: [weapon] } : c));
  const { procedures: _p, ...rest } = def;
  return defineGame({ ...rest, id: `farm-${weapon}`, counters, samplers: fire.samplers, phases: { ...def.phases, fire: { ...def.phases.fire, actions: { ...def.phases.fire.actions, fire: fire.fire } } } } as never) as unknown as Game;
};

/** Blue's fire phase with its team at (16, 10): the farmhouse stands between it and Grey's sergeant at (16, 20). */
function behindTheHouse(game: Game): S {
  let s = createMatch(game, { seed: 1 }) as S;
  s = { ...s, units: s.units.map((u) => (u.id === 'blue-mg' ? { ...u, at: { x: 16, y: 10, facing: 0 } } : u)) };
  const r = game.apply(s, { type: 'endMovement', side: 'blue' });
  if (!r.ok) throw new Error(r.error.message);
  return r.state as S;
}
const targetsOf = (game: Game, s: S): string[] =>
  game.legal(s, 'blue').flatMap((d) => (d.type === 'fire' && d.fixed?.['figure'] === 'blue-mg' ? ((d.choose?.['target'] as string[] | undefined) ?? []) : []));

describe('indirect fire without a template: data alone (TableWeapon.indirect)', () => {
  it("a light mortar fires at an enemy its side has spotted with no sight of its own; a rifle in the same spot cannot see it", () => {
    const withMortar = variant('mortar');
    const s = behindTheHouse(withMortar);
    expect(targetsOf(withMortar, s)).toContain('grey-sgt');
    const shot: Action = { type: 'fire', side: 'blue', figure: 'blue-mg', target: 'grey-sgt' };
    expect(withMortar.check(s, shot)?.message ?? null).toBeNull();
    const r = withMortar.apply(s, shot);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.some((e) => e.type === 'shot' && e['target'] === 'grey-sgt')).toBe(true);

    const withRifle = variant('rifle');
    const t = behindTheHouse(withRifle);
    expect(targetsOf(withRifle, t)).not.toContain('grey-sgt');
    expect(withRifle.check(t, shot)?.message).toMatch(/cannot see the Grey sergeant/);
  });

  it('out of its range it is refused with the range, as any shot', () => {
    const withMortar = variant('mortar');
    let s = behindTheHouse(withMortar);
    s = { ...s, units: s.units.map((u) => (u.id === 'blue-mg' ? { ...u, at: { x: 10, y: 1, facing: 0 } } : u)) };
    expect(targetsOf(withMortar, s)).not.toContain('grey-sgt');
    expect(withMortar.check(s, { type: 'fire', side: 'blue', figure: 'blue-mg', target: 'grey-sgt' })?.message).toMatch(/the Grey sergeant is 18.9" from Blue machinegun.*18"/);
  });

  it('a weapon both indirect and with a template, or indirect with no range, is refused when the game is built', () => {
    const caught = (w: TableWeapon): HexwarError => {
      try {
        fireWith({ w });
      } catch (e) {
        return e as HexwarError;
      }
      throw new Error('not refused');
    };
    expect(caught({ ...mortar, template: { radius: 1 } }).path).toBe('weapons.w.indirect');
    expect(caught({ name: 'mortar', indirect: true }).message).toMatch(/an indirect weapon has a range/);
  });
});
