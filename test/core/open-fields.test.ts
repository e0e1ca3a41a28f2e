/**
 * The tabletop's open fields have a typed vocabulary: a bot or a sampler reads
 * a listed field's parameters through `openFieldOf`, which checks the kind,
 * with no cast and no bracket read.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { openFieldOf, type OpenField, type TablePoint } from '../../src/index';
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
