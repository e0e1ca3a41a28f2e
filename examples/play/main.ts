/**
 * The player's page, first screen: choose a game, a scenario, a side and an
 * opponent. This is all the page loads at first; a game's module (and the
 * core it runs on) loads when the game is chosen, so the menu shows at once
 * and a game costs only itself. `?game=ID` preselects a game, and with
 * `&side=SIDE&start` the game starts straight away against the bot.
 */
import { $, field, pick } from './dom';
import { CATALOGUE } from './games';
import { createOnline, seatOf } from './lobby';
import type { Entry, Opponent } from './play';

const params = new URLSearchParams(location.search);
let teardown: (() => void) | null = null;
/** The chosen game, loaded or loading. */
let chosen: Promise<Entry> | null = null;
const loaded = new Map<string, Promise<Entry>>();

/** The chosen game's module with the page's game code beside it, each loaded once. */
function load(id: string): Promise<Entry> {
  const known = loaded.get(id);
  if (known) return known;
  const listed = CATALOGUE.find((c) => c.id === id) ?? CATALOGUE[0]!;
  const code = import('./play');
  const p = listed.open(async (game) => (await code).entry(game, listed.id));
  loaded.set(id, p);
  return p;
}

async function fillSetup(): Promise<void> {
  const g = pick('pick-game');
  const id = g.value;
  const start = $('start');
  start.toggleAttribute('disabled', true);
  $('scenario-about').textContent = 'Loading the game…';
  // The last game's lists go at once: nothing of it can be picked for this one.
  pick('pick-scenario').replaceChildren();
  pick('pick-side').replaceChildren();
  chosen = load(id);
  let e: Entry;
  try {
    e = await chosen;
  } catch (err) {
    $('scenario-about').textContent = `The game could not be loaded: ${err instanceof Error ? err.message : String(err)}`;
    return;
  }
  // Another game was chosen meanwhile: that one fills the lists.
  if (g.value !== id) return;
  const option = Array.from(g.options).find((o) => o.value === id);
  if (option) option.text = e.title;
  pick('pick-scenario').replaceChildren(...e.scenarios.map((s) => new Option(s.title, s.id)));
  $('scenario-about').textContent = e.scenarios[0]?.about ?? '';
  pick('pick-side').replaceChildren(...e.sides.map((s) => new Option(s.name, s.id)));
  start.toggleAttribute('disabled', false);
}

function showSetup(): void {
  teardown?.();
  teardown = null;
  $('game').hidden = true;
  $('end').hidden = true;
  $('handover').hidden = true;
  $('tables').hidden = true;
  $('setup').hidden = false;
  pick('pick-game').focus();
}

async function startGame(): Promise<void> {
  const e = await chosen;
  if (!e) return;
  const o = pick('pick-opponent').value;
  const opponent: Opponent = o === 'random' || o === 'hotseat' || o === 'search' ? o : 'heuristic';
  teardown?.();
  const thinkMs = Number(pick('pick-think').value) || 1000;
  teardown = e.start({ scenario: pick('pick-scenario').value, side: pick('pick-side').value, opponent, thinkMs, seed: Number(params.get('seed') ?? Date.now() % 1e9) });
}

pick('pick-game').addEventListener('change', () => void fillSetup());
pick('pick-scenario').addEventListener('change', () => {
  void chosen?.then((e) => ($('scenario-about').textContent = e.scenarios.find((s) => s.id === pick('pick-scenario').value)?.about ?? ''));
});
$('start').addEventListener('click', () => void startGame());

/** Creates a match on the host with the choices made, and plays its seat here. */
async function startOnline(): Promise<void> {
  const e = await chosen;
  if (!e) return;
  const o = pick('pick-opponent').value;
  const host = field('host-url').value.trim().replace(/\/$/, '');
  $('online-why').textContent = '';
  try {
    const { mine, others } = await createOnline(host, pick('pick-game').value, pick('pick-scenario').value, pick('pick-side').value, e.sides.map((s) => s.id), o === 'random' || o === 'search' ? o : o === 'hotseat' ? null : 'heuristic');
    teardown?.();
    teardown = e.online(mine, others);
  } catch (err) {
    $('online-why').textContent = `The host could not make the match: ${err instanceof Error ? err.message : String(err)}`;
  }
}
$('online-create').addEventListener('click', () => void startOnline());
// The thinking time matters only to the searching bot.
const thinkShown = () => ($('think').hidden = pick('pick-opponent').value !== 'search');
pick('pick-opponent').addEventListener('change', thinkShown);
$('new-game').addEventListener('click', showSetup);
$('end-new').addEventListener('click', showSetup);
$('end-look').addEventListener('click', () => ($('end').hidden = true));
$('tables-close').addEventListener('click', () => ($('tables').hidden = true));

for (const c of CATALOGUE) pick('pick-game').append(new Option(c.name, c.id));
const wanted = params.get('game');
if (wanted && CATALOGUE.some((c) => c.id === wanted)) pick('pick-game').value = wanted;
showSetup();
void fillSetup().then(async () => {
  // An invitation: a seat of a match on a host.
  const seat = seatOf(params);
  if (seat) {
    const e = await chosen;
    if (e) teardown = e.online(seat, []);
    return;
  }
  if (params.has('host')) field('host-url').value = params.get('host') ?? '';
  const side = params.get('side');
  if (side && Array.from(pick('pick-side').options).some((o) => o.value === side)) pick('pick-side').value = side;
  const bot = params.get('bot');
  if (bot && Array.from(pick('pick-opponent').options).some((o) => o.value === bot)) pick('pick-opponent').value = bot;
  const think = params.get('think');
  if (think && Array.from(pick('pick-think').options).some((o) => o.value === think)) pick('pick-think').value = think;
  thinkShown();
  if (params.has('start')) await startGame();
});
