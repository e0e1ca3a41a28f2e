/**
 * A player's words for the engine's ids: side names, phase titles, verb
 * labels, actions without the side's name (what a button or a menu shows),
 * and the tables a player looks up. A page or a terminal shows these, never
 * an id (issue 23).
 */
import { describe, expect, it } from 'vitest';
import { actionWords, createMatch, crtColumn, crtLookup, describeAction, heuristicBot, phaseName, playMatch, randomBot, sideName, unitName, verbLabel, view, type Game } from '../../src';
import { gameIds, shippedGame } from '../../games/index';
import { myitkyina } from '../../games/myitkyina';
import { CRT } from '../../games/myitkyina/data/tables';
import { pacificSkirmish } from '../../games/pacific-skirmish';

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
  });

  it('an action reads without the side for a button and with it for the log', () => {
    const state = createMatch(myitkyina, { seed: 1 });
    const end = { type: 'endSetup', side: 'allied' };
    expect(actionWords(myitkyina, state, end)).toBe('set-up done');
    expect(describeAction(myitkyina, state, end)).toBe('Allied: set-up done');
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
        lines.push(describeAction(game, before, a));
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
