// The server build's lock (scripts/build-server.mjs), as launchers started together take it in turn: one builds, the
// others wait. Whole run 35 of stop 43 failed on it: three launchers, the first built and released, the second made
// the lock folder, and the third, which had waited over a second on the first, took the second's folder (no pid in it
// yet) for abandoned and removed it under it (ENOENT writing its pid).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error scripts/ is plain JavaScript without declarations (it runs before anything is built)
import { lockBuild as untypedLockBuild } from '../../scripts/build-server.mjs';
import { tempDir } from '../helpers/tmp';

const lockBuild = untypedLockBuild as (outDir: string) => Promise<() => void>;

/** A launcher asking for the lock: whether it has it yet, and its release once it has. */
function takeLock(outDir: string) {
  const state = { taken: false, release: lockBuild(outDir) };
  void state.release.then(() => {
    state.taken = true;
  });
  return state;
}

describe('the server build lock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves a new holder its lock while it writes its pid, after waiting on the one before', async () => {
    vi.useFakeTimers();
    const outDir = path.join(tempDir('build-lock'), 'server');
    const lockDir = `${outDir}.lock`;
    // Held by a live process (this one) while a launcher waits for over a second.
    fs.mkdirSync(lockDir, { recursive: true });
    fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    const waiting = takeLock(outDir);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(waiting.taken).toBe(false);

    // The holder releases; the next launcher has made the folder and not written its pid yet.
    fs.rmSync(lockDir, { recursive: true });
    fs.mkdirSync(lockDir);
    await vi.advanceTimersByTimeAsync(300);
    expect(fs.existsSync(lockDir)).toBe(true);
    expect(waiting.taken).toBe(false);

    // It writes its pid, builds and releases: then the waiting launcher takes the lock.
    fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    await vi.advanceTimersByTimeAsync(300);
    expect(waiting.taken).toBe(false);
    fs.rmSync(lockDir, { recursive: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(waiting.taken).toBe(true);
    expect(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8')).toBe(String(process.pid));
    (await waiting.release)();
    expect(fs.existsSync(lockDir)).toBe(false);
  });

  it('still takes over a lock whose holder never wrote its pid, after a second', async () => {
    vi.useFakeTimers();
    const outDir = path.join(tempDir('build-lock'), 'server');
    const lockDir = `${outDir}.lock`;
    fs.mkdirSync(lockDir, { recursive: true });
    const waiting = takeLock(outDir);
    await vi.advanceTimersByTimeAsync(500);
    expect(waiting.taken).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(waiting.taken).toBe(true);
    (await waiting.release)();
  });
});
