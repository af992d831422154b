import { http, HttpResponse } from 'msw';

export interface ResendCall {
  idempotencyKey: string | null;
  authorization: string | null;
  body: {
    from: string;
    to: string | string[];
    subject: string;
    html: string;
    text: string;
    headers?: Record<string, string>;
  };
}

/**
 * Resend's send endpoint at the network edge, honouring Idempotency-Key the way Resend does: a
 * repeated key gets the first e-mail's id back and delivers nothing new. `failNext` answers the
 * next calls with a network error after accepting them (a send that got through but whose reply
 * was lost), or with a 500 before accepting them.
 */
export function resendHandlers(calls: ResendCall[], options: { failNext?: { count: number; after: 'accepted' | 'refused' } } = {}) {
  const delivered = new Map<string, string>();
  let failures = options.failNext?.count ?? 0;
  return {
    delivered,
    handlers: [
      http.post('https://api.resend.com/emails', async ({ request }) => {
        const body = (await request.json()) as ResendCall['body'];
        const idempotencyKey = request.headers.get('idempotency-key');
        calls.push({ idempotencyKey, authorization: request.headers.get('authorization'), body });
        if (failures > 0 && options.failNext?.after === 'refused') {
          failures--;
          return HttpResponse.json({ name: 'internal_server_error', message: 'Resend is having a moment', statusCode: 500 }, { status: 500 });
        }
        const key = idempotencyKey ?? `no-key-${calls.length}`;
        if (!delivered.has(key)) delivered.set(key, `re_${delivered.size + 1}`);
        if (failures > 0 && options.failNext?.after === 'accepted') {
          failures--;
          return HttpResponse.error();
        }
        return HttpResponse.json({ id: delivered.get(key) });
      }),
    ],
  };
}
