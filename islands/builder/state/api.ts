import { ApiError as ClientApiError, apiRequest } from '../../../src/shared/client/api';
import { appText } from '../../../src/shared/i18n/app';
import type { WeddingJson, WeddingJsonField, WeddingPatchBody, WeddingResponse } from '../../../src/shared/wedding/wedding-api';

/** The wedding as the server sends it (src/shared/wedding/wedding-api.ts), the builder's saved copy. */
export type WeddingRecord = WeddingJson;
/** Fields changed in the builder and not yet saved: any subset of the wedding's fields. */
export type WeddingEdits = Partial<WeddingJson>;
export type WeddingField = WeddingJsonField;

/** The names of the fields an edit or a body carries (Object.keys, typed). */
export function fieldsOf(fields: WeddingEdits): WeddingField[] {
  return Object.keys(fields) as WeddingField[];
}

/** One field of the wedding or of an edit, read by name. */
export function fieldValue(record: WeddingEdits | null | undefined, field: string): unknown {
  return record?.[field as WeddingField];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface BuilderApi {
  getWedding(id: string): Promise<WeddingRecord>;
  /** PATCH /weddings/{id} (or /weddings-pro/{id} when `pro`); resolves with the server's wedding. */
  updateWedding(id: string, fields: WeddingPatchBody, options?: { pro?: boolean }): Promise<WeddingRecord>;
}

// apiRequest handles a 401 for every island (session expired: warn, log out, go home).
async function send(method: 'GET' | 'PATCH', path: string, body?: WeddingPatchBody): Promise<WeddingRecord> {
  try {
    const data = await apiRequest<Partial<WeddingResponse>>(method, path, body);
    return (data.wedding ?? data) as WeddingRecord;
  } catch (error) {
    if (error instanceof ClientApiError) throw new ApiError(error.status, error.message);
    throw new ApiError(0, appText('builder.failed.offline'));
  }
}

export const fetchBuilderApi: BuilderApi = {
  getWedding: (id) => send('GET', `/weddings/${encodeURIComponent(id)}`),
  updateWedding: (id, fields, options) => send('PATCH', `/${options?.pro ? 'weddings-pro' : 'weddings'}/${encodeURIComponent(id)}`, fields),
};
