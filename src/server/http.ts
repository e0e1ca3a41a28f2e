/**
 * The host on the network: a small HTTP API (Hono) and a WebSocket per seat
 * (`ws`). Every body and message is checked with zod at the edge; a malformed
 * one gets a typed error and changes nothing.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { getRequestListener } from '@hono/node-server';
import { WebSocketServer, type WebSocket } from 'ws';
import { asRefusal, Host, Refusal, type Watching } from './host';
import { actRequest, clientMessage, seatRequest, zodProblem, type HostError } from './protocol';
import { Buckets, decodeSegment, MAX_JSON_DEPTH, nestedDeeperThan } from './admission';

/**
 * A running host: its address, and how to stop it.
 *
 * @example
 * ```ts
 * import { Host, listen, openPglite } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const host = await Host.open({ games: [myitkyina], sql: await openPglite('memory://') });
 * const { url, port, server } = await listen(host, { port: 0 }); // port 0: any free port
 * console.log(`playing at ${url}`);
 * ```
 * @category Server
 */
export interface Listening {
  /** The host. */
  readonly host: Host;
  /** The HTTP server. */
  readonly server: Server;
  /** The port it listens on. */
  readonly port: number;
  /** `http://127.0.0.1:port`. */
  readonly url: string;
  /** Closes every socket and stops listening at once (the database stays open). */
  close(): Promise<void>;
  /**
   * Stops gracefully, within `ms` (default the host's `drainMs`): new requests
   * and sockets are refused as `shutting-down` (retryable, with `Retry-After`),
   * requests under way are answered, sockets are closed with 1001 ("going
   * away": a client reconnects, to another host behind a balancer), then the
   * port is closed. The database stays open: close it after this resolves, so
   * no query is cut short.
   */
  drain(ms?: number): Promise<void>;
}

/**
 * How to put a host on a port.
 *
 * @example
 * ```ts
 * import { Host, listen, openDatabase } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const host = await Host.open({ games: [myitkyina], sql: await openDatabase({ data: './hexwar-data' }) });
 * await listen(host, { port: 8080, hostname: '0.0.0.0', trustProxy: true }); // behind a proxy that sets X-Forwarded-For
 * ```
 * @category Server
 */
export interface ListenOptions {
  /** The port (0, the default, takes a free one). */
  readonly port?: number;
  /** The address to listen on (default 127.0.0.1). */
  readonly hostname?: string;
  /**
   * Whether the client's address is read from `X-Forwarded-For` (its first
   * entry) rather than the connection: true only behind a balancer that sets
   * it, or every client could claim any address and pass the per-address caps.
   */
  readonly trustProxy?: boolean;
}

const json = (c: Context, body: unknown, status = 200) => c.body(JSON.stringify(body), status as 200, { 'content-type': 'application/json; charset=utf-8' });
const fail = (c: Context, e: unknown) => {
  const r = asRefusal(e);
  return json(c, { error: r.error }, r.status);
};
const bearer = (c: Context): string | undefined => {
  const h = c.req.header('authorization');
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/** Too deeply nested to read: refused before parsing, as a recursive check would overflow its stack. */
const tooDeep = (): HostError => ({ code: 'too-deep', message: `JSON may nest arrays and objects at most ${MAX_JSON_DEPTH} deep` });

/** Reads a JSON body: bad or too deeply nested JSON is a typed error, not a crash. */
async function body(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (nestedDeeperThan(text, MAX_JSON_DEPTH)) throw new Refusal(tooDeep(), 400);
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal({ code: 'bad-json', message: 'the request body is not JSON' }, 400);
  }
}

/**
 * The HTTP API as a Hono app (routes under `/matches`).
 *
 * @example
 * ```ts
 * import { serve } from '@hono/node-server';
 * import { Host, httpApp, openPglite } from 'hexwar/server';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 *
 * const host = await Host.open({ games: [myitkyina], sql: await openPglite('memory://') });
 * serve({ fetch: httpApp(host).fetch, port: 8080 }); // HTTP only; `listen` adds the WebSockets
 * ```
 * @category Server
 */
