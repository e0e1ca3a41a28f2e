import { describe, expect, it } from 'vitest';
import { meiktila } from '../../../games/meiktila';
import { destinations } from '../../../games/meiktila/rules/movement';
import { endPhase } from '../../../games/meiktila/rules/turn';
import { settle } from '../../../src/engine/run';
import { Working } from '../../../src/engine/context';
import { withRolls } from '../../../src/testing';
import { activation, firstActivation, onlyUnits, play, reader, refused, unit, withData, type S } from './helpers';

const base = firstActivation(1);
/** A fresh Allied all-units activation (move stage) with only the named units on the map; the turn's records (unit flags) kept. */
function scene(units: Record<string, string>, flags: Record<string, Record<string, boolean>> = {}): S {
  const s = withData(onlyUnits(base, units), { ips: {} });
  return activation({ ...s, units: s.units.map((u) => (flags[u.id] ? { ...u, flags: flags[u.id]! } : u)) }, 'A-ALL', 'allied', 'move');
}
const marched = (s: S) => s.units.filter((u) => u.flags?.['marched'] === true).map((u) => u.id);
const touched = (s: S) => s.units.filter((u) => u.flags?.['touchedZoc'] === true).map((u) => u.id);
/** The next activation of the same turn: a new marker, the same records of 6.2.1. */
const again = (s: S) => activation(s, 'A-ALL', 'allied', 'move');
const dest = (s: S, id: string, to: string) => destinations(reader(s), unit(s, id)).find((d) => d.to === to);
const moves = (s: S, id: string) => meiktila.legalActions(s, 'allied').filter((a) => a.type === 'move' && a.unit === id);
const mv = (u: string, to: string, march: boolean) => ({ type: 'move', side: 'allied', unit: u, to, march });

describe('6.2.1 forced march', () => {
  it('doubles the allowance for a move that neither enters nor leaves enemy ZOC', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'A1' });
    // J13 to J20: seven road hexes, 3.5 MP, only by forced march (MA 3).
    expect(dest(s, '1 WY', 'J20')).toEqual({ to: 'J20', march: true, zoc: false });
    const r = play(s, mv('1 WY', 'J20', true));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', unit: '1 WY', forcedMarch: true, rule: '6.2.1' }));
    expect(marched(r.state)).toEqual(['1 WY']);
  });

  it('never reaches a hex by forced march through or into enemy ZOC, nor from one', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'I17' }); // I17 touches the road at J17 and J18
    expect(dest(s, '1 WY', 'J20')).toBeUndefined();
    const inZoc = scene({ '1 WY': 'J11', '1/55': 'J10' });
    expect(destinations(reader(inZoc), unit(inZoc, '1 WY')).some((d) => d.march)).toBe(false);
  });

  it('marks each normal move that cannot avoid enemy ZOC (it starts, passes or ends in one)', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'J10' });
    expect(dest(s, '1 WY', 'J11')).toMatchObject({ march: false, zoc: true }); // next to J10
    expect(dest(s, '1 WY', 'J16')).toMatchObject({ march: false, zoc: false });
    const from = scene({ '1 WY': 'J11', '1/55': 'J10' });
    expect(destinations(reader(from), unit(from, '1 WY')).every((d) => d.zoc)).toBe(true); // every move leaves it
  });

  it('a unit that entered or left enemy ZOC earlier in the turn may not force march later that turn', () => {
    let s = scene({ '1 WY': 'J11', '1/55': 'J10' });
    s = play(s, mv('1 WY', 'J13', false)).state; // leaves the ZOC of J10
    expect(touched(s)).toEqual(['1 WY']);
    s = again(s);
    expect(dest(s, '1 WY', 'J20')).toMatchObject({ march: true }); // in its range, but not open to it
    expect(moves(s, '1 WY').some((a) => a.march)).toBe(false);
    expect(moves(s, '1 WY')).toContainEqual(mv('1 WY', 'J16', false)); // ordinary moves still
    expect(refused(s, mv('1 WY', 'J20', true))).toBe('1 WY may not force march to J20: it entered or left an enemy ZOC earlier this turn (6.2.1)');
    // Another unit, which did not touch enemy ZOC, still may.
    const other = again(onlyUnits(s, { '1 WY': 'J13', '1/55': 'J10', '1/7 GR': 'I12' }, true));
    expect(moves(other, '1/7 GR').some((a) => a.march)).toBe(true);
  });

  it('a unit that force-marched may not enter or leave enemy ZOC later that turn', () => {
    let s = scene({ '1 WY': 'J13', '1/55': 'A1' });
    s = play(s, mv('1 WY', 'J20', true)).state;
    // A Japanese unit now stands two hexes off: J19 is in its ZOC, J21 is not.
    s = again(onlyUnits(s, { '1 WY': 'J20', '1/55': 'J18' }, true));
    expect(dest(s, '1 WY', 'J19')).toMatchObject({ march: false, zoc: true });
    expect(moves(s, '1 WY')).not.toContainEqual(mv('1 WY', 'J19', false));
    expect(moves(s, '1 WY')).toContainEqual(mv('1 WY', 'J21', false));
    expect(refused(s, mv('1 WY', 'J19', false))).toBe('1 WY may not move to J19: it force-marched earlier this turn, so it may not enter or leave an enemy ZOC for the rest of the turn (6.2.1)');
    // It may force march again, clear of enemy ZOC.
    expect(moves(s, '1 WY').some((a) => a.march)).toBe(true);
    // If the enemy comes next to it, every move would leave enemy ZOC: it may not move at all.
    const pinned = again(onlyUnits(s, { '1 WY': 'J20', '1/55': 'J19' }, true));
    expect(moves(pinned, '1 WY')).toEqual([]);
    // A unit that did not force march may.
    const free = { ...pinned, units: pinned.units.map((u) => (u.id === '1 WY' ? { ...u, flags: {} } : u)) };
    expect(moves(free, '1 WY').length).toBeGreaterThan(0);
  });

  it('the records last one turn: the next turn starts clean', () => {
    const s = scene({ '1 WY': 'J13', '1/55': 'A1', '1/7 GR': 'J12' }, { '1 WY': { touchedZoc: true }, '1/7 GR': { marched: true } });
    expect([touched(s), marched(s)]).toEqual([['1 WY'], ['1/7 GR']]);
    // The end phase, then the next turn's air power (3 Allied air units, so its supply phase waits).
    const w = new Working(meiktila as never, withRolls({ ...s, phase: 'end', flow: { ...s.flow, value: { turn: 'end' } }, stack: [] }, [4, 3, 1, 6]) as never);
    endPhase(w as never);
    settle(meiktila as never, w as never);
    const next = w.finish() as S;
    expect(next.turn).toBe(2);
    expect([touched(next), marched(next)]).toEqual([[], []]);
  });
});
