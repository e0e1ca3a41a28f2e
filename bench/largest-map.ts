/**
 * The largest map against Meiktila's (issue 12): per unit on the map, a unit's
 * movement search and its side's supply trace must cost no more on The Greater
 * East Asia War's 48×52 hexes than on Meiktila's 20×22. Both start from a
 * bot game's position at the start of turn 2, with fresh caches for every
 * pass over the units (a copied unit list is a new position to the board).
 */
import { createMatch, type Game, type MatchState, type UnitState } from '../src/engine';
import { Reader } from '../src/engine/context';
import { heuristicBot } from '../src/bots';
import { view } from '../src/engine/view';
import { meiktila } from '../games/meiktila';
import { unitRange } from '../games/meiktila/rules/movement';
import { inSupplyNow } from '../games/meiktila/rules/supply';
import { greaterEastAsia } from '../games/greater-east-asia';
import { allowanceOf, normalRange } from '../games/greater-east-asia/rules/movement';
import { isLand } from '../games/greater-east-asia/rules/common';
import { generalSupply } from '../games/greater-east-asia/rules/supply';
import type { Row } from './hexcore';

/** A bot game's position at the start of turn 2. */
function turnTwo(game: Game, seed: number): MatchState {
  let s = createMatch(game, { seed });
  const bots = Object.fromEntries(game.sides.map((side, i) => [side, heuristicBot(seed + i, game)]));
  for (let i = 0; i < 20_000 && s.turn < 2 && !s.result; i++) {
    const side = game.actingSides(s)[0]!;
    const r = game.apply(s, bots[side]!.choose(view(game, s, side)));
    if (!r.ok) throw new Error(`bench: ${game.id} refused its bot: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

const fresh = (game: Game, s: MatchState) => new Reader(game, { ...s, units: s.units.slice() }) as never;
const onMap = (s: MatchState, side: string) => s.units.filter((u) => u.side === side && typeof u.at === 'string' && u.steps > 0);

/**
 * Mean µs per unit of searching every unit of both sides that moves on a fresh
 * position (zones of control built once per side, as a legal list does), repeated for `ms`.
 */
function perUnit(game: Game, s: MatchState, ms: number, moves: (u: UnitState) => boolean, work: (ctx: never, u: UnitState, side: string) => void): number {
  const units = game.sides.flatMap((side) => onMap(s, side).filter(moves).map((u) => [side, u] as const));
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const ctx = fresh(game, s);
    for (const [side, u] of units) work(ctx, u, side);
    n += units.length;
  }
  return ((performance.now() - t0) * 1000) / n;
}

/** Mean µs per unit on the map of tracing a whole side's supply on a fresh position. */
function supplyPerUnit(game: Game, s: MatchState, ms: number, trace: (ctx: never, side: string, units: readonly UnitState[]) => void): number {
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (const side of game.sides) {
      const units = onMap(s, side);
      trace(fresh(game, s), side, units);
      n += units.length;
    }
  }
  return ((performance.now() - t0) * 1000) / n;
}

export function runLargestMap(rounds: { rounds: number; roundMs: number }): Row[] {
  const mk = meiktila as unknown as Game;
  const ge = greaterEastAsia as unknown as Game;
  const ms = turnTwo(mk, 3);
  const gs = turnTwo(ge, 3);
  // The games' units are typed by their sides; these loops hold any game's, as the contexts they make do.
  const moveMk = (ctx: never, u: UnitState) => void unitRange(ctx, u as never, false);
  const moveGe = (ctx: never, u: UnitState) => void normalRange(ctx, u as never);
  const supplyMk = (ctx: never, _side: string, units: readonly UnitState[]) => void units.forEach((u) => inSupplyNow(ctx, u as never));
  const supplyGe = (ctx: never, side: string) => void generalSupply(ctx, side as never);
  const m: number[][] = [[], [], [], []];
  for (let r = 0; r < rounds.rounds; r++) {
    m[0]!.push(perUnit(mk, ms, rounds.roundMs, () => true, moveMk));
    m[1]!.push(perUnit(ge, gs, rounds.roundMs, (u) => isLand(u.id) && allowanceOf(u) > 0, moveGe)); // ships move by sea, not by this search
    m[2]!.push(supplyPerUnit(mk, ms, rounds.roundMs, supplyMk));
    m[3]!.push(supplyPerUnit(ge, gs, rounds.roundMs, supplyGe));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [mkMove, geMove, mkSupply, geSupply] = m.map(median) as [number, number, number, number];
  const units = (s: MatchState, g: Game) => g.sides.reduce((k, side) => k + onMap(s, side).length, 0);
  return [
    {
      key: 'geaw_move_per_unit_vs_meiktila',
      ratio: geMove / mkMove,
      goal: '≤ 1',
      ok: geMove <= mkMove,
      detail: `every unit's movement search on a fresh position, per unit (each game's own caching: Greater East Asia shares a search among units of a kind in one hex): Greater East Asia ${geMove.toFixed(1)} µs (${units(gs, ge)} units, 2,496 hexes) / Meiktila ${mkMove.toFixed(1)} µs (${units(ms, mk)} units)`,
    },
    {
      key: 'geaw_supply_per_unit_vs_meiktila',
      ratio: geSupply / mkSupply,
      goal: '≤ 1',
      ok: geSupply <= mkSupply,
      detail: `a side's supply on a fresh position, per unit on the map: Greater East Asia ${geSupply.toFixed(1)} µs / Meiktila ${mkSupply.toFixed(1)} µs`,
    },
  ];
}
