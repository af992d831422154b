// A tiny in-memory wedding API for the builder's state tests: versions, so saves really conflict;
// a hold to keep a request in flight; a one-shot failure.
import { ApiError, type BuilderApi, type WeddingRecord } from './api';

export function fakeServer(initial: WeddingRecord) {
  let stored = { ...initial };
  const calls: { fields: Record<string, unknown>; pro?: boolean }[] = [];
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
    changeElsewhere(fields: Record<string, unknown>) {
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
