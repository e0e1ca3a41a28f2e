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
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { heuristicBot, randomBot } from '../bots';
import { fuzz, mergeFuzzReports, type FuzzReport } from '../fuzz';
import { playMatch } from '../play';
import { mergeSimulations, simulate, type SimulationReport } from '../simulate';
import { describeAction, describeEvent, saveMatch, sideWord, view, type Action, type Game, type GameEvent, type JsonValue, type MatchRecord, type MatchState } from '../engine';
import { renderSvg } from '../render';
import { gameIds, shippedGame } from '../../games';
import { demo } from './demo';
import { fuzzInWorkers, simulateInWorkers } from './parallel';
import { BOT_KINDS, botsOf, botsWords, parseBudget, type BotKind, type BotSpec } from './bots';
import type { SearchBudget } from '../bots/search';
import { schemaKinds, schemaOf } from './schemas';

/** A command-line mistake: exit 2 with the command's usage. */
class CliError extends Error {
  constructor(
    message: string,
    readonly command?: Command,
  ) {
    super(message);
  }
}

type FlagKind = 'boolean' | 'int' | 'string' | 'list';
interface Flag {
  readonly kind: FlagKind;
  readonly value?: string;
  readonly help: string;
}
interface Command {
  readonly name: string;
  readonly args: string;
  readonly about: string;
  readonly positional: readonly string[];
  readonly optional?: number;
  readonly rest?: boolean;
  readonly flags: { readonly [name: string]: Flag };
  run(p: Parsed, out: (s: string) => void): Promise<number> | number;
}
interface Parsed {
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, readonly string[]>;
}

const SEED: Flag = { kind: 'string', value: 'S', help: 'the seed: a whole number, or text of 1 to 64 characters (default 1)' };
const SCENARIO: Flag = { kind: 'string', value: 'ID', help: 'the scenario (default: the first)' };
const OPTION: Flag = { kind: 'list', value: 'NAME=VALUE', help: 'an optional rule, repeatable (true/false/numbers read as such; a name alone is true)' };
const RANDOM: Flag = { kind: 'boolean', help: 'random bots instead of the heuristic ones' };
const JSON_OUT: Flag = { kind: 'boolean', help: 'print JSON instead of words' };
const WORKERS: Flag = { kind: 'int', value: 'N', help: 'worker threads (default: every core)' };
const SHARD: Flag = { kind: 'string', value: 'I/N', help: 'play only shard I of N (0 ≤ I < N); merge the JSON outputs with hexwar merge' };
const GAMES: Flag = { kind: 'int', value: 'N', help: 'how many games (default 100)' };
const BOT: Flag = { kind: 'list', value: 'KIND|SIDE=KIND', help: `the bots: ${BOT_KINDS.join(', ')} (default heuristic), for every side or one side (repeatable)` };
const BUDGET: Flag = { kind: 'string', value: 'Nms|N', help: "a search bot's thinking per decision: CPU milliseconds (200ms) or iterations (500); default 200ms" };

