#!/usr/bin/env node
/**
 * The `hexwar` command: list games, play one bot against bot with a readable
 * log, simulate many for a win table, fuzz one for rule-engine defects.
 *
 * @module
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { fuzz, heuristicBot, playMatch, randomBot, simulate, type BotFactory } from '../bots';
import { describeAction, describeEvent, type Game, type JsonValue, type MatchState } from '../engine';
import { games } from '../../games';
import { demo } from './demo';

const usage = `usage: hexwar <command> [options]

commands:
  games                         list the games
  play <game> [--seed N] [--scenario S] [--option name=value] [--random] [--json]
                                play a whole game bot against bot; print the log and the result
                                (--option name alone sets an optional rule to true)
  simulate <game> [--games N] [--seed N] [--option name=value] [--random]
                                play many games; print a win table
  fuzz <game> [--games N] [--seed N] [--max-steps N] [--option name=value]
                                random legal play checking the engine's invariants; exit 1 on a finding
  demo                          print a unit's movement range on a sample map

<game> is a game id from 'hexwar games', or the path of a module that exports a game.`;

interface Args {
  readonly positional: string[];
  readonly flags: Map<string, string[]>;
}

function parseArgs(argv: readonly string[]): Args {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    const boolean = ['json', 'random', 'help'].includes(name);
    const value = inline ?? (boolean ? 'true' : argv[++i]);
    if (value === undefined) throw new CliError(`--${name} needs a value`);
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positional, flags };
}

class CliError extends Error {}

function intFlag(args: Args, name: string, fallback: number): number {
  const v = args.flags.get(name)?.at(-1);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new CliError(`--${name} must be a whole number ≥ 0, not "${v}"`);
  return n;
}

function optionsOf(args: Args): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const kv of args.flags.get('option') ?? []) {
    const [k, given] = kv.split(/=(.*)/s, 2) as [string, string | undefined];
    // A bare name switches an optional rule on: --option solo is --option solo=true.
    const v = given ?? 'true';
    if (!k || !/^[A-Za-z][\w-]*$/.test(k)) throw new CliError(`--option takes name=value (or a name alone for true), not "${kv}"`);
    out[k] = v === 'true' ? true : v === 'false' ? false : Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : v;
  }
  return out;
}

async function loadGame(name: string | undefined): Promise<Game> {
  if (!name) throw new CliError(`name a game (${Object.keys(games).join(', ') || 'or a module path'})`);
  const known = games[name];
  if (known) return known;
  if (/[/\\.]/.test(name)) {
    const mod = (await import(pathToFileURL(resolve(name)).href)) as Record<string, unknown>;
    const found = [mod['default'], ...Object.values(mod)].find((v): v is Game => typeof v === 'object' && v !== null && 'apply' in v && 'definition' in v);
    if (found) return found;
    throw new CliError(`${name} exports no game (a value made by defineGame)`);
  }
  throw new CliError(`there is no game "${name}" (games: ${Object.keys(games).join(', ') || 'none yet'}; or give a module path)`);
}

function botsOf(args: Args): BotFactory {
  return args.flags.has('random') ? randomBot : heuristicBot;
}

async function play(args: Args, out: (s: string) => void): Promise<number> {
  const game = await loadGame(args.positional[1]);
  const seed = intFlag(args, 'seed', 1);
  const scenario = args.flags.get('scenario')?.at(-1);
  const json = args.flags.has('json');
  let lastHeader = '';
  const options = optionsOf(args);
  const chosen = Object.entries(options).map(([k, v]) => (v === true ? k : `${k}=${String(v)}`));
  if (!json) out(`${game.title} — seed ${seed}${scenario ? `, scenario ${scenario}` : ''}${chosen.length ? `, options: ${chosen.join(', ')}` : ''}`);
  let previous: MatchState | null = null;
  const played = playMatch(game, {
    seed,
    ...(scenario ? { scenario } : {}),
    options,
    bots: botsOf(args),
    onAction(action, events, state) {
      if (json) return;
      const before = previous;
      previous = state;
      const header = `Turn ${before?.turn ?? state.turn}`;
      if (header !== lastHeader) {
        out(`\n== ${header} ==`);
        lastHeader = header;
      }
      out(`  ${describeAction(game, (before ?? state) as never, action)}`);
      for (const e of events) {
        if (e.type === 'phaseChanged') {
          const h = `Turn ${e.turn}`;
          if (h !== lastHeader && e.phase !== 'over') {
            out(`\n== ${h} ==`);
            lastHeader = h;
          }
          if (e.phase !== 'over') out(`  -- ${e.phase}${e.side ? ` (${e.side})` : ''}`);
          continue;
        }
        const line = describeEvent(game, state as never, e);
        if (line) out(`      ${line}`);
      }
    },
  });
  const r = played.state.result;
  const summary = {
    game: game.id,
    seed,
    scenario: played.state.scenario,
    ended: played.ended,
    winner: r?.winner ?? null,
    reason: r?.reason ?? (played.ended === 'dead-end' ? 'no side could act' : 'step limit reached'),
    ...(r?.level ? { level: r.level } : {}),
    ...(r?.vp ? { vp: r.vp } : {}),
    turns: played.state.turn,
    actions: played.record.actions.length,
  };
  if (json) out(JSON.stringify(summary));
  else {
    out(`\nResult: ${r ? (r.winner ? `${r.winner} wins` : 'a draw') : 'unfinished'}${r?.level ? ` (${r.level})` : ''} — ${summary.reason}`);
    if (r?.vp) out(`VP: ${Object.entries(r.vp).map(([s, v]) => `${s} ${v}`).join(', ')}`);
    out(`${summary.actions} actions over ${summary.turns} turns.`);
  }
  return played.ended === 'result' ? 0 : 1;
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

async function simulateCommand(args: Args, out: (s: string) => void): Promise<number> {
  const game = await loadGame(args.positional[1]);
  const n = intFlag(args, 'games', 100);
  if (n < 1) throw new CliError('--games must be at least 1');
  const started = Date.now();
  const report = simulate(game, { games: n, seed: intFlag(args, 'seed', 1), options: optionsOf(args), bots: botsOf(args), onGame: (d) => progress(d, n) });
  const seconds = (Date.now() - started) / 1000;
  out(`${game.title}: ${n} games, ${args.flags.has('random') ? 'random' : 'heuristic'} bots, ${(n / seconds).toFixed(1)} games/s\n`);
  out('result      games    share');
  for (const [who, count] of Object.entries(report.wins)) out(`${who.padEnd(10)} ${String(count).padStart(6)}  ${((100 * count) / n).toFixed(1).padStart(6)}%`);
  if (report.unfinished) out(`unfinished ${String(report.unfinished).padStart(6)}`);
  for (const [side, s] of Object.entries(report.vp)) out(`VP ${side}: min ${s.min}, mean ${s.mean.toFixed(1)}, max ${s.max}`);
  out(`turns: min ${report.turns.min}, mean ${report.turns.mean.toFixed(1)}, max ${report.turns.max}`);
  out(`actions: min ${report.steps.min}, mean ${report.steps.mean.toFixed(0)}, max ${report.steps.max}`);
  return report.unfinished > 0 ? 1 : 0;
}

async function fuzzCommand(args: Args, out: (s: string) => void): Promise<number> {
  const game = await loadGame(args.positional[1]);
  const n = intFlag(args, 'games', 100);
  const seed = intFlag(args, 'seed', 1);
  const started = Date.now();
  const options = optionsOf(args);
  const report = fuzz(game, { games: n, seed, maxSteps: intFlag(args, 'max-steps', 20_000), ...(Object.keys(options).length ? { options } : {}), onGame: (d, f) => progress(d, n, f ? ` (${f} found)` : '') });
  const seconds = (Date.now() - started) / 1000;
  out(`${game.title}: fuzzed ${report.games} games, ${report.steps} actions in ${seconds.toFixed(1)} s: ${report.findings.length} finding${report.findings.length === 1 ? '' : 's'}.`);
  out(`tried: ${Object.entries(report.tried).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const f of report.findings.slice(0, 10)) {
    out(`\n${f.kind} (seed ${f.seed}, after ${f.actions.length} actions): ${f.message.split('\n')[0]}`);
    if (f.action !== undefined) out(`  action: ${JSON.stringify(f.action)}`);
    out(`  reproduce: replay seed ${f.seed} with actions ${JSON.stringify(f.actions).slice(0, 2000)}`);
  }
  return report.findings.length > 0 ? 1 : 0;
}

/**
 * Runs the command line; returns the exit status.
 *
 * @internal
 */
export async function main(argv: readonly string[], out: (s: string) => void = (s) => console.log(s)): Promise<number> {
  try {
    const args = parseArgs(argv);
    const [command] = args.positional;
    switch (command) {
      case 'games':
        for (const g of Object.values(games)) out(`${g.id.padEnd(20)} ${g.title} (${g.version})`);
        if (Object.keys(games).length === 0) out('(no games yet)');
        return 0;
      case 'play':
        return await play(args, out);
      case 'simulate':
        return await simulateCommand(args, out);
      case 'fuzz':
        return await fuzzCommand(args, out);
      case 'demo':
        demo(out);
        return 0;
      case undefined:
      case 'help':
        out(usage);
        return 0;
      default:
        if (args.flags.has('help')) {
          out(usage);
          return 0;
        }
        throw new CliError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof CliError) {
      console.error(`hexwar: ${e.message}\n\n${usage}`);
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
