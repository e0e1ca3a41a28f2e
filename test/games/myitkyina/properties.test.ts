import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMatch, describeEvent, sameJson, view, viewEvents, type MatchState } from '../../../src/engine';
import { heuristicBot } from '../../../src/bots';
import { playMatch } from '../../../src/play';
import { fuzz } from '../../../src/fuzz';
import { myitkyina, type MyitkyinaData } from '../../../games/myitkyina';
import { COUNTER } from '../../../games/myitkyina/data/counters';
import { runs, timeLimit } from '../../support/runs';
import { act, start } from './helpers';

type S = MatchState<MyitkyinaData>;

/** Everything the Allies must not learn about a hidden unit, as strings to search for. */
function secretsOf(s: S): string[] {
  // Revealed decoys are public: their ids and the "decoy" mark of their reveal are fine.
  const out: string[] = [];
  for (const u of s.units) if (u.hidden) out.push(JSON.stringify(u.id));
  if (s.units.some((u) => u.hidden && COUNTER.get(u.id)!.type === 'decoy')) out.push('decoy');
  return out;
}

/** The text without what revealed decoys make public. */
function publicOnly(s: S, text: string): string {
  let out = text.replaceAll('"decoy":true', '').replaceAll('"decoyRemoved"', '').replaceAll('revealed as a decoy at the moment of combat', '');
  for (const u of s.units) if (!u.hidden && COUNTER.get(u.id)!.type === 'decoy') out = out.replaceAll(u.id, '');
  return out;
}

describe('Hidden units', () => {
  it('no hidden datum reaches the Allied view or the Allied events (random games)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 400, maxLength: 400 }), (seed, picks) => {
        let s = createMatch(myitkyina, { seed }) as S;
        let i = 0;
        while (!s.result && i < 2000) {
          const side = myitkyina.actingSides(s)[0]!;
          const legal = myitkyina.legalActions(s, side);
          const r = myitkyina.apply(s, legal[picks[i % picks.length]! % legal.length]!);
          if (!r.ok) throw new Error(r.error.message);
          const before = secretsOf(s);
          s = r.state as S;
          const still = secretsOf(s).filter((x) => before.includes(x));
          const seen = publicOnly(s, JSON.stringify(viewEvents(r.events, 'allied')));
          for (const x of still) if (seen.includes(x)) throw new Error(`event leaks ${x}: ${seen}`);
          // The log is printed from the full events; it must name still-hidden units only by marker.
          const log = r.events.map((e) => describeEvent(myitkyina, s, e) ?? '').join('\n');
          for (const u of s.units) if (u.hidden && before.includes(JSON.stringify(u.id)) && log.includes(u.id)) throw new Error(`log leaks ${u.id}: ${log}`);
          const v = view(myitkyina, s, 'allied');
          const text = publicOnly(s, JSON.stringify(v));
          for (const x of secretsOf(s)) expect(text, `view leaks ${x}`).not.toContain(x);
          // A marker shows only what the counter shows face down: that it is disrupted (turned to face the enemy).
          for (const u of v.units) if (u.hidden) expect(Object.keys(u).sort()).toEqual(['at', 'hidden', 'id', 'marker', 'side', 'steps', ...(u.box ? ['box'] : []), ...(u.flags ? ['flags'] : [])].sort());
          for (const u of v.units) if (u.hidden && u.flags) expect(['disrupted', 'disruptedTurn']).toEqual(expect.arrayContaining(Object.keys(u.flags)));
          i++;
        }
        expect(s.result).not.toBeNull();
      }),
      // Eight random games (2.5 s each with a second test suite running beside); npm run fuzz plays many more.
      { numRuns: runs(8), endOnFailure: true },
    );
  }, timeLimit(60_000));
});

describe('Hidden set-up and the seed (10.1)', () => {
  it('an Allied player who knows the seed learns nothing: two hidden set-ups that differ only in which unit went where look the same, roll for roll', () => {
    // The same hexes in the same order, the units swapped around among them.
    const a = { '1/114': 'F4', '2/114': 'F5', '3/114': 'G4', 'decoy-a': 'G5', 'decoy-b': 'H1' };
    const b = { 'decoy-a': 'F4', '3/114': 'F5', '1/114': 'G4', 'decoy-b': 'G5', '2/114': 'H1' };
    for (const seed of [1, 2, 3]) {
      let sa = start(a, seed);
      let sb = start(b, seed);
      for (let step = 0; step < 40 && sa.turn <= 3; step++) {
        expect(JSON.stringify(view(myitkyina, sb, 'allied'))).toBe(JSON.stringify(view(myitkyina, sa, 'allied')));
        const type = sa.phase === 'movement' ? 'endMovement' : sa.phase === 'combat' ? 'endCombat' : 'skip';
        const ra = act(sa, { type, side: sa.active! });
        const rb = act(sb, { type, side: sb.active! });
        expect(JSON.stringify(viewEvents(rb.events, 'allied'))).toBe(JSON.stringify(viewEvents(ra.events, 'allied')));
        [sa, sb] = [ra.state, rb.state];
      }
      expect(sa.turn).toBeGreaterThan(3);
    }
  });
  it('the default seed is 256 random bits, different every match, and no view shows it', () => {
    const x = createMatch(myitkyina);
    const y = createMatch(myitkyina);
    expect(x.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(x.seed).not.toBe(y.seed);
    for (const side of myitkyina.sides) expect(JSON.stringify(view(myitkyina, x, side))).not.toContain(String(x.seed));
  });
});

describe('Random play', () => {
  it('the fuzzer finds nothing: legal actions accepted, others refused, invariants hold, no dead ends', () => {
    // One whole game (14 s with a second test suite running beside); npm run fuzz plays many more.
    const report = fuzz(myitkyina, { games: runs(1), seed: 101 });
    expect(report.games).toBe(runs(1));
    expect(report.findings).toEqual([]);
  }, timeLimit(60_000));
  it('a whole bot-against-bot game ends with a result within 11 turns', () => {
    for (const seed of [1, 2, 3]) {
      const r = playMatch(myitkyina, { seed, bots: heuristicBot });
      expect(r.ended).toBe('result');
      expect(r.state.turn).toBeLessThanOrEqual(11);
    }
  });
  it('states round-trip through JSON', () => {
    const r = playMatch(myitkyina, { seed: 9, bots: heuristicBot });
    expect(sameJson(JSON.parse(JSON.stringify(r.state)), r.state)).toBe(true);
  });
});
