/** Parts of the game screen shared by a game at this screen and a game online: hover texts, the tables, the legend. */
import { listChoices, mapLegend, phaseName, renderSvg, sideName, unitName, weaponsOf, type Action, type ActionDescriptor, type GameResult, type MatchState, type MatchView, type Game, type Position, type Spec, type UnitState } from 'hexwar';
import { $ } from './dom';

/**
 * The actions a side may take, listed by the core's {@link listChoices}: open fields (a point, a path,
 * an order) filled by the engine's own example (those are in `example`) or drawn by the game's sampler
 * (in `drawn`), and their buttons say so; a shot along a move once for each point the engine offers.
 * The draws are seeded by the step, so the buttons hold still while the player thinks.
 */
export const listActions = <G extends Spec>(game: Game<G>, descriptors: readonly ActionDescriptor[], step: number): { readonly listed: Action[]; readonly drawn: WeakSet<Action>; readonly example: WeakSet<Action> } => {
  const drawn = new WeakSet<Action>();
  const example = new WeakSet<Action>();
  let seed = step + 1;
  const next = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const listed: Action[] = [];
  for (const c of listChoices(descriptors, (n) => Math.floor(next() * n), game.definition.samplers)) {
    listed.push(c.action);
    if (c.filled === 'drawn') drawn.add(c.action);
    else if (c.filled === 'example') example.add(c.action);
  }
  return { listed, drawn, example };
};

/**
 * What a listed action's button says after its words, as the terminal says it: a choice whose open
 * fields the game's sampler drew, or that the engine's own example fills (a move a short step from
 * where the figure stands), is not one the player made; a click on the table makes it theirs.
 */
export const choiceNote = (listing: { readonly drawn: WeakSet<Action>; readonly example: WeakSet<Action> }, a: Action): string =>
  listing.drawn.has(a) ? ' (drawn at random for you)' : listing.example.has(a) ? " (the engine's example)" : '';

/**
 * The game's title with its scenario's, the scenario's said once when the game's own title already
 * names it (Pacific skirmish's table is its only scenario): then only what the scenario's adds in
 * brackets ("(stand-in)") follows.
 */
export const gameTitle = <G extends Spec>(game: Game<G>, scenario: string | undefined): string => {
  if (!scenario) return game.title;
  const bracket = /\s*(\([^)]*\))\s*$/.exec(scenario);
  const bare = (bracket ? scenario.slice(0, bracket.index) : scenario).trim().toLowerCase();
  if (bare && game.title.toLowerCase().includes(bare)) return bracket ? `${game.title} ${bracket[1]}` : game.title;
  // A scenario that opens with the words the title ends with (Meiktila's "The Battle for Meiktila, 5-14 March 1945"
  // under "A Master Stroke: The Battle for Meiktila"): those words once, then the rest of the scenario's.
  const title = game.title.toLowerCase();
  const lower = scenario.toLowerCase();
  for (let n = Math.min(title.length, lower.length); n >= 8; n--) {
    if (title.endsWith(lower.slice(0, n)) && /^\W/.test(lower.slice(n) || ' ')) return `${game.title}${scenario.slice(n)}`;
  }
  return `${game.title}: ${scenario}`;
};

/** The hex (or point label) an action puts its unit in: a move's `to`, a placement's or landing's `hex` (an attack's hex is the enemy's, not a place to go). */
export const placeOf = (a: Action): string | null => (typeof a['to'] === 'string' ? a['to'] : typeof a['hex'] === 'string' && a.type !== 'declareAttack' ? a['hex'] : null);

/** The unit an action is about, for grouping by unit. */
export const unitOf = (a: Action): string | null => (typeof a['unit'] === 'string' ? a['unit'] : typeof a['figure'] === 'string' ? a['figure'] : null);

/** Actions grouped by the unit they are about (a unit first, then what it may do), and the rest. */
export const byUnit = (listed: readonly Action[]): { readonly units: Map<string, Action[]>; readonly rest: Action[] } => {
  const units = new Map<string, Action[]>();
  const rest: Action[] = [];
  for (const a of listed) {
    const u = unitOf(a);
    if (u === null) rest.push(a);
    else units.set(u, [...(units.get(u) ?? []), a]);
  }
  return { units, rest };
};

