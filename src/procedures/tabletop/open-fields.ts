/**
 * The open fields the tabletop procedures list, by kind, with their
 * parameters typed: a figure's path, a team's paths, a point aimed at, a
 * stretch along a move, a facing. A sampler or a bot reads one through
 * {@link openFieldOf}, which checks the kind, instead of casting the field.
 *
 * @module
 */
import { expandActions, sameJson, type ActionDescriptor, type OpenField } from '../../engine/legal';
import type { Action } from '../../engine/types';
import type { ChoicePlace } from '../../tabletop/places';
import type { Base } from '../../tabletop/figures';
import type { TablePoint } from '../../tabletop/geometry';
import type { TableState } from '../../tabletop/table';

/**
 * One figure's open `path` field (the path move's): where it stands and how it
 * may move; a player draws the path, a sampler draws one, and the witness is a
 * legal one.
 *
 * @category Tabletop procedures
 */
export interface PathField {
  /** The kind. */
  readonly kind: 'path';
  /** Where the figure stands. */
  readonly from: TablePoint;
  /** Its facing. */
  readonly facing: number;
  /** Its base or hull (kept out of solid objects all along the path). */
  readonly base: Base;
  /** Its movement profile's name. */
  readonly profile: string;
  /** Its share of a full move. */
  readonly allowance: number;
  /** A reverse move. */
  readonly reverse?: boolean;
  /** Straight ahead only. */
  readonly straight?: boolean;
  /** Where the figures stand, as circles round their bases (flat x, y, radius; its own, at `from`, ignored): a move ends clear of them. */
  readonly avoid?: readonly number[];
  /** The table's changes in play, when the game has any. */
  readonly state?: TableState;
  /** One legal path. */
  readonly witness: readonly TablePoint[];
}

/**
 * One figure of a team's open `paths` field.
 *
 * @category Tabletop procedures
 */
export interface TeamPathFigure {
  /** The figure's id. */
  readonly id: string;
  /** Where it stands. */
  readonly from: TablePoint;
  /** Its facing, if it has one. */
  readonly facing?: number;
  /** Its base or hull. */
  readonly base: Base;
  /** Its movement profile's name. */
  readonly profile: string;
  /** Its share of a full move. */
  readonly allowance: number;
  /** Where the figures stand, as circles round their bases (flat x, y, radius). */
  readonly avoid?: readonly number[];
}

/**
 * A team's open `paths` field: each figure that may move, by its own path.
 *
 * @category Tabletop procedures
 */
export interface TeamPathsField {
  /** The kind. */
  readonly kind: 'paths';
  /** The figures that may move. */
  readonly figures: readonly TeamPathFigure[];
  /** A reverse move. */
  readonly reverse?: boolean;
  /** The table's changes in play, when the game has any. */
  readonly state?: TableState;
}

/**
 * An open `point` field: where a template weapon (a grenade, a shell) is aimed.
 *
 * @category Tabletop procedures
 */
export interface PointField {
  /** The kind. */
  readonly kind: 'point';
  /** Where the thrower or the gun stands. */
  readonly origin: TablePoint;
  /** How far from it the point may be, in inches. */
  readonly within: number;
  /** The point must be in sight of the origin. */
  readonly sight: boolean;
  /**
   * The template's radius in inches: wherever it lands, it touches each figure
   * whose base comes within this of its centre (for a page to draw the blast
   * where the player points). Absent when the point lays no template.
   */
  readonly radius?: number;
  /** The table's changes in play, when the game has any. */
  readonly state?: TableState;
}

/**
 * An open `along` field: where along a target's move a shot is fired (fire
 * along a move), in inches from its start.
 *
 * @category Tabletop procedures
 */
export interface AlongField {
  /** The kind. */
  readonly kind: 'along';
  /** The stretches of the move the firer may shoot at, as [from, to] in inches. */
  readonly intervals: readonly (readonly [number, number])[];
  /** Points the listing offers, each one the exact check allows. */
  readonly points: readonly number[];
}

/**
 * An open `facing` field: a whole number of degrees.
 *
 * @category Tabletop procedures
 */
export interface FacingField {
  /** The kind. */
  readonly kind: 'facing';
}

/**
 * The tabletop procedures' open fields, told apart by their kind.
 *
 * @category Tabletop procedures
 */
export type TableOpenField = PathField | TeamPathsField | PointField | AlongField | FacingField;

/**
 * The tabletop open field of one kind, e.g. `FieldOfKind<'path'>` is a {@link PathField}.
 *
 * @typeParam K - the kind.
 * @category Tabletop procedures
 */
