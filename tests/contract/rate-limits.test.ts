// The one rate limiter on both engines (issue 29 item 4): src/core/rate-limit through its repository,
// on a real SQLite file and a real PostgreSQL database, including many concurrent attempts.
import { expect, it } from 'vitest';
import { type Bucket, clearBuckets, recordFailure, takeRoom, waitFor } from '../../src/core/rate-limit';
import { newId } from '../../src/shared/ids';
import { describeEachEngine } from '../helpers/engines';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 5, 1, 12);
const bucket = (capacity: number, perHour: number): Bucket => ({ key: `test:${newId()}`, capacity, perHour });

describeEachEngine('rate limits', ({ store }) => {
  it('waits once a bucket is full, drains at its rate, and forgets a cleared bucket', async () => {
    const b = bucket(3, 12);
    expect(await waitFor(store(), [b], T0)).toBe(0);
    for (let i = 0; i < 2; i++) await recordFailure(store(), [b], T0);
    expect(await waitFor(store(), [b], T0)).toBe(0);
    await recordFailure(store(), [b], T0);
    // Three failures with room for two: one must drain, at 12 an hour = 5 minutes.
    expect(await waitFor(store(), [b], T0)).toBe(HOUR / 12);
    expect(await waitFor(store(), [b], T0 + HOUR / 24)).toBe(HOUR / 24);
    expect(await waitFor(store(), [b], T0 + HOUR / 12)).toBe(0);
    // A failure after a drain counts from the drained score (in the database), not from 3.
    await recordFailure(store(), [b], T0 + HOUR / 4);
    expect(await waitFor(store(), [b], T0 + HOUR / 4)).toBe(0);
    await clearBuckets(store(), [b.key]);
    for (let i = 0; i < 2; i++) await recordFailure(store(), [b], T0 + HOUR);
    expect(await waitFor(store(), [b], T0 + HOUR)).toBe(0);
  });

  it('answers the longest wait of several buckets; the score is capped at four times the capacity', async () => {
    const short = bucket(1, 60);
    const long = bucket(1, 1);
    await recordFailure(store(), [short, long], T0);
    expect(await waitFor(store(), [short, long], T0)).toBe(HOUR);
    for (let i = 0; i < 10; i++) await recordFailure(store(), [short], T0);
    // Capped at 4 failures, all over the room for none, at 60 an hour.
    expect(await waitFor(store(), [short], T0)).toBe(4 * 60_000);
  });

  it('takeRoom counts only while there is room', async () => {
    const b = bucket(2, 4);
    expect(await takeRoom(store(), [b], T0)).toBe(true);
    expect(await takeRoom(store(), [b], T0)).toBe(true);
    expect(await takeRoom(store(), [b], T0)).toBe(false);
    expect(await takeRoom(store(), [b], T0 + HOUR / 4)).toBe(true);
  });

  it('concurrent attempts never pass more than the limit, and concurrent failures are all counted', async () => {
    const limited = [bucket(5, 1), bucket(50, 1)];
    const passed = await Promise.all(Array.from({ length: 16 }, () => takeRoom(store(), limited, T0)));
    expect(passed.filter(Boolean)).toHaveLength(5);
    const counted = bucket(12, 1);
    await Promise.all(Array.from({ length: 11 }, () => recordFailure(store(), [counted], T0)));
    expect(await waitFor(store(), [counted], T0)).toBe(0);
    await recordFailure(store(), [counted], T0);
    expect(await waitFor(store(), [counted], T0)).toBe(HOUR);
  });
});
