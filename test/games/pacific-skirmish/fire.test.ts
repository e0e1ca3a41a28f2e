import { describe, expect, it } from 'vitest';
import { act, casualties, game, listed, ofType, only, P, place, refused, shots, start, unit, until, type S } from './helpers';
import { actionWords, describeEvent, type Game } from '../../../src/engine';

/** A scene: only these figures, with a far-away bystander each side so nobody wins at once. */
const scene = (where: Record<string, ReturnType<typeof P>>, flags: Record<string, Record<string, unknown>> = {}): S => only(start(), { 'us-r5': P(1, 1), 'jp-r6': P(46, 34), ...where }, flags);
/** The American fire phase of turn 1 (nobody moved). */
const usFire = (s: S) => until(s, 'us', 'offensiveFire');
/** The Japanese fire right after the American movement (nobody moved). */
const japanFire = (s: S) => until(s, 'japan', 'defensiveFire');
const fire = (s: S, figure: string, weapon: string, target: string | undefined, rolls: (number | string)[], along?: number) =>
  act(s, { type: 'fire', side: game.actingSides(s)[0]!, figure, weapon, ...(target !== undefined ? { target } : {}), ...(along !== undefined ? { along } : {}) }, rolls);
const targetsOf = (s: S, side: 'us' | 'japan', figure: string, weapon: string): string[] =>
  listed(s, side, 'fire')
    .filter((d) => (d.fixed?.['figure'] === figure || (d.choose?.['figure'] as string[] | undefined)?.includes(figure)) && d.fixed?.['weapon'] === weapon && !d.open)
    .flatMap((d) => (d.choose?.['target'] as string[]) ?? []);

describe('Spotting', () => {
  // A Japanese rifleman keeps still in the kunai grass (90 % concealed).
  const hidden = (spotter: ReturnType<typeof P>) => scene({ 'jp-r1': P(19, 19), 'us-r1': P(19, 2), 'us-r2': spotter });
  it('a still target in 90 % concealing terrain is not spotted from 17" away, and may not be fired on', () => {
    const s = usFire(place(hidden(P(10, 1)), { 'jp-r2': P(40, 10) }));
    expect(targetsOf(s, 'us', 'us-r1', 'rifle')).toEqual(['jp-r2']);
    expect(refused(s, { type: 'fire', side: 'us', figure: 'us-r1', weapon: 'rifle', target: 'jp-r1' })).toEqual({
      message: 'the Ittohei Abe has not been spotted: it did not move or fire and is concealed, farther than 6" from your figures that can see it (Spotting)',
      rule: 'Spotting',
    });
  });
  it('an infantry target is spotted at 6" by a figure that sees it: then anyone in range may fire at it', () => {
    const s = usFire(hidden(P(19, 13.1)));
    expect(targetsOf(s, 'us', 'us-r1', 'rifle')).toEqual(['jp-r1']);
    const far = usFire(hidden(P(19, 12.9)));
    expect(targetsOf(far, 'us', 'us-r1', 'rifle')).toEqual([]);
  });
  it('a vehicle is spotted at 12"', () => {
    const near = usFire(scene({ 'jp-tank': P(28, 16.5, 270), 'us-tank': P(28, 4.6, 90) }));
    expect(targetsOf(near, 'us', 'us-tank', 'tankGun')).toEqual(['jp-tank']);
    const far = usFire(scene({ 'jp-tank': P(28, 16.5, 270), 'us-tank': P(28, 4.4, 90), 'us-r1': P(40, 2) }));
    expect(targetsOf(far, 'us', 'us-tank', 'tankGun')).toEqual([]);
  });
  it('spotting is automatic if the target moved or fired', () => {
    expect(targetsOf(usFire(hidden(P(10, 1))), 'us', 'us-r1', 'rifle')).toEqual([]);
    expect(targetsOf(usFire(place(hidden(P(10, 1)), {}, { 'jp-r1': { moved: true } })), 'us', 'us-r1', 'rifle')).toEqual(['jp-r1']);
    expect(targetsOf(usFire(place(hidden(P(10, 1)), {}, { 'jp-r1': { firedSinceMove: true } })), 'us', 'us-r1', 'rifle')).toEqual(['jp-r1']);
  });
  it('a figure that fires is spotted from then on (until its side next moves)', () => {
    // The rifleman in the grass fires at the American in the open: then the Americans may fire back.
    let s = japanFire(hidden(P(10, 1)));
    s = fire(s, 'jp-r1', 'rifle', 'us-r1', [9]).state;
    expect(unit(s, 'jp-r1').flags).toMatchObject({ firedSinceMove: true });
    s = until(act(s, { type: 'endFire', side: 'japan' }).state, 'us', 'offensiveFire');
    expect(targetsOf(s, 'us', 'us-r1', 'rifle')).toEqual(['jp-r1']);
  });
  it('spotting is automatic if the target is unconcealed, but the firer must see it', () => {
    expect(targetsOf(usFire(scene({ 'jp-r1': P(28, 24), 'us-r1': P(28, 1) })), 'us', 'us-r1', 'rifle')).toEqual(['jp-r1']);
    // Behind the palm grove: in the open, but nobody sees it.
    const s = usFire(scene({ 'jp-r1': P(12, 14), 'us-r1': P(12, 1), 'us-r2': P(40, 2) }, { 'jp-r1': { moved: true } }));
    expect(targetsOf(s, 'us', 'us-r1', 'rifle')).toEqual([]);
  });
});

