import { describe, expect, it } from 'vitest';
import { P, act, aboard, game, eventsOf, legalOf, only, refused, rollsOn, shotsOf, tanFire, targetsOf, unit, withData, greenMovement, type S } from './helpers';
import { describeEvent, forecast, type Game } from '../../../src/index';
import { type TablePosition } from '../../../src/public/tabletop';

/** Turn 1, Tan's fire phase, with only the figures named in play. */
const fireAt = (where: Record<string, TablePosition>, flags: Record<string, Record<string, unknown>> = {}): S => only(tanFire(), where, flags);
const fire = (figure: string, target: string, also?: string) => ({ type: 'fire', side: 'tan', figure, target, ...(also ? { also } : {}) });
const shot = (s: S, a: ReturnType<typeof fire>, rolls: number[]) => act(s, a, rolls);
const alive = (s: S, id: string) => unit(s, id).steps > 0;

describe('Small-Arms Fire', () => {
  it('infantry in the sea neither fire nor throw grenades', () => {
    const s = fireAt({ 't1-rifle1': P(3, 46), 't1-sergeant': P(3, 44), 'g1-rifle1': P(12, 46) });
    expect(targetsOf(s, 't1-rifle1')).toEqual([]);
    expect(refused(s, fire('t1-rifle1', 'g1-rifle1'))).toMatch(/in the sea/);
    expect(legalOf(s, 'tan', 'throwGrenade')).toEqual([]);
    expect(refused(s, { type: 'throwGrenade', side: 'tan', figure: 't1-sergeant', at: { x: 5, y: 44 } })).toMatch(/in the sea/);
  });
  it('a rifleman fires at the nearest enemy (all of the nearest, when tied)', () => {
    let s = fireAt({ 't1-rifle1': P(30, 46), 'g1-rifle1': P(35, 46), 'g1-rifle2': P(40, 46) });
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle1']);
    expect(refused(s, fire('t1-rifle1', 'g1-rifle2'))).toMatch(/nearest enemy/);
    s = fireAt({ 't1-rifle1': P(30, 46), 'g1-rifle1': P(35, 46), 'g1-rifle2': P(25, 46) });
    expect(targetsOf(s, 't1-rifle1').sort()).toEqual(['g1-rifle1', 'g1-rifle2']);
  });
  it('passes over a nearest enemy it cannot hurt: a tank, or a man in cover where no roll can kill', () => {
    let s = fireAt({ 't1-rifle1': P(30, 46), 'g-tank': P(34, 46, 90), 'g1-rifle1': P(40, 46) });
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle1']);
    // In the scrub at long range (needs 6, -1 for cover): he cannot be killed, so the man further off in the open is the target.
    s = fireAt({ 't1-rifle1': P(29, 30), 'g1-rifle1': P(28, 42), 'g1-rifle2': P(29, 17.5) });
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle2']);
    // The same man in cover at short range can be killed (needs 5, 6 - 1 = 5): he is the target, and a 5 misses.
    s = fireAt({ 't1-rifle1': P(29, 34), 'g1-rifle1': P(28, 42), 'g1-rifle2': P(29, 17.5) });
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle1']);
    const miss = shot(s, fire('t1-rifle1', 'g1-rifle1'), [5]);
    expect(shotsOf(miss.events)[0]).toMatchObject({ band: 'short', need: 5, cover: 1, roll: 5, hit: false });
    expect(shotsOf(shot(s, fire('t1-rifle1', 'g1-rifle1'), [6]).events)[0]).toMatchObject({ hit: true });
  });
  it('a sniper may fire at any enemy he can see, within his rifle\'s 18" (a reading: "any enemy" frees his choice of target, not his range)', () => {
    const s = fireAt({ 't1-sniper': P(30, 46), 'g1-rifle1': P(35, 46), 'g1-rifle2': P(45, 46), 'g1-rifle3': P(50, 46) });
    // g1-rifle3 is 19" away base to base: in sight, beyond the rifle's long range.
    expect(targetsOf(s, 't1-sniper').sort()).toEqual(['g1-rifle1', 'g1-rifle2']);
    expect(refused(s, fire('t1-sniper', 'g1-rifle3'))).toMatch(/19" from T1 sniper; a rifle reaches 18" \(Small-Arms Fire\)/);
    expect(alive(shot(s, fire('t1-sniper', 'g1-rifle2'), [6]).state, 'g1-rifle2')).toBe(false);
  });
  it('a rifle fires at one target; a shotgun or SMG at two within 1" of each other', () => {
    const s = fireAt({ 't1-rifle1': P(30, 45), 't1-officer': P(30, 46), 'g1-rifle1': P(33, 46), 'g1-rifle2': P(33, 47.2), 'g1-rifle3': P(34.5, 44.5) });
    expect(refused(s, fire('t1-rifle1', 'g1-rifle1', 'g1-rifle2'))).toMatch(/Small-Arms Fire/);
    const also = legalOf(s, 'tan', 'fire').find((d) => d.fixed!['figure'] === 't1-officer' && d.fixed!['target'] === 'g1-rifle1')!;
    expect(also.choose!['also']).toEqual(['g1-rifle2']);
    expect(refused(s, fire('t1-officer', 'g1-rifle1', 'g1-rifle3'))).toMatch(/within 1"/);
    const r = shot(s, fire('t1-officer', 'g1-rifle1', 'g1-rifle2'), [6, 6]);
    expect(shotsOf(r.events).map((e) => e.target)).toEqual(['g1-rifle1', 'g1-rifle2']);
    expect(alive(r.state, 'g1-rifle1') || alive(r.state, 'g1-rifle2')).toBe(false);
  });
  it('kill scores by weapon and range band: rifle 5/6, shotgun 4/5, SMG 3/4', () => {
    // [firer, gap between bases, band, score needed]
    const cases: [string, number, string, number][] = [
      ['t1-rifle1', 8.9, 'short', 5],
      ['t1-rifle1', 9, 'short', 5],
      ['t1-rifle1', 9.5, 'long', 6],
      ['t1-rifle1', 17.9, 'long', 6],
      ['t1-shotgun', 1.9, 'short', 4],
      ['t1-shotgun', 3.9, 'long', 5],
      ['t1-officer', 2.9, 'short', 3],
      ['t1-officer', 5.9, 'long', 4],
    ];
    for (const [firer, gap, band, need] of cases) {
      const s = fireAt({ [firer]: P(24, 46), 'g1-rifle1': P(24 + gap + 1, 46) });
      const miss = shotsOf(shot(s, fire(firer, 'g1-rifle1'), [need - 1]).events)[0]!;
      expect(miss, `${firer} at ${gap}"`).toMatchObject({ band, need, cover: 0, hit: false });
      const hit = shot(s, fire(firer, 'g1-rifle1'), [need]);
      expect(alive(hit.state, 'g1-rifle1'), `${firer} at ${gap}"`).toBe(false);
    }
    // Beyond the longest band there is no shot.
    expect(targetsOf(fireAt({ 't1-shotgun': P(24, 46), 'g1-rifle1': P(29.2, 46) }), 't1-shotgun')).toEqual([]);
  });
  it('a hit on a jeep: 4-6 immobilised; 1-3 a man in it is killed, or nothing if it is empty', () => {
    const s = fireAt({ 't1-rifle1': P(30, 46), 'g-jeep': P(36, 46, 90) });
    let r = shot(s, fire('t1-rifle1', 'g-jeep'), [5, 4]);
    expect(rollsOn(r.events, 'hit on a jeep')[0]).toMatchObject({ result: 'immobilised' });
    // Immobilised for good: on Green's turn it may not move.
    const next = act(act(r.state, { type: 'endFire', side: 'tan' }, [1, 1]).state, { type: 'endMovement', side: 'green' }).state;
    expect(unit(next, 'g-jeep').flags?.['immobilised']).toBe(true);
    r = shot(s, fire('t1-rifle1', 'g-jeep'), [5, 3]);
    expect(rollsOn(r.events, 'hit on a jeep')[0]).toMatchObject({ result: 'nothing' });
    const loaded = aboard(s, 'g-jeep', ['g1-rifle1', 'g1-rifle2']);
    r = shot(loaded, fire('t1-rifle1', 'g-jeep'), [5, 1, 1]);
    expect(rollsOn(r.events, 'hit on a jeep')[0]!.result).toBe('passenger');
    expect(['g1-rifle1', 'g1-rifle2'].filter((id) => alive(r.state, id))).toHaveLength(1);
    expect(alive(r.state, eventsOf(r.events, 'killed')[0]!['figure'] as string)).toBe(false);
    // A 4 (short range needs 5) misses the jeep altogether.
    expect(rollsOn(shot(s, fire('t1-rifle1', 'g-jeep'), [4]).events, 'hit on a jeep')).toEqual([]);
  });
  it('a jeep that is immobilised and empty cannot be hurt by small arms; the dead never fire', () => {
    const s = fireAt({ 't1-rifle1': P(30, 46), 'g-jeep': P(36, 46, 90) }, { 'g-jeep': { immobilised: true } });
    expect(targetsOf(s, 't1-rifle1')).toEqual([]);
    const s2 = fireAt({ 't1-rifle1': P(30, 46), 'g1-rifle1': P(35, 46) });
    const r = shot(s2, fire('t1-rifle1', 'g1-rifle1'), [6]);
    const back = act(act(r.state, { type: 'endFire', side: 'tan' }, [1, 1]).state, { type: 'endMovement', side: 'green' }).state;
    expect(refused(back, { type: 'fire', side: 'green', figure: 'g1-rifle1', target: 't1-rifle1' })).toMatch(/killed/);
    expect(refused(r.state, fire('t1-rifle1', 'g1-rifle1'))).toMatch(/already fired/);
  });
});

describe('Grenades', () => {
  const sarge = (extra: Record<string, TablePosition>) => fireAt({ 't1-sergeant': P(30, 46), ...extra });
  const grenade = (x: number, y: number) => ({ type: 'throwGrenade', side: 'tan', figure: 't1-sergeant', at: { x, y } });
  it('the sergeant throws up to 4" (instead of firing his SMG); only a sergeant throws', () => {
    const s = sarge({ 't1-rifle1': P(30, 44), 'g1-rifle1': P(33, 46) });
    expect(legalOf(s, 'tan', 'throwGrenade').map((d) => d.fixed!['figure'])).toEqual(['t1-sergeant']);
    expect(refused(s, grenade(35, 46))).toMatch(/at most 4"/);
    const r = act(s, grenade(34.4, 46), [5, 1]);
    expect(refused(r.state, fire('t1-sergeant', 'g1-rifle1'))).toMatch(/already fired/);
    expect(refused(s, { type: 'throwGrenade', side: 'tan', figure: 't1-rifle1', at: { x: 32, y: 44 } })).toMatch(/only a sergeant/);
  });
  it('lands on target on 5-6, else 1.5" long (1), right (2), short (3) or left (4)', () => {
    const s = sarge({});
    const landed = (roll: number) => eventsOf(act(s, grenade(33, 46), [roll]).events, 'scatter')[0]!['landed'] as { x: number; y: number };
    expect(landed(5)).toEqual({ x: 33, y: 46 });
    expect(landed(6)).toEqual({ x: 33, y: 46 });
    expect(landed(1)).toEqual({ x: 34.5, y: 46 });
    expect(landed(3)).toEqual({ x: 31.5, y: 46 });
    // Thrown east: right is south, left is north, as the thrower faces the aim point.
    expect(landed(2)).toEqual({ x: 33, y: 44.5 });
    expect(landed(4)).toEqual({ x: 33, y: 47.5 });
  });
  it('the grenade needs no sight of where it lands: it is lobbed over what hides the man', () => {
    // The sergeant west of the command post aims just beyond its far wall, which he cannot see.
    const s = fireAt({ 't1-sergeant': P(53.5, 24), 'g1-rifle1': P(60.6, 24) });
    const r = act(s, { type: 'throwGrenade', side: 'tan', figure: 't1-sergeant', at: { x: 57.3, y: 24 } }, [5]);
    expect(eventsOf(r.events, 'scatter')[0]).toMatchObject({ landed: { x: 57.3, y: 24 } });
  });
  it('the forecast gives each man\'s chance to die over every scatter and kill roll, as apply rolls them', () => {
    // One man where it is aimed, one 1.2" south (caught on target or thrown short/left), one 1.7" north (caught only when it lands right, 0.2" from him).
    const s = sarge({ 'g1-rifle1': P(33, 46), 'g1-rifle2': P(33, 47.2), 'g1-rifle3': P(33, 44.3), 't1-rifle1': P(31.2, 46) });
    const f = forecast(game, s, grenade(33, 46));
    if (!f.ok) throw new Error(f.error.message);
    const blast = f.forecast.blast!;
    expect(blast.onTarget).toBeCloseTo(2 / 6, 12);
    // Every scatter roll with every kill roll, each equally likely: how often apply kills each man.
    const kills = new Map<string, number>();
    for (let scatter = 1; scatter <= 6; scatter++) {
      for (let kill = 1; kill <= 6; kill++) {
        for (const m of shotsOf(act(s, grenade(33, 46), [scatter, kill, kill, kill, kill]).events)) if (m.hit) kills.set(m.target, (kills.get(m.target) ?? 0) + 1 / 36);
      }
    }
    expect(blast.figures.map((x) => x.id).sort()).toEqual([...kills.keys()].sort());
    for (const x of blast.figures) expect(x.chance, x.id).toBeCloseTo(kills.get(x.id)!, 12);
    // The thrower's own man, caught when it lands short, is listed with his side.
    expect(blast.figures.find((x) => x.id === 't1-rifle1')).toMatchObject({ side: 'tan' });
    expect(f.forecast.words.join(' ')).toMatch(/lands there 33\.3%; may hit/);
  });
  it('every man within 1" dies on 4+, -1 behind cover from the blast', () => {
    const s = sarge({ 'g1-rifle1': P(33, 46), 'g1-rifle2': P(33, 47.2), 'g1-rifle3': P(33, 44.3) });
    const r = act(s, grenade(33, 46), [5, 4, 3]);
    const men = shotsOf(r.events);
    expect(men.map((m) => m.target).sort()).toEqual(['g1-rifle1', 'g1-rifle2']);
    for (const m of men) {
      expect(m.hit).toBe(m.roll >= 4);
      expect(alive(r.state, m.target)).toBe(!m.hit);
    }
    // In the scrub (cover from the blast's centre just outside it): a 4 is not enough, a 5 is.
    const hid = fireAt({ 't1-sergeant': P(25, 40), 'g1-rifle1': P(27, 40.6) });
    const cover = (roll: number) => shotsOf(act(hid, { type: 'throwGrenade', side: 'tan', figure: 't1-sergeant', at: { x: 27, y: 39.4 } }, [5, roll]).events)[0]!;
    expect(cover(4)).toMatchObject({ cover: 1, hit: false });
    expect(cover(5)).toMatchObject({ cover: 1, hit: true });
  });
  it('a jeep within 1" is put out of action on 5+, and every man in it dies on 5+', () => {
    const s = aboard(sarge({ 'g-jeep': P(33, 46, 90) }), 'g-jeep', ['g1-rifle1', 'g1-rifle2']);
    let r = act(s, grenade(33, 46), [5, 5, 5, 4]);
    expect(shotsOf(r.events)).toMatchObject([{ target: 'g-jeep', hit: true }]);
    expect(rollsOn(r.events, 'blast on').map((x) => x.result)).toEqual([true, false]);
    expect(unit(r.state, 'g-jeep').steps).toBe(0);
    // The survivor gets out by the wreck.
    expect(unit(r.state, 'g1-rifle2').at).not.toBeNull();
    r = act(s, grenade(33, 46), [5, 4, 6, 1]);
    expect(shotsOf(r.events)).toMatchObject([{ target: 'g-jeep', hit: false }]);
    expect(rollsOn(r.events, 'blast on').map((x) => x.result)).toEqual([true, false]);
    expect(unit(r.state, 'g1-rifle2').box).toBe('aboard');
  });
});

describe('Anti-Tank', () => {
  const solid = (s: S, target: string, roll: number) => shotsOf(act(s, fire('t1-at', target), [roll, 1, 1, 1]).events).map(({ hit, ...e }) => ({ ...e, destroyed: hit }))[0]!;
  it('scores by target and range band: tank 5/6, jeep 4/5, emplacement or command post 3/4, out to 6"', () => {
    const tank = (gap: number) => fireAt({ 't1-at': P(24, 46), 'g-tank': P(24 + 0.5 + gap + 2, 46, 0) });
    expect(solid(tank(2), 'g-tank', 4)).toMatchObject({ band: 'short', need: 5, destroyed: false });
    expect(solid(tank(2), 'g-tank', 5)).toMatchObject({ destroyed: true });
    expect(solid(tank(5), 'g-tank', 5)).toMatchObject({ band: 'long', need: 6, destroyed: false });
    expect(targetsOf(tank(6.5), 't1-at')).toEqual([]);
    const jeep = (gap: number) => fireAt({ 't1-at': P(24, 46), 'g-jeep': P(24 + 0.5 + gap + 1.5, 46, 0) });
    expect(solid(jeep(2), 'g-jeep', 4)).toMatchObject({ need: 4, destroyed: true });
    expect(solid(jeep(4), 'g-jeep', 4)).toMatchObject({ need: 5, destroyed: false });
    const emp = fireAt({ 't1-at': P(34.5, 35.5) });
    expect(targetsOf(emp, 't1-at')).toEqual(['emp-2']);
    expect(solid(emp, 'emp-2', 3)).toMatchObject({ need: 3, destroyed: true });
    const cp = fireAt({ 't1-at': P(51, 24) });
    expect(solid(cp, 'cp', 3)).toMatchObject({ band: 'long', need: 4, destroyed: false });
  });
  it('the log names an emplacement and the command post shot at as the table does, never by id', () => {
    const lines = (s: S, target: string) => act(s, fire('t1-at', target), [3, 1, 1, 1]).events.map((e) => describeEvent(game as unknown as Game, s, e)).filter((l): l is string => l !== null);
    const emp = lines(fireAt({ 't1-at': P(34.5, 35.5) }), 'emp-2');
    expect(emp.join('\n')).toMatch(/T1 anti-tank rifleman fires the anti-tank rifle at Emplacement 2 \(/);
    const cp = lines(fireAt({ 't1-at': P(51, 24) }), 'cp');
    expect(cp.join('\n')).toMatch(/fires the anti-tank rifle at Command post \(/);
    expect([...emp, ...cp].join('\n')).not.toMatch(/\bemp-\d|\bcp\b/);
  });
  it('a destroyed tank is off the table with its crew; riflemen do not fire at tanks', () => {
    const s = fireAt({ 't1-at': P(24, 46), 't1-rifle1': P(24, 44.5), 'g-tank': P(28, 46, 0) });
    expect(targetsOf(s, 't1-rifle1')).toEqual([]);
    const r = act(s, fire('t1-at', 'g-tank'), [6]);
    expect(unit(r.state, 'g-tank')).toMatchObject({ at: null, steps: 0, box: 'destroyed' });
  });
});

describe('Tanks', () => {
  const tankShot = (s: S, target: string, roll: number, more: number[] = []) => act(s, fire('t-tank1', target), [roll, ...more]);
  it('against solid targets: tank 5/6, jeep 4/5, emplacement or command post 3/4, by 0-18" and 18-36"', () => {
    const at = (dx: number, target: string) => fireAt({ 't-tank1': P(24, 46, 90), [target]: P(24 + dx, 46, 90) });
    expect(shotsOf(tankShot(at(12, 'g-tank'), 'g-tank', 5).events)[0]).toMatchObject({ band: 'short', need: 5, hit: true });
    expect(shotsOf(tankShot(at(30, 'g-tank'), 'g-tank', 5).events)[0]).toMatchObject({ band: 'long', need: 6, hit: false });
    expect(shotsOf(tankShot(at(30, 'g-jeep'), 'g-jeep', 5).events)[0]).toMatchObject({ band: 'long', need: 5, hit: true });
    expect(targetsOf(at(44, 'g-tank'), 't-tank1')).not.toContain('g-tank');
    const cp = fireAt({ 't-tank1': P(48, 24, 90) });
    const r = tankShot(cp, 'cp', 3);
    expect(shotsOf(r.events)[0]).toMatchObject({ band: 'short', need: 3, hit: true });
    expect(r.state.data.table.destroyed).toEqual(['cp']);
  });
  it('a shell (or burst) aimed up to 36" away scatters 4" on 1-4 and kills men within 3" on 4+', () => {
    const s = fireAt({ 't-tank1': P(24, 46, 90), 'g1-rifle1': P(44, 46), 'g1-rifle2': P(40, 46) });
    expect(refused(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 63, y: 46 } })).toMatch(/at most 36"/);
    const r = act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 40, y: 46 } }, [1, 4]);
    expect(eventsOf(r.events, 'scatter')[0]).toMatchObject({ result: 'long', landed: { x: 44, y: 46 } });
    expect(shotsOf(r.events).map((m) => m.target)).toEqual(['g1-rifle1']);
    expect(alive(r.state, 'g1-rifle1')).toBe(false);
    expect(alive(r.state, 'g1-rifle2')).toBe(true);
    const onTarget = act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 42, y: 46 } }, [6, 3, 3]);
    expect(shotsOf(onTarget.events).length).toBe(2);
  });
  it("each aim's open point carries its template's radius (a grenade 1\", a shell 3\"), as the strike measures it", () => {
    const s = fireAt({ 't-tank1': P(24, 46, 90), 't1-sergeant': P(30, 40), 'g1-rifle1': P(44, 46) });
    const radius = (type: string) => legalOf(s, 'tan', type).map((d) => d.open?.['at']?.['radius']);
    expect(radius('shell')).toEqual([3]);
    expect(radius('throwGrenade')).toEqual([1]);
    const r = act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 40, y: 46 } }, [6, 6]);
    expect(eventsOf(r.events, 'scatter')[0]!['radius']).toBe(3);
  });
  it('a shell lands 4" right (2) or left (4) as the tank faces its aim, 4" short on 3', () => {
    const s = fireAt({ 't-tank1': P(34.75, 30, 0) });
    const landed = (roll: number) => eventsOf(act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 40, y: 30 } }, [roll]).events, 'scatter')[0]!['landed'];
    expect(landed(2)).toEqual({ x: 40, y: 26 });
    expect(landed(4)).toEqual({ x: 40, y: 34 });
    expect(landed(3)).toEqual({ x: 36, y: 30 });
  });
  it('a shell needs sight of its aim point (a reading: the tank lays its gun on what it sees), a grenade does not', () => {
    const s = fireAt({ 't-tank1': P(50, 24, 0), 'g1-rifle1': P(60.6, 24) });
    expect(refused(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 61, y: 24 } })).toMatch(/cannot see that point \(Tanks\)/);
  });
  it('a jeep within 3" of a shell is knocked out on 5+, each man in it dies on 5+, -1 each if the jeep was behind cover', () => {
    const s = aboard(fireAt({ 't-tank1': P(24, 46, 90), 'g-jeep': P(42.5, 46, 90) }), 'g-jeep', ['g1-rifle1', 'g1-rifle2']);
    const r = act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 40, y: 46 } }, [5, 5, 5, 4]);
    expect(shotsOf(r.events)).toMatchObject([{ target: 'g-jeep', need: 5, cover: 0, roll: 5, hit: true }]);
    expect(rollsOn(r.events, 'blast on').map((x) => [x.unit, x.roll, x.result])).toEqual([
      ['g1-rifle1', 5, true],
      ['g1-rifle2', 4, false],
    ]);
    expect(unit(r.state, 'g-jeep')).toMatchObject({ steps: 0, box: 'destroyed' });
    expect(alive(r.state, 'g1-rifle1')).toBe(false);
    const missed = act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 40, y: 46 } }, [5, 4, 6, 6]);
    expect(shotsOf(missed.events)).toMatchObject([{ target: 'g-jeep', roll: 4, hit: false }]);
    expect(unit(missed.state, 'g-jeep').steps).toBe(1);
  });
  it('a man behind cover from the shell\'s centre subtracts 1: a 4 spares him, a 5 kills him', () => {
    // In the centre scrub (24–28 × 20–28), the shell bursting just outside it.
    const s = fireAt({ 't-tank1': P(8, 24, 0), 'g1-rifle1': P(25, 24) });
    const hit = (roll: number) => shotsOf(act(s, { type: 'shell', side: 'tan', figure: 't-tank1', at: { x: 22.6, y: 24 } }, [5, roll]).events)[0]!;
    expect(hit(4)).toMatchObject({ target: 'g1-rifle1', cover: 1, hit: false });
    expect(hit(5)).toMatchObject({ target: 'g1-rifle1', cover: 1, hit: true });
  });
  it('a destroyed emplacement no longer gives cover; the command post in ruins still does', () => {
    // A man in emplacement 2, shot at from the crest (below it, the forward slope hides the emplacements).
    const inEmp = fireAt({ 't1-rifle1': P(34.5, 35.5), 'g2-rifle1': P(37.5, 35.5) });
    const coverOf = (s: S, target: string) => shotsOf(shot(s, fire('t1-rifle1', target), [1]).events)[0]!.cover;
    expect(coverOf(inEmp, 'g2-rifle1')).toBe(1);
    expect(coverOf(withData(inEmp, { table: { passable: [], destroyed: ['emp-2'] } }), 'g2-rifle1')).toBe(0);
    // A man just behind the command post: hidden while it stands, in cover behind its ruins.
    const behind = fireAt({ 't1-rifle1': P(52, 24), 'g1-rifle1': P(60.8, 24) });
    expect(targetsOf(behind, 't1-rifle1')).toEqual([]);
    expect(coverOf(withData(behind, { table: { passable: [], destroyed: ['cp'] } }), 'g1-rifle1')).toBe(1);
  });
  it('men sheltering behind a solid target that is destroyed die on a 6; men in a destroyed jeep on 5-6', () => {
    const s = fireAt({ 't-tank1': P(24, 46, 90), 'g-jeep': P(40, 46, 90), 'g1-rifle1': P(41.5, 46) });
    let r = tankShot(s, 'g-jeep', 4, [6]);
    expect(rollsOn(r.events, 'sheltering behind').map(({ unit, roll, result }) => ({ figure: unit, roll, killed: result }))).toEqual([{ figure: 'g1-rifle1', roll: 6, killed: true }]);
    expect(alive(r.state, 'g1-rifle1')).toBe(false);
    r = tankShot(s, 'g-jeep', 4, [5]);
    expect(alive(r.state, 'g1-rifle1')).toBe(true);
    const loaded = aboard(fireAt({ 't-tank1': P(24, 46, 90), 'g-jeep': P(40, 46, 90) }), 'g-jeep', ['g1-rifle2', 'g1-rifle3']);
    r = tankShot(loaded, 'g-jeep', 4, [5, 4]);
    expect(rollsOn(r.events, 'riding in').map(({ unit, roll, result }) => ({ figure: unit, roll, killed: result }))).toEqual([
      { figure: 'g1-rifle2', roll: 5, killed: true },
      { figure: 'g1-rifle3', roll: 4, killed: false },
    ]);
    expect(alive(r.state, 'g1-rifle2')).toBe(false);
    expect(unit(r.state, 'g1-rifle3').at).not.toBeNull();
  });
  it('only the target\'s own side shelters behind it: the firer\'s men beyond it are not sheltering from their own fire', () => {
    // A Green man and a Tan man both just beyond the jeep, on the line of fire.
    const s = fireAt({ 't-tank1': P(24, 46, 90), 'g-jeep': P(40, 46, 90), 'g1-rifle1': P(41.5, 46.4), 't1-rifle1': P(41.5, 45.4) });
    const r = tankShot(s, 'g-jeep', 4, [6]);
    expect(rollsOn(r.events, 'sheltering behind').map(({ unit, roll, result }) => ({ figure: unit, roll, killed: result }))).toEqual([{ figure: 'g1-rifle1', roll: 6, killed: true }]);
    expect(alive(r.state, 't1-rifle1')).toBe(true);
  });
});

describe('Small-Arms Fire: firing is the player\'s choice', () => {
  it('a man with a target in range may hold his fire: "always fire at the nearest" says at whom, not that he must (a reading)', () => {
    const s = fireAt({ 't1-rifle1': P(30, 46), 'g1-rifle1': P(35, 46) });
    expect(targetsOf(s, 't1-rifle1')).toEqual(['g1-rifle1']);
    const r = act(s, { type: 'endFire', side: 'tan' }, [1, 1]);
    expect(eventsOf(r.events, 'shot')).toEqual([]);
    expect(alive(r.state, 'g1-rifle1')).toBe(true);
  });
});

describe('Small-Arms Fire: Green fires too', () => {
  it("Green's men fire at Tan's on Green's turn by the same rules", () => {
    let s = greenMovement();
    s = only(s, { 'g1-rifle1': P(40, 46), 't1-rifle1': P(35, 46) });
    s = act(s, { type: 'endMovement', side: 'green' }).state;
    expect(targetsOf(s, 'g1-rifle1')).toEqual(['t1-rifle1']);
  });
});
