import { actionWords, createMatch, describeAction, expandActions, heuristicBot, view } from 'hexwar';
import { myitkyina as game } from 'hexwar/games/myitkyina';

let state = createMatch(game);                              // a fresh seed from a secure source
const bot = heuristicBot(1, game);                          // the bot plays the Japanese

/** Who must act now (mid-attack, the defender may have to choose a retreat). */
export const acting = () => game.actingSides(state);
/** The result, once there is one. */
export const result = () => state.result;

/** One action of the player: the choices in words, the one picked, its line for the log. */
export function allied(pick: (choices: string[]) => number): string {
  const v = view(game, state, 'allied');                    // only what the Allied player may see
  const choices = expandActions(v.actions);                 // every legal action, one by one
  const action = choices[pick(choices.map((a) => actionWords(game, state, a)))]!;
  const r = game.apply(state, action);
  if (!r.ok) return r.error.message;                        // why not, in a player's words, citing the rule
  const line = describeAction(game, state, r.action, { viewer: 'allied', after: r.state, events: r.events });
  state = r.state;
  return line;                                              // "Allied: 1/3 GR moves to D4"
}

/** One action of the bot, as the Allied player may read it ("Japanese acts" for a hidden set-up). */
export function japanese(): string {
  const r = game.apply(state, bot.choose(view(game, state, 'japanese')));
  if (!r.ok) throw new Error(r.error.message);
  const line = describeAction(game, state, r.action, { viewer: 'allied', after: r.state, events: r.events });
  state = r.state;
  return line;
}
