/**
 * A hostile client for the host: raw HTTP requests (any method, path, escape,
 * header and body, sent as bytes on a TCP socket so nothing cleans them up on
 * the way) and WebSocket sessions (hellos, actions, garbage, binary, oversize,
 * messages out of order), drawn from a seed. Every answer is checked: a status
 * below 500 or a retryable 503, a typed error body (`error.code`, words in
 * `error.message`) for every refusal, a typed `error` message on a socket.
 * Used by `test/server/attack.test.ts` (a bounded count) and
 * `scripts/fuzz-host.ts` (the long run).
 */
import { connect } from 'node:net';
import { WebSocket } from 'ws';
import { seeded } from '../../src/bots';

/** What a fuzzing run saw. */
export interface FuzzReport {
  /** Inputs sent: HTTP requests and socket messages. */
  inputs: number;
  /** HTTP answers by status class. */
  statuses: Record<string, number>;
  /** Answers that broke a rule (a 5xx, an untyped refusal, a socket error message without a code), at most 20 kept. */
  problems: string[];
  /** Problems in all. */
  problemCount: number;
}

type Rng = { int(n: number): number };
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;

const ESCAPES = ['%', '%E0%A4%A', '%zz', '%00', '%FF', '%C0%AF', '%2F', '%25', '..', '%2e%2e', '\u00e9', '%uD800', '%ED%A0%80'];
const WORDS = ['matches', 'socket', 'join', 'act', 'undo', 'resign', 'health', 'ready', 'live', 'admin', '', '.', 'x'.repeat(70)];

/** A path: the host's own shapes with their segments spoilt, or garbage. */
function path(rng: Rng, match: string): string {
  const seg = () => (rng.int(3) === 0 ? pick(rng, ESCAPES) + pick(rng, WORDS) : rng.int(2) === 0 ? match : pick(rng, WORDS));
  switch (rng.int(6)) {
    case 0:
      return `/matches/${seg()}/${pick(rng, ['act', 'undo', 'resign', 'join', 'socket'])}`;
    case 1:
      return `/matches/${seg()}`;
    case 2:
      return `/${Array.from({ length: 1 + rng.int(5) }, seg).join('/')}${rng.int(2) ? `?${pick(rng, ESCAPES)}=${pick(rng, ESCAPES)}` : ''}`;
    case 3:
      return pick(rng, ['/health', '/health/ready', '/health/live', '/matches', '/matches/']);
    case 4:
      return `/matches/${match}/${pick(rng, ['act', 'undo', 'resign', 'join'])}`;
    default:
      return `/${'a/'.repeat(rng.int(400))}${pick(rng, ESCAPES)}`;
  }
}

