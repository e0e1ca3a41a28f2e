/**
 * A player's words for the engine's ids: side names, phase titles, verb
 * labels, actions without the side's name (what a button or a menu shows),
 * and the tables a player looks up. A page or a terminal shows these, never
 * an id (issue 23).
 */
import { describe, expect, it } from 'vitest';
import {
  actionSeenBy, actionWords, createMatch, describeAction, heuristicBot, phaseName, playMatch, randomBot,
  sideName, unitName, verbLabel, view, type Game
} from '../../src';
import { crtColumn, crtLookup } from '../../src/public/combat';
import { gameIds, shippedGame } from '../../games/index';
import { myitkyina } from '../../games/myitkyina';
import { CRT } from '../../games/myitkyina/data/tables';
import { pacificSkirmish } from '../../games/pacific-skirmish';
import { beachAssault } from '../../games/beach-assault';
import { greaterEastAsia } from '../../games/greater-east-asia';

/** A camelCase id (`endSetup`, `offensiveFire`) left in words. */
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('side, phase and verb names', () => {
  it('a side goes by the name the game gives it (the skirmish\'s "us" is American, not "Us")', () => {
    expect(sideName(pacificSkirmish, 'us')).toBe('American');
    expect(sideName(pacificSkirmish, 'japan')).toBe('Japanese');
    expect(sideName(myitkyina, 'allied')).toBe('Allied');
  });

  it('a phase goes by its title as the rules print it; one without reads its key in words', () => {
    expect(phaseName(pacificSkirmish, 'offensiveFire')).toBe('Offensive Fire');
    expect(phaseName(myitkyina, 'deploy')).toBe('Set-up');
    expect(phaseName(myitkyina, 'over')).toBe('Game over');
    expect(phaseName(myitkyina, 'someNewPhase')).toBe('Some new phase');
  });

  it('a verb goes by its label; one without reads its type in words', () => {
    expect(verbLabel(myitkyina, 'move')).toBe('Move');
    expect(verbLabel(myitkyina, 'endSetup')).toBe('Set-up done');
    expect(verbLabel(myitkyina, 'endMovement')).toBe('Done');
    expect(verbLabel(pacificSkirmish, 'callArtillery')).toBe('Call artillery');
  });

  it('a figure on a table goes by its printed name, a hex counter by its designation', () => {
    const figure = pacificSkirmish.definition.counters.find((c) => c.name !== undefined && c.name !== c.id)!;
    expect(unitName(pacificSkirmish, figure.id)).toBe(figure.name);
    expect(unitName(myitkyina, '90/30')).toBe('90/30');
    expect(unitName(myitkyina, 'jp-03')).toBe('marker jp-03');
    // A type's key reads as printed, not as an id (issue 36: "tactical-airbase").
    expect(unitName(greaterEastAsia, 'US AVG tactical-airbase')).toBe('US AVG tactical airbase');
    expect(unitName(greaterEastAsia, 'J 5 infantry')).toBe('J 5 infantry');
    // The core's own verbs name a unit by its name too (the browser test read "place J IMB 1 light-infantry").
    const geaState = createMatch(greaterEastAsia, { seed: 1 });
    expect(actionWords(greaterEastAsia, geaState, { type: 'place', side: 'allied', unit: 'US AVG tactical-airbase', hex: '1028' })).toBe('place US AVG tactical airbase in 1028');
  });

  it('an action reads without the side for a button and with it for the log', () => {
    const state = createMatch(myitkyina, { seed: 1 });
    const end = { type: 'endSetup', side: 'allied' };
    expect(actionWords(myitkyina, state, end)).toBe('set-up done');
    expect(describeAction(myitkyina, state, end, { viewer: 'allied' })).toBe('Allied: set-up done');
  });
});

