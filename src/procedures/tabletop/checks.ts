/**
 * The tabletop procedures' data checked when a game builds them (at
 * definition, not when a figure first moves or a die first shows a gap): the
 * movement chart as profiles, against the table's declared terrain, zones and
 * obstacles; the weapons' range bands, scatter tables, direction dice and
 * templates. Each problem is a `bad-game` with its exact path.
 */
import * as z from 'zod';
import { HexwarError } from '../../errors';
import type { TableData } from '../../tabletop/table';
import type { MovementProfile } from '../../tabletop/movement';
import { directionDieSchema, lazy, movementProfileSchema, rangeBandsSchema, scatterTableSchema } from '../../tabletop/schema';
import { parseOrThrow } from '../../validation';
import { TARGET_RULES, type TableWeapon } from './fire';

const list = (names: Iterable<string>): string => [...new Set(names)].join(', ') || 'none';

/**
 * Checks a movement chart against the table it is played on: each profile's
 * shape (a speed above 0, rates of inches, a multiple or "prohibited"), and
 * that every terrain, zone and obstacle type it names is one the table
 * declares (a misspelt "jungel" would otherwise be open ground, silently).
 *
 * @throws {@link hexwar!HexwarError} `bad-game` naming the path, e.g. `profiles.infantry.terrain.jungel`.
 * @internal
 */
export function checkProfiles(what: string, table: TableData, profiles: Readonly<Record<string, MovementProfile>>): void {
  parseOrThrow(z.object({ profiles: z.record(z.string(), movementProfileSchema()) }), { profiles }, what, 'bad-game');
  const terrain = Object.keys(table.terrainTypes);
  const zones = (table.zones ?? []).map((zn) => zn.kind);
  const obstacles = (table.obstacles ?? []).map((o) => o.type);
  for (const [name, p] of Object.entries(profiles)) {
    const named = (key: 'terrain' | 'zones' | 'obstacles', known: readonly string[], words: string) => {
      for (const type of Object.keys(p[key] ?? {})) {
        if (!known.includes(type)) {
          const path = `profiles.${name}.${key}.${type}`;
          throw new HexwarError({ code: 'bad-game', message: `${what} is not valid: ${path}: "${type}" is not ${words} of the table (it has ${list(known)})`, path });
        }
      }
    };
    named('terrain', terrain, 'a terrain type');
    named('zones', zones, 'a kind of zone');
    named('obstacles', obstacles, 'a type of obstacle');
  }
}

const positive = () => z.number({ error: 'must be a number of inches' }).positive('must be more than 0');

const weaponSchema = /* @__PURE__ */ lazy(() =>
  z
    .object({
      name: z.string().min(1, 'must not be empty'),
      range: positive().optional(),
      bands: rangeBandsSchema().optional(),
      arc: z.number().gt(0, 'an arc is more than 0°').max(360, 'an arc is at most 360°').optional(),
      targets: z.enum(TARGET_RULES).optional(),
      rolls: z.number().int('must be a whole number').min(1, 'at least one roll').optional(),
      second: positive().optional(),
      template: z
        .object({
          radius: positive().optional(),
          diameter: positive().optional(),
          die: directionDieSchema().optional(),
          distanceDie: z.number().int('must be a whole number').min(2, 'a die has at least 2 sides').optional(),
          table: scatterTableSchema().optional(),
          atPoint: z.boolean().optional(),
          sight: z.boolean().optional(),
        })
        .refine((t) => (t.radius === undefined) !== (t.diameter === undefined), 'a template has a radius or a diameter (one of them)')
        .optional(),
      indirect: z.boolean().optional(),
      rule: z.string().optional(),
    })
    .refine((w) => !(w.indirect && w.template), { message: 'a weapon with a template already fires indirectly at a target\'s place: indirect is for a weapon without one', path: ['indirect'] })
    .refine((w) => !(w.indirect && w.range === undefined && w.bands === undefined), { message: 'an indirect weapon has a range: it fires at what its side has spotted, not at what it sees', path: ['indirect'] })
    .refine((w) => w.range === undefined || w.bands === undefined || w.range === w.bands.at(-1)?.upTo, { message: "a weapon with range bands reaches to the last band's limit: give the bands alone", path: ['range'] }),
);

/**
 * Checks a game's weapons: range bands that increase, scatter tables with a
 * row for every face of their die (not a gap found when it is rolled),
 * direction dice, template sizes, arcs and rolls.
 *
 * @throws {@link hexwar!HexwarError} `bad-game` naming the path, e.g. `weapons.grenade.template.table.entries`.
 * @internal
 */
export function checkWeapons(what: string, weapons: Readonly<Record<string, TableWeapon>>): void {
  parseOrThrow(z.object({ weapons: z.record(z.string(), weaponSchema()) }), { weapons }, what, 'bad-game');
}
