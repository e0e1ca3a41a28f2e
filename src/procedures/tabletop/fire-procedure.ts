import { checkWeapons } from './checks';
import * as z from 'zod';
import type { ActionDefinition, ReadContext, RulesContext, UnitOf } from '../../engine/definition';
import { sideWord } from '../../engine/event-words';
import type { ActionDescriptor, OpenSampler } from '../../engine/legal';
import type { JsonValue } from '../../engine/types';
import type { TableFigure, TablePosition } from '../../tabletop/figures';
import { bearing as bearingTo, pointDistance, type TablePoint } from '../../tabletop/geometry';
import { distanceToBase } from '../../tabletop/measure';
import { scatterByDie, scatterByTable } from '../../tabletop/scatter';
import { figuresWithin, indexFigures } from '../../tabletop/spatial';
import { TABLE_EPSILON } from '../../tabletop/tolerance';
import { passesCheck, rollModified } from '../tables';
import { figureName, figureOnTable, hundredths, placedUnit, quoted, standsOnTable } from './common';
import type { NeedsFlag, TableSpec } from '../../engine/definition';
import {
  isProblem,
  needWords,
  objectName,
  templateRadius,
  weaponOf,
  type FireConfig,
  type FireProblem,
  type ShotNeed,
  type ShotOdds,
  type ShotSetup,
  type TableWeapon,
} from './fire';
import { alongSampler, facingSampler, pointSampler } from './move-samplers';
import { tableOf } from './move';
import type { BlastForecast, ShotForecast } from '../../engine/forecast';
import { blast, threats, type Threat } from './fire-foresee';
import { alongIntervals, alongPoints, alongProblem, movePathOf, movers, targetAlong } from './fire-along';
import { firingSide, fireWeapons, weaponFired, weaponsOf, whyNotFire } from './fire-firers';
import { shotOdds } from './fire-odds';
import type { FireParts } from './fire-parts';
import { reachOf, setupAt, weaponReach } from './fire-range';
import { shotProblem, targetOf } from './fire-shot';
import { liveFigures, sees, spotted, tableStateOf } from './fire-sight';
import { everyTarget, secondTargets, targetRuleOf, targets } from './fire-target-rules';
import type { Strike } from './fire';
export type { Strike } from './fire';

/**
 * A fire action: a figure fires (one of) its weapon(s) at a target, at a
 * second target too (a shotgun), or at a point of the target's move.
 *
 * @category Tabletop procedures
 */
export type FireAction = {
  /** The firing figure. */
  readonly figure: string;
  /** The weapon, when the game's fire actions name it. */
  readonly weapon?: string;
  /** The target (none for a weapon that fires at every target at once). */
  readonly target?: string;
  /** A second target. */
  readonly also?: string;
  /** Inches into the target's move this player turn. */
  readonly along?: number;
};

/**
 * A template aimed at a point: a figure's grenade, a tank's shell.
 *
 * @category Tabletop procedures
 */
export type AimAction = {
  /** The figure. */
  readonly figure: string;
  /** The point aimed at. */
  readonly at: TablePoint;
};

/**
 * How a verb aims a template weapon at a point.
 *
 * @category Tabletop
 */
export interface AimOptions {
  /** The verb's action type (`throwGrenade`). */
  readonly type: string;
  /** The weapon it aims (a template weapon of the config). */
  readonly weapon: string;
  /** Why a figure without the weapon may not (`only a sergeant throws grenades`). */
  readonly only: string;
  /** The log's verb (`throws` a grenade, `fires` a shell); by default the figure `aims the` weapon. */
  readonly verb?: string;
}


/**
 * The fire of a game (see {@link FireConfig}): its `fire` verb, verbs for
 * templates aimed at a point, the pure odds of any shot (the forecast's), the
 * targets a figure may fire at, and the steps a game's own rules reuse
 * (a shot, a template's strike).
 *
 * @category Tabletop procedures
 */
