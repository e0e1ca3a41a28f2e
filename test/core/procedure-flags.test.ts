/**
 * A core procedure that sets a unit flag takes only a game that declares the
 * flag in its types: using it without the declaration does not compile (the
 * core's `checkFlags` would otherwise refuse it only at the first write). Each
 * `@ts-expect-error` below fails the type check (run by `npm test` before
 * vitest) if the line after it compiles.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type DeclaresFlag, type RulesContext, type SpecOf } from '../../src';
import { type FireConfig, type PathMoveConfig, type ShotNeed, type TablePosition } from '../../src/public/tabletop';
import { deployment, markSupply, pathMoves, tabletopFire } from '../../src/procedures';

const sequence = { turns: 1, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'movement' }] }] } as const;
const SIDES = ['blue', 'red'] as const;
/** A hex game that declares every flag the core's procedures set. */
type Declared = SpecOf<{ data: null; flags: { oos: boolean; redeployed: boolean } }, typeof sequence, typeof SIDES>;
/** A hex game that declares other flags only. */
type Other = SpecOf<{ data: null; flags: { spent: number } }, typeof sequence, typeof SIDES>;
/** A hex game that declares no flags at all. */
type Bare = SpecOf<{ data: null }, typeof sequence, typeof SIDES>;
/** A table game that declares `moved` and `fired`, and one that declares neither. */
type Table = SpecOf<{ data: null; position: TablePosition; flags: { moved: boolean; fired: boolean } }, typeof sequence, typeof SIDES>;
type BareTable = SpecOf<{ data: null; position: TablePosition; flags: { crew: number } }, typeof sequence, typeof SIDES>;

const supply = { traces: () => true, rule: '9' };
const setUp = { rule: () => 'S1', side: () => 'blue' as const, zone: () => ['A1'], setsUp: () => true };

function supplyMarks(declared: RulesContext<Declared>, other: RulesContext<Other>, bare: RulesContext<Bare>): void {
  markSupply(declared, 'blue', supply);
  // @ts-expect-error: markSupply sets `oos`, which this game does not declare
  markSupply(other, 'blue', supply);
  // @ts-expect-error: nor does a game that declares no flags at all
  markSupply(bare, 'blue', supply);
}

function setUps(): void {
  deployment<Declared>({ ...setUp, redeploy: true });
  deployment<Other>(setUp);
  // @ts-expect-error: redeploying marks `redeployed`, which this game does not declare
  deployment<Other>({ ...setUp, redeploy: true });
  // @ts-expect-error: nor does a game that declares no flags at all
  deployment<Bare>({ ...setUp, redeploy: () => true });
}

declare const tableMoves: PathMoveConfig<Table>;
declare const tableFire: FireConfig<Table, ShotNeed>;
declare const bareMoves: PathMoveConfig<BareTable>;
declare const bareFire: FireConfig<BareTable, ShotNeed>;

function tabletop(): void {
  pathMoves<Table>(tableMoves);
  tabletopFire<Table>(tableFire);
  // @ts-expect-error: a path move marks `moved`, which this game does not declare
  pathMoves<BareTable>(bareMoves);
  // @ts-expect-error: fire marks `fired`, which this game does not declare
  tabletopFire<BareTable>(bareFire);
}

describe('procedures that set flags require their declaration', () => {
  it('DeclaresFlag reads the declaration from the spec', () => {
    expectTypeOf<DeclaresFlag<Declared, 'oos'>>().toEqualTypeOf<true>();
    expectTypeOf<DeclaresFlag<Other, 'oos'>>().toEqualTypeOf<false>();
    expectTypeOf<DeclaresFlag<Bare, 'oos'>>().toEqualTypeOf<false>();
    expectTypeOf<DeclaresFlag<Other, 'spent', number>>().toEqualTypeOf<true>();
    expectTypeOf<DeclaresFlag<Other, 'spent'>>().toEqualTypeOf<false>();
    expect([supplyMarks, setUps, tabletop].length).toBe(3);
  });
});
