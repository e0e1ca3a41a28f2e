/**
 * Postcard Myitkyina, Burma 1944 (L. R. Coatney, 2025 draft): the Allied siege
 * of Myitkyina, May–August 1944, on a postcard. The Allies must hold the
 * airfield and all four Myitkyina hexes at once; otherwise the Japanese win.
 *
 * The plugin in one page: the map, counters and tables are plain data in
 * `data/`, each rule a short hook in `rules/`. Read `README.md` for what is a
 * stand-in and how the scrambled combat table was rebuilt.
 *
 * @module hexwar/games/myitkyina
 */
import { type Game, type GameResult, type VerbOf, type WithVerbs } from 'hexwar';
import { crtReference, type CombatDecision } from 'hexwar/combat';
import { COUNTERS } from './data/counters';
import { AIRFIELD, ALLIED_SETUP, MAP, MYITKYINA } from './data/map';
import { CRT, DOUBLE_CREDIT_BEFORE, LEGEND, TURNS, USAAF } from './data/tables';
import { objectives, score } from './rules/bot';
import { determinize, evaluate } from './rules/search';
import { combat } from './rules/combat';
import { EVENTS } from './rules/events';
import { phases } from './rules/phases';
import { kit, stackOk, type Ctx, type G, type Unit } from './rules/types';

/** The decoy counters' ids. */
const DECOYS: ReadonlySet<string> = new Set(COUNTERS.filter((c) => c.type === 'decoy').map((c) => c.id));

export type { MyitkyinaData, MyitkyinaEvent, G as MyitkyinaSpec } from './rules/types';

/** The instant Allied win (a draw once the 36th Indian Division is in): the airfield and all four Myitkyina hexes held at once. */
function checkResult(ctx: Ctx): GameResult | null {
  if (ctx.turn < 1 || ![AIRFIELD, ...MYITKYINA].every((h) => ctx.board.sideAt(h, 'allied').length > 0)) return null;
  if (ctx.data.indianDivision) return { winner: null, reason: `the Allies took the airfield and Myitkyina on turn ${ctx.turn}, but with the 36th Indian Division: a draw`, level: 'draw' };
  const double = ctx.turn < DOUBLE_CREDIT_BEFORE;
  return { winner: 'allied', reason: `the Allies took the airfield and all of Myitkyina on turn ${ctx.turn}${double ? ' (double credit, before turn 7)' : ''}`, level: double ? 'double' : 'single' };
}

/** The game's invariants, checked by the fuzzer after every action. */
function invariants(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const u of ctx.state.units) {
    if (u.at === null) continue;
    if (ctx.board.enemyAt(u.at, u.side)) out.push(`${u.at} holds both sides`);
    if (u.side === 'allied' && u.at.startsWith('H')) out.push(`${u.id} crossed the Irrawaddy`);
    if (u.side === 'allied' && !ALLIED_SETUP.includes(u.at) && ctx.turn === 0) out.push(`${u.id} set up off A5–A7`);
    if (!u.hidden && u.id.startsWith('decoy')) out.push(`a revealed decoy ${u.id} is still on the map`);
    if (ctx.phase !== 'movement' && ctx.phase !== 'reinforcement' && !ctx.board.mayStack(ctx.board.unitsAt(u.at).map((x) => x.id))) out.push(`${u.at} is overstacked`);
  }
  return out;
}

/**
 * Postcard Myitkyina's verbs: the action types a caller may write; a misspelt one
 * does not compile. The core's combat verbs are all named, though some are
 * never offered in this game (the engine refuses them in words).
 */
export type MyitkyinaVerb = 'deploy' | 'endSetup' | 'reinforce' | 'skip' | 'move' | 'endMovement' | 'declareAttack' | 'endCombat' | 'addAttacker' | 'resolveAttack' | 'cancelAttack' | 'defDone' | 'takeLoss' | 'retreat' | 'retreatTo' | 'noRetreat' | 'advance' | 'noAdvance';

