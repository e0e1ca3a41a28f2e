/**
 * The checks a game definition passes before it is compiled: zod over its
 * shape (every problem with its exact path), then what zod cannot say alone.
 */
import * as z from 'zod';
import { HexwarError } from '../errors';
import type { SequenceStep } from '../flow';
import { figureOf } from '../board/table';
import { figureSchema } from '../tabletop/schema';
import { parseOrThrow } from '../validation';
import { DECISION, decisionProcedure } from './decision';
import { schemaKeys } from './resolve';
import { quote } from './sanitize';
import type { AnySpec, GameDefinition } from './definition';

/**
 * The zod schema of one counter's printed data (what `counters` in a game
 * definition holds): id, side, name, type, steps, and factors per step.
 *
 * @category Engine
 */
export function counterSchema() {
  return z
    .object({
      id: z.string().min(1),
      side: z.string().min(1),
      name: z.string().min(1),
      type: z.string().min(1),
      steps: z.number().int().min(1),
      formation: z.string().optional(),
      size: z.string().optional(),
      factors: z
        .array(
          z
            .object({
              attack: z.number().min(0).nullable(),
              defence: z.number().min(0),
              movement: z.number().min(0),
              range: z.number().int().min(0).optional(),
            })
            .passthrough(),
        )
        .optional(),
    })
    .passthrough();
}

const fn = (what: string) => z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function', { message: `must be a function (${what})` });

const zodSchema = () => z.custom<z.ZodType>((v) => typeof v === 'object' && v !== null && 'safeParse' in v && typeof v.safeParse === 'function', { message: 'must be a zod schema' });

function verbSchema() {
  return z
    .object({
      schema: zodSchema().optional(),
      rule: z.string().optional(),
      apply: fn('the handler that carries the action out'),
      legal: fn('the legal actions now').optional(),
      refuse: fn('why an action is refused').optional(),
      check: fn('the check of open fields').optional(),
      says: z.union([z.string(), fn('the words of an action')]).optional(),
      limit: z.object({ field: z.string().min(1), times: z.int().min(1), per: z.enum(['phase', 'turn']) }).strict().optional(),
    })
    .passthrough();
}

