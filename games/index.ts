/**
 * The games that ship with hexwar, by id: what `hexwar games` lists and
 * `hexwar play <id>` plays. Each is loaded on first use, so a command (or a
 * worker thread) that plays one game never builds the other four.
 *
 * @module
 */
import type { Game } from '../src/engine';

// Games of every spec side by side (the host's AnyGame): each is handed on as a plain Game.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaders: { readonly [id: string]: () => Promise<Game<any>> } = {
  'beach-assault': async () => (await import('./beach-assault')).beachAssault,
  'greater-east-asia': async () => (await import('./greater-east-asia')).greaterEastAsia,
  meiktila: async () => (await import('./meiktila')).meiktila,
  myitkyina: async () => (await import('./myitkyina')).myitkyina,
  'pacific-skirmish': async () => (await import('./pacific-skirmish')).pacificSkirmish,
};

/**
 * The ids of every shipped game, in alphabetical order.
 *
 * @category Games
 */
export const gameIds: readonly string[] = Object.keys(loaders);

/**
 * A shipped game by id, loaded on first use; `undefined` for an id that is not one.
 *
 * @category Games
 */
export async function shippedGame(id: string): Promise<Game | undefined> {
  return Object.hasOwn(loaders, id) ? loaders[id]!() : undefined;
}
