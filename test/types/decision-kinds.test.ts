/**
 * A game's decision kinds are its own and those of the procedures it lists
 * (issue 38): no central union gives every game the core's combat decisions.
 * `tsc --noEmit` fails if a line marked `@ts-expect-error` compiles, so a game
 * handed kinds it never asks (the old `CoreDecisionKind`, back in the spec)
 * shows here. The test itself checks that the procedures carry the kinds the
 * types read, and that the decisions a game opens are among them.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, declareTypes, openDecision, setupGame, view, type RulesContext, type StateOf } from 'hexwar';
import type { CombatDecision } from 'hexwar/combat';
import type { DecisionOf } from 'hexwar/procedures';
import { myitkyina } from 'hexwar/games/myitkyina';
import { meiktila, type MeiktilaSpec } from 'hexwar/games/meiktila';
import { botContext } from 'hexwar/bots';
import type { BotContext } from 'hexwar';
import { skirmish } from '../support/skirmish';

/** The test skirmish: its own retreat-or-step and advance, and none of the core's attack procedures. */
type SkirmishSpec = NonNullable<(typeof skirmish)['spec']>;
type MyitkyinaSpec = NonNullable<(typeof myitkyina)['spec']>;

/** Up to 400 actions of Myitkyina from seed 1, each the first legal action of the first side to act; `look` sees every state before its action. */
function playMyitkyina(look: (state: StateOf<MyitkyinaSpec>) => void): void {
  let state = createMatch(myitkyina, { seed: 1 });
  for (let i = 0; i < 400 && state.phase !== 'over'; i++) {
    look(state);
    const side = myitkyina.actingSides(state)[0];
    if (side === undefined) break;
    const [action] = myitkyina.legalActions(state, side);
    if (!action) break;
    const r = myitkyina.apply(state, action);
    if (!r.ok) break;
    state = r.state;
  }
}

