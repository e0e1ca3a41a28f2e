// What a front end's bundler makes of `import … from 'hexwar'` and one game: the
// library, the game and every dependency in one minified file. The cold-start
// section imports it in fresh processes beside the plain Node import of dist/.
export * from '../src/index';
export { meiktila } from '../games/meiktila';
