/**
 * The games on the menu, each loaded only when chosen: the first screen costs
 * none of them, and a game costs only itself and the core. The search bot's
 * worker loads its game through the same list.
 */
import type { Game, Spec } from 'hexwar';

/** A game on the menu: its short name until loaded, and how to load it and use it. */
export interface Listed {
  readonly id: string;
  readonly name: string;
  /** Loads the game's module and hands the game to `use` (generic, as every game has its own spec). */
  open<R>(use: <G extends Spec>(game: Game<G>) => R | Promise<R>): Promise<R>;
}

const listed = <G extends Spec>(id: string, name: string, load: () => Promise<Game<G>>): Listed => ({
  id,
  name,
  open: async (use) => use(await load()),
});

/** The five games, in the menu's order. */
export const CATALOGUE: readonly Listed[] = [
  listed('myitkyina', 'Postcard Myitkyina', async () => (await import('hexwar/games/myitkyina')).myitkyina),
  listed('meiktila', 'Meiktila', async () => (await import('hexwar/games/meiktila')).meiktila),
  listed('greater-east-asia', 'The Greater East Asia War', async () => (await import('hexwar/games/greater-east-asia')).greaterEastAsia),
  listed('pacific-skirmish', 'Pacific skirmish', async () => (await import('hexwar/games/pacific-skirmish')).pacificSkirmish),
  listed('beach-assault', 'Beach Assault', async () => (await import('hexwar/games/beach-assault')).beachAssault),
];
