/**
 * The tabletop's open fields have a typed vocabulary: a bot or a sampler reads
 * a listed field's parameters through `openFieldOf`, which checks the kind,
 * with no cast and no bracket read.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, fillAction, HexwarError, type OpenField } from '../../src/index';
import { formationPaths, openFieldOf, type TablePoint } from '../../src/public/tabletop';
import { beachAssault } from '../../games/beach-assault';
import { act as beachAct, start as beachStart } from '../games/beach-assault/helpers';
import { asOpenField } from '../../src/procedures/tabletop/open-fields';
import { game, start } from '../games/pacific-skirmish/helpers';

describe('open fields typed by kind', () => {
  it("a listed figure's path field reads as a path: where it stands, its profile and allowance, a legal witness", () => {
    const s = start();
    const moves = game.legal(s, 'us').filter((d) => d.open?.['path']);
    expect(moves.length).toBeGreaterThan(0);
    for (const d of moves) {
      const path = openFieldOf(d, 'path', 'path');
      expect(path).toBeDefined();
      if (!path) continue;
      expectTypeOf(path.from).toEqualTypeOf<TablePoint>();
      expectTypeOf(path.allowance).toEqualTypeOf<number>();
      const figure = s.units.find((u) => u.id === d.fixed?.['figure'])!;
      expect(figure.at).toMatchObject(path.from);
      expect(path.allowance).toBeGreaterThan(0);
      expect(path.witness[0]).toEqual(path.from);
      // The same field asked for as another kind is not that kind.
      expect(openFieldOf(d, 'path', 'point')).toBeUndefined();
      expect(openFieldOf(d, 'along', 'along')).toBeUndefined();
    }
  });

  it('a field of another kind, or none, is undefined', () => {
    const facing: OpenField = { kind: 'facing' };
    expect(asOpenField(facing, 'facing')).toEqual({ kind: 'facing' });
    expect(asOpenField(facing, 'path')).toBeUndefined();
    expect(asOpenField(undefined, 'path')).toBeUndefined();
    const along: OpenField = { kind: 'along', intervals: [[0, 2]], points: [0.5, 1.5] };
    expect(asOpenField(along, 'along')?.points).toEqual([0.5, 1.5]);
  });
});

describe('an action filled from its descriptor (fillAction)', () => {
  it("a figure's path filled in is the action the rules judge: a short step is taken, a point too far refused with the rule, a missing or foreign field is malformed", () => {
    const s = start();
    const d = game.legal(s, 'us').find((x) => x.type === 'move' && x.fixed?.['figure'] === 'us-lt')!;
    const a = fillAction(d, { path: [{ x: 22, y: 3 }, { x: 23, y: 6 }] });
    expect(a).toEqual({ type: 'move', side: 'us', figure: 'us-lt', path: [{ x: 22, y: 3 }, { x: 23, y: 6 }] });
    expect(game.check(s, a)).toBeNull();
    const far = game.check(s, fillAction(d, { path: [{ x: 22, y: 3 }, { x: 30, y: 12 }] }));
    expect(far).toMatchObject({ code: 'illegal', rule: 'Movement' });
    expect(far?.message).toMatch(/too far/);
    expect(() => fillAction(d, {})).toThrow(/path: give a value \(a path\)/);
    expect(() => fillAction(d, { path: [], range: 3 })).toThrow(/range: this action has no such field/);
    expect(() => fillAction(d, { path: [{ x: Number.NaN, y: 1 }] })).toThrow(/not plain data/);
    try {
      fillAction(d, {});
    } catch (e) {
      expect(e).toBeInstanceOf(HexwarError);
      expect((e as HexwarError).code).toBe('malformed-action');
    }
  });

  it('a chosen field must be one of its list', () => {
    const d = { type: 'fire', side: 'us', fixed: { figure: 'us-lt' }, choose: { target: ['jp-r1', 'jp-r2'] } };
    expect(fillAction(d, { target: 'jp-r2' })).toEqual({ type: 'fire', side: 'us', figure: 'us-lt', target: 'jp-r2' });
    expect(() => fillAction(d, { target: 'jp-r9' })).toThrow(/not one of those listed/);
    expect(() => fillAction(d, {})).toThrow(/target: choose one of 2 values/);
  });
});

describe('a team moved as one (formationPaths)', () => {
  it("every figure of a Beach Assault team shifts by the same offset: the formation is kept and the rules accept it", () => {
    let s = beachStart();
    const land = beachAssault.legal(s, 'tan').find((d) => d.type === 'land' && d.fixed?.['unit'] === 't1')!;
    s = beachAct(s, fillAction(land, { y: 24 })).state;
    const d = beachAssault.legal(s, 'tan').find((x) => x.type === 'move' && x.fixed?.['unit'] === 't1')!;
    const field = openFieldOf(d, 'paths', 'paths')!;
    expect(field.figures.length).toBeGreaterThan(1);
    const cx = field.figures.reduce((t, f) => t + f.from.x, 0) / field.figures.length;
    const cy = field.figures.reduce((t, f) => t + f.from.y, 0) / field.figures.length;
    const paths = formationPaths(field, [{ x: cx + 2, y: cy - 1 }]);
    expect(Object.keys(paths).sort()).toEqual(field.figures.map((f) => f.id).sort());
    for (const f of field.figures) expect(paths[f.id]).toEqual([f.from, { x: expect.closeTo(f.from.x + 2, 2), y: expect.closeTo(f.from.y - 1, 2) }]);
    const after = beachAct(s, fillAction(d, { paths })).state;
    for (const f of field.figures) {
      const at = after.units.find((u) => u.id === f.id)!.at as { x: number; y: number };
      expect(at.x).toBeCloseTo(f.from.x + 2, 2);
      expect(at.y).toBeCloseTo(f.from.y - 1, 2);
    }
  });

  it("Tan's arrival order field says which turn each place lands on", () => {
    const s = createMatch(beachAssault, { seed: 3 });
    const d = beachAssault.legal(s, 'tan').find((x) => x.type === 'writeOrder')!;
    expect(d.open?.['order']).toMatchObject({ kind: 'arrival-order', turns: [1, 1, 3, 3, 5, 5, 7, 7] });
    expect((d.open?.['order']?.['units'] as string[]).length).toBe(8);
  });
});