describe('decision kinds: inferred from the procedures a game lists (issue 38)', () => {
  it('a game without the core attack procedures does not ask their decisions', () => {
    const own: DecisionOf<SkirmishSpec>[] = ['retreat-or-step', 'advance'];
    // @ts-expect-error: the skirmish lists no combat result procedure, so it never asks where to retreat
    const retreatTo: DecisionOf<SkirmishSpec> = 'retreatTo';
    // @ts-expect-error: nor the defender's supports of the core's attack procedure
    const defSupport: DecisionOf<SkirmishSpec> = 'defSupport';
    // A rule of the skirmish opening a decision names one of its own kinds.
    const opens = (ctx: RulesContext<SkirmishSpec>) => {
      ctx.decide({ side: 'red', kind: 'retreat-or-step', prompt: 'retreat or lose a step', options: [] });
      // @ts-expect-error: "retreatTo" is the core's combat result procedure's, which the skirmish does not list
      ctx.decide({ side: 'red', kind: 'retreatTo', prompt: 'where to?', options: [] });
    };
    expect([own, retreatTo, defSupport, typeof opens]).toHaveLength(4);
    expect(Object.values(skirmish.definition.procedures ?? {}).flatMap((p) => p.decisions ?? [])).not.toContain('retreatTo');
  });

  it('a game that lists the attack procedures asks their decisions without declaring them', () => {
    const asked: DecisionOf<MyitkyinaSpec>[] = ['retreatTo', 'defSupport', 'lossOrRetreat', 'takeLoss', 'retreat', 'advance'];
    // @ts-expect-error: a misspelt kind is none of Myitkyina's
    const misspelt: DecisionOf<MyitkyinaSpec> = 'retreatTooo';
    // @ts-expect-error: Myitkyina's rules never offer a reinforcement's entry (Meiktila's do, and declare it)
    const entry: DecisionOf<MyitkyinaSpec> = 'enterAt';
    const meiktilaAsks: DecisionOf<NonNullable<(typeof meiktila)['spec']>>[] = ['enterAt', 'retreatTo'];
    expect([asked, misspelt, entry, meiktilaAsks]).toHaveLength(4);
    // What the types read is what the procedures carry: the combat procedures list every combat decision.
    const listed = Object.values(myitkyina.definition.procedures ?? {}).flatMap((p) => p.decisions ?? []);
    const every: Record<CombatDecision, true> = { defSupport: true, takeLoss: true, lossOrRetreat: true, retreat: true, retreatTo: true, advance: true };
    expect([...listed].sort()).toEqual(Object.keys(every).sort());
  });

  it("a game's own procedure lists the kinds it asks, and its type carries them", () => {
    const sequence = { turns: 1, steps: [{ sides: ['blue', 'red'], steps: [{ phase: 'rally' }] }] } as const;
    const kit = setupGame({ types: declareTypes<{ decisions: never }>(), sides: ['blue', 'red'] as const, sequence });
    const rally = kit.procedure({ decisions: ['rally'], start: () => null });
    const kinds: readonly 'rally'[] | undefined = rally.decisions;
    // @ts-expect-error: the procedure asks "rally", not "retreatTo"
    const other: readonly 'retreatTo'[] | undefined = rally.decisions;
    expect([kinds, other]).toEqual([['rally'], ['rally']]);
  });

  it('a decision the attack procedures open is one of the kinds they declare', () => {
    // Play Myitkyina's bots until a combat decision opens: its kind is among the procedures' own.
    const listed = new Set(Object.values(myitkyina.definition.procedures ?? {}).flatMap((p) => p.decisions ?? []));
    const seen = new Set<string>();
    playMyitkyina((state) => {
      const d = openDecision(state);
      if (d) seen.add(d.kind);
    });
    expect(seen.size).toBeGreaterThan(0);
    for (const kind of seen) expect(listed).toContain(kind);
  });

  it('read with the game, an open decision has one of its kinds and sides, and says what it says read without it', () => {
    let read = 0;
    playMyitkyina((state) => {
      const typed = openDecision(myitkyina, state);
      expect(typed).toEqual(openDecision(state));
      if (typed) {
        const kind: DecisionOf<MyitkyinaSpec> = typed.kind;
        const side: 'allied' | 'japanese' = typed.side;
        // @ts-expect-error: a misspelt kind is none of Myitkyina's, so the comparison does not compile
        const misspelt = typed.kind === 'lossOrRetreet';
        // @ts-expect-error: "us" is Pacific skirmish's side, not Myitkyina's
        const stranger = typed.side === 'us';
        expect([kind, side, misspelt, stranger]).toEqual([typed.kind, typed.side, false, false]);
        // In another side's view only the summary; the same kinds.
        const other = side === 'allied' ? 'japanese' : 'allied';
        const seen = openDecision(myitkyina, view(myitkyina, state, other));
        expect(seen).toEqual({ side, kind, prompt: typed.prompt });
        read++;
      }
    });
    expect(read).toBeGreaterThan(0);
    // The game alone is no state: said, not read as one.
    expect(() => (openDecision as (g: unknown) => unknown)(myitkyina)).toThrow(/state or a view/);
  });

  it("a bot's hooks read the open decision from the context, typed by the game's kit, as openDecision reads the view", () => {
    let read = 0;
    playMyitkyina((state) => {
      for (const side of ['allied', 'japanese'] as const) {
        const seen = view(myitkyina, state, side);
        const ctx = botContext(myitkyina, seen) as BotContext<MyitkyinaSpec>;
        expect(ctx.decision).toEqual(openDecision(seen));
        if (ctx.decision) read++;
      }
    });
    expect(read).toBeGreaterThan(0);
    // Meiktila's hooks ask for a combat decision by name: its kit declares the attack procedures' kinds.
    const asksLossOrRetreat = (ctx: BotContext<MeiktilaSpec>): boolean => ctx.decision?.kind === 'lossOrRetreat';
    // @ts-expect-error: a misspelt kind is none of Meiktila's, so the hook does not compile
    const misspelt = (ctx: BotContext<MeiktilaSpec>): boolean => ctx.decision?.kind === 'lossOrRetreet';
    const start = botContext(meiktila, view(meiktila, createMatch(meiktila, { seed: 1 }), 'allied')) as BotContext<MeiktilaSpec>;
    expect([asksLossOrRetreat(start), misspelt(start)]).toEqual([false, false]);
  });
});