describe('Tank/Antitank Fire', () => {
  it('a hit is a d10 (with modifiers) below the target\'s number; then the cards the table gives are pulled', () => {
    // The Sherman fires at the Ha-Go from behind: rear armour, hit on less than 8, 3 cards; attacker heavier -2.
    const s = usFire(scene({ 'us-tank': P(40, 2, 90), 'jp-tank': P(40, 9, 90) }));
    const r = fire(s, 'us-tank', 'tankGun', 'jp-tank', [9, 'KH', 'QH', '7H']);
    expect(shots(r.events)).toMatchObject([{ row: 'rear armour', need: 8, roll: 9, total: 7, hit: true, modifiers: [{ why: 'attacker heavier', n: -2 }] }]);
    expect(ofType(r.events, 'cardResult').map((e) => e['card'])).toEqual(['KH', 'QH', '7H']);
    expect(unit(r.state, 'jp-tank').flags).toMatchObject({ noFire: '2:us:offensiveFire', noMove: '2:us:offensiveFire', forwardOnly: true });
    const miss = fire(s, 'us-tank', 'tankGun', 'jp-tank', [10]);
    expect(shots(miss.events)).toMatchObject([{ roll: 10, total: 8, hit: false }]);
    expect(ofType(miss.events, 'cardResult')).toEqual([]);
  });
  it('a natural 1 is always a hit', () => {
    // The Sherman in the rocky ridge (cover +2) moved (+1); the 47 mm gun is lighter (+2): front armour needs less than 5.
    let s = scene({ 'us-tank': P(34, 7, 90), 'jp-atg': P(34, 15, 270) });
    s = act(s, { type: 'move', side: 'us', figure: 'us-tank', path: [P(34, 7), P(34, 8)] }).state;
    s = japanFire(s);
    const two = fire(s, 'jp-atg', 'atGun', 'us-tank', [2]);
    expect(shots(two.events)).toMatchObject([{ row: 'front armour', need: 5, roll: 2, total: 7, hit: false }]);
    expect(shots(two.events)[0]!.modifiers.map((m) => m.why)).toEqual(['in cover (rough)', 'target moved last turn', 'attacker lighter']);
    const one = fire(s, 'jp-atg', 'atGun', 'us-tank', [1, '7C']);
    expect(shots(one.events)).toMatchObject([{ roll: 1, total: 6, hit: true, natural: true }]);
  });
  it('front, side and rear armour by the angle of the shot from the target\'s facing', () => {
    const at = (x: number, y: number) => shots(fire(usFire(scene({ 'us-tank': P(x, y, 90), 'jp-tank': P(40, 9, 90) })), 'us-tank', 'tankGun', 'jp-tank', [10]).events)[0]!;
    expect(at(40, 2)).toMatchObject({ row: 'rear armour', need: 8 });
    expect(at(47, 8)).toMatchObject({ row: 'side armour', need: 7 });
    expect(at(41, 15)).toMatchObject({ row: 'front armour', need: 5 });
    // Exactly on a boundary the heavier armour takes the shot: 45° off the facing is front, 135° is side (not rear).
    expect(at(45, 14)).toMatchObject({ row: 'front armour', need: 5 });
    expect(at(35, 4)).toMatchObject({ row: 'side armour', need: 7 });
    // 1, 2 and 3 cards.
    const cards = (x: number, y: number, n: number) => ofType(fire(usFire(scene({ 'us-tank': P(x, y, 90), 'jp-tank': P(40, 9, 90) })), 'us-tank', 'tankGun', 'jp-tank', [1, ...['7H', '7D', '7S'].slice(0, n)]).events, 'cardResult').length;
    expect([cards(41, 15, 1), cards(47, 8, 2), cards(40, 2, 3)]).toEqual([1, 2, 3]);
  });
  it('attacker heavier −2, lighter +2 (weight classes: stand-in)', () => {
    const s = japanFire(scene({ 'us-tank': P(40, 2, 90), 'jp-tank': P(40, 9, 270), 'jp-atg': P(44, 9, 270), 'us-jeep': P(44, 2, 90) }));
    expect(shots(fire(s, 'jp-tank', 'tankGun', 'us-tank', [10]).events)[0]!.modifiers).toEqual([{ why: 'attacker lighter', n: 2 }]);
    expect(shots(fire(s, 'jp-atg', 'atGun', 'us-jeep', [10]).events)[0]!.modifiers).toEqual([{ why: 'attacker heavier', n: -2 }]);
    const even = usFire(scene({ 'jp-atg': P(40, 9, 270), 'jp-tank': P(44, 9, 270), 'us-tank': P(42, 2, 90) }));
    expect(shots(fire(even, 'us-tank', 'tankGun', 'jp-atg', [10]).events)[0]!.modifiers).toEqual([{ why: 'attacker heavier', n: -2 }]);
  });
  it('infantry: "see below" (less than 6, the Infantry table\'s number and modifiers: no heavier or lighter), then 6 = dead', () => {
    const s = usFire(scene({ 'us-tank': P(40, 2, 90), 'jp-r1': P(40, 12) }));
    const r = fire(s, 'us-tank', 'tankGun', 'jp-r1', [5, 6]);
    expect(shots(r.events)).toMatchObject([{ table: 'tank', row: 'infantry', need: 6, roll: 5, total: 5, hit: true, modifiers: [] }]);
    expect(casualties(r.events)).toMatchObject([{ unit: 'jp-r1', rolls: [6], killed: 1 }]);
    expect(unit(r.state, 'jp-r1')).toMatchObject({ at: null, steps: 0, box: 'eliminated' });
    const lives = fire(s, 'us-tank', 'tankGun', 'jp-r1', [5, 5]);
    expect(unit(lives.state, 'jp-r1').at).toEqual(P(40, 12));
    // A 7 misses: the Sherman is no heavier than a man.
    expect(shots(fire(s, 'us-tank', 'tankGun', 'jp-r1', [7]).events)).toMatchObject([{ total: 7, hit: false }]);
  });
  it('artillery (less than 5) and heavy weapons (less than 7): a d6 for each figure, 6 = dead; −3 for a shot from the flank or rear', () => {
    const s = usFire(scene({ 'us-tank': P(44, 6, 90), 'jp-atg': P(40, 9, 270), 'jp-mg': P(44, 12, 90) }));
    // The gun faces south; the Sherman is off its flank.
    const gun = fire(s, 'us-tank', 'tankGun', 'jp-atg', [9, 6, 2, 6]);
    expect(shots(gun.events)).toMatchObject([{ row: 'artillery', need: 5, roll: 9, total: 4, hit: true }]);
    expect(shots(gun.events)[0]!.modifiers).toEqual([{ why: 'attacker heavier', n: -2 }, { why: 'flank shot at artillery', n: -3 }]);
    expect(casualties(gun.events)).toMatchObject([{ unit: 'jp-atg', rolls: [6, 2, 6], killed: 2 }]);
    expect(unit(gun.state, 'jp-atg').flags).toMatchObject({ crew: 1 });
    // The machinegun faces north: the Sherman is behind it.
    // A crew is men with a weapon: no weight class, so no heavier or lighter; only the rear shot counts.
    const mg = fire(s, 'us-tank', 'tankGun', 'jp-mg', [9, 3, 4]);
    expect(shots(mg.events)).toMatchObject([{ row: 'heavy weapons', need: 7, total: 6, hit: true }]);
    expect(shots(mg.events)[0]!.modifiers.map((m) => m.why)).toEqual(['rear shot at a heavy weapon']);
  });
  it('wheeled: less than 8, 2 cards', () => {
    const s = japanFire(scene({ 'us-jeep': P(40, 2, 0), 'jp-tank': P(40, 9, 270) }));
    const r = fire(s, 'jp-tank', 'tankGun', 'us-jeep', [6, '7H', '7D']);
    expect(shots(r.events)).toMatchObject([{ row: 'wheeled', need: 8, total: 4, hit: true }]);
    expect(ofType(r.events, 'cardResult')).toHaveLength(2);
  });
  it('all artillery and machinegun arcs of fire are 45°', () => {
    // The 47 mm gun faces south; a target 48° off its facing is outside the 22.5° either side, one 18° off inside.
    const s = japanFire(scene({ 'jp-atg': P(40, 15, 270), 'us-tank': P(46, 9.6, 90), 'us-jeep': P(42, 9, 90) }));
    expect(targetsOf(s, 'japan', 'jp-atg', 'atGun')).toEqual(['us-jeep']);
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-atg', weapon: 'atGun', target: 'us-tank' }).message).toBe('the M4 Sherman is outside the 45° arc of the Type 1 47 mm anti-tank gun (Tank/Antitank Fire)');
  });
  it('a hull is in an arc when any part of the rectangle is: not the circle round it', () => {
    // The Sherman (3" x 2", facing north) just off the east edge of the 47 mm gun's arc, its centre `off` inches outside the edge.
    const e = (292.5 * Math.PI) / 180;
    const at = (off: number) => P(40 + 6 * Math.cos(e) - off * Math.sin(e), 15 + 6 * Math.sin(e) + off * Math.cos(e), 90);
    const shermanAt = (off: number) => japanFire(scene({ 'jp-atg': P(40, 15, 270), 'us-tank': at(off) }));
    // 1.45" out: a corner of the hull is in the arc.
    expect(targetsOf(shermanAt(1.45), 'japan', 'jp-atg', 'atGun')).toEqual(['us-tank']);
    // 1.65" out: the whole hull is 0.15" outside, though the circle round it (1.8") would reach in.
    expect(targetsOf(shermanAt(1.65), 'japan', 'jp-atg', 'atGun')).toEqual([]);
  });
  it('tank and anti-tank guns have no range in the text: they reach what they see', () => {
    const s = usFire(scene({ 'us-tank': P(46, 1, 90), 'jp-tank': P(46, 14.9, 270) }));
    expect(targetsOf(s, 'us', 'us-tank', 'tankGun')).toContain('jp-tank');
    const far = usFire(scene({ 'us-tank': P(2, 1, 90), 'jp-tank': P(46, 14.9, 270) }));
    expect(targetsOf(far, 'us', 'us-tank', 'tankGun')).toEqual(['jp-tank']);
  });
});

