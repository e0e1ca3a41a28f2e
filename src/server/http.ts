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

/** A running host: its address, and how to stop it. @category Server */
export interface Listening {
  /** The host. */
  readonly host: Host;
  /** The HTTP server. */
  readonly server: Server;
  /** The port it listens on. */
  readonly port: number;
  /** `http://127.0.0.1:port`. */
  readonly url: string;
  /** Closes every socket and stops listening (the database stays open). */
  close(): Promise<void>;
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

/** Reads a JSON body: bad JSON is a typed error, not a crash. */
async function body(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal({ code: 'bad-json', message: 'the request body is not JSON' }, 400);
  }
}

/**
 * The HTTP API as a Hono app (routes under `/matches`).
 *
 * @category Server
 */
export function httpApp(host: Host): Hono {
  const app = new Hono();
  const tooLarge = (c: Context) => json(c, { error: { code: 'too-large', message: `a request body is at most ${host.limits.maxMessageBytes} bytes` } }, 413);
  // A player's page may come from anywhere (a static site, a dev server): seats are bearer tokens, never cookies, so any origin may call.
  app.use('*', cors({ origin: '*', allowHeaders: ['content-type', 'authorization'], allowMethods: ['GET', 'POST'] }));
  app.use('*', bodyLimit({ maxSize: host.limits.maxMessageBytes, onError: tooLarge }));
  app.get('/health', (c) => json(c, { ok: true, sockets: host.watching }));
  app.post('/matches', async (c) => {
    try {
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
  app.onError((_e, c) => json(c, { error: { code: 'internal-error', message: 'the host could not do that just now; nothing was changed' } }, 500));
  return app;
}

/**
 * Puts a host on a port: the HTTP API, and `/matches/:id/socket` for
 * WebSockets. Port 0 takes a free one.
 *
 * @example
 * ```ts
 * const sql = await openDatabase({ data: './hexwar-data' });
 * const host = await Host.open({ games: [myitkyina, beachAssault], sql });
 * const { url } = await listen(host, { port: 8080 });
 * ```
 * @category Server
 */
export async function listen(host: Host, opts: { readonly port?: number; readonly hostname?: string } = {}): Promise<Listening> {
  const app = httpApp(host);
  const server = createServer(getRequestListener(app.fetch));
  // ws closes a socket past this size by itself; up to it, the host answers with a clear error.
  const wss = new WebSocketServer({ noServer: true, maxPayload: Math.max(host.limits.maxMessageBytes * 4, 1 << 20) });
  let open = 0;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const m = /^\/matches\/([^/?#]{1,64})\/socket(?:\?.*)?$/.exec(req.url ?? '');
    if (!m) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (open >= host.limits.maxSockets) {
        ws.send(JSON.stringify({ type: 'error', error: { code: 'too-many-sockets', message: `this host has its ${host.limits.maxSockets} sockets open: try again later, or another host` } }));
        ws.close(1013, 'too many sockets');
        return;
      }
      open++;
      ws.once('close', () => open--);
      serveSocket(host, decodeURIComponent(m[1]!), ws);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.hostname ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    host,
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One socket: `hello` first (a token for a seat, none for a spectator), then act, undo and resign. */
function serveSocket(host: Host, matchId: string, ws: WebSocket): void {
  let watcher: Watching | null = null;
  let token: string | undefined;
  let hello = false;
  // What one turn of the event loop sends (a change's state and the reply to the action that made it) leaves in
  // one write: the socket is corked until the turn ends. Each write to a socket is a system call and a wake-up.
  const socket = (ws as unknown as { _socket?: Duplex })._socket;
  let corked = false;
  const send = (msg: unknown): void => {
    if (ws.readyState !== ws.OPEN) return;
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
    if (watcher) host.unwatch(watcher);
  });
  ws.on('error', () => {});
  const handle = async (data: Buffer | Buffer[], isBinary: boolean) => {
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.length;
    if (size > host.limits.maxMessageBytes) return error({ code: 'too-large', message: `a message is at most ${host.limits.maxMessageBytes} bytes` });
    if (isBinary) return error({ code: 'bad-json', message: 'messages are JSON text' });
    let raw: unknown;
    try {
      raw = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString('utf8'));
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
        token = msg.token;
        watcher = await host.watch(matchId, token, msg.since, { send: (s) => send(s) });
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
