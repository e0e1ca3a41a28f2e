/**
 * The games that ship with hexwar, by id: what `hexwar games` lists and
 * `hexwar play <id>` plays.
 *
 * @module
 */
import type { Game } from '../src/engine';

/**
 * Every shipped game, by id.
 *
 * @category Games
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const games: { readonly [id: string]: Game<any> } = {};
