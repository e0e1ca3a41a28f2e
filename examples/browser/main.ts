/**
 * A minimal front end: draws the map from the compiled map, lists the active
 * side's legal actions as buttons, animates nothing, explains every refusal.
 * Everything shown comes from `view(game, state, side)`.
 */
import { createLayout, createMatch, expandActions, heuristicBot, polygonCorners, view, viewEvents, type Action } from '../../src/index';
import { skirmish as game } from '../../test/support/skirmish';

const layout = createLayout('flat', 30, { x: 40, y: 36 });
const colours: Record<string, string> = { clear: '#e8efd8', woods: '#9dbb84', lake: '#8fb8de' };
let state = createMatch(game, { seed: 7 });
const bots = Object.fromEntries(game.sides.map((s, i) => [s, heuristicBot(i + 1, game)]));
const $ = (id: string) => document.getElementById(id)!;
const log = (line: string) => {
  const p = document.createElement('div');
  p.textContent = line;
  $('log').append(p);
  $('log').scrollTop = 1e9;
};

function acting(): string | undefined {
  return game.actingSides(state).find((s) => game.legalActions(state, s).length > 0);
}

function apply(action: Action) {
  const r = game.apply(state, action);
  if (!r.ok) return log(`refused: ${r.error.message}`);
  state = r.state;
  for (const e of viewEvents(r.events, action.side)) if (e.type !== 'phaseChanged') log(`${action.side}: ${e.type} ${JSON.stringify({ ...e, type: undefined })}`);
  render();
}

function render() {
  const side = acting() ?? game.sides[0]!;
  const v = view(game, state, side);
  $('title').textContent = game.title;
  $('status').textContent = state.result
    ? `Game over: ${state.result.winner ?? 'draw'} — ${state.result.reason}`
    : `Turn ${v.turn}, ${v.phase}, ${side} to act`;
  $('status').dataset['turn'] = String(v.turn);
  $('status').dataset['over'] = String(Boolean(state.result));
  const svg = $('map');
  svg.innerHTML = '';
  for (let cell = 0; cell < game.map.size; cell++) {
    const pts = polygonCorners(layout, game.map.hexes[cell]!).map((p) => `${p.x},${p.y}`).join(' ');
    const poly = document.createElementNS('http://www.w3.org/2000/svg', 'polygon');
    poly.setAttribute('points', pts);
    poly.setAttribute('class', 'hex');
    poly.setAttribute('fill', colours[game.map.terrainTypes[game.map.terrain[cell]!]!] ?? '#fff');
    svg.append(poly);
  }
  for (const u of v.units) {
    if (u.at === null) continue;
    const c = polygonCorners(layout, game.map.hexes[game.map.cell(u.at)]!);
    const x = c.reduce((s, p) => s + p.x, 0) / 6;
    const y = c.reduce((s, p) => s + p.y, 0) / 6;
    const t = document.createElementNS('http://www.w3.org/2000/svg', 'text');
    t.setAttribute('x', String(x));
    t.setAttribute('y', String(y));
    t.setAttribute('class', 'unit');
    t.setAttribute('fill', u.side === 'blue' ? '#1d4ed8' : '#b91c1c');
    t.textContent = u.hidden ? u.id : `${u.id}·${u.steps}`;
    svg.append(t);
  }
  const list = $('actions');
  list.innerHTML = '';
  for (const a of expandActions(v.actions).slice(0, 12)) {
    const b = document.createElement('button');
    b.textContent = JSON.stringify({ ...a, side: undefined });
    b.onclick = () => apply(a);
    list.append(b);
  }
}

function botMove(): boolean {
  const side = acting();
  if (!side || state.result) return false;
  apply(bots[side]!.choose(view(game, state, side)));
  return true;
}

$('bot').onclick = () => botMove();
$('auto').onclick = () => {
  for (let i = 0; i < 5000 && botMove(); i++);
};
render();
