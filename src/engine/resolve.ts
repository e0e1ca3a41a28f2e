/**
 * The resolve pipeline: everything `apply` and `check` do to an action before
 * running it. The action is read into a plain copy; its type and side are
 * checked; the verb open now is found; a listed action is accepted as listed;
 * anything else gets its schema's complaint, the open decision's, the turn's
 * or the verb's own refusal.
 */
import type * as z from 'zod';
import { HexwarError, type RuleViolation } from '../errors';
import { memo } from '../internal/memo';
import { decisionFrame } from './decision';
import type { ActionDefinition, AnySpec, ReadContext } from './definition';
import type { Game } from './game-types';
import { descriptorContains, refinesListed, sameJson, type ActionDescriptor } from './legal';
import { isActionShape, isJsonObject, plainCopy, quote, unechoed } from './sanitize';
import type { Action, MatchState } from './types';
import { CONCEDE, type VerbRegistry } from './verbs';

/** What the engine resolved about an action before running it. @internal */
export interface Resolved {
  /** The verb that runs it. */
  readonly verb: ActionDefinition<AnySpec, unknown>;
  /** The frame whose verb it is (-1: a phase or game verb). */
  readonly frame: number;
  /** The action, read into a plain copy. */
  readonly action: Action;
}

/** What the pipeline needs of the compiled game. @internal */
export interface ResolveParts {
  /** The game (its title and sides, for messages). */
  readonly game: Game;
  /** Its verbs. */
  readonly verbs: VerbRegistry;
  /** The rule of a phase. */
  readonly phaseRule: (phase: string) => string;
  /** Who may act now. */
  readonly actingSides: (state: MatchState) => readonly string[];
  /** The legal lists. */
  readonly legal: (state: MatchState, side: string) => readonly ActionDescriptor[];
  /** A read context over a state, in a frame. */
  readonly reader: (state: MatchState, frame: number) => ReadContext;
}

/** A game's resolve pipeline. @internal */
export type Resolver = (state: MatchState, raw: unknown, seat?: string) => { ok: true; r: Resolved } | { ok: false; error: RuleViolation };

const resolvers = /* @__PURE__ */ memo<Game, Resolver>('resolve pipelines');

/** The resolve pipeline of a game, for the engine's own answers to decisions. @internal */
export function resolverOf(game: Game): Resolver {
  const r = resolvers.get(game);
  if (!r) throw new HexwarError({ code: 'internal-error', message: `${game.id} was not made by defineGame` });
  return r;
}

/**
 * The resolve pipeline of a game: reads and checks an action up to running it
 * (what runs it, or why not). `seat` is the side a host has authenticated.
 *
 * @internal
 */
