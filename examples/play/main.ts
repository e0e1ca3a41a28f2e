/**
 * The player's page, first screen: choose a game, a scenario, a side and an
 * opponent. This is all the page loads at first; a game's module (and the
 * core it runs on) loads when the game is chosen, so the menu shows at once
 * and a game costs only itself. `?game=ID` preselects a game, and with
 * `&side=SIDE&start` the game starts straight away against the bot.
 */
import { $, button, field, pick } from './dom';
import { CATALOGUE } from './games';
import { createOnline, seatOf } from './lobby';
import type { Entry, Opponent } from './play';
import { closeGame, dropGame, isStoredRecord, loadSaved, openGame, saveSeat, savedGames, storedSeat, type StoredRecord } from './saves';
import type { OnlineSeat } from './lobby';

const params = new URLSearchParams(location.search);
let teardown: (() => void) | null = null;
/** The local game on the screen, by its key in the saved list (null online or on the first screen). */
let playing: string | null = null;
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
  const leaving = teardown !== null;
  teardown?.();
  teardown = null;
  // A game left for the first screen: a reload comes back here, not to the match last played.
  if (leaving && params.has('match')) {
    for (const k of ['match', 'token', 'start']) params.delete(k);
    history.replaceState(null, '', `${location.pathname}?${params}`);
  }
  playing = null;
  closeGame();
  renderSaves();
  $('leave').hidden = true;
  $('game').hidden = true;
  $('end').hidden = true;
  $('handover').hidden = true;
  $('tables').hidden = true;
  $('setup').hidden = false;
  pick('pick-game').focus();
}

const opponentPicked = (): Opponent => {
  const o = pick('pick-opponent').value;
  return o === 'random' || o === 'hotseat' || o === 'search' ? o : 'heuristic';
};

/** Starts the game chosen, or plays on from a record (as the side and against the opponent chosen). */
async function startGame(record?: StoredRecord, key?: string): Promise<void> {
  const e = await chosen;
  if (!e) return;
  teardown?.();
  teardown = null;
  const thinkMs = Number(pick('pick-think').value) || 1000;
  const setup = { scenario: record?.scenario ?? pick('pick-scenario').value, side: pick('pick-side').value, opponent: opponentPicked(), thinkMs, seed: record?.seed ?? Number(params.get('seed') ?? crypto.getRandomValues(new Uint32Array(1))[0]) };
  try {
    teardown = e.start(setup, record ? { record, ...(key ? { key } : {}) } : undefined);
    // The game marks itself open (its key in this tab's storage) as it starts.
    playing = openGame();
  } catch (err) {
    showSetup();
    $('load-why').textContent = `That game cannot be played on: ${err instanceof Error ? err.message : String(err)}`;
  }
}

/** Chooses a game on the menu (and its lists), as if picked by hand. */
async function choose(game: string): Promise<void> {
  if (pick('pick-game').value !== game) pick('pick-game').value = game;
  await fillSetup();
}

/** Plays on a game from the saved list, with the choices it was started with. */
async function resumeSaved(key: string): Promise<void> {
  const saved = loadSaved(key);
  const listed = savedGames().find((g) => g.key === key);
  if (!saved || !listed || !CATALOGUE.some((c) => c.id === listed.game)) {
    $('load-why').textContent = 'That game is no longer saved in this browser.';
    return renderSaves();
  }
  await choose(listed.game);
  for (const [id, v] of [['pick-side', saved.setup.side], ['pick-opponent', saved.setup.opponent], ['pick-think', String(saved.setup.thinkMs)]] as const) {
    if (Array.from(pick(id).options).some((o) => o.value === v)) pick(id).value = v;
  }
  await startGame(saved.record, key);
}

/** The games in progress, each to resume or delete. */
function renderSaves(): void {
  const games = savedGames();
  $('saves').hidden = games.length === 0;
  $('saves-list').replaceChildren(
    ...games.map((g) => {
      const li = document.createElement('li');
      const when = new Date(g.saved).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
      li.append(
        button(g.over ? 'Look at it' : 'Resume', () => void resumeSaved(g.key), { key: g.key }),
        button('Delete', () => {
          dropGame(g.key);
          renderSaves();
        }, { drop: g.key }),
        ` ${g.title} — ${g.where} (saved ${when})`,
      );
      return li;
    }),
  );
}

/** A record file chosen: its game loaded, and played on from its last action. */
async function loadRecordFile(file: File): Promise<void> {
  $('load-why').textContent = '';
  let read: unknown;
  try {
    read = JSON.parse(await file.text());
  } catch {
    showSetup();
    $('load-why').textContent = `${file.name} is not a game's record (not JSON).`;
    return;
  }
  if (!isStoredRecord(read)) {
    showSetup();
    $('load-why').textContent = `${file.name} is not a game's record (it lacks a game, a seed, a scenario, options or actions).`;
    return;
  }
  const record = read;
  const game = record.game.id;
  if (!CATALOGUE.some((c) => c.id === game)) {
    showSetup();
    $('load-why').textContent = `${file.name} is not the record of a game on this page.`;
    return;
  }
  const side = pick('pick-side').value;
  await choose(game);
  // The side chosen before stays chosen if this game has it.
  if (Array.from(pick('pick-side').options).some((o) => o.value === side)) pick('pick-side').value = side;
  await startGame(record);
}

