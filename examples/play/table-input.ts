/**
 * Moves, aims and turns given by pointing at a table, the same at one screen
 * and online: built only from the acting side's descriptors (their open
 * `path`, `paths`, `point` and `facing` fields), filled with the core's
 * `fillAction` and judged by the forecast the page gives (the whole state's at
 * one screen, the seat's view online), whose refusal is the rules' own.
 * A point is given by a click, or by a drag from the selected figure (a turn
 * for one that may turn in place, else a move there, a team's as one).
 * Nothing is taken on one click: a move, an aim or a turn waits, its forecast
 * shown, for a yes ("Move here", "Throw here", "Turn here", or a second click
 * on the same point). A listed choice whose descriptor says where it lies on
 * the table (its `where`: a landing spot, a jeep, a wire section) is marked
 * there for the selected unit and taken by a click on it, as its button takes
 * it, even on a figure standing there (a tank on a landing spot), unless that
 * figure is the selected unit's own or one its listed actions name. An open `arrival-order` field gets an editor of its own (`order-input.ts`).
 */
import {
  actionWords, fillAction, unitName, type Action, type ActionDescriptor, type ForecastResult, type Game,
  type MatchView, type Spec, viewedState
} from 'hexwar';
import { distanceToPlace, formationPaths, openFieldOf, placedActions, type PlacedAction, type TablePoint } from 'hexwar/tabletop';
import { button } from './dom';

/** A point of the table, as a position or an open field's value holds it. */
export const isPoint = (v: unknown): v is TablePoint => typeof v === 'object' && v !== null && 'x' in v && 'y' in v && typeof v.x === 'number' && typeof v.y === 'number';
const points = (v: unknown): TablePoint[] => (Array.isArray(v) ? v.filter(isPoint) : []);

/** A table move's paths: a figure's one, or each of a team's men's. */
export const movePaths = (a: Action): TablePoint[][] => {
  const one = points(a['path']);
  const team = a['paths'];
  return one.length ? [one] : team && typeof team === 'object' && !Array.isArray(team) ? Object.values(team).map(points).filter((p) => p.length > 1) : [];
};

/** What the page tells the input: who acts, with which view, the figure selected, and the forecast as this screen may know it. */
export interface TableSeat<G extends Spec> {
  /** The side acting at this screen and its view (descriptors, where its figures stand), or `null` when nobody here may act. */
  readonly seat: () => { readonly side: string; readonly view: MatchView<unknown, G['position']> } | null;
  /** The figure (or team) selected on the page. */
  readonly selected: () => string | null;
  /** What an action would do, or the rules' refusal: from the whole state at one screen, from the seat's view online. */
  readonly forecast: (a: Action) => ForecastResult;
  /** A facing given by dragging from the selected figure: a turn to ask about (or its refusal), as a click's outcome is. */
  readonly dragged: (c: TableClick) => void;
}

/** What a click on the table came to. */
export type TableClick =
  /** Not the input's: no figure selected, or the selected one neither moves by a path nor aims. */
  | { readonly kind: 'none' }
  /** A turn added to the path being drawn (Shift+click). */
  | { readonly kind: 'turn' }
  /** Refused, in the rules' words: nothing changes. */
  | { readonly kind: 'refused'; readonly message: string }
  /** A move or aim to show with its forecast and wait for a yes. */
  | { readonly kind: 'ask'; readonly action: Action; readonly prompt: string }
  /** The second click on the point asked: the action waiting is taken. */
  | { readonly kind: 'take'; readonly action: Action };

/** A move or aim waiting for the player's yes, and the point clicked. */
interface Asked {
  readonly action: Action;
  readonly to: TablePoint;
  readonly aim: boolean;
  /** A turn in place given by a drag (its yes is "Turn here"). */
  readonly turn?: boolean;
}

