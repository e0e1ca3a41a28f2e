/**
 * The `hexwar` command's arguments: its commands' shape, the flags they share,
 * reading them into values (seed, options, shards, bots, budget), loading a
 * game by id or module path, and each command's help.
 *
 * @module
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { type Game, type JsonValue } from '../engine';
import { gameIds, shippedGame } from '../../games';
import { BOT_KINDS, parseBudget, type BotKind, type BotSpec } from './bots';
import type { SearchBudget } from '../bots/search';

/** A command-line mistake: exit 2 with the command's usage. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly command?: Command,
  ) {
    super(message);
  }
}

/** How a flag reads its value. */
export type FlagKind = 'boolean' | 'int' | 'string' | 'list';
/** One flag of a command: its kind, the placeholder of its value, and its help line. */
export interface Flag {
  readonly kind: FlagKind;
  readonly value?: string;
  readonly help: string;
}
/** One command of `hexwar`: its arguments, flags, help and what it runs. */
export interface Command {
  readonly name: string;
  readonly args: string;
  readonly about: string;
  readonly positional: readonly string[];
  readonly optional?: number;
  readonly rest?: boolean;
  readonly flags: { readonly [name: string]: Flag };
  run(p: Parsed, out: (s: string) => void): Promise<number> | number;
}
/** A command line read against its command: positional arguments, and each flag's values in order. */
export interface Parsed {
  readonly positional: readonly string[];
  readonly flags: ReadonlyMap<string, readonly string[]>;
}

/** The flags commands share. */
export const SEED: Flag = { kind: 'string', value: 'S', help: 'the seed: a whole number, or text of 1 to 64 characters (default 1)' };
export const SECRET_SEED: Flag = { kind: 'string', value: 'TEXT', help: "the batch's secret: what games draw for one side alone (a hidden set-up, a sealed order) is keyed from it, not from the public seeds a bot could guess; give the same to every shard (default: none)" };
export const SCENARIO: Flag = { kind: 'string', value: 'ID', help: 'the scenario (default: the first)' };
export const OPTION: Flag = { kind: 'list', value: 'NAME=VALUE', help: 'an optional rule, repeatable (true/false/numbers read as such; a name alone is true)' };
export const RANDOM: Flag = { kind: 'boolean', help: 'random bots instead of the heuristic ones' };
export const JSON_OUT: Flag = { kind: 'boolean', help: 'print JSON instead of words' };
export const WORKERS: Flag = { kind: 'int', value: 'N', help: 'worker threads (default: every core)' };
export const SHARD: Flag = { kind: 'string', value: 'I/N', help: 'play only shard I of N (0 ≤ I < N); merge the JSON outputs with hexwar merge' };
export const GAMES: Flag = { kind: 'int', value: 'N', help: 'how many games (default 100)' };
export const BOT: Flag = { kind: 'list', value: 'KIND|SIDE=KIND', help: `the bots: ${BOT_KINDS.join(', ')} (default heuristic), for every side or one side (repeatable)` };
export const BUDGET: Flag = { kind: 'string', value: 'Nms|N', help: "a search bot's thinking per decision: CPU milliseconds (200ms) or iterations (500); default 200ms" };