/** A counter's or figure's hover text: its name, side, factors and state, and what else shares its hex. */
export const hoverText = <G extends Spec, P extends Position>(game: Game<G>, u: UnitState<P>, all: readonly UnitState<P>[], viewer: string): string => {
  // Face down to the other side only; its owner reads it, told the enemy cannot.
  if (u.hidden && u.side !== viewer) return `${sideName(game, u.side)} unit, face down (its identity is hidden)`;
  const c = game.definition.counters.find((k) => k.id === u.id);
  const f = c?.factors?.[Math.min(c.factors.length - 1, Math.max(0, c.steps - Math.max(1, u.steps)))];
  const flags = Object.entries(u.flags ?? {}).filter(([, v]) => v !== false && v !== null && v !== 0).map(([k]) => k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
  const parts = [
    `${unitName(game, u.id)} (${sideName(game, u.side)})`,
    ...(f ? [`attack ${f.attack ?? '-'}, defence ${f.defence}, movement ${f.movement}`] : []),
    ...(c && c.steps > 1 ? [`${u.steps} of ${c.steps} steps`] : []),
    ...(flags.length ? [flags.join(', ')] : []),
    ...(u.hidden ? ['hidden from the enemy'] : []),
  ];
  const with_ = typeof u.at === 'string' ? all.filter((o) => o !== u && o.at === u.at) : [];
  if (with_.length) parts.push(`stacked with ${with_.map((o) => (o.hidden && o.side !== viewer ? 'a hidden unit' : unitName(game, o.id))).join(', ')}`);
  return parts.join('\n');
};


/**
 * The end screen's title: who won and how well, in the game's words. A level
 * that names the side already (Meiktila's "Allied major victory") stands
 * alone; a bare one ("victory", "major victory") follows the side's name.
 */
export const resultTitle = <G extends Spec>(game: Game<G>, r: GameResult): string => {
  const level = r.level?.trim() ?? '';
  if (!r.winner) return level && level !== 'draw' ? `A draw: ${level}` : 'A draw';
  const side = sideName(game, r.winner);
  if (!level) return `${side} victory`;
  if (level.toLowerCase().startsWith(side.toLowerCase())) return level;
  return /victory|win/i.test(level) ? `${side} ${level}` : `${side} victory: ${level}`;
};

/**
 * A hex map drawn once, then only its highlights and counters redrawn: a
 * theatre map is thousands of hexes, and drawing it whole after every action
 * made each click take most of a second. The map drawn is marked with its
 * game and scale, so another game (or a table) draws its own.
 */
export const drawHexBoard = <G extends Spec>(board: HTMLElement, game: Game<G>, v: MatchView<unknown, G['position']>, scale: number, highlight: readonly string[]): void => {
  const key = `${game.id}@${scale}`;
  const svg = board.querySelector('svg');
  const colours = sideColours(game);
  if (!svg || svg.dataset['map'] !== key) {
    board.innerHTML = renderSvg(game, v, { scale, highlight, title: '', sideColours: colours });
    board.querySelector('svg')?.setAttribute('data-map', key);
    return;
  }
  const parts = document.createElement('div');
  parts.innerHTML = renderSvg(game, v, { scale, highlight, title: '', layers: ['highlight', 'counters'], sideColours: colours });
  for (const g of Array.from(svg.querySelectorAll(':scope > [data-layer="highlight"], :scope > [data-layer="counters"]'))) g.remove();
  svg.append(...Array.from(parts.querySelector('svg')?.children ?? []));
};

/** The game's reference tables (CRT, fire tables) drawn into the tables panel, the column read lit. */
export const renderTables = <G extends Spec>(game: Game<G>, highlightColumn: string | null): void => {
  const body = $('tables-body');
  body.replaceChildren();
  for (const t of game.definition.reference ?? []) {
    const h = document.createElement('h2');
    h.textContent = `${t.title}${t.rule ? ` (${t.rule})` : ''}`;
    const tab = document.createElement('table');
    const head = tab.insertRow();
    for (const c of t.columns) {
      const th = document.createElement('th');
      th.textContent = c;
      head.append(th);
    }
    // The column the attack waiting for a yes is read on, lit.
    const lit = highlightColumn === null ? -1 : t.columns.indexOf(highlightColumn);
    for (const r of t.rows) {
      const tr = tab.insertRow();
      r.forEach((c, i) => {
        const td = tr.insertCell();
        td.textContent = c;
        if (i === lit) td.className = 'read';
      });
    }
    body.append(h, tab);
    for (const n of t.notes ?? []) {
      const p = document.createElement('p');
      p.textContent = n;
      body.append(p);
    }
  }
  if (!game.definition.reference?.length) body.append('This game prints no table to look up.');
};


/** The map's legend: terrain, hexside features, roads, and the board's marks. */
export const drawLegend = <G extends Spec>(game: Game<G>): void => {
  $('legend').replaceChildren(
    ...mapLegend(game).map((e) => {
      const s = document.createElement('span');
      const i = document.createElement('i');
      i.style.background = e.colour;
      if (e.kind !== 'terrain') i.className = 'line';
      s.append(i, `${e.name}${e.kind === 'hexside' ? ' (hexside)' : ''}`);
      return s;
    }),
    ...(game.table ? [] : [Object.assign(document.createElement('span'), { textContent: 'yellow: last move · red: hex attacked · orange outline: where you may go or attack' })]),
  );
};

/**
 * The selected figure's weapons as the table draws them: each band a ring (or
 * an arc's wedge) about the figure, labelled with the weapon, the band and
 * its range; weapons that reach alike share one ring.
 */
export const weaponArcs = <G extends Spec>(game: Game<G>, state: MatchState<G['data'], G['position']>, figure: string | null): { figure: string; arc: { width: number; range?: number }; label: string }[] => {
  if (!game.table || figure === null || !state.units.some((u) => u.id === figure && u.at !== null)) return [];
  const rings = new Map<string, { figure: string; arc: { width: number; range?: number }; label: string }>();
  for (const w of weaponsOf(game, state, figure)) {
    const width = w.arc?.width ?? 360;
    // A weapon that reaches whatever it sees: only its arc, if it has one.
    const bands = w.bands.length ? w.bands : w.arc ? [{ upTo: undefined, band: undefined }] : [];
    for (const b of bands) {
      const range = b.upTo === undefined ? undefined : b.upTo + w.drawnFrom;
      const key = `${width}:${range}`;
      const words = `${w.name}${b.band ? ` ${b.band}` : ''}${b.upTo !== undefined ? ` ${b.upTo}"` : ''}`;
      const had = rings.get(key);
      rings.set(key, had ? { ...had, label: `${had.label}, ${words}` } : { figure, arc: { width, ...(range !== undefined ? { range } : {}) }, label: words });
    }
  }
  return [...rings.values()];
};

/**
 * Stacks fanned out under the pointer on a hex map: the counters of the hex
 * pointed at (or tapped) laid side by side over a pale backing, each with its
 * name and factors readable; they fold back when the pointer leaves them.
 * `refan` lays the same stack out again after the board is redrawn.
 */
export const stackFanner = (board: HTMLElement): { readonly refan: () => void; readonly remove: () => void } => {
  let hex: string | null = null;
  const NS = 'http://www.w3.org/2000/svg';
  const counters = (h: string) => Array.from(board.querySelectorAll<SVGGElement>(`svg g[data-unit][data-hex="${CSS.escape(h)}"]`));
  const fold = () => {
    board.querySelector('.fan-area')?.remove();
    for (const g of Array.from(board.querySelectorAll<SVGGElement>('g.fanned'))) {
      g.removeAttribute('transform');
      g.classList.remove('fanned');
    }
    hex = null;
  };
  const fan = (h: string) => {
    const cs = counters(h);
    const svg = board.querySelector('svg');
    if (cs.length < 2 || !svg) return;
    hex = h;
    const boxes = cs.map((g) => g.getBBox());
    const w = boxes[0]!.width;
    const gap = w * 0.1;
    const total = cs.length * w + (cs.length - 1) * gap;
    const vb = svg.viewBox.baseVal;
    // Centred on the hex, kept inside the picture.
    const left = Math.max(vb.x + 2, Math.min(vb.x + vb.width - total - 2, boxes[0]!.x + w / 2 - total / 2));
    const top = boxes[0]!.y;
    const back = document.createElementNS(NS, 'rect');
    back.setAttribute('class', 'fan-area');
    for (const [k, v] of Object.entries({ x: left - gap, y: top - gap, width: total + 2 * gap, height: boxes[0]!.height + 2 * gap, rx: gap, fill: '#ffffff', 'fill-opacity': '0.85', stroke: '#111827' })) back.setAttribute(k, String(v));
    const parent = cs[0]!.parentNode!;
    parent.append(back);
    cs.forEach((g, i) => {
      g.setAttribute('transform', `translate(${left + i * (w + gap) - boxes[i]!.x} ${top - boxes[i]!.y})`);
      g.classList.add('fanned');
      parent.append(g);
    });
  };
  const onPointer = (e: Event) => {
    const t = e.target instanceof Element ? e.target : null;
    const g = t?.closest<SVGGElement>('g[data-unit]');
    if (t?.closest('.fan-area') || g?.classList.contains('fanned')) return;
    const h = g?.dataset['hex'];
    if (h && h === hex) return;
    fold();
    if (h) fan(h);
  };
  const onLeave = () => fold();
  board.addEventListener('pointermove', onPointer);
  board.addEventListener('pointerdown', onPointer);
  board.addEventListener('pointerleave', onLeave);
  return {
    refan: () => {
      const h = hex;
      hex = null;
      if (h) fan(h);
    },
    remove: () => {
      board.removeEventListener('pointermove', onPointer);
      board.removeEventListener('pointerdown', onPointer);
      board.removeEventListener('pointerleave', onLeave);
    },
  };
};

/**
 * A hex map's size on the page: drawn so that its smallest words (hex labels
 * at 0.26 of a hex's size, counters' words at 0.24) read at 11.5 px or more at
 * the default zoom. A theatre map is then larger than the screen: it is framed
 * where the acting side is, and zoomed and panned (see {@link mapZoom}).
 */
export const HEX_SCALE = 48;

/** Sides named for their colours (Beach Assault's Green and Tan) drawn in them, a shade dark enough to read on the table. */
export const sideColours = <G extends Spec>(game: Game<G>): Record<string, string> => {
  const known: Record<string, string> = { green: '#3f7d3a', tan: '#b8945a' };
  const out: Record<string, string> = {};
  for (const s of game.sides) {
    const c = known[sideName(game, s).toLowerCase()];
    if (c) out[s] = c;
  }
  return out;
};

/** What a side's first look at a hex map is framed on: its units on the map, else the hexes it may act on (a set-up's), else every unit. */
export const framing = (board: HTMLElement, side: string, hexes: readonly string[]): Element[] => {
  const own = Array.from(board.querySelectorAll(`svg [data-unit][data-side="${CSS.escape(side)}"]`));
  if (own.length) return own;
  const places = [...new Set(hexes)].flatMap((h) => Array.from(board.querySelectorAll(`svg polygon[data-hex="${CSS.escape(h)}"]`)));
  return places.length ? places : Array.from(board.querySelectorAll('svg [data-unit]'));
};

/**
 * Zoom and pan for a hex map in its scrolling box: the wheel zooms about the
 * pointer, a drag pans (a click that did not drag still acts on the map),
 * arrow keys pan, + and - zoom, W toggles the whole map. `apply` sizes a
 * redrawn map to the zoom; `frame` scrolls the given counters or hexes into
 * the middle of the box.
 */
export const mapZoom = (board: HTMLElement): { readonly apply: () => void; readonly frame: (els: readonly Element[]) => void; readonly whole: () => void; readonly key: (e: KeyboardEvent) => boolean; readonly remove: () => void } => {
  let z = 1;
  const svg = () => board.querySelector('svg');
  const size = () => {
    const vb = svg()?.viewBox.baseVal;
    return vb ? { w: vb.width, h: vb.height } : null;
  };
  /** The zoom at which the whole map fits the box (never above the default). */
  const fit = (): number => {
    const n = size();
    return n ? Math.min(1, board.clientWidth / n.w, board.clientHeight / n.h) : 1;
  };
  const apply = (): void => {
    const s = svg();
    const n = size();
    if (!s || !n) return;
    s.style.width = `${n.w * z}px`;
    s.style.height = `${n.h * z}px`;
    board.dataset['zoom'] = z.toFixed(3);
  };
  /** Zooms to `next`, keeping the map's point under (cx, cy) of the box where it is. */
  const zoomAt = (next: number, cx: number, cy: number): void => {
    const old = z;
    z = Math.max(fit(), Math.min(2, next));
    const k = z / old;
    const x = board.scrollLeft + cx;
    const y = board.scrollTop + cy;
    apply();
    board.scrollLeft = x * k - cx;
    board.scrollTop = y * k - cy;
  };
  const whole = (): void => zoomAt(z > fit() + 1e-6 ? fit() : 1, board.clientWidth / 2, board.clientHeight / 2);
  const frame = (els: readonly Element[]): void => {
    const boxes = els.map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0);
    if (!boxes.length) return;
    const b = board.getBoundingClientRect();
    const cx = boxes.reduce((t, r) => t + r.left + r.width / 2, 0) / boxes.length - b.left + board.scrollLeft;
    const cy = boxes.reduce((t, r) => t + r.top + r.height / 2, 0) / boxes.length - b.top + board.scrollTop;
    board.scrollLeft = cx - board.clientWidth / 2;
    board.scrollTop = cy - board.clientHeight / 2;
  };
  const onWheel = (e: WheelEvent): void => {
    if (!svg()) return;
    e.preventDefault();
    const b = board.getBoundingClientRect();
    zoomAt(z * (e.deltaY < 0 ? 1.2 : 1 / 1.2), e.clientX - b.left, e.clientY - b.top);
  };
  // A drag pans; the click that ends a drag is not a click on the map.
  let down: { x: number; y: number; left: number; top: number } | null = null;
  let dragged = false;
  const onDown = (e: PointerEvent): void => {
    if (e.button !== 0 || e.pointerType === 'touch') return;
    down = { x: e.clientX, y: e.clientY, left: board.scrollLeft, top: board.scrollTop };
    dragged = false;
  };
  const onMove = (e: PointerEvent): void => {
    if (!down || (e.buttons & 1) === 0) return;
    const dx = e.clientX - down.x;
    const dy = e.clientY - down.y;
    if (!dragged && Math.hypot(dx, dy) < 6) return;
    dragged = true;
    board.scrollLeft = down.left - dx;
    board.scrollTop = down.top - dy;
  };
  const onUp = (): void => {
    down = null;
  };
  const onClick = (e: MouseEvent): void => {
    if (!dragged) return;
    dragged = false;
    e.stopPropagation();
    e.preventDefault();
  };
  const key = (e: KeyboardEvent): boolean => {
    const step = 80;
    const pan: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const p = pan[e.key];
    if (p) board.scrollBy(p[0], p[1]);
    else if (e.key === '+' || e.key === '=') zoomAt(z * 1.25, board.clientWidth / 2, board.clientHeight / 2);
    else if (e.key === '-' || e.key === '_') zoomAt(z / 1.25, board.clientWidth / 2, board.clientHeight / 2);
    else if (e.key === 'w' || e.key === 'W') whole();
    else return false;
    e.preventDefault();
    return true;
  };
  board.addEventListener('wheel', onWheel, { passive: false });
  board.addEventListener('pointerdown', onDown);
  window.addEventListener('pointermove', onMove);
  window.addEventListener('pointerup', onUp);
  board.addEventListener('click', onClick, true);
  return {
    apply,
    frame,
    whole,
    key,
    remove: () => {
      board.removeEventListener('wheel', onWheel);
      board.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      board.removeEventListener('click', onClick, true);
      delete board.dataset['zoom'];
    },
  };
};

