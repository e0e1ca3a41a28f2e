import { useMemo, useState, useSyncExternalStore } from 'react';
import type { Game, Spec } from '../index';
import { createMatchStore, type LocalMatchOptions, type MatchSnapshot, type MatchStore } from './match-store';
import { createSeatStore, type SeatOptions, type SeatSnapshot, type SeatStore } from './seat-store';

/**
 * A local match in a component: its snapshot (view, legal actions with their
 * words, log, result, …) and the calls that change it.
 *
 * @example
 * ```tsx
 * import type { UseMatch } from 'hexwar/react';
 * function Actions({ match }: { match: UseMatch }) {
 *   return <>{match.actions.map((a, i) => <button key={i} onClick={() => match.apply(a.action)}>{a.words}</button>)}</>;
 * }
 * ```
 * @category React
 */
export type UseMatch<G extends Spec = Spec> = MatchSnapshot<G> & Omit<MatchStore<G>, 'get' | 'subscribe'>;

/**
 * Plays a match in this component: one side at the screen, other sides played
 * by the bots given, or by a second player (`setViewer`). The match is made
 * once, from the options of the first render (later options are ignored; a new
 * `game` starts a new match); every function returned keeps its identity, so it
 * can go in a dependency list or to a memoised child.
 *
 * Render from `view`, never from `state`: the state holds the seed and every
 * hidden unit.
 *
 * @example
 * ```tsx
 * import { heuristicBot } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * import { Board, useMatch } from 'hexwar/react';
 *
 * const bots = { japanese: heuristicBot(1, myitkyina) };
 *
 * function Game() {
 *   const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots });
 *   return (
 *     <>
 *       <Board game={myitkyina} view={match.view} />
 *       {match.actions.map((a, i) => <button key={i} onClick={() => match.apply(a.action)}>{a.words}</button>)}
 *       {match.refusal && <p>{match.refusal.message}</p>}
 *     </>
 *   );
 * }
 * ```
 * @category React
 */
export function useMatch<G extends Spec>(game: Game<G>, options: LocalMatchOptions<G> = {}): UseMatch<G> {
  const [held, setHeld] = useState(() => ({ game, store: createMatchStore(game, options) }));
  let store = held.store;
  if (held.game !== game) {
    // A new game is a new match (React allows setting state during render for exactly this).
    store = createMatchStore(game, options);
    setHeld({ game, store });
  }
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(
    () => ({ ...snapshot, game: store.game, apply: store.apply, undo: store.undo, botMove: store.botMove, travel: store.travel, setViewer: store.setViewer }),
    [snapshot, store],
  );
}

/**
 * One seat of a match on a host in a component.
 *
 * @example
 * ```tsx
 * import type { UseSeat } from 'hexwar/react';
 * function Resign({ seat }: { seat: UseSeat }) {
 *   return <button disabled={seat.result !== null} onClick={() => seat.resign()}>Resign</button>;
 * }
 * ```
 * @category React
 */
export type UseSeat<G extends Spec = Spec> = SeatSnapshot<G> & Omit<SeatStore<G>, 'get' | 'subscribe'>;

/**
 * Plays one seat of a match on a `hexwar serve` host through `hexwar/client`:
 * connects when the component mounts, follows every state the host sends
 * (with the log since the match began) and closes the socket when it unmounts.
 * A new `url`, `match` or `token` connects again (a new `WebSocket` or
 * `fetch` alone does not); the functions returned keep their identity while
 * they stay the same.
 *
 * @example
 * ```tsx
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * import { Board, useSeat } from 'hexwar/react';
 *
 * function Seat({ match, token }: { match: string; token: string }) {
 *   const seat = useSeat(myitkyina, { url: 'http://localhost:8080', match, token });
 *   if (!seat.view) return <p>{seat.error?.message ?? 'Connecting…'}</p>;
 *   return (
 *     <>
 *       <Board game={myitkyina} view={seat.view} />
 *       {seat.actions.map((a, i) => <button key={i} disabled={seat.sending} onClick={() => seat.act(a.action)}>{a.words}</button>)}
 *     </>
 *   );
 * }
 * ```
 * @category React
 */
export function useSeat<G extends Spec>(game: Game<G>, options: SeatOptions): UseSeat<G> {
  const { url, match, token } = options;
  // The platform's WebSocket and fetch are read when the seat connects: a function written inline
  // (new every render) must not make a new connection every render.
  const store = useMemo(() => {
    const { WebSocket, fetch } = options;
    return createSeatStore(game, { url, match, ...(token !== undefined ? { token } : {}), ...(WebSocket ? { WebSocket } : {}), ...(fetch ? { fetch } : {}) });
  }, [game, url, match, token]);
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(() => ({ ...snapshot, act: store.act, undo: store.undo, resign: store.resign }), [snapshot, store]);
}
