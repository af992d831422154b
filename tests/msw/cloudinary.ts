import { http, HttpResponse } from 'msw';

export interface CloudinaryCall {
  path: string;
  body: Record<string, string>;
}

/** Cloudinary's Admin/Upload API at the network edge; the real SDK builds and signs the calls. */
export function cloudinaryHandlers(cloudName: string, calls: CloudinaryCall[], result = 'ok') {
  return [
    http.post(`https://api.cloudinary.com/v1_1/${cloudName}/image/destroy`, async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      const body: Record<string, string> = type.includes('multipart/form-data')
        ? Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]))
        : type.includes('json')
          ? ((await request.json()) as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(await request.text()));
      calls.push({ path: 'image/destroy', body });
      return HttpResponse.json({ result });
    }),
  ];
}