/** One entry of the state panel: what it is, and its value in words. */
export interface StateEntry {
  readonly name: string;
  readonly value: string;
  /** The rule that sets it, when the game says. */
  readonly rule?: string;
}

/** A data key or track name in words: `vp.allied` "Allied VP", `alliedAir` "Allied air", side ids by their names. */
const keyWords = <G extends Spec>(game: Game<G>, key: string): string => {
  const words = key
    .split('.')
    .flatMap((part) => part.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[\s_-]+/))
    .filter(Boolean)
    .map((w) => (game.sides.includes(w.toLowerCase()) ? sideName(game, w.toLowerCase()) : /^vps?$/i.test(w) ? 'VP' : w.toLowerCase()));
  // A side's name first ("Allied VP", not "VP Allied").
  const side = words.findIndex((w) => game.sides.some((s) => sideName(game, s) === w));
  if (side > 0) words.unshift(...words.splice(side, 1));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const isSide = <G extends Spec>(game: Game<G>, v: unknown): v is string => typeof v === 'string' && game.sides.includes(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the game tracks, as one side's view shows it, for the state panel: the
 * turn and phase, every track the game declares (victory points, supply level)
 * by its label, an activation cup under way (markers in it, drawn), a deck of
 * cards (left to draw, discarded), and the game's data kept by side (each
 * side's missions or free air points, who holds the initiative, a side's own
 * counts such as its replacement steps). Derived from the view's shapes, never
 * from a game by name, and only from the view: nothing hidden from the viewer.
 */