describe('Infantry Fire', () => {
  it('armour: less than 6, 1 card, and only grenades and heavy weapons can score a hit', () => {
    const s = japanFire(scene({ 'us-tank': P(40, 2, 90), 'jp-r1': P(40, 7) }));
    expect(targetsOf(s, 'japan', 'jp-r1', 'rifle')).toEqual([]);
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-tank' }).message).toBe('a rifle cannot hurt the M4 Sherman: only grenades and heavy weapons can score a hit on armour (Infantry Fire)');
    const r = fire(s, 'jp-r1', 'grenade', 'us-tank', [5, '7S']);
    expect(shots(r.events)).toMatchObject([{ table: 'infantry', row: 'armour', need: 6, total: 5, hit: true }]);
    expect(ofType(r.events, 'cardResult')).toHaveLength(1);
  });
  it('soft vehicles: less than 9, 2 cards', () => {
    const s = japanFire(scene({ 'us-jeep': P(40, 2, 90), 'jp-r1': P(40, 15) }));
    const r = fire(s, 'jp-r1', 'rifle', 'us-jeep', [8, '7S', '7H']);
    expect(shots(r.events)).toMatchObject([{ row: 'soft vehicle', need: 9, hit: true }]);
    expect(ofType(r.events, 'cardResult')).toHaveLength(2);
  });
  it('weapons crew: less than 6, a d6 for each figure', () => {
    const s = usFire(scene({ 'us-r1': P(40, 2), 'jp-mortar': P(40, 15, 270) }));
    const r = fire(s, 'us-r1', 'rifle', 'jp-mortar', [5, 6, 1]);
    expect(shots(r.events)).toMatchObject([{ row: 'weapons crew', need: 6, hit: true }]);
    expect(casualties(r.events)).toMatchObject([{ rolls: [6, 1], killed: 1 }]);
    expect(ofType(r.events, 'crewLost')).toMatchObject([{ unit: 'jp-mortar', lost: 1, left: 1 }]);
  });
  it('infantry: less than 6; cover +2; the firer and the target moved last turn +1 each; no heavier or lighter', () => {
    let s = scene({ 'us-r1': P(18, 2), 'jp-r1': P(18.5, 17.5) }, { 'jp-r1': { moved: true } });
    s = act(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(18, 2), P(18, 3)] }).state;
    s = until(s, 'us', 'offensiveFire');
    const r = fire(s, 'us-r1', 'rifle', 'jp-r1', [2]);
    expect(shots(r.events)).toMatchObject([{ row: 'infantry', need: 6, roll: 2, total: 4, hit: true }]);
    expect(shots(r.events)[0]!.modifiers).toEqual([{ why: 'firer moved last turn', n: 1 }, { why: 'target moved last turn', n: 1 }]);
    const covered = usFire(scene({ 'us-r1': P(13.5, 12), 'jp-r1': P(13.5, 16.5) }, { 'jp-r1': { moved: true } }));
    expect(shots(fire(covered, 'us-r1', 'rifle', 'jp-r1', [2]).events)[0]).toMatchObject({ total: 5, modifiers: [{ why: 'in cover (jungle)', n: 2 }, { why: 'target moved last turn', n: 1 }] });
  });
});

