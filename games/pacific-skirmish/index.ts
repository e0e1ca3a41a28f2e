/**
 * WWII skirmish rules with card pulls (MWAN no. 121, 2003), on the tabletop
 * core: figures measured in inches, spotting before fire, the Tank/Antitank
 * and Infantry fire tables with a d10, "6 = dead" dice for figures, cards
 * pulled for vehicles, machinegun arcs, reaction fire along a move, indirect
 * fire with overlays and the Hit-or-arrow die, off-board artillery by dropped
 * cards, and melee.
 *
 * The text has no forces or scenario: the plugin ships a labelled stand-in
 * (Americans against Japanese at a jungle village). Read `README.md` for every
 * stand-in and interpretation.
 *
 * @module hexwar/games/pacific-skirmish
 */
import { type Game, type ReadContext, type VerbOf, type WithVerbs } from 'hexwar';
import { figuresOverlapping } from 'hexwar/tabletop';
import { standardDeck } from 'hexwar/random';
import { COUNTERS, counterOf } from './data/forces';
import { OBJECTIVE, START, TABLE } from './data/table';
import { INFANTRY_FIRE, MISSIONS, MODIFIERS, OBJECTIVE_RADIUS, REVERSE_TURNS, RULE, TANK_FIRE, TANK_MODIFIERS, TURNS, type FireRow } from './data/tables';
import { candidates, score } from './rules/bot';
import { fire } from './rules/fire';
import { moves } from './rules/movement';
import { determinize, evaluate } from './rules/search';
import { EVENTS } from './rules/events';
import { phases } from './rules/phases';
import { crewOf, enemyOf, isCrewed, isVehicle, kit, type G, type SkirmishData } from './rules/types';
import { checkResult, finalResult } from './rules/victory';

export type { SkirmishData, SkirmishEvent, G as PacificSkirmishSpec } from './rules/types';
export { COUNTERS, type SkirmishCounter, type FigureClass, type Side } from './data/forces';
export { TABLE, OBJECTIVE, START, PRECALLED } from './data/table';
export {
  PROFILES,
  SPOTTING,
  WEAPONS,
  TANK_FIRE,
  INFANTRY_FIRE,
  MODIFIERS,
  TANK_MODIFIERS,
  CARD_RESULTS,
  HIT_OR_ARROW,
  type CardEffect,
  type CardResult,
  type FireRow,
  type FireTable,
  type HitResult,
  type InfantryRow,
  type ProfileName,
  type TankRow,
  type Weapon,
  type WeaponId,
} from './data/tables';

const CARDS = standardDeck('cards').drawPile;

/** A fire table's rows as a player reads them: the target, the need on the d10, what a hit does. */
const fireRows = (rows: Readonly<Record<string, FireRow>>): string[][] =>
  Object.values(rows).map((r) => [r.name, `less than ${r.need}`, r.result.kind === 'cards' ? `pull ${r.result.count} card${r.result.count === 1 ? '' : 's'}` : 'roll a d6: 6 kills']);
const modifierNotes = [...MODIFIERS.map((m) => `${m.n > 0 ? '+' : ''}${m.n} ${m.why}`), 'a natural 1 always hits'];

/** The game's invariants, checked by the fuzzer after every action. */
function invariants(ctx: ReadContext<G>): string[] {
  const out: string[] = [];
  const deck = ctx.data.deck;
  const all = [...deck.drawPile, ...deck.discardPile];
  if (all.length !== 52 || new Set(all).size !== 52 || all.some((c) => !CARDS.includes(c))) out.push(`the deck holds ${all.length} cards, ${new Set(all).size} different`);
  for (const [side, n] of Object.entries(ctx.data.missions)) if (!(n >= 0 && n <= MISSIONS)) out.push(`${side} has ${n} artillery missions`);
  for (const id of Object.keys(ctx.data.paths)) if (!ctx.hasUnit(id) || ctx.unit(id).side !== ctx.active) out.push(`${id} has a move this player turn but is not the moving side's`);
  // No two figures on one spot: bases may touch, never overlap.
  for (const [a, b] of figuresOverlapping(ctx.board.figures())) out.push(`${a} and ${b} stand on one spot`);
  for (const u of ctx.state.units) {
    const c = counterOf(u.id);
    if (u.at === null) {
      if (u.steps !== 0) out.push(`${u.id} is off the table but not out of action`);
      continue;
    }
    if (u.steps !== 1) out.push(`${u.id} is on the table with ${u.steps} steps`);
    if ((isVehicle(c) || isCrewed(c)) && (u.at.facing === undefined || u.at.facing < 0 || u.at.facing >= 360)) out.push(`${u.id} faces ${u.at.facing}`);
    if (isCrewed(c)) {
      const n = crewOf(u);
      if (!(n >= 0 && n <= (c.crew ?? 0))) out.push(`${u.id} has a crew of ${n}`);
      if ((n === 0) !== (u.flags?.uncrewed === true)) out.push(`${u.id} has a crew of ${n} but is ${u.flags?.uncrewed === true ? '' : 'not '}marked uncrewed`);
      if (n === 0 && c.class === 'gun') out.push(`${u.id}, a gun, stands on the table without a crew`);
    } else if (u.flags?.crew !== undefined || u.flags?.uncrewed !== undefined) out.push(`${u.id} is not a crewed weapon but has a crew count`);
    const r = u.flags?.mustReverse;
    if (r !== undefined && !(typeof r === 'number' && r >= 1 && r <= REVERSE_TURNS)) out.push(`${u.id} must reverse ${String(r)} more turns`);
    if (!isVehicle(c) && (['crewless', 'stunned', 'mustReverse', 'forwardOnly', 'noFire', 'noMove'] as const).some((f) => u.flags?.[f] !== undefined)) out.push(`${u.id} carries a vehicle's card result`);
  }
  return out;
}