export const stateEntries = <G extends Spec>(game: Game<G>, v: MatchView<unknown, G['position']>): StateEntry[] => {
  const out: StateEntry[] = [];
  const turns = game.definition.sequence.turns;
  const phase = phaseName(game, v.phase);
  // Before the first turn: the set-up phase by its name ("Allied Set-up"), not "Set-up: Set-up".
  out.push(v.turn > 0 ? { name: 'Turn', value: `${v.turn} of ${turns}, ${phase}` } : { name: /set-?up/i.test(phase) ? 'Phase' : 'Set-up', value: phase });
  // The tracks the game declares (an undeclared one is the engine's own bookkeeping, a marker serial).
  for (const [name, t] of Object.entries(game.definition.tracks ?? {})) {
    const value = v.tracks[name] ?? t.start;
    if (value === undefined) continue;
    const range = t.max !== undefined ? ` (${t.min ?? 0}–${t.max})` : '';
    out.push({ name: t.label ?? keyWords(game, name), value: `${value}${range}`, ...(t.rule ? { rule: t.rule } : {}) });
  }
  // An activation cup under way: its markers as the viewer may see them.
  for (const f of v.stack) {
    const l: unknown = f.local;
    if (!isRecord(l) || !Array.isArray(l['cup']) || !Array.isArray(l['drawn'])) continue;
    const cup = l['cup'].map(String);
    const drawn = l['drawn'].map(String);
    out.push({ name: 'Activation cup', value: `${cup.length ? cup.join(', ') : 'empty'}${drawn.length ? `; drawn this turn: ${drawn.join(', ')}` : ''}` });
  }
  const data: unknown = v.data;
  if (isRecord(data)) {
    for (const [k, x] of Object.entries(data)) {
      const name = keyWords(game, k);
      const mine = game.sides.some((s) => k.toLowerCase().startsWith(s.toLowerCase()));
      // A deck of cards: how many are left to draw, and the last discarded.
      const drawPile: unknown = isRecord(x) ? x['drawPile'] : undefined;
      const discards: unknown = isRecord(x) ? x['discardPile'] : undefined;
      if (Array.isArray(drawPile) && Array.isArray(discards)) {
        out.push({ name: 'Cards', value: `${drawPile.length} to draw, ${discards.length} discarded${discards.length ? ` (last ${String(discards.at(-1))})` : ''}` });
      } else if (isSide(game, x)) out.push({ name, value: sideName(game, x) });
      else if (Array.isArray(x) && x.length && x.every((s) => isSide(game, s))) out.push({ name, value: x.filter((s) => isSide(game, s)).map((s) => sideName(game, s)).join(', ') });
      else if (isRecord(x) && Object.keys(x).length && Object.entries(x).every(([s, n]) => game.sides.includes(s) && typeof n === 'number')) {
        // Numbers kept by side: each side's missions left, free air points.
        out.push({ name, value: Object.entries(x).map(([s, n]) => `${sideName(game, s)} ${String(n)}`).join(', ') });
      } else if (mine && typeof x === 'number') out.push({ name, value: String(x) });
      else if (mine && isRecord(x) && Object.keys(x).length && Object.values(x).every((n) => typeof n === 'number')) {
        // A side's own counts (its replacement steps, by kind or by front).
        out.push({ name, value: Object.entries(x).map(([part, n]) => `${keyWords(game, part).toLowerCase()} ${String(n)}`).join(', ') });
      }
    }
  }
  return out;
};