describe('Ranges', () => {
  const reach = (weapon: string, figure: string, d: number) => targetsOf(usFire(scene({ [figure]: P(28, 1, 90), 'jp-r1': P(28, 1 + d) })), 'us', figure, weapon).includes('jp-r1');
  it('rifle 24"', () => {
    expect(reach('rifle', 'us-r1', 24)).toBe(true);
    expect(reach('rifle', 'us-r1', 24.1)).toBe(false);
  });
  it('grenade and pistol 6" (and the submachine gun, which fires pistol rounds)', () => {
    expect([reach('grenade', 'us-r1', 6), reach('grenade', 'us-r1', 6.1)]).toEqual([true, false]);
    expect([reach('pistol', 'us-lt', 6), reach('pistol', 'us-lt', 6.1)]).toEqual([true, false]);
    expect([reach('smg', 'us-sgt', 6), reach('smg', 'us-sgt', 6.1)]).toEqual([true, false]);
  });
  it('machinegun and mortar 36"', () => {
    // Along the south edge: the machinegun faces east, the target stands in the open.
    const mg = (d: number) => listed(usFire(scene({ 'us-mg': P(2, 2, 0), 'jp-r1': P(2 + d, 2), 'us-r5': P(1, 10) })), 'us', 'fire').some((x) => x.fixed?.['figure'] === 'us-mg' && x.fixed?.['weapon'] === 'mg');
    expect([mg(36), mg(36.1)]).toEqual([true, false]);
    const mortar = (d: number) => targetsOf(usFire(scene({ 'us-mortar': P(2, 2, 0), 'jp-r1': P(2 + d, 2), 'us-r5': P(1, 10) })), 'us', 'us-mortar', 'lightMortar').includes('jp-r1');
    expect([mortar(36), mortar(36.1)]).toEqual([true, false]);
  });
  it('a shot out of range is refused, saying how far', () => {
    const s = usFire(scene({ 'us-r1': P(26, 1), 'jp-r1': P(26, 30), 'us-r2': P(27, 28) }));
    expect(refused(s, { type: 'fire', side: 'us', figure: 'us-r1', weapon: 'rifle', target: 'jp-r1' })).toEqual({ message: 'the Ittohei Abe is 29" from Pfc. Adams; a rifle reaches 24" (Ranges)', rule: 'Ranges' });
  });
});

