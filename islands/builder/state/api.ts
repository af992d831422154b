import { ApiError as ClientApiError, apiRequest } from '../../../src/client/api';

/** What the builder's state needs from the server; the island passes the real fetch client, tests a fake. */
export type WeddingRecord = Record<string, unknown> & { _id: string; version: number };

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
  updateWedding(id: string, fields: Record<string, unknown>, options?: { pro?: boolean }): Promise<WeddingRecord>;
}

// apiRequest handles a 401 for every island (session expired: warn, log out, go home).
async function send(method: string, path: string, body?: unknown): Promise<WeddingRecord> {
  try {
    const data = await apiRequest(method, path, body);
    return (data.wedding ?? data) as WeddingRecord;
  } catch (error) {
    if (error instanceof ClientApiError) throw new ApiError(error.status, error.message);
    throw new ApiError(0, 'Unable to reach the server. Check your connection and try again.');
  }
}

export const fetchBuilderApi: BuilderApi = {
  getWedding: (id) => send('GET', `/weddings/${encodeURIComponent(id)}`),
  updateWedding: (id, fields, options) => send('PATCH', `/${options?.pro ? 'weddings-pro' : 'weddings'}/${encodeURIComponent(id)}`, fields),
};
