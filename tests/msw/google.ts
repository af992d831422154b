import { http, HttpResponse } from 'msw';

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Google's token endpoint at the network edge: answers a code exchange with an ID token. */
export function googleTokenHandlers(claims: Record<string, unknown>, seen: URLSearchParams[] = []) {
  return [
    http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
      seen.push(new URLSearchParams(await request.text()));
      const idToken = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
      return HttpResponse.json({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    }),
  ];
}