const defined = kit.defineGame({
  id: 'myitkyina',
  title: 'Postcard Myitkyina, Burma 1944',
  version: '2.0.0',
  map: MAP,
  counters: COUNTERS,
  scenarios: {
    standard: {
      title: 'Myitkyina, 17 May 1944',
      description: 'The whole postcard: 11 turns, the Allies move first.',
      victory: `The Allies win the moment they hold the airfield (${AIRFIELD}) and all four Myitkyina hexes (${MYITKYINA.join(', ')}) at once, with double credit before turn ${DOUBLE_CREDIT_BEFORE}; once the 36th Indian Division has come in, that is only a draw. Otherwise the Japanese win when turn ${TURNS} ends (Victory).`,
    },
  },
  reference: [
    crtReference(CRT, {
      title: 'Combat Results Table',
      rule: 'Combat',
      rows: 'Allied die (Japanese die)',
      rowLabel: (r) => `${String(r.roll)} (${7 - Number(r.roll)})`,
      notes: Object.entries(LEGEND).map(([code, words]) => `${code}: ${words}`),
    }),
    crtReference(USAAF, { title: 'USAAF air strike (one roll per Japanese unit)', rule: 'Air Power', notes: ['D: disrupted for this combat phase', '-: no effect'] }),
  ],
  setup() {
    // Japanese counters are hidden from the start; each gets its marker when it comes on the map, in the order the Japanese player chooses.
    const units = COUNTERS.map((c): Unit => ({ id: c.id, side: c.side, at: null, box: c.arrives === 'setup' ? 'setup' : 'reinforcements', steps: 1, ...(c.side === 'japanese' ? { hidden: true } : {}) }));
    return { units, data: { indianDivision: false, bombed: [] } };
  },
  phases,
  stacking: { allows: stackOk, rule: 'Stacking' },
  // A disrupted unit is turned to face the enemy (Disruption): its marker shows it.
  // Each mark holds the turn it was made (or true until the game's own rule lifts it): the core never clears them.
  flags: {
    moved: { until: 'game', rule: 'Movement' },
    spent: { until: 'game', rule: 'Movement' },
    attacked: { until: 'game', rule: 'Combat' },
    disrupted: { until: 'game', rule: 'Disruption' },
    disruptedTurn: { until: 'game', rule: 'Disruption' },
    landed: { until: 'game', rule: 'Stacking' },
    redeployed: { until: 'game', rule: 'Set-up' },
  },
  markerFlags: ['disrupted', 'disruptedTurn'],
  procedures: combat.procedures,
  checkResult,
  finalResult: () => ({ winner: 'japanese', reason: 'the Allies did not take the airfield and all of Myitkyina' }),
  invariants,
  events: EVENTS,
  // A decoy's id is no name (it has none printed): its owner, who sees both face down, tells them
  // apart as decoy A and decoy B; the enemy meets the name only once one is turned over and removed.
  unitName: (id) => (DECOYS.has(id) ? `decoy ${id.slice('decoy-'.length).toUpperCase()}` : undefined),
  // Values over priors: at 25 iterations, exploration 0.25 beat the default 1 in 100 games, share 0.66 (95% 0.56-0.75;
  // bench/bots/ledger-myitkyina-tuning-exploration-0.25-25it.jsonl).
  bot: { score, objectives, evaluate, determinize, search: { exploration: 0.25 } },
});

// The list above is the one defineGame read from the definition, neither more nor less.
type Read = VerbOf<NonNullable<(typeof defined)['spec']>>;
const exact: [Read] extends [MyitkyinaVerb] ? ([MyitkyinaVerb] extends [Read] ? true : false) : false = true;
void exact;

/** The game, ready for `createMatch(myitkyina, { seed })` and `hexwar play myitkyina`. */
export const myitkyina: Game<WithVerbs<G, MyitkyinaVerb, undefined, 'standard', CombatDecision>> = defined;
