/**
 * `hexwar/react`: React bindings. {@link useMatch} plays a local match (one
 * side at the screen, bots or a second player for the others), {@link useSeat}
 * one seat of a match on a `hexwar serve` host; {@link Board} draws the map
 * with `renderSvg` and gives clicks back as hexes, units and table points;
 * {@link Inspector} is a developer's panel (state, legal actions with their
 * words and forecasts, the log with time travel, a bot's move).
 *
 * React 18 or 19 is an optional peer dependency: install it yourself.
 *
 * @example
 * ```tsx
 * import { heuristicBot } from 'hexwar';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * import { Board, Inspector, useMatch } from 'hexwar/react';
 *
 * const bots = { japanese: heuristicBot(1, myitkyina) };
 * export function App() {
 *   const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots });
 *   return <><Board game={myitkyina} view={match.view} /><Inspector match={match} /></>;
 * }
 * ```
 * @module hexwar/react
 */
export { useMatch, type UseMatch, useSeat, type UseSeat } from './hooks';
export { Board, type BoardProps } from './board';
export { Inspector, type InspectorProps } from './inspector';
export { createMatchStore, type LegalAction, type LocalMatchOptions, type LogLine, type MatchSnapshot, type MatchStep, type MatchStore } from './match-store';
export { createSeatStore, type SeatLogLine, type SeatOptions, type SeatSnapshot, type SeatStore } from './seat-store';
