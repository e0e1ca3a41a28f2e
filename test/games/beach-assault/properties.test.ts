import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { describeEvent, sameJson, view, viewEvents, type Game, type GameEvent } from '../../../src/engine';
import { heuristicBot, randomBot } from '../../../src/bots';
import { playMatch } from '../../../src/play';
import { fuzz } from '../../../src/fuzz';
import { COUNTER, TAN_ARRIVALS, unitName } from '../../../games/beach-assault/data/forces';
import { TABLE } from '../../../games/beach-assault/data/table';
import { dueTurn } from '../../../games/beach-assault/rules/arrival';
import { act, game, onTurn, reinforcementOf, tanFire, type S } from './helpers';

type P = { x: number; y: number };
const g = game as unknown as Game;

/** True if segments ab and cd meet. */
function cross(a: P, b: P, c: P, d: P): boolean {
  const o = (p: P, q: P, r: P) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  const on = (p: P, q: P, r: P) => Math.min(p.x, r.x) - 1e-9 <= q.x && q.x <= Math.max(p.x, r.x) + 1e-9 && Math.min(p.y, r.y) - 1e-9 <= q.y && q.y <= Math.max(p.y, r.y) + 1e-9;
  const [o1, o2, o3, o4] = [o(a, b, c), o(a, b, d), o(c, d, a), o(c, d, b)];
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && on(a, c, b)) || (o2 === 0 && on(a, d, b)) || (o3 === 0 && on(c, a, d)) || (o4 === 0 && on(c, b, d));
}

/** The modifier to the reinforcement roll as the text states it, written out independently of the game's table. */
const textModifier = (turn: number) => (turn >= 15 ? 3 : turn >= 10 ? 2 : turn >= 5 ? 1 : 0);

/** What must not reach Green before the battle is over: the order, and any trace of a Tan unit still at sea. */
function secrets(s: S): { json: string[]; words: string[] } {
  const atSea = TAN_ARRIVALS.filter((u) => !s.data.arrived.some((a) => a.unit === u));
  return {
    json: [...(s.data.order ? [JSON.stringify(s.data.order)] : []), ...atSea.flatMap((u) => [`"${u}"`, `"${u}-`])],
    words: atSea.flatMap((u) => (COUNTER.get(u)?.type === 'infantry' || !COUNTER.has(u) ? [unitName(u), `${u.toUpperCase()} `] : [unitName(u)])),
  };
}

/**
 * Plays a random game and checks every action against the properties the
 * issue lists; returns the result.
 */
function checkedGame(seed: number, solo: boolean) {
  // The actions whose check found the order written and still sealed, and those that revealed it: both must come.
  const checked = { sealed: 0, revealed: 0 };
  const r = playMatch(g, {
    seed,
    ...(solo ? { options: { solo: true } } : {}),
    bots: randomBot,
    onAction(a, events, after, before) {
      const s0 = before as unknown as S;
      const s1 = after as unknown as S;
      const order = s1.data.order;
      // Arrivals follow the sealed order, each on its turn; before Tan has written it, nothing has landed.
      const landed = s1.data.arrived.filter((arr) => TAN_ARRIVALS.includes(arr.unit as never));
      expect(landed.map((arr) => [arr.unit, arr.turn])).toEqual(landed.map((arr) => [arr.unit, order ? dueTurn(order.indexOf(arr.unit)) : 'no order written yet']));
      // Event by event (in the solo variant one action carries Tan's whole turn): no infantryman or jeep
      // crosses wire that is not passable yet, and no one fires once killed.
      const passable = new Set(s0.data.table.passable);
      const gone = new Set(s0.units.filter((u) => u.steps <= 0).map((u) => u.id));
      for (const e of events) {
        if (e.type === 'wireFlattened' || (e.type === 'wireCut' && e['done'] === true)) passable.add(e['wire'] as string);
        if (e.type === 'killed' || e.type === 'vehicleLost') gone.add(e['figure'] as string);
        if (e.type === 'figureMoved') {
          for (const m of [{ figure: String(e['unit']), path: e['path'] as unknown as P[] }]) {
            if (COUNTER.get(m.figure)!.type === 'tank') continue;
            for (const w of TABLE.obstacles!) {
              if (passable.has(w.id)) continue;
              for (let i = 1; i < m.path.length; i++) expect(cross(m.path[i - 1]!, m.path[i]!, w.line[0]!, w.line[1]!), `${m.figure} crosses ${w.id}`).toBe(false);
            }
          }
        }
        // (A template's shots all belong to the one throw or shell: its blast may kill the thrower.)
        if (e.type === 'scatter' || (e.type === 'shot' && e['template'] !== true)) expect(gone.has(e['by'] as string), `${String(e['by'])} fired after it was killed`).toBe(false);
      }
      // Every one of those was a legal move by the wire as it stood: the final list is what the events say.
      expect([...passable].sort()).toEqual([...s1.data.table.passable].sort());
      // The reinforcement roll is 2d6 plus the turn's modifier; 12 or more brings a unit.
      for (const e of [reinforcementOf(events)].filter((x) => x !== undefined)) {
        const dice = e['dice'] as number[];
        // (Rolled at the start of Green's turn, the turn the action ends on: in the solo variant Green's
        // endFire carries Tan's whole next turn too.)
        expect(e['score']).toBe(dice[0]! + dice[1]! + textModifier(s1.turn));
        expect(e['kind'] !== undefined).toBe((e['score'] as number) >= 12);
      }
      // Green's view shows the order exactly when the battle is over (the reveal); apart from the reveal,
      // Green's view, events and log hold no trace of the order or of a Tan unit still at sea, on every action.
      const shown = view(g, s1 as never, 'green') as { data: { order: unknown } };
      expect(shown.data.order).toEqual(s1.result ? order : null);
      const reveal = (e: GameEvent) => e.type === 'orderRevealed';
      expect(events.some(reveal)).toBe(s1.result !== null && s0.result === null);
      const { json, words } = secrets(s1);
      const seen = JSON.stringify({ ...shown, data: { ...shown.data, order: null } }) + JSON.stringify(viewEvents(events, 'green').filter((e) => !reveal(e)));
      for (const x of json) expect(seen.includes(x), `Green sees ${x}`).toBe(false);
      const log = events.filter((e) => !reveal(e)).map((e: GameEvent) => describeEvent(g, s1 as never, e, 'green') ?? '').join('\n');
      for (const x of words) expect(log.includes(x), `Green's log names ${x}: ${log}`).toBe(false);
      if (order && !s1.result) checked.sealed++;
      if (events.some(reveal)) checked.revealed++;
    },
  });
  return { ...r, checked };
}