export type FieldOfKind<K extends TableOpenField['kind']> = Extract<
  TableOpenField,
  {
    /** The kind. */
    readonly kind: K;
  }
>;

/**
 * An open field as the kind it says it is, or `undefined` if it is another
 * kind: the field's parameters typed, for a sampler or a bot.
 *
 * @example
 * ```ts
 * import { asOpenField } from 'hexwar/tabletop';
 *
 * // A bot reading a move verb's open `path` field: its parameters, typed.
 * const field = asOpenField(descriptor.open?.path, 'path');
 * if (field) console.log(field.from, field.profile);
 * ```
 * @category Tabletop procedures
 */
export function asOpenField<K extends TableOpenField['kind']>(field: OpenField | undefined, kind: K): FieldOfKind<K> | undefined {
  // The core's procedures build every field of these kinds with exactly these parameters.
  return field?.kind === kind ? (field as unknown as FieldOfKind<K>) : undefined;
}

/**
 * A descriptor's open field `name`, if it is of `kind`, with its parameters typed.
 *
 * @example
 * ```ts
 * import { openFieldOf, sampleMoves, stepRandom } from 'hexwar/tabletop';
 * const path = openFieldOf(d, 'path', 'path');
 * if (path) sampleMoves(table, PROFILES[path.profile]!, path.from, { allowance: path.allowance, random: stepRandom(view.step) });
 * ```
 * @category Tabletop procedures
 */
export function openFieldOf<K extends TableOpenField['kind']>(d: ActionDescriptor, name: string, kind: K): FieldOfKind<K> | undefined {
  return asOpenField(d.open?.[name], kind);
}

/**
 * A team moved as one, formation kept: every figure of a team's `paths` field
 * follows the same route shifted to where it stands, the team's centre (the
 * mean of where its figures stand) passing through each of `to` in turn. The
 * paths are the open field's value; the verb's `check` judges each (a figure
 * whose share of the move falls short, or whose end lands in a wall, refuses
 * the whole move).
 *
 * @example
 * ```ts
 * import { fillAction } from 'hexwar';
 * import { formationPaths, openFieldOf } from 'hexwar/tabletop';
 * const field = openFieldOf(d, 'paths', 'paths')!;
 * game.apply(state, fillAction(d, { paths: formationPaths(field, [{ x: 30, y: 12 }]) }));
 * ```
 * @category Tabletop procedures
 */
export function formationPaths(field: TeamPathsField, to: readonly TablePoint[]): Record<string, TablePoint[]> {
  const out: Record<string, TablePoint[]> = {};
  const n = field.figures.length;
  if (n === 0) return out;
  const cx = field.figures.reduce((s, f) => s + f.from.x, 0) / n;
  const cy = field.figures.reduce((s, f) => s + f.from.y, 0) / n;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  for (const f of field.figures) {
    out[f.id] = [{ x: f.from.x, y: f.from.y }, ...to.map((p) => ({ x: round(f.from.x + p.x - cx), y: round(f.from.y + p.y - cy) }))];
  }
  return out;
}

/**
 * One listed action whose chosen value lies somewhere on the table (its
 * descriptor's `where`), with that place: what a front end takes on a click there.
 *
 * @category Tabletop procedures
 */
export interface PlacedAction {
  /** The action, as the list holds it. */
  readonly action: Action;
  /** The chosen field the place is of (`"jeep"`, `"wire"`). */
  readonly field: string;
  /** Where the field's value lies. */
  readonly place: ChoicePlace;
}

/**
 * The listed actions of `descriptors` that have a place on the table, each
 * with it: a descriptor's every action, paired with the place its descriptor
 * gives for the value it chose (once per field with places). Descriptors with
 * open fields are left out (they are given by pointing already).
 *
 * @example
 * ```ts
 * import { distanceToPlace, placedActions } from 'hexwar/tabletop';
 * const near = placedActions(view.actions).filter((p) => distanceToPlace(p.place, clicked) < 0.5);
 * ```
 * @category Tabletop procedures
 */
export function placedActions(descriptors: readonly ActionDescriptor[]): PlacedAction[] {
  const out: PlacedAction[] = [];
  for (const d of descriptors) {
    if (!d.where || (d.open && Object.keys(d.open).length > 0)) continue;
    const actions = expandActions([d]);
    for (const field in d.where) {
      const values = d.choose?.[field];
      const places = d.where[field];
      if (!values || !places) continue;
      for (const action of actions) {
        const i = values.findIndex((v) => sameJson(v, action[field]));
        const place = places[i];
        if (place) out.push({ action, field, place });
      }
    }
  }
  return out;
}
