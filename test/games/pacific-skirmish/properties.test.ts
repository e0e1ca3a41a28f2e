import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameJson, sampleAction, type Action, type GameEvent } from '../../../src/index';
import {
  baseReach, checkPath, inArc, pointAlongPath, pointDistance, TABLE_EPSILON, type TablePosition
} from '../../../src/public/tabletop';
import { Reader } from '../../../src/engine/context';
import { heuristicBot, randomBot } from '../../../src/bots';
import { playMatch } from '../../../src/play';
import { fuzz } from '../../../src/fuzz';
import { PROFILES, WEAPONS, type WeaponId } from '../../../games/pacific-skirmish';
import { counterOf } from '../../../games/pacific-skirmish/data/forces';
import { fire } from '../../../games/pacific-skirmish/rules/fire';
import { runs as scaled, timeLimit } from '../../support/runs';
import { game, start, type S } from './helpers';

/** Plays a random legal game, choices from `picks`, calling `step` with each action, its events and the states around it. */
function randomGame(seed: number, picks: readonly number[], step: (a: Action, events: readonly GameEvent[], before: S, after: S) => void, maxActions = 3000): S {
  let s = start(seed);
  let i = 0;
  const samplers = game.definition.samplers ?? {};
  while (!s.result && i < maxActions) {
    const side = game.actingSides(s).find((x) => game.legal(s, x).length > 0)!;
    let k = i * 7;
    const draw = (n: number) => picks[k++ % picks.length]! % n;
    const a = sampleAction(game.legal(s, side), draw, samplers);
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`a listed action was refused: ${r.error.message} ${JSON.stringify(a)}`);
    step(r.action, r.events, s, r.state as S);
    s = r.state as S;
    i++;
  }
  return s;
}

const seeds = fc.integer({ min: 1, max: 1_000_000 });
const picks = fc.array(fc.nat(), { minLength: 64, maxLength: 64 });
const runs = { numRuns: 8, endOnFailure: true } as const;

