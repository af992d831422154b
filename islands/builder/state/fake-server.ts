// A tiny in-memory wedding API for the builder's state tests: versions, so saves really conflict;
// a hold to keep a request in flight; a one-shot failure.
import type { WeddingPatchBody } from '../../../src/shared/wedding/wedding-api';
import { ApiError, type BuilderApi, type WeddingEdits, type WeddingRecord } from './api';

/** A stored wedding with only the fields a test uses (the state code reads no others). */
export function testWedding(fields: WeddingEdits & Pick<WeddingRecord, '_id' | 'version'>): WeddingRecord {
  return fields as WeddingRecord;
}

export function fakeServer(initial: Parameters<typeof testWedding>[0]) {
  let stored = testWedding({ ...initial });
  const calls: { fields: WeddingPatchBody; pro?: boolean }[] = [];
  let gets = 0;
  let failNext: ApiError | null = null;
  let held: Promise<void> | null = null;
  const api: BuilderApi = {
    async getWedding() {
      gets += 1;
      return { ...stored };
    },
    async updateWedding(_id, fields, options) {
      calls.push({ fields, pro: options?.pro });
      if (held) await held;
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      if (fields.version !== stored.version) throw new ApiError(409, 'stale');
      const { version: _v, resetColors, ...rest } = fields;
      stored = { ...stored, ...rest, ...(resetColors ? { paragraphColor: 'oklch(20% 0 0)' } : {}), version: stored.version + 1 };
      return { ...stored };
    },
  };
  return {
    api,
    calls,
    get gets() {
      return gets;
    },
    get stored() {
      return stored;
    },
    changeElsewhere(fields: WeddingEdits) {
      stored = { ...stored, ...fields, version: stored.version + 1 };
    },
    fail(error: ApiError) {
      failNext = error;
    },
    /** Requests wait until the returned function is called. */
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
  };
}
