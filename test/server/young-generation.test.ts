/**
 * The host's young generation is bounded on each of its threads (issue 39: on
 * Node 24 V8 lets each thread's new space grow to 128 MB, and the host's memory
 * under attack rose past its goal): PGlite's worker and the bots' workers are
 * started with HOST_WORKER_LIMITS, and `hexwar serve` restarts itself once with
 * `--max-semi-space-size` unless the user set one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { HOST_WORKER_LIMITS, openPglite } from '../../src/server';
import { setsSemiSpace, startWorker, SEMI_SPACE_FLAG } from '../../src/cli/serve';
import { wasmSafeFlags } from '../../scripts/node-flags';

const root = resolve(__dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'hexwar-young-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The resource limits of the workers this process starts while `work` runs (Node's `worker` event; a stopped worker's are gone). */
async function workersStarted(work: () => Promise<void>): Promise<Worker['resourceLimits'][]> {
  const seen: Worker['resourceLimits'][] = [];
  const heard = (w: Worker) => seen.push({ ...w.resourceLimits });
  process.on('worker', heard);
  try {
    await work();
  } finally {
    process.off('worker', heard);
  }
  return seen;
}

describe("the host's worker threads", () => {
  it('HOST_WORKER_LIMITS is a 24 MB young generation (semi-spaces of 8 MB)', () => {
    expect(HOST_WORKER_LIMITS).toEqual({ maxYoungGenerationSizeMb: 24 });
  });

  it("PGlite's database thread is started with them", async () => {
    const workers = await workersStarted(async () => {
      const sql = await openPglite('memory://');
      await sql.close();
    });
    expect(workers).toHaveLength(1);
    expect(workers[0]?.maxYoungGenerationSizeMb).toBe(24);
  });

  it("hexwar serve's bot workers are started with them", async () => {
    const worker = startWorker('bot-worker');
    try {
      await new Promise((r) => worker.once('online', r));
      expect(worker.resourceLimits?.maxYoungGenerationSizeMb).toBe(24);
    } finally {
      await worker.terminate();
    }
  });
});

describe("hexwar serve's own thread", () => {
  it("a semi-space size the user set is seen, on the command line or in NODE_OPTIONS, with - or _", () => {
    expect(setsSemiSpace([], '')).toBe(false);
    expect(setsSemiSpace(['--max-old-space-size=512', '--import', 'tsx'], '--max-old-space-size=512')).toBe(false);
    expect(setsSemiSpace(['--max-semi-space-size=16'])).toBe(true);
    expect(setsSemiSpace([], '--require x.cjs  --max_semi_space_size=32')).toBe(true);
    expect(setsSemiSpace(['--max-semi-space-size', '16'])).toBe(true);
    expect(setsSemiSpace(['--max-semi-space-sizes=16'])).toBe(false);
  });

  /**
   * Runs `hexwar serve` on a database that refuses it (it restarts before it connects, then exits), with a probe
   * preloaded in every process it becomes: at exit the probe churns short-lived objects and reports the new space V8
   * grew to, with the process's id and Node's arguments.
   */
  async function served(nodeOptions: string): Promise<{ pid: number; probe: { pid: number; execArgv: string[]; newSpaceMb: number } }> {
    const probe = join(dir, 'probe.cjs');
    writeFileSync(
      probe,
      `process.on('exit', () => {
        let keep = [];
        for (let i = 0; i < 2e7; i++) { keep.push({ i }); if (keep.length > 3e5) keep = []; }
        const ns = require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
        require('node:fs').writeSync(2, 'probe ' + JSON.stringify({ pid: process.pid, execArgv: process.execArgv, newSpaceMb: ns.space_size / 2 ** 20 }) + '\\n');
      });`,
    );
    const child = spawn(process.execPath, [...wasmSafeFlags, '--import', 'tsx', resolve(root, 'src/cli/main.ts'), 'serve', '--port', '0', '--database', 'postgres://nobody@127.0.0.1:1/none'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: `--require ${probe} ${nodeOptions}` },
    });
    let err = '';
    child.stderr!.on('data', (d) => (err += String(d)));
    await new Promise((r) => child.once('close', r));
    const line = /^probe (.*)$/m.exec(err);
    expect(line, err).not.toBeNull();
    return { pid: child.pid!, probe: JSON.parse(line![1]!) };
  }

  const execve = typeof (process as { execve?: unknown }).execve === 'function';

  it(`restarts itself in the same process with ${SEMI_SPACE_FLAG} (where Node has process.execve), and V8 keeps its new space to 16 MB`, async () => {
    const { pid, probe } = await served('');
    expect(probe.pid).toBe(pid);
    // Only one restart: the flag is there once (or, on a Node without process.execve, not at all).
    expect(probe.execArgv.filter((a) => a.startsWith('--max-semi-space-size'))).toEqual(execve ? [SEMI_SPACE_FLAG] : []);
    expect(probe.newSpaceMb).toBeLessThanOrEqual(execve ? 16 : Infinity);
  }, 120_000);

  it("leaves a size the user set alone: theirs stands, nothing is added", async () => {
    const { probe } = await served('--max-semi-space-size=2');
    expect(probe.execArgv.some((a) => a.includes('semi'))).toBe(false);
    expect(probe.newSpaceMb).toBeLessThanOrEqual(4);
  }, 120_000);
});