/** The input of one game on one page; see the module's words. */
export interface TableInput {
  /** The selected figure's aimed weapons as buttons (the one chosen marked); `changed` redraws the page. */
  readonly aimButtons: (changed: () => void) => HTMLButtonElement[];
  /** The weapon being aimed (its action type), if one is. */
  readonly aiming: () => string | null;
  /** A click on the board at a point of the table. */
  readonly click: (e: MouseEvent) => TableClick;
  /** The pointer over the table: the path or aim under it drawn, its forecast (or refusal) in `show`. */
  readonly hover: (e: MouseEvent, show: (words: string) => void) => void;
  /**
   * A click on the place of one of the selected unit's listed choices (a landing spot, a jeep, a wire
   * section): that choice, to take at once as its button would (a `take`); else `none`. A click on a
   * figure is that figure's (it selects it, or is shot at) unless the figure is the place (a jeep).
   */
  readonly placed: (e: MouseEvent) => TableClick;
  /** After the board is drawn again: the move or aim waiting for a yes drawn on it, and the places of the selected unit's listed choices marked. */
  readonly drawAsked: (waiting: Action | null) => void;
  /** The yes button's words for an action waiting, when it is this input's ("Move here", "Throw here", "Fire here"), else `null`. */
  readonly yesWords: (waiting: Action, words: string) => string | null;
  /** The turns drawn so far for the selected figure's path (Shift+click adds one). */
  readonly turns: () => readonly TablePoint[];
  /** Escape: drops the turns drawn, then the weapon chosen; true when it dropped something. */
  readonly escape: () => boolean;
  /** Forgets everything under way (another figure selected, an action taken, the screen handed over). */
  readonly clear: () => void;
  /** Takes the drag listeners away (the game left). */
  readonly remove: () => void;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The input for a table game on `board`; see {@link TableInput}. */
export function tableInput<G extends Spec>(game: Game<G>, board: HTMLElement, page: TableSeat<G>): TableInput {
  const table = game.table;
  let waypoints: TablePoint[] = [];
  let aiming: string | null = null;
  let asked: Asked | null = null;

  /** The point on the table under the pointer, in inches (y up from the table's south edge), to a hundredth. */
  const tablePoint = (e: MouseEvent): TablePoint | null => {
    const svg = board.querySelector('svg');
    if (!table || !svg) return null;
    // Through the picture's own transform: the drawing may sit letterboxed in its box when the page scales it.
    const ctm = svg.getScreenCTM();
    if (!ctm) return null;
    const vb = svg.viewBox.baseVal;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    const round = (n: number) => Math.round(n * 100) / 100;
    return { x: round(((p.x - vb.x) / vb.width) * table.width), y: round(table.height - ((p.y - vb.y) / vb.height) * table.height) };
  };

  /** The selected figure's descriptors with an open point: its aimed weapons (a grenade, a shell). */
  const aims = (): ActionDescriptor[] => {
    const s = page.seat();
    const id = page.selected();
    return s && id ? s.view.actions.filter((d) => d.fixed?.['figure'] === id && Object.values(d.open ?? {}).some((f) => f.kind === 'point')) : [];
  };
  const pointKey = (d: ActionDescriptor): string => Object.entries(d.open ?? {}).find(([, f]) => f.kind === 'point')![0];

  /** The chosen weapon's aim at `to`, from its descriptor. */
  const aimAt = (to: TablePoint): Action | null => {
    const d = aims().find((x) => x.type === aiming);
    return d ? fillAction(d, { [pointKey(d)]: to }) : null;
  };

  /**
   * The selected figure's move to `to` along the turns drawn so far, built from its descriptor: a
   * figure that moves by its own path goes straight from where it stands; a team (or a man of a
   * team that moves as one) moves as one, formation kept, as the terminal's `move g1 to 30,12` does.
   */
  const moveTo = (to: TablePoint): Action | null => {
    const s = page.seat();
    const id = page.selected();
    if (!table || !s || !id) return null;
    for (const d of s.view.actions) {
      if (d.type !== 'move') continue;
      const one = openFieldOf(d, 'path', 'path');
      if (one && d.fixed?.['figure'] === id) return fillAction(d, { path: [{ x: one.from.x, y: one.from.y }, ...waypoints, to] });
      const team = openFieldOf(d, 'paths', 'paths');
      if (team && (d.fixed?.['unit'] === id || team.figures.some((f) => f.id === id))) return fillAction(d, { paths: formationPaths(team, [...waypoints, to]) });
    }
    return null;
  };

  /** What a point of the table gives now: the chosen weapon's aim, else the selected figure's move. */
  const at = (to: TablePoint): Action | null => (aiming ? aimAt(to) : moveTo(to));

  /** A refusal as the player reads it, the rule named when the words do not name it. */
  const refusal = (f: ForecastResult): string => (f.ok ? '' : `${f.error.message}${f.error.rule && !f.error.message.includes(f.error.rule) ? ` (rule ${f.error.rule})` : ''}`);

  /** The selected unit's listed choices that lie somewhere on the table, each with its place. */
  const places = (): PlacedAction[] => {
    const s = page.seat();
    const id = page.selected();
    if (!s || !id) return [];
    return placedActions(s.view.actions).filter((p) => p.action['unit'] === id || p.action['figure'] === id);
  };
  /** Whether the selected unit's listed actions name a figure (a shot at it): a click on it is for it, not for a place under it. */
  const namedBySelected = (figure: string): boolean => {
    const s = page.seat();
    const id = page.selected();
    return !!s && !!id && s.view.actions.some((d) => (d.fixed?.['unit'] === id || d.fixed?.['figure'] === id) && Object.entries({ ...d.fixed, ...d.choose }).some(([k, v]) => k !== 'unit' && k !== 'figure' && (v === figure || (Array.isArray(v) && v.includes(figure)))));
  };
  /**
   * The choice whose place is under a click: on the figure that is the place, else the nearest place within a
   * few pixels of the point, even under a figure standing there (a tank on a landing spot), unless the click is
   * on the selected unit itself or on a figure its listed actions name.
   */
  const placedAt = (e: MouseEvent): Action | null => {
    const mine = aiming ? [] : places();
    if (mine.length === 0) return null;
    const figure = e.target instanceof Element ? e.target.closest<SVGElement>('[data-unit]')?.dataset['unit'] : undefined;
    if (figure !== undefined) {
      const itself = mine.find((p) => p.place.kind === 'spot' && p.place.figure === figure);
      if (itself) return itself.action;
      if (ofSelected(figure) || namedBySelected(figure)) return null;
    }
    const to = tablePoint(e);
    const svg = board.querySelector('svg');
    const ctm = svg?.getScreenCTM();
    if (!to || !svg || !ctm || !table) return null;
    // Eight pixels of slack round a place, however large the table is drawn.
    const slack = 8 / ((Math.abs(ctm.a) * svg.viewBox.baseVal.width) / table.width);
    let best: { action: Action; d: number; c: number } | null = null;
    for (const p of mine) {
      const d = distanceToPlace(p.place, to);
      // Inside two spots at once: the one whose centre is nearer.
      const c = p.place.kind === 'spot' ? Math.hypot(to.x - p.place.x, to.y - p.place.y) : d;
      if (d <= slack && (!best || d < best.d || (d === best.d && c < best.c))) best = { action: p.action, d, c };
    }
    return best?.action ?? null;
  };
  /** The places of the selected unit's listed choices, marked on the table (under the pointer: a click goes through to the table). */
  const drawPlaces = (): void => {
    for (const old of Array.from(board.querySelectorAll('.choice-place'))) old.remove();
    const svg = board.querySelector('svg');
    if (!svg || !table || aiming) return;
    const inch = svg.viewBox.baseVal.width / table.width;
    for (const p of places()) {
      const value = JSON.stringify(p.action[p.field] ?? null);
      const el =
        p.place.kind === 'spot'
          ? add(svg, 'circle', { class: 'choice-place', cx: toSvg(svg, p.place)[0], cy: toSvg(svg, p.place)[1], r: Math.max(p.place.radius ?? 0, 0.3) * inch, fill: '#f59e0b', 'fill-opacity': 0.18, stroke: '#b45309', 'stroke-width': 2, 'stroke-dasharray': '5 3' })
          : add(svg, 'polyline', { class: 'choice-place', points: p.place.points.map((q) => toSvg(svg, q).join(',')).join(' '), fill: 'none', stroke: '#f59e0b', 'stroke-opacity': 0.6, 'stroke-width': 0.6 * inch, 'stroke-linecap': 'round' });
      el.dataset['type'] = p.action.type;
      el.dataset['value'] = value;
    }
  };

  const clearDrawn = (): void => {
    for (const old of Array.from(board.querySelectorAll('.live-path, .live-aim'))) old.remove();
  };
  /** A table point to the picture's coordinates. */
  const toSvg = (svg: SVGSVGElement, p: TablePoint): [number, number] => {
    const vb = svg.viewBox.baseVal;
    return [vb.x + (p.x / table!.width) * vb.width, vb.y + (1 - p.y / table!.height) * vb.height];
  };
  const add = (svg: SVGSVGElement, tag: string, attrs: Record<string, string | number>): SVGElement => {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
    el.setAttribute('pointer-events', 'none');
    svg.append(el);
    return el;
  };

  /** A move's paths drawn over the table (no redraw of the whole table): blue when the rules allow it, red when not. */
  const drawPaths = (paths: readonly (readonly TablePoint[])[], ok: boolean): void => {
    const svg = board.querySelector('svg');
    if (!svg || !table) return;
    paths.forEach((path, i) => {
      // The first keeps the id tests know it by; a team's other men's paths share the class.
      const line = add(svg, 'polyline', { class: 'live-path', points: path.map((p) => toSvg(svg, p).join(',')).join(' '), fill: 'none', stroke: ok ? '#2563eb' : '#dc2626', 'stroke-width': 2, 'stroke-dasharray': '6 4' });
      if (i === 0) line.id = 'live-path';
    });
  };

  /** An aim drawn over the table: the line of the throw from the figure and a ring where it would land, red when refused. */
  const drawAim = (a: Action, ok: boolean): void => {
    const svg = board.querySelector('svg');
    const d = aims().find((x) => x.type === a.type);
    const to = d ? a[pointKey(d)] : undefined;
    const field = d ? openFieldOf(d, pointKey(d), 'point') : undefined;
    const origin = field?.origin;
    if (!svg || !table || !isPoint(to) || !origin) return;
    const [x0, y0] = toSvg(svg, origin);
    const [x, y] = toSvg(svg, to);
    const colour = ok ? '#9a3412' : '#dc2626';
    add(svg, 'line', { class: 'live-aim', x1: x0, y1: y0, x2: x, y2: y, stroke: colour, 'stroke-width': 2, 'stroke-dasharray': '4 3' });
    // The blast as the rules size it (the template's radius, from the descriptor) where it would land on target,
    // drawn over the figures there with a white halo so it reads on any colour; a point that lays no template gets a 1" mark.
    const inch = svg.viewBox.baseVal.width / table.width;
    const r = (field?.radius ?? 0.5) * inch;
    add(svg, 'circle', { class: 'live-aim', cx: x, cy: y, r, fill: 'none', stroke: '#ffffff', 'stroke-width': 5 });
    const ring = add(svg, 'circle', { class: 'live-aim', cx: x, cy: y, r, fill: colour, 'fill-opacity': 0.2, stroke: colour, 'stroke-width': 2.5 });
    ring.id = 'live-aim';
    if (field?.radius !== undefined) ring.dataset['radius'] = String(field.radius);
    // A cross on the point itself, an inch either way.
    const c = Math.min(r, inch) * 1.6;
    add(svg, 'path', { class: 'live-aim', d: `M${x - c},${y}H${x + c}M${x},${y - c}V${y + c}`, stroke: colour, 'stroke-width': 2 });
  };

  /** A turn drawn over the table: a line from the figure the way it would face. */
  const drawFacing = (a: Action, to: TablePoint, ok: boolean): void => {
    const svg = board.querySelector('svg');
    const from = facingFrom();
    if (!svg || !from) return;
    const [x0, y0] = toSvg(svg, from);
    const [x, y] = toSvg(svg, to);
    const line = add(svg, 'line', { class: 'live-path', x1: x0, y1: y0, x2: x, y2: y, stroke: ok ? '#2563eb' : '#dc2626', 'stroke-width': 3 });
    line.id = 'live-facing';
    line.dataset['facing'] = String(a['facing']);
  };

  const draw = (a: Action, ok: boolean, to?: TablePoint): void => {
    clearDrawn();
    if (aims().some((d) => d.type === a.type)) drawAim(a, ok);
    else if (to && facingField()) drawFacing(a, to, ok);
    else drawPaths(movePaths(a), ok);
  };

  /** The selected figure's descriptor with an open facing (a gun or a crew that may turn in place), and the field's name. */
  const facingField = (): { d: ActionDescriptor; key: string } | null => {
    const s = page.seat();
    const id = page.selected();
    if (!s || !id) return null;
    for (const d of s.view.actions) {
      const key = d.fixed?.['figure'] === id ? Object.entries(d.open ?? {}).find(([, f]) => f.kind === 'facing')?.[0] : undefined;
      if (key) return { d, key };
    }
    return null;
  };
  /** Where the selected figure stands, as its side's view has it. */
  const facingFrom = (): TablePoint | null => {
    const at: unknown = page.seat()?.view.units.find((u) => u.id === page.selected())?.at;
    return isPoint(at) ? { x: at.x, y: at.y } : null;
  };
  /** The turn that faces the selected figure toward `to`: degrees counter-clockwise from east, as the engine reads a facing. */
  const faceToward = (to: TablePoint): Action | null => {
    const f = facingField();
    const from = facingFrom();
    if (!f || !from || Math.hypot(to.x - from.x, to.y - from.y) < 0.25) return null;
    const deg = Math.round(((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI + 360) % 360) % 360;
    return fillAction(f.d, { [f.key]: deg });
  };

  /** Whether a figure on the table is the one selected, or one of the men of the team selected (or of the selected man's team). */
  const ofSelected = (figure: string): boolean => {
    const id = page.selected();
    if (!id) return false;
    if (figure === id) return true;
    const d = page.seat()?.view.actions.find((x) => x.type === 'move' && openFieldOf(x, 'paths', 'paths') && (x.fixed?.['unit'] === id || openFieldOf(x, 'paths', 'paths')!.figures.some((f) => f.id === id)));
    return d !== undefined && openFieldOf(d, 'paths', 'paths')!.figures.some((f) => f.id === figure);
  };

  // A drag from the selected figure turns it to face where the drag ends when it may turn in place; else, when it
  // (or its team) moves by a path, it moves it there, its path and cost drawn live as for the pointer (a click on
  // it still selects it). The click that ends a drag is no click on the table.
  let swallow = false;
  let drag: { x: number; y: number; moved: boolean; face: boolean } | null = null;
  const onDown = (e: PointerEvent): void => {
    // (A drag that ended with no click leaves nothing to swallow.)
    swallow = false;
    const el = e.target instanceof Element ? e.target.closest<SVGElement>('[data-unit]') : null;
    if (e.button !== 0 || aiming || !el || !ofSelected(el.dataset['unit'] ?? '')) return;
    const face = facingField() !== null;
    if (!face && !moveTo({ x: 0, y: 0 })) return;
    drag = { x: e.clientX, y: e.clientY, moved: false, face };
  };
  const onMove = (e: PointerEvent): void => {
    if (!drag || (e.buttons & 1) === 0) return;
    if (!drag.moved && Math.hypot(e.clientX - drag.x, e.clientY - drag.y) < 8) return;
    drag.moved = true;
    // (A move being dragged is drawn by the hover, with its cost, as for the pointer.)
    if (!drag.face) return;
    const to = tablePoint(e);
    const a = to ? faceToward(to) : null;
    if (a && to) draw(a, page.forecast(a).ok, to);
  };
  const onUp = (e: PointerEvent): void => {
    const was = drag;
    drag = null;
    if (!was?.moved) return;
    swallow = true;
    const to = tablePoint(e);
    const a = to ? (was.face ? faceToward(to) : moveTo(to)) : null;
    if (!a || !to) return;
    const f = page.forecast(a);
    if (!f.ok) return page.dragged({ kind: 'refused', message: `Refused: ${refusal(f)}` });
    waypoints = [];
    asked = { action: a, to, aim: false, ...(was.face ? { turn: true } : {}) };
    page.dragged({ kind: 'ask', action: a, prompt: was.face ? 'Turn here? Read where it faces, then "Turn here"; Esc cancels.' : 'Move here? Read the forecast, then "Move here" or click the same point again.' });
  };
  const onClick = (e: MouseEvent): void => {
    if (!swallow) return;
    swallow = false;
    e.stopPropagation();
    e.preventDefault();
  };
  // Nothing on the table is dragged by the browser itself: a press on a figure lying in a text selection would
  // start a drag-and-drop of the selection, which cancels the pointer (seen: a facing dragged never arrived).
  const noNativeDrag = (e: Event): void => e.preventDefault();
  board.addEventListener('dragstart', noNativeDrag);
  board.addEventListener('pointerdown', onDown);
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  board.addEventListener('click', onClick, true);

  /** The weapon's verb as its own words say it ("throws", "fires"), for the yes: "Throw here". */
  const verbOf = (a: Action, words: string): string => {
    const who = typeof a['figure'] === 'string' ? unitName(game, a['figure']) : '';
    const verb = who && words.startsWith(`${who} `) ? (words.slice(who.length + 1).split(' ')[0] ?? '') : '';
    const bare = verb.endsWith('s') ? verb.slice(0, -1) : verb;
    return bare ? `${bare[0]!.toUpperCase()}${bare.slice(1)} here` : 'Aim here';
  };

  return {
    aimButtons: (changed) => {
      const s = page.seat();
      return aims().map((d) => {
        // The weapon in its own words: the aim's words up to the point ("G1 sergeant throws a grenade").
        const origin = openFieldOf(d, pointKey(d), 'point')?.origin ?? { x: 0, y: 0 };
        const words = s ? actionWords(game, viewedState(s.view), fillAction(d, { [pointKey(d)]: { x: origin.x, y: origin.y } })).replace(/ at \(.*$/, '') : d.type;
        const on = aiming === d.type;
        const b = button(on ? `${words}: click a point on the table (Esc to stop aiming)` : `${words}: aim at a point on the table`, () => {
          aiming = on ? null : d.type;
          asked = null;
          waypoints = [];
          changed();
        }, { type: d.type, aim: 'true' });
        if (on) b.className = 'selected';
        return b;
      });
    },
    aiming: () => (aims().some((d) => d.type === aiming) ? aiming : null),
    click: (e) => {
      if (aiming && !aims().some((d) => d.type === aiming)) aiming = null;
      const to = tablePoint(e);
      const a = to ? at(to) : null;
      if (!a || !to) {
        waypoints = [];
        return { kind: 'none' };
      }
      if (e.shiftKey && !aiming) {
        waypoints = [...waypoints, to];
        return { kind: 'turn' };
      }
      // The same point again (within a third of an inch): the action waiting there is taken.
      if (asked && Math.hypot(asked.to.x - to.x, asked.to.y - to.y) < 0.3) return { kind: 'take', action: asked.action };
      const f = page.forecast(a);
      if (!f.ok) {
        asked = null;
        return { kind: 'refused', message: `Refused: ${refusal(f)}` };
      }
      waypoints = [];
      asked = { action: a, to, aim: aiming !== null };
      const s = page.seat();
      const yes = s ? verbOf(a, actionWords(game, viewedState(s.view), a)) : 'Aim here';
      return {
        kind: 'ask',
        action: a,
        // One line: words that wrap would move the table under the pointer before the second click.
        prompt: asked.aim ? `${yes}? Read who it may hit (your own men too): "${yes}" or click again; Esc cancels.` : 'Move here? Read the forecast, then "Move here" or click the same point again.',
      };
    },
    hover: (e, show) => {
      // (While a facing is dragged, its line is what is drawn.)
      if (asked || (drag?.moved && drag.face)) return;
      const to = tablePoint(e);
      const a = to ? at(to) : null;
      if (!a) return;
      const f = page.forecast(a);
      if (aiming) show(f.ok ? f.forecast.words.join('\n') : `Cannot aim there: ${refusal(f)}`);
      else {
        const turns = waypoints.length ? ` (${waypoints.length} turn${waypoints.length > 1 ? 's' : ''} drawn; Esc clears them)` : ' (Shift+click to add a turn)';
        show(f.ok ? `${f.forecast.words.join('\n')}${turns}` : `Cannot go there: ${refusal(f)}`);
      }
      draw(a, f.ok);
    },
    turns: () => waypoints,
    placed: (e) => {
      const a = placedAt(e);
      if (!a) return { kind: 'none' };
      waypoints = [];
      asked = null;
      return { kind: 'take', action: a };
    },
    drawAsked: (waiting) => {
      drawPlaces();
      if (!asked || asked.action !== waiting) {
        asked = null;
        return;
      }
      draw(asked.action, true, asked.turn ? asked.to : undefined);
    },
    yesWords: (waiting, words) => {
      if (!asked || asked.action !== waiting) return null;
      return asked.aim ? verbOf(waiting, words) : asked.turn ? 'Turn here' : 'Move here';
    },
    escape: () => {
      if (waypoints.length) {
        waypoints = [];
        return true;
      }
      if (aiming) {
        aiming = null;
        asked = null;
        return true;
      }
      return false;
    },
    clear: () => {
      waypoints = [];
      aiming = null;
      asked = null;
    },
    remove: () => {
      board.removeEventListener('dragstart', noNativeDrag);
      board.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      board.removeEventListener('click', onClick, true);
    },
  };
}
