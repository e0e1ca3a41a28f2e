/**
 * A front end for a tabletop game: the Pacific skirmish, on a table in
 * inches. The same calls as the hex page — `view`, its `actions` descriptors,
 * `apply`, `renderSvg`, `describeEvent` — but a move is a path the player
 * draws (here a straight line to the point clicked), which the rules check
 * exactly, so a refused move says why in the rules' words.
 */
import { createMatch, describeAction, describeEvent, expandActions, heuristicBot, renderSvg, view, viewEvents, type Action, type ActionDescriptor, type Game, type GameEvent, type MatchState, type MatchView, type TablePosition } from 'hexwar';
import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';

const game = pacificSkirmish as unknown as Game;
const HUMAN = 'us';
const SCALE = 14; // pixels per inch
const $ = (id: string) => document.getElementById(id)!;
const params = new URLSearchParams(location.search);
let state = createMatch(game, { seed: Number(params.get('seed') ?? 7) }) as MatchState;
let selected: string | null = null;
const bot = heuristicBot(11, game);

function log(lines: readonly string[], cls = ''): void {
  for (const line of lines) {
    const p = document.createElement('div');
    p.textContent = line;
    if (cls) p.className = cls;
    $('log').append(p);
  }
  $('log').scrollTop = 1e9;
}

function apply(a: Action): boolean {
  const before = state;
  const r = game.apply(state, a);
  if (!r.ok) {
    $('message').textContent = r.error.message;
    return false;
  }
  $('message').textContent = '';
  state = r.state as MatchState;
  if (r.action.side === HUMAN) log([describeAction(game, before, r.action)], 'action');
  const seen = viewEvents(r.events, HUMAN) as GameEvent[];
  log(seen.map((e) => describeEvent(game, state, e, HUMAN)).filter((l): l is string => l !== null && l !== ''));
  return true;
}

function botTurns(): void {
  for (let guard = 0; guard < 3000 && !state.result; guard++) {
    const side = game.actingSides(state)[0];
    if (side === undefined || side === HUMAN) return;
    apply(bot.choose(view(game, state, side) as never));
  }
}

/** The side's descriptors, and the listable ones expanded (a path or a facing is open: drawn, not listed). */
function legal(): { v: MatchView; descriptors: ActionDescriptor[]; listed: Action[] } {
  const v = view(game, state, HUMAN) as MatchView;
  const descriptors = v.actions as ActionDescriptor[];
  return { v, descriptors, listed: expandActions(descriptors.filter((d) => !d.open || Object.keys(d.open).length === 0)) };
}

function render(): void {
  const { v, descriptors, listed } = legal();
  const targets = selected ? listed.filter((a) => a['figure'] === selected && typeof a['target'] === 'string').map((a) => String(a['target'])) : [];
  $('table').innerHTML = renderSvg(game, v, { scale: SCALE, labels: false, highlight: targets });
  const acting = new Set(descriptors.map((d) => d.fixed?.['figure']).filter((f): f is string => typeof f === 'string'));
  for (const el of Array.from(document.querySelectorAll<SVGElement>('#table [data-unit]'))) {
    const id = el.dataset['unit']!;
    if (acting.has(id)) el.classList.add('can-act');
    if (id === selected) el.classList.add('selected');
  }
  const status = $('status');
  status.dataset['over'] = String(Boolean(state.result));
  status.dataset['step'] = String(state.step);
  status.textContent = state.result
    ? `Game over: ${state.result.winner ?? 'draw'} — ${state.result.reason}`
    : `Turn ${state.turn}, ${state.phase} — ${game.actingSides(state).includes(HUMAN) ? (selected ? `${selected} selected` : 'your move') : 'the Japanese are acting'}`;
  // Buttons: what needs no point on the table — ending a phase, calling artillery, the selected figure's shots in words.
  const buttons = $('actions');
  buttons.innerHTML = '';
  const shown = listed.filter((a) => (a['figure'] === undefined || a['figure'] === selected) && !(a.type === 'fire' && selected === null));
  for (const a of shown) {
    const b = document.createElement('button');
    b.textContent = describeAction(game, state, a).replace(/^[^:]*: /, '');
    b.dataset['type'] = a.type;
    b.onclick = () => act(a);
    buttons.append(b);
  }
  if (selected && descriptors.some((d) => d.type === 'pivot' && d.fixed?.['figure'] === selected)) {
    for (const [word, facing] of [['north', 0], ['east', 90], ['south', 180], ['west', 270]] as const) {
      const b = document.createElement('button');
      b.textContent = `${selected} turns to face ${word}`;
      b.dataset['type'] = 'pivot';
      b.onclick = () => act({ type: 'pivot', side: HUMAN, figure: selected!, facing });
      buttons.append(b);
    }
  }
}

function act(a: Action): void {
  if (apply(a)) {
    selected = null;
    botTurns();
  }
  render();
}

$('table').addEventListener('click', (e) => {
  const t = e.target as Element;
  const figure = t.closest<SVGElement>('[data-unit]');
  const { v, listed } = legal();
  const id = figure?.dataset['unit'];
  // A ringed enemy: the selected figure fires at it (its first weapon that can).
  if (id && figure?.dataset['side'] !== HUMAN) {
    const shot = listed.find((a) => a.type === 'fire' && a['figure'] === selected && a['target'] === id);
    if (shot) return act(shot);
  }
  // One of your figures: select it (or unselect it).
  if (id && figure?.dataset['side'] === HUMAN) {
    selected = selected === id ? null : id;
    return render();
  }
  // A point on the table: the selected figure moves there in a straight line.
  if (selected) {
    const svg = $('table').querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    const table = game.table!;
    const x = ((e.clientX - box.left) / box.width) * table.width;
    const y = table.height - ((e.clientY - box.top) / box.height) * table.height;
    const from = v.units.find((u) => u.id === selected)?.at as TablePosition | undefined;
    if (!from) return;
    const round = (n: number) => Math.round(n * 100) / 100;
    act({ type: 'move', side: HUMAN, figure: selected, path: [{ x: from.x, y: from.y }, { x: round(x), y: round(y) }] });
  }
});

$('auto').addEventListener('click', () => {
  const us = heuristicBot(5, game);
  for (let guard = 0; guard < 20000 && !state.result; guard++) {
    const side = game.actingSides(state)[0]!;
    apply((side === HUMAN ? us : bot).choose(view(game, state, side) as never));
  }
  selected = null;
  render();
});

botTurns();
render();
