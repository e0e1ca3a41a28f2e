/**
 * JSON Schemas of the data formats a designer writes, generated from the zod
 * schemas the engine checks them with (so an editor and the engine agree).
 *
 * @module
 */
import * as z from 'zod';
import { crtSchema, oddsTableSchema } from '../combat';
import { counterSchema } from '../engine/checks';
import { mapSchema } from '../map';
import { figureSchema, forcesSchema, movementProfileSchema, tableSchema } from '../tabletop';

const schemas: Record<string, () => z.ZodType> = {
  map: mapSchema,
  counters: () => z.array(counterSchema()),
  crt: crtSchema,
  odds: oddsTableSchema,
  table: () => tableSchema(),
  figure: () => figureSchema(),
  forces: () => forcesSchema(),
  'movement-profile': () => movementProfileSchema(),
};

/** The kinds of data there is a schema for. */
export const schemaKinds: readonly string[] = Object.keys(schemas);

/** A data format's JSON Schema (draft 2020-12), refinements left to the engine's check. */
export function schemaOf(kind: string): unknown {
  const s = schemas[kind];
  if (!s) throw new Error(`no schema "${kind}"`);
  return { title: `hexwar ${kind}`, ...z.toJSONSchema(s(), { unrepresentable: 'any', io: 'input' }) };
}