let definitionSchemaMemo: z.ZodType | null = null;
function definitionSchema(): z.ZodType {
  if (definitionSchemaMemo) return definitionSchemaMemo;
  const verbs = z.record(z.string(), verbSchema());
  definitionSchemaMemo = z
    .object({
      id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, like "meiktila"'),
      title: z.string().min(1),
      version: z.string().min(1),
      sides: z.array(z.string().min(1)).min(1),
      map: z.unknown().optional(),
      table: z.unknown().optional(),
      counters: z.array(counterSchema()),
      scenarios: z.record(z.string(), z.object({ title: z.string(), description: z.string().optional(), victory: z.string().optional(), setup: z.record(z.string(), z.string()).optional() })),
      setup: fn('set-up'),
      finalResult: fn('the result when the last turn ends'),
      actions: verbs.optional(),
      phases: z.record(z.string(), z.object({ actions: verbs.optional(), run: z.string().optional(), enter: fn('phase entry').optional(), exit: fn('phase exit').optional() }).passthrough()).optional(),
      procedures: z.record(z.string(), z.object({ start: fn('procedure start'), actions: verbs.optional(), resume: fn('procedure resume').optional(), decisions: z.array(z.string().min(1)).optional(), view: fn('procedure view').optional() }).passthrough()).optional(),
      tracks: z.record(z.string(), z.object({ min: z.number().optional(), max: z.number().optional(), start: z.number().optional(), rule: z.string().optional() })).optional(),
      flags: z.record(z.string(), z.object({ until: z.enum(['phase', 'turn', 'game']), rule: z.string().optional() })).optional(),
      markerFlags: z.array(z.string().min(1)).optional(),
      sideNames: z.record(z.string(), z.string()).optional(),
      concession: z.object({ rule: z.string().min(1) }).optional(),
      events: z.record(z.string(), z.object({ says: z.custom<unknown>((v) => v === null || typeof v === 'function', { message: 'must be a function of the event giving its words in the log, or null to leave it out' }), fields: z.record(z.string(), zodSchema()).optional(), core: z.string().optional() })).optional(),
    })
    .passthrough()
    .superRefine((d, ctx) => {
      const seen = new Map<string, number>();
      d.counters.forEach((c, i) => {
        const before = seen.get(c.id);
        if (before !== undefined) ctx.addIssue({ code: 'custom', path: ['counters', i, 'id'], message: `"${c.id}" is used twice (also counters[${before}])` });
        seen.set(c.id, i);
        if (!d.sides.includes(c.side)) ctx.addIssue({ code: 'custom', path: ['counters', i, 'side'], message: `"${c.side}" is not one of the sides (${d.sides.join(', ')})` });
        if (c.factors && c.factors.length !== c.steps) ctx.addIssue({ code: 'custom', path: ['counters', i, 'factors'], message: `has ${c.factors.length} sides of factors but the counter has ${c.steps} steps` });
      });
      if ((d.map === undefined) === (d.table === undefined)) ctx.addIssue({ code: 'custom', path: [d.map === undefined ? 'map' : 'table'], message: d.map === undefined ? 'a game needs a map (map data: size, labels, terrain) or a table (for miniatures)' : 'a game has a map or a table, not both' });
      else if (d.map !== undefined && (typeof d.map !== 'object' || d.map === null)) ctx.addIssue({ code: 'custom', path: ['map'], message: 'a game needs a map (map data: size, labels, terrain)' });
      // On a table each counter is a figure: its base (and class, weapons, team, capacity) as the board will read it.
      if (d.table !== undefined) {
        d.counters.forEach((c, i) => {
          const figure = figureSchema().safeParse(figureOf(c));
          if (!figure.success) for (const issue of figure.error.issues) ctx.addIssue({ code: 'custom', path: ['counters', i, ...issue.path], message: issue.message });
        });
      }
      // A scenario's set-up places the game's own counters.
      for (const [name, sc] of Object.entries(d.scenarios)) for (const unit of Object.keys(sc.setup ?? {})) if (!seen.has(unit)) ctx.addIssue({ code: 'custom', path: ['scenarios', name, 'setup', unit], message: `"${unit.slice(0, 40)}" is not one of the game's counters` });
      if (Object.keys(d.scenarios).length === 0) ctx.addIssue({ code: 'custom', path: ['scenarios'], message: 'a game needs at least one scenario' });
      if (d.concession) {
        const named = [d.actions, ...Object.values(d.phases ?? {}).map((p) => p.actions), ...Object.values(d.procedures ?? {}).map((p) => p.actions)].some((v) => v !== undefined && 'concede' in v);
        if (named) ctx.addIssue({ code: 'custom', path: ['concession'], message: 'the core\'s concede verb is on: the game may not have a verb named "concede" of its own' });
      }
      for (const [name, p] of Object.entries(d.phases ?? {})) {
        if (p.run !== undefined && !d.procedures?.[p.run]) ctx.addIssue({ code: 'custom', path: ['phases', name, 'run'], message: `"${p.run}" is not one of the game's procedures` });
      }
      // A core event reworded under another event's name would word the wrong event.
      for (const [type, e] of Object.entries(d.events ?? {})) {
        if (e.core !== undefined && e.core !== type) ctx.addIssue({ code: 'custom', path: ['events', type, 'core'], message: `rewords the core's "${e.core}" event under "${type}": give it as ${e.core}: rewordEvent('${e.core}', …)` });
      }
      for (const [name, t] of Object.entries(d.tracks ?? {})) {
        if (t.min !== undefined && t.max !== undefined && t.min > t.max) ctx.addIssue({ code: 'custom', path: ['tracks', name], message: `min ${t.min} is above max ${t.max}` });
      }
    });
  return definitionSchemaMemo;
}

/** Every step of a sequence, with its path (`sequence.steps[1].steps[0]`), depth first. */
function eachStep(steps: readonly SequenceStep[], path: string, visit: (step: SequenceStep, at: string) => void): void {
  steps.forEach((s, i) => {
    const at = `${path}[${i}]`;
    visit(s, at);
    if ('steps' in s) eachStep(s.steps, `${at}.steps`, visit);
  });
}

/** The rule of each phase, from the sequence (for refusals that name the phase). @internal */
export function phaseRules(steps: readonly SequenceStep[], out: Map<string, string>, inherited?: string): void {
  for (const s of steps) {
    const rule = s.rule ?? inherited;
    if ('phase' in s && rule) out.set(s.phase, rule);
    if ('steps' in s) phaseRules(s.steps, out, rule);
  }
}

/**
 * Checks a game definition: its shape by zod (exact paths), and that every side
 * and phase its sequence of play names is one of its sides and phases.
 *
 * @throws {@link hexwar!HexwarError} `bad-game` naming the path of the first problem.
 * @internal
 */
