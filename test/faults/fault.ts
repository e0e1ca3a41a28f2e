/**
 * What a planted fault is (issue 41), and a maker for a game's list.
 *
 * @module
 */

/** One fault: where it goes, the text it replaces, and the rule it breaks. */
export interface Fault {
  /** The game whose tests must catch it. */
  readonly game: string;
  /** Its name, unique within the game: `<game>/<name>` selects it. */
  readonly name: string;
  /** The rule it breaks, by the game's section name or number. */
  readonly rule: string;
  /** What a player would see go wrong. */
  readonly says: string;
  /** The source file, from the project's root. */
  readonly file: string;
  /** The text, found once in the file. */
  readonly find: string;
  /** What it becomes. */
  readonly replace: string;
}

/** A maker of one game's faults: `file` from the game's folder, or from the root when it starts with `src/`. */
export function faultsOf(game: string) {
  return (name: string, rule: string, says: string, file: string, find: string, replace: string): Fault => ({ game, name, rule, says, file: file.startsWith('src/') ? file : `games/${game}/${file}`, find, replace });
}