function parse(cmd: Command, argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (name === 'help') {
      flags.set('help', ['true']);
      continue;
    }
    const flag = cmd.flags[name];
    if (!flag) throw new CliError(`${cmd.name} has no option --${name}`, cmd);
    if (flag.kind === 'boolean') {
      if (inline !== undefined) throw new CliError(`--${name} takes no value`, cmd);
      flags.set(name, ['true']);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliError(`--${name} needs a value (${flag.value ?? 'a value'})`, cmd);
    if (flag.kind !== 'list' && flags.has(name)) throw new CliError(`--${name} is given twice`, cmd);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  if (flags.has('help')) return { positional, flags };
  const need = cmd.positional.length - (cmd.optional ?? 0);
  if (positional.length < need) throw new CliError(`${cmd.name} needs ${cmd.positional.slice(positional.length, need).map((p) => `<${p}>`).join(' ')}`, cmd);
  if (!cmd.rest && positional.length > cmd.positional.length) throw new CliError(`unexpected argument "${positional[cmd.positional.length]}"`, cmd);
  return { positional, flags };
}

const has = (p: Parsed, name: string) => p.flags.has(name);
const one = (p: Parsed, name: string) => p.flags.get(name)?.at(-1);

function int(p: Parsed, name: string, fallback: number, min = 0): number {
  const v = one(p, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < min) throw new CliError(`--${name} must be a whole number ≥ ${min}, not "${v}"`);
  return n;
}

/** A seed as the API takes it: a whole number, or text of 1 to 64 characters. */
function seedOf(p: Parsed, wholeOnly = false): number | string {
  const v = one(p, 'seed');
  if (v === undefined) return 1;
  if (/^-?\d+$/.test(v.trim())) {
    const n = Number(v);
    if (!Number.isSafeInteger(n)) throw new CliError(`--seed ${v} is too large a number; give it as text instead`);
    return n;
  }
  if (wholeOnly) throw new CliError(`--seed must be a whole number here (games use seed, seed + 1, …), not "${v}"`);
  if (v.length < 1 || v.length > 64) throw new CliError('--seed text must have 1 to 64 characters');
  return v;
}

function optionsOf(p: Parsed): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const kv of p.flags.get('option') ?? []) {
    const [k, given] = kv.split(/=(.*)/s, 2) as [string, string | undefined];
    // A bare name switches an optional rule on: --option solo is --option solo=true.
    const v = given ?? 'true';
    if (!k || !/^[A-Za-z][\w-]*$/.test(k)) throw new CliError(`--option takes name=value (or a name alone for true), not "${kv}"`);
    out[k] = v === 'true' ? true : v === 'false' ? false : Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : v;
  }
  return out;
}

function shardOf(p: Parsed): { index: number; count: number } | undefined {
  const v = one(p, 'shard');
  if (v === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index >= count) throw new CliError(`--shard takes I/N with 0 ≤ I < N, not "${v}"`);
  return { index, count };
}

/** The bots asked for: --random, --bot KIND or --bot SIDE=KIND (each side once), for a game's sides. */
function botsAsked(p: Parsed, sides: readonly string[]): BotSpec {
  const given = p.flags.get('bot') ?? [];
  const kindOf = (k: string): BotKind => {
    if (!(BOT_KINDS as readonly string[]).includes(k)) throw new CliError(`--bot takes ${BOT_KINDS.join(', ')} (or SIDE=KIND), not "${k.slice(0, 40)}"`);
    return k as BotKind;
  };
  if (has(p, 'random')) {
    if (given.length) throw new CliError('--random is --bot random: give one or the other');
    return 'random';
  }
  const bySide: Record<string, BotKind> = {};
  let all: BotKind | undefined;
  for (const g of given) {
    const [side, kind] = g.includes('=') ? (g.split(/=(.*)/s, 2) as [string, string]) : [undefined, g];
    if (side === undefined) {
      if (all !== undefined) throw new CliError('--bot KIND is given twice');
      all = kindOf(kind);
      continue;
    }
    if (!sides.includes(side)) throw new CliError(`--bot ${side.slice(0, 40)}=…: the sides are ${sides.join(', ')}`);
    if (bySide[side] !== undefined) throw new CliError(`--bot ${side}=… is given twice`);
    bySide[side] = kindOf(kind);
  }
  if (Object.keys(bySide).length === 0) return all ?? 'heuristic';
  return Object.fromEntries(sides.map((s) => [s, bySide[s] ?? all ?? 'heuristic']));
}

/** The search bots' budget: --budget 200ms or --budget 500 (default 200 ms of CPU a decision). */
function budgetAsked(p: Parsed): SearchBudget {
  const v = one(p, 'budget');
  if (v === undefined) return { ms: 200 };
  const b = parseBudget(v);
  if (!b) throw new CliError(`--budget takes CPU milliseconds (200ms) or iterations (500), not "${v.slice(0, 40)}"`);
  return b;
}

async function loadGame(name: string): Promise<Game> {
  const known = await shippedGame(name);
  if (known) return known;
  if (/[/\\.]/.test(name)) {
    const mod = (await import(pathToFileURL(resolve(name)).href)) as Record<string, unknown>;
    const found = [mod['default'], ...Object.values(mod)].find((v): v is Game => typeof v === 'object' && v !== null && 'apply' in v && 'definition' in v);
    if (found) return found;
    throw new CliError(`${name} exports no game (a value made by defineGame)`);
  }
  throw new CliError(`there is no game "${name}" (games: ${gameIds.join(', ') || 'none yet'}; or give a module path)`);
}