/** A JSON value of a random shape, up to `depth` deep. */
function value(rng: Rng, depth: number): unknown {
  switch (rng.int(depth <= 0 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
      return pick(rng, [0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 42]);
    case 3:
      return pick(rng, ['', 'x', 'myitkyina', 'act', 'hello', 'a'.repeat(200), '\u0000', '\ud800', '__proto__', 'constructor']);
    case 4:
      return pick(rng, ['deploy', 'move', 'pass', 'end-phase']);
    case 5:
      return Array.from({ length: rng.int(4) }, () => value(rng, depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      const keys = ['type', 'game', 'action', 'clientId', 'version', 'token', 'since', 'id', 'side', 'bots', 'options', 'listed', 'unit', 'hex', '__proto__', 'constructor', 'scenario'];
      for (let i = rng.int(5); i > 0; i--) o[pick(rng, keys)] = value(rng, depth - 1);
      return o;
    }
  }
}

/** A body: JSON of a random shape, deep nesting, huge, truncated or not JSON at all. */
function body(rng: Rng, game: string): string {
  switch (rng.int(9)) {
    case 0:
      return `${'['.repeat(1 + rng.int(20_000))}${rng.int(2) ? ']'.repeat(rng.int(20_000)) : ''}`;
    case 1:
      return `{"game":"${game}","options":${'{"a":'.repeat(rng.int(5000))}1${'}'.repeat(rng.int(5000))}}`;
    case 2:
      return 'x'.repeat(rng.int(200_000));
    case 3:
      return JSON.stringify(value(rng, 4)).slice(0, rng.int(60));
    case 4:
      return JSON.stringify({ game, bots: value(rng, 2), options: value(rng, 3), listed: value(rng, 0) });
    case 5:
      return JSON.stringify({ action: value(rng, 3), clientId: value(rng, 0), version: value(rng, 0) });
    case 6:
      return '\uFEFF{"game":"' + game + '"}';
    case 7:
      return JSON.stringify(value(rng, 5));
    default:
      return '';
  }
}

/** Sends raw bytes as one HTTP request and reads the status and body (the connection closes after). */
function rawHttp(port: number, text: string | Buffer): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const all = Buffer.concat(chunks).toString('latin1');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(all);
      const at = all.indexOf('\r\n\r\n');
      resolve(m ? { status: Number(m[1]), body: at >= 0 ? all.slice(at + 4) : '' } : null);
    };
    s.setTimeout(10_000, () => s.destroy());
    s.on('data', (d) => chunks.push(d));
    s.on('close', done);
    s.on('error', () => {});
    s.on('connect', () => s.end(text));
  });
}