export interface FireProcedure<G extends TableSpec, N extends ShotNeed> {
  /** The fire verb: `{ figure, weapon?, target?, also?, along? }`. */
  readonly fire: ActionDefinition<G, FireAction>;
  /** A verb that aims a weapon's template at a point (`{ figure, at }`). */
  aimed(options: AimOptions): ActionDefinition<G, AimAction>;
  /** Why a figure may not fire now, or `null`. */
  block(ctx: ReadContext<G>, unit: UnitOf<G>): string | null;
  /** A figure's shot at a target (where it stands, or `along` inches into its move): its set-up. */
  setup(ctx: ReadContext<G>, firer: TableFigure, weapon: string, target: string, along?: number): ShotSetup | FireProblem;
  /** The odds of a shot: the need, every modifier with its reason and the chance; or why it is not allowed. */
  odds(ctx: ReadContext<G>, setup: ShotSetup): ShotOdds<N> | FireProblem;
  /** The targets a figure may fire a weapon at where they stand, in unit order (objects last). */
  targets(ctx: ReadContext<G>, firer: TableFigure, weapon: string): string[];
  /** Every target a weapon that fires at every target rolls at, with where (along a move if that is where it was seen). */
  everyTarget(
    ctx: ReadContext<G>,
    firer: TableFigure,
    weapon: string,
  ): {
    /** The target figure. */
    readonly id: string;
    /** The point aimed at. */
    readonly aim: TablePosition;
    /** Inches along the target's move this turn, when fired at along it. */
    readonly along?: number;
  }[];
  /** Where along a target's move this player turn a figure may fire a weapon at it, in inches along it. */
  alongIntervals(ctx: ReadContext<G>, firer: TableFigure, weapon: string, target: string): [number, number][];
  /** Whether a side has anything to fire at now. */
  anyShot(ctx: ReadContext<G>, side: G['side']): boolean;
  /** Rolls one shot by its odds, says so (`shot`), and lets the game's `resolve` hook carry it out. Returns whether it hit. */
  shoot(ctx: RulesContext<G>, odds: ShotOdds<N>): boolean;
  /** Lays a template: the scatter, then a shot at everything it touches from where it landed. */
  strike(ctx: RulesContext<G>, strike: Strike): void;
  /** What a strike would do, before its rolls: the chance it lands on its aim and each figure's chance to be hit (a direction die's arrow weighed at `bearings` bearings, default 24). */
  blast(ctx: ReadContext<G>, strike: Strike, bearings?: number): BlastForecast;
  /** The shots each enemy figure free to fire could take at a figure if it stood at `at` (range, arc, sight, odds; templates left out): where a bot weighs ending a move. */
  threats(ctx: ReadContext<G>, figure: TableFigure, at: TablePosition): Threat<N>[];
  /** The figures that take part in fire (on the table and in play), in unit order. */
  live(ctx: ReadContext<G>): readonly TableFigure[];
  /** The enemy figures a side has spotted (every enemy in play, without spotting rules). */
  spotted(ctx: ReadContext<G>, side: string): ReadonlySet<string>;
  /** The samplers of the open fields its verbs list: `point` and `along` (and `facing`, for a figure that turns). */
  readonly samplers: { readonly [kind: string]: OpenSampler };
}

const idSchema = z.string().max(40);
const pointSchema = z.strictObject({ x: z.number(), y: z.number() });

