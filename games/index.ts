/**
 * The games that ship with hexwar, by id: what `hexwar games` lists and
 * `hexwar play <id>` plays. Each is loaded on first use, so a command (or a
 * worker thread) that plays one game never builds the other four.
 *
 * @module
 */
import type { Game } from '../src/engine';

const loaders: { readonly [id: string]: () => Promise<Game> } = {
  'beach-assault': async () => (await import('./beach-assault')).beachAssault as unknown as Game,
  'greater-east-asia': async () => (await import('./greater-east-asia')).greaterEastAsia as unknown as Game,
  meiktila: async () => (await import('./meiktila')).meiktila as unknown as Game,
  myitkyina: async () => (await import('./myitkyina')).myitkyina as unknown as Game,
  'pacific-skirmish': async () => (await import('./pacific-skirmish')).pacificSkirmish as unknown as Game,
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
