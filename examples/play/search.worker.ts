/**
 * The searching bot's worker: the page's thread stays free while it thinks.
 * It is started with the game's id as its name and loads that game alone
 * (through the menu's own list); requests that come before the game has
 * loaded are kept and answered once it has.
 */
import { serveSearch } from 'hexwar';
import { CATALOGUE } from './games';

const id = self.name;
const early: MessageEvent[] = [];
const keep = (e: MessageEvent) => early.push(e);
self.addEventListener('message', keep);

void CATALOGUE.find((c) => c.id === id)?.open((game) =>
  serveSearch(
    {
      postMessage: (m) => self.postMessage(m),
      addEventListener: (_type, listener) => {
        self.removeEventListener('message', keep);
        self.addEventListener('message', listener);
        for (const e of early.splice(0)) listener(e);
      },
    },
    { [id]: game },
  ),
);