describe('Properties', () => {
  it('a card is drawn at most once between shuffles', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, p) => {
        let since = new Set<string>();
        let drawn = 0;
        const s = randomGame(seed, p, (_a, events) => {
          for (const e of events) {
            if (e.type === 'shuffled' && e['what'] === 'cards') since = new Set();
            if (e.type === 'cardDrawn') {
              drawn++;
              const card = String(e['card']);
              if (since.has(card)) throw new Error(`${card} drawn twice between shuffles`);
              since.add(card);
            }
          }
        });
        expect(s.data.deck.drawPile.length + s.data.deck.discardPile.length).toBe(52);
        return drawn >= 0;
      }),
      runs,
    );
  }, timeLimit(180_000));

  it('a destroyed vehicle or a dead figure never acts again', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, p) => {
        const gone = new Set<string>();
        randomGame(seed, p, (a, events, before, after) => {
          for (const field of ['figure', 'unit'] as const) {
            const id = a[field];
            if (typeof id === 'string' && gone.has(id)) throw new Error(`${id} is out of action but ${a.type}s`);
          }
          for (const e of events) {
            if ((e.type === 'shot' || e.type === 'figureMoved' || e.type === 'pivoted') && gone.has(String(e['by'] ?? e['unit']))) throw new Error(`${String(e['by'] ?? e['unit'])} acts after its death: ${e.type}`);
          }
          for (const u of after.units) if (u.steps === 0) gone.add(u.id);
          void before;
        });
        return true;
      }),
      runs,
    );
  });

  it('a figure never fires at an unspotted target, or outside its range and arc', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, p) => {
        let checked = 0;
        randomGame(seed, p, (a, _events, before) => {
          if (a.type !== 'fire') return;
          const ctx = new Reader(game as never, before as never) as never;
          const firer = before.units.find((u) => u.id === a['figure'])!;
          const at = firer.at as TablePosition;
          const w = WEAPONS[a['weapon'] as WeaponId];
          const seen = fire.spotted(ctx, a.side);
          const targets: { id: string; point: TablePosition; moved: boolean }[] = [];
          if (w.targets === 'every') return; // Special Rule 2: checked by the next property through its events.
          const target = before.units.find((u) => u.id === a['target'])!;
          if (a['along'] !== undefined) {
            const mp = before.data.paths[target.id]!;
            expect(mp, 'a shot along a move needs the move').toBeDefined();
            targets.push({ id: target.id, point: pointAlongPath(mp.path, Number(a['along'])), moved: true });
          } else targets.push({ id: target.id, point: target.at as TablePosition, moved: false });
          for (const t of targets) {
            checked++;
            if (!t.moved) expect(seen.has(t.id), `${t.id} was not spotted`).toBe(true);
            const d = pointDistance(at, t.point);
            if (w.range !== undefined) expect(d).toBeLessThanOrEqual(w.range + TABLE_EPSILON + 1e-9);
            if (w.arc !== undefined && w.template === undefined) expect(inArc(at, t.point, { width: w.arc }, baseReach(counterOf(t.id).base))).toBe(true);
          }
        });
        return checked >= 0;
      }),
      runs,
    );
  });

  it('a machinegun rolls only at targets in its range and arc, spotted where they stand or seen along their move', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, p) => {
        randomGame(seed, p, (a, events, before) => {
          if (a.type !== 'fire' || a['weapon'] !== 'mg') return;
          const ctx = new Reader(game as never, before as never) as never;
          const mg = before.units.find((u) => u.id === a['figure'])!.at as TablePosition;
          const seen = fire.spotted(ctx, a.side);
          for (const e of events.filter((x) => x.type === 'shot')) {
            const id = String(e['target']);
            const point = e['at'] as unknown as TablePosition;
            if (e['along'] === undefined) expect(seen.has(id)).toBe(true);
            else expect(before.data.paths[id]).toBeDefined();
            expect(pointDistance(mg, point)).toBeLessThanOrEqual(36 + TABLE_EPSILON + 1e-9);
            expect(inArc(mg, point, { width: 45 }, baseReach(counterOf(id).base))).toBe(true);
          }
        });
        return true;
      }),
      runs,
    );
  });

  it('a move never exceeds its allowance over the terrain it crosses', () => {
    fc.assert(
      fc.property(seeds, picks, (seed, p) => {
        randomGame(seed, p, (_a, events) => {
          for (const e of events) {
            if (e.type !== 'figureMoved') continue;
            const c = counterOf(String(e['unit']));
            const path = e['path'] as unknown as { x: number; y: number }[];
            const allowance = Number(e['allowance']);
            const check = checkPath(game.table!, PROFILES[c.profile!], path, { allowance, reverse: e['reverse'] === true });
            expect(check.ok, check.violations.map((v) => v.message).join('; ')).toBe(true);
            // The cost is at most the allowance, give or take the tolerance at the slowest rate on the table (1.5").
            expect(check.cost).toBeLessThanOrEqual(allowance + TABLE_EPSILON / 1.5);
          }
        });
        return true;
      }),
      runs,
    );
  });
});

describe('Random play', () => {
  it('the fuzzer finds nothing: listed actions accepted, others refused with a rule, invariants kept, no dead ends', () => {
    // One whole game, three listed and two bent actions a step (30 s with a second test suite running
    // beside, half the limit): ended there after 120 actions; npm run fuzz plays whole games at the defaults.
    const report = fuzz(game, { games: scaled(1), seed: 2026, checkLegal: 3, illegalPerStep: 2, stopAfter: 120 });
    expect(report.games).toBe(scaled(1));
    expect(report.findings).toEqual([]);
  }, timeLimit(60_000));
  it('random legal play keeps every invariant and ends with a result', () => {
    for (const seed of [11, 12]) {
      const r = playMatch(game, { seed, bots: randomBot });
      expect(r.ended).toBe('result');
      expect(game.definition.invariants!(new Reader(game as never, r.state as never) as never)).toEqual([]);
    }
  });
  it('bot against bot plays a whole game to a result, and the state is strict JSON', () => {
    for (const seed of [1, 2]) {
      const r = playMatch(game, { seed, bots: heuristicBot });
      expect(r.ended).toBe('result');
      expect(r.state.result?.winner).toMatch(/^(us|japan)$/);
      expect(sameJson(JSON.parse(JSON.stringify(r.state)), r.state)).toBe(true);
    }
  });
});
