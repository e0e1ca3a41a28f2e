/**
 * A front end for Postcard Myitkyina: you command the Allies against a bot.
 * Everything shown comes from your view of the match (`view(game, state,
 * 'allied')`): the map drawn by `renderSvg`, hidden Japanese units as markers,
 * the legal actions as descriptors (click a unit to see where it may go, click
 * a hex to go there), the odds and shifts of an attack before you confirm it,
 * decisions as buttons in words, and the game's own log lines.
 */
import { createMatch, describeAction, describeEvent, expandActions, heuristicBot, recordOf, renderSvg, undo, view, viewEvents, type Action, type ActionDescriptor, type GameEvent, type MatchState, type MatchView } from 'hexwar';
import { myitkyina } from 'hexwar/games/myitkyina';

const game = myitkyina;
const HUMAN = 'allied';
const $ = (id: string) => document.getElementById(id)!;
const params = new URLSearchParams(location.search);
let state = createMatch(game, { seed: Number(params.get('seed') ?? 7) }) as MatchState;
let actions: Action[] = [];
let selected: string | null = null;
const bot = heuristicBot(11, game as never);

/** The action fields a click on the map fills: a unit and where it goes. */
const place = (a: Action): string | null => (typeof a['to'] === 'string' ? a['to'] : typeof a['hex'] === 'string' && a.type !== 'declareAttack' ? a['hex'] : null);

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
  const r = game.apply(state as never, a);
  if (!r.ok) {
    $('message').textContent = r.error.message;
    return false;
  }
  $('message').textContent = '';
  state = r.state as MatchState;
  actions = [...actions, r.action];
  // Your own moves in words; the bot's are known only through what its events show you.
  if (r.action.side === HUMAN) log([describeAction(game as never, before as never, r.action)], 'action');
  const seen: GameEvent[] = viewEvents(r.events, HUMAN) as GameEvent[];
  log(seen.map((e) => describeEvent(game as never, state as never, e, HUMAN)).filter((l): l is string => l !== null && l !== ''));
  return true;
}

/** The bot plays the Japanese until the Allies must act (or the game ends). */
function botTurns(): void {
  for (let guard = 0; guard < 2000 && !state.result; guard++) {
    const side = game.actingSides(state as never)[0];
    if (side === undefined || side === HUMAN) return;
    apply(bot.choose(view(game as never, state as never, side) as never));
  }
}

