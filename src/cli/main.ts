#!/usr/bin/env node
/**
 * The `hexwar` command: list games, play one bot against bot with a readable
 * log, save and replay games, draw a position, simulate many across every core
 * for a win table, fuzz for rule-engine defects, merge shards run elsewhere,
 * and print the JSON Schemas of the data formats.
 *
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { heuristicBot, randomBot } from '../bots';
import { fuzz, mergeFuzzReports, type FuzzReport } from '../fuzz';
import { playMatch } from '../play';
import { mergeSimulations, simulate, type SimulationReport } from '../simulate';
import { saveMatch, sideWord, view, type MatchRecord, type MatchState } from '../engine';
import { defaultSeed } from '../random';
import { renderSvg } from '../render';
import { gameIds, shippedGame } from '../../games';
import { demo } from './demo';
import { fuzzInWorkers, simulateInWorkers } from './parallel';
import { botsOf, botsWords, thinkingWords } from './bots';
import { schemaKinds, schemaOf } from './schemas';
import { CliError, type Command, SEED, SECRET_SEED, SCENARIO, OPTION, RANDOM, JSON_OUT, WORKERS, SHARD, GAMES, BOT, BUDGET, parse, has, one, int, seedOf, optionsOf, shardOf, botsAsked, budgetAsked, loadGame, helpOf } from './args';
import { words, logger, resultLines, printSimulation, printFuzz, progress } from './report';

const commands: Command[] = [
  {
    name: 'games',
    args: '',
    about: 'list the games',
    positional: [],
    flags: {},
    async run(_p, out) {
      for (const id of gameIds) {
        const g = await shippedGame(id);
        if (!g) throw new Error(`${id} is listed among the shipped games but none loads by that id`);
        out(`${g.id.padEnd(20)} ${g.title} (${g.version})`);
      }
      return 0;
    },
  },
  {
    name: 'play',
    args: '<game>',
    about: 'play a game: yourself against the bot at the terminal (--as SIDE), or bot against bot with the log and the result',
    positional: ['game'],
    flags: {
      seed: SEED,
      scenario: SCENARIO,
      option: OPTION,
      random: RANDOM,
      bot: BOT,
      budget: BUDGET,
      json: { kind: 'boolean', help: 'print the whole record (seed, options, actions) and the result as JSON' },
      save: { kind: 'string', value: 'FILE', help: 'write a save of the game to FILE (load it with loadMatch, or hexwar replay)' },
      quiet: { kind: 'boolean', help: 'print the result only' },
      summary: { kind: 'boolean', help: 'one line a turn instead of the whole log' },
      as: { kind: 'string', value: 'SIDE', help: 'play SIDE yourself at the terminal against the bot (help at the prompt lists the commands)' },
    },
    async run(p, out) {
      const game = await loadGame(p.positional[0]!);
      const as = one(p, 'as');
      // Against a person, no seed is fixed unless asked for: a known seed would foretell every public roll.
      const seed = as !== undefined && one(p, 'seed') === undefined ? defaultSeed() : seedOf(p);
      if (as !== undefined) {
        if (!game.sides.includes(as)) throw new CliError(`${game.title} has no side "${as.slice(0, 20)}" (sides: ${game.sides.join(', ')})`);
        const { playAtTerminal } = await import('./play');
        const scenario = one(p, 'scenario');
        const spec = botsAsked(p, game.sides);
        const budget = budgetAsked(p);
        // The searching sides tell the player how long they may think (by the move and by the turn).
        const searching = game.sides.filter((s) => s !== as && (typeof spec === 'string' ? spec : spec[s]) === 'search');
        const thinking = Object.fromEntries(searching.map((s) => [s, thinkingWords(budget)]));
        return playAtTerminal({ game, as, seed, ...(scenario ? { scenario } : {}), options: optionsOf(p), bots: botsOf(spec, budget, true), thinking }, { out });
      }
      const scenario = one(p, 'scenario');
      const json = has(p, 'json');
      const mode = json || has(p, 'quiet') ? 'quiet' : has(p, 'summary') ? 'summary' : 'full';
      const chosen = Object.entries(optionsOf(p)).map(([k, v]) => (v === true ? k : `${k}=${String(v)}`));
      if (!json && mode !== 'quiet') out(`${game.title} — seed ${seed}${scenario ? `, scenario ${scenario}` : ''}${chosen.length ? `, options: ${chosen.join(', ')}` : ''}`);
      const log = logger(game, out, mode);
      const played = playMatch(game, {
        seed,
        ...(scenario ? { scenario } : {}),
        options: optionsOf(p),
        bots: botsOf(botsAsked(p, game.sides), budgetAsked(p)),
        onAction: (action, events, state, before) => log.action(action, events, state, before),
      });
      log.end();
      const save = one(p, 'save');
      if (save) writeFileSync(save, saveMatch(played.record, played.state));
      if (json) out(JSON.stringify({ record: played.record, result: played.state.result, ended: played.ended, turns: played.state.turn }));
      else resultLines(played.state, played.ended, played.record.actions.length, out);
      return played.ended === 'result' ? 0 : 1;
    },
  },
  {
    name: 'serve',
    args: '',
    about: 'host online matches: HTTP and WebSockets over PGlite (./hexwar-data) or Postgres',
    positional: [],
    flags: {
      port: { kind: 'int', value: 'N', help: 'the port (default 8080; 0 takes a free one)' },
      host: { kind: 'string', value: 'ADDRESS', help: 'the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)' },
      data: { kind: 'string', value: 'DIR', help: "PGlite's data directory (default ./hexwar-data)" },
      database: { kind: 'string', value: 'URL', help: 'a Postgres server instead of PGlite: postgres://user:password@host:5432/db' },
      'max-sockets': { kind: 'int', value: 'N', help: 'sockets open at once on this host (default 2000)' },
      'actions-per-second': { kind: 'int', value: 'N', help: 'actions a seat may send per second (default 20)' },
      'max-message-bytes': { kind: 'int', value: 'N', help: 'the largest request or message (default 65536)' },
      'search-ms': { kind: 'int', value: 'MS', help: "the searching bot's thinking time a move, in a worker thread (default 1000; 0: no searching bot)" },
      'trust-proxy': { kind: 'boolean', help: "read each client's address from X-Forwarded-For (only behind a balancer that sets it: the per-address caps count by it)" },
    },
    async run(p, out) {
      const { serve, restartBounded } = await import('./serve');
      // As the process's own command: restarted once with the host's young generation bounded (see restartBounded).
      if (asCommand) restartBounded();
      const opt = (name: string, min: number) => (one(p, name) !== undefined ? int(p, name, 0, min) : undefined);
      const data = one(p, 'data');
      const database = one(p, 'database');
      const maxSockets = opt('max-sockets', 1);
      const actionsPerSecond = opt('actions-per-second', 1);
      const maxMessageBytes = opt('max-message-bytes', 256);
      const searchMs = opt('search-ms', 0);
      return serve(
        {
          port: int(p, 'port', 8080, 0),
          hostname: one(p, 'host') ?? '127.0.0.1',
          ...(data !== undefined ? { data } : {}),
          ...(database !== undefined ? { database } : {}),
          ...(maxSockets !== undefined ? { maxSockets } : {}),
          ...(actionsPerSecond !== undefined ? { actionsPerSecond } : {}),
          ...(maxMessageBytes !== undefined ? { maxMessageBytes } : {}),
          ...(searchMs !== undefined ? { searchMs } : {}),
          trustProxy: has(p, 'trust-proxy'),
        },
        out,
      );
    },
  },
  {
    name: 'replay',
    args: '<file>',
    about: 'replay a saved game or a record (hexwar play --json or --save) and print its log',
    positional: ['file'],
    flags: {
      game: { kind: 'string', value: 'MODULE', help: 'the module that exports the game, when it is not a shipped one' },
      quiet: { kind: 'boolean', help: 'print the result only' },
      summary: { kind: 'boolean', help: 'one line a turn instead of the whole log' },
    },
    async run(p, out) {
      let text: string;
      let data: Record<string, unknown>;
      try {
        text = readFileSync(p.positional[0]!, 'utf8');
        data = JSON.parse(text);
      } catch (e) {
        throw new CliError(`cannot read ${p.positional[0]}: ${e instanceof Error ? e.message : String(e)}`);
      }
      const record = (data?.['record'] ?? data) as MatchRecord;
      if (typeof record !== 'object' || record === null || !Array.isArray(record.actions) || typeof record.game?.id !== 'string') throw new CliError(`${p.positional[0]} is neither a save nor a record of a game`);
      const game = await loadGame(one(p, 'game') ?? record.game.id);
      const { createMatch, loadMatch, replay } = await import('../engine');
      // loadMatch's checks first (format, game, version, every action, a save's state against its record): a
      // hand-edited or foreign save is refused with its reason, never printed as if it were the game.
      if (data['record'] === undefined && 'state' in data) loadMatch(game, text);
      else replay(game, record);
      const mode = has(p, 'quiet') ? 'quiet' : has(p, 'summary') ? 'summary' : 'full';
      if (mode !== 'quiet') out(`${game.title} — seed ${record.seed}, ${record.actions.length} actions`);
      const log = logger(game, out, mode);
      let state = createMatch(game, { seed: record.seed, ...(record.secretSeed !== undefined ? { secretSeed: record.secretSeed } : {}), scenario: record.scenario, options: record.options });
      for (const [i, a] of record.actions.entries()) {
        const r = game.apply(state, a);
        if (!r.ok) throw new CliError(`action ${i + 1} of the record is refused: ${r.error.message}`);
        log.action(r.action, r.events, r.state, state);
        state = r.state;
      }
      log.end();
      resultLines(state, state.result ? 'result' : 'unfinished', record.actions.length, out);
      return 0;
    },
  },
  {
    name: 'render',
    args: '<game>',
    about: 'draw a position as SVG: a bot game stopped after K actions, as one side sees it',
    positional: ['game'],
    flags: {
      seed: SEED,
      scenario: SCENARIO,
      option: OPTION,
      random: RANDOM,
      step: { kind: 'int', value: 'K', help: 'actions to play before drawing (default 0: the start)' },
      side: { kind: 'string', value: 'SIDE', help: 'draw what this side sees (default: the whole position)' },
      out: { kind: 'string', value: 'FILE', help: 'write the SVG to FILE instead of printing it' },
      scale: { kind: 'int', value: 'N', help: 'hex size in pixels, or pixels per inch on a table' },
    },
    async run(p, out) {
      const game = await loadGame(p.positional[0]!);
      const scenario = one(p, 'scenario');
      const side = one(p, 'side');
      if (side !== undefined && !game.sides.includes(side)) throw new CliError(`--side must be one of ${game.sides.join(', ')}, not "${side}"`);
      const steps = int(p, 'step', 0);
      const played = playMatch(game, { seed: seedOf(p), ...(scenario ? { scenario } : {}), options: optionsOf(p), bots: has(p, 'random') ? randomBot : heuristicBot, maxSteps: steps });
      const state: MatchState = played.state;
      const scale = one(p, 'scale') === undefined ? undefined : int(p, 'scale', 24, 1);
      const title = `${game.title} — turn ${state.turn}, ${words(state.phase)}${side ? `, as ${sideWord(side)} sees it` : ''}`;
      const svg = renderSvg(game, side ? view(game, state, side) : state, { title, ...(scale ? { scale } : {}) });
      const file = one(p, 'out');
      if (file) writeFileSync(file, svg);
      else out(svg);
      return 0;
    },
  },
  {
    name: 'simulate',
    args: '<game>',
    about: 'play many games (every core); print a win table, or the JSON a shard gives',
    positional: ['game'],
    flags: { games: GAMES, seed: { ...SEED, help: 'the first seed; games use seed, seed + 1, … (default 1)' }, 'secret-seed': SECRET_SEED, scenario: SCENARIO, option: OPTION, random: RANDOM, bot: BOT, budget: BUDGET, workers: WORKERS, shard: SHARD, json: JSON_OUT },
    async run(p, out) {
      const name = p.positional[0]!;
      const game = await loadGame(name);
      const bots = botsAsked(p, game.sides);
      const budget = budgetAsked(p);
      const n = int(p, 'games', 100, 1);
      const seed = seedOf(p, true);
      const scenario = one(p, 'scenario');
      const shard = shardOf(p);
      const workers = int(p, 'workers', 0);
      const started = Date.now();
      const total = shard ? Math.ceil((n - shard.index) / shard.count) : n;
      const secretSeed = one(p, 'secret-seed');
      const common = { games: n, seed, ...(secretSeed !== undefined ? { secretSeed } : {}), ...(scenario ? { scenario } : {}), options: optionsOf(p), onGame: (d: number) => progress(d, total) };
      const report =
        shard || workers === 1
          ? simulate(game, { ...common, bots: botsOf(bots, budget), ...(shard ? { shard } : {}) })
          : await simulateInWorkers({ game: gameIds.includes(name) ? name : resolve(name) }, { ...common, bots, budget, ...(workers ? { workers } : {}) });
      const who = botsWords(bots, budget, game.sides);
      if (has(p, 'json')) out(JSON.stringify({ kind: 'simulation', game: game.id, title: game.title, bots: who, report }));
      else printSimulation(game.title, report, (Date.now() - started) / 1000, who, out);
      return report.unfinished > 0 ? 1 : 0;
    },
  },
  {
    name: 'fuzz',
    args: '<game>',
    about: 'random legal play checking the engine\'s invariants (every core); exit 1 on a finding',
    positional: ['game'],
    flags: { games: GAMES, seed: { ...SEED, help: 'the first seed (default 1)' }, scenario: SCENARIO, option: OPTION, 'max-steps': { kind: 'int', value: 'N', help: 'actions before a game counts as endless (default 20,000)' }, workers: WORKERS, shard: SHARD, json: JSON_OUT },
    async run(p, out) {
      const name = p.positional[0]!;
      const game = await loadGame(name);
      const n = int(p, 'games', 100, 1);
      const seed = seedOf(p, true);
      const scenario = one(p, 'scenario');
      const shard = shardOf(p);
      const workers = int(p, 'workers', 0);
      const started = Date.now();
      const total = shard ? Math.ceil((n - shard.index) / shard.count) : n;
      const common = { games: n, seed, ...(scenario ? { scenario } : {}), options: optionsOf(p), maxSteps: int(p, 'max-steps', 20_000, 1) };
      const report =
        shard || workers === 1
          ? fuzz(game, { ...common, ...(shard ? { shard } : {}), onGame: (d, f) => progress(d, total, f ? ` (${f} found)` : '') })
          : await fuzzInWorkers({ game: gameIds.includes(name) ? name : resolve(name) }, { ...common, ...(workers ? { workers } : {}), onGame: (d) => progress(d, total) });
      if (has(p, 'json')) out(JSON.stringify({ kind: 'fuzz', game: game.id, title: game.title, report }));
      else printFuzz(game.title, report, (Date.now() - started) / 1000, out);
      return report.findings.length > 0 ? 1 : 0;
    },
  },
  {
    name: 'merge',
    args: '<file> <file>…',
    about: 'merge the JSON outputs of simulate or fuzz shards into one table',
    positional: ['file'],
    rest: true,
    flags: { json: JSON_OUT },
    async run(p, out) {
      const parts = p.positional.map((f) => {
        try {
          return JSON.parse(readFileSync(f, 'utf8')) as { kind?: string; game?: string; title?: string; report?: unknown; bots?: unknown };
        } catch (e) {
          throw new CliError(`cannot read ${f}: ${e instanceof Error ? e.message : String(e)}`);
        }
      });
      const kinds = new Set(parts.map((x) => x.kind));
      const ids = new Set(parts.map((x) => x.game));
      if (kinds.size !== 1 || !['simulation', 'fuzz'].includes(String([...kinds][0])) || ids.size !== 1) throw new CliError('merge takes the JSON outputs of shards of one simulate or fuzz run (all of one kind, one game)');
      // The shards name their game: merging needs neither the game nor its module.
      const [id] = ids;
      const game = { id: String(id), title: parts[0]?.title ?? String(id) };
      if ([...kinds][0] === 'simulation') {
        const report = mergeSimulations(parts.map((x) => x.report as SimulationReport));
        if (has(p, 'json')) out(JSON.stringify({ kind: 'simulation', game: game.id, title: game.title, report }));
        else printSimulation(game.title, report, 0, String(parts[0]?.bots ?? 'heuristic bots'), out);
        return report.unfinished > 0 ? 1 : 0;
      }
      const report = mergeFuzzReports(parts.map((x) => x.report as FuzzReport));
      if (has(p, 'json')) out(JSON.stringify({ kind: 'fuzz', game: game.id, title: game.title, report }));
      else printFuzz(game.title, report, 0, out);
      return report.findings.length > 0 ? 1 : 0;
    },
  },
  {
    name: 'schema',
    args: '<kind>',
    about: `print the JSON Schema of a data format (${schemaKinds.join(', ')})`,
    positional: ['kind'],
    flags: {},
    run(p, out) {
      const kind = p.positional[0]!;
      if (!schemaKinds.includes(kind)) throw new CliError(`there is no schema "${kind}" (kinds: ${schemaKinds.join(', ')})`);
      out(JSON.stringify(schemaOf(kind), null, 2));
      return 0;
    },
  },
  {
    name: 'demo',
    args: '',
    about: 'print a unit\'s movement range on a sample map',
    positional: [],
    flags: {},
    run(_p, out) {
      demo(out);
      return 0;
    },
  },
];

const usage = ['usage: hexwar <command> [options]', '', 'commands:', ...commands.map((c) => `  ${`${c.name}${c.args ? ` ${c.args}` : ''}`.padEnd(24)}${c.about}`), '', "'hexwar <command> --help' for a command's options."].join('\n');

/**
 * Runs the command line; returns the exit status (0 done, 1 a finding or an
 * unfinished game, 2 a mistake on the command line).
 *
 * @internal
 */
export async function main(argv: readonly string[], out: (s: string) => void = (s) => console.log(s)): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const cmd = commands.find((c) => c.name === rest[0]);
    out(cmd ? helpOf(cmd) : usage);
    return 0;
  }
  const cmd = commands.find((c) => c.name === name);
  try {
    if (!cmd) throw new CliError(`unknown command "${name}"`);
    const parsed = parse(cmd, rest);
    if (parsed.flags.has('help')) {
      out(helpOf(cmd));
      return 0;
    }
    return await cmd.run(parsed, out);
  } catch (e) {
    if (e instanceof CliError) {
      const c = e.command ?? cmd;
      console.error(`hexwar: ${e.message}\n\n${c ? helpOf(c) : usage}`);
      return 2;
    }
    console.error(`hexwar: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

const invoked = process.argv[1] ?? '';
/** Whether `main` runs as this process's command (then `hexwar serve` may restart the process), not called by other code. */
let asCommand = false;
if (/(^|[/\\])(main\.ts|cli\.c?js|hexwar(\.mjs)?)$/.test(invoked)) {
  asCommand = true;
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
