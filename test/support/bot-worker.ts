/** A bots' worker for the tests: serves Myitkyina and Meiktila, as `hexwar serve`'s does every game. */
import { parentPort } from 'node:worker_threads';
import { serveBots } from '../../src/server/bot-pool';
import { myitkyina } from '../../games/myitkyina';
import { meiktila } from '../../games/meiktila';

serveBots(parentPort!, { myitkyina, meiktila } as never);