export function resolver(parts: ResolveParts): Resolver {
  const { game, verbs, phaseRule, actingSides, legal, reader } = parts;
  const resolve: Resolver = (state, raw, seat) => {
    const copied = plainCopy(raw);
    if (!copied.ok) return { ok: false, error: { ...copied.error, rule: 'actions' } };
    const value = copied.value;
    if (!isJsonObject(value)) return refuse('malformed-action', `an action must be an object with a "type" and a "side", not ${quote(raw)}`, 'actions');
    let shape = value;
    if (seat !== undefined) {
      if (!game.sides.includes(seat)) return refuse('unknown-side', `${quote(seat)} is not a side of ${game.title} (${game.sides.join(', ')})`, 'actions');
      shape = { ...shape, side: seat };
    }
    if (typeof shape['type'] !== 'string' || shape['type'] === '') return refuse('malformed-action', 'an action needs a "type": the name of what to do', 'actions', 'type');
    if (!isActionShape(shape) || shape.side === '') return refuse('malformed-action', 'an action needs a "side": who gives it', 'actions', 'side');
    const action = shape;
    const rule = phaseRule(state.phase);
    if (state.result) return refuse('game-over', `the game is over: ${state.result.reason}`, rule);
    if (!game.sides.includes(action.side)) return refuse('unknown-side', `${quote(action.side)} is not a side of ${game.title} (${game.sides.join(', ')})`, 'actions', 'side');
    if (verbs.concede && action.type === CONCEDE) {
      // Either side, at any moment of play: conceding is never any other verb's business.
      const malformed = payloadProblem(verbs.concede, action, verbs.concede.rule);
      return malformed ? { ok: false, error: malformed } : { ok: true, r: { verb: verbs.concede, frame: -1, action } };
    }
    // Under an open decision, the verbs of the procedure that asked (its answers run there).
    const open = verbs.open(state);
    const decision = decisionFrame(state.stack);
    const p = decision ? { side: decision.side, ...decision.local } : null;
    const own = open.verbs.get(action.type);
    let found = own ? { verb: own, frame: open.frame } : undefined;
    if (p && !found) {
      const verb = verbs.all.get(action.type);
      if (verb) found = { verb, frame: open.frame };
    }
    if (!found) {
      const known = verbs.all.get(action.type);
      if (!known) return refuse('unknown-action', `${game.title} has no action ${quote(action.type)} (it has ${[...verbs.all.keys()].join(', ')})`, rule, 'type');
      const now = [...open.verbs.keys()];
      const home = verbs.phasesOf.get(action.type);
      const where = home?.length ? `${action.type} belongs to the ${home.join(' and ')} phase${home.length > 1 ? 's' : ''}` : `${action.type} is not an action of this moment`;
      return refuse('not-now', `${where}; now it is ${describePosition(state)}${now.length ? ` (now: ${now.join(', ')})` : ''}`, known.rule ?? rule);
    }
    const { verb, frame } = found;
    const vrule = verb.rule ?? rule;
    // An action the game lists (a decision's option, or one of its legal
    // descriptors without open fields) is accepted as listed: the lists are the
    // contract (the fuzzer holds every listed action to its verb's schema), and
    // the schema is for telling a player exactly what is wrong with anything else.
    if (p) {
      if (action.side === p.side && p.options.some((o) => sameJson(o, action))) return { ok: true, r: { verb, frame, action } };
    } else if (verb.legal && actingSides(state).includes(action.side)) {
      const d = legal(state, action.side).find((x) => x.type === action.type && descriptorContains(x, action));
      if (d && !d.open && !refinesListed(d, action)) return { ok: true, r: { verb, frame, action } };
    }
    // The payload: the verb's schema reads the fields beyond type and side; others are refused.
    const malformed = payloadProblem(verb, action, vrule);
    if (malformed) return { ok: false, error: malformed };
    if (p) {
      if (action.side !== p.side) return refuse('not-your-decision', `the ${p.side} player must first decide: ${p.prompt}`, p.rule ?? vrule);
      if (!p.options.some((o) => sameJson(o, action))) return refuse('not-an-option', `that is not one of the choices open: ${p.prompt}`, p.rule ?? vrule);
      return { ok: true, r: { verb, frame, action } };
    }
    if (!actingSides(state).includes(action.side)) {
      return refuse('not-your-turn', `it is not the ${action.side} player's turn (${describePosition(state)})`, rule);
    }
    if (!verb.legal) return refuse('no-decision', `${action.type} answers a decision, and none is open`, vrule);
    const listed = legal(state, action.side);
    const d = listed.find((x) => x.type === action.type && descriptorContains(x, action));
    const ctx = reader(state, frame);
    if (!d) {
      const why = verb.refuse?.(ctx, action);
      if (why) return { ok: false, error: typeof why === 'string' ? { code: 'illegal', message: unechoed(why, action), rule: ruleIn(why) ?? vrule } : { ...why, message: unechoed(why.message, action), rule: why.rule ?? vrule } };
      return refuse('illegal', `that ${action.type} is not allowed now (${vrule})`, vrule);
    }
    const refined = refinesListed(d, action);
    if ((d.open || refined) && verb.check) {
      const why = verb.check(ctx, action);
      if (why) return refuse('illegal', unechoed(why, action), ruleIn(why) ?? vrule);
    } else if (refined) return refuse('illegal', `${action.type} has no check for ${Object.keys(d.optional ?? {}).join(', ')}: give the action as listed (${vrule})`, vrule);
    return { ok: true, r: { verb, frame, action } };
  };
  resolvers.set(game, resolve);
  return resolve;
}

/** Why an action's fields do not fit its verb's schema (or name a field it has not), or `null`. @internal */
export function payloadProblem(verb: ActionDefinition<AnySpec, unknown>, action: Action, vrule: string): RuleViolation | null {
  if (verb.schema) {
    const { type: _t, side: _s, ...payload } = action;
    const parsed = verb.schema.safeParse(payload);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      if (issue === undefined) throw new Error(`${action.type}: the schema refused the action without saying why (zod gave no issue)`);
      const path = issue.path.map(String).join('.');
      return { code: 'malformed-action', message: `${action.type}: ${path ? `${path}: ` : ''}${issue.message}`, rule: vrule, ...(path ? { path } : {}) };
    }
    const known = schemaKeys(verb.schema);
    if (known) for (const k of Object.keys(payload)) if (!known.has(k)) return { code: 'malformed-action', message: `${action.type} has no field ${quote(k, 30)}`, rule: vrule, path: k };
  } else {
    for (const k of Object.keys(action)) if (k !== 'type' && k !== 'side') return { code: 'malformed-action', message: `${action.type} has no field ${quote(k, 30)}`, rule: vrule, path: k };
  }
  return null;
}

/** A refusal. @internal */
export function refuse(code: string, message: string, rule?: string, path?: string): { ok: false; error: RuleViolation } {
  return { ok: false, error: { code, message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) } };
}

/** The rule a message cites in its last parentheses, e.g. "(6.2.1)". */
function ruleIn(message: string): string | undefined {
  const m = /\(([^()]*)\)\s*$/.exec(message);
  return m ? m[1] : undefined;
}

function describePosition(state: MatchState): string {
  const top = state.stack[state.stack.length - 1];
  return `turn ${state.turn}, ${state.phase}${top ? `, ${top.proc}` : ''}${state.active ? `, ${state.active} to act` : ''}`;
}

const keysMemo = /* @__PURE__ */ memo<object, Set<string> | null>('schema keys');
/** The fields an object schema knows, or null if it takes any (not an object schema, or passthrough). @internal */
export function schemaKeys(schema: z.ZodType): Set<string> | null {
  const hit = keysMemo.get(schema);
  if (hit !== undefined) return hit;
  // Read by shape, not by class: a plugin's schemas may come from another copy of zod.
  const object = schema as unknown as { shape?: Record<string, unknown>; def?: { catchall?: { def?: { type?: string } } } };
  const shape = object.shape;
  const catchall = object.def?.catchall;
  const keys = shape && (!catchall || catchall.def?.type === 'never') ? new Set(Object.keys(shape)) : null;
  keysMemo.set(schema, keys);
  return keys;
}