function render(): void {
  const v = view(game as never, state as never, HUMAN) as MatchView;
  const all = v.actions.length ? expandActions(v.actions as ActionDescriptor[]) : [];
  const mine = selected ? all.filter((a) => a['unit'] === selected && place(a)) : [];
  const targets = all.filter((a) => a.type === 'declareAttack').map((a) => String(a['hex']));
  $('map').innerHTML = renderSvg(game as never, v as never, { scale: 34, highlight: [...mine.map((a) => place(a)!), ...targets], title: '' });
  // Counters that can act are marked; the selected one stands out.
  for (const el of Array.from(document.querySelectorAll<SVGGElement>('#map [data-unit]'))) {
    const id = el.dataset['unit']!;
    if (all.some((a) => a['unit'] === id)) el.classList.add('can-act');
    if (id === selected) el.classList.add('selected');
  }
  const result = state.result;
  const status = $('status');
  status.dataset['turn'] = String(state.turn);
  status.dataset['over'] = String(Boolean(result));
  status.dataset['step'] = String(state.step);
  status.textContent = result
    ? `Game over: ${result.winner ?? 'draw'} — ${result.reason}`
    : `Turn ${state.turn}, ${state.phase} — ${game.actingSides(state as never).includes(HUMAN) ? (state.pending ? `decide: ${state.pending.prompt}` : 'your move') : 'the Japanese are moving'}`;
  // The attack being put together: its odds and every shift, with its rule.
  const top = v.stack[v.stack.length - 1];
  const preview = top?.proc === 'attack' ? (top.local as { preview?: { attack: number; defence: number; baseColumn: string; shifts: { shift: number; reason: string; rule?: string }[]; column: string } | null }).preview : undefined;
  $('odds').textContent = preview
    ? `Odds: ${preview.attack} against ${preview.defence} = ${preview.baseColumn}${preview.shifts.map((s) => `, ${s.shift > 0 ? '+' : ''}${s.shift} ${s.reason}${s.rule ? ` (${s.rule})` : ''}`).join('')} → ${preview.column}`
    : preview === null
      ? 'Odds: known once the defenders are revealed'
      : '';
  // Units off the map that may come on (set-up, reinforcements): click one, then a hex.
  const pool = $('pool');
  pool.innerHTML = '';
  const offMap = [...new Set(all.filter((a) => place(a) && typeof a['unit'] === 'string' && v.units.find((u) => u.id === a['unit'])?.at === null).map((a) => String(a['unit'])))];
  for (const id of offMap) {
    const b = document.createElement('button');
    b.textContent = id;
    b.dataset['unit'] = id;
    b.className = id === selected ? 'selected' : '';
    b.onclick = () => {
      selected = selected === id ? null : id;
      render();
    };
    pool.append(b);
  }
  $('pool-title').hidden = offMap.length === 0;
  // Every action a click on the map does not give, as a button in words.
  const buttons = $('actions');
  buttons.innerHTML = '';
  for (const a of all) {
    if (place(a) !== null || a.type === 'declareAttack') continue;
    const b = document.createElement('button');
    b.textContent = describeAction(game as never, state as never, a).replace(/^Allied: /, '');
    b.dataset['type'] = a.type;
    b.onclick = () => act(a);
    buttons.append(b);
  }
  ($('undo') as HTMLButtonElement).disabled = actions.length === 0 || state.undoFloor >= state.step;
}

function act(a: Action): void {
  selected = null;
  if (apply(a)) botTurns();
  render();
}

$('map').addEventListener('click', (e) => {
  const t = e.target as Element;
  const unit = t.closest<SVGGElement>('[data-unit]');
  const hex = (unit ?? t.closest<SVGElement>('[data-hex]'))?.dataset['hex'];
  const v = view(game as never, state as never, HUMAN) as MatchView;
  const all = v.actions.length ? expandActions(v.actions as ActionDescriptor[]) : [];
  // A click on a hex the selected unit may go to moves it there.
  const go = selected && hex ? all.find((a) => a['unit'] === selected && place(a) === hex) : undefined;
  if (go) return act(go);
  // A click on an enemy the Allies may attack declares the attack.
  const attack = hex ? all.find((a) => a.type === 'declareAttack' && a['hex'] === hex) : undefined;
  if (attack && unit?.dataset['side'] !== HUMAN) return act(attack);
  // A click on one of your units selects it (or adds it to the attack, takes the loss…).
  const id = unit?.dataset['unit'];
  if (id && unit?.dataset['side'] === HUMAN) {
    const own = all.filter((a) => a['unit'] === id);
    const single = own.filter((a) => place(a) === null);
    if (own.length > 0 && single.length === own.length && single.length === 1) return act(single[0]!);
    selected = own.some((a) => place(a) !== null) ? id : null;
  } else selected = null;
  render();
});

$('undo').addEventListener('click', () => {
  try {
    const back = undo(game as never, recordOf(state as never, actions), HUMAN, state as never);
    state = back.state as MatchState;
    actions = [...back.record.actions];
    log(['(a move taken back)'], 'undo');
    $('message').textContent = '';
  } catch (e) {
    $('message').textContent = e instanceof Error ? e.message : String(e);
  }
  render();
});

$('auto').addEventListener('click', () => {
  // Bots for both sides, to the end (for a quick look, and for the test's second game).
  const allied = heuristicBot(5, game as never);
  for (let guard = 0; guard < 5000 && !state.result; guard++) {
    const side = game.actingSides(state as never)[0]!;
    apply((side === HUMAN ? allied : bot).choose(view(game as never, state as never, side) as never));
  }
  render();
});

botTurns();
render();
