/** A search worker for the tests: serves Myitkyina and the race, as a page's worker would. */
import { parentPort } from 'node:worker_threads';
import { serveSearch } from '../../src/bots/search';
import { myitkyina } from '../../games/myitkyina';
import { race } from './race';

serveSearch(parentPort!, { myitkyina, race });