describe('a log line says only what its reader may know (issue 39)', () => {
  /** Every action of a bot game, with the line each reader gets. */
  const lines = (game: Game, seed: number, reader: string) => {
    const out: { side: string; mine: string; referee: string }[] = [];
    playMatch(game, {
      seed,
      maxSteps: 120,
      onAction: (a, events, after, before) => {
        out.push({ side: a.side, mine: describeAction(game, before, a, { viewer: reader, after, events }), referee: describeAction(game, before, a, { viewer: null }) });
      },
    });
    return out;
  };

  it("Myitkyina: the Allied player reads that the Japanese set up, never where each decoy and battalion went", () => {
    const log = lines(myitkyina as Game, 3, 'allied');
    const japaneseSetup = log.filter((l) => l.side === 'japanese' && /decoy|place/.test(l.referee));
    expect(japaneseSetup.length).toBeGreaterThan(3);
    for (const l of japaneseSetup) {
      expect(l.mine).toBe('Japanese acts');
      expect(l.referee).not.toBe('Japanese acts');
    }
    // The Allied player's own actions, and the Japanese ones that name nothing hidden, read in words.
    expect(log.filter((l) => l.side === 'allied').every((l) => l.mine === l.referee)).toBe(true);
    expect(log.some((l) => l.side === 'japanese' && l.mine !== 'Japanese acts')).toBe(true);
  });

  it("Beach Assault: Green reads that Tan sealed his arrival order, not the order; Tan reads his own", () => {
    const green = lines(beachAssault as Game, 4, 'green');
    const tan = lines(beachAssault as Game, 4, 'tan');
    const sealing = green.findIndex((l) => l.side === 'tan' && /seals/.test(l.referee));
    expect(sealing).toBeGreaterThanOrEqual(0);
    expect(green[sealing]!.mine).toBe('Tan acts');
    expect(tan[sealing]!.mine).toBe(tan[sealing]!.referee);
    // Tan's landings are public: Green reads them in words.
    expect(green.some((l) => l.side === 'tan' && /lands/.test(l.mine))).toBe(true);
  });

  it('a unit face down to the reader hides the action that names it; its own side and the referee read it', () => {
    const state = createMatch(myitkyina, { seed: 1 });
    const hidden = { ...state, units: state.units.map((u, i) => (i === 0 ? { ...u, hidden: true } : u)) };
    const unit = hidden.units[0]!;
    const other = myitkyina.sides.find((s) => s !== unit.side)!;
    const act = { type: 'move', side: unit.side, unit: unit.id, to: 'A1' };
    expect(actionSeenBy(hidden, act, { viewer: other })).toBe(false);
    expect(actionSeenBy(hidden, act, { viewer: unit.side })).toBe(true);
    expect(actionSeenBy(hidden, act, { viewer: null })).toBe(true);
    expect(actionSeenBy(state, act, { viewer: other })).toBe(true);
    // A unit turned face down by the action itself, and an event secret from the reader, hide it too.
    expect(actionSeenBy(state, act, { viewer: other, after: hidden })).toBe(false);
    expect(actionSeenBy(state, act, { viewer: other, events: [{ type: 'placed', visibleTo: [unit.side] }] })).toBe(false);
  });
});

describe.each(gameIds)('%s in a player\'s words', (id) => {
  it('every phase played has a title, and no log line of a whole game holds an id', async () => {
    const game = (await shippedGame(id))! as Game;
    const phases = new Set<string>();
    const lines: string[] = [];
    playMatch(game, {
      seed: 5,
      maxSteps: 250,
      ...(id === 'greater-east-asia' ? { options: { quickSetup: true } } : {}),
      onAction: (a, _e, _s, before) => {
        phases.add(before.phase);
        lines.push(describeAction(game, before, a, { viewer: null }));
      },
    });
    for (const p of phases) expect(game.definition.phases?.[p]?.title, `phase ${p}`).toBeTypeOf('string');
    for (const p of Object.keys(game.definition.phases ?? {})) expect(phaseName(game, p)).not.toMatch(CAMEL);
    for (const s of game.sides) expect(lines.some((l) => l.startsWith(`${sideName(game, s)}: `)) || !lines.some((l) => l.startsWith(`${s}:`))).toBe(true);
    for (const line of lines) {
      expect(line, line).not.toMatch(CAMEL);
      expect(line, line).not.toMatch(/\((unit|to|hex) /);
      expect(line.split(': ')[0], line).toMatch(new RegExp(`^(${game.sides.map((s) => sideName(game, s)).join('|')})$`));
    }
  });

  it('the tables a player looks up are there, every row as wide as its header', async () => {
    const game = (await shippedGame(id))! as Game;
    const tables = game.definition.reference ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) {
      expect(t.rows.length).toBeGreaterThan(0);
      for (const row of t.rows) expect(row.length, `${t.title}: ${row.join(' ')}`).toBe(t.columns.length);
    }
  });
});

