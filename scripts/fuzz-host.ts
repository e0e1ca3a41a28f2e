/**
 * The host's long fuzz (issue 37): `--inputs N` (default 20,000) hostile HTTP
 * requests and socket messages against a host on PGlite and, when
 * HEXWAR_TEST_POSTGRES is set, one on Postgres. Fails on any answer that breaks
 * the rules (a 5xx other than a retryable 503, an untyped refusal, a stack
 * trace), any error the host logs, or the process ending.
 *
 *   npm run fuzz:host -- --inputs 20000 [--seed 1]
 */
import { Host, listen, openPglite, openPostgres, type Sql } from '../src/server';
import { myitkyina } from '../games/myitkyina';
import { beachAssault } from '../games/beach-assault';
import { fuzzHost } from '../test/support/host-fuzz';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const inputs = arg('inputs', 20_000);
const seed = arg('seed', 1);

const logged: string[] = [];
const log = console.error;
console.error = (...a: unknown[]) => void logged.push(a.map((x) => (x instanceof Error ? x.stack : String(x))).join(' '));

let failed = false;
const kinds: [string, () => Promise<Sql>][] = [['PGlite', () => openPglite('memory://')]];
if (process.env.HEXWAR_TEST_POSTGRES) kinds.push(['Postgres', () => openPostgres(process.env.HEXWAR_TEST_POSTGRES!)]);
for (const [kind, open] of kinds) {
  const sql = await open();
  const host = await Host.open({ games: [myitkyina, beachAssault], sql, limits: { actionsPerSecond: 1e6, socketsPerAddress: 10_000, createsPerMinute: 1e6 } });
  const l = await listen(host);
  const { id, tokens } = await host.create({ game: 'myitkyina' });
  const t = performance.now();
  const report = await fuzzHost({ port: l.port, match: id, game: 'myitkyina', tokens: Object.values(tokens), inputs, seed });
  const ready = (await (await fetch(`${l.url}/health/ready`)).json()) as { ok: boolean };
  host.close();
  await l.close();
  await sql.close();
  const secs = ((performance.now() - t) / 1000).toFixed(1);
  log(`fuzz:host ${kind}: ${report.inputs} hostile inputs in ${secs} s; HTTP answers ${JSON.stringify(report.statuses)}; ${report.problemCount} problems; ${logged.length} errors logged; ready after: ${JSON.stringify(ready.ok)}`);
  for (const p of report.problems) log(`  ${p}`);
  for (const e of logged.slice(0, 5)) log(`  logged: ${e.slice(0, 400)}`);
  if (report.problemCount > 0 || logged.length > 0 || ready.ok !== true) failed = true;
  logged.length = 0;
}
log(failed ? 'fuzz:host: FAILED' : 'fuzz:host: ok');
process.exit(failed ? 1 : 0);