/** "airPower" → "air power". */
const words = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Prints a match's log, action by action, in a player's words. */
function logger(game: Game, out: (s: string) => void, mode: 'full' | 'summary' | 'quiet') {
  let header = '';
  // Losses are read from the states, not from a game's event names, so every game (hex or table) is summed alike.
  const turn = { n: 0, actions: 0, start: null as MatchState | null, end: null as MatchState | null };
  const stepsBySide = (st: MatchState) => {
    const by: Record<string, number> = {};
    for (const u of st.units) by[u.side] = (by[u.side] ?? 0) + Math.max(0, u.steps);
    return by;
  };
  const flush = () => {
    if (mode !== 'summary' || turn.n === 0 || !turn.start || !turn.end) return;
    const a = stepsBySide(turn.start);
    const b = stepsBySide(turn.end);
    const lost = game.sides.map((side) => `${sideWord(side)} ${Math.max(0, (a[side] ?? 0) - (b[side] ?? 0))}`);
    out(`Turn ${turn.n}: ${turn.actions} action${turn.actions === 1 ? '' : 's'}; steps lost: ${lost.join(', ')}`);
  };
  return {
    action(action: Action, events: readonly GameEvent[], state: MatchState, before: MatchState) {
      if (before.turn !== turn.n) {
        flush();
        Object.assign(turn, { n: before.turn, actions: 0, start: before });
      }
      turn.actions++;
      turn.end = state;
      if (mode !== 'full') return;
      const h = before.turn === 0 ? 'Set-up' : `Turn ${before.turn}`;
      if (h !== header) out(`\n== ${(header = h)} ==`);
      out(`  ${describeAction(game, before as never, action)}`);
      for (const e of events) {
        if (e.type === 'phaseChanged') {
          if (e['phase'] === 'over') continue;
          const nh = e['turn'] === 0 ? 'Set-up' : `Turn ${String(e['turn'])}`;
          if (nh !== header) out(`\n== ${(header = nh)} ==`);
          out(`  -- ${e['side'] ? `${sideWord(e['side'])} ` : ''}${words(String(e['phase']))} phase`);
          continue;
        }
        const line = describeEvent(game, state as never, e);
        if (line) out(`      ${line}`);
      }
    },
    end: flush,
  };
}

function resultLines(state: MatchState, ended: string, actions: number, out: (s: string) => void): void {
  const r = state.result;
  out(`\nResult: ${r ? (r.winner ? `${sideWord(r.winner)} wins` : 'a draw') : 'unfinished'}${r?.level ? ` (${r.level})` : ''} — ${r?.reason ?? (ended === 'dead-end' ? 'no side could act' : 'step limit reached')}`);
  if (r?.vp) out(`VP: ${Object.entries(r.vp).map(([s, v]) => `${sideWord(s)} ${v}`).join(', ')}`);
  out(`${actions} actions over ${state.turn} turns.`);
}

