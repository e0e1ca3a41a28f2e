/**
 * Open choices in words, at the terminal: `move hale to 30,12` (a point, or a
 * path of several), `move g1 to 30,12` (a team as one, formation kept),
 * `move g1 sergeant to 30,12 and rifle1 to 31,13` (each man his own point),
 * `face mg 90` or `face mg 30,12`, `aim sergeant 38,14` (a template weapon:
 * the scatter forecast shown, then a yes before the roll), and Tan's order
 * `order t2 t4 / t5 tank1 / …`. Everything is read from the view's
 * descriptors (their open fields) and filled with the core's `fillAction`;
 * the rules judge it with `check`, whose refusal is what the player reads.
 *
 * @module
 */
import { actionWords, fillAction, forecast, phaseName, sameJson, sideName as sideWord, unitName, type Action, type ActionDescriptor, type Game, type MatchState, type MatchView, type OpenField } from '../engine';
import { HexwarError } from '../errors';
import { asOpenField, formationPaths, placedActions, type FieldOfKind, type PlacedAction, type TableOpenField } from '../procedures/tabletop/open-fields';
import type { TablePoint } from '../tabletop/geometry';
import { distanceToPlace, type ChoicePlace } from '../tabletop/places';

/** An action the player gave in words: taken at once, or after a yes when `confirm` holds the forecast to read first. */
export interface SaidAction {
  /** The action, its open fields filled. */
  readonly action: Action;
  /** The forecast to show and confirm before the action is taken (an aim's scatter), if any. */
  readonly confirm?: readonly string[];
}


/** The words that start an open choice. */
const WORDS = new Set(['move', 'reverse', 'face', 'aim', 'order']);