export function checkDefinition(def: GameDefinition<AnySpec>): void {
  parseOrThrow(definitionSchema(), def, `game definition "${String(def.id ?? '?').slice(0, 40)}"`, 'bad-game');
  const phases = Object.keys(def.phases ?? {});
  const gameActions = Object.keys(def.actions ?? {}).length;
  const problem = (path: string, message: string) => new HexwarError({ code: 'bad-game', message: `game definition "${def.id}" is not valid: ${path}: ${message}`, path });
  // The core's decision procedure has its name (a definition copied from a defined game carries it, and is welcome).
  if (def.procedures && Object.hasOwn(def.procedures, DECISION) && def.procedures[DECISION] !== decisionProcedure) {
    throw problem(`procedures.${DECISION}`, `"${DECISION}" is the core's procedure for an open decision (ctx.decide): give the game's own procedure another name`);
  }
  for (const [part, steps] of [['sequence.setup', def.sequence.setup ?? []], ['sequence.steps', def.sequence.steps]] as const) {
    eachStep(steps, part, (step, at) => {
      if ('sides' in step) {
        step.sides.forEach((side, j) => {
          if (!def.sides.includes(side)) throw problem(`${at}.sides[${j}]`, `"${side}" is not one of the sides (${def.sides.join(', ')})`);
        });
      }
      // A phase the game does not define has no actions and no hooks of its own. A game that defines its
      // phases means each one it names (a misspelling otherwise); one with none, and no actions of the whole
      // game either, would stop there for good.
      if ('phase' in step && !Object.hasOwn(def.phases ?? {}, step.phase) && (phases.length > 0 || gameActions === 0)) {
        throw problem(`${at}.phase`, `${quote(step.phase)} is not one of the game's phases (${phases.join(', ') || 'none defined, and no actions of the whole game'}): play would reach it and find nothing to do`);
      }
    });
  }  // A says template naming a field its verb's actions lack would log "W3 moves to " for ever (checked where the schema's fields are known).
  const tables: [string, GameDefinition<AnySpec>['actions']][] = [['actions', def.actions]];
  for (const [name, p] of Object.entries(def.phases ?? {})) tables.push([`phases.${name}.actions`, p?.actions]);
  for (const [name, p] of Object.entries(def.procedures ?? {})) tables.push([`procedures.${name}.actions`, p?.actions]);
  for (const [where, verbs] of tables) {
    for (const [type, verb] of Object.entries(verbs ?? {})) {
      if (typeof verb.says !== 'string') continue;
      const fields = verb.schema ? schemaKeys(verb.schema) : new Set<string>();
      if (!fields) continue;
      for (const [, name = ''] of verb.says.matchAll(/\{(\w+)\}/g)) {
        if (SAYS_ALWAYS.has(name) && fields.has(name)) {
          throw problem(`${where}.${type}.says`, `"{${name}}" names both the action's own ${name} field and the mark the log fills itself (${SAYS_MEANS[name] ?? name}), which would win: rename the field, or word the line with a function`);
        }
        if (!SAYS_ALWAYS.has(name) && !fields.has(name)) throw problem(`${where}.${type}.says`, `"{${name}}" is no field of a ${type} action (it may name ${[...fields, ...SAYS_ALWAYS].join(', ')})`);
      }
    }
  }
  // A counter field a letter or two from one the engine reads ("wepons") is a slip, not the game's own field.
  // Each field name is weighed once (a game's counters share a few names; the check ran on every import).
  const nearField = new Map<string, string | undefined>();
  for (const [i, c] of def.counters.entries()) {
    for (const key of Object.keys(c)) {
      if (COUNTER_FIELDS.includes(key)) continue;
      let near = nearField.get(key);
      if (!nearField.has(key)) nearField.set(key, (near = COUNTER_FIELDS.find((k) => k.length > 3 && editDistance(k, key) <= (k.length > 5 ? 2 : 1))));
      if (near) throw problem(`counters[${i}].${key}`, `"${key}" is not a counter field the engine reads: did you mean "${near}"? (a game's own fields are welcome under other names)`);
    }
  }
  // What each verb reads of the counters (a class on the movement chart, weapons in the fire rules).
  for (const [, verbs] of tables) {
    for (const verb of Object.values(verbs ?? {})) {
      const found = verb.checkCounters?.(def.counters);
      if (found) throw problem(found.path, found.message);
    }
  }
}

/** The counter fields the engine and its procedures read. */
const COUNTER_FIELDS = ['id', 'side', 'name', 'type', 'steps', 'formation', 'size', 'factors', 'class', 'base', 'weapons', 'team', 'capacity'];

/** Levenshtein distance, for "did you mean". */
function editDistance(a: string, b: string): number {
  // row[j]: the distance from the letters of `a` read so far to the first j of `b`.
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  let last = b.length;
  for (let i = 0; i < a.length; i++) {
    const ca = a[i];
    // Along the new row: `left` is its cell to the left, `diag` the old row's cell up and left.
    let left = i + 1;
    let diag = i;
    const next = [left];
    for (const [j, up] of row.slice(1).entries()) {
      left = Math.min(up + 1, left + 1, diag + (ca === b[j] ? 0 : 1));
      diag = up;
      next.push(left);
    }
    row = next;
    last = left;
  }
  return last;
}

/** The marks every `says` template may name besides its verb's fields. */
const SAYS_ALWAYS = new Set(['type', 'side', 'target', 'phase']);
/** What the log fills each mark with. */
const SAYS_MEANS: Readonly<Record<string, string>> = { target: 'the hex of the attack under way', phase: "the current phase's title", side: "the side's name", type: 'the action type' };
