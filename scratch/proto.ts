import { z } from 'zod';

type PhaseOf<S> = S extends { steps: readonly (infer C)[] } ? (C extends { phase: infer P extends string } ? P : never) : never;

interface Ctx<P extends string, E extends { type: string }, D> {
  phase: P;
  data: D;
  emit(e: E): void;
}
interface ActionDef<P extends string, E extends { type: string }, D, Pay> {
  schema: z.ZodType<Pay>;
  apply(ctx: Ctx<P, E, D>, a: Pay & { type: string; side: string }): void;
}
interface Types { data: unknown; events: { type: string } }

declare function defineGame<T extends Types, const S, A extends Record<string, unknown>>(def: {
  types: T;
  sequence: S;
  actions: { [K in keyof A]: ActionDef<PhaseOf<S>, T['events'], T['data'], A[K]> };
}): { actionTypes: keyof A; phases: PhaseOf<S> };

type Ev = { type: 'moved'; unit: string } | { type: 'fired'; gun: string };

const g = defineGame({
  types: {} as { data: { n: number }; events: Ev },
  sequence: { steps: [{ phase: 'movement' }, { phase: 'combat' }] },
  actions: {
    move: {
      schema: z.object({ unit: z.string(), to: z.string() }),
      apply(ctx, a) {
        const u: string = a.unit;
        // @ts-expect-error misspelt phase
        if (ctx.phase === 'movment') return;
        if (ctx.phase === 'movement') ctx.emit({ type: 'moved', unit: u });
        // @ts-expect-error misspelt event
        ctx.emit({ type: 'mvoed', unit: u });
        // @ts-expect-error no such field
        void a.nope;
      },
    },
    fire: {
      schema: z.object({ gun: z.number() }),
      apply(ctx, a) {
        const n: number = a.gun;
        void n;
        void ctx.data.n;
      },
    },
  },
});
type AT = typeof g.actionTypes;
const t1: AT = 'move';
// @ts-expect-error misspelt action
const t2: AT = 'mvoe';
void t1; void t2;