/** The state panel drawn: each entry a name and its value (the rule as a tooltip). */
export const drawStatePanel = <G extends Spec>(game: Game<G>, v: MatchView<unknown, G['position']>): void => {
  $('state').replaceChildren(
    ...stateEntries(game, v).map((e) => {
      const s = document.createElement('span');
      const b = document.createElement('b');
      b.textContent = `${e.name}:`;
      s.append(b, ` ${e.value}`);
      if (e.rule) s.title = `Rule ${e.rule}`;
      return s;
    }),
  );
};

/**
 * The keys an action may have on its own, in order: the digits 1 to 9 and 0, then the letters the page
 * uses for nothing else (T opens the tables, U undoes, W shows the whole map).
 */
export const SINGLE_KEYS: readonly string[] = [...'1234567890', ...'abcdefghijklmnopqrsvxyz'];

/** The keys of the action numbered `k` past the single keys: a dot, then two keys ('.11', '.12', … '.zz'), then two dots and three keys. */
const longKey = (k: number): string => {
  const n = SINGLE_KEYS.length;
  let width = 2;
  let rest = k;
  while (rest >= n ** width) {
    rest -= n ** width;
    width++;
  }
  let code = '';
  for (let w = 0; w < width; w++) {
    code = SINGLE_KEYS[rest % n]! + code;
    rest = Math.floor(rest / n);
  }
  return `${'.'.repeat(width - 1)}${code}`;
};

