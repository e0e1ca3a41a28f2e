/**
 * The sampler of Tan's arrival order, for the random bot and the fuzzer (the
 * paths and aim points are the core's).
 *
 * @module
 */
import type { JsonValue, OpenField } from 'hexwar';

/** The field's units in a random order. */
export function sampleOrder(field: OpenField, draw: (n: number) => number): JsonValue {
  const units = [...(field['units'] as string[])];
  for (let i = units.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    [units[i], units[j]] = [units[j]!, units[i]!];
  }
  return units;
}