/** Reads a command's arguments; a mistake throws a {@link CliError}. */
export function parse(cmd: Command, argv: readonly string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    // A flag's value is the next word (read with ++i), so the words are walked by index.
    const a = argv[i] ?? '';
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [name = '', inline] = a.slice(2).split(/=(.*)/s, 2);
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

/** Whether a flag was given. */
export const has = (p: Parsed, name: string) => p.flags.has(name);
/** A flag's last value. */
export const one = (p: Parsed, name: string) => p.flags.get(name)?.at(-1);

/** A whole-number flag, at least `min`, or the fallback. */
export function int(p: Parsed, name: string, fallback: number, min = 0): number {
  const v = one(p, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!/^-?\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < min) throw new CliError(`--${name} must be a whole number ≥ ${min}, not "${v}"`);
  return n;
}

/** A seed as the API takes it: a whole number, or text of 1 to 64 characters (only a whole number with `wholeOnly`). */
export function seedOf(p: Parsed, wholeOnly: true): number;
export function seedOf(p: Parsed, wholeOnly?: boolean): number | string;
export function seedOf(p: Parsed, wholeOnly = false): number | string {
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

/** The optional rules asked for, as NAME=VALUE pairs read into JSON values. */
export function optionsOf(p: Parsed): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const kv of p.flags.get('option') ?? []) {
    const [k, given] = kv.split(/=(.*)/s, 2);
    // A bare name switches an optional rule on: --option solo is --option solo=true.
    const v = given ?? 'true';
    if (!k || !/^[A-Za-z][\w-]*$/.test(k)) throw new CliError(`--option takes name=value (or a name alone for true), not "${kv}"`);
    out[k] = v === 'true' ? true : v === 'false' ? false : Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : v;
  }
  return out;
}

/** The shard asked for (I/N), if any. */
export function shardOf(p: Parsed): { index: number; count: number } | undefined {
  const v = one(p, 'shard');
  if (v === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index >= count) throw new CliError(`--shard takes I/N with 0 ≤ I < N, not "${v}"`);
  return { index, count };
}

/** The bots asked for: --random, --bot KIND or --bot SIDE=KIND (each side once), for a game's sides. */
export function botsAsked(p: Parsed, sides: readonly string[]): BotSpec {
  const given = p.flags.get('bot') ?? [];
  const kindOf = (k: string): BotKind => {
    const kind = BOT_KINDS.find((b) => b === k);
    if (kind === undefined) throw new CliError(`--bot takes ${BOT_KINDS.join(', ')} (or SIDE=KIND), not "${k.slice(0, 40)}"`);
    return kind;
  };
  if (has(p, 'random')) {
    if (given.length) throw new CliError('--random is --bot random: give one or the other');
    return 'random';
  }
  const bySide: Record<string, BotKind> = {};
  let all: BotKind | undefined;
  for (const g of given) {
    const [side, kind] = g.includes('=') ? g.split(/=(.*)/s, 2) : [undefined, g];
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
export function budgetAsked(p: Parsed): SearchBudget {
  const v = one(p, 'budget');
  if (v === undefined) return { ms: 200 };
  const b = parseBudget(v);
  if (!b) throw new CliError(`--budget takes CPU milliseconds (200ms) or iterations (500), not "${v.slice(0, 40)}"`);
  return b;
}

/** A shipped game by id, or the game a module at a path exports. */
export async function loadGame(name: string): Promise<Game> {
  const known = await shippedGame(name);
  if (known) return known;
  if (/[/\\.]/.test(name)) {
    let mod: Record<string, unknown>;
    try {
      mod = await import(pathToFileURL(resolve(name)).href);
    } catch (e) {
      // Node before 22.18 cannot load TypeScript, and a CommonJS project cannot import a module's syntax: say what to do.
      const code = (e as { code?: string }).code;
      if (/\.[cm]?tsx?$/.test(name) && (code === 'ERR_UNKNOWN_FILE_EXTENSION' || e instanceof SyntaxError)) {
        throw new CliError(`${name} is TypeScript, which Node ${process.versions.node} cannot load as it is: run the command through tsx (npx tsx node_modules/.bin/hexwar …), or use Node 22.18 or later in a project with "type": "module" (${(e as Error).message})`);
      }
      throw e;
    }
    const found = [mod['default'], ...Object.values(mod)].find((v): v is Game => typeof v === 'object' && v !== null && 'apply' in v && 'definition' in v);
    if (found) return found;
    throw new CliError(`${name} exports no game (a value made by defineGame)`);
  }
  throw new CliError(`there is no game "${name}" (games: ${gameIds.join(', ') || 'none yet'}; or give a module path)`);
}


/** A command's help text. */
export function helpOf(cmd: Command): string {
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