/**
 * Pacific skirmish's verbs: the action types a caller may write
 * (`apply(state, { type: 'fire', … })`); a misspelt one does not compile.
 */
export type PacificSkirmishVerb = 'move' | 'reverse' | 'pivot' | 'recrew' | 'endMovement' | 'fire' | 'callArtillery' | 'endFire';

const defined = kit.defineGame({
  id: 'pacific-skirmish',
  title: 'WWII skirmish with card pulls (MWAN 121): the village at Matanikau Ridge',
  version: '1.1.0',
  table: TABLE,
  counters: COUNTERS,
  scenarios: {
    village: {
      title: 'The village at Matanikau Ridge (stand-in)',
      description: 'Eight turns. A US Marine platoon with a Sherman, a jeep and a heavy battery attacks a Japanese detachment holding a jungle village; the Americans win if they hold the well at the end.',
      victory: `At the end of turn ${TURNS} the Americans win if a fighting American figure is within ${OBJECTIVE_RADIUS}" of the village well (at ${OBJECTIVE.x}", ${OBJECTIVE.y}") and no fighting Japanese figure is; otherwise the Japanese, who held it at the start, win. A side with no fighting figure left loses at once (stand-in).`,
    },
  },
  reference: [
    { title: 'Tank/Antitank Fire (d10)', rule: RULE.tank, columns: ['Target', 'Hit on', 'A hit'], rows: fireRows(TANK_FIRE), notes: [...modifierNotes, `the firer heavier ${TANK_MODIFIERS.heavier}, lighter +${TANK_MODIFIERS.lighter}; a flank or rear shot at artillery or a heavy weapon ${TANK_MODIFIERS.flank}`] },
    { title: 'Infantry Fire (d10)', rule: RULE.infantry, columns: ['Target', 'Hit on', 'A hit'], rows: fireRows(INFANTRY_FIRE), notes: modifierNotes },
  ],
  setup(ctx) {
    const units = COUNTERS.map((c) => ({ id: c.id, side: c.side, at: START[c.id]!, steps: 1, ...(c.crew !== undefined ? { flags: { crew: c.crew } } : {}) }));
    const deck = ctx.random.shuffleDeck(standardDeck('cards'), 'shuffle the deck before play');
    const data: SkirmishData = { deck, paths: {}, missions: { us: MISSIONS, japan: MISSIONS }, called: [] };
    return { units, data };
  },
  // Set for the phase only: fired (or called artillery) this fire phase; reversed by card 6; the gun turned.
  // The rest last until the game's own rules change them: a gun's crew, stuns, the card results, moves and fire kept by turn.
  flags: {
    fired: { until: 'phase' },
    forced: { until: 'phase' },
    turned: { until: 'phase' },
    crew: { until: 'game' },
    crewless: { until: 'game' },
    uncrewed: { until: 'game' },
    stunned: { until: 'game' },
    noMove: { until: 'game' },
    noFire: { until: 'game' },
    mustReverse: { until: 'game' },
    forwardOnly: { until: 'game' },
    moved: { until: 'game' },
    movedTurn: { until: 'game' },
    firedSinceMove: { until: 'game' },
    firedTurn: { until: 'game' },
  },
  phases,
  // The player who did not move fires first.
  actingSides: (ctx) => (ctx.phase === 'defensiveFire' ? [enemyOf(ctx.active ?? 'us')] : ctx.active ? [ctx.active] : []),
  checkResult,
  finalResult,
  invariants,
  // The draw pile's order is secret: a view lists the cards left, sorted.
  viewData: (ctx) => ({ ...ctx.data, deck: { ...ctx.data.deck, drawPile: [...ctx.data.deck.drawPile].sort() } }),
  events: EVENTS,
  samplers: { ...moves.samplers, ...fire.samplers },
  // Playouts take the heuristic's best of a few of its candidates: scoring every shot and blast was two
  // thirds of a search (24 iterations a CPU-second, now 64), and at 25 iterations a decision the sampled
  // playouts won 3 games of 3 against full ones (issue 40).
  bot: { score, candidates, evaluate, determinize, search: { playout: 'sampled', temperature: 0.1 } },
});

// The list above is the one defineGame read from the definition, neither more nor less.
type Read = VerbOf<NonNullable<(typeof defined)['spec']>>;
const exact: [Read] extends [PacificSkirmishVerb] ? ([PacificSkirmishVerb] extends [Read] ? true : false) : false = true;
void exact;

/** The game, ready for `createMatch(pacificSkirmish, { seed })` and `hexwar play pacific-skirmish`. */
export const pacificSkirmish: Game<WithVerbs<G, PacificSkirmishVerb, undefined, 'village'>> = defined;