export function httpApp(host: Host, opts: { readonly trustProxy?: boolean; readonly sockets?: () => SocketCounts } = {}): Hono {
  const app = new Hono();
  const creates = new Buckets(host.limits.createsPerMinute / 60, host.limits.createsPerMinute);
  const tooLarge = (c: Context) => json(c, { error: { code: 'too-large', message: `a request body is at most ${host.limits.maxMessageBytes} bytes` } }, 413);
  // A player's page may come from anywhere (a static site, a dev server): seats are bearer tokens, never cookies, so any origin may call.
  app.use('*', cors({ origin: '*', allowHeaders: ['content-type', 'authorization'], allowMethods: ['GET', 'POST'] }));
  app.use('*', bodyLimit({ maxSize: host.limits.maxMessageBytes, onError: tooLarge }));
  const counts = () => ({ ...(opts.sockets?.() ?? { sockets: 0, seats: 0, spectators: 0, waiting: 0 }), ...host.counts() });
  // Liveness: the process answers. Readiness: it can serve (the database reachable and writable, changes heard, the bots' worker alive).
  app.get('/health', (c) => json(c, { ok: true, ...counts() }));
  app.get('/health/live', (c) => json(c, { ok: true }));
  app.get('/health/ready', async (c) => {
    const ready = await host.readiness();
    return json(c, { ...ready, ...counts() }, ready.ok ? 200 : 503);
  });
  // The operator's routes: only on a host given an admin token, and only with it (otherwise they do not exist).
  const admin = (c: Context) => {
    if (!host.isAdmin(bearer(c))) throw new Refusal({ code: 'not-found', message: `no such route: ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 80)}` }, 404);
  };
  app.get('/admin/matches', async (c) => {
    try {
      admin(c);
      return json(c, { matches: await host.adminList() });
    } catch (e) {
      return fail(c, e);
    }
  });
  for (const verb of ['pause', 'resume', 'end'] as const) {
    app.post(`/admin/matches/:id/${verb}`, async (c) => {
      try {
        admin(c);
        const id = c.req.param('id');
        const done = verb === 'end' ? await host.endMatch(id) : await host.setPaused(id, verb === 'pause');
        return json(c, { ok: true, ...done });
      } catch (e) {
        return fail(c, e);
      }
    });
  }
  app.post('/matches', async (c) => {
    try {
      if (!creates.take(addressOf(c, opts.trustProxy))) throw new Refusal({ code: 'too-fast', message: `at most ${host.limits.createsPerMinute} new matches a minute from one address: wait a moment` }, 429);
      return json(c, await host.create(await body(c)), 201);
    } catch (e) {
      return fail(c, e);
    }
  });
  app.get('/matches', async (c) => {
    try {
      return json(c, { matches: await host.list() });
    } catch (e) {
      return fail(c, e);
    }
  });
  app.post('/matches/:id/join', async (c) => {
    try {
      return json(c, await host.join(c.req.param('id'), await body(c)));
    } catch (e) {
      return fail(c, e);
    }
  });
  app.get('/matches/:id', async (c) => {
    // Hono decodes a malformed escape to itself, so the id is only ever an unknown match.
    try {
      return c.body(await host.look(c.req.param('id'), bearer(c)), 200, { 'content-type': 'application/json; charset=utf-8' });
    } catch (e) {
      return fail(c, e);
    }
  });
  const seatRoute = (verb: 'act' | 'undo' | 'resign') =>
    app.post(`/matches/:id/${verb}`, async (c) => {
      try {
        const raw = await body(c);
        const parsed = verb === 'act' ? actRequest.safeParse(raw) : seatRequest.safeParse(raw);
        if (!parsed.success) throw new Refusal(zodProblem(parsed.error, verb), 400);
        const req = parsed.data;
        const id = c.req.param('id');
        const done = verb === 'act' ? await host.act(bearer(c), id, req as never) : verb === 'undo' ? await host.undo(bearer(c), id, req) : await host.resign(bearer(c), id, req);
        return json(c, { ok: true, ...done });
      } catch (e) {
        return fail(c, e);
      }
    });
  seatRoute('act');
  seatRoute('undo');
  seatRoute('resign');
  app.notFound((c) => json(c, { error: { code: 'not-found', message: `no such route: ${c.req.method} ${new URL(c.req.url).pathname.slice(0, 80)}` } }, 404));
  app.onError((e, c) => fail(c, e));
  return app;
}

