/**
 * The JSON Schemas `hexwar schema` prints are what a designer's editor checks
 * data files with: every game's own data must pass them, as a JSON file with a
 * `$schema` key would, and a mistake the engine refuses must be flagged too.
 */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { schemaKinds, schemaOf } from '../../src/cli/schemas';
import { compileMap } from '../../src/public/hex';
import { MAP as MYITKYINA_MAP } from '../../games/myitkyina/data/map';
import { COUNTERS as MYITKYINA_COUNTERS } from '../../games/myitkyina/data/counters';
import { CRT as MYITKYINA_CRT, ODDS as MYITKYINA_ODDS } from '../../games/myitkyina/data/tables';
import { meiktilaMap } from '../../games/meiktila/data/map';
import { COUNTERS as SKIRMISH_COUNTERS, PROFILES as SKIRMISH_PROFILES, TABLE as SKIRMISH_TABLE } from '../../games/pacific-skirmish';
import { counters as meiktilaCounters } from '../../games/meiktila/data/counters';
import { crt as meiktilaCrt, oddsTable as meiktilaOdds } from '../../games/meiktila/data/tables';
import { MAP as CROSSING_MAP } from '../../examples/plugin/crossing';

const ajv = new Ajv2020({ strict: false, allErrors: true });
const check = (kind: string, data: unknown) => {
  const validate = ajv.compile(schemaOf(kind) as object);
  return validate(JSON.parse(JSON.stringify(data))) ? 'valid' : ajv.errorsText(validate.errors);
};

describe('JSON Schemas of the data formats', () => {
  it('every kind compiles as draft 2020-12', () => {
    for (const kind of schemaKinds) expect(() => ajv.compile(schemaOf(kind) as object), kind).not.toThrow();
  });

  it("the games' maps, counters and tables pass, with a $schema key as an editor needs", () => {
    for (const map of [MYITKYINA_MAP, meiktilaMap, CROSSING_MAP]) expect(check('map', { $schema: './map.schema.json', ...map })).toBe('valid');
    // …and the engine takes such a file as it is.
    expect(compileMap(JSON.parse(JSON.stringify({ $schema: './map.schema.json', ...CROSSING_MAP }))).size).toBe(48);
    expect(check('counters', MYITKYINA_COUNTERS)).toBe('valid');
    expect(check('counters', meiktilaCounters)).toBe('valid');
    expect(check('crt', MYITKYINA_CRT)).toBe('valid');
    expect(check('crt', meiktilaCrt)).toBe('valid');
    expect(check('odds', MYITKYINA_ODDS)).toBe('valid');
    expect(check('odds', meiktilaOdds)).toBe('valid');
    expect(check('table', { $schema: './table.schema.json', ...SKIRMISH_TABLE })).toBe('valid');
    expect(check('counters', SKIRMISH_COUNTERS)).toBe('valid');
    for (const profile of Object.values(SKIRMISH_PROFILES)) expect(check('movement-profile', profile)).toBe('valid');
  });

  it('a mistake is flagged where it is', () => {
    expect(check('map', { ...CROSSING_MAP, columns: 0 })).toMatch(/columns/);
    expect(check('map', { ...CROSSING_MAP, id: undefined })).toMatch(/id/);
    expect(check('odds', { ...MYITKYINA_ODDS, kind: 'ratios' })).toMatch(/kind|must be equal to one of/);
  });
});