/**
 * The fire of a game, configured by data (see {@link FireConfig}): who may
 * fire; which targets (spotted, the nearest, a free choice, every one in the
 * arc; figures and solid objects; at a point of a move); range bands measured
 * as the game measures, arcs, sight, cover; modifiers with reasons and the need
 * from one pure function; the roll through the core's roll helpers; and what a
 * hit does by the game's hook. Templates scatter by a direction die or a table
 * and shoot at everything they touch.
 *
 * @example
 * ```ts
 * import { tabletopFire } from 'hexwar/tabletop';
 *
 * // Pacific Skirmish: "designate target and fire" on d10 tables, hitting below the number needed.
 * export const fire = tabletopFire<G, SkirmishNeed>({
 *   rule: '6', table: TABLE, weapons: WEAPONS, measure: 'centre',
 *   die: 10, compare: 'below', alwaysHits: 1, namesWeapon: true, modifiers: MODIFIERS,
 *   rules: { sequence: '6', ranges: '6.2', arcs: '8', sight: '5', spotting: '5' },
 *   need: (ctx, shot) => needToHit(ctx, shot),     // the number needed, with its modifiers
 *   resolve: (ctx, shot, hit) => { if (hit) applyHit(ctx, shot); }, // what a hit does
 * });
 * ```
 * @category Tabletop procedures
 */
