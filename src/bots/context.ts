import type { HexBoard } from '../board/hex';
import { HexwarError } from '../errors';
import type { HexMap } from '../map';
import type { BotContext } from '../engine/definition';
import type { Game } from '../engine/game';
import type { CounterData, JsonValue, MatchState, MatchView, ProcedureFrame, StepFactors, UnitState } from '../engine/types';
import { memo } from '../internal/memo';
import { openDecision } from '../engine/decision';
import { developing } from '../internal/development';

const contexts = /* @__PURE__ */ memo<MatchView, BotContext>('bot contexts');
const noFactors: StepFactors = { attack: 0, defence: 0, movement: 0 };

/** The hexes a game's bot hook names, each one a hex of its map in development (a misspelt "C33" would be fought for nowhere, silently). */
function checkedObjectives(game: Game, hexes: readonly string[]): readonly string[] {
  if (!developing || game.definition.map === undefined) return hexes;
  for (const h of hexes) {
    if (game.map.cellOfLabel(h) < 0) throw new HexwarError({ code: 'bad-game', message: `game "${game.definition.id}": bot.objectives names "${String(h).slice(0, 40)}", which is not a hex of its map`, path: 'bot.objectives' });
  }
  return hexes;
}

/**
 * A read context over one side's view, for bots and for front ends that want
 * to ask the rules' questions (the board, a unit's factors) about what a player
 * sees. Hidden enemy units are their markers: asking their counter throws.
 *
 * @example
 * ```ts
 * import { createMatch, view } from 'hexwar';
 * import { botContext } from 'hexwar/bots';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const seen = view(myitkyina, createMatch(myitkyina, { seed: 1 }), 'allied');
 * const ctx = botContext(myitkyina, seen);
 * ctx.board.unitsOf('japanese'); // what the Allied player sees of them: markers where they are hidden
 * ```
 * @category Bots
 */
export function botContext(game: Game, v: MatchView): BotContext {
  const hit = contexts.get(v);
  if (hit) return hit;
  const units = v.units;
  const byId = new Map(units.map((u) => [u.id, u]));
  let objectives: readonly string[] | null = null;
  const ctx: BotContext = {
    side: v.side,
    view: v,
    get objectives(): readonly string[] {
      return (objectives ??= checkedObjectives(game, game.definition.bot?.objectives?.(ctx, v.side) ?? []));
    },
    get decision() {
      return openDecision(v);
    },
    get state(): never {
      return { units, tracks: v.tracks, stack: v.stack, data: v.data, turn: v.turn, phase: v.phase, active: v.active, options: v.options, step: v.step, result: v.result } as unknown as never;
    },
    get board(): HexBoard {
      return game.board(units);
    },
    get map(): HexMap {
      return game.map;
    },
    options: v.options,
    data: v.data,
    turn: v.turn,
    phase: v.phase,
    active: v.active,
    stack: v.stack as readonly ProcedureFrame[],
    counter: (id: string): CounterData => game.counter(id),
    unit(id: string): UnitState {
      const u = byId.get(id);
      if (!u) throw new HexwarError({ code: 'unknown-unit', message: `the ${v.side} player sees no unit "${id}"` });
      return u;
    },
    hasUnit: (id: string) => byId.has(id),
    units: (filter?: (u: UnitState) => boolean) => (filter ? units.filter(filter) : [...units]),
    unitsAt: (at: string) => (game.table ? units.filter((u) => u.at === at) : [...game.board(units).unitsAt(at)]),
    track: (name: string) => v.tracks[name] ?? 0,
    frame<L = JsonValue>(proc: string): L | null {
      // The innermost frame of that procedure: the stack's last.
      let found: L | null = null;
      for (const f of v.stack) if (f.proc === proc) found = f.local as L;
      return found;
    },
    factors(unit: UnitState | string): StepFactors {
      const u = typeof unit === 'string' ? byId.get(unit) : unit;
      if (!u || (u.hidden && u.side !== v.side)) return noFactors;
      const c = game.counter(u.id);
      // Steps lost pick the line: the last printed one once more are lost than it has (none printed: no factors).
      const lines = c.factors ?? [];
      return lines[Math.min(lines.length - 1, Math.max(0, c.steps - Math.max(1, u.steps)))] ?? noFactors;
    },
  };
  contexts.set(v, ctx);
  return ctx;
}

/** A local value of a frame in a view, typed by the caller. @internal */
export type FrameLocal = JsonValue;
/** @internal */
export type AnyState = MatchState<unknown, never>;
