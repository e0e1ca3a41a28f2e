import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../src/bots';
import { playMatch } from '../../../src/play';
import { fuzz } from '../../../src/fuzz';
import { createMatch } from '../../../src/engine';
import { meiktila, meiktilaInvariants } from '../../../games/meiktila';
import { counters } from '../../../games/meiktila/data/counters';
import { AIRFIELDS, MEIKTILA, TOWNS } from '../../../games/meiktila/data/map';
import { stackOk } from '../../../games/meiktila/rules/common';
import { runs, timeLimit } from '../../support/runs';
import { distance, reader, type S } from './helpers';

describe('10.0 set-up over random play (default options: the players set up)', () => {
  it('random legal placements always give a deployment legal under 10.1, 10.2, 6.3 and 8.4, and play reaches turn 1', () => {
    const anchors = [MEIKTILA, ...AIRFIELDS, ...TOWNS];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2 ** 30 }), (seed, pickSeed) => {
        let s = createMatch(meiktila, { seed }) as S;
        expect(s.phase).toBe('alliedSetup');
        let r = pickSeed;
        let n = 0;
        while (s.turn === 0) {
          const side = meiktila.actingSides(s)[0]!;
          const acts = meiktila.legalActions(s, side);
          expect(acts.length, `dead end in ${s.phase}`).toBeGreaterThan(0);
          r = (r * 1103515245 + 12345) & 0x7fffffff;
          const res = meiktila.apply(s, acts[r % acts.length]!);
          expect(res.ok).toBe(true);
          if (res.ok) s = res.state as S;
          expect(++n).toBeLessThan(60);
          expect(meiktilaInvariants(reader(s))).toEqual([]);
        }
        const byHex = new Map<string, string[]>();
        for (const u of s.units) if (u.at) byHex.set(u.at, [...(byHex.get(u.at) ?? []), u.id]);
        for (const c of counters.filter((x) => x.arrival === 'setup')) {
          const hex = s.units.find((u) => u.id === c.id)!.at!;
          if (c.side === 'allied') expect(anchors.some((a) => distance(a, hex) <= 1)).toBe(true);
          else {
            expect(hex.slice(1)).toBe('1');
            for (const u of s.units) if (u.side === 'allied' && u.at) expect(distance(u.at, hex)).toBeGreaterThan(1);
          }
        }
        for (const ids of byHex.values()) expect(stackOk(ids)).toBe(true);
        for (const [hex, ip] of Object.entries(s.data.ips)) expect(ip.count).toBeLessThanOrEqual(byHex.get(hex)?.length ?? 0);
        expect(s.units.filter((u) => u.side === 'allied' && u.box === 'reinforcements').map((u) => u.id).sort()).toEqual(['1 Border', '2 Border']);
      }),
      { numRuns: 30, seed: 20250310 },
    );
  });
});

describe('invariants over random play (fuzz: 6.3, 6.5, 7.1.1, 9.1, 4.3)', () => {
  it('random legal play from the players\' set-up never dead-ends, ends, keeps every invariant; listed actions are accepted, others refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.boolean(), (seed, banzai, kimura) => {
        // Default options but for the optional rules: the set-up phases (10.1, 10.2) are played.
        const r = fuzz(meiktila as never, { games: 1, seed, checkLegal: 3, illegalPerStep: 2, options: { banzai, kimura, multiRollRetreat: !kimura } });
        expect(r.findings.map((f) => `${f.kind}: ${f.message}`)).toEqual([]);
      }),
      // One whole game here (15 s with a second test suite running beside); npm run fuzz plays many more, every option in turn.
      { numRuns: runs(1), seed: 20250305 },
    );
  }, timeLimit(60_000));

  it('VP equals the sum of its scoring events; eliminated units never return; each marker drawn once a turn', () => {
    for (const seed of [11, 12, 13]) {
      let stepEvents = { allied: 0, japanese: 0 };
      let placed = 0;
      let finished = 0;
      const eliminated = new Set<string>();
      const drawnThisTurn = new Map<number, string[]>();
      const res = playMatch(meiktila as never, {
        seed,
        bots: randomBot,
        options: { banzai: true },
        onAction: (_a, events, state) => {
          for (const e of events) {
            if (e.type === 'setUp') placed++;
            if (e.type === 'setupFinished') finished++;
            if (e.type === 'vp') stepEvents = { ...stepEvents, [e['side'] as 'allied']: stepEvents[e['side'] as 'allied'] + (e['vp'] as number) };
            if (e.type === 'stepLost' && e['eliminated']) eliminated.add(e['unit'] as string);
            if (e.type === 'activated') {
              const list = drawnThisTurn.get(state.turn) ?? [];
              expect(list).not.toContain(e['marker']);
              drawnThisTurn.set(state.turn, [...list, e['marker'] as string]);
            }
          }
          for (const id of eliminated) expect(state.units.find((u) => u.id === id)!.at).toBeNull();
          expect(state.tracks['vp.allied']).toBe(stepEvents.allied);
          expect(state.tracks['vp.japanese']).toBe(stepEvents.japanese);
          expect(meiktilaInvariants(reader(state as S))).toEqual([]);
        },
      });
      expect(res.ended).toBe('result');
      expect(res.state.turn).toBe(10);
      expect([placed, finished]).toEqual([20, 2]); // 16 Allied and 4 Japanese units set up (10.1, 10.2)
    }
  });

  it('state survives a JSON round trip at the end of a bot game', () => {
    const res = playMatch(meiktila as never, { seed: 3 });
    expect(JSON.parse(JSON.stringify(res.state))).toEqual(res.state);
  });
});

describe('play: heuristic bots over ten turns (5-14 March)', () => {
  it('bot-vs-bot games end with a result, attacks made and objectives contested', () => {
    let combats = 0;
    for (const seed of [1, 2]) {
      const res = playMatch(meiktila as never, { seed, options: { banzai: true }, onAction: (_a, ev) => (combats += ev.filter((e) => e.type === 'combat').length) });
      expect(res.ended).toBe('result');
      expect(res.state.result?.level).toMatch(/victory/);
    }
    expect(combats).toBeGreaterThan(10);
  });

  it('random play is fast: well under 1 ms of CPU per action on average', () => {
    let actions = 0;
    const t0 = performance.now();
    for (const seed of [21, 22, 23]) actions += playMatch(meiktila as never, { seed, bots: randomBot }).record.actions.length;
    const perAction = (performance.now() - t0) / actions;
    // The bench's boardgame.io toy move is ~0.12 ms; this includes legalActions and views.
    expect(perAction).toBeLessThan(3);
    console.log(`meiktila random play: ${actions} actions, ${(perAction * 1000).toFixed(0)} µs per action`);
  });
});