/** The client's address: the connection's, or the balancer's `X-Forwarded-For` when trusted. */
function addressOf(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const f = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (f) return f.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'unknown';
}

/** The sockets a host has open, by kind: `waiting` have not said hello yet. @category Server */
export interface SocketCounts {
  /** Every open socket. */
  readonly sockets: number;
  /** Sockets holding a seat. */
  readonly seats: number;
  /** Sockets watching as spectators. */
  readonly spectators: number;
  /** Sockets that have not said hello yet. */
  readonly waiting: number;
}

/** One open socket as the edge tracks it. */
interface Tracked {
  readonly address: string;
  kind: 'waiting' | 'seat' | 'spectator';
  alive: boolean;
}

/**
 * Puts a host on a port: the HTTP API, and `/matches/:id/socket` for
 * WebSockets. Port 0 takes a free one.
 *
 * @example
 * ```ts
 * import { Host, listen, openDatabase } from 'hexwar/server';
 * import { beachAssault } from 'hexwar/games/beach-assault';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const sql = await openDatabase({ data: './hexwar-data' });
 * const host = await Host.open({ games: [myitkyina, beachAssault], sql });
 * const { url } = await listen(host, { port: 8080 });
 * ```
 * @category Server
 */
export async function listen(host: Host, opts: ListenOptions = {}): Promise<Listening> {
  const limits = host.limits;
  const tracked = new Map<WebSocket, Tracked>();
  const byAddress = new Map<string, number>();
  let unseated = 0;
  const counts = (): SocketCounts => {
    let seats = 0;
    let spectators = 0;
    for (const t of tracked.values()) t.kind === 'seat' ? seats++ : t.kind === 'spectator' && spectators++;
    return { sockets: tracked.size, seats, spectators, waiting: tracked.size - seats - spectators };
  };
  const app = httpApp(host, { trustProxy: opts.trustProxy ?? false, sockets: counts });
  const listener = getRequestListener(app.fetch);
  let draining = false;
  let inFlight = 0;
  let lastRequest = 0;
  const answering = new Set<import('node:http').ServerResponse>();
  const server = createServer((req, res) => {
    lastRequest = Date.now();
    if (draining) {
      // The body is read first: a socket closed with unread bytes is reset, and the client would never see this answer.
      req.resume();
      req.once('end', () => {
        res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1', connection: 'close' });
        res.end(JSON.stringify({ error: { code: 'shutting-down', message: 'this host is shutting down: send it again (to another host, or this one in a moment)' } }));
      });
      return;
    }
    inFlight++;
    answering.add(res);
    res.once('close', () => {
      inFlight--;
      answering.delete(res);
    });
    void listener(req, res);
  });
  // ws closes a socket past this size by itself; up to it, the host answers with a clear error.
  const wss = new WebSocketServer({ noServer: true, maxPayload: Math.max(limits.maxMessageBytes * 4, 1 << 20) });
  const refuseUpgrade = (socket: Duplex, status: string) => {
    if (!socket.destroyed) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  const refuseSocket = (ws: WebSocket, error: HostError) => {
    ws.send(JSON.stringify({ type: 'error', error }));
    ws.close(1013, error.code);
  };
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Whatever arrives, nothing thrown here may leave: an exception in this event would end the process.
    try {
      socket.on('error', () => {});
      const [, segment] = /^\/matches\/([^/?#]{1,64})\/socket(?:\?.*)?$/.exec(req.url ?? '') ?? [];
      const matchId = segment !== undefined ? decodeSegment(segment) : null;
      if (matchId === null) return refuseUpgrade(socket, '404 Not Found');
      if (draining) return refuseUpgrade(socket, '503 Service Unavailable');
      const forwarded = opts.trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
      const address = (forwarded || req.socket.remoteAddress || 'unknown').slice(0, 64);
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', () => {});
        if (tracked.size >= limits.maxSockets) {
          return refuseSocket(ws, { code: 'too-many-sockets', message: `this host has its ${limits.maxSockets} sockets open: try again later, or another host` });
        }
        // The last sockets are kept for seats: one taken past the others' share must say hello with a seat's token, and soon.
        const probation = unseated >= limits.maxSockets - limits.seatReserve;
        if ((byAddress.get(address) ?? 0) >= limits.socketsPerAddress) {
          return refuseSocket(ws, { code: 'too-many-sockets', message: `at most ${limits.socketsPerAddress} sockets from one address: close some first` });
        }
        const t: Tracked = { address, kind: 'waiting', alive: true };
        tracked.set(ws, t);
        unseated++;
        byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
        ws.on('pong', () => (t.alive = true));
        ws.once('close', () => {
          tracked.delete(ws);
          if (t.kind !== 'seat') unseated--;
          const n = (byAddress.get(address) ?? 1) - 1;
          if (n > 0) byAddress.set(address, n);
          else byAddress.delete(address);
        });
        serveSocket(host, matchId, ws, probation, (kind) => {
          if (t.kind !== 'seat' && kind === 'seat') unseated--;
          t.kind = kind;
        });
      });
    } catch {
      socket.destroy();
    }
  });
  // A socket that answers no ping within the idle timeout is gone (a dropped network sends no close): it is let go.
  const pinger = setInterval(() => {
    for (const [ws, t] of tracked) {
      if (!t.alive) {
        ws.terminate();
        continue;
      }
      t.alive = false;
      try {
        ws.ping();
      } catch {
        // A socket closing meanwhile: its close handler tidies up.
      }
    }
  }, Math.max(10, limits.idleTimeoutMs / 2));
  pinger.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.hostname ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const stopped = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    host,
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      clearInterval(pinger);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await stopped();
    },
    async drain(ms = limits.drainMs) {
      if (draining) return;
      draining = true;
      clearInterval(pinger);
      const end = Date.now() + ms;
      // A request on its way (in the kernel's queue, or sent by a balancer that has not yet seen the host go) is answered too.
      lastRequest = Math.max(lastRequest, Date.now() + 100);
      // Seats reconnect elsewhere at once. The port stays open while the requests under way are answered, so a
      // request sent meanwhile is told to retry (503) rather than finding no one there.
      for (const ws of wss.clients) ws.close(1001, 'host shutting down');
      // Answers under way close their connections after them, so no client sends another request on one about to go.
      for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
      // Idle keep-alive connections stay open meanwhile: one closed now could cross a request the client has just sent on it.
      // Until nothing is under way and nothing new has come for a tenth of a second (a balancer takes that long to look elsewhere).
      while ((inFlight > 0 || Date.now() - lastRequest < 100) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      const done = stopped();
      server.closeIdleConnections();
      // What is still open at the bound is cut, so the process can exit.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await done;
    },
  };
}

