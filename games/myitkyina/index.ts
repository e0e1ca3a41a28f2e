/**
 * Postcard Myitkyina, Burma 1944 (L. R. Coatney, 2025 draft): the Allied siege
 * of Myitkyina, May–August 1944, on a postcard. The Allies must hold the
 * airfield and all four Myitkyina hexes at once; otherwise the Japanese win.
 *
 * The plugin in one page: the map, counters and tables are plain data in
 * `data/`, each rule a short hook in `rules/`. Read `README.md` for what is a
 * stand-in and how the scrambled combat table was rebuilt.
 *
 * @module
 */
import { defineGame, type UnitState } from '../../src/engine';
import { COUNTERS } from './data/counters';
import { MAP } from './data/map';
import { TURNS } from './data/tables';
import { actions, legalActions } from './rules/actions';
import { score } from './rules/bot';
import { describeEvent } from './rules/log';
import { publicId, type MyitkyinaData } from './rules/state';
import { checkResult, finalResult, invariants, phases } from './rules/turn';

export type { MyitkyinaData, CombatData, CombatStep } from './rules/state';

/**
 * The sequence of play: the set-up (the Japanese hidden first, then the Allies
 * on A5–A7), then 11 turns, Allies first: reinforcements, movement, combat.
 */
const sequence = {
  setup: [{ sides: ['japanese', 'allied'], name: 'setup', rule: 'Setup', steps: [{ phase: 'deploy', rule: 'Setup' }] }],
  turns: TURNS,
  steps: [
    {
      sides: ['allied', 'japanese'],
      rule: 'Sequence',
      steps: [
        { phase: 'reinforcement', rule: 'Reinforcements' },
        { phase: 'movement', rule: 'Movement' },
        { phase: 'combat', rule: 'Combat' },
      ],
    },
  ],
} as const;

/** The game, ready for `createMatch(myitkyina, { seed })` and `hexwar play myitkyina`. */
export const myitkyina = defineGame<MyitkyinaData, typeof sequence>({
  id: 'myitkyina',
  title: 'Postcard Myitkyina, Burma 1944',
  version: '1.0.0',
  sides: ['allied', 'japanese'],
  map: MAP,
  counters: COUNTERS,
  scenarios: { standard: { title: 'Myitkyina, 17 May 1944', description: 'The whole postcard: 11 turns, the Allies move first.' } },
  sequence,
  guards: {},
  setup(ctx) {
    // Japanese units go in a shuffled order under shuffled markers, so neither
    // the order of the units nor a marker says which one is which (or a decoy).
    // The core's views list hidden markers last, in marker order, but some
    // events (USAAF strikes, recoveries) follow the state's order: keep the shuffle.
    const japanese = ctx.random.shuffle(
      COUNTERS.filter((c) => c.side === 'japanese').map((c) => c.id),
      'Japanese set-up order',
    );
    const markers = ctx.random.shuffle(
      japanese.map((_, i) => `jp-${String(i + 1).padStart(2, '0')}`),
      'Japanese markers',
    );
    const units: UnitState[] = [];
    for (const c of COUNTERS.filter((x) => x.side === 'allied')) units.push({ id: c.id, side: c.side, at: null, box: c.arrives === 'setup' ? 'setup' : 'reinforcements', steps: 1 });
    japanese.forEach((id, i) => {
      const c = COUNTERS.find((x) => x.id === id)!;
      units.push({ id, side: 'japanese', at: null, box: c.arrives === 'setup' ? 'setup' : 'reinforcements', steps: 1, hidden: true, marker: markers[i]! });
    });
    return { units, data: { indianDivision: false, bombed: [], combat: null } };
  },
  phases,
  actions,
  legalActions,
  checkResult,
  finalResult,
  invariants,
  viewData(ctx, side) {
    const c = ctx.data.combat;
    if (!c || side === 'japanese') return ctx.data;
    return { ...ctx.data, combat: { ...c, attackers: c.attackers.map((id) => publicId(ctx.unit(id))) } };
  },
  describeAction(ctx, a) {
    const u = typeof a['unit'] === 'string' ? ctx.state.units.find((x) => x.id === a['unit']) : undefined;
    const who = u ? publicId(u) : '';
    return `${a.side} ${a.type}${who ? ` ${who}` : ''}${a['to'] !== undefined ? ` to ${String(a['to'] ?? 'hold')}` : ''}${a['hex'] ? ` in ${String(a['hex'])}` : ''}${a['target'] ? ` on ${String(a['target'])}` : ''}${a['mode'] ? ` (${String(a['mode'])})` : ''}`;
  },
  describeEvent,
  bot: { score },
});