/**
 * The keys of a step, the same whichever unit is selected: the selected
 * unit's aims and actions take 1, 2, … up to the most any unit of the step
 * has, and the step's other actions (a phase's end, an attack to resolve)
 * the keys after those, so "end the phase" keeps its key while the player
 * picks one unit after another. Every action has a key: past the single keys
 * (see {@link SINGLE_KEYS}) a dot and two keys; when the step has more
 * actions than single keys, the units' block gives up its last single keys
 * first, so the step's own actions keep one key each.
 */
export const keyLayout = (unitBlock: number, others: number): { readonly unit: (i: number) => string; readonly other: (j: number) => string } => {
  const singles = SINGLE_KEYS.length;
  const block = Math.max(0, Math.min(unitBlock, singles - others));
  return {
    unit: (i) => (i < block ? SINGLE_KEYS[i]! : longKey(i - block)),
    other: (j) => (block + j < singles ? SINGLE_KEYS[block + j]! : longKey(Math.max(0, unitBlock - block) + block + j - singles)),
  };
};

/**
 * The keys typed toward an action's key: a key that completes one clicks its
 * button (none while it is disabled); a dot or a key that starts a longer one
 * waits for the rest, said in `show`; any other key is not the actions'.
 */
export const actionKeys = (show: (typed: string) => void): { readonly press: (key: string) => boolean; readonly reset: () => void } => {
  let typed = '';
  const reset = (): void => {
    if (typed) show('');
    typed = '';
  };
  return {
    press: (key) => {
      if (key.length !== 1) return false;
      const next = typed + key.toLowerCase();
      const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('#actions button, #others button'));
      const keyOf = (b: HTMLButtonElement) => b.querySelector('kbd')?.textContent ?? '';
      const exact = buttons.find((b) => keyOf(b) === next);
      if (exact) {
        reset();
        if (!exact.disabled) exact.click();
        return true;
      }
      if (buttons.some((b) => keyOf(b).startsWith(next))) {
        typed = next;
        show(`Keys typed: ${next}… (Esc to start again)`);
        return true;
      }
      // Not an action's key: a key typed before it is dropped.
      reset();
      return false;
    },
    reset,
  };
};

