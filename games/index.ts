/**
 * The games that ship with hexwar, by id: what `hexwar games` lists and
 * `hexwar play <id>` plays.
 *
 * @module
 */
import type { Game } from '../src/engine';
import { beachAssault } from './beach-assault';
import { greaterEastAsia } from './greater-east-asia';
import { meiktila } from './meiktila';
import { myitkyina } from './myitkyina';
import { pacificSkirmish } from './pacific-skirmish';

/**
 * Every shipped game, by id.
 *
 * @category Games
 */
export const games: { readonly [id: string]: Game } = {
  [beachAssault.id]: beachAssault as unknown as Game,
  [greaterEastAsia.id]: greaterEastAsia as unknown as Game,
  [meiktila.id]: meiktila as unknown as Game,
  [myitkyina.id]: myitkyina as unknown as Game,
  [pacificSkirmish.id]: pacificSkirmish as unknown as Game,
};