const commands: Command[] = [
  {
    name: 'games',
    args: '',
    about: 'list the games',
    positional: [],
    flags: {},
    async run(_p, out) {
      for (const id of gameIds) {
        const g = (await shippedGame(id))!;
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
      const seed = seedOf(p);
      const as = one(p, 'as');
      if (as !== undefined) {
        if (!game.sides.includes(as)) throw new CliError(`${game.title} has no side "${as.slice(0, 20)}" (sides: ${game.sides.join(', ')})`);
        const { playAtTerminal } = await import('./play');
        const scenario = one(p, 'scenario');
        return playAtTerminal({ game, as, seed: seed as number, ...(scenario ? { scenario } : {}), options: optionsOf(p) as never }, { out });
      }
      const scenario = one(p, 'scenario');
      const json = has(p, 'json');
      const mode = json || has(p, 'quiet') ? 'quiet' : has(p, 'summary') ? 'summary' : 'full';
      const chosen = Object.entries(optionsOf(p)).map(([k, v]) => (v === true ? k : `${k}=${String(v)}`));
      if (!json && mode !== 'quiet') out(`${game.title} — seed ${seed}${scenario ? `, scenario ${scenario}` : ''}${chosen.length ? `, options: ${chosen.join(', ')}` : ''}`);
      const log = logger(game, out, mode);
      const played = playMatch(game, {
        seed: seed as number,
        ...(scenario ? { scenario } : {}),
        options: optionsOf(p),
        bots: botsOf(botsAsked(p, game.sides), budgetAsked(p)),
        onAction: (action, events, state, before) => log.action(action, events, state as MatchState, before as MatchState),
      });
      log.end();
      const save = one(p, 'save');
      if (save) writeFileSync(save, saveMatch(played.record, played.state as never));
      if (json) out(JSON.stringify({ record: played.record, result: played.state.result, ended: played.ended, turns: played.state.turn }));
      else resultLines(played.state as MatchState, played.ended, played.record.actions.length, out);
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
    },
    async run(p, out) {
      const { serve } = await import('./serve');
      const opt = (name: string, min: number) => (one(p, name) !== undefined ? int(p, name, 0, min) : undefined);
      const data = one(p, 'data');
      const database = one(p, 'database');
      const maxSockets = opt('max-sockets', 1);
      const actionsPerSecond = opt('actions-per-second', 1);
      const maxMessageBytes = opt('max-message-bytes', 256);
      return serve(
        {
          port: int(p, 'port', 8080, 0),
          hostname: one(p, 'host') ?? '127.0.0.1',
          ...(data !== undefined ? { data } : {}),
          ...(database !== undefined ? { database } : {}),
          ...(maxSockets !== undefined ? { maxSockets } : {}),
          ...(actionsPerSecond !== undefined ? { actionsPerSecond } : {}),
          ...(maxMessageBytes !== undefined ? { maxMessageBytes } : {}),
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
        data = JSON.parse(text) as Record<string, unknown>;
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
      let state = createMatch(game, { seed: record.seed, scenario: record.scenario, options: record.options }) as MatchState;
      for (const [i, a] of record.actions.entries()) {
        const r = game.apply(state, a);
        if (!r.ok) throw new CliError(`action ${i + 1} of the record is refused: ${r.error.message}`);
        log.action(r.action, r.events, r.state as MatchState, state);
        state = r.state as MatchState;
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
      const played = playMatch(game, { seed: seedOf(p) as number, ...(scenario ? { scenario } : {}), options: optionsOf(p), bots: has(p, 'random') ? randomBot : heuristicBot, maxSteps: steps });
      const state = played.state as MatchState;
      const scale = one(p, 'scale') === undefined ? undefined : int(p, 'scale', 24, 1);
      const title = `${game.title} — turn ${state.turn}, ${words(state.phase)}${side ? `, as ${sideWord(side)} sees it` : ''}`;
      const svg = renderSvg(game, side ? (view(game, state as never, side) as never) : state, { title, ...(scale ? { scale } : {}) });
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
    flags: { games: GAMES, seed: { ...SEED, help: 'the first seed; games use seed, seed + 1, … (default 1)' }, scenario: SCENARIO, option: OPTION, random: RANDOM, bot: BOT, budget: BUDGET, workers: WORKERS, shard: SHARD, json: JSON_OUT },
    async run(p, out) {
      const name = p.positional[0]!;
      const game = await loadGame(name);
      const bots = botsAsked(p, game.sides);
      const budget = budgetAsked(p);
      const n = int(p, 'games', 100, 1);
      const seed = seedOf(p, true) as number;
      const scenario = one(p, 'scenario');
      const shard = shardOf(p);
      const workers = int(p, 'workers', 0);
      const started = Date.now();
      const total = shard ? Math.ceil((n - shard.index) / shard.count) : n;
      const common = { games: n, seed, ...(scenario ? { scenario } : {}), options: optionsOf(p), onGame: (d: number) => progress(d, total) };
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
      const seed = seedOf(p, true) as number;
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
          return JSON.parse(readFileSync(f, 'utf8')) as { kind?: string; game?: string; title?: string; report?: unknown };
        } catch (e) {
          throw new CliError(`cannot read ${f}: ${e instanceof Error ? e.message : String(e)}`);
        }
      });
      const kinds = new Set(parts.map((x) => x.kind));
      const ids = new Set(parts.map((x) => x.game));
      if (kinds.size !== 1 || !['simulation', 'fuzz'].includes(String([...kinds][0])) || ids.size !== 1) throw new CliError('merge takes the JSON outputs of shards of one simulate or fuzz run (all of one kind, one game)');
      // The shards name their game: merging needs neither the game nor its module.
      const game = { id: String([...ids][0]), title: parts[0]!.title ?? String([...ids][0]) };
      if ([...kinds][0] === 'simulation') {
        const report = mergeSimulations(parts.map((x) => x.report as SimulationReport));
        if (has(p, 'json')) out(JSON.stringify({ kind: 'simulation', game: game.id, title: game.title, report }));
        else printSimulation(game.title, report, 0, String((parts[0] as { bots?: unknown }).bots ?? 'heuristic bots'), out);
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

function printSimulation(title: string, report: SimulationReport, seconds: number, bots: string, out: (s: string) => void): void {
  const n = report.games;
  out(`${title}: ${n} games, ${bots}${seconds > 0 ? `, ${(n / seconds).toFixed(1)} games/s` : ''}\n`);
  out('result      games    share');
  for (const [who, count] of Object.entries(report.wins)) out(`${who.padEnd(10)} ${String(count).padStart(6)}  ${((100 * count) / Math.max(1, n)).toFixed(1).padStart(6)}%`);
  if (report.unfinished) out(`unfinished ${String(report.unfinished).padStart(6)}`);
  for (const [side, s] of Object.entries(report.vp)) out(`VP ${side}: min ${s.min}, mean ${s.mean.toFixed(1)}, max ${s.max}`);
  out(`turns: min ${report.turns.min}, mean ${report.turns.mean.toFixed(1)}, max ${report.turns.max}`);
  out(`actions: min ${report.steps.min}, mean ${report.steps.mean.toFixed(0)}, max ${report.steps.max}`);
}

function printFuzz(title: string, report: FuzzReport, seconds: number, out: (s: string) => void): void {
  out(`${title}: fuzzed ${report.games} games, ${report.steps} actions${seconds > 0 ? ` in ${seconds.toFixed(1)} s` : ''}: ${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}.`);
  out(`tried: ${Object.entries(report.tried).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const f of report.findings.slice(0, 10)) {
    out(`\n${f.kind} (seed ${f.seed}, after ${f.actions.length} actions): ${f.message.split('\n')[0]}`);
    if (f.action !== undefined) out(`  action: ${JSON.stringify(f.action)}`);
    out(`  reproduce: replay seed ${f.seed} with actions ${JSON.stringify(f.actions).slice(0, 2000)}`);
  }
}

let lastDrawn = '';
/** A progress bar on stderr, redrawn only when it changes; off a terminal, a line every 10 %. */
function progress(done: number, total: number, extra = ''): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const tty = process.stderr.isTTY === true;
  const bar = tty ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor((100 * done) / total)}%${extra}` : `${Math.floor((10 * done) / total) * 10}%${extra}`;
  if (bar === lastDrawn && done !== total) return;
  lastDrawn = bar;
  if (tty) process.stderr.write(`\r${bar} ${done}/${total}${done === total ? '\n' : ''}`);
  else process.stderr.write(`${done}/${total} games${extra}\n`);
}

function helpOf(cmd: Command): string {
  const lines = [`usage: hexwar ${cmd.name}${cmd.args ? ` ${cmd.args}` : ''}${Object.keys(cmd.flags).length ? ' [options]' : ''}`, '', cmd.about];
  if (cmd.positional.includes('game')) lines.push('', '<game> is a game id from \'hexwar games\', or the path of a module that exports a game.');
  const flags = Object.entries(cmd.flags);
  if (flags.length) {
    lines.push('', 'options:');
    for (const [name, f] of flags) lines.push(`  --${name}${f.value ? ` ${f.value}` : ''}`.padEnd(30) + f.help);
  }
  lines.push(`  --help`.padEnd(30) + 'this help');
  return lines.join('\n');
}

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
if (/(^|[/\\])(main\.ts|cli\.c?js|hexwar(\.mjs)?)$/.test(invoked)) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
