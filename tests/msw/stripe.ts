import { http, HttpResponse } from 'msw';

export interface StripeSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  params: Record<string, string>;
}

/** Stripe's Checkout Sessions API at the network edge; the real SDK builds the calls. */
export function stripeHandlers(sessions: Map<string, StripeSession>, calls: string[]) {
  return [
    http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
      calls.push(`create ${request.headers.get('authorization')}`);
      const params = Object.fromEntries(new URLSearchParams(await request.text()));
      const id = `cs_test_${sessions.size + 1}abc`;
      const session: StripeSession = { id, url: `https://checkout.stripe.com/c/pay/${id}`, status: 'open', payment_status: 'unpaid', params };
      sessions.set(id, session);
      return HttpResponse.json({ object: 'checkout.session', id, url: session.url, status: 'open', payment_status: 'unpaid' });
    }),
    http.get('https://api.stripe.com/v1/checkout/sessions/:id', ({ params }) => {
      calls.push(`retrieve ${String(params.id)}`);
      const session = sessions.get(String(params.id));
      if (!session) return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such checkout.session' } }, { status: 404 });
      return HttpResponse.json({
        object: 'checkout.session',
        id: session.id,
        url: session.url,
        status: session.status,
        payment_status: session.payment_status,
      });
    }),
  ];
}
