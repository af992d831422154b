import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './mutex';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('KeyedMutex', () => {
  it('runs one holder at a time per key, in arrival order, and different keys side by side', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const hold = (key: string, name: string) =>
      mutex.runExclusive(key, async () => {
        log.push(`${name} in`);
        await tick();
        await tick();
        log.push(`${name} out`);
        return name;
      });
    const results = await Promise.all([hold('a', 'a1'), hold('a', 'a2'), hold('b', 'b1'), hold('a', 'a3')]);
    expect(results).toEqual(['a1', 'a2', 'b1', 'a3']);
    const onA = log.filter((line) => line.startsWith('a'));
    expect(onA).toEqual(['a1 in', 'a1 out', 'a2 in', 'a2 out', 'a3 in', 'a3 out']);
    // b did not wait for a's queue.
    expect(log.indexOf('b1 in')).toBeLessThan(log.indexOf('a1 out'));
  });

  it('lets the next holder in after one throws, and forgets a key nobody holds or waits for', async () => {
    const mutex = new KeyedMutex();
    const failing = mutex.runExclusive('w', async () => {
      throw new Error('refused');
    });
    const next = mutex.runExclusive('w', async () => 'ran');
    expect(mutex.size).toBe(1);
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
    expect(mutex.size).toBe(0);
  });
});
