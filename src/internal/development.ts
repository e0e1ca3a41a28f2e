/**
 * Whether the engine checks what a game's own code asks of it (a hex label
 * given to a board query, the hexes a bot hook names): in development and
 * tests (any `NODE_ENV` but `production`, in Node). Off in production and in
 * browsers without `process`, where each check would cost every query.
 *
 * @internal
 */
export const developing = typeof process !== 'undefined' && process.env?.['NODE_ENV'] !== 'production';