describe('Special Rule 1: an automatic weapon rolls 3 times', () => {
  it('the BAR rolls three hit rolls at its target, each hit its own "6 = dead"', () => {
    const s = usFire(scene({ 'us-bar': P(28, 2), 'jp-r1': P(28, 20) }));
    const r = fire(s, 'us-bar', 'bar', 'jp-r1', [3, 2, 9, 4, 5]);
    expect(shots(r.events).map((x) => x.roll)).toEqual([3, 9, 4]);
    expect(casualties(r.events).map((e) => e.rolls)).toEqual([[2], [5]]);
  });
  it('the rolls stop when the target falls', () => {
    const s = usFire(scene({ 'us-sgt': P(40, 2), 'jp-r1': P(40, 7) }));
    const r = fire(s, 'us-sgt', 'smg', 'jp-r1', [3, 6]);
    expect(shots(r.events)).toHaveLength(1);
    expect(unit(r.state, 'jp-r1').at).toBeNull();
  });
  it('a rifle rolls once', () => {
    const s = usFire(scene({ 'us-r1': P(28, 2), 'jp-r1': P(28, 20) }));
    expect(shots(fire(s, 'us-r1', 'rifle', 'jp-r1', [9]).events)).toHaveLength(1);
  });
});

describe('Special Rule 2: a machinegun rolls one die for every target in range and arc', () => {
  it('every spotted enemy in its 45° arc and 36", and nobody else', () => {
    // jp-r4 stands 29° off the gun's facing: inside a 90° arc, outside the 45° one.
    const s = usFire(scene({ 'us-mg': P(24, 1, 90), 'jp-r1': P(23, 20), 'jp-r2': P(26, 30), 'jp-r3': P(40, 14), 'jp-r4': P(34, 19) }));
    const d = listed(s, 'us', 'fire').find((x) => x.fixed?.['figure'] === 'us-mg')!;
    expect(d.fixed).toEqual({ figure: 'us-mg', weapon: 'mg' });
    const r = fire(s, 'us-mg', 'mg', undefined, [9, 9]);
    expect(shots(r.events).map((x) => x.target)).toEqual(['jp-r1', 'jp-r2']);
    expect(refused(s, { type: 'fire', side: 'us', figure: 'us-mg', weapon: 'mg', target: 'jp-r1' }).message).toBe('a machinegun does not pick a target: it rolls at every target in range and arc (Special Rule 2)');
  });
  it('a machinegun is a heavy weapon: it can hit armour', () => {
    const s = usFire(scene({ 'us-mg': P(40, 1, 90), 'jp-tank': P(40, 12, 270) }));
    const r = fire(s, 'us-mg', 'mg', undefined, [5, 'QS']);
    expect(shots(r.events)).toMatchObject([{ row: 'armour', hit: true }]);
  });
});

