import { z } from 'zod';
interface Spec { phase: string; event: { type: string } }
interface Ctx<G extends Spec> { phase: G['phase']; emit(e: G['event']): void }
interface ActionDef<G extends Spec, Pay> { schema?: z.ZodType<Pay>; apply(ctx: Ctx<G>, a: Pay & { type: string }): void }
type ActionMap<G extends Spec> = { readonly [k: string]: ActionDef<G, any> };
declare function action<G extends Spec, Pay = {}>(d: ActionDef<G, Pay>): ActionDef<G, Pay>;
type PhaseOf<S> = S extends { steps: readonly (infer C)[] } ? (C extends { phase: infer P extends string } ? P : never) : never;
type SpecOf<T extends { events: { type: string } }, S> = { phase: PhaseOf<S>; event: T['events'] };
declare function defineGame<const T extends { events: { type: string } }, const S>(def: { types: T; sequence: S; phases: { [P in PhaseOf<S>]?: { actions?: ActionMap<SpecOf<T, S>> } } }): void;
type Ev = { type: 'moved'; unit: string };
defineGame({
  types: {} as { events: Ev },
  sequence: { steps: [{ phase: 'movement' }] },
  phases: {
    movement: {
      actions: {
        move: action({
          schema: z.object({ unit: z.string() }),
          apply(ctx, a) {
            const u: string = a.unit;
            // @ts-expect-error typo
            if (ctx.phase === 'movment') return;
            ctx.emit({ type: 'moved', unit: u });
            // @ts-expect-error typo
            ctx.emit({ type: 'mvoed', unit: u });
          },
        }),
      },
    },
  },
});
