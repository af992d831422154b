import { v2 as cloudinary } from 'cloudinary';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

export interface CloudinaryCall {
  path: string;
  body: Record<string, string>;
}

async function formFields(request: Request): Promise<{ fields: Record<string, string>; file: File | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('file');
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]));
    return { fields, file: file instanceof File ? file : null };
  }
  if (type.includes('json')) return { fields: (await request.json()) as Record<string, string>, file: null };
  return { fields: Object.fromEntries(new URLSearchParams(await request.text())), file: null };
}

/**
 * Cloudinary's Upload API at the network edge; the real SDK builds and signs the calls. The upload
 * endpoint checks what Cloudinary checks: api_key, a signature over every other parameter made
 * with the secret, a timestamp under an hour old, and a file.
 */
export function cloudinaryHandlers(cloudName: string, calls: CloudinaryCall[], result = 'ok', credentials?: { apiKey: string; apiSecret: string }) {
  return [
    http.post(`https://api.cloudinary.com/v1_1/${cloudName}/image/destroy`, async ({ request }) => {
      const { fields } = await formFields(request);
      calls.push({ path: 'image/destroy', body: fields });
      return HttpResponse.json({ result });
    }),
    http.post(`https://api.cloudinary.com/v1_1/${cloudName}/image/upload`, async ({ request }) => {
      const { fields, file } = await formFields(request);
      calls.push({ path: 'image/upload', body: fields });
      const refuse = (message: string, status = 401) => HttpResponse.json({ error: { message } }, { status });
      if (!credentials || fields.api_key !== credentials.apiKey) return refuse('Unknown API key');
      const { signature, api_key: _key, ...signed } = fields;
      if (cloudinary.utils.api_sign_request(signed, credentials.apiSecret) !== signature) return refuse('Invalid Signature');
      if (Date.now() / 1000 - Number(fields.timestamp) > 3600) return refuse('Stale request');
      if (!file) return refuse('Missing required parameter - file', 400);
      const id = `${fields.folder ? `${fields.folder}/` : ''}up${calls.length}`;
      return HttpResponse.json({
        public_id: id,
        version: 1712345678,
        format: 'png',
        bytes: file.size,
        secure_url: `https://res.cloudinary.com/${cloudName}/image/upload/v1712345678/${id}.png`,
      });
    }),
  ];
}

/**
 * Cloudinary's Admin API at the network edge, for the sweep of guests' photos (issue 26): the sub-folders
 * of a folder (paged by next_cursor), deleting the images under a prefix (at most `pageSize` a call, with
 * `partial` while more remain) and deleting an empty folder. `images` are the stored public ids; every call
 * needs the API key and secret (HTTP basic), as Cloudinary's does.
 */
export function cloudinaryAdminHandlers(
  cloudName: string,
  images: Set<string>,
  calls: CloudinaryCall[],
  credentials: { apiKey: string; apiSecret: string },
  pageSize = 2,
) {
  const base = `https://api.cloudinary.com/v1_1/${cloudName}`;
  const authorised = (request: Request) =>
    request.headers.get('authorization') === `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString('base64')}`;
  const refuse = () => HttpResponse.json({ error: { message: 'Invalid credentials' } }, { status: 401 });
  const folders = () => new Set([...images].map((id) => id.split('/').slice(0, -1).join('/')));
  return [
    http.get(`${base}/folders/*`, ({ request, params }) => {
      const url = new URL(request.url);
      calls.push({ path: `folders/${params[0]}`, body: Object.fromEntries(url.searchParams) });
      if (!authorised(request)) return refuse();
      const parent = String(params[0]);
      const children = [...new Set([...folders()].filter((f) => f.startsWith(`${parent}/`)).map((f) => f.slice(parent.length + 1).split('/')[0]!))].sort();
      const start = Number(url.searchParams.get('next_cursor') ?? 0);
      const page = children.slice(start, start + pageSize);
      return HttpResponse.json({
        folders: page.map((name) => ({ name, path: `${parent}/${name}` })),
        ...(start + pageSize < children.length ? { next_cursor: String(start + pageSize) } : {}),
        total_count: children.length,
      });
    }),
    http.delete(`${base}/resources/image/upload`, async ({ request }) => {
      const url = new URL(request.url);
      // The SDK sends the parameters in the body (a query string is accepted too).
      const prefix = url.searchParams.get('prefix') ?? (await formFields(request)).fields.prefix ?? '';
      if (!prefix) return HttpResponse.json({ error: { message: 'Missing required parameter - prefix' } }, { status: 400 });
      calls.push({ path: 'resources/image/upload', body: { prefix } });
      if (!authorised(request)) return refuse();
      const matching = [...images].filter((id) => id.startsWith(prefix)).slice(0, pageSize);
      for (const id of matching) images.delete(id);
      const partial = [...images].some((id) => id.startsWith(prefix));
      return HttpResponse.json({ deleted: Object.fromEntries(matching.map((id) => [id, 'deleted'])), partial });
    }),
    http.delete(`${base}/folders/*`, ({ request, params }) => {
      calls.push({ path: `delete folders/${params[0]}`, body: {} });
      if (!authorised(request)) return refuse();
      const folder = String(params[0]);
      if ([...images].some((id) => id.startsWith(`${folder}/`))) return HttpResponse.json({ error: { message: 'Folder is not empty' } }, { status: 400 });
      return HttpResponse.json({ deleted: [folder] });
    }),
  ];
}

/**
 * A test file's Cloudinary account for the sweeps (issue 26, issue 23): the Admin API at the network edge for the whole
 * file, its stored public ids (`images`), the calls it got, and the CLOUDINARY_URL that reaches it.
 */
export function cloudinaryAdminAccount(cloudName: string) {
  const credentials = { apiKey: '123456789012345', apiSecret: 's3cr3t-api-secret' };
  const images = new Set<string>();
  const calls: CloudinaryCall[] = [];
  const server = setupServer(...cloudinaryAdminHandlers(cloudName, images, calls, credentials));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { images, calls, CLOUDINARY_URL: `cloudinary://${credentials.apiKey}:${credentials.apiSecret}@${cloudName}` };
}