/** A button's key (or keys) shown before its words (none when `key` is empty). */
export const withKey = (b: HTMLButtonElement, key: string): HTMLButtonElement => {
  const k = document.createElement('kbd');
  k.textContent = key;
  b.prepend(k);
  return b;
};

/** How many aimed weapons (descriptors with an open point) each figure has in a step's descriptors. */
export const aimsByUnit = (descriptors: readonly ActionDescriptor[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const d of descriptors) {
    const f = d.fixed?.['figure'];
    if (typeof f === 'string' && Object.values(d.open ?? {}).some((o) => o.kind === 'point')) out.set(f, (out.get(f) ?? 0) + 1);
  }
  return out;
};

/** The most aims and actions any one unit of the step has: the size of the units' block of keys. */
export const unitBlock = (units: ReadonlyMap<string, readonly Action[]>, aims: ReadonlyMap<string, number>): number => {
  let most = 0;
  for (const id of new Set([...units.keys(), ...aims.keys()])) most = Math.max(most, (units.get(id)?.length ?? 0) + (aims.get(id) ?? 0));
  return most;
};

/** The turn track: one box a turn, the turn now lit and those past greyed (the same at one screen and online). */
export const drawTrack = (turns: number, now: number): void => {
  $('track').replaceChildren(
    ...Array.from({ length: turns }, (_, i) => {
      const s = document.createElement('span');
      s.textContent = String(i + 1);
      s.className = i + 1 === now ? 'now' : i + 1 < now ? 'past' : '';
      s.title = `Turn ${i + 1}`;
      return s;
    }),
  );
};