pick('pick-game').addEventListener('change', () => void fillSetup());
pick('pick-scenario').addEventListener('change', () => {
  void chosen?.then((e) => ($('scenario-about').textContent = e.scenarios.find((s) => s.id === pick('pick-scenario').value)?.about ?? ''));
});
$('start').addEventListener('click', () => void startGame());
const recordFile = field('record-file');
$('load-first').addEventListener('click', () => recordFile.click());
$('load-record').addEventListener('click', () => recordFile.click());
recordFile.addEventListener('change', () => {
  const f = recordFile.files?.[0];
  recordFile.value = '';
  if (f) void loadRecordFile(f);
});

/** Creates a match on the host with the choices made, and plays its seat here. */
async function startOnline(): Promise<void> {
  const e = await chosen;
  if (!e) return;
  const o = pick('pick-opponent').value;
  const host = field('host-url').value.trim().replace(/\/$/, '');
  $('online-why').textContent = '';
  try {
    const { mine, others } = await createOnline(host, pick('pick-game').value, pick('pick-scenario').value, pick('pick-side').value, e.sides.map((s) => s.id), o === 'random' || o === 'search' ? o : o === 'hotseat' ? null : 'heuristic');
    playSeat(e, pick('pick-game').value, mine, others);
  } catch (err) {
    $('online-why').textContent = `The host could not make the match: ${err instanceof Error ? err.message : String(err)}`;
  }
}
$('online-create').addEventListener('click', () => void startOnline());

/**
 * Plays a seat online. Its token goes to the browser's storage, keyed by the
 * match, and out of the address (which a player may share or bookmark): the
 * address keeps only the host, the match and the side, so a reload rejoins.
 */
function playSeat(e: Entry, game: string, seat: OnlineSeat, others: readonly OnlineSeat[]): void {
  saveSeat({ game, ...seat, others });
  const u = new URL(location.href);
  u.search = '';
  for (const [k, v] of Object.entries({ game, host: seat.host, match: seat.match, side: seat.side })) u.searchParams.set(k, v);
  history.replaceState(null, '', u);
  teardown?.();
  teardown = e.online(seat, others);
}
// The thinking time matters only to the searching bot.
const thinkShown = () => ($('think').hidden = pick('pick-opponent').value !== 'search');
pick('pick-opponent').addEventListener('change', thinkShown);
// A game under way is not left without asking (it stays saved either way, unless deleted).
$('new-game').addEventListener('click', () => {
  if ($('status').dataset['over'] === 'true') return showSetup();
  $('leave-drop').hidden = playing === null;
  $('leave').hidden = false;
  $('leave-stay').focus();
});
$('leave-keep').addEventListener('click', showSetup);
$('leave-drop').addEventListener('click', () => {
  if (playing) dropGame(playing);
  showSetup();
});
$('leave-stay').addEventListener('click', () => ($('leave').hidden = true));
// Escape answers "play on" (the game's own keys wait while the question is up).
document.addEventListener(
  'keydown',
  (e) => {
    if ($('leave').hidden) return;
    e.stopImmediatePropagation();
    if (e.key === 'Escape') $('leave').hidden = true;
  },
  true,
);
$('end-new').addEventListener('click', showSetup);
$('end-look').addEventListener('click', () => ($('end').hidden = true));
$('tables-close').addEventListener('click', () => ($('tables').hidden = true));

for (const c of CATALOGUE) pick('pick-game').append(new Option(c.name, c.id));
// Read before the first screen shows (which marks no game open).
const reopened = openGame();
const wanted = params.get('game');
if (wanted && CATALOGUE.some((c) => c.id === wanted)) pick('pick-game').value = wanted;
showSetup();
void fillSetup().then(async () => {
  // An invitation (a seat of a match on a host), or a seat of this browser's rejoined after a reload.
  const invited = seatOf(params);
  const host = params.get('host');
  const match = params.get('match');
  const kept = !invited && host && match ? storedSeat(host, match, params.get('side')) : null;
  const seat = invited ?? kept;
  if (seat) {
    const e = await chosen;
    if (e) playSeat(e, pick('pick-game').value, seat, kept?.others ?? []);
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
  // A reload: the game open in this tab plays on where it was (unless the address starts another game).
  const reopenedGame = savedGames().find((g) => g.key === reopened)?.game;
  if (reopened && loadSaved(reopened) && (!params.has('start') || params.get('game') === reopenedGame)) return resumeSaved(reopened);
  if (params.has('start')) await startGame();
});
