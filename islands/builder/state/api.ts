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

async function send(url: string, init: RequestInit): Promise<WeddingRecord> {
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(res.status, typeof body.msg === 'string' ? body.msg : 'Something went wrong');
  return (body.wedding ?? body) as WeddingRecord;
}

export const fetchBuilderApi: BuilderApi = {
  getWedding: (id) => send(`/api/v1/weddings/${encodeURIComponent(id)}`, { method: 'GET' }),
  updateWedding: (id, fields, options) =>
    send(`/api/v1/${options?.pro ? 'weddings-pro' : 'weddings'}/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    }),
};
