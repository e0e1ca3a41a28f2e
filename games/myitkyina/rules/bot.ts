/**
 * Heuristic bot hooks: the Allies go for the airfield and Myitkyina and attack
 * at good odds; the Japanese hold the objectives and attack only at good odds.
 * They read only the side's view (hidden Japanese units are guessed at 1 defence).
 *
 * @module
 */
import type { Action, MatchView, UnitState } from '../../../src/engine';
import { cellDistance } from '../../../src/map';
import { AIRFIELD, MYITKYINA } from '../data/map';
import { attackOf, board, counterOf, defenceOf, neighbours, objective, weight, type MyitkyinaData } from './state';

const OBJECTIVES = [AIRFIELD, ...MYITKYINA];

const dist = (a: string, b: string) => cellDistance(board, board.cell(a), board.cell(b));

/** How far a hex is from the nearest objective a side still has to take (Allies) or hold (Japanese). */
function distanceToGoal(units: readonly UnitState[], side: string, hex: string): number {
  const open = OBJECTIVES.filter((h) => !units.some((u) => u.at === h && u.side === side));
  const goals = open.length ? open : OBJECTIVES;
  return Math.min(...goals.map((g) => dist(hex, g)));
}

/** A guess of a hex's defence from what the side can see. */
function guessDefence(units: readonly UnitState[], side: string, hex: string): number {
  const there = units.filter((u) => u.at === hex && u.side !== side);
  const base = there.reduce((s, u) => s + (u.hidden ? 1 : defenceOf(u.id)), 0);
  return base + (MYITKYINA.includes(hex) ? Math.min(there.length, 2) : 0);
}

/** Attack strength a side could bring against a hex. */
function reach(units: readonly UnitState[], side: string, hex: string): number {
  const near = new Set(neighbours(hex));
  return units.filter((u) => u.side === side && u.at !== null && near.has(u.at) && !u.flags?.['disrupted']).reduce((s, u) => s + attackOf(u.id), 0);
}

/** Scores an action for a side from its view: higher is better. */
export function score(view: MatchView<MyitkyinaData>, a: Action, side: string): number {
  const units = view.units;
  const unit = (id: unknown) => units.find((u) => u.id === id);
  switch (a.type) {
    case 'deploy': {
      const hex = a['hex'] as string;
      if (side === 'allied') {
        // Regiments first (one to a hex), then the battalions, the road hex A6 first;
        // moving a unit already placed only if nothing else is left (never, in practice).
        const u = unit(a['unit'])!;
        if (u.at !== null) return -5;
        const load = units.filter((x) => x.at === hex && x.side === side).reduce((s, x) => s + weight(x.id), 0);
        return (weight(u.id) > 1 ? 3 : 1) - load + (hex === 'A6' ? 0.5 : 0);
      }
      const held = units.filter((u) => u.at === hex).length;
      return (objective(hex) ? 10 - held * 3 : 0) - dist(hex, MYITKYINA[1]!) * 0.5;
    }
    case 'reinforce':
      return counterOf(a['unit'] as string).nation === 'british' ? -1 : 5 - dist(a['hex'] as string, 'F5') * 0.3;
    case 'skip':
      return 0;
    case 'endSetup':
      return 10;
    case 'move': {
      const u = unit(a['unit'])!;
      const to = a['to'] as string;
      if (side === 'japanese' && objective(u.at!)) {
        const left = units.filter((x) => x.at === u.at && x.side === side).length;
        if (left <= 1) return -10;
      }
      const gain = distanceToGoal(units, side, u.at!) - distanceToGoal(units, side, to);
      return gain * 2 + (objective(to) ? 3 : 0) - 0.5;
    }
    case 'endMovement':
    case 'endCombat':
      return 0;
    case 'attack': {
      const target = a['target'] as string;
      const odds = reach(units, side, target) / Math.max(1, guessDefence(units, side, target));
      return odds >= 1.5 ? 4 + odds : side === 'allied' && objective(target) && odds >= 1 ? 1 : -1;
    }
    case 'join':
      return 3 + attackOf(a['unit'] as string);
    case 'resolve':
      return a['mode'] === 'normal' ? 1 : a['mode'] === 'pressed' ? 0.5 : 0;
    case 'advance':
      return a['unit'] === null ? 0 : 2;
    case 'retreat':
      if (a['to'] === null) return side === 'japanese' ? 1 : -1;
      return -distanceToGoal(units, side, a['to'] as string) * 0.1;
    case 'eliminate':
      return -attackOf(a['unit'] as string);
    default:
      return 0;
  }
}
