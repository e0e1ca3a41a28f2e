/**
 * `weaponsOf`: what a figure's weapons reach, read from each table game's own
 * fire data: arcs as angles in the engine's facing convention (checked against
 * the engine's own arc test at every bearing), range bands in inches, and the
 * figure's facing as it stands in the state.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatch, weaponsOf, type MatchState, type WeaponArc } from '../../src/index';
import { baseReach, inArc, pointAtBearing, type TablePosition } from '../../src/public/tabletop';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { WEAPONS as SKIRMISH_WEAPONS } from '../../games/pacific-skirmish/data/tables';
import { beachAssault } from '../../games/beach-assault';
import { WEAPONS as BEACH_WEAPONS } from '../../games/beach-assault/data/tables';
import { myitkyina } from '../../games/myitkyina';

type S = MatchState<unknown, TablePosition>;

/** The state with one figure turned to a facing (a hand-made state, as a save would be). */
const turned = (s: S, id: string, facing: number): S => JSON.parse(JSON.stringify({ ...s, units: s.units.map((u) => (u.id === id && u.at ? { ...u, at: { ...u.at, facing } } : u)) })) as S;

/** Whether a bearing lies between an arc's edges, going counter-clockwise from `from` to `to`. */
const between = (arc: WeaponArc, bearing: number): boolean => (((bearing - arc.from) % 360) + 360) % 360 <= (((arc.to - arc.from) % 360) + 360) % 360;

describe('weaponsOf: arcs and ranges from the fire data', () => {
  const skirmish = createMatch(pacificSkirmish, { seed: 1 }) as S;
  const beach = createMatch(beachAssault, { seed: 1 }) as S;

  it("Pacific skirmish: a machinegun's 45° arc about its facing, out to 36\"; a rifle all round to 24\"; a tank gun as far as it sees; a mortar's overlay at its target", () => {
    const mg = weaponsOf(pacificSkirmish, skirmish, 'jp-mg');
    expect(mg.map((w) => w.weapon)).toEqual(['mg', 'grenade']);
    expect(mg[0]).toMatchObject({ name: 'machinegun', arc: { centre: 270, from: 247.5, to: 292.5, width: SKIRMISH_WEAPONS.mg.arc }, bands: [{ from: 0, upTo: 36 }], measure: 'centre', drawnFrom: 0, rule: 'Special Rule 2' });
    expect(mg[1]).toMatchObject({ name: 'grenade', bands: [{ from: 0, upTo: SKIRMISH_WEAPONS.grenade.range }] });
    expect(mg[1]!.arc).toBeUndefined();
    const atg = weaponsOf(pacificSkirmish, skirmish, 'jp-atg')[0]!;
    expect(atg).toMatchObject({ weapon: 'atGun', arc: { centre: 230, from: 207.5, to: 252.5, width: 45 }, bands: [] });
    expect(weaponsOf(pacificSkirmish, skirmish, 'us-r1')[0]).toMatchObject({ weapon: 'rifle', bands: [{ from: 0, upTo: 24 }] });
    expect(weaponsOf(pacificSkirmish, skirmish, 'us-r1')[0]!.arc).toBeUndefined();
    expect(weaponsOf(pacificSkirmish, skirmish, 'us-tank')).toEqual([expect.objectContaining({ weapon: 'tankGun', bands: [] })]);
    const mortar = weaponsOf(pacificSkirmish, skirmish, 'us-mortar')[0]!;
    expect(mortar).toMatchObject({ weapon: 'lightMortar', template: 'target', bands: [{ from: 0, upTo: 36 }] });
    expect(mortar.arc, 'indirect fire has no arc of its own').toBeUndefined();
  });

  it('Beach Assault: small arms by their short and long bands, the tank gun too, a grenade and a shell aimed at a point', () => {
    for (const [id, weapon] of [['g1-rifle1', 'rifle'], ['g1-shotgun', 'shotgun'], ['g1-officer', 'smg'], ['g1-at', 'at-rifle'], ['g-tank', 'tank-gun']] as const) {
      const w = weaponsOf(beachAssault, beach, id)[0]!;
      const bands = BEACH_WEAPONS[weapon].bands!;
      expect(w.weapon).toBe(weapon);
      expect(w.bands).toEqual(bands.map((b, i) => ({ band: b.band, from: i ? bands[i - 1]!.upTo : 0, upTo: b.upTo })));
      expect(w.arc).toBeUndefined();
      // Measured base edge to base edge: drawn about the centre, a band's edge lies its firer's base further out.
      expect(w.measure).toBe('base');
      expect(w.drawnFrom).toBe(baseReach(beachAssault.board(beach.units).figure(id)!.base));
      expect(w.drawnFrom).toBeGreaterThan(0);
    }
    expect(weaponsOf(beachAssault, beach, 'g1-rifle1')[0]!.bands).toEqual([{ band: 'short', from: 0, upTo: 9 }, { band: 'long', from: 9, upTo: 18 }]);
    expect(weaponsOf(beachAssault, beach, 'g1-sergeant')[1]).toMatchObject({ weapon: 'grenades', template: 'point', bands: [{ from: 0, upTo: 4 }] });
    expect(weaponsOf(beachAssault, beach, 'g-tank')[1]).toMatchObject({ weapon: 'shell', template: 'point', bands: [{ from: 0, upTo: 36 }] });
  });

  it("an arc turns with its figure: at any facing, a bearing is between the arc's edges exactly when the engine's arc test holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359 }), fc.double({ min: 0, max: 360, noNaN: true }), fc.constantFrom('jp-mg', 'us-mg', 'jp-atg'), (facing, bearing, id) => {
        const s = turned(skirmish, id, facing);
        const arc = weaponsOf(pacificSkirmish, s, id)[0]!.arc!;
        expect(arc.centre).toBe(facing);
        const at = s.units.find((u) => u.id === id)!.at!;
        // Away from the edges by a hair, so rounding at a boundary decides nothing.
        const off = Math.min(Math.abs((((bearing - arc.from) % 360) + 540) % 360 - 180), Math.abs((((bearing - arc.to) % 360) + 540) % 360 - 180));
        fc.pre(off > 1e-6 && 180 - off > 1e-6);
        expect(between(arc, bearing)).toBe(inArc(at, pointAtBearing(at, bearing, 10), { width: arc.width }));
      }),
      { numRuns: 300 },
    );
  });

  it('a hex game has no weapons; an id that is no unit of the match is refused by name', () => {
    const s = createMatch(myitkyina, { seed: 1 });
    expect(weaponsOf(myitkyina, s, s.units[0]!.id)).toEqual([]);
    expect(() => weaponsOf(pacificSkirmish, skirmish, 'nobody')).toThrow(/no unit "nobody"/);
  });
});