describe('the CRT on demand is the CRT the combat uses', () => {
  it('Myitkyina: each cell of the shown table is the result the engine reads for that roll and column', () => {
    const table = myitkyina.definition.reference![0]!;
    expect(table.columns.slice(1)).toEqual([...CRT.columns]);
    for (const row of table.rows) {
      const roll = Number(row[0]!.split(' ')[0]);
      for (const col of CRT.columns) expect(row[table.columns.indexOf(col)], `${roll} at ${col}`).toBe(crtLookup(CRT, crtColumn(CRT, col), roll));
    }
    // Highest roll first, as the postcard prints it.
    expect(Number(table.rows[0]![0]!.split(' ')[0])).toBeGreaterThan(Number(table.rows.at(-1)![0]!.split(' ')[0]));
  });
});

describe('bots for a game of any spec', () => {
  it("a tabletop game's Game goes to the bot factories as it is (no cast), and the bot picks a legal action from its view", () => {
    const s = createMatch(pacificSkirmish, { seed: 3 });
    const side = pacificSkirmish.actingSides(s)[0]!;
    for (const make of [heuristicBot, randomBot]) {
      const a = make(1, pacificSkirmish).choose(view(pacificSkirmish, s, side));
      expect(pacificSkirmish.check(s, a)).toBeNull();
    }
  });
});

describe('a view read as a state (viewedState): what a client of a host describes and forecasts from', () => {
  it("gives the same words and forecasts for a side's own actions as the whole state does, and holds nothing the view hides", async () => {
    const { default: fc } = await import('fast-check');
    const { expandActions, forecast, viewedState } = await import('../../src');
    const { runs } = await import('../support/runs');
    let compared = 0;
    let forecasts = 0;
    for (const game of [myitkyina, pacificSkirmish] as unknown as Game[]) {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
          let state = createMatch(game, { seed });
          const bots = new Map(game.sides.map((s, i) => [s, randomBot(seed + i, game)]));
          for (let step = 0; step < 80 && !state.result; step++) {
            const side = game.actingSides(state).find((s) => game.legal(state, s).length > 0)!;
            const v = view(game, state, side);
            const read = viewedState(v);
            expect(read.seed, 'no seed').toBe(0);
            const shown = new Set(v.units.map((u) => u.id));
            for (const u of state.units) if (!shown.has(u.id)) expect(JSON.stringify(read), `${u.id} is hidden from ${side}`).not.toContain(JSON.stringify(u.id));
            for (const a of expandActions(v.actions.filter((d) => !d.open || Object.keys(d.open).length === 0)).slice(0, 4)) {
              expect(actionWords(game, read, a)).toBe(actionWords(game, state, a));
              const mine = forecast(game, read, a);
              const whole = forecast(game, state, a);
              if (whole.ok && mine.ok && !JSON.stringify(a).includes('marker')) {
                expect(mine.forecast.words).toEqual(whole.forecast.words);
                forecasts++;
              }
              compared++;
            }
            const r = game.apply(state, bots.get(side)!.choose(v));
            if (!r.ok) throw new Error(r.error.message);
            state = r.state;
          }
        }),
        { numRuns: runs(2) },
      );
    }
    expect(compared).toBeGreaterThan(100);
    expect(forecasts).toBeGreaterThan(20);
  }, 60_000);
});