/** A point typed as `30,12` (inches; `30",12"` and `(30,12)` too), or `null`. */
function parsePoint(word: string): TablePoint | null {
  const m = /^\(?(-?\d+(?:\.\d+)?)"?,(-?\d+(?:\.\d+)?)"?\)?$/.exec(word);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

/** A point as the terminal writes it. */
export const pointWords = (p: TablePoint): string => `${round(p.x)},${round(p.y)}`;
const round = (v: number): number => Math.round(v * 100) / 100;
/** A point for an example: to a tenth of an inch. */
const examplePointWords = (p: TablePoint): string => `${Math.round(p.x * 10) / 10},${Math.round(p.y * 10) / 10}`;

/** A line with spaces after commas closed up and slashes set apart: `30, 12` is one point, `t2/t4` two groups. */
function normalize(line: string): string[] {
  return line
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s*\/\s*/g, ' / ')
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** The words a figure or unit answers to: its id, its id without the side's prefix, and each word of its name. */
function keysOf(game: Game, id: string): string[] {
  const lower = id.toLowerCase();
  const keys = [lower];
  const dash = lower.indexOf('-');
  if (dash > 0) keys.push(lower.slice(dash + 1));
  for (const w of unitName(game, id).toLowerCase().split(/[\s()]+/)) {
    const bare = w.replace(/[.,'"]/g, '');
    if (bare) keys.push(bare);
  }
  return keys;
}

/**
 * The word a player may type for a figure or unit among `among` (those that
 * may act): its family name when that names it alone ("hale"), else its id
 * without the side's prefix ("mg", "tank1"), else its id.
 */
export function callName(game: Game, id: string, among: readonly string[]): string {
  // A rank and a family name ("Lt. Hale", "Pfc. Adams"): the family name.
  const words = unitName(game, id).toLowerCase().split(/[\s()]+/);
  const family = words[0]?.endsWith('.') && words[1] ? words[1].replace(/[.,'"]/g, '') : '';
  const tries = [...(/^[a-z]{3,}$/.test(family) ? [family] : []), shortName(id), id];
  for (const t of tries) {
    const who = whoIs(game, [t], among, '');
    if (typeof who !== 'string' && who.id === id) return t;
  }
  return id;
}

/** Every figure or unit the open choices of a view name (movers, teams and their men, who may turn or aim), and those whose listed choices lie on the table (who may land, get in, cut wire). */
export function openActors(v: MatchView): string[] {
  const ids = new Set<string>();
  for (const p of placedActions(v.actions)) {
    const who = actorOf(p.action);
    if (who) ids.add(who);
  }
  for (const d of v.actions) {
    if (!d.open) continue;
    for (const k of ['figure', 'unit']) if (typeof d.fixed?.[k] === 'string') ids.add(d.fixed[k]);
    const team = openOf(d, 'paths');
    for (const f of (team && asOpenField(team.field, 'paths')?.figures) || []) ids.add(f.id);
  }
  return [...ids];
}

/** The short name a figure is best typed by (its id without the side's prefix). */
function shortName(id: string): string {
  const dash = id.indexOf('-');
  return dash > 0 ? id.slice(dash + 1) : id;
}

/**
 * Which of `ids` the words name: an exact id (or id without its prefix) first,
 * then those every word of which starts a word of the name or id. A unique
 * one, or why not (none, or several: their names listed).
 */
function whoIs(game: Game, words: readonly string[], all: readonly string[], what: string): string | { id: string } {
  const ids = [...new Set(all)];
  const q = words.join(' ');
  if (words.length === 0) return `name ${what}`;
  /** The one id of a list of one; `undefined` for none or several. */
  const alone = (xs: readonly string[]): { id: string } | undefined => (xs.length === 1 && xs[0] !== undefined ? { id: xs[0] } : undefined);
  const exact = alone(ids.filter((id) => id.toLowerCase() === q || shortName(id).toLowerCase() === q));
  if (exact) return exact;
  const fits = ids.filter((id) => {
    const keys = keysOf(game, id);
    return words.every((w) => keys.some((k) => k.startsWith(w)));
  });
  const fit = alone(fits);
  if (fit) return fit;
  // Several: one whose words are all whole words of its name wins ("rifleman 1" over "rifleman 10").
  const whole = alone(
    fits.filter((id) => {
      const keys = keysOf(game, id);
      return words.every((w) => keys.includes(w));
    }),
  );
  if (whole) return whole;
  const list = (xs: readonly string[]) => xs.slice(0, 12).map((id) => `${unitName(game, id)} (${shortName(id)})`).join(', ') + (xs.length > 12 ? `, and ${xs.length - 12} more` : '');
  if (fits.length > 1) return `"${q.slice(0, 30)}" could be ${list(fits)}: type more of the name`;
  return ids.length === 0 ? `none of yours may do that now` : `none of yours that may do that now is called "${q.slice(0, 30)}": ${list(ids)}`;
}

/**
 * When the words name one of the player's own units that may not do this now:
 * the rules' own reason (from `check` on the action as `attempt` builds it),
 * or that it may not, in words. `null` when they name none of the player's.
 */
function notNow(game: Game, state: MatchState, v: MatchView, words: readonly string[], doing: string, attempt?: (id: string, at: TablePoint | null) => Action | null): string | null {
  const own = v.units.filter((u) => u.side === v.side && u.at !== null && u.at !== undefined).map((u) => u.id);
  const who = whoIs(game, words, own, '');
  if (typeof who === 'string') return null;
  const at = v.units.find((u) => u.id === who.id)?.at as unknown;
  const point = at !== null && typeof at === 'object' && 'x' in at && 'y' in at && typeof at.x === 'number' && typeof at.y === 'number' ? { x: at.x, y: at.y } : null;
  const a = attempt?.(who.id, point);
  const why = a ? game.check(state, a) : null;
  if (why && why.code !== 'malformed-action') return why.message;
  return `${unitName(game, who.id)} may not ${doing} now`;
}

/** The open field of kind `kind` of a descriptor, with its name. */
function openOf(d: ActionDescriptor, kind: string): { key: string; field: OpenField } | undefined {
  for (const [key, field] of Object.entries(d.open ?? {})) if (field.kind === kind) return { key, field };
  return undefined;
}

/** The open field of a table's kind `kind` of a descriptor, its parameters typed, with its name. */
function typedOpen<K extends TableOpenField['kind']>(d: ActionDescriptor, kind: K): { key: string; field: FieldOfKind<K> } | undefined {
  const o = openOf(d, kind);
  const field = o && asOpenField(o.field, kind);
  return o && field ? { key: o.key, field } : undefined;
}

/** Fills a descriptor and asks the rules: the action, or their refusal in words. */
function judged(game: Game, state: MatchState, d: ActionDescriptor, values: Record<string, unknown>): string | Action {
  let a: Action;
  try {
    a = fillAction(d, values);
  } catch (e) {
    return e instanceof HexwarError ? e.message : 'that cannot be done';
  }
  const why = game.check(state, a);
  return why ? why.message : a;
}

/** Points typed after `to`, or why they are not points. */
function points(words: readonly string[]): string | TablePoint[] {
  if (words.length === 0) return 'give a point in inches after "to", e.g. to 30,12';
  const out: TablePoint[] = [];
  for (const w of words) {
    const p = parsePoint(w);
    if (!p) return `"${w.slice(0, 20)}" is not a point: a point is x,y in inches, e.g. 30,12`;
    out.push(p);
  }
  return out;
}

/** Set while an example is being proven (its words are parsed as a player's would be): no example inside an example. */
let proving = false;

/** An example the rules accept as typed (see {@link moveExample}, {@link aimExample}), or `null` while one is being proven. */
function proven<T>(find: () => T | null): T | null {
  if (proving) return null;
  proving = true;
  try {
    return find();
  } finally {
    proving = false;
  }
}

/** The answer to a move said without whom or where, with an example the rules accept as typed. */
function whomWhere(game: Game, state: MatchState, v: MatchView, verb: string): string {
  const x = proven(() => moveExample(game, state, v, verb));
  return `${verb} whom where? e.g. ${x ? `${x.verb} ${x.who} to ${x.point}` : `${verb} ${exampleWho(game, v, verb)} to X,Y`}`;
}

/** `move`/`reverse` in words: one figure along its own points, a team as one, or a team's men each to his own. */
function moveSaid(game: Game, state: MatchState, v: MatchView, verb: string, words: readonly string[]): string | SaidAction {
  const ds = v.actions.filter((d) => d.type === verb && (openOf(d, 'path') || openOf(d, 'paths')));
  // Clauses joined by "and": WHO to POINTS.
  const clauses: { who: string[]; to: string[] }[] = [];
  let cur: { who: string[]; to: string[] | null } = { who: [], to: null };
  for (const w of words) {
    if (w === 'and' && cur.to) {
      clauses.push({ who: cur.who, to: cur.to });
      cur = { who: [], to: null };
    } else if (w === 'to' && !cur.to) cur.to = [];
    else if (cur.to) cur.to.push(w);
    else cur.who.push(w);
  }
  if (!cur.to) return whomWhere(game, state, v, verb);
  const lastClause = { who: cur.who, to: cur.to };
  clauses.push(lastClause);
  if (ds.length === 0) {
    // Nothing may move: the rules' reason for the first one named, if one of the player's own.
    const [said = lastClause] = clauses;
    const pts = points(said.to);
    return (typeof pts !== 'string' && notNow(game, state, v, said.who, verb, (id, at) => (at ? { type: verb, side: v.side, figure: id, path: [at, ...pts] } : null))) || nobody(game, state, v, verb);
  }
  // Who may move, each with the descriptor and the typed field it moves by: single figures, teams, and the men of each team.
  const single = new Map<string, { readonly d: ActionDescriptor; readonly key: string; readonly from: TablePoint }>();
  const teams = new Map<string, { readonly d: ActionDescriptor; readonly key: string; readonly field: FieldOfKind<'paths'> }>();
  const men = new Map<string, { readonly d: ActionDescriptor; readonly key: string; readonly from: TablePoint }>();
  for (const d of ds) {
    const one = typedOpen(d, 'path');
    if (one && typeof d.fixed?.['figure'] === 'string') single.set(d.fixed['figure'], { d, key: one.key, from: one.field.from });
    const team = typedOpen(d, 'paths');
    if (team && typeof d.fixed?.['unit'] === 'string') {
      teams.set(d.fixed['unit'], { d, key: team.key, field: team.field });
      for (const f of team.field.figures) men.set(f.id, { d, key: team.key, from: f.from });
    }
  }
  let chosen: { readonly d: ActionDescriptor; readonly key: string } | undefined;
  const paths: Record<string, TablePoint[]> = {};
  let path: TablePoint[] | undefined;
  for (const c of clauses) {
    const pts = points(c.to);
    if (typeof pts === 'string') return pts;
    // After the first clause, a team's men are looked for in that team first ("… and rifle1 to …").
    const scope = chosen && teams.size > 0 ? [...men].filter(([, m]) => m.d === chosen?.d).map(([id]) => id) : [];
    let who = scope.length > 0 ? whoIs(game, c.who, scope, 'a man of the team') : undefined;
    if (!who || typeof who === 'string') who = whoIs(game, c.who, [...new Set([...single.keys(), ...teams.keys(), ...men.keys()])], `who ${verb}s`);
    if (typeof who === 'string') {
      const why = who;
      return notNow(game, state, v, c.who, verb, (id, at) => (at ? { type: verb, side: v.side, figure: id, path: [at, ...pts] } : null)) ?? `${verb}: ${why}`;
    }
    const id = who.id;
    const alone = single.get(id);
    const team = teams.get(id);
    const man = men.get(id);
    const mover = alone ?? team ?? man;
    if (!mover) throw new Error(`the terminal named ${id} among those who may ${verb}, but no ${verb} of it is listed`);
    if (chosen && mover.d !== chosen.d) return `one ${verb} at a time: ${unitName(game, id)} is not in the same move as the others (give it its own line)`;
    chosen = mover;
    if (alone) {
      if (clauses.length > 1) return `${unitName(game, id)} moves on its own: give each figure its own line`;
      path = [alone.from, ...pts];
    } else if (team) Object.assign(paths, formationPaths(team.field, pts));
    else if (man) paths[id] = [man.from, ...pts];
  }
  if (!chosen) return whomWhere(game, state, v, verb);
  const a = judged(game, state, chosen.d, { [chosen.key]: path ?? paths });
  return typeof a === 'string' ? a : { action: a };
}

/** Why nobody may give `verb` now: the phase, and what the list offers. */
function nobody(game: Game, state: MatchState, v: MatchView, verb: string): string {
  return `nothing of yours may ${verb} now (${phaseName(game, state.phase)}${v.actions.length ? ': the list shows what you may do' : ''})`;
}

/** The figures with a listed choice whose open field is of `kind`, each with the first such descriptor and the field's name. */
function byFigure(v: MatchView, kind: string): Map<string, { readonly d: ActionDescriptor; readonly key: string }> {
  const out = new Map<string, { readonly d: ActionDescriptor; readonly key: string }>();
  for (const d of v.actions) {
    const figure = d.fixed?.['figure'];
    const o = openOf(d, kind);
    if (typeof figure === 'string' && o && !out.has(figure)) out.set(figure, { d, key: o.key });
  }
  return out;
}

/** The one figure that may do it, when the player named nobody and only one may; else whom the words name among `ids`. */
function whoOrOnly(game: Game, words: readonly string[], ids: readonly string[], what: string): string | { id: string } {
  const [only] = ids;
  return words.length === 0 && ids.length === 1 && only !== undefined ? { id: only } : whoIs(game, words, ids, what);
}

/** `face WHO DEGREES` or `face WHO X,Y` (toward a point); WHO may be left out when one figure may turn. */
function faceSaid(game: Game, state: MatchState, v: MatchView, words: readonly string[]): string | SaidAction {
  const turners = byFigure(v, 'facing');
  const ids = [...turners.keys()];
  const [first] = ids;
  if (first === undefined) return nobody(game, state, v, 'turn to a new facing');
  const last = words.at(-1) ?? '';
  const whoWords = words.slice(0, -1).filter((w) => w !== 'to' && w !== 'toward' && w !== 'towards');
  const who = whoOrOnly(game, whoWords, ids, `who turns (face ${shortName(first)} 90)`);
  if (typeof who === 'string') return notNow(game, state, v, whoWords, 'turn', (id) => (/^-?\d+(\.\d+)?$/.test(last) ? { type: 'pivot', side: v.side, figure: id, facing: Number(last) } : null)) ?? `face: ${who}`;
  const turner = turners.get(who.id);
  if (!turner) throw new Error(`the terminal named ${who.id} among those who may turn, but no turn of it is listed`);
  let facing: number;
  const p = parsePoint(last);
  if (p) {
    const at = v.units.find((u) => u.id === who.id)?.at as TablePoint | undefined;
    if (!at || typeof at !== 'object') return `${unitName(game, who.id)} is not on the table`;
    if (at.x === p.x && at.y === p.y) return `${unitName(game, who.id)} stands at ${pointWords(p)}: face a point away from it, or give degrees`;
    facing = Math.round((((Math.atan2(p.y - at.y, p.x - at.x) * 180) / Math.PI + 360) % 360) * 100) / 100;
    if (facing >= 360) facing = 0;
  } else if (/^-?\d+(\.\d+)?$/.test(last)) facing = Number(last);
  else return `face which way? degrees (0 east, 90 north, 180 west, 270 south) or a point to face, e.g. face ${shortName(who.id)} 90`;
  const a = judged(game, state, turner.d, { [turner.key]: facing });
  return typeof a === 'string' ? a : { action: a };
}

/** `aim [WHO] X,Y`: a template weapon at a point; the forecast (its scatter and who it may hit) comes back to confirm. */
function aimSaid(game: Game, state: MatchState, v: MatchView, words: readonly string[]): string | SaidAction {
  const aimers = byFigure(v, 'point');
  const ids = [...aimers.keys()];
  const [first] = ids;
  if (first === undefined) return nobody(game, state, v, 'aim a grenade or a shell');
  const p = parsePoint(words.at(-1) ?? '');
  if (!p) {
    const x = proven(() => aimExample(game, state, v));
    return `aim at which point? x,y in inches, e.g. aim ${x ? `${x.who} ${x.point}` : `${shortName(first)} X,Y`}`;
  }
  const whoWords = words.slice(0, -1).filter((w) => w !== 'at');
  const who = whoOrOnly(game, whoWords, ids, `who aims (aim ${shortName(first)} ${pointWords(p)})`);
  if (typeof who === 'string') return notNow(game, state, v, whoWords, 'aim') ?? `aim: ${who}`;
  const aimer = aimers.get(who.id);
  if (!aimer) throw new Error(`the terminal named ${who.id} among those who may aim, but no aim of it is listed`);
  const a = judged(game, state, aimer.d, { [aimer.key]: p });
  if (typeof a === 'string') return a;
  const f = forecast(game, state, a);
  return { action: a, confirm: f.ok ? f.forecast.words : [] };
}

/** `order A B / C D / …`: the units landing on each turn, in turn order. */
function orderSaid(game: Game, state: MatchState, v: MatchView, words: readonly string[]): string | SaidAction {
  const d = v.actions.find((x) => openOf(x, 'arrival-order'));
  const open = d && openOf(d, 'arrival-order');
  if (!d || !open) return nobody(game, state, v, 'write an arrival order');
  const { key, field } = open;
  const units = Array.isArray(field['units']) ? field['units'].filter((u): u is string => typeof u === 'string') : [];
  const turns = Array.isArray(field['turns']) ? field['turns'].filter((t): t is number => typeof t === 'number') : [];
  // The words between slashes, a landing each.
  const groups: string[][] = [];
  let group: string[] = [];
  for (const w of words) {
    if (w === '/') {
      groups.push(group);
      group = [];
    } else group.push(w);
  }
  groups.push(group);
  const order: string[] = [];
  for (const g of groups) {
    for (const w of g) {
      const who = whoIs(game, [w], units, 'a unit');
      if (typeof who === 'string') return `order: ${who}`;
      order.push(who.id);
    }
  }
  // Turn by turn, when the field says how many land on each.
  if (turns.length === units.length && groups.length > 1) {
    const distinct = [...new Set(turns)];
    if (groups.length !== distinct.length) return `the order has ${distinct.length} landings (turns ${distinct.join(', ')}), one group each between slashes: you gave ${groups.length}`;
    for (const [i, turn] of distinct.entries()) {
      const n = turns.filter((t) => t === turn).length;
      const given = groups[i] ?? [];
      if (given.length !== n) return `turn ${turn} lands ${n} unit${n === 1 ? '' : 's'}: you gave ${given.length} (${given.join(' ') || 'none'})`;
    }
  }
  const a = judged(game, state, d, { [key]: order });
  return typeof a === 'string' ? a : { action: a };
}

/** Who a listed choice is of: the unit (a team landing) or the figure (a man getting in, cutting wire). */
const actorOf = (a: Action): string | null => (typeof a['unit'] === 'string' ? a['unit'] : typeof a['figure'] === 'string' ? a['figure'] : null);

/**
 * How far beyond a place, in inches, a typed point still takes it: half an
 * inch, so a point typed to the whole inch lands on a wire's line or in a man's
 * half-inch base.
 */
const PLACE_SLACK = 0.5;

/** The little words that may come before a place's point (`board jeep at 5,30`), left out when reading it. */
const PLACE_LINKS = new Set(['at', 'to', 'into', 'onto', 'on']);

/** The point of a line nearest `p`. */
function nearestOnLine(points: readonly TablePoint[], p: TablePoint): TablePoint {
  let best = points[0] ?? p;
  let bestD = Infinity;
  // Each segment, from the point before.
  for (const [i, b] of points.entries()) {
    const a = points[i - 1];
    if (a === undefined) continue;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const q = { x: a.x + t * dx, y: a.y + t * dy };
    const d = Math.hypot(p.x - q.x, p.y - q.y);
    if (d < bestD) [best, bestD] = [q, d];
  }
  return best;
}

/** Where a figure of the view stands, if on a table. */
function standsAt(v: MatchView, id: string | null): TablePoint | null {
  const at = v.units.find((u) => u.id === id)?.at as unknown;
  return at !== null && typeof at === 'object' && 'x' in at && 'y' in at && typeof at.x === 'number' && typeof at.y === 'number' ? { x: at.x, y: at.y } : null;
}

/**
 * The point to type for a place: a spot's centre; on a line, its point
 * nearest `near` (the figure that would work on it), else its first
 * segment's middle.
 */
function placePoint(place: ChoicePlace, near?: TablePoint | null): TablePoint {
  if (place.kind === 'spot') return { x: place.x, y: place.y };
  const pts = place.points;
  if (near) return nearestOnLine(pts, near);
  const [a, b = a] = pts;
  if (!a || !b) throw new Error('a line place has no points');
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** A place in words, as the list shows it beside its choice: `at 0.6,16`, or `at 19,46 on the line 19,40–19,52`. */
export function placeWords(place: ChoicePlace, near?: TablePoint | null): string {
  const at = `at ${examplePointWords(placePoint(place, near))}`;
  if (place.kind === 'spot') return at;
  return `${at} on the line ${place.points.map(examplePointWords).join('–')}`;
}

/**
 * The listed actions of a view that lie somewhere on the table, each with its
 * place and the place in words (for a line, the point of it nearest the
 * figure that would work on it): what the list shows beside each, and what
 * {@link placedChoice} takes a point for.
 */
export function placedChoices(v: MatchView): (PlacedAction & { readonly words: string; readonly point: TablePoint })[] {
  const out: (PlacedAction & { words: string; point: TablePoint })[] = [];
  for (const p of placedActions(v.actions)) {
    // One place an action: the first field that has one.
    if (out.some((o) => sameJson(o.action, p.action))) continue;
    const near = standsAt(v, actorOf(p.action));
    out.push({ ...p, words: placeWords(p.place, near), point: placePoint(p.place, near) });
  }
  return out;
}

/**
 * `[VERB] [NAME] [at] X,Y`: the listed choice whose place on the table (its
 * descriptor's `where`: a landing spot, a vehicle, a wire's line) lies at the
 * point, within {@link PLACE_SLACK}; the nearest when the point is in several
 * of one figure's (or unit's) places. The name says whose choice it is when
 * several may take a place there; the verb (the action's type, as `land`,
 * `board`) which when one may do two things there. `null` when the line does
 * not end in a point or no listed choice has a place; else the action, or why
 * the point takes none (the nearest place and how far off it is).
 */
export function placedChoice(game: Game, state: MatchState, v: MatchView, line: string): SaidAction | string | null {
  const words = normalize(line);
  const p = parsePoint(words.at(-1) ?? '');
  const all = placedChoices(v);
  if (!p || all.length === 0) return null;
  let rest = words.slice(0, -1);
  while (PLACE_LINKS.has(rest.at(-1) ?? '')) rest = rest.slice(0, -1);
  let mine = all;
  const verb = rest[0];
  if (verb !== undefined && all.some((c) => c.action.type.toLowerCase() === verb)) {
    mine = all.filter((c) => c.action.type.toLowerCase() === verb);
    rest = rest.slice(1);
  }
  const actors = [...new Set(mine.map((c) => actorOf(c.action)).filter((id): id is string => id !== null))];
  let whose = '';
  if (rest.length > 0) {
    const who = whoIs(game, rest, actors, 'whose choice it is');
    if (typeof who === 'string') return notNow(game, state, v, rest, `take a choice at ${pointWords(p)}`) ?? who;
    mine = mine.filter((c) => actorOf(c.action) === who.id);
    whose = ` of ${unitName(game, who.id)}'s`;
  }
  // How far off each place, and (inside two spots at once) how far from each centre.
  const ranked = mine
    .map((c) => {
      const d = distanceToPlace(c.place, p);
      return { c, d, centre: c.place.kind === 'spot' ? Math.hypot(p.x - c.place.x, p.y - c.place.y) : d };
    })
    .sort((a, b) => a.d - b.d || a.centre - b.centre);
  const hits = ranked.filter((r) => r.d <= PLACE_SLACK);
  const said = (a: Action) => actionWords(game, state, a);
  const [best] = hits;
  if (!best) {
    const [near] = ranked;
    // No place at all among the choices named (none is left once the player has said whose): as if none had a place.
    if (!near) return `no choice${whose} lies at ${pointWords(p)} (each choice's place is shown beside it in the list)`;
    const round1 = (x: number) => Math.round(x * 10) / 10;
    const spot = near.c.place.kind === 'spot' && near.c.place.radius ? ` (a spot ${round1(near.c.place.radius * 2)}" across)` : '';
    const off = near.c.place.kind === 'spot' && near.c.place.radius ? 'from its edge' : 'off';
    return `no choice${whose} lies at ${pointWords(p)}: the nearest place is ${placeWords(near.c.place, p)}${spot}, ${round1(near.d)}" ${off}: ${said(near.c.action)} (each choice's place is shown beside it in the list)`;
  }
  // Several figures' choices at the point: the player says whose (a point alone never picks between two units).
  const whoHit = [...new Set(hits.map((h) => actorOf(h.c.action)))];
  if (whoHit.length > 1) {
    const named = whoHit.map((id) => (id ? callName(game, id, actors) : '?'));
    return `${pointWords(p)} is a place for more than one (${hits.slice(0, 6).map((h) => said(h.c.action)).join('; ')}): name whose choice it is, e.g. ${named[0]} ${pointWords(p)} or ${named[1]} ${pointWords(p)}`;
  }
  // One figure's: the place the point is deepest in (nearest its centre); two things to do there as deep, the verb says which.
  const level = hits.filter((h) => h.d === best.d && h.centre === best.centre);
  if (level.length > 1) {
    const types = [...new Set(level.map((h) => h.c.action.type))];
    const which = level.map((h) => said(h.c.action)).join(', or ');
    const [firstType] = types;
    if (firstType !== undefined && types.length > 1) return `at ${pointWords(p)} ${which}: start with which, e.g. ${[firstType.toLowerCase(), ...rest, pointWords(p)].join(' ')}`;
    return `${pointWords(p)} is as far into each place (${which}): give a point further into the one you mean`;
  }
  const why = game.check(state, best.c.action);
  return why ? why.message : { action: best.c.action };
}

/**
 * A line typed at the prompt read as an open choice: the action (with the
 * forecast to confirm, for an aim), why it cannot be done (in a player's
 * words, from the rules' own refusal when they refuse it), or `null` when the
 * line is not an open choice at all.
 */
export function openChoice(game: Game, state: MatchState, v: MatchView, line: string): SaidAction | string | null {
  const [verb = '', ...words] = normalize(line);
  if (!WORDS.has(verb)) return null;
  switch (verb) {
    case 'move':
    case 'reverse':
      return moveSaid(game, state, v, verb, words);
    case 'face':
      return faceSaid(game, state, v, words);
    case 'aim':
      return aimSaid(game, state, v, words);
    default:
      return orderSaid(game, state, v, words);
  }
}

/** Who to name in an example of `verb`. */
function exampleWho(game: Game, v: MatchView, verb: string): string {
  for (const d of v.actions) {
    if (d.type !== verb && !(verb === 'aim' && openOf(d, 'point')) && !(verb === 'face' && openOf(d, 'facing'))) continue;
    const id = d.fixed?.['figure'] ?? d.fixed?.['unit'];
    if (typeof id === 'string') return callName(game, id, openActors(v));
  }
  return 'NAME';
}

/** Bearings an example step tries, after the way the mover faces (or backs): the four quarters, then the diagonals. */
const EXAMPLE_BEARINGS = [0, 90, 180, 270, 45, 135, 225, 315] as const;

/**
 * A point near `centre` to which `verb WHO to POINT`, typed as a player would,
 * is accepted by the rules: `first` if given, then a step of 1" and of 2" the
 * way the mover faces (`ahead`), then every quarter and diagonal; `null` when
 * none is.
 */
function acceptedPoint(game: Game, state: MatchState, v: MatchView, verb: string, who: string, centre: TablePoint, ahead: number, first?: TablePoint): string | null {
  const points = [
    ...(first ? [first] : []),
    ...[1, 2].flatMap((step) => [ahead, ...EXAMPLE_BEARINGS.map((b) => ahead + b)].map((b) => ({ x: centre.x + step * Math.cos((b * Math.PI) / 180), y: centre.y + step * Math.sin((b * Math.PI) / 180) }))),
  ];
  for (const p of points) {
    const point = examplePointWords(p);
    if (acceptedAsTyped(game, state, v, `${verb} ${who} to ${point}`)) return point;
  }
  return null;
}

/** Whether a line, typed by the player, names an action the rules take now. */
function acceptedAsTyped(game: Game, state: MatchState, v: MatchView, line: string): boolean {
  const said = openChoice(game, state, v, line);
  return said !== null && typeof said !== 'string' && game.check(state, said.action) === null;
}

/**
 * An example of moving (`move` or `reverse`) that the rules accept as typed:
 * the verb, who and to where, for `only` or the first mover that has one; a
 * figure's own legal step (its witness) first, else a short step from where it
 * (or its team, as one) stands. `null` when none is found (a hemmed-in
 * figure), so no example is one a player would see refused.
 */
function moveExample(game: Game, state: MatchState, v: MatchView, verb: string, only?: ActionDescriptor): { verb: string; who: string; point: string } | null {
  const actors = openActors(v);
  for (const d of only ? [only] : v.actions) {
    if (d.type !== verb) continue;
    const path = typedOpen(d, 'path')?.field;
    const team = typedOpen(d, 'paths')?.field;
    const id = d.fixed?.['figure'] ?? d.fixed?.['unit'];
    if (typeof id !== 'string' || (!path && !team?.figures.length)) continue;
    const who = callName(game, id, actors);
    const figures = path ? [{ from: path.from, facing: path.facing }] : (team?.figures ?? []);
    const n = figures.length;
    const centre = { x: figures.reduce((t, f) => t + f.from.x, 0) / n, y: figures.reduce((t, f) => t + f.from.y, 0) / n };
    const end = path && path.witness.length > 1 ? path.witness.at(-1) : undefined;
    const point = acceptedPoint(game, state, v, verb, who, centre, (figures[0]?.facing ?? 0) + (verb === 'reverse' ? 180 : 0), end);
    if (point) return { verb, who, point };
  }
  return null;
}

/**
 * An example of aiming that the rules accept as typed: who and at which point,
 * a short way from the first aimer that has one (2", then half and most of its
 * reach, the four quarters and the diagonals); `null` when none is found.
 */
function aimExample(game: Game, state: MatchState, v: MatchView): { who: string; point: string } | null {
  const actors = openActors(v);
  for (const d of v.actions) {
    const aim = typedOpen(d, 'point')?.field;
    const id = d.fixed?.['figure'] ?? d.fixed?.['unit'];
    if (!aim || typeof id !== 'string') continue;
    const who = callName(game, id, actors);
    for (const step of [Math.min(2, aim.within / 2), aim.within / 2, aim.within * 0.9]) {
      for (const b of EXAMPLE_BEARINGS) {
        const point = examplePointWords({ x: aim.origin.x + step * Math.cos((b * Math.PI) / 180), y: aim.origin.y + step * Math.sin((b * Math.PI) / 180) });
        if (acceptedAsTyped(game, state, v, `aim ${who} ${point}`)) return { who, point };
      }
    }
  }
  return null;
}

/**
 * The help for open choices, with examples from what the player may do now in
 * this game (a figure that may move, a team, a facing, an aim, the order).
 */
export function openHelp(game: Game, state: MatchState, v: MatchView, table?: { readonly width: number; readonly height: number }): string[] {
  const lines: string[] = [];
  const has = (kind: string) => v.actions.some((d) => openOf(d, kind));
  const placed = placedExample(game, v);
  const anyTable = table !== undefined || placed !== null || has('path') || has('paths') || has('point') || has('facing') || has('arrival-order');
  if (!anyTable) return lines;
  lines.push('Open choices, in words (points are x,y in inches' + (table ? `; the table is ${table.width}" along x by ${table.height}" along y` : '') + '):');
  const move = v.actions.find((d) => (d.type === 'move' || d.type === 'reverse') && openOf(d, 'path'));
  // A team of several men makes the better example.
  const teams = v.actions
    .flatMap((d) => {
      const f = typedOpen(d, 'paths')?.field;
      const team = d.fixed?.['unit'];
      return f && typeof team === 'string' ? [{ d, team, field: f }] : [];
    })
    .sort((a, b) => b.field.figures.length - a.field.figures.length)[0];
  // Each example is one the rules accept as typed (none where no short step is legal).
  const eg = (verb: string, only?: ActionDescriptor): string => {
    const x = proven(() => moveExample(game, state, v, verb, only));
    return x ? `, e.g. ${x.verb} ${x.who} to ${x.point}` : '';
  };
  if (move) {
    lines.push(`  move NAME to X,Y          move a figure to a point${eg('move')} (a figure by a short part of its name, as in [ ] in the list)`);
    lines.push(`  move NAME to X,Y X,Y …    along a path of several points`);
    if (v.actions.some((d) => d.type === 'reverse')) lines.push(`  reverse NAME to X,Y       a vehicle backs up${eg('reverse')}`);
  }
  if (teams) {
    const { team, field: f } = teams;
    const actors = openActors(v);
    const first = f.figures[0];
    const man = first ? callName(game, first.id, actors) : 'rifle1';
    const pt = proven(() => moveExample(game, state, v, teams.d.type, teams.d))?.point;
    const manPt = first ? proven(() => acceptedPoint(game, state, v, teams.d.type, man, first.from, (first.facing ?? 0) + (teams.d.type === 'reverse' ? 180 : 0))) : null;
    lines.push(`  move TEAM to X,Y          the whole team as one, formation kept${pt ? `, e.g. ${teams.d.type} ${callName(game, team, actors)} to ${pt}` : ''}`);
    lines.push(`  move MAN to X,Y and MAN to X,Y …   each man to his own point (the others stay put)${manPt ? `, e.g. ${teams.d.type} ${man} to ${manPt}` : ''}`);
    if (v.actions.some((d) => d.type === 'reverse' && openOf(d, 'paths'))) lines.push('  reverse TEAM to X,Y       a vehicle backs up');
  }
  if (!move && !teams) lines.push('  move NAME to X,Y [X,Y …]  a figure (or a team as one, formation kept) to a point or along a path, when moves are open');
  lines.push(`  face NAME DEGREES         turn to a facing in degrees (0 east, 90 north, 180 west, 270 south), e.g. face ${exampleWho(game, v, 'face')} 90; or face NAME X,Y to face a point`);
  const aimEg = proven(() => aimExample(game, state, v));
  lines.push(`  aim NAME X,Y              throw a grenade or fire a shell at a point: the scatter forecast is shown, then yes rolls${aimEg ? `, e.g. aim ${aimEg.who} ${aimEg.point}` : ''}`);
  const order = v.actions.find((d) => openOf(d, 'arrival-order'));
  const field = order && openOf(order, 'arrival-order')?.field;
  const units = field && Array.isArray(field['units']) ? (field['units'] as string[]) : [];
  const turns = field && Array.isArray(field['turns']) ? (field['turns'] as number[]) : [];
  if (order && units.length) {
    const groups: string[] = [];
    const distinct = [...new Set(turns)];
    if (distinct.length > 0 && turns.length === units.length) {
      let i = 0;
      for (const t of distinct) {
        const n = turns.filter((x) => x === t).length;
        groups.push(units.slice(i, i + n).map(shortName).join(' '));
        i += n;
      }
    } else groups.push(units.map(shortName).join(' '));
    lines.push(`  order A B / C D / …       the arrival order, the units of each landing between slashes, e.g. order ${groups.join(' / ')}`);
  } else lines.push(`  order A B / C D / …       an arrival order, the units of each landing between slashes (when the game asks for one)`);
  lines.push(`  NAME X,Y                  a listed choice by its place on the table (a landing spot, a vehicle to get into, a spot to get out at, a wire's line: shown "— at X,Y" beside it), a point within ${PLACE_SLACK}" of it${placed ? `, e.g. ${placed}` : ''}; VERB NAME X,Y (land, board, …) when one may do two things there`);
  lines.push('  The numbered choices marked "(the engine\'s example)" or "(drawn at random for you)" fill these in for you instead.');
  return lines;
}


/** A listed choice given by its place, as an example: `t1 0.6,4`; `null` when no listed choice has a place. */
function placedExample(game: Game, v: MatchView): string | null {
  const first = placedChoices(v)[0];
  if (!first) return null;
  const id = actorOf(first.action);
  return `${id ? `${callName(game, id, openActors(v))} ` : ''}${examplePointWords(first.point)}`;
}

/** One line under the menu when some choices are open: how to give them in words, with this position's examples; `null` when none is open. */
export function openHint(game: Game, state: MatchState, v: MatchView): string | null {
  const forms: string[] = [];
  const move = v.actions.find((d) => (d.type === 'move' || d.type === 'reverse') && (openOf(d, 'path') || openOf(d, 'paths')));
  const example = move ? proven(() => moveExample(game, state, v, 'move') ?? moveExample(game, state, v, 'reverse')) : null;
  if (move) forms.push(example ? `${example.verb} ${example.who} to ${example.point}` : `${move.type} ${exampleWho(game, v, move.type)} to X,Y`);
  if (v.actions.some((d) => openOf(d, 'facing'))) forms.push(`face ${exampleWho(game, v, 'face')} 90`);
  if (v.actions.some((d) => openOf(d, 'point'))) {
    const x = proven(() => aimExample(game, state, v));
    forms.push(x ? `aim ${x.who} ${x.point}` : `aim ${exampleWho(game, v, 'aim')} X,Y`);
  }
  if (v.actions.some((d) => openOf(d, 'arrival-order'))) forms.push('order A B / C D / …');
  const placed = placedExample(game, v);
  if (placed) forms.push(`${placed} (a choice by its place)`);
  return forms.length ? `Or in words: ${forms.join(' · ')} (help lists the forms)` : null;
}

/** The parts of a table the terminal describes: its size and named pieces, each a polygon or a line. */
interface TableSketch {
  readonly width: number;
  readonly height: number;
  readonly areas?: readonly { readonly name?: string; readonly id: string; readonly type: string; readonly polygon: readonly TablePoint[] }[];
  readonly obstacles?: readonly { readonly name?: string; readonly id: string; readonly type: string; readonly line: readonly TablePoint[] }[];
  readonly objects?: readonly { readonly name?: string; readonly id: string; readonly kind: string; readonly polygon: readonly TablePoint[] }[];
}

/** The box round some points, in words: `x 0–14, y 16–36`. */
function box(points: readonly TablePoint[]): string {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return `x ${round(Math.min(...xs))}–${round(Math.max(...xs))}, y ${round(Math.min(...ys))}–${round(Math.max(...ys))}`;
}

/**
 * `look`: what the player's side sees on the table or the map, from its view
 * only: every unit by side with where it stands and its facing (another
 * side's hidden units as unidentified markers), and the table's named terrain,
 * obstacles and objects with the box each covers.
 */
export function lookWords(game: Game, v: MatchView, table?: TableSketch): string[] {
  const lines: string[] = [];
  const actors = openActors(v);
  for (const side of game.sides) {
    const units = v.units.filter((u) => u.side === side && u.at !== null && u.at !== undefined);
    if (units.length === 0) continue;
    lines.push(`${sideWord(game, side)}:`);
    for (const u of units) {
      const name = u.hidden && u.side !== v.side ? `an unidentified unit (${u.id})` : unitName(game, u.id);
      const call = actors.includes(u.id) ? ` [${callName(game, u.id, actors)}]` : '';
      const at = u.at as unknown;
      let where = '';
      if (typeof at === 'string') where = ` in ${at}`;
      else if (at !== null && typeof at === 'object' && 'x' in at && 'y' in at && typeof at.x === 'number' && typeof at.y === 'number') {
        where = ` at ${pointWords({ x: at.x, y: at.y })}${'facing' in at && typeof at.facing === 'number' ? `, facing ${Math.round(at.facing)}°` : ''}`;
      }
      lines.push(`  ${name}${call}${where}`);
    }
  }
  if (table) {
    lines.push(`The table: ${table.width}" along x (west to east) by ${table.height}" along y (south to north).`);
    for (const a of table.areas ?? []) lines.push(`  ${a.name ?? a.id} (${a.type}): ${box(a.polygon)}`);
    for (const o of table.obstacles ?? []) lines.push(`  ${o.name ?? o.id} (${o.type}): ${box(o.line)}`);
    for (const o of table.objects ?? []) lines.push(`  ${o.name ?? o.id} (${o.kind}): ${box(o.polygon)}`);
  }
  return lines;
}