export function tabletopFire<G extends TableSpec, N extends ShotNeed = ShotNeed>(config: FireConfig<G, N> & NeedsFlag<G, 'fired'>): FireProcedure<G, N> {
  checkWeapons(`the weapons (${config.rule})`, config.weapons);
  // Worked out once: every part of fire reads it (see fire-parts.ts).
  const fire: FireParts<G, N> = {
    config,
    rules: {
      sequence: config.rules?.sequence ?? config.rule,
      ranges: config.rules?.ranges ?? config.rule,
      arcs: config.rules?.arcs ?? config.rule,
      sight: config.rules?.sight ?? config.rule,
      spotting: config.rules?.spotting ?? config.rule,
    },
    measure: config.measure ?? 'centre',
  };
  const rules = fire.rules;
  const weapon = (id: string): TableWeapon => weaponOf(config, id);
  /** The figures (or objects) a fire action names, the first target then the second. */
  const namedTargets = (a: FireAction): string[] => [a.target, a.also].filter((id): id is string => id !== undefined);
  /** Where a template fired at a named target lands before it scatters: the target where it stands. */
  const aimOf = (ctx: ReadContext<G>, named: readonly string[]): TablePoint => {
    const [first] = named;
    const t = first === undefined ? null : targetOf(ctx, first);
    if (!t) throw new Error(`fire (${config.rule}): a template fired at ${first ?? 'no target'}, which is not on the table; the action should have been refused`);
    return t.at;
  };

  /** The fire actions of a side now, or (with `first`) whether there is one. */
  const list = (ctx: ReadContext<G>, side: string, first: boolean): ActionDescriptor[] => {
    const out: ActionDescriptor[] = [];
    if (firingSide(fire, ctx) !== side) return out;
    const moved = movers(fire, ctx, side);
    for (const u of ctx.state.units) {
      if (u.side !== side || !standsOnTable(u) || whyNotFire(fire, ctx, u) !== null) continue;
      const firer = ctx.board.figure(u.id);
      if (!firer) continue;
      for (const w of fireWeapons(fire, ctx, u.id)) {
        const wd = weapon(w);
        const fixed: Record<string, JsonValue> = config.namesWeapon ? { figure: u.id, weapon: w } : { figure: u.id };
        const rule = targetRuleOf(fire, ctx, firer, w);
        if (rule === 'every') {
          if (everyTarget(fire, ctx, firer, w).length > 0) out.push({ type: 'fire', side, fixed, ...(wd.rule ? { rule: wd.rule } : {}) });
        } else {
          const ts = targets(fire, ctx, firer, w);
          if (ts.length > 0) {
            out.push({ type: 'fire', side, fixed, choose: { target: ts }, ...(wd.template && wd.rule ? { rule: wd.rule } : {}) });
            for (const t of ts) {
              const f = ctx.board.figure(t);
              const also = f ? secondTargets(fire, ctx, firer, w, f) : [];
              if (also.length) out.push({ type: 'fire', side, fixed: { ...fixed, target: t }, choose: { also } });
            }
          }
          if (!wd.template) {
            for (const id of moved) {
              // The stretches it was seen in (sampled, for showing), and the points in them the exact check allows (for choosing).
              const intervals = alongIntervals(fire, ctx, firer, w, id);
              const points = alongPoints(fire, ctx, firer, w, id, intervals);
              if (points.length > 0) out.push({ type: 'fire', side, fixed: { ...fixed, target: id }, open: { along: { kind: 'along', intervals, points } }, rule: config.alongMoves?.rule ?? config.rule });
            }
          }
        }
        if (first && out.length) return out;
      }
    }
    return out;
  };

  /** What a shot is read on, as its event and its forecast both say it: range, band, table and row, the need. */
  const reading = (odds: ShotOdds<N>) => {
    const n = odds.need;
    return {
      distance: hundredths(odds.distance),
      ...(odds.band !== undefined ? { band: odds.band } : {}),
      ...(n.table !== undefined ? { table: n.table } : {}),
      ...(n.row !== undefined ? { row: n.row } : {}),
      need: n.need,
      needs: needWords(config.compare, n.need),
    };
  };

  /** A shot's odds as a forecast: what `shoot` would say of it, but the roll. */
  const shotForecast = (odds: ShotOdds<N>): ShotForecast => {
    return {
      by: odds.by,
      weapon: weapon(odds.weapon).name,
      target: odds.target.id,
      ...reading(odds),
      die: odds.die,
      modifiers: odds.modifiers.filter((m) => m.n !== 0).map((m) => ({ n: m.n, why: m.why })),
      chance: odds.chance,
      rule: odds.rule,
    };
  };

  const shoot = (ctx: RulesContext<G>, odds: ShotOdds<N>): boolean => {
    const w = weapon(odds.weapon);
    const tname = odds.target.figure ? figureName(ctx, odds.target.id) : objectName(ctx, odds.target.id);
    const { roll, modified, modifiers } = rollModified(ctx, { table: `to hit the ${tname} (${w.name})`, sides: odds.die, modifiers: odds.modifiers, rule: odds.rule });
    const hit = passesCheck(odds.check, roll, modified);
    ctx.emit({
      type: 'shot',
      by: odds.by,
      side: odds.side,
      weapon: w.name,
      target: odds.target.id,
      at: { x: odds.target.at.x, y: odds.target.at.y },
      ...(odds.along !== undefined ? { along: odds.along } : {}),
      ...(odds.template ? { template: true } : {}),
      ...reading(odds),
      roll,
      modifiers: modifiers.map((m) => ({ why: m.why, n: m.n })),
      total: modified,
      hit,
      ...(config.alwaysHits !== undefined ? { natural: roll === config.alwaysHits } : {}),
      rule: odds.rule,
    });
    config.resolve(ctx, odds, hit);
    return hit;
  };

  const strike = (ctx: RulesContext<G>, s: Strike): void => {
    const w = weapon(s.weapon);
    const t = w.template;
    if (!t) throw new Error(`fire (${config.rule}): ${s.by}'s ${w.name} strikes with a template but has none`);
    let landed: TablePoint;
    let how: Record<string, JsonValue>;
    if (t.table) {
      const roll = ctx.random.die(t.table.die, `where ${s.by}'s ${w.name} lands`);
      const r = scatterByTable(t.table, roll, { from: s.from, target: s.aim });
      landed = r.point;
      how = { roll, result: r.result ?? 'on-target', onTarget: r.onTarget };
    } else {
      const die = t.die;
      if (!die) throw new Error(`fire (${config.rule}): the ${w.name}'s template scatters by a table or a direction die, and it has neither`);
      const faces = die.faces;
      const face = ctx.random.die(faces.length, `Hit or arrow die (${w.name})`);
      const arrow = faces[face - 1] === 'arrow';
      const miss = faces[face - 1] !== 'hit';
      const bearing = arrow ? ctx.random.int(0, 359, `where the arrow points (${w.name})`) : undefined;
      const distance = miss ? ctx.random.die(t.distanceDie ?? 6, `inches off target (${w.name})`) : 0;
      const r = scatterByDie(s.aim, die, { face, distance, ...(bearing !== undefined ? { bearing } : {}) }, bearingTo(s.from, s.aim));
      landed = r.point;
      how = { face, onTarget: !miss, ...(miss ? { bearing: r.bearing ?? 0, distance } : {}) };
    }
    const radius = templateRadius(t);
    const touched = figuresWithin(indexFigures(liveFigures(fire, ctx)), landed, radius, { measure: 'base' });
    ctx.emit({ type: 'scatter', by: s.by, side: s.side, weapon: w.name, aim: { x: s.aim.x, y: s.aim.y }, ...how, landed: { x: landed.x, y: landed.y }, radius, touched: touched.map((f) => f.id), rule: w.rule ?? config.rule });
    // Everything under the template is struck at once: the odds first, then the rolls.
    const shots: ShotOdds<N>[] = [];
    for (const f of touched) {
      const o = shotOdds(fire, ctx, { by: s.by, side: s.side, weapon: s.weapon, target: { id: f.id, figure: f, at: f.at }, from: landed, distance: pointDistance(landed, f.at), template: true });
      if (!isProblem(o)) shots.push(o);
    }
    for (const o of shots) if (standsOnTable(ctx.unit(o.target.id))) shoot(ctx, o);
  };

  const reworded = (ctx: ReadContext<G>, p: FireProblem, firer: string, w: string) => {
    const r = config.reword?.(ctx, p, firer, w);
    return { code: p.code, message: r?.message ?? p.message, rule: r?.rule ?? p.rule };
  };

  const fireVerb: ActionDefinition<G, FireAction> = {
    schema: z.object({
      figure: z.string(),
      ...(config.namesWeapon ? { weapon: z.enum(Object.keys(config.weapons)) } : {}),
      target: z.string().optional(),
      also: idSchema.optional(),
      along: z.number().optional(),
    }) as never,
    rule: config.rule,
    says(ctx, a) {
      const w = a.weapon ?? fireWeapons(fire, ctx, a.figure)[0];
      const wd = w !== undefined ? config.weapons[w] : undefined;
      if (a.target === undefined) return `the ${figureName(ctx, a.figure)} fires at every target in range${wd?.arc !== undefined ? ' and arc' : ''}`;
      const tname = (id: string) => (ctx.hasUnit(id) ? figureName(ctx, id) : objectName(ctx, id));
      return `${figureName(ctx, a.figure)} fires ${wd ? `the ${wd.name} ` : ''}at ${tname(a.target)}${a.also !== undefined ? ` and ${tname(a.also)}` : ''}${a.along !== undefined ? `, ${Math.round(a.along * 10) / 10}" into its move` : ''}`;
    },
    legal: (ctx, side) => list(ctx, side, false),
    check(ctx, a) {
      if (a.target === undefined || a.along === undefined) return null;
      const firer = figureOnTable(ctx, a.figure);
      const w = weaponFired(fire, ctx, a);
      return alongProblem(fire, ctx, firer, w, a.target, a.along);
    },
    refuse(ctx, a) {
      if (!ctx.hasUnit(a.figure)) return `${quoted(a.figure)} is not a figure of this game (${config.rule})`;
      const u = ctx.unit(a.figure);
      if (u.side !== a.side) return `${figureName(ctx, u.id)} is not one of your figures (${config.rule})`;
      if (firingSide(fire, ctx) !== a.side) return `${sideWord(a.side)} does not fire now (${rules.sequence})`;
      const why = whyNotFire(fire, ctx, u);
      if (why) return why;
      const w = a.weapon ?? fireWeapons(fire, ctx, u.id)[0];
      if (w === undefined || !fireWeapons(fire, ctx, u.id).includes(w)) {
        return reworded(ctx, { code: 'no-weapon', message: `${figureName(ctx, u.id)} has no ${w !== undefined && config.weapons[w] ? weapon(w).name : 'weapon to fire'} (${config.rule})`, rule: config.rule }, u.id, w ?? '');
      }
      const wd = weapon(w);
      const firer = figureOnTable(ctx, u.id);
      const rule = targetRuleOf(fire, ctx, firer, w);
      const wrule = wd.rule ?? config.rule;
      if (rule === 'every') return a.target !== undefined || a.along !== undefined ? `a ${wd.name} does not pick a target: it rolls at every target in range${wd.arc !== undefined ? ' and arc' : ''} (${wrule})` : `the ${figureName(ctx, u.id)} has no target in range${wd.arc !== undefined ? ` and its ${wd.arc}° arc` : ''} (${wrule})`;
      if (a.target === undefined) return `name the target (${config.rule})`;
      const target = targetOf(ctx, a.target);
      if (!target) return ctx.hasUnit(a.target) ? `the ${figureName(ctx, a.target)} is out of action (${config.rule})` : `${quoted(a.target)} is not a figure of this game (${config.rule})`;
      const tname = target.figure ? figureName(ctx, target.id) : objectName(ctx, target.id);
      if (target.figure && target.figure.side === a.side) return `the ${tname} is one of yours (${config.rule})`;
      if (target.figure && !liveFigures(fire, ctx).some((f) => f.id === target.id)) return `the ${tname} is out of action (${config.rule})`;
      if (a.along !== undefined) {
        if (wd.template || wd.indirect) return `a ${wd.name} fires at where its target is, not along its move (${wrule})`;
        if (!movePathOf(fire, ctx, target.id)) return `the ${tname} did not move this turn: fire at it where it stands (${config.alongMoves?.rule ?? config.rule})`;
        return `the ${tname} was not in the sight, arc and range of ${figureName(ctx, u.id)} at that point of its move (${config.alongMoves?.rule ?? config.rule})`;
      }
      if (rule === 'spotted' && target.figure && !spotted(fire, ctx, a.side).has(target.id)) {
        const spotting = config.spotting?.rules;
        const d = spotting?.spotAt[target.figure.class] ?? spotting?.otherwise ?? 0;
        return { code: 'not-spotted', message: `the ${tname} has not been spotted: it did not move or fire and is concealed, farther than ${d}" from your figures that can see it (${rules.spotting})`, rule: rules.spotting };
      }
      if (wd.template) return `the ${tname} is beyond the ${reachOf(wd)}" range of the ${wd.name} (${rules.ranges})`;
      if (a.also !== undefined) {
        if (wd.second === undefined) return `a ${wd.name} fires at one target (${wrule})`;
        if (!targets(fire, ctx, firer, w).includes(a.target)) return `${figureName(ctx, u.id)} must fire at the nearest enemy it can see and hurt first (${wrule})`;
        return `the second target must be another enemy within ${wd.second ?? 0}" of the first that ${figureName(ctx, u.id)} can see and hurt (${wrule})`;
      }
      if (rule === 'nearest') {
        const near = targets(fire, ctx, firer, w).map((id) => figureName(ctx, id));
        return near.length ? `${figureName(ctx, u.id)} must fire at the nearest enemy it can see and hurt: ${near.join(' or ')} (${wrule})` : `${figureName(ctx, u.id)} has no enemy it can see and hurt within range (${wrule})`;
      }
      const p = shotProblem(fire, ctx, firer, w, target, true);
      if (p) return reworded(ctx, p, u.id, w);
      return `${figureName(ctx, u.id)} may not fire at the ${tname} (${config.rule})`;
    },
    // Every weapon the figure carries (those aimed at a point too), as the targets above read them.
    weapons: (ctx, id) => weaponsOf(fire, ctx, id).map((w) => weaponReach(fire, w, ctx.board.figure(id))),
    // The shots `apply` would roll, by the same odds, before any is rolled.
    forecast(ctx, a) {
      const w = weaponFired(fire, ctx, a);
      const wd = weapon(w);
      const firer = figureOnTable(ctx, a.figure);
      const shots: ShotForecast[] = [];
      if (targetRuleOf(fire, ctx, firer, w) === 'every') {
        for (const t of everyTarget(fire, ctx, firer, w)) {
          const o = shotOdds(fire, ctx, setupAt(fire, ctx, firer, w, { id: t.id, figure: t.figure, at: t.aim }, t.along));
          if (!isProblem(o)) shots.push(shotForecast(o));
        }
        return { shots };
      }
      const named = namedTargets(a);
      if (wd.template) return { blast: blast(fire, ctx, { by: firer.id, side: firer.side, weapon: w, aim: aimOf(ctx, named), from: firer.at }) };
      for (const id of named) {
        const target = a.along !== undefined ? targetAlong(fire, ctx, id, a.along) : targetOf(ctx, id);
        if (!target) continue;
        const o = shotOdds(fire, ctx, setupAt(fire, ctx, firer, w, target, a.along));
        if (!isProblem(o)) shots.push({ ...shotForecast(o), ...((wd.rolls ?? 1) > 1 ? { rolls: wd.rolls } : {}) });
      }
      return { shots };
    },
    apply(ctx, a) {
      const u = placedUnit(ctx, a.figure);
      const w = weaponFired(fire, ctx, a);
      const wd = weapon(w);
      const firer = figureOnTable(ctx, u.id);
      ctx.updateUnit(u.id, { flags: { fired: true } });
      config.fired?.(ctx, u);
      if (targetRuleOf(fire, ctx, firer, w) === 'every') {
        for (const t of everyTarget(fire, ctx, firer, w)) {
          const o = shotOdds(fire, ctx, setupAt(fire, ctx, firer, w, { id: t.id, figure: t.figure, at: t.aim }, t.along));
          if (!isProblem(o)) shoot(ctx, o);
        }
        return;
      }
      const named = namedTargets(a);
      if (wd.template) {
        strike(ctx, { by: u.id, side: u.side, weapon: w, aim: aimOf(ctx, named), from: u.at });
        return;
      }
      for (const id of named) {
        for (let i = 0; i < (wd.rolls ?? 1); i++) {
          const target = a.along !== undefined ? (ctx.board.figure(id) ? targetAlong(fire, ctx, id, a.along) : null) : targetOf(ctx, id);
          if (!target || (target.figure && !standsOnTable(ctx.unit(id)))) break;
          const o = shotOdds(fire, ctx, setupAt(fire, ctx, figureOnTable(ctx, u.id), w, target, a.along));
          if (!isProblem(o)) shoot(ctx, o);
        }
      }
    },
    checkCounters(counters) {
      for (const [i, c] of counters.entries()) {
        for (const [j, w] of (c.weapons ?? []).entries()) {
          if (!Object.hasOwn(config.weapons, w)) return { path: `counters[${i}].weapons[${j}]`, message: `"${w}" is not a weapon of the fire rules (${config.rule}; they have ${Object.keys(config.weapons).join(', ')}): ${c.id} would never fire it` };
        }
      }
      return null;
    },
  };

  const aimed = (options: AimOptions): ActionDefinition<G, AimAction> => {
    const w = weapon(options.weapon);
    const rule = w.rule ?? config.rule;
    const within = reachOf(w) ?? Infinity;
    // The blast's size, as the strike measures it (a diameter halved).
    const radius = w.template ? (w.template.radius ?? (w.template.diameter !== undefined ? w.template.diameter / 2 : undefined)) : undefined;
    const carries = (ctx: ReadContext<G>, id: string) => weaponsOf(fire, ctx, id).includes(options.weapon);
    const whyNot = (ctx: ReadContext<G>, firer: TableFigure, p: TablePoint): string | null => {
      const { width, height } = ctx.board.table;
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return `the point of impact must be on the table (${rule})`;
      const d = fire.measure === 'base' ? distanceToBase(p, firer) : pointDistance(p, firer.at);
      if (d > within + TABLE_EPSILON) return `${figureName(ctx, firer.id)} may aim at most ${within}" away; that point is ${Math.round(d * 10) / 10}" (${rule})`;
      if (w.template?.sight && !sees(fire, ctx, firer.at, p)) return `${figureName(ctx, firer.id)} cannot see that point (${rule})`;
      return null;
    };
    return {
      schema: z.object({ figure: idSchema, at: pointSchema }),
      rule,
      says: (ctx, a) => `${figureName(ctx, a.figure)} ${options.verb ?? 'aims'} ${options.verb ? 'a' : 'the'} ${w.name} at (${Math.round(a.at.x * 10) / 10}", ${Math.round(a.at.y * 10) / 10}")`,
      legal(ctx, side) {
        const out: ActionDescriptor[] = [];
        for (const f of ctx.board.figuresOf(side)) {
          if (!carries(ctx, f.id) || whyNotFire(fire, ctx, ctx.unit(f.id)) !== null) continue;
          const s = tableStateOf(fire, ctx);
          out.push({ type: options.type, side, fixed: { figure: f.id }, open: { at: { kind: 'point', origin: { x: f.at.x, y: f.at.y }, within, sight: w.template?.sight === true, ...(radius !== undefined ? { radius } : {}), ...(s ? { state: s as JsonValue } : {}) } } });
        }
        return out;
      },
      refuse(ctx, a) {
        if (!ctx.hasUnit(a.figure)) return `there is no figure "${quoted(a.figure)}" (${rule})`;
        const u = ctx.unit(a.figure);
        if (u.side !== a.side) return `${figureName(ctx, u.id)} is not one of your figures (${rule})`;
        return whyNotFire(fire, ctx, u) ?? `${options.only} (${rule})`;
      },
      check: (ctx, a) => whyNot(ctx, figureOnTable(ctx, a.figure), a.at),
      forecast: (ctx, a) => ({ blast: blast(fire, ctx, { by: a.figure, side: a.side, weapon: options.weapon, aim: { x: a.at.x, y: a.at.y }, from: figureOnTable(ctx, a.figure).at }) }),
      apply(ctx, a) {
        const u = placedUnit(ctx, a.figure);
        ctx.updateUnit(u.id, { flags: { fired: true } });
        config.fired?.(ctx, u);
        strike(ctx, { by: u.id, side: u.side, weapon: options.weapon, aim: { x: a.at.x, y: a.at.y }, from: u.at });
      },
    };
  };

  const setup = (ctx: ReadContext<G>, firer: TableFigure, w: string, target: string, along?: number): ShotSetup | FireProblem => {
    const t = along !== undefined ? targetAlong(fire, ctx, target, along) : targetOf(ctx, target);
    if (!t) return { code: 'no-target', message: `${quoted(target)} is not on the table (${config.rule})`, rule: config.rule };
    return setupAt(fire, ctx, firer, w, t, along);
  };

  return {
    fire: fireVerb,
    aimed,
    block: (ctx, u) => whyNotFire(fire, ctx, u),
    setup,
    odds: (ctx, s) => shotOdds(fire, ctx, s),
    targets: (ctx, firer, w) => targets(fire, ctx, firer, w),
    everyTarget: (ctx, firer, w) => everyTarget(fire, ctx, firer, w),
    alongIntervals: (ctx, firer, w, target) => alongIntervals(fire, ctx, firer, w, target),
    anyShot: (ctx, side) => list(ctx, side, true).length > 0,
    shoot,
    strike,
    blast: (ctx, s, bearings) => blast(fire, ctx, s, bearings),
    threats: (ctx, figure, at) => threats(fire, ctx, figure, at),
    live: (ctx) => liveFigures(fire, ctx),
    spotted: (ctx, side) => spotted(fire, ctx, side),
    samplers: {
      point: (field, _draw, random) => pointSampler(tableOf(config.table), field, random),
      along: alongSampler,
      facing: facingSampler,
    },
  };
}