/**
 * One socket: `hello` first (a token for a seat, none for a spectator), then act, undo and resign.
 * A socket that says no hello within the host's `helloTimeoutMs` is closed; one that lets more than
 * `maxBufferedBytes` wait unread (four times as much for a seat) is dropped, as a slow reader would
 * otherwise make the host hold every message it is sent (a seat reconnects and resyncs).
 */
function serveSocket(host: Host, matchId: string, ws: WebSocket, probation: boolean, became: (kind: 'seat' | 'spectator') => void): void {
  let watcher: Watching | null = null;
  let token: string | undefined;
  let hello = false;
  // A socket in the seats' reserve gets two seconds at most: a crowd of them cannot hold the reserve.
  const helloTimer = setTimeout(
    () => {
      if (!hello) ws.close(1008, 'no hello');
    },
    probation ? Math.min(2000, host.limits.helloTimeoutMs) : host.limits.helloTimeoutMs,
  );
  helloTimer.unref();
  // What one turn of the event loop sends (a change's state and the reply to the action that made it) leaves in
  // one write: the socket is corked until the turn ends. Each write to a socket is a system call and a wake-up.
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  let corked = false;
  const send = (msg: unknown): void => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > host.limits.maxBufferedBytes * (token === undefined ? 1 : 4)) {
      // The close frame would wait behind what is unread: the socket is cut, and what it held let go.
      ws.terminate();
      return;
    }
    if (socket && !corked) {
      corked = true;
      socket.cork();
      process.nextTick(() => {
        corked = false;
        socket.uncork();
      });
    }
    ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  };
  const error = (error: HostError, id?: number) => send(id === undefined ? { type: 'error', error } : { type: 'reply', id, ok: false, error });
  // Messages are handled one after another, in the order sent.
  let queue = Promise.resolve();
  ws.on('message', (data, isBinary) => {
    queue = queue.then(async () => void (await handle(data as Buffer, isBinary))).catch(() => {});
  });
  ws.on('close', () => {
    clearTimeout(helloTimer);
    if (watcher) host.unwatch(watcher);
  });
  ws.on('error', () => {});
  const handle = async (data: Buffer | Buffer[], isBinary: boolean) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.length;
    if (size > host.limits.maxMessageBytes) return error({ code: 'too-large', message: `a message is at most ${host.limits.maxMessageBytes} bytes` });
    if (isBinary) return error({ code: 'bad-json', message: 'messages are JSON text' });
    let raw: unknown;
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8');
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return error(tooDeep());
    try {
      raw = JSON.parse(text);
    } catch {
      return error({ code: 'bad-json', message: 'a message must be JSON' });
    }
    const parsed = clientMessage.safeParse(raw);
    const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'number' && Number.isSafeInteger(raw.id) ? raw.id : undefined;
    if (!parsed.success) return error(zodProblem(parsed.error, 'message'), id);
    const msg = parsed.data;
    try {
      if (msg.type === 'hello') {
        if (hello) return error({ code: 'bad-request', message: 'hello is sent once, first' });
        hello = true;
        if (probation && msg.token === undefined) {
          error({ code: 'too-many-sockets', message: 'this host keeps its last sockets for players in their seats: watch again later' });
          ws.close(1013, 'too-many-sockets');
          return;
        }
        token = msg.token;
        watcher = await host.watch(matchId, token, msg.since, { send: (s) => send(s) });
        became(token === undefined ? 'spectator' : 'seat');
        if (ws.readyState !== ws.OPEN) host.unwatch(watcher);
        return;
      }
      if (!hello) return error({ code: 'bad-request', message: 'say hello first (with your seat token, or none to watch)' }, id);
      if (token === undefined) return error({ code: 'unauthorized', message: 'spectators may only watch' }, id);
      const done = msg.type === 'act' ? await host.act(token, matchId, msg) : msg.type === 'undo' ? await host.undo(token, matchId, msg) : await host.resign(token, matchId, msg);
      send({ type: 'reply', ...(msg.id !== undefined ? { id: msg.id } : {}), ok: true, ...done });
    } catch (e) {
      const r = asRefusal(e);
      error(r.error, id);
      if (msg.type === 'hello' && watcher === null) ws.close(4001, r.error.code);
    }
  };
}
