import { z } from 'zod';
import type { Game } from '../engine/game';
import type { GameEvent } from '../engine/types';

const schemas = /* @__PURE__ */ new WeakMap<z.ZodRawShape, z.ZodType>();

/** The schema an event declared with these fields must fit: them, its type, and who may see it (nothing else). */
function schemaOf(fields: z.ZodRawShape): z.ZodType {
  let s = schemas.get(fields);
  if (!s) schemas.set(fields, (s = z.strictObject({ ...fields, type: z.string(), visibleTo: z.array(z.string()).optional(), publicAs: z.unknown().optional() })));
  return s;
}

/**
 * The first event (or public form of one) that does not fit the fields its
 * game declared for it (`declareEvent`), in words; `null` if all fit.
 *
 * @internal
 */
export function eventProblem(game: Game, events: readonly GameEvent[]): string | null {
  const declared = game.definition.events;
  if (!declared) return null;
  for (const e of events) {
    for (const form of [e, e.publicAs]) {
      if (!form || !Object.hasOwn(declared, form.type)) continue;
      const fields = declared[form.type]?.fields;
      if (!fields) continue;
      const r = schemaOf(fields).safeParse(form);
      if (!r.success) return `a "${form.type}" event does not fit its declared fields: ${r.error.issues.map((i) => `${i.path.join('.') || '(event)'}: ${i.message}`).join('; ')}`;
    }
  }
  return null;
}
