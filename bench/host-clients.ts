/**
 * The load bench's players, in a process of their own so their CPU is not the
 * host's (as Colyseus' loadtest runs its bots apart from the server). The host
 * side (bench/host.ts) forks this, sends a {@link ClientsJob}, waits for
 * `ready` (every seat connected and shown its first view), says `go`, and gets
 * a {@link ClientsReport} back.
 *
 * Each seat plays like a person: when its view offers actions it thinks for a
 * while (uniform between the job's bounds, from a generator seeded per seat),
 * then sends one action chosen by a random bot, and times it from send to
 * reply. With no think time every seat acts the moment it may: the saturated run.
 */
import { WebSocket } from 'ws';
import { connectSeat, HostRefusal, type SeatConnection } from '../src/client';
import { randomBot } from '../src/bots';
import type { Game } from '../src/engine';
import { myitkyina } from '../games/myitkyina';
import { fixtureRng } from '../test/support/maps';

/** What the host side asks for. */
export interface ClientsJob {
  readonly url: string;
  readonly matches: readonly { readonly id: string; readonly tokens: Readonly<Record<string, string>> }[];
  /** Applied actions per match before its players leave (fewer if the match ends). */
  readonly perMatch: number;
  /** Think time bounds in ms, [min, max]; [0, 0] for the saturated run. */
  readonly thinkMs: readonly [number, number];
  readonly seed: number;
}

/** What the players saw. */
export interface ClientsReport {
  /** Milliseconds from sending each applied action to its reply. */
  readonly latencies: number[];
  /** Refusals and failures, by code. */
  readonly errors: Record<string, number>;
  /** Actions answered as applied, by match. */
  readonly applied: Record<string, number>;
}


async function play(job: ClientsJob, go: Promise<void>): Promise<ClientsReport> {
  const game = myitkyina as unknown as Game;
  const opts = { url: job.url, WebSocket };
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const applied: Record<string, number> = {};
  const [lo, hi] = job.thinkMs;
  const matches = job.matches.map(({ id, tokens }, k) => {
    applied[id] = 0;
    const seats = game.sides.map((side, i) => ({ conn: connectSeat(opts, id, tokens[side]), bot: randomBot(k * 7 + i, game), think: fixtureRng(job.seed * 1_000_003 + k * 2 + i) }));
    return { id, seats };
  });
  await Promise.all(matches.flatMap((m) => m.seats.map((s) => s.conn.ready)));
  process.send!({ type: 'ready' });
  await go;
  await Promise.all(
    matches.map(
      ({ id, seats }) =>
        new Promise<void>((finish) => {
          let over = false;
          const end = () => {
            if (over) return;
            over = true;
            for (const s of seats) s.conn.close();
            finish();
          };
          /** One seat: on each new position with actions for it, think, then act on that position. */
          const seat = (s: (typeof seats)[number]) => {
            let busy = false;
            let actedOn = 0;
            const consider = (conn: SeatConnection) => {
              const st = conn.state;
              if (over || busy || !st) return;
              if (st.status === 'over' || applied[id]! >= job.perMatch) return end();
              if (st.version <= actedOn || st.view.actions.length === 0) return;
              busy = true;
              const at = st.version;
              setTimeout(() => {
                busy = false;
                // Something changed while this player thought: look again.
                if (over || conn.state!.version !== at) return consider(conn);
                actedOn = at;
                busy = true;
                const start = performance.now();
                conn.act(s.bot.choose(conn.state!.view), at).then(
                  () => {
                    latencies.push(performance.now() - start);
                    applied[id]!++;
                    busy = false;
                    consider(conn);
                  },
                  (e: unknown) => {
                    // Closed at the match's end while in flight: not the host's doing.
                    if (over) return;
                    const code = e instanceof HostRefusal ? e.error.code : 'client-failure';
                    errors[code] = (errors[code] ?? 0) + 1;
                    end();
                  },
                );
              }, lo + (hi - lo) * s.think());
            };
            s.conn.onState = () => consider(s.conn);
            consider(s.conn);
          };
          seats.forEach(seat);
        }),
    ),
  );
  return { latencies, errors, applied };
}

process.once('message', (job: ClientsJob) => {
  let start!: () => void;
  const go = new Promise<void>((r) => (start = r));
  process.on('message', (m: { type?: string }) => m.type === 'go' && start());
  play(job, go).then(
    (report) => process.send!({ type: 'done', report }, () => process.exit(0)),
    (e: unknown) => process.send!({ type: 'failed', message: String((e as Error)?.stack ?? e) }, () => process.exit(1)),
  );
});
