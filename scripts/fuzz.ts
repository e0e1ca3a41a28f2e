/**
 * `npm run fuzz`: the long fuzzing, apart from `npm test` (whose fuzz tests
 * play a few games each, sized to their time limits). Every shipped game is
 * fuzzed for a fixed number of games, its optional rules taken in turn, and the
 * CPU time each took is reported with the rate and the time 10,000 games would
 * take. Findings print with what reproduces them and fail the run.
 *
 *   npm run fuzz                                  # 20 games of each plugin
 *   npm run fuzz -- --games 200 --shard 0/4       # a quarter of 200 a plugin
 *   npm run fuzz -- --games 50 meiktila myitkyina # only these plugins
 *   npm run fuzz -- --json                        # one JSON line a plugin
 *   npm run fuzz -- --seed-from "$(git rev-parse HEAD)"  # games of this commit's own (CI)
 *
 * A shard plays every K-th game (`hexwar fuzz <game> --games N --shard I/K`
 * does the same for one game and one set of options): run the K shards on K
 * cores or machines and add up their lines.
 */
import { fuzz, type FuzzReport } from '../src/fuzz';
import type { JsonValue } from '../src/engine';
import { gameIds, shippedGame } from '../games';
import { seedFrom } from './fuzz-seed';

/** The optional rules each plugin is fuzzed under, taken in turn game by game. */
const VARIANTS: { readonly [id: string]: readonly { readonly [o: string]: JsonValue }[] } = {
  'beach-assault': [{ solo: false }, { solo: true }],
  'greater-east-asia': [{ quickSetup: true }, { quickSetup: false }],
  meiktila: [{}, { banzai: true }, { kimura: true }, { banzai: true, multiRollRetreat: true }],
  myitkyina: [{}],
  'pacific-skirmish': [{}],
};

function fail(message: string): never {
  console.error(`npm run fuzz: ${message}`);
  process.exit(2);
}

let games = 20;
let seed = 1;
let shard = { index: 0, count: 1 };
let json = false;
const only: string[] = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  const value = () => args[++i] ?? fail(`${a} needs a value`);
  if (a === '--games') games = Number(value());
  else if (a === '--seed') seed = Number(value());
  else if (a === '--seed-from') {
    const text = value();
    seed = seedFrom(text);
    console.log(`fuzz seed ${seed} (from ${JSON.stringify(text.slice(0, 60))}); games are seeds ${seed} onwards`);
  }
  else if (a === '--json') json = true;
  else if (a === '--shard') {
    const m = /^(\d+)\/(\d+)$/.exec(value());
    if (!m || Number(m[2]) < 1 || Number(m[1]) >= Number(m[2])) fail('--shard takes I/K with 0 ≤ I < K');
    shard = { index: Number(m![1]), count: Number(m![2]) };
  } else if (gameIds.includes(a)) only.push(a);
  else fail(`unknown argument ${JSON.stringify(a)} (flags: --games N, --seed S, --seed-from TEXT, --shard I/K, --json; games: ${gameIds.join(', ')})`);
}
if (!Number.isSafeInteger(games) || games < 1) fail('--games takes a whole number from 1');
if (!Number.isSafeInteger(seed) || seed < 1) fail('--seed takes a whole number from 1');

let findings = 0;
for (const id of only.length ? only : gameIds) {
  const game = (await shippedGame(id))!;
  const variants = VARIANTS[id] ?? [{}];
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  let played = 0;
  let steps = 0;
  const found: (FuzzReport['findings'][number] & { options: object })[] = [];
  // Game i (seed + i) is this shard's when i % K = I; its options are variant i % V.
  for (let i = shard.index; i < games; i += shard.count) {
    const options = variants[i % variants.length]!;
    const r = fuzz(game, { games: 1, seed: seed + i, options });
    played += r.games;
    steps += r.steps;
    found.push(...r.findings.map((f) => ({ ...f, options })));
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wallSeconds = (performance.now() - wall0) / 1000;
  findings += found.length;
  const per = played ? cpuSeconds / played : 0;
  if (json) {
    console.log(JSON.stringify({ game: id, shard: `${shard.index}/${shard.count}`, games: played, actions: steps, findings: found, cpuSeconds, wallSeconds }));
  } else {
    console.log(
      `${id}: ${played} games (shard ${shard.index}/${shard.count} of ${games}), ${steps} actions, ${found.length} finding${found.length === 1 ? '' : 's'}; ` +
        `${cpuSeconds.toFixed(1)} s CPU (${wallSeconds.toFixed(1)} s wall), ${per.toFixed(2)} s CPU a game; 10,000 games ≈ ${((per * 10_000) / 3600).toFixed(1)} CPU hours`,
    );
    for (const f of found.slice(0, 10)) {
      console.log(`  ${f.kind} (seed ${f.seed}, options ${JSON.stringify(f.options)}, after ${f.actions.length} actions): ${f.message.split('\n')[0]}`);
      const opts = Object.entries(f.options).map(([k, v]) => ` --option ${k}=${String(v)}`).join('');
      console.log(`    reproduce: npx hexwar fuzz ${id} --games 1 --seed ${f.seed}${opts}`);
    }
  }
}
process.exit(findings > 0 ? 1 : 0);