/** One hostile HTTP request, checked. */
async function httpInput(rng: Rng, port: number, match: string, game: string, report: FuzzReport): Promise<void> {
  const method = pick(rng, ['GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'BREW']);
  const b = method === 'GET' || method === 'HEAD' ? (rng.int(5) === 0 ? body(rng, game) : '') : body(rng, game);
  const len = Buffer.byteLength(b);
  const headers = [
    `Host: 127.0.0.1`,
    'Connection: close',
    rng.int(4) !== 0 ? `Content-Type: ${pick(rng, ['application/json', 'text/plain', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', ''])}` : '',
    rng.int(3) === 0 ? `Authorization: ${pick(rng, ['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(200)}`, 'Basic Zm9vOmJhcg==', 'Bearer %%%%%%%%%%%%%%%%%%%%', `Bearer ${'A'.repeat(43)}`])}` : '',
    rng.int(6) === 0 ? `X-Forwarded-For: ${pick(rng, ['1.2.3.4', '', ',,,', 'x'.repeat(300)])}` : '',
    // A body length that lies, now and then: short (the rest is read as the next request) or long (the host waits, then gives up).
    `Content-Length: ${rng.int(12) === 0 ? Math.max(0, len - 1 - rng.int(10)) : len}`,
  ].filter(Boolean);
  const r = await rawHttp(port, `${method} ${path(rng, match)} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${b}`);
  report.inputs++;
  if (!r) return; // a request the HTTP parser itself refused and closed: nothing reached a handler
  const cls = `${Math.floor(r.status / 100)}xx`;
  report.statuses[cls] = (report.statuses[cls] ?? 0) + 1;
  const problem = (why: string) => {
    report.problemCount++;
    if (report.problems.length < 20) report.problems.push(`${method} ${why} (status ${r.status}: ${r.body.slice(0, 160)})`);
  };
  if (r.status >= 500 && r.status !== 503) problem('a server error');
  if (r.status >= 400 && method !== 'HEAD' && r.body.length > 0) {
    let parsed: { error?: { code?: unknown; message?: unknown } } | null = null;
    try {
      parsed = JSON.parse(r.body);
    } catch {
      // Node's own parser answers a malformed request line with a bare 400 and no JSON: that never reached the host.
      if (r.status !== 400 || r.body.trim() !== '') problem('a refusal that is not JSON');
      return;
    }
    if (typeof parsed?.error?.code !== 'string' || typeof parsed.error.message !== 'string') problem('an untyped refusal');
    if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/.test(r.body)) problem('a stack trace in an answer');
  }
}

/** One hostile socket session: a few messages, then it goes. */
async function socketInput(rng: Rng, port: number, match: string, tokens: readonly string[], report: FuzzReport): Promise<void> {
  const where = rng.int(4) === 0 ? `${pick(rng, ESCAPES)}${pick(rng, WORDS)}` : match;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/matches/${where}/socket`, { handshakeTimeout: 5000 });
  ws.on('error', () => {});
  const opened = await new Promise<boolean>((resolve) => {
    ws.once('open', () => resolve(true));
    ws.once('close', () => resolve(false));
    ws.once('unexpected-response', () => resolve(false));
  });
  report.inputs++;
  if (!opened) return;
  ws.on('message', (d, isBinary) => {
    if (isBinary) return;
    try {
      const m = JSON.parse(String(d)) as { type?: string; ok?: boolean; error?: { code?: unknown; message?: unknown } };
      if ((m.type === 'error' || (m.type === 'reply' && m.ok === false)) && (typeof m.error?.code !== 'string' || typeof m.error.message !== 'string')) throw new Error('untyped');
      if (m.error?.code === 'internal-error') throw new Error('internal error');
    } catch (e) {
      report.problemCount++;
      if (report.problems.length < 20) report.problems.push(`socket: ${(e as Error).message}: ${String(d).slice(0, 160)}`);
    }
  });
  const n = 1 + rng.int(6);
  for (let i = 0; i < n && ws.readyState === ws.OPEN; i++) {
    const k = rng.int(10);
    const msg =
      k === 0
        ? { type: 'hello', ...(rng.int(2) ? { token: pick(rng, [...tokens, 'x'.repeat(20), '']) } : {}), ...(rng.int(2) ? { since: value(rng, 0) } : {}) }
        : k === 1
          ? { type: 'act', id: value(rng, 0), action: value(rng, 3), clientId: value(rng, 0) }
          : k === 2
            ? { type: pick(rng, ['undo', 'resign', 'hello', 'ACT', '']), clientId: `c${rng.int(5)}` }
            : k === 3
              ? value(rng, 4)
              : null;
    if (k === 4) ws.send(Buffer.from([0xff, 0xfe, 0x00, rng.int(256)]), { binary: true });
    else if (k === 5) ws.send(`${'{"a":'.repeat(rng.int(10_000))}1`);
    else if (k === 6) ws.send('x'.repeat(rng.int(100_000)));
    else if (k === 7) ws.send(Buffer.from([0xc3, 0x28, 0xa0, 0xa1]), { binary: false });
    else ws.send(JSON.stringify(msg ?? value(rng, 3)));
    report.inputs++;
    if (rng.int(3) === 0) await new Promise((r) => setTimeout(r, rng.int(5)));
  }
  await new Promise((r) => setTimeout(r, 2));
  if (rng.int(3) === 0) ws.terminate();
  else ws.close();
}

/**
 * Sends at least `inputs` hostile inputs to a host on loopback, `parallel` at a time.
 * `match` is a real match id (so some inputs reach deep), `tokens` its seats' tokens.
 */
export async function fuzzHost(opts: { port: number; match: string; game: string; tokens: readonly string[]; inputs: number; seed: number; parallel?: number }): Promise<FuzzReport> {
  const report: FuzzReport = { inputs: 0, statuses: {}, problems: [], problemCount: 0 };
  const lane = async (k: number) => {
    const r = seeded(opts.seed * 1000 + k);
    while (report.inputs < opts.inputs) {
      if (r.int(3) === 0) await socketInput(r, opts.port, opts.match, opts.tokens, report);
      else await httpInput(r, opts.port, opts.match, opts.game, report);
    }
  };
  await Promise.all(Array.from({ length: opts.parallel ?? 8 }, (_, k) => lane(k)));
  return report;
}
