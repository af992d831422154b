import { v2 as cloudinary } from 'cloudinary';
import { http, HttpResponse } from 'msw';

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
