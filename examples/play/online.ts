/**
 * A game online, through a `hexwar serve` host (`hexwar/client`): the host
 * keeps the match and its rules; this page holds one seat's token and shows
 * what the host sends that seat, its view and the changes as it may see them.
 * So nothing hidden from the seat ever reaches the page. Words and forecasts
 * are read from the view (`viewedState`); actions go to the host, and its
 * refusals are shown in words.
 */
import { actionWords, describeEvent, forecastSeen, renderSvg, scenarioPlacements, sideName, stepWords, unitName, viewedState, type Action, type Game, type Spec } from 'hexwar';
import { connectSeat, type SeatState } from 'hexwar/client';
import { $, button, showPrompt } from './dom';
import { inviteLink, type OnlineSeat } from './lobby';
import { keepSaid, saidWords } from './saves';
import { isPoint, tableInput, type TableClick } from './table-input';
import { orderInput } from './order-input';
import { actionKeys, aimsByUnit, byUnit as grouped, choiceNote, drawHexBoard, drawStatePanel, drawTrack, framing, drawLegend, HEX_SCALE, hoverText, keyLayout, listActions, mapZoom, placeOf, renderTables, resultTitle, sideColours, stackFanner, unitBlock, unitOf, weaponArcs, withKey } from './parts';

/** Plays one seat of a match on a host; what it returns leaves the game. */
export function playOnline<G extends Spec>(game: Game<G>, id: string, seat: OnlineSeat, others: readonly OnlineSeat[]): () => void {
  // The whole log this seat may see, from the match's first change (the host sends at most 200 changes at a time).
  const conn = connectSeat({ url: seat.host, since: 0 }, seat.match, seat.token);
  let last: SeatState | null = null;
  let selected: string | null = null;
  let sending = false;
  /** An attack or a shot waiting for the player's yes, with its forecast shown (as at one screen). */
  let confirming: Action | null = null;
  /** The words of the action this seat has sent and the host has not yet logged: its own action reads in words, not as "Allied acts". */
  // A queue: the host may answer a send before its change arrives, and the next send may go out first.
  const said: string[] = [];
  /** Those words as kept for this seat, for a page that rejoins (its log comes again from version 0). */
  const kept = saidWords(seat.host, seat.match, seat.side);
  /** The log, each line with the change it came from: an undo takes its action's lines away. */
  let log: { readonly version: number; readonly side: string | null; readonly text: string }[] = [];
  const me = sideName(game, seat.side);
  // On a hex map, the stack under the pointer fans out so each counter reads.
  const fanner = game.table ? null : stackFanner($('board'));
  // A hex map zooms and pans in its box, framed once on the seat's units.
  $('board').classList.toggle('hexmap', !game.table);
  const zoom = game.table ? null : mapZoom($('board'));
  let framed = false;
  $('map-tools').hidden = zoom === null;
  const zoomKey = (key: string) => () => zoom?.key(new KeyboardEvent('keydown', { key }));
  const scale = game.table ? 12 : HEX_SCALE;

  /** The version the host's answer said this seat's request made, while its change has not yet arrived. */
  let awaited: number | null = null;
  let awaitedTimer: ReturnType<typeof setTimeout> | undefined;
  /** Choices given again: the host has answered and the change it made is on the page. */
  const sent = (): void => {
    awaited = null;
    clearTimeout(awaitedTimer);
    sending = false;
  };
  const send = (p: Promise<{ readonly version: number }>): void => {
    sending = true;
    $('message').textContent = '';
    confirming = null;
    // Every choice greyed at once, until the host has answered and the change it made has come: a click on
    // the list before that would be a choice from the position before (a unit picked, then lost to the answer).
    if (last) render(last);
    p.then(
      (done) => {
        selected = null;
        input?.clear();
        // This host pushes the change before it answers; one that answered first would leave the lists a step behind.
        if ((last?.version ?? -1) < done.version) awaited = done.version;
      },
      (e: unknown) => {
        said.pop();
        $('message').textContent = `Refused: ${e instanceof Error ? e.message : String(e)}`;
      },
    ).finally(() => {
      if (awaited === null) sent();
      // A change lost on the way comes again when the seat reconnects; the choices are not held past a few seconds.
      else
        awaitedTimer = setTimeout(() => {
          sent();
          if (last) render(last);
        }, 5_000);
      if (last) render(last);
    });
  };

  const render = (s: SeatState): void => {
    const v = s.view;
    // A prompt lasts while its action waits for the yes (then it goes); what is said next (a refusal) is in the message's own red.
    if (!confirming && $('message').classList.contains('prompt')) {
      $('message').classList.remove('prompt');
      $('message').textContent = '';
    }
    const st = viewedState(v);
    // Actions with open fields too (a table game's moves, aims and orders), as at this screen: none is dropped.
    const listing = listActions(game, v.actions, v.step);
    const { listed } = listing;
    const status = $('status');
    status.dataset['over'] = String(s.status === 'over');
    status.dataset['step'] = String(v.step);
    status.dataset['turn'] = String(v.turn);
    status.dataset['thinking'] = 'false';
    const who = s.status === 'over' ? 'Game over' : sending ? `${me}: sent, waiting for the host` : listed.length ? `${me} to act (you)` : 'waiting for the other side';
    status.textContent = `${stepWords(game, v.turn, v.phase)} · ${who}`;
    $('victory').textContent = game.definition.scenarios[v.scenario]?.victory ?? 'The scenario does not say.';
    // The turn track and what the game tracks, as this seat's view shows it (the host sends nothing else).
    drawTrack(game.definition.sequence.turns, v.turn);
    drawStatePanel(game, v);
    const targets = listed.filter((a) => a.type === 'declareAttack').map((a) => String(a['hex']));
    const goes = listed.filter((a) => unitOf(a) === selected).map((a) => (typeof a['to'] === 'string' ? a['to'] : typeof a['hex'] === 'string' ? a['hex'] : '')).filter(Boolean);
    const board = $('board');
    if (game.table) {
      // The turns drawn so far for the selected figure's path, from where it stands.
      const at: unknown = selected ? v.units.find((u) => u.id === selected)?.at : undefined;
      const drawn = input?.turns() ?? [];
      const paths = drawn.length && isPoint(at) ? [[{ x: at.x, y: at.y }, ...drawn]] : [];
      // The selected figure's weapons' reach drawn round it, as at one screen.
      board.innerHTML = renderSvg(game, v, { scale, labels: false, sideColours: sideColours(game), table: { paths, arcs: weaponArcs(game, st, selected) } });
      // The move or aim waiting for a yes, drawn where it would go.
      input?.drawAsked(confirming);
    } else drawHexBoard(board, game, v, scale, [...goes, ...targets]);
    zoom?.apply();
    if (zoom && !framed) {
      framed = true;
      zoom.frame(framing(board, seat.side, listed.map((a) => (typeof a['to'] === 'string' ? a['to'] : typeof a['hex'] === 'string' ? a['hex'] : '')).filter(Boolean)));
    }
    const can = new Set(listed.map(unitOf).filter((u): u is string => u !== null));
    for (const el of Array.from(board.querySelectorAll<SVGElement>('[data-unit]'))) {
      const u = v.units.find((x) => x.id === el.dataset['unit']);
      if (can.has(el.dataset['unit'] ?? '')) el.classList.add('can-act');
      if (el.dataset['unit'] === selected) el.classList.add('selected');
      if (!u) continue;
      const t = el.querySelector('title') ?? el.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'title'));
      t.textContent = hoverText(game, u, v.units, seat.side);
      // A label that is an id (a decoy its owner sees face up): its name instead.
      for (const tx of Array.from(el.querySelectorAll('text'))) if (tx.textContent === u.id && (!u.hidden || u.side === seat.side)) tx.textContent = unitName(game, u.id);
    }
    fanner?.refan();
    drawLegend(game);

    // The seat's actions, by unit: a unit first, then what it may do.
    const { units: byUnit, rest } = grouped(listed);
    $('units-title').textContent = byUnit.size ? `Units that may act (${byUnit.size})` : 'Actions';
    $('units').replaceChildren(
      ...[...byUnit.keys()].map((u) => {
        const b = button(unitName(game, u), () => {
          selected = selected === u ? null : u;
          confirming = null;
          input?.clear();
          render(s);
        });
        // The counter it names on the board (for styles and tests; never shown).
        b.dataset['unit'] = u;
        b.disabled = sending;
        if (u === selected) b.className = 'selected';
        return b;
      }),
    );
    // Many units to place: the rest where the scenario's own set-up puts them, as at one screen (each sent as the seat's own placement).
    const printed = scenarioPlacements(game.definition.scenarios[v.scenario]?.setup, listed).length;
    // Keys laid out for the step as at one screen: the step's own actions keep theirs while units are picked.
    const keys = keyLayout(unitBlock(byUnit, aimsByUnit(v.actions)), rest.length + (printed > 1 ? 1 : 0));
    const act = (a: Action, key: string): HTMLButtonElement => {
      const b = withKey(button(`${actionWords(game, st, a)}${choiceNote(listing, a)}`, () => choose(a, s), { type: a.type }), key);
      b.disabled = sending;
      // The hex a click on the map gives it (a move's end, a placement; an attack's, the hex attacked), as at one screen.
      const to = game.table ? null : a.type === 'declareAttack' && typeof a['hex'] === 'string' ? a['hex'] : placeOf(a);
      if (to !== null) b.dataset['hex'] = to;
      const show = () => {
        if (confirming) return;
        const f = forecastSeen(game, v, a);
        $('forecast').textContent = f.ok ? f.forecast.words.join('\n') : '';
      };
      b.addEventListener('mouseenter', show);
      b.addEventListener('focus', show);
      return b;
    };
    // A figure with an aimed weapon (a grenade, a shell): the weapon chosen, then a point on the table.
    const aims = (input?.aimButtons(() => render(s)) ?? []).map((b, i) => Object.assign(withKey(b, keys.unit(i)), { disabled: sending }));
    $('actions').replaceChildren(...aims, ...(selected ? (byUnit.get(selected) ?? []).map((a, i) => act(a, keys.unit(aims.length + i))) : []));
    // An order to write (Tan's arrival order): put in order by the player, after the drawn one (left as a shortcut).
    const ordering = orders.editor(v.actions, v.step, (a) => choose(a, s), () => render(s));
    for (const b of ordering.flatMap((el) => (el instanceof HTMLButtonElement ? [el] : Array.from(el.querySelectorAll('button'))))) b.disabled ||= sending;
    const placeAll = printed > 1 ? [Object.assign(withKey(button(`Place the rest as the scenario sets them up (${printed} units)`, () => void placeRest(), { type: 'asScenario' }), keys.other(0)), { disabled: sending })] : [];
    $('others').replaceChildren(...placeAll, ...rest.map((a, j) => act(a, keys.other(placeAll.length + j))), ...ordering);
    // The forecast of an attack or shot waiting for a yes; else of the attack about to be resolved, its column read on the CRT.
    const pendingAttack = listed.find((a) => a.type === 'resolveAttack');
    const f = confirming ? forecastSeen(game, v, confirming) : pendingAttack ? forecastSeen(game, v, pendingAttack) : null;
    if (f) $('forecast').textContent = f.ok ? f.forecast.words.join('\n') : `Refused: ${f.error.message}`;
    column = f?.ok && f.forecast.attack?.column ? f.forecast.attack.column : null;
    $('forecast').dataset['column'] = column ?? '';
    $('confirm').hidden = confirming === null;
    const words = confirming ? actionWords(game, st, confirming) : '';
    $('confirm-yes').textContent = confirming ? `${input?.yesWords(confirming, words) ?? 'Roll it'}: ${words}` : 'Roll it';

    const u = $('undo');
    if (u instanceof HTMLButtonElement) u.disabled = !s.mayUndo || sending;
    $('undo-why').textContent = s.mayUndo ? '' : 'Undo: only your own last action, and never past a die roll or a reveal';
    $('log').replaceChildren(...log.map((l) => Object.assign(document.createElement('div'), { textContent: l.text })));
    $('log').scrollTop = 1e9;

    if (s.result && $('end').dataset['shown'] !== String(v.step)) {
      $('end').dataset['shown'] = String(v.step);
      $('end').hidden = false;
      $('end-title').textContent = resultTitle(game, s.result);
      $('end-result').textContent = `${s.result.reason ?? ''} (turn ${v.turn})`;
    }
  };

  conn.onState = (s) => {
    const st = viewedState(s.view);
    for (const c of s.changes) {
      if (c.kind === 'undo') {
        // The side's last action is taken back: its lines leave the log.
        const last = [...log].reverse().find((l) => l.side === c.side && l.version > 0);
        if (last) log = log.filter((l) => l.version !== last.version);
        continue;
      }
      const line = (text: string) => log.push({ version: c.kind === 'act' ? c.version : 0, side: c.side, text });
      const own = c.kind === 'act' && c.side === seat.side ? (kept[String(c.version)] ?? said.shift()) : undefined;
      if (own !== undefined) {
        keepSaid(seat.host, seat.match, seat.side, c.version, own);
        line(own);
      } else if (c.kind === 'act' && c.side) line(`${sideName(game, c.side)} acts`);
      else if (c.kind === 'resign' && c.side) line(`${sideName(game, c.side)} resigns`);
      else if (c.kind === 'join' && c.side) line(`The ${sideName(game, c.side)} player takes a seat`);
      for (const e of c.events) {
        const words = describeEvent(game, st, e, seat.side);
        if (words) line(words);
        // A unit that drops out of an attack: said above the board too, with why.
        if (words && e.type === 'droppedOut') $('message').textContent = words;
      }
    }
    last = s;
    if (awaited !== null && s.version >= awaited) sent();
    render(s);
  };
  // The seat's view as the host last sent it, for tests that reload and compare (read-only use).
  Object.assign(window, { hexwarPage: { view: () => last?.view ?? null, key: null } });
  conn.onError = (e) => ($('message').textContent = `The host: ${e.message}`);

  /** The column the attack in view is read on, lit on the CRT. */
  let column: string | null = null;
  /** An action to the host, its words kept to log it as this seat's own (not "Allied acts"). */
  const sendAction = (a: Action, s: SeatState): void => {
    said.push(`${me}: ${actionWords(game, viewedState(s.view), a)}`);
    send(conn.act(a));
  };
  /** An attack, a shot or an aim: its forecast first, then the player's yes; anything else goes to the host at once. */
  const choose = (a: Action, s: SeatState): void => {
    const f = forecastSeen(game, s.view, a);
    if (f.ok && (f.forecast.attack || f.forecast.shots?.length || f.forecast.blast) && confirming === null) {
      confirming = a;
      render(s);
      $('confirm-yes').focus();
      return;
    }
    sendAction(a, s);
  };
  /**
   * Places each unit still to place where the scenario's set-up puts it, one placement at a time, each
   * sent to the host as the seat's own and its change waited for before the next; a refusal stops it, said.
   */
  const placeRest = async (): Promise<void> => {
    if (sending) return;
    let placed = 0;
    let why = '';
    for (let guard = 0; guard < 500; guard++) {
      const s = last;
      if (!s || s.status === 'over') break;
      const next = scenarioPlacements(game.definition.scenarios[s.view.scenario]?.setup, listActions(game, s.view.actions, s.view.step).listed)[0];
      if (!next) break;
      const step = s.view.step;
      said.push(`${me}: ${actionWords(game, viewedState(s.view), next)}`);
      sending = true;
      render(s);
      try {
        await conn.act(next);
      } catch (e) {
        said.pop();
        why = `; refused: ${e instanceof Error ? e.message : String(e)}`;
        break;
      }
      placed++;
      // The host's change comes on its own (its answer may come first): the next placement is read from the view after it.
      for (let w = 0; w < 500 && (last?.view.step ?? step) <= step; w++) await new Promise((ok) => setTimeout(ok, 20));
    }
    sending = false;
    selected = null;
    if (last) render(last);
    $('message').textContent = `${placed} units placed as the scenario sets them up${why}.`;
  };
  const onYes = () => {
    if (confirming && last && !sending) sendAction(confirming, last);
  };
  const onNo = () => {
    confirming = null;
    if (last) render(last);
    $('message').textContent = 'Cancelled: nothing was done.';
  };

  /** The arrival order written by the player (Tan's), when the step asks for one. */
  const orders = orderInput(game);
  /**
   * Moves and aims by pointing at the table (a table game only), built from this seat's descriptors
   * and forecast from its view alone (never a whole state: the host keeps that).
   */
  const input = game.table
    ? tableInput(game, $('board'), {
        seat: () => (last && !sending && last.status !== 'over' && last.view.actions.length > 0 ? { side: seat.side, view: last.view } : null),
        selected: () => selected,
        forecast: (a) => forecastSeen(game, last!.view, a),
        dragged: (c) => {
          if (last && !sending) tableOutcome(c, last);
        },
      })
    : null;

  /** A click on a table: one of this seat's figures selected, or a point given to the selected one (a move, an aim). */
  const onBoard = (e: MouseEvent): void => {
    if (!last || sending || !(e.target instanceof Element)) return;
    if (!input) return onHexBoard(e.target, last);
    const s = last;
    // The place of one of the selected figure's listed choices (a landing spot, its jeep, a wire section): taken, as at one screen.
    const placed = selected ? input.placed(e) : null;
    if (placed && placed.kind !== 'none') return tableOutcome(placed, s);
    const unitEl = e.target.closest<SVGElement>('[data-unit]');
    const id = unitEl?.dataset['unit'];
    if (id && unitEl?.dataset['side'] === seat.side && input.aiming() === null) {
      selected = selected === id ? null : id;
      confirming = null;
      input.clear();
      return render(s);
    }
    if (!selected) {
      $('message').textContent = s.view.actions.length ? 'Pick one of your figures first (those outlined in orange), then where it goes' : '';
      return;
    }
    // An enemy the selected figure may fire at: the shot at where it stands (as at one screen), its forecast first.
    if (id && unitEl?.dataset['side'] !== seat.side && input.aiming() === null) {
      const { listed } = listActions(game, s.view.actions, s.view.step);
      const shot = listed.find((a) => unitOf(a) === selected && a['target'] === id && a['along'] === undefined) ?? listed.find((a) => unitOf(a) === selected && a['target'] === id);
      if (shot) return choose(shot, s);
    }
    tableOutcome(input.click(e), s);
  };
  /** A click on a hex map, as at one screen: one of this seat's units selected, the selected unit sent to a hex, an enemy's hex attacked. */
  const onHexBoard = (target: Element, s: SeatState): void => {
    const { listed } = listActions(game, s.view.actions, s.view.step);
    const unitEl = target.closest<SVGElement>('[data-unit]');
    const id = unitEl?.dataset['unit'];
    const hex = (unitEl ?? target.closest<SVGElement>('[data-hex]'))?.dataset['hex'];
    const go = selected && hex ? listed.find((a) => unitOf(a) === selected && placeOf(a) === hex) : undefined;
    if (go) return choose(go, s);
    const attack = hex && unitEl?.dataset['side'] !== seat.side ? listed.find((a) => a.type === 'declareAttack' && a['hex'] === hex) : undefined;
    if (attack) return choose(attack, s);
    if (id && unitEl?.dataset['side'] === seat.side) {
      selected = selected === id ? null : id;
      confirming = null;
      return render(s);
    }
    $('message').textContent = !s.view.actions.length
      ? ''
      : selected && hex
        ? `${unitName(game, selected)} cannot go to ${hex} now: pick a hex outlined in orange`
        : 'Pick one of your units first (those outlined in orange), then where it goes';
  };
  /** What a click (or a drag) on the table came to, shown. */
  const tableOutcome = (c: TableClick, s: SeatState): void => {
    if (c.kind === 'turn') return render(s);
    if (c.kind === 'take') return sendAction(c.action, s);
    if (c.kind === 'refused') {
      confirming = null;
      render(s);
      $('message').textContent = c.message;
      return;
    }
    if (c.kind === 'ask') {
      confirming = c.action;
      render(s);
      showPrompt(c.prompt);
      $('confirm-yes').focus();
    }
  };
  const onHover = (e: MouseEvent): void => {
    if (!input || confirming || sending) return;
    input.hover(e, (words) => ($('forecast').textContent = words));
  };
  const onUndo = () => send(conn.undo());
  const onTables = () => {
    renderTables(game, column);
    $('tables').hidden = false;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLSelectElement || e.ctrlKey || e.metaKey || e.altKey) return;
    if (zoom?.key(e)) return;
    if (e.key === 't' || e.key === 'T') onTables();
    else if (e.key === 'Escape') {
      typing.reset();
      if (!$('tables').hidden) $('tables').hidden = true;
      else if (confirming) onNo();
      else if (input?.escape()) {
        if (last) render(last);
      } else if (selected) {
        selected = null;
        if (last) render(last);
      }
    }
    // The action shown with that key (or keys), as at one screen (none while an action is on its way to the host).
    else if (typing.press(e.key)) e.preventDefault();
  };
  const typing = actionKeys((words) => {
    $('message').textContent = words;
  });
  $('undo').addEventListener('click', onUndo);
  const zooms: [string, () => void][] = [['zoom-in', zoomKey('+')], ['zoom-out', zoomKey('-')], ['zoom-whole', zoomKey('w')]];
  for (const [el, fn] of zooms) $(el).addEventListener('click', fn);
  $('confirm-yes').addEventListener('click', onYes);
  $('confirm-no').addEventListener('click', onNo);
  $('show-tables').addEventListener('click', onTables);
  document.addEventListener('keydown', onKey);
  $('board').addEventListener('click', onBoard);
  $('board').addEventListener('mousemove', onHover);

  $('title').textContent = `${game.title}: online, as the ${me} side`;
  $('finish').hidden = true;
  $('invite').hidden = others.length === 0;
  $('invite').replaceChildren(
    ...others.flatMap((o) => [
      `Send the ${sideName(game, o.side)} player this link: `,
      Object.assign(document.createElement('a'), { href: inviteLink(id, o), textContent: `play the ${sideName(game, o.side)} side`, target: '_blank' }),
    ]),
  );
  $('setup').hidden = true;
  $('game').hidden = false;
  $('end').hidden = true;
  $('end').dataset['shown'] = '';
  // A seat online keeps no record of its own to save.
  $('end-save').hidden = true;
  $('status').textContent = `Connecting to ${seat.host}…`;
  conn.ready.catch((e: unknown) => ($('message').textContent = `The host refused this seat: ${e instanceof Error ? e.message : String(e)}`));

  return () => {
    clearTimeout(awaitedTimer);
    conn.close();
    input?.remove();
    fanner?.remove();
    zoom?.remove();
    for (const [el, fn] of zooms) $(el).removeEventListener('click', fn);
    $('finish').hidden = false;
    $('invite').hidden = true;
    $('undo').removeEventListener('click', onUndo);
    $('confirm-yes').removeEventListener('click', onYes);
    $('confirm-no').removeEventListener('click', onNo);
    $('show-tables').removeEventListener('click', onTables);
    document.removeEventListener('keydown', onKey);
    $('board').removeEventListener('click', onBoard);
    $('board').removeEventListener('mousemove', onHover);
  };
}