describe('Special Rule 4: fire at a target at any point where it moved through your sight and arc', () => {
  // A Marine crosses the village and ends behind the storehouse, out of the Japanese rifleman's sight.
  const across = () => {
    let s = scene({ 'us-r1': P(28, 28.5), 'jp-r1': P(20.5, 35) });
    s = act(s, { type: 'move', side: 'us', figure: 'us-r1', path: [P(28, 28.5), P(22, 28.5)] }).state;
    return japanFire(s);
  };
  it('the mover is offered where it was seen, not where it ends', () => {
    const s = across();
    const d = listed(s, 'japan', 'fire').filter((x) => x.fixed?.['figure'] === 'jp-r1' && x.fixed?.['weapon'] === 'rifle');
    expect(d.filter((x) => !x.open)).toEqual([]);
    const along = d.find((x) => x.open)!;
    expect(along.fixed).toEqual({ figure: 'jp-r1', weapon: 'rifle', target: 'us-r1' });
    const [[from, to]] = along.open!['along']!['intervals'] as unknown as [[number, number], ...[number, number][]];
    expect(from).toBe(0);
    // Hidden by the storehouse from x = 25.4 on.
    expect(to).toBeCloseTo(2.6, 1);
  });
  it('a shot at a point of the move is measured there, with the target moving', () => {
    const s = across();
    const r = fire(s, 'jp-r1', 'rifle', 'us-r1', [4, 6], 0.5);
    expect(shots(r.events)).toMatchObject([{ along: 0.5, hit: true, modifiers: [{ why: 'target moved last turn', n: 1 }] }]);
    expect(ofType(r.events, 'shot')[0]!['at']).toEqual({ x: 27.5, y: 28.5 });
    expect(unit(r.state, 'us-r1').at).toBeNull();
  });
  it('a point where it was out of sight is refused by the check', () => {
    const s = across();
    const r = refused(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-r1', along: 4.4 });
    expect(r).toEqual({ message: 'Pfc. Adams was not in sight, arc and range of Ittohei Abe 4.4" into its move (Special Rule 4)', rule: 'Special Rule 4' });
  });
  it('the shot is judged exactly where it is aimed: a sight line 2.02" into the palm grove is blocked, though the stretch around it was seen', () => {
    // The jeep drives east along y = 7 into the grove's west edge; the rifleman at (9, 2) looks up through the grove's south edge.
    let s = scene({ 'us-jeep': P(2, 7, 0), 'jp-r1': P(9, 2) });
    s = japanFire(act(s, { type: 'move', side: 'us', figure: 'us-jeep', path: [P(2, 7), P(8.6, 7)] }).state);
    const d = listed(s, 'japan', 'fire').find((x) => x.fixed?.['figure'] === 'jp-r1' && x.fixed?.['target'] === 'us-jeep' && x.open)!;
    // 6.34" in, the jeep is 0.01" inside the grove and the sight line runs 2.02" through it: more than the 2" one sees into woods.
    const r = refused(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-jeep', along: 6.34 });
    expect(r).toEqual({ message: 'Jeep was not in sight, arc and range of Ittohei Abe 6.34" into its move (Special Rule 4)', rule: 'Special Rule 4' });
    // Every point the listing offers is one the check accepts.
    const points = d.open!['along']!['points'] as unknown as number[];
    expect(points.length).toBeGreaterThan(0);
    for (const along of points) expect(game.check(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-jeep', along })).toBeNull();
    expect(game.check(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-jeep', along: 6 })).toBeNull();
  });
  it('an armoured target is shot at the facing it had there: a tank crossing the gun\'s front shows its side', () => {
    let s = scene({ 'us-tank': P(36, 4, 180), 'jp-atg': P(30, 14, 270) });
    s = act(s, { type: 'move', side: 'us', figure: 'us-tank', path: [P(36, 4), P(24, 4)] }).state;
    s = japanFire(s);
    const d = listed(s, 'japan', 'fire').find((x) => x.fixed?.['figure'] === 'jp-atg' && x.open)!;
    expect(d).toBeDefined();
    const r = fire(s, 'jp-atg', 'atGun', 'us-tank', [10], 6);
    expect(shots(r.events)[0]).toMatchObject({ row: 'side armour', along: 6 });
  });
});

describe('Special Rule 5: a figure may not pick up weapons from the dead', () => {
  it('when the Thompson gunner falls, no one else fires a submachine gun', () => {
    const s = usFire(scene({ 'us-r1': P(40, 2), 'jp-r1': P(40, 6) }));
    expect(refused(s, { type: 'fire', side: 'us', figure: 'us-r1', weapon: 'smg', target: 'jp-r1' })).toEqual({ message: 'Pfc. Adams has no submachine gun: figures are armed as represented and may not pick up weapons from the dead (Special Rule 5)', rule: 'Special Rule 5' });
    expect(game.legal(s, 'us').flatMap((d) => (d.fixed?.['weapon'] === 'smg' ? [d] : []))).toEqual([]);
  });
});

describe('Special Rule 6: every figure has grenades and is armed as represented', () => {
  it('every figure carries grenades and its own weapon; vehicles carry none', () => {
    for (const u of start().units) {
      const weapons = game.counter(u.id) as unknown as { weapons: string[]; class: string };
      if (weapons.class === 'tracked' || weapons.class === 'wheeled') expect(weapons.weapons).not.toContain('grenade');
      else expect(weapons.weapons).toContain('grenade');
    }
  });
  it('a grenade is thrown at 6" at a figure, on the Infantry table', () => {
    const s = usFire(scene({ 'us-r1': P(40, 2), 'jp-r1': P(40, 7.5) }));
    const r = fire(s, 'us-r1', 'grenade', 'jp-r1', [5, 6]);
    expect(shots(r.events)).toMatchObject([{ table: 'infantry', row: 'infantry', hit: true }]);
    expect(unit(r.state, 'jp-r1').at).toBeNull();
  });
});

describe('Special Rule 7: crews killed by small arms or melee may be replaced; by heavy weapons, the equipment is destroyed', () => {
  it('a machinegun whose crew falls to rifle fire stands empty, and two infantry in contact re-crew it', () => {
    let s = japanFire(scene({ 'us-mg': P(40, 4, 90), 'jp-r1': P(40, 15), 'us-r1': P(41.4, 4), 'us-r2': P(38.6, 4) }, { 'us-mg': { crew: 1 } }));
    s = fire(s, 'jp-r1', 'rifle', 'us-mg', [2, 6]).state;
    expect(unit(s, 'us-mg')).toMatchObject({ at: P(40, 4, 90), flags: { crew: 0, uncrewed: true } });
    s = until(s, 'us', 'movement');
    expect(s.turn).toBe(2);
    expect(listed(s, 'us', 'recrew')).toEqual([{ type: 'recrew', side: 'us', choose: { unit: ['us-mg'] } }]);
    const r = act(s, { type: 'recrew', side: 'us', unit: 'us-mg' });
    expect(ofType(r.events, 'recrewed')).toMatchObject([{ unit: 'us-mg', by: ['us-r1', 'us-r2'] }]);
    expect(unit(r.state, 'us-mg').flags).toMatchObject({ crew: 2, moved: true });
    expect(unit(r.state, 'us-r1')).toMatchObject({ at: null, box: 'crew:us-mg' });
  });
  it('one infantry figure is not enough to crew it', () => {
    let s = japanFire(scene({ 'us-mg': P(40, 4, 90), 'jp-r1': P(40, 15), 'us-r1': P(41.4, 4) }, { 'us-mg': { crew: 1 } }));
    s = until(fire(s, 'jp-r1', 'rifle', 'us-mg', [2, 6]).state, 'us', 'movement');
    expect(listed(s, 'us', 'recrew')).toEqual([]);
    expect(refused(s, { type: 'recrew', side: 'us', unit: 'us-mg' }).message).toBe('re-crewing the .30 cal machinegun takes 2 infantry figures in contact with it (Special Rule 7)');
  });
  it('a crew killed by heavy weapons leaves no machinegun to re-crew', () => {
    const s = japanFire(scene({ 'us-mg': P(40, 4, 90), 'jp-tank': P(40, 15, 270) }, { 'us-mg': { crew: 1 } }));
    const r = fire(s, 'jp-tank', 'tankGun', 'us-mg', [2, 6]);
    expect(ofType(r.events, 'equipmentDestroyed')).toMatchObject([{ unit: 'us-mg', heavy: true }]);
    expect(unit(r.state, 'us-mg')).toMatchObject({ at: null, steps: 0 });
  });
});

describe('Special Rule 8: off-board artillery', () => {
  it('any figure that sees a precalled target may call it; two cards dropped on it hit all they touch: figures killed, vehicles pull cards without a hit roll', () => {
    // The Japanese battery on the ford (24, 12.5).
    const s = japanFire(scene({ 'us-r1': P(24, 12.5), 'us-tank': P(24, 9, 90), 'jp-r1': P(24, 20), 'us-r2': P(40, 2) }));
    const d = listed(s, 'japan', 'callArtillery');
    expect(d).toEqual([{ type: 'callArtillery', side: 'japan', fixed: { figure: 'jp-r1' }, choose: { target: ['ford', 'ridge'] } }]);
    // Card 1 dead on the ford (offset 0); card 2 3.5" south, lying north-south: it covers the Sherman.
    const r = act(s, { type: 'callArtillery', side: 'japan', figure: 'jp-r1', target: 'ford' }, [0, 0, 0, 7656, 7500, 5000, '7H']);
    const cards = ofType(r.events, 'artillery');
    expect(cards.map((c) => c['touched'])).toEqual([['us-r1'], ['us-tank']]);
    expect(ofType(r.events, 'shot')).toEqual([]);
    expect(unit(r.state, 'us-r1').at).toBeNull();
    // The card's centre lies on the Sherman's: read as a front hit (a tie goes to the target), 1 card.
    expect(ofType(r.events, 'cardResult')).toHaveLength(1);
    expect(r.state.data.missions).toEqual({ us: 3, japan: 2 });
    // The log names the target by its ground, never by its key ("west-grass").
    const g = game as unknown as Game;
    expect(actionWords(g, s, { type: 'callArtillery', side: 'japan', figure: 'jp-r1', target: 'ridge' })).toBe('Ittohei Abe calls the artillery on the precalled target, the rocky ridge');
    expect(describeEvent(g, r.state, { type: 'artillery', side: 'us', caller: 'us-r1', target: 'west-grass', at: { x: 19, y: 20 }, rule: 'Indirect Fire' })).toMatch(/ calls the American battery on the precalled target, the kunai grass \(west\), at \(19", 20"\)/);
  });
  it('all artillery targets must be precalled, and in the caller\'s sight', () => {
    const s = japanFire(scene({ 'us-r1': P(24, 12.5), 'jp-r1': P(12, 22), 'jp-r2': P(24, 20) }));
    expect(refused(s, { type: 'callArtillery', side: 'japan', figure: 'jp-r2', target: 'village' }).message).toBe('"village" is not one of your precalled targets (ford, palm-grove, ridge): all artillery targets must be precalled (Special Rule 8)');
    expect(refused(s, { type: 'callArtillery', side: 'japan', figure: 'jp-r1', target: 'ford' }).message).toBe('Ittohei Abe cannot see the precalled target, the ford: it must be in the caller\'s line of sight (Special Rule 8)');
  });
  it('one mission a fire phase; the caller does not fire too; missions run out (stand-in: 3)', () => {
    let s = japanFire(scene({ 'us-r1': P(24, 12.5), 'jp-r1': P(24, 20), 'jp-r2': P(22, 20) }));
    s = act(s, { type: 'callArtillery', side: 'japan', figure: 'jp-r1', target: 'ford' }, [5000, 5000, 5000, 5000, 5000, 5000]).state;
    expect(listed(s, 'japan', 'callArtillery')).toEqual([]);
    expect(refused(s, { type: 'fire', side: 'japan', figure: 'jp-r1', weapon: 'rifle', target: 'us-r1' }).rule).toBe('Turn Sequence');
    const none = place(japanFire(scene({ 'us-r1': P(24, 12.5), 'jp-r1': P(24, 20) })), {});
    const out = { ...none, data: { ...none.data, missions: { us: 3, japan: 0 } } };
    expect(refused(out, { type: 'callArtillery', side: 'japan', figure: 'jp-r1', target: 'ford' }).message).toBe('your battery has fired all its missions (Scenario (stand-in))');
  });
});

describe('Indirect Fire', () => {
  it('pick the target; on a Hit face the overlay lands on it; everything it touches rolls on the to-hit table', () => {
    // The 60 mm mortar (2" overlay) at a Japanese pair 1.5" apart.
    const s = usFire(scene({ 'us-mortar': P(28, 2, 90), 'jp-r1': P(28, 20), 'jp-r2': P(29.5, 20), 'us-r1': P(40, 2) }));
    const r = fire(s, 'us-mortar', 'lightMortar', 'jp-r1', [1, 9, 9]);
    expect(ofType(r.events, 'scatter')).toMatchObject([{ onTarget: true, radius: 1, landed: { x: 28, y: 20 }, touched: ['jp-r1', 'jp-r2'] }]);
    expect(shots(r.events)).toMatchObject([{ target: 'jp-r1', row: 'infantry' }, { target: 'jp-r2', row: 'infantry' }]);
  });
  it('an arrow shows the way the shot missed, and 1d6 how many inches', () => {
    const s = usFire(scene({ 'us-mortar': P(28, 2, 90), 'jp-r1': P(28, 20), 'us-r1': P(40, 2) }));
    // Face 3 is an arrow; it points 90° (north); 4" off: the 2" overlay at (28, 24) misses the rifleman.
    const r = fire(s, 'us-mortar', 'lightMortar', 'jp-r1', [3, 90, 4]);
    expect(ofType(r.events, 'scatter')).toMatchObject([{ onTarget: false, bearing: 90, distance: 4, landed: { x: 28, y: 24 }, touched: [] }]);
    expect(shots(r.events)).toEqual([]);
  });
  it('overlays: light mortar 2", heavy mortar 3", heavy off-board artillery 4"; they hit either side', () => {
    const s = japanFire(scene({ 'jp-mortar': P(26, 33, 270), 'us-r1': P(40, 8), 'us-r2': P(41.4, 8), 'us-r3': P(42.5, 8), 'jp-r1': P(40, 15) }));
    const heavy = fire(s, 'jp-mortar', 'heavyMortar', 'us-r1', [1, 9, 9]);
    expect(ofType(heavy.events, 'scatter')).toMatchObject([{ radius: 1.5, touched: ['us-r1', 'us-r2'] }]);
    // The American 105s on the village: 4" across, and a Marine standing there is hit too.
    const v = usFire(scene({ 'us-r1': P(26, 28), 'jp-r1': P(27.9, 28.5), 'us-r2': P(26, 24), 'jp-r2': P(40, 15) }));
    const art = act(v, { type: 'callArtillery', side: 'us', figure: 'us-r2', target: 'village' }, [2, 9, 9]);
    expect(ofType(art.events, 'scatter')).toMatchObject([{ radius: 2, onTarget: true, touched: ['us-r1', 'jp-r1'] }]);
    expect(shots(art.events).map((x) => x.target)).toEqual(['us-r1', 'jp-r1']);
  });
  it('a mortar needs no sight of its own: any spotted enemy within 36"; it has no arc', () => {
    // Behind the palm grove from the mortar; spotted by a Marine by the stream.
    const s = usFire(scene({ 'us-mortar': P(12, 1, 270), 'jp-r1': P(12, 14.5), 'us-r1': P(19, 12) }));
    expect(targetsOf(s, 'us', 'us-mortar', 'lightMortar')).toEqual(['jp-r1']);
  });
});

describe('Melee', () => {
  const contact = (a: string, b: string, flags: Record<string, Record<string, unknown>> = {}) => scene({ [a]: P(40, 10), [b]: P(41.2, 10) }, flags);
  it('figures in contact fight at the end of the player turn: high die wins', () => {
    const s = contact('us-r1', 'jp-r1');
    const r = act(until(s, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }, [5, 2]);
    expect(ofType(r.events, 'melee')).toMatchObject([{ a: 'us-r1', b: 'jp-r1', rolls: [[5, 2]], winner: 'us-r1', loser: 'jp-r1' }]);
    expect(unit(r.state, 'jp-r1').at).toBeNull();
  });
  it('ties re-roll', () => {
    const s = contact('us-r1', 'jp-r1');
    const r = act(until(s, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }, [3, 3, 6, 6, 1, 4]);
    expect(ofType(r.events, 'melee')).toMatchObject([{ rolls: [[3, 3], [6, 6], [1, 4]], winner: 'jp-r1' }]);
  });
  it('a Japanese officer adds 1', () => {
    const s = contact('us-r1', 'jp-lt');
    const r = act(until(s, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }, [4, 3, 5, 5]);
    expect(ofType(r.events, 'melee')).toMatchObject([{ rolls: [[4, 3], [5, 5]], bonusB: 1, winner: 'jp-lt' }]);
    // The American officer has no bonus.
    expect(ofType(act(until(contact('us-lt', 'jp-r1'), 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }, [4, 3]).events, 'melee')[0]).toMatchObject({ bonusA: 0, winner: 'us-lt' });
  });
  it('figures more than half an inch apart (base to base) do not fight; vehicles never melee', () => {
    const apart = scene({ 'us-r1': P(40, 10), 'jp-r1': P(41.6, 10) });
    expect(ofType(act(until(apart, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }).events, 'melee')).toEqual([]);
    const tank = scene({ 'us-tank': P(40, 10, 90), 'jp-r1': P(41.6, 10) });
    expect(ofType(act(until(tank, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }).events, 'melee')).toEqual([]);
  });
  it('a crew loses one man in a melee it loses, and may be re-crewed', () => {
    const s = contact('jp-r1', 'us-mg', { 'us-mg': { crew: 1 } });
    const r = act(until(s, 'us', 'offensiveFire'), { type: 'endFire', side: 'us' }, [2, 5]);
    expect(ofType(r.events, 'crewLost')).toMatchObject([{ unit: 'us-mg', left: 0, uncrewed: true }]);
  });
});