describe('Properties: random legal play', () => {
  it('random games end with a result, every arrival on its sealed turn, no wire crossed, the dead silent, the order never shown to Green early', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, solo) => {
        const r = checkedGame(seed, solo);
        expect(r.ended).toBe('result');
        // Green's view was checked with the order sealed, and once as it was revealed.
        expect(r.checked.sealed).toBeGreaterThan(0);
        expect(r.checked.revealed).toBe(1);
        // At the end the order is open to Green.
        expect((view(g, r.state, 'green').data as { order: unknown }).order).toEqual((r.state.data as { order: unknown }).order);
      }),
      { numRuns: 6, endOnFailure: true, examples: [[623685, true]] },
    );
  }, 240_000);
  it('the fuzzer finds nothing: legal actions accepted, others refused, invariants hold, no dead ends', () => {
    expect(fuzz(game, { games: 1, seed: 31 }).findings).toEqual([]);
    expect(fuzz(game, { games: 1, seed: 32, options: { solo: true } }).findings).toEqual([]);
  }, 300_000);
  it('the same seed plays the same game; states round-trip through JSON', () => {
    for (const bots of [heuristicBot, randomBot]) {
      const a = playMatch(g, { seed: 17, bots });
      const b = playMatch(g, { seed: 17, bots });
      expect(a.ended).toBe('result');
      expect(JSON.stringify(b.record)).toBe(JSON.stringify(a.record));
      expect(sameJson(b.state, a.state)).toBe(true);
      expect(sameJson(JSON.parse(JSON.stringify(a.state)), a.state)).toBe(true);
    }
  }, 120_000);
  it('heuristic bots play whole games to a result, with and without the solo variant', () => {
    for (const seed of [1, 2]) for (const options of [{ solo: false }, { solo: true }]) expect(playMatch(g, { seed, options, bots: heuristicBot }).ended).toBe('result');
  }, 120_000);
});

describe('Properties: the reinforcement odds match the 2d6 table', () => {
  it('for every turn and every pair of dice, a unit comes exactly when the dice and the modifier make 12', () => {
    const base = tanFire();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (turn, d1, d2, kind) => {
        const r = act(onTurn(base, turn), { type: 'endFire', side: 'tan' }, [d1, d2, kind]);
        const e = reinforcementOf(r.events)!;
        const comes = d1 + d2 + textModifier(turn) >= 12;
        expect(e['unit'] !== null).toBe(comes);
        expect(r.state.data.reinforcing.length).toBe(comes ? 1 : 0);
        if (comes) expect(e['kind']).toBe(kind >= 4 ? 'tank' : 'infantry');
      }),
      { numRuns: 300 },
    );
  });
  it("the real dice bring a unit about as often as the table says (turn 15: 2d6 + 3 >= 12, 10 in 36)", () => {
    let n = 0;
    let came = 0;
    for (let seed = 1; seed <= 360; seed++) {
      const s = onTurn(tanFire(seed), 15);
      const r = act(s, { type: 'endFire', side: 'tan' });
      n++;
      if (reinforcementOf(r.events)!['unit'] !== null) came++;
    }
    const p = 10 / 36;
    const sd = Math.sqrt(n * p * (1 - p));
    expect(Math.abs(came - n * p)).toBeLessThan(4 * sd);
  }, 60_000);
});
